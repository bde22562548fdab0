"""Every window the game opens fits the screen's free area and stands within it.

A window asks for the size its contents like (the rules 720 × 760, the results 980 × 760); on a
1024 × 700 screen that would put its bottom, and its Close button, off screen. :class:`ScreenFit`,
installed on the application (:func:`install_screen_fit`), makes each window no larger than the
free area of its screen (:meth:`QScreen.availableGeometry`, title bar and frame counted) and moves it
back inside when it would stand partly outside.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtWidgets import QApplication, QDialog, QWidget

FRAME_ALLOWANCE = (8, 34)
"""The room a window manager's frame and title bar take (width, height; logical pixels), counted while the
window's frame is not known yet (before it is first shown, or on a screen without frames)."""


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


class ScreenFit(QObject):
    """An application-wide event filter: each dialog is fitted to the screen (:func:`fit_on_screen`) as it shows."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """On a dialog's Show, fit it to its screen; every event goes on as it was."""
        if event.type() == QEvent.Type.Show and isinstance(watched, QDialog) and watched.isWindow():
            fit_on_screen(watched)
        return False


def install_screen_fit(app: QApplication) -> ScreenFit:
    """Fit every dialog ``app`` shows from now on to its screen (once: a second call returns the same filter)."""
    existing = app.findChild(ScreenFit)
    if isinstance(existing, ScreenFit):
        return existing
    fitter = ScreenFit(app)
    app.installEventFilter(fitter)
    return fitter
