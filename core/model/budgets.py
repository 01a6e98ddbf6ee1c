"""Retry budgets: a limit the crowd's own client library puts on retries,
whatever the tool says. The whole crowd shares one client, so one budget.

One small class per budget, registered by name in ``BUDGETS`` (the
scenario's ``budget`` field names one). The reference engine asks it:

* ``first_call(t)``: an agent makes its first call at t;
* ``allow_retry(t)``: an agent has learnt of a refusal at t and means to
  call again; False drops the retry, and the agent's request fails (it
  gives up);
* ``throttle(t, u)`` (only when ``throttles``): asked before every call is
  sent, u a uniform draw; True rejects the call inside the client;
* ``answered(t, retried)`` (only when ``hears_answers``): a call was
  answered at t; ``retried`` if it was not the agent's first call.

The budgets' own settings are the published constants below, so none
declares scenario parameters today; one that reads a scenario field lists
it in ``params`` (core/model/params.py), as the rules and limiters do, and the
command line, the window and the scenario's checks follow.
"""

from __future__ import annotations

from collections import deque
from typing import ClassVar

from wallasey_lab.core.model.params import US_PER_S, Param, ScenarioError

BUDGET_WINDOW_US = 120 * US_PER_S  # trailing window of the ratio and adaptive budgets
RATIO_BUDGET = 0.1  # ratio budget: retries at most 10% of requests
AWS_QUOTA, AWS_RETRY_COST, AWS_NO_RETRY_REFUND = 500, 5, 1  # token-bucket budget
ADAPTIVE_K = 2.0  # adaptive throttling: reject with p = max(0, (req - K acc) / (req + 1))


def _trim(times: deque[int], t: int) -> None:
    while times and times[0] <= t - BUDGET_WINDOW_US:
        times.popleft()


class RetryBudget:
    name: ClassVar[str]
    params: ClassVar[tuple[Param, ...]] = ()
    limits: ClassVar[bool] = True  # False: no budget at all (the engine skips every question)
    throttles: ClassVar[bool] = False  # asks throttle() before every call
    hears_answers: ClassVar[bool] = False  # told of every answer (answered())

    def first_call(self, t: int) -> None:
        """An agent makes its first call at t."""

    def allow_retry(self, t: int) -> bool:
        return True

    def throttle(self, t: int, u: float) -> bool:
        return False

    def answered(self, t: int, retried: bool) -> None:
        """A call was answered at t."""


class NoBudget(RetryBudget):
    """Every retry is allowed (the published story)."""

    name = "none"
    limits = False


class RatioBudget(RetryBudget):
    """Google SRE's retry budget: retries at most 10% of the first calls
    made in the last 120 s."""

    name = "ratio"

    def __init__(self) -> None:
        self.requests: deque[int] = deque()  # first calls in the trailing window
        self.retries: deque[int] = deque()  # retries let through in it

    def first_call(self, t: int) -> None:
        self.requests.append(t)

    def allow_retry(self, t: int) -> bool:
        _trim(self.requests, t)
        _trim(self.retries, t)
        if len(self.retries) + 1 > RATIO_BUDGET * len(self.requests):
            return False
        self.retries.append(t)
        return True


class TokenBucketBudget(RetryBudget):
    """The AWS SDKs' retry quota: 500 tokens, a retry costs 5, an answer to
    a retry gives its 5 back and an answer to a first call gives 1."""

    name = "token-bucket"
    hears_answers = True

    def __init__(self) -> None:
        self.tokens = AWS_QUOTA

    def allow_retry(self, t: int) -> bool:
        if self.tokens < AWS_RETRY_COST:
            return False
        self.tokens -= AWS_RETRY_COST
        return True

    def answered(self, t: int, retried: bool) -> None:
        refund = AWS_RETRY_COST if retried else AWS_NO_RETRY_REFUND
        self.tokens = min(AWS_QUOTA, self.tokens + refund)


class AdaptiveBudget(RetryBudget):
    """Google SRE's adaptive throttling: the client rejects a call itself
    with p = max(0, (requests - K accepts) / (requests + 1)) over the last
    120 s, K = 2."""

    name = "adaptive"
    throttles = True
    hears_answers = True

    def __init__(self) -> None:
        self.requests: deque[int] = deque()  # every attempt in the trailing window
        self.accepts: deque[int] = deque()  # answers received in it

    def throttle(self, t: int, u: float) -> bool:
        """Counted over the trailing window before this attempt; the attempt
        then counts as a request, rejected or not."""
        _trim(self.requests, t)
        _trim(self.accepts, t)
        requests = len(self.requests)
        self.requests.append(t)
        p = max(0.0, (requests - ADAPTIVE_K * len(self.accepts)) / (requests + 1))
        return u < p

    def answered(self, t: int, retried: bool) -> None:
        self.accepts.append(t)


BUDGETS: dict[str, type[RetryBudget]] = {
    b.name: b for b in (NoBudget, RatioBudget, TokenBucketBudget, AdaptiveBudget)
}


def make_budget(name: str) -> RetryBudget | None:
    """A fresh budget for one run, or None when ``name`` sets no limit."""
    try:
        cls = BUDGETS[name]
    except KeyError:
        raise ScenarioError(f"budget must be one of {', '.join(BUDGETS)}, got {name!r}") from None
    return cls() if cls.limits else None
