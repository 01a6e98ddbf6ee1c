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
"""

from __future__ import annotations

import email.utils
import http
import http.client
import json
import math
import statistics
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from urllib.parse import urlsplit

import requests

from wallasey_lab.dft.options import (
    DEFAULT_BASE_URL,
    DEFAULT_CALLS,
    DEFAULT_PAUSE_S,
    DEFAULT_TIMEOUT_S,
    MAX_BODY_BYTES,
    MAX_BODY_TEXT,
    MAX_RETRY_AFTER_S,
    MIN_PAUSE_S,
    PAGE_SIZE,
    PUBLISHED_MEDIAN_S,
    WIRRAL_FALLBACK_ID,
    WIRRAL_NAME,
    WIRRAL_ONS_CODE,
    YEAR,
    check_measure_options,
)

__all__ = [
    "DEFAULT_BASE_URL",
    "CallRecord",
    "Measurement",
    "check_measure_options",
    "describe_failure",
    "describe_summary",
    "failure_reason",
    "measure",
    "parse_retry_after",
    "user_agent",
]

APP_TOKEN = "WallaseyRetryLab"
HOMEPAGE = "https://github.com/wallasey-lab/retry-lab"
FALLBACK_VERSION = "0.1.0"
SLICE_S = 0.05  # how often waits look at should_stop
CHUNK_BYTES = 64 * 1024

StopCheck = Callable[[], bool]


def app_version() -> str:
    try:
        from importlib.metadata import PackageNotFoundError, version

        return version("wallasey-retry-lab")
    except (ImportError, PackageNotFoundError, ValueError):
        return FALLBACK_VERSION


def user_agent(calls: int) -> str:
    return f"{APP_TOKEN}/{app_version()} (+{HOMEPAGE}; classroom timing, {calls} calls)"


def aadf_params(local_authority_id: int) -> list[tuple[str, str]]:
    """The query of a timed call, in the order the DfT's own links use."""
    return [
        ("filter[local_authority_id]", str(local_authority_id)),
        ("filter[year]", str(YEAR)),
        ("page[size]", str(PAGE_SIZE)),
        ("page[number]", "1"),
    ]


# --------------------------------------------------------------------------- records


@dataclass
class CallRecord:
    """One timed call.

    ``seconds``: from sending the request to the last byte of the body (for a
    failed call, until it failed; None if it was never sent). ``status``: the
    HTTP status, None when no answer came. ``records``: items in ``data``.
    ``bytes``: body size as read (after any compression is undone).
    ``error``: None for a good call, else one line in plain words.
    """

    index: int
    seconds: float | None
    status: int | None
    records: int | None
    bytes: int
    error: str | None
    retry_after: float | None = None  # seconds the API asked us to wait (already capped)

    @property
    def ok(self) -> bool:
        return self.error is None

    def to_json(self) -> dict:
        return {
            "seconds": None if self.seconds is None else round(self.seconds, 4),
            "status": self.status,
            "records": self.records,
            "bytes": self.bytes,
            "error": self.error,
        }


@dataclass
class Measurement:
    base_url: str
    local_authority_id: int
    calls: list[CallRecord]
    started_at: str
    planned_calls: int = DEFAULT_CALLS
    local_authority_confirmed: bool = False
    local_authority_note: str = ""
    cancelled: bool = False

    @property
    def ok_seconds(self) -> list[float]:
        return [c.seconds for c in self.calls if c.ok and c.seconds is not None]

    @property
    def succeeded(self) -> bool:
        return bool(self.ok_seconds)

    @property
    def median(self) -> float | None:
        s = self.ok_seconds
        return statistics.median(s) if s else None

    @property
    def min(self) -> float | None:
        s = self.ok_seconds
        return min(s) if s else None

    @property
    def max(self) -> float | None:
        s = self.ok_seconds
        return max(s) if s else None

    def to_json(self) -> dict:
        def r(v):
            return None if v is None else round(v, 4)

        return {
            "base_url": self.base_url,
            "local_authority_id": self.local_authority_id,
            "started_at": self.started_at,
            "calls": [c.to_json() for c in self.calls],
            "median": r(self.median),
            "min": r(self.min),
            "max": r(self.max),
        }


# --------------------------------------------------------------------------- plain words


def _one_line(text: str, limit: int = 200) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _where(url: str) -> str:
    parts = urlsplit(url)
    host = parts.hostname or url
    if parts.port:
        return f"{host}:{parts.port}"
    return host


def _status_words(status: int) -> str:
    try:
        return f"{status} {http.HTTPStatus(status).phrase}"
    except ValueError:
        return str(status)


def _protocol_words(exc: BaseException) -> str | None:
    """Words for an answer that was not proper HTTP (http.client refused it), or None."""
    seen = set()
    stack = [exc]
    while stack:
        e = stack.pop()
        if id(e) in seen or e is None:
            continue
        seen.add(id(e))
        if isinstance(e, http.client.LineTooLong):
            return "sent an answer with a header line too long to read (not a proper HTTP answer)"
        if isinstance(e, (http.client.BadStatusLine, http.client.UnknownProtocol)):
            return "did not answer in HTTP (its first line was not an HTTP status line)"
        if isinstance(e, http.client.HTTPException):
            text = str(e)
            if "headers" in text:
                return "sent too many headers to read (not a proper HTTP answer)"
            return f"sent an answer that is not proper HTTP ({_one_line(text, 60)})"
        stack.extend(a for a in getattr(e, "args", ()) if isinstance(a, BaseException))
        stack.extend((e.__cause__, e.__context__))
        reason = getattr(e, "reason", None)
        if isinstance(reason, BaseException):
            stack.append(reason)
    return None


def _connection_words(exc: BaseException, url: str, timeout: float) -> str:
    where = _where(url)
    if isinstance(exc, requests.exceptions.ConnectTimeout):
        return f"no connection to {where} within {timeout:g} s"
    if isinstance(exc, requests.exceptions.ReadTimeout):
        return f"no answer from {where} within {timeout:g} s"
    if isinstance(exc, requests.exceptions.SSLError):
        return f"the secure connection to {where} failed (its certificate could not be checked)"
    if isinstance(exc, requests.exceptions.ProxyError):
        return f"the proxy would not connect us to {where}"
    broken = _protocol_words(exc)
    if broken:
        return f"{where} {broken}"
    text = str(exc).lower()
    if "refused" in text:
        return f"{where} refused the connection (nothing is listening there)"
    if any(k in text for k in ("name resolution", "name or service not known", "nodename nor servname",
                               "getaddrinfo", "no address associated", "temporary failure in name")):
        return f"could not find {where} (no network, or the name is wrong)"
    if "timed out" in text:
        return f"no answer from {where} within {timeout:g} s"
    if "unreachable" in text:
        return f"{where} cannot be reached (no network?)"
    if "reset" in text or "aborted" in text or "remote end closed" in text:
        return f"{where} closed the connection before answering"
    return f"could not connect to {where}"


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


# --------------------------------------------------------------------------- one request


@dataclass
class _Answer:
    status: int | None = None
    headers: Mapping[str, str] = field(default_factory=dict)
    body: bytes = b""
    seconds: float | None = None
    error: str | None = None
    stopped: bool = False
    reached: bool = False  # the server answered something (a status line, even a broken one)
    response: object = None  # the open response while its body is read (to cut it off on abandon)


MAX_REDIRECTS = 5


def _stop_checker(should_stop) -> StopCheck:
    if should_stop is None:
        return lambda: False
    if hasattr(should_stop, "is_set"):
        return should_stop.is_set
    if callable(should_stop):
        return lambda: bool(should_stop())
    raise TypeError("should_stop must be a callable or a threading.Event")


def _origin(url: str) -> tuple[str, str, int | None]:
    parts = urlsplit(url)
    port = parts.port or {"http": 80, "https": 443}.get(parts.scheme.lower())
    return parts.scheme.lower(), (parts.hostname or "").lower(), port


def _cut_off(answer: _Answer) -> None:
    """Close the socket under a response being read on another thread, so
    its read returns now instead of when the server stops trickling."""
    import socket

    resp = answer.response
    if resp is None:
        return
    raw = getattr(resp, "raw", None)
    for path in (("_connection", "sock"), ("_fp", "fp", "raw", "_sock")):
        obj = raw
        for name in path:
            obj = getattr(obj, name, None)
        if isinstance(obj, socket.socket):
            try:
                obj.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            return


def _fetch_blocking(session: requests.Session, url: str, params, headers, timeout: float,
                    abandon: threading.Event, answer: _Answer | None = None) -> _Answer:
    """One GET, redirects followed only within the same scheme, host and port
    (at most 5); the body is read as it arrives, so the timeout and
    ``abandon`` are checked after every piece however slowly it trickles."""
    start = time.perf_counter()
    deadline = start + timeout
    answer = answer if answer is not None else _Answer()
    first = url
    resp = None
    try:
        for hop in range(MAX_REDIRECTS + 1):
            try:
                resp = session.get(url, params=params, headers=headers, timeout=(timeout, timeout),
                                   stream=True, verify=True, allow_redirects=False)
            except requests.exceptions.RequestException as e:
                answer.seconds = time.perf_counter() - start
                answer.error = _connection_words(e, url, timeout)
                answer.reached = _protocol_words(e) is not None
                return answer
            except Exception as e:  # noqa: BLE001 - anything odd becomes one line, never a traceback
                answer.seconds = time.perf_counter() - start
                answer.error = f"the call failed ({_one_line(type(e).__name__)})"
                return answer
            answer.status = resp.status_code
            answer.headers = resp.headers
            answer.reached = True
            if not (resp.is_redirect or resp.status_code in (301, 302, 303, 307, 308)):
                break
            location = resp.headers.get("Location")
            resp.close()
            if not location:
                answer.error = f"the API answered {_status_words(resp.status_code)} without saying where to"
                answer.seconds = time.perf_counter() - start
                return answer
            from urllib.parse import urljoin

            target = urljoin(resp.url, location.strip())
            if _origin(target) != _origin(first):
                answer.error = (f"the API sent us on to another address ({_one_line(target, 80)}); "
                                "it was not followed")
                answer.seconds = time.perf_counter() - start
                return answer
            if hop == MAX_REDIRECTS:
                answer.error = f"the API sent us on more than {MAX_REDIRECTS} times (a redirect loop?)"
                answer.seconds = time.perf_counter() - start
                return answer
            url, params = target, None
        answer.response = resp
        declared = resp.headers.get("Content-Length")
        if declared is not None and declared.strip().isdigit() and int(declared) > MAX_BODY_BYTES:
            answer.error = f"answer larger than {MAX_BODY_TEXT}"
            answer.seconds = time.perf_counter() - start
            return answer
        chunks: list[bytes] = []
        size = 0
        while True:
            if abandon.is_set():
                answer.stopped = True
                answer.error = "stopped"
                break
            chunk = resp.raw.read1(CHUNK_BYTES, decode_content=True)
            if not chunk:  # the end of the body (read1 waits for data otherwise)
                break
            size += len(chunk)
            if size > MAX_BODY_BYTES:
                answer.error = f"answer larger than {MAX_BODY_TEXT}"
                break
            chunks.append(chunk)
            if time.perf_counter() > deadline:
                answer.error = f"the answer took longer than {timeout:g} s to arrive"
                break
        answer.seconds = time.perf_counter() - start
        answer.body = b"".join(chunks)
    except Exception as e:  # noqa: BLE001 - requests', urllib3's and the socket's errors alike
        answer.seconds = time.perf_counter() - start
        if abandon.is_set():
            answer.stopped, answer.error = True, "stopped"
        elif "timed out" in str(e).lower() or isinstance(e, TimeoutError):
            answer.error = f"the answer stopped arriving for more than {timeout:g} s"
        else:
            answer.error = "the answer was cut off before it was complete"
    finally:
        answer.response = None
        if resp is not None:
            resp.close()
    return answer


def _fetch(session: requests.Session, url: str, params, headers, timeout: float, stop: StopCheck) -> _Answer:
    """One GET, run on a helper thread so a cancel or a stuck server never holds us up.

    The helper enforces the timeout itself, reading the body as it arrives.
    If it is still busy past the timeout (plus a margin), or the user
    cancels, the socket under the answer is shut, so the helper ends at
    once instead of lingering with an open connection.
    """
    abandon = threading.Event()
    done = threading.Event()
    shared = _Answer()

    def work() -> None:
        try:
            _fetch_blocking(session, url, params, headers, timeout, abandon, shared)
        except BaseException as e:  # noqa: BLE001
            shared.error = f"the call failed ({_one_line(type(e).__name__)})"
        finally:
            done.set()

    started = time.perf_counter()
    threading.Thread(target=work, name="dft-measure-call", daemon=True).start()
    backstop = started + timeout + 1.0
    while not done.wait(SLICE_S):
        if stop():
            abandon.set()
            if shared.response is not None:
                _cut_off(shared)
                done.wait(0.5)  # it ends at once now that its socket is shut
            return _Answer(seconds=time.perf_counter() - started, error="stopped", stopped=True,
                           status=shared.status, reached=shared.reached)
        if time.perf_counter() > backstop:
            abandon.set()
            if shared.response is not None:
                _cut_off(shared)
                done.wait(0.5)  # it ends at once now that its socket is shut
            return _Answer(seconds=time.perf_counter() - started, status=shared.status, reached=shared.reached,
                           error=f"no complete answer from {_where(url)} within {timeout:g} s")
    return shared


def _wait(seconds: float, stop: StopCheck) -> bool:
    """Sleep in small slices; False if told to stop."""
    end = time.monotonic() + seconds
    while True:
        if stop():
            return False
        left = end - time.monotonic()
        if left <= 0:
            return True
        time.sleep(min(SLICE_S, left))


def _busy_wait(answer: _Answer) -> tuple[float | None, float | None]:
    """(capped wait, asked wait) for a 429/503 with a readable Retry-After, else (None, None)."""
    if answer.status not in (429, 503):
        return None, None
    asked = parse_retry_after(answer.headers.get("Retry-After"))
    if asked is None:
        return None, None
    return min(asked, MAX_RETRY_AFTER_S), asked


def _judge_aadf(index: int, answer: _Answer) -> CallRecord:
    record = CallRecord(index=index, seconds=answer.seconds, status=answer.status, records=None,
                        bytes=len(answer.body), error=answer.error)
    if answer.error is not None:
        return record
    if answer.status is None or not 200 <= answer.status < 300:
        record.error = f"the API answered {_status_words(answer.status)}" if answer.status else "no answer"
        return record
    try:
        body = json.loads(answer.body)
    except RecursionError:
        record.error = "the answer was JSON nested too deeply to read"
        return record
    except (ValueError, UnicodeDecodeError):
        start = answer.body[:40].decode("utf-8", "replace")
        record.error = f"the answer was not JSON (it began {_one_line(start, 40)!r})" if start.strip() \
            else "the answer was empty, not JSON"
        return record
    if not isinstance(body, dict) or not isinstance(body.get("data"), list):
        kind = type(body).__name__ if not isinstance(body, dict) else "an object without a 'data' list"
        record.error = f"the answer was JSON but not the expected shape (got {kind}, wanted an object with a 'data' list)"
        return record
    record.records = len(body["data"])
    return record


def _find_wirral(answer: _Answer) -> tuple[int | None, str]:
    """(id, reason it failed) from a local-authorities answer."""
    if answer.error is not None:
        return None, answer.error
    if answer.status is None or not 200 <= answer.status < 300:
        return None, f"the API answered {_status_words(answer.status)}" if answer.status else "no answer"
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


# --------------------------------------------------------------------------- the measurement


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
    stop = _stop_checker(should_stop)
    status = on_status or (lambda text: None)
    own_session = session is None
    if own_session:
        session = requests.Session()
    headers = {"User-Agent": user_agent(calls), "Accept": "application/json"}
    result = Measurement(base_url=base_url, local_authority_id=WIRRAL_FALLBACK_ID, calls=[],
                         started_at=datetime.now(UTC).isoformat(timespec="seconds"), planned_calls=calls)

    def pause_after(answer: _Answer, next_what: str) -> bool:
        """Wait the pause, or longer if the API asked; False if told to stop."""
        wait, asked = _busy_wait(answer)
        if wait is not None and wait > pause:
            capped = f" (it asked for {asked:g} s; {MAX_RETRY_AFTER_S:g} s is the most we wait)" if asked > wait else ""
            status(f"The API is busy ({_status_words(answer.status)}): waiting {wait:g} s as it asked "
                   f"before {next_what}{capped}.")
            seconds = wait
        else:
            status(f"Pausing {pause:g} s before {next_what}.")
            seconds = pause
        return _wait(seconds, stop)

    try:
        # 1. Confirm Wirral's id (not timed).
        status(f"Looking up {WIRRAL_NAME} ({WIRRAL_ONS_CODE}) in the API's list of local authorities.")
        answer = _fetch(session, f"{base_url}/local-authorities", None, headers, timeout, stop)
        if answer.stopped or stop():
            result.cancelled = True
            result.local_authority_note = "Stopped during the look-up."
            status("Stopped.")
            return result
        la_id, why = _find_wirral(answer)
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
            answer = _fetch(session, url, params, headers, timeout, stop)
            record = _judge_aadf(index, answer)
            wait, asked = _busy_wait(answer)
            if wait is not None:
                record.retry_after = wait
                record.error = f"the API said it is busy ({_status_words(answer.status)}) and asked us to wait {asked:g} s"
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
                status(f"No connection twice in a row, so the other {calls - index} calls are skipped.")
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


# --------------------------------------------------------------------------- summaries for people


def _api_name(m: Measurement) -> str:
    return "the DfT API" if m.base_url.rstrip("/") == DEFAULT_BASE_URL else f"the API at {_where(m.base_url)}"


def failure_reason(m: Measurement) -> str | None:
    """One line on why no call succeeded (None if one did)."""
    if m.succeeded:
        return None
    if not m.calls:
        return "stopped before any call was made" if m.cancelled else "no call was made"
    errors = [c.error or "" for c in m.calls]
    last = m.calls[-1].error or "no answer"
    n = len(m.calls)
    calls_text = "the only call" if n == 1 else "both calls" if n == 2 else f"all {n} calls"
    if m.cancelled and n < m.planned_calls:
        return f"stopped after {n} of {m.planned_calls} calls, none of them answered ({last})"
    return f"{calls_text} failed: {last}" if len(set(errors)) == 1 else f"{calls_text} failed; the last: {last}"


def _no_connection(m: Measurement) -> bool:
    return bool(m.calls) and all(c.status is None and c.error and "stopped" not in c.error for c in m.calls)


def describe_failure(m: Measurement, published_median: float = PUBLISHED_MEDIAN_S) -> str | None:
    """One plain line for the window when no call succeeded; None when at least one did."""
    if m.succeeded:
        return None
    keeps = f"so the simulation keeps the published measurement (median {published_median:.2f} s)."
    api = _api_name(m)
    if m.cancelled:
        return f"Measuring was stopped before any call to {api} succeeded, {keeps}"
    if _no_connection(m):
        if all("within" in (c.error or "") for c in m.calls):
            return f"{api[0].upper()}{api[1:]} did not answer in time, {keeps}"
        return f"No connection to {api}, {keeps}"
    if all(c.retry_after is not None or c.status in (429, 503) for c in m.calls):
        return f"{api[0].upper()}{api[1:]} was busy and asked us to wait, {keeps}"
    return f"No call to {api} succeeded ({m.calls[-1].error}), {keeps}"


def describe_call(index: int, total: int, c: CallRecord) -> str:
    """"call 3 of 5: 1.07 s, status 200, 100 records, 75,210 bytes" or the failure in plain words."""
    head = f"call {index} of {total}"
    if c.ok:
        return f"{head}: {c.seconds:.2f} s, status {c.status}, {c.records:,} records, {c.bytes:,} bytes"
    after = f" after {c.seconds:.2f} s" if c.seconds is not None else ""
    return f"{head}: failed{after}: {c.error}"


def describe_summary(m: Measurement) -> str:
    """One line: the median and range of the good calls, or why there were none."""
    n_ok, n = len(m.ok_seconds), len(m.calls)
    if not n_ok:
        return f"No call succeeded: {failure_reason(m)}."
    return f"{n_ok} of {n} calls answered: median {m.median:.2f} s (min {m.min:.2f} s, max {m.max:.2f} s)."
