"""A TypeScript client generated from the served document (openapi-typescript, with openapi-fetch) as a
browser VTT's developer would: typescript/table.ts type-checks strictly and plays a table and a combat phase
on a live server."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.clients.tools import BUILD, run, tool
from tests.e2e.conftest import ServerProcess

pytestmark = pytest.mark.slow  # a real server, code generators and compilers

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
