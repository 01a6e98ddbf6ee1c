"""`wallasey-sim`: the lab without a window.

    wallasey-sim table [--runs 50] [--seed S] [--format markdown|csv|json] [--rules a,b,c] [--more] [scenario options]
    wallasey-sim run --rule RULE [--runs R] [--seed S] [--json] [scenario options]
    wallasey-sim brooker [--runs 100] [--clients 10,20,...,190] [--rules a,b] [--seed S] [--json]
    wallasey-sim measure [--base-url URL] [--calls N] [--pause S] [--timeout S] [--json]
    wallasey-sim storm --list | --library NAME [--agents N --capacity C --answer-time A --time-scale K] [--json]
    wallasey-sim class-round [--host HOST --port PORT --capacity C --rule RULE --minutes M --max-pupils N]

Rule names include the library presets of core/model/presets.py (tenacity-exponential, ...).
"""

from __future__ import annotations

from wallasey_lab.cli import output, stopping
from wallasey_lab.cli.round_line import round_stopped_line

stopping.install_for_program("wallasey-sim", __name__)  # first: a stop signal while anything loads is one line too

import json  # noqa: E402
import logging  # noqa: E402
import math  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402
from collections.abc import Sequence  # noqa: E402

from wallasey_lab.cli.options import (  # noqa: E402
    QuietParser,
    add_batch_arguments,
    add_rule_argument,
    add_scenario_arguments,
    add_version_argument,
    fail,
    names_list,
    scenario_from_args,
    whole,
    whole_list,
)
from wallasey_lab.core.engines import run_batch  # noqa: E402
from wallasey_lab.core.engines.numpy_engine import can_handle as fast_can_handle  # noqa: E402
from wallasey_lab.core.engines.pick import pick_engine, warm_up_for  # noqa: E402
from wallasey_lab.core.engines.results import BatchSummary, CallBudgetExceeded  # noqa: E402
from wallasey_lab.core.model.presets import PRESETS  # noqa: E402
from wallasey_lab.core.model.rules import RULES, STORY_RULES  # noqa: E402
from wallasey_lab.core.model.scenario import MAX_SEED, Scenario, ScenarioError  # noqa: E402
from wallasey_lab.core.studies import brooker  # noqa: E402
from wallasey_lab.core.studies.report import table_csv  # noqa: E402
from wallasey_lab.dft.options import hide_password  # noqa: E402
from wallasey_lab.resources import logs  # noqa: E402
from wallasey_lab.resources.strings import TABLE_HEADINGS, plural, rule_label  # noqa: E402

log = logging.getLogger(__name__)

PROG = "wallasey-sim"
# The model's rules and the library presets: every name `--rule` and `--rules` take.
ALL_RULES = (*RULES, *PRESETS)


# Figures beyond the published four (give-ups, waits, fairness, load): (key, heading, format) for `table --more` and `run`.
MORE_COLUMNS = (
    ("gave_up", "Gave up", lambda v: f"{v:,.0f}"),
    ("typical_wait", "Typical wait", lambda v: format_seconds(v)),
    ("wait_iqr", "Wait IQR", lambda v: format_seconds(v)),
    ("jain", "Fairness (Jain)", lambda v: f"{v:.2f}"),
    ("peak_100ms", "Peak calls in 100 ms", lambda v: f"{v:,.0f}"),
    ("utilisation", "Utilisation", lambda v: f"{v:.0%}"),
    ("throttled", "Throttled in client", lambda v: f"{v:,.0f}"),
)


def _count(n: int, word: str) -> str:
    """"1 run", "5 runs", "1,000 agents": a header read by people said "median of 1 runs"."""
    return f"{n:,} {plural(n, word, word + 's')}"


def format_seconds(value: float) -> str:
    return "none served" if math.isnan(value) else f"{value:.1f} s"


def json_safe(value):
    """NaN (no agent served) becomes null: JSON has no NaN."""
    if isinstance(value, float) and math.isnan(value):
        return None
    if isinstance(value, dict):
        return {k: json_safe(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [json_safe(v) for v in value]
    return value


def pick_simulate(engine: str, scenario: Scenario, rule: str):
    """The engine for this scenario and rule: ``auto`` takes the fastest
    engine that models the scenario exactly (core.engines.pick), waiting for the
    compiled one to load if that is the one; ``--engine fast`` where the
    numpy engine cannot run it is refused in one line."""
    if engine == "fast" and not fast_can_handle(scenario, rule):
        raise ScenarioError(
            "--engine fast runs the fixed window without a client retry budget "
            f"(got limiter {scenario.limiter}, budget {scenario.budget}); use --engine auto, compiled or reference"
        )
    if engine == "auto":
        if _compiles_first(scenario, rule):
            # A first queue or budget run waited 77 s on a busy machine without a word (the reference: 1 s).
            print(f"{PROG}: making the compiled engine for this computer, once (about 30 s of work); "
                  "--engine reference starts at once", file=sys.stderr, flush=True)
        warm_up_for(scenario, rule)
    return pick_engine(engine, scenario, rule)


def _compiles_first(scenario: Scenario, rule: str) -> bool:
    """Whether ``warm_up_for`` is about to wait for numba to compile (not to load from the cache)."""
    from wallasey_lab.core.engines import compiled

    return (compiled.can_handle(scenario, rule) and not fast_can_handle(scenario, rule) and not compiled.ready()
            and compiled.failure() is None and not compiled.cached())


def table_rows(batches: Sequence[BatchSummary]) -> list[dict]:
    return [{"rule": b.rule, **b.median, **b.median_extra} for b in batches]


def _more_keys(batches: Sequence[BatchSummary]) -> list[tuple]:
    return [c for c in MORE_COLUMNS if all(c[0] in b.median_extra for b in batches)]


def render_markdown(batches: Sequence[BatchSummary], more: bool = False) -> str:
    s = batches[0].scenario
    runs = len(batches[0].runs)
    extra = _more_keys(batches) if more else []
    headings = list(TABLE_HEADINGS) + [c[1] for c in extra]
    lines = [
        f"{_count(s.agents, 'agent')}, a tool that accepts {_count(s.capacity, 'call')} a second, "
        f"answer time {s.answer_time.value:g} s; median of {_count(runs, 'run')} (seed {batches[0].seed})",
        "",
        "| " + " | ".join(headings) + " |",
        "|---|" + "---:|" * (len(headings) - 1),
    ]
    for b in batches:
        m = b.median
        cells = [rule_label(b.rule), format_seconds(m["last_served"]), f"{m['calls']:,.0f}",
                 f"{m['refused']:,.0f}", format_seconds(m["typical_served"])]
        cells += [fmt(b.median_extra[key]) for key, _, fmt in extra]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def render_csv(batches: Sequence[BatchSummary], more: bool = False) -> str:
    """The lab's CSV schema (core/studies/report.py): the window's Save data writes the same columns."""
    return table_csv(batches, more).rstrip("\n")


def render_json(batches: Sequence[BatchSummary], more: bool = False) -> str:
    return json.dumps(json_safe({"scenario": batches[0].scenario.describe(), "runs": len(batches[0].runs),
                                 "seed": batches[0].seed, "rows": table_rows(batches)}), indent=2)


def cmd_table(args) -> int:
    rules = args.rules or STORY_RULES
    scenario = scenario_from_args(args, rules, f"--rules {','.join(rules)}" if args.rules else
                                  f"the table's rules ({', '.join(rules)}; --rules chooses others)")
    if args.more and args.engine == "fast":
        raise ScenarioError("--more needs the peak and utilisation that only --engine reference measures")
    # --more: every rule on the reference engine, which measures peak calls and utilisation.
    engine = "reference" if args.more else args.engine
    batches = [
        run_batch(scenario, rule, args.runs, args.seed, record_first=False,
                  simulate=pick_simulate(engine, scenario, rule))
        for rule in rules
    ]
    render = {"markdown": render_markdown, "csv": render_csv, "json": render_json}[args.format]
    print(render(batches, more=args.more))
    return 0


def cmd_run(args) -> int:
    scenario = scenario_from_args(args, (args.rule,), f"--rule {args.rule}")
    batch = run_batch(scenario, args.rule, args.runs, args.seed, record_first=False,
                      simulate=pick_simulate(args.engine, scenario, args.rule))
    if args.json:
        print(json.dumps(json_safe(batch.describe()), indent=2))
        return 0
    print(f"{rule_label(batch.rule)}: {_count(scenario.agents, 'agent')}, capacity {scenario.capacity:,} calls/s, "
          f"{_count(len(batch.runs), 'run')} (seed {batch.seed})")
    for metric, label, fmt in (
        ("last_served", "Last agent served", format_seconds),
        ("typical_served", "Typical agent served", format_seconds),
        ("calls", "Calls sent", lambda v: f"{v:,.0f}"),
        ("refused", "Calls refused", lambda v: f"{v:,.0f}"),
    ):
        st = batch.stats[metric]
        print(f"  {label:<22} median {fmt(st['median']):>10}   (min {fmt(st['min'])}, max {fmt(st['max'])})")
    spreads = {**batch.stats, **batch.load_stats}
    for metric, label, fmt in MORE_COLUMNS:
        if metric in spreads:
            st = spreads[metric]
            print(f"  {label:<22} median {fmt(st['median']):>10}   (min {fmt(st['min'])}, max {fmt(st['max'])})")
    return 0


def render_brooker(rows: Sequence[brooker.BrookerRow], runs: int) -> str:
    rules = list(dict.fromkeys(r.rule for r in rows))
    clients = list(dict.fromkeys(r.clients for r in rows))
    cell = {(r.clients, r.rule): r for r in rows}
    lines = [f"Brooker's experiment: mean of {_count(runs, 'run')}. Write calls, then time until the last client "
             "has written (ms)", ""]
    head = "| Clients | " + " | ".join(f"{r} calls" for r in rules) + " | " + " | ".join(f"{r} ms" for r in rules) + " |"
    lines += [head, "|---:|" + "---:|" * (2 * len(rules))]
    for n in clients:
        calls = " | ".join(f"{cell[n, r].calls:,.1f}" for r in rules)
        times = " | ".join(f"{cell[n, r].time_ms:,.0f}" for r in rules)
        lines.append(f"| {n} | {calls} | {times} |")
    return "\n".join(lines)


def cmd_brooker(args) -> int:
    if len(set(args.clients)) != len(args.clients):
        repeated = sorted({n for n in args.clients if args.clients.count(n) > 1})
        return fail(PROG, f"argument --clients: each client count once, got {', '.join(map(str, repeated))} "
                          f"more than once in {','.join(map(str, args.clients))}")
    try:
        brooker.check_size(args.runs, args.clients)  # before any work: one line, exit 2
    except ValueError as e:
        return fail(PROG, str(e))
    rows = brooker.run_experiment(args.clients, args.runs, args.rules, args.seed)
    if args.json:
        print(json.dumps({"runs": args.runs, "seed": args.seed, "rows": [r.describe() for r in rows]}, indent=2))
    else:
        print(render_brooker(rows, args.runs))
    return 0


def build_parser() -> QuietParser:
    parser = QuietParser(prog=PROG, description="Simulate a crowd of agents retrying against a busy tool.")
    add_version_argument(parser)
    sub = parser.add_subparsers(dest="command", required=True, metavar="{table,run,brooker,measure,storm,class-round}")

    t = sub.add_parser("table", help="compare retry rules (by default the three of the published table)")
    add_batch_arguments(t)
    t.add_argument("--format", choices=["markdown", "csv", "json"], default="markdown")
    t.add_argument("--rules", type=names_list(ALL_RULES), default=None,
                   help=f"rules to compare, comma separated (default {','.join(STORY_RULES)}); any of {', '.join(ALL_RULES)}")
    t.add_argument("--more", action="store_true",
                   help="markdown and csv: add gave up, typical wait, wait IQR, fairness, peak and utilisation "
                        "(runs on the reference engine)")
    add_scenario_arguments(t)
    t.set_defaults(func=cmd_table)

    r = sub.add_parser("run", help="one rule's batch of runs")
    add_rule_argument(r, required=True, choices=ALL_RULES)
    add_batch_arguments(r)
    r.add_argument("--json", action="store_true", help="print JSON for scripts")
    add_scenario_arguments(r)
    r.set_defaults(func=cmd_run)

    b = sub.add_parser("brooker", help="Brooker's 2015 backoff-and-jitter experiment (optimistic concurrency)")
    b.add_argument("--runs", type=whole(1, brooker.MAX_BROOKER_RUNS), default=brooker.DEFAULT_RUNS,
                   help="runs per rule and client count, averaged (default 100)")
    b.add_argument("--clients", type=whole_list(1, brooker.MAX_CLIENTS), default=brooker.DEFAULT_CLIENTS,
                   help="client counts, comma separated (default 10,20,...,190)")
    b.add_argument("--rules", type=names_list(brooker.BROOKER_RULES), default=brooker.BROOKER_RULES,
                   help=f"rules, comma separated (default {','.join(brooker.BROOKER_RULES)})")
    b.add_argument("--seed", type=whole(0, MAX_SEED), default=brooker.DEFAULT_SEED, help="random seed")
    b.add_argument("--json", action="store_true", help="print JSON for scripts")
    b.set_defaults(func=cmd_brooker)

    m = sub.add_parser("measure", help="time the DfT road traffic API politely")
    from wallasey_lab.dft.cli import add_measure_arguments, cmd_measure

    add_measure_arguments(m)
    m.set_defaults(func=cmd_measure)

    st = sub.add_parser("storm", help="real retry libraries against a real rate-limited server on 127.0.0.1, beside the model")
    from wallasey_lab.cli.storm_cmd import add_storm_arguments, cmd_storm

    add_storm_arguments(st)
    st.set_defaults(func=cmd_storm)

    from wallasey_lab.cli.class_round_cmd import add_class_round_arguments, cmd_class_round
    from wallasey_lab.resources.class_round_words import CLI_HELP

    cr = sub.add_parser("class-round", help=CLI_HELP)
    add_class_round_arguments(cr)
    cr.set_defaults(func=cmd_class_round)
    return parser


def stopped(signum: int, argv: Sequence[str] | None = None) -> int:
    """One line, worded as the window's (``wallasey: stopped by SIGTERM; ...``), and 128 + N.
    The first signal decides both; one arriving from now on is only noted, never a second line.
    A class round stopped before it was ready also ends its JSON as a later stop does: an
    "ended" line, here with no pupils and no answers (cli/round_line.py)."""
    stopping.flag_only()
    signum = stopping.requested() or signum
    line = round_stopped_line(sys.argv[1:] if argv is None else argv, signum)
    what = "the round was not opened" if line else "the work was stopped and nothing more was written"
    print(f"{PROG}: stopped by {stopping.in_words(signum)}; {what}", file=sys.stderr, flush=True)
    if line:
        try:
            print(line, end="", flush=True)
        except OSError:  # a reader gone: the stop line has been said
            pass
    return stopping.status(signum)


def main(argv: Sequence[str] | None = None) -> int:
    stopping.install()  # SIGTERM and SIGHUP end the work as Ctrl-C does: every finally runs
    watched = output.watch()
    try:
        try:
            status = _main(argv)
        except SystemExit as e:  # --help, or an option refused: its words must reach the reader too
            raise SystemExit(output.finished(PROG, e.code)) from None
        return output.finished(PROG, status)  # a full disk is said here, never at exit or not at all
    except KeyboardInterrupt as e:  # Ctrl-C, SIGTERM or SIGHUP while parsing or setting up
        return stopped(stopping.signum_of(e), argv)
    finally:
        output.unwatch(watched)
        stopping.finished()


def _main(argv: Sequence[str] | None) -> int:
    args = build_parser().parse_args(argv)
    log_file = logs.configure(program=PROG)  # no log file: its warnings are notes on stderr, in the one form
    # A file name that is no text here (bytes such as \xff) is logged as \xff, never a logging error;
    # a password in an address (measure --base-url http://user:secret@...) is never logged.
    log.info("wallasey-sim %s", " ".join(hide_password(os.fsencode(a).decode("utf-8", "backslashreplace"))
                                         for a in (sys.argv[1:] if argv is None else argv)))
    try:
        return args.func(args)
    except KeyboardInterrupt as e:  # the work stopped; a storm has shut its server and agents in its finally
        return stopped(stopping.signum_of(e), argv)
    except Exception as e:
        if stopping.requested() is not None:
            # A second signal landed inside the shutting down of the first (a lock released twice in
            # the storm's server, a thread's start cut short): whatever broke, the person asked to stop.
            log.info("%s after the stop signal, said as the stop", type(e).__name__, exc_info=e)
            return stopped(stopping.requested(), argv)
        return failed(e, log_file)


def failed(e: Exception, log_file) -> int:
    """The one line (and status) for what the work raised."""
    if isinstance(e, ScenarioError):
        return fail(PROG, str(e))
    if isinstance(e, CallBudgetExceeded):
        return fail(PROG, str(e), status=3)
    if isinstance(e, BrokenPipeError):
        return 0
    if isinstance(e, OSError) and output.failed_writing(e):  # the output could not be written (a full disk)
        output.problem()  # the rest goes nowhere: nothing more to fail on at exit
        return output.say_failed(PROG, e)
    return unexpected(e, log_file)  # a fault of the program: the traceback to the log, one line to the person


def unexpected(e: Exception, log_file) -> int:
    """A fault of the program: the traceback goes to the log, the person gets one line."""
    log.error("wallasey-sim failed unexpectedly", exc_info=e)
    where = f" (the details are in {log_file})" if log_file is not None else ""
    return fail(PROG, f"something unexpected went wrong: {type(e).__name__}: {e}{where}", status=1)


if __name__ == "__main__":
    sys.exit(main())
