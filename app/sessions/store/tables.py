"""The tables of play sessions (SQLModel), the same on SQLite and PostgreSQL.

A session row carries ``version``, the seq of its last event: allocating the next seq locks that row
inside the write transaction, so seqs are gapless per session and commit in order.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, Column, DateTime, ForeignKey, MetaData, String, Text, false
from sqlalchemy.dialects.postgresql import JSONB
from sqlmodel import Field, SQLModel

metadata: MetaData = SQLModel.metadata

# JSONB on PostgreSQL (compact, indexable), plain JSON text on SQLite; Python None is SQL NULL.
JsonColumn = JSON(none_as_null=True).with_variant(JSONB(none_as_null=True), "postgresql")


def _json(nullable: bool = False) -> Any:
    return Field(default=None, sa_column=Column(JsonColumn, nullable=nullable))


def _timestamp(index: bool = False) -> Any:
    return Field(sa_column=Column(DateTime(timezone=True), nullable=False, index=index))


class SessionRow(SQLModel, table=True):
    """One table's play: the system it plays, its version (last seq), its join code (shown to its GM) and
    its settings.

    ``credentials`` counts the revocations of its tokens (a player left or a token was rotated): a worker
    that remembered a token before the count moved checks it again.
    """

    __tablename__ = "sessions"

    id: str = Field(primary_key=True, max_length=32)
    system: str = Field(max_length=32)
    name: str = Field(max_length=200)
    join_code_hash: str = Field(max_length=64, index=True)
    version: int = Field(sa_column=Column(BigInteger, nullable=False))
    created_at: datetime = _timestamp()
    settings: dict[str, Any] = _json()
    join_code: str | None = Field(default=None, max_length=64)
    ended: bool = Field(default=False, sa_column_kwargs={"server_default": false()})
    credentials: int = Field(default=0, sa_column=Column(BigInteger, nullable=False, server_default="0"))


class MemberRow(SQLModel, table=True):
    """The GM or a player of a session; only the hash of its bearer token is kept."""

    __tablename__ = "members"

    id: str = Field(primary_key=True, max_length=32)
    session_id: str = Field(foreign_key="sessions.id", index=True, max_length=32)
    role: str = Field(max_length=8)
    name: str = Field(max_length=200)
    token_hash: str = Field(max_length=64, unique=True)
    created_at: datetime = _timestamp()


class CombatRow(SQLModel, table=True):
    """A session's combat: the system's state document as JSON, and the declarations collected so far.

    ``declarations`` maps a combatant id (``""`` for the GM's table-wide part) to its declaration for
    the current phase. A session has at most one combat that is not ended.
    """

    __tablename__ = "combats"

    id: str = Field(primary_key=True, max_length=32)
    session_id: str = Field(foreign_key="sessions.id", index=True, max_length=32)
    phase: str = Field(max_length=32)
    round: int
    ended: bool = Field(default=False)
    state: dict[str, Any] = _json()
    declarations: dict[str, Any] = _json()
    started_at: datetime = _timestamp()


class CombatantRow(SQLModel, table=True):
    """A combatant of a combat and the player who controls it (none: the GM's)."""

    __tablename__ = "combatants"

    combat_id: str = Field(foreign_key="combats.id", primary_key=True, max_length=32)
    combatant_id: str = Field(primary_key=True, max_length=200)
    controller_id: str | None = Field(default=None, foreign_key="members.id", max_length=32)


class EventRow(SQLModel, table=True):
    """The append-only log: one row per change, ``seq`` gapless per session.

    ``visibility`` and ``actor_id`` decide who may see a roll; ``combat`` is the combat state after the
    event when the event changed it, so any worker can rebuild a client's view at that seq. ``receipt`` is
    the compact JWS of a roll's receipt; what its record holds verbatim (the input, the result) is not
    repeated in ``data`` (see :func:`app.sessions.records.split_receipt`).
    """

    __tablename__ = "events"

    session_id: str = Field(foreign_key="sessions.id", primary_key=True, max_length=32)
    seq: int = Field(sa_column=Column(BigInteger, primary_key=True, autoincrement=False))
    type: str = Field(max_length=32)
    at: datetime = _timestamp()
    actor_id: str | None = Field(default=None, max_length=32)
    actor: dict[str, Any] | None = _json(nullable=True)
    visibility: str = Field(default="public", max_length=8)
    data: dict[str, Any] = _json()
    combat: dict[str, Any] | None = _json(nullable=True)
    receipt: str | None = Field(default=None, sa_column=Column(Text, nullable=True))


class IdempotencyRow(SQLModel, table=True):
    """The first 2xx response to a request with an ``Idempotency-Key``, kept for replays."""

    __tablename__ = "idempotency"

    scope: str = Field(primary_key=True, max_length=64)
    key: str = Field(primary_key=True, max_length=200)
    request_hash: str = Field(max_length=64)
    status: int
    body: dict[str, Any] | list[Any] = _json()
    created_at: datetime = _timestamp(index=True)
    session_id: str | None = Field(default=None, index=True, max_length=32)
    """The session the response belongs to, so erasing the session erases it too."""


class SigningKeyRow(SQLModel, table=True):
    """The server's Ed25519 signing key, generated on first start and shared by every worker."""

    __tablename__ = "signing_keys"

    id: str = Field(primary_key=True, max_length=16)
    seed: str = Field(max_length=64, description="The private key's 32 bytes, base64url.")
    created_at: datetime = _timestamp()


class DiscordLinkRow(SQLModel, table=True):
    """A Discord user in a Discord channel, playing at a session as one of its players (no token kept)."""

    __tablename__ = "discord_links"

    channel_id: str = Field(primary_key=True, max_length=32)
    user_id: str = Field(primary_key=True, max_length=32)
    session_id: str = Field(
        sa_column=Column(String(32), ForeignKey("sessions.id", ondelete="CASCADE"), nullable=False, index=True)
    )
    member_id: str = Field(sa_column=Column(String(32), ForeignKey("members.id", ondelete="CASCADE"), nullable=False))
    created_at: datetime = _timestamp()


class WebhookRow(SQLModel, table=True):
    """An endpoint that receives a session's events as a player sees them, signed (Standard Webhooks).

    ``events`` lists the event types it wants (null: all); ``status`` is ``active`` or ``failing`` (its
    deliveries kept failing for the whole retry window); ``secret`` signs, so it is kept as it is.
    """

    __tablename__ = "webhooks"

    id: str = Field(primary_key=True, max_length=32)
    session_id: str = Field(
        sa_column=Column(String(32), ForeignKey("sessions.id", ondelete="CASCADE"), nullable=False, index=True)
    )
    url: str = Field(max_length=2048)
    events: list[str] | None = _json(nullable=True)
    format: str = Field(max_length=8)
    secret: str = Field(max_length=64)
    status: str = Field(max_length=8)
    created_at: datetime = _timestamp()


class WebhookDeliveryRow(SQLModel, table=True):
    """The outbox: one row per event per webhook, written in the event's own transaction, deleted once the
    endpoint took it. A webhook's rows go out in ``seq`` order, one at a time."""

    __tablename__ = "webhook_deliveries"

    webhook_id: str = Field(
        sa_column=Column(String(32), ForeignKey("webhooks.id", ondelete="CASCADE"), primary_key=True)
    )
    seq: int = Field(sa_column=Column(BigInteger, primary_key=True, autoincrement=False))
    session_id: str = Field(max_length=32)
    attempts: int = 0
    next_attempt_at: datetime = _timestamp(index=True)
    first_failed_at: datetime | None = Field(default=None, sa_column=Column(DateTime(timezone=True), nullable=True))
