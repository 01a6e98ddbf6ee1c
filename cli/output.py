"""What a program printed reaches its reader, or the person is told it did not.

Standard output is buffered: a full disk (``> /dev/full``, a full USB stick)
or a file system gone away shows only when the buffer is written, often at
exit, where Python would say nothing useful (or argparse, for ``--help``,
nothing at all). ``finished`` writes the buffer out while the program can
still say so: one line on stderr, ``could not write the output: no space
left on device``, and status ``OUTPUT_FAILED``. A reader that went away
(``| head``) is no error: the rest is dropped quietly, as before.
"""

from __future__ import annotations

import errno
import os
import re
import sys

OUTPUT_FAILED = 1  # docs/command-line.md: "could not write the output", one line
_failed: list[OSError] = []  # a write that failed before ``problem`` was asked (argparse's --help)
_saved: list[str] = []  # files written whole, whose names are printed: said too if the printing fails


def note(error: OSError) -> None:
    """A write to standard output failed where it could not be said (inside argparse)."""
    _failed.append(error)


class Watched:
    """Standard output as it was, but a write or flush that fails is noted (and raised as before),
    so that the program can tell a full disk under its output from a fault of its own."""

    def __init__(self, stream):
        self._stream = stream

    def write(self, text):
        try:
            try:
                return self._stream.write(text)
            except UnicodeEncodeError:
                # Output in an encoding that lacks a letter of a name (PYTHONIOENCODING=ascii, a file
                # on a cp1252 system): the name is printed escaped (caf\xe9.png), as an undecodable
                # byte is; the picture was saved and the program carried on, never a traceback.
                encoding = getattr(self._stream, "encoding", None) or "utf-8"
                return self._stream.write(text.encode(encoding, "backslashreplace").decode(encoding))
        except OSError as e:
            note(e)
            raise

    def flush(self):
        try:
            return self._stream.flush()
        except OSError as e:
            note(e)
            raise

    def __getattr__(self, name):
        return getattr(self._stream, name)


class Closed:
    """Standard output when there is none (``>&-``: Python then makes ``sys.stdout`` None and print()
    writes nowhere, so a table was lost with status 0). Any write fails, is noted, and is said as every
    output that could not be written is: one line on stderr, status 1."""

    closed = False
    encoding = "utf-8"
    errors = "strict"

    def write(self, text):
        if not text:
            return 0
        error = OSError(errno.EBADF, "standard output is closed")
        note(error)
        raise error

    def flush(self):
        pass

    def fileno(self):
        raise OSError(errno.EBADF, "standard output is closed")

    def isatty(self):
        return False

    def writable(self):
        return True


def shown_path(path) -> str:
    """A path as a line can show it: as it is, or quoted with its line breaks, tabs and ESC
    escaped (``'no\\ndir'``, as the lab quotes any value it refuses) if it holds any. A byte the
    language setting cannot decode (LANG=C) is shown as ``\\xc5``, as in the error lines."""
    text = str(path)
    return text if text.isprintable() else re.sub(r"\\udc([89a-f][0-9a-f])", r"\\x\1", repr(text))


def saved(path) -> None:
    """``path`` was written whole and its name is about to be printed."""
    _saved.append(str(path))


def watch() -> object:
    """Watch standard output (see ``Watched``); returns what to give back to ``unwatch``."""
    before = sys.stdout
    _failed.clear()
    _saved.clear()
    if before is None:  # no standard output at all (``>&-``): what is printed is said to be lost
        sys.stdout = Closed()
    elif not isinstance(before, Watched):
        sys.stdout = Watched(before)
    return before


def unwatch(before) -> None:
    if isinstance(sys.stdout, (Watched, Closed)):
        sys.stdout = before


def failed_writing(error: BaseException) -> bool:
    """``error`` is a write to standard output that failed."""
    return any(error is e for e in _failed)


def _drop_the_rest() -> None:
    """Standard output from now on goes nowhere, so that Python's own flush at exit finds nothing to fail on."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # no real file behind stdout (a test's capture)
        pass


def problem() -> OSError | None:
    """Write out what is waiting on standard output; the error if it could not be written."""
    stream = sys.stdout
    if stream is None:
        return None
    if _failed:
        error = _failed.pop()
        _failed.clear()
        _drop_the_rest()
        return None if isinstance(error, BrokenPipeError) else error
    try:
        stream.flush()
    except BrokenPipeError:  # the reader went away: nobody is left to tell
        _drop_the_rest()
        return None
    except OSError as e:
        _drop_the_rest()
        return e
    return None


def say_failed(prog: str, error: OSError) -> int:
    """One line for output that could not be written, and its status."""
    reason = (error.strerror or str(error) or type(error).__name__).strip()
    reason = reason[:1].lower() + reason[1:]
    try:
        # never retried as if lost; a name is escaped as every printed path is (a line break, ESC)
        kept = f" ({', '.join(map(shown_path, _saved))} was saved whole)" if _saved else ""
        print(f"{prog}: error: could not write the output: {reason}{kept}", file=sys.stderr, flush=True)
    except (OSError, ValueError):  # stderr is gone as well: the status still says it
        pass
    return OUTPUT_FAILED


def finished(prog: str, status: int | str | None) -> int | str | None:
    """``status``, after the output is written out; ``OUTPUT_FAILED`` (said in one line) if it
    could not be, unless the program failed already (its own status and line stand)."""
    error = problem()
    if error is None:
        return status
    failed = say_failed(prog, error)
    return failed if status in (0, None) else status
