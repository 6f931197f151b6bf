"""The reference web client (/table/) in a real browser: Debian's Chromium driven by Playwright, against a
real server process. Screenshots go to test-artifacts/table/<test>/ (CI keeps them as artifacts).

The browser is /usr/bin/chromium (``scripts/install-chromium`` installs it; ``make test`` runs that). Without
it the browser tests are skipped with the reason, except under ``CI=true``, where that fails the run.
"""

from __future__ import annotations

import os
import re
from collections.abc import Generator, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, sync_playwright

from tests.e2e.conftest import ROOT
from tests.libraries.conftest import live  # noqa: F401  (the fixture: one server for a module)

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = ROOT / "test-artifacts" / "table"


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """Chromium, for one module's tests: Playwright's sync API holds an event loop in this thread while it
    runs, and later tests need the thread without it (``asyncio.run`` refuses to run inside a loop)."""
    if not CHROMIUM.exists():
        message = f"the browser tests need Chromium at {CHROMIUM} (scripts/install-chromium)"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM))
        yield launched
        launched.close()


@pytest.fixture
def artifacts(request: pytest.FixtureRequest) -> Path:
    """This test's screenshot folder, emptied first."""
    folder = ARTIFACTS / re.sub(r"[^A-Za-z0-9_.-]+", "-", request.node.name).strip("-")
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.png"):
        old.unlink()
    return folder


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """A failing browser test also shows what its pages' consoles said."""
    report = yield
    pages = getattr(item, "funcargs", {}).get("table")
    if report.failed and pages:
        for page in pages:
            report.sections.append((f"console of {page.who}", "\n".join(page.console[-40:])))
    return report
