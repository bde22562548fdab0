"""The ``basic`` bot: one-step heuristics over a money-equivalent value of squares.

It values a square for a player by what landing there is expected to bring
(cards at their deck's mean value, payments, tokens at the token price, the
quarter bonus, its own lucky number and birthdays), plus a little for
progress towards 31 December. With that it picks the dial number, buys days
towards good squares, pledges days that push a leader onto bad ones, swaps
with the leader on 21 June, rearranges to hurt the leader on 1 April, buys a
token when cash allows and plays vacation cards before they expire.
"""

from __future__ import annotations

from typing import Any

from ..content import Content
from ..content import schema as s
from ..dates import LAST_DAY, day_index, month_day
from ..engine.decisions import DecisionKind
from .base import Bot, BotView

PROGRESS_PER_DAY = 12
"""Money-equivalent of one day of progress towards 31 December."""
RESERVE_DAYS = 5
"""Cash kept back from voluntary spending, in day prices (against bankruptcy)."""


class BasicBot(Bot):
    """Heuristic player (see the module docstring)."""

    name = "basic"
    quiz_knowledge = 0.6
    """Probability of knowing a quiz's answers."""

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self._deck_value: dict[tuple[int, str], float] = {}
        self._birthdays: dict[int, tuple[int, ...]] = {}

    def birthdays(self, view: BotView) -> tuple[int, ...]:
        """Each player's birthday square (public), computed once per setup."""
        key = id(view.setup)
        if key not in self._birthdays:
            self._birthdays[key] = tuple(
                day_index(f"{p.birth_date.month:02d}-{p.birth_date.day:02d}") for p in view.setup.players
            )
        return self._birthdays[key]

    # ----------------------------------------------------------------- valuation

    def token_value(self, content: Content) -> int:
        """Money-equivalent of one token: its price."""
        return content.edition.token_price

    def deck_value(self, view: BotView, player: int, deck: str) -> float:
        """Mean value for ``player`` of a card of ``deck`` (cached per player)."""
        key = (player, deck)
        if key not in self._deck_value:
            cards = view.content.chance_cards if deck == "chance" else view.content.hazard_cards
            total = 0.0
            for card_id in cards:
                card = view.content.cards[card_id]
                total += 300.0 if card.keep else self.effects_value(view, player, card.effects, depth=1)
            self._deck_value[key] = total / max(1, len(cards))
        return self._deck_value[key]

    def effects_value(self, view: BotView, player: int, effects: tuple[Any, ...], depth: int = 0) -> float:
        """Expected money-equivalent value of ``effects`` applied to ``player``."""
        content = view.content
        obs = view.observation
        money = content.money
        token = self.token_value(content)
        n_others = len(obs.players) - 1
        total = 0.0
        for e in effects:
            t = type(e)
            if t is s.Draw:
                total += self.deck_value(view, player, e.draw) if depth < 2 else 0.0
            elif t is s.ReceiveBank:
                total += money(e.receive_bank)
            elif t is s.PayBank:
                total -= money(e.pay_bank)
            elif t is s.PayPlayer:
                total -= money(e.pay_player.amount)
            elif t is s.ReceivePlayer:
                total += money(e.receive_player.amount)
            elif t is s.PayEachOther:
                total -= money(e.pay_each_other) * n_others
            elif t is s.ReceiveEachOther:
                total += money(e.receive_each_other) * n_others
            elif t is s.ReceiveTokens:
                total += token * e.receive_tokens
            elif t is s.GiveTokens:
                total -= token * e.give_tokens
            elif t is s.TakeToken:
                total += token * e.take_token.count * 1.5
            elif t is s.GiveToken:
                total -= token * e.give_token.count * 1.5
            elif t is s.Move:
                days = e.move if isinstance(e.move, int) else e.move.days
                total += days * PROGRESS_PER_DAY
            elif t is s.MoveTo:
                total += (day_index(e.move_to) - obs.players[player].position) * PROGRESS_PER_DAY
            elif t is s.BackMonths:
                total -= 30 * e.back_months * PROGRESS_PER_DAY
            elif t is s.LoseTurn:
                total -= 400 * e.lose_turn
            elif t is s.ExtraTurns:
                total += 400 * e.extra_turns
            elif t is s.VacationMove:
                total += 14 * PROGRESS_PER_DAY
            elif t is s.SpinDifference:
                total += 8 * PROGRESS_PER_DAY
            elif t is s.SwapWith:
                ahead = max(v.position for v in obs.players) - obs.players[player].position
                total += max(0, ahead) * PROGRESS_PER_DAY
            elif t is s.ForEachPlayer:
                total += self.effects_value(view, player, e.for_each_player, depth)
            elif t is s.Choose:
                total += max(self.effects_value(view, player, option, depth) for option in e.choose)
            elif t is s.When:
                p = self.condition_probability(view, player, e.when)
                total += p * self.effects_value(view, player, e.do, depth) + (1 - p) * self.effects_value(view, player, e.else_, depth)
        return total

    def condition_probability(self, view: BotView, player: int, c: Any) -> float:
        """Probability that a condition holds for ``player`` (profile facts are known)."""
        profile = view.setup.players[player]
        t = type(c)
        if t is s.Sex:
            return float(profile.sex == c.sex)
        if t is s.Fact:
            return float(c.fact in profile.facts)
        if t in (s.AgeAtLeast, s.AgeAtMost, s.AgeAbove, s.AgeBelow):
            age = profile.age_on(view.setup.today)
            if t is s.AgeAtLeast:
                return float(age >= c.age_at_least)
            if t is s.AgeAtMost:
                return float(age <= c.age_at_most)
            if t is s.AgeAbove:
                return float(age > c.age_above)
            return float(age < c.age_below)
        if t is s.MoneyBelow:
            return float(view.observation.players[player].money < view.content.money(c.money_below))
        if t is s.AllOf:
            p = 1.0
            for sub in c.all:
                p *= self.condition_probability(view, player, sub)
            return p
        if t is s.AnyOf:
            q = 1.0
            for sub in c.any:
                q *= 1 - self.condition_probability(view, player, sub)
            return 1 - q
        if t is s.Not:
            return 1 - self.condition_probability(view, player, c.not_)
        if t is s.Quiz:
            return self.quiz_knowledge
        return 0.4

    def square_value(self, view: BotView, player: int, day: int, almanac: bool = True) -> float:
        """Money-equivalent value for ``player`` of landing on ``day`` from where it stands."""
        content = view.content
        obs = view.observation
        ed = content.edition
        me = obs.players[player]
        day = min(day, LAST_DAY)
        value = (day - me.position) * PROGRESS_PER_DAY
        for qi, qday in enumerate(content.quarter_days):
            if me.position < qday <= day:
                value += ed.quarter_pay
                passers = obs.quarter_passers[qi]
                if player not in passers and len(passers) < len(ed.quarter_bonus_tokens):
                    value += ed.quarter_bonus_tokens[len(passers)] * self.token_value(content)
        if day == LAST_DAY:
            return value + ed.finish_bonus_tokens[0] * self.token_value(content)
        birthdays = self.birthdays(view)
        others = len(obs.players) - 1
        if day == birthdays[player]:
            value += ed.birthday_pay * others
        for q, birthday in enumerate(birthdays):
            if q != player and birthday == day:
                value -= ed.birthday_pay
        if player == obs.player and obs.lucky_number == month_day(day)[1]:
            value += ed.lucky_number_pay
        else:
            value -= ed.lucky_number_pay * others / ed.lucky_numbers
        square = content.squares[day]
        if almanac and square.effects:
            value += self.effects_value(view, player, square.effects)
        if almanac and square.frame == "double_blue" and me.tokens:
            value -= self.token_value(content)
        return value

    # ----------------------------------------------------------------- decisions

    def leader(self, view: BotView, among: list[int] | tuple[int, ...]) -> int:
        """The strongest of ``among``: most tokens, then money, then furthest on."""
        players = view.observation.players
        return max(among, key=lambda q: (players[q].tokens, players[q].money, players[q].position))

    def choose(self, view: BotView) -> Any:
        """Return a heuristic action for ``view.decision``."""
        d = view.decision
        obs = view.observation
        me = view.me
        mine = obs.players[me]
        ed = view.content.edition
        kind = d.kind
        if kind is DecisionKind.SPIN:
            return True
        if kind is DecisionKind.CHOOSE_NUMBER:
            return max(d.options, key=lambda n: self.square_value(view, me, mine.position + n))
        if kind is DecisionKind.BUY_TOKEN:
            return mine.money >= ed.token_price + RESERVE_DAYS * ed.day_price
        if kind is DecisionKind.BUY_DAYS:
            stay = self.square_value(view, me, mine.position)
            best, best_value = 0, 0.0
            for days in d.options[1:16]:
                if mine.money - days * ed.day_price < RESERVE_DAYS * ed.day_price:
                    break
                gain = self.square_value(view, me, mine.position + days) - stay - days * ed.day_price
                if gain > best_value + 50:
                    best, best_value = days, gain
            return best
        if kind is DecisionKind.VACATION:
            target = mine.position + ed.vacation_days
            gain = self.square_value(view, me, target, almanac=False)
            deadline = day_index(ed.vacation_before)
            late = mine.position + 40 * mine.vacation_cards >= deadline
            return late or gain > 14 * PROGRESS_PER_DAY + 250
        if kind is DecisionKind.PLEDGE:
            target = d.subject if d.subject is not None else obs.active
            pos = obs.players[target].position + (d.info[0] if d.info else 0)
            if target != self.leader(view, [q for q in range(len(obs.players))]) and obs.players[target].tokens < mine.tokens:
                return 0
            here = self.square_value(view, target, pos)
            best, best_harm = 0, 0.0
            for days in d.options[1:11]:
                if pos + days >= LAST_DAY or mine.money - days * ed.day_price < RESERVE_DAYS * ed.day_price:
                    break
                harm = here - self.square_value(view, target, pos + days) - days * ed.day_price * 1.2
                if harm > best_harm + 100:
                    best, best_harm = days, harm
            return best
        if kind is DecisionKind.CHOOSE_PLAYER:
            options = list(d.options)
            if d.topic in ("take_token", "receive", "swap"):
                if d.topic == "swap":
                    return max(options, key=lambda q: (obs.players[q].position, obs.players[q].tokens))
                return self.leader(view, options)
            return min(options, key=lambda q: (obs.players[q].tokens, obs.players[q].money))
        if kind is DecisionKind.REARRANGE:
            opponents = list(d.info)
            lead = opponents.index(self.leader(view, opponents))
            return min(d.options, key=lambda arrangement: (arrangement[lead], arrangement))
        if kind is DecisionKind.CHOICE:
            # choose entries: compare the value of each list of effects for me
            square_effects = self._choice_effects(view)
            if square_effects is None:
                return d.options[0]
            return max(d.options, key=lambda i: self.effects_value(view, me, square_effects[i]))
        if kind is DecisionKind.USE_KEEP_CARD:
            return True
        if kind is DecisionKind.QUESTION:
            return self.rng.random() < 0.3
        if kind is DecisionKind.TABLE_QUESTION:
            return self.rng.random() < 0.5
        if kind is DecisionKind.QUIZ:
            return self.random_quiz_answer(view, self.rng.random() < self.quiz_knowledge)
        if kind is DecisionKind.QUIZ_ATTEMPT:
            return self.rng.random() < self.quiz_knowledge
        if kind is DecisionKind.VOTE:
            return self.rng.random() < 0.7
        options = d.options
        return options[0] if options else ("",)

    def _choice_effects(self, view: BotView) -> tuple[tuple[Any, ...], ...] | None:
        source = view.decision.source
        if not source.startswith("almanac:"):
            return None
        square = view.content.squares[day_index(source.split(":", 1)[1])]
        for e in square.effects:
            if isinstance(e, s.Choose):
                return e.choose
        return None
