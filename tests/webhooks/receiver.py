"""A local webhook receiver: records every delivery, and answers with the statuses a test scripts."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Delivery:
    at: float
    headers: dict[str, str]
    body: bytes
    status: int


@dataclass
class Receiver:
    url: str
    failures: int = 0
    """Answer 500 to this many requests first (then 204)."""
    received: list[Delivery] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    async def wait(self, done: Callable[[list[Delivery]], bool], within: float = 15.0) -> list[Delivery]:
        deadline = time.monotonic() + within
        while time.monotonic() < deadline:
            with self.lock:
                if done(self.received):
                    return list(self.received)
            await asyncio.sleep(0.02)
        raise AssertionError(f"not done in {within} s: {self.received}")

    def accepted(self) -> list[Delivery]:
        return [delivery for delivery in self.received if delivery.status < 300]


@contextmanager
def receiver() -> Iterator[Receiver]:
    server: ThreadingHTTPServer
    state: Receiver

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            with state.lock:
                status = 500 if state.failures > 0 else 204
                state.failures -= 1
                state.received.append(Delivery(time.monotonic(), dict(self.headers.items()), body, status))
            self.send_response(status)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, format: str, *args: Any) -> None:
            """Quiet."""

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    state = Receiver(f"http://127.0.0.1:{server.server_address[1]}/hook")
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
