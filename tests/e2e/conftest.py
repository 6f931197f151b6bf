"""A real server process (uvicorn on a free port) and real WebSocket clients (the websockets library)."""

from __future__ import annotations

import asyncio
import os
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import orjson
import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from app.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
WAIT = 15.0
"""Seconds a test waits for a message before it fails (a loaded CI machine is slow, not broken)."""
STARTUP = 90.0
"""Seconds a server process has to answer its health check: imports and migrations took 25-30 s on a
2-core machine at load 8 (several test suites at once), so 30 was too tight."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class ServerProcess:
    """One server process; ``restart`` stops it and starts another on the same port and database."""

    env: dict[str, str]
    port: int
    log: Path
    module: str = "tests.e2e.server"
    process: subprocess.Popen[bytes] | None = field(default=None, repr=False)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self) -> None:
        # The server logs to a file: a pipe nobody reads would block it once full.
        with self.log.open("ab") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", self.module],
                cwd=ROOT,
                env={**os.environ, **self.env, "PORT": str(self.port)},
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        deadline = time.monotonic() + STARTUP
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"server exited: {self.log.read_text()[-3000:]}")
            try:
                if httpx.get(f"{self.url}/v1/health", timeout=1).status_code == 200:
                    return
            except httpx.TransportError:
                time.sleep(0.1)
        raise RuntimeError(f"server did not become healthy in {STARTUP:.0f} s")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None

    def restart(self) -> None:
        self.stop()
        self.start()


def start_server(env: Mapping[str, str], log: Path, module: str = "tests.e2e.server") -> ServerProcess:
    server = ServerProcess(dict(env), free_port(), log, module)
    server.start()
    return server


def server_env(settings: Settings) -> dict[str, str]:
    env = {
        "DATABASE_URL": settings.database_url,
        "SOCKET_BACKLOG": "8",
        "RATE_LIMIT_WRITES": settings.rate_limit_writes,
        "RATE_LIMIT_SESSIONS": settings.rate_limit_sessions,
        "RATE_LIMIT_HELLOS": settings.rate_limit_hellos,
    }
    if settings.redis_url:
        env["REDIS_URL"] = settings.redis_url
    return env


@pytest.fixture
def server(settings: Settings, tmp_path: Path) -> Iterator[ServerProcess]:
    """The server on the embedded default, or on PostgreSQL and Redis (the backend parameter)."""
    process = start_server(server_env(settings), tmp_path / "server.log")
    yield process
    process.stop()


@pytest.fixture
async def http(server: ServerProcess) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(base_url=server.url, timeout=10) as client:
        yield client


class Channel:
    """A WebSocket client of a session's channel that keeps every message it receives."""

    def __init__(self, connection: ClientConnection) -> None:
        self.connection = connection
        self.received: list[dict[str, Any]] = []
        self.presence: list[dict[str, Any]] = []
        """Presence messages, kept aside: they come whenever who is connected changes."""
        self._unread: list[dict[str, Any]] = []

    @classmethod
    async def open(cls, ws_url: str, session_id: str, token: str, after: int | None = None) -> Channel:
        connection = await connect(f"{ws_url}/v1/sessions/{session_id}/ws", compression=None, open_timeout=10)
        hello: dict[str, Any] = {"type": "hello", "token": token}
        if after is not None:
            hello["after"] = after
        await connection.send(orjson.dumps(hello).decode())
        return cls(connection)

    async def _receive(self) -> dict[str, Any]:
        message = orjson.loads(await asyncio.wait_for(self.connection.recv(), WAIT))
        assert isinstance(message, dict)
        if message.get("type") == "presence":
            self.presence.append(message)
        else:
            self.received.append(message)
        return message

    async def next(self) -> dict[str, Any]:
        """The next message that is not a presence message."""
        if self._unread:
            return self._unread.pop(0)
        while (message := await self._receive()).get("type") == "presence":
            pass
        return message

    async def presence_where(self, holds: Callable[[dict[str, Any]], bool], wait: float = WAIT) -> dict[str, Any]:
        """The latest presence once ``holds`` is true of it (other messages stay for :meth:`next`)."""
        deadline = time.monotonic() + wait
        while not (self.presence and holds(self.presence[-1])):
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"presence never became as expected; last: {self.presence[-1:]}")
            message = orjson.loads(await asyncio.wait_for(self.connection.recv(), remaining))
            if message.get("type") == "presence":
                self.presence.append(message)
            else:
                self.received.append(message)
                self._unread.append(message)
        return self.presence[-1]

    async def joined(self) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """The snapshot and the events replayed after it, read up to the live marker (at the snapshot's seq)."""
        snapshot = await self.next()
        assert snapshot["type"] == "snapshot", snapshot
        replayed = []
        while (message := await self.next())["type"] != "live":
            replayed.append(message)
        assert message == {"type": "live", "seq": snapshot["seq"]}
        return snapshot, replayed

    async def until_seq(self, seq: int) -> list[dict[str, Any]]:
        """Messages up to and including the event with this seq."""
        messages = []
        while True:
            message = await self.next()
            messages.append(message)
            if message.get("seq") == seq and message["type"] == "event":
                return messages

    async def close(self) -> None:
        await self.connection.close()


async def close_code_of(connection: ClientConnection) -> int:
    """Read until the server closes the connection; its close code (0 if it never said one)."""
    try:
        while True:
            await asyncio.wait_for(connection.recv(), WAIT)
    except ConnectionClosed as closed:
        return closed.rcvd.code if closed.rcvd is not None else 0


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}
