"""The door's reveal ('What to notice'): what each way of trying again cost the door (its knocks) and
the friends (when all were done), in sentences picked from the measured figures of the crowd shown.

Knocks lead: the time alone crowned knocking at once (all done soonest with 20 to 50 friends), and
pupils came away thinking it best. The rule that calls a choice hard or gentle, quick or slow is
core/screens/cost_verdict.py's, the same as ten agents' (tests/core/screens/test_door_reveal.py walks
the slider's range). Plain Python: the words come from ``words`` (resources/strings.py on the command
line, gui/i18n/words.py in the window).
"""

from __future__ import annotations

from wallasey_lab.core.screens import cost_verdict
from wallasey_lab.core.screens.cost_verdict import HARD, SLOW, Verdict, gentlest, hardest, times_as_many, verdicts

__all__ = ["HARD", "SLOW", "Verdict", "gentlest", "hardest", "times_as_many", "verdicts", "reveal", "SAYING", "soonest_but_hard"]

SAYING = cost_verdict.Saying(
    rules="DOOR_RULES", lead="DOOR_REVEAL_LEAD", lead_same="DOOR_REVEAL_LEAD_SAME",
    hard_quick="DOOR_REVEAL_HARD_QUICK", gentle_slow="DOOR_REVEAL_GENTLE_SLOW",
    gentle_quick="DOOR_REVEAL_GENTLE_QUICK", hard_slow="DOOR_REVEAL_HARD_SLOW", why="DOOR_REVEAL_WHY")


def reveal(results: dict[str, tuple[int, float]], words, why: bool = True) -> list[str]:
    """'What to notice' for the door's figures (rule -> (knocks, everyone done after))."""
    return cost_verdict.reveal(results, words, SAYING, why=why)


def soonest_but_hard(results: dict[str, tuple[int, float]]) -> str | None:
    """The choice on the board done soonest when it knocked at least HARD times as often as the gentlest
    (rule -> (knocks, done after); two or more watched), else None: there the time alone misleads, and
    the sentence under the crowd says to count the knocks too (knocking again at once was done first,
    10 s against 13 s, and a child who cared for speed took it for the best)."""
    if len(results) < 2:
        return None
    soonest = min(results, key=lambda r: (results[r][1], results[r][0]))
    fewest = min(knocks for knocks, _done in results.values())
    return soonest if results[soonest][0] >= HARD * fewest else None
