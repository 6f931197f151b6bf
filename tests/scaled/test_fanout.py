"""Per-session fan-out: a worker receives the pub/sub messages of the sessions it holds sockets of, only."""

from __future__ import annotations

import asyncio
import time

import httpx
import pytest

from tests.e2e.conftest import WAIT, Channel, ServerProcess
from tests.e2e.observing import scrape, value
from tests.scaled.test_workers import new_table, roll

pytestmark = [pytest.mark.anyio, pytest.mark.scaled]

RECEIVED = "rules_broadcast_messages_received_total"


async def received(worker: ServerProcess) -> float:
    async with httpx.AsyncClient(base_url=worker.url, timeout=10) as http:
        return value(await scrape(http), RECEIVED)


async def test_a_worker_receives_none_of_the_messages_of_a_session_it_holds_no_socket_of(
    workers: tuple[ServerProcess, ServerProcess],
) -> None:
    a, b = workers
    on_a, on_b = await new_table(a.url), await new_table(b.url)
    channels = [
        await Channel.open(a.ws_url, on_a["id"], on_a["gm_token"]),
        await Channel.open(b.ws_url, on_b["id"], on_b["gm_token"]),
    ]
    for channel in channels:
        await channel.joined()
    await asyncio.sleep(0.5)  # the subscriptions take hold (what comes before is caught up from the store)
    before = {a.url: await received(a), b.url: await received(b)}
    # Each session is written through the worker that holds none of its sockets.
    async with httpx.AsyncClient(base_url=b.url, timeout=10) as http:
        to_a = [await roll(http, on_a, on_a["gm_token"]) for _ in range(7)]
    async with httpx.AsyncClient(base_url=a.url, timeout=10) as http:
        to_b = [await roll(http, on_b, on_b["gm_token"]) for _ in range(4)]
    assert [message["seq"] for message in await channels[0].until_seq(to_a[-1])] == to_a
    assert [message["seq"] for message in await channels[1].until_seq(to_b[-1])] == to_b
    expected = {a.url: 7, b.url: 4}
    deadline = time.monotonic() + WAIT
    while True:
        counted = {worker.url: await received(worker) - before[worker.url] for worker in (a, b)}
        if counted == expected or time.monotonic() > deadline:
            break
        await asyncio.sleep(0.1)
    await asyncio.sleep(0.3)  # nothing more arrives late
    assert {worker.url: await received(worker) - before[worker.url] for worker in (a, b)} == expected
    for channel in channels:
        await channel.close()
