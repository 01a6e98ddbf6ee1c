"""Ten agents at the smallest window --size allows: the note under the charts
never covers the last chart's time axis label."""

from __future__ import annotations

from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtWidgets import QApplication

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.gui.app_options import MIN_SIZE


def test_the_note_leaves_the_time_label_in_sight_at_the_smallest_size(open_window):
    w = open_window()
    w.resize(*MIN_SIZE)
    w.show_lesson("ten-agents")
    ten = w.ten_lesson
    ten.predict("exponential")
    QApplication.processEvents()
    assert ten.why.isVisible()
    last = ten.timelines[STORY_RULES[-1]].widget
    bottom = last.mapTo(w, last.rect().bottomLeft()).y()
    top = ten.why.mapTo(w, ten.why.rect().topLeft()).y()
    assert top >= bottom, (top, bottom)
