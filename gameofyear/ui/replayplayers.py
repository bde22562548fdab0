"""Replay's players panel: each player's name, pawn colour, money and tokens at the decision shown.

:class:`ReplayPlayers` sits beside the replayed board (:class:`~gameofyear.ui.replayview.ReplayDialog`)
and is told, at each step, the figures :func:`~gameofyear.ui.replayview.replay_steps` followed
through the public events.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QWidget

from ..narrate import translate
from . import theme
from .wording import plural


class ReplayPlayers(QFrame):
    """The players as they stood at the decision shown: a swatch of the pawn's colour, the name, money, tokens.

    Args:
        names: the players' names.
        colours: the pawn colours, by player.
        money_text: writes an amount of money in the edition's currency (``content.format_money``).
        parent: the dialog.
    """

    def __init__(self, names: Sequence[str], colours: Sequence[QColor], money_text: Callable[[int], str],
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.names = list(names)
        self.money_text = money_text
        self.setAccessibleName(QCoreApplication.translate("ReplayPlayers", "The players"))
        grid = QGridLayout(self)
        grid.setContentsMargins(6, 4, 6, 4)
        grid.setHorizontalSpacing(10)
        self.money_labels: list[QLabel] = []
        """Each player's money, as shown."""
        self.token_labels: list[QLabel] = []
        """Each player's tokens, as shown."""
        for row, name in enumerate(self.names):
            colour = QColor(colours[row % len(colours)]) if colours else theme.INK
            swatch = QLabel()
            swatch.setFixedSize(14, 14)
            swatch.setStyleSheet(f"background: {colour.name()}; border: 1px solid {colour.darker(140).name()};"
                                 " border-radius: 7px;")
            label = QLabel(name)
            label.setFont(theme.font(10, bold=True))
            money, tokens = QLabel(), QLabel()
            grid.addWidget(swatch, row, 0)
            grid.addWidget(label, row, 1)
            grid.addWidget(money, row, 2)
            grid.addWidget(tokens, row, 3)
            self.money_labels.append(money)
            self.token_labels.append(tokens)
        grid.setColumnStretch(1, 1)

    def show_figures(self, money: Sequence[int], tokens: Sequence[int], active: int | None = None) -> None:
        """Show each player's ``money`` (money units) and ``tokens``; the player whose turn it is (``active``)
        is marked by an arrow before the money."""
        for player, (label, token_label) in enumerate(zip(self.money_labels, self.token_labels)):
            if player >= len(money) or player >= len(tokens):
                label.clear()
                token_label.clear()
                continue
            label.setText(("▶ " if player == active else "") + self.money_text(money[player]))
            token_label.setText(plural("ReplayPlayers", translate("ReplayPlayers", "%n token(s)", "", 1),
                                       tokens[player]))
        self.setAccessibleDescription("; ".join(
            f"{n}: {m.text()}, {t.text()}" for n, m, t in zip(self.names, self.money_labels, self.token_labels)))


__all__ = ["ReplayPlayers"]
