"""Each joiner brings their own profile: a gathering game on 127.0.0.1 waits for every remote seat's hello.

Every server listens on 127.0.0.1 with a port the system picks; every wait is bounded.
"""

from __future__ import annotations

import asyncio
import json
from datetime import date
from typing import Any

import pytest
from nethelpers import a_setup, classic, request, run, running_server
from websockets.asyncio.client import connect

from gameofyear.engine.setup import PlayerProfile, Setup
from gameofyear.net.gathering import check_profile, start_now
from gameofyear.net.protocol import PROTOCOL_VERSION, FrameError
from gameofyear.net.server import GameServer
from gameofyear.net.store import Store

FACTS = sorted(classic().facts)


def _setup() -> Setup:
    """Three players: two remote placeholders (born the same day, no sex) and a computer."""
    base = a_setup(3, seed=11)
    players = (PlayerProfile("Seat A", date(2000, 6, 1)), PlayerProfile("Seat B", date(2000, 6, 1)),
               base.players[2])
    return _replace(base, players)


def _replace(setup: Setup, players: tuple[PlayerProfile, ...]) -> Setup:
    import dataclasses

    return dataclasses.replace(setup, players=players)


ANN = {"name": "Ann", "birth_date": "1961-03-04", "sex": "female", "facts": [FACTS[0]], "unknown": FACTS[2:]}
BEN = {"name": "Ben", "birth_date": "2011-08-09", "sex": "male", "facts": []}


async def _recv(ws: Any, kind: str, timeout: float = 5.0) -> dict[str, Any]:
    """The next frame of type ``kind`` (frames of other types before it are skipped)."""
    async def wait() -> dict[str, Any]:
        while True:
            frame = json.loads(await ws.recv())
            if frame["type"] == kind:
                return frame
    return await asyncio.wait_for(wait(), timeout)


async def _hello(ws: Any, code: str, profile: Any = None) -> None:
    frame: dict[str, Any] = {"type": "hello", "protocol": PROTOCOL_VERSION, "code": code}
    if profile is not None:
        frame["profile"] = profile
    await ws.send(json.dumps(frame))


def test_the_game_waits_for_both_joiners_and_plays_with_their_profiles():
    async def scenario() -> None:
        async with running_server() as (server, url):
            created = server.create_game(request(_setup(), "rrc", gather=True))
            game_id = created["game"]
            codes = [c["code"] for c in created["codes"]]
            async with connect(url, open_timeout=5) as ann, connect(url, open_timeout=5) as ben:
                await _hello(ann, codes[0], ANN)
                gathering = await _recv(ann, "gathering")
                assert gathering["awaiting"] == [1]
                assert [s["name"] for s in gathering["seats"]] == ["Ann", "Seat B"]
                await asyncio.sleep(0.2)
                game = server.games[game_id]
                assert game.table.game.actions == [] and server.store.game(game_id).actions == []
                raw_ben: list[str] = []
                await _hello(ben, codes[1], BEN)
                welcome_ann = await _recv(ann, "welcome")
                while True:
                    text = await asyncio.wait_for(ben.recv(), 5)
                    raw_ben.append(text)
                    if json.loads(text)["type"] == "update":
                        break
                assert welcome_ann["seat"] == 0
                players = server.games[game_id].table.game.setup.players
                assert players[0].name == "Ann" and players[0].sex == "female"
                assert players[0].facts == frozenset({FACTS[0]})
                assert players[0].unknown == frozenset(FACTS[2:])  # FACTS[1] answered no
                assert players[1].birth_date == date(2011, 8, 9)
                stored = server.store.game(game_id).spec
                assert stored["awaiting"] == [] and stored["setup"]["players"][0]["name"] == "Ann"
                # Ben's frames carry Ann's name and birthday, never her birth year, sex or facts
                text = "".join(raw_ben)
                assert "Ann" in text and "1961" not in text and "female" not in text
                welcome_ben = [json.loads(t) for t in raw_ben if json.loads(t)["type"] == "welcome"]
                assert welcome_ben[0]["setup"]["players"][0]["name"] == "Ann", [t[:80] for t in raw_ben]

    run(scenario())


def test_the_youngest_joiner_starts():
    async def scenario() -> None:
        async with running_server() as (server, url):
            setup = _replace(_setup(), (*_setup().players[:2], PlayerProfile("Old", date(1950, 1, 1))))
            created = server.create_game(request(setup, "rrc", gather=True))
            codes = [c["code"] for c in created["codes"]]
            async with connect(url, open_timeout=5) as ann, connect(url, open_timeout=5) as ben:
                await _hello(ann, codes[0], ANN)
                await _recv(ann, "gathering")
                await _hello(ben, codes[1], BEN)
                update = await _recv(ben, "update")
                assert update["waiting_for"] == 1  # Ben, born 2011, is the youngest

    run(scenario())


HOSTILE = [
    ({**ANN, "name": "x" * 65}, "profile.name"),
    ({**ANN, "name": ""}, "profile.name"),
    ({**ANN, "name": 7}, "profile.name"),
    ({**ANN, "name": "A\u0000n"}, "profile.name"),
    ({**ANN, "birth_date": "1961-02-30"}, "profile.birth_date"),
    ({**ANN, "birth_date": "yesterday!"}, "profile.birth_date"),
    ({**ANN, "birth_date": 1961}, "profile.birth_date"),
    ({**ANN, "birth_date": "1066-10-14"}, "profile.birth_date"),
    ({**ANN, "birth_date": "2999-01-01"}, "profile.birth_date"),
    ({**ANN, "facts": ["no_such_fact"]}, "profile.facts"),
    ({**ANN, "facts": "all"}, "profile.facts"),
    ({**ANN, "facts": [3]}, "profile.facts"),
    ({**ANN, "unknown": FACTS}, "profile.facts and profile.unknown"),
    ({**ANN, "sex": "robot"}, "profile.sex"),
    ({**ANN, "sex": 1}, "profile.sex"),
    ({**ANN, "age": 3}, "unknown field"),
    ([1, 2], "profile must be"),
]


@pytest.mark.parametrize(("profile", "where"), HOSTILE)
def test_a_hostile_profile_is_refused_naming_its_field(profile, where):
    with pytest.raises(FrameError) as caught:
        check_profile(profile, FACTS)
    assert caught.value.code == "bad_profile" and where in caught.value.detail


def test_hostile_profiles_over_the_wire_change_nothing():
    async def scenario() -> None:
        async with running_server() as (server, url):
            created = server.create_game(request(_setup(), "rrc", gather=True))
            codes = [c["code"] for c in created["codes"]]
            before = server.store.game(created["game"]).spec
            async with connect(url, open_timeout=5) as ws:
                for profile, where in HOSTILE:
                    await _hello(ws, codes[0], profile)
                    error = await _recv(ws, "error")
                    expected = "bad_frame" if not isinstance(profile, dict) else "bad_profile"
                    assert error["code"] == expected, (profile, error)
                    if expected == "bad_profile":
                        assert where in error["message"]
                assert server.store.game(created["game"]).spec == before
                assert server.games[created["game"]].clients == {}
                await _hello(ws, codes[0], ANN)  # the same connection may still join well
                assert (await _recv(ws, "gathering"))["awaiting"] == [1]

    run(scenario())


def test_a_server_restarted_while_gathering_keeps_the_profiles_given(tmp_path):
    db = tmp_path / "games.db"

    async def first() -> tuple[str, list[str]]:
        async with running_server(db) as (server, url):
            created = server.create_game(request(_setup(), "rrc", gather=True))
            codes = [c["code"] for c in created["codes"]]
            async with connect(url, open_timeout=5) as ann:
                await _hello(ann, codes[0], ANN)
                await _recv(ann, "gathering")
            return created["game"], codes

    game_id, codes = run(first())

    async def second() -> None:
        async with running_server(db) as (server, url):
            async with connect(url, open_timeout=5) as ben:
                await _hello(ben, codes[1], BEN)
                welcome = await _recv(ben, "welcome")
                assert welcome["game"] == game_id
                players = server.games[game_id].table.game.setup.players
                assert players[0].name == "Ann" and players[0].sex == "female"
                assert players[1].name == "Ben"

    run(second())


def test_the_host_starts_without_the_one_awaited_and_a_hello_without_profile_keeps_the_placeholder():
    async def scenario() -> None:
        async with running_server() as (server, url):
            created = server.create_game(request(_setup(), "rrc", gather=True, grace=0.2))
            codes = [c["code"] for c in created["codes"]]
            async with connect(url, open_timeout=5) as ann:
                await _hello(ann, codes[0])
                await _recv(ann, "gathering")
                assert start_now(server, created["game"]) == [1]
                await _recv(ann, "welcome")
                players = server.games[created["game"]].table.game.setup.players
                assert players[0].name == "Seat A" and players[0].sex is None
                assert players[0].unknown == frozenset(FACTS) and players[1].unknown == frozenset(FACTS)
                assert start_now(server, created["game"]) == []

    run(scenario())


def test_a_game_made_without_gather_starts_at_once_as_before():
    store = Store(":memory:")
    server = GameServer(store)

    async def scenario() -> None:
        created = server.create_game(request(a_setup(2), "rc"))
        assert "awaiting" not in server.store.game(created["game"]).spec

    run(scenario())
    store.close()


def test_a_half_gathered_game_starts_after_the_unjoined_time_and_never_hangs():
    async def scenario() -> None:
        async with running_server() as (server, url):
            created = server.create_game(request(_setup(), "rrc", gather=True, grace=0.1))
            codes = [c["code"] for c in created["codes"]]
            async with connect(url, open_timeout=5) as ann:
                await _hello(ann, codes[0], ANN)
                await _recv(ann, "gathering")
                server.sweep(server.clock() + 60)  # too early: it still gathers
                assert server.games[created["game"]].spec["awaiting"] == [1]
                server.sweep(server.clock() + server.limits.unjoined_ttl + 1)
                await _recv(ann, "welcome")
                assert server.games[created["game"]].spec["awaiting"] == []
                assert server.store.game(created["game"]).spec["awaiting"] == []

    run(scenario())


async def _whole_game(seed: int) -> dict[int, list[dict[str, Any]]]:
    """Ann and Ben join a gathered game (a computer the third player) and basic bots play them to the end;
    returns each seat's frames."""
    from gameofyear.bots import make_bot
    from gameofyear.net.client import GameClient, play_as_bot

    async with running_server(seed=seed) as (server, url):
        created = server.create_game(request(_setup(), "rrc", gather=True))
        codes = [c["code"] for c in created["codes"]]
        frames: dict[int, list[dict[str, Any]]] = {0: [], 1: []}
        ann = GameClient(url, codes[0], profile=ANN, on_frame=frames[0].append)
        ben = GameClient(url, codes[1], profile=BEN, on_frame=frames[1].append)
        ann.start()
        await ann.wait_for(lambda c: c.gathering is not None, 10)
        assert ann.welcome is None and ann.status.state == "gathering"
        ben.start()
        try:
            for client in (ann, ben):
                await client.wait_for(lambda c: c.welcome is not None, 10)
            await asyncio.gather(*(play_as_bot(c, make_bot("basic", i + 1), Setup.from_json(c.welcome["setup"]),
                                               classic(), timeout=120) for i, c in enumerate((ann, ben))))
        finally:
            await ann.close()
            await ben.close()
        return frames


def _decisions(frames: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [f["decision"]["data"] for f in frames if f.get("type") == "update" and f.get("decision")]


def test_a_whole_game_asks_facts_of_their_owner_only_and_the_other_seat_never_learns_the_secrets():
    frames = run(_whole_game(5), timeout=150)
    assert any(d["kind"] == "fact" for d in _decisions(frames[0]))  # Ann has facts not answered yet
    assert not any(d["kind"] == "fact" for d in _decisions(frames[1]))  # Ben answered every fact
    text = json.dumps(frames[1])
    assert "1961" not in text and "female" not in text


def test_10_january_reaches_the_female_joiner_when_another_lands_on_it():
    """The game of seed 12 has Ben land on 10 January ("every female player…"): Ann, female by her own
    profile, is asked; Ben, male, is not."""
    frames = run(_whole_game(12), timeout=150)
    events = [e for f in frames[0] if f.get("type") == "update" for e in f["events"]]
    assert any(e["type"] == "PawnMoved" and e["data"]["to_day"] == 9 and e["data"]["player"] == 1 for e in events)
    assert any("wearing_suit" in json.dumps(d) for d in _decisions(frames[0]))
    assert not any("wearing_suit" in json.dumps(d) for d in _decisions(frames[1]))


def test_a_spectator_watching_a_gathering_game_gets_the_game_when_it_starts():
    async def scenario() -> None:
        async with running_server() as (server, url):
            created = server.create_game(request(_setup(), "rrc", gather=True, spectators=True))
            codes = [c["code"] for c in created["codes"]]
            async with connect(url, open_timeout=5) as watcher, connect(url, open_timeout=5) as ann, \
                    connect(url, open_timeout=5) as ben:
                await _hello(watcher, created["spectators"])
                first = await _recv(watcher, "welcome")
                assert first["seat"] is None
                await _hello(ann, codes[0], ANN)
                await _recv(ann, "gathering")
                await _hello(ben, codes[1], BEN)
                again = await _recv(watcher, "welcome")
                assert [p["name"] for p in again["setup"]["players"][:2]] == ["Ann", "Ben"]
                update = await _recv(watcher, "update")
                assert update["from"] == 0 and update["events"]

    run(scenario())


def test_one_who_leaves_while_the_game_gathers_is_shown_gone_and_keeps_the_profile_given():
    async def scenario() -> None:
        async with running_server() as (server, url):
            setup = _replace(_setup(), (*_setup().players[:2], PlayerProfile("Seat C", date(2000, 6, 1))))
            created = server.create_game(request(setup, "rrr", gather=True))
            codes = [c["code"] for c in created["codes"]]
            async with connect(url, open_timeout=5) as ann:
                async with connect(url, open_timeout=5) as ben:
                    await _hello(ben, codes[1], BEN)
                    await _recv(ben, "gathering")
                    await _hello(ann, codes[0], ANN)
                    await _recv(ann, "gathering")
                gone = await _recv(ann, "gathering")
                assert gone["awaiting"] == [2]
                assert [(s["name"], s["here"]) for s in gone["seats"]] == [("Ann", True), ("Ben", False),
                                                                          ("Seat C", False)]
                assert server.store.game(created["game"]).spec["setup"]["players"][1]["name"] == "Ben"

    run(scenario())


def test_a_joiner_whose_name_is_already_at_the_table_plays_as_name_2():
    """Ann comes first; a second "ann" comes: the table has "Ann" and "ann (2)", in the setup the game plays and
    in what every seat is told; the computer's name counts as taken too."""
    async def scenario() -> None:
        async with running_server() as (server, url):
            created = server.create_game(request(_setup(), "rrc", gather=True))
            codes = [c["code"] for c in created["codes"]]
            async with connect(url, open_timeout=5) as first, connect(url, open_timeout=5) as second:
                await _hello(first, codes[0], ANN)
                await _recv(first, "gathering")
                await _hello(second, codes[1], {**BEN, "name": " ann"})
                welcome = await _recv(second, "welcome")
                names = [p["name"] for p in welcome["setup"]["players"]]
                assert names[:2] == ["Ann", "ann (2)"], names
                players = server.games[created["game"]].table.game.setup.players
                assert [p.name for p in players[:2]] == ["Ann", "ann (2)"]
                assert len({p.name.casefold() for p in players}) == len(players)

    run(scenario())


def test_a_distinct_name_counts_on_past_every_name_taken_and_stays_within_the_longest_name():
    from gameofyear.net.gathering import MAX_PROFILE_NAME, distinct_name

    assert distinct_name("Marie", ["Bob", "Cleo"]) == "Marie"
    assert distinct_name("Marie", ["marie ", "Marie (2)"]) == "Marie (3)"
    long = "M" * MAX_PROFILE_NAME
    named = distinct_name(long, [long])
    assert named.endswith(" (2)") and len(named) <= MAX_PROFILE_NAME
