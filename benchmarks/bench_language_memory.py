"""Memory across visitors who change the kiosk's language.

Each visitor walks up to the kiosk, chooses Cymraeg (the kiosk is made again in Welsh, keeping their
door), watches a run, and walks away; the idle reset brings the museum's English back (the kiosk is
made again once more). Each language change leaves a window behind: closed alone, Qt kept it (about
61 MB a visitor). The lab lets it go (gui/window/remake.py: closed and deleted once the loops unwind).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_language_memory.py --visitors 12 --cores 1

prints one line per visitor (resident memory after they left, the lab's windows alive in Qt, the
process's child processes) and a JSON summary: ``rss_mb`` per visitor, ``mb_per_visitor`` (the slope
from visitor 2 on: the first visitor's growth includes the Welsh words and pages loaded once) and
``mb_per_visitor_second_half`` (the slope over the second half, once the first visitors' caches are full),
``windows_alive`` and ``children``. ``--keep-old-windows`` closes old windows without deleting them,
as before, to measure the difference. ``--cores N`` pins the kiosk and its simulator to N cores.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from cores import children, pin_from_argv, report  # noqa: E402

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SIZE = (1366, 768)
WAIT_S = 60.0  # a generous bound for each remake; never a timing check


def rss_mb() -> float:
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return round(pages * os.sysconf("SC_PAGE_SIZE") / 1e6, 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--visitors", type=int, default=12)
    parser.add_argument("--cores", type=int, default=None, help="pin to N cores (the simulator's process too)")
    parser.add_argument("--keep-old-windows", action="store_true", help="close old windows only, as before")
    args = parser.parse_args(argv)
    cores = pin_from_argv(["--cores", str(args.cores)] if args.cores else [])
    folder = Path(tempfile.mkdtemp(prefix="wallasey-language-memory-"))
    os.environ["WALLASEY_DATA_DIR"] = str(folder / "data")
    os.environ["WALLASEY_SETTINGS_FILE"] = str(folder / "settings.ini")
    os.environ["WALLASEY_KIOSK_CONFIG"] = str(folder / "kiosk.ini")

    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from wallasey_lab.gui import app as lab_app
    from wallasey_lab.gui.background import gcowner, reaper
    from wallasey_lab.gui.i18n import languages
    from wallasey_lab.gui.kiosk.kiosk_config import KioskConfig
    from wallasey_lab.gui.kiosk.kiosk_window import KioskWindow, kiosk_style
    from wallasey_lab.gui.window import remake
    from wallasey_lab.gui.window.readiness import wait_until_idle

    if args.keep_old_windows:
        remake.delete_when_unwound = lambda obj: None  # as before: closed, never deleted

    app = QApplication.instance() or QApplication(["wallasey"])
    config, _ = KioskConfig.load()
    config.language = "en"
    languages.install("en")
    kiosk_style(app, SIZE)
    kiosk = KioskWindow(config, screen=SIZE)
    kiosk.resize(*SIZE)
    kiosk.show()
    assert wait_until_idle(kiosk, timeout=WAIT_S)
    held = {"window": kiosk}
    lab_app.follow_language_in_kiosk(held, config)

    def settle() -> None:
        for _ in range(5):
            QTest.qWait(20)  # deferred deletions, the old window's timers and its close
        gcowner.collect(full=True)
        gc.collect()
        gcowner.give_back_memory()

    def made_again(old) -> object:
        deadline = time.monotonic() + WAIT_S
        while held["window"] is old and time.monotonic() < deadline:
            QTest.qWait(20)
        if held["window"] is old:
            raise SystemExit("the kiosk was not made again within the bound")
        assert wait_until_idle(held["window"], timeout=WAIT_S)
        return held["window"]

    def windows_alive() -> int:
        return sum(isinstance(w, KioskWindow) for w in QApplication.topLevelWidgets())

    settle()
    figures = {"start_rss_mb": rss_mb(), "rss_mb": [], "windows_alive": [], "children": []}
    print(f"start: {figures['start_rss_mb']} MB, {windows_alive()} window(s)", flush=True)
    for visitor in range(1, args.visitors + 1):
        window = held["window"]
        window.stop_attract() if window.attracting else None
        window.show_lesson("door")
        languages.request("cy")  # the visitor's choice
        welsh = made_again(window)
        door = welsh.door_lesson
        door.choose("exponential")
        door.seek(door.end)  # watched a run
        welsh.go_idle()  # walked away: the museum's English again
        made_again(welsh)
        settle()
        figures["rss_mb"].append(rss_mb())
        figures["windows_alive"].append(windows_alive())
        figures["children"].append(len(children()))
        print(f"visitor {visitor}: {figures['rss_mb'][-1]} MB, {figures['windows_alive'][-1]} window(s) alive, "
              f"{figures['children'][-1]} child process(es)", flush=True)
    rss = figures["rss_mb"]
    if len(rss) >= 3:
        figures["mb_per_visitor"] = round((rss[-1] - rss[1]) / (len(rss) - 2), 2)
    half = len(rss) // 2
    if len(rss) - half >= 2:  # once the caches a first few visitors fill (fonts, words, pages) are full
        figures["mb_per_visitor_second_half"] = round((rss[-1] - rss[half]) / (len(rss) - 1 - half), 2)
    figures["keep_old_windows"] = args.keep_old_windows
    figures["load_average"] = os.getloadavg()
    figures.update(report(cores))
    last = held["window"]
    last._may_close = True
    last.close()
    reaper.wait(10.0)
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
