"""Simulated pupils for a class round: each one is a device speaking the
page's protocol (join, knock, ask the state) over its own HTTP connection,
as the page does, and keeps its own account of what it sent and what came
back. The tests, benchmarks/bench_class_round.py and a teacher trying a
round without a class use them:

    python -m wallasey_lab.storm.class_round_pupils http://127.0.0.1:PORT/ CODE [--count 5]

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
LOST_IN_A_ROW = 3  # the lab no longer answers at all: the round has ended (or the lab is gone), stop


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
    over: bool = False  # the round ended (the lab said so, or stopped answering)

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
        lost = 0
        while not stop.is_set() and not self.account.inside:
            reply = self.knock()
            if reply is None:
                lost += 1
                if lost >= LOST_IN_A_ROW:
                    self.account.over = True
                    break
                stop.wait(0.5)
                continue
            lost = 0
            outcome = reply.get("outcome")
            if outcome == "over":
                self.account.over = True
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
                    self.account.over = True
                    break
        while not stop.is_set() and not self.account.over:
            s = self.state()
            if s is None or s.get("over"):
                self.account.over = True
                break
            stop.wait(poll_s)
        self.close()
        return self.account


def join_crowd(url: str, code: str, count: int, *, seed: int = 1) -> tuple[list[SimPupil], str]:
    """Up to ``count`` simulated pupils joined, and why the others could not
    join ("" when all did): "full", "over", "wrong-code", ... or the error."""
    joined, why = [], ""
    for i in range(count):
        p = SimPupil(url, code, seed=seed + i)
        try:
            status, reply = p.join()
        except (OSError, http.client.HTTPException, ValueError) as e:
            status, reply = 0, {"error": str(e) or type(e).__name__}
        if status != 200:
            why = str(reply.get("error", f"status {status}"))
            break
        joined.append(p)
    return joined, why


def start_playing(pupils: list[SimPupil], stop: threading.Event) -> list[threading.Thread]:
    threads = [threading.Thread(target=p.play, args=(stop,), name=f"pupil-{i}", daemon=True)
               for i, p in enumerate(pupils)]
    for t in threads:
        t.start()
    return threads


def crowd(url: str, code: str, pupils: int, stop: threading.Event, *,
          seed: int = 1) -> tuple[list[SimPupil], list[threading.Thread]]:
    """``pupils`` simulated pupils joined and playing, each on its own thread
    (RuntimeError if not all can join: the tests' and benchmark's crowd)."""
    crowd_, why = join_crowd(url, code, pupils, seed=seed)
    if why:
        raise RuntimeError(f"only {len(crowd_)} of {pupils} simulated pupils could join: {why}")
    return crowd_, start_playing(crowd_, stop)


def wait_inside(pupils: list[SimPupil], timeout: float) -> bool:
    """Wait until every pupil is inside (True) or ``timeout`` seconds pass (False)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if all(p.account.inside for p in pupils):
            return True
        time.sleep(0.05)
    return all(p.account.inside for p in pupils)


# Why the others could not join, in words.
NOT_JOINED = {"full": "the round is full", "over": "the round has ended", "wrong-code": "the code is not right",
              "too-many-codes": "too many wrong codes from this computer"}


def summary_line(a: Account) -> str:
    """One pupil's account in plain words."""
    knocks = f"{a.counted} knock{'s' if a.counted != 1 else ''} ({a.refused} refused)"
    return f"{a.name}: in after {knocks}" if a.inside else f"{a.name}: still outside after {knocks}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="class_round_pupils", description="Simulated pupils for a class round.",
                                 allow_abbrev=False)
    ap.add_argument("url", help="the round's address, e.g. http://127.0.0.1:8765/")
    ap.add_argument("code", help="the round's four-digit join code")
    ap.add_argument("--count", "--pupils", dest="count", type=int, default=5,
                    help="how many simulated pupils join (default 5)")
    args = ap.parse_args(argv)
    if args.count < 1:
        ap.error(f"--count must be a whole number from 1 up, got {args.count}")
    stop = threading.Event()
    pupils, why = join_crowd(args.url, args.code, args.count)
    if why:
        reason = NOT_JOINED.get(why, why)
        print(f"{len(pupils)} of {args.count} simulated pupils could join ({reason}).", flush=True)
        if not pupils:
            return 1
    threads = start_playing(pupils, stop)
    try:
        for t in threads:
            while t.is_alive():
                t.join(0.5)
    except KeyboardInterrupt:
        stop.set()
    for p in pupils:
        print(summary_line(p.account))
    inside = sum(p.account.inside for p in pupils)
    print(f"{inside} of {len(pupils)} in.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
