"""A socket's place in a hub: what falls behind waits in order, and the queue exists only while it waits."""

from __future__ import annotations

import asyncio

import pytest

from app.sessions.records import Member
from app.sessions.stream import Outgoing, Subscriber

pytestmark = pytest.mark.anyio


class SlowSocket:
    """A socket whose buffer is full until ``drained`` is set: ``send_now`` refuses, ``send`` waits."""

    def __init__(self) -> None:
        self.drained = asyncio.Event()
        self.sent: list[str] = []

    def send_now(self, message: Outgoing) -> bool:
        if not self.drained.is_set():
            return False
        self.sent.append(message.payload.decode())
        return True

    async def send(self, text: str) -> None:
        await self.drained.wait()
        self.sent.append(text)

    async def receive(self) -> str | bytes | None:
        return None

    async def close(self, code: int, reason: str = "") -> None:
        return None


async def test_messages_that_wait_go_out_in_order_and_the_queue_goes_with_them() -> None:
    socket = SlowSocket()
    subscriber = Subscriber(Member("gm", "s", "gm", "GM"), backlog=8, socket=socket)
    subscriber.go_live()
    for seq in (1, 2, 3):
        subscriber.push(Outgoing(seq, str(seq).encode()))
    drainer = subscriber._drainer
    assert drainer is not None
    socket.drained.set()
    await asyncio.wait_for(drainer, 5)
    assert socket.sent == ["1", "2", "3"]
    assert subscriber.ready
    assert subscriber._waiting is None
    subscriber.push(Outgoing(4, b"4"))  # nothing waits: written at once
    assert socket.sent == ["1", "2", "3", "4"]
