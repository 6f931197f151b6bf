"""Faults on the embedded default: clients that vanish without a word leave nothing behind."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import orjson
import pytest
from websockets.asyncio.client import ClientConnection, connect

from tests.e2e.conftest import Channel, ServerProcess, auth

pytestmark = pytest.mark.anyio

SOCKETS = 150
CYCLES = 4


async def stats(http: httpx.AsyncClient) -> dict[str, Any]:
    response = await http.get("/test/stats")
    assert response.status_code == 200
    body: dict[str, Any] = response.json()
    return body


async def settled(http: httpx.AsyncClient, tasks: int) -> dict[str, Any]:
    """The server's stats once its task count is back to ``tasks`` (or after 20 s)."""
    for _ in range(200):
        current = await stats(http)
        if current["tasks"] <= tasks and current["sockets"] == 0:
            return current
        await asyncio.sleep(0.1)
    return await stats(http)


async def open_and_abort(server: ServerProcess, session: dict[str, Any], http: httpx.AsyncClient) -> dict[str, Any]:
    """Open the sockets, note the server's stats while they are open, then make them vanish."""
    connections: list[ClientConnection] = []
    for _ in range(SOCKETS):
        connection = await connect(f"{server.ws_url}/v1/sessions/{session['id']}/ws", compression=None)
        await connection.send(orjson.dumps({"type": "hello", "token": session["gm_token"]}).decode())
        await connection.recv()  # the snapshot: the socket is subscribed
        connections.append(connection)
    while_open = await stats(http)
    for connection in connections:
        connection.transport.abort()  # no close frame, no FIN handshake: the client just vanishes
    return while_open


async def test_abruptly_dropped_clients_leak_no_tasks_or_memory(server: ServerProcess, http: httpx.AsyncClient) -> None:
    session = (await http.post("/v1/sessions", json={"system": "duel", "name": "drops"})).json()
    baseline = await stats(http)
    while_open = await open_and_abort(server, session, http)
    assert while_open["sockets"] == SOCKETS  # the measure sees the sockets it should
    assert while_open["tasks"] >= baseline["tasks"] + SOCKETS
    first = await settled(http, baseline["tasks"])
    for _ in range(CYCLES - 1):
        await open_and_abort(server, session, http)
    last = await settled(http, baseline["tasks"])
    # Back to the baseline (a background task that happened to run at the baseline may be gone).
    for after in (first, last):
        assert after["tasks"] <= baseline["tasks"], (baseline["task_names"], after["task_names"])
        assert (after["sockets"], after["hubs"]) == (0, 0)
    # Memory may rise once (allocator pools), but must not grow with every wave of dropped clients.
    assert last["rss_kib"] - first["rss_kib"] < 8 * 1024
    roll = await http.post(
        f"/v1/sessions/{session['id']}/rolls",
        json={"operation": "notation", "input": {"expression": "1d6"}},
        headers={"Authorization": f"Bearer {session['gm_token']}"},
    )
    assert roll.status_code == 201  # and the server still serves


async def test_live_events_take_the_direct_path_under_uvicorn(server: ServerProcess, http: httpx.AsyncClient) -> None:
    """The fan-out fast path (app/api/edge.py) depends on uvicorn's sans-I/O connection: an upgrade that
    changes it would quietly send every event the slow way; this says so instead."""
    session = (await http.post("/v1/sessions", json={"system": "duel", "name": "direct"})).json()
    async with connect(f"{server.ws_url}/v1/sessions/{session['id']}/ws", compression=None) as connection:
        await connection.send(orjson.dumps({"type": "hello", "token": session["gm_token"]}).decode())
        await connection.recv()
        current = await stats(http)
    assert (current["sockets"], current["direct_sockets"]) == (1, 1)


async def test_an_accepted_socket_releases_its_handshake_and_still_works(
    server: ServerProcess, http: httpx.AsyncClient
) -> None:
    """Once accepted, a socket at the edge drops its handshake's headers and reads from an inbox instead of
    uvicorn's queue (memory per idle socket, bench/connections.py); live events, a new hello and the close
    still work."""
    session = (await http.post("/v1/sessions", json={"system": "duel", "name": "released"})).json()
    channel = await Channel.open(server.ws_url, session["id"], session["gm_token"])
    await channel.joined()
    current = await stats(http)
    held = (current["sockets"], current["direct_sockets"], current["handshakes_held"], current["inboxes"])
    assert held == (1, 1, 0, 1)
    roll = await http.post(
        f"/v1/sessions/{session['id']}/rolls",
        json={"operation": "notation", "input": {"expression": "1d6"}},
        headers=auth(session["gm_token"]),
    )
    assert roll.status_code == 201
    seq = roll.json()["seq"]
    assert (await channel.next())["seq"] == seq
    await channel.connection.send(orjson.dumps({"type": "hello", "token": session["gm_token"], "after": 0}).decode())
    resynced = await channel.until_seq(seq)
    assert resynced[0]["type"] == "snapshot"
    assert [message["seq"] for message in resynced[1:]] == list(range(1, seq + 1))
    await channel.close()
    assert channel.connection.close_code == 1000
