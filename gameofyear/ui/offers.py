"""Offers of days gathered: the people at one screen offer in one go, once a turn (RULINGS.md §3.6).

In a game where several people share the screen, the offer round of another
player's turn asks each opponent in turn order. Rather than calling each
person to the screen in their turn of the round, the first person asked sees
one panel with a row for every other person still to be asked
(:meth:`~gameofyear.engine.Game.offer_round`): each sets their days, and the
window answers their offers as the game asks them. An offer that no longer
fits when its turn comes (the pawn would pass the last day) is cut to what the
rules allow.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtWidgets import QGridLayout, QLabel, QSpinBox, QWidget

from ..clean import fill
from ..dates import LAST_DAY
from ..engine.decisions import Decision
from ..narrate import day_name
from . import theme
from .dialogs import DecisionContext, PledgeDialog
from .language import log_tr


class OfferRoundDialog(PledgeDialog):
    """PLEDGE for the person asked now, with a row for each other person at the screen asked after them.

    Args:
        decision: the pending PLEDGE.
        context: what the dialog may show (public facts only: offers are made in the open).
        later: ``(player, most days they could pay for)`` of each person asked later in this
            round, in turn order.
        parent: the parent widget.
    """

    def __init__(self, decision: Decision, context: DecisionContext, later: Sequence[tuple[int, int]],
                 parent: QWidget | None = None):
        self.later_boxes: dict[int, QSpinBox] = {}
        """Each later person's days, by player."""
        super().__init__(decision, context, parent)
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        heading = QLabel(self.tr("Then, in turn, the others at this screen:"))
        heading.setFont(theme.font(11, bold=True))
        grid.addWidget(heading, 0, 0, 1, 2)
        for row, (player, most) in enumerate(later, start=1):
            name = QLabel(context.names[player])
            box = QSpinBox()
            box.setRange(0, max(0, most))
            box.setSuffix(self.tr(" days"))
            box.setAccessibleName(fill(self.tr("Days {name} offers"), name=context.names[player]))
            name.setBuddy(box)
            box.valueChanged.connect(lambda _value: self.show_target(self.spin_box.value()))
            grid.addWidget(name, row, 0)
            grid.addWidget(box, row, 1)
            self.later_boxes[player] = box
        self.body.addLayout(grid)
        self.stop_asking_check.hide()  # one person's "offer nothing from now on" does not fit a shared row
        self.show_target(self.spin_box.value())

    def gathered(self) -> dict[int, int]:
        """The days each later person set (0 for none), by player."""
        return {player: box.value() for player, box in self.later_boxes.items()}

    def show_target(self, days: int) -> None:
        """Preview where the pawn lands with the days already offered, these and the later people's."""
        boxes = getattr(self, "later_boxes", {})
        total = self.already + days + sum(box.value() for box in boxes.values())
        name = self.context.names[self.subject]
        if total == 0:
            self.preview.set_message(fill(self.tr("{name}'s pawn stays on {date}."),
                                          name=name, date=day_name(self.position, log_tr)))
            return
        target = min(self.position + total, LAST_DAY)
        self.preview.set_square(self.context.texts, target, self.subject, self.context, from_day=self.position)


def later_people(game: Any, humans: Sequence[int], declined: set[int] | frozenset[int]) -> list[tuple[int, int]]:
    """The people at this screen asked later in the offer round under way, with the most days each could pay for.

    Args:
        game: the game, a PLEDGE pending (:meth:`~gameofyear.engine.Game.offer_round`).
        humans: the seats of the people at this screen.
        declined: the people who asked to offer nothing without being asked.
    """
    price = game.content.edition.day_price
    players = game.state.players
    return [(o, players[o].money // price) for o in game.offer_round() if o in humans and o not in declined]


def gathered_offer(gathered: Mapping[int, int], decision: Decision) -> int | None:
    """The days gathered earlier for ``decision``'s player, cut to what the decision allows; None when none."""
    days = gathered.get(decision.player)
    if days is None:
        return None
    options = decision.options
    most = (options.stop - 1) if isinstance(options, range) else max(options or (0,))
    return max(0, min(days, most))


__all__ = ["OfferRoundDialog", "gathered_offer", "later_people"]
