"""What the app does around serving: start-up objects are kept out of the garbage collector's walks."""

from __future__ import annotations

import gc
import shutil
from pathlib import Path

import pytest

from app.main import create_app
from app.settings import Settings

pytestmark = pytest.mark.anyio


async def test_start_up_objects_are_frozen_while_serving(tmp_path: Path, migrated_database: Path) -> None:
    database = tmp_path / "rules.db"
    shutil.copy(migrated_database, database)
    application = create_app(Settings(database_url=f"sqlite:///{database}"))
    async with application.router.lifespan_context(application):
        frozen = gc.get_freeze_count()
    assert frozen > 50_000  # the routes, models and catalogues, at least
    assert gc.get_freeze_count() == 0  # given back at shutdown (tests start many apps in one process)
