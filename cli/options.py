"""Scenario options shared by `wallasey-sim` and `wallasey --screenshot`.

Each option is checked as it is parsed, so bad input becomes one line that
names the option and what is allowed (see ``QuietParser``).
"""

from __future__ import annotations

import argparse
import math
import sys

from core.engines import ENGINE_CHOICES
from core.limiters import LIMITERS
from core.rules import RULES
from core.scenario import (
    DEFAULT_CALL_BUDGET,
    DEFAULT_SEED,
    MAX_AGENTS,
    MAX_CAPACITY,
    MAX_RUNS,
    MAX_TIME_S,
    MIN_WAIT_S,
    AnswerTime,
    Scenario,
    ScenarioError,
)


class QuietParser(argparse.ArgumentParser):
    """argparse, but an error is one line and exit status 2, no usage dump."""

    def error(self, message: str):  # noqa: D401 - argparse's name
        self.exit(2, f"{self.prog}: error: {message} (see --help)\n")


def _number(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, got {text!r}") from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"expected a finite number, got {text!r}")
    return value


def whole(low: int, high: int):
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number from {low:,} to {high:,}, got {text!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be from {low:,} to {high:,}, got {value:,}")
        return value

    return parse


def seconds(low: float, *, inclusive: bool, high: float = MAX_TIME_S):
    word = "from" if inclusive else "above"

    def parse(text: str) -> float:
        try:
            value = _number(text)
        except argparse.ArgumentTypeError as e:  # say what is allowed, not only what is wrong
            raise argparse.ArgumentTypeError(f"{e}; must be {word} {low:g} up to {high:g} seconds") from None
        if (value < low if inclusive else value <= low) or value > high:
            raise argparse.ArgumentTypeError(f"must be {word} {low:g} up to {high:g} seconds, got {text}")
        return value

    return parse


def seconds_list(text: str) -> tuple[float, ...]:
    parse = seconds(0.0, inclusive=False)
    parts = [p for p in text.split(",") if p.strip()]
    if not parts:
        raise argparse.ArgumentTypeError("expected measured times in seconds separated by commas, e.g. 0.93,1.07,1.26")
    return tuple(parse(p.strip()) for p in parts)


def add_scenario_arguments(p: argparse.ArgumentParser) -> None:
    d = Scenario()
    g = p.add_argument_group("scenario")
    g.add_argument("--agents", type=whole(1, MAX_AGENTS), default=d.agents, help="agents that each need one answer")
    g.add_argument("--capacity", type=whole(1, MAX_CAPACITY), default=d.capacity, help="calls the tool accepts a second")
    g.add_argument("--answer-time", type=seconds(0, inclusive=False), default=d.answer_time.value,
                   help="seconds an accepted call takes to answer (default: the measured median 1.07)")
    g.add_argument("--answer-min", type=seconds(0, inclusive=False), default=None,
                   help="with --answer-max: answer times uniform between the two")
    g.add_argument("--answer-max", type=seconds(0, inclusive=False), default=None)
    g.add_argument("--answer-samples", type=seconds_list, default=None,
                   help="answer times drawn from these measured seconds, comma separated")
    g.add_argument("--refusal-rtt", type=seconds(0, inclusive=True), default=d.refusal_rtt,
                   help="seconds before a refused agent learns it was refused")
    g.add_argument("--interval", type=seconds(MIN_WAIT_S, inclusive=True), default=d.interval,
                   help="wait between immediate retries")
    g.add_argument("--base", type=seconds(MIN_WAIT_S, inclusive=True), default=d.base, help="first backoff wait")
    g.add_argument("--cap", type=seconds(0, inclusive=False), default=d.cap, help="longest backoff wait")
    g.add_argument("--limiter", choices=list(LIMITERS), default=d.limiter, help="the tool's rule for refusing")
    g.add_argument("--call-budget", type=whole(1, 10**10), default=DEFAULT_CALL_BUDGET,
                   help="stop a run with an error after this many calls")


def add_batch_arguments(p: argparse.ArgumentParser, runs: int = 50) -> None:
    p.add_argument("--runs", type=whole(1, MAX_RUNS), default=runs, help="runs per rule (median reported)")
    p.add_argument("--seed", type=whole(0, 2**63 - 1), default=DEFAULT_SEED, help="random seed")
    p.add_argument("--engine", choices=list(ENGINE_CHOICES), default="auto",
                   help="simulation engine (auto picks the fastest exact one)")


def add_rule_argument(p: argparse.ArgumentParser, *, required: bool, default: str | None = None) -> None:
    p.add_argument("--rule", choices=list(RULES), required=required, default=default, help="retry rule")


def scenario_from_args(args: argparse.Namespace) -> Scenario:
    """Build and check the scenario; a ScenarioError names what is wrong."""
    if (args.answer_min is None) != (args.answer_max is None):
        raise ScenarioError("--answer-min and --answer-max go together: give both or neither")
    if args.answer_samples is not None:
        answer = AnswerTime.resampled(args.answer_samples)
    elif args.answer_min is not None:
        if args.answer_max < args.answer_min:
            raise ScenarioError(f"--answer-max ({args.answer_max:g}) must not be below --answer-min ({args.answer_min:g})")
        answer = AnswerTime.uniform(args.answer_min, args.answer_max)
    else:
        answer = AnswerTime.fixed(args.answer_time)
    if args.cap < args.base:
        raise ScenarioError(f"--cap ({args.cap:g}) must not be below --base ({args.base:g})")
    return Scenario(
        agents=args.agents,
        capacity=args.capacity,
        answer_time=answer,
        refusal_rtt=args.refusal_rtt,
        interval=args.interval,
        base=args.base,
        cap=args.cap,
        limiter=args.limiter,
        call_budget=args.call_budget,
    ).checked()


def fail(prog: str, message: str, status: int = 2) -> int:
    print(f"{prog}: error: {message}", file=sys.stderr)
    return status
