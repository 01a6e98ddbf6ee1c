"""Endurance of the lab window: random actions for M minutes, as a hurried
visitor or a fuzzer would (sliders, rules, choices, tabs, play, step, reset,
lessons, saving, measuring against a local stand-in, closing and reopening
the window), while a 20 ms timer on the GUI thread records every gap.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/endurance_gui.py --minutes 30 --json

prints {"minutes", "actions", "exceptions", "longest_stall_s", "rss_mb": [...],
"threads": [...], "processes": [...]} (rss, threads and child processes
sampled once a minute, the first at the start), plus where the longest
stall happened and the count per action. ``--cores N`` pins the whole app
(its threads and the simulator's process) to N cores with the OS's
affinity; the JSON's ``cores`` says so.
``tests/gui/test_endurance.py`` runs a short version of the same driver (24 actions, every kind).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import sys
import tempfile
import threading
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "benchmarks"))
from cores import children, pin_from_argv, report  # noqa: E402

TICK_MS = 20


def rss_mb() -> float:
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    import resource

    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def thread_count() -> int:
    """Every thread of the process (Qt's own too), else Python's."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("Threads:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return threading.active_count()


class Pulse:
    """A 20 ms timer on the GUI thread; the longest gap between its ticks is
    the longest time the window could not answer."""

    def __init__(self):
        from PySide6.QtCore import QTimer

        self.last = time.perf_counter()
        self.longest = 0.0
        self.where = ""
        self.action = "start"
        self.window = 0.0  # the longest gap since the last action began
        self.timer = QTimer()
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        gap = now - self.last - TICK_MS / 1000
        if gap > self.longest:
            self.longest, self.where = gap, self.action
        self.window = max(self.window, gap)
        self.last = now

    def restart(self) -> None:
        self.last = time.perf_counter()


class StallSampler(threading.Thread):
    """A poor man's py-spy: while the GUI thread has not ticked for 0.25 s,
    sample its Python stack every 50 ms; each stall keeps its commonest
    innermost frames (``--diagnose``)."""

    def __init__(self, pulse: Pulse):
        super().__init__(name="endurance-sampler", daemon=True)
        self.pulse = pulse
        self.main = threading.main_thread().ident
        self.stop = threading.Event()
        self.stalls: list[dict] = []
        self.gc_longest = 0.0
        self._gc_start = 0.0
        gc.callbacks.append(self._gc)

    def _gc(self, phase, info) -> None:
        if phase == "start":
            self._gc_start = time.perf_counter()
        else:
            self.gc_longest = max(self.gc_longest, time.perf_counter() - self._gc_start)

    def run(self) -> None:
        from collections import Counter

        current: Counter | None = None
        started = 0.0
        while not self.stop.wait(0.05):
            late = time.perf_counter() - self.pulse.last
            if late > 0.25:
                if current is None:
                    current, started = Counter(), self.pulse.last
                frame = sys._current_frames().get(self.main)
                stack = []
                while frame is not None and len(stack) < 12:
                    code = frame.f_code
                    stack.append(f"{Path(code.co_filename).name}:{frame.f_lineno} {code.co_name}")
                    frame = frame.f_back
                current[" < ".join(stack[:6])] += 1
            elif current is not None:
                self.stalls.append({"seconds": round(time.perf_counter() - started, 2), "action": self.pulse.action,
                                    "top": current.most_common(3)})
                current = None


def _pump(seconds: float) -> None:
    """Run the event loop for ``seconds``, as app.exec() would (deleteLater included)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
        time.sleep(0.005)


def endure(seconds: float, *, seed: int = 1, sample_every: float = 60.0, folder: Path | None = None,
           reopen_every: int = 60, quiet: bool = True, diagnose: bool = False, max_actions: int | None = None,
           every_kind_first: bool = False, cores: int | None = None) -> dict:
    """Random actions for ``seconds`` (or until ``max_actions``); returns the
    figures (see the module doc). ``every_kind_first``: the first actions are
    each kind once, in a random order, so that a short run (the test's) is
    sure to have done every kind."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = Path(folder or tempfile.mkdtemp(prefix="wallasey-endurance-"))
    os.environ.setdefault("WALLASEY_SETTINGS_FILE", str(folder / "settings.ini"))
    os.environ.setdefault("WALLASEY_DATA_DIR", str(folder / "data"))
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    app.setQuitOnLastWindowClosed(False)  # the window is closed and reopened on purpose
    from dft_standin import StandIn

    from wallasey_lab.gui.background import gcowner
    from wallasey_lab.gui.lessons import LESSON_KEYS
    from wallasey_lab.gui.widgets.policy_panel import CHOICES, JITTER_SLIDER
    from wallasey_lab.gui.window.lab_window import LabWindow
    from wallasey_lab.resources import strings as S

    standin = StandIn(delay=0.2).start()
    os.environ["WALLASEY_DFT_BASE_URL"] = standin.base_url
    rng = random.Random(seed)
    exceptions: list[str] = []
    old_hook, old_thread_hook = sys.excepthook, threading.excepthook

    def hook(exc_type, exc, tb):
        exceptions.append("".join(traceback.format_exception(exc_type, exc, tb)))

    def thread_hook(args):
        exceptions.append(f"{args.thread.name if args.thread else '?'}: "
                          + "".join(traceback.format_exception(args.exc_type, args.exc_value, args.exc_traceback)))

    sys.excepthook, threading.excepthook = hook, thread_hook
    gcowner.own_collection()

    (folder / "saved").mkdir(parents=True, exist_ok=True)  # a fixed export folder is used, never made

    class Kiosk(LabWindow):  # saves go to the endurance folder, never the user's
        export_root = folder / "saved"

    def open_window() -> LabWindow:
        w = Kiosk(persist=False)
        w.show()
        return w

    # Processes an earlier test in this interpreter left are not this run's: count only new ones.
    already = set(children())

    def own_children() -> list[int]:
        return [pid for pid in children() if pid not in already]

    window = open_window()
    _pump(1.0)
    gc.freeze()  # as gui/app.py does once the first window is up
    pulse = Pulse()
    sampler = StallSampler(pulse) if diagnose else None
    if sampler:
        sampler.start()
    counts: dict[str, int] = {}
    samples_rss, samples_threads = [rss_mb()], [thread_count()]
    python_threads = [threading.active_count()]
    samples_processes = [len(own_children())]
    pinned = report(cores)
    stalls: dict[str, float] = {}

    def slider():
        key = rng.choice(list(window.panel.sliders))
        s = window.panel.sliders[key]
        # Mostly the crowd sliders, mostly small moves, now and then the extremes.
        if rng.random() < 0.6:
            key = rng.choice(("agents", "capacity", "answer_time", "runs"))
            s = window.panel.sliders[key]
        spec = s.spec
        value = rng.choice((spec.low, spec.high)) if rng.random() < 0.15 else rng.uniform(spec.low, spec.high)
        if s.key == "runs":  # the key is the slider's own (its spec is the core's Slider)
            value = rng.choice((1, 5, 20, 50, 100, 200))
        s.set_value(value)

    def choice():
        name = rng.choice(list(CHOICES))
        window.panel.set_choice(name, rng.choice(CHOICES[name][1]))
        window.panel.changed.emit()

    def rule():
        window.panel.set_rule(rng.choice(("immediate", "exponential", "full-jitter", "jitter", "equal-jitter",
                                          "decorrelated-jitter", "retry-after")))
        if rng.random() < 0.3:
            window.panel.sliders[JITTER_SLIDER.key].set_value(rng.random())

    def tab():
        window.views.setCurrentIndex(rng.randrange(window.views.count()))

    def play():
        if window.pages.currentWidget() is not window.lab_page:
            window.show_lesson("free-play")
        window.lab_page.speed_box.setCurrentText(rng.choice(list(S.SPEEDS)))
        window.replay.toggle_play()

    def step():
        window.replay.step()

    def reset():
        window.reset_all()

    def lesson():
        key = rng.choice((*LESSON_KEYS, "free-play", "start"))
        if key == "start":
            window.show_start()
        else:
            window.show_lesson(key)
            if key == "door" and window.door_lesson is not None and rng.random() < 0.5:
                window.door_lesson.toggle_play()

    def save():
        if rng.random() < 0.5:
            window.export_screenshot(folder=folder / "saved")
        else:
            window.export_data(folder=folder / "saved")

    def measure():
        if window.measurer.running():
            window.cancel_measure()
        else:
            window.measure_api()

    def reopen():
        nonlocal window
        window.close()
        window.deleteLater()
        window = None
        _pump(0.2)
        window = open_window()

    actions = [(slider, 30), (rule, 10), (choice, 5), (tab, 12), (play, 10), (step, 4), (reset, 4),
               (lesson, 8), (save, 2), (measure, 2)]
    weights = [w for _, w in actions]
    tour = [act for act, _ in actions] if every_kind_first else []
    rng.shuffle(tour)
    started = time.perf_counter()
    next_sample = started + sample_every
    done = 0
    try:
        while time.perf_counter() - started < seconds and (max_actions is None or done < max_actions):
            if reopen_every and done and done % reopen_every == 0:
                act = reopen
            elif tour:
                act = tour.pop()
            else:
                act = actions[rng.choices(range(len(actions)), weights)[0]][0]
            pulse.action = act.__name__
            pulse.window = 0.0
            try:
                act()
            except Exception:  # an action that raises is an endurance failure, counted, never fatal here
                exceptions.append(f"{act.__name__}: {traceback.format_exc()}")
            done += 1
            counts[act.__name__] = counts.get(act.__name__, 0) + 1
            _pump(rng.uniform(0.05, 0.5))
            stalls[act.__name__] = max(stalls.get(act.__name__, 0.0), pulse.window)
            if time.perf_counter() >= next_sample:
                next_sample += sample_every
                samples_rss.append(rss_mb())
                samples_threads.append(thread_count())
                python_threads.append(threading.active_count())
                samples_processes.append(len(own_children()))
                if not quiet:
                    print(f"{(time.perf_counter() - started) / 60:5.1f} min: {done} actions, rss {samples_rss[-1]} MB,"
                          f" threads {samples_threads[-1]}, longest stall {pulse.longest:.2f} s ({pulse.where})",
                          file=sys.stderr, flush=True)
    finally:
        window.close()
        _pump(0.3)
        from wallasey_lab.gui.background import reaper

        reaper.wait()  # as the lab's exit does: its children are ended on the reaper's thread
        pulse.timer.stop()
        standin.stop()
        sys.excepthook, threading.excepthook = old_hook, old_thread_hook
        gc.collect()
    samples_rss.append(rss_mb())
    samples_threads.append(thread_count())
    python_threads.append(threading.active_count())
    # After the last window closed; multiprocessing's resource tracker stays for the life of the app.
    left = {pid: _cmdline(pid) for pid in own_children()}
    left = {pid: line for pid, line in left.items() if "resource_tracker" not in line}
    samples_processes.append(len(left))
    extra = {}
    if sampler:
        sampler.stop.set()
        gc.callbacks.remove(sampler._gc)
        extra = {"longest_gc_s": round(sampler.gc_longest, 3),
                 "stalls": sorted(sampler.stalls, key=lambda d: -d["seconds"])[:15]}
    return {**extra,
        "minutes": round(seconds / 60, 2),
        "actions": done,
        "exceptions": len(exceptions),
        "longest_stall_s": round(pulse.longest, 3),
        "rss_mb": samples_rss,
        "threads": samples_threads,
        "python_threads": python_threads,
        "processes": samples_processes,  # child processes; the last after the window closed (0: none left)
        "processes_left": sorted(left.values()),  # their command lines, to say which
        "cores": pinned,
        "load_average": [round(x, 2) for x in os.getloadavg()],
        # Opening a new window (the reopen action) builds every plot: reported apart.
        "longest_stall_using_s": round(max([v for k, v in stalls.items() if k != "reopen"], default=0.0), 3),
        "longest_stall_during": pulse.where,
        "longest_stall_by_action": {k: round(v, 3) for k, v in sorted(stalls.items())},
        "actions_by_kind": counts,
        "exception_texts": exceptions[:5],
    }


def _cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()
    except OSError:  # ended meanwhile
        return ""


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="Random actions on the lab window for M minutes.")
    p.add_argument("--minutes", type=float, default=5.0)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.add_argument("--diagnose", action="store_true", help="sample the GUI thread's stack during every stall")
    p.add_argument("--cores", type=int, default=None, help="pin the whole app to this many cores")
    args = p.parse_args(argv)
    pin_from_argv([] if args.cores is None else ["--cores", str(args.cores)])  # before Qt or any thread
    if not 0 < args.minutes <= 24 * 60:
        print(f"endurance_gui: --minutes must be more than 0 and at most 1440, got {args.minutes:g}", file=sys.stderr)
        return 2
    result = endure(args.minutes * 60, seed=args.seed, quiet=False, diagnose=args.diagnose, cores=args.cores)
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        for k, v in result.items():
            print(f"{k}: {v}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
