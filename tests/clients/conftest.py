"""What the client tests share: the pinned Node tools, one real server, and its OpenAPI document."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from tests.clients.tools import BUILD, CLIENTS, install, serve
from tests.e2e.conftest import ServerProcess


@pytest.fixture(scope="session")
def node_tools() -> Path:
    """tests/clients/ with its Node packages installed."""
    install()
    BUILD.mkdir(exist_ok=True)
    return CLIENTS


@pytest.fixture(scope="session")
def live(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """A real server on its defaults (CORS and socket origins: any)."""
    server = serve(tmp_path_factory.mktemp("live"))
    yield server
    server.stop()


@pytest.fixture(scope="session")
def openapi_file(live: ServerProcess, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The OpenAPI document as a client's developer downloads it from the server."""
    path = tmp_path_factory.mktemp("documents") / "openapi.json"
    response = httpx.get(f"{live.url}/openapi.json", timeout=30)
    response.raise_for_status()
    path.write_bytes(response.content)
    return path
