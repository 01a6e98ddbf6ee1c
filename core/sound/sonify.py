"""Hearing a run: the calls of each moment as sound (numpy only, no Qt).

Every call the crowd sends is a short, soft grain of sound at the moment
the replay reaches it. Accepted calls are a clear high tone (G5 with its
octave); refused calls a low buzz (C3 with its harmonics), so what a call
met is carried by pitch and timbre, not by loudness alone. The grains of
one moment add up and are squeezed into a fixed range (``tanh`` of the
calls per second against the tool's capacity), so:

- exponential backoff's herd is heard as bursts and silences: the whole
  crowd calls at once, then nobody calls until its next doubling;
- backoff with full jitter is a steady stream at capacity once started;
- retry immediately is a constant roar of refusals under the answered tone.

Gentle by construction: each grain rises over 15 ms (a raised cosine, no
clicks) and dies away over about a quarter of a second; the level may fall
no faster than a 30 ms release; and sudden rises of loudness (10 dB or more
within 50 ms) are held to at most three in any second: a fourth would come
from the data only by moments packed too close to tell apart, so the level
is held up across it instead of dropping and rising again (as WCAG's three
flashes a second, for sound).

``Sonifier`` renders a run piece by piece from the replay's clock (the lab
plays it in step with the replay); ``render_run`` renders a whole replay at
once (``wallasey --sound``). The same code makes both.
"""

from __future__ import annotations

import math
from collections import deque

import numpy as np

from wallasey_lab.core.engines.results import RunResult

RATE = 22_050  # samples a second: plenty for tones below 2 kHz, a small file
STEP = 21  # samples per step of the level (1,050 steps a second, under 1 ms each)
STEPS_PER_S = RATE / STEP

ACCEPTED_HZ = 784.0  # G5: answered
REFUSED_HZ = 130.8  # C3: refused
ACCEPTED_GAIN = 0.34
REFUSED_GAIN = 0.30

ATTACK_S = 0.015  # each grain's rise: a raised cosine, so no click
DECAY_S = 0.07  # then it dies away exponentially...
GRAIN_S = 0.30  # ...and is tapered to nothing by here
RELEASE_S = 0.03  # the level never falls faster than this time constant
RISE_DB = 10.0  # a rise this big within RISE_WINDOW_S is "sudden"
RISE_WINDOW_S = 0.05
MAX_RISES_PER_S = 3
AUDIBLE = 0.01  # levels below this (-40 dB) are never counted as a sudden rise
TAIL_S = 0.6  # after the last call: the last grains die away
FADE_S = 0.02  # the file's very end fades to zero

MAX_SECONDS = 20.0  # a file plays the whole replay in at most this long (as the animation does)


def paced_speed(end: float, max_seconds: float = MAX_SECONDS) -> float:
    """Simulated seconds per second of sound: real time for a short replay,
    sped up so a long one lasts ``max_seconds`` (the animated GIF's pacing,
    so a file and a GIF of the same replay keep together)."""
    end = float(end)
    if not end > 0 or not math.isfinite(end):
        return 1.0
    return end / min(end, max_seconds)


def _grain() -> np.ndarray:
    """One call's level over time (in steps), scaled so its area is one
    second: a sum of grains is then calls per second of sound."""
    steps = int(round(GRAIN_S * STEPS_PER_S))
    t = np.arange(steps) / STEPS_PER_S
    attack = int(round(ATTACK_S * STEPS_PER_S))
    shape = np.exp(-np.maximum(t - ATTACK_S, 0.0) / DECAY_S)
    shape[:attack] = 0.5 - 0.5 * np.cos(np.pi * np.arange(attack) / attack)
    taper = int(round(0.05 * STEPS_PER_S))
    shape[-taper:] *= 0.5 + 0.5 * np.cos(np.pi * np.arange(1, taper + 1) / taper)
    return shape / (shape.sum() / STEPS_PER_S)


GRAIN = _grain()


def _buzz_norm() -> float:
    t = np.arange(RATE) / RATE
    return float(np.abs(_buzz_raw(t)).max())


def _buzz_raw(t: np.ndarray) -> np.ndarray:
    # A soft sawtooth: the first ten harmonics, each 1/k: a low, rough buzz.
    return sum(np.sin(2 * np.pi * k * REFUSED_HZ * t) / k for k in range(1, 11))


_BUZZ = _buzz_norm()


def accepted_tone(t: np.ndarray) -> np.ndarray:
    return 0.8 * np.sin(2 * np.pi * ACCEPTED_HZ * t) + 0.2 * np.sin(2 * np.pi * 2 * ACCEPTED_HZ * t)


def refused_tone(t: np.ndarray) -> np.ndarray:
    return _buzz_raw(t) / _BUZZ


class Sonifier:
    """One run's sound, rendered a piece at a time as its replay moves.

    ``render(until, seconds)`` gives the sound of the simulated moments from
    where the last piece ended up to ``until``, spread over ``seconds`` of
    sound (the replay's speed is their ratio, so it may change between
    pieces). ``seek`` moves without sound (a step, a jump, a new run); the
    grains already sounding fade out on their own."""

    def __init__(self, run: RunResult, capacity: int, *, start: float = 0.0):
        if run.call_times is None or run.call_accepted is None:
            raise ValueError("this run was simulated without recording its calls")
        self.times = np.asarray(run.call_times, dtype=float)
        self.accepted = np.asarray(run.call_accepted, dtype=bool)
        self.capacity = max(1, int(capacity))
        self.now = float(start)
        self.sample = 0  # samples rendered so far: the tones' phase
        self._carry = np.zeros((2, len(GRAIN)))  # grains still sounding, in steps from now
        self._out = np.zeros(2)  # the last level of each voice
        self._last_step = np.zeros(2)  # the last step's level (samples are drawn between steps)
        self._history = deque(maxlen=int(RISE_WINDOW_S * STEPS_PER_S) + 1)  # the recent total levels
        self._rises: deque[int] = deque()  # steps at which a sudden rise began, within the last second
        self._step = 0
        self._armed = True
        self._peak = 0.0
        self._share = 0.5  # accepted's share of the level, kept through a held silence

    def seek(self, now: float) -> None:
        self.now = float(now)

    def render(self, until: float, seconds: float) -> np.ndarray:
        """Float samples in [-1, 1] for the moments from ``now`` to ``until``."""
        steps = max(0, int(round(seconds * STEPS_PER_S)))
        if steps == 0:
            self.now = max(self.now, float(until))
            return np.zeros(0)
        span = float(until) - self.now
        levels = self._levels(self._counts(until, steps, span), steps, span / (steps / STEPS_PER_S))
        self.now = float(until)
        return self._voice(levels)

    def _counts(self, until: float, steps: int, span: float) -> np.ndarray:
        """Accepted and refused calls in each step of this piece."""
        lo = int(np.searchsorted(self.times, self.now, side="left"))
        hi = int(np.searchsorted(self.times, until, side="left"))
        counts = np.zeros((2, steps))
        if hi > lo and span > 0:
            where = ((self.times[lo:hi] - self.now) / span * steps).astype(np.int64)
            where = np.clip(where, 0, steps - 1)
            took = self.accepted[lo:hi]
            counts[0] = np.bincount(where[took], minlength=steps)
            counts[1] = np.bincount(where[~took], minlength=steps)
        return counts

    def _levels(self, counts: np.ndarray, steps: int, speed: float) -> np.ndarray:
        """Each voice's level per step: grains added up, squeezed, held gentle."""
        size = steps + len(GRAIN)
        dense = np.zeros((2, size))
        dense[:, :len(GRAIN)] += self._carry
        for voice in (0, 1):
            if counts[voice].any():
                dense[voice, :steps + len(GRAIN) - 1] += np.convolve(counts[voice], GRAIN)
        self._carry = dense[:, steps:steps + len(GRAIN)].copy()
        self._carry[:, -1] = 0.0
        # Calls per second of sound against the tool's capacity at this speed: at capacity ~0.76.
        reference = self.capacity * max(speed, 1e-9)
        raw = np.tanh(dense[:, :steps] / reference)
        return self._gentle(raw)

    def _gentle(self, raw: np.ndarray) -> np.ndarray:
        """A slow enough fall, and at most three sudden rises a second."""
        out = np.empty_like(raw)
        fall = math.exp(-1.0 / (RELEASE_S * STEPS_PER_S))
        rise = 10 ** (RISE_DB / 20)
        hold = 10 ** (-(RISE_DB - 1.0) / 20)  # held within 9 dB of the peak: no room for a new 10 dB rise
        second = int(STEPS_PER_S)
        a_out, r_out = self._out
        for i in range(raw.shape[1]):
            a, r = raw[0, i], raw[1, i]
            total = a + r
            if total > 1e-6:
                self._share = a / total
            level = max(total, (a_out + r_out) * fall)
            while self._rises and self._step - self._rises[0] >= second:
                self._rises.popleft()
            if not self._armed and len(self._rises) >= MAX_RISES_PER_S:
                level = max(level, self._peak * hold)
            before = self._history[0] if self._history else 0.0
            if self._armed and level > AUDIBLE and level >= rise * max(before, AUDIBLE / rise):
                self._rises.append(self._step)
                self._armed = False
                self._peak = level
            elif not self._armed:
                self._peak = max(self._peak, level)
                if level < self._peak / rise:
                    self._armed = True
            self._history.append(level)
            if total > 1e-6 and level <= total * (1 + 1e-9):
                a_out, r_out = a, r
            else:  # held or falling gently: keep the mix, scale the level
                a_out, r_out = level * self._share, level * (1 - self._share)
            out[0, i], out[1, i] = a_out, r_out
            self._step += 1
        self._out[:] = (a_out, r_out)
        return out

    def _voice(self, levels: np.ndarray) -> np.ndarray:
        """The two tones, each at its level (drawn smoothly between steps)."""
        steps = levels.shape[1]
        n = steps * STEP
        points = np.arange(steps + 1) * STEP
        at = np.arange(1, n + 1)
        t = (self.sample + np.arange(n)) / RATE
        a = np.interp(at, points, np.concatenate(([self._last_step[0]], levels[0])))
        r = np.interp(at, points, np.concatenate(([self._last_step[1]], levels[1])))
        self._last_step[:] = levels[:, -1]
        self.sample += n
        return ACCEPTED_GAIN * a * accepted_tone(t) + REFUSED_GAIN * r * refused_tone(t)


def render_run(run: RunResult, capacity: int, end: float, *, speed: float | None = None,
               should_stop=None, piece_s: float = 1.0) -> np.ndarray:
    """The whole replay of ``run`` from 0 to ``end`` simulated seconds as
    float samples (mono, ``RATE``), at ``speed`` (default: ``paced_speed``),
    with the last grains' tail and a short fade at the very end. Made a
    second at a time; ``should_stop`` is asked between seconds and a True
    raises ``core.engines.results.Cancelled``."""
    from wallasey_lab.core.engines.results import Cancelled

    speed = paced_speed(end) if speed is None else float(speed)
    sound = Sonifier(run, capacity)
    pieces = []
    total = end / speed + TAIL_S
    done = 0.0
    while done < total - 1e-9:
        if should_stop is not None and should_stop():
            raise Cancelled()
        seconds = min(piece_s, total - done)
        done += seconds
        pieces.append(sound.render(done * speed, seconds))
    samples = np.concatenate(pieces) if pieces else np.zeros(0)
    fade = min(len(samples), int(FADE_S * RATE))
    if fade:
        samples[-fade:] *= 0.5 + 0.5 * np.cos(np.pi * np.arange(1, fade + 1) / fade)
    return samples


def render_runs(runs: list[RunResult], capacity: int, end: float, *, speed: float | None = None,
                should_stop=None) -> np.ndarray:
    """One run: mono samples; two (the side-by-side view): the first in the
    left ear, the second in the right, on one clock (shape: samples x 2)."""
    voices = [render_run(r, capacity, end, speed=speed, should_stop=should_stop) for r in runs]
    if len(voices) == 1:
        return voices[0]
    length = min(len(v) for v in voices)
    return np.stack([v[:length] for v in voices], axis=1)
