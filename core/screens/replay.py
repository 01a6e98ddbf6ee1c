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
