"""The crowd tab's note explains its counters against the results table
below it: shown only where that table is (not in load against waiting)."""

from __future__ import annotations

from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401


def test_the_crowd_note_names_a_table_only_where_there_is_one(open_window):
    w = open_window(settings={"scenario/runs": 3})
    crowd = w.lab_page.crowd
    w.show_lesson("free-play")
    w.views.setCurrentWidget(crowd)
    assert w.lab_page.results.isVisibleTo(w) and crowd.note.isVisibleTo(w)
    w.show_lesson("load-vs-waiting")
    w.views.setCurrentWidget(crowd)
    assert not w.lab_page.results.isVisibleTo(w)
    assert not crowd.note.isVisibleTo(w)  # no "table below" where there is no table
    w.show_lesson("free-play")
    w.views.setCurrentWidget(crowd)
    assert crowd.note.isVisibleTo(w)
