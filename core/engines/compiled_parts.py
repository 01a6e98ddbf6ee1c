"""A compiled batch split between threads, on a machine with cores to spare.

The runs of a batch are independent: each has its own seed and its own
generator state, made inside the compiled loop, which releases the
interpreter lock (``nogil``). So the runs can be made in parts on several
threads at once and joined in order: the same runs, to the bit, as one
call makes them (tests/core/engines/test_compiled_parts.py). On two cores a
heavy batch (a retry-after crowd under the adaptive budget: about 23,000
throttled calls a run) takes about half as long.

How many threads: as many as the cores this process may use (its affinity,
so ``taskset -c 0`` means one), at most ``MAX_THREADS``, and each part at
least ``MIN_RUNS_A_PART`` runs. The window's batch process sets its own
number (``set_threads``): it leaves one core to the window, whose thread
must never wait for a simulation.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from typing import TypeVar

MAX_THREADS = 4
MIN_RUNS_A_PART = 4  # a smaller part costs more in handing over than its runs take

T = TypeVar("T")

_chosen: int | None = None  # set_threads' number; None: the cores this process may use


def usable_cores() -> int:
    """The cores this process may run on (its affinity where the system has one)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # macOS, Windows: no affinity call
        return max(1, os.cpu_count() or 1)


def set_threads(count: int | None) -> None:
    """Use at most ``count`` threads for a batch (None: the usable cores)."""
    global _chosen
    if count is not None and count < 1:
        raise ValueError(f"a batch needs at least one thread, got {count}")
    _chosen = count


def threads() -> int:
    """How many threads a batch may use now."""
    wanted = _chosen if _chosen is not None else usable_cores()
    return max(1, min(wanted, MAX_THREADS))


def parts(runs: int, count: int | None = None) -> list[tuple[int, int]]:
    """Runs 0..runs-1 as (start, stop) parts in order, near-equal, one a
    thread, each at least MIN_RUNS_A_PART runs (one part when runs are few)."""
    count = threads() if count is None else count
    count = max(1, min(count, runs // MIN_RUNS_A_PART))
    edges = [runs * k // count for k in range(count + 1)]
    return [(edges[k], edges[k + 1]) for k in range(count)]


class _Part(threading.Thread):
    """One part of a batch on a thread of its own (a pool would hand a
    second part to a worker still busy with the first)."""

    def __init__(self, call: Callable[[int, int], T], start: int, stop: int):
        super().__init__(name=f"wallasey-batch-{start}", daemon=True)
        self._call, self._span = call, (start, stop)
        self.output: T | None = None
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            self.output = self._call(*self._span)
        except BaseException as e:  # noqa: BLE001 - handed to the batch's own thread, which raises it
            self.error = e


def in_parts(call: Callable[[int, int], T], runs: int, on_failure: Callable[[], None]) -> list[T]:
    """``call(start, stop)`` for each part of ``runs``, the first on this
    thread and each other on a thread of its own, their outputs in order.
    If one raises, ``on_failure`` tells the others to stop (the loop's stop
    flag), all are waited for, and the first error in run order is raised."""
    spans = parts(runs)
    if len(spans) == 1:
        return [call(*spans[0])]
    others = [_Part(call, start, stop) for start, stop in spans[1:]]
    for part in others:
        part.start()
    try:
        first = call(*spans[0])
    except BaseException:
        on_failure()
        for part in others:
            part.join()  # no part outlives its batch
        raise
    for part in others:
        part.join()
        if part.error is not None:
            on_failure()
    for part in others:
        if part.error is not None:
            raise part.error
    return [first] + [part.output for part in others]
