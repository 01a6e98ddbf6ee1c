"""The ten agents' teacher's answers, worked out from the runs on screen.

The worksheet's answers named the first run's figures as fixed text; after
Another run (a new roll of the dice) the sheet's own table showed other
figures. Here the figures come from the runs themselves: which way sent the
most calls, which agents tried again most (and when they were served),
and which of the two backoffs got its last agent an answer sooner, ties included, this run and over
many runs (the sentence the lesson's note says).

Plain Python, no Qt: ``words`` is resources/strings.py, or the window's
translated view of it (gui/i18n/words.py), so the same sentences are
tested without a display and printed in the language on screen.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from wallasey_lab.core.engines.results import RunResult
from wallasey_lab.core.model.rules import STORY_RULES
from wallasey_lab.core.screens import cost_verdict
from wallasey_lab.core.screens.lessons import ManyRuns


def times_as_many(calls: int, fewest: int) -> float:
    """How many times the fewest calls ``calls`` is, as the page and its worksheet both say it: to a tenth
    (146 against 54: 2.7). The page said "about 3 times" where the teacher's answer said "2.7 times" for the
    same runs; the words print this figure as it is ("{times:.1f}"), so no sentence rounds on its own."""
    return round(calls / fewest, 1) if fewest else 0.0


# 'What to notice' says what each way cost by the door's rule (core/screens/cost_verdict.py) in these words,
# its "times as many" by the rule above.
SAYING = cost_verdict.Saying(
    rules="TEN_RULES", lead="TEN_REVEAL_LEAD", lead_same="TEN_REVEAL_LEAD_SAME",
    hard_quick="TEN_REVEAL_HARD_QUICK", gentle_slow="TEN_REVEAL_GENTLE_SLOW",
    gentle_quick="TEN_REVEAL_GENTLE_QUICK", hard_slow="TEN_REVEAL_HARD_SLOW", why="TEN_REVEAL_WHY",
    times=times_as_many)


def shown(seconds: float) -> float:
    """A time as the sheet prints it (a tenth of a second): two ways 0.02 s apart are a tie on paper."""
    return round(float(seconds), 1)


@dataclass(frozen=True)
class MostRetries:
    """The agents of one run that tried again most."""

    agents: list[int]  # their numbers as the timelines show them (from 1)
    retries: int  # each one's retries (calls after the first)
    served: list[float]  # when each was served, s

    @property
    def together(self) -> bool:
        """All served at the same moment, as the sheet prints it."""
        return len({shown(s) for s in self.served}) == 1


def figures(runs: dict[str, RunResult]) -> dict[str, tuple[int, float]]:
    """Each way's cost as the charts show it: (calls sent, last answer at, s)."""
    return {r: (int(runs[r].calls), float(runs[r].last_served)) for r in STORY_RULES}


def reveal(runs: dict[str, RunResult], words, why: bool = True) -> list[str]:
    """'What to notice' for the runs on screen: the calls first, then one line a way (cost_verdict.reveal).
    The random wait is the rule that ends the lab's storm: where the door's rule would call it slow (its
    last answer twice trying again at once's, 11.3 s against 5.1 s in the first run) it is measured against
    waiting longer each time instead, the way it cures; and where it sent more calls than that, the line
    says why ten agents differ from the lab's crowd ("slow" with 55 calls against 54 misled)."""
    results = figures(runs)
    lines = cost_verdict.reveal(results, words, SAYING, why=why)
    jitter, other = "full-jitter", "exponential"
    v = cost_verdict.verdicts(results)[jitter]
    calls, done = results[jitter]
    other_calls, other_done = results[other]
    if v.hard or not (v.slow or calls > other_calls):
        return lines
    name, at = words.TEN_RULES, 1 + STORY_RULES.index(jitter)
    said = cost_verdict.reveal(results, words, SAYING, why=False)[at]
    if v.slow:
        key = "TEN_REVEAL_RANDOM_SOONER" if shown(done) < shown(other_done) else "TEN_REVEAL_RANDOM_NOT_SOONER"
        said = getattr(words, key).format(n=calls, rule=name[jitter], done=done, other=name[other],
                                          other_done=other_done)
    if calls > other_calls:
        said = f"{said} {words.TEN_REVEAL_FEW_AGENTS}"
    lines[at] = f"{said} {words.TEN_REVEAL_WHY[jitter]}" if why else said
    return lines


# Save data (CSV): one row per way and agent, the figures of the charts and the table on screen. Machine
# names, as the lab's other CSV files: a way by its rule's name in the lab (its key).
# "tried_again" is the table's figure (its calls less the first); times to the millisecond; the seed
# makes the same runs again (wallasey-sim ... --seed S), as the lab's other data files say theirs.
CSV_COLUMNS = ("rule", "agent", "calls", "tried_again", "answered_at_s", "seed")


def csv_rows(runs: dict[str, RunResult], seed: int) -> list[tuple[str, int, int, int, float, int]]:
    """Each way's agents in the buttons' order: (rule, agent from 1, its calls, its tries again, when it
    was answered in s, the runs' seed)."""
    rows = []
    for rule in STORY_RULES:
        run = runs[rule]
        for a, (tries, served) in enumerate(zip(run.tries, run.served, strict=True)):
            rows.append((rule, a + 1, int(tries), int(tries) - 1, round(float(served), 3), int(seed)))
    return rows


def most_retries(run: RunResult) -> MostRetries:
    retries = np.asarray(run.tries) - 1
    most = int(retries.max())
    who = np.nonzero(retries == most)[0]
    return MostRetries([int(a) + 1 for a in who], most, [float(run.served[a]) for a in who])


def by_calls(runs: dict[str, RunResult]) -> list[list[str]]:
    """The rules grouped by the calls they sent, the most first; rules that tie share a group (story order)."""
    counts = sorted({runs[r].calls for r in STORY_RULES}, reverse=True)
    return [[r for r in STORY_RULES if runs[r].calls == c] for c in counts]


def by_last_answer(runs: dict[str, RunResult], rules: list[str] = STORY_RULES) -> list[list[str]]:
    """The ``rules`` grouped by when their last agent was served, soonest first, as the sheet prints
    the times: rules that tie share a group (story order)."""
    times = sorted({shown(runs[r].last_served) for r in rules})
    return [[r for r in rules if shown(runs[r].last_served) == t] for t in times]


def sooner_sentence(many: ManyRuns, words) -> str:
    """Over many runs, how often the random wait's last agent had its answer sooner than waiting longer
    each time's: the lesson's note and the teacher's answer say it in one sentence."""
    key = "TEN_WHY_SOONER_MOSTLY" if many.mostly_sooner else "TEN_WHY_SOONER_SELDOM"
    return getattr(words, key).format(n=many.runs, sooner=many.sooner)


def calls_sentence(many: ManyRuns, runs: dict[str, RunResult] | None, words) -> str:
    """This run's calls (``runs``: the runs on screen, if any), then what many runs usually did: about the same,
    fewer or more for the random wait, with no figures (the usual figures beside this run's read as this run's)."""
    said = []
    if runs and "full-jitter" in runs and "exponential" in runs:
        said.append(words.TEN_WHY_THIS_RUN.format(n=runs["full-jitter"].calls, other_calls=runs["exponential"].calls))
    if many.calls_about_the_same:
        usual = words.TEN_WHY_RUNS_SAME
    else:
        usual = words.TEN_WHY_RUNS_FEWER if many.fewer_calls else words.TEN_WHY_RUNS_MORE
    said.append(usual.format(n=many.runs))
    return " ".join(said)


def and_list(items: list[str], words) -> str:
    """``items`` as the language lists them: "4", "4 and 10", "1, 2 and 7"."""
    if len(items) == 1:
        return items[0]
    return words.DESCRIBE_LIST_LAST.format(first=words.join_list(items[:-1]), last=items[-1])


def answers(runs: dict[str, RunResult], words, many: ManyRuns | None = None) -> dict[int, str]:
    """The answers of the ten agents' worksheet that depend on the run, by question number (from 1);
    ``many``: the same agents over many runs, the figures the lesson's note gives (answer 3 says them)."""
    def name(rule: str) -> str:
        return words.TEN_SHEET_RULE.format(rule=words.TEN_RULES[rule])

    def names(rules: list[str]) -> str:
        return and_list([name(r) for r in rules], words)

    def number(n: int) -> str:  # the window's words write digits the language's way; English's are Python's
        return words.local_number(n, "d") if hasattr(words, "local_number") else str(n)

    out = {}
    groups = by_calls(runs)
    top = runs[groups[0][0]].calls
    if len(groups) == 1:
        out[1] = words.TEN_SHEET_CALLS_SAME.format(n=top)
    else:
        others = words.join_list(words.TEN_SHEET_RULE_CALLS.format(rule=name(r), calls=runs[r].calls)
                                 for r in STORY_RULES if r not in groups[0])
        out[1] = words.TEN_SHEET_CALLS.format(n=top, rules=names(groups[0]), times=times_as_many(top, runs[groups[-1][0]].calls),
                                              others=others)

    sentences = []
    for rule in STORY_RULES:
        most = most_retries(runs[rule])
        key = ("TEN_SHEET_MOST_ONE" if len(most.agents) == 1 else
               "TEN_SHEET_MOST_MANY" if most.together else "TEN_SHEET_MOST_APART")
        sentences.append(getattr(words, key).format(
            n=most.retries, rule=words.TEN_RULES[rule], agents=and_list([number(a) for a in most.agents], words),
            served=max(most.served)))
    out[2] = " ".join(sentences)

    # The question asks which of the two backoffs gets the last agent its answer sooner (trying again at
    # once is soonest by swamping the tool), this run and, when ``many`` is given, over many runs.
    two = ["exponential", "full-jitter"]
    order = by_last_answer(runs, two)
    last = [runs[group[0]].last_served for group in order]
    if len(order) == 2:
        text = words.TEN_SHEET_ORDER_TWO.format(first=names(order[0]), first_last=last[0], second=names(order[1]),
                                                second_last=last[1])
    else:
        text = words.TEN_SHEET_ORDER_SAME.format(last=last[0])
    out[3] = text if many is None else " ".join([text, sooner_sentence(many, words)])

    immediate, exponential, jitter = (runs[r] for r in STORY_RULES)
    out[5] = words.TEN_SHEET_ANOTHER.format(
        immediate=name("immediate"), immediate_calls=immediate.calls, exponential=name("exponential"),
        exponential_calls=exponential.calls, exponential_last=exponential.last_served, jitter=name("full-jitter"),
        jitter_calls=jitter.calls, jitter_last=jitter.last_served)
    return out
