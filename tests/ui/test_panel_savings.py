"""The side panel with the savings house rule: each player's card shows the savings book and the loans owed,
updated as they change (docs/VARIANTS.md), and nothing of it without the house rule."""

from __future__ import annotations

import pytest
from helpers import Driver, build, table_seat

from gameofyear.content import load_texts
from gameofyear.engine.decisions import DecisionKind
from gameofyear.engine.variants import Variants
from gameofyear.ui import theme
from gameofyear.ui.mainwindow import MainWindow
from gameofyear.ui.panel import PlayersPanel

COLOURS = [colour for _, colour in theme.PAWN_COLOURS]


Seat = table_seat
"""The seats these tests give the window (:func:`helpers.table_seat`)."""


def _books(game):
    return [game.book(p) for p in range(len(game.setup.players))]


@pytest.fixture
def english():
    """The English translation installed: its plurals ("1 loan", "2 loans")."""
    from gameofyear.ui.language import install_translators, remove_translators

    install_translators("en")
    yield
    remove_translators()


def test_each_card_shows_the_savings_book_and_the_loans_as_they_change(qtbot, english):
    game = build(2, positions=["03-29", "01-10"], lucky=[20, 21], dial=[5], variants=Variants(savings=True),
                 savings=[0, 300], loans=[0, 1])
    content = game.content
    panel = PlayersPanel(load_texts(content, "en"), ["Ann", "Bob"], COLOURS[:2], [0])
    qtbot.addWidget(panel)
    panel.refresh(game.observation(None), _books(game))
    panel.show()
    first, second = panel.cards
    assert first.book_label.isVisible() and first.book_label.text() == f"Savings book {content.format_money(0)}"
    assert second.book_label.text() == f"Savings book {content.format_money(300)} · 1 loan: {content.format_money(500)} owed"
    drv = Driver(game)
    drv.spin(5)
    drv.decide(DecisionKind.LOANS, 0)
    drv.decide(DecisionKind.SAVINGS, 7)
    panel.refresh(game.observation(None), _books(game))
    assert first.book_label.text() == f"Savings book {content.format_money(700)}"


def test_without_the_house_rule_the_cards_show_no_book(qtbot):
    game = build(2)
    panel = PlayersPanel(load_texts(game.content, "en"), ["Ann", "Bob"], COLOURS[:2], [0])
    qtbot.addWidget(panel)
    panel.refresh(game.observation(None))
    panel.show()
    assert not any(card.book_label.isVisible() for card in panel.cards)


def test_the_window_shows_the_books_on_the_cards_and_in_their_tooltips_at_1024_by_700(qtbot, settings, output_dir,
                                                                                         english):
    game = build(4, positions=["03-29", "01-10", "02-02", "01-20"], lucky=[20, 21, 22, 23],
                 variants=Variants(savings=True), savings=[0, 300, 1200, 0], loans=[0, 1, 0, 2])
    window = MainWindow(game.content, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    window.start(game, [Seat("human", colour="Red")] + [Seat("computer", "basic", c) for c in ("Blue", "Green", "Yellow")])
    qtbot.waitUntil(lambda: window.controller.waiting_for_human == 0, timeout=20_000)
    cards = window.table.players_panel.cards
    money = game.content.format_money
    assert [c.book_label.text() for c in cards] == [
        f"Savings book {money(s)}" + (f" · {n} loan{'s' if n > 1 else ''}: {money(500 * n)} owed" if n else "")
        for s, n in _books(game)]
    # a small window shows one line a player: the book is in the card's tooltip
    assert window.table.view.mode == "compact"
    assert all(c.compact and not c.book_label.isVisible() and c.book_label.text() in c.toolTip() for c in cards)
    window.grab().save(str(output_dir / "panel_savings_1024x700.png"))
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: window.table.view.mode == "wide" and not cards[0].compact, timeout=5000)
    assert all(c.book_label.isVisible() for c in cards)
    plain = PlayersPanel(load_texts(game.content, "en"), ["Ann", "Bob"], COLOURS[:2], [0])
    qtbot.addWidget(plain)
    plain.refresh(build(2).observation(None))
    line = cards[0].book_label.fontMetrics().height()
    assert cards[0].sizeHint().height() <= plain.cards[0].sizeHint().height() + line + 4  # one short line more


def test_the_players_cards_are_in_turn_order_not_seat_order(qtbot):
    """The youngest starts (RULINGS.md §11): Cy, seated third, has the top card, then Ann and Bob."""
    from helpers import TODAY, classic, person

    from gameofyear.engine import Game, Setup

    players = (person("Ann", born="1980-01-01"), person("Bob", born="1990-01-01"), person("Cy", born="2000-01-01"))
    game = Game.new(Setup(players, today=TODAY), classic(), seed=5)
    order = game.observation(None).order
    assert order[0] == 2, order
    panel = PlayersPanel(load_texts(game.content, "en"), ["Ann", "Bob", "Cy"], COLOURS[:3], [0])
    qtbot.addWidget(panel)

    def shown() -> list[int]:
        layout = panel.cards_layout
        return [panel.cards.index(layout.itemAt(i).widget()) for i in range(layout.count())]

    assert shown() == [0, 1, 2], "before any game is shown: seat order"
    panel.refresh(game.observation(None))
    panel.show()
    assert shown() == list(order)
    assert panel.order_shown() == list(order)
    tops = [panel.cards[p].geometry().top() for p in order]
    assert tops == sorted(tops) and len(set(tops)) == 3, tops
    panel.refresh(game.observation(None))
    assert shown() == list(order)
