"""Play sessions: sessions, members, combats and combatants, the event log, idempotent responses.

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0001"
down_revision: str | Sequence[str] | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")
TIMESTAMP = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "sessions",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("system", sa.String(32), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("join_code_hash", sa.String(64), nullable=False),
        sa.Column("version", sa.BigInteger(), nullable=False),
        sa.Column("created_at", TIMESTAMP, nullable=False),
    )
    op.create_table(
        "members",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("session_id", sa.String(32), sa.ForeignKey("sessions.id"), nullable=False, index=True),
        sa.Column("role", sa.String(8), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("created_at", TIMESTAMP, nullable=False),
    )
    op.create_table(
        "combats",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("session_id", sa.String(32), sa.ForeignKey("sessions.id"), nullable=False, index=True),
        sa.Column("phase", sa.String(32), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("ended", sa.Boolean(), nullable=False),
        sa.Column("state", JSON, nullable=False),
        sa.Column("declarations", JSON, nullable=False),
        sa.Column("started_at", TIMESTAMP, nullable=False),
    )
    op.create_table(
        "combatants",
        sa.Column("combat_id", sa.String(32), sa.ForeignKey("combats.id"), primary_key=True),
        sa.Column("combatant_id", sa.String(200), primary_key=True),
        sa.Column("controller_id", sa.String(32), sa.ForeignKey("members.id"), nullable=True),
    )
    op.create_table(
        "events",
        sa.Column("session_id", sa.String(32), sa.ForeignKey("sessions.id"), primary_key=True),
        sa.Column("seq", sa.BigInteger(), primary_key=True, autoincrement=False),
        sa.Column("type", sa.String(32), nullable=False),
        sa.Column("at", TIMESTAMP, nullable=False),
        sa.Column("actor_id", sa.String(32), nullable=True),
        sa.Column("actor", JSON, nullable=True),
        sa.Column("visibility", sa.String(8), nullable=False),
        sa.Column("data", JSON, nullable=False),
        sa.Column("combat", JSON, nullable=True),
    )
    op.create_table(
        "idempotency",
        sa.Column("scope", sa.String(64), primary_key=True),
        sa.Column("key", sa.String(200), primary_key=True),
        sa.Column("request_hash", sa.String(64), nullable=False),
        sa.Column("status", sa.Integer(), nullable=False),
        sa.Column("body", JSON, nullable=False),
        sa.Column("created_at", TIMESTAMP, nullable=False, index=True),
    )


def downgrade() -> None:
    for table in ("idempotency", "events", "combatants", "combats", "members", "sessions"):
        op.drop_table(table)
