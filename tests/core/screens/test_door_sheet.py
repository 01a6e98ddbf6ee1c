"""The door's worksheet: its questions lead with the knocks, and its teacher's answers are the model's
figures for the sheet's crowd (30 friends, 50 for the slider question) in 'What to notice''s sentences
(core/screens/door_sheet.py). Its typed answers once crowned the choice all done soonest (knocking
again straight away), and said 489 knocks whatever the model gave."""

from __future__ import annotations

import re

import pytest

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.screens import door_reveal, door_sheet
from wallasey_lab.core.screens.lessons import DOOR, DOOR_AGENTS, door_result, door_scenario, lesson_run
from wallasey_lab.resources import strings as S


def model(agents: int) -> dict[str, tuple[int, float]]:
    """The model's own runs for a crowd, as the lesson runs them (not through door_sheet)."""
    scenario = door_scenario(agents)
    return {rule: door_result(lesson_run(scenario, rule, DOOR.seed)) for rule in STORY_RULES}


def numbers(text: str) -> list[str]:
    return re.findall(r"\d[\d,]*", text)


@pytest.fixture(scope="module")
def sheet():
    return model(DOOR.scenario.agents), model(DOOR_AGENTS[1])


@pytest.fixture(scope="module")
def said():
    return door_sheet.sheet_answers(S)


def test_the_sheets_crowds_are_the_lessons_and_the_sliders_top():
    assert door_sheet.SHEET_CROWD == DOOR.scenario.agents
    assert door_sheet.MORE_CROWD == DOOR_AGENTS[1]
    last_question = S.WORKSHEETS["door"]["questions"][-1][0]
    assert f"slider to {DOOR_AGENTS[1]} friends" in last_question  # the crowd its answer is worked out for


def test_every_figure_in_the_answers_is_the_models_for_the_sheets_crowd(sheet, said):
    thirty, fifty = sheet
    scenario = door_scenario(DOOR.scenario.agents)
    assert sorted(said) == [1, 2, 3, 4, 5]
    figures = lambda results: {f"{k:,}" for k, _ in results.values()} | {f"{d:.0f}" for _, d in results.values()}
    allowed = (figures(thirty) | {str(door_reveal.times_as_many(thirty)), str(scenario.capacity),
                                  str(scenario.agents - scenario.capacity)})
    for number in (1, 2, 3, 4):
        assert set(numbers(said[number])) <= allowed, (number, said[number])
    allowed_more = figures(fifty) | {str(door_reveal.times_as_many(fifty)), str(DOOR_AGENTS[1])}
    assert set(numbers(said[5])) <= allowed_more, said[5]
    # Each choice's knocks and time, for 30 friends in 4 and for 50 in 5.
    for rule in STORY_RULES:
        for answer, results in ((said[4], thirty), (said[5], fifty)):
            knocks, done = results[rule]
            assert f"{S.DOOR_RULES[rule]}:" in answer
            line = answer[answer.index(f"{S.DOOR_RULES[rule]}:"):]
            assert f"{knocks:,} knocks" in line and f"after {done:.0f}\N{NO-BREAK SPACE}s" in line, (rule, line)


def test_the_first_answer_names_the_hardest_on_the_door_not_the_soonest(sheet, said):
    thirty, _ = sheet
    most = max(STORY_RULES, key=lambda r: thirty[r][0])
    least = min(STORY_RULES, key=lambda r: thirty[r][0])
    assert said[1].startswith(f"“{S.DOOR_RULES[most]}” hammered the door with {thirty[most][0]:,} knocks")
    assert f"“{S.DOOR_RULES[least]}” ({thirty[least][0]:,})" in said[1]
    assert "<b>" not in " ".join(said.values()) and "Count the knocks first" not in said[1]  # paper, not the screen


def test_the_sheet_no_longer_crowns_the_fastest(said):
    questions = [q for q, _a in S.WORKSHEETS["door"]["questions"]]
    assert "knocks" in questions[0] and "hammers the door hardest" in questions[0]
    assert "gentle" in questions[1] and "quick" in questions[1]
    assert not any("soonest" in q or "fastest" in q for q in questions), questions
    assert not any("as fast as perfect turn-taking" in a for a in said.values())
    assert all(a == "" for _q, a in S.WORKSHEETS["door"]["questions"])  # no typed figures left to go stale


@pytest.mark.parametrize("thirty", [
    # The soonest is not the hardest: the first answer names the hardest, never the soonest.
    {"immediate": (100, 10.0), "exponential": (90, 12.0), "full-jitter": (300, 40.0)},
    # Knocking at once both slow and hard: none gentle and quick.
    {"immediate": (500, 60.0), "exponential": (150, 20.0), "full-jitter": (140, 50.0)},
], ids=["jitter-hardest", "none-both"])
def test_the_answers_follow_the_figures_in_any_order(thirty, sheet):
    said = door_sheet.answers(thirty, sheet[1], S)
    most = max(STORY_RULES, key=lambda r: thirty[r][0])
    soonest = min(STORY_RULES, key=lambda r: thirty[r][1])
    slowest = max(STORY_RULES, key=lambda r: thirty[r][1])
    assert said[1].startswith(f"“{S.DOOR_RULES[most]}” hammered the door")
    if most != soonest:
        assert S.DOOR_RULES[soonest] not in said[1]
    v = door_reveal.verdicts(thirty)
    both = [r for r in STORY_RULES if not v[r].hard and not v[r].slow]
    assert said[2].startswith(S.DOOR_SHEET_NONE_BOTH) == (not both)
    assert all(S.DOOR_RULES[r] in said[2] for r in both)
    assert said[3].startswith(f"{S.DOOR_RULES[slowest]}:")
    # The herd's sentence only for waiting longer each time, whose friends all come back together.
    assert (S.DOOR_SHEET_HERD.format(n=DOOR.scenario.agents - DOOR.scenario.capacity, capacity=DOOR.scenario.capacity)
            in said[3]) == (slowest == "exponential")
