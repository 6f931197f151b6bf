"""A client written only from the published documents plays a whole combat of every system.

It knows nothing of any system but what ``GET /v1/systems/{id}/combat`` and ``/openapi.json`` say: it
starts a combat with the start schema's first example (seating one player at the combatants the OpenAPI's
start body lets carry a ``controller``), then reads the combat's phase and ``pending`` list, tries each
declaration schema's examples in order (checked against the schema with jsonschema before sending) for
every pending declarer and the GM's table-wide part, and has the GM resolve when the phase resolves by the
GM or did not resolve on its own. The server rolls every die. It plays until the combat has ended or every
phase was resolved twice (a combat that ends before every phase was resolved is followed by another), then
ends it. Every phase must have been resolved, every response must match its documented shape, and no
response may be a 5xx.
"""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest
from jsonschema import Draft202012Validator

from app.rules import SYSTEMS, GameSystem
from app.rules.duel import SYSTEM as DUEL
from app.rules.phases import PhaseEngine
from tests.e2e.conftest import ServerProcess, auth

pytestmark = pytest.mark.anyio

J = dict[str, Any]
PLAYED: dict[str, GameSystem] = {
    system.id: system for system in (*SYSTEMS.values(), DUEL) if isinstance(system.combat, PhaseEngine)
}
"""The systems whose combat publishes its protocol (the e2e server registers Duel beside the four)."""
MAX_STEPS = 200
"""Declarations and resolves a system's play may take before the test gives up on it."""
MAX_COMBATS = 5
"""Combats started to see every phase resolved, when one ends before that."""
DECLINED = {409, 422}
"""A tried example that does not fit the combat as it stands: the client tries the next one."""


@dataclass
class Client:
    """The client: its HTTP connection, the OpenAPI document, and every (route, status) it was answered."""

    http: httpx.AsyncClient
    openapi: J
    answered: list[tuple[str, int]] = field(default_factory=list)

    def schema(self, node: J) -> Draft202012Validator:
        return Draft202012Validator({**node, "components": self.openapi["components"]})

    async def call(self, method: str, path: str, token: str | None, body: J | None = None) -> tuple[int, J]:
        """One request; its answer validated against what the OpenAPI document says of that route and status."""
        headers = auth(token) if token else {}
        response = await self.http.request(method, path, json=body, headers=headers)
        self.answered.append((f"{method} {path}", response.status_code))
        assert response.status_code < 500, response.text
        answer: J = response.json()
        documented = self.openapi["paths"][_template(path)][method.lower()]["responses"][str(response.status_code)]
        content = documented["content"]
        media = "application/problem+json" if "application/problem+json" in content else "application/json"
        self.schema(content[media]["schema"]).validate(answer)
        return response.status_code, answer


def _template(path: str) -> str:
    """The OpenAPI path of a request's path: a session's id is ``{sid}``, a system's ``{system_id}``."""
    parts = path.split("/")
    if parts[2] == "sessions" and len(parts) > 3:
        parts[3] = "{sid}"
    if parts[2] == "systems" and len(parts) > 3:
        parts[3] = "{system_id}"
    return "/".join(parts)


def branch_of(client: Client, union: str, system_id: str) -> J:
    """The system's branch of one of the OpenAPI's per-system unions (each says whose it is)."""
    schemas = client.openapi["components"]["schemas"]
    names = [ref["$ref"].rsplit("/", 1)[-1] for ref in schemas[union]["oneOf"]]
    (name,) = [name for name in names if schemas[name]["x-system-id"] == system_id]
    branch: J = schemas[name]
    return branch


def seated(client: Client, system_id: str, example: J, player: str) -> J:
    """The start example with ``player`` controlling the first combatant of every list whose items the
    system's start body in the OpenAPI lets carry ``controller``."""
    body_schema = branch_of(client, "CombatStart", system_id)
    body = copy.deepcopy(example)
    for key, listed in body_schema.get("properties", {}).items():
        items = listed.get("items", {})
        item_schema = client.openapi["components"]["schemas"].get(items.get("$ref", "").rsplit("/", 1)[-1], items)
        if "controller" in item_schema.get("properties", {}) and body.get(key):
            body[key][0] = {**body[key][0], "controller": player}
    client.schema(body_schema).validate(body)
    return body


def examples_of(schema: J | None) -> list[J]:
    """A declaration schema's examples, each first checked against the schema itself."""
    if schema is None:
        return []
    found: list[J] = schema.get("examples", [])
    for example in found:
        Draft202012Validator(schema).validate(example)
    return found


async def play(client: Client, system_id: str) -> Counter[str]:
    """Play combats of ``system_id`` as the module says; how many times each phase resolved."""
    status, protocol = await client.call("GET", f"/v1/systems/{system_id}/combat", None)
    assert status == 200
    phases = {phase["id"]: phase for phase in protocol["phases"]}
    view = Draft202012Validator(protocol["view_schema"])
    shown = client.schema(branch_of(client, "CombatView", system_id))
    status, created = await client.call("POST", "/v1/sessions", None, {"system": system_id, "name": "protocol"})
    sid, gm = created["id"], created["gm_token"]
    join = {"name": "ann", "join_code": created["join_code"]}
    status, ann = await client.call("POST", f"/v1/sessions/{sid}/players", None, join)
    combat_path = f"/v1/sessions/{sid}/combat"
    resolved: Counter[str] = Counter()
    steps = 0

    async def declare(token: str, phase: J, combatant: str | None) -> J | None:
        """The first of the phase's examples the server accepts for this declarer, or None."""
        nonlocal steps
        schema = phase["declaration_schema" if combatant is not None else "gm_declaration_schema"]
        for example in examples_of(schema):
            body: J = {"phase": phase["id"], "declaration": example}
            if combatant is not None:
                body["combatant"] = combatant
            steps += 1
            status, answer = await client.call("POST", f"{combat_path}/declarations", token, body)
            if status == 202:
                return answer
            assert status in DECLINED, answer
        return None

    for _ in range(MAX_COMBATS):
        body = seated(client, system_id, protocol["start_schema"]["examples"][0], ann["player_id"])
        status, started = await client.call("POST", combat_path, gm, body)
        assert status == 201, started
        controlled = {
            item["id"] for items in body.values() if isinstance(items, list) for item in items
            if isinstance(item, dict) and item.get("controller") == ann["player_id"]
        }  # fmt: skip
        while steps < MAX_STEPS:
            status, session = await client.call("GET", f"/v1/sessions/{sid}", gm)
            combat = session["combat"]
            view.validate({key: value for key, value in combat.items() if key != "pending"})
            shown.validate(combat)
            if combat["phase"] == "ended" or all(resolved[phase] >= 2 for phase in phases):
                break
            phase = phases[combat["phase"]]
            answers = []
            for combatant in combat["pending"]:
                answers.append(await declare(ann["token"] if combatant in controlled else gm, phase, combatant))
                if answers[-1] is not None and answers[-1]["resolved"]:
                    break
            if phase["gm_declaration_schema"] is not None and not any(a and a["resolved"] for a in answers):
                answers.append(await declare(gm, phase, None))
            if any(answer is not None and answer["resolved"] for answer in answers):
                resolved[phase["id"]] += 1
                continue
            steps += 1
            status, answer = await client.call("POST", f"{combat_path}/resolve", gm, {})
            assert status == 200, answer
            resolved[phase["id"]] += 1
        if session["combat"]["phase"] != "ended":
            status, ended = await client.call("DELETE", combat_path, gm)
            assert status == 200, ended
            assert ended["combat"]["phase"] == "ended"
        if all(resolved[phase] for phase in phases) or steps >= MAX_STEPS:
            break
    return resolved


@pytest.mark.parametrize("system_id", list(PLAYED))
async def test_a_client_of_the_published_protocol_plays_a_whole_combat(server: ServerProcess, system_id: str) -> None:
    async with httpx.AsyncClient(base_url=server.url, timeout=30) as http:
        openapi = (await http.get("/openapi.json")).json()
        client = Client(http, openapi)
        resolved = await play(client, system_id)
    engine = PLAYED[system_id].combat
    assert isinstance(engine, PhaseEngine)
    phases = [str(phase.id) for phase in engine.phases]
    assert {phase: resolved[phase] for phase in phases if not resolved[phase]} == {}, "phases never resolved"
    statuses = Counter(status for _, status in client.answered)
    assert all(status < 500 for status in statuses)
    assert statuses[201] >= 3  # the session, the player, a combat
