"""The compiled engine: the general event loop (``core.engines.compiled_kernel``,
its parts in ``core.engines.compiled_shared``) compiled by numba, for what
the window-at-a-time engine cannot do: the sliding window, token bucket,
concurrency and queue tools, and client retry budgets (they couple the
agents' calls, one at a time); and the numpy engine's window path for the
jitter slider, compiled draw for draw (``core.engines.compiled_window``).

numba is imported only when such a scenario is first asked for, never when
the lab opens, and the compiled code is cached on disk (``cache_dir()``, in
the user's own cache folder, so it works from a read-only install or a
bundled app). It never goes beside the source (numba's own fallback, the
package's ``__pycache__``): ``usable_cache_dir()`` takes NUMBA_CACHE_DIR if
it can be written, else the user's cache folder, else a folder of the
user's own in the system's temporary folder, else no cache at all. ``warm_up()`` loads or compiles it on a background thread.
``core.engines.pick.pick_engine("auto", ...)`` waits for it when it is in the
cache (a load of about half a second, so the same settings always give the
same figures); on a machine that has never compiled it, it hands out the
reference engine while the compiler works, so nothing waits for the
compiler.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.metadata
import logging
import os
import pickle
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

from wallasey_lab.core.engines import compiled_parts
from wallasey_lab.core.engines.results import Cancelled, RunResult
from wallasey_lab.core.model.arrivals import built_in_arrival
from wallasey_lab.core.model.limiters import LIMITERS, Concurrency, FixedWindow, Queue, SlidingWindow, TokenBucket
from wallasey_lab.core.model.rules import RULES
from wallasey_lab.core.model.scenario import Scenario, ScenarioError, to_us

ShouldStop = Callable[[], bool]

LOOP_RULES = ("immediate", "exponential", "full-jitter", "jitter", "equal-jitter", "decorrelated-jitter",
              "proportional-jitter", "retry-after")
LOOP_LIMITERS = {"fixed-window": FixedWindow, "sliding-window": SlidingWindow, "token-bucket": TokenBucket,
                 "concurrency": Concurrency, "queue": Queue}
LOOP_BUDGETS = ("none", "ratio", "token-bucket", "adaptive")
_BUILTIN_RULES = {name: RULES[name] for name in LOOP_RULES}

_lock = threading.Lock()
_kernel = None  # the compiled event loop's module once ready
_window = None  # the compiled window path's module, ready with it
_failed: str | None = None  # why numba could not be used (not installed, no compiler)
_thread: threading.Thread | None = None
warm_up_seconds: float | None = None  # how long loading or compiling took


# The kernel's modules. numba checks a cached function against its own file
# only, so a change to compiled_shared.py alone would leave the loop's old
# machine code in use: the cache folder is named after all three files.
KERNEL_MODULES = ("compiled_kernel.py", "compiled_window.py", "compiled_shared.py")


def kernel_digest(folder: Path = Path(__file__).parent) -> str:
    """A short fingerprint of the kernel's source files."""
    digest = hashlib.sha256()
    for name in KERNEL_MODULES:
        digest.update((folder / name).read_bytes())
    return digest.hexdigest()[:12]


@functools.cache
def _own_digest() -> str:
    """This installation's kernel fingerprint: its files do not change while the lab runs."""
    return kernel_digest()


def cache_dir() -> Path:
    """Where numba keeps the compiled loop: the user's cache folder, one
    folder per version of the kernel's source."""
    if sys.platform == "win32":
        root = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        root = Path.home() / "Library" / "Caches"
    else:
        root = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return root / "wallasey-retry-lab" / "numba" / _own_digest()


def temp_cache_dir() -> Path:
    """The last resort for the cache: this user's own folder in the system's temporary folder."""
    user = os.getuid() if hasattr(os, "getuid") else os.environ.get("USERNAME", "user")
    return Path(tempfile.gettempdir()) / f"wallasey-retry-lab-{user}" / "numba" / _own_digest()


def _writable(folder: Path) -> bool:
    """Whether numba can keep files in ``folder`` (made if missing), tried as numba tries it."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        tempfile.TemporaryFile(dir=folder).close()
    except (OSError, ValueError):
        return False
    return True


def _temp_top(folder: Path) -> Path:
    """The folder of this user's own in the system's temporary folder that ``folder`` is in."""
    return Path(tempfile.gettempdir()) / folder.relative_to(tempfile.gettempdir()).parts[0]


def _make_private_top(folder: Path) -> None:
    """Make the temporary folder's top as this user's only (0700): the kiosk keeps its logs and kiosk.ini,
    with the staff PIN, in the same folder when the home cannot be written; others share /tmp.
    (gui/kiosk/supervisor.py makes the same folder; the layers keep core and the kiosk apart.)"""
    try:
        os.mkdir(_temp_top(folder), 0o700)
    except (OSError, ValueError):
        pass  # there already (checked as this user's own by _own_temp_folder), or not makeable: said later


def _own_temp_folder(folder: Path) -> bool:
    """The temporary folder's top is this user's and no link (others share /tmp)."""
    top = _temp_top(folder)
    try:
        info = os.lstat(top)
    except OSError:
        return False
    return os.path.isdir(top) and not os.path.islink(top) and (not hasattr(os, "getuid") or info.st_uid == os.getuid())


def usable_cache_dir(quiet: bool = False) -> Path | None:
    """Where numba keeps the compiled loop: NUMBA_CACHE_DIR if set and
    writable, else the user's cache folder, else a temporary one; None if
    none can be written (then the engine is not cached). Never the package's
    own source folder, numba's fallback for an unwritable NUMBA_CACHE_DIR.
    ``quiet``: only asked where it is (``cached``), nothing logged."""
    configured = os.environ.get("NUMBA_CACHE_DIR")
    candidates = [Path(configured)] if configured else []
    temp = temp_cache_dir()
    candidates += [cache_dir(), temp]
    # The package's own folders are never a cache, whatever path leads there (a temporary
    # folder falls back to the current one, which may be the source).
    source = Path(__file__).resolve().parents[2]
    candidates = [c for c in candidates if not Path(os.path.abspath(c)).resolve().is_relative_to(source)]
    for folder in candidates:
        if folder == temp:
            _make_private_top(folder)
        if _writable(folder) and (folder != temp or _own_temp_folder(folder)):
            if configured and folder != Path(configured) and not quiet:
                logging.getLogger(__name__).warning("The compiled engine's cache folder %s cannot be written: it "
                                                    "uses %s instead.", configured, folder)
            return folder
    if quiet:
        return None
    global _no_cache_folder
    # Said once, by whoever needs the engine: an error where it was asked for, a note where another serves.
    _no_cache_folder = (f"no folder for its cache can be written ({', '.join(str(c) for c in candidates)}); "
                        "set NUMBA_CACHE_DIR to a folder you can write")
    return None


_no_cache_folder = "no folder for its cache can be written"


def _point_numba_at(folder: Path | None) -> None:
    """Tell numba (read at its import, and again as it compiles) where its cache is."""
    if folder is None:
        os.environ.pop("NUMBA_CACHE_DIR", None)
    else:
        os.environ["NUMBA_CACHE_DIR"] = str(folder)
    config = sys.modules.get("numba.core.config")
    if config is not None:
        config.CACHE_DIR = os.environ.get("NUMBA_CACHE_DIR", "")


def _load() -> None:
    global _kernel, _window, _failed, warm_up_seconds
    started = time.perf_counter()
    folder = Path()
    try:
        folder = usable_cache_dir()
        _point_numba_at(folder)
        if folder is None:
            # numba would fall back to the package's own __pycache__: rather no compiled engine
            # (the reference engine serves every scenario) than files beside the source.
            raise OSError(_no_cache_folder)
        from wallasey_lab.core.engines import compiled_kernel as kernel
        from wallasey_lab.core.engines import compiled_window as window

        # One tiny run of each kind compiles (or loads) every specialisation the loop has.
        _run(kernel, Scenario(agents=3, capacity=1, limiter="token-bucket", budget="adaptive"), "full-jitter",
             np.random.default_rng(0), True, None)
        _window_many(window, Scenario(agents=3, capacity=1, jitter=0.5), "jitter", [np.random.default_rng(0)], None)
        _kernel, _window = kernel, window
    except OSError as e:
        _failed = str(e) if folder is None else f"{type(e).__name__}: {e}"
    except Exception as e:  # numba missing or unusable here: the reference engine serves
        _failed = f"{type(e).__name__}: {e}"
    warm_up_seconds = time.perf_counter() - started


def warm_up(wait: bool = False, timeout: float | None = None) -> bool:
    """Start loading (or compiling) the loop on a background thread; with
    ``wait``, wait for it. True once it is ready."""
    global _thread
    with _lock:
        if _kernel is None and _failed is None and _thread is None:
            _thread = threading.Thread(target=_load, name="wallasey-compile", daemon=True)
            _thread.start()
        thread = _thread
    if wait and thread is not None:
        thread.join(timeout)
    return _kernel is not None


def ready() -> bool:
    return _kernel is not None


def numba_subfolder(folder: Path) -> Path:
    """numba's own folder for this installation's kernel files inside the cache
    ``folder``: the source folder's name and a hash of its path, as numba's
    ``_CacheLocator.get_suitable_cache_subpath`` makes it (tested against it)."""
    source = os.path.dirname(os.path.abspath(__file__))
    return folder / f"{os.path.basename(source)}_{hashlib.sha1(source.encode()).hexdigest()}"


def cached() -> bool:
    """Whether this user's cache already holds the compiled loop for these very
    files (loading it then takes about half a second, where compiling takes
    many). The same kernel installed in another folder (a copied or moved app,
    a second checkout) has no machine code of its own yet: numba keeps one
    folder per source folder. Saying "cached" there made every request wait
    for a whole compile.

    Asked as numba asks it: the index's numba version and its stamp of the
    source (a hash of the file's bytes, not its date) must match. A date test
    said "not cached" for ever to a fresh checkout of the same kernel beside an
    older cache (numba loads that cache and writes no newer index), so a landing
    CI's command-line child said "making the compiled engine" after a load.

    Looked for where the engine is kept (``usable_cache_dir``): with an
    unwritable NUMBA_CACHE_DIR it looked there, and every run said "making
    the compiled engine" over a cache it then loaded in 2 s (adversarial
    round r25e)."""
    base = usable_cache_dir(quiet=True)
    if base is None:
        return False
    folder = numba_subfolder(base)
    try:
        version = importlib.metadata.version("numba")
        stamp = _source_stamp()
        return any(_index_matches(index, version, stamp)
                   for index in folder.glob("compiled_kernel.simulate_many-*.nbi"))
    except (OSError, importlib.metadata.PackageNotFoundError):
        return False


def _source_stamp() -> bytes:
    """numba's stamp of the loop's source: a hash of the file's bytes (of the
    whole app when bundled, as numba's ``_SourceFileBackedLocatorMixin`` does)."""
    path = sys.executable if getattr(sys, "frozen", False) else Path(__file__).with_name("compiled_kernel.py")
    with open(path, "rb") as f:
        return hashlib.file_digest(f, "sha256").digest()


class _Placeholder:
    """Whatever object a numba index names (its types, signatures): read without importing numba."""

    def __init__(self, *args, **kwargs):
        pass

    def __setstate__(self, state):
        pass

    def __setitem__(self, key, value):
        pass

    def append(self, value):
        pass

    def extend(self, values):
        pass


class _IndexReader(pickle.Unpickler):
    """Unpickles a numba cache index with every class it names as a placeholder: only the
    stamp is wanted, and nothing the file names is imported or called."""

    def find_class(self, module, name):
        return _Placeholder


def _index_matches(index: Path, version: str, stamp: bytes) -> bool:
    """Whether numba would load this index (``IndexDataCacheFile._load_index``): its version, then its stamp."""
    try:
        with open(index, "rb") as f:
            if _IndexReader(f).load() != version:
                return False
            saved = _IndexReader(f).load()
        return isinstance(saved, tuple) and len(saved) == 2 and saved[0] == stamp
    except (OSError, EOFError, pickle.UnpicklingError, ValueError, TypeError, AttributeError, IndexError):
        return False  # not an index this numba wrote: numba would compile again


def failure() -> str | None:
    """Why the compiled engine is unavailable, if it is."""
    return _failed


def can_handle(scenario: Scenario, rule: str) -> bool:
    """Every built-in rule, tool, arrival pattern, cap and budget."""
    if RULES.get(rule) is not _BUILTIN_RULES.get(rule, object()):
        return False
    if not built_in_arrival(getattr(scenario, "arrival", "all-at-once")):
        return False
    limiter = getattr(scenario, "limiter", None)
    if limiter not in LOOP_LIMITERS or LIMITERS.get(limiter) is not LOOP_LIMITERS[limiter]:
        return False
    return getattr(scenario, "budget", "none") in LOOP_BUDGETS


_last_checked: Scenario | None = None


def _check_once(scenario: Scenario) -> None:
    """Check a scenario once, not per run: a batch asks 50 times about one (frozen) scenario."""
    global _last_checked
    if scenario is not _last_checked:
        scenario.checked()
        _last_checked = scenario


def _ready_for(scenario: Scenario, rule: str) -> None:
    """The scenario checked, the loop able to run it, and the loop loaded (or a one-line error)."""
    _check_once(scenario)
    if not can_handle(scenario, rule):
        _refuse(scenario, rule)
    if _kernel is None and not warm_up(wait=True):
        raise ScenarioError(f"the compiled engine is not available here: {_failed}")


def simulate_loop(scenario: Scenario, rule: str, rng: np.random.Generator, *, record_calls: bool = False,
                  should_stop: ShouldStop | None = None) -> RunResult:
    """One run, like ``core.engines.reference.simulate_run`` (same arguments, same result,
    peak calls and utilisation included)."""
    _ready_for(scenario, rule)
    if should_stop is not None and should_stop():
        raise Cancelled()
    return _run(_kernel, scenario, rule, rng, record_calls, should_stop)


_last_args: tuple | None = None  # (scenario, rule, the kernel's arguments that depend only on them)


class _StopWatch:
    """One thread that asks every running loop's ``should_stop`` every 20 ms
    and raises its flag (the compiled loop reads the flag at each instant
    and cannot call Python). It sleeps while no loop runs."""

    POLL_S = 0.02

    def __init__(self):
        self._cv = threading.Condition()
        self._live: dict[int, tuple[ShouldStop, np.ndarray]] = {}
        self._next = 0
        self._thread: threading.Thread | None = None

    def watch(self, should_stop: ShouldStop, flag: np.ndarray) -> int:
        with self._cv:
            self._next += 1
            self._live[self._next] = (should_stop, flag)
            if self._thread is None:
                self._thread = threading.Thread(target=self._loop, name="wallasey-stop-watch", daemon=True)
                self._thread.start()
            self._cv.notify()
            return self._next

    def unwatch(self, key: int) -> None:
        with self._cv:
            self._live.pop(key, None)

    def _loop(self) -> None:
        while True:
            with self._cv:
                while not self._live:
                    self._cv.wait()
                watched = list(self._live.values())
            for should_stop, flag in watched:
                try:
                    if should_stop():
                        flag[0] = 1
                except Exception:  # a broken should_stop stops its run rather than this thread
                    flag[0] = 1
            time.sleep(self.POLL_S)


_STOP_WATCH = _StopWatch()
_CODES = {name: i for i, name in enumerate(LOOP_RULES)}
_LIMITER_CODES = {name: i for i, name in enumerate(LOOP_LIMITERS)}
_BUDGET_CODES = {name: i for i, name in enumerate(LOOP_BUDGETS)}


def _kernel_args(scenario: Scenario, rule: str) -> tuple:
    """The kernel's arguments from the rule to the call budget."""
    from wallasey_lab.core.engines.numpy_window import waits_for

    waits = waits_for(rule, scenario)
    answer = scenario.answer_time
    if answer.kind == "fixed":
        kind, answer_i = 0, np.array([to_us(answer.value)], dtype=np.int64)
    elif answer.kind == "uniform":
        kind, answer_i = 1, np.array([to_us(answer.low), to_us(answer.high) - to_us(answer.low)], dtype=np.int64)
    else:
        kind, answer_i = 2, np.array([to_us(s) for s in answer.samples], dtype=np.int64)
    limiter = scenario.limiter
    param = {"token-bucket": scenario.burst_size, "concurrency": scenario.concurrency_limit,
             "queue": scenario.queue_size}.get(limiter, scenario.capacity)
    return (_CODES[rule], waits.table.astype(np.float64), waits.kcap,
            np.array([float(scenario.jitter), float(scenario.spread)]), waits.rtt_us, waits.base_us, waits.cap_us,
            waits.hint_jitter_us, _LIMITER_CODES[limiter], scenario.capacity, param, kind, answer_i,
            -1 if scenario.max_attempts is None else scenario.max_attempts,
            -1 if scenario.deadline is None else to_us(scenario.deadline), _BUDGET_CODES[scenario.budget],
            scenario.call_budget)


class BatchRuns:
    """Runs of one batch as arrays, one row per run (what ``core.engines.pick``
    summarises): served times (NOT_SERVED for an agent that gave up),
    arrivals (None: everyone at t = 0), and per run the calls, refusals,
    give-ups, throttled attempts, peak calls in 100 ms and utilisation
    (None where not measured)."""

    __slots__ = ("rule", "served_us", "tries", "arrival_us", "calls", "refused", "gave_up", "throttled", "peak",
                 "utilisation")

    def __init__(self, rule, served_us, tries, arrival_us, calls, refused, gave_up, throttled, peak, utilisation):
        self.rule = rule
        self.served_us, self.tries, self.arrival_us = served_us, tries, arrival_us
        self.calls, self.refused, self.gave_up, self.throttled = calls, refused, gave_up, throttled
        self.peak, self.utilisation = peak, utilisation

    def __len__(self) -> int:
        return self.served_us.shape[0]

    def result(self, i: int) -> RunResult:
        """Run i as a RunResult (the same as the engine's own)."""
        arrivals = self.arrival_us[i] if self.arrival_us is not None else np.zeros(self.served_us.shape[1], np.int64)
        result = RunResult(rule=self.rule, calls=int(self.calls[i]), refused=int(self.refused[i]),
                           served_us=self.served_us[i], tries=self.tries[i], gave_up=int(self.gave_up[i]),
                           throttled=int(self.throttled[i]), arrival_us=arrivals)
        if self.peak is not None:
            result.peak_100ms, result.utilisation = int(self.peak[i]), float(self.utilisation[i])
        return result


def simulate_many(scenario: Scenario, rule: str, rngs: list[np.random.Generator], *,
                  should_stop: ShouldStop | None = None) -> BatchRuns:
    """``simulate_loop`` on each of ``rngs`` (the same runs, to the bit),
    without records, in one compiled call: no Python between runs. Raises
    what the first failing run would raise."""
    _ready_for(scenario, rule)
    return _many(_kernel, scenario, rule, rngs, should_stop)


def _many(kernel, scenario: Scenario, rule: str, rngs: list[np.random.Generator],
          should_stop: ShouldStop | None) -> BatchRuns:
    from wallasey_lab.core.engines.numpy_shared import over_budget
    from wallasey_lab.core.engines.numpy_window import arrivals_us

    global _last_args
    n, runs = scenario.agents, len(rngs)
    all_at_once = scenario.arrival == "all-at-once"
    arrive = np.zeros((runs, n), dtype=np.int64)
    seeds = np.empty(runs, dtype=np.int64)
    for i, rng in enumerate(rngs):  # each run's stream as simulate_loop uses it: arrivals first, then the seed
        if not all_at_once:
            arrive[i] = arrivals_us(scenario, rng)
            if int(arrive[i, -1]) >= kernel.TIME_LIMIT:
                raise ScenarioError("an agent arrives more than 51 days after the start: use --engine reference")
        seeds[i] = int(rng.integers(0, 2**32))
    cached = _last_args
    if cached is not None and cached[0] is scenario and cached[1] == rule:
        fixed = cached[2]
    else:
        fixed = _kernel_args(scenario, rule)
        _last_args = (scenario, rule, fixed)
    if should_stop is not None and should_stop():
        raise Cancelled()
    stop = np.zeros(1, dtype=np.int8)
    key = _STOP_WATCH.watch(should_stop, stop) if should_stop is not None else None

    def part(start: int, end: int) -> tuple:
        return kernel.simulate_many(n, arrive[start:end], *fixed, False, seeds[start:end], stop)

    try:  # in parts on threads where cores are spare: the same runs, joined in order (compiled_parts.py)
        outputs = compiled_parts.in_parts(part, runs, on_failure=lambda: stop.fill(1))
    finally:
        if key is not None:
            _STOP_WATCH.unwatch(key)
    for _served, _sent, counts, _peak, _util, done, *_ in outputs:  # the first run that did not end well speaks
        status = int(counts[done - 1, 5])
        if status == kernel.CANCELLED:
            raise Cancelled()
        if status == kernel.OVER_BUDGET:
            raise over_budget(int(counts[done - 1, 0] + counts[done - 1, 3]), scenario.call_budget)
        if status == kernel.TOO_LATE:
            raise ScenarioError("a call fell more than 51 days after the start: use --engine reference")
    if len(outputs) == 1:
        served, sent, counts, peak, util, *_ = outputs[0]
    else:
        served, sent, counts, peak, util = (np.concatenate([o[k] for o in outputs]) for k in range(5))
    return BatchRuns(rule, served, sent, None if all_at_once else arrive, counts[:, 0], counts[:, 1], counts[:, 2],
                     counts[:, 3], peak, util)


def _refuse(scenario: Scenario, rule: str):
    if rule not in RULES:
        raise ScenarioError(f"rule must be one of {', '.join(RULES)}, got {rule!r}")
    raise ScenarioError(
        f"the compiled engine cannot run rule {rule!r} with limiter {scenario.limiter!r}; use the reference engine")


def _run(kernel, scenario: Scenario, rule: str, rng, record: bool, should_stop: ShouldStop | None) -> RunResult:
    from wallasey_lab.core.engines.numpy_shared import over_budget
    from wallasey_lab.core.engines.numpy_window import arrivals_us

    global _last_args
    n = scenario.agents
    arrivals = arrivals_us(scenario, rng)  # first, as the reference draws them
    arrive = np.zeros(n, dtype=np.int64) if arrivals is None else arrivals
    if arrivals is not None and int(arrivals[-1]) >= kernel.TIME_LIMIT:
        raise ScenarioError("an agent arrives more than 51 days after the start: use --engine reference")
    cached = _last_args
    if cached is not None and cached[0] is scenario and cached[1] == rule:
        fixed = cached[2]
    else:
        fixed = _kernel_args(scenario, rule)
        _last_args = (scenario, rule, fixed)
    stop = np.zeros(1, dtype=np.int8)
    key = _STOP_WATCH.watch(should_stop, stop) if should_stop is not None else None
    try:
        out = kernel.simulate_many(n, arrive[None, :], *fixed, record, np.array([int(rng.integers(0, 2**32))]), stop)
    finally:
        if key is not None:
            _STOP_WATCH.unwatch(key)
    served, sent, counts, peak, util, _done, rec_t, rec_a, rec_ok = out
    calls, refused, gave_up, throttled, last_start, status = (int(x) for x in counts[0, :6])
    if status == kernel.CANCELLED:
        raise Cancelled()
    if status == kernel.OVER_BUDGET:
        raise over_budget(calls + throttled, scenario.call_budget)
    if status == kernel.TOO_LATE:
        raise ScenarioError("a call fell more than 51 days after the start: use --engine reference")
    result = RunResult(rule=rule, calls=calls, refused=refused, served_us=served[0], tries=sent[0], gave_up=gave_up,
                       throttled=throttled, arrival_us=arrive)
    result.peak_100ms, result.utilisation = int(peak[0]), float(util[0])
    if record:
        result.call_times = rec_t / 1e6
        result.call_agents = rec_a
        result.call_accepted = rec_ok
    return result


# --- the numpy engine's window path, compiled (core.engines.compiled_window.window_many) -------------

WINDOW_AGENTS = 20_000  # crowds up to this size (the sliders'); bigger ones stay on numpy


def _window_case(scenario: Scenario, rule: str) -> bool:
    """The jitter slider's case: ``jitter`` strictly between 0 and 1 on the
    published model (J = 0 and 1 have numpy paths of their own)."""
    return (rule == "jitter" and RULES.get(rule) is _BUILTIN_RULES["jitter"] and 0.0 < float(scenario.jitter) < 1.0
            and scenario.story_model_only() and scenario.agents <= WINDOW_AGENTS)


def runs_window(scenario: Scenario, rule: str, rngs: list[np.random.Generator]) -> bool:
    """Whether ``simulate_window_many`` can make these runs: the jitter
    slider's case, numpy's PCG64 streams, and the compiled engine loaded."""
    return (_kernel is not None and _window_case(scenario, rule)
            and all(type(g.bit_generator) is np.random.PCG64 for g in rngs))


def load_for_window(scenario: Scenario, rule: str) -> None:
    """Start loading the compiled engine from the user's cache (a background
    half second, never a compile) when a window asks for the jitter slider's
    case: it makes batch after batch while the slider moves, and the loaded
    engine makes them several times faster, with the same figures."""
    if _kernel is None and _thread is None and _failed is None and _window_case(scenario, rule) and cached():
        warm_up()


def simulate_window_many(scenario: Scenario, rule: str, rngs: list[np.random.Generator], *,
                         should_stop: ShouldStop | None = None) -> BatchRuns:
    """The numpy engine's runs (``core.engines.numpy_engine.simulate_fast``, without records)
    on each of ``rngs``, the same to the bit and leaving each generator where
    the numpy engine would, in one compiled call (``runs_window`` says when)."""
    _check_once(scenario)
    if not runs_window(scenario, rule, rngs):
        raise ScenarioError(f"the compiled window path cannot run rule {rule!r} here")
    return _window_many(_window, scenario, rule, rngs, should_stop)


_WORD = (1 << 64) - 1


def _window_many(kernel, scenario: Scenario, rule: str, rngs: list[np.random.Generator],
                 should_stop: ShouldStop | None) -> BatchRuns:
    from wallasey_lab.core.engines.numpy_shared import answers_us, over_budget
    from wallasey_lab.core.engines.numpy_window import MAX_BLOCK, waits_for

    n, runs = scenario.agents, len(rngs)
    waits = waits_for(rule, scenario)
    jd, omjd = waits._factors(np.arange(waits.kcap + 1))  # the factors run_window scales each draw by
    ids = np.empty((runs, n), dtype=np.int64)
    states = np.empty((runs, 4), dtype=np.uint64)
    for i, rng in enumerate(rngs):
        ids[i] = rng.permutation(n)  # run_window's first draw, as it makes it
        pcg = rng.bit_generator.state["state"]
        states[i] = (pcg["state"] >> 64, pcg["state"] & _WORD, pcg["inc"] >> 64, pcg["inc"] & _WORD)
    if should_stop is not None and should_stop():
        raise Cancelled()
    stop = np.zeros(1, dtype=np.int8)
    key = _STOP_WATCH.watch(should_stop, stop) if should_stop is not None else None
    try:
        served, tries, calls, status = kernel.window_many(
            ids, states, scenario.capacity, scenario.call_budget, jd, omjd, waits.kcap, waits.rtt_us, waits.cap_us,
            waits.cum_steps, waits.last_step, MAX_BLOCK, stop)
    finally:
        if key is not None:
            _STOP_WATCH.unwatch(key)
    failed = np.flatnonzero(status != kernel.OK)
    if failed.size:
        if status[failed[0]] == kernel.CANCELLED:
            raise Cancelled()
        raise over_budget(int(calls[failed[0]]), scenario.call_budget)
    for i, rng in enumerate(rngs):  # each generator on to where run_window leaves it, then the answers
        state = rng.bit_generator.state
        state["state"]["state"] = (int(states[i, 0]) << 64) | int(states[i, 1])
        rng.bit_generator.state = state
        served[i] += answers_us(scenario.answer_time, n, rng)
    return BatchRuns(rule, served, tries, None, calls, calls - n, np.zeros(runs, np.int64), np.zeros(runs, np.int64),
                     None, None)
