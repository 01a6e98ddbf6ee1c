"""By keyboard alone: a focus ring anyone can see, charts reached by Tab and
moved by keys where a drag would move them, the door and ten agents worked
through without a mouse, and the kiosk's pages read by Qt's interfaces."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from wallasey_lab.gui.access.focus_ring import FocusRing, contrast
from wallasey_lab.gui.lessons import FREE_PLAY


def tab_until(qtbot, widget_wanted, limit=120):
    for _ in range(limit):
        if QApplication.focusWidget() is widget_wanted:
            return True
        QTest.keyClick(QApplication.focusWidget(), Qt.Key_Tab)
    return False


def test_the_focus_ring_surrounds_the_focused_control_at_3_to_1(window, qtbot):
    window.show_lesson(FREE_PLAY)
    button = window.lab_page.reset_button
    button.setFocus(Qt.TabFocusReason)
    ring = window.access.focus_ring
    qtbot.waitUntil(ring.isVisible, timeout=2000)
    where = button.rect().translated(button.mapTo(window, button.rect().topLeft()))
    assert ring.geometry().contains(where) and ring.geometry() != where
    background = window.palette().color(window.backgroundRole())
    assert contrast(FocusRing.OUTER, background) >= 3.0
    assert contrast(FocusRing.OUTER, QColor("#FFFFFF")) >= 3.0 and contrast(FocusRing.INNER, FocusRing.OUTER) >= 3.0
    window.lab_page.play_button.setFocus(Qt.TabFocusReason)
    qtbot.waitUntil(lambda: ring.target is window.lab_page.play_button, timeout=2000)
    assert ring.geometry().contains(window.lab_page.play_button.geometry().center()) or ring.isVisible()


def test_a_chart_is_reached_by_tab_and_panned_and_zoomed_by_keys(window, qtbot):
    window.show_lesson(FREE_PLAY)
    plot = window.lab_page.load_plot.widget
    qtbot.waitUntil(lambda: bool(plot.property("wallaseyChartKeys")), timeout=3000)  # the watcher makes charts answer keys
    window.lab_page.tagline.setFocus(Qt.TabFocusReason)
    assert tab_until(qtbot, plot), "Tab never reaches the load plot"
    vb = plot.getViewBox()
    before = vb.viewRange()[0]
    QTest.keyClick(plot, Qt.Key_Plus)  # in first: the whole run has no time beside it to move to
    zoomed = vb.viewRange()[0]
    assert zoomed[1] - zoomed[0] < before[1] - before[0]
    QTest.keyClick(plot, Qt.Key_Right)
    moved = vb.viewRange()[0]
    assert moved[0] > zoomed[0] and moved[1] > zoomed[1]
    QTest.keyClick(plot, Qt.Key_Home)
    assert vb.viewRange()[0] == pytest.approx(before)


def test_the_door_by_keyboard_alone(window, qtbot):
    window.show_lesson("door")
    door = window.door_lesson
    qtbot.waitUntil(lambda: door.run is not None, timeout=20000)
    QApplication.focusWidget() or door.setFocus()
    jitter = door.rule_buttons["full-jitter"]
    assert tab_until(qtbot, jitter) or tab_until(qtbot, door.rule_buttons["immediate"])
    QTest.keyClick(QApplication.focusWidget(), Qt.Key_Space)
    assert tab_until(qtbot, door.play_button), "Tab never reaches Play"
    QTest.keyClick(door.play_button, Qt.Key_Space)
    qtbot.waitUntil(lambda: door.clock.playing, timeout=3000)
    door.toggle_play()


def test_ten_agents_by_keyboard_alone(window, qtbot):
    window.show_lesson("ten-agents")
    ten = window.ten_lesson
    button = next(iter(ten.predict_buttons.values()))
    assert tab_until(qtbot, button), "Tab never reaches the predictions"
    QTest.keyClick(button, Qt.Key_Space)
    qtbot.waitUntil(lambda: any(b.isChecked() for b in ten.predict_buttons.values()), timeout=3000)
