"""Properties that hold for every scenario, checked on random small ones.

Each example simulates one run with ``record_calls=True`` and checks the
recorded calls (``call_times``, ``call_agents``, ``call_accepted``) against
the model (docs/model.md).
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.model.rules import STORY_RULES, make_rule
from wallasey_lab.core.model.scenario import US_PER_S, AnswerTime, Scenario, to_us

SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])

seconds = lambda lo, hi: st.floats(lo, hi, allow_nan=False, allow_infinity=False)


@st.composite
def answer_times(draw) -> AnswerTime:
    kind = draw(st.sampled_from(AnswerTime.KINDS))
    if kind == "fixed":
        return AnswerTime.fixed(draw(seconds(0.001, 3.0)))
    if kind == "uniform":
        low = draw(seconds(0.001, 2.0))
        return AnswerTime.uniform(low, low + draw(seconds(0.0, 2.0)))
    return AnswerTime.resampled(draw(st.lists(seconds(0.001, 3.0), min_size=1, max_size=6)))


@st.composite
def scenarios(draw) -> Scenario:
    base = draw(seconds(0.01, 1.0))
    return Scenario(
        agents=draw(st.integers(1, 60)),
        capacity=draw(st.integers(1, 15)),
        answer_time=draw(answer_times()),
        refusal_rtt=draw(seconds(0.0, 0.5)),
        interval=draw(seconds(0.02, 1.0)),
        base=base,
        cap=base * draw(seconds(1.0, 100.0)),
    ).checked()


rules = st.sampled_from(STORY_RULES)
seeds = st.integers(0, 2**32 - 1)


def per_agent_calls(run) -> list[tuple[np.ndarray, np.ndarray]]:
    """For each agent, its call times (microseconds) and accepted flags, in time order."""
    times_us = np.rint(run.call_times * US_PER_S).astype(np.int64)
    order = np.argsort(run.call_agents, kind="stable")  # keeps each agent's calls in time order
    agents = run.call_agents[order]
    bounds = np.searchsorted(agents, np.arange(len(run.served_us) + 1))
    t, ok = times_us[order], run.call_accepted[order]
    return [(t[a:b], ok[a:b]) for a, b in zip(bounds[:-1], bounds[1:], strict=True)]


@SETTINGS
@given(scenario=scenarios(), rule=rules, seed=seeds)
def test_run_obeys_the_model(scenario, rule, seed):
    run = simulate_run(scenario, rule, np.random.default_rng(seed), record_calls=True)
    n, cap = scenario.agents, scenario.capacity
    times_us = np.rint(run.call_times * US_PER_S).astype(np.int64)
    accepted = run.call_accepted

    # Every call is an agent's first call or a retry after a refusal.
    assert run.calls == n + run.refused
    assert len(times_us) == len(run.call_agents) == len(accepted) == run.calls
    assert int((~accepted).sum()) == run.refused
    assert np.all(np.diff(times_us) >= 0), "calls are recorded in time order"
    assert np.all(times_us[:n] == 0) and sorted(run.call_agents[:n].tolist()) == list(range(n))

    # The limiter: no window accepts more than C, and a window refuses only when full,
    # with its first calls accepted and every later one refused.
    windows = times_us // US_PER_S
    for w in np.unique(windows):
        flags = accepted[windows == w]
        taken = int(flags.sum())
        assert taken <= cap
        assert taken == min(cap, len(flags))
        assert flags[:taken].all() and not flags[taken:].any()

    # Every agent is served exactly once, by its last call.
    assert np.array_equal(np.bincount(run.call_agents[accepted], minlength=n), np.ones(n, dtype=np.int64))
    calls_of = per_agent_calls(run)
    assert [len(t) for t, _ in calls_of] == run.tries.tolist()

    # Served = accepted call time + an answer time the scenario allows.
    shortest_us = to_us(scenario.answer_time.shortest)
    answer = scenario.answer_time
    longest_us = to_us(max(answer.samples) if answer.kind == "resampled" else max(answer.value, answer.high))
    allowed = {to_us(s) for s in answer.samples} if answer.kind == "resampled" else None
    for agent, (t, ok) in enumerate(calls_of):
        assert ok[-1] and not ok[:-1].any()
        took = int(run.served_us[agent]) - int(t[-1])
        assert shortest_us <= took <= longest_us
        if answer.kind == "fixed":
            assert took == to_us(answer.value)
        elif allowed is not None:
            assert took in allowed

    # Nobody is served before arriving (t = 0) plus the shortest answer time, and
    # nobody beats perfect coordination: ceil(N/C) - 1 full windows, then an answer.
    assert run.served_us.min() >= shortest_us
    assert run.served_us.max() >= (math.ceil(n / cap) - 1) * US_PER_S + shortest_us
    assert run.last_served >= scenario.perfect_coordination - 1e-6

    # Each agent's calls follow its rule: after the k-th refusal, the next call
    # comes r + w_k later.
    rtt_us = to_us(scenario.refusal_rtt)
    retry = make_rule(rule, scenario)
    for t, _ in calls_of:
        waits = np.diff(t) - rtt_us
        if rule == "immediate":
            assert np.all(waits == to_us(scenario.interval))
        elif rule == "exponential":
            assert waits.tolist() == [retry.limit_us(k) for k in range(1, len(t))]
        else:
            limits = np.array([retry.limit_us(k) for k in range(1, len(t))], dtype=np.int64)
            assert np.all(waits >= 0) and np.all(waits <= limits)


@settings(max_examples=25, deadline=None)
@given(scenario=scenarios(), rule=rules, seed=seeds)
def test_same_seed_same_run(scenario, rule, seed):
    a = simulate_run(scenario, rule, np.random.default_rng(seed), record_calls=True)
    b = simulate_run(scenario, rule, np.random.default_rng(seed), record_calls=True)
    assert a.metrics() == b.metrics()
    for name in ("served_us", "call_times", "call_agents", "call_accepted"):
        assert np.array_equal(getattr(a, name), getattr(b, name))


@settings(max_examples=40, deadline=None)
@given(
    agents=st.integers(1, 60),
    capacity=st.integers(1, 15),
    answer=seconds(0.001, 3.0),
    rtt=seconds(0.0, 0.5),
    seed=seeds,
)
def test_exponential_figures_do_not_depend_on_the_seed(agents, capacity, answer, rtt, seed):
    # No randomness in the rule and a fixed answer time: only who-goes-first
    # is shuffled, so the figures are the same for any seed.
    s = Scenario(agents=agents, capacity=capacity, answer_time=AnswerTime.fixed(answer), refusal_rtt=rtt)
    a = simulate_run(s, "exponential", np.random.default_rng(seed))
    b = simulate_run(s, "exponential", np.random.default_rng(seed + 1))
    assert a.metrics() == b.metrics()
