"""The window's network play: the lobby, the join dialog, and a window joining a local server and playing a turn.

The server listens on 127.0.0.1 with a port the system picks, in an event
loop on a thread of its own; every wait is bounded.
"""

from __future__ import annotations

import asyncio
import random

from gameofyear.content import load_content, load_texts
from gameofyear.engine.decisions import DecisionKind
from gameofyear.simulation import random_setup


def test_the_lobby_sets_seats_edition_and_house_rules(qtbot, output_dir):
    from gameofyear.ui.network import HostLobbyDialog

    lobby = HostLobbyDialog(players=4)
    qtbot.addWidget(lobby)
    assert "needs a name" in lobby.problem_text()  # the host's own name is asked for
    lobby.rows[0][0].setText("Martine")
    lobby.rows[3][2].setCurrentIndex(1)  # a second remote player instead of a computer
    lobby.manual_claims.setChecked(True)
    lobby.grace.setValue(90)
    lobby.stand_in.setCurrentIndex(lobby.stand_in.findData("normal"))
    lobby.spectators.setChecked(True)
    lobby.edition.setCurrentIndex(1)
    assert lobby.problem_text() == ""
    request, mine = lobby.request()
    assert mine == 0
    assert [s["kind"] for s in request["seats"]] == ["remote", "remote", "computer", "remote"]
    assert request["setup"]["players"][0]["name"] == "Martine" and request["setup"]["claims"] == "manual"
    assert (request["edition"], request["grace"], request["stand_in"], request["spectators"]) == \
        ("italian", 90.0, "normal", True)
    lobby.show()
    lobby.grab().save(str(output_dir / "network-lobby.png"))
    lobby.rows[1][2].setCurrentIndex(0)
    assert "one seat is yours" in lobby.problem_text()


def test_the_lobby_writes_dates_levels_and_editions_as_new_game_does_on_the_same_card(qtbot, settings):
    """The host's lobby, the joiner's dialog and New Game: the same birth-date format (the language's, not ISO)
    on the same paper, the same words for levels and editions, the seats on the same card."""
    from PySide6.QtWidgets import QFrame

    from gameofyear.content import load_texts
    from gameofyear.ui.network import HostLobbyDialog, JoinDialog
    from gameofyear.ui.newgame import NewGameDialog

    lobby = HostLobbyDialog(players=4)
    qtbot.addWidget(lobby)
    joining = JoinDialog(browse=False)
    qtbot.addWidget(joining)
    new_game = NewGameDialog(load_texts(load_content()), settings)
    qtbot.addWidget(new_game)
    for born in (lobby.rows[1][1], joining.play_as.born):
        assert born.displayFormat() == new_game.rows[0].birth_edit.displayFormat()
        assert "-" not in born.text() and born.date().toString(born.displayFormat()) == born.text()
    assert joining.palette().window().color() == new_game.palette().window().color()
    level = lobby.rows[3][3]
    seat_level = new_game.rows[1].level_box
    assert [level.itemText(i) for i in range(level.count())] == \
        [seat_level.itemText(i) for i in range(seat_level.count())]
    assert level.currentData() == seat_level.currentData()
    assert [lobby.edition.itemText(i) for i in range(lobby.edition.count())] == \
        [new_game.edition_combo.itemText(i) for i in range(lobby.edition.count())]
    assert lobby.palette().window().color() == new_game.palette().window().color()
    cards = [f for f in lobby.findChildren(QFrame) if f.objectName() == "seatTable"]
    assert len(cards) == 1 and cards[0].styleSheet() == new_game.table.styleSheet()


def test_the_join_dialog_takes_an_offer_or_a_pasted_line(qtbot, output_dir):
    from gameofyear.net.discovery import Offer
    from gameofyear.ui.network import JoinDialog

    dialog = JoinDialog(browse=False)
    qtbot.addWidget(dialog)
    dialog.set_offers([Offer("a", "Martin family", "127.0.0.1", 8765, 1, 2),
                       Offer("b", "Rossi, Sunday", "127.0.0.1", 8766, 1, 1)])
    assert dialog.offers.count() == 2
    dialog.offers.setCurrentRow(1)
    assert dialog.choice()[0] == "ws://127.0.0.1:8766"
    dialog.address.setText("Ben: ws://127.0.0.1:9000  N4mbZ_6W9SeGQFPfyPBccIHM")
    assert dialog.choice() == ("ws://127.0.0.1:9000", "N4mbZ_6W9SeGQFPfyPBccIHM", None)
    dialog.address.setText("127.0.0.1:9001")
    assert dialog.choice()[0] == "ws://127.0.0.1:9001"
    dialog.address.clear()
    dialog.code.clear()
    qtbot.keyClicks(dialog.address, "Ben: ws://127.0.0.1:9002  N4mbZ_6W9SeGQFPfyPBccIHM")  # typed, not pasted
    assert dialog.choice() == ("ws://127.0.0.1:9002", "N4mbZ_6W9SeGQFPfyPBccIHM", None)
    dialog.show()
    dialog.grab().save(str(output_dir / "network-join.png"))


def test_an_offer_of_a_wss_host_joins_with_its_pin_and_an_address_typed_by_hand_with_none(qtbot):
    from gameofyear.net.discovery import Offer
    from gameofyear.ui.network import JoinDialog

    pin = bytes(range(10))
    dialog = JoinDialog(browse=False)
    qtbot.addWidget(dialog)
    dialog.set_offers([Offer("a", "Martin family", "192.168.1.20", 8765, 1, 2, tls=True, pin=pin)])
    dialog.offers.setCurrentRow(0)
    dialog.code.setText("N4mbZ_6W9SeGQF")
    assert dialog.choice() == ("wss://192.168.1.20:8765", "N4mbZ_6W9SeGQF", pin)
    dialog.address.setText("wss://192.168.1.21:8765")
    assert dialog.choice() == ("wss://192.168.1.21:8765", "N4mbZ_6W9SeGQF", None)


def test_a_pin_the_local_network_announced_is_used_only_once_the_person_confirms_it(qtbot):
    """Anyone on a network can announce a game: an offer's pin (not named by an invitation) is asked about, with
    the pin to compare with the host's window, and a refusal leaves the dialog open saying what to do; an
    invitation's pin is never asked about."""
    from PySide6.QtWidgets import QDialog

    from gameofyear.net.discovery import Offer
    from gameofyear.net.invitation import Invitation, encode, pin_text
    from gameofyear.ui.netdialogs import InvitationBox
    from gameofyear.ui.network import JoinDialog

    pin = bytes(range(16))
    asked: list[tuple[str, bytes]] = []
    for trusted in (False, True):
        dialog = JoinDialog(browse=False)
        qtbot.addWidget(dialog)
        dialog.confirm_offer_pin = lambda url, p, trusted=trusted: asked.append((url, p)) or trusted
        dialog.set_offers([Offer("a", "Martin family", "192.168.1.20", 8765, 1, 2, tls=True, pin=pin)])
        dialog.offers.setCurrentRow(0)
        dialog.code.setText("N4mbZ_6W9SeGQF")
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
        assert asked[-1] == ("wss://192.168.1.20:8765", pin)
        if trusted:
            assert dialog.result() == QDialog.DialogCode.Accepted
        else:
            assert dialog.result() != QDialog.DialogCode.Accepted and "invitation code" in dialog.problem.text()
    invited = JoinDialog(browse=False)
    qtbot.addWidget(invited)
    invited.confirm_offer_pin = lambda url, p: asked.append((url, p)) or False
    invited.code.setText(encode(Invitation("192.168.1.20", 8765, "FYdbJevbhim7DA", pin=pin)))
    invited.buttons.button(invited.buttons.StandardButton.Ok).click()
    assert invited.result() == QDialog.DialogCode.Accepted and len(asked) == 2, "an invitation's pin is not asked"
    box = InvitationBox()
    qtbot.addWidget(box)
    box.set_invitations([("Ann", "2K000-0G248")], pin)
    assert box.pin_label.isVisibleTo(box) and pin_text(pin) in box.pin_label.text()  # what the joiner compares


def test_a_player_in_the_hosts_own_home_joins_the_invitation_at_the_address_the_host_offers_there(qtbot):
    """The invitation names the home's public address, which a router may not loop back: when the same game (the
    same certificate, by its pin) is offered on this network, the invitation joins it at its local address; another
    game's offer, or none, leaves the invitation's address."""
    from gameofyear.net.discovery import Offer
    from gameofyear.net.invitation import Invitation, encode
    from gameofyear.ui.network import JoinDialog

    pin = bytes(range(16))
    code = encode(Invitation("81.2.69.160", 8765, "FYdbJevbhim7DA", pin=pin))
    dialog = JoinDialog(browse=False)
    qtbot.addWidget(dialog)
    dialog.code.setText(code)
    assert dialog.choice() == ("wss://81.2.69.160:8765", "FYdbJevbhim7DA", pin)  # nothing offered here
    dialog.set_offers([Offer("b", "Rossi, Sunday", "192.168.1.30", 8765, 1, 1, tls=True, pin=bytes(16))])
    assert dialog.choice()[0] == "wss://81.2.69.160:8765", "another game's certificate: not this one"
    dialog.set_offers([Offer("b", "Rossi, Sunday", "192.168.1.30", 8765, 1, 1, tls=True, pin=bytes(16)),
                       Offer("a", "Martin family", "192.168.1.20", 8765, 1, 2, tls=True, pin=pin)])
    assert dialog.choice() == ("wss://192.168.1.20:8765", "FYdbJevbhim7DA", pin)
    old = encode(Invitation("81.2.69.160", 8765, "FYdbJevbhim7DA", pin=pin[:10]))  # an earlier version's
    dialog.code.setText(old)
    assert dialog.choice() == ("wss://192.168.1.20:8765", "FYdbJevbhim7DA", pin[:10])
    dialog.set_offers([])
    dialog.code.setText(code)
    assert dialog.choice()[0] == "wss://81.2.69.160:8765", "a game no longer offered is not tried"


def test_the_join_dialog_takes_an_invitation_code_read_over_the_phone(qtbot):
    """The code alone says where and how: typed in lower case with spaces it joins wss:// with the pin; a typing
    mistake is said in words and the dialog stays open."""
    from gameofyear.net.invitation import Invitation, encode
    from gameofyear.ui.network import JoinDialog

    pin = bytes(range(10, 20))
    code = encode(Invitation("192.168.1.20", 8765, "FYdbJevbhim7DA", pin=pin))
    dialog = JoinDialog(browse=False)
    qtbot.addWidget(dialog)
    dialog.address.setText("ws://127.0.0.1:8766")  # an offer chosen first: the code's address wins
    qtbot.keyClicks(dialog.code, code.lower().replace("-", " "))
    assert dialog.choice() == ("wss://192.168.1.20:8765", "FYdbJevbhim7DA", pin)
    typo = code[:7] + ("0" if code[7] != "0" else "1") + code[8:]
    dialog.address.clear()
    dialog.code.setText(typo)
    dialog.show()
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.isVisible() and "typing mistake" in dialog.problem.text()
    dialog.code.setText(code)
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert dialog.result() == dialog.DialogCode.Accepted


def test_the_invitation_box_shows_each_code_whole_with_its_copy_button(qtbot, output_dir):
    from PySide6.QtGui import QGuiApplication

    from gameofyear.net.invitation import Invitation, decode, encode
    from gameofyear.ui.network import InvitationBox

    codes = [encode(Invitation("192.168.1.20", 8765, seat, pin=bytes(10)))
             for seat in ("FYdbJevbhim7DA", "AAECAwQFBgcICQ")]
    box = InvitationBox()
    qtbot.addWidget(box)
    box.set_invitations([("Ben", codes[0]), ("*", codes[1])])
    box.resize(260, 300)  # narrow: the codes wrap between their groups, never cut
    box.show()
    qtbot.waitExposed(box)
    name, text, copy = box.rows[0]
    assert text.wordWrap() and text.text() == codes[0].replace("-", " ")
    assert text.heightForWidth(text.width()) > text.fontMetrics().lineSpacing()  # on two lines or more
    assert box.rows[1][0].text() == "<b>Spectators</b>"
    copy.click()
    assert QGuiApplication.clipboard().text() == codes[0] and decode(codes[0]).code == "FYdbJevbhim7DA"
    assert copy.text() == "Copied" and box.rows[1][2].text() == "Copy"
    box.rows[1][2].click()
    assert QGuiApplication.clipboard().text() == codes[1] and copy.text() == "Copy"
    assert box.text() == f"Ben: {codes[0]}\nSpectators: {codes[1]}"
    box.grab().save(str(output_dir / "network-invitations.png"))


def test_the_window_joins_a_local_server_and_plays_a_turn(qtbot, local_server, output_dir):
    from gameofyear.ui.network import NetworkGameWindow, NetworkSession

    server, port, loop = local_server
    content = load_content()
    setup = random_setup(random.Random(4), content, 3)

    server.seeds = lambda: 9

    async def create():
        return server.create_game({"setup": setup.to_json(), "grace": 60,
                                   "seats": [{"kind": "remote"}, {"kind": "computer", "level": "basic"},
                                             {"kind": "computer", "level": "easy"}]})

    created = asyncio.run_coroutine_threadsafe(create(), loop).result(10)
    game = server.games[created["game"]].table.game
    session = NetworkSession()
    window = NetworkGameWindow(session, load_texts(content), speed=0)
    qtbot.addWidget(window)
    window.show()
    session.join(f"ws://127.0.0.1:{port}", created["codes"][0]["code"])
    qtbot.waitUntil(lambda: window.decision is not None, timeout=10_000)
    assert window.connection.text() == "Connected" and window.seat == 0
    assert window.table.log.count() > 0
    played = 0
    while played < 3:  # this seat's own decisions, through the same dialogs as at home
        qtbot.waitUntil(lambda: window.decision is not None, timeout=10_000)
        before = len(game.actions)
        if window.decision.kind is DecisionKind.SPIN:
            qtbot.waitUntil(window.spin_button.isEnabled, timeout=5_000)
            window.spin_button.click()
        else:
            qtbot.waitUntil(lambda: window.dialog is not None, timeout=5_000)
            options = window.decision.options
            window.dialog.choose(options[len(options) - 1])  # "no", or the last option
        qtbot.waitUntil(lambda before=before: len(game.actions) > before, timeout=10_000)
        played += 1
    assert len(server.store.game(created["game"]).actions) == len(game.actions) >= 3
    window.grab().save(str(output_dir / "network-game.png"))
    # the server goes away: the window says it is reconnecting, and keeps trying by itself
    asyncio.run_coroutine_threadsafe(server.close(), loop).result(10)
    qtbot.waitUntil(lambda: window.connection.text().startswith("Connection lost: reconnecting in"), timeout=10_000)
    window.close()


def test_hosting_runs_the_server_in_process_and_the_host_joins_its_own_seat(qtbot, tmp_path):
    from gameofyear.net.invitation import decode
    from gameofyear.ui.network import NetworkGameWindow, NetworkSession, seat_invitations

    content = load_content()
    setup = random_setup(random.Random(6), content, 3)
    request = {"setup": setup.to_json(), "grace": 60, "spectators": True,
               "seats": [{"kind": "remote"}, {"kind": "remote"}, {"kind": "computer", "level": "easy"}]}
    session = NetworkSession()
    window = NetworkGameWindow(session, load_texts(content), speed=0)
    qtbot.addWidget(window)
    got: list[dict] = []
    session.created.connect(got.append)
    session.host(request, str(tmp_path / "hosted.sqlite3"), host="127.0.0.1", port=0)
    qtbot.waitUntil(lambda: bool(got), timeout=10_000)
    created = got[0]
    names = [p.name for p in setup.players]
    invitations = seat_invitations(created, names, "127.0.0.1", session.port, None, 0)
    assert [who for who, _ in invitations] == [names[1], "*"]  # the host's own seat left out; the spectators
    read = [decode(code) for _, code in invitations]
    assert [i.code for i in read] == [created["codes"][1]["code"], created["spectators"]]
    assert read[0].url == f"ws://127.0.0.1:{session.port}" and read[0].pin is None
    session.join(f"ws://127.0.0.1:{session.port}", created["codes"][0]["code"])
    qtbot.waitUntil(lambda: window.seat == 0 and window.connection.text() == "Connected", timeout=10_000)
    hosted = session.server.games[created["game"]]
    assert hosted.seat_states()[0]["presence"] == "here" and hosted.seat_states()[1]["presence"] == "away"
    window.close()
    assert (tmp_path / "hosted.sqlite3").exists()


def test_the_window_plays_a_whole_game_with_manual_claims_to_its_results(qtbot, local_server):
    from gameofyear.engine.game import ClaimAction
    from gameofyear.ui.network import NetworkGameWindow, NetworkSession

    server, port, loop = local_server
    content = load_content()
    setup = random_setup(random.Random(5), content, 2)
    setup = type(setup)(setup.players, setup.today, "manual")

    server.seeds = lambda: 12

    async def create():
        return server.create_game({"setup": setup.to_json(), "grace": 60,
                                   "seats": [{"kind": "remote"}, {"kind": "computer", "level": "random"}]})

    created = asyncio.run_coroutine_threadsafe(create(), loop).result(10)
    game = server.games[created["game"]].table.game
    session = NetworkSession()
    window = NetworkGameWindow(session, load_texts(content), speed=0)
    qtbot.addWidget(window)
    window.show()
    session.join(f"ws://127.0.0.1:{port}", created["codes"][0]["code"])
    claims_offered = 0
    for _ in range(2000):
        qtbot.waitUntil(lambda: window.outcome_shown or window.decision is not None or bool(window.claims),
                        timeout=10_000)
        if window.outcome_shown:
            break
        if window.claims:
            claims_offered += 1
            window.claim_button.click()
            continue
        before = len(game.actions)
        if window.decision.kind is DecisionKind.SPIN:
            window.spin_button.click()
        else:
            qtbot.waitUntil(lambda: window.dialog is not None, timeout=5_000)
            options = window.decision.options
            window.dialog.choose(options[0] if options is not None else ("Yesterday",))
        # played, or refused (a claim came first: the window asks again)
        qtbot.waitUntil(lambda before=before: len(game.actions) > before or game.finished
                        or window.decision is not None, timeout=10_000)
    assert game.finished and window.outcome_shown
    assert any(window.table.log.item(i).text().startswith("1. ") for i in range(window.table.log.count()))
    assert claims_offered > 0
    assert any(isinstance(a, ClaimAction) and a.creditor == 0 for a in game.actions)
    window.close()


def test_the_lobby_offers_the_house_rules_of_the_family_and_the_hosted_game_carries_them(qtbot, local_server,
                                                                                         output_dir):
    """The lobby's house rules are the New Game dialog's (one line each, bets by seated player, teams with four
    or six, no match: a network game is one year), and the game the server creates from its request plays them."""
    from gameofyear.engine.variants import Variants
    from gameofyear.ui.network import HostLobbyDialog
    from gameofyear.ui.newgame import HouseRulesBox

    server, _port, loop = local_server
    lobby = HostLobbyDialog(players=4)
    qtbot.addWidget(lobby)
    box = lobby.house_rules
    assert isinstance(box, HouseRulesBox) and not box.match_offered
    lobby.rows[0][0].setText("Martine")
    assert [b.text() for b in box.bet_checks] == ["Martine", "Ann", "Ben", "Chloe"] and box.teams_check.isEnabled()
    box.length_combo.setCurrentIndex(box.length_combo.findData("half"))
    box.savings_check.setChecked(True)
    box.teams_check.setChecked(True)
    box.bet_checks[2].setChecked(True)
    lobby.show()
    lobby.grab().save(str(output_dir / "network-lobby-house-rules.png"))
    request, _mine = lobby.request()
    chosen = Variants(length="half", savings=True, bets=frozenset({2}), teams=True)
    assert request["setup"]["variants"] == chosen.to_json() and "match" not in request["setup"]

    async def create():
        return server.create_game(request)

    created = asyncio.run_coroutine_threadsafe(create(), loop).result(10)
    hosted = server.games[created["game"]].table.game
    assert hosted.setup.variants == chosen and hosted.partners is not None
    lobby.rows[3][2].setCurrentIndex(3)  # three players: no teams
    assert not box.teams_check.isEnabled() and not lobby.house_rules.variants().teams


def test_seat_invitations_say_how_to_speak_to_the_server():
    from gameofyear.net.invitation import decode
    from gameofyear.ui.network import seat_invitations

    created = {"codes": [{"seat": 0, "code": "AAAA"}, {"seat": 1, "code": "AAEC"}], "spectators": None}
    names = ["Ann", "Ben"]
    pinned = decode(seat_invitations(created, names, "192.0.2.1", 8765, bytes(10), 0)[0][1])
    trusted = decode(seat_invitations(created, names, "games.example.org", 443, None, 0, tls=True)[0][1])
    plain = decode(seat_invitations(created, names, "192.0.2.1", 8765, None, 0)[0][1])
    assert (pinned.url, pinned.pin, pinned.code) == ("wss://192.0.2.1:8765", bytes(10), "AAEC")
    assert (trusted.url, trusted.pin) == ("wss://games.example.org:443", None)
    assert (plain.url, plain.pin) == ("ws://192.0.2.1:8765", None)
