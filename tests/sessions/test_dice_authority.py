"""Who may supply dice (issue 15, finding 4): declarations carry none, the GM's resolve may force a
phase's dice, and table rolls follow the session's ``forced_dice`` setting; receipts say when dice were
supplied. Also the session settings themselves: given on create, returned in every view."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from tests.sessions.channel import channel
from tests.sessions.conftest import Table

pytestmark = pytest.mark.anyio

DUEL_SETUP = {"combatants": [{"id": "hero", "side": "pcs", "hp": 2}, {"id": "orc", "side": "foes", "hp": 2}]}
ROLL_WITH_DICE = {"operation": "notation", "input": {"expression": "2d6", "dice": [6, 6]}}


async def new_table(client: httpx.AsyncClient, system: str = "duel", settings: Any = None) -> Table:
    body: dict[str, Any] = {"system": system, "name": "dice authority"}
    if settings is not None:
        body["settings"] = settings
    created = await client.post("/v1/sessions", json=body)
    assert created.status_code == 201, created.text
    session = created.json()
    players = {}
    for name in ("ann", "bo"):
        joined = await client.post(
            f"/v1/sessions/{session['id']}/players", json={"name": name, "join_code": session["join_code"]}
        )
        players[name] = (joined.json()["player_id"], joined.json()["token"])
    return Table(client, session["id"], session["gm_token"], players)


async def duel_with_hero_of_ann(table: Table) -> None:
    setup = {
        "combatants": [
            {**DUEL_SETUP["combatants"][0], "controller": table.players["ann"][0]},
            DUEL_SETUP["combatants"][1],
        ]
    }
    assert (await table.post("/combat", table.gm, setup)).status_code == 201


@pytest.mark.parametrize("completing", ["ann", "gm"])
async def test_a_declaration_with_dice_is_422_and_forces_nothing(client: httpx.AsyncClient, completing: str) -> None:
    table = await new_table(client)
    await duel_with_hero_of_ann(table)
    ann = table.players["ann"][1]
    first, last = ("orc", "hero") if completing == "ann" else ("hero", "orc")
    first_token = table.gm if first == "orc" else ann
    target = {"hero": "orc", "orc": "hero"}
    declared = await table.post(
        "/combat/declarations",
        first_token,
        {"phase": "attack", "combatant": first, "declaration": {"target": target[first]}},
    )
    assert declared.status_code == 202
    version = await table.version()
    forcing = await table.post(
        "/combat/declarations",
        ann if completing == "ann" else table.gm,
        {"phase": "attack", "combatant": last, "declaration": {"target": target[last]}, "dice": [6, 6]},
    )
    assert forcing.status_code == 422, forcing.text
    problem = forcing.json()
    assert problem["field"] == "dice"
    assert problem["detail"] == "dice: declarations carry no dice; only the GM's resolve may force the phase's dice"
    assert await table.version() == version
    assert (await table.get("", table.gm)).json()["combat"]["pending"] == [last]


async def test_a_completing_declaration_rolls_on_the_server_and_the_resolve_may_force(
    client: httpx.AsyncClient,
) -> None:
    table = await new_table(client)
    await duel_with_hero_of_ann(table)
    ann = table.players["ann"][1]
    await table.post(
        "/combat/declarations", table.gm, {"phase": "attack", "combatant": "orc", "declaration": {"target": "hero"}}
    )
    completed = await table.post(
        "/combat/declarations",
        ann,
        {"phase": "attack", "combatant": "hero", "declaration": {"target": "orc"}, "dice": None},
    )
    assert completed.json()["resolved"] is True
    rolled = (await table.events(table.gm))[-1]
    assert rolled["data"]["receipt"]["record"]["forced"] is False
    await table.post(
        "/combat/declarations", ann, {"phase": "attack", "combatant": "hero", "declaration": {"target": "orc"}}
    )
    forced = await table.post("/combat/resolve", table.gm, {"dice": [1]})
    assert forced.status_code == 200, forced.text
    resolved = (await table.events(table.gm))[-1]
    assert resolved["data"]["result"]["dice"] == [1]
    assert resolved["data"]["receipt"]["record"]["forced"] is True


@pytest.mark.parametrize(
    ("forced_dice", "gm_may", "player_may"),
    [(None, True, False), ("gm", True, False), ("everyone", True, True), ("nobody", False, False)],
)
async def test_table_rolls_with_dice_follow_the_forced_dice_setting(
    client: httpx.AsyncClient, forced_dice: str | None, gm_may: bool, player_may: bool
) -> None:
    table = await new_table(client, settings=None if forced_dice is None else {"forced_dice": forced_dice})
    for token, may in ((table.gm, gm_may), (table.players["ann"][1], player_may)):
        version = await table.version()
        response = await table.post("/rolls", token, ROLL_WITH_DICE)
        if may:
            assert response.status_code == 201, response.text
            assert response.json()["result"]["dice"] == [6, 6]
            assert response.json()["receipt"]["record"]["forced"] is True
        else:
            assert response.status_code == 403, response.text
            assert await table.version() == version
            # Whether the caller may supply dice is decided before the body is checked.
            bad = {"operation": "notation", "input": {"expression": "2d6+", "dice": [1]}}
            assert (await table.post("/rolls", token, bad)).status_code == 403
        rolled = await table.post("/rolls", token, {"operation": "notation", "input": {"expression": "2d6"}})
        assert rolled.status_code == 201
        assert rolled.json()["receipt"]["record"]["forced"] is False


async def test_settings_are_given_on_create_and_shown_in_every_view(app: FastAPI, client: httpx.AsyncClient) -> None:
    default = await new_table(client)
    assert (await default.get("", default.gm)).json()["settings"] == {
        "forced_dice": "gm",
        "default_visibility": "public",
    }
    settings = {"forced_dice": "everyone", "default_visibility": "gm"}
    created = await client.post("/v1/sessions", json={"system": "duel", "name": "t", "settings": settings})
    assert created.json()["settings"] == settings
    table = Table(client, created.json()["id"], created.json()["gm_token"], {})
    assert (await table.get("", table.gm)).json()["settings"] == settings
    async with channel(app, table.id, table.gm) as socket:
        assert socket.received[0]["type"] == "snapshot"
        assert socket.received[0]["session"]["settings"] == settings
    partial = await client.post(
        "/v1/sessions", json={"system": "duel", "name": "t", "settings": {"forced_dice": "nobody"}}
    )
    assert partial.json()["settings"] == {"forced_dice": "nobody", "default_visibility": "public"}


@pytest.mark.parametrize(
    ("given", "field"),
    [
        ({"forced_dice": "players"}, "settings.forced_dice"),
        ({"default_visibility": "everyone"}, "settings.default_visibility"),
        ({"forced_dice": True}, "settings.forced_dice"),
        (["gm"], "settings"),
    ],
)
async def test_bad_settings_are_422_naming_the_setting(client: httpx.AsyncClient, given: Any, field: str) -> None:
    response = await client.post("/v1/sessions", json={"system": "duel", "name": "t", "settings": given})
    assert response.status_code == 422
    assert response.json()["field"] == field


async def test_a_roll_without_visibility_takes_the_sessions_default(client: httpx.AsyncClient) -> None:
    table = await new_table(client, settings={"default_visibility": "gm"})
    bo = table.players["bo"][1]
    rolled = await table.post(
        "/rolls", table.players["ann"][1], {"operation": "notation", "input": {"expression": "1d20"}}
    )
    seq = rolled.json()["seq"]
    assert (await table.events(table.gm, after=seq - 1))[0]["data"]["visibility"] == "gm"
    assert (await table.events(bo, after=seq - 1))[0]["type"] == "hidden"
    public = await table.post(
        "/rolls",
        table.players["ann"][1],
        {"operation": "notation", "input": {"expression": "1d20"}, "visibility": "public"},
    )
    assert (await table.events(bo, after=seq))[0]["seq"] == public.json()["seq"]


async def test_a_gm_roll_declared_in_terminus_alfa_is_reported_as_supplied(client: httpx.AsyncClient) -> None:
    table = await new_table(client, system="terminus-alfa")
    setup = {
        "motive": "threat",
        "characters": [{"id": "kira", "endurance_max": 40, "power_max": 5, "defence_options": [12]}],
        "opponents": [{"id": "vagt", "species": "soldiers", "kamp": 15, "endurance": 30}],
    }
    assert (await table.post("/combat", table.gm, setup)).status_code == 201
    assert (await table.post("/combat/resolve", table.gm, {})).status_code == 200  # conditions: nothing rolls
    attacks = {"attacks": [{"opponent_id": "vagt", "character_id": "kira", "mode": "melee"}], "gm_roll": [3, 4]}
    declared = await table.post("/combat/declarations", table.gm, {"phase": "opponent_attacks", "declaration": attacks})
    assert declared.status_code == 202, declared.text
    assert (await table.post("/combat/resolve", table.gm, {})).status_code == 200
    resolved = (await table.events(table.gm))[-1]
    assert resolved["data"]["result"]["dice"] == [3, 4]
    assert resolved["data"]["receipt"]["record"]["forced"] is True
