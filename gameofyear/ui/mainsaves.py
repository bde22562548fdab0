"""Saving, opening and undo in the main window (:mod:`gameofyear.saves`): Game ▸ Save, Save As, Open,
Open Recent and Undo, the autosave and the data folder's lock, the unfinished game offered at the next start.

A file that cannot be opened gets one message saying why, and the game on screen stays; a game that cannot
be saved says so in a banner that stays until saving works again, and play goes on.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QTimer, Slot
from PySide6.QtWidgets import QApplication, QMessageBox

from . import theme
from .language import moment_in_words
from .savetexts import save_error_text
from .windowparts import WindowParts

if TYPE_CHECKING:

    from ..engine import Game
    from ..engine import events as ev
    from ..saves import Autosave, RecentFiles, Recovered, SaveFile
    from ..table import Table
    from .wording import Words

log = logging.getLogger("gameofyear.ui.mainwindow")

SAVE_SUFFIX = ".json"
"""The file name ending of saved games."""


class GameFiles(WindowParts):
    """:class:`~.mainwindow.MainWindow`'s saves: the files of the game on screen and the autosave."""

    # ------------------------------------------------------------------ saving, opening, undo

    def _saves_folder(self) -> Path:
        """Where the Save and Open dialogs start: the folder of the game's file, else of the newest recent
        file, else the user's documents; only a folder that exists (else the home folder)."""
        from PySide6.QtCore import QStandardPaths

        candidates = [] if self.save_path is None else [self.save_path.parent]
        candidates += [path.parent for path in self.recent_paths()[:1]]
        documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        if documents:
            candidates.append(Path(documents))
        return next((folder for folder in candidates if folder.is_dir()), Path.home())

    @property
    def autosaver(self) -> Autosave | None:
        """The autosave in :attr:`data_dir`: None without a data folder, or while another copy of the game
        holds the folder's lock (:attr:`read_only`)."""
        if self._autosaver is None and self.data_dir is not None and self._claim_data_folder():
            from ..saves import Autosave

            self._autosaver = Autosave(self.data_dir)
            for path in self._autosaver.clean_temporaries():
                log.info("removed %s, left by an interrupted write", path.name)
        return self._autosaver

    def _claim_data_folder(self) -> bool:
        """Take the data folder's lock, once; when another copy of the game holds it, say so and play without autosaving.

        Returns:
            True when this window may write the autosave.
        """
        if self._claimed:
            return self._lock is not None
        self._claimed = True
        from ..saves import DataFolderLock, SaveError

        lock = DataFolderLock(self.data_dir)  # type: ignore[arg-type]
        try:
            taken = lock.acquire()
        except SaveError as exc:
            log.error("the data folder cannot be locked: %s", exc)
            self.read_only = exc.detail
            self.show_save_problem(QCoreApplication.translate("MainWindow", "The game cannot be saved automatically: %1. It goes on; "
                                           "Game ▸ Save As… keeps it elsewhere.").replace("%1", save_error_text(exc)))
            return False
        if not taken:
            owner = lock.owner()
            who = QCoreApplication.translate("MainWindow", "process %1").replace("%1", str(owner["pid"])) if owner else QCoreApplication.translate("MainWindow", "another process")
            self.read_only = f"another copy of Game of the Year is open ({who})"
            log.warning("the data folder is used by another copy of the game (%s): no autosave in this one", who)
            self.show_save_problem(QCoreApplication.translate("MainWindow", "Another copy of Game of the Year is open (%1): this window does not "
                                           "save automatically. Game ▸ Save As… keeps its game.").replace("%1", who))
            return False
        self._lock = lock
        return True

    def show_save_problem(self, text: str | None) -> None:
        """Show ``text`` in the lasting banner at the foot of the window (None: hide it)."""
        if text is None:
            self.save_banner.hide()
            self.save_banner.clear()
        else:
            self.save_banner.setText(text)
            self.save_banner.show()

    def release_data_folder(self) -> None:
        """Give back the data folder's lock (when the window closes), so that the next copy of the game may write."""
        if self._lock is not None:
            self._lock.release()
            self._lock = None
            self._autosaver = None
            self._claimed = False

    @property
    def recent_files(self) -> RecentFiles:
        """The Open Recent list (kept in :attr:`data_dir`, or only in memory without one)."""
        if self._recent is None:
            from ..saves import RecentFiles

            self._recent = RecentFiles(self.data_dir)
        return self._recent

    def recent_paths(self) -> list[Path]:
        """The Open Recent files; a list file that could not be used was reset, and the status bar says so once."""
        recent = self.recent_files
        paths = recent.paths()
        if recent.problem is not None:
            log.warning("%s", recent.problem)
            self.statusBar().showMessage(QCoreApplication.translate("MainWindow", "The list of recent games could not be read and was cleared."), 10000)
            recent.problem = None
        return paths

    def _seat_records(self) -> Any:
        from ..seats import seats_of

        assert self.game is not None
        return seats_of(self.seats, self.game.seed)

    def autosave(self) -> bool:
        """Write the game on screen to the autosave (after the batches of events shown, see :meth:`_events_done`,
        before a person is asked, and when quitting).

        Returns:
            True when written; False without a data folder or a game, or when the
            write failed (the status bar says so and the previous autosave is kept).
        """
        self._autosave_due = False
        if self._autosave_timer is not None:
            self._autosave_timer.stop()
        if self.game is None or self.lesson is not None:
            return False  # the lesson's game is not kept: the game in progress stays the one to resume
        if self.controller is not None:
            self._people_saved = self.controller.people_choices
        autosaver = self.autosaver  # after the check: quitting with no game under way reads no save code
        if autosaver is None:
            return False
        from ..saves import SaveError

        try:
            autosaver.write(self.game, self._seat_records(), language=self.language)
        except SaveError as exc:
            if not self.save_banner.isVisible():
                log.error("autosave failed: %s", exc)
            self.show_save_problem(QCoreApplication.translate("MainWindow", "The game cannot be saved: %1. It goes on; Game ▸ Save As… keeps it "
                                           "elsewhere.").replace("%1", save_error_text(exc)))
            return False
        if self.save_banner.isVisible():
            log.info("the autosave works again")
            self.show_save_problem(None)
        kept, autosaver.kept = autosaver.kept, None
        if kept is not None:
            log.warning("the earlier game was kept as %s", kept)
            self.statusBar().showMessage(QCoreApplication.translate("MainWindow", "The earlier game was kept as %1 (Game ▸ Open).").replace("%1", str(kept)), 15000)
        return True

    @Slot()
    def save_game(self) -> bool:
        """Game ▸ Save: write the game to its file, or ask for one (Save As) the first time.

        Returns:
            True when the game was written.
        """
        if self.save_path is None:
            return self.save_game_as()
        return self._write_to(self.save_path)

    def save_game_as(self, path: Path | str | None = None) -> bool:
        """Game ▸ Save As: write the game to ``path`` (None: ask with a file dialog).

        Returns:
            True when the game was written; False when no game is on screen, the
            dialog was cancelled or the write failed (a message says why; any
            earlier file at ``path`` is kept whole).
        """
        from PySide6.QtCore import QDateTime
        from PySide6.QtWidgets import QFileDialog

        if self.game is None:
            return False
        if path is None:
            stamp = QDateTime.currentDateTime().toString("yyyy-MM-dd HH-mm")
            start = self._saves_folder() / (QCoreApplication.translate("MainWindow", "Game of the Year %1").replace("%1", stamp) + SAVE_SUFFIX)
            chosen, _ = QFileDialog.getSaveFileName(self, QCoreApplication.translate("MainWindow", "Save Game"), str(start),
                                                    QCoreApplication.translate("MainWindow", "Game of the Year saves (*.json)"))
            if not chosen:
                return False
            path = chosen
        path = Path(path)
        if not path.suffix:
            path = path.with_suffix(SAVE_SUFFIX)
        return self._write_to(path)

    def _write_to(self, path: Path) -> bool:
        from ..saves import SaveError, write_save

        assert self.game is not None
        try:
            write_save(path, self.game, self._seat_records(), language=self.language)
        except SaveError as exc:
            log.error("save failed: %s", exc)
            self._tell(QMessageBox.Icon.Critical, QCoreApplication.translate("MainWindow", "The game was not saved"),
                       QCoreApplication.translate("MainWindow", "The game could not be saved to %1:\n%2").replace("%1", str(path))
                       .replace("%2", save_error_text(exc)))
            return False
        log.info("game saved to %s", path)
        self.save_path = path
        self._saved_actions = len(self.game.actions)
        self.recent_files.add(path)
        self._update_title()
        self.statusBar().showMessage(QCoreApplication.translate("MainWindow", "Saved to %1").replace("%1", str(path)), 6000)
        return True

    def open_game(self, path: Path | str | None = None) -> bool:
        """Game ▸ Open: load a saved game from ``path`` (None: ask with a file dialog) and play on.

        A game on screen with decisions no file holds is offered to be saved
        first (:meth:`leave_game_then`), once the file's game has been rebuilt.

        Returns:
            True when the game is on screen. False when the dialog was
            cancelled, the game in progress was kept (or the question waits for
            its answer), or the file cannot be opened: then one message names the
            problem (cut off, not JSON, not a save, from a newer version, changed
            since it was saved, other rules content…) and the game on screen is
            left as it was.
        """
        from PySide6.QtWidgets import QFileDialog

        if self.content is None:
            return False
        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(self, QCoreApplication.translate("MainWindow", "Open Game"), str(self._saves_folder()),
                                                    QCoreApplication.translate("MainWindow", "Game of the Year saves (*.json);;All files (*)"))
            if not chosen:
                return False
            path = chosen
        from ..clean import printable
        from ..saves import SaveError, SaveProblem, read_save

        path = Path(path)
        try:
            save = read_save(path)
            try:
                rebuilt = self._rebuild(save)
            except SaveError as exc:
                if exc.problem is not SaveProblem.ALMANAC_MISSING:
                    raise
                folder = self.choose_almanac(exc.detail)
                if folder is None:
                    raise
                rebuilt = self._rebuild(save, almanac=folder)
        except SaveError as exc:
            log.warning("cannot open %s: %s", printable(path, 300), printable(exc, 500))
            text = (QCoreApplication.translate("MainWindow", "%1 cannot be opened:\n%2").replace("%1", printable(path.name, 120))
                    .replace("%2", save_error_text(exc)))
            if exc.problem.in_the_file and self.recent_files.remove(path):  # opening it again will not mend it
                text += "\n\n" + QCoreApplication.translate("MainWindow", "It was taken off the recent games.")
            self._tell(QMessageBox.Icon.Warning, QCoreApplication.translate("MainWindow", "This game cannot be opened"), text)
            return False
        return self.leave_game_then(lambda: self._show_opened(path, *rebuilt))

    def _ask_almanac_folder(self, detail: str) -> Path | None:
        """Ask for the folder of the house almanac a game was played with (``detail`` says which); None: cancelled."""
        from PySide6.QtWidgets import QFileDialog

        if not self.auto_dialogs:
            return None
        QMessageBox.information(self, QCoreApplication.translate("MainWindow", "Game of the Year"),
                                QCoreApplication.translate("MainWindow", "This game needs its house almanac:\n%1\n\nChoose the almanac's folder.")
                                .replace("%1", detail))
        chosen = QFileDialog.getExistingDirectory(self, QCoreApplication.translate("MainWindow", "The Game's House Almanac"), str(self._saves_folder()))
        return Path(chosen) if chosen else None

    def _show_opened(self, path: Path, loaded: Table, lines: list[tuple[Words, bool]], history: Any) -> None:
        """Put the game rebuilt from ``path`` on screen and play on."""
        from ..clean import printable

        self._show_loaded(loaded, lines, history)
        self.save_path = path
        self.recent_files.add(path)
        self._update_title()
        log.info("game opened from %s", printable(path, 300))

    def _load_save(self, save: SaveFile) -> None:
        """Rebuild ``save``'s game with its log and chart, then show it and play on.

        Raises:
            SaveError: the game cannot be rebuilt (nothing on screen has changed yet).
        """
        self._show_loaded(*self._rebuild(save))

    def _rebuild(self, save: SaveFile, almanac: Path | None = None) -> tuple[Table, list[tuple[Words, bool]], Any]:
        """Replay ``save``'s game, with its log lines and chart history, without showing it.

        Args:
            almanac: a house almanac's folder the player chose for it.

        Raises:
            SaveError: the game cannot be rebuilt.
        """
        from PySide6.QtCore import Qt

        from ..engine import events as ev
        from ..saves import SaveError, SaveProblem, content_for, load_game
        from .results import HistoryRecorder
        from .telling import log_tellers

        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            content = content_for(save, self.content, almanac=almanac)
            self.texts_for(content)  # its words can be read: checked before anything on screen changes
            names = save.names
            lines: list[tuple[Words, bool]] = []
            history = HistoryRecorder()

            def on_events(events: list[ev.Event], game: Game) -> None:
                if not game.actions:
                    history.record(0, game)
                for event in events:
                    lines.extend(log_tellers([event], names, lambda: self.loaded_texts))
                    if type(event) is ev.TurnEnded:
                        history.record(game.state.turn, game)

            loaded = load_game(save, content, on_events=on_events)
        except SaveError:
            raise
        except Exception as exc:  # noqa: BLE001 - a file never brings the window down
            log.exception("rebuilding %s failed", save.path)
            raise SaveError(SaveProblem.REPLAY, f"its game cannot be rebuilt ({type(exc).__name__})", save.path) from None
        finally:
            QApplication.restoreOverrideCursor()
        return loaded, lines, history

    def _show_loaded(self, loaded: Table, lines: list[tuple[Words, bool]], history: Any) -> None:
        """Put a rebuilt game on screen, with its log, and ask for its next decision."""
        from dataclasses import replace

        game = loaded.game
        from ..clean import clean_name

        log.info("game loaded: %s, %d decisions, turn %d", ", ".join(clean_name(p.name) for p in game.setup.players),
                 len(game.actions), game.state.turn)
        self.use_content(game.content)
        taken = {r.colour for r in loaded.seats if r.colour}
        free = [name for name, _ in theme.PAWN_COLOURS if name not in taken]
        seats = []
        for record in loaded.seats:
            if not record.colour:
                record = replace(record, colour=free.pop(0) if free else theme.PAWN_COLOURS[0][0])
            seats.append(record)
        self._begin(loaded, seats)
        assert self.controller is not None
        self.history = history
        self._fill_log(lines)
        if loaded.loaded_from is not None:
            when = moment_in_words(loaded.loaded_from.saved_at)
            self.table_on_screen.log.add_line(lambda: QCoreApplication.translate("MainWindow", "The game goes on (saved %1).").replace("%1", when), heading=True)
        self._tell_upgrade(loaded)
        self.table_on_screen.scene.set_active_player(game.state.active)
        self.table_on_screen.refresh_panel()
        self.save_path = None
        self._saved_actions = len(game.actions)
        self._update_title()
        self.autosave()
        QTimer.singleShot(0, self.controller, self.controller.events_shown)

    def _tell_upgrade(self, loaded: Table) -> None:
        """Say, in the log and the status bar, what became of a game of an earlier almanac or version of the game
        (:mod:`gameofyear.saves.upgrade`); a game that resumes before some of its moves is also told in a message."""
        upgrade = loaded.upgrade
        if upgrade is None:
            return
        from .savetexts import upgrade_text

        log.info("%s", upgrade.text())
        self.table_on_screen.log.add_line(lambda: upgrade_text(upgrade), heading=True)
        self.statusBar().showMessage(upgrade_text(upgrade), 20000)
        if upgrade.resumed_before:
            self._tell(QMessageBox.Icon.Information, QCoreApplication.translate("MainWindow", "The almanac has changed"),
                       upgrade_text(upgrade))

    def _fill_log(self, lines: list[tuple[Words, bool]]) -> None:
        """Put a replayed game's log lines in the log at once (:meth:`~.panel.LogView.add_lines`)."""
        self.table_on_screen.log.add_lines(lines)

    @Slot()
    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        paths = self.recent_paths()
        for path in paths:
            action = self.recent_menu.addAction(path.name)
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _=False, p=path: self.open_game(p))
        if not paths:
            empty = self.recent_menu.addAction(QCoreApplication.translate("MainWindow", "No recent games"))
            empty.setEnabled(False)
            return
        self.recent_menu.addSeparator()
        clear = self.recent_menu.addAction(QCoreApplication.translate("MainWindow", "&Clear Menu"))
        clear.triggered.connect(self.recent_files.clear)

    def _update_title(self) -> None:
        if self.save_path is None:
            self.setWindowTitle(QCoreApplication.translate("MainWindow", "Game of the Year"))
        else:
            self.setWindowTitle(QCoreApplication.translate("MainWindow", "%1 — Game of the Year").replace("%1", self.save_path.name))

    # -------- resuming at start

    def resume_candidate(self) -> SaveFile | None:
        """The autosaved game that is not over (or None): what :meth:`offer_resume` offers.

        The autosave is read and replayed; when that fails for any reason, its
        backup is (:meth:`~gameofyear.saves.Autosave.recover`), and the question says so.
        """
        recovered = self._recover()
        return recovered.save if recovered is not None else None

    def _recover(self) -> Recovered[Any] | None:
        """Replay the autosave (or its backup) once, keeping the rebuilt game for :meth:`resume_autosave`."""
        if not self._recovery_done:
            autosaver = self.autosaver
            if autosaver is None and self.data_dir is not None and self.read_only is not None:
                from ..saves import Autosave  # a folder this window may not write: its game is still offered

                autosaver = Autosave(self.data_dir)
            if autosaver is None or self.content is None:
                return None
            self._recovered = autosaver.recover(self._rebuild, finished=lambda rebuilt: rebuilt[0].game.finished)
            self._recovery_done = True
            if self._recovered is not None and self._recovered.from_backup:
                log.warning("the autosave cannot be used (%s); its backup can", "; ".join(self._recovered.problems))
        return self._recovered

    def resume_question(self, save: SaveFile) -> str:
        """The question asked at start: "Resume the game of Ann, Bob and Carl, 30/11/2026 21:04?"."""
        from .language import list_in_words

        names = list_in_words(save.names)
        when = moment_in_words(save.saved_at)
        recovered = self._recovered
        if recovered is not None and recovered.from_backup and recovered.save is save:
            return (QCoreApplication.translate("MainWindow", "The latest autosave cannot be used, but its backup can. Resume the game of %1, %2, "
                            "from the backup?").replace("%1", names).replace("%2", when))
        return QCoreApplication.translate("MainWindow", "Resume the game of %1, %2?").replace("%1", names).replace("%2", when)

    def offer_resume(self) -> bool:
        """At start: offer the unfinished autosaved game, if there is one, on the welcome screen.

        The welcome screen shows its players, when it was saved and a picture of
        its board, with Resume as the first choice (:meth:`resume_autosave`); the
        other choices start or open another game instead. Returns True when a
        game is offered.
        """
        save = self.resume_candidate()
        if save is None:
            return False
        if self.game is None and self.welcome is not None:
            self._fill_welcome()
        return True

    @Slot()
    def resume_autosave(self) -> bool:
        """Load the autosaved game (or its backup, when the latest cannot be read or replayed) and play on.

        Returns:
            True when the game is on screen; False when neither can be opened.
        """
        recovered = self._recover()
        if recovered is None:
            return False
        self._recovered, self._recovery_done = None, False
        autosaver = self.autosaver
        if autosaver is not None:
            autosaver.resumed()
        self._show_loaded(*recovered.result)
        if recovered.from_backup:
            self.statusBar().showMessage(QCoreApplication.translate("MainWindow", "Resumed from the backup of the autosave."), 10000)
        return True

    # -------- undo

    def _update_undo(self) -> None:
        """Enable Game ▸ Undo when the person now deciding may take back the last choice (:func:`~gameofyear.saves.undo_point`)."""
        point = self.controller.undo_point() if self.controller is not None else None
        self.undo_action.setEnabled(point is not None)
        self._undo_for = point.player if point is not None else None
        self._label_undo()

    def _label_undo(self) -> None:
        """Label Game ▸ Undo with whose choice it takes back, in the language installed."""
        player = self._undo_for
        if player is not None and player < len(self.names):
            self.undo_action.setText(QCoreApplication.translate("MainWindow", "&Undo %1's Choice").replace("%1", self.names[player]))
        else:
            self.undo_action.setText(QCoreApplication.translate("MainWindow", "&Undo"))

    @Slot()
    def undo(self) -> bool:
        """Game ▸ Undo (Ctrl+Z): the person now deciding takes back their own last choice.

        Only what :func:`gameofyear.saves.undo_point` allows: a person's own last
        choice, before anybody else has acted, whose consequences revealed no
        chance (no spin, no card) and no secret. The board goes back, the
        decision is asked again and the game is autosaved.

        Returns:
            True when a choice was taken back.
        """
        if self.controller is None or self.game is None:
            return False
        point = self.controller.take_back()
        if point is None:
            self.statusBar().showMessage(QCoreApplication.translate("MainWindow", "There is no choice to take back now."), 4000)
            self.undo_action.setEnabled(False)
            return False
        self._close_current_dialog()
        table = self.table_on_screen
        table.set_spin_enabled(False)
        table.scene.set_positions([p.position for p in self.game.state.players])
        table.scene.set_active_player(self.game.state.active)
        table.refresh_panel()
        name = self.names[point.player]
        table.log.add_line(lambda: QCoreApplication.translate("MainWindow", "%1 takes back the last choice.").replace("%1", name), heading=True)
        self.undo_action.setEnabled(False)
        self.autosave()
        QTimer.singleShot(0, self.controller, self.controller.events_shown)
        return True

    def _close_current_dialog(self) -> None:
        self._undo_cover()
        if self.table is not None and self.table.dialog is not None:
            self.table.asking.close()
