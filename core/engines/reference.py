"""The reference engine: an exact, event-by-event simulation.

Calls are grouped by the instant they are made (integer microseconds). At
each instant the engine shuffles the callers (same-instant calls are taken
in a random order), asks the limiter how many it accepts, serves those and
schedules every refused agent's next call at t + refusal round trip + wait.
It is kept simple on purpose: faster engines are checked against it.

Scenarios that use only the story's model (``Scenario.story_model_only``)
and rules that need no hint from the tool run through ``_simulate_story``,
the loop above, unchanged since the published table: same random numbers,
same figures. Everything beyond the story (arrivals over time, attempt caps,
deadlines, retry budgets, other limiters, ``retry-after``) runs through
``_simulate_general``, an event loop that also knows *when* a refused agent
learns of its refusal and when an answer reaches its agent (see
docs/rules.md for the definitions).
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np

from wallasey_lab.core.model.arrivals import arrival_times_us
from wallasey_lab.core.model.budgets import (  # noqa: F401  (the budgets' constants, as before)
    ADAPTIVE_K,
    AWS_NO_RETRY_REFUND,
    AWS_QUOTA,
    AWS_RETRY_COST,
    BUDGET_WINDOW_US,
    RATIO_BUDGET,
    make_budget,
)
from wallasey_lab.core.model.limiters import make_limiter
from wallasey_lab.core.model.rules import STORY_RULES, make_rule
from wallasey_lab.core.model.scenario import DEFAULT_SEED, MAX_RUNS, US_PER_S, AnswerTime, Scenario, check_int, to_us

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


class _Uniforms:
    """Uniform [0, 1) numbers from a run's generator, drawn in chunks
    because one numpy call per number would dominate the run time."""

    __slots__ = ("rng", "buf", "i")

    def __init__(self, rng: np.random.Generator):
        self.rng = rng
        self.buf: list[float] = []
        self.i = 0

    def __call__(self) -> float:
        if self.i >= len(self.buf):
            self.buf = self.rng.random(1024).tolist()
            self.i = 0
        u = self.buf[self.i]
        self.i += 1
        return u


def _answer_sampler(answer: AnswerTime, draw: _Uniforms) -> Callable[[], int]:
    if answer.kind == "fixed":
        value = to_us(answer.value)
        return lambda: value
    if answer.kind == "uniform":
        low, span = to_us(answer.low), to_us(answer.high) - to_us(answer.low)
        return lambda: low + int(draw() * span + 0.5)
    samples = [to_us(s) for s in answer.samples]
    count = len(samples)
    return lambda: samples[min(int(draw() * count), count - 1)]


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


def simulate_run(
    scenario: Scenario,
    rule: str,
    rng: np.random.Generator,
    *,
    record_calls: bool = False,
    should_stop: ShouldStop | None = None,
    general: bool = False,
) -> RunResult:
    """One run of ``rule`` in ``scenario`` on the random stream ``rng``.

    ``general=True`` forces the general event loop even for a story-model
    scenario (for tests: the two loops must agree).
    """
    scenario.checked()
    retry = make_rule(rule, scenario)
    if scenario.story_model_only() and not retry.uses_hint and not general:
        return _simulate_story(scenario, rule, retry, rng, record_calls, should_stop)
    return _simulate_general(scenario, rule, retry, rng, record_calls, should_stop)


def _over_budget(calls: int, budget: int) -> CallBudgetExceeded:
    return CallBudgetExceeded(
        f"stopped after {calls:,} calls, over the budget of {budget:,}: "
        "try fewer agents, more capacity or a slower retry"
    )


def _store_record(result: RunResult, record: list[tuple[int, list[int], int]], calls: int) -> None:
    sizes = [len(g) for _, g, _ in record]
    result.call_times = np.repeat(np.array([t for t, _, _ in record], dtype=np.int64), sizes) / 1e6
    result.call_agents = np.fromiter((a for _, g, _ in record for a in g), dtype=np.int64, count=calls)
    accepted = np.zeros(calls, dtype=bool)
    starts = np.concatenate(([0], np.cumsum(sizes)[:-1])).astype(np.int64)
    for start, (_, _, take) in zip(starts.tolist(), record, strict=False):
        accepted[start : start + take] = True
    result.call_accepted = accepted


def _store_load(
    result: RunResult, inst_t: list[int], inst_sent: list[int], inst_took: list[int], capacity: int,
    last_start_us: int | None = None,
) -> None:
    result.peak_100ms, result.utilisation = load_of(
        np.asarray(inst_t, dtype=np.int64), np.asarray(inst_sent, dtype=np.int64),
        np.asarray(inst_took, dtype=np.int64), capacity, last_start_us,
    )


def _simulate_story(
    scenario: Scenario,
    rule: str,
    retry,
    rng: np.random.Generator,
    record_calls: bool,
    should_stop: ShouldStop | None,
) -> RunResult:
    """The published model, exactly as it has always run (random numbers included)."""
    limiter = make_limiter(scenario.limiter, scenario)
    n = scenario.agents
    rtt_us = to_us(scenario.refusal_rtt)
    budget = scenario.call_budget
    draw = _Uniforms(rng)
    answer_us = _answer_sampler(scenario.answer_time, draw)

    refusals = [0] * n
    prev_wait = [0] * n
    served = [0] * n
    pending: dict[int, list[int]] = {0: list(range(n))}  # instant -> callers
    instants = [0]
    calls = refused = 0
    steps = 0
    record: list[tuple[int, list[int], int]] = []
    inst_t: list[int] = []
    inst_sent: list[int] = []
    inst_took: list[int] = []
    wait_us = retry.wait_us

    while instants:
        t = heapq.heappop(instants)
        group = pending.pop(t)
        m = len(group)
        if m > 1:
            group = [group[i] for i in rng.permutation(m).tolist()]
        take = limiter.admit(t, m)
        calls += m
        refused += m - take
        if calls > budget:
            raise _over_budget(calls, budget)
        if record_calls:
            record.append((t, group, take))
        inst_t.append(t)
        inst_sent.append(m)
        inst_took.append(take)
        for a in group[:take]:
            served[a] = t + answer_us()
        for a in group[take:]:
            k = refusals[a] = refusals[a] + 1
            w = prev_wait[a] = wait_us(k, prev_wait[a], draw)
            nt = t + rtt_us + w
            bucket = pending.get(nt)
            if bucket is None:
                pending[nt] = [a]
                heapq.heappush(instants, nt)
            else:
                bucket.append(a)
        steps += 1
        if should_stop is not None and steps % 256 == 0 and should_stop():
            raise Cancelled()

    result = RunResult(
        rule=rule,
        calls=calls,
        refused=refused,
        served_us=np.asarray(served, dtype=np.int64),
        tries=np.asarray(refusals, dtype=np.int64) + 1,
    )
    _store_load(result, inst_t, inst_sent, inst_took, scenario.capacity)
    if record_calls:
        _store_record(result, record, calls)
    return result


_ANSWERED, _LEARN = 0, 1  # event phases at one instant: answers first, then refusals learnt, then calls


def _simulate_general(
    scenario: Scenario,
    rule: str,
    retry,
    rng: np.random.Generator,
    record_calls: bool,
    should_stop: ShouldStop | None,
) -> RunResult:
    """Arrivals, attempt caps, deadlines, retry budgets, other tools and
    server hints; the model is written out in docs/rules.md.

    At each instant, in this order: answers that reach their agents (the
    budget hears of successes), refusals agents learn of (each decides to
    call again, or gives up: attempt cap, deadline, budget), then the calls
    made at that instant, shuffled, each first past the client's adaptive
    throttle (if any) and then the limiter.
    """
    limiter = make_limiter(scenario.limiter, scenario)
    n = scenario.agents
    rtt_us = to_us(scenario.refusal_rtt)
    call_budget = scenario.call_budget
    arrivals = arrival_times_us(scenario, rng)
    draw = _Uniforms(rng)
    answer_us = _answer_sampler(scenario.answer_time, draw)
    max_attempts = scenario.max_attempts
    deadline_us = None if scenario.deadline is None else to_us(scenario.deadline)
    budget = make_budget(scenario.budget)  # None: no retry budget
    adaptive = budget is not None and budget.throttles
    track_answers = budget is not None and budget.hears_answers
    uses_hint = retry.uses_hint
    base_us = to_us(scenario.base)

    refusals = [0] * n  # refusals so far, throttled attempts included: k of the next wait
    attempts = [0] * n  # calls sent plus attempts throttled
    sent = [0] * n  # calls sent
    prev_wait = [0] * n
    served = [NOT_SERVED] * n
    gave_up = throttled = 0
    last_start = -1  # latest service start of an accepted call
    pending: dict[int, list[int]] = {}  # instant -> callers
    for a, t in enumerate(arrivals):
        pending.setdefault(t, []).append(a)
    instants = list(pending)
    heapq.heapify(instants)
    events: list[tuple[int, int, int, int, int]] = []  # (time, phase, seq, agent, hint)
    seq = 0
    calls = refused = 0
    steps = 0
    record: list[tuple[int, list[int], int]] = []
    inst_t: list[int] = []
    inst_sent: list[int] = []
    inst_took: list[int] = []

    def learn(a: int, t: int, hint: int) -> None:
        """Agent a learns at t of a refusal (hint: when the tool reopens)."""
        nonlocal gave_up
        k = refusals[a] = refusals[a] + 1
        if max_attempts is not None and attempts[a] >= max_attempts:
            gave_up += 1
            return
        nt, w = retry.next_call_us(k, prev_wait[a], draw, t, hint)
        if deadline_us is not None and nt > arrivals[a] + deadline_us:
            gave_up += 1
            return
        if budget is not None and not budget.allow_retry(t):
            gave_up += 1
            return
        prev_wait[a] = w
        _schedule(pending, instants, a, nt)

    while instants or events:
        t = instants[0] if instants else events[0][0]
        if events and events[0][0] < t:
            t = events[0][0]
        while events and events[0][0] == t:
            _, phase, _, a, hint = heapq.heappop(events)
            if phase == _ANSWERED:
                budget.answered(t, attempts[a] > 1)
            else:
                learn(a, t, hint)
        if not instants or instants[0] != t:
            continue
        heapq.heappop(instants)
        group = pending.pop(t)
        m = len(group)
        if m > 1:
            group = [group[i] for i in rng.permutation(m).tolist()]
        if budget is not None:
            for a in group:
                if attempts[a] == 0:
                    budget.first_call(t)
        if adaptive:
            group, seq = _throttle(group, t, budget, draw, attempts, events, seq, base_us)
            throttled += m - len(group)
            m = len(group)
        starts = limiter.admit_calls(t, m) if m else []
        take = len(starts)
        calls += m
        refused += m - take
        if calls + throttled > call_budget:
            raise _over_budget(calls + throttled, call_budget)
        if m:
            if record_calls:
                record.append((t, group, take))
            inst_t.append(t)
            inst_sent.append(m)
            inst_took.append(take)
        if take:
            last_start = max(last_start, starts[-1])
        seq = _serve(group, starts, attempts, sent, served, answer_us, limiter, events if track_answers else None, seq)
        if take < m:
            hint = limiter.next_open_us(t) if uses_hint else 0
            seq = _send_back(group[take:], t + rtt_us, hint, attempts, sent, events, seq)
        steps += 1
        if should_stop is not None and steps % 256 == 0 and should_stop():
            raise Cancelled()

    result = RunResult(
        rule=rule,
        calls=calls,
        refused=refused,
        served_us=np.asarray(served, dtype=np.int64),
        tries=np.asarray(sent, dtype=np.int64),
        gave_up=gave_up,
        throttled=throttled,
        arrival_us=np.asarray(arrivals, dtype=np.int64),
    )
    _store_load(result, inst_t, inst_sent, inst_took, scenario.capacity, last_start if last_start >= 0 else None)
    if record_calls:
        _store_record(result, record, calls)
    return result


def _schedule(pending: dict[int, list[int]], instants: list[int], a: int, when: int) -> None:
    """Agent a calls at ``when``: with the instant's other callers (a new
    instant joins the heap of instants)."""
    bucket = pending.get(when)
    if bucket is None:
        pending[when] = [a]
        heapq.heappush(instants, when)
    else:
        bucket.append(a)


def _throttle(group: list[int], t: int, budget, draw: _Uniforms, attempts: list[int],
              events: list[tuple[int, int, int, int, int]], seq: int, base_us: int) -> tuple[list[int], int]:
    """The adaptive client's throttle on each call of instant t, in order: a
    throttled attempt counts as an attempt and is a refusal learnt at once.
    Returns (the calls that go on to the tool, the next event seq)."""
    passed = []
    for a in group:
        if budget.throttle(t, draw()):
            attempts[a] += 1
            # Rejected inside the client: no round trip, and no hint from the tool
            # (retry-after then waits the backoff base).
            heapq.heappush(events, (t, _LEARN, seq, a, t + base_us))
            seq += 1
        else:
            passed.append(a)
    return passed, seq


def _serve(group: list[int], starts: list[int], attempts: list[int], sent: list[int], served: list[int],
           answer_us: Callable[[], int], limiter, events: list[tuple[int, int, int, int, int]] | None,
           seq: int) -> int:
    """The accepted calls (group's first len(starts), each with its service
    start): each agent is served at its start plus its answer time; with
    ``events`` (a budget that hears answers) the answer is an event then.
    Returns the next event seq."""
    for a, start in zip(group[:len(starts)], starts, strict=True):
        attempts[a] += 1
        sent[a] += 1
        end = served[a] = start + answer_us()
        limiter.on_answer(start, end)
        if events is not None:
            heapq.heappush(events, (end, _ANSWERED, seq, a, 0))
            seq += 1
    return seq


def _send_back(refused: list[int], learnt: int, hint: int, attempts: list[int], sent: list[int],
               events: list[tuple[int, int, int, int, int]], seq: int) -> int:
    """The refused calls: each agent learns of its refusal at ``learnt``
    (with the tool's hint). Returns the next event seq."""
    for a in refused:
        attempts[a] += 1
        sent[a] += 1
        heapq.heappush(events, (learnt, _LEARN, seq, a, hint))
        seq += 1
    return seq


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


def run_batch(
    scenario: Scenario,
    rule: str,
    runs: int = 50,
    seed: int = DEFAULT_SEED,
    *,
    record_first: bool = True,
    should_stop: ShouldStop | None = None,
    progress: Progress | None = None,
    simulate: Callable[..., RunResult] = simulate_run,
) -> BatchSummary:
    scenario.checked()
    make_rule(rule, scenario)  # an unknown rule fails before any work
    results = []
    loads = []
    representative = None
    for i, rng in enumerate(run_streams(seed, runs)):
        if should_stop is not None and should_stop():
            raise Cancelled()
        run = simulate(scenario, rule, rng, record_calls=record_first and i == 0, should_stop=should_stop)
        if i == 0:
            representative = run
        results.append({**run.metrics(), **run.outcome_metrics()})
        loads.append(run.load_metrics())
        if progress is not None:
            progress(i + 1, runs)
    stats = {m: summarise([r[m] for r in results]) for m in METRICS + OUTCOME_METRICS if m in results[0]}
    measured = [m for m in LOAD_METRICS if all(m in load for load in loads)]
    load_stats = {m: summarise([load[m] for load in loads]) for m in measured}
    if not measured:
        loads = []
    return BatchSummary(rule, scenario, seed, results, representative, stats, loads, load_stats)


def compare_rules(
    scenario: Scenario,
    rules: Sequence[str] = STORY_RULES,
    runs: int = 50,
    seed: int = DEFAULT_SEED,
    *,
    should_stop: ShouldStop | None = None,
    progress: Progress | None = None,
    simulate: Callable[..., RunResult] = simulate_run,
) -> list[BatchSummary]:
    """The comparison table: each rule over the same R random streams."""
    total = len(rules) * runs
    out = []
    for j, rule in enumerate(rules):
        step = None
        if progress is not None:
            step = lambda done, _r, j=j: progress(j * runs + done, total)  # noqa: E731
        out.append(
            run_batch(scenario, rule, runs, seed, should_stop=should_stop, progress=step, simulate=simulate)
        )
    return out
