"""The WebSocket channel against a real server process, with real clients."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import httpx
import orjson
import pytest
from websockets.asyncio.client import connect

from tests.e2e.conftest import Channel, ServerProcess, auth, close_code_of, start_server

pytestmark = pytest.mark.anyio


async def new_table(http: httpx.AsyncClient, players: int = 2) -> dict[str, Any]:
    created = (await http.post("/v1/sessions", json={"system": "duel", "name": "e2e"})).json()
    tokens = []
    for index in range(players):
        joined = await http.post(
            f"/v1/sessions/{created['id']}/players", json={"name": f"p{index}", "join_code": created["join_code"]}
        )
        tokens.append(joined.json())
    return {**created, "players": tokens}


async def roll(http: httpx.AsyncClient, table: dict[str, Any], token: str, visibility: str = "public") -> int:
    response = await http.post(
        f"/v1/sessions/{table['id']}/rolls",
        json={"operation": "notation", "input": {"expression": "1d20"}, "visibility": visibility},
        headers=auth(token),
    )
    assert response.status_code == 201, response.text
    seq: int = response.json()["seq"]
    return seq


async def close_code(server: ServerProcess, path: str, first_message: str | None) -> int:
    async with connect(f"{server.ws_url}{path}", compression=None) as connection:
        if first_message is not None:
            await connection.send(first_message)
        return await close_code_of(connection)


async def test_the_snapshot_comes_first_then_live_events_in_order(
    server: ServerProcess, http: httpx.AsyncClient
) -> None:
    table = await new_table(http)
    channels = [
        await Channel.open(server.ws_url, table["id"], token)
        for token in [table["gm_token"]] + [p["token"] for p in table["players"]]
    ]
    for channel in channels:
        snapshot = await channel.next()
        assert snapshot["type"] == "snapshot"
        assert snapshot["seq"] == 3
        assert snapshot["session"]["version"] == 3
        assert [player["name"] for player in snapshot["session"]["players"]] == ["p0", "p1"]
    seqs = [await roll(http, table, token) for token in [table["gm_token"], table["players"][0]["token"]] * 5]
    assert seqs == list(range(4, 14))
    for channel in channels:
        messages = await channel.until_seq(13)
        assert [message["seq"] for message in messages] == seqs
        assert all(message["type"] == "event" and "combat" in message for message in messages)
    assert [m["event"] for m in channels[1].received[1:]] == [m["event"] for m in channels[2].received[1:]]
    for channel in channels:
        await channel.close()


async def test_concurrent_writers_reach_every_client_gapless(server: ServerProcess, http: httpx.AsyncClient) -> None:
    table = await new_table(http)
    gm = await Channel.open(server.ws_url, table["id"], table["gm_token"])
    player = await Channel.open(server.ws_url, table["id"], table["players"][0]["token"])
    await gm.next()
    await player.next()
    tokens = [table["gm_token"], table["players"][0]["token"], table["players"][1]["token"]] * 10
    seqs = await asyncio.gather(*(roll(http, table, token) for token in tokens))
    assert sorted(seqs) == list(range(4, 34))
    for channel in (gm, player):
        assert [message["seq"] for message in await channel.until_seq(33)] == list(range(4, 34))
    await gm.close()
    await player.close()


async def test_hidden_rolls_arrive_as_placeholders(server: ServerProcess, http: httpx.AsyncClient) -> None:
    table = await new_table(http)
    gm = await Channel.open(server.ws_url, table["id"], table["gm_token"])
    roller = await Channel.open(server.ws_url, table["id"], table["players"][0]["token"])
    other = await Channel.open(server.ws_url, table["id"], table["players"][1]["token"])
    for channel in (gm, roller, other):
        await channel.next()
    await roll(http, table, table["players"][0]["token"], "blind")
    gm_event = (await gm.next())["event"]
    assert gm_event["type"] == "roll"
    for channel in (roller, other):
        message = await channel.next()
        assert message["event"] == {"seq": 4, "type": "hidden", "at": gm_event["at"]}
    for channel in (gm, roller, other):
        await channel.close()


async def test_a_client_that_reconnects_with_after_gets_exactly_what_it_missed(
    server: ServerProcess, http: httpx.AsyncClient
) -> None:
    table = await new_table(http)
    token = table["players"][0]["token"]
    first = await Channel.open(server.ws_url, table["id"], token)
    await first.next()
    await roll(http, table, table["gm_token"])
    seen = await first.until_seq(4)
    await first.close()
    missed = [await roll(http, table, table["gm_token"], visibility) for visibility in ("public", "self", "gm")]
    again = await Channel.open(server.ws_url, table["id"], token, after=seen[-1]["seq"])
    snapshot = await again.next()
    assert (snapshot["type"], snapshot["seq"]) == ("snapshot", 7)
    replayed = [await again.next() for _ in missed]
    assert [message["seq"] for message in replayed] == missed
    assert [message["event"]["type"] for message in replayed] == ["roll", "hidden", "hidden"]
    assert all(set(message) == {"type", "seq", "event"} for message in replayed)
    live = await roll(http, table, table["gm_token"])
    assert (await again.next())["seq"] == live
    await again.close()


async def test_a_new_hello_resyncs_the_channel(server: ServerProcess, http: httpx.AsyncClient) -> None:
    table = await new_table(http)
    channel = await Channel.open(server.ws_url, table["id"], table["gm_token"])
    assert (await channel.next())["seq"] == 3
    await channel.connection.send("ignored: not a hello")
    await channel.connection.send(orjson.dumps({"type": "hello", "token": table["gm_token"], "after": 1}).decode())
    assert (await channel.next())["type"] == "snapshot"
    assert [(await channel.next())["seq"] for _ in range(2)] == [2, 3]
    await channel.close()


async def test_close_codes(server: ServerProcess, http: httpx.AsyncClient) -> None:
    table = await new_table(http, players=0)
    other = await new_table(http, players=0)
    path = f"/v1/sessions/{table['id']}/ws"

    def hello(token: str, **extra: int) -> str:
        return orjson.dumps({"type": "hello", "token": token, **extra}).decode()

    assert await close_code(server, path, "not json") == 4400
    assert await close_code(server, path, orjson.dumps({"type": "hi"}).decode()) == 4400
    assert await close_code(server, path, hello("wrong-token")) == 4401
    assert await close_code(server, path, hello(other["gm_token"])) == 4403
    assert await close_code(server, "/v1/sessions/unknown/ws", hello(table["gm_token"])) == 4404
    assert await close_code(server, path, hello(table["gm_token"], after=99)) == 4409


async def test_no_hello_within_ten_seconds_closes_with_4400(server: ServerProcess, http: httpx.AsyncClient) -> None:
    table = await new_table(http, players=0)
    assert await close_code(server, f"/v1/sessions/{table['id']}/ws", None) == 4400


async def test_the_token_may_come_as_a_query_parameter(server: ServerProcess, http: httpx.AsyncClient) -> None:
    table = await new_table(http, players=0)
    url = f"{server.ws_url}/v1/sessions/{table['id']}/ws?token={table['gm_token']}&after=0"
    async with connect(url, compression=None) as connection:
        snapshot = orjson.loads(await connection.recv())
        assert snapshot["type"] == "snapshot"
        assert orjson.loads(await connection.recv())["seq"] == 1
    # uvicorn would log the accept with its query string: the per-connection lines are left out (app/logs.py).
    log = server.log.read_text()
    assert "Application startup complete" in log
    assert table["gm_token"] not in log
    assert "WebSocket" not in log


async def test_a_client_too_far_behind_is_closed_with_1013(server: ServerProcess, http: httpx.AsyncClient) -> None:
    table = await new_table(http, players=0)
    # The client stops reading (max_queue=1); the server's backlog is 8 events (SOCKET_BACKLOG).
    connection = await connect(f"{server.ws_url}/v1/sessions/{table['id']}/ws", compression=None, max_queue=1)
    await connection.send(orjson.dumps({"type": "hello", "token": table["gm_token"]}).decode())
    padding = "x" * 60_000
    for _ in range(120):
        await http.post(
            f"/v1/sessions/{table['id']}/rolls",
            json={"operation": "notation", "input": {"expression": "1d4", "note": padding}},
            headers=auth(table["gm_token"]),
        )
    assert await close_code_of(connection) == 1013


async def test_a_restarted_server_keeps_sessions_versions_and_the_log(
    server: ServerProcess, http: httpx.AsyncClient
) -> None:
    table = await new_table(http)
    for _ in range(3):
        await roll(http, table, table["gm_token"])
    before = (await http.get(f"/v1/sessions/{table['id']}/events", headers=auth(table["gm_token"]))).json()
    server.restart()
    after = (await http.get(f"/v1/sessions/{table['id']}/events", headers=auth(table["gm_token"]))).json()
    assert after == before
    assert after["version"] == 6
    assert await roll(http, table, table["players"][1]["token"]) == 7
    channel = await Channel.open(server.ws_url, table["id"], table["players"][0]["token"], after=5)
    assert (await channel.next())["seq"] == 7
    assert [(await channel.next())["seq"] for _ in range(2)] == [6, 7]
    await channel.close()


async def test_hellos_are_rate_limited_per_address(tmp_path: Path) -> None:
    limited = start_server(
        {"DATABASE_URL": f"sqlite:///{tmp_path / 'limited.db'}", "RATE_LIMIT_HELLOS": "2/minute"},
        tmp_path / "limited.log",
    )
    try:
        async with httpx.AsyncClient(base_url=limited.url) as http:
            table = await new_table(http, players=0)
        for _ in range(2):
            channel = await Channel.open(limited.ws_url, table["id"], table["gm_token"])
            assert (await channel.next())["type"] == "snapshot"
            await channel.close()
        async with connect(f"{limited.ws_url}/v1/sessions/{table['id']}/ws", compression=None) as connection:
            await connection.send(orjson.dumps({"type": "hello", "token": table["gm_token"]}).decode())
            assert await close_code_of(connection) == 4429
    finally:
        limited.stop()


async def test_a_client_flooding_the_socket_is_closed_with_1008(server: ServerProcess, http: httpx.AsyncClient) -> None:
    table = await new_table(http, players=0)
    channel = await Channel.open(server.ws_url, table["id"], table["gm_token"])
    await channel.next()
    for _ in range(105):  # the default allows 10 a second, 100 in ten seconds
        await channel.connection.send("chatter")
    assert await close_code_of(channel.connection) == 1008


async def test_an_oversized_client_message_is_refused(server: ServerProcess, http: httpx.AsyncClient) -> None:
    table = await new_table(http, players=0)
    channel = await Channel.open(server.ws_url, table["id"], table["gm_token"])
    await channel.next()
    await channel.connection.send("x" * 20_000)  # over MAX_WS_MESSAGE_BYTES (16 KiB)
    assert await close_code_of(channel.connection) == 1009
