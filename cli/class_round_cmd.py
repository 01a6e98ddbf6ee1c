"""`wallasey-sim class-round`: a class round without the window.

    wallasey-sim class-round [--host HOST] [--port PORT] [--capacity C] [--rule RULE] [--minutes M] [--max-pupils N]

Prints one JSON line when the round is ready (its address and join code)
and one JSON line with the round's figures, beside the model's for the same
crowd and rule, when it ends: after M minutes, on Ctrl-C or on SIGTERM.
A stop before it is ready ends with an "ended" line too, with no pupils and
no answers, and 128 + N (cli/round_line.py).
Listens on 127.0.0.1 unless a host is given.
"""

from __future__ import annotations

import argparse
import ipaddress
import json
import signal
import sys
import threading

from wallasey_lab.cli import stopping
from wallasey_lab.cli.options import number, whole
from wallasey_lab.core.model.scenario import ScenarioError
from wallasey_lab.core.screens.class_round import (
    DEFAULT_CAPACITY,
    DEFAULT_MAX_PUPILS,
    DEFAULT_MINUTES,
    DEFAULT_RULE,
    MAX_CAPACITY,
    MAX_MINUTES,
    MAX_PUPILS_LIMIT,
    ROUND_RULES,
    ClassRound,
    model_for,
)


def _host(text: str) -> str:
    try:
        return str(ipaddress.ip_address(text))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected an IP address of this computer (127.0.0.1, or the room network's, e.g. 192.168.1.20), got {text!r}"
        ) from None


def add_class_round_arguments(p: argparse.ArgumentParser) -> None:
    from wallasey_lab.storm.class_round import LOOPBACK

    p.add_argument("--host", type=_host, default=LOOPBACK,
                   help="the address to listen on (default 127.0.0.1: this computer only; the room network's "
                        "address lets the class's devices join)")
    p.add_argument("--port", type=whole(0, 65535), default=0, help="the port (default 0: any free port)")
    p.add_argument("--capacity", type=whole(1, MAX_CAPACITY), default=DEFAULT_CAPACITY,
                   help=f"knocks the door lets in each second (default {DEFAULT_CAPACITY})")
    p.add_argument("--rule", choices=tuple(ROUND_RULES), default=DEFAULT_RULE,
                   help="how pupils try again: by-hand (they knock when they like), wait-longer, wait-random "
                        f"(the page waits; default {DEFAULT_RULE})")
    p.add_argument("--minutes", type=number(0, MAX_MINUTES, low_inclusive=False, unit=" minutes"),
                   default=DEFAULT_MINUTES, help=f"the round ends after this many minutes (default {DEFAULT_MINUTES:g})")
    # --max-pupils: a most, not how many (the simulated pupils' --count is how many); --pupils still works.
    p.add_argument("--max-pupils", "--pupils", dest="max_pupils", type=whole(1, MAX_PUPILS_LIMIT),
                   default=DEFAULT_MAX_PUPILS, help=f"at most this many pupils may join (default {DEFAULT_MAX_PUPILS})")


def _line(data: dict) -> None:
    print(json.dumps(data), flush=True)


def ready_line(host: str, port: int, code: str, args) -> dict:
    """The round's ready line. Listening on every address (0.0.0.0, ::), the addresses pupils can
    open are this computer's own (0.0.0.0 is none a phone can use); if none is found, the line
    says to use this computer's address, and so does one line on stderr."""
    from wallasey_lab.storm.room_address import join_hosts, join_url

    hosts = join_hosts(host)
    urls = [join_url(h, port, code) for h in hosts]
    line = {"event": "ready", "address": urls[0].split("#")[0] if urls else None, "join_code": code,
            "join_url": urls[0] if urls else None, "join_urls": urls, "listening_on": host,
            "capacity": args.capacity, "rule": args.rule, "max_pupils": args.max_pupils, "minutes": args.minutes}
    if not urls:
        line["note"] = NO_ADDRESS.format(port=port, code=code)
        print(f"wallasey-sim class-round: {line['note']}", file=sys.stderr, flush=True)
    return line


NO_ADDRESS = ("listening on every address, but none of this computer's network addresses could be found: "
              "pupils open http://<this computer's address>:{port}/#{code} (the address is in the computer's "
              "network settings)")


def cmd_class_round(args) -> int:
    from wallasey_lab.storm.class_round import RoundServer

    round_ = ClassRound(args.capacity, args.rule, max_pupils=args.max_pupils, minutes=args.minutes)
    try:
        server = RoundServer(round_, args.host, args.port)
    except OSError as e:
        raise ScenarioError(f"cannot listen on {args.host} port {args.port}: {e.strerror or e}") from None
    stop = threading.Event()
    previous = signal.signal(signal.SIGTERM, lambda *_a: stop.set())
    why = "time"
    # From the ready line on a stop signal is only noted, never raised: the round
    # ends at the loop's next look, and a second signal (timeout's, the process
    # group's) can neither cut the figures short nor land inside a lock.
    stopping.flag_only()
    try:
        server.start()
        _line(ready_line(server.host, server.port, server.code, args))
        while not server.ended.wait(0.1):
            signum = stopping.requested()
            if stop.is_set() or signum is not None:  # Ctrl-C is the teacher; SIGTERM, SIGHUP (a closed terminal) not
                why = "teacher" if signum == signal.SIGINT and not stop.is_set() else "closed"
                break
    finally:
        server.end(why)  # nothing listens from here on
        signal.signal(signal.SIGTERM, previous)
    snap = server.snapshot()
    figures = snap.figures
    _line({"event": "ended", "why": server.why, **figures.describe(),
           "dropped": sum(snap.dropped.values()), "dropped_by_reason": snap.dropped,
           "model": model_for(figures).describe() if figures.knocked else None})
    return 0
