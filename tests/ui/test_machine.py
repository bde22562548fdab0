"""The time-progression machine: it shows the engine's result, it never draws one."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLabel

from gameofyear.content import load_content
from gameofyear.ui.machine import MachineWidget

OUTPUT = Path(__file__).resolve().parents[1] / "output"


@pytest.fixture(scope="module")
def dial():
    """The classic edition's dial (12 sectors)."""
    return load_content().edition.dial


@pytest.fixture
def machine(qtbot, dial):
    """A shown machine at its preferred size."""
    widget = MachineWidget(dial)
    qtbot.addWidget(widget)
    widget.resize(widget.sizeHint())
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _shot(widget, name: str) -> Path:
    """Save a screenshot of ``widget`` under tests/output and return its path."""
    OUTPUT.mkdir(parents=True, exist_ok=True)
    path = OUTPUT / name
    assert widget.grab().save(str(path))
    return path


def test_classic_dial_is_the_one_shown(machine, dial):
    assert len(dial) == 12
    assert machine.dial() == [tuple(pair) for pair in dial]
    assert tuple(dial[7]) == (6, 10)
    assert machine.spin_button().text() == "Spin"
    assert machine.sizeHint().width() == 300 and machine.sizeHint().height() == 360
    assert machine.minimumSizeHint().width() <= 220 and machine.minimumSizeHint().height() <= 260


@pytest.mark.parametrize("target", [7, 0, 1, 11, 4])
def test_spin_to_stops_on_the_sector_and_says_so(qtbot, machine, target):
    machine.spin_to(target, speed=0.05)
    assert machine.is_spinning()
    assert machine.sector() is None
    with qtbot.waitSignal(machine.spin_finished, timeout=3000) as blocker:
        pass
    assert blocker.args == [target]
    assert not machine.is_spinning()
    assert machine.sector() == target


def test_several_spins_in_a_row_including_the_same_sector(qtbot, machine):
    for target in (3, 3, 9, 2, 2):
        with qtbot.waitSignal(machine.spin_finished, timeout=3000) as blocker:
            machine.spin_to(target, speed=0.05)
            assert machine.is_spinning()  # even to the sector already shown, it turns
        assert blocker.args == [target]
        assert machine.sector() == target


def test_the_dial_turns_several_times(qtbot, machine):
    angles = []
    machine.spin_to(5, speed=0.2)
    for _ in range(500):  # at most ~5 s
        if not machine.is_spinning():
            break
        angles.append(machine.angle)
        qtbot.wait(10)
    # the dial went through at least three full turns, always forwards, slowing down
    assert angles[-1] - angles[0] >= 2.5 * 360
    assert all(b >= a for a, b in zip(angles, angles[1:]))
    assert machine.sector() == 5


@pytest.mark.parametrize("target", [0, 7, 10])
def test_speed_zero_jumps_at_once_and_still_signals(qtbot, machine, target):
    got = []
    machine.spin_finished.connect(got.append)
    machine.spin_to(target, speed=0)
    assert not machine.is_spinning()
    assert machine.sector() == target
    assert got == []  # never from inside the call
    qtbot.waitUntil(lambda: got == [target], timeout=1000)


def test_a_new_spin_replaces_the_running_one(qtbot, machine):
    got = []
    machine.spin_finished.connect(got.append)
    machine.spin_to(3, speed=0.5)
    qtbot.wait(100)
    machine.spin_to(8, speed=0.05)
    qtbot.waitUntil(lambda: got == [8], timeout=3000)
    qtbot.wait(1300)  # longer than the first spin would have lasted
    assert got == [8]
    assert machine.sector() == 8


def test_a_sector_off_the_dial_is_refused(machine):
    with pytest.raises(ValueError):
        machine.spin_to(12)
    with pytest.raises(ValueError):
        machine.spin_to(-1)
    assert not machine.is_spinning()


def test_spin_button_asks_only_when_enabled(qtbot, machine):
    got = []
    machine.spin_requested.connect(lambda: got.append("spin"))
    button = machine.spin_button()
    machine.set_spin_enabled(False)
    assert not button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert got == []
    machine.set_spin_enabled(True)
    assert button.isEnabled()
    assert machine.focusWidget() is button
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert got == ["spin"]
    # asking does not spin: the engine decides, then the controller calls spin_to
    assert not machine.is_spinning()
    assert machine.sector() == 0


def test_space_asks_only_when_enabled(qtbot, machine):
    got = []
    machine.spin_requested.connect(lambda: got.append("spin"))
    machine.set_spin_enabled(False)
    machine.setFocus()
    qtbot.keyClick(machine, Qt.Key.Key_Space)
    assert got == []
    machine.set_spin_enabled(True)
    qtbot.keyClick(machine, Qt.Key.Key_Space)
    assert got == ["spin"]
    # Space on the focused button asks once, not twice
    qtbot.keyClick(machine.spin_button(), Qt.Key.Key_Space)
    assert got == ["spin", "spin"]
    assert not machine.is_spinning()


def test_clicking_the_dial_asks_only_when_enabled(qtbot, machine):
    got = []
    machine.spin_requested.connect(lambda: got.append("spin"))
    view = machine.dial_view()
    centre = QPoint(view.width() // 2, int(view.height() * 0.6))
    machine.set_spin_enabled(False)
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre)
    assert got == []
    machine.set_spin_enabled(True)
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=centre)
    assert got == ["spin"]
    # a click in a corner, off the dial, does nothing
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=QPoint(1, view.height() - 2))
    assert got == ["spin"]
    assert not machine.is_spinning()


def test_no_request_while_spinning(qtbot, machine):
    got = []
    machine.spin_requested.connect(lambda: got.append("spin"))
    machine.set_spin_enabled(True)
    machine.spin_to(4, speed=0.3)
    qtbot.keyClick(machine, Qt.Key.Key_Space)
    assert got == []
    qtbot.waitSignal(machine.spin_finished, timeout=3000).wait()
    assert machine.sector() == 4


def test_caption(machine):
    machine.set_caption("Anna spins…")
    assert machine.caption() == "Anna spins…"
    assert "Anna spins…" in [label.text() for label in machine.findChildren(QLabel) if label.isVisible()]


def test_screenshot_at_rest_on_six_or_ten(qtbot, machine):
    machine.set_caption("6 or 10?")
    with qtbot.waitSignal(machine.spin_finished, timeout=1000) as blocker:
        machine.spin_to(7, speed=0)
    assert blocker.args == [7]
    qtbot.wait(50)
    assert _shot(machine, "machine.png").exists()


def test_screenshot_mid_spin(qtbot, machine):
    machine.set_caption("Anna spins…")
    machine.spin_to(4, speed=1.0)
    qtbot.wait(600)
    assert machine.is_spinning()
    assert machine._view._blur > 1.0  # the faces are blurred while fast
    assert _shot(machine, "machine_spinning.png").exists()
    qtbot.waitSignal(machine.spin_finished, timeout=4000).wait()
    assert machine.sector() == 4


def test_screenshot_red(qtbot, machine, dial):
    red = next(i for i, pair in enumerate(dial) if tuple(pair) == ("red", "red"))
    machine.set_caption("Red! Draw a Chance card")
    with qtbot.waitSignal(machine.spin_finished, timeout=3000):
        machine.spin_to(red, speed=0.1)
    qtbot.wait(700)  # let the read-out's pop finish
    assert machine.sector() == red
    assert _shot(machine, "machine_red.png").exists()


def test_screenshots_small_large_and_enabled(qtbot, dial):
    small = MachineWidget(dial)
    qtbot.addWidget(small)
    small.resize(220, 260)
    small.set_caption("Ben, spin!")
    small.set_spin_enabled(True)
    small.show()
    qtbot.waitExposed(small)
    small.spin_to(9, speed=0)
    qtbot.wait(400)
    _shot(small, "machine_small_enabled.png")
    large = MachineWidget(dial)
    qtbot.addWidget(large)
    large.resize(520, 620)
    large.show()
    qtbot.waitExposed(large)
    large.spin_to(1, speed=0)
    qtbot.wait(50)
    _shot(large, "machine_large_blue.png")
    assert large.sector() == 1
