"""Plain words for the measurement: the one-line pieces the calls' errors are
made of (which server, which status), and the lines people read about a call, the
whole run and why it failed. Pure Python: no network library, so a window can
describe a result without importing ``requests``."""

from __future__ import annotations

import http
from urllib.parse import urlsplit

from wallasey_lab.dft.options import DEFAULT_BASE_URL, PUBLISHED_MEDIAN_S
from wallasey_lab.dft.records import CallRecord, Measurement


def one_line(text: str, limit: int = 200) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def host_and_port(url: str) -> str:
    """The host (and port, if one is given) of a URL: how the lines name a server."""
    parts = urlsplit(url)
    host = parts.hostname or url
    if parts.port:
        return f"{host}:{parts.port}"
    return host


def status_words(status: int) -> str:
    try:
        return f"{status} {http.HTTPStatus(status).phrase}"
    except ValueError:
        return str(status)


# --------------------------------------------------------------------------- summaries for people


def _api_name(m: Measurement) -> str:
    return "the DfT API" if m.base_url.rstrip("/") == DEFAULT_BASE_URL else f"the API at {host_and_port(m.base_url)}"


def failure_reason(m: Measurement) -> str | None:
    """One line on why no call succeeded (None if one did)."""
    if m.succeeded:
        return None
    if not m.calls:
        return "stopped before any call was made" if m.cancelled else "no call was made"
    errors = [c.error or "" for c in m.calls]
    last = m.calls[-1].error or "no answer"
    n = len(m.calls)
    calls_text = "the only call" if n == 1 else "both calls" if n == 2 else f"all {n} calls"
    if m.cancelled and n < m.planned_calls:
        return f"stopped after {n} of {m.planned_calls} calls, none of them answered ({last})"
    return f"{calls_text} failed: {last}" if len(set(errors)) == 1 else f"{calls_text} failed; the last: {last}"


def _no_connection(m: Measurement) -> bool:
    return bool(m.calls) and all(c.status is None and c.error and "stopped" not in c.error for c in m.calls)


def describe_failure(m: Measurement, published_median: float = PUBLISHED_MEDIAN_S) -> str | None:
    """One plain line for the window when no call succeeded; None when at least one did."""
    if m.succeeded:
        return None
    keeps = f"so the simulation keeps the published measurement (median {published_median:.2f} s)."
    api = _api_name(m)
    if m.cancelled:
        return f"Measuring was stopped before any call to {api} succeeded, {keeps}"
    if _no_connection(m):
        if all("within" in (c.error or "") for c in m.calls):
            return f"{api[0].upper()}{api[1:]} did not answer in time, {keeps}"
        return f"No connection to {api}, {keeps}"
    if all(c.retry_after is not None or c.status in (429, 503) for c in m.calls):
        return f"{api[0].upper()}{api[1:]} was busy and asked us to wait, {keeps}"
    return f"No call to {api} succeeded ({m.calls[-1].error}), {keeps}"


def describe_call(index: int, total: int, c: CallRecord) -> str:
    """"call 3 of 5: 1.07 s, status 200, 100 records, 75,210 bytes" or the failure in plain words."""
    head = f"call {index} of {total}"
    if c.ok:
        return f"{head}: {c.seconds:.2f} s, status {c.status}, {c.records:,} records, {c.bytes:,} bytes"
    after = f" after {c.seconds:.2f} s" if c.seconds is not None else ""
    return f"{head}: failed{after}: {c.error}"


def describe_summary(m: Measurement) -> str:
    """One line: the median and range of the good calls, or why there were none."""
    n_ok, n = len(m.ok_seconds), len(m.calls)
    if not n_ok:
        return f"No call succeeded: {failure_reason(m)}."
    return f"{n_ok} of {n} calls answered: median {m.median:.2f} s (min {m.min:.2f} s, max {m.max:.2f} s)."
