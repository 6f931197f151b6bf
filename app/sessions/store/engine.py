"""The async database engine, for SQLite (aiosqlite) and PostgreSQL (asyncpg) alike."""

from __future__ import annotations

from typing import Any

from sqlalchemy import event, text
from sqlalchemy.engine import URL
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    # WAL lets readers run beside the writer; busy_timeout waits for the write lock instead of failing.
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def create_engine(url: URL) -> AsyncEngine:
    """An engine that fails fast when the database is unreachable, rather than hanging a request."""
    if url.get_backend_name() == "sqlite":
        engine = create_async_engine(url, connect_args={"timeout": 10})
        event.listen(engine.sync_engine, "connect", _sqlite_pragmas)
        return engine
    return create_async_engine(
        url,
        pool_size=10,
        max_overflow=20,
        pool_timeout=5,
        pool_pre_ping=True,
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
