"""The door on a laptop whose window is shorter than its screen (1366x720: a 768 screen less its
task bar): in Welsh its three choice buttons were drawn over each other, 35 px apart for 45 px
buttons, because the column (laid out by height for width once the question wraps) held the
finished runs' bars at their full height. The bars give way (the board above them says the same)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtWidgets import QApplication

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.style import scale
from wallasey_lab.gui.window.readiness import pose_lesson_for_picture, wait_until_idle, wait_until_lesson_ready

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "kiosk"))
from test_kiosk_floor import overlapping  # noqa: E402


@pytest.mark.parametrize("code", ["cy", "pl", "ur", "en"])
def test_the_doors_choices_stand_apart_in_a_short_laptop_window(open_window, qtbot, code):
    languages.install(code)
    try:
        window = open_window(settings={"scenario/runs": 2})
        scale.set_scale(scale.screen_default(1366, 720))
        window.resize(1366, 720)
        window.show_lesson("door")
        assert wait_until_idle(window, timeout=60) and wait_until_lesson_ready(window, timeout=60)
        pose_lesson_for_picture(window)  # after all three choices: the board and its bars filled
        for _ in range(3):
            QApplication.processEvents()
        qtbot.wait(20)
        door = window.lessons.door_lesson
        buttons = list(door.rule_buttons.values())
        problems = [f"{b.text()!r} is {b.height()} px of its {b.minimumHeight()}" for b in buttons
                    if b.height() < b.minimumHeight()]
        problems += [f"{a.text()!r} lies over {b.text()!r}" for a, b in zip(buttons, buttons[1:], strict=False)
                     if a.geometry().bottom() >= b.geometry().top()]
        inside = door.choice.contentsRect()
        problems += [f"{b.text()!r} runs out of its box" for b in buttons if not inside.contains(b.geometry())]
        problems += overlapping(door.left_box)
        assert not problems, "\n".join(problems)
    finally:
        languages.install("en")
        scale.set_scale(1.0)
