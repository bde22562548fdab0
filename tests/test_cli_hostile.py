"""The command line against hostile input: any text at any prompt, Ctrl+C, closed pipes, absurd counts, hostile saves."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from gameofyear import cli, saves

HOSTILE_ANSWERS = ["٣", "²", "５", "9" * 5000, "-1", "1e3", "0x10", "\x1b[2J\x1b[31m", "\x00", "\u202e12", "🙂", " ",
                   "y" * 10_000, "1,2,3", "nan", "inf", "+1", "١٢"]


def reasonable(prompt: str) -> str:
    """The answer a person who read the prompt would give (as in test_cli)."""
    if prompt.startswith("Your name"):
        return "Zoe"
    if "birth date" in prompt:
        return "1985-07-14"
    if "Days to" in prompt:
        return ""
    if prompt.startswith("Move "):
        return prompt.split()[1]
    if prompt.startswith("Choose"):
        return prompt.split("[")[1].replace("-", ",").split(",")[0].strip("] ")
    if "separated by commas" in prompt:
        return "I don't know"
    if "(y/n)" in prompt:
        return "n"
    return ""


def test_the_terminal_game_takes_any_text_at_any_prompt(monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """Before each sensible answer comes a hostile one; only ASCII digits count as numbers and the game plays to the end."""
    rng = random.Random(13)
    pending: dict[str, int] = {}
    prompts: set[str] = set()

    def hostile_input(prompt: str) -> str:
        print(prompt, end="")
        kind = prompt.split(" ")[0]
        prompts.add(kind)
        pending[kind] = pending.get(kind, 0) + 1
        if pending[kind] % 2 == 1:
            return rng.choice(HOSTILE_ANSWERS)
        return reasonable(prompt)

    monkeypatch.setattr("builtins.input", hostile_input)
    started = time.monotonic()
    assert cli.main(["play", "--seed", "5", "--opponents", "2"]) == 0
    assert time.monotonic() - started < 120
    out = capsys.readouterr().out
    assert "The year is over" in out and len(prompts) >= 5


def test_a_name_with_control_characters_or_of_absurd_length_is_cleaned(monkeypatch: pytest.MonkeyPatch,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    answers = iter(["\x1b[2J\x1b[31mEve\r\n\u202e" + "A" * 500, "1985-07-14"])

    def fake_input(prompt: str) -> str:
        print(prompt, end="")
        for planned in answers:
            return planned
        return reasonable(prompt)

    monkeypatch.setattr("builtins.input", fake_input)
    assert cli.main(["play", "--seed", "3", "--opponents", "1"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\u202e" not in out and "\r" not in out
    assert "Eve" in out and "A" * 30 not in out


def test_ctrl_c_at_a_prompt_ends_with_one_line_and_code_130(monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    def interrupted(prompt: str) -> str:
        raise KeyboardInterrupt

    monkeypatch.setattr("builtins.input", interrupted)
    assert cli.main(["play", "--seed", "3"]) == cli.INTERRUPTED == 130
    err = capsys.readouterr().err
    assert err.strip() == "Interrupted." and "Traceback" not in err


def _read_until(child: subprocess.Popen[bytes], text: bytes, seconds: float) -> bytes:
    """What ``child`` wrote to its standard output until ``text`` appeared (or ``seconds`` passed)."""
    import select

    assert child.stdout is not None
    seen = b""
    deadline = time.monotonic() + seconds
    while text not in seen and time.monotonic() < deadline:
        ready, _, _ = select.select([child.stdout], [], [], 0.1)
        if ready:
            chunk = os.read(child.stdout.fileno(), 4096)
            if not chunk:
                break
            seen += chunk
    return seen


@pytest.mark.skipif(not hasattr(signal, "SIGINT") or os.name == "nt", reason="POSIX signals")
@pytest.mark.parametrize(("command", "under_way"), [
    (["simulate", "--games", "100000", "--seed", "1", "--log"], b"The year begins"),
    (["play", "--seed", "3"], b"Your name:"),
])
def test_ctrl_c_ends_any_command_with_code_130(command: list[str], under_way: bytes) -> None:
    def ctrl_c_as_at_a_terminal() -> None:  # a test run in the background would hand its children SIGINT ignored
        signal.signal(signal.SIGINT, signal.SIG_DFL)

    child = subprocess.Popen([sys.executable, "-m", "gameofyear.cli", *command], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, preexec_fn=ctrl_c_as_at_a_terminal)
    try:
        assert under_way in _read_until(child, under_way, 60)  # the command is at work (or waits), not still starting
        child.send_signal(signal.SIGINT)
        _out, raw_err = child.communicate(timeout=30)
    finally:
        if child.poll() is None:  # never left running, whatever failed
            child.kill()
            child.communicate()
    err = raw_err.decode()
    assert child.returncode == 130
    assert err.strip().splitlines() == ["Interrupted."]


def test_a_closed_pipe_ends_quietly() -> None:
    reader = subprocess.run(f"{sys.executable} -m gameofyear.cli simulate --games 3 --log | head -n 1",
                            shell=True, capture_output=True, text=True, timeout=120)
    assert reader.stdout.startswith("The year begins") and reader.stderr == ""


@pytest.mark.parametrize("arguments", [
    ["simulate", "--games", "0"], ["simulate", "--games", "-5"], ["simulate", "--games", "٣"],
    ["simulate", "--bots", ""], ["simulate", "--bots", ",,"], ["simulate", "--bots", "genius"],
    ["simulate", "--players", "0"], ["simulate", "--seed", "9" * 40], ["simulate", "--games", "9" * 5000],
    ["tournament", "--games", "0"], ["tournament", "--bots", " , "], ["tournament", "--workers", "0"],
    ["tournament", "--players", "-2"], ["play", "--opponents", "0"], ["play", "--opponents", "9"],
    ["play", "--seed", "1.5"],
])
def test_counts_that_make_no_sense_are_refused_by_the_parser(arguments: list[str],
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(arguments) == 2
    err = capsys.readouterr().err
    assert "error: argument" in err and "Traceback" not in err


def hostile_files(tmp_path: Path) -> dict[str, Path]:
    files = {
        "deep": b"[" * 100_000,
        "surrogate": b'{"format": "gameofyear-save", "version": 1, "app_version": "\\ud800", "checksum": ""}',
        "huge": b'{"format": "gameofyear-save", "version": 1, "seed": 1' + b"0" * 5000 + b"}",
        "inf": b'{"format": "gameofyear-save", "version": 1, "seed": -1e999}',
        "binary": bytes(range(256)) * 4,
        "empty": b"",
    }
    paths = {}
    for name, data in files.items():
        paths[name] = tmp_path / f"{name}.json"
        paths[name].write_bytes(data)
    paths["folder"] = tmp_path
    paths["missing"] = tmp_path / "missing.json"
    paths["control \x1b[31m name"] = tmp_path / "bad\x1b[2Jname.json"
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.json")
        paths["pipe"] = tmp_path / "pipe.json"
    if Path("/dev/zero").exists():
        paths["device"] = Path("/dev/zero")
    return paths


def test_replay_of_any_hostile_file_says_why_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for name, path in hostile_files(tmp_path).items():
        started = time.monotonic()
        assert cli.main(["replay", str(path)]) == 1, name
        assert time.monotonic() - started < 5, name
        captured = capsys.readouterr()
        lines = captured.err.strip().splitlines()
        assert len(lines) == 1 and "Traceback" not in captured.err, (name, captured.err)
        assert "\x1b" not in captured.err


def test_replay_of_a_house_almanac_save_names_the_almanac_and_how_to_give_it(tmp_path: Path,
                                                                             capsys: pytest.CaptureFixture[str]) -> None:
    import shutil

    shipped = Path(__file__).resolve().parents[1] / "almanac"
    house = tmp_path / "house"
    shutil.copytree(shipped, house)
    events = house / "events.yaml"
    events.write_text(events.read_text(encoding="utf-8").replace("{pay_bank: 300}", "{pay_bank: 400}", 1),
                      encoding="utf-8")
    assert cli.main(["--almanac", str(house), "simulate", "--games", "1", "--players", "3",
                     "--save-dir", str(tmp_path)]) == 0
    capsys.readouterr()
    save = tmp_path / "game-1.json"
    assert json.loads(save.read_text(encoding="utf-8"))["content"]["folder"] == str(house)
    assert cli.main(["replay", str(save)]) == 1
    err = capsys.readouterr().err
    assert str(house) in err and "--almanac" in err
    assert cli.main(["--almanac", str(house), "replay", str(save)]) == 0
    assert saves.read_save(save).finished


@pytest.mark.skipif(not hasattr(signal, "SIGINT") or os.name == "nt", reason="POSIX signals")
def test_ctrl_c_in_the_terminal_closes_the_desktop_game_with_code_130(tmp_path: Path) -> None:
    env = {**os.environ, "HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_STATE_HOME": str(tmp_path / "state"),
           "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.Popen([sys.executable, "-m", "gameofyear.cli"], env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and not list(tmp_path.glob("state/*/*/gameofyear.log")):
        time.sleep(0.2)  # the window is up once its log file exists
    time.sleep(0.5)
    child.send_signal(signal.SIGINT)
    _out, err = child.communicate(timeout=30)
    assert child.returncode == 130
    assert err.strip().splitlines()[-1] == "Interrupted." and "Traceback" not in err


def test_replay_with_an_almanac_that_cannot_be_used_says_why(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["simulate", "--games", "1", "--players", "2", "--save-dir", str(tmp_path)]) == 0
    house = tmp_path / "house"
    house.mkdir()
    (house / "events.yaml").write_text("a: &a [*a]\n", encoding="utf-8")
    capsys.readouterr()
    assert cli.main(["--almanac", str(house), "replay", str(tmp_path / "game-1.json")]) == 1
    err = capsys.readouterr().err
    assert "cannot be used" in err and f"{house / 'events.yaml'}:1:" in err and "recursive anchor" in err
