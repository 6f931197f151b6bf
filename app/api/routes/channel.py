"""``/v1/sessions/{sid}/ws``: the session's live channel (the protocol lives in the session layer)."""

from __future__ import annotations

import asyncio
from typing import Any, Protocol, cast

from fastapi import APIRouter, WebSocket, status
from starlette.types import Message, Send
from websockets.datastructures import Headers
from websockets.frames import Frame, Opcode
from websockets.protocol import State

from app.api.cors import socket_origin_allowed
from app.api.deps import services_of
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


class Inbox:
    """The received messages of one socket, for its one reader: what uvicorn's connection uses of its
    ``asyncio.Queue`` (``put_nowait``, ``get``, ``empty``), holding a list only while messages wait. The
    queue holds four deques from the start: ~3 KiB per idle socket (bench/connections.py)."""

    __slots__ = ("_messages", "_waiter")

    def __init__(self) -> None:
        self._messages: list[Message] | None = None
        self._waiter: asyncio.Future[None] | None = None

    def empty(self) -> bool:
        return not self._messages

    def put_nowait(self, message: Message) -> None:
        if self._messages is None:
            self._messages = [message]
        else:
            self._messages.append(message)
        if self._waiter is not None and not self._waiter.done():
            self._waiter.set_result(None)

    async def get(self) -> Message:
        if self._waiter is not None:
            raise RuntimeError("a socket's inbox has one reader")
        while not self._messages:
            self._waiter = asyncio.get_running_loop().create_future()
            try:
                await self._waiter
            finally:
                self._waiter = None
        message = self._messages.pop(0)
        if not self._messages:
            self._messages = None
        return message


def use_inbox(direct: DirectConnection) -> None:
    """Replace uvicorn's queue of received messages by an :class:`Inbox`, carrying over what waits in it.
    Called by the task serving the socket, the queue's only reader, while it does not wait on it."""
    queue = getattr(direct, "queue", None)
    if type(queue) is not asyncio.Queue:
        return  # another uvicorn: left as it is
    inbox = Inbox()
    while not queue.empty():
        inbox.put_nowait(queue.get_nowait())
    direct.queue = inbox  # type: ignore[attr-defined]


def _int_or_none(value: str | None) -> int | None:
    return int(value) if value is not None and value.isdigit() else None


async def serve_channel(websocket: WebSocket, sid: str, streams: Streams, direct: DirectConnection | None) -> None:
    """Hello with a token (or `?token=`), then a snapshot, the missed events after `after`, then live events."""
    if not socket_origin_allowed(websocket, services_of(websocket).settings.ws_allowed_origins):
        await websocket.close(status.WS_1008_POLICY_VIOLATION)  # before the accept: the handshake gets a 403
        return
    await websocket.accept()
    token = websocket.query_params.get("token")
    after = _int_or_none(websocket.query_params.get("after"))
    client = websocket.client.host if websocket.client else "unknown"
    if direct is not None:
        release_handshake(websocket, direct)
        use_inbox(direct)
    await streams.serve(sid, StarletteSocket(websocket, direct), token, after, client)


@router.websocket("/sessions/{sid}/ws")
async def channel(websocket: WebSocket, sid: str) -> None:
    """The channel through FastAPI's stack, for servers without the edge (``app.api.edge``): the ASGI path."""
    await serve_channel(websocket, sid, services_of(websocket).streams, None)
