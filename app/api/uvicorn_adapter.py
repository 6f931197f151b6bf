"""The adapter that holds this project's use of uvicorn's internals: the sans-I/O WebSocket connection
(``WebSocketsSansIOProtocol``) behind the ASGI ``send`` of a socket served at the edge.

What it relies on: ``send`` is a bound method of that connection, which has the websockets protocol
(``conn``), the ``transport``, the ``writable`` event, the ``handshake_complete``, ``close_sent`` and
``disconnected`` flags, the opening ``request`` and ``response``, and the ``queue`` of received messages
(an ``asyncio.Queue`` read only by the socket's task); its ``handle_ping`` and ``handle_pong`` handle the
client's control frames, its ``pause_writing`` and ``resume_writing`` hear from the transport, and
``read_paused`` says it stopped reading itself. With it, live events are written straight to the
transport, the handshake's headers are dropped once read, the queue is replaced by a lighter inbox
(bench/fanout.py, bench/connections.py), and control frames are counted and read only while their
answers are taken.

For HTTP, :class:`BoundedHttp` is uvicorn's httptools protocol (``HttpToolsProtocol``: its parser callbacks,
``connections``, ``cycle`` and ``transport``) with a deadline for a request's headers and one for its body,
and a bound on the connections held; uvicorn has neither deadline, so a client sending a byte now and then
holds its connection forever. On a uvicorn release it was not checked against (:data:`CHECKED`),
or any connection without all of this, :func:`direct_connection` gives None and the channel uses the ASGI
path only, and :func:`http_protocol` gives uvicorn's own (with its ``limit_concurrency``: a 503 once the
headers are in).
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, Protocol, cast

import orjson
from starlette.types import Message, Send
from starlette.websockets import WebSocket
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from app.api import websockets_adapter
from app.releases import CheckedReleases
from app.sessions.stream import MessageBudget, Outgoing
from app.settings import Settings

CHECKED = CheckedReleases(
    "uvicorn", "0.54", "0.55", uses="its sans-I/O WebSocket connection's transport, flags, handshake and queue"
)

MAX_BUFFER = 256 * 1024
"""Bytes a socket's transport may hold unsent before its messages wait in the queue instead."""


class DirectConnection(Protocol):
    """What uvicorn's ``WebSocketsSansIOProtocol`` offers that the fast path relies on."""

    conn: Any  # websockets.server.ServerProtocol
    transport: asyncio.Transport
    writable: asyncio.Event
    handshake_complete: bool
    close_sent: bool
    disconnected: bool


def direct_connection(send: Send) -> DirectConnection | None:
    """uvicorn's sans-I/O connection behind ``send``, when it has all the fast path uses; else None."""
    if not CHECKED.hold():
        return None
    connection = getattr(send, "__self__", None)
    needed = ("conn", "transport", "writable", "handshake_complete", "close_sent", "disconnected")
    if connection is None or not all(hasattr(connection, name) for name in needed):
        return None
    if not websockets_adapter.usable(connection.conn):
        return None  # an extension (per-message deflate) would change the frames: use the ASGI path
    return cast(DirectConnection, connection)


def write_now(direct: DirectConnection, message: Outgoing) -> bool:
    """Write ``message`` as one text frame straight into the transport; False when the socket cannot take it
    now (closing, or its buffer is full)."""
    if direct.close_sent or direct.disconnected or not direct.writable.is_set():
        return False
    if not websockets_adapter.is_open(direct.conn) or direct.transport.get_write_buffer_size() > MAX_BUFFER:
        return False
    if message.wire is None:
        # No extension is negotiated (deflate is off) and server frames are not masked: the frame is
        # the same bytes for every socket, so it is built once and written as is.
        message.wire = websockets_adapter.text_frame(message.payload)
    direct.transport.write(message.wire)
    return True


def abort_after(direct: DirectConnection, seconds: float) -> None:
    """Cut the connection in ``seconds`` unless it is gone by then. Closing waits for the transport's buffer
    to drain (uvicorn's ``send`` for the close frame, then ``transport.close``), which a client that stopped
    reading never lets happen: its descriptor and kernel buffers would be held until the process ends."""

    def abort() -> None:
        if not direct.disconnected:
            direct.transport.abort()

    asyncio.get_running_loop().call_later(seconds, abort)


class WatchedConnection(DirectConnection, Protocol):
    """What :class:`ControlFrames` uses besides: uvicorn's handlers of control frames and of the transport's
    flow control, and whether uvicorn paused reading itself."""

    read_paused: bool

    def handle_ping(self) -> None: ...

    def handle_pong(self, event: Any) -> None: ...

    def pause_writing(self) -> None: ...

    def resume_writing(self) -> None: ...


class ControlFrames:
    """A socket's control frames, watched: each ping or pong the client sends is counted in the socket's
    message budget (``flooded`` is called once it is spent), and the socket is not read while the
    transport holds more unsent bytes than its high-water mark. uvicorn answers every ping at once, into a
    buffer that a client that does not read never drains: without this, its memory grows as fast as the
    client sends."""

    __slots__ = ("_budget", "_direct", "_flooded", "_handle_ping", "_handle_pong", "_paused", "_resumed")

    NEEDED = ("handle_ping", "handle_pong", "pause_writing", "resume_writing", "read_paused")

    def __init__(self, direct: WatchedConnection, budget: MessageBudget, flooded: Callable[[], None]) -> None:
        self._direct = direct
        self._budget: MessageBudget | None = budget
        self._flooded = flooded
        self._handle_ping, self._handle_pong = direct.handle_ping, direct.handle_pong
        self._paused, self._resumed = direct.pause_writing, direct.resume_writing
        # Set on the instance, where uvicorn and the transport look them up, in place of its methods.
        direct.handle_ping, direct.handle_pong = self.ping, self.pong  # type: ignore[method-assign]
        direct.pause_writing, direct.resume_writing = self.pause_writing, self.resume_writing  # type: ignore[method-assign]

    def ping(self) -> None:
        self._handle_ping()
        self._count()

    def pong(self, event: Any) -> None:
        self._handle_pong(event)
        self._count()

    def pause_writing(self) -> None:
        self._paused()
        self._direct.transport.pause_reading()

    def resume_writing(self) -> None:
        self._resumed()
        if not self._direct.read_paused:  # else uvicorn resumes once the channel has read its message
            self._direct.transport.resume_reading()

    def _count(self) -> None:
        if not self._direct.writable.is_set():
            # uvicorn resumed reading for the channel's next message while its writes were backed up.
            self._direct.transport.pause_reading()
        if self._budget is not None and not self._budget.spend():
            self._budget = None  # said once: the socket is closing
            self._flooded()


def watch_control_frames(direct: DirectConnection, budget: MessageBudget, flooded: Callable[[], None]) -> None:
    """Count the client's control frames in ``budget`` and stop reading while writes are backed up
    (:class:`ControlFrames`); a connection without the handlers is left as it is."""
    if all(hasattr(direct, name) for name in ControlFrames.NEEDED):
        ControlFrames(cast(WatchedConnection, direct), budget, flooded)


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
    websockets_adapter.forget_headers(getattr(direct, "request", None))


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


LINGER = 1.0
"""Seconds a refused connection is read (and what is read dropped) while its answer reaches the client."""


class BoundedHttp(HttpToolsProtocol):
    """uvicorn's HTTP/1.1 protocol with the edge's bounds (``HEADER_TIMEOUT``, ``BODY_TIMEOUT``,
    ``MAX_CONNECTIONS``): a request whose headers, or whose body, take longer than their deadline gets a 408
    and the connection is closed; a connection beyond the limit gets a 503 at once and is closed.

    A deadline runs from the start of its phase (a new connection waits for its headers), and is set only
    when a read ends inside a phase: a request that arrives whole arms no timer.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._phase: Literal["headers", "body"] | None = "headers"
        self._armed: Literal["headers", "body"] | None = None
        self._deadline: asyncio.TimerHandle | None = None
        self._refused = False

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        if len(self.connections) > edge_limits().connections:
            self._refuse(503, "Service Unavailable", "the server holds as many connections as it may; retry later")
            return
        self._watch()

    def data_received(self, data: bytes) -> None:
        if self._refused:
            return
        super().data_received(data)
        self._watch()

    def connection_lost(self, exc: Exception | None) -> None:
        self._phase = None
        self._watch()
        super().connection_lost(exc)

    def handle_websocket_upgrade(self) -> None:
        self._phase = None  # the WebSocket protocol takes the connection over
        self._watch()
        super().handle_websocket_upgrade()

    def on_message_begin(self) -> None:
        super().on_message_begin()
        self._phase = "headers"

    def on_headers_complete(self) -> None:
        super().on_headers_complete()
        if self._phase is not None:  # not upgraded
            self._phase = "body"

    def on_message_complete(self) -> None:
        super().on_message_complete()
        if self._phase == "body":
            self._phase = None

    def _watch(self) -> None:
        """Arm the deadline of the phase the connection is in, once per phase."""
        if self._phase == self._armed:
            return
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None
        self._armed = self._phase
        if self._phase is not None and not self.transport.is_closing():
            limits = edge_limits()
            seconds = limits.header_timeout if self._phase == "headers" else limits.body_timeout
            self._deadline = self.loop.call_later(seconds, self._expired)

    def _expired(self) -> None:
        self._deadline = None
        if self.transport.is_closing() or self._refused:
            return
        if self.cycle is not None and self.cycle.response_started:
            self.transport.close()  # the application answered already: nothing more can be said
            return
        limits = edge_limits()
        seconds = limits.header_timeout if self._armed == "headers" else limits.body_timeout
        self._refuse(408, "Request Timeout", f"the request's {self._armed} took more than {seconds:g} s")

    def _refuse(self, status: int, title: str, detail: str) -> None:
        """Answer with a problem document and close, whatever the application was doing with the request."""
        if self.cycle is not None:
            self.cycle.disconnected = True  # the application's answer, if it comes, is dropped
            self.cycle.message_event.set()
        body = orjson.dumps({"type": "about:blank", "title": title, "status": status, "detail": detail})
        head = (
            f"HTTP/1.1 {status} {title}\r\ncontent-type: application/problem+json\r\n"
            f"content-length: {len(body)}\r\nconnection: close\r\n\r\n"
        )
        self.transport.write(head.encode() + body)
        # A lingering close: closing with the client's bytes unread would reset the connection, and the
        # client could lose the answer. Its end is shut once the answer is out; what it still sends is read
        # and dropped until it closes its end, or for LINGER seconds.
        self.transport.write_eof()
        self._refused = True
        self.loop.call_later(LINGER, self.transport.abort)
        self._phase = None
        self._watch()


@dataclass(frozen=True, slots=True)
class EdgeLimits:
    header_timeout: float
    body_timeout: float
    connections: int


@functools.cache
def edge_limits() -> EdgeLimits:
    """The bounds of :class:`BoundedHttp`, from the settings in the environment, read once per worker (each
    worker process builds its protocols from uvicorn's configuration, which carries no settings of ours)."""
    settings = Settings()
    return EdgeLimits(settings.header_timeout, settings.body_timeout, settings.connection_limit)


def http_protocol() -> type[asyncio.Protocol] | None:
    """:class:`BoundedHttp`, for uvicorn's ``http``; None on a uvicorn release it was not checked against."""
    return BoundedHttp if CHECKED.hold() else None
