"""A Python client generated from the served document (openapi-python-client) as a bot's developer
would: python/table.py passes mypy --strict against it and plays a table and a combat phase on a live server."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from tests.clients.tools import CLIENTS, run
from tests.e2e.conftest import ServerProcess

pytestmark = pytest.mark.slow  # a real server, code generators and compilers

PLAYED = [
    *("session_created", "player_joined", "roll", "roll", "combat_started"),
    *("round_started", "declared", "phase_resolved"),  # initiative opens round 1; the declarations resolve
]

SCRIPT = CLIENTS / "python" / "table.py"


def test_a_generated_python_client_type_checks_and_plays_a_table(live: ServerProcess, tmp_path: Path) -> None:
    generated = tmp_path / "generated_client"
    run(
        [
            Path(sys.executable).parent / "openapi-python-client",
            "generate",
            "--url",
            f"{live.url}/openapi.json",
            "--config",
            CLIENTS / "python" / "generator.yaml",
            "--meta",
            "none",
            "--output-path",
            generated,
        ],
        cwd=tmp_path,
    )
    on_path = {"MYPYPATH": str(tmp_path), "PYTHONPATH": str(tmp_path)}
    mypy: list[str | Path] = [sys.executable, "-m", "mypy", "--strict", "--cache-dir", tmp_path / "mypy-cache", SCRIPT]
    run(mypy, cwd=tmp_path, env=on_path)  # out of the repository: its own configuration plays no part
    output = run([sys.executable, SCRIPT, live.url], env=on_path)
    played = json.loads(output.splitlines()[-1])
    assert played["types"] == PLAYED
    assert played["version"] == played["events"] == len(PLAYED)
    assert played["next"] == "resolve"  # the declared phase resolved: the blows are next
