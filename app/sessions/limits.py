"""Rate limits (the ``limits`` library): per token on writes, per client address on creating and joining
sessions and on WebSocket hellos. In memory for one process; in Redis when scaled, so all workers share
the counts. If Redis cannot be reached the limit is not enforced: Redis must never block a write.
"""

from __future__ import annotations

import logging
import math
import time
from typing import Any, Literal

from limits import RateLimitItem, parse
from limits.aio.storage import RedisStorage, Storage
from limits.aio.strategies import SlidingWindowCounterRateLimiter
from limits.errors import StorageError
from redis.asyncio import ConnectionPool

from app import metrics
from app.sessions.errors import SessionError
from app.sessions.limits_memory import memory_storage

logger = logging.getLogger("app.limits")

Kind = Literal["write", "session", "hello"]


class RateLimited(SessionError):
    """Too many requests (429); ``retry_after`` is in whole seconds."""

    def __init__(self, message: str, retry_after: int) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class Limiter:
    def __init__(self, limits: dict[Kind, str], redis_url: str | None) -> None:
        self.items: dict[Kind, RateLimitItem] = {kind: parse(value) for kind, value in limits.items()}
        # Our own pool, so the limiter's connections are closed with the server.
        self._pool = (
            ConnectionPool.from_url(redis_url, socket_connect_timeout=1, socket_timeout=1) if redis_url else None
        )
        storage: Storage = memory_storage()
        if redis_url:
            options: dict[str, Any] = {"connection_pool": self._pool}  # passed through to redis-py
            storage = RedisStorage(
                f"async+{redis_url}",
                implementation="redispy",
                wrap_exceptions=True,
                key_prefix="rules-server-limits",
                **options,
            )
        # Counters, not per-request events: the moving window's in-memory expiry visits every key through a
        # thread on every pass, which swamped the server with a thousand active tokens (bench/sessions.py).
        self._strategy = SlidingWindowCounterRateLimiter(storage)

    async def close(self) -> None:
        if self._pool is not None:
            await self._pool.aclose()

    async def check(self, kind: Kind, who: str) -> None:
        """Count one request by ``who``; RateLimited when over the limit of ``kind``."""
        item = self.items[kind]
        try:
            if await self._strategy.hit(item, kind, who):
                return
            stats = await self._strategy.get_window_stats(item, kind, who)
        except StorageError:
            logger.warning("rate-limit storage unreachable; %s not limited", kind)
            return
        metrics.rate_limited(kind)
        retry_after = max(1, math.ceil(stats.reset_time - time.time()))
        raise RateLimited(f"rate limit of {item} exceeded; retry after {retry_after} s", retry_after)
