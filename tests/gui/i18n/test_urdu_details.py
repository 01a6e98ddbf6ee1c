"""Urdu reads as well as English in the details: the replay's speeds are written the
Urdu way ("5 گنا", where "5x" was left in English), still play at the speed they name, and the door's
board heads its time column with what it says ("All done after"), not "how long"."""

from __future__ import annotations

import re

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.lessons import FREE_PLAY
from wallasey_lab.resources import strings

LATIN_TIMES = re.compile(r"\d+\s*x\b")  # "5x", "2 x"


def test_the_replay_speeds_are_written_in_urdu_and_play_at_their_speed(open_window, qapp):
    languages.install("ur")
    w = open_window()
    w.show_lesson("door")
    wait_idle(w)
    door = w.lessons.door_lesson
    shown = [door.speed_box.itemText(i) for i in range(door.speed_box.count())]
    assert not any(LATIN_TIMES.search(t) for t in shown), shown
    assert all("گنا" in t for t in shown), shown
    for i, speed in enumerate(strings.DOOR_SPEEDS.values()):
        door.speed_box.setCurrentIndex(i)
        assert door.speed() == speed
    w.show_lesson(FREE_PLAY)
    wait_idle(w)
    replay = w.lab_page.replay
    shown = [replay.speed_box.itemText(i) for i in range(replay.speed_box.count())]
    assert not any(LATIN_TIMES.search(t) for t in shown), shown
    assert replay.speed_box.currentText() == "5 گنا" and replay.speed() == 5.0 == replay.clock.speed
    replay.speed_box.setCurrentIndex(2)
    assert replay.speed() == 20.0 == replay.clock.speed
    replay.reset()
    assert replay.speed() == 5.0
    # The keys' list names them the same way (F1).
    assert not LATIN_TIMES.search(S.KEYS_DOOR_SPEEDS.format(speeds=", ".join(S.DOOR_SPEEDS)))
    assert not any(LATIN_TIMES.search(t) for row in S.SHORTCUTS for t in row[1:])


def test_english_keeps_its_speeds_as_they_were(open_window, qapp):
    w = open_window()
    replay = w.lab_page.replay
    assert [replay.speed_box.itemText(i) for i in range(replay.speed_box.count())] == list(strings.SPEEDS)
    assert replay.speed_box.currentText() == "5x"


def test_the_door_boards_time_column_says_all_done_after(qapp):
    languages.install("ur")
    _knocks, done = S.DOOR_BOARD_HEADINGS
    assert done != "کتنی دیر" and "فارغ" in done  # "done": not "how long"


@pytest.mark.parametrize("code", ["ur", "en", "cy"])
def test_the_door_boards_row_names_keep_room_at_both_ends(open_window, code, qapp):
    """The row names stood 2 to 5 px from the table's edge at their line's start: Urdu's touched its right edge."""
    languages.install(code)
    w = open_window()
    w.show_lesson("door")
    wait_idle(w)
    names = w.lessons.door_lesson.board.verticalHeader()
    image = names.grab().toImage()
    ink = [x for x in range(image.width()) for y in range(image.height()) if image.pixelColor(x, y).lightness() < 90]
    assert min(ink) >= 6 and image.width() - 1 - max(ink) >= 6, (min(ink), image.width() - 1 - max(ink))
