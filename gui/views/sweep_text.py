"""The load-against-waiting chart's words: its key, its points' labels, its axis ticks, the
reasons a sweep fails and the longest status lines (for reserving their room), kept apart
from the chart and its panel (gui/views/sweep.py)."""

from __future__ import annotations

import numpy as np

from wallasey_lab.core.engines.results import CallBudgetExceeded
from wallasey_lab.core.model.rules import all_rules
from wallasey_lab.core.model.scenario import Scenario, ScenarioError
from wallasey_lab.core.studies.sweep import (
    SERIES,
    SWEEP_CAPS,
    SWEEP_INTERVALS,
    SWEEP_JITTERS,
    SweepPoint,
    off_the_sweep,
    one_second_figures,
)
from wallasey_lab.gui.background.tasks import in_words
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import marks, palette

# A chart drawn for paper (gui/views/sweep_paper.py) pushes its own colours here while it is made.
_COLOURS_FOR: list[dict[str, str]] = []


def series_colours() -> dict[str, str]:
    """Read when drawn, so the colour profile chosen at the start applies (or paper's, while a
    worksheet's chart is made)."""
    if _COLOURS_FOR:
        return dict(_COLOURS_FOR[-1])
    return {**palette.SWEEP_SERIES_COLOURS, "yours": palette.YOURS}


# A sweep's failures that are the settings' own, told in their words.
SWEEP_EXPECTED = (ScenarioError, CallBudgetExceeded)


def sweep_reason(error: BaseException) -> str:
    """What the person reads when a sweep (or your point) fails."""
    if isinstance(error, CallBudgetExceeded):
        return S.STATUS_BUDGET
    return in_words(error, SWEEP_EXPECTED)


def point_label(point: SweepPoint, swept: Scenario | None = None) -> str:
    """A point's label; your point worked out for other settings than the sweep drawn around
    ``swept`` says so (stars from before an Advanced change passed as points of these curves)."""
    job = point.job
    if job.series == "yours" and is_off(point, swept):
        return S.SWEEP_POINT_YOURS_OFF.format(number=job.value)
    if job.param == "interval":
        return S.SWEEP_POINT_INTERVAL.format(value=job.value)
    if job.param == "cap":
        return S.SWEEP_POINT_CAP.format(value=job.value)
    if job.param == "jitter":
        return S.SWEEP_POINT_JITTER.format(value=job.value)
    return S.SWEEP_POINT_YOURS.format(number=job.value)


def short_label(point: SweepPoint) -> str:
    """A curve's end labelled in short, its setting alone ("2 s"), where its full label finds no
    room (at 1024x768 only one or two of a plot's eight ends kept theirs); its colour and the key
    name the curve."""
    if point.job.param == "jitter":
        # In words, or not at all (the key names the curve's range): a bare "1" beside a diamond was read
        # as your point 1 (a 15+ reviewer), and the key's mark before it ("◆ 0") as a stray point a
        # teacher could not place.
        return point_label(point)
    return S.SWEEP_POINT_SECONDS.format(value=point.job.value)


def is_off(point: SweepPoint, swept: Scenario | None) -> bool:
    """Whether your point does not belong on the curves drawn around ``swept`` (None: no sweep)."""
    return swept is not None and off_the_sweep(swept, point.job.scenario, point.job.rule)


# Each curve's range before its points come: the study's own (core/studies/sweep.py).
_SWEPT = {"interval": SWEEP_INTERVALS, "cap": SWEEP_CAPS, "jitter": SWEEP_JITTERS}


def series_name(key: str, points: list[SweepPoint] | None = None) -> str:
    """A series' name in the key, with the range its points really cover: after an Advanced
    change (a first wait of 1 s leaves out the 0.5 s point) the key once still said 0.5 to 40 s."""
    if key not in SERIES:
        return S.SWEEP_SERIES[key]
    values = [p.job.value for p in points or ()] or list(_SWEPT[SERIES[key][1]])
    cap = points[0].job.scenario.cap if points else Scenario().cap
    return S.SWEEP_SERIES[key].format(low=min(values), high=max(values), cap=cap)


def added_text(point: SweepPoint, sweep_settings) -> str:
    """What the person reads when their point lands; if the curves on screen were drawn for
    other settings (``sweep_settings``: the sweep's (scenario, runs, seed), None before any
    sweep), it says so: a point that does not belong on the curves once passed without a word."""
    job = point.job
    # Rounded as the table rounds a median ("{value:,.0f}": half to even), so one median reads alike.
    calls = int(round(point.median("calls")))
    if sweep_settings is not None and off_the_sweep(sweep_settings[0], job.scenario, job.rule):
        return S.SWEEP_ADDED_OFF.format(number=int(job.value), runs=point.runs, rule=S.rule_label(job.rule), n=calls)
    return S.SWEEP_ADDED.format(number=int(job.value), runs=point.runs, rule=S.rule_label(job.rule), n=calls,
                                typical=point.median("typical_served"), last=point.median("last_served"))


def _plain(value: float) -> str:
    return S.local_number(value, ",.0f") if value >= 1 else S.local_number(value, "g")


def log_ticks(lo: float, hi: float, length_px: float = 0.0, label_px: float = 0.0) -> list[list[tuple[float, str]]]:
    """Ticks for an axis that shows log10 of the values: 1-2-5 steps
    labelled in plain numbers (5, 10, 20, 1,000), the other whole steps unlabelled.
    Given the axis' length and a label's size in pixels, labels closer than a
    label apart keep only the powers of ten (a short chart's 1, 2, 5, 10, 20 ...
    stacked on one another)."""
    major, minor = [], []
    # Within what a float holds (10^-300 to 10^300): past it 10.0**k overflowed and the chart lost its picture.
    lo, hi = max(lo, -300.0), min(hi, 300.0)
    for k in range(int(np.floor(lo)) - 1, int(np.ceil(hi)) + 1):
        for m in range(1, 10):
            v = m * 10.0**k
            pos = float(np.log10(v))
            if lo <= pos <= hi:
                (major if m in (1, 2, 5) else minor).append((pos, _plain(v) if m in (1, 2, 5) else ""))
    if len(major) < 2:  # a narrow range: label every step
        major, minor = major + [(p, _plain(10**p)) for p, _ in minor], []
    elif length_px > 0 and label_px > 0 and hi > lo:
        per_unit = length_px / (hi - lo)
        crowded = any((b - a) * per_unit < 1.2 * label_px for (a, _), (b, _) in zip(major, major[1:], strict=False))
        decades = [(p, text) for p, text in major if abs(p - round(p)) < 1e-9]
        if crowded and len(decades) >= 2:
            minor = sorted(minor + [(p, "") for p, text in major if (p, text) not in decades])
            major = decades
    return [major, minor]


def key_text(keys, points: dict[str, list[SweepPoint]] | None = None) -> str:
    """The chart's key in rich text: each series' mark in its colour, and its name with the range
    of its ``points`` (series -> points). A name breaks
    only after its comma (the rule, then its range): whole names, one a line, took five lines of
    en-XA's key at 1024x768, and 'Try this' below the chart lost its last lines."""
    points = points or {}
    return " &nbsp; ".join(_key_entry(k, series_name(k, points.get(k))) for k in keys)


def _key_entry(key: str, name: str) -> str:
    return (f"<span style='color:{marks.stroke(series_colours()[key])}'>"
            f"{(marks.YOURS if key == 'yours' else marks.rule(key)).key}</span>&nbsp;" + _break_after_comma(name))


def key_samples() -> list[str]:
    """The key at its longest (the widest numbers a range or a longest wait is written with),
    so its lines are reserved from the start."""
    widest = {k: S.SWEEP_SERIES[k].format(low=0.05, high=99.95, cap=999.95) for k in SERIES}
    return [key_text((*SERIES, "yours")),
            " &nbsp; ".join([*(_key_entry(k, widest[k]) for k in SERIES), _key_entry("yours", S.SWEEP_SERIES["yours"])])]


def _break_after_comma(name: str) -> str:
    """``name`` with no break between its words but after a comma (Latin or Urdu)."""
    kept = name.replace(" ", "&nbsp;")
    for comma in (",", "\u060c"):
        kept = kept.replace(comma + "&nbsp;", comma + " ")
    return kept


def stale_text(stale) -> str:
    """What the status line says when only the curves ``stale`` (keys of SERIES) are out of date:
    each by its key's mark and its rule's name, so the eye finds it on the chart."""
    names = [f"{marks.rule(key).key}\u00a0{S.rule_label(SERIES[key][0])}" for key in stale]
    return S.SWEEP_STALE_SOME.format(n=len(names), curves=S.join_list(names))


def one_second_text(points: list[SweepPoint], stale: bool = False) -> str:
    """'What to notice''s answer to "why is every 1 s so good?" with the figures of the sweep ``points``
    on screen (without figures while it has no point for every 1 s and every 0.1 s); ``stale``: that
    curve is out of date for the settings on the panel, and the answer says whose figures they are."""
    found = one_second_figures(points)
    if found is None:
        return S.LOAD_NOTICE_ONE_SECOND_PLAIN
    terms = [S.local_number(t, ",.0f") for t in found.terms]  # one unbroken sum: no-break spaces below
    if len(terms) > 4:
        terms = [*terms[:2], "…", terms[-1]]
    total = S.local_number(round(found.calls), ",.0f")
    text = S.LOAD_NOTICE_ONE_SECOND.format(capacity=S.local_number(found.capacity, ",.0f"),
                                           sum="\u00a0+\u00a0".join(terms) + "\u00a0=\u00a0" + total if terms else total,
                                           usual=S.local_number(round(found.usual_calls), ",.0f"))
    if stale:
        text += " " + S.LOAD_NOTICE_FIGURES_STALE.format(agents=found.agents, capacity=found.capacity)
    return text


def status_samples() -> list[str]:
    """The sweep's status line at its longest (big numbers, the longest rule's
    name), so its lines are reserved from the start."""
    big = {"points": 99, "runs": 500, "agents": 10_000, "capacity": 1000, "seed": 99_999_999}
    rule = max((S.rule_label(r) for r in all_rules()), key=len)
    return [S.SWEEP_NOT_RUN, S.SWEEP_RUNNING.format(n=500, **big), S.SWEEP_DONE.format(n=500, **big), S.SWEEP_STALE,
            stale_text(tuple(SERIES)[:-1]), stale_text(tuple(SERIES)[-1:]), S.SWEEP_CANCELLED.format(done=99),
            S.SWEEP_ADDING.format(rule=rule, runs=500),
            S.SWEEP_ADDED.format(number=99, runs=500, rule=rule, n=99_999, typical=999.9, last=999.9),
            S.SWEEP_ADDED_OFF.format(number=99, runs=500, rule=rule, n=99_999)]


__all__ = ["SWEEP_EXPECTED", "added_text", "is_off", "key_samples", "key_text", "log_ticks", "one_second_text", "point_label",
           "series_colours", "short_label", "series_name", "stale_text", "status_samples", "sweep_reason"]
