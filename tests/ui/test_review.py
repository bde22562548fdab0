"""The year in review: the chronicle told from a finished game's events, the white-cross calendar, PNG and PDF."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from gameofyear import saves
from gameofyear.content import Content, load_content
from gameofyear.engine import Game
from gameofyear.engine import events as ev
from gameofyear.ui.mainwindow import MainWindow
from gameofyear.ui.review import chronicle


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content()


@pytest.fixture(scope="module")
def finished(tmp_path_factory: Any) -> Path:
    from gameofyear.cli import main

    folder = tmp_path_factory.mktemp("review")
    assert main(["simulate", "--games", "1", "--players", "3", "--seed", "12", "--save-dir", str(folder)]) == 0
    return folder / "game-12.json"


def test_the_chronicle_tells_the_year_from_its_events(content: Content, finished: Path, qtbot: Any) -> None:
    game = saves.load_game(saves.read_save(finished), content).game
    names = [p.name for p in game.setup.players]
    seen: list[ev.Event] = []
    Game.replay(game.setup, content, game.seed, game.actions, on_events=seen.extend)
    story = chronicle(game, names)
    gained = [sum(1 for e in seen if type(e) is ev.TokensMoved and e.taker == q) for q in range(len(names))]
    assert all(0 < len(days) <= count for days, count in zip(story.crosses, gained)), "a white cross for a day of tokens"
    assert all(len(set(days)) == len(days) for days in story.crosses), "each day once"
    assert all(0 <= day <= 365 for days in story.crosses for day in days)
    assert any("best day" in line for line in story.lines) and any("worst day" in line for line in story.lines)
    firsts = [e for e in seen if type(e) is ev.QuarterPassed and e.rank == 1]
    assert sum("won the quarter race" in line for line in story.lines) == len(firsts) > 0
    swaps = [e for e in seen if type(e) is ev.PawnsSwapped]
    assert sum("swapped places" in line for line in story.lines) == len(swaps)
    bankrupt = [e for e in seen if type(e) is ev.Bankrupt]
    assert sum("went bankrupt" in line for line in story.lines) == len(bankrupt)


def test_every_token_gained_marks_its_day_with_a_white_cross_and_a_quarter_end_counts_once(content: Content) -> None:
    """Tokens bought, won at a quarter end or given by another player mark the day the taker stands on; a day
    of two gains is one cross; the quarter end's money and tokens count once in the best day (RULINGS.md §5)."""
    from gameofyear.ui.review import chronicle_of_events

    price = content.edition.token_price
    events = [
        ev.TurnStarted(0, 1, False),
        ev.PawnMoved(0, 0, 10, "spin", "dial"),
        ev.TokenBought(0, price), ev.MoneyPaid(0, None, price, price, "token"), ev.TokensMoved(None, 0, 1, "token"),
        ev.TurnEnded(0),
        ev.TurnStarted(1, 2, False),
        ev.PawnMoved(1, 0, 90, "spin", "dial"),
        ev.QuarterPassed(1, 90, 400, 3, 1), ev.MoneyPaid(None, 1, 400, 400, "quarter"), ev.TokensMoved(None, 1, 3, "quarter"),
        ev.TokensMoved(0, 1, 1, "almanac"),
        ev.TurnEnded(1),
    ]
    story = chronicle_of_events(events, 2, content, ["Ann", "Bob"])
    assert story.crosses == ((10,), (90,))
    best = [line for line in story.lines if line.startswith("Bob's best day")]
    assert best == [f"Bob's best day: 31 March (+{content.format_money(400)}, +4 tokens)."]


def test_a_day_of_tokens_is_told_in_tokens_and_a_bankruptcy_on_the_day_it_happened(content: Content) -> None:
    """Tokens are not told as money; a pawn sent back by a bankruptcy does not move the worst day back with it."""
    from gameofyear.ui.review import chronicle_of_events

    events = [
        ev.TurnStarted(0, 1, False),
        ev.PawnMoved(0, 0, 80, "spin", "dial"),
        ev.TokensMoved(None, 0, 2, "almanac"),
        ev.TurnEnded(0),
        ev.TurnStarted(0, 2, False),
        ev.PawnMoved(0, 80, 100, "spin", "dial"),
        ev.MoneyPaid(0, None, 900, 1500, "almanac"),
        ev.Bankrupt(0, 1, 100, 70, "almanac"),
        ev.TokensMoved(0, None, 1, "bankruptcy"),
        ev.PawnMoved(0, 100, 70, "bankruptcy", "almanac"),
        ev.TurnEnded(0),
    ]
    lines = chronicle_of_events(events, 1, content, ["Ann"]).lines
    assert "Ann's best day: 21 March (+2 tokens)." in lines, lines
    assert f"Ann's worst day: 10 April (−{content.format_money(900)}, −1 token)." in lines, lines


def test_the_review_opens_from_the_results_and_saves_as_png_and_pdf(qtbot: Any, settings: Any, content: Content,
                                                                     finished: Path, tmp_path: Path,
                                                                     output_dir: Path) -> None:
    window = MainWindow(content, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    assert window.open_game(finished)
    qtbot.waitUntil(lambda: window.results_dialog is not None and window.results_dialog.isVisible(), timeout=20_000)
    results = window.results_dialog
    assert results.review_button.isVisible()
    results.review_button.click()
    review = window.review_dialog
    assert review is not None and review.isVisible()
    assert "best day" in review.text.text()
    review.grab().save(str(output_dir / "review.png"))
    png, pdf = tmp_path / "year.png", tmp_path / "year.pdf"
    assert review.save_png(png) and png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert review.save_pdf(pdf) and pdf.read_bytes()[:5] == b"%PDF-"
    (output_dir / "review.pdf").write_bytes(pdf.read_bytes())


def test_the_calendar_draws_only_the_days_each_month_has(qtbot: Any) -> None:
    """29 February has its square; 30 and 31 February, 31 April… have none (the paper shows there)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from gameofyear.ui.review import CrossCalendar

    calendar = CrossCalendar([[]], [QColor("red")], ["Ann"])
    area = QRectF(0, 0, 930, 520)
    image = QImage(930, 520, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    calendar.paint(painter, area)
    label_w, header_h = calendar.label_sizes(painter)
    painter.end()
    paper = image.pixelColor(int(area.width()) - 2, int(area.height()) - 2)
    assert calendar.square(area, label_w, header_h, 2, 30) is None and calendar.square(area, label_w, header_h, 4, 31) is None

    def outlined(month: int, day: int, like: tuple[int, int]) -> bool:
        """True when the place of ``day`` of ``month`` has the outline drawn where the square ``like`` has it."""
        model = calendar.square(area, label_w, header_h, *like)
        assert model is not None
        top, cell_w, cell_h = calendar.grid(area, label_w, header_h)
        x = int(area.left() + label_w + (day - 1) * cell_w + 0.5)
        y = int(top + (month - 1) * cell_h + cell_h / 2)
        return image.pixelColor(x, y) != paper

    assert outlined(2, 29, (2, 29)) and outlined(1, 31, (1, 31)) and outlined(3, 31, (3, 31))
    assert not outlined(2, 30, (1, 30)) and not outlined(2, 31, (1, 31)) and not outlined(4, 31, (3, 31))


def _day_of(line: str) -> int:
    """The day index of the one date an English line of the chronicle names ("14 February" → 44)."""
    import re

    from gameofyear.dates import day_index
    from gameofyear.narrate import MONTHS

    found = re.search(r"\b(\d{1,2}) (" + "|".join(MONTHS) + r")\b", line)
    assert found is not None, f"no date in {line!r}"
    return day_index(f"{MONTHS.index(found.group(2)) + 1:02d}-{int(found.group(1)):02d}")


def test_the_chronicle_follows_the_calendar_even_when_pawns_go_back(content: Content) -> None:
    """Chloé goes bankrupt on 26 February, is sent back to 31 January, and goes bankrupt again on 14 February;
    Tester, behind, goes bankrupt on 29 April after Denis reached August: the chronicle tells the year from
    January to December, each bankruptcy on the square where the pawn could not pay."""
    from gameofyear.ui.review import chronicle_of_events

    price = content.edition.token_price
    events = [
        ev.TurnStarted(0, 1, False),
        ev.PawnMoved(0, 0, 56, "spin", "dial"),
        ev.MoneyPaid(0, None, 300, 500, "almanac"),
        ev.Bankrupt(0, 1, 56, 30, "almanac:02-26"),
        ev.TokensMoved(0, None, 1, "bankruptcy"),
        ev.PawnMoved(0, 56, 30, "bankruptcy", "almanac:02-26"),
        ev.TurnEnded(0),
        ev.TurnStarted(1, 2, False),
        ev.PawnMoved(1, 0, 215, "spin", "dial"),
        ev.TokensMoved(None, 1, 2, "almanac"),
        ev.TurnEnded(1),
        ev.TurnStarted(2, 3, False),
        ev.PawnMoved(2, 0, 106, "spin", "dial"),
        ev.PawnMoved(2, 106, 119, "card", "card:chance-35"),
        ev.MoneyPaid(2, 1, 100, 200, "lucky_number"),
        ev.Bankrupt(2, 0, 119, 90, "lucky_number"),
        ev.PawnMoved(2, 119, 90, "bankruptcy", "lucky_number"),
        ev.TurnEnded(2),
        ev.TurnStarted(0, 4, False),
        ev.PawnMoved(0, 30, 44, "spin", "dial"),
        ev.MoneyPaid(None, 0, 200, 200, "lucky_number"), ev.BankruptcyEnded(0),
        ev.MoneyPaid(0, None, 200, 400, "almanac"),
        ev.Bankrupt(0, 0, 44, 30, "almanac:02-14"),
        ev.PawnMoved(0, 44, 30, "bankruptcy", "almanac:02-14"),
        ev.TurnEnded(0),
    ]
    lines = chronicle_of_events(events, 3, content, ["Chloé", "Denis", "Tester"]).lines
    money = content.format_money
    assert price > 300
    assert list(lines) == [
        "Chloé went bankrupt on 14 February.",
        "Chloé went bankrupt on 26 February.",
        f"Chloé's worst day: 26 February (−{money(300)}, −1 token).",
        "Tester went bankrupt on 29 April.",
        f"Tester's worst day: 29 April (−{money(100)}).",
        "Denis's best day: 3 August (+2 tokens).",
    ], lines


def test_a_seeded_year_is_told_from_january_to_december(content: Content, finished: Path) -> None:
    """In a whole game between computer players, every line of the chronicle is dated, and no line names an
    earlier day than the line before it."""
    game = saves.load_game(saves.read_save(finished), content).game
    lines = chronicle(game, [p.name for p in game.setup.players]).lines
    days = [_day_of(line) for line in lines]
    assert len(lines) > 6 and days == sorted(days), list(zip(days, lines))


def test_a_swap_is_told_on_the_day_it_happened_and_each_pawn_is_where_it_went(content: Content) -> None:
    """Denis, on 21 June, swaps pawns with Anne, on 29 July: the swap is told on 21 June (not on Anne's
    29 July, where Denis went), before the quarter race Anne had won on 30 June earlier in the game; a
    token Anne then gives Denis marks his new square, 29 July."""
    from gameofyear.ui.review import chronicle_of_events

    events = [
        ev.TurnStarted(0, 1, False),
        ev.PawnMoved(0, 0, 210, "spin", "dial"),
        ev.QuarterPassed(0, 181, 400, 0, 1), ev.MoneyPaid(None, 0, 400, 400, "quarter"),
        ev.TurnEnded(0),
        ev.TurnStarted(1, 2, False),
        ev.PawnMoved(1, 0, 172, "spin", "dial"),
        ev.PawnsSwapped(1, 0, 210, 172, "almanac:06-21"),  # the squares after the swap
        ev.TurnEnded(1),
        ev.TurnStarted(0, 3, False),
        ev.PawnMoved(0, 172, 175, "spin", "dial"),
        ev.TokensMoved(0, 1, 1, "card:hazard-01"),
        ev.TurnEnded(0),
    ]
    story = chronicle_of_events(events, 2, content, ["Anne", "Denis"])
    assert list(story.lines) == [
        "On 21 June, Denis and Anne swapped places.",
        "Anne's worst day: 24 June (−1 token).",
        "Anne was first to reach 30 June and won the quarter race.",
        f"Anne's best day: 29 July (+{content.format_money(400)}).",
    ], story.lines
    assert story.crosses == ((), (210,))


@pytest.mark.parametrize(("language", "told"), [
    ("en", "On 1 April, Denis rearranged the other pawns."),
    ("fr", "Le 1er avril, Denis réarrange les autres pions."),
    ("it", "1° aprile: Denis risistema le altre pedine."),
    ("de", "Am 1. April verteilte Denis die anderen Figuren neu.")])
def test_a_rearrangement_is_told_on_its_day_in_every_language(qtbot: Any, content: Content, language: str,
                                                               told: str) -> None:
    """1 April: Denis rearranges the other pawns; the line says on which day, as every other line does."""
    from gameofyear.ui.language import install_translators, remove_translators
    from gameofyear.ui.review import chronicle_of_events

    events = [
        ev.TurnStarted(1, 1, False),
        ev.PawnMoved(1, 0, 91, "spin", "dial"),
        ev.PawnsRearranged(1, ((0, 100, 14), (2, 14, 100)), "almanac:04-01"),
        ev.TurnEnded(1),
    ]
    install_translators(language)
    try:
        lines = chronicle_of_events(events, 3, content, ["Anne", "Denis", "Chloé"]).lines
    finally:
        remove_translators()
    assert lines == (told,)


def _review(qtbot: Any, lines: int) -> Any:
    """A Year in Review of three players with ``lines`` lines of chronicle, open on screen."""
    from PySide6.QtGui import QColor

    from gameofyear.ui.review import YearChronicle, YearReviewDialog

    story = YearChronicle(tuple(f"Line {i + 1} of the chronicle." for i in range(lines)), ((5,), (40, 41), ()))
    dialog = YearReviewDialog(story, ["Ann", "Bob", "Cleo"], [QColor("red"), QColor("blue"), QColor("green")])
    qtbot.addWidget(dialog)
    dialog.resize(820, 640)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_the_picture_shows_the_review_without_the_dialog_s_buttons(qtbot: Any, tmp_path: Path) -> None:
    """Save as Picture keeps the title, the chronicle and the calendar, and leaves out Save as Picture…,
    Save as PDF… and Close (the PDF page has none either: it is drawn, not grabbed)."""
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QPushButton

    dialog = _review(qtbot, 3)
    png = tmp_path / "year.png"
    assert dialog.save_png(png)
    picture = QImage(str(png))
    ratio = dialog.devicePixelRatioF()
    buttons = dialog.findChildren(QPushButton)
    assert {b.text() for b in buttons} >= {"Save as &Picture…", "Save as P&DF…"}
    lowest_top = min(b.mapTo(dialog, b.rect().topLeft()).y() for b in buttons)
    assert 0 < picture.height() <= lowest_top * ratio, "the picture stops above the buttons"
    assert picture.width() == round(dialog.width() * ratio), "the whole width of the review"
    shown = dialog.calendar.mapTo(dialog, dialog.calendar.rect().bottomLeft()).y()
    assert picture.height() >= shown * ratio, "the calendar is in the picture"


def test_a_long_chronicle_scrolls_on_screen_and_is_whole_in_the_picture(qtbot: Any, tmp_path: Path,
                                                                        output_dir: Path) -> None:
    """Forty lines do not fit a 640-pixel dialog beside the calendar: the chronicle scrolls there, and the
    picture is as tall as all forty lines and the calendar need."""
    from PySide6.QtGui import QImage

    dialog = _review(qtbot, 40)
    scroll = dialog.text.parentWidget().parentWidget()
    assert scroll.verticalScrollBar().maximum() > 0, "the lines that do not fit can be scrolled to"
    assert dialog.calendar.height() >= dialog.calendar.minimumHeight()
    png = tmp_path / "year.png"
    assert dialog.save_png(png)
    (output_dir / "review-long-picture.png").write_bytes(png.read_bytes())
    picture = QImage(str(png))
    ratio = dialog.devicePixelRatioF()
    every_line = dialog.text.heightForWidth(dialog.text.width())
    assert picture.height() >= (every_line + dialog.calendar.minimumHeight()) * ratio
    assert picture.height() > dialog.height() * ratio


@pytest.mark.parametrize(("kind", "typed", "written"), [("png", "year", "year.png"), ("pdf", "year", "year.pdf"),
                                                         ("png", "year.png", "year.png")])
def test_save_as_picture_adds_the_extension_the_person_did_not_type(qtbot: Any, tmp_path: Path, monkeypatch: Any,
                                                                    kind: str, typed: str, written: str) -> None:
    from PySide6.QtWidgets import QFileDialog

    dialog = _review(qtbot, 3)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kwargs: (str(tmp_path / typed), "")))
    dialog._ask_and_save(kind)
    assert [p.name for p in tmp_path.iterdir()] == [written]
    assert (tmp_path / written).read_bytes()[:4] == (b"\x89PNG" if kind == "png" else b"%PDF")


def test_the_evening_s_highlights_are_told_in_sentences_with_names_and_dates(content: Content) -> None:
    """A bankruptcy on another player's square names who caused it; one by a card paid to the bank does not."""
    from gameofyear.dates import day_index
    from gameofyear.ui.review import chronicle_of_events

    feb26, may3 = day_index("02-26"), day_index("05-03")
    events = [
        ev.TurnStarted(1, 1, False),
        ev.PawnMoved(1, 0, feb26, "spin", "dial"),
        ev.MoneyPaid(1, 0, 300, 2000, "claim"),
        ev.Bankrupt(1, 1, feb26, 30, "claim"),
        ev.TurnEnded(1),
        ev.TurnStarted(0, 2, False),
        ev.PawnMoved(0, 0, may3, "spin", "dial"),
        ev.MoneyPaid(0, None, 100, 900, "card:hazard-04"),
        ev.Bankrupt(0, 0, may3, day_index("04-30"), "card:hazard-04"),
        ev.TurnEnded(0),
        ev.QuarterPassed(1, day_index("06-30"), 400, 3, 1),
    ]
    told = chronicle_of_events(events, 2, content, ["Marie", "Félix"]).highlights
    money = content.format_money(300)
    assert told == (
        f"The biggest win of the evening: Marie received {money} on 26 February.",
        f"The biggest payment of the evening: Félix paid {money} on 26 February.",
        "Marie bankrupted Félix on 26 February.",
        "Marie took the lead on 26 February and led the table for 2 turns in all.",
        "Marie went bankrupt on 3 May.",
        "Félix was first to reach 30 June and won 3 tokens.",
    ), told


def test_the_review_of_a_quarter_game_is_told_as_the_quarter_and_its_calendar_ends_on_31_march(qtbot: Any) -> None:
    from helpers import build

    from gameofyear.engine.variants import Variants
    from gameofyear.ui.review import YearReviewDialog

    game = build(2, positions=["01-01", "01-01"], lucky=[1, 2], dial=[5], variants=Variants(length="quarter"))
    names = [p.name for p in game.setup.players]
    story = chronicle(game, names)
    dialog = YearReviewDialog(story, names, ["#c0392b", "#2980b9"])
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "The quarter in review"
    assert dialog.calendar.months == 3 and dialog.calendar.last_day == 90  # 31 March
    assert dialog.calendar.square(dialog.calendar.rect().toRectF(), 40, 12, 4, 1) is None, "no April"
    dialog.grab().save("/tmp/review-quarter.png")


def test_the_lead_the_comeback_and_a_birthday_are_told_in_sentences(content: Content) -> None:
    from gameofyear.narrate.highlights import Highlight
    from gameofyear.ui.review import highlight_lines

    lines = highlight_lines([Highlight("led_most", 10, 3, 0, None, 1), Highlight("birthday", 30, 10, 2, None, 200),
                             Highlight("comeback", 30, 12, 1)], ["Ann", "Bob", "Cleo"], content)
    assert lines == ("Ann took the lead on 11 January and led the table for 1 turn in all.",
                     f"On 31 January, Cleo was given {content.format_money(200)} for their birthday.",
                     "Bob was last on 31 January and came back to lead at the end."), lines


def test_a_seeded_game_s_review_shows_at_most_eight_highlights_in_date_order(qtbot: Any, content: Content,
                                                                             finished: Path) -> None:
    from gameofyear.narrate.highlights import highlights
    from gameofyear.ui.review import YearReviewDialog

    game = saves.load_game(saves.read_save(finished), content).game
    names = [p.name for p in game.setup.players]
    story = chronicle(game, names)
    seen: list[ev.Event] = []
    Game.replay(game.setup, content, game.seed, game.actions, on_events=seen.extend)
    picked = highlights(seen, len(names), start_money=content.edition.start_money,
                        start_tokens=content.edition.start_tokens, price=content.edition.token_price)
    assert 4 <= len(story.highlights) == len(picked) <= 8
    assert [h.day for h in picked] == sorted(h.day for h in picked)
    dialog = YearReviewDialog(story, names, ["#c0392b", "#2980b9", "#27ae60"])
    qtbot.addWidget(dialog)
    assert dialog.highlights.text().split("\n") == list(story.highlights)
    assert dialog.windowTitle() == "The year in review" and dialog.calendar.months == 12
    dialog.grab().save("/tmp/review-year.png")


def test_the_highlights_are_looked_up_in_the_translation_installed(qtbot: Any, content: Content) -> None:
    """Each sentence is one message of the YearReview context, its plural picked by Qt for the count."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from gameofyear.narrate import day_name
    from gameofyear.narrate.highlights import Highlight
    from gameofyear.ui.language import log_tr
    from gameofyear.ui.review import highlight_lines

    french = {"{name} bankrupted {other} on {date}.": "{name} a mis {other} en faillite le {date}.",
              "{name} was first to reach {date} and won %n token(s).":
                  ("{name} a atteint le {date} en premier et a gagné %n jeton.",
                   "{name} a atteint le {date} en premier et a gagné %n jetons.")}

    class French(QTranslator):
        def translate(self, context: str, source: str, disambiguation: str | None = None,  # type: ignore[override]
                      n: int = -1) -> str | None:
            found = french.get(source) if context == "YearReview" else None
            if isinstance(found, tuple):
                return found[0 if n <= 1 else 1]
            return found  # None: not translated here, Qt asks the next translator

    translator = French()
    QCoreApplication.installTranslator(translator)
    try:
        lines = highlight_lines([Highlight("bankrupted", 56, 3, 1, 0), Highlight("quarter", 90, 9, 0, None, 1),
                                 Highlight("quarter", 181, 19, 1, None, 3)], ["Marie", "Félix"], content)
    finally:
        QCoreApplication.removeTranslator(translator)
    assert lines == (f"Marie a mis Félix en faillite le {day_name(56, log_tr)}.",
                     f"Marie a atteint le {day_name(90, log_tr)} en premier et a gagné 1 jeton.",
                     f"Félix a atteint le {day_name(181, log_tr)} en premier et a gagné 3 jetons."), lines


def test_a_half_game_told_from_its_events_alone_is_the_half_year_to_30_june(qtbot: Any, content: Content) -> None:
    """What a network game's window tells: its house rules give the length."""
    from gameofyear.engine.variants import Variants
    from gameofyear.ui.review import YearReviewDialog, chronicle_of_events

    story = chronicle_of_events([], 2, content, ["Ann", "Bob"], Variants(length="half"))
    assert (story.length, story.last_day) == ("half", 181)  # 30 June
    dialog = YearReviewDialog(story, ["Ann", "Bob"], ["#c0392b", "#2980b9"])
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "The half year in review" and dialog.calendar.months == 6
    assert dialog.text.text() == "A quiet half year: nothing to tell."
