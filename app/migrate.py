"""Apply the Alembic migrations to the configured database (``alembic upgrade head``).

The migrations are the top-level ``migrations`` package, shipped in the wheel beside ``app``; the Alembic
configuration is built here, so they run from any working directory, installed or from the source tree
(``alembic.ini`` serves only the ``alembic`` command line, for writing new revisions).
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config

import migrations
from app.settings import Settings

SCRIPTS = Path(migrations.__file__).resolve().parent


def alembic_config(settings: Settings) -> Config:
    config = Config()
    config.set_main_option("script_location", str(SCRIPTS))
    config.set_main_option("path_separator", "os")
    config.attributes["database_url"] = settings.database_url
    return config


def upgrade(settings: Settings) -> None:
    command.upgrade(alembic_config(settings), "head")
