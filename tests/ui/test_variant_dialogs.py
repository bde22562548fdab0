"""The dialogs of the house rules' decisions (savings book, loans, bets on the machine), driven as a person would.

Each situation is reached by playing a real game (``helpers.build``) up to the
engine's own pending decision; screenshots go to ``tests/output/``.
"""

from __future__ import annotations

from datetime import date

import pytest
from helpers import Driver, build
from PySide6.QtCore import Qt

from gameofyear.content import load_texts
from gameofyear.engine import DecisionKind, Game, PlayerProfile
from gameofyear.engine.variants import Variants
from gameofyear.ui import theme
from gameofyear.ui.dialogs import DecisionContext, make_decision_dialog

PLAYERS = (PlayerProfile("Anna", date(1990, 5, 2), "female"), PlayerProfile("Bob", date(1985, 9, 9), "male"))
COLOURS = tuple(c for _, c in theme.PAWN_COLOURS[:2])


def _context(game: Game) -> DecisionContext:
    assert game.pending is not None
    names = tuple(p.name for p in game.setup.players)
    return DecisionContext(load_texts(game.content), game.observation(game.pending.player), names, COLOURS, game.setup)


def _at_quarter_end() -> Game:
    """Anna passes 31 March with 500 F in her savings book: the loans question first."""
    game = build(PLAYERS, positions=["03-29", "01-10"], lucky=[20, 21], dial=[5],
                 variants=Variants(savings=True), savings=[500, 0])
    Driver(game).spin(5)
    return game


@pytest.mark.parametrize("kind", [DecisionKind.LOANS, DecisionKind.SAVINGS, DecisionKind.BET])
def test_the_house_rule_dialogs_answer_the_amount_shown_and_escape_leaves_things_as_they_are(qtbot, output_dir, kind):
    """LOANS, SAVINGS and BET: the spin box covers exactly the legal range; OK answers it; Escape answers 0."""
    game = _at_quarter_end()
    if kind is DecisionKind.SAVINGS:
        Driver(game).decide(DecisionKind.LOANS, 0)
    if kind is DecisionKind.BET:
        game = build(PLAYERS, positions=["01-02", "01-02"], lucky=[20, 21], variants=Variants(bets=frozenset({1})))
        Driver(game).decide(DecisionKind.BUY_TOKEN, False)
    decision = game.pending
    assert decision is not None and decision.kind is kind
    dialog = make_decision_dialog(decision, _context(game))
    qtbot.addWidget(dialog)
    dialog.show()
    options = decision.options
    assert isinstance(options, range)
    spin = dialog.spin_box  # type: ignore[attr-defined]
    assert (spin.minimum(), spin.maximum()) == (options.start, options.stop - 1)
    spin.setValue(options.stop - 1)
    assert dialog.meaning.text()  # type: ignore[attr-defined]
    dialog.grab().save(str(output_dir / f"dialog_{kind.value}.png"))
    qtbot.mouseClick(dialog.go_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert dialog.action == options.stop - 1
    again = make_decision_dialog(decision, _context(game))
    qtbot.addWidget(again)
    again.show()
    qtbot.keyClick(again, Qt.Key.Key_Escape)
    assert again.action == 0
