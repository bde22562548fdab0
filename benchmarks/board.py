"""Board speed: building the scene and repainting the whole view, offscreen.

Run: ``python benchmarks/board.py [--repaints N] [--size 1600x1000]``. Prints
figures; asserts nothing. "Full repaint" renders the view's viewport into a
QImage through its normal paint path (background, cached board, pawns,
highlights); the first paint after a resize also renders the board's cache
and is shown apart. Set ``QT_SCALE_FACTOR=2`` to measure a HiDPI screen.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtGui import QImage, QRegion  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from gameofyear.content import load_content, load_texts  # noqa: E402
from gameofyear.dates import day_index  # noqa: E402
from gameofyear.ui import theme  # noqa: E402
from gameofyear.ui.board import BoardScene, BoardView  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repaints", type=int, default=200)
    parser.add_argument("--builds", type=int, default=10)
    parser.add_argument("--size", default="1600x1000")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))

    app = QApplication.instance() or QApplication([])
    texts = load_texts(load_content(), "en")
    colours = [colour for _, colour in theme.PAWN_COLOURS[:6]]

    builds = []
    scene = None
    for _ in range(args.builds):
        start = time.perf_counter()
        scene = BoardScene(texts, colours)
        builds.append((time.perf_counter() - start) * 1000)
    assert scene is not None
    print(f"scene build: first {builds[0]:.1f} ms, median {statistics.median(builds):.1f} ms "
          f"(366 squares, 6 pawns, tooltips)")

    scene.set_positions([day_index(d) for d in ("03-30", "07-14", "07-14", "10-24", "12-01", "12-31")])
    scene.set_active_player(1)
    scene.highlight_days([day_index("07-20"), day_index("07-23")])
    view = BoardView(scene)
    view.resize(width, height)
    view.show()
    app.processEvents()
    dpr = view.viewport().devicePixelRatioF()
    size = view.viewport().size()
    image = QImage(size * dpr, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)

    view.viewport().render(image)
    scene.sheet_item.clear_cache()  # the next paint renders the board's cache, as after a resize
    start = time.perf_counter()
    view.viewport().render(image)
    first = (time.perf_counter() - start) * 1000
    print(f"first paint at {width}x{height} (dpr {dpr:g}), renders the cached board: {first:.1f} ms")

    times = []
    for _ in range(args.repaints):
        start = time.perf_counter()
        view.viewport().render(image)
        times.append((time.perf_counter() - start) * 1000)
    print(f"full repaint at {width}x{height}: mean {statistics.mean(times):.2f} ms, "
          f"median {statistics.median(times):.2f} ms, max {max(times):.2f} ms over {args.repaints}")

    pawn = scene.pawn_item(0)
    frames = []
    for i in range(args.repaints):
        pawn.setPos(pawn.pos().x() + (1 if i % 2 else -1), pawn.pos().y())
        area = view.mapFromScene(pawn.sceneBoundingRect().adjusted(-4, -4, 4, 4)).boundingRect()
        start = time.perf_counter()
        view.viewport().render(image, area.topLeft(), QRegion(area))
        frames.append((time.perf_counter() - start) * 1000)
    print(f"one pawn animation frame (repaint of the pawn's area): mean {statistics.mean(frames):.2f} ms")
    print(f"board cache renders: {scene.sheet_item.cache_renders}")


if __name__ == "__main__":
    main()
