"""All routes under ``/v1``.

The app includes each router itself, with the prefix: FastAPI matches an included router's routes again at
every level of inclusion, and one more level (a ``/v1`` router holding these) cost a write ~45 µs. Routes
are tried in this order and no two overlap, so the busiest (session writes) come first.
"""

from __future__ import annotations

from fastapi import APIRouter

from app.api.openapi import SchemaRegistry
from app.api.routes import channel, discord, health, keys, rolls, sessions, systems, webhooks

PREFIX = "/v1"


def build_routers(registry: SchemaRegistry) -> list[APIRouter]:
    return [
        sessions.build_router(registry),
        webhooks.build_router(registry),
        health.router,
        keys.router,
        rolls.build_router(registry),
        systems.build_router(registry),
        discord.router,
        channel.router,
    ]
