"""The house rules of the family of games in play: bets, the savings book and loans, teams
(docs/VARIANTS.md; the names and switches are :mod:`.variants`)."""

from __future__ import annotations

from . import events as ev
from .decisions import Decision, DecisionKind
from .money import MoneyRules
from .state import BANK


class HouseRules(MoneyRules):
    """Bets on the machine, the savings book and loans, the teams' ranking (house rules)."""

    def book(self, player: int) -> tuple[int, int]:
        """Return ``(savings, loans)``: the money units in ``player``'s savings book and the loans they owe
        (both 0 without the savings house rule). Public facts, like money."""
        extra = self.state.extra
        if extra is None:
            return (0, 0)
        return (extra.savings[player], extra.loans[player])

    def team_ranking(self) -> tuple[tuple[int, int, int, int, int], ...]:
        """Return the teams of two ranked by their tokens added up, then their money:
        ``((place, player, partner, tokens, money), …)`` best first, the lower seat first in each team
        (house rule, 1000 Bornes); equal tokens and money share a place. Empty without teams."""
        if self.partners is None:
            return ()
        players = self.state.players
        teams = sorted({(min(i, j), max(i, j)) for i, j in enumerate(self.partners)})
        totals = [(a, b, players[a].tokens + players[b].tokens, players[a].money + players[b].money) for a, b in teams]
        totals.sort(key=lambda team: (-team[2], -team[3], team[0]))
        ranking: list[tuple[int, int, int, int, int]] = []
        for i, (a, b, tokens, money) in enumerate(totals):
            tied = ranking and (tokens, money) == (ranking[-1][3], ranking[-1][4])
            ranking.append((ranking[-1][0] if tied else i + 1, a, b, tokens, money))
        return tuple(ranking)

    def _t_bets(self, k: int) -> None:
        """Bets on the machine (house rule, The Game of Life): before the spin, each other player
        who bets, in turn order, may put the edition's stake on one sector, if they hold it."""
        st = self.state
        assert self.rules is not None
        stake = self.rules.bets.stake
        n = len(st.order)
        while k < n:
            o = st.order[(st.turn_pos + k) % n]
            ps = st.players[o]
            if o in self.bettors and self.spendable(o) >= stake and not ps.bankrupt:
                self._ask(Decision(DecisionKind.BET, o, range(0, len(self.content.edition.dial) + 1),
                                   subject=st.active, info=(stake, self.rules.bets.payout)), ("bet", k))
                return
            k += 1

    def _on_bet(self, sector: int, k: int) -> None:
        st = self.state
        assert st.extra is not None and self.rules is not None
        o = st.order[(st.turn_pos + k) % len(st.order)]
        if sector:
            stake = self.rules.bets.stake
            self._events.append(ev.BetPlaced(o, st.active, sector - 1, stake))
            self._pay(o, BANK, stake, "bet", voluntary=True)
            st.extra.bets = (*st.extra.bets, (o, sector - 1))
        self.state.stack.append(("bets", k + 1))

    def _settle_bets(self, sector: int) -> None:
        """The bank pays the stake times the payout to each bet on the sector that came up; the others lose it."""
        extra = self.state.extra
        assert extra is not None and self.rules is not None
        bets, extra.bets = extra.bets, ()
        prize = self.rules.bets.stake * self.rules.bets.payout
        for player, on in bets:
            won = on == sector
            self._events.append(ev.BetSettled(player, on, won, prize if won else 0))
            if won:
                self._receive(player, prize, BANK, "bet")

    def _quarter_interest(self, p: int) -> None:
        """Savings house rule, at a quarter end passed: the bank pays the book's interest (rounded down),
        then ``p`` pays the interest of each loan owed (Jour de Paye's payday, steps 2 and 3)."""
        extra = self.state.extra
        assert extra is not None and self.rules is not None
        rules = self.rules.savings
        interest = extra.savings[p] * rules.interest_percent // 100
        if interest:
            self._receive(p, interest, BANK, "savings_interest")
        if extra.loans[p] and rules.loan_interest:
            self._pay(p, BANK, extra.loans[p] * rules.loan_interest, "loan_interest")

    def _t_bank_loans(self, p: int) -> None:
        """Savings house rule, at a quarter end passed: borrow loans (up to the most) or repay some."""
        extra = self.state.extra
        assert extra is not None and self.rules is not None
        rules = self.rules.savings
        money = self.state.players[p].money
        repay = min(extra.loans[p], money // rules.loan)
        borrow = rules.max_loans - extra.loans[p]
        if repay or borrow > 0:
            self._ask(Decision(DecisionKind.LOANS, p, range(-repay, borrow + 1), source="quarter",
                               info=(money, extra.loans[p], rules.loan, rules.loan_interest, rules.max_loans)),
                      ("loans", p))

    def _on_loans(self, loans: int, p: int) -> None:
        if loans:
            self._change_loans(p, loans)

    def _change_loans(self, p: int, loans: int, rescue: bool = False) -> None:
        """Borrow ``loans`` loans (> 0) or repay them (< 0, from money held)."""
        extra = self.state.extra
        assert extra is not None and self.rules is not None
        amount = abs(loans) * self.rules.savings.loan
        extra.loans[p] += loans
        self._events.append(ev.LoanChanged(p, loans, amount, extra.loans[p], rescue))
        if loans > 0:
            self._receive(p, amount, None, "loan")
        else:
            self.state.players[p].money -= amount

    def _t_bank_savings(self, p: int) -> None:
        """Savings house rule, at a quarter end passed: pay steps into the book, or take some out
        (the flat fee is taken from the book too, so a withdrawal never costs more than it holds)."""
        extra = self.state.extra
        assert extra is not None and self.rules is not None
        rules = self.rules.savings
        money = self.state.players[p].money
        deposit = money // rules.step
        withdraw = max(0, (extra.savings[p] - rules.withdrawal_fee) // rules.step)
        if deposit or withdraw:
            self._ask(Decision(DecisionKind.SAVINGS, p, range(-withdraw, deposit + 1), source="quarter",
                               info=(money, extra.savings[p], rules.step, rules.withdrawal_fee)),
                      ("savings", p))

    def _on_savings(self, steps: int, p: int) -> None:
        if steps:
            assert self.rules is not None
            amount = steps * self.rules.savings.step
            self._move_savings(p, amount)

    def _move_savings(self, p: int, amount: int) -> None:
        """Pay ``amount`` into ``p``'s book (> 0) or take it out (< 0, the fee taken from the book too)."""
        extra = self.state.extra
        assert extra is not None and self.rules is not None
        ps = self.state.players[p]
        fee = self.rules.savings.withdrawal_fee if amount < 0 else 0
        extra.savings[p] += amount - fee
        self._events.append(ev.SavingsMoved(p, amount, fee, extra.savings[p]))
        if amount > 0:
            ps.money -= amount
        else:
            self._receive(p, -amount, None, "savings")

    def _raise_cash(self, p: int, amount: int, loans: bool = True) -> None:
        """Savings house rule: a player who cannot pay ``amount`` first takes what is missing out of the
        book (with the fee), then borrows whole loans, instead of going bankrupt — when together they cover
        it; otherwise nothing is taken and the bankruptcy of RULINGS.md §7 follows. ``loans`` False: the book
        alone (a voluntary payment, §13)."""
        extra = self.state.extra
        assert extra is not None and self.rules is not None
        rules = self.rules.savings
        need = amount - self.state.players[p].money
        from_book = max(0, extra.savings[p] - rules.withdrawal_fee)
        if need > from_book + ((rules.max_loans - extra.loans[p]) * rules.loan if loans else 0):
            return
        taken = min(need, from_book)
        if taken:
            self._move_savings(p, -taken)
            need -= taken
        if need > 0:
            self._change_loans(p, -(-need // rules.loan), rescue=True)

    def _close_books(self) -> None:
        """Savings house rule, at the end: each book goes back into its owner's money, then every loan is
        taken from it; a debt the money does not cover is a bankruptcy: half the tokens back (RULINGS.md §7)."""
        st = self.state
        extra = st.extra
        assert extra is not None and self.rules is not None
        for p in st.order:
            savings, loans = extra.savings[p], extra.loans[p]
            if not savings and not loans:
                continue
            ps = st.players[p]
            ps.money += savings
            debt = loans * self.rules.savings.loan
            paid = min(debt, ps.money)
            ps.money -= paid
            extra.savings[p] = extra.loans[p] = 0
            self._events.append(ev.BooksClosed(p, savings, debt, debt - paid))
            if debt > paid:
                returned = (ps.tokens + 1) // 2
                if returned:
                    self._give_tokens(p, BANK, returned, "bankruptcy")
