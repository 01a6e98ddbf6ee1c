"""How fast is the model? A script, not a test: it prints times, it asserts nothing.

    .venv/bin/python benchmarks/bench_core.py [--repeats 3] [--engine auto|reference|fast]

Two workloads:

1. the default three-rule table, as `wallasey-sim table` computes it
   (immediate, exponential and full jitter, 50 runs each, default scenario);
2. one full-jitter run with 100,000 agents. The tool takes 10,000 calls a
   second here, not the default 20: at 20 calls a second 100,000 agents need
   at least 5,000 s of simulated time and millions of calls, which is a
   stress test rather than a benchmark.

Times are wall-clock (time.perf_counter), the best of --repeats runs. Peak
memory is measured in a separate pass with tracemalloc (Python and numpy
allocations; tracing slows the code, which is why it is not timed), and the
process's peak resident size is reported from resource.getrusage.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout without installing

import numpy as np  # noqa: E402

from wallasey_lab.core.engines import run_batch  # noqa: E402
from wallasey_lab.core.engines.pick import ENGINE_CHOICES, pick_engine  # noqa: E402
from wallasey_lab.core.model.rules import STORY_RULES  # noqa: E402
from wallasey_lab.core.model.scenario import DEFAULT_SEED, Scenario  # noqa: E402

TABLE_RUNS = 50
BIG_AGENTS = 100_000
BIG_CAPACITY = 10_000


def best_of(repeats: int, fn: Callable[[], object]) -> tuple[float, list[float], object]:
    """Run fn `repeats` times; return the best wall time, all times and the last result."""
    times, result = [], None
    for _ in range(repeats):
        start = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - start)
    return min(times), times, result


def traced_peak(fn: Callable[[], object]) -> int:
    """Peak bytes allocated (as tracemalloc sees them) while fn runs."""
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def peak_rss_mib() -> float | None:
    try:
        import resource
    except ImportError:  # not on Windows
        return None
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return rss / 2**20 if sys.platform == "darwin" else rss / 2**10  # bytes on macOS, KiB on Linux


def engine_name(simulate: Callable) -> str:
    return f"{simulate.__module__}.{simulate.__name__}"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--repeats", type=int, default=3, help="timed repeats of each workload (best is reported)")
    p.add_argument("--engine", choices=ENGINE_CHOICES, default="auto", help="engine to time (default: what the CLI uses)")
    args = p.parse_args(argv)
    repeats = max(1, args.repeats)

    print(f"Python {platform.python_version()}, numpy {np.__version__}, {platform.machine()}, "
          f"{os.cpu_count()} CPUs, {platform.system()}")
    print(f"best of {repeats} repeats, time.perf_counter wall clock; engine option: {args.engine}")
    print()

    # 1. The default table: 3 rules x 50 runs.
    default = Scenario()
    engines = {rule: pick_engine(args.engine, default, rule) for rule in STORY_RULES}

    def table():
        return [run_batch(default, rule, TABLE_RUNS, DEFAULT_SEED, record_first=False, simulate=engines[rule])
                for rule in STORY_RULES]

    best, times, batches = best_of(repeats, table)
    print(f"Default table: {len(STORY_RULES)} rules x {TABLE_RUNS} runs, {default.agents} agents, "
          f"capacity {default.capacity} calls/s")
    for b in batches:
        m = b.median
        print(f"  {b.rule:<12} engine {engine_name(engines[b.rule]):<28} median calls {m['calls']:>7,.0f}  "
              f"last {m['last_served']:7.2f} s  typical {m['typical_served']:6.2f} s")
    print(f"  time: best {best:.3f} s  (all: {', '.join(f'{t:.3f}' for t in times)})")
    print(f"  peak traced memory: {traced_peak(table) / 2**20:.1f} MiB")
    print()

    # 2. One big full-jitter run.
    big = Scenario(agents=BIG_AGENTS, capacity=BIG_CAPACITY)
    simulate = pick_engine(args.engine, big, "full-jitter")

    def one_big_run():
        return simulate(big, "full-jitter", np.random.default_rng(DEFAULT_SEED))

    best, times, run = best_of(repeats, one_big_run)
    print(f"One full-jitter run: {BIG_AGENTS:,} agents, capacity {BIG_CAPACITY:,} calls/s "
          f"(NOT the default 20: that would take very long), engine {engine_name(simulate)}")
    print(f"  calls {run.calls:,}, refused {run.refused:,}, last served {run.last_served:.2f} s, "
          f"typical {run.typical_served:.2f} s (perfect coordination {big.perfect_coordination:.2f} s)")
    print(f"  time: best {best:.3f} s  (all: {', '.join(f'{t:.3f}' for t in times)})")
    print(f"  peak traced memory: {traced_peak(one_big_run) / 2**20:.1f} MiB")
    print()

    rss = peak_rss_mib()
    if rss is not None:
        print(f"Process peak resident memory (getrusage, whole script): {rss:.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
