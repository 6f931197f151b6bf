"""What metrics cost: bench.http's routes and bench.fanout's deliveries with METRICS on and off, side by side.

    .venv/bin/python -m bench.metrics [--seconds 5] [--rounds 5] [--sockets 1000] [--events 200]

HTTP: three server processes, metrics on, metrics off, and metrics off with no request lines
(LOG_LEVEL=warning, for what the log line itself costs); each round loads every route of bench.http on the
three at the same time, one wrk each, so that all three meet the same machine (on a shared machine, runs
one after the other met different loads, and their ratios swung by a third). Fan-out: bench.fanout's run
(a table roll delivered to N sockets), on a fresh server per round, metrics on and off alternating.
Medians over the rounds; the target is a ratio (on / off) of at least 0.95 for throughput and at most 1.05
for CPU per delivery.

In-process: the whole ASGI stack the server runs (request ids and lines, the edge, FastAPI, the store),
called without a network in one process, metrics switched on and off between batches of requests that
alternate. The CPU time of each batch is this process's alone, and neighbouring batches meet the same
machine: the median of the paired ratios stays steady where the servers' throughput, on a shared machine,
does not.
"""

from __future__ import annotations

import argparse
import asyncio
import logging.config
import shutil
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import orjson
from starlette.types import ASGIApp, Message

from app import metrics
from app.api.edge import Edge
from app.api.observe import Observed
from app.logs import log_config
from app.main import create_app
from app.migrate import upgrade
from app.settings import Settings
from bench.common import Process, free_port, median, start_rules_server, table
from bench.fanout import Sample, rules_server_run
from bench.http import TARGETS, lua_for, run_wrk

VARIANTS = {
    "metrics on": {"METRICS": "on"},
    "metrics off": {"METRICS": "off"},
    "metrics off, no request lines": {"METRICS": "off", "LOG_LEVEL": "warning"},
}


def http_rows(folder: Path, seconds: int, rounds: int, connections: int) -> list[list[str]]:
    servers: dict[str, tuple[int, Process]] = {}
    for index, (name, env) in enumerate(VARIANTS.items()):
        port = free_port()
        servers[name] = (port, start_rules_server(port, folder / f"http-{index}.db", env))
    scripts = [lua_for(body, folder, index) for index, (_, _, body) in enumerate(TARGETS)]
    rps: dict[tuple[str, str], list[float]] = {}
    cpu: dict[tuple[str, str], list[float]] = {}
    try:
        for port, _ in servers.values():  # warm up every route of every server
            for (_, path, _), script in zip(TARGETS, scripts, strict=True):
                run_wrk(f"http://127.0.0.1:{port}{path}", script, 1, connections)
        for _ in range(rounds):
            for (target, path, _), script in zip(TARGETS, scripts, strict=True):
                before = {name: process.cpu_seconds() for name, (_, process) in servers.items()}
                with ThreadPoolExecutor(len(servers)) as pool:
                    runs = {
                        name: pool.submit(run_wrk, f"http://127.0.0.1:{port}{path}", script, seconds, connections)
                        for name, (port, _) in servers.items()
                    }
                for name, (_, process) in servers.items():
                    served = runs[name].result()[0]
                    rps.setdefault((target, name), []).append(served)
                    used = process.cpu_seconds() - before[name]
                    cpu.setdefault((target, name), []).append(used / (served * seconds) * 1e6)
    finally:
        for _, process in servers.values():
            process.stop()
    rows = []
    for target, _, _ in TARGETS:
        on, off, quiet = (median(rps[(target, name)]) for name in VARIANTS)
        cpu_on, cpu_off, cpu_quiet = (median(cpu[(target, name)]) for name in VARIANTS)
        rows.append(
            [
                target,
                f"{on:,.0f} / {off:,.0f} = {on / off:.3f}",
                f"{cpu_on:.0f} / {cpu_off:.0f} = {cpu_on / cpu_off:.3f}",
                f"{off:,.0f} / {quiet:,.0f} = {off / quiet:.3f}",
                f"{cpu_off:.0f} / {cpu_quiet:.0f} = {cpu_off / cpu_quiet:.3f}",
            ]
        )
    return rows


async def fanout_rows(folder: Path, sockets: int, events: int, rounds: int) -> list[list[str]]:
    samples: dict[str, list[Sample]] = {"metrics on": [], "metrics off": []}
    for index in range(rounds):
        for name, taken in samples.items():
            port = free_port()
            server = start_rules_server(port, folder / f"fanout-{index}-{name}.db".replace(" ", "-"), VARIANTS[name])
            try:
                taken.append(await rules_server_run(port, sockets, events, server))
            finally:
                server.stop()
    on, off = samples["metrics on"], samples["metrics off"]
    cpu_on, cpu_off = median([s.cpu_per_delivery_us for s in on]), median([s.cpu_per_delivery_us for s in off])
    p99_on, p99_off = median([s.p99_ms for s in on]), median([s.p99_ms for s in off])
    return [
        [f"{sockets} sockets, metrics on", f"{cpu_on:.2f}", f"{p99_on:.1f}"],
        [f"{sockets} sockets, metrics off", f"{cpu_off:.2f}", f"{p99_off:.1f}"],
        ["ratio on / off", f"{cpu_on / cpu_off:.3f}", f"{p99_on / p99_off:.3f}"],
    ]


async def call(app: ASGIApp, path: str, body: bytes, token: str | None = None) -> tuple[int, bytes]:
    """One POST through the ASGI app: its status and body."""
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    if token is not None:
        headers.append((b"authorization", f"Bearer {token}".encode()))
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": b"",
        "root_path": "",
        "headers": headers,
        "client": ("127.0.0.1", 40000),
        "server": ("127.0.0.1", 8000),
    }
    answer: dict[str, Any] = {"status": 0, "body": b""}
    given = False

    async def receive() -> Message:
        nonlocal given
        if given:
            raise RuntimeError("the request body was read twice")
        given = True
        return {"type": "http.request", "body": body, "more_body": False}

    async def send(message: Message) -> None:
        if message["type"] == "http.response.start":
            answer["status"] = message["status"]
        elif message["type"] == "http.response.body":
            answer["body"] += message.get("body", b"")

    await app(scope, receive, send)
    return answer["status"], answer["body"]


async def in_process_rows(folder: Path, pairs: int, batch: int) -> list[list[str]]:
    config = log_config("json", "info")  # request lines written as the server writes them, to a file
    config["handlers"]["default"] = {
        "class": "logging.FileHandler",
        "filename": str(folder / "in-process.log"),
        "formatter": "json",
    }
    logging.config.dictConfig(config)
    limits = {f"rate_limit_{kind}": "100000000/minute" for kind in ("writes", "sessions", "hellos")}
    settings = Settings.model_validate({"database_url": f"sqlite:///{folder / 'in-process.db'}", **limits})
    await asyncio.to_thread(upgrade, settings)  # Alembic runs an event loop of its own
    api = create_app(settings)
    app = Observed(Edge(api), api.state.route_templates)
    rows = []
    async with api.router.lifespan_context(api):
        _, created = await call(app, "/v1/sessions", b'{"system": "fimbulvinter", "name": "bench"}')
        session = orjson.loads(created)
        targets = [
            ("POST /v1/rolls 4d6kh3+2", "/v1/rolls", b'{"expression": "4d6kh3+2"}', None),
            (
                "table roll (a write)",
                f"/v1/sessions/{session['id']}/rolls",
                b'{"operation": "notation", "input": {"expression": "4d6kh3+2"}}',
                session["gm_token"],
            ),
        ]
        for name, path, body, token in targets:
            ratios, on_us, off_us = [], [], []
            for index in range(pairs + 1):
                spent = {}
                for on in (True, False) if index % 2 else (False, True):
                    metrics.enable() if on else metrics.disable()
                    started = time.process_time()
                    for _ in range(batch):
                        status, _ = await call(app, path, body, token)
                        assert status < 300, status
                    spent[on] = (time.process_time() - started) / batch * 1e6
                if index:  # the first pair warms up
                    ratios.append(spent[True] / spent[False])
                    on_us.append(spent[True])
                    off_us.append(spent[False])
            rows.append([name, f"{median(on_us):.0f}", f"{median(off_us):.0f}", f"{median(ratios):.3f}"])
    metrics.enable()
    return rows


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--sockets", type=int, default=1000)
    parser.add_argument("--events", type=int, default=200)
    parser.add_argument("--skip-http", action="store_true")
    parser.add_argument("--skip-fanout", action="store_true")
    parser.add_argument("--skip-in-process", action="store_true")
    parser.add_argument("--pairs", type=int, default=40, help="in-process: pairs of batches, on and off")
    parser.add_argument("--batch", type=int, default=100, help="in-process: requests per batch")
    options = parser.parse_args()
    if shutil.which("wrk") is None and not options.skip_http:
        sys.exit("wrk is not installed: apt-get install wrk")
    with tempfile.TemporaryDirectory() as scratch:
        if not options.skip_http:
            rows = http_rows(Path(scratch), options.seconds, options.rounds, options.connections)
            print(
                f"HTTP req/s, wrk -t1 -c{options.connections}, {options.seconds} s x {options.rounds} rounds, "
                "medians (target: req/s on / off >= 0.95; the third and fourth columns, both with metrics off, "
                "give the cost of the request's log line)"
            )
            headers = [
                "target",
                "req/s: metrics on / off",
                "server CPU µs per request: on / off",
                "req/s: request lines / none",
                "CPU µs: request lines / none",
            ]
            print(table(headers, rows))
        if not options.skip_fanout:
            rows = await fanout_rows(Path(scratch), options.sockets, options.events, options.rounds)
            print(
                f"\nFan-out, {options.events} events, medians of {options.rounds} rounds (target: CPU on / off <= 1.05)"
            )
            print(table(["server", "CPU µs / delivery", "last socket p99 ms"], rows))
        if not options.skip_in_process:
            rows = await in_process_rows(Path(scratch), options.pairs, options.batch)
            print(
                f"\nIn-process, {options.pairs} pairs of {options.batch}-request batches, on and off alternating, "
                "medians (target: on / off <= 1.05)"
            )
            print(table(["request", "CPU µs metrics on", "CPU µs metrics off", "on / off (paired)"], rows))


if __name__ == "__main__":
    asyncio.run(main())
