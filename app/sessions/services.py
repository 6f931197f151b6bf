"""The long-lived services of one server process, opened in the app's lifespan."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass, field
from datetime import timedelta

from app.sessions.broadcast.memory import MemoryBroadcaster
from app.sessions.broadcast.protocol import Broadcaster
from app.sessions.limits import Limiter
from app.sessions.presence import MemoryPresence, Presence, RedisPresence
from app.sessions.receipts import Signer, from_b64url
from app.sessions.records import utc_now
from app.sessions.service import SessionService
from app.sessions.store.database import open_database
from app.sessions.store.sql import SqlStore
from app.sessions.stream import Streams
from app.sessions.webhooks import Destinations, Webhooks, networks
from app.settings import Settings

logger = logging.getLogger("app.services")

# Idempotent responses are kept at least 24 hours (the contract); they are swept a little later.
RESPONSE_RETENTION = timedelta(hours=25)
SWEEP_EVERY = 3600.0


def _presence(settings: Settings) -> Presence:
    if settings.redis_url:
        return RedisPresence(settings.redis_url, settings.presence_ttl)
    return MemoryPresence(settings.presence_ttl)


def _broadcaster(settings: Settings) -> Broadcaster:
    if settings.redis_url:
        from app.sessions.broadcast.redis import RedisBroadcaster

        broadcaster: Broadcaster = RedisBroadcaster(settings.redis_url)
        return broadcaster
    return MemoryBroadcaster()


async def _signer(settings: Settings, store: SqlStore) -> Signer:
    if settings.signing_key is not None:
        return Signer.from_seed(from_b64url(settings.signing_key.get_secret_value()))
    return Signer.from_seed(await store.signing_seed(Signer.new_seed()))


@dataclass
class Services:
    settings: Settings
    store: SqlStore
    broadcaster: Broadcaster
    sessions: SessionService
    streams: Streams
    webhooks: Webhooks
    presence: Presence
    _tasks: list[asyncio.Task[None]] = field(default_factory=list, repr=False)

    @classmethod
    async def open(cls, settings: Settings) -> Services:
        settings.ensure_data_dir()
        store = SqlStore(open_database(settings.sqlalchemy_url))
        broadcaster = _broadcaster(settings)
        limiter = Limiter(
            {
                "write": settings.rate_limit_writes,
                "session": settings.rate_limit_sessions,
                "hello": settings.rate_limit_hellos,
            },
            settings.redis_url,
        )
        presence = _presence(settings)
        sessions = SessionService(store, broadcaster, await _signer(settings, store), limiter, presence)
        streams = Streams(
            sessions,
            store,
            backlog=settings.socket_backlog,
            messages_per_second=settings.ws_messages_per_second,
            presence=presence,
        )
        await broadcaster.start(streams.deliver, streams.resync)
        webhooks = Webhooks(
            sessions,
            store,
            Destinations(networks(settings.webhook_allowed_networks)),
            timedelta(seconds=settings.webhook_backoff),
            timedelta(seconds=settings.webhook_retry_for),
            settings.webhook_poll_every,
        )
        sessions.listeners.append(webhooks.wake)
        webhooks.start()
        services = cls(settings, store, broadcaster, sessions, streams, webhooks, presence)
        services._tasks = [
            asyncio.create_task(services._sweep(), name="sweeper"),
            asyncio.create_task(streams.keep_presence(), name="presence"),
        ]
        return services

    async def close(self) -> None:
        for task in self._tasks:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        await self.webhooks.close()
        await self.streams.close()
        await self.presence.close()
        await self.sessions.limiter.close()
        await self.broadcaster.close()
        await self.store.close()

    async def health(self) -> dict[str, str]:
        """``ok`` or ``unreachable`` for each part the server depends on."""
        store_ok, broadcaster_ok = await asyncio.gather(self.store.ping(), self.broadcaster.ping())
        return {
            "store": "ok" if store_ok else "unreachable",
            "broadcaster": "ok" if broadcaster_ok else "unreachable",
        }

    async def _sweep(self) -> None:
        """Forget old idempotent responses and erase idle sessions (every worker sweeps; that is safe)."""
        while True:
            try:
                await self.sweep()
            except Exception:  # the store may be down for a while; try again next time
                logger.warning("could not sweep old idempotent responses and idle sessions", exc_info=True)
            await asyncio.sleep(SWEEP_EVERY)

    async def sweep(self) -> None:
        now = utc_now()
        await self.store.forget_responses_before(now - RESPONSE_RETENTION)
        if self.settings.session_retention_days is not None:
            await self.sessions.erase_idle(now - timedelta(days=self.settings.session_retention_days))
