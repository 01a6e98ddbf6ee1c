"""Where a plot's label may go: a text item's rectangle in pixels, the first place around its
point where it touches no other label, no point and no curve, and a curve sampled every few
pixels for that test; and the row (or two) of cut bars' numbers, each over its own bar."""

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


def covers(centre: float, width: float, x: float) -> bool:
    """A label of ``width`` centred at ``centre`` stands over ``x`` (its bar's middle)."""
    return centre - width / 2 <= x <= centre + width / 2


def leader_top(centre: float, width: float, x: float, inset: float) -> float:
    """Where a label's line to its bar leaves the label's foot: straight above the bar's middle when
    the label stands over it, else the foot's end nearest the bar (a short line, nearly upright)."""
    return min(max(x, centre - width / 2 + inset), centre + width / 2 - inset)


def place_in_rows(wanted: list[float], widths: list[float], left: float, right: float, gap: float,
                  rows: int = 2) -> list[tuple[int | None, float | None]]:
    """(row, centre) for labels in ``rows`` rows (row 0 the top), none overlapping and no label's line
    to its bar crossing a label in a row below: each over its own bar in the first row with room there.
    A label with room over its bar in no row is pushed right, only as far as its bar's reach: at most
    twice its own width, no other bar's middle under it, and starting before the next bar's middle (its
    line to its bar stays short); further, it gets (None, None), left out ('120' was pushed over the bar
    '100' belonged to in en-XA at 1024 px). When some must be left out (bars too many and too close to
    name each), none is pushed far: every label kept stands over its own bar (with 99,999 agents every
    bar was cut and the pushed labels' lines crossed in a tangle)."""
    placed = _rows(wanted, widths, left, right, gap, rows, push=2.0)
    if any(row is None for row, _c in placed):
        placed = _rows(wanted, widths, left, right, gap, rows, push=0.5)
    return placed


def _rows(wanted, widths, left, right, gap, rows, push: float) -> list[tuple[int | None, float | None]]:
    """place_in_rows with labels pushed at most ``push`` times their width off their bar's middle."""
    ends = [left - gap] * rows  # where each row's last label, or a line passing down through it, ends
    placed: list[tuple[int | None, float | None]] = []
    for n, (x, w) in enumerate(zip(wanted, widths, strict=True)):
        others = wanted[:n] + wanted[n + 1:]
        best = None  # (pushed off its bar, row, centre, where its line leaves it)
        for row in range(rows):
            centre = min(max(x, left + w / 2), right - w / 2)
            if centre - w / 2 < ends[row] + gap:  # no room over its bar in this row: pushed right
                centre = ends[row] + gap + w / 2
                beyond = any(covers(centre, w, o) for o in others) or (
                    n + 1 < len(wanted) and centre - w / 2 >= wanted[n + 1])
                if centre + w / 2 > right or centre - x > push * w or (not covers(centre, w, x) and beyond):
                    continue
            top = leader_top(centre, w, x, min(gap, w / 4))
            # Its line passes down through the rows below: clear of the labels already there.
            if any(min(top, x) < ends[below] + gap / 2 for below in range(row + 1, rows)):
                continue
            if covers(centre, w, x):  # over its own bar: the first such row
                best = (0.0, row, centre, top)
                break
            if best is None or centre - x < best[0]:
                best = (centre - x, row, centre, top)
        if best is None:
            placed.append((None, None))
            continue
        _off, row, centre, top = best
        ends[row] = centre + w / 2
        for below in range(row + 1, rows):
            ends[below] = max(ends[below], top, x)
        placed.append((row, centre))
    return placed


def rows_needed(wanted: list[float], widths: list[float], left: float, right: float, gap: float,
                most: int = 3) -> int:
    """1 if one row holds every label over its own bar, else the fewest rows (up to ``most``) that hold
    every label; when none does, the rows that hold the most (a third row only if it names more bars)."""
    one = place_in_rows(wanted, widths, left, right, gap, rows=1)
    if all(row is not None and covers(c, w, x) for (row, c), w, x in zip(one, widths, wanted, strict=True)):
        return 1
    named = {}
    for rows in range(2, most + 1):
        named[rows] = sum(row is not None for row, _c in place_in_rows(wanted, widths, left, right, gap, rows=rows))
        if named[rows] == len(wanted):
            return rows
    return max(named, key=lambda rows: (named[rows], -rows))


def fan_out(wanted: list[float], widths: list[float], left: float, right: float, gap: float) -> list[float | None]:
    """Centres for labels in one row, in order, none overlapping: each as
    near its wanted centre as the one before allows, then pulled back from
    the right edge. Labels that cannot fit between ``left`` and ``right``
    (the last ones first) get None."""
    n = len(wanted)
    while n:
        centres, edge = [], left
        for c, w in zip(wanted[:n], widths[:n], strict=True):
            c = max(c, edge + w / 2)
            centres.append(c)
            edge = c + w / 2 + gap
        limit = right
        for k in range(n - 1, -1, -1):
            centres[k] = min(centres[k], limit - widths[k] / 2)
            limit = centres[k] - widths[k] / 2 - gap
        if centres[0] - widths[0] / 2 >= left - 1e-9:
            return centres + [None] * (len(wanted) - n)
        n -= 1
    return [None] * len(wanted)


def beside_bar(edges, heights, i: int, width: float, bottom: float, top: float, left: float, right: float,
               gap: float, taken=()) -> float | None:
    """The centre of a label ``width`` wide standing from ``bottom`` to ``top`` right beside bar ``i``
    (right of it, else left), inside the plot below the cut, where it touches no bar drawn that high
    (``heights``: as drawn) and no rectangle in ``taken``; None if neither side has room. (For a cut
    bar whose number found no room in the strip: the herd's fourth bar, six seconds in, at 1024 px.)"""
    for x0 in (edges[i + 1] + gap / 2, edges[i] - gap / 2 - width):
        x1 = x0 + width
        if x0 < left or x1 > right:
            continue
        # The bars under the label's span (edges[j] < x1 and edges[j + 1] > x0), its own not among them.
        first, last = np.searchsorted(edges, x0, side="right") - 1, np.searchsorted(edges, x1, side="left")
        under = [j for j in range(max(first, 0), min(last, len(heights))) if j != i]
        if any(heights[j] > bottom for j in under):
            continue
        if any(x0 < r[2] and r[0] < x1 and bottom < r[3] and r[1] < top for r in taken):
            continue
        return x0 + width / 2
    return None


def group_units(wanted: list[float], measure, left: float, right: float, gap: float, rows: int,
                units: list[list[int]]):
    """Cut bars' labels that found no room each over its own bar, said together instead of left out:
    ``units`` (runs of label numbers, each one label) are placed in ``rows`` rows over the middle of
    their bars; a unit with no room is joined to its nearer neighbour (one label listing their heights
    in order, "104 · 52", over a bracket to each bar), until every unit has a place or one is left.
    ``measure(unit)`` gives a unit's width. Returns (units, [(row, centre)]), a row None only for a
    last unit too wide for any row (the plot writes it over several lines)."""
    while True:
        centres = [(wanted[u[0]] + wanted[u[-1]]) / 2 for u in units]
        # Pushed up to twice its width off its bars, as one bar's label may (when some are left
        # out, place_in_rows keeps each over its own bar, and every group grew into one long list).
        placed = _rows(centres, [measure(u) for u in units], left, right, gap, rows, push=2.0)
        missing = [k for k, (row, _c) in enumerate(placed) if row is None]
        if not missing or len(units) == 1:
            return units, placed
        merged: list[list[int]] = [list(u) for u in units]
        for k in reversed(missing):  # from the right, so the indices to the left stay put
            if len(merged) == 1:
                break
            gap_left = wanted[merged[k][0]] - wanted[merged[k - 1][-1]] if k > 0 else float("inf")
            gap_right = wanted[merged[k + 1][0]] - wanted[merged[k][-1]] if k + 1 < len(merged) else float("inf")
            j = k - 1 if gap_left <= gap_right else k + 1
            a, b = min(j, k), max(j, k)
            merged[a:b + 1] = [merged[a] + merged[b]]
        units = merged
