"""Broadcast through Redis pub/sub, for several workers or hosts (redis-py's asyncio client).

A published event goes to this worker's own streams at once, and through Redis to every other worker
(each drops what it already delivered, by seq). Redis carries no truth: when it is down, writes still
commit to the store; publishing retries in the background, and when a worker's subscription comes back
it asks its streams to catch up from the store, so clients miss nothing.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from redis.asyncio import Redis
from redis.exceptions import RedisError

from app import metrics
from app.sessions.broadcast.protocol import Deliver, Resync

logger = logging.getLogger("app.broadcast")

CHANNEL = "rules-server:events"
OUTBOX_LIMIT = 10_000
PUBLISH_BATCH = 500
RETRY_DELAYS = (0.05, 0.1, 0.25, 0.5, 1.0, 2.0)


class RedisBroadcaster:
    def __init__(self, url: str) -> None:
        self._url = url
        self._redis: Redis = Redis.from_url(
            url, socket_connect_timeout=2, socket_timeout=5, health_check_interval=5, retry_on_timeout=False
        )
        self._deliver: Deliver | None = None
        self._outbox: asyncio.Queue[bytes] = asyncio.Queue(OUTBOX_LIMIT)
        self._tasks: list[asyncio.Task[None]] = []
        self._subscribed = asyncio.Event()

    async def start(self, deliver: Deliver, resync: Resync) -> None:
        self._deliver = deliver
        self._tasks = [
            asyncio.create_task(self._listen(deliver, resync), name="redis listener"),
            asyncio.create_task(self._send(), name="redis publisher"),
        ]
        # Best effort: serve even if Redis is down at start-up (the listener keeps trying).
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._subscribed.wait(), timeout=5)

    async def publish(self, session_id: str, payload: bytes) -> None:
        if self._deliver is not None:
            await self._deliver(session_id, payload)
        message = session_id.encode() + b"\n" + payload
        try:
            self._outbox.put_nowait(message)
        except asyncio.QueueFull:
            # Redis has been away a long time; the other workers catch up from the store when it returns.
            logger.warning("redis outbox full; dropping a publish of session %s", session_id)

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
                    async with self._redis.pipeline(transaction=False) as pipeline:
                        for message in batch:
                            pipeline.publish(CHANNEL, message)
                        await pipeline.execute()
                    break
                except (RedisError, OSError):
                    delay = RETRY_DELAYS[min(attempt, len(RETRY_DELAYS) - 1)]
                    attempt += 1
                    await asyncio.sleep(delay)

    async def _listen(self, deliver: Deliver, resync: Resync) -> None:
        connected_before = False
        attempt = 0
        while True:
            pubsub = self._redis.pubsub(ignore_subscribe_messages=True)
            try:
                await pubsub.subscribe(CHANNEL)
                self._subscribed.set()
                attempt = 0
                if connected_before:
                    metrics.broadcaster_reconnected()
                    # Anything published while we were away is in the store: streams fill the gap.
                    await resync()
                connected_before = True
                async for message in pubsub.listen():
                    if message.get("type") != "message":
                        continue
                    session_id, _, payload = bytes(message["data"]).partition(b"\n")
                    await deliver(session_id.decode(), payload)
            except asyncio.CancelledError:
                raise
            except (RedisError, OSError):
                self._subscribed.clear()
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
