"""The published table's figures, and where the results table on screen
differs from them: a teacher comparing the screen with the write-up reads
why (docs/model.md has the facts). Qt-free; the window's table shows it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import fields

from wallasey_lab.core.model.scenario import Scenario

PUBLISHED_RUNS = 50
# The published medians (README, docs/model.md), per story rule.
PUBLISHED: dict[str, dict[str, float]] = {
    "immediate": {"last_served": 10.2, "calls": 6300, "refused": 6100, "typical_served": 5.6},
    "exponential": {"last_served": 107.2, "calls": 1640, "refused": 1440, "typical_served": 20.5},
    "full-jitter": {"last_served": 19.6, "calls": 1354, "refused": 1154, "typical_served": 5.8},
}
# Rules whose waits have no randomness: their differences are the write-up's rounding and timing.
DETERMINISTIC = ("immediate", "exponential")
METRICS = ("last_served", "calls", "refused", "typical_served")
BRIEF = ("last_served", "calls")


def changed_from_story(scenario: Scenario, runs: int = PUBLISHED_RUNS, ignore: Iterable[str] = ()) -> list[str]:
    """The settings (the Scenario's field names, and "runs") in which ``scenario`` differs from the
    published story's, in the panel's order; ``ignore``: settings the picture does not depend on
    (the sweep draws every pause and every randomness)."""
    story, left_out = Scenario(), set(ignore)
    changed = [f.name for f in fields(Scenario)
               if f.name not in left_out and getattr(scenario, f.name) != getattr(story, f.name)]
    return changed + (["runs"] if runs != PUBLISHED_RUNS else [])


def as_shown(metric: str, value: float) -> str:
    """A figure as the table writes it: seconds with one decimal, counts with thousands separators."""
    return f"{value:.1f} s" if metric.endswith("_served") else f"{value:,.0f}"


def differences(rows: Iterable[tuple[str, Scenario, Mapping[str, float]]]) -> list[tuple[str, str, str, str]]:
    """(rule, metric, shown, published) for every figure of the published
    story's rows that reads differently from the published table. Rows for
    other settings (or other rules) have no published figures: none."""
    story = Scenario()
    found = []
    for rule, scenario, median in rows:
        if rule not in PUBLISHED or scenario != story:
            continue
        for metric in METRICS:
            shown, published = as_shown(metric, median[metric]), as_shown(metric, PUBLISHED[rule][metric])
            if shown != published:
                found.append((rule, metric, shown, published))
    return found


def _joined(parts: list[str], words) -> str:
    """The rules' figures one after another, joined the language's way (Urdu's semicolon is ؛)."""
    joined = parts[0] if parts else ""
    for more in parts[1:]:
        joined = words.PUBLISHED_JOIN.format(figures=joined, more=more)
    return joined


def note(rows: Iterable[tuple[str, Scenario, Mapping[str, float]]], runs: int, words) -> tuple[str, str]:
    """The note under the table in ``words`` (resources/strings.py), one
    line: the published figures that differ and, in a word, why; and its
    tooltip: published against here, figure by figure, and why at length."""
    rows = list(rows)
    if not any(rule in PUBLISHED and scenario == Scenario() for rule, scenario, _m in rows):
        return words.PUBLISHED_OTHER, ""
    found = differences(rows)
    if not found:
        return words.PUBLISHED_SAME, ""
    # The figures go into the words as numbers, so the window writes them the visitor's way
    # (6300 and 10,2 s in Polish); ``differences`` compares them as the table rounds them.
    medians = {rule: median for rule, scenario, median in rows if rule in PUBLISHED and scenario == Scenario()}
    short, long = [], []
    for rule in PUBLISHED:
        mine = [(m, medians[rule][m], PUBLISHED[rule][m]) for r, m, _s, _p in found if r == rule]
        if mine:
            label = words.rule_label(rule)
            published = words.join_list(words.PUBLISHED_METRIC[m].format(v=p) for m, _s, p in mine)
            shown = words.join_list(words.PUBLISHED_METRIC[m].format(v=s) for m, s, _p in mine)
            # The line under the table names the headline figures only (it is one line on a
            # small screen); the tooltip names every one.
            brief = words.join_list(words.PUBLISHED_METRIC[m].format(v=p) for m, _s, p in mine if m in BRIEF) or published
            short.append((rule, words.PUBLISHED_FIGURE.format(rule=label, published=brief)))
            long.append(words.PUBLISHED_TIP_FIGURE.format(rule=label, published=published, shown=shown))
    rounded = any(r in DETERMINISTIC for r, *_ in found)
    random = any(r not in DETERMINISTIC for r, *_ in found)
    why = words.PUBLISHED_WHY["both" if rounded and random else "rounded" if rounded else "random"].format(
        runs=PUBLISHED_RUNS)
    reasons = ([words.PUBLISHED_WHY_ROUNDED] if rounded else []) + (
        [words.PUBLISHED_WHY_RANDOM.format(runs=runs)] if random else [])
    # The line's one sentence is about the random draws: where a random rule differs, only its figures
    # (a rule without randomness, rounded otherwise, is in the tooltip), so the sentence keeps the room
    # the figures of every rule took.
    shown_short = [text for rule, text in short if not random or rule not in DETERMINISTIC]
    return (words.PUBLISHED_NOTE.format(n=runs, figures=_joined(shown_short, words), why=why),
            words.PUBLISHED_TIP.format(runs=PUBLISHED_RUNS, figures=_joined(long, words), why=" ".join(reasons)))


def longest_note(runs: int, words) -> str:
    """The note under the table at its longest: every story rule's figures differing (the room a
    window keeps for it, so a new roll of the dice never moves the plots above)."""
    story = Scenario()
    rows = [(rule, story, {m: v + 11.1 for m, v in figures.items()}) for rule, figures in PUBLISHED.items()]
    return note(rows, runs, words)[0]
