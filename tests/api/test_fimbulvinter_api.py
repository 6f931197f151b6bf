"""Fimbulvinter through HTTP: the catalogue, a refusal as a problem document, and the OpenAPI document."""

from __future__ import annotations

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
