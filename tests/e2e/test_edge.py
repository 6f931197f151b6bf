"""The server's edge against hostile clients, over real connections to a real server process: forwarded
addresses, slow and silent readers, control-frame floods, slow requests."""

from __future__ import annotations

import asyncio
import base64
import itertools
import os
import socket
import time
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path

import httpx
import orjson
import pytest
from websockets.frames import Frame, Opcode

from tests.e2e.conftest import WAIT, Channel, ServerProcess, auth, close_code_of, start_server

pytestmark = pytest.mark.anyio

SLOW_SOCKETS = 5

Serve = Callable[[Mapping[str, str]], ServerProcess]


@pytest.fixture
def serve(tmp_path: Path) -> Iterator[Serve]:
    """Start a server on the embedded default with these settings (each stopped after the test)."""
    started: list[ServerProcess] = []

    def start(env: Mapping[str, str]) -> ServerProcess:
        name = f"server-{len(started)}"
        started.append(
            start_server({"DATABASE_URL": f"sqlite:///{tmp_path / name}.db", **env}, tmp_path / f"{name}.log")
        )
        return started[-1]

    yield start
    for server in started:
        server.stop()


@pytest.mark.parametrize(("proxies", "refused"), [({}, 1), ({"FORWARDED_ALLOW_IPS": "127.0.0.1"}, 0)])
async def test_forwarded_addresses_are_believed_from_configured_proxies_only(
    serve: Serve, proxies: dict[str, str], refused: int
) -> None:
    """Three session creations at 2 a minute per address, each claiming another address in
    ``X-Forwarded-For``: by default nobody is a proxy, so the third is refused; a configured proxy is believed."""
    server = serve({"RATE_LIMIT_SESSIONS": "2/minute", **proxies})
    async with httpx.AsyncClient(base_url=server.url, timeout=10) as http:
        statuses = [
            (
                await http.post(
                    "/v1/sessions", json={"system": "duel", "name": "a"}, headers={"X-Forwarded-For": f"203.0.113.{n}"}
                )
            ).status_code
            for n in range(3)
        ]
    assert statuses.count(429) == refused
    assert statuses.count(201) == 3 - refused


def open_raw_socket(server: ServerProcess, path: str) -> socket.socket:
    """A WebSocket opened by hand on a plain TCP socket with a small receive buffer, so that a client that
    never reads fills it fast; the server's answer to the opening handshake is read, nothing after it."""
    raw = socket.socket()
    raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    raw.settimeout(WAIT)
    raw.connect(("127.0.0.1", server.port))
    key = base64.b64encode(os.urandom(16)).decode()
    raw.sendall(
        f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode()
    )
    answer = b""
    while b"\r\n\r\n" not in answer:
        answer += raw.recv(1)  # one byte at a time: not one byte of what follows the handshake
    assert answer.startswith(b"HTTP/1.1 101"), answer
    return raw


def client_frame(opcode: Opcode, payload: bytes) -> bytes:
    return Frame(opcode, payload).serialize(mask=True)  # clients mask their frames


def server_descriptors(server: ServerProcess) -> int:
    """The server process's open sockets."""
    assert server.process is not None
    folder = Path(f"/proc/{server.process.pid}/fd")
    return sum(os.readlink(entry).startswith("socket:") for entry in folder.iterdir() if entry.exists())


async def settled_descriptors(server: ServerProcess, target: int) -> int:
    """The server's open sockets once they are down to ``target``, or after 10 s."""
    for _ in range(100):
        if server_descriptors(server) <= target:
            break
        await asyncio.sleep(0.1)
    return server_descriptors(server)


async def subscribed(http: httpx.AsyncClient, sockets: int) -> None:
    """Wait until the server has this many sockets subscribed (their hellos answered)."""
    for _ in range(int(WAIT / 0.05)):
        if (await http.get("/test/stats")).json()["sockets"] == sockets:
            return
        await asyncio.sleep(0.05)
    pytest.fail(f"the server never had {sockets} sockets subscribed")


async def test_a_slow_consumer_closed_with_1013_is_torn_down(serve: Serve) -> None:
    """Sockets that never read fall behind (a few MB of kernel buffer, then the socket's backlog) and are
    closed with 1013; their connections are released within the close grace, not held while a send buffer
    that nobody drains waits to empty."""
    server = serve({"SOCKET_BACKLOG": "8", "RATE_LIMIT_WRITES": "100000/minute", "WS_CLOSE_GRACE": "1"})
    async with httpx.AsyncClient(base_url=server.url, timeout=10) as http:
        table = (await http.post("/v1/sessions", json={"system": "duel", "name": "slow"})).json()
        idle = server_descriptors(server)
        readers = [open_raw_socket(server, f"/v1/sessions/{table['id']}/ws") for _ in range(SLOW_SOCKETS)]
        try:
            hello = orjson.dumps({"type": "hello", "token": table["gm_token"]})
            for reader in readers:
                reader.sendall(client_frame(Opcode.TEXT, hello))
            await subscribed(http, SLOW_SOCKETS)
            big = {"operation": "notation", "input": {"expression": "1d20", "pad": "x" * 20_000}}
            for _ in range(150):  # ~40 KB an event: past the kernel's buffers (~3 MB a socket) and the backlog
                await http.post(f"/v1/sessions/{table['id']}/rolls", json=big, headers=auth(table["gm_token"]))
            lingering = await settled_descriptors(server, idle) - idle
            still_subscribed = (await http.get("/test/stats")).json()["sockets"]
        finally:
            for reader in readers:
                reader.close()
    assert lingering == 0, f"{lingering} of {SLOW_SOCKETS} connections still held"
    assert still_subscribed == 0


def flood(raw: socket.socket, frame: bytes, seconds: float) -> int:
    """Send ``frame`` over and over for ``seconds`` (as fast as the server reads), never reading; the bytes
    sent before the time was up or the server cut the connection."""
    batch, sent = frame * 1000, 0
    raw.settimeout(0.1)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            sent += raw.send(batch)
        except TimeoutError:
            continue  # the server reads no more for now
        except OSError:  # reset: the server cut the connection
            break
    return sent


async def test_a_ping_flood_before_the_hello_costs_bounded_memory(serve: Serve) -> None:
    """Masked PINGs, as fast as the server takes them, on a socket that never says hello and never reads:
    pongs pile up in a buffer nobody drains unless the pings are counted and the reading stops."""
    server = serve({})
    async with httpx.AsyncClient(base_url=server.url, timeout=10) as http:
        before = (await http.get("/test/stats")).json()["rss_kib"]
        raw = open_raw_socket(server, "/v1/sessions/no-such-session/ws")
        try:
            sent = await asyncio.to_thread(flood, raw, client_frame(Opcode.PING, b"p" * 125), 5.0)
            grown = ((await http.get("/test/stats")).json()["rss_kib"] - before) / 1024
        finally:
            raw.close()
    print(f"sent {sent / 2**20:.1f} MiB of pings; the server grew by {grown:.1f} MiB")
    assert grown < 4


async def test_pings_count_in_the_message_budget(serve: Serve) -> None:
    """After the hello, a client that reads but pings more than its budget (100 in ten seconds) is closed
    with 1008, as one sending messages would be."""
    server = serve({})
    async with httpx.AsyncClient(base_url=server.url, timeout=10) as http:
        table = (await http.post("/v1/sessions", json={"system": "duel", "name": "pings"})).json()
    channel = await Channel.open(server.ws_url, table["id"], table["gm_token"])
    assert (await channel.next())["type"] == "snapshot"
    for _ in range(105):
        await channel.connection.ping()
    assert await close_code_of(channel.connection) == 1008


SLOW_CLIENTS = 20


async def answer_to_a_trickle(port: int, opening: bytes, trickle: bytes, seconds: float) -> bytes | None:
    """Send ``opening``, then one byte of ``trickle`` (over and over) every 0.2 s: what the server answered
    before it closed the connection, or None if it still held it after ``seconds``."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    bytes_to_send = itertools.cycle(trickle)
    answer = b""
    try:
        writer.write(opening)
        for _ in range(int(seconds / 0.2)):
            try:
                chunk = await asyncio.wait_for(reader.read(65536), 0.2)
            except TimeoutError:
                if not answer:
                    writer.write(bytes(itertools.islice(bytes_to_send, 1)))
                continue
            if not chunk:  # the server closed the connection
                return answer
            answer += chunk
        return None
    finally:
        writer.close()


async def test_slow_requests_are_refused_with_408(serve: Serve) -> None:
    """Slowloris: connections that send nothing, or their headers or body a byte at a time, are answered
    408 and closed once their deadline passes, not held for as long as the client keeps trickling."""
    server = serve({"HEADER_TIMEOUT": "1", "BODY_TIMEOUT": "1"})
    headers = b"GET /v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    body = (
        b'POST /v1/rolls HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"'
    )
    clients = [
        *(answer_to_a_trickle(server.port, headers, b"X-Slow: 1\r\n", 6) for _ in range(SLOW_CLIENTS)),
        answer_to_a_trickle(server.port, b"", b"", 6),  # says nothing at all
        answer_to_a_trickle(server.port, body, b"     ", 6),
    ]
    answers = await asyncio.gather(*clients)
    held = sum(answer is None for answer in answers)
    assert held == 0, f"{held} of {len(answers)} slow connections still held after 6 s"
    for answer in answers:
        assert answer is not None
        assert answer.startswith(b"HTTP/1.1 408 Request Timeout\r\n"), answer
        assert orjson.loads(answer.partition(b"\r\n\r\n")[2])["status"] == 408
    assert b"body took more than 1 s" in (answers[-1] or b"")
    async with httpx.AsyncClient(base_url=server.url, timeout=10) as http:
        assert (await http.get("/v1/health")).status_code == 200  # whole requests are not slowed


async def test_connections_beyond_the_limit_are_refused_with_503(serve: Serve) -> None:
    """Connections held open (sockets here, waiting for their hello) count; the one beyond MAX_CONNECTIONS
    gets a 503 at once, and once some are closed, requests are served again."""
    server = serve({"MAX_CONNECTIONS": "16"})
    held = [open_raw_socket(server, "/v1/sessions/no-such-session/ws") for _ in range(16)]
    try:
        async with httpx.AsyncClient(base_url=server.url, timeout=10) as http:
            refused = await http.get("/v1/health")
            assert refused.status_code == 503
            assert refused.headers["content-type"] == "application/problem+json"
            for raw in held[:4]:
                raw.close()
            for _ in range(50):
                if (await http.get("/v1/health")).status_code == 200:
                    break
                await asyncio.sleep(0.1)
            else:
                pytest.fail("requests were still refused once connections were closed")
    finally:
        for raw in held:
            raw.close()
