"""Help windows: the rules, and the almanac browser listing every date with its text and effects."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..content import Texts
from ..narrate import day_name, description_in_words
from ..paths import resources_dir
from . import theme
from .language import log_tr
from .legend import FRAME_NAMES, frame_name
from .screenfit import FittedDialog

__all__ = ["FRAME_NAMES", "AlmanacDialog", "RulesDialog", "frame_name"]

class RulesDialog(FittedDialog):
    """The rules of the game: ``resources/rules.<language>.md``, or the English ones when that language has none.

    Args:
        language: the window's language code (``en``, ``fr``…).
        parent: the parent widget.
        texts: the words of the content: the legend of the board follows the rules (None: the rules alone).
    """

    def __init__(self, language: str, parent: QWidget | None = None, texts: Texts | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("How to Play"))
        self.resize(720, 760)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        path = resources_dir() / f"rules.{language}.md"
        if not path.is_file():
            path = resources_dir() / "rules.en.md"
        self.browser.setMarkdown(path.read_text(encoding="utf-8"))
        if texts is not None:  # the legend of the board follows the rules
            from .legend import add_legend

            add_legend(self.browser, texts)
        self.browser.setStyleSheet("QTextBrowser { background: #fffdf6; font-size: 14px; padding: 12px; }")
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


class AlmanacDialog(FittedDialog):
    """Every illustrated date: its title, frame, text and effects; with a filter box.

    Args:
        texts: the words of the almanac, in the window's language (``texts.content`` gives the squares).
        parent: the parent widget.
    """

    def __init__(self, texts: Texts, parent: QWidget | None = None):
        super().__init__(parent)
        self.texts = texts
        self.content = content = texts.content
        self.setWindowTitle(self.tr("Almanac of Events"))
        self.resize(900, 640)
        layout = QVBoxLayout(self)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Filter: a date, a word…"))
        self.filter.textChanged.connect(self._apply_filter)
        self.filter.returnPressed.connect(self.dates_focus)
        layout.addWidget(self.filter)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        """The list of dates and the entry shown, side by side (the divider can be dragged)."""
        self.dates = QListWidget()
        self.dates.setMinimumWidth(260)
        self.dates.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.dates.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.detail = QTextBrowser()
        self.detail.setStyleSheet("QTextBrowser { background: #fffdf6; font-size: 14px; padding: 10px; }")
        self.splitter.addWidget(self.dates)
        self.splitter.addWidget(self.detail)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([440, 460])
        layout.addWidget(self.splitter, 1)
        for square in content.squares:
            if square.frame == "plain":
                continue
            if square.frame == "sign":
                title = f"{theme.ZODIAC_SYMBOLS.get(square.sign or '', '')} {texts.text(f'signs.{square.sign}')}"
            else:
                title = texts.text(f"almanac.{square.date}.title")
            item = QListWidgetItem(f"{day_name(square.index, log_tr)} — {title}")
            item.setToolTip(item.text())
            item.setData(Qt.ItemDataRole.UserRole, square.index)
            item.setForeground(theme.FRAME_COLOURS.get(square.frame, theme.INK).darker(130))
            if square.icon:
                from PySide6.QtGui import QIcon

                from .pictograms import pictogram_pixmap

                item.setIcon(QIcon(pictogram_pixmap(square.icon, 18, theme.FRAME_COLOURS.get(square.frame, theme.INK).darker(135),
                                                    self.devicePixelRatioF())))
            self.dates.addItem(item)
        self.dates.currentItemChanged.connect(self._show)
        self.dates.setCurrentRow(0)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setAutoDefault(False)  # Return in the filter goes to the list, not to Close
        close.setDefault(False)
        layout.addWidget(buttons)

    @Slot()
    def dates_focus(self) -> None:
        """Return in the filter: on to the list of the dates found (Escape or Close leave the window)."""
        self.dates.setFocus()

    @Slot()
    def _show(self) -> None:
        item = self.dates.currentItem()
        if item is None:
            return
        square = self.content.squares[item.data(Qt.ItemDataRole.UserRole)]
        parts = [f"<h2>{day_name(square.index, log_tr)}</h2>", f"<p><i>{frame_name(square.frame)}</i></p>"]
        if square.frame == "sign":
            parts.append(f"<p>{self.texts.text(f'signs.{square.sign}')}</p>")
        else:
            parts.append(f"<h3>{self.texts.text(f'almanac.{square.date}.title')}</h3>")
            parts.append(f"<p>{self.texts.text(f'almanac.{square.date}.text')}</p>")
        does = description_in_words(self.texts, square.effects, log_tr, frame=square.frame)
        if does:
            parts.append("<p><b>" + self.tr("What it does:") + "</b> " + does + "</p>")
        self.detail.setHtml("".join(parts))

    @Slot(str)
    def _apply_filter(self, text: str) -> None:
        needle = text.strip().lower()
        for i in range(self.dates.count()):
            item = self.dates.item(i)
            square = self.content.squares[item.data(Qt.ItemDataRole.UserRole)]
            haystack = (item.text() + " " + self.texts.text(f"almanac.{square.date}.text")).lower()
            item.setHidden(bool(needle) and needle not in haystack)
        current = self.dates.currentItem()
        if current is None or current.isHidden():  # show the first date found, or say there is none
            first = next((self.dates.item(i) for i in range(self.dates.count()) if not self.dates.item(i).isHidden()), None)
            if first is not None:
                self.dates.setCurrentItem(first)
            else:
                self.detail.setHtml("<p><i>" + self.tr("No date matches “%1”.").replace("%1", html.escape(text.strip()))
                                    + "</i></p>")
