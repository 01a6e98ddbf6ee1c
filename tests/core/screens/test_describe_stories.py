"""Brooker's study, the real storm and the ten agents told as stories: each
rule's growth and the winner's margin, the real calls against capacity and
the model, who tried again most and when all were answered."""

from types import SimpleNamespace

import numpy as np
import pytest

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.screens import lessons
from wallasey_lab.core.screens.describe import Describer
from wallasey_lab.core.screens.lessons import TEN_AGENTS
from wallasey_lab.core.studies.brooker import run_experiment
from wallasey_lab.resources import strings as S

D = Describer(S)


@pytest.fixture(scope="module")
def brooker_rows():
    return run_experiment(runs=5, clients=(10, 50, 100))


def test_brooker_tells_each_rules_growth_and_the_best_rule_by_how_much(brooker_rows):
    text = D.describe_brooker(brooker_rows, S.BROOKER_RULES, "calls")
    at = {r.rule: r for r in brooker_rows if r.clients == 100}
    low = {r.rule: r for r in brooker_rows if r.clients == 10}
    for rule, name in S.BROOKER_RULES.items():  # every rule, with its own figures at both ends
        assert f"{name}: from 10 to 100 clients, write calls grow from {low[rule].calls:,.0f} to {at[rule].calls:,.0f}" in text
        assert f"{at[rule].time_ms / 1000:.2f} s" in text
    best = min(at.values(), key=lambda r: r.calls)
    worst = max(at.values(), key=lambda r: r.calls)
    assert worst.rule == "none"  # retrying at once costs the most writes
    assert f"With 100 clients, {S.BROOKER_RULES[best.rule]} needs the fewest write calls, {best.calls:,.0f}" in text
    assert f"{worst.calls / best.calls:.1f} times as many" in text
    fastest = min(at.values(), key=lambda r: r.time_ms)
    timed = D.describe_brooker(brooker_rows, S.BROOKER_RULES, "time")
    assert f"{S.BROOKER_RULES[fastest.rule]} has every client written soonest, in {fastest.time_ms / 1000:.2f} s" in timed
    assert timed != text
    assert D.describe_brooker([], S.BROOKER_RULES) == S.DESCRIBE_BROOKER_EMPTY


def test_the_real_storm_is_read_against_capacity_and_the_model():
    real = [30, 0, 0, 25, 0, 0, 0, 22, 4, 2]
    model = [40, 0, 0, 30, 0, 0, 0, 20, 5, 1]
    text = D.describe_storm("tenacity", 5, real, model, 90, 9.4, 96, 9.1, "Close to the model.")
    assert "the real clients sent 90 calls" in text and "accepts 5 calls a second" in text
    assert "The busiest second, at 0 s, had 30 calls" in text
    assert "In 3 of the 10 seconds there were more calls than the tool accepts" in text
    assert "9.4 s" in text and "The model's line: 96 calls" in text and "9.1 s" in text
    assert "about as many calls as the model" in text and text.endswith("Close to the model.")
    more = D.describe_storm("tenacity", 5, real, model, 200, 9.4, 96, 9.1)
    assert "2.1 times as many calls as the model" in more
    fewer = D.describe_storm("tenacity", 5, real, model, 40, float("nan"), 96, 9.1)
    assert "2.4 times fewer" in fewer and "none served" in fewer


def test_the_ten_agents_say_who_tried_again_most_and_when_all_were_answered():
    runs = lessons.ten_agents_runs(TEN_AGENTS.scenario, TEN_AGENTS.seed)
    texts = {}
    for rule in STORY_RULES:
        run = runs[rule]
        retries = np.asarray(run.tries) - 1
        text = texts[rule] = D.describe_ten_agents(S.TEN_RULES[rule], run)
        assert f"{retries.max()} times" in text and f"tries again in all: {retries.sum():,}" in text
        assert f"by {run.last_served:.1f} s" in text and f"{run.calls:,} calls" in text
        top = int(np.argmax(retries)) + 1
        assert f"Agent {top} " in text or f"Agents {top}," in text or f"Agents {top} " in text
    assert len(set(texts.values())) == len(STORY_RULES)
    two = SimpleNamespace(tries=[3, 1, 3], calls=7, refused=4, gave_up=0, last_served=4.0)
    assert "Agents 1 and 3 tried again most, 2 times each" in D.describe_ten_agents("Wait", two)
