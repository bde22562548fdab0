"""The ``basic`` bot: one-step heuristics over a money-equivalent value of squares.

It values a square for a player by what landing there is expected to bring
(cards at their deck's mean value, payments, tokens at the token price, the
quarter bonus, its own lucky number and birthdays), plus a little for
progress towards 31 December. With that it picks the dial number, buys days
towards good squares, pledges days that push a leader onto bad ones, swaps
with the leader on 21 June, rearranges to hurt the leader on 1 April, buys a
token when cash allows and plays vacation cards before they expire. Every number
of days it may buy or pledge is weighed; a move that ends the year with it first
alone is played, one that ends it otherwise or lands on a known cost it cannot
pay is not (:mod:`gameofyear.bots.foresight`, RULINGS.md §13).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from itertools import takewhile
from typing import Any, ClassVar, TypeVar

from ..content import Content
from ..content import schema as s
from ..content.loader import choice_of, iter_conditions, iter_effects
from ..dates import LAST_DAY, day_index, month_day
from ..engine.decisions import DecisionKind
from ..engine.setup import Setup
from ..engine.variants import last_day
from . import foresight, house
from .base import Bot, BotView

PROGRESS_PER_DAY = 12
"""Money-equivalent of one day of progress towards 31 December."""
RESERVE_DAYS = 5
"""Cash kept back from voluntary spending, in day prices (against bankruptcy)."""


class BasicBot(Bot):
    """Heuristic player (see the module docstring)."""

    name: ClassVar[str] = "basic"
    quiz_knowledge: ClassVar[float] = 0.6
    """Probability of knowing a quiz's answers."""

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self._deck_value: dict[tuple[int, str], float] = {}
        self._tables: _GameTables | None = None
        self._almanac_values: dict[tuple[int, int], float] = {}
        self._shares_values = False
        self._screen: tuple[BotView, tuple[Any, list[Any]]] | None = None

    def tables(self, view: BotView) -> _GameTables:
        """The values that stay the same for the whole game (shared with the game's other bots)."""
        tables = self._tables
        if tables is None or tables.setup is not view.setup or tables.content is not view.content:
            tables = self._tables = _GameTables.of(view.setup, view.content)
            self._almanac_values = {}
            # a bot that still holds deck values from an earlier game (they are kept, see
            # deck_value) may value squares unlike the others: it shares no almanac values
            self._shares_values = not self._deck_value
        return tables

    def birthdays(self, view: BotView) -> tuple[int, ...]:
        """Each player's birthday square (public), computed once per setup."""
        return self.tables(view).birthdays

    # ----------------------------------------------------------------- valuation

    def token_value(self, content: Content) -> int:
        """Money-equivalent of one token: its price."""
        return content.edition.token_price

    def deck_value(self, view: BotView, player: int, deck: str) -> float:
        """Mean value for ``player`` of a card of ``deck`` (cached per player).

        The value computed the first time is kept. When it cannot depend on that
        moment (:meth:`_ContentTables.deck_is_fixed`), the other bots of the same
        kind in the game reuse it.
        """
        key = (player, deck)
        value = self._deck_value.get(key)
        if value is None:
            tables = self.tables(view)
            shared_key = (type(self), self.quiz_knowledge, player, deck) if tables.rules.deck_is_fixed(deck) else None
            value = tables.deck_values.get(shared_key) if shared_key else None
            if value is None:
                cards = view.content.chance_cards if deck == "chance" else view.content.hazard_cards
                total = 0.0
                for card_id in cards:
                    card = view.content.cards[card_id]
                    total += 300.0 if card.keep else self.effects_value(view, player, card.effects, depth=1)
                value = total / max(1, len(cards))
                if shared_key:
                    tables.deck_values[shared_key] = value
            self._deck_value[key] = value
        return value

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
        held = foresight.holds(view, player, c)
        if held is not None:
            return float(held)  # the public setup settles it (sex, age, facts)
        t = type(c)
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
        return self.square_values(view, player, (day,), almanac)[0]

    def square_values(self, view: BotView, player: int, days: Iterable[int], almanac: bool = True) -> list[float]:
        """:meth:`square_value` of each of ``days``, in order (one call for the squares a decision compares)."""
        content = view.content
        obs = view.observation
        ed = content.edition
        token = self.token_value(content)
        tables = self.tables(view)
        rules = tables.rules
        birthday_sums = tables.birthday_sums[player]
        own_lucky_number = obs.lucky_number if player == obs.player else None
        lucky_number_pay = ed.lucky_number_pay
        lucky_number_risk = tables.lucky_number_risk
        shown = view.known_lucky  # the numbers paid in front of everybody (RULINGS.md §13): no risk, a sure sum
        known_lucky: list[int] = []
        if shown:
            if own_lucky_number is None:
                own_lucky_number = shown[player]
            known_lucky = [n for q, n in enumerate(shown) if q != player and n is not None]
            lucky_number_risk = lucky_number_pay * (len(shown) - 1 - len(known_lucky)) / ed.lucky_numbers
        day_of_month = rules.day_of_month
        with_effects = rules.with_effects if almanac else _NO_DAYS
        double_blue = rules.double_blue if almanac and obs.players[player].tokens else _NO_DAYS
        almanac_values = self._almanac_values
        position = obs.players[player].position
        # each quarter end ahead: the day and what passing it brings (exact whole numbers, summed in any order)
        quarters_ahead = []
        for qi, qday in enumerate(content.quarter_days):
            if position < qday:
                bonus = ed.quarter_pay
                passers = obs.quarter_passers[qi]
                if player not in passers and len(passers) < len(ed.quarter_bonus_tokens):
                    bonus += ed.quarter_bonus_tokens[len(passers)] * token
                quarters_ahead.append((qday, bonus))
        values: list[float] = []
        for day in days:
            if day > LAST_DAY:
                day = LAST_DAY
            whole = (day - position) * PROGRESS_PER_DAY
            for qday, bonus in quarters_ahead:
                if qday <= day:
                    whole += bonus
            if day == LAST_DAY:
                values.append(whole + ed.finish_bonus_tokens[0] * token)
                continue
            whole += birthday_sums[day]
            value: float
            if own_lucky_number is not None and own_lucky_number == day_of_month[day]:
                value = float(whole + lucky_number_pay)  # a float either way (as mypyc compiles it)
            else:
                value = whole - lucky_number_risk
                if known_lucky and day_of_month[day] in known_lucky:
                    value -= lucky_number_pay
            if day in with_effects:
                known = almanac_values.get((player, day))
                value += self.almanac_value(view, player, day) if known is None else known
            if day in double_blue:
                value -= token
            values.append(value)
        return values

    def almanac_value(self, view: BotView, player: int, day: int) -> float:
        """``effects_value`` of the almanac effects of ``day`` for ``player``.

        Kept for the rest of the game when it cannot change: when the effects
        depend neither on positions nor on money (and a card deck's value,
        once computed, is kept anyway, see :meth:`deck_value`). When, besides,
        every deck it draws from has a fixed value, the other bots of the same
        kind in the game reuse it.
        """
        tables = self.tables(view)
        key = (player, day)
        value = self._almanac_values.get(key)
        if value is None:
            shared_key = None
            if self._shares_values and tables.rules.almanac_is_fixed(day):
                shared_key = (type(self), self.quiz_knowledge, player, day)
                value = tables.almanac_values.get(shared_key)
            if value is None:
                value = self.effects_value(view, player, view.content.squares[day].effects)
                if shared_key:
                    tables.almanac_values[shared_key] = value
            if not tables.rules.varies(day):
                self._almanac_values[key] = value
        return value

    # ----------------------------------------------------------------- decisions

    def leader(self, view: BotView, among: list[int] | tuple[int, ...]) -> int:
        """The strongest of ``among``: most tokens, then money, then furthest on (never the bot's partner
        in teams of two while someone else is among them)."""
        players = view.observation.players
        among = house.without_partner(view, among)
        return max(among, key=lambda q: (players[q].tokens, players[q].money, players[q].position))

    def choose(self, view: BotView) -> Any:
        """Return a heuristic action for ``view.decision`` (each kind of decision has its method below).

        A move that ends the year with the bot first alone is played at once (RULINGS.md §13,
        :func:`~gameofyear.bots.foresight.screen`).
        """
        if view.decision.kind in foresight.MOVES:
            win = self.screened(view)[0]
            if win is not None:
                return win
        choose_for_kind = _BY_KIND.get(view.decision.kind)
        if choose_for_kind is not None:
            return choose_for_kind(self, view)
        options = view.decision.options
        return options[0] if options else ("",)

    def screened(self, view: BotView) -> tuple[Any, list[Any]]:
        """:func:`~gameofyear.bots.foresight.screen` of ``view`` (worked out once per view).

        Returns:
            ``(win, keep)``: the option that ends the year with the bot first alone
            (or None), and the options that neither end it otherwise nor land on a
            known cost the bot cannot pay (RULINGS.md §13).
        """
        last = self._screen
        if last is not None and last[0] is view:
            return last[1]
        result = foresight.screen(view)
        self._screen = (view, result)
        return result

    def _choose_number(self, view: BotView) -> int:
        """The dial number that lands on the better square (of those :meth:`screened` keeps)."""
        keep: Sequence[int] = self.screened(view)[1]
        values = self.square_values(view, view.me, [view.observation.players[view.me].position + n for n in keep])
        return keep[max(range(len(values)), key=values.__getitem__)]

    def _buy_token(self, view: BotView) -> bool:
        """Buy a token when the cash left keeps the reserve."""
        ed = view.content.edition
        return view.observation.players[view.me].money >= ed.token_price + RESERVE_DAYS * ed.day_price

    def _buy_days(self, view: BotView) -> int:
        """The days (any number that keeps the reserve and that :meth:`screened` keeps) that gain most
        over staying, by a margin of 50."""
        me, ed = view.me, view.content.edition
        mine = view.observation.players[me]
        reserve = RESERVE_DAYS * ed.day_price
        money, price = mine.money, ed.day_price
        keep: set[int] = set(self.screened(view)[1])
        if 0 not in keep:  # staying loses what the others may claim here (RULINGS.md §13): the fewest days kept
            return min(keep)
        candidates = [days for days in takewhile(lambda days: money - days * price >= reserve, view.options[1:])
                      if days in keep]
        position = mine.position
        stay, *values = self.square_values(view, me, [position + days for days in [0, *candidates]])
        best, best_value = 0, 0.0
        for days, value in zip(candidates, values):
            gain = value - stay - days * ed.day_price
            if gain > best_value + 50:
                best, best_value = days, gain
        return best

    def _vacation(self, view: BotView) -> bool:
        """Play a vacation card before the cards would expire, or when the 14 days gain enough."""
        ed = view.content.edition
        mine = view.observation.players[view.me]
        target = mine.position + ed.vacation_days
        gain = self.square_value(view, view.me, target, almanac=False)
        deadline = min(self.tables(view).rules.vacation_deadline, last_day(view.setup.variants, view.content))
        late = mine.position + 40 * mine.vacation_cards >= deadline
        keep = self.screened(view)[1]
        if False not in keep:  # staying loses what the others may claim here (RULINGS.md §13)
            return True
        return (late or gain > 14 * PROGRESS_PER_DAY + 250) and True in keep

    def _pledge(self, view: BotView) -> int:
        """Pledge days (any number short of the game's last day) that push a leader onto a worse square,
        by a margin of 100."""
        d, obs, ed = view.decision, view.observation, view.content.edition
        mine = obs.players[view.me]
        target = d.subject if d.subject is not None else obs.active
        pos = obs.players[target].position + (d.info[0] if d.info else 0)
        if obs.players[target].tokens < mine.tokens and target != self.leader(view, list(range(len(obs.players)))):
            return 0
        reserve = RESERVE_DAYS * ed.day_price
        money, price = mine.money, ed.day_price
        end = last_day(view.setup.variants, view.content)
        candidates = list(takewhile(
            lambda days: pos + days < end and money - days * price >= reserve, view.options[1:]
        ))
        here, *values = self.square_values(view, target, [pos + days for days in [0, *candidates]])
        best, best_harm = 0, 0.0
        for days, value in zip(candidates, values):
            harm = here - value - days * ed.day_price * 1.2
            if harm > best_harm + 100:
                best, best_harm = days, harm
        return best

    def _choose_player(self, view: BotView) -> int:
        """Take from (or swap with) the leader; give to the weakest."""
        d, players = view.decision, view.observation.players
        options: list[int] = list(view.options)
        if d.topic in ("take_token", "receive", "swap"):
            if d.topic == "swap":
                return max(options, key=lambda q: (players[q].position, players[q].tokens))
            return self.leader(view, options)
        mate = house.partner_of(view, view.me)
        if mate is not None and mate in options:
            return mate  # teams of two: what must be given goes to the partner
        return min(options, key=lambda q: (players[q].tokens, players[q].money))

    def _rearrange(self, view: BotView) -> tuple[int, ...]:
        """Put the leader as far back as possible."""
        opponents = list(view.decision.info)
        lead = opponents.index(self.leader(view, opponents))
        return min(view.options, key=lambda arrangement: (arrangement[lead], arrangement))

    def _choice(self, view: BotView) -> int:
        """The option of a ``choose`` entry worth most to the bot."""
        choice = choice_of(view.content, view.decision.source)
        options: Sequence[int] = view.options
        if choice is None:
            return options[0]
        return max(options, key=lambda i: self.effects_value(view, view.me, choice.choose[i]))

    def _question(self, view: BotView) -> bool:
        return self.rng.random() < 0.3

    def _table_question(self, view: BotView) -> bool:
        return self.rng.random() < 0.5

    def _quiz(self, view: BotView) -> tuple[str, ...]:
        return self.random_quiz_answer(view, self.rng.random() < self.quiz_knowledge)

    def _quiz_attempt(self, view: BotView) -> bool:
        return self.rng.random() < self.quiz_knowledge

    def _vote(self, view: BotView) -> bool:
        return self.rng.random() < 0.7


_BY_KIND: dict[DecisionKind, Callable[[BasicBot, BotView], Any]] = {
    DecisionKind.SPIN: lambda bot, view: True,
    DecisionKind.CHOOSE_NUMBER: BasicBot._choose_number,
    DecisionKind.BUY_TOKEN: BasicBot._buy_token,
    DecisionKind.BUY_DAYS: BasicBot._buy_days,
    DecisionKind.VACATION: BasicBot._vacation,
    DecisionKind.PLEDGE: BasicBot._pledge,
    DecisionKind.CHOOSE_PLAYER: BasicBot._choose_player,
    DecisionKind.REARRANGE: BasicBot._rearrange,
    DecisionKind.CHOICE: BasicBot._choice,
    DecisionKind.USE_KEEP_CARD: lambda bot, view: True,
    DecisionKind.QUESTION: BasicBot._question,
    DecisionKind.TABLE_QUESTION: BasicBot._table_question,
    DecisionKind.QUIZ: BasicBot._quiz,
    DecisionKind.QUIZ_ATTEMPT: BasicBot._quiz_attempt,
    DecisionKind.VOTE: BasicBot._vote,
    DecisionKind.FACT: lambda bot, view: False,  # standing in for a person: it claims nothing about them
    DecisionKind.LOANS: lambda bot, view: house.loans(view),
    DecisionKind.SAVINGS: lambda bot, view: house.savings(view),
    DecisionKind.BET: lambda bot, view: house.bet(view, bot.rng),
}
"""How the basic bot answers each kind of decision (other kinds: the first option)."""


class _GameTables:
    """What every basic bot of one game (setup and content) computes alike, computed once.

    Attributes:
        setup, content: the game's (compared by identity to notice a new game).
        birthdays: each player's birthday square.
        birthday_sums: ``birthday_sums[player][day]``: the birthday money that
            ``player`` receives (positive) or pays (negative) on landing on ``day``.
        lucky_number_risk: the expected payment to the others' secret lucky numbers
            on a square that is not one's own lucky number (while none is known: the numbers paid in front of
            everybody are a sure payment instead, :meth:`BasicBot.square_values`).
        deck_values: ``(bot class, quiz knowledge, player, deck)`` → the deck's
            value, for the decks whose value never depends on the moment
            (:meth:`_ContentTables.deck_is_fixed`).
        almanac_values: ``(bot class, quiz knowledge, player, day)`` → the value
            of the almanac effects of ``day``, for the days where it never depends
            on the moment (:meth:`_ContentTables.almanac_is_fixed`).
        rules: what depends on the content alone.
    """

    def __init__(self, setup: Setup, content: Content):
        self.setup = setup
        self.content = content
        ed = content.edition
        self.birthdays = tuple(p.birthday for p in setup.players)
        others = len(setup.players) - 1
        self.birthday_sums: list[list[int]] = []
        for player, own in enumerate(self.birthdays):
            sums = [0] * (LAST_DAY + 1)
            sums[own] += ed.birthday_pay * others
            for q, birthday in enumerate(self.birthdays):
                if q != player:
                    sums[birthday] -= ed.birthday_pay
            self.birthday_sums.append(sums)
        self.lucky_number_risk = ed.lucky_number_pay * others / ed.lucky_numbers
        self.deck_values: dict[tuple[Any, ...], float] = {}
        self.almanac_values: dict[tuple[Any, ...], float] = {}
        self.rules = _ContentTables.of(content)

    @classmethod
    def of(cls, setup: Setup, content: Content) -> _GameTables:
        """The tables of this setup and content, shared by the bots of a game."""
        return _recent(_GAME_TABLES, (setup, content), lambda: cls(setup, content))


class _ContentTables:
    """What the basic bot learns from the content alone, once per content.

    Attributes:
        vacation_deadline: the first day on which vacation cards can no longer be played.
    """

    def __init__(self, content: Content):
        self.content = content
        self.vacation_deadline = day_index(content.edition.vacation_before)
        self.day_of_month = tuple(month_day(day)[1] for day in range(LAST_DAY + 1))
        """The day of the month of each square."""
        self.with_effects = frozenset(day for day, square in enumerate(content.squares) if square.effects)
        """The squares whose almanac entry has effects."""
        self.double_blue = frozenset(day for day, square in enumerate(content.squares) if square.frame == "double_blue")
        """The squares with a double blue frame (a token is lost there)."""
        self._varies: dict[int, bool] = {}
        self._fixed_decks: dict[str, bool] = {}
        self._fixed_days: dict[int, bool] = {}

    @classmethod
    def of(cls, content: Content) -> _ContentTables:
        """The tables of this content."""
        return _recent(_CONTENT_TABLES, (content,), lambda: cls(content))

    def varies(self, day: int) -> bool:
        """Whether the value of the almanac effects of ``day`` depends on positions or money."""
        varies = self._varies.get(day)
        if varies is None:
            varies = self._varies[day] = _effects_vary(self.content.squares[day].effects)
        return varies

    def almanac_is_fixed(self, day: int) -> bool:
        """Whether the value of the almanac effects of ``day`` is the same whenever a bot computes it.

        True when it does not vary and every deck it draws from is fixed (:meth:`deck_is_fixed`).
        """
        fixed = self._fixed_days.get(day)
        if fixed is None:
            effects = self.content.squares[day].effects
            fixed = self._fixed_days[day] = not self.varies(day) and all(
                self.deck_is_fixed(e.draw) for e in iter_effects(effects) if type(e) is s.Draw
            )
        return fixed

    def deck_is_fixed(self, deck: str) -> bool:
        """Whether the value of ``deck`` is the same whenever a bot computes it.

        True when no card's value depends on positions or money and no card draws.
        """
        fixed = self._fixed_decks.get(deck)
        if fixed is None:
            content = self.content
            cards = [content.cards[c] for c in (content.chance_cards if deck == "chance" else content.hazard_cards)]
            fixed = self._fixed_decks[deck] = not any(
                _effects_vary(card.effects) or any(type(e) is s.Draw for e in iter_effects(card.effects))
                for card in cards
                if not card.keep
            )
        return fixed


_NO_DAYS: frozenset[int] = frozenset()

_GAME_TABLES: dict[tuple[int, ...], tuple[tuple[Any, ...], _GameTables]] = {}
"""The tables of the last few games, by the ids of their setup and content."""
_CONTENT_TABLES: dict[tuple[int, ...], tuple[tuple[Any, ...], _ContentTables]] = {}
"""The tables of the last few contents, by their ids."""
_T = TypeVar("_T")


def _recent(store: dict[tuple[int, ...], tuple[tuple[Any, ...], _T]], owners: tuple[Any, ...], make: Callable[[], _T]) -> _T:
    """The entry of ``store`` for ``owners`` (the same objects), made by ``make`` if missing.

    An entry keeps its owners alive, so their ids are not reused while it is
    kept; only the last few entries are kept.
    """
    key = tuple(map(id, owners))
    entry = store.get(key)
    if entry is None:
        if len(store) >= 8:
            del store[next(iter(store))]
        entry = store[key] = (owners, make())
    return entry[1]


def _effects_vary(effects: tuple[Any, ...]) -> bool:
    """True when the basic bot's value of ``effects`` depends on positions or money."""
    for e in iter_effects(effects):
        t = type(e)
        if t is s.MoveTo or t is s.SwapWith:
            return True
        if t is s.When and any(type(c) is s.MoneyBelow for c in iter_conditions(e.when)):
            return True
    return False
