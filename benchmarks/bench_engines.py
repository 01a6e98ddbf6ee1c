"""Reference engine against fast engine. A script, not a test: it prints a
table and asserts nothing.

    .venv/bin/python benchmarks/bench_engines.py [--repeats 30] [--seed S] [--big-reference]

Rows:

* one batch of 50 runs of the default scenario (200 agents, 20 calls a
  second) for each rule, as ``run_batch`` runs it (so the times include its
  own per-run overhead: seeding 50 generators, metrics, percentiles);
* the whole three-rule table, as ``wallasey-sim table`` computes it;
* one full-jitter run with 1,000,000 agents and a tool that takes 100,000
  calls a second (about 6.8 million calls). The reference takes over a
  minute for it (measured once on the 2-core development machine: 137 s
  wall, 83 s of CPU, 0.3 GB resident), so it is skipped unless
  ``--big-reference`` is given.

Times are wall clock, the best of --repeats (the reference and the big run:
the best of at most 3). A row "run_batch alone" times the batch machinery
with an engine that does nothing, the floor under every batch row; the load
average is printed because other work on the machine slows every row. The
fast engine caches the schedule of a deterministic rule per
scenario; the cache is emptied before every timed repeat, so each time
includes computing it once. "ns per call" is the fast time divided by the
calls simulated (all runs of the row). Peak memory is tracemalloc's peak
(Python and numpy allocations) in a separate, untimed pass of the fast
engine. Targets: a batch in at most 20 ms, the table in at most 50 ms, the
big run in at most 5 s and 2 GB.
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout without installing

import numpy as np  # noqa: E402

import core.fast  # noqa: E402
from core.engine import RunResult, compare_rules, run_batch, simulate_run  # noqa: E402
from core.fast import simulate_fast  # noqa: E402
from core.rules import STORY_RULES  # noqa: E402
from core.scenario import DEFAULT_SEED, Scenario  # noqa: E402

RUNS = 50
BIG = Scenario(agents=1_000_000, capacity=100_000)
TARGET_MS = {"batch": 20.0, "table": 50.0, "big": 5000.0, "none": math.inf}


def best_of(repeats: int, fn: Callable[[], object]) -> tuple[float, object]:
    best, result = float("inf"), None
    for _ in range(repeats):
        core.fast._SCHEDULES.clear()  # time the schedule's computation too
        start = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - start)
    return best, result


def traced_peak(fn: Callable[[], object]) -> int:
    core.fast._SCHEDULES.clear()
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def batch_calls(batches) -> int:
    return int(sum(r["calls"] for b in batches for r in b.runs))


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--repeats", type=int, default=30, help="timed repeats of the fast engine (best kept)")
    p.add_argument("--seed", type=int, default=DEFAULT_SEED)
    p.add_argument("--big-reference", action="store_true", help="also time the reference on the 1,000,000-agent run")
    args = p.parse_args(argv)
    ref_repeats = max(1, min(3, args.repeats))
    scenario = Scenario()

    rows: list[tuple[str, float | None, float, int, int, str]] = []

    for rule in STORY_RULES:
        ref_s, _ = best_of(ref_repeats, lambda r=rule: run_batch(scenario, r, RUNS, args.seed, record_first=False))
        fast_s, batch = best_of(args.repeats, lambda r=rule: run_batch(
            scenario, r, RUNS, args.seed, record_first=False, simulate=simulate_fast))
        peak = traced_peak(lambda r=rule: run_batch(scenario, r, RUNS, args.seed, record_first=False,
                                                    simulate=simulate_fast))
        rows.append((f"{rule}: 50 runs x 200 agents", ref_s, fast_s, batch_calls([batch]), peak, "batch"))

    # What run_batch itself costs (seeding 50 generators, metrics, percentiles)
    # with an engine that does nothing: a floor under every batch row.
    served = np.arange(scenario.agents, dtype=np.int64) * 50_000
    noop = lambda scenario, rule, rng, **kw: RunResult(rule, scenario.agents, 0, served.copy(),  # noqa: E731
                                                      np.ones(scenario.agents, dtype=np.int64))
    noop_s, _ = best_of(args.repeats, lambda: run_batch(scenario, "immediate", RUNS, args.seed, record_first=False,
                                                        simulate=noop))
    rows.append(("run_batch alone (an engine that does nothing)", None, noop_s, RUNS * scenario.agents, 0, "none"))

    ref_s, _ = best_of(ref_repeats, lambda: compare_rules(scenario, STORY_RULES, RUNS, args.seed))
    fast_s, batches = best_of(args.repeats, lambda: compare_rules(scenario, STORY_RULES, RUNS, args.seed,
                                                                 simulate=simulate_fast))
    peak = traced_peak(lambda: compare_rules(scenario, STORY_RULES, RUNS, args.seed, simulate=simulate_fast))
    rows.append(("table: 3 rules x 50 runs x 200 agents", ref_s, fast_s, batch_calls(batches), peak, "table"))

    big_rng = lambda: np.random.default_rng(args.seed)  # noqa: E731
    ref_s = None
    if args.big_reference:
        ref_s, _ = best_of(1, lambda: simulate_run(BIG, "full-jitter", big_rng()))
    fast_s, run = best_of(ref_repeats, lambda: simulate_fast(BIG, "full-jitter", big_rng()))
    peak = traced_peak(lambda: simulate_fast(BIG, "full-jitter", big_rng()))
    rows.append(("full-jitter: 1 run x 1,000,000 agents, C=100,000", ref_s, fast_s, run.calls, peak, "big"))

    print(f"Python {platform.python_version()}, numpy {np.__version__}, {platform.machine()}, "
          f"{os.cpu_count()} CPUs, load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"best of {args.repeats} (reference: best of {ref_repeats}); seed {args.seed}\n")
    head = ("scenario", "reference ms", "fast ms", "ratio", "ns/call", "peak MB", "target")
    print(f"| {head[0]:<48} | {head[1]:>12} | {head[2]:>9} | {head[3]:>6} | {head[4]:>8} | {head[5]:>7} | {head[6]:<15} |")
    print(f"|{'-' * 50}|{'-' * 13}:|{'-' * 10}:|{'-' * 7}:|{'-' * 9}:|{'-' * 8}:|{'-' * 17}|")
    missed = []
    for name, ref, fast, calls, peak_bytes, kind in rows:
        ref_txt = "" if kind == "none" else "skipped (>1 min)" if ref is None else f"{ref * 1e3:,.1f}"
        ratio = "" if ref is None else f"{ref / fast:,.1f}x"
        ok = fast * 1e3 <= TARGET_MS[kind] and (kind != "big" or peak_bytes <= 2 * 2**30)
        target = "" if kind == "none" else f"<= {TARGET_MS[kind]:,.0f} ms " + ("ok" if ok else "MISSED")
        if not ok:
            missed.append(name)
        per_call = "" if kind == "none" else f"{fast / calls * 1e9:,.0f}"
        peak_txt = "" if kind == "none" else f"{peak_bytes / 2**20:,.1f}"
        print(f"| {name:<48} | {ref_txt:>12} | {fast * 1e3:>9,.1f} | {ratio:>6} | {per_call:>8} | "
              f"{peak_txt:>7} | {target:<15} |")
    if ref_s is None:
        print("\nThe reference is not timed on the 1,000,000-agent run: it takes over a minute "
              "(137 s wall, 83 s CPU when measured once); --big-reference times it.")
    if missed:
        print("Targets missed: " + "; ".join(missed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
