"""Library presets: retry rules named after the client libraries people use,
with those libraries' documented defaults or the settings people commonly
write. Each is a RetryRule like those in core/model/rules.py (same ``wait_us``
contract), registered in ``PRESETS``; ``core.model.rules.make_rule`` finds them. They
subclass ``RetryRule`` from core/model/retry_rule.py, so this module does not
import core/model/rules.py (which imports it: no cycle).

Waits are in story seconds, as the libraries' own settings are. Where a
library's formula is written below it is copied from the library's source at
the version named (docs/rules.md, "Library presets", cites each one).

Every preset retries until it is served unless the scenario's ``max_attempts``
says otherwise: the storm compares reality with the model for the crowd as a
whole, and the libraries' give-up defaults are listed in docs/rules.md.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, ClassVar

from wallasey_lab.core.model.params import US_PER_S, ScenarioError, to_us
from wallasey_lab.core.model.retry_rule import Draw, RetryRule

if TYPE_CHECKING:  # for annotations only: the scenario imports the presets
    from wallasey_lab.core.model.scenario import Scenario

# Past this many refusals every doubling rule is at its cap (2^62 s is far
# beyond any run); stops the big-int arithmetic.
_MAX_DOUBLINGS = 62


class LibraryPreset(RetryRule):
    """A retry rule as a named library does it. Its settings are the
    library's own (the class constants below), so it declares no scenario
    parameters of its own (``params`` is empty)."""

    library: ClassVar[str]  # the library's name, e.g. "tenacity"
    version: ClassVar[str]  # the version whose source and documentation the formula follows
    settings: ClassVar[str]  # the call people write, e.g. "wait_exponential(multiplier=1, min=4, max=10)"
    # Whether `wallasey-sim storm` runs the library's own code for this preset.
    runs_for_real: ClassVar[bool] = True
    # Whether the tool's refusals carry a Retry-After header in the real storm.
    sends_retry_after: ClassVar[bool] = False


def _doubling_s(k: int, multiplier: float) -> float:
    """multiplier x 2^(k-1), without overflow for huge k."""
    return multiplier * 2.0 ** min(k - 1, _MAX_DOUBLINGS)


class TenacityNoWait(LibraryPreset):
    """tenacity's default: ``wait=wait_none()``, so a refused call is made
    again as soon as the refusal is heard (only the round trip apart)."""

    name = "tenacity-no-wait"
    library, version, settings = "tenacity", "9.2.1", "@retry (default wait_none)"

    def __init__(self, scenario: Scenario):
        super().__init__(scenario)
        if scenario.refusal_rtt <= 0:
            # A zero wait and a zero round trip would call again at the same
            # instant, in the same full window, until the call budget ran out.
            raise ScenarioError(
                f"rule {self.name} waits 0 s, so it needs a refusal round trip above 0 s, got {scenario.refusal_rtt:g}"
            )

    def wait_us(self, k: int, prev_us: int, draw: Draw) -> int:
        return 0


class TenacityExponential(LibraryPreset):
    """``wait_exponential(multiplier=1, min=4, max=10)``, the example in
    tenacity's documentation: w_k = max(min, min(max, multiplier x 2^(k-1))).
    No randomness: a lockstep herd at 4, 4, 4, 8, 10, 10, ... s."""

    name = "tenacity-exponential"
    library, version, settings = "tenacity", "9.2.1", "wait_exponential(multiplier=1, min=4, max=10)"
    MULTIPLIER, MIN, MAX = 1.0, 4.0, 10.0

    def wait_us(self, k: int, prev_us: int, draw: Draw) -> int:
        return to_us(max(self.MIN, min(self.MAX, _doubling_s(k, self.MULTIPLIER))))


class TenacityRandomExponential(LibraryPreset):
    """``wait_random_exponential(multiplier=1, max=60)``: full jitter,
    w_k = uniform(0, min(max, multiplier x 2^(k-1)))."""

    name = "tenacity-random-exponential"
    random = True
    library, version, settings = "tenacity", "9.2.1", "wait_random_exponential(multiplier=1, max=60)"
    MULTIPLIER, MAX = 1.0, 60.0

    def wait_us(self, k: int, prev_us: int, draw: Draw) -> int:
        return int(draw() * to_us(min(self.MAX, _doubling_s(k, self.MULTIPLIER))) + 0.5)


class BackoffExpo(LibraryPreset):
    """``@backoff.on_exception(backoff.expo, ...)`` with its defaults: base 2,
    factor 1, no maximum, and ``jitter=backoff.full_jitter``:
    w_k = uniform(0, 2^(k-1)), never capped."""

    name = "backoff-expo"
    random = True
    library, version, settings = "backoff", "2.2.1", "on_exception(backoff.expo) (default full_jitter, no max_value)"
    FACTOR = 1.0

    def wait_us(self, k: int, prev_us: int, draw: Draw) -> int:
        return int(draw() * to_us(_doubling_s(k, self.FACTOR)) + 0.5)


class Urllib3Backoff(LibraryPreset):
    """``Retry(backoff_factor=0.5, status_forcelist=[429])``, the settings
    most often written: the first retry is at once, then
    w_k = min(backoff_max, factor x 2^(k-1)) (k >= 2), backoff_max 120 s."""

    name = "urllib3-backoff"
    library, version, settings = "urllib3", "2.8.0", "Retry(backoff_factor=0.5, status_forcelist=[429])"
    FACTOR, JITTER, MAX = 0.5, 0.0, 120.0

    def wait_us(self, k: int, prev_us: int, draw: Draw) -> int:
        if k <= 1:  # urllib3: one consecutive error means no backoff
            return 0
        value = _doubling_s(k, self.FACTOR)
        if self.JITTER:
            value += draw() * self.JITTER
        return to_us(max(0.0, min(self.MAX, value)))


class Urllib3Jitter(Urllib3Backoff):
    """``Retry(backoff_factor=0.5, backoff_jitter=1.0, status_forcelist=[429])``:
    as urllib3-backoff plus uniform(0, 1 s) from the second retry on (the
    first retry is still at once, with no jitter)."""

    name = "urllib3-jitter"
    random = True
    settings = "Retry(backoff_factor=0.5, backoff_jitter=1.0, status_forcelist=[429])"
    JITTER = 1.0


class Urllib3RetryAfter(LibraryPreset):
    """urllib3's default ``respect_retry_after_header=True`` against a tool
    that sends ``Retry-After``. HTTP says the header is whole seconds, so the
    tool rounds up: a refusal at t carries ceil(H - t), H when the tool next
    opens, and the client sleeps exactly that (its backoff is used only when
    the header is 0, which never happens here). No jitter: the herd arrives
    together, one whole second later."""

    name = "urllib3-retry-after"
    uses_hint = True
    library, version, settings = "urllib3", "2.8.0", "Retry(status_forcelist=[429]) and a Retry-After header"
    sends_retry_after = True

    def __init__(self, scenario: Scenario):
        super().__init__(scenario)
        self.rtt_us = to_us(scenario.refusal_rtt)

    def wait_us(self, k: int, prev_us: int, draw: Draw) -> int:
        return US_PER_S  # what the header says in the fixed window of the story: 1 s

    def next_call_us(self, k: int, prev_us: int, draw: Draw, learn_us: int, hint_us: int) -> tuple[int, int]:
        called_us = learn_us - self.rtt_us
        header_s = retry_after_seconds(hint_us - called_us)
        return learn_us + header_s * US_PER_S, header_s * US_PER_S


def retry_after_seconds(until_open_us: int) -> int:
    """The Retry-After header a tool sends when it opens again in
    ``until_open_us``: whole seconds, rounded up (at least 0)."""
    return max(0, -(-until_open_us // US_PER_S))


class BotocoreStandard(LibraryPreset):
    """botocore's ``standard`` retry mode (the AWS SDKs' default for new
    code): w_k = min(20, uniform(0, 1) x 2^(k-1)). Its 3-attempt limit and
    its 500-token retry quota are the scenario's ``--max-attempts 3`` and
    ``--budget token-bucket``. Model only (see docs/real-storm.md)."""

    name = "botocore-standard"
    random = True
    library, version, settings = "botocore", "1.x (retries/standard.py)", "Config(retries={'mode': 'standard'})"
    runs_for_real = False
    BASE, MAX = 2.0, 20.0

    def wait_us(self, k: int, prev_us: int, draw: Draw) -> int:
        return to_us(min(draw() * self.BASE ** min(k - 1, _MAX_DOUBLINGS), self.MAX))


class GrpcBackoff(LibraryPreset):
    """gRPC's backoff defaults: 1 s initial, multiplier 1.6, jitter 0.2,
    120 s maximum: w_k = min(120, 1.6^(k-1)) x uniform(0.8, 1.2). (These
    are gRPC's connection-backoff defaults; a retry policy in a service
    config has no defaults.) Model only (see docs/real-storm.md)."""

    name = "grpc-backoff"
    random = True
    library, version, settings = "gRPC", "doc/connection-backoff.md", "the default connection backoff"
    runs_for_real = False
    INITIAL, MULTIPLIER, JITTER, MAX = 1.0, 1.6, 0.2, 120.0

    def __init__(self, scenario: Scenario):
        super().__init__(scenario)
        # Beyond this many refusals the limit is the maximum.
        self.k_cap = 1 + math.ceil(math.log(self.MAX / self.INITIAL) / math.log(self.MULTIPLIER))

    def wait_us(self, k: int, prev_us: int, draw: Draw) -> int:
        limit = self.MAX if k >= self.k_cap else min(self.MAX, self.INITIAL * self.MULTIPLIER ** (k - 1))
        return to_us(limit * (1.0 - self.JITTER + 2.0 * self.JITTER * draw()))


PRESETS: dict[str, type[LibraryPreset]] = {
    p.name: p
    for p in (TenacityNoWait, TenacityExponential, TenacityRandomExponential, BackoffExpo, Urllib3Backoff,
              Urllib3Jitter, Urllib3RetryAfter, BotocoreStandard, GrpcBackoff)
}
