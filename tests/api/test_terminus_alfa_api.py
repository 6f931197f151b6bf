"""Terminus Alfa through HTTP: the catalogue, problem documents, and the OpenAPI description."""

from __future__ import annotations

import json
from importlib.resources import files
from typing import Any

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
    # Sent and answered: a request and a response schema (required fields differ).
    assert {"TaState-Input", "TaState-Output"} <= set(document["components"]["schemas"])


def _setup(**changes: object) -> dict[str, object]:
    kira = {"id": "kira", "endurance_max": 40, "power_max": 5}
    vagt = {"id": "vagt", "species": "soldiers", "kamp": 15, "endurance": 30}
    return {"motive": "robbery", "characters": [kira], "opponents": [vagt], **changes}


def _kira(**fields: object) -> dict[str, object]:
    return _setup(characters=[{"id": "kira", "endurance_max": 40, "power_max": 5, **fields}])


def _faces(count: int) -> dict[str, object]:
    return _setup(rules={"die_sides": 20, "effect_faces": [(face % 20) + 1 for face in range(count)]})


def _slots_by_face(count: int) -> dict[str, object]:
    return _setup(rules={"die_sides": 20, "effect_slots_by_face": {str(face): ["1"] for face in range(1, count + 1)}})


@pytest.mark.parametrize(
    ("operation", "at_bound", "over", "field"),
    [
        # a list, a string, a map, an integer the spec leaves open, and the lists and map inside `rules`
        ("combat_start", _kira(slots=["x"] * 100), _kira(slots=["x"] * 101), "characters[0].slots"),
        ("combat_start", _kira(name="n" * 200), _kira(name="n" * 201), "characters[0].name"),
        (
            "combat_start",
            _kira(abilities={f"a{i}": 1 for i in range(100)}),
            _kira(abilities={f"a{i}": 1 for i in range(101)}),
            "characters[0].abilities",
        ),
        ("combat_start", _kira(levned=10**9), _kira(levned=10**9 + 1), "characters[0].levned"),
        ("combat_start", _faces(20), _faces(21), "rules.effect_faces"),
        ("combat_start", _slots_by_face(20), _slots_by_face(21), "rules.effect_slots_by_face"),
    ],
    ids=["list", "string", "map", "integer", "rules-faces", "rules-slots-by-face"],
)
async def test_an_input_over_its_bound_is_a_422_naming_it(
    stateless_client: httpx.AsyncClient, operation: str, at_bound: object, over: object, field: str
) -> None:
    accepted = await stateless_client.post(f"{BASE}/{operation}", json=at_bound)
    assert accepted.status_code == 200, accepted.text
    response = await stateless_client.post(f"{BASE}/{operation}", json=over)
    assert response.status_code == 422
    problem = response.json()
    assert problem["field"] == field
    assert problem["detail"].startswith(f"{field}: ")


async def test_the_bounds_are_documented(stateless_client: httpx.AsyncClient) -> None:
    schemas = (await stateless_client.get("/openapi.json")).json()["components"]["schemas"]
    character = schemas["TaCharacterInput"]["properties"]
    assert character["equipment_list"]["maxItems"] == 100
    assert character["equipment_list"]["items"]["maxLength"] == 200
    assert character["abilities"]["maxProperties"] == 100
    assert character["id"]["maxLength"] == 64
    assert schemas["TaStartInput"]["properties"]["characters"]["maxItems"] == 50
    assert schemas["TaEffectInput"]["properties"]["text"]["maxLength"] == 2000
    rules = schemas["TaRulesInput"]["properties"]
    faces = next(option for option in rules["effect_faces"]["anyOf"] if option.get("type") == "array")
    assert faces["maxItems"] == 20
    assert faces["items"] == {"type": "integer", "minimum": 1, "maximum": 20}
    by_face = next(option for option in rules["effect_slots_by_face"]["anyOf"] if option.get("type") == "object")
    assert by_face["maxProperties"] == 20
    assert by_face["additionalProperties"]["maxItems"] == 20


async def test_a_characters_part_over_its_bound_is_a_422_naming_it(client: httpx.AsyncClient) -> None:
    session = (await client.post("/v1/sessions", json={"system": "terminus-alfa", "name": "bounds"})).json()
    gm = {"Authorization": f"Bearer {session['gm_token']}"}
    combat = f"/v1/sessions/{session['id']}/combat"
    assert (await client.post(combat, json=_setup(), headers=gm)).status_code == 201
    avert = {"effect_id": "horde", "power_cost": 0}

    def part(count: int) -> dict[str, object]:
        return {"phase": "conditions", "combatant": "kira", "declaration": {"power_actions": [avert] * count}}

    response = await client.post(f"{combat}/declarations", json=part(21), headers=gm)
    assert response.status_code == 422
    problem = response.json()
    assert problem["field"] == "declaration.power_actions"
    assert problem["detail"] == "declaration.power_actions: must have at most 20 item(s) in one character's part"


@pytest.mark.parametrize(
    ("combatant", "declaration", "field"),
    [
        ("kira", {"power_actions": [], "junk": 1}, "declaration.junk"),
        (
            "kira",
            {"power_actions": [{"effect_id": "regn", "power_cost": 0, "junk": 1}]},
            "declaration.power_actions[0].junk",
        ),
        (None, {}, "combatant"),
    ],
)
async def test_a_declaration_with_unknown_fields_is_a_422_naming_them(
    client: httpx.AsyncClient, combatant: str | None, declaration: dict[str, object], field: str
) -> None:
    session = (await client.post("/v1/sessions", json={"system": "terminus-alfa", "name": "strict"})).json()
    gm = {"Authorization": f"Bearer {session['gm_token']}"}
    combat = f"/v1/sessions/{session['id']}/combat"
    rain = {"id": "regn", "category": "condition", "changes": {"endurance": -1}}
    assert (await client.post(combat, json=_setup(round_effects=[rain]), headers=gm)).status_code == 201
    body: dict[str, object] = {"phase": "conditions", "declaration": declaration}
    if combatant is not None:
        body["combatant"] = combatant
    response = await client.post(f"{combat}/declarations", json=body, headers=gm)
    assert response.status_code == 422, response.text
    assert response.json()["field"] == field


async def test_a_client_plays_the_example_combat_from_the_published_protocol_only(client: httpx.AsyncClient) -> None:
    """Sessions, a GM and two players; every declaration is the first published example the server
    accepts (202), and the GM resolves what does not resolve by itself, until the combat ends."""
    protocol = (await client.get(f"{BASE}/combat")).json()
    phases = {phase["id"]: phase for phase in protocol["phases"]}
    session = (await client.post("/v1/sessions", json={"system": "terminus-alfa", "name": "examples"})).json()
    base = f"/v1/sessions/{session['id']}"
    gm = {"Authorization": f"Bearer {session['gm_token']}"}
    tokens: dict[str, dict[str, str]] = {}
    setup = protocol["start_schema"]["examples"][0]
    for character in setup["characters"]:
        joined = await client.post(f"{base}/players", json={"name": character["id"], "join_code": session["join_code"]})
        tokens[character["id"]] = {"Authorization": f"Bearer {joined.json()['token']}"}
        character["controller"] = joined.json()["player_id"]
    assert (await client.post(f"{base}/combat", json=setup, headers=gm)).status_code == 201

    async def declare(phase: str, combatant: str | None, examples: list[Any], headers: dict[str, str]) -> Any:
        """The answer to the first example accepted (None if none was)."""
        for example in examples:
            body = {"phase": phase, "declaration": example} | ({"combatant": combatant} if combatant else {})
            response = await client.post(f"{base}/combat/declarations", json=body, headers=headers)
            if response.status_code == 202:
                return response.json()
            assert response.status_code == 422, response.text
        return None

    phases_declared: set[str] = set()
    for _ in range(60):
        combat = (await client.get(base, headers=gm)).json()["combat"]
        if combat["phase"] == "ended":
            break
        phase = phases[combat["phase"]]
        resolved = False
        if phase["gm_declaration_schema"] is not None:
            assert await declare(combat["phase"], None, phase["gm_declaration_schema"]["examples"], gm)
        for character in combat["characters"]:
            if not resolved and phase["declaration_schema"] is not None and character["status"] == "active":
                examples = phase["declaration_schema"]["examples"]
                answer = await declare(combat["phase"], character["id"], examples, tokens[character["id"]])
                assert answer is not None, (combat["phase"], character["id"])
                phases_declared.add(combat["phase"])
                resolved = answer["resolved"]
        if not resolved:
            response = await client.post(f"{base}/combat/resolve", json={}, headers=gm)
            assert response.status_code == 200, response.text
    assert combat["phase"] == "ended"
    assert combat["outcome"] is not None
    assert phases_declared == set(phases)
