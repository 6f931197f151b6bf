"""The broadcaster: carries "event N of session S was committed" to every worker's streams.

It carries no truth: the event log in the store is the truth. A message lost on the way (a Redis
restart) is recovered by the receiving worker, which fills any gap in seq from the store.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Protocol

Deliver = Callable[[str, bytes], Awaitable[None]]
"""What a broadcaster calls for each published message: (session id, payload)."""

Resync = Callable[[], Awaitable[None]]
"""What a broadcaster calls after it reconnects, so streams can catch up from the store."""


class Broadcaster(Protocol):
    async def start(self, deliver: Deliver, resync: Resync) -> None:
        """Begin delivering published messages (from every worker) to this worker's ``deliver``."""
        ...

    async def publish(self, session_id: str, payload: bytes) -> None:
        """Publish one committed event; never raises (a lost message is recovered from the store)."""
        ...

    async def ping(self) -> bool: ...

    async def close(self) -> None: ...
