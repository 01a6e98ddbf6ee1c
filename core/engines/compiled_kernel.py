"""The reference engine's general event loop, compiled with numba.

Only ``core.engines.compiled`` imports this module (numba is loaded on first need,
never when the lab starts). The loop is ``core.engines.reference._simulate_general``
written out over arrays: the same model, step for step (see docs/rules.md),
with its own random numbers. State lives in numpy arrays; queues that can
grow (the event heap, the limiters' and budgets' trailing windows, the
recorded calls) are arrays that double when full.
"""

from __future__ import annotations

import numpy as np
from numba import njit  # error_model="numpy": no zero checks on // and % (every divisor here is positive)

US = 1_000_000
BUDGET_WINDOW_US = 120 * US
RATIO_BUDGET = 0.1
AWS_QUOTA, AWS_RETRY_COST, AWS_NO_RETRY_REFUND = 500, 5, 1
ADAPTIVE_K = 2.0

AGENT_BITS = 20  # agents < 2^20 (at most 1,000,000)
AGENT_MASK = (1 << AGENT_BITS) - 1
TIME_LIMIT = 1 << 42  # microseconds (51 days): a call later than this stops the run
NEVER = 1 << 62
PEAK_SPAN_US = 100_000  # core.engines.reference.PEAK_SPAN_US: peak calls in 100 ms

# Rule, limiter, budget and answer-time codes (core.engines.compiled maps names to them).
IMMEDIATE, EXPONENTIAL, FULL, JITTER, EQUAL, DECORRELATED, PROPORTIONAL, RETRY_AFTER = range(8)
FIXED, SLIDING, TOKEN, CONCURRENCY, QUEUE = range(5)
NO_BUDGET, RATIO, TOKEN_BUDGET, ADAPTIVE = range(4)
A_FIXED, A_UNIFORM, A_RESAMPLED = range(3)
OK, OVER_BUDGET, CANCELLED, TOO_LATE = range(4)


# --- growable int64 rings and lists -----------------------------------------------------------


@njit(cache=True, inline="always", error_model="numpy")
def _grow(buf, head, count):
    new = np.empty(max(16, 2 * buf.size), dtype=np.int64)
    for i in range(count):
        new[i] = buf[(head + i) % buf.size]
    return new


@njit(cache=True, inline="always", error_model="numpy")
def _ring_put(buf, head, count, value):
    """Write after the last of count items (the caller grows a full ring first)."""
    i = head + count
    if i >= buf.size:  # a wrap by a compare: cheaper than a modulo on every call
        i -= buf.size
    buf[i] = value


@njit(cache=True, inline="always", error_model="numpy")
def _ring_trim(buf, head, count, before):
    """Drop times <= before from the front."""
    while count > 0 and buf[head] <= before:
        head += 1
        if head == buf.size:
            head = 0
        count -= 1
    return head, count


@njit(cache=True, inline="always", error_model="numpy")
def _bigger(buf, count):
    """A copy of buf's first count items with twice the room (items in place)."""
    new = np.empty(2 * buf.size + 16, dtype=buf.dtype)
    new[:count] = buf[:count]
    return new


# --- queues and heaps -------------------------------------------------------------------------


@njit(cache=True, inline="always", error_model="numpy")
def _queue_put(q, head, count, time, order, agent, hint):
    """Write (time, order, agent, hint) after the last of count (the caller grows a full queue first)."""
    i = head + count
    if i >= q.shape[1]:
        i -= q.shape[1]
    q[0, i] = time
    q[1, i] = order
    q[2, i] = agent
    q[3, i] = hint


@njit(cache=True, inline="always", error_model="numpy")
def _int_heap_put(h, size, value):
    """Add value to the heap h[:size] (the caller grows a full heap first)."""
    i = size
    h[i] = value
    while i > 0:
        p = (i - 1) >> 1
        if h[p] <= h[i]:
            break
        h[i], h[p] = h[p], h[i]
        i = p


@njit(cache=True, inline="always", error_model="numpy")
def _int_heap_pop(h, size):
    size -= 1
    h[0] = h[size]
    i = 0
    while True:
        left = 2 * i + 1
        if left >= size:
            break
        c = left
        if left + 1 < size and h[left + 1] < h[left]:
            c = left + 1
        if h[i] <= h[c]:
            break
        h[i], h[c] = h[c], h[i]
        i = c
    return size


# --- random numbers ---------------------------------------------------------------------------

GOLDEN = np.uint64(0x9E3779B97F4A7C15)
MIX1 = np.uint64(0xBF58476D1CE4E5B9)
MIX2 = np.uint64(0x94D049BB133111EB)
TO_UNIT = 1.0 / 9007199254740992.0  # 2^-53


@njit(cache=True, inline="always", error_model="numpy")
def _mix(z):
    """SplitMix64's finaliser (Steele, Lea and Flood 2014)."""
    z = (z ^ (z >> np.uint64(30))) * MIX1
    z = (z ^ (z >> np.uint64(27))) * MIX2
    return z ^ (z >> np.uint64(31))


@njit(cache=True, inline="always", error_model="numpy")
def _uniform(state):
    """A uniform number in [0, 1) from SplitMix64 (state: one uint64): about
    1 ns a draw, where numba's Mersenne Twister takes about 6; it passes
    BigCrush, and each run starts it at its own seed, mixed."""
    z = state[0] + GOLDEN
    state[0] = z
    return float(_mix(z) >> np.uint64(11)) * TO_UNIT


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
    run's calls (time, agent, accepted). One function, not a run function
    called in a loop: the loop's code is compiled (and optimised) once."""
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
    nrec = 0
    for run in range(runs):
        arrivals = arrivals_all[run]
        seed = seeds[run]
        # The loop's own generator, seeded from the run's stream: a draw costs a
        # nanosecond where a call into a numpy Generator costs ~100.
        rand_state[0] = _mix(np.uint64(seed))
        j_rule, spread = rule_f[0], rule_f[1]
        served = np.full(n, -1, np.int64)
        sent = np.zeros(n, np.int64)
        attempts = np.zeros(n, np.int64)
        refusals = np.zeros(n, np.int64)
        prev_wait = np.zeros(n, np.int64)
        group = np.empty(n, np.int64)
        starts = np.empty(n, np.int64)

        # Calls to make: time * 2^20 + agent (agents < 2^20; the order of calls at
        # one instant does not matter, the tool's choice among them is random), in two places: a line
        # (calls_f) for each call no earlier than the line's last, and a heap for
        # the rest. Most calls join the line (arrivals come sorted; a fixed
        # interval, a server's hint or a client's pause after refusals learnt in
        # time order never goes back), at O(1) where the heap costs O(log n).
        # Refusals to learn of come in time order (call time + round trip), and
        # so do throttled attempts (at once): two queues, merged by (time, order).
        # Answers (needed only by a budget): a heap of time * 2^20 + agent.
        # Each agent has at most one call pending: n places do for line and heap.
        calls_h = np.empty(n + 16, np.int64)
        csize = 0
        calls_f = np.empty(n + 16, np.int64)
        fhead, fcount = 0, 0
        for a in range(n):
            key = (arrivals[a] << AGENT_BITS) | a
            if fcount == 0 or arrivals[a] >= (calls_f[fcount - 1] >> AGENT_BITS):
                calls_f[fcount] = key
                fcount += 1
            else:
                _int_heap_put(calls_h, csize, key)
                csize += 1
        # Arrays that are never reassigned in the loop are sized for the most they
        # can hold (each agent has at most one call, refusal or answer pending; the
        # tools hold at most C or M entries): reassigning an array inside the loop
        # costs reference counting on every turn.
        lq = np.empty((4, n + 16), np.int64)  # refusals learnt: time, order, agent, hint
        lq_head, lq_n = 0, 0
        tq = np.empty((4, n + 16), np.int64)  # throttled in the client: time, order, agent, hint
        tq_head, tq_n = 0, 0
        ans_h = np.empty(n + 16, np.int64)
        asize = 0
        seq = 0

        # limiter state
        win, used = -1, 0
        ring = np.empty(max(capacity, lim_param) + 16, np.int64)  # sliding: <= C; queue: <= its line
        rhead, rcount = 0, 0
        tokens = lim_param * US
        full = lim_param * US
        tok_t = 0
        ends = np.empty(lim_param + 16 if limiter == CONCURRENCY else 16, np.int64)
        esize = 0
        next_start = 0  # queue: scaled by C
        # budget state
        req = np.empty(n + 64, np.int64)
        qhead, qcount = 0, 0
        ret = np.empty(n + 64, np.int64)
        thead, tcount = 0, 0
        acc = np.empty(n + 16, np.int64)  # successes: one per agent at most
        ahead, acount = 0, 0
        btokens = AWS_QUOTA
        track_answers = budget_kind == TOKEN_BUDGET or budget_kind == ADAPTIVE
        uses_hint = rule == RETRY_AFTER

        calls = refused = gave_up = throttled = 0
        last_start = -1
        inst_t = np.empty(256, np.int64)
        inst_sent = np.empty(256, np.int64)
        inst_took = np.empty(256, np.int64)
        ninst = 0
        rec_t = np.empty(n + 256 if record else 0, np.int64)
        rec_a = np.empty(n + 256 if record else 0, np.int64)
        rec_ok = np.empty(n + 256 if record else 0, np.bool_)
        nrec = 0
        status = OK

        while csize > 0 or fcount > 0 or lq_n > 0 or tq_n > 0 or asize > 0:
            # Room for another turn of the loop: the growable arrays grow here,
            # outside the inner loop, which then never reassigns an array (that
            # would cost reference counting on every turn).
            if ninst == inst_t.size:
                inst_t, inst_sent, inst_took = _bigger(inst_t, ninst), _bigger(inst_sent, ninst), _bigger(inst_took, ninst)
            if record and nrec + n > rec_t.size:
                rec_t, rec_a, rec_ok = _bigger(rec_t, nrec), _bigger(rec_a, nrec), _bigger(rec_ok, nrec)
            if qcount + n > req.size:
                req, qhead = _grow(req, qhead, qcount), 0
            if tcount + n > ret.size:
                ret, thead = _grow(ret, thead, tcount), 0
            while csize > 0 or fcount > 0 or lq_n > 0 or tq_n > 0 or asize > 0:
                # a turn adds at most one instant and n records, requests or retries
                if ninst == inst_t.size or (record and nrec + n > rec_t.size) or qcount + n > req.size \
                        or tcount + n > ret.size:
                    break
                t = NEVER
                if csize > 0:
                    t = calls_h[0] >> AGENT_BITS
                if fcount > 0 and (calls_f[fhead] >> AGENT_BITS) < t:
                    t = calls_f[fhead] >> AGENT_BITS
                if lq_n > 0 and lq[0, lq_head] < t:
                    t = lq[0, lq_head]
                if tq_n > 0 and tq[0, tq_head] < t:
                    t = tq[0, tq_head]
                if asize > 0 and (ans_h[0] >> AGENT_BITS) <= t:
                    # Answers reaching their agents at t (the budget hears of successes).
                    t = ans_h[0] >> AGENT_BITS
                    while asize > 0 and (ans_h[0] >> AGENT_BITS) == t:
                        a = ans_h[0] & AGENT_MASK
                        asize = _int_heap_pop(ans_h, asize)
                        if budget_kind == TOKEN_BUDGET:
                            btokens = min(AWS_QUOTA, btokens + (AWS_RETRY_COST if attempts[a] > 1 else AWS_NO_RETRY_REFUND))
                        else:
                            _ring_put(acc, ahead, acount, t)
                            acount += 1
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
                        qhead, qcount = _ring_trim(req, qhead, qcount, t - BUDGET_WINDOW_US)
                        thead, tcount = _ring_trim(ret, thead, tcount, t - BUDGET_WINDOW_US)
                        if tcount + 1 > RATIO_BUDGET * qcount:
                            gave_up += 1
                            continue
                        _ring_put(ret, thead, tcount, t)
                        tcount += 1
                    elif budget_kind == TOKEN_BUDGET:
                        if btokens < AWS_RETRY_COST:
                            gave_up += 1
                            continue
                        btokens -= AWS_RETRY_COST
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

                # The calls made at t (put in a random order below: all of them
                # where a budget listens, else only the choice of the accepted).
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
                    # made, so the whole instant is shuffled. (The adaptive budget
                    # shuffles as it goes, below.)
                    for i in range(m - 1, 0, -1):
                        r = int(_uniform(rand_state) * (i + 1))
                        group[i], group[r] = group[r], group[i]
                if budget_kind == RATIO:
                    for i in range(m):
                        if attempts[group[i]] == 0:
                            _ring_put(req, qhead, qcount, t)
                            qcount += 1
                if budget_kind == ADAPTIVE:
                    # Each call of the instant, in shuffled order (a forward
                    # Fisher-Yates: position i is final once drawn), asks the
                    # client whether it may go; the trailing windows end at t for all.
                    qhead, qcount = _ring_trim(req, qhead, qcount, t - BUDGET_WINDOW_US)
                    ahead, acount = _ring_trim(acc, ahead, acount, t - BUDGET_WINDOW_US)
                    kept = 0
                    for i in range(m):
                        r = i + int(_uniform(rand_state) * (m - i))
                        a = group[r]
                        group[r] = group[i]
                        requests = qcount
                        _ring_put(req, qhead, qcount, t)
                        qcount += 1
                        p = max(0.0, (requests - ADAPTIVE_K * acount) / (requests + 1))
                        if _uniform(rand_state) < p:
                            throttled += 1
                            attempts[a] += 1
                            # Rejected inside the client: no round trip, no hint (retry-after waits the base).
                            _queue_put(tq, tq_head, tq_n, t, seq, a, t + base_us)
                            tq_n += 1
                            seq += 1
                        else:
                            group[kept] = a
                            kept += 1
                    m = kept

                # The tool: how many it takes, and when each starts being served.
                take = 0
                if m > 0:
                    if limiter == FIXED:
                        wdw = t // US
                        if wdw != win:
                            win, used = wdw, 0
                        take = min(m, capacity - used)
                        used += take
                    elif limiter == SLIDING:
                        rhead, rcount = _ring_trim(ring, rhead, rcount, t - US)
                        take = max(0, min(m, capacity - rcount))
                        for _ in range(take):
                            _ring_put(ring, rhead, rcount, t)
                            rcount += 1
                    elif limiter == TOKEN:
                        if t > tok_t:
                            tokens = min(full, tokens + (t - tok_t) * capacity)
                            tok_t = t
                        take = min(m, tokens // US)
                        tokens -= take * US
                    elif limiter == CONCURRENCY:
                        while esize > 0 and ends[0] <= t:
                            esize = _int_heap_pop(ends, esize)
                        take = max(0, min(m, lim_param - esize))
                    else:  # queue
                        rhead, rcount = _ring_trim(ring, rhead, rcount, t)
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
                    if record:
                        for i in range(m):
                            rec_t[nrec] = t
                            rec_a[nrec] = group[i]
                            rec_ok[nrec] = i < take
                            nrec += 1
                    inst_t[ninst] = t
                    inst_sent[ninst] = m
                    inst_took[ninst] = take
                    ninst += 1
                if take > 0:
                    last_start = max(last_start, starts[take - 1])
                for i in range(take):
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
                    if limiter == CONCURRENCY:
                        _int_heap_put(ends, esize, end)
                        esize += 1
                    if track_answers:
                        _int_heap_put(ans_h, asize, (end << AGENT_BITS) | a)
                        asize += 1
                if take < m:
                    hint = 0
                    if uses_hint:
                        if limiter == FIXED:
                            hint = (t // US + 1) * US
                        elif limiter == SLIDING:
                            rhead, rcount = _ring_trim(ring, rhead, rcount, t - US)
                            hint = t + 1 if rcount < capacity else ring[(rhead + rcount - capacity) % ring.size] + US
                        elif limiter == TOKEN:
                            if t > tok_t:
                                tokens = min(full, tokens + (t - tok_t) * capacity)
                                tok_t = t
                            short = US - tokens
                            hint = t + 1 if short <= 0 else t + -(-short // capacity)
                        elif limiter == CONCURRENCY:
                            while esize > 0 and ends[0] <= t:
                                esize = _int_heap_pop(ends, esize)
                            hint = t + 1 if (esize < lim_param or esize == 0) else ends[0]
                        else:
                            rhead, rcount = _ring_trim(ring, rhead, rcount, t)
                            if rcount < lim_param:
                                hint = t + 1
                            elif rcount == 0:
                                hint = max(t + 1, -(-next_start // capacity))
                            else:
                                hint = ring[rhead]
                    learnt = t + rtt_us
                    for i in range(take, m):
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
        counts_all[run, 0] = calls
        counts_all[run, 1] = refused
        counts_all[run, 2] = gave_up
        counts_all[run, 3] = throttled
        counts_all[run, 4] = last_start
        counts_all[run, 5] = status
        counts_all[run, 6] = ninst
        counts_all[run, 7] = nrec
        served_all[run] = served
        sent_all[run] = sent
        done = run + 1
        if status != OK:
            break
        peak, util = _load(inst_t[:ninst], inst_sent[:ninst], inst_took[:ninst], capacity, last_start)
        peak_all[run] = peak
        util_all[run] = util
    return served_all, sent_all, counts_all, peak_all, util_all, done, rec_t[:nrec], rec_a[:nrec], rec_ok[:nrec]


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



# --- the numpy engine's window path, compiled, draw for draw ----------------------------------
#
# core.engines.numpy_window.run_window for the jitter slider (``jitter``, everyone at
# t = 0, the fixed window, no cap, deadline or budget), step for step, with
# the run's own PCG64 stream (numpy's default generator): the same doubles
# for the waits and the same raw draws for a crowded window's tie-break
# keys, in the same order, so the same runs to the bit (tested against
# run_window). The settling is run_window's: a window at a time, the C
# earliest first calls of distinct agents accepted.

PCG_MULT_HI = np.uint64(0x2360ED051FC65DA4)  # PCG64's 128-bit multiplier (numpy's pcg64.h)
PCG_MULT_LO = np.uint64(0x4385DF649FCCF645)
LOW32 = np.uint64(0xFFFFFFFF)


@njit(cache=True, inline="always", error_model="numpy")
def _pcg64_next(st):
    """numpy's PCG64 (XSL-RR 128/64): st = state high, state low, increment
    high, increment low; the state steps, then its output is taken."""
    a, b = st[1], PCG_MULT_LO  # the low words' full 128-bit product
    a_lo, a_hi, b_lo, b_hi = a & LOW32, a >> np.uint64(32), b & LOW32, b >> np.uint64(32)
    lo_lo, hi_lo, lo_hi = a_lo * b_lo, a_hi * b_lo, a_lo * b_hi
    cross = (lo_lo >> np.uint64(32)) + (hi_lo & LOW32) + lo_hi
    hi = a_hi * b_hi + (hi_lo >> np.uint64(32)) + (cross >> np.uint64(32))
    lo = (cross << np.uint64(32)) | (lo_lo & LOW32)
    hi += st[0] * PCG_MULT_LO + st[1] * PCG_MULT_HI
    new_lo = lo + st[3]
    hi += st[2] + (np.uint64(1) if new_lo < lo else np.uint64(0))
    st[0], st[1] = hi, new_lo
    x = hi ^ new_lo
    rot = hi >> np.uint64(58)
    return (x >> rot) | (x << ((np.uint64(64) - rot) & np.uint64(63)))


@njit(cache=True, error_model="numpy")
def _window_columns(m, k_min, need_us, stretch, cum, last_step, max_block):
    """core.engines.numpy_window._columns without an attempt cap."""
    limit = max(2, min(max_block // max(m, 1), 1 << 20))
    k_min = min(k_min, cum.size - 1)
    target = cum[k_min] + need_us
    k = np.searchsorted(cum, target) - k_min
    if k_min + k >= cum.size:
        over = target - cum[cum.size - 1]
        k = cum.size - 1 - k_min + (limit if last_step <= 0 else int(np.ceil(over / last_step)))
    return int(min(limit, max(4, (k + 1) * stretch)))


@njit(cache=True, nogil=True, error_model="numpy")
def window_many(ids_all, states, capacity, call_budget, jd, omjd, kcap, rtt_us, cap_us, cum, last_step, max_block,
                stop):
    """The runs of a batch (row r: run r's agents in the order its
    permutation drew, its PCG64 state after that draw, updated here).
    Returns per run the served time of each agent before its answer (-1:
    not served), the calls each agent sent, the calls, and a status (OK,
    OVER_BUDGET with the count in calls, CANCELLED)."""
    runs, n = ids_all.shape
    served_all = np.full((runs, n), -1, np.int64)
    tries_all = np.zeros((runs, n), np.int64)
    calls_all = np.zeros(runs, np.int64)
    status_all = np.zeros(runs, np.int64)
    for run in range(runs):
        st = states[run]
        served = served_all[run]
        tries = tries_all[run]
        ids = ids_all[run].copy()
        t0 = np.zeros(n, np.int64)
        k0 = np.zeros(n, np.int64)
        m = n
        first_window = 0
        start = True
        calls_made = 0
        stretch = 1
        status = OK
        while m > 0:
            k_min = k0[:m].min()
            windows = -(-m // capacity)
            need_us = (2 * windows + 2) * US + cap_us
            cols = _window_columns(m, k_min, need_us, stretch, cum, last_step, max_block)
            width = cols + 1
            # Each row's next calls: waits drawn row by row, as rng.random((m, cols - 1)) fills them.
            calls = np.empty((m, width), np.int64)
            last_window = np.empty(m, np.int64)
            top = 0
            for r in range(m):
                t = t0[r]
                calls[r, 0] = t
                for c in range(1, cols):
                    k = min(k0[r] + c, kcap)
                    x = float(_pcg64_next(st) >> np.uint64(11)) * TO_UNIT
                    x = x * jd[k]
                    x = x + omjd[k]
                    x = x + 0.5
                    t += int(x) + rtt_us
                    calls[r, c] = t
                last_window[r] = calls[r, cols - 1] // US - first_window
                top = max(top, last_window[r])
            spare = max(1, top + 1)  # a window past every drawn call
            gone_win = spare + 1
            for r in range(m):
                calls[r, cols] = (first_window + spare) * US
            # Candidates: each row's first call in each window from first_window on, then the spare.
            ncand = 0
            flat = np.empty(m * width, np.int64)
            cand_win = np.empty(m * width, np.int64)
            cand_t = np.empty(m * width, np.int64)
            ptr = np.empty(m, np.int64)
            at_win = np.empty(m, np.int64)
            for r in range(m):
                ptr[r] = ncand
                before = -1
                for c in range(width):
                    w = calls[r, c] // US
                    if c == 0 or w != before:
                        rel = w - first_window
                        if rel >= 0:
                            flat[ncand] = r * width + c
                            cand_win[ncand] = rel
                            cand_t[ncand] = calls[r, c]
                            ncand += 1
                    before = w
                at_win[r] = cand_win[ptr[r]]
            known = spare - 1
            ran_out = 0
            look = 0
            out = np.empty(m, np.int64)
            nout = 0
            if start and m > capacity:
                for i in range(capacity, m):  # refused at t = 0 (the rows are in random order)
                    out[nout] = i
                    nout += 1
                look = 1
            crowd = np.zeros(gone_win + 1, np.int64)
            here = np.empty(m, np.int64)
            keys = np.empty(m, np.int64)
            while True:
                for i in range(nout):
                    r = out[i]
                    ptr[r] += 1
                    at_win[r] = cand_win[ptr[r]]
                crowd[:] = 0
                for r in range(m):
                    crowd[at_win[r]] += 1
                if crowd[spare] > ran_out:
                    ran_out = crowd[spare]
                    for r in range(m):
                        if at_win[r] == spare and last_window[r] < known:
                            known = last_window[r]
                w = -1
                for v in range(look, known + 1):
                    if crowd[v] > capacity:
                        w = v
                        break
                if w < 0:
                    break
                if stop[0] != 0:
                    status = CANCELLED
                    break
                s = 0
                for r in range(m):
                    if at_win[r] == w:
                        here[s] = r
                        s += 1
                for i in range(s):  # the offset in the window high, a fresh 40-bit random number low
                    raw = _pcg64_next(st) >> np.uint64(24)
                    keys[i] = ((cand_t[ptr[here[i]]] % US) << 40) | np.int64(raw)
                order = np.argsort(keys[:s])
                nout = 0
                for i in range(capacity, s):
                    out[nout] = here[order[i]]
                    nout += 1
                look = w + 1
            if status != OK:
                break
            next_window = first_window + max(0, known + 1)
            # Served agents: accepted at their candidate. Waiting agents carry on
            # from their first call at or after next_window.
            kept = 0
            for r in range(m):
                if at_win[r] <= known:
                    at = ptr[r]
                    index = k0[r] + flat[at] % width
                    served[ids[r]] = cand_t[at]
                    tries[ids[r]] = index + 1
                    calls_made += index + 1
                else:
                    moved = 0
                    limit = next_window * US
                    for c in range(cols):
                        if calls[r, c] < limit:
                            moved += 1
                    moved = min(moved, cols - 1)
                    t0[kept] = calls[r, moved]
                    k0[kept] = k0[r] + moved
                    ids[kept] = ids[r]
                    kept += 1
            m = kept
            if m > 0:
                owed = calls_made + k0[:m].sum()
                if owed > call_budget:
                    calls_made = owed
                    status = OVER_BUDGET
                    break
            stretch = stretch * 2 if next_window == first_window else 1
            first_window = next_window
            start = False
        if status == OK and calls_made > call_budget:
            status = OVER_BUDGET
        calls_all[run] = calls_made
        status_all[run] = status
        if status != OK:
            break
    return served_all, tries_all, calls_all, status_all
