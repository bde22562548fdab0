"""The dialogs of the house rules' decisions (savings book, loans, bets on the machine), driven as a person would.

Each situation is reached by playing a real game (``helpers.build``) up to the
engine's own pending decision; screenshots go to ``tests/output/``.
"""

from __future__ import annotations

from datetime import date

import pytest
from helpers import Driver, build, table_seat
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


@pytest.mark.parametrize("kind", [DecisionKind.LOANS, DecisionKind.SAVINGS])
def test_the_house_rule_dialogs_answer_the_amount_shown_and_escape_leaves_things_as_they_are(qtbot, output_dir, kind):
    """LOANS and SAVINGS: the spin box covers exactly the legal range; OK answers it; Escape answers 0."""
    game = _at_quarter_end()
    if kind is DecisionKind.SAVINGS:
        Driver(game).decide(DecisionKind.LOANS, 0)
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


def _bet_asked() -> Game:
    """Anna's turn on 2 January: Bob may bet on her spin."""
    game = build(PLAYERS, positions=["01-02", "01-02"], lucky=[20, 21], variants=Variants(bets=frozenset({1})))
    Driver(game).decide(DecisionKind.BUY_TOKEN, False)
    assert game.pending is not None and game.pending.kind is DecisionKind.BET
    return game


def test_a_bet_names_each_sector_by_the_dials_own_numbers_and_is_paid_only_once_confirmed(qtbot, output_dir):
    """One button per sector, written as the machine shows it ("5 / 12", never "Sector 7"); a click chooses it and
    says the stake and the prize, Bet answers it; Escape withdraws the choice, then answers no bet."""
    from gameofyear.narrate import face_name

    game = _bet_asked()
    decision = game.pending
    dialog = make_decision_dialog(decision, _context(game))
    qtbot.addWidget(dialog)
    dialog.show()
    dial = game.content.edition.dial
    assert [b.text() for b in dialog.sector_buttons.values()] == \
        [f"{face_name(a)} / {face_name(b)}" for k, (a, b) in enumerate(dial, start=1) if k in decision.options]
    assert not any("Sector" in b.text() for b in dialog.sector_buttons.values())
    assert dialog.leave_button.isDefault() and not dialog.go_button.isEnabled()
    seventh = dialog.sector_buttons[7]
    qtbot.mouseClick(seventh, Qt.MouseButton.LeftButton)
    assert dialog.action is None and dialog.proposal == 7 and seventh.isChecked()
    assert seventh.text() in dialog.meaning.text() and game.content.format_money(decision.info[0]) in dialog.meaning.text()
    dialog.grab().save(str(output_dir / "dialog_bet.png"))
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.action is None and not dialog.has_proposal and not seventh.isChecked()
    qtbot.mouseClick(dialog.sector_buttons[3], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.go_button, Qt.MouseButton.LeftButton)
    assert dialog.action == 3
    again = make_decision_dialog(decision, _context(game))
    qtbot.addWidget(again)
    again.show()
    qtbot.keyClick(again, Qt.Key.Key_Escape)
    assert again.action == 0


def test_a_click_on_a_sector_of_the_machine_chooses_the_bet_and_a_second_click_places_it(qtbot, settings):
    """In the window, Bob's bet: a click on a sector of the dial chooses that sector (the dialog shows it), a second
    click on the same sector bets; the stake leaves Bob only then."""
    from PySide6.QtCore import QPoint, QPointF

    from gameofyear.ui.dial import CENTRE, INNER_WINDOW_AT
    from gameofyear.ui.mainwindow import MainWindow

    game = _bet_asked()
    seats = [table_seat(kind, colour=colour)
             for kind, colour in (("computer", "Red"), ("human", "Blue"))]
    window = MainWindow(game.content, settings, auto_dialogs=True)
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    window.start(game, seats)
    qtbot.waitUntil(lambda: window.current_dialog is not None and window.current_dialog.decision.kind is DecisionKind.BET,
                    timeout=10_000)
    dialog = window.current_dialog
    view = window.table.machine._view
    scale, dx, dy = view._transform()
    money = game.state.players[1].money

    def click_sector(sector: int) -> None:
        import math

        step = 360.0 / len(game.content.edition.dial)
        angle = math.radians(view._angle + sector * step)
        point = CENTRE + QPointF(math.sin(angle) * INNER_WINDOW_AT, -math.cos(angle) * INNER_WINDOW_AT)
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=QPoint(round(point.x() * scale + dx),
                                                                    round(point.y() * scale + dy)))

    sector = next(k - 1 for k in dialog.sector_buttons if k != 1)
    assert view.sector_at(QPointF(0, 0)) is None
    click_sector(sector)
    assert dialog.proposal == sector + 1 and dialog.sector_buttons[sector + 1].isChecked()
    assert game.state.players[1].money == money and game.pending.kind is DecisionKind.BET
    click_sector(sector)
    qtbot.waitUntil(lambda: any(d.kind is DecisionKind.BET for d in game.decisions), timeout=5000)
    bet = next(a for d, a in zip(game.decisions, game.actions) if d.kind is DecisionKind.BET)
    assert bet == sector + 1
