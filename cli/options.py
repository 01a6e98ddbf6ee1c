"""Scenario options shared by `wallasey-sim` and `wallasey --screenshot`.

Each option is checked as it is parsed, so bad input becomes one line that
names the option and what is allowed (see ``QuietParser``).
"""

from __future__ import annotations

import argparse
import math
import sys

from wallasey_lab.core.engines import ENGINE_CHOICES
from wallasey_lab.core.limiters import LIMITERS
from wallasey_lab.core.rules import STORY_RULES
from wallasey_lab.core.scenario import (
    ARRIVALS,
    BUDGETS,
    DEFAULT_CALL_BUDGET,
    DEFAULT_SEED,
    MAX_AGENTS,
    MAX_ARRIVAL_RATE,
    MAX_ATTEMPTS,
    MAX_CAPACITY,
    MAX_MULTIPLIER,
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


def number(low: float, high: float, *, low_inclusive: bool = True, unit: str = ""):
    """A plain number in [low, high] (or (low, high]); ``unit`` is said in the error."""
    word = "from" if low_inclusive else "above"
    shown = f"{high:,.0f}" if float(high).is_integer() else f"{high:g}"
    allowed = f"{word} {low:g} to {shown}{unit}"

    def parse(text: str) -> float:
        try:
            value = _number(text)
        except argparse.ArgumentTypeError as e:
            raise argparse.ArgumentTypeError(f"{e}; must be {allowed}") from None
        if (value < low if low_inclusive else value <= low) or value > high:
            raise argparse.ArgumentTypeError(f"must be {allowed}, got {text}")
        return value

    return parse


def names_list(allowed):
    """Comma-separated names, each one of ``allowed``, in the order given, no repeats."""
    allowed = tuple(allowed)

    def parse(text: str) -> tuple[str, ...]:
        names = [p.strip() for p in text.split(",") if p.strip()]
        if not names:
            raise argparse.ArgumentTypeError(f"expected names separated by commas, from {', '.join(allowed)}")
        for name in names:
            if name not in allowed:
                raise argparse.ArgumentTypeError(f"unknown name {name!r}; choose from {', '.join(allowed)}")
        if len(set(names)) != len(names):
            raise argparse.ArgumentTypeError(f"each name once, got {text!r}")
        return tuple(names)

    return parse


def whole_list(low: int, high: int):
    item = whole(low, high)

    def parse(text: str) -> tuple[int, ...]:
        parts = [p.strip() for p in text.split(",") if p.strip()]
        if not parts:
            raise argparse.ArgumentTypeError(f"expected whole numbers from {low:,} to {high:,} separated by commas")
        return tuple(item(p) for p in parts)

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
    # Other rules, caps, budgets, tools and arrivals. Every default leaves the published story unchanged.
    r = p.add_argument_group("rule parameters (used only by the rule that names them)")
    r.add_argument("--jitter", type=number(0, 1), default=d.jitter,
                   help="jitter rule: J from 0 (exponential) to 1 (full jitter); default 1")
    r.add_argument("--multiplier", type=number(1, MAX_MULTIPLIER), default=d.multiplier,
                   help="proportional-jitter: growth of the wait per refusal (default 1.6)")
    r.add_argument("--spread", type=number(0, 1), default=d.spread,
                   help="proportional-jitter: wait x uniform(1 - spread, 1 + spread) (default 0.2)")
    r.add_argument("--hint-jitter", type=seconds(0, inclusive=True), default=d.hint_jitter,
                   help="retry-after: seconds of uniform jitter added after the tool's hint (default 0)")
    c = p.add_argument_group("caps and budgets (any rule)")
    c.add_argument("--max-attempts", type=whole(1, MAX_ATTEMPTS), default=None,
                   help="calls per agent; after the last is refused the agent gives up")
    c.add_argument("--deadline", type=seconds(0, inclusive=False), default=None,
                   help="seconds after its arrival beyond which an agent gives up instead of calling again")
    c.add_argument("--budget", choices=list(BUDGETS), default=d.budget,
                   help="retry budget of the client library the crowd shares")
    lim = p.add_argument_group("limiter parameters")
    lim.add_argument("--burst", type=whole(1, MAX_CAPACITY), default=None,
                     help="token-bucket: largest burst (default: the capacity)")
    lim.add_argument("--concurrency", type=whole(1, MAX_CAPACITY), default=None,
                     help="concurrency: calls in progress at once (default: the capacity)")
    lim.add_argument("--queue", type=whole(0, MAX_CAPACITY), default=None,
                     help="queue: calls held waiting (default: the capacity)")
    a = p.add_argument_group("arrivals")
    a.add_argument("--arrival", choices=list(ARRIVALS), default=None,
                   help="all-at-once (default), uniform over --arrival-spread, or poisson at --arrival-rate")
    a.add_argument("--arrival-spread", type=seconds(0, inclusive=False), default=None,
                   help="uniform arrival: agents arrive uniformly over this many seconds")
    a.add_argument("--arrival-rate", type=number(0, MAX_ARRIVAL_RATE, low_inclusive=False, unit=" agents a second"),
                   default=None, help="poisson arrival: agents a second")


def add_batch_arguments(p: argparse.ArgumentParser, runs: int = 50) -> None:
    p.add_argument("--runs", type=whole(1, MAX_RUNS), default=runs, help="runs per rule (median reported)")
    p.add_argument("--seed", type=whole(0, 2**63 - 1), default=DEFAULT_SEED, help="random seed")
    p.add_argument("--engine", choices=list(ENGINE_CHOICES), default="auto",
                   help="simulation engine (auto picks the fastest exact one)")


def add_rule_argument(
    p: argparse.ArgumentParser, *, required: bool, default: str | None = None, choices=STORY_RULES
) -> None:
    """``--rule``. The window shows the three story rules, so that is the
    default choice; ``wallasey-sim`` passes every rule in ``RULES``."""
    p.add_argument("--rule", choices=list(choices), required=required, default=default, help="retry rule")


def _more_options_fields(args: argparse.Namespace) -> dict:
    """Scenario fields beyond the story (rule parameters, arrivals, attempt caps,
    retry budgets, other tools), with option names in every error."""
    get = lambda name, default=None: getattr(args, name, default)  # noqa: E731  (wallasey may lack some)
    limiter = get("limiter", "fixed-window")
    for option, name, owner in (("--burst", "burst", "token-bucket"), ("--concurrency", "concurrency", "concurrency"),
                                ("--queue", "queue", "queue")):
        if get(name) is not None and limiter != owner:
            raise ScenarioError(f"{option} goes with --limiter {owner}, not --limiter {limiter}")
    spread, rate, arrival = get("arrival_spread"), get("arrival_rate"), get("arrival")
    if spread is not None and rate is not None:
        raise ScenarioError("--arrival-spread (uniform) and --arrival-rate (poisson) do not go together: give one")
    if arrival is None:
        arrival = "uniform" if spread is not None else "poisson" if rate is not None else "all-at-once"
    if arrival != "uniform" and spread is not None:
        raise ScenarioError(f"--arrival-spread goes with --arrival uniform, not --arrival {arrival}")
    if arrival != "poisson" and rate is not None:
        raise ScenarioError(f"--arrival-rate goes with --arrival poisson, not --arrival {arrival}")
    if arrival == "uniform" and spread is None:
        raise ScenarioError(f"--arrival uniform needs --arrival-spread (above 0 up to {MAX_TIME_S:g} seconds)")
    if arrival == "poisson" and rate is None:
        raise ScenarioError(f"--arrival poisson needs --arrival-rate (above 0 up to {MAX_ARRIVAL_RATE:,.0f} a second)")
    d = Scenario()
    return {
        "jitter": get("jitter", d.jitter),
        "multiplier": get("multiplier", d.multiplier),
        "spread": get("spread", d.spread),
        "hint_jitter": get("hint_jitter", d.hint_jitter),
        "max_attempts": get("max_attempts"),
        "deadline": get("deadline"),
        "budget": get("budget", d.budget),
        "burst": get("burst"),
        "concurrency": get("concurrency"),
        "queue": get("queue"),
        "arrival": arrival,
        "arrival_spread": spread,
        "arrival_rate": rate,
    }


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
        **_more_options_fields(args),
    ).checked()


def fail(prog: str, message: str, status: int = 2) -> int:
    print(f"{prog}: error: {message}", file=sys.stderr)
    return status
