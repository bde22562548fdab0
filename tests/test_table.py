"""The table: one way a computer seat plays (here, or asked on a thread), stand-ins as seats, claims through it."""

from __future__ import annotations

import random
from concurrent.futures import ThreadPoolExecutor

import pytest

from gameofyear.content import load_content
from gameofyear.seats import REMOTE, STAND_IN, Seat
from gameofyear.simulation import random_setup
from gameofyear.table import COMPUTER_SEAT, PERSON_SEAT, SeatError, Table, Thinking

EXPERT = Seat("computer", "expert")


@pytest.fixture(scope="module")
def content():
    return load_content()


def new_table(content, seats, seed: int = 4, **options) -> Table:
    return Table.new(random_setup(random.Random(seed), content, len(seats)), content, seed, seats, **options)


def test_a_computer_seat_plays_through_computer_move(content) -> None:
    """A quick computer player is asked and played at once; nothing is played when a person must decide."""
    table = new_table(content, [COMPUTER_SEAT, PERSON_SEAT, COMPUTER_SEAT])
    played = 0
    while table.game.pending.player != 1:
        done = len(table.game.actions)
        assert isinstance(table.computer_move(), list) and len(table.game.actions) == done + 1
        played += 1
    assert played > 0 and table.computer_move() is None
    assert table.next().kind == "person"


def test_an_expert_is_asked_on_a_thread_and_plays_the_same_game(content) -> None:
    """The expert's decisions come back as :class:`Thinking`, asked on a worker thread: the game is the one
    Table.run plays when every computer player thinks on the table's thread."""
    here = new_table(content, [EXPERT, EXPERT], seed=6)
    assert here.run(limit=25) == 25
    away = new_table(content, [EXPERT, EXPERT], seed=6)
    thought = 0
    with ThreadPoolExecutor(1) as worker:
        for _ in range(25):
            move = away.computer_move()
            if isinstance(move, Thinking):
                assert not move.decision.sole_option()
                move = away.answer(move, worker.submit(move.ask).result())
                thought += 1
            assert isinstance(move, list)
            away.claims_pass()
    assert thought > 0
    assert away.game.actions == here.game.actions
    assert away.bots[0].rng.getstate() == here.bots[0].rng.getstate()


def test_an_answer_is_dropped_once_the_game_has_moved_on_or_been_replaced(content) -> None:
    table = new_table(content, [EXPERT, EXPERT], seed=6)
    move = table.computer_move()
    while not isinstance(move, Thinking):
        move = table.computer_move()
    action = move.ask()
    table.game = table.game.clone()  # replaced (an undo, a game loaded): the answer is not its own
    assert table.answer(move, action) is None
    move = table.computer_move()
    assert isinstance(move, Thinking)
    done = len(table.game.actions)
    assert table.answer(move, move.ask()) is not None and len(table.game.actions) == done + 1, "asked again: played"
    assert table.answer(move, action) is None, "the game has moved on since it was asked"
    assert len(table.game.actions) == done + 1


def test_a_stand_in_is_a_seat_of_the_table(content) -> None:
    """A computer standing in for a remote person who is away plays that seat until the person is back."""
    table = new_table(content, [Seat(REMOTE), COMPUTER_SEAT, COMPUTER_SEAT])
    table.run()
    assert table.game.pending.player == 0 and table.next().kind == "person" and table.people == (0,)
    table.stand_in(0, "basic", 77)
    assert table.seats[0] == Seat(STAND_IN, "basic", None, 77) and table.is_computer(0) and table.people == ()
    assert table.next().kind == "computer" and isinstance(table.computer_move(), list)
    assert table.stand_down(0) and table.seats[0] == Seat(REMOTE) and table.people == (0,)
    assert not table.stand_down(0)
    with pytest.raises(SeatError, match="seat 2 is not a remote person's seat"):
        table.stand_in(1, "basic", 1)


def test_a_person_s_claim_goes_through_the_table(content) -> None:
    """With manual claims, a claim the person makes is the table's action: the hook hears of it."""
    from dataclasses import replace

    seen: list[int] = []
    setup = replace(random_setup(random.Random(3), content, 3), claims="manual")
    table = Table.new(setup, content, 3, [PERSON_SEAT, COMPUTER_SEAT, COMPUTER_SEAT], on_action=lambda t: seen.append(len(t.game.actions)))
    for _ in range(400):
        if table.game.open_claims(0) or table.game.finished:
            break
        if table.next().kind == "person":
            decision = table.game.pending
            table.play(decision.sole_option()[0] if decision.sole_option() else decision.options[0]
                       if decision.options else True)
        else:
            table.computer_move(think_here=True)
    claim = next(iter(table.game.open_claims(0)), None)
    if claim is None:
        pytest.skip("no sum owed to the person in this game")
    before = len(seen)
    events = table.claim(0, claim.id)
    assert events and len(seen) == before + 1 and claim not in table.game.open_claims(0)


def test_seats_that_do_not_fit_are_refused(content) -> None:
    game = new_table(content, [COMPUTER_SEAT, COMPUTER_SEAT]).game
    with pytest.raises(SeatError, match="one seat per player"):
        Table(game, [COMPUTER_SEAT])
    with pytest.raises(SeatError, match="level 'genius'"):
        Table(game, [COMPUTER_SEAT, Seat("computer", "genius")])


def test_the_bot_seed_formula_is_written_once_in_seats():
    """Every way of playing computer seats (the table, simulate, lab, the self-test, the benchmarks) takes a
    computer player's seed from :func:`gameofyear.seats.default_bot_seed`, never from a copy of its formula."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    formula = re.compile(r"seed\)?\s*\*\s*10\s*\+")
    copies = [f"{path.relative_to(root)}:{number}" for folder in ("gameofyear", "benchmarks", "tests")
              for path in sorted((root / folder).rglob("*.py")) if path.name != "seats.py"
              for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
              if formula.search(line) and "formula" not in line]
    assert copies == []


def test_the_default_level_is_named_once_in_seats():
    """The command line, the table, the server's stand-ins and New Game take the default computer level from
    :data:`gameofyear.seats.DEFAULT_LEVEL`: no other module falls back on a level written out."""
    import re
    from pathlib import Path

    from gameofyear.seats import DEFAULT_LEVEL

    root = Path(__file__).resolve().parents[1] / "gameofyear"
    fallback = re.compile(rf"""(default=|\bor |, |\(){re.escape(repr(DEFAULT_LEVEL).replace("'", '"'))}\)?""")
    copies = [f"{path.relative_to(root)}:{number}" for path in sorted(root.rglob("*.py"))
              if path.name != "seats.py" and "bots" not in path.parts
              for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
              if fallback.search(line) and "translate(" not in line]
    assert copies == []


def test_a_seat_s_kind_is_an_enum_read_from_its_text_and_written_back_as_it():
    """A save or a frame gives a seat's kind as text: the seat holds the :class:`SeatKind`, equal to that text,
    writes the text back, and refuses a kind that is none."""
    import json

    from gameofyear.seats import Seat as SeatOf
    from gameofyear.seats import SeatKind

    seat = SeatOf("stand_in", "easy")  # type: ignore[arg-type] - as a frame gives it
    assert seat.kind is SeatKind.STAND_IN and seat.kind == "stand_in" and seat.played_by_computer
    assert json.loads(json.dumps(seat.to_json()))["kind"] == "stand_in"
    with pytest.raises(ValueError, match="not 'robot'"):
        SeatOf("robot")  # type: ignore[arg-type]


def test_saves_and_stored_network_games_read_their_seats_with_one_codec():
    """``Seat.to_json`` and ``Seat.from_json`` are the one way: a save's seat and a server's stored seat (which may
    leave out colour and bot seed) read back to the same seats, and anything else is refused by name."""
    from gameofyear.net.specs import spec_seats
    from gameofyear.seats import REMOTE
    from gameofyear.seats import Seat as SeatOf

    seats = (SeatOf("computer", "easy", "Blue", 121), SeatOf("human", None, "Red"))  # type: ignore[arg-type]
    assert tuple(SeatOf.from_json(seat.to_json()) for seat in seats) == seats
    stored = spec_seats({"seed": 5, "rng_scheme": 1, "seats": [{"kind": "remote"}, {"kind": "computer", "level": "easy"}]})
    assert stored[0] == SeatOf(REMOTE) and stored[1].level == "easy" and stored[1].bot_seed is not None
    for bad, raised in (([], TypeError), ({"kind": "robot"}, ValueError), ({"kind": "human", "elo": 3}, ValueError),
                        ({"kind": "computer", "bot_seed": "1"}, TypeError), ({"kind": "computer", "level": 2}, TypeError)):
        with pytest.raises(raised):
            SeatOf.from_json(bad)
