"""Parameters declared once.

Each retry rule, library preset, limiter, retry budget and arrival pattern
lists the scenario fields it reads as ``params``, a tuple of ``Param``. The
command line's options (cli/options.py), the window's Advanced controls
(gui/widgets/policy_panel.py) and the scenario's checks (``Scenario.checked``) are all
built from these declarations, so a range is written in one place.

A ``Param`` carries the technical facts: the scenario field's name, its
unit, its allowed range, its default, the term an engineer's error message
uses and, for the window, a narrower slider. The words a person reads (the
slider's plain label and tooltip, the command line's help) live in
resources/strings.py, keyed by the parameter's name: core and resources are
independent layers, and every visible word stays in the one file a
translator edits. tests/core/model/test_params.py checks every declared name has its
words there.

This module is the bottom of core: pure Python, it imports nothing of the
lab, so the registries (rules, presets, limiters, budgets, arrivals) and the
scenario can all use it without importing one another in a circle.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

US_PER_S = 1_000_000
MAX_TIME_S = 3_600.0
# Shortest retry interval or backoff base: anything shorter rounds to a zero
# wait, and with no refusal round trip an agent would call again at the same
# instant, in the same full window, until the call budget ran out.
MIN_WAIT_S = 1e-6
MAX_CAPACITY = 10_000_000

# How the range of a unit reads in an error ("above 0 up to 3600 seconds").
_UNIT_IN_RANGE = {"s": " seconds", "agents/s": " agents a second"}


class ScenarioError(ValueError):
    """A parameter outside what the model accepts; the message is one line
    that names the parameter, the value and what is allowed."""


# A number as the machine interfaces (command line, kiosk.ini, the settings file) take it: ASCII digits,
# an optional sign and point. Python's int() and float() also read Arabic-Indic, Devanagari or full-width
# digits, spaces and underscores; the command line is language-neutral, so those are refused, never read.
_WRITTEN_NUMBER = re.compile(r"[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)")
_WRITTEN_WHOLE = re.compile(r"[+-]?[0-9]+")
# One rule everywhere a number is given (command line, window, settings file, kiosk.ini): digits,
# never an exponent. 1e2 was taken by some and refused by others; now each says "write 100, not 1e2".
_EXPONENT = re.compile(r"[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)[eE][+-]?[0-9]+")
_LONGEST_PLAIN = 24  # 1e999 in digits is no help to anyone
_LONGEST_SHOWN = 60


def exponent_words(text: str, decimal_mark: str = ".") -> str | None:
    """"write 100, not 1e2" for a number written with an exponent, else None (``decimal_mark``:
    how the plain number is written back, "," for a person whose numbers take a comma)."""
    written = text.strip()
    if not _EXPONENT.fullmatch(written):
        return None
    try:
        plain = format(Decimal(written), "f")
    except InvalidOperation:
        return None
    if len(plain) > _LONGEST_PLAIN:
        return f"write the number in digits, not {written}"
    return f"write {plain.replace('.', decimal_mark)}, not {written}"


def plain_decimal(value: Decimal) -> str:
    """A Decimal in digits, short ones whole ("0.000000001"), long ones as "a number of N digits"."""
    digits = format(value, "f")
    return digits if len(digits) <= _LONGEST_PLAIN else f"a number of {len(digits.lstrip('-0.')):,} digits"


def shown_value(text: str) -> str:
    """A value quoted in an error as it was written (repr, cut short if very long)."""
    quoted = repr(text)
    return quoted if len(quoted) <= _LONGEST_SHOWN else f"{quoted[:_LONGEST_SHOWN - 4]}...' ({len(text):,} characters)"


def as_written(text: str) -> str:
    """A value in a range error, exactly as written: bare if it is plain short ASCII, else quoted."""
    plain = text.isascii() and text.isprintable() and " " not in text and 0 < len(text) <= _LONGEST_SHOWN
    return text if plain else shown_value(text)


def non_ascii_digits(text: str) -> bool:
    """``text`` holds a digit that is not 0-9 (Arabic-Indic, full-width, ...)."""
    return any(c.isdigit() and not c.isascii() for c in text)


def plain(value: float) -> str:
    """A number in digits, as the lab's words write a range: 0.000001, never 1e-06 (which the
    lab refuses when it is typed back)."""
    text = f"{value:g}"
    if "e" not in text:
        return text
    digits = format(Decimal(repr(float(value))), "f")
    return digits.rstrip("0").rstrip(".") if "." in digits else digits


class ExponentOutside(ValueError):
    """A number written with an exponent whose value is not allowed either: "write 0.000000001, not
    1e-9" would send the person to a value refused in turn, so the range is said instead."""

    def __init__(self, digits: str):
        # "a number of 310 digits" is already said in digits ("1e309: a number of 310 digits in digits" was not)
        super().__init__(digits if digits.startswith("a number of ") else f"{digits} in digits")
        self.digits = digits


def written_number(text: str, *, whole: bool = False, within: Callable[[Decimal], bool] | None = None) -> Decimal:
    """The number ``text`` says, exactly (no rounding to a float before a range check), or ValueError
    with the reason in words: only ASCII digits 0-9, an optional sign and a point (no exponent).
    ``within``: the caller's range, so an exponent's advice is given only where it leads to a value
    taken (else ExponentOutside)."""
    if non_ascii_digits(text):
        raise ValueError("use the digits 0 to 9")
    if "_" in text:  # Python reads 1_0 as 10; a person meant something else
        raise ValueError("no underscores between digits")
    exponent = exponent_words(text)
    if exponent:
        value = Decimal(text.strip())
        if (whole and value != value.to_integral_value()) or (within is not None and not within(value)):
            raise ExponentOutside(plain_decimal(value))
        raise ValueError(exponent)
    if not (_WRITTEN_WHOLE if whole else _WRITTEN_NUMBER).fullmatch(text.strip()):
        raise ValueError("not a number")
    try:
        return Decimal(text.strip())
    except InvalidOperation:
        raise ValueError("not a number") from None


def written_within(written: Decimal, low: float, high: float, *, low_inclusive: bool = True) -> bool:
    """``written`` (exactly as written) lies in the range, its ends as they read (0.05 is 0.05)."""
    lo, hi = Decimal(repr(float(low))), Decimal(repr(float(high)))
    return (written >= lo if low_inclusive else written > lo) and written <= hi


def to_us(seconds: float) -> int:
    """Seconds to whole microseconds, rounding to nearest.

    Integer time is what makes 20 x 0.15 s land exactly on 3 s.
    """
    return int(round(seconds * US_PER_S))


@dataclass(frozen=True)
class Slider:
    """The window's control for a parameter: a range narrower than the
    model's, to stay interactive (it must lie inside the parameter's range,
    except that ``zero_means_none`` adds 0 for "no cap")."""

    low: float
    high: float
    default: float
    decimals: int = 0
    step: float = 1.0
    log: bool = False  # a log-scaled slider track (the spin box stays linear)
    zero_means_none: bool = False  # 0 on the slider is None in the scenario ("never")


@dataclass(frozen=True)
class Param:
    """One scenario field a rule, limiter, budget or arrival pattern reads.

    ``default`` None means the field is optional: ``none_means`` says what
    None stands for (for the help text), and ``required`` that the class
    declaring it needs a value (an arrival pattern's spread or rate).
    """

    name: str  # the Scenario field; the option is --name-with-dashes; the key of its words in strings.py
    term: str  # the engineer's term, used in the scenario's error messages
    unit: str  # "s", "calls/s", "calls", "agents/s", "x" or "" (a count or a fraction)
    low: float
    high: float
    default: float | int | None
    whole: bool = False  # whole numbers only
    low_inclusive: bool = True
    none_means: str = ""  # for an optional field, what None stands for
    required: bool = False  # the declaring class needs a value (not None)
    slider: Slider | None = None  # the window's control (None: the window has none)

    @property
    def option(self) -> str:
        return "--" + self.name.replace("_", "-")

    def allowed(self) -> str:
        """What is allowed, in the words of an error: "from 0 to 1",
        "above 0 up to 3600 seconds", "a whole number from 1 to 10,000,000"."""
        if self.whole:
            return f"a whole number from {int(self.low):,} to {int(self.high):,}"
        word = "from" if self.low_inclusive else "above"
        if self.unit == "s":
            return f"{word} {plain(self.low)} up to {plain(self.high)} seconds"
        high = f"{self.high:,.0f}" if float(self.high).is_integer() else plain(self.high)
        return f"{word} {plain(self.low)} to {high}{_UNIT_IN_RANGE.get(self.unit, '')}"

    def within(self, value: float) -> bool:
        too_low = value < self.low if self.low_inclusive else value <= self.low
        return not too_low and value <= self.high

    def check(self, value: Any) -> Any:
        """``value`` if allowed (None too, for an optional field), else a
        ScenarioError naming the parameter, the value and what is allowed."""
        if value is None and self.default is None:
            return None
        if self.whole:
            # Whole numbers only: a float like 5.0 would pass here but break the run.
            if isinstance(value, bool) or not isinstance(value, int) or not self.within(value):
                raise ScenarioError(f"{self.term} must be {self.allowed()}, got {value!r}")
            return value
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ScenarioError(f"{self.term} must be a number, got {value!r}")
        v = float(value)
        if not math.isfinite(v):
            raise ScenarioError(f"{self.term} must be a finite number ({self.allowed()}), got {value!r}")
        if not self.within(v):
            raise ScenarioError(f"{self.term} must be {self.allowed()}, got {v:g}")
        return v

    def parse(self, text: str) -> float | int:
        """A command-line value; ValueError with a one-line message (argparse
        puts the option's name in front). The range is checked on the value
        as written (60.0000000000000001 is above 60, never rounded into
        range), and the error quotes it as written."""
        must = self.allowed()[len("a whole number "):] if self.whole else self.allowed()
        try:
            written = written_number(text, whole=self.whole, within=lambda w: written_within(
                w, self.low, self.high, low_inclusive=self.low_inclusive))
        except ExponentOutside as e:
            raise ValueError(f"must be {must}, got {as_written(text)} ({e})") from None
        except ValueError as e:
            kind = self.allowed() if self.whole else "a number"
            why = "" if str(e) == "not a number" else f" ({e})"
            raise ValueError(f"expected {kind}, got {shown_value(text)}{why}; must be {must}") from None
        if not written_within(written, self.low, self.high, low_inclusive=self.low_inclusive):
            raise ValueError(f"must be {must}, got {as_written(text)}")
        if self.whole:
            return int(written)
        value = float(written)
        if not self.within(value):  # 1e-400 is above 0 as written but no float is: it would be 0
            raise ValueError(f"must be {must}, got {as_written(text)} (too close to {self.low:g} to hold)")
        return value


def declared(*owners: Any) -> tuple[Param, ...]:
    """Every Param the given classes (or registries of them) declare, each
    once, in the order first declared."""
    out: dict[str, Param] = {}
    for owner in owners:
        classes = owner.values() if isinstance(owner, dict) else [owner]
        for cls in classes:
            for p in getattr(cls, "params", ()):
                seen = out.setdefault(p.name, p)
                if seen is not p:
                    raise TypeError(f"two different declarations of the parameter {p.name!r}")
    return tuple(out.values())


def owners_of(param: Param, registry: dict[str, Any]) -> tuple[str, ...]:
    """The names in ``registry`` whose class declares ``param``."""
    return tuple(name for name, cls in registry.items() if param in getattr(cls, "params", ()))
