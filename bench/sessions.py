"""Many sessions: S sessions with K sockets each, each session writing one event per second; the delivery
latency (the write answered → the event reaching each of its session's sockets; and from the write sent)
and lost messages.

    .venv/bin/python -m bench.sessions [--sessions 1000] [--sockets 5] [--seconds 60]

Targets: p99 ≤ 100 ms, none lost. One rules server process on the embedded default (SQLite); the load
client is one process on the same machine. A session writes again one second after its last write was
sent or, when the server lags, as soon as it is answered: the table shows the rate the server sustained.
Counted from the write sent, the latency includes the write's own wait for the server.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import random
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

import httpx
import orjson
from websockets.asyncio.client import ClientConnection, connect

from bench.common import free_port, percentile, start_rules_server, table
from bench.fanout import SEQ
from bench.load import KeepAliveClient


class Table:
    """One session: its writer and its sockets' arrival times per seq."""

    def __init__(self, session: dict[str, Any]) -> None:
        self.session = session
        self.sent_at: dict[int, float] = {}
        """When the write of each acknowledged seq was sent, and when its answer came."""
        self.acked_at: dict[int, float] = {}
        self.write_ms: list[float] = []
        self.sent = 0
        self.arrivals: dict[int, list[float]] = {}
        self.connections: list[ClientConnection] = []

    async def listen(self, connection: ClientConnection) -> None:
        try:
            async for message in connection:
                data = message if isinstance(message, bytes) else message.encode()
                if data.startswith(b'{"type":"event"') and (found := SEQ.search(data)):
                    self.arrivals.setdefault(int(found.group(1)), []).append(time.perf_counter())
        except Exception:  # a dropped socket shows up as lost messages
            return

    async def write(self, client: KeepAliveClient, until: float, failures: list[str]) -> None:
        gm = {"Authorization": f"Bearer {self.session['gm_token']}"}
        path = f"/v1/sessions/{self.session['id']}/rolls"
        body = orjson.dumps({"operation": "notation", "input": {"expression": "1d20"}})
        await asyncio.sleep(random.random())  # spread the sessions over the second
        next_at = time.perf_counter()
        while next_at < until:
            try:
                sent = time.perf_counter()
                self.sent += 1
                status, answer = await client.post(path, body, gm)
                if status == 201:
                    seq, acked = orjson.loads(answer)["seq"], time.perf_counter()
                    self.sent_at[seq], self.acked_at[seq] = sent, acked
                    self.write_ms.append((acked - sent) * 1000)
                else:
                    failures.append(str(status))
            except OSError as error:
                failures.append(type(error).__name__)
            next_at += 1.0
            await asyncio.sleep(max(0.0, next_at - time.perf_counter()))


async def run(sessions: int, sockets: int, seconds: int, folder: Path) -> list[list[str]]:
    port = free_port()
    server = start_rules_server(port, folder / "sessions.db")
    try:
        limits = httpx.Limits(max_connections=200, max_keepalive_connections=200)
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=60, limits=limits) as http:
            tables = []
            for index in range(sessions):
                created = await http.post("/v1/sessions", json={"system": "fimbulvinter", "name": f"table {index}"})
                tables.append(Table(created.json()))
            started = time.perf_counter()
            listeners = []
            for table_ in tables:
                for _ in range(sockets):
                    url = f"ws://127.0.0.1:{port}/v1/sessions/{table_.session['id']}/ws"
                    connection = await connect(url, compression=None, max_queue=None, open_timeout=120)
                    await connection.send(orjson.dumps({"type": "hello", "token": table_.session["gm_token"]}).decode())
                    table_.connections.append(connection)
                    listeners.append(asyncio.create_task(table_.listen(connection)))
            connect_seconds = time.perf_counter() - started
            rss_before = server.rss_kib()
            failures: list[str] = []
            began = time.perf_counter()
            until = began + seconds
            client = KeepAliveClient("127.0.0.1", port, connections=200)
            # The load client's own collector, walking every arrival recorded so far, paused it for ~0.3 s
            # in the run's second half: its writes then left in a burst. That is the client's pause, not
            # the server's, so it collects nothing while it measures.
            gc.freeze()
            gc.disable()
            try:
                await asyncio.gather(*(table_.write(client, until, failures) for table_ in tables))
            finally:
                gc.enable()
                gc.unfreeze()
            client.close()
            elapsed = time.perf_counter() - began
            await asyncio.sleep(5)  # let the last events arrive
            rss_after = server.rss_kib()
            for task in listeners:
                task.cancel()
            await asyncio.gather(*(c.close() for t in tables for c in t.connections), return_exceptions=True)
    finally:
        server.stop()
    after_answer: list[float] = []
    after_sent: list[float] = []
    expected = received = 0
    for table_ in tables:
        for seq, sent_at in table_.sent_at.items():
            arrivals = table_.arrivals.get(seq, [])
            expected += sockets
            received += len(arrivals)
            after_answer.extend((arrived - table_.acked_at[seq]) * 1000 for arrived in arrivals)
            after_sent.extend((arrived - sent_at) * 1000 for arrived in arrivals)
    writes = sum(len(t.sent_at) for t in tables)
    write_ms = [value for t in tables for value in t.write_ms]
    return [
        ["sessions x sockets", f"{sessions} x {sockets}"],
        [
            "writes sent / acknowledged",
            f"{sum(t.sent for t in tables)} / {writes} in {elapsed:.0f} s ({writes / elapsed:.0f}/s), "
            f"{len(failures)} failed" + (f" ({_kinds(failures)})" if failures else ""),
        ],
        ["write latency p50 / p99 ms", f"{percentile(write_ms, 0.5):.1f} / {percentile(write_ms, 0.99):.1f}"],
        ["deliveries expected / received", f"{expected} / {received}"],
        ["lost", str(expected - received)],
        ["delivery after the answer p50 / p99 / max ms", _spread(after_answer)],
        ["delivery after the write sent p50 / p99 / max ms", _spread(after_sent)],
        ["connect all sockets s", f"{connect_seconds:.1f}"],
        ["server RSS during the run MiB", f"{rss_before / 1024:.0f} → {rss_after / 1024:.0f}"],
    ]


def _spread(latencies: list[float]) -> str:
    return f"{percentile(latencies, 0.5):.1f} / {percentile(latencies, 0.99):.1f} / {max(latencies, default=0):.1f}"


def _kinds(failures: list[str]) -> str:
    return ", ".join(f"{count} x {kind}" for kind, count in Counter(failures).most_common())


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sessions", type=int, default=1000)
    parser.add_argument("--sockets", type=int, default=5)
    parser.add_argument("--seconds", type=int, default=60)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        rows = await run(options.sessions, options.sockets, options.seconds, Path(scratch))
    print(f"Many sessions, one event per session per second for {options.seconds} s")
    print(table(["figure", "value"], rows))


if __name__ == "__main__":
    asyncio.run(main())
