"""Discord links (a Discord user in a channel plays at a session as one of its players), and outbound
webhooks with their delivery outbox.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0006"
down_revision: str | Sequence[str] | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")
TIMESTAMP = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "discord_links",
        sa.Column("channel_id", sa.String(32), primary_key=True),
        sa.Column("user_id", sa.String(32), primary_key=True),
        sa.Column(
            "session_id", sa.String(32), sa.ForeignKey("sessions.id", ondelete="CASCADE"), nullable=False, index=True
        ),
        sa.Column("member_id", sa.String(32), sa.ForeignKey("members.id", ondelete="CASCADE"), nullable=False),
        sa.Column("created_at", TIMESTAMP, nullable=False),
    )
    op.create_table(
        "webhooks",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column(
            "session_id", sa.String(32), sa.ForeignKey("sessions.id", ondelete="CASCADE"), nullable=False, index=True
        ),
        sa.Column("url", sa.String(2048), nullable=False),
        sa.Column("events", JSON, nullable=True),
        sa.Column("format", sa.String(8), nullable=False),
        sa.Column("secret", sa.String(64), nullable=False),
        sa.Column("status", sa.String(8), nullable=False),
        sa.Column("created_at", TIMESTAMP, nullable=False),
    )
    op.create_table(
        "webhook_deliveries",
        sa.Column("webhook_id", sa.String(32), sa.ForeignKey("webhooks.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("seq", sa.BigInteger(), primary_key=True, autoincrement=False),
        sa.Column("session_id", sa.String(32), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_attempt_at", TIMESTAMP, nullable=False, index=True),
        sa.Column("first_failed_at", TIMESTAMP, nullable=True),
    )
    # /table link finds a session by its join code alone.
    op.create_index("ix_sessions_join_code_hash", "sessions", ["join_code_hash"])


def downgrade() -> None:
    op.drop_index("ix_sessions_join_code_hash", "sessions")
    op.drop_table("webhook_deliveries")
    op.drop_table("webhooks")
    op.drop_table("discord_links")
