"""A session hub delivers the next event at once when it has nothing in hand, and keeps seq order; a new
socket gets its snapshot and the live marker straight onto the socket where it can."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from types import SimpleNamespace
from typing import Any, cast

import orjson
import pytest

from app.sessions.broadcast.memory import MemoryBroadcaster
from app.sessions.presence import MemoryPresence, Online
from app.sessions.records import EventRecord, Member, SessionRecord, StoredEvent, split_receipt, utc_now
from app.sessions.service import SessionService
from app.sessions.store.protocol import Store
from app.sessions.stream import ChannelClosed, CloseCode, Outgoing, SessionHub, Streams, Subscriber

pytestmark = pytest.mark.anyio

GM = Member("gm", "s1", "gm", "GM")


def _roll(seq: int) -> EventRecord:
    return EventRecord("s1", seq, "roll", utc_now(), GM.actor, "public", {"total": seq})


class LogStore:
    """The part of the store a hub reads: the session's version and its log."""

    def __init__(self, log: list[EventRecord]) -> None:
        self.log = log

    async def snapshot(self, session_id: str) -> tuple[SessionRecord, list[Member], None]:
        return SessionRecord(session_id, "duel", "table", 1, ""), [], None

    async def session(self, session_id: str) -> SessionRecord:
        return SessionRecord(session_id, "duel", "table", len(self.log) + 1, "")

    async def events(self, session_id: str, after: int, limit: int) -> list[StoredEvent]:
        return [_stored(event) for event in self.log if event.seq > after][:limit]


def _stored(event: EventRecord) -> StoredEvent:
    data, receipt = split_receipt(event.data)
    combat = orjson.dumps(event.combat.as_json()).decode() if event.combat else None
    return StoredEvent(
        event.session_id,
        event.seq,
        event.type,
        event.at,
        event.actor,
        event.visibility,
        orjson.dumps(data).decode(),
        combat,
        receipt,
    )


class Socket:
    def __init__(self) -> None:
        self.seqs: list[int] = []

    def send_now(self, message: Outgoing) -> bool:
        self.seqs.append(message.seq)
        return True

    async def receive(self) -> str | None:
        return None

    async def send(self, text: str) -> None:
        raise AssertionError("a ready socket is written to directly")

    async def close(self, code: int, reason: str = "") -> None:
        return None


@pytest.fixture
async def hub() -> AsyncIterator[tuple[SessionHub, Socket, LogStore]]:
    store = LogStore([])
    hub = SessionHub("s1", cast(Store, store))
    await asyncio.wait_for(hub.started.wait(), 5)
    socket = Socket()
    subscriber = Subscriber(GM, backlog=10, socket=cast(Any, socket))
    subscriber.go_live()
    hub.add(subscriber)
    await asyncio.sleep(0)  # the hub task parks on its empty inbox
    yield hub, socket, store
    await hub.close()


async def test_the_next_event_is_delivered_during_the_publish(hub: tuple[SessionHub, Socket, LogStore]) -> None:
    session, socket, _ = hub
    session.feed(_roll(2))
    session.feed(_roll(3))
    assert socket.seqs == [2, 3]  # no turn of the event loop in between
    assert session.last == 3


async def test_an_event_after_a_gap_waits_for_the_missing_ones_from_the_store(
    hub: tuple[SessionHub, Socket, LogStore],
) -> None:
    session, socket, store = hub
    store.log = [_roll(2), _roll(3), _roll(4)]
    session.feed(_roll(4))  # 2 and 3 were lost on the way
    assert socket.seqs == []
    for _ in range(20):
        await asyncio.sleep(0)
    assert socket.seqs == [2, 3, 4]
    session.feed(_roll(3))  # a late duplicate, queued: what follows it waits its turn behind it
    session.feed(_roll(5))
    assert socket.seqs == [2, 3, 4]
    for _ in range(20):
        await asyncio.sleep(0)
    assert socket.seqs == [2, 3, 4, 5]


class RefusingSocket(Socket):
    """A socket without the direct path (or with a full buffer): everything goes through ``send``."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []

    def send_now(self, message: Outgoing) -> bool:
        return False

    async def send(self, text: str) -> None:
        self.texts.append(text)


@pytest.mark.parametrize("socket", [Socket(), RefusingSocket()], ids=["direct", "through send"])
async def test_the_snapshot_goes_straight_onto_the_socket_where_it_can(socket: Socket) -> None:
    streams = Streams(cast(SessionService, SimpleNamespace(broadcaster=MemoryBroadcaster())), cast(Store, LogStore([])))
    try:
        subscriber = await streams._subscribe("s1", GM, cast(Any, socket), None)
        assert subscriber.live
        if isinstance(socket, RefusingSocket):
            assert socket.seqs == []
            assert [orjson.loads(text)["type"] for text in socket.texts] == ["snapshot", "live"]
        else:
            assert socket.seqs == [1, 1]  # the snapshot, at the session's version, and the live marker
    finally:
        await streams.close()


async def test_a_socket_refused_during_its_subscription_leaves_no_ghost_presence() -> None:
    streams = Streams(cast(SessionService, SimpleNamespace(broadcaster=MemoryBroadcaster())), cast(Store, LogStore([])))
    try:
        with pytest.raises(ChannelClosed) as refused:
            await streams._subscribe("s1", GM, cast(Any, Socket()), after=5)  # ahead of the version
        assert refused.value.code == CloseCode.AFTER_AHEAD
        assert (await streams.presence.online("s1")).gm is False
        subscriber = await streams._subscribe("s1", GM, cast(Any, Socket()), None)
        assert (await streams.presence.online("s1")).gm is True
        streams._release("s1", subscriber)
        for _ in range(5):
            await asyncio.sleep(0)
        assert (await streams.presence.online("s1")).gm is False
    finally:
        await streams.close()


class SlowFirstPresence(MemoryPresence):
    """Answers in the order asked, the first answer slowest (as two Redis connections may)."""

    def __init__(self) -> None:
        super().__init__()
        self.answers = [Online(gm=True), Online()]

    async def online(self, session_id: str) -> Online:
        answer = self.answers.pop(0)
        if answer.gm:
            await asyncio.sleep(0.05)
        return answer


async def test_presence_refreshes_land_in_the_order_they_were_asked() -> None:
    store = LogStore([])
    hub = SessionHub("s1", cast(Store, store), MemoryPresence())
    try:
        await asyncio.wait_for(hub.started.wait(), 5)
        hub.presence = SlowFirstPresence()
        await asyncio.gather(hub.refresh_presence(), hub.refresh_presence())
        assert hub._online == Online()  # the later answer, not the slow earlier one
    finally:
        await hub.close()
