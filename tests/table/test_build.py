"""The web client's bundle the server serves (app/table/static/table.js) is what its sources build to now:
clients/table/ installed with ``npm ci`` from its lock file, type-checked strictly, and bundled again with
the locked esbuild; the committed file must be byte for byte the same."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.main import TABLE_FILES
from tests.clients.tools import install, run
from tests.e2e.conftest import ROOT

pytestmark = pytest.mark.slow  # npm, the compiler and esbuild

PACKAGE = ROOT / "clients" / "table"


@pytest.fixture(scope="module")
def package() -> Path:
    install(PACKAGE)
    return PACKAGE


def test_the_client_type_checks_strictly(package: Path) -> None:
    run([package / "node_modules" / ".bin" / "tsc", "--project", package / "tsconfig.json"], cwd=package)


def test_the_committed_bundle_is_what_the_sources_build_to(package: Path, tmp_path: Path) -> None:
    run(["node", package / "build.mjs", tmp_path], cwd=package)
    fresh = (tmp_path / "table.js").read_bytes()
    assert fresh == (TABLE_FILES / "table.js").read_bytes(), "run `npm run build` in clients/table and commit"


def test_the_page_loads_nothing_from_elsewhere() -> None:
    page = (TABLE_FILES / "index.html").read_text()
    assert "http:" not in page
    assert "https:" not in page
    assert sorted(path.name for path in TABLE_FILES.iterdir()) == ["index.html", "table.css", "table.js"]
