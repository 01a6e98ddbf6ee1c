"""The marginal cost of `wallasey-sim run`'s batch, per 50 runs, for every
rule and preset, every tool and every client retry budget. A script, not a
test: it prints figures and asserts nothing.

    .venv/bin/python benchmarks/bench_cli_batch.py [--json] [--repeats 3] [--engine auto]

Each row times whole `wallasey-sim run ... --runs 1000` and `--runs 1`
commands (each the best of --repeats, after one untimed warm-up command
that loads or compiles what the engine needs); the marginal cost per 50
runs is their difference / 20, so the start of the process (imports,
loading the compiled engine from its cache) cancels out. Rules run on the
story's scenario (``jitter`` at J = 0.5); tools and budgets with
``full-jitter``. Run it under ``taskset -c 0`` to see one core.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

RULES = ("immediate", "exponential", "full-jitter", "jitter", "equal-jitter", "decorrelated-jitter",
         "proportional-jitter", "retry-after", "tenacity-no-wait", "tenacity-exponential",
         "tenacity-random-exponential", "backoff-expo", "urllib3-backoff", "urllib3-jitter",
         "urllib3-retry-after", "botocore-standard", "grpc-backoff")
LIMITERS = ("sliding-window", "token-bucket", "concurrency", "queue")
BUDGETS = ("ratio", "token-bucket", "adaptive")
MANY, ONE = 1000, 1


def cases() -> list[tuple[str, list[str]]]:
    """(row name, `run` arguments) for every rule, tool and budget."""
    out = []
    for rule in RULES:
        extra = ["--jitter", "0.5"] if rule == "jitter" else []
        out.append((rule + (" --jitter 0.5" if extra else ""), ["--rule", rule, *extra]))
    for limiter in LIMITERS:
        out.append((f"full-jitter --limiter {limiter}", ["--rule", "full-jitter", "--limiter", limiter]))
    for budget in BUDGETS:
        out.append((f"full-jitter --budget {budget}", ["--rule", "full-jitter", "--budget", budget]))
    return out


def timed(args: list[str]) -> float:
    """Seconds one `wallasey-sim` command takes, start to end."""
    cmd = [sys.executable, "-m", "wallasey_lab.cli.wallasey_sim", "run", *args]
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def marginal_ms(args: list[str], repeats: int) -> tuple[float, float, float]:
    """(best seconds of --runs 1000, best of --runs 1, ms per 50 runs)."""
    timed([*args, "--runs", str(MANY)])  # warm-up: the compiled engine's cache, the file cache
    many = min(timed([*args, "--runs", str(MANY)]) for _ in range(repeats))
    one = min(timed([*args, "--runs", str(ONE)]) for _ in range(repeats))
    return many, one, (many - one) * 1000 / 20  # 999 more runs: about 20 batches of 50


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--engine", default="auto", help="passed to `run --engine`")
    parser.add_argument("--only", default=None, help="rows whose name contains this")
    args = parser.parse_args()
    rows = []
    if not args.json:
        print(f"engine {args.engine}, best of {args.repeats}, load average {os.getloadavg()[0]:.2f}")
        print("| case | s (--runs 1000) | s (--runs 1) | ms per 50 runs |")
        print("|---|---:|---:|---:|", flush=True)
    for name, run_args in cases():
        if args.only and args.only not in name:
            continue
        many, one, per50 = marginal_ms([*run_args, "--engine", args.engine], args.repeats)
        rows.append({"case": name, "s_runs_1000": round(many, 3), "s_runs_1": round(one, 3),
                     "ms_per_50_runs": round(per50, 1)})
        if not args.json:
            print(f"| {name} | {many:.3f} | {one:.3f} | {per50:.1f} |", flush=True)
    if args.json:
        print(json.dumps({"engine": args.engine, "repeats": args.repeats, "load_average": os.getloadavg()[0],
                          "rows": rows}, indent=2))


if __name__ == "__main__":
    main()
