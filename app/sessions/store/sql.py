"""The store on SQL: SQLite for the embedded default, PostgreSQL when scaled. Same code, same schema.

A write locks its session row first (``SELECT ... FOR UPDATE`` on PostgreSQL; ``BEGIN IMMEDIATE`` on
SQLite, whose lock is the whole database), so the next ``seq`` is allocated under that lock: seqs are
gapless, and an event with seq N commits only after every event before it.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable, Coroutine
from contextlib import asynccontextmanager
from dataclasses import replace
from datetime import datetime
from functools import wraps
from typing import Any, ParamSpec, TypeVar

from sqlalchemy import delete, exc, insert, select, update
from sqlalchemy.engine import Row
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from app.sessions.errors import NotFound, Unavailable
from app.sessions.receipts import b64url, from_b64url
from app.sessions.records import (
    CombatRecord,
    CombatSnapshot,
    EventRecord,
    Member,
    SessionRecord,
    Visibility,
    utc_now,
)
from app.sessions.store.engine import IMMEDIATE, ping
from app.sessions.store.protocol import ResponseAlreadyStored, StoredResponse
from app.sessions.store.tables import metadata

SESSIONS = metadata.tables["sessions"]
MEMBERS = metadata.tables["members"]
COMBATS = metadata.tables["combats"]
COMBATANTS = metadata.tables["combatants"]
EVENTS = metadata.tables["events"]
RESPONSES = metadata.tables["idempotency"]
KEYS = metadata.tables["signing_keys"]

P = ParamSpec("P")
T = TypeVar("T")

# Failures to reach or use the database (as opposed to bugs): the request gets a 503, never a 500.
_UNREACHABLE = (exc.OperationalError, exc.InterfaceError, exc.TimeoutError, OSError, TimeoutError)


def _reachable(function: Callable[P, Coroutine[Any, Any, T]]) -> Callable[P, Coroutine[Any, Any, T]]:
    @wraps(function)
    async def wrapper(*args: P.args, **kwargs: P.kwargs) -> T:
        try:
            return await function(*args, **kwargs)
        except _UNREACHABLE as error:
            raise Unavailable("the session store is unreachable; try again shortly") from error

    return wrapper


def _session(row: Row[Any]) -> SessionRecord:
    return SessionRecord(row.id, row.system, row.name, row.version, row.join_code_hash)


def _member(row: Row[Any]) -> Member:
    return Member(row.id, row.session_id, row.role, row.name)


def _event(row: Row[Any]) -> EventRecord:
    combat = CombatSnapshot.from_json(row.combat) if row.combat is not None else None
    return EventRecord(row.session_id, row.seq, row.type, row.at, row.actor, row.visibility, row.data, combat)


async def _latest_combat(connection: AsyncConnection, session_id: str) -> CombatRecord | None:
    row = (
        await connection.execute(
            select(COMBATS)
            .where(COMBATS.c.session_id == session_id)
            .order_by(COMBATS.c.started_at.desc(), COMBATS.c.id.desc())
            .limit(1)
        )
    ).first()
    if row is None:
        return None
    controllers = await connection.execute(
        select(COMBATANTS.c.combatant_id, COMBATANTS.c.controller_id).where(
            COMBATANTS.c.combat_id == row.id, COMBATANTS.c.controller_id.is_not(None)
        )
    )
    return CombatRecord(
        row.id,
        row.session_id,
        row.phase,
        row.round,
        row.ended,
        row.state,
        row.declarations,
        {row.combatant_id: row.controller_id for row in controllers},
    )


async def _players(connection: AsyncConnection, session_id: str) -> list[Member]:
    rows = await connection.execute(
        select(MEMBERS)
        .where(MEMBERS.c.session_id == session_id, MEMBERS.c.role == "player")
        .order_by(MEMBERS.c.created_at, MEMBERS.c.id)
    )
    return [_member(row) for row in rows]


async def _remember(connection: AsyncConnection, response: StoredResponse) -> None:
    try:
        async with connection.begin_nested():
            await connection.execute(
                insert(RESPONSES).values(
                    scope=response.scope,
                    key=response.key,
                    request_hash=response.request_hash,
                    status=response.status,
                    body=response.body,
                    created_at=utc_now(),
                )
            )
    except exc.IntegrityError:
        raise ResponseAlreadyStored(response.key) from None


async def _stored(connection: AsyncConnection, scope: str, key: str) -> StoredResponse | None:
    row = (
        await connection.execute(select(RESPONSES).where(RESPONSES.c.scope == scope, RESPONSES.c.key == key))
    ).first()
    if row is None:
        return None
    return StoredResponse(row.scope, row.key, row.request_hash, row.status, row.body)


class SqlWriteTransaction:
    """One session's write: every method runs in the transaction that holds its lock."""

    def __init__(self, connection: AsyncConnection, session: SessionRecord) -> None:
        self._connection = connection
        self.session = session

    @property
    def next_seq(self) -> int:
        return self.session.version + 1

    async def stored_response(self, scope: str, key: str) -> StoredResponse | None:
        return await _stored(self._connection, scope, key)

    async def remember_response(self, response: StoredResponse) -> None:
        await _remember(self._connection, response)

    async def add_member(self, member: Member, token_hash: str) -> None:
        await self._connection.execute(
            insert(MEMBERS).values(
                id=member.id,
                session_id=member.session_id,
                role=member.role,
                name=member.name,
                token_hash=token_hash,
                created_at=utc_now(),
            )
        )

    async def latest_combat(self) -> CombatRecord | None:
        return await _latest_combat(self._connection, self.session.id)

    async def save_combat(self, combat: CombatRecord, *, new: bool) -> None:
        values = {
            "phase": combat.phase,
            "round": combat.round,
            "ended": combat.ended,
            "state": combat.state,
            "declarations": combat.declarations,
        }
        if not new:
            await self._connection.execute(update(COMBATS).where(COMBATS.c.id == combat.id).values(**values))
            return
        await self._connection.execute(
            insert(COMBATS).values(id=combat.id, session_id=combat.session_id, started_at=utc_now(), **values)
        )
        if combat.controllers:
            await self._connection.execute(
                insert(COMBATANTS),
                [
                    {"combat_id": combat.id, "combatant_id": combatant, "controller_id": controller}
                    for combatant, controller in combat.controllers.items()
                ],
            )

    async def append(
        self,
        type: str,
        actor: Member | None,
        data: dict[str, Any],
        *,
        visibility: Visibility = "public",
        combat: CombatSnapshot | None = None,
        at: datetime | None = None,
    ) -> EventRecord:
        seq = self.next_seq
        record = EventRecord(
            self.session.id, seq, type, at or utc_now(), actor.actor if actor else None, visibility, data, combat
        )
        await self._connection.execute(update(SESSIONS).where(SESSIONS.c.id == self.session.id).values(version=seq))
        await self._connection.execute(insert(EVENTS).values(**_event_values(record)))
        self.session = replace(self.session, version=seq)
        return record


def _event_values(record: EventRecord) -> dict[str, Any]:
    return {
        "session_id": record.session_id,
        "seq": record.seq,
        "type": record.type,
        "at": record.at,
        "actor_id": record.actor_id,
        "actor": record.actor,
        "visibility": record.visibility,
        "data": record.data,
        "combat": record.combat.as_json() if record.combat else None,
    }


class SqlStore:
    """The :class:`~app.sessions.store.protocol.Store` on an async SQLAlchemy engine."""

    def __init__(self, engine: AsyncEngine) -> None:
        self.engine = engine
        self._sqlite = engine.dialect.name == "sqlite"
        # SQLite has one writer at a time, and a writer that finds it busy sleeps and retries (up to 100 ms
        # a try). Writers of this process queue here instead, so each begins as soon as the last commits.
        self._write_turn = asyncio.Lock() if self._sqlite else contextlib.nullcontext()

    @asynccontextmanager
    async def _transaction(self, *, write: bool) -> AsyncIterator[AsyncConnection]:
        """A connection inside a transaction: a write holds SQLite's write lock from its first statement;
        a read sees one snapshot (REPEATABLE READ on PostgreSQL; SQLite's read transactions already do)."""
        async with contextlib.AsyncExitStack() as stack:
            if write:
                await stack.enter_async_context(self._write_turn)
            connection = await stack.enter_async_context(self.engine.connect())
            if self._sqlite and write:
                await connection.execution_options(**{IMMEDIATE: True})
            elif not self._sqlite and not write:
                await connection.execution_options(isolation_level="REPEATABLE READ")
            async with connection.begin():
                yield connection

    @_reachable
    async def create_session(
        self, session: SessionRecord, gm: Member, gm_token_hash: str, response: StoredResponse | None
    ) -> EventRecord:
        async with self._transaction(write=True) as connection:
            await connection.execute(
                insert(SESSIONS).values(
                    id=session.id,
                    system=session.system,
                    name=session.name,
                    join_code_hash=session.join_code_hash,
                    version=0,
                    created_at=utc_now(),
                )
            )
            transaction = SqlWriteTransaction(connection, replace(session, version=0))
            await transaction.add_member(gm, gm_token_hash)
            created = await transaction.append(
                "session_created", gm, {"id": session.id, "system": session.system, "name": session.name}
            )
            if response is not None:
                await _remember(connection, response)
            return created

    @asynccontextmanager
    async def write(self, session_id: str) -> AsyncIterator[SqlWriteTransaction]:
        try:
            async with self._transaction(write=True) as connection:
                query = select(SESSIONS).where(SESSIONS.c.id == session_id)
                if not self._sqlite:
                    query = query.with_for_update()
                row = (await connection.execute(query)).first()
                if row is None:
                    raise NotFound(f"unknown session {session_id!r}")
                yield SqlWriteTransaction(connection, _session(row))
        except _UNREACHABLE as error:
            raise Unavailable("the session store is unreachable; try again shortly") from error

    @_reachable
    async def stored_response(self, scope: str, key: str) -> StoredResponse | None:
        async with self.engine.connect() as connection:
            return await _stored(connection, scope, key)

    @_reachable
    async def session(self, session_id: str) -> SessionRecord | None:
        async with self.engine.connect() as connection:
            row = (await connection.execute(select(SESSIONS).where(SESSIONS.c.id == session_id))).first()
        return _session(row) if row else None

    @_reachable
    async def snapshot(self, session_id: str) -> tuple[SessionRecord, list[Member], CombatRecord | None]:
        async with self._transaction(write=False) as connection:
            row = (await connection.execute(select(SESSIONS).where(SESSIONS.c.id == session_id))).first()
            if row is None:
                raise NotFound(f"unknown session {session_id!r}")
            return (
                _session(row),
                await _players(connection, session_id),
                await _latest_combat(connection, session_id),
            )

    @_reachable
    async def member_by_token(self, token_hash: str) -> Member | None:
        async with self.engine.connect() as connection:
            row = (await connection.execute(select(MEMBERS).where(MEMBERS.c.token_hash == token_hash))).first()
        return _member(row) if row else None

    @_reachable
    async def players(self, session_id: str) -> list[Member]:
        async with self.engine.connect() as connection:
            return await _players(connection, session_id)

    @_reachable
    async def latest_combat(self, session_id: str) -> CombatRecord | None:
        async with self.engine.connect() as connection:
            return await _latest_combat(connection, session_id)

    @_reachable
    async def events(self, session_id: str, after: int, limit: int) -> list[EventRecord]:
        async with self.engine.connect() as connection:
            rows = await connection.execute(
                select(EVENTS)
                .where(EVENTS.c.session_id == session_id, EVENTS.c.seq > after)
                .order_by(EVENTS.c.seq)
                .limit(limit)
            )
            return [_event(row) for row in rows]

    @_reachable
    async def combat_at(self, session_id: str, seq: int) -> CombatSnapshot | None:
        async with self.engine.connect() as connection:
            row = (
                await connection.execute(
                    select(EVENTS.c.combat)
                    .where(EVENTS.c.session_id == session_id, EVENTS.c.seq <= seq, EVENTS.c.combat.is_not(None))
                    .order_by(EVENTS.c.seq.desc())
                    .limit(1)
                )
            ).first()
        return CombatSnapshot.from_json(row.combat) if row else None

    @_reachable
    async def forget_responses_before(self, moment: datetime) -> int:
        async with self._transaction(write=True) as connection:
            result = await connection.execute(delete(RESPONSES).where(RESPONSES.c.created_at < moment))
            return result.rowcount

    @_reachable
    async def signing_seed(self, new_seed: bytes) -> bytes:
        """The server's signing key seed; ``new_seed`` becomes it if there is none yet (first start)."""
        try:
            async with self._transaction(write=True) as connection:
                row = (await connection.execute(select(KEYS.c.seed).where(KEYS.c.id == "current"))).first()
                if row is None:
                    await connection.execute(
                        insert(KEYS).values(id="current", seed=b64url(new_seed), created_at=utc_now())
                    )
                    return new_seed
                return from_b64url(row.seed)
        except exc.IntegrityError:  # another host stored its key first: use that one
            async with self.engine.connect() as connection:
                stored = (await connection.execute(select(KEYS.c.seed).where(KEYS.c.id == "current"))).one()
            return from_b64url(stored.seed)

    async def ping(self) -> bool:
        return await ping(self.engine)

    async def close(self) -> None:
        await self.engine.dispose()
