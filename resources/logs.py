"""The lab's log file: standard ``logging``, set up once at start-up.

Every module logs to ``logging.getLogger(__name__)``; all of them sit under
the one ``wallasey_lab`` logger, which ``configure()`` (called by ``wallasey``
and ``wallasey-sim`` as they start) sends to ``wallasey.log`` in the lab's
data folder, beside ``crash.log``. The file is rotated (1 MB, three old
copies kept), so a museum machine that runs all day never fills its disk.
No Qt here: the command line uses it too.
"""

from __future__ import annotations

import logging
import logging.handlers
import sys
from pathlib import Path

from wallasey_lab.resources.paths import data_dir

LOG_NAME = "wallasey.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s"
PACKAGE = "wallasey_lab"


def log_path() -> Path:
    return data_dir() / LOG_NAME


class _LabHandler(logging.handlers.RotatingFileHandler):
    """The handler configure() adds (told apart from anyone else's)."""


class _NoteHandler(logging.Handler):
    """Where no log file can be written: the warnings go to stderr as the program's notes, one line
    each in the documented form (``wallasey-sim: <sentence>``), never as Python's bare last-resort line.
    A record with a traceback is left out: the program says its own one line for it."""

    def __init__(self, program: str):
        super().__init__(logging.WARNING)
        self.program = program

    def emit(self, record: logging.LogRecord) -> None:
        if record.exc_info:
            return
        try:
            text = " ".join(record.getMessage().split())
            if not text[1:2].isupper():  # a sentence after the name, as the other notes ("DfT" is kept)
                text = text[:1].lower() + text[1:]
            print(f"{self.program}: {text}", file=sys.stderr, flush=True)
        except Exception:  # noqa: BLE001 - stderr gone too: nothing left to tell
            pass


def configure(level: int = logging.INFO, path: Path | None = None, program: str | None = None) -> Path | None:
    """Send the lab's log records to the rotating log file (``path``, or
    ``wallasey.log`` in the data folder). Calling it again with the same file
    changes nothing; with another file (a test's own folder) it moves there.
    Returns the file, or None if it cannot be written (the lab runs on
    without a log rather than not at all); then, given the ``program``'s
    name, its warnings go to stderr as that program's notes instead."""
    path = Path(path) if path is not None else log_path()
    logger = logging.getLogger(PACKAGE)
    logger.setLevel(level)
    for handler in list(logger.handlers):
        if isinstance(handler, _NoteHandler):
            logger.removeHandler(handler)
    found = _file_handler(logger, path)
    if found is None and program:
        logger.addHandler(_NoteHandler(program))
    return found


def _file_handler(logger: logging.Logger, path: Path) -> Path | None:
    for handler in list(logger.handlers):
        if isinstance(handler, _LabHandler):
            if Path(handler.baseFilename) == path.absolute():
                return path
            logger.removeHandler(handler)
            handler.close()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and not path.is_file():
            return None  # a FIFO or a folder in its place: opening it would hang or fail on every record
        with open(path, "a", encoding="utf-8"):
            pass  # writable now, or no log (a read-only home printed a logging traceback on each record)
        handler = _LabHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8", delay=True)
    except OSError:
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    logger.addHandler(handler)
    return path


def configured_path() -> Path | None:
    """The file the lab's records go to now (None if configure() has not set one up)."""
    for handler in logging.getLogger(PACKAGE).handlers:
        if isinstance(handler, _LabHandler):
            return Path(handler.baseFilename)
    return None


def unconfigure() -> None:
    """Close and remove the log file's handler (tests)."""
    logger = logging.getLogger(PACKAGE)
    for handler in list(logger.handlers):
        if isinstance(handler, (_LabHandler, _NoteHandler)):
            logger.removeHandler(handler)
            handler.close()
