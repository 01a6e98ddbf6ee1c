"""Ten agents' left column after the guess in the shipped languages at 1024x768: the table's note is
under the table, not drawn over its last rows (Welsh: 10 px over, the rows could not close up past
the header's own least section), and the rules' one-line explanations stay under their buttons
where the column has room for them (Polish folded them with 90 px to spare: the fold and the
rows were decided by two measures of the column, and a fold was never undone). Fitted again,
nothing changes (one measure: no flip-flop)."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from wallasey_lab.gui.i18n import languages
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.lessons.ten_agents_fit import row_name_need
from wallasey_lab.gui.style import scale
from wallasey_lab.gui.window.readiness import pose_lesson_for_picture


@pytest.fixture(params=["en", "cy", "pl", "ur"])
def language(request, qapp):
    languages.install(request.param)
    yield request.param
    languages.install("en")
    scale.set_scale(1.0)


def state(ten):
    return (ten.left_box.width(), [line.isHidden() for line in ten.rule_lines.values()], ten.table.rowHeight(0),
            ten.left_box.layout().indexOf(ten.verdict) >= 0)


def test_the_column_fits_with_its_rules_lines_in_a_shipped_language(language, open_window, qtbot):
    w = open_window(settings={"scenario/runs": 2})
    scale.set_scale(scale.screen_default(1024, 768))
    w.resize(1024, 768)
    w.show_lesson("ten-agents")
    pose_lesson_for_picture(w)  # after a guess
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(20)
    ten = w.ten_lesson
    table, note = ten.table, ten.table_note
    bottom = table.mapTo(ten.left_box, table.rect().bottomLeft()).y()
    top = note.mapTo(ten.left_box, note.rect().topLeft()).y()
    assert bottom < top, f"the table's last row ends at {bottom}, under its note's top at {top}"
    assert not any(line.isHidden() for line in ten.rule_lines.values()), "the rules' lines folded with room to spare"
    assert ten.table.rowHeight(0) >= ten.table.fontMetrics().height()
    before = state(ten)
    ten._fit_left()
    for _ in range(3):
        QApplication.processEvents()
    assert state(ten) == before, "fitted again, the column changed"


def test_the_row_names_stay_whole_with_the_rules_lines_in_a_shipped_language(language, open_window, qtbot):
    """The rows never close up past their names' own height (Polish closed them to 15 px where 'Agent 1'
    needs 18, and lost its g's tail): the rules' lines leave out their names in the lab (the buttons' tips
    keep them) and the table's note goes into its tooltip instead, before anything is cut or folded."""
    w = open_window(settings={"scenario/runs": 2})
    scale.set_scale(scale.screen_default(1024, 768))
    w.resize(1024, 768)
    w.show_lesson("ten-agents")
    pose_lesson_for_picture(w)
    for _ in range(3):
        QApplication.processEvents()
    qtbot.wait(20)
    ten = w.ten_lesson
    header = ten.table.verticalHeader()
    for row in range(ten.table.rowCount()):
        name = ten.table.model().headerData(row, Qt.Vertical)
        need = row_name_need(header, row)
        assert need >= header.fontMetrics().tightBoundingRect(str(name)).height()
        assert ten.table.rowHeight(row) >= need, f"row {name!r} is {ten.table.rowHeight(row)} px, its name needs {need}"
    assert not any(line.isHidden() for line in ten.rule_lines.values())
    for rule, line in ten.rule_lines.items():  # a line without its name in the lab: the button's tip says it
        assert S.rule_label(rule) in line.text() or S.rule_label(rule) in ten.predict_buttons[rule].toolTip()
    if ten.table_note.isHidden():
        assert ten.table_note.text() in ten.table.toolTip()
