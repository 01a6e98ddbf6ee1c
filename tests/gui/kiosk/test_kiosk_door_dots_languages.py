"""The kiosk's door keeps its crowd's dots as large in Welsh as in English at 1024x768: the left column
took its full 400 px in Welsh (its counters over the crowd wrapped to two lines, so nothing held it back)
and the crowd's dots shrank from 29 px to 22; the column now takes its floor share, as in English, and
the counters stay on one line."""

from __future__ import annotations

import pytest
from test_kiosk_floor import kiosk_env, make_kiosk, settle  # noqa: F401

from wallasey_lab.gui.i18n import languages


def dots_radius(make, qtbot, language: str, size) -> float:
    languages.install(language)
    kiosk = make(size)
    kiosk.show_lesson("door")
    settle(qtbot)
    layout = kiosk.door_lesson.crowd.view.layout_now()
    assert layout is not None
    return layout.radius


@pytest.mark.parametrize("size", [(1024, 768), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_welsh_doors_dots_are_as_large_as_the_english(make_kiosk, qtbot, size):  # noqa: F811
    try:
        english = dots_radius(make_kiosk, qtbot, "en", size)
        welsh = dots_radius(make_kiosk, qtbot, "cy", size)
    finally:
        languages.install("en")
    assert welsh >= 0.95 * english, (english, welsh)
