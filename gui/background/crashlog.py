"""Unhandled exceptions are written to a log file in the user's data folder
instead of being lost on a console nobody sees."""

from __future__ import annotations

import logging
import os
import stat
import sys
import threading
import traceback
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

# The lab's folder (its logs beside this one) is found where the CLI finds it too.
from wallasey_lab.resources.paths import DATA_ENV, data_dir  # noqa: F401 - used by kiosk and supervisor


def log_path() -> Path:
    return data_dir() / "crash.log"


def open_append(path: Path):
    """``path`` opened to append text, only if it is a regular file (or new):
    a FIFO put in its place must not hang whoever writes a crash (OSError)."""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0), 0o644)
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise OSError(f"{path} is not a regular file")
    return open(fd, "a", encoding="utf-8")  # noqa: SIM115 - the caller closes it


def write_crash(exc_type, exc, tb, where: str = "main") -> Path:
    # In the lab's log too, so one file tells the whole story of a day.
    logging.getLogger(__name__).critical("unhandled exception (%s thread)", where, exc_info=(exc_type, exc, tb))
    path = log_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = "".join(traceback.format_exception(exc_type, exc, tb))
    with open_append(path) as f:
        f.write(f"--- {datetime.now().isoformat(timespec='seconds')} ({where} thread)\n{text}\n")
    return path


def write_note(text: str, where: str = "supervisor") -> Path:
    """One dated line in crash.log that is not a traceback (a hang, a death by signal)."""
    path = log_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with open_append(path) as f:
        f.write(f"--- {datetime.now().isoformat(timespec='seconds')} ({where})\n{text}\n")
    return path


def install(on_crash: Callable[[Path, BaseException], None] | None = None) -> None:
    """Log every unhandled exception; then call ``on_crash(path, exc)``."""

    def hook(exc_type, exc, tb):
        if issubclass(exc_type, KeyboardInterrupt):
            sys.__excepthook__(exc_type, exc, tb)
            return
        try:
            path = write_crash(exc_type, exc, tb)
        except OSError:
            sys.__excepthook__(exc_type, exc, tb)
            return
        if on_crash is not None:
            on_crash(path, exc)

    def thread_hook(args):
        if args.exc_type is SystemExit:
            return
        try:
            write_crash(args.exc_type, args.exc_value, args.exc_traceback, where=args.thread.name if args.thread else "?")
        except OSError:
            pass

    sys.excepthook = hook
    threading.excepthook = thread_hook
