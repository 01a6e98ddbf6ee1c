"""Real clients: one agent = one thread that makes its one call through a
named retry library, configured as the library preset of the same name
(core/model/presets.py), with every wait divided by the time scale K.

Only the waits are scaled, through the library's own settings (multiplier,
factor, backoff_factor ...): the retry decisions and the randomness are the
library's own code. The libraries are imported when a storm runs, so the
lab works without them (the Real storm tab then says which are missing).

Each agent is *prepared* before the storm starts: its library client is
made and its keep-alive connection opened (``GET /hello``, not counted), so
that at t = 0 every agent only has to make its call, as the model's agents
do. Without this, 200 threads importing, building sessions and connecting
spread the first calls over several story seconds.
"""

from __future__ import annotations

import functools
import importlib.util
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from wallasey_lab.core.model.presets import PRESETS


class Refused(Exception):
    """The tool answered 429: the retry library decides what happens next."""


class StormOver(Exception):
    """The storm was cancelled or ended: stop retrying."""


@dataclass(frozen=True)
class AgentContext:
    url: str
    time_scale: int
    cancel: threading.Event
    max_attempts: int | None  # None: retry until served
    timeout_s: float  # per HTTP call (connect and read)
    # Each agent's connection, closed from the storm's own thread when it ends:
    # an agent asleep inside its library cannot close its own.
    closers: list[Callable[[], None]] = field(default_factory=list)

    def close_all(self) -> None:
        for close in list(self.closers):
            try:
                close()
            except Exception:  # noqa: BLE001 - a connection half gone is closed enough
                pass


def _check(status: int, ctx: AgentContext) -> None:
    if status == 200:
        return
    if status == 429:
        raise Refused()
    raise StormOver()  # 503: the server is closing


def _requests_call(ctx: AgentContext, agent: int):
    import warnings

    # Where charset_normalizer cannot load (under ulimit -v its library "failed to map segment") requests
    # warns in two lines before the storm's own; it decodes no text here, so nothing is lost without it.
    warnings.filterwarnings("ignore", message="Unable to find acceptable character detection dependency")
    import requests

    session = requests.Session()
    ctx.closers.append(session.close)
    params = {"agent": str(agent)}
    session.get(ctx.url.replace("/call", "/hello"), timeout=ctx.timeout_s).close()

    def call() -> None:
        if ctx.cancel.is_set():
            raise StormOver()
        try:
            r = session.get(ctx.url, params=params, timeout=ctx.timeout_s)
        except requests.RequestException as e:
            if ctx.cancel.is_set():
                raise StormOver() from None
            raise RuntimeError(f"agent {agent + 1}: {type(e).__name__}") from None
        _check(r.status_code, ctx)

    return session, call


def _tenacity(wait_factory: Callable[[int], object] | None):
    def prepare(ctx: AgentContext, agent: int) -> Callable[[], str]:
        import tenacity

        session, call = _requests_call(ctx, agent)
        stop = tenacity.stop_never if ctx.max_attempts is None else tenacity.stop_after_attempt(ctx.max_attempts)
        kwargs = {} if wait_factory is None else {"wait": wait_factory(ctx.time_scale)}
        retrying = tenacity.Retrying(
            retry=tenacity.retry_if_exception_type(Refused), stop=stop, reraise=True,
            sleep=lambda s: ctx.cancel.wait(s),  # tenacity lets the sleep be given: a cancel wakes it
            **kwargs,
        )

        def run() -> str:
            try:
                retrying(call)
                return "served"
            except Refused:
                return "gave-up"
            except StormOver:
                return "stopped"
            finally:
                session.close()

        return run

    return prepare


def _wait_exponential(k: int):
    import tenacity

    p = PRESETS["tenacity-exponential"]
    return tenacity.wait_exponential(multiplier=p.MULTIPLIER / k, min=p.MIN / k, max=p.MAX / k)


def _wait_random_exponential(k: int):
    import tenacity

    p = PRESETS["tenacity-random-exponential"]
    return tenacity.wait_random_exponential(multiplier=p.MULTIPLIER / k, max=p.MAX / k)


def _backoff_expo(ctx: AgentContext, agent: int) -> Callable[[], str]:
    import backoff

    session, call = _requests_call(ctx, agent)
    # backoff's defaults (base 2, full jitter, no max_value); only the factor is scaled.
    decorated = backoff.on_exception(
        backoff.expo, Refused, factor=PRESETS["backoff-expo"].FACTOR / ctx.time_scale,
        max_tries=ctx.max_attempts, giveup=lambda e: ctx.cancel.is_set(),
    )(call)

    def run() -> str:
        try:
            decorated()
            return "served"
        except Refused:
            return "stopped" if ctx.cancel.is_set() else "gave-up"
        except StormOver:
            return "stopped"
        finally:
            session.close()

    return run


def _urllib3(preset: str):
    def prepare(ctx: AgentContext, agent: int) -> Callable[[], str]:
        import urllib3
        from urllib3.util.retry import Retry

        p = PRESETS[preset]
        k = ctx.time_scale

        class StoppableRetry(Retry):
            """urllib3's own waits, but a cancel wakes them (its sleeps are time.sleep)."""

            def sleep_for_retry(self, response) -> bool:
                retry_after = self.get_retry_after(response)
                if retry_after:
                    ctx.cancel.wait(retry_after)
                    return True
                return False

            def _sleep_backoff(self) -> None:
                backoff = self.get_backoff_time()
                if backoff > 0:
                    ctx.cancel.wait(backoff)

        retry = StoppableRetry(
            total=None if ctx.max_attempts is None else ctx.max_attempts - 1,
            # Only refusals are retried: a connection error (the storm is over
            # and the server gone) ends the agent instead of retrying forever.
            connect=0, read=0, other=0,
            status_forcelist=[429],
            backoff_factor=getattr(p, "FACTOR", 0.0) / k,
            backoff_jitter=getattr(p, "JITTER", 0.0) / k,
            backoff_max=Retry.DEFAULT_BACKOFF_MAX / k,
            raise_on_status=False,
        )
        host_port, path = ctx.url.split("//", 1)[1].split("/", 1)
        host, port = host_port.split(":")
        path = "/" + path
        pool = urllib3.HTTPConnectionPool(host, int(port), maxsize=1, block=True, retries=retry,
                                          timeout=urllib3.Timeout(connect=ctx.timeout_s, read=ctx.timeout_s))
        ctx.closers.append(pool.close)
        pool.request("GET", path.replace("/call", "/hello"), retries=False)  # opens the one kept-alive connection

        def run() -> str:
            try:
                if ctx.cancel.is_set():
                    return "stopped"
                r = pool.request("GET", path, fields={"agent": str(agent)})
            except urllib3.exceptions.HTTPError as e:
                if ctx.cancel.is_set():
                    return "stopped"
                raise RuntimeError(f"agent {agent + 1}: {type(e).__name__}") from None
            finally:
                pool.close()
            if r.status == 200:
                return "served"
            return "gave-up" if r.status == 429 else "stopped"

        return run

    return prepare


# preset name -> (module the real client needs, prepare(ctx, agent) -> the agent's call with its retries)
REAL_CLIENTS: dict[str, tuple[str, Callable[[AgentContext, int], Callable[[], str]]]] = {
    "tenacity-no-wait": ("tenacity", _tenacity(None)),
    "tenacity-exponential": ("tenacity", _tenacity(_wait_exponential)),
    "tenacity-random-exponential": ("tenacity", _tenacity(_wait_random_exponential)),
    "backoff-expo": ("backoff", _backoff_expo),
    "urllib3-backoff": ("urllib3", _urllib3("urllib3-backoff")),
    "urllib3-jitter": ("urllib3", _urllib3("urllib3-jitter")),
    "urllib3-retry-after": ("urllib3", _urllib3("urllib3-retry-after")),
}


def installed(module: str) -> bool:
    return _found(module)


@functools.cache
def _found(module: str) -> bool:
    # Asked 21 times as each window's Real storm tab is made (30 ms of a reopening on one core);
    # what is installed does not change while the lab runs.
    return importlib.util.find_spec(module) is not None


def available_libraries() -> list[str]:
    """Presets whose library is installed here and runs for real, in order."""
    return [name for name, (module, _run) in REAL_CLIENTS.items() if installed(module)]


def missing_libraries() -> list[str]:
    """Modules a real client needs that this copy of the lab does not have."""
    return sorted({module for module, _run in REAL_CLIENTS.values() if not installed(module)})
