"""Whether Qt can open a window here, asked before Qt loads (Qt itself aborts with
several lines when it cannot): the one line of ``S.NO_DISPLAY`` instead."""

from __future__ import annotations

import os
import sys
from pathlib import Path

# Qt's xcb platform plugin needs these on Linux (Qt 6.5+ aborts without them).
XCB_LIBS = ("xcb-cursor", "xkbcommon-x11", "xcb-icccm", "xcb-keysyms", "xcb-image", "xcb-render-util",
            "xcb-xinerama", "xcb-randr", "xcb-shape", "xcb-xkb")


def display_problem() -> str | None:
    """Why Qt could not open a window here, in one line, or None."""
    if not sys.platform.startswith("linux"):
        return None
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform and unknown_platform(platform):
        return unknown_platform(platform)
    if platform and not platform.startswith("xcb"):
        return None
    if not platform and os.environ.get("WAYLAND_DISPLAY"):
        return None
    if not os.environ.get("DISPLAY"):
        return "no DISPLAY is set"
    import ctypes.util

    # A packaged app carries some of these itself, beside its executable.
    bundled = set()
    if getattr(sys, "frozen", False):
        bundle = Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent))
        bundled = {lib for lib in XCB_LIBS if any(bundle.rglob(f"lib{lib}.so*"))}
    missing = [lib for lib in XCB_LIBS if lib not in bundled and ctypes.util.find_library(lib) is None]
    if missing:
        return "missing system libraries: " + ", ".join(f"lib{m}" for m in missing)
    return x_server_problem(os.environ["DISPLAY"])


def x_server_problem(display: str) -> str | None:
    """Why the X server ``display`` names takes no connection, or None. A DISPLAY
    left from a closed session (ssh -X, a stopped Xvfb) made Qt abort with
    its own nine lines and status 134 (SIGABRT): asked here through libxcb,
    as Qt would ask, it is the one line."""
    import ctypes
    import ctypes.util

    found = ctypes.util.find_library("xcb")
    if found is None:
        return None  # Qt says what it lacks
    try:
        xcb = ctypes.CDLL(found)
    except OSError:
        return None
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = (ctypes.c_char_p, ctypes.c_void_p)
    xcb.xcb_connection_has_error.argtypes = (ctypes.c_void_p,)
    xcb.xcb_disconnect.argtypes = (ctypes.c_void_p,)
    connection = xcb.xcb_connect(os.fsencode(display), None)
    try:
        failed = xcb.xcb_connection_has_error(connection)
    finally:
        xcb.xcb_disconnect(connection)
    return f"the display {display} does not answer" if failed else None


def unknown_platform(platform: str) -> str | None:
    """Why QT_QPA_PLATFORM names no platform Qt has here (Qt aborted with its
    own lines and status 134), or None. ``a;b`` is a list Qt tries in turn,
    ``xcb:option`` a platform with options; a packaged app's plugins are
    its own, and QT_QPA_PLATFORM_PLUGIN_PATH may add any."""
    import importlib.util

    spec = importlib.util.find_spec("PySide6")
    if getattr(sys, "frozen", False) or os.environ.get("QT_QPA_PLATFORM_PLUGIN_PATH") or spec is None:
        return None
    folders = [Path(p) / "Qt" / "plugins" / "platforms" for p in spec.submodule_search_locations or ()]
    have = sorted({f.name[len("libq"):].split(".")[0] for d in folders if d.is_dir() for f in d.glob("libq*.so")})
    if not have:
        return None
    asked = [part.split(":")[0].strip() for part in platform.split(";") if part.strip()]
    if any(name in have for name in asked):
        return None
    return f"QT_QPA_PLATFORM={platform} names no platform Qt has here; it has {', '.join(have)}"


def one_painting_thread_under_a_limit() -> bool:
    """Under a limit on memory (``ulimit -v``) or on processes (``ulimit -u``) Qt's painting
    threads may fail to start, and Qt then waited for them for ever (a picture hung, deaf to
    SIGTERM, at ``ulimit -v 325000``) or painted with no painter and crashed (SIGSEGV at 350000):
    there Qt paints on the lab's own thread (QT_NO_GUI_THREADPOOL), before Qt starts. True if so."""
    try:
        import resource
    except ImportError:  # Windows: no such limits
        return False
    limited = []
    for name in ("RLIMIT_AS", "RLIMIT_NPROC"):
        which = getattr(resource, name, None)
        if which is not None and resource.getrlimit(which)[0] != resource.RLIM_INFINITY:
            limited.append(name)
    if not limited:
        return False
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
    return True
