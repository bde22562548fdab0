"""Replaying a game move by move on the board: a slider, Previous, Next and Play.

:func:`replay_steps` replays a game (finished or saved half way) from its
setup, seed and decisions and keeps, after each decision, where every pawn
stands, whose turn it is and what the log says of it. :class:`ReplayDialog`
shows those steps on a :class:`~gameofyear.ui.board.BoardScene`; nothing in it
can change the game, and no lucky number is shown (the log tells only public
events).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Slot
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..content import Texts
from ..engine import events as ev
from .screenfit import FittedDialog

PLAY_INTERVAL_MS = 700
"""The pause between two steps while the replay plays by itself (milliseconds)."""


@dataclass(frozen=True)
class ReplayStep:
    """The table after one decision of a replayed game.

    Attributes:
        positions: each pawn's day index (0 = start … 365).
        active: whose turn it is.
        lines: what the log says of this decision's events.
        money: each player's money (money units), as the public events told it.
        tokens: each player's tokens, as the public events told them.
    """

    positions: tuple[int, ...]
    active: int
    lines: tuple[str, ...]
    money: tuple[int, ...] = ()
    tokens: tuple[int, ...] = ()


def replay_steps(game: Any, describe: Callable[[Sequence[ev.Event]], list[str]]) -> list[ReplayStep]:
    """Replay ``game`` and return the table as the year began, then after each decision.

    The pawns, money and tokens are followed through the public events alone (moves, swaps,
    rearrangements, bankruptcies, payments, tokens moved), so that the replay shows what the table saw.

    Args:
        game: an engine :class:`~gameofyear.engine.Game` (setup, content, seed and decisions are used).
        describe: turns events into the log's lines (the language installed).

    Returns:
        ``len(game.actions) + 1`` steps.

    Raises:
        IllegalActionError: a decision does not fit the game (a damaged save).
    """
    from ..engine import Game
    from .results import PublicFigures

    steps: list[ReplayStep] = []
    positions = [0] * len(game.setup.players)
    active = [0]
    figures = PublicFigures(len(game.setup.players), game.content)

    def on_events(events: list[ev.Event]) -> None:
        figures.apply(events)
        event: Any  # each event's own fields are read by its type
        for event in events:
            t = type(event)
            if t is ev.TurnStarted:
                active[0] = event.player
            elif t is ev.PawnMoved or t is ev.Bankrupt:
                positions[event.player] = event.to_day
            elif t is ev.PawnsSwapped:
                # the event gives the squares the two pawns end up on, not the ones they left
                positions[event.player], positions[event.other] = event.player_day, event.other_day
            elif t is ev.PawnsRearranged:
                for q, _from, to_day in event.moves:
                    positions[q] = to_day
            elif t is ev.GameStarted and event.order:
                active[0] = event.order[0]
        steps.append(ReplayStep(tuple(positions), active[0], tuple(describe(events)),
                                tuple(figures.money), tuple(figures.tokens)))

    Game.replay(game.setup, game.content, game.seed, game.actions, scheme=game.scheme, on_events=on_events)
    return steps


class ReplayDialog(FittedDialog):
    """Step through a game on the board: the slider, Previous (←), Next (→) and Play (Space); beside the board,
    each player's money and tokens at the decision shown (:class:`~gameofyear.ui.replayplayers.ReplayPlayers`).

    Args:
        texts: the words of the game's content, in the window's language (the board is drawn from ``texts.content``).
        steps: what :func:`replay_steps` gave.
        names: the players' names.
        colours: the pawn colours.
        parent: the window.
    """

    def __init__(self, texts: Texts, steps: Sequence[ReplayStep], names: Sequence[str], colours: Sequence[QColor],
                 parent: QWidget | None = None):
        super().__init__(parent)
        from .board import BoardScene, BoardView

        self.steps = list(steps)
        self.names = list(names)
        self.setWindowTitle(self.tr("Replay"))
        self.scene = BoardScene(texts, list(colours), self)
        """The board the pawns are placed on."""
        self.view = BoardView(self.scene)
        self.view.setAccessibleName(self.tr("The board"))
        from .replayplayers import ReplayPlayers

        self.players = ReplayPlayers(self.names, list(colours), texts.content.format_money)
        """Each player's money and tokens at the decision shown."""
        self.log = QListWidget()
        """What happened up to the step shown (the step's own lines last)."""
        self.log.setAccessibleName(self.tr("What happened"))
        self.log.setMinimumWidth(320)
        self.log.setWordWrap(True)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        side = QWidget()
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.players)
        column.addWidget(self.log, 1)
        split = QSplitter()
        split.addWidget(self.view)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([840, 360])
        self.slider = QSlider(Qt.Orientation.Horizontal)
        """The decision shown (0: before the first)."""
        self.slider.setRange(0, max(0, len(self.steps) - 1))
        self.slider.setAccessibleName(self.tr("Decision shown"))
        self.slider.valueChanged.connect(self.show_step)
        self.previous_button = QPushButton(self.tr("◀ P&revious"))
        self.previous_button.setShortcut(QKeySequence(Qt.Key.Key_Left))
        self.previous_button.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        self.play_button = QPushButton(self.tr("&Play"))
        """Plays the steps one after the other; pressed again, pauses."""
        self.play_button.setCheckable(True)
        self.play_button.toggled.connect(self._play)
        self.next_button = QPushButton(self.tr("&Next ▶"))
        self.next_button.setShortcut(QKeySequence(Qt.Key.Key_Right))
        self.next_button.clicked.connect(self.next_step)
        self.step_label = QLabel()
        """"Decision 12 of 340 — Alice's turn"."""
        self.step_label.setMinimumWidth(260)
        controls = QHBoxLayout()
        controls.addWidget(self.previous_button)
        controls.addWidget(self.play_button)
        controls.addWidget(self.next_button)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.step_label)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addLayout(controls)
        self._timer = QTimer(self)
        self._timer.setInterval(PLAY_INTERVAL_MS)
        self._timer.timeout.connect(self.next_step)
        screen = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        self.resize(min(1200, int(screen.width() * 0.95)), min(760, int(screen.height() * 0.92)))
        self.show_step(0)

    @Slot(int)
    def show_step(self, index: int) -> None:
        """Show the table after decision ``index`` (0: as the year began)."""
        index = max(0, min(index, len(self.steps) - 1))
        if self.slider.value() != index:
            self.slider.setValue(index)  # comes back here
            return
        step = self.steps[index]
        self.scene.set_positions(list(step.positions))
        self.scene.set_active_player(step.active)
        self.players.show_figures(step.money, step.tokens, step.active)
        self.log.clear()
        start = max(0, index - 12)
        for earlier in self.steps[start:index + 1]:
            for line in earlier.lines:
                self.log.addItem(line)
        self.log.scrollToBottom()
        name = self.names[step.active] if step.active < len(self.names) else ""
        self.step_label.setText(QCoreApplication.translate("ReplayDialog", "Decision %1 of %2 — %3's turn")
                                .replace("%1", str(index)).replace("%2", str(len(self.steps) - 1))
                                .replace("%3", name))
        self.previous_button.setEnabled(index > 0)
        self.next_button.setEnabled(index < len(self.steps) - 1)

    @Slot()
    def next_step(self) -> None:
        """One decision on; at the last one, playing stops."""
        if self.slider.value() >= len(self.steps) - 1:
            self.play_button.setChecked(False)
            return
        self.slider.setValue(self.slider.value() + 1)

    @Slot(bool)
    def _play(self, playing: bool) -> None:
        self.play_button.setText(self.tr("&Pause") if playing else self.tr("&Play"))
        if playing:
            if self.slider.value() >= len(self.steps) - 1:
                self.slider.setValue(0)
            self._timer.start()
        else:
            self._timer.stop()

    def done(self, result: int) -> None:  # noqa: D102 - Qt override
        self._timer.stop()
        super().done(result)


__all__ = ["PLAY_INTERVAL_MS", "ReplayDialog", "ReplayStep", "replay_steps"]
