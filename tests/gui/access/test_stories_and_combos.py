"""Brooker's study, the real storm and the ten agents read as stories by a
screen reader; the ten agents' table named with its headings; combo boxes
read with what they set ("Speed: 5x", which Qt on Linux otherwise reads as "5x")."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QComboBox, QWidget

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.studies.brooker import run_experiment
from wallasey_lab.gui.access.controls import install_combo_names
from wallasey_lab.gui.lessons import FREE_PLAY
from wallasey_lab.gui.widgets.replay_bar import labelled_box
from wallasey_lab.gui.window.lab_window import LabWindow
from wallasey_lab.gui.window.readiness import wait_until_idle
from wallasey_lab.resources import strings as S


def _read(widget, what=QAccessible.Text.Name) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(what)


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    w = LabWindow(persist=False)
    qtbot.addWidget(w)
    w.show()
    assert wait_until_idle(w)
    return w


def test_a_combo_box_is_read_with_its_name_and_follows_its_item(qtbot):
    install_combo_names()
    holder = QWidget()
    qtbot.addWidget(holder)
    _label, box = labelled_box(["1x", "5x", "10x"], "5x", "How fast", "Speed")
    box.setParent(holder)
    iface = QAccessible.queryAccessibleInterface(box)
    assert iface.role() == QAccessible.Role.ComboBox
    assert iface.text(QAccessible.Text.Name) == "Speed: 5x"
    assert iface.text(QAccessible.Text.Value) == "5x"
    assert iface.text(QAccessible.Text.Description) == "How fast"
    box.setCurrentText("10x")
    assert iface.text(QAccessible.Text.Name) == "Speed: 10x"
    bare = QComboBox(holder)  # no name of its own: read as its item, as Qt does
    bare.addItems(["a", "b"])
    assert _read(bare) == "a"


def test_the_windows_combo_boxes_say_what_they_set(window, qtbot):
    window.show_lesson(FREE_PLAY)
    qtbot.wait(50)
    named = {_read(b) for b in window.findChildren(QComboBox) if b.isVisible()}
    assert any(n.startswith("Speed: ") for n in named), named
    assert any(n.startswith("Bar width: ") for n in named), named
    for box in window.findChildren(QComboBox):
        if box.isVisible() and box.accessibleName():
            assert _read(box) == f"{box.accessibleName()}: {box.currentText()}"


def test_brookers_charts_tell_the_story_with_the_figures(window, qtbot):
    window.show_lesson(FREE_PLAY)
    window.views.setCurrentIndex(window.view_keys.index("brooker"))
    brooker = window.lab_page.brooker
    rows = run_experiment(runs=3, clients=(10, 40))
    brooker._on_done(0, rows)  # as the worker hands a finished run back
    qtbot.wait(50)
    window.access.update()
    calls = _read(brooker.calls_plot, QAccessible.Text.Description)
    time = _read(brooker.time_plot, QAccessible.Text.Description)
    at = {r.rule: r for r in rows if r.clients == 40}
    best = min(at.values(), key=lambda r: r.calls)
    assert f"With 40 clients, {S.BROOKER_RULES[best.rule]} needs the fewest write calls, {best.calls:,.0f}" in calls
    assert f"{S.BROOKER_RULES['none']}: from 10 to 40 clients" in calls
    assert "soonest" in time and time != calls
    assert QAccessible.queryAccessibleInterface(brooker.calls_plot).role() == QAccessible.Role.Chart


def test_the_real_storms_chart_tells_calls_against_capacity_and_the_model(window, qtbot, monkeypatch):
    storm = getattr(window, "storm", None)
    if storm is None:
        pytest.skip("this copy of the lab has no real storm tab")
    window.show_lesson(FREE_PLAY)
    window.views.setCurrentIndex(window.view_keys.index("storm"))
    monkeypatch.setattr("wallasey_lab.storm.run.agreement_words", lambda r: "Agreement.")
    side = SimpleNamespace
    storm.report = side(library="tenacity-no-wait", scenario=side(capacity=5),
                        real=side(calls=120, last_served=6.5, per_second=[60, 30, 20, 10]),
                        model=side(calls=100, last_served=6.0, per_second=[50, 25, 15, 10]))
    storm.chart_stack.setCurrentWidget(storm.plot)
    qtbot.wait(50)
    window.access.update()
    words = _read(storm.plot, QAccessible.Text.Description)
    assert "the real clients sent 120 calls" in words and "accepts 5 calls a second" in words
    assert "In 4 of the 4 seconds there were more calls" in words and "1.2 times as many calls as the model" in words
    assert words.endswith("Agreement.")


def test_the_ten_agents_table_and_charts_are_named_and_described(window, qtbot):
    window.show_lesson("ten-agents")
    qtbot.wait(100)
    lesson = window.ten_lesson
    lesson.predict("exponential")  # the class has predicted: the charts and the table show
    qtbot.waitUntil(lesson.results_visible, timeout=5000)
    qtbot.wait(50)
    window.access.update()
    table = lesson.table
    assert table.accessibleName() == S.TEN_TABLE_TITLE
    for rule in STORY_RULES:
        assert " ".join(S.TEN_COLUMNS[rule].split()) in table.accessibleDescription()
    texts = set()
    for rule, timeline in lesson.timelines.items():
        text = _read(timeline.widget, QAccessible.Text.Description).replace("\xa0", " ")  # 5.1 s kept on one line
        assert text.startswith(S.TEN_RULES[rule]) and "tried again most" in text, text
        assert f"{lesson.runs[rule].last_served:.1f} s" in text
        texts.add(text)
    assert len(texts) == len(STORY_RULES)
