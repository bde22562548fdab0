"""Events: what happened, as plain data, returned by :meth:`Game.decide`.

The interface animates them, the log tells them, the tests assert on them.
Events carry ids and numbers, never sentences. A player is an index into
``Setup.players``; ``None`` as a payer or payee is the bank. ``source`` names
the rule or almanac entry behind an event: ``"almanac:03-10"``,
``"card:hazard-04"``, ``"birthday"``, ``"lucky_number"``, ``"quarter"``,
``"double_blue"``, ``"finish"``, ``"token"``, ``"days"``, ``"pledge"``…
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .quick import quick_init


@quick_init  # as every event: compiled with mypyc (packaging/compile_engine.py) they all stay Python classes
@dataclass(frozen=True, slots=True)
class Event:
    """Base class of every event."""


@quick_init
@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    """The game is set up: ``order`` is the turn order (player indexes), youngest first."""

    order: tuple[int, ...]


@quick_init
@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    """A player's turn begins (``turn`` counts every turn of the game from 1)."""

    player: int
    turn: int
    extra: bool = False


@quick_init
@dataclass(frozen=True, slots=True)
class TurnSkipped(Event):
    """A player loses this turn (RULINGS.md §3.1)."""

    player: int


@quick_init
@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    """A player's turn ends."""

    player: int


@quick_init
@dataclass(frozen=True, slots=True)
class DialSpun(Event):
    """The time-progression machine stopped on ``sector`` showing ``faces``."""

    player: int
    sector: int
    faces: tuple[Any, Any]


@quick_init
@dataclass(frozen=True, slots=True)
class NumberChosen(Event):
    """The player moves by ``number`` days (``forced``: December's smaller number)."""

    player: int
    number: int
    forced: bool = False


@quick_init
@dataclass(frozen=True, slots=True)
class PawnMoved(Event):
    """A pawn moved from one day index to another.

    ``cause``: ``spin``, ``bought``, ``offered``, ``vacation``, ``almanac``,
    ``card``, ``swap``, ``rearrange`` or ``bankruptcy``.
    """

    player: int
    from_day: int
    to_day: int
    cause: str
    source: str = ""


@quick_init
@dataclass(frozen=True, slots=True)
class QuarterPassed(Event):
    """A pawn passed or reached a quarter end: the bank pays ``amount`` and maybe ``tokens`` (RULINGS.md §5)."""

    player: int
    day: int
    amount: int
    tokens: int
    rank: int | None


@quick_init
@dataclass(frozen=True, slots=True)
class MoneyPaid(Event):
    """Money changed hands. ``owed`` is what was due; ``amount`` what was paid (less on bankruptcy)."""

    payer: int | None
    payee: int | None
    amount: int
    owed: int
    source: str


@quick_init
@dataclass(frozen=True, slots=True)
class TokensMoved(Event):
    """Tokens changed hands (``giver``/``taker`` None: the bank)."""

    giver: int | None
    taker: int | None
    count: int
    source: str


@quick_init
@dataclass(frozen=True, slots=True)
class AlmanacRead(Event):
    """The almanac entry of ``day`` applies to ``player``."""

    player: int
    day: int


@quick_init
@dataclass(frozen=True, slots=True)
class CardDrawn(Event):
    """A card was drawn."""

    player: int
    deck: str
    card: str
    source: str


@quick_init
@dataclass(frozen=True, slots=True)
class CardKept(Event):
    """A "keep this card" Chance card is kept by its drawer."""

    player: int
    card: str


@quick_init
@dataclass(frozen=True, slots=True)
class HazardCancelled(Event):
    """A kept card cancelled a Hazard card."""

    player: int
    card: str
    keep_card: str


@quick_init
@dataclass(frozen=True, slots=True)
class DeckReshuffled(Event):
    """A deck ran out: its discard pile was shuffled into a new deck."""

    deck: str


@quick_init
@dataclass(frozen=True, slots=True)
class Protected(Event):
    """The zodiac spared ``player`` a loss (RULINGS.md §6); ``what`` names the loss."""

    player: int
    what: str
    source: str


@quick_init
@dataclass(frozen=True, slots=True)
class Bankrupt(Event):
    """A player could not pay (RULINGS.md §7)."""

    player: int
    tokens_returned: int
    from_day: int
    to_day: int
    source: str


@quick_init
@dataclass(frozen=True, slots=True)
class BankruptcyEnded(Event):
    """A bankrupt player received money and is solvent again."""

    player: int


@quick_init
@dataclass(frozen=True, slots=True)
class TurnsLost(Event):
    """A player will lose their next ``turns`` turns."""

    player: int
    turns: int
    source: str


@quick_init
@dataclass(frozen=True, slots=True)
class ExtraTurnsGained(Event):
    """A player will play ``turns`` extra turns."""

    player: int
    turns: int
    source: str


@quick_init
@dataclass(frozen=True, slots=True)
class TokenBought(Event):
    """A player bought a token from the bank."""

    player: int
    price: int


@quick_init
@dataclass(frozen=True, slots=True)
class DaysBought(Event):
    """A player bought days of progression."""

    player: int
    days: int
    price: int


@quick_init
@dataclass(frozen=True, slots=True)
class DaysPledged(Event):
    """An opponent offered days to the active player's pawn (0: declined)."""

    player: int
    target: int
    days: int
    price: int


@quick_init
@dataclass(frozen=True, slots=True)
class VacationPlayed(Event):
    """A player played a vacation card (``free``: from a Chance card)."""

    player: int
    free: bool = False


@quick_init
@dataclass(frozen=True, slots=True)
class VacationVoid(Event):
    """A free-vacation card did nothing (RULINGS.md §12): it follows the vacation rules.

    ``reason``: ``too_late`` (the pawn stands on or after the edition's
    ``vacation_before``, 15 November) or ``already`` (the player already went
    on vacation this turn).
    """

    player: int
    reason: str
    source: str


@quick_init
@dataclass(frozen=True, slots=True)
class Answered(Event):
    """A question, quiz, table question or vote was answered.

    ``kind``: ``question``, ``table``, ``quiz``, ``vote`` or ``fact`` (a
    profile fact the person had not answered: kept for the rest of the game);
    ``passed`` is the condition's value for the player.
    """

    player: int
    kind: str
    topic: str
    passed: bool
    answer: Any = None


@quick_init
@dataclass(frozen=True, slots=True)
class PlayerChosen(Event):
    """``player`` picked ``target`` for ``purpose`` (or it was the only one)."""

    player: int
    target: int
    purpose: str
    source: str


@quick_init
@dataclass(frozen=True, slots=True)
class NoTarget(Event):
    """An effect that needed another player found none (e.g. 23 January with no woman)."""

    player: int
    source: str


@quick_init
@dataclass(frozen=True, slots=True)
class PawnsSwapped(Event):
    """Two pawns swapped places (21 June, 1 April with two players).

    ``player_day`` and ``other_day`` are the squares ``player`` and ``other``
    stand on after the swap (each where the other stood before).
    """

    player: int
    other: int
    player_day: int
    other_day: int
    source: str


@quick_init
@dataclass(frozen=True, slots=True)
class PawnsRearranged(Event):
    """The opponents' pawns were rearranged (1 April): ``moves`` = ((player, from, to), …)."""

    player: int
    moves: tuple[tuple[int, int, int], ...]
    source: str


@quick_init
@dataclass(frozen=True, slots=True)
class ChoiceMade(Event):
    """A player chose option ``index`` of a ``choose`` entry.

    ``forced``: the player was not asked, since the other options were payments
    larger than what they hold (RULINGS.md §12, voluntary payments).
    """

    player: int
    index: int
    source: str
    forced: bool = False


@quick_init
@dataclass(frozen=True, slots=True)
class ChainStopped(Event):
    """A chain of landings was stopped by the loop guard (``max_chain`` of the edition)."""

    player: int


@quick_init
@dataclass(frozen=True, slots=True)
class FinishReached(Event):
    """A pawn reached 31 December: the game ends at once (RULINGS.md §5, §9)."""

    player: int
    second: int | None


@quick_init
@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """The final ranking: ``ranking`` = ((place, player, tokens, money), …), best first."""

    ranking: tuple[tuple[int, int, int, int], ...]


# --------------------------------------------------------------------------- house rules of the family of games
# (gameofyear.engine.variants; never emitted in a game that turned none of them on)


@quick_init
@dataclass(frozen=True, slots=True)
class LastDayReached(FinishReached):
    """A pawn reached the last day of a shorter game (``day``: 30 June or 31 March): the game ends at once.

    ``player`` and ``second`` are :class:`FinishReached`'s; ``day`` follows them.
    """

    day: int


@quick_init
@dataclass(frozen=True, slots=True)
class BetPlaced(Event):
    """``player`` bets ``stake`` (money units, paid to the bank) on dial sector ``sector`` of ``spinner``'s spin."""

    player: int
    spinner: int
    sector: int
    stake: int


@quick_init
@dataclass(frozen=True, slots=True)
class BetSettled(Event):
    """A bet is settled after the spin: ``won`` pays ``amount`` (the stake times the payout) from the bank."""

    player: int
    sector: int
    won: bool
    amount: int


@quick_init
@dataclass(frozen=True, slots=True)
class SavingsMoved(Event):
    """Money goes into a savings book (``amount`` > 0) or out of it (< 0, ``fee`` to the bank from the book);
    ``balance``: what the book holds after."""

    player: int
    amount: int
    fee: int
    balance: int


@quick_init
@dataclass(frozen=True, slots=True)
class LoanChanged(Event):
    """``player`` borrows ``loans`` loans (> 0) or repays them (< 0), ``amount`` money units;
    ``owed``: loans owed after; ``rescue``: taken so as not to go bankrupt."""

    player: int
    loans: int
    amount: int
    owed: int
    rescue: bool = False


@quick_init
@dataclass(frozen=True, slots=True)
class BooksClosed(Event):
    """At the end of the game: ``savings`` back into ``player``'s money, then ``debt`` (loans) taken
    from it; ``unpaid``: what the money did not cover (a bankruptcy, RULINGS.md §7)."""

    player: int
    savings: int
    debt: int
    unpaid: int


@quick_init
@dataclass(frozen=True, slots=True)
class CoupFourre(Event):
    """A kept card answered a Hazard card at once: the Hazard is cancelled and the bank gives ``tokens``."""

    player: int
    card: str
    tokens: int


@quick_init
@dataclass(frozen=True, slots=True)
class TeamsRanked(Event):
    """The ranking of teams of two: ``((place, player, partner, tokens, money), …)``, best first."""

    ranking: tuple[tuple[int, int, int, int, int], ...]
