"""The reference engine's general event loop, compiled with numba.

Only ``core.engines.compiled`` imports this module (numba is loaded on first need,
never when the lab starts). The loop is ``core.engines.reference._simulate_general``
written out over arrays: the same model, step for step (see docs/rules.md),
with its own random numbers. State lives in numpy arrays; queues that can
grow (the event heap, the limiters' and budgets' trailing windows, the
recorded calls) are arrays that double when full.

Each run is ``_one_run``, called once a run (a real call, whose arrays are
borrowed: it costs nothing there, and compiles in less time than inlined).
Its set-up, and the steps taken only by some tools, budgets or rules (the
retry-after hint, the budgets' bookkeeping, the adaptive throttle:
``core.engines.compiled_shared``) are helpers that numba inlines
(``inline="always"``); the tool's and the budget's state live
in small int64 arrays (``TOOL_*``, ``BUDGET_*`` slots). The steps every
instant or every call takes (the next time, the refusal learnt next, the
rule's wait, the calls gathered, the fixed window's and token bucket's take,
the choice of the accepted, the answer time, the refusals sent) are
``_step`` helpers: real calls marked for LLVM to inline (``forceinline``),
its reference-count pruning then drops their arrays' counts. Measured in
numba 0.68, interleaved against the loop written out: the same time (about
1.01 to 1.03 times in the median row), where numba's own inlining binds a
helper's array arguments by assignment and pays reference counting on every
call (1.5 to 2 times as long with these steps as such helpers), and plain
``@njit`` helpers that LLVM does not inline took 4 to 7 times as long. The
sliding window's, the concurrency tool's and the queue's take stay written
out in the loop: as one ``_step`` helper with the others (its rings and heap
passed in) the loop took 1.1 to 1.2 times as long, its reference counts
not pruned.
"""

from __future__ import annotations

import numpy as np
from numba import njit  # error_model="numpy": no zero checks on // and % (every divisor here is positive)

from wallasey_lab.core.engines.compiled_shared import (
    A_FIXED,
    A_UNIFORM,
    ADAPTIVE,
    AGENT_BITS,
    AGENT_MASK,
    AWS_QUOTA,
    AWS_RETRY_COST,
    BUDGET_QCOUNT,
    BUDGET_QHEAD,
    BUDGET_TCOUNT,
    BUDGET_THEAD,
    BUDGET_TOKENS,
    BUDGET_WINDOW_US,
    CANCELLED,
    CONCURRENCY,
    DECORRELATED,
    EQUAL,
    EXPONENTIAL,
    FIXED,
    FULL,
    IMMEDIATE,
    JITTER,
    NEVER,
    NO_BUDGET,
    OK,
    OVER_BUDGET,
    PEAK_SPAN_US,
    PROPORTIONAL,
    QUEUE,
    RATIO,
    RATIO_BUDGET,
    RETRY_AFTER,
    SLIDING,
    TIME_LIMIT,
    TOKEN,
    TOKEN_BUDGET,
    TOO_LATE,
    TOOL_ESIZE,
    TOOL_NEXT_START,
    TOOL_RCOUNT,
    TOOL_RHEAD,
    TOOL_TOK_T,
    TOOL_TOKENS,
    TOOL_USED,
    TOOL_WIN,
    US,
    _adaptive_throttle,
    _bigger,
    _count_first_calls,
    _grow,
    _hear_answers,
    _int_heap_pop,
    _int_heap_put,
    _mix,
    _queue_put,
    _retry_after_hint,
    _ring_put,
    _ring_trim,
    _shuffle,
    _uniform,
)

# --- the loop's steps -------------------------------------------------------------------------

# The steps every instant or every call takes: real calls that LLVM inlines (forceinline), so
# their arrays' reference counts are pruned, where numba's own inlining binds them by assignment
# and counts on every call, which the loop cannot afford (see the module docstring).
_step = njit(cache=True, error_model="numpy", forceinline=True)


@_step
def _earliest(csize, heap_t, fcount, line_t, lq_n, lq_t, tq_n, tq_t):
    """The earliest pending call (heap, line) or refusal (lq, tq); NEVER if none."""
    t = heap_t if csize > 0 else NEVER
    if fcount > 0 and line_t < t:
        t = line_t
    if lq_n > 0 and lq_t < t:
        t = lq_t
    if tq_n > 0 and tq_t < t:
        t = tq_t
    return t


@_step
def _which_queue(l_due, t_due, l_order, t_order):
    """Which refusal is learnt next, (from lq, from tq): of two due at once, the one made first."""
    if l_due and t_due:
        return l_order < t_order, not l_order < t_order
    return l_due, t_due


@_step
def _after(head, size):
    """A ring's next place."""
    return 0 if head + 1 == size else head + 1


@_step
def _draws(rule, j_rule, spread, hint_jitter_us):
    """Whether the rule's wait takes a random draw."""
    if rule == RETRY_AFTER:
        return hint_jitter_us != 0
    if rule == JITTER:
        return j_rule != 0.0
    if rule == PROPORTIONAL:
        return spread != 0.0
    return rule == FULL or rule == EQUAL or rule == DECORRELATED


@_step
def _wait(rule, k, t, hint, prev_w, d, u, j_rule, spread, base_us, cap_us, hint_jitter_us):
    """The rule's wait after an agent's k-th refusal, learnt at t (d: the
    table's wait, u: the draw if the rule takes one); returns (wait, next call's time)."""
    if rule == RETRY_AFTER:
        nt = max(hint, t) + (0 if hint_jitter_us == 0 else int(u * hint_jitter_us + 0.5))
        return nt - t, nt
    if rule == IMMEDIATE or rule == EXPONENTIAL or (rule == JITTER and j_rule == 0.0):
        w = int(d)
    elif rule == FULL:
        w = int(u * d + 0.5)
    elif rule == JITTER:
        w = int((1.0 - j_rule) * d + u * (j_rule * d) + 0.5)
    elif rule == EQUAL:
        w = int(d / 2 + u * (d / 2) + 0.5)
    elif rule == DECORRELATED:
        p = base_us if (k == 1 or prev_w <= 0) else prev_w
        w = min(cap_us, int(base_us + u * float(3 * p - base_us) + 0.5))
    elif spread == 0.0:  # proportional
        w = int(d + 0.5)
    else:
        w = int(d * ((1.0 - spread) + (2.0 * spread) * u) + 0.5)
    return w, t + w


@_step
def _retry_allowed(budget_kind, t, req, ret, budget):
    """The client budget's word on a retry at t (a retry it allows, it counts)."""
    if budget_kind == RATIO:
        since = t - BUDGET_WINDOW_US
        budget[BUDGET_QHEAD], budget[BUDGET_QCOUNT] = _ring_trim(req, budget[BUDGET_QHEAD], budget[BUDGET_QCOUNT], since)
        budget[BUDGET_THEAD], budget[BUDGET_TCOUNT] = _ring_trim(ret, budget[BUDGET_THEAD], budget[BUDGET_TCOUNT], since)
        if budget[BUDGET_TCOUNT] + 1 > RATIO_BUDGET * budget[BUDGET_QCOUNT]:
            return False
        _ring_put(ret, budget[BUDGET_THEAD], budget[BUDGET_TCOUNT], t)
        budget[BUDGET_TCOUNT] += 1
    elif budget_kind == TOKEN_BUDGET:
        if budget[BUDGET_TOKENS] < AWS_RETRY_COST:
            return False
        budget[BUDGET_TOKENS] -= AWS_RETRY_COST
    return True


@_step
def _schedule(nt, a, calls_f, fhead, fcount, calls_h, csize):
    """Agent a's call at nt onto the line if no earlier than the line's
    last, else into the heap; returns (line count, heap size)."""
    if fcount == 0 or nt >= (calls_f[(fhead + fcount - 1) % calls_f.size] >> AGENT_BITS):
        _ring_put(calls_f, fhead, fcount, (nt << AGENT_BITS) | a)
        return fcount + 1, csize
    _int_heap_put(calls_h, csize, (nt << AGENT_BITS) | a)
    return fcount, csize + 1


@_step
def _gather(t, group, calls_f, fhead, fcount, calls_h, csize):
    """The calls made at t into group; returns (their count, the line's head and count, the heap's size)."""
    m = 0
    while fcount > 0 and (calls_f[fhead] >> AGENT_BITS) == t:
        group[m] = calls_f[fhead] & AGENT_MASK
        m += 1
        fhead = _after(fhead, calls_f.size)
        fcount -= 1
    while csize > 0 and (calls_h[0] >> AGENT_BITS) == t:
        group[m] = calls_h[0] & AGENT_MASK
        m += 1
        csize = _int_heap_pop(calls_h, csize)
    return m, fhead, fcount, csize


@_step
def _fixed_take(t, m, capacity, win, used):
    """The fixed window's take of m calls at t; returns (take, its window, the calls taken in it)."""
    if t // US != win:
        win, used = t // US, 0
    take = min(m, capacity - used)
    return take, win, used + take


@_step
def _token_take(t, m, capacity, burst, tokens, filled):
    """The token bucket's take of m calls at t (tokens scaled by US, filled up
    to t); returns (take, tokens left, when last filled)."""
    if t > filled:
        tokens, filled = min(burst * US, tokens + (t - filled) * capacity), t
    take = min(m, tokens // US)
    return take, tokens - take * US, filled


@_step
def _refuse(group, take, m, attempts, sent, lq, lq_head, lq_n, learnt, seq, hint):
    """Each refused call of the instant (group[take:m]): its agent learns of
    it at learnt, told hint; returns (the refusal queue's count, the next order)."""
    for i in range(take, m):
        a = group[i]
        attempts[a] += 1
        sent[a] += 1
        _queue_put(lq, lq_head, lq_n, learnt, seq, a, hint)
        lq_n += 1
        seq += 1
    return lq_n, seq


@_step
def _choose(group, m, take, queue, rand_state):
    """Without a budget: the tool takes the first `take` calls of the
    shuffled instant (how many depends on the count alone), and nothing else
    depends on the order (each agent's next call is its own), so a uniformly
    random choice of the accepted ones does, in min(take, m - take) draws,
    not m - 1; a queue's accepted calls also get its starts in random order."""
    if queue or take <= m - take:
        for i in range(min(take, m - 1)):
            r = i + int(_uniform(rand_state) * (m - i))
            group[i], group[r] = group[r], group[i]
    elif take < m:
        for i in range(m - 1, take - 1, -1):
            r = int(_uniform(rand_state) * (i + 1))
            group[i], group[r] = group[r], group[i]


@_step
def _answer_time(answer_kind, answer_i, rand_state):
    """A call's answer time: fixed, uniform (low, span) or resampled."""
    if answer_kind == A_FIXED:
        return answer_i[0]
    if answer_kind == A_UNIFORM:
        return answer_i[0] + int(_uniform(rand_state) * answer_i[1] + 0.5)
    count = answer_i.size
    return answer_i[min(int(_uniform(rand_state) * count), count - 1)]



@njit(cache=True, inline="always", error_model="numpy")
def _first_calls(arrivals, calls_f, calls_h):
    """Each agent's first call, at its arrival: into the line where it is no
    earlier than the line's last, else the heap; returns (line count, heap size)."""
    fcount, csize = 0, 0
    for a in range(arrivals.size):
        key = (arrivals[a] << AGENT_BITS) | a
        if fcount == 0 or arrivals[a] >= (calls_f[fcount - 1] >> AGENT_BITS):
            calls_f[fcount] = key
            fcount += 1
        else:
            _int_heap_put(calls_h, csize, key)
            csize += 1
    return fcount, csize


# --- the loop ---------------------------------------------------------------------------------


@njit(cache=True, nogil=True, error_model="numpy")
def simulate_many(n, arrivals_all, rule, table, kcap, rule_f, rtt_us, base_us, cap_us, hint_jitter_us,
                  limiter, capacity, lim_param, answer_kind, answer_i, max_attempts, deadline_us, budget_kind,
                  call_budget, record, seeds, stop):
    """The runs of a batch, one per seed (row r of ``arrivals_all`` is run
    r's arrivals), in one call: no Python between runs. rule_f = (J,
    spread). lim_param: burst, slots or line length. answer_i: (value)
    fixed, (low, span) uniform, the samples resampled. max_attempts,
    deadline_us: -1 for none. Stops after the first run whose status is
    not OK. Returns per run the per-agent served time and calls sent, the
    counts (calls, refused, gave up, throttled, last service start, status,
    instants, recorded calls), the peak calls in 100 ms and the
    utilisation; the number of runs made; and, with ``record``, the last
    run's calls (time, agent, accepted). Each run is ``_one_run``, one
    compiled function: its loop's code is compiled (and optimised) once."""
    runs = seeds.size
    served_all = np.empty((runs, n), np.int64)
    sent_all = np.empty((runs, n), np.int64)
    counts_all = np.zeros((runs, 8), np.int64)
    peak_all = np.zeros(runs, np.int64)
    util_all = np.zeros(runs)
    done = 0
    rand_state = np.zeros(1, np.uint64)
    rec_t = np.empty(0, np.int64)
    rec_a = np.empty(0, np.int64)
    rec_ok = np.empty(0, np.bool_)
    for run in range(runs):
        # The loop's own generator, seeded from the run's stream: a draw costs a
        # nanosecond where a call into a numpy Generator costs ~100.
        rand_state[0] = _mix(np.uint64(seeds[run]))
        counts = counts_all[run]
        inst_t, inst_sent, inst_took, rec_t, rec_a, rec_ok = _one_run(
            n, arrivals_all[run], rule, table, kcap, rule_f[0], rule_f[1], rtt_us, base_us, cap_us, hint_jitter_us,
            limiter, capacity, lim_param, answer_kind, answer_i, max_attempts, deadline_us, budget_kind, call_budget,
            record, rand_state, stop, served_all[run], sent_all[run], counts)
        done = run + 1
        if counts[5] != OK:
            break
        peak_all[run], util_all[run] = _load(inst_t, inst_sent, inst_took, capacity, counts[4])
    return served_all, sent_all, counts_all, peak_all, util_all, done, rec_t, rec_a, rec_ok


@njit(cache=True, inline="always", error_model="numpy")
def _agenda(arrivals, n):
    """What the loop has to do, empty but for the first calls. Calls to make:
    time * 2^20 + agent (agents < 2^20; the order of calls at one instant
    does not matter, the tool's choice among them is random), in two places:
    a line (calls_f) for each call no earlier than the line's last, and a
    heap (calls_h) for the rest. Most calls join the line (arrivals come
    sorted; a fixed interval, a server's hint or a client's pause after
    refusals learnt in time order never goes back), at O(1) where the heap
    costs O(log n). Refusals to learn of come in time order (call time +
    round trip), and so do throttled attempts (at once): two queues (lq, tq:
    time, order, agent, hint), merged by (time, order). Answers (needed only
    by a budget): a heap (ans_h) of time * 2^20 + agent. Each agent has at
    most one call, refusal or answer pending: n places do for each, so these
    arrays are never reassigned in the loop (that costs reference counting
    on every turn). Returns (calls_h, its size, calls_f, its count, lq, tq, ans_h)."""
    calls_h = np.empty(n + 16, np.int64)
    calls_f = np.empty(n + 16, np.int64)
    fcount, csize = _first_calls(arrivals, calls_f, calls_h)
    lq = np.empty((4, n + 16), np.int64)
    tq = np.empty((4, n + 16), np.int64)
    ans_h = np.empty(n + 16, np.int64)
    return calls_h, csize, calls_f, fcount, lq, tq, ans_h


@njit(cache=True, inline="always", error_model="numpy")
def _tool_and_budget(n, limiter, capacity, lim_param):
    """The tool's state (TOOL_* slots, its ring and the concurrency tool's
    ends; they hold at most C or M entries) and the client budget's (BUDGET_*
    slots and its trailing windows: requests and retries grow in the loop,
    successes are one per agent at most)."""
    tool = np.zeros(8, np.int64)
    tool[TOOL_WIN] = -1
    tool[TOOL_TOKENS] = lim_param * US
    ring = np.empty(max(capacity, lim_param) + 16, np.int64)  # sliding: <= C; queue: <= its line
    ends = np.empty(lim_param + 16 if limiter == CONCURRENCY else 16, np.int64)
    budget = np.zeros(7, np.int64)
    budget[BUDGET_TOKENS] = AWS_QUOTA
    return tool, ring, ends, budget, np.empty(n + 64, np.int64), np.empty(n + 64, np.int64), np.empty(n + 16, np.int64)


@njit(cache=True, inline="always", error_model="numpy")
def _records(n, record):
    """The run's instants (time, calls sent, calls taken) and its recorded
    calls (time, agent, accepted), empty; they grow in ``_make_room``."""
    room = n + 256 if record else 0
    return (np.empty(256, np.int64), np.empty(256, np.int64), np.empty(256, np.int64), np.empty(room, np.int64),
            np.empty(room, np.int64), np.empty(room, np.bool_))


@njit(cache=True, inline="always", error_model="numpy")
def _make_room(n, record, inst_t, inst_sent, inst_took, ninst, rec_t, rec_a, rec_ok, nrec, req, ret, budget):
    """Room for another turn of the loop (at most one instant and n records,
    requests or retries): the growable arrays grow here, outside the inner
    loop, which then never reassigns an array (that would cost reference
    counting on every turn). Returns the arrays, grown or not."""
    if ninst == inst_t.size:
        inst_t, inst_sent, inst_took = _bigger(inst_t, ninst), _bigger(inst_sent, ninst), _bigger(inst_took, ninst)
    if record and nrec + n > rec_t.size:
        rec_t, rec_a, rec_ok = _bigger(rec_t, nrec), _bigger(rec_a, nrec), _bigger(rec_ok, nrec)
    if budget[BUDGET_QCOUNT] + n > req.size:
        req, budget[BUDGET_QHEAD] = _grow(req, budget[BUDGET_QHEAD], budget[BUDGET_QCOUNT]), 0
    if budget[BUDGET_TCOUNT] + n > ret.size:
        ret, budget[BUDGET_THEAD] = _grow(ret, budget[BUDGET_THEAD], budget[BUDGET_TCOUNT]), 0
    return inst_t, inst_sent, inst_took, rec_t, rec_a, rec_ok, req, ret


@njit(cache=True, inline="always", error_model="numpy")
def _record_calls(t, group, m, take, rec_t, rec_a, rec_ok, nrec):
    """Instant t's calls, each one (time, agent, accepted); returns the records' count."""
    for i in range(m):
        rec_t[nrec] = t
        rec_a[nrec] = group[i]
        rec_ok[nrec] = i < take
        nrec += 1
    return nrec


@njit(cache=True, error_model="numpy")  # a real call, once a run: costs nothing, compiles faster than inlined
def _one_run(n, arrivals, rule, table, kcap, j_rule, spread, rtt_us, base_us, cap_us, hint_jitter_us, limiter,
             capacity, lim_param, answer_kind, answer_i, max_attempts, deadline_us, budget_kind, call_budget, record,
             rand_state, stop, served, sent, counts):
    """One run of ``simulate_many``: its served times and calls sent into
    served and sent, its counts into counts; returns its instants (time,
    calls sent, calls taken) and its recorded calls (time, agent, accepted)."""
    served[:] = -1
    sent[:] = 0
    attempts, refusals, prev_wait, group, starts = (np.zeros(n, np.int64), np.zeros(n, np.int64), np.zeros(n, np.int64),
                                                    np.empty(n, np.int64), np.empty(n, np.int64))
    calls_h, csize, calls_f, fcount, lq, tq, ans_h = _agenda(arrivals, n)
    fhead = lq_head = lq_n = tq_head = tq_n = asize = seq = 0
    tool, ring, ends, budget, req, ret, acc = _tool_and_budget(n, limiter, capacity, lim_param)
    track_answers = budget_kind == TOKEN_BUDGET or budget_kind == ADAPTIVE
    hears_refusals = budget_kind == RATIO or budget_kind == TOKEN_BUDGET  # and counts the retries
    draws = _draws(rule, j_rule, spread, hint_jitter_us)
    inst_t, inst_sent, inst_took, rec_t, rec_a, rec_ok = _records(n, record)
    calls = refused = gave_up = throttled = ninst = nrec = 0
    last_start, status = -1, OK
    while csize > 0 or fcount > 0 or lq_n > 0 or tq_n > 0 or asize > 0:
        inst_t, inst_sent, inst_took, rec_t, rec_a, rec_ok, req, ret = _make_room(
            n, record, inst_t, inst_sent, inst_took, ninst, rec_t, rec_a, rec_ok, nrec, req, ret, budget)
        while csize > 0 or fcount > 0 or lq_n > 0 or tq_n > 0 or asize > 0:
            # a turn adds at most one instant and n records, requests or retries
            if ninst == inst_t.size or (record and nrec + n > rec_t.size) or budget[BUDGET_QCOUNT] + n > req.size \
                    or budget[BUDGET_TCOUNT] + n > ret.size:
                break
            t = _earliest(csize, calls_h[0] >> AGENT_BITS, fcount, calls_f[fhead] >> AGENT_BITS, lq_n, lq[0, lq_head],
                          tq_n, tq[0, tq_head])
            if asize > 0 and (ans_h[0] >> AGENT_BITS) <= t:  # answers first: the budget hears of successes
                asize = _hear_answers(ans_h, asize, acc, budget, attempts, budget_kind)
                continue
            learning = False
            while True:  # refusals learnt at t, in the order they were made
                from_l, from_t = _which_queue(lq_n > 0 and lq[0, lq_head] == t, tq_n > 0 and tq[0, tq_head] == t,
                                              lq[1, lq_head], tq[1, tq_head])
                if from_l:
                    a, hint, lq_head, lq_n = lq[2, lq_head], lq[3, lq_head], _after(lq_head, lq.shape[1]), lq_n - 1
                elif from_t:
                    a, hint, tq_head, tq_n = tq[2, tq_head], tq[3, tq_head], _after(tq_head, tq.shape[1]), tq_n - 1
                else:
                    break
                learning = True
                refusals[a] += 1
                k = refusals[a]
                if max_attempts >= 0 and attempts[a] >= max_attempts:
                    gave_up += 1
                    continue
                u = _uniform(rand_state) if draws else 0.0
                w, nt = _wait(rule, k, t, hint, prev_wait[a], table[min(k, kcap)] if rule != RETRY_AFTER else 0.0, u,
                              j_rule, spread, base_us, cap_us, hint_jitter_us)
                if (deadline_us >= 0 and nt > arrivals[a] + deadline_us) or (
                        hears_refusals and not _retry_allowed(budget_kind, t, req, ret, budget)):
                    gave_up += 1
                    continue
                prev_wait[a] = w
                if nt >= TIME_LIMIT:
                    status = TOO_LATE
                    break
                fcount, csize = _schedule(nt, a, calls_f, fhead, fcount, calls_h, csize)
            if status != OK:
                break
            if learning:
                continue
            # The calls made at t, put in a random order: all of them where a
            # budget listens, else only the choice of the accepted.
            m, fhead, fcount, csize = _gather(t, group, calls_f, fhead, fcount, calls_h, csize)
            if hears_refusals:  # it hears of refusals in the order the calls were made: the whole instant shuffled
                _shuffle(group, m, rand_state)
            if budget_kind == RATIO:
                _count_first_calls(t, group, m, attempts, req, budget)
            if budget_kind == ADAPTIVE:  # shuffles as it goes
                m, held, tq_n, seq = _adaptive_throttle(t, group, m, attempts, req, acc, budget, tq, tq_head, tq_n, seq,
                                                        base_us, rand_state)
                throttled += held
            take = 0
            if m > 0:
                if limiter == FIXED:
                    take, tool[TOOL_WIN], tool[TOOL_USED] = _fixed_take(t, m, capacity, tool[TOOL_WIN], tool[TOOL_USED])
                elif limiter == SLIDING:
                    rhead, rcount = _ring_trim(ring, tool[TOOL_RHEAD], tool[TOOL_RCOUNT], t - US)
                    take = max(0, min(m, capacity - rcount))
                    for _ in range(take):
                        _ring_put(ring, rhead, rcount, t)
                        rcount += 1
                    tool[TOOL_RHEAD], tool[TOOL_RCOUNT] = rhead, rcount
                elif limiter == TOKEN:
                    take, tool[TOOL_TOKENS], tool[TOOL_TOK_T] = _token_take(t, m, capacity, lim_param, tool[TOOL_TOKENS],
                                                                           tool[TOOL_TOK_T])
                elif limiter == CONCURRENCY:
                    esize = tool[TOOL_ESIZE]
                    while esize > 0 and ends[0] <= t:
                        esize = _int_heap_pop(ends, esize)
                    tool[TOOL_ESIZE] = esize
                    take = max(0, min(m, lim_param - esize))
                else:  # queue
                    rhead, rcount = _ring_trim(ring, tool[TOOL_RHEAD], tool[TOOL_RCOUNT], t)
                    next_start = tool[TOOL_NEXT_START]
                    while take < m:
                        scaled = max(t * capacity, next_start)
                        start = -(-scaled // capacity)
                        if start > t:
                            if rcount >= lim_param:
                                break
                            _ring_put(ring, rhead, rcount, start)
                            rcount += 1
                        next_start = scaled + US
                        starts[take] = start
                        take += 1
                    tool[TOOL_RHEAD], tool[TOOL_RCOUNT], tool[TOOL_NEXT_START] = rhead, rcount, next_start
            if m > 0 and budget_kind == NO_BUDGET:
                _choose(group, m, take, limiter == QUEUE, rand_state)
            calls += m
            refused += m - take
            if calls + throttled > call_budget:
                status = OVER_BUDGET
                break
            if m > 0:
                if record:  # a helper here costs only runs that record
                    nrec = _record_calls(t, group, m, take, rec_t, rec_a, rec_ok, nrec)
                inst_t[ninst], inst_sent[ninst], inst_took[ninst] = t, m, take
                ninst += 1
            if take > 0:
                last_start = max(last_start, starts[take - 1] if limiter == QUEUE else t)
            for i in range(take):  # served at its start (the queue's, else t) plus the answer time
                a = group[i]
                attempts[a] += 1
                sent[a] += 1
                end = (starts[i] if limiter == QUEUE else t) + _answer_time(answer_kind, answer_i, rand_state)
                served[a] = end
                if limiter == CONCURRENCY:  # holds a slot till then
                    _int_heap_put(ends, tool[TOOL_ESIZE], end)
                    tool[TOOL_ESIZE] += 1
                if track_answers:  # a budget that listens hears the answer then
                    _int_heap_put(ans_h, asize, (end << AGENT_BITS) | a)
                    asize += 1
            if take < m:
                hint = _retry_after_hint(limiter, t, capacity, lim_param, tool, ring, ends) if rule == RETRY_AFTER else 0
                lq_n, seq = _refuse(group, take, m, attempts, sent, lq, lq_head, lq_n, t + rtt_us, seq, hint)
            if stop[0] != 0:  # set by a thread watching should_stop; one load per instant
                status = CANCELLED
                break
        if status != OK:
            break
    counts[0], counts[1], counts[2], counts[3] = calls, refused, gave_up, throttled
    counts[4], counts[5], counts[6], counts[7] = last_start, status, ninst, nrec
    return inst_t[:ninst], inst_sent[:ninst], inst_took[:ninst], rec_t[:nrec], rec_a[:nrec], rec_ok[:nrec]



@njit(cache=True, error_model="numpy")
def _load(inst_t, inst_sent, inst_took, capacity, last_start):
    """``core.engines.reference.load_of`` over one run's instants: (peak calls sent in
    any [t, t + 100 ms) starting at a call, utilisation); the same integer
    sums and the same float divisions, so the same figures to the bit."""
    count = inst_t.size
    if count == 0:
        return 0, 0.0
    peak = 0
    inside = 0  # calls at instants i..j-1
    j = 0
    for i in range(count):
        while j < count and inst_t[j] < inst_t[i] + PEAK_SPAN_US:
            inside += inst_sent[j]
            j += 1
        if inside > peak:
            peak = inside
        inside -= inst_sent[i]
    total = 0
    last = -1
    for i in range(count):
        if inst_took[i] > 0:
            total += inst_took[i]
            last = inst_t[i]
    if total == 0 or capacity <= 0:
        return peak, 0.0
    if last_start >= 0:
        last = last_start
    busy = last - inst_t[0] + US
    return peak, total / ((capacity * busy) / US)
