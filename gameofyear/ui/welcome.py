"""The welcome screen: what the window shows before a game and after one.

:class:`WelcomeScreen` offers, as buttons a mouse or the keyboard can reach:
the game in progress (its players, when it was saved and a small picture of
the board), a Quick Game, a New Game, a saved game to open, the rules, the
games opened lately, the network games going on (:mod:`.welcomenet`: the one
hosted here to take up again, those joined to rejoin), and the finished games kept (their results, with their
Year in Review and Replay). It only says what the person asked for, through
its signals; the window does the rest.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal, SignalInstance, Slot
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPalette, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QCommandLinkButton,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from . import theme
from .wording import Words, said

if TYPE_CHECKING:
    from ..content import Content
    from ..saves.finished import FinishedGame

LIST_LEAST_HEIGHT = 52
"""The least height of the welcome screen's lists (logical pixels: two rows), so that the whole screen, with a game
in progress, recent, network and finished games, fits a 1024 × 700 window; they grow where there is room."""
THUMBNAIL_WIDTH = 230
"""The width of the picture of the board in the resume card (pixels)."""
FOCUS_STYLE = (
    "QCommandLinkButton, QPushButton#resumeButton { border: 2px solid transparent; border-radius: 6px; }"
    f" QCommandLinkButton:focus, QPushButton#resumeButton:focus {{ border-color: {theme.FRAME_COLOURS['red'].name()}; }}"
    f" QCommandLinkButton:hover {{ background: {theme.PAPER_DARK.name()}; }}"
)
"""A frame that shows which button has the keyboard's focus (and which one the mouse is over)."""


def board_thumbnail(content: Content, positions: Sequence[int], colours: Sequence[QColor],
                    width: int = THUMBNAIL_WIDTH) -> QPixmap:
    """Draw the board with its pawns at ``positions`` as a picture ``width`` pixels wide.

    Args:
        content: the rules content the board is drawn from.
        positions: each player's day (0 = start … 365).
        colours: each player's pawn colour, in seating order.
        width: the picture's width in pixels (its height keeps the board's proportions).

    Returns:
        The picture (transparent where the board is not).
    """
    from ..content import Texts
    from .board import BoardScene

    scene = BoardScene(Texts(content, language="", entries={}), list(colours))  # a picture: no tooltip shows words
    try:
        scene.set_positions(list(positions))
        rect = scene.sceneRect()
        height = max(1, round(width * rect.height() / max(1.0, rect.width())))
        pixmap = QPixmap(width, height)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        scene.render(painter, QRectF(0, 0, width, height), rect)
        painter.end()
    finally:
        scene.clear()
        scene.deleteLater()
    return pixmap


class _ChoiceButton(QCommandLinkButton):
    """A choice of the welcome screen: its name and a line of description, never squeezed below its words.

    A command link's least height is that of its name alone; this one's is what its
    description needs at its width, so that a low window cuts no description.
    """

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """The name's width, and the height the description needs at the button's width."""
        hint = super().minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self.heightForWidth(max(self.width(), hint.width()))))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """A new width may need another height for the description: tell the layout."""
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()


class WelcomeScreen(QWidget):
    """The first screen: resume, Quick Game, New Game, Open, How to Play and the recent games.

    Signals:
        resume_requested: the person chose the game in progress.
        quick_requested: Quick Game.
        new_requested: New Game (choose the players).
        open_requested: Open a saved game (the window asks which file).
        rules_requested: How to Play (the rules).
        lesson_requested: Learn to Play (a guided first game).
        recent_requested(str): a recent game's path was chosen.
        finished_review_requested(str): the Year in Review of a finished game (its save's path).
        finished_replay_requested(str): the Replay of a finished game (its save's path).
    """

    resume_requested = Signal()
    quick_requested = Signal()
    new_requested = Signal()
    open_requested = Signal()
    rules_requested = Signal()
    lesson_requested = Signal()
    recent_requested = Signal(str)
    finished_review_requested = Signal(str)
    finished_replay_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("welcomeScreen")
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, theme.BACKGROUND)
        self.setPalette(palette)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 12, 24, 12)
        outer.addStretch(1)
        card = QFrame()
        card.setObjectName("welcomeCard")
        card.setStyleSheet(f"QFrame#welcomeCard {{ background: {theme.PAPER.name()}; border-radius: 12px; }}"
                           + FOCUS_STYLE)
        card.setMaximumWidth(980)
        card.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        card_palette = card.palette()
        card_palette.setColor(QPalette.ColorRole.WindowText, theme.INK)
        card_palette.setColor(QPalette.ColorRole.ButtonText, theme.INK)
        card_palette.setColor(QPalette.ColorRole.Text, theme.INK)
        card.setPalette(card_palette)
        self.card = card
        """The paper card holding everything."""
        layout = QVBoxLayout(card)
        layout.setContentsMargins(28, 16, 28, 16)
        layout.setSpacing(8)
        self.title = QLabel()
        """The game's name."""
        self.title.setFont(theme.font(24, bold=True))
        self.subtitle = QLabel()
        """A line under the name."""
        self.subtitle.setStyleSheet(f"color: {theme.INK_SOFT.name()}")
        self.subtitle.setFont(theme.font(12))
        heading = QHBoxLayout()  # the name and its line side by side: the height goes to the choices
        heading.setSpacing(18)
        heading.addWidget(self.title)
        heading.addWidget(self.subtitle, 1)
        layout.addLayout(heading)

        self.resume_card = QFrame()
        """The game in progress: a picture of its board, its players and date, and Resume (hidden when there is none)."""
        self.resume_card.setObjectName("resumeCard")
        self.resume_card.setStyleSheet(f"QFrame#resumeCard {{ background: #fffdf7; border: 1px solid "
                                       f"{theme.PAPER_DARK.darker(115).name()}; border-radius: 8px; }}")
        resume_layout = QHBoxLayout(self.resume_card)
        resume_layout.setContentsMargins(12, 10, 12, 10)
        resume_layout.setSpacing(16)
        self.thumbnail = QLabel()
        """The small picture of the board of the game in progress."""
        self.thumbnail.setStyleSheet("border: none")
        self.thumbnail.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        resume_layout.addWidget(self.thumbnail)
        resume_text = QVBoxLayout()
        self.resume_heading = QLabel()
        self.resume_heading.setFont(theme.font(13, bold=True))
        self.resume_heading.setStyleSheet("border: none")
        self.resume_label = QLabel()
        """The players of the game in progress and when it was saved."""
        self.resume_label.setWordWrap(True)
        self.resume_label.setStyleSheet("border: none")
        self.resume_note = QLabel()
        """Why the backup of the autosave is offered, when it is (hidden otherwise)."""
        self.resume_note.setWordWrap(True)
        self.resume_note.setStyleSheet(f"border: none; color: {theme.INK_SOFT.name()}")
        self.resume_button = QPushButton()
        """Resumes the game in progress."""
        self.resume_button.setObjectName("resumeButton")
        self.resume_button.setFont(theme.font(11, bold=True))
        self.resume_button.setStyleSheet(
            f"QPushButton#resumeButton {{ background: {theme.FRAME_COLOURS['start'].name()}; color: white;"
            f" border: 2px solid {theme.FRAME_COLOURS['start'].darker(130).name()}; border-radius: 6px;"
            " padding: 6px 18px; }"
            f" QPushButton#resumeButton:focus {{ border-color: {theme.INK.name()}; }}")
        self.resume_button.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.resume_button.clicked.connect(self.resume_requested)
        for label in (self.resume_heading, self.resume_label, self.resume_note):
            label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        resume_text.addWidget(self.resume_heading)
        resume_text.addWidget(self.resume_label)
        resume_text.addWidget(self.resume_note)
        resume_text.addStretch(1)
        resume_text.addWidget(self.resume_button)
        resume_layout.addLayout(resume_text, 1)
        self.resume_card.hide()
        layout.addWidget(self.resume_card)

        columns = QHBoxLayout()
        columns.setSpacing(24)
        buttons = QVBoxLayout()
        buttons.setSpacing(2)
        self.quick_button = _ChoiceButton()
        """Quick Game: you against three computers."""
        self.quick_button.clicked.connect(self.quick_requested)
        self.new_button = _ChoiceButton()
        """New Game: choose the players."""
        self.new_button.clicked.connect(self.new_requested)
        self.open_button = _ChoiceButton()
        """Open a saved game."""
        self.open_button.clicked.connect(self.open_requested)
        self.lesson_button = _ChoiceButton()
        """Learn to Play: a guided first game."""
        self.lesson_button.clicked.connect(self.lesson_requested)
        self.rules_button = _ChoiceButton()
        """How to Play: the rules."""
        self.rules_button.clicked.connect(self.rules_requested)
        for button in (self.quick_button, self.new_button, self.open_button, self.lesson_button, self.rules_button):
            button.setIconSize(QSize(0, 0))
            buttons.addWidget(button)
        buttons.addStretch(1)
        columns.addLayout(buttons, 3)
        recent_column = QVBoxLayout()
        self.recent_heading = QLabel()
        self.recent_heading.setFont(theme.font(11, bold=True))
        self.recent_list = QListWidget()
        """The games opened or saved lately (item data: the path); Return or a double click opens one."""
        self.recent_list.setStyleSheet(
            f"QListWidget {{ background: #fffdf7; border: 1px solid {theme.PAPER_DARK.darker(115).name()};"
            " border-radius: 6px; }"
            f" QListWidget:focus {{ border: 2px solid {theme.FRAME_COLOURS['red'].name()}; }}")
        self.recent_list.itemActivated.connect(self._recent_activated)
        self.recent_list.setMinimumHeight(LIST_LEAST_HEIGHT)
        self.recent_heading.setBuddy(self.recent_list)
        self.no_recent = QLabel()
        """Shown instead of the list when no game was opened or saved yet."""
        self.no_recent.setStyleSheet(f"color: {theme.INK_SOFT.name()}")
        self.no_recent.setWordWrap(True)
        recent_column.addWidget(self.recent_heading)
        recent_column.addWidget(self.recent_list, 1)
        recent_column.addWidget(self.no_recent)
        recent_column.addStretch(0)
        columns.addLayout(recent_column, 2)
        layout.addLayout(columns)
        from .welcomenet import NetworkGamesBox

        self.network_box = NetworkGamesBox(self.recent_list.styleSheet())
        """The unfinished network games: the one hosted here (Take Up Again) and those joined (Rejoin)."""
        layout.addWidget(self.network_box)

        self.finished_box = QFrame()
        """The finished games kept: their results, and their Year in Review and Replay (hidden when none)."""
        finished = QVBoxLayout(self.finished_box)
        finished.setContentsMargins(0, 0, 0, 0)
        finished.setSpacing(4)
        self.finished_heading = QLabel()
        self.finished_heading.setFont(theme.font(11, bold=True))
        finished.addWidget(self.finished_heading)
        finished_row = QHBoxLayout()
        finished_row.setSpacing(12)
        self.finished_list = QListWidget()
        """The finished games, newest first (item data: the save's path); Return or a double click opens
        the Year in Review."""
        self.finished_list.setStyleSheet(self.recent_list.styleSheet())
        self.finished_list.setMinimumHeight(LIST_LEAST_HEIGHT)
        self.finished_list.setMaximumHeight(120)
        self.finished_list.setWordWrap(True)
        self.finished_list.itemActivated.connect(self._finished_activated)
        self.finished_heading.setBuddy(self.finished_list)
        finished_row.addWidget(self.finished_list, 1)
        finished_buttons = QVBoxLayout()
        finished_buttons.setSpacing(4)
        self.finished_review_button = QPushButton()
        """Opens the Year in Review of the finished game chosen in the list."""
        self.finished_review_button.clicked.connect(lambda: self._finished_chosen(self.finished_review_requested))
        self.finished_replay_button = QPushButton()
        """Opens the Replay of the finished game chosen in the list."""
        self.finished_replay_button.clicked.connect(lambda: self._finished_chosen(self.finished_replay_requested))
        finished_buttons.addWidget(self.finished_review_button)
        finished_buttons.addWidget(self.finished_replay_button)
        finished_buttons.addStretch(1)
        finished_row.addLayout(finished_buttons)
        finished.addLayout(finished_row)
        layout.addWidget(self.finished_box)
        self._finished: list[FinishedGame] = []

        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(card, 100)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(1)
        self._resume_words: tuple[Words, Words] = ("", "")
        self.retranslate_ui()
        self.set_recent([])
        self.set_finished([])

    def retranslate_ui(self) -> None:
        """Put the screen's words in the language installed."""
        self.title.setText(self.tr("Game of the Year"))
        self.subtitle.setText(self.tr("A whole year in one evening."))
        self.resume_heading.setText(self.tr("The game in progress"))
        self.resume_button.setText(self.tr("&Resume"))
        self.resume_button.setAccessibleName(self.tr("Resume the game in progress"))
        self.quick_button.setText(self.tr("&Quick Game"))
        self.quick_button.setDescription(self.tr("You against three computer players, right away."))
        self.new_button.setText(self.tr("&New Game…"))
        self.new_button.setDescription(self.tr("Choose who plays: people at this screen and computers."))
        self.open_button.setText(self.tr("&Open…"))
        self.open_button.setDescription(self.tr("Go on with a game saved to a file."))
        self.lesson_button.setText(self.tr("&Learn to Play"))
        self.lesson_button.setDescription(self.tr("A first game with hints along the way, against two easy players."))
        self.rules_button.setText(self.tr("How to &Play"))
        self.rules_button.setDescription(self.tr("The rules of the game, in a few pages."))
        for button in (self.quick_button, self.new_button, self.open_button, self.lesson_button, self.rules_button):
            button.setAccessibleName(button.text().replace("&", "").rstrip("…"))
            button.setAccessibleDescription(button.description())
        self.recent_heading.setText(self.tr("Re&cent games"))
        self.recent_list.setAccessibleName(self.tr("Recent games"))
        self.no_recent.setText(self.tr("The games you save or open will be listed here."))
        self.thumbnail.setAccessibleName(self.tr("The board of the game in progress"))
        self.finished_heading.setText(self.tr("&Finished games"))
        self.finished_list.setAccessibleName(self.tr("Finished games"))
        self.finished_review_button.setText(self.tr("The Year in Revie&w…"))
        self.finished_replay_button.setText(self.tr("Repla&y…"))
        if getattr(self, "_finished", None):
            self._write_finished()
        if hasattr(self, "network_box"):
            self.network_box.retranslate_ui()
        text, note = (said(words) for words in self._resume_words)
        self.resume_label.setText(text)
        self.resume_button.setAccessibleDescription(text)
        self.resume_note.setText(note)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Return or Enter on a choice chooses it, as Space does (a button outside a dialog takes only Space)."""
        focus = self.focusWidget()
        if (event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(focus, QAbstractButton)
                and self.isAncestorOf(focus) and focus.isEnabled()):
            event.accept()
            focus.animateClick()
            return
        super().keyPressEvent(event)

    # ---------------------------------------------------------------- filling

    def set_resume(self, text: Words, picture: QPixmap | None = None, note: Words = "") -> None:
        """Offer the game in progress: ``text`` names its players and date, ``picture`` shows its board.

        Args:
            text: e.g. "Ann, Bob and Carl — saved 30/11/2026 21:04"; a function
                (:data:`~.wording.Words`) is written again after a language change.
            picture: a small picture of the board (None: none).
            note: why the backup is offered, or "" (hidden).
        """
        self._resume_words = (text, note)
        self.thumbnail.setVisible(picture is not None)
        if picture is not None:
            self.thumbnail.setPixmap(picture)
        self.retranslate_ui()
        self.resume_note.setVisible(bool(self.resume_note.text()))
        self.resume_card.show()
        self.resume_button.setDefault(True)
        self.resume_button.setFocus()

    def clear_resume(self) -> None:
        """Hide the game in progress (there is none, or it was resumed)."""
        self._resume_words = ("", "")
        self.resume_card.hide()
        self.thumbnail.clear()

    @property
    def offers_resume(self) -> bool:
        """True while the game in progress is offered."""
        return not self.resume_card.isHidden()

    def set_recent(self, paths: Sequence[Path]) -> None:
        """List ``paths`` (newest first) as the recent games; none: a line saying where they will appear."""
        self.recent_list.clear()
        for path in paths:
            item = QListWidgetItem(path.stem)
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setToolTip(str(path))
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, str(path))
            self.recent_list.addItem(item)
        self.recent_list.setVisible(bool(paths))
        self.no_recent.setVisible(not paths)
        if paths:
            self.recent_list.setCurrentRow(0)

    def set_finished(self, games: Sequence[FinishedGame]) -> None:
        """List the finished games kept (newest first) with their results; none: the section is hidden.

        Args:
            games: the entries of :class:`~gameofyear.saves.finished.FinishedGames`.
        """
        self._finished = list(games)
        self._write_finished()
        self.finished_box.setVisible(bool(games))
        if games:
            self.finished_list.setCurrentRow(0)

    def _write_finished(self) -> None:
        """Write the list of finished games again, in the language installed."""
        from .language import moment_in_words

        current = self.finished_list.currentRow()
        self.finished_list.clear()
        for game in self._finished:
            when = moment_in_words(game.finished_at)
            text = finished_summary(game, when)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, str(game.path))
            item.setToolTip(text)
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, text)
            self.finished_list.addItem(item)
        if self._finished:
            self.finished_list.setCurrentRow(min(max(current, 0), len(self._finished) - 1))

    def finished(self) -> list[str]:
        """The paths of the finished games listed, newest first."""
        return [str(self.finished_list.item(i).data(Qt.ItemDataRole.UserRole)) for i in range(self.finished_list.count())]

    def _finished_chosen(self, signal: SignalInstance) -> None:
        item = self.finished_list.currentItem()
        if item is not None:
            signal.emit(str(item.data(Qt.ItemDataRole.UserRole)))

    @Slot(QListWidgetItem)
    def _finished_activated(self, item: QListWidgetItem) -> None:
        self.finished_review_requested.emit(str(item.data(Qt.ItemDataRole.UserRole)))

    def recent(self) -> list[str]:
        """The paths listed as recent games, newest first."""
        return [str(self.recent_list.item(i).data(Qt.ItemDataRole.UserRole)) for i in range(self.recent_list.count())]

    def focus_first(self) -> None:
        """Give the keyboard's focus to the first choice: Resume when offered, else Quick Game."""
        (self.resume_button if self.offers_resume else self.quick_button).setFocus()

    @Slot(QListWidgetItem)
    def _recent_activated(self, item: QListWidgetItem) -> None:
        self.recent_requested.emit(str(item.data(Qt.ItemDataRole.UserRole)))


def finished_summary(game: FinishedGame, when: str) -> str:
    """One line of the welcome screen's finished games: when, how long, who won and the others' places.

    Args:
        game: the finished game kept.
        when: when it ended, written for the person (``"02/12/2026 21:04"``).

    Returns:
        e.g. ``"02/12/2026 21:04 · a quarter · 1. Marie 14 tokens, 2. Félix 9 tokens"``, in the
        language installed.
    """
    from PySide6.QtCore import QCoreApplication

    length = {"half": QCoreApplication.translate("WelcomeScreen", "a half-year"),
              "quarter": QCoreApplication.translate("WelcomeScreen", "a quarter")}.get(
        game.length, QCoreApplication.translate("WelcomeScreen", "a year"))
    places = ", ".join(f"{p.place}. {p.name} " + QCoreApplication.translate("PlayersPanel", "%n token(s)", "", p.tokens)
                       for p in game.ranking)  # the count in the words of the players' cards
    return f"{when} · {length} · {places}"


__all__ = ["WelcomeScreen", "board_thumbnail", "finished_summary"]
