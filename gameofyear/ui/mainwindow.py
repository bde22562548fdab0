"""The main window: the board, the machine, the players, the log and the menus.

It shows what the :class:`GameController` hands it as animations played in
order (pawns sliding day by day, the dial spinning, cards appearing), then
tells the controller it is done; a human's decision comes back from the
machine or from a dialog built for that decision.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractAnimation, QEvent, QPauseAnimation, QSequentialAnimationGroup, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QColor, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from . import theme
from .settings import ANIMATION_SPEEDS, Settings

if TYPE_CHECKING:  # the rest is imported once the window is on screen (a quick first frame)
    from ..content import Content
    from ..engine import Game
    from ..engine import events as ev
    from ..engine.decisions import Decision
    from .controller import GameController
    from .dialogs import DecisionContext
    from .newgame import NewGameChoice


class _Step(QPauseAnimation):
    """A pause in an animation sequence that runs a callback when it starts."""

    def __init__(self, callback: Callable[[], None], duration: int = 0):
        super().__init__(duration)
        self._callback = callback
        self.stateChanged.connect(self._on_state)

    def _on_state(self, new: QAbstractAnimation.State, _old: QAbstractAnimation.State) -> None:
        if new == QAbstractAnimation.State.Running and self._callback is not None:
            callback, self._callback = self._callback, None
            callback()


class MainWindow(QMainWindow):
    """The game's window.

    Args:
        content: the rules content.
        settings: the player's settings.
        auto_dialogs: when False, human decisions are not answered through modal
            dialogs but left to the caller (tests drive :attr:`current_dialog`).
    """

    def __init__(self, content: Content | None, settings: Settings | None = None, parent: QWidget | None = None,
                 auto_dialogs: bool = True):
        super().__init__(parent)
        self.content = content  # type: ignore[assignment]  # None until load_content() for a fast start
        self.settings = settings or Settings()
        self.auto_dialogs = auto_dialogs
        self.controller: GameController | None = None
        self.game: Game | None = None
        self.names: tuple[str, ...] = ()
        self.colours: tuple[QColor, ...] = ()
        self.history: Any = None
        self.current_dialog: QDialog | None = None
        self.results_dialog: QDialog | None = None
        self._group: QSequentialAnimationGroup | None = None
        self._card_overlay: QWidget | None = None
        self._last_human_seen: int | None = None
        self._first_paint_callbacks: list[Callable[[], None]] = []
        self.setWindowTitle(self.tr("Game of the Year"))
        self.resize(1400, 860)
        geometry = self.settings.geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        self._build_actions()
        self._build_menus()
        self._show_welcome()

    # ------------------------------------------------------------------ building

    def _build_actions(self) -> None:
        self.new_action = QAction(self.tr("&New Game…"), self, shortcut=QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.new_game)
        self.quick_action = QAction(self.tr("&Quick Game"), self, shortcut=QKeySequence("Ctrl+Shift+N"))
        self.quick_action.triggered.connect(self.quick_game)
        self.quit_action = QAction(self.tr("&Quit"), self, shortcut=QKeySequence("Ctrl+Q"))
        self.quit_action.triggered.connect(self.close)
        self.zoom_in_action = QAction(self.tr("Zoom &In"), self, shortcut=QKeySequence.StandardKey.ZoomIn)
        self.zoom_out_action = QAction(self.tr("Zoom &Out"), self, shortcut=QKeySequence.StandardKey.ZoomOut)
        self.zoom_reset_action = QAction(self.tr("&Whole Board"), self, shortcut=QKeySequence("Ctrl+0"))
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        labels = {"slow": self.tr("&Slow"), "normal": self.tr("&Normal"), "fast": self.tr("&Fast"), "instant": self.tr("&Instant")}
        for key in ANIMATION_SPEEDS:
            action = QAction(labels[key], self, checkable=True)
            action.setChecked(key == self.settings.animation_speed)
            action.triggered.connect(lambda _=False, k=key: self.set_animation_speed(k))
            self.speed_group.addAction(action)
            self.speed_actions[key] = action
        self.spin_action = QAction(self.tr("S&pin the Machine"), self, shortcut=QKeySequence(Qt.Key.Key_Space))
        self.spin_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.spin_action.triggered.connect(self._spin_requested)
        self.addAction(self.spin_action)
        self.rules_action = QAction(self.tr("&Rules"), self, shortcut=QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(self.show_rules)
        self.almanac_action = QAction(self.tr("&Almanac of Events"), self, shortcut=QKeySequence("Ctrl+L"))
        self.almanac_action.triggered.connect(self.show_almanac)
        self.about_action = QAction(self.tr("&About"), self)
        self.about_action.triggered.connect(self.show_about)

    def _build_menus(self) -> None:
        game_menu = self.menuBar().addMenu(self.tr("&Game"))
        game_menu.addAction(self.new_action)
        game_menu.addAction(self.quick_action)
        game_menu.addSeparator()
        game_menu.addAction(self.spin_action)
        game_menu.addSeparator()
        game_menu.addAction(self.quit_action)
        view_menu = self.menuBar().addMenu(self.tr("&View"))
        view_menu.addAction(self.zoom_in_action)
        view_menu.addAction(self.zoom_out_action)
        view_menu.addAction(self.zoom_reset_action)
        speed_menu = view_menu.addMenu(self.tr("&Animation Speed"))
        for action in self.speed_actions.values():
            speed_menu.addAction(action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.almanac_action)
        help_menu.addSeparator()
        help_menu.addAction(self.about_action)

    def _show_welcome(self) -> None:
        welcome = QLabel(self.tr("<h1>Game of the Year</h1><p>A whole year in one evening.</p>"
                                 "<p>Game ▸ New Game (Ctrl+N) or Quick Game (Ctrl+Shift+N).</p>"))
        welcome.setAlignment(Qt.AlignmentFlag.AlignCenter)
        welcome.setStyleSheet("background: #3b4a5a; color: #fbf6e9; font-size: 15px;")
        self.setCentralWidget(welcome)
        self.zoom_in_action.setEnabled(False)
        self.zoom_out_action.setEnabled(False)
        self.zoom_reset_action.setEnabled(False)

    def _build_game_view(self, humans: Sequence[int]) -> None:
        from .board import BoardScene, BoardView
        from .machine import MachineWidget
        from .panel import LogView, LuckyPeekButton, PlayersPanel, TurnBanner

        assert self.game is not None
        self.scene = BoardScene(self.content, self.colours, self)
        self.board_view = BoardView(self.scene)
        self.scene.set_positions([p.position for p in self.game.state.players])
        self.scene.day_clicked.connect(self.show_day)
        self.zoom_in_action.triggered.connect(self.board_view.zoom_in)
        self.zoom_out_action.triggered.connect(self.board_view.zoom_out)
        self.zoom_reset_action.triggered.connect(self.board_view.reset_zoom)
        for action in (self.zoom_in_action, self.zoom_out_action, self.zoom_reset_action):
            action.setEnabled(True)
        self.machine = MachineWidget(self.content.edition.dial)
        self.machine.spin_requested.connect(self._spin_requested)
        self.machine.set_spin_enabled(False)
        self.banner = TurnBanner()
        self.players_panel = PlayersPanel(self.content, self.names, self.colours, humans,
                                          manual_claims=self.game.claims == "manual")
        self.players_panel.claim_requested.connect(self._claim)
        self.peek = LuckyPeekButton()
        self.log = LogView()
        side = QWidget()
        side.setMinimumWidth(330)
        side.setMaximumWidth(460)
        layout = QVBoxLayout(side)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.machine, 3)
        layout.addWidget(self.banner)
        layout.addWidget(self.players_panel)
        layout.addWidget(self.peek)
        layout.addWidget(self.log, 4)
        splitter = QSplitter()
        splitter.addWidget(self.board_view)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        self.setCentralWidget(splitter)
        self.players_panel.refresh(self.game.observation(None))

    # ------------------------------------------------------------------ starting a game

    def after_first_paint(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` once the window has painted its first frame (a quick start)."""
        self._first_paint_callbacks.append(callback)

    def event(self, event: QEvent) -> bool:  # noqa: D102 - Qt override
        if self._first_paint_callbacks and event.type() == QEvent.Type.Paint:
            callbacks, self._first_paint_callbacks = self._first_paint_callbacks, []
            for callback in callbacks:
                QTimer.singleShot(0, self, callback)
        return super().event(event)

    def load_content(self, folder: Any = None) -> bool:
        """Load the rules content (after the first frame when the window was made without it).

        Returns:
            False when the content is broken: a dialog says why and no game can start.
        """
        from ..content import ContentError, load_content

        try:
            self.content = load_content(folder)
        except ContentError as exc:
            QMessageBox.critical(self, self.tr("Game of the Year"),
                                 self.tr("The game's content cannot be used:") + "\n\n" + "\n".join(exc.problems[:20]))
            self.new_action.setEnabled(False)
            self.quick_action.setEnabled(False)
            return False
        return True

    @Slot()
    def new_game(self) -> None:
        """Ask for the players with the New Game dialog, then start."""
        from .newgame import NewGameDialog

        dialog = NewGameDialog(self.content, self.settings, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            choice = dialog.choice()
            if choice is not None:
                self.start_game(choice)

    @Slot()
    def quick_game(self) -> None:
        """Start at once: you against three computer players."""
        from .newgame import quick_setup

        self.start_game(quick_setup(self.content, self.settings))

    def start_game(self, choice: NewGameChoice, seed: int | None = None) -> None:
        """Start a game for the players and seats of ``choice``."""
        import random

        from ..engine import Game

        seed = seed if seed is not None else random.randrange(1 << 30)
        game = Game.new(choice.setup, self.content, seed)
        self.start(game, choice.seats)

    def start(self, game: Game, seats: Sequence[Any]) -> None:
        """Show ``game`` and play it; ``seats`` say who is human and each computer's level."""
        from .controller import GameController
        from .results import HistoryRecorder

        self._stop_animations()
        if self.controller is not None:
            self.controller.stop()
            self.controller.deleteLater()
        self.game = game
        self.names = tuple(p.name for p in game.setup.players)
        self.colours = tuple(theme.pawn_colour(seat.colour) if hasattr(seat, "colour") else theme.PAWN_COLOURS[i][1]
                             for i, seat in enumerate(seats))
        self.controller = GameController(game, seats, self)
        self.controller.speed_factor = self.settings.speed_factor
        self.controller.events_ready.connect(self.show_events)
        self.controller.human_decision.connect(self._human_decision)
        self.controller.computer_thinking.connect(self._computer_thinking)
        self.controller.game_finished.connect(self._game_finished)
        self.history = HistoryRecorder()
        self.history.record(0, game)
        self._last_human_seen = None
        self._build_game_view(self.controller.humans)
        self.controller.start()

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

    @Slot(list)
    def show_events(self, events: list[ev.Event]) -> None:
        """Play ``events`` as animations in order, then tell the controller."""
        assert self.game is not None and self.controller is not None
        from ..engine import events as ev  # noqa: F811 - imported late for a quick first frame

        self._ev = ev
        group = QSequentialAnimationGroup(self)
        speed = self.speed
        for event in events:
            self._add_event(group, event, speed)
        group.addAnimation(_Step(self._refresh_panel))
        group.finished.connect(self._events_done)
        self._group = group
        group.start()

    def _add_event(self, group: QSequentialAnimationGroup, event: ev.Event, speed: float) -> None:
        from ..narrate import describe

        assert self.game is not None
        ev = self._ev
        t = type(event)
        line = describe(event, self.names, self.content)
        heading = t is ev.TurnStarted
        group.addAnimation(_Step(lambda: self.log.add_line(line, heading=heading)))
        if t is ev.TurnStarted:
            player = event.player
            group.addAnimation(_Step(lambda: self._turn_started(player)))
        elif t is ev.DialSpun:
            sector = event.sector
            group.addAnimation(_Step(lambda: self.machine.spin_to(sector, speed), int(2300 * speed)))
        elif t is ev.PawnMoved:
            if event.cause != "bankruptcy":
                group.addAnimation(self.scene.move_animation(event.player, event.from_day, event.to_day, speed))
        elif t is ev.Bankrupt:
            group.addAnimation(self.scene.jump_animation(event.player, event.to_day, speed))
        elif t is ev.PawnsSwapped:
            group.addAnimation(self.scene.swap_animation(event.player, event.other, speed))
        elif t is ev.PawnsRearranged:
            for q, _, to_day in event.moves:
                group.addAnimation(self.scene.jump_animation(q, to_day, speed))
        elif t is ev.CardDrawn:
            card, player = event.card, event.player
            group.addAnimation(_Step(lambda: self._show_card(card, player), int(2600 * speed)))
            group.addAnimation(_Step(self._hide_card))
        elif t in (ev.MoneyPaid, ev.TokensMoved, ev.QuarterPassed):
            group.addAnimation(_Step(self._refresh_panel, int(120 * speed)))
        elif t is ev.TurnEnded:
            group.addAnimation(_Step(lambda: self._record_turn(), 0))

    def _record_turn(self) -> None:
        if self.game is not None:
            self.history.record(self.game.state.turn, self.game)

    @Slot()
    def _events_done(self) -> None:
        self._group = None
        if self.controller is not None:
            QTimer.singleShot(0, self.controller, self.controller.events_shown)

    def _stop_animations(self) -> None:
        if self._group is not None:
            self._group.stop()
            self._group = None
        self._hide_card()

    def _refresh_panel(self) -> None:
        if self.game is not None:
            self.players_panel.refresh(self.game.observation(None))

    def _turn_started(self, player: int) -> None:
        self.scene.set_active_player(player)
        self._refresh_panel()

    def _show_card(self, card_id: str, player: int) -> None:
        from .dialogs import CardWidget

        self._hide_card()
        overlay = CardWidget(self.content, card_id, self.names[player], self)
        overlay.adjustSize()
        centre = self.board_view.geometry().center() if hasattr(self, "board_view") else self.rect().center()
        overlay.move(centre.x() - overlay.width() // 2, centre.y() - overlay.height() // 2)
        overlay.show()
        overlay.raise_()
        self._card_overlay = overlay

    def _hide_card(self) -> None:
        if self._card_overlay is not None:
            self._card_overlay.hide()
            self._card_overlay.deleteLater()
            self._card_overlay = None

    # ------------------------------------------------------------------ decisions

    def decision_context(self, player: int) -> DecisionContext:
        """What a dialog for ``player`` may show (their own observation only)."""
        from .dialogs import DecisionContext

        assert self.game is not None
        return DecisionContext(self.content, self.game.observation(player), self.names, self.colours, self.game.setup)

    @Slot(int)
    def _computer_thinking(self, player: int) -> None:
        self.machine.set_spin_enabled(False)
        self.machine.set_caption(self.tr("%1 is playing…").replace("%1", self.names[player]))
        self.peek.set_owner(None, "")
        self.banner.show_turn(self.names[player], self.colours[player], self.tr("computer playing…"))

    @Slot(object)
    def _human_decision(self, decision: Decision) -> None:
        from ..engine.decisions import DecisionKind
        from .dialogs import make_decision_dialog

        assert self.controller is not None and self.game is not None
        player = decision.player
        if len(self.controller.humans) > 1 and self._last_human_seen != player and self.auto_dialogs:
            QMessageBox.information(self, self.tr("Pass the screen"),
                                    self.tr("Pass the screen to %1.").replace("%1", self.names[player]))
        self._last_human_seen = player
        self.peek.set_owner(self.game.observation(player).lucky_number, self.names[player])
        if decision.kind is DecisionKind.SPIN:
            self.banner.show_turn(self.names[player], self.colours[player], self.tr("spin the machine (Space)"))
            self.machine.set_spin_enabled(True)
            self.machine.set_caption(self.tr("%1, spin!").replace("%1", self.names[player]))
            return
        self.banner.show_turn(self.names[player], self.colours[player], self.tr("your decision"))
        self.machine.set_caption("")
        dialog = make_decision_dialog(decision, self.decision_context(player), self)
        self.current_dialog = dialog
        if self.auto_dialogs:
            QTimer.singleShot(0, self, lambda: self._run_dialog(dialog))
        else:
            dialog.accepted.connect(lambda: self._dialog_answered(dialog))
            dialog.show()

    def _run_dialog(self, dialog: QDialog) -> None:
        dialog.exec()
        self._dialog_answered(dialog)

    def _dialog_answered(self, dialog: Any) -> None:
        if self.current_dialog is not dialog or self.controller is None:
            return
        self.current_dialog = None
        action = dialog.action
        dialog.hide()
        dialog.deleteLater()  # it may show this player's own lucky number: never keep it around
        self.controller.submit(action)

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
        self.machine.set_spin_enabled(False)
        self.controller.submit(True)

    # ------------------------------------------------------------------ end

    @Slot(object)
    def _game_finished(self, outcome: Any) -> None:
        self.machine.set_spin_enabled(False)
        self.peek.set_owner(None, "")
        self.banner.show_turn(self.names[outcome.first], self.colours[outcome.first], self.tr("reached 31 December"))
        if self.game is not None:
            self.history.record(self.game.state.turn, self.game)
        from .results import ResultsDialog

        dialog = ResultsDialog(outcome, self.names, self.colours, self.history.history(), self.content, self)
        self.results_dialog = dialog
        if self.auto_dialogs:
            QTimer.singleShot(0, self, lambda: self._run_results(dialog))
        else:
            dialog.show()

    def _run_results(self, dialog: QDialog) -> None:
        if dialog.exec() == 2:
            self.new_game()

    # ------------------------------------------------------------------ help

    @Slot(int)
    def show_day(self, day: int) -> None:
        """Show a square's almanac entry in full."""
        from ..narrate import day_name

        square = self.content.squares[day]
        title = day_name(day)
        if square.frame in ("red", "blue", "double_blue", "half", "quarter", "start", "finish"):
            text = f"<h3>{self.content.text(f'almanac.{square.date}.title')}</h3><p>{self.content.text(f'almanac.{square.date}.text')}</p>"
        elif square.frame == "sign":
            text = f"<h3>{theme.ZODIAC_SYMBOLS[square.sign or 'aries']} {self.content.text(f'signs.{square.sign}')}</h3>"
        else:
            text = self.tr("<p>A plain day: days can be bought or offered from here.</p>")
        QMessageBox.information(self, title, text)

    @Slot()
    def show_rules(self) -> None:
        """Show the rules of the game."""
        from .helpviews import RulesDialog

        RulesDialog(self.content, self).exec()

    @Slot()
    def show_almanac(self) -> None:
        """Show the almanac browser: every date with its text and effects."""
        from .helpviews import AlmanacDialog

        AlmanacDialog(self.content, self).exec()

    @Slot()
    def show_about(self) -> None:
        """Show the About box."""
        QMessageBox.about(self, self.tr("About Game of the Year"),
                          self.tr("<h2>Game of the Year %1</h2><p>The 1980s family calendar game "
                                  "<i>Le Jeu de l'Année</i> for the desktop.</p>").replace("%1", __version__))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        """Remember the window's geometry and stop the game's timers."""
        self.settings.set_geometry(self.saveGeometry())
        self._stop_animations()
        if self.controller is not None:
            self.controller.stop()
        super().closeEvent(event)

