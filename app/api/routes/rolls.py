"""``POST /v1/rolls``: generic dice notation."""

from __future__ import annotations

from functools import partial

from fastapi import APIRouter
from starlette.requests import Request

from app.api.body import JSONBody, json_object
from app.api.odds_work import odds_workers
from app.api.openapi import SchemaRegistry, odds_object, operation_object
from app.rules.dice.rolls import ROLL
from app.rules.odds.models import RollOdds
from app.rules.odds.notation import roll_odds


def build_router(registry: SchemaRegistry) -> APIRouter:
    router = APIRouter()

    async def roll(request: Request) -> JSONBody:
        return JSONBody(ROLL.run(await json_object(request)))

    async def odds(request: Request) -> JSONBody:
        body = await json_object(request)
        return JSONBody(await odds_workers(request).run(partial(roll_odds, body)))

    # A plain Starlette route, like the system operations (app/api/routes/systems.py), documented by hand.
    router.add_route("/rolls", roll, methods=["POST"], include_in_schema=False)
    router.add_route("/rolls/odds", odds, methods=["POST"], include_in_schema=False)
    registry.document("/v1/rolls", "post", operation_object(ROLL, registry, "roll_dice", "dice"))
    registry.document(
        "/v1/rolls/odds", "post", odds_object(ROLL, registry, "roll_odds", "dice", RollOdds, not_found=False)
    )
    return router
