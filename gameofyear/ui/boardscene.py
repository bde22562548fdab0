"""The board's scene (:class:`BoardScene`): 366 day squares and one pawn per player, the squares lit,
hovered and clicked, and the pawns' animations of what the engine already decided.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import partial
from typing import Any, cast

import shiboken6
from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QColor,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from ..clean import fill
from ..content.loader import SIGN_ORDER, Square, Texts
from ..dates import DAYS_IN_YEAR, day_index
from ..narrate import capitalised, day_name, month_name
from . import theme
from .boarditems import (
    JUMP_MS,
    SETTLE_MS,
    SWAP_MS,
    BoardSheetItem,
    PawnItem,
    _bezier,
    _GlowItem,
    _HoverItem,
    _LastDayItem,
    _lerp,
    _StepAnimation,
    move_duration,
)
from .boardpaint import (
    CELL_INSET,
    SHADOW,
    SHEET_RECT,
    Z_FLYING,
    Z_PAWN,
    Z_SHEET,
    _SheetTexts,
    cell_rect,
    day_at,
    pawn_slots,
)
from .language import log_tr


class BoardScene(QGraphicsScene):
    """The calendar board: 366 day squares and one pawn per player.

    Signals:
        day_hovered(int): the day index under the mouse, -1 when it leaves the squares.
        day_clicked(int): the day index clicked (left button, pressed and released on it).

    Args:
        texts: the words of the content shown, in the window's language
            (``texts.content`` gives the squares and the edition).
        pawn_colours: one colour per player, in player order (up to 6 share a square nicely).
        parent: the owning object.
    """

    day_hovered = Signal(int)
    day_clicked = Signal(int)

    def __init__(self, texts: Texts, pawn_colours: Sequence[QColor], parent: QObject | None = None) -> None:
        super().__init__(parent)
        content = texts.content
        self.content = content
        """The rules content shown."""
        self.texts = texts
        """Its words (tooltips); :meth:`set_texts` gives new ones after View ▸ Language."""
        self._last_day_item: _LastDayItem | None = None
        sheet_words = self._sheet_words()
        self.setSceneRect(SHEET_RECT.adjusted(-SHADOW, -SHADOW, SHADOW, SHADOW))
        self.setBackgroundBrush(theme.BACKGROUND)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

        self._rects = [cell_rect(i).adjusted(CELL_INSET, CELL_INSET, -CELL_INSET, -CELL_INSET) for i in range(DAYS_IN_YEAR)]
        self.sheet_item = BoardSheetItem(content, sheet_words)
        """The cached static board."""
        self.addItem(self.sheet_item)

        self._square_items: list[QGraphicsRectItem] = []
        for square, rect in zip(content.squares, self._rects):
            item = QGraphicsRectItem(rect)
            item.setPen(Qt.PenStyle.NoPen)
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setToolTip(self._tooltip(square))
            item.setData(0, square.index)
            item.setZValue(Z_SHEET + 0.1)
            self.addItem(item)
            self._square_items.append(item)

        self._hover_item = _HoverItem()
        self._hover_item.setVisible(False)
        self.addItem(self._hover_item)
        self._hover_day = -1
        self._press_day = -1
        self._glow_items: list[_GlowItem] = []

        self._pawns: list[PawnItem] = []
        for player, colour in enumerate(pawn_colours):
            pawn = PawnItem(player, QColor(colour))
            self.addItem(pawn)
            self._pawns.append(pawn)
        self._positions: list[int] = [0] * len(self._pawns)
        self._flying: set[int] = set()
        self._slides: list[QVariantAnimation] = []
        self._slide_ends: dict[int, tuple[QPointF, float, QPointF, float]] = {}
        for player in range(len(self._pawns)):
            slide = QVariantAnimation(self)
            slide.setStartValue(0.0)
            slide.setEndValue(1.0)
            slide.setEasingCurve(QEasingCurve.Type.OutCubic)
            slide.valueChanged.connect(partial(self._slide_step, player))
            self._slides.append(slide)
        self._retired: list[QAbstractAnimation] = []
        self._active: int | None = None
        self._halo_pulse = QVariantAnimation(self)
        self._halo_pulse.setDuration(1800)
        self._halo_pulse.setLoopCount(-1)
        self._halo_pulse.setStartValue(0.55)
        self._halo_pulse.setKeyValueAt(0.5, 1.0)
        self._halo_pulse.setEndValue(0.55)
        self._halo_pulse.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._halo_pulse.valueChanged.connect(self._pulse_halo)
        self.set_positions(self._positions)

    # ------------------------------------------------------------------ words

    def _sheet_words(self) -> _SheetTexts:
        """Translate the months and the sheet's words in the language installed (the months kept for dates)."""
        self._months = tuple(month_name(m, log_tr) for m in range(1, 13))
        return _SheetTexts(
            months=tuple(capitalised(m) for m in self._months),  # "janvier" heads its row as "Janvier"
            start=self.tr("START"),
            quarters=(self.tr("Q1"), self.tr("Q2"), self.tr("Q3"), self.tr("Q4")),
            currency=self.content.edition.currency.symbol,
        )

    def set_texts(self, texts: Texts) -> None:
        """Use ``texts`` (the same content's words in another language) from the next :meth:`retranslate_ui` on.

        Raises:
            ValueError: ``texts`` are the words of other rules content.
        """
        if texts.content is not self.content:
            raise ValueError("the board shows the words of its own content only")
        self.texts = texts

    def retranslate_ui(self) -> None:
        """Write the board's words again in the language installed: the sheet (months, START, quarters, the
        decks' initials) and every square's tooltip, with :attr:`texts` (the pawns and lit squares stay)."""
        self.sheet_item.set_words(self._sheet_words())
        for square, item in zip(self.content.squares, self._square_items):
            item.setToolTip(self._tooltip(square))

    def month_name(self, month: int) -> str:
        """Return the translated name of a month (1..12)."""
        return self._months[month - 1]

    def date_label(self, day: int) -> str:
        """Return a day index written for people, e.g. ``"14 July"`` (:func:`gameofyear.narrate.day_name`)."""
        return day_name(day, log_tr)

    def frame_words(self, frame: str) -> str:
        """Return what a frame kind means, in words (``"Lucky day"``); empty for plain and sign squares."""
        return self._frame_words(frame)

    def _frame_words(self, frame: str) -> str:
        words = {
            "red": self.tr("Lucky day"),
            "blue": self.tr("Unlucky day"),
            "double_blue": self.tr("Doubly unlucky day"),
            "half": self.tr("Lucky or unlucky: it depends"),
            "quarter": self.tr("End of a quarter"),
            "start": self.tr("Start"),
            "finish": self.tr("Last day of the year"),
        }
        return words.get(frame, "")

    def _tooltip(self, square: Square) -> str:
        """Return the tooltip of a square: its date, and what it is and does."""
        date = self.date_label(square.index)
        if square.frame == "plain":
            return date
        if square.frame == "sign" and square.sign:
            name = html.escape(self.texts.text(f"signs.{square.sign}"), quote=False)
            glyph = theme.ZODIAC_SYMBOLS.get(square.sign, "")
            start, end = self.sign_days(square.sign)
            period = fill(self.tr("{start} – {end}"), start=self.date_label(start), end=self.date_label(end))
            first = self.tr("First day of the sign")
            return f"<b>{glyph} {name}</b><br/>{html.escape(period, quote=False)}<br/><i>{html.escape(first, quote=False)}</i>"
        title = html.escape(self.texts.text(f"almanac.{square.date}.title"), quote=False)
        text = html.escape(self.texts.text(f"almanac.{square.date}.text"), quote=False)
        kind = html.escape(self._frame_words(square.frame), quote=False)
        return f"<b>{html.escape(date, quote=False)}</b> · <i>{kind}</i><br/><b>{title}</b><br/>{text}"

    def set_last_day(self, day: int) -> None:
        """Show where a shorter game ends (house rule, docs/VARIANTS.md): ``day`` framed with the finishing flag
        and the days after it veiled; 31 December (the rulebook's end, already the finish square) shows nothing."""
        if self._last_day_item is not None:
            self.removeItem(self._last_day_item)
            self._last_day_item = None
        if day < DAYS_IN_YEAR - 1:
            self._last_day_item = _LastDayItem(day)
            self.addItem(self._last_day_item)

    @property
    def last_day(self) -> int:
        """The game's last day as the board shows it (day index; 365 for the whole year)."""
        return self._last_day_item.day if self._last_day_item is not None else DAYS_IN_YEAR - 1

    def sign_days(self, sign: str) -> tuple[int, int]:
        """Return the first and last day index of a zodiac sign (the last may be before the first: Capricorn)."""
        zodiac = cast(Mapping[str, str], self.content.edition.zodiac)
        start = day_index(zodiac[sign])
        following = SIGN_ORDER[(SIGN_ORDER.index(sign) + 1) % len(SIGN_ORDER)]
        end = (day_index(zodiac[following]) - 1) % DAYS_IN_YEAR
        return start, end

    # ------------------------------------------------------------------ geometry

    def square_rect(self, day: int) -> QRectF:
        """Return the scene rect of a day square (day index 0..365)."""
        return QRectF(self._rects[day])

    def square_item(self, day: int) -> QGraphicsItem:
        """Return the invisible item covering a day square; it carries the square's tooltip."""
        return self._square_items[day]

    def square_items(self) -> list[QGraphicsItem]:
        """Return the 366 square items, by day index."""
        return list(self._square_items)

    def day_at(self, pos: QPointF) -> int:
        """Return the day index at a scene point, or -1 outside the squares."""
        return day_at(pos)

    def pawn_item(self, player: int) -> QGraphicsItem:
        """Return the pawn item of a player."""
        return self._pawns[player]

    def positions(self) -> list[int]:
        """Return the day index of each pawn as last told (or reached by an animation)."""
        return list(self._positions)

    # ------------------------------------------------------------------ pawns at rest

    def set_positions(self, positions: Sequence[int]) -> None:
        """Place every pawn at once, without animation.

        Args:
            positions: a day index per player, in player order (missing players stay put).
        """
        for anim in self._slides:
            anim.stop()
        self._flying.clear()
        for player, day in enumerate(positions[: len(self._pawns)]):
            self._positions[player] = int(day)
        for pawn in self._pawns:
            pawn.setZValue(Z_PAWN)
        for day in set(self._positions):
            self._layout_square(day, animate=False)

    def _occupants(self, day: int, joining: Iterable[int] = ()) -> list[int]:
        joining = set(joining)
        return [p for p, d in enumerate(self._positions) if d == day and (p not in self._flying or p in joining)]

    def _slot_of(self, player: int, day: int, joining: Iterable[int] = ()) -> tuple[QPointF, float]:
        occupants = self._occupants(day, joining)
        if player not in occupants:
            occupants = sorted([*occupants, player])
        slots = pawn_slots(self._rects[day], len(occupants))
        return slots[occupants.index(player)]

    def _layout_square(self, day: int, *, animate: bool, speed: float = 1.0) -> None:
        occupants = self._occupants(day)
        for player, (pos, scale) in zip(occupants, pawn_slots(self._rects[day], len(occupants))):
            if animate and speed > 0:
                self._slide(player, pos, scale, SETTLE_MS / speed)
            else:
                self._stop_slide(player)
                self._pawns[player].setPos(pos)
                self._pawns[player].setScale(scale)

    def _stop_slide(self, player: int) -> None:
        self._slides[player].stop()

    def _slide(self, player: int, pos: QPointF, scale: float, duration: float) -> None:
        """Slide a pawn to a place on its square (pawns making room), with its reusable animation."""
        anim = self._slides[player]
        anim.stop()
        pawn = self._pawns[player]
        start, start_scale = pawn.pos(), pawn.scale()
        if (start - pos).manhattanLength() < 0.01 and abs(start_scale - scale) < 0.001:
            return
        self._slide_ends[player] = (start, start_scale, QPointF(pos), scale)
        anim.setDuration(max(1, round(duration)))
        anim.start()

    def _slide_step(self, player: int, value: object) -> None:
        start, start_scale, end, end_scale = self._slide_ends[player]
        t = float(value)  # type: ignore[arg-type]
        pawn = self._pawns[player]
        pawn.setPos(_lerp(start, end, t))
        pawn.setScale(start_scale + (end_scale - start_scale) * t)

    def _make_animation(self, duration_ms: float, easing: QEasingCurve.Type, on_start: Callable[[], None],
                        on_value: Callable[[float], None], on_stop: Callable[[], None]) -> QAbstractAnimation:
        return _StepAnimation(duration_ms, easing, on_start, on_value, on_stop, self, self._retire)

    def _retire(self, anim: QAbstractAnimation) -> None:
        """Note a finished animation; it is let go from the event loop, never inside its own signals.

        Animations in a group belong to the group and are left alone.
        """
        if anim.group() is not None:
            return
        self._retired.append(anim)
        if len(self._retired) == 1:
            QTimer.singleShot(0, self, self._sweep_retired)

    @Slot()
    def _sweep_retired(self) -> None:
        """Hand finished animations that no group adopted back to Python, which frees them when unused."""
        retired, self._retired = self._retired, []
        for anim in retired:
            if not shiboken6.isValid(anim):
                continue
            if anim.state() == QAbstractAnimation.State.Stopped and anim.parent() is self:
                anim.setParent(None)

    # ------------------------------------------------------------------ animations

    def move_animation(self, player: int, from_day: int, to_day: int, speed: float) -> QAbstractAnimation:
        """Return an animation of a pawn sliding day by day along the calendar.

        Forward or backward, through every day in between, with an easing
        curve and a little hop per day. When it finishes (or is stopped) the
        pawn stands on ``to_day`` and the pawns sharing that square are
        rearranged side by side. The caller starts it (or adds it to a group);
        it belongs to the scene (or to the group it is added to); once it has
        run outside a group, the scene lets it go (it lives on only while you
        keep a reference), so do not restart it.

        Args:
            player: the pawn's player index.
            from_day: the day index it leaves (the pawn starts from where it is shown).
            to_day: the day index it reaches.
            speed: animation speed; 1.0 is about 60 ms per day (at most ~1.6 s),
                2.0 twice as fast, 0 instant (duration 0).

        Returns:
            The animation (not started).
        """
        step = 1 if to_day >= from_day else -1
        days = list(range(from_day, to_day + step, step))
        pawn = self._pawns[player]
        path: list[QPointF] = []
        scales = [1.0, 1.0]

        def on_start() -> None:
            self._stop_slide(player)
            old_day = self._positions[player]
            self._flying.add(player)
            self._positions[player] = to_day
            end, end_scale = self._slot_of(player, to_day, (player,))
            path[:] = [pawn.pos()] + [pawn_slots(self._rects[d], 1)[0][0] for d in days[1:-1]] + [end]
            if len(path) == 1:
                path.append(end)
            scales[:] = [pawn.scale(), end_scale]
            pawn.setZValue(Z_FLYING)
            self._layout_square(old_day, animate=True, speed=speed or 1.0)

        def on_value(t: float) -> None:
            legs = len(path) - 1
            where = min(t * legs, legs - 1e-9)
            leg = int(where)
            f = where - leg
            hop = math.sin(math.pi * f) if legs > 1 else math.sin(math.pi * t) * 0.6
            point = _lerp(path[leg], path[leg + 1], f)
            pawn.setPos(QPointF(point.x(), point.y() - 3.5 * hop))
            base = scales[0] + (scales[1] - scales[0]) * t
            pawn.setScale(base * (1.0 + 0.14 * hop))

        def on_stop() -> None:
            self._land(player, to_day, speed)

        return self._make_animation(move_duration(len(days) - 1, speed), QEasingCurve.Type.InOutQuad,
                                    on_start, on_value, on_stop)

    def _land(self, player: int, day: int, speed: float) -> None:
        pawn = self._pawns[player]
        self._flying.discard(player)
        self._positions[player] = day
        pos, scale = self._slot_of(player, day)
        pawn.setPos(pos)
        pawn.setScale(scale)
        pawn.setZValue(Z_PAWN)
        self._layout_square(day, animate=speed > 0, speed=speed)

    def swap_animation(self, p: int, q: int, speed: float) -> QAbstractAnimation:
        """Return an animation of two pawns crossing over along two arcs.

        When it finishes (or is stopped) ``p`` stands where ``q`` stood and
        ``q`` where ``p`` stood. Ownership as for :meth:`move_animation`.

        Args:
            p, q: the two players' indices.
            speed: animation speed; about 700 ms at 1.0, 0 instant.

        Returns:
            The animation (not started).
        """
        pawns = (self._pawns[p], self._pawns[q])
        geometry: dict[str, object] = {}

        def on_start() -> None:
            self._stop_slide(p)
            self._stop_slide(q)
            day_p, day_q = self._positions[p], self._positions[q]
            self._flying |= {p, q}
            self._positions[p], self._positions[q] = day_q, day_p
            starts = (pawns[0].pos(), pawns[1].pos())
            ends = (self._slot_of(p, day_q, (p, q)), self._slot_of(q, day_p, (p, q)))
            middle = _lerp(starts[0], starts[1], 0.5)
            dx, dy = starts[1].x() - starts[0].x(), starts[1].y() - starts[0].y()
            length = math.hypot(dx, dy) or 1.0
            normal = QPointF(-dy / length, dx / length)
            bulge = min(140.0, 18.0 + 0.22 * length)
            geometry.update(starts=starts, ends=ends, scales=(pawns[0].scale(), pawns[1].scale()),
                            controls=(middle + normal * bulge, middle - normal * bulge))
            for pawn in pawns:
                pawn.setZValue(Z_FLYING)

        def on_value(t: float) -> None:
            lift = math.sin(math.pi * t)
            for i, pawn in enumerate(pawns):
                start = geometry["starts"][i]  # type: ignore[index]
                (end, end_scale) = geometry["ends"][i]  # type: ignore[index]
                pawn.setPos(_bezier(start, geometry["controls"][i], end, t))  # type: ignore[index]
                base = geometry["scales"][i] + (end_scale - geometry["scales"][i]) * t  # type: ignore[index]
                pawn.setScale(base * (1.0 + 0.3 * lift))

        def on_stop() -> None:
            day_p, day_q = self._positions[p], self._positions[q]
            self._flying -= {p, q}
            for player, day in ((p, day_p), (q, day_q)):
                pos, scale = self._slot_of(player, day)
                self._pawns[player].setPos(pos)
                self._pawns[player].setScale(scale)
                self._pawns[player].setZValue(Z_PAWN)
            for day in {day_p, day_q}:
                self._layout_square(day, animate=speed > 0, speed=speed)

        duration = SWAP_MS / speed if speed > 0 else 0.0
        return self._make_animation(duration, QEasingCurve.Type.InOutCubic, on_start, on_value, on_stop)

    def pawn_animations(self, event: object, speed: float) -> list[QAbstractAnimation]:
        """Return the animations of the pawns that an engine event moves (none for other events).

        A pawn's move (not the move back of a bankruptcy: its
        :class:`~gameofyear.engine.events.Bankrupt` jumps the pawn), a
        bankruptcy's jump, a swap and 1 April's new squares; ownership and
        ending as for :meth:`move_animation`. Every game window shows an
        event's pawns this way.

        Args:
            event: an engine event.
            speed: animation speed; 0 instant.
        """
        from ..engine import events as ev

        e: Any = event
        t = type(event)
        if t is ev.PawnMoved:
            return [] if e.cause == "bankruptcy" else [self.move_animation(e.player, e.from_day, e.to_day, speed)]
        if t is ev.Bankrupt:
            return [self.jump_animation(e.player, e.to_day, speed)]
        if t is ev.PawnsSwapped:
            return [self.swap_animation(e.player, e.other, speed)]
        if t is ev.PawnsRearranged:
            return [self.jump_animation(q, to_day, speed) for q, _, to_day in e.moves]
        return []

    def jump_animation(self, player: int, to_day: int, speed: float) -> QAbstractAnimation:
        """Return an animation of a pawn hopping straight to a day (a bankruptcy jump back).

        Ownership and ending as for :meth:`move_animation`.

        Args:
            player: the pawn's player index.
            to_day: the day index it lands on.
            speed: animation speed; about 650 ms at 1.0, 0 instant.

        Returns:
            The animation (not started).
        """
        pawn = self._pawns[player]
        geometry: dict[str, object] = {}

        def on_start() -> None:
            self._stop_slide(player)
            old_day = self._positions[player]
            self._flying.add(player)
            self._positions[player] = to_day
            end, end_scale = self._slot_of(player, to_day, (player,))
            start = pawn.pos()
            distance = math.hypot(end.x() - start.x(), end.y() - start.y())
            geometry.update(start=start, end=end, scales=(pawn.scale(), end_scale), height=min(160.0, 30.0 + 0.25 * distance))
            pawn.setZValue(Z_FLYING)
            self._layout_square(old_day, animate=True, speed=speed or 1.0)

        def on_value(t: float) -> None:
            point = _lerp(geometry["start"], geometry["end"], t)  # type: ignore[arg-type]
            lift = math.sin(math.pi * t)
            pawn.setPos(QPointF(point.x(), point.y() - geometry["height"] * lift))  # type: ignore[operator]
            s0, s1 = cast(tuple[float, float], geometry["scales"])
            pawn.setScale((s0 + (s1 - s0) * t) * (1.0 + 0.45 * lift))

        def on_stop() -> None:
            self._land(player, to_day, speed)

        duration = JUMP_MS / speed if speed > 0 else 0.0
        return self._make_animation(duration, QEasingCurve.Type.InOutSine, on_start, on_value, on_stop)

    # ------------------------------------------------------------------ highlights

    def highlight_days(self, days: Iterable[int]) -> None:
        """Glow on some squares (previews of where a pawn may go); an empty iterable clears."""
        for item in self._glow_items:
            self.removeItem(item)
        self._glow_items = []
        for day in sorted(set(days)):
            if 0 <= day < DAYS_IN_YEAR:
                item = _GlowItem(self._rects[day])
                item.setData(0, day)
                self.addItem(item)
                self._glow_items.append(item)

    def set_chosen_days(self, days: Iterable[int]) -> None:
        """Mark some of the glowing squares as chosen (an option chosen and not yet answered); empty: none."""
        chosen = set(days)
        for item in self._glow_items:
            item.set_chosen(int(item.data(0)) in chosen)

    def chosen_days(self) -> list[int]:
        """Return the day indices marked as chosen now, in order."""
        return [int(item.data(0)) for item in self._glow_items if item.chosen]

    def highlighted_days(self) -> list[int]:
        """Return the day indices glowing now, in order."""
        return [int(item.data(0)) for item in self._glow_items]

    def set_active_player(self, player: int | None) -> None:
        """Show a gently pulsing halo around the active player's pawn (None: no halo)."""
        self._active = player
        for index, pawn in enumerate(self._pawns):
            pawn.halo_item().setVisible(index == player)
        if player is None:
            self._halo_pulse.stop()
        elif self._halo_pulse.state() != QAbstractAnimation.State.Running:
            self._halo_pulse.start()

    def active_player(self) -> int | None:
        """Return the player whose pawn has the halo, or None."""
        return self._active

    @Slot(object)
    def _pulse_halo(self, value: object) -> None:
        if self._active is not None:
            self._pawns[self._active].halo_item().setOpacity(float(value))  # type: ignore[arg-type]

    # ------------------------------------------------------------------ mouse

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        """Follow the mouse: outline the square under it and emit :attr:`day_hovered` on change."""
        super().mouseMoveEvent(event)
        self._set_hover(day_at(event.scenePos()))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        """Remember the square pressed (the press stays free for the view's hand scrolling)."""
        super().mousePressEvent(event)
        self._press_day = day_at(event.scenePos()) if event.button() == Qt.MouseButton.LeftButton else -1

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        """Emit :attr:`day_clicked` when the left button is released on the square it was pressed on."""
        super().mouseReleaseEvent(event)
        if event.button() != Qt.MouseButton.LeftButton:
            return
        day = day_at(event.scenePos())
        pressed, self._press_day = self._press_day, -1
        moved = (event.screenPos() - event.buttonDownScreenPos(Qt.MouseButton.LeftButton)).manhattanLength()
        if day >= 0 and day == pressed and moved <= QApplication.startDragDistance():
            self.day_clicked.emit(day)

    def event(self, event: QEvent) -> bool:
        """Clear the hovered square when the mouse leaves the view; retranslate on a language change (a scene
        has no ``changeEvent``: its parent window passes the event on)."""
        if event.type() == QEvent.Type.GraphicsSceneLeave:
            self._set_hover(-1)
        elif event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return super().event(event)

    def _set_hover(self, day: int) -> None:
        if day == self._hover_day:
            return
        self._hover_day = day
        if day >= 0:
            self._hover_item.setPos(self._rects[day].topLeft())
            self._hover_item.setVisible(True)
        else:
            self._hover_item.setVisible(False)
        self.day_hovered.emit(day)

    def hovered_day(self) -> int:
        """Return the day index under the mouse, or -1."""
        return self._hover_day
