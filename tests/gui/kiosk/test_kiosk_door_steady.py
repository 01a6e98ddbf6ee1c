"""The kiosk's door holds still while it plays: nothing on the page moves or changes size from the
moment before Play to the run's end. In Welsh at 1024x768 the counters over the crowd took a second
line once 'Cnociau' reached three figures and the crowd moved down 19 px; in Polish Play's words
('Odtwórz') became Pause's shorter ones and the left column narrowed by 18 px; in the longer test
language the clock beside 'To the end' took a third line at the end and the choices moved up."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget

from wallasey_lab.gui.i18n import languages

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_kiosk_floor import kiosk_env, make_kiosk, settle  # noqa: E402, F401


def places(page, window) -> dict[int, tuple[str, tuple[int, int, int, int]]]:
    """Every shown widget of ``page``: its kind and its rectangle in the window."""
    return {id(w): (type(w).__name__, QRect(w.mapTo(window, QPoint(0, 0)), w.size()).getRect())
            for w in page.findChildren(QWidget) if w.isVisible()}


@pytest.mark.parametrize(("language", "size"), [("cy", (1024, 768)), ("pl", (1024, 768)), ("en-XA", (1024, 768)),
                                                ("cy", (1366, 768))],
                         ids=lambda v: v if isinstance(v, str) else f"{v[0]}x{v[1]}")
def test_nothing_on_the_door_moves_when_play_starts_or_while_it_plays(make_kiosk, qtbot, language, size):  # noqa: F811
    languages.install(language)
    try:
        kiosk = make_kiosk(size)
        kiosk.show_lesson("door")
        door = kiosk.door_lesson
        moved = []
        for rule in ("immediate", "exponential", "full-jitter"):
            door.choose(rule)
            settle(qtbot)
            before = places(door, kiosk)
            crowd_y = door.crowd.view.mapTo(kiosk, QPoint(0, 0)).y()
            door.play()
            door.timer.stop()  # the moments are chosen here, not by the timer
            for moment in (0.5, 2.0, 5.0, 9.0, door.end * 0.7, door.end):
                door.seek(moment)
                settle(qtbot)
                now = places(door, kiosk)
                moved += [f"{rule} at {moment:.1f} s: {kind} {place} -> {now[key][1]}"
                          for key, (kind, place) in before.items() if key in now and now[key][1] != place]
                assert door.crowd.view.mapTo(kiosk, QPoint(0, 0)).y() == crowd_y, (rule, moment)
            door.pause()
        assert not moved, "\n".join(moved[:20])
    finally:
        languages.install("en")
