"""The Alembic migrations (SQLite and PostgreSQL), shipped in the wheel beside ``app``: see app/migrate.py."""
