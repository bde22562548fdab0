"""The installation's self-test: ``gameofyear --self-test``.

It answers one question for a player, a packager or CI: does this copy of the
game (a checkout, an installed wheel or a PyInstaller bundle) have everything it
needs, and does it start? It runs these checks in order and prints one line for
each:

1. ``data``: the data folder is found (:mod:`gameofyear.paths`) and holds the
   almanac's rules files, the icon and the English rules text;
2. ``content``: every edition ``gameofyear validate`` checks (those of the almanac,
   a house almanac's laid over the game's own, and always ``classic``) loads and
   validates in every language it checks (a language with a missing or unusable
   text counts as a problem, as in ``gameofyear validate``);
3. ``translations``: every ``resources/**/*.qm`` file loads with ``QTranslator``;
4. ``images``: every image in ``resources/`` loads (this needs Qt's image plugins);
5. ``qt-plugins``: ``offscreen`` and the platform plugin of this system (xcb and
   wayland on Linux, cocoa on macOS, windows on Windows) are present, and the SVG
   image and icon plugins load. The system's plugin must also load where it will
   be used (see :func:`platform_in_use`): in a bundle, which carries its libraries,
   and on Linux in a session with a display and no other platform chosen.
   Elsewhere (tests and CI running offscreen) a plugin that cannot load is a
   note naming the missing libraries and the Debian packages that bring them;
6. ``user-folders``: the settings file, the data folder (saves) and the state folder (log) Qt gives the game lie
   outside the game's own folder (nothing is ever written inside a bundle);
7. ``window``: the main window opens offscreen, paints, loads the almanac and
   shows a board (settings in a temporary file: the player's are not touched);
8. ``game``: one seeded game between four basic computer players is played to
   the end through the engine.

``QT_QPA_PLATFORM`` is set to ``offscreen`` when it is not set, so the self-test
runs without a display. Qt and the rules are imported inside the checks, so a
missing piece is reported by the check that needs it.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

SEED = 1
"""The seed of the self-test's computer game (and of its players' profiles)."""

GAME_PLAYERS = 4
"""How many basic computer players the self-test's game seats."""

REQUIRED_FILES = (
    "almanac/events.yaml",
    "almanac/cards.yaml",
    "almanac/quizzes.yaml",
    "almanac/profile.yaml",
    "almanac/text/en.yaml",
    "resources/icons/gameofyear.svg",
    "resources/rules.en.md",
)
"""Files every copy of the game carries, relative to the data folder."""

IMAGE_SUFFIXES = (".svg", ".png", ".jpg", ".jpeg", ".gif", ".webp", ".ico", ".bmp")
"""Suffixes of the files in ``resources/`` that the ``images`` check loads."""

PLATFORM_PLUGINS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "linux": (("xcb",), ("wayland",)),
    "darwin": (("cocoa",), ()),
    "win32": (("windows",), ()),
}
"""Per ``sys.platform`` prefix: (the system's platform plugins, plugins that must only be present).

The first must be present, and must load where it will be used (:func:`platform_in_use`).
Wayland's plugin needs the system's own Wayland libraries, which only a Wayland
desktop has: it must be there, but may fail to load elsewhere. ``offscreen``
must always be present and load (:data:`ALWAYS_LOADED`).
"""

ALWAYS_LOADED = (("platforms", "offscreen"), ("imageformats", "svg"), ("iconengines", "svg"))
"""Plugins that must load on every system and in every session: the self-test's own window uses them."""

WINDOW_TIMEOUT = 20.0
"""Seconds the ``window`` check waits for the first painted frame."""


@dataclass
class CheckResult:
    """The outcome of one check.

    Attributes:
        name: the check's short name (``data``, ``content``, …).
        ok: True when nothing is wrong.
        summary: one line saying what was found.
        problems: what is wrong, one line each (empty when ``ok``).
        seconds: how long the check took.
        notes: what a passed check found worth saying (a plugin that cannot load
            here but is not used here), one line each.
    """

    name: str
    ok: bool
    summary: str
    problems: list[str] = field(default_factory=list)
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)


class _Passed(Exception):
    """Raised inside a check that passed but has notes for the player."""

    def __init__(self, summary: str, notes: list[str]):
        super().__init__(summary)
        self.summary = summary
        self.notes = notes


class _Failed(Exception):
    """Raised inside a check: its problems, and what was found before them."""

    def __init__(self, problems: list[str], summary: str = ""):
        super().__init__("; ".join(problems))
        self.problems = problems
        self.summary = summary


@dataclass
class _Context:
    """What the checks find and pass on to the later ones."""

    almanac: Path | None
    chosen_platform: str | None = None
    root: Path | None = None
    content: Any = None
    content_path_works: bool = False
    app: Any = None
    temp: Any = None
    previous_handler: Any = None


def run_self_test(almanac: Path | None = None, out: TextIO | None = None) -> int:
    """Run every check, print a line for each and a closing verdict.

    Args:
        almanac: a content folder to check instead of the game's own (``--almanac``);
            the resources are still the game's own.
        out: where to print (default: standard output).

    Returns:
        0 when every check passed, 1 when any failed (each problem is printed
        below its check, naming the file or plugin concerned).
    """
    out = out or sys.stdout
    chosen = os.environ.get("QT_QPA_PLATFORM") or None
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from . import __version__

    started = time.perf_counter()
    frozen = getattr(sys, "_MEIPASS", None)
    where = f"the bundle at {Path(sys.executable).parent}" if frozen else f"Python {sys.version.split()[0]} at {sys.executable}"
    print(f"Game of the Year {__version__} self-test ({where}, Qt platform {os.environ['QT_QPA_PLATFORM']})",
          file=out, flush=True)
    context = _Context(almanac=Path(almanac) if almanac is not None else None, chosen_platform=chosen)
    results: list[CheckResult] = []
    try:
        for name, check in CHECKS:
            result = _run_check(name, check, context)
            results.append(result)
            _print_result(result, out)
    finally:
        if context.temp is not None:
            context.temp.cleanup()
        if context.app is not None:
            from PySide6.QtCore import qInstallMessageHandler

            qInstallMessageHandler(context.previous_handler)
    failed = [r.name for r in results if not r.ok]
    seconds = time.perf_counter() - started
    if failed:
        print(f"self-test FAILED: {', '.join(failed)} ({len(failed)} of {len(results)} checks, {seconds:.1f} s)",
              file=out, flush=True)
        return 1
    print(f"self-test passed ({len(results)} checks, {seconds:.1f} s)", file=out, flush=True)
    return 0


def _run_check(name: str, check: Callable[[_Context], str], context: _Context) -> CheckResult:
    start = time.perf_counter()
    try:
        summary = check(context)
    except _Passed as exc:
        return CheckResult(name, True, exc.summary, [], time.perf_counter() - start, exc.notes)
    except _Failed as exc:
        return CheckResult(name, False, exc.summary or "failed", exc.problems, time.perf_counter() - start)
    except Exception as exc:  # noqa: BLE001 - a self-test reports every failure, whatever it is
        return CheckResult(name, False, "failed", [f"{type(exc).__name__}: {exc}"], time.perf_counter() - start)
    return CheckResult(name, True, summary, [], time.perf_counter() - start)


def _print_result(result: CheckResult, out: TextIO) -> None:
    mark = "ok  " if result.ok else "FAIL"
    print(f"{mark}  {result.name:<13} {result.summary} [{result.seconds:.2f} s]", file=out, flush=True)
    for problem in result.problems:
        print(f"        {problem}", file=out, flush=True)
    for note in result.notes:
        print(f"        note: {note}", file=out, flush=True)


# ---------------------------------------------------------------------- the checks


def _check_data(context: _Context) -> str:
    from .paths import data_root

    try:
        root = data_root()
    except FileNotFoundError as exc:
        raise _Failed([str(exc)], "no data folder") from None
    context.root = root
    missing = [f"{root / name}: missing" for name in REQUIRED_FILES if not (root / name).is_file()]
    editions = sorted((root / "almanac" / "editions").glob("*.yaml"))
    if not editions:
        missing.append(f"{root / 'almanac' / 'editions'}: no edition file (*.yaml)")
    kind = "bundle" if getattr(sys, "_MEIPASS", None) and root == Path(sys._MEIPASS) else "folder"  # type: ignore[attr-defined]
    files = sum(1 for p in (root / "almanac").rglob("*") if p.is_file())
    resources = sum(1 for p in (root / "resources").rglob("*") if p.is_file()) if (root / "resources").is_dir() else 0
    summary = f"{root} ({kind}): almanac/ {files} files, resources/ {resources} files"
    if missing:
        raise _Failed(missing, summary)
    return summary


def _check_content(context: _Context) -> str:
    from .content import ContentError, load_content, load_texts

    if context.almanac is None and context.root is None:
        raise _Failed(["no data folder (see the data check)"], "not checked")
    from .content.loader import content_layers, editions_to_check, language_names

    folder = context.almanac or context.root / "almanac"  # type: ignore[operator]
    problems: list[str] = []
    try:  # the editions and languages `gameofyear validate` checks, a house almanac's included
        layers = content_layers(folder)
    except ContentError as exc:
        raise _Failed(exc.problems, "no content folder") from None
    editions = editions_to_check(layers)
    languages = language_names(layers)
    if "en" not in languages:
        languages.insert(0, "en")  # its absence is then reported by the loader
    loaded: dict[str, Any] = {}
    for edition in editions:
        try:
            content = load_content(folder, edition=edition)
        except ContentError as exc:
            problems += [p for p in exc.problems if p not in problems]
            continue
        loaded[edition] = content
        for language in languages:
            try:
                texts = load_texts(content, language)
            except ContentError as exc:
                problems += [p for p in exc.problems if p not in problems]
                continue
            problems += [f"{edition}/{language}: {w}" for w in texts.warnings]
    context.content = loaded.get("classic") or next(iter(loaded.values()), None)
    context.content_path_works = "classic" in loaded  # what the window loads by default
    summary = (f"{len(editions)} edition(s) ({', '.join(editions) or 'none'}) × {len(languages)} language(s) "
               f"({', '.join(languages)})")
    if problems:
        raise _Failed(problems, summary)
    content = context.content
    illustrated = sum(1 for square in content.squares if square.illustrated)
    return f"{summary}: {len(content.cards)} cards, {illustrated} illustrated squares"


QUIET_QT_MESSAGES = ("does not support propagateSizeHints",)
"""Qt warnings the self-test does not repeat: the offscreen platform's notes about window hints."""


def _qt_message(_kind: Any, _where: Any, message: str) -> None:
    """Print Qt's messages to standard error, less the harmless :data:`QUIET_QT_MESSAGES`."""
    if not any(quiet in message for quiet in QUIET_QT_MESSAGES):
        print(f"Qt: {message}", file=sys.stderr, flush=True)


def _application(context: _Context) -> Any:
    """Return the Qt application, made once with the game's name (settings go to the game's folders)."""
    if context.app is None:
        from PySide6.QtCore import qInstallMessageHandler

        from .ui.app import make_application

        context.previous_handler = qInstallMessageHandler(_qt_message)
        context.app = make_application([sys.argv[0] if sys.argv else "gameofyear"], with_icon=False)
    return context.app


def _resource_files(context: _Context, suffixes: tuple[str, ...]) -> list[Path]:
    if context.root is None or not (context.root / "resources").is_dir():
        raise _Failed(["no resources folder (see the data check)"], "not checked")
    return sorted(p for p in (context.root / "resources").rglob("*") if p.is_file() and p.suffix.lower() in suffixes)


def _check_translations(context: _Context) -> str:
    files = _resource_files(context, (".qm",))
    if not files:
        return "no translation files (resources/**/*.qm) yet"
    from PySide6.QtCore import QTranslator

    _application(context)
    problems = []
    for path in files:
        translator = QTranslator()
        if not translator.load(str(path)):
            problems.append(f"{path}: cannot be loaded as a Qt translation")
        elif translator.isEmpty():
            problems.append(f"{path}: holds no translation")
    summary = f"{len(files)} file(s): {', '.join(p.name for p in files)}"
    if problems:
        raise _Failed(problems, summary)
    return summary


def _check_images(context: _Context) -> str:
    files = _resource_files(context, IMAGE_SUFFIXES)
    from PySide6.QtGui import QImageReader

    _application(context)
    problems = []
    for path in files:
        reader = QImageReader(str(path))
        image = reader.read()
        if image.isNull():
            problems.append(f"{path}: cannot be read ({reader.errorString()})")
    summary = f"{len(files)} image(s) in resources/"
    if problems:
        raise _Failed(problems, summary)
    return summary


def platform_in_use(system: str, chosen: str | None, environ: dict[str, str] | None = None) -> bool:
    """Say whether this system's own platform plugin will be used by the copy of the game being checked.

    Args:
        system: the ``sys.platform`` prefix (``linux``, ``darwin``, ``win32``).
        chosen: ``QT_QPA_PLATFORM`` as the player set it (None when unset).
        environ: the environment (default ``os.environ``).

    Returns:
        True in a bundle (it is what players start, and it carries the plugin's
        libraries), on macOS and Windows (no other platform has a display there),
        and on Linux when the session has an X11 display (``DISPLAY``) and no
        other platform was chosen. False otherwise: tests and CI run offscreen.
    """
    variables: Mapping[str, str] = os.environ if environ is None else environ
    if getattr(sys, "frozen", False) or system != "linux":
        return True
    if chosen:
        return chosen.split(":")[0] == "xcb"
    return bool(variables.get("DISPLAY"))


def _check_qt_plugins(context: _Context) -> str:
    from PySide6.QtCore import QCoreApplication

    from .qtplugins import find_plugins, install_hint, load_plugin

    _application(context)
    system = next((key for key in PLATFORM_PLUGINS if sys.platform.startswith(key)), "")
    own, must_exist = PLATFORM_PLUGINS.get(system, ((), ()))
    in_use = platform_in_use(system, context.chosen_platform)
    wanted = [(kind, key, "load") for kind, key in ALWAYS_LOADED]
    wanted += [("platforms", key, "load" if in_use else "try") for key in own]
    wanted += [("platforms", key, "exist") for key in must_exist]
    problems: list[str] = []
    notes: list[str] = []
    seen: list[str] = []
    cache: dict[str, dict[str, Path]] = {}
    for kind, key, how in wanted:
        plugins = cache.setdefault(kind, find_plugins(kind))
        path = plugins.get(key)
        if path is None:
            folders = ", ".join(str(Path(f, kind)) for f in QCoreApplication.libraryPaths())
            problems.append(f"Qt plugin {kind}/{key} is missing (looked in {folders or 'no plugin folder'})")
            continue
        if how != "exist":
            loaded = load_plugin(path)
            if not loaded.ok:
                lacking = (f"it needs {', '.join(loaded.missing)}" if loaded.missing else loaded.error)
                if loaded.missing and system == "linux":
                    lacking += f" (Debian, Ubuntu: {install_hint(loaded.packages())})"
                if how == "load":
                    problems.append(f"Qt plugin {path} cannot be loaded: {loaded.error}"
                                    + (f"; {lacking}" if loaded.missing else ""))
                else:
                    notes.append(f"Qt plugin {kind}/{key} cannot be loaded here, which only matters for the "
                                 f"game's window on this desktop: {lacking}")
                continue
        seen.append(f"{kind}/{key}")
    summary = ", ".join(seen) or "none found"
    if problems:
        raise _Failed(problems, summary)
    if notes:
        raise _Passed(summary, notes)
    return summary


def _inside(path: Path, folder: Path) -> bool:
    try:
        path.resolve().relative_to(folder.resolve())
    except ValueError:
        return False
    return True


def _check_user_folders(context: _Context) -> str:
    from PySide6.QtCore import QSettings, QStandardPaths

    _application(context)
    settings = Path(QSettings().fileName())
    data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    state = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.StateLocation) or data
    own = [Path(sys.executable).parent] if getattr(sys, "frozen", False) else []
    if context.root is not None:
        own.append(context.root)
    problems = []
    for what, path in (("settings", settings), ("saves", Path(data) if data else None),
                       ("log", Path(state) if state else None)):
        if path is None:
            problems.append(f"Qt gives no folder for the {what}")
            continue
        for folder in own:
            if _inside(path, folder):
                problems.append(f"the {what} would be written inside the game's own folder: {path}")
    summary = f"settings {settings}; saves in {data}; log in {state}"
    if problems:
        raise _Failed(problems, summary)
    return summary


def _check_window(context: _Context) -> str:
    import tempfile

    from PySide6.QtCore import QEvent, QEventLoop, QSettings, QTimer

    from .ui.mainwindow import MainWindow
    from .ui.settings import Settings

    if context.content is None:
        raise _Failed(["the content could not be loaded (see the content check)"], "not opened")
    app = _application(context)
    context.temp = tempfile.TemporaryDirectory(prefix="gameofyear-self-test-")
    settings = Settings(QSettings(str(Path(context.temp.name) / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "instant"
    start = time.perf_counter()
    window = MainWindow(None, settings, auto_dialogs=False)
    loop = QEventLoop()
    painted: list[float] = []
    def first_paint() -> None:
        painted.append(time.perf_counter() - start)
        loop.quit()

    window.after_first_paint(first_paint)
    QTimer.singleShot(int(WINDOW_TIMEOUT * 1000), loop.quit)
    window.show()
    try:
        if not painted:
            loop.exec()
        if not painted:
            raise _Failed([f"the main window painted nothing within {WINDOW_TIMEOUT:.0f} s"], "not painted")
        if context.content_path_works:
            if not window.load_content(context.almanac):
                raise _Failed(["the main window could not load the almanac"], "painted, no almanac")
        else:  # the game's default edition is missing: show the edition that loaded
            window.content = context.content
        from .ui.newgame import quick_setup

        assert window.content is not None
        window.start_game(quick_setup(window.content, settings), seed=SEED)
        app.processEvents()
        image = window.grab().toImage()
        colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 29)}
        if image.isNull() or len(colours) < 4:
            raise _Failed([f"the window's picture is blank ({len(colours)} colours)"], "painted, blank")
        size = f"{image.width()}×{image.height()}"
    finally:
        window.close()
        window.deleteLater()
        app.processEvents()
        # deleted now, while the application lives: a window left to the interpreter's exit can crash it
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return f"main window painted in {painted[0]:.2f} s, board shown ({size}, {len(colours)} colours sampled)"


def _check_game(context: _Context) -> str:
    import random

    from .bots import make_bot
    from .engine.game import Game
    from .seats import DEFAULT_LEVEL, default_bot_seed
    from .simulation import play_out, random_setup

    content = context.content
    if content is None:
        raise _Failed(["the content could not be loaded (see the content check)"], "not played")
    limits = content.edition.players
    players = max(limits.min, min(GAME_PLAYERS, limits.max))
    setup = random_setup(random.Random(SEED), content, players)
    game = Game.new(setup, content, SEED)
    bots = [make_bot(DEFAULT_LEVEL, default_bot_seed(SEED, i)) for i in range(players)]
    decisions = play_out(game, bots)
    outcome = game.outcome()
    if outcome is None:
        raise _Failed([f"the game stopped after {decisions} decisions without an outcome"], "unfinished")
    _place, winner, tokens, money = outcome.ranking[0]
    return (f"seed {SEED}, {content.edition.name} edition: {players} basic computer players, {decisions} decisions; "
            f"{setup.players[winner].name} wins with {tokens} tokens and {content.format_money(money)}")


CHECKS: tuple[tuple[str, Callable[[_Context], str]], ...] = (
    ("data", _check_data),
    ("content", _check_content),
    ("translations", _check_translations),
    ("images", _check_images),
    ("qt-plugins", _check_qt_plugins),
    ("user-folders", _check_user_folders),
    ("window", _check_window),
    ("game", _check_game),
)
"""The checks in the order they run, by name."""
