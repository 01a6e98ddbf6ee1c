"""Load against waiting: plot calls sent (load) against how long the
typical and the last agent waited, as each rule's one knob is swept.

Which knobs, the points and their CSV rows are the study's
(core/studies/sweep.py, no Qt); the chart is gui/views/sweep_chart.py; here
are the buttons, the progress, the status and the background running.

Every point is a batch of runs (the panel's "runs per comparison", 50 by
default) on the panel's seed, the same as ``wallasey-sim run --rule R --cap X
--runs N --seed S``; the marker is the median and the bars the quartiles.

The sweep runs on a task slot of its own in the batch worker process
(gui/background/batch_process.py), like the simulator:
results carry a generation and are delivered only if still current;
cancelling makes the generation stale, the engine's ``should_stop`` then
answers True and it raises ``core.engines.results.Cancelled``; the worker ends and the
window never waits.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.core.studies.sweep import (
    SERIES,
    SWEEP_CSV_HEADER,
    SweepJob,
    SweepPoint,
    own_job,
    stale_series,
    sweep_csv_rows,
    sweep_jobs,
    sweep_task,
)
from wallasey_lab.gui.background.batch_process import ProcessSlot
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import palette, scale
from wallasey_lab.gui.views.plots import empty_state
from wallasey_lab.gui.views.sweep_chart import STALE_OPACITY, SweepChart  # noqa: F401 - read from here too
from wallasey_lab.gui.views.sweep_text import (  # noqa: F401 - the chart's words, read from here too
    SWEEP_EXPECTED,
    _plain,
    added_text,
    is_off,
    key_samples,
    key_text,
    log_ticks,
    point_label,
    series_colours,
    stale_text,
    status_samples,
    sweep_reason,
)
from wallasey_lab.gui.widgets.flow_layout import FlowLayout
from wallasey_lab.gui.widgets.least_height import keep_least_height
from wallasey_lab.gui.widgets.steady_text import SteadyText

DRAW_EVERY_MS = 300  # new sweep points are drawn in batches at most this often
SIDE_PAD_PX = 4  # the sweep's buttons' room beside their words
ADD_KEY = "Ctrl+P"  # Add my point, from anywhere on the page (in the F1 list, resources/strings.py SHORTCUTS)


# --------------------------------------------------------------------- panel
class SweepPanel(QWidget):
    """Buttons, progress and the chart. ``current`` gives the panel's
    settings: () -> (scenario, rule, runs, seed)."""

    runsDone = Signal(int, int, int)  # generation, runs done, runs in all (the progress bar listens)
    sweepChanged = Signal()  # the sweep on screen changed: its points or what is out of date ('What to notice' follows)

    def __init__(self, current: Callable[[], tuple[Scenario, str, int, int]], *, interactive: bool = True,
                 save: Callable[[bytes], object] | None = None, parent=None):
        super().__init__(parent)
        self.current = current
        self.save = save
        # The sweep, and your own points on a slot of their own (they never stop the sweep).
        self.service = ProcessSlot("wallasey-sweep", self, expected=SWEEP_EXPECTED)
        self.own = ProcessSlot("wallasey-your-point", self, expected=SWEEP_EXPECTED)
        self.interactive = interactive
        self._chart: SweepChart | None = None  # made when first needed (see ``chart``)
        self.sweep_points: list[SweepPoint] = []
        self.own_points: list[SweepPoint] = []
        self.sweep_settings = None  # (scenario, runs, seed) of the sweep on screen
        self.finished = False
        self.stale: tuple[str, ...] = ()  # the curves on screen the settings have moved away from
        self.sweep_generation = 0  # generation of the sweep on screen
        self.own_waiting = 0  # your points still being worked out
        self._own_queue: list[tuple[SweepJob, int, int]] = []  # (job, runs, seed) waiting their turn
        self._own_now: tuple[SweepJob, int, int] | None = None  # the one being worked out
        # A sweep's points arrive faster than the chart can be laid out (about
        # 20 ms a point): they are drawn in batches, at most every DRAW_EVERY_MS,
        # so queued points never add up to one long stall of the window.
        self._undrawn: list[SweepPoint] = []
        self._drawn_at = 0.0  # when the chart last drew (monotonic s)
        self._draw_timer = QTimer(self)
        self._draw_timer.setSingleShot(True)
        self._draw_timer.timeout.connect(self.draw_pending)

        def button(text, tip, slot):
            b = QPushButton(text)
            b.setToolTip(tip)
            b.clicked.connect(slot)
            b.setMinimumHeight(int(b.fontMetrics().height() * 1.9))
            # A little less room beside the words than the style's own: the four buttons then share one
            # row in en-XA at 1024x768 (the kiosk's load lesson had no height for a second).
            b.setStyleSheet(f"QPushButton {{ padding-left: {SIDE_PAD_PX}px; padding-right: {SIDE_PAD_PX}px; }}")
            return b

        self.run_button = button(S.SWEEP_RUN, S.SWEEP_RUN_TIP, self.start)
        self.cancel_button = button(S.SWEEP_CANCEL, S.SWEEP_CANCEL_TIP, self.cancel)
        self.cancel_button.setEnabled(False)
        # Ctrl+P from anywhere on the page (listed in F1): the lesson asks for it four times, and after
        # Alt+1/2/3 the keyboard's focus is ~23 Tabs away. A button's key works only while it shows.
        self.add_button = button(S.SWEEP_ADD, S.SWEEP_ADD_TIP + f" ({ADD_KEY})", self.add_mine)
        self.add_button.setShortcut(QKeySequence(ADD_KEY))
        self.clear_button = button(S.SWEEP_CLEAR, S.SWEEP_CLEAR_TIP, self.ask_to_clear)
        self.clear_question: QMessageBox | None = None  # 'Clear my points?' while it is asked
        self.save_button = button(S.SWEEP_SAVE, S.SWEEP_SAVE_TIP, self.export_csv)
        self.save_button.setEnabled(False)
        self.save_button.setVisible(save is not None)
        self.bar = QProgressBar()
        self.bar.setRange(0, 1)
        self.bar.setValue(0)
        self.bar.setTextVisible(True)
        self.bar.setFormat(S.SWEEP_PROGRESS_FORMAT)
        self.bar.setAccessibleName(S.SWEEP_PROGRESS_NAME)
        scale.follow(self.bar, self._fit_bar)
        # As tall as its longest sentence: a point added or a sweep finished never moves the chart.
        self.status = SteadyText(S.SWEEP_NOT_RUN, status_samples())
        self.status.setStyleSheet(f"color: {palette.GREY};")

        # Wraps when the words are longer (another language). Its gaps, and the panel's below, are
        # small: at 1024x768 in en-XA every pixel went to 'Try this' under the chart.
        top = self.top_row = FlowLayout(spacing=4)
        for b in (self.run_button, self.cancel_button, self.add_button, self.clear_button, self.save_button):
            top.addWidget(b)
        top.addWidget(self.bar)
        self.bar.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
        self.status_row: QHBoxLayout | None = None  # the status and the bar, once bar_by_status puts it there
        self.notice_slot = QVBoxLayout()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 2, 2, 2)
        lay.setSpacing(2)
        lay.addLayout(top)
        lay.addWidget(self.status)
        self.empty_run_button = button(S.SWEEP_RUN, S.SWEEP_RUN_TIP, self.start)
        self.empty = empty_state(S.SWEEP_EMPTY, self.empty_run_button)
        self.chart_stack = QStackedWidget()
        self.chart_stack.addWidget(self.empty)
        lay.addWidget(self.chart_stack, 1)
        lay.addLayout(self.notice_slot)
        keep_least_height(self, self.least_height)  # the window's least height counts the wrapped words

        self.service.progress.connect(self._on_news)
        self.runsDone.connect(self._on_progress)
        self.service.done.connect(self._on_finished)
        self.service.failed.connect(self._on_failed)
        self.own.progress.connect(self._on_own_news)
        self.own.failed.connect(self._on_own_failed)

    def least_height(self, width: int) -> int:
        """The panel's least height at ``width``: what its wrapped words need there (the buttons'
        rows, the status, the chart's key, 'Try this') and the plots' least height. Qt's own least
        height counts each wrapped text at one line: at 1024x768 with a bigger zoom the window took
        a zoom it could not hold, and 'Try this' was drawn over the chart, cut at its foot."""
        lay = self.layout()
        m = lay.contentsMargins()
        inner = max(1, width - m.left() - m.right())
        if self.status_row is not None:  # the bar at the status line's end
            beside = self.bar.sizeHint().width() + self.status_row.spacing()
            status = max(self.status.heightForWidth(max(1, inner - beside)), self.bar.sizeHint().height())
        else:
            status = self.status.heightForWidth(inner)
        parts = [self.top_row.heightForWidth(inner), status]
        if self._chart is not None and self.chart_stack.currentWidget() is self._chart.widget:
            chart = self._chart
            parts.append(chart.legend.heightForWidth(inner) + chart.widget.layout().spacing()
                         + max(plot.minimumHeight() for plot in chart.plots.values()))
        else:
            parts.append(self.chart_stack.currentWidget().minimumSizeHint().height())
        for i in range(self.notice_slot.count()):
            notice = self.notice_slot.itemAt(i).widget()
            if notice is not None and not notice.isHidden():
                parts.append(notice.heightForWidth(inner) if notice.hasHeightForWidth()
                             else notice.minimumSizeHint().height())
        return sum(parts) + lay.spacing() * (len(parts) - 1) + m.top() + m.bottom()

    def _fit_bar(self) -> None:
        """The bar as wide as its longest words ('2 curves out of date', 'Stopped at 100%'): at its
        own width, made for '100%', they wrapped onto two lines and were cut."""
        words = (S.SWEEP_PROGRESS_STOPPED.replace("%p", "100"), S.SWEEP_PROGRESS_STALE,
                 *(S.SWEEP_PROGRESS_STALE_SOME.format(n=n) for n in range(1, len(SERIES))))
        metrics = self.bar.fontMetrics()
        self.bar.setMinimumWidth(max(metrics.horizontalAdvance(w) for w in words) + scale.px(16))

    def stop_in_runs_place(self) -> None:
        """Stop in Run's place, shown only while a sweep runs (the kiosk): the buttons' row keeps to one line
        beside the settings column's finger bar at 1024x768 in en-XA, where a fourth button on a second row
        cut the load lesson's 'Try this' (211 of its 232 px)."""
        self._runs_place = _StopInRunsPlace(self.run_button, self.cancel_button)

    def bar_by_status(self) -> None:
        """The progress bar at the end of the status line it counts for, not of the buttons' row (the
        kiosk, with no Save button): there it sent 'Clear my points' to a second row of buttons at
        1024x768 in en-XA, and the kiosk's page needed 770 of its 768 px, 'Try this' cut to 150 of
        its 232 px. Where a Save button wraps anyway (the desk's window) the bar keeps to that row:
        beside the status it took a line from 'Try this' there."""
        if self.status_row is not None:
            return
        self.top_row.removeWidget(self.bar)
        lay = self.layout()
        lay.removeWidget(self.status)
        row = self.status_row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        row.addWidget(self.status, 1)
        row.addWidget(self.bar, 0, Qt.AlignTop)
        self.bar.setSizePolicy(QSizePolicy.Fixed, QSizePolicy.Fixed)
        lay.insertLayout(1, row)

    @property
    def chart(self) -> SweepChart:
        """The chart is made the first time it is needed: until a sweep runs
        the tab shows its empty state, and making the two plots cost a
        seventh of the window's opening."""
        if self._chart is None:
            self._chart = SweepChart(self.interactive)
            self.chart_stack.addWidget(self._chart.widget)
        return self._chart

    @property
    def chart_made(self) -> bool:
        return self._chart is not None

    def make_chart(self) -> None:
        _ = self.chart  # the property makes it

    # ------------------------------------------------------------ sweeping
    def start(self) -> int:
        """Run the sweep; after a change that left some curves as they were (the longest wait: only
        the randomness curve is drawn at it), only the curves out of date are run again."""
        scenario, _rule, runs, seed = self.current()
        partial = self.finished and 0 < len(self.stale) < len(SERIES)
        redo = self.stale if partial else tuple(SERIES)
        jobs = sweep_jobs(scenario, series=redo)
        self.sweep_points = [p for p in self.sweep_points if p.job.series not in redo] if partial else []
        self._undrawn = []
        self.empty.message.setText(S.SWEEP_EMPTY_RUNNING)  # not "press Run" while it runs
        self.empty_run_button.setEnabled(False)
        self._draw_timer.stop()
        self.chart.set_swept(scenario)
        self.chart.clear(redo)
        self._mark_stale(())
        self.finished = False
        self.sweep_settings = (scenario, runs, seed)
        self.bar.setRange(0, max(1, len(jobs) * runs))
        self.bar.setValue(0)
        self.bar.setFormat(S.SWEEP_PROGRESS_FORMAT)
        self.cancel_button.setEnabled(True)
        self.save_button.setEnabled(False)
        self.status.setText(S.SWEEP_RUNNING.format(n=runs, points=len(jobs), agents=scenario.agents,
                                                   capacity=scenario.capacity))
        self.sweep_generation = self.service.start(sweep_task, jobs, runs, seed)
        self.sweepChanged.emit()
        return self.sweep_generation

    def follow_reset(self) -> None:
        """After Reset all: a sweep on screen (or under way) for other settings is run again for the
        settings now, so the chart shows the reset scenario; left faded and 'Out of date', it read as
        broken. A chart never swept stays empty, and one that holds already is kept."""
        if self.sweep_settings is None:
            return
        scenario, _rule, runs, seed = self.current()
        if self.sweep_settings != (scenario, runs, seed) or self.stale:
            self.start()

    def cancel(self) -> None:
        if not self.service.running() and self.finished:
            return
        self.service.cancel()
        self.draw_pending()
        self._empty_ready()
        self.cancel_button.setEnabled(False)
        self.save_button.setEnabled(bool(self.sweep_points or self.own_points))
        self.status.setText(S.SWEEP_CANCELLED.format(done=len(self.sweep_points)))
        self.bar.setFormat(S.SWEEP_PROGRESS_STOPPED)  # not a bare "40%" beside a greyed Stop: it is not running

    def running(self) -> bool:
        return self.service.running() or self.own.running()

    def _on_news(self, generation: int, news) -> None:
        kind, value = news
        if kind == "point":
            self._on_point(generation, value)
        else:
            self.runsDone.emit(generation, *value)

    def _on_point(self, generation: int, point: SweepPoint) -> None:
        if not self.service.is_current(generation):
            return
        self.sweep_points.append(point)
        self._undrawn.append(point)
        if not self._draw_timer.isActive():
            # At once if the chart has not been drawn for a while (the first
            # point replaces the empty state at once), else with the next batch.
            wait_ms = DRAW_EVERY_MS - (time.monotonic() - self._drawn_at) * 1000
            if wait_ms <= 0:
                self.draw_pending()
            else:
                self._draw_timer.start(int(wait_ms) + 1)

    def draw_pending(self) -> None:
        """Put the points that arrived since the last batch on the chart."""
        self._draw_timer.stop()
        if not self._undrawn:
            return
        points, self._undrawn = self._undrawn, []
        self._drawn_at = time.monotonic()
        self.chart_stack.setCurrentWidget(self.chart.widget)
        self.chart.add(*points)
        self.sweepChanged.emit()

    def _on_progress(self, generation: int, done: int, total: int) -> None:
        if self.service.is_current(generation):
            # QProgressBar.setValue repaints at once, and the repaint takes the
            # plots with it: at most ten a second (the last one always).
            now = time.monotonic()
            if done < total and now - getattr(self, "_progress_at", 0.0) < 0.1:
                return
            self._progress_at = now
            self.bar.setRange(0, total)
            self.bar.setValue(done)

    def _on_finished(self, generation: int, _points: int = 0) -> None:
        if not self.service.is_current(generation):
            return
        self.draw_pending()
        self._empty_ready()
        self.finished = True
        self.cancel_button.setEnabled(False)
        self.save_button.setEnabled(True)
        self.bar.setValue(self.bar.maximum())
        self._say_done()
        self.settings_changed()  # the panel moved while it ran: the curves it made stale say so at once

    def _say_done(self) -> None:
        scenario, runs, seed = self.sweep_settings
        self.status.setText(S.SWEEP_DONE.format(n=runs, points=len(self.sweep_points), agents=scenario.agents,
                                                capacity=scenario.capacity))

    def _on_failed(self, generation: int, error: Exception) -> None:
        if self.service.is_current(generation):
            self._empty_ready()
            self.cancel_button.setEnabled(False)
            self.bar.setFormat(S.SWEEP_PROGRESS_STOPPED)
            self.status.setText(S.SWEEP_FAILED.format(reason=sweep_reason(error)))

    def _empty_ready(self) -> None:
        """The empty chart offers its button again (a sweep stopped or failed before any point)."""
        self.empty.message.setText(S.SWEEP_EMPTY)
        self.empty_run_button.setEnabled(True)

    def settings_changed(self) -> None:
        """The panel moved: say which curves on screen no longer hold (not for a knob a curve sweeps
        itself), and stop saying so once the settings are back. A change of the longest wait, as
        'Try this' asks, once marked the whole chart out of date: only the randomness curve is."""
        if self.sweep_settings is None or not self.finished:
            return
        scenario, _rule, runs, seed = self.current()
        swept, *swept_runs_seed = self.sweep_settings
        # Other runs or another roll of the dice: every point would be another.
        stale = tuple(SERIES) if [runs, seed] != swept_runs_seed else stale_series(swept, scenario)
        stale = tuple(s for s in stale if self.chart.points.get(s))  # curves on screen only
        if stale == self.stale:
            return
        self._mark_stale(stale)
        if not stale:  # moved back: the sweep on screen holds again
            self._say_done()
            self.bar.setValue(self.bar.maximum())
            self.bar.setFormat(S.SWEEP_PROGRESS_FORMAT)
        elif len(stale) == len([s for s in SERIES if self.chart.points.get(s)]):
            self.status.setText(S.SWEEP_STALE)
            # A full bar reading 100% beside "the settings have changed" told two stories.
            self.bar.setValue(0)
            self.bar.setFormat(S.SWEEP_PROGRESS_STALE)
        else:
            self.status.setText(stale_text(stale))
            # Nothing runs (Stop is greyed): the bar names what is out of date, empty. Filled to the points
            # that still hold, it read "80%" beside a greyed Stop, as if a sweep had stuck at 80%.
            self.bar.setValue(0)
            self.bar.setFormat(S.SWEEP_PROGRESS_STALE_SOME.format(n=len(stale)))

    def _mark_stale(self, stale: tuple[str, ...]) -> None:
        """Remember the curves out of date, and draw them faded (the others stay as they are)."""
        self.stale = stale
        if self._chart is not None:
            self._chart.fade(stale)
        self.sweepChanged.emit()

    # ------------------------------------------------------------ your point
    def add_mine(self) -> int:
        """Work out the panel's current settings as one more point (a star).
        Your points queue on their own service, so they never stop the sweep."""
        scenario, rule, runs, seed = self.current()
        self.own_waiting += 1
        job = own_job(rule, len(self.own_points) + self.own_waiting, scenario)
        self.status.setText(S.SWEEP_ADDING.format(rule=S.rule_label(rule), runs=runs))
        self._own_queue.append((job, runs, seed))
        # Only when no earlier point is still owed: a point whose thread has
        # ended may not have been delivered yet, and a new start would drop it.
        if self.own_waiting == 1:
            self._next_own()
        return self.own.generation

    def _next_own(self) -> None:
        self._own_now = None
        if self._own_queue:
            self._own_now = job, runs, seed = self._own_queue.pop(0)
            self.own.start(sweep_task, [job], runs, seed)

    def _on_own_news(self, generation: int, news) -> None:
        kind, value = news
        if kind == "point":
            self._on_own_point(generation, value)

    def _on_own_point(self, generation: int, point: SweepPoint) -> None:
        if not self.own.is_current(generation):
            return
        self.own_waiting = max(0, self.own_waiting - 1)
        self.own_points.append(point)
        self.chart_stack.setCurrentWidget(self.chart.widget)
        self.chart.add(point)
        self.status.setText(added_text(point, self.sweep_settings))
        self.save_button.setEnabled(True)
        self._next_own()

    def _on_own_failed(self, generation: int, error: Exception) -> None:
        if self.own.is_current(generation):
            self.own_waiting = max(0, self.own_waiting - 1)
            self.status.setText(S.SWEEP_FAILED.format(reason=sweep_reason(error)))
            self._next_own()

    def ask_to_clear(self) -> QMessageBox | None:
        """'Clear my points?' first, as the class round's 'End the round?': a stray Space took a pupil's
        points with no way back. 'Keep them' is the default (Enter, Space and Escape keep them)."""
        n = len(self.own_points) + self.own_waiting
        if n == 0:
            self.clear_mine()  # nothing to lose
            return None
        box = QMessageBox(QMessageBox.Question, S.SWEEP_CLEAR_ASK_TITLE, S.SWEEP_CLEAR_ASK.format(n=n), parent=self)
        clear = box.addButton(S.SWEEP_CLEAR, QMessageBox.DestructiveRole)
        keep = box.addButton(S.SWEEP_CLEAR_KEEP, QMessageBox.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.setWindowModality(Qt.WindowModal)
        words = self.clear_button.font()  # the page's type: the kiosk's finger-sized, not Qt's 9 pt
        words.setBold(False)
        box.setFont(words)
        clear.clicked.connect(self.clear_mine)
        box.finished.connect(box.deleteLater)
        self.clear_question = box
        box.open()
        keep.setFocus()
        return box

    def clear_mine(self) -> None:
        self.own.cancel()
        self._own_queue = []
        self._own_now = None
        self.own_waiting = 0
        self.own_points = []
        self.chart.clear(("yours",))
        if not self.sweep_points:
            self.chart_stack.setCurrentWidget(self.empty)

    def carry_from(self, old: SweepPanel) -> None:
        """What a visitor made in ``old``, here (the kiosk made again in another language,
        gui/kiosk/kiosk_language.py): their points, those still being worked out (queued again), and
        a finished sweep (not run again, out of date as it was). A language change dropped their stars."""
        if old.finished and old.sweep_settings is not None:
            self.service.cancel()  # the sweep this page may have just started: the visitor's holds
            self._draw_timer.stop()
            self._undrawn = []
            self.sweep_points = list(old.sweep_points)
            self.sweep_settings = old.sweep_settings
            self.chart.set_swept(old.sweep_settings[0])
            self.chart.clear(tuple(SERIES))
            self.chart.add(*self.sweep_points)
            self.chart_stack.setCurrentWidget(self.chart.widget)
            self.finished = True
            self._empty_ready()
            self.cancel_button.setEnabled(False)
            self.save_button.setEnabled(True)
            self.bar.setRange(0, old.bar.maximum())
            self.bar.setValue(old.bar.maximum())
            self.bar.setFormat(S.SWEEP_PROGRESS_FORMAT)
            self._say_done()
            self._mark_stale(())
            self.settings_changed()  # out of date as it was, against the settings carried over
        if old.own_points:
            self.own_points = list(old.own_points)
            self.chart_stack.setCurrentWidget(self.chart.widget)
            self.chart.add(*self.own_points)
            self.save_button.setEnabled(True)
        owed = ([old._own_now] if old._own_now is not None and old.own_waiting else []) + old._own_queue
        for job, runs_, seed_ in owed:
            self.own_waiting += 1
            self._own_queue.append((job, runs_, seed_))
        if owed and self.own_waiting == len(owed):
            self._next_own()
        self.sweepChanged.emit()

    # --------------------------------------------------------------- export
    def csv(self) -> bytes:
        from wallasey_lab.gui.files.safe_write import csv_bytes

        return csv_bytes(SWEEP_CSV_HEADER, sweep_csv_rows(self.sweep_points + self.own_points))

    def export_csv(self):
        if self.save is None or not (self.sweep_points or self.own_points):
            return None
        return self.save(self.csv())

    def shutdown(self, timeout: float = 1.0) -> bool:
        a = self.service.shutdown(timeout)
        b = self.own.shutdown(timeout)
        return a and b


class _StopInRunsPlace(QObject):
    """Run shown while no sweep runs, Stop (enabled only while one does) in its place while it runs."""

    def __init__(self, run: QWidget, stop: QWidget):
        super().__init__(stop)
        self.run, self.stop = run, stop
        stop.installEventFilter(self)
        self.follow()

    def follow(self) -> None:
        running = self.stop.isEnabled()
        self.stop.setVisible(running)
        self.run.setVisible(not running)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.EnabledChange:
            self.follow()
        return False
