"""Slider-to-repaint latency of the lab window (run by hand, not a test).

For each story rule (moving the agents slider by a step or two) and for the
"Randomness in the wait" slider around J = 0.5, measures, offscreen:

* ``median_ms`` / ``p95_ms``: from a slider change to the load plot and the
  histogram repainted with a run for the new setting: the window's own
  paint of both plots (their viewports' paint events after the run was
  shown), as on screen;
* ``table_ms``: from the last change of a drag to the three-rule table
  painted for it (median of drags).

Between drags the window is left alone for ``GAP_S`` (a finger lifts and
lands again), so a drag's first step does not also pay for painting the
previous drag's table and typical run; ``--no-gap`` starts each drag the
moment the table is in (as this was measured before).

``--forced-repaint`` instead ends each change with an extra synchronous
``repaint()`` of both plots after the run is shown (how this was measured
before: the plots were then painted twice per change).

Per change it also says where the window's own thread spent its processor
time (``gui_cpu_ms``: ``time.thread_time`` of the GUI thread from the
slider's change to both plots painted, median and 95th percentile; and
``phases_ms``, the mean per change of each part: ``request`` the window
asking the simulator (``LabWindow.resimulate``), ``receive`` a run taken in
(``LabWindow._on_run``, which holds ``show_run`` for the two plots' ranges
and items, and ``set_time`` for their bars), ``paint`` the two plots' paint
events, ``other`` the rest of the events handled meanwhile: the status bar,
the headline, the table's greying, layouts); ``table_cpu_ms`` the same
thread's time from the last change to the table filled (``table_phases_ms``
its parts); ``run_arrives_ms``, the wall-clock time from a change to its run
reaching the window (the simulator's share: the request relayed, the run
made in the simulator's process and sent back).

It also counts the paints of each plot per change (``load_paints`` and
``hist_paints``: median and most, from a change to the next one, or for a
drag's last change until its table is in and the window has been left alone
for GAP_S), and says how busy the machine was (``load_average``).

``--cores N`` pins the whole app (the window's threads and the simulator's
process) to N cores with the OS's affinity before anything starts, and the
JSON says so (``cores``: the masks of the process, its threads and its
children).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_gui_latency.py [--json] [--quick] [--no-gap]
        [--forced-repaint] [--cores N]
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from cores import pin_from_argv, report  # noqa: E402

CORES = pin_from_argv()  # before Qt, numba or any thread starts
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["WALLASEY_SETTINGS_FILE"] = str(Path(tempfile.mkdtemp()) / "bench.ini")

from PySide6.QtCore import QCoreApplication, QEvent, QObject  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from wallasey_lab.gui.views import plots  # noqa: E402
from wallasey_lab.gui.window import display, lab_window  # noqa: E402
from wallasey_lab.gui.window.lab_window import LabWindow  # noqa: E402
from wallasey_lab.gui.window.readiness import wait_until_idle  # noqa: E402


def pump_until(condition, timeout: float = 30.0) -> None:
    end = time.perf_counter() + timeout
    while not condition():
        QCoreApplication.processEvents()
        if time.perf_counter() > end:
            raise TimeoutError("the window did not answer")
        time.sleep(0.0002)


# Processor time of the GUI thread per named part (ms, summed; see phases()).
SPENT: dict[str, float] = {}
_OPEN: list[str] = []  # the parts running now, outermost first (a part counts only once, outermost)


RECEIVED: list[float] = []  # perf_counter when each change's run reached the window (see drag)


def _timed(name: str, fn):
    def wrapper(*args, **kwargs):
        if name in _OPEN:
            return fn(*args, **kwargs)
        if name == "receive":
            RECEIVED.append(time.perf_counter())
        _OPEN.append(name)
        start = time.thread_time()
        try:
            return fn(*args, **kwargs)
        finally:
            SPENT[name] = SPENT.get(name, 0.0) + (time.thread_time() - start) * 1000
            _OPEN.pop()
    wrapper.__wrapped__ = fn
    return wrapper


def time_parts() -> None:
    """Wrap the update path's steps (before the window is made, so its
    signal connections reach the wrappers)."""
    for cls, name, part in ((LabWindow, "resimulate", "request"), (LabWindow, "_on_run", "receive"),
                            (LabWindow, "_on_partner", "partner"), (LabWindow, "_on_table", "table"),
                            (display.RunDisplay, "show_run", "receive.show_run"),
                            (display.RunDisplay, "paint", "receive.set_time"),
                            (plots.LoadPlot, "show_run", "receive.show_run.load"),
                            (plots.ServeHistogram, "show_run", "receive.show_run.histogram"),
                            (plots.LoadPlot, "set_time", "receive.set_time.load"),
                            (plots.ServeHistogram, "set_time", "receive.set_time.histogram")):
        setattr(cls, name, _timed(part, getattr(cls, name)))
    display.prepare_now = _timed("receive.prepare", display.prepare_now)
    lab_window.LabWindow = LabWindow


class PaintClock(QObject):
    """When a plot's viewport last finished a paint event."""

    def __init__(self, widget):
        super().__init__()
        self.painted = 0.0
        self.paints = 0
        self.viewport = widget.viewport()
        self.viewport.installEventFilter(self)

    def eventFilter(self, obj, event):  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)  # time the paint itself: run it now, then stamp it
            started = time.thread_time()
            try:
                QCoreApplication.sendEvent(obj, event)
            finally:
                obj.installEventFilter(self)
                SPENT["paint"] = SPENT.get("paint", 0.0) + (time.thread_time() - started) * 1000
            self.painted = time.perf_counter()
            self.paints += 1
            return True
        return False


CLOCKS: list[PaintClock] = []
FORCED = "--forced-repaint" in sys.argv
GAP_S = 0.0 if "--no-gap" in sys.argv else 0.3


PAINTS: list[tuple[int, int]] = []  # per change: (load plot paints, histogram paints)
CPU: list[tuple[float, dict]] = []  # per change: (GUI thread ms from change to painted, ms per part)
WAITED: list[float] = []  # per change: ms from the change to its run reaching the window (the simulator's part)
TABLE_CPU: list[tuple[float, dict]] = []  # per drag: GUI thread ms from the last change to the table filled


def paint_counts() -> tuple[int, int]:
    return (CLOCKS[0].paints, CLOCKS[1].paints) if CLOCKS else (0, 0)


def idle_gap(window: LabWindow) -> None:
    """Wait until the worker is done, then let the window paint what it has
    (the table, the typical run) for GAP_S."""
    wait_until_idle(window)
    end = time.perf_counter() + GAP_S
    while time.perf_counter() < end:
        QCoreApplication.processEvents()
        time.sleep(0.002)


def drag(window: LabWindow, key: str, values: list[float]) -> tuple[list[float], float]:
    """Move slider ``key`` through ``values`` as a finger does; return each
    change's repaint latency (ms) and the table's latency after the last one."""
    slider = window.panel.sliders[key]
    if not CLOCKS:
        CLOCKS.extend(PaintClock(plot.widget) for plot in (window.lab_page.load_plot, window.lab_page.histogram))
    paints = []
    counted = None
    for value in values:
        now = paint_counts()
        if counted is not None:
            PAINTS.append((now[0] - counted[0], now[1] - counted[1]))
        counted = now
        SPENT.clear()
        RECEIVED.clear()
        cpu_start = time.thread_time()
        start = time.perf_counter()
        slider.slider.setValue(slider._to_position(value))
        generation = window.service.generation
        pump_until(lambda g=generation: window.painted_generation == g)
        if FORCED:
            window.lab_page.load_plot.widget.repaint()
            window.lab_page.histogram.widget.repaint()
            end = time.perf_counter()
        else:
            shown = time.perf_counter()
            # The run is on the plots: wait for the window's own paint of both
            # (a plot the new run left unchanged is not painted: 0.1 s at most).
            try:
                pump_until(lambda s=shown: all(c.painted >= s for c in CLOCKS), timeout=0.1)
                end = max(c.painted for c in CLOCKS)
            except TimeoutError:
                end = max([shown] + [c.painted for c in CLOCKS if c.painted >= shown])
        paints.append((end - start) * 1000)
        CPU.append(((time.thread_time() - cpu_start) * 1000, dict(SPENT)))
        if RECEIVED:
            WAITED.append((RECEIVED[0] - start) * 1000)
    last = time.perf_counter()
    SPENT.clear()
    cpu_last = time.thread_time()
    generation = window.service.generation
    pump_until(lambda: window.table_generation == generation)
    table_ms = (time.perf_counter() - last) * 1000
    TABLE_CPU.append(((time.thread_time() - cpu_last) * 1000, dict(SPENT)))
    idle_gap(window)
    now = paint_counts()
    PAINTS.append((now[0] - counted[0], now[1] - counted[1]))
    return paints, table_ms


def measure(window: LabWindow, rule: str, agents: int, drags: int) -> dict:
    window.panel.set_values({"agents": agents, "jitter": 0.5 if rule == "jitter" else 0.0}, rule=rule)
    idle_gap(window)
    paints, tables = [], []
    PAINTS.clear()
    CPU.clear()
    WAITED.clear()
    TABLE_CPU.clear()
    for d in range(drags):
        if rule == "jitter":
            values = [round(0.5 + (0.01 if (i + d) % 2 else -0.01) * (1 + i % 4), 2) for i in range(12)]
            key = "jitter"
        else:
            values = [agents + (1 if (i + d) % 2 else -1) * (1 + i % 3) for i in range(12)]
            key = "agents"
        p, t = drag(window, key, values)
        paints += p
        tables.append(t)
    paints.sort()
    load_paints = sorted(c[0] for c in PAINTS)
    hist_paints = sorted(c[1] for c in PAINTS)
    return {"rule": rule, "agents": agents, "median_ms": round(statistics.median(paints), 1),
            "p95_ms": round(paints[int(0.95 * (len(paints) - 1))], 1),
            "table_ms": round(statistics.median(tables), 1),
            "load_paints": {"median": statistics.median(load_paints), "most": load_paints[-1],
                            "mean": round(statistics.mean(load_paints), 2)},
            "hist_paints": {"median": statistics.median(hist_paints), "most": hist_paints[-1],
                            "mean": round(statistics.mean(hist_paints), 2)},
            **cpu_figures()}


def cpu_figures() -> dict:
    """The GUI thread's processor time per change and where it went."""
    totals = sorted(total for total, _ in CPU)
    names = sorted({name for _, parts in CPU for name in parts})
    phases = {name: round(statistics.mean(parts.get(name, 0.0) for _, parts in CPU), 2) for name in names}
    top = ("request", "receive", "partner", "table", "paint")
    phases["other"] = round(statistics.mean(total - sum(parts.get(n, 0.0) for n in top) for total, parts in CPU), 2)
    table_names = sorted({name for _, parts in TABLE_CPU for name in parts})
    table_phases = {name: round(statistics.mean(parts.get(name, 0.0) for _, parts in TABLE_CPU), 2)
                    for name in table_names if name in top}
    table_phases["other"] = round(statistics.mean(total - sum(parts.get(n, 0.0) for n in top)
                                                  for total, parts in TABLE_CPU), 2)
    return {"gui_cpu_ms": {"median": round(statistics.median(totals), 2),
                           "p95": round(totals[int(0.95 * (len(totals) - 1))], 2),
                           "mean": round(statistics.mean(totals), 2)},
            "run_arrives_ms": {"median": round(statistics.median(WAITED), 2),
                               "p95": round(sorted(WAITED)[int(0.95 * (len(WAITED) - 1))], 2)} if WAITED else None,
            "phases_ms": phases, "table_cpu_ms": round(statistics.median(t for t, _ in TABLE_CPU), 2),
            "table_phases_ms": table_phases}


def main() -> None:
    quick = "--quick" in sys.argv
    as_json = "--json" in sys.argv
    load_before = [round(x, 2) for x in os.getloadavg()]
    app = QApplication.instance() or QApplication([])
    time_parts()
    window = LabWindow(persist=False)
    window.resize(1366, 768)
    window.show()
    wait_until_idle(window)
    pinned = report(CORES)  # while the simulator's process runs
    worker = getattr(window.service, "worker", None)
    simulator = "process" if worker is not None else "thread"
    rows = []
    for rule in ("immediate", "exponential", "full-jitter", "jitter"):
        for agents in ((200,) if quick else (200, 1000)):
            rows.append(measure(window, rule, agents, 3 if quick else 8))
            if not as_json:
                r = rows[-1]
                print(f"{r['rule']:<14}{r['agents']:>7} agents  repaint median {r['median_ms']:>6.1f} ms"
                      f"  p95 {r['p95_ms']:>6.1f} ms  table {r['table_ms']:>6.1f} ms"
                      f"  paints per change {r['load_paints']['mean']:.2f} + {r['hist_paints']['mean']:.2f}")
                print(f"{'':21}GUI thread per change: median {r['gui_cpu_ms']['median']:.1f} ms"
                      f"  p95 {r['gui_cpu_ms']['p95']:.1f} ms; table {r['table_cpu_ms']:.1f} ms; parts (mean) "
                      + ", ".join(f"{k} {v:.1f}" for k, v in r["phases_ms"].items()))
                print(f"{'':21}GUI thread until the table: " + ", ".join(
                    f"{k} {v:.1f}" for k, v in r["table_phases_ms"].items()))
    window.close()
    app.processEvents()
    load_after = [round(x, 2) for x in os.getloadavg()]
    if as_json:
        print(json.dumps({"rows": rows, "cores": pinned, "simulator": simulator,
                          "load_average": {"before": load_before, "after": load_after},
                          "when": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}))
    else:
        print(f"simulator: {simulator}; cores: {pinned['affinity']} (children {pinned['child_affinities']}); "
              f"load average before {load_before}, after {load_after}")


if __name__ == "__main__":
    main()
