"""``/v1/sessions/{sid}/ws``: the session's live channel (the protocol lives in the session layer)."""

from __future__ import annotations

from fastapi import APIRouter, WebSocket
from websockets.frames import Frame, Opcode
from websockets.protocol import State

from app.api.direct import direct_connection
from app.sessions.stream import ChannelGone, Outgoing, Streams

router = APIRouter(tags=["sessions"])

MAX_BUFFER = 256 * 1024
"""Bytes a socket's transport may hold unsent before its messages wait in the queue instead."""


class StarletteSocket:
    """Starlette's WebSocket as the channel's :class:`~app.sessions.stream.Socket`.

    Under uvicorn's sans-I/O WebSocket implementation, live events are written straight into the
    connection (one frame, one ``transport.write``), skipping the per-message ASGI layers: fan-out to a
    thousand sockets costs what ``websockets.broadcast()`` costs (bench/fanout.py). Elsewhere, or when
    the socket's buffer is full, ``send_now`` says no and the channel queues and awaits instead.
    """

    def __init__(self, websocket: WebSocket, max_buffer: int) -> None:
        self.websocket = websocket
        self._direct = direct_connection(websocket.scope)
        self._max_buffer = max_buffer

    def send_now(self, message: Outgoing) -> bool:
        direct = self._direct
        if direct is None or direct.close_sent or direct.disconnected or not direct.writable.is_set():
            return False
        if direct.conn.state is not State.OPEN or direct.transport.get_write_buffer_size() > self._max_buffer:
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


def _int_or_none(value: str | None) -> int | None:
    return int(value) if value is not None and value.isdigit() else None


@router.websocket("/sessions/{sid}/ws")
async def channel(websocket: WebSocket, sid: str) -> None:
    """Hello with a token (or `?token=`), then a snapshot, the missed events after `after`, then live events."""
    streams: Streams = websocket.app.state.services.streams
    await websocket.accept()
    token = websocket.query_params.get("token")
    after = _int_or_none(websocket.query_params.get("after"))
    client = websocket.client.host if websocket.client else "unknown"
    await streams.serve(sid, StarletteSocket(websocket, MAX_BUFFER), token, after, client)
