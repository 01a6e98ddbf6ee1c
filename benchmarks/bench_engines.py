"""The engine ``auto`` picks against the reference engine, side by side in one
run. A script, not a test: it prints figures and asserts nothing.

    .venv/bin/python benchmarks/bench_engines.py [--json] [--quick] [--repeats N] [--big-reference]

Rows (each a 50-run batch of 200 agents, with the batch's own bookkeeping:
seeding 50 generators, every run's figures, their spread):

* every retry rule on every tool (``jitter`` at J = 0.5);
* every rule with agents arriving over time (uniform over 10 s, Poisson at
  40 a second), with an attempt cap (5), a deadline (15 s), and with each
  client retry budget;
* without --quick, one run of 1,000,000 agents through a tool that takes
  100,000 calls a second for ``jitter`` (J = 0.5), ``decorrelated-jitter``
  and ``full-jitter`` (the reference takes minutes there; --big-reference
  times it).

``ms`` is the median of --repeats timed batches on the engine ``auto``
picks (named in ``engine``) through the lab's one batch loop,
``core.engines.run_batch`` (with the bookkeeping done for all runs at once);
``reference_ms`` the median of fewer batches of the reference engine
through the same ``run_batch`` (``simulate=simulate_run``: the lab before
the fast engines). They are timed in turn, side by side. The compiled engine is loaded before
timing starts (loading it is a one-off: see docs/performance.md). The machine this runs
on may be busy: medians, not minimums, and the load average is printed.
``--json`` prints {"rows": [{"rule", "limiter", "arrival", "agents", "runs",
"engine", "ms", "reference_ms"}, ...]} (plus "extra" naming a row's cap,
deadline or budget, and "load_average"); without it,
a table.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout without installing

import numpy as np  # noqa: E402

from wallasey_lab.core.engines import (
    compiled,  # noqa: E402
    run_batch,  # noqa: E402
)
from wallasey_lab.core.engines import numpy_engine as fast_module  # noqa: E402
from wallasey_lab.core.engines.pick import ENGINES, pick_engine  # noqa: E402
from wallasey_lab.core.engines.reference import simulate_run  # noqa: E402
from wallasey_lab.core.engines.results import run_streams
from wallasey_lab.core.model.limiters import LIMITERS  # noqa: E402
from wallasey_lab.core.model.rules import RULES  # noqa: E402
from wallasey_lab.core.model.scenario import DEFAULT_SEED, Scenario  # noqa: E402

RUNS = 50
BASE = Scenario(jitter=0.5)
ARRIVALS = {"uniform": {"arrival": "uniform", "arrival_spread": 10.0},
            "poisson": {"arrival": "poisson", "arrival_rate": 40.0}}
EXTRAS = {"max_attempts=5": {"max_attempts": 5}, "deadline=15": {"deadline": 15.0},
          "budget=ratio": {"budget": "ratio"}, "budget=token-bucket": {"budget": "token-bucket"},
          "budget=adaptive": {"budget": "adaptive"}}
BIG = Scenario(agents=1_000_000, capacity=100_000, jitter=0.5)
BIG_RULES = ("jitter", "decorrelated-jitter", "full-jitter")


def engine_name(simulate: Callable) -> str:
    return next(name for name, (fn, _) in ENGINES.items() if fn is simulate)


def timed(fn: Callable[[], object]) -> float:
    fast_module._SCHEDULES.clear()  # time the deterministic schedule's computation too
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1e3


def side_by_side(scenario: Scenario, rule: str, runs: int, repeats: int, ref_repeats: int, seed: int
                 ) -> tuple[str, float, float | None]:
    """(engine auto picks, its batch and the reference engine's batch, both
    through core.engines.run_batch): medians, in ms, timed in turn."""
    simulate = pick_engine("auto", scenario, rule)
    fast = lambda: run_batch(scenario, rule, runs, seed, record_first=False, simulate=simulate)  # noqa: E731
    ref = lambda: run_batch(scenario, rule, runs, seed, record_first=False, simulate=simulate_run)  # noqa: E731
    fast()  # warm: caches, first-call costs
    fast_ms: list[float] = []
    ref_ms: list[float] = []
    for i in range(max(repeats, ref_repeats)):  # alternate, so all see the same machine
        if i < repeats:
            fast_ms.append(timed(fast))
        if i < ref_repeats:
            ref_ms.append(timed(ref))
    name = engine_name(simulate)
    if name == "fast" and compiled.runs_window(scenario, rule, run_streams(seed, 1)):
        name = "fast (compiled window)"  # the numpy engine's runs, made by its compiled copy
    return name, statistics.median(fast_ms), statistics.median(ref_ms)


def rows_for(args) -> list[dict]:
    rows = []
    ref_repeats = 1 if args.quick else 3
    repeats = args.repeats or (3 if args.quick else 11)

    def add(rule, scenario, arrival="all-at-once", extra=""):
        engine, ms, ref = side_by_side(scenario, rule, RUNS, repeats, ref_repeats, args.seed)
        rows.append({"rule": rule, "limiter": scenario.limiter, "arrival": arrival, "agents": scenario.agents,
                     "runs": RUNS, "engine": engine, "ms": round(ms, 2), "reference_ms": round(ref, 2),
                     "extra": extra})
        if not args.json:
            print(f"  {rule:<20} {scenario.limiter:<15} {arrival:<12} {extra:<20} {engine:<9} "
                  f"{ms:8.1f} ms  reference {ref:8.1f} ms  {ref / ms:5.1f}x", file=sys.stderr, flush=True)

    for limiter in LIMITERS:
        for rule in RULES:
            add(rule, BASE.with_(limiter=limiter))
    for arrival, changes in ARRIVALS.items():
        for rule in RULES:
            add(rule, BASE.with_(**changes), arrival)
    for extra, changes in EXTRAS.items():
        for rule in (("jitter", "decorrelated-jitter", "retry-after") if args.quick else RULES):
            add(rule, BASE.with_(**changes), extra=extra)
    if not args.quick:
        for rule in BIG_RULES:
            simulate = pick_engine("auto", BIG, rule)
            ms = statistics.median(timed(lambda s=simulate, r=rule: s(BIG, r, np.random.default_rng(args.seed)))
                                   for _ in range(3))
            ref = timed(lambda r=rule: simulate_run(BIG, r, np.random.default_rng(args.seed))) \
                if args.big_reference else None
            rows.append({"rule": rule, "limiter": BIG.limiter, "arrival": "all-at-once", "agents": BIG.agents,
                         "runs": 1, "engine": engine_name(simulate), "ms": round(ms, 1),
                         "reference_ms": None if ref is None else round(ref, 1), "extra": "capacity=100000"})
            if not args.json:
                print(f"  {rule:<20} 1,000,000 agents, one run: {ms:8.0f} ms", file=sys.stderr, flush=True)
    return rows


TARGET_MS, TARGET_RATIO = 20.0, 10.0  # a 50-run batch at 200 agents: this fast, and this many times the reference


def met(rows: list[dict]) -> dict:
    """How many 50-run batch rows meet the targets, and the worst of them."""
    batch = [r for r in rows if r["runs"] == RUNS and r["reference_ms"]]
    fast = [r for r in batch if r["ms"] <= TARGET_MS]
    ratio = [r for r in batch if r["reference_ms"] / r["ms"] >= TARGET_RATIO]
    both = [r for r in fast if r["reference_ms"] / r["ms"] >= TARGET_RATIO]
    missed = sorted((r for r in batch if r not in both), key=lambda r: -r["ms"])
    return {"batch_rows": len(batch), "met_both": len(both), "within_20_ms": len(fast), "at_least_10x": len(ratio),
            "missed": [f"{r['rule']} {r['limiter']} {r['arrival']} {r['extra']}".strip() + f": {r['ms']} ms, "
                       f"{r['reference_ms'] / r['ms']:.1f}x" for r in missed]}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--json", action="store_true", help="print JSON rows for scripts")
    p.add_argument("--quick", action="store_true", help="fewer rows and repeats, no 1,000,000-agent runs (under 60 s)")
    p.add_argument("--repeats", type=int, default=0, help="timed batches per row on the fast engine (median kept)")
    p.add_argument("--seed", type=int, default=DEFAULT_SEED)
    p.add_argument("--big-reference", action="store_true", help="also time the reference on the 1,000,000-agent runs")
    args = p.parse_args(argv)
    started = time.perf_counter()
    loaded = compiled.warm_up(wait=True)
    load_s = compiled.warm_up_seconds
    rows = rows_for(args)
    load = [round(x, 2) for x in os.getloadavg()]
    summary = met(rows)
    if args.json:
        print(json.dumps({"rows": rows, "summary": summary, "load_average": load,
                          "seconds": round(time.perf_counter() - started, 1),
                          "compiled_engine": {"ready": loaded, "load_seconds": load_s, "failure": compiled.failure()}},
                         indent=1))
        return 0
    print(f"Python {platform.python_version()}, numpy {np.__version__}, {platform.machine()}, {os.cpu_count()} CPUs, "
          f"load average {' '.join(map(str, load))}; compiled engine loaded in {load_s:.1f} s")
    print("| rule | limiter | arrival | extra | engine | ms | reference ms | ratio |")
    print("|---|---|---|---|---|---:|---:|---:|")
    for r in rows:
        ref = "" if r["reference_ms"] is None else f"{r['reference_ms']:,.1f}"
        ratio = "" if r["reference_ms"] is None else f"{r['reference_ms'] / r['ms']:.1f}x"
        print(f"| {r['rule']} | {r['limiter']} | {r['arrival']} | {r['extra']} | {r['engine']} | {r['ms']:,.1f} | "
              f"{ref} | {ratio} |")
    print(f"\n{summary['met_both']} of {summary['batch_rows']} batch rows took {TARGET_MS:.0f} ms or less and were "
          f"{TARGET_RATIO:.0f}x the reference or more ({summary['within_20_ms']} within {TARGET_MS:.0f} ms, "
          f"{summary['at_least_10x']} at {TARGET_RATIO:.0f}x or more). Missed: " + "; ".join(summary["missed"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
