"""Side by side under the charts, 'Try this' and 'What to notice' stand a line apart: at 1024x768 in Welsh the
style's 6 px ran "Rhowch gynnig ar hyn" and "Beth i sylwi arno" together, read as one block."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtWidgets import QApplication

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.style import scale
from wallasey_lab.gui.window.readiness import pose_lesson_for_picture


@pytest.fixture(params=["cy", "pl"])
def language(request, qapp):
    languages.install(request.param)
    yield request.param
    languages.install("en")
    scale.set_scale(1.0)


def test_try_this_and_what_to_notice_stand_apart(language, open_window, qtbot):
    w = open_window(settings={"scenario/runs": 2})
    scale.set_scale(scale.screen_default(1024, 768))
    w.resize(1024, 768)
    w.show_lesson("ten-agents")
    pose_lesson_for_picture(w)  # after a guess
    for _ in range(3):
        QApplication.processEvents()
    panel = w.ten_lesson.notice
    left, right = sorted((panel.try_this, panel.closed_box), key=lambda b: b.mapTo(panel, b.rect().topLeft()).x())
    gap = right.mapTo(panel, right.rect().topLeft()).x() - left.mapTo(panel, left.rect().topRight()).x()
    assert gap >= 0.75 * panel.fontMetrics().height(), gap


def test_a_rules_name_in_the_lab_never_leaves_its_lead_in_alone_at_a_lines_end(language, open_window):
    """'(Yn' / '(W' ended a line and 'y labordy: ...' began the next (Welsh, Polish at 1024x768)."""
    import re

    from wallasey_lab.gui.i18n import words as S

    w = open_window(settings={"scenario/runs": 2})
    w.show_lesson("ten-agents")
    for rule, label in w.ten_lesson.rule_lines.items():
        text = re.sub(r"<[^>]+>", "", label.text())
        name = S.rule_label(rule)
        lead_in = text[text.rindex("(", 0, text.index(name.split()[0].replace(" ", ""))):]
        lead_in = lead_in[: lead_in.index(name.split()[0]) + len(name.split()[0])]
        assert " " not in lead_in, (rule, lead_in)
