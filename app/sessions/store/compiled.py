"""Core statements compiled once per dialect and run as the driver's own SQL, for the write path.

``Connection.execute`` looks a statement up in SQLAlchemy's compiled cache, builds its parameters and
sets up its result on every call: about 30 µs per statement, a third of a table roll's SQL on SQLite.
A :class:`DriverStatement` does the dialect's part once (SQL text, parameter order, each parameter's
bind processor) and runs through ``Connection.exec_driver_sql``, so transactions, events and error
wrapping stay SQLAlchemy's. Its results come back untyped: use it for statements that return nothing,
or only columns the driver already gives as Python values (text, integers).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any
from weakref import WeakKeyDictionary

from sqlalchemy.engine import Connection, CursorResult, Dialect
from sqlalchemy.sql.expression import Executable

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

    def __call__(self, connection: Connection, values: Mapping[str, Any]) -> CursorResult[Any]:
        dialect = connection.dialect
        plan = self._plans.get(dialect)
        if plan is None:
            plan = self._plans[dialect] = self._plan(dialect)
        sql, parameters = plan
        bound = tuple(values[name] if process is None else process(values[name]) for name, process in parameters)
        return connection.exec_driver_sql(sql, bound)
