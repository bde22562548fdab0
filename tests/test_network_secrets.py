"""Secrets nobody can work out: the server's own seeds, separate keyed streams, a store only its user reads.

A seeded network game is played on 127.0.0.1 and one seat's whole frame log is
given to an attacker who tries every seed of a window: with the legacy scheme
(one Mersenne Twister, a small seed) the search finds the seed and with it the
other seats' lucky numbers and every spin to come; with the keyed streams and
the server's 256-bit seed it finds nothing, and cannot tell a spin to come.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
import stat
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from nethelpers import OPERATOR_KEY, a_setup, classic, request, run
from websockets.asyncio.client import connect

from gameofyear.bots import make_bot
from gameofyear.engine.streams import (
    CURRENT_SCHEME,
    LEGACY_SCHEME,
    KeyedStreams,
    LegacyStreams,
    Stream,
    bot_seed,
    new_seed,
    streams_for,
)
from gameofyear.engine.variants import Variants
from gameofyear.net.client import GameClient, create_game, play_as_bot
from gameofyear.net.protocol import PROTOCOL_VERSION
from gameofyear.net.server import GameServer
from gameofyear.net.store import Store

HOST = "127.0.0.1"
WINDOW = range(120_000, 140_000)
"""The seeds the attacker tries: 20,000 of them (a 31-bit seed is 100,000 such windows: hours, not years)."""
KNOWN = 131_071
"""The seed of the constructed legacy case: inside the window."""
SPINS_SEEN = 12
"""How many spins the attacker matches before predicting the rest."""


def _walk(value: Any) -> Iterator[dict[str, Any]]:
    """Every mapping inside a frame, depth first."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            yield item
            stack.extend(reversed(list(item.values())))
        elif isinstance(item, list):
            stack.extend(reversed(item))


def seen_by_a_seat(frames: list[dict[str, Any]]) -> tuple[list[int], int, dict[str, Any]]:
    """What one seat's frame log tells: the sectors of every spin in order, its own lucky number, the setup."""
    sectors: dict[int, list[int]] = {}
    own = None
    setup: dict[str, Any] = {}
    for frame in frames:
        if frame.get("type") == "welcome":
            setup = frame["setup"]
        if frame.get("type") != "update":
            continue
        for k, event in enumerate(frame["events"]):  # an event is sent once per index: keep the first copy
            if event["type"] == "DialSpun":
                sectors.setdefault(frame["from"] + k, []).append(event["data"]["sector"])
        if frame.get("observation"):
            own = frame["observation"]["data"]["lucky_number"]
    assert own is not None
    spins = [sectors[i][0] for i in sorted(sectors)]
    return spins, own, setup


def attack(spins: list[int], own: int, seat: int, players: int, *, scheme: int, seeds: range) -> list[int]:
    """Try every seed of ``seeds``: those whose draws give this seat's lucky number and the first
    :data:`SPINS_SEEN` spins seen (before any deck runs out, so the decks are shuffled once)."""
    lucky, sectors, decks = _numbers()
    found = []
    for seed in seeds:
        rng = streams_for(seed, scheme)
        if rng.deal_lucky(lucky, players)[seat] != own:
            continue
        rng.shuffle_deck("chance", list(range(decks[0])))
        rng.shuffle_deck("hazard", list(range(decks[1])))
        if all(rng.spin(sectors) == s for s in spins[:SPINS_SEEN]):
            found.append(seed)
    return found


def predicted_spins(seed: int, scheme: int, players: int, count: int) -> list[int]:
    """The first ``count`` spins a game of ``seed`` draws, as the attacker works them out."""
    lucky, sectors, decks = _numbers()
    rng = streams_for(seed, scheme)
    rng.deal_lucky(lucky, players)
    rng.shuffle_deck("chance", list(range(decks[0])))
    rng.shuffle_deck("hazard", list(range(decks[1])))
    return [rng.spin(sectors) for _ in range(count)]


def play_and_record(server: GameServer, seat: int = 0, length: str = "quarter") -> tuple[list[dict[str, Any]], Any]:
    """Play a game of four remote seats (computer players behind them) on 127.0.0.1, a quarter year long (or
    ``length``); return every frame ``seat`` received and the server's game."""
    setup = dataclasses.replace(a_setup(4, seed=9), variants=Variants(length=length))

    async def scenario() -> tuple[list[dict[str, Any]], Any]:
        port = await server.start(HOST, 0)
        url = f"ws://{HOST}:{port}"
        try:
            created = await create_game(url, request(setup, "rrrr"))
            frames: list[dict[str, Any]] = []
            clients = [GameClient(url, c["code"], on_frame=frames.append if c["seat"] == seat else None)
                       for c in created["codes"]]
            for client in clients:
                client.start()
            await asyncio.gather(*(play_as_bot(c, make_bot("basic", 50 + i), setup, classic(), timeout=20)
                                   for i, c in enumerate(clients)))
            for client in clients:
                await client.close()
            return frames, server.games[created["game"]].table.game
        finally:
            await server.close()

    return run(scenario(), timeout=120)  # type: ignore[no-any-return]


def _numbers() -> tuple[int, int, tuple[int, int]]:
    """What the attacker knows of the rules: how many lucky numbers, dial sectors and cards of each deck."""
    content = classic()
    ed = content.edition
    return ed.lucky_numbers, len(ed.dial), (len(content.chance_cards), len(content.hazard_cards))


def test_on_the_legacy_scheme_one_seats_frames_give_the_seed_and_every_secret_away() -> None:
    """The constructed case: a legacy game of a seed in the window. The search finds it within seconds, then
    tells the other seats' lucky numbers and every spin after those it matched."""
    store = Store(":memory:")
    frames, game = play_and_record(GameServer(store, operator_key=OPERATOR_KEY, seeds=lambda: KNOWN, scheme=LEGACY_SCHEME))
    store.close()
    spins, own, setup = seen_by_a_seat(frames)
    assert len(spins) > SPINS_SEEN + 5 and own == game.state.players[0].lucky_number
    started = time.monotonic()
    found = attack(spins, own, 0, len(setup["players"]), scheme=LEGACY_SCHEME, seeds=WINDOW)
    assert time.monotonic() - started < 20
    assert found == [KNOWN]
    others = LegacyStreams(KNOWN).deal_lucky(_numbers()[0], 4)
    assert others == [p.lucky_number for p in game.state.players]  # every seat's secret
    # the spins to come, as far as no deck ran out (a reshuffle draws from the same generator)
    reshuffled = any(isinstance(e, dict) and e.get("type") == "DeckReshuffled" for f in frames for e in _walk(f))
    upcoming = predicted_spins(KNOWN, LEGACY_SCHEME, 4, len(spins))
    assert upcoming[:SPINS_SEEN + 5] == spins[:SPINS_SEEN + 5]
    assert reshuffled or upcoming == spins


def test_on_the_keyed_streams_with_the_servers_seed_the_same_search_learns_nothing() -> None:
    """The server's own 256-bit seed and the keyed streams: no seed of the window, under either scheme,
    explains what the seat saw, so nothing of the other seats or of the spins to come is predicted."""
    store = Store(":memory:")
    server = GameServer(store, operator_key=OPERATOR_KEY)
    frames, game = play_and_record(server, length="half")  # a random seed: half a year shows enough spins
    store.close()
    assert game.scheme == CURRENT_SCHEME and game.seed.bit_length() > 200  # 256 random bits: almost surely
    spins, own, setup = seen_by_a_seat(frames)
    assert len(spins) > SPINS_SEEN
    started = time.monotonic()
    for scheme in (LEGACY_SCHEME, CURRENT_SCHEME):
        assert attack(spins, own, 0, len(setup["players"]), scheme=scheme, seeds=WINDOW) == []
    assert time.monotonic() - started < 30
    assert "seed" not in json.dumps(frames)  # the seed itself never goes out


def test_the_keyed_streams_are_separate_so_one_seen_says_nothing_of_another() -> None:
    """Drawing from one stream never moves another: the spins of a seed are the same whatever the decks
    and lucky numbers drew (on the legacy scheme, one draw more shifts every spin after it), and the same
    seed gives unrelated words in each stream."""
    seed = new_seed()
    plain = KeyedStreams(seed)
    busy = KeyedStreams(seed)
    busy.shuffle_deck("chance", list(range(42)))
    busy.deal_lucky(36, 6)
    assert [plain.spin(12) for _ in range(50)] == [busy.spin(12) for _ in range(50)]
    old, shifted = LegacyStreams(5), LegacyStreams(5)
    shifted.shuffle_deck("chance", list(range(42)))
    assert [old.spin(12) for _ in range(50)] != [shifted.spin(12) for _ in range(50)]
    # the first word of each stream of one key: all different (BLAKE2b personalised per stream)
    words = {s: KeyedStreams(seed)._below(s, 2 ** 62) for s in Stream}
    assert len(set(words.values())) == len(Stream)
    assert bot_seed(seed, 0) != bot_seed(seed, 1)


def test_a_create_frame_that_names_a_seed_is_refused_in_plain_words() -> None:
    async def scenario() -> dict[str, Any]:
        store = Store(":memory:")
        server = GameServer(store, operator_key=OPERATOR_KEY)
        port = await server.start(HOST, 0)
        try:
            async with connect(f"ws://{HOST}:{port}", open_timeout=5) as ws:
                frame = {"type": "create", "protocol": PROTOCOL_VERSION, **request(a_setup(), "rrcc"), "seed": 42}
                await ws.send(json.dumps(frame))
                reply: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), 5))
            assert not server.games
            return reply
        finally:
            await server.close()
            store.close()

    reply = run(scenario(), timeout=30)
    assert reply["type"] == "error" and reply["code"] == "bad_game"
    assert "draws every game's seed itself" in reply["message"]


def test_the_store_is_created_for_its_user_alone(tmp_path: Path) -> None:
    """The database (it holds every seed) is 0600, its WAL file too, in a folder made 0700; an existing
    database of wider permissions is narrowed."""
    path = tmp_path / "server" / "state" / "games.sqlite3"
    store = Store(path)
    store.add_game("g", {"seed": new_seed()}, {"code": 0})
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(path.parent.stat().st_mode) == 0o700
    assert stat.S_IMODE(path.parent.parent.stat().st_mode) == 0o700
    wal = Path(f"{path}-wal")
    assert wal.exists() and stat.S_IMODE(wal.stat().st_mode) == 0o600
    store.close()
    os.chmod(path, 0o644)
    Store(path).close()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_a_stored_game_of_the_legacy_scheme_resumes_exactly_as_it_was_played(tmp_path: Path) -> None:
    """A store written before the schemes existed holds no ``rng_scheme``: such a game resumes on the
    legacy scheme, its computer players seeded as they were."""
    db = tmp_path / "old.sqlite3"
    store = Store(db)
    server = GameServer(store, seeds=lambda: 77, scheme=LEGACY_SCHEME)

    async def create() -> dict[str, Any]:
        return server.create_game(request(a_setup(3), "rcc"))

    created = run(create())
    game = server.games[created["game"]].table.game
    before = game.state.fingerprint()
    spec = dict(server.store.game(created["game"]).spec)
    assert spec["rng_scheme"] == LEGACY_SCHEME
    del spec["rng_scheme"]  # as an earlier version stored it
    store.db.execute("UPDATE games SET spec = ? WHERE id = ?", (json.dumps(spec), created["game"]))
    store.close()
    again = Store(db)
    resumed = GameServer(again)

    async def load() -> int:
        return resumed.load()

    assert run(load()) == 1
    game = resumed.games[created["game"]].table.game
    assert game.scheme == LEGACY_SCHEME and game.state.fingerprint() == before
    again.close()


def test_each_seat_gets_its_own_profile_whole_and_of_the_others_only_what_the_rules_show() -> None:
    """The birth year, sex and profile facts of a player go to that player's seat alone: every other seat and
    the spectators get the name and birthday (day and month) only, in the welcome and in every frame after it."""
    content = classic()
    base = a_setup(4, seed=9)
    years = (1961, 1975, 1988, 2012)
    facts = sorted(content.facts)
    players = tuple(
        dataclasses.replace(p, birth_date=p.birth_date.replace(year=year, day=min(p.birth_date.day, 28)),
                            sex=("female", "male")[i % 2], facts=frozenset(facts[i::4][:3]), unknown=frozenset())
        for i, (p, year) in enumerate(zip(base.players, years)))
    setup = dataclasses.replace(base, players=players, variants=Variants(length="quarter"))
    whole = setup.to_json()

    async def scenario() -> tuple[dict[int | None, list[dict[str, Any]]], Any]:
        store = Store(":memory:")
        server = GameServer(store, operator_key=OPERATOR_KEY, seeds=lambda: 5)
        port = await server.start(HOST, 0)
        url = f"ws://{HOST}:{port}"
        try:
            created = await create_game(url, {**request(setup, "rrrr"), "spectators": True})
            frames: dict[int | None, list[dict[str, Any]]] = {0: [], 1: [], 2: [], 3: [], None: []}
            clients = [GameClient(url, c["code"], on_frame=frames[c["seat"]].append) for c in created["codes"]]
            watcher = GameClient(url, created["spectators"], on_frame=frames[None].append)
            for client in [*clients, watcher]:
                client.start()
            await asyncio.gather(*(play_as_bot(c, make_bot("basic", 60 + i), setup, content, timeout=20)
                                   for i, c in enumerate(clients)))
            for client in [*clients, watcher]:
                await client.close()
            return frames, server.games[created["game"]].table.game
        finally:
            await server.close()
            store.close()

    frames, game = run(scenario(), timeout=120)
    assert game.finished
    for seat, log in frames.items():
        welcome = next(f for f in log if f["type"] == "welcome")
        assert welcome["withheld"] == [i for i in range(4) if i != seat]
        text = json.dumps(log)
        for i, profile in enumerate(welcome["setup"]["players"]):
            if i == seat:
                assert profile == whole["players"][i]  # its own, whole
                continue
            born = whole["players"][i]["birth_date"]
            assert profile == {"name": whole["players"][i]["name"], "birth_date": "2000" + born[4:], "sex": None,
                               "facts": [], "unknown": facts}
            assert born not in text  # the birth year never reaches this seat, in no frame
        assert welcome["setup"]["today"] == whole["today"]
