"""The door's worksheet numbers every dot with its knocks in every language, as in English: in Urdu
(its lines taller, when its type was 10 % larger) the crowd's dots came out too small for a number
each and only the busiest friend's '11' was printed."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.views.crowd import CrowdView


@pytest.mark.parametrize("code", ["en", "pl", "cy", "ur", "en-XA", "ar-XB"])
def test_the_door_worksheets_dots_each_carry_their_knocks(open_window, monkeypatch, code, qapp):
    languages.install(code)
    drawn = []
    count_labels = CrowdView.count_labels

    def recorded(self, state, lay):
        found = count_labels(self, state, lay)
        drawn.append(found)
        return found

    monkeypatch.setattr(CrowdView, "count_labels", recorded)
    w = open_window(settings={"scenario/runs": 2})
    w.show_lesson("door")
    wait_idle(w)
    for answers in (False, True):
        drawn.clear()
        image, _context = w.takeaway.worksheet_picture(answers)
        assert not image.isNull() and drawn
        _size, every, busiest = drawn[-1]
        assert every and busiest is None, f"{code}: only one friend's knocks are printed"
