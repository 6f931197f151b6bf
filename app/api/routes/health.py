"""``GET /v1/health`` (ready: the store and the broadcaster answer) and ``GET /v1/health/live``."""

from __future__ import annotations

from typing import Literal

from fastapi import APIRouter
from pydantic import BaseModel

from app.api.body import JSONBody
from app.api.deps import ServicesDep

router = APIRouter(tags=["health"])


class Health(BaseModel):
    status: Literal["ok", "unavailable"]
    store: str
    broadcaster: str


class Live(BaseModel):
    status: Literal["ok"]


@router.get(
    "/health",
    operation_id="get_health",
    response_model=Health,
    summary="Is the server ready: are the store and the broadcaster reachable?",
    responses={503: {"model": Health, "description": "The store or the broadcaster is unreachable"}},
)
async def health(services: ServicesDep) -> JSONBody:
    parts = await services.health()
    healthy = all(state == "ok" for state in parts.values())
    return JSONBody({"status": "ok" if healthy else "unavailable", **parts}, status_code=200 if healthy else 503)


@router.get(
    "/health/live",
    operation_id="get_liveness",
    response_model=Live,
    summary="Is the process serving requests at all? (It asks nothing of the store or the broadcaster.)",
)
async def live() -> JSONBody:
    return JSONBody({"status": "ok"})
