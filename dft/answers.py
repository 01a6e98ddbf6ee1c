"""Reading the API's answers: whether a timed call's answer is the page it
should be, Wirral's id from the list of local authorities, and how long a
busy API asked us to wait (Retry-After). Pure Python: no network library;
the answers come from dft/http_client.py."""

from __future__ import annotations

import email.utils
import json
import math
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC

from wallasey_lab.dft.options import MAX_RETRY_AFTER_S, WIRRAL_NAME, WIRRAL_ONS_CODE
from wallasey_lab.dft.records import CallRecord
from wallasey_lab.dft.words import one_line, status_words


@dataclass
class Answer:
    """What one GET brought back, or how it failed (``error``, one line)."""

    status: int | None = None
    headers: Mapping[str, str] = field(default_factory=dict)
    body: bytes = b""
    seconds: float | None = None
    error: str | None = None
    stopped: bool = False
    reached: bool = False  # the server answered something (a status line, even a broken one)
    response: object = None  # the open response while its body is read (to cut it off on abandon)


def parse_retry_after(value: str | None, *, now: float | None = None) -> float | None:
    """Seconds to wait from a Retry-After header (seconds or an HTTP date); None if absent or unreadable.

    The result is not capped here; a date in the past gives 0.
    """
    if value is None:
        return None
    text = value.strip()
    if not text:
        return None
    try:
        seconds = float(text)
    except ValueError:
        seconds = None
    if seconds is not None:
        return seconds if math.isfinite(seconds) and seconds >= 0 else None
    try:
        when = email.utils.parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError, OverflowError):  # a year of 20 digits overflows
        return None
    if when is None:
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    now = time.time() if now is None else now
    try:
        return max(0.0, when.timestamp() - now)
    except (OverflowError, OSError, ValueError):
        return None


def busy_wait(answer: Answer) -> tuple[float | None, float | None]:
    """(capped wait, asked wait) for a 429/503 with a readable Retry-After, else (None, None)."""
    if answer.status not in (429, 503):
        return None, None
    asked = parse_retry_after(answer.headers.get("Retry-After"))
    if asked is None:
        return None, None
    return min(asked, MAX_RETRY_AFTER_S), asked


def judge_aadf(index: int, answer: Answer) -> CallRecord:
    """The record of a timed call: good only for a 2xx JSON object with a 'data' list."""
    record = CallRecord(index=index, seconds=answer.seconds, status=answer.status, records=None,
                        bytes=len(answer.body), error=answer.error)
    if answer.error is not None:
        return record
    if answer.status is None or not 200 <= answer.status < 300:
        record.error = f"the API answered {status_words(answer.status)}" if answer.status else "no answer"
        return record
    try:
        body = json.loads(answer.body)
    except RecursionError:
        record.error = "the answer was JSON nested too deeply to read"
        return record
    except (ValueError, UnicodeDecodeError):
        start = answer.body[:40].decode("utf-8", "replace")
        record.error = f"the answer was not JSON (it began {one_line(start, 40)!r})" if start.strip() \
            else "the answer was empty, not JSON"
        return record
    if not isinstance(body, dict) or not isinstance(body.get("data"), list):
        kind = type(body).__name__ if not isinstance(body, dict) else "an object without a 'data' list"
        record.error = f"the answer was JSON but not the expected shape (got {kind}, wanted an object with a 'data' list)"
        return record
    record.records = len(body["data"])
    return record


def find_wirral(answer: Answer) -> tuple[int | None, str]:
    """(id, reason it failed) from a local-authorities answer."""
    if answer.error is not None:
        return None, answer.error
    if answer.status is None or not 200 <= answer.status < 300:
        return None, f"the API answered {status_words(answer.status)}" if answer.status else "no answer"
    try:
        body = json.loads(answer.body)
    except RecursionError:
        return None, "the list was JSON nested too deeply to read"
    except (ValueError, UnicodeDecodeError):
        return None, "the list was not JSON"
    if isinstance(body, dict) and isinstance(body.get("data"), list):  # in case it is ever paginated
        body = body["data"]
    if not isinstance(body, list):
        return None, "the list was not a JSON array"
    for item in body:
        if isinstance(item, dict) and str(item.get("ons_code", "")).strip().upper() == WIRRAL_ONS_CODE:
            la_id = item.get("id")
            if isinstance(la_id, int) and not isinstance(la_id, bool) and la_id > 0:
                return la_id, ""
            if isinstance(la_id, str) and la_id.strip().isdigit():
                return int(la_id), ""
            return None, f"{WIRRAL_NAME} was listed without a usable id ({la_id!r})"
    return None, f"{WIRRAL_NAME} ({WIRRAL_ONS_CODE}) was not in the list"
