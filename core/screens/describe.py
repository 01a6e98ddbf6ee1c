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
            return self.words.DESCRIBE_WAVES_MORE.format(times=", ".join(words[:WAVES_NAMED]), n=len(words) - WAVES_NAMED)
        if len(words) < 2:
            return "".join(words)
        return self.words.DESCRIBE_LIST_LAST.format(first=", ".join(words[:-1]), last=words[-1])


    def figures_sentence(self, run: RunResult, rule: str, jitter: float | None = None) -> str:
        """The run's four figures in one sentence (and who gave up, if anyone)."""
        agents = len(run.served_us)
        text = self.words.DESCRIBE_FIGURES.format(rule=self.rule_words(rule, jitter), agents=agents, n=run.calls,
                                         refused=run.refused, typical=run.typical_served, last=run.last_served)
        if run.gave_up:
            text += " " + self.words.DESCRIBE_GAVE_UP.format(n=run.gave_up, agents=agents)
        return text


    def shape_sentences(self, run: RunResult, capacity: int) -> list[str]:
        """What the load plot looks like: flood, waves, full then tailing off, or spread out."""
        shape = load_shape(run, capacity)
        out = []
        if shape.flood >= FLOOD_SECONDS:
            out.append(self.words.DESCRIBE_FLOOD.format(n=shape.flood, times=FLOOD_TIMES))
            out.append(self.words.DESCRIBE_FLOOD_PEAK.format(n=shape.peak, capacity=capacity, refused=run.refused,
                                                             calls=run.calls))
        if shape.herd:
            out.append(self.words.DESCRIBE_WAVES.format(n=len(shape.waves), times=self._times(shape.waves), idle=shape.idle,
                                               span=shape.span))
        elif shape.full >= 2 and shape.full >= shape.end - 1:
            out.append(self.words.DESCRIBE_FULL_ALL.format(n=capacity, end=shape.end))
        elif shape.full >= 2:
            out.append(self.words.DESCRIBE_FULL.format(capacity=capacity, n=shape.full, end=shape.end))
        elif not out:
            out.append(self.words.DESCRIBE_STEADY.format(n=shape.peak, end=shape.end))
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
        text = [head, self.words.DESCRIBE_SERVED.format(n=served.size, typical=float(np.median(served)),
                                               p90=float(np.percentile(served, 90)), last=float(served[-1]),
                                               perfect=perfect)]
        shape = load_shape(run, capacity)
        if shape.herd:
            text.append(self.words.DESCRIBE_SERVED_WAVES.format(n=len(shape.waves)))
        else:
            first = max(1.0, min(5.0, float(served[-1])))
            text.append(self.words.DESCRIBE_SERVED_STEADY.format(n=round(np.count_nonzero(served <= first) / first)))
        if run.gave_up:
            text.append(self.words.DESCRIBE_GAVE_UP.format(n=run.gave_up, agents=len(run.served_us)))
        return " ".join(text)


    def describe_compare(self, mine: RunResult | None, mine_rule: str, other: RunResult | None, other_rule: str,
                         capacity: int, jitter: float | None = None) -> str:
        """The side-by-side view: the partner rule above, the chosen rule below."""
        if mine is None or other is None:
            return self.words.DESCRIBE_NO_RUN

        def one(run: RunResult, rule: str) -> str:
            words = self.rule_words(rule, jitter if rule == mine_rule else None)
            return " ".join([self.words.DESCRIBE_COMPARE_ONE.format(rule=words, n=run.calls, last=run.last_served),
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
        return self.words.DESCRIBE_TIMELINE.format(n=typical, most_tries=most, last=run.last_served)


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
        return self.words.DESCRIBE_CROWD.format(now=max(0.0, now), served=served, n=agents, waiting=max(0, waiting),
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
            parts.append(self.words.DESCRIBE_SWEEP_SERIES.format(series=name, n=len(points), calls_low=min(calls),
                                                        calls_high=max(calls), wait_low=min(waits),
                                                        wait_high=max(waits)))
        if not parts:
            return self.words.DESCRIBE_PLOT_EMPTY.format(title=title)
        return self.words.DESCRIBE_PLOT.format(title=title, series=" ".join(parts))


    def headline_sentence(self, run: RunResult | None, rule: str, jitter: float | None = None) -> str:
        """What is announced when a run settles, if the window has no headline of its own."""
        return self.words.DESCRIBE_NO_RUN if run is None else self.figures_sentence(run, rule, jitter)


    def describe_brooker(self, rows, rule_names: dict[str, str], which: str = "calls") -> str:
        """Brooker's study, either chart (``which``: "calls" or "time"): for each
        rule how its write calls and its time to finish grow with the clients,
        then which rule is best at the largest client count, and by how much.
        ``rows`` have ``clients``, ``rule``, ``calls`` and ``time_ms``."""
        rows = [r for r in rows if r.rule in rule_names]
        if not rows:
            return self.words.DESCRIBE_BROOKER_EMPTY
        parts = []
        for rule, name in rule_names.items():
            mine = sorted((r for r in rows if r.rule == rule), key=lambda r: r.clients)
            if not mine:
                continue
            lo, hi = mine[0], mine[-1]
            parts.append(self.words.DESCRIBE_BROOKER_RULE.format(
                rule=name, clients_low=lo.clients, n=hi.clients, calls_low=lo.calls,
                calls_high=hi.calls, time_low=lo.time_ms / 1000, time_high=hi.time_ms / 1000))
        most = max(r.clients for r in rows)
        at = [r for r in rows if r.clients == most]
        key = (lambda r: r.calls) if which == "calls" else (lambda r: r.time_ms)
        best, worst = min(at, key=key), max(at, key=key)
        ranked = sorted(at, key=key)
        runner_up = ranked[1] if len(ranked) > 1 else best
        if which == "calls":
            best_text = self.words.DESCRIBE_BROOKER_BEST_CALLS.format(
                n=most, best=rule_names[best.rule], best_calls=best.calls, worst=rule_names[worst.rule],
                worst_calls=worst.calls, times=worst.calls / best.calls if best.calls else 0.0,
                next=rule_names[runner_up.rule], next_calls=runner_up.calls)
        else:
            best_text = self.words.DESCRIBE_BROOKER_BEST_TIME.format(
                n=most, best=rule_names[best.rule], best_time=best.time_ms / 1000,
                worst=rule_names[worst.rule], worst_time=worst.time_ms / 1000,
                times=worst.time_ms / best.time_ms if best.time_ms else 0.0,
                next=rule_names[runner_up.rule], next_time=runner_up.time_ms / 1000)
        head = self.words.BROOKER_CALLS_TITLE if which == "calls" else self.words.BROOKER_TIME_TITLE
        return " ".join([head + ".", *parts, best_text])


    def describe_storm(self, library: str, capacity: int, real_per_second, model_per_second, real_calls: int,
                       real_last: float, model_calls: int, model_last: float, agreement: str = "") -> str:
        """The real storm's chart: the real library's calls each second against
        the tool's capacity, and how the real run compares with the model's line."""
        real = np.asarray(real_per_second, dtype=float)
        model = np.asarray(model_per_second, dtype=float)
        if not real.size:
            return self.words.DESCRIBE_PLOT_EMPTY.format(title=self.words.STORM_CHART_TITLE)
        over = int(np.count_nonzero(real > capacity))
        busy = np.nonzero(real)[0]
        idle = int(np.count_nonzero(real[busy[0]:busy[-1] + 1] == 0)) if busy.size else 0
        text = [self.words.DESCRIBE_STORM_REAL.format(n=real_calls, library=library),
                self.words.DESCRIBE_STORM_CAPACITY.format(n=capacity),
                self.words.DESCRIBE_STORM_PEAK.format(n=int(real.max()), peak_at=int(np.argmax(real))),
                self.words.DESCRIBE_STORM_OVER.format(n=len(real), over=over),
                self.words.DESCRIBE_STORM_IDLE.format(n=idle, last=self.words.storm_seconds(real_last))]
        if model.size:
            ratio = real_calls / model_calls if model_calls else 0.0
            key = ("DESCRIBE_STORM_MODEL_MORE" if ratio >= 1.1 else
                   "DESCRIBE_STORM_MODEL_FEWER" if ratio <= 0.9 else "DESCRIBE_STORM_MODEL_CLOSE")
            text.append(getattr(self.words, key).format(
                n=model_calls, peak=int(model.max()), last=self.words.storm_seconds(model_last),
                ratio=ratio if ratio >= 1 else (1 / ratio if ratio else 0.0)))
        if agreement:
            text.append(agreement)
        return " ".join(text)


    def describe_ten_agents(self, rule_name: str, run: RunResult | None) -> str:
        """One of the ten agents' timelines: who tried again most, when every
        agent was answered, for one way of trying."""
        if run is None:
            return self.words.DESCRIBE_NO_RUN
        retries = np.asarray(run.tries) - 1
        if not retries.size:
            return self.words.DESCRIBE_NO_RUN
        most = int(retries.max())
        who = [str(a + 1) for a in np.nonzero(retries == most)[0]]
        agents = who[0] if len(who) == 1 else self.words.DESCRIBE_LIST_LAST.format(first=", ".join(who[:-1]),
                                                                                   last=who[-1])
        key = "DESCRIBE_TEN_ONE_MOST" if len(who) == 1 else "DESCRIBE_TEN_MANY_MOST"
        text = " ".join([self.words.DESCRIBE_TEN_CALLS.format(n=run.calls, rule=rule_name, refused=run.refused,
                                                                total=int(retries.sum())),
                         getattr(self.words, key).format(n=most, agents=agents)])
        if run.gave_up:
            return " ".join([text, self.words.DESCRIBE_GAVE_UP.format(n=run.gave_up, agents=len(retries))])
        return " ".join([text, self.words.DESCRIBE_TEN_ANSWERED.format(n=len(retries), last=run.last_served)])
