"""A lesson's Take away button (and the Take away menu) offers the pupils' own take-aways; the worksheets, the
teacher's with the model's answers above all, are in the Lessons menu only. A pupil in ten agents found
"Teacher's worksheet with answers (PDF)" in their Take away menu."""

from __future__ import annotations

from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401

from wallasey_lab.gui.i18n import words as S


def test_the_worksheets_are_the_teachers_not_in_the_pupils_take_away(open_window):
    w = open_window(settings={"scenario/runs": 2})
    bar_menu = [a.text() for a in w.takeaway.menu.actions() if not a.isSeparator()]
    for lesson in ("door", "ten-agents"):
        w.show_lesson(lesson)
        page = w.door_lesson if lesson == "door" else w.ten_lesson
        pupils = [a.text() for a in page.header.takeaway.menu().actions() if not a.isSeparator()]
        assert S.TAKEAWAY_GIF in pupils, pupils  # their own: the replay as an animation
        for text in (*pupils, *bar_menu):
            assert "worksheet" not in text.lower() and "PDF" not in text, (lesson, text)
        assert "worksheet" not in page.header.takeaway.toolTip().lower()
        # The teacher's part of the Lessons menu saves both, on the lesson on screen.
        w.lessons_menu.aboutToShow.emit()
        for key in ("worksheet", "answers"):
            assert w.teacher_actions[key].isEnabled() and w.teacher_actions[key] in w.lessons_menu.actions()
