"""Where the files that ship in `resources/` are, wherever the lab runs.

    from wallasey_lab.resources.paths import icon_files, resource_path

    resource_path("icons/wallasey.svg")   # a pathlib.Path to an existing file
    icon_files()                          # the window icon's PNGs, smallest first
    teachers_notes()                      # docs/teachers.md, shipped for the window

It works the same from a checkout, an editable install, an installed wheel
and a PyInstaller bundle (one folder or a macOS .app, unpacked anywhere):
the bundle keeps these files under `sys._MEIPASS/wallasey_lab/resources/`, which is where
this module's own `__file__` points there too. No Qt here: `wallasey-sim`
imports `wallasey_lab.resources` as well.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path, PurePosixPath

ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)
# Points the lab's own folder (logs, kiosk settings) elsewhere: tests use it.
DATA_ENV = "WALLASEY_DATA_DIR"


def resources_dir() -> Path:
    """The folder that holds `resources/`'s files."""
    here = Path(__file__).resolve().parent
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle and not (here / "icons").is_dir():
        return Path(bundle) / "wallasey_lab" / "resources"
    return here


def resource_path(name: str) -> Path:
    """The path of the shipped file `name` (a relative path with `/`, e.g. "icons/wallasey-64.png").

    Raises FileNotFoundError, naming the path it looked at, if the file is not
    there, and ValueError for an absolute name or one that climbs out with "..".
    """
    parts = PurePosixPath(name).parts
    if not parts or PurePosixPath(name).is_absolute() or ".." in parts or "\\" in name:
        raise ValueError(f"not a resource name: {name!r}")
    path = resources_dir().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"the lab's file {name} is missing (looked for {path})")
    return path


# The teachers' notes the window opens (Lessons > Teachers' notes): resources/notes/
# holds links to docs/teachers.md and its pictures; a wheel and the bundle carry copies.
TEACHERS_NOTES = "notes/teachers.md"


def teachers_notes(language: str | None = None) -> Path:
    """The shipped docs/teachers.md (FileNotFoundError, naming where it looked, if it is not there),
    or the notes in ``language`` where they exist (notes/teachers.<code>.md, e.g. teachers.cy.md)."""
    if language and language != "en":
        own = resources_dir() / "notes" / f"teachers.{language}.md"
        if own.is_file():
            return own
    path = resource_path(TEACHERS_NOTES)
    if path.stat().st_size < 200:
        # A checkout that kept the link as a little text file (Windows without
        # symlinks): the checkout's own docs/ has the real one.
        checkout = resources_dir().parent / "docs" / "teachers.md"
        if checkout.is_file():
            return checkout
    return path


def icon_files() -> list[Path]:
    """The app icon at every size that ships, smallest first (for QIcon.addFile)."""
    return [resource_path(f"icons/wallasey-{size}.png") for size in ICON_SIZES]


def data_dir() -> Path:
    """The lab's own folder for its logs and kiosk settings (not created here)."""
    env = os.environ.get(DATA_ENV)
    if env:
        return Path(env)
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "wallasey-retry-lab"
