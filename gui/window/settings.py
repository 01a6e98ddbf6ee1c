"""The lab's settings between launches: the scenario on the policy panel,
the chosen rule and options, a measured answer time, the replay's speed
and bar width, whether *Advanced* is open, the window's scale and whether
the kiosk starts on its own.

Every read goes through one checked reader (``SettingsReader``): the file
is a person's to edit, so a value of the wrong type, out of range, a list
(``speed=1x, 5x``), or one Qt cannot even convert is ignored with one line
in the log and the default is used. A settings path that is no regular
file (a FIFO would hang the start, a folder, a device), cannot be read or
is far too big is never opened: the lab starts with its defaults and keeps
this session's choices in memory only. A file with a quote never closed
(which Qt reads as one value to the end) is kept as it is: the lab reads its
other lines from a copy and never rewrites it. The lab always starts.
"""

from __future__ import annotations

import atexit
import logging
import math
import os
import shutil
import stat
import sys
import tempfile
from collections.abc import Iterable
from contextlib import contextmanager
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths, qInstallMessageHandler

from wallasey_lab.core.model.params import exponent_words, plain, written_number, written_within
from wallasey_lab.core.model.presets import PRESETS as LIBRARY_PRESETS
from wallasey_lab.core.model.rules import RULES
from wallasey_lab.gui.files import ini_values
from wallasey_lab.gui.files.ini_values import broken_quotes  # noqa: F401 - read from here by its callers
from wallasey_lab.gui.files.safe_write import ExportError, shown_path, write_new_file
from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.widgets.policy_panel import CHOICES, typed_range
from wallasey_lab.gui.widgets.replay_bar import LOAD_BINS

log = logging.getLogger(__name__)

SETTINGS_ENV = "WALLASEY_SETTINGS_FILE"  # points tests (and a second lab) at a file of their own
ORGANIZATION, APPLICATION = "Wallasey", "Retry Lab"
MAX_BYTES = 1_000_000  # the lab writes about 2 KB; a bigger file is not its settings
MAX_TEXT = 500  # characters in a saved note
MAX_NUMBER_TEXT = 40  # characters in a saved number ("1e999999..." is no setting)
MAX_MEASURED = 200  # answer times in a saved measurement

# Read elsewhere (gui/style/scale.py, the app's start, gui/window/screen_fit.py, gui/files/save_dialog.py),
# or only beside a measurement.
MAX_SIDE = 100_000  # pixels: no screen is wider; a bigger saved size is a damaged file
OTHER_KEYS = ("view/scale", "view/scale_screen", "files/folder", "view/profile", "kiosk/enabled",
              "scenario/measured_note", "window/size", "window/maximized", "window/size_chosen", "window/screen", "view/language")
_said: set[str] = set()  # each problem once per process, however often the settings are opened
# Values refused this session (key -> (file, the value as found)): the next save takes them out of the
# file, so a refused value is said once, never again at every start (``forget_refused``).
_refused: dict[str, tuple[str, object]] = {}
_UNREADABLE = object()  # a value Qt itself cannot read
# A settings file with a quote left open (file -> the copy the lab reads and writes instead), see broken_quotes.
_stand_ins: dict[Path, Path] = {}
# The other way: each copy's own file, which every line about the settings names.
_originals: dict[Path, Path] = {}


# The replay speeds as the settings file names them, whatever the language (S.SPEEDS's order):
# saved as the word on screen, a speed chosen in Polish was refused in English and lost.
SPEED_NAMES = ("1x", "5x", "20x", "instant")


def speed_index(name: str) -> int:
    """The speed box's item for a saved name (neutral, or an older file's word on screen)."""
    if name in SPEED_NAMES:
        return SPEED_NAMES.index(name)
    return list(S.SPEEDS).index(name)


# The file and its problem as the first store of this process found them (False before): a problem
# that appears later, while the lab runs, is not said as "the lab starts with its defaults".
_opened: tuple[str, str | None] | bool = False


def _say(text: str) -> None:
    if text not in _said:
        _said.add(text)
        log.warning("%s", text)


def settings_path() -> Path | None:
    """The settings file, or None where the system keeps settings itself
    (the Windows registry, macOS's preferences)."""
    env = os.environ.get(SETTINGS_ENV)
    if env:
        return Path(env)
    if sys.platform in ("win32", "darwin"):
        return None
    # Where QSettings(ORGANIZATION, APPLICATION) keeps them on Linux and other Unix systems.
    base = QStandardPaths.writableLocation(QStandardPaths.GenericConfigLocation)
    return Path(base) / ORGANIZATION / f"{APPLICATION}.conf"


def path_problem(path: Path) -> str | None:
    """Why the settings file at ``path`` must not be opened, or None (a
    missing file is fine: the lab writes it when it closes). Never opens
    anything but a regular file, so a FIFO cannot hang the start."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return _lock_problem(path)
    except NotADirectoryError:
        return "has a file, not a folder, in its path"
    except (OSError, ValueError) as e:
        return f"cannot be looked at ({getattr(e, 'strerror', None) or e})"
    if stat.S_ISDIR(info.st_mode):
        return "is a folder, not a file"
    if not stat.S_ISREG(info.st_mode):
        kind = "a FIFO" if stat.S_ISFIFO(info.st_mode) else "a socket" if stat.S_ISSOCK(info.st_mode) else "a device"
        return f"is {kind}, not a regular file"
    if info.st_size > MAX_BYTES:
        return f"is {info.st_size:,} bytes, more than a settings file can be ({MAX_BYTES:,} at most)"
    try:
        with open(path, "rb"):
            pass
    except OSError as e:
        return f"cannot be read ({e.strerror or e})"
    return _lock_problem(path)


def _lock_problem(path: Path) -> str | None:
    """Qt takes ``<file>.lock`` to save: a FIFO there hangs every save."""
    lock = Path(f"{path}.lock")
    try:
        info = os.stat(lock)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as e:
        return f"has a lock file {lock.name} that cannot be looked at ({getattr(e, 'strerror', None) or e})"
    if not stat.S_ISREG(info.st_mode):
        return f"has a lock file {lock.name} that is not a regular file"
    return None


class MemoryStore:
    """Stands in for a settings file that cannot be used: this session's
    values, shared by every part of the lab, never written anywhere."""

    _values: dict[str, object] = {}

    def value(self, key: str, default=None):
        return self._values.get(key, default)

    def setValue(self, key: str, value) -> None:  # noqa: N802 - QSettings' name
        self._values[key] = value

    def remove(self, key: str) -> None:
        self._values.pop(key, None)

    def contains(self, key: str) -> bool:
        return key in self._values

    def allKeys(self) -> list[str]:  # noqa: N802 - QSettings' name
        return list(self._values)

    def sync(self) -> None:
        pass

    def status(self) -> QSettings.Status:
        return QSettings.NoError

    def fileName(self) -> str:  # noqa: N802 - QSettings' name
        return ""


def settings_store() -> QSettings | MemoryStore:
    """The user's settings (WALLASEY_SETTINGS_FILE points tests at a file).
    One file only, checked before Qt opens it; a file that cannot be used
    gives a MemoryStore and one line in the log."""
    path = settings_path()
    if path is None:
        return QSettings(ORGANIZATION, APPLICATION)
    problem = path_problem(path)
    global _opened
    if _opened is False:
        _opened = (str(path), problem)
    if problem:
        if _opened == (str(path), problem):  # as found at the start (said once)
            _say(f"{shown_path(path)}: the settings file {problem}: it is left alone, the lab starts with its "
                 "defaults and this session's settings are not kept.")
        else:  # it became so while the lab ran (a save, a language chosen): nothing is starting
            _say(f"{shown_path(path)}: the settings file {problem} now: it is left alone and this session's "
                 "settings are not saved to it.")
        return MemoryStore()
    path = _stand_in(path)
    store = QSettings(str(path), QSettings.IniFormat)
    if store.status() == QSettings.FormatError:
        _say(f"{shown_path(path)}: the settings file could not all be read as settings: what cannot be read takes "
             "its default.")
    # Qt ends a value at any ; outside quotes; the one rule only at a ; after a space: given back whole,
    # such a value is saved quoted from then on.
    text = _text(path)
    wholes = {key: whole for key, whole in ini_values.whole_names(text).items()
              if store.contains(key) and store.value(key) != whole}
    if wholes:
        # Given back whole, the file is written again, and Qt's rewrite keeps one of a key given twice:
        # said now, while the file is still as the person wrote it.
        say_repeated(shown_path(real_file(str(path))), text)
    for key, whole in wholes.items():
        store.setValue(key, whole)
    return store


def say_repeated(where: str, text: str) -> list[str]:
    """Each key and section ``text`` gives more than once, said in one line (once per process); returns them."""
    twice = ini_values.repeated_in(text)
    for what in twice:
        # As Qt reads them: a repeated section's keys are all read (merged), a repeated key's last value wins.
        if what.startswith("section "):
            _say(f"{where}: {what} given more than once: the keys of every {what[8:]} are read, "
                 "and a key given in more than one takes its last value.")
        else:
            _say(f"{where}: {what} given more than once, ignored: the last one is used.")
    return twice


def _text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeError):
        return ""


def _stand_in(path: Path) -> Path:
    """``path``, or for a file with a quote left open the copy the lab uses instead: the file itself is kept
    as it is (Qt would rewrite it at close with the person's later settings inside one broken value), a copy
    is put beside it as ``<name>.broken``, and the lab reads every other line."""
    if path in _stand_ins:
        return _stand_ins[path]
    try:
        text = path.read_text(encoding="utf-8", errors="surrogateescape")
    except OSError:
        return path  # a missing file (written at close) or one Qt will say it cannot read
    broken = ini_values.broken_quotes(text)
    if not broken:
        return path
    aside = _kept_aside(path, text)
    lines = text.splitlines(keepends=True)
    folder = tempfile.mkdtemp(prefix="wallasey-settings-")
    atexit.register(shutil.rmtree, folder, ignore_errors=True)  # the copy is this session's only: never left behind
    stand_in = Path(folder) / path.name
    left_out = set(broken)  # a set: a file of 60,000 broken lines is read in a blink, not minutes
    kept = [text for number, text in enumerate(lines, 1) if number not in left_out]
    stand_in.write_text("".join(kept), encoding="utf-8", errors="surrogateescape")
    _stand_ins[path] = stand_in
    _originals[stand_in] = path
    where = lines_named(broken)
    _say(f"{shown_path(path)}: the settings file has a quote not closed on {where}, ignored: the file is left "
         f"as it is (a copy: {aside}), the lab reads its other lines and this session's settings are not kept.")
    return stand_in


def _kept_aside(path: Path, text: str) -> str:
    """The copy of a file with a quote left open, put beside it as ``<name>.broken`` (its name, shown), or why not.
    Never over anything: a ``.broken`` already there (the person's own, or a link elsewhere) is kept and the
    copy takes the next free name; a copy already holding these very words is used again, so each start
    does not add one more."""
    data = text.encode("utf-8", errors="surrogateescape")
    aside = path.with_name(path.name + ".broken")
    try:
        for number in range(1, 100):  # the names write_new_file gives in turn, while they exist
            earlier = aside if number == 1 else aside.with_name(f"{path.name}-{number}.broken")
            if not os.path.lexists(earlier):
                break
            if not earlier.is_symlink() and earlier.is_file() and earlier.stat().st_size == len(data) \
                    and earlier.read_bytes() == data:
                return shown_path(earlier)
        return shown_path(write_new_file(aside, data))
    except (OSError, ExportError) as e:
        return f"not kept ({e.strerror or e})" if isinstance(e, OSError) else f"not kept ({e})"


def lines_named(numbers: list[int], most: int = 5) -> str:
    """"line 4", "lines 4, 9", or for many "40000 lines (4, 9, 12, 15, 20, ...)": one short log line."""
    if len(numbers) == 1:
        return f"line {numbers[0]}"
    if len(numbers) <= most:
        return f"lines {', '.join(map(str, numbers))}"
    return f"{len(numbers)} lines ({', '.join(map(str, numbers[:most]))}, ...)"


def real_file(name: str | Path) -> Path:
    """The person's own settings file for a file the store reads: the file itself, or the file a copy
    stands in for (a file with a quote left open, ``_stand_in``)."""
    path = Path(name)
    return _originals.get(path, path)


# What Qt prints to stderr when a hand-written @Variant(...) names a type it lacks:
# the reader says it in the log instead ("Qt cannot read it").
UNKNOWN_TYPE_WARNING = "QVariant::load: unknown user type"


@contextmanager
def qt_says_nothing_of_unknown_types():
    """While a value is read, Qt's "unknown user type" warning is not printed;
    any other message of Qt's passes on as before."""
    previous = None

    def handler(mode, context, message: str) -> None:
        if message.startswith(UNKNOWN_TYPE_WARNING):
            return
        if previous is not None:
            previous(mode, context, message)
        else:
            print(message, file=sys.stderr, flush=True)

    previous = qInstallMessageHandler(handler)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)


def _shown(raw: object) -> str:
    """A saved value as the log shows it: short, one line."""
    text = repr(raw)
    return text if len(text) <= 60 else text[:57] + "..."


class SettingsReader:
    """The one checked way to read a setting. Each getter returns the saved
    value if it is usable, else None (the caller's default); a value that
    is there but unusable is said in one line of the log."""

    def __init__(self, store: QSettings | MemoryStore | None = None):
        self.store = store if store is not None else settings_store()
        # Every line about the settings starts with their file (docs/command-line.md, "Messages").
        # A copy read in its place (a quote left open) is never named: the person's own file is.
        self.file = real_file(self.store.fileName()) if self.store.fileName() else None
        self.where = shown_path(self.file) if self.file else "settings kept in memory"
        self.asked: set[str] = set()


    def unknown_keys(self) -> list[str]:
        """Keys in the file that no part of the lab reads (a misspelling, a
        file in another encoding): said in one line; returns them."""
        try:
            keys = [str(k) for k in self.store.allKeys()]
        except Exception:  # noqa: BLE001 - nothing to say about a file Qt cannot list
            return []
        # A line starting with # is a comment (the one rule, gui/files/ini_values.py), though Qt reads it as a key.
        unknown = [k for k in keys if k not in self.asked and k not in OTHER_KEYS and not k.rsplit("/", 1)[-1].startswith("#")]
        if unknown:
            shown = ", ".join(_shown(k) for k in unknown[:5]) + (f" and {len(unknown) - 5} more" if len(unknown) > 5 else "")
            _say(f"{self.where}: keys the lab does not use, ignored: {shown}.")
        return unknown

    def _raw(self, key: str) -> object:
        self.asked.add(key)
        try:
            with qt_says_nothing_of_unknown_types():  # said below, in the log, in one line
                raw = self.store.value(key)
            if raw is None and self.store.contains(key):
                self._refuse(key, "(unreadable)", "Qt cannot read it (@Invalid or an unknown @Variant)", _UNREADABLE)
            return raw
        except Exception as e:  # noqa: BLE001 - Qt may fail to convert a hand-written @Variant(...)
            self._refuse(key, "(unreadable)", f"Qt cannot convert it ({type(e).__name__})", _UNREADABLE)
            return None

    def _refuse(self, key: str, raw: object, why: str, found: object = None) -> None:
        _say(f"{self.where}: setting {key} = {_shown(raw)} is ignored: {why}; the default is used.")
        if self.store.fileName():  # a file the lab saves to: the next save takes the value out
            _refused.setdefault(key, (self.store.fileName(), raw if found is None else found))

    def _one(self, key: str, expected: str, raw: object = None) -> str | None:
        """The saved text, if it is one piece of text (``raw``: read already)."""
        raw = self._raw(key) if raw is None else raw
        if raw is None:
            return None
        if isinstance(raw, list):
            self._refuse(key, raw, f"a list (a comma outside quotes), where {expected} goes")
            return None
        if not isinstance(raw, str):
            self._refuse(key, raw, f"a value of type {type(raw).__name__}, where {expected} goes")
            return None
        return raw

    def number(self, key: str, low: float, high: float, whole: bool = False) -> float | None:
        expected = f"a {'whole ' if whole else ''}number from {plain(low)} to {plain(high)}"
        raw = self._raw(key)
        if isinstance(raw, (int, float)) and not isinstance(raw, bool):  # a value set this session
            value = float(raw)
        else:
            text = self._one(key, expected, raw) if raw is not None else None
            if text is None:
                return None
            exponent = exponent_words(text)
            if exponent:  # the one rule for numbers: digits, never 1e2 (core/model/params.py)
                self._refuse(key, raw, f"{exponent} ({expected})")
                return None
            value = _plain_number(text)
            if value is None or not _written_fits(text, low, high, whole):  # as written: never rounded into range
                self._refuse(key, raw, f"not {expected}")
                return None
        if not (math.isfinite(value) and low <= value <= high) or (whole and value != int(value)):
            self._refuse(key, raw, f"not {expected}")  # 250.7 agents is no setting: never rounded quietly
            return None
        return value

    def numbers(self, key: str, low: float, high: float) -> tuple[float, ...] | None:
        """Several numbers saved as one text, "0.5,0.7"."""
        expected = f"up to {MAX_MEASURED} numbers above {low:g} and at most {high:g}, separated by commas, in quotes"
        text = self._one(key, expected)
        if text is None or text == "":
            return None
        parts = text.split(",")
        exponent = next((words for words in map(exponent_words, parts) if words), None)
        if exponent:  # the one rule for numbers: digits, never 1e2 (core/model/params.py)
            self._refuse(key, text, f"{exponent} ({expected})")
            return None
        values = [_plain_number(p) for p in parts] if len(parts) <= MAX_MEASURED else [None]
        if any(v is None or not (math.isfinite(v) and low < v <= high) for v in values) or not all(
                _written_fits(p, low, high, False, low_inclusive=False) for p in parts):
            self._refuse(key, text, f"not {expected}")
            return None
        return tuple(values)

    def choice(self, key: str, allowed: Iterable[str], shown_as: Iterable[str] | None = None) -> str | None:
        """``shown_as``: the names the log line offers, where ``allowed`` also takes older spellings."""
        allowed = tuple(allowed)
        named = tuple(a for a in (allowed if shown_as is None else shown_as) if a)  # "" (none chosen) is not shown
        shown = ", ".join(named) if len(named) <= 12 else f"{len(named)} names ({', '.join(named[:3])}, ...)"
        text = self._one(key, f"one of {shown}")
        if text is None:
            return None
        if text not in allowed:
            self._refuse(key, text, f"not one of {shown}")
            return None
        return text

    def repeated(self) -> list[str]:
        """Keys and sections the file gives more than once: Qt keeps one of
        them without a word, so each is said in one line; returns them."""
        if not self.store.fileName():  # in memory, or the system's own store
            return []
        path = Path(self.store.fileName())
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return []
        return say_repeated(self.where, text)

    def flag(self, key: str) -> bool | None:
        raw = self._raw(key)
        if isinstance(raw, bool):
            return raw
        text = self._one(key, "true or false", raw) if raw is not None else None
        if text is None:
            return None
        if text.strip().lower() in ("true", "false"):
            return text.strip().lower() == "true"
        self._refuse(key, text, "not true or false")
        return None

    def size(self, key: str, high: int = MAX_SIDE) -> tuple[int, int] | None:
        """A size in pixels saved as "1280x800" (the window's, its screen's)."""
        expected = f"a size in pixels such as 1280x800, each side from 1 to {high:,}"
        text = self._one(key, expected)
        if text is None:
            return None
        try:
            parts = text.strip().lower().split("x")
            if not all(part.strip().isascii() and part.strip().isdigit() for part in parts):
                raise ValueError(text)  # int() reads Arabic-Indic digits and 1_0 too
            w, h = (int(part) for part in parts)
        except ValueError:  # not two whole numbers (also "1x2x3")
            w = h = 0
        if not (1 <= w <= high and 1 <= h <= high):
            self._refuse(key, text, f"not {expected}")
            return None
        return w, h

    def text(self, key: str, max_chars: int = MAX_TEXT) -> str | None:
        text = self._one(key, f"a text of at most {max_chars} characters")
        if text is None:
            return None
        if len(text) > max_chars or any(ord(c) < 32 and c not in "\t\n" for c in text):
            self._refuse(key, text, f"not a text of at most {max_chars} characters without control characters")
            return None
        return text


    def folder(self, key: str) -> Path | None:
        """A folder kept as one full path (a list, a number, a relative path: said, None)."""
        text = self.text(key, max_chars=4096)
        if not text:
            return None
        if not Path(text).is_absolute():
            self._refuse(key, text, "not a full path to a folder")
            return None
        return Path(text)


def _consistent_backoff(read: SettingsReader, values: dict[str, float], sliders) -> None:
    """A saved cap below the saved base is a pair no rule can use (the
    command line refuses it too): both are dropped, in one line, and the
    defaults used, rather than the window quietly raising the cap."""
    if "cap" not in sliders or "base" not in sliders or not ({"cap", "base"} & values.keys()):
        return
    base = values.get("base", sliders["base"].value())
    cap = values.get("cap", sliders["cap"].value())
    if cap < base:
        _say(f"{read.where}: settings scenario/base = {base:g} and scenario/cap = {cap:g} are ignored: "
             "the backoff cap must not be below the backoff base; the defaults are used.")
        values.pop("base", None)
        values.pop("cap", None)


def _plain_number(text: str) -> float | None:
    """A decimal number as the lab writes one ("0.5", "200", "0.00001"), else None."""
    text = text.strip()
    if not text or len(text) > MAX_NUMBER_TEXT:
        return None
    try:
        return float(written_number(text))  # digits 0 to 9 only (float() reads Arabic-Indic ones, and 1_0)
    except ValueError:
        return None


def _written_fits(text: str, low: float, high: float, whole: bool, *, low_inclusive: bool = True) -> bool:
    """The saved text, exactly as written, lies in the range (600.0000000000000001 is past 600, and
    200.0000000000000001 agents is no whole number, though each reads as a float that fits)."""
    try:
        written = written_number(text.strip())
    except ValueError:
        return False
    return written_within(written, low, high, low_inclusive=low_inclusive) and (
        not whole or written == written.to_integral_value())


def setting_number(value: float | int) -> str | int:
    """A number as the settings file keeps it, in digits: Qt would write 100000.0 as 1e+05, which
    the reader (one rule for numbers everywhere: no exponent) would refuse at the next start."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    return format(Decimal(repr(float(value))), "f")


def forget_refused(st) -> list[str]:
    """Take the values refused this session out of the file (each was said once, in the log; the
    default it gave way to is what the lab uses): never said again at every start. A value the lab
    wrote meanwhile (a scale chosen, the scenario just saved) is kept. Returns the keys taken out."""
    taken = []
    for key, (where, found) in list(_refused.items()):
        if where != st.fileName():
            continue
        try:
            with qt_says_nothing_of_unknown_types():
                now = st.value(key)
            still = (now is None and st.contains(key)) if found is _UNREADABLE else now == found
        except Exception:  # noqa: BLE001 - a value Qt cannot convert is still the one refused
            still = found is _UNREADABLE
        if still:
            st.remove(key)
            taken.append(key)
        del _refused[key]
    return taken


def save_settings(panel, replay) -> None:
    """``panel``: the PolicyPanel; ``replay``: the ReplayBar."""
    st = settings_store()
    for key, value in panel.values().items():
        st.setValue(f"scenario/{key}", setting_number(value))
    st.setValue("scenario/rule", panel.rule())
    for name, value in panel.choice_values().items():
        st.setValue(f"choice/{name}", value)
    st.setValue("scenario/measured", ",".join(str(setting_number(t)) for t in panel.measured))
    st.setValue("scenario/measured_note", panel.measured_note)
    st.setValue("view/speed", SPEED_NAMES[replay.speed_box.currentIndex()])  # never the language's word
    st.setValue("view/bin", replay.bin_name())  # never the language's word
    st.setValue("view/advanced", panel.advanced_toggle.isChecked())
    forget_refused(st)
    st.sync()
    if st.status() == QSettings.AccessError:
        _say(f"{shown_path(st.fileName())}: the settings could not be saved (it or its folder cannot be written).")


def load_settings(panel, replay) -> None:
    """Every saved value the reader accepts; the rest keep their defaults."""
    read = SettingsReader()
    values = {}
    for key, slider in panel.sliders.items():
        # A typed value may lie past the slider's track (the model allows it).
        whole = slider.spec.decimals == 0 or (slider.param is not None and slider.param.whole)
        value = read.number(f"scenario/{key}", *typed_range(slider), whole=whole)
        if value is not None:
            values[key] = value
    _consistent_backoff(read, values, panel.sliders)
    for name, (_default, allowed) in CHOICES.items():
        saved = read.choice(f"choice/{name}", allowed)
        if saved:
            panel.set_choice(name, saved, quiet=True)
    rule = read.choice("scenario/rule", (*RULES, *LIBRARY_PRESETS))
    panel.set_values(values, rule=rule, quiet=True)
    times = read.numbers("scenario/measured", 0, 60)
    if times:
        panel.measured = times
        panel.measured_note = read.text("scenario/measured_note") or ""
        panel.show_answer_note()
    # The language-neutral name; a file saved before names were neutral may hold the word shown then.
    # An older file's word on screen is still read; the line offers the file's own names, once each.
    speed = read.choice("view/speed", SPEED_NAMES + tuple(S.SPEEDS), shown_as=SPEED_NAMES)
    if speed is not None:
        replay.speed_box.setCurrentIndex(speed_index(speed))
    width = read.choice("view/bin", LOAD_BINS)
    if width is not None:
        replay.bin_box.setCurrentIndex(replay.bin_index(width))
    panel.advanced_toggle.setChecked(bool(read.flag("view/advanced")))
    read.unknown_keys()
    read.repeated()


def saved_language(allowed: Iterable[str]) -> str | None:
    """The language a person chose last (``view/language``), if the lab still has it."""
    return SettingsReader().choice("view/language", allowed)


def save_language(code: str) -> None:
    st = settings_store()
    st.setValue("view/language", code)
    st.sync()


def kiosk_enabled() -> bool:
    """``kiosk/enabled = true`` in the settings: the lab starts as a kiosk."""
    return bool(SettingsReader().flag("kiosk/enabled"))
