"""In a replay, a mark and its words appear with what they mark: the side by side's 'last agent
served' line and label only once the replay reaches that moment (at 11 s of a replay it named
107.2 s beside bars not drawn yet), and every cut bar's label only for a bar already drawn."""

from __future__ import annotations

from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401


def test_the_end_marks_wait_for_the_replay(open_window, qtbot):
    w = open_window(settings={"scenario/runs": 5})
    w.resize(1366, 768)
    w.views.setCurrentIndex(w.view_keys.index("compare"))
    qtbot.waitUntil(lambda: w.lab_page.compare.runs["top"] is not None, timeout=20000)
    wait_idle(w)
    compare = w.lab_page.compare
    first = min(run.last_served for run in compare.runs.values())
    w.replay.clock.seek(first / 2)
    w.display.paint()
    for mark in compare.marks:
        assert not mark.line.isVisible() and not mark.label.isVisible()
    for strip in (compare.top, compare.bottom):
        edges, acc, ref = strip.data()
        drawn = {i for i in range(len(acc)) if acc[i] + ref[i] > 0}
        assert set(strip.labelled) <= drawn  # a cut bar's height only on a bar drawn
    w.replay.clock.seek(w.end)
    w.display.paint()
    for mark in compare.marks:
        assert mark.line.isVisible() and mark.label.isVisible()
