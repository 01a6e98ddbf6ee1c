"""The focus ring is drawn round the part of a control that is on show: a rule button focused by Tab and then
half scrolled out of the settings column drew its whole ring over the lesson's header above the column
(1024x768, a lesson page)."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget


def on_window(widget, window) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("lesson", ("load-vs-waiting", "free-play"))
def test_a_half_scrolled_focused_button_keeps_its_ring_inside_the_column(open_window, qtbot, lesson):
    w = open_window(settings={"scenario/runs": 3})
    w.resize(1024, 768)
    w.show_lesson(lesson)
    wait_idle(w)
    area, ring = w.lab_page.panel_scroll, w.access.focus_ring
    w.panel.advanced_toggle.setChecked(True)  # a column taller than the screen: it scrolls
    for _ in range(3):
        QApplication.processEvents()
    bar = area.verticalScrollBar()
    assert bar.maximum() > 0
    view = on_window(area.viewport(), w)
    # A rule button half above the column's top, then a control low in the column half below its foot.
    lowest = max((b for b in w.panel.findChildren(QWidget) if b.isVisible() and b.isEnabled() and b.height() >= 20
                  and b.focusPolicy() & Qt.TabFocus and not b.focusProxy()),
                 key=lambda b: b.mapTo(area.widget(), QPoint(0, 0)).y())
    for half_out, button in (("top", list(w.panel.rule_buttons.values())[-1]), ("foot", lowest)):
        button.setFocus(Qt.TabFocusReason)  # as Tab brings it
        qtbot.waitUntil(lambda b=button: ring.target is b and ring.isVisible(), timeout=2000)
        top = button.mapTo(area.widget(), QPoint(0, 0)).y()
        bar.setValue(top + button.height() // 2 if half_out == "top"
                     else top + button.height() // 2 - area.viewport().height())
        QApplication.processEvents()
        shown = on_window(button, w).intersected(view)
        assert 0 < shown.height() < button.height(), (half_out, shown, bar.value(), bar.maximum())
        ring.place()  # (it follows a scrolled control on its own too, within a quarter of a second)
        assert ring.isVisible()
        frame = ring.geometry()
        assert view.top() <= frame.top() and frame.bottom() <= view.bottom(), (half_out, frame, view)
        assert frame.intersects(shown)
        # Scrolled right out of sight: no ring at all.
        bar.setValue(bar.maximum() if half_out == "top" else 0)
        QApplication.processEvents()
        assert not on_window(button, w).intersects(view)
        ring.place()
        assert not ring.isVisible()
