"""A session's settings (who may supply dice, the default roll visibility), as a JSON object.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0003"
down_revision: str | Sequence[str] | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

JSON = sa.JSON().with_variant(postgresql.JSONB(), "postgresql")


def upgrade() -> None:
    # Sessions created before settings existed keep every default.
    op.add_column("sessions", sa.Column("settings", JSON, nullable=False, server_default=sa.text("'{}'")))


def downgrade() -> None:
    op.drop_column("sessions", "settings")
