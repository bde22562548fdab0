"""A joined player's window plays as at home: the machine spins to the server's result, the results open at the end,
the window comes back by itself after the server restarts, and a claim never acts on a stale decision.

Servers listen on 127.0.0.1 only, on ports the system picks; every wait is bounded (``qtbot.waitUntil`` with a
timeout, loops with a count), so a loaded machine only makes the tests slower.
"""

from __future__ import annotations

import asyncio
import os
import random
import select
import signal
import subprocess
import sys
from typing import Any

from PySide6.QtCore import QObject, Signal

from gameofyear.content import load_content, load_texts
from gameofyear.engine import Game
from gameofyear.engine import events as ev
from gameofyear.engine.decisions import DecisionKind
from gameofyear.engine.notation import encode
from gameofyear.net.server import GameServer, _action_value, seat_observation
from gameofyear.net.store import Store
from gameofyear.simulation import random_setup


def _create(server: GameServer, loop: Any, request: dict[str, Any]) -> dict[str, Any]:
    """Create the game of ``request`` on ``server``'s loop; its ``seed`` is given to the server's own seeds
    (a create frame names none)."""
    request = dict(request)
    seed = request.pop("seed")
    server.seeds = lambda: seed

    async def create() -> dict[str, Any]:
        return server.create_game(request)

    return asyncio.run_coroutine_threadsafe(create(), loop).result(10)


def _idle(window: Any) -> bool:
    """The window has shown every update it received."""
    return window.table.group is None and not window._updates


def _answer(qtbot: Any, window: Any) -> None:
    """Answer the window's decision as a player would: the machine's button, or the dialog's first option."""
    decision = window.decision
    if decision.kind is DecisionKind.SPIN:
        qtbot.waitUntil(window.spin_button.isEnabled, timeout=5_000)
        window.spin_button.click()
    else:
        qtbot.waitUntil(lambda: window.dialog is not None, timeout=5_000)
        options = decision.options
        window.dialog.choose(options[0] if options is not None else ("Yesterday",))


def test_a_joined_window_spins_the_machine_to_the_servers_result(qtbot, local_server, output_dir):
    from gameofyear.ui.network import NetworkGameWindow, NetworkSession

    server, port, loop = local_server
    content = load_content()
    setup = random_setup(random.Random(8), content, 3)
    created = _create(server, loop, {"setup": setup.to_json(), "seed": 21, "grace": 60,
                                     "seats": [{"kind": "remote"}, {"kind": "computer", "level": "basic"},
                                               {"kind": "computer", "level": "easy"}]})
    hosted = server.games[created["game"]]
    session = NetworkSession()
    window = NetworkGameWindow(session, load_texts(content), speed=0.1)  # the dial turns for real, quickly
    qtbot.addWidget(window)
    window.show()
    stopped: list[int] = []
    session.join(f"ws://127.0.0.1:{port}", created["codes"][0]["code"])
    qtbot.waitUntil(lambda: window.table is not None, timeout=10_000)
    window.table.machine.spin_finished.connect(stopped.append)
    spun = 0
    for _ in range(40):  # this seat's decisions until it has spun twice
        qtbot.waitUntil(lambda: window.decision is not None and _idle(window), timeout=20_000)
        if window.decision.kind is not DecisionKind.SPIN:
            _answer(qtbot, window)
            qtbot.waitUntil(lambda: window.decision is None or window.dialog is None, timeout=5_000)
            continue
        shown_before, stopped_before = len(window.events), len(stopped)
        assert window.table.machine.is_spin_enabled() and window.spin_action.isEnabled()
        if spun == 0:
            _answer(qtbot, window)  # the machine's button
        else:
            window.spin_action.trigger()  # Game ▸ Spin the Machine, Space
        assert not window.table.machine.is_spin_enabled() and not window.spin_action.isEnabled()  # one spin at a time
        qtbot.waitUntil(lambda n=shown_before: any(isinstance(e, ev.DialSpun) for e in window.events[n:])
                        and _idle(window) and not window.table.machine.is_spinning(), timeout=20_000)
        spins = [e for e in window.events[shown_before:] if isinstance(e, ev.DialSpun)]
        assert spins[0].player == 0  # this seat's own spin, drawn by the server
        # the machine turned for this seat's spin and stopped on the sector the server drew; it rests on the
        # last sector drawn (the computers' spins after it may be shown at once when several updates wait)
        assert stopped[stopped_before] == spins[0].sector
        assert window.table.machine.sector() == spins[-1].sector
        spun += 1
        if spun == 2:
            break
    assert spun == 2
    # what the window showed is exactly the server's public record, nothing more
    server_events = list(hosted.events)
    assert [encode(e) for e in window.events] == [decode_json(t) for t in server_events[:len(window.events)]]
    window.grab().save(str(output_dir / "network-joined.png"))
    window.close()


def decode_json(text: str) -> Any:
    """An event's JSON text as the server keeps it, back as codec data."""
    import json

    return json.loads(text)


def test_a_network_game_ends_with_the_results_window_of_game_replay(qtbot, local_server, output_dir):
    from gameofyear.ui.network import NetworkGameWindow, NetworkSession
    from gameofyear.ui.results import ResultsDialog

    server, port, loop = local_server
    content = load_content()
    setup = random_setup(random.Random(11), content, 2)
    created = _create(server, loop, {"setup": setup.to_json(), "seed": 17, "grace": 60,
                                     "seats": [{"kind": "remote"}, {"kind": "computer", "level": "random"}]})
    game = server.games[created["game"]].table.game
    session = NetworkSession()
    window = NetworkGameWindow(session, load_texts(content), speed=0)
    qtbot.addWidget(window)
    window.show()
    session.join(f"ws://127.0.0.1:{port}", created["codes"][0]["code"])
    for _ in range(3000):
        qtbot.waitUntil(lambda: window.outcome_shown or (window.decision is not None and _idle(window)),
                        timeout=20_000)
        if window.outcome_shown:
            break
        before = len(game.actions)
        _answer(qtbot, window)
        qtbot.waitUntil(lambda before=before: len(game.actions) > before or window.decision is not None,
                        timeout=20_000)
    assert window.outcome_shown
    dialog = window.results_dialog
    assert isinstance(dialog, ResultsDialog) and dialog.isVisible()
    stored = server.store.game(created["game"])
    replay = Game.replay(setup, content, 17, [_action_value(a) for a in stored.actions])
    outcome = replay.outcome()
    assert outcome is not None and dialog.outcome == outcome
    names = [p.name for p in setup.players]
    assert [row[1] for row in dialog.ranking_rows] == [names[p] for _, p, _, _ in outcome.ranking]
    assert [row[3] for row in dialog.ranking_rows] == [content.format_money(m) for *_, m in outcome.ranking]
    assert len(dialog.history.turns) > 10  # the year in two charts, sampled as the window received it
    assert dialog.history.tokens[outcome.first][-1] == next(t for _, p, t, _ in outcome.ranking if p == outcome.first)
    assert not dialog.new_game_button.isVisible() and dialog.review_button.isVisible()
    review = window.table.show_year_review(dialog)
    assert review is not None
    from gameofyear.ui.review import chronicle

    assert review.story.lines == chronicle(replay, names).lines  # told from the public events alone
    dialog.grab().save(str(output_dir / "network-results.png"))
    review.close()
    window.close()


# --------------------------------------------------------------------------- the server restarted


def _start_server(port: int, db: Any) -> subprocess.Popen[bytes]:
    from nethelpers import OPERATOR_KEY

    proc = subprocess.Popen([sys.executable, "-m", "gameofyear.cli", "serve", "--host", "127.0.0.1",
                             "--port", str(port), "--db", str(db), "--insecure"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env={**os.environ, "GAMEOFYEAR_OPERATOR_KEY": OPERATOR_KEY})
    assert proc.stdout is not None
    ready, _, _ = select.select([proc.stdout], [], [], 30)
    if not ready:
        proc.kill()
        raise AssertionError("the server did not start within 30 s")
    line = proc.stdout.readline()  # the server says where it listens once it does
    assert b"Serving games on ws://127.0.0.1:" in line, line
    return proc


def test_the_joined_window_comes_back_by_itself_when_the_server_restarts(qtbot, tmp_path):
    from nethelpers import a_setup, free_port, request

    from gameofyear.net.client import create_game
    from gameofyear.ui.network import NetworkGameWindow, NetworkSession

    db, port = tmp_path / "server.sqlite3", free_port()
    url = f"ws://127.0.0.1:{port}"
    setup = a_setup(3)
    proc = _start_server(port, db)
    window = None
    try:
        created = asyncio.run(asyncio.wait_for(create_game(url, request(setup, "rcc", grace=60)), 20))
        session = NetworkSession()
        window = NetworkGameWindow(session, load_texts(load_content()), speed=0)
        qtbot.addWidget(window)
        window.show()
        session.join(url, created["codes"][0]["code"])

        def play(count: int) -> None:
            for _ in range(count):
                qtbot.waitUntil(lambda: window.decision is not None and _idle(window), timeout=30_000)
                at = window.decision_at
                _answer(qtbot, window)
                qtbot.waitUntil(lambda at=at: window.decision_at > at and _idle(window), timeout=30_000)

        play(3)
        assert window.connection.text() == "Connected"
        at_kill = window.decision_at
        proc.send_signal(signal.SIGKILL)
        assert proc.wait(10) == -signal.SIGKILL
        qtbot.waitUntil(lambda: window.connection.text().startswith("Connection lost: reconnecting in"),
                        timeout=15_000)
        assert window.lost_connection
        window.grab().save(str(tmp_path / "reconnecting.png"))
        proc = _start_server(port, db)
        qtbot.waitUntil(lambda: window.connection.text() == "Connected", timeout=30_000)

        def lines() -> list[str]:
            return [window.table.log.item(i).text() for i in range(window.table.log.count())]

        # the log tells it too, in its place after the events shown before
        qtbot.waitUntil(lambda: "The connection is back: the game goes on." in lines(), timeout=15_000)
        told = lines()
        assert told.index("The connection to the game was lost; reconnecting by itself…") < \
            told.index("The connection is back: the game goes on.")
        play(3)  # and it carries on where it stood
        assert window.decision_at > at_kill
        events = len(window.events)
        assert events == window.events_seen  # nothing twice, nothing missing
    finally:
        if window is not None:
            window.close()
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(10)
    store = Store(db)
    stored = store.game(created["game"])
    replay = Game.replay(setup, load_content(), stored.spec["seed"], [_action_value(a) for a in stored.actions],
                         scheme=stored.spec["rng_scheme"])
    store.close()
    assert len(replay.actions) >= window.decision_at


# --------------------------------------------------------------------------- claims and stale decisions


class FakeSession(QObject):
    """Stands for the network session: the test hands the window frames, and reads what it sent."""

    frame = Signal(dict)
    status = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.sent: list[tuple[str, int | None, str | None]] = []

    def act(self, text: str, at: int | None = None, ref: str | None = None) -> None:
        """Record an action the window sends."""
        self.sent.append((text, at, ref))

    def close(self) -> None:
        """Nothing to close."""


def _position_with_a_claim() -> tuple[Game, list[Any]]:
    """A manual-claims game where seat 0 may claim its lucky number while it decides (seed 0, action 86)."""
    content = load_content()
    setup = random_setup(random.Random(0), content, 2)
    setup = type(setup)(setup.players, setup.today, "manual")
    game = Game.new(setup, content, 0)
    events: list[Any] = list(game.start_events)
    rng = random.Random(0)
    for _ in range(500):
        d = game.pending
        assert d is not None
        if d.player == 0 and game.open_claims(0) and d.kind is not DecisionKind.SPIN and d.options:
            return game, events
        events += game.decide(rng.choice(d.options) if d.options else ("Yesterday",))
    raise AssertionError("no position with an open claim")


def _update(game: Game, events: list[Any], start: int) -> dict[str, Any]:
    """The update frame the server would send seat 0 now (events ``start:``)."""
    pending = game.pending
    return {"type": "update", "from": start, "seq": len(events), "at": len(game.actions),
            "events": [encode(e) for e in events[start:]], "observation": seat_observation(game, 0),
            "decision": encode(pending) if pending is not None and pending.player == 0 else None,
            "waiting_for": None if pending is None else pending.player}


def test_a_claim_never_acts_on_a_stale_decision(qtbot):
    from gameofyear.engine.notation import action_text
    from gameofyear.ui.network import NetworkGameWindow

    game, events = _position_with_a_claim()
    session = FakeSession()
    window = NetworkGameWindow(session, load_texts(game.content), speed=0)
    qtbot.addWidget(window)
    window.show()
    session.frame.emit({"type": "welcome", "seat": 0, "setup": game.setup.to_json(), "edition": "classic",
                        "claims": "manual", "seats": [{"kind": "remote", "presence": "here"},
                                                      {"kind": "computer", "level": "random"}]})
    at = len(game.actions)
    session.frame.emit(_update(game, events, 0))
    qtbot.waitUntil(lambda: window.dialog is not None, timeout=10_000)
    asked, decision = window.dialog, window.decision
    qtbot.waitUntil(window.claim_button.isVisible, timeout=5_000)  # the game view is shown from the event loop
    assert window.claims

    # 1. The claim comes too late (the server refuses it): the question asked stays as it is.
    window.claim_button.click()
    claim = game.open_claims(0)[0]
    assert session.sent == [(f"claim {claim.id} by 0", None, "claim")]
    session.frame.emit({"type": "error", "code": "illegal", "message": "claim cannot be made now", "ref": "claim"})
    assert window.dialog is asked and window.decision == decision and window.decision_at == at
    assert "Too late to claim" in window.statusBar().currentMessage()

    # 2. The claim is paid on the server while the dialog is open: the same question, still open, now
    #    answered at the game's new count of actions.
    claimed = game.claim(0, claim.id)
    start = len(events)
    events += claimed
    session.frame.emit(_update(game, events, start))
    qtbot.waitUntil(lambda: window.decision_at == at + 1, timeout=5_000)
    assert window.dialog is asked
    choice = decision.options[0]
    asked.choose(choice)
    assert session.sent[-1] == (action_text(decision, choice), at + 1, "decision")

    # 3. An answer sent before the claim's update was shown is refused as stale: the decision is asked again
    #    as it now stands, never played on another one; a late refusal of a claim re-opens nothing answered.
    window2 = NetworkGameWindow(session2 := FakeSession(), load_texts(game.content), speed=0)
    qtbot.addWidget(window2)
    window2.show()
    session2.frame.emit({"type": "welcome", "seat": 0, "setup": game.setup.to_json(), "edition": "classic",
                         "claims": "manual", "seats": [{"kind": "remote", "presence": "here"},
                                                       {"kind": "computer", "level": "random"}]})
    before_claim = _before(game)
    session2.frame.emit(before_claim)
    qtbot.waitUntil(lambda: window2.dialog is not None, timeout=10_000)
    window2.claim_button.click()
    window2.dialog.choose(choice)  # answered at once, at the count before the claim
    assert session2.sent[-1] == (action_text(decision, choice), at, "decision")
    assert window2.dialog is None and window2.decision is None
    session2.frame.emit({"type": "error", "code": "illegal", "message": "claim cannot be made now", "ref": "claim"})
    assert window2.dialog is None  # a refused claim does not bring back the decision already answered
    session2.frame.emit(_update(game, events, start))  # the server paid the claim first …
    session2.frame.emit({"type": "error", "code": "stale", "ref": "decision",
                         "message": f"the game is at action {at + 1}, not {at}"})  # … and refused the answer
    qtbot.waitUntil(lambda: window2.dialog is not None and _idle(window2), timeout=5_000)
    assert window2.decision == decision and window2.decision_at == at + 1
    reopened = window2.dialog
    session2.frame.emit({"type": "error", "code": "stale", "ref": "decision", "message": "again"})
    assert window2.dialog is reopened  # asked once, not again and again
    reopened.choose(choice)
    answers = [s for s in session2.sent if s[2] == "decision"]
    assert answers == [(action_text(decision, choice), at, "decision"), (action_text(decision, choice), at + 1,
                                                                          "decision")]
    window2.close()
    window.close()


def _before(game: Game) -> dict[str, Any]:
    """The update seat 0 had before the claim was paid: the game replayed without its last action (the claim)."""
    earlier = Game.replay(game.setup, game.content, game.seed, game.actions[:-1])
    return _update(earlier, _all_events(earlier), 0)


def _all_events(game: Game) -> list[Any]:
    """Every event of ``game`` from its start, replayed."""
    events: list[Any] = []
    Game.replay(game.setup, game.content, game.seed, game.actions, on_events=lambda batch: events.extend(batch))
    return events


def _invitations(window: Any) -> list[Any]:
    """The invitations a host's window shows, read back from their codes."""
    from gameofyear.net.invitation import decode

    return [decode(line.split(": ", 1)[1]) for line in window.invitations.text().splitlines()]


def test_the_hosts_window_opened_again_takes_its_game_up_and_the_joined_window_comes_back(qtbot, tmp_path):
    from nethelpers import a_setup, free_port

    from gameofyear.ui.network import (
        HOSTED_FILE,
        hosted_game_note,
        resume_hosted_game,
        start_hosting,
        unfinished_hosted_game,
    )

    db, port = tmp_path / "network-games.sqlite3", free_port()
    setup = a_setup(3)
    request = {"setup": setup.to_json(), "grace": 60, "edition": "classic",
               "seats": [{"kind": "remote"}, {"kind": "remote"}, {"kind": "computer", "level": "basic"}]}
    host = start_hosting(request, 0, db, speed=0, host="127.0.0.1", port=port, advertise=False)
    qtbot.addWidget(host)
    qtbot.waitUntil(lambda: host.seat == 0 and host.connection.text() == "Connected", timeout=15_000)
    note = hosted_game_note(tmp_path)
    assert note is not None and note["port"] == port and unfinished_hosted_game(db, note)
    assert (tmp_path / HOSTED_FILE).stat().st_mode & 0o077 == 0  # the codes are the host's own
    guest_code = next(c["code"] for c in note["created"]["codes"] if c["seat"] == 1)
    invited = _invitations(host)
    assert [i.code for i in invited] == [guest_code]  # the host's own seat is not offered
    assert host.invitations_dialog.isVisible() and host.invitations_action.isEnabled()
    assert invited[0].port == port and invited[0].url.startswith("wss://") and invited[0].pin is not None

    from gameofyear.ui.network import NetworkGameWindow, NetworkSession

    session = NetworkSession()
    guest = NetworkGameWindow(session, load_texts(load_content()), speed=0)
    qtbot.addWidget(guest)
    guest.show()
    session.join(f"wss://127.0.0.1:{port}", guest_code, pin=invited[0].pin)  # the invitation's pin, on this machine
    qtbot.waitUntil(lambda: guest.seat == 1 and guest.observation is not None, timeout=15_000)
    qtbot.waitUntil(lambda: not host.invitations_dialog.isVisible(), timeout=15_000)  # everybody is here
    host.invitations_action.trigger()
    assert host.invitations_dialog.isVisible()  # Game ▸ Invitations shows them again

    def play_some(windows: list[Any], actions: int) -> None:
        """Whoever is asked answers, until the game has ``actions`` more actions."""
        target = max(w.decision_at for w in windows) + actions
        for _ in range(200):
            if max(w.decision_at for w in windows) >= target:
                return
            qtbot.waitUntil(lambda: any(w.decision is not None and _idle(w) for w in windows), timeout=30_000)
            window = next(w for w in windows if w.decision is not None and _idle(w))
            at = window.decision_at
            _answer(qtbot, window)
            qtbot.waitUntil(lambda at=at: all(_idle(w) for w in windows) and max(w.decision_at for w in windows) > at,
                            timeout=30_000)

    play_some([host, guest], 6)
    host.close()  # the host's window (and its server) goes away
    qtbot.waitUntil(lambda: guest.connection.text().startswith("Connection lost: reconnecting in"), timeout=15_000)
    again = resume_hosted_game(hosted_game_note(tmp_path), db, speed=0, host="127.0.0.1", advertise=False)
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: again.seat == 0 and again.observation is not None, timeout=15_000)
    qtbot.waitUntil(lambda: guest.connection.text() == "Connected", timeout=30_000)  # by itself
    assert _invitations(again) == invited  # the same certificate: the invitations sent stay good
    play_some([again, guest], 6)
    lines = [guest.table.log.item(i).text() for i in range(guest.table.log.count())]
    assert "The connection is back: the game goes on." in lines
    qtbot.waitUntil(lambda: again.events_seen == guest.events_seen and _idle(again) and _idle(guest), timeout=15_000)
    assert [encode(e) for e in again.events] == [encode(e) for e in guest.events]  # one game, told alike
    again.year_over.emit()  # the year over, the host's window forgets the game
    assert hosted_game_note(tmp_path) is None
    guest.close()
    again.close()


def test_view_language_in_a_network_game_retranslates_its_window_in_place(qtbot, local_server):
    """The network game's window has View ▸ Language too: the same actions, board and machine, its words, the log
    and the decision asked in the new language; the game on the server goes on."""
    from PySide6.QtGui import QAction

    from gameofyear.ui.language import current_language, install_translators, remove_translators
    from gameofyear.ui.network import NetworkGameWindow, NetworkSession

    server, port, loop = local_server
    content = load_content()
    setup = random_setup(random.Random(8), content, 3)
    created = _create(server, loop, {"setup": setup.to_json(), "seed": 21, "grace": 60,
                                     "seats": [{"kind": "remote"}, {"kind": "computer", "level": "basic"},
                                               {"kind": "computer", "level": "easy"}]})
    game = server.games[created["game"]].table.game
    install_translators("en")
    session = NetworkSession()
    window = NetworkGameWindow(session, load_texts(content), speed=0)
    qtbot.addWidget(window)
    window.show()
    try:
        session.join(f"ws://127.0.0.1:{port}", created["codes"][0]["code"])
        for _ in range(40):  # up to a decision of this seat with a dialog
            qtbot.waitUntil(lambda: window.decision is not None and _idle(window), timeout=20_000)
            if window.dialog is not None:
                break
            before = len(game.actions)
            _answer(qtbot, window)
            qtbot.waitUntil(lambda before=before: len(game.actions) > before, timeout=20_000)
        assert window.dialog is not None
        qtbot.waitUntil(window.dialog.isVisible, timeout=5_000)
        decision, actions = window.decision, {id(a) for a in window.findChildren(QAction)}
        parts = (window.table.scene, window.table.machine, window.table.players_panel, window.table.log, window.table.view)
        english = [window.table.log.item(i).text() for i in range(window.table.log.count())]
        menu = window.language_menu
        assert [a.text() for a in window.menuBar().actions()] == ["&Game", "&View", "&Help"]
        assert window.set_language("fr") and current_language() == "fr"
        assert window.texts.language == "fr" and menu.actions_by_language["fr"].isChecked()
        assert [a.text() for a in window.menuBar().actions()] == ["&Partie", "&Affichage", "Aid&e"]
        assert {id(a) for a in window.findChildren(QAction)} == actions
        assert (window.table.scene, window.table.machine, window.table.players_panel, window.table.log, window.table.view) == parts
        french = [window.table.log.item(i).text() for i in range(window.table.log.count())]
        assert len(french) == len(english) + 1 and french[-1] == "La partie continue en français."
        assert not [line for line in french if "ends the turn" in line or "spins the machine" in line]
        assert window.table.scene.date_label(0) == "1er janvier"
        assert window.connection.text() == "Connecté" and window.table.players_panel.cards[0].kind_label.text() == "vous"
        assert window.decision == decision and window.dialog is not None and window.dialog.isVisible()
        assert window.table.decision_panel.widget is window.dialog
        before = len(game.actions)
        _answer(qtbot, window)
        qtbot.waitUntil(lambda: len(game.actions) > before, timeout=20_000)
    finally:
        window.close()
        remove_translators()


def test_a_guest_joins_from_the_hosts_invitation_code_alone_and_plays_to_the_end_over_wss(qtbot, tmp_path,
                                                                                           monkeypatch):
    """The code the host's window shows, typed into the join dialog, is all the guest needs: the address, the
    port, the pin of the host's certificate and the seat. Both windows play a quarter to the results, over wss."""
    import dataclasses

    from nethelpers import a_setup, free_port

    from gameofyear.engine.variants import Variants
    from gameofyear.net import reach
    from gameofyear.net.reach import LanAddress, Reach
    from gameofyear.ui.network import JoinDialog, NetworkGameWindow, NetworkSession, start_hosting

    monkeypatch.setattr(reach, "open_reach", lambda port, **_: Reach(LanAddress("127.0.0.1"), port))  # this machine
    setup = dataclasses.replace(a_setup(3), variants=Variants(length="quarter"))
    request = {"setup": setup.to_json(), "grace": 60, "edition": "classic",
               "seats": [{"kind": "remote"}, {"kind": "remote"}, {"kind": "computer", "level": "basic"}]}
    host = start_hosting(request, 0, tmp_path / "games.sqlite3", speed=0, host="127.0.0.1", port=free_port(),
                         advertise=False)
    qtbot.addWidget(host)
    qtbot.waitUntil(lambda: host.seat == 0 and host.connection.text() == "Connected", timeout=15_000)
    assert host.session.client.url.startswith("wss://")
    code = host.invitations.text().split(": ", 1)[1]
    dialog = JoinDialog(browse=False)
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.code, code.replace("-", " ").lower())  # read over the phone
    url, seat_code, pin = dialog.choice()
    assert url.startswith("wss://127.0.0.1:") and pin is not None
    session = NetworkSession()
    guest = NetworkGameWindow(session, load_texts(load_content()), speed=0)
    qtbot.addWidget(guest)
    guest.show()
    session.join(url, seat_code, pin=pin)
    qtbot.waitUntil(lambda: guest.seat == 1 and guest.observation is not None, timeout=15_000)
    windows = [host, guest]
    for _ in range(2000):
        if all(w.outcome is not None for w in windows):
            break
        qtbot.waitUntil(lambda: all(w.outcome is not None for w in windows)
                        or any(w.decision is not None and _idle(w) for w in windows), timeout=30_000)
        ready = [w for w in windows if w.decision is not None and _idle(w)]
        if ready:
            at = ready[0].decision_at
            _answer(qtbot, ready[0])
            qtbot.waitUntil(lambda at=at: all(w.outcome is not None for w in windows)
                            or max(w.decision_at for w in windows) > at, timeout=30_000)
    assert host.outcome is not None and guest.outcome == host.outcome
    qtbot.waitUntil(lambda: guest.results_dialog is not None and host.results_dialog is not None, timeout=15_000)
    guest.close()
    host.close()
