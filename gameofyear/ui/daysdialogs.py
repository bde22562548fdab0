"""The decisions of numbers and days: the number of the machine to move by, days bought, days offered.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import (
    QKeySequence,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..dates import LAST_DAY
from ..engine import Decision
from ..narrate import day_name, translate
from . import theme
from .decisiondialog import DecisionDialog
from .dialogparts import (
    COMPACT_SPACING,
    DaysBox,
    DecisionContext,
    SquarePreview,
    WrappedCheckBox,
    _css,
    _RichButton,
    _with_mnemonic,
)
from .language import list_in_words, log_tr
from .wording import fill, plural


class ChooseNumberDialog(DecisionDialog):
    """CHOOSE_NUMBER: two big buttons, each a number of days and where it leads (RULINGS.md §2).

    The numbers are the decision's options; the engine already forces the
    smaller one in December, so this dialog only shows what it is given.
    """

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        self.set_content_width(680)
        position = context.observation.players[self.player].position
        options = tuple(decision.options or ())
        self.set_title(self.tr("Which number?"))
        self.pinned.append(self.add_text(fill(self.tr("The machine shows {numbers}. You stand on {date}: how far do you go?"), numbers=list_in_words([str(n) for n in options]), date=day_name(position, log_tr))))
        self.number_buttons: list[_RichButton] = []
        used: set[str] = set()
        for n in options:
            target = min(position + n, LAST_DAY)
            button = _RichButton()
            button.setMinimumWidth(320)
            top = QHBoxLayout()
            top.setSpacing(10)
            number = QLabel(str(n))
            number.setFont(theme.font(38, bold=True, family="DejaVu Serif"))
            number.setStyleSheet(f"color: {_css(context.colour(self.player).darker(135))};")
            #: under the big number of days of a button ("3" / "days")
            unit = QLabel(self.tr("day(s)", "", n))
            unit.setTextFormat(Qt.TextFormat.PlainText)
            unit.setFont(theme.font(14))
            unit.setStyleSheet(f"color: {_css(theme.INK_SOFT)};")
            for label in (number, unit):
                label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            top.addWidget(number)
            top.addWidget(unit, 0, Qt.AlignmentFlag.AlignBottom)
            top.addStretch(1)
            button.inner.addLayout(top)
            preview = SquarePreview(compact=True)
            preview.set_square(context.texts, target, self.player, context, from_day=position)
            button.inner.addWidget(preview, 1)
            button.preview = preview  # type: ignore[attr-defined]
            button.number_label = number  # type: ignore[attr-defined]
            button.unit_label = unit  # type: ignore[attr-defined]
            button.setAccessibleName(self.tr("%n day(s)", "", n))
            mnemonic = _with_mnemonic(str(n), used)
            key = mnemonic[mnemonic.index("&") + 1] if "&" in mnemonic else ""
            if key:
                button.setShortcut(QKeySequence(f"Alt+{key}"))
                button.setToolTip(fill(self.tr("Move %n day(s) (Alt+{key})", "", n), key=key))
            button.clicked.connect(lambda _checked=False, a=n: self.choose(a))
            self.button_row.addWidget(button, 1)
            self.number_buttons.append(button)
            self.answer_buttons.setdefault(n, button)
        if self.number_buttons:
            self.number_buttons[0].setFocus()

    def compact(self, width: int = 0) -> None:
        """As :meth:`DecisionDialog.compact`, and each number's card on one line: the number of days, and beside it
        its square's heading, kind and sums (its almanac text shows when the pointer rests on the lit square of
        the board), so that both cards stand side by side under the question."""
        super().compact(width)
        for button in self.number_buttons:
            button.inner.setContentsMargins(10, 5, 8, 6)
            item = button.inner.itemAt(0)
            top = item.layout() if item is not None else None
            preview = button.preview  # type: ignore[attr-defined]
            number, unit = button.number_label, button.unit_label  # type: ignore[attr-defined]
            if not isinstance(top, QHBoxLayout) or not isinstance(preview, SquarePreview):
                continue
            while top.count():
                top.takeAt(0)
            button.inner.removeWidget(preview)
            number.setFont(theme.font(24, bold=True, family="DejaVu Serif"))
            unit.setFont(theme.font(10.5))
            pair = QVBoxLayout()
            pair.setSpacing(0)
            pair.addWidget(number, 0, Qt.AlignmentFlag.AlignHCenter)
            pair.addWidget(unit, 0, Qt.AlignmentFlag.AlignHCenter)
            pair.addStretch(1)
            top.setSpacing(4)
            top.addLayout(pair)
            top.addWidget(preview, 1)
            preview.make_compact()
            preview.body_label.hide()
            button.setMinimumWidth(200)  # side by side in the panel rather than one above the other

    def scroll_sheet(self) -> QScrollArea:
        """As :meth:`DecisionDialog.scroll_sheet`; compact, the question is all the sheet said: its empty scroll
        area is hidden, and the cards have its room."""
        scroller = super().scroll_sheet()
        if self.compacted:
            scroller.hide()
        return scroller


class _DaysDialog(DecisionDialog):
    """Shared by BUY_DAYS and PLEDGE: a spin box of days, the live cost, the money left and the landing preview.

    The days in the box are the option chosen (:meth:`DecisionDialog.propose`): the
    board marks where they lead, and its button (or Return, or a second click on
    that square) pays them. Escape puts the box back to 0 first. RULINGS.md §3.4, §3.6.
    """

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        self.price = context.content.edition.day_price
        options = decision.options
        self.most = (options.stop - 1) if isinstance(options, range) else max(options or (0,))
        self.set_content_width(540)

    def build_controls(self) -> None:
        """Add the spin box row, the preview and the two buttons (after the texts)."""
        row = QHBoxLayout()
        row.setSpacing(16)
        self.spin_box = DaysBox(lambda n: f"{n}{self.suffix(n)}")
        self.spin_box.setRange(0, self.most)
        self.spin_box.setSuffix(self.suffix(0))
        self.spin_box.refit()
        self.spin_box.setAccelerated(True)
        self._pass_undo_to_window(self.spin_box)
        self.cost_label = QLabel()
        self.cost_label.setFont(theme.font(20, bold=True, family="DejaVu Serif"))
        row.addWidget(self.spin_box)
        row.addWidget(self.cost_label)
        row.addStretch(1)
        self.body.addLayout(row)
        self.pinned.append(row)
        self.preview = SquarePreview()
        self.body.addWidget(self.preview)
        self.zero_button = self.add_button(self.zero_text(), 0, default=True)
        self.go_button = self.add_button(self.go_text(1), None, slot=self._go)
        self.button_row.insertStretch(0, 1)
        self.set_escape_action(0)
        self.spin_box.valueChanged.connect(self._update)
        self._update(0)
        self.spin_box.setFocus()
        self.spin_box.selectAll()

    def compact(self, width: int = 0) -> None:
        """As :meth:`DecisionDialog.compact`, and the cost beside the days box in a smaller type, so that both
        stay whole in a narrow panel (at larger text sizes)."""
        super().compact(width)
        self.cost_label.setFont(theme.font(13, bold=True, family="DejaVu Serif"))
        self._fit_cost()

    def _fit_cost(self) -> None:
        """Show the cost of the days in the box and the money the payer keeps: "= 800 F · 200 F left", or shorter
        forms where a compact panel has no room for more beside the box (the box is never squeezed:
        :class:`DaysBox`); the whole sentence is the label's tooltip."""
        if getattr(self, "cost_label", None) is None:  # resized before its controls are made
            return
        cost = self.spin_box.value() * self.price
        amount = self.content.format_money(cost)
        money = self.context.observation.players[self.player].money
        left = self.content.format_money(max(money - cost, 0))
        forms = [fill(self.tr("= {amount} · {left} left"), amount=amount, left=left),
                 fill(self.tr("{amount} · {left} left"), amount=amount, left=left), amount]
        if cost == 0:
            forms = [fill(self.tr("= {amount}"), amount=amount), amount]
        text = forms[0]
        room = min(self._sheet_holder.geometry().width() - self.spin_box.minimumWidth() - COMPACT_SPACING,
                   self.body.geometry().right() - self.spin_box.geometry().right() - COMPACT_SPACING)
        if self.compacted and room > 0:
            text = next((form for form in forms if self.cost_label.fontMetrics().horizontalAdvance(form) <= room),
                        forms[-1])
        if self.cost_label.text() != text:
            self.cost_label.setText(text)
        self.cost_label.setToolTip(forms[0] if text != forms[0] else "")

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """Fit the cost beside the days box to the new width (:meth:`_fit_cost`)."""
        super().resizeEvent(event)
        self._fit_cost()

    def suffix(self, days: int) -> str:
        """The spin box's word after ``days`` (``" days"``, with its leading space)."""
        #: after the number of the spin box of days, with its leading space: "3 days"
        return plural("_DaysDialog", translate("_DaysDialog", " day(s)", "", 1), days)

    def zero_text(self) -> str:
        """The label of the 0 button."""
        raise NotImplementedError

    def go_text(self, days: int) -> str:
        """The label of the button that takes the days shown."""
        raise NotImplementedError

    def show_target(self, days: int) -> None:
        """Update the preview for ``days`` chosen."""
        raise NotImplementedError

    @Slot(int)
    def _update(self, days: int) -> None:
        self._fit_cost()
        self.go_button.setText(self.go_text(days))
        self.spin_box.setSuffix(self.suffix(days))
        self.go_button.setEnabled(days > 0)
        self.go_button.setDefault(days > 0)
        self.zero_button.setDefault(days == 0)
        self.show_target(days)
        self.note_proposal(days if days > 0 else None)
        if self.isVisible():
            self.refit()

    def show_proposal(self, action: Any) -> None:
        """Show ``action`` days in the box, with their cost, money left and landing; the button that pays them
        takes the focus (Return confirms)."""
        self.spin_box.setValue(int(action))
        self.go_button.setFocus()

    def show_no_proposal(self) -> None:
        """Put the box back to 0 days (Escape after choosing some)."""
        self.spin_box.setValue(0)
        self.spin_box.setFocus()
        self.spin_box.selectAll()

    @Slot()
    def _go(self) -> None:
        days = self.spin_box.value()
        if days > 0:
            self.choose(days)


class BuyDaysDialog(_DaysDialog):
    """BUY_DAYS: buy days at the day price, then move (RULINGS.md §3.4)."""

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        self.position = context.observation.players[self.player].position
        self.set_title(self.tr("Buy some days?"))
        self.add_text(fill(self.tr("Each day costs {price}. You can buy up to %n day(s) and then move on.", "", self.most),
                           price=self.content.format_money(self.price)))
        self.build_controls()

    def zero_text(self) -> str:
        """``Don't buy``."""
        return self.tr("&Don't buy")

    def go_text(self, days: int) -> str:
        """``Buy 3 days``."""
        return self.tr("&Buy %n day(s)", "", days)

    def show_target(self, days: int) -> None:
        """Preview the square the bought days lead to."""
        if days == 0:
            self.preview.set_message(fill(self.tr("Your pawn stays on {date}."), date=day_name(self.position, log_tr)))
            return
        target = min(self.position + days, LAST_DAY)
        self.preview.set_square(self.context.texts, target, self.player, self.context, from_day=self.position)


class PledgeDialog(_DaysDialog):
    """PLEDGE: offer days to the active player's pawn (``decision.subject``), paid by the decider (RULINGS.md §3.6).

    ``decision.info[0]`` is the number of days other players have already
    offered; the preview shows where the pawn would land with the total.
    """

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        self.subject = decision.subject if decision.subject is not None else self.player
        self.already = int(decision.info[0]) if decision.info else 0
        self.position = context.observation.players[self.subject].position
        name = context.names[self.subject]
        self.set_title(fill(self.tr("Offer days to {name}?"), name=name))
        self.add_text(fill(self.tr("{name} stands on {date}. Every day you offer costs you {price}, and {name}'s "
                              "pawn moves by all the days offered."), name=name, date=day_name(self.position, log_tr), price=self.content.format_money(self.price)))
        if self.already:
            self.add_text(self.tr("Already offered by the others: %n day(s).", "", self.already), bold=True, size=12)
        else:
            self.add_text(self.tr("Nobody has offered any days yet."), soft=True, size=11)
        self.build_controls()
        self.stop_asking_check = WrappedCheckBox(self.tr("From now on, offer nothing without asking me (this &year)"))
        """Checked: the window answers this player's later offers with nothing (Game ▸ Ask Again for Offers of Days undoes it)."""
        self.stop_asking_check.setToolTip(self.tr("Your later offers are answered with nothing, so that the game "
                                                  "does not stop for you on every turn of the others."))
        self.body.addWidget(self.stop_asking_check)
        self.pinned.append(self.stop_asking_check)  # asked on nearly every turn of the others: always in sight

    def tell_asked_next(self, names: Sequence[str]) -> None:
        """Say who at this screen is asked next in this round of offers (each answers for themselves, in turn);
        nothing when nobody is."""
        if names:
            self.add_text(fill(self.tr("Then asked at this screen, each for their own days: {names}."),
                               names=list_in_words(list(names))), soft=True, size=10.5)

    @property
    def stop_asking(self) -> bool:
        """True when the player asked not to be asked again this year (the box is checked)."""
        return self.stop_asking_check.isChecked()

    def zero_text(self) -> str:
        """``Offer nothing``."""
        return self.tr("Offer &nothing")

    def go_text(self, days: int) -> str:
        """``Offer 3 days``."""
        return self.tr("&Offer %n day(s)", "", days)

    def show_target(self, days: int) -> None:
        """Preview where the pawn lands with every day offered."""
        total = self.already + days
        name = self.context.names[self.subject]
        if total == 0:
            self.preview.set_message(fill(self.tr("{name}'s pawn stays on {date}."), name=name, date=day_name(self.position, log_tr)))
            return
        target = min(self.position + total, LAST_DAY)
        self.preview.set_square(self.context.texts, target, self.subject, self.context, from_day=self.position)


# --------------------------------------------------------------------------- players and pawns
