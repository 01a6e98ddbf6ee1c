"""What a listener would notice of a sound, measured: which 100 ms bars are
silent, how loud each second is, and how many sudden rises of loudness come
in any second. Used by the tests and by ``benchmarks``-style checks by hand."""

from __future__ import annotations

import numpy as np

from wallasey_lab.core.sound.sonify import RATE, RISE_DB, RISE_WINDOW_S

SILENT_DB = -50.0  # a bar quieter than this (RMS, dB below full scale) is silence
FRAME_S = 0.01  # the loudness of each 10 ms, for sudden rises


def _mono(samples: np.ndarray) -> np.ndarray:
    samples = np.asarray(samples, dtype=float)
    return samples if samples.ndim == 1 else np.sqrt(np.mean(samples ** 2, axis=1))


def rms_db(samples: np.ndarray, rate: int = RATE, width: float = 0.1) -> np.ndarray:
    """The loudness of each bar of ``width`` seconds, in dB below full scale (-120 for none)."""
    x = _mono(samples)
    n = max(1, int(round(width * rate)))
    bars = len(x) // n
    if bars == 0:
        return np.zeros(0)
    power = np.mean(x[: bars * n].reshape(bars, n) ** 2, axis=1)
    return 10 * np.log10(np.maximum(power, 1e-12))


def silent_share(samples: np.ndarray, rate: int = RATE, width: float = 0.1, silent_db: float = SILENT_DB) -> float:
    """The share of silent bars of ``width`` seconds from the first sound to
    the last: high when a crowd calls in bursts, near zero for a steady stream."""
    loud = rms_db(samples, rate, width) > silent_db
    if not loud.any():
        return 1.0
    first, last = int(np.argmax(loud)), len(loud) - 1 - int(np.argmax(loud[::-1]))
    span = loud[first:last + 1]
    return float(1.0 - span.mean())


def loudness_per_second(samples: np.ndarray, rate: int = RATE) -> np.ndarray:
    """The loudness of each whole second, in dB below full scale."""
    return rms_db(samples, rate, 1.0)


def sudden_rises(samples: np.ndarray, rate: int = RATE) -> np.ndarray:
    """When (seconds) the loudness jumps by RISE_DB or more within
    RISE_WINDOW_S from below, to above the silence line; a rise counts again
    only once the loudness has fallen RISE_DB below its peak."""
    db = rms_db(samples, rate, FRAME_S)
    back = int(round(RISE_WINDOW_S / FRAME_S))
    rises, armed, peak = [], True, -120.0
    for i, level in enumerate(db):
        before = db[i - back] if i >= back else -120.0
        if armed and level > SILENT_DB and level - max(before, SILENT_DB - RISE_DB) >= RISE_DB:
            rises.append(i * FRAME_S)
            armed, peak = False, level
        elif not armed:
            peak = max(peak, level)
            armed = level <= peak - RISE_DB
    return np.array(rises)


def most_rises_in_a_second(samples: np.ndarray, rate: int = RATE) -> int:
    """The most sudden rises in any one second of the sound."""
    times = sudden_rises(samples, rate)
    if times.size == 0:
        return 0
    ends = np.searchsorted(times, times + 1.0 - 1e-9, side="left")
    return int((ends - np.arange(len(times))).max())


def envelope_line(samples: np.ndarray, rate: int = RATE) -> str:
    """Each second's loudness as a bar of '#' (one per 5 dB above -60 dB), one line per second."""
    lines = []
    for second, level in enumerate(loudness_per_second(samples, rate)):
        marks = "#" * max(0, int((level + 60) // 5))
        lines.append(f"{second:3d} s {level:6.1f} dB {marks}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """``python -m wallasey_lab.core.sound.listen FILE.wav ... [--first SECONDS]``: each
    file's share of silent 100 ms bars, its most sudden rises in a second, and
    its loudness second by second (a check by ear, without ears)."""
    import argparse
    from pathlib import Path

    from wallasey_lab.core.sound.wav import read_wav

    p = argparse.ArgumentParser(prog="python -m wallasey_lab.core.sound.listen")
    p.add_argument("files", nargs="+", type=Path)
    p.add_argument("--first", type=float, default=None, help="also measure only the first SECONDS of each sound")
    args = p.parse_args(argv)
    for path in args.files:
        samples, rate = read_wav(path.read_bytes())
        print(f"{path.name}: {len(samples) / rate:.1f} s at {rate} Hz; silent 100 ms bars {silent_share(samples, rate):.0%}"
              f"; most sudden rises in a second {most_rises_in_a_second(samples, rate)}")
        if args.first is not None:
            part = samples[: int(args.first * rate)]
            print(f"  first {args.first:g} s: silent 100 ms bars {silent_share(part, rate):.0%}")
        print(envelope_line(samples, rate))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
