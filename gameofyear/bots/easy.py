"""The ``easy`` bot: a casual player who makes the natural choice, sometimes a poor one.

Cousin Gaston plays for the fun of it. He takes the bigger number unless the
smaller one lands on a red square and the bigger on a blue one, buys a token
when his wallet is comfortable, buys days only to land on his own birthday or
lucky number, keeps his vacation cards for later (and sometimes too late),
hardly ever pledges days, and takes from whoever looks richest. One choice in
eight is a poor one (any legal option), he knows a quiz two times in five and
forgets almost half of the sums owed to him under manual claims. Like every
level but ``random``, he ends the year when that makes him first alone, never
ends it otherwise by choice, and never slips onto a known cost he cannot pay
(:mod:`gameofyear.bots.foresight`, RULINGS.md §13).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from ..dates import LAST_DAY, day_index, month_day
from ..engine.decisions import DecisionKind
from . import foresight, house
from .base import Bot, BotView

GOOD_FRAMES = frozenset({"red"})
BAD_FRAMES = frozenset({"blue", "double_blue"})


class EasyBot(Bot):
    """The casual player described in the module docstring.

    Args:
        seed: the seed of its own random generator (its slips, answers and
            quiz knowledge).
    """

    name: ClassVar[str] = "easy"
    persona: ClassVar[str] = "Cousin Gaston"
    """The character the level plays (for the interface and the log)."""
    quiz_knowledge: ClassVar[float] = 0.4
    """Probability of knowing a quiz's answers."""
    claim_probability: ClassVar[float] = 0.55
    slip: ClassVar[float] = 0.125
    """Probability that a choice is any legal option instead of the natural one."""

    def choose(self, view: BotView) -> Any:
        """Return the natural action for ``view.decision`` (see the module docstring)."""
        d = view.decision
        options = d.options
        if d.kind is DecisionKind.SPIN:
            return True
        if d.kind is DecisionKind.QUIZ:
            return self.random_quiz_answer(view, self.rng.random() < self.quiz_knowledge)
        if options is not None and len(options) == 1:
            return options[0]
        keep: Sequence[Any] | None = options
        if d.kind in foresight.MOVES:
            win, keep = foresight.screen(view)
            if win is not None:
                return win  # the year ends with him first: even a casual player sees that (RULINGS.md §13)
        if d.kind in _SLIPS and keep and self.rng.random() < self.slip:
            if isinstance(options, range):
                return self.rng.choice(keep[: min(len(keep), 4)])
            return keep[self.rng.randrange(len(keep))]
        method = _BY_KIND.get(d.kind)
        if method is not None:
            choice = method(self, view)
            # never the end of the year without the win, never a known cost he cannot pay (RULINGS.md §13)
            return choice if keep is options or not keep or choice in keep else keep[0]
        return options[0] if options else ("",)

    def _frame(self, view: BotView, day: int) -> str:
        return view.content.squares[min(day, LAST_DAY)].frame

    def _choose_number(self, view: BotView) -> int:
        """The bigger number, unless it lands on blue and the smaller one on red."""
        small: int
        big: int
        small, big = sorted(view.options)
        pos = view.observation.players[view.me].position
        if self._frame(view, pos + big) in BAD_FRAMES and self._frame(view, pos + small) in GOOD_FRAMES:
            return small
        return big

    def _buy_token(self, view: BotView) -> bool:
        """Buy when twice the price is at hand."""
        return view.observation.players[view.me].money >= 2 * view.content.edition.token_price

    def _buy_days(self, view: BotView) -> int:
        """Days to reach the own birthday or lucky number (the first of them ahead), if affordable twice over."""
        obs = view.observation
        mine = obs.players[view.me]
        birthday = view.setup.players[view.me].birthday
        price = view.content.edition.day_price
        days: int
        for days in view.options[1:]:
            day = mine.position + days
            if (day == birthday or month_day(min(day, LAST_DAY))[1] == obs.lucky_number) and mine.money >= 2 * days * price:
                return days
        return 0

    def _vacation(self, view: BotView) -> bool:
        """Now and then, and surely once the deadline is close (a little too close, sometimes)."""
        mine = view.observation.players[view.me]
        deadline = day_index(view.content.edition.vacation_before)
        if mine.position + 20 * mine.vacation_cards >= deadline:
            return True
        return self.rng.random() < 0.12

    def _pledge(self, view: BotView) -> int:
        """Almost never pledges."""
        return 1 if self.rng.random() < 0.02 else 0

    def _choose_player(self, view: BotView) -> int:
        """Take from (or swap with) the richest-looking; give to the poorest-looking."""
        d, players = view.decision, view.observation.players
        options: list[int] = list(view.options)
        rivals = house.without_partner(view, options)  # teams of two: not the partner
        if d.topic == "swap":
            return max(rivals, key=lambda q: players[q].position)
        if d.topic in ("take_token", "receive"):
            return max(rivals, key=lambda q: (players[q].money, players[q].tokens))
        return min(options, key=lambda q: (players[q].money, players[q].tokens))

    def _rearrange(self, view: BotView) -> tuple[int, ...]:
        """Any rearrangement that sets the richest opponent back, if one does; else any."""
        d, players = view.decision, view.observation.players
        opponents = list(d.info)
        rich = opponents.index(max(opponents, key=lambda q: players[q].money))
        now = players[opponents[rich]].position
        worse = [o for o in view.options if o[rich] < now]
        return self.rng.choice(worse or list(view.options))

    def _choice(self, view: BotView) -> int:
        """Pays (the first option) when the money is comfortable, else takes the other."""
        comfortable = view.observation.players[view.me].money >= 1000
        options: Sequence[int] = view.options
        return options[0 if comfortable else -1]

    def _question(self, view: BotView) -> bool:
        return self.rng.random() < 0.3

    def _yes_half(self, view: BotView) -> bool:
        return self.rng.random() < 0.5

    def _quiz_attempt(self, view: BotView) -> bool:
        return self.rng.random() < self.quiz_knowledge

    def _vote(self, view: BotView) -> bool:
        return self.rng.random() < 0.8


_SLIPS = frozenset({
    DecisionKind.CHOOSE_NUMBER, DecisionKind.BUY_TOKEN, DecisionKind.VACATION, DecisionKind.CHOOSE_PLAYER,
    DecisionKind.REARRANGE, DecisionKind.CHOICE, DecisionKind.BUY_DAYS,
})
"""The decisions where the easy bot sometimes slips."""

_BY_KIND: dict[DecisionKind, Callable[[EasyBot, BotView], Any]] = {
    DecisionKind.CHOOSE_NUMBER: EasyBot._choose_number,
    DecisionKind.BUY_TOKEN: EasyBot._buy_token,
    DecisionKind.BUY_DAYS: EasyBot._buy_days,
    DecisionKind.VACATION: EasyBot._vacation,
    DecisionKind.PLEDGE: EasyBot._pledge,
    DecisionKind.CHOOSE_PLAYER: EasyBot._choose_player,
    DecisionKind.REARRANGE: EasyBot._rearrange,
    DecisionKind.CHOICE: EasyBot._choice,
    DecisionKind.USE_KEEP_CARD: lambda bot, view: True,
    DecisionKind.QUESTION: EasyBot._question,
    DecisionKind.TABLE_QUESTION: EasyBot._yes_half,
    DecisionKind.QUIZ_ATTEMPT: EasyBot._quiz_attempt,
    DecisionKind.VOTE: EasyBot._vote,
    DecisionKind.FACT: lambda bot, view: False,  # standing in for a person: it claims nothing about them
    DecisionKind.LOANS: lambda bot, view: house.loans(view),
    DecisionKind.SAVINGS: lambda bot, view: house.savings(view),
    DecisionKind.BET: lambda bot, view: 0,
}
"""How the easy bot answers each kind of decision."""
