"""Load against waiting's chart (the panel with its buttons is gui/views/sweep.py): calls sent (load)
against how long the typical and the last agent waited, a curve per rule's swept knob, the median as
the marker and the quartiles as bars (gui/views/quartile_bars.py), its labels placed by
gui/views/sweep_labels.py and its view kept by gui/views/sweep_zoom.py."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.core.studies.sweep import SERIES, WAITS, SweepPoint
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import marks, palette, scale
from wallasey_lab.gui.views.plots import _plot_widget, plot_font
from wallasey_lab.gui.views.quartile_bars import BARS_Z, MARKER_Z, QuartileBars
from wallasey_lab.gui.views.sweep_labels import place_labels
from wallasey_lab.gui.views.sweep_text import is_off, key_samples, key_text, series_colours
from wallasey_lab.gui.views.sweep_zoom import _log, axis_ticks, keep_in_sight, lab_ranges, set_zoom_limits
from wallasey_lab.gui.widgets.steady_text import SteadyText

STALE_OPACITY = 0.3  # a curve out of date is drawn this faint, until the sweep redoes it
MARKER_PX = 9  # a rule's marker (10 hid more of its neighbours where the points pile up)
PLOT_LEAST_PX = 165  # each of the two plots' least height at 100 % (a short one labels only 1, 10, 100 ...)


# Each series' marker and line style, as on every chart (gui/style/marks.py).
SYMBOLS = {**{rule: marks.rule(rule).symbol for rule in palette.SWEEP_SERIES_COLOURS}, "yours": marks.YOURS.symbol}
# Where each series' labels sit around its points, so labels of different series rarely collide.
ANCHORS = {"immediate": (0.5, -0.1), "exponential": (-0.05, 1.05), "full-jitter": (0.5, 1.1), "jitter": (1.1, 0.5),
           "yours": (-0.1, 1.0)}


class SweepChart:
    """Two panels: calls sent (x) against the typical agent's and the last
    agent's wait (y), both on log scales (the items hold log10 values, the
    axes are labelled in plain numbers); a curve per series in the order of
    its setting, error bars for the quartiles, your own points as stars.
    Every item is made once and updated with setData."""

    def __init__(self, interactive: bool = True):
        self.widget = QWidget()
        outer = QVBoxLayout(self.widget)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(2)
        # As tall as the whole key from the start: "Your points" joining it never moves the plots.
        self.legend = SteadyText("", key_samples())
        self.legend.setTextFormat(Qt.RichText)
        self.legend.setToolTip(S.SWEEP_EXPLAIN)
        outer.addWidget(self.legend)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        outer.addLayout(row, 1)
        self.plots: dict[str, pg.PlotWidget] = {}
        self.curves: dict[tuple[str, str], pg.PlotDataItem] = {}
        self.bars: dict[tuple[str, str], pg.ErrorBarItem] = {}
        self.labels: dict[tuple[str, str], list[pg.TextItem]] = {}
        self.points: dict[str, list[SweepPoint]] = {}
        self._moved: set[str] = set()  # the plots whose range changed since their labels were placed
        self._follow_timer = QTimer(self.widget)
        self._follow_timer.setSingleShot(True)
        self._follow_timer.setInterval(30)
        self._follow_timer.timeout.connect(self._follow_views)
        self._fitting = False
        self.swept: Scenario | None = None  # the settings the curves on screen were swept around
        self.faded: tuple[str, ...] = ()  # the curves drawn faint: out of date for the settings now
        for metric in WAITS:
            w = _plot_widget(S.SWEEP_PLOT_TITLES[metric], S.SWEEP_X, S.SWEEP_Y[metric], interactive)
            # Tall enough at every zoom for its points' labels (its words grow with the zoom, and
            # at a fixed 200 px a 150 % zoom left no place for your third point's label).
            scale.follow(w, lambda w=w: w.setMinimumHeight(scale.px(PLOT_LEAST_PX)))
            w.setToolTip(S.SWEEP_EXPLAIN)
            self.plots[metric] = w
            row.addWidget(w, 1)
            w.getViewBox().sigResized.connect(lambda *_a: self.fit())
            # A zoom by the wheel, a drag or the corner's 'A' moves the points under labels placed for
            # the old range: "you 3" ran into "you 2" as they closed up. The labels (and the axis'
            # numbers) are placed again for the range on show, once the range rests.
            w.getViewBox().sigRangeChanged.connect(lambda *_a, metric=metric: self._view_moved(metric))
            for series in (*SERIES, "yours"):
                colour = series_colours()[series]
                yours = series == "yours"
                # Over every marker, capped (gui/views/quartile_bars.py): under them, the pile of points at
                # 1,300 to 1,400 calls hid the bars.
                bars = QuartileBars(x=np.zeros(0), y=np.zeros(0), pen=marks.pen(colour, 1.4), beam=0.0,
                                    marker_px=17 if yours else MARKER_PX)
                bars.setZValue(BARS_Z)
                curve = pg.PlotDataItem(
                    [], [], pen=None if yours else marks.pen(colour, 2, marks.rule(series)), symbol=SYMBOLS[series],
                    symbolSize=17 if yours else MARKER_PX, symbolBrush=colour,
                    symbolPen=pg.mkPen(palette.WHITE if yours else marks.stroke(colour), width=0.8),
                )
                curve.setZValue(MARKER_Z[series])
                w.addItem(bars)
                w.addItem(curve)
                self.curves[(series, metric)] = curve
                self.bars[(series, metric)] = bars
                self.labels[(series, metric)] = []
        self.clear()

    def clear(self, series: tuple[str, ...] | None = None) -> None:
        for s in series or (*SERIES, "yours"):
            self.points[s] = []
            self._redraw(s)
            for metric in WAITS:
                for item in self.labels[(s, metric)]:
                    item.hide()
        self._show_key()
        self.fit()

    def _show_key(self) -> None:
        """The key names the series on the chart: "Your points" only once
        there is one (a key entry with nothing to point at puzzled people)."""
        text = key_text((*SERIES, "yours") if self.points.get("yours") else SERIES, self.points)
        if text != self.legend.text():
            self.legend.setText(text)

    def set_swept(self, scenario: Scenario) -> None:
        """A new sweep around ``scenario``: your stars from other settings turn hollow and say so
        (after an Advanced change they stayed as if they were points of the new curves)."""
        self.swept = scenario
        self._redraw("yours")

    def add(self, *points: SweepPoint) -> None:
        """One redraw and one fit for any number of new points."""
        for point in points:
            self.points.setdefault(point.job.series, []).append(point)
        for series in dict.fromkeys(p.job.series for p in points):
            self._redraw(series)
        self._show_key()
        self.fit()

    def ordered(self, series: str) -> list[SweepPoint]:
        """A series' points in the order of their setting (your points: in the order added)."""
        pts = self.points.get(series, [])
        return pts if series == "yours" else sorted(pts, key=lambda p: p.job.value)

    def _redraw(self, series: str) -> None:
        pts = self.ordered(series)
        for metric in WAITS:
            x = _log([p.median("calls") for p in pts])
            y = _log([p.median(metric) for p in pts])
            if series == "yours":
                # Your point from other settings than the curves' is a hollow star (and says so).
                off = [is_off(p, self.swept) for p in pts]
                colour = series_colours()["yours"]
                brush, pen = pg.mkBrush(colour), pg.mkPen(palette.WHITE, width=0.8)
                hollow, rim = pg.mkBrush(palette.WHITE), pg.mkPen(colour, width=1.6)
                self.curves[(series, metric)].setData(
                    x, y, symbolBrush=[hollow if o else brush for o in off] if any(off) else brush,
                    symbolPen=[rim if o else pen for o in off] if any(off) else pen)
            else:
                self.curves[(series, metric)].setData(x, y)
            if pts:
                xl = x - _log([p.stats["calls"]["q1"] for p in pts])
                xr = _log([p.stats["calls"]["q3"] for p in pts]) - x
                yb = y - _log([p.stats[metric]["q1"] for p in pts])
                yt = _log([p.stats[metric]["q3"] for p in pts]) - y
                self.bars[(series, metric)].setData(x=x, y=y, left=xl, right=xr, bottom=yb, top=yt)
            else:
                # ErrorBarItem.setData merges into its old options: every
                # array must be emptied together, or the old bars' lengths no
                # longer match and painting fails (it crashed the app).
                empty = np.zeros(0)
                self.bars[(series, metric)].setData(x=empty, y=empty, left=empty, right=empty, top=empty,
                                                    bottom=empty)

    def fit(self) -> None:
        """Ranges that hold every point and its bars, with room for the labels."""
        every = [p for pts in self.points.values() for p in pts]
        if not every:
            return
        for metric, plot in self.plots.items():
            vb = plot.getViewBox()
            (x_lo, x_hi), (y_lo, y_hi) = lab_ranges(every, metric, vb.width(), vb.height())
            self._fitting = True
            try:
                set_zoom_limits(vb, (x_lo, x_hi), (y_lo, y_hi))
                plot.setXRange(x_lo, x_hi, padding=0)
                plot.setYRange(y_lo, y_hi, padding=0)
            finally:
                self._fitting = False
            self._follow_view(metric)
        self._moved.clear()

    def _view_moved(self, metric: str) -> None:
        if not self._fitting:
            self._moved.add(metric)
            self._follow_timer.start()

    def _follow_views(self) -> None:
        for metric in sorted(self._moved):
            self._keep_in_sight(metric)
            self._follow_view(metric)
        self._moved.clear()

    def _keep_in_sight(self, metric: str) -> None:
        """The plot's view moved back to its nearest point if a zoom or drag left none on show."""
        xy = np.array([(x, y) for (_s, m), c in self.curves.items() if m == metric
                       for x, y in zip(*(c.getData() if c.getData()[0] is not None else ((), ())), strict=True)])
        keep_in_sight(self.plots[metric].getViewBox(), xy)

    def _follow_view(self, metric: str) -> None:
        """The axis' numbers and the points' labels for the range ``metric``'s plot shows."""
        axis_ticks(self.plots[metric])
        self._relabel(metric)

    def _relabel(self, metric: str) -> None:
        """The points' labels where gui/views/sweep_labels.py places them for the range on show.
        Text items are made once per slot and then moved."""
        vb = self.plots[metric].getViewBox()
        found = place_labels({s: self.ordered(s) for s in (*SERIES, "yours")}, metric, vb.viewRange(),
                             (vb.width(), vb.height()), QFontMetricsF(plot_font(9)), self.swept)
        for series, shown in found.items():
            labels = self.labels[(series, metric)]
            while len(labels) < len(shown):
                item = pg.TextItem("", color=marks.text(series_colours()[series]), anchor=ANCHORS[series])
                item.setFont(plot_font(9))
                item.setZValue(20)
                item.setOpacity(STALE_OPACITY if series in self.faded else 1.0)
                self.plots[metric].addItem(item)
                labels.append(item)
            for i, item in enumerate(labels):
                if i < len(shown):
                    x, y, text, anchor = shown[i]
                    item.setFont(plot_font(9))  # the size measured above, at today's zoom (the items outlive it)
                    item.setText(text)
                    item.setAnchor(anchor)
                    item.setPos(x, y)
                    item.show()
                else:
                    item.hide()

    def fade(self, stale: tuple[str, ...]) -> None:
        """Draw the curves out of date (``stale``) faint, with their bars and labels; the rest as they were."""
        self.faded = stale
        for (series, metric), curve in self.curves.items():
            opacity = STALE_OPACITY if series in stale else 1.0
            for item in (curve, self.bars[(series, metric)], *self.labels[(series, metric)]):
                item.setOpacity(opacity)

    def series_data(self, series: str, metric: str) -> tuple[np.ndarray, np.ndarray]:
        """Plotted (calls, wait) of a series, back in calls and seconds."""
        x, y = self.curves[(series, metric)].getData()
        if x is None:
            return np.zeros(0), np.zeros(0)
        return 10 ** np.asarray(x, dtype=float), 10 ** np.asarray(y, dtype=float)


__all__ = ["ANCHORS", "MARKER_PX", "PLOT_LEAST_PX", "STALE_OPACITY", "SYMBOLS", "SweepChart"]
