"""How long the lab window takes to open: ``LabWindow()`` made and first
painted, a few times in one process (the first one apart: it also loads
fonts and imports). A script, not a test: it prints figures and asserts
nothing.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_open.py --json

prints {"first_s", "made_s": [...], "painted_s": [...], "made_median_s",
"painted_median_s", "load_average"}: ``made`` is the constructor alone (the
GUI thread can do nothing else meanwhile), ``painted`` adds showing it and
its first paint.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--repeats", type=int, default=5, help="windows timed after the first")
    args = p.parse_args(argv)
    work = tempfile.mkdtemp(prefix="wallasey-open-")
    os.environ.setdefault("WALLASEY_DATA_DIR", os.path.join(work, "data"))
    os.environ.setdefault("WALLASEY_SETTINGS_FILE", os.path.join(work, "settings.ini"))

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from wallasey_lab.gui.window.lab_window import LabWindow

    def one() -> tuple[float, float, LabWindow]:
        started = time.perf_counter()
        window = LabWindow(persist=False)
        made = time.perf_counter() - started
        window.resize(1366, 768)
        window.show()
        app.processEvents()
        window.repaint()
        return made, time.perf_counter() - started, window

    first, first_painted, window = one()
    made, painted = [], []
    for _ in range(args.repeats):
        window.close()
        window.deleteLater()
        app.processEvents()
        m, pt, window = one()
        made.append(round(m, 3))
        painted.append(round(pt, 3))
    window.close()
    result = {"first_s": round(first, 3), "first_painted_s": round(first_painted, 3), "made_s": made,
              "painted_s": painted, "made_median_s": round(statistics.median(made), 3),
              "painted_median_s": round(statistics.median(painted), 3),
              "load_average": [round(x, 2) for x in os.getloadavg()]}
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>18}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
