"""``POST /v1/rolls``: generic dice notation."""

from __future__ import annotations

from fastapi import APIRouter
from starlette.requests import Request

from app.api.body import JSONBody, json_object
from app.api.openapi import SchemaRegistry, operation_docs
from app.rules.dice.rolls import ROLL


def build_router(registry: SchemaRegistry) -> APIRouter:
    router = APIRouter(tags=["dice"])

    async def roll(request: Request) -> JSONBody:
        return JSONBody(ROLL.run(await json_object(request)))

    router.add_api_route("/rolls", roll, methods=["POST"], operation_id="roll", **operation_docs(ROLL, registry))
    return router
