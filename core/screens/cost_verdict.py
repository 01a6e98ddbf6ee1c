"""What each way of trying again COSTS, picked from the figures on screen: one rule for the door
(knocks, everyone done after) and ten agents (calls, last answer at).

Each way is called hard (at least HARD times the fewest calls or knocks) or gentle, slow (no sooner
than SLOW times the soonest time) or quick, by comparing its figures with the others' of the same
crowd or run, never by its name: the sentences stay true whatever the order (knocking again at once
ends soonest with a few friends, and ten agents' random wait is quick in some runs, slow in others).
Plain Python: the words come from ``words`` (resources/strings.py on the command line,
gui/i18n/words.py in the window) under the keys a ``Saying`` names.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from wallasey_lab.core.model.rules import STORY_RULES

# A way that called at least this many times as often as the gentlest was hard on the door or tool.
# The door, 20 to 50 friends: knocking at once 2.5 to 4.1 times a random wait, waiting longer 1.1 to 1.5
# times; ten agents: trying again at once about 2.7 times, the two waits within a tenth of each other.
HARD = 2.0
# A way whose time was no sooner than this many times the soonest's was slow (the door: waiting longer
# each time 3.0 to 3.6 times, a random wait 1.0 to 1.5 times).
SLOW = 2.0


@dataclass(frozen=True)
class Verdict:
    """What one way cost, against the others of the same crowd."""

    rule: str
    calls: int  # the door's knocks, ten agents' calls
    done: float  # seconds until everyone was done (the door) or had the last answer (ten agents)
    hard: bool  # called at least HARD times as often as the gentlest
    slow: bool  # done no sooner than SLOW times the soonest
    times: int  # its calls against the fewest, to the nearest whole time

    @property
    def knocks(self) -> int:  # the door's word for its calls
        return self.calls


@dataclass(frozen=True)
class Saying:
    """The keys of ``words`` a lesson says its verdicts with: ``rules`` its ways' names (a dict), the lead
    (the most against the fewest, and the lead where all are about alike), one line a way by its
    verdict, then ``why`` (a dict: why each way does what it does, the same for any figures)."""

    rules: str
    lead: str
    lead_same: str
    hard_quick: str
    gentle_slow: str
    gentle_quick: str
    hard_slow: str
    why: str
    # How "{times}" times as many is said (most calls, fewest): the door's to the nearest whole time; a
    # lesson with its own rule (ten agents: a tenth, as its worksheet says it) gives it here.
    times: Callable[[int, int], float] | None = None


def verdicts(results: dict[str, tuple[int, float]]) -> dict[str, Verdict]:
    """Each story rule's verdict from ``results`` (rule -> (calls, done after)), all three given."""
    fewest = min(results[r][0] for r in STORY_RULES)
    soonest = min(results[r][1] for r in STORY_RULES)
    return {r: Verdict(r, int(results[r][0]), float(results[r][1]),
                       hard=results[r][0] >= HARD * fewest, slow=results[r][1] >= SLOW * soonest,
                       times=round(results[r][0] / fewest) if fewest else 0)
            for r in STORY_RULES}


def gentlest(results: dict[str, tuple[int, float]]) -> str:
    """The story rule with the fewest calls (the first in the buttons' order on a tie)."""
    return min(STORY_RULES, key=lambda r: results[r][0])


def hardest(results: dict[str, tuple[int, float]]) -> str:
    """The story rule with the most calls (the first in the buttons' order on a tie)."""
    return max(STORY_RULES, key=lambda r: results[r][0])


def times_as_many(results: dict[str, tuple[int, float]]) -> int:
    """How many times as many calls the hardest made as the gentlest, to the nearest whole time."""
    few = results[gentlest(results)][0]
    return round(results[hardest(results)][0] / few) if few else 0


def both_gentle_and_quick(results: dict[str, tuple[int, float]]) -> list[str]:
    """The ways that were gentle and quick at once (buttons' order): often none, and that is the lesson."""
    return [r for r, v in verdicts(results).items() if not v.hard and not v.slow]


def reveal(results: dict[str, tuple[int, float]], words, saying: Saying, why: bool = True) -> list[str]:
    """'What to notice' for these figures: the calls first (the most against the fewest), then one
    line a way (what it cost, then the time, then, with ``why``, why; in the buttons' order)."""
    most, least = hardest(results), gentlest(results)
    times = times_as_many(results)
    name = getattr(words, saying.rules)
    said_times = saying.times or (lambda calls, few: round(calls / few) if few else 0)
    if times >= 2:
        lead = getattr(words, saying.lead).format(n=results[most][0], most=name[most], least=name[least],
                                                  fewest=results[least][0], times=said_times(results[most][0],
                                                                                             results[least][0]))
    else:
        lead = getattr(words, saying.lead_same).format(n=results[most][0], fewest=results[least][0])
    lines = [lead]
    fewest = results[least][0]
    reasons = getattr(words, saying.why)
    for rule, v in verdicts(results).items():
        key = {(True, False): saying.hard_quick, (False, True): saying.gentle_slow,
               (False, False): saying.gentle_quick, (True, True): saying.hard_slow}[(v.hard, v.slow)]
        said = getattr(words, key).format(n=v.calls, rule=name[rule], done=v.done, times=said_times(v.calls, fewest))
        lines.append(f"{said} {reasons[rule]}" if why else said)
    return lines
