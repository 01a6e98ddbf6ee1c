"""Time to the first frame: from starting the lab (a new process, as a
double-click does) to its window's first paint (run by hand, not a test).

    .venv/bin/python benchmarks/bench_first_frame.py [--bundle dist/wallasey] [--cores N] [--runs 5] [--json]

Starts ``wallasey`` (the installed command, or the PyInstaller bundle's
executable with ``--bundle``) ``--runs`` times with WALLASEY_FIRST_FRAME_FILE
set: the window writes the wall-clock time of its first paint there and
ends (gui/app.py), with the processor time it had used by then (on a
quiet core the wall-clock time comes close to it). Each start gets a settings and data folder of its own
(a first start's, not the user's) but the user's compiled-engine cache, as
on a kiosk that has run before. ``--cores N`` pins the app (and the
simulator's process it starts) to N cores. QT_QPA_PLATFORM defaults to
offscreen; under Xvfb (``xvfb-run -a``) the frame is a real X11 window's.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))
from cores import pin_from_argv, report  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="Seconds from starting the lab to its first frame.")
    p.add_argument("--bundle", type=Path, default=None, help="the bundle's folder (dist/wallasey)")
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--cores", type=int, default=None, help="pin the app to this many cores")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    if not 1 <= args.runs <= 100:
        print(f"bench_first_frame: --runs must be from 1 to 100, got {args.runs}", file=sys.stderr)
        return 2
    pin_from_argv([] if args.cores is None else ["--cores", str(args.cores)])  # the app inherits the mask
    if args.bundle is not None:
        exe = args.bundle / ("wallasey.exe" if sys.platform == "win32" else "wallasey")
    else:
        exe = Path(sys.executable).parent / "wallasey"
    if not exe.exists():
        print(f"bench_first_frame: no executable at {exe}", file=sys.stderr)
        return 2
    load_before = [round(x, 2) for x in os.getloadavg()]
    seconds, cpu_seconds = [], []
    for _ in range(args.runs):
        work = Path(tempfile.mkdtemp(prefix="wallasey-first-frame-"))
        env = dict(os.environ, WALLASEY_FIRST_FRAME_FILE=str(work / "frame"),
                   WALLASEY_SETTINGS_FILE=str(work / "settings.ini"), WALLASEY_DATA_DIR=str(work / "data"))
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        started = time.time()
        done = subprocess.run([str(exe)], env=env, capture_output=True, text=True, timeout=120)
        frame = work / "frame"
        if done.returncode != 0 or not frame.exists():
            print(f"bench_first_frame: {exe} ended with {done.returncode} and no frame:\n{done.stderr[-2000:]}",
                  file=sys.stderr)
            return 1
        stamps = [float(x) for x in frame.read_text().split()]
        seconds.append(stamps[0] - started)
        if len(stamps) > 1:  # an older build writes the time only
            cpu_seconds.append(stamps[1])
    result = {"what": str(exe), "runs": args.runs, "seconds": [round(s, 3) for s in seconds],
              "median_s": round(statistics.median(seconds), 3),
              # The app's own processor time to its first frame: what a quiet core would take, near enough.
              "cpu_seconds": [round(s, 3) for s in cpu_seconds],
              "median_cpu_s": round(statistics.median(cpu_seconds), 3) if cpu_seconds else None,
              "cores": report(args.cores),
              "platform": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
              "load_average": {"before": load_before, "after": [round(x, 2) for x in os.getloadavg()]},
              "when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{exe}: first frame after {result['median_s']:.2f} s (median of {args.runs}: {result['seconds']}), "
              f"{result['median_cpu_s']} s of its own processor time; "
              f"cores {result['cores']['affinity']}; load average {load_before}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
