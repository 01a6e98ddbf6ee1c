"""The crowd at the door, as numbers: where every agent is at any moment
of the replay of a simulated run (numpy, no Qt).

``CrowdModel`` turns a run's recorded calls into each agent's place:
walking up to the door, bouncing back after a refusal, waiting, pushing
again, or going through the door and waiting inside for its answer, plus the
knock counters. gui/views/crowd.py paints that; nothing here decides anything
about the model: every position comes from a call time in the run.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from wallasey_lab.core.engines.results import RunResult

LEAD_S = 1.0  # the walk up to the door before the first knock at t = 0
BACK_S = 0.45  # the longest a bounce back (or a walk up again) takes
FULL_GAP_S = 1.5  # an agent with this long (or longer) until its next knock walks all the way back
WALK_IN_S = 0.6  # from the door to a seat inside
FLASH_S = 0.35  # a refused dot shows the refusal colour this long
GLOW_S = 0.25  # the doorway shows the last knock's outcome this long
US = 1_000_000
AGENT_KEY = 1 << 40  # sorts (agent, time in microseconds) as one int64 key


def _ease(u: np.ndarray) -> np.ndarray:
    """0 -> 0, 1 -> 1, smooth at both ends (clipped to [0, 1])."""
    u = np.clip(u, 0.0, 1.0)
    return u * u * (3.0 - 2.0 * u)


@dataclass
class CrowdState:
    """Where every agent is at one moment (arrays, one entry per agent)."""

    now: float
    toward_door: np.ndarray  # 0 = at home in the crowd, 1 = at the door
    inside: np.ndarray  # 0 = outside, up to 1 = sitting at its seat inside
    knocks: np.ndarray  # calls made so far
    flash: np.ndarray  # True: refused a moment ago
    accepted: np.ndarray  # True: got through the door
    served: np.ndarray  # True: its answer has arrived
    seat: np.ndarray  # seat number inside (order of getting in), -1 outside
    glow: int  # +1 a call was let in a moment ago, -1 refused, 0 none


class CrowdModel:
    """Per-agent call lists from a recorded run, for fast look-ups at any time."""

    def __init__(self, run: RunResult):
        if run.call_times is None or run.call_agents is None or run.call_accepted is None:
            raise ValueError("this run was simulated without recording its calls")
        self.run = run
        self.agents = len(run.served_us)
        times_us = np.rint(run.call_times * US).astype(np.int64)
        agents = run.call_agents.astype(np.int64)
        order = np.lexsort((times_us, agents))  # by agent, then time
        self.t_us = times_us[order]
        self.acc = run.call_accepted[order]
        self.key = agents[order] * AGENT_KEY + self.t_us
        ids = np.arange(self.agents, dtype=np.int64)
        self.first = np.searchsorted(agents[order], ids, side="left")
        self.last = np.searchsorted(agents[order], ids, side="right")
        # When each agent got in (its accepted call), and its seat inside.
        accept_us = np.full(self.agents, -1, dtype=np.int64)
        accept_us[agents[order][self.acc]] = self.t_us[self.acc]
        self.accept_us = accept_us
        got_in = np.flatnonzero(accept_us >= 0)
        seat = np.full(self.agents, -1, dtype=np.int64)
        seat[got_in[np.argsort(accept_us[got_in], kind="stable")]] = np.arange(len(got_in))
        self.seat = seat
        self.served_us = run.served_us
        # Time order, for the counters and the doorway's glow.
        self.g_t_us = times_us
        self.g_acc_cum = np.concatenate(([0], np.cumsum(run.call_accepted)))
        self.end = float(max(run.call_times[-1], run.last_served)) if len(run.call_times) else 0.0

    def counters(self, now: float) -> dict[str, int]:
        """Knocks so far, refused so far, agents inside (let in) and agents answered."""
        now_us = int(round(now * US))
        n = int(np.searchsorted(self.g_t_us, now_us, side="right"))
        accepted = int(self.g_acc_cum[n])
        served = int(np.count_nonzero((self.served_us >= 0) & (self.served_us <= now_us)))
        return {"knocks": n, "refused": n - accepted, "inside": accepted, "served": served, "agents": self.agents}

    def state(self, now: float) -> CrowdState:
        now_us = int(round(now * US))
        ids = np.arange(self.agents, dtype=np.int64)
        idx = np.searchsorted(self.key, ids * AGENT_KEY + now_us, side="right")
        knocks = idx - self.first
        has_prev = knocks > 0
        has_next = idx < self.last
        prev_i = np.where(has_prev, idx - 1, 0)
        next_i = np.where(has_next, idx, 0)
        prev_t = np.where(has_prev, self.t_us[prev_i], 0) / US
        next_t = np.where(has_next, self.t_us[next_i], 0) / US
        prev_acc = has_prev & self.acc[prev_i]

        toward = np.zeros(self.agents)
        # Before the first knock: walking up to the door.
        before = ~has_prev & has_next
        toward[before] = _ease(1.0 - (next_t[before] - now) / LEAD_S)
        # Refused and going to knock again: bounce back, wait, walk up again.
        between = has_prev & ~prev_acc & has_next
        gap = next_t[between] - prev_t[between]
        ramp = np.minimum(gap / 2.0, BACK_S)
        depth = np.minimum(1.0, gap / FULL_GAP_S)
        away = np.minimum(_ease((now - prev_t[between]) / ramp), _ease((next_t[between] - now) / ramp))
        toward[between] = 1.0 - depth * away
        # Refused and never knocking again (an agent that gave up): back home.
        gone = has_prev & ~prev_acc & ~has_next
        toward[gone] = 1.0 - _ease((now - prev_t[gone]) / BACK_S)
        # Let in: at the door, then walking to a seat inside.
        toward[prev_acc] = 1.0
        inside = np.zeros(self.agents)
        inside[prev_acc] = _ease((now - prev_t[prev_acc]) / WALK_IN_S)

        flash = has_prev & ~prev_acc & ((now - prev_t) < FLASH_S)
        served = (self.served_us >= 0) & (self.served_us <= now_us)
        lo = int(np.searchsorted(self.g_t_us, now_us - int(GLOW_S * US), side="right"))
        hi = int(np.searchsorted(self.g_t_us, now_us, side="right"))
        glow = 0
        if hi > lo:
            glow = 1 if int(self.g_acc_cum[hi] - self.g_acc_cum[lo]) > 0 else -1
        return CrowdState(now, toward, inside, knocks, flash, prev_acc, served,
                          np.where(prev_acc, self.seat, -1), glow)


__all__ = ["LEAD_S", "CrowdModel", "CrowdState"]
