"""`wallasey --sound PATH.wav`: the replay's sound written whole with the
same options as --animation, the herd heard as bursts and silences and
jitter as a steady stream, a bad or existing name refused in one line
before any work (status 2), and nothing left behind."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from wallasey_lab.core.sound import listen
from wallasey_lab.core.sound.sonify import RATE, TAIL_S
from wallasey_lab.core.sound.wav import read_wav
from wallasey_lab.gui import app, exports

ROOT = Path(__file__).resolve().parents[3]


def wallasey(tmp_path, *args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WALLASEY_SETTINGS_FILE=str(tmp_path / "s.ini"))
    return subprocess.run([sys.executable, "-m", "wallasey_lab.gui.app", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)


def test_the_herd_and_jitter_from_the_command_line(tmp_path):
    shares = {}
    for rule in ("exponential", "full-jitter"):
        target = tmp_path / f"{rule}.wav"
        done = wallasey(tmp_path, "--sound", str(target), "--rule", rule)
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip() == str(target)
        samples, rate = read_wav(target.read_bytes())
        assert rate == RATE and samples.ndim == 1
        assert len(samples) / rate == pytest.approx(20.0 + TAIL_S, abs=0.05)  # the animation's 20 s, and a tail
        shares[rule] = (listen.silent_share(samples), listen.silent_share(samples[: 8 * rate]))
    assert shares["exponential"][0] > 0.6 and shares["full-jitter"][1] < 0.05, shares
    assert not list(tmp_path.glob(".wallasey-*"))  # no half-written file left behind


def test_side_by_side_is_heard_in_two_ears(tmp_path):
    target = tmp_path / "pair.wav"
    done = wallasey(tmp_path, "--sound", str(target), "--view", "compare", "--rule", "exponential")
    assert done.returncode == 0, done.stderr
    samples, _rate = read_wav(target.read_bytes())
    assert samples.ndim == 2 and samples.shape[1] == 2
    assert listen.silent_share(samples[:, 0]) > listen.silent_share(samples[:, 1]) + 0.3  # the herd on the left


@pytest.mark.parametrize(("argv", "says"), [
    (["--sound", "{tmp}/a.mp3"], "ending in .wav"),
    (["--sound", "{tmp}/missing/a.wav"], "does not exist"),
    (["--sound", "{tmp}/a.wav", "--animation", "{tmp}/a.gif"], "one of --animation, --sound"),
])
def test_a_bad_name_is_refused_in_one_line(tmp_path, capsys, argv, says):
    status = app.main([a.format(tmp=tmp_path) for a in argv])
    err = capsys.readouterr().err.strip()
    assert status == 2 and len(err.splitlines()) == 1 and says in err, err
    assert not list(tmp_path.iterdir())


def test_an_existing_file_is_never_replaced(tmp_path, capsys):
    target = tmp_path / "mine.wav"
    target.write_bytes(b"the teacher's own recording")
    status = app.main(["--sound", str(target)])
    err = capsys.readouterr().err.strip()
    assert status == 2 and err.startswith("wallasey: error: argument --sound:") and "exists already" in err
    assert len(err.splitlines()) == 1
    assert target.read_bytes() == b"the teacher's own recording" and os.listdir(tmp_path) == ["mine.wav"]


def fake_window(rule: str = "exponential"):
    """Just enough of the lab for save_sound: the replay on screen."""
    from types import SimpleNamespace

    from wallasey_lab.core.engines.pick import run_batch
    from wallasey_lab.core.model.scenario import Scenario

    run = run_batch(Scenario(), rule, runs=1).representative
    replay = SimpleNamespace(kind="lab", runs={rule: run}, rule=rule, capacity=20,
                             end=max(float(run.call_times[-1]), run.last_served) * 1.02 + 0.3)
    return SimpleNamespace(takeaway=SimpleNamespace(current_replay=lambda: replay))


@pytest.mark.parametrize("after", [1, 5, 25])
def test_a_stop_while_the_sound_is_made_or_written_leaves_no_file(tmp_path, capsys, monkeypatch, after):
    """Ctrl-C (noted by cli/stopping.py) after ``after`` questions: no file, no part, one line."""
    import signal

    from wallasey_lab.cli import stopping

    asked = []
    monkeypatch.setattr(stopping, "requested",
                        lambda: asked.append(1) or (signal.SIGINT if len(asked) > after else None))
    args = app.build_parser().parse_args(["--sound", str(tmp_path / "herd.wav")])
    status = exports.save_sound(fake_window(), args, lambda: None)
    err = capsys.readouterr().err.strip()
    assert status == 130 and err == "wallasey: stopped by Ctrl-C (SIGINT); no file was saved"
    assert os.listdir(tmp_path) == []


def test_save_sound_writes_the_file_whole(tmp_path, capsys):
    args = app.build_parser().parse_args(["--sound", str(tmp_path / "herd.wav")])
    assert exports.save_sound(fake_window(), args, lambda: None) == 0
    assert capsys.readouterr().out.strip() == str(tmp_path / "herd.wav")
    samples, _ = read_wav((tmp_path / "herd.wav").read_bytes())
    assert listen.silent_share(samples) > 0.6
