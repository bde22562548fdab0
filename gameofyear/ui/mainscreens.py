"""The main window's screens around a game: the welcome screen, the end of the year (results, the next
year of a match, the year in review, the replay) and the help (rules, legend, almanac, about).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QTimer, Slot
from PySide6.QtGui import QCloseEvent, QColor
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from . import theme
from .windowparts import WindowParts

if TYPE_CHECKING:

    from ..engine import Game
    from .wording import Words

log = logging.getLogger("gameofyear.ui.mainwindow")


class WindowScreens(WindowParts):
    """The welcome screen, the end of the year and the help of :class:`~.mainwindow.MainWindow`."""

    def _show_welcome(self) -> None:
        """Show the welcome screen (:class:`~gameofyear.ui.welcome.WelcomeScreen`): before a game and after one."""
        from .welcome import WelcomeScreen

        welcome = WelcomeScreen()
        welcome.quick_requested.connect(self.quick_game)
        welcome.new_requested.connect(self.new_game)
        welcome.open_requested.connect(lambda: self.open_game())
        welcome.rules_requested.connect(self.show_rules)
        welcome.lesson_requested.connect(self.start_lesson)
        welcome.recent_requested.connect(lambda path: self.open_game(path))
        welcome.resume_requested.connect(self.resume_autosave)
        welcome.finished_review_requested.connect(lambda path: self.open_finished(path, "review"))
        welcome.finished_replay_requested.connect(lambda path: self.open_finished(path, "replay"))
        from .welcomenet import forget_network_game, open_network_game

        welcome.network_box.chosen.connect(lambda entry: open_network_game(self, entry))
        welcome.network_box.forgotten.connect(lambda entry: forget_network_game(self, entry))
        enabled = self.quick_action.isEnabled()
        for button in (welcome.quick_button, welcome.new_button, welcome.open_button, welcome.lesson_button):
            button.setEnabled(enabled)
        self.welcome = welcome
        self.setCentralWidget(welcome)
        welcome.show()  # on a window already on screen: at once, so that it can take the focus
        self._fill_welcome()
        self.zoom.attach(None)
        welcome.focus_first()

    def relist_network_games(self) -> None:
        """List the unfinished network games on the welcome screen again (none shown: nothing)."""
        from .welcomenet import refresh_network_games

        refresh_network_games(self)

    def _fill_welcome(self) -> None:
        """Put the recent games, and the game in progress if one was found, on the welcome screen."""
        from .language import list_in_words, log_tr, moment_in_words

        welcome = self.welcome
        if welcome is None:
            return
        welcome.set_recent(self.recent_paths())
        welcome.set_finished(self.finished_games())
        from .welcomenet import unfinished_network_games

        welcome.network_box.set_entries(unfinished_network_games(self.data_dir))
        recovered = self._recovered if self._recovery_done else None
        if recovered is None or recovered.save is None:
            welcome.clear_resume()
            return
        save = recovered.save
        loaded = recovered.result[0]
        game = loaded.game
        names = list_in_words(save.names)
        when = moment_in_words(save.saved_at)
        from ..narrate import day_name

        leader = max(p.position for p in game.state.players)

        def text() -> str:
            return (QCoreApplication.translate("MainWindow", "%1. Saved %2; the leading pawn is on %3.").replace("%1", names).replace("%2", when)
                    .replace("%3", day_name(leader, log_tr)))

        note: Words = ""
        if recovered.from_backup:
            from ..clean import printable

            problems = printable("; ".join(recovered.problems), 400)

            def backup_note() -> str:
                return (QCoreApplication.translate("MainWindow", "The latest autosave cannot be used, but its backup can.") + " "
                        + QCoreApplication.translate("MainWindow", "The autosave could not be used: %1").replace("%1", problems))

            note = backup_note
        if self.read_only is not None:
            earlier = note

            def read_only_note() -> str:
                said = earlier() if callable(earlier) else str(earlier)
                return ((said + " ") if said else "") + QCoreApplication.translate(
                    "MainWindow", "This window cannot save automatically: the game resumes without autosaving "
                    "(the banner below says why); Game ▸ Save As… keeps it elsewhere.")

            note = read_only_note
        try:
            from .welcome import board_thumbnail

            colours = [theme.pawn_colour(record.colour) if record.colour else theme.PAWN_COLOURS[i][1]
                       for i, record in enumerate(loaded.seats)]
            picture = board_thumbnail(game.content, [p.position for p in game.state.players], colours)
        except Exception:  # noqa: BLE001 - a picture that cannot be drawn leaves the card without one
            log.exception("the picture of the board could not be drawn")
            picture = None
        welcome.set_resume(text, picture, note)


    # ------------------------------------------------------------------ end

    @Slot(object)
    def _game_finished(self, outcome: Any) -> None:
        from .language import log_tr

        if self._autosave_due:
            self.autosave()
        self.keep_finished()
        self.undo_action.setEnabled(False)
        table = self.table_on_screen
        length = self.game.setup.variants.length if self.game is not None else "year"
        table.year_over(outcome.first, length)
        if self.game is not None:
            self.history.record(self.game.state.turn, self.game)
        from .results import ResultsDialog

        match = teams = None
        if self.game is not None:
            from ..engine.setup import match_after
            from ..narrate import match_words

            teams = self.game.team_ranking()
            match = match_after(self.game.setup, outcome.ranking)
            if match is not None:
                names = self.names
                table.log.add_line(partial(match_words, match, names, log_tr), heading=True)
        dialog = ResultsDialog(outcome, self.names, self.colours, self.history.history(), self.loaded_content, self,
                               teams=teams or (), match=match,
                               length=self.game.setup.variants.length if self.game is not None else "year")
        dialog.review_button.show()
        dialog.review_requested.connect(lambda: self.show_year_review(dialog))
        dialog.replay_button.show()
        dialog.replay_requested.connect(lambda: self.show_replay(parent=dialog))
        self.results_dialog = dialog
        if self.auto_dialogs:
            QTimer.singleShot(0, self, lambda: self._run_results(dialog))
        else:
            dialog.finished.connect(self._results_closed)
            dialog.show()

    def _run_results(self, dialog: QDialog) -> None:
        self._results_closed(dialog.exec())

    @Slot(int)
    def _results_closed(self, code: int) -> None:
        """The results were closed: a new game when asked for (``code`` 2), the match's next year (``code`` 3),
        else back to the welcome screen."""
        from .results import NEW_GAME, NEXT_YEAR

        if code == NEXT_YEAR and self.next_match_year():
            return
        if code == NEW_GAME:
            self.new_game()
        game = self.game
        if game is not None and game.outcome() is not None:
            self.return_to_welcome()

    def next_match_year(self, seed: int | None = None) -> bool:
        """Start the next year of the match whose year just ended: the same players, seats and house rules,
        a new seed, this year's tokens added to the match (:func:`~gameofyear.engine.match.next_year`).

        Returns:
            False when the game on screen is not a finished year of a match that goes on.
        """
        from ..engine import Game
        from ..engine.setup import next_year
        from ..seats import Seat, default_bot_seed

        game = self.game
        outcome = game.outcome() if game is not None else None
        if game is None or outcome is None or game.setup.match is None:
            return False
        try:
            setup = next_year(game.setup, outcome.ranking)
        except ValueError:
            return False
        from ..engine.streams import new_seed

        seed = seed if seed is not None else new_seed()
        seats = [Seat(r.kind, r.level, r.colour, default_bot_seed(seed, i) if r.is_computer else None)
                 for i, r in enumerate(self._seat_records())]
        self.start(Game.new(setup, game.content, seed), seats)
        return True

    def keep_finished(self) -> bool:
        """Keep the game on screen, which is over, among the finished games of the data folder
        (:class:`~gameofyear.saves.finished.FinishedGames`), listed on the welcome screen.

        Returns:
            True when kept; False without a data folder or its lock (another copy of the game
            writes it), for a game not over, or when it cannot be written (logged).
        """
        game = self.game
        if game is None or game.outcome() is None or self.data_dir is None or self.autosaver is None:
            return False
        from ..saves import SaveError
        from ..saves.finished import FinishedGames

        try:
            FinishedGames(self.data_dir).keep(game, self._seat_records(), language=self.language)
        except (SaveError, OSError) as exc:
            log.error("the finished game could not be kept: %s", exc)
            return False
        return True

    def finished_games(self) -> list[Any]:
        """The finished games kept in the data folder, newest first (none without a data folder)."""
        if self.data_dir is None:
            return []
        from ..saves.finished import FinishedGames

        store = FinishedGames(self.data_dir)
        games = store.games()
        if store.problem:
            log.warning("%s", store.problem)
        return games

    def open_finished(self, path: Path | str, what: str = "review") -> QDialog | None:
        """Open again the Year in Review (``what`` ``"review"``) or the Replay (``"replay"``) of a finished game
        kept (its save at ``path``), from the welcome screen.

        Returns:
            The dialog (open, not blocking); None when the save cannot be opened (one message says why).

        Raises:
            ValueError: ``what`` is neither ``"review"`` nor ``"replay"``.
        """
        if what not in ("review", "replay"):
            raise ValueError(f"what must be 'review' or 'replay', not {what!r}")
        viewed = self._game_to_view(Path(path))
        if viewed is None:
            return None
        game, colours = viewed
        if what == "replay":
            return self.show_replay(game, colours=colours)
        return self.show_year_review(game=game, colours=colours)

    def _game_to_view(self, path: Path) -> tuple[Game, tuple[QColor, ...]] | None:
        """The game saved at ``path``, rebuilt without being played, with its pawn colours; None when it cannot
        be opened (a message says why, as for Game ▸ Open)."""
        from ..clean import printable
        from ..saves import SaveError, read_save

        try:
            loaded = self._rebuild(read_save(path))[0]
        except SaveError as exc:
            from .savetexts import save_error_text

            self._tell(QMessageBox.Icon.Warning, QCoreApplication.translate("MainWindow", "This game cannot be opened"),
                       QCoreApplication.translate("MainWindow", "%1 cannot be opened:\n%2").replace("%1", printable(path.name, 120))
                       .replace("%2", save_error_text(exc)))
            return None
        colours = tuple(theme.pawn_colour(r.colour) if r.colour else theme.PAWN_COLOURS[i % len(theme.PAWN_COLOURS)][1]
                        for i, r in enumerate(loaded.seats))
        return loaded.game, colours

    def show_year_review(self, parent: QWidget | None = None, *, game: Game | None = None,
                         colours: Sequence[QColor] | None = None) -> QDialog | None:
        """Open the year in review (:class:`~gameofyear.ui.review.YearReviewDialog`) of ``game``
        (None: the game on screen), its pawns in ``colours`` (None: the window's).

        Returns:
            The dialog (open, not blocking), or None without a game.
        """
        from PySide6.QtCore import Qt

        names: Sequence[str] = self.names
        if game is None and self.table is not None:  # the game on screen: the table tells its year
            self.review_dialog = self.table.show_year_review(parent or self)
            return self.review_dialog
        if game is None:
            game = self.game
        else:
            names = tuple(p.name for p in game.setup.players)
        if game is None:
            return None
        from .review import YearReviewDialog, chronicle

        if colours is None or len(colours) != len(names):
            colours = self.colours if len(self.colours) == len(names) else tuple(
                theme.PAWN_COLOURS[i % len(theme.PAWN_COLOURS)][1] for i in range(len(names)))
        dialog = YearReviewDialog(chronicle(game, names), names, colours, parent or self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.review_dialog = dialog
        dialog.show()
        return dialog

    def show_replay(self, game: Game | None = None, parent: QWidget | None = None,
                    colours: Sequence[QColor] | None = None) -> QDialog | None:
        """Step through ``game`` (None: the game on screen) move by move on the board
        (:class:`~gameofyear.ui.replayview.ReplayDialog`, open without blocking).

        Returns:
            The dialog, or None without a game.
        """
        from PySide6.QtCore import Qt

        from .telling import log_lines

        game = game if game is not None else self.game
        if game is None:
            return None
        from .replayview import ReplayDialog, replay_steps

        names = tuple(p.name for p in game.setup.players)
        colours = colours or (self.colours if len(self.colours) == len(names) else tuple(
            theme.PAWN_COLOURS[i % len(theme.PAWN_COLOURS)][1] for i in range(len(names))))
        texts = self.texts_for(game.content)
        steps = replay_steps(game, lambda events: [line for line, _ in log_lines(events, names, texts)])
        dialog = ReplayDialog(texts, steps, names, colours, parent or self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.replay_dialog = dialog
        dialog.show()
        return dialog

    def replay_saved_game(self, path: Path | str | None = None) -> QDialog | None:
        """Game ▸ Replay a Saved Game: step through a saved game (``path``; None: ask) without playing it.

        Returns:
            The replay's dialog; None when cancelled or when the file cannot be
            opened (one message says why, as for Game ▸ Open).
        """
        from PySide6.QtWidgets import QFileDialog

        if self.content is None:
            return None
        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(self, QCoreApplication.translate("MainWindow", "Replay a Saved Game"), str(self._saves_folder()),
                                                    QCoreApplication.translate("MainWindow", "Game of the Year saves (*.json);;All files (*)"))
            if not chosen:
                return None
            path = chosen
        viewed = self._game_to_view(Path(path))
        if viewed is None:
            return None
        game, colours = viewed
        return self.show_replay(game, colours=colours)

    def return_to_welcome(self) -> None:
        """Put the game on screen away (it is over, or the person left it) and show the welcome screen."""
        self._put_game_away()
        for action in (self.save_action, self.save_as_action, self.undo_action, self.spin_action,
                       self.ask_pledges_action):
            action.setEnabled(False)
        self.save_path = None
        self._update_title()
        self._show_welcome()

    # ------------------------------------------------------------------ help

    @Slot()
    def show_rules(self) -> None:
        """Show the rules of the game (Help ▸ How to Play: :class:`~.helpmenu.TableHelp`)."""
        self.help.show_rules()

    @Slot()
    def show_legend(self) -> QDialog | None:
        """View ▸ Legend: what the frames, marks and pictures of the squares mean (it does not block)."""
        dialog = self.help.show_legend()
        self.legend_dialog = dialog
        return dialog

    @Slot()
    def show_almanac(self) -> None:
        """Show the almanac browser: every date with its text and effects."""
        self.help.show_almanac()

    @Slot()
    def show_about(self) -> None:
        """Show the About box."""
        self.help.show_about()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        """Save the game (the autosave), remember the window's geometry and stop the game's timers.

        Every way of quitting comes here: Game ▸ Quit, Ctrl+Q and closing the window (before the window is
        built too: only its geometry is remembered then).
        """
        if not self.built:
            self._remember_geometry()
            super().closeEvent(event)
            return
        self.autosave()
        self.release_data_folder()
        self._remember_geometry()
        if self.table is not None:
            self.table.close()
        if self.controller is not None:
            self.controller.stop()
        self._close_current_dialog()  # a decision dialog open (Ctrl+Q from it) goes unanswered
        self.sound.close()
        super().closeEvent(event)

    def _remember_geometry(self) -> None:
        """Keep the window's size and place in the settings for the next start."""
        try:
            self.settings.set_geometry(self.saveGeometry())
        except Exception:  # noqa: BLE001 - settings that cannot be written never keep the window open
            log.exception("the window's geometry could not be remembered")
