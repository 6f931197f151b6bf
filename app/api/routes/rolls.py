"""``POST /v1/rolls``: generic dice notation."""

from __future__ import annotations

from fastapi import APIRouter
from starlette.requests import Request

from app.api.body import JSONBody, json_object
from app.api.openapi import SchemaRegistry, operation_object
from app.rules.dice.rolls import ROLL


def build_router(registry: SchemaRegistry) -> APIRouter:
    router = APIRouter()

    async def roll(request: Request) -> JSONBody:
        return JSONBody(ROLL.run(await json_object(request)))

    # A plain Starlette route, like the system operations (app/api/routes/systems.py), documented by hand.
    router.add_route("/rolls", roll, methods=["POST"], include_in_schema=False)
    registry.document("/v1/rolls", "post", operation_object(ROLL, registry, "roll_dice", "dice"))
    return router
