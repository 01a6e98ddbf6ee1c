"""The compiled engines' shared parts, compiled with numba: the model's
constants and codes, growable int64 rings and lists, heaps, the event
loop's steps taken only by some tools, budgets or rules, and the two random
number generators (SplitMix64 for the event loop, numpy's PCG64 for the window
path).

Only the kernel modules (``core.engines.compiled_kernel``,
``core.engines.compiled_window``) import this module, and only
``core.engines.compiled`` imports them (numba is loaded on first need,
never when the lab starts). numba inlines these helpers into the loops that
call them (off the loop's hottest path: see ``core.engines.compiled_kernel``).
Its on-disk cache knows only the file of the function it compiled, so the
cache folder is named after all three kernel modules' source
(``core.engines.compiled.cache_dir()``): an edit here compiles the loops anew.
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


# --- the tools' state and the retry-after hint --------------------------------------------------

# Slots of the tool's state (an int64 array a run): the fixed window's current window and calls
# in it; the ring (sliding window: accepted times; queue: starts to come) head and count; the
# token bucket's tokens (scaled by US) and when last filled; the concurrency tool's busy slots
# (a heap of ends); the queue's next start (scaled by C).
TOOL_WIN, TOOL_USED, TOOL_RHEAD, TOOL_RCOUNT, TOOL_TOKENS, TOOL_TOK_T, TOOL_ESIZE, TOOL_NEXT_START = range(8)


@njit(cache=True, inline="always", error_model="numpy")
def _refill(tool, t, capacity, full):
    """The token bucket's tokens up to t."""
    if t > tool[TOOL_TOK_T]:
        tool[TOOL_TOKENS] = min(full, tool[TOOL_TOKENS] + (t - tool[TOOL_TOK_T]) * capacity)
        tool[TOOL_TOK_T] = t


@njit(cache=True, inline="always", error_model="numpy")
def _free_slots(tool, ends, t):
    """The concurrency tool's calls that ended by t free their slots; returns the busy ones."""
    esize = tool[TOOL_ESIZE]
    while esize > 0 and ends[0] <= t:
        esize = _int_heap_pop(ends, esize)
    tool[TOOL_ESIZE] = esize
    return esize


@njit(cache=True, inline="always", error_model="numpy")
def _retry_after_hint(limiter, t, capacity, lim_param, tool, ring, ends):
    """The time a refused call at t is told to come back (retry-after)."""
    if limiter == FIXED:
        return (t // US + 1) * US
    if limiter == SLIDING:
        rhead, rcount = _ring_trim(ring, tool[TOOL_RHEAD], tool[TOOL_RCOUNT], t - US)
        tool[TOOL_RHEAD], tool[TOOL_RCOUNT] = rhead, rcount
        return t + 1 if rcount < capacity else ring[(rhead + rcount - capacity) % ring.size] + US
    if limiter == TOKEN:
        _refill(tool, t, capacity, lim_param * US)
        short = US - tool[TOOL_TOKENS]
        return t + 1 if short <= 0 else t + -(-short // capacity)
    if limiter == CONCURRENCY:
        esize = _free_slots(tool, ends, t)
        return t + 1 if (esize < lim_param or esize == 0) else ends[0]
    rhead, rcount = _ring_trim(ring, tool[TOOL_RHEAD], tool[TOOL_RCOUNT], t)
    tool[TOOL_RHEAD], tool[TOOL_RCOUNT] = rhead, rcount
    if rcount < lim_param:
        return t + 1
    if rcount == 0:
        return max(t + 1, -(-tool[TOOL_NEXT_START] // capacity))
    return ring[rhead]


# --- the client budgets -------------------------------------------------------------------------

# Slots of the client budget's state: the trailing windows of first calls (req), retries (ret)
# and successes (acc) as ring heads and counts, and the token budget's tokens.
BUDGET_QHEAD, BUDGET_QCOUNT, BUDGET_THEAD, BUDGET_TCOUNT, BUDGET_AHEAD, BUDGET_ACOUNT, BUDGET_TOKENS = range(7)


@njit(cache=True, inline="always", error_model="numpy")
def _hear_answers(ans_h, asize, acc, budget, attempts, budget_kind):
    """Answers reaching their agents at the earliest answer's time: the budget
    hears of successes (a token budget refunds, the adaptive one counts them).
    Returns the answer heap's size."""
    t = ans_h[0] >> AGENT_BITS
    while asize > 0 and (ans_h[0] >> AGENT_BITS) == t:
        a = ans_h[0] & AGENT_MASK
        asize = _int_heap_pop(ans_h, asize)
        if budget_kind == TOKEN_BUDGET:
            refund = AWS_RETRY_COST if attempts[a] > 1 else AWS_NO_RETRY_REFUND
            budget[BUDGET_TOKENS] = min(AWS_QUOTA, budget[BUDGET_TOKENS] + refund)
        else:
            _ring_put(acc, budget[BUDGET_AHEAD], budget[BUDGET_ACOUNT], t)
            budget[BUDGET_ACOUNT] += 1
    return asize


@njit(cache=True, inline="always", error_model="numpy")
def _shuffle(group, m, rand_state):
    """group[:m] in a uniformly random order (Fisher-Yates, from the back)."""
    for i in range(m - 1, 0, -1):
        r = int(_uniform(rand_state) * (i + 1))
        group[i], group[r] = group[r], group[i]


@njit(cache=True, inline="always", error_model="numpy")
def _count_first_calls(t, group, m, attempts, req, budget):
    """The ratio budget counts the instant's first calls (its requests)."""
    for i in range(m):
        if attempts[group[i]] == 0:
            _ring_put(req, budget[BUDGET_QHEAD], budget[BUDGET_QCOUNT], t)
            budget[BUDGET_QCOUNT] += 1


@njit(cache=True, inline="always", error_model="numpy")
def _adaptive_throttle(t, group, m, attempts, req, acc, budget, tq, tq_head, tq_n, seq, base_us, rand_state):
    """Each call of the instant, in shuffled order (a forward Fisher-Yates:
    position i is final once drawn), asks the adaptive client whether it may
    go; the trailing windows end at t for all. The ones it throttles queue
    as refusals learnt at once; the rest stay in group. Returns (calls that
    go, throttled, the throttle queue's count, the next order)."""
    budget[BUDGET_QHEAD], budget[BUDGET_QCOUNT] = _ring_trim(req, budget[BUDGET_QHEAD], budget[BUDGET_QCOUNT],
                                                             t - BUDGET_WINDOW_US)
    budget[BUDGET_AHEAD], budget[BUDGET_ACOUNT] = _ring_trim(acc, budget[BUDGET_AHEAD], budget[BUDGET_ACOUNT],
                                                             t - BUDGET_WINDOW_US)
    successes = budget[BUDGET_ACOUNT]
    kept = 0
    throttled = 0
    for i in range(m):
        r = i + int(_uniform(rand_state) * (m - i))
        a = group[r]
        group[r] = group[i]
        requests = budget[BUDGET_QCOUNT]
        _ring_put(req, budget[BUDGET_QHEAD], requests, t)
        budget[BUDGET_QCOUNT] = requests + 1
        p = max(0.0, (requests - ADAPTIVE_K * successes) / (requests + 1))
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
    return kept, throttled, tq_n, seq


# --- SplitMix64, for the event loop ------------------------------------------------------------

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


# --- numpy's PCG64, for the window path ------------------------------------------------------

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
