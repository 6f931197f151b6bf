"""The server's edge against hostile clients, over real connections to a real server process: forwarded
addresses, slow and silent readers, control-frame floods, slow requests."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from pathlib import Path

import httpx
import pytest

from tests.e2e.conftest import ServerProcess, start_server

pytestmark = pytest.mark.anyio

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
