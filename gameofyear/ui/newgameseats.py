"""New Game's seats: a seat's row (name, birth date, sex, kind, level, colour), the facts a person
tells about themselves, and the scroll area that shows the rows whole.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate, QObject, QSize, Qt, Signal, Slot
from PySide6.QtGui import QIcon, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..bots import BOT_LEVELS
from ..content import Texts
from ..dates import day_index
from ..engine.setup import PlayerProfile
from ..seats import SeatKind
from . import theme
from .newgameparts import (
    COMPUTER,
    DEFAULT_BIRTH_DATE,
    ERROR_FIELD,
    HUMAN,
    Seat,
    _py_date,
    _qdate,
    birth_date_edit,
    colour_label,
    default_level,
    kind_icon,
    level_label,
    narrow_combo,
    pawn_pixmap,
)
from .screenfit import FittedDialog


class FactsDialog(FittedDialog):
    """A checklist of the yes/no profile facts of one player (RULINGS.md §8).

    Args:
        texts: the words of the facts (``facts.<id>``); ``texts.content.facts`` gives the facts.
        name: the player's name, for the title.
        facts: the facts ticked at first.
        parent: the parent widget.
    """

    def __init__(self, texts: Texts, name: str, facts: frozenset[str], parent: QWidget | None = None):
        super().__init__(parent)
        content = texts.content
        self.setWindowTitle(self.tr("Profile of %1").replace("%1", name) if name else self.tr("Profile"))
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, theme.PAPER)
        palette.setColor(QPalette.ColorRole.WindowText, theme.INK)
        self.setPalette(palette)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 14)
        layout.setSpacing(10)
        heading = QLabel(self.tr("What is true for %1?").replace("%1", name) if name else self.tr("What is true?"))
        heading.setFont(theme.font(13, bold=True))
        layout.addWidget(heading)
        intro = QLabel(self.tr("The almanac asks about these during the year. Tick what applies; leave the rest."))
        intro.setWordWrap(True)
        intro.setStyleSheet(f"color: {theme.INK_SOFT.name()}")
        layout.addWidget(intro)
        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        grid.setVerticalSpacing(8)
        self.checks: dict[str, QCheckBox] = {}
        """The check box of each fact id."""
        rows = (len(content.facts) + 1) // 2
        for i, fact in enumerate(content.facts):
            box = QCheckBox(texts.text(f"facts.{fact}"))
            box.setChecked(fact in facts)
            box.toggled.connect(self._update_count)
            self.checks[fact] = box
            grid.addWidget(box, i % rows, i // rows)
        layout.addLayout(grid)
        bottom = QHBoxLayout()
        self.count_label = QLabel()
        """Shows how many facts are ticked."""
        self.count_label.setStyleSheet(f"color: {theme.INK_SOFT.name()}")
        bottom.addWidget(self.count_label, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons = buttons
        """OK, Cancel and "Untick all"."""
        self.clear_button = buttons.addButton(self.tr("Untick all"), QDialogButtonBox.ButtonRole.ResetRole)
        self.clear_button.clicked.connect(self._clear)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        bottom.addWidget(buttons)
        layout.addLayout(bottom)
        self._update_count()

    def facts(self) -> frozenset[str]:
        """Return the ids of the ticked facts."""
        return frozenset(fact for fact, box in self.checks.items() if box.isChecked())

    @Slot()
    def _clear(self) -> None:
        for box in self.checks.values():
            box.setChecked(False)

    @Slot()
    def _update_count(self) -> None:
        count = len(self.facts())
        if count == 0:
            self.count_label.setText(self.tr("Nothing ticked"))
        else:
            self.count_label.setText(self.tr("%n fact(s) ticked", "", count))


class SeatRow(QObject):
    """The widgets of one player's row in :class:`NewGameDialog` (they live in the dialog's grid).

    Args:
        texts: the words of the facts and signs; ``texts.content`` gives the facts.
        remembered: the remembered profiles offered in the name box.
        parent: the dialog.

    Signals:
        changed: anything in the row changed (name, colour, kind, birth date…).
        colour_picked: the player picked a colour (old name, new name).
        kind_toggled: the player switched between human and computer.
    """

    changed = Signal()
    colour_picked = Signal(str, str)
    kind_toggled = Signal()

    def __init__(self, texts: Texts, remembered: list[PlayerProfile], parent: QWidget):
        super().__init__(parent)
        self.texts = texts
        self.content = texts.content
        self.remembered = remembered
        self.facts: frozenset[str] = frozenset()
        self.unknown: frozenset[str] = frozenset()
        """The facts a person has not answered yet: asked in play the first time a square needs one."""
        """The ticked profile facts."""
        self.facts_dialog: FactsDialog | None = None
        """The profile checklist while it is open."""
        self.person_profile: PlayerProfile | None = None
        """What a person had entered in this row before it was switched to the computer (given back when it
        is switched back), or None."""
        self._colour = theme.PAWN_COLOURS[0][0]

        self.colour_box = QComboBox(parent)
        """The pawn colour (item data: the colour name)."""
        self.colour_box.setIconSize(QSize(22, 22))
        for name, colour in theme.PAWN_COLOURS:
            self.colour_box.addItem(QIcon(pawn_pixmap(colour)), colour_label(name), name)
        self.colour_box.setToolTip(self.tr("Pawn colour"))
        self.colour_box.activated.connect(self._on_colour)

        self.name_box = QComboBox(parent)
        """The player's name: type one, or pick a remembered player."""
        self.name_box.setEditable(True)
        name_edit = self.name_box.lineEdit()
        assert name_edit is not None  # an editable combo box has its line edit
        self.name_edit: QLineEdit = name_edit
        """The name box's text field."""
        self.name_box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.name_box.setMinimumWidth(120)
        self.name_box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        for profile in remembered:
            self.name_box.addItem(profile.name)
        self.name_box.setCurrentIndex(-1)
        self.name_edit.setPlaceholderText(self.tr("Name"))
        self.name_edit.setMaxLength(24)
        self.name_box.setToolTip(self.tr("Type a name, or pick a player from earlier games"))
        self.name_box.activated.connect(self._on_remembered)
        self.name_box.editTextChanged.connect(self.changed)

        self.kind_button = QPushButton(parent)
        """Checked for a computer player; click to switch between human and computer."""
        self.kind_button.setCheckable(True)
        self.kind_button.setIconSize(QSize(18, 18))
        self.kind_button.setMinimumWidth(118)
        self.kind_button.toggled.connect(self._on_kind_button)

        self.level_box = QComboBox(parent)
        """The computer's level (item data: a ``BOT_LEVELS`` key)."""
        for level in BOT_LEVELS:
            self.level_box.addItem(level_label(level), level)
        self.level_box.setCurrentIndex(self.level_box.findData(default_level()))
        narrow_combo(self.level_box, 7)
        self.level_box.setToolTip(self.tr("How well the computer plays"))

        self.birth_edit = birth_date_edit(parent)
        """The birth date (gives the birthday square, the age and the sign)."""
        self.birth_edit.setCalendarPopup(True)
        self.birth_edit.setDate(_qdate(DEFAULT_BIRTH_DATE))
        # as wide as its widest date ("28. Sept. 2000" in German), not only as its first and last ones (Qt's hint)
        metrics, edit_format = self.birth_edit.fontMetrics(), self.birth_edit.displayFormat()
        frame = self.birth_edit.sizeHint().width() - metrics.horizontalAdvance(self.birth_edit.text())
        widest = max(metrics.horizontalAdvance(self.birth_edit.locale().toString(QDate(2000, month, 28), edit_format))
                     for month in range(1, 13))
        self.birth_edit.setMinimumWidth(widest + max(frame, 0))
        self.birth_edit.setToolTip(self.tr("Birth date: your birthday square, your age and your sign"))
        self.birth_edit.dateChanged.connect(self._on_birth)

        self.sign_label = QLabel(parent)
        """The sign's glyph and the age."""
        self.sign_label.setMinimumWidth(52)
        self.sign_label.setFont(theme.font(11))

        self.sex_box = QComboBox(parent)
        """Not stated, female or male (item data: None, ``"female"``, ``"male"``)."""
        self.sex_box.addItem(self.tr("Not stated"), None)
        self.sex_box.addItem(self.tr("Female"), "female")
        self.sex_box.addItem(self.tr("Male"), "male")
        self.sex_box.setItemData(0, self.tr("The dates that ask \"if you are a woman\" or \"if you are a man\" "
                                            "do nothing for this player"), Qt.ItemDataRole.ToolTipRole)
        self.sex_box.setToolTip(self.tr("Some dates of the almanac are for women or for men only"))
        self.sex_box.currentIndexChanged.connect(self.changed)
        narrow_combo(self.sex_box, 8)

        self.profile_button = QPushButton(parent)
        """Opens the checklist of profile facts; shows how many are ticked."""
        self.profile_button.setToolTip(self.tr("The yes/no facts the almanac asks about"))
        self.profile_button.clicked.connect(self.open_facts)

        self.set_kind(HUMAN)
        self._on_birth()
        self._update_profile_button()

    def widgets(self) -> list[QWidget]:
        """Return the row's widgets in column order."""
        return [
            self.colour_box, self.name_box, self.kind_button, self.level_box,
            self.birth_edit, self.sign_label, self.sex_box, self.profile_button,
        ]

    # ---------------------------------------------------------------- reading

    @property
    def name(self) -> str:
        """The name as typed, without surrounding spaces."""
        return self.name_box.currentText().strip()

    @property
    def kind(self) -> str:
        """:data:`HUMAN` or :data:`COMPUTER`."""
        return COMPUTER if self.kind_button.isChecked() else HUMAN

    @property
    def colour(self) -> str:
        """The pawn colour name."""
        return self._colour

    def profile(self) -> PlayerProfile:
        """Return the row's profile (a computer's has every fact answered)."""
        unknown = self.unknown - self.facts if self.kind == HUMAN else frozenset()
        return PlayerProfile(self.name, _py_date(self.birth_edit.date()), self.sex_box.currentData(), self.facts,
                             unknown)

    def seat(self) -> Seat:
        """Return the row's seat."""
        return Seat(SeatKind(self.kind), str(self.level_box.currentData()), self._colour)

    # ---------------------------------------------------------------- writing

    def set_profile(self, profile: PlayerProfile) -> None:
        """Fill the name, birth date, sex and facts from ``profile``."""
        self.name_box.blockSignals(True)
        self.name_box.setCurrentIndex(self.name_box.findText(profile.name, Qt.MatchFlag.MatchExactly))
        self.name_box.setEditText(profile.name)
        self.name_box.blockSignals(False)
        self.birth_edit.setDate(_qdate(profile.birth_date))
        self.sex_box.setCurrentIndex(max(0, self.sex_box.findData(profile.sex)))
        self.set_facts(profile.facts & frozenset(self.content.facts))
        self.unknown = profile.unknown & frozenset(self.content.facts)
        self._update_profile_button()
        self.changed.emit()

    def set_facts(self, facts: frozenset[str]) -> None:
        """Set the ticked profile facts: every fact is then answered (ticked or not)."""
        self.facts = frozenset(facts)
        self.unknown = frozenset()
        self._update_profile_button()
        self.changed.emit()

    def set_unanswered(self, facts: frozenset[str]) -> None:
        """Leave ``facts`` unanswered (asked in play, the first time a square needs one) and untick them."""
        self.facts = self.facts - facts
        self.unknown = frozenset(facts)
        self._update_profile_button()
        self.changed.emit()

    def set_kind(self, kind: str) -> None:
        """Make the row a human's or a computer's (without changing its profile)."""
        self.kind_button.blockSignals(True)
        self.kind_button.setChecked(kind == COMPUTER)
        self.kind_button.blockSignals(False)
        self._show_kind()

    def set_level(self, level: str) -> None:
        """Set the computer's level (a ``BOT_LEVELS`` key; unknown keys are ignored)."""
        index = self.level_box.findData(level)
        if index >= 0:
            self.level_box.setCurrentIndex(index)

    def set_colour(self, name: str) -> None:
        """Show the pawn colour ``name`` (no check for duplicates: the dialog does that)."""
        self._colour = name
        self.colour_box.setCurrentIndex(max(0, self.colour_box.findData(name)))

    def set_name_error(self, error: bool) -> None:
        """Tint the name field when it needs attention."""
        self.name_edit.setStyleSheet(f"background: {ERROR_FIELD.name()};" if error else "")

    def delete(self) -> None:
        """Remove the row's widgets (the row is no longer used)."""
        if self.facts_dialog is not None:
            self.facts_dialog.reject()
        for widget in self.widgets():
            widget.hide()
            widget.deleteLater()
        self.deleteLater()

    # ---------------------------------------------------------------- slots

    @Slot()
    def open_facts(self) -> None:
        """Open the profile checklist (window-modal); OK stores the ticked facts."""
        dialog = FactsDialog(self.texts, self.name, self.facts, self.profile_button.window())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.set_facts(dialog.facts()))
        dialog.finished.connect(self._forget_facts_dialog)
        self.facts_dialog = dialog
        dialog.open()

    @Slot()
    def _forget_facts_dialog(self) -> None:
        self.facts_dialog = None

    @Slot(int)
    def _on_remembered(self, index: int) -> None:
        name = self.name_box.itemText(index)
        for profile in self.remembered:
            if profile.name == name:
                self.set_profile(profile)
                if self.kind == COMPUTER:
                    self.set_kind(HUMAN)
                    self.kind_toggled.emit()
                return

    @Slot(int)
    def _on_colour(self, index: int) -> None:
        old, new = self._colour, str(self.colour_box.itemData(index))
        if new != old:
            self._colour = new
            self.colour_picked.emit(old, new)
            self.changed.emit()

    @Slot(bool)
    def _on_kind_button(self, _checked: bool) -> None:
        self._show_kind()
        self.kind_toggled.emit()
        self.changed.emit()

    @Slot()
    def _on_birth(self) -> None:
        born = _py_date(self.birth_edit.date())
        sign = self.content.sign_of_day[day_index(f"{born.month:02d}-{born.day:02d}")]
        age = PlayerProfile("", born).age_on(date.today())
        glyph = theme.ZODIAC_SYMBOLS.get(sign, "")
        self.sign_label.setText(
            f'<span style="font-size: 15pt; color: {theme.FRAME_COLOURS["sign"].name()}">{glyph}</span>'
            f"&nbsp;{age}"
        )
        sign_name = self.texts.text(f"signs.{sign}")
        self.sign_label.setToolTip(self.tr("%1, %n year(s) old", "", age).replace("%1", sign_name))
        self.changed.emit()

    def _show_kind(self) -> None:
        computer = self.kind == COMPUTER
        self.kind_button.setText(self.tr("Computer") if computer else self.tr("Human"))
        self.kind_button.setIcon(kind_icon(COMPUTER if computer else HUMAN))
        self.kind_button.setToolTip(
            self.tr("Played by the computer: click to play it yourself")
            if computer else self.tr("Played by a person: click to let the computer play")
        )
        self.level_box.setEnabled(computer)

    def _update_profile_button(self) -> None:
        self.profile_button.setText(self.tr("Profile… (%1)").replace("%1", str(len(self.facts))))
        self.profile_button.setToolTip(
            self.tr("Not answered yet: the game asks each fact the first time a square needs it.")
            if self.unknown - self.facts else "")


class WholeScrollArea(QScrollArea):
    """A scroll area that asks for the whole size of its contents, and scrolls them only when it gets less.

    A plain :class:`QScrollArea` asks for a bounded size; this one lets a dialog show all of its body where the
    screen has room for it, while the dialog itself may be made as small as the screen (1024 × 700 at larger
    text): there the body scrolls, and what stands outside the area (the buttons) stays in sight.
    """

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """The size of the whole contents, with the area's frame (the contents' own size hint without them)."""
        widget = self.widget()
        if widget is None:
            return super().sizeHint()
        frame = 2 * self.frameWidth()
        hint = widget.sizeHint().expandedTo(widget.minimumSizeHint())
        return QSize(hint.width() + frame, hint.height() + frame)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """Small: the contents scroll when the area is given less than :meth:`sizeHint`."""
        return QSize(160, 120)


def scrolling_body(layout: QVBoxLayout) -> tuple[QWidget, QVBoxLayout, WholeScrollArea]:
    """Add to a dialog's ``layout`` the part between its title and its buttons, shown whole where the screen has
    room and scrolled where it has not (1024 × 700, larger text): the buttons below it stay in sight.

    Returns:
        The body, its layout (the dialog's parts go there) and the scroll area around it.
    """
    body = QWidget()
    body.setAutoFillBackground(False)
    body_layout = QVBoxLayout(body)
    body_layout.setContentsMargins(0, 0, 0, 0)
    body_layout.setSpacing(12)
    scroll = WholeScrollArea()
    scroll.setWidget(body)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.viewport().setAutoFillBackground(False)
    layout.addWidget(scroll, 1)
    return body, body_layout, scroll


def fit_whole(dialog: QDialog, body_scroll: QScrollArea) -> None:
    """Give ``dialog`` the size its whole body asks for (not Qt's two thirds of the screen), no larger than the
    screen's free area (:func:`~.screenfit.fit_on_screen`), where ``body_scroll`` (from :func:`scrolling_body`)
    scrolls."""
    from .screenfit import fit_on_screen

    layout = dialog.layout()
    if layout is None:
        return
    body_scroll.updateGeometry()  # a scroll area does not pass on that its contents' size changed
    layout.invalidate()
    layout.activate()
    hint = dialog.sizeHint()
    dialog.resize(max(dialog.width(), hint.width()), max(layout.minimumSize().height(), hint.height()))
    fit_on_screen(dialog)
