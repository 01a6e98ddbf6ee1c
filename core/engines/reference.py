"""The reference engine: an exact, event-by-event simulation.

Calls are grouped by the instant they are made (integer microseconds). At
each instant the engine shuffles the callers (same-instant calls are taken
in a random order), asks the limiter how many it accepts, serves those and
schedules every refused agent's next call at t + refusal round trip + wait.
It is kept simple on purpose: faster engines are checked against it.

Scenarios that use only the story's model (``Scenario.story_model_only``)
and rules that need no hint from the tool run through ``_simulate_story``,
the loop above, unchanged since the published table: same random numbers,
same figures. Everything beyond the story (arrivals over time, attempt caps,
deadlines, retry budgets, other limiters, ``retry-after``) runs through
``_simulate_general``, an event loop that also knows *when* a refused agent
learns of its refusal and when an answer reaches its agent (see
docs/rules.md for the definitions).

This module is one run (``simulate_run``); a batch of runs, the reference's
included, goes through the one batch loop, ``core.engines.pick.run_batch``
(``simulate=simulate_run``). What runs return is in ``core.engines.results``.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable

import numpy as np

from wallasey_lab.core.engines.results import (
    NOT_SERVED,
    CallBudgetExceeded,
    Cancelled,
    RunResult,
    ShouldStop,
    load_of,
)
from wallasey_lab.core.model.arrivals import arrival_times_us
from wallasey_lab.core.model.budgets import make_budget
from wallasey_lab.core.model.limiters import make_limiter
from wallasey_lab.core.model.rules import make_rule
from wallasey_lab.core.model.scenario import AnswerTime, Scenario, to_us


class _Uniforms:
    """Uniform [0, 1) numbers from a run's generator, drawn in chunks
    because one numpy call per number would dominate the run time."""

    __slots__ = ("rng", "buf", "i")

    def __init__(self, rng: np.random.Generator):
        self.rng = rng
        self.buf: list[float] = []
        self.i = 0

    def __call__(self) -> float:
        if self.i >= len(self.buf):
            self.buf = self.rng.random(1024).tolist()
            self.i = 0
        u = self.buf[self.i]
        self.i += 1
        return u


def _answer_sampler(answer: AnswerTime, draw: _Uniforms) -> Callable[[], int]:
    if answer.kind == "fixed":
        value = to_us(answer.value)
        return lambda: value
    if answer.kind == "uniform":
        low, span = to_us(answer.low), to_us(answer.high) - to_us(answer.low)
        return lambda: low + int(draw() * span + 0.5)
    samples = [to_us(s) for s in answer.samples]
    count = len(samples)
    return lambda: samples[min(int(draw() * count), count - 1)]


def simulate_run(
    scenario: Scenario,
    rule: str,
    rng: np.random.Generator,
    *,
    record_calls: bool = False,
    should_stop: ShouldStop | None = None,
    general: bool = False,
) -> RunResult:
    """One run of ``rule`` in ``scenario`` on the random stream ``rng``.

    ``general=True`` forces the general event loop even for a story-model
    scenario (for tests: the two loops must agree).
    """
    scenario.checked()
    retry = make_rule(rule, scenario)
    if scenario.story_model_only() and not retry.uses_hint and not general:
        return _simulate_story(scenario, rule, retry, rng, record_calls, should_stop)
    return _simulate_general(scenario, rule, retry, rng, record_calls, should_stop)


def _over_budget(calls: int, budget: int) -> CallBudgetExceeded:
    return CallBudgetExceeded(
        f"stopped after {calls:,} calls, over the budget of {budget:,}: "
        "try fewer agents, more capacity or a slower retry"
    )


def _store_record(result: RunResult, record: list[tuple[int, list[int], int]], calls: int) -> None:
    sizes = [len(g) for _, g, _ in record]
    result.call_times = np.repeat(np.array([t for t, _, _ in record], dtype=np.int64), sizes) / 1e6
    result.call_agents = np.fromiter((a for _, g, _ in record for a in g), dtype=np.int64, count=calls)
    accepted = np.zeros(calls, dtype=bool)
    starts = np.concatenate(([0], np.cumsum(sizes)[:-1])).astype(np.int64)
    for start, (_, _, take) in zip(starts.tolist(), record, strict=False):
        accepted[start : start + take] = True
    result.call_accepted = accepted


def _store_load(
    result: RunResult, inst_t: list[int], inst_sent: list[int], inst_took: list[int], capacity: int,
    last_start_us: int | None = None,
) -> None:
    result.peak_100ms, result.utilisation = load_of(
        np.asarray(inst_t, dtype=np.int64), np.asarray(inst_sent, dtype=np.int64),
        np.asarray(inst_took, dtype=np.int64), capacity, last_start_us,
    )


def _simulate_story(
    scenario: Scenario,
    rule: str,
    retry,
    rng: np.random.Generator,
    record_calls: bool,
    should_stop: ShouldStop | None,
) -> RunResult:
    """The published model, exactly as it has always run (random numbers included)."""
    limiter = make_limiter(scenario.limiter, scenario)
    n = scenario.agents
    rtt_us = to_us(scenario.refusal_rtt)
    budget = scenario.call_budget
    draw = _Uniforms(rng)
    answer_us = _answer_sampler(scenario.answer_time, draw)

    refusals = [0] * n
    prev_wait = [0] * n
    served = [0] * n
    pending: dict[int, list[int]] = {0: list(range(n))}  # instant -> callers
    instants = [0]
    calls = refused = 0
    steps = 0
    record: list[tuple[int, list[int], int]] = []
    inst_t: list[int] = []
    inst_sent: list[int] = []
    inst_took: list[int] = []
    wait_us = retry.wait_us

    while instants:
        t = heapq.heappop(instants)
        group = pending.pop(t)
        m = len(group)
        if m > 1:
            group = [group[i] for i in rng.permutation(m).tolist()]
        take = limiter.admit(t, m)
        calls += m
        refused += m - take
        if calls > budget:
            raise _over_budget(calls, budget)
        if record_calls:
            record.append((t, group, take))
        inst_t.append(t)
        inst_sent.append(m)
        inst_took.append(take)
        for a in group[:take]:
            served[a] = t + answer_us()
        for a in group[take:]:
            k = refusals[a] = refusals[a] + 1
            w = prev_wait[a] = wait_us(k, prev_wait[a], draw)
            nt = t + rtt_us + w
            bucket = pending.get(nt)
            if bucket is None:
                pending[nt] = [a]
                heapq.heappush(instants, nt)
            else:
                bucket.append(a)
        steps += 1
        if should_stop is not None and steps % 256 == 0 and should_stop():
            raise Cancelled()

    result = RunResult(
        rule=rule,
        calls=calls,
        refused=refused,
        served_us=np.asarray(served, dtype=np.int64),
        tries=np.asarray(refusals, dtype=np.int64) + 1,
    )
    _store_load(result, inst_t, inst_sent, inst_took, scenario.capacity)
    if record_calls:
        _store_record(result, record, calls)
    return result


_ANSWERED, _LEARN = 0, 1  # event phases at one instant: answers first, then refusals learnt, then calls


def _simulate_general(
    scenario: Scenario,
    rule: str,
    retry,
    rng: np.random.Generator,
    record_calls: bool,
    should_stop: ShouldStop | None,
) -> RunResult:
    """Arrivals, attempt caps, deadlines, retry budgets, other tools and
    server hints; the model is written out in docs/rules.md.

    At each instant, in this order: answers that reach their agents (the
    budget hears of successes), refusals agents learn of (each decides to
    call again, or gives up: attempt cap, deadline, budget), then the calls
    made at that instant, shuffled, each first past the client's adaptive
    throttle (if any) and then the limiter.
    """
    limiter = make_limiter(scenario.limiter, scenario)
    n = scenario.agents
    rtt_us = to_us(scenario.refusal_rtt)
    call_budget = scenario.call_budget
    arrivals = arrival_times_us(scenario, rng)
    draw = _Uniforms(rng)
    answer_us = _answer_sampler(scenario.answer_time, draw)
    max_attempts = scenario.max_attempts
    deadline_us = None if scenario.deadline is None else to_us(scenario.deadline)
    budget = make_budget(scenario.budget)  # None: no retry budget
    adaptive = budget is not None and budget.throttles
    track_answers = budget is not None and budget.hears_answers
    uses_hint = retry.uses_hint
    base_us = to_us(scenario.base)

    refusals = [0] * n  # refusals so far, throttled attempts included: k of the next wait
    attempts = [0] * n  # calls sent plus attempts throttled
    sent = [0] * n  # calls sent
    prev_wait = [0] * n
    served = [NOT_SERVED] * n
    gave_up = throttled = 0
    last_start = -1  # latest service start of an accepted call
    pending: dict[int, list[int]] = {}  # instant -> callers
    for a, t in enumerate(arrivals):
        pending.setdefault(t, []).append(a)
    instants = list(pending)
    heapq.heapify(instants)
    events: list[tuple[int, int, int, int, int]] = []  # (time, phase, seq, agent, hint)
    seq = 0
    calls = refused = 0
    steps = 0
    record: list[tuple[int, list[int], int]] = []
    inst_t: list[int] = []
    inst_sent: list[int] = []
    inst_took: list[int] = []

    def learn(a: int, t: int, hint: int) -> None:
        """Agent a learns at t of a refusal (hint: when the tool reopens)."""
        nonlocal gave_up
        k = refusals[a] = refusals[a] + 1
        if max_attempts is not None and attempts[a] >= max_attempts:
            gave_up += 1
            return
        nt, w = retry.next_call_us(k, prev_wait[a], draw, t, hint)
        if deadline_us is not None and nt > arrivals[a] + deadline_us:
            gave_up += 1
            return
        if budget is not None and not budget.allow_retry(t):
            gave_up += 1
            return
        prev_wait[a] = w
        _schedule(pending, instants, a, nt)

    while instants or events:
        t = instants[0] if instants else events[0][0]
        if events and events[0][0] < t:
            t = events[0][0]
        while events and events[0][0] == t:
            _, phase, _, a, hint = heapq.heappop(events)
            if phase == _ANSWERED:
                budget.answered(t, attempts[a] > 1)
            else:
                learn(a, t, hint)
        if not instants or instants[0] != t:
            continue
        heapq.heappop(instants)
        group = pending.pop(t)
        m = len(group)
        if m > 1:
            group = [group[i] for i in rng.permutation(m).tolist()]
        if budget is not None:
            for a in group:
                if attempts[a] == 0:
                    budget.first_call(t)
        if adaptive:
            group, seq = _throttle(group, t, budget, draw, attempts, events, seq, base_us)
            throttled += m - len(group)
            m = len(group)
        starts = limiter.admit_calls(t, m) if m else []
        take = len(starts)
        calls += m
        refused += m - take
        if calls + throttled > call_budget:
            raise _over_budget(calls + throttled, call_budget)
        if m:
            if record_calls:
                record.append((t, group, take))
            inst_t.append(t)
            inst_sent.append(m)
            inst_took.append(take)
        if take:
            last_start = max(last_start, starts[-1])
        seq = _serve(group, starts, attempts, sent, served, answer_us, limiter, events if track_answers else None, seq)
        if take < m:
            hint = limiter.next_open_us(t) if uses_hint else 0
            seq = _send_back(group[take:], t + rtt_us, hint, attempts, sent, events, seq)
        steps += 1
        if should_stop is not None and steps % 256 == 0 and should_stop():
            raise Cancelled()

    result = RunResult(
        rule=rule,
        calls=calls,
        refused=refused,
        served_us=np.asarray(served, dtype=np.int64),
        tries=np.asarray(sent, dtype=np.int64),
        gave_up=gave_up,
        throttled=throttled,
        arrival_us=np.asarray(arrivals, dtype=np.int64),
    )
    _store_load(result, inst_t, inst_sent, inst_took, scenario.capacity, last_start if last_start >= 0 else None)
    if record_calls:
        _store_record(result, record, calls)
    return result


def _schedule(pending: dict[int, list[int]], instants: list[int], a: int, when: int) -> None:
    """Agent a calls at ``when``: with the instant's other callers (a new
    instant joins the heap of instants)."""
    bucket = pending.get(when)
    if bucket is None:
        pending[when] = [a]
        heapq.heappush(instants, when)
    else:
        bucket.append(a)


def _throttle(group: list[int], t: int, budget, draw: _Uniforms, attempts: list[int],
              events: list[tuple[int, int, int, int, int]], seq: int, base_us: int) -> tuple[list[int], int]:
    """The adaptive client's throttle on each call of instant t, in order: a
    throttled attempt counts as an attempt and is a refusal learnt at once.
    Returns (the calls that go on to the tool, the next event seq)."""
    passed = []
    for a in group:
        if budget.throttle(t, draw()):
            attempts[a] += 1
            # Rejected inside the client: no round trip, and no hint from the tool
            # (retry-after then waits the backoff base).
            heapq.heappush(events, (t, _LEARN, seq, a, t + base_us))
            seq += 1
        else:
            passed.append(a)
    return passed, seq


def _serve(group: list[int], starts: list[int], attempts: list[int], sent: list[int], served: list[int],
           answer_us: Callable[[], int], limiter, events: list[tuple[int, int, int, int, int]] | None,
           seq: int) -> int:
    """The accepted calls (group's first len(starts), each with its service
    start): each agent is served at its start plus its answer time; with
    ``events`` (a budget that hears answers) the answer is an event then.
    Returns the next event seq."""
    for a, start in zip(group[:len(starts)], starts, strict=True):
        attempts[a] += 1
        sent[a] += 1
        end = served[a] = start + answer_us()
        limiter.on_answer(start, end)
        if events is not None:
            heapq.heappush(events, (end, _ANSWERED, seq, a, 0))
            seq += 1
    return seq


def _send_back(refused: list[int], learnt: int, hint: int, attempts: list[int], sent: list[int],
               events: list[tuple[int, int, int, int, int]], seq: int) -> int:
    """The refused calls: each agent learns of its refusal at ``learnt``
    (with the tool's hint). Returns the next event seq."""
    for a in refused:
        attempts[a] += 1
        sent[a] += 1
        heapq.heappush(events, (learnt, _LEARN, seq, a, hint))
        seq += 1
    return seq
