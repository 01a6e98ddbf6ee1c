"""The numpy engine's window path, compiled with numba, draw for draw.

``core.engines.numpy_window.run_window`` for the jitter slider (``jitter``,
everyone at t = 0, the fixed window, no cap, deadline or budget), step for
step, with the run's own PCG64 stream (numpy's default generator): the same
doubles for the waits and the same raw draws for a crowded window's
tie-break keys, in the same order, so the same runs to the bit (tested
against run_window). The settling is run_window's: a window at a time, the
C earliest first calls of distinct agents accepted.

Only ``core.engines.compiled`` imports this module (numba is loaded on first
need, never when the lab starts).
"""

from __future__ import annotations

import numpy as np
from numba import njit  # error_model="numpy": no zero checks on // and % (every divisor here is positive)

from wallasey_lab.core.engines.compiled_shared import CANCELLED, OK, OVER_BUDGET, TO_UNIT, US, _pcg64_next


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


@njit(cache=True, inline="always", error_model="numpy")
def _draw_calls(st, t0, k0, m, cols, first_window, jd, omjd, kcap, rtt_us):
    """Each waiting row's next cols calls, and a spare column past every one
    of them: (calls, each row's last drawn window from first_window, the
    spare window). The waits are drawn row by row, as rng.random((m, cols -
    1)) fills them."""
    calls = np.empty((m, cols + 1), np.int64)
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
    for r in range(m):
        calls[r, cols] = (first_window + spare) * US
    return calls, last_window, spare


@njit(cache=True, inline="always", error_model="numpy")
def _candidates(calls, m, first_window):
    """Each row's first call in each window from first_window on, then the
    spare, row after row: (flat index into calls, window from first_window,
    time), and where each row's candidates begin (ptr, its window at_win)."""
    width = calls.shape[1]
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
    return flat, cand_win, cand_t, ptr, at_win


@njit(cache=True, inline="always", error_model="numpy")
def _crowded_out(st, w, m, capacity, at_win, cand_t, ptr, here, keys, out):
    """The rows refused in crowded window w (more than capacity candidates):
    all but the capacity earliest, ties broken by a fresh random number,
    into out; returns how many."""
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
    return nout


@njit(cache=True, inline="always", error_model="numpy")
def _settle(st, m, capacity, start, spare, last_window, cand_win, cand_t, ptr, at_win, stop):
    """Move refused rows on to their next candidate, window by window, until
    no window up to the last one every row has drawn to (known) holds more
    than capacity: (known, status OK or CANCELLED)."""
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
    crowd = np.zeros(spare + 2, np.int64)
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
            return known, OK
        if stop[0] != 0:
            return known, CANCELLED
        nout = _crowded_out(st, w, m, capacity, at_win, cand_t, ptr, here, keys, out)
        look = w + 1


@njit(cache=True, inline="always", error_model="numpy")
def _carry_on(m, known, next_window, calls, flat, cand_t, ptr, at_win, t0, k0, ids, served, tries):
    """Served rows (accepted at their candidate) are written out; waiting
    rows move to the front, carrying on from their first call at or after
    next_window: (rows still waiting, calls the served ones made)."""
    cols = calls.shape[1] - 1
    width = cols + 1
    kept = 0
    made = 0
    for r in range(m):
        if at_win[r] <= known:
            at = ptr[r]
            index = k0[r] + flat[at] % width
            served[ids[r]] = cand_t[at]
            tries[ids[r]] = index + 1
            made += index + 1
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
    return kept, made


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
            calls, last_window, spare = _draw_calls(st, t0, k0, m, cols, first_window, jd, omjd, kcap, rtt_us)
            flat, cand_win, cand_t, ptr, at_win = _candidates(calls, m, first_window)
            known, status = _settle(st, m, capacity, start, spare, last_window, cand_win, cand_t, ptr, at_win, stop)
            if status != OK:
                break
            next_window = first_window + max(0, known + 1)
            m, made = _carry_on(m, known, next_window, calls, flat, cand_t, ptr, at_win, t0, k0, ids, served, tries)
            calls_made += made
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
