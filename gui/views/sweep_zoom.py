"""The load-against-waiting chart's view (gui/views/sweep.py): the lab's ranges for its points, the
axis' numbers for the range on show, how far a wheel, a drag or a key (gui/access/chart_keys.py:
arrows, + and -) may zoom and move it, and the way back: a view left with no point on show is moved
to the nearest as the person's own move, so the "Show the whole chart" button and the Home key
(gui/views/lab_view.py) still give back the lab's view."""

from __future__ import annotations

import contextlib

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QFontMetricsF

from wallasey_lab.gui.views.lab_view import LabViewBox
from wallasey_lab.gui.views.plots import plot_font
from wallasey_lab.gui.views.sweep_text import log_ticks

# How far a wheel, a drag or a key may take a plot from the lab's view: out to this many of its spans
# on each side, in to this many powers of ten (a factor 2.2, so the axis always has a number on it).
# Unbounded, a few hard turns of the wheel took the typical agent's log axes past 10^308 calls: the
# ticks overflowed, and the zoom back in landed on nothing.
OUT_SPANS, LEAST_DECADES = 1.0, 0.35
INSET = 0.4  # a point brought back into sight lands this share of the span in from the centre


def edge_pad(span: float, length_px: float, room_px: float) -> float:
    """The padding (in the axis' units) at each end of a range ``span`` long that leaves
    ``room_px`` of the ``length_px`` the axis has between its last point and its edge."""
    if length_px <= 2 * room_px + 1:
        return 0.0  # not laid out yet, or too short to help: the share-of-range padding holds
    return span * room_px / (length_px - 2 * room_px)


def _log(values) -> np.ndarray:
    return np.log10(np.maximum(np.asarray(values, dtype=float), 1e-9))


def lab_ranges(points, metric: str, width_px: float, height_px: float):
    """The lab's view of one plot ((x0, x1), (y0, y1) in log10 units): every point of ``points``
    (SweepPoints) and its bars, with room for the labels, on a plot ``width_px`` by ``height_px``."""
    xs = _log([v for p in points for v in (p.stats["calls"]["q1"], p.stats["calls"]["q3"])])
    ys = _log([v for p in points for v in (p.stats[metric]["q1"], p.stats[metric]["q3"])])
    x_lo, x_hi, y_lo, y_hi = float(xs.min()), float(xs.max()), float(ys.min()), float(ys.max())
    # A point at the chart's edge keeps room beside it for at least its number ("3"): on a
    # short chart (1024x768, a bigger zoom) 12 % of the range was less than a line of text.
    metrics = QFontMetricsF(plot_font(9))
    label_w, label_h = metrics.horizontalAdvance("3") + 16, metrics.height() + 12
    x_pad = max(0.08, (x_hi - x_lo) * 0.12, edge_pad(x_hi - x_lo, width_px, label_w))
    y_pad = max(0.06, (y_hi - y_lo) * 0.12, edge_pad(y_hi - y_lo, height_px, label_h))
    return (x_lo - x_pad, x_hi + x_pad), (y_lo - y_pad, y_hi + y_pad)


def axis_ticks(plot: pg.PlotWidget) -> None:
    """The axes' numbers for the range ``plot`` shows now."""
    vb = plot.getViewBox()
    (x0, x1), (y0, y1) = vb.viewRange()
    metrics = QFontMetricsF(plot_font(9))
    number_w = metrics.horizontalAdvance("5,000") + 8
    ticks = log_ticks(x0, x1, vb.width(), number_w)
    # Zoomed out by the wheel, the numbers grow ("200,000"): spaced by the widest on show.
    widest = max((metrics.horizontalAdvance(text) + 8 for _, text in ticks[0]), default=0)
    if widest > number_w:
        ticks = log_ticks(x0, x1, vb.width(), widest)
    plot.getAxis("bottom").setTicks(ticks)
    plot.getAxis("left").setTicks(log_ticks(y0, y1, vb.height(), metrics.height()))


def set_zoom_limits(vb: pg.ViewBox, x_range: tuple[float, float], y_range: tuple[float, float]) -> None:
    """Bound ``vb``'s zoom and drag around the lab's view (``x_range``, ``y_range``, log10 units)."""
    (x0, x1), (y0, y1) = x_range, y_range
    span_x, span_y = x1 - x0, y1 - y0
    vb.setLimits(xMin=x0 - OUT_SPANS * span_x, xMax=x1 + OUT_SPANS * span_x,
                 yMin=y0 - OUT_SPANS * span_y, yMax=y1 + OUT_SPANS * span_y,
                 minXRange=min(LEAST_DECADES, span_x), minYRange=min(LEAST_DECADES, span_y))


def keep_in_sight(vb: pg.ViewBox, xy: np.ndarray) -> None:
    """A zoom or a drag that left none of the points ``xy`` (rows of x, y) on show is moved, as the
    person's own, until the nearest point is just inside: a wheel turned over the empty middle
    blanked the chart."""
    (x0, x1), (y0, y1) = vb.viewRange()
    if not len(xy) or ((xy[:, 0] >= x0) & (xy[:, 0] <= x1) & (xy[:, 1] >= y0) & (xy[:, 1] <= y1)).any():
        return
    mid = np.array([(x0 + x1) / 2, (y0 + y1) / 2])
    near = xy[np.argmin(((xy - mid) / [x1 - x0, y1 - y0]) ** 2 @ [1, 1])]
    dx = near[0] - np.clip(near[0], mid[0] - INSET * (x1 - x0), mid[0] + INSET * (x1 - x0))
    dy = near[1] - np.clip(near[1], mid[1] - INSET * (y1 - y0), mid[1] + INSET * (y1 - y0))
    # The person's move (not the lab's view): the way back still leads to the lab's ranges.
    shift = vb._person() if isinstance(vb, LabViewBox) else contextlib.nullcontext()
    with shift:
        vb.setRange(xRange=(x0 + dx, x1 + dx), yRange=(y0 + dy, y1 + dy), padding=0)


__all__ = ["INSET", "LEAST_DECADES", "OUT_SPANS", "axis_ticks", "edge_pad", "keep_in_sight", "lab_ranges",
           "set_zoom_limits"]
