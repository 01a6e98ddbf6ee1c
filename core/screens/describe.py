"""Each chart in words, from the run it draws: what a screen reader reads
for the load plot, the serve histogram, the side-by-side view, the timeline
and the crowd. Pure Python and numpy, no Qt; the words are resources/strings.py's,
handed in by the window (gui/access), which puts them on the widgets.

The sentences carry the run's own figures and its shape, found in the data
rather than assumed from the rule's name (a jitter slider half-way gives
what it gives): waves of calls with the tool idle between them (the herd),
a tool full from the start that then tails off (jitter), a flood of
refused calls (retrying immediately)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from wallasey_lab.core.engines.results import RunResult
from wallasey_lab.core.screens.analysis import calls_per_bar

# Waves are named only when the tool stands idle at least this share of the busy span.
IDLE_SHARE_FOR_WAVES = 0.4
WAVES_NAMED = 10  # wave start times read out; the rest are counted
FULL_SHARE = 0.9  # a second counts as full at this share of the limit
FLOOD_TIMES = 3.0  # a flood: seconds in a row from the start refusing this many times the limit ...
FLOOD_SECONDS = 4  # ... for at least this long


@dataclass(frozen=True)
class LoadShape:
    """The load plot's shape in one-second bars: ``waves`` (start times of
    busy stretches), ``idle`` seconds without a call inside ``span``, the
    first ``full`` seconds at the limit, the busiest second's ``peak``."""

    waves: tuple[float, ...]
    idle: float
    span: float
    full: float
    peak: int
    end: float
    flood: float = 0.0

    @property
    def herd(self) -> bool:
        return len(self.waves) >= 3 and self.span > 0 and self.idle / self.span >= IDLE_SHARE_FOR_WAVES


def load_shape(run: RunResult, capacity: int) -> LoadShape:
    """Waves, idle time, the full start and the peak, from one-second bars."""
    edges, acc, ref = calls_per_bar(run, 1.0)
    total = acc + ref
    busy = np.nonzero(total)[0]
    if not busy.size:
        return LoadShape((), 0.0, 0.0, 0.0, 0, 0.0)
    first, last = int(busy[0]), int(busy[-1])
    span = float(last - first + 1)
    idle = float(np.count_nonzero(total[first:last + 1] == 0))
    starts = [int(busy[0])] + [int(b) for a, b in zip(busy[:-1], busy[1:], strict=True) if b - a > 1]
    end = float(run.call_times[-1]) if run.call_times is not None and len(run.call_times) else 0.0
    return LoadShape(tuple(float(edges[s]) for s in starts), idle, span, float(_leading(acc >= FULL_SHARE * capacity)),
                     int(total.max()), end, float(_leading(ref >= FLOOD_TIMES * capacity)))


def _leading(flags: np.ndarray) -> int:
    """How many of the first values are True, in a row."""
    off = np.nonzero(~flags)[0]
    return int(off[0]) if off.size else len(flags)


class Describer:
    """The sentences, in ``words`` (resources/strings.py, which the window
    passes in: core does not import the resources layer)."""

    def __init__(self, words):
        self.words = words

    def rule_words(self, rule: str, jitter: float | None = None) -> str:
        """The rule as a person reads it (the jitter slider's rule with its J)."""
        if rule == "jitter" and jitter is not None:
            return self.words.DESCRIBE_RULE_JITTER.format(j=jitter).capitalize()
        return self.words.rule_label(rule)


    def _times(self, values: tuple[float, ...] | list[float]) -> str:
        words = [f"{v:g}" for v in values]
        if len(words) > WAVES_NAMED:
            return self.words.DESCRIBE_WAVES_MORE.format(times=", ".join(words[:WAVES_NAMED]), more=len(words) - WAVES_NAMED)
        if len(words) < 2:
            return "".join(words)
        return self.words.DESCRIBE_LIST_LAST.format(first=", ".join(words[:-1]), last=words[-1])


    def figures_sentence(self, run: RunResult, rule: str, jitter: float | None = None) -> str:
        """The run's four figures in one sentence (and who gave up, if anyone)."""
        agents = len(run.served_us)
        text = self.words.DESCRIBE_FIGURES.format(rule=self.rule_words(rule, jitter), agents=agents, calls=run.calls,
                                         refused=run.refused, typical=run.typical_served, last=run.last_served)
        if run.gave_up:
            text += " " + self.words.DESCRIBE_GAVE_UP.format(gave_up=run.gave_up, agents=agents)
        return text


    def shape_sentences(self, run: RunResult, capacity: int) -> list[str]:
        """What the load plot looks like: flood, waves, full then tailing off, or spread out."""
        shape = load_shape(run, capacity)
        out = []
        if shape.flood >= FLOOD_SECONDS:
            out.append(self.words.DESCRIBE_FLOOD.format(flood=shape.flood, times=FLOOD_TIMES, peak=shape.peak, capacity=capacity,
                                               refused=run.refused, calls=run.calls))
        if shape.herd:
            out.append(self.words.DESCRIBE_WAVES.format(count=len(shape.waves), times=self._times(shape.waves), idle=shape.idle,
                                               span=shape.span))
        elif shape.full >= 2 and shape.full >= shape.end - 1:
            out.append(self.words.DESCRIBE_FULL_ALL.format(capacity=capacity, end=shape.end))
        elif shape.full >= 2:
            out.append(self.words.DESCRIBE_FULL.format(capacity=capacity, full=shape.full, end=shape.end))
        elif not out:
            out.append(self.words.DESCRIBE_STEADY.format(end=shape.end, peak=shape.peak))
        return out


    def describe_load(self, run: RunResult | None, capacity: int, rule: str, jitter: float | None = None) -> str:
        """The load plot: the figures, then its shape."""
        if run is None:
            return self.words.DESCRIBE_NO_RUN
        return " ".join([self.figures_sentence(run, rule, jitter), *self.shape_sentences(run, capacity)])


    def describe_served(self, run: RunResult | None, capacity: int, perfect: float, rule: str,
                        jitter: float | None = None) -> str:
        """The serve histogram: how the answers spread over time."""
        if run is None:
            return self.words.DESCRIBE_NO_RUN
        served = np.sort(run.served[np.isfinite(run.served)])
        head = self.rule_words(rule, jitter) + "."
        if not served.size:
            return f"{head} {self.words.DESCRIBE_NONE_SERVED}"
        text = [head, self.words.DESCRIBE_SERVED.format(served=served.size, typical=float(np.median(served)),
                                               p90=float(np.percentile(served, 90)), last=float(served[-1]),
                                               perfect=perfect)]
        shape = load_shape(run, capacity)
        if shape.herd:
            text.append(self.words.DESCRIBE_SERVED_WAVES.format(count=len(shape.waves)))
        else:
            first = max(1.0, min(5.0, float(served[-1])))
            text.append(self.words.DESCRIBE_SERVED_STEADY.format(rate=np.count_nonzero(served <= first) / first))
        if run.gave_up:
            text.append(self.words.DESCRIBE_GAVE_UP.format(gave_up=run.gave_up, agents=len(run.served_us)))
        return " ".join(text)


    def describe_compare(self, mine: RunResult | None, mine_rule: str, other: RunResult | None, other_rule: str,
                         capacity: int, jitter: float | None = None) -> str:
        """The side-by-side view: the partner rule above, the chosen rule below."""
        if mine is None or other is None:
            return self.words.DESCRIBE_NO_RUN

        def one(run: RunResult, rule: str) -> str:
            words = self.rule_words(rule, jitter if rule == mine_rule else None)
            return " ".join([self.words.DESCRIBE_COMPARE_ONE.format(rule=words, calls=run.calls, last=run.last_served),
                             *self.shape_sentences(run, capacity)])

        return self.words.DESCRIBE_COMPARE.format(other=self.rule_words(other_rule), mine=self.rule_words(mine_rule, jitter),
                                         other_figures=one(other, other_rule), mine_figures=one(mine, mine_rule))


    def describe_timeline(self, run: RunResult | None) -> str:
        """The agent timeline: how many calls agents needed."""
        if run is None:
            return self.words.DESCRIBE_NO_RUN
        tries = np.asarray(run.tries)
        typical = int(np.median(tries)) if tries.size else 0
        most = int(tries.max()) if tries.size else 0
        return self.words.DESCRIBE_TIMELINE.format(typical_tries=typical, most_tries=most, last=run.last_served)


    def describe_crowd(self, run: RunResult | None, now: float) -> str:
        """The crowd at the door at the replay's time ``now``."""
        if run is None:
            return self.words.DESCRIBE_NO_RUN
        served_at = run.served
        agents = len(served_at)
        if not math.isfinite(now):
            now = run.last_served
        served = int(np.count_nonzero(np.isfinite(served_at) & (served_at <= now)))
        waiting = agents - served - int(run.gave_up if now >= run.last_served else 0)
        return self.words.DESCRIBE_CROWD.format(now=max(0.0, now), served=served, agents=agents, waiting=max(0, waiting),
                                       last=run.last_served)


    def describe_sweep(self, title: str, series: list[tuple[str, list[tuple[float, float]]]]) -> str:
        """Load against waiting: for each series (its name, its points as
        (calls, wait in seconds)), the range of its calls and its waits."""
        parts = []
        for name, points in series:
            if not points:
                continue
            calls = [c for c, _ in points]
            waits = [w for _, w in points]
            parts.append(self.words.DESCRIBE_SWEEP_SERIES.format(series=name, points=len(points), calls_low=min(calls),
                                                        calls_high=max(calls), wait_low=min(waits),
                                                        wait_high=max(waits)))
        if not parts:
            return self.words.DESCRIBE_PLOT_EMPTY.format(title=title)
        return self.words.DESCRIBE_PLOT.format(title=title, series=" ".join(parts))


    def headline_sentence(self, run: RunResult | None, rule: str, jitter: float | None = None) -> str:
        """What is announced when a run settles, if the window has no headline of its own."""
        return self.words.DESCRIBE_NO_RUN if run is None else self.figures_sentence(run, rule, jitter)
