"""The main window: the board, the machine, the players, the log and the menus.

It shows what the :class:`GameController` hands it as animations played in
order (pawns sliding day by day, the dial spinning, cards appearing), then
tells the controller it is done; a human's decision comes back from the
machine or from a dialog built for that decision.

Given a data folder, it saves the game after the batches of events shown (at
instant speed, computer players' decisions within a second), before a person is
asked and when it closes (:class:`~gameofyear.saves.Autosave`), offers to resume an
unfinished game at the next start, and keeps the Open Recent list there. Game ▸
Save, Save As, Open and Undo work through :mod:`gameofyear.saves`; a file that
cannot be opened gets one message saying why, and the game on screen stays.

Only one copy of the game writes the autosave: a second copy is told which
process holds it and plays without autosaving. A game that cannot be saved
(the data folder unwritable or full, another copy open) says so in a banner
that stays until saving works again, and play goes on.

View ▸ Language changes the language in place (:meth:`MainWindow.set_language`):
the window, its menus and every view of the table retranslate themselves on
``QEvent.LanguageChange`` — the same actions, board, machine, panel and log,
the log told again from the events shown, a decision being asked asked again.
"""

from __future__ import annotations

import linecache
import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QColor
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QMenu, QMessageBox, QWidget

from . import theme
from .language import LanguageMenu, current_language, speak
from .mainplay import GameStarting
from .mainsaves import SAVE_SUFFIX, GameFiles
from .mainscreens import WindowScreens
from .maintable import AUTOSAVE_EVERY_MS, TableHosting
from .screenfit import FIRST_SIZE, fitting_size
from .settings import Settings

__all__ = ["AUTOSAVE_EVERY_MS", "FIRST_SIZE", "SAVE_SUFFIX", "MainWindow", "fitting_size", "forget_sources"]

if TYPE_CHECKING:  # the rest is imported when the window is built, after its first frame (a quick start)

    from ..content import Content, Texts
    from ..saves import Autosave, DataFolderLock, RecentFiles, Recovered
    from .controller import GameController
    from .tableview import TableHost


log = logging.getLogger(__name__)




def forget_sources() -> None:
    """Let go of the source lines PySide6 read from every module imported after it (about 9 MB).

    PySide6's import hook (its ``__feature__`` support) reads each new module's
    source with :func:`inspect.getsource` to see whether it uses PySide6, and
    :mod:`linecache` keeps every line read. Nothing here needs them: a traceback
    reads its lines again. Called once the window's modules and the rules are
    loaded, and when a game view is built.
    """
    linecache.clearcache()


class MainWindow(GameStarting, TableHosting, GameFiles, WindowScreens, QMainWindow):
    """The game's window: its menus, its language and the table of the game on screen (built here), with its
    parts: starting games (:class:`~.mainplay.GameStarting`), hosting the table (:class:`~.maintable.TableHosting`),
    saves (:class:`~.mainsaves.GameFiles`), the welcome screen, the end of the year and the help
    (:class:`~.mainscreens.WindowScreens`).

    Signals:
        table_built(object): the table of a game is on screen, before its first events are shown: its
            presenter (:class:`~.tableview.TablePresenter`, whose ``shown`` tells what the table shows).

    Args:
        content: the rules content (None: :meth:`load_content` loads it after
            the first frame); its words are loaded in the settings' language.
        settings: the player's settings.
        auto_dialogs: when False, human decisions are not answered through modal
            dialogs but left to the caller (tests drive :attr:`current_dialog`),
            and messages open without blocking (:attr:`message_box`).
        data_dir: the user's data folder (``QStandardPaths.AppDataLocation``): the
            autosave, its backup and the Open Recent list live there. None: no
            autosave (tests that do not need it).
        build_later: show only a light first frame (:class:`~.firstframe.FirstFrame`:
            the welcome screen's colours and title, drawn with almost nothing of Qt)
            and leave the actions, menus, status bar and welcome screen to
            :meth:`build`, which the caller runs once that frame is on screen (the
            game's start: :func:`gameofyear.ui.app.run`). False: built at once.
    """

    table_built = Signal(object)

    def __init__(self, content: Content | None, settings: Settings | None = None, parent: QWidget | None = None,
                 auto_dialogs: bool = True, data_dir: Path | str | None = None, *, build_later: bool = False):
        super().__init__(parent)
        self.built = False
        """True once :meth:`build` has made the actions, menus, status bar and welcome screen."""
        self.data_dir = None if data_dir is None else Path(data_dir)
        self.network_windows: list[QWidget] = []
        """The windows of network games opened from this one."""
        self.save_path: Path | None = None
        """The file the game on screen was last opened from or saved to (None: only the autosave)."""
        self.seats: tuple[Any, ...] = ()
        self.message_box: QMessageBox | None = None
        """The last message shown without blocking (when ``auto_dialogs`` is False)."""
        self.welcome: Any = None
        """The welcome screen while it is on screen (:class:`~gameofyear.ui.welcome.WelcomeScreen`), else None."""
        self.warning_box: QMessageBox | None = None
        """The warning about texts that could not be used (it does not block)."""
        self.profile_step: QDialog | None = None
        """The small step before a Quick Game (name, birth date, sex) while it is open without blocking."""
        self.leave_box: QMessageBox | None = None
        """The question "Save the game in progress before leaving it?" while it is open without blocking."""
        self._saved_actions = 0
        """How many decisions of the game on screen a file holds (opened from or saved to it)."""
        self._autosaver: Autosave | None = None
        self._autosave_due = False
        """True while the game on screen has decisions the autosave does not hold yet (see :meth:`_events_done`)."""
        self._people_saved = 0
        """The controller's ``people_choices`` when the autosave was last written."""
        self._autosave_timer: QTimer | None = None
        """Writes the autosave :data:`AUTOSAVE_EVERY_MS` after a batch of computer players' decisions (made when first needed)."""
        self._recent: RecentFiles | None = None
        self._lock: DataFolderLock | None = None
        self._claimed = False
        self.read_only: str | None = None
        """Why this window does not write the autosave (another copy of the game holds it), or None."""
        self._recovered: Recovered[Any] | None = None
        self._recovery_done = False
        self.choose_almanac: Callable[[str], Path | None] = self._ask_almanac_folder
        """Asks for the folder of a house almanac a game needs (given the message); None: cancelled."""
        self.settings = settings or Settings()
        theme.set_text_scale(self.settings.text_scale)  # the application's font follows in build()
        self.content: Content | None = None
        """The rules content of the window's games (None until :meth:`load_content` for a fast start)."""
        self.texts: Texts | None = None
        """The words of :attr:`content` in the window's language (View ▸ Language changes only these)."""
        if content is not None:
            self.use_content(content)
        self.auto_dialogs = auto_dialogs
        self.controller: GameController | None = None
        self.language_menu: LanguageMenu | None = None
        """View ▸ Language (:class:`~.language.LanguageMenu`)."""
        self.names: tuple[str, ...] = ()
        self.colours: tuple[QColor, ...] = ()
        self.history: Any = None
        self.table: TableHost | None = None
        """The table of the game on screen (:class:`~.tableview.TableHost`: its widgets, the presenter of the
        controller's events, the asking of the people's decisions), or None."""
        self.results_dialog: QDialog | None = None
        self.review_dialog: QDialog | None = None
        self.replay_dialog: QDialog | None = None
        """The last replay opened (:meth:`show_replay`)."""
        """The last year in review opened (:meth:`show_year_review`)."""
        self.sound: Any = None
        """The game's sounds (:class:`~.sound.Sounds`, made by :meth:`build`); silent under tests."""
        self._last_human_seen: int | None = None
        """The person whose turn the screen was last passed to (None: nobody yet)."""
        self._undo_for: int | None = None
        """Whose choice Game ▸ Undo takes back now (None: nobody's; the entry then says only "Undo")."""
        self.lesson: Any = None
        """The lesson in progress while the game on screen is Learn to Play's (:class:`~gameofyear.ui.lesson.LessonRun`), else None."""
        self.cover: Any = None
        """The "Pass the screen to …" cover while it hides the table (:class:`~gameofyear.ui.handoff.ScreenCover`), else None."""
        self._first_paint_callbacks: list[Callable[[], None]] = []
        self.resize(fitting_size(self))
        geometry = self.settings.geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        if build_later:
            from .firstframe import FirstFrame

            first_frame = FirstFrame()
            first_frame.installEventFilter(self)  # it covers the whole window: its paint is the first frame's
            self.setCentralWidget(first_frame)
            self._update_title()
        else:
            self.build()

    def build(self) -> None:
        """Make the window's sounds, actions, menus, status bar and welcome screen, in place (once).

        A window made with ``build_later`` shows only its first frame
        (:class:`~.firstframe.FirstFrame`, the welcome screen's colours and title)
        until this runs; the caller runs it just after that frame is on screen
        (:meth:`after_first_paint`). Nothing of the window but its title, size
        and closing works before. A second call does nothing.
        """
        if self.built:
            return
        self.built = True
        from .access import apply_text_size
        from .sound import Sounds

        apply_text_size(self.settings.text_scale)
        self.sound = Sounds(self.settings)
        self._build_actions()
        self._build_menus()
        self.retranslate_ui()
        self.save_banner = QLabel()
        """The lasting warning that the game is not being saved (hidden while saving works)."""
        self.save_banner.setObjectName("saveBanner")
        self.save_banner.setWordWrap(True)
        self.save_banner.setStyleSheet("background: #9b2c1f; color: #fffdf6; padding: 4px 8px; font-weight: bold;")
        self.save_banner.hide()
        self.statusBar().addPermanentWidget(self.save_banner, 1)
        self._show_welcome()
        problems = getattr(self.settings, "problems", ())
        if problems:
            log.warning("settings reset: %s", "; ".join(problems))
            self.statusBar().showMessage(self.tr("Some settings could not be read and were reset: %1")
                                         .replace("%1", "; ".join(problems)), 15000)

    # ------------------------------------------------------------------ building

    def _build_actions(self) -> None:
        """Make the window's actions, once (their words: :meth:`_retranslate_actions`)."""
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QKeySequence

        self.new_action = QAction(self, shortcut=QKeySequence(QKeySequence.StandardKey.New))
        self.new_action.triggered.connect(self.new_game)
        self.quick_action = QAction(self, shortcut=QKeySequence("Ctrl+Shift+N"))
        self.quick_action.triggered.connect(self.quick_game)
        self.host_action = QAction(self)
        self.host_action.triggered.connect(self.host_network_game)
        self.join_action = QAction(self)
        self.join_action.triggered.connect(self.join_network_game)
        self.open_action = QAction(self, shortcut=QKeySequence(QKeySequence.StandardKey.Open))
        self.open_action.triggered.connect(lambda: self.open_game())
        self.replay_action = QAction(self)
        self.replay_action.triggered.connect(lambda: self.replay_saved_game())
        self.recent_menu = QMenu(self)
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.save_action = QAction(self, shortcut=QKeySequence(QKeySequence.StandardKey.Save))
        self.save_action.triggered.connect(self.save_game)
        self.save_as_action = QAction(self, shortcut=QKeySequence("Ctrl+Shift+S"))
        self.save_as_action.triggered.connect(lambda: self.save_game_as())
        self.undo_action = QAction(self, shortcut=QKeySequence(QKeySequence.StandardKey.Undo))
        self.undo_action.triggered.connect(self.undo)
        self.undo_action.setEnabled(False)
        self.save_action.setEnabled(False)
        self.save_as_action.setEnabled(False)
        self.ask_pledges_action = QAction(self)
        self.ask_pledges_action.triggered.connect(lambda: self.table is not None and self.table.ask_pledges_again())
        self.ask_pledges_action.setEnabled(False)
        self.quit_action = QAction(self, shortcut=QKeySequence("Ctrl+Q"))
        self.quit_action.triggered.connect(self.close)
        from .helpmenu import BoardZoom

        self.zoom = BoardZoom(self)
        """View ▸ Zoom In, Zoom Out and Whole Board, as in a network game."""
        self.zoom_in_action, self.zoom_out_action, self.zoom_reset_action = self.zoom.actions
        from .tablesettings import TableSettings

        self.table_settings = TableSettings(self, self.settings, lambda: self.table is not None and self.table.go_on())
        """View ▸ Animation Speed, Wait for a Click at Big Moments, Sound and Preferences…, as in a network game."""
        self.table_settings.speed_changed.connect(self._speed_changed)
        self.speed_actions = self.table_settings.speed_actions
        self.wait_action, self.mute_action = self.table_settings.wait_action, self.table_settings.mute_action
        self.preferences_action = self.table_settings.preferences_action
        self.spin_action = QAction(self, shortcut=QKeySequence(Qt.Key.Key_Space))
        self.spin_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.spin_action.triggered.connect(lambda: self.table is not None and self.table.spin())
        self.spin_action.setEnabled(False)
        self.addAction(self.spin_action)
        self.lesson_action = QAction(self)
        self.lesson_action.triggered.connect(self.start_lesson)
        from .helpmenu import TableHelp

        self.help = TableHelp(self, lambda: self.texts)
        """Help ▸ How to Play, Almanac of Events, About and View ▸ Legend of the Board, as in a network game."""
        self.rules_action, self.almanac_action = self.help.rules_action, self.help.almanac_action
        self.about_action, self.legend_action = self.help.about_action, self.help.legend_action

    def _retranslate_actions(self) -> None:
        """Label the window's actions in the language installed (the Alt letters come with each translation)."""
        self.new_action.setText(self.tr("&New Game…"))
        self.quick_action.setText(self.tr("Quic&k Game"))
        self.host_action.setText(self.tr("&Host a Network Game…"))
        self.join_action.setText(self.tr("&Join a Network Game…"))
        self.open_action.setText(self.tr("&Open…"))
        self.replay_action.setText(self.tr("Rep&lay a Saved Game…"))
        self.replay_action.setStatusTip(self.tr("Step through a saved game move by move, without playing it"))
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        self.save_action.setText(self.tr("&Save"))
        self.save_as_action.setText(self.tr("Save &As…"))
        self._label_undo()
        self.undo_action.setStatusTip(self.tr("Take back your last choice, if it revealed no chance and no secret"))
        self.ask_pledges_action.setText(self.tr("Ask Again for Offers of &Days"))
        self.ask_pledges_action.setStatusTip(self.tr("Ask every person at the screen again whether to offer days"))
        self.quit_action.setText(self.tr("&Quit"))
        self.zoom.retranslate_ui()
        self.table_settings.retranslate_ui()
        self.spin_action.setText(self.tr("S&pin the Machine"))
        self.lesson_action.setText(self.tr("&Learn to Play"))
        self.help.retranslate_ui()

    def _build_menus(self) -> None:
        """Make the menus, once (their titles: :meth:`_retranslate_menus`)."""
        from .access import escape_leaves_menus
        from .tableview.equipment import AccessMenu

        game_menu = self.game_menu = self.menuBar().addMenu("")
        game_menu.addAction(self.new_action)
        game_menu.addAction(self.quick_action)
        game_menu.addAction(self.host_action)
        game_menu.addAction(self.join_action)
        game_menu.addSeparator()
        game_menu.addAction(self.open_action)
        game_menu.addMenu(self.recent_menu)
        game_menu.addAction(self.replay_action)
        game_menu.addAction(self.save_action)
        game_menu.addAction(self.save_as_action)
        game_menu.addSeparator()
        game_menu.addAction(self.undo_action)
        game_menu.addAction(self.spin_action)
        game_menu.addAction(self.ask_pledges_action)
        game_menu.addSeparator()
        game_menu.addAction(self.quit_action)
        view_menu = self.view_menu = self.menuBar().addMenu("")
        self.zoom.fill(view_menu)
        self.table_settings.fill(view_menu)
        self.language_menu = LanguageMenu(self, self.set_language, self.language)
        view_menu.addMenu(self.language_menu)
        view_menu.addAction(self.legend_action)
        view_menu.addSeparator()
        self.table_settings.fill_sound(view_menu)
        self.access = AccessMenu(self, view_menu, lambda: self.settings,
                                 lambda: self.table.widgets if self.table is not None else None)
        """View ▸ Frames with Patterns, Text Size, Next / Previous Part of the Table (F6), as in a network game."""
        help_menu = self.help_menu = self.menuBar().addMenu("")
        help_menu.addAction(self.lesson_action)
        self.help.fill(help_menu)
        escape_leaves_menus(self.menuBar())

    def _retranslate_menus(self) -> None:
        """Title the menus in the language installed."""
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.table_settings.retranslate_ui()
        self.help_menu.setTitle(self.tr("&Help"))
        self.access.retranslate_ui()

    @property
    def language_actions(self) -> dict[str, QAction]:
        """View ▸ Language's entries by language code (:class:`~.language.LanguageMenu`)."""
        return self.language_menu.actions_by_language if self.language_menu is not None else {}

    def _build_game_view(self, humans: Sequence[int]) -> None:
        """Put the table on screen for the game of :attr:`controller` (:class:`~.tableview.TableHost`): its
        widgets, the presenter that shows the controller's events, the asking of the people's decisions."""
        from .tableview import TableHost

        assert self.game is not None and self.controller is not None
        game = self.game
        if self.table is not None:
            self.table.close()
            self.table.deleteLater()
        table = self.table = TableHost(
            self, self.controller, lambda: self.loaded_texts, self.names, self.colours, variants=game.setup.variants,
            people=humans,
            positions=[p.position for p in game.state.players], last_day=game.last_day,
            manual_claims=game.claims == "manual", settings=lambda: self.settings,
            wait_at_moments=lambda: self.settings.wait_at_moments, sound=self.sound, spin_action=self.spin_action,
            ask_pledges_action=self.ask_pledges_action,
            dialog_actions=[self.undo_action, self.quit_action],  # Ctrl+Z and Ctrl+Q work in a dialog
            active_player=lambda: self.game.state.active if self.game is not None else None,
            ask=self._ask_person, on_event=self._shown_event)
        table.batch_done.connect(self._events_done)
        table.presenter.turn_ended.connect(self._record_turn)
        self.zoom.attach(table.board_view)
        table.place()
        forget_sources()
        self.welcome = None
        table.refresh_panel()
        self.table_built.emit(table.presenter)

    # ------------------------------------------------------------------ starting a game

    @Slot()
    def host_network_game(self) -> None:
        """Game ▸ Host a Network Game: the lobby, then the game in a window of its own (gameofyear.ui.network)."""
        from .network import host_network_game

        db = None if self.data_dir is None else self.data_dir / "network-games.sqlite3"
        game_window = host_network_game(self, db=db)
        if game_window is not None:
            game_window.settings = self.settings  # View ▸ Language there remembers the choice too
            self.network_windows.append(game_window)

    @Slot()
    def join_network_game(self) -> None:
        """Game ▸ Join a Network Game: the games on the local network, or an address and a code."""
        from .network import join_network_game

        game_window = join_network_game(self)
        if game_window is not None:
            game_window.settings = self.settings  # View ▸ Language there remembers the choice too
            self.network_windows.append(game_window)

    def after_first_paint(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` once the window has painted its first frame (a quick start)."""
        self._first_paint_callbacks.append(callback)

    def event(self, event: QEvent) -> bool:
        """Qt override: the first paint runs :meth:`after_first_paint`'s callbacks; a language change is
        followed in three steps (:meth:`_follow_language`, then every part's own ``retranslate_ui``, then
        :meth:`_language_changed`)."""
        if self._first_paint_callbacks and event.type() == QEvent.Type.Paint:
            self._first_painted()
        if event.type() == QEvent.Type.LanguageChange:
            self._follow_language()  # first the almanac's words, which the parts write
            handled = super().event(event)  # changeEvent (retranslate_ui), then each child retranslates itself
            self._language_changed()
            return handled
        return super().event(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """Qt override: the first frame (:class:`~.firstframe.FirstFrame`) painting is the window's first paint."""
        if self._first_paint_callbacks and event.type() == QEvent.Type.Paint:
            self._first_painted()
        return super().eventFilter(watched, event)

    def _first_painted(self) -> None:
        """Run :meth:`after_first_paint`'s callbacks, in order, each from the event loop (once)."""
        callbacks, self._first_paint_callbacks = self._first_paint_callbacks, []
        for callback in callbacks:
            QTimer.singleShot(0, self, callback)

    # ------------------------------------------------------------------ language

    def set_language(self, language: str) -> bool:
        """View ▸ Language: speak ``language`` from now on, without losing the game in progress.

        The choice is remembered (:attr:`Settings.language`) and the translators
        installed (:func:`~.language.change_language`); the ``QEvent.LanguageChange``
        that follows makes every window retranslate itself in place: the almanac's
        words are read in that language (:attr:`texts`; the game, its rules and
        the position kept for an undo are not touched), the menus keep their
        actions and take new words, the board, the machine, the players' panel
        and the banner write theirs again, the log tells the events it shows
        again, with a line saying so, and a decision being asked (or a card
        being shown) is shown again in the new language.

        Args:
            language: ``en``, ``fr``, ``it`` or another of :func:`~gameofyear.ui.settings.available_languages`.

        Returns:
            True when the language changed; False when it was already in use.

        Raises:
            ValueError: a language not in :func:`~gameofyear.ui.settings.available_languages`.
        """
        return speak(self, language, self.settings, self.texts.language if self.texts is not None else None,
                     self.language_menu)

    def retranslate_ui(self) -> None:
        """Write the window's own words in the language installed: the same actions and menus, new labels; the title."""
        self._retranslate_actions()
        self._retranslate_menus()
        self._update_title()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        """Retranslate on a language change (the parts of the window retranslate themselves)."""
        if event.type() == QEvent.Type.LanguageChange:
            if self.built:
                self.retranslate_ui()
            else:
                self._update_title()
        super().changeEvent(event)

    def _follow_language(self) -> bool:
        """Read the almanac's words in the language installed when :attr:`texts` speak another, and give them to
        the board and the players' panel (which write them when they retranslate).

        Returns:
            True when the words changed language; False when they already spoke it, there are none, or they
            cannot be read (a message says why; they stay as they were).
        """
        import shiboken6

        from ..content import ContentError, load_texts

        texts, language = self.texts, current_language()
        if texts is None or texts.language == language:
            return False
        try:
            new = load_texts(texts.content, language)
        except ContentError as exc:
            log.error("texts cannot be loaded in %s: %s", language, "; ".join(exc.problems))
            self._tell(QMessageBox.Icon.Warning, self.tr("Game of the Year"),
                       self.tr("The almanac cannot be read again, so its texts stay as they were:")
                       + "\n\n" + "\n".join(exc.problems[:20]))
            return False
        self.texts = new
        legend = getattr(self, "legend_dialog", None)
        if legend is not None and shiboken6.isValid(legend):  # the legend open beside the game follows
            legend.set_texts(new)
        if self.table is not None:  # the table on screen shows these words
            self.table.set_texts(new)
        if new.warnings:
            self.show_content_warnings(new.warnings)
        return True

    def _language_changed(self) -> None:
        """After every part retranslated itself: what only the table knows how to show again
        (:meth:`TableHost.language_changed <.tableview.TableHost.language_changed>`: the names a screen reader
        reads, a card or big moment on screen, the decision asked; the lesson's hint stays)."""
        if self.controller is not None and self.table is not None:
            self.table.language_changed()

    def load_content(self, folder: Any = None, *, edition: str = "classic", language: str | None = None) -> bool:
        """Load the rules content (after the first frame when the window was made without it).

        Args:
            folder: the content folder (None: the game's own).
            edition: the edition to play.
            language: the language of the almanac's texts (None: the settings',
                :attr:`Settings.language`). A language file with
                problems is not fatal: English stands in where needed and a
                warning shows in the status bar and in a message that does not block.

        Returns:
            False when the rules content is broken: a dialog lists each problem
            as ``file:line:column: what`` and no game can be started or opened.
        """
        import html

        from PySide6.QtCore import Qt

        from ..content import ContentError, load_content, load_texts

        try:
            content = load_content(folder, edition=edition)
            texts = load_texts(content, language or self.settings.language)
        except ContentError as exc:
            log.error("content cannot be used: %s", "; ".join(exc.problems))
            problems = exc.problems[:20] + ([self.tr("… and %n more.", "", len(exc.problems) - 20)]
                                            if len(exc.problems) > 20 else [])
            self._tell(QMessageBox.Icon.Critical, self.tr("The game cannot start"),
                       self.tr("The game's content cannot be used, so no game can start:") + "\n\n" + "\n".join(problems))
            for action in (self.new_action, self.quick_action, self.open_action):
                action.setEnabled(False)
            self.recent_menu.setEnabled(False)
            notice = QLabel(self.tr("<h1>Game of the Year</h1><p>The game's content cannot be used, so no game can "
                                    "start.</p><p>First problem: %1</p><p>Correct it (or leave out --almanac) "
                                    "and start the game again.</p>").replace("%1", html.escape(exc.problems[0])))
            notice.setAlignment(Qt.AlignmentFlag.AlignCenter)
            notice.setWordWrap(True)
            notice.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            notice.setStyleSheet("background: #3b4a5a; color: #fbf6e9; font-size: 15px; padding: 40px;")
            self.setCentralWidget(notice)
            self.welcome = None
            return False
        self.content, self.texts = content, texts
        if texts.warnings:
            self.show_content_warnings(texts.warnings)
        forget_sources()
        return True

    def use_content(self, content: Content) -> Texts:
        """Play with ``content`` from now on, its words in the window's language (:meth:`texts_for`).

        Returns:
            The words now in use (:attr:`texts`).

        Raises:
            ContentError: the English texts of ``content`` cannot be read (they were
                checked when it was loaded: its files changed since).
        """
        self.texts = self.texts_for(content)
        self.content = content
        return self.texts

    def texts_for(self, content: Content) -> Texts:
        """The words of ``content`` in the window's language: :attr:`texts` when they are its words, else loaded.

        Raises:
            ContentError: as :func:`~gameofyear.content.load_texts`.
        """
        if self.texts is not None and self.texts.content is content:
            return self.texts
        from ..content import load_texts

        return load_texts(content, self.language)

    @property
    def language(self) -> str:
        """The language of the window's words: that of :attr:`texts`, or the settings' before any content."""
        return self.texts.language if self.texts is not None else self.settings.language

    def show_content_warnings(self, warnings: Sequence[str]) -> None:
        """Say that some texts are missing or broken and English stands in (status bar and a message that does not block)."""
        from PySide6.QtCore import Qt

        log.warning("content warnings: %s", "; ".join(warnings))
        summary = self.tr("Some texts of the almanac could not be used; English is shown instead (%n problem(s)).",
                          "", len(warnings))
        self.statusBar().showMessage(summary)
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Game of the Year"), summary,
                          QMessageBox.StandardButton.Ok, self)
        box.setDetailedText("\n".join(warnings))
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.show()
        self.warning_box = box

    def _tell(self, icon: QMessageBox.Icon, title: str, text: str) -> None:
        """Show a message: modal when the window answers its own dialogs, otherwise without blocking (:attr:`message_box`)."""
        from PySide6.QtCore import Qt

        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        self.message_box = box
        if self.auto_dialogs:
            box.exec()
        else:
            box.setWindowModality(Qt.WindowModality.NonModal)
            box.show()
