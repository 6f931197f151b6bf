"""Discord links: a Discord user in a channel plays at a session as one of its players.

Revision ID: 0006
Revises: 0003
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | Sequence[str] | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "discord_links",
        sa.Column("channel_id", sa.String(32), primary_key=True),
        sa.Column("user_id", sa.String(32), primary_key=True),
        sa.Column(
            "session_id", sa.String(32), sa.ForeignKey("sessions.id", ondelete="CASCADE"), nullable=False, index=True
        ),
        sa.Column("member_id", sa.String(32), sa.ForeignKey("members.id", ondelete="CASCADE"), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    # /table link finds a session by its join code alone.
    op.create_index("ix_sessions_join_code_hash", "sessions", ["join_code_hash"])


def downgrade() -> None:
    op.drop_index("ix_sessions_join_code_hash", "sessions")
    op.drop_table("discord_links")
