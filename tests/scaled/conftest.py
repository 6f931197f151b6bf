"""Scaled deployments: several server processes sharing one PostgreSQL database and one Redis."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.e2e.conftest import ServerProcess, start_server
from tests.services import REDIS_URL, redis_reachable, unavailable

pytestmark = pytest.mark.scaled


@pytest.fixture
def scaled_env(postgres_url: str) -> dict[str, str]:
    if why := redis_reachable():
        unavailable("Redis", why)
    limits = {f"RATE_LIMIT_{kind}": "100000/minute" for kind in ("WRITES", "SESSIONS", "HELLOS")}
    return {"DATABASE_URL": postgres_url, "REDIS_URL": REDIS_URL, **limits}


@pytest.fixture
def workers(scaled_env: dict[str, str], tmp_path: Path) -> Iterator[tuple[ServerProcess, ServerProcess]]:
    """Two workers on free ports, started one after the other (the first applies the migrations)."""
    first = start_server(scaled_env, tmp_path / "worker-a.log")
    second = start_server(scaled_env, tmp_path / "worker-b.log")
    yield first, second
    first.stop()
    second.stop()
