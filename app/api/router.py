"""All routes under ``/v1``."""

from __future__ import annotations

from fastapi import APIRouter

from app.api.openapi import SchemaRegistry
from app.api.routes import channel, health, keys, rolls, sessions, systems


def build_router(registry: SchemaRegistry) -> APIRouter:
    router = APIRouter(prefix="/v1")
    router.include_router(health.router)
    router.include_router(keys.router)
    router.include_router(rolls.build_router(registry))
    router.include_router(systems.build_router(registry))
    router.include_router(sessions.build_router(registry))
    router.include_router(channel.router)
    return router
