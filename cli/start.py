"""`wallasey-sim`'s first module: a stop signal is handled from here on.

The console script imports this module and calls ``main``. It imports
nothing of its own but cli/round_line.py, which imports nothing at all
(``_signal`` is built into the interpreter; ``os`` and ``sys`` are loaded
already), so the handler is in place before anything
else of the lab or the standard library loads: a Ctrl-C, SIGTERM or SIGHUP
while the rest loads is one line and status 128 + N, never a traceback
out of an import. A signal before this point (Python's own start-up
and the console script's first lines, the first few milliseconds) cannot
be handled by any program in Python: the system ends it silently, with
the same status.
"""

import _signal
import os
import sys

from wallasey_lab.cli.round_line import round_stopped_line  # imports nothing itself

_NAMES = {2: "Ctrl-C (SIGINT)", 15: "SIGTERM", 1: "SIGHUP"}
STOP_SIGNALS = tuple(n for n in (getattr(_signal, name, None) for name in ("SIGINT", "SIGTERM", "SIGHUP")) if n)


def install_while_starting(program: str) -> None:
    """Until the program's own handlers take over (cli/stopping.py): one line and exit at once."""

    def stopped_while_starting(signum, frame):
        if "--kiosk-child" not in sys.argv:  # a supervised kiosk's supervisor says it, once
            words = _NAMES.get(signum, f"signal {signum}")
            os.write(2, f"{program}: stopped by {words} while starting; nothing was done\n".encode())
        line = round_stopped_line(sys.argv[1:], signum)
        if line:
            os.write(1, line.encode())
        os._exit(128 + signum)

    stopped_while_starting.while_starting = True  # cli/stopping.py never gives this back as "the previous"
    for sig in STOP_SIGNALS:
        _signal.signal(sig, stopped_while_starting)


def out_of_memory(error: BaseException) -> bool:
    """The program ran out of memory: a MemoryError, or a library that could not be mapped into memory
    (under ``ulimit -v`` an import failed with "libQt6Widgets.so.6: failed to map segment")."""
    if isinstance(error, MemoryError):
        return True
    text = str(error).lower()
    return isinstance(error, (ImportError, OSError)) and ("failed to map segment" in text
                                                          or "cannot allocate memory" in text)


FILES_NEEDED = 64  # open files to ask for: the lab ran from 13 (a picture), with room for the window's work


def too_many_files(error: BaseException) -> bool:
    """No file could be opened: this program's limit (``ulimit -n``, EMFILE) or the system's (ENFILE)."""
    return isinstance(error, OSError) and error.errno in (24, 23)  # EMFILE, ENFILE (the same on every system)


def files_line(program: str) -> bytes:
    try:
        import resource

        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
        limit = f" (ulimit -n {soft})" if soft != resource.RLIM_INFINITY else ""
    except (ImportError, OSError, ValueError):
        limit = ""
    return (f"{program}: error: too many open files: the limit set for this program{limit} is too low; "
            f"raise it to at least ulimit -n {FILES_NEEDED}\n").encode()


def run(program: str, load):
    """``load()``, the program's work; memory that ran out on the way (most often under a limit, ``ulimit -v``,
    while a library loads) is one line and status 1, never a traceback out of an import; so are files that
    could not be opened (``ulimit -n 12``: an import, or Qt, failed with "Too many open files")."""
    # Made before there is a need: with no memory left, a message is not made, only written.
    line = (f"{program}: error: not enough memory: this computer, or the limit set for this program "
            "(ulimit -v), leaves too little; close other programs or raise the limit\n").encode()
    try:
        return load()
    except (MemoryError, ImportError, OSError) as e:
        if too_many_files(e):
            os.write(2, files_line(program))
            return 1
        if not out_of_memory(e):
            raise
        os.write(2, line)
        return 1


def main():
    install_while_starting("wallasey-sim")

    def load():
        from wallasey_lab.cli.wallasey_sim import main as sim_main

        return sim_main()

    return run("wallasey-sim", load)
