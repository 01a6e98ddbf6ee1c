"""A stand-in for the DfT road traffic API on 127.0.0.1, for tests and hand runs.

Standard library only (http.server in a thread, port 0). It serves:

- ``GET /api/local-authorities``: a plain JSON array like the real one, with
  Wirral (ONS code E08000015) under ``la_id`` (84 unless told otherwise), or a
  scripted failure (``la_mode``: "ok", "missing", "500", "notjson").
- ``GET /api/average-annual-daily-flow``: a 100-record page shaped like the
  real paginator (slashes escaped as the DfT does), after ``delay`` seconds,
  or the next scripted :class:`Behaviour` (429/503 with Retry-After, 500,
  non-JSON, wrong shape, oversized, slow...).

Every request is logged (arrival time, path, decoded query, headers) so tests
can check parameters, User-Agent and the pauses between calls.

By hand::

    .venv/bin/python tests/dft_standin.py --delay 0.3    # prints its base URL, Ctrl-C to stop
"""

from __future__ import annotations

import argparse
import ipaddress
import json
import socket
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

WIRRAL_ONS = "E08000015"

# One record exactly in the shape of the real body (see the reference files);
# the values are illustrative.
RECORD_TEMPLATE = {
    "id": 0, "count_point_id": 28128, "year": 2024, "region_id": 5, "local_authority_id": 84,
    "road_name": "A540", "road_category": "PA", "road_type": "Major",
    "start_junction_road_name": "B5139", "end_junction_road_name": "Station Rd",
    "easting": 321284, "northing": 388013, "latitude": "53.38309", "longitude": "-3.18489",
    "link_length_km": "3.1", "link_length_miles": "1.9",
    "estimation_method": "Counted", "estimation_method_detailed": "Manual count",
    "pedal_cycles": 111, "two_wheeled_motor_vehicles": 33, "cars_and_taxis": 9927, "buses_and_coaches": 162,
    "lgvs": 1077, "hgvs_2_rigid_axle": 52, "hgvs_3_rigid_axle": 9, "hgvs_4_or_more_rigid_axle": 8,
    "hgvs_3_or_4_articulated_axle": 4, "hgvs_5_articulated_axle": 5, "hgvs_6_articulated_axle": 7,
    "all_hgvs": 85, "all_motor_vehicles": 11284,
}

AUTHORITIES = [
    {"id": 85, "name": "Manchester", "region_id": 5, "ita_id": None, "ons_code": "E08000003"},
    {"id": 83, "name": "Liverpool", "region_id": 5, "ita_id": None, "ons_code": "E08000012"},
    {"id": 86, "name": "Sefton", "region_id": 5, "ita_id": None, "ons_code": "E08000014"},
    {"id": 117, "name": "Cheshire West and Chester", "region_id": 5, "ita_id": None, "ons_code": "E06000050"},
]


def page_body(la_id: int = 84, records: int = 100, origin: str = "https://roadtraffic.dft.gov.uk") -> bytes:
    """A first page in the DfT's paginator shape, about 75 KB for 100 records."""
    data = []
    for i in range(records):
        r = dict(RECORD_TEMPLATE)
        r.update(id=1_000_000 + i, count_point_id=28000 + i, local_authority_id=la_id,
                 all_motor_vehicles=11284 + 37 * i, cars_and_taxis=9927 + 31 * i)
        data.append(r)
    path = f"{origin}/api/average-annual-daily-flow"
    q = f"filter%5Blocal_authority_id%5D={la_id}&filter%5Byear%5D=2024&page%5Bsize%5D=100&page%5Bnumber%5D="
    body = {
        "current_page": 1, "data": data, "first_page_url": f"{path}?{q}1", "from": 1, "last_page": 2,
        "last_page_url": f"{path}?{q}2",
        "links": [{"url": None, "label": "&laquo; Previous", "page": None, "active": False},
                  {"url": f"{path}?{q}1", "label": "1", "page": 1, "active": True},
                  {"url": f"{path}?{q}2", "label": "2", "page": 2, "active": False},
                  {"url": f"{path}?{q}2", "label": "Next &raquo;", "page": 2, "active": False}],
        "next_page_url": f"{path}?{q}2", "path": path, "per_page": 100, "prev_page_url": None,
        "to": records, "total": records + 50,
    }
    # The real API escapes slashes; any JSON parser undoes it.
    return json.dumps(body, separators=(",", ":")).replace("/", "\\/").encode()


@dataclass
class Behaviour:
    """What the stand-in does for one average-annual-daily-flow call.

    ``body=None`` means the normal page. ``big`` > 0 sends that many bytes of
    filler (with a Content-Length if ``declare_length``, else until close).
    ``delay`` overrides the server's delay for this call.
    """

    status: int = 200
    headers: dict = field(default_factory=dict)
    body: bytes | None = None
    delay: float | None = None
    big: int = 0
    declare_length: bool = True


@dataclass
class Seen:
    at: float  # time.monotonic() when the request arrived
    path: str
    query: dict
    headers: dict


class _Handler(BaseHTTPRequestHandler):
    server_version = "StandIn/1.0"

    def log_message(self, format, *args):  # noqa: A002 - quiet
        pass

    def do_GET(self):  # noqa: N802 - http.server's name
        standin: StandIn = self.server.standin  # type: ignore[attr-defined]
        parts = urlsplit(self.path)
        seen = Seen(time.monotonic(), parts.path, {k: v[0] for k, v in parse_qs(parts.query).items()},
                    dict(self.headers.items()))
        with standin.lock:
            standin.seen.append(seen)
        try:
            if parts.path.rstrip("/") == "/api/local-authorities":
                self._authorities(standin)
            elif parts.path.rstrip("/") == "/api/average-annual-daily-flow":
                with standin.lock:
                    behaviour = standin.script.pop(0) if standin.script else Behaviour()
                self._aadf(standin, behaviour, seen)
            else:
                self._send(404, b'{"message":"Not Found"}')
        except (BrokenPipeError, ConnectionResetError, ConnectionAbortedError):
            pass  # the client gave up (cap reached, timeout, cancel): fine

    def _send(self, status: int, body: bytes, headers: dict | None = None, content_type="application/json"):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        for k, v in (headers or {}).items():
            self.send_header(k, str(v))
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def _authorities(self, standin: StandIn):
        if standin.la_mode == "500":
            self._send(500, b'{"message":"Server Error"}')
        elif standin.la_mode == "notjson":
            self._send(200, b"<html>maintenance</html>", content_type="text/html")
        else:
            items = list(AUTHORITIES)
            if standin.la_mode != "missing":
                items.insert(2, {"id": standin.la_id, "name": "Wirral", "region_id": 5, "ita_id": None,
                                 "ons_code": WIRRAL_ONS})
            self._send(200, json.dumps(items).encode())

    def _aadf(self, standin: StandIn, b: Behaviour, seen: Seen):
        delay = standin.delay if b.delay is None else b.delay
        if delay and not standin.sleep(delay):
            return
        if b.big:
            self.send_response(b.status)
            self.send_header("Content-Type", "application/json")
            if b.declare_length:
                self.send_header("Content-Length", str(b.big))
            self.end_headers()
            chunk = b" " * 65536
            left = b.big
            while left > 0 and not standin.closing.is_set():
                self.wfile.write(chunk[: min(left, len(chunk))])
                left -= len(chunk)
            return
        if b.body is None:
            la_id = int(seen.query.get("filter[local_authority_id]", "84") or 84)
            body = page_body(la_id, standin.records)
        else:
            body = b.body
        self._send(b.status, body, b.headers)


class StandIn:
    """The stand-in server. Use as a context manager; ``base_url`` ends in /api."""

    def __init__(self, *, delay: float = 0.0, la_id: int = 84, la_mode: str = "ok",
                 script: list[Behaviour] | None = None, records: int = 100, port: int = 0):
        self.delay = delay
        self.la_id = la_id
        self.la_mode = la_mode
        self.script = list(script or [])
        self.records = records
        self.seen: list[Seen] = []
        self.lock = threading.Lock()
        self.closing = threading.Event()
        self._httpd = ThreadingHTTPServer(("127.0.0.1", port), _Handler)
        self._httpd.daemon_threads = True
        self._httpd.standin = self  # type: ignore[attr-defined]
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05},
                                        name="dft-standin", daemon=True)

    @property
    def port(self) -> int:
        return self._httpd.server_address[1]

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/api"

    def sleep(self, seconds: float) -> bool:
        """Sleep, but wake when the server closes; False if it did."""
        return not self.closing.wait(seconds)

    def aadf(self) -> list[Seen]:
        with self.lock:
            return [s for s in self.seen if s.path.endswith("/average-annual-daily-flow")]

    def lookups(self) -> list[Seen]:
        with self.lock:
            return [s for s in self.seen if s.path.endswith("/local-authorities")]

    def start(self) -> StandIn:
        self._thread.start()
        return self

    def stop(self) -> None:
        self.closing.set()
        self._httpd.shutdown()
        self._httpd.server_close()

    def __enter__(self) -> StandIn:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


def free_port() -> int:
    """A local port with nothing listening on it (connections are refused)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def loopback_only(monkeypatch) -> list:
    """Refuse any connection beyond this machine (tests never touch the internet).

    Returns the list of refused addresses, for the test to assert it stays empty.
    """
    real_connect = socket.socket.connect
    refused: list = []

    def connect(sock, address):
        host = address[0] if isinstance(address, tuple) else address
        try:
            local = ipaddress.ip_address(host).is_loopback
        except ValueError:
            local = host == "localhost"
        if not local:
            refused.append(address)
            raise ConnectionRefusedError(f"a test tried to connect to {address!r}")
        return real_connect(sock, address)

    monkeypatch.setattr(socket.socket, "connect", connect)
    return refused


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="Run the stand-in DfT API on 127.0.0.1 until Ctrl-C.")
    p.add_argument("--delay", type=float, default=0.3, help="seconds before each page is sent")
    p.add_argument("--port", type=int, default=0)
    p.add_argument("--la-id", type=int, default=84)
    args = p.parse_args(argv)
    with StandIn(delay=args.delay, la_id=args.la_id, port=args.port) as s:
        print(s.base_url, flush=True)
        try:
            while True:
                time.sleep(1)
        except KeyboardInterrupt:
            pass
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
