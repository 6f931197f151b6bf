"""Terminus Alfa through HTTP: the catalogue, problem documents, and the OpenAPI description."""

from __future__ import annotations

import json
from importlib.resources import files

import httpx
import pytest

pytestmark = pytest.mark.anyio

BASE = "/v1/systems/terminus-alfa"


async def test_the_catalogue_is_served_unchanged(stateless_client: httpx.AsyncClient) -> None:
    response = await stateless_client.get(BASE)
    assert response.status_code == 200
    packaged = files("app.rules.terminus_alfa").joinpath("catalogue.json").read_text(encoding="utf-8")
    assert response.json() == json.loads(packaged)


async def test_the_system_is_listed_with_its_operations(stateless_client: httpx.AsyncClient) -> None:
    systems = (await stateless_client.get("/v1/systems")).json()
    listed = next(system for system in systems if system["id"] == "terminus-alfa")
    assert listed["name"] == "Terminus Alfa"
    assert "combat_opponent_attacks" in listed["operations"]


@pytest.mark.parametrize(
    ("operation", "body", "field", "detail"),
    [
        ("roll", {"dice": [3]}, "dice", "dice: needed more faces"),
        ("roll", {"dice": [3, 9]}, "dice", "dice: face out of range"),
        (
            "check",
            {"ability": 1, "grade": {"level": "impossible"}, "dice": [1, 2]},
            "dice",
            "dice: faces left over",
        ),
        ("grade", {"grade": {"fixed": 1, "level": "easy"}}, "grade", None),
        ("roll", {"rules": {"effect_faces": [9]}}, "rules.effect_faces", None),
        (
            "combat_tally",
            {"state": {"system": "fimbulvinter"}},
            "state",
            "state: not a terminus-alfa combat state",
        ),
    ],
)
async def test_bad_input_is_a_problem_document(
    stateless_client: httpx.AsyncClient, operation: str, body: object, field: str, detail: str | None
) -> None:
    response = await stateless_client.post(f"{BASE}/{operation}", json=body)
    assert response.status_code == 422
    assert response.headers["content-type"] == "application/problem+json"
    problem = response.json()
    assert problem["field"] == field
    assert problem["detail"].startswith(f"{field}: ")
    if detail is not None:
        assert problem["detail"] == detail


async def test_huge_integers_are_refused_not_a_server_error(stateless_client: httpx.AsyncClient) -> None:
    character = {"id": "kira", "endurance_max": 2**62, "power_max": 5}
    body = {
        "motive": "death",
        "characters": [character],
        "opponents": [{"id": "o", "species": "folk", "kamp": 1, "endurance": 1}],
    }
    response = await stateless_client.post(f"{BASE}/combat_start", json=body)
    assert response.status_code == 422
    assert response.json()["field"] == "characters[0].endurance_max"


async def test_every_operation_is_documented_with_its_models_and_examples(
    stateless_client: httpx.AsyncClient,
) -> None:
    document = (await stateless_client.get("/openapi.json")).json()
    for operation in (
        "roll",
        "grade",
        "check",
        "capture_target",
        "combat_start",
        "combat_conditions",
        "combat_opponent_attacks",
        "combat_character_actions",
        "combat_tally",
    ):
        post = document["paths"][f"{BASE}/{operation}"]["post"]
        assert post["requestBody"]["content"]["application/json"]["examples"]
        assert post["responses"]["200"]["content"]["application/json"]["schema"]["$ref"].startswith(
            "#/components/schemas/Ta"
        )
        assert "Decision" in post["description"]
    assert "TaState" in document["components"]["schemas"]
