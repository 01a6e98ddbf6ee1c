"""Load against waiting goes back to the lessons as the door and ten agents do: '◀ All lessons', first in
its row, where it had free play's own 'Lessons' and 'Keys' buttons at the row's end (a teacher found the
lesson looked unlike its siblings). Free play keeps its 'Keys' and its way back at the row's end, under the
same name: 'Lessons' there beside '◀ All lessons' in a lesson read to a panel as two places. F1 lists the keys
anywhere."""

from __future__ import annotations

from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401
from PySide6.QtCore import Qt

from wallasey_lab.resources import strings as S


def test_load_against_waiting_goes_back_as_its_siblings_do(open_window, qtbot):
    w = open_window(settings={"scenario/runs": 2})
    w.resize(1366, 768)
    w.show_lesson("door")
    door_back = w.door_lesson.header.back.text()
    w.show_lesson("load-vs-waiting")
    wait_idle(w)
    page = w.lab_page
    row = page.actions_widget.layout()
    assert page.lessons_button.text() == door_back == S.LESSONS_BACK
    assert row.itemAt(0).widget() is page.lessons_button  # first, as the siblings' is
    assert page.lessons_button.isVisible() and not page.help_button.isVisible()
    qtbot.keyClick(w, Qt.Key_F1)  # the keys, without a button of their own
    assert w.help_dialog is not None and w.help_dialog.isVisible()
    w.help_dialog.close()
    qtbot.mouseClick(page.lessons_button, Qt.LeftButton)
    assert w.start_screen.isVisible()
    w.show_lesson("free-play")
    wait_idle(w)
    # One name for the one way back: the door's, ten agents' and this lesson's.
    assert page.lessons_button.text() == door_back and page.help_button.isVisible()
    assert row.itemAt(row.count() - 1).widget() is page.lessons_button
