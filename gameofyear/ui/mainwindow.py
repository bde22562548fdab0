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
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QSize, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QColor
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMainWindow, QMenu, QMessageBox, QWidget

from .. import __version__
from . import theme
from .language import LanguageMenu, change_language, current_language
from .settings import Settings

if TYPE_CHECKING:  # the rest is imported when the window is built, after its first frame (a quick start)
    from PySide6.QtCore import QDateTime, QSequentialAnimationGroup

    from ..content import Content, Texts
    from ..engine import Game
    from ..engine import events as ev
    from ..engine.decisions import Decision
    from ..saves import Autosave, DataFolderLock, LoadedGame, RecentFiles, Recovered, SaveFile
    from .controller import GameController
    from .dialogs import DecisionContext
    from .newgame import NewGameChoice
    from .tableview import DecisionAsking, TablePresenter
    from .wording import Words


log = logging.getLogger(__name__)


def _qdatetime(moment: Any) -> QDateTime:
    """Return a Python ``datetime`` (with or without its offset) as a local ``QDateTime``."""
    from PySide6.QtCore import QDateTime

    return QDateTime.fromSecsSinceEpoch(int(moment.timestamp()))

SAVE_SUFFIX = ".json"

AUTOSAVE_EVERY_MS = 1000
"""At instant speed, while only computer players decide: how long after a batch of events the autosave is
written at the latest (in milliseconds). A person's choice is written as soon as its events are shown."""
"""The file name ending of saved games."""


def forget_sources() -> None:
    """Let go of the source lines PySide6 read from every module imported after it (about 9 MB).

    PySide6's import hook (its ``__feature__`` support) reads each new module's
    source with :func:`inspect.getsource` to see whether it uses PySide6, and
    :mod:`linecache` keeps every line read. Nothing here needs them: a traceback
    reads its lines again. Called once the window's modules and the rules are
    loaded, and when a game view is built.
    """
    linecache.clearcache()


FIRST_SIZE = (1400, 860)
"""The window's size at its first start (pixels), made smaller to fit a smaller screen (:func:`fitting_size`)."""


def fitting_size(window: QWidget) -> QSize:
    """The size of a window opened for the first time: :data:`FIRST_SIZE`, or 95 % of the screen's free area when smaller.

    A laptop's 1366×768 screen gets a window it shows whole, title bar and all.
    """
    size = QSize(*FIRST_SIZE)
    screen = window.screen()
    if screen is None:
        return size
    free = screen.availableGeometry().size()
    return size.boundedTo(QSize(int(free.width() * 0.95), int(free.height() * 0.95)))


class MainWindow(QMainWindow):
    """The game's window.

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
        self.pledges_declined: set[int] = set()
        self.gathered_offers: dict[int, int] = {}
        """Days set for people asked later in this turn's offer round (:mod:`.offers`), by player."""
        """The people at the screen who asked to offer nothing without being asked, for the rest of this game."""
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
        self.text_size_menu: QMenu | None = None
        """View ▸ Text Size (:func:`.access.add_access_menu`)."""
        self.board_cursor: Any = None
        """The board's keyboard cursor during a game (:class:`~.boardcursor.BoardCursor`)."""
        self.patterns_action: QAction | None = None
        self.text_size_actions: dict[str, QAction] = {}
        self.next_part_action: QAction | None = None
        self.previous_part_action: QAction | None = None
        """View ▸ Frames with Patterns, Text Size, Next / Previous Part of the Table (:func:`.access.add_access_menu`)."""
        self.names: tuple[str, ...] = ()
        self.colours: tuple[QColor, ...] = ()
        self.history: Any = None
        self.presenter: TablePresenter | None = None
        """Shows the controller's events on the table (:class:`~.tableview.TablePresenter`) during a game."""
        self.asking: DecisionAsking | None = None
        """Asks the people's decisions in the table's panel (:class:`~.tableview.DecisionAsking`) during a game."""
        self.results_dialog: QDialog | None = None
        self.board_answers: Any = None
        """The squares the decision on the panel can reach, lit on the board (:class:`~.boardanswers.BoardAnswers`)."""
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
        self._spoken = current_language()
        """The interface's language when the window last followed a language change."""
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

        from .settings import ANIMATION_SPEEDS

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
        self.ask_pledges_action.triggered.connect(self.ask_pledges_again)
        self.ask_pledges_action.setEnabled(False)
        self.quit_action = QAction(self, shortcut=QKeySequence("Ctrl+Q"))
        self.quit_action.triggered.connect(self.close)
        self.zoom_in_action = QAction(self, shortcut=QKeySequence(QKeySequence.StandardKey.ZoomIn))
        self.zoom_out_action = QAction(self, shortcut=QKeySequence(QKeySequence.StandardKey.ZoomOut))
        self.zoom_reset_action = QAction(self, shortcut=QKeySequence("Ctrl+0"))
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for key in ANIMATION_SPEEDS:
            action = QAction(self, checkable=True)
            action.setChecked(key == self.settings.animation_speed)
            action.triggered.connect(lambda _=False, k=key: self.set_animation_speed(k))
            self.speed_group.addAction(action)
            self.speed_actions[key] = action
        self.wait_action = QAction(self, checkable=True)
        self.wait_action.setChecked(self.settings.wait_at_moments)
        self.wait_action.toggled.connect(self.set_wait_at_moments)
        self.mute_action = QAction(self, checkable=True, shortcut=QKeySequence(Qt.Key.Key_M))
        self.mute_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.mute_action.setChecked(self.settings.muted)
        self.mute_action.toggled.connect(self.set_muted)
        self.addAction(self.mute_action)
        self.legend_action = QAction(self)
        self.legend_action.triggered.connect(self.show_legend)
        self.preferences_action = QAction(self, shortcut=QKeySequence(QKeySequence.StandardKey.Preferences))
        self.preferences_action.triggered.connect(self.show_preferences)
        self.spin_action = QAction(self, shortcut=QKeySequence(Qt.Key.Key_Space))
        self.spin_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.spin_action.triggered.connect(self._spin_requested)
        self.spin_action.setEnabled(False)
        self.addAction(self.spin_action)
        self.lesson_action = QAction(self)
        self.lesson_action.triggered.connect(self.start_lesson)
        self.rules_action = QAction(self, shortcut=QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.rules_action.triggered.connect(self.show_rules)
        self.almanac_action = QAction(self, shortcut=QKeySequence("Ctrl+L"))
        self.almanac_action.triggered.connect(self.show_almanac)
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self.show_about)

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
        self.zoom_in_action.setText(self.tr("Zoom &In"))
        self.zoom_out_action.setText(self.tr("Zoom &Out"))
        self.zoom_reset_action.setText(self.tr("&Whole Board"))
        labels = {"slow": self.tr("&Slow"), "normal": self.tr("&Normal"), "fast": self.tr("&Fast"), "instant": self.tr("&Instant")}
        for key, action in self.speed_actions.items():
            action.setText(labels[key])
        self.wait_action.setText(self.tr("Wait for a &Click at Big Moments"))
        self.wait_action.setStatusTip(self.tr("Your cards, bankruptcies, payments between players, swaps and "
                                              "quarter tokens stay on screen until you click or press a key"))
        self.mute_action.setText(self.tr("&Mute"))
        self.legend_action.setText(self.tr("Le&gend of the Board"))
        self.legend_action.setStatusTip(self.tr("What the frames, marks and pictures of the squares mean"))
        self.preferences_action.setText(self.tr("&Preferences…"))
        self.spin_action.setText(self.tr("S&pin the Machine"))
        self.lesson_action.setText(self.tr("&Learn to Play"))
        self.rules_action.setText(self.tr("How to &Play"))
        self.almanac_action.setText(self.tr("Almanac of &Events"))
        self.about_action.setText(self.tr("&About"))

    def _build_menus(self) -> None:
        """Make the menus, once (their titles: :meth:`_retranslate_menus`)."""
        from .access import add_access_menu, escape_leaves_menus

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
        view_menu.addAction(self.zoom_in_action)
        view_menu.addAction(self.zoom_out_action)
        view_menu.addAction(self.zoom_reset_action)
        self.speed_menu = view_menu.addMenu("")
        for action in self.speed_actions.values():
            self.speed_menu.addAction(action)
        self.language_menu = LanguageMenu(self, self.set_language, self.language)
        view_menu.addMenu(self.language_menu)
        view_menu.addAction(self.legend_action)
        view_menu.addSeparator()
        view_menu.addAction(self.wait_action)
        self.sound_menu = view_menu.addMenu("")
        self.sound_menu.addAction(self.mute_action)
        self.sound_menu.addAction(self.preferences_action)
        view_menu.addAction(self.preferences_action)
        add_access_menu(self, view_menu)
        help_menu = self.help_menu = self.menuBar().addMenu("")
        help_menu.addAction(self.lesson_action)
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.almanac_action)
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)
        escape_leaves_menus(self.menuBar())

    def _retranslate_menus(self) -> None:
        """Title the menus in the language installed."""
        from .access import retranslate_access_menu

        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.speed_menu.setTitle(self.tr("&Animation Speed"))
        self.sound_menu.setTitle(self.tr("&Sound"))
        self.help_menu.setTitle(self.tr("&Help"))
        retranslate_access_menu(self)

    @property
    def language_actions(self) -> dict[str, QAction]:
        """View ▸ Language's entries by language code (:class:`~.language.LanguageMenu`)."""
        return self.language_menu.actions_by_language if self.language_menu is not None else {}

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
        enabled = self.quick_action.isEnabled()
        for button in (welcome.quick_button, welcome.new_button, welcome.open_button, welcome.lesson_button):
            button.setEnabled(enabled)
        self.welcome = welcome
        self.setCentralWidget(welcome)
        welcome.show()  # on a window already on screen: at once, so that it can take the focus
        self._fill_welcome()
        self.zoom_in_action.setEnabled(False)
        self.zoom_out_action.setEnabled(False)
        self.zoom_reset_action.setEnabled(False)
        welcome.focus_first()

    def _fill_welcome(self) -> None:
        """Put the recent games, and the game in progress if one was found, on the welcome screen."""
        from .language import list_in_words, log_tr

        welcome = self.welcome
        if welcome is None:
            return
        welcome.set_recent(self.recent_paths())
        recovered = self._recovered if self._recovery_done else None
        if recovered is None or recovered.save is None:
            welcome.clear_resume()
            return
        save = recovered.save
        loaded = recovered.result[0]
        game = loaded.game
        locale = QLocale()
        names = list_in_words(save.names)
        when = locale.toString(_qdatetime(save.saved_at), QLocale.FormatType.ShortFormat)
        from ..narrate import day_name

        leader = max(p.position for p in game.state.players)

        def text() -> str:
            return (self.tr("%1. Saved %2; the leading pawn is on %3.").replace("%1", names).replace("%2", when)
                    .replace("%3", day_name(leader, log_tr)))

        note: Words = ""
        if recovered.from_backup:
            from ..clean import printable

            problems = printable("; ".join(recovered.problems), 400)

            def backup_note() -> str:
                return (self.tr("The latest autosave cannot be used, but its backup can.") + " "
                        + self.tr("The autosave could not be used: %1").replace("%1", problems))

            note = backup_note
        try:
            from .welcome import board_thumbnail

            colours = [theme.pawn_colour(record.colour) if record.colour else theme.PAWN_COLOURS[i][1]
                       for i, record in enumerate(loaded.seats)]
            picture = board_thumbnail(game.content, [p.position for p in game.state.players], colours)
        except Exception:  # noqa: BLE001 - a picture that cannot be drawn leaves the card without one
            log.exception("the picture of the board could not be drawn")
            picture = None
        welcome.set_resume(text, picture, note)

    def _build_game_view(self, humans: Sequence[int]) -> None:
        """Put the table on screen for the game of :attr:`controller` (:mod:`.tableview`): its widgets, the
        presenter that shows the controller's events, the asking of the people's decisions in the panel."""
        from .access import equip_game_view
        from .tableview import DecisionAsking, TablePresenter, TableWidgets

        assert self.game is not None and self.controller is not None
        game = self.game
        parts = self.table_parts = TableWidgets(self.loaded_texts, self.names, self.colours, humans,
                                                positions=[p.position for p in game.state.players],
                                                last_day=game.last_day, manual_claims=game.claims == "manual",
                                                owner=self)
        """The table's widgets (:class:`~.tableview.TableWidgets`); the window names each of them too."""
        self.scene, self.board_view, self.board_answers = parts.scene, parts.board_view, parts.board_answers
        self.machine, self.banner, self.players_panel = parts.machine, parts.banner, parts.players_panel
        self.peek, self.log, self.decision_panel = parts.peek, parts.log, parts.decision_panel
        self.scene.day_clicked.connect(self._day_clicked)
        self.zoom_in_action.triggered.connect(self.board_view.zoom_in)
        self.zoom_out_action.triggered.connect(self.board_view.zoom_out)
        self.zoom_reset_action.triggered.connect(self.board_view.reset_zoom)
        for action in (self.zoom_in_action, self.zoom_out_action, self.zoom_reset_action):
            action.setEnabled(True)
        self.machine.spin_requested.connect(self._spin_requested)
        self.players_panel.claim_requested.connect(self._claim)
        if self.presenter is not None:
            self.presenter.stop()
            self.presenter.deleteLater()
        if self.asking is not None:
            self.asking.deleteLater()
        self.presenter = TablePresenter(parts, self, self.controller, self.names, self.colours, lambda: self.loaded_texts,
                                        sound=self.sound, wait_at_moments=lambda: self.settings.wait_at_moments,
                                        on_event=self._shown_event)
        self.presenter.done.connect(self._events_done)
        self.presenter.turn_started.connect(self._turn_started)
        self.presenter.turn_ended.connect(self._record_turn)
        self.asking = DecisionAsking(parts, self, self.names, self.colours, self.spin_action,
                                     [self.undo_action, self.quit_action])  # Ctrl+Z and Ctrl+Q work in a dialog
        self.asking.answered.connect(self._dialog_answered)
        self._set_spin_enabled(False)
        self.table_view = parts.layout()
        """The board, the machine, the decision panel and the players, placed for the window's size."""
        self.setCentralWidget(self.table_view)
        forget_sources()
        self.welcome = None
        self.players_panel.refresh(game.observation(None), self.controller.books())
        equip_game_view(self)  # the board's keyboard cursor, names for a screen reader, patterns and text size
        self.table_built.emit(self.presenter)

    # ------------------------------------------------------------------ starting a game

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
        changed = change_language(language, self.settings)
        if not changed and self.texts is not None and self.texts.language != language:
            QCoreApplication.sendEvent(self, QEvent(QEvent.Type.LanguageChange))  # the almanac only lagged behind
            changed = True
        if self.language_menu is not None:
            self.language_menu.check(language)
        return changed

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
        if self.controller is not None:  # the table on screen shows these words
            self.table_parts.set_texts(new)
        if new.warnings:
            self.show_content_warnings(new.warnings)
        return True

    def _language_changed(self) -> None:
        """After every part retranslated itself: what only the window knows how to show again.

        The names a screen reader reads, a card or big moment on screen, and the
        decision being asked (the same decision, asked again in the same panel;
        the lesson's hint stays). When the language changed since the last time,
        the log says that the game goes on in it.
        """
        from .access import name_table_parts

        language = current_language()
        spoken, self._spoken = self._spoken, language
        if self.controller is None or self.game is None:
            return
        name_table_parts(self)
        again = self.presenter.overlay_again if self.presenter is not None else None
        if again is not None:
            again()
        decision = self.game.pending
        asked = self.current_dialog is not None and getattr(self.current_dialog, "decision", None) is decision
        if asked and decision is not None and self.controller.waiting_for_human == decision.player:
            self._close_current_dialog()
            self._ask_person(decision)
        if spoken != language:
            #: said in the log after View ▸ Language: write the name of your own language
            self.log.add_line(self.tr("The game goes on in English."), heading=True)

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
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Game of the Year"),
                          self.tr("Save the game in progress before leaving it?"),
                          buttons.Save | buttons.Discard | buttons.Cancel, self)
        box.setInformativeText(self.tr("If you do not, it is lost: the autosave keeps only the game on screen."))
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
        """Start a game for the players and seats of ``choice``."""
        import random

        from ..engine import Game

        seed = seed if seed is not None else random.randrange(1 << 30)
        edition = getattr(choice, "edition", self.loaded_content.edition.name)
        if edition != self.loaded_content.edition.name:
            from ..content import ContentError, load_content

            try:  # the same almanac folder and language, in the other edition
                self.use_content(load_content(self.loaded_content.folder, edition=edition))
            except ContentError as exc:
                QMessageBox.critical(self, self.tr("Game of the Year"),
                                     self.tr("This edition cannot be used:") + "\n\n" + "\n".join(exc.problems[:20]))
                return
        game = Game.new(choice.setup, self.loaded_content, seed)
        self.start(game, choice.seats)

    def start(self, game: Game, seats: Sequence[Any]) -> None:
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
            self.log.add_line(lambda: match_words(match, names, log_tr), heading=True)
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
        from dataclasses import dataclass

        from ..engine import Game
        from .lesson import LESSON_LEVEL, LESSON_SEED, Lesson, LessonGuide, LessonRun, lesson_setup
        from .newgame import default_birth_date, remembered_profiles

        @dataclass(frozen=True)
        class _Seat:
            kind: str
            level: str
            colour: str

        content = self.loaded_content
        remembered = remembered_profiles(self.settings)
        name = remembered[0].name if remembered else QCoreApplication.translate("NewGameDialog", "Player 1")
        born = remembered[0].birth_date if remembered else default_birth_date(0)
        setup = lesson_setup(content, name, born)
        colours = [colour for colour, _ in theme.PAWN_COLOURS]
        seats = [_Seat("human", LESSON_LEVEL, colours[0])] + [_Seat("computer", LESSON_LEVEL, colours[i]) for i in (1, 2)]
        game = Game.new(setup, content, LESSON_SEED)
        if self.lesson is not None:
            self.lesson.end()
        self.lesson = LessonRun(Lesson(content, 0), LessonGuide(self), content, game, self)
        self.start(game, seats)
        self.lesson.guide.place()
        decision = game.pending
        if decision is not None and self.controller is not None and self.controller.waiting_for_human == 0:
            self.lesson.decision(decision)

    def _begin(self, game: Game, seats: Sequence[Any]) -> None:
        """Put ``game`` on screen with a new controller (what starting and resuming share)."""
        from .controller import GameController

        if self.lesson is not None and self.lesson.game is not game:  # another game on screen: the lesson is over
            self.lesson.end()
            self.lesson = None

        self._close_current_dialog()
        self._stop_animations()
        if self.controller is not None:
            self.controller.stop()
            self.controller.deleteLater()
        self.names = tuple(p.name for p in game.setup.players)
        self.colours = tuple(theme.pawn_colour(seat.colour) if hasattr(seat, "colour") else theme.PAWN_COLOURS[i][1]
                             for i, seat in enumerate(seats))
        self.controller = GameController(game, seats, self)
        self._people_saved = 0
        self.controller.speed_factor = self.settings.speed_factor
        self.controller.events_ready.connect(self.show_events)
        self.controller.human_decision.connect(self._human_decision)
        self.controller.computer_thinking.connect(self._computer_thinking)
        self.controller.game_finished.connect(self._game_finished)
        self.seats = tuple(seats)
        self._last_human_seen = None
        self.pledges_declined = set()
        self.ask_pledges_action.setEnabled(False)
        self._build_game_view(self.controller.humans)
        self.save_action.setEnabled(True)
        self.save_as_action.setEnabled(True)
        self.undo_action.setEnabled(False)

    # ------------------------------------------------------------------ showing events

    @property
    def speed(self) -> float:
        """The animation duration factor (0: instant)."""
        return self.settings.speed_factor

    @Slot(str)
    def set_animation_speed(self, key: str) -> None:
        """Change the animation speed (slow, normal, fast, instant) and remember it."""
        self.settings.animation_speed = key
        self.speed_actions[key].setChecked(True)
        if self.controller is not None:
            self.controller.speed_factor = self.settings.speed_factor

    @Slot(bool)
    def set_wait_at_moments(self, wait: bool) -> None:
        """Let a person's big moments wait for a click or a key (True), or go on by themselves, and remember it.

        Turned off during a wait, the moment on screen goes on at once.
        """
        self.settings.wait_at_moments = wait
        if self.wait_action.isChecked() != wait:
            self.wait_action.setChecked(wait)
        if not wait:
            self.go_on()

    @Slot(bool)
    def set_muted(self, muted: bool) -> None:
        """Mute the sounds (True) or let them play, and remember it (View ▸ Sound ▸ Mute, the M key)."""
        self.settings.muted = muted
        if self.mute_action.isChecked() != muted:
            self.mute_action.setChecked(muted)
        self.statusBar().showMessage(self.tr("Sound off") if muted else self.tr("Sound on"), 2000)

    @Slot(int)
    def set_volume(self, volume: int) -> None:
        """Set the sounds' volume (0–100) and remember it."""
        self.settings.volume = volume

    @Slot()
    def show_preferences(self) -> QDialog:
        """View ▸ Preferences: animation speed, waits at big moments, volume, mute (changes apply at once)."""
        from PySide6.QtCore import Qt

        from .preferences import PreferencesDialog

        dialog = PreferencesDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.preferences_dialog = dialog
        dialog.show()
        return dialog

    @Slot(list)
    def show_events(self, events: list[ev.Event]) -> None:
        """Play ``events`` as animations in order, then tell the controller (the table's presenter:
        :class:`~.tableview.TablePresenter`).

        The players' panel follows the events as they are shown (money,
        tokens, squares: :class:`~.moments.Standings`); a person's big moment
        waits for a click or a key unless the setting is off
        (:attr:`~.settings.Settings.wait_at_moments`), a computer player's stays
        on screen for a time set by the speed; each moment has its sound.
        """
        assert self.presenter is not None
        self.undo_action.setEnabled(False)
        self.presenter.show(events, self.speed)

    @property
    def _group(self) -> QSequentialAnimationGroup | None:
        """The batch of events being shown (the presenter's), or None."""
        return self.presenter.group if self.presenter is not None else None

    @property
    def _card_overlay(self) -> QWidget | None:
        """The card or big moment over the board, or None."""
        return self.presenter.overlay if self.presenter is not None else None

    @property
    def moment_wait(self) -> Any:
        """The person's big moment waiting for a click or a key (:class:`~.momentview.MomentWait`), else None."""
        return self.presenter.moment_wait if self.presenter is not None else None

    @property
    def current_dialog(self) -> Any:
        """The decision dialog on screen (a :class:`~.dialogs.DecisionDialog`), or None."""
        return self.asking.dialog if self.asking is not None else None

    def _shown_event(self, event: Any) -> Callable[[], None] | None:
        """What only the window does with an event of a batch: keep a fact a person answered, the lesson's hint."""
        from ..engine import events as ev

        if type(event) is ev.Answered and event.kind == "fact":
            self._remember_fact(event)
        if self.lesson is not None:
            show_hint: Callable[[], None] | None = self.lesson.events([event])
            return show_hint
        return None

    def go_on(self) -> bool:
        """End the wait of a person's big moment, as a click would; False when nothing waits."""
        return self.presenter is not None and self.presenter.go_on()

    def _remember_fact(self, event: Any) -> None:
        """A person answered a profile fact in play: keep it in their remembered profile for the next games.

        The game keeps the answer in its own actions (and so in the save); a
        computer standing in for a person answers nothing on their behalf.
        """
        if self.controller is None or not self.controller.is_human(event.player):
            return
        self.settings.remember_fact(self.names[event.player], event.topic, bool(event.passed))

    @Slot()
    def _record_turn(self) -> None:
        if self.game is not None:
            self.history.record(self.game.state.turn, self.game)

    @Slot()
    def _events_done(self) -> None:
        """A batch of events has been shown: autosave, then let the controller go on.

        The autosave is written at once after a person's choice, at the end of
        the game and at every animated speed; at instant speed, between computer
        players' decisions, it is written at most :data:`AUTOSAVE_EVERY_MS` later,
        and always before a person is asked (:meth:`_human_decision`) and when
        quitting. A game killed meanwhile loses only computer players' decisions,
        which the game resumed from the autosave makes again the same way (their
        generators are relived with the game).
        """
        controller = self.controller
        if (self.speed > 0 or controller is None or controller.people_choices != self._people_saved
                or (self.game is not None and self.game.finished)):
            self.autosave()
        else:
            self._autosave_due = True
            timer = self._autosave_timer
            if timer is None:
                timer = self._autosave_timer = QTimer(self)
                timer.setSingleShot(True)
                timer.setInterval(AUTOSAVE_EVERY_MS)
                timer.timeout.connect(self._autosave_if_due)
            if not timer.isActive():
                timer.start()
        if controller is not None:
            controller.batch_shown()

    @Slot()
    def _autosave_if_due(self) -> None:
        """Write the autosave when the game on screen has decisions it does not hold yet."""
        if self._autosave_due:
            self.autosave()

    def _stop_animations(self) -> None:
        if self.presenter is not None:
            self.presenter.stop()

    def _refresh_panel(self) -> None:
        if self.presenter is not None:
            self.presenter.refresh_panel()

    @Slot(int)
    def _turn_started(self, player: int) -> None:
        self.gathered_offers.clear()  # days set for a round of offers are for that turn's only

    def _show_card(self, card_id: str, player: int) -> None:
        """Show the card ``card_id`` that ``player`` drew over the board."""
        if self.presenter is not None:
            self.presenter.show_card(card_id, player)

    def _hide_card(self) -> None:
        if self.presenter is not None:
            self.presenter.hide_card()

    # ------------------------------------------------------------------ decisions

    def decision_context(self, player: int) -> DecisionContext:
        """What a dialog for ``player`` may show (their own observation only)."""
        from .dialogs import DecisionContext

        assert self.game is not None
        return DecisionContext(self.loaded_texts, self.game.observation(player), self.names, self.colours, self.game.setup)

    @Slot(int)
    def _computer_thinking(self, player: int) -> None:
        self.undo_action.setEnabled(False)
        self.peek.set_owner(None, "")
        if self.asking is not None:
            self.asking.others_playing(player, lambda: self.tr("computer playing…"))

    @Slot(object)
    def _human_decision(self, decision: Decision) -> None:
        from ..engine.decisions import DecisionKind

        assert self.controller is not None and self.game is not None and self.asking is not None
        if self._autosave_due:  # the person is asked about the game as the autosave holds it
            self.autosave()
        player = decision.player
        if self.lesson is not None:
            self.lesson.decision(decision)
        if decision.kind is DecisionKind.PLEDGE and player in self.pledges_declined:
            QTimer.singleShot(0, self, lambda: self._offer_nothing(decision))
            return
        if decision.kind is DecisionKind.PLEDGE and player in self.gathered_offers:
            from .offers import gathered_offer

            days = gathered_offer(self.gathered_offers, decision)
            del self.gathered_offers[player]
            QTimer.singleShot(0, self, lambda: self._offer_nothing(decision, days or 0))
            return
        # who is asked shows first, behind the "pass the screen" cover too (nothing secret in it)
        self.asking.show_turn(player, decision.kind is DecisionKind.SPIN)
        self.peek.set_owner(None, "")
        self._undo_cover()
        if self.shared_screen and self.is_own_turn(decision) and self._last_human_seen != player:
            from .handoff import ScreenCover

            self._set_spin_enabled(False)
            self.undo_action.setEnabled(False)
            central = self.centralWidget()
            assert central is not None  # the game view is on screen during a game
            cover = ScreenCover(central, self.names[player], self.colours[player])
            cover.lifted.connect(lambda: self._cover_lifted(cover, decision))
            self.cover = cover
            return
        self._ask_person(decision)

    @property
    def shared_screen(self) -> bool:
        """True when two or more people play at this screen (their turns are passed with a cover)."""
        return self.controller is not None and len(self.controller.humans) > 1

    def is_own_turn(self, decision: Decision) -> bool:
        """True when ``decision`` belongs to the player whose turn it is (the turn the screen is passed for);
        False for a decision asked in another player's turn, such as an offer of days, answered in the open."""
        return self.game is not None and decision.player == self.game.state.active

    def _undo_cover(self) -> None:
        cover, self.cover = self.cover, None
        if cover is not None:
            cover.hide()
            cover.deleteLater()

    def _cover_lifted(self, cover: Any, decision: Decision) -> None:
        """The person lifted the cover: ask their decision if the game still waits for it."""
        if self.cover is cover:
            self.cover = None
        if self.game is not None and self.game.pending is decision and self.controller is not None \
                and self.controller.waiting_for_human == decision.player:
            self._ask_person(decision)

    def _ask_person(self, decision: Decision) -> None:
        """Ask the person at the screen ``decision``: the machine for a spin, else a dialog in the panel
        (:class:`~.tableview.DecisionAsking`).

        In the person's own turn the screen is theirs (passed with a cover when
        several people play). A decision in another player's turn (an offer of
        days) is answered in the open on a shared screen: its dialog shows
        nothing secret, and the lucky number only shows while its owner holds
        the button.
        """
        from ..engine.decisions import DecisionKind
        from .dialogs import make_decision_dialog

        assert self.game is not None and self.controller is not None and self.asking is not None
        player = decision.player
        if self.is_own_turn(decision):
            self._last_human_seen = player
        self._update_undo()
        self.peek.set_owner(self.game.observation(player).lucky_number, self.names[player])
        if decision.kind is DecisionKind.SPIN:
            self.asking.ask_spin(player)
            return
        context = self.decision_context(player)
        dialog: Any = None
        if self.shared_screen and not self.is_own_turn(decision):
            from dataclasses import replace

            context = replace(context, observation=replace(context.observation, lucky_number=None))
            if decision.kind is DecisionKind.PLEDGE:
                from .offers import OfferRoundDialog, later_people

                later = later_people(self.game, self.controller.humans, self.pledges_declined)
                if later:  # the others at the screen offer in the same panel: one call a turn
                    dialog = OfferRoundDialog(decision, context, later, self)
        if dialog is None:
            dialog = make_decision_dialog(decision, context, self)
        self.asking.ask(decision, dialog, self.controller.option_squares(decision))

    @Slot(int)
    def _day_clicked(self, day: int) -> None:
        """A click on a square: a lit square answers the decision asked; any other square shows its almanac entry."""
        if self.asking is None or not self.asking.day_clicked(day):
            self.show_day(day)

    def _set_spin_enabled(self, enabled: bool) -> None:
        """Let the person whose spin it is spin (the machine's button and Game ▸ Spin the Machine), or nobody."""
        if self.asking is not None:
            self.asking.set_spin_enabled(enabled)
        else:
            self.spin_action.setEnabled(enabled)

    def _offer_nothing(self, decision: Decision, days: int = 0) -> None:
        """Answer a pledge without asking: nothing for a person who asked not to be asked (the box in the
        dialog of offers), or the ``days`` they set in the panel of the round's offers (:mod:`.offers`)."""
        controller = self.controller
        if controller is not None and self.game is not None and self.game.pending is decision \
                and controller.waiting_for_human == decision.player:
            controller.submit(days)

    @Slot()
    def ask_pledges_again(self) -> None:
        """Game ▸ Ask Again for Offers of Days: every person is asked again whether to offer days."""
        self.pledges_declined.clear()
        self.ask_pledges_action.setEnabled(False)
        self.statusBar().showMessage(self.tr("Everybody at the screen will be asked again whether to offer days."), 6000)

    @Slot(object, object)
    def _dialog_answered(self, dialog: Any, _decision: Any) -> None:  # a DecisionDialog (its action, player, stop_asking)
        if self.controller is None:
            return
        gathered = getattr(dialog, "gathered", None)
        if gathered is not None:
            self.gathered_offers.update(gathered())
        if getattr(dialog, "stop_asking", False):
            self.pledges_declined.add(dialog.player)
            self.ask_pledges_action.setEnabled(True)
            self.statusBar().showMessage(
                self.tr("%1 offers nothing from now on (Game ▸ Ask Again for Offers of Days).").replace(
                    "%1", self.names[dialog.player]), 8000)
        self.controller.submit(dialog.action)

    def _clear_decision(self, text: Words = "") -> None:
        """Take the decision off the panel and the lit squares off the board."""
        if self.asking is not None:
            self.asking.clear(text)

    @Slot(int)
    def _claim(self, player: int) -> None:
        """A person pressed "Claim!": pay what they are owed now, or say there is nothing."""
        if self.controller is None:
            return
        if not self.controller.claim(player):
            self.statusBar().showMessage(self.tr("%1: nothing to claim right now.").replace("%1", self.names[player]), 4000)

    @Slot()
    def _spin_requested(self) -> None:
        from ..engine.decisions import DecisionKind

        if self.controller is None or self.game is None:
            return
        decision = self.game.pending
        if decision is None or decision.kind is not DecisionKind.SPIN or not self.controller.is_human(decision.player):
            return
        if self.controller.waiting_for_human != decision.player:
            return
        self._set_spin_enabled(False)
        self.controller.submit(True)

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
            self.show_save_problem(self.tr("The game cannot be saved automatically: %1. It goes on; "
                                           "Game ▸ Save As… keeps it elsewhere.").replace("%1", exc.detail))
            return False
        if not taken:
            owner = lock.owner()
            who = self.tr("process %1").replace("%1", str(owner["pid"])) if owner else self.tr("another process")
            self.read_only = f"another copy of Game of the Year is open ({who})"
            log.warning("the data folder is used by another copy of the game (%s): no autosave in this one", who)
            self.show_save_problem(self.tr("Another copy of Game of the Year is open (%1): this window does not "
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
            self.statusBar().showMessage(self.tr("The list of recent games could not be read and was cleared."), 10000)
            recent.problem = None
        return paths

    def _seat_records(self) -> Any:
        from ..saves import seat_records

        assert self.game is not None
        return seat_records(self.seats, self.game.seed)

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
            self.show_save_problem(self.tr("The game cannot be saved: %1. It goes on; Game ▸ Save As… keeps it "
                                           "elsewhere.").replace("%1", exc.detail))
            return False
        if self.save_banner.isVisible():
            log.info("the autosave works again")
            self.show_save_problem(None)
        kept, autosaver.kept = autosaver.kept, None
        if kept is not None:
            log.warning("the earlier game was kept as %s", kept)
            self.statusBar().showMessage(self.tr("The earlier game was kept as %1 (Game ▸ Open).").replace("%1", str(kept)), 15000)
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
            start = self._saves_folder() / (self.tr("Game of the Year %1").replace("%1", stamp) + SAVE_SUFFIX)
            chosen, _ = QFileDialog.getSaveFileName(self, self.tr("Save Game"), str(start),
                                                    self.tr("Game of the Year saves (*.json)"))
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
            self._tell(QMessageBox.Icon.Critical, self.tr("The game was not saved"),
                       self.tr("The game could not be saved to %1:\n%2").replace("%1", str(path)).replace("%2", exc.detail))
            return False
        log.info("game saved to %s", path)
        self.save_path = path
        self._saved_actions = len(self.game.actions)
        self.recent_files.add(path)
        self._update_title()
        self.statusBar().showMessage(self.tr("Saved to %1").replace("%1", str(path)), 6000)
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
            chosen, _ = QFileDialog.getOpenFileName(self, self.tr("Open Game"), str(self._saves_folder()),
                                                    self.tr("Game of the Year saves (*.json);;All files (*)"))
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
            text = (self.tr("%1 cannot be opened:\n%2").replace("%1", printable(path.name, 120))
                    .replace("%2", printable(exc.detail, 600)))
            if exc.problem.in_the_file and self.recent_files.remove(path):  # opening it again will not mend it
                text += "\n\n" + self.tr("It was taken off the recent games.")
            self._tell(QMessageBox.Icon.Warning, self.tr("This game cannot be opened"), text)
            return False
        return self.leave_game_then(lambda: self._show_opened(path, *rebuilt))

    def _ask_almanac_folder(self, detail: str) -> Path | None:
        """Ask for the folder of the house almanac a game was played with (``detail`` says which); None: cancelled."""
        from PySide6.QtWidgets import QFileDialog

        if not self.auto_dialogs:
            return None
        QMessageBox.information(self, self.tr("Game of the Year"),
                                self.tr("This game needs its house almanac:\n%1\n\nChoose the almanac's folder.")
                                .replace("%1", detail))
        chosen = QFileDialog.getExistingDirectory(self, self.tr("The Game's House Almanac"), str(self._saves_folder()))
        return Path(chosen) if chosen else None

    def _show_opened(self, path: Path, loaded: LoadedGame, lines: list[tuple[Words, bool]], history: Any) -> None:
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

    def _rebuild(self, save: SaveFile, almanac: Path | None = None) -> tuple[LoadedGame, list[tuple[Words, bool]], Any]:
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

    def _show_loaded(self, loaded: LoadedGame, lines: list[tuple[Words, bool]], history: Any) -> None:
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
        self._begin(game, seats)
        assert self.controller is not None
        self.controller.set_bots(loaded.bots)
        self.history = history
        self._fill_log(lines)
        if loaded.save is not None:
            when = QLocale().toString(_qdatetime(loaded.save.saved_at), QLocale.FormatType.ShortFormat)
            self.log.add_line(lambda: self.tr("The game goes on (saved %1).").replace("%1", when), heading=True)
        self.scene.set_active_player(game.state.active)
        self._refresh_panel()
        self.save_path = None
        self._saved_actions = len(game.actions)
        self._update_title()
        self.autosave()
        QTimer.singleShot(0, self.controller, self.controller.events_shown)

    def _fill_log(self, lines: list[tuple[Words, bool]]) -> None:
        """Put a replayed game's log lines in the log at once (:meth:`~.panel.LogView.add_lines`)."""
        self.log.add_lines(lines)

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
            empty = self.recent_menu.addAction(self.tr("No recent games"))
            empty.setEnabled(False)
            return
        self.recent_menu.addSeparator()
        clear = self.recent_menu.addAction(self.tr("&Clear Menu"))
        clear.triggered.connect(self.recent_files.clear)

    def _update_title(self) -> None:
        if self.save_path is None:
            self.setWindowTitle(self.tr("Game of the Year"))
        else:
            self.setWindowTitle(self.tr("%1 — Game of the Year").replace("%1", self.save_path.name))

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
            if autosaver is None or self.content is None:
                return None
            self._recovered = autosaver.recover(self._rebuild)
            self._recovery_done = True
            if self._recovered is not None and self._recovered.from_backup:
                log.warning("the autosave cannot be used (%s); its backup can", "; ".join(self._recovered.problems))
        return self._recovered

    def resume_question(self, save: SaveFile) -> str:
        """The question asked at start: "Resume the game of Ann, Bob and Carl, 30/11/2026 21:04?"."""
        from .language import list_in_words

        locale = QLocale()
        names = list_in_words(save.names)
        when = locale.toString(_qdatetime(save.saved_at), QLocale.FormatType.ShortFormat)
        recovered = self._recovered
        if recovered is not None and recovered.from_backup and recovered.save is save:
            return (self.tr("The latest autosave cannot be used, but its backup can. Resume the game of %1, %2, "
                            "from the backup?").replace("%1", names).replace("%2", when))
        return self.tr("Resume the game of %1, %2?").replace("%1", names).replace("%2", when)

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
            self.statusBar().showMessage(self.tr("Resumed from the backup of the autosave."), 10000)
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
            self.undo_action.setText(self.tr("&Undo %1's Choice").replace("%1", self.names[player]))
        else:
            self.undo_action.setText(self.tr("&Undo"))

    @Slot()
    def undo(self) -> bool:
        """Game ▸ Undo (Ctrl+Z): take back the last choice of a person at the screen.

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
            self.statusBar().showMessage(self.tr("There is no choice to take back now."), 4000)
            self.undo_action.setEnabled(False)
            return False
        self._close_current_dialog()
        self._set_spin_enabled(False)
        self.scene.set_positions([p.position for p in self.game.state.players])
        self.scene.set_active_player(self.game.state.active)
        self._refresh_panel()
        name = self.names[point.player]
        self.log.add_line(lambda: self.tr("%1 takes back their choice.").replace("%1", name), heading=True)
        self.undo_action.setEnabled(False)
        self.autosave()
        QTimer.singleShot(0, self.controller, self.controller.events_shown)
        return True

    def _close_current_dialog(self) -> None:
        self._undo_cover()
        if self.asking is not None and self.asking.dialog is not None:
            self.asking.close()

    # ------------------------------------------------------------------ end

    @Slot(object)
    def _game_finished(self, outcome: Any) -> None:
        from .language import log_tr

        if self._autosave_due:
            self.autosave()
        self.undo_action.setEnabled(False)
        self._set_spin_enabled(False)
        self.machine.set_caption("")
        self.peek.set_owner(None, "")
        self.banner.show_turn(self.names[outcome.first], self.colours[outcome.first], lambda: self.tr("reached the last day"))
        length = self.game.setup.variants.length if self.game is not None else "year"
        self.decision_panel.set_idle_text(  # nobody is playing any more
            {"half": lambda: self.tr("The half-year is over."), "quarter": lambda: self.tr("The quarter is over.")}.get(
                length, lambda: self.tr("The year is over.")))
        if self.game is not None:
            self.history.record(self.game.state.turn, self.game)
        from .results import ResultsDialog

        match = teams = None
        if self.game is not None:
            from ..engine.match import match_after
            from ..narrate import match_words

            teams = self.game.team_ranking()
            match = match_after(self.game.setup, outcome.ranking)
            if match is not None:
                names = self.names
                self.log.add_line(partial(match_words, match, names, log_tr), heading=True)
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
        import random

        from ..engine import Game
        from ..engine.match import next_year
        from ..saves import SeatRecord, default_bot_seed

        game = self.game
        outcome = game.outcome() if game is not None else None
        if game is None or outcome is None or game.setup.match is None:
            return False
        try:
            setup = next_year(game.setup, outcome.ranking)
        except ValueError:
            return False
        seed = seed if seed is not None else random.randrange(1 << 30)
        seats = [SeatRecord(r.kind, r.level, r.colour, default_bot_seed(seed, i) if r.is_computer else None)
                 for i, r in enumerate(self._seat_records())]
        self.start(Game.new(setup, game.content, seed), seats)
        return True

    def show_year_review(self, parent: QWidget | None = None) -> QDialog | None:
        """Open the year in review of the game on screen (:class:`~gameofyear.ui.review.YearReviewDialog`).

        Returns:
            The dialog (open, not blocking), or None without a game.
        """
        from PySide6.QtCore import Qt

        game = self.game
        if game is None:
            return None
        from .review import YearReviewDialog, chronicle

        dialog = YearReviewDialog(chronicle(game, self.names), self.names, self.colours, parent or self)
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
            chosen, _ = QFileDialog.getOpenFileName(self, self.tr("Replay a Saved Game"), str(self._saves_folder()),
                                                    self.tr("Game of the Year saves (*.json);;All files (*)"))
            if not chosen:
                return None
            path = chosen
        from ..clean import printable
        from ..saves import SaveError, read_save

        path = Path(path)
        try:
            loaded = self._rebuild(read_save(path))[0]
        except SaveError as exc:
            self._tell(QMessageBox.Icon.Warning, self.tr("This game cannot be opened"),
                       self.tr("%1 cannot be opened:\n%2").replace("%1", printable(path.name, 120))
                       .replace("%2", printable(exc.detail, 600)))
            return None
        colours = tuple(theme.pawn_colour(r.colour) if r.colour else theme.PAWN_COLOURS[i % len(theme.PAWN_COLOURS)][1]
                        for i, r in enumerate(loaded.seats))
        return self.show_replay(loaded.game, colours=colours)

    def return_to_welcome(self) -> None:
        """Put the game on screen away (it is over, or the person left it) and show the welcome screen."""
        self._close_current_dialog()
        self._stop_animations()
        self._hide_card()
        if self.controller is not None:
            self.controller.stop()
            self.controller.deleteLater()
            self.controller = None
        for action in (self.save_action, self.save_as_action, self.undo_action, self.spin_action,
                       self.ask_pledges_action):
            action.setEnabled(False)
        self.save_path = None
        self._update_title()
        self._show_welcome()

    # ------------------------------------------------------------------ help

    @Slot(int)
    def show_day(self, day: int) -> None:
        """Show a square's almanac entry in full (:func:`~.boardanswers.show_almanac_entry`)."""
        from .boardanswers import show_almanac_entry

        show_almanac_entry(self, self.loaded_texts, day)

    @Slot()
    def show_rules(self) -> None:
        """Show the rules of the game."""
        from .helpviews import RulesDialog

        RulesDialog(self.language, self, self.texts).exec()

    @Slot()
    def show_legend(self) -> QDialog | None:
        """View ▸ Legend: what the frames, marks and pictures of the squares mean (it does not block)."""
        from PySide6.QtCore import Qt

        from .legend import LegendDialog

        if self.texts is None:
            return None
        dialog = LegendDialog(self.texts, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.legend_dialog = dialog
        dialog.show()
        return dialog

    @Slot()
    def show_almanac(self) -> None:
        """Show the almanac browser: every date with its text and effects."""
        from .helpviews import AlmanacDialog

        AlmanacDialog(self.loaded_texts, self).exec()

    @Slot()
    def show_about(self) -> None:
        """Show the About box."""
        QMessageBox.about(self, self.tr("About Game of the Year"),
                          self.tr("<h2>Game of the Year %1</h2><p>The 1980s family calendar game "
                                  "<i>Le Jeu de l'Année</i> for the desktop.</p>").replace("%1", __version__))

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
        self._stop_animations()
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
