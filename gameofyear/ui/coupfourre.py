"""The coup-fourré asked out of turn: another player's Hazard card strikes a holder of a kept card
(house rule after 1000 Bornes, RULINGS.md §13; docs/VARIANTS.md).

The engine asks the holder a ``USE_KEEP_CARD`` decision whose ``subject`` is the player who drew
the Hazard card; the decision panel shows it like an offer of days, in the drawer's turn, with the
Hazard card and who drew it. Yes plays the kept card: the Hazard spares the holder and the bank
gives the coup-fourré's tokens. :func:`~gameofyear.ui.dialogs.make_decision_dialog` chooses
:class:`CoupFourreDialog` for such a decision.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from ..engine.decisions import Decision, DecisionKind
from . import theme
from .dialogs import CardWidget, DecisionContext, YesNoDialog
from .wording import fill


def is_parry(decision: Decision) -> bool:
    """True for a kept card asked against a Hazard card another player drew (the coup-fourré out of turn)."""
    return (decision.kind is DecisionKind.USE_KEEP_CARD and decision.subject is not None
            and decision.subject != decision.player)


class CoupFourreDialog(YesNoDialog):
    """USE_KEEP_CARD out of turn: parry another player's Hazard card with a kept card (RULINGS.md §13).

    Shows the Hazard card with the name of the player who drew it, says that it strikes the
    holder too and what the parry wins (the coup-fourré's tokens, from ``variants.yaml``).

    Args:
        decision: a ``USE_KEEP_CARD`` decision whose ``subject`` is the drawer.
        context: what the holder may see.
        parent: the parent widget.
    """

    buttons_may_stand_beside = False

    default_yes = True

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        drawer = context.names[decision.subject if decision.subject is not None else self.player]
        rules = context.content.variant_rules
        tokens = rules.coup_fourre_tokens if rules is not None else 0
        self.set_title(self.tr("Coup-fourré?"))
        row = QHBoxLayout()
        row.setSpacing(20)
        self.card = CardWidget(context.texts, decision.topic or "", drawer)
        row.addWidget(self.card, 0, Qt.AlignmentFlag.AlignTop)
        self.text = QLabel(fill(self.tr("{drawer} drew this Hazard card, and it strikes you too. Play your kept "
                                        "card against it: it spares you, and the bank gives you %n token(s).",
                                        "", tokens), drawer=drawer))
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        self.text.setFont(theme.font(12.5))
        self.text.setMinimumWidth(220)
        row.addWidget(self.text, 1, Qt.AlignmentFlag.AlignVCenter)
        self.body.addLayout(row)

    def yes_text(self) -> str:
        """``Yes, coup-fourré!``."""
        return self.tr("&Yes, coup-fourré!")

    def no_text(self) -> str:
        """``No, keep my card`` (the words of the kept card asked in one's own turn)."""
        return QCoreApplication.translate("KeepCardDialog", "&No, keep my card")
