"""The store's failures: 503s that say whether the store is overloaded or away, and no lock left behind."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import exc, make_url
from sqlalchemy.engine import Connection

from app.sessions.errors import Unavailable
from app.sessions.store.database import SqliteDatabase
from app.sessions.store.sql import _unavailable

UNREACHABLE = "the session store is unreachable; try again shortly"


@pytest.mark.parametrize(
    ("error", "message"),
    [
        (exc.TimeoutError("QueuePool limit reached"), "the session store is busy; try again shortly"),
        (exc.OperationalError("SELECT 1", {}, OSError("refused")), UNREACHABLE),
        (OSError("refused"), UNREACHABLE),
    ],
)
def test_a_full_pool_is_busy_and_a_lost_connection_unreachable(error: Exception, message: str) -> None:
    unavailable = _unavailable(error)
    assert isinstance(unavailable, Unavailable)
    assert str(unavailable) == message


def _create_table(connection: Connection) -> None:
    connection.exec_driver_sql("CREATE TABLE t (id INTEGER PRIMARY KEY)")


def _insert_one_twice(connection: Connection) -> None:
    connection.exec_driver_sql("INSERT INTO t VALUES (1)")
    connection.exec_driver_sql("INSERT INTO t VALUES (1)")


def _insert_two(connection: Connection) -> None:
    connection.exec_driver_sql("INSERT INTO t VALUES (2)")


def _ids(connection: Connection) -> list[int]:
    return list(connection.exec_driver_sql("SELECT id FROM t ORDER BY id").scalars())


@pytest.mark.anyio
async def test_a_write_failing_at_commit_rolls_back_and_frees_the_database(tmp_path: Path) -> None:
    """Deferred writes run at commit; when they fail there, the transaction must still end (rolled back),
    or its connection would keep SQLite's write lock and every later write would time out."""
    database = SqliteDatabase(make_url(f"sqlite:///{tmp_path / 'commit.db'}"))
    try:
        await database.run(_create_table, write=True)
        with pytest.raises(exc.IntegrityError):
            async with database.transaction() as transaction:
                transaction.defer(_insert_one_twice)
        await database.run(_insert_two, write=True)
        assert await database.run(_ids, write=False) == [2]
    finally:
        await database.close()
