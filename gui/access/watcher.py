"""The window as a screen reader reads it, kept up to date: every chart
named and described from the data it shows, every control named, a polite
announcement of the headline when a run settles, and the whole screen's
summary one key away (F2).

A timer looks every ``TICK_MS`` at the charts on screen and sets a
description only when its words changed, so a description follows the
data within a second and a slider drag's many steps do not each reach the
screen reader; the announcement waits until the settings are still and the
table is in (the run has settled)."""

from __future__ import annotations

from collections.abc import Callable

import pyqtgraph as pg
from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from wallasey_lab.core.screens.describe import Describer
from wallasey_lab.gui.access.chart_keys import ChartKeys, make_focusable
from wallasey_lab.gui.access.charts import (
    describe_plot,
    install_chart_role,
    mark_chart,
    plain,
    plot_title,
    set_description,
)
from wallasey_lab.gui.access.controls import install_combo_names, name_controls, name_table
from wallasey_lab.gui.access.first_focus import FirstTab
from wallasey_lab.gui.access.focus_ring import FocusRing
from wallasey_lab.gui.access.splitter_keys import SplitterKeys
from wallasey_lab.gui.access.summary import SummaryDialog
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.views.sweep_text import series_name

D = Describer(S)
# At import (if the application exists), before the window makes its combo boxes: Qt keeps
# the first interface it makes for a widget, and a combo box changed while being set up has one.
install_combo_names()
TICK_MS = 400  # descriptions follow the data within about this long (well under a second)
SUMMARY_KEY = "F2"


def announce(widget: QWidget, text: str, assertive: bool = False) -> None:
    """Say ``text`` through the screen reader (politely: after what it is saying)."""
    event = QAccessibleAnnouncementEvent(widget, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                        else QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)


class AccessWatcher(QObject):
    """Keeps ``window``'s (a LabWindow, or the kiosk) charts described and
    controls named; ``announced`` lists what was announced (newest last)."""

    def __init__(self, window):
        super().__init__(window)
        install_chart_role()
        install_combo_names()
        self.window = window
        self.announced: list[str] = []
        self._settled_key = None
        self._made: dict[int, tuple] = {}  # chart -> the key its description was made from
        self.summary_dialog: SummaryDialog | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.update)
        self.timer.start()
        key = QShortcut(QKeySequence(SUMMARY_KEY), window)
        key.setContext(Qt.WindowShortcut)
        key.activated.connect(self.show_summary)
        self.summary_key = key
        self.focus_ring = FocusRing(window)
        self.chart_keys = ChartKeys(self)
        self.splitter_keys = SplitterKeys(window, getattr(window, "view_menu", None), announce)
        self.first_tab = FirstTab(window)
        # The window's frame parts, read as nameless objects otherwise.
        window.menuBar().setAccessibleName(S.ACCESS_MENU_NAME)
        window.statusBar().setAccessibleName(S.ACCESS_STATUS_NAME)
        page = window.lab_page
        name_table(page.table, S.TABLE_TITLE)
        mark_chart(page.load_plot.widget, S.LOAD_TITLE)
        mark_chart(page.histogram.widget, S.HIST_TITLE)

    # ------------------------------------------------------------- charts
    def chart_sources(self) -> list[tuple[QWidget, str | None, object, Callable[[], str]]]:
        """(widget, name, key, describer) for each chart the window has now: the
        description is worked out again only when its key (what it is made of) changes."""
        w = self.window
        page = w.lab_page
        display = w.display
        jitter = display.scenario.jitter if display.scenario is not None else None

        def load(plot, j=None):
            return lambda: D.describe_load(plot.run, plot.capacity_value, plot.run.rule if plot.run else "", j)

        scenario = display.scenario
        sources = [
            (page.load_plot.widget, S.LOAD_TITLE, (run_key(page.load_plot.run), page.load_plot.capacity_value, jitter),
             load(page.load_plot, jitter)),
            (page.histogram.widget, S.HIST_TITLE, (run_key(display.run), scenario),
             lambda: D.describe_served(display.run, display.scenario.capacity if display.scenario else 0,
                                       display.scenario.perfect_coordination if display.scenario else 0.0,
                                       display.run.rule if display.run else "", jitter)),
            (page.crowd.view, S.CROWD_TITLE, crowd_key(page.crowd.view), crowd_describer(page.crowd.view)),
        ]
        if page.views.timeline_made:  # made when first shown (gui/window/tabs.py)
            timeline = page.timeline
            sources.insert(2, (timeline.widget, S.TIMELINE_TITLE, run_key(timeline.run),
                               lambda: D.describe_timeline(timeline.run)))
        compare = page.compare
        if compare.made:
            for plot in (compare.top, compare.bottom):
                j = jitter if plot is compare.bottom else None
                sources.append((plot.widget, plain(plot.title), (run_key(plot.run), plot.capacity_value, j), load(plot, j)))
        sweep = page.sweep
        if sweep.chart_made:
            for metric, plot in sweep.chart.plots.items():
                key = tuple(len(v) for v in sweep.chart.points.values())
                sources.append((plot, S.SWEEP_TITLES[metric], key, sweep_describer(sweep.chart, metric)))
        sources += study_sources(page.brooker, getattr(w, "storm", None))
        ten = w.ten_lesson
        if ten is not None:
            name_table(ten.table, S.TEN_TABLE_TITLE)
            for rule, timeline in ten.timelines.items():
                sources.append((timeline.widget, S.TEN_RULES[rule], run_key(timeline.run),
                                lambda r=rule, t=timeline: D.describe_ten_agents(S.TEN_RULES[r], t.run)))
        door = w.door_lesson
        if door is not None:
            sources.append((door.crowd.view, S.CROWD_TITLE, crowd_key(door.crowd.view), crowd_describer(door.crowd.view)))
        attract = getattr(w, "attract", None)
        if attract is not None:
            for rule, view in attract.crowds.items():
                sources.append((view, S.rule_label(rule), crowd_key(view), crowd_describer(view)))
            for rule, timeline in attract.timelines.items():
                sources.append((timeline.widget, S.rule_label(rule), run_key(getattr(timeline, "run", None)),
                                lambda t=timeline: D.describe_timeline(getattr(t, "run", None))))
        return sources

    def update(self) -> None:
        """Describe the charts on screen, name the controls, announce a settled run."""
        w = self.window
        if not w.isVisible():
            return
        known = set()
        for widget, name, key, describer in self.chart_sources():
            known.add(id(widget))
            if not widget.isVisible():
                continue
            mark_chart(widget, name)
            make_focusable(widget, self.chart_keys)
            if self._made.get(id(widget)) != (key, name):
                set_description(widget, describer())
                self._made[id(widget)] = (key, name)
        for plot in w.findChildren(pg.PlotWidget):  # the sweep, Brooker's study, the real storm, ...
            if id(plot) not in known and plot.isVisible():
                mark_chart(plot)
                make_focusable(plot, self.chart_keys)
                set_description(plot, describe_plot(plot))
        name_controls(w)
        self._announce_if_settled()

    # ------------------------------------------------------- announcement
    def settled(self) -> bool:
        """The run on screen is the newest settings' typical run, the table is in, nothing is moving."""
        w = self.window
        d = w.display
        return (d.shown is not None and d.shown.batch is not None and not d.changing and not d.dragging
                and w.service.is_current(d.generation) and w.table_generation == d.generation
                and w.lessons.lab_on_screen() and self.newest_settings())

    def newest_settings(self) -> bool:
        """The run on screen was made from the settings on the panel now: a run of a
        slider's previous value is never announced (it would say a stale figure)."""
        w = self.window
        d = w.display
        try:
            return d.scenario == w.panel.scenario() and d.shown.rule == w.panel.rule()
        except (AttributeError, ValueError):  # settings being typed: not settled yet
            return False

    def _announce_if_settled(self) -> None:
        if not self.settled():
            return
        d = self.window.display
        headline = d.headline()
        key = (d.generation, headline)
        if key == self._settled_key:
            return
        self._settled_key = key
        jitter = d.scenario.jitter if d.scenario is not None else None
        figures = D.headline_sentence(d.run, d.run.rule, jitter)
        text = S.ANNOUNCE_SETTLED.format(headline=plain(headline), figures=figures) if headline else figures
        self.announced.append(text)
        page = self.window.lab_page
        if page.headline.accessibleDescription() != text:
            page.headline.setAccessibleDescription(text)
        announce(page.headline, text)

    # ------------------------------------------------------------ summary
    def summary(self) -> str:
        """The whole screen in words: the page, its question, the headline, each chart, the table."""
        from wallasey_lab.gui.access.summary import screen_summary

        self.update()
        return screen_summary(self.window)

    def show_summary(self) -> SummaryDialog:
        """F2: the summary in a focused read-only text (Escape closes it), and spoken."""
        text = self.summary()
        if self.summary_dialog is None:
            self.summary_dialog = SummaryDialog(self.window)
        self.summary_dialog.show_text(text)
        announce(self.summary_dialog.text, text)
        return self.summary_dialog


def sweep_describer(chart, metric: str) -> Callable[[], str]:
    def describe() -> str:
        series = [(series_name(key, chart.ordered(key)), [(p.median("calls"), p.median(metric)) for p in chart.ordered(key)])
                  for key in chart.points]
        return D.describe_sweep(S.SWEEP_TITLES[metric], series)

    return describe


def study_sources(brooker, storm) -> list[tuple]:
    """Brooker's study's two charts and the real storm's chart, told as stories."""
    sources = []
    if brooker.charts_made and brooker.rows:
        rows = brooker.rows
        key = (id(rows), len(rows))
        for which, plot in (("calls", brooker.calls_plot), ("time", brooker.time_plot)):
            sources.append((plot, plain(plot_title(plot)) or None, key,
                            lambda which=which: D.describe_brooker(rows, S.BROOKER_RULES, which)))
    report = getattr(storm, "report", None)
    if report is not None:
        from wallasey_lab.storm.run import agreement_words

        def storm_words() -> str:
            real, model = report.real, report.model
            return D.describe_storm(S.PRESET_LABELS[report.library], report.scenario.capacity, real.per_second,
                                    model.per_second, real.calls, real.last_served, model.calls,
                                    model.last_served, agreement_words(report))

        sources.append((storm.plot, S.STORM_CHART_TITLE, id(report), storm_words))
    return sources


def run_key(run) -> tuple | None:
    """A run's identity for the descriptions' keys (its figures too: an id alone may be reused)."""
    return None if run is None else (id(run), run.calls, run.refused, run.last_served)


def crowd_key(view) -> tuple:
    """What the crowd's description is made of: its run and the replay's time to a tenth of a second."""
    model = getattr(view, "model", None)
    return run_key(model.run if model is not None else None), round(view.now, 1)


def crowd_describer(view) -> Callable[[], str]:
    def describe() -> str:
        model = getattr(view, "model", None)
        return D.describe_crowd(model.run if model is not None else None, view.now)

    return describe


def install_access(window) -> AccessWatcher:
    """The window's accessibility: its charts, names, announcements and summary key."""
    return AccessWatcher(window)
