"""The *Real storm* tab: real retry libraries against a real rate-limited
server on 127.0.0.1 (storm/), drawn beside the model on one chart.

The storm runs on a task slot of its own, in a worker process of its own
(gui/background/batch_process.py); Cancel makes its
``should_stop`` answer True, which the storm checks every 50 ms, and the
storm shuts its server and clients down however it ends. A cancelled
storm's late result is never delivered, so never drawn. Not shown in kiosk
mode.
"""

from __future__ import annotations

import logging

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QProgressBar,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from wallasey_lab.core.model.presets import PRESETS
from wallasey_lab.core.model.scenario import Scenario, ScenarioError
from wallasey_lab.gui.background.batch_process import BatchWorker, ProcessSlot
from wallasey_lab.gui.background.batch_tasks import (  # noqa: F401 - storm_task runs in its worker process
    TAB_WALL_S,
    agents_still_running,
    storm_task,
)
from wallasey_lab.gui.background.tasks import in_words
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import palette
from wallasey_lab.gui.views.lab_view import lab_plot_widget, time_only
from wallasey_lab.gui.views.plot_text import wrap_plot_words
from wallasey_lab.gui.views.plots import empty_state, plot_left_to_right
from wallasey_lab.gui.widgets.eliding_combo import ElidingCombo
from wallasey_lab.gui.widgets.flow_layout import FlowLayout
from wallasey_lab.gui.widgets.typed_box import RefusalLine, WholeBox
from wallasey_lab.storm.run import CANCEL_WAIT_S, DEFAULT_TIME_SCALE, StormCancelled

log = logging.getLogger(__name__)

DEFAULT_AGENTS, DEFAULT_CAPACITY, DEFAULT_SCALE = 200, 20, DEFAULT_TIME_SCALE
MAX_TAB_AGENTS, MAX_TAB_CAPACITY, MAX_TAB_SCALE = 300, 50, 20


class StormView(QWidget):
    """Library, crowd and speed; Run and Cancel; one chart and the agreement in words."""

    def __init__(self, interactive: bool = True, parent=None):
        super().__init__(parent)
        from wallasey_lab.storm.clients import REAL_CLIENTS, available_libraries, missing_libraries

        self.report = None
        # A worker process of its own: a storm whose agents sleep on in their
        # libraries past its cancel wait is ended by ending that process.
        self.runner = ProcessSlot("wallasey-real-storm", self, expected=(ScenarioError,), cancelled=(StormCancelled,),
                                  worker=BatchWorker("wallasey-real-storm"), stop_bound_s=CANCEL_WAIT_S + 5.0)
        self.runner.progress.connect(self._on_progress)
        self.runner.done.connect(self._on_done)
        self.runner.failed.connect(self._on_failed)
        self.runner.idle.connect(self._on_idle)
        self.cancelling = False  # Cancel was pressed: the storm is shutting down
        self.started = False  # the storm has passed t = 0 (its first progress came)

        self.intro = QLabel()
        self.intro.setWordWrap(True)
        # Narrower than its longest library in a longer language: cut with an ellipsis, whole in its tooltip.
        self.library = ElidingCombo(S.STORM_LIBRARY_TIP)
        self.library.setAccessibleName(S.STORM_LIBRARY)
        for name in available_libraries():
            self.library.addItem(S.PRESET_LABELS[name], name)
        self.refusal = RefusalLine()  # a typed value refused, in words (as under the panel's sliders)
        self.agents = self._spin(10, MAX_TAB_AGENTS, DEFAULT_AGENTS, S.STORM_AGENTS, S.STORM_AGENTS_TIP)
        self.capacity = self._spin(1, MAX_TAB_CAPACITY, DEFAULT_CAPACITY, S.STORM_CAPACITY, S.STORM_CAPACITY_TIP)
        self.scale = self._spin(1, MAX_TAB_SCALE, DEFAULT_SCALE, S.STORM_SCALE, S.STORM_SCALE_TIP)
        self.run_button = QPushButton(S.STORM_RUN)
        self.run_button.setToolTip(S.STORM_RUN_TIP)
        self.run_button.clicked.connect(self.run)
        self.cancel_button = QPushButton(S.STORM_CANCEL)
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.bar = QProgressBar()
        self.bar.setRange(0, 1)
        self.bar.setValue(0)
        # Two rows, and a library box that may show fewer letters than its
        # longest name: the tab must fit a 1024 pixel window.
        self.library.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        self.library.setMinimumContentsLength(24)
        row = QVBoxLayout()
        first = FlowLayout()  # both rows wrap when the words are longer (another language)
        first.addWidget(QLabel(S.STORM_LIBRARY))
        first.addWidget(self.library)
        first.addWidget(self.run_button)
        first.addWidget(self.cancel_button)
        second = FlowLayout()
        for label, spin in ((S.STORM_AGENTS, self.agents), (S.STORM_CAPACITY, self.capacity), (S.STORM_SCALE, self.scale)):
            second.addWidget(QLabel(label))
            second.addWidget(spin)
        second.addWidget(self.bar)
        row.addLayout(first)
        row.addLayout(second)

        self.missing = QLabel()
        self.missing.setWordWrap(True)
        self.missing.setStyleSheet(f"color: {palette.GREY};")
        absent = missing_libraries()
        if not available_libraries():
            self.missing.setText(S.STORM_NONE)
            self.run_button.setEnabled(False)
        elif absent:
            names = [n for n, (module, _p) in REAL_CLIENTS.items() if module in absent]
            self.missing.setText(S.STORM_MISSING.format(modules=", ".join(absent), names=", ".join(names)))
        self.missing.setVisible(bool(self.missing.text()))
        self.status = QLabel(S.STORM_READY)
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.PlainText)

        self.interactive = interactive
        self._plot = None  # the chart, made when first needed (a storm's result, or asked for)

        lay = QVBoxLayout(self)
        lay.addWidget(self.intro)
        lay.addLayout(row)
        lay.addWidget(self.refusal)
        lay.addWidget(self.missing)
        lay.addWidget(self.status)
        # Until a storm has run, say what the chart will show (empty axes say nothing).
        self.empty_run_button = QPushButton(S.STORM_RUN)
        self.empty_run_button.setToolTip(S.STORM_RUN_TIP)
        self.empty_run_button.setMinimumHeight(int(self.empty_run_button.fontMetrics().height() * 2.2))
        self.empty_run_button.clicked.connect(self.run)
        self.empty = empty_state(S.STORM_EMPTY, self.empty_run_button)
        self.chart_stack = QStackedWidget()
        self.chart_stack.addWidget(self.empty)
        lay.addWidget(self.chart_stack, 1)
        self.library.currentIndexChanged.connect(self._library_changed)
        for spin in (self.agents, self.capacity, self.scale):
            spin.valueChanged.connect(self._update_intro)
        self._library_changed()

    @property
    def plot(self) -> pg.PlotWidget:
        """The chart of the real storm beside the model. Made when first needed: until a
        storm has run the tab shows its empty state, and a pyqtgraph plot is a fair part of
        the cost of making a window (a reopened window is made in one go)."""
        self._chart_made()
        return self._plot

    # The chart's marks, made with it.
    @property
    def model_curve(self) -> pg.PlotDataItem:
        self._chart_made()
        return self._model_curve

    @property
    def real_curve(self) -> pg.PlotDataItem:
        self._chart_made()
        return self._real_curve

    @property
    def capacity_line(self) -> pg.InfiniteLine:
        self._chart_made()
        return self._capacity_line

    def _chart_made(self) -> None:
        if self._plot is not None:
            return
        plot = self._plot = plot_left_to_right(lab_plot_widget(enableMenu=False))
        plot.setTitle(S.STORM_CHART_TITLE, size="11pt")
        plot.setLabel("bottom", S.STORM_CHART_X)
        plot.setLabel("left", S.STORM_CHART_Y)
        plot.showGrid(x=True, y=True, alpha=0.2)
        wrap_plot_words(plot)  # a longer language's titles wrap instead of running off the plot
        plot.addLegend(offset=(-10, 10))
        if not self.interactive:
            plot.setMouseEnabled(False, False)
            plot.setMenuEnabled(False)
            plot.hideButtons()
        time_only(plot)  # the wheel and a drag move story time alone, never before its start (as the load plot)
        # Made once, updated with setData: the model as a filled step, reality as a line over it.
        self._model_curve = plot.plot([], [], stepMode="center", fillLevel=0, name=S.STORM_MODEL,
                                      pen=pg.mkPen(palette.MODEL, width=2, style=Qt.DashLine),
                                      brush=pg.mkBrush(*palette.with_alpha(palette.MODEL_FILL, 90)))
        self._real_curve = plot.plot([], [], stepMode="center", name=S.STORM_REAL,
                                     pen=pg.mkPen(palette.REAL, width=3))
        self._capacity_line = pg.InfiniteLine(angle=0, pen=pg.mkPen(palette.CAPACITY, width=1, style=Qt.DashLine))
        plot.addItem(self._capacity_line)
        self._capacity_line.setValue(self.capacity.value())
        self.chart_stack.addWidget(plot)

    def _spin(self, low: int, high: int, value: int, name: str, tip: str) -> WholeBox:
        s = WholeBox(low, high, value)
        s.setToolTip(tip)
        s.setAccessibleName(name)
        s.refused.connect(self.refusal.say)  # 5000 where 1 to 50 is taken: said, never cut to 50
        return s

    def _library_changed(self) -> None:
        name = self.library.currentData()
        # Retry-After is whole seconds in HTTP: that storm runs in story time.
        fixed = name is not None and PRESETS[name].sends_retry_after
        if fixed:
            self.scale.setValue(1)
        elif self.scale.value() == 1 and not self.scale.isEnabled():
            self.scale.setValue(DEFAULT_SCALE)
        self.scale.setEnabled(not fixed)
        self._update_intro()

    def _update_intro(self) -> None:
        self.intro.setText(" ".join([S.STORM_INTRO.format(n=self.capacity.value()),
                                     S.STORM_INTRO_CLIENTS.format(n=self.agents.value()),
                                     S.STORM_INTRO_TIME.format(n=self.scale.value())]))
        if self._plot is not None:  # else the chart takes the capacity when it is made
            self.capacity_line.setValue(self.capacity.value())

    def _set_running(self, running: bool) -> None:
        self.run_button.setEnabled(not running and self.library.count() > 0)
        self.empty_run_button.setEnabled(self.run_button.isEnabled())
        self.empty.message.setText(S.STORM_EMPTY_RUNNING if running else S.STORM_EMPTY)
        self.cancel_button.setEnabled(running)
        for w in (self.library, self.agents, self.capacity):
            w.setEnabled(not running)
        name = self.library.currentData()
        self.scale.setEnabled(not running and name is not None and not PRESETS[name].sends_retry_after)

    def run(self) -> None:
        if self.runner.is_busy() or self.library.count() == 0 or self.refusal.holds_run():
            return
        scenario = Scenario(agents=self.agents.value(), capacity=self.capacity.value()).checked()
        self._set_running(True)
        self.cancelling = False
        self.started = False  # until the first progress: the agents are still connecting, before t = 0
        self.bar.setRange(0, scenario.agents)
        self.bar.setValue(0)
        self.status.setText(S.STORM_RUNNING.format(n=scenario.agents, done=0, story=0.0))
        self.runner.start(storm_task, self.library.currentData(), scenario, self.scale.value())

    def cancel(self) -> None:
        # The storm notices within 50 ms and shuts down; the slot says when it is idle.
        self.cancelling = self.runner.is_busy()
        if self.cancelling:
            self.cancel_button.setEnabled(False)
            self.status.setText(S.STORM_CANCELLING)
        self.runner.cancel()

    def shutdown(self, timeout: float = 2.0) -> bool:
        return self.runner.shutdown(timeout)  # nothing more is drawn

    def _on_progress(self, generation: int, news) -> None:
        done, agents, story = news
        self.started = True
        self.bar.setValue(done)
        self.status.setText(S.STORM_RUNNING.format(n=agents, done=done, story=story))

    def _on_idle(self) -> None:
        if self.cancelling:
            self.cancelling = False
            self._set_running(False)
            self._say_when_shut_down()

    def _say_when_shut_down(self) -> None:
        """"Everything is shut down" only once no agent thread is left; an agent
        asleep inside its library (its connection already closed) is counted
        until it wakes and ends."""
        left = agents_still_running()
        if self.runner.is_busy():
            return  # a new storm has started meanwhile: its own words stand
        if left:
            self.status.setText(S.STORM_CANCELLED_ASLEEP.format(n=left))
            QTimer.singleShot(250, self, self._say_when_shut_down)
        else:
            self.status.setText(S.STORM_CANCELLED)

    def _on_failed(self, generation: int, error: Exception) -> None:
        self._set_running(False)
        said = S.STORM_FAILED if self.started else S.STORM_NOT_STARTED
        self.status.setText(said.format(reason=in_words(error, self.runner.expected)))

    def fit_chart(self, seconds: int) -> None:
        """The whole storm in sight: calls by their data, story time from its start at a 1 % margin
        (the autorange's 3.5 % wrote a '-1' before the start, and the wheel held to it)."""
        self.plot.enableAutoRange()
        self.plot.setXRange(0, seconds, padding=0.01)

    def _on_done(self, generation: int, report) -> None:
        from wallasey_lab.storm.run import agreement_words

        self.report = report
        self._set_running(False)
        self.bar.setValue(self.bar.maximum())
        real, model = report.real, report.model
        edges = np.arange(len(real.per_second) + 1, dtype=float)
        self.real_curve.setData(edges, np.asarray(real.per_second, dtype=float))
        self.model_curve.setData(edges, np.asarray(model.per_second, dtype=float))
        self.capacity_line.setValue(report.scenario.capacity)
        self.fit_chart(len(real.per_second))
        self.chart_stack.setCurrentWidget(self.plot)
        self.status.setText(S.STORM_DONE.format(
            library=S.PRESET_LABELS[report.library], real_calls=real.calls,
            real_last=S.storm_seconds(real.last_served, words=S), model_calls=model.calls,
            model_last=S.storm_seconds(model.last_served, words=S), n=report.model_runs,
            agreement=agreement_words(report, words=S)))


class _CloseWatcher(QObject):
    """Shuts the storm down when the window closes (lab_window.py's closeEvent stays as it is)."""

    def __init__(self, view: StormView, parent: QObject):
        super().__init__(parent)
        self.view = view

    def eventFilter(self, obj, event):  # noqa: N802 - Qt's name
        if event.type() == QEvent.Close:
            self.view.shutdown(2.0)
        return False


def add_storm_tab(views, window: QObject) -> StormView:
    """Add the Real storm tab to ``views`` (gui/window/tabs.py: the tabs and
    their keys; free play, not the kiosk); the storm stops when ``window`` closes."""
    view = StormView(interactive=True)
    views.keys = (*views.keys, "storm")
    index = views.addTab(view, S.VIEW_TABS["storm"])
    views.setTabToolTip(index, S.VIEW_TAB_TIPS["storm"])
    window.installEventFilter(_CloseWatcher(view, window))
    return view
