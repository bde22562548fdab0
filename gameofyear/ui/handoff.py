"""Passing the screen between people: a cover that hides the whole table until the next person lifts it.

With two or more people at one screen, :class:`ScreenCover` lies over the
window's table (board, machine, players, log and any open card) between one
person's turn and the next: "Pass the screen to Alice". Only when Alice
presses "I am Alice" (a click, Return or Space) is the table shown and her
decision asked. Nothing secret is drawn under the cover: the window asks for
the decision only once the cover is lifted.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal, Slot
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from . import theme


class ScreenCover(QWidget):
    """The cover over the table while the screen passes to ``name``; it follows the size of the widget it covers.

    Args:
        covered: the widget to hide (the window's central widget); the cover is
            a child of its parent window, laid exactly over it.
        name: the person to pass the screen to.
        colour: that person's pawn colour (a band at the top of the cover).

    Signals:
        lifted: the person pressed "I am …": show the table and ask their decision.
    """

    lifted = Signal()

    def __init__(self, covered: QWidget, name: str, colour: QColor):
        window = covered.window()
        super().__init__(window)
        self.setObjectName("screenCover")
        self._covered = covered
        self._colour = QColor(colour)
        self.name = name
        """The person the screen passes to."""
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(False)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.label = QLabel()
        """"Pass the screen to Alice."."""
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        self.label.setFont(theme.font(26, bold=True))
        self.label.setStyleSheet(f"color: {theme.PAPER.name()}")
        self.hint = QLabel()
        """What the person does next."""
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.hint.setFont(theme.font(13))
        self.hint.setStyleSheet(f"color: {theme.PAPER_DARK.name()}")
        self.button = QPushButton()
        """Lifts the cover (Return and Space press it too)."""
        self.button.setFont(theme.font(14, bold=True))
        self.button.setDefault(True)
        self.button.setAutoDefault(True)
        self.button.setStyleSheet(
            f"QPushButton {{ background: {theme.FRAME_COLOURS['start'].name()}; color: white; padding: 10px 28px;"
            f" border: 3px solid {theme.FRAME_COLOURS['start'].darker(130).name()}; border-radius: 8px; }}"
            f" QPushButton:focus {{ border-color: {theme.PAPER.name()}; }}")
        self.button.clicked.connect(self.lift)
        self.retranslate_ui()
        layout.addWidget(self.label)
        layout.addSpacing(8)
        layout.addWidget(self.hint)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        covered.installEventFilter(self)
        self._fit()
        self.show()
        self.raise_()
        self.button.setFocus()

    def retranslate_ui(self) -> None:
        """Write the cover's words in the language installed."""
        name = self.name
        self.label.setText(self.tr("Pass the screen to %1.").replace("%1", name))
        self.hint.setText(self.tr("%1, press the button when only you can see the screen. "
                                  "The others look away while you choose.").replace("%1", name))
        self.button.setText(self.tr("I am %1: show my turn").replace("%1", name))
        self.button.setAccessibleName(self.button.text())
        self.button.setAccessibleDescription(self.label.text())
        self.setAccessibleName(self.label.text())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Follow the covered widget's size and place."""
        if watched is self._covered and event.type() in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.Show):
            self._fit()
        return False

    def _fit(self) -> None:
        covered, parent = self._covered, self.parentWidget()
        top_left = covered.mapTo(parent, covered.rect().topLeft()) if parent is not None else None
        if top_left is not None:
            self.setGeometry(top_left.x(), top_left.y(), covered.width(), covered.height())
        self.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        """Paint the cover opaque: the table beneath cannot be seen through it."""
        painter = QPainter(self)
        painter.fillRect(self.rect(), theme.BACKGROUND)
        painter.fillRect(0, 0, self.width(), 10, self._colour)
        painter.end()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Return, Enter and Space lift the cover wherever the focus is on it."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.lift()
            return
        super().keyPressEvent(event)

    @Slot()
    def lift(self) -> None:
        """Take the cover away and say so (:attr:`lifted`), once."""
        if not self.isVisible():
            return
        self._covered.removeEventFilter(self)
        self.hide()
        self.deleteLater()
        self.lifted.emit()


__all__ = ["ScreenCover"]
