"""What the server logs, and how: JSON lines (one object a line) for machines, a plain line for people.

Every record logged while a request is handled carries that request's id (:data:`REQUEST_ID`, set by
:mod:`app.api.observe`, which also writes one line per request). Nothing here logs a header, a query
string or a body: those are where tokens and join codes travel.

uvicorn logs every WebSocket accept, with its query string (where a client may put its bearer token:
``?token=``), and websockets logs "connection open" and "connection closed": three records per socket
at INFO. They are access logs by another name, and uvicorn's HTTP access log is off too (the request
line replaces it): with 10,000 sockets they were a tenth of the server's work to connect them
(bench/connections.py). Warnings and errors about connections still get through.
"""

from __future__ import annotations

import logging
import sys
import time
from contextvars import ContextVar
from typing import Any, Literal

import orjson

# No line shows a record's thread or process: not collecting them saves a little on every record (the
# logging documentation's own advice). Set on import, as each worker process imports this module.
logging.logThreads = False
logging.logProcesses = False
logging.logMultiprocessing = False

REQUEST_ID: ContextVar[str | None] = ContextVar("request_id", default=None)
"""The id of the request being handled, for every record logged while it is."""

PER_CONNECTION = frozenset(
    {
        '%s - "WebSocket %s" [accepted]',  # uvicorn's websockets-sansio protocol
        '%s - "WebSocket %s" 403',
        '%s - "WebSocket %s" %d',
        "connection open",  # websockets' ServerProtocol
        "connection closed",
    }
)

# What every LogRecord has; anything else on a record came from ``extra=`` and is one of its fields.
# uvicorn's ``color_message`` repeats the message with terminal colours.
_STANDARD = frozenset(logging.LogRecord("", 0, "", 0, "", None, None).__dict__) | {
    "message",
    "asctime",
    "color_message",
    "taskName",
}


class PerConnectionRecords(logging.Filter):
    """Drops the INFO records uvicorn and websockets write for each WebSocket connection."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not (record.levelno == logging.INFO and record.msg in PER_CONNECTION)


class _Clock:
    """RFC 3339 UTC times to the millisecond, the date and time of day written once a second (a datetime
    per record cost more than the rest of the line)."""

    def __init__(self) -> None:
        self._second = -1
        self._prefix = ""

    def __call__(self, created: float) -> str:
        second = int(created)
        if second != self._second:
            self._second, self._prefix = second, time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(second))
        return f"{self._prefix}.{int((created - second) * 1000):03d}Z"


def _fields(record: logging.LogRecord) -> dict[str, Any]:
    fields = {name: value for name, value in record.__dict__.items() if name not in _STANDARD}
    request_id = REQUEST_ID.get()
    if request_id is not None and "request_id" not in fields:
        fields["request_id"] = request_id
    return fields


class JsonFormatter(logging.Formatter):
    """``{"time", "level", "logger", "message", ...fields, "exception"?}`` on one line."""

    def __init__(self) -> None:
        super().__init__()
        self._clock = _Clock()

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": self._clock(record.created),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
            **_fields(record),
        }
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        if record.stack_info:
            entry["stack"] = self.formatStack(record.stack_info)
        return orjson.dumps(entry, default=str, option=orjson.OPT_NON_STR_KEYS).decode()


class ConsoleFormatter(logging.Formatter):
    """``time level logger: message  field=value ...``, then any traceback."""

    def format(self, record: logging.LogRecord) -> str:
        line = f"{self.formatTime(record)} {record.levelname:<7} {record.name}: {record.getMessage()}"
        fields = _fields(record)
        if fields:
            line += "  " + " ".join(f"{name}={value}" for name, value in fields.items())
        if record.exc_info:
            line += "\n" + self.formatException(record.exc_info)
        if record.stack_info:
            line += "\n" + self.formatStack(record.stack_info)
        return line


LogFormat = Literal["auto", "json", "console"]


def log_config(log_format: LogFormat = "auto", level: str = "info") -> dict[str, Any]:
    """The logging configuration of the server (``logging.config.dictConfig``), for uvicorn and its workers.

    ``auto`` is the console format on a terminal and JSON lines anywhere else (a container, a service
    manager, a file)."""
    if log_format == "auto":
        log_format = "console" if sys.stderr.isatty() else "json"
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {"per_connection": {"()": PerConnectionRecords}},
        "formatters": {"json": {"()": JsonFormatter}, "console": {"()": ConsoleFormatter}},
        "handlers": {
            "default": {"class": "logging.StreamHandler", "stream": "ext://sys.stderr", "formatter": log_format}
        },
        "loggers": {
            "uvicorn": {"handlers": [], "propagate": True},
            "uvicorn.error": {"filters": ["per_connection"]},
            "uvicorn.access": {"handlers": [], "propagate": False},
        },
        "root": {"handlers": ["default"], "level": level.upper()},
    }
