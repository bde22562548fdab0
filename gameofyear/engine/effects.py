"""The effects of almanac entries and cards, one small function per verb of the effect vocabulary
(RULINGS.md §4, §8, §10, §12, §13)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ..content import schema as s
from ..dates import LAST_DAY, back_months, day_index
from . import events as ev
from .conditions import ConditionRules
from .decisions import YES_NO, Decision, DecisionKind
from .state import BANK, Context, Task


class EffectRules(ConditionRules):
    """Applying effects: payments, tokens, moves, swaps, rearrangements, choices and conditions."""

    def _t_effects(self, p: int, effects: tuple[Any, ...], i: int, ctx: Context) -> None:
        if i + 1 < len(effects):
            self.state.stack.append(("effects", p, effects, i + 1, ctx))
        self._apply(p, effects[i], ctx)

    def _apply(self, p: int, effect: Any, ctx: Context) -> None:
        handler = _EFFECT_HANDLERS[type(effect)]
        handler(self, p, effect, ctx)

    def _loss_blocked(self, p: int, what: str, ctx: Context) -> bool:
        if self.is_protected(p, ctx.kind):
            self._events.append(ev.Protected(p, what, ctx.source))
            return True
        return False

    def _e_draw(self, p: int, e: s.Draw, ctx: Context) -> None:
        self.state.stack.append(("draw", p, e.draw, ctx))

    def _e_receive_bank(self, p: int, e: s.ReceiveBank, ctx: Context) -> None:
        self._receive(p, self.money(e.receive_bank), BANK, ctx.source)

    def _e_pay_bank(self, p: int, e: s.PayBank, ctx: Context) -> None:
        if not self._loss_blocked(p, "money", ctx):
            self._pay(p, BANK, self.money(e.pay_bank), ctx.source, ctx.kind == "choice")

    def _e_pay_each_other(self, p: int, e: s.PayEachOther, ctx: Context) -> None:
        if self._loss_blocked(p, "money", ctx):
            return
        for q in self._others_in_order(p):
            if not self._pay(p, q, self.money(e.pay_each_other), ctx.source, ctx.kind == "choice"):
                return

    def _e_receive_each_other(self, p: int, e: s.ReceiveEachOther, ctx: Context) -> None:
        for q in self._others_in_order(p):
            if not self._loss_blocked(q, "money", ctx):
                self._pay(q, p, self.money(e.receive_each_other), ctx.source)

    def _e_receive_tokens(self, p: int, e: s.ReceiveTokens, ctx: Context) -> None:
        self._give_tokens(BANK, p, e.receive_tokens, ctx.source)

    def _e_give_tokens(self, p: int, e: s.GiveTokens, ctx: Context) -> None:
        if self.state.players[p].tokens and not self._loss_blocked(p, "token", ctx):
            self._give_tokens(p, BANK, e.give_tokens, ctx.source)

    def _e_targeted(self, p: int, effect: Any, ctx: Context) -> None:
        """An effect on a player to pick: ask only among those with whom something can happen.

        RULINGS.md §12: a player whose own loss the zodiac blocks is not asked
        to pick anyone; taking from a protected player takes nothing, so they
        are not offered when someone else can be picked; a protected player
        whose pawn stands ahead cannot be swapped with (21 June).
        """
        t = type(effect)
        candidates = self._candidates(p, _target_of(effect))
        purpose = _PURPOSE[t]
        broke = self.state.broke
        if t is s.SwapWith and broke:  # no movement of a bankrupt's chain applies to him (§13)
            if p in broke:
                return
            candidates = [q for q in candidates if q not in broke]
        if not candidates:
            self._events.append(ev.NoTarget(p, ctx.source))
            return
        if t is s.PayPlayer and self._loss_blocked(p, "money", ctx):
            return
        if t is s.GiveToken and (not self.state.players[p].tokens or self._loss_blocked(p, "token", ctx)):
            return
        if purpose in _LOSS_OF_TARGET:
            unmoved = [q for q in candidates if self._untouched(p, q, purpose, ctx)]
            if unmoved:
                candidates = [q for q in candidates if q not in unmoved]
                if not candidates:
                    protected = [q for q in unmoved if self.is_protected(q, ctx.kind)]
                    for q in protected:
                        self._events.append(ev.Protected(q, _LOSS_OF_TARGET[purpose], ctx.source))
                    if not protected:
                        self._events.append(ev.NoTarget(p, ctx.source))
                    return
        if len(candidates) == 1:
            self._on_target(candidates[0], p, effect, ctx, True)
        else:
            self._ask(
                Decision(DecisionKind.CHOOSE_PLAYER, p, tuple(candidates), topic=purpose, source=ctx.source),
                ("target", p, effect, ctx),
            )

    def _untouched(self, p: int, q: int, purpose: str, ctx: Context) -> bool:
        """True when ``p`` picking ``q`` for ``purpose`` would cost ``q`` nothing, so cannot be done.

        ``purpose``: ``swap`` (the zodiac spares a pawn standing ahead of
        ``p``'s from being moved back, RULINGS.md §12), ``receive`` (the zodiac
        spares ``q``'s money, §10) or ``take_token`` (the zodiac spares ``q``'s
        tokens, §10, or ``q`` has none).
        """
        if purpose == "take_token" and not self.state.players[q].tokens:
            return True
        if not self.is_protected(q, ctx.kind):
            return False
        if purpose == "swap":
            return self.state.players[q].position > self.state.players[p].position
        return True

    def _on_target(self, q: int, p: int, effect: Any, ctx: Context, only: bool = False) -> None:
        purpose = _PURPOSE[type(effect)]
        self._events.append(ev.PlayerChosen(p, q, purpose, ctx.source))
        if purpose in _LOSS_OF_TARGET and ctx.kind == "hazard":
            st = self.state
            loss = (s.Move(move=st.players[p].position - st.players[q].position) if purpose == "swap"
                    else _AS_LOSS[type(effect)])
            if self._parry_asked(q, p, (loss,), ctx, ("parry_target", q, p, effect, ctx)):
                return
        self._hit_target(q, p, effect, ctx)

    def _hit_target(self, q: int, p: int, effect: Any, ctx: Context) -> None:
        """Apply a targeted effect of ``p`` on the chosen player ``q``."""
        if isinstance(effect, s.PayPlayer):
            if not self._loss_blocked(p, "money", ctx):
                self._pay(p, q, self.money(effect.pay_player.amount), ctx.source, ctx.kind == "choice")
        elif isinstance(effect, s.ReceivePlayer):
            if not self._loss_blocked(q, "money", ctx):
                self._pay(q, p, self.money(effect.receive_player.amount), ctx.source)
        elif isinstance(effect, s.TakeToken):
            if self.state.players[q].tokens and not self._loss_blocked(q, "token", ctx):
                self._give_tokens(q, p, effect.take_token.count, ctx.source)
        elif isinstance(effect, s.GiveToken):
            if self.state.players[p].tokens and not self._loss_blocked(p, "token", ctx):
                self._give_tokens(p, q, effect.give_token.count, ctx.source)
        elif isinstance(effect, s.SwapWith):
            self._swap(p, q, ctx.source)

    def _candidates(self, p: int, target: s.Target) -> list[int]:
        """Other players matching ``among``, narrowed by ``pick`` (ties kept, in turn order)."""
        st = self.state
        players = [q for q in self._others_in_order(p) if target.among is None or self._holds(q, target.among, None) is True]
        if not players or target.pick == "chosen":
            return players
        if target.pick in ("poorest", "richest"):
            values = [st.players[q].money for q in players]
        else:
            values = [st.players[q].tokens for q in players]
        best = min(values) if target.pick in ("poorest", "fewest_tokens") else max(values)
        return [q for q, v in zip(players, values) if v == best]

    def _swap(self, p: int, q: int, source: str) -> None:
        """RULINGS.md §8 (21 June): swap pawns; no landing, no passing effects."""
        st = self.state
        a, b = st.players[p], st.players[q]
        self._pawn_leaves(p)
        self._pawn_leaves(q)
        a.position, b.position = b.position, a.position
        st.arrival_counter += 1
        a.arrival = st.arrival_counter
        st.arrival_counter += 1
        b.arrival = st.arrival_counter
        self._events.append(ev.PawnsSwapped(p, q, a.position, b.position, source))

    def _e_move(self, p: int, e: s.Move, ctx: Context) -> None:
        if isinstance(e.move, int):
            days, almanac = e.move, True
        else:
            days, almanac = e.move.days, e.move.almanac
        pos = self.state.players[p].position
        self._move_effect(p, max(0, min(pos + days, LAST_DAY)), almanac, ctx)

    def _e_move_to(self, p: int, e: s.MoveTo, ctx: Context) -> None:
        self._move_effect(p, day_index(e.move_to), True, ctx)

    def _e_back_months(self, p: int, e: s.BackMonths, ctx: Context) -> None:
        self._move_effect(p, back_months(self.state.players[p].position, e.back_months), True, ctx)

    def _move_effect(self, p: int, target: int, almanac: bool, ctx: Context) -> None:
        """Move ``p`` as an effect says (not when the zodiac spares a move back, §6, nor after ``p``'s
        bankruptcy in this chain, §13: the bankruptcy placed the pawn)."""
        pos = self.state.players[p].position
        if p in self.state.broke:
            return
        if target == pos or (target < pos and self._loss_blocked(p, "move", ctx)):
            return
        cause = "almanac" if ctx.kind == "almanac" else "card"
        self.state.stack.append(("move", p, target, almanac, cause, ctx.source))

    def _e_lose_turn(self, p: int, e: s.LoseTurn, ctx: Context) -> None:
        if not self._loss_blocked(p, "turn", ctx):
            self.state.players[p].lost_turns += e.lose_turn
            self._events.append(ev.TurnsLost(p, e.lose_turn, ctx.source))

    def _e_extra_turns(self, p: int, e: s.ExtraTurns, ctx: Context) -> None:
        self.state.players[p].extra_turns += e.extra_turns
        self._events.append(ev.ExtraTurnsGained(p, e.extra_turns, ctx.source))

    def _e_rearrange(self, p: int, e: s.RearrangeOpponents, ctx: Context) -> None:
        """RULINGS.md §8 (1 April): any rearrangement but the identity; two players swap.

        RULINGS.md §12: no opponent protected by the zodiac ends on an earlier
        square than their own; when that leaves no rearrangement but the
        identity, nothing happens.
        """
        st = self.state
        opponents = [q for q in self._others_in_order(p) if q not in st.broke]  # §13: a bankrupt stays put
        if not opponents:
            self._events.append(ev.NoTarget(p, ctx.source))
            return
        if len(opponents) == 1:
            q = opponents[0]
            if self._untouched(p, q, "swap", ctx):
                self._events.append(ev.Protected(q, "move", ctx.source))
            else:
                self._swap(p, q, ctx.source)
            return
        days = tuple(st.players[q].position for q in opponents)
        arrangements = set(_permutations(days)) - {days}
        protected = [i for i, q in enumerate(opponents) if self.is_protected(q, ctx.kind)]
        options = sorted(a for a in arrangements if all(a[i] >= days[i] for i in protected))
        if not options:
            if arrangements:
                # the protected pawns block every rearrangement: say who
                for i in protected:
                    if any(a[i] < days[i] for a in arrangements):
                        self._events.append(ev.Protected(opponents[i], "move", ctx.source))
            else:
                self._events.append(ev.NoTarget(p, ctx.source))
            return
        self._ask(
            Decision(DecisionKind.REARRANGE, p, tuple(options), source=ctx.source, info=tuple(opponents)),
            ("rearrange", p, tuple(opponents), ctx),
        )

    def _on_rearrange(self, new_days: tuple[int, ...], p: int, opponents: tuple[int, ...], ctx: Context) -> None:
        st = self.state
        moves = []
        for q, day in zip(opponents, new_days):
            ps = st.players[q]
            if ps.position != day:
                self._pawn_leaves(q)
                moves.append((q, ps.position, day))
                ps.position = day
                st.arrival_counter += 1
                ps.arrival = st.arrival_counter
        self._events.append(ev.PawnsRearranged(p, tuple(moves), ctx.source))

    def _e_spin_difference(self, p: int, e: s.SpinDifference, ctx: Context) -> None:
        """RULINGS.md §2 (16 November): spin until numbers; advance by their difference."""
        st = self.state
        dial = self.content.edition.dial
        if all(isinstance(a, str) for a, _ in dial):
            return
        while True:
            sector = st.rng.spin(len(dial))
            a, b = dial[sector]
            self._events.append(ev.DialSpun(p, sector, (a, b)))
            if not isinstance(a, str) and not isinstance(b, str):
                break
        diff = abs(a - b)
        if diff:
            self._move_effect(p, min(st.players[p].position + diff, LAST_DAY), True, ctx)

    def _e_vacation_move(self, p: int, e: s.VacationMove, ctx: Context) -> None:
        """A free vacation follows the vacation rules entirely (RULINGS.md §12): never on or after
        15 November, never a second vacation in one turn; it is the turn's vacation."""
        st = self.state
        if p in st.broke:
            return  # the bankruptcy of this chain placed the pawn (RULINGS.md §13)
        if st.players[p].position >= self.vacation_limit:
            self._events.append(ev.VacationVoid(p, "too_late", ctx.source))
        elif p in st.vacationed:
            self._events.append(ev.VacationVoid(p, "already", ctx.source))
        else:
            self._events.append(ev.VacationPlayed(p, free=True))
            self._go_on_vacation(p, ctx.source)

    def _e_for_each_player(self, p: int, e: s.ForEachPlayer, ctx: Context) -> None:
        """Every player in turn order from the active one; with the coup-fourré, each one a Hazard card
        drawn by ``p`` strikes may parry it first (RULINGS.md §13)."""
        st = self.state
        n = len(st.order)
        start = st.order.index(st.active)
        players = [st.order[(start + k) % n] for k in range(n)]
        if not e.for_each_player:
            return
        if ctx.kind == "hazard" and self.variants.coup_fourre:
            self._push(*[("parry", q, p, e.for_each_player, ctx) if q != p else ("effects", q, e.for_each_player, 0, ctx)
                         for q in players])
        else:
            self._push(*[("effects", q, e.for_each_player, 0, ctx) for q in players])

    def _e_choose(self, p: int, e: s.Choose, ctx: Context) -> None:
        """RULINGS.md §12: a voluntary payment is never more than the player holds.

        Only the options the player can pay for are offered; when one alone
        is left, it is taken without asking.
        """
        money = self.spendable(p)  # cash and the savings book (§13)
        options = tuple(i for i, option in enumerate(e.choose) if self._option_cost(p, option) <= money)
        if not options:
            options = tuple(range(len(e.choose)))
        if len(options) == 1:
            self._on_choice(options[0], p, e, ctx, forced=len(e.choose) > 1)
            return
        self._ask(Decision(DecisionKind.CHOICE, p, options, source=ctx.source), ("choice", p, e, ctx))

    def _option_cost(self, p: int, effects: tuple[Any, ...]) -> int:
        """The money (units) that the payments written in one option of a choice cost ``p``."""
        cost = 0
        for effect in effects:
            t = type(effect)
            if t is s.PayBank:
                cost += self.money(effect.pay_bank)
            elif t is s.PayPlayer:
                cost += self.money(effect.pay_player.amount)
            elif t is s.PayEachOther:
                cost += self.money(effect.pay_each_other) * (len(self.state.players) - 1)
        return cost

    def _on_choice(self, index: int, p: int, e: s.Choose, ctx: Context, forced: bool = False) -> None:
        self._events.append(ev.ChoiceMade(p, index, ctx.source, forced))
        if e.choose[index]:
            # what the player chose is voluntary spending: the zodiac does not protect it (§6)
            self.state.stack.append(("effects", p, e.choose[index], 0, Context("choice", ctx.source, ctx.landing)))

    def _e_when(self, p: int, e: s.When, ctx: Context) -> None:
        self._t_when(p, e, ctx)

    def _t_when(self, p: int, e: s.When, ctx: Context) -> None:
        result = self._holds(p, e.when, ctx)
        if result is True:
            branch = e.do
        elif result is False:
            branch = e.else_
        else:
            self.state.stack.append(("when", p, e, ctx))
            self._ask_condition(result, ctx)
            return
        if branch:
            self.state.stack.append(("effects", p, branch, 0, ctx))

    def _strikes(self, q: int, effects: tuple[Any, ...], ctx: Context) -> bool:
        """True when ``effects`` of a Hazard card would really cost player ``q`` something (RULINGS.md §13).

        Not when the zodiac spares ``q`` (§6), not a payment when ``q`` pays nothing
        (bankrupt, or already bankrupt in this chain, §7), not "give a token" when ``q``
        has none, not a move that is no move back. Conditions and choices count when
        one of their branches would.
        """
        st = self.state
        ps = st.players[q]
        if self.is_protected(q, ctx.kind):
            return False
        pays = not ps.bankrupt and q not in st.broke
        for effect in effects:
            t = type(effect)
            if t in (s.PayBank, s.PayEachOther, s.PayPlayer):
                struck = pays
            elif t in (s.GiveTokens, s.GiveToken):
                struck = ps.tokens > 0
            elif t is s.LoseTurn:
                struck = True
            elif t in (s.Move, s.MoveTo, s.BackMonths):
                struck = q not in st.broke and self._move_target(q, effect) < ps.position
            elif t is s.SwapWith:
                struck = q not in st.broke and any(o.position < ps.position for o in st.players)
            elif t is s.Draw:
                struck = effect.draw == "hazard"
            elif t is s.ForEachPlayer:
                struck = self._strikes(q, effect.for_each_player, ctx)
            elif t is s.When:
                struck = self._strikes(q, effect.do, ctx) or self._strikes(q, effect.else_, ctx)
            elif t is s.Choose:
                struck = any(self._strikes(q, option, ctx) for option in effect.choose)
            else:  # gains, moves forward, other players' pawns
                struck = False
            if struck:
                return True
        return False

    def _move_target(self, p: int, effect: Any) -> int:
        """The day a move effect (``move``, ``move_to``, ``back_months``) would take ``p``'s pawn to."""
        pos = self.state.players[p].position
        if isinstance(effect, s.MoveTo):
            return day_index(effect.move_to)
        if isinstance(effect, s.BackMonths):
            return back_months(pos, effect.back_months)
        days = effect.move if isinstance(effect.move, int) else effect.move.days
        return max(0, min(pos + days, LAST_DAY))

    def _parry_asked(self, q: int, drawer: int, effects: tuple[Any, ...], ctx: Context, cont: Task) -> bool:
        """Coup-fourré (house rule, RULINGS.md §13): before another player's Hazard card strikes ``q``,
        ask ``q`` whether to play a kept card against it. True when asked (``cont`` answers)."""
        if (ctx.kind != "hazard" or q == drawer or not self.variants.coup_fourre
                or not self.state.players[q].keep_cards or not self._strikes(q, effects, ctx)):
            return False
        card_id = ctx.source.removeprefix("card:")
        self._ask(Decision(DecisionKind.USE_KEEP_CARD, q, YES_NO, subject=drawer, topic=card_id, source=ctx.source),
                  cont)
        return True


def _permutations(days: tuple[int, ...]) -> Iterable[tuple[int, ...]]:
    from itertools import permutations

    return permutations(days)


def _target_of(effect: Any) -> s.Target:
    target = s.target_of(effect)
    assert target is not None, "only an effect aimed at a player is given here"
    return target

_LOSS_OF_TARGET = {"receive": "money", "take_token": "token", "swap": "move"}
_AS_LOSS: dict[type, Any] = {s.ReceivePlayer: s.PayBank(pay_bank=1), s.TakeToken: s.GiveTokens(give_tokens=1)}
"""What a targeted effect costs the player it is aimed at, as that player's own effect (for :meth:`Game._strikes`;
a swap is the move back to the picker's square)."""
"""What a picked player loses, by the purpose they are picked for (the others cost the picker)."""

_PURPOSE: dict[type, str] = {
    s.PayPlayer: "pay",
    s.ReceivePlayer: "receive",
    s.TakeToken: "take_token",
    s.GiveToken: "give_token",
    s.SwapWith: "swap",
}

_EFFECT_HANDLERS: dict[type, Callable[[EffectRules, int, Any, Context], None]] = {
    s.Draw: EffectRules._e_draw,
    s.ReceiveBank: EffectRules._e_receive_bank,
    s.PayBank: EffectRules._e_pay_bank,
    s.PayPlayer: EffectRules._e_targeted,
    s.ReceivePlayer: EffectRules._e_targeted,
    s.PayEachOther: EffectRules._e_pay_each_other,
    s.ReceiveEachOther: EffectRules._e_receive_each_other,
    s.ReceiveTokens: EffectRules._e_receive_tokens,
    s.GiveTokens: EffectRules._e_give_tokens,
    s.TakeToken: EffectRules._e_targeted,
    s.GiveToken: EffectRules._e_targeted,
    s.Move: EffectRules._e_move,
    s.MoveTo: EffectRules._e_move_to,
    s.BackMonths: EffectRules._e_back_months,
    s.LoseTurn: EffectRules._e_lose_turn,
    s.ExtraTurns: EffectRules._e_extra_turns,
    s.SwapWith: EffectRules._e_targeted,
    s.RearrangeOpponents: EffectRules._e_rearrange,
    s.SpinDifference: EffectRules._e_spin_difference,
    s.VacationMove: EffectRules._e_vacation_move,
    s.ForEachPlayer: EffectRules._e_for_each_player,
    s.Choose: EffectRules._e_choose,
    s.When: EffectRules._e_when,
}
