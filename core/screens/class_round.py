"""The class round without its network or its window: the lab is the door,
each pupil's device is an agent.

``ClassRound`` keeps the round's account: who joined (a friendly assigned
name and a colour, so nothing a pupil types ever reaches the projector),
every knock the door decided, each device's knock limit, and who is inside.
The door is the model's own fixed window (``core.model.limiters.FixedWindow``:
at most C knocks accepted in each second since the first knock), and the
waits of *wait longer each time* and *wait a random time* are the model's
own rules (``exponential``, ``full-jitter``) with the door lesson's
parameters, so the round and the model's figures for the same crowd can
sit side by side. Times are whole microseconds from the caller's clock
(the server's ``time.monotonic_ns() // 1000``); nothing here reads a clock,
so every outcome is testable exactly. Not thread-safe: the server holds
one lock around it.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field, replace

import numpy as np

from wallasey_lab.core.engines import run_batch
from wallasey_lab.core.engines.reference import simulate_run
from wallasey_lab.core.engines.results import BatchSummary, RunResult
from wallasey_lab.core.model.limiters import FixedWindow
from wallasey_lab.core.model.params import US_PER_S
from wallasey_lab.core.model.rules import make_rule
from wallasey_lab.core.model.scenario import DEFAULT_SEED, Scenario, ScenarioError
from wallasey_lab.core.screens.lessons import DOOR

# The three ways to play, and the model's rule for each. *By hand*: pupils
# knock when they like, and people knock again at once (the model's "retry
# immediately", every 0.25 s as in the door lesson).
ROUND_RULES = {"by-hand": "immediate", "wait-longer": "exponential", "wait-random": "full-jitter"}
DEFAULT_RULE = "by-hand"
DEFAULT_CAPACITY = 3  # the door lesson's: 3 a second, about right for 30 pupils
MAX_CAPACITY = 100
DEFAULT_MAX_PUPILS = 60
MAX_PUPILS_LIMIT = 200
DEFAULT_MINUTES = 15.0
MAX_MINUTES = 120.0
# Each device may knock at most this many times a second (a bucket that
# refills at this rate and holds as many): a person can tap faster than the
# door's second, a script cannot flood the door or the projector.
DEVICE_KNOCKS_PER_S = 4
MODEL_RUNS = 21  # odd: the median is one run's figure

ANIMALS = ("Otter", "Badger", "Puffin", "Seal", "Heron", "Fox", "Hare", "Owl", "Robin", "Crab", "Dolphin",
           "Wren", "Squirrel", "Hedgehog", "Falcon", "Starfish", "Beaver", "Lynx", "Pony", "Tern")
# Each pupil's dot beside their name on the projector and on their own page: a neutral mark, one mid
# grey for all (gui/style/palette.py PUPIL; docs/design.md: neutral marks never borrow a rule's or an
# outcome's colour; ten hues read as "this pupil used that rule"). The name tells pupils apart. Kept
# here, where the page (storm/) and the window (gui/) both read it.
PUPIL_COLOURS = ("#616161",)


def round_scenario(pupils: int, capacity: int) -> Scenario:
    """The model's scenario for a round: the door lesson's (answer 1 s, a
    knock again every 0.25 s, backoff from 0.5 s up to 4 s) with this crowd and door."""
    return replace(DOOR.scenario, agents=max(1, int(pupils)), capacity=int(capacity)).checked()


def check_settings(capacity: int, rule: str, max_pupils: int, minutes: float) -> None:
    """Raise ScenarioError naming the first bad setting and what is allowed."""
    if rule not in ROUND_RULES:
        raise ScenarioError(f"rule must be one of {', '.join(ROUND_RULES)}, got {rule!r}")
    if not (isinstance(capacity, int) and 1 <= capacity <= MAX_CAPACITY):
        raise ScenarioError(f"capacity must be a whole number from 1 to {MAX_CAPACITY}, got {capacity!r}")
    if not (isinstance(max_pupils, int) and 1 <= max_pupils <= MAX_PUPILS_LIMIT):
        raise ScenarioError(f"pupils must be a whole number from 1 to {MAX_PUPILS_LIMIT}, got {max_pupils!r}")
    if not (isinstance(minutes, int | float) and math.isfinite(minutes) and 0 < minutes <= MAX_MINUTES):
        raise ScenarioError(f"minutes must be above 0 up to {MAX_MINUTES:g}, got {minutes!r}")


@dataclass
class Pupil:
    number: int  # 0, 1, ... in the order they joined
    name: str  # "Otter 12"
    colour: str
    knocks: int = 0  # knocks the door decided
    refused: int = 0
    in_at_us: int | None = None  # round time when the answer came (accepted + the answer time)
    wait_until_us: int = 0  # round time before which the page's wait is not over
    prev_wait_us: int = 0
    allowance: float = float(DEVICE_KNOCKS_PER_S)  # the device's bucket
    bucket_us: int | None = None  # clock time the bucket was last filled


@dataclass(frozen=True)
class Knock:
    """The door's answer to one knock. ``outcome``: accepted, refused,
    limited (the device knocked too fast: not a knock), early (the page's
    wait was not over: not a knock), inside (already let in), over."""

    outcome: str
    wait_s: float = 0.0  # refused: the wait the rule asks for (0 by hand)
    answer_s: float = 0.0  # accepted: seconds until "You're in"


@dataclass
class RoundFigures:
    """The round's figures, as `wallasey-sim class-round` prints them."""

    rule: str
    capacity: int
    pupils: int  # joined
    knocked: int  # pupils who knocked at least once
    inside: int  # pupils let in (their answer has come)
    knocks: int
    refused: int
    everyone_in_s: float  # from the first knock until the last pupil who knocked was in; NaN if not all
    typical_in_s: float  # the median pupil's time in, over those inside; NaN if nobody
    knocks_per_second: list[int] = field(default_factory=list)  # knocks in each second [k, k+1)
    limited: int = 0  # knocks over a device's limit, not passed to the door
    early: int = 0  # knocks before a page's wait was over
    duration_s: float = math.nan  # from the first knock to the end of the round; NaN while it runs or if nobody knocked

    def describe(self) -> dict:
        return {"rule": self.rule, "capacity": self.capacity, "pupils": self.pupils, "knocked": self.knocked,
                "inside": self.inside, "knocks": self.knocks, "refused": self.refused,
                "everyone_in_s": _seconds(self.everyone_in_s), "typical_in_s": _seconds(self.typical_in_s),
                "knocks_per_second": list(self.knocks_per_second), "peak_knocks_per_second":
                max(self.knocks_per_second, default=0), "limited": self.limited, "early": self.early,
                "duration_s": _seconds(self.duration_s)}


def _seconds(value: float) -> float | None:
    return None if math.isnan(value) else round(value, 3)


class ClassRound:
    """One round's account. ``now_us`` is the caller's clock in microseconds;
    round time 0 is the first knock the door decides."""

    def __init__(self, capacity: int = DEFAULT_CAPACITY, rule: str = DEFAULT_RULE, *,
                 max_pupils: int = DEFAULT_MAX_PUPILS, minutes: float = DEFAULT_MINUTES, seed: int | None = None):
        check_settings(capacity, rule, max_pupils, minutes)
        self.capacity, self.rule, self.max_pupils, self.minutes = capacity, rule, max_pupils, minutes
        self.scenario = round_scenario(1, capacity)
        self.door = FixedWindow(self.scenario)
        self.model_rule = make_rule(ROUND_RULES[rule], self.scenario)
        self.answer_us = int(round(self.scenario.answer_time.value * US_PER_S))
        self.rng = random.Random(seed)  # None: fresh names and waits each round (tests give a seed)
        self.pupils: list[Pupil] = []
        self.start_us: int | None = None
        self.call_times_us: list[int] = []
        self.call_pupils: list[int] = []
        self.call_accepted: list[bool] = []
        self.limited = 0
        self.early = 0
        self.over = False
        self.end_us: int | None = None  # round time at the end (None: running, or nobody knocked)
        # Unique in animal and in number while they last (Wren 59 and Wren 73,
        # or Falcon 73 and Fox 73, in one round would be mixed up on the projector).
        self._animals, self._numbers = list(ANIMALS), list(range(1, 100))

    # ------------------------------------------------------------ joining
    def join(self) -> Pupil | None:
        """A new pupil with a fresh assigned name and a colour; None when the round is full or over."""
        if self.over or len(self.pupils) >= self.max_pupils:
            return None
        taken = {p.name for p in self.pupils}
        if not self._animals:
            self._animals = list(ANIMALS)
        if not self._numbers:
            self._numbers = list(range(1, 100))
        name = f"{self._animals.pop(self.rng.randrange(len(self._animals)))} " \
               f"{self._numbers.pop(self.rng.randrange(len(self._numbers)))}"
        while name in taken:  # only past 20 pupils can an animal come round again with a used number
            name = f"{self.rng.choice(ANIMALS)} {self.rng.randrange(1, 100)}"
        pupil = Pupil(len(self.pupils), name, PUPIL_COLOURS[len(self.pupils) % len(PUPIL_COLOURS)])
        self.pupils.append(pupil)
        return pupil

    # ------------------------------------------------------------ knocking
    def round_time_us(self, now_us: int) -> int:
        return 0 if self.start_us is None else now_us - self.start_us

    def _device_allows(self, pupil: Pupil, now_us: int) -> bool:
        if pupil.bucket_us is not None:
            pupil.allowance = min(float(DEVICE_KNOCKS_PER_S),
                                  pupil.allowance + (now_us - pupil.bucket_us) * DEVICE_KNOCKS_PER_S / US_PER_S)
        pupil.bucket_us = now_us
        if pupil.allowance < 1.0:
            return False
        pupil.allowance -= 1.0
        return True

    def knock(self, number: int, now_us: int) -> Knock:
        """Pupil ``number`` knocks at ``now_us``: the device's limit, the page's wait, then the door."""
        pupil = self.pupils[number]
        if self.over:
            return Knock("over")
        if pupil.in_at_us is not None:
            return Knock("inside", answer_s=max(0.0, (pupil.in_at_us - self.round_time_us(now_us)) / US_PER_S))
        t = self.round_time_us(now_us)
        # With a waiting rule the page knocks when the rule's wait is over,
        # which can be soon after a short random wait: such a knock is the
        # rule's, not a flood, and is not charged to the device.
        waited = self.rule != "by-hand" and pupil.refused > 0 and t >= pupil.wait_until_us
        if not waited and not self._device_allows(pupil, now_us):
            self.limited += 1
            return Knock("limited")
        if self.start_us is None:
            self.start_us = now_us
            t = 0
        if t < pupil.wait_until_us:
            self.early += 1
            return Knock("early", wait_s=(pupil.wait_until_us - t) / US_PER_S)
        accepted = self.door.admit(t, 1) == 1
        pupil.knocks += 1
        self.call_times_us.append(t)
        self.call_pupils.append(number)
        self.call_accepted.append(accepted)
        if accepted:
            pupil.in_at_us = t + self.answer_us
            return Knock("accepted", answer_s=self.answer_us / US_PER_S)
        pupil.refused += 1
        wait_us = 0
        if self.rule != "by-hand":  # by hand the pupil is the rule
            wait_us = self.model_rule.wait_us(pupil.refused, pupil.prev_wait_us, self.rng.random)
        pupil.prev_wait_us = wait_us
        pupil.wait_until_us = t + wait_us
        return Knock("refused", wait_s=wait_us / US_PER_S)

    def end(self, now_us: int | None = None) -> None:
        """The round is over; ``now_us`` (the caller's clock) fixes its length for the model's like-with-like figures."""
        if not self.over and now_us is not None and self.start_us is not None:
            self.end_us = now_us - self.start_us
        self.over = True

    # ------------------------------------------------------------ the figures
    def inside(self, now_us: int) -> list[Pupil]:
        """Pupils whose answer has come by ``now_us``, in the order they got in."""
        t = self.round_time_us(now_us)
        done = [p for p in self.pupils if p.in_at_us is not None and (self.over or p.in_at_us <= t)]
        return sorted(done, key=lambda p: p.in_at_us)

    def figures(self) -> RoundFigures:
        knocked = [p for p in self.pupils if p.knocks > 0]
        inside = [p for p in knocked if p.in_at_us is not None]
        in_s = [p.in_at_us / US_PER_S for p in inside]
        # Everyone: every pupil who joined, not only those who knocked.
        everyone = max(in_s) if inside and len(inside) == len(self.pupils) else math.nan
        typical = float(np.median(in_s)) if in_s else math.nan
        per_second = np.bincount(np.asarray(self.call_times_us, dtype=np.int64) // US_PER_S).tolist() \
            if self.call_times_us else []
        return RoundFigures(self.rule, self.capacity, len(self.pupils), len(knocked), len(inside),
                            len(self.call_times_us), int(len(self.call_accepted) - sum(self.call_accepted)),
                            everyone, typical, per_second, self.limited, self.early,
                            math.nan if self.end_us is None else self.end_us / US_PER_S)

    def as_run(self) -> RunResult:
        """The round as the model's own record of a run, so the lab's load
        plot draws the class's knocks as it draws the model's calls."""
        n = len(self.pupils)
        served = np.array([p.in_at_us if p.in_at_us is not None else -1 for p in self.pupils] or [0], dtype=np.int64)
        tries = np.array([p.knocks for p in self.pupils] or [0], dtype=np.int64)
        accepted = np.asarray(self.call_accepted, dtype=bool)
        return RunResult(ROUND_RULES[self.rule], len(accepted), int((~accepted).sum()), served, tries,
                         call_times=np.asarray(self.call_times_us, dtype=np.float64) / US_PER_S,
                         call_agents=np.asarray(self.call_pupils, dtype=np.int64), call_accepted=accepted,
                         gave_up=int((served < 0).sum()) if n else 0)


@dataclass(frozen=True)
class ModelFigures:
    """The model's medians for the round's crowd and rule, in the round's words.

    When the class's round ended with pupils still outside, the model's
    runs are read at the same moment (``by_s``: the round's length from its
    first knock): knocks and refusals until then, how many of its agents
    were in by then (``inside``), and the typical time in of as many
    agents as the class had inside (the first ``typical_of`` in), so both
    columns count the same thing."""

    rule: str  # the model's rule (immediate, exponential, full-jitter)
    agents: int
    runs: int
    knocks: float
    refused: float
    everyone_in_s: float  # NaN when read at ``by_s`` and not every agent was in by then
    typical_in_s: float
    inside: int = 0  # agents in (the median over the runs); all of them when the model ran to the end
    by_s: float = math.nan  # NaN: the model's whole runs
    typical_of: int = 0  # the typical time is the middle of the first this many in

    def describe(self) -> dict:
        return {"rule": self.rule, "agents": self.agents, "runs": self.runs, "knocks": self.knocks,
                "refused": self.refused, "everyone_in_s": _seconds(self.everyone_in_s),
                "typical_in_s": _seconds(self.typical_in_s), "inside": self.inside, "by_s": _seconds(self.by_s),
                "typical_of": self.typical_of}


def model_for(figures: RoundFigures, runs: int = MODEL_RUNS, seed: int = DEFAULT_SEED) -> ModelFigures:
    """The model's runs for the same crowd (the pupils who knocked; one if
    nobody did) and rule, on the exact reference engine as the lessons are
    (a few milliseconds at a class's size). If the class's round ended
    with pupils who knocked still outside, the runs are read at the
    round's length too (see ModelFigures)."""
    agents = max(1, figures.knocked)
    rule = ROUND_RULES[figures.rule]
    recorded: list[RunResult] = []

    def simulate(*args, **kwargs) -> RunResult:  # every run's calls, to read the runs at the round's end
        kwargs["record_calls"] = True
        result = simulate_run(*args, **kwargs)
        recorded.append(result)
        return result

    batch: BatchSummary = run_batch(round_scenario(agents, figures.capacity), rule, runs, seed, record_first=False,
                                    simulate=simulate)
    m = batch.median
    whole = ModelFigures(rule, agents, runs, float(m["calls"]), float(m["refused"]), float(m["last_served"]),
                         float(m["typical_served"]), agents, math.nan, agents)
    cut = figures.knocked > 0 and figures.inside < figures.knocked and not math.isnan(figures.duration_s)
    if not cut:
        return whole
    # As the class's figures count them: a pupil let in by the end is in, even if the door's answer came after it.
    by_us = figures.duration_s * US_PER_S + round_scenario(1, figures.capacity).answer_time.value * US_PER_S
    k = figures.inside
    knocks, refused, inside, typical = [], [], [], []
    for r in recorded:
        until = r.call_times < figures.duration_s
        knocks.append(int(until.sum()))
        refused.append(int((until & ~r.call_accepted).sum()))
        served = np.sort(r.served_us[r.served_us >= 0])
        inside.append(int((served < by_us).sum()))  # let in before the end (the round takes no knock at its end)
        if k:
            typical.append(float(np.median(served[:k])) / US_PER_S)
    n_in = int(np.median(inside))
    everyone = float(m["last_served"]) if n_in >= agents else math.nan
    return ModelFigures(rule, agents, runs, float(np.median(knocks)), float(np.median(refused)), everyone,
                        float(np.median(typical)) if typical else math.nan, n_in, figures.duration_s, k)
