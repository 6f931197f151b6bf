"""The authorization matrix: every route, every role, the expected status, from one table.

A route that is not in ``MATRIX`` fails ``test_every_route_has_an_entry``: a new route must say who may
call it. Roles: no token, a bad token, another session's token, a player, a player acting for a
combatant another player controls, and the GM.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import orjson
import pytest
from fastapi.routing import APIWebSocketRoute
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from app.main import api as app
from tests.e2e.conftest import ServerProcess, close_code_of, start_server

pytestmark = pytest.mark.anyio

ROLES = ("none", "bad", "other", "player", "player_other", "gm")
PUBLIC = dict.fromkeys(ROLES, 200)


@dataclass
class World:
    """Session A (a GM, ann who controls "hero", bo who controls "goblin"; combat optional) and session B."""

    http: httpx.AsyncClient
    session: dict[str, Any]
    ann: dict[str, str]
    bo: dict[str, str]
    other: dict[str, Any]

    def token(self, role: str) -> str | None:
        tokens: dict[str, str | None] = {
            "none": None,
            "bad": "not-a-token",
            "other": self.other["gm_token"],
            "player": self.ann["token"],
            "player_other": self.bo["token"],
            "gm": self.session["gm_token"],
        }
        return tokens[role]


def combatants(world: World) -> dict[str, Any]:
    return {
        "combatants": [
            {"id": "hero", "side": "pcs", "hp": 3, "controller": world.ann["player_id"]},
            {"id": "goblin", "side": "pcs", "hp": 3, "controller": world.bo["player_id"]},
            {"id": "orc", "side": "foes", "hp": 3},
        ]
    }


@dataclass(frozen=True)
class Row:
    method: str
    path: str
    expect: dict[str, int]
    body: Callable[[World], Any] | None = None
    concrete: str | None = None  # the path called, when ``path`` names a family of routes
    combat: bool = False  # start a combat before the calls
    fresh: bool = False  # a new world for each role (an allowed call ends what the next one would meet)


SESSION_ROLES = {"none": 401, "bad": 401, "other": 403}
GM_ONLY = {**SESSION_ROLES, "player": 403, "player_other": 403}
HERO = {"phase": "attack", "combatant": "hero", "declaration": {"target": "orc"}}

MATRIX: list[Row] = [
    Row("GET", "/v1/health", PUBLIC),
    Row("GET", "/v1/health/live", PUBLIC),
    Row("GET", "/metrics", PUBLIC),
    Row("GET", "/v1/keys", PUBLIC),
    Row("GET", "/v1/systems", PUBLIC),
    Row("GET", "/v1/systems/{system_id}", PUBLIC, concrete="/v1/systems/fimbulvinter"),
    Row("GET", "/v1/systems/{system_id}/combat", PUBLIC, concrete="/v1/systems/duel/combat"),
    Row(
        "POST", "/v1/systems/{system}/{operation}", PUBLIC, body=lambda w: {}, concrete="/v1/systems/fimbulvinter/roll"
    ),
    Row("POST", "/v1/rolls", PUBLIC, body=lambda w: {"expression": "1d6"}),
    Row("POST", "/v1/rolls/odds", PUBLIC, body=lambda w: {"expression": "1d6"}),
    Row(
        "POST",
        "/v1/systems/{system}/{operation}/odds",
        PUBLIC,
        body=lambda w: {},
        concrete="/v1/systems/fimbulvinter/roll/odds",
    ),
    # Signed by Discord, not by a bearer token; off (404) unless DISCORD_PUBLIC_KEY is set.
    Row("POST", "/v1/integrations/discord/interactions", dict.fromkeys(ROLES, 404), body=lambda w: {}),
    Row("POST", "/v1/sessions", dict.fromkeys(ROLES, 201), body=lambda w: {"system": "duel", "name": "n"}),
    Row(
        "POST",
        "/v1/sessions/{sid}/players",
        dict.fromkeys(ROLES, 201),  # anyone with the join code; a token plays no part
        body=lambda w: {"name": "new", "join_code": w.session["join_code"]},
    ),
    Row("GET", "/v1/sessions/{sid}", {**SESSION_ROLES, "player": 200, "player_other": 200, "gm": 200}),
    Row("PATCH", "/v1/sessions/{sid}", {**GM_ONLY, "gm": 200}, body=lambda w: {"name": "renamed"}),
    Row("GET", "/v1/sessions/{sid}/events", {**SESSION_ROLES, "player": 200, "player_other": 200, "gm": 200}),
    Row(
        "POST",
        "/v1/sessions/{sid}/rolls",
        {**SESSION_ROLES, "player": 201, "player_other": 201, "gm": 201},
        body=lambda w: {"operation": "notation", "input": {"expression": "1d6"}},
    ),
    Row(
        "POST",
        "/v1/sessions/{sid}/rolls/odds",
        {**SESSION_ROLES, "player": 200, "player_other": 200, "gm": 200},
        body=lambda w: {"operation": "notation", "input": {"expression": "1d6"}},
    ),
    Row(
        "POST",
        "/v1/sessions/{sid}/webhooks",
        {**GM_ONLY, "gm": 201},
        body=lambda w: {"url": "http://127.0.0.1:9/hook"},
    ),
    Row("GET", "/v1/sessions/{sid}/webhooks", {**GM_ONLY, "gm": 200}),
    # No webhook of that id: the GM gets as far as 404, everyone else is stopped before.
    Row("DELETE", "/v1/sessions/{sid}/webhooks/{webhook_id}", {**GM_ONLY, "gm": 404}),
    Row("POST", "/v1/sessions/{sid}/combat", {**GM_ONLY, "gm": 201}, body=combatants),
    Row(
        "POST",
        "/v1/sessions/{sid}/combat/declarations",
        {**SESSION_ROLES, "player": 202, "player_other": 403, "gm": 202},
        body=lambda w: HERO,
        combat=True,
    ),
    Row("POST", "/v1/sessions/{sid}/combat/resolve", {**GM_ONLY, "gm": 200}, body=lambda w: {}, combat=True),
    Row("DELETE", "/v1/sessions/{sid}/combat", {**GM_ONLY, "gm": 200}, combat=True),
    # {pid} is ann's: she may act on herself, bo may not.
    Row(
        "DELETE",
        "/v1/sessions/{sid}/players/{pid}",
        {**SESSION_ROLES, "player": 200, "player_other": 403, "gm": 200},
        fresh=True,
    ),
    Row(
        "POST",
        "/v1/sessions/{sid}/players/{pid}/token",
        {**SESSION_ROLES, "player": 201, "player_other": 403, "gm": 201},
        fresh=True,
    ),
    Row("POST", "/v1/sessions/{sid}/gm_token", {**GM_ONLY, "gm": 201}),
    Row("POST", "/v1/sessions/{sid}/join_code", {**GM_ONLY, "gm": 201}),
    Row("POST", "/v1/sessions/{sid}/end", {**GM_ONLY, "gm": 200}),
    Row("DELETE", "/v1/sessions/{sid}", {**GM_ONLY, "gm": 204}),
    # WebSocket: the close code, or 0 when the channel opens with a snapshot.
    Row(
        "WS",
        "/v1/sessions/{sid}/ws",
        {"none": 4400, "bad": 4401, "other": 4403, "player": 0, "player_other": 0, "gm": 0},
    ),
]


def routes_of_the_app() -> set[tuple[str, str]]:
    """Every route the app serves, HTTP ones from its OpenAPI document, sockets from its router."""
    found: set[tuple[str, str]] = set()
    for path, operations in app.openapi()["paths"].items():
        family = path
        if path.startswith("/v1/systems/") and path.count("/") == 4 and path != "/v1/systems/{system_id}/combat":
            family = "/v1/systems/{system}/{operation}"
        if path.startswith("/v1/systems/") and path.count("/") == 5 and path.endswith("/odds"):
            family = "/v1/systems/{system}/{operation}/odds"
        found.update((method.upper(), family) for method in operations)

    def sockets(routes: list[Any]) -> Iterator[str]:
        for route in routes:
            if isinstance(route, APIWebSocketRoute):
                yield "/v1" + route.path
            inner = getattr(getattr(route, "original_router", None), "routes", None)
            if inner:
                yield from sockets(inner)

    found.update(("WS", path) for path in sockets(app.routes))
    return found


def test_every_route_has_an_entry() -> None:
    assert routes_of_the_app() == {(row.method, row.path) for row in MATRIX}


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    folder: Path = tmp_path_factory.mktemp("authorization")
    limits = {f"RATE_LIMIT_{kind}": "1000000/minute" for kind in ("WRITES", "SESSIONS", "HELLOS")}
    env = {"DATABASE_URL": f"sqlite:///{folder / 'rules.db'}", "WEBHOOK_ALLOWED_NETWORKS": "127.0.0.0/8", **limits}
    server = start_server(env, folder / "server.log")
    yield server
    server.stop()


async def make_world(http: httpx.AsyncClient, combat: bool) -> World:
    session = (await http.post("/v1/sessions", json={"system": "duel", "name": "a"})).json()
    other = (await http.post("/v1/sessions", json={"system": "duel", "name": "b"})).json()
    joined = [
        (
            await http.post(
                f"/v1/sessions/{session['id']}/players", json={"name": n, "join_code": session["join_code"]}
            )
        ).json()
        for n in ("ann", "bo")
    ]
    world = World(http, session, joined[0], joined[1], other)
    if combat:
        started = await http.post(
            f"/v1/sessions/{session['id']}/combat",
            json=combatants(world),
            headers={"Authorization": f"Bearer {session['gm_token']}"},
        )
        assert started.status_code == 201
    return world


async def call(world: World, row: Row, role: str, ws_url: str) -> int:
    path = (row.concrete or row.path).replace("{sid}", world.session["id"]).replace("{pid}", world.ann["player_id"])
    token = world.token(role)
    if row.method == "WS":
        async with connect(ws_url + path, compression=None) as socket:
            hello: dict[str, Any] = {"type": "hello"}
            if token is not None:
                hello["token"] = token
            await socket.send(orjson.dumps(hello).decode())
            try:
                first = orjson.loads(await socket.recv())
            except ConnectionClosed as closed:
                return closed.rcvd.code if closed.rcvd is not None else -1
            return 0 if first.get("type") == "snapshot" else await close_code_of(socket)
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    body = row.body(world) if row.body else None
    response = await world.http.request(row.method, path, json=body, headers=headers)
    return response.status_code


@pytest.mark.parametrize("row", MATRIX, ids=[f"{row.method} {row.path}" for row in MATRIX])
async def test_who_may_call_what(live: ServerProcess, row: Row) -> None:
    async with httpx.AsyncClient(base_url=live.url, timeout=15) as http:
        world = await make_world(http, row.combat)
        # Rejected roles first: an allowed call may change what the next one meets (a combat started).
        order = sorted(ROLES, key=lambda role: row.expect[role] in (0, 200, 201, 202, 204))
        outcome = {}
        for role in order:
            if row.fresh:
                world = await make_world(http, row.combat)
            outcome[role] = await call(world, row, role, live.ws_url)
    assert outcome == row.expect
