"""Render the game's icons from its one SVG, for the desktops and installers.

Run: ``python packaging/icons.py [OUT]`` (default ``build/icons``). From
``resources/icons/gameofyear.svg`` it writes, with Qt's SVG renderer (each size
drawn from the vector, not scaled down from a big picture):

- ``hicolor/<N>x<N>/apps/<APP_ID>.png`` for N in :data:`SIZES`, and
  ``hicolor/scalable/apps/<APP_ID>.svg``: the Linux icon theme layout, named after
  the application's id (:data:`APP_ID`) as Flatpak and AppStream want
  (``packaging/linux/install.sh`` copies it to ``share/icons/``);
- ``gameofyear.iconset/``: the macOS layout ``iconutil -c icns`` turns into an
  ``.icns`` (``icon_16x16.png`` … ``icon_512x512@2x.png``);
- ``gameofyear.ico`` (Windows: 16 to 256 pixels) and ``gameofyear.icns``
  (macOS: 16 to 1024 pixels) from those same pictures, when Pillow is installed
  (``pip install '.[packaging]'``); without it they are left out and said so.

The icons are generated at build time (``packaging/build.py`` runs this first);
none is committed, so the SVG stays the one source.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SVG = ROOT / "resources" / "icons" / "gameofyear.svg"
APP_ID = "io.github.gameofyear.GameOfTheYear"
"""The application's id: the name of its desktop entry, AppStream file and theme icons."""
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
"""Pixel sizes of the Linux icon theme's PNGs."""
ICONSET = {f"icon_{n}x{n}{'@2x' if scale == 2 else ''}.png": n * scale for n in (16, 32, 128, 256, 512) for scale in (1, 2)}
"""The macOS iconset's file names and their pixel sizes."""
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)


def render(svg: Path, size: int):  # -> QImage
    """Return the SVG drawn on a transparent ``size``×``size`` picture (a ``QImage``).

    Raises:
        ValueError: the SVG cannot be read.
    """
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG file")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
    renderer.render(painter)
    painter.end()
    return image


def make_icons(out: Path, svg: Path = SVG) -> list[Path]:
    """Write every icon file into ``out`` (see the module docstring).

    Returns:
        The files written.

    Raises:
        ValueError: the SVG cannot be read.
        OSError: a file cannot be written.
    """
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # QPainter on a QImage needs one for fonts
    written: list[Path] = []
    pictures: dict[int, Path] = {}
    wanted = sorted(set(SIZES) | set(ICONSET.values()) | set(ICO_SIZES) | set(ICNS_SIZES))
    cache = out / "png"
    cache.mkdir(parents=True, exist_ok=True)
    for size in wanted:
        path = cache / f"gameofyear-{size}.png"
        if not render(svg, size).save(str(path)):
            raise OSError(f"{path}: cannot be written")
        pictures[size] = path
    for size in SIZES:
        target = out / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(pictures[size], target)
        written.append(target)
    scalable = out / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)
    written.append(scalable)
    iconset = out / "gameofyear.iconset"
    iconset.mkdir(parents=True, exist_ok=True)
    for name, size in ICONSET.items():
        shutil.copyfile(pictures[size], iconset / name)
        written.append(iconset / name)
    written += _pillow_icons(out, pictures)
    return written


def _pillow_icons(out: Path, pictures: dict[int, Path]) -> list[Path]:
    """Write ``gameofyear.ico`` and ``gameofyear.icns`` with Pillow (nothing without it)."""
    try:
        from PIL import Image
    except ImportError:
        print("icons: Pillow is not installed: gameofyear.ico and gameofyear.icns are left out "
              "(pip install '.[packaging]', or on macOS use iconutil, see packaging/README.md)")
        return []
    written = []
    ico = [Image.open(pictures[n]).convert("RGBA") for n in ICO_SIZES]
    path = out / "gameofyear.ico"
    ico[-1].save(path, format="ICO", sizes=[(n, n) for n in ICO_SIZES], append_images=ico[:-1])
    written.append(path)
    icns = [Image.open(pictures[n]).convert("RGBA") for n in ICNS_SIZES]
    path = out / "gameofyear.icns"
    icns[-1].save(path, format="ICNS", append_images=icns[:-1])
    written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    """Render the icons into the folder given on the command line; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", type=Path, default=ROOT / "build" / "icons")
    args = parser.parse_args(argv)
    files = make_icons(args.out)
    print(f"icons: {len(files)} files in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
