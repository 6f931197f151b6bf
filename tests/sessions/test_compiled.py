"""DriverStatement binds exactly what Core would: the same rows whichever way they were written."""

from __future__ import annotations

from datetime import UTC, datetime
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
    insert,
    select,
    update,
)
from sqlalchemy.dialects.postgresql import psycopg2
from sqlalchemy.engine import create_engine

from app.sessions.store.compiled import DriverStatement

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


@pytest.mark.parametrize("doc", [{"faces": [3, 5], "ok": None}, None, ["å", 1.5]])
def test_a_row_written_through_the_driver_reads_back_as_if_written_by_core(doc: Any) -> None:
    engine = create_engine("sqlite://", json_serializer=lambda value: orjson.dumps(value).decode())
    METADATA.create_all(engine)
    with engine.begin() as connection:
        DriverStatement(insert(THINGS), columns=COLUMNS)(connection, _row(1, doc))
        connection.execute(insert(THINGS), _row(2, doc))
        rows = connection.execute(select(THINGS.c.name, THINGS.c.at, THINGS.c.done, THINGS.c.doc).order_by("id"))
        driver, core = rows.all()
        stored = connection.exec_driver_sql("SELECT doc FROM things ORDER BY id").scalars().all()
    assert driver == core
    assert driver.doc == doc
    assert stored[0] == stored[1]  # the same JSON text (or NULL) in the file


def test_updates_bind_their_where_clause_and_values() -> None:
    engine = create_engine("sqlite://")
    METADATA.create_all(engine)
    rename = DriverStatement(update(THINGS).where(THINGS.c.id == bindparam("thing")), columns=("name", "done"))
    with engine.begin() as connection:
        connection.execute(insert(THINGS), [_row(1, None), _row(2, None)])
        assert rename(connection, {"thing": 2, "name": "Bo", "done": False}).rowcount == 1
        names = connection.execute(select(THINGS.c.name, THINGS.c.done).order_by("id")).all()
    assert [tuple(row) for row in names] == [("Ulla", True), ("Bo", False)]


def test_a_dialect_without_positional_parameters_is_refused() -> None:
    statement = DriverStatement(select(THINGS.c.name).where(THINGS.c.id == bindparam("thing")))
    with pytest.raises(ValueError, match="positional"):
        statement(SimpleNamespace(dialect=psycopg2.dialect()), {"thing": 1})  # type: ignore[arg-type,no-untyped-call]
