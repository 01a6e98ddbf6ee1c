"""The replay bar (gui/widgets/replay_bar.py) drives a ReplayClock from its
controls; the door lesson and the attract loop replay on the same clock."""

from __future__ import annotations

import pytest

from wallasey_lab.core.screens.replay import ReplayClock
from wallasey_lab.gui.widgets.replay_bar import FRAME_MS, ReplayBar
from wallasey_lab.resources import strings as S


@pytest.fixture
def bar(qtbot):
    ready = {"run": True}
    b = ReplayBar(lambda: ready["run"])
    b.ready_flag = ready
    moves = []
    b.moved.connect(lambda: moves.append(b.clock.now))
    b.moves = moves
    b.clock.set_end(10.0)
    return b


def test_the_speed_box_sets_the_clocks_speed(bar):
    assert bar.clock.speed == S.SPEEDS["5x"]
    bar.speed_box.setCurrentText("20x")
    assert bar.clock.speed == 20.0


def test_play_pause_and_a_frame(bar):
    bar.toggle_play()
    assert bar.clock.playing and bar.timer.isActive() and bar.play_button.text() == S.PAUSE
    assert bar.clock.now == 0.0  # it was at its start: plays from there
    bar._tick()
    assert bar.clock.now == pytest.approx(FRAME_MS / 1000 * 5.0)
    bar.toggle_play()
    assert not bar.clock.playing and not bar.timer.isActive() and bar.play_button.text() == S.PLAY


def test_the_last_frame_is_painted_playing_then_the_replay_stops(bar):
    seen = []
    bar.moved.connect(lambda: seen.append(bar.clock.playing))
    bar.clock.seek(9.99)
    bar.toggle_play()
    bar._tick()
    assert bar.clock.now == 10.0 and seen[-1] is True
    assert not bar.clock.playing and not bar.timer.isActive()


def test_step_moves_one_bar_of_the_chosen_width(bar):
    bar.bin_box.setCurrentText("0.5 s")
    bar.step()
    bar.step()
    assert bar.clock.now == pytest.approx(1.0) and not bar.clock.playing
    assert bar.moves[-1] == pytest.approx(1.0)


def test_instant_jumps_to_the_end_and_nothing_moves_without_a_run(bar):
    bar.speed_box.setCurrentText("Instant")
    bar.toggle_play()
    assert bar.clock.now == 10.0 and not bar.timer.isActive()
    bar.clock.reset()
    bar.ready_flag["run"] = False
    bar.toggle_play()
    bar.step()
    assert bar.clock.now == 0.0 and not bar.clock.playing


def test_reset_goes_back_to_the_default_speed_and_width(bar):
    bar.speed_box.setCurrentText("1x")
    bar.bin_box.setCurrentText("0.1 s")
    bar.toggle_play()
    bar.reset()
    assert (bar.speed_box.currentText(), bar.bin_box.currentText()) == ("5x", "1 s")
    assert not bar.clock.playing and bar.clock.speed == 5.0


def test_the_door_and_the_attract_loop_replay_on_the_same_clock(qtbot):
    from wallasey_lab.core.screens.crowd import LEAD_S
    from wallasey_lab.gui.kiosk.attract import PLAY_SHARE, AttractPage
    from wallasey_lab.gui.lessons.door import DoorLesson

    door = DoorLesson()
    qtbot.addWidget(door)
    assert isinstance(door.clock, ReplayClock) and door.clock.start == -LEAD_S
    door.speed_box.setCurrentText("4x")
    assert door.clock.speed == S.DOOR_SPEEDS["4x"]
    door.seek(door.end)
    assert door.clock.over and door.now == door.end
    page = AttractPage(slot_seconds=10.0)
    qtbot.addWidget(page)
    page.prepare()
    for clock in page.clocks.values():
        assert isinstance(clock, ReplayClock)
        assert clock.time_after(PLAY_SHARE * page.slot) == pytest.approx(clock.end)
