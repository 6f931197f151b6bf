"""A light HTTP/1.1 client for benchmarks that send many requests from inside Python.

httpx spends about a millisecond of CPU on a request. The many-sessions benchmark offers 1,000 writes a
second from a process sharing two cores with the server, and with httpx it measured its own client (at
100 % CPU while the server idled at a third). This client keeps its connections open, writes a request
as one buffer and parses the answer with httptools, the parser uvicorn itself uses.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Mapping

import httptools

MAX_IDLE_SECONDS = 3.0


class _Connection(asyncio.Protocol):
    """One keep-alive connection; one request in flight at a time."""

    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None
        self._parser = httptools.HttpResponseParser(self)
        self._body = bytearray()
        self._answer: asyncio.Future[tuple[int, bytes]] | None = None
        self.idle_since = 0.0

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport

    def data_received(self, data: bytes) -> None:
        try:
            self._parser.feed_data(data)
        except httptools.HttpParserError as error:
            self._fail(error)

    def on_body(self, body: bytes) -> None:
        self._body += body

    def on_message_complete(self) -> None:
        body, self._body = bytes(self._body), bytearray()
        if self._answer is not None and not self._answer.done():
            self._answer.set_result((self._parser.get_status_code(), body))

    def connection_lost(self, exc: Exception | None) -> None:
        self.transport = None
        self._fail(exc or ConnectionError("the server closed the connection"))

    def _fail(self, error: Exception) -> None:
        if self._answer is not None and not self._answer.done():
            self._answer.set_exception(error)
        if self.transport is not None:
            self.transport.close()

    async def exchange(self, request: bytes) -> tuple[int, bytes]:
        if self.transport is None:
            raise ConnectionError("the server closed the connection")
        self._answer = asyncio.get_running_loop().create_future()
        self.transport.write(request)
        return await self._answer


class KeepAliveClient:
    """Up to ``connections`` open connections to one server, reused request after request."""

    def __init__(self, host: str, port: int, connections: int) -> None:
        self._host, self._port, self._limit = host, port, connections
        self._idle: asyncio.LifoQueue[_Connection] = asyncio.LifoQueue()
        self._open: list[_Connection] = []
        self._opening = 0

    async def post(self, path: str, body: bytes, headers: Mapping[str, str]) -> tuple[int, bytes]:
        """The status and body of the answer to a POST of a JSON ``body``."""
        head = "".join(f"{name}: {value}\r\n" for name, value in headers.items())
        request = (
            f"POST {path} HTTP/1.1\r\nHost: {self._host}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n{head}\r\n"
        ).encode() + body
        connection = await self._take()
        try:
            return await connection.exchange(request)
        finally:
            if connection.transport is not None:
                connection.idle_since = time.monotonic()
                self._idle.put_nowait(connection)
            else:
                self._open.remove(connection)

    async def _take(self) -> _Connection:
        # uvicorn closes a keep-alive connection idle for 5 s; one idle for long is closed here first, so a
        # request never meets the server's close on the way.
        while not self._idle.empty():
            idle = self._idle.get_nowait()
            if idle.transport is not None and time.monotonic() - idle.idle_since < MAX_IDLE_SECONDS:
                return idle
            if idle.transport is not None:
                idle.transport.close()
            self._open.remove(idle)
        if len(self._open) + self._opening < self._limit:
            self._opening += 1  # counted before the await, so concurrent callers stay within the limit
            try:
                loop = asyncio.get_running_loop()
                _, connection = await loop.create_connection(_Connection, self._host, self._port)
            finally:
                self._opening -= 1
            self._open.append(connection)
            return connection
        return await self._idle.get()

    def close(self) -> None:
        for connection in self._open:
            if connection.transport is not None:
                connection.transport.close()
