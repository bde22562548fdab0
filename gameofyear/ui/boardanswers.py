"""Answering a decision on the board, and reading a square's almanac entry: the same in every game window.

:class:`BoardAnswers` lights on a :class:`~gameofyear.ui.board.BoardScene`
the squares a decision's options lead to (from the engine:
:func:`gameofyear.engine.reach.option_squares`, or
:func:`~gameofyear.engine.reach.observed_option_squares` where only an
observation is at hand) and turns a click on one of them into the dialog's
answer; :func:`show_almanac_entry` shows a square's entry in full, for a
click anywhere else. The window at home and a network game's window both use
them, so that a decision is answered on the board alike.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ..content import Texts
from ..engine.decisions import Decision, DecisionKind
from ..engine.reach import option_at
from . import theme
from .language import log_tr


class BoardAnswers:
    """The squares the decision on the panel can reach, lit on the board, and the answer a click on one gives.

    Args:
        scene: the board (a :class:`~gameofyear.ui.board.BoardScene`: ``highlight_days``, ``highlighted_days``).
    """

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.squares: dict[Any, tuple[int, ...]] = {}
        """The squares of the decision lit now, by option (:func:`~gameofyear.engine.reach.option_squares`)."""
        self.picks: list[int] = []
        """1 April: the new squares clicked so far, one per opponent in order."""
        self.decision: Decision | None = None
        """The decision whose squares are lit (None: none)."""

    def light(self, decision: Decision, squares: Mapping[Any, Sequence[int]]) -> None:
        """Light the squares ``squares`` names for ``decision``'s options.

        For 1 April (REARRANGE), only the squares of the first opponent not yet
        placed light up; each click places one opponent (:meth:`click`).

        Args:
            decision: the decision asked.
            squares: ``{option: days}`` from :mod:`gameofyear.engine.reach`.
        """
        self.decision = decision
        self.squares = {option: tuple(days) for option, days in squares.items()}
        self._show()

    def _show(self) -> None:
        decision = self.decision
        if decision is not None and decision.kind is DecisionKind.REARRANGE:
            picked = len(self.picks)
            self.scene.highlight_days({option[picked] for option in self.rearrangements_left()
                                       if picked < len(option)})
            return
        self.scene.highlight_days(day for days in self.squares.values() for day in days)

    def rearrangements_left(self) -> list[tuple[int, ...]]:
        """The 1 April arrangements that agree with the squares clicked so far."""
        picks = self.picks
        return [tuple(option) for option in self.squares if tuple(option[:len(picks)]) == tuple(picks)]

    def clear(self) -> None:
        """Put the lights out: no decision is asked on the board."""
        self.squares, self.picks, self.decision = {}, [], None
        self.scene.highlight_days(())

    def click(self, day: int, dialog: Any) -> bool:
        """Take a click on square ``day`` as a choice in ``dialog`` (a :class:`~.dialogs.DecisionDialog`).

        A lit square chooses the first option naming it (``dialog.propose``): the
        dialog shows what it does and the square is marked; a second click on a
        square of the option chosen answers it (``dialog.confirm``), a click on
        another lit square chooses again. On 1 April each click places the next
        opponent; the last one needed chooses the arrangement, and a click on one of
        its squares answers it. Nothing is answered, nor spent, on one click.

        Returns:
            True when the click was taken (a choice, an answer, an opponent placed);
            False when ``day`` is not lit or no dialog is asked: the window then
            shows the square's almanac entry.
        """
        if dialog is None or self.decision is None or day not in self.scene.highlighted_days():
            return False
        chosen = getattr(dialog, "proposal", None) if getattr(dialog, "has_proposal", False) else None
        if self.decision.kind is DecisionKind.REARRANGE:
            if chosen is not None and day in tuple(chosen):
                dialog.confirm()
                return True
            self.picks.append(day)
            left = self.rearrangements_left()
            if len(left) == 1:
                self.picks = []
                dialog.propose(left[0])
            else:
                self._show()
            return True
        found, option = option_at(self.squares, day)
        if not found:
            return False
        if dialog.is_proposed(option):
            dialog.confirm()
        else:
            dialog.propose(option)
        return True

    def show_chosen(self, option: Any) -> None:
        """Mark on the board the squares of ``option``, chosen and not yet answered (None: nothing is chosen;
        on 1 April the opponents are placed again from the first)."""
        decision = self.decision
        if decision is None:
            return
        if decision.kind is DecisionKind.REARRANGE:
            self.picks = []
            if option is None:
                self._show()
            else:
                self.scene.highlight_days(tuple(option))
                self.scene.set_chosen_days(tuple(option))
            return
        self.scene.set_chosen_days(self.squares.get(option, ()) if option is not None else ())


def almanac_entry(texts: Texts, day: int) -> tuple[str, str]:
    """A square's almanac entry in full: ``(title, rich text)``, in the words of ``texts``.

    Args:
        texts: the words of the game's content.
        day: the day index (0 = 1 January … 365 = 31 December).
    """
    from ..narrate import day_name

    square = texts.content.squares[day]
    title = day_name(day, log_tr)
    if square.frame in ("red", "blue", "double_blue", "half", "quarter", "start", "finish"):
        text = f"<h3>{texts.text(f'almanac.{square.date}.title')}</h3><p>{texts.text(f'almanac.{square.date}.text')}</p>"
    elif square.frame == "sign":
        text = f"<h3>{theme.ZODIAC_SYMBOLS[square.sign or 'aries']} {texts.text(f'signs.{square.sign}')}</h3>"
    else:
        text = QCoreApplication.translate("MainWindow", "<p>A plain day: days can be bought or offered from here.</p>")
    return title, text


def show_almanac_entry(parent: QWidget, texts: Texts, day: int, *, wait: bool = True) -> QMessageBox:
    """Show a square's almanac entry (:func:`almanac_entry`) in a message box over ``parent``.

    Args:
        parent: the window.
        texts: the words of the game's content.
        day: the day index.
        wait: True: the box is modal and this returns once it is closed; False: it opens and the game goes on.

    Returns:
        The box (closed already when ``wait``).
    """
    title, text = almanac_entry(texts, day)
    box = QMessageBox(QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.Ok, parent)
    if wait:
        box.exec()
    else:
        box.open()
    return box
