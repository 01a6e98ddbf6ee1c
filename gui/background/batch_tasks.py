"""The tasks the window's batch work runs (gui/background/batch_process.py):
module-level functions without Qt, so a worker process can run them after
importing only this module, numpy and the engines (the sweep's own task is
core/studies/sweep.py's ``sweep_task``)."""

from __future__ import annotations

import logging
import multiprocessing
import threading
import time

from wallasey_lab.core.engines.results import Cancelled
from wallasey_lab.core.model.scenario import Scenario

log = logging.getLogger(__name__)

# The real storm tab's own wall time limit: long enough for every preset at the defaults.
TAB_WALL_S = 180.0


def experiment_task(runs: int, *, should_stop, progress) -> list:
    """Brooker's experiment: the cells done so far are sent as (done, total,
    rows so far), so the charts fill in while it runs; a superseded run
    stops at the next cell."""
    from wallasey_lab.core.studies.brooker import DEFAULT_CLIENTS, run_experiment

    rows: list = []

    def step(done: int, total: int) -> None:
        if should_stop():
            raise Cancelled()  # a newer run, Stop or closing made this one stale
        progress((done, total, tuple(rows)))

    return run_experiment(DEFAULT_CLIENTS, runs, progress=step, on_row=rows.append)


class _StopAsEvent:
    """The task's ``should_stop``, seen as the event ``run_storm`` checks."""

    def __init__(self, should_stop):
        self.is_set = should_stop


def agents_still_running() -> int:
    """Agent threads of a real storm still alive in this process."""
    return sum(t.name.startswith("wallasey-agent-") and t.is_alive() for t in threading.enumerate())


def storm_task(library: str, scenario: Scenario, time_scale: int, *, should_stop, progress):
    """A real storm: progress is sent as (agents done, agents, story
    seconds); Cancel is noticed within 50 ms. In a worker process a
    cancelled storm ends once its last agent has (one asleep in its library
    wakes later), so the window says "shut down" only then; a worker still
    waiting past its slot's bound is ended, agents and all."""
    from wallasey_lab.storm.run import StormCancelled, run_storm

    log.info("real storm: %s, %d agents, capacity %d, time scale %d", library, scenario.agents, scenario.capacity,
             time_scale)
    try:
        return run_storm(library, scenario, time_scale, wall_s=TAB_WALL_S, cancel=_StopAsEvent(should_stop),
                         progress=lambda d, n, t: progress((d, n, t)))
    except StormCancelled:
        while multiprocessing.parent_process() is not None and agents_still_running():
            time.sleep(0.1)
        raise
