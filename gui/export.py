"""Saving files safely: written whole or not at all, never over another.

Pure Python (the window hands it bytes), so it is tested without Qt.
"""

from __future__ import annotations

import csv
import io
import os
import tempfile
from datetime import datetime
from pathlib import Path


class ExportError(Exception):
    """A save that could not happen, in words a person understands."""


def timestamped_name(stem: str, suffix: str, when: datetime | None = None) -> str:
    when = when or datetime.now()
    return f"{stem}-{when:%Y-%m-%d-%H%M%S}{suffix}"


def free_path(path: Path) -> Path:
    """``path`` if free, else the first of name-2, name-3, ... that is."""
    if not path.exists():
        return path
    for i in range(2, 10_000):
        candidate = path.with_name(f"{path.stem}-{i}{path.suffix}")
        if not candidate.exists():
            return candidate
    raise ExportError(f"too many files named like {path.name} in {path.parent}")


def write_new_file(path: Path, data: bytes) -> Path:
    """Write ``data`` to ``path`` atomically, without replacing a file that
    exists (a name-2 is used instead). Returns the path written."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise ExportError(f"cannot create the folder {path.parent} ({e.strerror or e})") from None
    try:
        fd, tmp = tempfile.mkstemp(prefix=".wallasey-", suffix=".part", dir=path.parent)
    except OSError as e:
        raise ExportError(f"cannot write in {path.parent} ({e.strerror or e})") from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        # mkstemp makes a private file; a saved picture is as readable as any other.
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        while True:
            target = free_path(path)
            try:
                # A hard link never replaces an existing name: if another
                # writer took ``target`` meanwhile, try the next free name.
                os.link(tmp, target)
                return target
            except FileExistsError:
                continue
            except OSError:
                # No hard links here (some network or FAT drives): claim the
                # name exclusively, then move the finished file onto it.
                try:
                    with open(target, "xb"):
                        pass
                except FileExistsError:
                    continue
                os.replace(tmp, target)
                return target
    except OSError as e:
        raise ExportError(f"cannot write {path.name} in {path.parent} ({e.strerror or e})") from None
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def csv_bytes(header: list[str], rows) -> bytes:
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    return out.getvalue().encode("utf-8")
