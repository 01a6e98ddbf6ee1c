"""Which languages the lab has, with no Qt (the kiosk's settings are read
before Qt loads, and the command line checks --language before it loads).

A language is English (the words themselves), a shipped catalogue
(resources/i18n/wallasey_<code>.qm, its code in SHIPPED below), or one a
museum or school compiled itself and put in the lab's data folder under
translations/ (docs/translating.md).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from wallasey_lab.resources.paths import data_dir, resources_dir

ENGLISH = "en"
# The catalogues that ship, complete (every entry finished: the tests check).
# A language moves here from IN_PROGRESS, in this one place, when its catalogue is done.
SHIPPED = ("en-XA", "ar-XB", "cy", "pl", "ur")
# Catalogues being translated: in the repository and kept up to date by
# `make translations`, not offered to visitors until they move to SHIPPED.
IN_PROGRESS = ()
# The pseudo-languages, for checking layouts: longer words, and right to left.
PSEUDO = {"en-XA": "long", "ar-XB": "rtl"}
_CODE = re.compile(r"[a-z]{2,3}(-[A-Za-z0-9]{2,8})*")


class LanguageError(ValueError):
    """A language the lab does not have; its text is the one line to show."""


# A compiled Qt catalogue (.qm) begins with these bytes, then blocks of a
# one-byte tag, a four-byte length and that many bytes (qtranslator.cpp).
QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")


def catalogue_problem(path: Path) -> str | None:
    """Why Qt could not load ``path`` as a catalogue, in a few words, or None.
    Checked the way QTranslator reads it, so a language is offered only when
    it can be spoken (a file of garbage, a folder of that name, a cut copy)."""
    try:
        if not path.is_file():
            return "not a file"
        data = path.read_bytes()
    except OSError as e:
        return e.strerror or str(e)
    if not data.startswith(QM_MAGIC):
        return "not a compiled Qt catalogue (.qm)"
    at = len(QM_MAGIC)
    while at + 5 <= len(data):
        tag, length = data[at], int.from_bytes(data[at + 1:at + 5], "big")
        if not tag or not length:
            break
        at += 5 + length
        if at > len(data):
            return "cut short: not a whole compiled catalogue (.qm)"
    return None


def shipped_folder() -> Path:
    return resources_dir() / "i18n"


def user_folder() -> Path:
    """Where a museum or school puts a catalogue it compiled (wallasey_<code>.qm)."""
    return data_dir() / "translations"


def normal(code: str) -> str:
    """'pl_PL' and 'pl-pl' are 'pl-PL'; 'EN' is 'en'."""
    parts = code.strip().replace("_", "-").split("-")
    return "-".join([parts[0].lower(), *(p.upper() if len(p) == 2 else p for p in parts[1:])])


def _user_catalogue(code: str) -> Path:
    """The user's catalogue for ``code`` (de-AT): named as the lab writes codes, or with Qt's own
    underscore (wallasey_de_AT.qm, as Qt Linguist names a language with its country)."""
    hyphen = user_folder() / f"wallasey_{code}.qm"
    underscore = user_folder() / f"wallasey_{code.replace('-', '_')}.qm"
    return underscore if not os.path.lexists(hyphen) and os.path.lexists(underscore) else hyphen


def catalogue_file(code: str) -> Path | None:
    """The compiled catalogue of a language, the user's own first; None for English or none."""
    user = _user_catalogue(code)
    if catalogue_problem(user) is None:
        return user
    shipped = shipped_folder() / f"wallasey_{code}.qm"
    return shipped if code in SHIPPED and catalogue_problem(shipped) is None else None


def unusable_catalogue(code: str) -> tuple[Path, str] | None:
    """A catalogue put in the user's folder for ``code`` that cannot be read,
    with why (so a refusal names the file, not just the code)."""
    user = _user_catalogue(code)
    if catalogue_file(code) is not None or not os.path.lexists(user):
        return None
    return user, catalogue_problem(user) or "cannot be read"


def available() -> tuple[str, ...]:
    """English, the shipped languages, and any the user's folder adds that can be read."""
    codes = [ENGLISH, *(c for c in SHIPPED if catalogue_file(c))]
    try:
        for path in sorted(user_folder().glob("wallasey_*.qm")):
            code = path.stem.removeprefix("wallasey_")
            code = normal(code) if "_" in code else code  # wallasey_de_AT.qm is de-AT
            if _CODE.fullmatch(code) and code not in codes and catalogue_problem(path) is None:
                codes.append(code)
    except OSError:
        pass
    return tuple(codes)


def choose(code: str) -> str:
    """The language a code asks for (its region dropped if need be), or LanguageError."""
    asked = normal(code)
    have = available()
    for wanted in (asked, asked.split("-")[0]):
        if wanted in have:
            return wanted
    for wanted in (asked, asked.split("-")[0]):
        broken = unusable_catalogue(wanted) if _CODE.fullmatch(wanted) else None
        if broken is not None:
            raise LanguageError(f"the catalogue for {code.strip()!r} cannot be used ({broken[0]}: {broken[1]}): "
                                f"choose one of {', '.join(have)}")
    return_line = f"no language {code.strip()!r} here: choose one of {', '.join(have)}"
    raise LanguageError(return_line)
