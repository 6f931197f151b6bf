"""Who is connected to each session: the GM and the players with an open socket, on every worker.

Each worker counts its own sockets per member. With one worker that count is the answer
(:class:`MemoryPresence`). With several (:class:`RedisPresence`), each worker also keeps an entry per
member it holds in a Redis sorted set per session, scored by when the entry expires, and renews its
entries while the sockets stay: a worker that dies without a word stops counting once its entries
expire. Presence is not in the event log; the channel tells clients when it changes.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Protocol

from redis.asyncio import Redis
from redis.exceptions import RedisError

from app.sessions.records import Member

logger = logging.getLogger("app.presence")

KEY = "rules-server:presence:"


@dataclass(frozen=True)
class Online:
    """Who is connected to one session."""

    gm: bool = False
    players: frozenset[str] = field(default_factory=frozenset)

    def message(self) -> dict[str, object]:
        """The channel's ``presence`` message."""
        return {"type": "presence", "gm_online": self.gm, "online": sorted(self.players)}


class Presence(Protocol):
    ttl: float
    """How long an entry of a worker that stopped renewing it keeps counting (seconds)."""

    async def arrive(self, session_id: str, member: Member) -> bool:
        """A socket of ``member`` opened here; True when it is the member's first here."""
        ...

    async def depart(self, session_id: str, member: Member) -> bool:
        """A socket of ``member`` closed here; True when it was the member's last here."""
        ...

    async def online(self, session_id: str) -> Online: ...

    async def renew(self) -> None:
        """Keep this worker's entries alive (called every ``ttl / 3`` seconds)."""
        ...

    async def close(self) -> None: ...


class _Here:
    """This worker's sockets per session and member."""

    def __init__(self) -> None:
        self.counts: dict[str, Counter[tuple[str, str]]] = {}

    def arrive(self, session_id: str, member: Member) -> bool:
        counts = self.counts.setdefault(session_id, Counter())
        counts[member.role, member.id] += 1
        return counts[member.role, member.id] == 1

    def depart(self, session_id: str, member: Member) -> bool:
        counts = self.counts.get(session_id)
        if counts is None or counts[member.role, member.id] == 0:
            return False
        counts[member.role, member.id] -= 1
        if counts[member.role, member.id] > 0:
            return False
        del counts[member.role, member.id]
        if not counts:
            del self.counts[session_id]
        return True

    def online(self, session_id: str) -> Online:
        return _online(self.counts.get(session_id, Counter()))


def _online(members: Counter[tuple[str, str]] | set[tuple[str, str]]) -> Online:
    return Online(
        gm=any(role == "gm" for role, _ in members),
        players=frozenset(member for role, member in members if role == "player"),
    )


class MemoryPresence:
    """One worker: its own sockets are all there is."""

    def __init__(self, ttl: float = 30.0) -> None:
        self.ttl = ttl
        self._here = _Here()

    async def arrive(self, session_id: str, member: Member) -> bool:
        return self._here.arrive(session_id, member)

    async def depart(self, session_id: str, member: Member) -> bool:
        return self._here.depart(session_id, member)

    async def online(self, session_id: str) -> Online:
        return self._here.online(session_id)

    async def renew(self) -> None:
        return None

    async def close(self) -> None:
        return None


class RedisPresence:
    """Several workers: each one's entries in Redis, expiring unless renewed."""

    def __init__(self, url: str, ttl: float = 30.0) -> None:
        self.ttl = ttl
        self._redis: Redis = Redis.from_url(url, socket_connect_timeout=2, socket_timeout=5)
        self._worker = secrets.token_hex(8)
        self._here = _Here()

    def _entry(self, member: Member) -> str:
        return f"{self._worker}|{member.role}|{member.id}"

    async def _put(self, entries: dict[str, dict[str, float]]) -> None:
        """``entries``: session id → entry → expiry. Best effort: Redis away, the local count still holds."""
        try:
            async with self._redis.pipeline(transaction=False) as pipeline:
                for session_id, scored in entries.items():
                    pipeline.zadd(KEY + session_id, scored)
                    pipeline.expire(KEY + session_id, int(self.ttl) + 1)
                await pipeline.execute()
        except (RedisError, OSError):
            logger.warning("could not record presence in redis", exc_info=True)

    async def arrive(self, session_id: str, member: Member) -> bool:
        first = self._here.arrive(session_id, member)
        if first:
            await self._put({session_id: {self._entry(member): time.time() + self.ttl}})
        return first

    async def depart(self, session_id: str, member: Member) -> bool:
        last = self._here.depart(session_id, member)
        if last:
            try:
                await self._redis.zrem(KEY + session_id, self._entry(member))
            except (RedisError, OSError):
                logger.warning("could not record a departure in redis (it expires)", exc_info=True)
        return last

    async def online(self, session_id: str) -> Online:
        key, now = KEY + session_id, time.time()
        try:
            async with self._redis.pipeline(transaction=False) as pipeline:
                pipeline.zremrangebyscore(key, "-inf", now)
                pipeline.zrangebyscore(key, now, "+inf")
                _, entries = await pipeline.execute()
        except (RedisError, OSError):
            return self._here.online(session_id)  # this worker's sockets, at least
        members = set()
        for entry in entries:
            _, role, member = (entry.decode() if isinstance(entry, bytes) else entry).split("|", 2)
            members.add((role, member))
        return _online(members)

    async def renew(self) -> None:
        expiry = time.time() + self.ttl
        entries = {
            session_id: {f"{self._worker}|{role}|{member}": expiry for role, member in counts}
            for session_id, counts in self._here.counts.items()
        }
        if entries:
            await self._put(entries)

    async def close(self) -> None:
        with contextlib.suppress(RedisError, OSError, asyncio.CancelledError):
            await self._redis.aclose()
