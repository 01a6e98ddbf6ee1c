"""`wallasey-sim`: the lab without a window.

    wallasey-sim table [--runs 50] [--seed S] [--format markdown|csv|json] [scenario options]
    wallasey-sim run --rule RULE [--runs R] [--seed S] [--json] [scenario options]
    wallasey-sim measure [--base-url URL] [--calls N] [--pause S] [--timeout S] [--json]
"""

from __future__ import annotations

import csv
import io
import json
import sys
from collections.abc import Sequence

from cli.options import (
    QuietParser,
    add_batch_arguments,
    add_rule_argument,
    add_scenario_arguments,
    fail,
    scenario_from_args,
)
from core.engine import BatchSummary, CallBudgetExceeded, run_batch
from core.engines import pick_engine
from core.rules import STORY_RULES
from core.scenario import ScenarioError
from resources.strings import TABLE_HEADINGS, rule_label

PROG = "wallasey-sim"


def format_seconds(value: float) -> str:
    return f"{value:.1f} s"


def table_rows(batches: Sequence[BatchSummary]) -> list[dict]:
    return [{"rule": b.rule, **b.median} for b in batches]


def render_markdown(batches: Sequence[BatchSummary]) -> str:
    s = batches[0].scenario
    runs = len(batches[0].runs)
    lines = [
        f"{s.agents:,} agents, a tool that accepts {s.capacity:,} calls a second, "
        f"answer time {s.answer_time.value:g} s; median of {runs:,} runs (seed {batches[0].seed})",
        "",
        "| " + " | ".join(TABLE_HEADINGS) + " |",
        "|---|---:|---:|---:|---:|",
    ]
    for b in batches:
        m = b.median
        lines.append(
            f"| {rule_label(b.rule)} | {format_seconds(m['last_served'])} | {m['calls']:,.0f} | "
            f"{m['refused']:,.0f} | {format_seconds(m['typical_served'])} |"
        )
    return "\n".join(lines)


def render_csv(batches: Sequence[BatchSummary]) -> str:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["rule", "last_served", "calls", "refused", "typical_served"])
    for b in batches:
        m = b.median
        w.writerow([b.rule, m["last_served"], m["calls"], m["refused"], m["typical_served"]])
    return out.getvalue().rstrip("\n")


def render_json(batches: Sequence[BatchSummary]) -> str:
    return json.dumps({"scenario": batches[0].scenario.describe(), "runs": len(batches[0].runs),
                       "seed": batches[0].seed, "rows": table_rows(batches)}, indent=2)


def cmd_table(args) -> int:
    scenario = scenario_from_args(args)
    batches = [
        run_batch(scenario, rule, args.runs, args.seed, record_first=False,
                  simulate=pick_engine(args.engine, scenario, rule))
        for rule in STORY_RULES
    ]
    print({"markdown": render_markdown, "csv": render_csv, "json": render_json}[args.format](batches))
    return 0


def cmd_run(args) -> int:
    scenario = scenario_from_args(args)
    batch = run_batch(scenario, args.rule, args.runs, args.seed, record_first=False,
                      simulate=pick_engine(args.engine, scenario, args.rule))
    if args.json:
        print(json.dumps(batch.describe(), indent=2))
        return 0
    print(f"{rule_label(batch.rule)}: {scenario.agents:,} agents, capacity {scenario.capacity:,} calls/s, "
          f"{len(batch.runs):,} runs (seed {batch.seed})")
    for metric, label, fmt in (
        ("last_served", "Last agent served", format_seconds),
        ("typical_served", "Typical agent served", format_seconds),
        ("calls", "Calls sent", lambda v: f"{v:,.0f}"),
        ("refused", "Calls refused", lambda v: f"{v:,.0f}"),
    ):
        st = batch.stats[metric]
        print(f"  {label:<22} median {fmt(st['median']):>10}   (min {fmt(st['min'])}, max {fmt(st['max'])})")
    return 0


def build_parser() -> QuietParser:
    parser = QuietParser(prog=PROG, description="Simulate a crowd of agents retrying against a busy tool.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="{table,run,measure}")

    t = sub.add_parser("table", help="compare the three retry rules (the published table)")
    add_batch_arguments(t)
    t.add_argument("--format", choices=["markdown", "csv", "json"], default="markdown")
    add_scenario_arguments(t)
    t.set_defaults(func=cmd_table)

    r = sub.add_parser("run", help="one rule's batch of runs")
    add_rule_argument(r, required=True)
    add_batch_arguments(r)
    r.add_argument("--json", action="store_true", help="print JSON for scripts")
    add_scenario_arguments(r)
    r.set_defaults(func=cmd_run)

    m = sub.add_parser("measure", help="time the DfT road traffic API politely")
    from dft.cli import add_measure_arguments, cmd_measure

    add_measure_arguments(m)
    m.set_defaults(func=cmd_measure)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except ScenarioError as e:
        return fail(PROG, str(e))
    except CallBudgetExceeded as e:
        return fail(PROG, str(e), status=3)
    except KeyboardInterrupt:
        return fail(PROG, "interrupted", status=130)
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
