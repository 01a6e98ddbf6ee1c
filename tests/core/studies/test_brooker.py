"""Brooker's 2015 experiment (core/studies/brooker.py): the round-based vectorised
simulation against a plain message-by-message event loop, and the findings."""

from __future__ import annotations

import heapq
import json

import numpy as np
import pytest

from wallasey_lab.cli.wallasey_sim import main
from wallasey_lab.core.studies.brooker import BASE_MS, BROOKER_RULES, CAP_MS, run_experiment, simulate


def event_loop(rule: str, clients: int, rng: np.random.Generator) -> tuple[int, float]:
    """One run, one message at a time, as Brooker's simulator does it: each
    message is an event; the server answers reads with the version and
    accepts a write only if the version is unchanged."""
    delay = lambda: abs(rng.normal(10.0, 2.0))  # noqa: E731
    version = 0
    calls = 0
    clock = 0.0
    attempt = [0] * clients
    sleep = [BASE_MS] * clients
    seq = 0
    events: list[tuple[float, int, str, int, int]] = []

    def send(t: float, kind: str, client: int, value: int = 0) -> None:
        nonlocal seq
        heapq.heappush(events, (t, seq, kind, client, value))
        seq += 1

    for c in range(clients):
        send(delay(), "read", c)
    while events:
        clock, _, kind, c, value = heapq.heappop(events)
        if kind == "read":  # at the server
            send(clock + delay(), "read_reply", c, version)
        elif kind == "read_reply":  # at the client: write back what it read
            send(clock + delay(), "write", c, value)
        elif kind == "write":  # at the server
            calls += 1
            accepted = value == version
            if accepted:
                version += 1
            send(clock + delay(), "write_reply", c, int(accepted))
        elif not value:  # write_reply at the client: rejected, back off and read again
            attempt[c] += 1
            expo = min(CAP_MS, BASE_MS * 2 ** attempt[c])
            if rule == "none":
                wait = 0.0
            elif rule == "exponential":
                wait = expo
            elif rule == "full-jitter":
                wait = rng.uniform(0, expo)
            elif rule == "equal-jitter":
                wait = expo / 2 + rng.uniform(0, expo / 2)
            else:
                sleep[c] = min(CAP_MS, rng.uniform(BASE_MS, 3 * sleep[c]))
                wait = sleep[c]
            send(clock + delay() + wait, "read", c)
    return calls, clock


@pytest.mark.parametrize("rule", BROOKER_RULES)
@pytest.mark.parametrize("clients", [4, 15])
def test_vectorised_rounds_agree_with_the_event_loop(rule, clients):
    runs = 300
    calls, time_ms = simulate(rule, clients, runs, np.random.default_rng(1))
    ref = np.array([event_loop(rule, clients, g) for g in
                    (np.random.default_rng(s) for s in np.random.SeedSequence(2).spawn(runs))])
    for ours, theirs in ((calls, ref[:, 0]), (time_ms, ref[:, 1])):
        se = np.sqrt(ours.var() / runs + theirs.var() / runs)
        assert abs(ours.mean() - theirs.mean()) <= 4.5 * se + 1e-9, (ours.mean(), theirs.mean(), se)


@pytest.mark.parametrize("rule", BROOKER_RULES)
def test_one_client_writes_once_after_four_messages(rule):
    calls, time_ms = simulate(rule, 1, 500, np.random.default_rng(0))
    assert np.all(calls == 1)
    assert abs(time_ms.mean() - 40.0) < 0.5  # four messages of 10 ms on average


def test_exponential_first_wait_is_ten_ms():
    # Two clients that read together: one write fails and the loser waits
    # min(cap, 5 ms x 2^1) = 10 ms. With no network noise to speak of the
    # whole run takes 4 x 10 ms + 10 ms + 4 x 10 ms.
    class Still:
        def normal(self, mean, sd, size=None):
            return np.full(size, mean) if size is not None else mean

        def random(self, size=None):
            return np.full(size, 0.5)

    calls, time_ms = simulate("exponential", 2, 1, Still())
    assert calls.tolist() == [3]  # both write at 30 ms, one loses and writes again at 80 ms
    assert time_ms.tolist() == [pytest.approx(90.0)]


def test_every_client_writes_exactly_once_successfully():
    for rule in BROOKER_RULES:
        calls, _ = simulate(rule, 30, 20, np.random.default_rng(4))
        assert np.all(calls >= 30)


def test_same_seed_same_rows():
    a = run_experiment(clients=(10, 20), runs=10, seed=5)
    assert a == run_experiment(clients=(10, 20), runs=10, seed=5)
    assert a != run_experiment(clients=(10, 20), runs=10, seed=6)


def test_brookers_findings_at_fifty_clients():
    rows = {r.rule: r for r in run_experiment(clients=(50,), runs=100)}
    calls = {k: r.calls for k, r in rows.items()}
    time_ms = {k: r.time_ms for k, r in rows.items()}
    # Exponential backoff without jitter saves little work over no backoff at all ...
    assert calls["exponential"] > 0.8 * calls["none"]
    # ... and takes by far the longest.
    assert time_ms["exponential"] > 5 * max(t for k, t in time_ms.items() if k != "exponential")
    # Jitter cuts the work by a third or more; full jitter needs the fewest calls, equal
    # jitter a few more, decorrelated jitter more again.
    assert calls["full-jitter"] < calls["equal-jitter"] < calls["decorrelated-jitter"] < 0.7 * calls["exponential"]
    # Equal jitter is the slowest of the jittered rules.
    assert time_ms["equal-jitter"] > max(time_ms["full-jitter"], time_ms["decorrelated-jitter"])


# --- the command line ---------------------------------------------------------------------------------


def run_cli(capsys, *args: str) -> tuple[int, str, str]:
    try:
        code = main(list(args))
    except SystemExit as e:
        code = e.code
    out, err = capsys.readouterr()
    return code, out, err


def test_brooker_json(capsys):
    code, out, _ = run_cli(capsys, "brooker", "--json", "--runs", "5", "--clients", "10,30")
    assert code == 0
    doc = json.loads(out)
    assert [(r["clients"], r["rule"]) for r in doc["rows"]] == [(n, rule) for n in (10, 30) for rule in BROOKER_RULES]
    for r in doc["rows"]:
        assert set(r) == {"clients", "rule", "calls", "time_ms"}
        assert r["calls"] >= r["clients"] and r["time_ms"] > 0


def test_brooker_table(capsys):
    code, out, _ = run_cli(capsys, "brooker", "--runs", "3", "--clients", "10", "--rules", "none,full-jitter")
    assert code == 0
    assert "| Clients | none calls | full-jitter calls | none ms | full-jitter ms |" in out
    assert any(line.startswith("| 10 | ") for line in out.splitlines())


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--runs", "0"), ("--runs", "1 to 10,000")),
        (("--clients", "0,10"), ("--clients", "1 to 2,000")),
        (("--clients", "ten"), ("--clients", "1 to 2,000")),
        (("--rules", "linear"), ("--rules", "none, exponential, full-jitter")),
    ],
)
def test_brooker_bad_input(capsys, args, words):
    code, out, err = run_cli(capsys, "brooker", *args)
    assert code == 2 and out == "" and err.count("\n") == 1
    for w in words:
        assert w in err
