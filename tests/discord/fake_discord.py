"""A local stand-in for Discord: its HTTP API (recording what the server sends) and its request signing."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import orjson
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat


@dataclass
class Received:
    method: str
    path: str
    headers: dict[str, str]
    body: Any


@dataclass
class FakeDiscord:
    """Discord's HTTP API as far as the server uses it: every request is recorded and answered 200."""

    url: str
    received: list[Received] = field(default_factory=list)
    arrived: threading.Event = field(default_factory=threading.Event)

    def wait(self, count: int = 1, timeout: float = 10.0) -> list[Received]:
        deadline = time.monotonic() + timeout
        while len(self.received) < count and time.monotonic() < deadline:
            self.arrived.wait(0.05)
            self.arrived.clear()
        assert len(self.received) >= count, self.received
        return self.received


@contextmanager
def fake_discord() -> Iterator[FakeDiscord]:
    server: ThreadingHTTPServer
    fake: FakeDiscord

    class Handler(BaseHTTPRequestHandler):
        def _record(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length else b""
            fake.received.append(
                Received(self.command, self.path, dict(self.headers.items()), json.loads(raw) if raw else None)
            )
            fake.arrived.set()
            answer = json.dumps(fake.received[-1].body if self.command == "PUT" else {"id": "1"}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(answer)))
            self.end_headers()
            self.wfile.write(answer)

        do_PUT = do_PATCH = do_POST = _record  # noqa: N815 (http.server's names)

        def log_message(self, format: str, *args: Any) -> None:
            """Quiet."""

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    fake = FakeDiscord(f"http://127.0.0.1:{server.server_address[1]}/api/v10")
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield fake
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


class Signer:
    """Signs interactions exactly as Discord does: Ed25519 over the timestamp then the raw body, in hex."""

    def __init__(self) -> None:
        self.key = Ed25519PrivateKey.generate()

    @property
    def public_key(self) -> str:
        return self.key.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw).hex()

    def headers(self, body: bytes, timestamp: int | None = None) -> dict[str, str]:
        moment = str(int(time.time()) if timestamp is None else timestamp)
        return {
            "X-Signature-Ed25519": self.key.sign(moment.encode() + body).hex(),
            "X-Signature-Timestamp": moment,
            "Content-Type": "application/json",
        }


def command(
    name: str,
    options: dict[str, Any] | None = None,
    subcommand: str | None = None,
    *,
    user: str = "111",
    channel: str = "900",
    token: str = "interaction-token",
) -> bytes:
    """An APPLICATION_COMMAND interaction as Discord sends it from a guild channel."""
    given = [{"name": key, "type": _type(value), "value": value} for key, value in (options or {}).items()]
    if subcommand is not None:
        given = [{"name": subcommand, "type": 1, "options": given}]
    return orjson.dumps(
        {
            "id": "1200",
            "application_id": "4242",
            "type": 2,
            "token": token,
            "version": 1,
            "guild_id": "77",
            "channel_id": channel,
            "member": {"user": {"id": user, "username": f"user{user}"}, "roles": []},
            "data": {"id": "3", "name": name, "type": 1, "options": given},
        }
    )


def _type(value: object) -> int:
    if isinstance(value, bool):
        return 5
    return 4 if isinstance(value, int) else 3
