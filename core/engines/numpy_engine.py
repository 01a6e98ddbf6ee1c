"""The fast engine: same model, same answers, settled a window at a time.

``simulate_fast`` has the signature and result of ``core.engines.reference.simulate_run``
and is checked against it (``tests/core/engines/test_numpy_engine.py``). It handles the
fixed-window limiter without a client retry budget: the published model's
story rules on their own paths below, every other rule, arrival pattern,
attempt cap and deadline through ``core.engines.numpy_window``;
``can_handle`` says so, and ``core.engines.pick`` sends anything else to
another engine.

Two facts about a fixed window make it fast:

* A window's calls are accepted until C have been, then every call is
  refused until the window ends. So the accepted calls of a window are the
  C earliest *first calls in that window* of distinct waiting agents (ties
  at the boundary instant broken at random), and an agent refused there
  makes all its remaining calls of that window in vain.
* An agent's call times do not depend on the other agents: call j is at
  the sum of j refusal round trips and waits. Only *which* call is accepted
  depends on the crowd.

Immediate and exponential have no randomness in their times, so every
waiting agent calls at the same instants: the run is one deterministic
schedule of (instant, callers, accepted), computed once per scenario and
cached, plus a random permutation saying who is accepted where. This is
exact: calls, refusals and the multiset of served times equal the
reference's for every seed.

Full jitter draws each waiting agent's next calls as a block (a matrix,
agents by call number) and lists each agent's first call in each window;
every agent points at its next such call. All windows before the first
*crowded* one (more than C agents' next calls in it) accept all their
callers at once; a crowded window accepts its C earliest (ties at the
boundary instant at random) and the rest point on to their next window. So
the Python loop turns once per crowded window, not per call or instant, and
everything inside it is numpy over all agents. Agents whose block ran out
stop the settling there; those still waiting get a new block from where
they were. The result has the reference's distribution; the random numbers
differ.
"""

from __future__ import annotations

import math
import threading
from collections import OrderedDict
from collections.abc import Callable
from functools import lru_cache

import numpy as np

from wallasey_lab.core.engines.numpy_shared import _Stopper, _store_record, answers_us, over_budget
from wallasey_lab.core.engines.numpy_window import run_window
from wallasey_lab.core.engines.results import Cancelled, RunResult
from wallasey_lab.core.model.arrivals import built_in_arrival
from wallasey_lab.core.model.limiters import LIMITERS, FixedWindow
from wallasey_lab.core.model.rules import RULES, make_rule
from wallasey_lab.core.model.scenario import US_PER_S, Scenario, ScenarioError, to_us

ShouldStop = Callable[[], bool]

FAST_RULES = tuple(RULES)  # every built-in rule (a rule registered later goes to the reference)
FAST_LIMITERS = ("fixed-window",)
_BUILTIN_RULES = dict(RULES)

# Largest block of agents x calls drawn at once (int64 each: 128 MB).
_MAX_BLOCK = 1 << 24
_last_checked: Scenario | None = None


def can_handle(scenario: Scenario, rule: str) -> bool:
    """True when the fast engine models this scenario and rule exactly: any
    built-in rule on the fixed window, the built-in arrival patterns, attempt
    caps and deadlines, but no client retry budget (it couples the agents' calls:
    ``core.engines.pick`` sends those to the reference)."""
    if rule not in FAST_RULES or RULES.get(rule) is not _BUILTIN_RULES[rule]:
        return False
    if not built_in_arrival(getattr(scenario, "arrival", "all-at-once")):
        return False
    if getattr(scenario, "limiter", None) not in FAST_LIMITERS:
        return False
    if LIMITERS.get(scenario.limiter) is not FixedWindow:
        return False
    return getattr(scenario, "budget", "none") == "none"


def story_path(scenario: Scenario) -> bool:
    """The published model (everyone at t = 0, no cap or deadline): the
    story rules keep the paths their pinned figures come from."""
    story_model_only = getattr(scenario, "story_model_only", None)
    return story_model_only is None or bool(story_model_only())


@lru_cache(maxsize=64)
def _backoff_table(base_us: int, cap_us: int) -> tuple[np.ndarray, int]:
    """d[k] = min(cap, base * 2^(k-1)) for k = 1..kcap; d[k] = cap beyond kcap."""
    limits = [0]
    k = 1
    while True:
        d = cap_us if k > 63 else min(cap_us, base_us << (k - 1))
        limits.append(d)
        if d == cap_us or base_us == 0:
            return np.array(limits, dtype=np.int64), k
        k += 1





# ---------------------------------------------------------------------------
# Immediate and exponential: one shared schedule.


class _Schedule:
    """The instants of a deterministic run, and who-gets-what in acceptance order.

    ``runs`` holds the instants as runs (first time, step, count) of equally
    spaced ones; ``accept_us``/``ordinal`` give, for the i-th agent to be
    accepted, when and at which instant (0-based).
    """

    __slots__ = ("calls", "runs", "accept_us", "ordinal")

    def times(self) -> np.ndarray:
        """Every instant, in order (only a recorded run needs them all)."""
        first, step, count = self.runs
        run_of = np.repeat(np.arange(first.size), count)
        within = np.arange(int(count.sum()), dtype=np.int64) - np.repeat(np.cumsum(count) - count, count)
        return first[run_of] + step[run_of] * within


_SCHEDULES: OrderedDict[tuple, _Schedule] = OrderedDict()  # oldest first
_SCHEDULES_LOCK = threading.Lock()


def _deterministic_schedule(
    n: int, capacity: int, rtt_us: int, wait: Callable[[int], int], const_from: int, key: tuple,
    budget: int, should_stop: ShouldStop | None,
) -> _Schedule:
    cached = _SCHEDULES.get(key)
    if cached is not None:
        return cached
    check = _Stopper(should_stop, 256)
    # Runs of instants: (first time, step, count).
    runs: list[tuple[int, int, int]] = []
    acc_times: list[int] = []
    acc_takes: list[int] = []
    acc_ordinals: list[int] = []
    t = k = calls = ordinal = 0
    m = n
    window = -1
    used = 0
    while True:
        check()
        w = t // US_PER_S
        if w != window:
            window, used = w, 0
        take = min(m, capacity - used)
        if take == 0 and k + 1 >= const_from:
            # The window is full and every later step is the same: all the
            # instants left in this window are refused, count them at once.
            step = rtt_us + wait(k + 1)
            if step == 0:
                raise over_budget(math.inf, budget)
            count = ((window + 1) * US_PER_S - t + step - 1) // step
            calls += count * m
            if calls > budget:
                raise over_budget(calls, budget)
            runs.append((t, step, count))
            ordinal += count
            k += count
            t += count * step
            continue
        calls += m
        if calls > budget:
            raise over_budget(calls, budget)
        runs.append((t, 0, 1))
        if take:
            acc_times.append(t)
            acc_takes.append(take)
            acc_ordinals.append(ordinal)
        ordinal += 1
        if take == m:
            break
        used += take
        m -= take
        k += 1
        t += rtt_us + wait(k)

    s = _Schedule()
    s.calls = calls
    s.runs = tuple(np.array(col, dtype=np.int64) for col in zip(*runs, strict=True))
    s.accept_us = np.repeat(np.array(acc_times, dtype=np.int64), acc_takes)
    s.ordinal = np.repeat(np.array(acc_ordinals, dtype=np.int64), acc_takes)
    with _SCHEDULES_LOCK:  # the window's worker thread and the main thread may both be here
        _SCHEDULES[key] = s
        while len(_SCHEDULES) > 32:
            _SCHEDULES.popitem(last=False)
    return s


def _run_deterministic(scenario: Scenario, rule: str, rng: np.random.Generator, record: bool,
                       should_stop: ShouldStop | None) -> RunResult:
    n, capacity, budget = scenario.agents, scenario.capacity, scenario.call_budget
    key = (rule, n, capacity, scenario.refusal_rtt, scenario.interval if rule == "immediate" else
           (scenario.base, scenario.cap), budget)
    sched = _SCHEDULES.get(key)
    if sched is None:
        rtt_us = to_us(scenario.refusal_rtt)
        if rule == "immediate":
            interval_us = to_us(scenario.interval)
            wait, const_from = (lambda k: interval_us), 1
        else:
            table, kcap = _backoff_table(to_us(scenario.base), to_us(scenario.cap))
            limits = table.tolist()
            wait, const_from = (lambda k: limits[min(k, kcap)]), kcap
        sched = _deterministic_schedule(n, capacity, rtt_us, wait, const_from, key, budget, should_stop)

    # Who is accepted where: a uniformly random order of the agents, cut
    # into the accepting instants' shares (what the per-instant shuffles of
    # the reference add up to).
    order = rng.permutation(n)
    served = np.empty(n, dtype=np.int64)
    served[order] = sched.accept_us
    served += answers_us(scenario.answer_time, n, rng)
    tries = np.empty(n, dtype=np.int64)
    tries[order] = sched.ordinal
    tries += 1
    result = RunResult(rule=rule, calls=sched.calls, refused=sched.calls - n, served_us=served, tries=tries)
    if record:
        # The i-th accepted agent, order[i], calls at instants 0..ordinal[i].
        made = sched.ordinal + 1
        agents = np.repeat(order, made)
        instant = np.arange(sched.calls, dtype=np.int64) - np.repeat(np.cumsum(made) - made, made)
        accepted = instant == np.repeat(sched.ordinal, made)
        _store_record(result, sched.times()[instant], agents, accepted, instant)
    return result


# ---------------------------------------------------------------------------
# Full jitter: blocks of calls per agent, windows settled in order.


def _refused(times: np.ndarray, capacity: int, rng: np.random.Generator) -> np.ndarray:
    """Indices of all but the ``capacity`` earliest of ``times`` (more than
    ``capacity`` of them); calls tied at the boundary instant are taken in a
    random order, as the reference's shuffle of an instant does."""
    order = times.argpartition(capacity - 1)
    boundary = times[order[capacity - 1]]
    if times[order[capacity:]].min() != boundary:
        return order[capacity:]
    refused = times >= boundary
    tied = (times == boundary).nonzero()[0]
    keep = capacity - (times.size - np.count_nonzero(refused))
    refused[rng.choice(tied, keep, replace=False, shuffle=False)] = False
    return refused.nonzero()[0]


@lru_cache(maxsize=256)
def _block_columns(m: int, k_min: int, rtt_us: int, base_us: int, cap_us: int, need_us: int, stretch: int) -> int:
    """How many calls to draw per waiting agent: enough that on average the
    block spans ``need_us``, within the block size limit."""
    table, kcap = _backoff_table(base_us, cap_us)
    limit = max(2, min(_MAX_BLOCK // max(m, 1), 1 << 20))
    t = 0.0
    k = 1
    while t < need_us and k < limit and k_min + k < kcap:
        t += rtt_us + int(table[k_min + k]) / 2
        k += 1
    if t < need_us:  # from here on every step averages the same
        step = rtt_us + int(table[kcap]) / 2
        k += limit if step == 0 else math.ceil((need_us - t) / step)
    return int(min(limit, max(4, k * stretch)))


@lru_cache(maxsize=256)
def _block_limits(k_min: int, cols: int, base_us: int, cap_us: int) -> np.ndarray:
    """Backoff limits d of the calls of a block whose agents all start at
    index k_min, as floats: 0 for column 0 (the state call) and the spare."""
    table, kcap = _backoff_table(base_us, cap_us)
    limits = np.zeros(cols + 1)
    limits[1:cols] = table[np.minimum(np.arange(k_min + 1, k_min + cols), kcap)]
    return limits


@lru_cache(maxsize=256)
def _block_rtt(cols: int, rtt_us: int) -> np.ndarray:
    row = np.full(cols + 1, rtt_us, dtype=np.int64)
    row[0] = row[cols] = 0
    return row


def _draw_block(t0: np.ndarray | None, k0: np.ndarray | None, m: int, cols: int, rtt_us: int, base_us: int,
                cap_us: int, rng: np.random.Generator) -> np.ndarray:
    """Each waiting agent's next calls, one row each: column 0 its state call
    (index k0, at t0), column j the j-th call after it, and a spare column
    for the caller. ``None`` for t0 and k0 means the start: index 0 at t = 0."""
    k_min, k_max = (0, 0) if k0 is None else (int(k0.min()), int(k0.max()))
    if k_min == k_max:
        limits = _block_limits(k_min, cols, base_us, cap_us)
    else:
        table, kcap = _backoff_table(base_us, cap_us)
        limits = np.zeros((m, cols + 1))
        limits[:, 1:cols] = table[np.minimum(k0[:, None] + np.arange(1, cols), kcap)]
    wait = rng.random((m, cols + 1))
    wait *= limits
    wait += 0.5
    calls = wait.astype(np.int64)  # truncation: int(u * d + 0.5), as the reference rounds
    del wait
    if rtt_us:
        calls += _block_rtt(cols, rtt_us)
    if t0 is not None:
        calls[:, 0] = t0
    np.cumsum(calls, axis=1, out=calls)
    return calls


def _run_full_jitter(scenario: Scenario, rng: np.random.Generator, record: bool,
                     should_stop: ShouldStop | None) -> RunResult:
    n, capacity, budget = scenario.agents, scenario.capacity, scenario.call_budget
    rtt_us = to_us(scenario.refusal_rtt)
    base_us, cap_us = to_us(scenario.base), to_us(scenario.cap)
    if n > capacity and rtt_us == 0 and base_us == 0:
        # Every retry lands in the same full window, forever.
        raise over_budget(math.inf, budget)
    check = _Stopper(should_stop, 16)
    if n <= capacity:
        return _all_accepted_at_once(scenario, rng, record)

    # Waiting agents, one row each. They start in a random order, so at t = 0
    # (all n calling at once) the first C rows can be the ones accepted.
    ids = rng.permutation(n)
    t0 = k0 = None  # each one's next call (or its last, if before first_window) and that call's index
    m = n
    first_window = 0  # windows before this one are settled
    served_at = np.zeros(n, dtype=np.int64)
    tries = np.zeros(n, dtype=np.int64)
    accepted_calls = 0
    stretch = 1
    recorded: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []

    while m:
        check.every = 1 if m >= 4096 else 16  # a step over many agents takes a while
        check()
        start = t0 is None
        need_us = (2 * -(-m // capacity) + 2) * US_PER_S + cap_us
        cols = _block_columns(m, 0 if start else int(k0.min()), rtt_us, base_us, cap_us, need_us, stretch)
        width = cols + 1
        calls_t = _draw_block(t0, k0, m, cols, rtt_us, base_us, cap_us, rng)
        last_window = calls_t[:, cols - 1] // US_PER_S
        if first_window:
            last_window -= first_window
        spare = int(last_window.max()) + 1  # a window past every drawn call
        calls_t[:, cols] = (first_window + spare) * US_PER_S
        flat, cand_win, cand_t, ptr, at_win = _block_candidates(calls_t, first_window)
        known, ran_out = _settle_windows(at_win, ptr, cand_win, cand_t, last_window, spare, capacity,
                                         start and m > capacity, rng, check)
        next_window = first_window + max(0, known + 1)
        every = ran_out == 0  # every agent of the block served

        # Served agents.
        done = None if every else at_win <= known
        got = slice(None) if every else done.nonzero()[0]
        at = ptr[got]
        col = flat[at] % width
        index = col if start else k0[got] + col
        who = ids[got]
        served_at[who] = cand_t[at]
        tries[who] = index + 1
        accepted_calls += int(index.sum()) + (m if every else got.size)

        # Waiting agents carry on from their first call at or after next_window.
        if record:
            made = np.zeros(m, dtype=np.int64)  # calls of this block that were made
            made[got] = col + 1
        if every:
            wait_rows = np.zeros(0, dtype=np.int64)
        else:
            wait_rows = (~done).nonzero()[0]
            block = calls_t[wait_rows, :cols]
            gone = np.count_nonzero(block < next_window * US_PER_S, axis=1)
            np.minimum(gone, cols - 1, out=gone)
            t0 = block[np.arange(wait_rows.size), gone]
            k0 = gone if start else k0[wait_rows] + gone
            if record:
                made[wait_rows] = gone
            del block
        if record:
            mask = np.arange(width) < made[:, None]
            accepted = np.arange(width) == (made - 1)[:, None]
            if not every:
                accepted &= done[:, None]
            recorded.append((calls_t[mask], np.repeat(ids, made), accepted[mask]))
        ids = ids[wait_rows]
        m = ids.size
        if m and accepted_calls + int(k0.sum()) > budget:
            raise over_budget(accepted_calls + int(k0.sum()), budget)
        stretch = stretch * 2 if next_window == first_window else 1
        first_window = next_window
        del calls_t, flat, cand_t, cand_win

    if accepted_calls > budget:
        raise over_budget(accepted_calls, budget)
    served = served_at + answers_us(scenario.answer_time, n, rng)
    result = RunResult(rule="full-jitter", calls=accepted_calls, refused=accepted_calls - n,
                       served_us=served, tries=tries)
    if record:
        times, agents, accepted = (np.concatenate(parts) for parts in zip(*recorded, strict=True))
        _store_record(result, times, agents, accepted)
    return result


def _all_accepted_at_once(scenario: Scenario, rng: np.random.Generator, record: bool) -> RunResult:
    """Full jitter when the tool takes every agent at t = 0 (n <= C)."""
    n = scenario.agents
    result = RunResult(rule="full-jitter", calls=n, refused=0,
                       served_us=np.zeros(n, dtype=np.int64) + answers_us(scenario.answer_time, n, rng),
                       tries=np.ones(n, dtype=np.int64))
    if record:
        _store_record(result, np.zeros(n, dtype=np.int64), np.arange(n), np.ones(n, dtype=bool))
    return result


def _block_candidates(calls_t: np.ndarray, first_window: int) -> tuple[np.ndarray, ...]:
    """Candidates, row by row: each agent's first call in each window from
    first_window on, then the spare column meaning "not drawn yet". Returns
    (their flat indices into calls_t, windows from first_window, times, and
    each agent's next call that could be accepted: its row's first
    candidate, every row has one, the spare; and that call's window)."""
    m, width = calls_t.shape
    window = calls_t.ravel() // US_PER_S
    first = np.empty(m * width, dtype=bool)
    np.not_equal(window[1:], window[:-1], out=first[1:])
    first2d = first.reshape(m, width)
    first2d[:, 0] = True
    if first_window:
        window -= first_window
        first &= window >= 0
    flat = first.nonzero()[0]
    del first, first2d
    cand_win = window[flat]
    cand_t = calls_t.ravel()[flat]
    del window
    ptr = flat.searchsorted(np.arange(0, m * width, width))
    at_win = cand_win[ptr]
    return flat, cand_win, cand_t, ptr, at_win


def _settle_windows(at_win: np.ndarray, ptr: np.ndarray, cand_win: np.ndarray, cand_t: np.ndarray,
                    last_window: np.ndarray, spare: int, capacity: int, refused_at_start: bool,
                    rng: np.random.Generator, check: _Stopper) -> tuple[int, int]:
    """Every window before the first crowded one (more than C agents
    calling) accepts all its callers; a crowded one accepts its C earliest
    and sends the rest on to their next window (ptr, at_win updated).
    Windows up to `known` hold every call of every waiting agent: only
    agents whose drawn calls ran out limit it. refused_at_start: rows C on
    are refused at t = 0 (the rows are in random order). Returns (known,
    how many agents ran out of drawn calls)."""
    known = spare - 1
    ran_out = 0
    look = 0
    out = None
    if refused_at_start:
        out = np.arange(capacity, at_win.size)
        look = 1
    while True:
        if out is not None:
            nxt = ptr[out]
            nxt += 1
            ptr[out] = nxt
            at_win[out] = cand_win[nxt]
        crowd = np.bincount(at_win, minlength=spare + 1)
        if crowd[spare] > ran_out:
            ran_out = int(crowd[spare])
            known = min(known, int(last_window[at_win == spare].min()))
        over = (crowd[look : known + 1] > capacity).nonzero()[0]
        if not over.size:
            return known, ran_out
        check()
        w = look + int(over[0])
        here = (at_win == w).nonzero()[0]
        out = here[_crowded_refused(cand_t[ptr[here]], capacity, rng)]
        look = w + 1


def _crowded_refused(times: np.ndarray, capacity: int, rng: np.random.Generator) -> np.ndarray:
    """Which of a crowded window's calls (their times) it refuses: a sort
    when few and the boundary is not tied, else ``_refused``."""
    if times.size <= 4096:
        order = times.argsort()
        if times[order[capacity - 1]] != times[order[capacity]]:
            return order[capacity:]
    return _refused(times, capacity, rng)


def simulate_fast(
    scenario: Scenario,
    rule: str,
    rng: np.random.Generator,
    *,
    record_calls: bool = False,
    should_stop: ShouldStop | None = None,
) -> RunResult:
    """One run, like ``core.engines.reference.simulate_run`` (same arguments, same result)."""
    global _last_checked
    if scenario is not _last_checked:  # a batch asks 50 times about one (frozen) scenario
        scenario.checked()
        _last_checked = scenario
    if rule not in RULES:
        make_rule(rule, scenario)  # the reference's ScenarioError for an unknown rule
    if not can_handle(scenario, rule):
        raise ScenarioError(
            f"the fast engine cannot run rule {rule!r} with limiter {scenario.limiter!r}; use the reference engine"
        )
    if should_stop is not None and should_stop():
        raise Cancelled()
    if story_path(scenario):
        if rule == "full-jitter" or (rule == "jitter" and scenario.jitter == 1.0):
            # J = 1 is full jitter draw for draw, in the reference too: same runs.
            return _renamed(_run_full_jitter(scenario, rng, record_calls, should_stop), rule)
        if rule in ("immediate", "exponential") or (rule == "jitter" and scenario.jitter == 0.0):
            # J = 0 is exponential backoff exactly, in the reference too.
            as_rule = "exponential" if rule == "jitter" else rule
            return _renamed(_run_deterministic(scenario, as_rule, rng, record_calls, should_stop), rule)
    return run_window(scenario, rule, rng, record_calls, should_stop)


def _renamed(result: RunResult, rule: str) -> RunResult:
    result.rule = rule
    return result

