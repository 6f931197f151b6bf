"""Broadcast through Redis pub/sub, one channel per session, for several workers or hosts (redis-py's asyncio
client).

A published event goes to this worker's own streams at once, and through its session's channel to the
other workers that hold sockets of that session (each drops what it already delivered, by seq). A worker
subscribes to a session's channel when its first socket of that session opens and unsubscribes after its
last, so its pub/sub traffic follows its own sessions, not every session's. On Redis 7 and later the
channels are sharded (``SSUBSCRIBE``/``SPUBLISH``: a Redis Cluster spreads them over its shards); before,
plain channels. Which one is decided once, at the first connection: every worker asks the same server.

Redis carries no truth: when it is down, writes still commit to the store and publishing retries in the
background. Each time a subscription is confirmed (a session's first socket, or every session after a
reconnect), the worker's streams catch that session up from the store, so what was published before the
subscription took hold is not missed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from redis.asyncio import Redis
from redis.asyncio.client import PubSub
from redis.exceptions import RedisError

from app import metrics
from app.sessions.broadcast.protocol import Deliver, Resync

logger = logging.getLogger("app.broadcast")

PREFIX = "rules-server:events:"
OUTBOX_LIMIT = 10_000
PUBLISH_BATCH = 500
RETRY_DELAYS = (0.05, 0.1, 0.25, 0.5, 1.0, 2.0)
POLL = 0.05
"""Seconds the listener waits for a message before it sends the (un)subscriptions asked for meanwhile."""
SHARDED_SINCE = 7
"""The first Redis major version with sharded pub/sub."""


def channel(session_id: str) -> str:
    """A session's channel. The braces make the session id the hash tag: a Cluster shards on it alone."""
    return f"{PREFIX}{{{session_id}}}"


def session_of(name: bytes) -> str:
    return name.decode()[len(PREFIX) + 1 : -1]


class RedisBroadcaster:
    def __init__(self, url: str) -> None:
        self._url = url
        self._redis: Redis = Redis.from_url(
            url, socket_connect_timeout=2, socket_timeout=5, health_check_interval=5, retry_on_timeout=False
        )
        self._deliver: Deliver | None = None
        self._outbox: asyncio.Queue[tuple[str, bytes]] = asyncio.Queue(OUTBOX_LIMIT)
        self._tasks: list[asyncio.Task[None]] = []
        self._connected = asyncio.Event()
        self._sharded: bool | None = None
        self._following: set[str] = set()
        self._changed: set[str] = set()
        """Sessions followed or unfollowed since the listener last sent (un)subscriptions."""

    async def start(self, deliver: Deliver, resync: Resync) -> None:
        self._deliver = deliver
        self._tasks = [
            asyncio.create_task(self._listen(deliver, resync), name="redis listener"),
            asyncio.create_task(self._send(), name="redis publisher"),
        ]
        # Best effort: serve even if Redis is down at start-up (the listener keeps trying).
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._connected.wait(), timeout=5)

    def follow(self, session_id: str) -> None:
        self._following.add(session_id)
        self._changed.add(session_id)

    def unfollow(self, session_id: str) -> None:
        self._following.discard(session_id)
        self._changed.add(session_id)

    async def publish(self, session_id: str, payload: bytes) -> None:
        if self._deliver is not None:
            await self._deliver(session_id, payload)
        try:
            self._outbox.put_nowait((channel(session_id), payload))
        except asyncio.QueueFull:
            # Redis has been away a long time; the other workers catch up from the store when it returns.
            logger.warning("redis outbox full; dropping a publish of session %s", session_id)

    async def _sharded_channels(self) -> bool:
        if self._sharded is None:
            version = str((await self._redis.info("server"))["redis_version"])
            self._sharded = int(version.split(".", maxsplit=1)[0]) >= SHARDED_SINCE
        return self._sharded

    async def _send(self) -> None:
        """Publish in order, retrying while Redis is unreachable (receivers drop duplicates by seq).

        What queued while the last round trip was out goes in one pipeline: one message per round trip
        would cap a busy worker's publishing at its event loop's pace, and the other workers would fall
        ever further behind."""
        while True:
            batch = [await self._outbox.get()]
            while not self._outbox.empty() and len(batch) < PUBLISH_BATCH:
                batch.append(self._outbox.get_nowait())
            attempt = 0
            while True:
                try:
                    sharded = await self._sharded_channels()
                    async with self._redis.pipeline(transaction=False) as pipeline:
                        for name, payload in batch:
                            if sharded:
                                pipeline.spublish(name, payload)
                            else:
                                pipeline.publish(name, payload)
                        await pipeline.execute()
                    break
                except (RedisError, OSError):
                    delay = RETRY_DELAYS[min(attempt, len(RETRY_DELAYS) - 1)]
                    attempt += 1
                    await asyncio.sleep(delay)

    async def _subscribe(self, pubsub: PubSub, sharded: bool, sessions: set[str]) -> None:
        """Send what this worker follows among ``sessions``: (un)subscriptions, in one round of writes."""
        for session_id in sessions:
            name = channel(session_id)
            if session_id in self._following:
                await (pubsub.ssubscribe(name) if sharded else pubsub.subscribe(name))
            else:
                await (pubsub.sunsubscribe(name) if sharded else pubsub.unsubscribe(name))

    async def _listen(self, deliver: Deliver, resync: Resync) -> None:
        """One connection at a time, which holds every subscription of this worker: on its loss, a new one
        subscribes to every session followed then."""
        connected_before = False
        attempt = 0
        while True:
            pubsub = self._redis.pubsub()
            try:
                sharded = await self._sharded_channels()
                await pubsub.connect()  # type: ignore[no-untyped-call]
                self._changed.clear()
                await self._subscribe(pubsub, sharded, set(self._following))
                self._connected.set()
                attempt = 0
                if connected_before:
                    metrics.broadcaster_reconnected()
                connected_before = True
                while True:
                    if self._changed:
                        changed, self._changed = self._changed, set()
                        await self._subscribe(pubsub, sharded, changed)
                    message = await pubsub.get_message(timeout=POLL)
                    if message is None:
                        continue
                    kind = message["type"]
                    if kind in ("message", "smessage"):
                        metrics.broadcast_received()
                        await deliver(session_of(message["channel"]), bytes(message["data"]))
                    elif kind in ("subscribe", "ssubscribe"):
                        # Whatever was published before now is in the store: the session catches up.
                        await resync(session_of(message["channel"]))
            except asyncio.CancelledError:
                raise
            except (RedisError, OSError):
                self._connected.clear()
                delay = RETRY_DELAYS[min(attempt, len(RETRY_DELAYS) - 1)]
                attempt += 1
                logger.warning("redis subscription lost; retrying in %.2fs", delay)
                await asyncio.sleep(delay)
            finally:
                with contextlib.suppress(Exception):
                    await pubsub.aclose()  # type: ignore[no-untyped-call]

    async def ping(self) -> bool:
        try:
            return bool(await asyncio.wait_for(self._redis.ping(), timeout=2))
        except (RedisError, OSError, TimeoutError):
            return False

    async def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        await self._redis.aclose()
