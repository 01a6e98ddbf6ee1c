"""The lessons without their widgets: which scenario each lesson runs (its
preset), the runs it simulates and the figures it shows from them.

gui/lessons/ shows what these return (the words are in resources/strings.py,
the teacher's notes with the model's answers in docs/teachers.md); plain
Python, so the lessons' answers are tested without a display.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

import numpy as np

from wallasey_lab.core.engines import run_batch
from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.engines.results import RunResult
from wallasey_lab.core.model.rules import RULES, STORY_RULES
from wallasey_lab.core.model.scenario import DEFAULT_SEED, AnswerTime, Scenario


@dataclass(frozen=True)
class Preset:
    scenario: Scenario
    rule: str
    runs: int = 50
    seed: int = DEFAULT_SEED


# "The door" (ages 8 to 11). A slow door so every push can be seen: it lets
# 3 in each second and answers in 1 s, so 30 agents need at least 10 s even
# if they took perfect turns. A push every 0.25 s (not the lab's 0.1 s) is
# still "straight away" but slow enough to see each bounce. The backoff
# starts at 0.5 s and stops growing at 4 s: the herd comes back together
# every few seconds, in view, and the whole replay lasts about half a minute
# (with the lab's 20 s cap the crowd would stand still for 20 s at a time
# and take almost two minutes). Measured, seed 20260929, reference engine:
# push again 489 knocks, last answer at 10.0 s; wait longer 192 knocks,
# 33.0 s; wait a random time 151 knocks, 12.8 s (docs/teachers.md).
DOOR = Preset(
    Scenario(agents=30, capacity=3, answer_time=AnswerTime.fixed(1.0), refusal_rtt=0.05, interval=0.25, base=0.5,
             cap=4.0),
    rule="immediate",
    runs=1,
)
DOOR_AGENTS = (20, 50)

# "Ten agents" (ages 11 to 15): ten agents and a slow tool, 2 calls a second;
# everything else is the published story (answer 1.07 s, refusal round trip
# 0.05 s, retry every 0.1 s, backoff 0.1 s doubling to 20 s).
TEN_AGENTS = Preset(Scenario(agents=10, capacity=2), rule="immediate", runs=1)

# "Load against waiting" (15 and up): the published story, 200 agents, 20
# calls a second, 50 runs a point.
LOAD_VS_WAITING = Preset(Scenario(), rule="exponential", runs=50)

PRESETS = {"door": DOOR, "ten-agents": TEN_AGENTS, "load-vs-waiting": LOAD_VS_WAITING}

# "Load against waiting"'s Try this (resources/strings.py LOAD_TRY), one Add my point each, in order:
# the rule chosen and the settings changed, each step from where the one before left the panel. Longest
# wait 5 s comes after randomness 0.25, so that point is at the story's 20 s, as docs/teachers.md says;
# the three story rules are all reached, so "What to notice" opens.
LOAD_TRY_STEPS: tuple[tuple[str, tuple[tuple[str, float], ...]], ...] = (
    ("exponential", ()),
    ("jitter", (("jitter", 0.25),)),
    ("full-jitter", (("cap", 5.0),)),
    ("immediate", (("interval", 1.0),)),
)


def load_try_points(preset: Preset = LOAD_VS_WAITING) -> list[tuple[str, Scenario]]:
    """Each point LOAD_TRY adds, in order: (its rule, the settings on the panel then)."""
    scenario, points = preset.scenario, []
    for rule, changes in LOAD_TRY_STEPS:
        scenario = scenario.with_(**dict(changes))
        points.append((rule, scenario))
    return points


def lesson_run(scenario: Scenario, rule: str, seed: int) -> RunResult:
    """The one run a lesson shows: the exact reference engine (a few
    milliseconds at a lesson's size), the same as `wallasey-sim run --rule R
    --runs 1 --seed S --engine reference`."""
    return run_batch(scenario, rule, 1, seed, simulate=simulate_run).representative


# ------------------------------------------------------------------ the door
END_PAUSE_S = 0.8  # the door's replay runs on a little after the last friend is answered


def door_scenario(agents: int, preset: Preset = DOOR) -> Scenario:
    """The door with the agents slider's crowd; everything else is the preset's."""
    return replace(preset.scenario, agents=int(agents))


def door_seed(rule: str, draw: int = 0, preset: Preset = DOOR) -> int:
    """The seed of the door's ``draw``-th run of ``rule`` (0: the lesson's first). A rule that draws
    random waits gets a new random stream each time a pupil asks for another run (*Again*), so "is it
    really random?" is answered on screen; a rule with no randomness keeps the lesson's seed, and its
    run is the same every time (the friends at one moment are still let in in the seed's order)."""
    if draw < 0:
        raise ValueError(f"draw {draw} is not allowed: the door's runs are counted from 0")
    return preset.seed + draw if RULES[rule].random else preset.seed


def door_replay_end(run: RunResult) -> float:
    """Where the door's replay stops: the last knock or answer, and a pause."""
    return max(float(run.call_times[-1]), run.last_served) + END_PAUSE_S


def door_result(run: RunResult) -> tuple[int, float]:
    """What the door's board keeps of a replay watched to the end: (knocks, everyone in)."""
    return run.calls, run.last_served


def door_board(results: dict[str, tuple[int, float]]) -> list[tuple[int | None, float | None]]:
    """The board's rows, one per story rule in order: (knocks, everyone in),
    (None, None) for a rule not watched to the end yet."""
    return [results.get(rule, (None, None)) for rule in STORY_RULES]


# ------------------------------------------------------------ the ten agents
def ten_agents_runs(scenario: Scenario, seed: int) -> dict[str, RunResult]:
    """One run of each story rule on the same random stream (the seed)."""
    return {rule: lesson_run(scenario, rule, seed) for rule in STORY_RULES}


def timelines_end(runs: dict[str, RunResult]) -> float:
    """One time axis for every rule's timeline: the latest knock or answer, and a margin."""
    return max(max(float(r.call_times[-1]), r.last_served) for r in runs.values()) * 1.03 + 0.3


@dataclass(frozen=True)
class RetryColumn:
    """One rule's column of the ten agents' table."""

    retries: list[int]  # each agent's retries (its calls after the first)
    total: int  # the retries of all the agents
    calls: int  # every call, first tries included


def retry_columns(runs: dict[str, RunResult]) -> dict[str, RetryColumn]:
    """The table's columns, in the order of the story rules."""
    columns = {}
    for rule in STORY_RULES:
        retries = np.asarray(runs[rule].tries) - 1
        columns[rule] = RetryColumn(retries.tolist(), int(retries.sum()), runs[rule].calls)
    return columns


def most_calls(runs: dict[str, RunResult]) -> list[str]:
    """The rules that sent the most calls (more than one if they tie), in story order."""
    top = max(r.calls for r in runs.values())
    return [rule for rule in STORY_RULES if runs[rule].calls == top]


# How many runs the ten agents' note counts over: the lab's own "middle of 50 runs".
MANY_RUNS = 50


@dataclass(frozen=True)
class ManyRuns:
    """The random wait against waiting longer each time over many runs of the
    same agents (each with its own roll of the dice): one run of ten agents can
    go either way, so the lesson says what happens over many."""

    runs: int
    fewer: int  # runs where the random wait sent fewer calls
    same: int  # ... as many calls
    more: int  # ... more calls
    sooner: int  # runs where its last agent had an answer sooner
    calls: float  # the middle (median) of the random wait's calls
    other_calls: float  # ... and of waiting longer each time's
    last: float  # the middle of the random wait's last answers, s
    other_last: float

    @property
    def fewer_calls(self) -> bool:
        """In the middle of the runs the random wait sent fewer calls."""
        return self.calls < self.other_calls

    @property
    def done_sooner(self) -> bool:
        """In the middle of the runs its last agent had an answer sooner."""
        return self.last < self.other_last

    @property
    def mostly_sooner(self) -> bool:
        """Its last agent had an answer sooner in more than half the runs: what ten agents show again
        and again when Another run is pressed."""
        return 2 * self.sooner > self.runs

    @property
    def calls_about_the_same(self) -> bool:
        """The middle calls within a tenth of each other: less than one run of ten agents differs
        from the next (53 to 59 calls for a random wait), so no pupil could see it on screen."""
        return abs(self.calls - self.other_calls) <= 0.1 * max(self.calls, self.other_calls)


@lru_cache(maxsize=4)
def over_many_runs(scenario: Scenario, seed: int, runs: int = MANY_RUNS) -> ManyRuns:
    """Both rules on the same ``runs`` streams (common random numbers), run by run, on the exact
    reference engine the lesson's own runs use: the figures the teachers' notes give (`wallasey-sim run
    --agents 10 --capacity 2 --runs 50 --engine reference`: 55 calls and 8.3 s for a random wait)."""
    jitter = run_batch(scenario, "full-jitter", runs, seed, record_first=False, simulate=simulate_run).runs
    other = run_batch(scenario, "exponential", runs, seed, record_first=False, simulate=simulate_run).runs
    calls = np.array([[r["calls"] for r in jitter], [r["calls"] for r in other]], dtype=float)
    last = np.array([[r["last_served"] for r in jitter], [r["last_served"] for r in other]], dtype=float)
    return ManyRuns(runs, int((calls[0] < calls[1]).sum()), int((calls[0] == calls[1]).sum()),
                    int((calls[0] > calls[1]).sum()), int((last[0] < last[1]).sum()),
                    float(np.median(calls[0])), float(np.median(calls[1])),
                    float(np.median(last[0])), float(np.median(last[1])))


@dataclass(frozen=True)
class Verdict:
    """Whether the class's prediction (the rule it said sends the most calls) matched."""

    right: bool
    prediction: str
    calls: int  # the predicted rule's calls
    best: str  # the rule that sent the most (the first if several tie)
    best_calls: int


def verdict(runs: dict[str, RunResult], prediction: str) -> Verdict:
    winners = most_calls(runs)
    best = winners[0]
    return Verdict(prediction in winners, prediction, runs[prediction].calls, best, runs[best].calls)


def clear_row(run: RunResult, x_from: float, x_to: float, half: float, middle: float) -> float:
    """The height (in rows) nearest ``middle`` where a label ``half`` rows
    high over ``x_from``..``x_to`` s covers no call mark and no answer line
    of ``run`` (the fewest, if none is free)."""
    return clear_row_and_cover(run, x_from, x_to, half, middle)[0]


def clear_row_and_cover(run: RunResult, x_from: float, x_to: float, half: float,
                        middle: float) -> tuple[float, int]:
    """``clear_row``'s height, and how many call marks and answer lines the label covers there
    (0: none; more where no row is free, and a shorter label is wanted)."""
    agents = len(run.served_us)
    times = np.asarray(run.call_times, dtype=float)
    rows = np.asarray(run.call_agents, dtype=float)
    ok = np.asarray(run.call_accepted, dtype=bool)
    ends = np.where(ok, run.served[run.call_agents], times)  # an accepted call's line runs to its answer
    near = (ends >= x_from) & (times <= x_to)
    best, best_cost = middle, None
    for y in sorted(np.arange(0.0, agents - 0.5, 0.5), key=lambda v: abs(v - middle)):
        cost = int((near & (np.abs(rows - y) < half + 0.45)).sum())
        if best_cost is None or cost < best_cost:
            best, best_cost = float(y), cost
        if cost == 0:
            break
    return best, (best_cost or 0)
