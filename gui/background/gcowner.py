"""Qt objects are destroyed on the GUI thread, never on a worker thread.

Why: Python's cyclic garbage collector runs on whichever thread happens to
allocate when a generation's threshold is passed. In the lab that is usually
the simulator thread (numpy and the engine allocate a lot). A closed
LabWindow is kept alive by reference cycles (slots that are lambdas and
bound methods of the window, the window's children pointing back at it), so
the collector running on the simulator thread finalised the window's
QMenu/QAction wrappers there: ``~QMenu`` then waited for a Qt lock held by
the GUI thread, while the GUI thread (inside Shiboken's
``runDeletionInMainThread``) waited for the GIL the worker held. A deadlock,
at 0% CPU, for good.

So the GUI thread owns collection: automatic collection is switched off and
a QTimer on the GUI thread collects (young generations every second, all of
them every half minute; ``gc.freeze()`` at start keeps the full collection
cheap; after a full collection, glibc's freed pages go back to the
system). And a worker thread never holds the last reference to a Qt object:
``keep_until_done(thread, obj)`` keeps ``obj`` alive from the GUI thread
until the thread has ended, so the object is released here, not there.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import sys
import threading
import time

YOUNG_EVERY_MS = 1000
# How long a thread may keep the GIL while another waits for it. Python's
# 5 ms default made the GUI thread wait up to 5 ms at every hop between Qt
# and Python while the simulator or the sweep was busy: hundreds of hops per
# paint became stalls of a second or more. Measured (a lab repaint with two
# busy Python threads, 2 cores): 5 ms 200-440 ms, 1 ms 70-160 ms, 0.2 ms
# 35-58 ms, idle 17-45 ms; shorter gains little and slows the workers more.
GUI_SWITCH_INTERVAL_S = 0.0002
# A closed window's wrappers are collected this long after it is destroyed,
# while its workers are stopped, not at the next half-minute collection
# (when a new window's workers may be busy and every Qt destructor's hop
# back to Python waits for the GIL: a 1.5 s collection was seen).
AFTER_CLOSE_MS = 50
FULL_EVERY_S = 30.0

_timer = None
_last_full = 0.0
_kept: list[tuple[threading.Thread, tuple]] = []
_kept_lock = threading.Lock()


def own_collection() -> bool:
    """Collect cycles only on the GUI thread from now on (call it on the GUI
    thread once a QApplication exists). True if it was set up by this call."""
    global _timer, _last_full
    from PySide6.QtCore import QCoreApplication, QThread, QTimer

    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("own_collection needs a QApplication")
    if QThread.currentThread() is not app.thread():
        raise RuntimeError("own_collection must be called on the GUI thread")
    if _timer is not None:
        try:
            if _timer.isActive():
                return False
        except RuntimeError:  # the timer's application has gone (tests make a new one)
            pass
    gc.disable()
    steady_heap()
    sys.setswitchinterval(min(sys.getswitchinterval(), GUI_SWITCH_INTERVAL_S))
    _last_full = time.monotonic()
    _timer = QTimer(app)
    _timer.setInterval(YOUNG_EVERY_MS)
    _timer.timeout.connect(collect)
    _timer.start()
    return True


def collect_soon() -> None:
    """A full collection shortly, on the GUI thread (after a window has gone)."""
    from PySide6.QtCore import QTimer

    if owning():
        QTimer.singleShot(AFTER_CLOSE_MS, lambda: collect(full=True))


def owning() -> bool:
    """True while the GUI thread owns collection."""
    return _timer is not None and not gc.isenabled()


def collect(full: bool | None = None) -> int:
    """One collection on this (the GUI) thread; a full one if ``full`` or
    if the last was long enough ago. Also lets go of objects kept for
    threads that have ended."""
    global _last_full
    release_finished()
    now = time.monotonic()
    if full is None:
        full = now - _last_full >= FULL_EVERY_S
    if full:
        _last_full = now
        found = gc.collect(2)
        give_back_memory()
        return found
    return gc.collect(1)


def _glibc(name: str, argtypes: list):
    """glibc's function ``name`` (returning an int), or None elsewhere
    (macOS, Windows, musl)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        fn = getattr(ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6"), name)
        fn.argtypes = argtypes
        fn.restype = ctypes.c_int
        return fn
    except (OSError, AttributeError):
        return None


_malloc_trim = _glibc("malloc_trim", [ctypes.c_size_t])


# glibc's mallopt settings (malloc.h): fixed thresholds, few arenas.
_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD, _M_ARENA_MAX = -1, -3, -8
MMAP_THRESHOLD_BYTES = 256 * 1024
TRIM_THRESHOLD_BYTES = 1024 * 1024
ARENA_MAX = 2
_heap_steadied = False


def steady_heap() -> bool:
    """Keep a day-long process's heap from creeping (glibc only; once, on
    the GUI thread, before the workers start). Why: by default glibc raises
    its mmap threshold each time a big block (a numpy array of a run) is
    freed, so later big arrays come from the heap and leave holes that are
    never handed back; and each worker thread gets a heap (arena) of its
    own. Fixed thresholds keep big arrays in their own mappings, returned
    to the system when freed, and two arenas bound the spread. True if set."""
    global _heap_steadied
    if _heap_steadied:
        return True
    mallopt = _glibc("mallopt", [ctypes.c_int, ctypes.c_int])
    if mallopt is None:
        return False
    ok = all(mallopt(option, value) == 1 for option, value in (
        (_M_MMAP_THRESHOLD, MMAP_THRESHOLD_BYTES), (_M_TRIM_THRESHOLD, TRIM_THRESHOLD_BYTES),
        (_M_ARENA_MAX, ARENA_MAX)))
    _heap_steadied = ok
    return ok


def give_back_memory() -> bool:
    """Hand freed heap pages back to the system (glibc only). Why: the
    simulator and the views free large numpy arrays and Qt paint buffers all
    day; glibc keeps the freed pages in its arenas, so a kiosk's resident
    memory creeps up although nothing is kept. True if it ran."""
    if _malloc_trim is None:
        return False
    _malloc_trim(0)
    return True


def keep_until_done(thread: threading.Thread, *objects) -> None:
    """Hold ``objects`` (Qt objects the thread's target refers to) until
    ``thread`` has ended; then they are released on the GUI thread."""
    with _kept_lock:
        _kept.append((thread, objects))


def release_finished() -> int:
    """Drop the objects kept for threads that have ended (on the GUI thread)."""
    with _kept_lock:
        keep, done = [], []
        for pair in _kept:
            ended = pair[0].ident is not None and not pair[0].is_alive()
            (done if ended else keep).append(pair)
        _kept[:] = keep
    count = len(done)
    done.clear()  # the last references go here, on this thread
    return count


def kept() -> int:
    with _kept_lock:
        return len(_kept)
