"""What a measurement keeps: one record per timed call, and the measurement
they make up (its median, range and JSON). Pure Python: no network."""

from __future__ import annotations

import statistics
from dataclasses import dataclass

from wallasey_lab.dft.options import DEFAULT_CALLS, hide_password


@dataclass
class CallRecord:
    """One timed call.

    ``seconds``: from sending the request to the last byte of the body (for a
    failed call, until it failed; None if it was never sent). ``status``: the
    HTTP status, None when no answer came. ``records``: items in ``data``.
    ``bytes``: body size as read (after any compression is undone).
    ``error``: None for a good call, else one line in plain words.
    """

    index: int
    seconds: float | None
    status: int | None
    records: int | None
    bytes: int
    error: str | None
    retry_after: float | None = None  # seconds the API asked us to wait (already capped)

    @property
    def ok(self) -> bool:
        return self.error is None

    def to_json(self) -> dict:
        return {
            "seconds": None if self.seconds is None else round(self.seconds, 4),
            "status": self.status,
            "records": self.records,
            "bytes": self.bytes,
            "error": self.error,
        }


@dataclass
class Measurement:
    base_url: str
    local_authority_id: int
    calls: list[CallRecord]
    started_at: str
    planned_calls: int = DEFAULT_CALLS
    local_authority_confirmed: bool = False
    local_authority_note: str = ""
    cancelled: bool = False

    @property
    def ok_seconds(self) -> list[float]:
        return [c.seconds for c in self.calls if c.ok and c.seconds is not None]

    @property
    def succeeded(self) -> bool:
        return bool(self.ok_seconds)

    @property
    def median(self) -> float | None:
        s = self.ok_seconds
        return statistics.median(s) if s else None

    @property
    def min(self) -> float | None:
        s = self.ok_seconds
        return min(s) if s else None

    @property
    def max(self) -> float | None:
        s = self.ok_seconds
        return max(s) if s else None

    def to_json(self) -> dict:
        def r(v):
            return None if v is None else round(v, 4)

        return {
            "base_url": hide_password(self.base_url),  # a password in the address is never printed
            "local_authority_id": self.local_authority_id,
            "started_at": self.started_at,
            "calls": [c.to_json() for c in self.calls],
            "median": r(self.median),
            "min": r(self.min),
            "max": r(self.max),
        }
