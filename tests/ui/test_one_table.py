"""One table view for every window: the same seeded game shows the same things at home and over the network.

The same game (setup, seed, a person in seat 0 and two basic computer players)
is played in the window at home, over its controller and table, and in a
network game's window joined over real sockets on 127.0.0.1 (a server on a port
the system picks). The person answers the same way in both (the first option,
the machine's button for a spin, a click past each big moment that waits). Both
tables tell, event by event, what they show — log lines, cards, big moments,
sounds asked for, the players' running standings — and the two records agree.
Every wait is bounded in count and time.
"""

from __future__ import annotations

import asyncio
import random
import time
from typing import Any

import pytest
from helpers import table_seat

from gameofyear.content import load_content, load_texts
from gameofyear.engine import Game
from gameofyear.engine.decisions import DecisionKind
from gameofyear.simulation import random_setup
from gameofyear.ui import settings as settings_module
from gameofyear.ui.theme import PAWN_COLOURS

SEED = 29
SHOWN = 200
"""How many things each table must have shown before the records are compared."""


def _Seat(kind: str, colour: str) -> Any:
    """A seat of the window's players (:func:`helpers.table_seat`)."""
    return table_seat(kind, colour=colour)


def _setup_where_the_person_starts(content: Any) -> Any:
    """Random profiles of three, the youngest (who starts, RULINGS.md §11) in seat 0."""
    for k in range(200):
        setup = random_setup(random.Random(k), content, 3)
        if Game.new(setup, content, SEED).pending.player == 0:
            return setup
    raise AssertionError("no setup where seat 0 starts")


def _first_option(decision: Any) -> Any:
    options = decision.options
    return options[0] if options is not None else ("Yesterday",)


def _step_home(window: Any) -> None:
    """Play the person's part at home: past a moment that waits, the machine, or the dialog's first option."""
    if window.table.go_on():
        return
    decision, controller = window.game.pending, window.controller
    if decision is None or controller.waiting_for_human != 0 or window.table.group is not None:
        return
    if decision.kind is DecisionKind.SPIN:
        if window.table.machine.is_spin_enabled():
            window.table.machine.spin_requested.emit()
    elif window.current_dialog is not None:
        window.current_dialog.choose(_first_option(decision))


def _step_away(window: Any) -> None:
    """Play the same part in the network window."""
    if window.table.go_on():
        return
    decision = window.decision
    if decision is None or window.table.group is not None or window._updates:
        return
    if decision.kind is DecisionKind.SPIN:
        if window.spin_button.isEnabled():
            window.spin_button.click()
    elif window.dialog is not None:
        window.dialog.choose(_first_option(decision))


def test_the_same_game_shows_the_same_at_home_and_in_a_joined_network_window(qtbot, settings, local_server,
                                                                              monkeypatch):
    from gameofyear.ui.mainwindow import MainWindow
    from gameofyear.ui.network import NetworkGameWindow, NetworkSession

    monkeypatch.setitem(settings_module.ANIMATION_SPEEDS, "fast", 0.02)  # animated, quickly
    settings.animation_speed = "fast"
    settings.wait_at_moments = True
    content = load_content()
    setup = _setup_where_the_person_starts(content)
    colours = [name for name, _ in PAWN_COLOURS]

    home: list[tuple[str, Any]] = []
    window = MainWindow(content, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    window.resize(1400, 860)
    window.show()
    window.table_built.connect(lambda presenter: presenter.shown.connect(lambda kind, what: home.append((kind, what))))
    window.start(Game.new(setup, content, SEED),
                 [_Seat("human", colours[0]), _Seat("computer", colours[1]), _Seat("computer", colours[2])])

    server, port, loop = local_server

    server.seeds = lambda: SEED

    async def create() -> dict[str, Any]:
        return server.create_game({"setup": setup.to_json(), "grace": 60,
                                   "seats": [{"kind": "remote"}, {"kind": "computer", "level": "basic"},
                                             {"kind": "computer", "level": "basic"}]})

    created = asyncio.run_coroutine_threadsafe(create(), loop).result(10)
    away: list[tuple[str, Any]] = []
    session = NetworkSession()
    remote = NetworkGameWindow(session, load_texts(content), speed=settings.speed_factor, settings=settings)
    qtbot.addWidget(remote)
    remote.feed.catch_up_updates = 10**6  # every update animated, as at home, however many wait
    remote.table_built.connect(lambda presenter: presenter.shown.connect(lambda kind, what: away.append((kind, what))))
    remote.resize(1400, 860)
    remote.show()
    session.join(f"ws://127.0.0.1:{port}", created["codes"][0]["code"])

    deadline = time.monotonic() + 120
    for _ in range(20_000):
        if (len(home) >= SHOWN and len(away) >= SHOWN) or time.monotonic() > deadline:
            break
        _step_home(window)
        if remote.table is not None:
            _step_away(remote)
        qtbot.wait(5)
    assert len(home) >= SHOWN and len(away) >= SHOWN, (len(home), len(away), window.game.pending,
                                                       window.controller.waiting_for_human, window.table.group,
                                                       window.current_dialog, window.table.moment_wait)
    kinds = {kind for kind, _ in home[:SHOWN]}
    assert {"line", "sound", "standing"} <= kinds and kinds & {"card", "moment"}, kinds
    for n, (at_home, over_there) in enumerate(zip(home[:SHOWN], away[:SHOWN])):
        assert at_home == over_there, f"thing {n} shown differs: {at_home} at home, {over_there} over the network"
    remote.close()
    window.close()


@pytest.mark.parametrize("kind", ["line", "standing"])
def test_a_table_records_what_it_shows_in_order(qtbot, settings, monkeypatch, kind):
    """The record the comparison reads is the table's own: a log line shown is the log's, a standing the panel's."""
    from gameofyear.ui.mainwindow import MainWindow
    from gameofyear.ui.tableview import standing_of

    monkeypatch.setitem(settings_module.ANIMATION_SPEEDS, "fast", 0.02)
    settings.animation_speed = "fast" if kind == "standing" else "instant"
    content = load_content()
    setup = _setup_where_the_person_starts(content)
    shown: list[tuple[str, Any]] = []
    window = MainWindow(content, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    window.show()
    window.table_built.connect(lambda presenter: presenter.shown.connect(lambda k, what: shown.append((k, what))))
    colours = [name for name, _ in PAWN_COLOURS]
    window.start(Game.new(setup, content, SEED), [_Seat("human", colours[0])] + [_Seat("computer", c) for c in colours[1:3]])
    for _ in range(4000):  # the person plays until the computers have played after them, then is asked again
        turn = window.game.state.turn
        if turn >= 3 and window.controller.waiting_for_human == 0 and window.table.group is None:
            break
        _step_home(window)
        qtbot.wait(5)
    assert window.game.state.turn >= 3
    if kind == "line":
        assert [what for k, what in shown if k == "line"] == window.table.log.lines()
    else:
        standings = [what for k, what in shown if k == "standing"]
        assert standings
        positions = [p for _, _, p, _ in standings[-1]]
        assert positions == [p.position for p in window.game.observation(None).players]
        assert standings[-1] == standing_of(window.table.players_panel.shown)
    window.close()
