"""The decks: drawing a card, kept cards and the coup-fourré (RULINGS.md §10, §12, §13)."""

from __future__ import annotations

from typing import Any

from . import events as ev
from .decisions import YES_NO, Decision, DecisionKind
from .effects import EffectRules
from .state import BANK, Context


class CardRules(EffectRules):
    """Drawing cards, playing a kept card against a Hazard, the coup-fourré's parry out of turn."""

    def _t_draw(self, p: int, deck: str, ctx: Context) -> None:
        st = self.state
        pile = st.piles[deck]
        if not pile:
            discard = st.discards[deck]
            if not discard:
                return
            pile.extend(discard)
            discard.clear()
            st.rng.shuffle_deck(deck, pile)
            self._events.append(ev.DeckReshuffled(deck))
        card_id = pile.pop()
        card = self.content.cards[card_id]
        self._events.append(ev.CardDrawn(p, deck, card_id, ctx.source))
        if card.keep is not None:
            st.players[p].keep_cards.append(card_id)
            self._events.append(ev.CardKept(p, card_id))
            return
        if (deck == "hazard" and st.players[p].keep_cards
                and self._strikes(p, card.effects, Context("hazard", "card:" + card_id, ctx.landing))):
            self._ask(
                Decision(DecisionKind.USE_KEEP_CARD, p, YES_NO, topic=card_id, source="card:" + card_id),
                ("keep", p, card_id, ctx),
            )
            return
        self._play_card(p, card_id, ctx)

    def _on_keep(self, yes: bool, p: int, card_id: str, ctx: Context) -> None:
        if yes:
            self.state.discards["hazard"].append(card_id)
            self._use_keep_card(p, card_id)
        else:
            self._play_card(p, card_id, ctx)

    def _use_keep_card(self, p: int, card_id: str) -> None:
        """``p`` plays a kept card against the Hazard ``card_id`` (RULINGS.md §12); with the coup-fourré
        house rule the bank also gives tokens (§13: only ever asked for a Hazard that really strikes)."""
        st = self.state
        keep = st.players[p].keep_cards.pop(0)
        st.discards[self.content.cards[keep].deck].append(keep)
        self._events.append(ev.HazardCancelled(p, card_id, keep))
        if self.variants.coup_fourre and self.rules is not None:
            tokens = min(self.rules.coup_fourre_tokens, st.bank_tokens)
            self._events.append(ev.CoupFourre(p, card_id, tokens))
            self._give_tokens(BANK, p, tokens, "coup_fourre")

    def _t_parry(self, q: int, drawer: int, effects: tuple[Any, ...], ctx: Context) -> None:
        """A Hazard card's effects for one player (``for_each_player``): a holder may parry them first."""
        if not self._parry_asked(q, drawer, effects, ctx, ("parry", q, effects, ctx)):
            self.state.stack.append(("effects", q, effects, 0, ctx))

    def _on_parry(self, yes: bool, q: int, effects: tuple[Any, ...], ctx: Context) -> None:
        if yes:
            self._use_keep_card(q, ctx.source.removeprefix("card:"))
        else:
            self.state.stack.append(("effects", q, effects, 0, ctx))

    def _on_parry_target(self, yes: bool, q: int, p: int, effect: Any, ctx: Context) -> None:
        if yes:
            self._use_keep_card(q, ctx.source.removeprefix("card:"))
        else:
            self._hit_target(q, p, effect, ctx)

    def _play_card(self, p: int, card_id: str, ctx: Context) -> None:
        card = self.content.cards[card_id]
        self.state.discards[card.deck].append(card_id)
        self.state.stack.append(("effects", p, card.effects, 0, Context(card.deck, "card:" + card_id, ctx.landing)))
