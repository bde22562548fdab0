"""The network documents say what works today: every ``gameofyear serve`` command in them is one the game
takes, the lines they show ``serve`` printing are the lines it prints, their Python example runs against a
real ``serve`` on 127.0.0.1, and every invitation code they show reads as one this version writes.

Nothing here reaches beyond this machine; the server runs in a subprocess on a free port of 127.0.0.1.
"""

from __future__ import annotations

import os
import re
import select
import shlex
import subprocess
import sys
from pathlib import Path

from nethelpers import free_port

from gameofyear import cli
from gameofyear.net.invitation import Invitation, decode, read_pin
from gameofyear.net.tls import PIN_BYTES

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "docs" / "SERVER.md", ROOT / "docs" / "NETWORK.md", ROOT / "docs" / "PROTOCOL.md"]
SERVING = re.compile(r"^Serving games on (wss?)://[^\s:]+:(\d+) \(store: [^;]+; operator key: [^)]+\)$")
"""The line ``serve`` prints once it listens (the store and the key's place vary)."""
PIN_LINE = re.compile(r"^Certificate pin: (\S+) \(invitations to games here carry it; a host checks from outside "
                      r"with (wss://[^\s#]+:\d+)#(\S+)\)$")
"""The line with the pin of the server's own certificate."""


def _blocks(text: str, kinds: tuple[str, ...]) -> list[str]:
    """The fenced code blocks of ``text`` whose language is one of ``kinds``."""
    return [m.group(2) for m in re.finditer(r"^```(\w+)\n(.*?)^```", text, re.S | re.M) if m.group(1) in kinds]


def _serve_commands() -> list[str]:
    """Every ``gameofyear serve …`` command of the documents: in their shell blocks (continued lines joined),
    their systemd unit's ``ExecStart`` and their inline code."""
    commands = []
    for doc in DOCS:
        text = doc.read_text(encoding="utf-8")
        for block in _blocks(text, ("sh", "ini")):
            for line in block.replace("\\\n", " ").splitlines():
                found = re.search(r"gameofyear serve\b.*", line)
                if found:
                    commands.append(found.group(0))
        commands += re.findall(r"`(gameofyear serve\b[^`]*)`", text)
    return commands


def test_the_documents_show_serve_commands_and_the_game_takes_every_one():
    commands = _serve_commands()
    assert len(commands) >= 5, commands
    for command in commands:
        argv = shlex.split(command)[1:]
        parsed = cli._parse(argv)
        assert not isinstance(parsed, int), f"{command!r} is refused by `gameofyear serve` ({parsed})"


def test_every_invitation_code_the_documents_show_reads_with_a_128_bit_pin():
    codes = []
    for doc in DOCS:
        text = doc.read_text(encoding="utf-8")
        codes += re.findall(r"\b(?:[0-9A-Z]{5}[ -]){10,}[0-9A-Z]{1,5}\b", text)
    assert codes, "the documents show an invitation code"
    for code in codes:
        invitation = decode(code)
        assert invitation.tls and invitation.pin is not None and len(invitation.pin) == PIN_BYTES, code


def _start(folder: Path, port: int) -> tuple[subprocess.Popen[bytes], list[str]]:
    """``gameofyear serve`` in ``folder`` on 127.0.0.1:``port`` with the store ``server.sqlite3`` (its key made
    beside it); it and the lines it printed until its pin."""
    proc = subprocess.Popen([sys.executable, "-m", "gameofyear.cli", "serve", "--port", str(port),
                             "--db", "server.sqlite3"], cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            bufsize=0, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.stdout is not None
    lines: list[str] = []
    for _ in range(4):
        ready, _, _ = select.select([proc.stdout], [], [], 30)
        if not ready:
            break
        lines.append(proc.stdout.readline().decode().strip())
        if lines[-1].startswith("Certificate pin:"):
            break
    return proc, lines


def test_what_the_server_document_shows_serve_printing_and_its_python_example_are_true(tmp_path):
    """The lines shown are the lines ``serve`` prints (the same form, a pin of today's length); the operator's
    example, given that server's port and pin and a real table, creates a game and writes one invitation per
    remote seat that reads back with that pin."""
    text = (ROOT / "docs" / "SERVER.md").read_text(encoding="utf-8")
    shown = next(block for block in _blocks(text, ("text",)) if "Serving games on" in block).splitlines()
    assert SERVING.match(shown[0]) and SERVING.match(shown[0]).group(1) == "wss", shown[0]  # type: ignore[union-attr]
    shown_pin = PIN_LINE.match(shown[1])
    assert shown_pin and shown_pin.group(1) == shown_pin.group(3) and len(read_pin(shown_pin.group(1))) == PIN_BYTES
    port = free_port()
    proc, printed = _start(tmp_path, port)
    try:
        serving = next((SERVING.match(line) for line in printed if SERVING.match(line)), None)
        pin_line = next((PIN_LINE.match(line) for line in printed if PIN_LINE.match(line)), None)
        assert serving and pin_line, printed
        assert serving.group(1) == "wss" and int(serving.group(2)) == port
        example = next(block for block in _blocks(text, ("python",)) if "create_game" in block)
        assert shown_pin.group(1) in example and '"wss://127.0.0.1:8765"' in example
        table = ('{"setup": __import__("nethelpers").a_setup(3).to_json(), '
                 '"seats": [{"kind": "remote"}, {"kind": "remote"}, {"kind": "computer", "level": "basic"}]}')
        script = (example.replace(shown_pin.group(1), pin_line.group(1))
                  .replace('"wss://127.0.0.1:8765"', f'"wss://127.0.0.1:{port}"')
                  .replace('{"setup": ..., "seats": [...]}', table))
        assert "..." not in script, "every placeholder of the example is filled"
        run = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True,
                             timeout=60, env={**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT),
                                                                                           str(ROOT / "tests")])})
        assert run.returncode == 0, run.stderr
        printed_codes = [line.split(" ", 1) for line in run.stdout.splitlines()]
        assert [seat for seat, _ in printed_codes] == ["0", "1"], run.stdout
        for _, code in printed_codes:
            invitation = decode(code)
            assert invitation == Invitation("games.example.org", 8765, invitation.code,
                                            pin=read_pin(pin_line.group(1)))
    finally:
        proc.terminate()
        proc.wait(10)
