"""The table on screen: the board as large as the window allows, the machine, the decision panel and the players.

:class:`TableView` places its parts itself, from the window's size, so that
the board keeps its proportions and fills the space (no empty bands) at every
size from 1024 × 700 to 4K:

- ``wide`` (most windows): the board at the top left; under it the decision
  panel and the log (narrower while a decision is asked); to its right a column with the machine, whose turn it is,
  the players and the lucky-number button. When the window is wider than the
  board needs, the column takes the rest.
- ``compact`` (small windows, where a column beside the board would shrink the
  squares under :data:`MIN_SQUARE` pixels): the board across the whole width;
  under it, side by side, the machine, the decision panel and the players
  with the log. The players' cards take one line each there (their details in
  their tooltips), and whose turn it is is said by the decision panel. A
  decision that, laid out, still scrolls or stands higher than the panel asks
  for the height it lacks: the board gives it, down to half the table's height,
  while that decision is asked.

Nothing here knows the rules: the parts are the window's widgets.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QVBoxLayout, QWidget

from .board import CELL_WIDTH, BoardView

MIN_SQUARE = 28.0
"""The smallest width of a day square, in logical pixels, the layout accepts before it turns ``compact``."""
COLUMN_SHARE = 0.25
"""The share of the window's width the right-hand column takes in the ``wide`` arrangement."""
COLUMN_MIN, COLUMN_MAX = 300, 560
"""The right-hand column's width bounds (logical pixels)."""
BELOW_MIN = 230
"""The least height kept under the board for the decision panel (``wide``)."""
GAP = 6
"""Space between the parts (logical pixels)."""
LOG_SHARE = 0.36
"""The log's share of the band under the board (``wide``) between decisions."""
LOG_SHARE_ASKING = 0.2
"""The log's share of that band while a decision is asked: it gives way, so the decision shows whole."""
BOARD_LEAST_SHARE = 0.5
"""The least share of the table's height the board keeps when a decision asks for more room than the band under
the board has (:attr:`~.decisionpanel.DecisionPanel.wanted_height`)."""
LOG_LEAST_WIDTH = 180
"""The log's least width under the board (``wide``; logical pixels)."""
LOG_MIN = 52
"""The height kept for the log in the ``compact`` arrangement when there is room (three lines)."""
LOG_FLOOR = 30
"""The least height of the log in the ``compact`` arrangement (a line and more): below :data:`LOG_MIN` only
so that every player's card shows whole (a 1024 × 700 screen less a window's title bar)."""


class TableView(QWidget):
    """The game's central widget: board, machine, decision panel, banner, players, lucky-number button and log.

    Args:
        board: the board view (kept in proportion).
        machine: the time-progression machine.
        decision_panel: the docked panel where decisions are asked.
        banner: whose turn it is.
        players: the players' panel.
        peek: the lucky-number button.
        log: the log.
        parent: the parent widget.
        banner_in_compact: keep ``banner`` on screen in the ``compact`` arrangement (a network game's
            holds the connection's state); without it, the decision panel says whose turn it is there.
    """

    def __init__(self, board: BoardView, machine: QWidget, decision_panel: QWidget, banner: QWidget,
                 players: QWidget, peek: QWidget, log: QWidget, parent: QWidget | None = None, *,
                 banner_in_compact: bool = False) -> None:
        super().__init__(parent)
        self.banner_in_compact = banner_in_compact
        self.board = board
        self.machine = machine
        self.decision_panel = decision_panel
        self.banner = banner
        self.log = log
        self.mode = "wide"
        """``wide`` or ``compact`` (see the module's docstring), as last arranged."""
        self.players_scroll = QScrollArea()
        """The players' panel, scrolled when six players do not fit."""
        self.players_scroll.setWidget(players)
        self.players_scroll.setWidgetResizable(True)
        self.players_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.players_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.players_scroll.setStyleSheet("QScrollArea { background: transparent; }")
        self.column = QWidget()
        """Whose turn, the players and the lucky-number button, one above the other."""
        column = QVBoxLayout(self.column)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(GAP)
        column.addWidget(banner)
        column.addWidget(self.players_scroll, 1)
        column.addWidget(peek)
        for part in (board, machine, decision_panel, self.column, log):
            part.setParent(self)
        asking_changed = getattr(decision_panel, "asking_changed", None)
        if asking_changed is not None:  # the log gives way while a decision is asked
            asking_changed.connect(lambda _asking: self.arrange())
        room_wanted = getattr(decision_panel, "room_wanted", None)
        if room_wanted is not None:  # and the board, in a small window, while a tall decision is asked
            room_wanted.connect(lambda _height: self.arrange())
        self.setMinimumSize(640, 420)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        """Arrange the parts for the new size."""
        super().resizeEvent(event)
        self.arrange()

    def board_aspect(self) -> float:
        """Return the board scene's width over its height."""
        rect = self.board.sceneRect()
        return rect.width() / rect.height() if rect.height() > 0 else 2.0

    def square_pixels(self) -> float:
        """Return the width of a day square on screen now, in logical pixels (at the fitted zoom)."""
        rect = self.board.sceneRect()
        if rect.width() <= 0:
            return 0.0
        return self.board.width() / rect.width() * CELL_WIDTH

    def wanted_below(self) -> int:
        """The height (logical pixels) the decision asked wants under the board, 0 for none: at most what leaves
        the board :data:`BOARD_LEAST_SHARE` of the height."""
        wanted = int(getattr(self.decision_panel, "wanted_height", 0) or 0)
        if wanted <= 0 or not getattr(self.decision_panel, "asking", False):
            return 0
        return min(wanted + GAP, int(self.height() * (1 - BOARD_LEAST_SHARE)))

    def arrange(self) -> None:
        """Place every part for the current size (see the module's docstring); in the ``compact`` arrangement, while
        a decision that asked for room is shown, the board is made smaller to give it (:meth:`wanted_below`)."""
        width, height = self.width(), self.height()
        aspect = self.board_aspect()
        scene_width = self.board.sceneRect().width() or 1.0
        column = int(max(COLUMN_MIN, min(COLUMN_MAX, width * COLUMN_SHARE)))
        board_w = width - column - GAP
        board_h = int(board_w / aspect)
        if board_h > height - BELOW_MIN:
            board_h = max(0, height - BELOW_MIN)
            board_w = int(board_h * aspect)
            column = width - board_w - GAP
        if board_w / scene_width * CELL_WIDTH >= MIN_SQUARE:
            self.mode = "wide"
            self._arrange_wide(board_w, board_h, column)
        else:
            self.mode = "compact"
            self._arrange_compact()

    def _arrange_wide(self, board_w: int, board_h: int, column: int) -> None:
        height = self.height()
        self.board.setGeometry(0, 0, board_w, board_h)
        below = QRect(0, board_h + GAP, board_w, height - board_h - GAP)
        asking = bool(getattr(self.decision_panel, "asking", False))
        log_w = max(LOG_LEAST_WIDTH, int(below.width() * (LOG_SHARE_ASKING if asking else LOG_SHARE)))
        self.decision_panel.setGeometry(below.x(), below.y(), below.width() - log_w - GAP, below.height())
        self.log.setGeometry(below.right() - log_w + 1, below.y(), log_w, below.height())
        x = board_w + GAP
        inner = column - GAP
        self._compact_parts(False)
        machine_h = int(min(inner * 1.32, height * 0.52))
        self.machine.setGeometry(x, 0, inner, machine_h)
        self.column.setGeometry(x, machine_h + GAP, inner, height - machine_h - GAP)

    def _compact_parts(self, compact: bool) -> None:
        """Tell the machine and the players' cards whether they have the small room of ``compact``."""
        for part in (self.machine, self.players_scroll.widget()):
            set_compact = getattr(part, "set_compact", None)
            if set_compact is not None:
                set_compact(compact)
        self.banner.setVisible(not compact or self.banner_in_compact)  # whose turn: the decision panel says it

    def _arrange_compact(self) -> None:
        width, height = self.width(), self.height()
        usual_h = min(int(width / self.board_aspect()), int(height * 0.72))
        board_h = min(usual_h, max(int(height * BOARD_LEAST_SHARE), height - self.wanted_below()))
        board_w = int(board_h * self.board_aspect())
        self.board.setGeometry((width - board_w) // 2, 0, board_w, board_h)
        strip_y = board_h + GAP
        strip_h = height - strip_y
        self._compact_parts(True)
        machine_w = int(min((height - usual_h - GAP) * 0.9, width * 0.2))  # the board's room only goes to the panel
        # the players' cards, one line each, never narrower than their least (a name's start, the money, the
        # tokens): at larger text in a narrow window the decision panel gives up those few pixels
        scroll = self.players_scroll
        players = scroll.widget()
        cards_least = players.minimumSizeHint().width() if players is not None else 0
        cards_least += scroll.verticalScrollBar().sizeHint().width() + 2
        side_w = int(max(250, width * 0.28, cards_least))
        self.machine.setGeometry(0, strip_y, machine_w, strip_h)
        panel_x = machine_w + GAP
        panel_w = width - machine_w - side_w - 2 * GAP
        self.decision_panel.setGeometry(panel_x, strip_y, panel_w, strip_h)
        side_x = panel_x + panel_w + GAP
        # one line a player (compact cards) and the lucky number, as tall as they need; the log has the rest
        column_h = max(int(strip_h * 0.5), min(self.column.sizeHint().height(), strip_h - LOG_FLOOR - GAP))
        self.column.setGeometry(side_x, strip_y, side_w, column_h)
        self.log.setGeometry(side_x, strip_y + column_h + GAP, side_w, strip_h - column_h - GAP)
