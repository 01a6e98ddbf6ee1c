"""One batch loop: the command line, the real storm's model and the window
all reach the same ``run_batch`` (core/engines/pick.py), and the engine it
is given is the one that runs (``--engine reference`` runs the reference)."""

from __future__ import annotations

import pytest

import wallasey_lab.core as core
import wallasey_lab.core.engines as engines
from wallasey_lab.cli import wallasey_sim
from wallasey_lab.core.engines import pick, reference
from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.engines.results import run_streams
from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.storm import run as storm_run


def test_there_is_one_run_batch():
    assert core.run_batch is engines.run_batch is pick.run_batch
    assert core.pick_engine is engines.pick_engine is pick.pick_engine
    assert core.compare_rules is engines.compare_rules is pick.compare_rules
    assert wallasey_sim.run_batch is pick.run_batch
    assert storm_run.run_batch is pick.run_batch
    # The reference engine is one run; its batches go through the one loop.
    assert not hasattr(reference, "run_batch") and not hasattr(reference, "compare_rules")


@pytest.fixture
def spy(monkeypatch):
    """Every call of run_batch from the command line and the storm, with the engine it was given."""
    calls = []

    def batch(scenario, rule, *args, **kwargs):
        calls.append((rule, kwargs.get("simulate")))
        return pick.run_batch(scenario, rule, *args, **kwargs)

    monkeypatch.setattr(wallasey_sim, "run_batch", batch)
    monkeypatch.setattr(storm_run, "run_batch", batch)
    return calls


def test_the_command_line_calls_the_one_run_batch(spy, capsys):
    assert wallasey_sim.main(["run", "--rule", "jitter", "--jitter", "0.5", "--runs", "3", "--json"]) == 0
    assert [rule for rule, _ in spy] == ["jitter"]
    assert spy[0][1] is pick.pick_engine("auto", Scenario(jitter=0.5), "jitter")
    spy.clear()
    assert wallasey_sim.main(["table", "--runs", "2"]) == 0
    assert [rule for rule, _ in spy] == ["immediate", "exponential", "full-jitter"]
    capsys.readouterr()


@pytest.mark.parametrize("argv", [
    ["run", "--rule", "full-jitter", "--runs", "2", "--engine", "reference"],
    ["table", "--runs", "2", "--engine", "reference"],
    ["table", "--runs", "2", "--more"],  # --more: peak and utilisation, which the reference measures
])
def test_the_reference_engine_runs_where_it_is_asked_for(argv, spy, capsys):
    assert wallasey_sim.main(argv) == 0
    assert spy and all(simulate is simulate_run for _, simulate in spy)
    capsys.readouterr()


def test_the_reference_engine_through_the_one_batch_is_the_reference(capsys):
    """`run --engine reference` prints the reference engine's own runs."""
    import json

    assert wallasey_sim.main(["run", "--rule", "decorrelated-jitter", "--runs", "3", "--engine", "reference",
                              "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    runs = [simulate_run(Scenario(), "decorrelated-jitter", rng) for rng in run_streams(doc["seed"], 3)]
    assert [r["calls"] for r in doc["runs"]] == [r.calls for r in runs]
    assert [r["last_served"] for r in doc["runs"]] == [r.last_served for r in runs]


def test_the_storms_model_calls_the_one_run_batch_on_the_reference(spy):
    """The storm's libraries are presets, which only the reference engine
    models: auto's choice there is the reference, so the model's figures
    are the reference's, as they were when the storm named it."""
    scenario = Scenario(agents=40, capacity=4, max_attempts=8).checked()
    side, times = storm_run.model_side("tenacity-random-exponential", scenario, 5, 11)
    assert spy == [("tenacity-random-exponential", simulate_run)]
    reference_batch = pick.run_batch(scenario, "tenacity-random-exponential", 5, 11, record_first=False,
                                     simulate=simulate_run)
    assert side.calls == int(round(reference_batch.median["calls"]))
    assert side.last_served == reference_batch.median["last_served"]
    assert len(times) > 0
