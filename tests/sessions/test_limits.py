"""Rate limits: per token on writes, per address on creating and joining sessions; 429 with Retry-After."""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI
from limits.aio.storage import MemoryStorage

from app.main import create_app
from app.sessions import limits_memory
from app.sessions.limits import Limiter, RateLimited
from app.sessions.limits_memory import CHECKED, HOOK, SWEEP_SECONDS, SweepingMemoryStorage, memory_storage
from app.settings import Settings
from tests.sessions.conftest import Table

pytestmark = pytest.mark.anyio


@pytest.fixture
async def strict_client(settings: Settings) -> AsyncIterator[httpx.AsyncClient]:
    strict = settings.model_copy(
        update={"rate_limit_writes": "3/minute", "rate_limit_sessions": "2/minute", "rate_limit_hellos": "1/minute"}
    )
    application: FastAPI = create_app(strict)
    async with (
        application.router.lifespan_context(application),
        httpx.AsyncClient(
            # A fresh client address per test: when scaled, the counts live in Redis, shared by every test.
            transport=httpx.ASGITransport(
                app=application,
                client=(f"10.{secrets.randbelow(250)}.{secrets.randbelow(250)}.{secrets.randbelow(250)}", 4000),
            ),
            base_url="http://test",
        ) as http,
    ):
        yield http


def assert_too_many(response: httpx.Response) -> None:
    assert response.status_code == 429
    assert response.headers["content-type"] == "application/problem+json"
    assert response.json()["title"] == "Too Many Requests"
    assert 1 <= int(response.headers["Retry-After"]) <= 60


async def test_session_creation_and_joining_are_limited_per_address(strict_client: httpx.AsyncClient) -> None:
    created = await strict_client.post("/v1/sessions", json={"system": "duel", "name": "one"})
    assert created.status_code == 201
    body = created.json()
    joined = await strict_client.post(
        f"/v1/sessions/{body['id']}/players", json={"name": "ann", "join_code": body["join_code"]}
    )
    assert joined.status_code == 201
    assert_too_many(await strict_client.post("/v1/sessions", json={"system": "duel", "name": "two"}))


async def test_writes_are_limited_per_token(strict_client: httpx.AsyncClient) -> None:
    created = (await strict_client.post("/v1/sessions", json={"system": "duel", "name": "one"})).json()
    roll = {"operation": "notation", "input": {"expression": "1d6"}}
    table = Table(strict_client, created["id"], created["gm_token"], {})
    for _ in range(3):
        assert (await table.post("/rolls", table.gm, roll)).status_code == 201
    assert_too_many(await table.post("/rolls", table.gm, roll))
    assert await table.version() == 4
    # Reading is not limited.
    assert (await table.get("/events", table.gm)).status_code == 200


def test_a_rate_that_does_not_parse_stops_the_server_at_start() -> None:
    with pytest.raises(ValueError, match="is not a rate"):
        Settings(rate_limit_sessions="many")


async def test_the_in_memory_counters_are_swept_at_most_once_a_second(monkeypatch: pytest.MonkeyPatch) -> None:
    """The override must reach limits' own sweep (its private name could change), sweep expired counters
    out, and leave a burst of hits with one sweep rather than one per hit."""
    assert hasattr(MemoryStorage, HOOK)
    storage = SweepingMemoryStorage()
    sweeps = 0
    original = getattr(MemoryStorage, HOOK)

    async def counted(self: MemoryStorage) -> None:
        nonlocal sweeps
        sweeps += 1
        await original(self)

    monkeypatch.setattr(MemoryStorage, HOOK, counted)
    await storage.incr("short", expiry=0.01)
    for index in range(100):
        assert await storage.incr(f"token {index}", expiry=60) == 1
    assert sweeps == 1
    await asyncio.sleep(0.05)
    storage._swept_at -= SWEEP_SECONDS  # as if a second had passed
    await storage.incr("token 0", expiry=60)
    assert sweeps == 2
    assert storage.timer is not None
    await storage.timer
    assert "short" not in storage.storage
    assert await storage.get("token 0") == 2


def test_the_installed_limits_is_a_release_its_adapter_was_checked_against() -> None:
    """Fails on a new limits release (make test-latest): check the hook, then widen CHECKED."""
    assert CHECKED.hold(), CHECKED.explain()
    assert type(memory_storage()) is SweepingMemoryStorage


async def test_on_another_limits_release_its_own_storage_limits_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(limits_memory, "CHECKED", type(CHECKED)("limits", "0", "1", uses=CHECKED.uses))
    assert type(memory_storage()) is MemoryStorage
    limiter = Limiter({"write": "2/minute", "session": "2/minute", "hello": "2/minute"}, None)
    assert type(limiter._strategy.storage) is MemoryStorage
    await limiter.check("write", "someone")
    await limiter.check("write", "someone")
    with pytest.raises(RateLimited):
        await limiter.check("write", "someone")
