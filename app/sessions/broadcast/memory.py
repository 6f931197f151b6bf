"""In-process broadcast: the embedded default, for a single worker."""

from __future__ import annotations

from app.sessions.broadcast.protocol import Deliver, Resync


class MemoryBroadcaster:
    """Hands each published message straight to this process's streams."""

    def __init__(self) -> None:
        self._deliver: Deliver | None = None

    async def start(self, deliver: Deliver, resync: Resync) -> None:
        self._deliver = deliver

    def follow(self, session_id: str) -> None:
        """Every message is this process's: nothing to subscribe to."""

    def unfollow(self, session_id: str) -> None:
        """Every message is this process's: nothing to unsubscribe from."""

    async def publish(self, session_id: str, payload: bytes) -> None:
        if self._deliver is not None:
            await self._deliver(session_id, payload)

    async def ping(self) -> bool:
        return True

    async def close(self) -> None:
        self._deliver = None
