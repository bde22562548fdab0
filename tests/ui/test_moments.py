"""A person's big moments wait for a click or a key; the panel follows the events; each moment has its sound.

The situation: Anna (a person) on 1 January has spun 5 and 12; 5 takes her
to 6 January, a red square: she draws Chance 12 (the bank pays her 1,000).
"""

from __future__ import annotations

import random

import pytest
from helpers import Driver, d
from PySide6.QtCore import QPoint, Qt
from test_dialogs import game_at
from test_table_screen import _asked, _window

from gameofyear.engine import DecisionKind, Game
from gameofyear.engine import events as ev
from gameofyear.ui.moments import CUES, Standings, is_moment, pause_ms, sound_cue, waits_for_person


class FakeSound:
    """A sound backend that records the cues it is asked to play."""

    def __init__(self):
        self.cues: list[tuple[str, float]] = []

    def play(self, cue: str, volume: float) -> None:
        self.cues.append((cue, volume))

    def close(self) -> None:
        pass


def _card_game() -> Game:
    game = game_at("01-01", dial=[5], chance=["chance-12"])
    Driver(game).spin()
    assert game.pending.kind is DecisionKind.CHOOSE_NUMBER
    return game


def _money_shown(window, player: int) -> str:
    return window.table.players_panel.cards[player].money_label.text()


def test_a_persons_card_waits_for_a_click_and_the_panel_follows_the_events(qtbot, settings):
    settings.wait_at_moments = True
    game = _card_game()
    window = _window(qtbot, settings, game)
    before = _money_shown(window, 0)
    dialog = _asked(qtbot, window, DecisionKind.CHOOSE_NUMBER)
    dialog.choose(5)
    qtbot.waitUntil(lambda: window.table.moment_wait is not None)
    card = window.table.overlay
    assert card is not None and card.isVisible() and getattr(card, "card_id", "") == "chance-12"
    qtbot.wait(400)  # nothing goes on by itself
    assert window.table.moment_wait is not None and window.controller.waiting_for_human is None
    assert window.current_dialog is None
    assert game.state.players[0].money == 1800, "the engine has paid already"
    assert _money_shown(window, 0) == before, "the panel shows the money as it is at the card, not at the end"
    assert "6 January" in window.table.players_panel.cards[0].detail_label.text(), "but the pawn's square has changed"
    view = window.table.board_view.viewport()
    shown_days: list[int] = []
    window.table.show_day = shown_days.append  # the click that ends a wait does nothing else
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=QPoint(view.width() // 2, view.height() // 2))
    qtbot.waitUntil(lambda: window.controller.waiting_for_human == 0)
    assert window.table.moment_wait is None and window.table.overlay is None and shown_days == []
    assert _money_shown(window, 0) == window.loaded_content.format_money(1800)


def test_a_key_ends_the_wait_too(qtbot, settings):
    settings.wait_at_moments = True
    window = _window(qtbot, settings, _card_game())
    _asked(qtbot, window, DecisionKind.CHOOSE_NUMBER).choose(5)
    qtbot.waitUntil(lambda: window.table.moment_wait is not None)
    qtbot.keyClick(window.table.board_view.viewport(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.waiting_for_human == 0)


def test_the_setting_turns_waiting_off_in_the_menu_and_the_settings(qtbot, settings):
    settings.wait_at_moments = True
    game = _card_game()
    window = _window(qtbot, settings, game)
    assert window.wait_action.isChecked()
    window.wait_action.trigger()  # View ▸ Wait for a Click at Big Moments, unticked
    assert settings.wait_at_moments is False
    _asked(qtbot, window, DecisionKind.CHOOSE_NUMBER).choose(5)
    qtbot.waitUntil(lambda: window.controller.waiting_for_human == 0)
    assert window.table.moment_wait is None
    assert game.state.players[0].position == d("01-06")


def test_turning_the_setting_off_during_a_wait_goes_on_at_once(qtbot, settings):
    settings.wait_at_moments = True
    window = _window(qtbot, settings, _card_game())
    _asked(qtbot, window, DecisionKind.CHOOSE_NUMBER).choose(5)
    qtbot.waitUntil(lambda: window.table.moment_wait is not None)
    dialog = window.table_settings.show_preferences()
    qtbot.addWidget(dialog)
    dialog.wait_box.setChecked(False)
    qtbot.waitUntil(lambda: window.controller.waiting_for_human == 0)
    assert not window.wait_action.isChecked()


def test_each_moment_plays_its_sound_at_the_volume_set_and_none_when_muted(qtbot, settings):
    settings.volume = 40
    window = _window(qtbot, settings, _card_game())
    fake = FakeSound()
    window.sound.backend = fake
    _asked(qtbot, window, DecisionKind.CHOOSE_NUMBER).choose(5)
    qtbot.waitUntil(lambda: window.controller.waiting_for_human == 0)
    assert [cue for cue, _ in fake.cues] == ["card", "coins"] and {v for _, v in fake.cues} == {0.4}
    fake.cues.clear()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.table.board_view.viewport(), Qt.Key.Key_M)  # the mute key
    assert settings.muted and window.mute_action.isChecked()
    window.sound.play("coins")
    assert fake.cues == []


@pytest.mark.slow
def test_a_whole_instant_year_ratchets_ends_with_its_sound_and_paints_each_pawn_once(qtbot, settings):
    from test_mainwindow import COLOURS, Seat
    from test_mainwindow import _window as game_window

    from gameofyear.content import load_content

    window, game = game_window(qtbot, load_content(), settings, [Seat("computer", "basic", COLOURS[i]) for i in range(3)])
    fake = FakeSound()
    window.sound.backend = fake
    qtbot.waitUntil(lambda: window.results_dialog is not None, timeout=180_000)
    cues = [cue for cue, _ in fake.cues]
    assert cues[-1] == "year_end" and cues.count("year_end") == 1
    assert {"ratchet", "card", "coins", "quarter"} <= set(cues)
    # after an instant finish every pawn is painted once, on its own square
    from gameofyear.ui.board import PawnItem

    pawns = [item for item in window.table.scene.items() if isinstance(item, PawnItem)]
    assert len(pawns) == 3 and {id(p) for p in pawns} == {id(p) for p in window.table.scene._pawns}
    for player, pawn in enumerate(window.table.scene._pawns):
        square = window.table.scene.square_rect(game.state.players[player].position)
        assert square.adjusted(-2, -2, 2, 2).contains(pawn.sceneBoundingRect().center()), player


def test_sounds_are_silent_under_tests():
    from gameofyear.ui.sound import SilentBackend, default_backend, silent_environment

    assert silent_environment() and isinstance(default_backend(), SilentBackend)


def test_a_linux_machine_without_sound_card_or_sound_server_opens_no_audio_device(tmp_path):
    """No card and no PulseAudio or PipeWire: the game stays silent without asking ALSA (which would
    print its complaints on the terminal); a card, a server's socket or another system: it tries."""
    from gameofyear.ui.sound import audio_absent

    none, one = tmp_path / "none", tmp_path / "one"
    none.write_text("--- no soundcards ---\n")
    one.write_text(" 0 [PCH            ]: HDA-Intel - HDA Intel PCH\n")
    runtime = tmp_path / "run"
    (runtime / "pulse").mkdir(parents=True)
    assert audio_absent(none, {}, "linux") and audio_absent(tmp_path / "missing", {}, "linux")
    assert audio_absent(none, {"XDG_RUNTIME_DIR": str(runtime)}, "linux")  # a folder without its socket
    assert audio_absent(one, {}, "linux") is None
    assert audio_absent(none, {"PULSE_SERVER": "unix:/tmp/pulse"}, "linux") is None
    (runtime / "pulse" / "native").write_text("")
    assert audio_absent(none, {"XDG_RUNTIME_DIR": str(runtime)}, "linux") is None
    assert audio_absent(none, {}, "win32") is None and audio_absent(none, {}, "darwin") is None


def test_the_mixer_plays_voices_together_and_clips():
    import array
    from pathlib import Path

    from gameofyear.ui.sound import MiniaudioBackend

    backend = MiniaudioBackend(Path("nowhere"))
    stream = backend._stream()
    assert len(next(stream)) == 0
    backend._voices = [(array.array("h", [30000] * 5), 0), (array.array("h", [10000] * 3), 0)]
    out = stream.send(4)
    assert list(out) == [32767, 32767, 32767, 30000]
    assert list(stream.send(4)) == [30000, 0, 0, 0] and backend._voices == []
    assert list(stream.send(2)) == [0, 0]


def test_a_missing_audio_system_is_silent_and_never_raises(tmp_path):
    import time

    from gameofyear.ui.sound import MiniaudioBackend

    backend = MiniaudioBackend(tmp_path)  # no sound files there: it gives up quietly
    backend.play("coins", 1.0)
    deadline = time.monotonic() + 10
    while not backend.failed and time.monotonic() < deadline:
        time.sleep(0.02)
    assert backend.failed
    backend.play("card", 1.0)
    backend.close()


# ------------------------------------------------------------------ no Qt: the moments and the standings


def _random_batches(seed: int):
    """Each decision of a random four-player game: the observation before, the events, the observation after."""
    from gameofyear.bots import bot_view, make_bot
    from gameofyear.content import load_content
    from gameofyear.simulation import random_setup

    content = load_content()
    game = Game.new(random_setup(random.Random(seed), content, 4), content, seed)
    bots = [make_bot("basic", seed + i) for i in range(4)]
    while game.pending is not None:
        before = game.observation(None)
        events = game.decide(bots[game.pending.player].choose(bot_view(game)))
        yield before, events, game.observation(None)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_standings_follow_every_event_to_the_state_the_engine_reaches(seed):
    batches = 0
    for before, events, after in _random_batches(seed):
        standings = Standings(before)
        standings.apply_all(events)
        got = standings.observation()
        for mine, real in zip(got.players, after.players):
            assert (mine.money, mine.tokens, mine.position, mine.bankrupt, mine.vacation_cards) == \
                (real.money, real.tokens, real.position, real.bankrupt, real.vacation_cards), events
        batches += 1
    assert batches > 50


def test_which_moments_wait_for_a_person():
    people = {0}
    assert waits_for_person(ev.CardDrawn(0, "chance", "chance-1", "almanac"), people)
    assert not waits_for_person(ev.CardDrawn(1, "chance", "chance-1", "almanac"), people)
    assert waits_for_person(ev.MoneyPaid(1, 0, 200, 200, "birthday"), people), "paid by another"
    assert waits_for_person(ev.MoneyPaid(0, 2, 300, 300, "almanac"), people), "paid to another"
    assert not waits_for_person(ev.MoneyPaid(None, 0, 400, 400, "quarter"), people), "the bank pays: no wait"
    assert not waits_for_person(ev.MoneyPaid(0, 1, 0, 300, "almanac"), people), "nothing paid"
    assert waits_for_person(ev.Bankrupt(0, 1, 40, 30, "almanac"), people)
    assert waits_for_person(ev.PawnsSwapped(2, 0, 10, 20, "almanac"), people)
    assert waits_for_person(ev.PawnsRearranged(2, ((0, 40, 20),), "almanac"), people)
    assert waits_for_person(ev.QuarterPassed(0, 90, 400, 3, 1), people)
    assert not waits_for_person(ev.QuarterPassed(0, 90, 400, 0, None), people), "only the pay: no award"
    assert not is_moment(ev.PawnMoved(0, 1, 5, "spin"))
    assert pause_ms(ev.Bankrupt(1, 1, 40, 30, "almanac"), 0.0) == 0
    assert pause_ms(ev.Bankrupt(1, 1, 40, 30, "almanac"), 2.0) > pause_ms(ev.Bankrupt(1, 1, 40, 30, "almanac"), 1.0) > 0


def test_each_sound_cue_has_its_file():
    from gameofyear.paths import resources_dir

    assert sound_cue(ev.DialSpun(0, 3, (1, 7))) == "ratchet"
    assert sound_cue(ev.GameOver(())) == "year_end"
    for cue in CUES:
        path = resources_dir() / "sounds" / f"{cue}.wav"
        assert path.is_file() and 1000 < path.stat().st_size < 200_000
