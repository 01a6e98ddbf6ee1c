"""What the views draw, computed from a run: pure numpy, no Qt."""

from __future__ import annotations

import math

import numpy as np

from wallasey_lab.core.engines.results import RunResult


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


def calls_per_bar(run: RunResult, width: float, until: float | None = None, end: float | None = None):
    """Calls in each bar of ``width`` seconds, counted (not a rate): (edges,
    accepted, refused). A bar's height is what really happened in it, so the
    tool's limit can be drawn on the same scale (``bar_limit``)."""
    edges, acc, ref = load_per_second(run, width, until=until, end=end)
    return edges, np.rint(acc * width).astype(np.int64), np.rint(ref * width).astype(np.int64)


def bar_limit(capacity: int, width: float, window: float = 1.0) -> float:
    """The most calls the tool can accept in one bar of ``width`` seconds
    when it accepts ``capacity`` in each ``window``: a bar no longer than a
    window can hold the whole window's calls (they may all come at once)."""
    return capacity * max(1.0, width / window)


def nice_end(seconds: float) -> float:
    """A round time axis end at or above ``seconds`` (1, 2, 2.5, 5 x 10^k),
    so small changes of a run do not move the axis."""
    if not seconds > 0 or not math.isfinite(seconds):
        return 1.0
    power = 10.0 ** math.floor(math.log10(seconds))
    for step in (1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0):
        if seconds <= step * power * (1 + 1e-9):
            return round(step * power, 9)
    return round(10.0 * power, 9)


REPRESENTATIVE_METRICS = ("last_served", "typical_served", "calls")


def _spread(values: np.ndarray) -> float:
    q1, q3 = np.percentile(values, [25, 75])
    return float(q3 - q1) or float(np.median(np.abs(values))) or 1.0


def representative_distances(runs: list[dict]) -> np.ndarray:
    """How far each run's figures are from the batch's medians, each figure
    measured in its own interquartile range (NaN figures count as far)."""
    total = np.zeros(len(runs))
    for m in REPRESENTATIVE_METRICS:
        values = np.array([float(r[m]) for r in runs])
        finite = np.isfinite(values)
        if not finite.any():
            continue
        med = float(np.median(values[finite]))
        d = np.abs(values - med) / _spread(values[finite])
        total += np.where(finite, d, 1e6)
    return total


def representative_index(runs: list[dict], prefer: int | None = None) -> int:
    """The run of a batch closest to the batch's median figures.

    ``prefer`` (the run shown before) is kept while it stays typical (each
    of its figures within the batch's middle half), so a slider drag morphs
    one run instead of hopping between runs."""
    d = representative_distances(runs)
    best = int(np.argmin(d))
    if prefer is not None and 0 <= prefer < len(runs) and prefer != best:
        for m in REPRESENTATIVE_METRICS:
            values = np.array([float(r[m]) for r in runs])
            finite = values[np.isfinite(values)]
            if not finite.size or not np.isfinite(values[prefer]):
                return best
            q1, q3 = np.percentile(finite, [25, 75])
            if not q1 <= values[prefer] <= q3:
                return best
        return prefer
    return best


def shown_ratio(a_s: float, b_s: float) -> float:
    """``a_s / b_s`` of two times from the times as a screen writes them (one decimal), so a reader's
    own sum agrees: the kiosk and the side by side each compare the two runs they show, and one
    worked from the written times, the other from the exact ones (5.3 against 5.4 could follow)."""
    a, b = round(a_s, 1), round(b_s, 1)
    return a / b if b > 0 else float("nan")


def how_much_sooner(q: float) -> tuple[str, float]:
    """One way of comparing two last agents' times, for every screen that
    does (the headline, the side-by-side note): ``q`` is mine / other.
    ("same", 0) within 5%; a percentage below one and a half times
    ("sooner_pct" 23 for q = 0.77, "later_pct"); "times" from there on
    ("sooner_times" 5.2, "later_times"). One tab said "23% sooner" and the
    next "1.3 times sooner" of the same two runs."""
    if q != q or 0.95 <= q <= 1.05:
        return "same", 0.0
    if q < 1 / 1.5:
        return "sooner_times", 1 / q
    if q < 0.95:
        return "sooner_pct", (1 - q) * 100
    if q < 1.5:
        return "later_pct", (q - 1) * 100
    return "later_times", q


def typical_run(scenario, rule: str, runs: int, seed: int) -> RunResult:
    """The run free play pictures first for these settings: the run of the
    ``runs``-run batch closest to its medians (``representative_index``),
    simulated again with its calls, by the engine the window picks. A page
    that replays the story outside free play (the kiosk's attract loop)
    shows this one, so its figures are the ones a visitor then meets in the
    lab's plots and side by side (it showed a run of its own: 25.0 s where
    the lab said 20.1 s, "4.3 times sooner" where the lab said 5.2)."""
    from wallasey_lab.core.engines.pick import pick_engine, run_batch, run_stream

    simulate = pick_engine("auto", scenario, rule)
    batch = run_batch(scenario, rule, runs, seed, record_first=False, simulate=simulate)
    index = representative_index(batch.runs)
    return simulate(scenario, rule, run_stream(seed, runs, index), record_calls=True)


def compare_figures(mine: dict, other: dict) -> dict[str, float]:
    """How a rule's medians compare with another's: ratios (mine / other)
    of calls and of the last and typical agent's wait."""
    def ratio(key: str) -> float:
        a, b = float(mine[key]), float(other[key])
        return a / b if b > 0 and math.isfinite(a) and math.isfinite(b) else float("nan")

    return {"calls": ratio("calls"), "last_served": ratio("last_served"), "typical_served": ratio("typical_served")}
