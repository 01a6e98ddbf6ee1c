"""Hearing a run (core/sound): the herd is heard as bursts and silences and
jitter as a steady stream, accepted and refused calls differ in pitch, the
sound is gentle (no clicks, at most three sudden rises a second), the lab's
piece-by-piece sound is the file's, and the WAV file is what it says."""

from __future__ import annotations

import io
import wave
from functools import cache

import numpy as np
import pytest

from wallasey_lab.core.engines.pick import run_batch
from wallasey_lab.core.engines.results import Cancelled, RunResult
from wallasey_lab.core.model.scenario import Scenario
from wallasey_lab.core.sound import listen, sonify
from wallasey_lab.core.sound.sonify import RATE, STEPS_PER_S, Sonifier, paced_speed, render_run, render_runs
from wallasey_lab.core.sound.wav import read_wav, wav_bytes


@cache
def story(rule: str) -> tuple[RunResult, float]:
    """The story's run of ``rule`` (default scenario, one run) and its replay's end."""
    run = run_batch(Scenario(), rule, runs=1).representative
    return run, max(float(run.call_times[-1]), run.last_served) * 1.02 + 0.3


@cache
def heard(rule: str) -> np.ndarray:
    run, end = story(rule)
    return render_run(run, Scenario().capacity, end)


def made_up(times, accepted) -> RunResult:
    times = np.asarray(times, dtype=float)
    return RunResult(rule="made-up", calls=len(times), refused=int((~np.asarray(accepted)).sum()),
                     served_us=np.zeros(1, dtype=np.int64), tries=np.ones(1, dtype=np.int64),
                     call_times=times, call_agents=np.zeros(len(times), dtype=np.int64),
                     call_accepted=np.asarray(accepted, dtype=bool))


def test_the_herd_is_bursts_and_silences_and_jitter_a_steady_stream():
    herd = listen.silent_share(heard("exponential"))
    jitter = heard("full-jitter")
    flood = listen.silent_share(heard("immediate"))
    # The tool is busy about agents / capacity = 10 simulated seconds: 8 s of sound at jitter's pace.
    jitter_busy = listen.silent_share(jitter[: 8 * RATE])
    assert herd > 0.6, herd
    assert jitter_busy < 0.05, jitter_busy
    assert flood < 0.02, flood
    assert listen.silent_share(jitter) < herd - 0.4


def test_retry_immediately_is_a_constant_roar_of_refusals():
    loud = listen.loudness_per_second(heard("immediate"))[:-2]  # the last second or two: the crowd is served
    assert loud.min() > -20 and loud.max() - loud.min() < 3, loud


def tone_share(samples: np.ndarray, low: float, high: float) -> float:
    power = np.abs(np.fft.rfft(samples)) ** 2
    hz = np.fft.rfftfreq(len(samples), 1 / RATE)
    return float(power[(hz >= low) & (hz < high)].sum() / power.sum())


def test_accepted_and_refused_calls_differ_in_pitch_not_only_loudness():
    times = np.repeat(np.arange(0.0, 3.0, 0.05), 1)
    answered = render_run(made_up(times, np.ones(len(times), bool)), 20, 3.0, speed=1.0)
    refused = render_run(made_up(times, np.zeros(len(times), bool)), 20, 3.0, speed=1.0)
    assert tone_share(answered, 700, 1700) > 0.9  # the high note (G5 and its octave)
    assert tone_share(refused, 100, 700) > 0.6 and tone_share(refused, 700, 1700) < 0.35  # the low buzz
    # Alike in loudness within a few dB: what tells them apart is the sound itself.
    assert abs(listen.rms_db(answered, width=3.0)[0] - listen.rms_db(refused, width=3.0)[0]) < 6


@pytest.mark.parametrize("rule", ["immediate", "exponential", "full-jitter"])
def test_no_clicks_and_no_clipping(rule):
    x = heard(rule)
    assert np.abs(x).max() < 0.8
    # A click is a jump between two samples; the two tones alone move at most ~0.16 a sample.
    assert np.abs(np.diff(x)).max() < 0.2
    assert abs(x[0]) < 1e-3 and abs(x[-1]) < 1e-3


def clusters() -> RunResult:
    """Five moments a second, each a small crowd, with quiet between: five sudden rises a second in the data."""
    times = np.repeat(np.arange(0.0, 4.0, 0.2), 6)
    return made_up(times, np.arange(len(times)) % 2 == 0)


def test_at_most_three_sudden_rises_a_second(monkeypatch):
    x = render_run(clusters(), 20, 4.0, speed=1.0)
    assert listen.most_rises_in_a_second(x) <= 3
    for rule in ("immediate", "exponential", "full-jitter"):
        assert listen.most_rises_in_a_second(heard(rule)) <= 3, rule
    # Without the hold the same calls rise five times a second: the check above can fail.
    monkeypatch.setattr(sonify, "MAX_RISES_PER_S", 100)
    assert listen.most_rises_in_a_second(render_run(clusters(), 20, 4.0, speed=1.0)) >= 4


def test_the_lab_s_pieces_sound_as_the_file():
    run, end = story("exponential")
    speed = 5.0
    whole = render_run(run, 20, end, speed=speed)
    sound = Sonifier(run, 20)
    pieces, steps = [], 35  # the lab's frame: about 33 ms of sound at a time
    while sound.now < end + sonify.TAIL_S * speed - 1e-9:
        pieces.append(sound.render(sound.now + steps / STEPS_PER_S * speed, steps / STEPS_PER_S))
    lab = np.concatenate(pieces)
    n = min(len(lab), len(whole)) - int(sonify.FADE_S * RATE)
    assert abs(len(lab) - len(whole)) <= steps * sonify.STEP
    assert np.allclose(lab[:n], whole[:n], atol=1e-6)


def test_a_long_replay_is_paced_as_the_animation():
    assert paced_speed(10.0) == 1.0
    assert paced_speed(107.0) == pytest.approx(107.0 / 20.0)
    assert len(heard("exponential")) / RATE == pytest.approx(20.0 + sonify.TAIL_S, abs=0.01)


def test_a_stop_between_seconds_cancels():
    run, end = story("exponential")
    asked = []
    with pytest.raises(Cancelled):
        render_run(run, 20, end, should_stop=lambda: asked.append(1) or len(asked) > 3)


def test_the_wav_file_is_16_bit_pcm_of_the_right_length_and_rate():
    x = heard("full-jitter")
    data = wav_bytes(x)
    with wave.open(io.BytesIO(data), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate(), w.getcomptype()) == (1, 2, RATE, "NONE")
        assert w.getnframes() == len(x)
    assert data[:4] == b"RIFF" and data[8:12] == b"WAVE" and len(data) == 44 + 2 * len(x)
    back, rate = read_wav(data)
    assert rate == RATE and np.abs(back - x).max() <= 1 / 32767 + 1e-9


def test_two_runs_are_two_ears_on_one_clock():
    (herd, end), (band, _) = story("exponential"), story("full-jitter")
    both = render_runs([herd, band], 20, end)
    assert both.shape[1] == 2
    busy = int(10.0 / paced_speed(end) * RATE)  # jitter's busy 10 simulated seconds, at the herd's pace
    assert listen.silent_share(both[:, 0]) > 0.6 and listen.silent_share(both[:busy, 1]) < 0.05
    with wave.open(io.BytesIO(wav_bytes(both)), "rb") as w:
        assert w.getnchannels() == 2 and w.getnframes() == len(both)


def test_a_run_without_its_calls_is_refused_plainly():
    run = made_up([0.0], [True])
    run.call_times = None
    with pytest.raises(ValueError, match="without recording its calls"):
        Sonifier(run, 20)
