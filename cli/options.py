"""Scenario options shared by `wallasey-sim` and `wallasey --screenshot`.

The options are built from the parameters the rules, limiters, budgets and
arrival patterns declare (core/model/params.py): one option per parameter, its
range check and its default from the declaration, its help from
resources/strings.py. Each option is checked as it is parsed, so bad input
becomes one line that names the option and what is allowed (see
``QuietParser``).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Sequence
from decimal import Decimal

from wallasey_lab.cli import output
from wallasey_lab.core.engines.pick import ENGINE_CHOICES
from wallasey_lab.core.model.params import (
    MAX_TIME_S,
    ExponentOutside,
    Param,
    as_written,
    declared,
    owners_of,
    plain,
    shown_value,
    written_number,
    written_within,
)
from wallasey_lab.core.model.presets import PRESETS
from wallasey_lab.core.model.rules import BASE, CAP, RULES, STORY_RULES
from wallasey_lab.core.model.scenario import (
    ANSWER_TIME,
    CAP_PARAMS,
    CHOICE_REGISTRIES,
    CROWD_PARAMS,
    DEFAULT_SEED,
    MAX_RUNS,
    MAX_SEED,
    RULE_PARAMS,
    AnswerTime,
    Scenario,
    ScenarioError,
)
from wallasey_lab.dft.options import hide_password
from wallasey_lab.resources import strings as S


class QuietParser(argparse.ArgumentParser):
    """argparse, but an error is one line and exit status 2, no usage dump.

    No abbreviated options: argparse would take `storm --cap 2` as --capacity, while in run/table --cap
    is the backoff cap, so a start of a name is refused as unknown (subparsers are QuietParsers too).
    """

    def __init__(self, *args, allow_abbrev: bool = False, **kwargs):
        super().__init__(*args, allow_abbrev=allow_abbrev, **kwargs)

    def error(self, message: str):  # noqa: D401 - argparse's name
        self.exit(2, f"{self.prog}: error: {readable(message)} (see --help)\n")

    def parse_known_args(self, args=None, namespace=None):
        # argparse keeps the last of an option given twice without a word: `--agents 10 --agents 20` is
        # refused instead, before the values are read (a command's own parser checks the options after it).
        args = self.values_with_a_dash(list(sys.argv[1:] if args is None else args))
        problem = self.repeated_option(args)
        if problem:
            self.error(problem)
        return super().parse_known_args(args, namespace)

    def values_with_a_dash(self, args: list[str]) -> list[str]:
        """``--size -1366x768`` as ``--size=-1366x768``: argparse takes a value starting with '-' (other than a
        plain negative number) for an option and says only "expected one argument"; given to the option, the
        value is refused in the option's own words, naming it. A known option name is never taken as a value."""
        takes_one = {name for action in self._actions if action.nargs is None and action.option_strings
                     for name in action.option_strings if name.startswith("--")}
        joined: list[str] = []
        index = 0
        while index < len(args):
            token = args[index]
            following = args[index + 1] if index + 1 < len(args) else None
            if token == "--":
                joined += args[index:]
                break
            if (token in takes_one and following is not None and following.startswith("-") and following != "-"
                    and following.split("=", 1)[0] not in self._option_string_actions):
                joined.append(f"{token}={following}")
                index += 2
                continue
            joined.append(token)
            index += 1
        return joined

    def repeated_option(self, args: Sequence[str]) -> str | None:
        """'argument --agents: given twice (...)' for the first option ``args`` give twice, or None."""
        commands = {name for a in self._actions if isinstance(a, argparse._SubParsersAction) for name in a.choices}
        seen: dict[argparse.Action, str] = {}
        i = 0
        while i < len(args):
            arg = args[i]
            i += 1
            if arg == "--" or arg in commands:  # no options after --; a command's parser checks its own
                break
            if not arg.startswith("-"):
                continue
            name, equals, value = arg.partition("=") if arg.startswith("--") else (arg, "", "")
            action = self._option_string_actions.get(name)
            if action is None or isinstance(action, (argparse._HelpAction, argparse._VersionAction)):
                continue  # a value such as -5, a name argparse refuses itself, or --help (it stops at once)
            if action.nargs != 0 and not equals and i < len(args):
                value = args[i]
                i += 1
            written = name if action.nargs == 0 else f"{name} {as_written(value)}"
            if action in seen:
                # The name the person wrote both times (--pupils, not its other name --max-pupils)
                said = {seen[action].split(" ")[0], name}
                first = name if len(said) == 1 else max(action.option_strings, key=len)
                if action.nargs == 0:
                    return f"argument {first}: given twice; give it once"
                return f"argument {first}: given twice ({seen[action]} and {written}); give it once"
            seen[action] = written
        return None

    def format_help(self) -> str:
        """--help lists every option with its range (and its default, where the option has one):
        each checked type says what it allows (``allowed``), so no option's help can leave it out."""
        for action in self._actions:
            allowed = getattr(action.type, "allowed", None)
            if allowed and action.help and action.help is not argparse.SUPPRESS:
                action.help = with_range(action.help, allowed, action.default)
        return super().format_help()

    def _print_message(self, message: str, file=None) -> None:
        # argparse drops a failed write of --help silently (status 0 on a full disk); it is noted
        # instead, and the program says it in one line (cli/output.py).
        if not message:
            return
        stream = file or sys.stderr
        try:
            stream.write(message)
        except OSError as e:
            if stream is sys.stdout:
                output.note(e)


def add_version_argument(p: argparse.ArgumentParser) -> None:
    """``--version``: the program's name and the lab's version, on standard output."""
    try:
        from importlib.metadata import PackageNotFoundError, version

        number = version("wallasey-retry-lab")
    except (ImportError, PackageNotFoundError, ValueError):
        number = "unknown (not installed)"
    p.add_argument("--version", action="version", version=f"%(prog)s {number}",
                   help="print the lab's version and exit")


# A byte of a name or value that is no text here (Python holds b"\xe9" as the lone surrogate
# "\udce9") is shown as the byte it is, \xe9, never as \udce9: raw in a message, or in a repr().
_SURROGATE_REPR = re.compile(r"\\udc([89a-f][0-9a-f])")


def with_range(help_text: str, allowed: str, default) -> str:
    """``help_text`` with what the option allows, and its default if a number not said yet:
    "random seed (a whole number from 0 to 2,000,000,000; default 20260929)"."""
    if allowed in help_text:
        return help_text
    said = re.search(r" \((default[^()]*)\)$", help_text)
    if said:
        return f"{help_text[:said.start()]} ({allowed}; {said[1]})"
    if "default" not in help_text and isinstance(default, int | float) and not isinstance(default, bool):
        return f"{help_text} ({allowed}; default {default:g})" if isinstance(default, float) else \
            f"{help_text} ({allowed}; default {default})"
    return f"{help_text} ({allowed})"


def readable(message: str) -> str:
    """An error line as a terminal can show it, with undecodable bytes as ``\\xe9`` (and never
    the password of an address: ``http://user:***@host``)."""
    message = hide_password(_SURROGATE_REPR.sub(r"\\x\1", message))
    try:
        return os.fsencode(message).decode("utf-8", "backslashreplace")
    except (UnicodeError, TypeError):
        return message.encode("utf-8", "backslashreplace").decode("utf-8")


def _number(text: str, low: float, high: float, low_inclusive: bool, allowed: str) -> Decimal:
    """The number as written (exactly: see core/model/params.py), or one line saying why it is none and
    what is allowed (an exponent's advice only where it leads to a value in the range)."""
    try:
        return written_number(text, within=lambda w: written_within(w, low, high, low_inclusive=low_inclusive))
    except ExponentOutside as e:
        raise argparse.ArgumentTypeError(f"must be {allowed}, got {as_written(text)} ({e})") from None
    except ValueError as e:
        why = "" if str(e) == "not a number" else f" ({e})"
        raise argparse.ArgumentTypeError(f"expected a number, got {shown_value(text)}{why}; must be {allowed}") from None


class WrittenFloat(float):
    """A float that remembers the number as written, so a check between two options compares
    what was typed (--cap 0.9999999999999999999 is below --base 1, though both are 1.0 as floats)."""

    written: Decimal

    def __new__(cls, written: Decimal):
        value = super().__new__(cls, float(written))
        value.written = written
        return value


def as_typed(value: float) -> Decimal:
    """The number as written on the command line, or a default as the code writes it (0.1, not
    the float's exact 0.1000000000000000055...)."""
    return value.written if isinstance(value, WrittenFloat) else Decimal(repr(value))


def _in_range(text: str, written: Decimal, low: float, high: float, low_inclusive: bool, allowed: str) -> float:
    """The float of ``written`` if it lies in the range as written (60.0000000000000001 is above 60,
    never rounded into it) and as a float (1e-400 is above 0, but no float is); the error quotes ``text``."""
    value = WrittenFloat(written)
    if not written_within(written, low, high, low_inclusive=low_inclusive) or not (
            (value >= low if low_inclusive else value > low) and value <= high):
        raise argparse.ArgumentTypeError(f"must be {allowed}, got {as_written(text)}")
    return value


def whole(low: int, high: int):
    def parse(text: str) -> int:
        try:
            value = written_number(text, whole=True, within=lambda w: low <= w <= high)
        except ExponentOutside as e:  # never "write 0.000000001, not 1e-9" where 1 to 50 is taken
            raise argparse.ArgumentTypeError(f"must be a whole number from {low:,} to {high:,}, "
                                             f"got {as_written(text)} ({e})") from None
        except ValueError as e:
            why = "" if str(e) == "not a number" else f" ({e})"
            raise argparse.ArgumentTypeError(f"expected a whole number from {low:,} to {high:,}, "
                                             f"got {shown_value(text)}{why}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be from {low:,} to {high:,}, got {as_written(text)}")
        return int(value)

    parse.allowed = f"a whole number from {low:,} to {high:,}"  # said in --help (QuietParser.format_help)
    return parse


def seconds(low: float, *, inclusive: bool, high: float = MAX_TIME_S):
    word = "from" if inclusive else "above"
    allowed = f"{word} {plain(low)} up to {plain(high)} seconds"

    def parse(text: str) -> float:
        written = _number(text, low, high, inclusive, allowed)  # says what is allowed, not only what is wrong
        return _in_range(text, written, low, high, inclusive, allowed)

    parse.allowed = allowed
    return parse


def number(low: float, high: float, *, low_inclusive: bool = True, unit: str = ""):
    """A plain number in [low, high] (or (low, high]); ``unit`` is said in the error."""
    shown = f"{high:,.0f}" if float(high).is_integer() else plain(high)
    # "from 1 to 10" or "above 0 up to 120 minutes" (the lab's phrases: core/model/params.py)
    allowed = f"from {plain(low)} to {shown}{unit}" if low_inclusive else f"above {plain(low)} up to {shown}{unit}"

    def parse(text: str) -> float:
        written = _number(text, low, high, low_inclusive, allowed)
        return _in_range(text, written, low, high, low_inclusive, allowed)

    parse.allowed = allowed
    return parse


def names_list(allowed):
    """Comma-separated names, each one of ``allowed``, in the order given, no repeats."""
    allowed = tuple(allowed)

    def parse(text: str) -> tuple[str, ...]:
        names = [p.strip() for p in text.split(",")]
        if not any(names):
            raise argparse.ArgumentTypeError(f"expected names separated by commas, from {', '.join(allowed)}")
        if not all(names):  # "exponential,,immediate": a name left out is said, not dropped
            raise argparse.ArgumentTypeError(f"a name is missing between two commas (or at an end) in {text!r}: "
                                             f"give names from {', '.join(allowed)} separated by single commas")
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
        parts = [p.strip() for p in text.split(",")]
        if not any(parts):
            raise argparse.ArgumentTypeError(f"expected whole numbers from {low:,} to {high:,} separated by commas")
        if not all(parts):  # "10,,20": a number left out is said, not dropped
            raise argparse.ArgumentTypeError(f"a number is missing between two commas in {text!r}: give whole "
                                             f"numbers from {low:,} to {high:,} separated by single commas")
        return tuple(item(p) for p in parts)

    parse.allowed = f"whole numbers from {low:,} to {high:,}, comma separated"
    return parse


def seconds_list(text: str) -> tuple[float, ...]:
    parse = param_type(ANSWER_TIME)
    parts = text.split(",")
    if not any(p.strip() for p in parts):
        raise argparse.ArgumentTypeError("expected measured times in seconds separated by commas, e.g. 0.93,1.07,1.26")
    if not all(p.strip() for p in parts):  # "0.93,,1.07": a time left out is said, not dropped
        raise argparse.ArgumentTypeError(f"a time is missing between two commas in {text!r}: give "
                                         "measured times in seconds separated by single commas, e.g. 0.93,1.07,1.26")
    return tuple(parse(p.strip()) for p in parts)


seconds_list.allowed = f"each {ANSWER_TIME.allowed()}"


def param_type(param: Param):
    """argparse ``type=`` for a declared parameter: its own range check."""

    def parse(text: str):
        try:
            value = param.parse(text)
        except ValueError as e:
            raise argparse.ArgumentTypeError(str(e)) from None
        # Checked in range already; kept as written for the checks between options (--cap, --base).
        return value if param.whole else WrittenFloat(written_number(text))

    parse.__name__ = param.name
    parse.param = param  # the declaration itself, for tests and the window's range checks
    parse.allowed = param.allowed()
    return parse


def param_help(param: Param, owners: tuple[str, ...] = ()) -> str:
    """The declared parameter's help: who uses it, what it is, its default."""
    text = S.PARAM_HELP[param.name]
    if owners:
        text = f"{', '.join(owners)}: {text}"
    if param.required:
        return f"{text} ({param.allowed()})"
    if param.default is None:
        default = param.none_means or "none"
    else:
        default = f"{param.default:,}" if param.whole else f"{param.default:g}"
    return f"{text} ({param.allowed()}; default {default})"


# Options whose default is filled in only after parsing, so that what was typed
# can be told from the default: a rule's parameters (refused when no rule in
# play uses them) and the answer time (one of three ways to set it).
GIVEN_ONLY = frozenset(p.name for p in (*RULE_PARAMS, ANSWER_TIME))


def add_param_argument(group, param: Param, owners: tuple[str, ...] = ()) -> None:
    default = None if param.name in GIVEN_ONLY else param.default
    group.add_argument(param.option, type=param_type(param), default=default, help=param_help(param, owners))


def add_scenario_arguments(p: argparse.ArgumentParser) -> None:
    d = Scenario()
    g = p.add_argument_group("scenario")
    for param in CROWD_PARAMS:
        add_param_argument(g, param)
        if param is ANSWER_TIME:
            g.add_argument("--answer-min", type=param_type(ANSWER_TIME), default=None,
                           help="with --answer-max: answer times uniform between the two")
            g.add_argument("--answer-max", type=param_type(ANSWER_TIME), default=None,
                           help="with --answer-min: the longest answer time")
            g.add_argument("--answer-samples", type=seconds_list, default=None,
                           help="answer times drawn from these measured seconds, comma separated")
    rules = {**RULES, **PRESETS}
    r = p.add_argument_group("rule parameters (used only by the rules that declare them)")
    for param in RULE_PARAMS:
        add_param_argument(r, param, owners_of(param, rules))
    c = p.add_argument_group("caps (any rule)")
    for param in CAP_PARAMS:
        add_param_argument(c, param)
    # The choices made by name (--limiter, --budget, --arrival), each with the
    # parameters its classes declare. --arrival has no default: a spread or a
    # rate alone says which pattern is meant.
    for name, registry in CHOICE_REGISTRIES.items():
        group = p.add_argument_group(f"{name} and its parameters")
        group.add_argument(f"--{name}", choices=list(registry), default=None if name == "arrival" else getattr(d, name),
                           help=S.CHOICE_HELP[name])
        for param in declared(registry):
            add_param_argument(group, param, owners_of(param, registry))


def add_batch_arguments(p: argparse.ArgumentParser, runs: int = 50) -> None:
    p.add_argument("--runs", type=whole(1, MAX_RUNS), default=runs, help="runs per rule (median reported)")
    p.add_argument("--seed", type=whole(0, MAX_SEED), default=DEFAULT_SEED, help="random seed")
    p.add_argument("--engine", choices=list(ENGINE_CHOICES), default="auto",
                   help="simulation engine (auto picks the fastest exact one)")


def add_rule_argument(
    p: argparse.ArgumentParser, *, required: bool, default: str | None = None, choices=STORY_RULES
) -> None:
    """``--rule``. The window shows the three story rules, so that is the
    default choice; ``wallasey-sim`` passes every rule in ``RULES``."""
    p.add_argument("--rule", choices=list(choices), required=required, default=default, help="retry rule")


def _declared_fields(args: argparse.Namespace) -> dict:
    """The rule parameters, caps and named choices with their parameters,
    with option names in every error: a parameter of another limiter or
    arrival pattern than the one chosen is refused, and a required one
    (an arrival pattern's spread or rate) must be given."""
    get = lambda name, default=None: getattr(args, name, default)  # noqa: E731  (wallasey may lack some)
    d = Scenario()
    fields = {param.name: _given_or_default(args, param) for param in RULE_PARAMS + CAP_PARAMS}
    for name, registry in CHOICE_REGISTRIES.items():
        params = declared(registry)
        given = [param for param in params if get(param.name) is not None]
        chosen = get(name)
        if chosen is None:  # say which from the parameters given, else the story's
            owners = [set(owners_of(param, registry)) for param in given]
            if given and not set.intersection(*owners):
                a, b = given[0], next(q for q, o in zip(given, owners, strict=True) if not o & owners[0])
                raise ScenarioError(f"{a.option} ({' or '.join(owners_of(a, registry))}) and {b.option} "
                                    f"({' or '.join(owners_of(b, registry))}) do not go together: give one")
            chosen = owners_of(given[0], registry)[0] if given else getattr(d, name)
        mine = registry[chosen].params
        for param in given:
            if not any(param is q for q in mine):
                owners = " or ".join(f"--{name} {o}" for o in owners_of(param, registry))
                raise ScenarioError(f"{param.option} goes with {owners}, not --{name} {chosen}")
        for param in mine:
            if param.required and get(param.name) is None:
                raise ScenarioError(f"--{name} {chosen} needs {param.option} ({param.allowed()})")
        fields[name] = chosen
        fields.update({param.name: get(param.name) for param in params})
    return fields


def _typed(value: float) -> str:
    """A value as the person wrote it (1.0000000000000000001 stays that), a default as :g."""
    return str(value.written) if isinstance(value, WrittenFloat) else f"{value:g}"


def _given_or_default(args: argparse.Namespace, param: Param):
    value = getattr(args, param.name, None)
    return param.default if value is None else value


def check_rule_parameters(args: argparse.Namespace, rules: Sequence[str], said: str) -> None:
    """Refuse a rule parameter that none of ``rules`` (the rules this command
    runs, ``said`` in the words of the error) reads: it would change nothing."""
    everything = {**RULES, **PRESETS}
    for param in RULE_PARAMS:
        if getattr(args, param.name, None) is None:
            continue
        if any(param in getattr(everything.get(rule), "params", ()) for rule in rules):
            continue
        owners = owners_of(param, everything)
        raise ScenarioError(f"{param.option} goes with --rule {' or '.join(owners)}, not {said}: "
                            "it would change nothing")


def _answer_time(args: argparse.Namespace) -> AnswerTime:
    """The one answer time given: --answer-time, --answer-min with --answer-max, or --answer-samples."""
    if (args.answer_min is None) != (args.answer_max is None):
        raise ScenarioError("--answer-min and --answer-max go together: give both or neither")
    ways = [name for name, given in (("--answer-time", args.answer_time is not None),
                                     ("--answer-min/--answer-max", args.answer_min is not None),
                                     ("--answer-samples", args.answer_samples is not None)) if given]
    if len(ways) > 1:
        raise ScenarioError(f"{' and '.join(ways)} each set the answer time: give one of them")
    if args.answer_samples is not None:
        return AnswerTime.resampled(args.answer_samples)
    if args.answer_min is not None:
        if as_typed(args.answer_max) < as_typed(args.answer_min):
            raise ScenarioError(f"--answer-max ({_typed(args.answer_max)}) must not be below "
                                f"--answer-min ({_typed(args.answer_min)})")
        return AnswerTime.uniform(args.answer_min, args.answer_max)
    return AnswerTime.fixed(ANSWER_TIME.default if args.answer_time is None else args.answer_time)


def scenario_from_args(args: argparse.Namespace, rules: Sequence[str] | None = None, said: str = "") -> Scenario:
    """Build and check the scenario; a ScenarioError names what is wrong.
    ``rules``: the rules the command runs (``said``: how the error names
    them); a rule parameter none of them reads is refused."""
    if rules is not None:
        check_rule_parameters(args, rules, said)
    answer = _answer_time(args)
    base, cap = _given_or_default(args, BASE), _given_or_default(args, CAP)
    if as_typed(cap) < as_typed(base):
        raise ScenarioError(f"--cap ({_typed(cap)}) must not be below --base ({_typed(base)})")
    return Scenario(
        agents=args.agents,
        capacity=args.capacity,
        answer_time=answer,
        refusal_rtt=args.refusal_rtt,
        call_budget=args.call_budget,
        **_declared_fields(args),
    ).checked()


def fail(prog: str, message: str, status: int = 2) -> int:
    print(f"{prog}: error: {readable(message)}", file=sys.stderr)
    return status
