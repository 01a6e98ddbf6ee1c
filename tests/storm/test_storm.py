"""The real storm: the server's limiter is exact, small storms with every
real library finish and agree loosely with the model, limits give one-line
errors, and everything is shut down. Loopback only; no timed assertions.

The agreement asserted here is deliberately loose (a factor of 3): on a busy
2-core machine thread scheduling spreads the crowd; docs/real-storm.md's table
gives the measured figures.
"""

from __future__ import annotations

import http.client
import json
import socket
import threading

import numpy as np
import pytest

from wallasey_lab.core.model.scenario import Scenario, ScenarioError
from wallasey_lab.storm import server as storm_server
from wallasey_lab.storm.clients import REAL_CLIENTS, available_libraries
from wallasey_lab.storm.run import MAX_AGENTS, StormCancelled, default_time_scale, run_storm
from wallasey_lab.storm.server import NS, FixedWindowLimiter, StormServer

pytest.importorskip("tenacity")
pytest.importorskip("backoff")


# --- the limiter ------------------------------------------------------------------------


def test_limiter_accepts_exactly_capacity_per_window_with_a_controlled_clock(monkeypatch):
    now = [0]
    monkeypatch.setattr(storm_server.time, "monotonic_ns", lambda: now[0])
    lim = FixedWindowLimiter(capacity=3, time_scale=10, max_calls=1000)
    lim.start()
    decisions = [lim.decide(a)[0] for a in range(5)]
    assert decisions == [True, True, True, False, False]
    now[0] = NS // 10 - 1  # the last nanosecond of window 0
    assert lim.decide(9) == (False, NS // 10 - 1, 1)
    now[0] = NS // 10  # window 1 opens
    assert [lim.decide(a)[0] for a in range(4)] == [True, True, True, False]
    assert lim.record.windows == [0] * 6 + [1] * 4


def test_server_never_accepts_more_than_capacity_in_a_window():
    """40 threads call as fast as they can: no window ever holds more than C
    accepted calls, and a window only refuses once it is full."""
    capacity, k = 4, 20
    with StormServer(capacity, 0.001, k) as srv:
        assert srv.server_address[0] == "127.0.0.1"
        stop = threading.Event()

        def hammer(agent):
            conn = http.client.HTTPConnection("127.0.0.1", srv.port, timeout=10)
            while not stop.is_set():
                conn.request("GET", f"{srv.path}?agent={agent}")
                conn.getresponse().read()
            conn.close()

        threads = [threading.Thread(target=hammer, args=(a,)) for a in range(40)]
        srv.limiter.start()
        for t in threads:
            t.start()
        while len(srv.limiter.record.times_ns) < 2000:
            threading.Event().wait(0.02)
        stop.set()
        for t in threads:
            t.join(10)
    rec = srv.limiter.record
    windows = np.asarray(rec.windows)
    accepted = np.asarray(rec.accepted)
    times = np.asarray(rec.times_ns)
    assert np.array_equal(windows, times * k // NS)  # each call counted in the window it was made in
    per_window = np.bincount(windows[accepted], minlength=windows.max() + 1)
    assert per_window.max() == capacity
    for w in np.unique(windows[~accepted]):
        assert per_window[w] == capacity  # refused only when full
        first_refusal = np.argmax((windows == w) & ~accepted)
        assert accepted[(windows == w)][: capacity].all() and first_refusal > 0


def test_server_answers_429_with_retry_after_when_asked_and_503_when_closing():
    with StormServer(1, 0.001, 1, send_retry_after=True) as srv:
        conn = http.client.HTTPConnection("127.0.0.1", srv.port, timeout=10)
        srv.limiter.start()
        statuses = []
        for _ in range(2):
            conn.request("GET", f"{srv.path}?agent=0")
            r = conn.getresponse()
            r.read()
            statuses.append((r.status, r.getheader("Retry-After")))
        assert statuses == [(200, None), (429, "1")]
        conn.request("GET", "/storm-00000000/call?agent=0")  # another storm's address
        r = conn.getresponse()
        r.read()
        assert r.status == 404 and srv.limiter.record.agents == [0, 0]
        srv.closing.set()
        conn.request("GET", f"{srv.path}?agent=0")
        r = conn.getresponse()
        r.read()
        assert r.status == 503
        conn.close()
    with pytest.raises(OSError):  # the port is closed after stop
        socket.create_connection(("127.0.0.1", srv.port), timeout=1).close()


# --- small storms with every real library -------------------------------------------------


@pytest.mark.parametrize("library", list(REAL_CLIENTS))
def test_small_storm_serves_everyone_and_agrees_loosely(library):
    assert library in available_libraries()
    k = default_time_scale(library)
    scenario = Scenario(agents=20, capacity=5 if k != 1 else 10).checked()
    report = run_storm(library, scenario, k, model_runs=11)
    real, model = report.real, report.model
    assert report.errors == []
    assert real.gave_up == 0 and model.gave_up == 0
    assert real.calls - real.refused == scenario.agents  # each agent accepted exactly once
    assert report.accepted_per_window_max <= scenario.capacity
    # Nobody can beat perfect teamwork: the tool takes C a window and answers after A.
    assert real.last_served >= scenario.perfect_coordination - 0.05
    assert sum(real.per_second) == real.calls and sum(model.per_second) == model.calls
    assert len(real.per_second) == len(model.per_second)
    assert 1 / 3 <= real.last_served / model.last_served <= 3
    if library != "tenacity-no-wait":  # its calls are set by how fast this computer can call (docs/real-storm.md)
        assert 1 / 3 <= real.calls / model.calls <= 3
    else:
        assert real.refused > 0 and real.calls <= model.calls * 3


def test_retry_after_storm_is_the_models_herd_exactly():
    """At time scale 1 the whole-second Retry-After leaves nothing to chance:
    20 agents, 10 a second: 20 calls, then 10 again one second later."""
    report = run_storm("urllib3-retry-after", Scenario(agents=20, capacity=10).checked(), 1, model_runs=3)
    assert (report.real.calls, report.real.refused) == (report.model.calls, report.model.refused) == (30, 10)


def test_an_attempt_cap_is_compared_on_both_sides():
    """--max-attempts is the storm's one addition to the story's tool: with one call each, 20 agents and
    10 a second, 10 are served and 10 give up, for real and in the model."""
    report = run_storm("urllib3-retry-after", Scenario(agents=20, capacity=10, max_attempts=1).checked(), 1,
                       model_runs=3)
    assert (report.real.calls, report.real.refused, report.real.gave_up) == (20, 10, 10)
    assert (report.model.calls, report.model.refused, report.model.gave_up) == (20, 10, 10)


def test_cli_storm_takes_max_attempts(capsys):
    from wallasey_lab.cli.wallasey_sim import main

    status = main(["storm", "--library", "urllib3-retry-after", "--agents", "20", "--capacity", "10",
                   "--max-attempts", "1", "--model-runs", "3", "--json"])
    assert status == 0, capsys.readouterr().err
    assert json.loads(capsys.readouterr().out)["scenario"]["max_attempts"] == 1


# --- limits, cancel, shutdown -------------------------------------------------------------


@pytest.mark.parametrize(
    ("library", "scenario", "k", "message"),
    [
        ("curl", Scenario(), 10, "library must be one of"),
        ("botocore-standard", Scenario(), 10, "model-only preset"),
        ("urllib3-retry-after", Scenario(), 5, "time scale 1 only"),
        ("backoff-expo", Scenario(), 0, "time scale must be a whole number from 1 to 50"),
        ("backoff-expo", Scenario(agents=MAX_AGENTS + 1), 10, "agents must be from 1 to 500"),
        ("backoff-expo", Scenario(capacity=200), 10, "capacity x time scale must be at most 1,000"),
        ("backoff-expo", Scenario(limiter="token-bucket"), 10, "fixed window"),
        ("backoff-expo", Scenario(max_attempts=3, deadline=30.0), 10, "no budget or deadline"),
    ],
)
def test_bad_storms_are_refused_in_one_line(library, scenario, k, message):
    with pytest.raises(ScenarioError, match=message) as e:
        run_storm(library, scenario, k)
    assert "\n" not in str(e.value)


def test_call_limit_stops_the_storm_and_shuts_down():
    before = threading.active_count()
    with pytest.raises(ScenarioError, match="passed 50 calls"):
        run_storm("tenacity-no-wait", Scenario(agents=30, capacity=2).checked(), 10, max_calls=50)
    _all_agent_threads_end(before)


def test_cancel_stops_the_storm_and_shuts_down():
    cancel = threading.Event()
    seen = []

    def progress(done, agents, story):
        seen.append(story)
        if story > 2:
            cancel.set()

    before = threading.active_count()
    with pytest.raises(StormCancelled):
        run_storm("tenacity-exponential", Scenario(agents=60, capacity=2).checked(), 10, cancel=cancel, progress=progress)
    assert seen
    _all_agent_threads_end(before)


def _all_agent_threads_end(before: int) -> None:
    for _ in range(200):
        if not any(t.name.startswith(("wallasey-agent", "wallasey-storm")) for t in threading.enumerate()):
            return
        threading.Event().wait(0.05)
    raise AssertionError(f"threads left running: {[t.name for t in threading.enumerate()]} (before: {before})")


# --- wallasey-sim storm ---------------------------------------------------------------------


def test_cli_list_prints_the_real_libraries_one_a_line(capsys):
    from wallasey_lab.cli.wallasey_sim import main

    assert main(["storm", "--list"]) == 0
    assert capsys.readouterr().out.split() == available_libraries() == list(REAL_CLIENTS)


def test_cli_json_gives_both_sides_in_story_time(capsys):
    from wallasey_lab.cli.wallasey_sim import main

    assert main(["storm", "--library", "urllib3-jitter", "--agents", "15", "--capacity", "5", "--time-scale", "10",
                 "--model-runs", "5", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"library", "scenario", "time_scale", "real", "model"}
    assert out["library"] == "urllib3-jitter" and out["time_scale"] == 10
    assert out["scenario"]["agents"] == 15 and out["scenario"]["capacity"] == 5
    for side in ("real", "model"):
        assert set(out[side]) == {"calls", "refused", "last_served", "typical_served", "per_second"}
        assert sum(out[side]["per_second"]) == out[side]["calls"]
        assert out[side]["last_served"] >= 2 + 1.07 - 0.05  # three windows of 5 in story seconds


def test_cli_text_report_is_side_by_side(capsys):
    from wallasey_lab.cli.wallasey_sim import main

    assert main(["storm", "--library", "backoff-expo", "--agents", "10", "--capacity", "5", "--model-runs", "3"]) == 0
    out = capsys.readouterr().out
    assert "| Calls sent |" in out and "Real against model" in out and "model:" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["storm"], "storm needs --library"),
        (["storm", "--library", "grpc-backoff"], "model-only preset"),
        (["storm", "--library", "backoff-expo", "--agents", "0"], "--agents: must be from 1 to 500"),
        (["storm", "--library", "backoff-expo", "--time-scale", "99"], "--time-scale: must be from 1 to 50"),
        (["storm", "--library", "urllib3-retry-after", "--time-scale", "10"], "time scale 1 only"),
    ],
)
def test_cli_bad_input_is_one_line_and_exit_2(argv, message, capsys):
    from wallasey_lab.cli.wallasey_sim import main

    try:
        status = main(argv)
    except SystemExit as e:
        status = e.code
    err = capsys.readouterr().err
    assert status == 2 and message in err and err.count("\n") == 1 and "Traceback" not in err



# --- agreement in words -----------------------------------------------------------------------


def test_agreement_words():
    from wallasey_lab.resources.strings import storm_agreement

    close = storm_agreement({"calls": 0.02, "last_served": -0.1, "typical_served": 0.01})
    assert close.startswith("Reality and the model agree closely") and "10% sooner" in close
    rough = storm_agreement({"calls": -0.25, "last_served": 0.05, "typical_served": 0.0}, first_call_spread=1.6)
    assert rough.startswith("Reality and the model agree roughly") and "25% fewer calls" in rough
    assert "first calls took 1.6 story seconds" in rough
    apart = storm_agreement({"calls": 0.1, "last_served": 0.55, "typical_served": 0.0})
    assert apart.startswith("Reality and the model differ a lot") and "55% later" in apart
    # The same gap inside the model's own run-to-run spread agrees as well as two model runs do.
    spread = storm_agreement({"calls": 0.1, "last_served": 0.55, "typical_served": 0.0},
                             inside={"last_served": (8.7, 17.0)}, runs=21)
    assert spread.startswith("Reality and the model agree closely")
    assert "inside the model's own spread over 21 runs, 8.7 to 17.0 s" in spread
    assert "cannot be compared" in storm_agreement({"calls": 0.0, "last_served": float("nan")})
