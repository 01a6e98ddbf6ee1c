"""Arrival patterns: when each agent makes its first call.

One small class per pattern, registered by name in ``ARRIVALS`` (the
scenario's ``arrival`` field names one). A pattern lists the scenario fields
it reads in ``params`` (core/model/params.py), marked ``required``: the command
line, the window and the scenario's checks are built from them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import numpy as np

from wallasey_lab.core.model.params import MAX_TIME_S, US_PER_S, Param, Slider, to_us

if TYPE_CHECKING:  # for annotations only: the scenario imports this module
    from wallasey_lab.core.model.scenario import Scenario

MAX_ARRIVAL_RATE = 1_000_000.0  # agents a second
# One agent every 1,000 s at the slowest: a million agents then arrive over
# about 32 years of simulated time, still far inside whole microseconds in 64
# bits; a slower rate would overflow the arrival times into garbage.
MIN_ARRIVAL_RATE = 0.001

ARRIVAL_SPREAD = Param("arrival_spread", "arrival spread", "s", 0.0, MAX_TIME_S, None, low_inclusive=False,
                       required=True, slider=Slider(0.1, 600.0, 10.0, decimals=1, step=0.5, log=True))
ARRIVAL_RATE = Param("arrival_rate", "arrival rate", "agents/s", MIN_ARRIVAL_RATE, MAX_ARRIVAL_RATE, None,
                     required=True, slider=Slider(0.1, 1000.0, 20.0, decimals=1, step=1.0, log=True))


class ArrivalPattern:
    name: ClassVar[str]
    params: ClassVar[tuple[Param, ...]] = ()

    def times_us(self, scenario: Scenario, rng: np.random.Generator) -> np.ndarray | None:
        """Each agent's first call in microseconds, in agent order (agents
        are numbered in arrival order); None when every agent calls at 0."""
        raise NotImplementedError


class AllAtOnce(ArrivalPattern):
    """Everyone at t = 0 (the published story): no random number drawn."""

    name = "all-at-once"

    def times_us(self, scenario: Scenario, rng: np.random.Generator) -> None:
        return None


class Uniform(ArrivalPattern):
    """Each agent independently uniform in [0, S], S the arrival spread."""

    name = "uniform"
    params = (ARRIVAL_SPREAD,)

    def times_us(self, scenario: Scenario, rng: np.random.Generator) -> np.ndarray:
        times = np.sort(rng.random(scenario.agents)) * to_us(scenario.arrival_spread)
        return np.rint(times).astype(np.int64)


class Poisson(ArrivalPattern):
    """A Poisson process of rate L from t = 0: the gaps (the first arrival
    included) are exponential with mean 1/L."""

    name = "poisson"
    params = (ARRIVAL_RATE,)

    def times_us(self, scenario: Scenario, rng: np.random.Generator) -> np.ndarray:
        times = np.cumsum(rng.exponential(US_PER_S / scenario.arrival_rate, scenario.agents))
        return np.rint(times).astype(np.int64)


ARRIVALS: dict[str, type[ArrivalPattern]] = {a.name: a for a in (AllAtOnce, Uniform, Poisson)}
# The patterns the fast engines know: their runs assume these draws (sorted
# times, drawn before anything else). A pattern registered later runs on the
# reference engine until a fast engine has been checked against it.
_BUILT_IN = dict(ARRIVALS)


def built_in_arrival(name: str) -> bool:
    """True if ``name`` is one of the patterns the lab ships (not replaced)."""
    return name in _BUILT_IN and ARRIVALS.get(name) is _BUILT_IN[name]


def arrival_times_us(scenario: Scenario, rng: np.random.Generator) -> list[int]:
    """When each agent makes its first call, in microseconds (the reference
    engine's list; all-at-once draws no random number)."""
    times = ARRIVALS[scenario.arrival]().times_us(scenario, rng)
    return [0] * scenario.agents if times is None else times.tolist()
