"""What the views draw, computed from a run: pure numpy, no Qt."""

from __future__ import annotations

import math

import numpy as np

from core.engine import RunResult


def bin_edges(end: float, width: float) -> np.ndarray:
    """Edges 0, w, 2w, ... covering [0, end] (at least one bin)."""
    count = max(1, math.ceil(end / width + 1e-9))
    return np.arange(count + 1) * width


def load_per_second(run: RunResult, width: float, until: float | None = None, end: float | None = None):
    """Calls per second in bins of ``width`` seconds: (edges, accepted, refused).

    ``until`` keeps only calls made before that time (the replay clock);
    ``end`` fixes the time axis so a replay keeps the same bins as it grows.
    """
    times, accepted = run.call_times, run.call_accepted
    if times is None or accepted is None:
        raise ValueError("this run was simulated without recording its calls")
    end = float(times[-1]) + width if end is None else end
    edges = bin_edges(end, width)
    if until is not None:
        n = int(np.searchsorted(times, until, side="right"))
        times, accepted = times[:n], accepted[:n]
    idx = np.minimum((times / width).astype(np.int64), len(edges) - 2)
    acc = np.bincount(idx[accepted], minlength=len(edges) - 1) / width
    ref = np.bincount(idx[~accepted], minlength=len(edges) - 1) / width
    return edges, acc, ref


def served_histogram(run: RunResult, width: float, until: float | None = None, end: float | None = None):
    """Agents served per bin of ``width`` seconds: (edges, counts)."""
    served = run.served
    served = np.sort(served[np.isfinite(served)])  # agents who gave up were never served
    if end is None:
        end = (float(served[-1]) if served.size else 0.0) + width
    edges = bin_edges(end, width)
    if until is not None:
        served = served[: int(np.searchsorted(served, until, side="right"))]
    idx = np.minimum((served / width).astype(np.int64), len(edges) - 2)
    return edges, np.bincount(idx, minlength=len(edges) - 1)


def histogram_width(last_served: float) -> float:
    """About 1 s bars, wider for long runs so there are at most ~120."""
    for w in (1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0):
        if last_served / w <= 120:
            return w
    return 200.0
