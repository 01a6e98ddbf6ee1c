"""The lab window: policy panel on the left, live plots and the results
table on the right. Data flows one way: controls -> scenario -> simulator
(on the worker) -> result -> views.

The window puts its parts together, passes the worker's results on and
switches pages: the lab page's widgets (gui/lab_page.py: the replay bar,
the views' tabs, the results table), the run drawn at the replay's time
(gui/lab_display.py), the lessons' pages (gui/lab_lessons.py), take-aways
(gui/lab_takeaway.py), menus and keys (gui/lab_menus.py) and settings
(gui/lab_settings.py). The table's CSV columns are core/report.py's,
shared with `wallasey-sim`."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QStandardPaths, Qt, Signal
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from wallasey_lab.core.engine import BatchSummary
from wallasey_lab.core.report import CALLS_COLUMNS, call_rows, table_csv
from wallasey_lab.gui import gcowner, lab_menus
from wallasey_lab.gui.export import ExportError, csv_chunks, remove_stale_parts, timestamped_name, write_new_file
from wallasey_lab.gui.lab_display import RunDisplay
from wallasey_lab.gui.lab_lessons import LessonSwitcher
from wallasey_lab.gui.lab_page import PARTS as PAGE_PARTS
from wallasey_lab.gui.lab_page import LabPage
from wallasey_lab.gui.lab_settings import load_settings, save_settings
from wallasey_lab.gui.lab_takeaway import LabTakeaways
from wallasey_lab.gui.lessons import FREE_PLAY
from wallasey_lab.gui.lessons.picker import StartScreen
from wallasey_lab.gui.measuring import MeasureService
from wallasey_lab.gui.storm_view import add_storm_tab
from wallasey_lab.gui.worker import ShownRun, SimulationService
from wallasey_lab.resources import strings as S

# Runs with more calls than this write their calls CSV on a worker thread:
# formatting 3 million rows takes seconds, and the window must not freeze.
BACKGROUND_CSV_CALLS = 300_000


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
        self.batches: list[BatchSummary] = []
        self.painted_generation = 0  # generation of the run now on screen
        self.table_generation = 0  # generation of the table now on screen

        self.lab_page = LabPage(self, interactive_plots, self.exports_enabled)
        for name in PAGE_PARTS:
            setattr(self, name, getattr(self.lab_page, name))
        self.display = RunDisplay(self.lab_page, self)
        self.service.watch_paints(self.load_plot.widget, self.histogram.widget)
        if interactive_plots:  # the Real storm tab (gui/storm_view.py): free play, never the kiosk
            self.storm = add_storm_tab(self)
        self.views.currentChanged.connect(lambda _i: self._view_changed())
        self.lessons = LessonSwitcher(self)
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

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self.top.fit_width(event.size().width())
        super().resizeEvent(event)

    # ------------------------------------------------------------- lessons
    def show_start(self) -> None:
        self.lessons.show_start()

    def show_lesson(self, key: str) -> None:
        self.lessons.show_lesson(key)

    def _leave_page(self) -> None:
        """Stop whatever the page on screen was replaying."""
        self.pause()
        if self.door_lesson is not None:
            self.door_lesson.pause()

    # ------------------------------------------------------------ simulating
    # The run on screen (gui/lab_display.py draws it) and the replay's clock.
    run = property(lambda self: self.display.run)
    shown = property(lambda self: self.display.shown)
    partner = property(lambda self: self.display.partner)
    scenario_on_screen = property(lambda self: self.display.scenario)
    now = property(lambda self: self.replay.clock.now)
    end = property(lambda self: self.replay.clock.end)
    playing = property(lambda self: self.replay.clock.playing)
    view_keys = property(lambda self: self.views.keys)

    def _view_changed(self) -> None:
        """Controls that do nothing for the tab on show are disabled there."""
        self.display.view_changed()
        used = self.views.key() not in ("brooker", "storm")
        self.panel_scroll.setEnabled(used)
        self.panel_note.setVisible(not used)
        # Brooker's experiment has its own clients: the storm's headline and table do not belong there.
        self.headline.setVisible(used)
        self.results.setVisible(used and self.lesson != "load-vs-waiting")

    def resimulate(self) -> int:
        """Ask the worker for the current settings; stale work is superseded."""
        self.display.settings_changing()
        scenario = self.panel.scenario()
        self.lab_page.show_tagline(self.lesson)
        self.results.waiting()
        self._lab_status(S.STATUS_RUNNING)
        return self.service.request(scenario, self.panel.rule(), self.panel.runs(), self.panel.seed())

    def _lab_status(self, text: str) -> None:
        """The lab's news goes to the status bar only while the lab is on screen."""
        if self.pages.currentWidget() is self.lab_page:
            self.statusBar().showMessage(text)

    def _show_headline(self) -> None:
        text = self.display.headline()
        if text is not None:
            self.headline.setText(text)

    def _on_run(self, generation: int, shown: ShownRun) -> None:
        if not self.service.is_current(generation):
            return  # a late answer to old settings: never painted
        self.painted_generation = generation
        self.display.show(generation, shown, self.panel.scenario())
        self._show_headline()
        self._lab_status(self.display.status(self.panel.runs()))
        self.service.shown(generation)  # the batch starts once the plots have painted this run

    def _on_partner(self, generation: int, shown: ShownRun) -> None:
        if not self.service.is_current(generation):
            return
        self.display.show_partner(shown)
        self._show_headline()

    def _on_table(self, generation: int, batches: list[BatchSummary]) -> None:
        if not self.service.is_current(generation):
            return
        self.batches = batches
        self.table_generation = generation
        self.results.fill(batches, self.panel.rule())
        if self.run is not None:
            self._lab_status(self.display.status(self.panel.runs()))

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

    def _paint(self) -> None:
        self.display.paint()

    def pause(self) -> None:
        self.replay.pause()

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
        return self.takeaway.grab_png(plots_only)

    def export_screenshot(self, plots_only: bool = False, choose: bool = False, folder: Path | None = None):
        """Save a PNG; return its path, or None (the reason is in the status bar)."""
        return self.takeaway.export_screenshot(plots_only, choose, folder)

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
