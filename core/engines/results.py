"""What every engine returns, and a batch's shared pieces: one run's
``RunResult``, a batch's ``BatchSummary``, the errors a run raises
(``Cancelled``, ``CallBudgetExceeded``), the figures' names, a batch's
random streams (``run_streams``) and the spread of a figure (``summarise``).

Kept apart from the engines so each engine (the reference, numpy, compiled)
and the one batch loop (``core.engines.pick.run_batch``) import the same
types without importing each other.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np

from wallasey_lab.core.model.scenario import MAX_RUNS, US_PER_S, Scenario, check_int

ShouldStop = Callable[[], bool]
Progress = Callable[[int, int], None]

METRICS = ("last_served", "typical_served", "calls", "refused")
# More figures of a run (give-ups, waits, fairness, load), alongside the four above (see RunResult).
OUTCOME_METRICS = ("gave_up", "throttled", "typical_wait", "wait_iqr", "jain")
LOAD_METRICS = ("peak_100ms", "utilisation")

NOT_SERVED = -1  # served_us of an agent that gave up
PEAK_SPAN_US = 100_000  # peak_100ms: calls in any 100 ms


class Cancelled(Exception):
    """The caller asked the simulation to stop (a newer request came in)."""


class CallBudgetExceeded(RuntimeError):
    """A run sent more calls than its budget allows: refuse rather than hang."""


@dataclass
class RunResult:
    """One run. Times in seconds. The call arrays exist when recorded.

    ``served_us`` is NOT_SERVED (-1) for an agent that gave up (attempt cap,
    deadline or retry budget); ``served`` is NaN for it. ``last_served`` and
    ``typical_served`` are over the agents that were served, as absolute
    times from t = 0 (NaN if nobody was). Waits (``typical_wait``,
    ``wait_iqr``, ``jain``) are served time minus arrival, over served agents.
    """

    rule: str
    calls: int
    refused: int
    served_us: np.ndarray  # per agent: when its answer arrived (microseconds)
    tries: np.ndarray  # per agent: calls it sent (refusals + 1 if served)
    call_times: np.ndarray | None = None  # per call, in time order
    call_agents: np.ndarray | None = None
    call_accepted: np.ndarray | None = None
    # --- arrivals, attempt caps, retry budgets, other tools
    gave_up: int = 0  # agents that gave up
    throttled: int = 0  # attempts rejected inside the client (adaptive budget), never sent
    arrival_us: np.ndarray | None = None  # per agent; None: everyone at t = 0
    peak_100ms: int | None = None  # most calls sent in any 100 ms [t, t + 0.1 s)
    utilisation: float | None = None  # accepted / (C x busy seconds), see load_of

    @property
    def served_mask(self) -> np.ndarray:
        return self.served_us >= 0

    @property
    def served(self) -> np.ndarray:
        """Per agent, when its answer arrived, in seconds (NaN: gave up)."""
        if self.gave_up == 0:
            return self.served_us / 1e6
        return np.where(self.served_mask, self.served_us / 1e6, np.nan)

    @property
    def arrivals_us(self) -> np.ndarray:
        """Per agent, when it made its first call (microseconds)."""
        if self.arrival_us is None:
            return np.zeros(len(self.served_us), dtype=np.int64)
        return self.arrival_us

    def _served_only(self) -> np.ndarray:
        return self.served_us if self.gave_up == 0 else self.served_us[self.served_mask]

    @property
    def last_served(self) -> float:
        served = self._served_only()
        return int(served.max()) / 1e6 if served.size else float("nan")

    @property
    def typical_served(self) -> float:
        # Median in whole microseconds first, so 20.545 s prints as 20.545.
        served = self._served_only()
        return float(np.median(served)) / 1e6 if served.size else float("nan")

    def waits_us(self) -> np.ndarray:
        """Served agents' waits, served time minus arrival, sorted (microseconds)."""
        if self.arrival_us is None:
            waits = self._served_only()
        else:
            mask = self.served_mask
            waits = self.served_us[mask] - self.arrival_us[mask]
        return np.sort(waits)

    def metrics(self) -> dict[str, float | int]:
        """The four published figures (exactly these keys: tests and
        scripts compare this dict whole). The other figures are in
        ``outcome_metrics`` and ``load_metrics``; ``all_metrics`` joins them."""
        return {
            "last_served": self.last_served,
            "typical_served": self.typical_served,
            "calls": self.calls,
            "refused": self.refused,
        }

    def outcome_metrics(self) -> dict[str, float | int]:
        """Agents that gave up, attempts throttled in the client (never
        sent), the typical (median) wait, the interquartile range of waits,
        and Jain's fairness index of waits, (sum w)^2 / (n sum w^2): 1 when
        everyone waits alike, towards 1/n when one agent does all the
        waiting. Waits are over served agents. Computed from served times
        only, so any engine that reports served times gives the same dict."""
        waits = self.waits_us()
        if waits.size:
            q1, med, q3 = np.percentile(waits, [25, 50, 75])
            w = waits / 1e6
            square = float(np.dot(w, w))
            # Nobody waited at all: everyone waited alike, so perfectly fair (not 0/0).
            jain = float(w.sum() ** 2 / (w.size * square)) if square > 0 else 1.0
            typical, iqr = float(med) / 1e6, float(q3 - q1) / 1e6
        else:
            typical = iqr = jain = float("nan")
        return {
            "gave_up": self.gave_up,
            "throttled": self.throttled,
            "typical_wait": typical,
            "wait_iqr": iqr,
            "jain": jain,
        }

    def all_metrics(self) -> dict[str, float | int]:
        """metrics(), outcome_metrics() and load_metrics() in one dict."""
        return {**self.metrics(), **self.outcome_metrics(), **self.load_metrics()}

    def load_metrics(self) -> dict[str, float | int]:
        """Peak calls in any 100 ms and the tool's utilisation, when the
        engine measured them (the reference engine always does). Kept out of
        ``metrics()`` so engines that do not measure them still agree."""
        out: dict[str, float | int] = {}
        if self.peak_100ms is not None:
            out["peak_100ms"] = self.peak_100ms
        if self.utilisation is not None:
            out["utilisation"] = self.utilisation
        return out


def load_of(
    times_us: np.ndarray, sent: np.ndarray, accepted: np.ndarray, capacity: int, last_start_us: int | None = None
) -> tuple[int, float]:
    """(peak calls sent in any 100 ms, utilisation) from calls grouped by instant.

    ``times_us`` ascending; ``sent`` and ``accepted`` the calls made and
    accepted at each. The peak counts calls in half-open spans
    [t, t + 100 ms) starting at a call. Utilisation is accepted calls over
    what the tool's capacity C allows in the busy period, from the first
    call to the last accepted call's service start (``last_start_us``; by
    default the call itself: only a queue starts calls later) plus one
    second (that call's own second), so a crowd that fills every fixed
    window exactly scores 1.0. A token bucket with a burst above C can
    score more than 1.
    """
    if len(times_us) == 0:
        return 0, 0.0
    cum = np.concatenate(([0], np.cumsum(sent)))
    ends = np.searchsorted(times_us, times_us + PEAK_SPAN_US, side="left")
    peak = int((cum[ends] - cum[:-1]).max())
    took = accepted > 0
    total = int(accepted.sum())
    if total == 0 or capacity <= 0:
        return peak, 0.0
    last = int(times_us[took][-1]) if last_start_us is None else last_start_us
    busy_us = last - int(times_us[0]) + US_PER_S
    return peak, total / (capacity * busy_us / US_PER_S)


@dataclass
class BatchSummary:
    """R runs of one rule: every run's metrics, their spread, one run in full.

    ``runs`` holds each run's ``metrics()`` and ``outcome_metrics()`` (the
    four published figures, then the others); ``stats`` their spread. ``loads`` holds
    each run's ``load_metrics()`` (peak calls in 100 ms, utilisation) when
    the engine measured them, ``load_stats`` their spread. ``median`` stays
    the four published figures; ``median_extra`` has the rest.
    """

    rule: str
    scenario: Scenario
    seed: int
    runs: list[dict[str, float | int]]
    representative: RunResult | None = None
    stats: dict[str, dict[str, float]] = field(default_factory=dict)
    loads: list[dict[str, float | int]] = field(default_factory=list)
    load_stats: dict[str, dict[str, float]] = field(default_factory=dict)

    @property
    def median(self) -> dict[str, float]:
        return {m: self.stats[m]["median"] for m in METRICS}

    @property
    def median_extra(self) -> dict[str, float]:
        out = {m: self.stats[m]["median"] for m in OUTCOME_METRICS if m in self.stats}
        out.update({m: st["median"] for m, st in self.load_stats.items()})
        return out

    def describe(self) -> dict:
        d = {
            "scenario": self.scenario.describe(),
            "rule": self.rule,
            "seed": self.seed,
            "runs": self.runs,
            "median": self.median,
            "spread": self.stats,
            "median_extra": self.median_extra,
        }
        if self.loads:
            d["load_runs"] = self.loads
            d["load_spread"] = self.load_stats
        return d


def summarise(values: Sequence[float]) -> dict[str, float]:
    """Min, quartiles and max; NaN values (a run where nobody was served has
    no last agent) are left out, and all-NaN gives NaN."""
    arr = np.asarray(values, dtype=float)
    keys = ("min", "q1", "median", "q3", "max")
    if np.isnan(arr).any():
        arr = arr[~np.isnan(arr)]
        if arr.size == 0:
            return dict.fromkeys(keys, float("nan"))
    q = np.percentile(arr, [0, 25, 50, 75, 100])
    return dict(zip(keys, (float(x) for x in q), strict=False))


def run_streams(seed: int, runs: int) -> list[np.random.Generator]:
    """Independent generators for runs 0..R-1, the same for every rule, so
    rules are compared on common random numbers."""
    check_int("runs", runs, low=1, high=MAX_RUNS)
    check_int("seed", seed, low=0, high=2**63 - 1)
    return [np.random.default_rng(s) for s in _run_seeds(seed, runs)]


@lru_cache(maxsize=16)
def _run_seeds(seed: int, runs: int) -> tuple[np.random.SeedSequence, ...]:
    """The runs' seed sequences, kept: a slider asks for the same batch's
    streams again and again, and making a generator from a seed sequence
    leaves it unchanged (spawning them is half the cost of the streams)."""
    return tuple(np.random.SeedSequence(seed).spawn(runs))
