"""The results window's cards for the house rules of the family: the teams' ranking and the match table.

:class:`TeamsCard` shows the teams of two ranked by their tokens added up, then their money
(the ``teams`` house rule, 1000 Bornes; :meth:`~gameofyear.engine.game.Game.team_ranking`).
:class:`MatchTable` shows a match over several years (:mod:`gameofyear.engine.match`): each
player's — or each team's — tokens per year and total, who leads, and the target.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from ..engine.match import Match, Side
from ..narrate import translate
from . import theme
from .language import list_in_words
from .wording import plural

CARD_STYLE = ("QFrame#{name} {{ background: #fffdf7; border: 1px solid {border};"
              " border-radius: 8px; }}")
"""The style of the results window's cards (the ranking card's)."""
GOLD = "#fbecc0"
"""Background of the leading row."""


def side_name(side: Side, names: Sequence[str]) -> str:
    """Return a side's name: the player's, or both partners' joined by the language's locale ("Anna and Chloé")."""
    return list_in_words([names[q] for q in side])


def match_headline(match: Match, names: Sequence[str]) -> str:
    """Return where the match stands after its last year, in one sentence (who won, or who leads)."""
    standings = match.standings()
    if not standings:
        return ""
    total = standings[0][2]
    leaders = [side_name(side, names) for place, side, _ in standings if place == 1]
    if match.over:  # several leaders after the most years share the win (RULINGS.md §13): "A and B win"
        text = (translate("MatchTable", "%1 win the match with %n token(s) (target %2).", "", 1)
                if match.teams or len(leaders) > 1
                else translate("MatchTable", "%1 wins the match with %n token(s) (target %2).", "", 1))
    elif match.tied_past_target:
        text = translate("MatchTable", "%1 are level at %n token(s), past the target of %2: another year decides.", "", 1)
    elif len(leaders) > 1:
        text = translate("MatchTable", "After year %3, %1 share the lead with %n token(s); the match is played to %2.", "", 1)
    elif match.teams:
        text = translate("MatchTable", "After year %3, %1 lead with %n token(s); the match is played to %2.", "", 1)
    else:
        text = translate("MatchTable", "After year %3, %1 leads with %n token(s); the match is played to %2.", "", 1)
    return (plural("MatchTable", text, total).replace("%1", list_in_words(leaders)).replace("%2", str(match.target))
            .replace("%3", str(len(match.years))))


def _cell(text: str, *, bold: bool = False, soft: bool = False, right: bool = False, size: float = 11) -> QLabel:
    label = QLabel(text)
    label.setFont(theme.font(size, bold=bold))
    colour = theme.INK_SOFT.name() if soft else theme.INK.name()
    label.setStyleSheet(f"color: {colour}; background: transparent; border: none; padding: 2px 2px")
    if right:
        label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return label


def ordinal(place: int) -> str:
    """Return a place in words: 1 → "1st", 2 → "2nd"… (up to 6th, then "7th"…)."""
    words = {
        1: QCoreApplication.translate("ResultsDialog", "1st"),
        2: QCoreApplication.translate("ResultsDialog", "2nd"),
        3: QCoreApplication.translate("ResultsDialog", "3rd"),
        4: QCoreApplication.translate("ResultsDialog", "4th"),
        5: QCoreApplication.translate("ResultsDialog", "5th"),
        6: QCoreApplication.translate("ResultsDialog", "6th"),
    }
    return words.get(place, QCoreApplication.translate("ResultsDialog", "%1th").replace("%1", str(place)))



class TeamsCard(QFrame):
    """The teams of two ranked by their tokens added up, then their money (house rule, 1000 Bornes).

    Args:
        ranking: ``(place, player, partner, tokens, money)`` best first
            (:meth:`~gameofyear.engine.game.Game.team_ranking`).
        names: the players' names, by player index.
        format_money: writes an amount of money units in the edition's currency.

    Attributes:
        rows: what each row shows, best first: (place, team, tokens, money).
    """

    def __init__(self, ranking: Sequence[tuple[int, int, int, int, int]], names: Sequence[str],
                 format_money: Callable[[int], str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("teamsCard")
        self.setStyleSheet(CARD_STYLE.format(name="teamsCard", border=theme.PAPER_DARK.darker(115).name()))
        grid = QGridLayout(self)
        grid.setContentsMargins(12, 8, 12, 8)
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(2)
        for column, text in enumerate((QCoreApplication.translate("MatchTable", "Place"), QCoreApplication.translate("MatchTable", "Team"), QCoreApplication.translate("MatchTable", "Tokens"), QCoreApplication.translate("MatchTable", "Money"))):
            grid.addWidget(_cell(text, bold=True, soft=True, right=column >= 2, size=9), 0, column)
        self.rows: list[tuple[str, str, str, str]] = []
        for line, (place, player, mate, tokens, money) in enumerate(ranking, start=1):
            row = (ordinal(place), side_name((player, mate), names), str(tokens), format_money(money))
            self.rows.append(row)
            for column, text in enumerate(row):
                grid.addWidget(_cell(text, bold=column in (1, 2), right=column >= 2), line, column)


class MatchTable(QFrame):
    """A match over several years: the years played, each side's tokens per year and total, who leads, the target.

    Args:
        match: the match with the year just played added (:func:`~gameofyear.engine.match.match_after`).
        names: the players' names, by player index.

    Attributes:
        headline: where the match stands, in one sentence (:func:`match_headline`).
        rows: what each side's row shows, best first: (name, tokens of each year…, total).
    """

    def __init__(self, match: Match, names: Sequence[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.match = match
        self.setObjectName("matchTable")
        self.setStyleSheet(CARD_STYLE.format(name="matchTable", border=theme.PAPER_DARK.darker(115).name()))
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 8, 12, 8)
        outer.setSpacing(4)
        self.headline = match_headline(match, names)
        self.headline_label = _cell(self.headline, bold=True, size=10.5)
        """Shows :attr:`headline`."""
        self.headline_label.setWordWrap(True)
        outer.addWidget(self.headline_label)
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(1)
        outer.addLayout(grid)
        years = len(match.years)
        heads = [QCoreApplication.translate("MatchTable", "Team") if match.teams else QCoreApplication.translate("MatchTable", "Player")]
        heads += [QCoreApplication.translate("MatchTable", "Year %1").replace("%1", str(y)) for y in range(1, years + 1)]
        heads.append(QCoreApplication.translate("MatchTable", "Total (to %1)").replace("%1", str(match.target)))
        for column, text in enumerate(heads):
            grid.addWidget(_cell(text, bold=True, soft=True, right=column > 0, size=9), 0, column)
        self.rows: list[tuple[str, ...]] = []
        for line, (place, side, total) in enumerate(match.standings(), start=1):
            per_year = [str(sum(year[p] for p in side)) for year in match.years]
            row = (side_name(side, names), *per_year, str(total))
            self.rows.append(row)
            if place == 1:
                back = QFrame()
                back.setStyleSheet(f"background: {GOLD}; border: none; border-radius: 5px;")
                grid.addWidget(back, line, 0, 1, len(heads))
            for column, text in enumerate(row):
                grid.addWidget(_cell(text, bold=column in (0, len(row) - 1), right=column > 0), line, column)
