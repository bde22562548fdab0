"""The time-progression machine: a dial that spins and stops where it is told.

The engine draws the result (``DialSpun.sector``); :class:`MachineWidget` only
shows it. A human asks to spin (the Spin button, a click on the dial, or Space)
and the widget emits :attr:`MachineWidget.spin_requested`; the controller asks
the engine, then calls :meth:`MachineWidget.spin_to` with the sector the engine
chose. The dial turns a few times with an ease-out curve and stops with that
sector under the pointer, then emits :attr:`MachineWidget.spin_finished`.

Everything is painted in a normalised coordinate system (a 200 × 251 box for
the dial part) scaled to the widget, so the machine is crisp at any size and on
HiDPI screens. While it spins, the faces are motion-blurred, the flapper ticks
on the pegs and the read-out window at the top rolls like an odometer.

The dial itself is drawn by :mod:`.dial`; every name is importable from here.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Sequence

from PySide6.QtCore import (
    Property,
    QEasingCurve,
    QEvent,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSize,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
    Slot,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from gameofyear.ui import theme
from gameofyear.ui.wording import Words, said

from .dial import (
    _CABINET,
    _CABINET_DARK,
    _CABINET_LIGHT,
    _GOLD,
    _GOLD_DARK,
    BEZEL_R,
    CENTRE,
    FACE_R,
    FLAPPER_LENGTH,
    HINGE,
    HUB_R,
    INNER_WINDOW_AT,
    OUTER_WINDOW_AT,
    PEG_R,
    PLAQUE,
    PLAQUE_WINDOW_R,
    POP_MS,
    SETTLE_MS,
    SPIN_MS,
    SPIN_TURNS,
    VIEW_H,
    VIEW_W,
    Face,
    _DialView,
    paint_face,
)


class MachineWidget(QWidget):
    """The time-progression machine: shows a spin and stops on the sector the engine drew.

    The widget never draws a result: :attr:`spin_requested` only says a human
    asked to spin; the controller answers with :meth:`spin_to`.

    Args:
        dial: one ``(face, face)`` pair per sector, in the edition's order
            (``content.edition.dial``); a face is a number of days or ``"red"`` / ``"blue"``.
        parent: the parent widget.

    Raises:
        ValueError: if ``dial`` is empty.
    """

    spin_requested = Signal()
    """A human asked to spin (Spin button, click on the dial, or Space); emitted only while enabled."""
    spin_finished = Signal(int)
    """The dial stopped; the argument is the sector index under the pointer."""
    sector_clicked = Signal(int)
    """A sector of the dial at rest was clicked (its index, from 0): a bet chooses it."""

    def __init__(self, dial: Sequence[tuple[Face, Face]], parent: QWidget | None = None) -> None:
        """Build the machine for ``dial`` (see the class docstring)."""
        super().__init__(parent)
        if len(dial) == 0:
            raise ValueError("the dial needs at least one sector")
        self._dial: list[tuple[Face, Face]] = [(pair[0], pair[1]) for pair in dial]
        self._step = 360.0 / len(self._dial)
        self._angle = 0.0
        self._spinning = False
        self._enabled = False
        self._target_sector: int | None = None
        self._spin_from = 0.0
        self._spin_to = 0.0
        self._generation = 0
        self._glow = 0.0
        self._caption_words: Words = ""
        self._cabinet_cache: tuple[tuple[int, int, float], QPixmap] | None = None
        """The cabinet painted at one size: ``((width, height, device pixel ratio), pixmap)``."""

        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(220, 260)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

        self._view = _DialView(self._dial, self)
        self._view.clicked.connect(self._on_dial_clicked)
        self._view.sector_clicked.connect(self._on_sector_clicked)
        self._caption = QLabel(self)
        self._caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._caption.setWordWrap(True)
        self._caption.setFont(theme.font(11.5, bold=True))
        self._caption.setStyleSheet(f"color: {theme.PAPER.name()}; background: transparent;")
        self._caption.setMinimumHeight(self._caption.fontMetrics().height() + 2)
        self._button = QPushButton(self)
        self._button.setObjectName("spinButton")
        self._button.setFont(theme.font(15, bold=True))
        self._button.setMinimumHeight(42)
        self._button.setCursor(Qt.CursorShape.PointingHandCursor)
        self._button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._button.setStyleSheet(_BUTTON_STYLE)
        self._button.clicked.connect(self._on_button_clicked)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 20)
        layout.setSpacing(6)
        layout.addWidget(self._view, 1)
        layout.addWidget(self._caption)
        button_row = QVBoxLayout()
        button_row.setContentsMargins(22, 0, 22, 0)
        button_row.addWidget(self._button)
        layout.addLayout(button_row)

        self._spin_anim = QPropertyAnimation(self, b"angle", self)
        self._spin_anim.setEasingCurve(QEasingCurve(QEasingCurve.Type.OutCubic))
        self._spin_anim.finished.connect(self._on_spin_done)
        self._pop_anim = QVariantAnimation(self)
        self._pop_anim.setStartValue(0.0)
        self._pop_anim.setEndValue(1.0)
        self._pop_anim.setDuration(POP_MS)
        self._pop_anim.valueChanged.connect(self._view.set_highlight)
        self._glow_anim = QVariantAnimation(self)
        self._glow_anim.setStartValue(0.0)
        self._glow_anim.setKeyValueAt(0.5, 1.0)
        self._glow_anim.setEndValue(0.0)
        self._glow_anim.setDuration(1600)
        self._glow_anim.setLoopCount(-1)
        self._glow_anim.setEasingCurve(QEasingCurve(QEasingCurve.Type.InOutSine))
        self._glow_anim.valueChanged.connect(self._on_glow)

        self.retranslate_ui()
        self.set_spin_enabled(False)
        self._view.set_state(self._angle, 0.0)

    # --- public API --------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        """Set every user-visible text again in the current language."""
        self._button.setText(self.tr("Spin"))
        self._button.setToolTip(self.tr("Spin the time-progression machine (Space)"))
        self._view.setToolTip(self.tr("Click to spin"))
        self.setAccessibleName(self.tr("Time-progression machine"))
        self._caption.setText(said(self._caption_words))
        self._view.clear_cache()  # the hub's "Spin!" is painted in a cached layer

    def dial(self) -> list[tuple[Face, Face]]:
        """Return the sectors' face pairs, in order."""
        return list(self._dial)

    def set_spin_enabled(self, enabled: bool) -> None:
        """Let a human spin now (button enabled and focused, 'Spin!' hint) or not.

        Args:
            enabled: True when the pending decision is a human's spin.
        """
        self._enabled = bool(enabled)
        self._button.setEnabled(self._enabled)
        self._update_hint()
        if self._enabled:
            self._button.setFocus(Qt.FocusReason.OtherFocusReason)

    def is_spin_enabled(self) -> bool:
        """Return whether a human may spin now (see :meth:`set_spin_enabled`)."""
        return self._enabled

    def spin_to(self, sector: int, speed: float = 1.0) -> None:
        """Spin the dial and stop with ``sector`` under the pointer, then emit :attr:`spin_finished`.

        A spin already running is cut short (its result is not emitted).

        Args:
            sector: index of the sector the engine drew (0-based, into the dial).
            speed: a duration factor: 1 is a normal spin of about 2.2 s, 0.5 is
                twice as quick, 0 (or less) jumps at once (the signal still comes
                from the event loop, never from inside this call).

        Raises:
            ValueError: if ``sector`` is not a sector of this dial.
        """
        index = operator.index(sector)
        if not 0 <= index < len(self._dial):
            raise ValueError(f"sector {index} is not on a dial of {len(self._dial)} sectors")
        self._generation += 1
        generation = self._generation
        self._spin_anim.stop()
        self._pop_anim.stop()
        self._view.set_highlight(0.0)
        self._target_sector = index
        start = self._angle % 360.0
        self._angle = start
        rest = (-index * self._step) % 360.0
        duration = round(SPIN_MS * speed) if speed > 0 else 0
        if duration <= 0:
            self._spinning = False
            self._set_angle(rest)
            self._view.set_highlight(1.0)
            self._update_hint()
            QTimer.singleShot(0, self, lambda: self._emit_finished(generation, index))
            return
        end = start + SPIN_TURNS * 360.0 + (rest - start) % 360.0
        self._spin_from = start
        self._spin_to = end
        self._spinning = True
        self._update_hint()
        self._spin_anim.setDuration(duration)
        self._spin_anim.setStartValue(start)
        self._spin_anim.setEndValue(end)
        self._spin_anim.start()

    def sector(self) -> int | None:
        """Return the sector index under the pointer, or None while the dial turns."""
        if self._spinning:
            return None
        return round(-self._angle / self._step) % len(self._dial)

    def is_spinning(self) -> bool:
        """Return whether the dial is turning now."""
        return self._spinning

    def set_compact(self, compact: bool) -> None:
        """Show the machine without its Spin button and its caption (a small window: the dial itself, Space and
        the decision panel spin it, and the panel says who plays), or whole again."""
        if compact == getattr(self, "_compact", False):
            return
        self._compact = compact
        self._button.setVisible(not compact)
        self._caption.setVisible(not compact)  # no room under a small dial: the decision panel beside says it
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(*((10, 8, 10, 12) if compact else (18, 14, 18, 20)))
        self.setMinimumSize(*((120, 140) if compact else (220, 260)))

    def is_compact(self) -> bool:
        """Return whether the machine is shown without its Spin button (see :meth:`set_compact`)."""
        return getattr(self, "_compact", False)

    def set_caption(self, text: Words) -> None:
        """Show a line under the dial, e.g. "Anna spins…" or "6 or 10?"; a function
        (:data:`~.wording.Words`) is written again after a language change."""
        self._caption_words = text
        self._caption.setText(said(text))

    def caption(self) -> str:
        """Return the line shown under the dial."""
        return self._caption.text()

    def spin_button(self) -> QPushButton:
        """Return the Spin button (for the main window's shortcuts and for tests)."""
        return self._button

    def dial_view(self) -> QWidget:
        """Return the painted dial (clicking it asks to spin)."""
        return self._view

    # --- the animated angle ----------------------------------------------------------
    def _get_angle(self) -> float:
        """Return the dial's rotation in degrees (clockwise)."""
        return self._angle

    def _set_angle(self, value: float) -> None:
        """Turn the dial to ``value`` degrees (clockwise) and repaint, with blur from the current speed."""
        self._angle = float(value)
        self._view.set_state(self._angle, self._blur_now())

    angle = Property(float, _get_angle, _set_angle)
    """The dial's rotation in degrees, clockwise; animated by :meth:`spin_to`."""

    def _blur_now(self) -> float:
        """Return the motion blur for the current speed of the dial, in degrees."""
        anim = self._spin_anim
        if not self._spinning or anim.duration() <= 0:
            return 0.0
        t = anim.currentTime() / anim.duration()
        h = 1e-3
        curve = anim.easingCurve()
        a, b = max(0.0, t - h), min(1.0, t + h)
        if b <= a:
            return 0.0
        slope = (curve.valueForProgress(b) - curve.valueForProgress(a)) / (b - a)
        degrees_per_ms = slope * (self._spin_to - self._spin_from) / anim.duration()
        return max(1e-3, min(self._step * 0.8, abs(degrees_per_ms) * 16.0))

    # --- slots ---------------------------------------------------------------------------
    @Slot()
    def _on_spin_done(self) -> None:
        """Settle on the target sector, pop the read-out and emit :attr:`spin_finished`."""
        if not self._spinning or self._target_sector is None:
            return
        self._spinning = False
        self._set_angle(self._spin_to % 360.0)
        self._update_hint()
        self._pop_anim.start()
        self.spin_finished.emit(self._target_sector)

    def _emit_finished(self, generation: int, sector: int) -> None:
        """Emit :attr:`spin_finished` for an instant spin unless a newer spin replaced it."""
        if generation == self._generation and not self._spinning:
            self.spin_finished.emit(sector)

    @Slot()
    def _on_button_clicked(self) -> None:
        """The Spin button was clicked."""
        self._request()

    @Slot()
    def _on_dial_clicked(self) -> None:
        """The dial was clicked."""
        self._request()

    @Slot(int)
    def _on_sector_clicked(self, sector: int) -> None:
        """A sector of the dial was clicked: tell it when the dial rests (not while it spins)."""
        if not self._spinning:
            self.sector_clicked.emit(sector)

    def _request(self) -> None:
        """Emit :attr:`spin_requested` if a human may spin now."""
        if self._enabled and not self._spinning:
            self.spin_requested.emit()

    @Slot(object)
    def _on_glow(self, value: object) -> None:
        """Breathe the halo around the Spin button."""
        self._glow = float(value)  # type: ignore[arg-type]
        self.update(self._button.geometry().adjusted(-14, -14, 14, 14))

    def _update_hint(self) -> None:
        """Show the 'you may spin' hints (hub, cursor, breathing halo) when enabled and idle."""
        on = self._enabled and not self._spinning
        self._view.set_hint(on)
        if on and self.isVisible():
            if self._glow_anim.state() != QVariantAnimation.State.Running:
                self._glow_anim.start()
        else:
            self._glow_anim.stop()
            if self._glow > 0.0:  # the halo is on screen: paint it away (and only then)
                self._glow = 0.0
                self.update(self._button.geometry().adjusted(-14, -14, 14, 14))

    # --- Qt overrides ------------------------------------------------------------------
    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """Return the preferred size: 300 × 360 pixels."""
        return QSize(300, 360)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """Return the smallest useful size: 220 × 260 pixels."""
        return QSize(220, 260)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """Start the hint's halo when shown."""
        super().showEvent(event)
        self._update_hint()

    def hideEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """Stop the halo when hidden (no idle animation off screen)."""
        super().hideEvent(event)
        self._glow_anim.stop()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """Space asks to spin while the machine (or a child without its own use of Space) has focus."""
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            if self._enabled and not self._spinning:
                self.spin_requested.emit()
            event.accept()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        """Paint the cabinet (drawn once per size: :meth:`_cabinet`) and the breathing halo of the Spin button."""
        p = QPainter(self)
        p.drawPixmap(0, 0, self._cabinet())
        # the breathing halo around the Spin button
        if self._glow > 0.0 and self._enabled and not self._spinning:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            r = QRectF(self._button.geometry())
            for i, alpha in enumerate((150, 105, 70, 42, 20)):
                grow = 1.5 + i * 2.0
                glow = QColor(255, 232, 140, int(self._glow * alpha))
                p.setPen(QPen(glow, 2.0))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(r.adjusted(-grow, -grow, grow, grow), 21 + grow, 21 + grow)
        p.end()

    def _cabinet(self) -> QPixmap:
        """The cabinet at the widget's size, painted once per size and kept (a line under the dial changes often)."""
        dpr = self.devicePixelRatioF()
        key = (self.width(), self.height(), dpr)
        cached = self._cabinet_cache
        if cached is not None and cached[0] == key:
            return cached[1]
        pix = QPixmap(math.ceil(self.width() * dpr), math.ceil(self.height() * dpr))
        pix.setDevicePixelRatio(dpr)
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        self._paint_cabinet(p)
        p.end()
        self._cabinet_cache = (key, pix)
        return pix

    def _paint_cabinet(self, p: QPainter) -> None:
        """Paint the cabinet: a lacquered body with a soft shadow, a brass pinstripe and rivets."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = QRectF(self.rect()).adjusted(4.0, 2.0, -4.0, -8.0)
        radius = min(26.0, body.width() * 0.09)
        p.setPen(Qt.PenStyle.NoPen)
        for i in range(6):
            p.setBrush(QColor(20, 5, 0, 14 + i * 4))
            p.drawRoundedRect(body.adjusted(-2.5 + i * 0.5, 3.0 + i, 2.5 - i * 0.5, 5.5 - i * 0.3), radius, radius)
        g = QLinearGradient(body.topLeft(), body.bottomLeft())
        g.setColorAt(0.0, _CABINET_LIGHT)
        g.setColorAt(0.55, _CABINET)
        g.setColorAt(1.0, _CABINET_DARK)
        p.setBrush(QBrush(g))
        p.setPen(QPen(_CABINET_DARK.darker(140), 1.0))
        p.drawRoundedRect(body, radius, radius)
        # a light top edge, as on a lacquered box
        sheen = QLinearGradient(body.topLeft(), body.topLeft() + QPointF(0, 40))
        sheen.setColorAt(0.0, QColor(255, 255, 255, 60))
        sheen.setColorAt(1.0, QColor(255, 255, 255, 0))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(sheen))
        p.drawRoundedRect(body.adjusted(1.5, 1.5, -1.5, -body.height() * 0.5), radius - 1.5, radius - 1.5)
        # brass pinstripe
        stripe = body.adjusted(7.0, 7.0, -7.0, -7.0)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(_GOLD.red(), _GOLD.green(), _GOLD.blue(), 150), 1.2))
        p.drawRoundedRect(stripe, radius - 6.0, radius - 6.0)
        # rivets
        for c in (
            stripe.topLeft() + QPointF(9, 9),
            stripe.topRight() + QPointF(-9, 9),
            stripe.bottomLeft() + QPointF(9, -9),
            stripe.bottomRight() + QPointF(-9, -9),
        ):
            rg = QRadialGradient(c + QPointF(-1.0, -1.0), 4.0)
            rg.setColorAt(0.0, QColor("#fff4c8"))
            rg.setColorAt(0.6, _GOLD)
            rg.setColorAt(1.0, _GOLD_DARK)
            p.setBrush(QBrush(rg))
            p.setPen(QPen(_GOLD_DARK.darker(150), 0.6))
            p.drawEllipse(c, 3.0, 3.0)


_BUTTON_STYLE = f"""
QPushButton#spinButton {{
    color: {theme.INK.name()};
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
        stop:0 #fff1b8, stop:0.45 #f3c94a, stop:1 #c9961b);
    border: 2px solid {_GOLD_DARK.name()};
    border-bottom: 4px solid #5e4308;
    border-radius: 20px;
    padding: 4px 22px;
}}
QPushButton#spinButton:hover {{
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
        stop:0 #fff6d0, stop:0.45 #f7d466, stop:1 #d6a429);
}}
QPushButton#spinButton:focus {{
    border-color: #fff1b8;
    border-bottom-color: #5e4308;
}}
QPushButton#spinButton:pressed {{
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
        stop:0 #d9a52a, stop:1 #f0c444);
    border-bottom: 2px solid #5e4308;
    padding-top: 6px;
}}
QPushButton#spinButton:disabled {{
    color: #6a5532;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
        stop:0 #cdb685, stop:0.5 #b39762, stop:1 #8f7446);
    border: 2px solid #5e4a26;
    border-bottom: 4px solid #45361a;
}}
"""


__all__ = [
    "BEZEL_R",
    "CENTRE",
    "FACE_R",
    "FLAPPER_LENGTH",
    "HINGE",
    "HUB_R",
    "INNER_WINDOW_AT",
    "MachineWidget",
    "OUTER_WINDOW_AT",
    "PEG_R",
    "PLAQUE",
    "PLAQUE_WINDOW_R",
    "POP_MS",
    "SETTLE_MS",
    "SPIN_MS",
    "SPIN_TURNS",
    "VIEW_H",
    "VIEW_W",
    "_DialView",
    "paint_face",
]
