"""`wallasey-sim storm`: a real storm on this computer, beside the model.

    wallasey-sim storm --list
    wallasey-sim storm --library NAME [--agents N --capacity C --answer-time A --time-scale K
                       --max-attempts M --model-runs R --seed S --max-seconds W] [--json]
"""

from __future__ import annotations

import argparse
import json
import math

from wallasey_lab.cli.options import number, seconds, whole
from wallasey_lab.core.model.presets import PRESETS
from wallasey_lab.core.model.scenario import DEFAULT_SEED, MAX_SEED, AnswerTime, Scenario, ScenarioError


def add_storm_arguments(p: argparse.ArgumentParser) -> None:
    from wallasey_lab.storm.run import DEFAULT_MODEL_RUNS, DEFAULT_WALL_S, MAX_AGENTS, MAX_MODEL_RUNS, MAX_TIME_SCALE, MAX_WALL_S

    d = Scenario()
    p.add_argument("--list", action="store_true", help="print the libraries that run for real here, one a line")
    p.add_argument("--library", default=None, help="the library preset to run (see --list)")
    p.add_argument("--agents", type=whole(1, MAX_AGENTS), default=d.agents, help="agents, one thread each")
    p.add_argument("--capacity", type=whole(1, 1000), default=d.capacity, help="calls the tool accepts a story second")
    p.add_argument("--answer-time", type=seconds(0, inclusive=False, high=60), default=d.answer_time.value,
                   help="story seconds an accepted call takes to answer (default 1.07)")
    p.add_argument("--refusal-rtt", type=seconds(0, inclusive=True, high=60), default=d.refusal_rtt,
                   help="the model's refusal round trip in story seconds (the real one is the computer's)")
    p.add_argument("--time-scale", type=whole(1, MAX_TIME_SCALE), default=None,
                   help="K: a story second takes 1/K real seconds (default 5; 1 for urllib3-retry-after)")
    p.add_argument("--max-attempts", type=whole(1, 1000), default=None,
                   help="calls per agent before it gives up (default: retry until served)")
    p.add_argument("--model-runs", type=whole(1, MAX_MODEL_RUNS), default=DEFAULT_MODEL_RUNS,
                   help=f"model runs whose median is compared (default {DEFAULT_MODEL_RUNS})")
    p.add_argument("--seed", type=whole(0, MAX_SEED), default=DEFAULT_SEED, help="the model's random seed")
    p.add_argument("--max-seconds", type=number(0, MAX_WALL_S, low_inclusive=False, unit=" seconds"),
                   default=DEFAULT_WALL_S, help=f"wall time limit of the real storm (default {DEFAULT_WALL_S:g})")
    p.add_argument("--json", action="store_true", help="print JSON for scripts (with --list: a JSON list)")
    # --list runs nothing: the storm's options mean nothing to it, and are refused rather than ignored.
    p.set_defaults(storm_defaults={a.dest: a.default for a in p._actions
                                   if a.dest not in ("help", "list", "json") and a.option_strings})


def _json_safe(value):
    if isinstance(value, float) and math.isnan(value):
        return None
    if isinstance(value, dict):
        return {k: _json_safe(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_json_safe(v) for v in value]
    return value


def _secs(v: float) -> str:
    return "none served" if math.isnan(v) else f"{v:.1f} s"


def _gap(v: float) -> str:
    return "n/a" if math.isnan(v) else f"{v:+.0%}"


def render_text(report) -> str:
    from wallasey_lab.storm.run import agreement_words, gaps

    p = PRESETS[report.library]
    s = report.scenario
    g = gaps(report)
    lines = [
        f"Real storm: {report.library} ({p.library} {p.version}: {p.settings})",
        f"{s.agents:,} agents, a tool that accepts {s.capacity:,} calls a second, answer time {s.answer_time.value:g} s; "
        f"time scale {report.time_scale} (a story second took {1 / report.time_scale:g} real s); "
        f"the storm took {report.wall_s:.1f} real s. Figures in story time.",
        "",
        f"| | Real | Model (median of {report.model_runs} runs) | Model's lowest to highest | Real against model |",
        "|---|---:|---:|---:|---:|",
    ]
    r, m = report.real, report.model
    for key, label, fmt in (("calls", "Calls sent", lambda v: f"{v:,.0f}"), ("refused", "Calls refused", lambda v: f"{v:,.0f}"),
                            ("last_served", "Last agent served", _secs), ("typical_served", "Typical agent served", _secs)):
        low, high = m.spread.get(key, (math.nan, math.nan))
        lines.append(f"| {label} | {fmt(getattr(r, key))} | {fmt(getattr(m, key))} | "
                     f"{fmt(low)} to {fmt(high)} | {_gap(g[key])} |")
    if r.gave_up or m.gave_up:
        lines.append(f"| Agents who gave up | {r.gave_up:,} | {m.gave_up:,} | | |")
    busiest = max(r.per_second, default=0)
    lines += ["", agreement_words(report),
              f"The busiest story second had {busiest:,} real calls: {busiest * report.time_scale:,} calls a real second "
              "on this computer.", "", "Calls each second (story time):",
              "  real:  " + " ".join(str(c) for c in r.per_second),
              "  model: " + " ".join(str(c) for c in m.per_second)]
    if report.errors:
        lines.append(f"{len(report.errors)} agents failed; the first: {report.errors[0]}")
    return "\n".join(lines)


def cmd_storm(args) -> int:
    from wallasey_lab.storm.clients import available_libraries
    from wallasey_lab.storm.run import run_storm

    if args.list:
        given = [dest for dest, default in args.storm_defaults.items() if getattr(args, dest) != default]
        if given:
            options = ", ".join("--" + dest.replace("_", "-") for dest in given)
            raise ScenarioError(f"--list only prints the libraries (--json: as a JSON list); it does not use {options}")
        libraries = list(available_libraries())
        print(json.dumps(libraries) if args.json else "\n".join(libraries))
        return 0
    if args.library is None:
        raise ScenarioError("storm needs --library NAME (one of: " + ", ".join(available_libraries()) + ") or --list")
    scenario = Scenario(agents=args.agents, capacity=args.capacity, answer_time=AnswerTime.fixed(args.answer_time),
                        refusal_rtt=args.refusal_rtt, max_attempts=args.max_attempts).checked()
    report = run_storm(args.library, scenario, args.time_scale, wall_s=args.max_seconds,
                       model_runs=args.model_runs, seed=args.seed)
    if args.json:
        print(json.dumps(_json_safe(report.describe()), indent=2))
    else:
        print(render_text(report))
    return 0
