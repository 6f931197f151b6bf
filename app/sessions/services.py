"""The long-lived services of one server process, opened in the app's lifespan."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncEngine

from app.sessions.store.engine import create_engine, ping
from app.settings import Settings


@dataclass
class Services:
    settings: Settings
    engine: AsyncEngine

    @classmethod
    async def open(cls, settings: Settings) -> Services:
        settings.ensure_data_dir()
        return cls(settings, create_engine(settings.async_database_url))

    async def close(self) -> None:
        await self.engine.dispose()

    async def health(self) -> dict[str, str]:
        """``ok`` or ``unreachable`` for each part the server depends on."""
        store = "ok" if await ping(self.engine) else "unreachable"
        return {"store": store, "broadcaster": "ok"}
