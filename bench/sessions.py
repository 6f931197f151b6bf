"""Many sessions: S sessions with K sockets each, each session writing one event per second; the delivery
latency (the write answered → the event reaching each of its session's sockets; and from the write sent)
and lost messages.

    .venv/bin/python -m bench.sessions [--sessions 1000] [--sockets 5] [--seconds 60] [--compare ROUNDS]

Targets: p99 ≤ 100 ms, none lost. One rules server process on the embedded default (SQLite); the load
client is one process on the same machine. With ``--compare``, ROUNDS rounds of the embedded default and the
scaled path one after the other (BENCH_DATABASE_URL names a PostgreSQL server: each scaled run gets a fresh
database on it, dropped afterwards; BENCH_REDIS_URL; WORKERS, default 2), then the writes/s of each run and
their ratio (target: scaled ≥ 0.8 x embedded). A session writes again one second after its last write was
sent or, when the server lags, as soon as it is answered: the table shows the rate the server sustained.
Counted from the write sent, the latency includes the write's own wait for the server.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import random
import secrets
import tempfile
import time
from collections import Counter
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import asyncpg
import httpx
import orjson
from websockets.asyncio.client import ClientConnection, connect

from bench.common import free_port, median, percentile, start_rules_server, table
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


@dataclass(frozen=True)
class Figures:
    rows: list[list[str]]
    writes_per_second: float
    write_p99_ms: float
    end_to_end_p99_ms: float
    failed: int
    lost: int


async def run(
    sessions: int, sockets: int, seconds: int, folder: Path, server_env: Mapping[str, str] | None = None
) -> Figures:
    port = free_port()
    server = start_rules_server(port, folder / "sessions.db", server_env)
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
    rows = [
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
    return Figures(
        rows,
        writes / elapsed,
        percentile(write_ms, 0.99),
        percentile(after_sent, 0.99),
        len(failures),
        expected - received,
    )


def _spread(latencies: list[float]) -> str:
    return f"{percentile(latencies, 0.5):.1f} / {percentile(latencies, 0.99):.1f} / {max(latencies, default=0):.1f}"


def _kinds(failures: list[str]) -> str:
    return ", ".join(f"{count} x {kind}" for kind, count in Counter(failures).most_common())


@asynccontextmanager
async def fresh_database(server_url: str) -> AsyncIterator[str]:
    """An empty database on the PostgreSQL server of ``server_url``, dropped afterwards: its URL."""
    name = f"bench_sessions_{secrets.token_hex(4)}"
    admin = await asyncpg.connect(server_url)
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
        try:
            yield server_url.rsplit("/", 1)[0] + "/" + name
        finally:
            await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await admin.close()


async def compare(sessions: int, sockets: int, seconds: int, rounds: int, folder: Path) -> None:
    """The embedded default and the scaled path, one after the other, ``rounds`` times."""
    scaled = {"REDIS_URL": os.environ["BENCH_REDIS_URL"], "WORKERS": os.environ.get("WORKERS", "2")}
    results: list[tuple[Figures, Figures]] = []
    for index in range(rounds):
        here = folder / str(index)
        here.mkdir()
        embedded_env = {"DATABASE_URL": f"sqlite:///{here / 'sessions.db'}", "REDIS_URL": "", "WORKERS": "1"}
        embedded = await run(sessions, sockets, seconds, here, embedded_env)
        async with fresh_database(os.environ["BENCH_DATABASE_URL"]) as url:
            scaled_run = await run(sessions, sockets, seconds, here, {**scaled, "DATABASE_URL": url})
        results.append((embedded, scaled_run))
        print(f"round {index + 1}: embedded {_summary(embedded)}, scaled {_summary(scaled_run)}", flush=True)
    rows = [
        [
            str(index + 1),
            _summary(embedded),
            _summary(scaled_run),
            f"{scaled_run.writes_per_second / embedded.writes_per_second:.2f}",
        ]
        for index, (embedded, scaled_run) in enumerate(results)
    ]
    ratios = [s.writes_per_second / e.writes_per_second for e, s in results]
    print(
        f"Embedded (SQLite, 1 worker) against scaled (PostgreSQL + Redis, {scaled['WORKERS']} workers): "
        f"{sessions} sessions x {sockets} sockets, one write per session per second for {seconds} s"
    )
    print(
        table(
            ["run", "embedded writes/s (write p99, end-to-end p99 ms)", "scaled writes/s (same)", "ratio"],
            rows,
        )
    )
    print(f"median ratio {median(ratios):.2f} (target ≥ 0.8)")


def _summary(figures: Figures) -> str:
    failed = f", {figures.failed} failed" if figures.failed else ""
    lost = f", {figures.lost} lost" if figures.lost else ""
    return (
        f"{figures.writes_per_second:.0f} ({figures.write_p99_ms:.0f}, {figures.end_to_end_p99_ms:.0f}){failed}{lost}"
    )


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sessions", type=int, default=1000)
    parser.add_argument("--sockets", type=int, default=5)
    parser.add_argument("--seconds", type=int, default=60)
    parser.add_argument("--compare", type=int, metavar="ROUNDS", default=0)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        if options.compare:
            await compare(options.sessions, options.sockets, options.seconds, options.compare, folder)
            return
        figures = await run(options.sessions, options.sockets, options.seconds, folder)
    print(f"Many sessions, one event per session per second for {options.seconds} s")
    print(table(["figure", "value"], figures.rows))


if __name__ == "__main__":
    asyncio.run(main())
