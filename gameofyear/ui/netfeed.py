"""A network game's feed of the table view: the server's updates for this seat, as the table at home gives them.

:class:`RemoteTable` implements :class:`~gameofyear.ui.tableview.TableFeed` over
a network session (:class:`~gameofyear.ui.netsession.NetworkSession`, or any
object with ``act(text, at, ref)``): the ``update`` frames the server sends
this seat wait their turn and are handed to the view one at a time
(``events_ready``), with lines of the window's own between them; once the view
has shown one (:meth:`RemoteTable.batch_shown`), its standings, this seat's
claims and decision follow (``arrived``, ``human_decision``,
``computer_thinking``, ``game_finished``). An answer goes to the server in the
notation with the number of actions its decision was asked at, so that an
answer to a decision no longer pending is refused (``stale``) and asked again,
never played on another decision.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ..engine import IllegalActionError
from ..engine.notation import action_text, decode

if TYPE_CHECKING:
    from ..content import Content
    from ..engine.decisions import Decision
    from ..engine.observation import Observation
    from .wording import Words

CATCH_UP = 120
"""A batch of more events than this (coming back) is shown at once, as is the first update of a game joined
after its first action (the game so far): no animation, and no moment of it waits for a click or a key."""


class RemoteTable(QObject):
    """The table of a network game as this seat sees it (the view's feed).

    Signals:
        events_ready(list), human_decision(object), computer_thinking(int), game_finished(object):
            as :class:`~gameofyear.ui.tableview.TableFeed`'s.
        arrived(dict): an update has been shown: its frame (observation, ``waiting_for``), for the window.
        withdrawn(): the decision asked before is no longer asked (answered, or the game moved on).
        told(object, bool): a line of the window's own, in its turn among the updates (words, heading).

    Args:
        session: the network session (``act(text, at, ref)``).
        content: the rules the events and decisions are read with.
        parent: the owning object (the window).

    Attributes:
        catch_up_updates: an update shown while this many more wait is shown at once (no animation).
    """

    events_ready = Signal(list)
    human_decision = Signal(object)
    computer_thinking = Signal(int)
    game_finished = Signal(object)
    arrived = Signal(dict)
    withdrawn = Signal()
    told = Signal(object, bool)

    def __init__(self, session: Any, content: Content, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.content = content
        self.seat: int | None = None
        """This window's seat (None until the server welcomes it)."""
        self.updates: deque[dict[str, Any]] = deque()
        """What waits to be shown: ``update`` frames, and lines of the window's (``{"type": "line"}``)."""
        self.showing = False
        """True while the view shows an update's events."""
        self.at_once = False
        """True when the update being shown is to be shown at once (several wait, or a long history)."""
        self.catch_up_updates = 1
        self.events: list[Any] = []
        """Every public event handed to the view so far, in order (decoded)."""
        self.events_seen = 0
        self.shown_any = False
        """True once an update has been handed to the view (the first one of a game joined late is its history)."""
        self.observation_now: Observation | None = None
        """This seat's observation as of the update being shown or last shown."""
        self.decision: Decision | None = None
        """The decision of this seat now asked (None: none, or answered and sent)."""
        self.decision_at = -1
        """The number of actions the game had when :attr:`decision` was asked (sent with the answer)."""
        self.decision_turn = -1
        self.last: tuple[Any, Any, int] | None = None
        """``(decision, observation, at)`` of the last update shown."""
        self.claims: tuple[Any, ...] = ()
        """The sums this seat may claim now (manual claims)."""
        self.outcome: Any = None
        """The game's :class:`~gameofyear.engine.game.Outcome` once the year is over."""
        self._frame: dict[str, Any] | None = None

    # ------------------------------------------------------------------ the protocol

    @property
    def humans(self) -> tuple[int, ...]:
        """The seat played at this screen (none before the welcome)."""
        return () if self.seat is None else (self.seat,)

    def history(self) -> list[Any]:
        """Every public event this seat received from the game's start (:attr:`events`)."""
        return self.events

    def asked(self) -> Decision | None:
        """This seat's decision asked now and not answered yet (:attr:`decision`), or None."""
        return self.decision

    def is_human(self, player: int) -> bool:
        """True when ``player`` is this window's seat."""
        return player == self.seat

    def observation(self, player: int | None) -> Observation:
        """This seat's observation as of the update being shown (the only one the server sends it).

        Raises:
            RuntimeError: no update has arrived yet.
        """
        if self.observation_now is None:
            raise RuntimeError("no update has arrived yet")
        return self.observation_now

    def books(self) -> Sequence[tuple[int, int]] | None:
        """None: the savings books are not part of what the server sends."""
        return None

    def option_squares(self, decision: Decision) -> dict[Any, tuple[int, ...]]:
        """The squares the options of ``decision`` lead to, worked out from this seat's observation."""
        from ..engine.reach import observed_option_squares

        return observed_option_squares(self.observation(self.seat), self.content.edition, decision)

    def submit(self, action: Any) -> None:
        """Send the answer to this seat's decision to the server (in the notation, with its ``at``).

        Raises:
            IllegalActionError: no decision of this seat is asked.
        """
        decision = self.decision
        if decision is None:
            raise IllegalActionError("no decision of this seat is asked")
        self.decision = None  # answered: the next update brings the next one
        self.session.act(action_text(decision, action), self.decision_at, "decision")

    def claim(self, player: int) -> bool:
        """Claim each sum owed to this seat now (manual claims, RULINGS.md §4); False when there is none.

        A claim does not touch the decision asked: should it come too late (the
        pawn moved on meanwhile), the server refuses it.
        """
        if not self.claims or self.outcome is not None:
            return False
        for claim in self.claims:
            self.session.act(f"claim {claim.id} by {claim.creditor}", None, "claim")
        self.claims = ()
        return True

    # ------------------------------------------------------------------ updates

    def receive(self, frame: dict[str, Any]) -> None:
        """An ``update`` frame arrived: show it in its turn."""
        self.updates.append(frame)
        self.play_next()

    def tell(self, text: Words, heading: bool = False) -> None:
        """Write a line of the window's in the log after the events still being shown (``told``)."""
        if not self.showing and not self.updates:
            self.told.emit(text, heading)
        else:
            self.updates.append({"type": "line", "text": text, "heading": heading})

    def updates_waiting(self) -> bool:
        """True when updates wait to be shown."""
        return any(frame.get("type") == "update" for frame in self.updates)

    def play_next(self) -> None:
        """Hand the view the next update waiting (its new events), once the last one is shown."""
        if self.showing:
            return
        while self.updates and self.updates[0].get("type") == "line":
            line = self.updates.popleft()
            self.told.emit(line["text"], line["heading"])
        if not self.updates:
            return
        frame = self.updates.popleft()
        start, raw = int(frame["from"]), frame["events"]
        fresh = [decode(e) for e in raw[max(0, self.events_seen - start):]]
        self.events_seen = max(self.events_seen, start + len(raw))
        self.events.extend(fresh)
        waiting = sum(1 for f in self.updates if f.get("type") == "update")
        joined_late = not self.shown_any and int(frame.get("at", 0)) > 0  # the game so far, at the first update
        self.at_once = waiting >= self.catch_up_updates or len(fresh) > CATCH_UP or joined_late
        self.shown_any = True
        if "observation" in frame:
            self.observation_now = decode(frame["observation"])
        self._frame = frame
        self.showing = True
        self.events_ready.emit(fresh)

    @Slot()
    def batch_shown(self) -> None:
        """The view has shown the update's events: its standings, claims and decision, then the next update."""
        self.showing = False
        frame, self._frame = self._frame, None
        if frame is not None and "observation" in frame:
            self._arrive(frame)
        QTimer.singleShot(0, self, self.play_next)

    def _arrive(self, frame: dict[str, Any]) -> None:
        from ..engine.game import Outcome

        observation = self.observation(self.seat)
        self.claims = observation.claims
        decision = decode(frame["decision"]) if frame.get("decision") else None
        at = int(frame["at"])
        self.last = (decision, observation, at)
        self.arrived.emit(frame)
        if frame.get("outcome"):
            data = frame["outcome"]
            self.outcome = Outcome(tuple(tuple(int(x) for x in row) for row in data["ranking"]),  # type: ignore[misc]
                                   int(data["first"]), None if data["second"] is None else int(data["second"]))
            self.ask(None, observation, at)
            self.game_finished.emit(self.outcome)
            return
        self.ask(decision, observation, at)
        waiting = frame.get("waiting_for")
        if waiting is not None and waiting != self.seat:
            self.computer_thinking.emit(int(waiting))

    def ask(self, decision: Decision | None, observation: Observation, at: int) -> None:
        """Ask this seat ``decision`` (asked when the game had ``at`` actions): ``human_decision``, unless the
        same question is asked already (the game only counted a claim meanwhile)."""
        if decision is not None and decision == self.decision and observation.turn == self.decision_turn:
            self.decision_at = at  # the same question: its dialog stays
            return
        self.decision_at, self.decision_turn = at, observation.turn
        self.decision = decision
        self.withdrawn.emit()
        if decision is not None:
            self.human_decision.emit(decision)

    def ask_again(self) -> None:
        """Ask the decision asked now once more (in another language, or after a refusal)."""
        decision, observation = self.decision, self.observation_now
        if decision is None or observation is None:
            return
        at = self.decision_at
        self.decision, self.decision_turn = None, -1
        self.ask(decision, observation, at)

    def refused(self, frame: dict[str, Any]) -> None:
        """The server refused an answer: ask the decision again as the game now stands (unless an update still
        to be shown tells how it moved on, or it is asked already)."""
        code, ref = frame.get("code"), frame.get("ref")
        if ref != "decision" or code not in ("stale", "illegal", "not_your_turn") or self.last is None:
            return
        if self.showing or self.updates_waiting():
            return  # the update that tells how the game moved on is being shown: it asks what comes next
        decision, observation, at = self.last
        if self.decision is not None and self.decision == decision and self.decision_at == at:
            return  # the decision as it now stands is asked already
        self.decision, self.decision_turn = None, -1
        self.ask(decision, observation, at)
