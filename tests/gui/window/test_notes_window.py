"""The teachers' notes as a teacher's document: a comfortable reading width on the lab's screen
(1024x768 too), a button for each lesson's part and the technician's, opened at the lesson on screen;
each lesson's part in short sections (aims, what pupils do, questions to ask, answers with figures),
the command lines and seeds in the technician's part at the end."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401 - fixtures
from PySide6.QtCore import QRect

from wallasey_lab.gui.window import notes_window
from wallasey_lab.gui.window.notes_window import PARTS, NotesWindow

NOTES = (Path(__file__).resolve().parents[3] / "docs" / "teachers.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("size", [(1024, 768), (1366, 768), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_notes_open_at_a_comfortable_reading_width_whole_on_the_screen(qtbot, monkeypatch, size):
    """They opened as a narrow dialog (80 characters of 11 pt): now 12 pt type, about 90 characters a
    line where the screen has room, the whole window on the screen the lab is on, in its middle."""
    room = QRect(0, 0, size[0], size[1] - 40)  # a task bar
    monkeypatch.setattr(notes_window, "available_room", lambda _parent: QRect(room))
    notes = NotesWindow()
    qtbot.addWidget(notes)
    notes.show()
    browser = notes.browser
    assert browser.font().pointSizeF() >= 12
    assert notes.width() <= room.width() and notes.height() <= room.height()
    assert room.contains(notes.frameGeometry().adjusted(1, 1, -1, -1)) or room.contains(notes.geometry())
    chars = browser.viewport().width() / browser.fontMetrics().averageCharWidth()
    assert 85 <= chars <= 100, chars  # a line of a book, not a slit, nor a line the eye loses
    assert notes.height() >= min(0.85 * room.height(), 900)  # as many lines at once as the screen gives


def test_each_part_has_a_button_that_brings_its_heading_to_the_top(qtbot):
    notes = NotesWindow()
    qtbot.addWidget(notes)
    notes.resize(800, 600)
    notes.show()
    tops = []
    for key in PARTS:
        notes.part_buttons[key].click()
        top = notes.part_top(key)
        assert top is not None and top > 0, key
        assert notes.browser.verticalScrollBar().value() == min(top, notes.browser.verticalScrollBar().maximum())
        tops.append(top)
    assert tops == sorted(tops)  # the lessons in order, the technician's part last


def test_the_lessons_menu_opens_the_notes_at_the_lesson_on_screen(open_window, qtbot):
    w = open_window()
    w.show_lesson("door")
    notes = w.show_teachers_notes()
    qtbot.waitUntil(notes.isVisible, timeout=5000)
    assert notes.browser.verticalScrollBar().value() == notes.part_top("door") > 0


def lesson_parts() -> list[str]:
    head, *lessons = re.split(r"^## Lesson \d", NOTES.split("\n## For the technician")[0], flags=re.M)
    return lessons


def test_each_lesson_is_told_in_a_teachers_short_sections_without_command_lines():
    """The notes were 15 screens of dense text with seeds and `wallasey-sim` command lines among the
    lessons: each lesson now has its aims, what the pupils do, the questions to ask and the answers
    with figures, and the implementation's detail is in the technician's part, last."""
    assert [line for line in NOTES.splitlines() if line.startswith("## ")][-1] == "## For the technician"
    lessons = lesson_parts()
    assert len(lessons) == 3
    for lesson in lessons:
        sections = re.findall(r"^### (.+)$", lesson, flags=re.M)
        assert sections[0] == "Aims" and "Questions to ask" in sections and "Answers, with figures" in sections
        assert any(s.startswith("What pupils do") or s.startswith("What students do") for s in sections)
        for detail in ("wallasey-sim", "--seed", "seed", "engine", "`"):
            assert detail not in lesson, detail
        for section in re.split(r"^### ", lesson, flags=re.M)[1:]:
            prose = re.sub(r"^\|.*$", "", section, flags=re.M)  # a table of figures is read, not waded through
            assert len(prose.split()) <= 700, section.splitlines()[0]
    technician = NOTES.split("\n## For the technician")[1]
    assert "wallasey-sim run" in technician and "20260929" in technician
