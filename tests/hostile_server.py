"""A hostile HTTP server on 127.0.0.x for tests: it answers every request
with raw bytes of the test's choosing (a garbage status line, a megabyte of
header, twenty thousand headers, a body that trickles, a redirect to a
file:// address or to itself), which http.server would not let us send.

    with Hostile(trickle_body(100_000, every=0.05)) as h:
        measure(h.base_url, ...)

A behaviour is a function ``(path, sock, closing)`` that writes to the
socket; ``closing`` is an Event set when the server stops.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable

Behaviour = Callable[[str, socket.socket, threading.Event], None]


def raw(data: bytes) -> Behaviour:
    def send(path, sock, closing):
        sock.sendall(data)
    return send


def status_line(status: int, headers: dict | None = None, body: bytes = b"") -> bytes:
    head = [f"HTTP/1.1 {status} X"] + [f"{k}: {v}" for k, v in (headers or {}).items()]
    head.append(f"Content-Length: {len(body)}")
    head.append("Connection: close")  # one request per connection, as this server serves them
    return ("\r\n".join(head) + "\r\n\r\n").encode("latin-1") + body


def trickle_body(length: int, every: float = 0.05) -> Behaviour:
    """Headers at once, then one byte of body every ``every`` seconds, for ever (nearly)."""
    def send(path, sock, closing):
        sock.sendall(status_line(200, {"Content-Type": "application/json"}).replace(
            b"Content-Length: 0", f"Content-Length: {length}".encode()))
        for _ in range(length):
            if closing.wait(every):
                return
            sock.sendall(b" ")
    return send


class Hostile:
    """Serves ``behaviour`` to every request; ``hits`` counts the requests."""

    def __init__(self, behaviour: Behaviour, host: str = "127.0.0.1"):
        self.behaviour = behaviour
        self.closing = threading.Event()
        self.hits: list[str] = []
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.sock.bind((host, 0))
        self.sock.listen(16)
        self.sock.settimeout(0.05)
        self.host = host
        self._threads: list[threading.Thread] = []
        self._thread = threading.Thread(target=self._serve, name="hostile-server", daemon=True)

    @property
    def port(self) -> int:
        return self.sock.getsockname()[1]

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}/api"

    def _serve(self) -> None:
        while not self.closing.is_set():
            try:
                conn, _ = self.sock.accept()
            except (TimeoutError, OSError):
                continue
            t = threading.Thread(target=self._one, args=(conn,), name="hostile-conn", daemon=True)
            self._threads.append(t)
            t.start()

    def _one(self, conn: socket.socket) -> None:
        with conn:
            conn.settimeout(5)
            data = b""
            try:
                while b"\r\n\r\n" not in data:
                    piece = conn.recv(65536)
                    if not piece:
                        return
                    data += piece
                path = data.split(b" ", 2)[1].decode("latin-1")
                self.hits.append(path)
                self.behaviour(path, conn, self.closing)
                time.sleep(0.05)
            except OSError:
                pass

    def __enter__(self) -> Hostile:
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.closing.set()
        self._thread.join(2)
        self.sock.close()
        for t in self._threads:
            t.join(2)
