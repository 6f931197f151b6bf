"""``/v1/sessions/{sid}/ws``: the session's live channel (the protocol lives in the session layer)."""

from __future__ import annotations

import asyncio
from typing import Any, Protocol, cast

from fastapi import APIRouter, WebSocket
from starlette.types import Send
from websockets.datastructures import Headers
from websockets.frames import Frame, Opcode
from websockets.protocol import State

from app.sessions.stream import ChannelGone, Outgoing, Streams


class DirectConnection(Protocol):
    """What uvicorn's ``WebSocketsSansIOProtocol`` offers that the fast path relies on."""

    conn: Any  # websockets.server.ServerProtocol
    transport: asyncio.WriteTransport
    writable: asyncio.Event
    handshake_complete: bool
    close_sent: bool
    disconnected: bool


def direct_connection(send: Send) -> DirectConnection | None:
    """uvicorn's sans-I/O connection behind ``send``, when it has all the fast path uses; else None."""
    connection = getattr(send, "__self__", None)
    needed = ("conn", "transport", "writable", "handshake_complete", "close_sent", "disconnected")
    if connection is None or not all(hasattr(connection, name) for name in needed):
        return None
    if getattr(connection.conn, "extensions", None) != [] or not hasattr(connection.conn, "state"):
        return None  # an extension (per-message deflate) would change the frames: use the ASGI path
    return cast(DirectConnection, connection)


router = APIRouter(tags=["sessions"])

MAX_BUFFER = 256 * 1024
"""Bytes a socket's transport may hold unsent before its messages wait in the queue instead."""


class StarletteSocket:
    """Starlette's WebSocket as the channel's :class:`~app.sessions.stream.Socket`.

    Given uvicorn's sans-I/O connection (``direct``, from the edge), live events are written straight into
    it (one prebuilt frame, one ``transport.write``), skipping the per-message ASGI layers (bench/fanout.py).
    Without it, or when the socket's buffer is full, ``send_now`` says no and the channel queues and
    awaits instead.
    """

    __slots__ = ("_direct", "websocket")

    def __init__(self, websocket: WebSocket, direct: DirectConnection | None) -> None:
        self.websocket = websocket
        self._direct = direct

    def send_now(self, message: Outgoing) -> bool:
        direct = self._direct
        if direct is None or direct.close_sent or direct.disconnected or not direct.writable.is_set():
            return False
        if direct.conn.state is not State.OPEN or direct.transport.get_write_buffer_size() > MAX_BUFFER:
            return False
        if message.wire is None:
            # No extension is negotiated (deflate is off) and server frames are not masked: the frame is
            # the same bytes for every socket, so it is built once and written as is.
            message.wire = Frame(Opcode.TEXT, message.payload).serialize(mask=False)
        direct.transport.write(message.wire)
        return True

    async def receive(self) -> str | bytes | None:
        message = await self.websocket.receive()
        if message["type"] == "websocket.disconnect":
            return None
        text: str | None = message.get("text")
        return text if text is not None else message.get("bytes", b"")

    async def send(self, text: str) -> None:
        try:
            await self.websocket.send_text(text)
        except Exception as error:  # whatever the server says once the peer is gone
            raise ChannelGone() from error

    async def close(self, code: int, reason: str = "") -> None:
        try:
            await self.websocket.close(code, reason)
        except Exception:  # already closed by the peer: nothing left to say
            return


def release_handshake(websocket: WebSocket, direct: DirectConnection) -> None:
    """Drop the opening handshake's headers once the channel has read what it needs (token, ``after``, the
    client's address): an idle socket keeps its connection objects for hours, and these are ~4 KiB of
    them (bench/connections.py). Nothing reads them after the accept: uvicorn uses its ``response`` only
    to accept, logs from the scope's client and path, and never reads its ``request`` again. What is not
    there (another uvicorn) is skipped."""
    if not direct.handshake_complete:
        return  # the accept found the transport closing: uvicorn may still send its response
    websocket.scope["headers"] = []
    if hasattr(direct, "response"):
        delattr(direct, "response")
    # websockets' handshake parser keeps the request referenced (its generator frame lives on to parse
    # frames): emptied rather than dropped.
    headers = getattr(getattr(direct, "request", None), "headers", None)
    if isinstance(headers, Headers):
        headers.clear()


def _int_or_none(value: str | None) -> int | None:
    return int(value) if value is not None and value.isdigit() else None


async def serve_channel(websocket: WebSocket, sid: str, streams: Streams, direct: DirectConnection | None) -> None:
    """Hello with a token (or `?token=`), then a snapshot, the missed events after `after`, then live events."""
    await websocket.accept()
    token = websocket.query_params.get("token")
    after = _int_or_none(websocket.query_params.get("after"))
    client = websocket.client.host if websocket.client else "unknown"
    if direct is not None:
        release_handshake(websocket, direct)
    await streams.serve(sid, StarletteSocket(websocket, direct), token, after, client)


@router.websocket("/sessions/{sid}/ws")
async def channel(websocket: WebSocket, sid: str) -> None:
    """The channel through FastAPI's stack, for servers without the edge (``app.api.edge``): the ASGI path."""
    await serve_channel(websocket, sid, websocket.app.state.services.streams, None)
