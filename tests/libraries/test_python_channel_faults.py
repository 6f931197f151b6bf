"""What a real server never does but a network can: a server that repeats an event, skips some, or stops
answering without closing. A scripted socket server stands in for it (with the log served by a fake
``GET /events``); the channel must still yield each event once, in order, and find the dead socket."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from websockets.asyncio.server import ServerConnection, serve

from rules_client import RulesClient, TableEvent
from tests.libraries.table import Follower

pytestmark = pytest.mark.anyio

LOG = [{"seq": seq, "type": "roll", "at": "2026-12-01T00:00:00Z", "data": {"n": seq}} for seq in range(1, 9)]
VIEW = {"id": "s", "system": "duel", "name": "t", "version": 1, "settings": {}, "ended": False}


def event(seq: int, live: bool = True) -> str:
    message: dict[str, Any] = {"type": "event", "seq": seq, "event": LOG[seq - 1]}
    if live:
        message["combat"] = {"round": seq}
    return json.dumps(message)


class ScriptedServer:
    """First connection: snapshot 1, live, event 2, event 2 again, event 5 (3 and 4 skipped), then silence
    with pings unanswered. Second connection: replays what ``after`` asks for, then events up to 8."""

    def __init__(self) -> None:
        self.hellos: list[dict[str, Any]] = []
        self.pings = 0

    async def handler(self, connection: ServerConnection) -> None:
        hello = json.loads(await connection.recv())
        self.hellos.append(hello)
        if len(self.hellos) == 1:
            await connection.send(json.dumps({"type": "snapshot", "seq": 1, "session": VIEW}))
            await connection.send(json.dumps({"type": "live", "seq": 1}))
            for seq in (2, 2, 5):
                await connection.send(event(seq))
            async for message in connection:  # silent: the pings go unanswered
                self.pings += json.loads(message)["type"] == "ping"
            return
        after = hello["after"]
        await connection.send(json.dumps({"type": "snapshot", "seq": 6, "session": {**VIEW, "version": 6}}))
        for seq in range(after + 1, 7):
            await connection.send(event(seq, live=False))
        await connection.send(json.dumps({"type": "live", "seq": 6}))
        for seq in (7, 8):
            await connection.send(event(seq))
        await connection.send(json.dumps({"type": "presence", "gm_online": True, "online": ["p1"]}))
        await connection.wait_closed()


def serve_log(request: httpx.Request) -> httpx.Response:
    after, limit = int(request.url.params["after"]), int(request.url.params["limit"])
    assert request.headers["Authorization"] == "Bearer t0ken"
    return httpx.Response(200, json={"events": LOG[after : after + limit], "version": 8})


@pytest.fixture
async def scripted() -> AsyncIterator[tuple[ScriptedServer, int]]:
    script = ScriptedServer()
    async with serve(script.handler, "127.0.0.1", 0) as server:
        yield script, server.sockets[0].getsockname()[1]


async def test_repeats_are_dropped_gaps_filled_and_a_silent_socket_replaced(
    scripted: tuple[ScriptedServer, int],
) -> None:
    script, port = scripted
    client = RulesClient(f"http://127.0.0.1:{port}", "t0ken", transport=httpx.MockTransport(serve_log))
    channel = client.channel("s", ping_interval=0.3, pong_timeout=0.3, min_backoff=0.01)
    follower = Follower(channel).start()
    await follower.until_seq(8, within=15)
    await asyncio.sleep(0.05)  # the presence after event 8
    await follower.stop()
    await client.aclose()

    assert [(item.seq, item.live) for item in follower.events] == [
        *((2, True), (3, False), (4, False), (5, True)),  # 3 and 4 from GET /events, before 5
        *((6, False), (7, True), (8, True)),  # after the reconnection: 6 replayed, then live
    ]
    assert [item.event for item in follower.events] == LOG[1:]
    assert [event.combat for event in follower.events if isinstance(event, TableEvent)][-1] == {"round": 8}
    assert channel.duplicates_dropped == 1
    assert channel.fills == 1
    assert script.pings >= 1
    assert [hello.get("after") for hello in script.hellos] == [None, 5]  # resumed after the last yielded
    assert channel.combat == {"round": 8}
    assert channel.presence is not None
    assert channel.presence.online == ("p1",)
