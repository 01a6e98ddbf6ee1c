"""The address space this process may use (``ulimit -v``, RLIMIT_AS) and how much it uses now.

Under such a limit a program that asks for more than is left does not get a MemoryError it can
report: a thread dies as it starts, or Qt's own code fails with no Python frame (a segfault, an
abort). So the lab's programs compare what they will need with the limit before they start the
work, and refuse in one line when it is too small (gui/memory_need.py, storm/run.py).
"""

from __future__ import annotations

import os

MB = 1000 * 1000  # ulimit -v counts in KiB; the lines say megabytes, as a person reads them


def limit_bytes() -> int | None:
    """The soft limit on address space in bytes, or None: no limit (the usual case), or no such
    limit on this system (Windows)."""
    try:
        import resource
    except ImportError:
        return None
    which = getattr(resource, "RLIMIT_AS", None)
    if which is None:
        return None
    try:
        soft = resource.getrlimit(which)[0]
    except (OSError, ValueError):
        return None
    return None if soft == resource.RLIM_INFINITY or soft < 0 else int(soft)


def used_bytes() -> int | None:
    """The address space this process has mapped now (Linux: /proc/self/statm), or None."""
    try:
        with open("/proc/self/statm", "rb") as f:
            pages = int(f.read().split()[0])
        return pages * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError, AttributeError):
        return None


def in_kib(n: int) -> int:
    """Bytes as ``ulimit -v`` takes them (KiB), rounded up."""
    return -(-n // 1024)


def megabytes(n: int) -> str:
    return f"{n / MB:,.0f} MB"


def too_small(needed: int) -> tuple[int, int] | None:
    """(limit, needed) when the limit leaves less than ``needed`` bytes in all; None when it is enough
    or there is none."""
    limit = limit_bytes()
    if limit is None or limit >= needed:
        return None
    return limit, needed
