"""``/v1/sessions/{sid}/ws``: the session's live channel (the protocol lives in the session layer)."""

from __future__ import annotations

from fastapi import APIRouter, WebSocket

from app.sessions.stream import ChannelGone, Streams

router = APIRouter(tags=["sessions"])


class StarletteSocket:
    """Starlette's WebSocket as the channel's :class:`~app.sessions.stream.Socket`."""

    def __init__(self, websocket: WebSocket) -> None:
        self.websocket = websocket

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
    await streams.serve(sid, StarletteSocket(websocket), token, after, client)
