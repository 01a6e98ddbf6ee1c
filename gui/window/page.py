"""The lab page (free play): the policy panel on the left; on the right
the question and the action buttons, the replay bar, the headline, the
views' tabs and the results table. Built here; the window wires it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QMenu, QSplitter, QToolButton, QVBoxLayout, QWidget

from wallasey_lab.gui.style import palette, scale
from wallasey_lab.gui.views.plots import LoadPlot, ServeHistogram
from wallasey_lab.gui.views.results_table import ResultsTable
from wallasey_lab.gui.widgets.policy_panel import PolicyPanel
from wallasey_lab.gui.widgets.replay_bar import ReplayBar, action_button
from wallasey_lab.gui.window.layout import PanelScroll, TopRow, top_text
from wallasey_lab.gui.window.tabs import LabViews
from wallasey_lab.resources import strings as S

# The page's parts the window (and its tests) reach by name.
PARTS = ("panel", "panel_scroll", "panel_note", "tagline", "headline", "replay", "play_button", "step_button",
         "speed_box", "bin_box", "load_plot", "histogram", "views", "timeline", "crowd", "sweep", "brooker",
         "compare", "load_notice", "results", "table", "table_note", "reset_button", "export_button",
         "data_button", "measure_button", "cancel_measure_button", "help_button", "lessons_button",
         "actions_widget", "body_splitter", "top")


class LabPage(QSplitter):
    """``window`` gives the action buttons their slots, says whether there
    is a run to replay and saves the sweep's CSV (if ``exports``)."""

    def __init__(self, window, interactive: bool, exports: bool = True):
        super().__init__(Qt.Horizontal)
        self.panel = PolicyPanel()
        self.panel_scroll = PanelScroll(self.panel)
        # Shown instead of the settings' effect on tabs they do not change.
        self.panel_note = top_text(S.CONTROLS_NOT_USED)
        self.panel_note.setStyleSheet(f"color: {palette.GREY}; padding: 4px;")
        self.panel_note.hide()
        self.tagline, self.headline = top_text(), top_text(S.HEADLINE_WAITING)
        self.headline.setAccessibleName("headline")

        self.replay = ReplayBar(lambda: window.run is not None, self)
        self.play_button, self.step_button = self.replay.play_button, self.replay.step_button
        self.speed_box, self.bin_box = self.replay.speed_box, self.replay.bin_box
        self.load_plot = LoadPlot(interactive)
        self.histogram = ServeHistogram(interactive)
        self._build_actions(window)
        self.results = ResultsTable()
        self.table, self.table_note = self.results.table, self.results.note

        self.load_plot.widget.setMinimumHeight(scale.px(200))
        self.histogram.widget.setMinimumHeight(scale.px(150))
        plots = QSplitter(Qt.Vertical)
        plots.addWidget(self.load_plot.widget)
        plots.addWidget(self.histogram.widget)
        plots.setStretchFactor(0, 3)
        plots.setStretchFactor(1, 2)
        plots.setChildrenCollapsible(False)
        panel = self.panel
        self.views = LabViews(plots, panel, interactive, lambda: (panel.scenario(), panel.rule(), panel.runs(),
                                                                  panel.seed()),
                              (lambda data: window.takeaway.save_sweep(data)) if exports else None)
        v = self.views
        self.timeline, self.crowd, self.sweep, self.brooker, self.compare = (v.timeline, v.crowd, v.sweep, v.brooker,
                                                                               v.compare)
        self.load_notice = v.load_notice

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
        self.addWidget(left)
        self.addWidget(right)
        self.setStretchFactor(1, 1)
        self.setChildrenCollapsible(False)

    def _build_actions(self, window) -> None:
        """Reset all, Save picture (with its menu), Save data, Measure API (and
        its Cancel), Keys and Lessons, in one row."""
        self.reset_button = action_button(S.RESET_ALL, S.TIP["reset"], window.reset_all, "Ctrl+R")
        self.reset_button.setStyleSheet("font-weight: bold;")
        self.export_button = QToolButton()
        self.export_button.setText(S.EXPORT_SCREENSHOT)
        self.export_button.setToolTip(S.TIP["export"] + " (Ctrl+S)")
        self.export_button.setPopupMode(QToolButton.MenuButtonPopup)
        self.export_button.setMinimumHeight(self.play_button.minimumHeight())
        menu = QMenu(self.export_button)
        menu.addAction(S.EXPORT_WHOLE, lambda: window.export_screenshot(plots_only=False))
        menu.addAction(S.EXPORT_PLOTS, lambda: window.export_screenshot(plots_only=True))
        if window.allow_file_dialogs:
            menu.addAction(S.EXPORT_CHOOSE, lambda: window.export_screenshot(choose=True))
        self.export_button.setMenu(menu)
        self.export_button.clicked.connect(lambda: window.export_screenshot())
        self.data_button = action_button(S.EXPORT_DATA, S.TIP["data"], lambda: window.export_data(), "Ctrl+E")
        self.measure_button = action_button(S.MEASURE, S.TIP["measure"], window.measure_api, "Ctrl+M")
        self.cancel_measure_button = action_button(S.MEASURE_CANCEL, S.TIP["measure_cancel"], window.cancel_measure)
        self.cancel_measure_button.hide()
        self.help_button = action_button(S.HELP, S.HELP_TITLE, window.show_help, "F1")
        self.lessons_button = action_button(S.LESSONS_BUTTON, S.LESSONS_BUTTON_TIP, window.show_start)
        self.actions_widget = QWidget()
        actions = QHBoxLayout(self.actions_widget)
        actions.setContentsMargins(0, 0, 0, 0)
        for w in (self.reset_button, self.export_button, self.data_button, self.measure_button,
                  self.cancel_measure_button, self.help_button, self.lessons_button):
            actions.addWidget(w)
        self.export_button.setVisible(window.exports_enabled)
        self.data_button.setVisible(window.exports_enabled)

    def show_tagline(self, lesson: str) -> None:
        """The question above the plots, for the settings on the panel."""
        scenario = self.panel.scenario()
        template = S.LOAD_TAGLINE if lesson == "load-vs-waiting" else S.TAGLINE
        text = template.format(agents=f"{scenario.agents:,}", capacity=scenario.capacity,
                               calls=S.plural(scenario.capacity, "call", "calls"))
        extras = self.panel.advanced_summary()
        if extras:  # settings hidden in Advanced still change the crowd: say so
            text += " " + S.ADVANCED_IN_USE.format(what="; ".join(extras))
        self.tagline.setText(text)
