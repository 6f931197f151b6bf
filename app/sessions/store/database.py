"""Where the store's SQL runs. A unit of work is a plain function over a SQLAlchemy ``Connection``; the
database runs it in a transaction, and the same functions serve SQLite and PostgreSQL.

- SQLite (embedded): the standard ``sqlite3`` driver on threads. A unit of work costs one hand-off to a
  thread, whatever it executes; through an async driver every statement would cost several, and the
  write lock, held across them, would wait on the event loop for each.
- PostgreSQL (scaled): asyncpg, the work run in SQLAlchemy's greenlet bridge on the event loop.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any, Protocol, TypeVar

import orjson
from sqlalchemy import create_engine, event, text
from sqlalchemy.engine import URL, Connection, Engine
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine, create_async_engine

T = TypeVar("T")
Work = Callable[[Connection], T]

IMMEDIATE = "sqlite_begin_immediate"
"""Execution option: begin this SQLite transaction with the write lock (``BEGIN IMMEDIATE``)."""

SQLITE_READERS = 4
"""Threads reading SQLite beside its one writer (WAL lets readers run while a write is in progress)."""


class Transaction(Protocol):
    """A write transaction kept open across awaits: it holds its session's lock until the block ends."""

    async def run(self, work: Work[T]) -> T:
        """``work`` now, after whatever was deferred."""
        ...

    def defer(self, work: Work[None]) -> None:
        """``work`` with the next :meth:`run` or at commit, whichever comes first: writes nothing reads
        back before the commit cost no hand-off of their own."""
        ...


class Database(Protocol):
    dialect: str

    async def run(self, work: Work[T], *, write: bool) -> T:
        """``work`` in a transaction of its own: a write takes the write lock, a read sees one snapshot."""
        ...

    def transaction(self) -> AbstractAsyncContextManager[Transaction]:
        """A write transaction: committed when the block ends, rolled back when it raises."""
        ...

    async def close(self) -> None: ...


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


def _in_transaction(engine: Engine, options: dict[str, Any], work: Work[T]) -> T:
    with engine.connect() as connection:
        connection.execution_options(**options)
        with connection.begin():
            return work(connection)


class _Deferred:
    """Units of work put off until the next one that must run now."""

    def __init__(self) -> None:
        self._pending: list[Work[None]] = []

    def defer(self, work: Work[None]) -> None:
        self._pending.append(work)

    def _after_deferred(self, connection: Connection, work: Work[T]) -> T:
        pending, self._pending = self._pending, []
        for deferred in pending:
            deferred(connection)
        return work(connection)


def _nothing(_connection: Connection) -> None:
    return None


class _ThreadTransaction(_Deferred):
    """A write transaction on the writer thread; it connects and begins with its first unit of work."""

    def __init__(self, engine: Engine, writer: ThreadPoolExecutor) -> None:
        super().__init__()
        self._engine = engine
        self._writer = writer
        self._connection: Connection | None = None

    async def run(self, work: Work[T]) -> T:
        return await asyncio.get_running_loop().run_in_executor(self._writer, self._run, work)

    def _run(self, work: Work[T]) -> T:
        if self._connection is None:
            self._connection = self._engine.connect().execution_options(**{IMMEDIATE: True})
            self._connection.begin()
        return self._after_deferred(self._connection, work)

    async def end(self, *, commit: bool) -> None:
        # On the writer thread, after any unit of work still queued: the writer runs one job at a time.
        await asyncio.get_running_loop().run_in_executor(self._writer, self._end, commit)

    def _end(self, commit: bool) -> None:
        try:
            if commit and self._pending:
                self._run(_nothing)  # the writes put off until now; if they fail, nothing is committed
        except BaseException:
            commit = False
            raise
        finally:
            # Always ended: a connection left open would keep SQLite's write lock from every later write.
            connection, self._connection = self._connection, None
            if connection is not None:
                with connection:  # closing rolls back whatever was not committed
                    if commit:
                        connection.commit()


class SqliteDatabase:
    """SQLite through ``sqlite3``: one writer thread, a few reader threads."""

    dialect = "sqlite"

    def __init__(self, url: URL) -> None:
        self.engine = create_engine(
            url.set(drivername="sqlite+pysqlite"),
            connect_args={"timeout": 10, "check_same_thread": False},
            json_serializer=_json_dumps,
            json_deserializer=orjson.loads,
        )
        event.listen(self.engine, "connect", _sqlite_connect)
        event.listen(self.engine, "begin", _sqlite_begin)
        self._writer = ThreadPoolExecutor(1, thread_name_prefix="sqlite-writer")
        self._readers = ThreadPoolExecutor(SQLITE_READERS, thread_name_prefix="sqlite-reader")
        # SQLite has one writer at a time. Writers of this process queue here, so a transaction waiting
        # for the lock never blocks the writer thread that the holder needs to finish.
        self._write_turn = asyncio.Lock()

    async def run(self, work: Work[T], *, write: bool) -> T:
        loop = asyncio.get_running_loop()
        if not write:
            return await loop.run_in_executor(self._readers, _in_transaction, self.engine, {}, work)
        async with self._write_turn:
            return await loop.run_in_executor(self._writer, _in_transaction, self.engine, {IMMEDIATE: True}, work)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        async with self._write_turn:
            transaction = _ThreadTransaction(self.engine, self._writer)
            try:
                yield transaction
            except BaseException:
                await asyncio.shield(transaction.end(commit=False))
                raise
            await transaction.end(commit=True)

    async def close(self) -> None:
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, functools.partial(self._writer.shutdown, wait=True))
        await loop.run_in_executor(None, functools.partial(self._readers.shutdown, wait=True))
        self.engine.dispose()


class _AsyncTransaction(_Deferred):
    def __init__(self, connection: AsyncConnection) -> None:
        super().__init__()
        self._connection = connection

    async def run(self, work: Work[T]) -> T:
        return await self._connection.run_sync(self._after_deferred, work)

    async def flush(self) -> None:
        if self._pending:
            await self.run(_nothing)


class PostgresDatabase:
    """PostgreSQL through asyncpg; a write locks its session's row (``SELECT ... FOR UPDATE``)."""

    dialect = "postgresql"

    def __init__(self, url: URL) -> None:
        # Fail fast when the database is unreachable, rather than hanging a request.
        self.engine: AsyncEngine = create_async_engine(
            url.set(drivername="postgresql+asyncpg"),
            pool_size=10,
            max_overflow=20,
            pool_timeout=5,
            pool_pre_ping=True,
            json_serializer=_json_dumps,
            json_deserializer=orjson.loads,
            connect_args={"timeout": 5, "command_timeout": 10},
        )

    async def run(self, work: Work[T], *, write: bool) -> T:
        async with self.engine.connect() as connection:
            if not write:  # one snapshot for every statement of the read
                await connection.execution_options(isolation_level="REPEATABLE READ")
            async with connection.begin():
                return await connection.run_sync(work)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Transaction]:
        async with self.engine.connect() as connection, connection.begin():
            transaction = _AsyncTransaction(connection)
            yield transaction
            await transaction.flush()

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
