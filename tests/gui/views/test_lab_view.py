"""A zoom by the mouse has a visible way back to the lab's own view: the plot's "Back to the lab's
view" button (shown only after a zoom, reached by Tab) and the corner's 'A', which autoranged to the
data before (the load plot's height is the tool's limit, not the tallest bar)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from wallasey_lab.core.engines.pick import pick_engine, run_stream
from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.gui.views.plots import LoadPlot
from wallasey_lab.resources import strings as S


def a_run():
    scenario = Scenario(agents=200, capacity=20)
    return pick_engine("auto", scenario, "exponential")(scenario, "exponential", run_stream(5, 10, 0), record_calls=True)


def wheel(plot, clicks: int) -> None:
    """The person turns the mouse wheel over the middle of the plot."""
    view = plot.widget
    vb = view.getViewBox()
    at = QPointF(view.mapFromScene(vb.sceneBoundingRect().center()))
    event = QWheelEvent(at, QPointF(view.mapToGlobal(at.toPoint())), QPoint(0, 0), QPoint(0, 120 * clicks),
                        Qt.NoButton, Qt.NoModifier, Qt.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)


@pytest.fixture
def load(qtbot):
    plot = LoadPlot()
    qtbot.addWidget(plot.widget)
    plot.widget.resize(900, 320)
    plot.widget.show()
    qtbot.waitExposed(plot.widget)
    plot.show_run(a_run(), 20, 1.0, 120.0)
    plot.set_time(120.0)
    return plot


def ranges(plot):
    return [v for r in plot.widget.getViewBox().viewRange() for v in r]


def test_the_back_button_shows_after_a_zoom_and_restores_the_labs_ranges(load, qtbot):
    lab = ranges(load)
    button = load.widget.back_button
    assert button.isHidden()  # nothing to go back from
    wheel(load, 3)
    assert ranges(load) != pytest.approx(lab)
    assert button.isVisible() and button.text() == S.PLOT_BACK
    assert button.focusPolicy() & Qt.TabFocus  # reached by the keyboard
    button.setFocus()
    qtbot.keyClick(button, Qt.Key_Space)
    assert ranges(load) == pytest.approx(lab)
    assert button.isHidden()


def test_no_corner_A_button_after_a_zoom_on_any_plot(load, qtbot):
    """pyqtgraph's small 'A' auto-range button is never shown: people did not know it, and the lab's own
    way back is its button (ten agents: 'Show the whole chart')."""
    from wallasey_lab.gui.views.lab_view import lab_plot_widget

    other = lab_plot_widget()  # any plot the lab makes: the sweep's, Brooker's, the storm's, the timelines'
    qtbot.addWidget(other)
    other.resize(400, 300)
    other.show()
    qtbot.waitExposed(other)
    other.setXRange(0, 10, padding=0)
    for widget in (load.widget, other):
        item = widget.getPlotItem()
        widget.getViewBox().scaleBy(x=0.5)  # zoomed: pyqtgraph would offer the 'A' on hover
        item.mouseHovering = True  # the mouse over it, as pyqtgraph's hover event leaves it
        item.updateButtons()
        assert not all(widget.getViewBox().autoRangeEnabled())
        assert not item.autoBtn.isVisible()
    wheel(load, 3)
    assert load.widget.back_button.isVisible() and not load.widget.getPlotItem().autoBtn.isVisible()


def test_the_corner_A_restores_the_labs_ranges_not_the_datas(load):
    lab = ranges(load)
    wheel(load, -4)
    item = load.widget.getPlotItem()
    item.autoBtn.clicked.emit(item.autoBtn)
    assert ranges(load) == pytest.approx(lab)  # the tool's limit sets the height, not the tallest bar


def test_a_new_run_is_the_labs_view_again(load):
    wheel(load, 2)
    assert load.widget.back_button.isVisible()
    load.show_run(a_run(), 20, 1.0, 150.0)
    assert load.widget.back_button.isHidden()
    assert ranges(load)[1] >= 150.0


def keys_on(plot):
    from wallasey_lab.gui.access.chart_keys import ChartKeys, make_focusable

    keys = ChartKeys(plot.widget)
    make_focusable(plot.widget, keys)
    plot.widget.setFocus()
    return keys


def test_a_zoom_by_keys_has_the_same_way_back_as_the_mouses(load, qtbot):
    """+ on a focused plot zoomed it with no Back button, and the zoom became the lab's own view:
    the button (and the corner 'A') then went back to the zoom, and Home only undid keys pressed
    since the last run. Now a key's zoom is the person's: the button shows, and Home, or the button,
    gives back the lab's view."""
    keys_on(load)
    lab = ranges(load)
    button = load.widget.back_button
    qtbot.keyClick(load.widget, Qt.Key_Plus)
    qtbot.keyClick(load.widget, Qt.Key_Plus)
    assert ranges(load) != pytest.approx(lab)
    assert button.isVisible()
    assert "Home" in button.toolTip()  # the key is named where the button is
    button.click()
    assert ranges(load) == pytest.approx(lab) and button.isHidden()
    qtbot.keyClick(load.widget, Qt.Key_Minus)
    qtbot.keyClick(load.widget, Qt.Key_Home)
    assert ranges(load) == pytest.approx(lab) and button.isHidden()


def test_home_undoes_a_zoom_by_the_wheel_too(load, qtbot):
    keys_on(load)
    lab = ranges(load)
    wheel(load, 3)
    qtbot.keyClick(load.widget, Qt.Key_Home)
    assert ranges(load) == pytest.approx(lab) and load.widget.back_button.isHidden()
