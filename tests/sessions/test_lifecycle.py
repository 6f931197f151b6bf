"""The table's life: leaving and removal, token and join-code rotation, ending and erasing, retention."""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import AsyncIterator
from datetime import timedelta

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import func, select, update
from sqlalchemy.engine import Connection

from app.main import create_app
from app.sessions.records import utc_now
from app.sessions.services import Services
from app.sessions.store.tables import metadata
from app.settings import Settings
from tests.sessions.conftest import Table

pytestmark = pytest.mark.anyio


def services(app: FastAPI) -> Services:
    services: Services = app.state.services
    return services


@pytest.fixture
async def second_worker(settings: Settings) -> AsyncIterator[httpx.AsyncClient]:
    """Another server on the same database (and Redis, when scaled): a worker with its own memory."""
    other = create_app(settings)
    async with (
        other.router.lifespan_context(other),
        httpx.AsyncClient(transport=httpx.ASGITransport(app=other), base_url="http://test") as http,
    ):
        yield http


async def _start_duel(table: Table, controller: str) -> None:
    combatants = [{"id": "hero", "side": "a", "hp": 3, "controller": controller}, {"id": "orc", "side": "b", "hp": 3}]
    started = await table.post("/combat", table.gm, {"combatants": combatants})
    assert started.status_code == 201, started.text


# -- leaving and removal ---------------------------------------------------------------------------


async def test_a_player_leaves_and_their_token_stops_working_on_every_worker(
    table: Table, second_worker: httpx.AsyncClient
) -> None:
    ann_id, ann = table.players["ann"]
    # The other worker has seen (and remembered) ann's token before she leaves.
    assert (await second_worker.get(f"/v1/sessions/{table.id}", headers=table.auth(ann))).status_code == 200
    left = await table.http.delete(f"/v1/sessions/{table.id}/players/{ann_id}", headers=table.auth(ann))
    assert left.status_code == 200, left.text
    assert left.json() == {"seq": 4}
    event = (await table.events(table.gm, after=3))[0]
    assert event["type"] == "player_left"
    assert event["actor"]["id"] == ann_id
    assert event["data"] == {"player_id": ann_id, "name": "ann"}
    roll = {"operation": "notation", "input": {"expression": "1d6"}}
    for http in (table.http, second_worker):
        assert (await http.get(f"/v1/sessions/{table.id}", headers=table.auth(ann))).status_code == 401
        assert (await http.get(f"/v1/sessions/{table.id}/events", headers=table.auth(ann))).status_code == 401
        posted = await http.post(f"/v1/sessions/{table.id}/rolls", json=roll, headers=table.auth(ann))
        assert posted.status_code == 401
    players = (await table.get("", table.gm)).json()["players"]
    assert [player["name"] for player in players] == ["bo"]


async def test_the_gm_removes_a_player_whose_combatants_pass_to_the_gm(app: FastAPI, table: Table) -> None:
    ann_id, _ann = table.players["ann"]
    bo_id, bo = table.players["bo"]
    await _start_duel(table, ann_id)
    # Only the GM or that player: bo may not remove ann.
    assert (
        await table.http.delete(f"/v1/sessions/{table.id}/players/{ann_id}", headers=table.auth(bo))
    ).status_code == 403
    removed = await table.http.delete(f"/v1/sessions/{table.id}/players/{ann_id}", headers=table.auth(table.gm))
    assert removed.status_code == 200
    _, _, combat = await services(app).store.snapshot(table.id)
    assert combat is not None
    assert combat.controllers == {}
    declared = await table.post(
        "/combat/declarations", table.gm, {"phase": "attack", "combatant": "hero", "declaration": {"target": "orc"}}
    )
    assert declared.status_code == 202, declared.text
    gone = await table.http.delete(f"/v1/sessions/{table.id}/players/{ann_id}", headers=table.auth(table.gm))
    assert gone.status_code == 404
    assert (await table.http.delete(f"/v1/sessions/{table.id}/players/{bo_id}")).status_code == 401
    assert (await table.http.delete(f"/v1/sessions/nope/players/{bo_id}", headers=table.auth(bo))).status_code == 404


# -- rotation --------------------------------------------------------------------------------------


async def test_a_rotated_player_token_replaces_the_old_one_on_every_worker(
    table: Table, second_worker: httpx.AsyncClient
) -> None:
    ann_id, ann = table.players["ann"]
    bo_id, bo = table.players["bo"]
    assert (await second_worker.get(f"/v1/sessions/{table.id}", headers=table.auth(ann))).status_code == 200
    assert (await table.post(f"/players/{ann_id}/token", bo)).status_code == 403
    rotated = await table.post(f"/players/{ann_id}/token", ann)
    assert rotated.status_code == 201
    new = rotated.json()["token"]
    assert set(rotated.json()) == {"token"}
    assert new != ann
    for http in (table.http, second_worker):
        assert (await http.get(f"/v1/sessions/{table.id}", headers=table.auth(ann))).status_code == 401
        assert (await http.get(f"/v1/sessions/{table.id}", headers=table.auth(new))).status_code == 200
    # The GM may rotate a player's token too; rotations are not events.
    by_gm = await table.post(f"/players/{bo_id}/token", table.gm)
    assert by_gm.status_code == 201
    assert (await table.get("", bo)).status_code == 401
    assert await table.version() == 3
    assert (await table.post(f"/players/{table.id}/token", table.gm)).status_code == 404  # not a player id


async def test_the_gm_token_and_the_join_code_rotate(table: Table) -> None:
    _, ann = table.players["ann"]
    assert (await table.post("/gm_token", ann)).status_code == 403
    assert (await table.post("/join_code", ann)).status_code == 403
    old_code = (await table.get("", table.gm)).json()["join_code"]
    rotated = await table.post("/join_code", table.gm)
    assert rotated.status_code == 201
    code = rotated.json()["join_code"]
    assert code != old_code
    assert (await table.get("", table.gm)).json()["join_code"] == code
    assert "join_code" not in (await table.get("", ann)).json()
    refused = await table.http.post(f"/v1/sessions/{table.id}/players", json={"name": "cy", "join_code": old_code})
    assert refused.status_code == 403
    admitted = await table.http.post(f"/v1/sessions/{table.id}/players", json={"name": "cy", "join_code": code})
    assert admitted.status_code == 201
    gm_token = (await table.post("/gm_token", table.gm)).json()["gm_token"]
    assert (await table.get("", table.gm)).status_code == 401
    assert (await table.get("", gm_token)).status_code == 200


async def test_a_rotation_honours_if_match_and_replays_its_idempotent_answer(table: Table) -> None:
    assert (await table.post("/join_code", table.gm, **{"If-Match": '"2"'})).status_code == 412
    key = secrets.token_urlsafe(16)
    first = await table.post("/join_code", table.gm, **{"Idempotency-Key": key})
    again = await table.post("/join_code", table.gm, **{"Idempotency-Key": key})
    assert again.status_code == 201
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.json() == first.json()
    assert (await table.get("", table.gm)).json()["join_code"] == first.json()["join_code"]


# -- ending and erasing ----------------------------------------------------------------------------


async def test_an_ended_session_refuses_writes_and_joins_and_still_serves_its_log(table: Table) -> None:
    ann_id, ann = table.players["ann"]
    assert (await table.post("/end", ann)).status_code == 403
    ended = await table.post("/end", table.gm)
    assert ended.status_code == 200
    assert ended.json() == {"seq": 4, "ended": True}
    view = (await table.get("", ann)).json()
    assert view["ended"] is True
    assert [event["type"] for event in await table.events(ann)][-1] == "session_ended"
    code = (await table.get("", table.gm)).json()["join_code"]
    refused = [
        await table.post("/rolls", ann, {"operation": "notation", "input": {"expression": "1d6"}}),
        await table.http.post(f"/v1/sessions/{table.id}/players", json={"name": "cy", "join_code": code}),
        await table.post("/combat", table.gm, {"combatants": []}),
        await table.post("/end", table.gm),
        await table.post("/join_code", table.gm),
        await table.post(f"/players/{ann_id}/token", ann),
        await table.http.delete(f"/v1/sessions/{table.id}/players/{ann_id}", headers=table.auth(ann)),
    ]
    assert [response.status_code for response in refused] == [409] * len(refused)
    assert refused[0].headers["Content-Type"] == "application/problem+json"
    assert await table.version() == 4
    erased = await table.http.delete(f"/v1/sessions/{table.id}", headers=table.auth(table.gm))
    assert erased.status_code == 204


def _leftovers(connection: Connection, session_id: str, combat_ids: list[str], keys: list[str]) -> dict[str, int]:
    tables = metadata.tables
    counts = {
        name: connection.execute(
            select(func.count()).select_from(tables[name]).where(tables[name].c.session_id == session_id)
        ).scalar_one()
        for name in ("members", "combats", "events", "idempotency")
    }
    sessions, combatants, idempotency = tables["sessions"], tables["combatants"], tables["idempotency"]
    counts["sessions"] = connection.execute(
        select(func.count()).select_from(sessions).where(sessions.c.id == session_id)
    ).scalar_one()
    counts["combatants"] = connection.execute(
        select(func.count()).select_from(combatants).where(combatants.c.combat_id.in_(combat_ids))
    ).scalar_one()
    counts["idempotency keys"] = connection.execute(
        select(func.count()).select_from(idempotency).where(idempotency.c.key.in_(keys))
    ).scalar_one()
    return counts


async def test_erasing_a_session_leaves_nothing_of_it_in_the_database(app: FastAPI, table: Table) -> None:
    ann_id, ann = table.players["ann"]
    keys = [secrets.token_urlsafe(16) for _ in range(3)]
    await table.post(
        "/rolls", ann, {"operation": "notation", "input": {"expression": "1d6"}}, **{"Idempotency-Key": keys[0]}
    )
    await _start_duel(table, ann_id)
    await table.post("/join_code", table.gm, **{"Idempotency-Key": keys[1]})
    code = (await table.get("", table.gm)).json()["join_code"]
    joined = await table.http.post(
        f"/v1/sessions/{table.id}/players", json={"name": "cy", "join_code": code}, headers={"Idempotency-Key": keys[2]}
    )
    assert joined.status_code == 201
    _, _, combat = await services(app).store.snapshot(table.id)
    assert combat is not None
    store = services(app).store

    async def count() -> dict[str, int]:
        return await store.database.run(lambda c: _leftovers(c, table.id, [combat.id], keys), write=False)

    before = await count()
    assert all(before.values()), before  # every table holds something of the session: the check can fail
    assert (await table.http.delete(f"/v1/sessions/{table.id}", headers=table.auth(ann))).status_code == 403
    assert (await table.http.delete(f"/v1/sessions/{table.id}", headers=table.auth(table.gm))).status_code == 204
    assert await count() == dict.fromkeys(before, 0)
    assert (await table.get("", table.gm)).status_code == 404
    assert (await table.get("", ann)).status_code == 404
    assert (await table.http.delete(f"/v1/sessions/{table.id}", headers=table.auth(table.gm))).status_code == 404


async def test_erasing_honours_if_match(table: Table) -> None:
    stale = await table.http.delete(f"/v1/sessions/{table.id}", headers={**table.auth(table.gm), "If-Match": '"1"'})
    assert stale.status_code == 412
    assert (await table.get("", table.gm)).status_code == 200


async def test_the_retention_sweep_erases_idle_sessions_safely_from_several_workers(
    app: FastAPI, table: Table, client: httpx.AsyncClient
) -> None:
    fresh = (await client.post("/v1/sessions", json={"system": "duel", "name": "busy"})).json()
    store = services(app).store
    events = metadata.tables["events"]
    long_ago = utc_now() - timedelta(days=400)

    def age(connection: Connection) -> None:
        connection.execute(update(events).where(events.c.session_id == table.id).values(at=long_ago))

    await store.database.run(age, write=True)
    before = utc_now() - timedelta(days=365)
    # Several workers sweeping at once: each erase locks the session and checks again.
    sweeps = await asyncio.gather(*(services(app).sessions.erase_idle(before) for _ in range(3)))
    assert sum(sweeps) == 1
    assert (await table.get("", table.gm)).status_code == 404
    # The periodic sweep erases only with SESSION_RETENTION_DAYS set.
    idle = (await client.post("/v1/sessions", json={"system": "duel", "name": "idle"})).json()
    await store.database.run(
        lambda connection: connection.execute(
            update(events).where(events.c.session_id == idle["id"]).values(at=long_ago)
        ),
        write=True,
    )
    await services(app).sweep()
    assert (await client.get(f"/v1/sessions/{idle['id']}", headers=table.auth(idle["gm_token"]))).status_code == 200
    services(app).settings = services(app).settings.model_copy(update={"session_retention_days": 365})
    await services(app).sweep()
    assert (await client.get(f"/v1/sessions/{idle['id']}", headers=table.auth(idle["gm_token"]))).status_code == 404
    kept = await client.get(f"/v1/sessions/{fresh['id']}", headers=table.auth(fresh["gm_token"]))
    assert kept.status_code == 200
