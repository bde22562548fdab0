"""The decisions answered yes or no: buying a token, a vacation, a question, a profile fact, a quiz
attempt, a vote, a kept card.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QBoxLayout,
    QHBoxLayout,
    QLabel,
    QWidget,
)

from ..dates import LAST_DAY
from ..engine import Decision, DecisionKind
from ..narrate import day_name
from . import theme
from .carddialogs import CardWidget
from .decisiondialog import DecisionDialog, quote_box
from .dialogparts import DecisionContext, SquarePreview
from .language import log_tr
from .wording import fill


class YesNoDialog(DecisionDialog):
    """A yes/no decision: a question, two big buttons; Escape answers no.

    Args:
        decision: a decision with options ``(True, False)``.
        context: what the dialog may show.
        parent: the parent widget.
    """

    default_yes = False
    """Whether Yes is the default (safe) button; subclasses set it."""

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        self.no_button = self.add_button(self.no_text(), False, default=not self.default_yes)
        self.yes_button = self.add_button(self.yes_text(), True, default=self.default_yes)
        self.button_row.insertStretch(0, 1)
        self.set_escape_action(False)
        (self.yes_button if self.default_yes else self.no_button).setFocus()

    def yes_text(self) -> str:
        """The label of the Yes button."""
        return self.tr("&Yes")

    def no_text(self) -> str:
        """The label of the No button."""
        return self.tr("&No")


class BuyTokenDialog(YesNoDialog):
    """BUY_TOKEN: buy one token from the bank at the start of the turn (RULINGS.md §3.2)."""

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        self._price = context.content.format_money(context.content.edition.token_price)
        super().__init__(decision, context, parent)
        self.set_title(self.tr("Buy a token?"))
        self.add_text(fill(self.tr("Buy a day to mark with a white cross for {price}? Tokens decide who has had "
                              "the best year."), price=self._price))
        bank = context.observation.bank_tokens
        self.add_text(self.tr("The bank has %n token(s) left.", "", bank), soft=True, size=11)

    def yes_text(self) -> str:
        """``Yes, buy it (500 F)``."""
        return fill(self.tr("&Yes, buy it ({price})"), price=self._price)

    def no_text(self) -> str:
        """``No, thanks``."""
        return self.tr("&No, thanks")


class VacationDialog(YesNoDialog):
    """VACATION: play a vacation card, 14 days forward; the almanac does not apply (RULINGS.md §3.5)."""

    def holdings_text(self) -> str:
        """Money, tokens and vacation cards."""
        return self.holdings(vacation=True)

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        ed = context.content.edition
        position = context.observation.players[self.player].position
        target = min(position + ed.vacation_days, LAST_DAY)
        self.target = target
        self.set_title(self.tr("Go on vacation?"))
        self.add_text(fill(self.tr("Play a vacation card to advance %n day(s), from {start} to {end}. "
                                   "The almanac does not apply there.", "", ed.vacation_days), start=day_name(position, log_tr), end=day_name(target, log_tr)))
        self.preview = SquarePreview()
        self.preview.set_square(context.texts, target, self.player, context, almanac=False, from_day=position)
        self.body.addWidget(self.preview)

    def yes_text(self) -> str:
        """``Yes, go on vacation``."""
        return self.tr("&Yes, go on vacation")

    def no_text(self) -> str:
        """``No, stay here``."""
        return self.tr("&No, stay here")


class QuestionDialog(YesNoDialog):
    """QUESTION and TABLE_QUESTION: a question of the moment, answered yes or no (RULINGS.md §8)."""

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        question = context.texts.text(f"questions.{decision.topic}")
        if decision.kind is DecisionKind.TABLE_QUESTION:
            self.set_title(self.tr("A question for the whole table"))
        else:
            self.set_title(fill(self.tr("A question for {name}"), name=context.names[self.player]))
        self.question_label = self.add_text(question, size=15, serif=True)
        self.pinned.append(self.question_label)
        if decision.kind is DecisionKind.TABLE_QUESTION:
            self.add_text(fill(self.tr("Everybody agrees, and {name} answers for the table."), name=context.names[self.player]), soft=True, size=11)
        else:
            self.add_text(self.tr("Answer honestly: the others are watching!"), soft=True, size=11)
        self.add_source(decision.source)


class FactDialog(YesNoDialog):
    """FACT: a profile fact the person has not answered yet, asked the first time a square needs it (RULINGS.md §8).

    The answer holds for the rest of the game and is kept in the person's
    remembered profile, so that it is not asked again in the next games.
    """

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        from ..clean import fill

        fact = context.texts.text(f"facts.{decision.topic}")
        self.set_title(fill(self.tr("A question for {name}"), name=context.names[self.player]))
        self.question_label = self.add_text(fill(self.tr("{fact}?"), fact=fact), size=15, serif=True)
        self.pinned.append(self.question_label)
        self.add_text(self.tr("What this day does depends on it, and your profile does not say yet. "
                              "Your answer is kept in your profile: it is not asked again."), soft=True, size=11)
        self.add_source(decision.source)


class QuizAttemptDialog(YesNoDialog):
    """QUIZ_ATTEMPT: will the player try a quiz the other players judge by vote (RULINGS.md §8)?"""

    default_yes = True

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        self.set_title(self.tr("Quiz time!"))
        self.question_label = self.add_text(context.texts.text(f"quizzes.{decision.topic}"), size=15, serif=True)
        self.pinned.append(self.question_label)
        self.add_text(self.tr("The other players will judge whether you manage it. Will you try?"), size=12)
        self.add_source(decision.source)

    def yes_text(self) -> str:
        """``Yes, I'll try``."""
        return self.tr("&Yes, I'll try")

    def no_text(self) -> str:
        """``No, I pass``."""
        return self.tr("&No, I pass")


class VoteDialog(YesNoDialog):
    """VOTE: did the quizzed player (``decision.subject``) manage the quiz?"""

    default_yes = True

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        super().__init__(decision, context, parent)
        subject = decision.subject if decision.subject is not None else self.player
        name = context.names[subject]
        self.set_title(fill(self.tr("Did {name} manage it?"), name=name))
        self.question_label = self.add_text(context.texts.text(f"quizzes.{decision.topic}"), size=15, serif=True)
        self.pinned.append(self.question_label)
        self.add_text(fill(self.tr("{name} has had a go. Your vote, {voter}: did {name} manage it?"), name=name, voter=context.names[self.player]), size=12)

    def holdings_text(self) -> str:
        """Nothing: a vote costs nothing."""
        return ""

    def yes_text(self) -> str:
        """``Yes, well done``."""
        return self.tr("&Yes, well done")

    def no_text(self) -> str:
        """``No, not quite``."""
        return self.tr("&No, not quite")


class KeepCardDialog(YesNoDialog):
    """USE_KEEP_CARD: play a kept card to cancel the Hazard card just drawn (RULINGS.md §10); or, asked
    out of turn against another player's Hazard card, the coup-fourré (RULINGS.md §13: its words and
    who drew the card come from :mod:`gameofyear.ui.coupfourre`)."""

    buttons_may_stand_beside = False

    default_yes = True

    def __init__(self, decision: Decision, context: DecisionContext, parent: QWidget | None = None):
        from .coupfourre import is_parry, parry_words

        rules = context.content.variant_rules
        drawer = context.names[decision.subject if decision.subject is not None else decision.player]
        self.parry = parry_words(drawer, rules.coup_fourre_tokens if rules is not None else 0) \
            if is_parry(decision) else None
        """The coup-fourré's words when another player drew the Hazard card (None: one's own card)."""
        super().__init__(decision, context, parent)
        self.set_title(self.parry.title if self.parry else self.tr("Cancel this Hazard card?"))
        row = QHBoxLayout()
        row.setSpacing(20)
        self.card = CardWidget(context.texts, decision.topic or "", drawer)
        row.addWidget(self.card, 0, Qt.AlignmentFlag.AlignTop)
        text = QLabel(self.parry.text if self.parry else self.tr(
            "You kept a card that cancels one Hazard card. Use it now against this one, or keep it for a worse day?"))
        text.setTextFormat(Qt.TextFormat.PlainText)
        text.setWordWrap(True)
        text.setFont(theme.font(12.5))
        text.setMinimumWidth(220)
        row.addWidget(text, 1, Qt.AlignmentFlag.AlignVCenter)
        self.notes.append(text)  # the title and the buttons ask the same: in a small panel it may give way
        self.body.addLayout(row)
        self._card_row = row

    def _card_as_quote(self) -> None:
        """The card as a framed quote rather than a picture as tall as a window: for a panel that shows it whole."""
        heading = (QCoreApplication.translate("Dialogs", "Chance card") if self.card.deck == "chance"
                   else QCoreApplication.translate("Dialogs", "Hazard card"))
        quote = quote_box(heading, self.card.text(), QColor(self.card.colour))
        for body in quote.findChildren(QLabel, "quoteBody"):
            body.setObjectName("cardText")  # the card is what is decided on: its words never give way
        self._card_row.replaceWidget(self.card, quote)
        self._card_row.setDirection(QBoxLayout.Direction.TopToBottom)  # the card's words over the question's
        self.card.hide()

    def spread(self, width: int = 0, height: int = 0) -> None:
        """As :meth:`DecisionDialog.spread`, the card as a framed quote (a wide panel is not as high as the card)."""
        self._card_as_quote()
        super().spread(width, height)

    def compact(self, width: int = 0) -> None:
        """As :meth:`DecisionDialog.compact`, the card as a framed quote."""
        self._card_as_quote()
        super().compact(width)

    def yes_text(self) -> str:
        """``Yes, cancel it`` (``Yes, coup-fourré!`` out of turn)."""
        return self.parry.yes if self.parry else self.tr("&Yes, cancel it")

    def no_text(self) -> str:
        """``No, keep my card``."""
        return self.parry.no if self.parry else self.tr("&No, keep my card")


# --------------------------------------------------------------------------- numbers and days
