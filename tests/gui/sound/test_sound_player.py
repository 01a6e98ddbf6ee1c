"""The replay heard in the lab: off when the lab opens, View > Hear the calls
and its volume, the sound kept a little ahead of the replay and stopped
with it, and a lab with no sound device silent without an error. The
kiosk's staff choose the sound in kiosk.ini, and a label says so."""

from __future__ import annotations

import logging

import numpy as np
import pytest
from gui_helpers import open_window_fixture, settings_file_fixture  # noqa: F401

from wallasey_lab.core.sound.sonify import RATE
from wallasey_lab.gui.sound import player
from wallasey_lab.gui.sound.player import LEAD_S, ReplaySound, SoundOutput
from wallasey_lab.resources import strings as S


class HeardOutput:
    """A sound device that keeps what it is given."""

    def __init__(self):
        self.pieces: list[np.ndarray] = []
        self.fades = 0
        self.available = True

    def open(self) -> bool:
        return True

    def write(self, samples) -> None:
        self.pieces.append(np.asarray(samples))

    def fade_out(self) -> None:
        self.fades += 1

    def close(self) -> None:
        pass

    def seconds(self) -> float:
        return sum(len(p) for p in self.pieces) / RATE


def test_the_lab_opens_with_the_sound_off(open_window):
    window = open_window(persist=False)
    assert not window.sound.on and not window.sound_actions["sound"].isChecked()
    assert not window.sound_label.isVisibleTo(window)
    assert window.sound_actions["sound"] in window.view_menu.actions()


def test_the_replay_is_heard_in_step_and_stops_with_it(open_window, qtbot):
    window = open_window(persist=False)
    heard = HeardOutput()
    window.sound.output = heard
    window.sound_actions["sound"].trigger()
    assert window.sound.on and window.sound_label.isVisibleTo(window)
    assert window.statusBar().currentMessage() == S.SOUND_LABELS["on"]
    clock = window.replay.clock
    window.replay.reset()
    window.replay.toggle_play()
    qtbot.waitUntil(lambda: clock.now > 3 * clock.speed, timeout=20_000)
    window.replay.pause()
    # What was queued covers the replay so far, plus the lead kept ahead of the picture.
    played = clock.now / clock.speed
    assert played - 0.05 <= heard.seconds() <= played + LEAD_S + 0.05
    assert np.abs(np.concatenate(heard.pieces)).max() > 0.05  # the first herd was heard
    fades = heard.fades
    before = heard.seconds()
    window.replay.step()  # a step pauses: nothing more is heard
    assert heard.fades > fades and heard.seconds() == before


def test_the_volume_scales_what_is_heard(open_window, qtbot):
    window = open_window(persist=False)
    loudness = {}
    for key in ("quiet", "loud"):
        heard = HeardOutput()
        window.sound.output = heard
        window.sound_actions[key].trigger()
        window.sound.set_on(True)
        window.replay.reset()
        window.replay.toggle_play()
        qtbot.waitUntil(lambda heard=heard: heard.seconds() > 1.0, timeout=20_000)
        window.replay.pause()
        x = np.concatenate(heard.pieces)[int(0.2 * RATE):int(1.0 * RATE)]  # past the first glide in
        loudness[key] = float(np.sqrt(np.mean(x ** 2)))
    assert loudness["quiet"] < 0.5 * loudness["loud"]


def test_with_no_sound_device_the_lab_is_silent_without_an_error(open_window, qtbot, caplog, monkeypatch):
    monkeypatch.setattr(SoundOutput, "_said", False)
    caplog.set_level(logging.DEBUG)
    window = open_window(persist=False)
    window.sound.output = SoundOutput()
    window.sound.output.open = lambda real=window.sound.output.open: (_no_device(monkeypatch), real())[1]
    window.sound_actions["sound"].trigger()
    assert window.statusBar().currentMessage() == S.SOUND_LABELS["none"]
    assert not window.sound_label.isVisibleTo(window)  # never says there is sound where none is heard
    window.replay.reset()
    window.replay.toggle_play()
    qtbot.wait(600)
    window.replay.pause()
    window.sound_actions["sound"].trigger()
    window.sound_actions["sound"].trigger()
    said = [r for r in caplog.records if r.name == player.__name__]
    assert len(said) == 1 and said[0].levelno == logging.INFO  # one line, once, never a warning
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


def _no_device(monkeypatch) -> None:
    """sounddevice as on a computer with no PortAudio (or no device): it cannot be imported."""
    import builtins

    real_import = builtins.__import__

    def refuse(name, *args, **kwargs):
        if name == "sounddevice":
            raise OSError("PortAudio library not found")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", refuse)


def test_a_real_output_with_no_device_here_is_silent():
    """Whatever this computer has (no sounddevice, no PortAudio, no device), opening never raises."""
    output = SoundOutput()
    opened = output.open()
    output.write(np.zeros(100))
    output.fade_out()
    output.close()
    assert opened in (True, False) and output.tried


def test_the_output_fades_what_is_queued_instead_of_cutting_it():
    output = SoundOutput()
    output._stream = object()  # as if a device were open (nothing is played here)
    output.write(np.ones(RATE))
    output.fade_out()
    output.write(np.full(100, 0.25))  # written after the fade: heard whole
    block = np.zeros((RATE, 2), dtype=np.float32)
    output._fill(block, RATE, None, None)
    fade = int(player.FADE_OUT_S * RATE)
    ramp = block[:fade, 0]
    assert ramp[0] == pytest.approx(1.0) and abs(ramp[-1]) < 0.01 and np.all(np.diff(ramp) <= 0)
    assert np.all(block[fade:fade + 100] == 0.25) and not block[fade + 100:].any() and output.queued_s() == 0
    output._stream = None


def test_sound_follows_a_new_run(open_window):
    window = open_window(persist=False)
    sound: ReplaySound = window.sound
    assert sound._run is window.run
    window.panel.set_values({}, rule="full-jitter")
    from gui_helpers import wait_idle

    wait_idle(window)
    assert sound._run is window.run and sound._run.rule == "full-jitter"


def test_with_a_sound_device_the_output_plays_what_it_is_given(tmp_path):
    """PortAudio's ALSA output on ALSA's null device (no speaker needed): opened, fed, faded, closed."""
    import os
    import subprocess
    import sys

    try:
        import sounddevice  # noqa: F401
    except (ImportError, OSError):
        pytest.skip("no PortAudio library here (the lab is silent: the test above)")
    if not sys.platform.startswith("linux"):
        pytest.skip("ALSA's null device is Linux's")
    (tmp_path / ".asoundrc").write_text("pcm.!default { type null }\n")
    code = ("import time, numpy as np\n"
            "from wallasey_lab.gui.sound.player import SoundOutput\n"
            "o = SoundOutput()\n"
            "assert o.open()\n"
            "o.write(np.full(4410, 0.5))\n"
            "deadline = time.monotonic() + 5\n"
            "while o.queued_s() > 0 and time.monotonic() < deadline: time.sleep(0.01)\n"
            "assert o.queued_s() == 0, 'the device never took the sound'\n"
            "o.write(np.full(4410, 0.5)); o.fade_out(); o.close()\n"
            "print('played')\n")
    done = subprocess.run([sys.executable, "-c", code], env=dict(os.environ, HOME=str(tmp_path)),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == "played", done.stderr
