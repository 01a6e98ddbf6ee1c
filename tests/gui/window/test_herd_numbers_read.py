"""Every number the herd's pictures show reads one way: the histogram's "perfect teamwork" time says it
is the last agent's (drawn beside "typical agent 5.8 s", "perfect teamwork 10.1 s" read as a typical
time), and every bar drawn cut carries its true height, by its own label or in its group's list
(a number left out gave a visitor no way to the bar's height)."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.i18n import words as S

FAST = {"scenario/runs": 5}


@pytest.mark.parametrize("language", ["en", "cy", "pl", "ur"])
def test_perfect_teamwork_says_its_time_is_the_last_agents(open_window, qtbot, language):
    languages.install(language)
    try:
        w = open_window(settings={**FAST, "scenario/rule": "full-jitter"})
        w.resize(1366, 768)
        wait_idle(w)
        qtbot.waitUntil(lambda: not w.display.changing, timeout=10000)
        h = w.lab_page.histogram
        h._place_labels()
        said = h.perfect_label.textItem.toPlainText()
        assert h.perfect_label.isVisible() and any(c.isdigit() for c in said), said
        assert S.HIST_LAST_NAME in said, said  # "perfect teamwork: last agent 10.1 s"
    finally:
        languages.install("en")
