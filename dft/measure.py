"""Time a handful of polite calls to the DfT road traffic API.

What is called: ``GET {base_url}/average-annual-daily-flow`` for Wirral's
2024 records, 100 to a page, first page, a few times one after another. Before
the timed calls, one untimed ``GET {base_url}/local-authorities`` confirms
Wirral's id (matched on ONS code E08000015); if that fails, id 84 is used.

How politely: one call at a time, a pause after each answer (2 s by default,
never under 1 s), at most 10 calls, a User-Agent that names the lab and where
to find it, TLS verification always on, and a 429 or 503 with Retry-After is
honoured (up to 60 s) before the next call. Nothing is ever retried in a loop.

The GUI calls :func:`measure` from a worker thread; ``should_stop`` lets it
cancel within a fraction of a second, even mid-answer or mid-wait. This module
never imports Qt, and ``core`` never imports it.

The parts it is made of: dft/http_client.py (the polite GET, the pauses, the
User-Agent), dft/answers.py (reading the answers: the page, Wirral's id,
Retry-After), dft/records.py (CallRecord, Measurement) and dft/words.py (the
lines people read). Their public names are importable from here too.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import UTC, datetime

import requests

from wallasey_lab.core.model.params import plain
from wallasey_lab.dft.answers import Answer, busy_wait, find_wirral, judge_aadf, parse_retry_after
from wallasey_lab.dft.http_client import StopCheck, fetch, sleep_unless_stopped, stop_checker, user_agent
from wallasey_lab.dft.options import (
    DEFAULT_BASE_URL,
    DEFAULT_CALLS,
    DEFAULT_PAUSE_S,
    DEFAULT_TIMEOUT_S,
    MAX_RETRY_AFTER_S,
    MIN_PAUSE_S,
    PAGE_SIZE,
    WIRRAL_FALLBACK_ID,
    WIRRAL_NAME,
    WIRRAL_ONS_CODE,
    YEAR,
    check_measure_options,
)
from wallasey_lab.dft.records import CallRecord, Measurement
from wallasey_lab.dft.words import describe_call, describe_failure, describe_summary, failure_reason, status_words

__all__ = [
    "DEFAULT_BASE_URL",
    "CallRecord",
    "Measurement",
    "check_measure_options",
    "describe_call",
    "describe_failure",
    "describe_summary",
    "failure_reason",
    "measure",
    "parse_retry_after",
    "user_agent",
]


def aadf_params(local_authority_id: int) -> list[tuple[str, str]]:
    """The query of a timed call, in the order the DfT's own links use."""
    return [
        ("filter[local_authority_id]", str(local_authority_id)),
        ("filter[year]", str(YEAR)),
        ("page[size]", str(PAGE_SIZE)),
        ("page[number]", "1"),
    ]


def asked_wait(seconds: float) -> str:
    """A wait a server asked for, in digits as the lab writes numbers: Retry-After: 99999999999999999999999
    was said as "1e+23 s", and a header of 300 digits would be 300 digits long."""
    digits = plain(seconds)
    return f"{digits} s" if len(digits) <= 24 else f"a wait of {len(digits.split('.')[0]):,} digits in seconds"


def measure(
    base_url: str = DEFAULT_BASE_URL,
    calls: int = DEFAULT_CALLS,
    pause: float = DEFAULT_PAUSE_S,
    timeout: float = DEFAULT_TIMEOUT_S,
    *,
    should_stop: StopCheck | threading.Event | None = None,
    on_call: Callable[[int, int, CallRecord], None] | None = None,
    on_status: Callable[[str], None] | None = None,
    session: requests.Session | None = None,
    _min_pause: float = MIN_PAUSE_S,
) -> Measurement:
    """Time ``calls`` polite calls for Wirral's 2024 records; never raises for network trouble.

    Raises ValueError (one line) for bad options. ``should_stop`` (a callable
    or threading.Event) is checked every 0.05 s, so a cancel ends the run
    within a fraction of a second and the returned Measurement has
    ``cancelled=True``. ``on_call(index, total, record)`` is called after each
    timed call (index from 1), ``on_status(text)`` with one plain-words line
    for the look-up, each pause and each wait the API asks for. Callbacks run
    on the calling thread. ``_min_pause`` is for tests against a stand-in
    server only.
    """
    base_url, calls, pause, timeout = check_measure_options(base_url, calls, pause, timeout, _min_pause=_min_pause)
    stop = stop_checker(should_stop)
    status = on_status or (lambda text: None)
    own_session = session is None
    if own_session:
        session = requests.Session()
    headers = {"User-Agent": user_agent(calls), "Accept": "application/json"}
    result = Measurement(base_url=base_url, local_authority_id=WIRRAL_FALLBACK_ID, calls=[],
                         started_at=datetime.now(UTC).isoformat(timespec="seconds"), planned_calls=calls)

    def pause_after(answer: Answer, next_what: str) -> bool:
        """Wait the pause, or longer if the API asked; False if told to stop."""
        wait, asked = busy_wait(answer)
        if wait is not None and wait > pause:
            capped = f" (it asked for {asked_wait(asked)}; {MAX_RETRY_AFTER_S:g} s is the most we wait)" if asked > wait else ""
            status(f"The API is busy ({status_words(answer.status)}): waiting {wait:g} s as it asked "
                   f"before {next_what}{capped}.")
            seconds = wait
        else:
            status(f"Pausing {pause:g} s before {next_what}.")
            seconds = pause
        return sleep_unless_stopped(seconds, stop)

    try:
        # 1. Confirm Wirral's id (not timed).
        status(f"Looking up {WIRRAL_NAME} ({WIRRAL_ONS_CODE}) in the API's list of local authorities.")
        answer = fetch(session, f"{base_url}/local-authorities", None, headers, timeout, stop)
        if answer.stopped or stop():
            result.cancelled = True
            result.local_authority_note = "Stopped during the look-up."
            status("Stopped.")
            return result
        la_id, why = find_wirral(answer)
        if la_id is not None:
            result.local_authority_id = la_id
            result.local_authority_confirmed = True
            result.local_authority_note = f"{WIRRAL_NAME} is local authority {la_id} in the API's list."
        else:
            result.local_authority_note = (f"Could not confirm {WIRRAL_NAME}'s id, so using {WIRRAL_FALLBACK_ID}: "
                                           f"{why}.")
        status(result.local_authority_note)
        unreachable = not answer.reached and not answer.stopped  # the look-up never reached the server
        # Be polite after any answer the server actually gave.
        if answer.status is not None and not pause_after(answer, f"call 1 of {calls}"):
            result.cancelled = True
            status("Stopped.")
            return result

        # 2. The timed calls, one at a time.
        url = f"{base_url}/average-annual-daily-flow"
        params = aadf_params(result.local_authority_id)
        for index in range(1, calls + 1):
            if stop():
                result.cancelled = True
                break
            answer = fetch(session, url, params, headers, timeout, stop)
            record = judge_aadf(index, answer)
            wait, asked = busy_wait(answer)
            if wait is not None:
                record.retry_after = wait
                record.error = f"the API said it is busy ({status_words(answer.status)}) and asked us to wait {asked_wait(asked)}"
            if answer.stopped:
                record.error = "stopped before the answer was complete"
                result.calls.append(record)
                result.cancelled = True
                if on_call:
                    on_call(index, calls, record)
                break
            result.calls.append(record)
            if on_call:
                on_call(index, calls, record)
            if unreachable and not answer.reached and not result.succeeded and index < calls:
                # The look-up and this call both failed to reach the server:
                # offline, more calls would only make the learner wait.
                left = calls - index
                status("No connection twice in a row, so " + ("the last call is skipped." if left == 1 else
                                                              f"the other {left} calls are skipped."))
                break
            if index < calls and not pause_after(answer, f"call {index + 1} of {calls}"):
                result.cancelled = True
                break
        if result.cancelled:
            status("Stopped.")
        return result
    finally:
        if own_session:
            session.close()
