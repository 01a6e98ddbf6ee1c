"""Qt objects in garbage cycles are finalised on the GUI thread only.

The lab froze for good when the cyclic collector, triggered by allocations on
the simulator thread, destroyed a closed window's QMenu/QAction there (see
gui/background/gcowner.py). These tests make that situation on purpose."""

from __future__ import annotations

import gc
import sys
import threading
import weakref

import pytest
from PySide6.QtCore import QObject


def _cycle_with_a_qt_object(seen: list):
    class Holder:
        pass

    holder = Holder()
    holder.me = holder  # a cycle: only the collector can free it
    holder.menu = QObject()
    weakref.finalize(holder.menu, lambda: seen.append(threading.current_thread().name))
    return weakref.ref(holder)


def _allocate_a_lot_on_a_worker() -> None:
    def churn():
        junk = []
        for i in range(300_000):  # far past every generation's threshold
            junk.append([i])
            if len(junk) > 1000:
                junk.clear()

    t = threading.Thread(target=churn, name="wallasey-simulator")
    t.start()
    t.join()


def test_a_worker_thread_never_finalises_a_qt_object(qtbot):
    from wallasey_lab.gui.background import gcowner

    gcowner.own_collection()
    seen: list[str] = []
    ref = _cycle_with_a_qt_object(seen)
    _allocate_a_lot_on_a_worker()
    assert seen == [], "the collector ran on the worker thread and destroyed a Qt object there"
    qtbot.waitUntil(lambda: bool(seen), timeout=10_000)  # the GUI thread's timer collects it
    assert seen == [threading.main_thread().name]
    assert ref() is None


def test_collection_is_off_while_the_gui_owns_it(qtbot):
    from wallasey_lab.gui.background import gcowner

    gcowner.own_collection()
    assert gcowner.owning() and not gc.isenabled()


def test_objects_kept_for_a_thread_are_released_on_the_gui_thread(qtbot):
    from wallasey_lab.gui.background import gcowner

    seen: list[str] = []
    gate = threading.Event()
    obj = QObject()
    weakref.finalize(obj, lambda: seen.append(threading.current_thread().name))

    def work(o=obj):
        gate.wait(5)

    t = threading.Thread(target=work, name="worker")
    t.start()
    gcowner.keep_until_done(t, obj)
    del obj, work  # only the thread (and the keeper) refer to it now
    gate.set()
    t.join()
    del t
    assert seen == []  # the thread ended, yet the object lives on for the GUI thread to release
    qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
    assert seen == [threading.main_thread().name]


def test_a_window_turns_the_collector_over_to_the_gui_thread(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "s.ini"))
    from wallasey_lab.gui.window.lab_window import LabWindow

    w = LabWindow(persist=False)
    qtbot.addWidget(w)
    assert not gc.isenabled()
    # ...and a busy worker makes the GUI wait at most this long for the GIL at each hop.
    assert sys.getswitchinterval() <= 0.0002 + 1e-9


def test_a_closed_window_is_collected_at_once_not_at_the_next_full_collection(qtbot, tmp_path, monkeypatch):
    """A closed window's cycles go while its workers are stopped; left to the
    half-minute collection, a new window's busy workers made it take 1.5 s."""
    monkeypatch.setenv("WALLASEY_SETTINGS_FILE", str(tmp_path / "s.ini"))
    from PySide6.QtCore import QCoreApplication, QEvent

    from wallasey_lab.gui.background import gcowner
    from wallasey_lab.gui.window.lab_window import LabWindow

    w = LabWindow(persist=False)
    w.show()
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)  # earlier tests' windows go now
    qtbot.wait(300)
    gcowner.collect(full=True)  # the next full one is half a minute away
    seen: list = []
    cycle = _cycle_with_a_qt_object(seen)  # stands for the window's own cycles, which are old
    held = cycle()
    gc.collect(1)  # survivors of a young collection are old: only a full one frees them
    del held
    qtbot.wait(1500)  # young collections come and go...
    assert cycle() is not None and not seen  # ...and leave old cycles alone
    w.close()
    w.deleteLater()
    del w
    QCoreApplication.sendPostedEvents(None, QEvent.DeferredDelete)
    qtbot.waitUntil(lambda: cycle() is None, timeout=2000)
    assert seen == ["MainThread"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc_trim is Linux only")
def test_a_full_collection_gives_freed_heap_pages_back_to_the_system():
    """A kiosk frees big buffers all day; without a trim glibc keeps the pages
    (held in place by a few live blocks), and resident memory creeps up."""
    import subprocess

    script = """
import os
from wallasey_lab.gui.background import gcowner

def rss():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6

blocks = [bytes(3000) for _ in range(40_000)]   # about 120 MB, on the heap, not mmap'd
pins = blocks[::200]                             # a few live blocks hold the heap in place
del blocks
before = rss()
gcowner.collect(full=True)
print(before, rss())
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    before, after = map(float, done.stdout.split())
    assert before - after > 60, (before, after)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's mallopt is Linux only")
def test_big_arrays_freed_after_a_bigger_one_go_back_to_the_system():
    """glibc raises its mmap threshold when a big block is freed; after that,
    arrays just under the new threshold came from the heap and stayed
    resident when freed: a kiosk's memory crept up over the day. With the
    GUI's steady heap they are mapped on their own and handed back."""
    import subprocess

    script = """
import os
import numpy as np
from wallasey_lab.gui.background import gcowner

def rss():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6

assert gcowner.steady_heap()
run = np.ones(1_000_000)        # 8 MB, freed: glibc's default would now keep 6 MB arrays on the heap
del run
before = rss()
for _ in range(5):
    run = np.ones(750_000)      # 6 MB
    small = [bytes(100) for _ in range(1000)]  # small blocks on top of it, as a run leaves
    del run
print(before, rss())
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    before, after = map(float, done.stdout.split())
    assert after - before < 2, (before, after)
