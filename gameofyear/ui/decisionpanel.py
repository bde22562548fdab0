"""The decision panel: decisions are asked beside the board, never over it.

A decision's widget (a :class:`~gameofyear.ui.dialogs.DecisionDialog`) is
shown inside the panel as a plain child widget, so that the board stays in
sight and can be hovered while deciding; the squares the decision can reach
glow on the board and a click on one of them answers it (the window does that,
from :func:`gameofyear.engine.reach.option_squares`). Between decisions the
panel says what is going on ("Emma is playing…").
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QApplication, QFrame, QLabel, QLayout, QPushButton, QScrollArea, QVBoxLayout, QWidget

from . import theme
from .access import equip_decision, first_control, stack_buttons_if_wide
from .wording import Words, said

DOCKED_MARGINS = (18, 16, 18, 12)
"""The margins of a decision shown in the panel (left, top, right, bottom; logical pixels)."""


PINNED_SHARE = 0.45
"""A decision's buttons stay in sight below its scrolling text when their row takes at most this
share of the panel's height (a taller row, such as the machine's two numbers, scrolls with the rest)."""

REVEAL_MARGIN = 8
"""Room kept around the control with the focus when it is scrolled into sight (logical pixels)."""

SPREAD_WIDTH = 760
"""A panel at least this wide (logical pixels) shows a decision's text beside its choices (:meth:`spread`)."""

ROOMY_HEIGHT = 300
"""A panel at least this high (logical pixels) shows the decision's header (name, money, tokens) too."""


class DecisionPanel(QFrame):
    """Holds the decision on screen (:attr:`widget`) or, between decisions, a short line of what happens.

    Signals:
        asking_changed(bool): a decision is about to be shown (True) or was taken away (False): the table
            gives the panel the log's room while one is asked (:class:`~.tablelayout.TableView`).
        room_wanted(int): the decision shown, laid out, scrolls: it needs this height (logical pixels) to show
            whole, and the table makes the board smaller while it is asked (:attr:`wanted_height`).

    Args:
        parent: the parent widget.
    """

    asking_changed = Signal(bool)
    room_wanted = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decisionPanel")
        self.widget: QWidget | None = None
        """The decision shown now (a :class:`~gameofyear.ui.dialogs.DecisionDialog`), or None."""
        self.asking = False
        """True while a decision is shown (from just before it is laid out)."""
        self.wanted_height = 0
        """The height the decision shown asked for beyond the panel's (:attr:`room_wanted`); 0: none."""
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.idle = QLabel()
        """The line shown between decisions."""
        self.idle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.idle.setWordWrap(True)
        self.idle.setTextFormat(Qt.TextFormat.PlainText)
        self.idle.setFont(theme.font(13))
        self.idle.setStyleSheet(f"color: {theme.INK_SOFT.name()}; padding: 12px;")
        layout = self._layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.idle, 1)
        layout.addWidget(self.scroller, 1)
        self.scroller.hide()
        self._idle_words: Words = ""

    def show_decision(self, widget: QWidget) -> None:
        """Show ``widget`` (a decision dialog) in the panel, as a child widget, and give it the focus.

        The dialog becomes a plain widget (no window, not modal); its
        minimum widths are relaxed to the panel's, so that it never changes the
        window's size. What it says scrolls when the panel is too low for it
        (:meth:`~gameofyear.ui.dialogs.DecisionDialog.scroll_sheet`); its buttons
        stay in sight below. Another widget scrolls whole. It stays until
        :meth:`clear` or until it hides itself (answered).
        """
        self.clear()
        self.asking = True
        self.asking_changed.emit(True)  # the log gives way first: the decision is laid out for the room it gets
        wanted = widget.focusWidget()  # where the decision puts the keyboard: made a plain widget, it forgets
        widget.setWindowFlags(Qt.WindowType.Widget)
        layout = widget.layout()
        if layout is not None:
            layout.setContentsMargins(*DOCKED_MARGINS)
        set_width = getattr(widget, "set_content_width", None)
        if set_width is not None:
            set_width(0)
        header = getattr(widget, "header", None)
        if isinstance(header, QWidget):
            roomy = self.height() >= ROOMY_HEIGHT
            header.setVisible(roomy)
            title, name = getattr(widget, "title_label", None), getattr(header, "name_label", None)
            if not roomy and isinstance(title, QLabel) and isinstance(name, QLabel) and name.text():
                # a low panel has no room for the header: its question says whose it is (at one screen, the offers
                # of days ask each person in turn on the others' turns)
                title.setText(f"{name.text()} — {title.text()}")
        for button in widget.findChildren(QPushButton):
            button.setMinimumWidth(min(button.minimumWidth(), 150))
        compact = getattr(widget, "compact", None)
        spread = getattr(widget, "spread", None)
        if compact is not None and self.height() < ROOMY_HEIGHT:  # a low panel: every pixel of height counts
            compact(self.width())
        elif spread is not None and self.width() >= SPREAD_WIDTH and getattr(widget, "may_spread", True):
            spread(self.width() - DOCKED_MARGINS[0] - DOCKED_MARGINS[2], self.height())  # the text beside the choices
        stack_buttons_if_wide(widget, self.width())  # larger text: buttons one above the other rather than cut
        equip_decision(widget)  # names for a screen reader, a clear focus frame
        self.widget = widget
        widget.installEventFilter(self)
        give_way = getattr(widget, "give_way", None)
        widget.ensurePolished()
        if give_way is not None and give_way(self.width(), self.height()):  # whole, what it says summed up if need be
            self._layout.addWidget(widget, 1)
        elif self._pins_buttons(widget):  # its text scrolls above its buttons, which stay in sight
            sheet: QScrollArea = widget.scroll_sheet()  # type: ignore[attr-defined]
            # laid out (and its texts wrapped) after it is shown: the control with the focus is brought in sight then
            sheet.verticalScrollBar().rangeChanged.connect(self._reveal_focus_soon)
            sheet.verticalScrollBar().rangeChanged.connect(self._ask_room)
            self._layout.addWidget(widget, 1)
        else:  # the whole decision scrolls (its buttons are most of it: the machine's two numbers)
            self.scroller.setWidget(widget)
            self.scroller.show()
            self.scroller.verticalScrollBar().rangeChanged.connect(self._ask_room)
        self.idle.hide()
        widget.show()
        focus: QWidget | None = wanted if wanted is not None and wanted is not widget and widget.isAncestorOf(wanted) \
            else widget.focusWidget()
        if focus is None or focus is widget:  # the keyboard goes to a control, never to the bare panel
            focus = first_control(widget)
        (focus or widget).setFocus(Qt.FocusReason.OtherFocusReason)
        self._reveal_focus_soon()  # once laid out: a field to type in is scrolled into sight
        QTimer.singleShot(0, self, self._ask_room)  # and the room it lacks, if any, asked of the table

    def _ask_room(self, *_changed: int) -> None:
        """Once the decision shown is laid out: when it scrolls or stands higher than the panel, ask the table for
        the height it lacks (:attr:`room_wanted`; a smaller board while it is asked), once for each new need."""
        widget = self.widget
        if widget is None or not self.asking:
            return
        lacking = 0
        layout = widget.layout()
        if layout is not None:
            needed = layout.totalHeightForWidth(widget.width()) if layout.hasHeightForWidth() else -1
            lacking = max(needed, layout.totalMinimumSize().height()) - widget.height()
        for area in (getattr(widget, "sheet_scroller", None), self.scroller):
            if isinstance(area, QScrollArea) and area.isVisible():
                lacking = max(lacking, area.verticalScrollBar().maximum())
        wanted = self.height() + lacking
        if lacking > 0 and wanted > self.wanted_height:
            self.wanted_height = wanted
            self.room_wanted.emit(wanted)  # the table is arranged again at once
            QTimer.singleShot(0, self, self._ask_room)  # laid out anew: what it still lacks, if anything

    def _pins_buttons(self, widget: QWidget) -> bool:
        """Whether ``widget``'s buttons stay in sight beside or below its scrolling text: a decision laid out for
        a low panel (its ``compact()``), or one whose row of buttons takes at most :data:`PINNED_SHARE` of the
        panel's height."""
        row = getattr(widget, "button_row", None)
        if not isinstance(row, QLayout) or not hasattr(widget, "scroll_sheet"):
            return False
        if getattr(widget, "compacted", False) or getattr(widget, "spread_out", False):  # its choices fit
            return True
        return row.sizeHint().height() <= PINNED_SHARE * self.height()

    def _reveal_focus_soon(self) -> None:
        """Call :meth:`_reveal_focus` once the events of the moment (the layout's) are handled."""
        QTimer.singleShot(0, self, self._reveal_focus)

    def _reveal_focus(self) -> None:
        """Scroll the decision so that the control with the keyboard focus is in sight."""
        widget = self.widget
        if widget is None:
            return
        focus = widget.focusWidget()
        scroller = getattr(widget, "sheet_scroller", None) or self.scroller
        inner = scroller.widget()
        if focus is None or inner is None or not scroller.isAncestorOf(focus):
            return
        # the whole control, not only its text cursor (which ensureWidgetVisible() would keep in sight)
        centre = focus.mapTo(inner, focus.rect().center())
        if focus.height() + 2 * REVEAL_MARGIN <= scroller.viewport().height():
            scroller.ensureVisible(centre.x(), centre.y(), focus.width() // 2 + REVEAL_MARGIN,
                                   focus.height() // 2 + REVEAL_MARGIN)
        else:  # taller than the view (a list of arrangements): its top
            scroller.ensureVisible(centre.x(), centre.y(), focus.width() // 2 + REVEAL_MARGIN, 0)
            scroller.verticalScrollBar().setValue(focus.mapTo(inner, focus.rect().topLeft()).y() - REVEAL_MARGIN)

    def clear(self, text: Words = "") -> None:
        """Take the decision away (it is answered or no longer asked) and show ``text`` instead."""
        widget, self.widget = self.widget, None
        if widget is not None:
            self._keep_keyboard(widget)
            if self.scroller.widget() is widget:
                self.scroller.takeWidget()
            else:
                self._layout.removeWidget(widget)
                widget.setParent(None)  # type: ignore[call-overload]
            widget.hide()
        self.scroller.hide()
        self.set_idle_text(text)
        self.idle.show()
        self.wanted_height = 0
        if self.asking:
            self.asking = False
            self.asking_changed.emit(False)

    def _keep_keyboard(self, widget: QWidget) -> None:
        """Keep the keyboard with the panel when ``widget``, which has it, goes: Qt would hand it to the next part
        of the table (the board), where the Return that goes on past a card opened a square's entry."""
        focus = QApplication.focusWidget()
        if focus is not None and (focus is widget or widget.isAncestorOf(focus)):
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """A decision that hides itself once answered leaves the keyboard with the panel (:meth:`_keep_keyboard`)."""
        if event.type() == QEvent.Type.Hide and watched is self.widget and isinstance(watched, QWidget):
            self._keep_keyboard(watched)
        return super().eventFilter(watched, event)

    def set_idle_text(self, text: Words) -> None:
        """Show ``text`` while no decision is asked (ignored while one is); a function is written again after
        a language change."""
        self._idle_words = text
        self.idle.setText(said(text))

    def retranslate_ui(self) -> None:
        """Write the line shown between decisions in the language installed (a decision is asked again by its
        window, which knows what it asks)."""
        self.idle.setText(said(self._idle_words))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        """Paint the panel's paper with a thin border, like a card on the table."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(theme.INK_SOFT.lighter(190))
        painter.setBrush(theme.PAPER)
        painter.drawRoundedRect(self.rect().adjusted(0, 0, -1, -1), 8, 8)
        painter.end()
