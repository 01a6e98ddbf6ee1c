"""Ten agents' 'What to notice' says what each way cost in the runs on screen, the calls first: trying
again at once finishes first, and the pupils' screen now says why that is not the answer. After Another
run its lines follow the new run (the random wait is gentle and quick in some runs, slow in others)."""

from __future__ import annotations

import re

from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtWidgets import QApplication

from wallasey_lab.core.screens import cost_verdict, ten_sheet
from wallasey_lab.gui.i18n import words as S


def plain(text: str) -> str:
    return re.sub(r"<[^>]+>", "", text).replace("\N{NO-BREAK SPACE}", " ")


def test_what_to_notice_is_the_cost_of_each_way_in_the_runs_on_screen(open_window, qtbot):
    w = open_window(settings={"scenario/runs": 2})
    w.show_lesson("ten-agents")
    ten = w.ten_lesson
    ten.predict("full-jitter")
    ten.notice.see_button.click()
    QApplication.processEvents()
    said = plain(ten.notice.notice.text())
    at_once = ten.runs["immediate"]
    assert "Count the calls first." in said
    times = ten_sheet.times_as_many(at_once.calls, min(run.calls for run in ten.runs.values()))
    assert f"Try again at once was quick (last answer at {at_once.last_served:.1f} s) but sent {times:.1f} times" in said
    assert not ten.notice.try_this.isVisible()  # it takes the steps' place, with the way back beside its title
    assert S.NOTICE_BACK.format(title=S.TRY_TITLE) in plain(ten.notice.notice.text())
    # Another run until the random wait is gentle and quick: the screen says so, from that run's figures.
    for _ in range(12):
        ten.another_run()
        if "full-jitter" in cost_verdict.both_gentle_and_quick(ten_sheet.figures(ten.runs)):
            break
    else:
        raise AssertionError("no run in twelve where the random wait was gentle and quick")
    QApplication.processEvents()
    jitter = ten.runs["full-jitter"]
    said = plain(ten.notice.notice.text())
    assert (f"Wait a random time was gentle and quick: {jitter.calls} calls, last answer at "
            f"{jitter.last_served:.1f} s") in said, said
