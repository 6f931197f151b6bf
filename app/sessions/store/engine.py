"""The async database engine, for SQLite (aiosqlite) and PostgreSQL (asyncpg) alike."""

from __future__ import annotations

from typing import Any

import orjson
from sqlalchemy import event, text
from sqlalchemy.engine import URL, Connection
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

IMMEDIATE = "sqlite_begin_immediate"
"""Execution option: begin this SQLite transaction with the write lock (``BEGIN IMMEDIATE``)."""


def _json_dumps(value: Any) -> str:
    return orjson.dumps(value).decode()


def _sqlite_connect(dbapi_connection: Any, _record: Any) -> None:
    # The driver must not emit BEGIN itself: _sqlite_begin does, choosing IMMEDIATE for writes.
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    # WAL lets readers run beside the writer; busy_timeout waits for the write lock instead of failing.
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def _sqlite_begin(connection: Connection) -> None:
    # A write takes the database's write lock at once, so it never reads state another writer changes.
    immediate = connection.get_execution_options().get(IMMEDIATE, False)
    connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")


def create_engine(url: URL) -> AsyncEngine:
    """An engine that fails fast when the database is unreachable, rather than hanging a request."""
    if url.get_backend_name() == "sqlite":
        engine = create_async_engine(
            url, connect_args={"timeout": 10}, json_serializer=_json_dumps, json_deserializer=orjson.loads
        )
        event.listen(engine.sync_engine, "connect", _sqlite_connect)
        event.listen(engine.sync_engine, "begin", _sqlite_begin)
        return engine
    return create_async_engine(
        url,
        pool_size=10,
        max_overflow=20,
        pool_timeout=5,
        pool_pre_ping=True,
        json_serializer=_json_dumps,
        json_deserializer=orjson.loads,
        connect_args={"timeout": 5, "command_timeout": 10},
    )


async def ping(engine: AsyncEngine) -> bool:
    """True when the database answers a trivial query."""
    try:
        async with engine.connect() as connection:
            await connection.execute(text("SELECT 1"))
    except Exception:  # any failure to reach it is "not ok"; the caller reports, never raises
        return False
    return True
