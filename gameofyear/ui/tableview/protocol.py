"""The small protocol a table view is fed by: events ready, a decision for a seat here, submit an action, claim.

Two feeds implement it: the local :class:`~gameofyear.ui.controller.GameController`
(over a :class:`~gameofyear.table.Table`) and a network game's
:class:`~gameofyear.ui.netfeed.RemoteTable` (over the client's session). The
view never changes the game itself: it shows what ``events_ready`` hands it,
says when it has shown it (:meth:`TableFeed.batch_shown`), and answers a
decision asked through ``human_decision`` with :meth:`TableFeed.submit`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from ...engine.decisions import Decision
    from ...engine.events import Event
    from ...engine.observation import Observation


class TableFeed(Protocol):
    """What feeds a table view.

    Signals (``SignalInstance`` of a ``QObject``):
        events_ready(list): events to show, in order; answer with :meth:`batch_shown` once shown.
        human_decision(object): the pending :class:`~gameofyear.engine.decisions.Decision` of a
            seat played at this screen.
        computer_thinking(int): another seat (a computer, or a person elsewhere) is about to decide.
        game_finished(object): the :class:`~gameofyear.engine.game.Outcome`, once the last events are shown.
    """

    events_ready: SignalInstance
    human_decision: SignalInstance
    computer_thinking: SignalInstance
    game_finished: SignalInstance

    @property
    def humans(self) -> tuple[int, ...]:
        """The seats played by people at this screen."""

    def asked(self) -> Decision | None:
        """The decision awaited now of a seat played at this screen, or None (none, or answered already)."""

    def batch_shown(self) -> None:
        """The view has shown the last batch of events: go on (ask the next decision, show the next update)."""

    def submit(self, action: Any) -> None:
        """Answer the decision asked of a seat here.

        Raises:
            IllegalActionError: no decision of a seat here is awaited, or (locally) the action is not legal.
        """

    def claim(self, player: int) -> bool:
        """Claim every sum owed to ``player`` now (RULINGS.md §4, manual claims); False: nothing to claim."""

    def observation(self, player: int | None) -> Observation:
        """What ``player`` may see now (None: the public view), as the last events shown left it."""

    def books(self) -> Sequence[tuple[int, int]] | None:
        """Each player's savings and loans with the ``savings`` house rule (public facts), else None."""

    def history(self) -> Sequence[Event]:
        """Every public event of the game from its start, in order (what the Year in Review tells)."""

    def option_squares(self, decision: Decision) -> Mapping[Any, Sequence[int]]:
        """The squares each option of ``decision`` leads to (lit on the board while it is asked)."""
