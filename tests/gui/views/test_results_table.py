"""The results table widget (gui/views/results_table.py) on its own."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QSplitter, QWidget

from wallasey_lab.core.engines import run_batch
from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.gui.style import palette
from wallasey_lab.gui.views.results_table import EXTRA_ROW, GAVE_UP_COLUMN, ResultsTable, row_cells
from wallasey_lab.resources import strings as S


def batches_for(rules, **settings):
    scenario = Scenario(agents=40, capacity=6, **settings)
    return [run_batch(scenario, rule, 3, 7, simulate=simulate_run) for rule in rules]


@pytest.fixture(scope="module")
def story():
    return batches_for(STORY_RULES)


@pytest.fixture
def table(qtbot):
    t = ResultsTable()
    qtbot.addWidget(t)
    return t


def colours(t: ResultsTable) -> set[str]:
    return {t.table.item(r, c).foreground().color().name() for r in range(t.table.rowCount())
            for c in range(t.table.columnCount())}


def test_before_any_batch_the_three_rules_wait(table):
    t = table.table
    assert [t.item(r, 0).text() for r in range(len(STORY_RULES))] == [S.rule_label(r) for r in STORY_RULES]
    assert t.isRowHidden(EXTRA_ROW) and t.isColumnHidden(GAVE_UP_COLUMN)
    assert all(t.item(0, c).text() == "…" for c in range(1, len(S.TABLE_HEADINGS)))
    assert table.note.text() == S.TABLE_WAITING


def test_fill_shows_the_medians_and_highlights_the_chosen_rule(table, story):
    table.fill(story, "exponential")
    assert table.cells() == [list(row_cells(b)[:len(S.TABLE_HEADINGS)]) for b in story]
    exp = story[1]
    assert table.cells()[1][1:] == [f"{exp.median['last_served']:.1f} s", f"{exp.median['calls']:,.0f}",
                                    f"{exp.median['refused']:,.0f}", f"{exp.median['typical_served']:.1f} s"]
    for r, rule in enumerate(STORY_RULES):
        item = table.table.item(r, 1)
        chosen = rule == "exponential"
        assert item.font().bold() == chosen
        assert item.background().color() == QColor(palette.HIGHLIGHT if chosen else palette.WHITE)
    assert table.note.text() == S.TABLE_NOTE.format(n=3)
    assert table.note.toolTip() == S.TABLE_NOTE_SEED_TIP.format(seed=7)  # the seed: a teacher's, in the tooltip


def test_grey_while_stale_black_once_filled(table, story):
    table.fill(story, "full-jitter")
    assert colours(table) == {QColor(palette.BLACK).name()}
    table.waiting()
    assert colours(table) == {QColor(palette.GREY).name()}
    assert table.note.text() == S.TABLE_WAITING
    table.progress("full-jitter", 2, 9)
    assert table.note.text() == "Updating the table: Backoff with jitter, run 2 of 9…"
    table.fill(story, "full-jitter")
    assert colours(table) == {QColor(palette.BLACK).name()}


def test_another_rule_gets_the_fourth_row_and_give_ups_their_column(table, story):
    table.fill(story, "immediate")
    short = table.table.height()
    more = story + batches_for(["equal-jitter"])
    table.fill(more, "equal-jitter")
    assert not table.table.isRowHidden(EXTRA_ROW)
    assert table.cells()[EXTRA_ROW][0] == S.rule_label("equal-jitter")
    assert table.table.height() == short  # its room was kept: the plots above do not move
    assert table.table.isColumnHidden(GAVE_UP_COLUMN)  # nobody gave up
    capped = batches_for(STORY_RULES, max_attempts=3)
    table.fill(capped, "immediate")
    assert table.table.isRowHidden(EXTRA_ROW) and table.table.height() == short
    assert not table.table.isColumnHidden(GAVE_UP_COLUMN)
    assert [row[-1] for row in table.cells()] == [f"{b.median_extra['gave_up']:,.0f}" for b in capped]


def test_the_jitter_rule_row_says_its_randomness(table):
    b = batches_for(["jitter"], jitter=0.3)
    assert row_cells(b[0])[0] == S.JITTER_ROW.format(j=0.3)


def test_a_fourth_row_moves_nothing_in_a_splitter(qtbot, story):
    splitter = QSplitter(Qt.Vertical)
    plots = QWidget()
    table = ResultsTable()
    splitter.addWidget(plots)
    splitter.addWidget(table)
    qtbot.addWidget(splitter)
    splitter.resize(800, 700)
    splitter.show()
    qtbot.waitExposed(splitter)
    table.fill(story, "immediate")
    splitter.setSizes([650, 50])  # squeezed as far as it goes: its rows still show
    squeezed = splitter.sizes()
    assert squeezed[1] >= table.sizeHint().height()
    table.fill(story + batches_for(["equal-jitter"]), "immediate")  # a fourth row (a drag between the rules)
    qtbot.wait(50)
    assert splitter.sizes() == squeezed  # its room was kept: the plots above do not move
    assert table.height() >= table.sizeHint().height()
    table.waiting()  # the note's text changes mid-drag: nothing moves either
    qtbot.wait(50)
    assert splitter.sizes() == squeezed
