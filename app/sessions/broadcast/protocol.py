"""The broadcaster: carries "event N of session S was committed" to the workers holding sockets of S.

It carries no truth: the event log in the store is the truth. A message lost on the way (a Redis
restart, a subscription that started late) is recovered by the receiving worker, which fills any gap
in seq from the store.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Protocol

Deliver = Callable[[str, bytes], Awaitable[None]]
"""What a broadcaster calls for each published message: (session id, payload)."""

Resync = Callable[[str], Awaitable[None]]
"""What a broadcaster calls once a session's subscription is in place (the first time, or again after a
reconnect), so that session's stream catches up from the store with what was published before."""


class Broadcaster(Protocol):
    async def start(self, deliver: Deliver, resync: Resync) -> None:
        """Begin delivering the messages of the sessions this worker follows to its ``deliver``."""
        ...

    def follow(self, session_id: str) -> None:
        """This worker holds sockets of ``session_id`` now: deliver its messages (``resync`` says when)."""
        ...

    def unfollow(self, session_id: str) -> None:
        """This worker holds no socket of ``session_id`` any more: stop delivering its messages."""
        ...

    async def publish(self, session_id: str, payload: bytes) -> None:
        """Publish one message of a session; never raises (a lost message is recovered from the store)."""
        ...

    async def ping(self) -> bool: ...

    async def close(self) -> None: ...
