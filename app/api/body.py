"""Request and response bodies: a size limit before anything reads a body, orjson both ways."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any

import orjson
from fastapi.responses import Response
from starlette.requests import Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.api.problems import problem
from app.rules import InputError
from app.rules.validation import field_path
from app.sessions.records import UNSTORABLE


class JSONBody(Response):
    """A JSON response serialised by orjson (the bodies are already plain JSON values).

    ``then`` runs once the response is sent, or failed to send: unlike a background task, which a failed
    send skips, it always runs (a committed event must be published whatever became of its answer).
    """

    media_type = "application/json"

    def __init__(
        self,
        content: Any,
        status_code: int = 200,
        headers: Mapping[str, str] | None = None,
        then: Callable[[], Awaitable[None]] | None = None,
    ) -> None:
        super().__init__(content, status_code, headers)
        self.then = then

    def render(self, content: Any) -> bytes:
        """``content`` as JSON; bytes are JSON already written (a page of events), sent as they are; None is
        no body (a 204)."""
        if content is None:
            return b""
        return content if isinstance(content, bytes) else orjson.dumps(content)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            await super().__call__(scope, receive, send)
        finally:
            if self.then is not None:
                await self.then()


class BodyLimit:
    """Buffers each request body up to ``max_bytes`` and answers 413 beyond it, before any route runs.

    FastAPI's own ``max_body_size`` answers a declared oversized Content-Length in plain text, not as a
    problem document, so this small middleware does the job instead. Buffering first also means no
    handler can turn an oversized body into some other error.
    """

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope["headers"]).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.max_bytes:
            await self._refuse(send)
            return
        chunks: list[bytes] = []
        size = 0
        more = True
        while more:
            message = await receive()
            if message["type"] != "http.request":
                break
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_bytes:
                await self._refuse(send)
                return
            chunks.append(chunk)
            more = message.get("more_body", False)
        body = b"".join(chunks)
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)

    async def _refuse(self, send: Send) -> None:
        payload = orjson.dumps(problem(413, f"body: larger than the limit of {self.max_bytes} bytes").marshal())
        await send(
            {
                "type": "http.response.start",
                "status": 413,
                "headers": [
                    (b"content-type", b"application/problem+json"),
                    (b"content-length", str(len(payload)).encode()),
                    (b"connection", b"close"),
                ],
            }
        )
        await send({"type": "http.response.body", "body": payload})


class MalformedJSON(Exception):
    """The body is not JSON at all (400), as opposed to JSON of the wrong shape (422)."""


MAX_DEPTH = 32
"""Deepest nesting of arrays and objects a body may have (bodies are stored and echoed back)."""


def nesting_depth(value: Any) -> int:
    """How deeply arrays and objects nest in ``value`` (a scalar is 0), without recursion."""
    deepest = 0
    pending: list[tuple[Any, int]] = [(value, 0)]
    while pending:
        item, depth = pending.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, depth + 1)
        if deepest > MAX_DEPTH:
            return deepest
        pending.extend((child, depth + 1) for child in children)
    return deepest


async def json_object(request: Request, *, optional: bool = False) -> dict[str, Any]:
    """The body as a JSON object: malformed JSON is a 400, any other JSON value a 422 on ``body``."""
    raw = await request.body()
    if not raw.strip() and optional:
        return {}
    try:
        value = orjson.loads(raw)
    except orjson.JSONDecodeError as exc:
        raise MalformedJSON(str(exc)) from None
    if not isinstance(value, dict):
        raise InputError("body", "must be a JSON object")
    if nesting_depth(value) > MAX_DEPTH:
        raise InputError("body", f"nested deeper than {MAX_DEPTH} levels")
    # In valid JSON a NUL can only be written as this escape (a raw one is refused by the parser), so
    # bodies without it are not walked at all.
    if b"\\u0000" in raw:
        field = _first_nul(value, [])
        if field is not None:
            raise InputError(field_path(field), UNSTORABLE)
    return value


def _first_nul(value: Any, loc: list[str | int]) -> list[str | int] | None:
    """Where the first string or object key holding a NUL is, in document order (the nesting is bounded)."""
    if isinstance(value, str):
        return loc if "\x00" in value else None
    items: Any = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        if isinstance(key, str) and "\x00" in key:
            return [*loc, key]
        found = _first_nul(item, [*loc, key])
        if found is not None:
            return found
    return None
