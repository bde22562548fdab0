"""The coup-fourré asked out of turn: another player's Hazard card strikes a holder of a kept card
(house rule after 1000 Bornes, RULINGS.md §13; docs/VARIANTS.md).

The engine asks the holder a ``USE_KEEP_CARD`` decision whose ``subject`` is the player who drew
the Hazard card; the decision panel shows it like an offer of days, in the drawer's turn, with the
Hazard card and who drew it. Yes plays the kept card: the Hazard spares the holder and the bank
gives the coup-fourré's tokens. The kept card's dialog
(:class:`~gameofyear.ui.dialogs.KeepCardDialog`) asks :func:`is_parry` and takes its words from
:func:`parry_words` for such a decision; this module imports no dialog.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..engine.decisions import Decision, DecisionKind
from ..narrate import translate
from .wording import fill, plural


def is_parry(decision: Decision) -> bool:
    """True for a kept card asked against a Hazard card another player drew (the coup-fourré out of turn)."""
    return (decision.kind is DecisionKind.USE_KEEP_CARD and decision.subject is not None
            and decision.subject != decision.player)


@dataclass(frozen=True)
class ParryWords:
    """What the kept card's dialog says for a coup-fourré out of turn.

    Attributes:
        title: the question's heading.
        text: who drew the Hazard card, that it strikes the holder too, and what the parry wins.
        yes: the label of the button that plays the kept card.
        no: the label of the button that keeps it.
    """

    title: str
    text: str
    yes: str
    no: str


def parry_words(drawer: str, tokens: int) -> ParryWords:
    """Return the words of a coup-fourré out of turn, in the interface's language.

    Args:
        drawer: the name of the player who drew the Hazard card.
        tokens: the tokens the bank gives for a coup-fourré (``variants.yaml``).
    """
    text = plural("CoupFourreDialog", translate("CoupFourreDialog", "{drawer} drew this Hazard card, and it strikes "
                                                "you too. Play your kept card against it: it spares you, and the bank "
                                                "gives you %n token(s).", "", 1), tokens)
    return ParryWords(
        title=QCoreApplication.translate("CoupFourreDialog", "Coup-fourré?"),
        text=fill(text, drawer=drawer),
        yes=QCoreApplication.translate("CoupFourreDialog", "&Yes, coup-fourré!"),
        no=QCoreApplication.translate("KeepCardDialog", "&No, keep my card"),
    )
