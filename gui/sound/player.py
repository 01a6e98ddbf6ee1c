"""The replay heard as it plays: core/sound's grains, a little ahead of the
replay's clock, into the computer's sound output.

The output is PortAudio through ``sounddevice`` (PySide6-Essentials has no
QtMultimedia: that is in PySide6-Addons, a download the size of Qt itself).
With no sounddevice, no PortAudio library or no sound device the lab is
silent: nothing is rendered, nothing is raised, and one line goes to the
log once (``SoundOutput.open``).

``ReplaySound`` follows a replay bar (``clock``, ``moved``, ``paused``):
while the replay plays it keeps about a tenth of a second of sound queued
ahead of the picture, so what is heard is what is drawn; a pause, a step or
a jump lets the sound queued fade out within 10 ms and starts again from
the replay's new time.
"""

from __future__ import annotations

import logging
import threading
from collections import deque

import numpy as np
from PySide6.QtCore import QObject

from wallasey_lab.core.sound.sonify import RATE, STEPS_PER_S, Sonifier, render_runs

log = logging.getLogger(__name__)

LEAD_S = 0.12  # sound queued ahead of the picture: enough for a late frame or two
FADE_OUT_S = 0.01  # what is queued when the replay pauses fades out over this long
DEFAULT_VOLUME = 0.6


class SoundOutput:
    """A sound device's output (two channels; a mono sound goes to both),
    fed float samples from the GUI thread and read by the device's own
    thread. ``open`` says whether there is one."""

    _said = False  # the one log line about having no sound, once a process

    def __init__(self):
        self._queue: deque[np.ndarray] = deque()
        self._lock = threading.Lock()
        self._queued = 0
        self._stream = None
        self.tried = False

    @property
    def available(self) -> bool:
        return self._stream is not None

    def open(self) -> bool:
        """Start the output once; False (silently, for good) if there is none."""
        if self.tried:
            return self.available
        self.tried = True
        try:
            import sounddevice

            stream = sounddevice.OutputStream(samplerate=RATE, channels=2, dtype="float32",
                                              callback=self._fill, latency="low")
            stream.start()
        except Exception as e:  # noqa: BLE001 - no library, no PortAudio, no device: all mean silence
            if not SoundOutput._said:
                SoundOutput._said = True
                log.info("no sound output (%s); the lab stays silent", str(e).splitlines()[0] if str(e) else
                         type(e).__name__)
            return False
        self._stream = stream
        return True

    def queued_s(self) -> float:
        with self._lock:
            return self._queued / RATE

    def write(self, samples: np.ndarray) -> None:
        if self._stream is None or not len(samples):
            return
        samples = np.asarray(samples, dtype=np.float32)
        if samples.ndim == 1:
            samples = np.repeat(samples[:, None], 2, axis=1)
        with self._lock:
            self._queue.append(samples)
            self._queued += len(samples)

    def fade_out(self) -> None:
        """What is queued fades out over 10 ms (no click); the rest is dropped.
        Done at once, so a sound written next starts whole."""
        with self._lock:
            joined = np.concatenate(list(self._queue)) if self._queue else np.zeros((0, 2), np.float32)
            keep = joined[: int(FADE_OUT_S * RATE)].copy()
            keep *= np.linspace(1.0, 0.0, len(keep), dtype=np.float32)[:, None]
            self._queue.clear()
            self._queue.append(keep)
            self._queued = len(keep)

    def _fill(self, out, frames, _time, _status) -> None:  # the device's thread
        out.fill(0.0)
        with self._lock:
            done = 0
            while done < frames and self._queue:
                piece = self._queue[0]
                take = min(frames - done, len(piece))
                out[done:done + take] = piece[:take]
                done += take
                self._queued -= take
                if take == len(piece):
                    self._queue.popleft()
                else:
                    self._queue[0] = piece[take:]

    def close(self) -> None:
        if self._stream is not None:
            try:
                self._stream.stop()
                self._stream.close()
            except Exception:  # noqa: BLE001 - a device gone meanwhile: nothing to stop
                pass
            self._stream = None


class LoopSound:
    """A replay that plays on its own, such as the kiosk's attract loop: its
    whole sound made once (two runs: one in each ear), played from the start
    whenever the loop starts a part, and faded out when it stops."""

    def __init__(self, output: SoundOutput | None = None):
        self.output = output if output is not None else SoundOutput()
        self.samples: np.ndarray | None = None
        self.on = False

    def prepare(self, runs: list, capacity: int, end: float, speed: float) -> None:
        self.samples = render_runs(runs, capacity, end, speed=speed) * DEFAULT_VOLUME

    def play(self) -> None:
        if not self.on or self.samples is None or not self.output.open():
            return
        self.output.fade_out()
        self.output.write(self.samples)

    def stop(self) -> None:
        self.output.fade_out()

    def close(self) -> None:
        self.output.close()


class ReplaySound(QObject):
    """The run on screen, heard in step with a replay bar. Off until ``set_on(True)``."""

    def __init__(self, replay, output: SoundOutput | None = None, parent=None):
        super().__init__(parent)
        self.replay = replay
        self.output = output if output is not None else SoundOutput()
        self.on = False
        self.volume = DEFAULT_VOLUME
        self._gain = 0.0  # the volume last applied (changes glide over one piece)
        self._sound: Sonifier | None = None
        self._run = None
        self._capacity = 1
        replay.moved.connect(self._follow)
        replay.paused.connect(self._stop)

    def set_on(self, on: bool) -> bool:
        """Sound on or off; True if it is on and there is a device to hear it."""
        self.on = bool(on)
        if not self.on:
            self._stop()
            return False
        return self.output.open()

    def set_volume(self, volume: float) -> None:
        self.volume = min(1.0, max(0.0, float(volume)))

    def set_run(self, run, capacity: int) -> None:
        """A new run on screen: heard from the replay's time on."""
        if run is self._run:
            return
        self._run, self._capacity = run, capacity
        self._sound = None
        self._stop()

    def _follow(self) -> None:
        clock = self.replay.clock
        if not self.on or not clock.playing or self._run is None or clock.speed <= 0 or not self.output.open():
            return
        if self._sound is None:
            try:
                self._sound = Sonifier(self._run, self._capacity, start=clock.now)
            except ValueError:  # a run without its calls recorded: nothing to hear
                return
        sound = self._sound
        if not clock.now - clock.speed * 2 * LEAD_S <= sound.now <= clock.now + clock.speed * 3 * LEAD_S:
            self.output.fade_out()  # a jump (a step, a new axis): start again from here
            sound.seek(clock.now)
        target = min(clock.end, clock.now + clock.speed * LEAD_S)
        steps = int(round((target - sound.now) / clock.speed * STEPS_PER_S))
        if steps <= 0:
            return
        samples = sound.render(sound.now + steps / STEPS_PER_S * clock.speed, steps / STEPS_PER_S)
        gain = np.linspace(self._gain, self.volume, len(samples))
        self._gain = self.volume
        self.output.write(samples * gain)

    def _stop(self) -> None:
        """Paused, stepped, reset or switched off: what is queued fades out."""
        self.output.fade_out()
        self._gain = 0.0  # and the next sound glides in
        if self._sound is not None:
            self._sound.seek(self.replay.clock.now)

    def close(self) -> None:
        self.output.close()
