"""Dialogs for the decisions a person takes, and the view of a drawn card (all importable from here).

:func:`make_decision_dialog` builds one :class:`DecisionDialog` per engine
decision kind (the machine widget handles ``SPIN``). A dialog shows the
question, who decides and what they hold, and offers only the legal options
of the :class:`~gameofyear.engine.Decision`; once the person answers,
``dialog.action`` holds one of ``decision.options`` (a tuple of texts for a
quiz), :attr:`DecisionDialog.action_chosen` is emitted and the dialog is
accepted. Nothing here changes the game.

A dialog sees only a :class:`DecisionContext`: the content, the deciding
player's own :class:`~gameofyear.engine.Observation` (their own lucky number
and nobody else's, RULINGS.md §11), names, pawn colours and the public
profiles (birthdays are public).

:func:`preview_text` tells what a square would do to a pawn (almanac,
quarter pay, birthdays, the decider's own lucky number); :class:`CardWidget`
and :class:`CardDialog` show a drawn Chance or Hazard card.

The dialogs live in modules of their own: :mod:`.dialogparts` (the context, the previews, the parts),
:mod:`.decisiondialog`, :mod:`.yesnodialogs`, :mod:`.daysdialogs`, :mod:`.pickdialogs` and :mod:`.carddialogs`.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QWidget,
)

from ..engine import Decision, DecisionKind
from .carddialogs import CardDialog, CardWidget
from .daysdialogs import BuyDaysDialog, ChooseNumberDialog, PledgeDialog
from .decisiondialog import DecisionDialog
from .dialogparts import (
    ALMANAC_FRAMES,
    COMPACT_BUTTON_HEIGHT,
    COMPACT_MARGINS,
    COMPACT_SPACING,
    DaysBox,
    DecisionContext,
    PawnDisc,
    SquarePreview,
    StripeFrame,
    WrappedCheckBox,
    frame_caption,
    preview_text,
    source_heading,
    square_title,
    zodiac_notes,
)
from .pickdialogs import (
    BetDialog,
    ChoiceDialog,
    ChoosePlayerDialog,
    LoansDialog,
    QuizDialog,
    RearrangeDialog,
    SavingsDialog,
)
from .yesnodialogs import (
    BuyTokenDialog,
    FactDialog,
    KeepCardDialog,
    QuestionDialog,
    QuizAttemptDialog,
    VacationDialog,
    VoteDialog,
    YesNoDialog,
)

_DIALOGS: dict[DecisionKind, type[DecisionDialog]] = {
    DecisionKind.BUY_TOKEN: BuyTokenDialog,
    DecisionKind.CHOOSE_NUMBER: ChooseNumberDialog,
    DecisionKind.BUY_DAYS: BuyDaysDialog,
    DecisionKind.VACATION: VacationDialog,
    DecisionKind.PLEDGE: PledgeDialog,
    DecisionKind.CHOOSE_PLAYER: ChoosePlayerDialog,
    DecisionKind.REARRANGE: RearrangeDialog,
    DecisionKind.QUESTION: QuestionDialog,
    DecisionKind.FACT: FactDialog,
    DecisionKind.TABLE_QUESTION: QuestionDialog,
    DecisionKind.QUIZ: QuizDialog,
    DecisionKind.QUIZ_ATTEMPT: QuizAttemptDialog,
    DecisionKind.VOTE: VoteDialog,
    DecisionKind.CHOICE: ChoiceDialog,
    DecisionKind.USE_KEEP_CARD: KeepCardDialog,
    DecisionKind.SAVINGS: SavingsDialog,
    DecisionKind.LOANS: LoansDialog,
    DecisionKind.BET: BetDialog,
}


def make_decision_dialog(decision: Decision, context: DecisionContext, parent: QWidget | None = None) -> DecisionDialog:
    """Build the dialog for a pending decision.

    Args:
        decision: the engine's pending decision (any kind but ``SPIN``).
        context: what the deciding player may see.
        parent: the parent widget.

    Returns:
        A dialog, not yet shown; after it is accepted, ``dialog.action`` is a legal answer.

    Raises:
        ValueError: ``SPIN`` (the machine widget answers it) or an unknown kind.
    """
    cls = _DIALOGS.get(decision.kind)
    if cls is None:
        raise ValueError(f"no dialog for a {decision.kind.value} decision")
    return cls(decision, context, parent)


# --------------------------------------------------------------------------- cards


__all__ = [
    "ALMANAC_FRAMES",
    "BetDialog",
    "BuyDaysDialog",
    "BuyTokenDialog",
    "COMPACT_BUTTON_HEIGHT",
    "COMPACT_MARGINS",
    "COMPACT_SPACING",
    "CardDialog",
    "CardWidget",
    "ChoiceDialog",
    "ChooseNumberDialog",
    "ChoosePlayerDialog",
    "DaysBox",
    "DecisionContext",
    "DecisionDialog",
    "FactDialog",
    "KeepCardDialog",
    "LoansDialog",
    "PawnDisc",
    "PledgeDialog",
    "QuestionDialog",
    "QuizAttemptDialog",
    "QuizDialog",
    "RearrangeDialog",
    "SavingsDialog",
    "SquarePreview",
    "StripeFrame",
    "VacationDialog",
    "VoteDialog",
    "WrappedCheckBox",
    "YesNoDialog",
    "frame_caption",
    "make_decision_dialog",
    "preview_text",
    "source_heading",
    "square_title",
    "zodiac_notes",
]
