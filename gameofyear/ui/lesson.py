"""Learn to Play: a short guided first game, with hints at the moments that teach the rules.

Help ▸ Learn to Play (and the welcome screen's button) starts a game of the
learner against two easy computer players, from a new seed as every game
(nobody can foresee the learner's lucky number or the decks). A hint shows the first time each thing happens: the machine, choosing a
number, the almanac's frames, a card, buying days, offering days, a token, a
vacation card, the zodiac, the lucky number, a quarter's end and the end of
the year. Each hint is shown once, over the top of the table, and is put away
with *Got it*; *End the lesson* stops the hints and the game goes on as any
other. The lesson's game is not autosaved: the game in progress stays the one
the welcome screen offers to resume.

The hints are told by :class:`Lesson` (which moment teaches what, Qt-free
apart from its words) and shown by :class:`LessonGuide`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..clean import fill
from ..engine import events as ev
from ..engine.decisions import Decision, DecisionKind
from ..narrate import translate
from . import theme
from .wording import plural

if TYPE_CHECKING:
    from ..content import Content
    from ..engine import Setup

LESSON_LEVEL = "easy"
"""The computer players' level in the lesson."""


@dataclass(frozen=True)
class Hint:
    """One thing the lesson teaches.

    Attributes:
        topic: its name (``machine``, ``number``…).
        title: the heading, in the interface's language.
        text: what it says, in the interface's language.
    """

    topic: str
    title: str
    text: str


def hint_texts(content: Content, topic: str) -> tuple[str, str]:
    """Return the title and the text of ``topic``'s hint, in the interface's language.

    Amounts are the edition's (a token's price, a day's price).

    Raises:
        KeyError: an unknown topic (one of :data:`TOPICS`).
    """
    ed = content.edition
    price = content.format_money
    words: dict[str, tuple[str, str]] = {
        "machine": (QCoreApplication.translate("Lesson", "The time-progression machine"),
                    QCoreApplication.translate("Lesson", "Every turn starts with the machine. Click it or press Space: the dial stops on two "
                       "numbers, sometimes on a colour.")),
        "number": (QCoreApplication.translate("Lesson", "Two numbers, one move"),
                   QCoreApplication.translate("Lesson", "Choose how many days your pawn moves. The squares it can reach glow on the board: click "
                      "one to see what it does there, then again to go; or use the buttons. Hover any square to read "
                      "what it does.")),
        "almanac": (QCoreApplication.translate("Lesson", "The Almanac of Events"),
                    QCoreApplication.translate("Lesson", "A red frame is a lucky day, a blue frame an unlucky one, and the almanac says what happens "
                       "there. Plain squares do nothing, but from them you may buy days.")),
        "card": (QCoreApplication.translate("Lesson", "Chance and Hazard"),
                 QCoreApplication.translate("Lesson", "Some days draw a card: Chance brings good news, Hazard bad news. A card you may keep "
                    "cancels a later Hazard card, when you choose.")),
        "buy_days": (QCoreApplication.translate("Lesson", "Buying days"),
                     fill(QCoreApplication.translate("Lesson", "From a plain square you may buy days, {price} each, to move on to a better square. "
                             "Buying none is fine too."), price=price(ed.day_price))),
        "pledge": (QCoreApplication.translate("Lesson", "Offering days"),
                   QCoreApplication.translate("Lesson", "In another player's turn you may pay for days that push their pawn further, perhaps onto "
                      "an unlucky square. Everybody's offers add up.")),
        "token": (QCoreApplication.translate("Lesson", "Tokens make the best year"),
                  fill(QCoreApplication.translate("Lesson", "A token, a day to mark with a white cross, costs {price}. At the end of the year the "
                          "most tokens win; money breaks a tie."), price=price(ed.token_price))),
        "vacation": (QCoreApplication.translate("Lesson", "Vacation"),
                     plural("Lesson", translate("Lesson", "A vacation card moves your pawn %n day(s) on, and the almanac does not "
                                                "apply where it lands. You have only a few: keep them for a bad patch.", "", 1),
                            ed.vacation_days)),
        "sign": (QCoreApplication.translate("Lesson", "Your sign protects you"),
                 QCoreApplication.translate("Lesson", "While your pawn stands in your own zodiac sign, what the almanac would take from you, you "
                    "keep.")),
        "lucky": (QCoreApplication.translate("Lesson", "Your lucky number"),
                  QCoreApplication.translate("Lesson", "Hold the button under the players to see your lucky number, and keep it secret: whoever "
                     "lands on a day of that number pays you.")),
        "quarter": (QCoreApplication.translate("Lesson", "The end of a quarter"),
                    QCoreApplication.translate("Lesson", "Passing the last day of a quarter, the bank pays you; the first pawns there also win "
                       "tokens.")),
        "end": (QCoreApplication.translate("Lesson", "The end of the year"),
                QCoreApplication.translate("Lesson", "The first pawn to reach 31 December ends the game and wins 6 tokens, the second 3. Then the "
                   "tokens are counted: the best year wins. You know enough to play on your own now!")),
    }
    return words[topic]


TOPICS = ("machine", "number", "almanac", "card", "buy_days", "pledge", "token", "vacation", "sign", "lucky",
          "quarter", "end")
"""Everything the lesson teaches, in the order it usually comes."""

_BY_DECISION = {
    DecisionKind.SPIN: "machine", DecisionKind.CHOOSE_NUMBER: "number", DecisionKind.BUY_DAYS: "buy_days",
    DecisionKind.PLEDGE: "pledge", DecisionKind.BUY_TOKEN: "token", DecisionKind.VACATION: "vacation",
}
"""The hint shown when the learner is first asked a decision of each kind."""


class Lesson:
    """Which hint each moment of the lesson's game shows: each topic once, the first time it comes.

    Args:
        content: the rules (the amounts the hints quote).
        learner: the learner's seat.
    """

    def __init__(self, content: Content, learner: int = 0):
        self.content = content
        self.learner = learner
        self.shown: list[str] = []
        """The topics already shown, in order."""

    def _first(self, topic: str | None) -> str | None:
        if topic is None or topic in self.shown:
            return None
        self.shown.append(topic)
        return topic

    def for_decision(self, decision: Decision) -> str | None:
        """The topic to show as the learner is asked ``decision`` (None: nothing new to say)."""
        if decision.player != self.learner:
            return None
        return self._first(_BY_DECISION.get(decision.kind))

    def for_event(self, event: ev.Event) -> str | None:
        """The topic to show as ``event`` is shown (None: nothing new to say)."""
        t = type(event)
        e: Any = event
        topic: str | None = None
        if t is ev.AlmanacRead and e.player == self.learner:
            topic = "almanac"
        elif t is ev.CardDrawn:
            topic = "card"
        elif t is ev.Protected and e.player == self.learner:
            topic = "sign"
        elif t is ev.MoneyPaid and e.source == "lucky_number" and self.learner in (e.payer, e.payee):
            topic = "lucky"
        elif t is ev.QuarterPassed and e.player == self.learner:
            topic = "quarter"
        elif t is ev.FinishReached:
            topic = "end"
        return self._first(topic)


def lesson_setup(content: Content, name: str, birth_date: date, today: date | None = None) -> Setup:
    """The lesson's table: the learner, then two computer players with fixed profiles.

    Args:
        content: the rules (the players must fit the edition).
        name, birth_date: the learner's.
        today: the date ages are counted on (default: today).
    """
    from ..engine import PlayerProfile, Setup

    computers = (PlayerProfile("Emma", date(1975, 3, 21), "female", frozenset({"married"})),
                 PlayerProfile("Hugo", date(1968, 11, 2), "male", frozenset({"salaried"})))
    learner = PlayerProfile(name, birth_date, None, frozenset(), frozenset(content.facts))
    return Setup((learner, *computers), today=today or date.today())


class LessonGuide(QWidget):
    """The lesson's hint, shown over the top of the table: a heading, a few lines, *Got it* and *End the lesson*.

    Args:
        parent: the window it floats in, over the top of its central widget (the table).

    Signals:
        ended: the learner chose *End the lesson*.
        dismissed: the learner put the hint away (*Got it*).
    """

    ended = Signal()
    dismissed = Signal()

    WIDTH = 460

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("lessonGuide")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 14, 20, 12)
        layout.setSpacing(6)
        self.step_label = QLabel()
        """"Learn to Play · 3 of 12"."""
        self.step_label.setStyleSheet(f"color: {theme.INK_SOFT.name()}; background: transparent;")
        self.step_label.setFont(theme.font(9))
        self.title_label = QLabel()
        self.title_label.setFont(theme.font(14, bold=True, family="DejaVu Serif"))
        self.title_label.setStyleSheet(f"color: {theme.INK.name()}; background: transparent;")
        self.text_label = QLabel()
        self.text_label.setWordWrap(True)
        self.text_label.setFont(theme.font(11))
        self.text_label.setStyleSheet(f"color: {theme.INK.name()}; background: transparent;")
        for label in (self.title_label, self.text_label):
            label.setTextFormat(Qt.TextFormat.PlainText)
        buttons = QHBoxLayout()
        self.end_button = QPushButton()
        self.end_button.clicked.connect(self._end)
        self.ok_button = QPushButton()
        self.ok_button.setDefault(True)
        self.ok_button.clicked.connect(self._dismiss)
        buttons.addWidget(self.end_button)
        buttons.addStretch(1)
        buttons.addWidget(self.ok_button)
        layout.addWidget(self.step_label)
        layout.addWidget(self.title_label)
        layout.addWidget(self.text_label)
        layout.addLayout(buttons)
        self.setFixedWidth(self.WIDTH)
        self.topic: str | None = None
        """The topic on show (None before the first)."""
        self.hint_words: Callable[[str], tuple[str, str]] | None = None
        """Writes a topic's title and text in the language installed (:func:`hint_texts`), so that the hint
        on show follows View ▸ Language; None: the hint keeps the words it was given."""
        self._step = (0, 0)
        self._watched: QWidget | None = None
        parent.installEventFilter(self)
        self.retranslate_ui()
        self.hide()

    def show_hint(self, hint: Hint, step: int, steps: int) -> None:
        """Show ``hint`` (the ``step``-th of ``steps``) at the top centre of the table, above everything."""
        self.topic = hint.topic
        self._step = (step, steps)
        self._write(hint.title, hint.text)
        self.show()
        self.raise_()

    def _write(self, title: str, text: str) -> None:
        step, steps = self._step
        self.step_label.setText(fill(self.tr("Learn to Play · {step} of {steps}"), step=str(step), steps=str(steps)))
        self.title_label.setText(title)
        self.text_label.setText(text)
        self.setAccessibleName(title)
        self.setAccessibleDescription(text)
        self.adjustSize()
        self.place()

    def retranslate_ui(self) -> None:
        """Write the buttons, and the hint on show (with :attr:`hint_words`), in the language installed."""
        self.end_button.setText(self.tr("&End the lesson"))
        self.ok_button.setText(self.tr("&Got it"))
        if self.topic is not None and self.hint_words is not None:
            self._write(*self.hint_words(self.topic))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change; a hint on show stays on show."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def place(self) -> None:
        """Stand at the foot of the board, centred, above everything (after the table changed).

        Early in the year the pawns and the squares a decision lights are in
        the first months, at the top of the board: the hint keeps clear of them.
        """
        self.raise_()
        parent = self.parentWidget()
        if parent is None:
            return
        central = parent.centralWidget() if hasattr(parent, "centralWidget") else None
        if central is not None and central is not self._watched:  # follow the table's own size too
            central.installEventFilter(self)
            self._watched = central
        area = central.geometry() if central is not None else parent.rect()
        table = getattr(parent, "table", None)
        board = table.board_view if table is not None else None
        if board is not None and board.isVisible() and board.window() is parent:
            area = board.geometry().translated(board.mapTo(parent, board.rect().topLeft()) - board.geometry().topLeft())
        self.move(area.left() + max(0, (area.width() - self.width()) // 2),
                  max(area.top(), area.bottom() - self.height() - 12))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Keep the hint at the top centre when the window or the table is resized."""
        if watched in (self.parentWidget(), self._watched) and event.type() == QEvent.Type.Resize:
            self.place()
        return False

    def _end(self) -> None:
        self._give_focus_back()
        self.ended.emit()

    def _dismiss(self) -> None:
        self._give_focus_back()
        self.dismissed.emit()

    def _give_focus_back(self) -> None:
        """Hide, and give the keyboard to the decision asked (its dialog, else the machine), never to the board:
        Return after "Got it" answers the game's question, it does not open a square's entry."""
        self.hide()
        parent = self.parentWidget()
        table = getattr(parent, "table", None)
        dialog = table.dialog if table is not None else None
        target: QWidget | None = None
        if isinstance(dialog, QWidget) and dialog.isVisible():
            inner = dialog.focusWidget()
            target = inner if inner is not None and inner.isVisible() else dialog
        else:
            machine = table.machine if table is not None else None
            target = machine if isinstance(machine, QWidget) and machine.isVisible() else None
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        """A paper note with a coloured edge and a soft shadow."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect().adjusted(2, 2, -2, -4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 50))
        painter.drawRoundedRect(r.translated(0, 3), 10, 10)
        painter.setBrush(theme.PAPER)
        painter.setPen(theme.FRAME_COLOURS["start"])
        painter.drawRoundedRect(r, 10, 10)
        painter.fillRect(r.left() + 1, r.top() + 10, 6, r.height() - 20, theme.FRAME_COLOURS["start"])
        painter.end()


class LessonRun(QObject):
    """A lesson in progress: tells :class:`LessonGuide` the hint of each moment of the game on screen.

    Args:
        lesson: which moment teaches what.
        guide: where the hints show.
        content: the rules (the amounts the hints quote).
        game: the lesson's game.
    """

    def __init__(self, lesson: Lesson, guide: LessonGuide, content: Content, game: Any = None,
                 parent: QObject | None = None):
        super().__init__(parent)
        self.game = game
        """The lesson's game (a new game on screen ends the lesson)."""
        self.lesson = lesson
        self.guide = guide
        self.content = content
        self.active = True
        """False once the learner ended the lesson (the game goes on without hints)."""
        self.waiting: list[str] = []
        """Topics that came while a hint was on show: each shows when the one before is put away."""
        guide.ended.connect(self.end)
        guide.dismissed.connect(self._next)
        guide.hint_words = lambda topic: hint_texts(self.content, topic)

    def end(self) -> None:
        """Stop the hints; the game goes on."""
        self.active = False
        self.waiting.clear()
        self.guide.hide()

    def _show(self, topic: str | None) -> None:
        if topic is None or not self.active:
            return
        if self.guide.isVisible():
            self.waiting.append(topic)
            return
        title, text = hint_texts(self.content, topic)
        self.guide.show_hint(Hint(topic, title, text), self.lesson.shown.index(topic) + 1, len(TOPICS))

    def _next(self) -> None:
        if self.waiting:
            self._show(self.waiting.pop(0))

    def decision(self, decision: Decision) -> None:
        """The learner (or another seat) is asked ``decision``: its hint replaces any hint still on show,
        which spoke of what came before."""
        if not self.active:
            return
        topic = self.lesson.for_decision(decision)
        if topic is not None:
            self.waiting.clear()
            self.guide.hide()
            self._show(topic)

    def events(self, events: Sequence[ev.Event]) -> Callable[[], None] | None:
        """A step that shows the hint of the first new topic among ``events`` when the animations reach it."""
        if not self.active:
            return None
        for event in events:
            topic = self.lesson.for_event(event)
            if topic is not None:
                return lambda: self._show(topic)
        return None


__all__ = ["TOPICS", "Hint", "Lesson", "LessonGuide", "LessonRun", "hint_texts", "lesson_setup"]
