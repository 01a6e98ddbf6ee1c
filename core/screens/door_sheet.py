"""The door's teacher's answers, worked out from the model's runs for the sheet's crowd.

The answers were typed figures (489 knocks, 10 seconds...), and the first question crowned the choice
all done soonest: pupils came away thinking knocking again straight away was best. Here the questions
lead with the knocks, as the lesson does, and every answer is made of the sentences of 'What to notice'
(core/screens/door_reveal.py) for the runs of the sheet's crowd (30 friends; 50 for the slider's
question), so it stays true if the model or the crowd changes.

Plain Python, no Qt: ``words`` is resources/strings.py or the window's translated view of it.
"""

from __future__ import annotations

import re

from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.core.screens import door_reveal
from wallasey_lab.core.screens.lessons import DOOR, DOOR_AGENTS, door_result, door_scenario, lesson_run

# The sheet's crowds: the lesson's own, and the slider's top (its last question: "Move the slider to 50").
SHEET_CROWD = DOOR.scenario.agents
MORE_CROWD = DOOR_AGENTS[1]

Figures = dict[str, tuple[int, float]]  # rule -> (knocks, everyone done after)


def figures(agents: int, seed: int = DOOR.seed) -> Figures:
    """Each story rule's (knocks, everyone done after) for a crowd of ``agents``: the runs the lesson shows."""
    scenario = door_scenario(agents)
    return {rule: door_result(lesson_run(scenario, rule, seed)) for rule in STORY_RULES}


def plain(text: str) -> str:
    """A sentence of the screen's rich text as paper prints it: without its tags."""
    return re.sub(r"<[^>]+>", "", text)


def lead(results: Figures, words) -> str:
    """The reveal's first sentence without its bold call to the class ("Count the knocks first."), wherever
    a language puts it."""
    return plain(re.sub(r"<b>.*?</b>\s*", "", door_reveal.reveal(results, words, why=False)[0], count=1))


def lines(results: Figures, words, why: bool = False) -> dict[str, str]:
    """The reveal's line for each rule: what it cost the door, then the friends (``why``: and why)."""
    said = door_reveal.reveal(results, words, why=why)[1:]
    return {rule: plain(line) for rule, line in zip(STORY_RULES, said, strict=True)}


def answers(sheet: Figures, more: Figures, words, scenario: Scenario = DOOR.scenario,
            more_friends: int = MORE_CROWD) -> dict[int, str]:
    """The door worksheet's answers by question number (from 1): ``sheet`` the figures of the sheet's
    crowd (``scenario``), ``more`` those of ``more_friends`` (the slider's question)."""
    verdicts = door_reveal.verdicts(sheet)
    plain_lines, why_lines = lines(sheet, words), lines(sheet, words, why=True)
    out = {}
    # 1. Which hammers the door hardest: the most knocks against the fewest (with about as many knocks
    # each, the lead names no choice: the hardest's own line does).
    hardest = door_reveal.hardest(sheet)
    out[1] = lead(sheet, words) if door_reveal.times_as_many(sheet) >= 2 else \
        " ".join([lead(sheet, words), plain_lines[hardest]])
    # 2. Is one both gentle and quick: each that was, or none.
    both = [r for r in STORY_RULES if not verdicts[r].hard and not verdicts[r].slow]
    out[2] = " ".join(why_lines[r] for r in both) if both else " ".join(
        [words.DOOR_SHEET_NONE_BOTH, *plain_lines.values()])
    # 3. The longest until everyone is inside, and why; waiting longer each time's herd in figures.
    slowest = max(STORY_RULES, key=lambda r: sheet[r][1])
    third = [why_lines[slowest]]
    if slowest == "exponential":
        others = scenario.agents - scenario.capacity
        third.append(words.DOOR_SHEET_HERD.format(n=others, capacity=scenario.capacity))
    out[3] = " ".join(third)
    # 4. The random wait against the other two: why, then each choice's knocks and time.
    out[4] = " ".join([words.DOOR_REVEAL_WHY["full-jitter"], *plain_lines.values()])
    # 5. The bigger crowd: its own sentences.
    out[5] = " ".join([words.DOOR_SHEET_CROWD.format(n=more_friends), lead(more, words),
                       *lines(more, words).values()])
    return out


def sheet_answers(words, seed: int = DOOR.seed) -> dict[int, str]:
    """The answers for the sheet's crowd and the slider's question's, from the model's runs."""
    return answers(figures(SHEET_CROWD, seed), figures(MORE_CROWD, seed), words,
                   door_scenario(SHEET_CROWD), MORE_CROWD)
