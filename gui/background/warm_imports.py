"""numpy modules the window's process would load at its first lesson or run,
loaded on a thread of their own once the window is up.

numpy loads ``numpy.random`` (seeds for a lesson's run) and ``numpy.ma`` (its
percentiles ask whether an array is masked) only when first used: about 0.17 s
on a busy core, which landed inside the first lesson switch, a freeze the person
sees. On a thread the interpreter lock changes hands every few milliseconds, so
the window keeps painting while they load."""

from __future__ import annotations

import importlib
import threading

# numpy.ma first: the first result (its median) needs it within a second or so of the first frame;
# numpy.random only when a person opens a lesson.
MODULES = ("numpy.ma", "numpy.random")
AFTER_SHOW_MS = 150  # after the first frame is painted (never delaying it), and before the first result,
# which now comes about 0.45 s after the show on this project's machine (it came at 500 ms and loaded numpy.ma)
_started: list[threading.Thread] = []


def _load() -> None:
    for name in MODULES:
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001 - the first use would load it (and say why) anyway
            pass


def start() -> threading.Thread:
    """Load MODULES on a background thread, once per process; returns that thread."""
    if not _started:
        thread = threading.Thread(target=_load, name="wallasey-warm-imports", daemon=True)
        thread.start()
        _started.append(thread)
    return _started[0]
