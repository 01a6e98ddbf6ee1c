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
    # No "table below" where there is no table, but still why the counters differ: from your points.
    assert crowd.note.isVisibleTo(w) and "table" not in crowd.note.text().lower()
    assert "your points" in crowd.note.text().lower()
    w.show_lesson("free-play")
    w.views.setCurrentWidget(crowd)
    assert crowd.note.isVisibleTo(w) and "table below" in crowd.note.text().lower()


def test_load_against_waiting_says_why_the_counters_differ_from_your_point(open_window, qtbot):
    """Try this, step 2 (backoff with jitter, longest wait 5 s, Add my point): the point said 1,388
    calls (the middle of 50 runs), the crowd's counters 1,386 (the one run replayed), and nothing on
    screen said why. The crowd's note now says it, in the lesson too."""
    w = open_window()
    w.show_lesson("load-vs-waiting")
    w.sweep.cancel()
    w.panel.rule_buttons["full-jitter"].click()
    w.panel.sliders["cap"].spin.setValue(5.0)
    w.sweep.add_button.click()
    qtbot.waitUntil(lambda: bool(w.sweep.own_points), timeout=60_000)
    crowd = w.lab_page.crowd
    w.views.setCurrentWidget(crowd)
    qtbot.waitUntil(lambda: crowd.labels["knocks"].text() != "", timeout=30_000)
    # Two figures for one thing (they differ here, as the panel saw), and the screen says why.
    assert crowd.note.isVisibleTo(w) and "one run" in crowd.note.text() and "Your points" in crowd.note.text()


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


def test_the_labs_news_waits_for_a_held_sentence_and_the_newest_follows_it(open_window):
    """While the status line held a sentence (the restarted simulator's), the lab's newer news was dropped and
    the old sentence stayed under figures that had moved on. Now the news waits, and the newest is shown once
    the held sentence's time ends."""
    w = open_window(settings={"scenario/runs": 3})
    w.show_lesson("free-play")
    w._on_simulator_restarted("The simulator stopped; another took over.")
    w._lab_status("first news")
    w._lab_status("newest news")
    assert w.statusBar().currentMessage() == "The simulator stopped; another took over."  # held
    w._status_hold.stop()
    w._status_hold.timeout.emit()  # its time is up (no waiting in a test)
    assert w.statusBar().currentMessage() == "newest news"
    w._lab_status("later news")
    assert w.statusBar().currentMessage() == "later news"  # no hold now
