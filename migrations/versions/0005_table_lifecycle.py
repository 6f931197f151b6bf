"""The table's life: ended sessions, readable join codes, credential revocations, erasable responses.

Revision ID: 0005
Revises: 0003
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | Sequence[str] | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("sessions") as table:
        table.add_column(sa.Column("join_code", sa.String(64), nullable=True))
        table.add_column(sa.Column("ended", sa.Boolean(), nullable=False, server_default=sa.false()))
        table.add_column(sa.Column("credentials", sa.BigInteger(), nullable=False, server_default="0"))
    with op.batch_alter_table("idempotency") as table:
        table.add_column(sa.Column("session_id", sa.String(32), nullable=True))
        table.create_index("ix_idempotency_session_id", ["session_id"])


def downgrade() -> None:
    with op.batch_alter_table("idempotency") as table:
        table.drop_index("ix_idempotency_session_id")
        table.drop_column("session_id")
    with op.batch_alter_table("sessions") as table:
        for column in ("credentials", "ended", "join_code"):
            table.drop_column(column)
