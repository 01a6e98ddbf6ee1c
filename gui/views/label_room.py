"""Where a plot's label may go: a text item's rectangle in pixels, the first place around its
point where it touches no other label, no point and no curve, and a curve sampled every few
pixels for that test."""

from __future__ import annotations

import numpy as np
from PySide6.QtGui import QFontMetricsF


def text_rect_px(metrics: QFontMetricsF, text: str, x_px: float, y_px: float, anchor: tuple[float, float]):
    """The pixel rectangle (left, top, right, bottom) of a text item at
    (x_px, y_px) with a pyqtgraph anchor."""
    # A text item's document has a 4 px margin on every side.
    w = metrics.horizontalAdvance(text) + 8
    h = metrics.height() + 8
    left = x_px - anchor[0] * w
    top = y_px - anchor[1] * h
    return left, top, left + w, top + h


def free_spot(metrics: QFontMetricsF, text: str, x_px: float, y_px: float, anchors, placed, marks, width, height,
              mark_radius: float = 7.0, lines=(), line_radius: float = 2.0):
    """The first anchor at which the text touches no placed rectangle, no
    marked point, no point of ``lines`` (curves sampled every few pixels) and
    no edge; None if there is none."""
    marks = list(marks) + [(mx, my, line_radius) for mx, my in lines]
    for anchor in anchors:
        r = text_rect_px(metrics, text, x_px, y_px, anchor)
        if r[0] < 0 or r[1] < 0 or r[2] > width or r[3] > height:
            continue
        if any(r[0] < p[2] and p[0] < r[2] and r[1] < p[3] and p[1] < r[3] for p in placed):
            continue
        if any(r[0] - m[2] < m[0] < r[2] + m[2] and r[1] - m[2] < m[1] < r[3] + m[2]
               for m in ((*mark, mark_radius) if len(mark) == 2 else mark for mark in marks)):
            continue
        return anchor, r
    return None


def curve_samples(points_px, step_px: float = 4.0) -> list[tuple[float, float]]:
    """The places in pixels every ``step_px`` along the straight segments between ``points_px``
    (the segments' ends left out: the points are marks of their own)."""
    found = []
    for (ax, ay), (bx, by) in zip(points_px, points_px[1:], strict=False):
        steps = max(1, int(np.hypot(bx - ax, by - ay) // step_px))
        found += [(ax + (bx - ax) * k / steps, ay + (by - ay) * k / steps) for k in range(1, steps)]
    return found
