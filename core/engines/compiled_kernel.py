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
instant or every call takes (the next time, the refusals learnt, the rule's
wait, the calls gathered, the tool, the choice of the accepted, the answers
and refusals sent) stay written out in the loop: numba binds an inlined
helper's array arguments by assignment, which costs reference counting on
every call that the loop cannot afford (measured in numba 0.68: the loop
took 1.5 to 2 times as long with them as helpers, 1.1 to 1.2 times with
the tool alone as one; as plain ``@njit`` helpers, real calls that LLVM
cannot inline, 4 to 7 times as long).
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
    attempts = np.zeros(n, np.int64)
    refusals = np.zeros(n, np.int64)
    prev_wait = np.zeros(n, np.int64)
    group = np.empty(n, np.int64)
    starts = np.empty(n, np.int64)
    calls_h, csize, calls_f, fcount, lq, tq, ans_h = _agenda(arrivals, n)
    fhead = lq_head = lq_n = tq_head = tq_n = asize = seq = 0
    tool, ring, ends, budget, req, ret, acc = _tool_and_budget(n, limiter, capacity, lim_param)
    track_answers = budget_kind == TOKEN_BUDGET or budget_kind == ADAPTIVE
    calls = refused = gave_up = throttled = 0
    last_start = -1
    inst_t, inst_sent, inst_took = np.empty(256, np.int64), np.empty(256, np.int64), np.empty(256, np.int64)
    ninst = 0
    rec_t, rec_a, rec_ok = (np.empty(n + 256 if record else 0, np.int64), np.empty(n + 256 if record else 0, np.int64),
                            np.empty(n + 256 if record else 0, np.bool_))
    nrec = 0
    status = OK
    while csize > 0 or fcount > 0 or lq_n > 0 or tq_n > 0 or asize > 0:
        inst_t, inst_sent, inst_took, rec_t, rec_a, rec_ok, req, ret = _make_room(
            n, record, inst_t, inst_sent, inst_took, ninst, rec_t, rec_a, rec_ok, nrec, req, ret, budget)
        while csize > 0 or fcount > 0 or lq_n > 0 or tq_n > 0 or asize > 0:
            # a turn adds at most one instant and n records, requests or retries
            if ninst == inst_t.size or (record and nrec + n > rec_t.size) or budget[BUDGET_QCOUNT] + n > req.size \
                    or budget[BUDGET_TCOUNT] + n > ret.size:
                break
            t = NEVER  # the earliest pending call or refusal
            if csize > 0:
                t = calls_h[0] >> AGENT_BITS
            if fcount > 0 and (calls_f[fhead] >> AGENT_BITS) < t:
                t = calls_f[fhead] >> AGENT_BITS
            if lq_n > 0 and lq[0, lq_head] < t:
                t = lq[0, lq_head]
            if tq_n > 0 and tq[0, tq_head] < t:
                t = tq[0, tq_head]
            if asize > 0 and (ans_h[0] >> AGENT_BITS) <= t:  # answers first: the budget hears of successes
                asize = _hear_answers(ans_h, asize, acc, budget, attempts, budget_kind)
                continue
            learning = False
            while True:  # refusals learnt at t, in the order they were made
                from_l = lq_n > 0 and lq[0, lq_head] == t
                from_t = tq_n > 0 and tq[0, tq_head] == t
                if from_l and from_t:
                    from_l = lq[1, lq_head] < tq[1, tq_head]
                    from_t = not from_l
                if from_l:
                    a, hint = lq[2, lq_head], lq[3, lq_head]
                    lq_head += 1
                    if lq_head == lq.shape[1]:
                        lq_head = 0
                    lq_n -= 1
                elif from_t:
                    a, hint = tq[2, tq_head], tq[3, tq_head]
                    tq_head += 1
                    if tq_head == tq.shape[1]:
                        tq_head = 0
                    tq_n -= 1
                else:
                    break
                learning = True
                refusals[a] += 1
                k = refusals[a]
                if max_attempts >= 0 and attempts[a] >= max_attempts:
                    gave_up += 1
                    continue
                if rule == RETRY_AFTER:
                    w = 0 if hint_jitter_us == 0 else int(_uniform(rand_state) * hint_jitter_us + 0.5)
                    nt = max(hint, t) + w
                    w = nt - t
                else:
                    d = table[min(k, kcap)]
                    if rule == IMMEDIATE or rule == EXPONENTIAL or (rule == JITTER and j_rule == 0.0):
                        w = int(d)
                    elif rule == FULL:
                        w = int(_uniform(rand_state) * d + 0.5)
                    elif rule == JITTER:
                        w = int((1.0 - j_rule) * d + _uniform(rand_state) * (j_rule * d) + 0.5)
                    elif rule == EQUAL:
                        w = int(d / 2 + _uniform(rand_state) * (d / 2) + 0.5)
                    elif rule == DECORRELATED:
                        p = base_us if (k == 1 or prev_wait[a] <= 0) else prev_wait[a]
                        w = min(cap_us, int(base_us + _uniform(rand_state) * float(3 * p - base_us) + 0.5))
                    elif spread == 0.0:  # proportional
                        w = int(d + 0.5)
                    else:
                        w = int(d * ((1.0 - spread) + (2.0 * spread) * _uniform(rand_state)) + 0.5)
                    nt = t + w
                if deadline_us >= 0 and nt > arrivals[a] + deadline_us:
                    gave_up += 1
                    continue
                if budget_kind == RATIO:
                    since = t - BUDGET_WINDOW_US
                    budget[BUDGET_QHEAD], budget[BUDGET_QCOUNT] = _ring_trim(req, budget[BUDGET_QHEAD],
                                                                             budget[BUDGET_QCOUNT], since)
                    budget[BUDGET_THEAD], budget[BUDGET_TCOUNT] = _ring_trim(ret, budget[BUDGET_THEAD],
                                                                             budget[BUDGET_TCOUNT], since)
                    if budget[BUDGET_TCOUNT] + 1 > RATIO_BUDGET * budget[BUDGET_QCOUNT]:
                        gave_up += 1
                        continue
                    _ring_put(ret, budget[BUDGET_THEAD], budget[BUDGET_TCOUNT], t)
                    budget[BUDGET_TCOUNT] += 1
                elif budget_kind == TOKEN_BUDGET:
                    if budget[BUDGET_TOKENS] < AWS_RETRY_COST:
                        gave_up += 1
                        continue
                    budget[BUDGET_TOKENS] -= AWS_RETRY_COST
                prev_wait[a] = w
                if nt >= TIME_LIMIT:
                    status = TOO_LATE
                    break
                if fcount == 0 or nt >= (calls_f[(fhead + fcount - 1) % calls_f.size] >> AGENT_BITS):
                    _ring_put(calls_f, fhead, fcount, (nt << AGENT_BITS) | a)
                    fcount += 1
                else:
                    _int_heap_put(calls_h, csize, (nt << AGENT_BITS) | a)
                    csize += 1
            if status != OK:
                break
            if learning:
                continue
            # The calls made at t, put in a random order: all of them where a
            # budget listens, else only the choice of the accepted.
            m = 0
            while fcount > 0 and (calls_f[fhead] >> AGENT_BITS) == t:
                group[m] = calls_f[fhead] & AGENT_MASK
                m += 1
                fhead += 1
                if fhead == calls_f.size:
                    fhead = 0
                fcount -= 1
            while csize > 0 and (calls_h[0] >> AGENT_BITS) == t:
                group[m] = calls_h[0] & AGENT_MASK
                m += 1
                csize = _int_heap_pop(calls_h, csize)
            if budget_kind == RATIO or budget_kind == TOKEN_BUDGET:
                # The budget hears of the refusals in the order the calls were
                # made, so the whole instant is shuffled.
                _shuffle(group, m, rand_state)
            if budget_kind == RATIO:
                _count_first_calls(t, group, m, attempts, req, budget)
            if budget_kind == ADAPTIVE:  # shuffles as it goes
                m, held, tq_n, seq = _adaptive_throttle(t, group, m, attempts, req, acc, budget, tq, tq_head, tq_n, seq,
                                                        base_us, rand_state)
                throttled += held
            take = 0
            if m > 0:
                if limiter == FIXED:  # the tool: how many it takes, and when each starts being served
                    wdw = t // US
                    if wdw != tool[TOOL_WIN]:
                        tool[TOOL_WIN], tool[TOOL_USED] = wdw, 0
                    take = min(m, capacity - tool[TOOL_USED])
                    tool[TOOL_USED] += take
                elif limiter == SLIDING:
                    rhead, rcount = _ring_trim(ring, tool[TOOL_RHEAD], tool[TOOL_RCOUNT], t - US)
                    take = max(0, min(m, capacity - rcount))
                    for _ in range(take):
                        _ring_put(ring, rhead, rcount, t)
                        rcount += 1
                    tool[TOOL_RHEAD], tool[TOOL_RCOUNT] = rhead, rcount
                elif limiter == TOKEN:
                    if t > tool[TOOL_TOK_T]:
                        tool[TOOL_TOKENS] = min(lim_param * US, tool[TOOL_TOKENS] + (t - tool[TOOL_TOK_T]) * capacity)
                        tool[TOOL_TOK_T] = t
                    take = min(m, tool[TOOL_TOKENS] // US)
                    tool[TOOL_TOKENS] -= take * US
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
                if limiter != QUEUE:
                    for i in range(take):
                        starts[i] = t
                if budget_kind == NO_BUDGET:
                    # The tool takes the first `take` calls of the shuffled
                    # instant (how many depends on the count alone). Without a
                    # budget nothing else depends on the order (each agent's next
                    # call is its own), so a uniformly random choice of the
                    # accepted ones does, in min(take, m - take) draws, not m - 1;
                    # a queue's accepted calls also get its starts in random order.
                    if limiter == QUEUE or take <= m - take:
                        for i in range(min(take, m - 1)):
                            r = i + int(_uniform(rand_state) * (m - i))
                            group[i], group[r] = group[r], group[i]
                    elif take < m:
                        for i in range(m - 1, take - 1, -1):
                            r = int(_uniform(rand_state) * (i + 1))
                            group[i], group[r] = group[r], group[i]
            calls += m
            refused += m - take
            if calls + throttled > call_budget:
                status = OVER_BUDGET
                break
            if m > 0:
                if record:  # a helper here costs only runs that record
                    nrec = _record_calls(t, group, m, take, rec_t, rec_a, rec_ok, nrec)
                inst_t[ninst] = t
                inst_sent[ninst] = m
                inst_took[ninst] = take
                ninst += 1
            if take > 0:
                last_start = max(last_start, starts[take - 1])
            for i in range(take):  # served at its start plus the answer time
                a = group[i]
                attempts[a] += 1
                sent[a] += 1
                if answer_kind == A_FIXED:
                    ans = answer_i[0]
                elif answer_kind == A_UNIFORM:
                    ans = answer_i[0] + int(_uniform(rand_state) * answer_i[1] + 0.5)
                else:
                    count = answer_i.size
                    ans = answer_i[min(int(_uniform(rand_state) * count), count - 1)]
                end = starts[i] + ans
                served[a] = end
                if limiter == CONCURRENCY:  # holds a slot till then
                    _int_heap_put(ends, tool[TOOL_ESIZE], end)
                    tool[TOOL_ESIZE] += 1
                if track_answers:  # a budget that listens hears the answer then
                    _int_heap_put(ans_h, asize, (end << AGENT_BITS) | a)
                    asize += 1
            if take < m:
                hint = _retry_after_hint(limiter, t, capacity, lim_param, tool, ring, ends) if rule == RETRY_AFTER else 0
                learnt = t + rtt_us
                for i in range(take, m):  # each refused agent learns of it at learnt
                    a = group[i]
                    attempts[a] += 1
                    sent[a] += 1
                    _queue_put(lq, lq_head, lq_n, learnt, seq, a, hint)
                    lq_n += 1
                    seq += 1
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
