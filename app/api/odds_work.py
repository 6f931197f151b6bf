"""Where odds are computed: off the event loop, one at a time per worker, behind a short queue.

An odds request may walk faces up to the odds engine's CPU cap. Threads share the GIL with the event loop,
so many walks at once would slow every other request and socket of the worker; and an unbounded queue
would let one client hold the others' odds back for as long as it likes. Beyond the queue: 503, retry.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import anyio
from anyio import to_thread
from starlette.requests import HTTPConnection

from app.sessions.errors import Unavailable

T = TypeVar("T")

RUNNING = 1
WAITING = 8


class OddsWorkers:
    """At most ``running`` odds walks at once in this process, and ``waiting`` more admitted to wait."""

    def __init__(self, running: int = RUNNING, waiting: int = WAITING) -> None:
        self._limiter = anyio.CapacityLimiter(running)
        self._capacity = running + waiting
        self._admitted = 0

    async def run(self, compute: Callable[[], T]) -> T:
        if self._admitted >= self._capacity:
            raise Unavailable("odds: too many odds requests at once; retry shortly")
        self._admitted += 1
        try:
            return await to_thread.run_sync(compute, limiter=self._limiter)
        finally:
            self._admitted -= 1


def odds_workers(connection: HTTPConnection) -> OddsWorkers:
    workers: OddsWorkers = connection.app.state.odds_workers
    return workers
