"""Simulated pupils for a class round: each one is a device speaking the
page's protocol (join, knock, ask the state) over its own HTTP connection,
as the page does, and keeps its own account of what it sent and what came
back. The tests, benchmarks/bench_class_round.py and a teacher trying a
round without a class use them:

    python -m wallasey_lab.storm.class_round_pupils http://127.0.0.1:PORT/ CODE [--pupils 5]

By hand a pupil knocks again after a human pause; with a waiting rule it
waits what the door said, as the page does.
"""

from __future__ import annotations

import argparse
import http.client
import json
import random
import threading
import time
from dataclasses import dataclass, field
from urllib.parse import urlsplit

LATE_S = 1.0  # an answer slower than this would feel broken on a pupil's device
HAND_PAUSE_S = (0.3, 0.9)  # a person's pause before knocking again (under the device's 4 a second)


@dataclass
class Account:
    """What one simulated pupil sent and heard."""

    name: str = ""
    knocks_sent: int = 0
    accepted: int = 0
    refused: int = 0
    other: dict[str, int] = field(default_factory=dict)  # limited, early, inside, over
    lost: int = 0  # requests with no answer (a connection error or a timeout)
    late: int = 0  # answers slower than LATE_S
    latencies: list[float] = field(default_factory=list)
    inside: bool = False

    @property
    def counted(self) -> int:
        """Knocks the door decided: what the round's figures must count."""
        return self.accepted + self.refused


class SimPupil:
    def __init__(self, url: str, code: str, *, timeout: float = 10.0, seed: int | None = None):
        parts = urlsplit(url)
        self.host, self.port = parts.hostname or "127.0.0.1", parts.port or 80
        self.code = code
        self.timeout = timeout
        self.conn: http.client.HTTPConnection | None = None
        self.token: str | None = None
        self.rule = "by-hand"
        self.account = Account()
        self.rng = random.Random(seed)

    def _request(self, method: str, path: str, body: dict | None = None) -> tuple[int, dict]:
        if self.conn is None:
            self.conn = http.client.HTTPConnection(self.host, self.port, timeout=self.timeout)
        data = None if body is None else json.dumps(body).encode()
        headers = {"Content-Type": "application/json"} if data is not None else {}
        try:
            self.conn.request(method, path, body=data, headers=headers)
            r = self.conn.getresponse()
            return r.status, json.loads(r.read() or b"{}")
        except (OSError, http.client.HTTPException, ValueError):
            self.close()
            raise

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None

    def join(self) -> tuple[int, dict]:
        status, reply = self._request("POST", "/join", {"code": self.code})
        if status == 200:
            self.token, self.rule = reply["pupil"], reply["rule"]
            self.account.name = reply["name"]
        return status, reply

    def knock(self) -> dict | None:
        """One knock; None if it was lost (no answer)."""
        a = self.account
        a.knocks_sent += 1
        began = time.perf_counter()
        try:
            status, reply = self._request("POST", "/knock", {"pupil": self.token})
        except (OSError, http.client.HTTPException, ValueError):
            a.lost += 1
            return None
        took = time.perf_counter() - began
        a.latencies.append(took)
        a.late += took > LATE_S
        outcome = reply.get("outcome", f"status {status}")
        if outcome == "accepted":
            a.accepted += 1
            a.inside = True
        elif outcome == "refused":
            a.refused += 1
        else:
            a.other[outcome] = a.other.get(outcome, 0) + 1
        return reply

    def state(self) -> dict | None:
        try:
            return self._request("GET", f"/state?pupil={self.token}")[1]
        except (OSError, http.client.HTTPException, ValueError):
            return None

    def play(self, stop: threading.Event, poll_s: float = 1.5) -> Account:
        """Knock until inside (by the round's rule), then ask the state now and
        then until the round is over or ``stop`` is set."""
        next_poll = time.monotonic() + poll_s
        while not stop.is_set() and not self.account.inside:
            reply = self.knock()
            if reply is None:
                stop.wait(0.5)
                continue
            outcome = reply.get("outcome")
            if outcome == "over":
                break
            if outcome == "inside":
                self.account.inside = True
            elif outcome in ("refused", "early") and self.rule != "by-hand":
                stop.wait(reply.get("wait", 0.0) + 0.002)
            elif outcome == "refused" or outcome == "limited":
                stop.wait(self.rng.uniform(*HAND_PAUSE_S))
            if time.monotonic() >= next_poll:
                next_poll = time.monotonic() + poll_s
                if (self.state() or {}).get("over"):
                    break
        while not stop.is_set():
            s = self.state()
            if s is None or s.get("over"):
                break
            stop.wait(poll_s)
        self.close()
        return self.account


def crowd(url: str, code: str, pupils: int, stop: threading.Event, *,
          seed: int = 1) -> tuple[list[SimPupil], list[threading.Thread]]:
    """``pupils`` simulated pupils joined and playing, each on its own thread."""
    crowd_ = [SimPupil(url, code, seed=seed + i) for i in range(pupils)]
    for p in crowd_:
        status, reply = p.join()
        if status != 200:
            raise RuntimeError(f"a simulated pupil could not join: {status} {reply}")
    threads = [threading.Thread(target=p.play, args=(stop,), name=f"pupil-{i}", daemon=True)
               for i, p in enumerate(crowd_)]
    for t in threads:
        t.start()
    return crowd_, threads


def wait_inside(pupils: list[SimPupil], timeout: float) -> bool:
    """Wait until every pupil is inside (True) or ``timeout`` seconds pass (False)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if all(p.account.inside for p in pupils):
            return True
        time.sleep(0.05)
    return all(p.account.inside for p in pupils)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="class_round_pupils", description="Simulated pupils for a class round.")
    ap.add_argument("url", help="the round's address, e.g. http://127.0.0.1:8765/")
    ap.add_argument("code", help="the round's four-digit join code")
    ap.add_argument("--pupils", type=int, default=5, help="how many (default 5)")
    args = ap.parse_args(argv)
    stop = threading.Event()
    pupils, threads = crowd(args.url, args.code, args.pupils, stop)
    try:
        for t in threads:
            while t.is_alive():
                t.join(0.5)
    except KeyboardInterrupt:
        stop.set()
    for p in pupils:
        a = p.account
        print(f"{a.name}: {a.counted} knocks ({a.refused} refused), inside: {a.inside}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
