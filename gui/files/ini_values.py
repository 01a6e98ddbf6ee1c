"""One rule for comments and quotes in the files people edit by hand:
``kiosk.ini`` and the lab's settings file (docs/museums.md, "Comments and
quotes").

- A line whose first character (after spaces) is ``;`` or ``#`` is a comment.
- Inside a line, ``;`` after a space or tab starts a comment (``pin = 1234 ; staff``).
- Anywhere else ``;`` and ``#`` are part of the value, so real folder names
  stay whole: ``/media/Year 5; Room 2`` and ``/media/Class #3``.
- A value in double quotes is kept whole, ``;`` and ``#`` and spaces included:
  ``export_folder = "/media/Year 5 ; Room 2"  ; the USB stick``.

Why ``#`` is never an inline comment: Qt writes a name such as ``Class # 3``
unquoted in the settings file, so reading `` #`` as a comment would cut the
lab's own values. Pure Python, no Qt.
"""

from __future__ import annotations

import re

# ``;`` with a space or tab before it (or at the very start of the value's text).
_INLINE_COMMENT = re.compile(r"(?:^|(?<=\s));")


def value_of(rest: str) -> str:
    """The value in ``rest``, the text after ``=``: unquoted, up to a comment, stripped;
    or the text between double quotes. ValueError (in words) for a quote never closed
    or words after the closing quote that are no comment."""
    text = rest.strip()
    if text.startswith('"'):
        # The closing quote is the first one after which only spaces and perhaps a comment follow,
        # so a name holding a quote ("Room "A"") is still kept whole.
        for end in (i for i, c in enumerate(text) if c == '"' and i > 0):
            after = text[end + 1:]
            if not after.strip() or re.match(r"\s+;", after):
                return text[1:end]
        if text.count('"') == 1:
            raise ValueError('a quote is opened but never closed: end the value with " too')
        raise ValueError("after the closing quote only a comment may follow (a space, then ;)")
    comment = _INLINE_COMMENT.search(rest)
    return (rest[:comment.start()] if comment else rest).strip()


def is_comment(line: str) -> bool:
    """The whole line is a comment (or empty)."""
    stripped = line.strip()
    return not stripped or stripped[0] in ";#"


def without_comment(line: str) -> str:
    """A line that is not ``name = value`` (a ``[section]``) without its comment, stripped."""
    comment = _INLINE_COMMENT.search(line)
    return (line[:comment.start()] if comment else line).strip()


def whole_names(text: str) -> dict[str, str]:
    """``section/key -> value`` for the settings-file lines whose value Qt would cut at a ``;`` the rule keeps
    (``folder=/media/Year 5; Room 2``). Plain texts only (no quote, backslash, comma or @: Qt reads those its
    own way); keys as Qt names them (``view/speed``, a General key alone)."""
    found = {}
    section = ""
    for line in text.splitlines():
        stripped = line.strip()
        if is_comment(stripped):
            continue
        if stripped.startswith("[") and stripped.endswith("]"):
            section = stripped[1:-1].strip()
            continue
        name, equals, rest = stripped.partition("=")
        name = name.strip()
        if not equals or ";" not in rest or rest.strip().startswith('"') or "%" in name:
            continue
        whole = value_of(rest)
        if ";" not in whole or any(c in whole for c in '"\\,') or whole.startswith("@"):
            continue
        found[name if section.lower() in ("", "general") else f"{section}/{name}"] = whole
    return found


def broken_quotes(text: str) -> list[int]:
    """The lines (from 1) whose value opens a quote it never closes (``rule="full-jitter``). Qt's reader
    takes everything after such a quote, the later lines and sections too, as that one value."""
    broken = []
    for number, line in enumerate(text.splitlines(), 1):
        key, equals, value = line.partition("=")
        if not equals or key.lstrip().startswith((";", "#", "[")):
            continue
        quoted, escaped = False, False
        for c in value:
            if escaped:
                escaped = False
            elif c == "\\":
                escaped = True
            elif c == '"':
                quoted = not quoted
        if quoted:
            broken.append(number)
    return broken


def repeated_in(text: str) -> list[str]:
    """'key scenario/base' and 'section [scenario]' for each one an INI text repeats."""
    seen_sections: set[str] = set()
    seen_keys: set[str] = set()
    twice: list[str] = []
    section = "General"
    for line in text.splitlines():
        line = line.strip()
        if not line or line[0] in ";#":
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip()
            if section in seen_sections and f"section [{section}]" not in twice:
                twice.append(f"section [{section}]")
            seen_sections.add(section)
        elif "=" in line:
            key = f"{section}/{line.split('=', 1)[0].strip()}" if section != "General" else line.split("=", 1)[0].strip()
            if key in seen_keys and f"key {key}" not in twice:
                twice.append(f"key {key}")
            seen_keys.add(key)
    return twice
