"""The charts in words: each story rule's shape and figures come out of its own run."""

import pytest

from wallasey_lab.core.engines.pick import run_batch
from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.core.screens.describe import Describer
from wallasey_lab.resources import strings as S

D = Describer(S)


@pytest.fixture(scope="module")
def runs():
    sc = Scenario()
    return sc, {rule: run_batch(sc, rule, runs=10).representative for rule in ("immediate", "exponential", "full-jitter")}


def test_exponential_backoff_is_read_as_waves_with_the_tool_idle_and_its_last_agent(runs):
    sc, r = runs
    text = D.describe_load(r["exponential"], sc.capacity, "exponential")
    assert "107.2 s" in text and "waves" in text and "idle" in text
    assert "0, 3, 6, 13, 25" in text  # the waves' own start times, doubling
    assert "bursts" in D.describe_served(r["exponential"], sc.capacity, sc.perfect_coordination, "exponential")


def test_jitter_is_read_as_a_full_tool_then_a_tail_and_immediate_as_a_flood(runs):
    sc, r = runs
    jitter = D.describe_load(r["full-jitter"], sc.capacity, "full-jitter")
    assert "full" in jitter and "tail off" in jitter and "waves" not in jitter
    assert f"{r['full-jitter'].last_served:.1f} s" in jitter
    flood = D.describe_load(r["immediate"], sc.capacity, "immediate")
    assert "flood" in flood and f"{r['immediate'].calls:,}" in flood
    assert "flood" not in D.describe_load(r["exponential"], sc.capacity, "exponential")


def test_every_description_differs_between_the_rules(runs):
    sc, r = runs
    for describe in (lambda run, rule: D.describe_load(run, sc.capacity, rule),
                     lambda run, rule: D.describe_served(run, sc.capacity, sc.perfect_coordination, rule),
                     lambda run, rule: D.describe_timeline(run),
                     lambda run, rule: D.describe_crowd(run, 8.0)):
        texts = {describe(run, rule) for rule, run in r.items()}
        assert len(texts) == 3


def test_no_run_says_so():
    assert D.describe_load(None, 20, "exponential") == D.describe_served(None, 20, 10.0, "exponential")
