"""The documents a client's developer downloads from the server pass the validators they would run."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.clients.tools import run

pytestmark = pytest.mark.slow  # a real server, code generators and compilers

BIN = Path(sys.executable).parent


def test_the_openapi_document_passes_openapi_spec_validator(openapi_file: Path) -> None:
    output = run([BIN / "openapi-spec-validator", "--schema", "3.1", "--validation-errors", "all", openapi_file])
    assert output.strip().endswith(": OK")
