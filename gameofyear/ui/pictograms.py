"""The pictograms of the almanac squares, painted from qtawesome's icon fonts.

The names are checked when the content loads (:mod:`gameofyear.content.icons`);
here the font of each prefix is added to Qt's font database the first time a
pictogram of it is painted, and the glyph is drawn as text: crisp at every zoom
and pixel ratio, and cached with the board's sheet.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QPainter, QPixmap

from ..content.icons import charmap, font_file, split_name

_FAMILIES: dict[str, str | None] = {}


def _family(prefix: str) -> str | None:
    """The font family of ``prefix`` in Qt's font database (added once), or None."""
    if prefix not in _FAMILIES:
        path = font_file(prefix)
        family = None
        if path is not None:
            font_id = QFontDatabase.addApplicationFont(str(path))
            families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
            family = families[0] if families else None
        _FAMILIES[prefix] = family
    return _FAMILIES[prefix]


def glyph(name: str, pixel_size: float) -> tuple[QFont, str] | None:
    """The font and character that draw the pictogram ``name`` at ``pixel_size``; None when it cannot be drawn."""
    parts = split_name(name)
    if parts is None:
        return None
    prefix, icon = parts
    codes = charmap(prefix)
    family = _family(prefix)
    if codes is None or family is None or icon not in codes:
        return None
    font = QFont(family)
    font.setPixelSize(max(1, round(pixel_size)))
    if prefix.startswith("fa") and prefix.endswith("s"):
        font.setStyleName("Solid")
    return font, chr(codes[icon])


def paint_pictogram(painter: QPainter, name: str, box: QRectF, colour: QColor) -> bool:
    """Paint the pictogram ``name`` centred in ``box`` (scene or widget units) in ``colour``; False when it cannot be."""
    found = glyph(name, min(box.width(), box.height()))
    if found is None:
        return False
    font, char = found
    painter.save()
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, char)
    painter.restore()
    return True


def pictogram_pixmap(name: str, size: int, colour: QColor, ratio: float = 1.0) -> QPixmap:
    """A ``size``×``size`` pixmap (logical pixels, at device pixel ``ratio``) of the pictogram ``name``; empty when it cannot be."""
    pixmap = QPixmap(max(1, round(size * ratio)), max(1, round(size * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    paint_pictogram(painter, name, QRectF(0, 0, size, size), colour)
    painter.end()
    return pixmap
