"""Connections: N concurrent idle sockets held by one server process; server memory per connection (RSS
growth / N) and the time to connect them all, against a plain websockets server in the same run.

    .venv/bin/python -m bench.connections [--sockets 10000] [--rounds 3]

Targets: memory per connection and connect time each at most 1.3 x the reference (bench/reference_ws.py).
Each rules-server socket is a member of one session, subscribed after its hello and snapshot.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

import httpx
import orjson
from websockets.asyncio.client import ClientConnection, connect

from bench.common import Process, free_port, median, start_rules_server, table

BATCH = 200  # connections opened at once


async def open_all(
    count: int, opener: Callable[[], Awaitable[ClientConnection]]
) -> tuple[list[ClientConnection], float]:
    started = time.perf_counter()
    connections: list[ClientConnection] = []
    while len(connections) < count:
        batch = min(BATCH, count - len(connections))
        connections += await asyncio.gather(*(opener() for _ in range(batch)))
    return connections, time.perf_counter() - started


async def measure(
    server: Process, count: int, opener: Callable[[], Awaitable[ClientConnection]]
) -> tuple[float, float]:
    """RSS growth per connection and the time to open ``count`` connections to a started server."""
    before = server.rss_kib()
    connections, seconds = await open_all(count, opener)
    await asyncio.sleep(2)  # let the server settle its buffers before reading RSS
    growth = server.rss_kib() - before
    await asyncio.gather(*(connection.close() for connection in connections), return_exceptions=True)
    return growth / count, seconds


async def rules_server(count: int, folder: Path, index: int) -> tuple[float, float]:
    port = free_port()
    server = start_rules_server(port, folder / f"connections-{index}.db")
    try:
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}") as http:
            session = (await http.post("/v1/sessions", json={"system": "fimbulvinter", "name": "idle"})).json()
        url = f"ws://127.0.0.1:{port}/v1/sessions/{session['id']}/ws"
        hello = orjson.dumps({"type": "hello", "token": session["gm_token"]}).decode()

        async def opener() -> ClientConnection:
            connection = await connect(url, compression=None, open_timeout=120, max_queue=4)
            await connection.send(hello)
            await connection.recv()  # the snapshot: subscribed
            return connection

        await asyncio.sleep(1)
        return await measure(server, count, opener)
    finally:
        server.stop()


async def reference(count: int) -> tuple[float, float]:
    port = free_port()
    server = Process([sys.executable, "-m", "bench.reference_ws", str(port)])
    try:
        await asyncio.sleep(1)

        async def opener() -> ClientConnection:
            return await connect(f"ws://127.0.0.1:{port}/", compression=None, open_timeout=120, max_queue=4)

        return await measure(server, count, opener)
    finally:
        server.stop()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sockets", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=3)
    options = parser.parse_args()
    ours, theirs = [], []
    with tempfile.TemporaryDirectory() as scratch:
        for index in range(options.rounds):
            ours.append(await rules_server(options.sockets, Path(scratch), index))
            theirs.append(await reference(options.sockets))
    rows = []
    for name, samples in (("rules server", ours), ("websockets (reference)", theirs)):
        rows.append([name, f"{median([s[0] for s in samples]):.1f}", f"{median([s[1] for s in samples]):.1f}"])
    memory = median([s[0] for s in ours]) / median([s[0] for s in theirs])
    connect_time = median([s[1] for s in ours]) / median([s[1] for s in theirs])
    rows.append(["ratio", f"{memory:.2f}", f"{connect_time:.2f}"])
    print(f"{options.sockets} idle sockets on one server process, medians of {options.rounds} rounds")
    print(table(["server", "KiB per connection", "seconds to connect all"], rows))


if __name__ == "__main__":
    asyncio.run(main())
