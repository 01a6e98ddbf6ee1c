"""Ten agents' page and its teacher's worksheet say "times as many calls" by one rule (core/screens/ten_sheet.py
times_as_many: to a tenth). The page said "about 3 times" where the worksheet said "2.7 times" for the same runs.
Made-up run figures: a number or a way typed into the words, or a second rounding, fails here."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

from tests.core.screens.test_ten_reveal import Plural, plain  # the same English words and plain text
from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.screens import lessons, ten_sheet
from wallasey_lab.resources import strings as S


def made_up(calls: dict[str, int], last: dict[str, float]) -> dict[str, SimpleNamespace]:
    """Runs of ten agents with these calls and last answers: each agent's tries add up to the calls."""
    runs = {}
    for rule in STORY_RULES:
        tries = np.full(10, calls[rule] // 10)
        tries[: calls[rule] % 10] += 1
        served = np.linspace(1.0, last[rule], 10)
        runs[rule] = SimpleNamespace(calls=calls[rule], last_served=last[rule], tries=tries, served=served)
    return runs


# (calls of each way, the way that sent most, the fewest, how the page and the sheet both say it)
FIGURES = [
    ({"immediate": 146, "exponential": 54, "full-jitter": 55}, "immediate", 54, "2.7"),
    ({"immediate": 150, "exponential": 50, "full-jitter": 60}, "immediate", 50, "3.0"),
    ({"immediate": 61, "exponential": 131, "full-jitter": 50}, "exponential", 50, "2.6"),
    ({"immediate": 47, "exponential": 52, "full-jitter": 99}, "full-jitter", 47, "2.1"),
]
LAST = {"immediate": 5.1, "exponential": 14.1, "full-jitter": 11.3}


@pytest.mark.parametrize(("calls", "most", "fewest", "times"), FIGURES)
def test_the_page_and_the_worksheet_say_the_same_comparison(calls, most, fewest, times):
    runs = made_up(calls, LAST)
    assert f"{ten_sheet.times_as_many(calls[most], fewest):.1f}" == times
    page = " ".join(plain(text) for text in ten_sheet.reveal(runs, Plural()))
    sheet = ten_sheet.answers(runs, S)[1]
    assert f"“{S.TEN_RULES[most]}”, {calls[most]} calls, {times} times as many as the fewest." in sheet, sheet
    assert page.count(f"{times} times as many") == 1 and "about" not in page  # once; no second, rounder figure
    # Said in the hard way's own line on the page, the sheet's figure.
    line = next(plain(text) for text in ten_sheet.reveal(runs, Plural())[1:] if S.TEN_RULES[most] in plain(text))
    assert f"sent {times} times as many calls as the fewest" in line or f"{times} times as many as the fewest" in line


def test_one_rounding_rule_to_a_tenth():
    assert ten_sheet.times_as_many(146, 54) == 2.7
    assert ten_sheet.times_as_many(149, 50) == 3.0  # 2.98: not 2.9 (cut off), not 3 with no tenth
    assert ten_sheet.times_as_many(124, 50) == 2.5
    assert ten_sheet.times_as_many(5, 0) == 0.0


def test_the_presets_runs_page_and_sheet_agree():
    runs = lessons.ten_agents_runs(lessons.TEN_AGENTS.scenario, lessons.TEN_AGENTS.seed)
    most = max(STORY_RULES, key=lambda r: runs[r].calls)
    times = f"{ten_sheet.times_as_many(runs[most].calls, min(r.calls for r in runs.values())):.1f}"
    assert f"{times} times as many" in " ".join(plain(text) for text in ten_sheet.reveal(runs, Plural()))
    assert f"{times} times as many" in ten_sheet.answers(runs, S)[1]
