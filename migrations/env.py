"""Alembic environment: metadata and URL both come from the app, so SQLite and PostgreSQL share it."""

from __future__ import annotations

import asyncio

from alembic import context
from sqlalchemy.engine import Connection

from app.sessions.store.database import open_database
from app.sessions.store.tables import metadata
from app.settings import Settings

config = context.config


def _settings() -> Settings:
    url = config.attributes.get("database_url")
    return Settings(database_url=url) if url else Settings()


# Several hosts may start at once: on PostgreSQL the migrations run under one advisory lock.
MIGRATION_LOCK = 7_315_420_113


def _migrate(connection: Connection) -> None:
    if connection.dialect.name == "postgresql":
        connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({MIGRATION_LOCK})")
    context.configure(
        connection=connection,
        target_metadata=metadata,
        render_as_batch=connection.dialect.name == "sqlite",  # SQLite alters tables by copying them
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


async def _run() -> None:
    settings = _settings()
    settings.ensure_data_dir()
    database = open_database(settings.sqlalchemy_url)
    try:
        await database.run(_migrate, write=True)
    finally:
        await database.close()


if context.is_offline_mode():
    context.configure(url=_settings().sqlalchemy_url, target_metadata=metadata, literal_binds=True)
    with context.begin_transaction():
        context.run_migrations()
else:
    asyncio.run(_run())
