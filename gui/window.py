"""The lab window: policy panel on the left, live plots and the results
table on the right. Data flows one way: controls -> scenario -> simulator
(on the worker) -> result -> views.

The window puts its parts together and passes results between them: the
replay bar (gui/replay_bar.py: a ReplayClock from core/replay.py driven by
a timer), the views' tabs (gui/lab_views.py), the results table
(gui/results_table.py), take-aways (gui/lab_takeaway.py), menus and keys
(gui/lab_menus.py) and settings (gui/lab_settings.py). The table's CSV
columns are core/report.py's, shared with `wallasey-sim`."""

from __future__ import annotations

import dataclasses
import threading
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QStandardPaths, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QMainWindow,
    QMenu,
    QSplitter,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from wallasey_lab.core.analysis import nice_end
from wallasey_lab.core.engine import BatchSummary, RunResult
from wallasey_lab.core.report import CALLS_COLUMNS, call_rows, table_csv
from wallasey_lab.gui import gcowner, lab_menus, palette, scale
from wallasey_lab.gui.compare import headline_text
from wallasey_lab.gui.controls import PolicyPanel
from wallasey_lab.gui.export import ExportError, csv_chunks, remove_stale_parts, timestamped_name, write_new_file
from wallasey_lab.gui.lab_layout import PanelScroll, TopRow, top_text
from wallasey_lab.gui.lab_settings import load_settings, save_settings, settings_store  # noqa: F401 - re-exported
from wallasey_lab.gui.lab_takeaway import LabTakeaways
from wallasey_lab.gui.lab_views import LabViews
from wallasey_lab.gui.lessons import FREE_PLAY, LESSON_KEYS, PRESETS, START
from wallasey_lab.gui.lessons.picker import StartScreen
from wallasey_lab.gui.measuring import MeasureService
from wallasey_lab.gui.plots import LoadPlot, ServeHistogram
from wallasey_lab.gui.replay_bar import ReplayBar, action_button
from wallasey_lab.gui.results_table import ResultsTable
from wallasey_lab.gui.storm_view import add_storm_tab
from wallasey_lab.gui.worker import ShownRun, SimulationService, partner_rule
from wallasey_lab.resources import strings as S

# A change within this long of the last one is part of a drag: the time
# axes only grow meanwhile, and settle on the new runs once changes stop.
SETTLE_MS = 700

# Runs with more calls than this write their calls CSV on a worker thread:
# formatting 3 million rows takes seconds, and the window must not freeze.
BACKGROUND_CSV_CALLS = 300_000


def run_end(run: RunResult, width: float) -> float:
    """When a run's replay ends: its last call's bar, or its last answer."""
    last_call = float(run.call_times[-1]) if run.call_times is not None and len(run.call_times) else 0.0
    last = run.last_served if run.last_served == run.last_served else 0.0
    return max(last_call + width, last) * 1.02


# Closing waits this long, at most, for a background save to finish.
SAVE_ON_CLOSE_S = 60.0


class BackgroundSave:
    """One file written on a worker thread, piece by piece, that can be
    stopped (leaving nothing behind) and whose progress can be read. The
    thread holds no Qt object: it reports through ``report`` (a signal's
    emit, queued to the window's thread)."""

    def __init__(self, target: Path, pieces, calls: int, report):
        self.target = target
        self.calls = calls
        self._pieces = pieces
        self._report = report
        self._stop = threading.Event()
        self._written = 0
        self.path: Path | None = None
        self.error: str | None = None
        self._thread = threading.Thread(target=self._work, name="wallasey-save-calls", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def running(self) -> bool:
        return self._thread.is_alive()

    def join(self, timeout: float) -> None:
        self._thread.join(timeout)

    def fraction(self) -> float:
        return min(1.0, self._written / max(1, self.calls))

    def cancel(self, timeout: float = 2.0) -> bool:
        self._stop.set()
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def _counted(self):
        for piece in self._pieces():
            self._written += piece.count(b"\n")
            yield piece

    def _work(self) -> None:
        try:
            self.path = write_new_file(self.target, self._counted(), should_stop=self._stop.is_set)
        except ExportError as e:
            self.error = str(e)
            if not self._stop.is_set():
                self._report(S.STATUS_SAVE_FAILED.format(what=S.WHAT_CALLS, reason=e))
            return
        except RuntimeError:  # the window (and its signal) went while saving
            return
        try:
            self._report(S.STATUS_SAVED.format(what=S.WHAT_CALLS, path=self.path))
        except RuntimeError:
            pass


class LabWindow(QMainWindow):
    backgroundSaved = Signal(str)  # a status-bar message from a background save

    # Kiosk mode narrows these: no file dialogs, exports to one folder or none.
    allow_file_dialogs = True
    export_root: Path | None = None  # None: the user's Pictures / Documents
    exports_enabled = True
    # The desktop window opens at the user's saved size (or the screen's);
    # the kiosk has set the scale for its screen already.
    applies_saved_scale = True
    _button = staticmethod(action_button)

    def __init__(self, *, persist: bool = True, interactive_plots: bool = True, menus: bool | None = None):
        super().__init__()
        # Cycles holding Qt objects are collected here, never on a worker thread.
        gcowner.own_collection()
        self.setWindowTitle(S.WINDOW_TITLE)
        self.persist = persist
        self.interactive_plots = interactive_plots
        # Kiosk windows (plots not interactive) have no menu bar: the start
        # screen's buttons and the 'All lessons' buttons do its work.
        self.menus = interactive_plots if menus is None else menus
        self.lesson = FREE_PLAY  # what is on screen: START, a lesson key or FREE_PLAY
        self.door_lesson = None  # lesson pages are made the first time they are shown
        self.ten_lesson = None
        self.service = SimulationService(self)
        self.calls_save: BackgroundSave | None = None
        self.not_saved_message = ""
        self.run: RunResult | None = None
        self.shown: ShownRun | None = None  # the chosen rule's run on screen, and the batch it came from
        self.partner: ShownRun | None = None  # the compare view's other rule
        self.scenario_on_screen = None  # the settings of the run on screen
        self.run_end = 1.0  # when the chosen run's replay ends
        self.partner_end = 0.0  # when the side-by-side view's other run's replay ends
        self.axis_end = 0.0  # the plots' time axis (stable during a drag)
        self.compare_end = 0.0
        self.changing = False  # True while settings keep changing (a drag)
        self.batches: list[BatchSummary] = []
        self.painted_generation = 0  # generation of the run now on screen
        self.table_generation = 0  # generation of the table now on screen

        self.panel = PolicyPanel()
        self.panel_scroll = PanelScroll(self.panel)
        # Shown instead of the settings' effect on tabs they do not change.
        self.panel_note = top_text(S.CONTROLS_NOT_USED)
        self.panel_note.setStyleSheet(f"color: {palette.GREY}; padding: 4px;")
        self.panel_note.hide()
        self.tagline, self.headline = top_text(), top_text(S.HEADLINE_WAITING)
        self.headline.setAccessibleName("headline")

        self.replay = ReplayBar(lambda: self.run is not None, self)
        self.replay.moved.connect(self._paint)
        self.replay.paused.connect(lambda: self._paint_views(force=True))
        self.replay.widthChanged.connect(lambda: self._show_run(keep_time=True))
        self.play_button, self.step_button = self.replay.play_button, self.replay.step_button
        self.speed_box, self.bin_box = self.replay.speed_box, self.replay.bin_box
        self.load_plot = LoadPlot(interactive_plots)
        self.histogram = ServeHistogram(interactive_plots)
        self.load_plot.widget.setMinimumHeight(scale.px(200))
        self.histogram.widget.setMinimumHeight(scale.px(150))
        plots = QSplitter(Qt.Vertical)
        plots.addWidget(self.load_plot.widget)
        plots.addWidget(self.histogram.widget)
        plots.setStretchFactor(0, 3)
        plots.setStretchFactor(1, 2)
        plots.setChildrenCollapsible(False)
        self.views = LabViews(plots, self.panel, interactive_plots, self._sweep_settings,
                              self._save_sweep if self.exports_enabled else None)
        for name in ("timeline", "crowd", "sweep", "brooker", "compare", "load_notice"):
            setattr(self, name, getattr(self.views, name))
        if interactive_plots:  # the Real storm tab (gui/storm_view.py): free play, never the kiosk
            self.storm = add_storm_tab(self)
        self.views.currentChanged.connect(lambda _i: self._view_changed())
        self.results = self.table_box = ResultsTable()
        self.table, self.table_note = self.results.table, self.results.note
        self._build_page()
        self.start_screen = StartScreen()
        self.start_screen.chosen.connect(self.show_lesson)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.lab_page)
        self.pages.addWidget(self.start_screen)
        self.setCentralWidget(self.pages)
        self.lesson_actions = lab_menus.add_lesson_actions(self)
        self.scale_control = lab_menus.add_view_menu(self, persist)
        self.takeaway = LabTakeaways(self)
        self.statusBar().showMessage(S.STATUS_READY)

        self.settle_timer = QTimer(self)
        self.settle_timer.setSingleShot(True)
        self.settle_timer.setInterval(SETTLE_MS)
        self.settle_timer.timeout.connect(self._settle)

        self.service.runReady.connect(self._on_run)
        self.service.partnerReady.connect(self._on_partner)
        self.service.tableReady.connect(self._on_table)
        self.service.progress.connect(self._on_progress)
        self.service.failed.connect(self._on_failed)
        self.panel.changed.connect(self.resimulate)
        self.panel.changed.connect(self.sweep.settings_changed)
        self.backgroundSaved.connect(self.statusBar().showMessage)
        self.measurer = MeasureService(self)
        self.measurer.callDone.connect(self._on_measure_call)
        self.measurer.status.connect(self._on_measure_status)
        self.measurer.finished.connect(self._on_measured)
        self.measurer.failed.connect(self._on_measure_failed)
        lab_menus.add_shortcuts(self)

        if persist:
            load_settings(self.panel, self.replay)
        self._remove_stale_parts()
        self.resize(1280, 800)
        self.resimulate()

    # The replay's clock, as the views read it.
    now = property(lambda self: self.replay.clock.now)
    end = property(lambda self: self.replay.clock.end)
    playing = property(lambda self: self.replay.clock.playing)
    view_keys = property(lambda self: self.views.keys)

    # ------------------------------------------------------------- building
    def _build_page(self) -> None:
        """The lab page: the policy panel | the actions, replay bar, headline, views and table."""
        self.reset_button = self._button(S.RESET_ALL, S.TIP["reset"], self.reset_all, "Ctrl+R")
        self.reset_button.setStyleSheet("font-weight: bold;")
        self.export_button = QToolButton()
        self.export_button.setText(S.EXPORT_SCREENSHOT)
        self.export_button.setToolTip(S.TIP["export"] + " (Ctrl+S)")
        self.export_button.setPopupMode(QToolButton.MenuButtonPopup)
        self.export_button.setMinimumHeight(self.play_button.minimumHeight())
        menu = QMenu(self.export_button)
        menu.addAction(S.EXPORT_WHOLE, lambda: self.export_screenshot(plots_only=False))
        menu.addAction(S.EXPORT_PLOTS, lambda: self.export_screenshot(plots_only=True))
        if self.allow_file_dialogs:
            menu.addAction(S.EXPORT_CHOOSE, lambda: self.export_screenshot(choose=True))
        self.export_button.setMenu(menu)
        self.export_button.clicked.connect(lambda: self.export_screenshot())
        self.data_button = self._button(S.EXPORT_DATA, S.TIP["data"], lambda: self.export_data(), "Ctrl+E")
        self.measure_button = self._button(S.MEASURE, S.TIP["measure"], self.measure_api, "Ctrl+M")
        self.cancel_measure_button = self._button(S.MEASURE_CANCEL, S.TIP["measure_cancel"], self.cancel_measure)
        self.cancel_measure_button.hide()
        self.help_button = self._button(S.HELP, S.HELP_TITLE, self.show_help, "F1")
        self.lessons_button = self._button(S.LESSONS_BUTTON, S.LESSONS_BUTTON_TIP, self.show_start)
        self.actions_widget = QWidget()
        actions = QHBoxLayout(self.actions_widget)
        actions.setContentsMargins(0, 0, 0, 0)
        for w in (self.reset_button, self.export_button, self.data_button, self.measure_button,
                  self.cancel_measure_button, self.help_button, self.lessons_button):
            actions.addWidget(w)
        self.export_button.setVisible(self.exports_enabled)
        self.data_button.setVisible(self.exports_enabled)

        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(4, 4, 0, 0)
        ll.addWidget(self.panel_note)
        ll.addWidget(self.panel_scroll, 1)
        self.top = TopRow(self.tagline, self.headline, self.actions_widget, ll, self)
        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(4, 4, 4, 4)
        rl.addLayout(self.top.grid)
        rl.addLayout(self.replay.row)
        rl.addWidget(self.headline)
        body = self.body_splitter = QSplitter(Qt.Vertical)
        body.addWidget(self.views)
        body.addWidget(self.results)
        body.setStretchFactor(0, 1)
        body.setStretchFactor(1, 0)
        body.setChildrenCollapsible(False)
        rl.addWidget(body, 1)
        self.top.arrange(True)
        split = self.lab_page = QSplitter(Qt.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self.top.fit_width(event.size().width())
        super().resizeEvent(event)

    # ------------------------------------------------------------- lessons
    def show_start(self) -> None:
        """The start screen: choose a lesson."""
        self._leave_page()
        self.lesson = START
        self.pages.setCurrentWidget(self.start_screen)
        self.start_screen.cards["door"].setFocus()
        self.statusBar().clearMessage()

    def _lesson_page(self, key: str):
        """The door's or ten agents' page, made the first time it is shown."""
        attr = "door_lesson" if key == "door" else "ten_lesson"
        if getattr(self, attr) is None:
            if key == "door":
                from wallasey_lab.gui.lessons.door import DoorLesson as Page
            else:
                from wallasey_lab.gui.lessons.ten_agents import TenAgentsLesson as Page
            page = Page() if key == "door" else Page(self.interactive_plots)
            page.home.connect(self.show_start)
            self.takeaway.wire(page.header)
            self.pages.addWidget(page)
            setattr(self, attr, page)
        return getattr(self, attr)

    def show_lesson(self, key: str) -> None:
        """Open a lesson from its preset (or free play, the lab as it was)."""
        if key not in (*LESSON_KEYS, FREE_PLAY):
            raise ValueError(f"no lesson called {key!r}")
        self._leave_page()
        self.lesson = key
        if key in ("door", "ten-agents"):
            page = self._lesson_page(key)
            page.start_preset()
            self.pages.setCurrentWidget(page)
            (page.rule_buttons[page.rule] if key == "door" else page.predict_buttons["immediate"]).setFocus()
        else:
            self.pages.setCurrentWidget(self.lab_page)
            if key == "load-vs-waiting":
                preset = PRESETS[key]
                sc = preset.scenario
                # Everything back to the published story (rules, tools, budgets), then the preset.
                self.panel.reset()
                self.panel.set_values({"agents": sc.agents, "capacity": sc.capacity,
                                       "answer_time": sc.answer_time.value, "interval": sc.interval, "base": sc.base,
                                       "cap": sc.cap, "refusal_rtt": sc.refusal_rtt, "runs": preset.runs,
                                       "seed": preset.seed}, rule=preset.rule, quiet=True)
                self.resimulate()
                self.views.setCurrentIndex(self.view_keys.index("sweep"))
                self.load_notice.reset()
                self.load_notice.show()
                self.results.hide()  # room for the chart; the three rules are on it
                self.sweep.start()
            else:
                self.load_notice.hide()
                self.results.show()
            self._update_tagline()
        self.statusBar().showMessage(S.LESSON_ACTIONS[key])

    def _leave_page(self) -> None:
        """Stop whatever the page on screen was replaying."""
        self.pause()
        if self.door_lesson is not None:
            self.door_lesson.pause()

    def _update_tagline(self) -> None:
        scenario = self.panel.scenario()
        template = S.LOAD_TAGLINE if self.lesson == "load-vs-waiting" else S.TAGLINE
        text = template.format(agents=f"{scenario.agents:,}", capacity=scenario.capacity,
                               calls=S.plural(scenario.capacity, "call", "calls"))
        extras = self.panel.advanced_summary()
        if extras:  # settings hidden in Advanced still change the crowd: say so
            text += " " + S.ADVANCED_IN_USE.format(what="; ".join(extras))
        self.tagline.setText(text)

    def _play_key(self) -> None:
        if self.lesson == "door" and self.door_lesson is not None:
            self.door_lesson.toggle_play()
        elif self.pages.currentWidget() is self.lab_page:
            self.toggle_play()

    def _reset_key(self) -> None:
        if self.lesson == "door" and self.door_lesson is not None:
            self.door_lesson.again()
        elif self.lesson == "ten-agents" and self.ten_lesson is not None:
            self.ten_lesson.start_again()
        elif self.pages.currentWidget() is self.lab_page:
            self.reset_all()

    # --------------------------------------------------------------- sweep
    def _sweep_settings(self):
        return self.panel.scenario(), self.panel.rule(), self.panel.runs(), self.panel.seed()

    def _save_sweep(self, data: bytes):
        folder = self._folder(QStandardPaths.DocumentsLocation)
        return self._save(S.WHAT_SWEEP, folder / timestamped_name("wallasey-sweep", ".csv"), data)

    # ------------------------------------------------------------ simulating
    def _replay_end(self) -> float:
        """The side-by-side view replays until both of its runs are over."""
        return max(self.run_end, self.partner_end if self.views.key() == "compare" else 0.0)

    def _view_changed(self) -> None:
        """Controls that do nothing for the tab on show are disabled there."""
        key = self.views.key()
        if key == "compare":
            self._show_compare()
        if key == "plots" and self.run is not None:
            # Labels placed while the tab was hidden had no size to go by.
            QTimer.singleShot(0, self, lambda: (self.histogram._place_labels(), self.load_plot._label_cuts()))
        if self.replay.clock.set_end(self._replay_end()):
            self._paint()
        used = key not in ("brooker", "storm")
        self.panel_scroll.setEnabled(used)
        self.panel_note.setVisible(not used)
        # Brooker's experiment has its own clients: the storm's headline and table do not belong there.
        self.headline.setVisible(used)
        self.results.setVisible(used and self.lesson != "load-vs-waiting")
        self._paint_views()

    def resimulate(self) -> int:
        """Ask the worker for the current settings; stale work is superseded."""
        if self.run is not None:
            # Part of a drag until the settings have been still for a moment.
            self.changing = True
            self.settle_timer.start()
        scenario = self.panel.scenario()
        self._update_tagline()
        self.results.waiting()
        self._lab_status(S.STATUS_RUNNING)
        return self.service.request(scenario, self.panel.rule(), self.panel.runs(), self.panel.seed())

    def _lab_status(self, text: str) -> None:
        """The lab's news goes to the status bar only while the lab is on screen."""
        if self.pages.currentWidget() is self.lab_page:
            self.statusBar().showMessage(text)

    def _on_run(self, generation: int, shown: ShownRun) -> None:
        if not self.service.is_current(generation):
            return  # a late answer to old settings: never painted
        same_run = shown.run is self.run and self.painted_generation == generation
        self.shown = shown
        self.run = shown.run
        self.painted_generation = generation
        self.scenario_on_screen = self.panel.scenario()
        if same_run and shown.batch is not None:
            # The run on screen was already the typical one: only the batch's
            # marks are new (no second repaint of the plots mid-drag).
            self.histogram.show_medians({"runs": len(shown.batch.runs), **shown.batch.median})
        else:
            self._show_run(keep_time=self.playing)
        self._update_headline()
        self._lab_status(self._showing(shown.run))

    def _on_partner(self, generation: int, shown: ShownRun) -> None:
        if not self.service.is_current(generation):
            return
        self.partner = shown
        self._update_headline()
        self._show_compare()
        self.replay.clock.set_end(self._replay_end())
        self._paint()

    def _update_headline(self) -> None:
        """The chosen rule against its partner, from the two batches' medians,
        when both are for the settings on screen."""
        shown, partner = self.shown, self.partner
        if shown is None or shown.batch is None or partner is None or partner.batch is None:
            return
        mine, other = shown.batch, partner.batch
        if partner.rule != partner_rule(shown.rule):
            return
        if dataclasses.replace(mine.scenario, jitter=0.0) != dataclasses.replace(other.scenario, jitter=0.0):
            return
        self.headline.setText(headline_text(shown.rule, mine.scenario.jitter, mine.median, partner.rule,
                                            other.median))

    def _settle(self) -> None:
        """Settings stopped changing: the axes fit the runs on screen again."""
        self.changing = False
        if self.run is not None:
            self._show_run(keep_time=self.playing)

    def _showing(self, run: RunResult) -> str:
        shown = self.shown
        if shown is not None and shown.batch is None:
            return S.STATUS_SHOWING_QUICK.format(index=shown.index + 1, runs=shown.runs)
        text = S.STATUS_SHOWING.format(runs=self.panel.runs(), calls=run.calls, refused=run.refused,
                                       last=run.last_served)
        gave_up = int(getattr(run, "gave_up", 0) or 0)
        if gave_up:
            text += " " + S.STATUS_GAVE_UP.format(gave_up=gave_up, agents=len(run.served_us))
        return text

    def _show_run(self, keep_time: bool = False) -> None:
        run = self.run
        if run is None:
            return
        width = self.replay.bar_width()
        self.run_end = run_end(run, width)
        self.axis_end = self._axis(self.axis_end, self.run_end)
        self.load_plot.show_run(run, self.scenario_on_screen.capacity, width, self.axis_end)
        batch = self.shown.batch if self.shown is not None else None
        medians = None if batch is None else {"runs": len(batch.runs), **batch.median}
        self.histogram.show_run(run, self.scenario_on_screen.perfect_coordination, self.axis_end, medians)
        self._show_compare()
        self.replay.clock.set_end(self._replay_end())
        if not keep_time:
            self.replay.clock.to_end()
        self._paint()

    def _axis(self, current: float, wanted: float) -> float:
        """A round time axis for ``wanted`` seconds: it only grows while the
        settings are changing, so the eye follows the data, not the axis."""
        wanted = nice_end(wanted)
        return max(current, wanted) if self.changing else wanted

    def _show_compare(self) -> None:
        if self.run is None or self.views.key() != "compare":
            return  # drawn when its tab is shown: a drag elsewhere does not pay for it
        width = self.replay.bar_width()
        partner = self.partner
        if partner is not None and partner.batch is not None and partner.batch.scenario.agents != len(self.run.served_us):
            partner = None  # made for another crowd: wait for the new one
        self.partner_end = run_end(partner.run, width) if partner is not None else 0.0
        self.compare_end = self._axis(self.compare_end, max(self.run_end, self.partner_end))
        sc = self.scenario_on_screen
        self.compare.show_runs(partner.run if partner else None, partner.rule if partner else "exponential",
                               self.run, self.shown.rule if self.shown else self.run.rule, sc.capacity, width,
                               self.compare_end, jitter=sc.jitter)

    def _on_table(self, generation: int, batches: list[BatchSummary]) -> None:
        if not self.service.is_current(generation):
            return
        self.batches = batches
        self.table_generation = generation
        self.results.fill(batches, self.panel.rule())
        if self.run is not None:
            self._lab_status(self._showing(self.run))

    def _on_progress(self, generation: int, done: int, total: int) -> None:
        if self.service.is_current(generation):
            self.results.progress(done, total)

    def _on_failed(self, generation: int, reason: str) -> None:
        if not self.service.is_current(generation):
            return
        if reason.startswith("budget:"):
            message = S.STATUS_BUDGET
        else:
            message = S.STATUS_ERROR.format(reason=reason)
        self.table_note.setText(message)
        self.statusBar().showMessage(message)

    # -------------------------------------------------------------- replay
    def _paint(self) -> None:
        now, playing = self.now, self.playing
        self.load_plot.set_time(now, playing)
        self.histogram.set_time(now, playing)
        self.replay.show_time()
        self._paint_views()

    def _paint_views(self, force: bool = False) -> None:
        capacity = self.scenario_on_screen.capacity if self.run is not None else 0
        self.views.paint(self.run, self.painted_generation, capacity, self.now, self.end, self.playing, force)

    def toggle_play(self) -> None:
        self.replay.toggle_play()

    def pause(self) -> None:
        self.replay.pause()

    def step(self) -> None:
        self.replay.step()

    # ------------------------------------------------------------ controls
    def reset_all(self) -> None:
        self.replay.reset()
        self.panel.reset()
        self.statusBar().showMessage(S.STATUS_RESET)

    def show_help(self) -> None:
        self.help_dialog = lab_menus.key_list_dialog(self)

    # -------------------------------------------------------------- export
    def _folder(self, kind) -> Path:
        if self.export_root is not None:
            return self.export_root
        base = QStandardPaths.writableLocation(kind) or str(Path.home())
        return Path(base) / "Wallasey Retry Lab"

    def grab_png(self, plots_only: bool = False) -> bytes:
        widget = self.load_plot.widget.parentWidget() if plots_only else self
        image = widget.grab()
        data = QByteArray()
        buf = QBuffer(data)
        buf.open(QIODevice.WriteOnly)
        image.save(buf, "PNG")
        return bytes(data)

    def export_screenshot(self, plots_only: bool = False, choose: bool = False, folder: Path | None = None):
        """Save a PNG; return its path, or None (the reason is in the status bar)."""
        if not self.exports_enabled:
            self.statusBar().showMessage(S.EXPORTS_OFF)
            return None
        name = timestamped_name("wallasey-plots" if plots_only else "wallasey", ".png")
        target = (folder or self._folder(QStandardPaths.PicturesLocation)) / name
        if choose and self.allow_file_dialogs:
            chosen, _ = QFileDialog.getSaveFileName(self, S.EXPORT_CHOOSE, str(target), "PNG (*.png)")
            if not chosen:
                return None
            target = Path(chosen)
            # The dialog asked before replacing; write_new_file still never
            # replaces, so a chosen existing name gets a -2.
        return self._save(S.WHAT_PICTURE, target, self.grab_png(plots_only))

    def export_data(self, folder: Path | None = None):
        """Save the table and the current run's calls as two CSV files
        (columns: core/report.py, the same as `wallasey-sim table --format csv`)."""
        if not self.exports_enabled:
            self.statusBar().showMessage(S.EXPORTS_OFF)
            return None
        current = self.service.generation
        if self.run is None or self.painted_generation != current or self.table_generation != current:
            # Never save the results of settings the window no longer shows.
            self.statusBar().showMessage(S.STATUS_SAVE_FAILED.format(what=S.WHAT_DATA, reason=S.STILL_RUNNING))
            return None
        folder = folder or self._folder(QStandardPaths.DocumentsLocation)
        stem = timestamped_name("wallasey", "")
        table = table_csv(self.batches).encode("utf-8")
        run = self.run

        def calls_csv():
            return csv_chunks(list(CALLS_COLUMNS), call_rows(run))

        first = self._save(S.WHAT_TABLE, folder / f"{stem}-table.csv", table)
        if first is None:
            return None
        target = folder / f"{stem}-calls.csv"
        if run.calls > BACKGROUND_CSV_CALLS:
            if self.calls_save is not None and self.calls_save.running():
                self.statusBar().showMessage(S.STATUS_SAVE_FAILED.format(what=S.WHAT_CALLS, reason=S.SAVE_BUSY))
                return None
            self.calls_save = BackgroundSave(target, calls_csv, run.calls, self.backgroundSaved.emit)
            self.calls_save.start()
            gcowner.keep_until_done(self.calls_save._thread, self)  # its report holds the window
            self.statusBar().showMessage(S.STATUS_SAVING_CALLS.format(calls=run.calls, path=first))
            return first, target
        second = self._save(S.WHAT_CALLS, target, b"".join(calls_csv()))
        if second is None:
            return None
        self.statusBar().showMessage(S.STATUS_SAVED.format(what=S.WHAT_DATA, path=folder))
        return first, second

    def _remove_stale_parts(self) -> None:
        """Hidden part files left by a lab killed while saving are removed
        on the next start (only ones whose process is gone)."""
        if not self.exports_enabled:
            return
        folders = {self._folder(QStandardPaths.DocumentsLocation), self._folder(QStandardPaths.PicturesLocation)}
        for folder in folders:
            remove_stale_parts(folder)

    def _save(self, what: str, target: Path, data: bytes):
        try:
            path = write_new_file(target, data)
        except ExportError as e:
            self.statusBar().showMessage(S.STATUS_SAVE_FAILED.format(what=what, reason=e))
            return None
        self.statusBar().showMessage(S.STATUS_SAVED.format(what=what, path=path))
        return path

    # ------------------------------------------------------------- measure
    def measure_api(self) -> None:
        """Start the polite timing calls on their own thread."""
        if self.measurer.running():
            return
        self.measure_button.setEnabled(False)
        self.cancel_measure_button.show()
        self.measurer.start()
        self._measure_note(S.MEASURE_STARTED.format(where=self.measurer.base_url()))

    def cancel_measure(self) -> None:
        self.measurer.cancel(1.0)
        self._measure_over()
        self.statusBar().showMessage(S.MEASURE_CANCELLED.format(answer=self.panel.sliders["answer_time"].value()))

    def _measure_note(self, text: str) -> None:
        """Progress shown under the answer-time slider (the status bar is
        shared with the simulator) and in the status bar."""
        self.panel.sliders["answer_time"].set_note(text)
        self.statusBar().showMessage(text)

    def _measure_over(self) -> None:
        self.measure_button.setEnabled(True)
        self.cancel_measure_button.hide()
        self.panel.show_answer_note()

    def _on_measure_call(self, index: int, total: int, record) -> None:
        what = S.MEASURE_CALL_OK.format(seconds=record.seconds) if record.ok else S.MEASURE_CALL_FAILED.format(
            error=record.error)
        self._measure_note(S.MEASURE_PROGRESS.format(index=index, total=total, what=what))

    def _on_measure_status(self, text: str) -> None:
        if self.measurer.running():
            self.statusBar().showMessage(text)

    def _on_measure_failed(self, reason: str) -> None:
        self._measure_over()
        self.statusBar().showMessage(S.MEASURE_FAILED.format(reason=reason))

    def _on_measured(self, m) -> None:
        self._measure_over()
        if m.cancelled and not m.succeeded:
            return  # cancel_measure already said so
        from wallasey_lab.dft.measure import describe_failure

        if not m.succeeded:
            self.statusBar().showMessage(describe_failure(m) or S.MEASURE_FAILED.format(reason="no call succeeded"))
            return
        from datetime import datetime

        times = m.ok_seconds
        note = S.MEASURE_NOTE.format(date=datetime.now().strftime("%d %b %Y %H:%M"),
                                     times=", ".join(f"{t:.2f}" for t in times), median=m.median)
        self.panel.set_measured(tuple(times), m.median, note)
        self.statusBar().showMessage(S.MEASURE_DONE.format(count=len(times), total=m.planned_calls, median=m.median,
                                                           low=m.min, high=m.max))


    def finish_saving(self, bound_s: float | None = None) -> bool:
        """Before closing: let a background save finish, showing "Saving…"
        with its progress, for at most ``bound_s`` (or until the person
        chooses to close without it). If it cannot finish, it is stopped
        (no hidden part file is left) and the person is told what was not
        saved. True if nothing was lost."""
        save = self.calls_save
        if save is None or not save.running():
            return True
        bound_s = SAVE_ON_CLOSE_S if bound_s is None else bound_s
        from PySide6.QtCore import QCoreApplication, QElapsedTimer
        from PySide6.QtWidgets import QProgressDialog

        dialog = QProgressDialog(S.SAVING_ON_CLOSE.format(calls=save.calls, name=save.target.name),
                                 S.SAVING_ON_CLOSE_SKIP, 0, 1000, self)
        dialog.setWindowTitle(S.SAVING_ON_CLOSE_TITLE)
        dialog.setWindowModality(Qt.WindowModal)
        dialog.setMinimumDuration(0)
        dialog.show()
        self.saving_dialog = dialog
        clock = QElapsedTimer()
        clock.start()
        while save.running() and not dialog.wasCanceled() and clock.elapsed() < bound_s * 1000:
            dialog.setValue(int(1000 * save.fraction()))
            QCoreApplication.processEvents()
            save.join(0.05)
        dialog.close()
        if not save.running():
            return save.error is None
        save.cancel(2.0)
        self.tell_not_saved(S.NOT_SAVED_ON_CLOSE.format(calls=save.calls, path=save.target))
        return False

    def tell_not_saved(self, text: str) -> None:
        """The one message on closing with data unsaved (a dialog; kiosks have none)."""
        self.not_saved_message = text
        self.statusBar().showMessage(text)
        if self.allow_file_dialogs:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self, S.SAVING_ON_CLOSE_TITLE, text)

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self.finish_saving()
        self.pause()
        if self.persist:
            save_settings(self.panel, self.replay)
        self.measurer.cancel(0.5)
        self.takeaway.shutdown()
        self.brooker.shutdown()
        if self.door_lesson is not None:
            self.door_lesson.pause()
        self.sweep.shutdown(1.0)
        self.service.shutdown(1.0)
        super().closeEvent(event)
