"""The documents a client's developer downloads from the server pass the validators they would run."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import httpx
import pytest

from tests.clients.tools import CLIENTS, run
from tests.e2e.conftest import ServerProcess

pytestmark = pytest.mark.slow  # a real server, code generators and compilers

BIN = Path(sys.executable).parent


def test_the_openapi_document_passes_openapi_spec_validator(openapi_file: Path) -> None:
    output = run([BIN / "openapi-spec-validator", "--schema", "3.1", "--validation-errors", "all", openapi_file])
    assert output.strip().endswith(": OK")


def test_the_asyncapi_document_passes_the_asyncapi_parser(
    node_tools: Path, live: ServerProcess, tmp_path: Path
) -> None:
    document = tmp_path / "asyncapi.json"
    document.write_bytes(httpx.get(f"{live.url}/v1/asyncapi.json", timeout=30).raise_for_status().content)
    output = run(["node", CLIENTS / "asyncapi" / "validate.mjs", document])  # fails on any error it reports
    summary = json.loads(output.splitlines()[-1])
    assert summary == {
        "errors": 0,
        "messages": ["hello", "ping", "snapshot", "event", "live", "presence", "pong"],
    }
