"""The load-against-waiting chart's quartile bars and the order its marks are drawn in
(gui/views/sweep.py). Around 1,300 to 1,400 calls the backoff-with-jitter circles, the randomness
diamonds and their bars pile up: drawn under the markers, the short bars were hidden. Each bar is
drawn over every marker, with a short cap across each end, a few pixels wide whatever the zoom, so
it ends plainly, from the edge of its own marker out; the smaller diamonds lie over the circles,
so a point both curves share (randomness 1 is backoff with jitter) shows both marks."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF

from wallasey_lab.gui.style import scale

# Draw order (z): the markers, the smaller on top; your stars over them; every bar over all of these.
MARKER_Z = {"immediate": 1, "exponential": 2, "full-jitter": 3, "jitter": 4, "yours": 5}
BARS_Z = 6
CAP_PX = 3  # half a cap's length, in pixels at 100 %


class QuartileBars(pg.ErrorBarItem):
    """pyqtgraph's error bars drawn from the edge of their own marker (``marker_px`` across) out, with a
    cap across each end: a bar shorter than its marker is not drawn (it would cross out the marker,
    a circle read as ⊕), and a longer one reads over any other marker it crosses."""

    def __init__(self, *args, marker_px: float = 9.0, **kwargs):
        self.marker_px = marker_px
        super().__init__(*args, **kwargs)

    def _arms(self) -> list[tuple[float, float, float, float]]:
        """(x, y, its end's x, its end's y) of every arm of a bar with length, in the data's units."""
        o = self.opts
        x, y = o.get("x"), o.get("y")
        if x is None or y is None or not len(x):
            return []
        arms = []
        for name, axis, sign in (("left", 0, -1), ("right", 0, 1), ("bottom", 1, -1), ("top", 1, 1)):
            size = o.get(name)
            if size is None:
                continue
            for xi, yi, si in zip(x, y, np.broadcast_to(size, np.shape(x)), strict=True):
                if si > 0:
                    end = (xi + sign * si, yi) if axis == 0 else (xi, yi + sign * si)
                    arms.append((float(xi), float(yi), float(end[0]), float(end[1])))
        return arms

    def paint(self, p, *args) -> None:
        arms = self._arms()
        if not arms:
            return
        half, clear = scale.px(CAP_PX), self.marker_px / 2 + 1
        to_device = p.transform()
        p.save()
        p.resetTransform()  # in pixels: the same marker and caps at any zoom on log axes
        p.setPen(pg.mkPen(self.opts["pen"]))
        for x, y, ex, ey in arms:
            at, end = to_device.map(QPointF(x, y)), to_device.map(QPointF(ex, ey))
            reach = end - at
            length = (reach.x() ** 2 + reach.y() ** 2) ** 0.5
            if length <= clear:
                continue  # within its own marker
            p.drawLine(at + reach * (clear / length), end)
            across = QPointF(-reach.y(), reach.x()) * (half / length)
            p.drawLine(end - across, end + across)
        p.restore()

    def boundingRect(self):  # noqa: N802 - Qt's name
        rect = super().boundingRect()
        w, h = self.pixelWidth(), self.pixelHeight()
        if not w or not h:
            return rect
        pad = scale.px(CAP_PX) + 2
        return rect.adjusted(-pad * w, -pad * h, pad * w, pad * h)


__all__ = ["BARS_Z", "CAP_PX", "MARKER_Z", "QuartileBars"]
