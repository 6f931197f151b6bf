"""On PostgreSQL, a write that only reads its session and appends one event runs without the session's row
lock: it reads the session, runs the unit of work, then logs the event in one statement that matches only
if the session is still as read. These tests hold that to the locked write's guarantees: every write
committed once, seqs gapless and in order, a revocation between the read and the log respected."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor

import asyncpg
import pytest
from sqlalchemy import make_url

from app.sessions.errors import NotFound, Unavailable
from app.sessions.records import Member, SessionRecord
from app.sessions.store.database import PostgresDatabase
from app.sessions.store.protocol import WriteTransaction
from app.sessions.store.sql import SqlStore
from app.sessions.tokens import new_id

pytestmark = [pytest.mark.anyio, pytest.mark.scaled]

Change = Callable[[SqlStore], Awaitable[object]]


@pytest.fixture
async def store(postgres_url: str) -> AsyncIterator[SqlStore]:
    store = SqlStore(PostgresDatabase(make_url(postgres_url)))
    yield store
    await store.close()


async def new_session(store: SqlStore) -> tuple[str, str]:
    """A session at version 1 (its ``session_created``), and its GM's id."""
    session_id, gm_id = new_id(), new_id()
    session = SessionRecord(session_id, "duel", "unlocked", 0, f"code {session_id}")
    await store.create_session(session, Member(gm_id, session_id, "gm", "GM"), f"token {session_id}", None)
    return session_id, gm_id


def committed_now(postgres_url: str, change: Change) -> None:
    """``change`` committed through a store of its own, before this returns: from another thread with its
    own event loop, since the caller (a unit of work) holds this one."""

    async def elsewhere() -> None:
        other = SqlStore(PostgresDatabase(make_url(postgres_url)))
        try:
            await change(other)
        finally:
            await other.close()

    with ThreadPoolExecutor(1) as thread:
        thread.submit(asyncio.run, elsewhere()).result()


def roll(runs: list[int], *, first: Callable[[], None] | None = None) -> Callable[[WriteTransaction], int]:
    """A unit of work appending one event; each run is counted with the seq it meant to take. ``first``
    runs during the first run, between the session's read and the event's log."""

    def work(transaction: WriteTransaction) -> int:
        runs.append(transaction.next_seq)
        if first is not None and len(runs) == 1:
            first()
        return transaction.append("roll", None, {"total": 3}).seq

    return work


async def seqs(store: SqlStore, session_id: str) -> list[int]:
    return [event.seq for event in await store.events(session_id, 0, 1000)]


async def test_concurrent_writes_commit_once_each_in_gapless_order(store: SqlStore) -> None:
    session_id, _ = await new_session(store)
    answered = await asyncio.gather(*(store.change(session_id, roll([])) for _ in range(30)))
    assert sorted(answered) == list(range(2, 32))
    assert await seqs(store, session_id) == list(range(1, 32))
    session = await store.session(session_id)
    assert session is not None
    assert session.version == 31


async def test_a_write_committed_after_the_read_sends_the_unit_again_under_the_lock(
    store: SqlStore, postgres_url: str
) -> None:
    session_id, _ = await new_session(store)
    runs: list[int] = []

    def another_write() -> None:
        committed_now(postgres_url, lambda other: other.change(session_id, roll([])))

    assert await store.change(session_id, roll(runs, first=another_write)) == 3
    assert runs == [2, 3]  # read at version 1; the other write took seq 2 meanwhile
    assert await seqs(store, session_id) == [1, 2, 3]


async def test_a_token_revoked_after_the_read_sends_the_unit_again_under_the_lock(
    store: SqlStore, postgres_url: str
) -> None:
    """A revocation appends no event, so the version alone would not show it: the credentials count does."""
    session_id, gm_id = await new_session(store)
    runs: list[int] = []
    credentials: list[int] = []

    def work(transaction: WriteTransaction) -> int:
        credentials.append(transaction.session.credentials)
        return roll(runs, first=revoke)(transaction)

    def revoke() -> None:
        committed_now(
            postgres_url, lambda other: other.change(session_id, lambda tx: tx.replace_token(gm_id, "another hash"))
        )

    assert await store.change(session_id, work) == 2
    assert runs == [2, 2]
    assert credentials == [0, 1]  # the second run saw the revocation
    assert await seqs(store, session_id) == [1, 2]


async def test_a_unit_that_needs_more_than_the_session_runs_again_under_the_lock(store: SqlStore) -> None:
    session_id, _ = await new_session(store)
    runs: list[int] = []

    def work(transaction: WriteTransaction) -> int:
        runs.append(transaction.next_seq)
        transaction.players()
        return transaction.append("roll", None, {"total": 3}).seq

    assert await store.change(session_id, work) == 2
    assert runs == [2, 2]
    assert await seqs(store, session_id) == [1, 2]


async def test_an_unknown_session_is_not_found_without_the_lock_too(store: SqlStore) -> None:
    with pytest.raises(NotFound):
        await store.change(new_id(), roll([]))


def failing_fetchrow(monkeypatch: pytest.MonkeyPatch, call: int) -> None:
    """asyncpg's ``fetchrow`` fails its ``call``-th call (1: the unlocked read, 2: the log's statement) with
    an error that leaves the connection open; every other call runs."""
    real = asyncpg.Connection.fetchrow
    calls = 0

    async def fetchrow(self: asyncpg.Connection, query: str, *args: object) -> object:
        nonlocal calls
        calls += 1
        if calls == call:
            raise asyncpg.InterfaceError("cannot perform operation: another operation is in progress")
        return await real(self, query, *args)

    monkeypatch.setattr(asyncpg.Connection, "fetchrow", fetchrow)


async def test_a_failed_unlocked_read_sends_the_unit_to_the_locked_path(
    store: SqlStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    session_id, _ = await new_session(store)
    runs: list[int] = []
    failing_fetchrow(monkeypatch, 1)
    assert await store.change(session_id, roll(runs)) == 2
    assert runs == [2]  # the unit ran once: under the lock
    assert await seqs(store, session_id) == [1, 2]


async def test_a_log_statement_that_breaks_on_the_way_is_a_503_not_a_rerun(
    store: SqlStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """It may have committed: running the unit again could log the event twice."""
    session_id, _ = await new_session(store)
    runs: list[int] = []
    failing_fetchrow(monkeypatch, 2)
    with pytest.raises(Unavailable):
        await store.change(session_id, roll(runs))
    assert runs == [2]
