"""Browser pages on other origins may call every route: preflights are answered everywhere, and every
answer, errors included, carries the headers that let the page's script read it.

A real server with Node's WebSocket is in tests/clients/test_browser.py; these cover every route and
every kind of answer in-process.
"""

from __future__ import annotations

import shutil
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI

from app.api.cors import EXPOSED_HEADERS
from app.main import api as app
from app.main import create_app
from app.settings import Settings
from tests.browser import OTHER_PAGE, PAGE, listed, preflight

pytestmark = pytest.mark.anyio

REQUESTED_HEADERS = "authorization, content-type, idempotency-key, if-match"


def routes() -> list[tuple[str, str]]:
    """Every documented route (a made-up id in each path parameter) and the pages around them."""
    found = [("GET", "/"), ("GET", "/docs"), ("GET", "/redoc"), ("GET", "/openapi.json")]
    for path, item in app.openapi()["paths"].items():
        concrete = path.replace("{sid}", "s1").replace("{system_id}", "fimbulvinter")
        found.extend((method.upper(), concrete) for method in item)
    return found


async def test_every_route_answers_a_preflight(stateless_client: httpx.AsyncClient) -> None:
    for method, path in routes():
        response = await stateless_client.options(path, headers=preflight(method, REQUESTED_HEADERS))
        assert response.status_code == 200, f"{method} {path}"
        assert response.headers["access-control-allow-origin"] == "*"
        assert method.lower() in listed(response, "access-control-allow-methods"), f"{method} {path}"
        assert listed(response, "access-control-allow-headers") == REQUESTED_HEADERS.split(", ")
        assert "access-control-allow-credentials" not in response.headers  # bearer tokens, never cookies


async def test_every_answer_can_be_read_by_the_page_with_the_headers_it_needs(
    stateless_client: httpx.AsyncClient,
) -> None:
    origin = {"Origin": PAGE}
    answers = {
        200: await stateless_client.post("/v1/rolls", json={"expression": "1d6"}, headers=origin),
        400: await stateless_client.post("/v1/rolls", content=b"{", headers=origin),
        404: await stateless_client.get("/v1/sessions/s1", headers=origin),
        405: await stateless_client.get("/v1/rolls", headers=origin),
        413: await stateless_client.post("/v1/rolls", content=b"1" * (65 * 1024), headers=origin),
        422: await stateless_client.post("/v1/rolls", json={"expression": ""}, headers=origin),
    }
    for status, response in answers.items():
        assert response.status_code == status
        assert response.headers["access-control-allow-origin"] == "*", status
        assert listed(response, "access-control-expose-headers") == [name.lower() for name in EXPOSED_HEADERS]
    assert {"etag", "retry-after", "idempotent-replayed", "x-request-id"} <= set(
        listed(answers[200], "access-control-expose-headers")
    )


@pytest.fixture
async def named(tmp_path: Path, migrated_database: Path) -> AsyncIterator[httpx.AsyncClient]:
    """An app that lets only PAGE's scripts read its answers, with a route that fails unexpectedly."""
    database = tmp_path / "rules.db"
    shutil.copy(migrated_database, database)
    application = create_app(Settings(database_url=f"sqlite:///{database}", cors_allowed_origins=PAGE))
    add_failing_route(application)
    # An unhandled error is re-raised to the server once answered: the transport hands back the answer.
    transport = httpx.ASGITransport(app=application, raise_app_exceptions=False)
    async with (
        application.router.lifespan_context(application),
        httpx.AsyncClient(transport=transport, base_url="http://test") as client,
    ):
        yield client


def add_failing_route(application: FastAPI) -> None:
    async def fail() -> None:
        raise RuntimeError("a bug")

    application.add_api_route("/test/fail", fail, methods=["GET"])


async def test_named_origins_are_answered_and_others_are_not(named: httpx.AsyncClient) -> None:
    allowed = await named.get("/v1/sessions/s1", headers={"Origin": PAGE})
    assert allowed.status_code == 404
    assert allowed.headers["access-control-allow-origin"] == PAGE
    assert listed(allowed, "vary") == ["origin"]  # once: a cache keeps one answer per origin

    other = await named.get("/v1/sessions/s1", headers={"Origin": OTHER_PAGE})
    assert "access-control-allow-origin" not in other.headers

    refused = await named.options("/v1/rolls", headers=preflight("POST", REQUESTED_HEADERS, OTHER_PAGE))
    assert refused.status_code == 400
    assert refused.headers["content-type"] == "application/problem+json"
    assert refused.json() == {
        "type": "about:blank",
        "title": "Bad Request",
        "status": 400,
        "detail": "Disallowed CORS origin",
    }
    assert "access-control-allow-origin" not in refused.headers
    assert "origin" in listed(refused, "vary")

    preflighted = await named.options("/v1/rolls", headers=preflight("POST", REQUESTED_HEADERS))
    assert preflighted.status_code == 200
    assert preflighted.headers["access-control-allow-origin"] == PAGE


async def test_an_unexpected_error_can_be_read_by_the_page(named: httpx.AsyncClient) -> None:
    """Its 500 is answered outside the middleware stack; a page must still see the 500, not a CORS failure."""
    failed = await named.get("/test/fail", headers={"Origin": PAGE})
    assert failed.status_code == 500
    assert failed.headers["content-type"] == "application/problem+json"
    assert failed.headers["access-control-allow-origin"] == PAGE
    assert listed(failed, "vary") == ["origin"]
    other = await named.get("/test/fail", headers={"Origin": OTHER_PAGE})
    assert "access-control-allow-origin" not in other.headers
