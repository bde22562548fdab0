"""How the windows tell a game as it is shown: the log's lines of events, and the steps of an animation.

The window at home (:mod:`.mainwindow`) and the network game's window
(:mod:`.network`) both play a batch of events as one
``QSequentialAnimationGroup`` of :class:`Step` s and log lines. A log line is
kept as a function that writes it (:data:`~.wording.Words`), so that the log
tells the same events again in another language after View ▸ Language
(:meth:`~.panel.LogView.retranslate_ui`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation, QPauseAnimation

from .language import log_tr
from .wording import Words, said

if TYPE_CHECKING:
    from ..content import Texts
    from ..engine import events as ev

__all__ = ["Step", "log_lines", "log_tellers"]


class Step(QPauseAnimation):
    """A pause in an animation sequence that runs ``callback`` once, when it starts.

    Args:
        callback: what the step does (show a line, a card, a turn…).
        duration: how long the sequence then waits, in milliseconds (0: it goes on at once).
    """

    def __init__(self, callback: Callable[[], None], duration: int = 0):
        super().__init__(duration)
        self._callback: Callable[[], None] | None = callback
        self.stateChanged.connect(self._on_state)

    def _on_state(self, new: QAbstractAnimation.State, _old: QAbstractAnimation.State) -> None:
        if new == QAbstractAnimation.State.Running and self._callback is not None:
            callback, self._callback = self._callback, None
            callback()


def log_tellers(events: Sequence[ev.Event], names: Sequence[str],
                texts: Callable[[], Texts]) -> list[tuple[Words, bool]]:
    """The log's lines for ``events``, each as a function that writes it in the language installed when called.

    Args:
        events: the events, in order.
        names: the players' names, in seating order.
        texts: gives the almanac's words in the language now in use (called each time a line is written).

    Returns:
        ``(teller, heading)`` pairs, a heading starting each turn; an event whose
        line another one already tells is left out
        (:func:`~gameofyear.narrate.told_elsewhere`).
    """
    from ..engine import events as ev
    from ..narrate import describe, told_elsewhere

    def teller(event: ev.Event) -> Callable[[], str]:
        return lambda: describe(event, names, texts(), log_tr)

    return [(teller(event), type(event) is ev.TurnStarted) for event in events if not told_elsewhere(event)]


def log_lines(events: Sequence[ev.Event], names: Sequence[str], texts: Texts) -> list[tuple[str, bool]]:
    """The log's lines for ``events``, written now in the language installed: ``(text, heading)``
    (see :func:`log_tellers`)."""
    return [(said(teller), heading) for teller, heading in log_tellers(events, names, lambda: texts)]
