"""Fimbulvinter through HTTP: the catalogue, a refusal as a problem document, and the OpenAPI document."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from app.rules import SYSTEMS
from app.rules.fimbulvinter.catalogue import SKILLS

pytestmark = pytest.mark.anyio


async def test_the_catalogue_is_served_as_is(stateless_client: httpx.AsyncClient) -> None:
    response = await stateless_client.get("/v1/systems/fimbulvinter")
    assert response.status_code == 200
    assert response.json() == SYSTEMS["fimbulvinter"].catalogue


async def test_a_bad_field_is_a_problem_document_naming_it(stateless_client: httpx.AsyncClient) -> None:
    body = {"attacker": {"weapon": "knife"}, "distance": "spear", "dice": [5]}
    response = await stateless_client.post("/v1/systems/fimbulvinter/attack", json=body)
    assert response.status_code == 422
    assert response.headers["content-type"] == "application/problem+json"
    problem = response.json()
    assert problem["field"] == "distance"
    assert problem["detail"] == "distance: too long for the attacker's weapon: it cannot attack"


async def test_every_operation_is_documented(stateless_client: httpx.AsyncClient) -> None:
    document = (await stateless_client.get("/openapi.json")).json()
    for name, operation in SYSTEMS["fimbulvinter"].operations.items():
        route = document["paths"][f"/v1/systems/fimbulvinter/{name}"]["post"]
        assert "Decision:" in route["description"] or name == "trait_story_step"
        assert operation.input_model.__name__ in document["components"]["schemas"]
        assert operation.output_model.__name__ in document["components"]["schemas"]


@pytest.mark.parametrize(
    ("operation", "body", "field", "reason"),
    [
        (
            "roll",
            {"activated_traits": [f"trait {index}" for index in range(101)]},
            "activated_traits",
            "must have at most 100 items",
        ),
        (
            "conflict_start",
            {"type": "debate", "level": "heated", "goal": "g" * 2001, "initiator": "a", "resister": "b"},
            "goal",
            "must be at most 2000 characters long",
        ),
        (
            "combat_start",
            {
                "combatants": [
                    {"id": "a", "side": "x", "skills": dict.fromkeys([*SKILLS, "sailing"], 2)},
                    {"id": "b", "side": "y"},
                ]
            },
            "combatants[0].skills",
            f"must have at most {len(SKILLS)} entries",
        ),
        (
            "advance_time",
            {"health": {"wounds": [{"severity": "light", "days": 36501}]}},
            "health.wounds[0].days",
            "must be an integer in 0..36500",
        ),
    ],
)
async def test_an_input_over_its_bound_is_a_422_naming_it(
    stateless_client: httpx.AsyncClient, operation: str, body: dict[str, object], field: str, reason: str
) -> None:
    response = await stateless_client.post(f"/v1/systems/fimbulvinter/{operation}", json=body)
    assert response.status_code == 422
    problem = response.json()
    assert problem["field"] == field
    assert problem["detail"] == f"{field}: {reason}"


async def test_an_input_at_its_bounds_is_answered(stateless_client: httpx.AsyncClient) -> None:
    body = {
        "activated_traits": [f"trait {index}" for index in range(100)],
        "attribute": 4,
        "skill": 20,
        "modifiers": -50,
        "dice": [5],
    }
    response = await stateless_client.post("/v1/systems/fimbulvinter/roll", json=body)
    assert response.status_code == 200
    assert response.json()["total"] == 5 + 4 + 20 - 50 + 300


async def test_a_client_plays_the_example_combat_from_the_published_protocol_only(client: httpx.AsyncClient) -> None:
    """A GM and two players (Hild and Sven; the GM plays Ulf): every declaration is the first published
    example the server accepts (202), the GM's part first where a phase has one, and the GM resolves what
    does not resolve by itself, for a few rounds or until the combat ends (random dice)."""
    protocol = (await client.get("/v1/systems/fimbulvinter/combat")).json()
    phases = {phase["id"]: phase for phase in protocol["phases"]}
    session = (await client.post("/v1/sessions", json={"system": "fimbulvinter", "name": "examples"})).json()
    base = f"/v1/sessions/{session['id']}"
    gm = {"Authorization": f"Bearer {session['gm_token']}"}
    tokens: dict[str, dict[str, str]] = {}
    setup = protocol["start_schema"]["examples"][0]
    for combatant in setup["combatants"]:
        if combatant["side"] == "pcs":
            joined = (
                await client.post(f"{base}/players", json={"name": combatant["id"], "join_code": session["join_code"]})
            ).json()
            tokens[combatant["id"]] = {"Authorization": f"Bearer {joined['token']}"}
            combatant["controller"] = joined["player_id"]
    started = await client.post(f"{base}/combat", json=setup, headers=gm)
    assert started.status_code == 201, started.text

    async def declare(phase: str, combatant: str | None, examples: list[Any]) -> dict[str, Any]:
        """The answer to the first example accepted."""
        headers = tokens.get(combatant or "", gm)
        for example in examples:
            body = {"phase": phase, "declaration": example} | ({"combatant": combatant} if combatant else {})
            response = await client.post(f"{base}/combat/declarations", json=body, headers=headers)
            if response.status_code == 202:
                answer: dict[str, Any] = response.json()
                return answer
            assert response.status_code == 422, response.text
        raise AssertionError(f"no published example fits {combatant or 'the GM'} in phase {phase}")

    declared: set[str] = set()
    for _ in range(80):
        combat = (await client.get(base, headers=gm)).json()["combat"]
        if combat["phase"] == "ended" or combat["round"] > 4:
            break
        phase = phases[combat["phase"]]
        resolved = False
        if phase["gm_declaration_schema"] is not None:
            resolved = (await declare(combat["phase"], None, phase["gm_declaration_schema"]["examples"]))["resolved"]
        for combatant in combat["pending"]:
            answer = await declare(combat["phase"], combatant, phase["declaration_schema"]["examples"])
            declared.add(combat["phase"])
            resolved = answer["resolved"]
        if not resolved:
            response = await client.post(f"{base}/combat/resolve", json={}, headers=gm)
            assert response.status_code == 200, response.text
    assert combat["phase"] == "ended" or combat["round"] == 5
    assert {"distance", "actions"} <= declared
