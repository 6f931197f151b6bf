"""Fixtures shared by the whole suite: an app on a fresh SQLite file and an httpx client for it."""

from __future__ import annotations

import os
import shutil
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI
from hypothesis import settings as hypothesis_settings

from app.main import create_app
from app.migrate import upgrade
from app.settings import Settings
from tests.services import REDIS_URL, fresh_postgres_database, redis_reachable, unavailable

# Property tests are derandomised (a fixed seed): CI runs the same examples every time, so a failure is a
# real finding to fix, never noise. HYPOTHESIS_PROFILE=explore searches afresh.
hypothesis_settings.register_profile("ci", derandomize=True, deadline=None, database=None)
hypothesis_settings.register_profile("explore", deadline=None, max_examples=500)
hypothesis_settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

BACKENDS = ["sqlite", pytest.param("postgresql", marks=pytest.mark.scaled)]
# Tests share one client address and, when scaled, one Redis: limits high enough never to get in the way.
GENEROUS_LIMITS = {
    "rate_limit_writes": "100000/minute",
    "rate_limit_sessions": "100000/minute",
    "rate_limit_hellos": "100000/minute",
}


@pytest.fixture(scope="session")
def migrated_database(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An SQLite file with every migration applied, copied by each test that needs a fresh database."""
    path = tmp_path_factory.mktemp("template") / "rules.db"
    upgrade(Settings(database_url=f"sqlite:///{path}"))
    return path


@pytest.fixture(scope="session")
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """A fresh PostgreSQL database for this run, migrated (sessions have random ids: tests share it)."""
    with fresh_postgres_database() as url:
        upgrade(Settings(database_url=url))
        yield url


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    """The embedded default (SQLite, in-process broadcast) or the scaled one (PostgreSQL, Redis)."""
    name: str = request.param
    if name == "postgresql" and (why := redis_reachable()):
        unavailable("Redis", why)
    return name


@pytest.fixture
def settings(backend: str, tmp_path: Path, migrated_database: Path, request: pytest.FixtureRequest) -> Settings:
    if backend == "postgresql":
        scaled = {"database_url": request.getfixturevalue("postgres_url"), "redis_url": REDIS_URL}
        return Settings.model_validate({**scaled, **GENEROUS_LIMITS})
    database = tmp_path / "rules.db"
    shutil.copy(migrated_database, database)
    return Settings.model_validate({"database_url": f"sqlite:///{database}", **GENEROUS_LIMITS})


@pytest.fixture
async def app(settings: Settings) -> AsyncIterator[FastAPI]:
    application = create_app(settings)
    async with application.router.lifespan_context(application):
        yield application


@pytest.fixture
async def client(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://test") as http:
        yield http


@pytest.fixture(scope="session")
async def stateless_client(
    tmp_path_factory: pytest.TempPathFactory, migrated_database: Path, anyio_backend: str
) -> AsyncIterator[httpx.AsyncClient]:
    """One app for the whole run, for tests that only call stateless routes."""
    database = tmp_path_factory.mktemp("stateless") / "rules.db"
    shutil.copy(migrated_database, database)
    application = create_app(Settings(database_url=f"sqlite:///{database}"))
    async with (
        application.router.lifespan_context(application),
        httpx.AsyncClient(transport=httpx.ASGITransport(app=application), base_url="http://test") as http,
    ):
        yield http
