"""The replay clock: where the replay of a simulated run is, in simulated
seconds, and how it moves (play, pause, step, speed, reset).

Plain Python, so it is tested without a display: the window, the door
lesson and the kiosk's attract loop each drive one from a Qt timer by
calling ``advance`` with the real seconds that passed.
"""

from __future__ import annotations

import math

INSTANT = 0.0  # the speed that jumps straight to the end


class ReplayClock:
    """``now`` runs from ``start`` to ``end`` at ``speed`` simulated seconds
    per real second. ``start`` may be below 0 (the door's walk up before the
    first knock); the clock shown to people never is (``shown``)."""

    def __init__(self, end: float = 1.0, *, start: float = 0.0, speed: float = 1.0):
        self.start = float(start)
        self.end = max(float(end), self.start)
        self.speed = float(speed)
        self.now = self.start
        self.playing = False

    @classmethod
    def paced(cls, end: float, seconds: float, *, start: float = 0.0) -> ReplayClock:
        """A clock that plays the whole replay in ``seconds`` of real time."""
        return cls(end, start=start, speed=(end - start) / seconds)

    # ------------------------------------------------------------- reading
    @property
    def over(self) -> bool:
        return self.now >= self.end

    @property
    def shown(self) -> float:
        """The time to print: never before 0, never past the end."""
        return max(0.0, min(self.now, self.end))

    def time_after(self, real_seconds: float, since: float | None = None) -> float:
        """Where the replay is ``real_seconds`` after ``since`` (default:
        the start), at this speed, stopping at the end."""
        since = self.start if since is None else since
        rate = self.speed if self.speed > 0 else math.inf  # instant: straight to the end
        return min(self.end, since + real_seconds * rate) if real_seconds > 0 else min(self.end, since)

    # -------------------------------------------------------------- moving
    def play(self) -> bool:
        """Start playing (from the start again if the replay is over). At
        the instant speed the replay jumps to its end and does not play.
        True if it now plays."""
        if self.speed == INSTANT:
            self.now = self.end
            self.playing = False
            return False
        if self.over:
            self.now = self.start
        self.playing = True
        return True

    def pause(self) -> None:
        self.playing = False

    def toggle(self) -> bool:
        """Play if paused, pause if playing; True if it now plays."""
        if self.playing:
            self.pause()
            return False
        return self.play()

    def advance(self, real_seconds: float) -> bool:
        """Move on by ``real_seconds`` of real time (one frame of the
        timer), never past the end. True if the replay is over now: the
        caller paints that last frame as playing, then pauses."""
        self.now = self.time_after(real_seconds, since=self.now)
        return self.over

    def step(self, by: float) -> None:
        """Pause and move on by ``by`` simulated seconds (one bar); from the
        end, back to the start first."""
        self.pause()
        if self.over:
            self.now = self.start
        self.now = min(self.end, self.now + by)

    def reset(self) -> None:
        """Back to the start, paused."""
        self.pause()
        self.now = self.start

    def seek(self, now: float) -> None:
        self.now = min(max(float(now), self.start), self.end)

    def to_end(self) -> None:
        self.now = self.end

    def set_end(self, end: float) -> bool:
        """A new end (a new run, another view): a replay that was over and
        paused stays at its end (True: it moved); one in the middle keeps its time."""
        follow = self.over and not self.playing
        self.end = max(float(end), self.start)
        if follow:
            self.now = self.end
        return follow


class QuickWaitsClock(ReplayClock):
    """A replay whose ``quiet`` spans (simulated (from, to): nobody knocks, everyone waits) play ``quick``
    times its speed, the rest at its speed (the kiosk's door: a lockstep crowd's long waits made its
    replay last over half a minute, and a visitor walked away; the waits still take longer, just faster)."""

    def __init__(self, end: float = 1.0, *, start: float = 0.0, speed: float = 1.0, quick: float = 1.0):
        super().__init__(end, start=start, speed=speed)
        self.quick = float(quick)
        self.quiet: list[tuple[float, float]] = []

    def quick_at(self, now: float) -> bool:
        """``now`` is in a span played quicker."""
        return self.quick > 1 and any(a <= now < b for a, b in self.quiet)

    def time_after(self, real_seconds: float, since: float | None = None) -> float:
        if not self.quiet or self.quick <= 1 or self.speed <= 0:
            return super().time_after(real_seconds, since)
        now, left = (self.start if since is None else since), real_seconds
        while left > 0 and now < self.end:
            span = next((b for a, b in self.quiet if a <= now < b), None)
            rate = self.speed * (self.quick if span is not None else 1.0)
            edge = span if span is not None else next((a for a, _b in self.quiet if a > now), self.end)
            need = (min(edge, self.end) - now) / rate
            if need >= left:
                return min(self.end, now + left * rate)
            now, left = min(edge, self.end), left - need
        return min(self.end, now)


def quiet_spans(call_times, after: float, before: float, least: float) -> list[tuple[float, float]]:
    """The spans between knocks where nobody knocks: from ``after`` seconds after one knock to ``before``
    seconds before the next, where that leaves at least ``least`` seconds (the crowd's bounce back and
    walk up again stay at the replay's own speed)."""
    times = sorted(set(float(t) for t in call_times))
    return [(a + after, b - before) for a, b in zip(times, times[1:], strict=False) if b - before - (a + after) >= least]


class SlowMotionClock(ReplayClock):
    """A replay played in ``seconds`` of real time whose ``slow`` moments (simulated (from, to)
    spans) play at ``slow_speed`` and the rest faster (the kiosk's attract loop: the herd coming
    back at once lasted three frames at one even speed, and no visitor saw it). At most
    ``slow_share`` of the time is slow motion: a short slot slows its moments less. Clocks made
    with ``ending_at`` share the same moments and speeds and stop at their own end."""

    def __init__(self, end: float, seconds: float, slow=(), *, slow_speed: float = 1.0, slow_share: float = 0.5):
        end, seconds = max(float(end), 0.0), max(float(seconds), 1e-9)
        spans: list[list[float]] = []
        for a, b in sorted((max(0.0, float(a)), min(end, float(b))) for a, b in slow):
            if b <= a:
                continue
            if spans and a <= spans[-1][1]:
                spans[-1][1] = max(spans[-1][1], b)
            else:
                spans.append([a, b])
        slow_sim = sum(b - a for a, b in spans)
        slow_speed = max(float(slow_speed), slow_sim / (slow_share * seconds)) if slow_sim else float(slow_speed)
        fast = (end - slow_sim) / (seconds - slow_sim / slow_speed) if slow_sim else end / seconds
        if fast <= slow_speed:  # nothing to slow down: one even speed
            spans, fast = [], end / seconds
        super().__init__(end, speed=fast)
        # Where each speed begins: (real seconds, simulated seconds, speed).
        self.pieces: list[tuple[float, float, float]] = []
        real = sim = 0.0
        for a, b in spans:
            if a > sim:
                self.pieces.append((real, sim, fast))
                real, sim = real + (a - sim) / fast, a
            self.pieces.append((real, sim, slow_speed))
            real, sim = real + (b - a) / slow_speed, b
        self.pieces.append((real, sim, fast))

    def ending_at(self, end: float) -> SlowMotionClock:
        """The same moments and speeds, stopping at ``end``."""
        clock = object.__new__(SlowMotionClock)
        ReplayClock.__init__(clock, end, speed=self.speed)
        clock.pieces = list(self.pieces)
        return clock

    def _piece(self, real_seconds: float) -> tuple[float, float, float]:
        return next((p for p in reversed(self.pieces) if p[0] <= real_seconds), self.pieces[0])

    def speed_at(self, real_seconds: float) -> float:
        """Simulated seconds per real second ``real_seconds`` after the start."""
        return self._piece(max(0.0, real_seconds))[2]

    def real_at(self, now: float) -> float:
        """The real seconds after the start at which the replay shows ``now``."""
        piece = next((p for p in reversed(self.pieces) if p[1] <= now), self.pieces[0])
        return piece[0] + (now - piece[1]) / piece[2]

    def time_after(self, real_seconds: float, since: float | None = None) -> float:
        real = real_seconds + (self.real_at(since) if since is not None else 0.0)
        if real <= 0:
            return min(self.end, since if since is not None else self.start)
        start_real, start_sim, speed = self._piece(real)
        return min(self.end, start_sim + (real - start_real) * speed)


def crowd_returns(call_times, call_accepted, least: int, around: tuple[float, float] = (0.65, 0.85),
                  apart: float = 0.05) -> list[tuple[float, float]]:
    """The moments a crowd comes back at once and is mostly turned away: (from, to) simulated spans
    ``around`` each instant where at least ``least`` calls fall within ``apart`` seconds and fewer
    than half are let in (long enough for the crowd picture's walk up, bounce and way back)."""
    import numpy as np

    times = np.asarray(call_times, dtype=float)
    if not len(times):
        return []
    accepted = np.asarray(call_accepted, dtype=bool)
    breaks = np.flatnonzero(np.diff(times) > apart) + 1
    spans = []
    for idx in np.split(np.arange(len(times)), breaks):
        if len(idx) >= least and accepted[idx].sum() * 2 < len(idx):
            spans.append((float(times[idx[0]]) - around[0], float(times[idx[-1]]) + around[1]))
    return spans
