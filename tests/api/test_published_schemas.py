"""What a played session sends validates against the published documents: every page of ``GET /events``,
every table roll's response and the session views against the OpenAPI document, every socket message
against the AsyncAPI document (jsonschema, on the documents as served). A model that no longer says what
the server sends fails here, so the documents cannot drift from the server."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, get_args

import httpx
import pytest
from fastapi import FastAPI
from jsonschema import Draft202012Validator, ValidationError, validators

from app.api.combat_docs import engines, prefix_of
from app.main import api
from app.rules import SYSTEMS
from app.sessions.events import NotationRollData
from app.sessions.visibility import PLAYER_VIEWS
from tests.e2e.combat_script import Declare, Script, with_controllers
from tests.scripted_dice import QUEUED
from tests.sessions.channel import RecordingSocket, channel
from tests.sessions.conftest import Table
from tests.sessions.test_event_filtering import SCRIPTS, scripted_dice

__all__ = ["scripted_dice"]  # a fixture of the tests here

pytestmark = pytest.mark.anyio

J = dict[str, Any]
LOGGED = {
    "session_created",
    "session_changed",
    "player_joined",
    "roll",
    "combat_started",
    "declared",
    "round_started",
    "phase_resolved",
    "combat_ended",
}
"""The event types this table's play appends (ending and leaving a table are not played here)."""
NOTATION = get_args(NotationRollData.model_fields["operation"].annotation)[0]
"""The table roll operation that is generic notation, as the published model has it."""
AM_CHECK = {"characteristic": 2, "ability": 3, "ease_factor": 9, "dice": [5]}
GROG = {"id": "grog", "side": "covenant", "quickness": 1, "dexterity": 1, "strength": 2, "stamina": 2, "ability": 5}
GROG |= {"weapon": "sword_long", "shield": "shield_heater", "armour": "metal_scale_partial"}
BANDIT = {"id": "bandit", "side": "bandits", "quickness": 0, "dexterity": 1, "strength": 1, "stamina": 1}
BANDIT |= {"ability": 4, "weapon": "axe", "armour": "heavy_leather_partial"}


def one_of_by_discriminator(validator: Any, one_of: list[J], instance: Any, schema: J) -> Iterable[ValidationError]:
    """OpenAPI's reading of a ``oneOf`` with a discriminator mapping, as a generated client reads it: the
    branch the discriminator's value maps to must hold (the others name other values). JSON Schema's own
    ``oneOf`` validates every branch in full, minutes for the per-operation unions of table rolls."""
    discriminator = schema.get("discriminator")
    if not (isinstance(discriminator, dict) and "mapping" in discriminator and isinstance(instance, dict)):
        yield from Draft202012Validator.VALIDATORS["oneOf"](validator, one_of, instance, schema)
        return
    value = instance.get(discriminator["propertyName"])
    branch = discriminator["mapping"].get(value) if isinstance(value, str) else None
    if branch is None or {"$ref": branch} not in one_of:
        yield ValidationError(f"{value!r} is not a {discriminator['propertyName']!r} the union maps to a branch")
        return
    yield from validator.descend(instance, {"$ref": branch})


OpenApiValidator: type[Draft202012Validator] = validators.extend(  # type: ignore[no-untyped-call]
    Draft202012Validator, {"oneOf": one_of_by_discriminator}
)


def closed(node: Any) -> Any:
    """Schemas as strict as the models: an object schema with properties admits no other property, so a
    key the server sends that no model documents fails too."""
    if isinstance(node, dict):
        shut = {key: closed(value) for key, value in node.items()}
        if "properties" in shut and "additionalProperties" not in shut:
            shut["additionalProperties"] = False
        return shut
    if isinstance(node, list):
        return [closed(item) for item in node]
    return node


def schema_of(document: J, schema: J, *, shut: bool = True) -> Draft202012Validator:
    """A validator for ``schema``, a node of ``document`` whose references point into its components
    (closed, unless ``shut`` is false: a request schema that admits unknown fields, as some systems do)."""
    whole = {**schema, "components": document["components"]}
    return OpenApiValidator(closed(whole) if shut else whole)


def response_schema(openapi: J, path: str, method: str, status: str) -> Draft202012Validator:
    return schema_of(
        openapi, openapi["paths"][path][method]["responses"][status]["content"]["application/json"]["schema"]
    )


def check_messages(asyncapi: J, messages: Iterable[J]) -> set[str]:
    """Validate each socket message against the AsyncAPI message its ``type`` names; the types seen."""
    seen = set()
    for message in messages:
        name = message["type"]
        schema_of(asyncapi, asyncapi["components"]["messages"][name]["payload"]).validate(message)
        seen.add(name)
    return seen


class Player:
    def __init__(self, http: httpx.AsyncClient, sid: str, token: str) -> None:
        self.http, self.sid, self.headers = http, sid, {"Authorization": f"Bearer {token}"}
        self.token = token

    async def call(self, method: str, path: str, body: J | None = None, status: int = 200) -> J:
        response = await self.http.request(method, f"/v1/sessions/{self.sid}{path}", json=body, headers=self.headers)
        assert response.status_code == status, response.text
        answer: J = response.json()
        return answer


@dataclass
class Played:
    sid: str
    tokens: dict[str, str]
    """GM, Ulla and Bo."""
    sockets: dict[str, RecordingSocket]
    """The GM's and Ulla's, live all along; Bo's, opened at the end with after=0 (a replay)."""


async def play(http: httpx.AsyncClient, app: FastAPI, openapi: J) -> Played:
    """An Ars Magica table played through the API, its sockets recording: a rename, rolls of every kind and
    visibility (each response checked), a combat through a declared phase to its end, a ping."""
    created = (await http.post("/v1/sessions", json={"system": "ars-magica", "name": "Saturday"})).json()
    gm = Player(http, created["id"], created["gm_token"])
    joined = {}
    for name in ("Ulla", "Bo"):
        body = {"name": name, "join_code": created["join_code"]}
        joined[name] = (await http.post(f"/v1/sessions/{gm.sid}/players", json=body)).json()
    ulla = Player(http, gm.sid, joined["Ulla"]["token"])
    rolled = response_schema(openapi, "/v1/sessions/{sid}/rolls", "post", "201")
    async with channel(app, gm.sid, gm.token) as gm_socket, channel(app, gm.sid, ulla.token) as ulla_socket:
        await gm.call("PATCH", "", {"name": "Sunday", "settings": {"forced_dice": "everyone"}})
        notation = {"operation": NOTATION, "input": {"expression": "1d20+3 to hit", "dice": [12]}}
        rolled.validate(await ulla.call("POST", "/rolls", notation, 201))
        rolled.validate(await ulla.call("POST", "/rolls", {**notation, "visibility": "blind"}, 201))
        check = {"operation": "check", "input": AM_CHECK, "visibility": "gm"}
        rolled.validate(await gm.call("POST", "/rolls", check, 201))
        grog = {**GROG, "controller": joined["Ulla"]["player_id"]}
        combat = "/v1/sessions/{sid}/combat"
        started = response_schema(openapi, combat, "post", "201")
        started.validate(await gm.call("POST", "/combat", {"combatants": [grog, BANDIT]}, 201))
        resolved = response_schema(openapi, f"{combat}/resolve", "post", "200")
        resolved.validate(await gm.call("POST", "/combat/resolve", {"dice": [5, 7]}))
        declared = response_schema(openapi, f"{combat}/declarations", "post", "202")
        for by, who, whom in ((ulla, "grog", "bandit"), (gm, "bandit", "grog")):
            body = {"phase": "declare", "combatant": who, "declaration": {"action": "attack", "target": whom}}
            answer = await by.call("POST", "/combat/declarations", body, 202)
            declared.validate(answer)
        assert answer["resolved"]
        assert {"combat", "result"} <= answer.keys()
        if (await gm.call("GET", ""))["combat"]["phase"] != "ended":
            response_schema(openapi, combat, "delete", "200").validate(await gm.call("DELETE", "/combat"))
        version = (await gm.call("GET", ""))["version"]
        await gm_socket.until_seq(version)
        await ulla_socket.until_seq(version)
        gm_socket.say({"type": "ping", "id": "tab-1"})
        await gm_socket.wait_for(lambda received: received[-1]["type"] == "pong")
    async with channel(app, gm.sid, joined["Bo"]["token"], after=0) as replayed:
        await replayed.wait_for(lambda received: received[-1]["type"] == "live")
    tokens = {"gm": gm.token, "Ulla": ulla.token, "Bo": joined["Bo"]["token"]}
    return Played(gm.sid, tokens, {"gm": gm_socket, "Ulla": ulla_socket, "Bo": replayed})


async def test_a_played_session_matches_the_published_documents(client: httpx.AsyncClient, app: FastAPI) -> None:
    openapi = (await client.get("/openapi.json")).json()
    asyncapi = (await client.get("/v1/asyncapi.json")).json()
    played = await play(client, app, openapi)
    page = response_schema(openapi, "/v1/sessions/{sid}/events", "get", "200")
    view = response_schema(openapi, "/v1/sessions/{sid}", "get", "200")
    notation = schema_of(openapi, {"$ref": "#/components/schemas/NotationRollData"})
    types: dict[str, set[str]] = {}
    for name, token in played.tokens.items():
        headers = {"Authorization": f"Bearer {token}"}
        events = (await client.get(f"/v1/sessions/{played.sid}/events", headers=headers)).json()
        page.validate(events)
        view.validate((await client.get(f"/v1/sessions/{played.sid}", headers=headers)).json())
        types[name] = {event["type"] for event in events["events"]}
        rolls = [event["data"] for event in events["events"] if event["type"] == "roll"]
        for data in rolls:  # the notation roll is typed as such; a system operation's is not
            assert notation.is_valid(data) == (data["operation"] == NOTATION)
    assert {*LOGGED, "hidden"} <= types["gm"] | types["Bo"]
    assert "hidden" in types["Ulla"]  # her blind roll
    replayed = played.sockets["Bo"].received
    assert [message["type"] for message in replayed[:2]] == ["snapshot", "event"]
    for socket in played.sockets.values():
        assert {"snapshot", "event", "live"} <= check_messages(asyncapi, socket.received)
    assert {"pong", "presence"} <= check_messages(asyncapi, played.sockets["gm"].received)
    live = [message for message in played.sockets["gm"].received if message["type"] == "event"]
    assert any(message["combat"] is not None for message in live)


def test_events_are_a_union_by_type_each_with_its_data() -> None:
    openapi = api.openapi()
    schemas = openapi["components"]["schemas"]
    events = schemas["EventsPage"]["properties"]["events"]["items"]
    assert events["discriminator"]["propertyName"] == "type"
    mapping = events["discriminator"]["mapping"]
    assert set(mapping) == {*PLAYER_VIEWS, "hidden"}  # every type a log can hold, and the placeholder
    for type, ref in mapping.items():
        properties = schemas[ref.rsplit("/", 1)[-1]]["properties"]
        assert properties["type"]["const"] == type
        assert type == "hidden" or "$ref" in properties["data"] or "anyOf" in properties["data"]


async def play_combat(table: Table, script: Script, openapi: J) -> list[J]:
    """The script's combat played through the API (the GM ends it if the script leaves it running), each
    answer checked against its route's response schema; every step's ``result``, in order."""
    combat = "/v1/sessions/{sid}/combat"
    setup = with_controllers(script.setup, {name: player[0] for name, player in table.players.items()})
    if script.start_dice is not None:
        setup["dice"] = script.start_dice
    tokens = {"gm": table.gm, **{name: player[1] for name, player in table.players.items()}}
    answers = [(await table.post("/combat", table.gm, setup), response_schema(openapi, combat, "post", "201"))]
    for step in script.steps:
        if isinstance(step, Declare):
            QUEUED.extend(step.rolls or [])
            body: J = {"phase": step.phase, "declaration": step.declaration}
            if step.combatant is not None:
                body["combatant"] = step.combatant
            answer = await table.post("/combat/declarations", tokens[step.by], body)
            answers.append((answer, response_schema(openapi, f"{combat}/declarations", "post", "202")))
        else:
            answer = await table.post("/combat/resolve", table.gm, {"dice": step.dice})
            answers.append((answer, response_schema(openapi, f"{combat}/resolve", "post", "200")))
    if (await table.get("", table.gm)).json()["combat"]["phase"] != "ended":
        ended = await table.http.delete(f"/v1/sessions/{table.id}/combat", headers=Table.auth(table.gm))
        answers.append((ended, response_schema(openapi, combat, "delete", "200")))
    results = []
    for answer, schema in answers:
        assert answer.status_code < 300, answer.text
        schema.validate(answer.json())
        if "result" in answer.json():
            results.append(answer.json()["result"])
    return results


def broken(result: J, hidden: frozenset[str], *, retyped: bool = True) -> Iterable[J]:
    """``result`` with each of its fields removed (but those players are not shown: they may be absent),
    and each retyped (a value of another JSON type), if ``retyped``."""
    for key, value in result.items():
        if key not in hidden:
            yield {name: item for name, item in result.items() if name != key}
        if retyped:
            yield {**result, key: "x" if not isinstance(value, str) else 7}


@pytest.mark.parametrize("system", list(SCRIPTS))
async def test_combats_of_every_system_match_the_published_documents(
    client: httpx.AsyncClient, system: str, scripted_dice: None
) -> None:
    openapi = (await client.get("/openapi.json")).json()
    created = (await client.post("/v1/sessions", json={"system": system, "name": "typed"})).json()
    players = {}
    for name in ("ann", "bo"):
        body = {"name": name, "join_code": created["join_code"]}
        joined = (await client.post(f"/v1/sessions/{created['id']}/players", json=body)).json()
        players[name] = (joined["player_id"], joined["token"])
    table = Table(client, created["id"], created["gm_token"], players)
    results = await play_combat(table, SCRIPTS[system], openapi)
    branch = next(
        name
        for name, schema in openapi["components"]["schemas"].items()
        if name.endswith("CombatResult") and schema.get("x-system-id") == system
    )
    typed = schema_of(openapi, {"$ref": f"#/components/schemas/{branch}"})
    hidden = frozenset().union(*dict(engines())[system].hidden_from_players.values())
    for result in results:
        typed.validate(result)
        for wrong in broken(result, hidden):  # the schema holds every field and its type: none may go or change
            assert not typed.is_valid(wrong), wrong
    page = response_schema(openapi, "/v1/sessions/{sid}/events", "get", "200")
    view = response_schema(openapi, "/v1/sessions/{sid}", "get", "200")
    for token in (table.gm, *(token for _, token in players.values())):
        page.validate((await table.get("/events?limit=1000", token)).json())
        view.validate((await table.get("", token)).json())


TABLE_SYSTEMS = [
    system for system in ("fimbulvinter", "terminus-alfa", "ars-magica", "i-rikets-tjanst") if system in SYSTEMS
]


@pytest.mark.parametrize("system", TABLE_SYSTEMS)
async def test_table_rolls_of_every_operation_match_the_published_documents(
    client: httpx.AsyncClient, system: str
) -> None:
    """Every worked example of every operation of the system, rolled at a table: the request is the
    operation's branch of the body, the answer and the logged event validate, and each event's result
    holds every field of the operation's output with its type."""
    openapi = (await client.get("/openapi.json")).json()
    created = (await client.post("/v1/sessions", json={"system": system, "name": "rolls"})).json()
    gm = Player(client, created["id"], created["gm_token"])
    await gm.call("PATCH", "", {"settings": {"forced_dice": "everyone"}})
    body_schema = openapi["paths"]["/v1/sessions/{sid}/rolls"]["post"]["requestBody"]["content"]["application/json"]
    request = schema_of(openapi, body_schema["schema"], shut=False)
    rolled = response_schema(openapi, "/v1/sessions/{sid}/rolls", "post", "201")
    shut = {"components": closed(openapi["components"])}
    played, ignored = set(), []
    for operation in SYSTEMS[system].operations.values():
        for example in (example for example in operation.examples if example.status == 200):
            body = {"operation": operation.name, "input": dict(example.input)}
            request.validate(body)
            branch = f"{prefix_of(system)}{''.join(part.capitalize() for part in operation.name.split('_'))}"
            if not OpenApiValidator({"$ref": f"#/components/schemas/{branch}TableRollBody", **shut}).is_valid(body):
                # Keys the operation ignores (some systems' inputs do): its record keeps them as given, which
                # the closed schemas here would refuse.
                ignored.append(example.title)
                continue
            rolled.validate(await gm.call("POST", "/rolls", body, 201))
            played.add(operation.name)
    assert len(ignored) <= 2, ignored
    with_examples = {name for name, operation in SYSTEMS[system].operations.items() if operation.examples}
    assert played >= with_examples - {"consequence_spend"}
    events = (await client.get(f"/v1/sessions/{gm.sid}/events?limit=1000", headers=gm.headers)).json()
    response_schema(openapi, "/v1/sessions/{sid}/events", "get", "200").validate(events)
    data = schema_of(openapi, {"$ref": "#/components/schemas/SystemRollData"})
    records = schema_of(openapi, {"$ref": "#/components/schemas/RollRecord"})
    rolls = [event["data"] for event in events["events"] if event["type"] == "roll"]
    assert {roll["operation"] for roll in rolls} == played
    for roll in rolls:
        data.validate(roll)
        records.validate(roll["receipt"]["record"])
        # The operation's branches (those the unions above chose) hold its output field by field.
        branch = f"{prefix_of(system)}{''.join(part.capitalize() for part in roll['operation'].split('_'))}"
        own_data = OpenApiValidator({"$ref": f"#/components/schemas/{branch}SystemRollData", **shut})
        own_record = OpenApiValidator({"$ref": f"#/components/schemas/{branch}RollRecord", **shut})
        assert own_data.is_valid(roll)
        assert own_record.is_valid(roll["receipt"]["record"])
        output = openapi["components"]["schemas"][f"{branch}SystemRollData"]["properties"]["result"]["$ref"]
        required = openapi["components"]["schemas"][output.rsplit("/", 1)[-1]].get("required", [])
        # Not retyped: some outputs' fields take a string or a number.
        for wrong in broken(roll["result"], frozenset(roll["result"]).difference(required), retyped=False):
            assert not own_data.is_valid({**roll, "result": wrong}), (roll["operation"], wrong)
            assert not own_record.is_valid({**roll["receipt"]["record"], "result": wrong}), (roll["operation"], wrong)
