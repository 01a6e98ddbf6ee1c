"""The door's reveal ('What to notice'): what each way of trying again cost the door (its knocks) and
the friends (when all were done), in sentences picked from the measured figures of the crowd shown.

Knocks lead: the time alone crowned knocking at once (all done soonest with 20 to 50 friends), and
pupils came away thinking it best. Each choice is called hard on the door or gentle, quick or slow,
by comparing its figures with the others', never by its name, so the sentences stay true whatever
the order at any crowd (tests/core/test_door_reveal.py walks the slider's range). Plain Python: the
words come from ``words`` (resources/strings.py on the command line, gui/i18n/words.py in the window).
"""

from __future__ import annotations

from dataclasses import dataclass

from wallasey_lab.core.model.rules import STORY_RULES

# A choice that knocked at least this many times as often as the gentlest hammered the door. Between
# 20 and 50 friends knocking at once knocks 2.5 to 4.1 times as often as a random wait, waiting
# longer 1.1 to 1.5 times: the line lies well apart from both.
HARD = 2.0
# A choice all done no sooner than this many times the soonest's time was slow (waiting longer each
# time: 3.0 to 3.6 times; a random wait 1.0 to 1.5 times, with 20 to 50 friends).
SLOW = 2.0


@dataclass(frozen=True)
class Verdict:
    """What one choice cost, against the others of the same crowd."""

    rule: str
    knocks: int
    done: float  # seconds until everyone was done
    hard: bool  # knocked at least HARD times as often as the gentlest
    slow: bool  # done no sooner than SLOW times the soonest


def verdicts(results: dict[str, tuple[int, float]]) -> dict[str, Verdict]:
    """Each story rule's verdict from ``results`` (rule -> (knocks, everyone done after)), all three given."""
    fewest = min(results[r][0] for r in STORY_RULES)
    soonest = min(results[r][1] for r in STORY_RULES)
    return {r: Verdict(r, int(results[r][0]), float(results[r][1]),
                       hard=results[r][0] >= HARD * fewest, slow=results[r][1] >= SLOW * soonest)
            for r in STORY_RULES}


def gentlest(results: dict[str, tuple[int, float]]) -> str:
    """The story rule with the fewest knocks (the first in the buttons' order on a tie)."""
    return min(STORY_RULES, key=lambda r: results[r][0])


def hardest(results: dict[str, tuple[int, float]]) -> str:
    """The story rule with the most knocks (the first in the buttons' order on a tie)."""
    return max(STORY_RULES, key=lambda r: results[r][0])


def times_as_many(results: dict[str, tuple[int, float]]) -> int:
    """How many times as many knocks the hardest made as the gentlest, to the nearest whole time."""
    few = results[gentlest(results)][0]
    return round(results[hardest(results)][0] / few) if few else 0


def reveal(results: dict[str, tuple[int, float]], words, why: bool = True) -> list[str]:
    """'What to notice' for these figures: the knocks first (the most against the fewest), then one
    line a choice (what it cost the door, then the friends, then, with ``why``, why; in the buttons'
    order)."""
    most, least = hardest(results), gentlest(results)
    times = times_as_many(results)
    name = words.DOOR_RULES
    if times >= 2:
        lead = words.DOOR_REVEAL_LEAD.format(n=results[most][0], most=name[most], least=name[least],
                                             fewest=results[least][0], times=times)
    else:
        lead = words.DOOR_REVEAL_LEAD_SAME.format(n=results[most][0], fewest=results[least][0])
    lines = [lead]
    for rule, v in verdicts(results).items():
        key = {(True, False): "DOOR_REVEAL_HARD_QUICK", (False, True): "DOOR_REVEAL_GENTLE_SLOW",
               (False, False): "DOOR_REVEAL_GENTLE_QUICK", (True, True): "DOOR_REVEAL_HARD_SLOW"}[(v.hard, v.slow)]
        said = getattr(words, key).format(n=v.knocks, rule=name[rule], done=v.done)
        lines.append(f"{said} {words.DOOR_REVEAL_WHY[rule]}" if why else said)
    return lines
