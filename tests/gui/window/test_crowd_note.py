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


def test_load_against_waiting_never_names_a_table_it_does_not_show(open_window, qtbot):
    """A 15+ pupil read "The table is the middle of 50" on a lesson page that shows no table."""
    from gui_helpers import wait_idle

    w = open_window(settings={"scenario/runs": 3})

    def words_on_the_page() -> list[str]:
        w.views.setCurrentWidget(w.lab_page.compare)
        wait_idle(w)
        qtbot.waitUntil(lambda: "typical run of" in w.statusBar().currentMessage(), timeout=30_000)
        qtbot.waitUntil(lambda: w.lab_page.compare.scale_note.text() != "", timeout=30_000)
        return [w.statusBar().currentMessage(), w.lab_page.compare.scale_note.text(),
                w.lab_page.histogram.widget.plotItem.titleLabel.text]

    w.show_lesson("load-vs-waiting")
    assert not w.lab_page.results.isVisibleTo(w)
    status, note, title = words_on_the_page()
    assert "table" not in status.lower() and "table" not in note.lower() and "table" not in title.lower()
    assert "headline" in status.lower()  # what is the middle of the runs there: the headline's figures
    # Where the table is shown, the words name it.
    w.show_lesson("free-play")
    w.panel.sliders["agents"].spin.setValue(150)  # a new run, whose status line is written for this page
    status, note, _title = words_on_the_page()
    assert "table" in status.lower() and "table" in note.lower()
