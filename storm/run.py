"""One real storm, and the model's prediction for the same scenario.

``run_storm`` starts the server, starts one thread per agent, lets them all
go at once, waits until every agent is done (or cancel, Ctrl-C, the wall
limit or the call limit), then shuts everything down and reports in story
time: real seconds x K.
"""

from __future__ import annotations

import math
import statistics
import threading
import time
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, field, replace

import numpy as np

from wallasey_lab.core.engines import pick_engine, run_batch
from wallasey_lab.core.engines.results import run_streams
from wallasey_lab.core.model.params import plain
from wallasey_lab.core.model.presets import PRESETS
from wallasey_lab.core.model.scenario import DEFAULT_SEED, Scenario, ScenarioError
from wallasey_lab.resources import address_space
from wallasey_lab.storm.clients import REAL_CLIENTS, AgentContext, available_libraries, installed
from wallasey_lab.storm.server import NS, StormServer

# Hard limits: a storm is threads and sockets on a shared computer.
MAX_AGENTS = 500
MAX_CALLS = 100_000
MIN_TIME_SCALE, MAX_TIME_SCALE = 1, 50
MAX_WALL_S = 600.0
DEFAULT_WALL_S = 120.0
# 5: a storm of the story's crowd takes seconds, and on a busy 2-core computer the real crowd is
# still close to the model (docs/rules.md, "The real storm against the model", has the figures at 2, 5 and 10).
DEFAULT_TIME_SCALE = 5
# The server is plain Python: beyond this many accepted calls a real second
# it, not the limiter, would set the pace.
MAX_REAL_RATE = 1_000
MAX_MODEL_RUNS = 200
DEFAULT_MODEL_RUNS = 21  # odd: the median is one run's figure, and that run's calls are drawn

Progress = Callable[[int, int, float], None]  # agents done, agents, story seconds so far


# After Cancel, how long the storm waits for its agents to end: most wake at once
# (their waits are the cancel event's), one asleep in backoff's own time.sleep
# ends when it wakes. Everything still open after this is counted, not hidden.
CANCEL_WAIT_S = 10.0
FINISH_WAIT_S = 2.0
# Open files each agent costs in this one process: its client's connection and the server's end of it.
FILES_PER_AGENT = 2
FILES_SPARE = 64  # the server's socket, the log, Python's and Qt's own files


class StormCancelled(Exception):
    """Cancel was pressed (or the window closed) during a storm. ``agents_left``:
    agent threads still asleep inside their library when the storm returned
    (their connections are closed; they end as soon as they wake)."""

    def __init__(self, agents_left: int = 0):
        super().__init__("cancelled")
        self.agents_left = agents_left


def open_files_now() -> int:
    try:
        import os

        return len(os.listdir("/proc/self/fd"))
    except OSError:
        return FILES_SPARE  # no /proc (macOS, Windows): a fair guess


def check_open_files(agents: int) -> None:
    """Raise ScenarioError before the storm starts if this process may not
    open the connections its agents need (``ulimit -n``); first try raising
    the soft limit to the hard one, as a shell's ``ulimit -n hard`` would."""
    try:
        import resource
    except ImportError:  # Windows: no such limit on sockets
        return
    needed = open_files_now() + FILES_PER_AGENT * agents + FILES_SPARE // 4
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY or soft >= needed:
        return
    try:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
        soft = hard
    except (ValueError, OSError):
        pass
    if soft == resource.RLIM_INFINITY or soft >= needed:
        return
    most = max(0, (soft - open_files_now() - FILES_SPARE // 4) // FILES_PER_AGENT)
    crowd = f"{agents:,} agent" + ("" if agents == 1 else "s")  # "1 agents" was said
    if most < 1:  # not even one agent fits: only a higher limit helps
        raise ScenarioError(f"a real storm of {crowd} needs about {needed:,} open connections and files, "
                            f"and this computer allows this program {soft:,} (ulimit -n), too few for even one "
                            f"agent; raise the limit to at least {needed:,} (ulimit -n {needed})")
    raise ScenarioError(f"a real storm of {crowd} needs about {needed:,} open connections and files, and "
                        f"this computer allows this program {soft:,} (ulimit -n); use at most {most:,} "
                        f"agent{'' if most == 1 else 's'}, "
                        f"or raise the limit to at least {needed:,} (ulimit -n {needed})")


@dataclass
class Side:
    """Figures of one side (real or model), in story time."""

    calls: int
    refused: int
    last_served: float  # NaN: nobody served
    typical_served: float
    per_second: list[int]  # calls in each story second [k, k + 1)
    gave_up: int = 0
    # The model only: each figure's lowest and highest over its runs.
    spread: dict[str, tuple[float, float]] = field(default_factory=dict)

    def describe(self) -> dict:
        return {"calls": self.calls, "refused": self.refused, "last_served": self.last_served,
                "typical_served": self.typical_served, "per_second": self.per_second}


@dataclass
class StormReport:
    library: str
    scenario: Scenario
    time_scale: int
    real: Side
    model: Side
    model_runs: int
    wall_s: float
    accepted_per_window_max: int = 0  # the limiter's own account, for checking
    first_call_spread: float = 0.0  # story seconds from t = 0 to the last agent's first call (the model: 0)
    errors: list[str] = field(default_factory=list)

    def describe(self) -> dict:
        return {"library": self.library, "scenario": self.scenario.describe(), "time_scale": self.time_scale,
                "real": self.real.describe(), "model": self.model.describe()}


def default_time_scale(library: str) -> int:
    # HTTP's Retry-After is whole seconds: a storm that obeys it cannot be compressed.
    preset = PRESETS.get(library)
    return 1 if preset is not None and preset.sends_retry_after else DEFAULT_TIME_SCALE


def check_storm(library: str, scenario: Scenario, time_scale: int, wall_s: float, model_runs: int) -> None:
    """Raise ScenarioError (one line, naming the value and what is allowed) for anything out of bounds."""
    real = list(REAL_CLIENTS)
    if library not in PRESETS:
        raise ScenarioError(f"library must be one of {', '.join(real)}, got {library!r}")
    if library not in REAL_CLIENTS:
        raise ScenarioError(f"{library} is a model-only preset (its real client cannot run here; see docs/real-storm.md); "
                            f"real storms: {', '.join(real)}")
    module = REAL_CLIENTS[library][0]
    if not installed(module):
        raise ScenarioError(f"{library} needs the {module} package, which this copy of the lab does not have "
                            f"(install the project's storm extra: pip install -e '.[storm]')")
    if not MIN_TIME_SCALE <= time_scale <= MAX_TIME_SCALE or isinstance(time_scale, bool):
        raise ScenarioError(f"time scale must be a whole number from {MIN_TIME_SCALE} to {MAX_TIME_SCALE}, got {time_scale!r}")
    if PRESETS[library].sends_retry_after and time_scale != 1:
        raise ScenarioError(f"{library} obeys Retry-After, which HTTP gives in whole seconds, so it runs at "
                            f"time scale 1 only, got {time_scale}")
    if not 1 <= scenario.agents <= MAX_AGENTS:
        raise ScenarioError(f"agents must be from 1 to {MAX_AGENTS} in a real storm (one thread each), got {scenario.agents:,}")
    if scenario.capacity * time_scale > MAX_REAL_RATE:
        raise ScenarioError(f"capacity x time scale must be at most {MAX_REAL_RATE:,} calls a real second, "
                            f"got {scenario.capacity:,} x {time_scale} = {scenario.capacity * time_scale:,}")
    if scenario.answer_time.kind != "fixed":
        raise ScenarioError("a real storm takes a fixed answer time, got " + scenario.answer_time.kind)
    # An attempt cap is honoured on both sides (the clients' stop rule, the model's give-up), and both
    # count who gave up, so it is the one change to the story's tool a storm compares honestly.
    if not replace(scenario, max_attempts=None).story_model_only():
        raise ScenarioError("a real storm uses the story's tool (fixed window, all agents at once, no budget or "
                            "deadline); only --max-attempts may be added")
    if not (0 < wall_s <= MAX_WALL_S) or math.isnan(wall_s):
        raise ScenarioError(f"wall time limit must be above 0 up to {MAX_WALL_S:g} seconds, got {wall_s:g}")
    if not 1 <= model_runs <= MAX_MODEL_RUNS:
        raise ScenarioError(f"model runs must be from 1 to {MAX_MODEL_RUNS}, got {model_runs}")


def per_second(times_s: np.ndarray, seconds: int) -> list[int]:
    if seconds <= 0:
        return []
    counts = np.bincount(np.floor(times_s).astype(np.int64).clip(0, seconds - 1), minlength=seconds)
    return [int(c) for c in counts[:seconds]]


def model_side(library: str, scenario: Scenario, runs: int, seed: int) -> tuple[Side, np.ndarray]:
    """The model's medians over ``runs`` runs, and the call times of the run
    whose calls are nearest the median (the series that is drawn)."""
    # The auto engine, as everywhere: for the library presets that is the
    # reference engine (no faster engine models them), so the figures are the
    # reference's, as before. The drawn run is made again on the same engine.
    simulate = pick_engine("auto", scenario, library)
    batch = run_batch(scenario, library, runs, seed, record_first=False, simulate=simulate)
    m = batch.median
    nearest = min(range(runs), key=lambda i: (abs(batch.runs[i]["calls"] - m["calls"]), i))
    drawn = simulate(scenario, library, run_streams(seed, runs)[nearest], record_calls=True)
    side = Side(calls=int(round(m["calls"])), refused=int(round(m["refused"])), last_served=float(m["last_served"]),
                typical_served=float(m["typical_served"]), per_second=[],
                gave_up=int(round(batch.median_extra.get("gave_up", 0))),
                spread={key: (batch.stats[key]["min"], batch.stats[key]["max"])
                        for key in ("calls", "refused", "last_served", "typical_served")})
    return side, np.asarray(drawn.call_times, dtype=float)


ARENA_MAX = 2  # glibc heaps for the whole storm, as the window has (gui/background/gcowner.py)


def few_heaps() -> bool:
    """glibc's heaps (arenas) for the agents' threads bounded to two, before they start (glibc only; True if
    set). By default each new thread may take a heap of its own, 64 MB of address space each: under
    ``ulimit -v 400000`` a 100-agent storm's threads then got none and allocated page by page, the storm
    never ended and was deaf to SIGTERM; at 300000 they died as they started, each with Python's
    "Exception ignored ... MemoryError" lines. Bounded, the storm runs, or says in its one line that
    its threads could not start."""
    import ctypes
    import ctypes.util

    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
        mallopt = libc.mallopt if libc is not None else None
    except (OSError, AttributeError):  # not glibc (macOS, musl, Windows)
        return False
    if mallopt is None:
        return False
    mallopt.argtypes, mallopt.restype = [ctypes.c_int, ctypes.c_int], ctypes.c_int
    return mallopt(-8, ARENA_MAX) == 1  # M_ARENA_MAX


# Each agent's thread, and the server's thread for its connection, gets this much stack. The system's
# default (ulimit -s, often 8 MB) is address space too: under ulimit -v 400000 twenty agents' threads
# took 320 MB of it and died as they started, and the storm hung. An agent's Python is shallow.
THREAD_STACK = 1024 * 1024
# Address space each agent costs (its thread, the server's thread for it, their buffers) and the storm's
# own, on top of what the program has mapped when it starts. Measured by bisecting ulimit -v with
# tenacity-no-wait at time scale 50 (6 December 2026, 162 MB mapped at the check): 20 agents ran from
# 221 MB in all, 100 from 454 MB, 300 from 887 MB; these allow 281, 491 and 1,015 MB.
AGENT_BYTES = 5 * 1024 * 1024 // 2
STORM_BYTES = 64 * 1024 * 1024


@contextmanager
def small_stacks():
    """Python's threads started in the block get ``THREAD_STACK`` (where the system lets it be set)."""
    try:
        before = threading.stack_size(THREAD_STACK)
    except (ValueError, RuntimeError):
        yield
        return
    try:
        yield
    finally:
        threading.stack_size(before)


def check_address_space(agents: int) -> None:
    """Raise ScenarioError before the storm starts if the limit on address space (``ulimit -v``)
    leaves too little for its threads: one line naming the limit and what is needed."""
    used = address_space.used_bytes()
    if used is None:
        return
    short = address_space.too_small(used + STORM_BYTES + AGENT_BYTES * agents)
    if short is None:
        return
    limit, needed = short
    spare = limit - used - STORM_BYTES
    most = max(0, spare // AGENT_BYTES)
    crowd = f"{agents:,} agent" + ("" if agents == 1 else "s")
    head = (f"a real storm of {crowd} needs about {address_space.megabytes(needed)} of memory (address space), and "
            f"this program may use {address_space.megabytes(limit)} (ulimit -v {address_space.in_kib(limit)})")
    ask = f"raise the limit to at least ulimit -v {address_space.in_kib(needed)}"
    if most < 1:
        raise ScenarioError(f"{head}, too little for even one agent; {ask}")
    raise ScenarioError(f"{head}; use at most {most:,} agent{'' if most == 1 else 's'}, or {ask}")


def run_storm(library: str, scenario: Scenario, time_scale: int | None = None, *, wall_s: float = DEFAULT_WALL_S,
              model_runs: int = DEFAULT_MODEL_RUNS, seed: int = DEFAULT_SEED, progress: Progress | None = None,
              cancel: threading.Event | None = None, max_calls: int = MAX_CALLS) -> StormReport:
    """Run the real storm, then the model; raise ScenarioError if anything is out of bounds
    (or the storm passed a limit), StormCancelled if ``cancel`` was set."""
    scenario = scenario.checked()  # the preset ignores interval, base and cap
    k = default_time_scale(library) if time_scale is None else time_scale
    check_storm(library, scenario, k, wall_s, model_runs)
    with small_stacks():
        return _run_storm(library, scenario, k, wall_s, model_runs, seed, progress, cancel, max_calls)


def _run_storm(library: str, scenario: Scenario, k: int, wall_s: float, model_runs: int, seed: int,
               progress: Progress | None, cancel: threading.Event | None, max_calls: int) -> StormReport:
    cancel = cancel or threading.Event()
    stop = threading.Event()  # set on finish, cancel, error: every agent stops
    module, prepare = REAL_CLIENTS[library]
    __import__(module)  # once, here: 200 threads importing at once would queue on the import lock
    check_open_files(scenario.agents)  # before anything opens: one line, not a storm of broken connections
    check_address_space(scenario.agents)  # ulimit -v: one line, not threads dying as they start
    n = scenario.agents
    outcomes: list[str | None] = [None] * n
    prepared = [False] * n  # an agent's thread ran far enough to say it was ready (or failed)
    errors: list[str] = []
    try:
        server = StormServer(scenario.capacity, scenario.answer_time.value / k, k,
                             send_retry_after=PRESETS[library].sends_retry_after, max_calls=max_calls)
    except OSError as e:
        raise ScenarioError(f"could not start the storm's server on 127.0.0.1: {e.strerror or e}") from None
    ctx = AgentContext(url=server.url, time_scale=k, cancel=stop, max_attempts=scenario.max_attempts,
                       timeout_s=max(5.0, 3 * scenario.answer_time.value / k))
    go = threading.Event()
    ready = threading.Semaphore(0)

    def agent(i: int) -> None:
        try:
            try:
                life = prepare(ctx, i)
            finally:
                prepared[i] = True
                ready.release()
            go.wait()
            outcomes[i] = life()
        except Exception as e:  # one line for the report; the others carry on
            outcomes[i] = "error"
            errors.append(str(e) or type(e).__name__)

    threads = [threading.Thread(target=agent, args=(i,), name=f"wallasey-agent-{i + 1}", daemon=True)
               for i in range(n)]
    started = time.monotonic()
    try:
        server.start()
        few_heaps()
        try:
            for t in threads:
                t.start()
        except RuntimeError as e:  # the system would not give us that many threads
            raise ScenarioError(f"could not start {n:,} agent threads ({e}); use fewer agents") from None
        for _ in threads:  # every agent has its client and its connection
            while not ready.acquire(timeout=0.1):
                if cancel.is_set():
                    raise StormCancelled()
                if time.monotonic() - started > wall_s:
                    raise ScenarioError(f"the agents were not ready within the wall time limit of {plain(wall_s)} s")
                if any(t.ident is not None and not t.is_alive() and not prepared[i] for i, t in enumerate(threads)):
                    # Started, then gone before its first line (no memory for its start): it never says it is
                    # ready, and waiting for it hung the storm until the wall time limit.
                    raise ScenarioError(f"some of the {n:,} agent threads died as they started (not enough memory: "
                                        "ulimit -v?); use fewer agents or raise the limit")
        if errors:  # an agent that could not connect would make the comparison meaningless
            raise ScenarioError(f"{len(errors):,} of {n:,} agents could not open their connection before the storm "
                                f"(the first: {errors[0]}); nothing was measured")
        server.limiter.start()
        go.set()
        while any(t.is_alive() for t in threads):
            if cancel.is_set():
                raise StormCancelled()
            if server.limiter.over_budget.is_set():
                raise ScenarioError(f"the real storm passed {max_calls:,} calls and was stopped; "
                                    "use fewer agents or a rule that waits")
            if time.monotonic() - started > wall_s:
                raise ScenarioError(f"the real storm took longer than its wall time limit of {plain(wall_s)} s and was "
                                    "stopped; use fewer agents or a larger time scale")
            if progress is not None:
                done = sum(o is not None for o in outcomes)
                progress(done, n, (time.monotonic_ns() - server.limiter.start_ns) * k / NS)
            time.sleep(0.05)
    except StormCancelled:
        raise StormCancelled(_shut_down(server, ctx, threads, stop, go, CANCEL_WAIT_S)) from None
    except BaseException:  # a limit, an error, Ctrl-C: shut down, then say it
        _shut_down(server, ctx, threads, stop, go, FINISH_WAIT_S)
        raise
    _shut_down(server, ctx, threads, stop, go, FINISH_WAIT_S)
    wall = time.monotonic() - started
    if errors and len(errors) == n:
        raise ScenarioError(f"every agent failed, the first with: {errors[0]}")

    rec = server.limiter.record
    times_s = np.asarray(rec.times_ns, dtype=float) * k / NS
    accepted = np.asarray(rec.accepted, dtype=bool)
    served = np.asarray(sorted(rec.served_ns.values()), dtype=float) * k / NS
    windows = np.asarray(rec.windows, dtype=np.int64)
    per_window = np.bincount(windows[accepted]) if accepted.any() else np.zeros(1, dtype=np.int64)
    real = Side(calls=len(times_s), refused=int((~accepted).sum()),
                last_served=float(served.max()) if len(served) else math.nan,
                typical_served=float(statistics.median(served)) if len(served) else math.nan,
                per_second=[], gave_up=n - len(served))
    model, model_times = model_side(library, scenario, model_runs, seed)
    seconds = int(math.ceil(max([0.0, *times_s[-1:], *model_times[-1:]]) + 1e-9)) or 1
    real.per_second = per_second(times_s, seconds)
    model.per_second = per_second(model_times, seconds)
    agents_called = np.asarray(rec.agents, dtype=np.int64)
    first_calls = np.full(n, np.nan)
    for i in range(len(agents_called) - 1, -1, -1):  # the earliest call of each agent wins
        first_calls[agents_called[i]] = times_s[i]
    return StormReport(library, scenario, k, real, model, model_runs, wall,
                       accepted_per_window_max=int(per_window.max()), errors=errors,
                       first_call_spread=float(np.nanmax(first_calls)) if len(times_s) else 0.0)


def _shut_down(server: StormServer, ctx: AgentContext, threads: list[threading.Thread], stop: threading.Event,
               go: threading.Event, wait_s: float) -> int:
    """Stop every agent, the server and every connection; wait up to
    ``wait_s`` for the agents to end. Returns how many are still asleep
    inside their library (a daemon thread with no connection, which ends
    when it wakes)."""
    stop.set()
    go.set()  # agents still waiting for the start see the stop and end at once
    server.stop()  # further calls get 503; the listening socket is closed
    deadline = time.monotonic() + wait_s
    for t in threads:
        if t.ident is not None:  # started
            t.join(max(0.0, min(deadline - time.monotonic(), 0.5)))
            if not t.is_alive():
                continue
            ctx.close_all()  # an agent is slow to end: close every connection from here
            t.join(max(0.0, deadline - time.monotonic()))
    ctx.close_all()
    server.close_connections(time.monotonic() + 1.0)
    return sum(t.is_alive() for t in threads)


def relative_gap(real: float, model: float) -> float:
    """(real - model) / model; NaN when either is missing or the model is 0."""
    if math.isnan(real) or math.isnan(model) or model == 0:
        return math.nan
    return (real - model) / model


def gaps(report: StormReport) -> dict[str, float]:
    r, m = report.real, report.model
    return {key: relative_gap(float(getattr(r, key)), float(getattr(m, key)))
            for key in ("calls", "refused", "last_served", "typical_served")}


def inside_model_spread(report: StormReport) -> dict[str, tuple[float, float]]:
    """The figures whose real value lies within the model's own run-to-run
    range (lowest to highest of its runs), with that range."""
    out = {}
    for key, (low, high) in report.model.spread.items():
        value = float(getattr(report.real, key))
        if low <= value <= high:
            out[key] = (low, high)
    return out


def agreement_words(report: StormReport, words=None) -> str:
    """``words``: the window's translated view of the sentences (English without)."""
    from wallasey_lab.resources.strings import storm_agreement

    return storm_agreement(gaps(report), report.first_call_spread, inside_model_spread(report), report.model_runs,
                           words=words)


__all__ = ["available_libraries", "check_storm", "gaps", "run_storm", "StormCancelled", "StormReport"]
