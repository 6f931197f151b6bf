"""A session's WebSocket channel in-process: the app's own :class:`~app.sessions.stream.Streams` serving a
socket that records what it is sent, for tests that read snapshots, replays and live events."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from typing import Any

import orjson
from fastapi import FastAPI

from app.sessions.stream import Outgoing, Streams


class RecordingSocket:
    """A client that sends nothing after its hello and keeps every message it receives."""

    def __init__(self) -> None:
        self.received: list[dict[str, Any]] = []
        self._incoming: asyncio.Queue[str | None] = asyncio.Queue()
        self._arrived = asyncio.Event()

    def _record(self, payload: str | bytes) -> None:
        self.received.append(orjson.loads(payload))
        self._arrived.set()

    async def receive(self) -> str | bytes | None:
        return await self._incoming.get()

    async def send(self, text: str) -> None:
        self._record(text)

    def send_now(self, message: Outgoing) -> bool:
        self._record(message.payload)
        return True

    async def close(self, code: int, reason: str = "") -> None:
        self.leave()

    def leave(self) -> None:
        self._incoming.put_nowait(None)
        self._arrived.set()

    async def wait_for(self, done: Callable[[list[dict[str, Any]]], bool]) -> list[dict[str, Any]]:
        """Every message received, once ``done`` says they are enough."""
        async with asyncio.timeout(10):
            while not done(self.received):
                self._arrived.clear()
                await self._arrived.wait()
        return self.received

    async def until_seq(self, seq: int) -> list[dict[str, Any]]:
        """Every message received once the event with this seq has arrived."""
        return await self.wait_for(lambda received: any(m.get("type") == "event" and m["seq"] == seq for m in received))


@contextlib.asynccontextmanager
async def channel(
    app: FastAPI, session_id: str, token: str, after: int | None = None
) -> AsyncIterator[RecordingSocket]:
    """A socket connected to the session (its snapshot and any replay sent) until the block ends."""
    streams: Streams = app.state.services.streams
    socket = RecordingSocket()
    query_after = str(after) if after is not None else None  # as the query string gives it
    serving = asyncio.create_task(streams.serve(session_id, socket, token, query_after))
    snapshot = (await socket.wait_for(bool))[0]
    if after is not None and snapshot["seq"] > after:
        await socket.until_seq(snapshot["seq"])
    try:
        yield socket
    finally:
        socket.leave()
        await serving
