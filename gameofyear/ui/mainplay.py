"""Starting games in the main window: New Game, Quick Game, Learn to Play, hosting or joining a network game,
leaving the game in progress (saved first if the player wants), and the game put on screen with its controller.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtWidgets import QDialog, QMessageBox

from ..seats import Seat
from . import theme
from .windowparts import WindowParts

if TYPE_CHECKING:

    from ..content import Content, Texts
    from ..engine import Game
    from ..table import Table
    from .newgame import NewGameChoice

log = logging.getLogger("gameofyear.ui.mainwindow")


class GameStarting(WindowParts):
    """How :class:`~.mainwindow.MainWindow` starts, and leaves, a game."""

    @Slot()
    def new_game(self) -> None:
        """Ask for the players with the New Game dialog, then start."""
        from .newgame import NewGameDialog

        dialog = NewGameDialog(self.loaded_texts, self.settings, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            choice = dialog.choice()
            if choice is not None:
                self.leave_game_then(lambda: self.start_game(choice))

    @Slot()
    def quick_game(self) -> None:
        """Start at once: you against three computer players (after offering to save the game in progress).

        A person whose sex is not known yet (and who did not answer "prefer not
        to say") is first asked their name, birth date and sex in one small step
        (:class:`~gameofyear.ui.profilestep.QuickProfileDialog`); Cancel starts
        nothing. Without ``auto_dialogs`` the step opens without blocking as
        :attr:`profile_step`.
        """
        self.leave_game_then(self._quick_game_step)

    def _quick_game_step(self) -> None:
        """Start the Quick Game, after the small step of :meth:`quick_game` when it is needed."""
        from dataclasses import replace

        from .newgame import quick_setup
        from .profilestep import QuickProfileDialog, needs_profile_step

        choice = quick_setup(self.loaded_content, self.settings)
        person = choice.setup.players[0]
        if not needs_profile_step(person, self.settings):
            self.start_game(choice)
            return
        dialog = QuickProfileDialog(person, self)
        self.profile_step = dialog

        def answered() -> None:
            self.profile_step = None
            profile = dialog.remember(self.settings)
            players = (profile, *choice.setup.players[1:])
            if profile.name in {p.name for p in players[1:]}:  # a computer had taken that name: it takes another
                import random

                from .newgame import computer_profile

                taken = {p.name for p in players}
                players = (profile, *(computer_profile(random.Random(), self.loaded_content, taken)
                                      if p.name == profile.name else p for p in players[1:]))
            self.start_game(replace(choice, setup=replace(choice.setup, players=players)))

        dialog.rejected.connect(lambda: setattr(self, "profile_step", None))
        if self.auto_dialogs:
            if dialog.exec() == QDialog.DialogCode.Accepted:
                answered()
            return
        dialog.accepted.connect(answered)
        dialog.show()

    @property
    def has_unsaved_choices(self) -> bool:
        """True when the game on screen goes on and holds decisions that no file has (the autosave aside,
        which the next game overwrites): also a game resumed from the autosave and not moved on since."""
        game = self.game
        if game is None or game.outcome() is not None or not game.actions:
            return False
        return self.save_path is None or len(game.actions) != self._saved_actions

    def leave_game_then(self, proceed: Callable[[], object]) -> bool:
        """Run ``proceed``, which replaces the game on screen, once that game may go.

        When the game on screen has decisions no file holds (:attr:`has_unsaved_choices`),
        first ask "Save the game in progress before leaving it?": Save (then proceed
        only if it was written), Discard (proceed), Cancel (stay). With
        ``auto_dialogs`` the question blocks; otherwise it opens without blocking
        as :attr:`leave_box` and its buttons carry on.

        Returns:
            True when ``proceed`` ran at once; False when it did not (cancelled,
            not saved, or waiting for the answer).
        """
        from PySide6.QtCore import Qt

        def run() -> bool:
            proceed()
            return True

        if not self.has_unsaved_choices:
            return run()
        buttons = QMessageBox.StandardButton
        box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("MainWindow", "Game of the Year"),
                          QCoreApplication.translate("MainWindow", "Save the game in progress before leaving it?"),
                          buttons.Save | buttons.Discard | buttons.Cancel, self)
        box.setInformativeText(QCoreApplication.translate("MainWindow", "If you do not, it is lost: the autosave keeps only the game on screen."))
        box.setDefaultButton(buttons.Save)
        box.setEscapeButton(buttons.Cancel)
        self.leave_box = box

        def answered(button: Any) -> bool:
            self.leave_box = None
            which = box.standardButton(button) if button is not None else buttons.Cancel
            if which == buttons.Save and not self.save_game():
                return False
            if which in (buttons.Save, buttons.Discard):
                return run()
            return False

        if self.auto_dialogs:
            box.exec()
            return answered(box.clickedButton())
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.buttonClicked.connect(answered)
        box.show()
        return False

    def start_game(self, choice: NewGameChoice, seed: int | None = None) -> None:
        """Start a game for the players and seats of ``choice`` (Quick Game, New Game), from ``seed`` or else a new
        256-bit seed from the operating system's secure generator (:func:`~gameofyear.engine.streams.new_seed`)."""
        from ..engine import Game
        from ..engine.streams import new_seed

        seed = seed if seed is not None else new_seed()  # as a server's: nobody can try enough seeds to find it
        edition = getattr(choice, "edition", self.loaded_content.edition.name)
        if edition != self.loaded_content.edition.name:
            from ..content import ContentError, load_content

            try:  # the same almanac folder and language, in the other edition
                self.use_content(load_content(self.loaded_content.folder, edition=edition))
            except ContentError as exc:
                QMessageBox.critical(self, QCoreApplication.translate("MainWindow", "Game of the Year"),
                                     QCoreApplication.translate("MainWindow", "This edition cannot be used:") + "\n\n" + "\n".join(exc.problems[:20]))
                return
        game = Game.new(choice.setup, self.loaded_content, seed)
        self.start(game, choice.seats)

    def start(self, game: Game, seats: Sequence[Seat]) -> None:
        """Show ``game`` and play it; ``seats`` say who is human and each computer's level."""
        from .language import log_tr
        from .results import HistoryRecorder

        self._begin(game, seats)
        from ..clean import clean_name

        log.info("new game: %s, seed %d", ", ".join(clean_name(n) for n in self.names), game.seed)
        self.save_path = None
        self._saved_actions = len(game.actions)
        self._update_title()
        self.history = HistoryRecorder()
        self.history.record(0, game)
        if game.setup.match is not None:
            from ..narrate import match_words

            match, names = game.setup.match, self.names
            self.table_on_screen.log.add_line(lambda: match_words(match, names, log_tr), heading=True)
        assert self.controller is not None
        self.controller.start()

    @property
    def loaded_content(self) -> Content:
        """The content in use, once loaded (the window loads it before any game or almanac view).

        Raises:
            RuntimeError: no content is loaded yet.
        """
        if self.content is None:
            raise RuntimeError("no content is loaded")
        return self.content

    @property
    def loaded_texts(self) -> Texts:
        """The words of :attr:`loaded_content` in the window's language.

        Raises:
            RuntimeError: no content is loaded yet.
        """
        if self.texts is None:
            raise RuntimeError("no content is loaded")
        return self.texts

    @property
    def game(self) -> Game | None:
        """The game on screen: the controller's table's (the window keeps no copy of its own); None before a game."""
        return self.controller.game if self.controller is not None else None

    def start_lesson(self) -> bool:
        """Help ▸ Learn to Play: a guided first game against two easy computer players (:mod:`.lesson`).

        The game in progress is saved first if the player wants (:meth:`leave_game_then`).

        Returns:
            True when the lesson started at once; False when it waits for that question or was cancelled.
        """
        return self.leave_game_then(self._start_lesson)

    def _start_lesson(self) -> None:
        from ..engine import Game
        from ..engine.streams import new_seed
        from ..seats import Seat, SeatKind
        from .lesson import LESSON_LEVEL, Lesson, LessonGuide, LessonRun, lesson_setup
        from .newgame import default_birth_date, remembered_profiles

        content = self.loaded_content
        remembered = remembered_profiles(self.settings)
        name = remembered[0].name if remembered else QCoreApplication.translate("NewGameDialog", "Player 1")
        born = remembered[0].birth_date if remembered else default_birth_date(0)
        setup = lesson_setup(content, name, born)
        colours = [colour for colour, _ in theme.PAWN_COLOURS]
        seats = [Seat(SeatKind.HUMAN, LESSON_LEVEL, colours[0])] + [Seat(SeatKind.COMPUTER, LESSON_LEVEL, colours[i])
                                                            for i in (1, 2)]
        game = Game.new(setup, content, new_seed())  # the learner's secrets are as safe as in any game
        if self.lesson is not None:
            self.lesson.end()
        self.lesson = LessonRun(Lesson(content, 0), LessonGuide(self), content, game, self)
        self.start(game, seats)
        self.lesson.guide.place()
        decision = game.pending
        if decision is not None and self.controller is not None and self.controller.waiting_for_human == 0:
            self.lesson.decision(decision)

    def _begin(self, game: Game | Table, seats: Sequence[Seat]) -> None:
        """Put ``game`` on screen with a new controller (what starting and resuming share); a loaded
        game's table is adopted as it is (its computer players are those that relived the game)."""
        from .. import table as tables
        from .controller import GameController

        controlled = game
        game = game.game if isinstance(game, tables.Table) else game

        if self.lesson is not None and self.lesson.game is not game:  # another game on screen: the lesson is over
            self.lesson.end()
            self.lesson = None

        self._put_game_away()
        self.names = tuple(p.name for p in game.setup.players)
        self.colours = tuple(theme.pawn_colour(seat.colour) if seat.colour else theme.PAWN_COLOURS[i][1]
                             for i, seat in enumerate(seats))  # a seat without a colour: the interface's own
        self.controller = GameController(controlled, seats, self)
        self._people_saved = 0
        self.controller.speed_factor = self.settings.speed_factor
        self.controller.events_ready.connect(self.show_events)
        self.controller.human_decision.connect(self._human_decision)
        self.controller.computer_thinking.connect(self._computer_thinking)
        self.controller.game_finished.connect(self._game_finished)
        self.seats = tuple(seats)
        self._last_human_seen = None
        self.ask_pledges_action.setEnabled(False)
        self._build_game_view(self.controller.humans)
        self.save_action.setEnabled(True)
        self.save_as_action.setEnabled(True)
        self.undo_action.setEnabled(False)
