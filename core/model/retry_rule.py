"""The retry rule's contract, shared by the model's rules (core/model/rules.py) and
the library presets (core/model/presets.py).

A rule answers one question, ``wait_us(k, prev_us, draw)``: the wait after
the k-th refusal (k = 1, 2, ...) in whole microseconds, given the previous
wait (for rules that remember it) and ``draw()``, a uniform number in
[0, 1) from the run's own random stream. The engine adds the refusal round
trip itself. Kept apart from both registries so that neither imports the
other to get it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from wallasey_lab.core.model.params import Param

if TYPE_CHECKING:  # for annotations only: the scenario imports the rules
    from wallasey_lab.core.model.scenario import Scenario

Draw = Callable[[], float]


class RetryRule:
    name: ClassVar[str]
    random: ClassVar[bool] = False
    # True for a rule that needs the limiter's hint (when the tool reopens).
    uses_hint: ClassVar[bool] = False
    # The scenario fields this rule reads (core/model/params.py); the command line,
    # the window and the scenario's checks are built from them.
    params: ClassVar[tuple[Param, ...]] = ()

    def __init__(self, scenario: Scenario):
        self.scenario = scenario

    def wait_us(self, k: int, prev_us: int, draw: Draw) -> int:
        raise NotImplementedError

    def next_call_us(self, k: int, prev_us: int, draw: Draw, learn_us: int, hint_us: int) -> tuple[int, int]:
        """When to call again, having learnt of the k-th refusal at ``learn_us``
        with the tool's hint ``hint_us``: (call time, wait). Most rules ignore
        the hint and wait ``wait_us`` from the moment they learn."""
        w = self.wait_us(k, prev_us, draw)
        return learn_us + w, w

    def waits_s(self, count: int, draw: Draw | None = None) -> list[float]:
        """The first ``count`` waits in seconds, for tests and explanations."""
        draw = draw or (lambda: 0.5)
        out, prev = [], 0
        for k in range(1, count + 1):
            prev = self.wait_us(k, prev, draw)
            out.append(prev / 1e6)
        return out
