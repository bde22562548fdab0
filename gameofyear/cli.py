"""The ``gameofyear`` command.

- ``gameofyear``: open the desktop game.
- ``gameofyear play``: play at the terminal, you against computer players.
- ``gameofyear simulate --players 4 --bots basic --games 1000 --seed 1 [--log]``:
  headless games between bots, with a summary (``--log`` tells one game's events).
- ``gameofyear tournament --bots expert,normal,easy,random --games 2000 --seed 1``:
  bot levels against each other with rotating seats; win rates and mean tokens
  with 95 % confidence intervals.
- ``gameofyear play --length half --variant savings``: the terminal game with house rules of the family.
- ``gameofyear lab --variant NAME [--variant NAME…] --games 2000 --seed 1 [--plot DIR]``: each house rule
  of the family against the plain game on the same seeds, with 95 % intervals (:mod:`gameofyear.lab`).
- ``gameofyear validate [PATH] [--lang LANG]``: check a content folder; exit 1 on any problem.
- ``gameofyear replay FILE [--log]``: check a saved game and tell where it stands
  (``--log``: every event in plain English); exit 1 when it cannot be loaded.
- ``gameofyear --self-test``: check this copy of the game (see :mod:`gameofyear.selftest`).
- ``gameofyear --install-desktop-entry``: a menu entry and an icon for a copy installed with pip
  (:mod:`gameofyear.desktop_entry`).

Every command ends on Ctrl+C with one line and exit code 130, and quietly when
its output is closed (``gameofyear simulate | head``). Counts that make no
sense (``--games 0``, negative numbers, an empty list of computer players)
are refused by the argument parser, with exit code 2.
"""

from __future__ import annotations

import argparse
import contextlib
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from . import __version__
from .argtypes import count, seed, shown
from .seats import DEFAULT_LEVEL
from .terminal import _human, _play

__all__ = ["INTERRUPTED", "desktop_problem", "main", "_human"]

# The rules, the content and the bots are imported by the commands that use them, so
# that the desktop game opens its window without waiting for them (the levels of
# ``--bots`` too: each is checked against gameofyear.bots.BOT_LEVELS when given).
INTERRUPTED = 130
"""The exit code after Ctrl+C (128 + SIGINT, as shells report it)."""
MAX_GAMES = 10_000_000
"""The most games one ``simulate`` or ``tournament`` plays."""


def _folder(text: str) -> Path:
    """An argument naming a folder to write into: an empty name is refused (it would mean the current folder).

    Raises:
        argparse.ArgumentTypeError: the name is empty or only spaces.
    """
    if not text.strip():
        raise argparse.ArgumentTypeError("an empty name is not a folder (name the folder to write into)")
    return Path(text)


def _bot_list(text: str) -> str:
    """An argparse type: computer levels, comma-separated, at least one, each a level of :data:`gameofyear.bots.BOT_LEVELS`."""
    from .bots import BOT_LEVELS  # only for simulate and tournament: the desktop game starts without it

    kinds = [k.strip() for k in text.split(",") if k.strip()]
    if not kinds:
        raise argparse.ArgumentTypeError("name at least one computer level (" + ", ".join(BOT_LEVELS) + ")")
    unknown = [k for k in kinds if k not in BOT_LEVELS]
    if unknown:
        raise argparse.ArgumentTypeError(f"unknown bot {shown(unknown[0], 40)!r} (known: {', '.join(BOT_LEVELS)})")
    return ",".join(kinds)


def _bot_level(text: str) -> str:
    """An argparse type: one computer level of :data:`gameofyear.bots.BOT_LEVELS` (every registered level)."""
    kinds = _bot_list(text).split(",")
    if len(kinds) != 1:
        raise argparse.ArgumentTypeError(f"name one computer level, not {len(kinds)}")
    return kinds[0]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code (0: success, 1: a problem, 2: bad arguments, 130: Ctrl+C).

    Ctrl+C ends any command with one line on stderr; a closed output (a pipe
    whose reader has gone) ends it quietly.
    """
    try:
        return _main(argv)
    except KeyboardInterrupt:
        with contextlib.suppress(Exception):
            print("\nInterrupted.", file=sys.stderr, flush=True)
        return INTERRUPTED
    except BrokenPipeError:
        _silence_stdout()
        return 1


def _silence_stdout() -> None:
    """After a broken pipe: send what is left of the output nowhere, so that exiting prints no second error."""
    import os

    with contextlib.suppress(Exception):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())


COMMANDS = ("play", "lab", "simulate", "tournament", "replay", "validate", "serve")
"""The commands, as typed after ``gameofyear``."""

QT_OPTIONS = ("-reverse", "-widgetcount", "-nograb", "-dograb", "-sync")
"""Qt's standard options of a desktop application that take no value (``-reverse``: right to left)."""
QT_VALUE_OPTIONS = ("-style", "-stylesheet", "-platform", "-platformpluginpath", "-platformtheme", "-plugin",
                    "-qwindowgeometry", "-qwindowicon", "-qwindowtitle", "-session", "-display", "-geometry",
                    "-qmljsdebugger")
"""Qt's standard options that take a value, after a space or ``=`` (``-style fusion``, ``-style=fusion``)."""


def without_qt_options(words: Sequence[str]) -> list[str]:
    """The command line ``words`` without Qt's standard options (:data:`QT_OPTIONS`, :data:`QT_VALUE_OPTIONS`),
    which the window's ``QApplication`` reads from the same command line, as every Qt program's does.

    >>> without_qt_options(["-reverse", "-style", "fusion", "--almanac", "house", "-style=windows"])
    ['--almanac', 'house']
    """
    kept: list[str] = []
    skip = False
    for word in words:
        if skip:
            skip = False
        elif word in QT_OPTIONS or word.split("=", 1)[0] in QT_VALUE_OPTIONS and "=" in word:
            pass
        elif word in QT_VALUE_OPTIONS:
            skip = True
        else:
            kept.append(word)
    return kept


class _NotWindowOnly(Exception):
    """A command line that :func:`_window_options` leaves to the whole parser."""


class _WindowParser(argparse.ArgumentParser):
    """The parser of the options that only open the window; an error hands the line to the whole parser."""

    def error(self, message: str) -> NoReturn:
        raise _NotWindowOnly(message)


def _add_window_options(parser: argparse.ArgumentParser) -> None:
    """Give ``parser`` the options that come before any command (and alone open the window)."""
    parser.add_argument("--almanac", type=Path, help="play with the house almanac PATH laid over the game's own (or a whole almanac folder)")
    parser.add_argument("--quit-after-first-paint", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--self-test", action="store_true",
                        help="check that this copy of the game has all its content, translations and Qt plugins, "
                             "opens its window and plays a game; exit 1 on any problem")
    parser.add_argument("--install-desktop-entry", action="store_true",
                        help="give this copy (installed with pip) a menu entry and an icon in your own folders "
                             "(~/.local/share/applications and icons)")


def _window_options(argv: Sequence[str] | None) -> argparse.Namespace | None:
    """Read a command line that names no command (the window's), without building every command's parser.

    Building the parsers of all the commands takes several milliseconds of a start that opens the
    window; a line with no command, no help and no mistake needs only the options before any command.

    Args:
        argv: the arguments after the program's name (None: ``sys.argv[1:]``).

    Returns:
        The options (``command`` None), as the whole parser would read them; None when the line names a
        command, asks for help or has anything the options before a command do not take (the whole
        parser then reads it, and says what is wrong).
    """
    words = list(sys.argv[1:] if argv is None else argv)
    if any(word in COMMANDS or word.startswith(("-h", "--h", "--v")) for word in words):
        return None
    words = without_qt_options(words)  # the window's QApplication takes them (-reverse, -style …)
    parser = _WindowParser(prog="gameofyear", add_help=False)
    _add_window_options(parser)
    parser.set_defaults(command=None)
    try:
        return parser.parse_args(words)
    except _NotWindowOnly:
        return None


def _main(argv: Sequence[str] | None) -> int:
    args = _window_options(argv)
    if args is None:
        parsed = _parse(argv)
        if isinstance(parsed, int):
            return parsed
        args = parsed
    code = _run(args)
    if argv is None and getattr(args, "self_test", False):
        _end_self_test(code)
    return code


def _end_self_test(code: int) -> NoReturn:
    """End the self-test's own process with ``code`` once its report is written, without the interpreter's
    teardown: Qt objects freed there after the application (caches of the window's parts) have crashed the
    exit, once in a few hundred runs, after the report was printed, and the exit code is the verdict."""
    import logging
    import os

    logging.shutdown()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    os._exit(code)


def _parse(argv: Sequence[str] | None) -> argparse.Namespace | int:
    """Read the command line with the whole parser: its options, or the exit code of a bad line or ``--help``."""
    parser = argparse.ArgumentParser(prog="gameofyear", description="Game of the Year, the calendar board game.")
    _add_window_options(parser)
    parser.add_argument("--version", action="version", version=f"gameofyear {__version__}")
    sub = parser.add_subparsers(dest="command")
    play = sub.add_parser("play", help="play at the terminal against computer players")
    play.add_argument("--opponents", type=count(1, 5), default=3, help="computer players (1-5, default 3)")
    play.add_argument("--bots", default=DEFAULT_LEVEL, type=_bot_level,
                      help="the computer players' level (an unknown one is refused with the list of levels; default basic)")
    play.add_argument("--seed", type=seed, default=None, help="the game's seed, to play the same game again (default: any)")
    play.add_argument("--length", choices=("year", "half", "quarter"), default=None,
                      help="the length of the game: the whole year, half a year (to 30 June) or a quarter "
                           "(to 31 March); default: asked")
    from .engine.variants import HOUSE_RULES, VARIANT_NAMES  # the one registry of the house rules

    play.add_argument("--variant", action="append", default=[],
                      choices=[rule.name for rule in HOUSE_RULES if rule.field != "length"],
                      help="a house rule of the family of games (docs/VARIANTS.md); may be repeated")
    lab = sub.add_parser("lab", help="play each house rule of the family against the plain game on the same seeds "
                                     "and print what it changes, with 95%% intervals")
    lab.add_argument("--variant", action="append", required=True,
                     help=f"a house rule ({', '.join(VARIANT_NAMES)}), or several joined by + "
                          "to try together; may be repeated")
    lab.add_argument("--games", type=count(1, MAX_GAMES), default=2000, help="games per configuration (default 2000)")
    lab.add_argument("--seed", type=seed, default=1, help="game g uses seed SEED + g in every configuration (default 1)")
    lab.add_argument("--players", type=count(2, 6), default=4, help="players per game (default 4; teams: 4 or 6)")
    lab.add_argument("--bots", default="normal", type=_bot_level,
                     help="the computer players' level (an unknown one is refused with the list of levels; default normal)")
    lab.add_argument("--workers", type=count(1, 256), default=1, help="processes to play in (default 1)")
    lab.add_argument("--edition", default="classic", help="classic (default) or italian")
    lab.add_argument("--plot", type=_folder, default=None, help="also write the figures as PNG charts in this folder")
    sim = sub.add_parser("simulate", help="play headless games between bots and print a summary")
    sim.add_argument("--players", type=count(1, 100), default=4, help="players per game (default 4)")
    sim.add_argument("--bots", type=_bot_list, default=DEFAULT_LEVEL, help="bot kinds, comma-separated, one per seat (repeated)")
    sim.add_argument("--games", type=count(1, MAX_GAMES), default=100, help="how many games (default 100)")
    sim.add_argument("--seed", type=seed, default=1, help="game i uses seed SEED + i (default 1)")
    sim.add_argument("--edition", default="classic", help="classic (default) or italian")
    sim.add_argument("--log", action="store_true", help="print every event of the first game in plain English")
    sim.add_argument("--save-dir", type=_folder, default=None,
                     help="write each game as a save file in this folder (game-SEED.json; the desktop game opens them)")
    tour = sub.add_parser("tournament", help="play bot levels against each other (rotating seats) and compare them")
    tour.add_argument("--bots", type=_bot_list, default="expert,normal,easy,random",
                      help="bot levels, comma-separated, each once (default: expert,normal,easy,random)")
    tour.add_argument("--games", type=count(1, MAX_GAMES), default=200, help="how many games (default 200)")
    tour.add_argument("--seed", type=seed, default=1, help="game g uses seed SEED + g (default 1)")
    tour.add_argument("--players", type=count(1, 100), default=None, help="players per game (default: one per level)")
    tour.add_argument("--workers", type=count(1, 256), default=None, help="processes to play in (default: one per core)")
    tour.add_argument("--edition", default="classic", help="classic (default) or italian")
    rpl = sub.add_parser("replay", help="load a saved game, check it and tell where it stands")
    rpl.add_argument("file", type=Path, help="a save file (the autosave, or one written by Save or simulate --save-dir)")
    rpl.add_argument("--log", action="store_true", help="print every event of the game in plain English")
    val = sub.add_parser("validate", help="check a content folder (almanac, cards, editions, texts)")
    val.add_argument("path", nargs="?", type=Path, default=None,
                     help="the content folder (default: the game's own almanac, or --almanac)")
    val.add_argument("--lang", default=None, help="check only this language's texts (de, pt_BR…)")
    val.add_argument("--refresh-hashes", action="store_true",
                     help="with --lang: record that every text of the language is translated from today's English")
    val.add_argument("--edition", default=None, help="check only this edition (default: every edition of the folder)")
    from .cli_serve import add_serve_parser

    add_serve_parser(sub)
    words = list(sys.argv[1:] if argv is None else argv)
    if not any(word in COMMANDS for word in words):
        words = without_qt_options(words)  # the window's: Qt reads them
    try:
        return parser.parse_args(words)
    except SystemExit as exc:  # bad arguments (exit code 2), --help or --version (0): argparse has said why
        return exc.code if isinstance(exc.code, int) else 2


def _run(args: argparse.Namespace) -> int:
    """Do what the command line read into ``args`` asks; returns the exit code."""
    folder = args.almanac
    if args.self_test:
        from .selftest import run_self_test

        return run_self_test(folder)
    if getattr(args, "install_desktop_entry", False):
        from .desktop_entry import install_desktop_entry

        try:
            written = install_desktop_entry()
        except OSError as exc:
            print(f"The menu entry cannot be written: {exc}", file=sys.stderr)
            return 1
        print("\n".join(f"written: {path}" for path in written))
        return 0
    if args.command == "validate":
        return _validate(args.path or folder, args.lang, args.edition, refresh=args.refresh_hashes)
    if args.command == "replay":
        return _replay(folder, args.file, args.log)
    if args.command == "serve":
        from .cli_serve import serve_command

        return serve_command(args)
    if args.command is None:
        problem = desktop_problem()
        if problem is None:
            try:
                from .ui.app import run
            except ImportError as exc:  # Qt cannot load on this machine
                problem = f"Qt cannot be loaded ({exc})"
            else:
                return run(folder, quit_after_first_paint=args.quit_after_first_paint)
        print(f"The desktop game cannot open: {problem}.\nPlaying at the terminal instead "
              "(`gameofyear play`).\n", file=sys.stderr)
    from .content import ContentError

    try:
        if args.command == "simulate":
            return _simulate(folder, args)
        if args.command == "tournament":
            return _tournament(folder, args)
        if args.command == "lab":
            return _lab(folder, args)
        return _play(folder, getattr(args, "opponents", 3), getattr(args, "bots", DEFAULT_LEVEL), getattr(args, "seed", None),
                     getattr(args, "length", None), getattr(args, "variant", []))
    except ContentError as exc:
        print("The content cannot be used:", file=sys.stderr)
        for problem in exc.problems:
            print("  " + shown(problem, 500), file=sys.stderr)
        return 1


def desktop_problem() -> str | None:
    """Return why the desktop game cannot open on this machine, or None when it can.

    On Linux, with no platform chosen in ``QT_QPA_PLATFORM`` or with one that
    names ``xcb`` (``xcb``, ``xcb:…``, ``wayland;xcb`` without a Wayland session),
    it checks that there is a display, and on X11 asks Qt's own plugin loader
    whether the ``xcb`` platform plugin loads (Qt would otherwise abort the process
    with no useful message). A plugin that cannot load is reported with every
    library it lacks and the Debian packages that bring them
    (:mod:`gameofyear.qtplugins`). Another platform chosen (``offscreen``,
    ``wayland``), or another system: it says nothing.

    Returns:
        One sentence for the player, or None.
    """
    import os

    if not sys.platform.startswith("linux"):
        return None
    chosen = [name.split(":")[0].strip() for name in os.environ.get("QT_QPA_PLATFORM", "").split(";") if name.strip()]
    if chosen:
        if "xcb" not in chosen or (chosen[0] != "xcb" and os.environ.get("WAYLAND_DISPLAY")):
            return None  # another platform is chosen, or Wayland comes first and is there
        if not os.environ.get("DISPLAY"):
            return "QT_QPA_PLATFORM asks for X11 (xcb) but no X display was found (DISPLAY is not set)"
    elif not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        return "no display was found (DISPLAY and WAYLAND_DISPLAY are not set)"
    elif os.environ.get("WAYLAND_DISPLAY") and not os.environ.get("DISPLAY"):
        return None
    try:
        from .qtplugins import install_hint, platform_plugin

        loaded = platform_plugin("xcb")
    except ImportError as exc:
        return f"Qt cannot be loaded ({exc})"
    if loaded is None:
        return "Qt's X11 platform plugin (platforms/xcb) is missing from this installation"
    if loaded.ok:
        return None
    if loaded.missing:
        return (f"system libraries for Qt are missing ({', '.join(loaded.missing)}); install them with "
                f"`{install_hint(loaded.packages())}` (Debian, Ubuntu)")
    return f"Qt's X11 platform plugin cannot be loaded ({loaded.error})"


def _simulate(folder: Path | None, args: argparse.Namespace) -> int:
    from .bots import BOT_LEVELS, make_bot
    from .content import load_content, load_texts
    from .engine.game import Game
    from .narrate import describe
    from .seats import default_bot_seed
    from .simulation import play_out, random_setup, simulate

    content = load_content(folder, edition=args.edition)
    kinds = [k.strip() for k in args.bots.split(",") if k.strip()]
    for kind in kinds:
        if kind not in BOT_LEVELS:
            print(f"unknown bot {kind!r} (known: {', '.join(BOT_LEVELS)})", file=sys.stderr)
            return 2
    ed = content.edition
    if not ed.players.min <= args.players <= ed.players.max:
        print(f"the {ed.name} edition is for {ed.players.min}-{ed.players.max} players", file=sys.stderr)
        return 2
    if args.log:
        rng = random.Random(args.seed)
        setup = random_setup(rng, content, args.players)
        game = Game.new(setup, content, args.seed)
        names = [p.name for p in setup.players]
        bots = [make_bot(kinds[i % len(kinds)], default_bot_seed(args.seed, i)) for i in range(args.players)]
        texts = load_texts(content)
        for event in game.start_events:
            print(describe(event, names, texts))
        def tell(events: list) -> None:  # type: ignore[type-arg]
            for event in events:
                print(describe(event, names, texts))

        play_out(game, bots, tell)
        print()
    from .saves import SaveError, write_save
    from .seats import Seat, SeatKind, default_bot_seed

    on_game = None
    if args.save_dir is not None:

        def on_game(game: Game, seat_kinds: Sequence[str]) -> None:
            seats = [Seat(SeatKind.COMPUTER, kind, None, default_bot_seed(game.seed, i))
                     for i, kind in enumerate(seat_kinds)]
            write_save(args.save_dir / f"game-{game.seed}.json", game, seats)

        try:
            args.save_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            print(f"{args.save_dir}: cannot create the folder ({exc.strerror or exc})", file=sys.stderr)
            return 1
    try:
        summary = simulate(content, players=args.players, bots=kinds, games=args.games, seed=args.seed, on_game=on_game)
    except SaveError as exc:  # only raised with --save-dir
        print(str(exc), file=sys.stderr)
        return 1
    print("\n".join(summary.lines()))
    return 0


def _replay(folder: Path | None, path: Path, show_log: bool) -> int:
    """Load the save at ``path``, check it, and print where the game stands (``show_log``: every event).

    Returns:
        0 when the game loads and replays to its snapshot; 1 otherwise (one line says why).
    """
    from .content import ContentError, load_content, load_texts
    from .narrate import day_name, describe
    from .narrate.words import english
    from .saves import SaveError, SaveProblem, content_for, load_game, read_save

    try:
        save = read_save(path)
        try:
            current = load_content(folder, edition=save.edition)
        except ContentError as exc:
            if folder is not None:  # the almanac given cannot be used: say why rather than guess
                print(f"{shown(path, 300)}: the almanac {shown(folder, 300)} cannot be used for it:",
                      file=sys.stderr)
                for problem in exc.problems[:20]:
                    print("  " + shown(problem, 500), file=sys.stderr)
                return 1
            current = None  # content_for says which content is missing
        content = content_for(save, current)
        names = [shown(name, 40) for name in save.names]
        try:  # the almanac's words in the language the game was shown in
            texts = load_texts(content, save.language)
        except ContentError:
            texts = load_texts(content)

        def tell(events: list, _game: object) -> None:
            for event in events:
                print(describe(event, names, texts))

        loaded = load_game(save, content, on_events=tell if show_log else None)
    except SaveError as exc:
        print(shown(str(exc), 1000), file=sys.stderr)
        if exc.problem is SaveProblem.ALMANAC_MISSING:
            print("Give that almanac with --almanac FOLDER (gameofyear --almanac FOLDER replay FILE).", file=sys.stderr)
        return 1
    game = loaded.game
    if show_log:
        print()
    if loaded.upgrade is not None:  # a game of an earlier almanac of the game's own, replayed on today's
        print(loaded.upgrade.text())
    who = ", ".join(f"{name} ({seat.level})" if seat.is_computer else name for name, seat in zip(names, save.seats))
    print(f"{shown(path, 300)}: the game of {who}; {content.edition.name} edition; saved {save.saved_at:%Y-%m-%d %H:%M}.")
    print(f"{len(game.actions)} decisions, turn {game.state.turn}.")
    outcome = game.outcome()
    if outcome is not None:
        for place, player, tokens, money in outcome.ranking:
            print(f"  {place}. {names[player]}: {english('%n token(s)', tokens)}, {content.format_money(money)}")
    else:
        for i, p in enumerate(game.observation(None).players):
            print(f"  {names[i]}: {day_name(p.position)}, {english('%n token(s)', p.tokens)}, "
                  f"{content.format_money(p.money)}")
        pending = game.pending
        if pending is not None:
            print(f"Next: {names[pending.player]} decides ({pending.kind.value.replace('_', ' ')}).")
    return 0


def _tournament(folder: Path | None, args: argparse.Namespace) -> int:
    """``gameofyear tournament``: play the levels against each other and print the comparison."""
    import os

    from .bots import BOT_LEVELS
    from .content import load_content
    from .simulation import tournament

    content = load_content(folder, edition=args.edition)
    kinds = [k.strip() for k in args.bots.split(",") if k.strip()]
    unknown = [k for k in kinds if k not in BOT_LEVELS]
    if unknown:
        print(f"unknown bot {unknown[0]!r} (known: {', '.join(BOT_LEVELS)})", file=sys.stderr)
        return 2
    if args.games < 1:
        print("--games must be at least 1", file=sys.stderr)
        return 2
    workers = args.workers if args.workers is not None else (os.cpu_count() or 1)

    def progress(done: int, total: int) -> None:
        if sys.stderr.isatty():
            print(f"\r{done}/{total} games", end="" if done < total else "\n", file=sys.stderr, flush=True)

    try:
        result = tournament(content, bots=kinds, games=args.games, seed=args.seed, players=args.players,
                            workers=max(1, workers), folder=folder, edition=args.edition, progress=progress)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    print("\n".join(result.lines()))
    return 0


def _lab(folder: Path | None, args: argparse.Namespace) -> int:
    """``gameofyear lab``: the variant lab (:mod:`gameofyear.lab`)."""
    from .content import load_content
    from .engine import SetupError
    from .lab import lab_main

    content = load_content(folder, edition=args.edition)
    args.folder = folder
    try:
        return lab_main(content, args)
    except (ValueError, SetupError) as exc:
        print(exc, file=sys.stderr)
        return 2


def _validate(folder: Path | None, lang: str | None, edition: str | None = None, *, refresh: bool = False) -> int:
    """Check a content folder (a house almanac laid over the game's own) and print every problem.

    Problems and warnings go to standard error, each at ``file:line:column``, with their count; each
    language's share and the verdict "content valid" to standard output.

    Each language's share of texts translated is printed, and the texts whose
    English changed since they were translated (warnings). With ``refresh``
    (and ``lang``), the hashes of the English texts are recorded first
    (:func:`~gameofyear.content.loader.refresh_source_hashes`).

    Returns:
        0 when every edition loads and every checked language is right, 1 otherwise. With
        ``lang`` (a translator's question) that language must also be complete: a text not
        translated yet fails, whether its key was deleted (a problem) or its English copy
        kept (a warning, counted out of the share translated). Without it every language is
        checked for its mistakes (placeholders, extra keys, YAML), and a partial one is only
        counted: a language being translated never fails the check of the whole folder.
    """
    from .content import ContentError, load_content
    from .content.loader import (
        content_layers,
        editions_to_check,
        identical_to_english,
        language_names,
        out_of_date,
        refresh_source_hashes,
        text_report,
        translated_share,
    )
    from .narrate import english

    def say(line: str) -> None:
        """Print a problem or a warning, on standard error (the shares and the verdict go to standard output)."""
        print(line, file=sys.stderr)

    try:
        layers = content_layers(folder)
    except ContentError as exc:
        say("\n".join(shown(p, 500) for p in exc.problems) + "\n" + english("%n problem(s).", len(exc.problems)))
        return 1
    root = layers[-1]
    editions = editions_to_check(layers, edition)
    content = None
    contents = []
    problems_seen: dict[str, None] = {}
    counts: list[str] = []
    for name in editions:
        try:
            content = load_content(root, edition=name)
        except ContentError as exc:
            problems_seen.update(dict.fromkeys(exc.problems))  # a shared file's problem is told once
        else:
            contents.append(content)
            counts.append(f"{name} ({len(content.cards)} cards)")
    for problem in problems_seen:
        say(shown(problem, 500))
    if problems_seen or content is None:
        say(english("%n problem(s).", len(problems_seen)))
        return 1
    languages = [lang] if lang else language_names(layers)
    if refresh:
        if not lang:
            say("--refresh-hashes needs --lang (the language translated again)")
            return 2
        try:
            print(f"{refresh_source_hashes(contents[0], lang)}: hashes of the English texts recorded")
        except (ContentError, OSError) as exc:
            say("\n".join(shown(p, 500) for p in getattr(exc, "problems", [str(exc)])))
            return 1
    problems = unfinished = 0
    for language in languages:
        lines: dict[str, None] = {}
        warnings: dict[str, None] = {}
        for each in contents:  # each edition's cards need their texts
            lines.update(dict.fromkeys(text_report(each, language, missing_keys=bool(lang) or language == "en")))
            if lang:  # asked about this language: each text still as in English is named
                warnings.update(dict.fromkeys(identical_to_english(each, language)))
            warnings.update(dict.fromkeys(out_of_date(each, language)))
        for line in lines:
            say(shown(line, 500))
        problems += len(lines)
        for warning in warnings:
            say(shown(warning, 500))
        if language != "en":
            done = [translated_share(each, language) for each in contents]
            have, need = len(set().union(*(d[0] for d in done))), len(set().union(*(d[1] for d in done)))
            print(f"{language}: {have} of {need} texts translated ({have / max(1, need):.0%})")
            if have < need and not lines and lang:  # only texts kept as the English copy: not translated, as deleted ones
                say(f"{language}: " + english("%n text(s) still as in English, not translated yet", need - have))
                unfinished += 1
    if problems:
        say(english("%n problem(s).", problems))
    if problems or unfinished:
        return 1
    over = ", laid over the game's own almanac" if len(layers) > 1 else ""
    print(f"{root}: content valid{over} (editions: {', '.join(counts)}; "
          f"{sum(1 for sq in content.squares if sq.illustrated)} illustrated squares, languages: {', '.join(languages)}).")
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
