"""What the server logs: uvicorn's own configuration, without a line per WebSocket connection.

uvicorn logs every WebSocket accept, with its query string (where a client may put its bearer token:
``?token=``), and websockets logs "connection open" and "connection closed": three records per socket
at INFO. They are access logs by another name, and HTTP access logs are off (``access_log=False``):
with 10,000 sockets they were a tenth of the server's work to connect them (bench/connections.py).
Warnings and errors about connections still get through.
"""

from __future__ import annotations

import copy
import logging
from typing import Any

from uvicorn.config import LOGGING_CONFIG

PER_CONNECTION = frozenset(
    {
        '%s - "WebSocket %s" [accepted]',  # uvicorn's websockets-sansio protocol
        '%s - "WebSocket %s" 403',
        '%s - "WebSocket %s" %d',
        "connection open",  # websockets' ServerProtocol
        "connection closed",
    }
)


class PerConnectionRecords(logging.Filter):
    """Drops the INFO records uvicorn and websockets write for each WebSocket connection."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not (record.levelno == logging.INFO and record.msg in PER_CONNECTION)


def log_config() -> dict[str, Any]:
    """uvicorn's default logging configuration, with :class:`PerConnectionRecords` on its error logger."""
    config = copy.deepcopy(LOGGING_CONFIG)
    config.setdefault("filters", {})["per_connection"] = {"()": PerConnectionRecords}
    config["loggers"]["uvicorn.error"]["filters"] = ["per_connection"]
    return config
