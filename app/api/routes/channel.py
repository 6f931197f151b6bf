"""``/v1/sessions/{sid}/ws``: the session's live channel (the protocol lives in the session layer)."""

from __future__ import annotations

import asyncio

from fastapi import APIRouter, WebSocket, status
from starlette.requests import Request

from app.api.asyncapi import asyncapi_document
from app.api.body import JSONBody
from app.api.cors import socket_origin_allowed
from app.api.deps import services_of
from app.api.uvicorn_adapter import (
    DirectConnection,
    abort_after,
    release_handshake,
    use_inbox,
    watch_control_frames,
    write_now,
)
from app.sessions.messages import CloseCode
from app.sessions.stream import ChannelGone, Outgoing, Streams

router = APIRouter(tags=["sessions"])


class StarletteSocket:
    """Starlette's WebSocket as the channel's :class:`~app.sessions.stream.Socket`.

    Given uvicorn's sans-I/O connection (``direct``, from the edge), live events are written straight into
    it (one prebuilt frame, one ``transport.write``), skipping the per-message ASGI layers (bench/fanout.py).
    Without it, or when the socket's buffer is full, ``send_now`` says no and the channel queues and
    awaits instead.

    Closing takes at most ``close_grace`` seconds: a client that stopped reading never drains the buffer
    the close frame waits behind; with ``direct`` its connection is then cut.
    """

    __slots__ = ("_closing", "_direct", "close_grace", "websocket")

    def __init__(self, websocket: WebSocket, direct: DirectConnection | None, close_grace: float) -> None:
        self.websocket = websocket
        self._direct = direct
        self.close_grace = close_grace
        self._closing: asyncio.Task[None] | None = None

    def flooded(self) -> None:
        """The client sent more control frames than its budget allows: close it (1008) without waiting, from
        the connection's reading; the task serving it sees the socket close."""
        if self._closing is None:
            self._closing = asyncio.create_task(self.close(CloseCode.POLICY_VIOLATION, "too many messages"))

    def send_now(self, message: Outgoing) -> bool:
        return self._direct is not None and write_now(self._direct, message)

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
        if self._direct is not None:
            abort_after(self._direct, self.close_grace)
        try:
            async with asyncio.timeout(self.close_grace):
                await self.websocket.close(code, reason)
        except Exception:  # already closed by the peer, or it does not read: nothing more to say
            return


async def serve_channel(websocket: WebSocket, sid: str, streams: Streams, direct: DirectConnection | None) -> None:
    """Hello with a token (or `?token=`), then a snapshot, the missed events after `after`, then live events."""
    settings = services_of(websocket).settings
    socket = StarletteSocket(websocket, direct, settings.ws_close_grace)
    budget = streams.budget()
    if direct is not None:
        watch_control_frames(direct, budget, socket.flooded)
    if not socket_origin_allowed(websocket, settings.ws_allowed_origins):
        await websocket.close(status.WS_1008_POLICY_VIOLATION)  # before the accept: the handshake gets a 403
        return
    await websocket.accept()
    query = websocket.query_params
    client = websocket.client.host if websocket.client else "unknown"
    if direct is not None:
        release_handshake(websocket, direct)
        use_inbox(direct)
    await streams.serve(sid, socket, query.get("token"), query.get("after"), budget, client)


@router.websocket("/sessions/{sid}/ws")
async def channel(websocket: WebSocket, sid: str) -> None:
    """The channel through FastAPI's stack, for servers without the edge (``app.api.edge``): the ASGI path."""
    await serve_channel(websocket, sid, services_of(websocket).streams, None)


@router.get("/asyncapi.json", include_in_schema=False)
async def asyncapi(request: Request) -> JSONBody:
    """The AsyncAPI 3.0 document of the channel above, naming the server that served it (the same host,
    ``wss`` behind ``https``) so tools can connect from the document alone."""
    server = {
        "host": request.url.netloc,
        "protocol": "wss" if request.url.scheme == "https" else "ws",
        "description": "The server that served this document.",
    }
    return JSONBody({**asyncapi_document(request.app.title, request.app.version), "servers": {"this": server}})
