"""Reading the log costs memory in proportion to what is sent: a stored event is at most 64 KiB, a roll's
input is stored once (in its receipt), GET /events pages stop at a byte budget, and the socket's replay
decodes a batch of rows at a time. The worst case is a log of table rolls whose input holds thousands of
empty lists: a few bytes each in JSON, a Python object each once decoded."""

from __future__ import annotations

import tracemalloc
from collections.abc import Awaitable, Callable
from typing import Any, cast

import orjson
import pytest
from fastapi import FastAPI
from sqlalchemy import Text, func, select
from sqlalchemy import cast as sql_cast

from app.sessions.store.sql import EVENTS, SqlStore
from app.sessions.stream import Outgoing, Streams
from tests.sessions.conftest import Table

pytestmark = pytest.mark.anyio

MiB = 1024 * 1024
LISTS = 14_000
"""Empty lists in each roll's input: about 42 KB of JSON, as large as a stored event may hold."""
ROLLS = 100


def heavy_roll() -> dict[str, Any]:
    return {"operation": "notation", "input": {"expression": "1d4", "filler": [[]] * LISTS}}


async def heavy_log(table: Table) -> None:
    for _ in range(ROLLS):
        rolled = await table.post("/rolls", table.gm, heavy_roll())
        assert rolled.status_code == 201, rolled.text[:300]


async def peak_mib(work: Callable[[], Awaitable[Any]]) -> tuple[float, Any]:
    tracemalloc.start()
    try:
        result = await work()
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return peak / MiB, result


async def test_an_event_over_64_kib_is_422_before_it_is_stored(table: Table) -> None:
    version = await table.version()
    body = {"operation": "notation", "input": {"expression": "1d4", "filler": [[]] * 21_000}}  # 63 KB of input
    refused = await table.post("/rolls", table.gm, body)
    assert refused.status_code == 422, refused.text[:300]
    assert refused.json()["field"] == "input"
    assert "64 KiB" in refused.json()["detail"]
    assert await table.version() == version


async def test_a_rolls_input_is_stored_once(table: Table, app: FastAPI) -> None:
    rolled = await table.post("/rolls", table.gm, heavy_roll())
    assert rolled.status_code == 201
    seq = rolled.json()["seq"]
    store = cast(SqlStore, app.state.services.store)

    def stored_bytes(connection: Any) -> int:
        columns = [func.length(sql_cast(EVENTS.c[name], Text)) for name in ("data", "receipt")]
        query = select(*columns).where(EVENTS.c.session_id == table.id, EVENTS.c.seq == seq)
        return sum(length or 0 for length in connection.execute(query).one())

    input_bytes = len(orjson.dumps(heavy_roll()["input"]))
    # The receipt's JWS holds the input once, in base64 (4/3 of its size); nothing else holds it again.
    assert await store.database.run(stored_bytes, write=False) < 1.5 * input_bytes
    event = (await table.events(table.gm, after=seq - 1))[0]
    assert event["data"]["input"] == heavy_roll()["input"]
    assert event["data"]["receipt"]["record"]["input"] == heavy_roll()["input"]
    assert event["data"]["receipt"] == rolled.json()["receipt"]


async def test_reading_a_worst_case_log_costs_memory_in_proportion_to_the_page(table: Table) -> None:
    await heavy_log(table)

    async def read() -> Any:
        return await table.get("/events?limit=1000", table.gm)

    peak, page = await peak_mib(read)
    events = page.json()["events"]
    print(f"GET /events?limit=1000 over {ROLLS} heavy rolls: {len(events)} events, peak {peak:.1f} MiB")
    assert page.status_code == 200
    assert len(page.content) < 5 * MiB  # the page stops at its byte budget...
    assert [event["seq"] for event in events] == list(range(1, len(events) + 1))  # ...with no gap
    assert peak < 16


class CountingSocket:
    """A client that reads everything at once, keeping only counts."""

    def __init__(self) -> None:
        self.messages = 0
        self.seqs: list[int] = []

    def send_now(self, message: Outgoing) -> bool:
        self.messages += 1
        return True

    async def send(self, text: str) -> None:
        self.messages += 1
        self.seqs.append(orjson.loads(text[:200].split(',"event"', maxsplit=1)[0] + "}")["seq"])

    async def receive(self) -> None:
        return None

    async def close(self, code: int, reason: str = "") -> None:
        return None


async def test_replaying_a_worst_case_log_over_the_socket_costs_little_memory(table: Table, app: FastAPI) -> None:
    await heavy_log(table)
    streams = cast(Streams, app.state.services.streams)
    _, gm = await streams.service.authenticate(table.id, table.gm)
    socket = CountingSocket()

    async def replay() -> Any:
        subscriber = await streams._subscribe(table.id, gm, cast(Any, socket), 0)
        streams._release(table.id, subscriber)

    peak, _ = await peak_mib(replay)
    print(f"socket replay after=0 of {ROLLS} heavy rolls: peak {peak:.1f} MiB")
    assert socket.seqs == list(range(1, await table.version() + 1))
    assert peak < 12
