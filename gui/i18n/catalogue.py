"""The catalogues (resources/i18n/wallasey_<code>.ts) made from the word modules.

No Qt here. Every text the window shows lives in resources/strings.py or a
resources/*_words.py module, as plain constants: strings, and dicts and
tuples of them. Each text becomes one catalogue entry:

    context        the module's name ("strings", "class_round_words")
    source         the English text
    comment        where it lives: the constant and the keys inside it
                   ("SLIDER/agents/0"), so one English text used in two
                   places can be translated two ways (Qt's disambiguation)

A `Counted` pair (resources/strings.py) is one numerus entry: the
translator gives as many forms as the language's plural rule has.

pyside6-lupdate is not used to extract them: it reads only literal tr() /
translate() / QT_TRANSLATE_NOOP calls, and marking every one of strings.py's
constants (a file seven people edit at once) would put a call on every line.
This module imports the word modules instead, so a word added there is in the
next `make translations` with no marking at all. It writes the same TS 2.1
XML lupdate writes (Qt Linguist opens it, pyside6-lrelease compiles it),
keeps every translation already made, marks new and changed texts
unfinished, and keeps texts that left strings.py as "vanished" (Linguist
shows them greyed, lrelease leaves them out).

    python -m wallasey_lab.gui.i18n.catalogue update   # what `make translations` runs
    python -m wallasey_lab.gui.i18n.catalogue check    # the same checks as the tests
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import shutil
import string
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from wallasey_lab.gui.i18n.codes import IN_PROGRESS, PSEUDO, SHIPPED, shipped_folder
from wallasey_lab.gui.i18n.qt_own import qt_entries
from wallasey_lab.resources import strings

FOLDER = shipped_folder()
# What lrelease reads for the plural rule (a pseudo-language counts as English).
TS_LANGUAGE = {"en-XA": "en", "ar-XB": "en", "cy": "cy_GB", "pl": "pl_PL", "ur": "ur_PK"}
# Qt's own entry: a catalogue whose translation of it is "RTL" lays the window out right to left.
DIRECTION_CONTEXT, DIRECTION_SOURCE = "QGuiApplication", "QT_LAYOUT_DIRECTION"
DIRECTION_NOTE = "Type RTL if the language is written right to left (Urdu, Arabic, Hebrew), else LTR."

# A catalogue with every entry empty and no language: the start of a new language (docs/translating.md).
TEMPLATE = "template"
# Qt's own placeholders, which Qt fills in after translation: %n (a counted entry's number),
# %1..%99 and %L1 (QString.arg), %p, %v and %m (a progress bar's format: "%p%" is "42%").
QT_PLACEHOLDER = r"%L?n|%L?\d{1,2}|%[pvm]"
PLACEHOLDER = re.compile(r"\{[^{}]*\}|" + QT_PLACEHOLDER)


@dataclass(frozen=True)
class Entry:
    context: str
    source: str
    comment: str
    numerus: bool = False
    note: str = ""  # shown to the translator (the English singular of a counted sentence)
    one: str = ""  # a counted sentence's English form for one


@dataclass
class Translation:
    forms: list[str] = field(default_factory=list)
    kind: str = "unfinished"  # "" when finished, "unfinished", "vanished"
    oldsource: str = ""


def word_modules() -> list:
    """resources/strings.py and every resources/*_words.py, found afresh each time."""
    import wallasey_lab.resources as resources

    names = ["strings"] + sorted(m.name for m in pkgutil.iter_modules(resources.__path__) if m.name.endswith("_words"))
    return [importlib.import_module(f"wallasey_lab.resources.{n}") for n in names]


def context_of(module) -> str:
    return module.__name__.rsplit(".", 1)[-1]


def _walk(value, path: str):
    """(path, text or Counted) for every translatable text inside a constant."""
    if isinstance(value, strings.Counted):
        yield path, value
    elif isinstance(value, str):
        if any(c.isalpha() for c in value):  # " s", "/s" are units and translatable; "", ", " are not
            yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _walk(item, f"{path}/{key}")
    elif isinstance(value, (tuple, list)):
        for i, item in enumerate(value):
            yield from _walk(item, f"{path}/{i}")


def is_labelled_numbers(value) -> bool:
    """A dict of numbers keyed by words a person reads ({"Slow": 1.0, "Normal": 2.0}):
    its keys are the texts to translate."""
    return (isinstance(value, dict) and bool(value) and all(isinstance(k, str) for k in value)
            and all(isinstance(v, (int, float)) for v in value.values()) and any(any(c.isalpha() for c in k) for k in value))


def key_names(module) -> dict[str, str]:
    """{key text: its catalogue comment} for the keys of labelled-number dicts. A
    constant naming one of them (as DOOR_SPEED_DEFAULT = "Normal" once did) is that same entry,
    so a translation can never make it name no key."""
    found: dict[str, str] = {}
    for name, value in vars(module).items():
        if name.isupper() and is_labelled_numbers(value):
            for key in value:
                # "Slow", "Instant", and a speed "5x" (Urdu writes "5 گنا"; the code reads its box by position)
                if sum(c.isalpha() for c in key) >= 3 or re.fullmatch(r"\d+x", key):
                    found.setdefault(key, f"{name}/{key}")
    return found


def translatable_names(module) -> list[str]:
    """The module's word constants: UPPER_CASE names holding texts."""
    return [n for n, v in vars(module).items()
            if n.isupper() and not n.startswith("_") and isinstance(v, (str, dict, tuple, list))]


def entries() -> list[Entry]:
    out, seen = [], set()
    for module in word_modules():
        context = context_of(module)
        keys = key_names(module)
        for key, path in keys.items():
            seen.add((context, key, path))
            out.append(Entry(context, key, path))
        for name in translatable_names(module):
            value = getattr(module, name)
            if is_labelled_numbers(value) or (isinstance(value, str) and value in keys):
                continue  # its words are the keys' entries above
            for path, text in _walk(value, name):
                if isinstance(text, strings.Counted):
                    entry = Entry(context, text.many, path, numerus=True, note=f"English for one: {text.one}", one=text.one)
                else:
                    entry = Entry(context, text, path)
                if (context, entry.source, path) not in seen:
                    seen.add((context, entry.source, path))
                    out.append(entry)
    # Qt's own words the lab shows (a dialog's buttons, Save as, a text box's menu): under Qt's context.
    out.extend(Entry(context, source, comment, note=note) for context, source, comment, note in qt_entries())
    return out


def placeholders(text: str) -> list[str]:
    return sorted(PLACEHOLDER.findall(text))


def _formats(text: str) -> bool:
    """Whether str.format can read ``text``'s braces at all (no lone "}", no "{" left open)."""
    try:
        list(string.Formatter().parse(text))
    except ValueError:
        return False
    return True


def placeholders_differ(english: str, translation: str) -> str | None:
    """Why a translation cannot stand in for its English (a placeholder the English has not,
    one missing, another format spec or index, braces str.format cannot read), or None.
    The catalogues' check and the window's own fallback (gui/i18n/words.py) both use it."""
    if translation == english:
        return None
    want, have = placeholders(english), placeholders(translation)
    if have != want:
        return f"placeholders {have} in the translation, {want} in the English"
    if _formats(english) and not _formats(translation):
        return "braces that cannot be filled in (a lone '{' or '}')"
    return None


# ------------------------------------------------------------------ pseudo-languages

ACCENTS = str.maketrans("AaCcDdEeGgHhIiJjKkLlNnOoRrSsTtUuWwYyZz",
                        "ÂâÇçÐðÉéĜĝĤĥÎîĴĵĶķĻļÑñÖöŘřŠšŢţÛûŴŵÝýŽž")
RTL_LETTERS = str.maketrans("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
                            "ɐqɔpǝɟƃɥᴉɾʞlɯuodbɹsʇnʌʍxʎz∀ꓭƆꓷƎℲ⅁HIſꓘ˥WNOԀΌꓤS⊥∩ΛMX⅄Z")
MARKUP = r"\{[^{}]*\}|<[^>]*>|&[#\w]+;|" + QT_PLACEHOLDER
PAD = " ōñē ţŵō ţĥŕēē ƒōũŕ ƒīvē šīx šēvēñ ēīĝĥţ ñīñē ţēñ"


def _outside_markup(text: str, change) -> str:
    """``change`` applied to the words only: placeholders, HTML tags and entities stay."""
    parts = re.split(f"({MARKUP})", text)
    return "".join(p if i % 2 else change(p) for i, p in enumerate(parts))


def visible(text: str) -> str:
    """The text a person reads: without placeholders, HTML tags and entities."""
    return re.sub(MARKUP, "", text)


def pseudo_long(text: str, grow: float | None = None) -> str:
    """About 40 % longer (short labels more), accented, in brackets: a layout
    that survives it survives real languages. ``grow``: one growth for every
    text instead (benchmarks/expansion_fit.py looks for the most that fits)."""
    core = text.strip()
    if core != text:  # " s", " calls/s": the space stays outside the brackets
        lead, trail = text[:len(text) - len(text.lstrip())], text[len(text.rstrip()):]
        return lead + pseudo_long(core, grow) + trail
    shown = len(visible(text))
    if grow is None:
        grow = 0.4 if shown > 20 else 0.8 if shown > 8 else 1.2
    extra = max(0 if grow == 0 else 2, round(shown * grow))
    accented = _outside_markup(text, lambda p: p.translate(ACCENTS))
    pad = (PAD * (extra // len(PAD) + 1))[:extra].rstrip()
    if grow == 0:
        return accented
    return f"[{accented}{pad}]"


def _rtl_words(part: str) -> str:
    """Turned letters, a right-to-left mark either side of each space, and the back arrow
    pointing right. The turned letters are left-to-right letters: without the marks a
    line's words and symbols (a legend's "● grey: waiting") would run left to right inside
    the right-to-left line; with them each word takes its place as an Urdu word does."""
    turned = part.translate(RTL_LETTERS).replace("◀", "▶")  # back, in a right-to-left language
    return re.sub(r"[ \u00a0]+", lambda m: f"\u200f{m.group(0)}\u200f", turned)  # no-break spaces too ("9 of 30")


def pseudo_rtl(text: str) -> str:
    """Right-to-left marks around turned letters: the window lays itself out
    right to left, as in Urdu, and no English is left readable."""
    core = text.strip()
    if core and core != text:
        # A unit's space (" s", " calls/s" after a box's number) stays outside the embedding:
        # inside it, a left-to-right box drew it after the unit ("20calls/s ").
        lead, trail = text[:len(text) - len(text.lstrip())], text[len(text.rstrip()):]
        return lead + pseudo_rtl(core) + trail
    return "\u202b" + _outside_markup(text, _rtl_words) + "\u202c"


def pseudo(code: str, text: str) -> str:
    return pseudo_long(text) if PSEUDO[code] == "long" else pseudo_rtl(text)


# ------------------------------------------------------------------ .ts read and write

def ts_path(code: str) -> Path:
    return FOLDER / f"wallasey_{code}.ts"


def qm_path(code: str) -> Path:
    return FOLDER / f"wallasey_{code}.qm"


def read_ts(path: Path) -> tuple[dict[tuple[str, str, str], Translation], dict]:
    """{(context, source, comment): Translation} and the root's attributes."""
    found: dict[tuple[str, str, str], Translation] = {}
    if not path.exists():
        return found, {}
    root = ET.parse(path).getroot()
    for ctx in root.iter("context"):
        context = ctx.findtext("name", "")
        for msg in ctx.iter("message"):
            t = msg.find("translation")
            forms = [f.text or "" for f in t.iter("numerusform")] if msg.get("numerus") == "yes" else [t.text or ""]
            found[(context, msg.findtext("source", ""), msg.findtext("comment", ""))] = Translation(
                forms, t.get("type", ""), msg.findtext("oldsource", ""))
    return found, dict(root.attrib)


def direction_entry() -> Entry:
    return Entry(DIRECTION_CONTEXT, DIRECTION_SOURCE, "", note=DIRECTION_NOTE)


def merged(code: str, wanted: list[Entry], old: dict) -> dict[Entry, Translation]:
    """Each wanted entry with its translation: kept, carried over from a changed
    English text (unfinished, with the old source), made (pseudo), or new."""
    by_comment = {(c, cm): (s, t) for (c, s, cm), t in old.items() if t.kind != "vanished"}
    out: dict[Entry, Translation] = {}
    for e in wanted:
        if code in PSEUDO:
            if e.source == DIRECTION_SOURCE:
                out[e] = Translation(["RTL" if PSEUDO[code] == "rtl" else "LTR"], "")
            else:
                forms = [pseudo(code, e.one), pseudo(code, e.source)] if e.numerus else [pseudo(code, e.source)]
                out[e] = Translation(forms, "")
            continue
        kept = old.get((e.context, e.source, e.comment))
        if kept is not None:
            out[e] = Translation(kept.forms, "unfinished" if kept.kind == "vanished" else kept.kind, kept.oldsource)
        elif e.comment and (e.context, e.comment) in by_comment:
            source, was = by_comment[(e.context, e.comment)]
            out[e] = Translation(was.forms, "unfinished", source)  # the English changed: look again
        else:
            out[e] = Translation([], "unfinished")
    wanted_keys = {(e.context, e.source, e.comment) for e in wanted}
    for (c, s, cm), t in old.items():
        if (c, s, cm) not in wanted_keys and code not in PSEUDO and any(t.forms):
            out[Entry(c, s, cm)] = Translation(t.forms, "vanished", t.oldsource)
    return out


def write_ts(path: Path, code: str, items: dict[Entry, Translation], attrs: dict) -> None:
    root = ET.Element("TS", {"version": "2.1", "language": TS_LANGUAGE.get(code, code.replace("-", "_")),
                             "sourcelanguage": "en"})
    if code == TEMPLATE:
        del root.attrib["language"]  # the translator sets it (Edit > Translation File Settings)
    contexts: dict[str, ET.Element] = {}
    for e, t in items.items():
        ctx = contexts.get(e.context)
        if ctx is None:
            ctx = contexts[e.context] = ET.SubElement(root, "context")
            ET.SubElement(ctx, "name").text = e.context
        msg = ET.SubElement(ctx, "message", {"numerus": "yes"} if e.numerus else {})
        ET.SubElement(msg, "source").text = e.source
        if t.oldsource:
            ET.SubElement(msg, "oldsource").text = t.oldsource
        if e.comment:
            ET.SubElement(msg, "comment").text = e.comment
        if e.note:
            ET.SubElement(msg, "extracomment").text = e.note
        tr = ET.SubElement(msg, "translation", {"type": t.kind} if t.kind else {})
        if e.numerus:
            for form in (t.forms or [""]) if t.kind != "unfinished" or t.forms else [""]:
                ET.SubElement(tr, "numerusform").text = form
        else:
            tr.text = t.forms[0] if t.forms else ""
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def update(code: str) -> None:
    old, attrs = read_ts(ts_path(code))
    write_ts(ts_path(code), code, merged(code, [direction_entry(), *entries()], old), attrs)


# ------------------------------------------------------------------ checks

def problems(code: str, path: Path | None = None) -> list[str]:
    """What is wrong with a catalogue, one line each: stale, unfinished (a shipped
    language), a translation whose placeholders differ from the English."""
    path = path or ts_path(code)
    if not path.exists():
        return [f"{path.name} is missing: run make translations"]
    found, _attrs = read_ts(path)
    out = []
    for e in [direction_entry(), *entries()]:
        t = found.get((e.context, e.source, e.comment))
        if t is None or t.kind == "vanished":
            out.append(f"{path.name}: stale, no entry for {e.comment or e.source!r} ({e.source[:50]!r}): run make translations")
            continue
        if t.kind == "unfinished" and code in SHIPPED:
            out.append(f"{path.name}: unfinished entry {e.comment or e.source} ({e.source[:50]!r})")
        if t.kind == "unfinished" and not any(t.forms):
            continue
        for form in t.forms:
            why = placeholders_differ(e.source, form) if form else None
            if why:
                out.append(f"{path.name}: {e.comment}: {why}")
    return out


def lrelease() -> str:
    """pyside6-lrelease beside this Python (the venv's), else on the PATH."""
    here = Path(sys.executable).with_name("pyside6-lrelease")
    found = str(here) if here.exists() else shutil.which("pyside6-lrelease")
    if not found:
        raise SystemExit("pyside6-lrelease is not installed (it comes with PySide6-Essentials)")
    return found


def compile_qm(code: str, target: Path | None = None) -> Path:
    target = target or qm_path(code)
    subprocess.run([lrelease(), "-silent", "-nounfinished", str(ts_path(code)), "-qm", str(target)], check=True)
    return target


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    what = argv[0] if argv else "update"
    codes = (*SHIPPED, *IN_PROGRESS, TEMPLATE)
    if what == "update":
        FOLDER.mkdir(parents=True, exist_ok=True)
        for code in codes:
            update(code)
            if code in SHIPPED:
                compile_qm(code)
            print(f"{ts_path(code).relative_to(FOLDER.parents[1])}: {len(entries()) + 1} entries")
        return 0
    if what == "check":
        found = [p for code in codes for p in problems(code)]
        print("\n".join(found[:40]) or "the catalogues are up to date")
        return 1 if found else 0
    print("usage: python -m wallasey_lab.gui.i18n.catalogue update|check", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
