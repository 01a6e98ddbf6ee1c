"""Library presets: each preset's wait is the library's own formula.

Where the library is installed (the project's storm extra), the preset's
waits are compared with what the library's own code computes for the same
refusal count and the same random number. No storm, no network.
"""

from __future__ import annotations

import random
import subprocess
import sys
from types import SimpleNamespace

import numpy as np
import pytest

from wallasey_lab.core.engines import run_batch
from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.model.presets import PRESETS, retry_after_seconds
from wallasey_lab.core.model.rules import RULES, make_rule
from wallasey_lab.core.model.scenario import US_PER_S, Scenario, ScenarioError

STORY = Scenario().checked()


def waits(name: str, count: int, u: float = 0.5) -> list[float]:
    return make_rule(name, STORY).waits_s(count, lambda: u)


def test_presets_are_rules_beside_the_models_own():
    assert set(PRESETS).isdisjoint(RULES)
    for name, cls in PRESETS.items():
        assert make_rule(name, STORY).name == name
        assert cls.library and cls.version and cls.settings


def test_unknown_rule_names_the_presets_too():
    with pytest.raises(ScenarioError, match="tenacity-exponential"):
        make_rule("tenacity-linear", STORY)


def test_tenacity_exponential_matches_tenacity():
    tenacity = pytest.importorskip("tenacity")
    wait = tenacity.wait_exponential(multiplier=1, min=4, max=10)
    ours = waits("tenacity-exponential", 12)
    theirs = [wait(SimpleNamespace(attempt_number=k)) for k in range(1, 13)]
    assert ours == pytest.approx(theirs)
    assert ours[:6] == [4, 4, 4, 8, 10, 10]


@pytest.mark.parametrize("u", [0.0, 0.3, 0.999])
def test_tenacity_random_exponential_matches_tenacity(u, monkeypatch):
    tenacity = pytest.importorskip("tenacity")
    monkeypatch.setattr(random, "uniform", lambda a, b: a + (b - a) * u)
    wait = tenacity.wait_random_exponential(multiplier=1, max=60)
    theirs = [wait(SimpleNamespace(attempt_number=k)) for k in range(1, 10)]
    assert waits("tenacity-random-exponential", 9, u) == pytest.approx(theirs, abs=1e-6)


def test_tenacity_no_wait_is_tenacitys_default_and_needs_a_round_trip():
    tenacity = pytest.importorskip("tenacity")
    assert tenacity.Retrying().wait(SimpleNamespace(attempt_number=3)) == 0
    assert waits("tenacity-no-wait", 4) == [0, 0, 0, 0]
    with pytest.raises(ScenarioError, match="refusal round trip above 0"):
        make_rule("tenacity-no-wait", STORY.with_(refusal_rtt=0.0))


@pytest.mark.parametrize("u", [0.1, 0.75])
def test_backoff_expo_matches_backoff(u, monkeypatch):
    backoff = pytest.importorskip("backoff")
    monkeypatch.setattr(random, "uniform", lambda a, b: a + (b - a) * u)
    gen = backoff.expo()
    gen.send(None)  # as backoff itself primes it
    theirs = [backoff.full_jitter(next(gen)) for _ in range(10)]
    assert waits("backoff-expo", 10, u) == pytest.approx(theirs, abs=1e-6)


@pytest.mark.parametrize(("name", "jitter"), [("urllib3-backoff", 0.0), ("urllib3-jitter", 1.0)])
def test_urllib3_backoff_matches_urllib3(name, jitter, monkeypatch):
    pytest.importorskip("urllib3")
    from urllib3.util.retry import Retry

    u = 0.4
    monkeypatch.setattr(random, "random", lambda: u)
    retry = Retry(total=None, backoff_factor=0.5, backoff_jitter=jitter, status_forcelist=[429])
    theirs = []
    for _ in range(12):
        refused = SimpleNamespace(status=429, get_redirect_location=lambda: None)
        retry = retry.increment(method="GET", url="/call", response=refused)
        theirs.append(retry.get_backoff_time())
    ours = waits(name, 12, u)
    assert ours == pytest.approx(theirs, abs=1e-6)
    assert ours[0] == 0 and max(ours) == 120  # first retry at once; urllib3's 120 s maximum


def test_retry_after_header_is_whole_seconds_rounded_up():
    assert retry_after_seconds(1) == 1
    assert retry_after_seconds(US_PER_S) == 1
    assert retry_after_seconds(US_PER_S + 1) == 2
    assert retry_after_seconds(0) == 0


def test_urllib3_retry_after_rebuilds_the_herd_one_second_later():
    run = simulate_run(STORY, "urllib3-retry-after", np.random.default_rng(1), record_calls=True)
    # Every refusal in window k says "1": the refused call again 1.05 s later, all together.
    counts = np.bincount(np.floor(run.call_times).astype(int))
    assert list(counts[:3]) == [200, 180, 160]
    assert run.calls == 1100 and run.served_mask.all()


def test_botocore_and_grpc_formulas():
    assert waits("botocore-standard", 8, 0.5) == pytest.approx([0.5, 1, 2, 4, 8, 16, 20, 20])
    assert waits("grpc-backoff", 3, 0.5) == pytest.approx([1.0, 1.6, 2.56])
    assert waits("grpc-backoff", 30, 1.0)[-1] == pytest.approx(144.0)  # jitter after the 120 s cap, as gRPC
    assert not PRESETS["botocore-standard"].runs_for_real and not PRESETS["grpc-backoff"].runs_for_real


def test_lockstep_presets_are_deterministic_and_jittered_ones_are_not():
    lockstep = run_batch(STORY, "tenacity-exponential", 5, 7, simulate=simulate_run)
    assert lockstep.stats["calls"]["min"] == lockstep.stats["calls"]["max"] == 1100
    jittered = run_batch(STORY, "backoff-expo", 5, 7, simulate=simulate_run)
    assert jittered.stats["calls"]["min"] < jittered.stats["calls"]["max"]
    assert jittered.median["calls"] < lockstep.median["calls"]


def test_wallasey_sim_takes_preset_names():
    from wallasey_lab.cli.wallasey_sim import main

    assert main(["run", "--rule", "urllib3-jitter", "--runs", "3", "--json"]) == 0
    assert main(["table", "--rules", "exponential,tenacity-exponential", "--runs", "2"]) == 0


def test_presets_need_no_library_installed():
    """The model side is pure: importing the presets loads none of the libraries."""
    code = ("import sys, core.model.presets, core.model.rules; "
            "print(sorted(m for m in ('tenacity','backoff','urllib3') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
