"""Dialogs for the decisions a person takes, and the view of a drawn card.

:func:`make_decision_dialog` builds one :class:`DecisionDialog` per engine
decision kind (the machine widget handles ``SPIN``). A dialog shows the
question, who decides and what they hold, and offers only the legal options
of the :class:`~gameofyear.engine.Decision`; once the person answers,
``dialog.action`` holds one of ``decision.options`` (a tuple of texts for a
quiz), :attr:`DecisionDialog.action_chosen` is emitted and the dialog is
accepted. Nothing here changes the game.

A dialog sees only a :class:`DecisionContext`: the content, the deciding
player's own :class:`~gameofyear.engine.Observation` (their own lucky number
and nobody else's, RULINGS.md §11), names, pawn colours and the public
profiles (birthdays are public).

:func:`preview_text` tells what a square would do to a pawn (almanac,
quarter pay, birthdays, the decider's own lucky number); :class:`CardWidget`
and :class:`CardDialog` show a drawn Chance or Hazard card.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, QRectF, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QBoxLayout,
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QStyle,
    QStyleOptionSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..content import Content, Texts
from ..content import schema as s
from ..content.loader import choice_of, iter_effects, source_effects
from ..dates import LAST_DAY, day_index, month_day
from ..engine import Decision, DecisionKind, Observation, Setup, zodiac_protects
from ..engine.decisions import MAX_ANSWER_LENGTH
from ..narrate import capitalised, day_name, effects_in_words, translate
from . import theme
from .access import plain_text
from .language import list_in_words, log_tr
from .screenfit import FittedDialog
from .wording import fill, plural

ALMANAC_FRAMES = ("red", "blue", "double_blue", "half")
"""Frame kinds whose almanac entry applies to a pawn landing there (RULINGS.md §1)."""

_NO_ESCAPE = object()
"""Marks a dialog where Escape does nothing (no "no" or 0 answer exists)."""

_GOLD = QColor("#c99a1e")
_GOLD_SOFT = QColor("#f3dd9a")
_LINE = QColor("#d9cdb0")
_CARD_WHITE = QColor("#fffdf8")


def _css(colour: QColor) -> str:
    return colour.name()


_STYLE = f"""
QDialog {{ background: {_css(theme.PAPER)}; }}
QLabel {{ color: {_css(theme.INK)}; background: transparent; }}
QPushButton {{
    background: {_css(_CARD_WHITE)}; color: {_css(theme.INK)};
    border: 2px solid {_css(_LINE)}; border-radius: 12px;
    padding: 10px 22px; font-size: 13pt; min-height: 30px;
}}
QPushButton:hover {{ border-color: {_css(_GOLD)}; background: #fff7e2; }}
QPushButton:focus {{ border-color: #a27b12; }}
QPushButton:default {{ background: {_css(_GOLD_SOFT)}; border-color: {_css(_GOLD)}; }}
QPushButton:pressed {{ background: #ead184; }}
QPushButton:disabled {{ color: #b8ad98; border-color: #e8dfca; background: #f7f1e2; }}
QPushButton#rich {{ background: {_css(_CARD_WHITE)}; padding: 0px; text-align: left; }}
QPushButton#rich:hover {{ background: #fff7e2; border-color: {_css(_GOLD)}; }}
QPushButton#rich:focus, QPushButton#rich:default {{ background: {_css(_CARD_WHITE)}; border: 3px solid {_css(_GOLD)}; }}
QPushButton#rich:pressed {{ background: {_css(_GOLD_SOFT)}; }}
QSpinBox {{
    font-size: 22pt; font-weight: bold; padding: 4px 8px; min-width: 120px; min-height: 44px;
    border: 2px solid {_css(_LINE)}; border-radius: 10px; background: white; color: {_css(theme.INK)};
    selection-background-color: {_css(_GOLD_SOFT)}; selection-color: {_css(theme.INK)};
}}
QSpinBox:focus {{ border-color: {_css(_GOLD)}; }}
QSpinBox::up-button, QSpinBox::down-button {{ width: 30px; }}
QLineEdit {{
    font-size: 13pt; padding: 7px 10px; border: 2px solid {_css(_LINE)}; border-radius: 10px;
    background: white; color: {_css(theme.INK)}; min-height: 24px;
    selection-background-color: {_css(_GOLD_SOFT)}; selection-color: {_css(theme.INK)};
}}
QLineEdit:focus {{ border-color: {_css(_GOLD)}; }}
QListWidget {{
    font-size: 12pt; border: 2px solid {_css(_LINE)}; border-radius: 10px; background: white;
    color: {_css(theme.INK)}; padding: 4px; outline: 0;
}}
QListWidget::item {{ padding: 9px 8px; border-bottom: 1px solid #efe6cf; }}
QListWidget::item:selected {{ background: {_css(_GOLD_SOFT)}; color: {_css(theme.INK)}; }}
"""


# --------------------------------------------------------------------------- context


@dataclass(frozen=True)
class DecisionContext:
    """What a dialog may show: never hidden information of other players.

    Attributes:
        texts: the words of the content in the window's language (its
            :attr:`~gameofyear.content.Texts.content` gives amounts and squares).
        observation: the deciding player's observation (their own lucky number only).
        names: the players' names by index.
        colours: the pawn colours by player index.
        setup: the public profiles (birthdays, sexes, facts).
    """

    texts: Texts
    observation: Observation
    names: tuple[str, ...]
    colours: tuple[QColor, ...]
    setup: Setup

    @property
    def content(self) -> Content:
        """The rules content the words are of (``texts.content``)."""
        return self.texts.content

    @classmethod
    def for_player(cls, game: Any, player: int, texts: Texts, colours: Sequence[QColor] | None = None) -> DecisionContext:
        """Return the context of ``player`` in an engine ``Game``.

        Args:
            game: a :class:`~gameofyear.engine.Game`.
            player: the deciding player's index (their observation is used).
            texts: the words to show, of ``game.content``.
            colours: pawn colours by player; default: the theme's colours in order.
        """
        if colours is None:
            colours = [c for _, c in theme.PAWN_COLOURS]
        names = tuple(p.name for p in game.setup.players)
        return cls(texts, game.observation(player), names,
                   tuple(QColor(colours[i % len(colours)]) for i in range(len(names))), game.setup)

    def colour(self, player: int) -> QColor:
        """Return a player's pawn colour (grey when none is given)."""
        return QColor(self.colours[player]) if player < len(self.colours) else QColor("#999999")

    def birthday(self, player: int) -> int:
        """Return the day index of a player's birthday square."""
        born = self.setup.players[player].birth_date
        return day_index(f"{born.month:02d}-{born.day:02d}")

    def protected(self, player: int, source_kind: str = "almanac") -> bool:
        """Return True when the zodiac protects ``player`` where their pawn stands (RULINGS.md §6, §12).

        ``source_kind`` is what would cause the loss (``almanac``, ``chance``,
        ``hazard``): the Italian edition protects from Hazard cards only.
        """
        view = self.observation.players[player]
        return zodiac_protects(self.content, view.sign, view.position, source_kind)


def zodiac_notes(context: DecisionContext, player: int, day: int, effects: Sequence[Any],
                 source_kind: str = "almanac") -> list[str]:
    """Say which players the zodiac keeps from being moved back by a swap or a rearrangement (RULINGS.md §12).

    Args:
        context: the decider's context (public positions and signs).
        player: who would swap or rearrange.
        day: where that player's pawn stands (day index) when it happens.
        effects: the effects of the square or card (``swap_with``, ``rearrange_opponents`` are looked for).
        source_kind: what the effects come from (``almanac``, ``chance``, ``hazard``).

    Returns:
        One line for each protected player concerned; empty when none is.
    """
    kinds = {type(e) for e in iter_effects(effects)}
    notes: list[str] = []
    for q, view in enumerate(context.observation.players):
        if q == player or not context.protected(q, source_kind):
            continue
        if s.SwapWith in kinds and view.position > day:
            notes.append(fill(QCoreApplication.translate(
                "Dialogs", "{name} stands in their sign, ahead of you: the zodiac keeps their pawn from being "
                           "moved back, so you cannot swap with them."), name=context.names[q]))
        elif s.RearrangeOpponents in kinds:
            notes.append(fill(QCoreApplication.translate(
                "Dialogs", "{name} stands in their sign: their pawn may stay or move forward, never back."), name=context.names[q]))
    return notes


# --------------------------------------------------------------------------- words


def frame_caption(frame: str) -> str:
    """Return what a square's frame kind means, e.g. ``"Lucky square"`` for ``red``."""
    captions = {
        "red": QCoreApplication.translate("Dialogs", "Lucky square"),
        "blue": QCoreApplication.translate("Dialogs", "Unlucky square"),
        "double_blue": QCoreApplication.translate("Dialogs", "Doubly unlucky square: a token goes back to the bank first"),
        "half": QCoreApplication.translate("Dialogs", "Lucky or unlucky: it depends"),
        "sign": QCoreApplication.translate("Dialogs", "Sign square"),
        "quarter": QCoreApplication.translate("Dialogs", "End of a quarter"),
        "start": QCoreApplication.translate("Dialogs", "Start"),
        "finish": QCoreApplication.translate("Dialogs", "The last day of the year"),
        "plain": QCoreApplication.translate("Dialogs", "Plain square"),
    }
    return captions.get(frame, frame)


def square_title(texts: Texts, day: int) -> str:
    """Return a square's heading: ``"14 July — Storming of the Bastille (1789)"``, ``"8 March (plain square)"``."""
    content = texts.content
    square = content.squares[day]
    title = texts.entries.get(f"almanac.{square.date}.title")
    if title:
        return fill(QCoreApplication.translate("Dialogs", "{date} — {title}"), date=day_name(day, log_tr), title=title)
    if square.frame == "sign" and square.sign:
        sign = texts.text(f"signs.{square.sign}")
        glyph = theme.ZODIAC_SYMBOLS.get(square.sign, "")
        return fill(QCoreApplication.translate("Dialogs", "{date} — first day of {sign} {glyph}"), date=day_name(day, log_tr), sign=sign, glyph=glyph).rstrip()
    if square.frame == "plain":
        return fill(QCoreApplication.translate("Dialogs", "{date} (plain square)"), date=day_name(day, log_tr))
    return day_name(day, log_tr)


def _preview_parts(texts: Texts, day: int, player: int, context: DecisionContext, *,
                   almanac: bool = True, from_day: int | None = None) -> tuple[str, list[str], list[str]]:
    """Return (heading, what the square does, personal and passing sums) of a preview."""
    content = texts.content
    square = content.squares[day]
    heading = square_title(texts, day)
    body: list[str] = []
    text_key = f"almanac.{square.date}.text"
    if square.frame in ALMANAC_FRAMES:
        if almanac:
            body.append(texts.text(text_key))
        else:
            body.append(QCoreApplication.translate("Dialogs", "The almanac does not apply there."))
    elif text_key in texts.entries:
        body.append(texts.text(text_key))
    elif square.frame == "sign" and square.sign:
        body.append(QCoreApplication.translate(
            "Dialogs", "Players born under this sign are protected while they stand in it."))
    sums: list[str] = []
    ed = content.edition
    if from_day is not None:
        for qday in content.quarter_days:
            if from_day < qday < day:
                sums.append(fill(QCoreApplication.translate("Dialogs", "On the way, {date}: the bank pays {amount}."), date=day_name(qday, log_tr), amount=content.format_money(ed.quarter_pay)))
    me = context.observation.player
    names = context.names
    birthday_pay = content.format_money(ed.birthday_pay)
    for q in range(len(context.setup.players)):
        if context.birthday(q) != day:
            continue
        if q == player:
            if player == me:
                line = QCoreApplication.translate("Dialogs", "Your birthday: every other player pays you {amount}.")
                sums.append(fill(line, amount=birthday_pay))
            else:
                line = QCoreApplication.translate("Dialogs", "{name}'s birthday: every other player pays {name} {amount}.")
                sums.append(fill(line, name=names[q], amount=birthday_pay))
        elif player == me:
            line = QCoreApplication.translate("Dialogs", "{name}'s birthday: you pay {name} {amount}.")
            sums.append(fill(line, name=names[q], amount=birthday_pay))
        elif q == me:
            line = QCoreApplication.translate("Dialogs", "Your birthday: {mover} pays you {amount}.")
            sums.append(fill(line, mover=names[player], amount=birthday_pay))
        else:
            line = QCoreApplication.translate("Dialogs", "{name}'s birthday: {mover} pays {name} {amount}.")
            sums.append(fill(line, name=names[q], mover=names[player], amount=birthday_pay))
    lucky = context.observation.lucky_number
    if lucky is not None and me is not None and month_day(day)[1] == lucky:
        lucky_pay = content.format_money(ed.lucky_number_pay)
        if player == me:
            line = QCoreApplication.translate("Dialogs", "Your lucky number! The bank pays you {amount}.")
            sums.append(fill(line, amount=lucky_pay))
        else:
            line = QCoreApplication.translate("Dialogs", "Your lucky number! {mover} pays you {amount}.")
            sums.append(fill(line, mover=names[player], amount=lucky_pay))
    if almanac and square.frame in ALMANAC_FRAMES:
        body.extend(zodiac_notes(context, player, day, square.effects))
        if me is not None and player == me:  # what it means for the person deciding, from their profile
            from .forecast import square_notes

            body.extend(square_notes(content, square, day, context.setup.players[player],
                                     context.observation.players[player].sign, context.setup.today))
    return heading, body, sums


def preview_text(texts: Texts, day: int, player: int, context: DecisionContext, *,
                 almanac: bool = True, from_day: int | None = None) -> str:
    """Tell what a square would do to ``player``'s pawn landing there.

    Args:
        texts: the words, and through :attr:`Texts.content` the amounts.
        day: the square (day index 0..365).
        player: whose pawn would land there.
        context: the decider's context; only their own lucky number is used
            (``context.observation.lucky_number``), birthdays are public.
        almanac: False when the almanac does not apply there (a vacation).
        from_day: where the pawn starts, to mention quarter ends passed on the way.

    Returns:
        Lines joined by newlines: the heading (``"14 July — Storming of the
        Bastille (1789)"`` or ``"8 March (plain square)"``), what the square
        says, then the sums due to birthdays, the decider's lucky number and
        quarter ends passed.
    """
    heading, body, sums = _preview_parts(texts, day, player, context, almanac=almanac, from_day=from_day)
    return "\n".join([heading, *body, *sums])


def source_heading(texts: Texts, source: str) -> tuple[str, str]:
    """Return (heading, text) of what asked a decision.

    ``"almanac:06-21"`` gives the square's heading and almanac text;
    ``"card:chance-14"`` gives ``"Chance card"`` and the card's text; other
    sources give two empty strings.
    """
    content = texts.content
    if source.startswith("almanac:"):
        date = source[len("almanac:"):]
        try:
            day = day_index(date)
        except ValueError:
            return "", ""
        return square_title(texts, day), texts.text(f"almanac.{date}.text")
    if source.startswith("card:"):
        card_id = source[len("card:"):]
        card = content.cards.get(card_id)
        deck = card.deck if card is not None else ("chance" if card_id.startswith("chance") else "hazard")
        heading = (QCoreApplication.translate("Dialogs", "Chance card") if deck == "chance"
                   else QCoreApplication.translate("Dialogs", "Hazard card"))
        return heading, texts.text(f"cards.{card_id}")
    return "", ""


def _with_mnemonic(text: str, used: set[str]) -> str:
    """Return ``text`` with ``&`` before its first letter or digit not in ``used`` (then marked used)."""
    text = text.replace("&", "&&")
    for i, ch in enumerate(text):
        if ch.isalnum() and ch.lower() not in used:
            used.add(ch.lower())
            return text[:i] + "&" + text[i:]
    return text


def _mnemonic_index(text: str, used: set[str]) -> int | None:
    """Return the index of the first letter or digit of ``text`` not in ``used`` (then marked used)."""
    for i, ch in enumerate(text):
        if ch.isalnum() and ch.lower() not in used:
            used.add(ch.lower())
            return i
    return None


def _underlined(text: str, index: int | None) -> str:
    """Return ``text`` as rich text with the character at ``index`` underlined (a visible shortcut)."""
    if index is None:
        return html.escape(text)
    return f"{html.escape(text[:index])}<u>{html.escape(text[index])}</u>{html.escape(text[index + 1:])}"


# --------------------------------------------------------------------------- small widgets


class PawnDisc(QWidget):
    """A round pawn of one colour, painted (for headers and rows)."""

    def __init__(self, colour: QColor, diameter: int = 26, parent: QWidget | None = None):
        super().__init__(parent)
        self.colour = QColor(colour)
        self.setFixedSize(diameter, diameter)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        """Paint the disc with a darker rim and a small highlight."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        painter.setPen(QPen(self.colour.darker(160), 1.6))
        painter.setBrush(self.colour)
        painter.drawEllipse(r)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 90))
        painter.drawEllipse(QRectF(r.x() + r.width() * 0.25, r.y() + r.height() * 0.16, r.width() * 0.3, r.height() * 0.24))


class WrappedCheckBox(QWidget):
    """A check box whose words wrap to the width they are given (a :class:`QCheckBox` keeps one line, and in a
    low panel pushed its decision into scrolling sideways, its end out of sight). A click on the words ticks it,
    as on a check box's own; its ``&`` letter gives it the keyboard.

    Args:
        text: the words, with an optional ``&`` before the shortcut letter.
    """

    def __init__(self, text: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.check = QCheckBox()
        """The box itself (the keyboard's stop; named with the words for a screen reader)."""
        self.label = QLabel(text)
        """The words, wrapped."""
        self.label.setWordWrap(True)
        self.label.setBuddy(self.check)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.check.setAccessibleName(plain_text(text))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.check, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.label, 1)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        """A click on the words ticks or unticks the box."""
        if event.button() == Qt.MouseButton.LeftButton and self.label.geometry().contains(event.position().toPoint()):
            self.check.toggle()
            self.check.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mouseReleaseEvent(event)

    def isChecked(self) -> bool:  # noqa: N802 - as QCheckBox
        """Whether the box is ticked."""
        return self.check.isChecked()

    def setChecked(self, checked: bool) -> None:  # noqa: N802 - as QCheckBox
        """Tick or untick the box."""
        self.check.setChecked(checked)

    def text(self) -> str:
        """The words, as given."""
        return self.label.text()

    def setToolTip(self, text: str) -> None:  # noqa: N802 - the box's and the words' tooltip
        """Show ``text`` over the box and its words."""
        super().setToolTip(text)
        self.check.setToolTip(text)
        self.label.setToolTip(text)


class DaysBox(QSpinBox):
    """A spin box of days as wide as its widest value with its word ("8 giorni"), in whatever font and
    padding its style sheet gives it (Qt's own size leaves a letter out then, and a low panel squeezed it
    to "0 giorn").

    Args:
        words: the text shown for ``n`` days, word included (the dialog's plural: "1 day", "3 days").
    """

    def __init__(self, words: Callable[[int], str], parent: QWidget | None = None):
        super().__init__(parent)
        self._words = words
        self.setSizePolicy(QSizePolicy.Policy.Fixed, self.sizePolicy().verticalPolicy())

    def _width_needed(self) -> int:
        """The width that shows every value's text whole: the widest text, the buttons, frame and padding."""
        self.ensurePolished()
        metrics = self.fontMetrics()
        values = {self.minimum(), self.maximum(), 0, 1, 2} & set(range(self.minimum(), self.maximum() + 1))
        widest = max((metrics.horizontalAdvance(self._words(n)) for n in values), default=0)
        option = QStyleOptionSpinBox()
        self.initStyleOption(option)
        option.rect = QRect(0, 0, 400, max(self.height(), 40))
        field = self.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, option,
                                            QStyle.SubControl.SC_SpinBoxEditField, self)
        padding = self.lineEdit().textMargins()
        # the buttons and frame (what the field leaves of the box), the field's padding, the caret's room
        return widest + (400 - field.width()) + padding.left() + padding.right() + 16

    def refit(self) -> None:
        """Take the width :meth:`_width_needed` as the least width (a style sheet's ``min-width`` is smaller)."""
        need = self._width_needed()
        if self.minimumWidth() != need:
            self.setMinimumWidth(need)

    def event(self, event: QEvent) -> bool:
        """After a new style sheet or font (a low panel's smaller box), take the width its words need again."""
        handled = super().event(event)
        if event.type() in (QEvent.Type.Polish, QEvent.Type.StyleChange, QEvent.Type.FontChange):
            self.refit()
        return handled

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """As wide as :meth:`_width_needed` (Qt's own width is a letter short or far too wide by turns)."""
        hint = super().sizeHint()
        return QSize(self._width_needed(), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """As :meth:`sizeHint`: a days box is never narrower than its words."""
        return QSize(self._width_needed(), super().minimumSizeHint().height())


class StripeFrame(QFrame):
    """A white panel with a stripe on the left in a square's frame colours (or any colour).

    Attributes:
        stripe: a frame kind (``red``, ``half``, ``double_blue``…) or a ``QColor``.
    """

    def __init__(self, parent: QWidget | None = None, stripe: str | QColor = "plain"):
        super().__init__(parent)
        self.stripe: str | QColor = stripe

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        """Paint a rounded white panel and the stripe (half: red over blue; double blue: two lines)."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        path = QPainterPath()
        path.addRoundedRect(r, 10, 10)
        painter.setPen(QPen(QColor("#e3d8bf"), 1.2))
        painter.setBrush(_CARD_WHITE)
        painter.drawPath(path)
        painter.setClipPath(path)
        painter.setPen(Qt.PenStyle.NoPen)
        stripe = QRectF(r.x(), r.y(), 8, r.height())
        kind = self.stripe
        if isinstance(kind, QColor):
            painter.setBrush(kind)
            painter.drawRect(stripe)
        elif kind == "half":
            painter.setBrush(theme.FRAME_COLOURS["red"])
            painter.drawRect(QRectF(stripe.x(), stripe.y(), stripe.width(), stripe.height() / 2))
            painter.setBrush(theme.HALF_SECOND)
            painter.drawRect(QRectF(stripe.x(), stripe.center().y(), stripe.width(), stripe.height() / 2))
        elif kind == "double_blue":
            painter.setBrush(theme.FRAME_COLOURS["double_blue"])
            painter.drawRect(QRectF(stripe.x(), stripe.y(), 4, stripe.height()))
            painter.drawRect(QRectF(stripe.x() + 7, stripe.y(), 3, stripe.height()))
        else:
            painter.setBrush(theme.FRAME_COLOURS.get(kind, theme.FRAME_COLOURS["plain"]))
            painter.drawRect(stripe)
        painter.end()


class SquarePreview(StripeFrame):
    """Where a pawn would land: the frame colour, the heading, what the square says and the sums due.

    Use :meth:`set_square` (or :meth:`set_message` when the pawn stays). Its
    :meth:`text` is the same as :func:`preview_text`.
    """

    def __init__(self, parent: QWidget | None = None, *, compact: bool = False):
        super().__init__(parent)
        self._text = ""
        self._one_line = False
        """True once :meth:`make_compact` keeps the heading and the kind of square to one line each."""
        self._lines = ("", "", "")
        """The heading, the kind of square and the sums due in full (a compact preview shows each on one line,
        cut with "…" to its width)."""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 12, 14, 12)
        layout.setSpacing(5)
        self.heading_label = QLabel()
        self.heading_label.setFont(theme.font(12.5 if compact else 13.5, bold=True, family="DejaVu Serif"))
        self.heading_label.setWordWrap(True)
        self.caption_label = QLabel()
        self.caption_label.setFont(theme.font(9.5))
        self.caption_label.setStyleSheet(f"color: {_css(theme.INK_SOFT)};")
        self.body_label = QLabel()
        self.body_label.setFont(theme.font(10.5 if compact else 11))
        self.body_label.setWordWrap(True)
        self.sums_label = QLabel()
        self.sums_label.setFont(theme.font(10.5 if compact else 11, bold=True))
        self.sums_label.setStyleSheet("color: #8a4b08;")
        self.sums_label.setWordWrap(True)
        for label in (self.heading_label, self.caption_label, self.body_label, self.sums_label):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            layout.addWidget(label)
        layout.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def set_square(self, texts: Texts, day: int, player: int, context: DecisionContext, *,
                   almanac: bool = True, from_day: int | None = None) -> None:
        """Show the square ``day`` as ``player``'s pawn would meet it (see :func:`preview_text`)."""
        content = texts.content
        heading, body, sums = _preview_parts(texts, day, player, context, almanac=almanac, from_day=from_day)
        frame = content.squares[day].frame
        self.stripe = frame
        self._text = "\n".join([heading, *body, *sums])
        show_caption = frame != "plain" and (almanac or frame not in ALMANAC_FRAMES)
        self._lines = (heading, frame_caption(frame) if show_caption else "", "\n".join(sums))
        self._fit_lines()
        self.caption_label.setVisible(show_caption)
        self.body_label.setText("\n".join(body))
        self.body_label.setVisible(bool(body))
        self.sums_label.setVisible(bool(sums))
        self.update()

    def make_compact(self) -> None:
        """Take less height (a low panel): narrower margins and gaps, a smaller heading; the texts stay the same."""
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(18, 4, 8, 5)
            layout.setSpacing(1)
        self.heading_label.setFont(theme.font(11.5, bold=True, family="DejaVu Serif"))
        for label in (self.body_label, self.sums_label):
            font = label.font()
            font.setPointSizeF(min(font.pointSizeF(), theme.font(10.5).pointSizeF()))
            label.setFont(font)
        # the heading and the kind of square keep one line each, cut with "…" to the card's width: wrapped,
        # they grew taller than a low card and were cut across (the whole entry is on the board's square)
        self._one_line = True
        for label in (self.heading_label, self.caption_label, self.sums_label):
            label.setWordWrap(False)
            label.setMinimumWidth(1)
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._fit_lines()

    def _fit_lines(self) -> None:
        """Show the heading, the kind of square and the sums, each cut to its label's width when compact."""
        for label, full in zip((self.heading_label, self.caption_label, self.sums_label), self._lines):
            if self._one_line:
                full = full.replace("\n", " ")  # the sums one after the other on the one line
            width = label.width() if self._one_line else 0
            text = label.fontMetrics().elidedText(full, Qt.TextElideMode.ElideRight, width) if width > 0 else full
            if label.text() != text:
                label.setText(text)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """Cut the heading and the kind of square to the new width again (compact)."""
        super().resizeEvent(event)
        if self._one_line:
            self._fit_lines()

    def set_message(self, text: str) -> None:
        """Show one plain message instead of a square (the pawn does not move)."""
        self.stripe = "plain"
        self._text = text
        self._lines = (text, "", "")
        self._fit_lines()
        for label in (self.caption_label, self.body_label, self.sums_label):
            label.clear()
            label.hide()
        self.update()

    def text(self) -> str:
        """Return the preview shown, as text."""
        return self._text


class _Header(QWidget):
    """The deciding player: pawn, name, and what they hold."""

    def __init__(self, name: str, colour: QColor, holdings: str, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        self.disc = PawnDisc(colour, 26)
        self.name_label = QLabel(name)
        self.name_label.setTextFormat(Qt.TextFormat.PlainText)
        self.name_label.setFont(theme.font(13, bold=True))
        self.holdings_label = QLabel(holdings)
        self.holdings_label.setTextFormat(Qt.TextFormat.PlainText)
        self.holdings_label.setFont(theme.font(11))
        self.holdings_label.setStyleSheet(
            f"color: {_css(theme.INK)}; background: {_css(theme.PAPER_DARK)}; border-radius: 10px; padding: 4px 12px;")
        self.holdings_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        layout.addWidget(self.disc)
        layout.addWidget(self.name_label)
        layout.addStretch(1)
        layout.addWidget(self.holdings_label)
        # shown or not once it is in the layout: a label shown before it has a parent opens as a window of its
        # own for a moment, which takes the keyboard away from the game's window
        self.holdings_label.setVisible(bool(holdings))


class _RichButton(QPushButton):
    """A big button holding a layout of labels (a number and a square preview)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("rich")
        self.inner = QVBoxLayout(self)
        self.inner.setContentsMargins(14, 12, 14, 14)
        self.inner.setSpacing(8)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """The size of the inner layout."""
        return self.inner.sizeHint()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """The minimum size of the inner layout."""
        return self.inner.minimumSize()


# --------------------------------------------------------------------------- base dialog


COMPACT_MARGINS = (10, 8)
"""A compact decision's top and bottom margins (logical pixels; :meth:`DecisionDialog.compact`)."""
COMPACT_SPACING = 8
"""The gaps between a compact decision's parts (logical pixels)."""
COMPACT_BUTTON_HEIGHT = 40
"""A compact decision's answer buttons' height (logical pixels; 52 otherwise)."""


class DecisionDialog(FittedDialog):
    """Base: shows the question, offers only legal options; ``action`` holds the chosen one after accept().

    Escape answers the "no" (or 0) option where one exists, otherwise does
    nothing; closing the window behaves the same.

    Signals:
        action_chosen(object): the chosen action, just before the dialog is accepted.

    Args:
        decision: the pending engine decision.
        context: what the dialog may show.
        parent: the parent widget.
    """

    action_chosen = Signal(object)

    buttons_may_stand_beside = True
    """Whether :meth:`compact` may put the buttons in a column beside the text (not when the body needs the
    panel's whole width: a list of arrangements, a card)."""

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(parent)
        self.decision = decision
        self.context = context
        self.content = context.content
        self.player = decision.player
        self.action: Any = None
        self._escape_action: Any = _NO_ESCAPE
        self._content_width = 460
        self.setModal(True)
        self.setFont(theme.font(11))
        self.setStyleSheet(theme.scaled_css(_STYLE))
        self._stripe = context.colour(self.player)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(30, 26, 30, 24)
        outer.setSpacing(14)
        self.sheet = QWidget()
        """What the decision says (header, question, body): all but its buttons, which
        :meth:`scroll_sheet` lets scroll on its own in a low panel."""
        sheet = QVBoxLayout(self.sheet)
        sheet.setContentsMargins(0, 0, 0, 0)
        sheet.setSpacing(14)
        self.header = _Header(context.names[self.player], self._stripe, self.holdings_text())
        sheet.addWidget(self.header)
        self.title_label = QLabel()
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        self.title_label.setFont(theme.font(19, bold=True, family="DejaVu Serif"))
        self.title_label.setWordWrap(True)
        sheet.addWidget(self.title_label)
        self.set_content_width(460)
        self.body = QVBoxLayout()
        self.body.setSpacing(12)
        sheet.addLayout(self.body)
        sheet.addStretch(1)
        outer.addWidget(self.sheet, 1)
        self.sheet_scroller: QScrollArea | None = None
        """The scroll area the sheet is in once :meth:`scroll_sheet` put it there (None before)."""
        self.pinned: list[QWidget | QLayout] = []
        """The parts of the body that are the question or its choices (a days box, the players to pick): a compact
        decision keeps them in sight above what scrolls (:meth:`compact`)."""
        self.compacted = False
        """True once :meth:`compact` laid the decision out for a low panel."""
        self.buttons_beside = False
        """True when :meth:`compact` put the buttons in a column beside the text rather than in a row under it."""
        self._sheet_holder: QBoxLayout = outer
        self.button_row = QHBoxLayout()
        self.button_row.setSpacing(14)
        outer.addSpacing(8)
        outer.addLayout(self.button_row)

    # -------------------------------------------------------------- building blocks

    def holdings_text(self) -> str:
        """What the deciding player holds, shown in the header (money and tokens by default)."""
        return self.holdings()

    def holdings(self, *, vacation: bool = False) -> str:
        """Return the deciding player's money and tokens (and vacation cards: ``vacation``), ``800 F  ·  2 tokens``."""
        view = self.context.observation.players[self.player]
        # a method every kind inherits: its plurals name their context (PySide's self.tr finds a plural only in the object's own class)
        parts = [self.content.format_money(view.money),
                 plural("DecisionDialog", translate("DecisionDialog", "%n token(s)", "", 1), view.tokens)]
        if vacation:
            parts.append(plural("DecisionDialog", translate("DecisionDialog", "%n vacation card(s)", "", 1),
                                view.vacation_cards))
        return "  ·  ".join(parts)

    def set_content_width(self, width: int) -> None:
        """Make the content at least ``width`` pixels wide (the dialog never gets narrower)."""
        self._content_width = width
        self.title_label.setMinimumWidth(width)

    def scroll_sheet(self) -> QScrollArea:
        """Let what the decision says scroll on its own between its question and its buttons, which stay in sight.

        The sheet (header and body) goes into a frameless scroll area that shows
        the dialog's paper; the question stays above it and the button row below
        it, whatever the dialog's height. From then on the dialog needs no more height than its
        buttons and a few lines (:meth:`refit` no longer asks for the whole text).

        Returns:
            The scroll area (the same one when called again).
        """
        if self.sheet_scroller is not None:
            return self.sheet_scroller
        outer = self._sheet_holder
        index = outer.indexOf(self.sheet)
        outer.removeWidget(self.sheet)
        sheet = self.sheet.layout()
        if sheet is not None and sheet.indexOf(self.title_label) >= 0:  # the question stays in sight above what scrolls
            sheet.removeWidget(self.title_label)
            outer.insertWidget(index, self.title_label)
            index += 1
        scroller = QScrollArea()
        scroller.setObjectName("decisionSheet")
        scroller.setWidgetResizable(True)
        scroller.setFrameShape(QFrame.Shape.NoFrame)
        scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no Tab stop on a frame that does nothing
        scroller.setStyleSheet("QScrollArea#decisionSheet { background: transparent; }")
        scroller.setWidget(self.sheet)
        scroller.viewport().setAutoFillBackground(False)
        self.sheet.setAutoFillBackground(False)  # after setWidget(), which turns it on: the paper shows through
        outer.insertWidget(index, scroller, 1)
        self.sheet_scroller = scroller
        if self.compacted:  # what stays in sight comes first: the text may have as little as two lines
            scroller.setMinimumHeight(2 * self.fontMetrics().height())
        for box in self.sheet.findChildren(QAbstractSpinBox):  # the wheel scrolls the text, never changes a number
            box.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            box.installEventFilter(self)
        return scroller

    def compact(self, width: int = 0) -> None:
        """Take less height for a low panel ``width`` pixels wide (0: unknown): smaller margins, gaps and texts,
        a smaller question and lower buttons.

        The question stays on top; the :attr:`pinned` parts of the body (the question asked, a days box, the
        players to pick) stay under it, out of what scrolls; the row of plain buttons becomes a column beside the
        text when it takes at most half of ``width``, so that the text has the panel's whole height. Called before
        the dialog is shown; the texts and the answers stay the same.
        """
        self.compacted = True
        outer = self.layout()
        assert isinstance(outer, QVBoxLayout)
        margins = outer.contentsMargins()
        outer.setContentsMargins(margins.left(), COMPACT_MARGINS[0], margins.right(), COMPACT_MARGINS[1])
        outer.setSpacing(COMPACT_SPACING)
        sheet = self.sheet.layout()
        if sheet is not None:
            sheet.setSpacing(COMPACT_SPACING)
        self.body.setSpacing(COMPACT_SPACING)
        self.title_label.setFont(theme.font(15, bold=True, family="DejaVu Serif"))
        for label in self.sheet.findChildren(QLabel):  # big texts a little smaller, none below the notes' size
            size = label.font().pointSizeF()
            if size > theme.font(11).pointSizeF() and label is not self.title_label:
                font = label.font()
                font.setPointSizeF(max(theme.font(11).pointSizeF(), size - theme.font(2).pointSizeF()))
                label.setFont(font)
        plain = []
        for i in range(self.button_row.count()):
            item = self.button_row.itemAt(i)
            button = item.widget() if item is not None else None
            if isinstance(button, QPushButton) and not isinstance(button, _RichButton):
                button.setMinimumHeight(COMPACT_BUTTON_HEIGHT)
                button.setStyleSheet(theme.scaled_css("QPushButton { padding: 4px 16px; }"))  # lower, as wide
                plain.append(button)
        for preview in self.sheet.findChildren(SquarePreview):
            preview.make_compact()
        for box in self.sheet.findChildren(QSpinBox):  # a lower days box, its number still big
            box.setStyleSheet(theme.scaled_css("QSpinBox { font-size: 16pt; min-height: 30px; padding: 2px 6px; }"
                                               " QSpinBox::up-button, QSpinBox::down-button { width: 20px; }"))
        for part in self.pinned:  # the days box and its cost closer together: a narrow panel keeps both whole
            if isinstance(part, QHBoxLayout):
                part.setSpacing(COMPACT_SPACING)
        # the question, then the pinned parts, then what scrolls; the buttons beside or under
        while outer.count():
            outer.takeAt(0)
        if sheet is not None:
            sheet.removeWidget(self.title_label)
        outer.addWidget(self.title_label)
        left = QVBoxLayout()
        left.setSpacing(COMPACT_SPACING)
        for part in self.pinned:
            if isinstance(part, QWidget):
                self.body.removeWidget(part)
                left.addWidget(part)
            else:
                index = self.body.indexOf(part)
                if index >= 0:
                    self.body.takeAt(index)
                left.addLayout(part)
        left.addWidget(self.sheet, 1)
        middle = QHBoxLayout()
        middle.setSpacing(2 * COMPACT_SPACING)
        middle.addLayout(left, 1)
        for button in plain:
            button.ensurePolished()
        column = max((b.sizeHint().width() for b in plain), default=0)
        rich = self.findChildren(_RichButton)
        if plain and not any(self.button_row.indexOf(b) >= 0 for b in rich) and self.buttons_may_stand_beside \
                and (width <= 0 or 2 * column <= width):
            self.button_row.setDirection(QBoxLayout.Direction.TopToBottom)
            self.button_row.setSpacing(COMPACT_SPACING)
            middle.addLayout(self.button_row)
            self.buttons_beside = True
            outer.addLayout(middle, 1)
        else:
            outer.addLayout(middle, 1)
            outer.addLayout(self.button_row)
        self._sheet_holder = left

    def refit(self) -> None:
        """Give the dialog the height its wrapped texts need at its width (Qt does not for windows).

        Once its sheet scrolls (:meth:`scroll_sheet`), only the buttons' widths are fitted: the
        height is the panel's.
        """
        for button in self.findChildren(QPushButton):
            if not isinstance(button, _RichButton):
                button.ensurePolished()
                button.setMinimumWidth(max(button.minimumWidth(), button.sizeHint().width()))
        if self.sheet_scroller is not None:
            return
        layout = self.layout()
        assert layout is not None
        layout.activate()
        margins = layout.contentsMargins()
        width = max(self.width() if self.isVisible() else 0, layout.minimumSize().width(),
                    self._content_width + margins.left() + margins.right())
        height = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else layout.sizeHint().height()
        height = max(height, layout.minimumSize().height())
        self.setMinimumSize(layout.minimumSize().width(), height)
        if self.height() < height or self.width() < width:
            self.resize(max(width, self.width()), max(height, self.height()))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Fit the height to the wrapped texts before showing."""
        self.refit()
        super().showEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """Keep each big card (a number of the machine, a player to pick) as high as its wrapped words need at
        its width: a compact decision's cards are never cut."""
        super().resizeEvent(event)
        if not self.compacted:
            return
        for button in self.findChildren(_RichButton):
            if button.isVisible() and button.inner.hasHeightForWidth():
                height = button.inner.totalHeightForWidth(button.width())
                if height > 0 and height != button.minimumHeight():
                    button.setMinimumHeight(height)

    def tr(self, source: str, disambiguation: str | None = None, n: int = -1) -> str:  # type: ignore[override]
        """Qt's ``tr``; with a count (``n``), the words of the first class of this dialog's line that has them.

        PySide looks a text up in the class of the dialog, then in the classes it derives from, until one
        translates it; but a count's text comes back with its number filled in even when no class has it, so
        the search stopped at the first class: the offer round's panel (a subclass of the offer of days)
        showed "Offer 0 days" in English. Here each class is asked in turn, and the first whose answer is not
        the untranslated text is taken.
        """
        if n < 0:
            return super().tr(source, disambiguation, n)
        untranslated = QCoreApplication.translate("", source, disambiguation, n)
        for cls in type(self).__mro__:
            if cls is FittedDialog:
                break
            text = QCoreApplication.translate(cls.__name__, source, disambiguation, n)
            if text != untranslated:
                return text
        return untranslated

    def set_title(self, text: str) -> None:
        """Set the big question and the window title."""
        self.title_label.setText(text)
        self.setWindowTitle(text)

    def add_text(self, text: str, *, soft: bool = False, size: float = 12, bold: bool = False,
                 serif: bool = False) -> QLabel:
        """Add a wrapped plain-text paragraph to the body and return its label."""
        label = QLabel(text)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        label.setFont(theme.font(size, bold=bold, family="DejaVu Serif" if serif else "DejaVu Sans"))
        if soft:
            label.setStyleSheet(f"color: {_css(theme.INK_SOFT)};")
        self.body.addWidget(label)
        return label

    def add_source(self, source: str) -> None:
        """Add a framed quote of the almanac entry or card that asked (nothing for other sources)."""
        heading, text = source_heading(self.context.texts, source)
        if not heading:
            return
        stripe: str | QColor = "plain"
        if source.startswith("card:"):
            card = self.content.cards.get(source[5:])
            stripe = QColor(theme.CHANCE if card is not None and card.deck == "chance" else theme.HAZARD)
        elif source.startswith("almanac:"):
            try:
                stripe = self.content.squares[day_index(source[8:])].frame
            except ValueError:
                pass
        box = StripeFrame(stripe=stripe)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(22, 10, 14, 12)
        layout.setSpacing(4)
        head = QLabel(heading)
        head.setTextFormat(Qt.TextFormat.PlainText)
        head.setFont(theme.font(12, bold=True, family="DejaVu Serif"))
        head.setWordWrap(True)
        body = QLabel(text)
        body.setTextFormat(Qt.TextFormat.PlainText)
        body.setFont(theme.font(10.5))
        body.setWordWrap(True)
        layout.addWidget(head)
        layout.addWidget(body)
        self.body.addWidget(box)

    def add_button(self, text: str, action: Any, *, default: bool = False,
                   slot: Callable[[], None] | None = None) -> QPushButton:
        """Add a button to the button row and return it.

        Args:
            text: the label (may carry an ``&`` shortcut).
            action: the option a click answers (ignored when ``slot`` is given).
            default: make it the default button (Enter).
            slot: called on click instead of answering ``action``.
        """
        button = QPushButton(text)
        button.setMinimumHeight(52)
        button.setMinimumWidth(140)
        button.setDefault(default)
        button.setAutoDefault(True)
        if slot is not None:
            button.clicked.connect(slot)
        else:
            button.clicked.connect(lambda _checked=False, a=action: self.choose(a))
        self.button_row.addWidget(button)
        return button

    def set_escape_action(self, action: Any) -> None:
        """Make Escape (and closing the window) answer ``action``."""
        self._escape_action = action

    # -------------------------------------------------------------- answering

    def choose(self, action: Any) -> None:
        """Answer with ``action`` (must be legal), emit :attr:`action_chosen` and accept.

        Raises:
            ValueError: the action is not one of the decision's options.
        """
        reason = self.decision.is_legal(action)
        if reason is not None:
            raise ValueError(reason)
        self.action = action
        self.action_chosen.emit(action)
        self.accept()

    @Slot()
    def reject(self) -> None:
        """Escape or close: answer the "no" option where one exists, otherwise stay open."""
        if self._escape_action is not _NO_ESCAPE:
            self.choose(self._escape_action)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """A button's underlined letter pressed alone (no Alt needed) presses it, when no text is being typed.

        Keys a focused text field or spin box takes never get here; a letter they
        refuse (a spin box of days) still reaches the buttons.
        """
        text = event.text()
        plain = event.modifiers() in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier)
        if plain and len(text) == 1 and text.isalpha():
            for button in self.findChildren(QPushButton):
                label = button.text().replace("&&", "")
                at = label.find("&")
                if (button.isVisible() and button.isEnabled() and 0 <= at < len(label) - 1
                        and label[at + 1].casefold() == text.casefold()):
                    button.click()
                    event.accept()
                    return
        super().keyPressEvent(event)

    def _pass_undo_to_window(self, widget: QWidget) -> None:
        """Let Ctrl+Z (Game ▸ Undo) through a text field of ``widget``, which would take it as "undo typing"."""
        widget.installEventFilter(self)
        line_edit = widget.findChild(QLineEdit)
        if line_edit is not None:
            line_edit.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Refuse the text fields' claim on Undo and Redo, so that the window's Undo shortcut gets them;
        in a scrolling sheet (:meth:`scroll_sheet`), turn the wheel over a number box into scrolling; keep a
        space out of a number box."""
        if (event.type() == QEvent.Type.Wheel and isinstance(watched, QAbstractSpinBox)
                and self.sheet_scroller is not None):
            QCoreApplication.sendEvent(self.sheet_scroller.verticalScrollBar(), event)
            return True
        box = watched if isinstance(watched, QAbstractSpinBox) else watched.parent()  # a box, or a box's own field
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Space
                and isinstance(box, QAbstractSpinBox)):
            return True  # a number box has no use for a space: it would blank the number typed or shown
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) and (
                event.matches(QKeySequence.StandardKey.Undo) or event.matches(QKeySequence.StandardKey.Redo)):
            event.ignore()
            return True
        return super().eventFilter(watched, event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        """Paint the paper and a band in the deciding player's colour along the top."""
        painter = QPainter(self)
        painter.fillRect(self.rect(), theme.PAPER)
        painter.fillRect(0, 0, self.width(), 8, self._stripe)
        painter.fillRect(0, 8, self.width(), 1, self._stripe.darker(130))
        painter.end()


# --------------------------------------------------------------------------- yes / no


class YesNoDialog(DecisionDialog):
    """A yes/no decision: a question, two big buttons; Escape answers no.

    Args:
        decision: a decision with options ``(True, False)``.
        context: what the dialog may show.
        parent: the parent widget.
    """

    default_yes = False
    """Whether Yes is the default (safe) button; subclasses set it."""

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        self.no_button = self.add_button(self.no_text(), False, default=not self.default_yes)
        self.yes_button = self.add_button(self.yes_text(), True, default=self.default_yes)
        self.button_row.insertStretch(0, 1)
        self.set_escape_action(False)
        (self.yes_button if self.default_yes else self.no_button).setFocus()

    def yes_text(self) -> str:
        """The label of the Yes button."""
        return self.tr("&Yes")

    def no_text(self) -> str:
        """The label of the No button."""
        return self.tr("&No")


class BuyTokenDialog(YesNoDialog):
    """BUY_TOKEN: buy one token from the bank at the start of the turn (RULINGS.md §3.2)."""

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        self._price = context.content.format_money(context.content.edition.token_price)
        super().__init__(decision, context, parent)
        self.set_title(self.tr("Buy a token?"))
        self.add_text(fill(self.tr("Buy a day to mark with a white cross for {price}? Tokens decide who has had "
                              "the best year."), price=self._price))
        bank = context.observation.bank_tokens
        self.add_text(self.tr("The bank has %n token(s) left.", "", bank), soft=True, size=11)

    def yes_text(self) -> str:
        """``Yes, buy it (500 F)``."""
        return fill(self.tr("&Yes, buy it ({price})"), price=self._price)

    def no_text(self) -> str:
        """``No, thanks``."""
        return self.tr("&No, thanks")


class VacationDialog(YesNoDialog):
    """VACATION: play a vacation card, 14 days forward; the almanac does not apply (RULINGS.md §3.5)."""

    def holdings_text(self) -> str:
        """Money, tokens and vacation cards."""
        return self.holdings(vacation=True)

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        ed = context.content.edition
        position = context.observation.players[self.player].position
        target = min(position + ed.vacation_days, LAST_DAY)
        self.target = target
        self.set_title(self.tr("Go on vacation?"))
        self.add_text(fill(self.tr("Play a vacation card to advance %n day(s), from {start} to {end}. "
                                   "The almanac does not apply there.", "", ed.vacation_days), start=day_name(position, log_tr), end=day_name(target, log_tr)))
        self.preview = SquarePreview()
        self.preview.set_square(context.texts, target, self.player, context, almanac=False, from_day=position)
        self.body.addWidget(self.preview)

    def yes_text(self) -> str:
        """``Yes, go on vacation``."""
        return self.tr("&Yes, go on vacation")

    def no_text(self) -> str:
        """``No, stay here``."""
        return self.tr("&No, stay here")


class QuestionDialog(YesNoDialog):
    """QUESTION and TABLE_QUESTION: a question of the moment, answered yes or no (RULINGS.md §8)."""

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        question = context.texts.text(f"questions.{decision.topic}")
        if decision.kind is DecisionKind.TABLE_QUESTION:
            self.set_title(self.tr("A question for the whole table"))
        else:
            self.set_title(fill(self.tr("A question for {name}"), name=context.names[self.player]))
        self.question_label = self.add_text(question, size=15, serif=True)
        self.pinned.append(self.question_label)
        if decision.kind is DecisionKind.TABLE_QUESTION:
            self.add_text(fill(self.tr("Everybody agrees, and {name} answers for the table."), name=context.names[self.player]), soft=True, size=11)
        else:
            self.add_text(self.tr("Answer honestly: the others are watching!"), soft=True, size=11)
        self.add_source(decision.source)


class FactDialog(YesNoDialog):
    """FACT: a profile fact the person has not answered yet, asked the first time a square needs it (RULINGS.md §8).

    The answer holds for the rest of the game and is kept in the person's
    remembered profile, so that it is not asked again in the next games.
    """

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        from ..clean import fill

        fact = context.texts.text(f"facts.{decision.topic}")
        self.set_title(fill(self.tr("A question for {name}"), name=context.names[self.player]))
        self.question_label = self.add_text(fill(self.tr("{fact}?"), fact=fact), size=15, serif=True)
        self.pinned.append(self.question_label)
        self.add_text(self.tr("What this day does depends on it, and your profile does not say yet. "
                              "Your answer is kept in your profile: it is not asked again."), soft=True, size=11)
        self.add_source(decision.source)


class QuizAttemptDialog(YesNoDialog):
    """QUIZ_ATTEMPT: will the player try a quiz the other players judge by vote (RULINGS.md §8)?"""

    default_yes = True

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        self.set_title(self.tr("Quiz time!"))
        self.question_label = self.add_text(context.texts.text(f"quizzes.{decision.topic}"), size=15, serif=True)
        self.pinned.append(self.question_label)
        self.add_text(self.tr("The other players will judge whether you manage it. Will you try?"), size=12)
        self.add_source(decision.source)

    def yes_text(self) -> str:
        """``Yes, I'll try``."""
        return self.tr("&Yes, I'll try")

    def no_text(self) -> str:
        """``No, I pass``."""
        return self.tr("&No, I pass")


class VoteDialog(YesNoDialog):
    """VOTE: did the quizzed player (``decision.subject``) manage the quiz?"""

    default_yes = True

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        subject = decision.subject if decision.subject is not None else self.player
        name = context.names[subject]
        self.set_title(fill(self.tr("Did {name} manage it?"), name=name))
        self.question_label = self.add_text(context.texts.text(f"quizzes.{decision.topic}"), size=15, serif=True)
        self.pinned.append(self.question_label)
        self.add_text(fill(self.tr("{name} has had a go. Your vote, {voter}: did {name} manage it?"), name=name, voter=context.names[self.player]), size=12)

    def holdings_text(self) -> str:
        """Nothing: a vote costs nothing."""
        return ""

    def yes_text(self) -> str:
        """``Yes, well done``."""
        return self.tr("&Yes, well done")

    def no_text(self) -> str:
        """``No, not quite``."""
        return self.tr("&No, not quite")


class KeepCardDialog(YesNoDialog):
    """USE_KEEP_CARD: play a kept card to cancel the Hazard card just drawn (RULINGS.md §10); or, asked
    out of turn against another player's Hazard card, the coup-fourré (RULINGS.md §13: its words and
    who drew the card come from :mod:`gameofyear.ui.coupfourre`)."""

    buttons_may_stand_beside = False

    default_yes = True

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        from .coupfourre import is_parry, parry_words

        rules = context.content.variant_rules
        drawer = context.names[decision.subject if decision.subject is not None else decision.player]
        self.parry = parry_words(drawer, rules.coup_fourre_tokens if rules is not None else 0) \
            if is_parry(decision) else None
        """The coup-fourré's words when another player drew the Hazard card (None: one's own card)."""
        super().__init__(decision, context, parent)
        self.set_title(self.parry.title if self.parry else self.tr("Cancel this Hazard card?"))
        row = QHBoxLayout()
        row.setSpacing(20)
        self.card = CardWidget(context.texts, decision.topic or "", drawer)
        row.addWidget(self.card, 0, Qt.AlignmentFlag.AlignTop)
        text = QLabel(self.parry.text if self.parry else self.tr(
            "You kept a card that cancels one Hazard card. Use it now against this one, or keep it for a worse day?"))
        text.setTextFormat(Qt.TextFormat.PlainText)
        text.setWordWrap(True)
        text.setFont(theme.font(12.5))
        text.setMinimumWidth(220)
        row.addWidget(text, 1, Qt.AlignmentFlag.AlignVCenter)
        self.body.addLayout(row)

    def yes_text(self) -> str:
        """``Yes, cancel it`` (``Yes, coup-fourré!`` out of turn)."""
        return self.parry.yes if self.parry else self.tr("&Yes, cancel it")

    def no_text(self) -> str:
        """``No, keep my card``."""
        return self.parry.no if self.parry else self.tr("&No, keep my card")


# --------------------------------------------------------------------------- numbers and days


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
    """Shared by BUY_DAYS and PLEDGE: a spin box of days, the live cost and the landing preview."""

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
        """Show the cost of the days in the box: "= 800 F", or "800 F" where a compact panel has no room for more
        beside the box (the box is never squeezed: :class:`DaysBox`)."""
        if getattr(self, "cost_label", None) is None:  # resized before its controls are made
            return
        amount = self.content.format_money(self.spin_box.value() * self.price)
        text = fill(self.tr("= {amount}"), amount=amount)
        if self.compacted:
            room = self._sheet_holder.geometry().width() - self.spin_box.minimumWidth() - COMPACT_SPACING
            if room > 0 and self.cost_label.fontMetrics().horizontalAdvance(text) > room:
                text = amount
        if self.cost_label.text() != text:
            self.cost_label.setText(text)

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
        if self.isVisible():
            self.refit()

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


class ChoosePlayerDialog(DecisionDialog):
    """CHOOSE_PLAYER: one button per candidate, with pawn colour, name and public holdings.

    ``decision.topic`` says what for (``pay``, ``receive``, ``take_token``,
    ``give_token``, ``swap``); ``decision.source`` the almanac date or card.
    """

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        titles = {
            "pay": self.tr("Whom do you pay?"),
            "receive": self.tr("Who pays you?"),
            "take_token": self.tr("Take a token from whom?"),
            "give_token": self.tr("Give a token to whom?"),
            "swap": self.tr("Swap places with whom?"),
        }
        texts = {
            "pay": self.tr("Choose the player who receives your money."),
            "receive": self.tr("Choose the player who pays you."),
            "take_token": self.tr("Choose the player you take a white-cross day token from."),
            "give_token": self.tr("Choose the player you give one of your white-cross day tokens to."),
            "swap": self.tr("Choose the player whose pawn changes places with yours."),
        }
        topic = decision.topic or ""
        self.set_title(titles.get(topic, self.tr("Choose a player")))
        self.add_text(texts.get(topic, self.tr("Choose one of these players.")))
        self.add_source(decision.source)
        source_kind, effects = source_effects(self.content, decision.source)
        if topic == "swap":
            me = context.observation.players[self.player].position
            for note in zodiac_notes(context, self.player, me, effects, source_kind):
                self.add_text(note, soft=True, size=10.5)
        elif topic in ("take_token", "receive"):
            for q in range(len(context.names)):
                if q != self.player and q not in tuple(decision.options or ()) and context.protected(q, source_kind):
                    self.add_text(fill(self.tr("{name} stands in their sign: the zodiac protects them from this card."), name=context.names[q]), soft=True, size=10.5)
        self.player_buttons: dict[int, QPushButton] = {}
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(12)
        used: set[str] = set()
        options = tuple(decision.options or ())
        columns = 2 if len(options) > 2 else len(options) or 1
        for i, q in enumerate(options):
            view = context.observation.players[q]
            name = context.names[q]
            button = _RichButton()
            button.setMinimumWidth(250)
            row = QHBoxLayout()
            row.setSpacing(14)
            disc = PawnDisc(context.colour(q), 34)
            disc.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            row.addWidget(disc, 0, Qt.AlignmentFlag.AlignVCenter)
            words = QVBoxLayout()
            words.setSpacing(2)
            index = _mnemonic_index(name, used)
            name_label = QLabel(_underlined(name, index))
            name_label.setTextFormat(Qt.TextFormat.RichText)
            name_label.setFont(theme.font(14, bold=True))
            details = QLabel(fill(self.tr("{money}  ·  %n token(s)\non {date}", "", view.tokens),
                                  money=self.content.format_money(view.money), date=day_name(view.position, log_tr)))
            details.setTextFormat(Qt.TextFormat.PlainText)
            details.setFont(theme.font(10.5))
            details.setStyleSheet(f"color: {_css(theme.INK_SOFT)};")
            for label in (name_label, details):
                label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
                words.addWidget(label)
            row.addLayout(words, 1)
            button.inner.addLayout(row)
            button.setAccessibleName(name)
            if index is not None:
                button.setShortcut(QKeySequence(f"Alt+{name[index].upper()}"))
                button.setToolTip(fill(self.tr("{name} (Alt+{key})"), name=name, key=name[index].upper()))
            button.clicked.connect(lambda _checked=False, a=q: self.choose(a))
            grid.addWidget(button, i // columns, i % columns)
            self.player_buttons[q] = button
        self.body.addSpacing(4)
        self.body.addLayout(grid)
        self.player_grid = grid
        self.pinned.append(grid)
        if options:
            self.player_buttons[options[0]].setFocus()

    def compact(self, width: int = 0) -> None:
        """As :meth:`DecisionDialog.compact`, and the players to pick in one row (three to a row at most), each
        card lower, above the text and the entry that asked."""
        super().compact(width)
        buttons = [b for b in self.player_buttons.values() if isinstance(b, _RichButton)]
        columns = min(3, len(buttons)) or 1
        for button in buttons:
            self.player_grid.removeWidget(button)
        for i, button in enumerate(buttons):
            self.player_grid.addWidget(button, i // columns, i % columns)
            button.inner.setContentsMargins(10, 3, 8, 4)
            button.setMinimumWidth(0)
            for disc in button.findChildren(PawnDisc):
                disc.setFixedSize(22, 22)
            for label in button.findChildren(QLabel):  # money, tokens and square each on a line: whole in a third
                if label.textFormat() == Qt.TextFormat.PlainText:  # of the panel ("11 150 F · 2 tokens" was cut)
                    label.setFont(theme.font(9.5))
                    label.setText("\n".join(part.strip() for part in label.text().replace("·", "\n").split("\n")))
        self.player_grid.setHorizontalSpacing(COMPACT_SPACING)
        self.player_grid.setVerticalSpacing(COMPACT_SPACING)


class RearrangeDialog(DecisionDialog):
    """REARRANGE (1 April): pick a new square for each opponent among their squares (RULINGS.md §8).

    ``decision.info`` lists the opponents in order; each option gives their
    new days. Each option is a readable row ``"Anna → 3 May, Bob → 12 March"``;
    the suggested row (the pawns furthest ahead go back the furthest) is
    selected first.
    """

    buttons_may_stand_beside = False

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        self.set_content_width(600)
        self.opponents = tuple(int(q) for q in decision.info)
        self.options = tuple(tuple(o) for o in (decision.options or ()))
        self.set_title(self.tr("April Fools' Day: move your opponents!"))
        self.add_text(self.tr("Put each opponent's pawn on one of their squares, as you please. "
                              "Your own pawn stays where it is."))
        now = QHBoxLayout()
        now.setSpacing(8)
        caption = QLabel(self.tr("Now:"))
        caption.setFont(theme.font(11, bold=True))
        now.addWidget(caption)
        for q in self.opponents:
            now.addWidget(PawnDisc(context.colour(q), 16))
            where = QLabel(fill(self.tr("{name} on {date}"), name=context.names[q], date=day_name(context.observation.players[q].position, log_tr)))
            where.setTextFormat(Qt.TextFormat.PlainText)
            where.setFont(theme.font(11))
            now.addWidget(where)
            now.addSpacing(8)
        now.addStretch(1)
        self.body.addLayout(now)
        source_kind, effects = source_effects(self.content, decision.source)
        me = context.observation.players[self.player].position
        for note in zodiac_notes(context, self.player, me, effects, source_kind):
            self.add_text(note, soft=True, size=10.5)
        self.suggested = self.suggested_option()
        self.list_widget = QListWidget()
        self.list_widget.setWordWrap(True)
        self.list_widget.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        order = sorted(range(len(self.options)), key=lambda i: self.options[i] != self.suggested)
        self.row_options: list[tuple[int, ...]] = []
        for i in order:
            option = self.options[i]
            text = self.option_text(option)
            if option == self.suggested:
                text = fill(self.tr("★ {row}"), row=text)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, option)
            self.list_widget.addItem(item)
            self.row_options.append(option)
        self.body.addWidget(self.list_widget, 1)
        self.add_text(self.tr("★ Suggested: the pawns furthest ahead go back to the earliest squares."),
                      soft=True, size=10.5)
        self.list_widget.setCurrentRow(0)
        self.list_widget.itemDoubleClicked.connect(self._double_clicked)
        self.button_row.addStretch(1)
        self.ok_button = self.add_button(self.tr("&Rearrange"), None, default=True, slot=self._accept_selected)
        self.list_widget.setFocus()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Make the list just tall enough for its rows (at most about eight rows)."""
        rows = sum(self.list_widget.sizeHintForRow(i) for i in range(min(self.list_widget.count(), 8)))
        self.list_widget.setFixedHeight(max(80, rows + 2 * self.list_widget.frameWidth() + 12))
        super().showEvent(event)

    def option_text(self, option: Sequence[int]) -> str:
        """Return one option as ``"Anna → 3 May, Bob → 12 March"`` (``(stays)`` for an unmoved pawn)."""
        parts = []
        for q, day in zip(self.opponents, option):
            name = self.context.names[q]
            if self.context.observation.players[q].position == day:
                parts.append(fill(self.tr("{name} → {date} (stays)"), name=name, date=day_name(day, log_tr)))
            else:
                parts.append(fill(self.tr("{name} → {date}"), name=name, date=day_name(day, log_tr)))
        return ", ".join(parts)

    def suggested_option(self) -> tuple[int, ...] | None:
        """Return the option that sends the pawns furthest ahead to the earliest squares (or the first option)."""
        if not self.options:
            return None
        players = self.context.observation.players
        days = sorted((players[q].position for q in self.opponents), reverse=True)
        ranked = sorted(range(len(self.opponents)), key=lambda k: (players[self.opponents[k]].position, k))
        new = [0] * len(self.opponents)
        for k, day in zip(ranked, days):
            new[k] = day
        option = tuple(new)
        return option if option in self.options else self.options[0]

    def selected_option(self) -> tuple[int, ...] | None:
        """Return the option of the selected row."""
        row = self.list_widget.currentRow()
        return self.row_options[row] if 0 <= row < len(self.row_options) else None

    @Slot()
    def _accept_selected(self) -> None:
        option = self.selected_option()
        if option is not None:
            self.choose(option)

    @Slot(QListWidgetItem)
    def _double_clicked(self, item: QListWidgetItem) -> None:
        self.choose(tuple(item.data(Qt.ItemDataRole.UserRole)))


# --------------------------------------------------------------------------- quiz and choice


class QuizDialog(DecisionDialog):
    """QUIZ: type the answers of a quiz checked by a list (RULINGS.md §8).

    Shows ``content.quizzes[topic].required`` line edits; the action is the
    tuple of the non-empty texts. "I don't know" (and Escape) answers an
    empty tuple. Enter in a line edit goes to the next one, and answers from
    the last one.
    """

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        topic = decision.topic or ""
        quiz = context.content.quizzes.get(topic)
        required = quiz.required if quiz is not None else 1
        self.set_title(self.tr("Quiz time!"))
        self.add_text(context.texts.text(f"quizzes.{topic}"), size=15, serif=True)
        hint = self.tr("Type %n different answer(s). Small spelling mistakes are forgiven.", "", required)
        self.add_text(hint, soft=True, size=11)
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(8)
        self.line_edits: list[QLineEdit] = []
        for i in range(required):
            number = QLabel(f"{i + 1}.")
            number.setFont(theme.font(13, bold=True))
            edit = QLineEdit()
            edit.setMaxLength(MAX_ANSWER_LENGTH)
            edit.setPlaceholderText(fill(self.tr("Answer {n}"), n=i + 1))
            grid.addWidget(number, i, 0)
            grid.addWidget(edit, i, 1)
            self.line_edits.append(edit)
        self.body.addLayout(grid)
        self.add_source(decision.source)
        self.button_row.addStretch(1)
        self.give_up_button = self.add_button(self.tr("I &don't know"), ())
        self.answer_button = self.add_button(self.tr("&Answer"), None, default=True, slot=self._answer)
        self.set_escape_action(())
        if self.line_edits:
            self.line_edits[0].setFocus()

    def answers(self) -> tuple[str, ...]:
        """Return the non-empty answers typed, stripped, in order."""
        return tuple(text for text in (e.text().strip() for e in self.line_edits) if text)

    @Slot()
    def _answer(self) -> None:
        self.choose(self.answers())

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Enter in a line edit that is not the last one moves to the next one."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            focus = self.focusWidget()
            if focus in self.line_edits[:-1]:
                self.line_edits[self.line_edits.index(focus) + 1].setFocus()
                event.accept()
                return
        super().keyPressEvent(event)


class ChoiceDialog(DecisionDialog):
    """CHOICE: one button per effect list of the ``choose`` effect of the square or card that asked.

    6 December: "Pay 300 F to the bank" or "Draw a Hazard card". The engine
    offers only the options the player can pay for; the first is the default.
    """

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        choose = choice_of(context.content, decision.source)
        options = tuple(decision.options or ())
        self.set_title(self.tr("Your choice"))
        self.add_source(decision.source)
        self.option_buttons: dict[int, QPushButton] = {}
        # the engine offers only the options the player can pay for (RULINGS.md §12): the first is the default
        default = options[0] if options else None
        texts: dict[int, str] = {}
        for index in options:
            effects = choose.choose[index] if choose is not None and index < len(choose.choose) else ()
            words = effects_in_words(context.texts, effects, log_tr)
            texts[index] = capitalised(words) if words else fill(self.tr("Option {n}"), n=index + 1)
        self.button_row.addStretch(1)
        used: set[str] = set()
        for k, index in enumerate(options):
            if k:
                or_label = QLabel(self.tr("or"))
                or_label.setFont(theme.font(12, family="DejaVu Serif"))
                or_label.setStyleSheet(f"color: {_css(theme.INK_SOFT)};")
                self.button_row.addWidget(or_label)
            button = self.add_button(_with_mnemonic(texts[index], used), index, default=index == default)
            button.setMinimumHeight(64)
            self.option_buttons[index] = button
        self.button_row.addStretch(1)
        if default is not None:
            self.option_buttons[default].setFocus()


# --------------------------------------------------------------------------- house rules of the family of games


class _AmountDialog(DecisionDialog):
    """SAVINGS, LOANS and BET (house rules, docs/VARIANTS.md): a spin box over the legal range,
    what it means in money, a button to take it and one to leave things as they are (Escape)."""

    def build_controls(self, leave_text: str) -> None:
        """Add the spin box, its meaning and the two buttons (after the texts)."""
        options = self.decision.options
        assert isinstance(options, range)
        self.spin_box = QSpinBox()
        self.spin_box.setRange(options.start, options.stop - 1)
        self._pass_undo_to_window(self.spin_box)
        self.meaning = QLabel()
        self.meaning.setFont(theme.font(14, bold=True, family="DejaVu Serif"))
        self.meaning.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.spin_box)
        row.addWidget(self.meaning, 1)
        self.body.addLayout(row)
        self.pinned.append(row)
        self.leave_button = self.add_button(leave_text, 0, default=True)
        self.go_button = self.add_button(QCoreApplication.translate("_AmountDialog", "&OK"), None, slot=self._go)
        self.button_row.insertStretch(0, 1)
        self.set_escape_action(0)
        self.spin_box.valueChanged.connect(self._update)
        self._update(0)
        self.spin_box.setFocus()

    def meaning_text(self, value: int) -> str:
        """What ``value`` in the spin box does, in words (each kind says it its way)."""
        return str(value)

    @Slot(int)
    def _update(self, value: int) -> None:
        self.meaning.setText(self.meaning_text(value))
        self.go_button.setEnabled(value != 0)
        self.go_button.setDefault(value != 0)
        self.leave_button.setDefault(value == 0)

    @Slot()
    def _go(self) -> None:
        if self.spin_box.value():
            self.choose(self.spin_box.value())


class SavingsDialog(_AmountDialog):
    """SAVINGS: at a quarter end, pay money into the savings book or take some out (house rule)."""

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        _, self.held, self.step, self.fee = decision.info
        money = self.content.format_money
        self.set_title(self.tr("Your savings book"))
        self.add_text(self.tr("It holds {held} and earns interest at every quarter end. Pay in or take out "
                              "steps of {step}; every withdrawal costs {fee}, taken from the book.").format(
            held=money(self.held), step=money(self.step), fee=money(self.fee)))
        self.build_controls(self.tr("&Leave it"))

    def meaning_text(self, value: int) -> str:
        """``Pay 300 F in`` or ``Take 200 F out``."""
        money = self.content.format_money
        if value > 0:
            return self.tr("Pay {amount} in").format(amount=money(value * self.step))
        if value < 0:
            return self.tr("Take {amount} out").format(amount=money(-value * self.step))
        return self.tr("Leave the book as it is")


class LoansDialog(_AmountDialog):
    """LOANS: at a quarter end, borrow loans from the bank or repay some (house rule)."""

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        _, self.owed, self.loan, interest, most = decision.info
        money = self.content.format_money
        self.set_title(self.tr("Loans from the bank"))
        self.add_text(fill(self.tr("You owe {owed} of %n loan(s) of {loan}; each costs {interest} at every quarter "
                                   "end, and what is owed at the end of the game is taken from your money.", "", most),
                           owed=self.owed, loan=money(self.loan), interest=money(interest)))
        self.build_controls(self.tr("&Neither"))

    def meaning_text(self, value: int) -> str:
        """``Borrow 500 F`` or ``Repay 500 F``."""
        money = self.content.format_money
        if value > 0:
            return self.tr("Borrow {amount}").format(amount=money(value * self.loan))
        if value < 0:
            return self.tr("Repay {amount}").format(amount=money(-value * self.loan))
        return self.tr("Neither borrow nor repay")


class BetDialog(_AmountDialog):
    """BET: before another player's spin, bet the stake on one sector of the machine (house rule)."""

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        stake, payout = decision.info
        spinner = context.names[decision.subject] if decision.subject is not None else ""
        self.set_title(self.tr("A bet on the machine?"))
        self.add_text(self.tr("{spinner} is about to spin. Bet {stake} on one sector: if it comes up, the bank "
                              "pays {prize}.").format(spinner=spinner, stake=self.content.format_money(stake),
                                                      prize=self.content.format_money(stake * payout)))
        self.build_controls(self.tr("&No bet"))

    def meaning_text(self, value: int) -> str:
        """The faces of the sector chosen."""
        if value <= 0:
            return self.tr("No bet")
        from ..narrate import face_name
        from .language import log_tr

        a, b = self.content.edition.dial[value - 1]
        return self.tr("Sector {n}: {a} / {b}").format(n=value, a=face_name(a, log_tr), b=face_name(b, log_tr))


# --------------------------------------------------------------------------- factory


_DIALOGS: dict[DecisionKind, type[DecisionDialog]] = {
    DecisionKind.BUY_TOKEN: BuyTokenDialog,
    DecisionKind.CHOOSE_NUMBER: ChooseNumberDialog,
    DecisionKind.BUY_DAYS: BuyDaysDialog,
    DecisionKind.VACATION: VacationDialog,
    DecisionKind.PLEDGE: PledgeDialog,
    DecisionKind.CHOOSE_PLAYER: ChoosePlayerDialog,
    DecisionKind.REARRANGE: RearrangeDialog,
    DecisionKind.QUESTION: QuestionDialog,
    DecisionKind.FACT: FactDialog,
    DecisionKind.TABLE_QUESTION: QuestionDialog,
    DecisionKind.QUIZ: QuizDialog,
    DecisionKind.QUIZ_ATTEMPT: QuizAttemptDialog,
    DecisionKind.VOTE: VoteDialog,
    DecisionKind.CHOICE: ChoiceDialog,
    DecisionKind.USE_KEEP_CARD: KeepCardDialog,
    DecisionKind.SAVINGS: SavingsDialog,
    DecisionKind.LOANS: LoansDialog,
    DecisionKind.BET: BetDialog,
}


def make_decision_dialog(decision: Decision, context: DecisionContext, parent: QWidget | None = None) -> DecisionDialog:
    """Build the dialog for a pending decision.

    Args:
        decision: the engine's pending decision (any kind but ``SPIN``).
        context: what the deciding player may see.
        parent: the parent widget.

    Returns:
        A dialog, not yet shown; after it is accepted, ``dialog.action`` is a legal answer.

    Raises:
        ValueError: ``SPIN`` (the machine widget answers it) or an unknown kind.
    """
    cls = _DIALOGS.get(decision.kind)
    if cls is None:
        raise ValueError(f"no dialog for a {decision.kind.value} decision")
    return cls(decision, context, parent)


# --------------------------------------------------------------------------- cards


class CardWidget(QWidget):
    """A drawn card: Chance (pink, ``theme.CHANCE``) or Hazard (orange, ``theme.HAZARD``), its text, who drew it.

    Args:
        texts: the card's text (and through ``texts.content`` its deck).
        card_id: the card's id (``"chance-14"``).
        drawer_name: the name of the player who drew it.
        parent: the parent widget (it paints its own rounded card, so it can float over a window).
    """

    WIDTH = 300
    HEIGHT = 420

    def __init__(self, texts: Texts, card_id: str, drawer_name: str, parent: QWidget | None = None):
        super().__init__(parent)
        card = texts.content.cards.get(card_id)
        self.card_id = card_id
        self.deck = card.deck if card is not None else ("chance" if card_id.startswith("chance") else "hazard")
        self.colour = QColor(theme.CHANCE if self.deck == "chance" else theme.HAZARD)
        self.setFixedSize(self.WIDTH, self.HEIGHT)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 20, 22, 18)
        layout.setSpacing(6)
        self.deck_label = QLabel(self.tr("CHANCE") if self.deck == "chance" else self.tr("HAZARD"))
        self.deck_label.setFont(theme.font(22, bold=True, family="DejaVu Serif"))
        self.subtitle_label = QLabel(self.tr("A good day") if self.deck == "chance" else self.tr("A bad day"))
        self.subtitle_label.setFont(theme.font(11))
        for label in (self.deck_label, self.subtitle_label):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setStyleSheet("color: white; background: transparent;")
            layout.addWidget(label)
        layout.addSpacing(8)
        panel = QFrame()
        panel.setObjectName("cardPanel")
        panel.setStyleSheet(f"QFrame#cardPanel {{ background: {_css(theme.PAPER)}; border-radius: 12px; }}")
        panel_layout = QVBoxLayout(panel)
        panel_layout.setContentsMargins(16, 14, 16, 14)
        panel_layout.setSpacing(8)
        self.glyph_label = QLabel("\u2600" if self.deck == "chance" else "\u2602")
        self.glyph_label.setFont(theme.font(34))
        self.glyph_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.glyph_label.setStyleSheet(f"color: {_css(self.colour)}; background: transparent;")
        self.text_label = QLabel(texts.text(f"cards.{card_id}"))
        self.text_label.setTextFormat(Qt.TextFormat.PlainText)
        self.text_label.setWordWrap(True)
        self.text_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text_label.setFont(theme.font(12.5, family="DejaVu Serif"))
        self.text_label.setStyleSheet(f"color: {_css(theme.INK)}; background: transparent;")
        panel_layout.addStretch(1)
        panel_layout.addWidget(self.glyph_label)
        panel_layout.addSpacing(6)
        panel_layout.addWidget(self.text_label)
        panel_layout.addStretch(2)
        layout.addWidget(panel, 1)
        layout.addSpacing(6)
        self.drawer_label = QLabel(fill(self.tr("Drawn by {name}"), name=drawer_name))
        self.drawer_label.setTextFormat(Qt.TextFormat.PlainText)
        self.drawer_label.setFont(theme.font(11, bold=True))
        self.drawer_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.drawer_label.setStyleSheet("color: white; background: transparent;")
        layout.addWidget(self.drawer_label)

    def text(self) -> str:
        """Return the card's text as shown."""
        return self.text_label.text()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        """Paint the card: a rounded face in the deck's colour with a thin light border."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        shadow = QPainterPath()
        shadow.addRoundedRect(r.translated(0, 2), 18, 18)
        painter.fillPath(shadow, QColor(0, 0, 0, 40))
        face = QPainterPath()
        face.addRoundedRect(r.adjusted(0, 0, 0, -2), 18, 18)
        painter.fillPath(face, self.colour)
        painter.setPen(QPen(QColor(255, 255, 255, 150), 2))
        painter.drawRoundedRect(r.adjusted(7, 7, -7, -9), 13, 13)
        painter.end()


class CardDialog(FittedDialog):
    """A drawn card shown in a small window with an OK button.

    Args:
        texts, card_id, drawer_name: as for :class:`CardWidget`.
        parent: the parent widget.
        auto_close_ms: close by itself after this many milliseconds (computer
            players' cards); None waits for OK.
    """

    def __init__(self, texts: Texts, card_id: str, drawer_name: str, parent: QWidget | None = None,
                 auto_close_ms: int | None = None):
        super().__init__(parent)
        self.setStyleSheet(theme.scaled_css(_STYLE))
        self.setFont(theme.font(11))
        self.card = CardWidget(texts, card_id, drawer_name)
        self.setWindowTitle(self.tr("Chance card") if self.card.deck == "chance" else self.tr("Hazard card"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 26, 28, 22)
        layout.setSpacing(18)
        layout.addWidget(self.card, 0, Qt.AlignmentFlag.AlignHCenter)
        self.ok_button = QPushButton(self.tr("&OK"))
        self.ok_button.setDefault(True)
        self.ok_button.setMinimumHeight(48)
        self.ok_button.setMinimumWidth(160)
        self.ok_button.clicked.connect(self.accept)
        layout.addWidget(self.ok_button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.timer: QTimer | None = None
        if auto_close_ms is not None:
            self.timer = QTimer(self)
            self.timer.setSingleShot(True)
            self.timer.setInterval(max(0, auto_close_ms))
            self.timer.timeout.connect(self.accept)
            self.timer.start()
        self.ok_button.setFocus()

    def done(self, result: int) -> None:
        """Stop the auto-close timer and close with ``result``."""
        if self.timer is not None:
            self.timer.stop()
        super().done(result)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        """Paint the paper background."""
        painter = QPainter(self)
        painter.fillRect(self.rect(), theme.PAPER)
        painter.end()


__all__ = [
    "ALMANAC_FRAMES",
    "BuyDaysDialog",
    "BuyTokenDialog",
    "CardDialog",
    "CardWidget",
    "ChoiceDialog",
    "ChooseNumberDialog",
    "ChoosePlayerDialog",
    "DecisionContext",
    "DecisionDialog",
    "KeepCardDialog",
    "PawnDisc",
    "PledgeDialog",
    "QuestionDialog",
    "QuizAttemptDialog",
    "QuizDialog",
    "RearrangeDialog",
    "SquarePreview",
    "StripeFrame",
    "VacationDialog",
    "VoteDialog",
    "YesNoDialog",
    "frame_caption",
    "make_decision_dialog",
    "preview_text",
    "source_heading",
    "square_title",
]
