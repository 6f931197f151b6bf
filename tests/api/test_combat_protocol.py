"""``GET /v1/systems/{id}/combat`` serves each system's combat protocol, and the session routes' OpenAPI shows
those same schemas (a ``oneOf`` per system) with an example request for every phase."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from jsonschema import Draft202012Validator

from app.api.combat_docs import engines
from app.main import api
from app.rules import SYSTEMS

pytestmark = pytest.mark.anyio

J = dict[str, Any]
DOCUMENT: J = api.openapi()
SCHEMAS: J = DOCUMENT["components"]["schemas"]
PROTOCOLS = dict(engines())


def component(name: str) -> Draft202012Validator:
    return Draft202012Validator({"$ref": f"#/components/schemas/{name}", "components": DOCUMENT["components"]})


def request_body(path: str, method: str = "post") -> J:
    body: J = DOCUMENT["paths"][f"/v1/sessions/{{sid}}{path}"][method]["requestBody"]["content"]["application/json"]
    return body


@pytest.mark.parametrize("system_id", list(SYSTEMS))
async def test_each_system_serves_its_protocol(client: httpx.AsyncClient, system_id: str) -> None:
    response = await client.get(f"/v1/systems/{system_id}/combat")
    assert response.status_code == 200
    protocol = response.json()
    assert protocol == SYSTEMS[system_id].combat.describe()
    assert protocol["system_id"] == system_id
    assert protocol["phases"]
    for phase in protocol["phases"]:
        assert phase["declarers"] in {"gm", "controllers", "gm_and_controllers"}
        assert phase["resolves"] in {"when_all_declared", "gm"}
        for key in ("declaration_schema", "gm_declaration_schema"):
            if phase[key] is not None:
                Draft202012Validator.check_schema(phase[key])


async def test_an_unknown_system_has_no_protocol(client: httpx.AsyncClient) -> None:
    response = await client.get("/v1/systems/dnd/combat")
    assert response.status_code == 404
    assert response.headers["content-type"] == "application/problem+json"
    assert response.json()["status"] == 404


def test_the_session_routes_show_a_schema_per_system() -> None:
    systems = len(PROTOCOLS)
    assert systems == len(SYSTEMS)  # every served system publishes its protocol
    assert request_body("/combat")["schema"] == {"$ref": "#/components/schemas/CombatStart"}
    for name in ("CombatStart", "CombatView"):
        assert len(SCHEMAS[name]["oneOf"]) == systems
    assert len(SCHEMAS["CombatDeclaration"]["anyOf"]) == systems
    declaration = SCHEMAS["DeclarationBody"]["properties"]["declaration"]
    assert declaration["allOf"] == [{"$ref": "#/components/schemas/CombatDeclaration"}]
    for path, method, status in (("/combat", "post", "201"), ("/combat/resolve", "post", "200")):
        answer = DOCUMENT["paths"][f"/v1/sessions/{{sid}}{path}"][method]["responses"][status]
        shape = SCHEMAS[answer["content"]["application/json"]["schema"]["$ref"].rsplit("/", 1)[-1]]
        assert shape["properties"]["combat"]["allOf"] == [{"$ref": "#/components/schemas/CombatView"}]


def test_a_start_body_may_name_controllers_and_the_view_has_pending() -> None:
    for system_id, engine in PROTOCOLS.items():
        start = request_body("/combat")["examples"][system_id]["value"]
        combatant = next(item for key in engine.combatant_keys for item in start.get(key, []))
        seated = {**start}
        for key in engine.combatant_keys:
            if key in seated:
                seated[key] = [{**item, "controller": "p1"} if item is combatant else item for item in seated[key]]
        component("CombatStart").validate(seated)
        assert "pending" in SCHEMAS[f"{system_id.title().replace('-', '')}CombatView"]["required"]


def test_every_phase_of_every_system_has_an_example_request() -> None:
    declarations = request_body("/combat/declarations")["examples"]
    resolves = request_body("/combat/resolve")["examples"]
    body = component("DeclarationBody")
    for system_id, engine in PROTOCOLS.items():
        for phase in engine.describe()["phases"]:
            key = f"{system_id}_{phase['id']}"
            shown = [declarations[name]["value"] for name in (key, f"{key}_gm") if name in declarations]
            assert shown or key in resolves, f"{key} has no example request"
            for example in shown:
                body.validate(example)
                schema = phase["declaration_schema" if "combatant" in example else "gm_declaration_schema"]
                Draft202012Validator(schema).validate(example["declaration"])
