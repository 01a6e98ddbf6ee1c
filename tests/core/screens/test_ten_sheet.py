"""The ten agents' teacher's answers come from the runs they are given: who
retried most, which way sent most calls, and the order the ways' last agents
were served in, whatever order (or tie) a run gives."""

from __future__ import annotations

from dataclasses import replace

import pytest

from wallasey_lab.core.screens import lessons, ten_sheet
from wallasey_lab.resources import strings as S


@pytest.fixture(scope="module")
def first_runs():
    return lessons.ten_agents_runs(lessons.TEN_AGENTS.scenario, lessons.TEN_AGENTS.seed)


def with_last(runs, **last):
    """The runs with the last answers changed (served moves with it), to order the ways at will."""
    out = dict(runs)
    for key, t in last.items():
        rule = key.replace("_", "-")  # full_jitter: a keyword's spelling of full-jitter
        run = runs[rule]
        served_us = run.served_us.copy()
        served_us[served_us.argmax()] = round(t * 1e6)
        out[rule] = replace(run, served_us=served_us)
    return out


def test_the_first_runs_answers_are_the_teachers_notes(first_runs):
    said = ten_sheet.answers(first_runs, S)
    assert said[1].startswith("Most calls: “Try again at once”, 146 calls, 2.7 times as many as the fewest.")
    assert "“Wait longer each time” 54, “Wait a random time” 55" in said[1]
    assert said[2] == ("Try again at once: agents 4 and 10, 27 retries each, served at 5.1 s. Wait longer each time: "
                       "agents 8 and 9, 7 retries each, served at 14.1 s. Wait a random time: agent 7, 8 retries, "
                       "served at 11.3 s.")
    assert said[3].startswith("Soonest: “Try again at once” (5.1 s), then “Wait a random time” (11.3 s), then "
                              "“Wait longer each time” (14.1 s). Trying again at once")
    assert "(146) and “Wait longer each time” (54, last agent at 14.1 s)" in said[5]
    assert "this run: 55, last agent at 11.3 s." in said[5]


def test_who_retried_most_across_rolls():
    runs = lessons.ten_agents_runs(lessons.TEN_AGENTS.scenario, lessons.TEN_AGENTS.seed + 2)
    most = ten_sheet.most_retries(runs["full-jitter"])
    assert most.agents == [2, 3, 4, 7, 8] and most.retries == 6 and not most.together
    assert ten_sheet.most_retries(runs["immediate"]).together
    said = ten_sheet.answers(runs, S)[2]
    assert "Wait a random time: agents 2, 3, 4, 7 and 8, 6 retries each, the last served at 6.1 s." in said


def test_one_retry_is_counted_as_one(first_runs):
    run = first_runs["full-jitter"]
    tries = run.tries.copy()
    tries[:] = 1
    tries[6] = 2  # agent 7 alone tried again, once
    said = ten_sheet.answers({**first_runs, "full-jitter": replace(run, tries=tries)}, S)[2]
    assert "Wait a random time: agent 7, 1 retry, served at 11.3 s." in said


@pytest.mark.parametrize(("last", "order"), [
    ({"immediate": 20.0}, "Soonest: “Wait a random time” (11.3 s), then “Wait longer each time” (14.1 s), "
                          "then “Try again at once” (20.0 s)."),
    ({"full_jitter": 14.1}, "Soonest: “Try again at once” (5.1 s), then “Wait longer each time” and "
                            "“Wait a random time” (14.1 s). Trying again at once"),
    ({"immediate": 14.14, "full_jitter": 14.12}, "All three ways at the same moment: 14.1 s."),
])
def test_the_order_follows_the_run_ties_too(first_runs, last, order):
    said = ten_sheet.answers(with_last(first_runs, **last), S)[3]
    assert said.startswith(order), said
    assert ("swamped" in said) == (ten_sheet.by_last_answer(with_last(first_runs, **last))[0] == ["immediate"])


def test_ways_that_tie_for_the_most_calls_are_named_together(first_runs):
    runs = {**first_runs, "exponential": replace(first_runs["exponential"], calls=146)}
    assert ten_sheet.by_calls(runs) == [["immediate", "exponential"], ["full-jitter"]]
    said = ten_sheet.answers(runs, S)[1]
    assert said.startswith("Most calls: “Try again at once” and “Wait longer each time”, 146 calls"), said
    assert said.endswith("The others: “Wait a random time” 55.")
    same = {r: replace(run, calls=54) for r, run in first_runs.items()}
    assert ten_sheet.answers(same, S)[1] == "Every way sends the same: 54 calls."
