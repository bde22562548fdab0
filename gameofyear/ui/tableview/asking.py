"""The asking of decisions in the panel: a person's dialog beside the board, the squares it reaches lit, the spin.

:class:`DecisionAsking` is the one place where a table view asks a seat here
for a decision: who is asked shows in the banner and under the machine; a spin
is asked of the machine (its button, a click on the dial, Space); any other
decision gets its dialog (:func:`~gameofyear.ui.dialogs.make_decision_dialog`)
in the decision panel, and the squares its options lead to light up on the
board, where a click answers it. The answer comes back through
:attr:`DecisionAsking.answered`; the window hands it to its feed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QColor
    from PySide6.QtWidgets import QWidget

    from ...engine.decisions import Decision
    from ..wording import Words
    from .widgets import TableWidgets


class DecisionAsking(QObject):
    """Asks the decisions of the seats at this screen on a table's widgets.

    Signals:
        answered(object, object): ``(dialog, decision)``: the person answered the dialog asked
            (its ``action``; ``stop_asking`` for offers of days).

    Args:
        widgets: the table's widgets.
        host: the window (the dialogs' parent).
        names: the players' names.
        colours: their pawns' colours.
        spin_action: Game ▸ Spin the Machine (enabled with the machine's button).
        dialog_actions: the window's actions that work while a dialog has the focus (Undo, Quit, Leave).
    """

    answered = Signal(object, object)

    def __init__(self, widgets: TableWidgets, host: QWidget, names: Sequence[str], colours: Sequence[QColor],
                 spin_action: QAction, dialog_actions: Sequence[QAction] = ()) -> None:
        super().__init__(host)
        self.widgets = widgets
        self.host = host
        self.names = tuple(names)
        self.colours = tuple(colours)
        self.spin_action = spin_action
        self.dialog_actions = tuple(dialog_actions)
        self.dialog: Any = None
        """The decision's dialog on screen (in the decision panel), or None."""
        self.decision: Decision | None = None
        """The decision the dialog on screen asks, or None."""
        widgets.machine.sector_clicked.connect(self._sector_clicked)

    def _sector_clicked(self, sector: int) -> None:
        """A sector of the machine was clicked: a bet asked chooses it (a second click confirms it)."""
        dial_clicked = getattr(self.dialog, "dial_clicked", None)
        if dial_clicked is not None:
            dial_clicked(sector)

    def show_turn(self, player: int, spin: bool) -> None:
        """Say who is asked: the banner and the machine's caption (nothing secret: shown before a screen is passed)."""
        name = self.names[player]
        self.widgets.banner.show_turn(name, self.colours[player],
                                      (lambda: QCoreApplication.translate("MainWindow", "spin the machine (Space)"))
                                      if spin else (lambda: QCoreApplication.translate("MainWindow", "your decision")))
        self.widgets.machine.set_caption(
            (lambda: QCoreApplication.translate("MainWindow", "%1, spin!").replace("%1", name)) if spin else "")

    def others_playing(self, player: int, hint: Words | None = None) -> None:
        """Say that ``player``, not at this screen, is deciding: under the machine, in the panel (and, with
        ``hint``, in the banner); nobody here may spin."""
        self.set_spin_enabled(False)
        name = self.names[player]
        self.widgets.machine.set_caption(lambda: QCoreApplication.translate("MainWindow", "%1 is playing…")
                                         .replace("%1", name))
        if hint is not None:
            self.widgets.banner.show_turn(name, self.colours[player], hint)
        self.widgets.decision_panel.set_idle_text(lambda: QCoreApplication.translate("MainWindow", "%1 is playing…")
                                                  .replace("%1", name))

    def ask_spin(self, player: int) -> None:
        """Ask ``player`` to spin: the machine (its button, a click on the dial, Space) and the panel's words."""
        self.set_spin_enabled(True)
        name = self.names[player]
        self.widgets.decision_panel.clear(lambda: QCoreApplication.translate(
            "MainWindow", "%1, spin the machine: click it or press Space.").replace("%1", name))

    def set_spin_enabled(self, enabled: bool) -> None:
        """Let the person whose spin it is spin (the machine's button and Game ▸ Spin the Machine), or nobody."""
        self.widgets.machine.set_spin_enabled(enabled)
        self.spin_action.setEnabled(enabled)

    def ask(self, decision: Decision, dialog: Any, squares: Mapping[Any, Sequence[int]]) -> None:
        """Ask ``decision`` with ``dialog`` in the panel, the squares of its options (``squares``) lit on the board.

        The dialog's ``accepted`` emits :attr:`answered` once (a dialog no longer on screen answers nothing).
        """
        self.close()
        dialog.addActions(list(self.dialog_actions))  # the window's shortcuts work while it is open
        self.dialog, self.decision = dialog, decision
        dialog.accepted.connect(lambda: self._accepted(dialog, decision))
        proposed = getattr(dialog, "proposed", None)
        if proposed is not None:  # an option chosen on the board or in a number box, not answered yet
            proposed.connect(lambda option: self._proposed(dialog, decision, option))
        self.widgets.decision_panel.show_decision(dialog)
        self.widgets.board_answers.light(decision, squares)

    def _proposed(self, dialog: Any, decision: Decision, option: Any) -> None:
        """An option of the dialog asked was chosen (None: withdrawn): its squares marked on the board, and the
        banner says how to answer it."""
        if self.dialog is not dialog:
            return
        self.widgets.board_answers.show_chosen(option)
        name = self.names[decision.player]
        words: Words = (
            (lambda: QCoreApplication.translate("MainWindow", "your decision")) if option is None else
            (lambda: QCoreApplication.translate(
                "MainWindow", "click the marked square again or press Return to confirm, Esc to change")))
        self.widgets.banner.show_turn(name, self.colours[decision.player], words)

    def _accepted(self, dialog: Any, decision: Decision) -> None:
        if self.dialog is not dialog:
            return
        self.dialog, self.decision = None, None
        self.clear()
        self.answered.emit(dialog, decision)
        dialog.deleteLater()  # it may show this player's own lucky number: never keep it around

    def day_clicked(self, day: int) -> bool:
        """A click on a square: True when it answered the decision asked (a lit square), else False."""
        return bool(self.widgets.board_answers.click(day, self.dialog))

    def clear(self, text: Words = "") -> None:
        """Take the decision off the panel (``text`` there instead) and the lit squares off the board."""
        self.widgets.decision_panel.clear(text)
        self.widgets.board_answers.clear()

    def close(self) -> None:
        """Take the dialog asked off the screen without an answer (the game moved on, the window closes)."""
        dialog, self.dialog, self.decision = self.dialog, None, None
        self.clear()
        if dialog is not None:
            dialog.hide()
            dialog.deleteLater()  # it may show this player's own lucky number: never keep it around
