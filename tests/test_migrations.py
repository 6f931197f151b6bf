"""Migrations upgrade a database that already holds sessions (not only an empty one), on both backends."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import text
from sqlalchemy.engine import Connection

from app.migrate import alembic_config
from app.sessions.records import utc_now
from app.sessions.store.database import open_database
from app.settings import Settings
from tests.services import fresh_postgres_database


@pytest.fixture(params=["sqlite", pytest.param("postgresql", marks=pytest.mark.scaled)])
def empty_database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Settings]:
    if request.param == "sqlite":
        yield Settings(database_url=f"sqlite:///{tmp_path / 'rules.db'}")
        return
    with fresh_postgres_database() as url:
        yield Settings(database_url=url)


def _run(settings: Settings, statement: str) -> list[tuple[object, ...]]:
    async def work() -> list[tuple[object, ...]]:
        database = open_database(settings.sqlalchemy_url)
        try:

            def execute(connection: Connection) -> list[tuple[object, ...]]:
                result = connection.execute(text(statement), {"at": utc_now()})
                return [tuple(row) for row in result] if result.returns_rows else []

            return await database.run(execute, write=True)
        finally:
            await database.close()

    return asyncio.run(work())


def test_the_lifecycle_migration_upgrades_a_database_with_sessions_and_goes_back(empty_database: Settings) -> None:
    config = alembic_config(empty_database)
    command.upgrade(config, "0004")
    _run(
        empty_database,
        "INSERT INTO sessions (id, system, name, join_code_hash, version, created_at) "
        "VALUES ('s1', 'duel', 'old', 'hash', 1, :at)",
    )
    _run(
        empty_database,
        "INSERT INTO members (id, session_id, role, name, token_hash, created_at) "
        "VALUES ('m1', 's1', 'gm', 'GM', 'token', :at)",
    )
    command.upgrade(config, "0005")
    rows = _run(empty_database, "SELECT id, join_code, ended, credentials FROM sessions")
    assert [(row[0], row[1], bool(row[2]), row[3]) for row in rows] == [("s1", None, False, 0)]
    command.downgrade(config, "0004")
    command.upgrade(config, "0005")
    assert _run(empty_database, "SELECT count(*) FROM members") == [(1,)]
