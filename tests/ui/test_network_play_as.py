"""The join dialog's "Play as": the remembered profiles or a new one, remembered and sent in hello.

The server listens on 127.0.0.1 with a port the system picks; every wait is bounded.
"""

from __future__ import annotations

import sys
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from nethelpers import a_setup, classic, request, run, running_server  # noqa: E402

from gameofyear.engine.setup import PlayerProfile  # noqa: E402

FACTS = sorted(classic().facts)


def _remember(settings) -> None:
    settings.remember_profiles([
        PlayerProfile("Ann", date(1961, 3, 4), "female", frozenset({FACTS[0]}), frozenset(FACTS[1:])).to_json(),
        PlayerProfile("Ben", date(2011, 8, 9), "male").to_json(),
    ])


def test_the_join_dialog_lists_the_remembered_profiles_and_sends_the_chosen_one(qtbot, settings):
    from gameofyear.net.client import GameClient
    from gameofyear.ui.network import JoinDialog

    _remember(settings)
    dialog = JoinDialog(browse=False, settings=settings, facts=FACTS)
    qtbot.addWidget(dialog)
    box = dialog.play_as
    names = [box.choice.itemText(i) for i in range(box.choice.count())]
    assert names[:2] == ["Ann", "Ben"] and len(names) == 3  # and a new profile
    assert not box.name.isVisibleTo(dialog)
    box.choice.setCurrentIndex(0)
    profile = box.remember()
    assert profile is not None and profile.sex == "female" and profile.facts == frozenset({FACTS[0]})
    assert profile.unknown == frozenset(FACTS[1:])

    async def scenario() -> None:
        async with running_server() as (server, url):
            setup = a_setup(2, seed=4)
            created = server.create_game(request(setup, "rc", gather=True))
            client = GameClient(url, created["codes"][0]["code"], profile=profile.to_json())
            client.start()
            try:
                await client.wait_for(lambda c: c.welcome is not None, 10)
            finally:
                await client.close()
            players = server.games[created["game"]].table.game.setup.players
            assert players[0].name == "Ann" and players[0].birth_date == date(1961, 3, 4)
            assert players[0].sex == "female" and players[0].unknown == frozenset(FACTS[1:])

    run(scenario())


def test_a_new_profile_is_typed_remembered_first_and_has_every_fact_unanswered(qtbot, settings):
    from gameofyear.ui.network import JoinDialog

    _remember(settings)
    dialog = JoinDialog(browse=False, settings=settings, facts=FACTS)
    qtbot.addWidget(dialog)
    box = dialog.play_as
    box.choice.setCurrentIndex(box.choice.count() - 1)
    assert box.name.isVisibleTo(dialog)
    assert box.profile() is None  # no name typed yet
    qtbot.keyClicks(box.name, "Chiara")
    box.sex.setCurrentIndex(0)  # prefer not to say
    profile = box.remember()
    assert profile is not None and profile.name == "Chiara" and profile.sex is None
    assert profile.unknown == frozenset(FACTS) and profile.facts == frozenset()
    assert [p["name"] for p in settings.profiles][:3] == ["Chiara", "Ann", "Ben"]


def test_without_settings_only_a_new_profile_is_offered(qtbot):
    from gameofyear.ui.network import JoinDialog

    dialog = JoinDialog(browse=False)
    qtbot.addWidget(dialog)
    assert dialog.play_as.choice.count() == 1 and dialog.play_as.profile() is None


def test_the_waiting_page_names_who_is_awaited_and_the_host_may_start_now(qtbot):
    from PySide6.QtCore import QObject, Signal
    from PySide6.QtWidgets import QLabel, QMainWindow

    from gameofyear.ui.netgathering import follow_gathering

    class Session(QObject):
        frame = Signal(dict)

        def __init__(self) -> None:
            super().__init__()
            self.server = object()
            self.called: list[object] = []

        def _call(self, coro) -> None:
            self.called.append(coro)
            coro.close()

    session = Session()
    window = QMainWindow()
    qtbot.addWidget(window)
    window._waiting = QLabel()
    window._waiting_words = lambda: "Joining the game…"
    start = follow_gathering(session, window, hosting=True)
    assert start() is False  # nothing gathers yet
    session.frame.emit({"type": "gathering", "game": "g1", "awaiting": [1, 2],
                        "seats": [{"seat": 0, "name": "Martine", "here": True},
                                  {"seat": 1, "name": "Ann", "here": False},
                                  {"seat": 2, "name": "Ben", "here": False}]})
    assert window._waiting.text() == "Waiting for Ann and Ben to join…"
    assert start() is True and len(session.called) == 1
    session.frame.emit({"type": "welcome"})
    assert start() is False


def test_the_hosts_lobby_prefills_the_remembered_profile_and_gathers(qtbot, settings):
    from gameofyear.ui.network import HostLobbyDialog

    _remember(settings)
    lobby = HostLobbyDialog(players=3, settings=settings)
    qtbot.addWidget(lobby)
    assert lobby.rows[0][0].text() == "Ann"
    assert not lobby.rows[1][1].isEnabled()  # a remote seat's birth date comes with its joiner
    request, mine = lobby.request()
    assert request["gather"] is True and mine == 0
    own = lobby.own_profile()
    assert own is not None and own["sex"] == "female" and own["birth_date"] == "1961-03-04"
    lobby.rows[0][0].setText("Nobody remembered")
    assert lobby.own_profile() is None
