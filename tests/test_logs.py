"""The server's logs: JSON lines or console lines, request ids, and none of the per-connection WebSocket
lines (and with them any ``?token=``)."""

from __future__ import annotations

import asyncio
import inspect
import logging
import re
import sys
from datetime import UTC, datetime

import orjson
import pytest
import websockets.protocol
import websockets.server
from uvicorn.protocols.websockets import websockets_sansio_impl

from app.logs import PER_CONNECTION, REQUEST_ID, ConsoleFormatter, JsonFormatter, PerConnectionRecords, log_config


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


def _record_with(message: str, *args: object, **fields: object) -> logging.LogRecord:
    record = logging.LogRecord("app.requests", logging.INFO, __file__, 1, message, args, None)
    record.__dict__.update(fields)
    return record


def test_a_json_line_is_one_object_with_the_records_fields() -> None:
    record = _record_with("GET %s %d", "/v1/health", 200, route="/v1/health", status=200)
    line = JsonFormatter().format(record)
    assert "\n" not in line
    entry = orjson.loads(line)
    assert entry["level"] == "info"
    assert entry["logger"] == "app.requests"
    assert entry["message"] == "GET /v1/health 200"
    assert (entry["route"], entry["status"]) == ("/v1/health", 200)
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", entry["time"])
    stamp = datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
    assert entry["time"] == stamp


def test_a_record_logged_during_a_request_carries_its_id() -> None:
    async def handle() -> str:
        REQUEST_ID.set("req-1")
        return JsonFormatter().format(_record_with("inside"))

    assert orjson.loads(asyncio.run(handle()))["request_id"] == "req-1"
    assert "request_id" not in orjson.loads(JsonFormatter().format(_record_with("outside")))


def test_an_exception_stays_on_the_line() -> None:
    try:
        raise ValueError("broken")
    except ValueError:
        record = logging.LogRecord("app.errors", logging.ERROR, __file__, 1, "failed", None, sys.exc_info())
    line = JsonFormatter().format(record)
    assert "\n" not in line
    assert "ValueError: broken" in orjson.loads(line)["exception"]
    assert ConsoleFormatter().format(record).splitlines()[-1] == "ValueError: broken"


def test_the_console_line_reads_as_text_with_its_fields() -> None:
    line = ConsoleFormatter().format(_record_with("GET /v1/health 200", request_id="req-2", status=200))
    assert line.endswith("INFO    app.requests: GET /v1/health 200  request_id=req-2 status=200")


def test_auto_is_the_console_on_a_terminal_and_json_elsewhere(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    assert log_config("auto")["handlers"]["default"]["formatter"] == "console"
    monkeypatch.setattr(sys.stderr, "isatty", lambda: False)
    assert log_config("auto")["handlers"]["default"]["formatter"] == "json"
    assert log_config("console", "warning")["root"] == {"handlers": ["default"], "level": "WARNING"}
