"""Limits and checks for timing the DfT road traffic API.

Kept apart from ``dft.measure`` so the command line can check its options
without importing ``requests``. Pure Python: no Qt, no network.
"""

from __future__ import annotations

import math
import re
from urllib.parse import urlsplit

from wallasey_lab.core.model.params import as_written, exponent_words, shown_value, written_number, written_within

DEFAULT_BASE_URL = "https://roadtraffic.dft.gov.uk/api"

DEFAULT_CALLS = 5
MIN_CALLS = 1
MAX_CALLS = 10

DEFAULT_PAUSE_S = 2.0
MIN_PAUSE_S = 1.0  # never less between calls to a real service
MAX_PAUSE_S = 60.0

DEFAULT_TIMEOUT_S = 10.0
MAX_TIMEOUT_S = 60.0

MAX_RETRY_AFTER_S = 60.0  # a Retry-After longer than this is cut to this
MAX_BODY_BYTES = 5 * 1024 * 1024  # "5 MB"
MAX_BODY_TEXT = "5 MB"

# Wirral, as far as the DfT's API is concerned.
WIRRAL_NAME = "Wirral"
WIRRAL_ONS_CODE = "E08000015"
WIRRAL_FALLBACK_ID = 84  # believed, from a third-party copy of the DfT's tables
YEAR = 2024
PAGE_SIZE = 100

# What the simulation uses when nothing could be measured (the seed story).
PUBLISHED_MEDIAN_S = 1.07


# The user information of an address (``http://user:secret@host``), up to the last @ before the path;
# also in a mistyped one (``http:/user:secret@``, ``http//user:secret@``, ``user:secret@host``).
_USERINFO = re.compile(r"(?P<scheme>(?:[A-Za-z][A-Za-z0-9+.-]*:(?=/))?/*)(?P<info>[^/?#\s]*)@")


def hide_password(text: str) -> str:
    """``text`` with the password of every address in it shown as ``***`` (``http://user:***@host``),
    and a name with no password too (it may be a token): what is printed or logged never holds it."""

    def hidden(match: re.Match) -> str:
        user, colon, _secret = match["info"].partition(":")
        if colon:
            return f"{match['scheme']}{user}:***@"
        # A name alone after a scheme may be a token; a plain name@place with no address around it is left.
        return f"{match['scheme']}***@" if match["scheme"] else match[0]

    if "@" not in text:
        return text
    # Word by word (a match never spans a space), and only the words with an @: on a long word with none,
    # such as `--answer-samples` with thousands of times, the pattern tried every start to the word's end,
    # quadratic: 25,000 samples held wallasey-sim for minutes before it logged its command line.
    return "".join(_USERINFO.sub(hidden, word) if "@" in word else word for word in _SPACES.split(text))


_SPACES = re.compile(r"(\s+)")


def _as_number(value, what: str, low: float, high: float, *, low_inclusive: bool = True) -> float:
    """``value`` (typed text, or a number from the window) if it lies in the range; text is checked
    as written (60.0000001 is above 60, never rounded into range; digits 0 to 9 only) and quoted so."""
    if isinstance(value, bool):
        raise ValueError(f"must be {what}, got {value!r}")
    if isinstance(value, str):
        try:
            written = written_number(value)
        except ValueError as e:
            why = "" if str(e) == "not a number" else f" ({e})"
            raise ValueError(f"must be {what}, got {shown_value(value)}{why}") from None
        number = float(written)
        inside = written_within(written, low, high, low_inclusive=low_inclusive)
        shown = as_written(value)
    else:
        try:
            number = float(value)
        except (TypeError, ValueError):
            raise ValueError(f"must be {what}, got {value!r}") from None
        if not math.isfinite(number):
            raise ValueError(f"must be {what}, got {value!r}")
        inside, shown = True, f"{number:g}"
    if not inside or (number < low if low_inclusive else number <= low) or number > high:
        word = "from" if low_inclusive else "above"
        raise ValueError(f"must be {word} {low:g} up to {high:g} seconds, got {shown}")
    return number


def check_base_url(value) -> str:
    """The base URL without a trailing slash; ValueError (the reason, no name) if not http(s)."""
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"must be an http:// or https:// address, got {value!r}")
    text = value.strip()
    shown = repr(hide_password(value))  # an error never shows the password; repr shows \n, ESC, tab escaped
    # A line break or ESC would be printed raw on the terminal and in the log; a space or tab is no address.
    if any(c.isspace() or not c.isprintable() for c in value.strip(" ")):
        raise ValueError(f"must be an address without spaces, tabs or control characters, got {shown}")
    try:
        parts = urlsplit(text)
    except ValueError:
        raise ValueError(f"must be an http:// or https:// address, got {shown}") from None
    try:
        port = parts.port
    except ValueError:  # not a number, or past 65535
        port = 0
    if port == 0:
        host_port = parts.netloc.rpartition("@")[2]
        said = host_port.rpartition("]")[2].partition(":")[2] if "]" in host_port else host_port.rpartition(":")[2]
        raise ValueError(f"must have a port from 1 to 65535, got {said!r} in {shown}")
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        raise ValueError(f"must be an http:// or https:// address, got {shown}")
    if parts.query or parts.fragment:
        raise ValueError(f"must be a plain address without ?query or #fragment, got {shown}")
    if ":" not in parts.hostname:  # a name or an IPv4 address; [IPv6] is checked by urlsplit
        try:
            parts.hostname.encode("idna")  # what the HTTP library does: an empty or 64-letter part fails there
        except UnicodeError:
            # Said up front: at call time it was "the call failed (LocationParseError)", after the look-up.
            raise ValueError("must have a host name whose parts between the dots are each 1 to 63 letters "
                             f"long, got {shown}") from None
    return text.rstrip("/")


_WHOLE = re.compile(r"([+-]?)([0-9]+)")


def check_calls(value) -> int:
    number = None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, float) and value.is_integer():
        number = int(value)
    elif isinstance(value, str) and (whole := _WHOLE.fullmatch(value.strip())):
        # 0-9 only (int() would read Arabic-Indic or full-width digits too), one sign at most ("+-5" is no
        # number), and never int() of thousands of digits (Python refuses past 4,300): far out of range.
        sign, digits = whole.group(1), whole.group(2).lstrip("0") or "0"
        number = int(sign + digits) if len(digits) <= 9 else (MIN_CALLS - 1 if sign == "-" else MAX_CALLS + 1)
    if number is None:
        exponent = exponent_words(value) if isinstance(value, str) else None  # the lab's one rule: digits
        why = f" ({exponent})" if exponent else ""
        shown = shown_value(value) if isinstance(value, str) else repr(value)
        raise ValueError(f"must be a whole number from {MIN_CALLS} to {MAX_CALLS}, got {shown}{why}")
    if not MIN_CALLS <= number <= MAX_CALLS:
        shown = as_written(value) if isinstance(value, str) else f"{number}"
        raise ValueError(f"must be from {MIN_CALLS} to {MAX_CALLS}, got {shown}")
    return number


def check_pause(value, *, min_pause: float = MIN_PAUSE_S) -> float:
    return _as_number(value, f"a number of seconds from {min_pause:g} up to {MAX_PAUSE_S:g}", min_pause, MAX_PAUSE_S)


def check_timeout(value) -> float:
    return _as_number(value, f"a number of seconds above 0 up to {MAX_TIMEOUT_S:g}", 0.0, MAX_TIMEOUT_S,
                      low_inclusive=False)


def check_measure_options(base_url=DEFAULT_BASE_URL, calls=DEFAULT_CALLS, pause=DEFAULT_PAUSE_S,
                          timeout=DEFAULT_TIMEOUT_S, *, _min_pause: float = MIN_PAUSE_S) -> tuple[str, int, float, float]:
    """Check the options; return them cleaned (base URL without trailing slash).

    Raises ValueError with one line naming the option, the value and what is
    allowed. ``_min_pause`` is for tests only (a stand-in server on this
    machine); the command line never lowers it.
    """
    checked = []
    for name, check, value in (
        ("base_url", check_base_url, base_url),
        ("calls", check_calls, calls),
        ("pause", lambda v: check_pause(v, min_pause=_min_pause), pause),
        ("timeout", check_timeout, timeout),
    ):
        try:
            checked.append(check(value))
        except ValueError as e:
            raise ValueError(f"{name} {e}") from None
    return tuple(checked)  # type: ignore[return-value]
