"""The window's words: resources/strings.py seen through Qt's translation.

    from wallasey_lab.gui.i18n import words as S        # instead of resources.strings

``S.NAME`` is strings.NAME in the language installed now (gui/i18n/languages.py),
looked up each time it is read, so a page that sets its texts again after a
language change shows the new language. Dicts, tuples and lists come back
with every text inside translated; a `Counted` sentence picks the language's
own plural form for its count (Qt's numerus). Texts come back as `Text`, a
str whose ``.format()`` writes numbers the visitor's way (the language's
decimal point and thousands separator, from QLocale): "{calls:,}" is 6,300
in English, 6 300 in Polish. Functions of strings.py are passed through
(rule_label looks up the translated RULE_LABELS).

The catalogue entry of each text (context, source, comment) is made by
gui/i18n/catalogue.py from the same walk: the module's name, the English
text and the constant's path ("SLIDER/agents/0").

Files for machines (CSV, JSON) and the command line read resources/strings.py
itself and stay English, with '.' decimals.
"""

from __future__ import annotations

import functools
import logging
import numbers
import os
import re
import string
from datetime import date, datetime

from PySide6.QtCore import QCoreApplication, QDate, QLocale

from wallasey_lab.gui.i18n.catalogue import (
    DIRECTION_CONTEXT,
    DIRECTION_SOURCE,
    is_labelled_numbers,
    key_names,
    placeholders_differ,
)
from wallasey_lab.resources import strings

log = logging.getLogger(__name__)

# The language's number separators, and the texts translated so far: both made
# again by refresh(), which gui/i18n/languages.py calls when the language changes.
_now: dict = {"separators": None, "texts": {}, "language": "en", "rtl": False}
# (language, context, entry) of the translations found unusable, each logged once.
_ignored: set = set()


def refresh(language: str | None = None) -> None:
    """Read the locale's separators again and forget the translated texts
    (``language``: the code now installed, named when one of its entries is ignored)."""
    if language is not None:
        _now["language"] = language
    locale = QLocale()
    point, group, zero = locale.decimalPoint(), locale.groupSeparator(), locale.zeroDigit()
    digits = {} if zero == "0" else {str(d): chr(ord(zero) + d) for d in range(10)}  # Arabic-Indic digits
    same = (point, group) == (".", ",") and not digits
    _now["separators"] = None if same else str.maketrans({".": point, ",": group, **digits})
    _now["texts"] = {}
    _now["rtl"] = QCoreApplication.translate(DIRECTION_CONTEXT, DIRECTION_SOURCE) == "RTL"


# A grouped number ("{calls:,}", "{x:,.1f}"): written by QLocale itself, which knows each
# language's own grouping (Polish writes 1373 but 12 345: no separator in a four-digit number).
_GROUPED = re.compile(r",(?:\.(\d+)f)?d?")


class _Formatter(string.Formatter):
    def format_field(self, value, format_spec):
        text = format(value, format_spec)
        if _now["separators"] is None or not isinstance(value, numbers.Real) or isinstance(value, bool):
            return text  # numbers.Real: numpy's counts (int64) too
        grouped = _GROUPED.fullmatch(format_spec)
        if grouped is not None and grouped.group(1) is not None:
            return QLocale().toString(float(value), "f", int(grouped.group(1)))
        if grouped is not None and isinstance(value, numbers.Integral) and abs(int(value)) < 2**63:
            return QLocale().toString(int(value))
        return text.translate(_now["separators"])


_FORMATTER = _Formatter()


def local_number(value: float, spec: str = "g") -> str:
    """A number as a person reads it here: Python's format spec, the locale's separators."""
    return _FORMATTER.format_field(value, spec)


def local_date(when: date | datetime) -> str:
    """A day as a person reads it in the language shown: "2 December 2026", "2 grudnia 2026"
    (QLocale's long date, without the day of the week)."""
    locale = QLocale()
    # The long format's day of the week ("dddd, " or ", dddd") is left out: a caption names the day only.
    form = re.sub(r"^\s*dddd[\s,،]*|[\s,،]*dddd\s*$", "", locale.dateFormat(QLocale.LongFormat))
    return locale.toString(QDate(when.year, when.month, when.day), form or "d MMMM yyyy")


def usable(context: str, entry: str, english: str, found: str) -> str:
    """``found``, the translation of ``english``, or the English itself when the translation's
    placeholders are not the English's: a museum's catalogue with "{tytul}" for "{title}" would
    stop the window at .format(title=...). Logged once per language and entry, in one line."""
    if found == english:
        return found
    why = placeholders_differ(english, found)
    if why is None:
        return found
    key = (_now["language"], context, entry or english)
    if key not in _ignored:
        _ignored.add(key)
        log.warning("language %s: the translation of %s/%s is ignored and the English shown: %s",
                    _now["language"], context, entry or repr(english[:50]), why)
    return english


# A number's field and the unit after it ("{last:.1f} s", "{rate} calls/s", "{t:.0f} سیکنڈ"): the
# space between them no-break, so a wrapped line never ends on the number and starts on its unit
# (the attract loop's "20.1" / "s" at 1024x768).
_NUMBER_UNIT = re.compile(r"(\{[^{}]*\}) (?=(?:s|ms|eiliad|سیکنڈ|[^\s{}<>]*/s)(?:$|[\s).,;:!?·،۔<]))")


@functools.lru_cache(maxsize=4096)
def _unit_glued(template: str) -> str:
    if " " not in _NUMBER_UNIT.sub("", template, count=1).strip():
        return template  # a number and its unit alone ("{width:g} s", a list's choice) never wraps
    return _NUMBER_UNIT.sub("\\1\u00a0", template)


# A path is left-to-right text: inside a right-to-left sentence its slashes and dots took the
# sentence's direction and Urdu's "saved to /home/x/lab.csv" read "lab.csv/x/home/". The values
# of these fields (and any Path) are isolated left to right (LRI ... PDI); a "{name}" may be a file's
# or a rule's (Urdu words), so it is isolated by its first letter's direction (FSI ... PDI).
PATH_FIELDS = ("path", "folder", "file")
LRI, FSI, PDI = "\u2066", "\u2068", "\u2069"


def isolated(key: str, value):
    """``value`` held in its own direction inside a right-to-left sentence (else as it is)."""
    if not _now["rtl"] or isinstance(value, numbers.Number):
        return value
    if isinstance(value, os.PathLike) or key in PATH_FIELDS or key.endswith(tuple(f"_{f}" for f in PATH_FIELDS)):
        return f"{LRI}{os.fspath(value) if isinstance(value, os.PathLike) else value}{PDI}"
    if key == "name" and isinstance(value, str):
        return f"{FSI}{value}{PDI}"
    return value


class Text(str):
    """A translated text whose .format() writes numbers the visitor's way (and keeps a number on
    the line of its unit, and a path left to right in a right-to-left sentence)."""

    __slots__ = ()

    def format(self, *args, **values) -> str:  # noqa: A003 - str's own name
        template = _unit_glued(str(self))
        if _now["rtl"]:
            values = {k: isolated(k, v) for k, v in values.items()}
        if _now["separators"] is None:  # '.' and ',' already: Python's own, much faster
            return str.format(template, *args, **values)
        return _FORMATTER.vformat(template, args, values)


class CountedText:
    """A translated counted sentence: .format(n=..., ...) in the language's plural form."""

    __slots__ = ("context", "comment", "counted")

    def __init__(self, context: str, comment: str, counted: strings.Counted):
        self.context, self.comment, self.counted = context, comment, counted

    def text_for(self, n: float) -> str:
        count = int(n) if float(n).is_integer() else 2  # a fraction reads as "many" in English
        found = QCoreApplication.translate(self.context, self.counted.many, self.comment, count)
        found = usable(self.context, self.comment, self.counted.many, found)
        if found == self.counted.many:  # no catalogue (English): English's own two forms
            return self.counted.one if n == 1 else self.counted.many
        return found

    def format(self, n: float, **values) -> str:  # noqa: A003
        return Text(self.text_for(n)).format(n=n, **values)

    @property
    def one(self) -> str:
        return self.text_for(1)

    @property
    def many(self) -> str:
        return self.text_for(2)

    def __iter__(self):
        return iter((self.one, self.many))

    def __eq__(self, other) -> bool:  # its forms for one and for many, as a Counted is compared
        return tuple(self) == tuple(other) if isinstance(other, (tuple, CountedText)) else NotImplemented

    __hash__ = None


def translated(context: str, path: str, value):
    """``value`` (a text, or a dict / tuple / list of them) in the installed language."""
    if isinstance(value, strings.Counted):
        return CountedText(context, path, value)
    if isinstance(value, str):
        if not any(c.isalpha() for c in value):
            return Text(value)
        return Text(usable(context, path, value, QCoreApplication.translate(context, value, path)))
    if isinstance(value, dict):
        return {k: translated(context, f"{path}/{k}", v) for k, v in value.items()}
    if isinstance(value, tuple):
        return tuple(translated(context, f"{path}/{i}", v) for i, v in enumerate(value))
    if isinstance(value, list):
        return [translated(context, f"{path}/{i}", v) for i, v in enumerate(value)]
    return value


class View:
    """A word module read through the translation (strings.py, or a *_words.py)."""

    def __init__(self, module):
        self._module = module
        self._context = module.__name__.rsplit(".", 1)[-1]
        self._keys = key_names(module)

    def __getattr__(self, name: str):
        value = getattr(self._module, name)
        if not name.isupper():
            return value
        # Made once per language (a dict of tooltips took a millisecond); the
        # constant itself is compared, so a changed one is translated afresh.
        made = _now["texts"].get((self._context, name))
        if made is not None and made[0] is value:
            return made[1]
        shown = self._shown(name, value)
        _now["texts"][(self._context, name)] = (value, shown)
        return shown

    def _shown(self, name: str, value):
        if is_labelled_numbers(value):  # {"Slow": 1.0}: the words are the keys
            return {self._key(k): v for k, v in value.items()}
        if isinstance(value, str) and value in self._keys:  # a constant naming a key: the key's own entry
            return self._key(value)
        return translated(self._context, name, value)

    def _key(self, key: str) -> str:
        path = self._keys.get(key)
        if not path:
            return Text(key)
        return Text(usable(self._context, path, key, QCoreApplication.translate(self._context, key, path)))


_STRINGS = View(strings)


def ignored_entries() -> list[str]:
    """Every entry of the installed catalogue whose translation is not used (its placeholders
    differ from the English), each logged once as it is found: an added language is looked
    through as it is installed, so its log says at once what it ignores."""
    from wallasey_lab.gui.i18n.catalogue import entries

    out = []
    for e in entries():
        if e.numerus:
            forms = {QCoreApplication.translate(e.context, e.source, e.comment, n) for n in (0, 1, 2, 3, 5, 6, 11, 22, 100)}
        else:
            forms = {QCoreApplication.translate(e.context, e.source, e.comment)}
        if any(usable(e.context, e.comment, e.source, f) != f for f in forms):
            out.append(f"{e.context}/{e.comment or e.source}")
    return out


refresh()


def rule_label(name: str) -> str:
    return _STRINGS.RULE_LABELS.get(name, name)


def full_stop() -> str:
    """The full stop of the language shown, for two sentences joined in code: Urdu's is "۔"."""
    locale = QLocale(_now["language"].replace("-", "_"))  # the words' language, not the numbers' locale
    urdu_stop = locale.language() in (QLocale.Language.Urdu, QLocale.Language.Punjabi, QLocale.Language.Kashmiri)
    return "\u06d4" if urdu_stop and locale.script() == QLocale.Script.ArabicScript else "."


def join_list(items) -> str:
    """Several figures in one line, with the comma of the language shown (Arabic script's "،")."""
    comma = "، " if QLocale().script() == QLocale.Script.ArabicScript else ", "
    return comma.join(items)


def __getattr__(name: str):
    return getattr(_STRINGS, name)
