"""Readiness, liveness and the metrics endpoint, in-process (tests/e2e/test_observability.py scrapes a real
server after traffic)."""

from __future__ import annotations

import shutil
from pathlib import Path

import httpx
import pytest

from app.main import create_app
from app.settings import Settings

pytestmark = pytest.mark.anyio


async def test_liveness_asks_nothing_of_the_store(stateless_client: httpx.AsyncClient) -> None:
    response = await stateless_client.get("/v1/health/live")
    assert (response.status_code, response.json()) == (200, {"status": "ok"})


async def test_metrics_are_in_prometheus_text_format(stateless_client: httpx.AsyncClient) -> None:
    response = await stateless_client.get("/metrics")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain; version=")
    for family in (
        "rules_http_request_duration_seconds",
        "rules_websocket_connections",
        "rules_events_appended_total",
        "rules_events_delivered_total",
        "rules_event_delivery_lag_seconds",
        "rules_store_operation_duration_seconds",
        "rules_broadcaster_reconnects_total",
        "rules_rate_limit_refusals_total",
    ):
        assert f"# TYPE {family} " in response.text, family


async def test_metrics_off_serves_no_metrics(tmp_path: Path, migrated_database: Path) -> None:
    database = tmp_path / "rules.db"
    shutil.copy(migrated_database, database)
    application = create_app(Settings(database_url=f"sqlite:///{database}", metrics=False))
    async with (
        application.router.lifespan_context(application),
        httpx.AsyncClient(transport=httpx.ASGITransport(app=application), base_url="http://test") as http,
    ):
        assert (await http.get("/metrics")).status_code == 404
        assert "/metrics" not in (await http.get("/openapi.json")).json()["paths"]
