"""The channel's inbox (app/api/uvicorn_adapter.py): uvicorn's queue of received messages, lighter."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import cast

import pytest

from app.api.uvicorn_adapter import DirectConnection, Inbox, use_inbox

pytestmark = pytest.mark.anyio


async def test_messages_come_out_in_order_and_wake_the_reader() -> None:
    inbox = Inbox()
    inbox.put_nowait({"type": "websocket.receive", "text": "1"})
    assert not inbox.empty()
    assert (await inbox.get())["text"] == "1"
    assert inbox.empty()
    reader = asyncio.create_task(inbox.get())
    await asyncio.sleep(0)
    inbox.put_nowait({"type": "websocket.receive", "text": "2"})
    inbox.put_nowait({"type": "websocket.disconnect", "code": 1000})
    assert (await reader)["text"] == "2"
    assert (await inbox.get())["type"] == "websocket.disconnect"
    assert inbox.empty()


async def test_a_reader_that_gives_up_loses_no_message() -> None:
    inbox = Inbox()
    with pytest.raises(TimeoutError):
        await asyncio.wait_for(inbox.get(), 0.01)
    reader = asyncio.create_task(inbox.get())
    await asyncio.sleep(0)
    inbox.put_nowait({"type": "websocket.receive", "text": "kept"})
    reader.cancel()  # woken, but cancelled before it ran: the message stays for the next read
    with pytest.raises(asyncio.CancelledError):
        await reader
    assert (await inbox.get())["text"] == "kept"


async def test_an_inbox_has_one_reader() -> None:
    inbox = Inbox()
    reader = asyncio.create_task(inbox.get())
    await asyncio.sleep(0)
    with pytest.raises(RuntimeError):
        await inbox.get()
    reader.cancel()
    with pytest.raises(asyncio.CancelledError):
        await reader


async def test_the_queue_is_replaced_with_what_waits_in_it() -> None:
    queue: asyncio.Queue[dict[str, str]] = asyncio.Queue()
    queue.put_nowait({"type": "websocket.receive", "text": "hello"})
    direct = SimpleNamespace(queue=queue)
    use_inbox(cast(DirectConnection, direct))
    assert isinstance(direct.queue, Inbox)
    assert (await direct.queue.get())["text"] == "hello"


def test_a_connection_with_another_queue_keeps_it() -> None:
    direct = SimpleNamespace(queue=[])
    use_inbox(cast(DirectConnection, direct))
    assert direct.queue == []
