"""Brooker's experiment as the classic chart: write calls against clients.

Marc Brooker's 2015 study (core/studies/brooker.py) runs on a task slot of its own
in the batch worker process (gui/background/batch_process.py); the chart
fills in when it is done. Plot items are made once and updated with setData.
"""

from __future__ import annotations

import time

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from wallasey_lab.core.studies.brooker import BROOKER_RULES, DEFAULT_CLIENTS
from wallasey_lab.gui.background.batch_process import ProcessSlot
from wallasey_lab.gui.background.batch_tasks import experiment_task  # noqa: F401 - run in the worker process
from wallasey_lab.gui.background.tasks import in_words
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import marks, palette, scale
from wallasey_lab.gui.views.lab_view import lab_plot_widget
from wallasey_lab.gui.views.plot_text import wrap_plot_words
from wallasey_lab.gui.views.plots import empty_state, plot_left_to_right
from wallasey_lab.gui.views.sweep import DRAW_EVERY_MS, log_ticks
from wallasey_lab.gui.widgets.flow_layout import FlowLayout
from wallasey_lab.gui.widgets.steady_text import SteadyText
from wallasey_lab.gui.widgets.typed_box import RefusalLine, WholeBox

RULE_COLOURS = palette.BROOKER_COLOURS
# Each rule's marker and line style: one place for every chart (gui/style/marks.py).
KEY_SYMBOLS = {rule: marks.rule(rule).key for rule in BROOKER_RULES}
SYMBOLS = {rule: marks.rule(rule).symbol for rule in BROOKER_RULES}


class StatusLine(SteadyText):
    """The run's one sentence, its room held while it is still empty (Qt asks an
    empty label for no height of its own)."""

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt's name
        return True


class BrookerView(QWidget):
    """The experiment's explanation, a Run/Stop pair and two charts."""

    def __init__(self, interactive: bool = True, parent=None):
        super().__init__(parent)
        self.rows = []
        self._undrawn = None  # rows that came in since the charts were last drawn
        self._drawn_at = 0.0
        self._draw_timer = QTimer(self)
        self._draw_timer.setSingleShot(True)
        self._draw_timer.timeout.connect(self._draw_pending)
        self.runner = ProcessSlot("wallasey-brooker", self, expected=(ValueError,))
        self.runner.progress.connect(self._on_progress)
        self.runner.done.connect(self._on_done)
        self.runner.failed.connect(self._on_failed)

        intro = QLabel(S.BROOKER_INTRO)
        intro.setWordWrap(True)
        intro.setToolTip(S.BROOKER_NAMES_TIP)  # the rules in his words, for readers of his post
        self.run_button = QPushButton(S.BROOKER_RUN)
        self.run_button.setToolTip(S.BROOKER_RUN_TIP)
        self.run_button.clicked.connect(self.run)
        self.stop_button = QPushButton(S.BROOKER_STOP)
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(self.stop)
        self.runs = WholeBox(5, 1000, 100)  # 99999 is refused in words, never cut to 999
        self.runs.setSuffix(S.BROOKER_RUNS_SUFFIX)
        self.refusal = RefusalLine()
        self.runs.refused.connect(self.refusal.say)
        self.runs.setToolTip(S.BROOKER_RUNS_TIP)
        self.runs.setAccessibleName(S.BROOKER_RUNS_TIP)
        self.bar = QProgressBar()
        self.bar.setRange(0, 1)
        self.bar.setValue(0)
        # Wrapped, and as tall as its longest sentence from the start: the finished run's
        # sentence never widens the window past its screen or moves the charts down.
        self.status = StatusLine("", [S.BROOKER_RUNNING, S.BROOKER_STOPPED,
                                      S.BROOKER_FAILED.format(reason=S.BROOKER_STOPPED),
                                      S.BROOKER_DONE.format(n=1000) + " " + S.BROOKER_DONE_CALLS.format(
                                          n=190, none=88_888, exp=88_888, full=88_888)])
        self.status.setTextFormat(Qt.PlainText)
        row = FlowLayout()  # wraps when the words are longer (another language)
        for w in (self.run_button, self.stop_button, self.runs, self.bar):
            row.addWidget(w)

        # The key above the charts (a legend inside them sat on the curves).
        self.key = QLabel(" &nbsp; ".join(
            f"<span style='color:{marks.stroke(RULE_COLOURS[r])}'>{KEY_SYMBOLS[r]}</span>&nbsp;"
            + S.BROOKER_RULES[r].replace(" ", "&nbsp;") for r in BROOKER_RULES))
        self.key.setWordWrap(True)
        self.interactive = interactive
        self._charts: tuple | None = None  # (charts page, calls plot, time plot, curves) once made
        self.empty_run_button = QPushButton(S.BROOKER_RUN)
        self.empty_run_button.setToolTip(S.BROOKER_RUN_TIP)
        self.empty_run_button.setMinimumHeight(int(self.empty_run_button.fontMetrics().height() * 2.2))
        self.empty_run_button.clicked.connect(self.run)
        self.empty = empty_state(S.BROOKER_EMPTY, self.empty_run_button)
        self.chart_stack = QStackedWidget()
        self.chart_stack.addWidget(self.empty)

        lay = QVBoxLayout(self)
        lay.addWidget(intro)
        lay.addLayout(row)
        lay.addWidget(self.refusal)
        lay.addWidget(self.status)
        lay.addWidget(self.key)
        lay.addWidget(self.chart_stack, 1)

    def _made_charts(self) -> tuple:
        """The two charts are made the first time they are needed (the tab is
        seldom opened, and making them cost a tenth of a second of the
        window's opening)."""
        if self._charts is None:
            interactive = self.interactive
            calls_plot = self._plot(S.BROOKER_CALLS_TITLE, S.BROOKER_CALLS_Y, interactive)
            # Its legend at the bottom right, clear of the slow exponential curve.
            time_plot = self._plot(S.BROOKER_TIME_TITLE, S.BROOKER_TIME_Y, interactive, legend=(-10, -30))
            time_plot.setLogMode(y=True)
            curves: dict[str, tuple[pg.PlotDataItem, pg.PlotDataItem]] = {}
            for rule in BROOKER_RULES:
                pen = marks.pen(RULE_COLOURS[rule], 2, marks.rule(rule))
                kwargs = dict(pen=pen, symbol=SYMBOLS[rule], symbolBrush=RULE_COLOURS[rule],
                              symbolPen=pg.mkPen(marks.stroke(RULE_COLOURS[rule]), width=1),
                              symbolSize=9, name=S.BROOKER_RULES[rule])
                curves[rule] = (calls_plot.plot([], [], **kwargs), time_plot.plot([], [], **kwargs))
            charts_page = QWidget()
            charts = QHBoxLayout(charts_page)
            charts.setContentsMargins(0, 0, 0, 0)
            charts.addWidget(calls_plot, 1)
            charts.addWidget(time_plot, 1)
            self.chart_stack.addWidget(charts_page)
            self._charts = (charts_page, calls_plot, time_plot, curves)
        return self._charts

    @property
    def charts_made(self) -> bool:
        return self._charts is not None

    @property
    def charts_page(self) -> QWidget:
        return self._made_charts()[0]

    @property
    def calls_plot(self) -> pg.PlotWidget:
        return self._made_charts()[1]

    @property
    def time_plot(self) -> pg.PlotWidget:
        return self._made_charts()[2]

    @property
    def curves(self) -> dict:
        return self._made_charts()[3]

    def _time_ticks(self, times_ms: list[float]) -> None:
        """The time chart holds milliseconds on a log scale; its ticks are
        written in plain seconds (0.5, 1, 2, 5, 10 ...), never as powers of ten."""
        logs = np.log10([t for t in times_ms if t > 0] or [1.0])
        lo, hi = float(logs.min()) - 0.1, float(logs.max()) + 0.1
        in_seconds = log_ticks(lo - 3, hi - 3)  # log10(ms) - 3 = log10(s)
        self.time_plot.getAxis("left").setTicks([[(pos + 3, text) for pos, text in level] for level in in_seconds])

    def _plot(self, title: str, y: str, interactive: bool, legend=(10, 10)) -> pg.PlotWidget:
        w = plot_left_to_right(lab_plot_widget(enableMenu=False))
        w.setTitle(title, size="11pt")
        w.setLabel("bottom", S.BROOKER_X)
        w.setLabel("left", y)
        w.showGrid(x=True, y=True, alpha=0.2)
        scale.follow_plot(w, title_pt=11)  # projector mode; plain tick numbers
        wrap_plot_words(w)  # a longer language's titles wrap instead of running off the plot
        if not interactive:
            w.setMouseEnabled(False, False)
            w.setMenuEnabled(False)
            w.hideButtons()
        return w

    def run(self) -> None:
        if self.refusal.holds_run():  # refused by this very click: read before anything runs
            return
        self.run_button.setEnabled(False)
        self.empty_run_button.setEnabled(False)
        self.empty.message.setText(S.BROOKER_RUNNING)
        self.stop_button.setEnabled(True)
        self.bar.setRange(0, len(DEFAULT_CLIENTS) * len(BROOKER_RULES))
        self.bar.setValue(0)
        self.status.setText(S.BROOKER_RUNNING)
        self.runner.start(experiment_task, self.runs.value())

    def stop(self) -> None:
        self.runner.cancel()
        self.runner.join(1.0)
        self.empty_run_button.setEnabled(True)
        self.empty.message.setText(S.BROOKER_EMPTY)
        self.run_button.setEnabled(True)
        self.stop_button.setEnabled(False)
        self.status.setText(S.BROOKER_STOPPED)

    def shutdown(self) -> None:
        self.runner.shutdown(1.0)

    def _on_progress(self, generation: int, counted) -> None:
        if not self.runner.is_current(generation):
            return
        done, _total, rows = counted
        self.bar.setValue(done)
        # The curves grow while it runs (an empty tab for the whole run
        # looked stuck), drawn at most every DRAW_EVERY_MS.
        self._undrawn = rows
        if not self._draw_timer.isActive():
            self._draw_timer.start(max(0, int(DRAW_EVERY_MS - (time.monotonic() - self._drawn_at) * 1000)))

    def _draw_pending(self) -> None:
        rows, self._undrawn = self._undrawn, None
        if rows and self.runner.running():
            self._draw(rows)

    def _draw(self, rows) -> None:
        self._drawn_at = time.monotonic()
        self.chart_stack.setCurrentWidget(self.charts_page)
        for rule, (calls_curve, time_curve) in self.curves.items():
            mine = sorted((r for r in rows if r.rule == rule), key=lambda r: r.clients)
            x = np.array([r.clients for r in mine], dtype=float)
            calls_curve.setData(x, np.array([r.calls for r in mine]))
            time_curve.setData(x, np.array([r.time_ms for r in mine]))
        self._time_ticks([r.time_ms for r in rows])

    def _on_failed(self, generation: int, error: Exception) -> None:
        self.stop()
        self.status.setText(S.BROOKER_FAILED.format(reason=in_words(error, self.runner.expected)))

    def _on_done(self, generation: int, rows) -> None:
        # Only the current run's rows arrive (a stale run's are never delivered).
        self.rows = rows
        self._draw_timer.stop()
        self._undrawn = None
        self._draw(rows)
        self.run_button.setEnabled(True)
        self.empty_run_button.setEnabled(True)
        self.stop_button.setEnabled(False)
        most = max(rows, key=lambda r: r.clients).clients
        at = {r.rule: r for r in rows if r.clients == most}
        self.status.setText(S.BROOKER_DONE.format(n=self.runs.value()) + " " + S.BROOKER_DONE_CALLS.format(
            n=most, none=at["none"].calls, exp=at["exponential"].calls, full=at["full-jitter"].calls))
