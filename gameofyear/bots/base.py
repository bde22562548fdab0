"""What a bot is handed, and the interface every bot implements."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ..content import Content
from ..engine.decisions import Decision
from ..engine.game import Game, Observation
from ..engine.quick import quick_init, quick_maker
from ..engine.setup import Setup


@quick_init
@dataclass(frozen=True, slots=True)
class BotView:
    """Everything a bot may know when it decides.

    Attributes:
        me: the bot's player index.
        decision: the decision it must answer.
        observation: its own observation (its lucky number only).
        setup: the public setup (names, birth dates, profiles).
        content: the rules content.
        known_lucky: each player's lucky number once it has been paid in front of everybody (RULINGS.md §13:
            a known cost from then on), else None; empty when nothing is known (a view made from an observation
            alone, as the network client's bot is).
    """

    me: int
    decision: Decision
    observation: Observation
    setup: Setup
    content: Content
    known_lucky: tuple[int | None, ...] = ()

    @property
    def options(self) -> Sequence[Any]:
        """The decision's legal options (empty for a free-text quiz answer)."""
        options = self.decision.options
        return options if options is not None else ()


_make_view = quick_maker(BotView)
"""``BotView(...)``, made faster (one for each decision a computer player is asked)."""


def bot_view(game: Game, at_once: tuple[str, ...] = ()) -> BotView:
    """Return the view of the player who must answer ``game.pending``, with the lucky numbers everybody knows
    (:attr:`BotView.known_lucky`).

    Args:
        at_once: the observation's fields to compute at once rather than when first read
            (a bot's :attr:`Bot.reads_at_once`; the view is the same).

    Raises:
        ValueError: the game is over.
    """
    decision = game.pending
    if decision is None:
        raise ValueError("the game is over")
    players = game.state.players
    known: tuple[int | None, ...] = ()
    for ps in players:
        if ps.lucky_shown:  # rare: most views know none (one pass, no tuple built then)
            known = tuple(p.lucky_number if p.lucky_shown else None for p in players)
            break
    return _make_view(decision.player, decision, game.observation(decision.player, at_once), game.setup, game.content,
                      known)


class Bot(ABC):
    """A computer player. Subclasses implement :meth:`choose`.

    Args:
        seed: the seed of the bot's own random generator.
    """

    name: ClassVar[str] = "bot"
    claim_probability: ClassVar[float] = 0.9
    """Chance of noticing each claim owed to it (manual claims, RULINGS.md §4)."""
    thinks_long: ClassVar[bool] = False
    """True for a bot whose decisions take long enough to be asked off the GUI thread (the expert)."""
    reads_at_once: ClassVar[tuple[str, ...]] = ("players", "quarter_passers")
    """The fields of its observation the bot reads on nearly every decision: the table has them
    computed with the observation (:func:`bot_view`), cheaper than on a first reading; the same values."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, view: BotView) -> Any:
        """Return a legal action for ``view.decision``.

        A decision with a single legal answer is answered by the table without
        asking the bot (:func:`gameofyear.table.computer_answer`); a bot asked
        one anyway answers it without drawing from its generator, so that whether
        it was asked changes nothing of the game.
        """

    def wants_claim(self, claim_id: int) -> bool:
        """Whether the bot notices the claim ``claim_id`` owed to it (decided once per claim)."""
        seen: dict[int, bool] = self.__dict__.setdefault("_claims_noticed", {})
        if claim_id not in seen:
            seen[claim_id] = self.rng.random() < self.claim_probability
        return seen[claim_id]

    def twin(self) -> Bot:
        """A copy of this player to try a move on (a copy of its table: the claims it then notices).

        A new bot of the same class whose generator stands where this one's does and that noticed the same
        claims (:meth:`wants_claim`); what it had worked out of the game it works out again when asked.
        """
        twin = type(self)()
        twin.rng.setstate(self.rng.getstate())
        noticed = self.__dict__.get("_claims_noticed")
        if noticed is not None:
            twin.__dict__["_claims_noticed"] = dict(noticed)
        return twin

    def random_quiz_answer(self, view: BotView, knows: bool) -> tuple[str, ...]:
        """Return right answers (first spellings) when ``knows``, else a wrong guess."""
        quiz = view.content.quizzes[view.decision.topic or ""]
        if not knows or not quiz.answers:
            return ("I don't know",)
        picks = self.rng.sample(range(len(quiz.answers)), min(quiz.required, len(quiz.answers)))
        return tuple(quiz.answers[i][0] for i in picks)
