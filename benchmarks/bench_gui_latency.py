"""Slider-to-repaint latency of the lab window (run by hand, not a test).

For each rule, moves the agents slider many times and measures the time from
the change to the moment the load plot and histogram have been repainted
with the new run (the worker's first result for that setting), offscreen.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_gui_latency.py
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["WALLASEY_SETTINGS_FILE"] = str(Path(tempfile.mkdtemp()) / "bench.ini")

from PySide6.QtCore import QCoreApplication  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from gui.window import LabWindow  # noqa: E402


def measure(window: LabWindow, rule: str, agents_values: list[int]) -> list[float]:
    window.panel.set_rule(rule)
    window.wait_until_idle()
    spin = window.panel.sliders["agents"].spin
    out = []
    for agents in agents_values:
        start = time.perf_counter()
        spin.setValue(agents)
        generation = window.service.generation
        while window.painted_generation != generation:
            QCoreApplication.processEvents()
            time.sleep(0.0005)
        window.load_plot.widget.repaint()
        window.histogram.widget.repaint()
        out.append((time.perf_counter() - start) * 1000)
    window.wait_until_idle()
    return out


def main() -> None:
    app = QApplication.instance() or QApplication([])
    window = LabWindow(persist=False)
    window.show()
    window.wait_until_idle()
    if "--freeze" in sys.argv:
        import gc

        gc.freeze()
    print(f"{'rule':<14}{'agents':>8}{'median ms':>12}{'p95 ms':>10}{'max ms':>10}")
    for rule in ("immediate", "exponential", "full-jitter"):
        for centre in (200, 1000):
            values = [centre + (1 if i % 2 else -1) * (1 + i % 5) for i in range(30)]
            values = [min(1000, v) for v in values]
            ms = sorted(measure(window, rule, values))
            p95 = ms[int(0.95 * (len(ms) - 1))]
            print(f"{rule:<14}{centre:>8}{statistics.median(ms):>12.1f}{p95:>10.1f}{ms[-1]:>10.1f}")
    window.close()
    app.processEvents()


if __name__ == "__main__":
    main()
