"""Direct access to uvicorn's sans-I/O WebSocket connection, for writing live events without the ASGI layers.

:class:`ExposeWebSocketConnection` sits outside every other middleware, where ``send`` is still the
server's own bound method, and records its owner in the scope. :func:`direct_connection` gives it back
only if it has what the fast path uses; otherwise the channel uses the ordinary ASGI path.
"""

from __future__ import annotations

import asyncio
from typing import Any, Protocol, cast

from starlette.types import ASGIApp, Receive, Scope, Send

SCOPE_KEY = "rules.websocket_connection"


class DirectConnection(Protocol):
    """What uvicorn's ``WebSocketsSansIOProtocol`` offers that the fast path relies on."""

    conn: Any  # websockets.server.ServerProtocol
    transport: asyncio.WriteTransport
    writable: asyncio.Event
    close_sent: bool
    disconnected: bool


class ExposeWebSocketConnection:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "websocket":
            scope[SCOPE_KEY] = getattr(send, "__self__", None)
        await self.app(scope, receive, send)


def direct_connection(scope: Scope) -> DirectConnection | None:
    connection = scope.get(SCOPE_KEY)
    needed = ("conn", "transport", "writable", "close_sent", "disconnected")
    if connection is None or not all(hasattr(connection, name) for name in needed):
        return None
    if getattr(connection.conn, "extensions", None) != [] or not hasattr(connection.conn, "state"):
        return None  # an extension (per-message deflate) would change the frames: use the ASGI path
    return cast(DirectConnection, connection)
