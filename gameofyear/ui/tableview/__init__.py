"""One table view for every window that shows a game: the widgets, the presenter and the asking of decisions.

The window at home (:class:`~gameofyear.ui.mainwindow.MainWindow`, over its
:class:`~gameofyear.ui.controller.GameController` and the
:class:`~gameofyear.table.Table`) and a network game's window
(:class:`~gameofyear.ui.network.NetworkGameWindow`, over its
:class:`~gameofyear.ui.netfeed.RemoteTable`) host the same parts, fed by one
small protocol (:class:`TableFeed`), and each window holds one :class:`TableHost` of them:

- :class:`TableHost`: makes the parts below, places them with the accessibility
  equipment and does what a person does at any table (a square clicked, a spin,
  a claim, an answer, a language change);
- :class:`TableWidgets`: the board, the machine, whose turn it is, the players,
  the lucky-number button, the log and the decision panel;
- :class:`TablePresenter`: turns a batch of events into the log's lines, the
  pawns' and the machine's animations, the cards and big moments (a person's
  waits for a click or a key), their sounds and the players' running standings;
- :class:`DecisionAsking`: asks a person's decision in the panel, lights the
  squares it can reach and lets the machine be spun.

A feature of the table is written here once, and every window has it.
"""

from .asking import DecisionAsking
from .host import TableHost
from .presenter import TablePresenter, standing_of
from .protocol import TableFeed
from .widgets import TableWidgets

__all__ = ["DecisionAsking", "TableFeed", "TableHost", "TablePresenter", "TableWidgets", "standing_of"]
