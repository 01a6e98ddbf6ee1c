"""The load plot's count axis, cut at one level: its numbers run up to the cut and stop there, its
line ends there under a break mark, and above it is only the strip of the cut bars' true heights.

The cut is a number of calls (CUT_TIMES the tool's limit per bar, rounded up to the axis's last
tick), never a share of the plot's pixels: it once came down to make room for the labels' rows, so
the same run's 54- and 51-call bars were whole at 1366x768, cut at about 50 at 1920x1080 and at
about 45 in the side by side, under ticks running to 70 (a pupil read a 59-call bar as 50)."""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6.QtCore import QPointF
from PySide6.QtGui import QPen

from wallasey_lab.gui.style import scale

# Bars taller than this many times the tool's limit per bar are cut: the herd's 40 (twice the limit)
# and jitter's 54 and 51 stand whole; its first seconds' hundreds are cut.
CUT_TIMES = 3.0
# The count axis's intervals up to the cut, at most.
MOST_TICKS = 5


def cut_scale(want: float) -> tuple[float, float]:
    """The cut (the axis's last tick) at or above ``want`` calls, and the step between its ticks:
    whole counts, a step of 1, 2 or 5 x 10^k, at most MOST_TICKS intervals (60 calls: 0, 20, 40, 60)."""
    want = max(float(want), 1.0)
    power = 1.0
    while True:
        for m in (1, 2, 5):
            step = m * power
            if want / step <= MOST_TICKS + 1e-9:
                return math.ceil(want / step - 1e-9) * step, step
        power *= 10


class CutAxis(pg.AxisItem):
    """A value axis whose line ends at ``cut`` (in its units) with a break mark: two short slanted
    strokes across its end, the mark a broken scale has on paper. No cut: an ordinary axis."""

    BREAK_PX = 5  # half a stroke's width
    STUB_PX = 11  # the line past the cut, through the strokes

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.cut: float | None = None

    def set_cut(self, cut: float | None, step: float | None = None) -> None:
        """The cut, and the ticks up to it (none above: the strip above holds the true heights)."""
        self.cut = cut
        if cut is None or not step:
            self.setTicks(None)
        else:
            n = int(round(cut / step))
            self.setTicks([[(k * step, f"{k * step:,.0f}") for k in range(n + 1)], []])
        self.picture = None
        self.update()

    def cut_y(self) -> float | None:
        """The cut's height in the axis's own pixels (None: no cut, or above the axis)."""
        lo, hi = self.range
        if self.cut is None or hi <= lo:
            return None
        bounds = self.mapRectFromParent(self.geometry())
        y = bounds.bottom() - (self.cut - lo) / (hi - lo) * bounds.height()
        return y if bounds.top() <= y <= bounds.bottom() else None

    def generateDrawSpecs(self, p):  # noqa: N802 - pyqtgraph's name
        specs = super().generateDrawSpecs(p)
        y = self.cut_y()
        if specs is None or y is None or self.orientation not in ("left", "right"):
            return specs
        (pen, p1, p2), ticks, texts = specs
        top, bottom = (p1, p2) if p1.y() < p2.y() else (p2, p1)
        # A short stub past the cut, which the break mark's strokes cross (a broken scale on paper).
        return (pen, QPointF(top.x(), max(top.y(), y - scale.px(self.STUB_PX))), bottom), ticks, texts

    def drawPicture(self, p, axisSpec, tickSpecs, textSpecs):  # noqa: N802 - pyqtgraph's name
        super().drawPicture(p, axisSpec, tickSpecs, textSpecs)
        y = self.cut_y()
        if y is None or self.orientation not in ("left", "right"):
            return
        pen, p1, _p2 = axisSpec
        x, d, u = p1.x(), scale.px(self.BREAK_PX), scale.px(1)  # at the window's zoom (View > Bigger)
        p.setClipping(False)
        p.setRenderHint(p.RenderHint.Antialiasing, True)
        mark = QPen(pen)
        mark.setWidthF(max(pen.widthF(), 1.0) * 1.5)
        p.setPen(mark)
        for lift in (3, 8):  # two strokes across the line's stub above the cut, rising to the right
            p.drawLine(QPointF(x - d, y - (lift - 3) * u), QPointF(x + d, y - (lift + 3) * u))


__all__ = ["CUT_TIMES", "CutAxis", "cut_scale"]
