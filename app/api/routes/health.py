"""``GET /v1/health``."""

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


@router.get(
    "/health",
    operation_id="get_health",
    response_model=Health,
    summary="Is the server and what it depends on reachable?",
    responses={503: {"model": Health, "description": "The store or the broadcaster is unreachable"}},
)
async def health(services: ServicesDep) -> JSONBody:
    parts = await services.health()
    healthy = all(state == "ok" for state in parts.values())
    return JSONBody({"status": "ok" if healthy else "unavailable", **parts}, status_code=200 if healthy else 503)
