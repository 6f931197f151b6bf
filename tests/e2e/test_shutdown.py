"""Stopping a real server with SIGTERM (what a container stop sends): sockets are told 1012 (restarting),
requests in flight finish, and a request that never finishes holds the stop no longer than the setting."""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path

import httpx
import pytest

from tests.e2e.conftest import WAIT, Channel, ServerProcess, close_code_of, start_server

pytestmark = pytest.mark.anyio

BODY = b'{"expression": "1d6", "dice": [4]}'


def embedded(tmp_path: Path, shutdown_timeout: int) -> ServerProcess:
    env = {"DATABASE_URL": f"sqlite:///{tmp_path / 'rules.db'}", "SHUTDOWN_TIMEOUT": str(shutdown_timeout)}
    return start_server(env, tmp_path / "server.log")


async def half_sent_roll(server: ServerProcess) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A ``POST /v1/rolls`` whose headers are in and whose body has not come yet: a request in flight."""
    reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
    head = (
        "POST /v1/rolls HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(BODY)}\r\n\r\n"
    )
    writer.write(head.encode() + BODY[:10])
    await writer.drain()
    return reader, writer


async def stopped_by_itself(server: ServerProcess) -> bool:
    """Whether the process exited gracefully: its services closed, then uvicorn ended it by the signal it
    caught, as a process stopped by SIGTERM would end (or with 0)."""
    assert server.process is not None
    code = await asyncio.wait_for(asyncio.to_thread(server.process.wait), WAIT)
    return code in (0, -signal.SIGTERM) and "Application shutdown complete." in server.log.read_text()


async def test_sigterm_closes_sockets_with_1012_and_lets_requests_in_flight_finish(tmp_path: Path) -> None:
    server = embedded(tmp_path, shutdown_timeout=30)
    assert server.process is not None
    try:
        async with httpx.AsyncClient(base_url=server.url, timeout=10) as http:
            created = (await http.post("/v1/sessions", json={"system": "duel", "name": "t"})).json()
        channel = await Channel.open(server.ws_url, created["id"], created["gm_token"])
        assert (await channel.next())["type"] == "snapshot"
        reader, writer = await half_sent_roll(server)

        server.process.send_signal(signal.SIGTERM)
        assert await close_code_of(channel.connection) == 1012

        writer.write(BODY[10:])  # the stop has begun: the request in flight still gets its answer
        await writer.drain()
        answer = await asyncio.wait_for(reader.read(), WAIT)  # to the end: the server closes the connection
        writer.close()
        head, _, body = answer.partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 200"), answer
        assert b'"total":4' in body
        assert await stopped_by_itself(server)
    finally:
        server.stop()


async def test_a_request_that_never_finishes_holds_the_stop_no_longer_than_the_shutdown_timeout(
    tmp_path: Path,
) -> None:
    server = embedded(tmp_path, shutdown_timeout=1)
    assert server.process is not None
    _, writer = await half_sent_roll(server)
    try:
        server.process.send_signal(signal.SIGTERM)
        assert await stopped_by_itself(server)  # without the bound, it would wait for the body forever
        assert "timeout graceful shutdown exceeded" in server.log.read_text()
    finally:
        writer.close()
        server.stop()
