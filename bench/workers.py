"""Many workers, modelled on one machine: W real server processes (one worker each) against one PostgreSQL
and one Redis, S sessions with K sockets each spread over the workers as a load balancer would (round
of sockets, no stickiness: each socket to a worker at random; or with ``--sticky``, every socket of a
session to the same worker, as a balancer hashing the path would), each session writing one event per
second through any worker.

    .venv/bin/python -m bench.workers [--workers 1 2 4] [--sessions 40] [--sockets 2] [--seconds 10] [--sticky]

Needs BENCH_DATABASE_URL (postgresql://...) and BENCH_REDIS_URL. Prints, per worker: the sessions and
sockets it holds, the pub/sub messages it received, the events it delivered to its sockets and its CPU
per delivered event; and for each W, the messages published (one per write) and sent by Redis in total
(what the workers received: counted by the workers, as the shared Redis also serves others). With per-session
channels a worker receives the events of its own sessions only: what it receives follows what it holds,
not the total.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import orjson
from prometheus_client.parser import text_string_to_metric_families
from websockets.asyncio.client import ClientConnection, connect

from bench.common import Process, free_port, start_rules_server, table
from bench.fanout import SEQ

RECEIVED = "rules_broadcast_messages_received"
DELIVERED = "rules_events_delivered"


class Worker:
    def __init__(self, process: Process, port: int) -> None:
        self.process = process
        self.url = f"http://127.0.0.1:{port}"
        self.ws_url = f"ws://127.0.0.1:{port}"
        self.sessions: set[str] = set()
        self.sockets = 0

    async def counters(self, http: httpx.AsyncClient) -> dict[str, float]:
        text = (await http.get(f"{self.url}/metrics")).text
        found = {RECEIVED: 0.0, DELIVERED: 0.0}
        for family in text_string_to_metric_families(text):
            if family.name in found:
                found[family.name] = sum(sample.value for sample in family.samples if sample.name.endswith("_total"))
        return found


async def listen(connection: ClientConnection, arrivals: list[int]) -> None:
    try:
        async for message in connection:
            data = message if isinstance(message, bytes) else message.encode()
            if data.startswith(b'{"type":"event"') and SEQ.search(data):
                arrivals.append(1)
    except Exception:  # a dropped socket shows up as lost messages
        return


async def write(http: httpx.AsyncClient, workers: list[Worker], session: dict[str, Any], until: float) -> int:
    """One write a second through a worker picked at random; the writes acknowledged."""
    gm = {"Authorization": f"Bearer {session['gm_token']}"}
    body = {"operation": "notation", "input": {"expression": "1d20"}}
    await asyncio.sleep(random.random())
    acknowledged = 0
    next_at = time.perf_counter()
    while next_at < until:
        worker = random.choice(workers)
        response = await http.post(f"{worker.url}/v1/sessions/{session['id']}/rolls", json=body, headers=gm)
        acknowledged += response.status_code == 201
        next_at += 1.0
        await asyncio.sleep(max(0.0, next_at - time.perf_counter()))
    return acknowledged


async def run(
    count: int, sessions: int, sockets: int, seconds: int, sticky: bool, folder: Path
) -> tuple[list[list[str]], str]:
    env = {"DATABASE_URL": os.environ["BENCH_DATABASE_URL"], "REDIS_URL": os.environ["BENCH_REDIS_URL"]}
    workers: list[Worker] = []
    balance = random.Random(count)
    try:
        for index in range(count):  # one after the other: the first applies the migrations
            port = free_port()
            workers.append(Worker(start_rules_server(port, folder / f"worker-{index}.db", env), port))
        async with httpx.AsyncClient(timeout=60) as http:
            tables = []
            for index in range(sessions):
                worker = workers[index % count]
                created = await http.post(f"{worker.url}/v1/sessions", json={"system": "fimbulvinter", "name": "t"})
                tables.append(created.json())
            connections: list[ClientConnection] = []
            arrivals: list[int] = []
            listeners = []
            for index in range(sessions * sockets):
                session = tables[index // sockets]
                worker = workers[(index // sockets) % count if sticky else balance.randrange(count)]
                url = f"{worker.ws_url}/v1/sessions/{session['id']}/ws"
                connection = await connect(url, compression=None, max_queue=None, open_timeout=60)
                await connection.send(orjson.dumps({"type": "hello", "token": session["gm_token"]}).decode())
                connections.append(connection)
                listeners.append(asyncio.create_task(listen(connection, arrivals)))
                worker.sessions.add(session["id"])
                worker.sockets += 1
            await asyncio.sleep(1)  # the subscriptions take hold
            before = [await worker.counters(http) for worker in workers]
            cpu_before = [worker.process.cpu_seconds() for worker in workers]
            until = time.perf_counter() + seconds
            writes = sum(await asyncio.gather(*(write(http, workers, session, until) for session in tables)))
            await asyncio.sleep(2)  # the last events arrive
            after = [await worker.counters(http) for worker in workers]
            cpu = [worker.process.cpu_seconds() - start for worker, start in zip(workers, cpu_before, strict=True)]
            for task in listeners:
                task.cancel()
            await asyncio.gather(*(connection.close() for connection in connections), return_exceptions=True)
    finally:
        for worker in workers:
            worker.process.stop()
    rows = []
    received_total = 0.0
    for index, worker in enumerate(workers):
        received = after[index][RECEIVED] - before[index][RECEIVED]
        delivered = after[index][DELIVERED] - before[index][DELIVERED]
        received_total += received
        per_event = f"{cpu[index] / delivered * 1000:.2f}" if delivered else "-"
        rows.append(
            [
                f"{count}",
                f"{index}",
                f"{len(worker.sessions)} / {worker.sockets}",
                f"{received:.0f}",
                f"{received / writes:.2f}" if writes else "-",
                f"{delivered:.0f}",
                per_event,
            ]
        )
    expected = writes * sockets
    summary = (
        f"W={count}: {writes} writes acknowledged and published; Redis sent {received_total:.0f} messages to the "
        f"workers (one global channel: {writes * count}); "
        f"{len(arrivals)} / {expected} deliveries to sockets"
    )
    return rows, summary


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--sessions", type=int, default=40)
    parser.add_argument("--sockets", type=int, default=2)
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--sticky", action="store_true", help="every socket of a session on the same worker")
    options = parser.parse_args()
    rows: list[list[str]] = []
    summaries = []
    for count in options.workers:
        with tempfile.TemporaryDirectory() as scratch:
            found, summary = await run(
                count, options.sessions, options.sockets, options.seconds, options.sticky, Path(scratch)
            )
        rows += found
        summaries.append(summary)
    print(
        f"Many workers: {options.sessions} sessions x {options.sockets} sockets "
        f"({'sticky by session' if options.sticky else 'each socket to a random worker'}), "
        f"one write per session per second for {options.seconds} s"
    )
    headers = ["W", "worker", "sessions / sockets held", "pub/sub received", "per write", "delivered", "CPU ms/event"]
    print(table(headers, rows))
    print("\n".join(summaries))


if __name__ == "__main__":
    asyncio.run(main())
