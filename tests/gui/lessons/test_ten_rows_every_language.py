"""Ten agents' rows carry their numbers 1 to 10 in every language, as in English: Urdu's face
(first for its words) has taller digits on taller lines, and its rows were numbered only 1, 5 and
10 at 1024x768. The numbers' ink never touches in a column."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.style import scale


@pytest.fixture(params=["en", "ur"])
def language(request, qapp):
    languages.install(request.param)
    yield request.param
    languages.install("en")
    scale.set_scale(1.0)


@pytest.mark.parametrize("size", ((1024, 768), (1366, 768)), ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_agent_row_has_its_number(language, open_window, qtbot, size):
    w = open_window(settings={"scenario/runs": 2})
    w.resize(*size)
    w.show_lesson("ten-agents")
    ten = w.ten_lesson
    ten.predict("full-jitter")
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(50)
    for rule, t in ten.timelines.items():
        axis = t.widget.getAxis("left")
        ticks = axis._tickLevels[0]
        assert [label.strip("\u2007") for _, label in sorted(ticks)] == [str(a + 1) for a in range(10)], (
            language, size, rule, ticks)
        vb = t.widget.getViewBox()
        (y0, y1) = vb.viewRange()[1]
        px_per_row = vb.height() / (y1 - y0)
        font = axis.style["tickFont"]
        ink = QFontMetricsF(font).tightBoundingRect("0123456789").height()
        for column in (True, False):  # odd agents' numbers step left: each column apart
            same = sorted(r for r, label in ticks if label.endswith("\u2007") == column)
            gaps = [b - a for a, b in zip(same, same[1:], strict=False)]
            assert min(gaps, default=10) * px_per_row >= 1.2 * ink, (language, size, rule)
