"""`wallasey-sim measure`: time the DfT road traffic API politely, from the command line.

    wallasey-sim measure [--base-url URL] [--calls N] [--pause S] [--timeout S] [--json]

Each call is printed as it happens, then the summary. With --json only the
JSON is printed. Exit 0 when at least one call succeeded, 1 with one line on
stderr when none did, 130 after Ctrl-C, 2 for a bad option.
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
import threading

from wallasey_lab.dft.options import (
    DEFAULT_BASE_URL,
    DEFAULT_CALLS,
    DEFAULT_PAUSE_S,
    DEFAULT_TIMEOUT_S,
    MAX_CALLS,
    MAX_PAUSE_S,
    MAX_TIMEOUT_S,
    MIN_CALLS,
    MIN_PAUSE_S,
    check_base_url,
    check_calls,
    check_pause,
    check_timeout,
    hide_password,
)

PROG = "wallasey-sim measure"


def _argument(check):
    """Turn a dft.options check into an argparse type: a bad value is one line naming it and what is allowed."""

    def parse(text: str):
        try:
            return check(text)
        except ValueError as e:
            raise argparse.ArgumentTypeError(str(e)) from None

    return parse


def add_measure_arguments(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Time a few polite calls to the DfT road traffic API (Wirral's 2024 records, 100 a call), "
        "one at a time with a pause between. The median becomes the simulation's answer time."
    )
    parser.add_argument("--base-url", type=_argument(check_base_url), default=DEFAULT_BASE_URL, metavar="URL",
                        help=f"the API's address, http:// or https:// (default {DEFAULT_BASE_URL})")
    parser.add_argument("--calls", type=_argument(check_calls), default=DEFAULT_CALLS, metavar="N",
                        help=f"timed calls, {MIN_CALLS} to {MAX_CALLS} (default {DEFAULT_CALLS})")
    parser.add_argument("--pause", type=_argument(check_pause), default=DEFAULT_PAUSE_S, metavar="S",
                        help=f"seconds to wait after each answer, {MIN_PAUSE_S:g} to {MAX_PAUSE_S:g} "
                             f"(default {DEFAULT_PAUSE_S:g})")
    parser.add_argument("--timeout", type=_argument(check_timeout), default=DEFAULT_TIMEOUT_S, metavar="S",
                        help=f"seconds to wait for each answer, above 0 up to {MAX_TIMEOUT_S:g} "
                             f"(default {DEFAULT_TIMEOUT_S:g})")
    parser.add_argument("--json", action="store_true", help="print only JSON for scripts")


def _fail(message: str, status: int) -> int:
    print(f"{PROG}: error: {' '.join(message.split())}", file=sys.stderr)
    return status


def cmd_measure(args) -> int:
    from wallasey_lab.dft.measure import measure
    from wallasey_lab.dft.words import describe_call, describe_summary, failure_reason

    quiet = bool(getattr(args, "json", False))

    def say(text: str) -> None:
        if not quiet:
            print(text, flush=True)

    # Ctrl-C asks the run to stop (it ends within a fraction of a second and
    # what was measured is still reported); a second Ctrl-C interrupts at once.
    stop = threading.Event()
    previous = None

    def on_sigint(signum, frame):
        stop.set()
        signal.signal(signal.SIGINT, signal.default_int_handler)

    if threading.current_thread() is threading.main_thread():
        previous = signal.signal(signal.SIGINT, on_sigint)
    try:
        say(f"Timing {args.calls} call{'s' if args.calls != 1 else ''} to {hide_password(args.base_url)} "
            f"for Wirral's 2024 records, one at a time, {args.pause:g} s apart.")
        m = measure(args.base_url, args.calls, args.pause, args.timeout, should_stop=stop,
                    on_call=lambda i, n, rec: say("  " + describe_call(i, n, rec)),
                    on_status=lambda text: say("  " + text))
    except ValueError as e:  # options already checked by argparse; belt and braces for direct callers
        return _fail(str(e), 2)
    finally:
        if previous is not None:
            signal.signal(signal.SIGINT, previous)

    if m.cancelled:
        # Stopped: the person reads what was measured; a script gets no half a document, only the
        # standard stop line and 130 (as for SIGTERM), said by wallasey-sim's main.
        say(describe_summary(m))
        raise KeyboardInterrupt  # wallasey-sim's main: one line, 130
    if quiet:
        print(json.dumps(m.to_json(), indent=2))
    else:
        say(describe_summary(m))
    if not m.succeeded:
        return _fail(f"no call succeeded: {failure_reason(m)}", 1)
    return 0
