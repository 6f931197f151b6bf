"""Faults when scaled: a worker killed with SIGKILL in the middle of a stream of writes."""

from __future__ import annotations

import asyncio
import signal
from typing import Any

import httpx
import pytest

from tests.e2e.conftest import Channel, ServerProcess, auth

pytestmark = [pytest.mark.anyio, pytest.mark.scaled]


async def write(http: httpx.AsyncClient, session: dict[str, Any], marker: int) -> int | None:
    """One roll carrying ``marker``; its seq if acknowledged, None if the worker died under it."""
    try:
        response = await http.post(
            f"/v1/sessions/{session['id']}/rolls",
            json={"operation": "notation", "input": {"expression": "1d6", "marker": marker}},
            headers=auth(session["gm_token"]),
        )
    except httpx.TransportError:
        return None
    assert response.status_code == 201, response.text
    seq: int = response.json()["seq"]
    return seq


async def test_a_killed_worker_loses_no_acknowledged_write(workers: tuple[ServerProcess, ServerProcess]) -> None:
    a, b = workers
    async with (
        httpx.AsyncClient(base_url=a.url, timeout=10) as on_a,
        httpx.AsyncClient(base_url=b.url, timeout=10) as on_b,
    ):
        session = (await on_b.post("/v1/sessions", json={"system": "duel", "name": "kill"})).json()
        watcher = await Channel.open(b.ws_url, session["id"], session["gm_token"])
        await watcher.joined()
        acknowledged: dict[int, int] = {}  # marker -> seq
        thirty_in = asyncio.Event()

        async def stream_through_a() -> None:
            for marker in range(1000):
                seq = await write(on_a, session, marker)
                if seq is None:
                    return
                acknowledged[marker] = seq
                if len(acknowledged) == 30:
                    thirty_in.set()

        streaming = asyncio.create_task(stream_through_a())
        await thirty_in.wait()
        assert a.process is not None
        a.process.send_signal(signal.SIGKILL)
        await streaming
        for marker in range(1000, 1010):  # the other worker goes on
            seq = await write(on_b, session, marker)
            assert seq is not None
            acknowledged[marker] = seq
        log = (
            await on_b.get(f"/v1/sessions/{session['id']}/events?limit=1000", headers=auth(session["gm_token"]))
        ).json()
    seqs = [event["seq"] for event in log["events"]]
    assert seqs == list(range(1, log["version"] + 1))  # gapless
    logged = {event["data"]["input"]["marker"]: event["seq"] for event in log["events"] if event["type"] == "roll"}
    assert all(logged.get(marker) == seq for marker, seq in acknowledged.items())
    # The socket on the surviving worker saw every event, in order, once.
    assert [message["seq"] for message in await watcher.until_seq(log["version"])] == list(range(2, log["version"] + 1))
    await watcher.close()
