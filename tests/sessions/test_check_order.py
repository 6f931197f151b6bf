"""The contract's order of checks on every session route (issue 15, finding 13): unknown session 404;
missing or unknown token 401; another session's token, or a role that may not do this, 403 (for a
declaration: a player naming a combatant they do not control); only then the body and the rest."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import httpx
import orjson
import pytest

from tests.sessions.conftest import Table

pytestmark = pytest.mark.anyio

CALLERS = ("unknown_session", "no_token", "bad_token", "other_session", "bo", "ann", "gm")
OUTSIDERS = {"unknown_session": 404, "no_token": 401, "bad_token": 401, "other_session": 403}
MALFORMED = b"{nope"


@dataclass(frozen=True)
class Case:
    method: str
    path: str
    body: Any  # bytes are sent as they are, anything else as JSON
    members: dict[str, int]  # the status for bo (controls nothing), ann (controls the hero) and the GM

    @property
    def expected(self) -> dict[str, int]:
        return {**OUTSIDERS, **self.members}


def everyone(status: int) -> dict[str, int]:
    return dict.fromkeys(("bo", "ann", "gm"), status)


def declaration(combatant: object, **fields: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"phase": "attack", "declaration": {"target": "hero" if combatant == "orc" else "orc"}}
    if combatant is not None:
        body["combatant"] = combatant
    return {**body, **fields}


DECLARATIONS = "/combat/declarations"
PLAYERS_MAY_NOT = {"bo": 403, "ann": 403}
CASES = {
    # Declarations: a player who does not control the combatant named is refused before anything else.
    "declare for the orc": Case("POST", DECLARATIONS, declaration("orc"), {**PLAYERS_MAY_NOT, "gm": 202}),
    "declare for the hero": Case("POST", DECLARATIONS, declaration("hero"), {"bo": 403, "ann": 202, "gm": 202}),
    "declare for the orc, no declaration": Case(
        "POST", DECLARATIONS, {"phase": "attack", "combatant": "orc"}, {**PLAYERS_MAY_NOT, "gm": 422}
    ),
    "declare for the orc, a bad declaration": Case(
        "POST", DECLARATIONS, declaration("orc", declaration={"target": 3}), {**PLAYERS_MAY_NOT, "gm": 422}
    ),
    "declare for the orc, a bad phase": Case(
        "POST", DECLARATIONS, declaration("orc", phase=["attack"]), {**PLAYERS_MAY_NOT, "gm": 422}
    ),
    "declare for the orc, another phase": Case(
        "POST", DECLARATIONS, declaration("orc", phase="defend"), {**PLAYERS_MAY_NOT, "gm": 409}
    ),
    "declare for the orc, with dice": Case(
        "POST", DECLARATIONS, declaration("orc", dice=[6]), {**PLAYERS_MAY_NOT, "gm": 422}
    ),
    "declare for the hero, with dice": Case(
        "POST", DECLARATIONS, declaration("hero", dice=[6]), {"bo": 403, "ann": 422, "gm": 422}
    ),
    "declare for an unknown combatant": Case(
        "POST", DECLARATIONS, declaration("ghost"), {**PLAYERS_MAY_NOT, "gm": 404}
    ),
    "declare for a combatant given as a number": Case(
        "POST", DECLARATIONS, declaration(7), {**PLAYERS_MAY_NOT, "gm": 422}
    ),
    "declare for the table": Case("POST", DECLARATIONS, declaration(None), {**PLAYERS_MAY_NOT, "gm": 422}),
    "declare, malformed JSON": Case("POST", DECLARATIONS, MALFORMED, everyone(400)),
    "declare, not an object": Case("POST", DECLARATIONS, [], everyone(422)),
    # Every other route: the caller is checked before the body is read.
    "roll, malformed JSON": Case("POST", "/rolls", MALFORMED, everyone(400)),
    "roll, a bad body": Case("POST", "/rolls", {"operation": "notation"}, everyone(422)),
    "start a combat, malformed JSON": Case("POST", "/combat", MALFORMED, {**PLAYERS_MAY_NOT, "gm": 400}),
    "start a combat, a bad body": Case("POST", "/combat", {"combatants": 3}, {**PLAYERS_MAY_NOT, "gm": 409}),
    "resolve, malformed JSON": Case("POST", "/combat/resolve", MALFORMED, {**PLAYERS_MAY_NOT, "gm": 400}),
    "resolve, bad dice": Case("POST", "/combat/resolve", {"dice": "six"}, {**PLAYERS_MAY_NOT, "gm": 422}),
    "end the combat": Case("DELETE", "/combat", None, {**PLAYERS_MAY_NOT, "gm": 200}),
    "change the session, malformed JSON": Case("PATCH", "", MALFORMED, {**PLAYERS_MAY_NOT, "gm": 400}),
    "change the session, an unknown setting": Case(
        "PATCH", "", {"settings": {"forced_die": "everyone"}}, {**PLAYERS_MAY_NOT, "gm": 422}
    ),
    "change the session": Case("PATCH", "", {"settings": {"forced_dice": "everyone"}}, {**PLAYERS_MAY_NOT, "gm": 200}),
    "view": Case("GET", "", None, everyone(200)),
    "events, a bad after": Case("GET", "/events?after=-1", None, everyone(422)),
    "events, a bad limit": Case("GET", "/events?limit=0", None, everyone(422)),
    # The table's life ({ann} is ann's player id): a player may act on themself only.
    "remove ann": Case("DELETE", "/players/{ann}", None, {"bo": 403, "ann": 200, "gm": 200}),
    "remove an unknown player": Case("DELETE", "/players/ghost", None, {**PLAYERS_MAY_NOT, "gm": 404}),
    "rotate ann's token": Case("POST", "/players/{ann}/token", None, {"bo": 403, "ann": 201, "gm": 201}),
    "rotate the GM token": Case("POST", "/gm_token", None, {**PLAYERS_MAY_NOT, "gm": 201}),
    "rotate the join code": Case("POST", "/join_code", None, {**PLAYERS_MAY_NOT, "gm": 201}),
    "end the session": Case("POST", "/end", None, {**PLAYERS_MAY_NOT, "gm": 200}),
    "erase the session": Case("DELETE", "", None, {**PLAYERS_MAY_NOT, "gm": 204}),
}
# Joining takes no token: only an unknown session comes before the body.
JOINS = {"malformed JSON": (MALFORMED, 400), "a bad body": ({"name": ""}, 422)}


async def new_table(client: httpx.AsyncClient) -> Table:
    created = (await client.post("/v1/sessions", json={"system": "duel", "name": "order"})).json()
    players = {}
    for name in ("ann", "bo"):
        joined = await client.post(
            f"/v1/sessions/{created['id']}/players", json={"name": name, "join_code": created["join_code"]}
        )
        players[name] = (joined.json()["player_id"], joined.json()["token"])
    combatants = [
        {"id": "hero", "side": "pcs", "hp": 5, "controller": players["ann"][0]},
        {"id": "orc", "side": "foes", "hp": 5},
    ]
    table = Table(client, created["id"], created["gm_token"], players)
    assert (await table.post("/combat", table.gm, {"combatants": combatants})).status_code == 201
    return table


async def call(client: httpx.AsyncClient, case: Case, caller: str, table: Table, other: Table) -> int:
    sid = "unknown-session" if caller == "unknown_session" else table.id
    token = {
        "unknown_session": table.gm,
        "no_token": None,
        "bad_token": "not-a-token",
        "other_session": other.gm,
        "bo": table.players["bo"][1],
        "ann": table.players["ann"][1],
        "gm": table.gm,
    }[caller]
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    content = None if case.body is None else case.body if isinstance(case.body, bytes) else orjson.dumps(case.body)
    if content is not None:
        headers["Content-Type"] = "application/json"
    path = case.path.replace("{ann}", table.players["ann"][0])
    response = await client.request(case.method, f"/v1/sessions/{sid}{path}", content=content, headers=headers)
    return response.status_code


@pytest.mark.parametrize("name", list(CASES))
async def test_each_caller_meets_the_checks_in_the_contract_order(client: httpx.AsyncClient, name: str) -> None:
    case, other = CASES[name], await new_table(client)
    outcome = {}
    for caller in CALLERS:  # a table of its own for each: an accepted call changes what the next one meets
        table = await new_table(client)
        version = await table.version()
        outcome[caller] = await call(client, case, caller, table, other)
        if outcome[caller] >= 400:
            assert await table.version() == version, caller
    assert outcome == case.expected


@pytest.mark.parametrize("name", list(JOINS))
async def test_a_join_meets_the_unknown_session_before_its_body(client: httpx.AsyncClient, name: str) -> None:
    body, status = JOINS[name]
    content = body if isinstance(body, bytes) else orjson.dumps(body)
    headers = {"Content-Type": "application/json"}
    unknown = await client.post("/v1/sessions/unknown-session/players", content=content, headers=headers)
    assert unknown.status_code == 404
    table = await new_table(client)
    assert (
        await client.post(f"/v1/sessions/{table.id}/players", content=content, headers=headers)
    ).status_code == status


async def test_a_player_declaring_without_a_combat_is_refused_and_the_gm_told_there_is_none(
    client: httpx.AsyncClient,
) -> None:
    created = (await client.post("/v1/sessions", json={"system": "duel", "name": "no combat"})).json()
    joined = (
        await client.post(
            f"/v1/sessions/{created['id']}/players", json={"name": "ann", "join_code": created["join_code"]}
        )
    ).json()
    table = Table(client, created["id"], created["gm_token"], {"ann": (joined["player_id"], joined["token"])})
    assert (await table.post(DECLARATIONS, joined["token"], declaration("hero"))).status_code == 403
    assert (await table.post(DECLARATIONS, table.gm, declaration("hero"))).status_code == 404
