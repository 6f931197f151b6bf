"""The ASGI entry point: a session channel's socket goes straight to the channel; everything else to FastAPI.

A socket stays open for hours, holding every frame of the stack that called it: served at the edge it
holds a handful, not FastAPI's dozen middleware layers, which keeps memory per connection and connect
time down (bench/connections.py). At the edge ``send`` is still uvicorn's own method: with the sans-I/O
implementation its connection object lets live events be written without the ASGI layers
(:mod:`app.api.uvicorn_adapter`); anything else falls back to the ASGI path.
"""

from __future__ import annotations

import re

from fastapi import FastAPI
from starlette.types import Receive, Scope, Send
from starlette.websockets import WebSocket

from app.api.routes.channel import serve_channel
from app.api.uvicorn_adapter import direct_connection

CHANNEL = re.compile(r"/v1/sessions/(?P<sid>[^/]+)/ws")


class Edge:
    def __init__(self, api: FastAPI) -> None:
        self.api = api

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "websocket" and (match := CHANNEL.fullmatch(scope["path"])):
            scope["app"] = self.api
            streams = self.api.state.services.streams
            await serve_channel(WebSocket(scope, receive, send), match["sid"], streams, direct_connection(send))
            return
        await self.api(scope, receive, send)
