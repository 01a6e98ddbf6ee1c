"""Saving files safely: written whole or not at all, never over another.

Pure Python (the window hands it bytes), so it is tested without Qt.
"""

from __future__ import annotations

import csv
import errno
import io
import os
import stat
import sys
import tempfile
from collections.abc import Callable, Iterable
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

from wallasey_lab.cli.output import shown_path  # one rule for printed paths, the window's and the command line's
from wallasey_lab.resources import strings

# The computer's usual reasons (resources/strings.py SAVE_OS_REASONS), by errno.
_OS_REASONS = {errno.EACCES: "permission", errno.EPERM: "permission", errno.ENOSPC: "full",
               errno.EROFS: "read_only_disk", errno.ENOENT: "missing", errno.ENAMETOOLONG: "name_too_long"}
if hasattr(errno, "EDQUOT"):
    _OS_REASONS[errno.EDQUOT] = "full"


class ExportError(Exception):
    """A save that could not happen, in words a person understands.

    ``ExportError(reason, **values)``: ``reason`` names one of resources/strings.py's
    SAVE_REASONS and ``values`` fill it in; ``why`` may be the OSError behind it. str()
    is the English (the command line, the log); ``said(words)`` is the same sentence in
    the words given (the window passes its translated words, so a Polish or Urdu
    sentence never carries an English reason). A plain message is kept as it is."""

    def __init__(self, reason: str, **values):
        self.reason, self.values = reason, values
        super().__init__(self.said())

    def said(self, words=None) -> str:
        words = words or strings
        template = words.SAVE_REASONS.get(self.reason)
        if template is None:
            return self.reason  # a message written elsewhere (a test's stand-in)
        values = dict(self.values)
        for key in _NAMED:  # a line break or ESC in a name would break the line or reach the terminal raw
            if key in values:
                values[key] = shown_path(values[key])
        if isinstance(values.get("why"), BaseException):
            values["why"] = os_reason(values["why"], words)
        return template.format(**values)


_NAMED = ("folder", "path", "name")  # the values of SAVE_REASONS that are names a person gave


def os_reason(error: BaseException, words=None) -> str:
    """An OSError's reason in ``words`` when it is a usual one (permission, a full disk), else the system's."""
    words = words or strings
    key = _OS_REASONS.get(getattr(error, "errno", None))
    if key is not None:
        return words.SAVE_OS_REASONS[key]
    return getattr(error, "strerror", None) or str(error)


def timestamped_name(stem: str, suffix: str, when: datetime | None = None) -> str:
    when = when or datetime.now()
    return f"{stem}-{when:%Y-%m-%d-%H%M%S}{suffix}"


class ExportCancelled(ExportError):
    """The save was stopped before it finished; nothing was left behind."""


NAME_MAX = 255  # bytes in one file name on the usual file systems (ext4, APFS, NTFS in UTF-16 units)


def _encoded(path: Path) -> bytes:
    """The path as the operating system gets it; a name this computer's file
    name encoding cannot spell (a non-UTF-8 locale) is an ExportError."""
    try:
        return os.fsencode(path)
    except UnicodeEncodeError:
        # Said in plain ASCII: the terminal or log this line reaches may not spell it either.
        shown = str(path).encode("ascii", "backslashreplace").decode("ascii")
        raise ExportError("encoding", name=repr(shown), encoding=sys.getfilesystemencoding()) from None


def name_limit(folder: Path) -> int:
    """The longest file name, in bytes, ``folder``'s file system holds."""
    try:
        return int(os.pathconf(folder if str(folder) else ".", "PC_NAME_MAX"))
    except (OSError, ValueError, AttributeError, TypeError):
        return NAME_MAX  # no pathconf (Windows), or no such folder


def missing_folder(folder: Path) -> ExportError:
    """Why ``folder`` cannot hold a file: a file on its way ("…/notes.txt is not a folder"; a path
    through a file was said as "the folder … does not exist"), else it does not exist."""
    for above in (folder, *folder.parents):
        if os.path.lexists(above):
            if not os.path.isdir(above):
                return ExportError("not_a_folder", folder=above)
            break
    return ExportError("no_folder", folder=folder)


def refuse_unsafe_target(path: Path) -> None:
    """Raise ExportError, in one line, if a file a person named cannot be
    written whole or must not be replaced: a name too long for its folder,
    a missing folder, or an existing symbolic link, pipe, device, folder or
    read-only file (the lab replaces only a plain file it may write)."""
    path = Path(path)
    _encoded(path)
    name_bytes = len(os.fsencode(path.name))
    limit = name_limit(path.parent)  # the folder missing: said below
    if name_bytes > limit:
        raise ExportError("name_too_long", name=path.name[:24], size=name_bytes, limit=limit)
    try:
        parent = os.stat(path.parent)
    except (FileNotFoundError, NotADirectoryError):
        raise missing_folder(path.parent) from None
    except OSError as e:
        raise ExportError("folder_unusable", folder=path.parent, why=e) from None
    if not stat.S_ISDIR(parent.st_mode):
        raise ExportError("not_a_folder", folder=path.parent)
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        st = None
    except OSError as e:
        raise ExportError("unusable", path=path, why=e) from None
    if st is not None:
        _refuse_existing(path, st)
    if not os.access(path.parent, os.W_OK | os.X_OK):
        raise ExportError("folder_not_writable", folder=path.parent, why=PermissionError(errno.EACCES, "permission denied"))
    _probe_folder(path.parent)


def _probe_folder(folder: Path) -> None:
    """Create, write one byte to and remove a file in ``folder``: permission bits say nothing of
    /proc, a read-only mount or a full disk, and an administrator passes
    every access check. Said before any work, not after the picture is drawn."""
    try:
        handle, probe = tempfile.mkstemp(prefix=PART_PREFIX, suffix=".probe", dir=folder)
    except OSError as e:
        if e.errno == errno.ENOENT:  # the folder is there (checked): it makes no new files (/proc), whoever asks
            e = PermissionError(errno.EACCES, "permission denied")
        raise ExportError("folder_not_writable", folder=folder, why=e) from None
    try:
        # One byte, not an empty file: a full disk still makes an empty name (it needs no block), so only
        # a write finds it full, before the picture or worksheet is drawn rather than after.
        os.write(handle, b"\0")
    except OSError as e:
        raise ExportError("folder_not_writable", folder=folder, why=e) from None
    finally:
        os.close(handle)
        try:
            os.unlink(probe)
        except OSError:
            pass


def _refuse_existing(path: Path, st: os.stat_result) -> None:
    if stat.S_ISLNK(st.st_mode):
        raise ExportError("link", path=path)
    if stat.S_ISDIR(st.st_mode):
        raise ExportError("is_folder", path=path)
    if not stat.S_ISREG(st.st_mode):
        raise ExportError("not_plain", path=path)
    # The owner's write bit too: a file marked read-only stays so even for an administrator.
    if not (st.st_mode & stat.S_IWUSR) or not os.access(path, os.W_OK):
        raise ExportError("read_only", path=path)


PART_PREFIX = ".wallasey-"
PART_SUFFIX = ".part"
MAX_NAME_TRIES = 10_000


def free_path(path: Path) -> Path:
    """``path`` if free, else the first of name-2, name-3, ... that is.
    A name taken by anything, a dangling symbolic link included, is not free."""
    if not os.path.lexists(path):
        return path
    limit = name_limit(path.parent)
    for i in range(2, MAX_NAME_TRIES):
        candidate = path.with_name(_fitting(path.stem, f"-{i}{path.suffix}", limit))
        if not os.path.lexists(candidate):
            return candidate
    raise ExportError("too_many", name=path.name, folder=path.parent)


def _fitting(stem: str, tail: str, limit: int) -> str:
    """``stem + tail``, the stem shortened (whole letters) until the name fits
    ``limit`` bytes: a 255-byte name's -2 would be one its folder cannot hold."""
    while stem and len(os.fsencode(stem + tail)) > limit:
        stem = stem[:-1]
    return stem + tail


def _pieces(data) -> Iterable[bytes]:
    if isinstance(data, (bytes, bytearray, memoryview)):
        yield data
    else:
        yield from data


# The folders the lab names itself (the desktop's Pictures/Wallasey Retry Lab):
# a save makes one, and the folders above it, when missing. Any other folder
# (one a person chose, the kiosk's export_folder) is used only as it is.
_LAB_FOLDERS: set[Path] = set()


def lab_folder(folder: Path) -> Path:
    """``folder``, marked as one the lab itself names, so a save into it makes
    it first if need be (nothing is made on disk now)."""
    folder = Path(folder)
    _LAB_FOLDERS.add(folder)
    return folder


def is_lab_folder(folder: Path) -> bool:
    """Whether ``folder`` is one the lab names itself (``lab_folder``)."""
    return Path(folder) in _LAB_FOLDERS


@contextmanager
def _part_file(path: Path, data, should_stop: Callable[[], bool] | None):
    """Write ``data`` to a hidden ``.part`` file beside ``path`` and yield
    its name, finished and flushed, for the caller to put in place. It is
    removed whatever happens; an OSError becomes an ExportError. The name
    carries this process's id, so a later start can tell one left by a
    killed process."""
    if path.parent in _LAB_FOLDERS:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise ExportError("cannot_make_folder", folder=path.parent, why=e) from None
    elif not os.path.isdir(path.parent):  # a stick not plugged in: nothing is made on the disk below it
        raise missing_folder(path.parent)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f"{PART_PREFIX}{os.getpid()}-", suffix=PART_SUFFIX, dir=path.parent)
    except OSError as e:
        if e.errno == errno.ENOENT:  # the folder is there (checked): it makes no new files (/proc), as _probe_folder says
            e = PermissionError(errno.EACCES, "permission denied")
        raise ExportError("cannot_write_in", folder=path.parent, why=e) from None
    try:
        with os.fdopen(fd, "wb") as f:
            for piece in _pieces(data):
                if should_stop is not None and should_stop():
                    raise ExportCancelled("stopped", name=path.name)
                f.write(piece)
            f.flush()
            os.fsync(f.fileno())
        # mkstemp makes a private file; a saved picture is as readable as any other.
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        yield tmp
    except OSError as e:
        raise ExportError("cannot_write", name=path.name, folder=path.parent, why=e) from None
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def write_new_file(path: Path, data, *, should_stop: Callable[[], bool] | None = None) -> Path:
    """Write ``data`` (bytes, or an iterable of bytes written piece by piece)
    to ``path`` atomically, without replacing anything that exists there (a
    name-2 is used instead). Returns the path written. ``should_stop`` is
    asked between pieces: if it says True, ExportCancelled is raised and
    nothing is left behind."""
    path = Path(path)
    _encoded(path)
    with _part_file(path, data, should_stop) as tmp:
        # Each try either succeeds or finds its name taken, so the next try
        # looks further: bounded, even if names keep appearing meanwhile.
        for _ in range(MAX_NAME_TRIES):
            target = free_path(path)
            try:
                if _put_in_place(tmp, target):
                    return target
            except OSError as e:  # said of the name it was to have, not the one asked for
                raise ExportError("cannot_write", name=target.name, folder=target.parent, why=e) from None
        raise ExportError("no_free_name", name=path.name, folder=path.parent)


def _put_in_place(tmp: str, target: Path) -> bool:
    """Give the finished file ``tmp`` the name ``target``, never over another:
    False if another writer took the name meanwhile (try the next free one)."""
    try:
        # A hard link never replaces an existing name.
        os.link(tmp, target)
        return True
    except FileExistsError:
        return False
    except OSError:
        # No hard links here (some network or FAT drives): claim the
        # name exclusively, then move the finished file onto it.
        try:
            with open(target, "xb"):
                pass
        except FileExistsError:
            return False
        os.replace(tmp, target)
        return True


def replace_file(path: Path, data) -> Path:
    """Write ``data`` to a path a person named on the command line, whole or
    not at all: a file already there is replaced only once the new one is
    complete. A symbolic link, a pipe or a read-only file is never replaced
    (ExportError)."""
    path = Path(path)
    refuse_unsafe_target(path)
    with _part_file(path, data, None) as tmp:
        try:
            _refuse_existing(path, os.lstat(path))  # again: it may have appeared while the file was made
        except FileNotFoundError:
            pass
        os.replace(tmp, path)
        return path


def _process_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process: leave its file alone
    except OSError:
        return True  # cannot tell (Windows refuses signal 0 to some): be safe
    return True


STALE_UNKNOWN_S = 24 * 3600  # a .part of unknown owner this old is from no running save


def remove_stale_parts(folder: Path, *, now: float | None = None) -> list[Path]:
    """Remove the hidden ``.part`` files of saves whose process has died
    (killed mid-write); returns what was removed. Never raises."""
    import time

    removed: list[Path] = []
    now = time.time() if now is None else now
    try:
        entries = list(Path(folder).glob(f"{PART_PREFIX}*{PART_SUFFIX}"))
    except (OSError, ValueError):  # ValueError: a folder name the locale cannot spell
        return removed
    for part in entries:
        middle = part.name[len(PART_PREFIX):-len(PART_SUFFIX)]
        pid_text = middle.split("-", 1)[0]
        try:
            if "-" in middle and pid_text.isdigit():
                stale = not _process_alive(int(pid_text))
            else:  # an older name without the process id
                stale = now - part.lstat().st_mtime > STALE_UNKNOWN_S
            if stale and part.is_file() and not part.is_symlink():
                part.unlink()
                removed.append(part)
        except OSError:
            continue
    return removed


def csv_chunks(header: list[str], rows, rows_per_chunk: int = 50_000) -> Iterable[bytes]:
    """The CSV of ``header`` and ``rows`` in pieces, for a file written as
    it is made (millions of rows never sit in memory as one string)."""
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(header)
    n = 0
    for row in rows:
        w.writerow(row)
        n += 1
        if n % rows_per_chunk == 0:
            yield out.getvalue().encode("utf-8")
            out.seek(0)
            out.truncate()
    yield out.getvalue().encode("utf-8")


def csv_bytes(header: list[str], rows) -> bytes:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    return out.getvalue().encode("utf-8")
