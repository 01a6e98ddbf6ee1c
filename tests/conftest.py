import os

# Qt tests never need a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The simulator's process compiles the engine ahead when idle (free play):
# not in each of the tests' many windows (the fixture below compiles it once).
os.environ.setdefault("WALLASEY_COMPILE_AHEAD", "0")

# Logs, heartbeats and kiosk settings of a test never land in the user's own
# data folder (tests that need their own set WALLASEY_DATA_DIR themselves).
if "WALLASEY_DATA_DIR" not in os.environ:
    import tempfile

    os.environ["WALLASEY_DATA_DIR"] = tempfile.mkdtemp(prefix="wallasey-test-data-")

# Nor in the user's own settings (QSettings("Wallasey", "Retry Lab"), one file shared by every
# pytest-xdist worker and by the user): a window or a command-line child that a test did not point
# at a file of its own gets this process's. Tests that need a fresh one set WALLASEY_SETTINGS_FILE.
if "WALLASEY_SETTINGS_FILE" not in os.environ:
    os.environ["WALLASEY_SETTINGS_FILE"] = os.path.join(os.environ["WALLASEY_DATA_DIR"], "settings.ini")


# --- the compiled engine, compiled once for the whole run -------------------------------------
# numba compiles the loop in many seconds (36 s measured on a busy 2-core machine) and keeps it in
# the user's cache; loading it from there takes about half a second. Under pytest-xdist every
# worker that needs the engine would compile it at the same time from a cold cache, each slowing
# the others. A lock file beside the cache lets one process compile while the others wait, then
# load what it wrote.
import contextlib  # noqa: E402

import pytest  # noqa: E402

from wallasey_lab.core.engines import compiled as _compiled  # noqa: E402 - no numba import until used


@contextlib.contextmanager
def _one_compiler_at_a_time():
    try:
        import fcntl
    except ImportError:  # not POSIX: each process compiles for itself, as before
        yield
        return
    folder = _compiled.usable_cache_dir()  # where _load will write
    if folder is None:  # nothing to share: each process finds the engine unavailable alike
        yield
        return
    with open(folder / "compile.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


_real_load = _compiled._load


def _load_one_at_a_time() -> None:
    with _one_compiler_at_a_time():
        _real_load()


_compiled._load = _load_one_at_a_time


@pytest.fixture(scope="session")
def compiled_engine():
    """The compiled engine loaded in this process, and in the cache for a
    command-line run started as a subprocess (which then loads it, never compiles)."""
    assert _compiled.warm_up(wait=True), _compiled.failure()
    # Loaded here is not always written there: an earlier test in this worker may have loaded it from a
    # throwaway NUMBA_CACHE_DIR (test_compiled.py), and then the user's cache that a child reads stayed
    # empty on a fresh machine (a landing CI's child said "making the compiled engine" on stderr).
    # A child of its own compiles it into the cache a child would read, one process at a time.
    with _one_compiler_at_a_time():
        if not _compiled.cached():
            import subprocess
            import sys

            subprocess.run([sys.executable, "-c", "from wallasey_lab.core.engines import compiled; "
                            "assert compiled.warm_up(wait=True), compiled.failure()"], check=True, timeout=600)
    assert _compiled.cached()
    return _compiled


@pytest.fixture(autouse=True)
def _no_stop_left_behind():
    """A test that sends this process a stop signal (tests/cli/test_two_signals.py)
    leaves the request noted in cli/stopping.py; a window opened later in the same
    process read it as "stop" and never finished its first run. Each test starts
    with no stop asked for and the raising handlers' mode, as a program does."""
    yield
    from wallasey_lab.cli import stopping

    stopping._requested = None
    stopping._raising = True
    stopping._listeners.clear()
    stopping._heard.clear()
