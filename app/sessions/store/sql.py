"""The store on SQL: SQLite for the embedded default, PostgreSQL when scaled. Same code, same schema.

A write locks its session row first (``SELECT ... FOR UPDATE`` on PostgreSQL; ``BEGIN IMMEDIATE`` on
SQLite, whose lock is the whole database), so the next ``seq`` is allocated under that lock: seqs are
gapless, and an event with seq N commits only after every event before it.

The SQL is plain functions over a ``Connection``; :mod:`app.sessions.store.database` runs each in a
transaction. A session's change is one such function too, service logic included, with no await inside:
the write lock is never held while the event loop serves something else. The statements every write runs
are :class:`~app.sessions.store.compiled.DriverStatement` s.
"""

from __future__ import annotations

import typing
from collections.abc import Callable, Coroutine, Sequence
from dataclasses import dataclass, fields, replace
from datetime import UTC, datetime
from functools import partial, wraps
from time import perf_counter
from typing import Any, NoReturn, ParamSpec, TypeVar

import asyncpg
import orjson
from sqlalchemy import (
    BigInteger,
    DateTime,
    Integer,
    String,
    Text,
    and_,
    bindparam,
    cast,
    delete,
    exc,
    func,
    insert,
    literal_column,
    select,
    true,
    update,
)
from sqlalchemy.engine import Connection, Row
from sqlalchemy.sql.expression import ColumnElement, FromClause, Insert

from app import metrics
from app.sessions.errors import NotFound, Unavailable
from app.sessions.receipts import b64url, from_b64url
from app.sessions.records import (
    MAX_EVENT_BYTES,
    CombatRecord,
    CombatSnapshot,
    EventRecord,
    Member,
    SessionRecord,
    StoredEvent,
    Visibility,
    Webhook,
    encoded_size,
    split_receipt,
    utc_now,
)
from app.sessions.store.compiled import CHECKED, DriverStatement
from app.sessions.store.database import Database, PostgresDatabase, ping
from app.sessions.store.protocol import (
    DiscordLinkTaken,
    EventTooLarge,
    ResponseAlreadyStored,
    StoredResponse,
    WriteTransaction,
)
from app.sessions.store.tables import metadata

SESSIONS = metadata.tables["sessions"]
MEMBERS = metadata.tables["members"]
COMBATS = metadata.tables["combats"]
COMBATANTS = metadata.tables["combatants"]
EVENTS = metadata.tables["events"]
RESPONSES = metadata.tables["idempotency"]
KEYS = metadata.tables["signing_keys"]
DISCORD_LINKS = metadata.tables["discord_links"]
WEBHOOKS = metadata.tables["webhooks"]
DELIVERIES = metadata.tables["webhook_deliveries"]

P = ParamSpec("P")
T = TypeVar("T")

# Failures to reach or use the database (as opposed to bugs): the request gets a 503, never a 500.
_UNREACHABLE = (exc.OperationalError, exc.InterfaceError, exc.TimeoutError, OSError, TimeoutError)


def _unavailable(error: Exception) -> Unavailable:
    if isinstance(error, exc.TimeoutError):  # every pooled connection stayed taken: overload, not an outage
        return Unavailable("the session store is busy; try again shortly")
    return Unavailable("the session store is unreachable; try again shortly")


def _unreachable(error: Exception) -> bool:
    # A connection found closed is dropped by SQLAlchemy ("invalidated"), and the next use opens another.
    invalidated = isinstance(error, exc.DBAPIError) and error.connection_invalidated
    return invalidated or isinstance(error, _UNREACHABLE)


def _reachable(function: Callable[P, Coroutine[Any, Any, T]]) -> Callable[P, Coroutine[Any, Any, T]]:
    """A store operation: timed (a metric per operation name), and a 503 when the database is unreachable."""
    operation = function.__name__

    @wraps(function)
    async def wrapper(*args: P.args, **kwargs: P.kwargs) -> T:
        started = perf_counter()
        try:
            return await function(*args, **kwargs)
        except Exception as error:
            if not _unreachable(error):
                raise
            raise _unavailable(error) from error
        finally:
            metrics.store_operation(operation, perf_counter() - started)

    return wrapper


def _member(row: Row[Any]) -> Member:
    return Member(row.id, row.session_id, row.role, row.name)


# -- units of work: each runs inside one transaction -----------------------------------------------


# Statements are built once, their values bound at execution: SQLAlchemy then reuses each compiled
# statement without building and hashing a new statement per call (most of a write's cost before).
# Those of every write run as the driver's SQL (see compiled.py).
_SESSION_COLUMNS = select(*(SESSIONS.c[field.name] for field in fields(SessionRecord))).where(
    SESSIONS.c.id == bindparam("session_id")
)
_SESSION = DriverStatement(_SESSION_COLUMNS)
_LOCKED_SESSION = DriverStatement(_SESSION_COLUMNS.with_for_update())
_LATEST_COMBAT = (
    select(COMBATS)
    .where(COMBATS.c.session_id == bindparam("session_id"))
    .order_by(COMBATS.c.started_at.desc(), COMBATS.c.id.desc())
    .limit(1)
)
_CONTROLLERS = select(COMBATANTS.c.combatant_id, COMBATANTS.c.controller_id).where(
    COMBATANTS.c.combat_id == bindparam("combat_id"), COMBATANTS.c.controller_id.is_not(None)
)
_STORED = select(RESPONSES).where(RESPONSES.c.scope == bindparam("scope"), RESPONSES.c.key == bindparam("key"))
_SAVE_COMBAT = DriverStatement(
    update(COMBATS).where(COMBATS.c.id == bindparam("combat_id")),
    columns=("phase", "round", "ended", "state", "declarations"),
)
_SET_VERSION = DriverStatement(
    update(SESSIONS).where(SESSIONS.c.id == bindparam("session_id")).values(version=bindparam("seq"))
)


def _queue_deliveries(seq: ColumnElement[int], source: FromClause) -> Insert:
    """The outbox: a delivery row of event ``seq`` per active webhook of the session, in the event's own
    transaction."""
    return insert(DELIVERIES).from_select(
        ["webhook_id", "seq", "session_id", "attempts", "next_attempt_at"],
        select(
            WEBHOOKS.c.id,
            seq,
            bindparam("session_id", type_=String),
            literal_column("0", Integer),
            bindparam("at", type_=DateTime(timezone=True)),
        )
        .select_from(source)
        .where(WEBHOOKS.c.session_id == bindparam("session_id"), WEBHOOKS.c.status == literal_column("'active'")),
    )


_ENQUEUE = DriverStatement(_queue_deliveries(bindparam("seq", type_=BigInteger), WEBHOOKS))
_EVENT_COLUMNS = ("session_id", "seq", "type", "at", "actor_id", "actor", "visibility", "data", "combat", "receipt")
_APPEND_EVENT = DriverStatement(insert(EVENTS), columns=_EVENT_COLUMNS)
# PostgreSQL sets the version, logs the event and fills the outbox in one statement (one round trip, not
# three), and only if the session is as the unit of work read it: its version the one before the event's
# seq, its credentials (token revocations, which append no event) unchanged. The event and its deliveries
# are inserted from what the version's UPDATE returns, so nothing is logged when it matched no row. Under
# the row lock it always matches; without it (SqlStore.change), a session that moved on since it was read
# matches nothing and the unit runs again under the lock. It answers whether it logged the event and how
# many deliveries it queued. SQLite has no UPDATE or INSERT in a WITH.
_VERSION_SET = (
    update(SESSIONS)
    .where(
        SESSIONS.c.id == bindparam("session_id"),
        SESSIONS.c.version + literal_column("1", BigInteger) == bindparam("seq", type_=BigInteger),
        SESSIONS.c.credentials == bindparam("credentials", type_=BigInteger),
    )
    .values(version=bindparam("seq", type_=BigInteger))
    .returning(SESSIONS.c.id)
    .cte("set_version")
)
_LOGGED = (
    insert(EVENTS)
    .from_select(
        list(_EVENT_COLUMNS),
        select(*(bindparam(name, type_=EVENTS.c[name].type) for name in _EVENT_COLUMNS)).select_from(_VERSION_SET),
    )
    .returning(EVENTS.c.seq)
    .cte("logged")
)
_QUEUED = _queue_deliveries(_LOGGED.c.seq, WEBHOOKS.join(_LOGGED, true())).returning(DELIVERIES.c.seq).cte("queued")
_LOG_EVENT_AND_ENQUEUE = DriverStatement(
    select(
        select(func.count()).select_from(_LOGGED).scalar_subquery(),
        select(func.count()).select_from(_QUEUED).scalar_subquery(),
    )
)
# The log's JSON as the database's text, decoded by the reader one row at a time.
_EVENTS = (
    select(
        *(EVENTS.c[name] for name in ("session_id", "seq", "type", "at", "actor", "visibility")),
        cast(EVENTS.c.data, Text).label("data"),
        cast(EVENTS.c.combat, Text).label("combat"),
        EVENTS.c.receipt,
    )
    .where(EVENTS.c.session_id == bindparam("session_id"), EVENTS.c.seq > bindparam("after"))
    .order_by(EVENTS.c.seq)
    .limit(bindparam("limit"))
)


def _find_session(connection: Connection, session_id: str, *, lock: bool = False) -> SessionRecord | None:
    row = (_LOCKED_SESSION if lock else _SESSION).first(connection, {"session_id": session_id})
    return _session_record(row) if row is not None else None


def _session_record(row: Sequence[Any]) -> SessionRecord:
    found, system, name, version, join_code_hash, settings, join_code, ended, credentials = row  # its fields
    # The driver's own values: JSON text on SQLite, already a dict from PostgreSQL's JSONB; SQLite's
    # boolean is an int.
    decoded = orjson.loads(settings) if isinstance(settings, str) else settings
    return SessionRecord(found, system, name, version, join_code_hash, decoded, join_code, bool(ended), credentials)


def _latest_combat(connection: Connection, session_id: str) -> CombatRecord | None:
    row = connection.execute(_LATEST_COMBAT, {"session_id": session_id}).first()
    if row is None:
        return None
    controllers = connection.execute(_CONTROLLERS, {"combat_id": row.id})
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


def _players(connection: Connection, session_id: str) -> list[Member]:
    rows = connection.execute(
        select(MEMBERS)
        .where(MEMBERS.c.session_id == session_id, MEMBERS.c.role == "player")
        .order_by(MEMBERS.c.created_at, MEMBERS.c.id)
    )
    return [_member(row) for row in rows]


def _snapshot(connection: Connection, session_id: str) -> tuple[SessionRecord, list[Member], CombatRecord | None]:
    session = _find_session(connection, session_id)
    if session is None:
        raise NotFound(f"unknown session {session_id!r}")
    return session, _players(connection, session_id), _latest_combat(connection, session_id)


def _member_by_token(connection: Connection, token_hash: str) -> Member | None:
    row = connection.execute(select(MEMBERS).where(MEMBERS.c.token_hash == token_hash)).first()
    return _member(row) if row else None


def _member_and_credentials(connection: Connection, token_hash: str) -> tuple[Member, int] | None:
    row = connection.execute(
        select(MEMBERS, SESSIONS.c.credentials)
        .join(SESSIONS, SESSIONS.c.id == MEMBERS.c.session_id)
        .where(MEMBERS.c.token_hash == token_hash)
    ).first()
    return (_member(row), row.credentials) if row else None


def _events(connection: Connection, session_id: str, after: int, limit: int) -> list[StoredEvent]:
    rows = connection.execute(_EVENTS, {"session_id": session_id, "after": after, "limit": limit})
    return [
        StoredEvent(r.session_id, r.seq, r.type, r.at, r.actor, r.visibility, r.data, r.combat, r.receipt) for r in rows
    ]


def _stored(connection: Connection, scope: str, key: str) -> StoredResponse | None:
    row = connection.execute(_STORED, {"scope": scope, "key": key}).first()
    if row is None:
        return None
    return StoredResponse(row.scope, row.key, row.request_hash, row.status, row.body)


def _remember(connection: Connection, session_id: str, response: StoredResponse) -> None:
    try:
        with connection.begin_nested():
            connection.execute(
                insert(RESPONSES),
                {
                    "session_id": session_id,
                    "scope": response.scope,
                    "key": response.key,
                    "request_hash": response.request_hash,
                    "status": response.status,
                    "body": response.body,
                    "created_at": utc_now(),
                },
            )
    except exc.IntegrityError:
        raise ResponseAlreadyStored(response.key) from None


def _add_member(connection: Connection, member: Member, token_hash: str) -> None:
    connection.execute(
        insert(MEMBERS),
        {
            "id": member.id,
            "session_id": member.session_id,
            "role": member.role,
            "name": member.name,
            "token_hash": token_hash,
            "created_at": utc_now(),
        },
    )


def _link_discord(connection: Connection, channel_id: str, user_id: str, member: Member) -> None:
    try:
        with connection.begin_nested():
            connection.execute(
                insert(DISCORD_LINKS),
                {
                    "channel_id": channel_id,
                    "user_id": user_id,
                    "session_id": member.session_id,
                    "member_id": member.id,
                    "created_at": utc_now(),
                },
            )
    except exc.IntegrityError:
        raise DiscordLinkTaken(f"{user_id} in {channel_id}") from None


def _discord_member(connection: Connection, channel_id: str, user_id: str) -> Member | None:
    row = connection.execute(
        select(MEMBERS)
        .join(DISCORD_LINKS, DISCORD_LINKS.c.member_id == MEMBERS.c.id)
        .where(DISCORD_LINKS.c.channel_id == channel_id, DISCORD_LINKS.c.user_id == user_id)
    ).first()
    return _member(row) if row else None


def _unlink_discord(connection: Connection, channel_id: str, user_id: str) -> bool:
    deleted = connection.execute(
        delete(DISCORD_LINKS).where(DISCORD_LINKS.c.channel_id == channel_id, DISCORD_LINKS.c.user_id == user_id)
    )
    return bool(deleted.rowcount)


def _session_by_join_code(connection: Connection, join_code_hash: str) -> SessionRecord | None:
    found = connection.execute(select(SESSIONS.c.id).where(SESSIONS.c.join_code_hash == join_code_hash)).scalar()
    return _find_session(connection, found) if found is not None else None


def _save_combat(connection: Connection, combat: CombatRecord, new: bool) -> None:
    values = {
        "phase": combat.phase,
        "round": combat.round,
        "ended": combat.ended,
        "state": combat.state,
        "declarations": combat.declarations,
    }
    if not new:
        _SAVE_COMBAT.run(connection, {"combat_id": combat.id, **values})
        return
    connection.execute(
        insert(COMBATS), {"id": combat.id, "session_id": combat.session_id, "started_at": utc_now(), **values}
    )
    if combat.controllers:
        connection.execute(
            insert(COMBATANTS),
            [
                {"combat_id": combat.id, "combatant_id": combatant, "controller_id": controller}
                for combatant, controller in combat.controllers.items()
            ],
        )


def _event_values(record: EventRecord) -> dict[str, Any]:
    """The columns of ``record``'s row (EventTooLarge if it is too large to store)."""
    data, receipt = split_receipt(record.data)
    size = encoded_size(data, receipt)
    if size > MAX_EVENT_BYTES:
        raise EventTooLarge(size)
    return {
        "session_id": record.session_id,
        "seq": record.seq,
        "type": record.type,
        "at": record.at,
        "actor_id": record.actor_id,
        "actor": record.actor,
        "visibility": record.visibility,
        "data": data,
        "combat": record.combat.as_json() if record.combat else None,
        "receipt": receipt,
    }


def _append(connection: Connection, record: EventRecord, credentials: int) -> bool:
    """Log ``record`` and make its seq the session's version, under the session's lock (nothing, if it is
    too large to store); whether it was queued for a webhook."""
    values = _event_values(record)
    if connection.dialect.name == "postgresql":
        logged, queued = _LOG_EVENT_AND_ENQUEUE.first(connection, {**values, "credentials": credentials}) or (0, 0)
        if not logged:
            raise RuntimeError(f"session {record.session_id} changed under its lock")
        return bool(queued)
    _SET_VERSION.run(connection, {"session_id": record.session_id, "seq": record.seq})
    _APPEND_EVENT.run(connection, values)
    return _ENQUEUE.run(connection, {"seq": record.seq, "session_id": record.session_id, "at": record.at}) > 0


def _create_session(
    connection: Connection,
    session: SessionRecord,
    gm: Member,
    gm_token_hash: str,
    created: EventRecord,
    response: StoredResponse | None,
) -> None:
    connection.execute(
        insert(SESSIONS).values(
            id=session.id,
            system=session.system,
            name=session.name,
            join_code_hash=session.join_code_hash,
            join_code=session.join_code,
            settings=session.settings,
            version=0,
            created_at=utc_now(),
        )
    )
    _add_member(connection, gm, gm_token_hash)
    _append(connection, created, session.credentials)
    if response is not None:
        _remember(connection, session.id, response)


def _revoke(connection: Connection, session_id: str) -> None:
    connection.execute(
        update(SESSIONS).where(SESSIONS.c.id == session_id).values(credentials=SESSIONS.c.credentials + 1)
    )


def _remove_member(connection: Connection, session_id: str, member_id: str) -> CombatRecord | None:
    combat = _latest_combat(connection, session_id)
    connection.execute(update(COMBATANTS).where(COMBATANTS.c.controller_id == member_id).values(controller_id=None))
    connection.execute(delete(MEMBERS).where(MEMBERS.c.id == member_id, MEMBERS.c.session_id == session_id))
    _revoke(connection, session_id)
    if combat is None or member_id not in combat.controllers.values():
        return None
    return _latest_combat(connection, session_id)


def _erase(connection: Connection, session_id: str) -> None:
    """Everything of the session, children first (the foreign keys point at the session and its members)."""
    combats = select(COMBATS.c.id).where(COMBATS.c.session_id == session_id).scalar_subquery()
    connection.execute(delete(COMBATANTS).where(COMBATANTS.c.combat_id.in_(combats)))
    for table in (DELIVERIES, WEBHOOKS, DISCORD_LINKS, COMBATS, EVENTS, RESPONSES, MEMBERS):
        connection.execute(delete(table).where(table.c.session_id == session_id))
    connection.execute(delete(SESSIONS).where(SESSIONS.c.id == session_id))


def _last_event_at(session: SessionRecord) -> Any:
    return select(EVENTS.c.at).where(EVENTS.c.session_id == session.id, EVENTS.c.seq == session.version)


def _idle_sessions(connection: Connection, before: datetime, limit: int) -> list[str]:
    last = and_(EVENTS.c.session_id == SESSIONS.c.id, EVENTS.c.seq == SESSIONS.c.version)
    rows = connection.execute(select(SESSIONS.c.id).join(EVENTS, last).where(EVENTS.c.at < before).limit(limit))
    return [row.id for row in rows]


def _erase_if_idle(connection: Connection, session_id: str, lock: bool, before: datetime) -> bool:
    session = _find_session(connection, session_id, lock=lock)
    if session is None:
        return False  # another worker erased it first
    last = connection.execute(_last_event_at(session)).scalar()
    if last is not None and _aware(last) >= before:
        return False  # played since it was found idle
    _erase(connection, session_id)
    return True


def _aware(moment: datetime) -> datetime:
    """SQLite hands datetimes back naive; they were stored in UTC."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _forget_responses_before(connection: Connection, moment: datetime) -> int:
    return connection.execute(delete(RESPONSES).where(RESPONSES.c.created_at < moment)).rowcount


def _stored_seed(connection: Connection) -> str | None:
    return connection.execute(select(KEYS.c.seed).where(KEYS.c.id == "current")).scalar()


def _keep_seed(connection: Connection, new_seed: bytes) -> bytes:
    stored = _stored_seed(connection)
    if stored is not None:
        return from_b64url(stored)
    connection.execute(insert(KEYS).values(id="current", seed=b64url(new_seed), created_at=utc_now()))
    return new_seed


def _event_record(
    session: SessionRecord,
    type: str,
    actor: Member | None,
    data: dict[str, Any],
    visibility: Visibility,
    combat: CombatSnapshot | None,
    at: datetime | None,
) -> EventRecord:
    """The event that follows ``session``'s last: seq = version + 1."""
    return EventRecord(
        session.id, session.version + 1, type, at or utc_now(), actor.actor if actor else None, visibility, data, combat
    )


# -- webhooks and their outbox --------------------------------------------------------------------


@dataclass(frozen=True)
class Delivery:
    """An outbox row claimed for one attempt: the webhook, the event it carries, the session's system."""

    webhook: Webhook
    event: EventRecord
    system: str
    attempts: int
    first_failed_at: datetime | None


def _webhook(row: Row[Any]) -> Webhook:
    return Webhook(row.id, row.session_id, row.url, row.events, row.format, row.secret, row.status, row.created_at)


def _add_webhook(connection: Connection, webhook: Webhook) -> None:
    connection.execute(insert(WEBHOOKS), {field.name: getattr(webhook, field.name) for field in fields(Webhook)})


def _webhooks(connection: Connection, session_id: str) -> list[Webhook]:
    rows = connection.execute(
        select(WEBHOOKS).where(WEBHOOKS.c.session_id == session_id).order_by(WEBHOOKS.c.created_at, WEBHOOKS.c.id)
    )
    return [_webhook(row) for row in rows]


def _delete_webhook(connection: Connection, session_id: str, webhook_id: str) -> bool:
    connection.execute(delete(DELIVERIES).where(DELIVERIES.c.webhook_id == webhook_id))
    deleted = connection.execute(
        delete(WEBHOOKS).where(WEBHOOKS.c.session_id == session_id, WEBHOOKS.c.id == webhook_id)
    )
    return bool(deleted.rowcount)


_HEAD = DELIVERIES.alias("head")


def _claim(connection: Connection, now: datetime, lease_until: datetime, limit: int) -> list[Delivery]:
    """Due deliveries, each the oldest of its webhook (seq order), leased until ``lease_until`` so no other
    worker takes them meanwhile. ``SKIP LOCKED`` (PostgreSQL): two workers claiming at once take
    different rows; a worker that dies mid-attempt leaves the row to be retried when the lease ends."""
    oldest = select(func.min(_HEAD.c.seq)).where(_HEAD.c.webhook_id == DELIVERIES.c.webhook_id).scalar_subquery()
    rows = connection.execute(
        select(DELIVERIES)
        .where(DELIVERIES.c.next_attempt_at <= now, DELIVERIES.c.seq == oldest)
        .order_by(DELIVERIES.c.next_attempt_at)
        .limit(limit)
        .with_for_update(skip_locked=True)
    ).all()
    claimed = []
    for row in rows:
        connection.execute(
            update(DELIVERIES)
            .where(DELIVERIES.c.webhook_id == row.webhook_id, DELIVERIES.c.seq == row.seq)
            .values(next_attempt_at=lease_until)
        )
        webhook = connection.execute(select(WEBHOOKS).where(WEBHOOKS.c.id == row.webhook_id)).first()
        events = _events(connection, row.session_id, row.seq - 1, 1)
        system = connection.execute(select(SESSIONS.c.system).where(SESSIONS.c.id == row.session_id)).scalar()
        if webhook is None or not events or system is None:
            continue
        claimed.append(Delivery(_webhook(webhook), events[0].decode(), system, row.attempts, row.first_failed_at))
    return claimed


def _delivered(connection: Connection, webhook_id: str, seq: int) -> None:
    connection.execute(delete(DELIVERIES).where(DELIVERIES.c.webhook_id == webhook_id, DELIVERIES.c.seq == seq))


def _retry_later(
    connection: Connection, webhook_id: str, seq: int, attempts: int, at: datetime, first_failed_at: datetime
) -> None:
    connection.execute(
        update(DELIVERIES)
        .where(DELIVERIES.c.webhook_id == webhook_id, DELIVERIES.c.seq == seq)
        .values(attempts=attempts, next_attempt_at=at, first_failed_at=first_failed_at)
    )


def _give_up(connection: Connection, webhook_id: str) -> None:
    """The webhook is marked failing; its outbox is dropped (a failing webhook gets no new rows either)."""
    connection.execute(update(WEBHOOKS).where(WEBHOOKS.c.id == webhook_id).values(status="failing"))
    connection.execute(delete(DELIVERIES).where(DELIVERIES.c.webhook_id == webhook_id))


# -- the store --------------------------------------------------------------------------------------


class SqlWriteTransaction:
    """One session's write, inside the transaction that holds its lock."""

    def __init__(self, connection: Connection, session: SessionRecord) -> None:
        self._connection = connection
        self.session = session
        self.queued_deliveries = False

    @property
    def next_seq(self) -> int:
        return self.session.version + 1

    def stored_response(self, scope: str, key: str) -> StoredResponse | None:
        return _stored(self._connection, scope, key)

    def remember_response(self, response: StoredResponse) -> None:
        _remember(self._connection, self.session.id, response)

    def add_member(self, member: Member, token_hash: str) -> None:
        _add_member(self._connection, member, token_hash)

    def link_discord(self, channel_id: str, user_id: str, member: Member) -> None:
        _link_discord(self._connection, channel_id, user_id, member)

    def add_webhook(self, webhook: Webhook) -> None:
        _add_webhook(self._connection, webhook)

    def member_by_token(self, token_hash: str) -> Member | None:
        return _member_by_token(self._connection, token_hash)

    def remove_member(self, member_id: str) -> CombatRecord | None:
        combat = _remove_member(self._connection, self.session.id, member_id)
        self.session = replace(self.session, credentials=self.session.credentials + 1)
        return combat

    def member(self, member_id: str) -> Member | None:
        row = self._connection.execute(
            select(MEMBERS).where(MEMBERS.c.id == member_id, MEMBERS.c.session_id == self.session.id)
        ).first()
        return _member(row) if row else None

    def replace_token(self, member_id: str, token_hash: str) -> str:
        old: str = self._connection.execute(select(MEMBERS.c.token_hash).where(MEMBERS.c.id == member_id)).scalar_one()
        self._connection.execute(update(MEMBERS).where(MEMBERS.c.id == member_id).values(token_hash=token_hash))
        _revoke(self._connection, self.session.id)
        self.session = replace(self.session, credentials=self.session.credentials + 1)
        return old

    def replace_join_code(self, join_code: str, join_code_hash: str) -> None:
        self._connection.execute(
            update(SESSIONS)
            .where(SESSIONS.c.id == self.session.id)
            .values(join_code=join_code, join_code_hash=join_code_hash)
        )
        self.session = replace(self.session, join_code=join_code, join_code_hash=join_code_hash)

    def end(self) -> None:
        self._connection.execute(update(SESSIONS).where(SESSIONS.c.id == self.session.id).values(ended=True))
        self.session = replace(self.session, ended=True)

    def erase(self) -> None:
        _erase(self._connection, self.session.id)

    def players(self) -> list[Member]:
        return _players(self._connection, self.session.id)

    def rename_and_configure(self, name: str, settings: dict[str, Any]) -> None:
        self._connection.execute(
            update(SESSIONS).where(SESSIONS.c.id == self.session.id).values(name=name, settings=settings)
        )
        self.session = replace(self.session, name=name, settings=settings)

    def latest_combat(self) -> CombatRecord | None:
        return _latest_combat(self._connection, self.session.id)

    def save_combat(self, combat: CombatRecord, *, new: bool) -> None:
        _save_combat(self._connection, combat, new)

    def append(
        self,
        type: str,
        actor: Member | None,
        data: dict[str, Any],
        *,
        visibility: Visibility = "public",
        combat: CombatSnapshot | None = None,
        at: datetime | None = None,
    ) -> EventRecord:
        record = _event_record(self.session, type, actor, data, visibility, combat, at)
        self._log(record)
        self.session = replace(self.session, version=record.seq)
        return record

    def _log(self, record: EventRecord) -> None:
        self.queued_deliveries |= _append(self._connection, record, self.session.credentials)


def _change(connection: Connection, session_id: str, lock: bool, work: Callable[[WriteTransaction], T]) -> T:
    session = _find_session(connection, session_id, lock=lock)
    if session is None:
        raise NotFound(f"unknown session {session_id!r}")
    return work(SqlWriteTransaction(connection, session))


class _NeedsLock(Exception):
    """The unit of work cannot run on a session read without its lock: it runs again under the lock."""


class _Refused:
    """The connection of an :class:`_Unlocked` transaction: any statement asks for the lock instead."""

    def __getattr__(self, name: str) -> NoReturn:
        raise _NeedsLock(name)


class _Unlocked(SqlWriteTransaction):
    """A unit of work on a session read without its lock, which may read that session and append one event,
    nothing else: the event is logged once the unit returns (:data:`_LOG_EVENT_AND_ENQUEUE`), if the session
    is still as read. Anything more raises :class:`_NeedsLock`."""

    def __init__(self, session: SessionRecord) -> None:
        super().__init__(typing.cast(Connection, _Refused()), session)
        self.logged: dict[str, Any] | None = None
        """What logging the appended event binds."""

    def _log(self, record: EventRecord) -> None:
        if self.logged is not None:
            raise _NeedsLock("a second event")
        self.logged = {**_event_values(record), "credentials": self.session.credentials}


async def _change_unlocked(database: PostgresDatabase, session_id: str, work: Callable[[WriteTransaction], T]) -> T:
    """``work`` in two statements, each committed by itself, without the session's row lock: read the session,
    run the unit, then log its event only if the session is still as read (one statement, see
    :data:`_LOG_EVENT_AND_ENQUEUE`). A lock waited for is a round trip of its own, and so are ``BEGIN`` and
    ``COMMIT``: a locked write takes four. Raises :class:`_NeedsLock` when the unit needs more than this,
    the session moved on meanwhile, or the read failed (the locked path then reports or retries it).
    A connection lost during the log's statement is not retried: it may have committed."""
    async with database.driver() as (connection, dialect):
        sql, parameters = _SESSION.bound(dialect, {"session_id": session_id})
        try:
            row = await connection.fetchrow(sql, *parameters)
        except Exception as error:  # the locked path opens another connection, and reports what it finds
            raise _NeedsLock("the read failed") from error
        if row is None:
            raise NotFound(f"unknown session {session_id!r}")
        transaction = _Unlocked(_session_record(tuple(row)))
        result = work(transaction)
        if transaction.logged is None:
            return result
        sql, parameters = _LOG_EVENT_AND_ENQUEUE.bound(dialect, transaction.logged)
        try:
            logged, queued = await connection.fetchrow(sql, *parameters) or (0, 0)
        except asyncpg.PostgresError as error:  # refused whole by the server: nothing was written
            raise _NeedsLock("the log's statement failed") from error
        except Exception as error:  # lost or broken on the way: it may have committed, so it is not rerun
            raise _unavailable(error) from error
        if not logged:
            raise _NeedsLock("the session moved on")
        transaction.queued_deliveries = queued > 0
        return result


class SqlStore:
    """The :class:`~app.sessions.store.protocol.Store` on a :class:`~app.sessions.store.database.Database`."""

    def __init__(self, database: Database) -> None:
        self.database = database
        # A write locks its session's row; SQLite's BEGIN IMMEDIATE already holds the whole database.
        self._locks = database.dialect != "sqlite"
        # On PostgreSQL, a write that only reads the session and appends an event first runs without the lock.
        self._unlocked = database if isinstance(database, PostgresDatabase) else None

    @_reachable
    async def create_session(
        self, session: SessionRecord, gm: Member, gm_token_hash: str, response: StoredResponse | None
    ) -> EventRecord:
        session = replace(session, version=0)
        created = _event_record(
            session,
            "session_created",
            gm,
            {"id": session.id, "system": session.system, "name": session.name},
            "public",
            None,
            None,
        )
        await self.database.run(
            partial(
                _create_session, session=session, gm=gm, gm_token_hash=gm_token_hash, created=created, response=response
            ),
            write=True,
        )
        return created

    @_reachable
    async def change(self, session_id: str, work: Callable[[WriteTransaction], T]) -> T:
        if self._unlocked is not None and CHECKED.hold():
            try:
                return await _change_unlocked(self._unlocked, session_id, work)
            except _NeedsLock:
                pass  # from the start, under the lock
        return await self.database.run(partial(_change, session_id=session_id, lock=self._locks, work=work), write=True)

    async def _read(self, work: Callable[[Connection], T]) -> T:
        return await self.database.run(work, write=False)

    @_reachable
    async def stored_response(self, scope: str, key: str) -> StoredResponse | None:
        return await self._read(partial(_stored, scope=scope, key=key))

    @_reachable
    async def session(self, session_id: str) -> SessionRecord | None:
        return await self._read(partial(_find_session, session_id=session_id))

    @_reachable
    async def snapshot(self, session_id: str) -> tuple[SessionRecord, list[Member], CombatRecord | None]:
        return await self._read(partial(_snapshot, session_id=session_id))

    @_reachable
    async def member_by_token(self, token_hash: str) -> tuple[Member, int] | None:
        return await self._read(partial(_member_and_credentials, token_hash=token_hash))

    @_reachable
    async def idle_sessions(self, before: datetime, limit: int) -> list[str]:
        return await self._read(partial(_idle_sessions, before=before, limit=limit))

    @_reachable
    async def erase_if_idle(self, session_id: str, before: datetime) -> bool:
        work = partial(_erase_if_idle, session_id=session_id, lock=self._locks, before=before)
        return await self.database.run(work, write=True)

    @_reachable
    async def players(self, session_id: str) -> list[Member]:
        return await self._read(partial(_players, session_id=session_id))

    @_reachable
    async def events(self, session_id: str, after: int, limit: int) -> list[StoredEvent]:
        return await self._read(partial(_events, session_id=session_id, after=after, limit=limit))

    @_reachable
    async def session_by_join_code(self, join_code_hash: str) -> SessionRecord | None:
        return await self._read(partial(_session_by_join_code, join_code_hash=join_code_hash))

    @_reachable
    async def discord_member(self, channel_id: str, user_id: str) -> Member | None:
        return await self._read(partial(_discord_member, channel_id=channel_id, user_id=user_id))

    @_reachable
    async def unlink_discord(self, channel_id: str, user_id: str) -> bool:
        return await self.database.run(partial(_unlink_discord, channel_id=channel_id, user_id=user_id), write=True)

    @_reachable
    async def webhooks(self, session_id: str) -> list[Webhook]:
        return await self._read(partial(_webhooks, session_id=session_id))

    @_reachable
    async def delete_webhook(self, session_id: str, webhook_id: str) -> bool:
        return await self.database.run(
            partial(_delete_webhook, session_id=session_id, webhook_id=webhook_id), write=True
        )

    @_reachable
    async def claim_deliveries(self, now: datetime, lease_until: datetime, limit: int) -> list[Delivery]:
        return await self.database.run(partial(_claim, now=now, lease_until=lease_until, limit=limit), write=True)

    @_reachable
    async def delivered(self, webhook_id: str, seq: int) -> None:
        await self.database.run(partial(_delivered, webhook_id=webhook_id, seq=seq), write=True)

    @_reachable
    async def retry_later(
        self, webhook_id: str, seq: int, attempts: int, at: datetime, first_failed_at: datetime
    ) -> None:
        await self.database.run(
            partial(
                _retry_later, webhook_id=webhook_id, seq=seq, attempts=attempts, at=at, first_failed_at=first_failed_at
            ),
            write=True,
        )

    @_reachable
    async def give_up(self, webhook_id: str) -> None:
        await self.database.run(partial(_give_up, webhook_id=webhook_id), write=True)

    @_reachable
    async def forget_responses_before(self, moment: datetime) -> int:
        return await self.database.run(partial(_forget_responses_before, moment=moment), write=True)

    @_reachable
    async def signing_seed(self, new_seed: bytes) -> bytes:
        """The server's signing key seed; ``new_seed`` becomes it if there is none yet (first start)."""
        try:
            return await self.database.run(partial(_keep_seed, new_seed=new_seed), write=True)
        except exc.IntegrityError:  # another host stored its key first: use that one
            stored = await self._read(_stored_seed)
            if stored is None:
                raise
            return from_b64url(stored)

    async def ping(self) -> bool:
        return await ping(self.database)

    async def close(self) -> None:
        await self.database.close()
