"""What every part of the rules shares: the game's fixed facts, its state and the loop's small steps.

The rules are one class, :class:`~gameofyear.engine.game.Game`, built in layers
along what they do, each in its module and each over the ones before it:
:class:`RulesBase` (here), money and tokens (:mod:`.money`), the house rules of
the family (:mod:`.house`), conditions (:mod:`.conditions`), effects
(:mod:`.effects`), cards (:mod:`.cards`), the turn and the board (:mod:`.turn`),
and the game itself (:mod:`.game`: creation, the public API and the loop).
A layer calls those below it; the two calls that go up are declared here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..content import Content
from ..content import schema as s
from . import events as ev
from .decisions import Decision
from .observation import PlayerView
from .setup import Setup
from .state import GameState, Task, zodiac_protects
from .variants import Variants


class RulesBase:
    """The facts of a game every layer of the rules reads (set by :class:`~gameofyear.engine.game.Game`).

    Attributes:
        setup: the players and options.
        content: the almanac, cards and edition.
        seed: the seed of the game's random generator.
        state: the changing state.
        actions: every action decided so far, in order.
        decisions: the decision each action answered (None for a claim).
    """

    setup: Setup
    content: Content
    seed: int
    state: GameState
    actions: list[Any]
    decisions: list[Decision | None]
    start_events: list[ev.Event]
    _events: list[ev.Event]
    _views: tuple[PlayerView, ...] | None
    _handed: list[Any]
    claims: str
    signs: tuple[str, ...]
    birthdays: tuple[int, ...]
    ages: tuple[int, ...]
    vacation_limit: int
    no_buying_from: int
    smaller_from: int
    illustrated: tuple[bool, ...]
    _names: tuple[str, ...]
    _spins: tuple[Decision, ...]
    _token_offers: tuple[Decision, ...]
    _vacation_offers: tuple[Decision, ...]
    variants: Variants
    rules: s.VariantRules | None
    last_day: int
    bettors: tuple[int, ...]
    partners: tuple[int, ...] | None
    _turn: tuple[Task, ...]
    money: Callable[[int], int]
    """A printed amount in the edition's money units (``Content.money``)."""

    def is_protected(self, player: int, source_kind: str = "almanac") -> bool:
        """Return True when the zodiac protects ``player`` from a loss of this kind.

        Args:
            player: a player index.
            source_kind: ``almanac``, ``chance``, ``hazard``, ``personal``,
                ``double_blue``; ``choice`` (a branch the player chose: voluntary,
                never protected).

        RULINGS.md §6: classic ``all_losses`` protects from every involuntary
        loss while the pawn stands in its owner's sign; Italian
        ``hazard_only`` only from Hazard cards.
        """
        return zodiac_protects(self.content, self.signs[player], self.state.players[player].position, source_kind)

    # ------------------------------------------------------------------ the loop's small steps

    def _emit(self, event: ev.Event) -> None:
        self._events.append(event)

    def _ask(self, decision: Decision, cont: tuple[Any, ...]) -> None:
        self.state.pending = decision
        self.state.cont = cont

    def _push(self, *tasks: tuple[Any, ...]) -> None:
        """Push tasks so that the first one given runs first."""
        self.state.stack.extend(reversed(tasks))

    def _others_in_order(self, p: int) -> list[int]:
        """The other players in turn order, starting after the active player."""
        st = self.state
        n = len(st.order)
        return [q for q in (st.order[(st.turn_pos + k) % n] for k in range(n)) if q != p]

    def _pawn_leaves(self, p: int) -> None:
        """Claims on a square lapse when the pawn that landed there moves (RULINGS.md §4);
        a quarter's last day left by any move counts as passed from then on (§13)."""
        st = self.state
        claims = st.claims
        if claims:
            claims[:] = [c for c in claims if c.pawn != p]
        if st.unpassed and p in st.unpassed:
            st.unpassed = tuple(q for q in st.unpassed if q != p)

    # ------------------------------------------------------------------ declared here, defined above

    def _raise_cash(self, p: int, amount: int, loans: bool = True) -> None:
        """Savings house rule: raise the cash a payment needs (defined in :mod:`.house`)."""
        raise NotImplementedError

    def _go_on_vacation(self, p: int, source: str) -> None:
        """Move ``p`` on vacation (defined in :mod:`.turn`)."""
        raise NotImplementedError
