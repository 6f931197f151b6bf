"""The server's logs leave out the per-connection WebSocket lines (and with them any ``?token=``)."""

from __future__ import annotations

import inspect
import logging

import pytest
import websockets.protocol
import websockets.server
from uvicorn.protocols.websockets import websockets_sansio_impl

from app.logs import PER_CONNECTION, PerConnectionRecords, log_config


def _record(level: int, msg: str, *args: object) -> logging.LogRecord:
    return logging.LogRecord("uvicorn.error", level, __file__, 1, msg, args, None)


def test_the_libraries_still_log_these_lines() -> None:
    """If uvicorn or websockets rewords them, the filter silently stops filtering: this says so."""
    sources = "".join(
        inspect.getsource(module) for module in (websockets_sansio_impl, websockets.server, websockets.protocol)
    )
    assert all(template in sources for template in PER_CONNECTION)


@pytest.mark.parametrize("template", sorted(PER_CONNECTION))
def test_per_connection_info_lines_are_dropped(template: str) -> None:
    assert not PerConnectionRecords().filter(_record(logging.INFO, template))


def test_other_lines_and_warnings_get_through() -> None:
    keep = PerConnectionRecords()
    assert keep.filter(_record(logging.INFO, "Application startup complete."))
    assert keep.filter(_record(logging.WARNING, "connection closed"))


def test_the_configuration_puts_the_filter_on_uvicorns_error_logger() -> None:
    config = log_config()
    assert config["loggers"]["uvicorn.error"]["filters"] == ["per_connection"]
    assert config["filters"]["per_connection"] == {"()": PerConnectionRecords}
