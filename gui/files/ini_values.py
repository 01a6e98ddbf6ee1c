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
