"""Run the real server for the end-to-end tests: the Duel example system (``app/rules/duel``) registered
beside the systems, a test-only ``GET /test/stats`` (asyncio tasks, sockets, hubs, resident memory) for
the leak checks, ``GET /test/error``, a route that fails as a bug would (the logs of an unhandled error), and
``POST /test/dice`` ``{"faces": [...]}``: the faces the server's own dice show next (``GET`` says how many
are still queued), so a test can script a phase that the server rolls (declarations bring no dice).

``python -m tests.e2e.server`` takes the same environment as ``python -m app``.
"""

from __future__ import annotations

import asyncio
import resource
from pathlib import Path

from starlette.requests import Request
from starlette.responses import JSONResponse

from app import rules
from app.__main__ import main
from app.api.routes.channel import StarletteSocket
from app.api.uvicorn_adapter import Inbox
from app.rules.dice.source import RandomDice
from app.rules.duel import SYSTEM as DUEL
from tests.scripted_dice import QUEUED, scripted_face


def _rss_kib() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def _holds_handshake(socket: StarletteSocket) -> bool:
    """Whether a socket still holds headers of its opening handshake (released after the accept)."""
    direct = socket._direct
    request_headers = getattr(getattr(direct, "request", None), "headers", None)
    return bool(socket.websocket.scope["headers"] or hasattr(direct, "response") or request_headers)


async def stats(request: Request) -> JSONResponse:
    streams = request.app.state.services.streams
    subscribers = [subscriber for hub in streams.hubs.values() for subscriber in hub.subscribers]
    return JSONResponse(
        {
            "tasks": len(asyncio.all_tasks()),
            "task_names": sorted(
                getattr(task.get_coro(), "__qualname__", task.get_name()) for task in asyncio.all_tasks()
            ),
            "sockets": streams.socket_count,
            "direct_sockets": sum(
                subscriber.socket.send_now.__self__._direct is not None for subscriber in subscribers
            ),
            "handshakes_held": sum(
                _holds_handshake(subscriber.socket)
                for subscriber in subscribers
                if isinstance(subscriber.socket, StarletteSocket)
            ),
            "inboxes": sum(
                isinstance(getattr(subscriber.socket.send_now.__self__._direct, "queue", None), Inbox)
                for subscriber in subscribers
            ),
            "hubs": len(streams.hubs),
            "rss_kib": _rss_kib(),
        }
    )


async def error(_request: Request) -> JSONResponse:
    raise RuntimeError("a bug, as the test wanted")


async def dice(request: Request) -> JSONResponse:
    if request.method == "POST":
        QUEUED.extend((await request.json())["faces"])
    return JSONResponse({"queued": len(QUEUED)})


if __name__ == "__main__":
    registry = rules.SYSTEMS
    assert isinstance(registry, dict)
    registry[DUEL.id] = DUEL
    from app.main import api  # after the registration: the app builds its routes from the registry

    api.add_route("/test/stats", stats, methods=["GET"])
    api.add_route("/test/error", error, methods=["GET"])
    api.add_route("/test/dice", dice, methods=["GET", "POST"])
    RandomDice._next_face = scripted_face  # type: ignore[method-assign, assignment]
    main()
