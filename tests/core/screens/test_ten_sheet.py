"""The ten agents' teacher's answers come from the runs they are given: who
retried most, which way sent most calls, and the order the ways' last agents
were served in (the two backoffs), whatever order (or tie) a run gives."""

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
    assert said[3] == "This run, sooner: “Wait a random time” (11.3 s), then “Wait longer each time” (14.1 s)."
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
    ({"full_jitter": 20.0}, "This run, sooner: “Wait longer each time” (14.1 s), then “Wait a random time” (20.0 s)."),
    ({"immediate": 20.0}, "This run, sooner: “Wait a random time” (11.3 s), then “Wait longer each time” (14.1 s)."),
    ({"full_jitter": 14.14}, "This run, both at the same moment: 14.1 s."),
])
def test_the_order_of_the_two_backoffs_follows_the_run_ties_too(first_runs, last, order):
    """The question asks which of the two backoffs gets the last agent its answer sooner: trying
    again at once is left out of the order, whenever its last agent is answered."""
    said = ten_sheet.answers(with_last(first_runs, **last), S)[3]
    assert said == order


@pytest.mark.parametrize("sooner", (47, 20))
def test_answer_three_says_the_many_runs_the_note_says(first_runs, sooner):
    """Over many runs, in the note's own sentence: the random wait's last agent had its answer sooner
    in most runs, or (figures that go the other way) in only so many."""
    many = lessons.ManyRuns(runs=50, fewer=12, same=8, more=30, sooner=sooner, calls=55, other_calls=54, last=8.3,
                            other_last=14.1)
    said = ten_sheet.answers(first_runs, S, many)[3]
    assert said.startswith("This run, sooner: “Wait a random time” (11.3 s)")
    assert said.endswith(f"In {'' if sooner > 25 else 'only '}{sooner} of 50 runs, 'Wait a random time' had its last "
                         "answer sooner than 'Wait longer each time'.")
    assert ten_sheet.sooner_sentence(many, S) in said


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
