"""Arrivals over time, attempt caps, deadlines, client retry budgets, the new
figures and their command line. Runs use the reference engine.

Accounting, for every run: calls sent = agents served + calls refused, and
agents = served + gave up. Calls throttled inside the client (adaptive
budget) are never sent and are counted apart.
"""

from __future__ import annotations

import json

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wallasey_lab.cli.wallasey_sim import json_safe, main, pick_simulate
from wallasey_lab.core.engines import run_batch
from wallasey_lab.core.engines.numpy_engine import simulate_fast
from wallasey_lab.core.engines.pick import pick_engine
from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.engines.results import LOAD_METRICS, METRICS, OUTCOME_METRICS, load_of
from wallasey_lab.core.model.arrivals import arrival_times_us
from wallasey_lab.core.model.budgets import AWS_QUOTA, AWS_RETRY_COST
from wallasey_lab.core.model.rules import RULES
from wallasey_lab.core.model.scenario import US_PER_S, AnswerTime, Scenario, ScenarioError, to_us

DEFAULT = Scenario()


def rng(seed: int = 0) -> np.random.Generator:
    return np.random.default_rng(seed)


def calls_of(run, agent: int) -> tuple[np.ndarray, np.ndarray]:
    mine = run.call_agents == agent
    return np.rint(run.call_times[mine] * US_PER_S).astype(np.int64), run.call_accepted[mine]


def check_accounting(run, scenario: Scenario) -> None:
    n = scenario.agents
    served = run.served_mask
    assert int(served.sum()) + run.gave_up == n
    assert run.calls == int(served.sum()) + run.refused
    if run.call_times is not None:
        ok = run.call_accepted
        assert len(run.call_times) == run.calls and int((~ok).sum()) == run.refused
        per_agent = np.bincount(run.call_agents[ok], minlength=n)
        assert per_agent.max(initial=0) <= 1  # served at most once
        assert np.array_equal(per_agent == 1, served)  # served exactly when a call was accepted
        assert np.array_equal(np.bincount(run.call_agents, minlength=n), run.tries)
    assert np.isnan(run.served[~served]).all() and not np.isnan(run.served[served]).any()


# --- story_model_only ------------------------------------------------------------------------------


def test_story_model_only_is_true_for_the_story_and_rule_parameters():
    assert DEFAULT.story_model_only()
    assert DEFAULT.with_(jitter=0.3, multiplier=2.5, spread=0.0, hint_jitter=2.0).story_model_only()
    assert DEFAULT.with_(agents=7, capacity=3, answer_time=AnswerTime.uniform(0.5, 1.0)).story_model_only()


@pytest.mark.parametrize(
    "changes",
    [
        {"max_attempts": 5},
        {"deadline": 30.0},
        {"budget": "ratio"},
        {"budget": "token-bucket"},
        {"budget": "adaptive"},
        {"limiter": "sliding-window"},
        {"limiter": "token-bucket"},
        {"limiter": "concurrency"},
        {"limiter": "queue"},
        {"arrival": "uniform", "arrival_spread": 5.0},
        {"arrival": "poisson", "arrival_rate": 10.0},
    ],
)
def test_story_model_only_is_false_for_every_new_feature(changes):
    assert not DEFAULT.with_(**changes).checked().story_model_only()


def test_the_cli_picks_the_fastest_exact_engine(compiled_engine):
    from wallasey_lab.core.engines.compiled import simulate_loop
    from wallasey_lab.core.engines.numpy_engine import simulate_fast

    # Caps, deadlines and arrivals on the fixed window: both fast engines
    # model them exactly (tests/core/engines/test_engines_agree.py and
    # tests/core/engines/test_compiled.py check them against the reference); the
    # compiled loop is the faster for a lab-sized crowd, the numpy engine for
    # a huge one.
    # compiled_engine (tests/conftest.py): loaded, compiled at most once for the whole suite.
    for changes in ({"max_attempts": 3}, {"deadline": 5.0}, {"arrival": "poisson", "arrival_rate": 40.0}):
        s = DEFAULT.with_(**changes).checked()
        for rule in ("immediate", "exponential", "full-jitter"):
            assert pick_simulate("auto", s, rule) is simulate_loop
            assert pick_simulate("auto", s.with_(agents=100_000, capacity=5_000), rule) is simulate_fast
    # The published model's own paths stay on the numpy engine (their figures come from it).
    for rule in ("immediate", "exponential", "full-jitter", "jitter"):
        assert pick_simulate("auto", DEFAULT, rule) is simulate_fast
    # ... a client retry budget or another tool: the compiled loop (tests/core/engines/test_compiled.py).
    for changes in ({"budget": "ratio"}, {"limiter": "sliding-window"}):
        s = DEFAULT.with_(**changes).checked()
        for rule in ("immediate", "exponential", "full-jitter"):
            assert pick_simulate("auto", s, rule) is simulate_loop
            assert pick_simulate("reference", s, rule) is simulate_run
        with pytest.raises(ScenarioError, match="--engine fast"):
            pick_simulate("fast", s, "exponential")


# --- scenario checks -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"jitter": 1.5}, "jitter must be from 0 to 1"),
        ({"jitter": float("nan")}, "jitter"),
        ({"multiplier": 0.9}, "multiplier must be from 1"),
        ({"spread": -0.1}, "spread must be from 0 to 1"),
        ({"hint_jitter": -1.0}, "hint jitter"),
        ({"max_attempts": 0}, "max attempts"),
        ({"max_attempts": 2.0}, "max attempts"),
        ({"deadline": 0.0}, "deadline"),
        ({"budget": "generous"}, "budget must be one of none, ratio, token-bucket, adaptive"),
        ({"limiter": "token-bucket", "burst": 0}, "burst"),
        ({"limiter": "concurrency", "concurrency": 0}, "concurrency"),
        ({"limiter": "queue", "queue": -1}, "queue"),
        ({"arrival": "poisson"}, "arrival rate"),
        ({"arrival": "poisson", "arrival_rate": 0.0}, "arrival rate"),
        ({"arrival": "uniform"}, "arrival spread"),
        ({"arrival": "uniform", "arrival_spread": -2.0}, "arrival spread"),
        ({"arrival": "at-dawn"}, "arrival must be one of all-at-once, uniform, poisson"),
        ({"arrival_rate": 3.0}, "arrival rate goes with poisson"),
        ({"arrival_spread": 3.0}, "arrival spread goes with uniform"),
    ],
)
def test_new_parameters_are_checked_with_one_line(changes, words):
    with pytest.raises(ScenarioError, match=words) as info:
        DEFAULT.with_(**changes).checked()
    assert "\n" not in str(info.value)


# --- arrivals ----------------------------------------------------------------------------------------------


def test_all_at_once_draws_nothing_and_is_time_zero():
    class NoDraws:
        def __getattr__(self, name):
            raise AssertionError("no random number for all-at-once")

    assert arrival_times_us(DEFAULT, NoDraws()) == [0] * 200


def test_uniform_arrivals_spread_over_the_span_in_order():
    s = DEFAULT.with_(agents=5000, arrival="uniform", arrival_spread=20.0)
    t = np.array(arrival_times_us(s, rng(1)))
    assert t.min() >= 0 and t.max() <= 20 * US_PER_S and np.all(np.diff(t) >= 0)
    quarters = np.histogram(t, bins=4, range=(0, 20 * US_PER_S))[0] / len(t)
    assert np.all(np.abs(quarters - 0.25) < 0.03)


def test_poisson_arrivals_have_exponential_gaps():
    s = DEFAULT.with_(agents=20_000, arrival="poisson", arrival_rate=40.0)
    t = np.array(arrival_times_us(s, rng(2)))
    gaps = np.diff(np.concatenate(([0], t))) / 1e6
    assert gaps.min() >= 0 and abs(gaps.mean() - 1 / 40) < 0.001
    assert abs(gaps.std() - 1 / 40) < 0.002  # exponential: sd = mean
    assert abs((gaps > 1 / 40).mean() - np.exp(-1)) < 0.01


@pytest.mark.parametrize("arrival", [{"arrival": "uniform", "arrival_spread": 8.0},
                                     {"arrival": "poisson", "arrival_rate": 30.0}])
@pytest.mark.parametrize("rule", ["immediate", "exponential", "full-jitter", "retry-after"])
def test_agents_first_call_at_arrival_and_served_no_sooner_than_arrival_plus_answer(arrival, rule):
    s = DEFAULT.with_(**arrival).checked()
    run = simulate_run(s, rule, rng(4), record_calls=True)
    check_accounting(run, s)
    for a in range(0, s.agents, 7):
        t, _ = calls_of(run, a)
        assert t[0] == run.arrivals_us[a]
    assert np.all(run.served_us >= run.arrivals_us + to_us(1.07))
    m = run.outcome_metrics()
    assert m["typical_wait"] == pytest.approx(float(np.median(run.served_us - run.arrivals_us)) / 1e6)
    assert m["typical_wait"] < run.typical_served  # waits are measured from arrival, served times from t = 0


def test_slow_arrivals_into_a_roomy_tool_are_never_refused():
    # One agent a second for a tool that takes 20 a second: nobody is turned away.
    s = DEFAULT.with_(arrival="uniform", arrival_spread=1000.0).checked()
    run = simulate_run(s, "exponential", rng(0))
    assert run.refused <= 2
    assert run.outcome_metrics()["typical_wait"] == pytest.approx(1.07)


def test_all_at_once_through_the_general_loop_gives_the_story_figures():
    for rule, figures in (
        ("exponential", {"last_served": 107.17, "typical_served": 20.545, "calls": 1640, "refused": 1440}),
        ("immediate", {"last_served": 10.07, "typical_served": 5.645, "calls": 6260, "refused": 6060}),
    ):
        assert simulate_run(DEFAULT, rule, rng(3), general=True).metrics() == figures
    a = simulate_run(DEFAULT, "full-jitter", rng(5), general=True)
    b = simulate_run(DEFAULT, "full-jitter", rng(5))
    assert a.metrics() == b.metrics()  # same random numbers in the same order


# --- attempt cap and deadline --------------------------------------------------------------------------------


@pytest.mark.parametrize("rule", ["immediate", "exponential", "full-jitter", "decorrelated-jitter", "retry-after"])
def test_max_attempts_caps_every_agents_calls(rule):
    s = DEFAULT.with_(max_attempts=4).checked()
    run = simulate_run(s, rule, rng(1), record_calls=True)
    check_accounting(run, s)
    assert run.tries.max() <= 4
    gave_up = ~run.served_mask
    assert run.gave_up == int(gave_up.sum()) > 0
    assert np.all(run.tries[gave_up] == 4)  # gave up after the 4th refusal, not before
    assert run.outcome_metrics()["gave_up"] == run.gave_up
    # Last and typical are over the served agents only.
    assert run.last_served == int(run.served_us[~gave_up].max()) / 1e6
    assert run.typical_served == float(np.median(run.served_us[~gave_up])) / 1e6


def test_max_attempts_one_is_one_call_each():
    s = DEFAULT.with_(max_attempts=1).checked()
    run = simulate_run(s, "exponential", rng(0))
    assert (run.calls, run.refused, run.gave_up) == (200, 180, 180)
    assert run.last_served == 1.07


@pytest.mark.parametrize("rule", ["immediate", "exponential", "full-jitter", "proportional-jitter"])
def test_deadline_no_call_later_than_arrival_plus_deadline(rule):
    s = DEFAULT.with_(deadline=6.0, arrival="uniform", arrival_spread=3.0).checked()
    run = simulate_run(s, rule, rng(2), record_calls=True)
    check_accounting(run, s)
    t = np.rint(run.call_times * US_PER_S).astype(np.int64)
    assert np.all(t <= run.arrivals_us[run.call_agents] + 6 * US_PER_S)


def test_deadline_makes_exponential_backoff_give_up():
    s = DEFAULT.with_(deadline=10.0).checked()
    run = simulate_run(s, "exponential", rng(0))
    # Exponential waits 0.1, 0.2, ... 6.4 s: the next call after 12.7 s of waiting
    # would be past 10 s, so whoever is still refused by then gives up.
    assert run.gave_up == 120 and run.last_served < 10 + 1.07


# --- retry budgets -----------------------------------------------------------------------------------------------


def retries(run) -> int:
    return int((run.tries - 1).clip(min=0).sum())


def test_ratio_budget_lets_retries_be_at_most_a_tenth_of_requests():
    s = DEFAULT.with_(budget="ratio").checked()
    for rule in ("immediate", "exponential", "full-jitter"):
        run = simulate_run(s, rule, rng(0), record_calls=True)
        check_accounting(run, s)
        assert retries(run) == 20  # 10% of 200 requests, all in one two-minute window
        assert (run.calls, run.gave_up) == (220, 180)


def test_ratio_budget_renews_as_new_requests_arrive():
    s = DEFAULT.with_(budget="ratio", arrival="poisson", arrival_rate=30.0, agents=600).checked()
    run = simulate_run(s, "full-jitter", rng(1))
    check_accounting(run, s)
    assert 0 < retries(run) <= 0.1 * 600


def test_token_bucket_budget_is_five_per_retry_from_500():
    s = DEFAULT.with_(budget="token-bucket").checked()
    run = simulate_run(s, "immediate", rng(0), record_calls=True)
    check_accounting(run, s)
    # 500 tokens pay for 100 retries; all are spent before the first answer refunds any.
    assert retries(run) == AWS_QUOTA // AWS_RETRY_COST == 100
    assert run.gave_up == 180


def test_token_bucket_budget_refunds_keep_a_slow_crowd_retrying():
    # Arrivals spread out: answers come back and refund tokens, so no one runs dry.
    # 18 a second into a tool of 20: Poisson bursts are refused now and then.
    s = DEFAULT.with_(budget="token-bucket", arrival="poisson", arrival_rate=18.0, agents=1000).checked()
    run = simulate_run(s, "full-jitter", rng(3))
    check_accounting(run, s)
    assert retries(run) > AWS_QUOTA // AWS_RETRY_COST and run.gave_up == 0


def test_adaptive_throttling_counts_local_rejections_apart():
    s = DEFAULT.with_(budget="adaptive").checked()
    run = simulate_run(s, "immediate", rng(0), record_calls=True)
    check_accounting(run, s)
    assert run.throttled > 1000 and run.outcome_metrics()["throttled"] == run.throttled
    assert run.gave_up == 0
    # The tool sees far fewer calls than without the budget (6,260).
    assert run.calls < 1000


def test_adaptive_with_attempt_cap_counts_throttled_attempts():
    s = DEFAULT.with_(budget="adaptive", max_attempts=3).checked()
    run = simulate_run(s, "immediate", rng(0))
    check_accounting(run, s)
    assert run.tries.max() <= 3 and run.gave_up > 0


# --- every feature together: the invariants -----------------------------------------------------------------------


@st.composite
def scenarios(draw) -> Scenario:
    arrival = draw(st.sampled_from(["all-at-once", "uniform", "poisson"]))
    limiter = draw(st.sampled_from(["fixed-window", "sliding-window", "token-bucket", "concurrency", "queue"]))
    return Scenario(
        agents=draw(st.integers(1, 40)),
        capacity=draw(st.integers(1, 10)),
        answer_time=AnswerTime.fixed(draw(st.floats(0.01, 1.5))),
        refusal_rtt=draw(st.floats(0.0, 0.2)),
        base=draw(st.floats(0.02, 0.3)),
        cap=draw(st.floats(0.3, 4.0)),
        limiter=limiter,
        max_attempts=draw(st.none() | st.integers(1, 6)),
        deadline=draw(st.none() | st.floats(0.1, 8.0)),
        budget=draw(st.sampled_from(["none", "ratio", "token-bucket", "adaptive"])),
        arrival=arrival,
        arrival_spread=draw(st.floats(0.1, 10.0)) if arrival == "uniform" else None,
        arrival_rate=draw(st.floats(1.0, 50.0)) if arrival == "poisson" else None,
        hint_jitter=draw(st.sampled_from([0.0, 0.1])),
    ).checked()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(s=scenarios(), rule=st.sampled_from(tuple(RULES)), seed=st.integers(0, 2**32 - 1))
def test_every_feature_keeps_the_accounting(s, rule, seed):
    run = simulate_run(s, rule, rng(seed), record_calls=True)
    check_accounting(run, s)
    answer = to_us(s.answer_time.value)
    served = run.served_mask
    assert np.all(run.served_us[served] >= run.arrivals_us[served] + answer)
    t = np.rint(run.call_times * US_PER_S).astype(np.int64)
    assert np.all(t >= run.arrivals_us[run.call_agents])  # nobody calls before arriving
    if s.max_attempts is not None:
        assert run.tries.max() <= s.max_attempts
    if s.deadline is not None:
        first = np.zeros(len(t), dtype=bool)
        first[np.unique(run.call_agents, return_index=True)[1]] = True
        late = t > run.arrivals_us[run.call_agents] + to_us(s.deadline)
        assert not (late & ~first).any()
    if s.budget != "adaptive":
        assert run.throttled == 0
    m = {**run.metrics(), **run.outcome_metrics(), **run.load_metrics()}
    assert set(m) == set(METRICS + OUTCOME_METRICS + LOAD_METRICS)
    if served.any():
        assert 0 < m["jain"] <= 1 + 1e-12 and m["wait_iqr"] >= 0


# --- the new figures --------------------------------------------------------------------------------------------


def test_peak_100ms_is_the_most_calls_in_any_tenth_of_a_second():
    s = DEFAULT.with_(agents=90, capacity=7)
    for rule in ("immediate", "full-jitter", "decorrelated-jitter"):
        run = simulate_run(s, rule, rng(6), record_calls=True)
        t = np.sort(np.rint(run.call_times * US_PER_S).astype(np.int64))
        brute = max(int(np.sum((t >= x) & (t < x + 100_000))) for x in np.unique(t))
        assert run.peak_100ms == brute


def test_load_of_by_hand():
    times = np.array([0, 50_000, 99_999, 100_000, 2_000_000])
    sent = np.array([3, 1, 2, 5, 1])
    accepted = np.array([2, 1, 0, 0, 1])
    peak, util = load_of(times, sent, accepted, capacity=2)
    assert peak == 8  # [0.05, 0.15): 1 + 2 + 5
    assert util == pytest.approx(4 / (2 * 3.0))  # 4 accepted over 2 a second for 2 s + 1 s


def test_immediate_fills_the_tool_exactly_and_exponential_leaves_it_idle():
    imm = simulate_run(DEFAULT, "immediate", rng(0))
    exp = simulate_run(DEFAULT, "exponential", rng(0))
    assert imm.utilisation == 1.0 and imm.peak_100ms == 200
    assert exp.utilisation == pytest.approx(200 / (20 * (107.17 - 1.07 + 1)))


def test_jain_index_and_iqr_of_waits():
    run = simulate_run(DEFAULT.with_(agents=20), "immediate", rng(0))  # everyone in the first window
    m = run.outcome_metrics()
    assert m["jain"] == pytest.approx(1.0) and m["wait_iqr"] == 0.0 and m["typical_wait"] == 1.07


def test_batch_reports_the_new_figures_alongside_the_four():
    b = run_batch(DEFAULT.with_(max_attempts=5), "full-jitter", runs=4, seed=1, record_first=False, simulate=simulate_run)
    assert set(b.median) == set(METRICS)
    assert set(b.runs[0]) == set(METRICS + OUTCOME_METRICS)
    assert set(b.median_extra) == set(OUTCOME_METRICS + LOAD_METRICS)
    d = b.describe()
    assert len(d["load_runs"]) == 4 and set(d["load_spread"]) == set(LOAD_METRICS)
    assert d["median_extra"]["gave_up"] == b.stats["gave_up"]["median"] > 0


def test_json_safe_turns_nan_into_null():
    assert json.dumps(json_safe({"a": [float("nan"), 1.5], "b": {"c": float("nan")}})) == \
        '{"a": [null, 1.5], "b": {"c": null}}'


# --- the command line -----------------------------------------------------------------------------------------------


def run_cli(capsys, *args: str) -> tuple[int, str, str]:
    try:
        code = main(list(args))
    except SystemExit as e:
        code = e.code
    out, err = capsys.readouterr()
    return code, out, err


RUN = ("run", "--rule", "exponential", "--runs", "2")
BAD = [
    (("--jitter", "1.1"), "--jitter", "from 0 to 1"),
    (("--jitter", "x"), "--jitter", "from 0 to 1"),
    (("--multiplier", "0.5"), "--multiplier", "from 1 to 100"),
    (("--spread", "2"), "--spread", "from 0 to 1"),
    (("--hint-jitter", "-1"), "--hint-jitter", "from 0 up to 3600 seconds"),
    (("--max-attempts", "0"), "--max-attempts", "1 to 1,000,000"),
    (("--max-attempts", "2.5"), "--max-attempts", "1 to 1,000,000"),
    (("--deadline", "0"), "--deadline", "above 0 up to 3600 seconds"),
    (("--budget", "lots"), "--budget", "'none', 'ratio', 'token-bucket', 'adaptive'"),
    (("--limiter", "leaky"), "--limiter", "'fixed-window', 'sliding-window', 'token-bucket', 'concurrency', 'queue'"),
    (("--burst", "0"), "--burst", "1 to 10,000,000"),
    (("--burst", "5"), "--burst", "--limiter token-bucket"),
    (("--concurrency", "5", "--limiter", "queue"), "--concurrency", "--limiter concurrency"),
    (("--queue", "-1"), "--queue", "0 to 10,000,000"),
    (("--queue", "5"), "--queue", "--limiter queue"),
    (("--arrival", "dawn"), "--arrival", "'all-at-once', 'uniform', 'poisson'"),
    (("--arrival", "poisson"), "--arrival poisson", "--arrival-rate"),
    (("--arrival", "uniform"), "--arrival uniform", "--arrival-spread"),
    (("--arrival-rate", "0"), "--arrival-rate", "from 0.001 to 1,000,000 agents a second"),
    (("--arrival-rate", "1e-15"), "--arrival-rate", "from 0.001 to 1,000,000 agents a second"),
    (("--arrival-spread", "-3"), "--arrival-spread", "above 0 up to 3600 seconds"),
    (("--arrival", "uniform", "--arrival-rate", "3"), "--arrival-rate", "--arrival poisson"),
    (("--arrival-spread", "3", "--arrival-rate", "3"), "--arrival-spread", "--arrival-rate"),
    (("--engine", "fast", "--budget", "ratio"), "--engine fast", "reference"),
]


@pytest.mark.parametrize(("args", "option", "allowed"), BAD, ids=[" ".join(a) for a, _, _ in BAD])
def test_bad_new_options_exit_2_with_one_line(capsys, args, option, allowed):
    code, out, err = run_cli(capsys, *RUN, *args)
    assert code == 2 and out == ""
    assert "Traceback" not in err and err.count("\n") == 1
    assert option in err and allowed in err, err


def test_run_jitter_half_json(capsys):
    code, out, _ = run_cli(capsys, "run", "--rule", "jitter", "--jitter", "0.5", "--runs", "4", "--json")
    assert code == 0
    doc = json.loads(out)
    assert doc["rule"] == "jitter" and doc["scenario"]["jitter"] == 0.5
    assert set(METRICS) == set(doc["median"]) and set(OUTCOME_METRICS) <= set(doc["median_extra"])
    scenario = DEFAULT.with_(jitter=0.5)
    expected = run_batch(scenario, "jitter", runs=4, record_first=False, simulate=pick_engine("auto", scenario, "jitter"))
    assert doc["runs"] == expected.runs


@pytest.mark.parametrize(
    "args",
    [
        ("--rule", "equal-jitter"),
        ("--rule", "decorrelated-jitter"),
        ("--rule", "proportional-jitter", "--multiplier", "2", "--spread", "0.1"),
        ("--rule", "retry-after", "--hint-jitter", "0.5"),
        ("--rule", "exponential", "--limiter", "token-bucket", "--burst", "40"),
        ("--rule", "full-jitter", "--limiter", "concurrency", "--concurrency", "10"),
        ("--rule", "immediate", "--limiter", "queue", "--queue", "50"),
        ("--rule", "full-jitter", "--max-attempts", "5", "--deadline", "20"),
        ("--rule", "exponential", "--budget", "token-bucket"),
        ("--rule", "full-jitter", "--arrival-rate", "25"),
        ("--rule", "immediate", "--arrival", "uniform", "--arrival-spread", "10", "--budget", "adaptive"),
    ],
)
def test_run_new_features_through_the_cli_match_the_reference(capsys, args):
    code, out, err = run_cli(capsys, "run", *args, "--runs", "3", "--json", "--agents", "60", "--capacity", "6")
    assert code == 0, err
    doc = json.loads(out)
    assert doc["runs"] and all(r["calls"] == 60 - r["gave_up"] + r["refused"] for r in doc["runs"])
    scenario = DEFAULT.with_(agents=60, capacity=6, **{k: v for k, v in doc["scenario"].items() if k in FEATURES})
    if pick_engine("auto", scenario.checked(), doc["rule"]) is simulate_fast:
        assert "load_spread" not in doc  # the numpy engine does not measure peak and utilisation
    else:  # the reference and the compiled loop do
        assert set(doc["load_spread"]) == set(LOAD_METRICS)


FEATURES = ("multiplier", "spread", "hint_jitter", "limiter", "burst", "concurrency", "queue", "max_attempts",
            "deadline", "budget", "arrival", "arrival_rate", "arrival_spread")


def test_arrival_rate_alone_means_poisson(capsys):
    code, out, _ = run_cli(capsys, "run", "--rule", "immediate", "--runs", "1", "--json", "--arrival-rate", "40")
    assert code == 0
    sc = json.loads(out)["scenario"]
    assert (sc["arrival"], sc["arrival_rate"], sc["arrival_spread"]) == ("poisson", 40.0, None)


def test_table_default_is_still_the_three_story_rules_and_figures(capsys):
    code, out, _ = run_cli(capsys, "table", "--runs", "3", "--format", "json")
    assert code == 0
    rows = json.loads(out)["rows"]
    assert [r["rule"] for r in rows] == ["immediate", "exponential", "full-jitter"]
    assert (rows[1]["calls"], rows[1]["last_served"], rows[1]["typical_served"]) == (1640, 107.17, 20.545)
    assert (rows[0]["calls"], rows[0]["last_served"], rows[0]["typical_served"]) == (6260, 10.07, 5.645)


def test_table_rules_and_more(capsys):
    code, out, _ = run_cli(capsys, "table", "--runs", "3", "--rules", "equal-jitter,retry-after,exponential", "--more")
    assert code == 0
    lines = out.splitlines()
    heading = next(line for line in lines if line.startswith("| Retry rule"))
    assert "Gave up" in heading and "Peak calls in 100 ms" in heading and "Utilisation" in heading
    assert any(line.startswith("| Equal jitter |") for line in lines)
    assert any(line.startswith("| Obey the server's hint | 10.1 s | 1,100 | 900 |") for line in lines)
    code, out, _ = run_cli(capsys, "table", "--runs", "2", "--rules", "jitter", "--format", "csv", "--more")
    assert code == 0
    header = out.splitlines()[0].split(",")
    assert header[:5] == ["rule", "last_served_s", "calls", "refused", "typical_served_s"]
    assert {"gave_up", "peak_calls_100ms", "utilisation", "fairness_jain"} <= set(header)


@pytest.mark.parametrize(("value", "words"), [("linear", "unknown name 'linear'"), (",", "separated by commas"),
                                              ("jitter,jitter", "each name once")])
def test_table_rules_bad_input(capsys, value, words):
    code, out, err = run_cli(capsys, "table", "--runs", "2", "--rules", value)
    assert code == 2 and out == "" and "--rules" in err and words in err and err.count("\n") == 1
