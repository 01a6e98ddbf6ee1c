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
    assert said[2] == ("Try again at once: agents 4 and 10, 27 retries each, answered at 5.1 s. Wait longer each "
                       "time: agents 8 and 9, 7 retries each, answered at 14.1 s. Wait a random time: agent 7, 8 "
                       "retries, answered at 11.3 s.")
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
    assert "Wait a random time: agents 2, 3, 4, 7 and 8, 6 retries each, the last answered at 6.1 s." in said


def test_one_retry_is_counted_as_one(first_runs):
    run = first_runs["full-jitter"]
    tries = run.tries.copy()
    tries[:] = 1
    tries[6] = 2  # agent 7 alone tried again, once
    said = ten_sheet.answers({**first_runs, "full-jitter": replace(run, tries=tries)}, S)[2]
    assert "Wait a random time: agent 7, 1 retry, answered at 11.3 s." in said


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
    assert (S.TEN_SHEET_SWAMPED in said) == (ten_sheet.by_last_answer(with_last(first_runs, **last))[0] == ["immediate"])


def test_ways_that_tie_for_the_most_calls_are_named_together(first_runs):
    runs = {**first_runs, "exponential": replace(first_runs["exponential"], calls=146)}
    assert ten_sheet.by_calls(runs) == [["immediate", "exponential"], ["full-jitter"]]
    said = ten_sheet.answers(runs, S)[1]
    assert said.startswith("Most calls: “Try again at once” and “Wait longer each time”, 146 calls"), said
    assert said.endswith("The others: “Wait a random time” 55.")
    same = {r: replace(run, calls=54) for r, run in first_runs.items()}
    assert ten_sheet.answers(same, S)[1] == "Every way sends the same: 54 calls."


def test_the_sheet_says_answered_as_the_ten_agents_page_does(first_runs):
    """The page's charts say "all answered at" and "last answer at"; the sheet said "served at"
    (the lab's word for 15 and up) for the same moment. Every answer uses the page's word."""
    apart = lessons.ten_agents_runs(lessons.TEN_AGENTS.scenario, lessons.TEN_AGENTS.seed + 2)
    for runs in (first_runs, apart):
        said = ten_sheet.answers(runs, S)
        assert not [text for text in said.values() if "served" in text.lower()], said
    assert "agent 7, 8 retries, answered at 11.3 s." in ten_sheet.answers(first_runs, S)[2]
    assert "the last answered at 6.1 s." in ten_sheet.answers(apart, S)[2]


def test_soonest_by_trying_again_at_once_says_plainly_what_it_cost(first_runs):
    """"Soonest by keeping the tool swamped" puzzled a pupil: the answer says trying again at once
    gets the last agent its answer soonest, but only by sending many more calls and keeping the
    tool full of calls it says no to (the page's words for refused)."""
    said = ten_sheet.answers(first_runs, S)[3]
    assert ten_sheet.by_last_answer(first_runs)[0] == ["immediate"]
    last = said.split(". ", 1)[1]  # after the order of the ways
    assert "swamped" not in last
    assert "soonest" in last and "many more calls" in last and "says no" in last, last
