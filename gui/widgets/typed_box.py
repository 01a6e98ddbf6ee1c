"""A slider's text box that takes what a person types: in their locale
(either decimal mark), and on Enter or leaving the box either taken as
typed (past the slider's track when the model allows it) or refused with a
visible line naming the value and what is allowed. Never a keystroke
dropped, a value clamped or rounded without a word."""

from __future__ import annotations

import math
import re
import time
import unicodedata
from decimal import Decimal

from PySide6.QtCore import QLocale, Qt, QTimer, Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QAbstractSpinBox, QDoubleSpinBox, QLabel, QScrollArea, QWidget

from wallasey_lab.gui.i18n import words as S
from wallasey_lab.gui.style import palette

# Marks a person may type for their locale's own grouping: any space where the locale groups with a
# (no-break, narrow) space, as Polish does ("1 000"); either apostrophe where it groups with one (Swiss "1’000").
SAME_MARKS = (("\u0020", "\u00a0", "\u202f"), ("'", "\u2019"))
# A number with an exponent, in either decimal mark: refused in words, as everywhere in the lab.
_EXPONENT = re.compile(r"([+-]?[0-9.,]*[0-9][0-9.,]*)[eE]([+-]?[0-9]{1,4})")
# A decimal mark and its digits at the end, other than a group of three ("1,000" is a thousand).
_DECIMAL_PART = re.compile(r"[.,\u066b](?!\d{3}$)\d*$")
# Only digits and at most one decimal mark: a number, even where it is too big for a float (400 nines).
_TOO_BIG = re.compile(r"[+-]?\d{300,}([.,\u066b]\d*)?")


def parse_typed(text: str, locale: QLocale) -> float | None:
    """A number typed by a person: in their locale first (its decimal mark
    and its grouping, where the locale puts it: Polish "1 000", Swiss "1’000"),
    then with the other common decimal mark. None if it is no number the lab
    takes: never one with an exponent ("1e3": see typed_exponent)."""
    text = text.strip()
    if not text or "_" in text or "e" in text.lower():
        return None  # Python reads 1_5 as 15 and 1e3 as 1000; the lab takes digits (typed_exponent says so)
    if "\u066b" in text and locale.decimalPoint() != "\u066b":
        # The Arabic decimal mark (٫), an Urdu or Arabic writer's own: Qt's ur_PK writes "." instead.
        text = text.replace("\u066b", locale.decimalPoint())
    sep = locale.groupSeparator()
    for marks in SAME_MARKS:
        if any(mark in text for mark in marks):
            if sep not in marks:
                return None  # "1 5" is no number where spaces do not group digits (never 15)
            for mark in marks:  # the mark typed is the locale's own, and checked as a group
                text = text.replace(mark, sep)
    value = None
    for candidate, loc in ((text, locale), (text, QLocale.c()), (text.replace(",", "."), QLocale.c())):
        if not _groups_ok(candidate, loc):
            continue  # "250,5" is not 2,505 in a locale that groups with ","
        got, ok = loc.toDouble(_ungrouped(candidate, loc))
        if ok:
            value = got
            break
    if value is None:
        try:
            value = float(text.replace(",", "."))
        except ValueError:
            return None
    if value == 0 and any(c in "123456789" for c in text):
        return None  # a non-zero number read as 0 is none the lab can hold
    return value if math.isfinite(value) else None


def _ungrouped(text: str, loc: QLocale) -> str:
    """``text`` without the locale's group separators in its whole part (checked by _groups_ok):
    Qt refuses a separator where its locale would not write one, so Polish "1 000" (written 1000
    there, but 10 000) was refused."""
    sep, point = loc.groupSeparator(), loc.decimalPoint()
    whole, dot, fraction = text.partition(point) if point else (text, "", "")
    if not sep or sep not in whole or sep in fraction:
        return text
    return whole.replace(sep, "") + dot + fraction


def typed_exponent(text: str, locale: QLocale) -> str | None:
    """The plain number a person meant by "1e3" or "2,5e-2", in their decimal mark ("1000",
    "0,025"), or None if ``text`` is no number with an exponent (or too long to write out)."""
    found = _EXPONENT.fullmatch(text.strip())
    if found is None:
        return None
    mantissa = parse_typed(found[1], locale)
    if mantissa is None:
        return None
    plain = format(Decimal(repr(mantissa)).scaleb(int(found[2])), "f")
    if "." in plain:
        plain = plain.rstrip("0").rstrip(".")
    if len(plain) > 24:
        return None  # 1e400 written out helps no one: "not a number"
    return plain.replace(".", locale.decimalPoint())


def _groups_ok(text: str, loc: QLocale) -> bool:
    """Thousands separators, if any, only where the locale itself puts them
    (Qt's reading is lax in some locales, so a misplaced decimal comma would
    silently become a bigger number): groups of three in most, the lakh
    grouping of India (12,34,567: twos after the first three) where Qt
    writes numbers so, and never after a leading 0 ("0,001" in English is
    the other decimal mark, 0.001, as "2,5" is 2.5)."""
    sep = loc.groupSeparator()
    whole = text.split(loc.decimalPoint())[0].lower().split("e")[0].lstrip("+-")
    if not sep or sep not in whole:
        return True
    first, later = _group_sizes(loc)
    groups = whole.split(sep)
    if not all(g.isdigit() for g in groups) or len(groups[-1]) != first:
        return False
    if groups[0].startswith("0"):  # "0,001" or "01,000": no locale writes a grouped number so
        return False
    return 1 <= len(groups[0]) <= later and all(len(g) == later for g in groups[1:-1])


def _group_sizes(loc: QLocale) -> tuple[int, int]:
    """The size of the last digit group and of the groups before it, as the
    locale writes a long number (3 and 3 in most; 3 and 2 in en_IN)."""
    written = QLocale(loc)
    written.setNumberOptions(QLocale.DefaultNumberOptions)  # C omits its separators: read them as threes
    groups = written.toString(1234567890123).split(loc.groupSeparator())
    if len(groups) < 3:
        return 3, 3
    return len(groups[-1]), len(groups[-2])


def ambiguous_grouping(text: str, locale: QLocale) -> bool:
    """Whether ``text`` reads as a thousands grouping in one convention and as a
    decimal in the other: one mark followed by exactly three digits ("1.250"
    in German, "1,250" in English; and "1,250" where the comma is neither
    the locale's decimal mark nor its grouping, as in Swiss German or
    Egyptian Arabic, where the C reading would silently make it 1250)."""
    return _ambiguous_mark(text, locale) is not None


def _ambiguous_mark(text: str, locale: QLocale) -> str | None:
    body = text.strip().lstrip("+-")
    if "e" in body.lower() or locale.decimalPoint() in body:
        return None
    sep = locale.groupSeparator()
    marks = [sep] if sep in (".", ",") else []
    if "," not in (sep, locale.decimalPoint()):
        marks.append(",")  # foreign here: read as a grouping by the C fallback
    if "." not in (sep, locale.decimalPoint()):
        marks.append(".")  # foreign here (Polish, French): read as a decimal by the C fallback, 1.250 as 1,25
    for mark in marks:
        if body.count(mark) != 1:
            continue
        head, tail = body.split(mark)
        # "0,001" is no grouping (a grouped number never starts with 0): it is the decimal, 0.001
        if 1 <= len(head) <= 3 and head.isdigit() and head[0] != "0" and len(tail) == 3 and tail.isdigit():
            return mark
    return None


ECHO_LONGEST = 24


def echo(text: str) -> str:
    """A typed text as a refusal names it: whole if short, else its start and end around "…", so
    a long paste is still recognisable and the line (with the range at its end) wraps in its column
    (150 digits echoed whole were one unbreakable word that widened the window past its screen)."""
    text = text.strip()
    text = text if len(text) <= ECHO_LONGEST else f"{text[:14]}…{text[-6:]}"
    # A character that cannot be seen, or that turns text round (a pasted U+202E wrote the rest of the
    # refusal backwards) or breaks its line, is named by its code: the line stays one, and readable.
    return "".join(f"[U+{ord(c):04X}]" if unicodedata.category(c)[0] == "C" or unicodedata.category(c) in ("Zl", "Zp")
                   else c for c in text)


def whole_read_as_decimal(text: str, value: float) -> bool:
    """Whether ``text``, typed for a whole number, has one mark and three digits after it ("1.000",
    "3,000") and was read as a decimal (``value`` 1 or 3), not as the thousands it also writes."""
    body = text.strip().lstrip("+-")
    marks = [m for m in (".", ",") if m in body]
    if len(marks) != 1 or body.count(marks[0]) != 1:
        return False
    head, tail = body.split(marks[0])
    if not (1 <= len(head) <= 3 and head.isdigit() and head[0] != "0" and len(tail) == 3 and tail.isdigit()):
        return False
    return abs(value) != int(head + tail)


class TypedBox(QDoubleSpinBox):
    """The slider's text box. What a person types is theirs: it is read in
    their locale (either decimal mark), and on Enter or leaving the box it
    is either taken as typed, widening the box past the slider's track when
    the model allows it, or refused with a visible line naming the value
    and what is allowed (``refused``). No keystroke is dropped and no value
    is clamped or rounded without a word."""

    refused = Signal(str)
    # Answers for a box whose own were cleared: the garbage collector clears a dying window's Python
    # state before Qt lets go of its boxes, and a focus-out then asks validate() for them. An
    # AttributeError raised inside Qt's call crashed the whole process (a segmentation fault in CI).
    typed_low, typed_high, whole = -math.inf, math.inf, False

    def __init__(self, typed_low: float, typed_high: float, whole: bool, parent=None):
        super().__init__(parent)
        self.typed_low, self.typed_high, self.whole = typed_low, typed_high, whole

    # A counted unit's every form (" call/s", " calls/s"): a text kept from before the count
    # changed its form still reads as its number.
    unit_forms: tuple[str, ...] = ()
    # A box's own words for a number past its range, as names in the words (too big, too small), for
    # its audience: the door's friends box says "too many friends" to 8 to 11 year olds. None: the lab's.
    outside_words: tuple[str, str] | None = None

    def _outside(self, bare: str, value: float) -> str:
        """The line for ``value`` (typed as ``bare``) past what the box takes."""
        if self.outside_words is None:
            return S.TYPED_OUTSIDE.format(text=echo(bare), allowed=self._allowed())
        words = self.outside_words[0] if value > self.typed_high else self.outside_words[1]
        return getattr(S, words).format(text=echo(bare), allowed=self._allowed())

    def _bare(self, text: str) -> str:
        text = text.strip()
        for unit in sorted({self.suffix().strip(), *(u.strip() for u in self.unit_forms)} - {""}, key=len, reverse=True):
            if text.endswith(unit):
                return text[: len(text) - len(unit)].strip()
        return text

    def validate(self, text: str, pos: int):
        bare = self._bare(text)
        if self.specialValueText() and text == self.specialValueText():
            return QValidator.Acceptable, text, pos
        value = parse_typed(bare, self.locale())
        if value is not None and self.minimum() <= value <= self.maximum() and self._problem(bare, value) is None:
            return QValidator.Acceptable, text, pos
        # Anything else stays in the box while it is typed; Enter decides (take_typed).
        return QValidator.Intermediate, text, pos

    def valueFromText(self, text: str) -> float:  # noqa: N802 - Qt's name
        if self.specialValueText() and text == self.specialValueText():
            return self.minimum()
        value = parse_typed(self._bare(text), self.locale())
        return self.value() if value is None else value

    def _allowed(self) -> str:
        loc, places = self.locale(), 0 if self.whole else self.decimals()
        if loc.language() == QLocale.C:  # C omits grouping: 1,000,000 reads better than 1000000
            shown = [f"{v:,.{places}f}" for v in (self.typed_low, self.typed_high)]
        else:
            shown = [loc.toString(float(v), "f", places) for v in (self.typed_low, self.typed_high)]
        return S.TYPED_RANGE.format(low=shown[0], high=shown[1])

    def _refusal(self, bare: str) -> str | None:
        """Why the typed text cannot be taken, in the words shown under the slider, or None."""
        value = parse_typed(bare, self.locale())
        if value is not None:
            return self._problem(bare, value)
        plain = typed_exponent(bare, self.locale())
        if plain is not None:  # the lab's one rule for numbers: digits, never an exponent
            meant = parse_typed(plain, self.locale())
            if meant is not None and not self.typed_low <= meant <= self.typed_high:
                # "type 1000 instead" where 0 to 1 is taken would only be refused next
                return self._outside(bare, meant)
            return S.TYPED_EXPONENT.format(text=echo(bare), plain=echo(plain), allowed=self._allowed())
        if _TOO_BIG.fullmatch(bare.strip()):  # digits past a float's range (inf): a number, far outside
            return self._outside(bare, -math.inf if bare.strip().startswith("-") else math.inf)
        return S.TYPED_NOT_A_NUMBER.format(text=echo(bare), allowed=self._allowed())

    def _problem(self, bare: str, value: float) -> str | None:
        if not self.whole and ambiguous_grouping(bare, self.locale()):
            return self._ambiguous(bare)
        if self.whole and whole_read_as_decimal(bare, value):
            # "1.000" in Polish: read with the other decimal mark it is 1, a whole number, where the
            # person most likely meant a thousand (Polish groups with a space, German with a dot).
            grouped = int(bare.strip().replace(".", "").replace(",", ""))
            return S.TYPED_AMBIGUOUS.format(text=echo(bare), grouped=echo(f"{grouped:d}"), decimal=f"{value:.0f}")
        if self.whole and math.isfinite(value) and (value != int(value) or _DECIMAL_PART.search(bare.strip())):
            # "300,0" in Polish is 300, but a box of whole numbers refuses a decimal part, as the docs say.
            # Said before the range: a whole box always names a decimal as such (its line gives the range too).
            return S.TYPED_NOT_WHOLE.format(text=echo(bare), allowed=self._allowed())
        if not self.typed_low <= value <= self.typed_high:
            return self._outside(bare, value)
        if not self.whole and round(value, self.decimals()) != value:
            return S.TYPED_DECIMALS.format(text=echo(bare), decimals=self.decimals(), allowed=self._allowed())
        return None

    def _ambiguous(self, bare: str) -> str:
        loc = self.locale()
        head, tail = bare.strip().lstrip("+-").split(_ambiguous_mark(bare, loc))
        sign = "-" if bare.strip().startswith("-") else ""
        grouped, decimal = float(sign + head + tail), float(f"{sign}{head}.{tail}")
        return S.TYPED_AMBIGUOUS.format(text=echo(bare), grouped=echo(f"{grouped:.0f}"),
                                        decimal=loc.toString(decimal, "f", 3).rstrip("0").rstrip(loc.decimalPoint()))

    def fixup(self, text: str) -> str:
        """Qt's own fix-up drops group separators ("12.5" under German became 125): instead,
        a text that cannot be taken is refused in words and the value kept is shown."""
        bare = self._bare(text)
        if self.specialValueText() and text == self.specialValueText():
            return text
        problem = self._refusal(bare)
        if problem is not None:
            self.refused.emit(problem)
            return self.textFromValue(self.value()) + self.suffix()
        return text

    def take_typed(self) -> None:
        """Take the text in the box, or refuse it in words and show the value kept."""
        text = self.lineEdit().text()
        if text == self.textFromValue(self.value()) + self.suffix() or (
                self.specialValueText() and text == self.specialValueText()):
            if self.lineEdit().isModified():  # the person typed the value it has: their answer, so a
                self.lineEdit().setModified(False)  # refusal's line ("30abc is not a number") goes
                self.refused.emit("")
            return  # nothing new typed (leaving the box after a refusal keeps its line)
        bare = self._bare(text)
        problem = self._refusal(bare)
        if problem is not None:
            self.refused.emit(problem)
            self.lineEdit().setText(self.textFromValue(self.value()))  # the value kept, shown as it is
            return
        value = parse_typed(bare, self.locale())
        self.widen_to(value)  # beyond the slider's track, inside what the model takes
        self.refused.emit("")
        self.setValue(value)

    def stepBy(self, steps: int) -> None:  # noqa: N802 - Qt's name
        """An arrow, Page key or wheel while a typed text is not yet taken: take it first, as Enter
        would, and step from it (or refuse it in words and stay). Qt's own step read a text past the
        slider's track as no value and jumped to the track's end: 5000 agents and Up gave 10."""
        text = self.lineEdit().text()
        pending = text != self.textFromValue(self.value()) + self.suffix() and not (
            self.specialValueText() and text == self.specialValueText())
        if pending:
            if self._refusal(self._bare(text)) is not None:
                self.take_typed()  # the line says why; the arrow does not also move the value kept
                return
            self.take_typed()
            self.widen_to(self.value() + steps * self.singleStep())
        super().stepBy(steps)

    def widen_to(self, value: float) -> None:
        """Let the box hold ``value`` if it takes it (past the slider's track)."""
        if self.typed_low <= value < self.minimum():
            self.setMinimum(value)
        if self.maximum() < value <= self.typed_high:
            self.setMaximum(value)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.key() in (Qt.Key_Return, Qt.Key_Enter):
            self.take_typed()
        super().keyPressEvent(event)

    def focusOutEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self.take_typed()
        super().focusOutEvent(event)


class WholeBox(TypedBox):
    """A whole-number box outside the slider panel (the real storm's agents and capacity,
    Brooker's runs), typed as the panel's are: 5000 in a box that takes 1 to 50 is refused in
    a line naming it and the range (``refused``), never cut to 50 keystroke by keystroke."""

    whole = True  # (see TypedBox's class answers)

    def __init__(self, low: int, high: int, value: int, parent=None):
        super().__init__(low, high, whole=True, parent=parent)
        self.setDecimals(0)
        self.setRange(low, high)
        self.setValue(value)
        self.setKeyboardTracking(False)  # applied on Enter or leaving the box, as the panel's
        self.setCorrectionMode(QAbstractSpinBox.CorrectToNearestValue)

    def value(self) -> int:  # noqa: D102 - a whole number, as the QSpinBox it replaces gave
        return int(round(super().value()))


class RefusalLine(QLabel):
    """The line under a WholeBox (or beside its row) that says a typed value was refused; hidden
    while there is nothing to say. Connect a box's ``refused`` to ``say``."""

    def __init__(self, parent=None):
        super().__init__("", parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.PlainText)
        self.setStyleSheet(f"color: {palette.BLACK}; font-weight: bold;")
        self.hide()

    # A refusal said this recently was said by the click that asks for a run (5000 typed, no Enter,
    # then Run): that run waits, so the line is read before anything starts. A person who has read
    # the line and clicks again takes longer than this.
    FRESH_SECONDS = 0.5
    said_at = -math.inf

    def say(self, text: str) -> None:
        self.setText(text)
        self.setVisible(bool(text))
        if text:
            self.said_at = time.monotonic()
            bring_into_view(self)

    def holds_run(self) -> bool:
        """Whether a run asked for now waits: a value was refused by this very click (the storm and
        Brooker's study ran 200 agents under '5000 is too many', adversarial round r25e)."""
        return self.isVisible() and time.monotonic() - self.said_at < self.FRESH_SECONDS


def bring_into_view(line: QWidget) -> None:
    """Scroll the nearest scroll area so a line just shown is in sight: a refusal under a box near the
    foot of a long panel (Advanced open at 1366x768) was said below the visible part, and not seen."""
    area = line.parentWidget()
    while area is not None and not isinstance(area, QScrollArea):
        area = area.parentWidget()
    if area is not None:
        # After the layout has made room for the line, so its place is known.
        QTimer.singleShot(0, line, lambda: line.isVisible() and area.ensureWidgetVisible(line, 0, 8))
