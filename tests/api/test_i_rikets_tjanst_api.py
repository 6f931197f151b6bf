"""I Rikets Tjänst through HTTP: its catalogue, its 422 problem documents and its OpenAPI schemas."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest

pytestmark = pytest.mark.anyio

BASE = "/v1/systems/i-rikets-tjanst"
SPEC_CATALOGUE = Path(__file__).parents[2] / "app" / "rules" / "i_rikets_tjanst" / "catalogue.json"


async def test_catalogue_is_served_unchanged(stateless_client: httpx.AsyncClient) -> None:
    response = await stateless_client.get(BASE)
    assert response.status_code == 200
    assert response.json() == json.loads(SPEC_CATALOGUE.read_text(encoding="utf-8"))


async def test_system_is_listed_with_its_operations(stateless_client: httpx.AsyncClient) -> None:
    systems = (await stateless_client.get("/v1/systems")).json()
    entry = next(system for system in systems if system["id"] == "i-rikets-tjanst")
    assert "combat_react" in entry["operations"]
    assert len(entry["operations"]) == 19


@pytest.mark.parametrize(
    ("operation", "body", "field", "detail"),
    [
        ("roll", {"attr_a": 11, "attr_b": 1}, "attr_a", "attr_a: must be between 0 and 10"),
        ("roll", {"attr_a": 1, "attr_b": 1, "dice": [1, 2, 3]}, "dice", "dice: 1 faces left over"),
        (
            "attack",
            {
                "kind": "ranged",
                "attacker": {"smidighet": 1, "strid": 1},
                "difficulty": "normal",
                "weapon": {"damage": 1, "damage_type": "firearm"},
                "defence": {"type": "parry", "smidighet": 1, "strid": 1, "has_parry_item": True},
            },
            "defence.type",
            "defence.type: parry only against melee attacks",
        ),
        ("combat_act", {"state": {}}, "state.system_id", "state.system_id: required"),
        (
            "initiative",
            {"combatants": [{"id": "x" * 65, "strid": 1}]},
            "combatants[0].id",
            "combatants[0].id: must be at most 64 character(s) long",
        ),
        (
            "critical_hit",
            {"damage_type": "crush", "hp_damage": 1000},
            "hp_damage",
            "hp_damage: must be between 0 and 999",
        ),
    ],
)
async def test_refusals_are_problem_documents(
    stateless_client: httpx.AsyncClient, operation: str, body: dict[str, object], field: str, detail: str
) -> None:
    response = await stateless_client.post(f"{BASE}/{operation}", json=body)
    assert response.status_code == 422
    assert response.headers["content-type"] == "application/problem+json"
    problem = response.json()
    assert problem["field"] == field
    assert problem["detail"] == detail


async def test_inputs_at_their_bounds_are_accepted(stateless_client: httpx.AsyncClient) -> None:
    body = {"combatants": [{"id": "x" * 64, "strid": 1}], "dice": [4]}
    response = await stateless_client.post(f"{BASE}/initiative", json=body)
    assert response.status_code == 200
    assert response.json()["order"] == ["x" * 64]


async def test_openapi_states_the_bounds(stateless_client: httpx.AsyncClient) -> None:
    schemas = (await stateless_client.get("/openapi.json")).json()["components"]["schemas"]
    assert schemas["IrtInitiativeEntrant"]["properties"]["id"]["maxLength"] == 64
    assert schemas["IrtCombatantSetup"]["properties"]["side"]["maxLength"] == 64
    assert schemas["IrtCombatantSetup"]["properties"]["name"]["anyOf"][0]["maxLength"] == 200
    assert schemas["IrtRoundStartDeclarations"]["properties"]["survival_extra_dice"]["maxProperties"] == 10_000
    assert schemas["IrtInitiativeInput"]["properties"]["combatants"]["maxItems"] == 50


async def test_openapi_documents_every_operation(stateless_client: httpx.AsyncClient) -> None:
    document = (await stateless_client.get("/openapi.json")).json()
    schemas = document["components"]["schemas"]
    for name in (
        "IrtRollInput",
        "IrtAttackOutput",
        "IrtCombatOutput",
        "IrtTurnDeclaration",
        "IrtAttackAction",
    ):
        assert name in schemas
    operation = document["paths"][f"{BASE}/combat_react"]["post"]
    assert "Decision:" in operation["description"]
    assert operation["requestBody"]["content"]["application/json"]["examples"]
