"""WebSocket fan-out: one session with N sockets; per event, server CPU per delivery and the time from the
write being acknowledged to the last socket receiving it.

    .venv/bin/python -m bench.fanout [--sockets 100 1000] [--events 200] [--rounds 3]

The reference is a plain ``websockets.broadcast()`` server (bench/reference_ws.py) sending a message of
the same size, measured in the same run with the same load client. The rules server's "write" is a table
roll (HTTP POST, logged in SQLite, signed, broadcast). Its CPU per delivery is the event loop thread's CPU
(where every delivery happens) with N sockets, minus the same number of writes with no socket, measured
before and after: it counts delivery only. Both answer the write first, then fan out. Targets: CPU per delivery and
last-socket p99 each at most 1.3 x the reference.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import orjson
from websockets.asyncio.client import ClientConnection, connect

from bench.common import Process, free_port, median, percentile, start_rules_server, table

SEQ = re.compile(rb'"seq":(\d+)')
WAIT = 30.0  # seconds for every socket to receive one event before the run fails


@dataclass
class Sample:
    cpu_per_delivery_us: float
    p50_ms: float
    p99_ms: float
    message_bytes: int


class Listeners:
    """N sockets that note when each event reached them (the seq or counter is found without parsing)."""

    def __init__(self) -> None:
        self.connections: list[ClientConnection] = []
        self.arrivals: dict[int, list[float]] = {}
        self.tasks: list[asyncio.Task[None]] = []
        self.size = 0

    async def listen(self, connection: ClientConnection) -> None:
        async for message in connection:
            data = message if isinstance(message, bytes) else message.encode()
            found = SEQ.search(data)
            if found is not None:
                self.size = len(data)
                self.arrivals.setdefault(int(found.group(1)), []).append(time.perf_counter())

    def add(self, connection: ClientConnection) -> None:
        self.connections.append(connection)
        self.tasks.append(asyncio.create_task(self.listen(connection)))

    async def wait_for(self, key: int, count: int) -> list[float]:
        deadline = time.perf_counter() + WAIT
        while len(self.arrivals.get(key, ())) < count:
            if time.perf_counter() > deadline:
                raise TimeoutError(f"event {key}: {len(self.arrivals.get(key, ()))} of {count} sockets")
            await asyncio.sleep(0.0005)
        return self.arrivals[key]

    async def close(self) -> None:
        for task in self.tasks:
            task.cancel()
        await asyncio.gather(*(connection.close() for connection in self.connections), return_exceptions=True)


async def rules_server_run(port: int, sockets: int, events: int, server: Process) -> Sample:
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=30) as http:
        session = (await http.post("/v1/sessions", json={"system": "fimbulvinter", "name": "fan-out"})).json()
        gm = {"Authorization": f"Bearer {session['gm_token']}"}
        body = {"operation": "notation", "input": {"expression": "4d6kh3+2"}}

        async def writes(count: int) -> list[tuple[int, float]]:
            acked = []
            for _ in range(count):
                response = await http.post(f"/v1/sessions/{session['id']}/rolls", json=body, headers=gm)
                acked.append((response.json()["seq"], time.perf_counter()))
            return acked

        async def write_cpu() -> float:
            """Event-loop CPU of the writes alone, nobody listening."""
            before = server.cpu_seconds(main_thread=True)
            await writes(events)
            return server.cpu_seconds(main_thread=True) - before

        await writes(20)  # warm up
        alone = await write_cpu()

        listeners = Listeners()
        url = f"ws://127.0.0.1:{port}/v1/sessions/{session['id']}/ws"
        for _ in range(sockets):
            connection = await connect(url, compression=None, max_queue=None, open_timeout=60)
            await connection.send(orjson.dumps({"type": "hello", "token": session["gm_token"]}).decode())
            listeners.add(connection)
        await asyncio.sleep(1)
        latencies: list[float] = []
        before = server.cpu_seconds(main_thread=True)
        await _paced(writes, listeners, sockets, events, latencies)
        with_sockets = server.cpu_seconds(main_thread=True) - before
        await listeners.close()
        await asyncio.sleep(1)
        alone = (alone + await write_cpu()) / 2
        delivery_cpu = with_sockets - alone
    return Sample(
        delivery_cpu / (events * sockets) * 1e6, percentile(latencies, 0.5), percentile(latencies, 0.99), listeners.size
    )


async def _paced(
    writes: Any, listeners: Listeners, sockets: int, events: int, latencies: list[float]
) -> list[tuple[int, float]]:
    """One write at a time; the next only after every socket got the previous."""
    acked_all = []
    for _ in range(events):
        [(seq, acked_at)] = await writes(1)
        arrivals = await listeners.wait_for(seq, sockets)
        latencies.append((max(arrivals) - acked_at) * 1000)
        acked_all.append((seq, acked_at))
    return acked_all


async def reference_run(port: int, sockets: int, events: int, size: int, server: Process) -> Sample:
    listeners = Listeners()
    for _ in range(sockets):
        listeners.add(await connect(f"ws://127.0.0.1:{port}/", compression=None, max_queue=None, open_timeout=60))
    control = await connect(f"ws://127.0.0.1:{port}/control", compression=None)
    await asyncio.sleep(1)
    filler = "x" * max(0, size - 40)
    latencies: list[float] = []
    before = server.cpu_seconds(main_thread=True)
    for counter in range(1, events + 1):
        await control.send(f'{{"seq":{counter},"pad":"{filler}"}}')
        await control.recv()
        acked_at = time.perf_counter()
        arrivals = await listeners.wait_for(counter, sockets)
        latencies.append((max(arrivals) - acked_at) * 1000)
    cpu = server.cpu_seconds(main_thread=True) - before
    await control.close()
    await listeners.close()
    return Sample(
        cpu / (events * sockets) * 1e6, percentile(latencies, 0.5), percentile(latencies, 0.99), listeners.size
    )


async def measure(sockets: int, events: int, rounds: int, folder: Path) -> list[list[str]]:
    ours: list[Sample] = []
    theirs: list[Sample] = []
    for index in range(rounds):
        port = free_port()
        server = start_rules_server(port, folder / f"fanout-{sockets}-{index}.db")
        try:
            ours.append(await rules_server_run(port, sockets, events, server))
        finally:
            server.stop()
        port = free_port()
        reference = Process([sys.executable, "-m", "bench.reference_ws", str(port)])
        await asyncio.sleep(1)
        try:
            theirs.append(await reference_run(port, sockets, events, ours[-1].message_bytes, reference))
        finally:
            reference.stop()
    rows = []
    for name, samples in (("rules server", ours), ("websockets.broadcast (reference)", theirs)):
        rows.append(
            [
                f"{name}, {sockets} sockets",
                f"{median([s.cpu_per_delivery_us for s in samples]):.1f}",
                f"{median([s.p50_ms for s in samples]):.1f}",
                f"{median([s.p99_ms for s in samples]):.1f}",
                str(samples[0].message_bytes),
            ]
        )
    ratio_cpu = median([s.cpu_per_delivery_us for s in ours]) / median([s.cpu_per_delivery_us for s in theirs])
    ratio_p99 = median([s.p99_ms for s in ours]) / median([s.p99_ms for s in theirs])
    rows.append([f"ratio, {sockets} sockets", f"{ratio_cpu:.2f}", "", f"{ratio_p99:.2f}", ""])
    return rows


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sockets", type=int, nargs="+", default=[100, 1000])
    parser.add_argument("--events", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=3)
    options = parser.parse_args()
    rows: list[list[str]] = []
    with tempfile.TemporaryDirectory() as scratch:
        for sockets in options.sockets:
            rows += await measure(sockets, options.events, options.rounds, Path(scratch))
    print(f"WebSocket fan-out, {options.events} events, medians of {options.rounds} rounds")
    print(table(["server", "CPU µs / delivery", "last socket p50 ms", "last socket p99 ms", "message bytes"], rows))


if __name__ == "__main__":
    asyncio.run(main())
