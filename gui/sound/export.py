"""The replay's sound as a WAV file's bytes (``wallasey --sound``): the same
replay the animation draws (gui/views/takeaways.py ``Replay``), heard with
core/sound at the animation's pacing, so a file and a GIF keep together."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from wallasey_lab.core.sound.sonify import render_runs
from wallasey_lab.core.sound.wav import wav_bytes

PIECE_BYTES = 64 * 1024  # written a piece at a time, so a stop is heard between pieces


def replay_runs(replay) -> list:
    """The runs to hear: the side-by-side pair (left ear, right ear), else the rule on show."""
    if replay.kind == "compare":
        return list(replay.runs.values())[:2]
    return [replay.runs[replay.rule]]


def replay_wav(replay, should_stop: Callable[[], bool] | None = None) -> bytes:
    """The whole WAV file of ``replay`` (raises core's Cancelled if stopped)."""
    return wav_bytes(render_runs(replay_runs(replay), replay.capacity, replay.end, should_stop=should_stop))


def pieces(data: bytes) -> Iterator[bytes]:
    for start in range(0, len(data), PIECE_BYTES):
        yield data[start:start + PIECE_BYTES]
