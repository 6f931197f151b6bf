"""``TableChannel``: a session's socket as an async iterator that never misses or repeats an event.

What it does, per the AsyncAPI document (``/v1/asyncapi.json``):

- connects, sends the hello (with ``after`` = the last seq it has once it has one) and yields the
  :class:`Snapshot`, then every :class:`TableEvent` exactly once, in ``seq`` order, and each
  :class:`Presence` change;
- on a retryable close (1006 dropped, 1012 restarting, 1013 too slow, 4429 too many connections) or a
  server it cannot reach, reconnects with exponential backoff and jitter, and resumes after the last seq;
  on any other close it raises :class:`ChannelClosed` with the code (4403: removed, 4401: token revoked,
  4404: session erased...), and when reconnecting has failed for ``give_up_after`` seconds (5 minutes: a
  restart or a deploy takes less) it gives up the same way (``gave_up``);
- sends an application-level ping when it has heard nothing for ``ping_interval`` seconds and drops the
  socket (then reconnects) when nothing answers within ``pong_timeout``: a half-open socket is found;
- drops an event it already yielded, and when an event arrives with a seq beyond the next one, fills the
  gap from ``GET /events`` first;
- keeps the latest combat view (:attr:`TableChannel.combat`), session view and presence as attributes.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
from collections.abc import AsyncGenerator, AsyncIterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus

from rules_client.errors import ChannelClosed, CloseCode, ProblemError, close_code
from rules_client.types import Event, JsonObject, SessionView

if TYPE_CHECKING:
    from rules_client.client import RulesClient


@dataclass(frozen=True)
class Snapshot:
    """The session as the caller may see it at version ``seq``; ``resumed`` on a reconnection's snapshot
    (the events before it that this channel had not yielded yet come right after it)."""

    seq: int
    session: SessionView
    resumed: bool


@dataclass(frozen=True)
class TableEvent:
    """One event of the log, yielded once. ``combat`` is the combat view after it (live events only: None
    for events replayed after a reconnection or filled from ``GET /events``)."""

    seq: int
    event: Event
    combat: JsonObject | None
    live: bool


@dataclass(frozen=True)
class Presence:
    """Who has a socket open on the session (not an event: no seq)."""

    gm_online: bool
    online: tuple[str, ...]


ChannelItem = Snapshot | TableEvent | Presence


class _Dropped(Exception):
    """The socket is gone without a close the server chose: reconnect."""


class TableChannel:
    """Follows one session's table; iterate it with ``async for item in channel``."""

    def __init__(
        self,
        client: RulesClient,
        session_id: str,
        *,
        after: int | None = None,
        ping_interval: float = 15.0,
        pong_timeout: float = 10.0,
        min_backoff: float = 0.2,
        max_backoff: float = 10.0,
        give_up_after: float = 300.0,
        open_timeout: float = 10.0,
    ) -> None:
        if client.token is None:
            raise ValueError("a table channel needs a client with a token (client.with_token(...))")
        self.client = client
        self.session_id = session_id
        self.last_seq: int | None = after
        """The seq of the last event yielded (or the first snapshot's): what a reconnection resumes after."""
        self.session: SessionView | None = None
        self.combat: JsonObject | None = None
        self.presence: Presence | None = None
        self.connections = 0
        self.duplicates_dropped = 0
        self.fills = 0
        self.ping_interval = ping_interval
        self.pong_timeout = pong_timeout
        self.min_backoff = min_backoff
        self.max_backoff = max_backoff
        self.give_up_after = give_up_after
        self.open_timeout = open_timeout
        self._connection: ClientConnection | None = None
        self._closing = False
        self._heard = 0.0
        self._url = client.base_url.replace("http", "ws", 1) + f"/v1/sessions/{session_id}/ws"

    def __aiter__(self) -> AsyncIterator[ChannelItem]:
        return self._follow()

    async def close(self) -> None:
        """Stop following: the iteration ends (normally) once the socket is closed."""
        self._closing = True
        if self._connection is not None:
            await self._connection.close()

    async def _follow(self) -> AsyncIterator[ChannelItem]:
        loop = asyncio.get_running_loop()
        failures = 0
        failing_since = 0.0
        while not self._closing:
            code: int = CloseCode.DROPPED
            try:
                async with connect(
                    self._url, open_timeout=self.open_timeout, ping_interval=None, compression=None, max_size=None
                ) as connection:
                    self._connection = connection
                    async with contextlib.aclosing(self._session(connection)) as items:
                        async for item in items:
                            if item is None:  # the live marker: this connection works
                                failures = 0
                                continue
                            yield item
                    code = connection.close_code or CloseCode.DROPPED
            except InvalidStatus as refused:
                status = refused.response.status_code
                if status < 500 and status != 429:
                    raise ChannelClosed(status, f"handshake refused with HTTP {status}") from refused
            except (OSError, TimeoutError, InvalidHandshake, _Dropped, ProblemError):
                pass  # unreachable, a handshake cut short, a dead socket or a failed fill: try again
            finally:
                self._connection = None
            if self._closing:
                return
            reason = close_code(code)
            if not (isinstance(reason, CloseCode) and reason.retry):
                raise ChannelClosed(reason)
            if not failures:
                failing_since = loop.time()
            elif loop.time() - failing_since > self.give_up_after:
                raise ChannelClosed(reason, f"{failures} reconnections failed", gave_up=True)
            failures += 1
            await asyncio.sleep(self._backoff(failures, reason))

    def _backoff(self, failures: int, reason: CloseCode) -> float:
        ceiling = min(self.max_backoff, self.min_backoff * float(2 ** (failures - 1)))
        if reason is CloseCode.TOO_MANY_HELLOS:
            ceiling = max(ceiling, 1.0)  # the server asks us to wait
        return ceiling * random.uniform(0.5, 1.0)

    async def _session(self, connection: ClientConnection) -> AsyncGenerator[ChannelItem | None]:
        """One connection's items (None for the live marker) until the socket closes."""
        hello: dict[str, Any] = {"type": "hello", "token": self.client.token}
        if self.last_seq is not None:
            hello["after"] = self.last_seq
        await connection.send(json.dumps(hello))
        self.connections += 1
        loop = asyncio.get_running_loop()
        self._heard = loop.time()
        watchdog = asyncio.create_task(self._watch(connection))
        resumed = self.session is not None
        live = False
        try:
            while True:
                try:
                    raw = await connection.recv()
                except ConnectionClosed:
                    return
                self._heard = loop.time()
                message = json.loads(raw)
                kind = message.get("type")
                if kind == "snapshot":
                    self.session = cast(SessionView, message["session"])
                    self.combat = self.session.get("combat")
                    if self.last_seq is None:
                        self.last_seq = int(message["seq"])
                    yield Snapshot(int(message["seq"]), self.session, resumed)
                elif kind == "event":
                    if live:
                        self.combat = message.get("combat")
                    async for event in self._in_order(int(message["seq"]), message["event"], message, live):
                        yield event
                elif kind == "live":
                    live = True
                    async for event in self._filled(int(message["seq"])):
                        yield event
                    yield None
                elif kind == "presence":
                    self.presence = Presence(bool(message["gm_online"]), tuple(message["online"]))
                    yield self.presence
        finally:
            watchdog.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await watchdog

    async def _in_order(self, seq: int, event: Event, message: JsonObject, live: bool) -> AsyncIterator[TableEvent]:
        """This event after any the log has between the last yielded and it; nothing already yielded."""
        if self.last_seq is not None and seq <= self.last_seq:
            self.duplicates_dropped += 1
            return
        async for filled in self._filled(seq - 1):
            yield filled
        self.last_seq = seq
        yield TableEvent(seq, event, message.get("combat") if live else None, live)

    async def _filled(self, up_to: int) -> AsyncIterator[TableEvent]:
        """The log's events after the last yielded up to ``up_to``, from ``GET /events`` (a gap)."""
        while self.last_seq is not None and self.last_seq < up_to:
            self.fills += 1
            page = await self.client.events(
                self.session_id, after=self.last_seq, limit=min(1000, up_to - self.last_seq)
            )
            if not page["events"]:
                raise _Dropped("the log has no events for the gap yet")
            for event in page["events"]:
                if event["seq"] > up_to:
                    break
                if event["seq"] != self.last_seq + 1:
                    raise _Dropped(f"the log jumped from {self.last_seq} to {event['seq']}")
                self.last_seq = event["seq"]
                yield TableEvent(event["seq"], event, None, False)

    async def _watch(self, connection: ClientConnection) -> None:
        """Ping when the socket has been quiet; drop it when nothing at all answers (a half-open socket)."""
        loop = asyncio.get_running_loop()
        sent = 0
        while True:
            await asyncio.sleep(max(0.0, self._heard + self.ping_interval - loop.time()))
            if loop.time() - self._heard < self.ping_interval:
                continue
            sent += 1
            pinged = loop.time()
            with contextlib.suppress(ConnectionClosed):
                await connection.send(json.dumps({"type": "ping", "id": sent}))
            await asyncio.sleep(self.pong_timeout)
            if self._heard < pinged:
                connection.transport.abort()  # no close handshake with a peer that is not there: 1006
                return
