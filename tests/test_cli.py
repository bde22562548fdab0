"""The command line: simulate, validate, and where the desktop game opens."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import printed

from gameofyear import cli
from gameofyear.content import load_texts


def test_simulate_prints_the_summary(capsys):
    """`gameofyear simulate` prints games, turns, winner's tokens, bankruptcies, win rate per seat, speed."""
    assert cli.main(["simulate", "--players", "3", "--bots", "basic,random", "--games", "5", "--seed", "2"]) == 0
    out = printed(capsys)
    for words in ("games: 5", "mean turns per player", "winner's mean tokens", "bankruptcies per game",
                  "win rate per seat", "games per second"):
        assert words in out


def test_simulate_log_tells_a_game_in_english(capsys):
    """`--log` tells one game's events in plain English, up to the ranking."""
    assert cli.main(["simulate", "--games", "1", "--log", "--seed", "4"]) == 0
    out = printed(capsys)
    assert "The year begins" in out and "Final ranking" in out and "spins the machine" in out


def test_simulate_refuses_an_unknown_bot_and_a_bad_player_count(capsys):
    """Bad arguments get one clear message and a non-zero exit."""
    assert cli.main(["simulate", "--bots", "genius"]) == 2
    assert cli.main(["simulate", "--players", "9"]) == 2
    err = capsys.readouterr().err
    assert "unknown bot" in err and "2-6 players" in err


def test_without_a_display_the_desktop_game_says_why(monkeypatch):
    """On Linux with no display, the reason is given (and the terminal game is offered)."""
    monkeypatch.setattr(cli.sys, "platform", "linux")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    assert "no display" in cli.desktop_problem()


def test_missing_qt_system_libraries_are_named_with_their_packages(monkeypatch):
    """What Qt's loader says the X11 plugin lacks is named with the Debian packages that bring it."""
    from pathlib import Path

    from gameofyear import qtplugins

    monkeypatch.setattr(cli.sys, "platform", "linux")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    lacking = qtplugins.LoadResult(Path("libqxcb.so"), "Cannot load library libqxcb.so: libxcb-icccm.so.4: cannot "
                                   "open shared object file", ("libxcb-icccm.so.4", "libxkbcommon-x11.so.0"))
    monkeypatch.setattr(qtplugins, "platform_plugin", lambda key: lacking if key == "xcb" else None)
    problem = cli.desktop_problem()
    assert problem is not None
    assert "libxcb-icccm.so.4, libxkbcommon-x11.so.0" in problem
    assert "`sudo apt-get install libxcb-icccm4 libxkbcommon-x11-0`" in problem


def test_the_desktop_check_asks_qts_own_loader_about_the_x11_plugin(monkeypatch):
    """With a display, the answer is what loading the real xcb plugin gives on this machine."""
    from gameofyear import qtplugins

    monkeypatch.setattr(cli.sys, "platform", "linux")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setenv("DISPLAY", ":0")
    loaded = qtplugins.platform_plugin("xcb")
    assert loaded is not None, "PySide6 ships the xcb plugin"
    problem = cli.desktop_problem()
    if loaded.ok:
        assert problem is None
    else:  # a machine without Qt's X11 libraries (CI checks this case too)
        assert loaded.missing and all(name in problem for name in loaded.missing), loaded
        assert qtplugins.debian_package(loaded.missing[0]) in problem


def test_a_chosen_qt_platform_is_left_to_qt(monkeypatch):
    """QT_QPA_PLATFORM set by the player to another platform (offscreen, wayland…) is Qt's business: no check."""
    monkeypatch.setattr(cli.sys, "platform", "linux")
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.delenv("DISPLAY", raising=False)
    assert cli.desktop_problem() is None


@pytest.mark.parametrize("chosen", ["xcb", "xcb:nograb", "wayland;xcb"])
def test_qt_platform_xcb_chosen_is_checked_too(monkeypatch, chosen):
    """QT_QPA_PLATFORM naming xcb (first, or after Wayland with no Wayland session) gets the same check."""
    from pathlib import Path

    from gameofyear import qtplugins

    monkeypatch.setattr(cli.sys, "platform", "linux")
    monkeypatch.setenv("QT_QPA_PLATFORM", chosen)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    assert "no X display" in cli.desktop_problem()
    monkeypatch.setenv("DISPLAY", ":0")
    lacking = qtplugins.LoadResult(Path("libqxcb.so"), "Cannot load library", ("libxcb-icccm.so.4", "libxcb-cursor.so.0"))
    monkeypatch.setattr(qtplugins, "platform_plugin", lambda key: lacking if key == "xcb" else None)
    assert "`sudo apt-get install libxcb-icccm4 libxcb-cursor0`" in cli.desktop_problem()
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-0")
    assert (cli.desktop_problem() is None) == (chosen == "wayland;xcb")  # Wayland first, and there: Qt takes it


def test_every_unusable_library_is_named_not_only_the_first(tmp_path, monkeypatch):
    """Two of the X11 plugin's libraries damaged (empty files first on the search path): both are named.

    ``ldd`` and Qt's loader stop at the first library they cannot map; the libraries
    are then looked up one by one from the plugin's own ELF dependencies.
    """
    from gameofyear import qtplugins

    path = qtplugins.find_plugins("platforms").get("xcb")
    if path is None:
        pytest.skip("no xcb plugin in this Qt")
    needed, _ = qtplugins.needed_libraries(path)
    assert "libQt6Core.so.6" in needed or any(n.startswith("libQt6") for n in needed)
    from_qt = [n for n in needed if n.startswith("libxcb-") or n.startswith("libxkbcommon")][:1]
    xcb_qpa = next(n for n in needed if n.startswith("libQt6XcbQpa"))
    inner = [n for n in qtplugins.needed_libraries(Path(path).parents[2] / "lib" / xcb_qpa)[0]
             if n.startswith("libxcb-") and n not in from_qt][:1]
    damaged = from_qt + inner
    assert len(damaged) == 2, (needed, inner)
    for soname in damaged:
        (tmp_path / soname).write_bytes(b"")
    monkeypatch.setenv("LD_LIBRARY_PATH", str(tmp_path))
    missing = qtplugins.missing_libraries(path)  # what a failed load adds to Qt's own message
    assert set(damaged) <= set(missing), missing
    assert set(qtplugins.unusable_libraries(path)) >= set(damaged)


@pytest.mark.parametrize(("soname", "package"), [
    ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxcb-cursor.so.0", "libxcb-cursor0"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    ("libxcb-render-util.so.0.0.0", "libxcb-render-util0"),
    ("libGL.so.1", "libgl1"),
    ("libfoo.so", "libfoo.so"),
])
def test_a_librarys_debian_package_follows_debians_naming_rule(soname, package):
    """libNAME.so.N is in libNAMEN, and libNAME-DIGIT.so.N in libNAME-DIGIT-N."""
    from gameofyear.qtplugins import debian_package

    assert debian_package(soname) == package


@pytest.mark.parametrize("platform", ["darwin", "win32"])
def test_other_systems_open_the_desktop_game(monkeypatch, platform):
    """macOS and Windows need no check."""
    monkeypatch.setattr(cli.sys, "platform", platform)
    assert cli.desktop_problem() is None


def test_validate_lists_texts_left_identical_to_english_as_warnings(capsys, tmp_path):
    """`validate --lang fr` names entries still as in English at their place, but for those listed as meant so;
    they are not translated yet (out of the share, exit 1), as deleted keys would be."""
    import shutil
    from pathlib import Path

    folder = tmp_path / "almanac"
    shutil.copytree(Path(cli.__file__).resolve().parents[1] / "almanac", folder)
    assert cli.main(["validate", str(folder), "--lang", "fr"]) == 0
    out = printed(capsys)
    assert "identical to English" not in out and "content valid" in out, "Cancer is meant to be Cancer in French"
    kept = folder / "text" / "fr.hashes.yaml"
    kept.write_text(kept.read_text(encoding="utf-8").replace('same_as_english: ["signs.cancer"]', "same_as_english: []"),
                    encoding="utf-8")
    french = folder / "text" / "fr.yaml"
    french.write_text(french.read_text(encoding="utf-8").replace('leo: "Lion"', 'leo: "Leo"'), encoding="utf-8")
    assert cli.main(["validate", str(folder), "--lang", "fr"]) == 1
    out = printed(capsys)
    lines = french.read_text(encoding="utf-8").splitlines()
    cancer = next(i for i, text in enumerate(lines, 1) if text.startswith("  cancer: "))
    assert f"{french}:{cancer}:11: signs.cancer is left identical to English (a warning; translate it, or list it under same_as_english" in out
    assert f"{french}:{cancer + 1}:8: signs.leo is left identical to English" in out
    assert "fr: 352 of 354 texts translated (99%)" in out and "fr: 2 texts still as in English" in out
    assert "content valid" not in out


def test_the_terminal_game_says_what_it_expects_and_plays_to_the_end(monkeypatch, capsys):
    """`gameofyear play`: a wrong answer gets a hint (not the same question in silence); Enter offers no days."""
    answers = iter(["Zoe", "14/07/1985", "1985-07-14", "x", "f"])

    def fake_input(prompt: str) -> str:
        print(prompt, end="")
        for planned in answers:
            return planned
        if "Days to" in prompt:
            return ""  # Enter: none
        if prompt.startswith("Move "):
            return prompt.split()[1]
        if prompt.startswith("Choose"):
            return prompt.split("[")[1].replace("-", ",").split(",")[0].strip("] ")
        if "separated by commas" in prompt:
            return "I don't know"
        if "(y/n)" in prompt:
            return "n"
        return ""

    monkeypatch.setattr("builtins.input", fake_input)
    assert cli.main(["play", "--seed", "3", "--opponents", "2"]) == 0
    out = printed(capsys)
    assert "Please write it like 1985-07-14." in out
    assert "Please answer f, m or Enter." in out
    assert "[0-" in out and ", Enter: 0]" in out
    assert "Zoe" in out and "The year is over" in out, out[-2000:]


def test_the_end_of_the_input_ends_the_terminal_game_on_a_new_line(monkeypatch, capsys):
    def no_more(prompt: str) -> str:
        print(prompt, end="")
        raise EOFError

    monkeypatch.setattr("builtins.input", no_more)
    with pytest.raises(SystemExit) as ended:
        cli.main(["play", "--seed", "3"])
    assert ended.value.code == 0 and printed(capsys).endswith("Your name: \n")


def test_the_terminal_game_offers_a_choice_in_words(monkeypatch, capsys):
    """6 December at the terminal: each option is told in words, and the answer is one the engine offers."""
    import sys

    sys.path.insert(0, str(__import__("pathlib").Path(__file__).parent))
    from helpers import build

    from gameofyear.engine.decisions import DecisionKind

    game = build(2, positions=["12-03", "01-01"], lucky=[25, 26], dial=[3])
    while game.pending.kind is not DecisionKind.CHOICE:
        game.decide(game.pending.options[0] if game.pending.kind is DecisionKind.SPIN else
                    (0 if game.pending.kind is DecisionKind.BUY_DAYS else False))
    monkeypatch.setattr("builtins.input", lambda prompt="": "1")
    assert cli._human(game, game.pending, ["Ann", "Bob"], load_texts(game.content)) == 1
    out = printed(capsys)
    assert "0: pay 300\u00a0F to the bank" in out and "1: draw a Hazard card" in out


@pytest.mark.parametrize("words", [[], ["--quit-after-first-paint"], ["--almanac", "house"], ["--almanac=house"],
                                   ["--alm", "house", "--quit"], ["--self-test"], ["--almanac", "house", "--self-test"]])
def test_a_command_line_that_only_opens_the_window_is_read_as_the_whole_parser_reads_it(words):
    """The window's start reads its options without building every command's parser, to the same result."""
    quick = cli._window_options(words)
    assert quick is not None
    assert vars(quick) == vars(cli._parse(words))


@pytest.mark.parametrize("words", [["play"], ["--almanac", "house", "simulate"], ["--help"], ["-h"], ["--he"],
                                   ["--almanac"], ["--bogus"], ["--almanac", "a", "b"], ["plays"], ["--self-test", "x"]])
def test_a_command_help_or_mistake_goes_to_the_whole_parser(words, capsys):
    """Commands, help and mistakes are the whole parser's: it says what is wrong and lists the commands."""
    assert cli._window_options(words) is None
    assert capsys.readouterr() == ("", "")  # the quick reading says nothing of its own


def test_a_mistake_on_the_window_s_command_line_is_told_by_the_whole_parser(capsys):
    assert cli.main(["--bogus"]) == 2
    err = capsys.readouterr().err
    assert "unrecognized arguments: --bogus" in err and "{play,lab,simulate,tournament,replay,validate,serve}" in err


def test_play_and_lab_accept_every_level_the_computer_players_register(monkeypatch, capsys):
    """``--bots`` of ``play`` and ``lab`` is checked against BOT_LEVELS itself: a new level is accepted at once."""
    from gameofyear import bots

    monkeypatch.setitem(bots.BOT_LEVELS, "cautious", bots.BasicBot)
    assert cli._parse(["play", "--bots", "cautious"]).bots == "cautious"
    assert cli._parse(["lab", "--variant", "savings", "--bots", "cautious"]).bots == "cautious"
    assert cli.main(["play", "--bots", "genius"]) == 2
    assert "unknown bot 'genius' (known: random, easy, basic, normal, expert, cautious)" in capsys.readouterr().err


def test_replay_says_one_token_in_the_singular(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``gameofyear replay`` writes each player's tokens as a count: "1 token", "3 tokens"."""
    import random

    from gameofyear import saves
    from gameofyear.bots import bot_view, make_bot
    from gameofyear.content import load_content
    from gameofyear.engine import Game
    from gameofyear.seats import Seat
    from gameofyear.simulation import random_setup

    content = load_content()
    game = Game.new(random_setup(random.Random(2), content, 3), content, 2)
    bots = [make_bot("basic", i) for i in range(3)]
    while game.pending is not None and 1 not in [p.tokens for p in game.state.players]:
        game.decide(bots[game.pending.player].choose(bot_view(game)))
    assert 1 in [p.tokens for p in game.state.players]
    path = saves.write_save(tmp_path / "one.json", game, [Seat("computer", "basic", None, i) for i in range(3)])
    assert cli.main(["replay", str(path)]) == 0
    out = printed(capsys)
    assert " 1 token, " in out and "1 tokens" not in out


def test_version_prints_the_game_s_version_and_exits_0(capsys):
    from gameofyear import __version__

    assert cli.main(["--version"]) == 0
    assert printed(capsys).strip() == f"gameofyear {__version__}"


def test_qt_s_standard_options_open_the_window_and_are_left_to_qt(monkeypatch):
    """``gameofyear -reverse -style fusion`` is a desktop program's line: the window opens (its QApplication
    reads those from the command line, as every Qt program's); after a command they are refused."""
    opened: list[object] = []
    monkeypatch.setattr(cli, "desktop_problem", lambda: None)
    import gameofyear.ui.app as app

    monkeypatch.setattr(app, "run", lambda folder, **_: opened.append(folder) or 0)
    for line in (["-reverse"], ["-style", "fusion", "--almanac", "house"], ["-style=fusion", "-reverse"],
                 ["-qwindowtitle", "Family evening"]):
        assert cli.main(line) == 0, line
    assert opened == [None, Path("house"), None, None]
    assert cli.main(["play", "-reverse"]) == 2


def test_the_wheel_names_the_project_s_addresses_as_its_appstream_file_does():
    import re
    import tomllib

    root = Path(__file__).resolve().parents[1]
    urls = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]["urls"]
    metainfo = next((root / "packaging" / "linux").glob("*.metainfo.xml")).read_text(encoding="utf-8")
    appstream = dict(re.findall(r'<url type="([a-z-]+)">([^<]+)</url>', metainfo))
    assert urls["Homepage"] == appstream["homepage"] and urls["Issues"] == appstream["bugtracker"]
    assert urls["Source"] == appstream["vcs-browser"] and urls["Translate"] == appstream["translate"]


def test_validate_names_problems_on_standard_error_and_the_verdict_on_standard_output(tmp_path, capsys) -> None:
    """A packager's script reads problems from standard error, with a non-zero exit; the shares and the verdict
    stay on standard output, where a clean run prints only them."""
    import shutil
    from pathlib import Path

    almanac = tmp_path / "almanac"
    shutil.copytree(Path(__file__).resolve().parents[1] / "almanac", almanac)
    assert cli.main(["validate", str(almanac)]) == 0
    clean = capsys.readouterr()
    assert clean.err == "" and "content valid" in clean.out
    words = almanac / "text" / "fr.yaml"
    words.write_text(words.read_text(encoding="utf-8").replace("{amount}", "{montant}", 1), encoding="utf-8")
    assert cli.main(["validate", str(almanac)]) == 1
    broken = capsys.readouterr()
    assert broken.err.startswith(f"{words}:") and broken.err.rstrip().endswith("1 problem.")
    assert str(words) not in broken.out and any(line.startswith("fr: ") and "texts translated" in line
                                                for line in broken.out.splitlines())
