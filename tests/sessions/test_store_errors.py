"""The store's failures: 503s that say whether the store is overloaded or away, and no lock left behind."""

from __future__ import annotations

import asyncio
import sqlite3
import time
from pathlib import Path

import asyncpg
import httpx
import pytest
from sqlalchemy import exc, make_url
from sqlalchemy.engine import Connection

from app.sessions.errors import Unavailable
from app.sessions.store.database import SqliteDatabase
from app.sessions.store.sql import SqlStore, _unavailable

UNREACHABLE = "the session store is unreachable; try again shortly"


@pytest.mark.parametrize(
    ("error", "message"),
    [
        (exc.TimeoutError("QueuePool limit reached"), "the session store is busy; try again shortly"),
        (exc.OperationalError("SELECT 1", {}, OSError("refused")), UNREACHABLE),
        (OSError("refused"), UNREACHABLE),
    ],
)
def test_a_full_pool_is_busy_and_a_lost_connection_unreachable(error: Exception, message: str) -> None:
    unavailable = _unavailable(error)
    assert isinstance(unavailable, Unavailable)
    assert str(unavailable) == message


def _create_table(connection: Connection) -> None:
    connection.exec_driver_sql("CREATE TABLE t (id INTEGER PRIMARY KEY)")


def _insert_one_twice(connection: Connection) -> None:
    connection.exec_driver_sql("INSERT INTO t VALUES (1)")
    connection.exec_driver_sql("INSERT INTO t VALUES (1)")


def _insert_two(connection: Connection) -> None:
    connection.exec_driver_sql("INSERT INTO t VALUES (2)")


def _ids(connection: Connection) -> list[int]:
    return list(connection.exec_driver_sql("SELECT id FROM t ORDER BY id").scalars())


@pytest.mark.anyio
async def test_a_failing_write_rolls_back_and_frees_the_database(tmp_path: Path) -> None:
    """A unit of work that fails half-way is rolled back whole, and its connection must not keep SQLite's
    write lock: the next write goes through at once (else it would wait 10 s and fail), on the same kept
    connection."""
    database = SqliteDatabase(make_url(f"sqlite:///{tmp_path / 'commit.db'}"))
    try:
        await database.run(_create_table, write=True)
        kept = database._write_on_loop()
        with pytest.raises(exc.IntegrityError):
            await database.run(_insert_one_twice, write=True)
        await database.run(_insert_two, write=True)
        assert await database.run(_ids, write=False) == [2]
        assert database._write_on_loop() is kept
        assert not kept.in_transaction()
    finally:
        await database.close()


@pytest.mark.anyio
async def test_a_write_waits_for_another_process_lock_off_the_event_loop(tmp_path: Path) -> None:
    """Writes run on the event loop only while the write lock is free; while another connection (another
    worker) holds it, the write waits on the writer thread, and the loop keeps serving meanwhile."""
    path = tmp_path / "locked.db"
    database = SqliteDatabase(make_url(f"sqlite:///{path}"))
    holder = sqlite3.connect(path, isolation_level=None)
    try:
        await database.run(_create_table, write=True)
        holder.execute("BEGIN IMMEDIATE")
        write = asyncio.create_task(database.run(_insert_two, write=True))
        started = time.monotonic()
        for _ in range(20):
            await asyncio.sleep(0.01)
        assert time.monotonic() - started < 5  # blocked on the loop, this would take the 10 s busy timeout
        assert not write.done()
        holder.execute("COMMIT")
        await write
        assert await database.run(_ids, write=False) == [2]
        assert not database._write_on_loop().in_transaction()  # the loop's connection let go of its attempt
    finally:
        holder.close()
        await database.close()


@pytest.mark.anyio
async def test_a_write_connection_found_closed_is_a_503_and_the_next_write_reconnects(tmp_path: Path) -> None:
    """The event loop keeps one write connection open. If it is found closed, that write is a 503 (not a
    500) and the connection is replaced, so the next write goes through."""
    database = SqliteDatabase(make_url(f"sqlite:///{tmp_path / 'closed.db'}"))
    store = SqlStore(database)
    try:
        await database.run(_create_table, write=True)
        connection = database._write_on_loop()
        assert connection.connection.dbapi_connection is not None
        connection.connection.dbapi_connection.close()
        with pytest.raises(Unavailable, match="unreachable"):
            await store.change("any", lambda transaction: None)
        await database.run(_insert_two, write=True)
        assert await database.run(_ids, write=False) == [2]
    finally:
        await database.close()


@pytest.mark.anyio
@pytest.mark.scaled
@pytest.mark.parametrize("backend", ["postgresql"])
async def test_pooled_connections_lost_are_replaced_and_the_write_commits_once(
    client: httpx.AsyncClient, postgres_url: str
) -> None:
    """Pooled PostgreSQL connections are not pinged before use. When the server dropped them (a restart),
    the unit of work that finds its connection lost was rolled back, so it runs again on a new one: the
    write answers 201 and is logged once."""
    created = (await client.post("/v1/sessions", json={"system": "duel", "name": "lost"})).json()
    gm = {"Authorization": f"Bearer {created['gm_token']}"}
    body = {"operation": "notation", "input": {"expression": "1d6"}}
    assert (await client.post(f"/v1/sessions/{created['id']}/rolls", json=body, headers=gm)).status_code == 201
    admin = await asyncpg.connect(postgres_url)
    try:
        await admin.fetch(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
    finally:
        await admin.close()
    rolled = await client.post(f"/v1/sessions/{created['id']}/rolls", json=body, headers=gm)
    assert rolled.status_code == 201, rolled.text
    assert rolled.json()["seq"] == 3
    logged = await client.get(f"/v1/sessions/{created['id']}/events", headers=gm)
    assert [event["seq"] for event in logged.json()["events"]] == [1, 2, 3]
