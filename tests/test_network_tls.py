"""The host's certificate and the pin: ``wss://`` by default, a server with another certificate refused in plain words.

Every server listens on 127.0.0.1 with a port the system picks; every wait is bounded.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import os
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from nethelpers import HOST, a_setup, classic, request, run

from gameofyear.bots import make_bot
from gameofyear.net.client import GameClient, ServerRefused, play_as_bot
from gameofyear.net.server import GameServer
from gameofyear.net.store import Store
from gameofyear.net.tls import (
    CERTIFICATE_FILE,
    KEY_FILE,
    MISMATCH,
    PIN_BYTES,
    CertificateMismatch,
    check_pin,
    host_certificate,
)


@contextlib.asynccontextmanager
async def tls_server(folder: Path) -> AsyncIterator[tuple[GameServer, str]]:
    """A server on 127.0.0.1 speaking ``wss://`` with the host's certificate of ``folder``."""
    store = Store(":memory:")
    server = GameServer(store)
    port = await server.start(HOST, 0, host_certificate(folder).server_context())
    try:
        yield server, f"wss://{HOST}:{port}"
    finally:
        await server.close()
        store.close()


def test_the_hosts_certificate_is_made_once_and_its_key_is_the_users_own(tmp_path):
    first = host_certificate(tmp_path)
    assert first.certificate == tmp_path / CERTIFICATE_FILE and first.key == tmp_path / KEY_FILE
    assert first.key.stat().st_mode & 0o777 == 0o600
    assert b"PRIVATE KEY" in first.key.read_bytes() and b"CERTIFICATE" in first.certificate.read_bytes()
    assert len(first.fingerprint) == 32 and first.pin == first.fingerprint[:PIN_BYTES]
    again = host_certificate(tmp_path)
    assert again.fingerprint == first.fingerprint  # the invitations sent stay good
    other = host_certificate(tmp_path / "elsewhere")
    assert other.fingerprint != first.fingerprint
    os.chmod(first.key, 0o644)
    assert host_certificate(tmp_path).key.stat().st_mode & 0o777 == 0o600


def test_a_damaged_certificate_is_made_again(tmp_path):
    first = host_certificate(tmp_path)
    first.certificate.write_text("not a certificate", encoding="utf-8")
    again = host_certificate(tmp_path)
    assert again.fingerprint != first.fingerprint
    again.server_context()  # the new pair loads together


def test_the_pin_is_the_certificates_sha256_or_its_first_128_bits_and_an_earlier_80_bit_pin_still_holds():
    from gameofyear.net.tls import SHORTEST_PIN_BYTES

    der = b"some certificate bytes"
    digest = hashlib.sha256(der).digest()
    assert PIN_BYTES * 8 == 128 and SHORTEST_PIN_BYTES * 8 == 80
    check_pin(der, digest)
    check_pin(der, digest[:PIN_BYTES])
    check_pin(der, digest[:SHORTEST_PIN_BYTES])  # an invitation of an earlier version
    wrong = bytes([digest[0] ^ 1]) + digest[1:PIN_BYTES]
    with pytest.raises(CertificateMismatch, match="not the host's game"):
        check_pin(der, wrong)
    with pytest.raises(CertificateMismatch):
        check_pin(None, digest)
    with pytest.raises(ValueError, match="10 to 32 bytes"):
        check_pin(der, digest[:SHORTEST_PIN_BYTES - 1])
    assert host_certificate_pin_length() == PIN_BYTES


def host_certificate_pin_length() -> int:
    """The length of the pin a host's certificate gives its invitations (bytes)."""
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        return len(host_certificate(folder).pin)


def test_a_server_with_another_certificate_is_refused_before_the_code_is_sent(tmp_path):
    """The joiner's pin names the host's certificate; a server showing another one is left at once, with the
    plain-words message, and never hears the seat's code."""
    setup = a_setup()
    invited = host_certificate(tmp_path / "host")

    async def scenario() -> tuple[ServerRefused | None, str, list[dict[str, Any]]]:
        async with tls_server(tmp_path / "impostor") as (server, url):
            created = server.create_game(request(setup, "rccc"))
            game = server.games[created["game"]]
            statuses: list[Any] = []
            client = GameClient(url, created["codes"][0]["code"], pin=invited.pin, on_status=statuses.append)
            client.start()
            with pytest.raises(ServerRefused) as refused:
                await client.wait_for(lambda c: c.welcome is not None, 15)
            await client.close()
            assert client.connections == 0 and client.welcome is None
            return client.refused, refused.value.code, game.seat_states()

    why, code, seats = run(scenario())
    assert code == "certificate" and why is not None and why.message == MISMATCH
    assert seats[0]["presence"] == "away"  # the seat was never taken: the code did not reach that server


def test_the_pin_needs_a_tls_address():
    with pytest.raises(ValueError, match="wss://"):
        GameClient("ws://127.0.0.1:8765", "code", pin=b"0" * PIN_BYTES)
    with pytest.raises(ValueError, match="10 to 32 bytes"):
        GameClient("wss://127.0.0.1:8765", "code", pin=b"0" * 4)


def test_a_whole_game_over_wss_with_the_pinned_certificate(tmp_path):
    """Two seats join the host's ``wss://`` server with the invitation's pin and play the year to its end: one with
    today's 128-bit pin, one with the 80 bits an earlier version's invitation carries."""
    setup = a_setup(3)
    identity = host_certificate(tmp_path)

    async def scenario() -> tuple[dict[str, Any] | None, dict[str, Any] | None, int]:
        async with tls_server(tmp_path) as (server, url):
            created = server.create_game(request(setup, "rrc"))
            pins = (identity.pin, identity.fingerprint[:10])  # today's 128-bit pin, and an earlier version's 80 bits
            clients = [GameClient(url, c["code"], pin=pin) for c, pin in zip(created["codes"], pins)]
            for client in clients:
                client.start()
            bots = [make_bot("basic", 3 + i) for i in range(len(clients))]
            await asyncio.gather(*(play_as_bot(c, b, setup, classic(), timeout=30) for c, b in zip(clients, bots)))
            for client in clients:
                await client.close()
            game = server.games[created["game"]].table.game
            return clients[0].outcome, clients[1].outcome, len(game.actions) if game.finished else -1

    first, second, actions = run(scenario(), timeout=300)
    assert first is not None and first == second and actions > 50


def test_serve_takes_a_certificate_and_its_key(tmp_path, capsys):
    from gameofyear import cli

    assert cli.main(["serve", "--key", str(tmp_path / "key.pem"), "--db", str(tmp_path / "s.sqlite3")]) == 2
    assert "--key needs --certificate" in capsys.readouterr().err
    identity = host_certificate(tmp_path)
    other = host_certificate(tmp_path / "other")
    assert cli.main(["serve", "--port", "0", "--certificate", str(identity.certificate), "--key", str(other.key),
                     "--db", str(tmp_path / "s.sqlite3")]) == 1  # a key that is not the certificate's
    assert "The server cannot run" in capsys.readouterr().err


def test_a_wss_address_without_the_pin_meets_a_self_signed_certificate_with_plain_words(tmp_path):
    from gameofyear.net.tls import UNTRUSTED

    setup = a_setup()

    async def scenario() -> ServerRefused | None:
        async with tls_server(tmp_path) as (server, url):
            created = server.create_game(request(setup, "rccc"))
            client = GameClient(url, created["codes"][0]["code"])  # the system's authorities only
            client.start()
            with pytest.raises(ServerRefused):
                await client.wait_for(lambda c: c.welcome is not None, 15)
            await client.close()
            return client.refused

    why = run(scenario())
    assert why is not None and why.code == "untrusted" and why.message == UNTRUSTED


def _serve(db: Path, port: int, *flags: str) -> tuple[Any, list[str]]:
    """``gameofyear serve`` on 127.0.0.1:``port`` in a subprocess; it and the lines it printed until it served."""
    import select
    import subprocess
    import sys

    proc = subprocess.Popen([sys.executable, "-m", "gameofyear.cli", "serve", "--port", str(port), "--db", str(db),
                             *flags], stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=0,
                            env={**os.environ, "GAMEOFYEAR_OPERATOR_KEY": "the-operator-key-of-the-tests"})
    lines: list[str] = []
    assert proc.stdout is not None
    for _ in range(4):
        ready, _, _ = select.select([proc.stdout], [], [], 30)
        if not ready:
            break
        lines.append(proc.stdout.readline().decode().strip())  # unbuffered: select sees every line that waits
        if lines[-1].startswith("Certificate pin:") or (lines[-1].startswith("Serving") and "--insecure" in flags):
            break
    return proc, lines


async def _pinned_ping(url: str, pin: bytes) -> str:
    from websockets.asyncio.client import connect

    from gameofyear.net.tls import pinned_client_context

    async with connect(url, ssl=pinned_client_context(), open_timeout=10) as ws:
        from gameofyear.net.tls import check_peer

        check_peer(ws.transport, pin)
        await ws.send('{"type": "ping"}')
        import json

        return str(json.loads(await asyncio.wait_for(ws.recv(), 5))["type"])


def test_serve_speaks_wss_by_default_with_a_certificate_of_its_own_whose_pin_it_prints_and_keeps(tmp_path):
    """No option: ``gameofyear serve`` makes a certificate beside its store, serves ``wss://`` and prints the pin;
    started again it has the same pin. The operator creates games with the pin (and hands out invitations that
    carry it); a host checks from outside with the URL and pin it prints."""
    from nethelpers import free_port

    from gameofyear.net.invitation import read_pin
    from gameofyear.net.probe import check_from_outside
    from gameofyear.net.tls import server_certificate_folder

    db, port = tmp_path / "server.sqlite3", free_port()
    pins = []
    for _ in range(2):
        proc, lines = _serve(db, port)
        try:
            assert any(line.startswith(f"Serving games on wss://127.0.0.1:{port} ") for line in lines), lines
            pin_line = next(line for line in lines if line.startswith("Certificate pin:"))
            pin = read_pin(pin_line.split()[2])
            pins.append(pin)
            assert run(_pinned_ping(f"wss://127.0.0.1:{port}", pin), timeout=30) == "pong"
            from gameofyear.net.client import create_game
            from gameofyear.net.invitation import Invitation, decode, encode

            created = run(create_game(f"wss://127.0.0.1:{port}", request(a_setup(), "rccc"), pin=pin), timeout=30)
            invitation = decode(encode(Invitation("127.0.0.1", port, created["codes"][0]["code"], pin=pin)))
            assert invitation.url == f"wss://127.0.0.1:{port}" and invitation.pin == pin  # what a joiner is given
            with pytest.raises(CertificateMismatch):  # the operator's key is never sent to another certificate
                run(create_game(f"wss://127.0.0.1:{port}", request(a_setup(), "rccc"), pin=bytes(PIN_BYTES)),
                    timeout=30)
            checker = pin_line.rsplit("with ", 1)[1].rstrip(")")
            assert checker == f"wss://127.0.0.1:{port}#{pin_line.split()[2]}"
            checked = run(check_from_outside(checker, port=1, tls=True, timeout=10), timeout=30)
            assert checked.answers is None and "public address" in checked.detail, checked  # it answered: refused
            at = checker.index("#") + 1  # the pin's first character: any other stays a pin of the same length
            wrong = checker[:at] + ("0" if checker[at] != "0" else "1") + checker[at + 1:]
            checked = run(check_from_outside(wrong, port=1, tls=True, timeout=10), timeout=30)
            assert "not the one its pin names" in checked.detail, checked
        finally:
            proc.terminate()
            proc.wait(10)
    assert pins[0] == pins[1] and len(pins[0]) == PIN_BYTES, "the same certificate, kept beside the store"
    assert (server_certificate_folder(db) / CERTIFICATE_FILE).exists()
    assert (server_certificate_folder(db) / KEY_FILE).stat().st_mode & 0o077 == 0


def test_serve_speaks_plain_ws_only_when_told_insecure_and_says_what_that_costs(tmp_path, capsys):
    from nethelpers import free_port

    from gameofyear import cli

    assert cli.main(["serve", "--insecure", "--certificate", str(tmp_path / "c.pem"),
                     "--db", str(tmp_path / "s.sqlite3")]) == 2
    assert "do not go together" in capsys.readouterr().err
    port = free_port()
    proc, lines = _serve(tmp_path / "s.sqlite3", port, "--insecure")
    try:
        assert any(line.startswith(f"Serving games on ws://127.0.0.1:{port} ") for line in lines), lines
        assert not any(line.startswith("Certificate pin") for line in lines)
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=10)
    assert b"Warning: --insecure: plain ws://" in err and b"in clear" in err
