"""The lab window: policy panel on the left, live plots and the results
table on the right. Data flows one way: controls -> scenario -> simulator
(on the worker) -> result -> views."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSettings, QStandardPaths, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QColor, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from wallasey_lab.core.analysis import nice_end
from wallasey_lab.core.engine import BatchSummary, CallBudgetExceeded, RunResult
from wallasey_lab.core.presets import PRESETS as LIBRARY_PRESETS
from wallasey_lab.core.rules import RULES, STORY_RULES
from wallasey_lab.gui import gcowner, palette, scale
from wallasey_lab.gui.brooker_view import BrookerView
from wallasey_lab.gui.compare import CompareView, headline_text
from wallasey_lab.gui.controls import CHOICES, PolicyPanel
from wallasey_lab.gui.crowd import CrowdPanel
from wallasey_lab.gui.export import ExportError, csv_bytes, csv_chunks, timestamped_name, write_new_file
from wallasey_lab.gui.lessons import FREE_PLAY, LESSON_KEYS, LESSON_SHORTCUTS, PRESETS, START
from wallasey_lab.gui.lessons.common import NoticePanel
from wallasey_lab.gui.lessons.picker import StartScreen
from wallasey_lab.gui.measure_panel import MeasurePanel
from wallasey_lab.gui.plots import LoadPlot, ServeHistogram
from wallasey_lab.gui.saving import BACKGROUND_CSV_CALLS, DataSaving
from wallasey_lab.gui.storm_view import add_storm_tab
from wallasey_lab.gui.sweep import SweepPanel
from wallasey_lab.gui.tasks import in_words
from wallasey_lab.gui.timeline import AgentTimeline
from wallasey_lab.gui.worker import ShownRun, SimulationService, partner_rule
from wallasey_lab.resources import strings as S

LOAD_BINS = {"0.1 s": 0.1, "0.5 s": 0.5, "1 s": 1.0}
FRAME_MS = 33
# A change within this long of the last one is part of a drag: the time
# axes only grow meanwhile, and settle on the new runs once changes stop.
SETTLE_MS = 700
# Narrower than this, the tagline and the action buttons take a row each.
WIDE_TOP = 1300


def settings_store() -> QSettings:
    """The user's settings; WALLASEY_SETTINGS_FILE points tests at a file."""
    path = os.environ.get("WALLASEY_SETTINGS_FILE")
    if path:
        return QSettings(path, QSettings.IniFormat)
    return QSettings("Wallasey", "Retry Lab")


def run_end(run: RunResult, width: float) -> float:
    """When a run's replay ends: its last call's bar, or its last answer."""
    last_call = float(run.call_times[-1]) if run.call_times is not None and len(run.call_times) else 0.0
    last = run.last_served if run.last_served == run.last_served else 0.0
    return max(last_call + width, last) * 1.02


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
        self.saving = DataSaving(self)  # the calls CSV of a big run, written in the background
        self.run: RunResult | None = None
        self.shown: ShownRun | None = None  # the chosen rule's run on screen, and the batch it came from
        self.partner: ShownRun | None = None  # the compare view's other rule
        self.run_end = 1.0  # when the chosen run's replay ends
        self.partner_end = 0.0  # when the side-by-side view's other run's replay ends
        self.axis_end = 0.0  # the plots' time axis (stable during a drag)
        self.compare_end = 0.0
        self.changing = False  # True while settings keep changing (a drag)
        self.batches: list[BatchSummary] = []
        self.painted_generation = 0  # generation of the run now on screen
        self.table_generation = 0  # generation of the table now on screen
        self.now = 0.0
        self.end = 1.0
        self.playing = False

        self.panel = PolicyPanel()
        scroll = QScrollArea()
        scroll.setWidget(self.panel)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        # Room for the panel and its scroll bar, whatever the font size and style.
        for child in self.panel.findChildren(QWidget):
            child.ensurePolished()
        self.panel.ensurePolished()
        scroll.setMinimumWidth(self.panel.sizeHint().width() + self.style().pixelMetric(
            QStyle.PM_ScrollBarExtent) + 2 * scroll.frameWidth() + 4)

        self.tagline = QLabel()
        self.tagline.setWordWrap(True)
        self.headline = QLabel(S.HEADLINE_WAITING)
        self.headline.setWordWrap(True)
        self.headline.setAccessibleName("headline")
        self._style_top_text()
        scale.follow(self, self._style_top_text)
        # Shown instead of the settings' effect on tabs they do not change.
        self.panel_note = QLabel(S.CONTROLS_NOT_USED)
        self.panel_note.setWordWrap(True)
        self.panel_note.setStyleSheet(f"color: {palette.GREY}; padding: 4px;")
        self.panel_note.hide()

        self.load_plot = LoadPlot(interactive_plots)
        self.histogram = ServeHistogram(interactive_plots)
        self._build_controls()
        self._build_table()

        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(4, 4, 4, 4)
        self.actions_widget = QWidget()
        self.actions_widget.setLayout(self.actions_row)
        self.actions_row.setContentsMargins(0, 0, 0, 0)
        self.top_grid = QGridLayout()
        self.top_grid.setContentsMargins(0, 0, 0, 0)
        self.top_wide: bool | None = None
        rl.addLayout(self.top_grid)
        rl.addLayout(self.controls_row)
        rl.addWidget(self.headline)
        plots = QSplitter(Qt.Vertical)
        plots.addWidget(self.load_plot.widget)
        plots.addWidget(self.histogram.widget)
        plots.setStretchFactor(0, 3)
        plots.setStretchFactor(1, 2)
        self.load_plot.widget.setMinimumHeight(scale.px(200))
        self.histogram.widget.setMinimumHeight(scale.px(150))
        plots.setChildrenCollapsible(False)
        self._build_views(plots, interactive_plots)
        body = self.body_splitter = QSplitter(Qt.Vertical)
        body.addWidget(self.views)
        body.addWidget(self.table_box)
        body.setStretchFactor(0, 1)
        body.setStretchFactor(1, 0)
        body.setChildrenCollapsible(False)
        rl.addWidget(body, 1)

        left = QWidget()
        ll = self.left_layout = QVBoxLayout(left)
        ll.setContentsMargins(4, 4, 0, 0)
        ll.addWidget(self.panel_note)
        ll.addWidget(scroll, 1)
        self._arrange_top(True)
        self.panel_scroll = scroll
        split = QSplitter(Qt.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)
        self.lab_page = split
        self.start_screen = StartScreen()
        self.start_screen.chosen.connect(self.show_lesson)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.lab_page)
        self.pages.addWidget(self.start_screen)
        self.setCentralWidget(self.pages)
        self._build_lesson_actions()
        self._build_view_menu(persist)
        self.statusBar().showMessage(S.STATUS_READY)

        self.timer = QTimer(self)
        self.timer.setInterval(FRAME_MS)
        self.timer.timeout.connect(self._tick)
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
        self.measuring = MeasurePanel(self)
        self.measurer = self.measuring.service
        self._shortcuts()

        if persist:
            self.load_settings()
        self._remove_stale_parts()
        self.resize(1280, 800)
        self.resimulate()

    # ------------------------------------------------------------- building
    def _style_top_text(self) -> None:
        f = QFont(self.font())
        f.setPointSizeF(scale.base_point_size() * scale.scale() * 1.1)
        self.tagline.setFont(f)
        h = QFont(self.font())
        h.setPointSizeF(scale.base_point_size() * scale.scale() * 1.3)
        h.setBold(True)
        self.headline.setFont(h)

    def _arrange_top(self, wide: bool) -> None:
        """Tagline and action buttons side by side on a wide window; on a
        narrow one each takes a row, so the tagline is never squeezed into
        a column."""
        if wide == self.top_wide:
            return
        self.top_wide = wide
        self.top_grid.removeWidget(self.actions_widget)
        if self.tagline.parentWidget() is not None:
            self.tagline.parentWidget().layout().removeWidget(self.tagline)
        if wide:
            self.top_grid.addWidget(self.tagline, 0, 0)
            self.top_grid.addWidget(self.actions_widget, 0, 1, Qt.AlignTop)
            self.top_grid.setColumnStretch(0, 1)
        else:
            # A narrow window keeps its height for the plots: the question
            # goes above the rules on the left, the buttons take the top row.
            self.top_grid.addWidget(self.actions_widget, 0, 0, Qt.AlignLeft)
            self.top_grid.setColumnStretch(0, 1)
            self.left_layout.insertWidget(0, self.tagline)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self._arrange_top(event.size().width() >= WIDE_TOP * scale.scale())
        super().resizeEvent(event)
        QTimer.singleShot(0, self, self._fit_tabs)

    def _fit_tabs(self) -> None:
        """Short tab names when the full ones would not all fit (no tab cut off)."""
        if not hasattr(self, "views"):
            return
        bar = self.views.tabBar()
        for names in (S.VIEW_TABS, S.VIEW_TABS_SHORT):
            for i, key in enumerate(self.view_keys):
                bar.setTabText(i, names.get(key, S.VIEW_TABS.get(key, key)))
            if sum(bar.tabSizeHint(i).width() for i in range(bar.count())) <= self.views.width() - 4:
                return

    def _button(self, text: str, tip: str, slot, shortcut: str | None = None) -> QPushButton:
        b = QPushButton(text)
        b.setToolTip(f"{tip} ({shortcut})" if shortcut else tip)
        b.clicked.connect(slot)
        b.setMinimumHeight(int(b.fontMetrics().height() * 1.9))
        return b

    def _build_controls(self) -> None:
        row = QHBoxLayout()
        self.play_button = self._button(S.PLAY, S.TIP["play"], self.toggle_play, "Ctrl+Space")
        self.step_button = self._button(S.STEP, S.TIP["step"], self.step, "Ctrl+.")
        self.speed_box = QComboBox()
        self.speed_box.addItems(list(S.SPEEDS))
        self.speed_box.setCurrentText("5x")
        self.speed_box.setToolTip(S.TIP["speed"])
        self.speed_box.setAccessibleName(S.SPEED)
        speed_label = QLabel(S.SPEED)
        speed_label.setBuddy(self.speed_box)
        self.bin_box = QComboBox()
        self.bin_box.addItems(list(LOAD_BINS))
        self.bin_box.setCurrentText("1 s")
        self.bin_box.setToolTip(S.LOAD_BIN_HELP)
        self.bin_box.setAccessibleName(S.LOAD_BIN)
        self.bin_box.currentTextChanged.connect(lambda _t: self._show_run(keep_time=True))
        bin_label = QLabel(S.LOAD_BIN)
        bin_label.setBuddy(self.bin_box)
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
        self.clock = QLabel("")
        self.clock.setMinimumWidth(self.clock.fontMetrics().horizontalAdvance(S.CLOCK.format(now=999.9, end=999.9)))
        for w in (self.play_button, self.step_button, speed_label, self.speed_box, bin_label, self.bin_box,
                  self.clock):
            row.addWidget(w)
        row.addStretch(1)
        self.controls_row = row
        actions = QHBoxLayout()
        for w in (self.reset_button, self.export_button, self.data_button, self.measure_button,
                  self.cancel_measure_button, self.help_button, self.lessons_button):
            actions.addWidget(w)
        self.actions_row = actions
        self.export_button.setVisible(self.exports_enabled)
        self.data_button.setVisible(self.exports_enabled)

    def _build_table(self) -> None:
        # The story's three rules, and a fourth row for any other chosen rule.
        # A last column, shown only when some agents gave up (caps, budgets).
        self.table = QTableWidget(len(STORY_RULES) + 1, len(S.TABLE_HEADINGS) + 1)
        self.table.setHorizontalHeaderLabels(list(S.TABLE_HEADINGS) + [S.TABLE_GAVE_UP])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.NoSelection)
        self.table.setFocusPolicy(Qt.NoFocus)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeToContents)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        for r, rule in enumerate(STORY_RULES + ("",)):
            self.table.setItem(r, 0, QTableWidgetItem(S.rule_label(rule)))
            for c in range(1, len(S.TABLE_HEADINGS) + 1):
                item = QTableWidgetItem("…")
                item.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
                self.table.setItem(r, c, item)
        self.table.setRowHidden(len(STORY_RULES), True)
        self.table.setColumnHidden(len(S.TABLE_HEADINGS), True)
        self._fit_table_height()
        self.table_note = QLabel(S.TABLE_WAITING)
        self.table_note.setWordWrap(True)
        self.table_note.setToolTip(S.TABLE_NOTE_TIP)
        self.table_note.setStyleSheet(f"color: {palette.GREY};")
        self.table_box = QWidget()
        tl = QVBoxLayout(self.table_box)
        tl.setContentsMargins(0, 0, 0, 0)
        title = QLabel(f"<b>{S.TABLE_TITLE}</b>")
        tl.addWidget(title)
        tl.addWidget(self.table)
        tl.addWidget(self.table_note)
        tl.addStretch(1)  # spare height goes below, not between title and table
        self.table_box.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Fixed)

    def _shortcuts(self) -> None:
        def add(keys: str, slot):
            sc = QShortcut(QKeySequence(keys), self)
            sc.setContext(Qt.WindowShortcut)
            sc.activated.connect(slot)

        add("Ctrl+Space", self._play_key)
        add("Ctrl+.", self.step)
        for i, name in enumerate(S.SPEEDS, start=1):
            add(f"Ctrl+{i}", lambda name=name: self.speed_box.setCurrentText(name))
        add("Ctrl+R", self._reset_key)
        add("Ctrl+S", lambda: self.export_screenshot())
        add("Ctrl+E", lambda: self.export_data())
        add("Ctrl+M", self.measure_api)
        add("F1", self.show_help)
        # The views' tabs from anywhere in the window (Qt's own Ctrl+Tab works
        # only while the tab bar has focus).
        add("Ctrl+Tab", lambda: self.views.setCurrentIndex((self.views.currentIndex() + 1) % self.views.count()))
        add("Ctrl+Shift+Tab", lambda: self.views.setCurrentIndex((self.views.currentIndex() - 1) % self.views.count()))

    def _build_views(self, plots: QWidget, interactive: bool) -> None:
        """The lab's views as tabs: the two live plots, the agent timeline,
        the crowd at the door (all three fed by the same run) and the sweep."""
        self.timeline = AgentTimeline(interactive)
        self.crowd = CrowdPanel()
        self.sweep = SweepPanel(self._sweep_settings, interactive=interactive,
                                save=self._save_sweep if self.exports_enabled else None)
        # Predict, try, explain: 'What to notice' opens once a point of each rule is on the chart.
        self.load_notice = NoticePanel(S.LOAD_NOTICE, S.LOAD_TRY, wide=True, choices=STORY_RULES,
                                       ask=S.LOAD_NOTICE_ASK)
        self.sweep.add_button.clicked.connect(lambda: self.load_notice.set_tried(self.panel.rule()))
        self.load_notice.hide()
        self.sweep.notice_slot.addWidget(self.load_notice)
        self.brooker = BrookerView(interactive)
        self.compare = CompareView(interactive)
        self.views = QTabWidget()
        self.view_keys = ("plots", "compare", "timeline", "crowd", "sweep", "brooker")
        views = (plots, self.compare, self.timeline.widget, self.crowd, self.sweep, self.brooker)
        for key, widget in zip(self.view_keys, views, strict=True):
            index = self.views.addTab(widget, S.VIEW_TABS[key])
            self.views.setTabToolTip(index, S.VIEW_TAB_TIPS[key])
        if interactive:  # the Real storm tab (gui/storm_view.py): free play, never the kiosk
            self.storm = add_storm_tab(self)
        self.views.currentChanged.connect(lambda _i: self._view_changed())
        self._views_stamp: dict[str, tuple[int, float]] = {}  # view -> (generation, end) it was given
        self._timeline_drawn = 0.0  # when the timeline was last marked (monotonic s)
        self._timeline_cost = 0.0  # how long that took
        self._timeline_at = 0.0  # the replay time it was marked for

    def _build_lesson_actions(self) -> None:
        """The Lessons menu (none in kiosk mode); its keys work either way."""
        self.lesson_actions: dict[str, QAction] = {}
        for key in (START, *LESSON_KEYS, FREE_PLAY):
            action = QAction(S.LESSON_ACTIONS[key], self)
            action.setShortcut(QKeySequence(LESSON_SHORTCUTS[key]))
            action.setShortcutContext(Qt.WindowShortcut)
            action.triggered.connect(lambda _c=False, key=key: self.show_start() if key == START else self.show_lesson(key))
            self.addAction(action)
            self.lesson_actions[key] = action
        if self.menus:
            menu = self.menuBar().addMenu(S.LESSONS_MENU)
            menu.addAction(self.lesson_actions[START])
            menu.addSeparator()
            for key in (*LESSON_KEYS, FREE_PLAY):
                menu.addAction(self.lesson_actions[key])
            self.lessons_menu = menu
        else:
            self.menuBar().hide()

    def _build_view_menu(self, persist: bool) -> None:
        """View: Bigger / Smaller (Ctrl++ / Ctrl+-) scales the whole window
        for a projector; the choice is remembered, and with none saved a big
        screen (1920x1080 and up) starts bigger (gui/scale.py)."""
        from wallasey_lab.gui import scale

        self.scale_control = scale.ScaleControl(self, settings_store if persist else None, S.SCALE_LABELS)
        if self.menus:
            self.view_menu = self.menuBar().addMenu(S.VIEW_MENU)
            self.scale_control.add_to(self.view_menu)
        screen = self.screen() or QApplication.primaryScreen()
        size = screen.size() if screen is not None else None
        start = scale.saved_or_screen_default(settings_store() if persist else None,
                                              (size.width(), size.height()) if size is not None else None)
        # The policy panel's scroll area was sized for the text at scale 1.
        # (The follower is the window's child: the connection ends with the window.)
        scale.follow(self, lambda: QTimer.singleShot(0, self, self._fit_panel))
        # A kiosk sets its own scale from its screen before the window is made.
        if self.applies_saved_scale and abs(start - scale.scale()) > 1e-6:
            scale.set_scale(start)
        self._build_takeaway_menu()

    def _fit_panel(self, _factor: float = 1.0) -> None:
        scroll = self.panel.parentWidget().parentWidget() if self.panel.parentWidget() else None
        if not isinstance(scroll, QScrollArea):
            return
        for child in self.panel.findChildren(QWidget):
            child.ensurePolished()
            if child.layout() is not None:
                child.layout().invalidate()
        self.panel.layout().invalidate()
        self.panel.layout().activate()
        scroll.setMinimumWidth(self.panel.sizeHint().width() + self.style().pixelMetric(
            QStyle.PM_ScrollBarExtent) + 2 * scroll.frameWidth() + 4)

    # ---------------------------------------------------------- take-aways
    def _build_takeaway_menu(self) -> None:
        """Take away: the replay as a GIF and the lesson's worksheet (gui/takeaway.py)."""
        self.animation_export = None
        if not self.menus or not self.exports_enabled:
            return
        menu = self.menuBar().addMenu(S.TAKEAWAY_MENU)
        menu.setToolTipsVisible(True)
        for text, tip, slot in ((S.TAKEAWAY_GIF, S.TAKEAWAY_GIF_TIP, lambda: self.save_animation()),
                                (S.TAKEAWAY_SHEET, S.TAKEAWAY_SHEET_TIP, lambda: self.save_worksheet(False)),
                                (S.TAKEAWAY_ANSWERS, S.TAKEAWAY_ANSWERS_TIP, lambda: self.save_worksheet(True))):
            action = menu.addAction(text)
            action.setToolTip(tip)
            action.triggered.connect(slot)
        self.takeaway_menu = menu

    def _wire_takeaway(self, header) -> None:
        header.takeaway.setVisible(self.exports_enabled)
        header.animation.connect(lambda: self.save_animation())
        header.worksheet.connect(lambda answers: self.save_worksheet(answers))

    def current_replay(self):
        """The replay on screen, for a GIF or a worksheet's picture (None if there is none yet)."""
        from wallasey_lab.gui.takeaway import Replay

        if self.lesson == "door" and self.door_lesson is not None and self.door_lesson.run is not None:
            d = self.door_lesson
            return Replay("door", {d.rule: d.run}, d.scenario().capacity,
                          f"{S.DOOR_TITLE}: {S.DOOR_RULES[d.rule]}", d.rule)
        if self.lesson == "ten-agents" and self.ten_lesson is not None:
            t = self.ten_lesson
            return Replay("ten-agents", dict(t.runs), t.scenario.capacity, S.TEN_TITLE, t.prediction or "immediate")
        if self.pages.currentWidget() is self.lab_page and self.run is not None:
            rule = self.panel.rule()
            sc = self.scenario_on_screen
            return Replay("lab", {rule: self.run}, sc.capacity, S.TAKEAWAY_LAB_TITLE.format(
                rule=S.rule_label(rule), agents=f"{sc.agents:,}", capacity=sc.capacity), rule)
        return None

    def save_animation(self, target: Path | None = None):
        """Make a GIF of the replay on a worker thread, with progress and Cancel."""
        from PySide6.QtWidgets import QProgressDialog

        from wallasey_lab.gui.takeaway import AnimationExport

        if not self.exports_enabled:
            self.statusBar().showMessage(S.EXPORTS_OFF)
            return None
        if self.animation_export is not None and not self.animation_export.done:
            return self.animation_export
        replay = self.current_replay()
        if replay is None:
            self.statusBar().showMessage(S.TAKEAWAY_NO_RUN)
            return None
        name = timestamped_name(f"wallasey-{self.lesson}", ".gif")
        target = target or self._folder(QStandardPaths.PicturesLocation) / name
        job = AnimationExport(replay, target, parent=self)
        dialog = QProgressDialog(S.TAKEAWAY_PROGRESS.format(done=0, total=job.total), S.TAKEAWAY_CANCEL, 0,
                                 job.total, self)
        dialog.setWindowTitle(S.WHAT_ANIMATION)
        dialog.setMinimumDuration(0)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        dialog.canceled.connect(job.cancel)

        def progress(done: int, total: int) -> None:
            dialog.setValue(done)
            dialog.setLabelText(S.TAKEAWAY_PROGRESS.format(done=done, total=total))

        def over(message: str) -> None:
            dialog.close()
            self.statusBar().showMessage(message)

        job.progress.connect(progress)
        job.finished.connect(lambda path: over(S.STATUS_SAVED.format(what=S.WHAT_ANIMATION, path=path)))
        job.failed.connect(lambda reason: over(S.STATUS_SAVE_FAILED.format(what=S.WHAT_ANIMATION, reason=reason)))
        job.cancelled.connect(lambda: over(S.TAKEAWAY_CANCELLED))
        self.animation_dialog = dialog
        self.animation_export = job
        job.start()
        return job

    def worksheet_picture(self):
        """The class's current run, for the worksheet (the sweep chart in load against waiting)."""
        from wallasey_lab.gui.takeaway import Scene

        if self.lesson == "load-vs-waiting":
            return self.sweep.chart.widget.grab().toImage(), ""
        replay = self.current_replay()
        if replay is None:
            from PySide6.QtGui import QImage

            return QImage(), ""
        # Taller for the ten agents' three timelines, so every row can be read on paper.
        scene = Scene(replay, (1100, 760) if replay.kind == "ten-agents" else (1200, 675))
        moment = replay.end * (0.35 if replay.kind == "door" else 1.0)
        image = scene.picture(moment)
        scene.close()
        run = replay.runs[replay.rule]
        if replay.kind == "door":
            what = f"{len(run.served_us)} friends, '{S.DOOR_RULES[replay.rule]}': {run.calls:,} knocks, " \
                   f"all done after {run.last_served:.0f} s"
        else:
            what = ", ".join(f"'{S.TEN_RULES[r]}' {x.calls} calls" for r, x in replay.runs.items())
        return image, S.WORKSHEET_CONTEXT.format(what=what)

    def save_worksheet(self, answers: bool = False, folder: Path | None = None):
        """The lesson's one-page worksheet (the teacher's with the model's answers) as a PDF."""
        from wallasey_lab.gui.takeaway import worksheet_pdf

        if not self.exports_enabled:
            self.statusBar().showMessage(S.EXPORTS_OFF)
            return None
        if self.lesson not in S.WORKSHEETS:
            self.statusBar().showMessage(S.TAKEAWAY_NO_SHEET)
            return None
        image, context = self.worksheet_picture()
        data = worksheet_pdf(self.lesson, image, answers=answers, context=context)
        stem = f"wallasey-{self.lesson}-{'answers' if answers else 'worksheet'}"
        folder = folder or self._folder(QStandardPaths.DocumentsLocation)
        return self._save(S.WHAT_WORKSHEET, folder / timestamped_name(stem, ".pdf"), data)

    # ------------------------------------------------------------- lessons
    def show_start(self) -> None:
        """The start screen: choose a lesson."""
        self._leave_page()
        self.lesson = START
        self.pages.setCurrentWidget(self.start_screen)
        self.start_screen.cards["door"].setFocus()
        self.statusBar().clearMessage()

    def show_lesson(self, key: str) -> None:
        """Open a lesson from its preset (or free play, the lab as it was)."""
        if key not in (*LESSON_KEYS, FREE_PLAY):
            raise ValueError(f"no lesson called {key!r}")
        self._leave_page()
        self.lesson = key
        if key == "door":
            if self.door_lesson is None:
                from wallasey_lab.gui.lessons.door import DoorLesson

                self.door_lesson = DoorLesson()
                self.door_lesson.home.connect(self.show_start)
                self._wire_takeaway(self.door_lesson.header)
                self.pages.addWidget(self.door_lesson)
            self.door_lesson.start_preset()
            self.pages.setCurrentWidget(self.door_lesson)
            self.door_lesson.rule_buttons[self.door_lesson.rule].setFocus()
        elif key == "ten-agents":
            if self.ten_lesson is None:
                from wallasey_lab.gui.lessons.ten_agents import TenAgentsLesson

                self.ten_lesson = TenAgentsLesson(self.interactive_plots)
                self.ten_lesson.home.connect(self.show_start)
                self._wire_takeaway(self.ten_lesson.header)
                self.pages.addWidget(self.ten_lesson)
            self.ten_lesson.start_preset()
            self.pages.setCurrentWidget(self.ten_lesson)
            self.ten_lesson.predict_buttons["immediate"].setFocus()
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
                self.table_box.hide()  # room for the chart; the three rules are on it
                self.sweep.start()
            else:
                self.load_notice.hide()
                self.table_box.show()
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

    def attach_kiosk(self) -> None:
        """Kiosk mode (KioskWindow, from gui/app.py): the attract loop plays
        in the lab, so idling shows the lab page; the first touch after it
        brings the next visitor to the start screen."""
        from PySide6.QtCore import QEvent, QObject
        from PySide6.QtWidgets import QApplication

        if not hasattr(self, "idle_timer"):
            return
        self.idle_timer.timeout.connect(lambda: self.pages.setCurrentWidget(self.lab_page))
        window = self
        inputs = {QEvent.MouseButtonPress, QEvent.KeyPress, QEvent.TouchBegin}

        class AfterAttract(QObject):
            # Installed after the kiosk's own filter, so it sees each event first,
            # while the attract loop is still on.
            def eventFilter(self, obj, event):  # noqa: N802 - Qt's name
                if event.type() in inputs and getattr(window, "attracting", False):
                    # With the window as context: dropped if it is gone by then.
                    QTimer.singleShot(0, window, window.show_start)
                return False

        self._after_attract = AfterAttract(self)
        QApplication.instance().installEventFilter(self._after_attract)

    def lesson_ready(self) -> bool:
        """True once the lesson on screen shows all it is going to (for
        --lesson --screenshot): the run painted and, for load against
        waiting, the sweep finished."""
        if self.lesson in ("door", "ten-agents", START):
            return True
        current = self.service.generation
        done = self.table_generation == current and self.painted_generation == current and not self.service.is_busy()
        if self.lesson == "load-vs-waiting":
            return done and self.sweep.finished and not self.sweep.running()
        return done

    def wait_until_lesson_ready(self, timeout: float = 120.0) -> bool:
        from PySide6.QtCore import QCoreApplication, QElapsedTimer, QThread

        clock = QElapsedTimer()
        clock.start()
        while clock.elapsed() < timeout * 1000:
            QCoreApplication.processEvents()
            if self.lesson_ready():
                return True
            if self.sweep.status.text().startswith(S.SWEEP_FAILED.split("{")[0]):
                return False
            if self.service.join(0.005):
                QThread.msleep(2)  # the worker has ended: its last news is on its way here
        return False

    def show_lesson_for_picture(self) -> None:
        """The moment ``wallasey --lesson X --screenshot`` pictures: the door
        after the class has watched all three choices, caught just after the
        lockstep crowd bounced off together; ten agents after a prediction."""
        if self.lesson == "door":
            door = self.door_lesson
            for rule in STORY_RULES:
                door.choose(rule, autoplay=False)
                door.seek(door.end)
            door.choose("exponential", autoplay=False)
            calls = door.run.call_times
            # The fourth time the crowd comes back together, a moment after the knock.
            knocks = sorted(set(calls.tolist()))
            door.seek(knocks[min(4, len(knocks) - 1)] + 0.2)
            door.play_button.setFocus()
        elif self.lesson == "ten-agents":
            self.ten_lesson.predict("exponential")
            self.ten_lesson.another_button.setFocus()

    # --------------------------------------------------------------- sweep
    def _sweep_settings(self):
        return self.panel.scenario(), self.panel.rule(), self.panel.runs(), self.panel.seed()

    def _save_sweep(self, data: bytes):
        folder = self._folder(QStandardPaths.DocumentsLocation)
        path = self._save(S.WHAT_SWEEP, folder / timestamped_name("wallasey-sweep", ".csv"), data)
        return path

    # ------------------------------------------------------------ simulating
    def _relayout_plots(self) -> None:
        if self.run is not None:
            self.histogram._place_labels()
            self.load_plot._label_cuts()

    def _replay_end(self) -> float:
        """The side-by-side view replays until both of its runs are over."""
        key = self.view_keys[self.views.currentIndex()]
        return max(self.run_end, self.partner_end if key == "compare" else 0.0)

    def _view_changed(self) -> None:
        """Controls that do nothing for the tab on show are disabled there."""
        key = self.view_keys[self.views.currentIndex()]
        at_end = self.now >= self.end
        if key == "compare":
            self._show_compare()
        if key == "plots":
            # Labels placed while the tab was hidden had no size to go by.
            QTimer.singleShot(0, self, self._relayout_plots)
        self.end = self._replay_end()
        if at_end and not self.playing:
            self.now = self.end
            self._paint()
        used = key not in ("brooker", "storm")
        self.panel_scroll.setEnabled(used)
        self.panel_note.setVisible(not used)
        # Brooker's experiment has its own clients: the storm's headline and table do not belong there.
        self.headline.setVisible(used)
        self.table_box.setVisible(used and self.lesson != "load-vs-waiting")
        self._paint_views()

    def resimulate(self) -> int:
        """Ask the worker for the current settings; stale work is superseded."""
        if self.run is not None:
            # Part of a drag until the settings have been still for a moment.
            self.changing = True
            self.settle_timer.start()
        scenario = self.panel.scenario()
        self._update_tagline()
        self.table_note.setText(S.TABLE_WAITING)
        self._grey_table(True)
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
        at_end = self.now >= self.end
        self.end = self._replay_end()
        if at_end and not self.playing:
            self.now = self.end
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
        import dataclasses

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
        scenario = self.scenario_on_screen
        width = LOAD_BINS[self.bin_box.currentText()]
        self.run_end = run_end(run, width)
        self.end = self._replay_end()
        self.axis_end = self._axis(self.axis_end, self.run_end)
        self.load_plot.show_run(run, scenario.capacity, width, self.axis_end)
        batch = self.shown.batch if self.shown is not None else None
        medians = None
        if batch is not None:
            medians = {"runs": len(batch.runs), **batch.median}
        self.histogram.show_run(run, scenario.perfect_coordination, self.axis_end, medians)
        self._show_compare()
        if not keep_time:
            self.now = self.end
        self._paint()

    def _axis(self, current: float, wanted: float) -> float:
        """A round time axis for ``wanted`` seconds: it only grows while the
        settings are changing, so the eye follows the data, not the axis."""
        wanted = nice_end(wanted)
        return max(current, wanted) if self.changing else wanted

    def _show_compare(self) -> None:
        if self.run is None or self.view_keys[self.views.currentIndex()] != "compare":
            return  # drawn when its tab is shown: a drag elsewhere does not pay for it
        width = LOAD_BINS[self.bin_box.currentText()]
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
        current = self.panel.rule()
        self.table.setRowHidden(len(STORY_RULES), len(batches) <= len(STORY_RULES))
        self._fit_table_height()
        gave_up = [b.median_extra.get("gave_up", 0) for b in batches]
        self.table.setColumnHidden(len(S.TABLE_HEADINGS), not any(gave_up))
        for r, b in enumerate(batches):
            m = b.median
            label = S.JITTER_ROW.format(j=b.scenario.jitter) if b.rule == "jitter" else S.rule_label(b.rule)
            cells = (label, f"{m['last_served']:.1f} s", f"{m['calls']:,.0f}",
                     f"{m['refused']:,.0f}", f"{m['typical_served']:.1f} s", f"{gave_up[r]:,.0f}")
            for c, text in enumerate(cells):
                item = self.table.item(r, c)
                item.setText(text)
                item.setBackground(QColor(palette.HIGHLIGHT) if b.rule == current else QColor(palette.WHITE))
                font = item.font()
                font.setBold(b.rule == current)
                item.setFont(font)
        self._grey_table(False)
        runs = len(batches[0].runs)
        self.table_note.setText(S.TABLE_NOTE.format(runs=runs, seed=batches[0].seed,
                                                    run_word=S.plural(runs, "run", "runs")))
        if self.run is not None:
            self._lab_status(self._showing(self.run))

    def _fit_table_height(self) -> None:
        rows = sum(self.table.rowHeight(r) for r in range(self.table.rowCount()) if not self.table.isRowHidden(r))
        self.table.setFixedHeight(self.table.horizontalHeader().sizeHint().height() + rows + 4)
        # The splitter does not follow a child's new size by itself: give the
        # table box what it now needs, taken from the plots above it.
        splitter = getattr(self, "body_splitter", None)
        if splitter is not None and self.table_box.isVisible():
            sizes = splitter.sizes()
            need = self.table_box.sizeHint().height() - sizes[-1]
            if need and sizes[0] > need:
                splitter.setSizes([sizes[0] - need, *sizes[1:-1], sizes[-1] + need])

    def _grey_table(self, grey: bool) -> None:
        colour = QColor(palette.GREY if grey else palette.BLACK)
        for r in range(self.table.rowCount()):
            for c in range(self.table.columnCount()):
                self.table.item(r, c).setForeground(colour)

    def _on_progress(self, generation: int, done: int, total: int) -> None:
        if self.service.is_current(generation):
            self.table_note.setText(S.TABLE_UPDATING.format(done=done, total=total))

    def _on_failed(self, generation: int, error: Exception) -> None:
        if not self.service.is_current(generation):
            return
        if isinstance(error, CallBudgetExceeded):
            message = S.STATUS_BUDGET
        else:
            message = S.STATUS_ERROR.format(reason=in_words(error, self.service.EXPECTED))
        self.table_note.setText(message)
        self.statusBar().showMessage(message)

    def wait_until_idle(self, timeout: float = 60.0) -> bool:
        """Pump events until the current request's table is painted."""
        from PySide6.QtCore import QCoreApplication, QElapsedTimer, QThread

        clock = QElapsedTimer()
        clock.start()
        while clock.elapsed() < timeout * 1000:
            QCoreApplication.processEvents()
            if self.table_generation == self.service.generation and not self.service.is_busy():
                return True
            if self.statusBar().currentMessage() in (S.STATUS_BUDGET,) or self.table_note.text().startswith(
                    S.STATUS_ERROR.split("{")[0]):
                return False
            if self.service.join(0.005):
                QThread.msleep(2)  # the worker has ended: its last news is on its way here
        return False

    # -------------------------------------------------------------- replay
    def _paint(self) -> None:
        self.load_plot.set_time(self.now, self.playing)
        self.histogram.set_time(self.now, self.playing)
        self.clock.setText(S.CLOCK.format(now=min(self.now, self.end), end=self.end))
        self._paint_views()

    def _paint_views(self, force: bool = False) -> None:
        """The timeline and the crowd show the same run at the same replay
        time; only the tab on screen is drawn (a slider drag stays smooth).

        A huge run (a thousand agents retrying immediately makes 160,000
        marks) can take longer to mark than a replay frame lasts: then, while
        playing, the timeline is redrawn only every few frames, so the window
        stays responsive; the end of the replay and a pause always show
        every mark."""
        if self.run is None:
            return
        key = self.view_keys[self.views.currentIndex()]
        if key == "compare":
            self.compare.set_time(self.now, self.playing)
            return
        if key not in ("timeline", "crowd"):
            return
        stamp = (self.painted_generation, self.end)
        if self._views_stamp.get(key) != stamp:
            if key == "timeline":
                self.timeline.show_run(self.run, self.end)
            else:
                self.crowd.show_run(self.run, self.scenario_on_screen.capacity)
            self._views_stamp[key] = stamp
        if key == "crowd":
            self.crowd.set_time(self.now)
            return
        import time

        started = time.monotonic()
        moving_on = self.playing and self._timeline_at <= self.now < self.end
        if not force and moving_on and started - self._timeline_drawn < 4 * self._timeline_cost:
            return
        self.timeline.set_time(self.now)
        self._timeline_at = self.now
        self._timeline_drawn = started
        self._timeline_cost = time.monotonic() - started

    def speed(self) -> float:
        return S.SPEEDS[self.speed_box.currentText()]

    def toggle_play(self) -> None:
        if self.playing:
            self.pause()
            return
        if self.run is None:
            return
        if self.speed() == 0.0:  # instant
            self.now = self.end
            self._paint()
            return
        if self.now >= self.end:
            self.now = 0.0
        self.playing = True
        self.play_button.setText(S.PAUSE)
        self.timer.start()
        self._paint()

    def pause(self) -> None:
        self.playing = False
        self.timer.stop()
        self.play_button.setText(S.PLAY)
        self._paint_views(force=True)

    def step(self) -> None:
        if self.run is None:
            return
        self.pause()
        if self.now >= self.end:
            self.now = 0.0
        self.now = min(self.end, self.now + LOAD_BINS[self.bin_box.currentText()])
        self._paint()

    def _tick(self) -> None:
        speed = self.speed() or 1e9
        self.now = min(self.end, self.now + FRAME_MS / 1000 * speed)
        self._paint()
        if self.now >= self.end:
            self.pause()

    # ------------------------------------------------------------ controls
    def reset_all(self) -> None:
        self.pause()
        self.speed_box.setCurrentText("5x")
        self.bin_box.setCurrentText("1 s")
        self.panel.reset()
        self.statusBar().showMessage(S.STATUS_RESET)

    def show_help(self) -> None:
        d = QDialog(self)
        d.setWindowTitle(S.HELP_TITLE)
        lay = QVBoxLayout(d)
        rows = "".join(f"<tr><td><b>{k}</b>&nbsp;&nbsp;</td><td>{v}</td></tr>" for k, v in S.SHORTCUTS)
        lay.addWidget(QLabel(f"<table>{rows}</table>"))
        box = QDialogButtonBox(QDialogButtonBox.Close)
        box.rejected.connect(d.reject)
        lay.addWidget(box)
        d.open()
        self.help_dialog = d

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
        """Save the table and the current run's calls as two CSV files."""
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
        def count(value: float):  # 1640.0 -> 1640; a median between two runs keeps its .5
            return int(value) if float(value).is_integer() else value

        # Each row carries the settings it was made with, so a spreadsheet of
        # several saves can be told apart.
        sc = self.batches[0].scenario
        settings = [sc.agents, sc.capacity, sc.answer_time.value, sc.refusal_rtt, sc.interval, sc.base, sc.cap,
                    sc.limiter, sc.budget, sc.arrival, sc.max_attempts or "", sc.deadline or ""]
        table = csv_bytes(
            ["rule", "last_served_s", "calls", "refused", "typical_served_s", "gave_up", "runs", "seed",
             "agents", "capacity_per_s", "answer_time_s", "refusal_round_trip_s", "retry_interval_s",
             "backoff_base_s", "backoff_cap_s", "tool", "retry_budget", "arrivals", "max_calls", "deadline_s"],
            [[b.rule, b.median["last_served"], count(b.median["calls"]), count(b.median["refused"]),
              b.median["typical_served"], count(b.median_extra.get("gave_up", 0)), len(b.runs), b.seed, *settings]
             for b in self.batches],
        )
        run = self.run

        def calls_rows():
            # Agents are numbered from 1, as on the timeline. A slice at a
            # time: ten million calls never become ten million lists at once.
            for i in range(0, run.calls, 100_000):
                times = run.call_times[i:i + 100_000].tolist()
                agents = run.call_agents[i:i + 100_000].tolist()
                accepted = run.call_accepted[i:i + 100_000].tolist()
                for t, a, ok in zip(times, agents, accepted, strict=True):
                    yield f"{t:.6f}", a + 1, "accepted" if ok else "refused"

        def calls_csv():
            return csv_chunks(["time_s", "agent", "outcome"], calls_rows())

        first = self._save(S.WHAT_TABLE, folder / f"{stem}-table.csv", table)
        if first is None:
            return None
        target = folder / f"{stem}-calls.csv"
        if run.calls > BACKGROUND_CSV_CALLS:
            return self.saving.start_calls(target, calls_csv, run.calls, first)
        second = self._save(S.WHAT_CALLS, target, b"".join(calls_csv()))
        if second is None:
            return None
        self.statusBar().showMessage(S.STATUS_SAVED.format(what=S.WHAT_DATA, path=folder))
        return first, second

    def _remove_stale_parts(self) -> None:
        self.saving.remove_stale_parts()  # gui/saving.py

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
        """Start the polite timing calls (gui/measure_panel.py)."""
        self.measuring.start()

    def cancel_measure(self) -> None:
        self.measuring.cancel()

    # ------------------------------------------------------------ settings
    def save_settings(self) -> None:
        st = settings_store()
        for key, value in self.panel.values().items():
            st.setValue(f"scenario/{key}", value)
        st.setValue("scenario/rule", self.panel.rule())
        for name, value in self.panel.choice_values().items():
            st.setValue(f"choice/{name}", value)
        st.setValue("scenario/measured", ",".join(f"{t:g}" for t in self.panel.measured))
        st.setValue("scenario/measured_note", self.panel.measured_note)
        st.setValue("view/speed", self.speed_box.currentText())
        st.setValue("view/bin", self.bin_box.currentText())
        st.setValue("view/advanced", self.panel.advanced_toggle.isChecked())
        st.sync()

    def load_settings(self) -> None:
        st = settings_store()
        values = {}
        for key, slider in self.panel.sliders.items():
            raw = st.value(f"scenario/{key}")
            try:
                value = float(raw)
            except (TypeError, ValueError):
                continue
            if slider.spec.low <= value <= slider.spec.high:
                values[key] = value
        for name, (_default, allowed) in CHOICES.items():
            saved = st.value(f"choice/{name}")
            if saved in allowed and saved:
                self.panel.set_choice(name, saved, quiet=True)
        rule = st.value("scenario/rule")
        self.panel.set_values(values, rule=rule if rule in RULES or rule in LIBRARY_PRESETS else None, quiet=True)
        measured = str(st.value("scenario/measured") or "")
        try:
            times = tuple(float(t) for t in measured.split(",") if t)
        except ValueError:
            times = ()
        if times and all(0 < t <= 60 for t in times):
            self.panel.measured = times
            self.panel.measured_note = str(st.value("scenario/measured_note") or "")
            self.panel.show_answer_note()
        if st.value("view/speed") in S.SPEEDS:
            self.speed_box.setCurrentText(st.value("view/speed"))
        if st.value("view/bin") in LOAD_BINS:
            self.bin_box.setCurrentText(st.value("view/bin"))
        self.panel.advanced_toggle.setChecked(str(st.value("view/advanced")).lower() == "true")

    def finish_saving(self, bound_s: float | None = None) -> bool:
        """Before closing: let a background save finish (gui/saving.py); True if nothing was lost."""
        return self.saving.finish(bound_s)

    def tell_not_saved(self, text: str) -> None:
        self.saving.tell_not_saved(text)

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self.finish_saving()
        self.pause()
        if self.persist:
            self.save_settings()
        self.measuring.shutdown(0.5)
        if getattr(self, "animation_export", None) is not None:
            self.animation_export.cancel()
            self.animation_export.join(1.0)
        self.brooker.shutdown()
        if self.door_lesson is not None:
            self.door_lesson.pause()
        self.sweep.shutdown(1.0)
        self.service.shutdown(1.0)
        super().closeEvent(event)
