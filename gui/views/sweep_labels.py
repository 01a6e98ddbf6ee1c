"""Where the load-against-waiting chart's labels go (beside its words, gui/views/sweep_text.py):
the setting at both ends of each curve and every one of your points, each where it touches no
other label, no point, no curve and no edge (trying several sides); one with no such place is
left out. Your points' labels come last, so they never take a curve's label's place. Pixels in,
places out: the chart (gui/views/sweep.py) keeps the text items."""

from __future__ import annotations

import numpy as np
from PySide6.QtGui import QFontMetricsF

from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.core.studies.sweep import SERIES, SweepPoint
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.views.label_room import curve_samples, free_spot
from wallasey_lab.gui.views.sweep_text import point_label, short_label

# Where a point's label may go, in order of preference: right, left, above, below, and the corners.
LABEL_ANCHORS = ((-0.12, 0.5), (1.12, 0.5), (0.5, 1.3), (0.5, -0.3), (-0.08, 1.1), (1.08, 1.1), (-0.08, -0.1),
                 (1.08, -0.1))
# A curve's end may also be labelled clear of its own curve, above or below it and off its corners.
CLEAR_ANCHORS = ((0.5, 1.7), (0.5, -0.7), (1.0, 1.6), (0.0, 1.6), (1.0, -0.6), (0.0, -0.6))
# Your points' labels stand this far off their star, whatever their length, in lines of their type (beside,
# above or below, a corner's across and up): as a share of the label's width, "you 2, other settings" (after
# a new longest wait re-ran only the randomness curve) stood 80 px from its star, by another point's. Near
# first; a little further off when the near sides are taken; further still only in short ("you 2", then
# "★2"), where stars crowd (two of your points on one spot).
NEAR_LINES = (0.45, 0.45, 0.3, 0.15)
FAR_LINES = (1.3, 1.15, 0.85, 0.85)
FURTHER_LINES = (2.2, 2.0, 1.6, 1.6)
LINE_CLEAR_PX = 12  # a label may touch its own curve this near its own point (the curve leaves it)
# The order in which series take their places: the curves' ends first, then your points, each where no
# curve's label is (your points first hid the labels they took the places of: "you 2" left out two). Your
# point keeps at least "you 2", off the curves if it can be, over them if not, never over a label.
LABEL_ORDER = ("exponential", "full-jitter", "immediate", "jitter", "yours")

Place = tuple[float, float, str, tuple[float, float]]  # (log10 calls, log10 wait, text, anchor)


def anchors_off(metrics: QFontMetricsF, text: str, lines: tuple[float, float, float, float]):
    """Anchors that put ``text``'s box as far off its point at any length, in LABEL_ANCHORS' order: right,
    left, above, below, then the four corners (``lines``: NEAR_LINES, FAR_LINES or FURTHER_LINES)."""
    w, h = metrics.horizontalAdvance(text) + 8, metrics.height() + 8  # as text_rect_px measures it
    side, up, cx, cy = (n * metrics.height() for n in lines)
    return ((-side / w, 0.5), (1 + side / w, 0.5), (0.5, 1 + up / h), (0.5, -up / h),
            (-cx / w, 1 + cy / h), (1 + cx / w, 1 + cy / h), (-cx / w, -cy / h), (1 + cx / w, -cy / h))


def place_labels(ordered: dict[str, list[SweepPoint]], metric: str, view: tuple, size: tuple[float, float],
                 metrics: QFontMetricsF, swept: Scenario | None) -> dict[str, list[Place]]:
    """Each series' labels for one plot: ``ordered`` its points in order (series -> points),
    ``view`` the plot's ((x0, x1), (y0, y1)) in log10 units, ``size`` its (width, height) in
    pixels, ``swept`` the settings the curves were swept around (your points from others say so)."""
    (x0, x1), (y0, y1) = view
    w_px, h_px = size

    def to_px(x, y):
        return (x - x0) / max(x1 - x0, 1e-12) * w_px, (y1 - y) / max(y1 - y0, 1e-12) * h_px

    def at(p: SweepPoint) -> tuple[float, float]:
        return float(np.log10(p.median("calls"))), float(np.log10(p.median(metric)))

    dots = [to_px(*at(p)) for series in (*SERIES, "yours") for p in ordered.get(series, [])]  # labels keep off
    stars = [to_px(*at(p)) for p in ordered.get("yours", [])]
    # The curves between the points, every few pixels: a label on a curve hides where it goes
    # (at 1024x768 'pause 2 s' lay across the randomness and exponential curves). A curve's end
    # with no room off them is left unlabelled: the key above the chart names each range.
    curves = {series: curve_samples([to_px(*at(p)) for p in ordered.get(series, [])]) for series in SERIES}
    placed: list[tuple[float, float, float, float]] = []
    found: dict[str, list[Place]] = {series: [] for series in LABEL_ORDER}
    # Four rounds: the curves' ends in full beside their points; then your points (each named, at least
    # "you 2": the fallbacks below once took their room and 'you 1' went unnamed at 1024x768); then those
    # of your points still unnamed, "★2" over another of your stars; then the curves' ends still unnamed,
    # in short or clear of their curve.
    unnamed: dict[str, list[int]] = {}
    for round_ in ("full", "yours", "stars", "short"):
        for series in LABEL_ORDER:
            if (series == "yours") != (round_ in ("yours", "stars")):
                continue
            pts = ordered.get(series, [])
            if round_ in ("short", "stars"):
                wanted = unnamed.get(series, [])
            else:
                wanted = list(range(len(pts))) if series == "yours" else sorted({0, len(pts) - 1} if pts else set())
            for j in wanted:
                x, y = at(pts[j])
                px, py = to_px(x, y)
                own = [m for m in dots if abs(m[0] - px) > 0.5 or abs(m[1] - py) > 0.5]
                full = point_label(pts[j], swept)
                if series == "yours":  # crowded in among others, it keeps at least "you 2", else "★2" (whose, which)
                    # Never a bare number: "2" beside a star, by a curve's "2 s" and the pupil's "you 1", was
                    # not read as the pupil's own point 2 (a 15+ panel at 1366x768). "★2" is named by the key's
                    # "★ Your points" (the star is theirs alone), in the least room.
                    short = S.SWEEP_POINT_YOURS.format(number=pts[j].job.value)
                    least = S.SWEEP_POINT_YOURS_STAR.format(number=pts[j].job.value)
                    tries = [(full, anchors_off(metrics, full, NEAR_LINES)), (full, anchors_off(metrics, full, FAR_LINES))]
                    tries += [(short, anchors_off(metrics, short, lines)) for lines in (NEAR_LINES, FAR_LINES, FURTHER_LINES)]
                    tries += [(least, anchors_off(metrics, least, lines)) for lines in (NEAR_LINES, FAR_LINES, FURTHER_LINES)]
                elif round_ == "full":  # a curve's end beside its point in full
                    tries = [(full, LABEL_ANCHORS)]
                else:  # else in short ("2 s"), then clear of its curve
                    short = short_label(pts[j])
                    tries = [(short, LABEL_ANCHORS), (full, CLEAR_ANCHORS), (short, CLEAR_ANCHORS)]
                    if short == full:  # randomness has no short form: a little further off its point
                        tries.append((full, anchors_off(metrics, full, FAR_LINES)))
                # Only its own curve may be touched near its point: another curve there is another rule's
                # line (at 5,000 agents 'every 2 s' lay across exponential backoff's).
                near = [c for other, samples in curves.items() for c in samples
                        if other != series or np.hypot(c[0] - px, c[1] - py) > LINE_CLEAR_PX]
                spot = None
                # Off the curves if any try is; your point keeps at least "you 2", curves or not.
                for lines in (() if round_ == "stars" else (near, ()) if series == "yours" else (near,)):
                    for text, anchors in tries:
                        spot = free_spot(metrics, text, px, py, anchors, placed, own, w_px, h_px, lines=lines)
                        if spot is not None:
                            break
                    if spot is not None:
                        break
                if round_ == "stars":
                    # Last, "★2" may lie over another of your stars (two points on one spot, or a tight
                    # cluster zoomed out), never over a curve's point or any label: a bare "2" once fitted there.
                    others = [m for m in own if m not in stars]
                    spot = free_spot(metrics, least, px, py, anchors_off(metrics, least, NEAR_LINES), placed, others,
                                     w_px, h_px)
                    text = least
                if spot is None:
                    if round_ in ("full", "yours"):
                        unnamed.setdefault(series, []).append(j)
                    continue
                anchor, rect = spot
                placed.append(rect)
                found[series].append((x, y, text, anchor))
    return found


__all__ = ["CLEAR_ANCHORS", "FAR_LINES", "FURTHER_LINES", "LABEL_ANCHORS", "LINE_CLEAR_PX", "NEAR_LINES", "anchors_off",
           "place_labels"]
