"""Every window the game opens fits the screen's free area and stands within it.

A window asks for the size its contents like (the rules 720 × 760, the results 980 × 760); on a
1024 × 700 screen that would put its bottom, and its Close button, off screen. Every dialog of the
game is a :class:`FittedDialog`: as it shows, it makes itself no larger than the free area of its
screen (:meth:`QScreen.availableGeometry`, title bar and frame counted) and moves back inside when it
would stand partly outside. (An event filter on the whole application would do it for every window,
but it costs a call into Python for every event of the game: a quarter of the interface's work per
decision, measured with ``benchmarks/gui.py``.)
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QApplication, QDialog, QWidget

FRAME_ALLOWANCE = (8, 34)
"""The room a window manager's frame and title bar take (width, height; logical pixels), counted while the
window's frame is not known yet (before it is first shown, or on a screen without frames)."""


FIRST_SIZE = (1400, 860)
"""The size of a window of the table at its first start (pixels), made smaller to fit a smaller screen
(:func:`fitting_size`)."""


def fitting_size(window: QWidget) -> QSize:
    """The size of a window of the table opened for the first time, at home or in a network game: :data:`FIRST_SIZE`,
    or 95 % of the screen's free area when smaller.

    A laptop's 1366×768 screen gets a window it shows whole, title bar and all.
    """
    size = QSize(*FIRST_SIZE)
    screen = window.screen()
    if screen is None:
        return size
    free = screen.availableGeometry().size()
    return size.boundedTo(QSize(int(free.width() * 0.95), int(free.height() * 0.95)))


def free_area(window: QWidget) -> QRect | None:
    """The free area (without panels and docks) of the screen ``window`` is on, or None when there is no screen."""
    screen = window.screen() or QApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else None


def fit_on_screen(window: QWidget) -> None:
    """Make the top-level ``window`` no larger than its screen's free area, frame and title bar included, and
    move it so that it stands wholly within that area.

    A window whose minimum size is larger than the free area keeps its minimum size (it lays itself out to
    fit: see the New Game dialog) and is placed at the area's top left corner.
    """
    area = free_area(window)
    if area is None or not window.isWindow():
        return
    frame, inner = window.frameGeometry(), window.geometry()
    extra_w = frame.width() - inner.width() if frame.width() > inner.width() else FRAME_ALLOWANCE[0]
    extra_h = frame.height() - inner.height() if frame.height() > inner.height() else FRAME_ALLOWANCE[1]
    width = max(window.minimumWidth(), min(window.width(), area.width() - extra_w))
    height = max(window.minimumHeight(), min(window.height(), area.height() - extra_h))
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
    x = max(area.left(), min(frame.x(), area.left() + area.width() - width - extra_w))
    y = max(area.top(), min(frame.y(), area.top() + area.height() - height - extra_h))
    if (x, y) != (frame.x(), frame.y()):
        window.move(x, y)


class FittedDialog(QDialog):
    """A dialog that fits its screen's free area as it shows (:func:`fit_on_screen`); one embedded in another
    widget (a decision in the panel) is left as it is. Every dialog of the game derives from it."""

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Fit the window to its screen, before it is first painted."""
        super().showEvent(event)
        if self.isWindow():
            fit_on_screen(self)
