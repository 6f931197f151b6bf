"""Outbound webhooks: registered by the GM, delivered signed (Standard Webhooks), in order, at least once."""

from __future__ import annotations

import asyncio
import itertools
from typing import Any

import httpx
import orjson
import pytest
from fastapi import FastAPI
from standardwebhooks.webhooks import Webhook

from tests.webhooks.receiver import Delivery, Receiver

pytestmark = pytest.mark.anyio


class Table:
    def __init__(self, http: httpx.AsyncClient, created: dict[str, Any]) -> None:
        self.http = http
        self.id: str = created["id"]
        self.gm: str = created["gm_token"]
        self.join_code: str = created["join_code"]

    def auth(self, token: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {token}"}

    async def hook(self, body: dict[str, Any], token: str | None = None) -> httpx.Response:
        return await self.http.post(f"/v1/sessions/{self.id}/webhooks", json=body, headers=self.auth(token or self.gm))

    async def roll(self, token: str, visibility: str = "public") -> int:
        body = {"operation": "notation", "input": {"expression": "1d6"}, "visibility": visibility}
        rolled = await self.http.post(f"/v1/sessions/{self.id}/rolls", json=body, headers=self.auth(token))
        assert rolled.status_code == 201, rolled.text
        seq: int = rolled.json()["seq"]
        return seq

    async def join(self, name: str) -> str:
        joined = await self.http.post(
            f"/v1/sessions/{self.id}/players", json={"name": name, "join_code": self.join_code}
        )
        token: str = joined.json()["token"]
        return token

    async def webhooks(self) -> list[dict[str, Any]]:
        listed = await self.http.get(f"/v1/sessions/{self.id}/webhooks", headers=self.auth(self.gm))
        assert listed.status_code == 200, listed.text
        found: list[dict[str, Any]] = listed.json()
        return found


@pytest.fixture
async def table(client: httpx.AsyncClient) -> Table:
    created = await client.post("/v1/sessions", json={"system": "fimbulvinter", "name": "Saturday"})
    return Table(client, created.json())


def verified(delivery: Delivery, secret: str) -> dict[str, Any]:
    """The payload, once the library verified its Standard Webhooks signature."""
    payload: dict[str, Any] = Webhook(secret).verify(delivery.body, delivery.headers)
    return payload


async def test_the_gm_registers_lists_and_deletes_a_webhook(table: Table, hook: Receiver) -> None:
    created = await table.hook({"url": hook.url, "events": ["roll"]})
    assert created.status_code == 201, created.text
    assert set(created.json()) == {"id", "secret"}
    assert created.json()["secret"].startswith("whsec_")
    (listed,) = await table.webhooks()
    assert listed["id"] == created.json()["id"]
    assert (listed["url"], listed["events"], listed["format"], listed["status"]) == (
        hook.url,
        ["roll"],
        "json",
        "active",
    )
    assert "secret" not in listed
    deleted = await table.http.delete(f"/v1/sessions/{table.id}/webhooks/{listed['id']}", headers=table.auth(table.gm))
    assert deleted.status_code == 204
    assert await table.webhooks() == []
    again = await table.http.delete(f"/v1/sessions/{table.id}/webhooks/{listed['id']}", headers=table.auth(table.gm))
    assert again.status_code == 404


async def test_only_the_gm_may_and_the_order_of_checks_holds(table: Table, hook: Receiver) -> None:
    player = await table.join("Ulla")
    assert (await table.hook({"url": hook.url}, player)).status_code == 403
    no_token = await table.http.post(f"/v1/sessions/{table.id}/webhooks", content=b"{oops")
    assert no_token.status_code == 401
    unknown = await table.http.post("/v1/sessions/nope/webhooks", json={"url": hook.url}, headers=table.auth(table.gm))
    assert unknown.status_code == 404
    assert (await table.http.get(f"/v1/sessions/{table.id}/webhooks", headers=table.auth(player))).status_code == 403


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"url": "http://10.1.2.3/hook"}, "url"),
        ({"url": "http://169.254.169.254/latest/meta-data"}, "url"),
        ({"url": "http://[::1]:8000/hook"}, "url"),
        ({"url": "http://192.168.0.10/hook"}, "url"),
        ({"url": "ftp://example.org/hook"}, "url"),
        ({"url": "not a url"}, "url"),
        ({"url": "http://127.0.0.1/hook", "format": "xml"}, "format"),
        ({"url": "http://127.0.0.1/hook", "events": ["nonsense"]}, "events[0]"),
        ({}, "url"),
    ],
)
async def test_private_addresses_and_bad_input_are_refused(table: Table, body: dict[str, Any], field: str) -> None:
    refused = await table.hook(body)
    assert refused.status_code == 422, refused.text
    assert refused.json()["field"] == field
    assert await table.webhooks() == []


async def test_events_arrive_signed_in_order_and_as_a_player_sees_them(table: Table, hook: Receiver) -> None:
    secret = (await table.hook({"url": hook.url})).json()["secret"]
    player = await table.join("Ulla")
    seqs = [
        await table.roll(player),
        await table.roll(table.gm, "gm"),
        await table.roll(player),
        await table.roll(player),
    ]
    received = await hook.wait(lambda got: len(got) >= 5)
    payloads = [verified(delivery, secret) for delivery in received]
    assert [payload["data"]["seq"] for payload in payloads] == [seqs[0] - 1, *seqs]
    assert [payload["type"] for payload in payloads] == ["player_joined", "roll", "hidden", "roll", "roll"]
    hidden = payloads[2]["data"]
    assert set(hidden) == {"session_id", "seq", "type", "at"}  # nothing of the GM's roll
    assert payloads[1]["data"]["actor"]["name"] == "Ulla"
    assert len({delivery.headers["webhook-id"] for delivery in received}) == 5


async def test_a_failing_endpoint_is_retried_with_growing_delays_and_order_kept(table: Table, hook: Receiver) -> None:
    hook.failures = 4
    secret = (await table.hook({"url": hook.url, "events": ["roll"]})).json()["secret"]
    first, second = await table.roll(table.gm), await table.roll(table.gm)
    received = await hook.wait(lambda got: len([d for d in got if d.status < 300]) >= 2)
    assert [delivery.status for delivery in received] == [500, 500, 500, 500, 204, 204]
    assert [verified(delivery, secret)["data"]["seq"] for delivery in received] == [first] * 5 + [second]
    assert len({delivery.headers["webhook-id"] for delivery in received[:5]}) == 1  # retries of one message
    gaps = [later.at - earlier.at for earlier, later in itertools.pairwise(received[:5])]
    assert gaps[-1] > gaps[0] * 2  # backoff doubles: 0.05, 0.1, 0.2, 0.4 s (plus polling)


@pytest.mark.parametrize("retry_for", [0.3])
async def test_a_webhook_failing_for_the_whole_window_is_marked_failing(table: Table, hook: Receiver) -> None:
    hook.failures = 1_000
    await table.hook({"url": hook.url})
    await table.roll(table.gm)
    await hook.wait(lambda got: len(got) >= 3)
    for _ in range(100):
        (listed,) = await table.webhooks()
        if listed["status"] == "failing":
            break
        await asyncio.sleep(0.05)
    assert listed["status"] == "failing"


async def test_the_discord_format_posts_a_readable_message(table: Table, hook: Receiver) -> None:
    secret = (await table.hook({"url": hook.url, "format": "discord", "events": ["roll"]})).json()["secret"]
    await table.roll(table.gm)
    (delivery,) = await hook.wait(lambda got: len(got) >= 1)
    message = verified(delivery, secret)
    assert message["content"].startswith("🎲 **GM** rolled `notation`: 1d6 (")
    assert message["allowed_mentions"] == {"parse": []}
    assert orjson.loads(delivery.body) == message


async def test_an_idempotency_key_replays_the_creation_and_if_match_is_checked(table: Table, hook: Receiver) -> None:
    key = {"Idempotency-Key": "webhook-1"}
    headers = {**table.auth(table.gm), **key}
    path = f"/v1/sessions/{table.id}/webhooks"
    first = await table.http.post(path, json={"url": hook.url}, headers=headers)
    again = await table.http.post(path, json={"url": hook.url}, headers=headers)
    assert first.status_code == again.status_code == 201
    assert again.json() == first.json()
    assert again.headers["Idempotent-Replayed"] == "true"
    assert len(await table.webhooks()) == 1
    other_body = await table.http.post(path, json={"url": hook.url, "format": "discord"}, headers=headers)
    assert other_body.status_code == 422
    stale = await table.http.post(path, json={"url": hook.url}, headers={**table.auth(table.gm), "If-Match": '"99"'})
    assert stale.status_code == 412
    assert len(await table.webhooks()) == 1


async def test_an_ended_session_takes_no_new_webhook(table: Table, hook: Receiver) -> None:
    """Creating a webhook is a write like any other: 409 once the session has ended (it was 201)."""
    ended = await table.http.post(f"/v1/sessions/{table.id}/end", headers=table.auth(table.gm))
    assert ended.status_code == 200, ended.text
    refused = await table.hook({"url": hook.url})
    assert refused.status_code == 409, refused.text
    assert await table.webhooks() == []


async def test_only_an_event_queued_for_a_webhook_wakes_the_deliverer(
    app: FastAPI, client: httpx.AsyncClient, table: Table, hook: Receiver
) -> None:
    woken: list[None] = []
    app.state.services.sessions.listeners.append(lambda: woken.append(None))
    created = await client.post("/v1/sessions", json={"system": "fimbulvinter", "name": "no webhooks"})
    await Table(client, created.json()).roll(created.json()["gm_token"])
    assert woken == []  # a session without webhooks queues nothing: no outbox look per write
    await table.hook({"url": hook.url})
    seq = await table.roll(table.gm)
    assert woken == [None]
    received = await hook.wait(lambda got: len(got) >= 1)
    assert orjson.loads(received[-1].body)["data"]["seq"] == seq
