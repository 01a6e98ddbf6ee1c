"""The lab's views as tabs: the two live plots, side by side, the agent
timeline, the crowd at the door (all fed by the same run and the same
replay clock), load against waiting (the sweep) and Brooker's study."""

from __future__ import annotations

import time

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from wallasey_lab.core.engines.results import RunResult
from wallasey_lab.core.studies.sweep import SERIES as SWEEP_SERIES
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.lessons.common import NoticePanel
from wallasey_lab.gui.views.brooker_view import BrookerView
from wallasey_lab.gui.views.compare import CompareView
from wallasey_lab.gui.views.crowd import CrowdPanel
from wallasey_lab.gui.views.sweep import SweepPanel
from wallasey_lab.gui.views.sweep_text import one_second_text
from wallasey_lab.gui.views.timeline import AgentTimeline
from wallasey_lab.gui.widgets.wrapping_tabs import WrappingTabBar


class LabViews(QTabWidget):
    """``keys`` names the tabs in order (the Real storm tab adds "storm")."""

    def __init__(self, plots: QWidget, panel, interactive: bool, sweep_settings, save_sweep=None, parent=None):
        super().__init__(parent)
        self.setTabBar(WrappingTabBar(self))
        self._fitted: tuple | None = None  # what the tab names were last fitted to
        # The timeline is made when first needed, or ahead in a pause (gui/window/lesson_switcher.py's
        # warm-up): a reopened window is made in one go, and this tab is not the one it shows.
        self._interactive = interactive
        self._timeline: AgentTimeline | None = None
        self.timeline_tab = QWidget()
        QVBoxLayout(self.timeline_tab).setContentsMargins(0, 0, 0, 0)
        self.crowd = CrowdPanel(words="lab")
        self.sweep = SweepPanel(sweep_settings, interactive=interactive, save=save_sweep)
        # Predict, try, explain: 'What to notice' opens once a point of each rule in the chart's key is on
        # it. Randomness in the wait (the slider between the two backoffs) is one of them: a pupil who
        # chose Exponential backoff, set the randomness to 0.25 and added a point saw the count stay.
        self.load_notice = NoticePanel(list(S.LOAD_NOTICE), S.LOAD_TRY, wide=True,
                                       choices=tuple(SWEEP_SERIES), ask=S.LOAD_NOTICE_ASK)
        # Once open, the notice takes the panel's whole width, as the door's and ten agents' do: beside
        # 'Try this' its five points needed 402 px of a 232 px column at 1024x768, and the last was cut.
        self.load_notice.alone_when_open = True
        self.sweep.add_button.clicked.connect(lambda: self.load_notice.set_tried(panel.rule()))
        self.load_notice.hide()
        self.sweep.notice_slot.addWidget(self.load_notice)
        # Its answer about every 1 s gives the figures of the sweep on screen (after a sweep for 731 agents
        # it kept the story's 200), and the museum floor, which never asks, leaves it out (page.py).
        self.explain_one_second = True
        self.sweep.sweepChanged.connect(self.notice_follows_sweep)
        self.notice_follows_sweep()
        self.brooker = BrookerView(interactive)
        self.compare = CompareView(interactive)
        self.keys = ("plots", "compare", "timeline", "crowd", "sweep", "brooker")
        views = (plots, self.compare, self.timeline_tab, self.crowd, self.sweep, self.brooker)
        for key, widget in zip(self.keys, views, strict=True):
            index = self.addTab(widget, S.VIEW_TABS[key])
            self.setTabToolTip(index, S.VIEW_TAB_TIPS[key])
        self.currentChanged.connect(self._made_when_shown)
        self._stamp: dict[str, tuple[int, float]] = {}  # view -> (generation, end) it was given
        self._timeline_drawn = 0.0  # when the timeline was last marked (monotonic s)
        self._timeline_cost = 0.0  # how long that took
        self._timeline_at = 0.0  # the replay time it was marked for

    def notice_follows_sweep(self) -> None:
        """Load against waiting's 'What to notice' for the sweep on screen."""
        sweep = self.sweep
        one_second = [one_second_text(sweep.sweep_points, "immediate" in sweep.stale)] if self.explain_one_second else []
        self.load_notice.set_notice([*S.LOAD_NOTICE, *one_second])

    @property
    def timeline(self) -> AgentTimeline:
        """The agent timeline (made now if it has not been)."""
        self.make_timeline()
        return self._timeline

    @property
    def timeline_made(self) -> bool:
        return self._timeline is not None

    def make_timeline(self) -> None:
        """Make the timeline if it has not been (also a step of the window's warm-up)."""
        if self._timeline is None:
            self._timeline = AgentTimeline(self._interactive)
            self.timeline_tab.layout().addWidget(self._timeline.widget)

    def _made_when_shown(self, _index: int) -> None:
        if self.key() == "timeline":
            self.make_timeline()

    def key(self) -> str:
        return self.keys[self.currentIndex()]

    def tab_name(self, index: int) -> str:
        """The tab's whole name on one line (on screen it may wrap)."""
        return S.VIEW_TABS[self.keys[index]]

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        QTimer.singleShot(0, self, self.fit_tab_names)

    def tabInserted(self, index: int) -> None:  # noqa: N802 - Qt's name
        super().tabInserted(index)
        QTimer.singleShot(0, self, self.fit_tab_names)  # the Real storm tab comes after the others

    def fit_tab_names(self) -> None:
        """Every tab's whole name, the longest wrapped onto two or three lines when they
        would not all fit on one (never a shortened name: the worksheets and the docs
        name the tabs, and the teacher reads them out)."""
        bar = self.tabBar()
        if len(self.keys) != bar.count():
            return  # a tab being added: its key comes next
        names = tuple(self.tab_name(i) for i in range(bar.count()))
        # A window being made asks 8 times with the same names, room and font: each fit measured
        # every tab many times over (70 ms of a reopening on one core); once is enough.
        fitted = (names, self.width(), bar.font().key(), bar.fontMetrics().lineSpacing())
        if fitted == self._fitted:
            return
        self._fitted = fitted
        bar.set_names(names)
        bar.fit(self.width() - 4)

    def paint(self, run: RunResult | None, generation: int, capacity: int, now: float, end: float, playing: bool,
              force: bool = False) -> None:
        """The timeline and the crowd show the same run at the same replay
        time; only the tab on screen is drawn (a slider drag stays smooth).

        A huge run (a thousand agents retrying immediately makes 160,000
        marks) can take longer to mark than a replay frame lasts: then, while
        playing, the timeline is redrawn only every few frames, so the window
        stays responsive; the end of the replay and a pause always show
        every mark."""
        if run is None:
            return
        key = self.key()
        if key == "compare":
            self.compare.set_time(now, playing)
            return
        if key not in ("timeline", "crowd"):
            return
        stamp = (generation, end)
        if self._stamp.get(key) != stamp:
            if key == "timeline":
                self.timeline.show_run(run, end)
            else:
                self.crowd.show_run(run, capacity)
            self._stamp[key] = stamp
        if key == "crowd":
            self.crowd.set_time(now)
            return
        started = time.monotonic()
        moving_on = playing and self._timeline_at <= now < end
        if not force and moving_on and started - self._timeline_drawn < 4 * self._timeline_cost:
            return
        self.timeline.set_time(now)
        self._timeline_at = now
        self._timeline_drawn = started
        self._timeline_cost = time.monotonic() - started
