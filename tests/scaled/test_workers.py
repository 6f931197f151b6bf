"""Several workers over PostgreSQL and Redis: every client sees every event, in order, once."""

from __future__ import annotations

import asyncio
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.e2e.conftest import Channel, ServerProcess, auth, start_server
from tests.scaled.proxy import CuttableProxy

pytestmark = [pytest.mark.anyio, pytest.mark.scaled]

REDIS_START = [
    "redis-server", "--daemonize", "yes", "--bind", "127.0.0.1", "-::1", "--port", "6379", "--save", "",
    "--appendonly", "no", "--dir", "/var/lib/redis", "--logfile", "/var/log/redis/ci.log",
]  # fmt: skip


async def run(command: list[str]) -> int:
    """Run a command without blocking the event loop; its exit code."""
    completed = await asyncio.to_thread(subprocess.run, command, capture_output=True, check=False)
    return completed.returncode


async def new_table(url: str, players: int = 1) -> dict[str, Any]:
    async with httpx.AsyncClient(base_url=url, timeout=10) as http:
        created = (await http.post("/v1/sessions", json={"system": "duel", "name": "scaled"})).json()
        joined = [
            (
                await http.post(
                    f"/v1/sessions/{created['id']}/players", json={"name": f"p{i}", "join_code": created["join_code"]}
                )
            ).json()
            for i in range(players)
        ]
    return {**created, "players": joined}


async def roll(http: httpx.AsyncClient, table: dict[str, Any], token: str) -> int:
    response = await http.post(
        f"/v1/sessions/{table['id']}/rolls",
        json={"operation": "notation", "input": {"expression": "1d6"}},
        headers=auth(token),
    )
    assert response.status_code == 201, response.text
    seq: int = response.json()["seq"]
    return seq


async def test_a_client_on_one_worker_sees_writes_through_the_other(
    workers: tuple[ServerProcess, ServerProcess],
) -> None:
    a, b = workers
    table = await new_table(a.url)
    channel = await Channel.open(a.ws_url, table["id"], table["players"][0]["token"])
    assert (await channel.joined())[0]["seq"] == 2
    async with httpx.AsyncClient(base_url=b.url, timeout=10) as http:
        seqs = [await roll(http, table, table["gm_token"]) for _ in range(20)]
    assert [message["seq"] for message in await channel.until_seq(seqs[-1])] == seqs
    await channel.close()


async def test_fifty_concurrent_writers_on_two_workers_lose_nothing(
    workers: tuple[ServerProcess, ServerProcess],
) -> None:
    a, b = workers
    table = await new_table(a.url, players=2)
    watchers = [await Channel.open(worker.ws_url, table["id"], table["gm_token"]) for worker in (a, b)]
    for watcher in watchers:
        await watcher.joined()
    tokens = [table["gm_token"], table["players"][0]["token"], table["players"][1]["token"]]
    async with (
        httpx.AsyncClient(base_url=a.url, timeout=30) as on_a,
        httpx.AsyncClient(base_url=b.url, timeout=30) as on_b,
    ):
        seqs = await asyncio.gather(*(roll(on_a if i % 2 else on_b, table, tokens[i % 3]) for i in range(50)))
        log = (await on_a.get(f"/v1/sessions/{table['id']}/events?after=3", headers=auth(table["gm_token"]))).json()
    assert sorted(seqs) == list(range(4, 54))
    assert [event["seq"] for event in log["events"]] == list(range(4, 54))
    assert log["version"] == 53
    for watcher in watchers:
        assert [message["seq"] for message in await watcher.until_seq(53)] == list(range(4, 54))
        await watcher.close()


async def test_concurrent_declarations_resolve_a_phase_exactly_once(
    workers: tuple[ServerProcess, ServerProcess],
) -> None:
    a, b = workers
    table = await new_table(a.url, players=0)
    gm = auth(table["gm_token"])
    combatants = [{"id": f"c{i}", "side": "red" if i % 2 else "blue", "hp": 10} for i in range(50)]
    async with (
        httpx.AsyncClient(base_url=a.url, timeout=30) as on_a,
        httpx.AsyncClient(base_url=b.url, timeout=30) as on_b,
    ):
        started = await on_a.post(f"/v1/sessions/{table['id']}/combat", json={"combatants": combatants}, headers=gm)
        assert started.status_code == 201
        responses = await asyncio.gather(
            *(
                (on_a if i % 2 else on_b).post(
                    f"/v1/sessions/{table['id']}/combat/declarations",
                    json={"phase": "attack", "combatant": f"c{i}", "declaration": {"target": f"c{(i + 1) % 50}"}},
                    headers=gm,
                )
                for i in range(50)
            )
        )
        log = (await on_b.get(f"/v1/sessions/{table['id']}/events?after=2", headers=gm)).json()["events"]
    assert [response.status_code for response in responses] == [202] * 50
    assert sum(response.json()["resolved"] for response in responses) == 1
    types = [event["type"] for event in log]
    assert types.count("declared") == 49
    assert types.count("round_started") == 1
    assert len(log[-1]["data"]["declarations"]) == 50


async def test_a_change_on_one_worker_governs_rolls_and_sockets_on_the_other(
    workers: tuple[ServerProcess, ServerProcess],
) -> None:
    a, b = workers
    table = await new_table(a.url)
    sid, gm, player = table["id"], auth(table["gm_token"]), auth(table["players"][0]["token"])
    watcher = await Channel.open(b.ws_url, sid, table["players"][0]["token"])
    await watcher.joined()
    with_dice = {"operation": "notation", "input": {"expression": "1d6", "dice": [6]}}
    async with (
        httpx.AsyncClient(base_url=a.url, timeout=10) as on_a,
        httpx.AsyncClient(base_url=b.url, timeout=10) as on_b,
    ):
        assert (await on_b.post(f"/v1/sessions/{sid}/rolls", json=with_dice, headers=player)).status_code == 403
        changed = await on_a.patch(
            f"/v1/sessions/{sid}", json={"name": "moved", "settings": {"forced_dice": "everyone"}}, headers=gm
        )
        assert changed.status_code == 200, changed.text
        rolled = await on_b.post(f"/v1/sessions/{sid}/rolls", json=with_dice, headers=player)
        assert rolled.status_code == 201, rolled.text
    seq = changed.json()["version"]
    assert (await watcher.until_seq(seq))[-1]["event"]["data"]["name"] == "moved"
    later = await Channel.open(b.ws_url, sid, table["gm_token"])  # the hub on b is still held by the watcher
    snapshot = (await later.joined())[0]["session"]
    assert (snapshot["name"], snapshot["settings"]["forced_dice"]) == ("moved", "everyone")
    for channel in (watcher, later):
        await channel.close()


@pytest.fixture
def restartable_redis() -> Iterator[None]:
    if shutil.which("redis-server") is None or shutil.which("redis-cli") is None:
        pytest.skip("redis-server is not installed here: cannot restart it")
    yield
    if subprocess.run(["redis-cli", "ping"], capture_output=True, check=False).returncode != 0:
        subprocess.run(REDIS_START, check=True)


async def test_a_redis_restart_mid_stream_loses_nothing(
    workers: tuple[ServerProcess, ServerProcess], restartable_redis: None
) -> None:
    a, b = workers
    table = await new_table(a.url)
    channel = await Channel.open(a.ws_url, table["id"], table["players"][0]["token"])
    await channel.joined()
    seqs = []
    async with httpx.AsyncClient(base_url=b.url, timeout=10) as http:
        for _ in range(5):
            seqs.append(await roll(http, table, table["gm_token"]))
        await run(["redis-cli", "shutdown", "nosave"])
        for _ in range(5):  # Redis is down: writes still commit to PostgreSQL
            seqs.append(await roll(http, table, table["gm_token"]))
        assert await run(REDIS_START) == 0
        deadline = time.monotonic() + 20
        while await run(["redis-cli", "ping"]) != 0:
            assert time.monotonic() < deadline
            await asyncio.sleep(0.1)
        for _ in range(5):
            seqs.append(await roll(http, table, table["gm_token"]))
    assert seqs == list(range(3, 18))
    assert [message["seq"] for message in await channel.until_seq(17)] == seqs
    await channel.close()


async def test_postgresql_unreachable_gives_503_and_recovers_without_restart(
    scaled_env: dict[str, str], tmp_path: Path
) -> None:
    proxy = CuttableProxy(("127.0.0.1", 5432))
    database = scaled_env["DATABASE_URL"].replace("127.0.0.1:5432", f"127.0.0.1:{proxy.port}")
    server = start_server({**scaled_env, "DATABASE_URL": database}, tmp_path / "server.log")
    try:
        table = await new_table(server.url)
        async with httpx.AsyncClient(base_url=server.url, timeout=30) as http:
            proxy.cut()
            started = time.monotonic()
            for call in (
                http.post("/v1/sessions", json={"system": "duel", "name": "down"}),
                http.get(f"/v1/sessions/{table['id']}", headers=auth(table["gm_token"])),
                http.post(
                    f"/v1/sessions/{table['id']}/rolls",
                    json={"operation": "notation", "input": {"expression": "1d6"}},
                    headers=auth(table["gm_token"]),
                ),
            ):
                response = await call
                assert response.status_code == 503, response.text
                assert response.headers["content-type"] == "application/problem+json"
                assert response.headers["Retry-After"]
            health = await http.get("/v1/health")
            assert (health.status_code, health.json()["store"]) == (503, "unreachable")
            assert time.monotonic() - started < 25  # an answer, not a hang
            proxy.restore()
            assert await roll(http, table, table["gm_token"]) == 3
            assert (await http.get("/v1/health")).status_code == 200
    finally:
        server.stop()
        proxy.close()
