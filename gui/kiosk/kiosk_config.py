"""The kiosk's settings file, ``kiosk.ini``, read strictly.

Staff write this file by hand, often by pasting the example from
docs/museums.md, so it is read by a small parser of its own rather than
configparser: every line is ``name = value`` under one ``[kiosk]`` line (so
the documented example works when pasted); ``%`` is an ordinary character.
Comments and quotes follow the one rule of gui/files/ini_values.py (a ``;``
after a space starts a comment; ``#`` only at a line's start; a value may be
in double quotes), so real folder names such as ``Year 5; Room 2`` stay
whole. Anything else (a second ``[kiosk]``, another section, a name given
twice, an unknown name, a value out of its range, a hold not shorter than
the idle time, no pin, a file that is not a regular text file) is refused
with ``KioskConfigError``: one plain line naming the file, the line and
what is allowed. Nothing is changed silently: a kiosk either runs with
exactly what the file says or does not start and says why (``wallasey
--kiosk`` exits with status 4).

No Qt here: the supervisor reads the file before any window exists.
"""

from __future__ import annotations

import errno
import os
import re
import secrets
import stat
import sys
import unicodedata
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

from wallasey_lab.cli.output import shown_path  # a name with a line break stays on the one line
from wallasey_lab.core.model.params import exponent_words
from wallasey_lab.gui.files import ini_values
from wallasey_lab.resources.paths import data_dir

CONFIG_ENV = "WALLASEY_KIOSK_CONFIG"
SECTION = "kiosk"
MAX_BYTES = 64_000  # a kiosk.ini is a few lines
PIN_DIGITS = (4, 12)
# name -> (default, lowest, highest, unit) for the numbers
NUMBERS = {
    "idle_minutes": (3.0, 0.05, 600.0, "minutes"),
    "hold_seconds": (3.0, 0.5, 30.0, "seconds"),
    "attract_rule_seconds": (20.0, 3.0, 600.0, "seconds"),
    "hang_seconds": (30.0, 10.0, 600.0, "seconds"),
}
NAMES = ("pin", "idle_minutes", "hold_seconds", "export_folder", "attract_rule_seconds", "hang_seconds", "sound",
         "profile", "language", "first_lesson")
# The replays heard (gui/sound): never; the visitor's replays and the attract loop; or only while a
# visitor uses the exhibit (silent during the attract loop).
SOUND_CHOICES = ("off", "on", "when-used")
# name -> the words allowed, the first the default
# first_lesson: what a visitor's first touch of the attract loop opens. The door by default (its words
# are for everyone, and its moment is the lab's best); all-lessons is the start screen's three cards.
WORDS = {"profile": ("standard", "projector"),
         "first_lesson": ("door", "ten-agents", "load-vs-waiting", "free-play", "all-lessons")}
_PLAIN_NUMBER = re.compile(r"[0-9]+(\.[0-9]*)?|\.[0-9]+")


class KioskConfigError(ValueError):
    """A kiosk.ini the kiosk cannot use; its text is the one line to show."""


def first_start_text(pin: str) -> str:
    """The file written on first start: the documented example, with a random PIN."""
    return (
        "# Wallasey Retry Lab kiosk settings (docs/museums.md). One `name = value` a line under [kiosk].\n"
        "# A line starting with ; or # is a comment, and so is the rest of a line after a space and ;.\n"
        "# Put a value holding \" ;\" in double quotes: export_folder = \"/media/Year 5 ; Room 2\"\n"
        "[kiosk]\n"
        f"pin = {pin}            ; the staff PIN, {PIN_DIGITS[0]} to {PIN_DIGITS[1]} digits: hold the bottom-right "
        "corner for hold_seconds, then type it\n"
        "idle_minutes = 3        ; minutes without a touch before the reset and the attract loop (0.05 to 600)\n"
        "hold_seconds = 3        ; how long to hold the staff corner (0.5 to 30, less than idle_minutes)\n"
        "export_folder =         ; empty: saving is off; a folder: pictures go there\n"
        "attract_rule_seconds = 20  ; each part of the attract loop, crowd then timeline (3 to 600)\n"
        "hang_seconds = 30       ; a lab that stops answering this long is restarted (10 to 600)\n"
        "sound = off             ; the replays heard: off, on, or when-used (silent during the attract loop)\n"
        "profile = standard      ; colours: standard, or projector (high contrast, thicker lines)\n"
        "language =              ; empty: the computer's language; or a code (en, cy, pl, ...): "
        "the language each visitor starts in\n"
        "first_lesson = door     ; what a visitor's first touch opens: door, ten-agents, load-vs-waiting, free-play, "
        "or all-lessons (the three cards)\n"
    )


def _shown(line: str) -> str:
    """A line of the file as the message quotes it: one line, printable, short."""
    text = "".join(c if c.isprintable() else f"\\x{ord(c):02x}" if ord(c) < 256 else f"\\u{ord(c):04x}"
                   for c in line.strip())
    return text if len(text) <= 60 else text[:57] + "..."


def read_text(path: Path) -> str:
    """The file's text; only a regular, readable, small UTF-8 file (never
    opens a FIFO or a device, which could hang the start)."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        if os.path.islink(path):
            raise KioskConfigError(f"{shown_path(path)}: is a link to {os.readlink(path)}, which does not exist; "
                                   "kiosk.ini must be a plain text file") from None
        raise KioskConfigError(f"{shown_path(path)}: there is no such file") from None
    except OSError as e:
        raise KioskConfigError(f"{shown_path(path)}: cannot be looked at ({e.strerror or e}); "
                               "kiosk.ini must be a plain text file the kiosk can read") from None
    if stat.S_ISDIR(info.st_mode):
        raise KioskConfigError(f"{shown_path(path)}: is a folder; kiosk.ini must be a plain text file")
    if not stat.S_ISREG(info.st_mode):
        raise KioskConfigError(f"{shown_path(path)}: is not a regular file (a FIFO, socket or device); "
                               "kiosk.ini must be a plain text file")
    if info.st_size > MAX_BYTES:
        raise KioskConfigError(f"{shown_path(path)}: is {info.st_size:,} bytes; kiosk.ini is a few lines "
                               f"({MAX_BYTES:,} bytes at most)")
    try:
        data = path.read_bytes()
    except OSError as e:
        raise KioskConfigError(f"{shown_path(path)}: cannot be read ({e.strerror or e}); "
                               "the kiosk's account must be able to read kiosk.ini") from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data[:e.start].count(b"\n") + 1
        raise KioskConfigError(f"{shown_path(path)}, line {line}: is not UTF-8 text; "
                               "save kiosk.ini as plain UTF-8 text") from None


def absent(path: Path) -> bool:
    """Nothing is at ``path`` (not even a link). A path that cannot be looked at (a folder on the way
    the kiosk's account may not enter) is not absent: os.path.lexists said False there, so the kiosk
    tried to write a new file over the person's and the preview pictured the defaults; read_text
    then refuses it in its own line ("cannot be looked at (Permission denied)")."""
    try:
        os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return True
    except (OSError, ValueError):
        return False
    return False


def parse(text: str, path: Path | str = "kiosk.ini") -> dict[str, tuple[str, int]]:
    """``name -> (value, line number)`` from a kiosk.ini's text, comments
    stripped; KioskConfigError for any line that breaks the rules."""
    found: dict[str, tuple[str, int]] = {}
    section_line = None
    allowed = ", ".join(NAMES)
    for number, raw in enumerate(text.split("\n"), start=1):
        raw = raw.removesuffix("\r")
        if ini_values.is_comment(raw):
            continue
        line = raw.strip()

        def refuse(why: str, number=number, raw=raw) -> KioskConfigError:
            return KioskConfigError(f"{shown_path(path)}, line {number}: `{_shown(raw)}`: {why}")

        # A no-break space (pasted from a web page or a word processor) is a space, stripped around
        # names and values like one; a control character is not text at all.
        if any(not c.isprintable() and c != "\t" and unicodedata.category(c) != "Zs" for c in line):
            raise refuse("has a control character; kiosk.ini is plain text")
        if line.startswith("["):
            line = ini_values.without_comment(line)
            name = line[1:-1].strip() if line.endswith("]") else None
            if name is None or name.lower() != SECTION:
                raise refuse("the only section allowed is [kiosk]")
            if section_line is not None:
                raise refuse(f"a second [kiosk] section (the first is on line {section_line}); give one")
            section_line = number
            continue
        split = min((i for i in (line.find("="), line.find(":")) if i >= 0), default=-1)
        if split < 0:
            raise refuse(f"expected `name = value` (names: {allowed})")
        key = line[:split].strip().lower()
        if section_line is None:
            raise refuse("comes before the [kiosk] line; the settings go under [kiosk]")
        if key not in NAMES:
            raise refuse(f"unknown setting {key!r}; the settings are {allowed}")
        if key in found:
            raise refuse(f"{key} is given twice (first on line {found[key][1]}); give each setting once")
        try:
            value = ini_values.value_of(line[split + 1:])
        except ValueError as e:
            raise refuse(str(e)) from None
        if not line[split + 1:].strip().startswith('"') and re.search(r"\s#(\s|$)", value):
            # Older files had " # " comments: never read one into a folder's name without a word.
            raise refuse("a # after a space: a comment inside a line starts with a space and ;, "
                         "and a value holding \" # \" goes in double quotes")
        found[key] = (value, number)
    if section_line is None:
        raise KioskConfigError(f"{shown_path(path)}: has no [kiosk] line; the file starts with [kiosk], then "
                               f"`pin = ` and {PIN_DIGITS[0]} to {PIN_DIGITS[1]} digits")
    return found


WHOLE_FOLDER = ("a whole folder path, such as /home/museum/Pictures or C:\\Pictures, or leave it empty "
                "(saving is off)")
NAME_BYTES = 255  # the longest name of one folder most file systems hold (ext4, NTFS, FAT's long names)


def export_folder(value: str) -> tuple[str | None, Path | None]:
    """The folder pictures are saved into, or why ``value`` cannot be one (in
    words for the refusal). A folder not there yet may be a stick mounted
    later; a file is never a folder."""
    try:
        folder = Path(value).expanduser()
    except RuntimeError:  # ~name of a user this computer does not have
        user = value.split("/")[0].split("\\")[0]
        return f"export_folder starts with {user}, and this computer has no such user: give {WHOLE_FOLDER}", None
    if not folder.is_absolute():
        return f"export_folder must be {WHOLE_FOLDER}", None
    try:
        longest = max((len(os.fsencode(part)) for part in folder.parts), default=0)
    except UnicodeEncodeError:  # a non-UTF-8 language setting (LANG=C) cannot spell the name as a file name
        return (f"export_folder has letters this computer's language setting cannot put in a file name "
                f"(its file names are {sys.getfilesystemencoding()}): run the kiosk with a UTF-8 language "
                f"setting (LANG=en_GB.UTF-8), or give {WHOLE_FOLDER}"), None
    if longest > NAME_BYTES:
        return (f"export_folder has a folder name of {longest} bytes, longer than file systems hold "
                f"({NAME_BYTES}): give {WHOLE_FOLDER}"), None
    try:
        if folder.exists() and not folder.is_dir():
            return ("export_folder is a file, not a folder: give the folder pictures go into, or leave it empty "
                    "(saving is off)"), None
        if not folder.exists():
            # Not there yet is fine (a stick mounted later, a link to where it mounts), but never inside a file
            # or behind a symbolic link that leads round in a loop: no folder can ever be there.
            nearest = next((p for p in (folder, *folder.parents) if os.path.lexists(p)), None)
            if nearest is not None and _link_loop(nearest):
                return (f"export_folder leads through {shown_path(nearest)}, a symbolic link that leads round in a "
                        f"loop, so no folder can ever be there: give {WHOLE_FOLDER}"), None
            if nearest is not None and nearest != folder and nearest.exists() and not nearest.is_dir():
                return (f"export_folder is inside {shown_path(nearest)}, which is a file, not a folder, so no folder "
                        f"can ever be there: give {WHOLE_FOLDER}"), None
    except (OSError, ValueError) as e:
        return f"export_folder cannot be looked at ({getattr(e, 'strerror', None) or e}): give {WHOLE_FOLDER}", None
    return None, folder


def _link_loop(path: Path) -> bool:
    """Whether ``path`` is a symbolic link that leads round in a loop (never to a folder, whatever is
    mounted later; a link to a folder not there yet may lead to a stick mounted later)."""
    try:
        os.stat(path)
    except OSError as e:
        return e.errno == errno.ELOOP
    return False


def _decimal_text(value: Decimal) -> str:
    """A number as written, in digits (0.05, 2.99999999999999999999, 3), never rounded, never 3E+1."""
    text = format(value.normalize(), "f")
    return "0" if text in ("-0", "") else text


@dataclass
class KioskConfig:
    pin: str
    idle_minutes: float = 3.0
    hold_seconds: float = 3.0
    export_folder: Path | None = None  # None: saving is off
    attract_rule_seconds: float = 20.0
    hang_seconds: float = 30.0  # the supervisor restarts a lab silent this long
    sound: str = "off"  # one of SOUND_CHOICES
    profile: str = "standard"  # the colour profile (gui/style/profile.py): standard or projector
    language: str | None = None  # the museum's language, back at every reset; None: the computer's
    first_lesson: str = "door"  # what the first touch of the attract loop opens (WORDS)

    @classmethod
    def path(cls) -> Path:
        return Path(os.environ.get(CONFIG_ENV) or data_dir() / "kiosk.ini")

    @classmethod
    def from_text(cls, text: str, path: Path | str = "kiosk.ini") -> KioskConfig:
        found = parse(text, path)

        def refuse(key: str, why: str) -> KioskConfigError:
            value, number = found[key]
            return KioskConfigError(f"{shown_path(path)}, line {number}: `{_shown(f'{key} = {value}')}`: {why}")

        if "pin" not in found:
            raise KioskConfigError(f"{shown_path(path)}: has no pin; add a line `pin = ` and {PIN_DIGITS[0]} to "
                                   f"{PIN_DIGITS[1]} digits under [kiosk]")
        pin = found["pin"][0]
        low, high = PIN_DIGITS
        if not re.fullmatch(f"[0-9]{{{low},{high}}}", pin):
            raise refuse("pin", f"the pin must be {low} to {high} digits (0 to 9), nothing else")
        numbers, exact = {}, {}
        for key, (default, lowest, highest, unit) in NUMBERS.items():
            if key not in found:
                numbers[key], exact[key] = default, Decimal(repr(default))
                continue
            text_value = found[key][0]
            # Checked as written, never as a float: 600.0000000000000001 would round to 600 and pass.
            written = Decimal(text_value) if _PLAIN_NUMBER.fullmatch(text_value) else None
            if written is None or not Decimal(repr(lowest)) <= written <= Decimal(repr(highest)):
                exponent = exponent_words(text_value)  # the lab's one rule for numbers: digits, no exponent
                raise refuse(key, f"{key} must be a number of {unit} from {lowest:g} to {highest:g} "
                                  f"(a point for decimals{'; ' + exponent if exponent else ''}), e.g. {default:g}")
            numbers[key], exact[key] = float(written), written
        # Compared as written, never after rounding to floats (2.99999999999999999999 s is shorter than 3 s).
        if exact["hold_seconds"] >= exact["idle_minutes"] * 60:
            # The idle reset would come while the staff still hold the corner: the PIN pad could never open.
            key = "hold_seconds" if "hold_seconds" in found else "idle_minutes"
            raise refuse(key, f"hold_seconds ({_decimal_text(exact['hold_seconds'])} s) must be shorter than "
                              f"idle_minutes ({_decimal_text(exact['idle_minutes'])} min = "
                              f"{_decimal_text(exact['idle_minutes'] * 60)} s), or the reset comes before the PIN pad")
        folder = None
        if found.get("export_folder", ("", 0))[0]:
            problem, folder = export_folder(found["export_folder"][0])
            if problem:
                raise refuse("export_folder", problem)
        sound = found.get("sound", ("off", 0))[0].lower()
        if sound not in SOUND_CHOICES:
            raise refuse("sound", "sound must be off, on or when-used (on, but silent during the attract loop), "
                                  "e.g. off")
        words = {}
        for key, allowed in WORDS.items():
            words[key] = found[key][0].lower() if key in found else allowed[0]
            if words[key] not in allowed:
                raise refuse(key, f"{key} must be one of {', '.join(allowed)}, e.g. {key} = {allowed[-1]}")
        language = found.get("language", ("", 0))[0] or None
        if language is not None:
            from wallasey_lab.gui.i18n.codes import LanguageError, choose

            try:
                language = choose(language)
            except LanguageError as e:
                raise refuse("language", f"language must be empty (the computer's) or a language the lab has: {e}") from None
        return cls(pin=pin, export_folder=folder, sound=sound, language=language, **numbers, **words)

    @classmethod
    def load(cls, path: Path | None = None, *, create: bool = True) -> tuple[KioskConfig, bool]:
        """Read the settings; on first use write a file with a random PIN.
        Returns (config, whether the file was just written). Raises
        KioskConfigError, one line, for a file the kiosk cannot use."""
        path = Path(path or cls.path())
        written = False
        if create and absent(path):
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                # O_EXCL: never through a link or over a file that appeared meanwhile; 0600: it holds
                # the staff PIN, which no other account on the computer should read
                descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
                with open(descriptor, "w", encoding="utf-8") as f:
                    f.write(first_start_text(f"{secrets.randbelow(10**6):06d}"))
            except OSError as e:
                raise KioskConfigError(f"{shown_path(path)}: cannot be written ({e.strerror or e}); write a kiosk.ini "
                                       "there by hand or make its folder writable") from None
            written = True
        return cls.from_text(read_text(path), path), written
