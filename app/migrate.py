"""Apply the Alembic migrations to the configured database (``alembic upgrade head``)."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config

from app.settings import Settings

ROOT = Path(__file__).resolve().parent.parent


def upgrade(settings: Settings) -> None:
    config = Config(str(ROOT / "alembic.ini"))
    config.set_main_option("script_location", str(ROOT / "migrations"))
    config.attributes["database_url"] = settings.database_url
    command.upgrade(config, "head")
