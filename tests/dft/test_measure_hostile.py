"""Measure API against hostile servers: no traceback, plain words, bounded
time, no thread or socket left behind, no redirect to another address
followed. Servers are on 127.0.0.x only (tests never touch the internet)."""

from __future__ import annotations

import os
import threading
import time

import pytest
from dft_standin import Behaviour, StandIn, loopback_only
from hostile_server import Hostile, raw, status_line, trickle_body

from wallasey_lab.dft.measure import measure, parse_retry_after

FAST = {"_min_pause": 0.0}


@pytest.fixture(autouse=True)
def no_internet(monkeypatch):
    refused = loopback_only(monkeypatch)
    yield
    assert not refused, f"tried to leave this machine: {refused}"


def measure_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "dft-measure-call"]


def open_fds() -> int:
    return len(os.listdir("/proc/self/fd")) if os.path.isdir("/proc/self/fd") else 0


def wait_for(condition, seconds: float = 10.0) -> bool:
    """A generous bound for background threads to end, never a timing check."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


# ------------------------------------------------------------ no traceback


def test_retry_after_with_a_twenty_digit_year_is_ignored_not_a_crash():
    header = "Fri, 31 Dec 99999999999999999999 23:59:59 GMT"
    assert parse_retry_after(header) is None
    with StandIn(script=[Behaviour(status=429, headers={"Retry-After": header})] * 2) as s:
        m = measure(s.base_url, 2, 0.05, 5, **FAST)
    assert [c.status for c in m.calls] == [429, 429]
    assert "429" in m.calls[0].error


def test_json_nested_two_hundred_thousand_deep_is_a_plain_failure():
    nested = b"[" * 200_000
    with StandIn(script=[Behaviour(body=nested)]) as s:
        m = measure(s.base_url, 1, 0.05, 5, **FAST)
    assert "nested too deeply" in m.calls[0].error


def test_a_look_up_list_nested_too_deeply_falls_back_to_84():
    with Hostile(raw(status_line(200, {"Content-Type": "application/json"}, b"[" * 200_000))) as h:
        m = measure(h.base_url, 1, 0.05, 5, **FAST)
    assert m.local_authority_id == 84 and "nested too deeply" in m.local_authority_note


# ------------------------------------------------------------ threads and sockets


def test_a_trickling_body_leaves_no_thread_and_no_socket_behind():
    before_threads = len(measure_threads())
    before_fds = open_fds()
    # A 1 s timeout (was 2 s; each measure waits it out three times): a byte every 0.05 s still
    # keeps every read alive twenty times over, so only the whole-answer bound can end the call.
    with Hostile(trickle_body(100_000, every=0.05)) as h:
        results = [measure(h.base_url, 2, 0.05, 1, **FAST) for _ in range(3)]
        assert wait_for(lambda: len(measure_threads()) <= before_threads), measure_threads()
    for m in results:
        assert len(m.calls) == 2, "the server answered: no call may be skipped as 'no connection'"
        assert all(" 1 s" in c.error for c in m.calls)
    assert wait_for(lambda: open_fds() <= before_fds), (open_fds(), before_fds)


def test_cancel_during_a_trickle_ends_the_helper_thread_too():
    stop = threading.Event()
    with Hostile(trickle_body(100_000, every=0.05)) as h:
        threading.Timer(0.5, stop.set).start()
        m = measure(h.base_url, 3, 0.05, 30, should_stop=stop, **FAST)
        assert m.cancelled
        assert wait_for(lambda: not measure_threads(), 5.0)


# ------------------------------------------------------------ the right words


@pytest.mark.parametrize("answer, words", [
    (b"HTTP/1.1 200 OK\r\nX-Big: " + b"a" * 1_000_000 + b"\r\n\r\n", "header line too long"),
    (b"HTTP/1.1 200 OK\r\n" + b"".join(b"X-%d: 1\r\n" % i for i in range(20_000)) + b"\r\n", "too many headers"),
    (b"SPLAT 12 what\r\n\r\n", "not answer in HTTP"),
])
def test_broken_http_is_named_not_called_a_closed_connection(answer, words):
    with Hostile(raw(answer)) as h:
        m = measure(h.base_url, 2, 0.05, 3, **FAST)
    assert m.calls, "the server answered, so the calls are made"
    for c in m.calls:
        assert words in c.error and "closed the connection" not in c.error


def test_a_redirect_to_a_file_is_reported_and_not_followed():
    with Hostile(raw(status_line(302, {"Location": "file:///etc/passwd"}))) as h:
        m = measure(h.base_url, 1, 0.05, 3, **FAST)
    assert "another address (file:///etc/passwd)" in m.calls[0].error
    assert m.calls[0].status == 302


def test_a_redirect_loop_is_named():
    with Hostile(raw(status_line(302, {"Location": "/api/average-annual-daily-flow"}))) as h:
        m = measure(h.base_url, 1, 0.05, 3, **FAST)
    assert "more than 5 times" in m.calls[0].error


def test_a_redirect_on_the_same_server_is_followed():
    def send(path, sock, closing):
        if "/moved" in path:
            from dft_standin import page_body

            sock.sendall(status_line(200, {"Content-Type": "application/json"}, page_body()))
        else:
            sock.sendall(status_line(301, {"Location": "/moved" + path}))

    with Hostile(send) as h:
        m = measure(h.base_url, 1, 0.05, 3, **FAST)
    assert m.succeeded and m.calls[0].records == 100


def test_a_redirect_to_another_host_is_not_followed_and_is_reported():
    with Hostile(raw(status_line(200, {}, b'{"data": []}')), host="127.0.0.2") as other:
        target = f"http://127.0.0.2:{other.port}/api/average-annual-daily-flow"
        with Hostile(raw(status_line(302, {"Location": target}))) as h:
            m = measure(h.base_url, 1, 0.05, 3, **FAST)
        assert other.hits == [], "the other host was called"
    assert not m.succeeded
    assert f"another address ({target})" in m.calls[0].error
    assert m.base_url.startswith("http://127.0.0.1:")
