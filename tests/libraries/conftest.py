"""What the client libraries' tests share: a real server process (the Duel example system registered, so
a long combat is cheap to script) with generous rate limits, and a table on it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.clients.tools import GENEROUS
from tests.e2e.conftest import ServerProcess, start_server


def serve(folder: Path) -> ServerProcess:
    env = {"DATABASE_URL": f"sqlite:///{folder / 'rules.db'}", "WEBHOOK_ALLOWED_NETWORKS": "127.0.0.0/8", **GENEROUS}
    return start_server(env, folder / "server.log")


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """One server for a module's tests that do not restart it."""
    server = serve(tmp_path_factory.mktemp("live"))
    yield server
    server.stop()


@pytest.fixture
def own_server(tmp_path: Path) -> Iterator[ServerProcess]:
    """A server of the test's own (it restarts it)."""
    server = serve(tmp_path)
    yield server
    server.stop()
