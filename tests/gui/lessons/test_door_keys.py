"""The door's keys: Ctrl+1 … Ctrl+3 choose its own replay's speeds, and the keys list (F1) opened in
the door gives the door's speeds, not the lab's."""

from __future__ import annotations

from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from wallasey_lab.resources import strings as S


def keys_list(window) -> str:
    window.show_help()
    text = window.help_dialog.findChildren(QLabel)[0].text()
    window.help_dialog.close()
    return text


def test_in_the_door_ctrl_and_a_number_choose_its_speeds_and_the_keys_list_gives_them(open_window, qtbot):
    """The keys list said 'Ctrl+1 … Ctrl+4: replay speed 1x, 5x, 20x, instant' in the door, whose
    speeds are 1x, 2x and 4x; the keys set the lab's replay, out of sight, and the door played on."""
    window = open_window(settings={"scenario/runs": 3})
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.show_lesson("door")
    door = window.door_lesson
    lab_speed = window.replay.speed_box.currentText()
    for number, (name, value) in reversed(list(enumerate(S.DOOR_SPEEDS.items(), start=1))):
        qtbot.keyClick(window, Qt.Key(Qt.Key_0 + number), Qt.ControlModifier)
        assert door.speed_box.currentText() == name and door.clock.speed == value
    qtbot.keyClick(window, Qt.Key_4, Qt.ControlModifier)  # the door has no fourth speed: nothing changes
    assert door.speed_box.currentText() == list(S.DOOR_SPEEDS)[0]
    assert window.replay.speed_box.currentText() == lab_speed
    listed = keys_list(window)
    assert S.KEYS_DOOR_SPEEDS.format(speeds=", ".join(S.DOOR_SPEEDS)) in listed and "Ctrl+1 … Ctrl+3" in listed
    assert "20x" not in listed and "Ctrl+.<" not in listed  # nor the lab's step, which the door has not
    window.show_lesson("free-play")
    listed = keys_list(window)
    assert "Replay speed: 1x, 5x, 20x, instant" in listed and "Ctrl+." in listed
    qtbot.keyClick(window, Qt.Key_3, Qt.ControlModifier)
    assert window.replay.speed_box.currentText() == list(S.SPEEDS)[2]
