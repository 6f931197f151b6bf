"""A TypeScript client generated from the served document (openapi-typescript, with openapi-fetch) as a
browser VTT's developer would: typescript/table.ts type-checks strictly and plays a table and a combat phase
on a live server."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest

from tests.clients.tools import BUILD, CLIENTS, run, tool
from tests.e2e.conftest import ServerProcess

pytestmark = pytest.mark.slow  # a real server, code generators and compilers

EXTRA_KEYS = ("dying[][extra]", "consequence[extra]")
"""The only keys the types may leave open: the specs keep whatever else a dying condition (I rikets tjänst)
or a spent consequence (Fimbulvinter) is given, beside its declared fields."""
PLAYED = [
    *("session_created", "player_joined", "roll", "roll", "combat_started"),
    *("round_started", "declared", "phase_resolved"),  # initiative opens round 1; the declarations resolve
]


def test_a_generated_typescript_client_type_checks_and_plays_a_table(node_tools: Path, live: ServerProcess) -> None:
    run([tool("openapi-typescript"), f"{live.url}/openapi.json", "--output", BUILD / "api.d.ts"])
    run([tool("tsc"), "--project", node_tools / "tsconfig.json", "--strict"])  # type-checks, then emits .build/js
    output = run(["node", BUILD / "js" / "typescript" / "table.js", live.url])
    played = json.loads(output.splitlines()[-1])
    assert played["types"] == PLAYED
    assert played["version"] == played["events"] == len(PLAYED)
    assert played["next"] == "resolve"  # the declared phase resolved: the blows are next


def test_the_session_routes_bodies_are_typed_all_the_way_down(node_tools: Path, live: ServerProcess) -> None:
    run([tool("openapi-typescript"), f"{live.url}/openapi.json", "--output", BUILD / "api.d.ts"])
    found = json.loads(run(["node", CLIENTS / "typescript" / "untyped.mjs", BUILD / "api.d.ts"]).splitlines()[-1])
    paths = httpx.get(f"{live.url}/openapi.json", timeout=60).raise_for_status().json()["paths"]
    routes = [method for path, item in paths.items() if path.startswith("/v1/sessions") for method in item]
    assert found["routes"] == len(routes)  # every session route was walked
    assert [spot for spot in found["untyped"] if not spot.endswith(EXTRA_KEYS)] == []
