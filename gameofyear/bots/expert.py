"""The ``expert`` bot: it looks ahead by playing short simulated futures.

Professor Léon thinks before he plays. For a decision with several sensible
options he draws a number of possible worlds from what he can see
(:func:`~gameofyear.bots.determinize.determinize`: the others' lucky numbers
among those he cannot rule out, the decks shuffled as he cannot see them, the
dial's next results), and in each world tries every option: the option is
played, then everybody plays on as ``normal`` bots for one round (until the
same turn position comes back), and the position reached is judged by
:func:`~gameofyear.bots.evaluation.standing`, the expected number of
opponents he will finish ahead of. Every option is tried in the same worlds
(common random numbers), so the comparison measures the option and not the
luck of the draw. He keeps the ``normal`` bot's choice unless another option
does clearly better in the same worlds (by more than :attr:`ExpertBot.confidence`
standard errors of the difference).

He thinks within a budget (:attr:`ExpertBot.budget_ms`) and spends it where it
counts (:mod:`gameofyear.bots.budget`): the end of the year, a big purchase of
days, 1 April and 21 June get up to twice of it, an offer of days half, a
forced decision nothing; with time to spare each world is played further
ahead, to the end of the game when the rest of it fits. Worlds are drawn in
batches, with no cap of their own, until the decision's simulated turns are
spent or the comparison is beyond doubt (every other option :data:`SETTLED`
standard errors clear of the ``normal`` choice, or the same to within
:data:`EQUAL`), so a clear decision is quick and a close one takes its whole
share. A question asked again in the same position (after an undo, say) is
answered as before without thinking again (:attr:`ExpertBot.memory`).
The budget is counted in simulated turns, not read from a clock, so
that the same view and seed give the same choice on any machine and a game
relived from its actions is the same game; :data:`TURN_MS` is what one turn
costs on the reference machine (``benchmarks/bots.py`` prints the real times).

Options that cannot matter are not simulated: a single option, the spin, the
questions of the moment, quizzes and votes (answered in character, from his
good general knowledge). Long lists are first narrowed with the ``normal``
bot's reckoning (days to buy or pledge, rearrangements on 1 April) to the few
worth trying; a pledge that the reckoning sees no harm in is declined at once.

He never reads hidden state: all he is given is a
:class:`~gameofyear.bots.base.BotView`, and all his worlds are drawn with his
own random generator, so the same seed and the same view give the same choice.
"""

from __future__ import annotations

import random
from itertools import takewhile
from typing import Any, ClassVar

from ..engine.decisions import DecisionKind
from ..engine.game import Game
from ..engine.variants import last_day
from . import budget, foresight
from .base import BotView, bot_view
from .determinize import SIMULATED_KINDS, determinize
from .evaluation import standing
from .normal import NormalBot

DEFAULT_BUDGET_MS = 100.0
"""The think budget per decision of the level ``expert`` (ms on the reference machine); a decision that
matters gets up to :data:`~gameofyear.bots.budget.MOST` times it (``benchmarks/README.md``, "The expert's budget")."""
TURN_MS = 0.2
"""What playing one option on for one turn in one world costs on the reference machine (ms): a budget of
``b`` ms allows ``b / TURN_MS`` simulated turns (a world costs a turn per option and per turn of the horizon)."""
MIN_WORLDS = 16
"""Worlds drawn for every simulated decision, whatever the budget (the comparison needs them)."""
BATCH = 8
"""Worlds drawn between two looks at whether the comparison is settled."""
SETTLED = 4.0
"""Standard errors by which an option's difference from the ``normal`` choice must be clear of zero to be settled."""
EQUAL = 0.01
"""A difference of standing smaller than this (a hundredth of an opponent finished ahead) is no difference."""
MEMORY = 64
"""Answers the expert remembers by position (:attr:`ExpertBot.memory`)."""


def paired_gain(row: list[float], base: list[float]) -> tuple[float, float]:
    """The mean of ``row`` less ``base``, world by world, and its standard error (standings)."""
    count = len(base)
    diffs = [x - y for x, y in zip(row, base)]
    gain = sum(diffs) / count
    variance = sum((x - gain) ** 2 for x in diffs) / max(1, count - 1)
    return gain, (variance / count) ** 0.5


class ExpertBot(NormalBot):
    """The look-ahead player described in the module docstring.

    Args:
        seed: the seed of its own random generator (the worlds it draws, its
            answers and quiz knowledge).
        budget_ms: the think budget of one decision, in ms on the reference machine
            (:data:`TURN_MS`; more: stronger and slower). At least :data:`MIN_WORLDS`
            worlds are drawn whatever the budget.
        horizon: turns simulated after the current one (None: one round, as
            many turns as there are players, less one).

    Raises:
        ValueError: a budget that is not a positive number.
    """

    name: ClassVar[str] = "expert"
    persona: ClassVar[str] = "Professor Léon"
    thinks_long: ClassVar[bool] = True
    """Its decisions take milliseconds: the desktop game asks it on a worker thread."""
    """The character the level plays (for the interface and the log)."""
    quiz_knowledge: ClassVar[float] = 0.9
    claim_probability: ClassVar[float] = 1.0
    max_candidates: ClassVar[int] = 4
    """Options simulated at most for one decision (the rest are narrowed out first)."""
    confidence: ClassVar[float] = 1.5
    """Standard errors by which an option must beat the ``normal`` bot's choice to be preferred."""

    def __init__(self, seed: int = 0, budget_ms: float = DEFAULT_BUDGET_MS, horizon: int | None = None):
        super().__init__(seed)
        if not budget_ms > 0:
            raise ValueError(f"a think budget is a positive number of milliseconds, not {budget_ms!r}")
        self.budget_ms = budget_ms
        self.horizon = horizon
        self.last_worlds = 0
        """Worlds drawn for the last decision (0 when none was simulated)."""
        self._seed = seed
        self._policies: dict[int, NormalBot] = {}
        self.memory: dict[tuple[Any, ...], Any] = {}
        """The answers given, by position (the decision and every public fact with it), the last
        :data:`MEMORY` of them: a question asked again in the same position is not thought again."""
        self.last_scores: dict[Any, float] = {}
        """The mean standing after each option simulated for the last decision (empty when none was)."""

    # ----------------------------------------------------------------- choosing

    def choose(self, view: BotView) -> Any:
        """Return the option with the best expected standing (see the module docstring)."""
        self.last_scores = {}
        self.last_worlds = 0
        d = view.decision
        options = d.options
        if d.kind is DecisionKind.SPIN:
            return True
        if options is not None and len(options) == 1:
            return options[0]
        if d.kind not in SIMULATED_KINDS:
            return super().choose(view)
        if d.kind in foresight.MOVES:
            win = self.screened(view)[0]
            if win is not None:
                return win  # the year ends with him first: nothing to think about (RULINGS.md §13)
        candidates = self.candidates(view)
        if len(candidates) == 1:
            return candidates[0]
        key = _position_key(view)
        if key is not None and key in self.memory:
            return self.memory[key]
        choice = self.pick(candidates, self.simulate(view, candidates))
        if key is not None:
            if len(self.memory) >= MEMORY:
                del self.memory[next(iter(self.memory))]
            self.memory[key] = choice
        return choice

    def pick(self, candidates: list[Any], samples: list[list[float]]) -> Any:
        """The candidate to play, from each candidate's standing in each drawn world.

        The first candidate (the ``normal`` bot's choice) is kept unless another
        one does better in the same worlds by more than :attr:`confidence`
        standard errors: picking the best of noisy means would otherwise favour
        the options whose outcome varies most.
        """
        count = len(samples[0])
        self.last_scores = {c: sum(row) / count for c, row in zip(candidates, samples)}
        best, best_gain = candidates[0], 0.0
        for candidate, row in zip(candidates[1:], samples[1:]):
            gain, error = paired_gain(row, samples[0])
            if gain > best_gain and gain > self.confidence * error:
                best, best_gain = candidate, gain
        return best

    def candidates(self, view: BotView) -> list[Any]:
        """The options worth simulating, the ``normal`` bot's own choice first (it wins ties).

        Of a move (:data:`~gameofyear.bots.foresight.MOVES`), only the options that
        :meth:`~gameofyear.bots.basic.BasicBot.screened` keeps: none that ends the year
        without the win or lands on a known cost it cannot pay (RULINGS.md §13).
        """
        d = view.decision
        kind = d.kind
        if kind is DecisionKind.PLEDGE:
            return self._pledge_candidates(view)
        if kind is DecisionKind.BUY_DAYS:
            return self._days_candidates(view)
        if kind is DecisionKind.REARRANGE:
            return self._rearrange_candidates(view)
        if kind is DecisionKind.USE_KEEP_CARD:
            return [True]  # a kept card cancels a Hazard card: keeping it longer gains nothing
        first = super().choose(view)
        options = self.screened(view)[1] if kind in foresight.MOVES else view.options
        return [first] + [o for o in options if o != first or type(o) is not type(first)]

    def _days_candidates(self, view: BotView) -> list[Any]:
        """No days (unless staying loses by claims, RULINGS.md §13), the normal bot's days, and the days to the
        best-valued squares (net of the price), every number of days it may buy weighed."""
        me, ed = view.me, view.content.edition
        mine = view.observation.players[me]
        kept = self.screened(view)[1]
        days = [n for n in kept if n]
        values = self.square_values(view, me, [mine.position + n for n in days])
        ranked = sorted(zip(days, values), key=lambda dv: dv[1] - dv[0] * ed.day_price, reverse=True)
        picks = [super()._buy_days(view)] + ([0] if 0 in kept else [])  # staying, unless it loses by claims
        for n, value in ranked:
            if len(picks) >= self.max_candidates:
                break
            if value - n * ed.day_price > -150 and n not in picks:
                picks.append(n)
        return list(dict.fromkeys(picks))

    def _pledge_candidates(self, view: BotView) -> list[Any]:
        """No pledge, and the pledges the normal bot's reckoning sees most harm in (any opponent)."""
        d, obs, ed = view.decision, view.observation, view.content.edition
        mine = obs.players[view.me]
        target = d.subject if d.subject is not None else obs.active
        pos = obs.players[target].position + (d.info[0] if d.info else 0)
        end = last_day(view.setup.variants, view.content)
        days = list(takewhile(lambda n: pos + n < end and mine.money - n * ed.day_price >= ed.day_price,
                              view.options[1:]))
        if not days:
            return [0]
        here, *values = self.square_values(view, target, [pos + n for n in [0, *days]])
        harms = sorted(((here - v - n * ed.day_price, n) for n, v in zip(days, values)), reverse=True)
        picks = [0] + [n for harm, n in harms[: self.max_candidates - 1] if harm > 0]
        return picks

    def _rearrange_candidates(self, view: BotView) -> list[Any]:
        """The rearrangements that put the opponents strongest on paper furthest back, at most a few."""
        d, players = view.decision, view.observation.players
        opponents = list(d.info)
        strength = sorted(range(len(opponents)),
                          key=lambda k: (players[opponents[k]].tokens, players[opponents[k]].money), reverse=True)
        ranked = sorted(view.options, key=lambda days: tuple(days[k] for k in strength))
        return ranked[: self.max_candidates]

    # ----------------------------------------------------------------- simulating

    def turns_allowed(self, view: BotView, candidates: list[Any]) -> float:
        """The simulated turns this decision may spend: the budget over :data:`TURN_MS`, times its
        :func:`~gameofyear.bots.budget.weight`."""
        return self.budget_ms * budget.weight(view, candidates) / TURN_MS

    def settled(self, samples: list[list[float]]) -> bool:
        """True when more worlds would not change the choice: each other option is clearly worse, clearly better or equal.

        ``samples`` as :meth:`simulate` returns them, the ``normal`` choice first:
        an option is settled when its mean difference from the ``normal`` choice is
        :data:`SETTLED` standard errors clear of zero, or when the difference and
        its error together are under :data:`EQUAL`.
        """
        for row in samples[1:]:
            gain, error = paired_gain(row, samples[0])
            if abs(gain) <= SETTLED * error and abs(gain) + SETTLED * error >= EQUAL:
                return False
        return True

    def simulate(self, view: BotView, candidates: list[Any]) -> list[list[float]]:
        """The standing reached after each candidate in each drawn world, within the decision's budget.

        Worlds are drawn :data:`BATCH` at a time, at least :data:`MIN_WORLDS`, until the
        turns they played add up to :meth:`turns_allowed` or the comparison is
        :meth:`settled`; each is played on for :func:`~gameofyear.bots.budget.horizon`
        turns (or :attr:`horizon`, when given).

        Returns:
            One list per candidate (in order) of standings, one per world (0 to
            players − 1, see :func:`~gameofyear.bots.evaluation.standing`).
        """
        turns = self.turns_allowed(view, candidates)
        horizon = self.horizon if self.horizon is not None else budget.horizon(view, turns, len(candidates))
        stop = view.observation.turn + horizon
        results: list[list[float]] = [[] for _ in candidates]
        drawn = 0
        spent = 0
        while drawn < MIN_WORLDS or (spent < turns and not self.settled(results)):
            spent += self._simulate_worlds(view, candidates, stop, BATCH, results)
            drawn += BATCH
        self.last_worlds = drawn
        return results

    def _simulate_worlds(self, view: BotView, candidates: list[Any], stop: int, count: int,
                         results: list[list[float]]) -> int:
        """Draw ``count`` worlds and add each candidate's standing in each to ``results``.

        Returns:
            The turns played in them, every candidate's counted (a world whose game ends
            early costs less).
        """
        rng = self.rng
        last = len(candidates) - 1
        start = view.observation.turn
        played = 0
        for _ in range(count):
            world = determinize(view, rng)
            for k, candidate in enumerate(candidates):
                game = world.clone() if k < last else world
                game.decide(candidate)
                self._play_on(game, stop)
                st = game.state
                played += st.turn - start + 1
                results[k].append(standing(st.players, view.me, st.quarter_passers, view.content, st.finished,
                                           game.last_day, game.partners))
        return played

    def _play_on(self, game: Game, stop: int) -> None:
        """Let ``normal`` bots play ``game`` until turn ``stop`` is over (or the game is)."""
        st = game.state
        policies = self._policies
        spin = DecisionKind.SPIN
        while True:
            d = st.pending
            if d is None or st.turn > stop:
                return
            if d.kind is spin:
                game.decide(True)
                continue
            options = d.options
            if options is not None and len(options) == 1:
                game.decide(options[0])
                continue
            bot = policies.get(d.player)
            if bot is None:
                bot = policies[d.player] = NormalBot(random.Random(self._seed * 31 + d.player).getrandbits(32))
            game.decide(bot.choose(bot_view(game)))


def _position_key(view: BotView) -> tuple[Any, ...] | None:
    """What makes two views the same position for the expert: the decision and every public fact,
    its own lucky number and those known to all with them (None when they cannot be compared)."""
    obs = view.observation
    key = (view.me, view.decision, obs.players, obs.turn, obs.active, obs.quarter_passers, obs.bank_tokens,
           obs.deck_sizes, obs.lucky_number, view.known_lucky, id(view.setup), id(view.content))
    try:
        hash(key)
    except TypeError:
        return None
    return key
