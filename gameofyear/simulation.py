"""Headless games between bots: plausible random players and full-game runs.

Used by ``gameofyear simulate``, the benchmarks and the property tests.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date

from .bots import Bot, bot_view, make_bot
from .content import Content
from .engine import events as ev
from .engine.game import Game
from .engine.setup import PlayerProfile, Setup

FIRST_NAMES = ("Alice", "Bruno", "Chloé", "Denis", "Emma", "Félix", "Gisèle", "Hugo", "Inès", "Jules", "Karine", "Louis")

TODAY = date(2026, 1, 1)
"""The date ages are computed on in simulations (fixed so that runs repeat)."""


def random_profile(rng: random.Random, content: Content, name: str) -> PlayerProfile:
    """Return a plausible random profile: an age of 8 to 80, a sex (or none) and facts.

    Each fact holds with a probability of 0.3 (``mother`` only for women).
    """
    age = rng.randint(8, 80)
    birth = date(TODAY.year - age - 1, rng.randint(1, 12), rng.randint(1, 28))
    sex = rng.choice(("female", "male", "female", "male", None))
    facts = {f for f in content.facts if rng.random() < 0.3}
    if sex != "female":
        facts.discard("mother")
    if age < 18:
        facts -= {"married", "mother", "child_under_12", "elected", "graduate", "salaried"}
    return PlayerProfile(name, birth, sex, frozenset(facts))


def random_setup(rng: random.Random, content: Content, players: int) -> Setup:
    """Return a setup of ``players`` random profiles (ages on :data:`TODAY`)."""
    names = rng.sample(FIRST_NAMES, players)
    return Setup(tuple(random_profile(rng, content, n) for n in names), today=TODAY)


def play_out(game: Game, bots: Sequence[Bot], on_events: Callable[[list[ev.Event]], None] | None = None) -> int:
    """Let ``bots[i]`` answer every decision of player ``i`` until the game ends.

    Returns:
        The number of decisions made.
    """
    count = 0
    manual = game.claims == "manual"
    while game.pending is not None:
        view = bot_view(game)
        events = game.decide(bots[view.me].choose(view))
        if manual:
            events += _bot_claims(game, bots)
        if on_events is not None:
            on_events(events)
        count += 1
    return count


def _bot_claims(game: Game, bots: Sequence[Bot]) -> list[ev.Event]:
    """Let each bot make the claims it notices (manual claims, RULINGS.md §4)."""
    events: list[ev.Event] = []
    for claim in game.open_claims():
        if claim not in game.open_claims():
            continue  # lapsed: a payment just made moved its pawn (bankruptcy)
        pending = game.pending
        if pending is not None and claim.debtor is not None and pending.player == claim.debtor:
            continue
        if bots[claim.creditor].wants_claim(claim.id):
            events += game.claim(claim.creditor, claim.id)
    return events


@dataclass
class Summary:
    """Figures of a batch of simulated games."""

    games: int
    players: int
    turns_per_player: float
    winner_tokens: float
    bankruptcies_per_game: float
    win_rate_by_seat: tuple[float, ...]
    games_per_second: float
    decisions_per_second: float

    def lines(self) -> list[str]:
        """The summary as printable lines."""
        return [
            f"games: {self.games} ({self.players} players)",
            f"mean turns per player: {self.turns_per_player:.1f}",
            f"winner's mean tokens: {self.winner_tokens:.2f}",
            f"bankruptcies per game: {self.bankruptcies_per_game:.2f}",
            "win rate per seat: " + ", ".join(f"{i + 1}: {r:.1%}" for i, r in enumerate(self.win_rate_by_seat)),
            f"games per second: {self.games_per_second:.1f}",
            f"decisions per second: {self.decisions_per_second:.0f}",
        ]


def simulate(content: Content, *, players: int, bots: Sequence[str], games: int, seed: int) -> Summary:
    """Play ``games`` games between bots and summarise them.

    Args:
        content: the content to play with.
        players: players per game.
        bots: bot kinds, one per seat (repeated when shorter than ``players``).
        games: how many games.
        seed: game ``i`` uses seed ``seed + i`` for its setup, its game and its bots.

    Shared first places count as a win for each tied seat.
    """
    kinds = [bots[i % len(bots)] for i in range(players)]
    wins = [0.0] * players
    turns = bankruptcies = decisions = 0
    winner_tokens = 0.0
    start = time.perf_counter()
    for g in range(games):
        rng = random.Random(seed + g)
        setup = random_setup(rng, content, players)
        game = Game.new(setup, content, seed + g)
        seat_bots = [make_bot(kind, (seed + g) * 10 + i) for i, kind in enumerate(kinds)]

        def count(events: list[ev.Event]) -> None:
            nonlocal bankruptcies
            bankruptcies += sum(type(e) is ev.Bankrupt for e in events)

        decisions += play_out(game, seat_bots, count)
        outcome = game.outcome()
        assert outcome is not None
        for w in outcome.winners:
            wins[w] += 1
        winner_tokens += outcome.ranking[0][2]
        turns += game.state.turn
    elapsed = max(time.perf_counter() - start, 1e-9)
    return Summary(
        games=games,
        players=players,
        turns_per_player=turns / games / players,
        winner_tokens=winner_tokens / games,
        bankruptcies_per_game=bankruptcies / games,
        win_rate_by_seat=tuple(w / games for w in wins),
        games_per_second=games / elapsed,
        decisions_per_second=decisions / elapsed,
    )
