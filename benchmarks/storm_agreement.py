"""How close the real storm comes to the model: several real storms per library.

    .venv/bin/python benchmarks/storm_agreement.py [--runs 3] [--time-scale K] [--agents 200] [--capacity 20]
                                                   [--libraries a,b] [--json out.json]

Prints a markdown table: for each library, the model's median (its own runs
are seeded, so it is one figure) and the real storms' median with their
spread (min to max), for calls sent, last agent served and typical agent
served, all in story time. Run by hand: it takes minutes and the figures
depend on how busy the computer is (docs/rules.md, "The real storm against the model").
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from wallasey_lab.core.model.scenario import Scenario  # noqa: E402
from wallasey_lab.storm.clients import available_libraries  # noqa: E402
from wallasey_lab.storm.run import default_time_scale, run_storm  # noqa: E402


def spread(values: list[float], fmt) -> str:
    values = [v for v in values if not math.isnan(v)]
    if not values:
        return "n/a"
    return f"{fmt(statistics.median(values))} ({fmt(min(values))} to {fmt(max(values))})"


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--time-scale", type=int, default=None)
    p.add_argument("--agents", type=int, default=200)
    p.add_argument("--capacity", type=int, default=20)
    p.add_argument("--libraries", default=None)
    p.add_argument("--max-seconds", type=float, default=300.0)
    p.add_argument("--json", default=None)
    args = p.parse_args()
    libraries = args.libraries.split(",") if args.libraries else available_libraries()
    scenario = Scenario(agents=args.agents, capacity=args.capacity).checked()
    rows, raw = [], {}
    print(f"{args.agents} agents, capacity {args.capacity}; {args.runs} real storms per library; "
          f"load average {os.getloadavg()[0]:.1f} at the start", flush=True)
    for lib in libraries:
        k = args.time_scale if args.time_scale and default_time_scale(lib) != 1 else default_time_scale(lib)
        reports = []
        for _ in range(args.runs):
            t = time.monotonic()
            reports.append(run_storm(lib, scenario, k, wall_s=args.max_seconds))
            print(f"  {lib} K={k}: real {reports[-1].real.calls} calls, last {reports[-1].real.last_served:.1f} s "
                  f"({time.monotonic() - t:.1f} s)", file=sys.stderr, flush=True)
        m = reports[0].model
        real = {key: [float(getattr(r.real, key)) for r in reports] for key in ("calls", "last_served", "typical_served")}
        raw[lib] = {"time_scale": k, "model": m.describe(), "real": [r.real.describe() for r in reports]}
        rows.append(f"| {lib} | {k} | {m.calls:,} | {spread(real['calls'], lambda v: f'{v:,.0f}')} | "
                    f"{m.last_served:.1f} s | {spread(real['last_served'], lambda v: f'{v:.1f}')} s | "
                    f"{m.typical_served:.1f} s | {spread(real['typical_served'], lambda v: f'{v:.1f}')} s |")
    print("\n| Library | K | Model calls | Real calls, median (min to max) | Model last | Real last | "
          "Model typical | Real typical |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    print("\n".join(rows))
    print(f"\nload average {os.getloadavg()[0]:.1f} at the end")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(raw, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
