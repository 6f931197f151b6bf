"""Combat through the session layer, on the Duel example system: start, declare, resolve, end, views."""

from __future__ import annotations

from typing import Any

import pytest

from tests.sessions.conftest import Table

pytestmark = pytest.mark.anyio


def setup(table: Table) -> dict[str, Any]:
    return {
        "combatants": [
            {"id": "hero", "side": "pcs", "hp": 2, "secret": "loves cake", "controller": table.players["ann"][0]},
            {"id": "orc", "side": "foes", "hp": 1, "secret": "afraid of cats"},
        ]
    }


async def test_the_gm_starts_a_combat_and_players_see_their_view(table: Table) -> None:
    started = await table.post("/combat", table.gm, setup(table))
    assert started.status_code == 201
    assert started.json()["seq"] == 4
    assert started.json()["result"] == {"events": [{"type": "started"}]}
    view = started.json()["combat"]
    assert view["phase"] == "attack"
    assert view["pending"] == ["hero", "orc"]
    assert "controller" not in view["combatants"][0]
    assert view["combatants"][1]["secret"] == "afraid of cats"
    ann, bo = table.players["ann"][1], table.players["bo"][1]
    ann_view = (await table.get("", ann)).json()["combat"]
    assert ann_view["combatants"][0]["secret"] == "loves cake"
    assert "secret" not in ann_view["combatants"][1]
    bo_view = (await table.get("", bo)).json()["combat"]
    assert all("secret" not in combatant for combatant in bo_view["combatants"])
    event = (await table.events(table.gm, after=3))[0]
    assert event["type"] == "combat_started"
    assert event["data"]["controllers"] == {"hero": table.players["ann"][0]}


async def test_a_second_combat_while_one_runs_is_409(table: Table) -> None:
    assert (await table.post("/combat", table.gm, setup(table))).status_code == 201
    again = await table.post("/combat", table.gm, setup(table))
    assert again.status_code == 409
    assert await table.version() == 4


async def test_a_controller_must_be_a_player_of_the_session(table: Table) -> None:
    body = setup(table)
    body["combatants"][1]["controller"] = "someone-else"
    response = await table.post("/combat", table.gm, body)
    assert response.status_code == 422
    assert response.json()["field"] == "combatants[1].controller"


async def test_a_bad_combat_setup_is_422_and_changes_nothing(table: Table) -> None:
    response = await table.post("/combat", table.gm, {"combatants": [{"id": "solo", "side": "a", "hp": 1}]})
    assert response.status_code == 422
    assert response.json()["field"] == "combatants"
    assert (await table.get("", table.gm)).json()["combat"] is None


async def test_declarations_resolve_when_the_last_one_arrives(table: Table) -> None:
    await table.post("/combat", table.gm, setup(table))
    ann = table.players["ann"][1]
    first = await table.post(
        "/combat/declarations", ann, {"phase": "attack", "combatant": "hero", "declaration": {"target": "orc"}}
    )
    assert first.status_code == 202
    assert first.json() == {"seq": 5, "pending": ["orc"], "resolved": False}
    last = await table.post(
        "/combat/declarations", table.gm, {"phase": "attack", "combatant": "orc", "declaration": {"target": "hero"}}
    )
    events = await table.events(table.gm, after=4)
    resolved = events[1]["data"]
    combat = (await table.get("", table.gm)).json()["combat"]
    assert last.json() == {"seq": 6, "pending": [], "resolved": True, "combat": combat, "result": resolved["result"]}
    orc_down = resolved["result"]["events"][0]["hit"]  # the server rolled: the hero hits the orc on 4+
    assert [event["type"] for event in events] == ["declared", "combat_ended" if orc_down else "round_started"]
    assert resolved["declarations"] == {"hero": {"target": "orc"}, "orc": {"target": "hero"}}
    assert len(resolved["result"]["dice"]) == 2
    assert resolved["result"]["secret_total"] == 42
    player_event = (await table.events(ann, after=5))[0]
    assert "secret_total" not in player_event["data"]["result"]
    assert combat["phase"] == ("ended" if orc_down else "attack")
    assert combat["pending"] == ([] if orc_down else ["hero", "orc"])


async def test_a_new_round_is_announced_as_round_started(table: Table) -> None:
    body = setup(table)
    body["combatants"][1]["hp"] = 3
    await table.post("/combat", table.gm, body)
    await table.post(
        "/combat/declarations", table.gm, {"phase": "attack", "combatant": "hero", "declaration": {"target": "orc"}}
    )
    resolved = await table.post("/combat/resolve", table.gm, {"dice": [5]})
    assert resolved.status_code == 200
    assert resolved.json()["seq"] == 6
    assert resolved.json()["result"]["events"] == [{"type": "attack", "attacker": "hero", "target": "orc", "hit": True}]
    assert resolved.json()["combat"]["round"] == 2
    assert resolved.json()["combat"]["combatants"][1]["hp"] == 2
    event = (await table.events(table.gm, after=5))[0]
    assert event["type"] == "round_started"
    assert (event["data"]["round"], event["data"]["next_round"]) == (1, 2)


async def test_declaration_errors_follow_the_contract(table: Table) -> None:
    await table.post("/combat", table.gm, setup(table))
    ann, bo = table.players["ann"][1], table.players["bo"][1]

    async def declare(token: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
        response = await table.post("/combat/declarations", token, body)
        return response.status_code, response.json()

    status, problem = await declare(ann, {"phase": "defend", "combatant": "hero", "declaration": {"target": "orc"}})
    assert status == 409
    assert problem["detail"] == "declaration for phase 'defend', but the current phase is 'attack'"
    assert (await declare(bo, {"phase": "attack", "combatant": "hero", "declaration": {"target": "orc"}}))[0] == 403
    assert (await declare(ann, {"phase": "attack", "combatant": "orc", "declaration": {"target": "hero"}}))[0] == 403
    assert (await declare(ann, {"phase": "attack", "declaration": {}}))[0] == 403
    assert (await declare(table.gm, {"phase": "attack", "combatant": "ghost", "declaration": {}}))[0] == 404
    status, problem = await declare(ann, {"phase": "attack", "combatant": "hero", "declaration": {"target": "hero"}})
    assert (status, problem["field"]) == (422, "declaration.target")
    status, problem = await declare(ann, {"phase": "attack", "combatant": "hero"})
    assert (status, problem["field"]) == (422, "declaration")
    status, problem = await declare(
        ann, {"phase": "attack", "combatant": "hero", "declaration": {"target": "orc"}, "dice": [3]}
    )
    assert (status, problem["field"]) == (422, "dice")
    assert await table.version() == 4


async def test_a_declaration_that_fails_to_resolve_changes_nothing(table: Table) -> None:
    await table.post("/combat", table.gm, setup(table))
    await table.post(
        "/combat/declarations", table.gm, {"phase": "attack", "combatant": "hero", "declaration": {"target": "orc"}}
    )
    response = await table.post(
        "/combat/declarations",
        table.gm,
        {"phase": "attack", "combatant": "orc", "declaration": {"target": "hero"}, "dice": [9, 9]},
    )
    assert response.status_code == 422
    assert response.json()["field"] == "dice"
    combat = (await table.get("", table.gm)).json()["combat"]
    assert combat["pending"] == ["orc"]
    assert await table.version() == 5


async def test_a_player_may_redeclare_until_the_phase_resolves(table: Table) -> None:
    body = setup(table)
    body["combatants"].append({"id": "goblin", "side": "foes", "hp": 1})
    await table.post("/combat", table.gm, body)
    ann = table.players["ann"][1]
    for target in ("orc", "goblin"):
        response = await table.post(
            "/combat/declarations", ann, {"phase": "attack", "combatant": "hero", "declaration": {"target": target}}
        )
        assert response.json()["pending"] == ["orc", "goblin"]
    await table.post(
        "/combat/declarations", table.gm, {"phase": "attack", "combatant": "orc", "declaration": {"target": "hero"}}
    )
    assert (await table.post("/combat/resolve", table.gm, {"dice": [6, 1]})).status_code == 200
    state = (await table.get("", table.gm)).json()["combat"]
    goblin = next(c for c in state["combatants"] if c["id"] == "goblin")
    assert goblin["hp"] == 0


async def test_the_gm_ends_the_combat_once(table: Table) -> None:
    assert (await table.http.delete(f"/v1/sessions/{table.id}/combat", headers=Table.auth(table.gm))).status_code == 404
    await table.post("/combat", table.gm, setup(table))
    ann = table.players["ann"][1]
    assert (await table.http.delete(f"/v1/sessions/{table.id}/combat", headers=Table.auth(ann))).status_code == 403
    ended = await table.http.delete(f"/v1/sessions/{table.id}/combat", headers=Table.auth(table.gm))
    assert ended.status_code == 200
    assert ended.json() == {
        "seq": 5,
        "combat": {**(await table.get("", table.gm)).json()["combat"], "phase": "ended"},
        "result": {"events": [{"type": "ended"}]},
    }
    event = (await table.events(table.gm, after=4))[0]
    assert (event["type"], event["data"]["reason"]) == ("combat_ended", "gm")
    again = await table.http.delete(f"/v1/sessions/{table.id}/combat", headers=Table.auth(table.gm))
    assert again.status_code == 409
    resolve = await table.post("/combat/resolve", table.gm, {})
    assert resolve.status_code == 409
    # An ended combat makes room for the next one.
    assert (await table.post("/combat", table.gm, setup(table))).status_code == 201


async def test_a_completing_declaration_answers_the_result_as_the_player_may_see_it(table: Table) -> None:
    await table.post("/combat", table.gm, setup(table))
    ann = table.players["ann"][1]
    await table.post(
        "/combat/declarations", table.gm, {"phase": "attack", "combatant": "orc", "declaration": {"target": "hero"}}
    )
    body = {"phase": "attack", "combatant": "hero", "declaration": {"target": "orc"}}
    last = await table.post("/combat/declarations", ann, body, **{"Idempotency-Key": "last"})
    assert last.status_code == 202
    answer = last.json()
    assert answer["resolved"]
    assert answer["seq"] == 6
    assert "secret_total" not in answer["result"]
    assert len(answer["result"]["dice"]) == 2
    assert answer["combat"] == (await table.get("", ann)).json()["combat"]
    assert "secret" not in answer["combat"]["combatants"][1]
    again = await table.post("/combat/declarations", ann, body, **{"Idempotency-Key": "last"})
    assert (again.status_code, again.headers["Idempotent-Replayed"], again.json()) == (202, "true", answer)


async def test_a_replayed_combat_step_answers_the_same_body(table: Table) -> None:
    key = {"Idempotency-Key": "start"}
    started = await table.post("/combat", table.gm, setup(table), **key)
    replayed = await table.post("/combat", table.gm, setup(table), **key)
    assert (replayed.status_code, replayed.json()) == (201, started.json())
    resolved = await table.post("/combat/resolve", table.gm, {"dice": []}, **{"Idempotency-Key": "resolve"})
    again = await table.post("/combat/resolve", table.gm, {"dice": []}, **{"Idempotency-Key": "resolve"})
    assert resolved.status_code == 200, resolved.text
    assert (again.status_code, again.json()) == (200, resolved.json())
    assert resolved.json()["result"] == {"events": [], "dice": [], "secret_total": 42}  # the GM sees it all
