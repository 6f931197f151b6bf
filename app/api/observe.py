"""The outermost ASGI layer: a request id, one log line and the metrics of every HTTP request; open sockets.

The id is the client's ``X-Request-ID`` when it sends a sensible one (up to 128 visible ASCII
characters), else a new random one; it comes back in the response's ``X-Request-ID`` and is on every
record logged while the request is handled (:data:`app.logs.REQUEST_ID`), errors included. The request
line names the route template (``/v1/sessions/{sid}/rolls``), never a query string, header or body.

A WebSocket passes through untouched (its ``send`` too: the channel's direct path needs uvicorn's own),
counted while it is open; it gets no line of its own (see :mod:`app.logs`).
"""

from __future__ import annotations

import logging
import os
import re
import time
from collections.abc import Iterable

from starlette.routing import BaseRoute
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app import metrics
from app.logs import REQUEST_ID

logger = logging.getLogger("app.requests")

HEADER = b"x-request-id"
_SENSIBLE_ID = re.compile(rb"[\x21-\x7e]{1,128}")
UNMATCHED = "unmatched"
"""The route of a request no route took (a 404): one label, whatever the path."""


def _request_id(scope: Scope) -> str:
    for name, value in scope["headers"]:
        if name == HEADER:
            if _SENSIBLE_ID.fullmatch(value):
                given: str = value.decode()
                return given
            break
    return os.urandom(16).hex()


class RouteTemplates:
    """The whole template of each route, its router's prefix included (``/v1/sessions/{sid}/rolls``), found from
    what the router leaves in the scope: the route (FastAPI's routes), else the endpoint (plain routes)."""

    def __init__(self) -> None:
        self._templates: dict[int, str] = {}  # by id: FastAPI's routes compare by value and do not hash

    def add(self, routes: Iterable[BaseRoute], prefix: str = "") -> None:
        for route in routes:
            path = getattr(route, "path", None)
            if isinstance(path, str):
                self._templates[id(route)] = self._templates[id(getattr(route, "endpoint", route))] = prefix + path

    def of(self, scope: Scope) -> str:
        route, endpoint = scope.get("route"), scope.get("endpoint")
        template = self._templates.get(id(route)) or self._templates.get(id(endpoint))
        if template is None:  # a route added to the app itself, after the templates were taken
            template = getattr(route, "path", None)
        return template if isinstance(template, str) else UNMATCHED


class Observed:
    def __init__(self, app: ASGIApp, templates: RouteTemplates) -> None:
        self.app = app
        self.templates = templates

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            await self._request(scope, receive, send)
        elif scope["type"] == "websocket":
            metrics.socket_opened()
            try:
                await self.app(scope, receive, send)
            finally:
                metrics.socket_closed()
        else:
            await self.app(scope, receive, send)

    async def _request(self, scope: Scope, receive: Receive, send: Send) -> None:
        started = time.perf_counter()
        request_id = _request_id(scope)
        REQUEST_ID.set(request_id)  # uvicorn runs each request in a task of its own: it ends with the request
        header = (HEADER, request_id.encode())
        status = 500
        sent = False

        async def send_with_id(message: Message) -> None:
            nonlocal status, sent
            if message["type"] == "http.response.start":
                status = message["status"]
                message = {**message, "headers": [*message.get("headers", ()), header]}
            elif message["type"] == "http.response.body" and not message.get("more_body", False):
                sent = True
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        except Exception:
            if not sent:
                self._log(scope, 500, started, request_id)
                raise
            # The error handler answered (500) and logged the error with this id; told again, the server would
            # only log it a second time.
        self._log(scope, status, started, request_id)

    def _log(self, scope: Scope, status: int, started: float, request_id: str) -> None:
        seconds = time.perf_counter() - started
        method, route = scope["method"], self.templates.of(scope)
        metrics.request(method, route, status, seconds)
        level = logging.ERROR if status >= 500 else logging.INFO
        if not logger.isEnabledFor(level):
            return
        client = scope.get("client")
        # Made and handled here rather than by logger.log, which looks for its caller's frame on every call.
        record = logger.makeRecord(
            logger.name,
            level,
            __file__,
            0,
            "%s %s %d",
            (method, route, status),
            None,
            extra={
                "request_id": request_id,
                "method": method,
                "route": route,
                "path": scope["path"],
                "status": status,
                "duration_ms": round(seconds * 1000, 3),
                "client": client[0] if client else None,
            },
        )
        logger.handle(record)
