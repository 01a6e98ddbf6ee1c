"""A class through the real protocol on 127.0.0.1: N simulated pupils for M minutes.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_class_round.py [--pupils 40] [--minutes 2]
                                                                                [--capacity 3] [--json out.json]
    .venv/bin/python benchmarks/bench_class_round.py --cli [--pupils 40] [--minutes 2] [--capacity 1] [--rule by-hand]

The lab's side runs here as in the lab: the round's server and the
projector's screen (ClassRoundWindow, offscreen), redrawn four times a
second, each redraw timed (the snapshot, the plot's data and a synchronous
repaint of the whole screen). The pupils run in a second process (as the
class's devices are other computers), each on its own connection, knocking
by the round's rule and asking the state every 1.5 s. Rounds follow one
another (by hand, wait longer, wait a random time, ...) until M minutes have
passed; each ends when every pupil is in. For each round it reports knocks
sent and counted, lost knocks (no answer), late knocks (answer after 1 s,
the page would feel broken), whether the round's figures match what the
pupils sent, and the repaint times. Run by hand (docs/class-round.md has the figures).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

RULES = ("by-hand", "wait-longer", "wait-random")


def pupils_side(url: str, code: str, pupils: int) -> int:
    """The class's devices: join, knock until in, then report each account as JSON."""
    from wallasey_lab.storm.class_round_pupils import crowd, wait_inside

    stop = threading.Event()
    crowd_, threads = crowd(url, code, pupils, stop)
    wait_inside(crowd_, 600)
    time.sleep(1.5)  # one more look at the state, as pages do
    stop.set()
    for t in threads:
        t.join(10)
    lat = [x for p in crowd_ for x in p.account.latencies]
    print(json.dumps({"counted": sum(p.account.counted for p in crowd_),
                      "refused": sum(p.account.refused for p in crowd_),
                      "sent": sum(p.account.knocks_sent for p in crowd_),
                      "lost": sum(p.account.lost for p in crowd_), "late": sum(p.account.late for p in crowd_),
                      "inside": sum(p.account.inside for p in crowd_), "latencies": lat}))
    return 0


def cli_round(args) -> int:
    """One `wallasey-sim class-round` of M minutes; its JSON figures against the pupils' own accounts."""
    from wallasey_lab.storm.class_round_pupils import crowd

    script = os.path.join(os.path.dirname(sys.executable), "wallasey-sim")
    proc = subprocess.Popen([script, "class-round", "--capacity", str(args.capacity), "--rule", args.rule,
                             "--minutes", str(args.minutes), "--pupils", str(max(60, args.pupils))],
                            stdout=subprocess.PIPE, text=True)
    ready = json.loads(proc.stdout.readline())
    stop = threading.Event()
    pupils, threads = crowd(ready["address"], ready["join_code"], args.pupils, stop)
    for t in threads:  # each pupil knocks until in, then asks the state until the round is over
        t.join()
    ended = json.loads(proc.stdout.read().strip().splitlines()[-1])
    proc.wait(60)
    lat = [x for p in pupils for x in p.account.latencies]
    summary = {"pupils": args.pupils, "minutes": args.minutes, "capacity": args.capacity, "rule": args.rule,
               "why": ended["why"], "knocks_sent": sum(p.account.knocks_sent for p in pupils),
               "round_knocks": ended["knocks"], "pupils_counted": sum(p.account.counted for p in pupils),
               "round_refused": ended["refused"], "pupils_refused": sum(p.account.refused for p in pupils),
               "inside": ended["inside"], "everyone_in_s": ended["everyone_in_s"],
               "lost": sum(p.account.lost for p in pupils), "late": sum(p.account.late for p in pupils),
               "answer_ms_median": round(statistics.median(lat) * 1000, 2),
               "answer_ms_p99": round(pct(lat, 0.99) * 1000, 2), "answer_ms_max": round(max(lat) * 1000, 2),
               "model": ended["model"]}
    summary["figures_match"] = (ended["knocks"] == summary["pupils_counted"]
                                and ended["refused"] == summary["pupils_refused"] and ended["inside"] == args.pupils)
    print(json.dumps(summary))
    return 0 if summary["figures_match"] and summary["lost"] == 0 else 1


def pct(values: list[float], q: float) -> float:
    return sorted(values)[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pupils", type=int, default=40)
    ap.add_argument("--minutes", type=float, default=2.0)
    ap.add_argument("--capacity", type=int, default=3)
    ap.add_argument("--json", default=None)
    ap.add_argument("--cli", action="store_true", help="one round as wallasey-sim class-round, ended by its time")
    ap.add_argument("--rule", default="by-hand", help="--cli: the round's rule")
    ap.add_argument("--pupils-side", nargs=2, metavar=("URL", "CODE"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.pupils_side:
        return pupils_side(*args.pupils_side, args.pupils)
    if args.cli:
        return cli_round(args)

    from PySide6.QtWidgets import QApplication

    from wallasey_lab.core.screens.class_round import ClassRound
    from wallasey_lab.gui.lessons.class_round import ClassRoundWindow
    from wallasey_lab.storm.class_round import RoundServer

    app = QApplication.instance() or QApplication([])
    end = time.monotonic() + args.minutes * 60
    rounds, repaints = [], []
    i = 0
    while time.monotonic() < end:
        rule = RULES[i % len(RULES)]
        i += 1
        server = RoundServer(ClassRound(args.capacity, rule, max_pupils=max(60, args.pupils))).start()
        window = ClassRoundWindow(server)
        window.timer.stop()  # redrawn here, on the same 250 ms beat, so each redraw is timed whole
        window.resize(1366, 768)
        window.show()
        pupils = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--pupils", str(args.pupils),
                                   "--pupils-side", server.url, server.code], stdout=subprocess.PIPE, text=True)
        began = time.monotonic()
        while pupils.poll() is None:
            t0 = time.perf_counter()
            window.refresh()
            window.repaint()
            app.processEvents()
            repaints.append((time.perf_counter() - t0) * 1000)
            time.sleep(max(0.0, 0.25 - (time.perf_counter() - t0)))
        sent = json.loads(pupils.stdout.read().strip().splitlines()[-1])
        server.end("teacher")
        window.refresh()
        f = server.snapshot().figures
        window.close()
        app.processEvents()
        row = {"rule": rule, "seconds": round(time.monotonic() - began, 1), "knocks_sent": sent["sent"],
               "knocks_counted_by_pupils": sent["counted"], "round_knocks": f.knocks, "round_refused": f.refused,
               "pupils_refused": sent["refused"], "lost": sent["lost"], "late": sent["late"],
               "inside": f.inside, "everyone_in_s": round(f.everyone_in_s, 2), "limited": f.limited,
               "answer_ms_median": round(statistics.median(sent["latencies"]) * 1000, 2),
               "answer_ms_p99": round(pct(sent["latencies"], 0.99) * 1000, 2),
               "answer_ms_max": round(max(sent["latencies"]) * 1000, 2)}
        row["figures_match"] = (f.knocks == sent["counted"] and f.refused == sent["refused"]
                                and f.inside == args.pupils)
        rounds.append(row)
        print(json.dumps(row), flush=True)
    summary = {"pupils": args.pupils, "minutes": args.minutes, "capacity": args.capacity, "rounds": len(rounds),
               "knocks": sum(r["round_knocks"] for r in rounds), "lost": sum(r["lost"] for r in rounds),
               "late": sum(r["late"] for r in rounds), "all_match": all(r["figures_match"] for r in rounds),
               "repaints": len(repaints), "repaint_ms_median": round(statistics.median(repaints), 2),
               "repaint_ms_p95": round(pct(repaints, 0.95), 2), "repaint_ms_max": round(max(repaints), 2)}
    print(json.dumps(summary))
    if args.json:
        with open(args.json, "w") as fh:
            json.dump({"summary": summary, "rounds": rounds}, fh, indent=2)
    return 0 if summary["all_match"] and summary["lost"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
