"""The crowd at the door, as numbers (core/screens/crowd.py): the counters
and every agent's place follow the replay clock and the run's own calls. No
Qt: the painting is tested in tests/gui/views/test_timeline.py.
"""

from __future__ import annotations

import numpy as np
import pytest

from wallasey_lab.core.engines import run_batch
from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.core.screens.crowd import LEAD_S, CrowdModel

SMALL = Scenario(agents=12, capacity=3)


def recorded(rule: str, scenario: Scenario = SMALL, seed: int = 7):
    return run_batch(scenario, rule, 1, seed, simulate=simulate_run).representative


def test_crowd_counters_follow_the_replay_clock():
    run = recorded("exponential")
    model = CrowdModel(run)
    for now in (-LEAD_S, 0.0, 0.2, 1.7, 9.0):
        c = model.counters(now)
        made = run.call_times <= now
        assert c["knocks"] == int(made.sum())
        assert c["refused"] == int((made & ~run.call_accepted).sum())
        assert c["served"] == int((run.served <= now).sum())
    before = model.state(-LEAD_S)
    assert before.knocks.sum() == 0 and before.toward_door.max() == 0.0  # everyone at home
    assert model.state(0.0).toward_door.min() == 1.0  # everyone at the door at the first knock


def test_a_refused_agent_bounces_back_and_comes_again():
    run = recorded("exponential", Scenario(agents=6, capacity=1, base=1.0, cap=4.0))
    model = CrowdModel(run)
    agent = int(np.argmax(run.tries))
    times = np.sort(run.call_times[run.call_agents == agent])
    first, second = times[0], times[1]
    mid = (first + second) / 2
    assert model.state(first).toward_door[agent] == 1.0
    assert model.state(first + 0.05).flash[agent]  # shown refused
    assert model.state(mid).toward_door[agent] < 0.5  # backed away
    assert model.state(second).toward_door[agent] == 1.0  # knocking again


@pytest.mark.parametrize("rule", STORY_RULES)
def test_at_the_end_every_agent_is_inside_answered_and_has_knocked_its_tries(rule):
    run = recorded(rule)
    model = CrowdModel(run)
    end = model.end + 1
    assert model.counters(end) == {"knocks": run.calls, "refused": run.refused, "inside": SMALL.agents,
                                   "served": SMALL.agents, "agents": SMALL.agents}
    state = model.state(end)
    assert state.knocks.tolist() == run.tries.tolist()
    assert state.accepted.all() and state.served.all() and (state.inside == 1.0).all()
    # Seats are taken in the order of getting in: the first let in sits nearest the door.
    order = np.argsort(model.accept_us, kind="stable")
    assert state.seat[order].tolist() == list(range(SMALL.agents))


def test_a_run_without_its_calls_recorded_is_refused():
    run = simulate_run(SMALL, "immediate", np.random.default_rng(7), record_calls=False)
    assert run.call_times is None
    with pytest.raises(ValueError, match="without recording its calls"):
        CrowdModel(run)
