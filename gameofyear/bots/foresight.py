"""What every computer level but ``random`` sees before it moves a pawn by choice (RULINGS.md §13).

A pawn moved by a choice — days bought, a dial number, a vacation card, days
pledged to push the active player — either reaches the game's last day (31
December, or the last day of a shorter game) or lands on a square:

- **the last day ends the game** (§9): such a move is judged by the final
  ranking it gives (tokens, then money), worked out by the engine itself on a
  game rebuilt from the bot's own observation (:func:`final_standing`): the
  finish and quarter bonuses of that move depend on nothing hidden. A move
  that ends the game with the bot first alone is a **win** and is played; one
  that ends it otherwise is a loss and is never chosen while another option
  is left;
- **a square whose cost is known** (:func:`certain_loss`): the birthdays of the
  others (public), the lucky numbers of the others that have been paid in front of
  everybody (:attr:`~gameofyear.bots.base.BotView.known_lucky`), and the almanac's payments whose amount and conditions the
  setup settles (10 March, 1 February…). A move that lands the bot's own pawn
  where these are more than it will hold (its money less the days' price, plus
  the quarter pay it passes and its own lucky number) is a bankruptcy by
  choice, and is never chosen while another option avoids it. The almanac's
  moves that the setup settles are followed (1 February on to 16 February,
  28 October a month back for a man over 18). Under manual claims nothing due
  to the bot arrives before the almanac's payment, and a birthday it would owe
  where its pawn stays, which may go unclaimed, is avoided only after the
  certain losses (:func:`losses`).

The others' lucky numbers are secret until one is paid: the payment names who is
paid, on a square everybody sees (RULINGS.md §4.1), so from then on that number is
known to every player, and to the computer players through their view
(:func:`~gameofyear.bots.base.bot_view`). The numbers never paid stay unknown and
count as no known cost.

:func:`screen` gives both answers for a decision at once; every level asks it
first (the ``random`` level, the beginner's, alone does not).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..content import schema as s
from ..dates import LAST_DAY, back_months, day_index, month_day
from ..engine.decisions import DecisionKind
from ..engine.game import zodiac_protects
from ..engine.variants import last_day
from .base import BotView
from .determinize import determinize
from .evaluation import standing

MOVES = frozenset({DecisionKind.BUY_DAYS, DecisionKind.CHOOSE_NUMBER, DecisionKind.VACATION, DecisionKind.PLEDGE})
"""The decisions whose options move a pawn by a number of days the player chooses."""

ALMANAC_FRAMES = frozenset({"red", "blue", "double_blue", "half"})
"""The frames whose almanac entry applies to a pawn landing there (RULINGS.md §1, §4.2)."""


def move_of(view: BotView, option: Any) -> tuple[int, int, int, int, bool] | None:
    """Where ``option`` of ``view.decision`` takes a pawn, or None when it moves none.

    Returns:
        ``(pawn, from_day, to_day, price, almanac)``: the player whose pawn moves,
        its day now and the day it reaches (day indexes; past the game's last
        day when the move would pass it), the money the bot pays for the move
        (days bought or pledged, at the edition's day price) and whether the
        almanac applies where it lands (not after a vacation, RULINGS.md §4.3).
        For a pledge, ``to_day`` counts the days pledged before it too.
    """
    d, obs = view.decision, view.observation
    kind = d.kind
    ed = view.content.edition
    if kind is DecisionKind.PLEDGE:
        if not option:
            return None
        pawn = d.subject if d.subject is not None else obs.active
        start = obs.players[pawn].position
        before = d.info[0] if d.info else 0
        return pawn, start, start + before + option, option * ed.day_price, True
    start = obs.players[view.me].position
    if kind is DecisionKind.BUY_DAYS:
        return (view.me, start, start + option, option * ed.day_price, True) if option else None
    if kind is DecisionKind.CHOOSE_NUMBER:
        return view.me, start, start + option, 0, True
    if kind is DecisionKind.VACATION:
        return (view.me, start, start + ed.vacation_days, 0, False) if option is True else None
    return None


def opponents(view: BotView) -> int:
    """How many opponents the bot must finish ahead of to win (its partner is none, in teams of two)."""
    n = len(view.observation.players)
    return n - 1 - (1 if view.setup.variants.teams else 0)


def final_standing(view: BotView, option: Any) -> float | None:
    """The bot's final standing if ``option`` ends the game, or None when it does not end it.

    The move is played by the engine on a game rebuilt from the bot's view (its
    hidden parts drawn from a generator of its own, never the bot's: the end of
    the game depends on none of them), so the quarter pay and bonuses passed on
    the way, the 6 and 3 finish tokens and the bank's stock are the rules' own
    (RULINGS.md §5, §9).

    Returns:
        The number of opponents the bot finishes ahead of (ties half; see
        :func:`~gameofyear.bots.evaluation.standing`): :func:`opponents` is a win.
    """
    move = move_of(view, option)
    if move is None or move[2] < last_day(view.setup.variants, view.content):
        return None
    world = determinize(view, random.Random(0))
    world.decide(option)
    st = world.state
    if not st.finished:
        return None
    partners = world.partners
    return standing(st.players, view.me, st.quarter_passers, view.content, True, world.last_day, partners)


def certain_loss(view: BotView, option: Any) -> bool:
    """True when ``option`` lands the bot's own pawn where a known cost is more than it will hold
    (see :func:`losses`)."""
    return losses(view, option)[0]


def claimed_loss(view: BotView, option: Any) -> bool:
    """True when, under manual claims, the birthdays that ``option`` makes the bot owe where its pawn
    stays are more than it will hold once the square's entry is over (see :func:`losses`)."""
    return losses(view, option)[1]


def losses(view: BotView, option: Any) -> tuple[bool, bool]:
    """``(certain, claimed)``: whether ``option`` lands the bot's own pawn where a known cost is more than
    it will hold, and whether, under manual claims, the birthdays it would then owe are.

    The known costs are the others' birthdays and their lucky numbers paid in front of everybody
    (unless the bot's sign protects it there, RULINGS.md §6) and the almanac's payments settled by the setup
    (:func:`known_payment`), paid in the rules' order (§4): birthdays, then
    lucky numbers (its own pays it first), then the almanac; when the almanac then
    moves the pawn by a fixed number of days or to a date (1 February: on to
    16 February), the square it reaches is counted the same way, up to the
    edition's chain guard. What it will hold is its money less the price of the
    move, plus the quarter pay of each quarter end it passes (§5; a bankrupt pawn that its bankruptcy put on a
    quarter's last day passes that day as it leaves, §13), less what it
    paid before in the chain; a bankrupt bot pays nothing until it receives money
    (§7). A move that reaches the game's last day lands nowhere.

    Under manual claims (RULINGS.md §4, house rule) birthdays and lucky numbers
    are claimed once the square's entry is over: nothing due to the bot arrives
    before its almanac payment, and the birthdays it owes are no certain cost (a
    creditor may not claim them), nor are the known lucky numbers it owes: they are the second answer, counted
    after that payment where the pawn stays (a square whose entry moves the pawn on leaves
    them unclaimed).
    """
    move = move_of(view, option)
    if move is None and view.decision.kind in (DecisionKind.VACATION, DecisionKind.BUY_DAYS):
        return False, owed_where_it_stays(view)  # no vacation, no days bought: the claims here stay open
    if move is None or move[0] != view.me:
        return False, False
    _, start, target, price, almanac = move
    content = view.content
    ed = content.edition
    end = min(last_day(view.setup.variants, content), LAST_DAY)
    mine = view.observation.players[view.me]
    others = _others_birthdays(view)
    money = mine.money - price
    bankrupt = mine.bankrupt  # a bankrupt player pays nothing until they next receive money (§7)
    manual = (view.setup.claims or ed.claims) == "manual"  # personal sums are claimed after the entry (§4)
    # a bankrupt pawn on a quarter's last day was put there by its bankruptcy: it passes that day as it leaves (§13)
    first = start if bankrupt and start in content.quarter_days else start + 1
    for _ in range(ed.max_chain):
        passed = sum(1 for qday in content.quarter_days if first <= qday <= target) if target > start else 0
        first = target + 1
        if passed:
            money += ed.quarter_pay * passed
            bankrupt = False
        if target >= end:
            return False, False
        owed = lucky = 0
        day = month_day(target)[1]
        personal = not bankrupt and not zodiac_protects(content, mine.sign, target, "personal")
        if personal:
            owed, lucky = _owed_to_others(view, target, others)
            if not manual:
                money -= owed
                if money < 0:
                    return True, False
        if not manual and view.observation.lucky_number == day:
            money += ed.lucky_number_pay
            bankrupt = False
        if lucky:  # the lucky numbers of the others paid in front of everybody: known costs
            if manual:
                owed += lucky
            else:
                money -= lucky
                if money < 0:
                    return True, False
        square = content.squares[target]
        effects = square.effects
        if not almanac or square.frame not in ALMANAC_FRAMES or zodiac_protects(content, mine.sign, target, "almanac"):
            effects = ()
        if not bankrupt:
            money -= known_payment(view, view.me, effects)
            if money < 0:
                return True, False
        follow = _fixed_move(view, effects, target)
        if follow is None:
            return False, manual and not bankrupt and money < owed  # the birthdays claimed where the pawn stays
        start, (target, almanac) = target, follow
    return False, False


def owed_where_it_stays(view: BotView) -> bool:
    """Under manual claims (RULINGS.md §4), whether what the others may still claim of the bot on the square
    where its pawn stands (their birthdays, their lucky numbers paid in front of everybody, unless its sign
    protects it there, §6) is more than it holds: a loss by claims that a move away (a vacation, days bought)
    escapes, since a claim lapses once the pawn has left the square.
    """
    ed = view.content.edition
    if (view.setup.claims or ed.claims) != "manual":
        return False
    mine = view.observation.players[view.me]
    day = mine.position
    if mine.bankrupt or zodiac_protects(view.content, mine.sign, day, "personal"):
        return False
    return mine.money < sum(_owed_to_others(view, day, _others_birthdays(view)))


def _others_birthdays(view: BotView) -> list[int]:
    """The birthday squares of the bot's opponents (and partner), each once per player."""
    return [p.birthday for q, p in enumerate(view.setup.players) if q != view.me]


def _owed_to_others(view: BotView, day: int, others: list[int]) -> tuple[int, int]:
    """What the bot owes the others on ``day`` (RULINGS.md §4): ``(birthdays, lucky numbers)`` in money, the
    lucky numbers being those paid in front of everybody; ``others``: :func:`_others_birthdays`."""
    ed = view.content.edition
    birthdays = ed.birthday_pay * others.count(day)
    shown = view.known_lucky
    if not shown:
        return birthdays, 0
    date = month_day(day)[1]
    return birthdays, ed.lucky_number_pay * sum(1 for q, number in enumerate(shown) if q != view.me and number == date)


def _fixed_move(view: BotView, effects: Sequence[Any], day: int) -> tuple[int, bool] | None:
    """Where the top-level effects surely move the bot's pawn standing on ``day`` next, and whether the
    almanac applies there: ``(day, almanac)``, or None when they move it nowhere for sure. A condition
    that the public setup settles for the bot (28 October: a man over 18 goes back a month) is followed."""
    for e in effects:
        t = type(e)
        if t is s.Move:
            spec = e.move
            if isinstance(spec, int):
                return max(0, day + spec), True
            return max(0, day + spec.days), spec.almanac
        if t is s.MoveTo:
            return day_index(e.move_to), True
        if t is s.BackMonths:
            return back_months(day, e.back_months), True
        if t is s.When:
            held = holds(view, view.me, e.when)
            if held is None:
                return None
            follow = _fixed_move(view, e.do if held else e.else_, day)
            if follow is not None:
                return follow
    return None


def known_payment(view: BotView, player: int, effects: Sequence[Any]) -> int:
    """The least money ``effects`` make ``player`` pay, counting only what the public setup settles.

    Payments to the bank, to each other player and to a player the rules pick
    (when one is sure to be there) count; a condition on the
    player's profile (sex, age, facts) is settled by the setup, any other
    (a question of the moment, a quiz, money) counts its cheaper branch; of a
    ``choose`` the cheapest option counts; cards drawn count nothing.
    """
    content = view.content
    others = len(view.setup.players) - 1
    total = 0
    for e in effects:
        t = type(e)
        if t is s.PayBank:
            total += content.money(e.pay_bank)
        elif t is s.PayPlayer:
            among = e.pay_player.to.among
            if among is None or any(holds(view, q, among) for q in range(others + 1) if q != player):
                total += content.money(e.pay_player.amount)
        elif t is s.PayEachOther:
            total += content.money(e.pay_each_other) * others
        elif t is s.ForEachPlayer:
            total += known_payment(view, player, e.for_each_player)
        elif t is s.When:
            held = holds(view, player, e.when)
            if held is None:
                total += min(known_payment(view, player, e.do), known_payment(view, player, e.else_))
            else:
                total += known_payment(view, player, e.do if held else e.else_)
        elif t is s.Choose:
            total += min(known_payment(view, player, option) for option in e.choose)
    return total


def screen(view: BotView, options: Sequence[Any] | None = None) -> tuple[Any, list[Any]]:
    """Look at every option of a move (:data:`MOVES`) for the end of the game and for certain losses.

    Args:
        view: the bot's view.
        options: the options to look at (default: every legal option of the decision).

    Returns:
        ``(win, keep)``: ``win`` is an option that ends the game with the bot
        first alone (None when there is none); ``keep`` lists, in order, the
        options that neither end the game without that win nor land on a
        certain loss (:func:`certain_loss`), and of those, when some are left,
        the ones without a loss by claims (:func:`claimed_loss`) — all of them
        when no option is left otherwise (then nothing avoids it). For a
        decision that moves no pawn: ``(None, options)``.
    """
    options = list(view.options if options is None else options)
    if view.decision.kind not in MOVES:
        return None, options
    win = None
    keep = []
    safer = []
    beaten = opponents(view)
    for option in options:
        final = final_standing(view, option)
        if final is not None:
            if win is None and final >= beaten:
                win = option
            continue
        certain, claimed = losses(view, option)
        if not certain:
            keep.append(option)
            if not claimed:
                safer.append(option)
    return win, safer or keep or options


def holds(view: BotView, player: int, c: s.Condition) -> bool | None:
    """Whether condition ``c`` holds for ``player`` by the public setup (None: the setup does not say)."""
    profile = view.setup.players[player]
    if isinstance(c, s.Sex):
        return profile.sex == c.sex
    if isinstance(c, s.Fact):
        return c.fact in profile.facts
    if isinstance(c, (s.AgeAtLeast, s.AgeAtMost, s.AgeAbove, s.AgeBelow)):
        age = profile.age_on(view.setup.today)
        if isinstance(c, s.AgeAtLeast):
            return age >= c.age_at_least
        if isinstance(c, s.AgeAtMost):
            return age <= c.age_at_most
        if isinstance(c, s.AgeAbove):
            return age > c.age_above
        return age < c.age_below
    if isinstance(c, s.Not):
        inner = holds(view, player, c.not_)
        return None if inner is None else not inner
    if isinstance(c, (s.AllOf, s.AnyOf)):
        parts = [holds(view, player, sub) for sub in (c.all if isinstance(c, s.AllOf) else c.any)]
        decisive = isinstance(c, s.AnyOf)  # a true part settles "any", a false one settles "all"
        if decisive in parts:
            return decisive
        return None if None in parts else not decisive
    return None


__all__ = ["MOVES", "certain_loss", "claimed_loss", "losses", "final_standing", "known_payment", "move_of", "holds", "opponents", "screen"]
