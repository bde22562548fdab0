"""The table's widgets: the board, the machine, whose turn it is, the players, the lucky number, the log, the panel.

Every window that shows a game makes them with :class:`TableWidgets` and
places them with :class:`~gameofyear.ui.tablelayout.TableView`; each part
writes its own words again on ``QEvent.LanguageChange``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QWidget

    from ...content import Texts
    from ..panel import LogView
    from ..tablelayout import TableView


class TableWidgets:
    """The parts of the table of one game, made for its players.

    Args:
        texts: the almanac's words in the window's language (``texts.content`` gives the rules and the dial).
        names: the players' names, in seating order.
        colours: their pawns' colours.
        people: the seats played by people at this screen (their cards say so).
        positions: each pawn's square (day index) to start with.
        last_day: the day that ends the game (a shorter year with a house rule).
        manual_claims: the players' cards carry a "Claim!" button (RULINGS.md §4, manual claims).
        owner: the scene's parent (the window).
        log: the log to use (one the window wrote in before the game came), else a new one.

    Attributes:
        scene, board_view, board_answers, machine, banner, players_panel, peek, log, decision_panel:
            the parts (:class:`~gameofyear.ui.board.BoardScene`, :class:`~gameofyear.ui.board.BoardView`,
            :class:`~gameofyear.ui.boardanswers.BoardAnswers`, :class:`~gameofyear.ui.machine.MachineWidget`,
            :class:`~gameofyear.ui.panel.TurnBanner`, :class:`~gameofyear.ui.panel.PlayersPanel`,
            :class:`~gameofyear.ui.panel.LuckyPeekButton`, :class:`~gameofyear.ui.panel.LogView`,
            :class:`~gameofyear.ui.decisionpanel.DecisionPanel`).
    """

    def __init__(self, texts: Texts, names: Sequence[str], colours: Sequence[QColor], people: Sequence[int], *,
                 positions: Sequence[int], last_day: int, manual_claims: bool = False,
                 owner: QObject | None = None, log: LogView | None = None) -> None:
        from ..board import BoardScene, BoardView
        from ..boardanswers import BoardAnswers
        from ..decisionpanel import DecisionPanel
        from ..machine import MachineWidget
        from ..panel import LogView, LuckyPeekButton, PlayersPanel, TurnBanner

        self.scene = BoardScene(texts, colours, owner)
        self.board_view = BoardView(self.scene)
        self.scene.set_positions(list(positions))
        self.scene.set_last_day(last_day)  # a shorter game (house rule) ends before 31 December
        self.board_answers = BoardAnswers(self.scene)
        self.machine = MachineWidget(texts.content.edition.dial)
        self.banner = TurnBanner()
        self.players_panel = PlayersPanel(texts, names, colours, people, manual_claims=manual_claims)
        self.peek = LuckyPeekButton()
        self.log = log if log is not None else LogView()
        self.decision_panel = DecisionPanel()

    def layout(self, heading: QWidget | None = None, players: QWidget | None = None, foot: QWidget | None = None,
               *, banner_in_compact: bool = False) -> TableView:
        """The parts placed for the window's size (:class:`~gameofyear.ui.tablelayout.TableView`).

        Args:
            heading: what stands above the players (default: the banner of whose turn it is).
            players: the players' column (default: the players' panel).
            foot: what stands under the players (default: the lucky-number button).
            banner_in_compact: keep ``heading`` in sight in the compact arrangement.
        """
        from ..tablelayout import TableView

        return TableView(self.board_view, self.machine, self.decision_panel, heading or self.banner,
                         players or self.players_panel, foot or self.peek, self.log,
                         banner_in_compact=banner_in_compact)

    def set_texts(self, texts: Texts) -> None:
        """Give the board and the players' panel the almanac's words in another language (they write them when
        they retranslate, on ``QEvent.LanguageChange``)."""
        self.players_panel.texts = texts
        self.scene.set_texts(texts)

    def retranslate_ui(self) -> None:
        """Write every part's words again in the language installed (each also does on ``QEvent.LanguageChange``)."""
        self.scene.retranslate_ui()
        self.machine.retranslate_ui()
        self.banner.retranslate_ui()
        self.players_panel.retranslate_ui()
        self.log.retranslate_ui()
        self.decision_panel.retranslate_ui()
