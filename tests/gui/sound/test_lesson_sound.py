"""The door lesson's own replay is heard with View > Hear the calls, in
step with its clock, and silent when the sound is off or the replay stops."""

from __future__ import annotations

import numpy as np
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from test_sound_player import HeardOutput

from wallasey_lab.gui.sound.player import LEAD_S


def test_the_door_lessons_replay_is_heard_with_the_sound_on(open_window, qtbot):
    window = open_window(persist=False)
    heard = HeardOutput()
    window.sound.output = heard
    window.show_lesson("door")
    door = window.door_lesson
    qtbot.wait(50)
    door.play()  # the sound is off: nothing is heard
    qtbot.waitUntil(lambda: door.now > 1.0, timeout=20_000)
    door.pause()
    assert heard.seconds() == 0
    window.sound_actions["sound"].trigger()
    sound = window.lesson_sounds.sound_of(door)
    assert sound is not None
    door.again()
    start = door.now
    qtbot.waitUntil(lambda: door.now > start + 3 * door.clock.speed, timeout=20_000)
    door.pause()
    played = (door.now - start) / door.clock.speed  # the walk-up before 0 s is heard too (silent)
    assert played - 0.2 <= heard.seconds() <= played + LEAD_S + 0.1, (played, heard.seconds())
    assert np.abs(np.concatenate(heard.pieces)).max() > 0.05  # the first calls at the door were heard
    assert sound._run is door.run
    before = heard.seconds()
    qtbot.wait(200)
    assert heard.seconds() == before  # paused: nothing more
    window.sound_actions["sound"].trigger()  # off again
    door.play()
    qtbot.wait(300)
    door.pause()
    assert heard.seconds() == before
