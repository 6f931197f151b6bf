"""Webhooks across a crash: the server is killed (SIGKILL) in the middle of a burst of table rolls, started
again on the same database, and every committed event still reaches the receiver, in order, signed."""

from __future__ import annotations

import asyncio
from pathlib import Path

import httpx
import pytest
from standardwebhooks.webhooks import Webhook

from app.sessions.service import NOTATION
from app.settings import Settings
from tests.e2e.conftest import server_env, start_server
from tests.webhooks.receiver import receiver

pytestmark = [pytest.mark.anyio, pytest.mark.slow]

BURST = 300


async def test_a_server_killed_mid_burst_loses_no_delivery(settings: Settings, tmp_path: Path) -> None:
    env = {
        **server_env(settings),
        "WEBHOOK_ALLOWED_NETWORKS": "127.0.0.0/8",
        "WEBHOOK_BACKOFF": "0.05",
        "WEBHOOK_POLL_EVERY": "0.1",
    }
    server = start_server(env, tmp_path / "server.log")
    try:
        with receiver() as hook:
            async with httpx.AsyncClient(base_url=server.url, timeout=10) as http:
                created = (await http.post("/v1/sessions", json={"system": "fimbulvinter", "name": "Crash"})).json()
                sid, gm = created["id"], {"Authorization": f"Bearer {created['gm_token']}"}
                made = await http.post(f"/v1/sessions/{sid}/webhooks", json={"url": hook.url}, headers=gm)
                secret = made.json()["secret"]

                async def burst() -> None:
                    body = {"operation": NOTATION, "input": {"expression": "1d6"}}
                    for _ in range(BURST):
                        try:
                            await http.post(f"/v1/sessions/{sid}/rolls", json=body, headers=gm)
                        except httpx.TransportError:
                            return  # the server is gone

                rolling = asyncio.create_task(burst())
                await hook.wait(lambda got: len(got) >= 20)
                assert server.process is not None
                server.process.kill()  # SIGKILL: no shutdown, no flush, mid-burst
                server.process.wait()
                await rolling
                server.start()  # the same port and database
                logged = (await http.get(f"/v1/sessions/{sid}/events?limit=1000", headers=gm)).json()["events"]
                committed = [event["seq"] for event in logged if event["seq"] > 1]
                assert 20 <= len(committed) < BURST  # killed in the middle
                received = await hook.wait(
                    lambda got: (
                        {d.body and Webhook(secret).verify(d.body, d.headers)["data"]["seq"] for d in got}
                        >= set(committed)
                    ),
                    within=60,
                )
    finally:
        server.stop()
    seqs = [Webhook(secret).verify(delivery.body, delivery.headers)["data"]["seq"] for delivery in received]
    first_seen = list(dict.fromkeys(seqs))
    assert first_seen[: len(committed)] == committed  # every committed event, in seq order, none lost
    ids = {delivery.headers["webhook-id"]: seq for delivery, seq in zip(received, seqs, strict=True)}
    assert len(ids) == len(set(seqs))  # a duplicate is a retry of the same webhook-id
