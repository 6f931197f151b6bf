"""Core statements compiled once per dialect and run on the driver's cursor, for the write path: the adapter
that holds this project's use of SQLAlchemy's internals.

``Connection.execute`` looks a statement up in SQLAlchemy's compiled cache, builds its parameters, sets
up an execution context and a result on every call: most of a table roll's SQL cost on SQLite. A
:class:`DriverStatement` does the dialect's part once (SQL text, parameter order, each parameter's bind
processor) and runs on the connection's DBAPI cursor, inside the transaction SQLAlchemy holds. Driver
errors are wrapped as SQLAlchemy's (``IntegrityError``, ``OperationalError``...), and a connection the
dialect finds lost is invalidated with every pooled connection opened before it, as ``Connection.execute``
would. Rows come back as the driver's
tuples, untyped: use it for statements that return nothing, or only columns the driver already gives
as Python values (text, integers).

What of SQLAlchemy's internals it relies on: a compiled statement's ``positiontup`` and ``binds``, a bind
type's ``bind_processor``, the dialect's ``loaded_dbapi`` and ``is_disconnect``, the pool's ``_invalidate``.
On a SQLAlchemy release it was not checked against (:data:`CHECKED`), a statement runs through
``Connection.execute`` instead: the same SQL, rows and errors, at Core's cost.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from contextlib import suppress
from typing import Any
from weakref import WeakKeyDictionary

from sqlalchemy import exc
from sqlalchemy.engine import Connection, Dialect
from sqlalchemy.engine.interfaces import DBAPICursor
from sqlalchemy.sql.expression import Executable

from app.releases import CheckedReleases

CHECKED = CheckedReleases(
    "sqlalchemy", "2.1", "2.2", uses="compiled statements' positional parameters, run on the driver's cursor"
)

Plan = tuple[str, list[tuple[str, Callable[[Any], Any] | None]]]


class DriverStatement:
    def __init__(self, statement: Executable, columns: Sequence[str] | None = None) -> None:
        """``columns``: the columns an INSERT or UPDATE sets, named as its parameters."""
        self.statement = statement
        self.columns = list(columns) if columns is not None else None
        self._plans: WeakKeyDictionary[Dialect, Plan] = WeakKeyDictionary()

    def _plan(self, dialect: Dialect) -> Plan:
        compiled = self.statement.compile(dialect=dialect, column_keys=self.columns)  # type: ignore[attr-defined]
        if compiled.positiontup is None:
            raise ValueError(f"{dialect.name} does not use positional parameters")
        parameters = [
            (name, compiled.binds[name].type.dialect_impl(dialect).bind_processor(dialect))
            for name in compiled.positiontup
        ]
        return str(compiled), parameters

    def bound(self, dialect: Dialect, values: Mapping[str, Any]) -> tuple[str, tuple[Any, ...]]:
        """The dialect's SQL and the positional parameters it takes for ``values``, as the driver takes them
        (for a statement run on the driver's own connection, e.g. asyncpg's ``fetchrow(sql, *parameters)``)."""
        plan = self._plans.get(dialect)
        if plan is None:
            plan = self._plans[dialect] = self._plan(dialect)
        sql, parameters = plan
        return sql, tuple(values[name] if process is None else process(values[name]) for name, process in parameters)

    def _execute(self, connection: Connection, values: Mapping[str, Any]) -> DBAPICursor:
        dialect = connection.dialect
        sql, bound = self.bound(dialect, values)
        dbapi_connection = connection.connection
        cursor = None
        try:
            cursor = dbapi_connection.cursor()
            cursor.execute(sql, bound)
        except dialect.loaded_dbapi.Error as error:
            lost = dialect.is_disconnect(error, dbapi_connection.dbapi_connection, cursor)
            if cursor is not None:
                with suppress(dialect.loaded_dbapi.Error):  # a cursor of a closed connection refuses to close
                    cursor.close()
            if lost:  # as Connection.execute: the pool replaces every connection as old as this one
                connection.engine.pool._invalidate(connection.connection, error)
                connection.invalidate(error)
            raise exc.DBAPIError.instance(
                sql, bound, error, dialect.loaded_dbapi.Error, connection_invalidated=lost, dialect=dialect
            ) from error
        return cursor

    def run(self, connection: Connection, values: Mapping[str, Any]) -> int:
        """Execute; the number of rows it changed."""
        if not CHECKED.hold():
            return connection.execute(self.statement, values).rowcount
        cursor = self._execute(connection, values)
        count: int = cursor.rowcount
        cursor.close()
        return count

    def first(self, connection: Connection, values: Mapping[str, Any]) -> Sequence[Any] | None:
        """Execute; its first row, if any."""
        if not CHECKED.hold():
            found = connection.execute(self.statement, values).first()
            return tuple(found) if found is not None else None
        cursor = self._execute(connection, values)
        row: Sequence[Any] | None = cursor.fetchone()
        cursor.close()
        return row
