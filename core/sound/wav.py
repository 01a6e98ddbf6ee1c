"""A 16-bit PCM WAV file from float samples, with the standard library's ``wave``."""

from __future__ import annotations

import io
import wave

import numpy as np

from wallasey_lab.core.sound.sonify import RATE


def pcm16(samples: np.ndarray) -> np.ndarray:
    """Float samples in [-1, 1] (clipped there) as 16-bit integers."""
    return np.round(np.clip(samples, -1.0, 1.0) * 32767).astype("<i2")


def wav_bytes(samples: np.ndarray, rate: int = RATE) -> bytes:
    """The whole file: mono for a 1-D array, one channel per column for a 2-D one."""
    samples = np.asarray(samples, dtype=float)
    channels = 1 if samples.ndim == 1 else samples.shape[1]
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(channels)
        w.setsampwidth(2)
        w.setframerate(int(rate))
        w.writeframes(pcm16(samples).tobytes())  # rows interleave the channels, as WAV wants
    return out.getvalue()


def read_wav(data: bytes) -> tuple[np.ndarray, int]:
    """(float samples, rate) of a 16-bit PCM WAV file's bytes (for checks and tests)."""
    with wave.open(io.BytesIO(data), "rb") as w:
        if w.getsampwidth() != 2:
            raise ValueError(f"expected 16-bit samples, got {8 * w.getsampwidth()}-bit")
        channels, rate = w.getnchannels(), w.getframerate()
        frames = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").astype(float) / 32767
    return (frames if channels == 1 else frames.reshape(-1, channels)), rate
