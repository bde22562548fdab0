"""The legend of the board: what the frames, the marks and the pictograms of the squares mean.

View ▸ Legend opens it in a window of its own (:class:`LegendDialog`); Help ▸
Rules shows it after the rules (:func:`add_legend`). The squares in it are
cut from a real board, so the legend always looks like the board.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QUrl
from PySide6.QtGui import QColor, QImage, QPainter, QTextCursor, QTextDocument
from PySide6.QtWidgets import QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..content import Texts
from ..narrate import QT_TRANSLATE_NOOP, day_name
from . import theme
from .language import log_tr
from .pictograms import pictogram_pixmap
from .screenfit import FittedDialog

FRAME_NAMES: dict[str, str] = {
    "red": QT_TRANSLATE_NOOP("AlmanacDialog", "red frame (a lucky day)"),
    "blue": QT_TRANSLATE_NOOP("AlmanacDialog", "blue frame (an unlucky day)"),
    "double_blue": QT_TRANSLATE_NOOP("AlmanacDialog", "double blue frame (give a token to the bank first)"),
    "half": QT_TRANSLATE_NOOP("AlmanacDialog", "half red, half blue frame (it depends)"),
    "sign": QT_TRANSLATE_NOOP("AlmanacDialog", "first day of a sign"),
    "quarter": QT_TRANSLATE_NOOP("AlmanacDialog", "end of a quarter"),
    "start": QT_TRANSLATE_NOOP("AlmanacDialog", "Start"),
    "finish": QT_TRANSLATE_NOOP("AlmanacDialog", "the last day"),
}
"""What each frame kind means, in English (shown translated: ``QCoreApplication.translate("AlmanacDialog", …)``)."""


def frame_name(frame: str) -> str:
    """Return what a frame kind means, in the interface's language ("red frame (a lucky day)")."""
    name = FRAME_NAMES.get(frame)
    return QCoreApplication.translate("AlmanacDialog", name) if name is not None else frame


def _examples(texts: Texts) -> list[tuple[int, str]]:
    """One square of each frame kind of the board (its day index) and what the frame means."""
    squares = texts.content.squares
    wanted = ("red", "blue", "double_blue", "half", "sign", "quarter", "start", "finish")
    found: list[tuple[int, str]] = []
    for frame in wanted:
        square = next((sq for sq in squares if sq.frame == frame), None)
        if square is not None:
            found.append((square.index, frame_name(frame)))
    return found


def _square_image(scene: object, day: int, size: int, ratio: float) -> QImage:
    """The picture of the square ``day`` cut from ``scene`` (a :class:`~.board.BoardScene`), ``size`` logical pixels wide."""
    from .board import CELL_HEIGHT, CELL_WIDTH

    source = scene.square_rect(day).adjusted(-1, -1, 1, 2)  # type: ignore[attr-defined]
    height = round(size * CELL_HEIGHT / CELL_WIDTH)
    image = QImage(round(size * ratio), round(height * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor(theme.PAPER))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, size, height), source)  # type: ignore[attr-defined]
    painter.end()
    return image


MARK_SIGNS: tuple[str, ...] = ("?", "C", "H", "¤", "→", "←", "⇄", "+2", "✕")
"""The marks at the foot of a square, as the board paints them (C and H translated)."""


def _mark_words() -> list[tuple[str, str]]:
    """The marks and their meaning, in the interface's language."""
    words = [
        QCoreApplication.translate("Legend", "a question, a quiz or the table decides what happens"),
        QCoreApplication.translate("Legend", "draws a Chance card (a good day)"),
        QCoreApplication.translate("Legend", "draws a Hazard card (a bad day)"),
        QCoreApplication.translate("Legend", "money is paid or received"),
        QCoreApplication.translate("Legend", "the pawn moves on"),
        QCoreApplication.translate("Legend", "the pawn goes back"),
        QCoreApplication.translate("Legend", "pawns change places"),
        QCoreApplication.translate("Legend", "extra turns"),
        QCoreApplication.translate("Legend", "the next turn is lost"),
    ]
    signs = list(MARK_SIGNS)
    signs[1] = QCoreApplication.translate("BoardScene", "C")
    signs[2] = QCoreApplication.translate("BoardScene", "H")
    return list(zip(signs, words))


def legend_html(texts: Texts, document: QTextDocument, ratio: float = 1.0) -> str:
    """The legend as HTML, its pictures added to ``document`` as image resources (``legend:…``)."""
    from .board import BoardScene

    scene = BoardScene(texts, [])
    title = QCoreApplication.translate("Legend", "The board")
    intro = QCoreApplication.translate(
        "Legend", "Each square is one day of the year. Its frame says what kind of day it is; the small picture in "
                  "its corner shows the event of that date, and the marks at its foot say what the event does. "
                  "Hover a square to read its entry, click it to read it in full.")
    parts = [f"<h2>{html.escape(title)}</h2>", f"<p>{html.escape(intro)}</p>", "<table cellpadding='4'>"]
    for day, meaning in _examples(texts):
        url = f"legend:square-{day}"
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(url), _square_image(scene, day, 44, ratio))
        parts.append(f"<tr><td><img src='{url}' width='44'></td><td>{html.escape(meaning)}<br>"
                     f"<small>{html.escape(day_name(day, log_tr))}</small></td></tr>")
    parts.append("</table>")
    marks = QCoreApplication.translate("Legend", "The marks at the foot of a square")
    parts.append(f"<h3>{html.escape(marks)}</h3><table cellpadding='3'>")
    for sign, words in _mark_words():
        parts.append(f"<tr><td align='center'><b>{html.escape(sign)}</b></td><td>{html.escape(words)}</td></tr>")
    parts.append("</table>")
    pictures = QCoreApplication.translate("Legend", "The pictures of the events")
    parts.append(f"<h3>{html.escape(pictures)}</h3><table cellpadding='3'>")
    for square in texts.content.squares:
        if not square.icon:
            continue
        url = f"legend:icon-{square.index}"
        colour = QColor(theme.FRAME_COLOURS.get(square.frame, theme.INK)).darker(135)
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(url),
                             pictogram_pixmap(square.icon, 20, colour, ratio).toImage())
        title = texts.text(f"almanac.{square.date}.title")
        parts.append(f"<tr><td><img src='{url}' width='20'></td><td>{html.escape(day_name(square.index, log_tr))}</td>"
                     f"<td>{html.escape(title)}</td></tr>")
    parts.append("</table>")
    return "".join(parts)


def add_legend(browser: QTextBrowser, texts: Texts) -> None:
    """Add the legend at the end of ``browser``'s text (Help ▸ How to Play)."""
    cursor = browser.textCursor()
    cursor.movePosition(QTextCursor.MoveOperation.End)
    cursor.insertHtml("<hr>" + legend_html(texts, browser.document(), browser.devicePixelRatioF()))
    browser.moveCursor(QTextCursor.MoveOperation.Start)


class LegendDialog(FittedDialog):
    """View ▸ Legend: the frames, marks and pictograms of the board explained.

    Args:
        texts: the words of the content (the squares' titles), in the window's language.
    """

    def __init__(self, texts: Texts, parent: QWidget | None = None):
        super().__init__(parent)
        self.texts = texts
        """The words it shows (:meth:`set_texts` after View ▸ Language)."""
        self.resize(560, 700)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setStyleSheet("QTextBrowser { background: #fffdf6; font-size: 14px; padding: 10px; }")
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate_ui()

    def set_texts(self, texts: Texts) -> None:
        """Show the legend with ``texts`` (the same content's words in another language), at once."""
        self.texts = texts
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Write the title and the legend in the language installed, with :attr:`texts` (the scroll stays)."""
        self.setWindowTitle(self.tr("Legend of the Board"))
        bar = self.browser.verticalScrollBar()
        at = bar.value()
        self.browser.setHtml(legend_html(self.texts, self.browser.document(), self.devicePixelRatioF()))
        bar.setValue(at)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
