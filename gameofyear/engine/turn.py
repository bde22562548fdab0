"""A turn in order and the board: spin, days, vacation, offers, moving, quarter ends, landing,
claims and the end (RULINGS.md §2–§5, §9)."""

from __future__ import annotations

from bisect import bisect_right

from ..dates import LAST_DAY, month_day
from . import events as ev
from .cards import CardRules
from .decisions import Decision, DecisionKind
from .quick import quick_maker
from .state import BANK, FACT_ANSWER, Claim, Context, Outcome

_REST_OF_TURN = frozenset({"buy_days", "vacation", "offer"})
"""The steps of a turn that a vacation ends (rulebook 4.f, RULINGS.md §12)."""

_TURN = (("buy_token",), ("spin",), ("buy_days",), ("vacation",), ("offer", 1, 0), ("turn_end",))
"""The steps of a turn (RULINGS.md §3)."""
_TURN_WITH_BETS = (("buy_token",), ("bets", 1), ("spin",), ("buy_days",), ("vacation",), ("offer", 1, 0), ("turn_end",))
"""The steps of a turn when some players bet on the machine (house rule): the bets come before the spin."""


_make_decision = quick_maker(Decision)
"""``Decision(...)``, made faster, for the decisions of every turn (pledges, dial numbers, days to buy)."""


class TurnRules(CardRules):
    """The steps of a turn, the pawns' moves and landings, claims and the end of the game."""

    def _t_turn_start(self) -> None:
        st = self.state
        p = st.active
        ps = st.players[p]
        self._new_chain()
        if st.answers:  # the answers of the moment go; a profile fact once answered stays (RULINGS.md §8)
            kept = {key: yes for key, yes in st.answers.items() if key[0] == FACT_ANSWER}
            st.answers.clear()
            st.answers.update(kept)
        if st.vacationed:
            st.vacationed = ()
        if ps.lost_turns > 0 and not st.extra_turn:
            ps.lost_turns -= 1
            self._events.append(ev.TurnSkipped(p))
            self.state.stack.append(("turn_end",))
            return
        st.turn += 1
        self._events.append(ev.TurnStarted(p, st.turn, st.extra_turn))
        self.state.stack.extend(self._turn)

    def _new_chain(self) -> None:
        """A new chain of resolution starts (a spin, bought or offered days, a turn)."""
        st = self.state
        st.chain = 0
        if st.broke:
            st.broke = ()

    def _t_buy_token(self) -> None:
        """RULINGS.md §3.2: once, at the start of the turn, if cash (and the book, §13) and the bank allow."""
        st = self.state
        p = st.active
        if self.spendable(p) >= self.content.edition.token_price and st.bank_tokens > 0:
            self._ask(self._token_offers[p], ("buy_token",))

    def _on_buy_token(self, yes: bool) -> None:
        if yes:
            p = self.state.active
            price = self.content.edition.token_price
            self._events.append(ev.TokenBought(p, price))
            self._pay(p, BANK, price, "token", voluntary=True)
            self._give_tokens(BANK, p, 1, "token")

    def _t_spin(self) -> None:
        self._ask(self._spins[self.state.active], ("spin",))

    def _on_spin(self, _: bool) -> None:
        """RULINGS.md §2: spin; colours go to the next square of that colour, numbers are chosen."""
        st = self.state
        p = st.active
        dial = self.content.edition.dial
        sector = st.rng.spin(len(dial))
        a, b = dial[sector]
        self._events.append(ev.DialSpun(p, sector, (a, b)))
        if st.extra is not None and st.extra.bets:
            self._settle_bets(sector)
        self._new_chain()
        pos = st.players[p].position
        if isinstance(a, str):
            days = self.content.red_days if a == "red" else self.content.blue_days
            i = bisect_right(days, pos)
            target = days[i] if i < len(days) else LAST_DAY
            self.state.stack.append(("move", p, target, True, "spin", "dial"))
        elif isinstance(b, str):  # pragma: no cover - the schema pairs numbers with numbers
            raise TypeError(f"dial sector {sector} mixes a number and a colour")
        elif a == b or pos >= self.smaller_from:
            number = min(a, b)
            self._events.append(ev.NumberChosen(p, number, forced=a != b))
            self.state.stack.append(("move", p, min(pos + number, LAST_DAY), True, "spin", "dial"))
        else:
            self._ask(_make_decision(DecisionKind.CHOOSE_NUMBER, p, (a, b)), ("choose_number",))

    def _on_choose_number(self, number: int) -> None:
        p = self.state.active
        self._events.append(ev.NumberChosen(p, number))
        pos = self.state.players[p].position
        self.state.stack.append(("move", p, min(pos + number, LAST_DAY), True, "spin", "dial"))

    def _t_buy_days(self) -> None:
        """RULINGS.md §3.4: on a plain square, outside December, once, what one can pay."""
        st = self.state
        p = st.active
        ps = st.players[p]
        price = self.content.edition.day_price
        money = self.spendable(p)
        if self.illustrated[ps.position] or ps.position >= self.no_buying_from or money < price:
            return
        most = min(money // price, self.last_day - ps.position)
        if most > 0:
            self._ask(_make_decision(DecisionKind.BUY_DAYS, p, range(0, most + 1)), ("buy_days",))

    def _on_buy_days(self, days: int) -> None:
        if days:
            st = self.state
            p = st.active
            price = days * self.content.edition.day_price
            self._events.append(ev.DaysBought(p, days, price))
            self._pay(p, BANK, price, "days", voluntary=True)
            self._new_chain()
            self.state.stack.append(("move", p, min(st.players[p].position + days, LAST_DAY), True, "bought", "days"))

    def _t_vacation(self) -> None:
        """RULINGS.md §3.5: one vacation card, before 15 November, if no vacation was taken this turn (§12)."""
        st = self.state
        p = st.active
        ps = st.players[p]
        if ps.vacation_cards > 0 and ps.position < self.vacation_limit and p not in st.vacationed:
            self._ask(self._vacation_offers[p], ("vacation",))

    def _on_vacation(self, yes: bool) -> None:
        if yes:
            st = self.state
            p = st.active
            st.players[p].vacation_cards -= 1
            self._events.append(ev.VacationPlayed(p))
            self._go_on_vacation(p, "vacation")

    def _go_on_vacation(self, p: int, source: str) -> None:
        """Move ``p`` the edition's vacation days with the vacation rules (RULINGS.md §3.5, §4.3, §12).

        The vacation is the turn's one vacation; in the player's own turn it
        ends the turn (rulebook 4.f, ``vacation_ends_turn``): no days are
        bought, played or offered after it.
        """
        st = self.state
        st.vacationed = (*st.vacationed, p)
        if p == st.active and self.content.edition.vacation_ends_turn:
            st.stack[:] = [t for t in st.stack if t[0] not in _REST_OF_TURN]
        target = min(st.players[p].position + self.content.edition.vacation_days, LAST_DAY)
        self.state.stack.append(("move", p, target, False, "vacation", source))

    def _t_offer(self, k: int, total: int) -> None:
        """RULINGS.md §3.6: each opponent in turn order may pledge days; then one move."""
        st = self.state
        p = st.active
        pos = st.players[p].position
        if k == 1 and self.illustrated[pos]:
            return
        n = len(st.order)
        price = self.content.edition.day_price
        partners = self.partners
        while k < n:
            o = st.order[(st.turn_pos + k) % n]
            if partners is not None and partners[o] == p:
                k += 1  # teams of two: nobody offers days to push a partner (house rule)
                continue
            most = min(self.spendable(o) // price, self.last_day - pos - total)
            if most > 0:
                st.pending = _make_decision(DecisionKind.PLEDGE, o, range(0, most + 1), p, None, "turn", (total,))
                st.cont = ("pledge", k, total)
                return
            k += 1
        if total > 0:
            self._new_chain()
            self.state.stack.append(("move", p, min(pos + total, LAST_DAY), True, "offered", "pledge"))

    def offer_round(self) -> tuple[int, ...]:
        """The players still to be asked in the offer round under way, after the one asked now (RULINGS.md §3.6).

        While a PLEDGE is pending: the later opponents in turn order who could
        pay for one day now (as the offer round asks them: nobody pushes a
        partner in teams), in the order they will be asked. What the pending
        pledger and those before them offer may leave a later one no day to
        offer (the pawn at the last day): then that one is not asked. Empty
        when no PLEDGE is pending. Public: money, order and positions are.
        """
        st = self.state
        decision, cont = st.pending, st.cont
        if decision is None or decision.kind is not DecisionKind.PLEDGE or not cont or cont[0] != "pledge":
            return ()
        p, k, n = st.active, int(cont[1]), len(st.order)
        price = self.content.edition.day_price
        later = [st.order[(st.turn_pos + j) % n] for j in range(k + 1, n)]
        return tuple(o for o in later if (self.partners is None or self.partners[o] != p)
                     and self.spendable(o) >= price)

    def _on_pledge(self, days: int, k: int, total: int) -> None:
        st = self.state
        n = len(st.order)
        o = st.order[(st.turn_pos + k) % n]
        price = days * self.content.edition.day_price
        self._events.append(ev.DaysPledged(o, st.active, days, price))
        if days:
            self._pay(o, BANK, price, "pledge", voluntary=True)
        self.state.stack.append(("offer", k + 1, total + days))

    def _t_turn_end(self) -> None:
        """RULINGS.md §3.7: extra turns follow at once; otherwise the next player in order."""
        st = self.state
        p = st.active
        self._events.append(ev.TurnEnded(p))
        ps = st.players[p]
        if ps.extra_turns > 0:
            ps.extra_turns -= 1
            st.extra_turn = True
        else:
            st.extra_turn = False
            st.turn_pos = (st.turn_pos + 1) % len(st.order)
            st.active = st.order[st.turn_pos]
        self.state.stack.append(("turn_start",))

    # ------------------------------------------------------------------ movement (§4, §5)

    def _t_move(self, p: int, target: int, almanac: bool, cause: str, source: str) -> None:
        """Move a pawn, paying passing effects, then resolve the landing."""
        st = self.state
        ps = st.players[p]
        start = ps.position
        # RULINGS.md §13: a pawn a bankruptcy put on a quarter's last day has not passed it yet
        first = start if st.unpassed and p in st.unpassed else start + 1
        self._pawn_leaves(p)
        if target > self.last_day:
            target = self.last_day  # a shorter game ends on its last day (house rule)
        ps.position = target
        st.arrival_counter += 1
        ps.arrival = st.arrival_counter
        self._events.append(ev.PawnMoved(p, start, target, cause, source))
        passed = False
        if target > start:
            for qi, qday in enumerate(self.content.quarter_days):
                if first <= qday <= target:
                    self._pass_quarter(p, qi, qday)
                    passed = True
            if target == self.last_day:
                self._finish(p)
                return
        self.state.stack.append(("land", p, almanac and p == st.active))
        if passed and self.variants.savings:
            self._push(("bank_loans", p), ("bank_savings", p))

    def _pass_quarter(self, p: int, qi: int, qday: int) -> None:
        """RULINGS.md §5: 400 every time; 3 and 2 tokens to the first two players ever."""
        st = self.state
        ed = self.content.edition
        passers = st.quarter_passers[qi]
        tokens = 0
        rank = None
        if p not in passers and len(passers) < len(ed.quarter_bonus_tokens):
            passers.append(p)
            rank = len(passers)
            tokens = min(ed.quarter_bonus_tokens[rank - 1], st.bank_tokens)
        self._events.append(ev.QuarterPassed(p, qday, ed.quarter_pay, tokens, rank))
        self._receive(p, ed.quarter_pay, BANK, "quarter")
        if tokens:
            self._give_tokens(BANK, p, tokens, "quarter")
        if self.variants.savings:
            self._quarter_interest(p)

    def _t_land(self, p: int, almanac: bool) -> None:
        """RULINGS.md §4: personal squares first, then the almanac (active player's own moves)."""
        st = self.state
        pos = st.players[p].position
        self._personal(p, pos)
        square = self.content.squares[pos]
        if not almanac or square.frame not in ("red", "blue", "double_blue", "half"):
            return
        st.chain += 1
        if st.chain > self.content.edition.max_chain:
            self._events.append(ev.ChainStopped(p))
            return
        st.landing_counter += 1
        self._events.append(ev.AlmanacRead(p, pos))
        source = "almanac:" + square.date
        if square.frame == "double_blue":
            if self.is_protected(p, "double_blue"):
                self._events.append(ev.Protected(p, "token", "double_blue"))
            elif st.players[p].tokens:
                self._give_tokens(p, BANK, 1, "double_blue")
        if square.effects:
            self.state.stack.append(("effects", p, square.effects, 0, Context("almanac", source, st.landing_counter)))

    def _personal(self, p: int, pos: int) -> None:
        """Birthdays, then lucky numbers (RULINGS.md §4.1).

        A bankruptcy on one of them cancels what ``p`` still owes; what is due
        to ``p`` is still paid and the square's entry goes on (RULINGS.md §13).

        With manual claims (RULINGS.md §4, house rule) the sums are not paid
        but become claims that the creditor must make while the pawn stays.
        """
        st = self.state
        day = month_day(pos)[1]
        if pos not in self.birthdays and day not in [ps.lucky_number for ps in st.players]:
            return  # nobody's birthday, nobody's lucky number: nothing is due
        n = len(st.players)
        others = [q for q in (st.order[(st.turn_pos + k) % n] for k in range(n)) if q != p]
        ed = self.content.edition
        dues: list[tuple[int | None, int, int, str]] = []
        if self.birthdays[p] == pos:
            dues += [(q, p, ed.birthday_pay, "birthday") for q in others]
        dues += [(p, q, ed.birthday_pay, "birthday") for q in others if self.birthdays[q] == pos]
        if st.players[p].lucky_number == day:
            dues.append((BANK, p, ed.lucky_number_pay, "lucky_number"))
        dues += [(p, q, ed.lucky_number_pay, "lucky_number") for q in others if st.players[q].lucky_number == day]
        manual = self.claims == "manual"
        for debtor, creditor, amount, source in dues:
            if debtor is not BANK and self.is_protected(debtor, "personal"):
                self._events.append(ev.Protected(debtor, "money", source))
            elif manual:
                st.claim_counter += 1
                st.claims.append(Claim(st.claim_counter, creditor, debtor, amount, source, p, pos))
            elif debtor is BANK:
                self._receive(creditor, amount, BANK, source)
            else:
                self._pay(debtor, creditor, amount, source)

    def _finish(self, p: int) -> None:
        """RULINGS.md §9: 6 tokens to the first, 3 to the pawn in second position; rank."""
        st = self.state
        ed = self.content.edition
        others = [q for q in range(len(st.players)) if q != p]
        second = None
        if others:
            second = max(others, key=lambda q: (st.players[q].position, -st.players[q].arrival))
        if self.last_day == LAST_DAY:
            self._events.append(ev.FinishReached(p, second))
        else:
            self._events.append(ev.LastDayReached(p, second, self.last_day))
        for rank, q in enumerate((p, second)):
            if q is not None and rank < len(ed.finish_bonus_tokens):
                count = min(ed.finish_bonus_tokens[rank], st.bank_tokens)
                if count:
                    self._give_tokens(BANK, q, count, "finish")
        if self.variants.savings:
            self._close_books()
        keyed = sorted(range(len(st.players)), key=lambda q: (-st.players[q].tokens, -st.players[q].money, q))
        ranking: list[tuple[int, int, int, int]] = []
        for i, q in enumerate(keyed):
            ps = st.players[q]
            if i and (ps.tokens, ps.money) == (ranking[-1][2], ranking[-1][3]):
                place = ranking[-1][0]
            else:
                place = i + 1
            ranking.append((place, q, ps.tokens, ps.money))
        st.outcome = Outcome(tuple(ranking), p, second)
        st.finished = True
        st.stack.clear()
        st.pending = None
        st.cont = None
        if self.partners is not None:
            self._events.append(ev.TeamsRanked(self.team_ranking()))
        self._events.append(ev.GameOver(st.outcome.ranking))
