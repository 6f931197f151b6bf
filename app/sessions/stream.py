"""The WebSocket channel of a session, independent of the web framework: hello → snapshot → replay → the
``live`` marker → live events (and a pong for each ping).

Each worker keeps one :class:`SessionHub` per session that has sockets here. The broadcaster hands it
every committed event; the hub delivers events strictly in seq order, filling any gap from the store
(a message lost by Redis, or two publishes that overtook each other), and serialises each event once
per distinct view, never once per socket. The hub also keeps what a snapshot shows (the players, the
combat), so a socket joining gets its snapshot from memory, consistent with the events that follow.

An idle socket costs one task: the one serving it, which reads the client's messages. Live events are
written straight to the socket; only a socket that falls behind gets a queue and a task to drain it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from collections.abc import Coroutine
from contextlib import aclosing
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any, Protocol

import orjson

from app import metrics
from app.rules import Viewer
from app.sessions.errors import Forbidden, NotFound, Unauthenticated, Unavailable
from app.sessions.limits import RateLimited
from app.sessions.messages import MAX_TOKEN, CloseCode
from app.sessions.presence import MemoryPresence, Online, Presence
from app.sessions.records import MAX_SEQ, CombatSnapshot, EventRecord, Member, SessionRecord, join_receipt, storable
from app.sessions.service import SessionService, encode_control, event_log, session_view
from app.sessions.store.protocol import Store
from app.sessions.tokens import digest
from app.sessions.visibility import combat_view, event_view, may_see, stored_snapshot, viewer_for

logger = logging.getLogger("app.stream")

HELLO_TIMEOUT = 10.0
HUB_START_TIMEOUT = 10.0


@dataclass(eq=False, slots=True)
class Outgoing:
    """One live message, serialised once for every socket that shares its view.

    A socket adapter may keep its own wire encoding of it in ``wire`` (a WebSocket frame, identical for
    every socket since servers do not mask), so it too is built once, not once per socket.
    """

    seq: int
    payload: bytes
    wire: bytes | None = None


class Socket(Protocol):
    """What the channel needs of a WebSocket; the API layer adapts its framework's socket to it."""

    async def receive(self) -> str | bytes | None:
        """The next client message, or None once the client has gone."""
        ...

    async def send(self, text: str) -> None:
        """Send one text frame; raises :class:`ChannelGone` if the client has gone."""
        ...

    def send_now(self, message: Outgoing) -> bool:
        """Write ``message`` as one text frame at once, without waiting; False when the socket cannot take
        it now (its buffer is full, it is closing, or the server offers no direct write)."""
        ...

    async def close(self, code: int, reason: str = "") -> None: ...


class ChannelGone(Exception):
    """The client went away (the socket cannot be written to or read from any more)."""


class ChannelClosed(Exception):
    """The channel must close with this code."""

    def __init__(self, code: int, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason


class MessageBudget:
    """The messages a client may send on one socket: ``per_second`` a second, averaged over ten seconds.
    The socket's adapter counts control frames (pings, pongs) in it too, from the opening handshake on:
    each costs the server a write, and a client may send them as fast as it can."""

    __slots__ = ("_budget", "_spent", "_started")

    WINDOW = 10.0

    def __init__(self, per_second: int) -> None:
        self._budget = int(self.WINDOW * per_second)
        self._started = time.monotonic()
        self._spent = 0

    def spend(self) -> bool:
        """Count one message; False once the client has sent more than its budget."""
        now = time.monotonic()
        if now - self._started > self.WINDOW:
            self._started, self._spent = now, 0
        self._spent += 1
        return self._spent <= self._budget


_BACKGROUND: set[asyncio.Task[None]] = set()


def _in_background(work: Coroutine[Any, Any, None]) -> None:
    """Run ``work`` without waiting for it. The event loop holds tasks only weakly: kept here until done,
    a task cannot be garbage-collected half way."""
    task = asyncio.get_running_loop().create_task(work)
    _BACKGROUND.add(task)
    task.add_done_callback(_BACKGROUND.discard)


BACKGROUND_CLOSE_WAIT = 5.0
"""Seconds a shutdown waits for the work still running in the background (see :func:`_background_done`)."""


async def _background_done() -> None:
    """Wait (a while) for this event loop's background work: a socket released just before shutdown still
    departs through presence and the broadcaster, which close right after the streams."""
    loop = asyncio.get_running_loop()
    pending = [task for task in _BACKGROUND if task.get_loop() is loop and not task.done()]
    if pending:
        await asyncio.wait(pending, timeout=BACKGROUND_CLOSE_WAIT)


def decode_event(payload: bytes) -> EventRecord:
    """An event as :func:`~app.sessions.service.encode_event` sent it."""
    raw = orjson.loads(payload)
    combat = CombatSnapshot.from_json(raw["combat"]) if raw["combat"] is not None else None
    return EventRecord(
        raw["session_id"],
        raw["seq"],
        raw["type"],
        datetime.fromisoformat(raw["at"]),
        raw["actor"],
        raw["visibility"],
        join_receipt(raw["data"], raw.get("receipt")),  # a worker of the release before sends none
        combat,
    )


@dataclass(eq=False, slots=True)
class Subscriber:
    """One socket's place in a hub.

    Once live, a message is written to the socket at once when nothing waits before it (``ready``);
    otherwise it joins a queue, drained by a task that exists only while there is something to drain, so
    order is kept. Before the socket is live (its snapshot and replay still going out), messages wait.
    A socket more than ``backlog`` messages behind is closed with 1013. The queue, too, exists only while
    messages wait: an empty deque is ~760 bytes, held by every idle socket.
    """

    member: Member
    backlog: int
    socket: Socket
    token: str = ""
    """The hash of the token the socket said hello with (its sockets close when it is revoked)."""
    floor: int = 0
    """Messages up to this seq are in the snapshot already."""
    ready: bool = False
    live: bool = False
    overflowed: bool = False
    _waiting: deque[Outgoing] | None = None
    _drainer: asyncio.Task[None] | None = None
    _viewer: tuple[dict[str, str] | None, Viewer] = (None, Viewer("gm"))

    def viewer(self, controllers: dict[str, str]) -> Viewer:
        """The member's view of the combat, kept until the combat's controllers change."""
        known, viewer = self._viewer
        if known is not controllers:
            viewer = viewer_for(self.member, controllers)
            self._viewer = (controllers, viewer)
        return viewer

    def push(self, message: Outgoing) -> None:
        if self.ready and self.socket.send_now(message):
            return
        self.ready = False
        if self.overflowed:
            return
        if self._waiting is None:
            self._waiting = deque()
        if len(self._waiting) >= self.backlog:
            # Too far behind: the client is closed, and catches up with `after` when it reconnects.
            self.overflowed = True
            self._waiting = None
            self._close_later(CloseCode.TRY_AGAIN_LATER, "too far behind; reconnect with after")
            return
        self._waiting.append(message)
        self._drain_later()

    def go_live(self) -> None:
        """The snapshot and the replay are out: from now on, messages go to the socket."""
        self.live = True
        if self._waiting:
            self._drain_later()
        else:
            self.ready = True

    def stop(self) -> None:
        self.live = self.ready = False
        if self._drainer is not None:
            self._drainer.cancel()

    def _drain_later(self) -> None:
        if self.live and self._drainer is None:
            self._drainer = asyncio.create_task(self._drain())

    async def _drain(self) -> None:
        try:
            while self._waiting:
                message = self._waiting.popleft()
                if message.seq > self.floor:
                    await self.socket.send(message.payload.decode())
            self._waiting = None
            self.ready = self.live
        except ChannelGone:
            return  # the task serving the socket sees the client leave
        finally:
            self._drainer = None

    def close(self, code: int, reason: str) -> None:
        """Close the socket (the session layer revoked its right to it); nothing more is sent."""
        self.stop()
        self.overflowed = True  # push() queues nothing from now on
        self._close_later(code, reason)

    def _close_later(self, code: int, reason: str) -> None:
        # The task serving this socket is waiting for the client's next message: closing the socket ends it.
        _in_background(self.socket.close(code, reason))


class SessionHub:
    """One session as this worker's sockets see it, kept current event by event."""

    def __init__(self, session_id: str, store: Store, presence: Presence | None = None) -> None:
        self.session_id = session_id
        self.store = store
        self.presence = presence or MemoryPresence()
        self.subscribers: set[Subscriber] = set()
        self.started = asyncio.Event()
        self.last = 0
        self.system_id = ""
        self._session = SessionRecord(session_id, "", "", 0, "")
        self._online = Online()
        self._presence_lock = asyncio.Lock()  # one refresh at a time: an older answer never lands last
        self._players: list[dict[str, str]] = []
        self._combat: CombatSnapshot | None = None
        self._no_controllers: dict[str, str] = {}
        self._grouped: tuple[dict[str, str], dict[Viewer, list[Subscriber]]] | None = None
        self._snapshots: dict[Viewer, bytes] = {}
        self._inbox: asyncio.Queue[EventRecord | None] = asyncio.Queue()
        self._parked = False  # the hub task waits on an empty inbox: nothing is being delivered
        self._task = asyncio.create_task(self._run(), name=f"hub {session_id}")

    def feed(self, event: EventRecord | None) -> None:
        """A published event; None asks the hub to catch up with the store (after a reconnect).

        The next event in order, reaching a hub with nothing in hand, is delivered at once: through the
        task it would wait a turn of the event loop, which on a busy server is every request in flight.
        """
        if event is not None and self._parked and self._inbox.empty() and event.seq == self.last + 1:
            try:
                self._deliver(event)
            except Exception:  # as in the task: log, then catch up from the store
                logger.exception("hub %s could not deliver seq %d; catching up", self.session_id, event.seq)
                self._inbox.put_nowait(None)
            return
        self._inbox.put_nowait(event)

    async def close(self) -> None:
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task

    def add(self, subscriber: Subscriber) -> None:
        self.subscribers.add(subscriber)
        self._grouped = None

    def remove(self, subscriber: Subscriber) -> None:
        self.subscribers.discard(subscriber)
        self._grouped = None

    def snapshot(self, member: Member) -> bytes:
        """The snapshot message for ``member`` at ``last`` (the view ``GET /v1/sessions/{sid}`` gives)."""
        viewer = viewer_for(member, self._controllers())
        cached = self._snapshots.get(viewer)
        if cached is None:
            session = session_view(
                replace(self._session, version=self.last),
                self._players,
                self._online,
                combat_view(self.system_id, self._combat, viewer),
                gm=viewer.is_gm,
            )
            cached = self._snapshots[viewer] = orjson.dumps({"type": "snapshot", "seq": self.last, "session": session})
        return cached

    async def reach(self, seq: int) -> None:
        """Wait until this hub has delivered ``seq`` (a client already saw it, through another worker)."""
        self.feed(None)
        deadline = time.monotonic() + HUB_START_TIMEOUT
        while self.last < seq:
            if time.monotonic() > deadline:
                raise ChannelClosed(CloseCode.TRY_AGAIN_LATER, "this worker is catching up; try again")
            await asyncio.sleep(0.01)

    async def _run(self) -> None:
        while True:
            try:
                if not self.started.is_set():
                    await self._start()
                self._parked = True
                try:
                    event = await self._inbox.get()
                finally:
                    self._parked = False
                await self._advance(event)
            except asyncio.CancelledError:
                raise
            except Exception:  # the store is down: wait, then catch up from where we were
                logger.exception("hub %s could not catch up; retrying", self.session_id)
                await asyncio.sleep(1.0)
                self.feed(None)

    async def _start(self) -> None:
        session, players, combat = await self.store.snapshot(self.session_id)
        self._online = await self.presence.online(self.session_id)
        self._session, self.system_id, self.last = session, session.system, session.version
        self._players = [{"id": player.id, "name": player.name} for player in players]
        self._combat = stored_snapshot(session.system, combat) if combat is not None else None
        self.started.set()

    async def _advance(self, event: EventRecord | None) -> None:
        """Deliver ``event`` after any events missing before it; None: catch up with the store."""
        if event is None:
            session = await self.store.session(self.session_id)
            await self._fill(session.version if session else self.last)
            return
        if event.seq <= self.last:
            return  # already delivered (from the store, or published twice)
        await self._fill(event.seq - 1)
        if event.seq == self.last + 1:
            self._deliver(event)

    async def _fill(self, up_to: int) -> None:
        """Deliver the committed events after the last one delivered, up to ``up_to``, from the store."""
        if self.last < up_to:
            async with aclosing(event_log(self.store, self.session_id, self.last, up_to - self.last)) as records:
                async for record in records:
                    self._deliver(record)

    def _deliver(self, event: EventRecord) -> None:
        if event.combat is not None:
            self._combat = event.combat
        if event.type == "player_joined":
            self._players = [*self._players, {"id": event.data["player_id"], "name": event.data["name"]}]
        elif event.type == "player_left":
            self._players = [player for player in self._players if player["id"] != event.data["player_id"]]
        elif event.type == "session_ended":
            self._session = replace(self._session, ended=True)
        elif event.type == "session_changed":  # it carries the new name and the whole new settings
            name = event.data.get("name", self._session.name)
            self._session = replace(
                self._session, name=name, settings=event.data.get("settings", self._session.settings)
            )
        self._snapshots = {}
        if event.visibility == "public":
            for viewer, subscribers in self._groups().items():
                message = Outgoing(event.seq, self._live_message(event, subscribers[0].member, viewer))
                for subscriber in subscribers:
                    subscriber.push(message)
        else:  # a roll some may not see: whether each may see it depends on who they are
            controllers = self._controllers()
            messages: dict[tuple[bool, Viewer], Outgoing] = {}
            for subscriber in self.subscribers:
                viewer = subscriber.viewer(controllers)
                key = (may_see(event, subscriber.member), viewer)
                shared = messages.get(key)
                if shared is None:
                    shared = messages[key] = Outgoing(event.seq, self._live_message(event, subscriber.member, viewer))
                subscriber.push(shared)
        self.last = event.seq
        metrics.delivered(len(self.subscribers), event.at)

    def _controllers(self) -> dict[str, str]:
        return self._combat.controllers if self._combat else self._no_controllers

    # -- what the session layer says of its sockets ------------------------------------------------

    def close_sockets(self, code: int, reason: str, *, member: str | None = None, token: str | None = None) -> None:
        """Close the sockets of ``member``, or those on ``token`` (a hash), or all of them."""
        for subscriber in list(self.subscribers):
            if (member is None or subscriber.member.id == member) and (token is None or subscriber.token == token):
                subscriber.close(code, reason)
                self.remove(subscriber)

    def new_join_code(self, join_code: str) -> None:
        self._session = replace(self._session, join_code=join_code)
        self._snapshots = {}

    async def refresh_presence(self) -> None:
        """Tell every socket who is connected, when that changed."""
        async with self._presence_lock:
            online = await self.presence.online(self.session_id)
            if online == self._online:
                return
            self._online = online
        self._snapshots = {}
        # Never skipped as already in a snapshot: only events are (by seq).
        message = Outgoing(self.last + 1, orjson.dumps(online.message()))
        for subscriber in list(self.subscribers):
            subscriber.push(message)

    def _groups(self) -> dict[Viewer, list[Subscriber]]:
        """The subscribers grouped by their view of the combat, kept until they or the controllers change."""
        controllers = self._controllers()
        if self._grouped is None or self._grouped[0] is not controllers:
            groups: dict[Viewer, list[Subscriber]] = {}
            for subscriber in self.subscribers:
                groups.setdefault(subscriber.viewer(controllers), []).append(subscriber)
            self._grouped = (controllers, groups)
        return self._grouped[1]

    def _live_message(self, event: EventRecord, member: Member, viewer: Viewer) -> bytes:
        return orjson.dumps(
            {
                "type": "event",
                "seq": event.seq,
                "event": event_view(event, member, self.system_id, viewer),
                "combat": combat_view(self.system_id, self._combat, viewer),
            }
        )


class Streams:
    """This worker's hubs, fed by the broadcaster, and the channel protocol for each socket."""

    def __init__(
        self,
        service: SessionService,
        store: Store,
        backlog: int = 256,
        messages_per_second: int = 10,
        presence: Presence | None = None,
    ) -> None:
        self.service = service
        self.store = store
        self.backlog = backlog
        self.messages_per_second = messages_per_second
        self.presence = presence or MemoryPresence()
        self.hubs: dict[str, SessionHub] = {}

    async def deliver(self, session_id: str, payload: bytes) -> None:
        if payload.startswith(b'{"control"'):
            self._control(session_id, orjson.loads(payload))
            return
        hub = self.hubs.get(session_id)
        if hub is not None:
            hub.feed(decode_event(payload))

    def _control(self, session_id: str, control: dict[str, Any]) -> None:
        """A control message of the session layer (``encode_control``), on whichever worker it was sent."""
        kind = control["control"]
        if kind == "close" and control["code"] == CloseCode.UNKNOWN_SESSION:
            self.service.forget(session_id)
        hub = self.hubs.get(session_id)
        if hub is None:
            return
        if kind == "close":
            reasons = {
                CloseCode.BAD_TOKEN: "this token was revoked",
                CloseCode.NOT_A_MEMBER: "removed from the session",
                CloseCode.UNKNOWN_SESSION: "the session was erased",
            }
            code = control["code"]
            hub.close_sockets(code, reasons.get(code, ""), member=control.get("member"), token=control.get("token"))
        elif kind == "join_code":
            hub.new_join_code(control["join_code"])
        elif kind == "presence":
            _in_background(hub.refresh_presence())

    async def keep_presence(self) -> None:
        """Renew this worker's presence entries, and tell sockets of changes nobody announced (a worker
        that died with sockets open: its entries expire)."""
        while True:
            await asyncio.sleep(self.presence.ttl / 3)
            try:
                await self.presence.renew()
                for hub in list(self.hubs.values()):
                    if hub.started.is_set():
                        await hub.refresh_presence()
            except Exception:  # Redis away: the next round tries again
                logger.warning("could not renew presence", exc_info=True)

    async def resync(self, session_id: str) -> None:
        hub = self.hubs.get(session_id)
        if hub is not None:
            hub.feed(None)

    async def close(self) -> None:
        for hub in list(self.hubs.values()):
            await hub.close()
        self.hubs.clear()
        await _background_done()

    @property
    def socket_count(self) -> int:
        return sum(len(hub.subscribers) for hub in self.hubs.values())

    # -- one socket ------------------------------------------------------------------------------

    def budget(self) -> MessageBudget:
        """A new socket's budget of client messages."""
        return MessageBudget(self.messages_per_second)

    async def serve(
        self,
        session_id: str,
        socket: Socket,
        token: str | None,
        after: str | None,
        budget: MessageBudget | None = None,
        client: str = "unknown",
    ) -> None:
        """Run the channel for one socket until the client goes or the channel must close.

        ``token`` and ``after`` are the query string's values, as given: malformed ones close the socket
        (4400) before anything else is done for it. ``budget``: the socket's, when its adapter counts control
        frames in it too."""
        budget = budget or self.budget()
        try:
            if not storable(session_id):  # no such session can exist, and PostgreSQL refuses to look
                raise ChannelClosed(CloseCode.UNKNOWN_SESSION, "unknown session")
            hello = _query_hello(token, after)
            if hello is None:
                hello = await self._hello(socket)
            while hello is not None:
                try:
                    await self.service.limiter.check("hello", client)
                except RateLimited as limited:
                    raise ChannelClosed(CloseCode.TOO_MANY_HELLOS, str(limited)) from None
                member = await self._authenticate(session_id, hello)
                subscriber = await self._subscribe(
                    session_id, member, socket, hello.get("after"), digest(hello["token"])
                )
                try:
                    hello = await _next_hello(socket, budget)
                finally:
                    self._release(session_id, subscriber)
        except ChannelClosed as closing:
            await socket.close(closing.code, closing.reason)
        except ChannelGone:
            return

    async def _hello(self, socket: Socket) -> dict[str, Any]:
        try:
            async with asyncio.timeout(HELLO_TIMEOUT):  # unlike wait_for, no task of its own per socket
                message = await socket.receive()
        except TimeoutError:
            raise ChannelClosed(CloseCode.MALFORMED_HELLO, "no hello within 10 s") from None
        if message is None:
            raise ChannelClosed(CloseCode.MALFORMED_HELLO, "closed before the hello")
        hello = _parse_hello(_json_object(message))
        if hello is None:
            raise ChannelClosed(CloseCode.MALFORMED_HELLO, 'expected {"type": "hello", "token": ..., "after"?: N}')
        return hello

    async def _authenticate(self, session_id: str, hello: dict[str, Any]) -> Member:
        try:
            _, member = await self.service.authenticate_now(session_id, hello["token"])
        except NotFound:
            raise ChannelClosed(CloseCode.UNKNOWN_SESSION, "unknown session") from None
        except Unauthenticated:
            raise ChannelClosed(CloseCode.BAD_TOKEN, "bad token") from None
        except Forbidden:
            raise ChannelClosed(CloseCode.NOT_A_MEMBER, "not a member of this session") from None
        except Unavailable:
            raise ChannelClosed(CloseCode.TRY_AGAIN_LATER, "the store is unreachable") from None
        return member

    async def _started_hub(self, session_id: str) -> SessionHub:
        hub = self.hubs.get(session_id)
        if hub is None:
            hub = self.hubs[session_id] = SessionHub(session_id, self.store, self.presence)
            self.service.broadcaster.follow(session_id)
        if hub.started.is_set():
            return hub
        try:
            async with asyncio.timeout(HUB_START_TIMEOUT):
                await hub.started.wait()
        except TimeoutError:
            raise ChannelClosed(CloseCode.TRY_AGAIN_LATER, "the store is unreachable") from None
        return hub

    def _release(self, session_id: str, subscriber: Subscriber) -> None:
        subscriber.stop()
        _in_background(self._depart(session_id, subscriber.member))
        hub = self.hubs.get(session_id)
        if hub is None:
            return
        hub.remove(subscriber)
        if not hub.subscribers:
            del self.hubs[session_id]
            self.service.broadcaster.unfollow(session_id)
            _in_background(hub.close())

    async def _depart(self, session_id: str, member: Member) -> None:
        if await self.presence.depart(session_id, member):
            await self.service.broadcaster.publish(session_id, encode_control("presence"))

    async def _subscribe(
        self, session_id: str, member: Member, socket: Socket, after: int | None, token: str = ""
    ) -> Subscriber:
        """Snapshot and replay, then live. The subscriber joins the hub in the same step as its snapshot is
        taken, so the events that follow the snapshot are exactly those the hub delivers next."""
        hub = await self._started_hub(session_id)
        if after is not None and after > hub.last:
            session = await self.store.session(session_id)
            version = session.version if session else 0
            if after > version:
                raise ChannelClosed(CloseCode.AFTER_AHEAD, f"after={after} is ahead of the version {version}")
            await hub.reach(after)
        subscriber = Subscriber(member, self.backlog, socket, token)
        try:
            if await self.presence.arrive(session_id, member):  # released below if anything fails
                await hub.refresh_presence()  # this socket's own arrival is in its snapshot
                await self.service.broadcaster.publish(session_id, encode_control("presence"))
            hub.add(subscriber)
            version, snapshot = hub.last, hub.snapshot(member)
            subscriber.floor = version
            await _send(socket, Outgoing(version, snapshot))
            cursor = after if after is not None else version
            if cursor < version:
                # A batch of rows at a time, each event decoded, filtered and sent before the next.
                missed = event_log(self.store, session_id, cursor, version - cursor)
                async with aclosing(self.service.events_for(hub.system_id, missed, member)) as replay:
                    async for shown in replay:
                        message = {"type": "event", "seq": shown["seq"], "event": shown}
                        await socket.send(orjson.dumps(message).decode())
            # The replay is over: what follows is live (every connection gets it, replay or not).
            await _send(socket, Outgoing(version, orjson.dumps({"type": "live", "seq": version})))
        except BaseException:
            self._release(session_id, subscriber)
            raise
        subscriber.go_live()
        return subscriber


def _well_formed_token(token: object) -> bool:
    return isinstance(token, str) and 0 < len(token) <= MAX_TOKEN and token.isascii() and token.isprintable()


def _well_formed_seq(after: object) -> bool:
    return isinstance(after, int) and not isinstance(after, bool) and 0 <= after <= MAX_SEQ


def _query_hello(token: str | None, after: str | None) -> dict[str, Any] | None:
    """The hello that the query string makes (None: there is no ``token``, the client sends a hello).

    A query value that is present but malformed is refused (4400), never ignored. ``after`` must be ASCII
    digits within a seq's range: ``str.isdigit`` alone passes ``²``, and ``int`` refuses over 4,300 digits.
    """
    digits = after is not None and after.isascii() and after.isdigit() and len(after) <= len(str(MAX_SEQ))
    if after is not None and not (digits and _well_formed_seq(int(after))):
        raise ChannelClosed(CloseCode.MALFORMED_HELLO, "after: must be a seq (a non-negative integer)")
    if token is not None and not _well_formed_token(token):
        raise ChannelClosed(CloseCode.MALFORMED_HELLO, "token: malformed")
    if token is None:
        return None
    return {"token": token, "after": int(after) if after is not None else None}


async def _send(socket: Socket, message: Outgoing) -> None:
    """Straight onto the socket where it can be, else through its send. Nothing waits before the messages
    sent this way (a subscriber's own messages are not live yet; a pong is not an event): the ASGI send path
    cost a tenth of the server's work to connect 10,000 sockets (bench/connections.py)."""
    if not socket.send_now(message):
        await socket.send(message.payload.decode())


def _json_object(message: str | bytes) -> dict[str, Any] | None:
    try:
        parsed = orjson.loads(message)
    except orjson.JSONDecodeError:
        return None
    return parsed if isinstance(parsed, dict) else None


def _parse_hello(message: dict[str, Any] | None) -> dict[str, Any] | None:
    if message is None or message.get("type") != "hello":
        return None
    token, after = message.get("token"), message.get("after")
    if not _well_formed_token(token) or (after is not None and not _well_formed_seq(after)):
        return None
    return {"token": token, "after": after}


def _pong(ping: dict[str, Any]) -> Outgoing:
    """The answer to ``{"type": "ping", "id"?}``: ``{"type": "pong", "id"?}``, the id as the client sent it."""
    pong = {"type": "pong", "id": ping["id"]} if "id" in ping else {"type": "pong"}
    return Outgoing(0, orjson.dumps(pong))


async def _next_hello(socket: Socket, budget: MessageBudget) -> dict[str, Any] | None:
    """Read client messages until a new valid hello (returned) or the client leaves (None).

    After the hello the socket is server-to-client: a ping is answered with a pong (browsers cannot see
    the protocol's own pings), anything else but a new hello is ignored; a client that sends more than its
    budget is closed (1008).
    """
    while True:
        message = await socket.receive()
        if message is None:
            return None
        if not budget.spend():
            raise ChannelClosed(CloseCode.POLICY_VIOLATION, "too many messages")
        parsed = _json_object(message)
        if parsed is not None and parsed.get("type") == "ping":
            await _send(socket, _pong(parsed))
            continue
        hello = _parse_hello(parsed)
        if hello is not None:
            return hello
