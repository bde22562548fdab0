"""The calendar board: squares and frames, tooltips, clicks, pawns and their animations, fitting the view."""

from __future__ import annotations

import html
import itertools
import math

import pytest
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QHelpEvent, QImage, QPainter
from PySide6.QtWidgets import QApplication, QToolTip

from gameofyear.content import load_content, load_texts
from gameofyear.dates import DAYS_IN_YEAR, day_index
from gameofyear.ui import theme
from gameofyear.ui.board import PAWN_RADIUS, BoardScene, BoardView, move_duration, square_marks

COLOURS = [colour for _, colour in theme.PAWN_COLOURS[:6]]


@pytest.fixture(scope="module")
def content():
    return load_content()


@pytest.fixture
def scene(qtbot, content):
    return BoardScene(load_texts(content), COLOURS[:4])


@pytest.fixture
def view(qtbot, scene):
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(1600, 1000)
    view.show()
    qtbot.waitExposed(view)
    return view


def d(date: str) -> int:
    return day_index(date)


# --------------------------------------------------------------------------- helpers


def render_square(scene: BoardScene, day: int, scale: float = 4.0) -> QImage:
    """Render one square's rect of the scene at a scale (pixels per scene unit)."""
    rect = scene.square_rect(day)
    image = QImage(round(rect.width() * scale), round(rect.height() * scale), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, image.width(), image.height()), rect)
    painter.end()
    return image


def near(colour: QColor, reference: QColor, tolerance: int = 60) -> bool:
    return (abs(colour.red() - reference.red()) + abs(colour.green() - reference.green())
            + abs(colour.blue() - reference.blue())) <= tolerance


def runs_of(image: QImage, y: int, reference: QColor, width_fraction: float = 0.3) -> int:
    """Count the runs of pixels near a colour along a row, from the left edge to a fraction of the width."""
    runs, inside = 0, False
    for x in range(int(image.width() * width_fraction)):
        hit = near(image.pixelColor(x, y), reference)
        if hit and not inside:
            runs += 1
        inside = hit
    return runs


def pawn_disc(scene: BoardScene, player: int) -> tuple[QPointF, float]:
    pawn = scene.pawn_item(player)
    return pawn.scenePos(), PAWN_RADIUS * pawn.scale()


def inside_square(scene: BoardScene, player: int, day: int) -> bool:
    return scene.square_rect(day).contains(scene.pawn_item(player).scene_body_rect())


def no_overlap(scene: BoardScene, players) -> bool:
    for a, b in itertools.combinations(players, 2):
        (pa, ra), (pb, rb) = pawn_disc(scene, a), pawn_disc(scene, b)
        if math.hypot(pa.x() - pb.x(), pa.y() - pb.y()) < ra + rb - 1e-6:
            return False
    return True


# --------------------------------------------------------------------------- squares


def test_366_squares_laid_out_as_a_year_planner(scene):
    """One square per day, months in rows and days in columns, no two squares overlapping."""
    items = scene.square_items()
    assert len(items) == DAYS_IN_YEAR
    assert [item.data(0) for item in items] == list(range(DAYS_IN_YEAR))
    assert scene.square_rect(d("02-01")).left() == scene.square_rect(d("01-01")).left()
    assert scene.square_rect(d("02-01")).top() > scene.square_rect(d("01-01")).bottom()
    assert scene.square_rect(d("01-02")).left() > scene.square_rect(d("01-01")).right()
    assert scene.square_rect(d("12-31")).top() == scene.square_rect(d("12-01")).top()
    for day in range(DAYS_IN_YEAR - 1):
        assert not scene.square_rect(day).intersects(scene.square_rect(day + 1))
        assert scene.sceneRect().contains(scene.square_rect(day))
    for day in (0, 45, 200, 365):
        assert scene.day_at(scene.square_rect(day).center()) == day
    # after 29 February there is no square: the cell is empty paper
    after = scene.square_rect(d("02-29")).translated(scene.square_rect(d("01-02")).left()
                                                     - scene.square_rect(d("01-01")).left(), 0)
    assert scene.day_at(after.center()) == -1


def test_frames_are_drawn_by_kind(scene, content):
    """Known dates: 21 Jan double blue, 10 Jan half, 31 Mar quarter, 22 Dec Capricorn, plain and red and blue squares."""
    kinds = {"01-21": "double_blue", "01-10": "half", "03-31": "quarter", "12-22": "sign",
             "01-02": "plain", "01-06": "red", "01-13": "blue"}
    for date, frame in kinds.items():
        assert content.squares[d(date)].frame == frame

    blue, red = theme.FRAME_COLOURS["blue"], theme.FRAME_COLOURS["red"]
    double = render_square(scene, d("01-21"))
    assert runs_of(double, double.height() // 2, theme.FRAME_COLOURS["double_blue"]) == 2  # two blue lines

    single_blue = render_square(scene, d("01-13"))
    assert runs_of(single_blue, single_blue.height() // 2, blue) == 1
    single_red = render_square(scene, d("01-06"))
    assert runs_of(single_red, single_red.height() // 2, red) == 1

    half = render_square(scene, d("01-10"))
    w, h = half.width(), half.height()
    assert near(half.pixelColor(w // 4, 5), red)  # top edge: red
    assert near(half.pixelColor(5, h // 4), red)  # left edge: red
    assert near(half.pixelColor(3 * w // 4, h - 6), theme.HALF_SECOND)  # bottom edge: blue
    assert near(half.pixelColor(w - 6, 3 * h // 4), theme.HALF_SECOND)  # right edge: blue

    quarter = render_square(scene, d("03-31"))
    assert near(quarter.pixelColor(quarter.width() // 2, 5), theme.FRAME_COLOURS["quarter"])

    plain = render_square(scene, d("01-02"))
    border = plain.pixelColor(2, plain.height() // 2)
    assert near(border, theme.FRAME_COLOURS["plain"], 90)
    assert runs_of(plain, plain.height() // 2, blue) == 0 and runs_of(plain, plain.height() // 2, red) == 0

    sign = render_square(scene, d("12-22"))
    purple = theme.FRAME_COLOURS["sign"]
    glyph_pixels = sum(near(sign.pixelColor(x, y), purple, 90)
                       for x in range(sign.width() // 4, 3 * sign.width() // 4)
                       for y in range(sign.height() // 3, 2 * sign.height() // 3))
    assert glyph_pixels > 150  # the Capricorn glyph is drawn in the middle
    assert theme.ZODIAC_SYMBOLS["capricorn"] in scene.square_item(d("12-22")).toolTip()


def test_doubly_unlucky_days_are_framed_twice_in_both_editions(qtbot, content):
    """Classic double blue and Italian purple alike: two frame lines, unlike the single line of a sign square."""
    italian = BoardScene(load_texts(load_content(edition="italian")), COLOURS[:3])
    for scene, frame in ((BoardScene(load_texts(content), COLOURS[:3]), "double_blue"), (italian, "purple")):
        double = render_square(scene, d("01-21"))
        assert runs_of(double, double.height() // 2, theme.FRAME_COLOURS[frame]) == 2, frame
    sign = render_square(italian, d("12-22"))
    assert runs_of(sign, sign.height() // 2, theme.FRAME_COLOURS["purple"]) == 0, "sign squares keep their lavender"


def test_marks_say_what_a_square_does(content):
    """Marks come from the effects: cards, questions, money, moves, swaps, extra and lost turns."""
    def kinds(date):
        return [m.kind for m in square_marks(content.squares[d(date)])]

    assert kinds("03-30") == ["question", "chance", "hazard"]  # a quiz decides which card
    assert kinds("01-21") == ["hazard"]
    assert kinds("04-01") == ["swap"]  # rearranging the opponents' pawns
    assert kinds("11-15") == ["lose_turn"]
    assert kinds("11-16") == ["forward"]
    assert "back" in kinds("10-28")
    assert kinds("01-02") == []
    extra = [m for m in square_marks(content.squares[d("02-29")]) if m.kind == "extra_turns"]
    assert extra and extra[0].count >= 1


# --------------------------------------------------------------------------- tooltips, hovering, clicking


def test_tooltips_tell_the_almanac_the_sign_or_the_date(scene, content):
    """Almanac squares show title and text, sign squares the sign and its dates, plain squares their date."""
    tip = scene.square_item(d("07-14")).toolTip()
    assert html.escape(load_texts(content).text("almanac.07-14.title"), quote=False) in tip
    assert html.escape(load_texts(content).text("almanac.07-14.text"), quote=False) in tip
    assert "14 July" in tip
    sign = scene.square_item(d("12-22")).toolTip()
    assert load_texts(content).text("signs.capricorn") in sign
    assert "22 December" in sign and "19 January" in sign
    assert content.squares[d("07-15")].frame == "plain"
    assert scene.square_item(d("07-15")).toolTip() == "15 July"
    start = scene.square_item(0).toolTip()
    assert html.escape(load_texts(content).text("almanac.01-01.title"), quote=False) in start


def test_hovering_shows_the_tooltip_and_reports_the_day(qtbot, view, scene):
    """Moving the mouse over a square emits day_hovered with it; the tooltip of that square is shown."""
    day = d("07-14")
    point = view.mapFromScene(scene.square_rect(day).center())
    with qtbot.waitSignal(scene.day_hovered, check_params_cb=lambda value: value == day):
        qtbot.mouseMove(view.viewport(), point)
    assert scene.hovered_day() == day
    event = QHelpEvent(QEvent.Type.ToolTip, point, view.viewport().mapToGlobal(point))
    QApplication.sendEvent(view.viewport(), event)
    qtbot.waitUntil(QToolTip.isVisible)
    assert QToolTip.text() == scene.square_item(day).toolTip()
    QToolTip.hideText()
    header = view.mapFromScene(QPointF(40, scene.square_rect(day).center().y()))
    with qtbot.waitSignal(scene.day_hovered, check_params_cb=lambda value: value == -1):
        qtbot.mouseMove(view.viewport(), header)
    with qtbot.waitSignal(scene.day_hovered, check_params_cb=lambda value: value == day):
        qtbot.mouseMove(view.viewport(), point)
    with qtbot.waitSignal(scene.day_hovered, check_params_cb=lambda value: value == -1):
        QApplication.sendEvent(view.viewport(), QEvent(QEvent.Type.Leave))  # the mouse leaves the view
    assert scene.hovered_day() == -1


@pytest.mark.parametrize("date", ["01-01", "02-29", "07-14", "10-23", "12-31"])
def test_clicking_a_square_emits_its_day(qtbot, view, scene, date):
    """A left click on a square emits day_clicked with that square's day index."""
    day = d(date)
    point = view.mapFromScene(scene.square_rect(day).center())
    with qtbot.waitSignal(scene.day_clicked, timeout=1000) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert blocker.args == [day]


def test_clicking_a_pawn_clicks_its_square(qtbot, view, scene):
    """Pawns do not swallow clicks: the square under them is clicked."""
    scene.set_positions([d("05-05"), 0, 0, 0])
    point = view.mapFromScene(scene.pawn_item(0).scenePos())
    with qtbot.waitSignal(scene.day_clicked, timeout=1000) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert blocker.args == [d("05-05")]


def test_clicking_outside_the_squares_emits_nothing(qtbot, view, scene):
    """Month names, column numbers and the empty cells after 29 February are not squares."""
    empty = scene.square_rect(d("02-29")).translated(2 * (scene.square_rect(1).left() - scene.square_rect(0).left()), 0)
    for scene_point in (QPointF(40, scene.square_rect(0).center().y()), empty.center(), QPointF(600, 20)):
        with qtbot.assertNotEmitted(scene.day_clicked, wait=50):
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(scene_point))


# --------------------------------------------------------------------------- pawns at rest


def test_set_positions_puts_pawns_inside_their_squares(scene):
    """Each pawn sits inside the square of its day."""
    days = [d("01-01"), d("03-15"), d("07-14"), d("12-31")]
    scene.set_positions(days)
    for player, day in enumerate(days):
        assert inside_square(scene, player, day)
        assert scene.pawn_item(player).zValue() > scene.sheet_item.zValue()
    assert scene.positions() == days


@pytest.mark.parametrize("sharing", [2, 3, 4, 5, 6])
def test_pawns_sharing_a_square_sit_side_by_side(qtbot, content, sharing):
    """Up to six pawns on one square stay inside it without overlapping."""
    scene = BoardScene(load_texts(content), COLOURS[:6])
    day = d("06-15")
    positions = [day] * sharing + [0] * (6 - sharing)
    scene.set_positions(positions)
    for player in range(sharing):
        assert inside_square(scene, player, day)
    assert no_overlap(scene, range(sharing))


# --------------------------------------------------------------------------- animations


def test_move_animation_slides_day_by_day_to_the_target(qtbot, scene):
    """At speed 1 the pawn passes through the days in order and ends inside the target square."""
    start, target = d("07-03"), d("07-12")
    scene.set_positions([start, 0, 0, 0])
    anim = scene.move_animation(0, start, target, 1.0)
    assert anim.duration() == pytest.approx(move_duration(target - start, 1.0), abs=1)
    assert 400 <= anim.duration() <= 1600
    seen: list[int] = []
    anim.valueChanged.connect(lambda _value: seen.append(scene.day_at(scene.pawn_item(0).scenePos())))
    with qtbot.waitSignal(anim.finished, timeout=3000):
        anim.start()
    assert inside_square(scene, 0, target)
    assert scene.positions()[0] == target
    assert seen == sorted(seen) and set(seen) <= set(range(start, target + 1))
    assert len(set(seen)) >= 5  # it went through the days, not straight there


def test_move_animation_backwards(qtbot, scene):
    """A backward move goes through the days in reverse order."""
    start, target = d("09-20"), d("09-12")
    scene.set_positions([0, start, 0, 0])
    anim = scene.move_animation(1, start, target, 2.0)
    seen: list[int] = []
    anim.valueChanged.connect(lambda _value: seen.append(scene.day_at(scene.pawn_item(1).scenePos())))
    with qtbot.waitSignal(anim.finished, timeout=3000):
        anim.start()
    assert inside_square(scene, 1, target)
    assert seen == sorted(seen, reverse=True)


def test_long_moves_are_capped_and_speed_zero_is_instant(qtbot, scene):
    """A whole year's move lasts at most ~1.6 s at speed 1; speed 0 finishes as soon as it starts."""
    assert scene.move_animation(0, 0, 365, 1.0).duration() <= 1600
    assert scene.move_animation(0, 0, 365, 2.0).duration() <= 800
    anim = scene.move_animation(0, 0, d("08-08"), 0)
    assert anim.duration() == 0
    with qtbot.waitSignal(anim.finished, timeout=100):
        anim.start()
    assert inside_square(scene, 0, d("08-08"))


def test_arriving_pawn_makes_room_on_a_shared_square(qtbot, scene):
    """When a pawn lands on an occupied square, the pawns there end side by side inside it."""
    target = d("04-10")
    scene.set_positions([d("04-04"), target, target, 0])
    anim = scene.move_animation(0, d("04-04"), target, 1.0)
    with qtbot.waitSignal(anim.finished, timeout=3000):
        anim.start()
    qtbot.waitUntil(lambda: no_overlap(scene, [0, 1, 2]) and all(inside_square(scene, p, target) for p in (0, 1, 2)))
    # the pawn left behind on nothing, and those at Start are untouched
    assert inside_square(scene, 3, 0)


def test_swap_animation_swaps_the_pawns(qtbot, scene):
    """After a swap each pawn stands where the other stood."""
    a, b = d("02-10"), d("11-03")
    scene.set_positions([a, 0, b, 0])
    anim = scene.swap_animation(0, 2, 1.0)
    assert 500 <= anim.duration() <= 900
    with qtbot.waitSignal(anim.finished, timeout=3000):
        anim.start()
    assert inside_square(scene, 0, b) and inside_square(scene, 2, a)
    assert scene.positions()[0] == b and scene.positions()[2] == a
    instant = scene.swap_animation(0, 2, 0)
    with qtbot.waitSignal(instant.finished, timeout=100):
        instant.start()
    assert inside_square(scene, 0, a) and inside_square(scene, 2, b)


def test_the_pawns_of_a_whole_game_follow_its_swaps_and_rearrangements_to_the_engines_squares(qtbot, scene,
                                                                                              content):
    """Every event of a game of 4 computer players with two 21 June swaps and a 1 April rearrangement, shown
    instantly as the game window shows them: after each decision every pawn stands where the engine has it."""
    import random

    from gameofyear.bots import make_bot
    from gameofyear.engine import Game
    from gameofyear.engine import events as ev
    from gameofyear.engine.game import ClaimAction
    from gameofyear.simulation import play_out, random_setup

    played = Game.new(random_setup(random.Random(1), content, 4), content, 1)
    play_out(played, [make_bot("random", 10 + i) for i in range(4)])
    game = Game.new(played.setup, content, played.seed)
    scene.set_positions([p.position for p in game.state.players])
    kinds: list[type] = []
    for i, action in enumerate(played.actions):
        action = game.read_action(action)
        events = game.claim(action.creditor, action.claim_id) if isinstance(action, ClaimAction) else game.decide(action)
        for event in events:
            kinds.append(type(event))
            for animation in scene.pawn_animations(event, 0):
                animation.start()
        assert scene.positions() == [p.position for p in game.state.players], f"decision {i + 1}"
    assert kinds.count(ev.PawnsSwapped) == 2 and ev.PawnsRearranged in kinds


def test_jump_animation_hops_to_the_day(qtbot, scene):
    """A bankruptcy jump back lands the pawn inside the target square."""
    scene.set_positions([0, 0, d("05-17"), 0])
    anim = scene.jump_animation(2, d("04-30"), 1.0)
    with qtbot.waitSignal(anim.finished, timeout=3000):
        anim.start()
    assert inside_square(scene, 2, d("04-30"))


def test_animations_queued_in_a_group_start_from_where_pawns_are(qtbot, scene):
    """Animations made up front and played in sequence compute their paths when they start."""
    from PySide6.QtCore import QSequentialAnimationGroup

    scene.set_positions([0, d("01-20"), 0, 0])
    group = QSequentialAnimationGroup()
    group.addAnimation(scene.move_animation(0, 0, 12, 4.0))
    group.addAnimation(scene.swap_animation(0, 1, 4.0))
    group.addAnimation(scene.move_animation(1, 12, 15, 4.0))
    with qtbot.waitSignal(group.finished, timeout=5000):
        group.start()
    assert inside_square(scene, 0, d("01-20"))
    assert inside_square(scene, 1, 15)
    assert scene.positions()[:2] == [d("01-20"), 15]


def test_highlights_and_active_player(scene):
    """Highlighted days glow until cleared; only the active pawn has a halo."""
    scene.highlight_days([d("03-03"), d("03-05")])
    assert scene.highlighted_days() == [d("03-03"), d("03-05")]
    scene.highlight_days([])
    assert scene.highlighted_days() == []
    scene.set_active_player(2)
    assert [scene.pawn_item(p).halo_item().isVisible() for p in range(4)] == [False, False, True, False]
    scene.set_active_player(None)
    assert not any(scene.pawn_item(p).halo_item().isVisible() for p in range(4))


# --------------------------------------------------------------------------- the view


@pytest.mark.parametrize("size", [(800, 500), (1600, 1000), (500, 900), (1920, 600)])
def test_view_shows_the_whole_board_at_any_size(qtbot, view, scene, size):
    """The scene rect is fully visible and fills the view in one direction."""
    view.resize(*size)
    qtbot.waitUntil(lambda: view.viewport().size().width() == size[0])
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.adjusted(-1, -1, 1, 1).contains(scene.sceneRect())
    scale = view.transform().m11()
    assert view.transform().m22() == pytest.approx(scale)  # aspect kept
    filled = max(scene.sceneRect().width() * scale / size[0], scene.sceneRect().height() * scale / size[1])
    assert filled > 0.97


def test_zoom_in_out_and_reset(qtbot, view, scene, output_dir):
    """Zooming in shows part of the board; zooming out never goes below the whole board; reset fits again."""
    whole = view.transform().m11()
    view.zoom_in()
    assert view.transform().m11() > whole * 1.2
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert not visible.contains(scene.sceneRect())
    day = scene.day_at(visible.center())
    assert day >= 0
    with qtbot.waitSignal(scene.day_clicked, timeout=1000) as blocker:  # clicks still work when zoomed
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.mapFromScene(scene.square_rect(day).center()))
    assert blocker.args == [day]
    view.grab().save(str(output_dir / "board_zoomed.png"))
    view.zoom_out()
    view.zoom_out()
    assert view.zoom() == 1.0
    view.zoom_in()
    view.zoom_in()
    view.reset_zoom()
    assert view.transform().m11() == pytest.approx(whole)
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    assert visible.adjusted(-1, -1, 1, 1).contains(scene.sceneRect())


def test_repaints_reuse_the_cached_board(qtbot, view, scene):
    """The static board is rendered once per scale; repainting only blits it."""
    image = QImage(view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
    view.viewport().render(image)
    renders = scene.sheet_item.cache_renders
    for _ in range(5):
        view.viewport().render(image)
    assert scene.sheet_item.cache_renders == renders
    view.resize(1000, 700)
    qtbot.waitUntil(lambda: view.viewport().width() == 1000)
    view.viewport().render(image)
    assert scene.sheet_item.cache_renders == renders + 1


# --------------------------------------------------------------------------- screenshots


def test_screenshots(qtbot, content, output_dir):
    """Save the board at 1600×1000 and 900×560 with four pawns, two of them sharing a square."""
    scene = BoardScene(load_texts(content), COLOURS[:4])
    scene.set_positions([d("03-30"), d("07-14"), d("07-14"), d("10-24")])
    scene.set_active_player(1)
    scene.highlight_days([d("07-20"), d("07-23")])
    view = BoardView(scene)
    qtbot.addWidget(view)
    for name, (w, h) in (("board.png", (1600, 1000)), ("board_small.png", (900, 560))):
        view.resize(w, h)
        view.show()
        qtbot.waitUntil(lambda w=w: view.viewport().width() == w)
        pixmap = view.grab()
        assert pixmap.width() == w
        assert pixmap.save(str(output_dir / name))


def test_chained_animations_need_no_references_kept(qtbot, scene):
    """A caller may start each animation from the previous one's finished signal and keep no reference."""
    scene.set_positions([0, 0, 0, 0])
    steps = iter([(0, 5), (5, 9), (9, 2), (2, 30), (30, 31), (31, 40)] * 5)
    done: list[bool] = []

    def next_move() -> None:
        try:
            a, b = next(steps)
        except StopIteration:
            done.append(True)
            return
        anim = scene.move_animation(0, a, b, 0 if b % 2 else 20.0)
        anim.finished.connect(next_move)
        anim.start()

    next_move()
    qtbot.waitUntil(lambda: bool(done), timeout=10_000)
    qtbot.wait(20)
    assert inside_square(scene, 0, 40)
    assert scene.positions()[0] == 40


# --------------------------------------------------------------------------- a shorter game's last day


def test_a_shorter_game_s_last_day_is_flagged_and_the_days_after_it_veiled(scene):
    """Half a year (house rule): 30 June carries the finishing flag in a gold frame, 1 July on is veiled, and a
    whole year shows nothing more than the board's own finish square."""
    whole = render_square(scene, d("07-01"))
    june_before = render_square(scene, d("06-30"))
    assert scene.last_day == DAYS_IN_YEAR - 1
    scene.set_last_day(d("06-30"))
    assert scene.last_day == d("06-30")
    veiled, june = render_square(scene, d("07-01")), render_square(scene, d("06-30"))
    assert veiled != whole and june != june_before
    assert render_square(scene, d("06-29")) is not None
    dark = lambda image: sum(QColor(image.pixel(x, y)).value() < 90  # noqa: E731 - a count of dark pixels
                             for x in range(0, image.width(), 2) for y in range(0, image.height(), 2))
    assert dark(veiled) < dark(whole), "the days after the last are paler"
    scene.set_last_day(d("03-31"))  # a quarter: the mark moves, only one stays
    assert scene.last_day == d("03-31") and render_square(scene, d("06-30")) != june
    scene.set_last_day(DAYS_IN_YEAR - 1)
    assert scene.last_day == DAYS_IN_YEAR - 1 and render_square(scene, d("07-01")) == whole


def test_the_window_flags_the_last_day_of_a_half_year_game(qtbot, settings):
    """A game of half a year shows its end on the board of the window."""

    from helpers import build
    from helpers import table_seat as Seat

    from gameofyear.engine.variants import Variants
    from gameofyear.ui.mainwindow import MainWindow

    game = build(2, variants=Variants(length="half"))
    window = MainWindow(game.content, settings, auto_dialogs=False)
    qtbot.addWidget(window)
    window.start(game, [Seat("human"), Seat("computer", colour="Blue")])
    assert window.table.scene.last_day == d("06-30")


def _render(scene, rect: QRectF, scale: float = 4.0) -> QImage:
    """The scene's ``rect`` rendered at ``scale`` pixels per scene unit."""
    image = QImage(int(rect.width() * scale), int(rect.height() * scale), QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def _distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


@pytest.mark.parametrize("frame", ["red", "blue", "double_blue", "half"])
def test_a_lit_square_keeps_the_colour_of_its_frame_and_glows_around_it(scene, content, frame):
    """A reachable square glows in the gap around it, and its red, blue, double or half frame keeps its colour:
    every pixel of the frame band reads as it does unlit, and the gap around the square turns golden."""
    from gameofyear.ui.boardpaint import CELL_INSET, GLOW

    days = [sq.index for sq in content.squares if sq.frame == frame]
    scale = 4.0
    for day in days[:3]:
        square = scene.square_rect(day)
        around = square.adjusted(-CELL_INSET, -CELL_INSET, CELL_INSET, CELL_INSET)
        scene.highlight_days([])
        unlit = _render(scene, around, scale)
        scene.highlight_days([day])
        lit = _render(scene, around, scale)
        scene.highlight_days([])
        inset = int(CELL_INSET * scale)
        band = int(5.5 * scale)  # the frame's band: the outer line and the double frame's inner one
        w, h = unlit.width(), unlit.height()
        frame_points = [(x, y) for y in (h // 2, h // 3) for x in range(inset + 2, inset + band)] + \
            [(x, y) for x in (w // 2, w // 3) for y in range(h - inset - band, h - inset - 2)]
        changed = [(x, y) for x, y in frame_points if _distance(lit.pixelColor(x, y), unlit.pixelColor(x, y)) > 24]
        assert not changed, (frame, day, changed[:5])
        gap = [(inset // 2, h // 2), (w - inset // 2, h // 2), (w // 2, inset // 2), (w // 2, h - inset // 2)]
        assert all(_distance(lit.pixelColor(x, y), GLOW) < 90 for x, y in gap), \
            (frame, day, [lit.pixelColor(x, y).name() for x, y in gap])
