"""``PATCH /v1/sessions/{sid}`` (issue 19): the GM renames the session or changes its settings; the event
``session_changed`` tells everyone; the new settings govern the very next table roll, and sockets show
the new name and settings."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from tests.sessions.channel import channel
from tests.sessions.conftest import Table
from tests.sessions.test_dice_authority import ROLL_WITH_DICE, new_table

pytestmark = pytest.mark.anyio

PLAIN_ROLL = {"operation": "notation", "input": {"expression": "1d20"}}


async def patch(table: Table, token: str, body: Any, **headers: str) -> httpx.Response:
    return await table.http.patch(f"/v1/sessions/{table.id}", json=body, headers={**table.auth(token), **headers})


async def test_the_gm_renames_and_changes_settings_and_gets_the_sessions_view(client: httpx.AsyncClient) -> None:
    table = await new_table(client)
    version = await table.version()
    changed = await patch(table, table.gm, {"name": "Sunday", "settings": {"default_visibility": "gm"}})
    assert changed.status_code == 200, changed.text
    view = changed.json()
    assert view == (await table.get("", table.gm)).json()
    assert view["name"] == "Sunday"
    assert view["settings"] == {"forced_dice": "gm", "default_visibility": "gm"}
    assert view["version"] == version + 1
    assert [player["name"] for player in view["players"]] == ["ann", "bo"]
    for token in (table.gm, table.players["bo"][1]):  # players see it whole
        event = (await table.events(token, after=version))[0]
        assert event["type"] == "session_changed"
        assert event["actor"]["role"] == "gm"
        assert event["data"] == {"name": "Sunday", "settings": {"forced_dice": "gm", "default_visibility": "gm"}}


async def test_settings_left_out_keep_their_value(client: httpx.AsyncClient) -> None:
    table = await new_table(client, settings={"forced_dice": "nobody", "default_visibility": "blind"})
    changed = await patch(table, table.gm, {"settings": {"forced_dice": "everyone", "default_visibility": None}})
    assert changed.status_code == 200, changed.text
    assert changed.json()["settings"] == {"forced_dice": "everyone", "default_visibility": "blind"}
    assert changed.json()["name"] == "dice authority"
    # The event says what changed: no name here, and the settings as they now are.
    event = (await table.events(table.gm))[-1]
    assert event["data"] == {"settings": {"forced_dice": "everyone", "default_visibility": "blind"}}
    renamed = await patch(table, table.gm, {"name": "Later"})
    assert renamed.json()["settings"] == {"forced_dice": "everyone", "default_visibility": "blind"}
    assert (await table.events(table.gm))[-1]["data"] == {"name": "Later"}


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"settings": {"forced_die": "everyone"}}, "settings.forced_die"),
        ({"settings": {"forced_dice": "everyone", "colour": "red"}}, "settings.colour"),
        ({"settings": {"forced_dice": "players"}}, "settings.forced_dice"),
        ({"settings": {"default_visibility": 1}}, "settings.default_visibility"),
        ({"settings": ["gm"]}, "settings"),
        ({"name": ""}, "name"),
        ({"name": "x" * 201}, "name"),
        ({"name": 7}, "name"),
        ({}, "body"),
        ({"name": None, "settings": None}, "body"),
        ([], "body"),
    ],
)
async def test_a_bad_change_is_422_naming_the_field_and_changes_nothing(
    client: httpx.AsyncClient, body: Any, field: str
) -> None:
    table = await new_table(client)
    before = (await table.get("", table.gm)).json()
    refused = await patch(table, table.gm, body)
    assert refused.status_code == 422, refused.text
    assert refused.json()["field"] == field
    assert refused.json()["detail"].startswith(f"{field}: ")
    assert (await table.get("", table.gm)).json() == before


async def test_unknown_settings_are_refused_on_create_too(client: httpx.AsyncClient) -> None:
    created = await client.post(
        "/v1/sessions", json={"system": "duel", "name": "t", "settings": {"forced_die": "everyone"}}
    )
    assert created.status_code == 422
    assert created.json()["field"] == "settings.forced_die"


async def test_forced_dice_governs_the_next_table_roll(client: httpx.AsyncClient) -> None:
    table = await new_table(client)
    ann = table.players["ann"][1]
    assert (await table.post("/rolls", ann, ROLL_WITH_DICE)).status_code == 403
    assert (await patch(table, table.gm, {"settings": {"forced_dice": "everyone"}})).status_code == 200
    rolled = await table.post("/rolls", ann, ROLL_WITH_DICE)
    assert rolled.status_code == 201, rolled.text
    assert rolled.json()["receipt"]["record"]["forced"] is True
    assert (await patch(table, table.gm, {"settings": {"forced_dice": "nobody"}})).status_code == 200
    assert (await table.post("/rolls", table.gm, ROLL_WITH_DICE)).status_code == 403
    assert (await table.post("/rolls", ann, ROLL_WITH_DICE)).status_code == 403


async def test_default_visibility_governs_the_next_table_roll(client: httpx.AsyncClient) -> None:
    table = await new_table(client)
    ann, bo = table.players["ann"][1], table.players["bo"][1]
    shown = await table.post("/rolls", ann, PLAIN_ROLL)
    assert (await table.events(bo, after=shown.json()["seq"] - 1))[0]["type"] == "roll"
    assert (await patch(table, table.gm, {"settings": {"default_visibility": "blind"}})).status_code == 200
    hidden = await table.post("/rolls", ann, PLAIN_ROLL)
    assert hidden.json()["result"] is None  # blind: not even the roller sees it
    seq = hidden.json()["seq"]
    assert (await table.events(bo, after=seq - 1))[0]["type"] == "hidden"
    assert (await table.events(table.gm, after=seq - 1))[0]["data"]["visibility"] == "blind"


async def test_a_retry_with_the_same_idempotency_key_changes_nothing_more(client: httpx.AsyncClient) -> None:
    table = await new_table(client)
    body = {"name": "Once", "settings": {"forced_dice": "nobody"}}
    first = await patch(table, table.gm, body, **{"Idempotency-Key": "rename-1"})
    version = await table.version()
    again = await patch(table, table.gm, body, **{"Idempotency-Key": "rename-1"})
    assert again.status_code == 200
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.json() == first.json()
    assert await table.version() == version
    other = await patch(table, table.gm, {"name": "Twice"}, **{"Idempotency-Key": "rename-1"})
    assert other.status_code == 422
    assert await table.version() == version


async def test_if_match_refuses_a_change_to_a_session_that_moved_on(client: httpx.AsyncClient) -> None:
    table = await new_table(client)
    version = await table.version()
    await table.post("/rolls", table.gm, PLAIN_ROLL)
    stale = await patch(table, table.gm, {"name": "Stale"}, **{"If-Match": f'"{version}"'})
    assert stale.status_code == 412
    assert (await table.get("", table.gm)).json()["name"] == "dice authority"
    current = await patch(table, table.gm, {"name": "Fresh"}, **{"If-Match": f'"{version + 1}"'})
    assert current.status_code == 200
    assert current.json()["name"] == "Fresh"


async def test_sockets_get_the_change_and_later_snapshots_show_it(app: FastAPI, client: httpx.AsyncClient) -> None:
    table = await new_table(client)
    bo = table.players["bo"][1]
    async with channel(app, table.id, bo) as watching:
        changed = await patch(table, table.gm, {"name": "Sunday", "settings": {"forced_dice": "everyone"}})
        seq = changed.json()["version"]
        live = (await watching.until_seq(seq))[-1]
        assert live["event"]["type"] == "session_changed"
        assert live["event"]["data"]["settings"] == {"forced_dice": "everyone", "default_visibility": "public"}
        # The session's hub on this worker is still running (a socket holds it): its snapshot must follow.
        async with channel(app, table.id, table.players["ann"][1]) as joining:
            snapshot = joining.received[0]
    assert snapshot["type"] == "snapshot"
    assert snapshot["seq"] == seq
    assert snapshot["session"]["name"] == "Sunday"
    assert snapshot["session"]["settings"] == {"forced_dice": "everyone", "default_visibility": "public"}
    assert snapshot["session"]["version"] == seq
