"""Rate limits of unauthenticated writes per client address (captcha issue, registration,
login attempts), checked before the route touches the database: a flood from one address is
answered 0036 (HTTP 429 with Retry-After) instead of queueing SQLite's single writer.

Windows are fixed and aligned on the clock (`window` seconds each), and each request takes
one unit at once, atomically, before the route runs, so a burst of simultaneous requests
never passes more than the limit. Where the counts live:

- `REDIS_URL` set: in Redis (INCR and EXPIRE in one MULTI), shared by every server process;
  no process may keep its own count then (DESIGN §1).
- otherwise: in this process, which is then the only one (SQLite serves one process).

A Redis failure lets the request through (logged): the limits guard the database's capacity,
and refusing every registration and login while Redis is away would be worse. Login
failures keep their own exact throttle in the database (auth.service).
"""

from __future__ import annotations

import functools
import ipaddress
import logging
import math
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, Protocol

from fastapi import Request
from redis.exceptions import RedisError

from .deps import client_address
from .errors import TooManyAttempts

if TYPE_CHECKING:
    from redis.asyncio import Redis

    from ..config import Settings

log = logging.getLogger("promptplay.ratelimit")

Bucket = Literal["captcha", "register", "login", "recovery"]


def address_key(address: str) -> str:
    """The client an address stands for: an IPv4 address itself, an IPv6 address its /64
    (one subscriber usually holds a whole /64, so single addresses would cost an attacker
    nothing)."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address[:64]
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


@dataclass
class Reservation:
    """One unit taken from a bucket; `give_back` returns it (a login that succeeded is no
    failed attempt)."""

    limiter: RateLimiter | None
    key: str
    window_index: int
    window_ends: float = 0.0  # epoch seconds

    async def give_back(self) -> None:
        if self.limiter is not None:
            await self.limiter.give_back(self)


class RateLimiter(Protocol):
    async def take(self, bucket: str, key: str, limit: int, window: int) -> Reservation:
        """Take one unit of `key`'s count in `bucket` for the current window, or raise 0036
        when the window already holds `limit`."""
        ...

    async def give_back(self, reservation: Reservation) -> None: ...

    async def close(self) -> None: ...


def _window(window: int) -> tuple[int, int]:
    """The current window's index, and the whole seconds until it ends."""
    now = time.time()
    index = int(now // window)
    return index, max(1, math.ceil((index + 1) * window - now))


def _seconds_until(moment: float) -> int:
    return max(1, math.ceil(moment - time.time()))


def _refuse(retry_after: int) -> TooManyAttempts:
    return TooManyAttempts(
        "Too many requests from this address, please try again later", retry_after=retry_after
    )


class LocalRateLimiter:
    """Counts in this process: for the one-process deployment (no REDIS_URL)."""

    def __init__(self) -> None:
        self._counts: dict[tuple[str, int], int] = {}
        self._index: dict[int, int] = {}  # window length → the newest index seen

    async def take(self, bucket: str, key: str, limit: int, window: int) -> Reservation:
        index, retry_after = _window(window)
        if self._index.get(window) != index:
            # A new window: the counts of ended windows of this length are of no use now.
            self._index[window] = index
            ended = [k for k in self._counts if k[1] < index and k[0].startswith(f"{window}:")]
            for stale in ended:
                del self._counts[stale]
        name = f"{window}:{bucket}:{key}"
        count = self._counts.get((name, index), 0)
        if count >= limit:
            raise _refuse(retry_after)
        self._counts[(name, index)] = count + 1
        return Reservation(self, name, index)

    async def give_back(self, reservation: Reservation) -> None:
        slot = (reservation.key, reservation.window_index)
        if self._counts.get(slot, 0) > 0:
            self._counts[slot] -= 1

    async def close(self) -> None:
        self._counts.clear()


class RedisRateLimiter:
    """Counts in Redis, shared by every server process. Keys carry the window's index and
    expire a second after it ends; `namespace` keeps deployments sharing a Redis apart."""

    def __init__(self, url: str, namespace: str) -> None:
        from redis.asyncio import Redis

        self._redis: Redis = Redis.from_url(url)
        self._namespace = namespace

    async def take(self, bucket: str, key: str, limit: int, window: int) -> Reservation:
        index, retry_after = _window(window)
        name = f"{self._namespace}:ratelimit:{bucket}:{key}:{window}:{index}"
        try:
            async with self._redis.pipeline(transaction=True) as pipe:
                pipe.incr(name)
                pipe.expire(name, retry_after + 1)
                count, _ = await pipe.execute()
        except (RedisError, OSError) as error:  # an outage must not stop every login
            log.warning("rate limit not checked, Redis failed: %s", error)
            return Reservation(None, name, index)
        if count > limit:
            raise _refuse(retry_after)
        return Reservation(self, name, index, (index + 1) * window)

    async def give_back(self, reservation: Reservation) -> None:
        try:
            async with self._redis.pipeline(transaction=True) as pipe:
                pipe.decr(reservation.key)
                # Always with an expiry: a key that expired meanwhile must not come back
                # without one.
                pipe.expire(reservation.key, _seconds_until(reservation.window_ends) + 1)
                await pipe.execute()
        except (RedisError, OSError) as error:
            log.warning("rate limit unit not given back, Redis failed: %s", error)

    async def close(self) -> None:
        await self._redis.aclose()


def build_rate_limiter(settings: Settings) -> RateLimiter:
    if settings.redis_url:
        return RedisRateLimiter(settings.redis_url, settings.redis_channel)
    return LocalRateLimiter()


def rate_limiter(request: Request) -> RateLimiter:
    """The app's limiter, made on first use from the app context's settings."""
    state = request.app.state
    limiter: RateLimiter | None = getattr(state, "rate_limiter", None)
    if limiter is None:
        limiter = state.rate_limiter = build_rate_limiter(state.ctx.settings)
    return limiter


async def close_rate_limiter(state: object) -> None:
    limiter: RateLimiter | None = getattr(state, "rate_limiter", None)
    if limiter is not None:
        await limiter.close()
        state.rate_limiter = None  # type: ignore[attr-defined]


@functools.cache
def rate_limit(bucket: Bucket) -> Callable[[Request], Awaitable[Reservation]]:
    """A route dependency that takes one unit of `bucket` for the request's client address
    (limit `RATE_LIMIT_<BUCKET>` per `RATE_LIMIT_WINDOW_SECONDS`; 0: no limit)."""

    async def dependency(request: Request) -> Reservation:
        settings = request.app.state.ctx.settings
        limit: int = getattr(settings, f"rate_limit_{bucket}")
        key = address_key(client_address(request))
        if limit <= 0:
            return Reservation(None, key, 0)
        return await rate_limiter(request).take(
            bucket, key, limit, settings.rate_limit_window_seconds
        )

    dependency.__name__ = f"rate_limit_{bucket}"
    return dependency
