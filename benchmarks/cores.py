"""``--cores N`` for the GUI benchmarks: the whole app on N cores.

Pins this process to the first N of the cores it may use (the OS's affinity,
``os.sched_setaffinity``) before Qt, numba or any thread starts, so every
thread of the window and every process it starts (the simulator's process
inherits the mask) shares those N cores, as on a small machine. Call
``pin_from_argv()`` at the top of a benchmark, before its other imports.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def _wanted(argv: list[str]) -> int | None:
    for i, arg in enumerate(argv):
        text = arg.split("=", 1)[1] if arg.startswith("--cores=") else (argv[i + 1] if arg == "--cores" and
                                                                         i + 1 < len(argv) else None)
        if text is None:
            continue
        try:
            n = int(text)
        except ValueError:
            n = 0
        allowed = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
        if not 1 <= n <= allowed:
            print(f"--cores: expected a whole number of cores from 1 to {allowed}, got {text!r}", file=sys.stderr)
            raise SystemExit(2)
        return n
    return None


def pin_from_argv(argv: list[str] | None = None) -> int | None:
    """Pin to ``--cores N`` if given (exit 2 on a bad N); return N."""
    n = _wanted(sys.argv[1:] if argv is None else argv)
    if n is not None:
        if not hasattr(os, "sched_setaffinity"):
            print("--cores: this system cannot pin a process to cores", file=sys.stderr)
            raise SystemExit(2)
        mask = sorted(os.sched_getaffinity(0))[:n]
        # Every thread there already is (Linux sets a mask per thread), then
        # the process: threads and processes started later inherit it.
        task = Path(f"/proc/{os.getpid()}/task")
        for tid in (int(t.name) for t in task.iterdir()) if task.is_dir() else ():
            try:
                os.sched_setaffinity(tid, mask)
            except OSError:  # ended meanwhile
                pass
        os.sched_setaffinity(0, mask)
    return n


def _affinity(pid: int) -> list[int] | None:
    try:
        return sorted(os.sched_getaffinity(pid))
    except (AttributeError, OSError):
        return None


def children() -> list[int]:
    """This process's child processes (Linux; empty elsewhere)."""
    mine = str(os.getpid())
    found = []
    proc = Path("/proc")
    if not proc.is_dir():
        return found
    for entry in proc.iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if fields[1] == mine:
                found.append(int(entry.name))
    return sorted(found)


def report(requested: int | None) -> dict:
    """What the JSON says about cores: asked for, and the masks of this
    process, its threads and its child processes (the simulator's)."""
    threads = []
    task = Path(f"/proc/{os.getpid()}/task")
    if task.is_dir():
        threads = sorted({tuple(_affinity(int(t.name)) or ()) for t in task.iterdir()})
    return {"cores": requested, "cpu_count": os.cpu_count(), "affinity": _affinity(0),
            "thread_affinities": [list(t) for t in threads],
            "child_affinities": {str(pid): _affinity(pid) for pid in children()}}
