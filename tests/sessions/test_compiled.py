"""DriverStatement binds exactly what Core would, and fails as Core would: the same rows whichever way
they were written, the same exceptions when the driver refuses; and on a SQLAlchemy release it was not
checked against, it runs through Core itself with the same results."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import orjson
import pytest
from sqlalchemy import (
    JSON,
    Boolean,
    Column,
    DateTime,
    Integer,
    MetaData,
    String,
    Table,
    bindparam,
    exc,
    insert,
    select,
    update,
)
from sqlalchemy.dialects.postgresql import psycopg2
from sqlalchemy.engine import create_engine

from app.releases import CheckedReleases
from app.sessions.store import compiled
from app.sessions.store.compiled import CHECKED, DriverStatement

METADATA = MetaData()
THINGS = Table(
    "things",
    METADATA,
    Column("id", Integer, primary_key=True),
    Column("name", String(20)),
    Column("at", DateTime(timezone=True)),
    Column("done", Boolean),
    Column("doc", JSON(none_as_null=True)),
)
COLUMNS = ("id", "name", "at", "done", "doc")
AT = datetime(2026, 11, 29, 21, 30, 5, 123456, tzinfo=UTC)


def _row(id: int, doc: Any) -> dict[str, Any]:
    return {"id": id, "name": "Ulla", "at": AT, "done": True, "doc": doc}


@pytest.fixture(params=["driver", "core"])
def way(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Through the driver's cursor (the adapter's path), or through Core (its path on another release)."""
    if request.param == "core":
        monkeypatch.setattr(compiled, "CHECKED", CheckedReleases("sqlalchemy", "0", "1", uses=CHECKED.uses))
    way: str = request.param
    return way


def test_the_installed_sqlalchemy_is_a_release_its_adapter_was_checked_against() -> None:
    """Fails on a new SQLAlchemy release (make test-latest): check the internals, then widen CHECKED."""
    assert CHECKED.hold(), CHECKED.explain()


@pytest.mark.parametrize("doc", [{"faces": [3, 5], "ok": None}, None, ["å", 1.5]])
def test_a_row_written_through_the_driver_reads_back_as_if_written_by_core(doc: Any, way: str) -> None:
    engine = create_engine("sqlite://", json_serializer=lambda value: orjson.dumps(value).decode())
    METADATA.create_all(engine)
    with engine.begin() as connection:
        assert DriverStatement(insert(THINGS), columns=COLUMNS).run(connection, _row(1, doc)) == 1
        connection.execute(insert(THINGS), _row(2, doc))
        rows = connection.execute(select(THINGS.c.name, THINGS.c.at, THINGS.c.done, THINGS.c.doc).order_by("id"))
        driver, core = rows.all()
        stored = connection.exec_driver_sql("SELECT doc FROM things ORDER BY id").scalars().all()
    assert driver == core
    assert driver.doc == doc
    assert stored[0] == stored[1]  # the same JSON text (or NULL) in the file


def test_updates_bind_their_where_clause_and_values(way: str) -> None:
    engine = create_engine("sqlite://")
    METADATA.create_all(engine)
    rename = DriverStatement(update(THINGS).where(THINGS.c.id == bindparam("thing")), columns=("name", "done"))
    with engine.begin() as connection:
        connection.execute(insert(THINGS), [_row(1, None), _row(2, None)])
        assert rename.run(connection, {"thing": 2, "name": "Bo", "done": False}) == 1
        assert rename.run(connection, {"thing": 3, "name": "Cy", "done": False}) == 0
        names = connection.execute(select(THINGS.c.name, THINGS.c.done).order_by("id")).all()
    assert [tuple(row) for row in names] == [("Ulla", True), ("Bo", False)]


def test_first_gives_the_first_row_or_none(way: str) -> None:
    engine = create_engine("sqlite://")
    METADATA.create_all(engine)
    name = DriverStatement(select(THINGS.c.id, THINGS.c.name).where(THINGS.c.id == bindparam("thing")))
    with engine.begin() as connection:
        connection.execute(insert(THINGS), [_row(1, None)])
        assert tuple(name.first(connection, {"thing": 1}) or ()) == (1, "Ulla")
        assert name.first(connection, {"thing": 2}) is None


def test_driver_errors_are_sqlalchemy_errors_and_the_transaction_goes_on(way: str) -> None:
    engine = create_engine("sqlite://")
    METADATA.create_all(engine)
    add = DriverStatement(insert(THINGS), columns=COLUMNS)
    with engine.connect() as connection:
        with connection.begin():
            add.run(connection, _row(1, None))
            with pytest.raises(exc.IntegrityError) as raised:
                add.run(connection, _row(1, None))
            assert not raised.value.connection_invalidated
            add.run(connection, _row(2, None))
        assert connection.execute(select(THINGS.c.id).order_by("id")).scalars().all() == [1, 2]


def test_a_connection_found_closed_is_invalidated_and_the_next_use_reconnects(tmp_path: Path, way: str) -> None:
    engine = create_engine(f"sqlite:///{tmp_path / 'things.db'}")
    METADATA.create_all(engine)
    add = DriverStatement(insert(THINGS), columns=COLUMNS)
    with engine.connect() as connection:
        dbapi_connection = connection.connection.dbapi_connection
        assert dbapi_connection is not None
        dbapi_connection.close()
        with pytest.raises(exc.DBAPIError) as raised:
            add.run(connection, _row(1, None))
        assert raised.value.connection_invalidated
        assert connection.invalidated
        with connection.begin():
            add.run(connection, _row(2, None))
        assert connection.execute(select(THINGS.c.id)).scalars().all() == [2]


def test_a_connection_closing_under_its_cursor_is_invalidated_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The statement fails on a cursor opened just before the connection closed: that cursor cannot be
    closed either, and the error still comes out as SQLAlchemy's, the connection invalidated."""
    engine = create_engine(f"sqlite:///{tmp_path / 'things.db'}")
    METADATA.create_all(engine)
    add = DriverStatement(insert(THINGS), columns=COLUMNS)
    with engine.connect() as connection:
        pooled = connection.connection
        opened = pooled.cursor

        def cursor_then_close() -> Any:
            cursor = opened()
            assert pooled.dbapi_connection is not None
            pooled.dbapi_connection.close()
            return cursor

        monkeypatch.setattr(pooled, "cursor", cursor_then_close)
        with pytest.raises(exc.DBAPIError) as raised:
            add.run(connection, _row(1, None))
        assert raised.value.connection_invalidated
        assert connection.invalidated


def test_a_dialect_without_positional_parameters_is_refused() -> None:
    statement = DriverStatement(select(THINGS.c.name).where(THINGS.c.id == bindparam("thing")))
    connection: Any = SimpleNamespace(dialect=psycopg2.dialect())  # type: ignore[no-untyped-call]
    with pytest.raises(ValueError, match="positional"):
        statement.first(connection, {"thing": 1})
