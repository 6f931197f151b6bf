"""The real PostgreSQL and Redis the scaled tests use: found, or skipped with a reason (a failure under CI).

The README's test command starts them when they are installed but stopped (scripts/start-services).
"""

from __future__ import annotations

import asyncio
import os
import secrets
import socket
from collections.abc import Iterator
from contextlib import contextmanager

import asyncpg
import pytest

POSTGRES_ADMIN = os.environ.get("TEST_POSTGRES_ADMIN_URL", "postgresql://postgres@127.0.0.1:5432/test")
REDIS_HOST, REDIS_PORT = "127.0.0.1", 6379
REDIS_URL = os.environ.get("TEST_REDIS_URL", f"redis://{REDIS_HOST}:{REDIS_PORT}/0")


def unavailable(what: str, why: str) -> None:
    """Skip with a visible reason; under CI=true an unreachable service fails the run instead."""
    message = f"{what} is unreachable ({why}); the scaled tests need it (`make test` starts it when installed)"
    if os.environ.get("CI") == "true":
        pytest.fail(message)
    pytest.skip(message)


def redis_reachable() -> str | None:
    try:
        with socket.create_connection((REDIS_HOST, REDIS_PORT), timeout=2) as connection:
            connection.sendall(b"PING\r\n")
            reply = connection.recv(16)
    except OSError as error:
        return str(error)
    return None if reply.startswith(b"+PONG") else f"unexpected reply {reply!r}"


async def _create(name: str) -> None:
    admin = await asyncpg.connect(POSTGRES_ADMIN, timeout=3)
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
    finally:
        await admin.close()


async def _drop(name: str) -> None:
    admin = await asyncpg.connect(POSTGRES_ADMIN, timeout=3)
    try:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await admin.close()


@contextmanager
def fresh_postgres_database() -> Iterator[str]:
    """A new, empty database for this run, dropped afterwards; its URL."""
    name = f"rules_test_{secrets.token_hex(4)}"
    try:
        asyncio.run(_create(name))
    except (OSError, asyncpg.PostgresError, TimeoutError) as error:
        unavailable("PostgreSQL at " + POSTGRES_ADMIN, str(error))
    admin_base = POSTGRES_ADMIN.rsplit("/", 1)[0]
    try:
        yield f"{admin_base}/{name}"
    finally:
        asyncio.run(_drop(name))
