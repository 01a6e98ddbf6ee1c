"""Brooker's 2015 experiment: backoff and jitter on an optimistic-concurrency record.

Marc Brooker, "Exponential Backoff And Jitter" (AWS Architecture Blog, 2015),
simulated N clients that each want to update one shared record once:

* A client reads the record's version from the server, then sends a write
  carrying that version. The server accepts the write only if nobody has
  written since (the version is unchanged), and bumps the version.
* A client whose write is rejected backs off (its retry rule) and starts
  again with a fresh read.
* Every message (read, read reply, write, write reply) takes
  |Normal(10 ms, 2 ms)|, drawn afresh for each message.
* Backoff base 5 ms, cap 2 s. The attempt counter starts at 1, so the first
  exponential wait is min(cap, base x 2^1) = 10 ms. Rules: none (no wait),
  exponential, full jitter, equal jitter, decorrelated jitter
  (sleep = min(cap, uniform(base, 3 x sleep)), starting from base).

Measured per rule and client count, averaged over runs: write calls (writes
that reached the server, accepted or not) and completion time (when the last
client hears that its write was accepted, as in Brooker's simulator, whose
clock stops at its last event).

The simulation here is exact and event-ordered, vectorised over runs. Only
the server's writes matter for the outcome: a client's write at the server
at time W after its read at time R succeeds if and only if no write was
accepted in between, i.e. the last accepted write is before R. A rejected
client's next read reaches the server at R' = W + d_reply + d_read +
backoff and its write at W' = R' + d_read_reply + d_write (``simulate``
settles writes in rounds; ``tests/core/studies/test_brooker.py`` checks it against a
plain message-by-message event loop).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

BROOKER_RULES = ("none", "exponential", "full-jitter", "equal-jitter", "decorrelated-jitter")
DEFAULT_CLIENTS = tuple(range(10, 200, 10))
DEFAULT_RUNS = 100
DEFAULT_SEED = 2015
NET_MEAN_MS, NET_SD_MS = 10.0, 2.0
BASE_MS, CAP_MS = 5.0, 2000.0
MAX_CLIENTS = 2_000
MAX_BROOKER_RUNS = 10_000
# Every run and client is a cell of about a dozen arrays held at once:
# measured at about 220 bytes a cell (tracemalloc peak), so 8 million cells
# stay under about 2 GB (10,000 runs of 2,000 clients wanted 4.4 GB).
BYTES_PER_CELL = 220
MAX_BROOKER_CELLS = 8_000_000


def check_size(runs: int, clients: Sequence[int]) -> None:
    """Refuse, in one line, a run that would need more than about 2 GB."""
    largest = max(clients) if clients else 0
    cells = runs * largest
    if cells > MAX_BROOKER_CELLS:
        most = max(1, MAX_BROOKER_CELLS // largest)
        raise ValueError(
            f"argument --runs: {runs:,} runs of {largest:,} clients would need about "
            f"{cells * BYTES_PER_CELL / 1e9:.1f} GB of memory; runs x clients may be at most "
            f"{MAX_BROOKER_CELLS:,} (about {MAX_BROOKER_CELLS * BYTES_PER_CELL / 1e9:.1f} GB), "
            f"so at most {most:,} runs with {largest:,} clients")


@dataclass(frozen=True)
class BrookerRow:
    clients: int
    rule: str
    calls: float  # mean write calls per run
    time_ms: float  # mean completion time per run, milliseconds

    def describe(self) -> dict:
        return {"clients": self.clients, "rule": self.rule, "calls": self.calls, "time_ms": self.time_ms}


def _delay(rng: np.random.Generator, size) -> np.ndarray:
    return np.abs(rng.normal(NET_MEAN_MS, NET_SD_MS, size))


def _backoff(rule: str, attempt: np.ndarray, sleep: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Waits (ms) for clients whose write just failed; ``attempt`` already
    counts this failure (1 for the first); ``sleep`` is updated in place for
    decorrelated jitter."""
    if rule == "none":
        return np.zeros(attempt.shape)
    expo = np.minimum(CAP_MS, BASE_MS * np.exp2(np.minimum(attempt, 60)))
    if rule == "exponential":
        return expo
    u = rng.random(attempt.shape)
    if rule == "full-jitter":
        return u * expo
    if rule == "equal-jitter":
        return expo / 2 + u * (expo / 2)
    if rule == "decorrelated-jitter":
        new = np.minimum(CAP_MS, BASE_MS + u * (3 * sleep - BASE_MS))
        sleep[...] = new
        return new
    raise ValueError(f"rule must be one of {', '.join(BROOKER_RULES)}, got {rule!r}")


def simulate(rule: str, clients: int, runs: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """``runs`` independent runs of ``clients`` clients: (write calls, completion ms) per run.

    Exact, settled in rounds. Each pending client carries, drawn in advance,
    what happens if its pending write fails: its next read at
    W + ``gap_read`` and next write at W + ``gap_write`` (two message delays
    and its backoff, then two more). No write can be created before
    H = min(W + gap_write) over pending clients, so every pending write
    before H is settled in this round, in time order, with no other write
    between: the accepted ones are a chain (the first whose read is after
    the last accepted write, then the first after that whose read is after
    it, ...), found a link at a time for all runs at once. Drawing a
    failure's delays before the failure is known changes which random
    numbers are used, not their distribution.
    """
    if rule not in BROOKER_RULES:
        raise ValueError(f"rule must be one of {', '.join(BROOKER_RULES)}, got {rule!r}")
    shape = (runs, clients)
    read = _delay(rng, shape)  # the first read reaches the server
    write = read + _delay(rng, shape) + _delay(rng, shape)  # its reply, then the write
    attempt = np.zeros(shape, dtype=np.int64)
    sleep = np.full(shape, BASE_MS)

    def draw_gaps(att: np.ndarray, slp: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(gap to next read, gap to next write, sleep after) if the pending write fails."""
        slp = slp.copy()
        d = _delay(rng, (4, *att.shape))
        gap_read = d[0] + d[1] + _backoff(rule, att + 1, slp, rng)
        return gap_read, gap_read + d[2] + d[3], slp

    gap_read, gap_write, next_sleep = draw_gaps(attempt, sleep)
    last_ok = np.full(runs, -np.inf)  # last accepted write, per run
    done_at = np.zeros(runs)  # last client told of its success, per run
    calls = np.zeros(runs, dtype=np.int64)
    cols = np.arange(clients)
    while True:
        horizon = np.min(write + gap_write, axis=1)  # inf once a run is over
        live = np.isfinite(horizon)
        if not live.any():
            break
        in_round = write < horizon[:, None]
        size = in_round.sum(axis=1)
        calls += size
        width = int(size.max())  # settle only as many columns as the largest round
        order = np.argsort(np.where(in_round, write, np.inf), axis=1)[:, :width]
        w_sorted = np.take_along_axis(write, order, axis=1)
        r_sorted = np.take_along_axis(read, order, axis=1)
        valid = cols[None, :width] < size[:, None]
        accepted = np.zeros((runs, width), dtype=bool)  # in time order within the round
        after = np.full(runs, -1)
        last = last_ok.copy()
        while True:
            cand = valid & (cols[None, :width] > after[:, None]) & (r_sorted > last[:, None])
            first = np.argmax(cand, axis=1)
            found = cand[np.arange(runs), first]
            if not found.any():
                break
            rows = np.nonzero(found)[0]
            k = first[rows]
            accepted[rows, k] = True
            last[rows] = w_sorted[rows, k]
            after[rows] = k
        last_ok = last
        # Back to client order.
        ok = np.zeros(shape, dtype=bool)
        np.put_along_axis(ok, order, accepted, axis=1)  # width <= clients: the rest stay False
        failed = in_round & ~ok
        r_ok, c_ok = np.nonzero(ok)
        if r_ok.size:
            told = write[r_ok, c_ok] + _delay(rng, r_ok.size)
            np.maximum.at(done_at, r_ok, told)
            write[r_ok, c_ok] = np.inf
            gap_write[r_ok, c_ok] = 0.0
        r_no, c_no = np.nonzero(failed)
        if r_no.size:
            w = write[r_no, c_no]
            read[r_no, c_no] = w + gap_read[r_no, c_no]
            write[r_no, c_no] = w + gap_write[r_no, c_no]
            attempt[r_no, c_no] += 1
            sleep[r_no, c_no] = next_sleep[r_no, c_no]
            g_r, g_w, s_n = draw_gaps(attempt[r_no, c_no], sleep[r_no, c_no])
            gap_read[r_no, c_no], gap_write[r_no, c_no], next_sleep[r_no, c_no] = g_r, g_w, s_n
    return calls, done_at


def run_experiment(
    clients: Sequence[int] = DEFAULT_CLIENTS,
    runs: int = DEFAULT_RUNS,
    rules: Sequence[str] = BROOKER_RULES,
    seed: int = DEFAULT_SEED,
    progress: Callable[[int, int], None] | None = None,
    on_row: Callable[[BrookerRow], None] | None = None,
) -> list[BrookerRow]:
    """Every client count and rule, ``runs`` runs each, averaged. Each
    (client count, rule) cell has its own stream from ``seed``. ``on_row``
    is given each cell's row as soon as it is done (before ``progress``)."""
    check_size(runs, clients)
    cells = [(n, rule) for n in clients for rule in rules]
    streams = np.random.SeedSequence(seed).spawn(len(cells))
    rows = []
    for i, ((n, rule), ss) in enumerate(zip(cells, streams, strict=True)):
        calls, done = simulate(rule, n, runs, np.random.default_rng(ss))
        rows.append(BrookerRow(n, rule, float(calls.mean()), float(done.mean())))
        if on_row is not None:
            on_row(rows[-1])
        if progress is not None:
            progress(i + 1, len(cells))
    return rows
