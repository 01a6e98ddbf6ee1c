"""The run on screen, drawn: the chosen rule's run on the two live plots,
the side-by-side view and the timeline and crowd tabs, at the replay
clock's time.

A drag holds still: from the moment a slider's handle is taken until it is
let go the axes only grow (a run longer than the axis is never cut), and
they settle once, in one step, on the final run of the settings the handle
was let go at. Changes without a drag (arrow keys, typed values) count as
one drag until they have been still for 0.7 s. So the eye follows the
bars, not the axis."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer

from wallasey_lab.core.engines.results import RunResult
from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.core.screens.analysis import nice_end
from wallasey_lab.gui.background.worker import ShownRun, partner_rule
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.views.compare import headline_text
from wallasey_lab.gui.window.one_paint import prepare_now

if TYPE_CHECKING:
    from wallasey_lab.gui.views.compare import CompareView
    from wallasey_lab.gui.views.plots import LoadPlot, ServeHistogram
    from wallasey_lab.gui.widgets.replay_bar import ReplayBar
    from wallasey_lab.gui.window.tabs import LabViews

# A change within this long of the last one is part of a drag: the time
# axes only grow meanwhile, and settle on the new runs once changes stop.
SETTLE_MS = 700


def run_end(run: RunResult, width: float) -> float:
    """How much time axis a run needs: its last call's bar, or its last answer, and a margin."""
    last_call = float(run.call_times[-1]) if run.call_times is not None and len(run.call_times) else 0.0
    last = run.last_served if run.last_served == run.last_served else 0.0
    return max(last_call + width, last) * 1.02


def last_moment(run: RunResult) -> float:
    """When a run's replay ends: the last thing that happens in it, its last
    answer (or a later call, from an agent that then gave up). The replay's
    clock stops there, so it ends on the time the status line and the
    histogram give for the last agent (it ran on by the axis's margin, and a
    teacher read 109.3 s at its end against the last agent's 107.2 s)."""
    last_call = float(run.call_times[-1]) if run.call_times is not None and len(run.call_times) else 0.0
    last = run.last_served if run.last_served == run.last_served else 0.0
    return max(last_call, last)


class Canvas(Protocol):
    """What the run is drawn on: the lab page's (gui/window/page.py)."""

    replay: ReplayBar
    views: LabViews
    load_plot: LoadPlot
    histogram: ServeHistogram
    compare: CompareView


class RunDisplay(QObject):
    """Draws on the lab page's plots and views (gui/window/page.py) and moves
    with its replay bar. ``run``/``shown``: the chosen rule's run and the
    batch it came from; ``partner``: the side-by-side view's other rule."""

    def __init__(self, page: Canvas, parent=None, latest: Callable[[], int] | None = None):
        super().__init__(parent)
        self.page, self.replay, self.views = page, page.replay, page.views
        # The newest request's generation: the axes settle only on its final run.
        self.latest = latest or (lambda: self.generation)
        self.run: RunResult | None = None
        self.shown: ShownRun | None = None
        self.partner: ShownRun | None = None
        self.scenario: Scenario | None = None  # the settings of the run on screen
        self.generation = 0  # the request the run on screen answers
        self.run_end = 1.0  # how much time axis the chosen run needs
        self.partner_end = 0.0  # the same for the side-by-side view's other run
        self.run_last = 1.0  # when the chosen run's replay ends (its last answer)
        self.partner_last = 0.0  # when the side-by-side view's other run's replay ends
        self.axis_end = 0.0  # the plots' time axis (stable during a drag)
        self.compare_end = 0.0
        self.changing = False  # True from a drag's first step until the axes have settled
        self.dragging = False  # a slider's handle is held
        self.settle_timer = QTimer(self)
        self.settle_timer.setSingleShot(True)
        self.settle_timer.setInterval(SETTLE_MS)
        self.settle_timer.timeout.connect(self._settle)
        self.replay.moved.connect(self.paint)
        self.replay.paused.connect(lambda: self.paint_views(force=True))
        self.replay.widthChanged.connect(lambda: self.show_run(keep_time=True))

    def settings_changing(self) -> None:
        """New settings asked for: part of a drag until they have been still for a moment."""
        if self.run is not None:
            self.changing = True
            if not self.dragging:
                self.settle_timer.start()

    def drag(self, held: bool) -> None:
        """A slider's handle taken (True) or let go (False): the axes hold
        from the first step and settle once the handle is let go."""
        self.dragging = held
        if held:
            self.settle_timer.stop()
            if self.run is not None:
                self.changing = True
        elif self.changing:
            self._settle()

    def _final(self) -> bool:
        """The run on screen is the typical run of the newest settings' batch."""
        shown = self.shown
        return shown is not None and shown.batch is not None and self.generation == self.latest()

    def _settle(self) -> None:
        """Settings stopped changing: the axes fit the final run once it is
        on screen (now, or when it comes: see show)."""
        if self.dragging or self.settle_timer.isActive() or not self._final():
            return
        self.changing = False
        if self.run is not None:
            self.show_run(keep_time=self.replay.clock.playing)

    def show(self, generation: int, shown: ShownRun, scenario: Scenario) -> None:
        """A new run to show, for the request ``generation`` with ``scenario``."""
        same_run = shown.run is self.run and self.generation == generation
        self.shown, self.run, self.generation, self.scenario = shown, shown.run, generation, scenario
        settles = self.changing and not self.dragging and not self.settle_timer.isActive() and self._final()
        if settles:
            self.changing = False
        if same_run and shown.batch is not None and not settles:
            # The run on screen was already the typical one: only the batch's
            # marks are new (no second repaint of the plots mid-drag).
            self.page.histogram.show_medians({"runs": len(shown.batch.runs), **shown.batch.median})
        else:
            self.show_run(keep_time=self.replay.clock.playing)

    def show_partner(self, shown: ShownRun) -> None:
        self.partner = shown
        self.show_compare()
        clock = self.replay.clock
        before = clock.now
        if clock.set_end(self.replay_end()) and clock.now != before:
            self.paint()
        else:  # the live plots show nothing of the partner: no repaint of them
            self.replay.show_time()
            self.paint_views()

    def headline(self) -> str | None:
        """The chosen rule against its partner, from the two batches' medians,
        when both are for the same settings (None until then)."""
        shown, partner = self.shown, self.partner
        if shown is None or shown.batch is None or partner is None or partner.batch is None:
            return None
        mine, other = shown.batch, partner.batch
        if partner.rule != partner_rule(shown.rule):
            return None
        if dataclasses.replace(mine.scenario, jitter=0.0) != dataclasses.replace(other.scenario, jitter=0.0):
            return None
        return headline_text(shown.rule, mine.scenario.jitter, mine.median, partner.rule, other.median)

    def status(self, runs: int, table: bool = True) -> str:
        """What the plots show, for the status bar (``table``: the page shows the results table)."""
        shown, run = self.shown, self.run
        if shown is not None and shown.batch is None:
            return S.STATUS_SHOWING_QUICK.format(index=shown.index + 1, runs=shown.runs)
        showing = S.STATUS_SHOWING if table else S.STATUS_SHOWING_NO_TABLE
        text = showing.format(n=run.calls, runs=runs, refused=run.refused, last=run.last_served)
        gave_up = int(getattr(run, "gave_up", 0) or 0)
        if gave_up:
            text += " " + S.STATUS_GAVE_UP.format(n=gave_up, agents=len(run.served_us))
        return text

    def replay_end(self) -> float:
        """The side-by-side view replays until both of its runs are over."""
        return max(self.run_last, self.partner_last if self.views.key() == "compare" else 0.0)

    def show_run(self, keep_time: bool = False) -> None:
        run = self.run
        if run is None:
            return
        width = self.replay.bar_width()
        self.run_end = run_end(run, width)
        self.run_last = last_moment(run)
        self.axis_end = self._axis(self.axis_end, self.run_end)
        self.page.load_plot.show_run(run, self.scenario.capacity, width, self.axis_end)
        batch = self.shown.batch if self.shown is not None else None
        medians = None if batch is None else {"runs": len(batch.runs), **batch.median}
        self.page.histogram.show_run(run, self.scenario.perfect_coordination, self.axis_end, medians,
                                     hold=self.changing)
        self.show_compare()
        self.replay.clock.set_end(self.replay_end())
        if not keep_time:
            self.replay.clock.to_end()
        self.paint()
        prepare_now(self.page.load_plot.widget, self.page.histogram.widget)  # one paint for the new ranges

    def _axis(self, current: float, wanted: float) -> float:
        """A round time axis for ``wanted`` seconds: it only grows while the
        settings are changing, so the eye follows the data, not the axis."""
        wanted = nice_end(wanted)
        return max(current, wanted) if self.changing else wanted

    def show_compare(self) -> None:
        if self.run is None or self.views.key() != "compare":
            return  # drawn when its tab is shown: a drag elsewhere does not pay for it
        width = self.replay.bar_width()
        partner = self.partner
        if partner is not None and partner.batch is not None and partner.batch.scenario.agents != len(self.run.served_us):
            partner = None  # made for another crowd: wait for the new one
        self.partner_end = run_end(partner.run, width) if partner is not None else 0.0
        self.partner_last = last_moment(partner.run) if partner is not None else 0.0
        self.compare_end = self._axis(self.compare_end, max(self.run_end, self.partner_end))
        sc = self.scenario
        self.page.compare.show_runs(partner.run if partner else None, partner.rule if partner else "exponential",
                                    self.run, self.shown.rule if self.shown else self.run.rule, sc.capacity, width,
                                    self.compare_end, jitter=sc.jitter)

    def view_changed(self) -> None:
        """Another tab: draw it, and replay as long as it needs."""
        key = self.views.key()
        if key == "compare":
            self.show_compare()
        if key == "plots" and self.run is not None:
            # Labels placed while the tab was hidden had no size to go by.
            QTimer.singleShot(0, self, lambda: (self.page.histogram._place_labels(),
                                                self.page.load_plot._label_cuts()))
        if self.replay.clock.set_end(self.replay_end()):
            self.paint()
        self.paint_views()

    def paint(self) -> None:
        clock = self.replay.clock
        self.page.load_plot.set_time(clock.now, clock.playing)
        self.page.histogram.set_time(clock.now, clock.playing)
        self.replay.show_time()
        self.paint_views()

    def paint_views(self, force: bool = False) -> None:
        clock = self.replay.clock
        capacity = self.scenario.capacity if self.run is not None else 0
        self.views.paint(self.run, self.generation, capacity, clock.now, clock.end, clock.playing, force)
