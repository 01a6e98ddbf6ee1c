"""The HTTP client and its polite calls: the User-Agent that names the lab,
one GET at a time on a helper thread (redirects kept to the same server, the
body read as it arrives, capped in size and time), the pauses between calls,
and a network failure put into one line of plain words.

Everything here can be stopped: ``should_stop`` is looked at every
``SLICE_S`` seconds, during a call or a pause, and a call being read is cut
off at its socket rather than left to trickle on.
"""

from __future__ import annotations

import http.client
import threading
import time
from collections.abc import Callable
from urllib.parse import urlsplit

import requests

from wallasey_lab.dft.answers import Answer
from wallasey_lab.dft.options import MAX_BODY_BYTES, MAX_BODY_TEXT, hide_password
from wallasey_lab.dft.words import host_and_port, one_line, status_words

APP_TOKEN = "WallaseyRetryLab"
HOMEPAGE = "https://github.com/wallasey-lab/retry-lab"
FALLBACK_VERSION = "0.1.0"
SLICE_S = 0.05  # how often waits look at should_stop
CHUNK_BYTES = 64 * 1024
MAX_REDIRECTS = 5

StopCheck = Callable[[], bool]


def app_version() -> str:
    try:
        from importlib.metadata import PackageNotFoundError, version

        return version("wallasey-retry-lab")
    except (ImportError, PackageNotFoundError, ValueError):
        return FALLBACK_VERSION


def user_agent(calls: int) -> str:
    return f"{APP_TOKEN}/{app_version()} (+{HOMEPAGE}; classroom timing, {calls} calls)"


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
            return f"sent an answer that is not proper HTTP ({one_line(text, 60)})"
        stack.extend(a for a in getattr(e, "args", ()) if isinstance(a, BaseException))
        stack.extend((e.__cause__, e.__context__))
        reason = getattr(e, "reason", None)
        if isinstance(reason, BaseException):
            stack.append(reason)
    return None


def _connection_words(exc: BaseException, url: str, timeout: float) -> str:
    where = host_and_port(url)
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


def stop_checker(should_stop) -> StopCheck:
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


def _cut_off(answer: Answer) -> None:
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
                    abandon: threading.Event, answer: Answer | None = None) -> Answer:
    """One GET, redirects followed only within the same scheme, host and port
    (at most 5); the body is read as it arrives, so the timeout and
    ``abandon`` are checked after every piece however slowly it trickles."""
    start = time.perf_counter()
    deadline = start + timeout
    answer = answer if answer is not None else Answer()
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
                # A read timeout came after the connection was made: the server is there, only silent
                # (its calls are not skipped as "No connection"); a connect timeout is no network.
                answer.reached = _protocol_words(e) is not None or isinstance(e, requests.exceptions.ReadTimeout)
                return answer
            except Exception as e:  # noqa: BLE001 - anything odd becomes one line, never a traceback
                answer.seconds = time.perf_counter() - start
                answer.error = f"the call failed ({one_line(type(e).__name__)})"
                return answer
            answer.status = resp.status_code
            answer.headers = resp.headers
            answer.reached = True
            if not (resp.is_redirect or resp.status_code in (301, 302, 303, 307, 308)):
                break
            location = resp.headers.get("Location")
            resp.close()
            if not location:
                answer.error = f"the API answered {status_words(resp.status_code)} without saying where to"
                answer.seconds = time.perf_counter() - start
                return answer
            from urllib.parse import urljoin

            target = urljoin(resp.url, location.strip())
            if _origin(target) != _origin(first):
                answer.error = (f"the API sent us on to another address ({one_line(hide_password(target), 80)}); "
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


def fetch(session: requests.Session, url: str, params, headers, timeout: float, stop: StopCheck) -> Answer:
    """One GET, run on a helper thread so a cancel or a stuck server never holds us up.

    The helper enforces the timeout itself, reading the body as it arrives.
    If it is still busy past the timeout (plus a margin), or the user
    cancels, the socket under the answer is shut, so the helper ends at
    once instead of lingering with an open connection.
    """
    abandon = threading.Event()
    done = threading.Event()
    shared = Answer()

    def work() -> None:
        try:
            _fetch_blocking(session, url, params, headers, timeout, abandon, shared)
        except BaseException as e:  # noqa: BLE001
            shared.error = f"the call failed ({one_line(type(e).__name__)})"
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
            return Answer(seconds=time.perf_counter() - started, error="stopped", stopped=True,
                          status=shared.status, reached=shared.reached)
        if time.perf_counter() > backstop:
            abandon.set()
            if shared.response is not None:
                _cut_off(shared)
                done.wait(0.5)  # it ends at once now that its socket is shut
            return Answer(seconds=time.perf_counter() - started, status=shared.status, reached=shared.reached,
                          error=f"no complete answer from {host_and_port(url)} within {timeout:g} s")
    return shared


def sleep_unless_stopped(seconds: float, stop: StopCheck) -> bool:
    """Sleep in small slices; False if told to stop."""
    end = time.monotonic() + seconds
    while True:
        if stop():
            return False
        left = end - time.monotonic()
        if left <= 0:
            return True
        time.sleep(min(SLICE_S, left))
