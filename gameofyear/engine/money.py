"""Money and tokens: receiving, paying, bankruptcy and the bank's tokens (RULINGS.md §7, §13)."""

from __future__ import annotations

from ..dates import end_of_previous_month
from . import events as ev
from .base import RulesBase
from .state import BANK

_PLACED = frozenset({"land", "move"})
"""Tasks that move or land a pawn: dropped for a player who goes bankrupt, whom the bankruptcy placed
(RULINGS.md §13: what is still due to him in the chain goes on, his payments are cancelled)."""


class MoneyRules(RulesBase):
    """Payments, bankruptcy and tokens (RULINGS.md §7): the layer every other rule pays through."""

    def _receive(self, p: int, amount: int, payer: int | None, source: str) -> None:
        ps = self.state.players[p]
        ps.money += amount
        if payer is BANK:
            self._events.append(ev.MoneyPaid(BANK, p, amount, amount, source))
            if source == "lucky_number":  # paid in front of everybody: known to all from now on (§13)
                ps.lucky_shown = True
        if ps.bankrupt and amount > 0:
            ps.bankrupt = False
            self._events.append(ev.BankruptcyEnded(p))

    def _pay(self, payer: int, payee: int | None, amount: int, source: str, voluntary: bool = False) -> bool:
        """Make ``payer`` pay ``amount`` to ``payee`` (None: the bank).

        ``voluntary``: spending the payer chose (days, a token, a pledge, a bet, an option of a
        choice): with the savings house rule it may come from the book, never from a loan (§13).

        Returns:
            False when the payer could not pay and went bankrupt (their chain stops).

        RULINGS.md §7: a bankrupt player pays nothing; one who cannot pay pays
        all they hold and goes bankrupt.
        """
        ps = self.state.players[payer]
        if source == "lucky_number" and payee is not BANK:  # the payment names whose number it is (§4.1, §13)
            self.state.players[payee].lucky_shown = True
        if ps.bankrupt or payer in self.state.broke:
            # a bankrupt player pays nothing, and nothing more in the chain that broke them (§7)
            self._events.append(ev.MoneyPaid(payer, payee, 0, amount, source))
            return True
        if ps.money < amount and self.variants.savings:
            self._raise_cash(payer, amount, loans=not voluntary)
        if ps.money >= amount:
            ps.money -= amount
            self._events.append(ev.MoneyPaid(payer, payee, amount, amount, source))
            if payee is not BANK:
                self._receive(payee, amount, payer, source)
            return True
        paid = ps.money
        ps.money = 0
        self._events.append(ev.MoneyPaid(payer, payee, paid, amount, source))
        if payee is not BANK and paid:
            self._receive(payee, paid, payer, source)
        self._bankrupt(payer, source)
        return False

    def _bankrupt(self, p: int, source: str) -> None:
        """RULINGS.md §7: half the tokens (rounded up) back, back to the end of last month.

        RULINGS.md §13: the rest of the chain goes on for him — what is due to him is
        received, the cards due are drawn — but he pays nothing more in it
        (:attr:`GameState.broke`) and no movement of it applies to him.
        """
        st = self.state
        ps = st.players[p]
        returned = (ps.tokens + 1) // 2
        ps.tokens -= returned
        st.bank_tokens += returned
        start = ps.position
        self._pawn_leaves(p)
        ps.position = end_of_previous_month(start)
        st.arrival_counter += 1
        ps.arrival = st.arrival_counter
        ps.bankrupt = True
        st.broke = (*st.broke, p)
        if ps.position in self.content.quarter_days:  # not passed yet (RULINGS.md §13)
            st.unpassed = (*st.unpassed, p)
        self._events.append(ev.Bankrupt(p, returned, start, ps.position, source))
        if returned:
            self._events.append(ev.TokensMoved(p, BANK, returned, "bankruptcy"))
        st.stack[:] = [t for t in st.stack if not (t[0] in _PLACED and t[1] == p)]

    def _give_tokens(self, giver: int | None, taker: int | None, count: int, source: str) -> int:
        """Move up to ``count`` tokens; a bank or player with fewer gives what it has (§7, clarification 6)."""
        st = self.state
        held = st.bank_tokens if giver is BANK else st.players[giver].tokens
        count = min(count, held)
        if count <= 0:
            return 0
        if giver is BANK:
            st.bank_tokens -= count
        else:
            st.players[giver].tokens -= count
        if taker is BANK:
            st.bank_tokens += count
        else:
            st.players[taker].tokens += count
        self._events.append(ev.TokensMoved(giver, taker, count, source))
        return count

    def spendable(self, player: int) -> int:
        """Return the money units ``player`` can spend of their own will: cash, and with the savings house
        rule what the book can give after the withdrawal fee (RULINGS.md §13; no loan for such spending)."""
        money = self.state.players[player].money
        extra = self.state.extra
        if extra is None or not self.variants.savings or self.rules is None:
            return money
        return money + max(0, extra.savings[player] - self.rules.savings.withdrawal_fee)
