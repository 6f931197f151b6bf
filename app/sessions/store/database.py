"""Where the store's SQL runs. A unit of work is a plain function over a SQLAlchemy ``Connection``; the
database runs it in a transaction, and the same functions serve SQLite and PostgreSQL.

- SQLite (embedded): the standard ``sqlite3`` driver. A write runs on the event loop itself when the
  write lock is free, which it is unless another process holds it: a write costs a few hundred
  microseconds there, less than handing it to a thread, and a thread would wait for the interpreter
  lock (held by the busy event loop) after every statement. When another process holds the lock, the
  write waits for it on a writer thread instead. Reads run on threads.
- PostgreSQL (scaled): asyncpg, the work run in SQLAlchemy's greenlet bridge on the event loop.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from functools import partial
from typing import Any, Protocol, TypeVar, cast

import asyncpg
import orjson
from sqlalchemy import create_engine, event, exc, text
from sqlalchemy.engine import URL, Connection, Dialect, Engine
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

T = TypeVar("T")
Work = Callable[[Connection], T]

SQLITE_READERS = 4
"""Threads reading SQLite beside its one writer (WAL lets readers run while a write is in progress)."""


class Database(Protocol):
    dialect: str

    async def run(self, work: Work[T], *, write: bool) -> T:
        """``work`` in a transaction of its own: a write takes the write lock, a read sees one snapshot."""
        ...

    async def close(self) -> None: ...


def _json_dumps(value: Any) -> str:
    return orjson.dumps(value).decode()


def _sqlite_connect(dbapi_connection: Any, _record: Any) -> None:
    # The driver must not emit BEGIN itself: _in_transaction_on does, choosing IMMEDIATE for writes.
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    # WAL lets readers run beside the writer. (How long to wait for the write lock is the driver's
    # ``timeout``, which sets SQLite's busy timeout.)
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def _in_transaction(engine: Engine, work: Work[T], *, immediate: bool) -> T:
    with engine.connect() as connection:
        return _in_transaction_on(connection, work, immediate=immediate)


def _in_transaction_on(connection: Connection, work: Work[T], *, immediate: bool) -> T:
    with connection.begin():
        # A write takes the database's write lock at once, so it never reads state another writer changes.
        # Emitted here rather than from a "begin" event listener: any listener makes SQLAlchemy dispatch
        # events around every statement (a twentieth of a table roll).
        connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")
        return work(connection)


def _sqlite_engine(url: URL, busy_timeout_ms: int) -> Engine:
    engine = create_engine(
        url.set(drivername="sqlite+pysqlite"),
        connect_args={"timeout": busy_timeout_ms / 1000, "check_same_thread": False},
        json_serializer=_json_dumps,
        json_deserializer=orjson.loads,
    )
    event.listen(engine, "connect", _sqlite_connect)
    return engine


def _locked(error: exc.OperationalError) -> bool:
    """SQLite said the database is locked (``SQLITE_BUSY``): another process holds the write lock."""
    code = getattr(error.orig, "sqlite_errorcode", None)
    return code is not None and code & 0xFF == sqlite3.SQLITE_BUSY  # the low byte is the primary code


class SqliteDatabase:
    """SQLite through ``sqlite3``: writes on the event loop (or a writer thread while another process
    holds the write lock), reads on a few reader threads."""

    dialect = "sqlite"

    def __init__(self, url: URL) -> None:
        self.engine = _sqlite_engine(url, busy_timeout_ms=10_000)
        # Never waits for the lock: on the event loop, waiting would stall every socket of the process.
        self._on_loop = _sqlite_engine(url, busy_timeout_ms=0)
        # The event loop's one connection, kept open: checking a connection out of the pool and back in
        # cost about a fifth of a write's SQL.
        self._loop_connection: Connection | None = None
        self._writer = ThreadPoolExecutor(1, thread_name_prefix="sqlite-writer")
        self._readers = ThreadPoolExecutor(SQLITE_READERS, thread_name_prefix="sqlite-reader")

    async def run(self, work: Work[T], *, write: bool) -> T:
        loop = asyncio.get_running_loop()
        if not write:
            return await loop.run_in_executor(
                self._readers, partial(_in_transaction, self.engine, work, immediate=False)
            )
        try:
            return _in_transaction_on(self._write_on_loop(), work, immediate=True)
        except exc.OperationalError as error:
            if not _locked(error):
                raise
        # Rolled back whole, so running the unit again from the start is safe; this time it waits its turn.
        return await loop.run_in_executor(self._writer, partial(_in_transaction, self.engine, work, immediate=True))

    def _write_on_loop(self) -> Connection:
        if self._loop_connection is None:
            self._loop_connection = self._on_loop.connect()
        return self._loop_connection

    async def close(self) -> None:
        if self._loop_connection is not None:
            self._loop_connection.close()
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, partial(self._writer.shutdown, wait=True))
        await loop.run_in_executor(None, partial(self._readers.shutdown, wait=True))
        self.engine.dispose()
        self._on_loop.dispose()


class _Lost(Exception):
    """The connection was lost before the unit of work committed: PostgreSQL rolled it back."""

    def __init__(self, error: exc.DBAPIError) -> None:
        super().__init__(str(error))
        self.error = error


class PostgresDatabase:
    """PostgreSQL through asyncpg; a write locks its session's row (``SELECT ... FOR UPDATE``).

    A pooled connection is not pinged before use (asyncpg's ping is three round trips: ``BEGIN``, ``;``,
    ``ROLLBACK``). A unit of work that finds its connection lost (PostgreSQL restarted, a connection cut) ran
    in a transaction the server rolled back, so it runs once more on a new connection: SQLAlchemy drops
    every pooled connection opened before the loss. A loss while committing is not retried (the commit may
    have landed): the caller gets the error.

    The pool keeps every connection it opens, up to its size, and opens no more: a connection beyond the
    pool's size ("overflow") is closed when it is returned, so under load every write beyond the pool opened
    a connection (a new PostgreSQL backend process, with its own start-up work) and closed it again. Beyond
    the pool, a write waits for a pooled connection instead (for up to ``pool_timeout`` seconds, then a 503).
    """

    dialect = "postgresql"

    def __init__(self, url: URL) -> None:
        # Fail fast when the database is unreachable, rather than hanging a request.
        self.engine: AsyncEngine = create_async_engine(
            url.set(drivername="postgresql+asyncpg"),
            pool_size=30,
            max_overflow=0,
            pool_timeout=5,
            json_serializer=_json_dumps,
            json_deserializer=orjson.loads,
            connect_args={"timeout": 5, "command_timeout": 10},
        )

    async def run(self, work: Work[T], *, write: bool) -> T:
        try:
            return await self._run(work, write=write)
        except _Lost:
            pass
        try:
            return await self._run(work, write=write)
        except _Lost as lost:
            raise lost.error from None

    async def _run(self, work: Work[T], *, write: bool) -> T:
        async with self.engine.connect() as connection:
            if not write:  # one snapshot for every statement of the read
                await connection.execution_options(isolation_level="REPEATABLE READ")
            async with connection.begin():
                try:
                    return await connection.run_sync(work)
                except exc.DBAPIError as error:
                    if error.connection_invalidated:
                        raise _Lost(error) from error
                    raise

    @asynccontextmanager
    async def driver(self) -> AsyncIterator[tuple[asyncpg.Connection, Dialect]]:
        """A pooled connection's asyncpg connection itself, with the dialect that compiles for it, outside any
        transaction: each statement commits by itself. A connection found closed after a failure is dropped
        from the pool."""
        async with self.engine.connect() as connection:
            driver = cast(asyncpg.Connection, (await connection.get_raw_connection()).driver_connection)
            try:
                yield driver, self.engine.dialect
            except BaseException as error:
                if driver.is_closed():
                    await connection.invalidate(error if isinstance(error, Exception) else None)
                raise

    async def close(self) -> None:
        await self.engine.dispose()


def open_database(url: URL) -> SqliteDatabase | PostgresDatabase:
    return SqliteDatabase(url) if url.get_backend_name() == "sqlite" else PostgresDatabase(url)


def _select_one(connection: Connection) -> None:
    connection.execute(text("SELECT 1"))


async def ping(database: Database) -> bool:
    """True when the database answers a trivial query."""
    try:
        await database.run(_select_one, write=False)
    except Exception:  # any failure to reach it is "not ok"; the caller reports, never raises
        return False
    return True
