"""Metrics of a scaled server: two worker processes counted together (prometheus-client's multiprocess mode),
and the broadcaster's reconnects after Redis was cut."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import httpx
import pytest

from tests.e2e.conftest import WAIT, start_server
from tests.e2e.observing import Samples, scrape, value
from tests.scaled.proxy import CuttableProxy

pytestmark = [pytest.mark.anyio, pytest.mark.scaled]

LIVE = {"method": "GET", "route": "/v1/health/live", "status": "200"}


async def scrape_anew(url: str) -> Samples:
    """A scrape on a connection of its own: any worker may answer it."""
    async with httpx.AsyncClient(base_url=url, timeout=10) as http:
        return await scrape(http)


async def test_two_workers_are_counted_together_and_reconnects_are_counted(
    scaled_env: dict[str, str], tmp_path: Path
) -> None:
    proxy = CuttableProxy(("127.0.0.1", 6379))
    redis = scaled_env["REDIS_URL"].replace("127.0.0.1:6379", f"127.0.0.1:{proxy.port}")
    folder = tmp_path / "metrics"
    env = {**scaled_env, "REDIS_URL": redis, "WORKERS": "2", "PROMETHEUS_MULTIPROC_DIR": str(folder)}
    # `python -m app` itself: a worker process imports its parent's main module before it answers the
    # supervisor's health checks, and the test server's (the Duel system too) is slow to import on a busy machine.
    server = start_server(env, tmp_path / "server.log", module="app")
    try:
        before = await scrape_anew(server.url)

        async def live() -> None:
            async with httpx.AsyncClient(base_url=server.url, timeout=10) as http:
                assert (await http.get("/v1/health/live")).status_code == 200

        await asyncio.gather(*(live() for _ in range(40)))  # 40 connections at once: both workers take some
        assert len(list(folder.glob("histogram_*.db"))) == 2  # each worker recorded requests in its own file
        for _ in range(4):  # whichever worker answers the scrape counts every worker's requests
            after = await scrape_anew(server.url)
            counted = value(after, "rules_http_request_duration_seconds_count", **LIVE)
            assert counted - value(before, "rules_http_request_duration_seconds_count", **LIVE) == 40

        proxy.cut()
        await asyncio.sleep(1)
        proxy.restore()
        deadline = time.monotonic() + WAIT
        while value(after := await scrape_anew(server.url), "rules_broadcaster_reconnects_total") < 2:
            assert time.monotonic() < deadline, "the workers' subscriptions did not come back"
            await asyncio.sleep(0.2)
    finally:
        server.stop()
        proxy.close()
