"""The parts every decision's dialog is made of: what it may see (:class:`DecisionContext`), the
previews of squares (:func:`preview_text`), the pawn discs, boxes, stripes and headers, and the dialogs' style.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QStyle,
    QStyleOptionSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..content import Content, Texts
from ..content import schema as s
from ..content.loader import iter_effects
from ..dates import day_index, month_day
from ..engine import Observation, Setup, zodiac_protects
from ..narrate import day_name
from . import theme
from .access import plain_text
from .language import log_tr
from .wording import fill

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
QPushButton:checked {{ background: #ead184; border: 3px solid #a27b12; font-weight: bold; }}
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
QTableWidget {{
    font-size: 12pt; border: 2px solid {_css(_LINE)}; border-radius: 6px; background: white;
    alternate-background-color: #fbf6ea; color: {_css(theme.INK)}; outline: 0;
}}
QTableWidget::item {{ padding: 2px 6px; }}
QTableWidget::item:selected {{ background: {_css(_GOLD_SOFT)}; color: {_css(theme.INK)}; }}
QHeaderView::section {{ background: {_css(theme.PAPER)}; color: {_css(theme.INK)}; border: none;
    border-bottom: 1px solid {_css(_LINE)}; padding: 3px 6px; font-weight: bold; }}
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
        self._summed_up = False
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
        self.caption_label.setVisible(show_caption and not (self._summed_up and self.caption_label.isHidden()))
        self.body_label.setText("\n".join(body))
        self.body_label.setVisible(bool(body) and not self._summed_up)
        self.sums_label.setVisible(bool(sums))
        self.setToolTip(self._text if self._summed_up else "")
        self.update()

    def sum_up(self, *, kind: bool = True) -> None:
        """Show the heading, the kind of square (unless not ``kind``: its stripe's colour says it) and the sums
        only, each on one line (:meth:`make_compact`); the square's entry is in the card's tooltip and on the
        board, where the square glows. For a place beside the choices or a low panel, where the card must not
        grow taller than its few lines."""
        self.make_compact()
        self._summed_up = True
        self.body_label.hide()
        if not kind:
            self.caption_label.hide()
        self.setToolTip(self._text)

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
        self.holdings_label = QLabel(holdings)  # wraps in a narrow header (money and tokens over the cards)
        self.holdings_label.setTextFormat(Qt.TextFormat.PlainText)
        self.holdings_label.setWordWrap(True)
        self.holdings_label.setFont(theme.font(11))
        self.holdings_label.setStyleSheet(
            f"color: {_css(theme.INK)}; background: {_css(theme.PAPER_DARK)}; border-radius: 10px; padding: 4px 12px;")
        self.holdings_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
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
