"""The TypeScript client package (clients/typescript/) as its CI would run it, against a real server process:
installed with ``npm ci`` from its lock file, type-checked with ``tsc --noEmit --strict`` (as committed, and
against types generated now from this server's /openapi.json and /v1/asyncapi.json), then its tests run
with Node's test runner. The tests restart the server through a small control endpoint served here."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from app.sessions.receipts import digest
from tests.clients.tools import install, run
from tests.e2e.conftest import ROOT, ServerProcess

pytestmark = pytest.mark.slow  # a real server, npm, the compiler and Node

PACKAGE = ROOT / "clients" / "typescript"
TSC = PACKAGE / "node_modules" / ".bin" / "tsc"
DIGEST_EXAMPLE = {"b": [1, 2, {"é": "ok"}], "a": None, "z": True, "n": -3}
"""test/rest.test.ts checks its commitment() against the server's digest of this value."""


@pytest.fixture(scope="module")
def package() -> Path:
    install(PACKAGE)
    return PACKAGE


@pytest.fixture
def control(live: ServerProcess) -> Iterator[str]:
    """A URL the Node tests POST to when they want the server restarted (same port, same database)."""

    class Restart(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            live.restart()
            self.send_response(204)
            self.end_headers()

        def log_message(self, *_: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Restart)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/restart"
    server.shutdown()
    server.server_close()
    thread.join()


def test_the_package_type_checks_strictly_as_committed(package: Path) -> None:
    run([TSC, "--noEmit", "--strict", "--project", package / "tsconfig.json"], cwd=package)


def test_the_package_type_checks_against_the_documents_served_now(package: Path, live: ServerProcess) -> None:
    fresh = package / "build" / "fresh"
    shutil.rmtree(fresh, ignore_errors=True)
    shutil.copytree(package / "src", fresh / "src")
    shutil.copy(package / "tsconfig.json", fresh / "tsconfig.json")
    run(["node", package / "scripts" / "generate.mjs", live.url, fresh / "src" / "generated"], cwd=package)
    run([TSC, "--noEmit", "--strict", "--project", fresh / "tsconfig.json"], cwd=package)


def test_the_packages_node_tests_pass_against_a_live_server(package: Path, live: ServerProcess, control: str) -> None:
    run([TSC, "--strict", "--project", package / "tsconfig.test.json"], cwd=package)  # type-checks, then emits
    tests = sorted((package / "build" / "test").glob("*.test.js"))
    assert [path.name for path in tests] == ["channel.test.js", "faults.test.js", "rest.test.js"]
    env = {"RULES_SERVER": live.url, "RULES_SERVER_CONTROL": control, "RULES_DIGEST_EXAMPLE": digest(DIGEST_EXAMPLE)}
    output = run(["node", "--test", "--test-reporter=spec", *tests], cwd=package, env=env, timeout=600)
    summary = [line for line in output.splitlines() if line.startswith(("ℹ pass", "ℹ fail"))]
    assert summary == ["ℹ pass 10", "ℹ fail 0"], output[-3000:]
