"""The numpy engine's window path compiled (core/engines/compiled_window.py
``window_many``, through ``core.engines.compiled.simulate_window_many``) against
the numpy engine itself (core/engines/numpy_window.py ``run_window``): the jitter
slider's runs must be the same to the bit, and each run's generator must
be left where the numpy engine leaves it, because the lessons' and the
teachers' figures come from the numpy engine."""

from __future__ import annotations

import numpy as np
import pytest

from tests.core.engines.test_engines_agree import batch_run_by_run as run_batch_one_by_one
from wallasey_lab.core.engines import compiled, numpy_window
from wallasey_lab.core.engines.numpy_engine import simulate_fast
from wallasey_lab.core.engines.pick import run_batch
from wallasey_lab.core.engines.results import CallBudgetExceeded, Cancelled, run_streams
from wallasey_lab.core.model.scenario import AnswerTime, Scenario


@pytest.fixture(scope="module", autouse=True)
def compiled_engine_ready():
    assert compiled.warm_up(wait=True), compiled.failure()


CASES = [
    Scenario(jitter=0.5),
    Scenario(jitter=0.25, answer_time=AnswerTime.uniform(0.4, 1.6)),
    Scenario(jitter=0.75, answer_time=AnswerTime.resampled([0.93, 1.07, 1.26])),
    Scenario(agents=2000, capacity=20, jitter=0.5),
    Scenario(agents=10, capacity=20, jitter=0.5),  # all taken at once
    Scenario(agents=300, capacity=7, jitter=0.1, base=0.01, cap=0.3, refusal_rtt=0.0),
    Scenario(agents=5000, capacity=3, jitter=0.6, cap=1.0),
]
IDS = [f"n{s.agents}-c{s.capacity}-J{s.jitter:g}-{s.answer_time.kind}" for s in CASES]


def same_runs(scenario: Scenario, seed: int = 7, runs: int = 8) -> None:
    ours, theirs = run_streams(seed, runs), run_streams(seed, runs)
    numpy_runs = [simulate_fast(scenario, "jitter", g) for g in theirs]
    many = compiled.simulate_window_many(scenario, "jitter", ours)
    for i, run in enumerate(numpy_runs):
        assert np.array_equal(many.served_us[i], run.served_us)
        assert np.array_equal(many.tries[i], run.tries)
        assert (many.calls[i], many.refused[i]) == (run.calls, run.refused)
    for a, b in zip(ours, theirs, strict=True):  # the generators go on alike
        assert np.array_equal(a.random(4), b.random(4))


@pytest.mark.parametrize("scenario", CASES, ids=IDS)
def test_the_compiled_window_path_makes_the_numpy_engines_runs(scenario):
    # 5,000 agents at 3 calls/s make about 5.5 million calls a run: two runs (a batch all the same,
    # each run's generator handed on) instead of eight, a quarter of the time.
    same_runs(scenario.checked(), runs=2 if scenario.agents >= 5000 else 8)


def test_runs_that_need_many_blocks_of_draws(monkeypatch):
    """Small blocks: agents left waiting when a block runs out carry on
    from the same call in both."""
    monkeypatch.setattr(numpy_window, "MAX_BLOCK", 600)
    numpy_window._columns.cache_clear()
    try:
        same_runs(Scenario(agents=150, capacity=10, jitter=0.4).checked(), runs=5)
    finally:
        numpy_window._columns.cache_clear()


def test_the_batch_is_the_numpy_engines_batch():
    scenario = Scenario(jitter=0.5).checked()
    assert compiled.runs_window(scenario, "jitter", run_streams(1, 2))
    for record_first in (True, False):
        ours = run_batch(scenario, "jitter", 20, 3, record_first=record_first)
        theirs = run_batch_one_by_one(scenario, "jitter", 20, 3, record_first=record_first, simulate=simulate_fast)
        assert ours.describe() == theirs.describe()
        assert ours.runs == theirs.runs and ours.stats == theirs.stats


def test_only_the_jitter_sliders_case():
    rngs = run_streams(1, 2)
    assert not compiled.runs_window(Scenario(jitter=0.0), "jitter", rngs)  # exponential backoff's own path
    assert not compiled.runs_window(Scenario(jitter=1.0), "jitter", rngs)  # full jitter's
    assert not compiled.runs_window(Scenario(jitter=0.5, max_attempts=5), "jitter", rngs)
    assert not compiled.runs_window(Scenario(jitter=0.5), "equal-jitter", rngs)
    assert not compiled.runs_window(Scenario(agents=30_000, capacity=3000, jitter=0.5), "jitter", rngs)
    other = [np.random.Generator(np.random.MT19937(1))]
    assert not compiled.runs_window(Scenario(jitter=0.5), "jitter", other)


def test_over_the_call_budget_and_cancelled_as_the_numpy_engine():
    scenario = Scenario(jitter=0.5, call_budget=900).checked()
    with pytest.raises(CallBudgetExceeded) as numpy_error:
        simulate_fast(scenario, "jitter", run_streams(2, 1)[0])
    with pytest.raises(CallBudgetExceeded) as compiled_error:
        compiled.simulate_window_many(scenario, "jitter", run_streams(2, 1))
    assert str(compiled_error.value) == str(numpy_error.value)
    with pytest.raises(Cancelled):
        compiled.simulate_window_many(Scenario(jitter=0.5), "jitter", run_streams(2, 3), should_stop=lambda: True)


def test_a_window_loads_it_from_the_cache_for_the_slider_and_never_compiles(monkeypatch):
    started = []
    monkeypatch.setattr(compiled, "_kernel", None)
    monkeypatch.setattr(compiled, "_thread", None)
    monkeypatch.setattr(compiled, "warm_up", lambda wait=False, timeout=None: started.append(wait) or False)
    monkeypatch.setattr(compiled, "cached", lambda: False)
    compiled.load_for_window(Scenario(jitter=0.5), "jitter")
    assert started == []  # nothing in the cache: the numpy engine serves, nothing is compiled
    monkeypatch.setattr(compiled, "cached", lambda: True)
    compiled.load_for_window(Scenario(), "exponential")
    assert started == []  # not the slider's case
    compiled.load_for_window(Scenario(jitter=0.5), "jitter")
    assert started == [False]  # a load in the background, not waited for


def test_the_lab_loads_it_for_the_slider_and_a_kiosk_does_not(qtbot, monkeypatch, tmp_path):
    """The lab's worker asks for the load when the slider's case comes;
    a kiosk never does (numba's memory would arrive mid-day)."""
    monkeypatch.setenv("WALLASEY_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("WALLASEY_KIOSK_CONFIG", str(tmp_path / "kiosk.ini"))
    monkeypatch.setenv("WALLASEY_SIMULATOR", "thread")  # the simulator here, where the stand-in can see it
    from wallasey_lab.gui.kiosk.kiosk_window import KioskConfig, KioskWindow
    from wallasey_lab.gui.window.lab_window import LabWindow
    from wallasey_lab.gui.window.readiness import wait_until_idle

    asked = []
    monkeypatch.setattr(compiled, "load_for_window", lambda scenario, rule: asked.append(rule))
    lab = LabWindow(persist=False)
    kiosk = KioskWindow(KioskConfig.load()[0])
    for window, wanted in ((lab, True), (kiosk, False)):
        qtbot.addWidget(window)
        window.show()
        assert wait_until_idle(window)
        assert window.service.compiled_for_drags is wanted
        asked.clear()
        window.show_lesson("free-play")
        window.panel.set_rule("jitter")
        window.panel.sliders["jitter"].set_value(0.5)
        assert wait_until_idle(window)
        assert ("jitter" in asked) is wanted
    kiosk.staff_exit()
    lab.close()
