"""The lab window: policy panel on the left, live plots and the results
table on the right. Data flows one way: controls -> scenario -> simulator
(on the worker) -> result -> views.

The window puts its parts together, passes the worker's results on and
switches pages: the lab page's widgets (gui/window/page.py: the replay bar,
the views' tabs, the results table), the run drawn at the replay's time
(gui/window/display.py), the lessons' pages (gui/window/lesson_switcher.py), take-aways
(gui/window/takeaway_menu.py), menus and keys (gui/window/menus.py) and settings
(gui/window/settings.py). The table's CSV columns are core/studies/report.py's,
shared with `wallasey-sim`."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths, QTimer, Signal
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from wallasey_lab.core.engines.results import BatchSummary, CallBudgetExceeded
from wallasey_lab.core.studies.report import CALLS_COLUMNS, call_rows, table_csv
from wallasey_lab.gui.access.charts import install_chart_role
from wallasey_lab.gui.access.watcher import install_access
from wallasey_lab.gui.background import gcowner, warm_imports
from wallasey_lab.gui.background.tasks import in_words
from wallasey_lab.gui.background.worker import ShownRun, SimulationService
from wallasey_lab.gui.files import file_names
from wallasey_lab.gui.files.background_csv import BACKGROUND_CSV_CALLS, DataSaving
from wallasey_lab.gui.files.safe_write import (
    ExportError,
    csv_chunks,
    lab_folder,
    replace_file,
    shown_path,
    timestamped_name,
    write_new_file,
)
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.lessons.class_round import add_class_round_action
from wallasey_lab.gui.lessons.picker import StartScreen
from wallasey_lab.gui.sound.controls import add_sound_menu, sound_label
from wallasey_lab.gui.sound.lesson_sound import LessonSounds
from wallasey_lab.gui.sound.player import ReplaySound
from wallasey_lab.gui.style import scale
from wallasey_lab.gui.views.compare import headline_pending, headline_too_many
from wallasey_lab.gui.views.storm_view import add_storm_tab
from wallasey_lab.gui.views.sweep import SweepPanel
from wallasey_lab.gui.widgets import wheel_guard
from wallasey_lab.gui.widgets.policy_panel import PolicyPanel
from wallasey_lab.gui.widgets.replay_bar import ReplayBar
from wallasey_lab.gui.window import remake
from wallasey_lab.gui.window.display import RunDisplay
from wallasey_lab.gui.window.last_settings import last_session
from wallasey_lab.gui.window.lesson_switcher import LessonHost, LessonSwitcher
from wallasey_lab.gui.window.measure_button import MeasurePanel
from wallasey_lab.gui.window.menus import (
    add_lesson_actions,
    add_shortcuts,
    add_teacher_actions,
    add_view_menu,
    key_list_dialog,
)
from wallasey_lab.gui.window.page import LabPage, PageActions
from wallasey_lab.gui.window.screen_fit import ScreenFit
from wallasey_lab.gui.window.settings import load_settings, save_settings, settings_store
from wallasey_lab.gui.window.status_line import StatusLine
from wallasey_lab.gui.window.tabs import LabViews
from wallasey_lab.gui.window.takeaway_menu import LabTakeaways, TakeawayHost


class LabWindow(QMainWindow):
    backgroundSaved = Signal(str)  # a status-bar message from a background save
    # This window was made again as the one given (View > High contrast): whoever holds it holds that now.
    madeAgain = Signal(QMainWindow)

    # Kiosk mode narrows these: no file dialogs, exports to one folder or none.
    allow_file_dialogs = True
    export_root: Path | None = None  # None: the user's Pictures / Documents
    exports_enabled = True
    # The desktop window opens at the user's saved size (or the screen's);
    # the kiosk has set the scale for its screen already.
    applies_saved_scale = True

    def __init__(self, *, persist: bool = True, interactive_plots: bool = True, menus: bool | None = None):
        super().__init__()
        self.setStatusBar(StatusLine(self))  # a sentence too long for its line ends in "..." (whole in its tooltip)
        # Before any control exists: a screen reader may ask for one's interface as it is made.
        install_chart_role()
        # The wheel scrolls pages; it changes a setting only in the control with the focus;
        # Enter presses a focused button, as Space does (the lab and the kiosk).
        wheel_guard.install()
        self._make_parts(persist, interactive_plots, menus)

    def _make_parts(self, persist: bool, interactive_plots: bool, menus: bool | None) -> None:
        """The window's pages, menus and services (``__init__``)."""
        # Cycles holding Qt objects are collected here, never on a worker thread.
        gcowner.own_collection()
        self.destroyed.connect(gcowner.collect_soon)  # its cycles go while its workers are stopped
        self.setWindowTitle(S.WINDOW_TITLE)
        self.persist = persist
        self.interactive_plots = interactive_plots
        # Kiosk windows (plots not interactive) have no menu bar: the start
        # screen's buttons and the 'All lessons' buttons do its work.
        self.menus = interactive_plots if menus is None else menus
        self.service = SimulationService(self)
        self.saving = DataSaving(self)  # the calls CSV of a big run, written in the background
        self.batches: list[BatchSummary] = []
        self.painted_generation = 0  # generation of the run now on screen
        self.table_generation = 0  # generation of the table now on screen

        # The lab page's parts are reached through it (window.lab_page.load_plot);
        # the few the window and its callers work with all the time are properties below.
        self.lab_page = LabPage(PageActions(
            reset_all=self.reset_all, last_settings=self.last_settings, export_screenshot=self.export_screenshot,
            export_data=self.export_data, save_slide=lambda: self.takeaway.save_slide(),
            measure_api=self.measure_api, cancel_measure=self.cancel_measure, show_help=self.show_help,
            show_start=self.show_start, save_sweep=lambda data: self.takeaway.save_sweep(data),
            has_run=lambda: self.run is not None),
            interactive_plots, exports=self.exports_enabled)
        page = self.lab_page
        self.display = RunDisplay(page, self, latest=lambda: self.service.generation)
        self.service.watch_paints(page.load_plot.widget, page.histogram.widget)
        if interactive_plots:  # the Real storm tab (gui/views/storm_view.py): free play, never the kiosk
            self.storm = add_storm_tab(self.views, self)
        self.views.currentChanged.connect(lambda _i: self._view_changed())
        self.start_screen = StartScreen()
        self.start_screen.chosen.connect(self.show_lesson)
        self.pages = QStackedWidget()
        self.pages.addWidget(page)
        self.pages.addWidget(self.start_screen)
        self.setCentralWidget(self.pages)
        page.set_tab_order()  # in the window's focus chain now
        self.lessons = LessonSwitcher(LessonHost(
            pages=self.pages, start_screen=self.start_screen, lab_page=page, service=self.service,
            interactive=interactive_plots, is_visible=self.isVisible, say=self._say, hold=self._hold_status,
            clear_status=lambda: self.statusBar().clearMessage(), resimulate=self.resimulate,
            reset_all=self.reset_all, show_start=self.show_start,
            wire_takeaway=lambda header: self.takeaway.wire(header)), self)
        self.lesson_actions, lessons_menu = add_lesson_actions(self, self.show_start, self.show_lesson, self.menus)
        self.scale_control, view_menu = add_view_menu(self, page.panel_scroll, persist=persist, with_menu=self.menus,
                                                      apply_saved_scale=self.applies_saved_scale,
                                                      switch_profile=self.switch_contrast)
        # The replay heard (gui/sound): off when the lab opens; View > Hear the calls, or the kiosk's staff.
        self.sound = ReplaySound(self.replay, parent=self)
        # The door lesson's own replay heard too, with the same switch (gui/sound/lesson_sound.py).
        self.lesson_sounds = LessonSounds(self.sound, self.pages, lambda lesson: lesson.scenario().capacity, self)
        self.sound_label = sound_label(kiosk=not self.menus)
        page.replay.row.addWidget(self.sound_label)  # after the clock (the row wraps, no stretch)
        if self.menus:
            self.lessons_menu, self.view_menu = lessons_menu, view_menu
            self.sound_actions = add_sound_menu(view_menu, self.sound, self.sound_label, self._say)
            # Lessons > Start a class round…: the class's own devices at the lab's door.
            self.class_round = add_class_round_action(self, lessons_menu)
        # The window on the screen it opens on; every zoom step fits that screen (gui/window/screen_fit.py).
        self.screen_fit = ScreenFit(self, settings_store if persist else None, self._say)
        self.scale_control.fit = self.screen_fit
        self.screen_fit.lab_zoom = self.scale_control.lab_default
        # A new zoom lays the top row out for it before the screen keeper measures the window.
        scale.follow(self, lambda: self.lab_page.top.fit_width(self.width()))
        # A lesson's page, made the first time it is shown, may need more room than the zoom leaves.
        self.pages.currentChanged.connect(lambda _i: QTimer.singleShot(0, self, self.screen_fit.check))
        self.takeaway = LabTakeaways(TakeawayHost(
            parent=self, exports=self.exports_enabled, file_dialogs=self.allow_file_dialogs, say=self._say,
            folder=self.folder, save=self._save, lessons=self.lessons, display=self.display, lab_page=page,
            settings=settings_store if persist else None))
        if self.menus and self.exports_enabled:
            self.takeaway.add_menu(self.menuBar())
            # Save data saves the table; every call of the run is an export of its own (one press, one file).
            calls = self.takeaway.menu.addAction(S.TAKEAWAY_CALLS)
            calls.setToolTip(S.TAKEAWAY_CALLS_TIP)
            calls.triggered.connect(lambda: self.export_calls())
        self.notes_window = None  # Lessons > Teachers' notes, made when first opened
        if self.menus:
            self.teacher_actions = add_teacher_actions(
                self.lessons_menu, self.show_teachers_notes,
                lambda answers: self.takeaway.save_worksheet(answers, choose=True),
                lambda: self.lesson in S.WORKSHEETS, self.exports_enabled)
        self.statusBar().showMessage(S.STATUS_READY)

        self.service.runReady.connect(self._on_run)
        self.service.partnerReady.connect(self._on_partner)
        self.service.tableReady.connect(self._on_table)
        self.service.progress.connect(self._on_progress)
        self.service.failed.connect(self._on_failed)
        self.panel.dragging.connect(self.display.drag)
        self.service.workerRestarted.connect(self._on_simulator_restarted)
        self.panel.changed.connect(self.resimulate)
        self.panel.changed.connect(self.sweep.settings_changed)
        self.backgroundSaved.connect(self.statusBar().showMessage)
        self.measuring = MeasurePanel(page, self._say, self)
        self.measurer = self.measuring.service
        add_shortcuts(self, self.replay, self.views, play=self.lessons.play_key, speed=self.lessons.speed_key,
                      reset=self.lessons.reset_key,
                      save_picture=lambda: self.export_screenshot(choose=True), save_data=lambda: self.export_data(choose=True),
                      measure=self.measure_api, show_help=self.show_help)
        # Screen readers: charts described, controls named, a settled run announced, F2 the summary.
        self.access = install_access(self)

        if persist:
            load_settings(self.panel, self.replay)
            # Free play, opened, begins from the story if these are not its (gui/window/last_settings.py).
            self.lessons.last_session = last_session(self.panel)
        self._remove_stale_parts()
        if self.screen_fit.active:
            self.screen_fit.open()
            self.screen_fit.fit_opening()
        else:
            self.resize(1280, 800)  # a picture's or a test's window, on no real screen
        self.resimulate()

    # The lab page's parts the window, the app, the kiosk and the tests work with all the time.
    @property
    def panel(self) -> PolicyPanel:
        """The settings: the retry rule and the sliders."""
        return self.lab_page.panel

    @property
    def replay(self) -> ReplayBar:
        """The replay bar and its clock."""
        return self.lab_page.replay

    @property
    def views(self) -> LabViews:
        """The views' tabs."""
        return self.lab_page.views

    @property
    def sweep(self) -> SweepPanel:
        """Load against waiting (its lesson and ``wallasey --lesson`` start it)."""
        return self.lab_page.sweep

    # Which page and lesson are on screen (gui/window/lesson_switcher.py keeps them).
    lesson = property(lambda self: self.lessons.lesson)  # START, a lesson key or FREE_PLAY
    door_lesson = property(lambda self: self.lessons.door_lesson)  # made the first time it is shown
    ten_lesson = property(lambda self: self.lessons.ten_lesson)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self.lab_page.top.fit_width(event.size().width())
        super().resizeEvent(event)
        if hasattr(self, "screen_fit"):
            self.screen_fit.resized()  # nothing a page shows may push the window past its screen

    # ------------------------------------------------------------- lessons
    def show_start(self) -> None:
        self.lessons.show_start()

    def show_lesson(self, key: str) -> None:
        self.lessons.show_lesson(key)
        # Load against waiting stays on the lab page (no page change to check on), yet its
        # 'Try this' makes the page taller: a zoom that no longer fits is stepped down, saying so.
        QTimer.singleShot(0, self, self.screen_fit.check)

    def switch_contrast(self, name: str):
        """View > High contrast: this window made again in the profile ``name``'s colours, at once and
        with the class's work (gui/window/remake.py); this one is let go of. Returns the new window."""
        return remake.switch_contrast(self, name)

    def leave_page(self) -> None:
        """Stop whatever the page on screen was replaying."""
        self.lessons.leave_page()

    # ------------------------------------------------------------ simulating
    # The run on screen (gui/window/display.py draws it) and the replay's clock.
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
        page = self.lab_page
        page.panel_scroll.setEnabled(used)
        self.replay.set_available(used)  # Brooker's study and the real storm have nothing to replay
        # Brooker's experiment has its own clients: the storm's headline and table do not belong there.
        # Its place says why the panel is greyed out, so the tabs and the panel never move.
        page.headline.show_instead(None if used else S.CONTROLS_NOT_USED)
        page.results.setVisible(used and self.table_shown())
        # The crowd's note explains its counters against the table below, or your points where there is none.
        self.views.crowd.set_table_shown(self.table_shown())
        self.views.compare.set_table_shown(self.table_shown())

    def table_shown(self) -> bool:
        """The load-against-waiting lesson has no results table (its chart is the sweep): its words never name one."""
        return self.lesson != "load-vs-waiting"

    def resimulate(self) -> int:
        """Ask the worker for the current settings; stale work is superseded."""
        self.display.settings_changing()
        scenario = self.panel.scenario()
        # The headline names the settings on the panel at once; its figures follow with their batch.
        self.lab_page.headline.setText(headline_pending(self.panel.rule(), scenario.jitter))
        self.lab_page.show_tagline(self.lesson)
        self.lab_page.results.waiting()
        self._lab_status(S.STATUS_RUNNING)
        return self.service.request(scenario, self.panel.rule(), self.panel.runs(), self.panel.seed())

    def _say(self, text: str) -> None:
        self.statusBar().showMessage(text)

    def _lab_status(self, text: str) -> None:
        """The lab's news goes to the status bar only while the lab is on screen. While a sentence is held
        (the restarted simulator's), the newest news waits and is shown once the sentence's time ends: dropped,
        the old sentence stayed under figures that had moved on."""
        if not self.lessons.lab_on_screen():
            return
        if self._status_hold is not None and self._status_hold.isActive():
            self._held_news = text
            return
        self.statusBar().showMessage(text)

    # The sentence about a restarted simulator stays this long before the lab's news replaces it.
    RESTART_NOTICE_S = 8.0
    _status_hold: QTimer | None = None
    _held_news: str | None = None

    def _hold_status(self, sentence: str) -> None:
        """``sentence`` on the status bar for RESTART_NOTICE_S; the lab's news meanwhile waits (_lab_status)."""
        self.statusBar().showMessage(sentence)
        if self._status_hold is None:
            self._status_hold = QTimer(self)
            self._status_hold.setSingleShot(True)
            self._status_hold.timeout.connect(self._status_hold_ended)
        self._status_hold.start(int(self.RESTART_NOTICE_S * 1000))

    def _status_hold_ended(self) -> None:
        """The held sentence's time is up: the newest news that waited, if any."""
        news, self._held_news = self._held_news, None
        if news is not None:
            self._lab_status(news)

    def _on_simulator_restarted(self, sentence: str) -> None:
        """The simulator process died and another took over: one sentence, which stays a moment."""
        self._hold_status(sentence)

    def _show_headline(self) -> None:
        text = self.display.headline()
        if text is not None:
            self.lab_page.headline.setText(text)

    def _on_run(self, generation: int, shown: ShownRun) -> None:
        if not self.service.is_current(generation):
            return  # a late answer to old settings: never painted
        self.painted_generation = generation
        self.display.show(generation, shown, self.panel.scenario())
        self.sound.set_run(self.display.run, self.display.scenario.capacity)
        self._show_headline()
        self._lab_status(self.display.status(self.panel.runs(), table=self.table_shown()))
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
        self.lab_page.results.fill(batches, self.panel.rule())
        if self.run is not None:
            self._lab_status(self.display.status(self.panel.runs(), table=self.table_shown()))

    def _on_progress(self, generation: int, rule: str, done: int, total: int) -> None:
        if self.service.is_current(generation):
            self.lab_page.results.progress(rule, done, total)

    def _on_failed(self, generation: int, error: Exception) -> None:
        if not self.service.is_current(generation):
            return
        if isinstance(error, CallBudgetExceeded):
            message = S.STATUS_BUDGET
            self.lab_page.headline.setText(headline_too_many(self.panel.rule(), self.panel.scenario().jitter))
        else:
            message = S.STATUS_ERROR.format(reason=in_words(error, self.service.EXPECTED))
        self.lab_page.table_note.setText(message)
        self.statusBar().showMessage(message)

    def pause(self) -> None:
        self.replay.pause()

    # ------------------------------------------------------------ controls
    def reset_all(self) -> None:
        """Everything a pupil changed back to the start, as PhET's Reset All: the settings, the
        replay, their own points on the sweep chart (they stayed) and what 'What to notice' counted of them,
        a sweep made for other settings (run again for these) and any plot zoomed by hand."""
        import pyqtgraph as pg

        from wallasey_lab.gui.views.lab_view import LabViewBox

        self.replay.reset()
        self.panel.reset()
        self.sweep.clear_mine()
        self.sweep.follow_reset()
        # Load against waiting's 'What to notice' counted the points just cleared (and stayed open with
        # its answers for the next pupil): it starts again, as the lesson does.
        self.lab_page.load_notice.reset()
        for plot in self.lab_page.findChildren(pg.PlotWidget):
            box = plot.getViewBox()
            if isinstance(box, LabViewBox) and any(box.moved):
                box.back_to_lab()
        self.statusBar().showMessage(S.STATUS_RESET)

    def last_settings(self) -> None:
        """The last session's settings back, once (free play began from the story's instead)."""
        self.lessons.put_back_last_session()

    def show_help(self) -> None:
        self.help_dialog = key_list_dialog(self, door=self.lesson == "door")

    def show_teachers_notes(self):
        """The teachers' notes in a window beside the lab (gui/window/notes_window.py)."""
        from wallasey_lab.gui.window.notes_window import NotesWindow

        if self.notes_window is None:
            self.notes_window = NotesWindow(self)
            self.notes_window.show()
            self.notes_window.show_part(self.lesson)  # first opened: at the lesson on screen
        self.notes_window.show()
        self.notes_window.raise_()
        self.notes_window.activateWindow()
        return self.notes_window

    # -------------------------------------------------------------- export
    def folder(self, kind) -> Path:
        """Where exports of ``kind`` (a QStandardPaths location) go."""
        if self.export_root is not None:
            return self.export_root
        base = QStandardPaths.writableLocation(kind) or str(Path.home())
        return lab_folder(Path(base) / "Wallasey Retry Lab")  # made by the first save into it

    def grab_png(self, plots_only: bool = False) -> bytes:
        return self.takeaway.grab_png(plots_only)

    def export_screenshot(self, plots_only: bool = False, choose: bool = False, folder: Path | None = None):
        """Save a PNG; return its path, or None (the reason is in the status bar)."""
        return self.takeaway.export_screenshot(plots_only, choose, folder)

    def export_data(self, folder: Path | None = None, choose: bool = False):
        """Save the table and the current run's calls as CSV (columns: core/studies/report.py, the same
        as `wallasey-sim table --format csv`). ``choose`` (a person's press, in a window with file
        dialogs): Save as asks where, and one press saves one file, the table (every call has its own
        Take away entry, ``export_calls``); else the table and the calls, two new files in ``folder``."""
        if not self.exports_enabled:
            self.statusBar().showMessage(S.EXPORTS_OFF)
            return None
        if self.lessons.lesson == "ten-agents" and self.ten_lesson is not None:  # Ctrl+E: the page's own figures
            return self.takeaway.save_lesson_data(folder, choose)
        if not self._data_on_screen():
            return None
        table = table_csv(self.batches).encode("utf-8")
        if self.takeaway.asks(choose, folder):
            chosen = self.takeaway.ask(S.SAVE_AS["data"], QStandardPaths.DocumentsLocation,
                                       self.takeaway.page_stem(), "csv")
            return None if chosen is None else self._save(S.WHAT_TABLE, chosen.path, table, replace=chosen.replace)
        folder = folder or self.folder(QStandardPaths.DocumentsLocation)
        stem = timestamped_name(file_names.stem("lab"), "")  # the two files' names in the person's language
        first = self._save(S.WHAT_TABLE, folder / f"{stem}-{file_names.stem('table')}.csv", table)
        if first is None:
            return None
        second = self._save_calls(folder / f"{stem}-{file_names.stem('calls')}.csv", first)
        if second is None or isinstance(second, tuple):
            return second
        # Each file by its name (the folder alone left the person to guess which files were new).
        self.statusBar().showMessage(S.STATUS_SAVED_TABLE_AND_CALLS.format(table_path=shown_path(first),
                                                                           calls_path=shown_path(second)))
        return first, second

    def export_calls(self, target: Path | None = None):
        """Every call of the run on screen as one CSV: Save as asks where (``target``: there, unasked)."""
        if not self.exports_enabled:
            self.statusBar().showMessage(S.EXPORTS_OFF)
            return None
        if not self._data_on_screen():
            return None
        if target is None:
            if not self.allow_file_dialogs:
                name = timestamped_name(file_names.stem("lab", "calls"), ".csv")
                target = self.folder(QStandardPaths.DocumentsLocation) / name
            else:
                chosen = self.takeaway.ask(S.SAVE_AS["calls"], QStandardPaths.DocumentsLocation,
                                           self.takeaway.page_stem(after=("calls",)), "csv", replacing=False)
                if chosen is None:
                    return None
                target = chosen.path
        return self._save_calls(target, None)

    def _data_on_screen(self) -> bool:
        current = self.service.generation
        if self.run is None or self.painted_generation != current or self.table_generation != current:
            # Never save the results of settings the window no longer shows.
            self.statusBar().showMessage(S.STATUS_SAVE_FAILED.format(what=S.WHAT_DATA, reason=S.STILL_RUNNING))
            return False
        return True

    def _save_calls(self, target: Path, table: Path | None):
        """The run's calls to ``target`` (a new file), in the background when they are many."""
        run = self.run

        def calls_csv():
            return csv_chunks(list(CALLS_COLUMNS), call_rows(run))

        if run.calls > BACKGROUND_CSV_CALLS:
            return self.saving.start_calls(target, calls_csv, run.calls, table)
        return self._save(S.WHAT_CALLS, target, b"".join(calls_csv()), table=table)

    def _remove_stale_parts(self) -> None:
        self.saving.remove_stale_parts()  # gui/files/background_csv.py

    def _save(self, what: str, target: Path, data: bytes, replace: bool = False, table: Path | None = None):
        """Write a new file (never over another), or, with ``replace``, the
        file the person said to replace in Save as: whole or not at all. ``table``: the table
        saved just before these calls, named too if they cannot be saved."""
        try:
            path = replace_file(target, data) if replace else write_new_file(target, data)
        except ExportError as e:
            self.statusBar().showMessage(
                S.STATUS_SAVE_FAILED.format(what=what, reason=e.said(S)) if table is None else
                S.STATUS_SAVED_TABLE_NOT_CALLS.format(table_path=shown_path(table), reason=e.said(S)))
            return None
        # One line, as every refusal: a folder named with a line break is shown escaped ('a\nb/x.png')
        self.statusBar().showMessage(S.STATUS_SAVED.format(what=what, path=shown_path(path)))
        return path

    # ------------------------------------------------------------- measure
    def measure_api(self) -> None:
        """Start the polite timing calls (gui/window/measure_button.py)."""
        self.measuring.start()

    def cancel_measure(self) -> None:
        self.measuring.cancel()

    def finish_saving(self, bound_s: float | None = None) -> bool:
        """Before closing: let a background save finish (gui/files/background_csv.py); True if nothing was lost."""
        return self.saving.finish(bound_s)

    def tell_not_saved(self, text: str) -> None:
        self.saving.tell_not_saved(text)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.lessons.start_warm_up()
        QTimer.singleShot(warm_imports.AFTER_SHOW_MS, warm_imports.start)  # after the first frame
        if not event.spontaneous():
            self.screen_fit.shown()
            QTimer.singleShot(0, self, self.screen_fit.check)  # a remembered zoom the screen cannot take

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self.lessons.warm_up_timer.stop()
        self.finish_saving()
        self.pause()
        if self.persist:
            save_settings(self.panel, self.replay)
            self.screen_fit.save()
        self.measuring.shutdown(0.5)
        self.sound.close()
        unfinished = self.takeaway.unfinished_animation()
        self.takeaway.shutdown()
        if unfinished is not None:
            self.saving.animation_not_saved(unfinished)
        self.lab_page.brooker.shutdown()
        if self.door_lesson is not None:
            self.door_lesson.pause()
        self.sweep.shutdown(1.0)
        self.service.shutdown(1.0)
        super().closeEvent(event)
