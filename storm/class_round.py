"""The class round's server: the pupils' page and the door, over HTTP.

Standard library only (``http.server``). It listens on 127.0.0.1 unless the
teacher chose the room's network, and until the round ends (the teacher
ends it, the lab closes, or the time limit), then closes every socket:
nothing listens after the round. What it takes from the network is small and
checked:

* ``GET /`` the page (plain HTML and JavaScript, no outside resources);
* ``POST /join`` ``{"code": "1234"}``: a pupil's assigned name and colour,
  and a token the page keeps in memory (wrong codes refused, and an address
  that keeps guessing is refused for the rest of the round; at most the
  round's number of pupils);
* ``POST /knock`` ``{"pupil": TOKEN}``: the door's answer (core/screens/class_round.py);
* ``GET /state?pupil=TOKEN``: is the round over, am I in, how many are in.

A body over ``MAX_BODY`` bytes, a request line over ``MAX_PATH``, anything
that is not the JSON object expected, an unknown token or path is dropped
and counted by reason; connections past ``MAX_CONNECTIONS`` are closed at
once, and a connection that says nothing for ``IDLE_S`` is closed. Nothing
is written to disk; tokens are forgotten when the round ends.
"""

from __future__ import annotations

import json
import secrets
import socket
import threading
import time
from collections import Counter
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

from wallasey_lab.core.engines.results import RunResult
from wallasey_lab.core.screens.class_round import ClassRound, Pupil, RoundFigures
from wallasey_lab.storm.class_round_page import page_html

LOOPBACK = "127.0.0.1"
MAX_BODY = 256  # bytes: the largest message a page sends is about 40
MAX_PATH = 200
MAX_CONNECTIONS = 256
IDLE_S = 10.0
WRONG_CODES_PER_ADDRESS = 10  # then that address may not join this round
STATE_POLLS_PER_S = 4  # a page asks every 1.5 s
# At the end the server answers "over" a little longer, so every page that
# is still asking hears it (a page asks every 1.5 s): only pages heard from
# lately are waited for, and never longer than this.
END_GRACE_S = 2.0
LIVE_S = 4.0  # a page heard from this recently is still open on a device


def now_us() -> int:
    return time.monotonic_ns() // 1000


@dataclass(frozen=True)
class Snapshot:
    """What the projector draws, copied under the lock."""

    figures: RoundFigures
    run: RunResult
    inside: list[tuple[str, str]]  # (name, colour) in the order they got in
    pupils: int
    dropped: dict[str, int]
    round_time_s: float
    seconds_left: float
    over: bool
    why: str  # teacher, time, closed ("" while running)


def _is_text(value: object, most: int) -> bool:
    """A string of at most ``most`` characters that is text: JSON's "\\ud800" (a lone surrogate) is a
    string no UTF-8 holds, and comparing it with the code raised inside the handler."""
    if not isinstance(value, str) or len(value) > most:
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    timeout = IDLE_S  # a silent connection is closed (socket timeout in handle())
    server: RoundServer

    def log_message(self, format, *args):  # noqa: A002 - the base class's name
        pass

    # The whole reply in one write (flushed by http.server after each
    # request): headers and body in two small packets would meet Nagle's
    # algorithm and the device's delayed ACK, 40 ms a knock.
    wbufsize = -1

    def setup(self) -> None:
        super().setup()
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.server.track(self.connection, True)

    def finish(self) -> None:
        try:
            super().finish()
        finally:
            self.server.track(self.connection, False)

    def _send(self, status: int, body: bytes, content_type: str = "application/json", *, close: bool = False) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        if content_type.startswith("text/html"):
            self.send_header("Content-Security-Policy", "default-src 'none'; script-src 'unsafe-inline'; "
                             "style-src 'unsafe-inline'; connect-src 'self'; img-src data:")
        if close:
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _json(self, status: int, data: dict, *, close: bool = False) -> None:
        self._send(status, json.dumps(data).encode(), close=close)

    def _drop(self, reason: str, status: int = 400, *, close: bool = False) -> None:
        self.server.count_dropped(reason)
        self._json(status, {"error": reason}, close=close)

    def send_error(self, code, message=None, explain=None):  # http.server's own refusals (bad request line, ...)
        self.server.count_dropped("malformed")
        self.request_version = self.protocol_version  # a status line even for what was not HTTP at all
        try:
            self._json(code, {"error": "malformed"}, close=True)
        except OSError:
            pass

    def do_GET(self):  # noqa: N802 - http.server's name
        if len(self.path) > MAX_PATH:
            return self._drop("oversized", 414, close=True)
        parts = urlsplit(self.path)
        if parts.path == "/":
            return self._send(200, self.server.page, "text/html; charset=utf-8")
        if parts.path == "/favicon.ico":
            return self._send(204, b"", "image/x-icon")  # every browser asks; not a bad message
        if parts.path == "/state":
            token = parse_qs(parts.query).get("pupil", [""])[0]
            reply = self.server.state(token)
            if reply is None:
                return self._drop("unknown-pupil", 403)
            return self._json(200, reply)
        return self._drop("not-found", 404)

    def do_POST(self):  # noqa: N802 - http.server's name
        if len(self.path) > MAX_PATH:
            return self._drop("oversized", 414, close=True)
        if self.headers.get("Transfer-Encoding"):
            return self._drop("malformed", 411, close=True)
        try:
            length = int(self.headers.get("Content-Length", ""))
        except ValueError:
            return self._drop("malformed", 411, close=True)
        if not 0 <= length <= MAX_BODY:
            return self._drop("oversized", 413, close=True)  # never read: the connection closes
        try:
            body = json.loads(self.rfile.read(length).decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            return self._drop("malformed")
        if not isinstance(body, dict):
            return self._drop("malformed")
        path = urlsplit(self.path).path
        if path == "/join":
            code = body.get("code")
            if not _is_text(code, 8):
                return self._drop("malformed")
            status, reply = self.server.join(code, self.client_address[0])
            if status != 200:
                self.server.count_dropped(reply["error"])
            return self._json(status, reply)
        if path == "/knock":
            token = body.get("pupil")
            if not _is_text(token, 64):
                return self._drop("malformed")
            reply = self.server.knock(token)
            if reply is None:
                return self._drop("unknown-pupil", 403)
            return self._json(200, reply)
        return self._drop("not-found", 404)


class RoundServer(ThreadingHTTPServer):
    """One class round on ``host`` (127.0.0.1 unless given), on ``port`` (0: a free one)."""

    daemon_threads = True
    request_queue_size = 128

    def __init__(self, round_: ClassRound, host: str = LOOPBACK, port: int = 0):
        self.round = round_
        self.lock = threading.Lock()
        self.code = f"{secrets.randbelow(10_000):04d}"
        self.tokens: dict[str, int] = {}
        self.polls: dict[str, tuple[float, int]] = {}  # token -> (bucket, last poll in us)
        self.seen: dict[str, int] = {}  # token -> when its page last asked anything (us)
        self.told: set[str] = set()  # tokens whose page has heard the round is over
        self.told_changed = threading.Condition(self.lock)
        self.grace_s = END_GRACE_S
        self.wrong_codes: Counter[str] = Counter()
        self.dropped: Counter[str] = Counter()
        self.connections: set[socket.socket] = set()
        self.page = page_html(round_.rule, round_.capacity).encode("utf-8")
        self.started_us = now_us()
        self.deadline_us = self.started_us + int(round_.minutes * 60 * 1_000_000)
        self.why = ""
        self.ended = threading.Event()  # the round is over and nothing listens any more
        self.ending_started = threading.Event()  # the round is over (the server may still be telling pages)
        self._thread: threading.Thread | None = None
        self._timer: threading.Timer | None = None
        self.address_family = socket.AF_INET6 if ":" in host else socket.AF_INET
        super().__init__((host, port), _Handler)

    # ------------------------------------------------------------ lifecycle
    @property
    def host(self) -> str:
        return self.server_address[0]

    @property
    def port(self) -> int:
        return self.server_address[1]

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/"

    def elapsed_s(self) -> float:
        """Seconds since the round was set up (before any knock)."""
        return (now_us() - self.started_us) / 1e6

    def start(self) -> RoundServer:
        self._thread = threading.Thread(target=self.serve_forever, kwargs={"poll_interval": 0.1},
                                        name="wallasey-class-round", daemon=True)
        self._thread.start()
        self._timer = threading.Timer((self.deadline_us - now_us()) / 1e6, self.end, kwargs={"why": "time"})
        self._timer.daemon = True
        self._timer.start()
        return self

    def end(self, why: str = "teacher") -> None:
        """End the round: pages hear it is over, the listening socket and
        every open connection close. Safe to call twice and from any thread
        but the server's own."""
        with self.lock:
            if self.ending_started.is_set():
                return
            t = now_us()
            self.round.end(t)
            self.why = why
            self.ending_started.set()
            # Pages still open hear "over" before nothing listens (they cannot tell a closed round from lost Wi-Fi).
            live = {tok for tok, seen in self.seen.items() if t - seen <= LIVE_S * 1_000_000}
            if self._thread is not None:
                self.told_changed.wait_for(lambda: live <= self.told, timeout=self.grace_s)
            self.tokens.clear()
            self.polls.clear()
            self.seen.clear()
        if self._timer is not None and self._timer is not threading.current_thread():
            self._timer.cancel()
        if self._thread is not None:
            self.shutdown()
            self._thread.join(5.0)
        self.server_close()
        with self.lock:
            open_now = list(self.connections)
        for conn in open_now:
            try:
                conn.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        self.ended.set()

    def __enter__(self) -> RoundServer:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.end("closed")

    # ------------------------------------------------------------ connections
    def track(self, conn: socket.socket, opened: bool) -> None:
        with self.lock:
            (self.connections.add if opened else self.connections.discard)(conn)

    def verify_request(self, request, client_address) -> bool:
        with self.lock:
            busy = len(self.connections) >= MAX_CONNECTIONS
        if busy:
            self.count_dropped("busy")
        return not busy and not self.ended.is_set()  # during the end's grace pages still hear "over"

    def handle_error(self, request, client_address) -> None:
        """A device that hung up mid-reply (the round ending, a phone locking) is
        counted, never printed on the teacher's terminal; anything else goes to the log."""
        import logging
        import sys

        error = sys.exc_info()[1]
        if isinstance(error, ConnectionError):
            self.count_dropped("hung up")
        else:
            logging.getLogger(__name__).warning("the class round failed on a request from %s", client_address,
                                                exc_info=error)

    def count_dropped(self, reason: str) -> None:
        with self.lock:
            self.dropped[reason] += 1

    # ------------------------------------------------------------ the protocol
    def join(self, code: str, address: str) -> tuple[int, dict]:
        with self.lock:
            if self.round.over:
                return 410, {"error": "over"}
            if self.wrong_codes[address] >= WRONG_CODES_PER_ADDRESS:
                return 429, {"error": "too-many-codes"}
            if not secrets.compare_digest(code.encode(), self.code.encode()):
                self.wrong_codes[address] += 1
                return 403, {"error": "wrong-code"}
            pupil = self.round.join()
            if pupil is None:
                return 409, {"error": "full"}
            token = secrets.token_urlsafe(18)
            self.tokens[token] = pupil.number
            return 200, {"pupil": token, "name": pupil.name, "colour": pupil.colour, "rule": self.round.rule,
                         "capacity": self.round.capacity}

    def knock(self, token: str) -> dict | None:
        with self.lock:
            number = self.tokens.get(token)
            if number is None:
                return {"outcome": "over"} if self.round.over else None
            if self.round.over:
                self._tell_over(token)
                return {"outcome": "over", "knocks": self.round.pupils[number].knocks}
            self.seen[token] = now_us()
            k = self.round.knock(number, now_us())
            return {"outcome": k.outcome, "wait": round(k.wait_s, 3), "answer": round(k.answer_s, 3),
                    "knocks": self.round.pupils[number].knocks}

    def state(self, token: str) -> dict | None:
        with self.lock:
            if self.round.over:
                self._tell_over(token)
                return {"over": True}
            number = self.tokens.get(token)
            if number is None:
                return None
            t = now_us()
            self.seen[token] = t
            bucket, last = self.polls.get(token, (float(STATE_POLLS_PER_S), t))
            bucket = min(float(STATE_POLLS_PER_S), bucket + (t - last) * STATE_POLLS_PER_S / 1e6)
            if bucket < 1.0:
                self.polls[token] = (bucket, t)
                self.dropped["too-fast"] += 1
                return {"over": False, "slow_down": True}
            self.polls[token] = (bucket - 1.0, t)
            pupil: Pupil = self.round.pupils[number]
            inside = self.round.inside(t)
            # ends_in: the page knows when the round ends by itself, even if the lab cannot tell it then.
            return {"over": False, "inside": any(p.number == number for p in inside), "knocks": pupil.knocks,
                    "in": len(inside), "pupils": len(self.round.pupils),
                    "ends_in": round(max(0.0, (self.deadline_us - t) / 1e6), 1)}

    def _tell_over(self, token: str) -> None:
        """Under the lock: this page has heard the round is over."""
        self.told.add(token)
        self.told_changed.notify_all()

    # ------------------------------------------------------------ the projector's view
    def snapshot(self) -> Snapshot:
        with self.lock:
            t = now_us()
            inside = [(p.name, p.colour) for p in self.round.inside(t)]
            return Snapshot(self.round.figures(), self.round.as_run(), inside, len(self.round.pupils),
                            dict(self.dropped), self.round.round_time_us(t) / 1e6,
                            max(0.0, (self.deadline_us - t) / 1e6), self.round.over, self.why)
