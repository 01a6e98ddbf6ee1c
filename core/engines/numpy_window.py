"""The fast engine's general fixed-window path: every retry rule, every
arrival pattern, attempt caps and deadlines, settled a window at a time.

It rests on the two facts ``core.engines.numpy_engine`` explains for full jitter, which
hold for every rule on the fixed window when the crowd shares no client
budget:

* a window accepts the C earliest *first calls in that window* of distinct
  waiting agents (ties at the boundary instant at random), and refuses every
  later call in it;
* an agent's call times do not depend on the other agents. Call j follows
  call j - 1 by the refusal round trip and the rule's wait after refusal j,
  which depends on j, the agent's previous wait (decorrelated jitter) or the
  time of the refused call (``retry-after``: the fixed window's hint is the
  next window's start, known from the call's own time). An agent that
  arrives later simply starts later; an attempt cap or a deadline ends its
  list of calls early, and an agent refused at its last call gives up.

So each waiting agent's next calls are drawn as a block (a row of calls),
the row's first call in each window is a candidate, and the windows are
settled in order; the Python loop turns once per crowded window. The random
numbers differ from the reference's; the model is the same (the tests check
exact agreement where the draws can be made equal, and the distribution
otherwise). Agents the reference would never see apart (no budget, the
fixed window) are never coupled here either.
"""

from __future__ import annotations

import math
from functools import lru_cache

import numpy as np

from wallasey_lab.core.engines.numpy_shared import _Stopper, _store_record, answers_us, over_budget
from wallasey_lab.core.engines.results import NOT_SERVED, RunResult
from wallasey_lab.core.model.arrivals import ARRIVALS
from wallasey_lab.core.model.scenario import US_PER_S, Scenario, to_us

# Largest block of agents x calls drawn at once (int64 each: 128 MB).
MAX_BLOCK = 1 << 24
_STEP_TABLE = 512  # calls whose spacing is tabled for sizing blocks; beyond, the last spacing


class _Waits:
    """One rule's waits, as arrays. ``kind`` is ``"k"`` for a rule whose
    wait after refusal k depends only on k and a uniform draw (drawn for the
    whole block at once), ``"seq"`` for one that needs the previous call
    (decorrelated jitter, ``retry-after``: drawn a column at a time)."""

    def __init__(self, rule: str, scenario: Scenario):
        self.rule = rule
        self.rtt_us = to_us(scenario.refusal_rtt)
        self.base_us, self.cap_us = to_us(scenario.base), to_us(scenario.cap)
        self.j = float(scenario.jitter)
        self.spread = float(scenario.spread)
        self.multiplier = float(scenario.multiplier)
        self.hint_jitter_us = to_us(scenario.hint_jitter)
        self.interval_us = to_us(scenario.interval)
        self.kind = "seq" if rule in ("decorrelated-jitter", "retry-after") else "k"
        self.random = {
            "immediate": False,
            "exponential": False,
            "jitter": self.j != 0.0,
            "proportional-jitter": self.spread != 0.0,
            "retry-after": self.hint_jitter_us != 0,
        }.get(rule, True)
        self.table, self.kcap = self._limits()
        self._rows: dict[tuple[int, int], tuple[np.ndarray, ...]] = {}  # see _row
        # cum_steps[k]: roughly how long after an agent's call 0 its call k comes
        steps = [0.0] + [self._mean_step_us(k) for k in range(1, _STEP_TABLE)]
        self.cum_steps = np.cumsum(steps)
        self.last_step = steps[-1]

    def _limits(self) -> tuple[np.ndarray, int]:
        """The limit d_k for k = 0..kcap (d_k = d_kcap beyond), as the
        reference computes it (proportional: Python floats, same pow)."""
        if self.rule == "immediate":
            return np.array([0, self.interval_us], dtype=np.int64), 1
        if self.rule == "proportional-jitter":
            if self.multiplier == 1.0:
                return np.array([0.0, min(float(self.cap_us), float(self.base_us))]), 1
            k_cap = 1 + math.ceil(math.log(self.cap_us / self.base_us) / math.log(self.multiplier))
            values = [0.0]
            for k in range(1, k_cap + 1):
                d = float(self.cap_us) if k >= k_cap else min(float(self.cap_us), self.base_us * self.multiplier ** (k - 1))
                values.append(d)
                if d == float(self.cap_us):
                    break
            return np.array(values), len(values) - 1
        limits = [0]
        k = 1
        while True:
            d = self.cap_us if k > 63 else min(self.cap_us, self.base_us << (k - 1))
            limits.append(d)
            if d == self.cap_us:
                return np.array(limits, dtype=np.int64), k
            k += 1

    def _mean_step_us(self, k: int) -> float:
        """Roughly how far apart calls k - 1 and k are, to size a block."""
        if self.rule == "retry-after":  # on the fixed window: the next window's start
            return max(self.rtt_us, US_PER_S) + self.hint_jitter_us / 2
        if self.rule == "decorrelated-jitter":
            mean = float(self.base_us)
            for _ in range(min(k, 64)):
                mean = min(float(self.cap_us), (self.base_us + 3 * mean) / 2)
            return self.rtt_us + mean
        d = float(self.table[min(k, self.kcap)])
        factor = {"full-jitter": 0.5, "equal-jitter": 0.75, "jitter": 1.0 - self.j / 2}.get(self.rule, 1.0)
        return self.rtt_us + d * factor

    def _factors(self, k: np.ndarray) -> tuple[np.ndarray, ...]:
        """What a wait after refusals k is made of: the wait itself (a
        deterministic rule), else the arrays the uniform draw is scaled by
        and shifted by (``_apply``)."""
        d = self.table[np.minimum(k, self.kcap)]
        if not self.random:
            return (d.astype(np.int64) if d.dtype == np.int64 else (d + 0.5).astype(np.int64),)
        d = d.astype(np.float64)
        if self.rule == "jitter":
            return self.j * d, (1.0 - self.j) * d
        if self.rule == "equal-jitter":
            return (d / 2,)
        return (d,)  # full jitter; proportional jitter (its spread is a number)

    def _apply(self, u: np.ndarray, factors: tuple[np.ndarray, ...]) -> np.ndarray:
        """The waits for uniform draws u (in place), rounded exactly as the
        reference's rule rounds them, as floats (truncated by the caller)."""
        rule = self.rule
        if rule == "jitter":
            u *= factors[0]
            u += factors[1]
        elif rule == "equal-jitter":
            u *= factors[0]
            u += factors[0]
        elif rule == "full-jitter":
            u *= factors[0]
        else:  # proportional-jitter
            u *= 2.0 * self.spread
            u += 1.0 - self.spread
            u *= factors[0]  # d x (1 - s + 2 s u), as the reference multiplies
        u += 0.5
        return u

    def _row(self, k_first: int, count: int) -> tuple[np.ndarray, ...]:
        """``_factors`` for refusals k_first + 1 .. k_first + count, kept:
        the first block of every run of a batch (everyone at refusal 0)
        reuses them."""
        row = self._rows.get((k_first, count))
        if row is None:
            row = self._factors(np.arange(k_first + 1, k_first + count + 1)[None, :])
            for factor in row:
                factor.setflags(write=False)  # shared by every run (and thread) from now on
            if len(self._rows) < 256:
                self._rows[(k_first, count)] = row
        return row

    def k_waits(self, k: np.ndarray, shape: tuple[int, int], rng: np.random.Generator) -> np.ndarray:
        """Waits after refusals k (broadcast to ``shape``), in whole
        microseconds, rounded exactly as the reference's rule rounds them."""
        return self._waits(self._factors(k), shape, rng)

    def row_waits(self, k_first: int, shape: tuple[int, int], rng: np.random.Generator) -> np.ndarray:
        """``k_waits`` for a run's first block (every row waits after
        refusals k_first + 1 .. k_first + shape[1], and every run of a batch
        asks for the same), with the factors kept; where drawn, as the floats
        (w + 0.5) that truncate to them (storing them in an int64 array
        truncates, as ``astype`` does)."""
        return self._waits(self._row(k_first, shape[1]), shape, rng, truncate=False)

    def _waits(self, factors: tuple[np.ndarray, ...], shape: tuple[int, int], rng: np.random.Generator,
               truncate: bool = True) -> np.ndarray:
        if not self.random:
            return np.broadcast_to(factors[0], shape)
        u = self._apply(rng.random(shape), factors)
        return u.astype(np.int64) if truncate else u


@lru_cache(maxsize=64)
def waits_for(rule: str, scenario: Scenario) -> _Waits:
    return _Waits(rule, scenario)


def arrivals_us(scenario: Scenario, rng: np.random.Generator) -> np.ndarray | None:
    """When each agent first calls, as the reference draws it (None: all at 0)."""
    return ARRIVALS[scenario.arrival]().times_us(scenario, rng)


@lru_cache(maxsize=1024)
def _columns(waits: _Waits, m: int, k_min: int, need_us: float, stretch: int, attempts_left: int | None) -> int:
    """How many calls to draw per waiting agent: enough that on average the
    block spans ``need_us``, within the block size limit and the attempt cap."""
    limit = max(2, min(MAX_BLOCK // max(m, 1), 1 << 20))
    cum = waits.cum_steps
    k_min = min(k_min, cum.size - 1)
    target = cum[k_min] + need_us
    k = int(np.searchsorted(cum, target)) - k_min
    if k_min + k >= cum.size:  # past the table: every step averages the last
        over = target - cum[-1]
        k = cum.size - 1 - k_min + (limit if waits.last_step <= 0 else math.ceil(over / waits.last_step))
    cols = int(min(limit, max(4, (k + 1) * stretch)))
    if attempts_left is not None:
        cols = min(cols, max(2, attempts_left + 1))  # the first call past the cap shows it
    return cols


def draw_block(waits: _Waits, t0: np.ndarray, k0: np.ndarray, p0: np.ndarray, cols: int,
               rng: np.random.Generator, same_k: bool = False) -> tuple[np.ndarray, np.ndarray | None]:
    """Each waiting agent's next calls, one row each: column 0 its state
    call (index k0, at t0, reached after a wait p0), column j the j-th call
    after it, and a spare column for the caller. For decorrelated jitter
    also the wait before each call (the next wait grows from it).
    ``same_k``: the caller knows every k0 is the same (a run's first block)."""
    m = t0.size
    calls = np.empty((m, cols + 1), dtype=np.int64)
    if waits.kind == "k":
        if m and same_k:
            calls[:, 1:cols] = waits.row_waits(int(k0[0]), (m, cols - 1), rng)
        else:
            steps = np.arange(1, cols)
            k = steps[None, :] + int(k0[0]) if m and k0.min() == k0.max() else k0[:, None] + steps
            calls[:, 1:cols] = waits.k_waits(k, (m, cols - 1), rng)
        if waits.rtt_us:
            calls[:, 1:cols] += waits.rtt_us
        calls[:, 0] = t0
        calls[:, cols] = 0  # the caller sets the spare; a contiguous cumsum is many times faster
        np.cumsum(calls, axis=1, out=calls)
        return calls, None
    if waits.rule == "decorrelated-jitter":
        # Each wait grows from the one before: a column at a time, in floats
        # (whole numbers below 2^53, so every step is exact), truncated as
        # the reference's int() does.
        u = rng.random((cols, m))
        before = np.empty((cols, m))
        before[0] = np.where(k0 == 0, waits.base_us, p0)  # w_0 = base
        base, cap = float(waits.base_us), float(waits.cap_us)
        for j in range(1, cols):
            w = before[j]
            np.multiply(before[j - 1], 3.0, out=w)
            w -= base
            w *= u[j]
            w += base
            w += 0.5
            np.trunc(w, out=w)
            np.minimum(w, cap, out=w)
        before = before.T.astype(np.int64)
        calls[:, 1:cols] = before[:, 1:]
        if waits.rtt_us:
            calls[:, 1:cols] += waits.rtt_us
        calls[:, 0] = t0
        calls[:, cols] = 0
        np.cumsum(calls, axis=1, out=calls)
        before[:, 0] = p0
        return calls, before
    # retry-after: the next call depends on when the refused one was made.
    rtt, jitter_us = waits.rtt_us, waits.hint_jitter_us
    cols_t = np.empty((cols, m), dtype=np.int64)
    cols_t[0] = t0
    jit = (rng.random((cols, m)) * jitter_us + 0.5).astype(np.int64) if waits.random else None
    learn = np.empty(m, dtype=np.int64)
    for j in range(1, cols):
        t = cols_t[j]
        np.floor_divide(cols_t[j - 1], US_PER_S, out=t)
        t += 1
        t *= US_PER_S  # the hint: the next window's start
        np.add(cols_t[j - 1], rtt, out=learn)
        np.maximum(t, learn, out=t)
        if jit is not None:
            t += jit[j]
    calls[:, :cols] = cols_t.T
    return calls, None


_NONE = np.zeros(0, dtype=np.int64)  # no rows (never written to)
_SORT_BELOW = 512  # calls in a window up to which _late sorts rather than partitions


def _zeros(n: int) -> np.ndarray:
    """n zeros that nobody writes to (a run's first rows; later rows are new
    arrays): kept for the crowds a slider gives, made afresh for big ones."""
    return _kept_zeros(n) if n <= 100_000 else np.zeros(n, dtype=np.int64)


@lru_cache(maxsize=8)
def _kept_zeros(n: int) -> np.ndarray:
    zeros = np.zeros(n, dtype=np.int64)
    zeros.setflags(write=False)
    return zeros


def _late(offsets: np.ndarray, capacity: int, rng: np.random.Generator) -> np.ndarray:
    """Indices of all but the ``capacity`` earliest of calls in one window
    (more than ``capacity`` of them), given as ``offsets``: each call's
    offset in the window (under 2^20 microseconds) shifted 40 bits up.
    Calls at the same instant are taken in a random order, as the
    reference's shuffle of an instant does: the offset is the high part of
    each call's sort key, a fresh 40-bit random number the low part."""
    # The low part is rng.integers(0, 2**40, size), draw for draw (Lemire's
    # method on a power-of-two range is the top 40 bits of each raw 64-bit
    # draw; tested), at half its cost.
    low = rng.bit_generator.random_raw(offsets.size)
    low >>= 24
    key = offsets | low.view(np.int64)
    # The same set either way (keys are distinct but for a 2^-40 chance);
    # a full sort is the quicker of the two on a window's few hundred calls.
    if key.size <= _SORT_BELOW:
        return key.argsort()[capacity:]
    return key.argpartition(capacity - 1)[capacity:]


def run_window(scenario: Scenario, rule: str, rng: np.random.Generator, record: bool,
               should_stop) -> RunResult:
    """One run of any rule on the fixed window, without a client budget
    (``core.engines.numpy_engine.can_handle`` says when)."""

    n, capacity, budget = scenario.agents, scenario.capacity, scenario.call_budget
    waits = waits_for(rule, scenario)
    arrivals = arrivals_us(scenario, rng)  # first, as the reference draws them
    max_attempts = scenario.max_attempts
    deadline_us = None if scenario.deadline is None else to_us(scenario.deadline)
    check = _Stopper(should_stop, 16)

    all_at_once = arrivals is None
    if all_at_once:
        # Waiting agents, one row each, in a random order: at t = 0 (all n
        # calling at once) the first C rows can be the ones accepted.
        ids = rng.permutation(n)
        t0 = _zeros(n)
        arrive = None
    else:
        ids = np.arange(n)  # agents are numbered in arrival order
        t0 = arrivals.copy()
        arrive = arrivals
    k0 = _zeros(n)  # index of each row's state call (column 0)
    p0 = k0  # the wait that led to it (decorrelated jitter)
    m = n
    first_window = 0  # windows before this one are settled
    start = True
    served_at = np.full(n, NOT_SERVED, dtype=np.int64)
    tries = np.zeros(n, dtype=np.int64)
    calls_made = gave_up = 0
    stretch = 1
    recorded: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []

    while m:
        check.every = 1 if m >= 4096 else 16  # a step over many agents takes a while
        check()
        k_min = int(k0.min())
        need_us = _need_us(rule, m, capacity, waits.cap_us, deadline_us)
        left = None if max_attempts is None else max_attempts - k_min
        cols = _columns(waits, m, k_min, need_us, stretch, left)
        width = cols + 1
        calls_t, before = draw_block(waits, t0, k0, p0, cols, rng, same_k=start)  # everyone starts at call 0
        ended, real, last_real = _row_ends(calls_t, k0, cols, max_attempts, deadline_us, arrive)
        last_window = last_real // US_PER_S - first_window
        spare = max(1, int(last_window.max()) + 1)  # a window past every drawn call
        calls_t[:, cols] = (first_window + spare) * US_PER_S
        gone_win = spare + 1  # the window of "no more calls": the agent gives up there
        if ended is not None and ended.any():
            _end_rows(calls_t, ended, real, (first_window + gone_win) * US_PER_S)
        flat, cand_win, cand_t, cand_key, ptr, at_win = _candidates(calls_t, first_window)
        refused_at_start = start and all_at_once and m > capacity
        known = _settle(at_win, ptr, cand_win, cand_key, last_window, spare, capacity, refused_at_start, rng, check)
        next_window = first_window + max(0, known + 1)

        # Served agents: accepted at their candidate.
        done = at_win <= known
        got = done.nonzero()[0]
        at = ptr[got]
        col = flat[at] % width
        index = k0[got] + col
        who = ids[got]
        served_at[who] = cand_t[at]
        tries[who] = index + 1
        calls_made += int(index.sum()) + got.size
        # Agents refused at their last call: they give up (only a cap or a
        # deadline ends a row early).
        quit_rows = (at_win == gone_win).nonzero()[0] if ended is not None else _NONE
        if quit_rows.size:
            quit_col = flat[ptr[quit_rows]] % width
            quit_calls = k0[quit_rows] + quit_col
            tries[ids[quit_rows]] = quit_calls
            calls_made += int(quit_calls.sum())
            gave_up += quit_rows.size
        else:
            quit_col = _NONE
        # Waiting agents carry on from their first call at or after next_window.
        if got.size + quit_rows.size == m:  # none (most runs end in their first block): no work on empty rows
            wait_rows = moved = _NONE
        else:
            wait_rows = (~done & (at_win != gone_win)).nonzero()[0]
            block = calls_t[wait_rows, :cols]
            moved = np.count_nonzero(block < next_window * US_PER_S, axis=1)
            np.minimum(moved, cols - 1, out=moved)
        if record:
            recorded.append(_block_record(calls_t, ids, got, col, quit_rows, quit_col, wait_rows, moved))
        if not wait_rows.size:
            break
        t0 = block[np.arange(wait_rows.size), moved]
        if before is not None:
            p0 = before[wait_rows, moved]
        k0 = k0[wait_rows] + moved
        if arrive is not None:
            arrive = arrive[wait_rows]
        ids = ids[wait_rows]
        m = ids.size
        del block, calls_t, flat, cand_t, cand_key, cand_win
        if m and calls_made + int(k0.sum()) > budget:
            raise over_budget(calls_made + int(k0.sum()), budget)
        stretch = stretch * 2 if next_window == first_window else 1
        first_window = next_window
        start = False

    if calls_made > budget:
        raise over_budget(calls_made, budget)
    return _window_result(scenario, rule, rng, record, arrivals, served_at, tries, calls_made, gave_up, recorded)


def _need_us(rule: str, m: int, capacity: int, cap_us: int, deadline_us: int | None) -> int:
    """How far past its first call a block should reach for m waiting agents
    (run_window's guess: enough windows to serve them all, plus a backoff)."""
    windows = -(-m // capacity)
    if rule in ("retry-after", "immediate"):
        need_us = (windows + 2) * US_PER_S  # no backoff to outgrow
    else:
        need_us = (2 * windows + 2) * US_PER_S + cap_us
    if deadline_us is not None:
        need_us = min(need_us, deadline_us + US_PER_S)
    return need_us


def _row_ends(calls_t: np.ndarray, k0: np.ndarray, cols: int, max_attempts: int | None, deadline_us: int | None,
              arrive: np.ndarray | None) -> tuple[np.ndarray | None, np.ndarray | None, np.ndarray]:
    """Where each row's calls end (the attempt cap, the deadline): (rows that
    end inside the block, or None without a cap or deadline; each row's
    number of real calls; each row's last real call)."""
    if max_attempts is None and deadline_us is None:
        return None, None, calls_t[:, cols - 1]
    m = calls_t.shape[0]
    valid = np.ones((m, cols), dtype=bool)
    if max_attempts is not None:
        valid &= (k0[:, None] + np.arange(cols)) < max_attempts
    if deadline_us is not None:
        limit = deadline_us if arrive is None else arrive + deadline_us
        valid[:, 1:] &= calls_t[:, 1:cols] <= (limit[:, None] if arrive is not None else limit)
    np.logical_and.accumulate(valid, axis=1, out=valid)
    real = np.count_nonzero(valid, axis=1)  # >= 1: column 0 is a call already due
    return real < cols, real, calls_t[np.arange(m), real - 1]


def _end_rows(calls_t: np.ndarray, ended: np.ndarray, real: np.ndarray, gone_us: int) -> None:
    """Rows that end early: their columns past the last real call move to
    gone_us (the window where the agent gives up)."""
    rows = ended.nonzero()[0]
    sub = calls_t[rows]
    sub[np.arange(calls_t.shape[1]) >= real[rows][:, None]] = gone_us
    calls_t[rows] = sub


def _candidates(calls_t: np.ndarray, first_window: int) -> tuple[np.ndarray, ...]:
    """Candidates, row by row: each agent's first call in each window from
    first_window on, then the spare (not drawn yet) or the end. Returns
    (their flat indices into calls_t, windows from first_window, times,
    sort keys' high part, where each row's candidates begin, each row's
    current window)."""
    m, width = calls_t.shape
    window = calls_t.ravel() // US_PER_S
    first = np.empty(m * width, dtype=bool)
    np.not_equal(window[1:], window[:-1], out=first[1:])
    first.reshape(m, width)[:, 0] = True
    if first_window:
        window -= first_window
        first &= window >= 0
    flat = first.nonzero()[0]
    del first
    cand_win = window[flat]
    cand_t = calls_t.ravel()[flat]
    del window
    cand_key = cand_t % US_PER_S  # each candidate's offset in its window, the high part of its sort key
    cand_key <<= 40
    ptr = flat.searchsorted(np.arange(0, m * width, width))
    at_win = cand_win[ptr]
    return flat, cand_win, cand_t, cand_key, ptr, at_win


def _settle(at_win: np.ndarray, ptr: np.ndarray, cand_win: np.ndarray, cand_key: np.ndarray, last_window: np.ndarray,
            spare: int, capacity: int, refused_at_start: bool, rng: np.random.Generator, check: _Stopper) -> int:
    """Settle the windows in order: each window before the first crowded one
    accepts all its callers; a crowded one its C earliest, and the rest move
    on to their next candidate (ptr, at_win updated). refused_at_start: rows
    C on are refused at t = 0 (the rows are in random order). Returns the
    last window (from first_window) that every row has drawn to and is settled."""
    gone_win = spare + 1
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
        crowd = np.bincount(at_win, minlength=gone_win + 1)
        if crowd[spare] > ran_out:
            ran_out = int(crowd[spare])
            known = min(known, int(last_window[at_win == spare].min()))
        over = crowd[look : known + 1] > capacity
        first_over = int(over.argmax()) if over.size else 0  # the first crowded window, if any
        if not over.size or not over[first_over]:
            return known
        check()
        w = look + first_over
        here = (at_win == w).nonzero()[0]
        out = here[_late(cand_key[ptr[here]], capacity, rng)]
        look = w + 1


def _block_record(calls_t: np.ndarray, ids: np.ndarray, got: np.ndarray, col: np.ndarray, quit_rows: np.ndarray,
                  quit_col: np.ndarray, wait_rows: np.ndarray, moved: np.ndarray
                  ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The calls of this block that were made: (times, agents, accepted)."""
    m, width = calls_t.shape
    made = np.zeros(m, dtype=np.int64)
    made[got] = col + 1
    if quit_rows.size:
        made[quit_rows] = quit_col
    made[wait_rows] = moved
    mask = np.arange(width) < made[:, None]
    accepted = np.zeros((m, width), dtype=bool)
    accepted[got, col] = True
    return calls_t[mask], np.repeat(ids, made), accepted[mask]


def _window_result(scenario: Scenario, rule: str, rng: np.random.Generator, record: bool, arrivals: np.ndarray | None,
                   served_at: np.ndarray, tries: np.ndarray, calls_made: int, gave_up: int,
                   recorded: list[tuple[np.ndarray, np.ndarray, np.ndarray]]) -> RunResult:
    """The run's result: the served agents' answer times drawn, then added."""
    n = served_at.size
    served = served_at >= 0
    served_us = served_at
    count = int(served.sum())
    if count:
        answers = answers_us(scenario.answer_time, count, rng)
        if gave_up:
            served_us[served] += answers
        else:
            served_us += answers
    result = RunResult(rule=rule, calls=calls_made, refused=calls_made - count, served_us=served_us, tries=tries,
                       gave_up=gave_up, arrival_us=arrivals if arrivals is not None else np.zeros(n, dtype=np.int64))
    if record:
        if recorded:
            times, agents, accepted = (np.concatenate(parts) for parts in zip(*recorded, strict=True))
        else:
            times = agents = np.zeros(0, dtype=np.int64)
            accepted = np.zeros(0, dtype=bool)
        _store_record(result, times, agents, accepted)
    return result
