"""The desk's door keeps its crowd's dots about as large in Welsh as in English at 1024x768: the
question over the choices was the box's title, which never wraps, and Welsh's held the left column at
400 px (English: 320), so the crowd was narrower and lower and its dots 31 px to English's 35. A
question too wide for the column's least width is a label that wraps, as on the kiosk."""

from __future__ import annotations

from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtWidgets import QApplication

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.style import scale


def dots_radius(open_window, qtbot, language: str) -> float:
    languages.install(language)
    w = open_window(settings={"scenario/runs": 2})
    scale.set_scale(scale.screen_default(1024, 768))
    w.resize(1024, 768)
    w.show_lesson("door")
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(50)
    door = w.door_lesson
    if language == "cy":  # the question is there, whole, in the words that wrap
        assert door.question.isVisible() and door.question.text() and not door.choice.title()
    layout = door.crowd.view.layout_now()
    assert layout is not None
    return layout.radius


def test_the_welsh_desk_doors_dots_are_about_as_large_as_the_english(open_window, qtbot):
    try:
        english = dots_radius(open_window, qtbot, "en")
        welsh = dots_radius(open_window, qtbot, "cy")
    finally:
        languages.install("en")
        scale.set_scale(1.0)
    assert welsh >= 0.95 * english, (english, welsh)
