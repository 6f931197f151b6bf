"""The table's life: ended sessions, readable join codes, credential revocations, erasable responses.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | Sequence[str] | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Plain ADD COLUMN, never a batch (copy-and-drop) on SQLite: dropping the sessions table would
    # break the foreign keys of every row that points at it.
    op.add_column("sessions", sa.Column("join_code", sa.String(64), nullable=True))
    op.add_column("sessions", sa.Column("ended", sa.Boolean(), nullable=False, server_default=sa.false()))
    op.add_column("sessions", sa.Column("credentials", sa.BigInteger(), nullable=False, server_default="0"))
    op.add_column("idempotency", sa.Column("session_id", sa.String(32), nullable=True))
    op.create_index("ix_idempotency_session_id", "idempotency", ["session_id"])


def downgrade() -> None:
    op.drop_index("ix_idempotency_session_id", "idempotency")
    op.drop_column("idempotency", "session_id")
    for column in ("credentials", "ended", "join_code"):
        op.drop_column("sessions", column)
