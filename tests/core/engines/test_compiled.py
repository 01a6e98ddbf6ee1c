"""The compiled engine (core/engines/compiled.py: the general event loop compiled
with numba) against the reference engine: the four other tools, client
retry budgets, and everything else the general loop models.

Exact agreement where nothing random is left: deterministic rules, a fixed
answer time and everyone arriving at once (agents with the same history are
interchangeable, so the random order of an instant changes no figure), or
arrivals drawn from the same stream. Agreement in distribution otherwise.
"""

from __future__ import annotations

import hashlib
import os
import shutil
from pathlib import Path

import numpy as np
import pytest

from tests.core.engines.test_engines_agree import exact, same_distribution
from tests.core.model.test_arrivals_caps import check_accounting
from wallasey_lab.core.engines import compiled
from wallasey_lab.core.engines.compiled import simulate_loop
from wallasey_lab.core.engines.numpy_engine import simulate_fast
from wallasey_lab.core.engines.pick import ENGINE_CHOICES, ENGINES, pick_engine
from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.engines.results import CallBudgetExceeded, Cancelled, run_streams
from wallasey_lab.core.model.scenario import AnswerTime, Scenario, ScenarioError


@pytest.fixture(scope="module", autouse=True)
def compiled_engine_ready():
    """Load (or, on a fresh machine, compile once) the loop."""
    assert compiled.warm_up(wait=True), compiled.failure()


LIMITERS = [
    {"limiter": "fixed-window"},
    {"limiter": "sliding-window"},
    {"limiter": "token-bucket", "burst": 25},
    {"limiter": "concurrency", "concurrency": 7},
    {"limiter": "queue", "queue": 12},
    {"limiter": "queue", "queue": 0},
]
LIM_IDS = ["-".join(str(v) for v in c.values()) for c in LIMITERS]
DETERMINISTIC = [
    ("immediate", {}),
    ("exponential", {}),
    ("jitter", {"jitter": 0.0}),
    ("proportional-jitter", {"spread": 0.0}),
    ("retry-after", {}),
]
EXTRAS = [{}, {"max_attempts": 4}, {"deadline": 6.0}, {"budget": "ratio"}, {"budget": "token-bucket"}]
EXTRA_IDS = ["plain", "cap", "deadline", "ratio", "token-bucket"]
SMALL = Scenario(agents=70, capacity=7)


@pytest.mark.parametrize("extra", EXTRAS, ids=EXTRA_IDS)
@pytest.mark.parametrize("tool", LIMITERS, ids=LIM_IDS)
@pytest.mark.parametrize(("rule", "params"), DETERMINISTIC, ids=[r for r, _ in DETERMINISTIC])
def test_deterministic_rules_agree_exactly(rule, params, tool, extra):
    scenario = SMALL.with_(**params, **tool, **extra).checked()
    ref = simulate_run(scenario, rule, np.random.default_rng(0), record_calls=True)
    fast = simulate_loop(scenario, rule, np.random.default_rng(7), record_calls=True)
    exact(ref, fast)
    assert fast.load_metrics() == ref.load_metrics()  # peak calls in 100 ms and utilisation, measured alike
    check_accounting(fast, scenario)


@pytest.mark.parametrize("tool", LIMITERS[:4], ids=LIM_IDS[:4])
def test_arrivals_from_the_same_stream_agree_exactly(tool):
    scenario = SMALL.with_(arrival="poisson", arrival_rate=25.0, deadline=9.0, **tool).checked()
    for rule in ("immediate", "exponential"):
        ref = simulate_run(scenario, rule, np.random.default_rng(3), record_calls=True)
        fast = simulate_loop(scenario, rule, np.random.default_rng(3), record_calls=True)
        assert np.array_equal(fast.arrival_us, ref.arrival_us)
        exact(ref, fast)


def test_the_story_agrees_exactly():
    for rule in ("immediate", "exponential"):
        ref = simulate_run(Scenario(), rule, np.random.default_rng(0))
        fast = simulate_loop(Scenario(), rule, np.random.default_rng(1))
        assert fast.metrics() == ref.metrics()
        assert fast.load_metrics() == ref.load_metrics()


RUNS = 200
DISTRIBUTION = [
    ("jitter", Scenario(agents=80, capacity=8, jitter=0.5, limiter="sliding-window")),
    ("decorrelated-jitter", Scenario(agents=80, capacity=8, limiter="token-bucket", burst=20)),
    ("equal-jitter", Scenario(agents=80, capacity=8, limiter="concurrency", answer_time=AnswerTime.uniform(0.4, 1.6))),
    ("full-jitter", Scenario(agents=80, capacity=8, limiter="queue", queue=10)),
    ("retry-after", Scenario(agents=80, capacity=8, limiter="token-bucket", hint_jitter=0.4)),
    ("proportional-jitter", Scenario(agents=80, capacity=8, budget="ratio", arrival="uniform", arrival_spread=3.0)),
    ("jitter", Scenario(agents=60, capacity=6, jitter=0.7, budget="adaptive")),
    ("exponential", Scenario(agents=60, capacity=6, budget="adaptive", limiter="sliding-window")),
    ("full-jitter", Scenario(agents=80, capacity=8, budget="token-bucket", max_attempts=5,
                             answer_time=AnswerTime.resampled([0.5, 1.0, 2.5]))),
]
DIST_IDS = [f"{rule}-{s.limiter}-{s.budget}" for rule, s in DISTRIBUTION]


def batch(scenario, rule, simulate, seed):
    runs = [simulate(scenario, rule, g) for g in run_streams(seed, RUNS)]
    metrics = ("calls", "typical_served", "last_served", "gave_up", "throttled", "peak_100ms", "utilisation")
    per_run = {m: np.array([r.all_metrics()[m] for r in runs], dtype=float) for m in metrics}
    return per_run, [r.served_us[r.served_mask] for r in runs], [r.waits_us() for r in runs]


@pytest.mark.parametrize(("rule", "scenario"), DISTRIBUTION, ids=DIST_IDS)
def test_compiled_engine_matches_the_reference_in_distribution(rule, scenario):
    assert pick_engine("auto", scenario, rule) is simulate_loop
    same_distribution(batch(scenario, rule, simulate_run, 41), batch(scenario, rule, simulate_loop, 42))


def test_recorded_calls_keep_the_model():
    scenario = Scenario(agents=300, capacity=20, limiter="concurrency", budget="token-bucket", max_attempts=8,
                        answer_time=AnswerTime.uniform(0.4, 1.6))
    run = simulate_loop(scenario, "decorrelated-jitter", np.random.default_rng(2), record_calls=True)
    check_accounting(run, scenario)
    # Never more than M calls in progress: accepted call t..served.
    ok = run.call_accepted
    starts = np.round(run.call_times[ok] * 1e6).astype(np.int64)
    ends = run.served_us[run.call_agents[ok]]
    events = np.concatenate([np.stack([starts, np.ones_like(starts)], 1), np.stack([ends, -np.ones_like(ends)], 1)])
    events = events[np.lexsort((events[:, 1], events[:, 0]))]  # an end at t frees its slot for a call at t
    assert np.cumsum(events[:, 1]).max() <= scenario.concurrency_limit


def test_same_seed_same_run():
    scenario = Scenario(limiter="sliding-window", budget="adaptive", jitter=0.3)
    a = simulate_loop(scenario, "jitter", np.random.default_rng(9), record_calls=True)
    b = simulate_loop(scenario, "jitter", np.random.default_rng(9), record_calls=True)
    assert a.calls == b.calls and np.array_equal(a.served_us, b.served_us)
    assert np.array_equal(a.call_agents, b.call_agents)


def test_call_budget_is_the_reference_boundary():
    scenario = Scenario(agents=60, capacity=6, limiter="sliding-window")
    calls = simulate_run(scenario, "exponential", np.random.default_rng(0)).calls
    assert simulate_loop(scenario.with_(call_budget=calls), "exponential", np.random.default_rng(0)).calls == calls
    for simulate in (simulate_run, simulate_loop):
        with pytest.raises(CallBudgetExceeded, match="budget"):
            simulate(scenario.with_(call_budget=calls - 1), "exponential", np.random.default_rng(0))


def test_should_stop_cancels_a_long_run():
    with pytest.raises(Cancelled):
        simulate_loop(Scenario(limiter="queue"), "immediate", np.random.default_rng(0), should_stop=lambda: True)
    asked = []

    def second_time():
        asked.append(1)
        return len(asked) >= 2

    # 60,000 agents through a tool that takes 5 a second: hours of calls, stopped at once.
    with pytest.raises(Cancelled):
        simulate_loop(Scenario(agents=60_000, capacity=5, limiter="sliding-window", call_budget=10**10),
                      "immediate", np.random.default_rng(0), should_stop=second_time)
    # A small crowd can make a long run too (2,000 agents, one call a second: tens of millions of calls).
    asked.clear()
    with pytest.raises(Cancelled):
        simulate_loop(Scenario(agents=2_000, capacity=1, limiter="sliding-window", call_budget=10**10),
                      "immediate", np.random.default_rng(0), should_stop=second_time)


def test_engine_choice():
    assert "compiled" in ENGINE_CHOICES and ENGINES["compiled"][0] is simulate_loop
    tool = Scenario(limiter="token-bucket")
    assert pick_engine("auto", tool, "jitter") is simulate_loop
    assert pick_engine("compiled", tool, "jitter") is simulate_loop
    assert pick_engine("compiled", Scenario(), "jitter") is simulate_loop  # it can run the story too
    assert pick_engine("auto", Scenario(), "jitter") is simulate_fast  # but the numpy engine is faster there
    with pytest.raises(ScenarioError, match="rule"):
        simulate_loop(tool, "linear", np.random.default_rng(0))


def test_auto_serves_the_reference_while_the_compiled_engine_is_compiled(monkeypatch):
    monkeypatch.setattr(compiled, "_kernel", None)
    monkeypatch.setattr(compiled, "_thread", object())  # a compile "in progress" that never ends
    monkeypatch.setattr(compiled, "cached", lambda: False)
    assert pick_engine("auto", Scenario(limiter="queue"), "exponential") is simulate_run
    assert pick_engine("auto", Scenario(), "exponential") is simulate_fast


def test_auto_never_compiles_where_the_numpy_engine_can_serve(monkeypatch):
    """The fixed window's other cases prefer the compiled loop, but on a
    machine that has not compiled it the numpy engine serves them at once,
    and nothing is compiled for them (a command-line run would end first)."""
    from wallasey_lab.core.engines.pick import warm_up_for

    started = []
    monkeypatch.setattr(compiled, "_kernel", None)
    monkeypatch.setattr(compiled, "cached", lambda: False)
    monkeypatch.setattr(compiled, "warm_up", lambda wait=False, timeout=None: started.append(wait) or False)
    for changes in ({"max_attempts": 3}, {"arrival": "uniform", "arrival_spread": 5.0}):
        scenario = Scenario().with_(**changes).checked()
        assert pick_engine("auto", scenario, "equal-jitter") is simulate_fast
        warm_up_for(scenario, "equal-jitter", timeout=0.1)
    assert pick_engine("auto", Scenario(), "decorrelated-jitter") is simulate_fast
    assert started == []
    assert pick_engine("auto", Scenario(limiter="queue"), "exponential") is simulate_run  # only the loop can: compile
    assert started == [False]


def test_cache_dir_is_the_users_own(monkeypatch, tmp_path):
    monkeypatch.setattr("sys.platform", "linux")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert compiled.cache_dir() == tmp_path / "wallasey-retry-lab" / "numba" / compiled.kernel_digest()


def test_a_change_to_any_kernel_module_gets_a_cache_of_its_own(tmp_path):
    """numba checks a cached loop against its own file only: an edit to the
    shared helpers alone must still never run the old machine code."""
    source = Path(compiled.__file__).parent
    for name in compiled.KERNEL_MODULES:
        shutil.copy(source / name, tmp_path / name)
    assert compiled.kernel_digest(tmp_path) == compiled.kernel_digest()
    with open(tmp_path / "compiled_shared.py", "a", encoding="utf-8") as f:
        f.write("\n# an edit\n")
    assert compiled.kernel_digest(tmp_path) != compiled.kernel_digest()


def test_auto_loads_a_cached_compiled_engine_rather_than_serving_the_reference(monkeypatch, tmp_path):
    # A cache that holds this kernel's machine code (its index newer than the source), whichever
    # folder this test process's earlier tests left numba using (a fresh machine's user cache is empty).
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path))
    own = compiled.numba_subfolder(tmp_path)
    own.mkdir()
    write_index(own / "compiled_kernel.simulate_many-42.py311.nbi")
    monkeypatch.setattr(compiled, "_kernel", None)
    monkeypatch.setattr(compiled, "_thread", None)
    monkeypatch.setattr(compiled, "_failed", None)
    assert compiled.cached()
    assert pick_engine("auto", Scenario(limiter="queue"), "exponential") is simulate_loop


# --- a whole batch in one compiled call -----------------------------------------------------------

BATCHES = [
    ("jitter", {"limiter": "sliding-window", "jitter": 0.5}),
    ("decorrelated-jitter", {"limiter": "token-bucket", "burst": 20, "answer_time": AnswerTime.uniform(0.4, 1.6)}),
    ("retry-after", {"limiter": "queue", "queue": 10, "hint_jitter": 0.3}),
    ("equal-jitter", {"limiter": "concurrency", "concurrency": 6}),
    ("full-jitter", {"budget": "ratio"}),  # agents give up: their served time is NOT_SERVED
    ("jitter", {"budget": "adaptive", "jitter": 0.7}),  # throttled attempts
    ("proportional-jitter", {"budget": "token-bucket", "arrival": "uniform", "arrival_spread": 4.0}),
    ("exponential", {"limiter": "sliding-window", "arrival": "poisson", "arrival_rate": 30.0, "deadline": 8.0}),
    ("immediate", {"limiter": "token-bucket", "max_attempts": 3, "answer_time": AnswerTime.resampled([0.5, 2.0])}),
]


@pytest.mark.parametrize("record_first", [True, False])
@pytest.mark.parametrize(("rule", "changes"), BATCHES, ids=[f"{r}-{'-'.join(map(str, c.values()))}" for r, c in BATCHES])
def test_a_batch_in_one_compiled_call_is_the_batch_run_by_run(rule, changes, record_first):
    """core.engines.pick.run_batch makes the compiled engine's runs in one call
    (compiled.simulate_many) and sums them up for all runs at once: the
    same BatchSummary as the batch made and summed up run by run
    (tests.core.engines.test_engines_agree.batch_run_by_run) on simulate_loop,
    to the last bit, load figures and give-ups included."""
    from tests.core.engines.test_engines_agree import batch_run_by_run as reference_batch
    from wallasey_lab.core.engines.pick import run_batch

    scenario = Scenario(agents=90, capacity=9).with_(**changes).checked()
    ours = run_batch(scenario, rule, 9, 3, simulate=simulate_loop, record_first=record_first)
    theirs = reference_batch(scenario, rule, 9, 3, simulate=simulate_loop, record_first=record_first)
    assert ours.describe() == theirs.describe()
    assert [type(v) for v in ours.runs[0].values()] == [type(v) for v in theirs.runs[0].values()]
    assert ours.loads and ours.loads == theirs.loads
    assert np.array_equal(ours.representative.served_us, theirs.representative.served_us)
    if record_first:
        assert np.array_equal(ours.representative.call_times, theirs.representative.call_times)
    if changes.get("budget") == "ratio":
        assert any(run["gave_up"] for run in ours.runs)  # the case this row is for
    if changes.get("budget") == "adaptive":
        assert any(run["throttled"] for run in ours.runs)


def test_simulate_many_is_simulate_loop_run_by_run():
    scenario = Scenario(agents=50, capacity=5, limiter="sliding-window", arrival="uniform", arrival_spread=2.0)
    many = compiled.simulate_many(scenario, "full-jitter", run_streams(8, 6))
    for i, rng in enumerate(run_streams(8, 6)):
        one = simulate_loop(scenario, "full-jitter", rng)
        got = many.result(i)
        assert got.all_metrics() == one.all_metrics()
        assert np.array_equal(got.served_us, one.served_us) and np.array_equal(got.tries, one.tries)
        assert np.array_equal(got.arrival_us, one.arrival_us)


def test_a_batch_in_one_call_stops_and_fails_as_its_runs_would():
    from wallasey_lab.core.engines.pick import run_batch

    with pytest.raises(Cancelled):
        run_batch(Scenario(limiter="queue"), "immediate", 5, simulate=simulate_loop, should_stop=lambda: True)
    asked = []

    def second_time():
        asked.append(1)
        return len(asked) >= 3

    with pytest.raises(Cancelled):  # stopped inside the compiled call (hours of calls otherwise)
        run_batch(Scenario(agents=2_000, capacity=1, limiter="sliding-window", call_budget=10**10), "immediate", 3,
                  simulate=simulate_loop, should_stop=second_time, record_first=False)
    scenario = Scenario(agents=60, capacity=6, limiter="sliding-window")
    calls = simulate_run(scenario, "exponential", np.random.default_rng(0)).calls
    with pytest.raises(CallBudgetExceeded, match="budget"):
        run_batch(scenario.with_(call_budget=calls - 1), "exponential", 4, simulate=simulate_loop, record_first=False)
    seen = []
    run_batch(scenario, "exponential", 4, simulate=simulate_loop, progress=lambda d, t: seen.append((d, t)))
    assert seen == [(1, 4), (2, 4), (3, 4), (4, 4)]


def write_index(index: Path, source: bytes | None = None, version: str | None = None) -> None:
    """A cache index as numba writes one (``IndexDataCacheFile._save_index``): its version, then
    a pickle of (the source's stamp, the overloads)."""
    import importlib.metadata
    import pickle

    source = Path(compiled.__file__).with_name("compiled_kernel.py").read_bytes() if source is None else source
    with open(index, "wb") as f:
        pickle.dump(version or importlib.metadata.version("numba"), f, protocol=-1)
        f.write(pickle.dumps((hashlib.sha256(source).digest(), {("sig", "magic"): "name"}), protocol=-1))


def test_cached_looks_in_numbas_own_folder_for_these_files(tmp_path, monkeypatch):
    """The same kernel in another folder (a moved app, a second checkout) has no machine code
    of its own: 'cached' there made every request wait for a whole compile, and the window's
    simulator was killed mid-compile again and again."""
    from numba.core.caching import _CacheLocator

    kernel = Path(compiled.__file__).with_name("compiled_kernel.py")
    assert compiled.numba_subfolder(tmp_path) == tmp_path / _CacheLocator.get_suitable_cache_subpath(str(kernel))
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path))
    elsewhere = tmp_path / "engines_0123456789abcdef0123456789abcdef01234567"  # another folder's machine code
    elsewhere.mkdir()
    write_index(elsewhere / "compiled_kernel.simulate_many-42.py311.nbi")
    assert not compiled.cached()
    own = compiled.numba_subfolder(tmp_path)
    own.mkdir()
    index = own / "compiled_kernel.simulate_many-42.py311.nbi"
    write_index(index)
    assert compiled.cached()


def test_cached_is_numbas_own_answer_whatever_the_files_dates(tmp_path, monkeypatch):
    """numba stamps its cache with a hash of the source's bytes. A fresh checkout of the same kernel
    beside an older cache loads that cache (and writes no newer index): a test of dates said "not
    cached" there for ever, and a landing CI's command-line child said "making the compiled engine"."""
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path))
    own = compiled.numba_subfolder(tmp_path)
    own.mkdir()
    index = own / "compiled_kernel.simulate_many-42.py311.nbi"
    write_index(index)
    long_ago = Path(compiled.__file__).with_name("compiled_kernel.py").stat().st_mtime - 86_400
    os.utime(index, (long_ago, long_ago))
    assert compiled.cached()
    write_index(index, source=b"an edited kernel")  # another source: numba compiles again
    assert not compiled.cached()
    write_index(index, version="0.1.0")  # another numba: numba compiles again
    assert not compiled.cached()
    index.write_bytes(b"not an index")
    assert not compiled.cached()


def test_cached_looks_where_the_engine_is_kept_when_numba_cache_dir_cannot_be_written(tmp_path, monkeypatch):
    """NUMBA_CACHE_DIR a file (or a read-only folder): the engine is kept in the user's cache folder
    instead, and loads from there in 2 s, yet every run said "making the compiled engine ... about
    30 s" because 'cached' looked in the unwritable place (adversarial round r25e, case 170)."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    not_a_folder = tmp_path / "nf"
    not_a_folder.write_text("")
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(not_a_folder))
    kept = compiled.cache_dir()  # the user's cache folder, the next place tried
    assert compiled.usable_cache_dir() == kept
    own = compiled.numba_subfolder(kept)
    own.mkdir(parents=True)
    write_index(own / "compiled_kernel.simulate_many-42.py311.nbi")
    assert compiled.cached()
