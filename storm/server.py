"""The tool as a real HTTP server on 127.0.0.1, with the model's fixed window.

Time is compressed by a factor K: window k is [k/K, (k+1)/K) real seconds
after the storm starts, and at most C calls are accepted in each. A refused
call is answered at once with 429 (and a ``Retry-After`` header when asked);
an accepted call is answered with 200 after the answer time / K. Every call
is recorded as it is decided, under one lock, so the record is the limiter's
own account: that is what makes "never more than C in a window" testable.
"""

from __future__ import annotations

import logging
import secrets
import socket
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

from wallasey_lab.core.model.presets import retry_after_seconds

LOOPBACK = "127.0.0.1"
NS = 1_000_000_000

log = logging.getLogger(__name__)


@dataclass
class CallRecord:
    """The server's account of every call, in real nanoseconds since the start."""

    times_ns: list[int] = field(default_factory=list)
    agents: list[int] = field(default_factory=list)
    accepted: list[bool] = field(default_factory=list)
    windows: list[int] = field(default_factory=list)
    served_ns: dict[int, int] = field(default_factory=dict)  # agent -> when its answer was sent


class FixedWindowLimiter:
    """At most ``capacity`` calls accepted in each window of 1/K real seconds (K whole)."""

    def __init__(self, capacity: int, time_scale: int, max_calls: int):
        self.capacity = capacity
        self.time_scale = time_scale
        self.max_calls = max_calls
        self.lock = threading.Lock()
        self.start_ns: int | None = None
        self.window = -1
        self.used = 0
        self.record = CallRecord()
        self.over_budget = threading.Event()

    def start(self) -> None:
        with self.lock:
            self.start_ns = time.monotonic_ns()

    def window_of(self, since_ns: int) -> int:
        # Integer arithmetic (K is a whole number): no rounding decides which window a call is in.
        return since_ns * self.time_scale // NS

    def opens_ns(self, window: int) -> int:
        """When window ``window`` opens, in ns since the start (rounded up)."""
        return -(-window * NS // self.time_scale)

    def decide(self, agent: int) -> tuple[bool, int, int]:
        """Accept or refuse one call now: (accepted, ns since start, ns until the next window opens)."""
        with self.lock:
            if self.start_ns is None:
                self.start_ns = time.monotonic_ns()  # a call before start() opens the storm
            since = time.monotonic_ns() - self.start_ns
            window = self.window_of(since)
            if window != self.window:
                self.window, self.used = window, 0
            accepted = self.used < self.capacity
            self.used += accepted
            r = self.record
            r.times_ns.append(since)
            r.agents.append(agent)
            r.accepted.append(accepted)
            r.windows.append(window)
            if len(r.times_ns) >= self.max_calls:
                self.over_budget.set()
            return accepted, since, max(0, self.opens_ns(window + 1) - since)

    def served(self, agent: int) -> None:
        with self.lock:
            assert self.start_ns is not None
            self.record.served_ns.setdefault(agent, time.monotonic_ns() - self.start_ns)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive: one connection per agent, as a real client keeps

    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        pass  # thousands of calls: say nothing

    def _reply(self, status: int, body: bytes, headers: dict[str, str] | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", "text/plain")
        self.send_header("Content-Length", str(len(body)))
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(body)
        self.wfile.flush()

    def do_GET(self):  # noqa: N802 - http.server's name
        server: StormServer = self.server  # type: ignore[assignment]
        parts = urlsplit(self.path)
        try:
            agent = int(parse_qs(parts.query).get("agent", ["-1"])[0])
        except ValueError:
            agent = -1
        if parts.path == server.path.replace("/call", "/hello"):
            # Not a call: an agent opens its connection before the storm starts (see storm/clients.py).
            self._reply(200, b"hello\n")
            return
        if parts.path != server.path or agent < 0:
            # Another storm's path: a client left asleep from an earlier storm
            # never counts in this one (404 is retried by no library).
            self._reply(404, b"not this storm\n")
            return
        if server.closing.is_set():
            # Finished, cancelled or over budget: no retry library retries a 503
            # without Retry-After, so every client stops here.
            self._reply(503, b"the storm is over\n")
            return
        accepted, _since, until_open_ns = server.limiter.decide(agent)
        if not accepted:
            headers = {}
            if server.send_retry_after:
                # HTTP's Retry-After is whole seconds: round up, in real time.
                headers["Retry-After"] = str(retry_after_seconds(-(-until_open_ns // 1000)))
            self._reply(429, b"refused\n", headers)
            return
        time.sleep(server.answer_s)
        server.limiter.served(agent)
        self._reply(200, b"answer\n")


class StormServer(ThreadingHTTPServer):
    """The rate-limited tool. Listens on 127.0.0.1 only, on a free port."""

    daemon_threads = True  # a handler stuck on a client never blocks shutdown
    request_queue_size = 1024  # the whole crowd connects at once; the default backlog of 5 drops SYNs

    def __init__(self, capacity: int, answer_s: float, time_scale: int, *, send_retry_after: bool = False,
                 max_calls: int = 100_000):
        super().__init__((LOOPBACK, 0), _Handler)
        self.limiter = FixedWindowLimiter(capacity, time_scale, max_calls)
        self.answer_s = answer_s
        self.send_retry_after = send_retry_after
        self.closing = threading.Event()
        self.path = f"/storm-{secrets.token_hex(4)}/call"  # this storm's own address
        self._thread: threading.Thread | None = None
        # The connections being served: counted so that "shut down" is said
        # only when none is left, and closed from here if a client lingers.
        self._open: set[socket.socket] = set()
        self._open_lock = threading.Lock()
        self.disconnects = 0  # clients gone mid-answer (broken pipe, reset): counted, never printed

    def process_request(self, request, client_address):
        with self._open_lock:
            self._open.add(request)
        super().process_request(request, client_address)

    def shutdown_request(self, request):
        with self._open_lock:
            self._open.discard(request)
        super().shutdown_request(request)

    def handle_error(self, request, client_address):
        """A client that hung up (its agent stopped, or the computer ran out of
        connections) is counted, not printed: a storm has thousands of calls."""
        import sys

        error = sys.exc_info()[1]
        with self._open_lock:
            self.disconnects += 1
        if not isinstance(error, ConnectionError):  # anything else: the log, never the terminal
            log.warning("the storm's server failed on a call from %s", client_address, exc_info=error)

    @property
    def open_connections(self) -> int:
        with self._open_lock:
            return len(self._open)

    def close_connections(self, deadline: float) -> int:
        """Wait until ``deadline`` (time.monotonic) for the connections being
        served to end, then close the rest from here; returns how many had to be closed."""
        while self.open_connections and time.monotonic() < deadline:
            time.sleep(0.02)
        with self._open_lock:
            left = list(self._open)
        for request in left:
            try:
                request.shutdown(socket.SHUT_RDWR)  # its handler reads the end and closes it
            except OSError:
                pass
        end = time.monotonic() + 1.0
        while self.open_connections and time.monotonic() < end:
            time.sleep(0.02)
        return len(left)

    @property
    def port(self) -> int:
        return self.server_address[1]

    @property
    def url(self) -> str:
        return f"http://{LOOPBACK}:{self.port}{self.path}"

    def start(self) -> "StormServer":
        self._thread = threading.Thread(target=self.serve_forever, kwargs={"poll_interval": 0.05},
                                        name="wallasey-storm-server", daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        """Answer every further call with 503, stop listening and close the socket."""
        self.closing.set()
        if self._thread is not None:
            self.shutdown()
            self._thread.join(5.0)
            self._thread = None
        self.server_close()

    def __enter__(self) -> "StormServer":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()
