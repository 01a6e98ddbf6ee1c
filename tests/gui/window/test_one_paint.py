"""One paint of each live plot per change (gui/window/one_paint.py,
gui/window/display.py): a new run paints the load plot and the histogram
once each, the compare view's partner does not repaint them, and the table
being worked out never moves them."""

from __future__ import annotations

import pytest
from gui_helpers import open_window_fixture, settings_file_fixture, wait_idle  # noqa: F401
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from wallasey_lab.core.engines.pick import pick_engine, run_stream
from wallasey_lab.gui.background.worker import ShownRun

FAST = {"scenario/agents": 120, "scenario/capacity": 10, "scenario/runs": 4, "scenario/seed": 4242,
        "policy/rule": "full-jitter"}


class Paints(QObject):
    """Counts the paint and resize events of the two live plots."""

    def __init__(self, window):
        super().__init__()
        self.paints = {"load": 0, "hist": 0}
        self.resized = 0
        self.names = {}
        for name, plot in (("load", window.lab_page.load_plot), ("hist", window.lab_page.histogram)):
            viewport = plot.widget.viewport()
            self.names[viewport] = name
            viewport.installEventFilter(self)

    def eventFilter(self, watched, event):  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            self.paints[self.names[watched]] += 1
        elif event.type() == QEvent.Type.Resize:
            self.resized += 1
        return False


def settle(qtbot, window) -> None:
    """Everything the window had to do done: results in, axes settled, every
    posted update painted (paints are posted events, not timers)."""
    wait_idle(window)
    qtbot.waitUntil(lambda: not window.display.settle_timer.isActive(), timeout=10_000)
    flush()


def flush() -> None:
    """Deliver what this change posted (the scenes' updates, the layouts, the
    window's repaint) and nothing else: no timer runs here, so the window's
    own later work (a lesson page made in idle time, the focus ring following
    its control) is never counted as this change's paint."""
    for _ in range(30):
        QApplication.sendPostedEvents()


def another_run(window, agents: int) -> ShownRun:
    scenario = window.panel.scenario().with_(agents=agents)
    shown = window.display.shown
    simulate = pick_engine("auto", scenario, shown.rule)
    run = simulate(scenario, shown.rule, run_stream(window.panel.seed(), shown.runs, 0), record_calls=True)
    return ShownRun(run, shown.rule, 0, shown.runs)


@pytest.mark.parametrize("agents", [60, 240])
def test_a_new_run_paints_each_plot_once(open_window, qtbot, agents):
    w = open_window(settings=FAST)
    w.resize(1366, 768)
    settle(qtbot, w)
    paints = Paints(w)
    w.display.settings_changing()  # as a drag does
    w.display.show(w.display.generation, another_run(w, agents), w.panel.scenario().with_(agents=agents))
    flush()
    assert paints.paints == {"load": 1, "hist": 1}  # its new range and labels drawn in the same paint
    assert len(w.lab_page.histogram.run.served_us) == agents


def test_the_partner_does_not_repaint_the_live_plots(open_window, qtbot):
    w = open_window(settings=FAST)
    settle(qtbot, w)
    paints = Paints(w)
    w.display.show_partner(w.display.partner)
    flush()
    assert paints.paints == {"load": 0, "hist": 0}


def test_working_out_the_table_never_moves_the_plots(open_window, qtbot):
    w = open_window(settings=FAST)
    w.resize(1366, 768)
    settle(qtbot, w)
    heights = (w.lab_page.load_plot.widget.height(), w.lab_page.histogram.widget.height())
    paints = Paints(w)
    w.lab_page.results.waiting()  # a short note in place of the longer one
    flush()
    w.lab_page.results.progress("exponential", 3, 8)
    flush()
    w.lab_page.results.fill(w.batches, w.panel.rule())
    flush()
    assert paints.resized == 0
    assert (w.lab_page.load_plot.widget.height(), w.lab_page.histogram.widget.height()) == heights
