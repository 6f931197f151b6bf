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
        snapshot, replayed = await channel.joined()
        assert replayed == []
        assert snapshot["seq"] == 3
        assert snapshot["session"]["version"] == 3
        assert [player["name"] for player in snapshot["session"]["players"]] == ["p0", "p1"]
    seqs = [await roll(http, table, token) for token in [table["gm_token"], table["players"][0]["token"]] * 5]
    assert seqs == list(range(4, 14))
    for channel in channels:
        messages = await channel.until_seq(13)
        assert [message["seq"] for message in messages] == seqs
        assert all(message["type"] == "event" and "combat" in message for message in messages)
    assert [m["event"] for m in channels[1].received[2:]] == [m["event"] for m in channels[2].received[2:]]
    for channel in channels:
        await channel.close()


async def test_concurrent_writers_reach_every_client_gapless(server: ServerProcess, http: httpx.AsyncClient) -> None:
    table = await new_table(http)
    gm = await Channel.open(server.ws_url, table["id"], table["gm_token"])
    player = await Channel.open(server.ws_url, table["id"], table["players"][0]["token"])
    await gm.joined()
    await player.joined()
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
        await channel.joined()
    await roll(http, table, table["players"][0]["token"], "blind")
    gm_event = (await gm.next())["event"]
    assert gm_event["type"] == "roll"
    for channel in (roller, other):
        message = await channel.next()
        assert message["event"] == {"seq": 4, "type": "hidden", "at": gm_event["at"]}
    for channel in (gm, roller, other):
        await channel.close()


async def test_live_follows_the_replay_on_every_connection_and_a_ping_gets_a_pong(
    server: ServerProcess, http: httpx.AsyncClient
) -> None:
    table = await new_table(http, players=0)
    await roll(http, table, table["gm_token"])
    for after, missed in ((None, []), (0, [1, 2]), (1, [2]), (2, [])):
        channel = await Channel.open(server.ws_url, table["id"], table["gm_token"], after=after)
        _snapshot, replayed = await channel.joined()
        assert [message["seq"] for message in replayed] == missed
        assert channel.received[-1] == {"type": "live", "seq": 2}
        await channel.close()
    channel = await Channel.open(server.ws_url, table["id"], table["gm_token"])
    await channel.joined()
    for ping, pong in [
        ({"type": "ping", "id": "a-1"}, {"type": "pong", "id": "a-1"}),
        ({"type": "ping"}, {"type": "pong"}),
    ]:
        await channel.connection.send(orjson.dumps(ping).decode())
        assert await channel.next() == pong
    seq = await roll(http, table, table["gm_token"])
    assert (await channel.next())["seq"] == seq  # still live
    await channel.close()


async def test_a_client_that_reconnects_with_after_gets_exactly_what_it_missed(
    server: ServerProcess, http: httpx.AsyncClient
) -> None:
    table = await new_table(http)
    token = table["players"][0]["token"]
    first = await Channel.open(server.ws_url, table["id"], token)
    await first.joined()
    await roll(http, table, table["gm_token"])
    seen = await first.until_seq(4)
    await first.close()
    missed = [await roll(http, table, table["gm_token"], visibility) for visibility in ("public", "self", "gm")]
    again = await Channel.open(server.ws_url, table["id"], token, after=seen[-1]["seq"])
    snapshot, replayed = await again.joined()  # then the live marker, at the snapshot's seq
    assert snapshot["seq"] == 7
    assert [message["seq"] for message in replayed] == missed
    assert [message["event"]["type"] for message in replayed] == ["roll", "hidden", "hidden"]
    assert all(set(message) == {"type", "seq", "event"} for message in replayed)
    live = await roll(http, table, table["gm_token"])
    assert (await again.next())["seq"] == live
    await again.close()


async def test_a_new_hello_resyncs_the_channel(server: ServerProcess, http: httpx.AsyncClient) -> None:
    table = await new_table(http)
    channel = await Channel.open(server.ws_url, table["id"], table["gm_token"])
    assert (await channel.joined())[0]["seq"] == 3
    await channel.connection.send("ignored: not a hello")
    await channel.connection.send(orjson.dumps({"type": "hello", "token": table["gm_token"], "after": 1}).decode())
    _snapshot, replayed = await channel.joined()
    assert [message["seq"] for message in replayed] == [2, 3]
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


async def test_malformed_query_values_close_with_4400_and_log_no_traceback(
    server: ServerProcess, http: httpx.AsyncClient
) -> None:
    table = await new_table(http, players=0)
    path = f"/v1/sessions/{table['id']}/ws"
    token = table["gm_token"]
    for query in (
        f"token={token}&after=%C2%B2",  # a superscript two passes str.isdigit()
        f"token={token}&after={'9' * 5000}",
        f"token={token}&after=9223372036854775808",
        f"token={token}&after=-1",
        "after=%C2%B2",  # malformed even when the token comes in a hello
        "token=",
        "token=%00" + token,
        "token=" + "t" * 300,
    ):
        assert await close_code(server, f"{path}?{query}", None) == 4400, query
    hello = {"type": "hello", "token": token, "after": 2**63}
    assert await close_code(server, path, orjson.dumps(hello).decode()) == 4400
    assert await close_code(server, f"{path}?token={token}&after=9223372036854775807", None) == 4409
    assert await close_code(server, f"/v1/sessions/{table['id']}%00/ws?token={token}", None) == 4404
    log = server.log.read_text()
    assert "Traceback" not in log
    assert "Exception" not in log


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
        assert orjson.loads(await connection.recv()) == {"type": "live", "seq": 1}
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
    padding = "x" * 40_000  # a large event that still fits in a stored event's 64 KiB
    for _ in range(120):
        rolled = await http.post(
            f"/v1/sessions/{table['id']}/rolls",
            json={"operation": "notation", "input": {"expression": "1d4", "note": padding}},
            headers=auth(table["gm_token"]),
        )
        assert rolled.status_code == 201, rolled.text
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
    snapshot, replayed = await channel.joined()
    assert snapshot["seq"] == 7
    assert [message["seq"] for message in replayed] == [6, 7]
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
