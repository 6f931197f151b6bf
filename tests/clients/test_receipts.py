"""A receipt verified in JavaScript with jose's compactVerify, as the README shows a bot doing it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.clients.tools import run
from tests.e2e.conftest import ServerProcess

pytestmark = pytest.mark.slow  # a real server and Node


def test_jose_verifies_a_receipt_and_it_proves_only_its_own_roll(node_tools: Path, live: ServerProcess) -> None:
    output = run(["node", node_tools / "receipts" / "verify.mjs", live.url])
    checked = json.loads(output.splitlines()[-1])
    assert checked == {"proved": 2, "note": 0.00001, "otherRollRefused": True, "tamperedRefused": True}
