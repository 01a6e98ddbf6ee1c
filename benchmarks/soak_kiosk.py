"""A day on the museum floor, compressed: the kiosk with synthetic visitors.

Runs the real kiosk window (offscreen unless QT_QPA_PLATFORM says otherwise,
e.g. under Xvfb) at 1366x768. Visitors come and go: each one presses a
handful of random lessons, buttons, tabs, check boxes and sliders on
whatever page is showing, then walks away; the idle spell that follows is
long enough for the attract loop to start and play (the kiosk settings
file written for the run shortens the idle time to a few seconds). The
next visitor's first touch lands on the attract loop, as on the floor.

    .venv/bin/python benchmarks/soak_kiosk.py --minutes 30 --json

prints {"minutes", "touches", "attract_cycles", "rss_mb": [one figure a
minute], "exceptions", "longest_freeze_s", "threads_at_end", ...}. The
exit status is 0 when the floor's targets hold (issue 26's): after the first
minute memory stays within 10% of minute 1's, no exceptions, no freeze longer than 0.5 s,
and no more threads at the end than after the first minute, nor more
child processes (the simulator's; ``processes``, sampled with the memory;
``simulator_rss_mb`` is the simulator process's own memory).

``--cores N`` pins the whole kiosk (its threads and the simulator's
process) to N cores with the OS's affinity; the JSON's ``cores`` says so.

The machine's load average is printed with the figures: a freeze measured
on a busy shared machine says as much about the machine as about the lab.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import random
import sys
import tempfile
import threading
import time
import traceback
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from cores import children, pin_from_argv, report  # noqa: E402

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

HEARTBEAT_MS = 20  # the freeze detector's tick
SIZE = (1366, 768)


def rss_mb() -> float:
    """Resident memory of this process now, in MB."""
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[1])
        return round(pages * os.sysconf("SC_PAGE_SIZE") / 1e6, 1)
    except (OSError, ValueError):
        import resource

        return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)  # peak, not now


class _MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks", "keepcost")]


def malloc_mb() -> dict | None:
    """The C heap as glibc sees it: bytes in use, and bytes freed but kept from the OS.

    Tells a growing cache (in use grows) from a heap that keeps what it freed
    (free grows); None where the C library is not glibc."""
    try:
        info = ctypes.CDLL(None).mallinfo2
    except (OSError, AttributeError):
        return None
    info.restype = _MallInfo2
    m = info()
    return {"in_use": round((m.uordblks + m.hblkhd) / 1e6, 1), "free": round(m.fordblks / 1e6, 1)}


def process_rss_mb(pid: int) -> float | None:
    try:
        with open(f"/proc/{pid}/statm") as f:
            return round(int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6, 1)
    except (OSError, ValueError):
        return None


def thread_count() -> int:
    """Threads of this process (Qt's and Python's), where the OS says."""
    try:
        return len(os.listdir("/proc/self/task"))
    except OSError:
        return threading.active_count()


def gui_thread_cpu_s() -> float | None:
    """CPU time the main (GUI) thread has used, in seconds, where the OS says.

    A freeze during which the GUI thread used nearly all the time was the
    lab's own work; one during which it used little was the thread waiting
    (for the CPU on a busy machine, or for a lock)."""
    try:
        with open(f"/proc/self/task/{os.getpid()}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def load_average() -> list[float] | None:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except (OSError, AttributeError):
        return None


def positive_minutes(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected minutes from 0.1 to 1440, got {text!r}") from None
    if not 0.1 <= value <= 1440:
        raise argparse.ArgumentTypeError(f"expected minutes from 0.1 to 1440, got {text!r}")
    return value


def build_parser() -> argparse.ArgumentParser:
    from wallasey_lab.cli.options import QuietParser

    p = QuietParser(prog="soak_kiosk", description="The kiosk with synthetic visitors for a while.")
    p.add_argument("--minutes", type=positive_minutes, required=True, help="how long to run (0.1 to 1440)")
    p.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    p.add_argument("--idle-seconds", type=float, default=3.0,
                   help="the kiosk's idle time before the attract loop (at least 3, the settings file's floor)")
    p.add_argument("--slot-seconds", type=float, default=4.0, help="each attract slot (at least 3)")
    p.add_argument("--seed", type=int, default=1, help="the visitors' random choices")
    p.add_argument("--cores", type=int, default=None, help="pin the whole kiosk to this many cores")
    p.add_argument("--sample-seconds", type=float, default=60.0,
                   help="how often memory and threads are sampled (default 60: once a minute; the test's"
                        " short soak samples more often so that it has a first sample to compare with)")
    p.add_argument("--trace-memory", action="store_true",
                   help="also trace Python's own allocations (slower): where memory grew after minute 1")
    return p


class Visitors:
    """Synthetic visitors, driven by timers on the GUI thread like real input."""

    def __init__(self, window, rng: random.Random, idle_s: float, slot_s: float):
        from PySide6.QtCore import QTimer

        self.window = window
        self.rng = rng
        self.idle_s = idle_s
        self.slot_s = slot_s
        self.touches = 0
        self.visits = 0
        self.left_in_visit = 0
        self.last = ""  # the last touch, to say what the longest freeze followed
        self.timer = QTimer()
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.step)

    def start(self) -> None:
        self._new_visit()
        self.timer.start(500)

    def _new_visit(self) -> None:
        self.visits += 1
        self.left_in_visit = self.rng.randint(4, 25)

    def step(self) -> None:
        try:
            self.touch()
        finally:
            if self.left_in_visit > 0:
                self.left_in_visit -= 1
                self.timer.start(int(self.rng.uniform(0.25, 1.5) * 1000))
            else:
                # Walk away: long enough for the loop to start and play a slot or two.
                away = self.idle_s + self.slot_s * self.rng.uniform(1.1, 2.6)
                self._new_visit()
                self.timer.start(int(away * 1000))

    def targets(self):
        from PySide6.QtWidgets import QAbstractButton, QApplication, QSlider, QTabBar

        popup = QApplication.activePopupWidget()
        if popup is not None:
            return [popup]
        page = self.window.pages.currentWidget()
        found = []
        for kind in (QAbstractButton, QSlider, QTabBar):
            for w in page.findChildren(kind):
                if w.isVisible() and w.isEnabled() and w.width() > 0 and w.window() is self.window:
                    found.append(w)
        return found or [page]

    def touch(self) -> None:
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QComboBox, QSlider, QTabBar

        w = self.window
        if w.attracting or not w.isVisible():
            target = w.pages.currentWidget()
        else:
            target = self.rng.choice(self.targets())
        if isinstance(target, QComboBox) and self.rng.random() < 0.7:
            target = w.pages.currentWidget()  # lists are touched now and then, not all the time
        r = target.rect()
        if isinstance(target, QTabBar):
            r = target.tabRect(self.rng.randrange(target.count()))
        point = QPoint(self.rng.randint(r.left(), max(r.left(), r.right())),
                       self.rng.randint(r.top(), max(r.top(), r.bottom())))
        if target is w.pages.currentWidget() and not w.attracting:
            point.setX(max(point.x(), 120))  # a stray touch, not the staff corner
            point.setY(max(point.y(), 120))
        self.touches += 1
        label = getattr(target, "text", lambda: "")() or target.accessibleName()
        self.last = f"{type(target).__name__} {label!r} on {w.lesson}"
        if isinstance(target, QSlider):
            # A finger drag along the track.
            end = QPoint(self.rng.randint(r.left(), r.right()), point.y())
            QTest.mousePress(target, Qt.LeftButton, Qt.NoModifier, point)
            for k in range(1, 6):
                QTest.mouseMove(target, point + (end - point) * (k / 5))
            QTest.mouseRelease(target, Qt.LeftButton, Qt.NoModifier, end)
        else:
            QTest.mouseMove(target, point)  # a pointer move first, as touch screens send
            QTest.mouseClick(target, Qt.LeftButton, Qt.NoModifier, point)


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    pin_from_argv([] if args.cores is None else ["--cores", str(args.cores)])  # before Qt or any thread
    if not args.sample_seconds > 0:
        build_parser().error(f"--sample-seconds must be more than 0, got {args.sample_seconds:g}")
    idle_s = max(3.0, args.idle_seconds)
    slot_s = max(3.0, args.slot_seconds)
    work = Path(tempfile.mkdtemp(prefix="wallasey-soak-"))
    os.environ["WALLASEY_DATA_DIR"] = str(work / "data")
    os.environ["WALLASEY_SETTINGS_FILE"] = str(work / "settings.ini")
    os.environ["WALLASEY_KIOSK_CONFIG"] = str(work / "kiosk.ini")
    # The ordinary kiosk settings file, with a short idle time for the test.
    hold_s = min(3.0, idle_s - 1)  # shorter than the idle time, as the kiosk requires
    (work / "kiosk.ini").write_text(f"[kiosk]\npin = 2468\nidle_minutes = {idle_s / 60:.4f}\nhold_seconds = {hold_s:g}\n"
                                    f"export_folder =\nattract_rule_seconds = {slot_s:g}\n")

    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from wallasey_lab.gui.kiosk.kiosk_window import KioskConfig, KioskWindow, kiosk_style
    from wallasey_lab.gui.window.picture_size import quiet_qt_noise
    from wallasey_lab.gui.window.readiness import wait_until_idle

    exceptions: list[str] = []

    def record(kind, value, tb):
        exceptions.append("".join(traceback.format_exception(kind, value, tb))[-2000:])
        # Said on stderr too: one before the soak starts would otherwise end it without a word.
        print(f"soak_kiosk: {kind.__name__}: {value}", file=sys.stderr)

    sys.excepthook = record
    threading.excepthook = lambda a: record(a.exc_type, a.exc_value, a.exc_traceback)

    app = QApplication.instance() or QApplication(sys.argv[:1])
    quiet_qt_noise()  # as the app does: offscreen Qt's one harmless line, hundreds of times
    kiosk_style(app, SIZE)
    config, _ = KioskConfig.load()
    window = KioskWindow(config, screen=SIZE)
    window.resize(*SIZE)
    window.show()
    window.show_start()
    wait_until_idle(window, 60)
    import gc

    gc.freeze()  # as the kiosk does once its window is built

    if args.trace_memory:
        tracemalloc.start(12)
    rng = random.Random(args.seed)
    visitors = Visitors(window, rng, idle_s, slot_s)
    clock = QElapsedTimer()
    clock.start()
    beat = {"last": 0, "longest": 0.0, "after": "", "cpu": gui_thread_cpu_s(), "cpu_in_longest": None,
            "over": 0, "worst": []}
    heartbeat = QTimer()
    heartbeat.setInterval(HEARTBEAT_MS)

    def tick():
        now = clock.elapsed()
        cpu = gui_thread_cpu_s()
        if beat["last"]:
            gap = (now - beat["last"] - HEARTBEAT_MS) / 1000
            beat["over"] += gap > 0.5
            if gap > 0.3:
                beat["worst"].append({"s": round(gap, 3), "after": visitors.last
                                      + (" (attract loop)" if window.attracting else ""),
                                      "gui_cpu_s": None if cpu is None or beat["cpu"] is None
                                      else round(cpu - beat["cpu"], 2)})
            if gap > beat["longest"]:
                beat["longest"] = gap
                beat["after"] = visitors.last + (" (attract loop)" if window.attracting else "")
                if cpu is not None and beat["cpu"] is not None:
                    beat["cpu_in_longest"] = round(cpu - beat["cpu"], 2)
        beat["last"] = now
        beat["cpu"] = cpu

    heartbeat.timeout.connect(tick)
    rss: list[float] = []
    heap: list[dict | None] = []  # the C heap at each sample (malloc_mb)
    processes: list[int] = []
    simulator_rss: list[float | None] = []
    batch_rss: list[float | None] = []  # the batch worker's (the lessons' sweep), once started
    threads = {"first_minute": None}

    def simulator_pid():
        worker = getattr(window.service, "worker", None)
        return worker.pid if worker is not None else None

    def batch_pid():
        from wallasey_lab.gui.background.batch_process import shared_worker

        return shared_worker().pid
    starts = {"n": 0, "was": False}

    traced: dict = {}
    one = max(1, round(60 / args.sample_seconds))  # the sample taken 1 minute in: the targets' baseline

    def minute():
        rss.append(rss_mb())
        heap.append(malloc_mb())
        processes.append(len(children()))
        pid = simulator_pid()
        simulator_rss.append(process_rss_mb(pid) if pid else None)
        batch_rss.append(process_rss_mb(batch_pid()) if batch_pid() else None)
        if args.trace_memory and len(rss) == one + 1:
            traced["at_one"] = tracemalloc.take_snapshot()
        if threads["first_minute"] is None:
            threads["first_minute"] = thread_count()

    def watch_attract():
        if window.attracting and not starts["was"]:
            starts["n"] += 1
        starts["was"] = window.attracting

    minute_timer = QTimer()
    minute_timer.setInterval(int(args.sample_seconds * 1000))
    minute_timer.timeout.connect(minute)
    attract_watch = QTimer()
    attract_watch.setInterval(250)
    attract_watch.timeout.connect(watch_attract)
    rss.append(rss_mb())
    heap.append(malloc_mb())
    processes.append(len(children()))
    simulator_rss.append(process_rss_mb(simulator_pid()) if simulator_pid() else None)
    pinned = report(args.cores)
    heartbeat.start()
    minute_timer.start()
    attract_watch.start()
    visitors.start()
    # exit, not quit: quit asks the windows to close, and the kiosk refuses.
    QTimer.singleShot(int(args.minutes * 60_000), lambda: app.exit(0))
    app.exec()
    heartbeat.stop()
    visitors.timer.stop()
    minute_timer.stop()
    attract_watch.stop()
    if len(rss) < int(args.minutes * 60 / args.sample_seconds) + 1:
        rss.append(rss_mb())
    window.staff_exit()
    for _ in range(20):
        app.processEvents()
        time.sleep(0.01)
    from wallasey_lab.gui.background import reaper

    reaper.wait()  # as the lab's exit does: its children are ended on the reaper's thread
    end_threads = thread_count()
    # Once the kiosk has closed: multiprocessing's resource tracker stays for the life of the app.
    processes_after_exit = [pid for pid in children()
                            if b"resource_tracker" not in Path(f"/proc/{pid}/cmdline").read_bytes()]
    crash_log = work / "data" / "crash.log"
    result = {
        "minutes": args.minutes,
        "touches": visitors.touches,
        "attract_cycles": window.attract_cycles,
        "rss_mb": rss,
        "c_heap_mb": heap,
        "exceptions": len(exceptions) + (crash_log.read_text().count("Traceback") if crash_log.exists() else 0),
        "longest_freeze_s": round(beat["longest"], 3),
        "longest_freeze_after": beat["after"],
        "gui_thread_cpu_in_longest_freeze_s": beat["cpu_in_longest"],
        "freezes_over_half_a_second": beat["over"],
        "longest_freezes": sorted(beat["worst"], key=lambda f: -f["s"])[:6],
        "threads_at_end": end_threads,
        "threads_after_first_minute": threads["first_minute"],
        "processes": processes,
        "simulator_processes_after_exit": len(processes_after_exit),
        "simulator_rss_mb": simulator_rss,
        "batch_worker_rss_mb": batch_rss,
        "simulator_restarts": window.service.restarts,
        "cores": pinned,
        "visits": visitors.visits,
        "attract_starts": starts["n"],
        "load_average": load_average(),
        "size": f"{SIZE[0]}x{SIZE[1]}",
    }
    at_one = rss[one] if len(rss) > one else rss[0]
    ok = (result["exceptions"] == 0 and result["longest_freeze_s"] <= 0.5
          and max(rss[one:] or rss) <= at_one * 1.10
          and (threads["first_minute"] is None or end_threads <= threads["first_minute"])
          and max(processes) <= processes[min(1, len(processes) - 1)] and not processes_after_exit)
    result["targets_met"] = ok
    if args.trace_memory:
        result["python_mb_traced"] = round(tracemalloc.get_traced_memory()[0] / 1e6, 1)
        if "at_one" in traced:
            growth = tracemalloc.take_snapshot().compare_to(traced["at_one"], "traceback")
            result["python_growth_after_minute_1"] = [
                {"kb": round(stat.size_diff / 1024), "count": stat.count_diff,
                 "where": [f"{frame.filename.rsplit('/', 2)[-1]}:{frame.lineno}" for frame in stat.traceback[-6:]]}
                for stat in growth[:12]]
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>28}: {value}")
    for text in exceptions[:3]:
        print(text, file=sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
