"""Ars Magica through HTTP: the catalogue, problem documents with the spec's fields, OpenAPI."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest

pytestmark = pytest.mark.anyio

SPEC_CATALOGUE = Path(__file__).parents[2] / "app" / "rules" / "ars_magica" / "catalogue.json"


async def test_catalogue_is_served_as_the_spec_gives_it(stateless_client: httpx.AsyncClient) -> None:
    response = await stateless_client.get("/v1/systems/ars-magica")
    assert response.status_code == 200
    assert response.json() == json.loads(SPEC_CATALOGUE.read_text(encoding="utf-8"))
    assert response.json()["system_id"] == "ars-magica"


async def test_system_is_listed_with_every_operation(stateless_client: httpx.AsyncClient) -> None:
    systems = (await stateless_client.get("/v1/systems")).json()
    ars = next(system for system in systems if system["id"] == "ars-magica")
    assert len(ars["operations"]) == 19
    assert ars["operations"][-1] == "combat_resolve"


@pytest.mark.parametrize(
    ("operation", "body", "field", "detail"),
    [
        ("wound_level", {"damage": 1, "soak": 0, "dice": [1]}, "dice", "dice: unknown field"),
        ("roll", {"dice": [1, 12]}, "dice", "dice: face 1 must be an integer 0..9"),
        (
            "check",
            {"characteristic": 1, "ease_factor": 6, "wounds": {"grazes": 1}},
            "wounds.grazes",
            "wounds.grazes: unknown field",
        ),
        (
            "attack",
            {
                "attacker": {"dexterity": 0, "strength": 0, "weapon": "dodge"},
                "defender": {"quickness": 0, "stamina": 0},
            },
            "attacker.weapon",
            "attacker.weapon: this weapon cannot attack",
        ),
        (
            "encumbrance",
            {"strength": 0, "items": ["sword_long"] * 101},
            "items",
            "items: must have at most 100 item(s)",
        ),
        (
            "initiative",
            {"quickness": 0, "weapon": "w" * 65},
            "weapon",
            "weapon: must be at most 64 character(s) long",
        ),
        (
            "combat_start",
            {
                "combatants": [
                    {
                        "id": "a",
                        "name": "n" * 201,
                        "side": "x",
                        "quickness": 0,
                        "dexterity": 0,
                        "strength": 0,
                        "stamina": 0,
                    },
                    {"id": "b", "side": "y", "quickness": 0, "dexterity": 0, "strength": 0, "stamina": 0},
                ]
            },
            "combatants[0].name",
            "combatants[0].name: must be at most 200 character(s) long",
        ),
        ("encumbrance", {"strength": 0, "extra_load": 1001}, "extra_load", "extra_load: must be at most 1000"),
    ],
)
async def test_errors_are_problem_documents_naming_the_field(
    stateless_client: httpx.AsyncClient, operation: str, body: dict[str, object], field: str, detail: str
) -> None:
    response = await stateless_client.post(f"/v1/systems/ars-magica/{operation}", json=body)
    assert response.status_code == 422
    assert response.headers["content-type"] == "application/problem+json"
    assert (response.json()["field"], response.json()["detail"]) == (field, detail)


async def test_openapi_documents_every_operation_with_examples(stateless_client: httpx.AsyncClient) -> None:
    document = (await stateless_client.get("/openapi.json")).json()
    paths = [
        path
        for path in document["paths"]
        if path.startswith("/v1/systems/ars-magica/") and not path.endswith("/odds")  # odds: tests/api/test_odds.py
    ]
    assert len(paths) == 19
    for path in paths:
        post = document["paths"][path]["post"]
        assert post["requestBody"]["content"]["application/json"]["examples"]
        assert "Decision" in post["description"]
    # Sent and answered: a request and a response schema (required fields differ).
    assert {"AmCombatState-Input", "AmCombatState-Output"} <= set(document["components"]["schemas"])
