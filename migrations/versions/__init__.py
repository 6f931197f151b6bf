"""Alembic revisions, one module per revision (a package so that the wheel ships them)."""
