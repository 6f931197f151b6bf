"""``/v1/systems``: the registry of rule systems, their catalogues and their operations.

Every operation is served by one dispatching route (a dictionary lookup): a route per operation made
requests to the later systems, and to every route after them, pay for dozens of path matches first.
Each operation is still documented on its own path in the OpenAPI document.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel, Field
from starlette.requests import Request

from app.api.body import JSONBody, json_object
from app.api.odds_work import odds_workers
from app.api.openapi import SchemaRegistry, odds_object, operation_object
from app.api.problems import problem_responses
from app.rules import SYSTEMS, get_system
from app.rules.odds import operation_odds
from app.rules.odds.models import OperationOdds
from app.rules.phases import Declarers, Resolves


class SystemSummary(BaseModel):
    id: str = Field(examples=["fimbulvinter"])
    name: str = Field(examples=["Fimbulvinter"])
    summary: str
    operations: list[str] = Field(examples=[["roll", "check", "opposed"]])


class PhaseProtocol(BaseModel):
    id: str = Field(examples=["declare"])
    declarers: Declarers = Field(description="Who declares in the phase.")
    declaration_schema: dict[str, Any] | None = Field(
        description="The JSON Schema of a combatant's part of the declarations (null: combatants declare nothing)."
    )
    gm_declaration_schema: dict[str, Any] | None = Field(
        description="The JSON Schema of the GM's table-wide part (null: the GM declares nothing table-wide)."
    )
    resolves: Resolves = Field(
        description="`when_all_declared`: as soon as every expected declarer has declared; `gm`: when the GM "
        "calls `POST /v1/sessions/{sid}/combat/resolve`."
    )
    dice_order: str = Field(description="The order in which the phase's resolution consumes forced dice.")


class CombatProtocol(BaseModel):
    """A system's combat protocol as data; its schemas are JSON Schema 2020-12, the very ones that validate."""

    system_id: str = Field(examples=["ars-magica"])
    start_schema: dict[str, Any] = Field(
        description="The `combat_start` input (`POST /v1/sessions/{sid}/combat`, where a combatant may also "
        "carry `controller`)."
    )
    view_schema: dict[str, Any] = Field(description="The combat's state as the GM sees it (a player sees less).")
    phases: list[PhaseProtocol] = Field(description="The round's phases, in order.")


def build_router(registry: SchemaRegistry) -> APIRouter:
    router = APIRouter(tags=["systems"])

    @router.get(
        "/systems",
        operation_id="list_systems",
        response_model=list[SystemSummary],
        summary="Every rule system and its operations",
    )
    async def list_systems() -> JSONBody:
        return JSONBody(
            [
                {
                    "id": system.id,
                    "name": system.name,
                    "summary": system.summary,
                    "operations": list(system.operations),
                }
                for system in SYSTEMS.values()
            ]
        )

    @router.get(
        "/systems/{system_id}",
        operation_id="get_catalogue",
        response_model=dict[str, Any],
        summary="A system's catalogue (skills, weapons, tables...) as in its spec",
        responses=problem_responses(404),
    )
    async def catalogue(system_id: str) -> JSONBody:
        return JSONBody(get_system(system_id).catalogue)

    @router.get(
        "/systems/{system_id}/combat",
        operation_id="get_combat_protocol",
        response_model=CombatProtocol,
        summary="A system's combat protocol: its phases, who declares what (as JSON Schema), when each resolves",
        description="The server validates declarations with exactly these schemas; a client can be written "
        "from this alone. Every schema carries `examples`.",
        responses=problem_responses(404),
    )
    async def combat_protocol(system_id: str) -> JSONBody:
        return JSONBody(get_system(system_id).combat.describe())

    async def run_operation(request: Request) -> JSONBody:
        params = request.path_params
        rule = get_system(params["system_id"]).operation(params["operation"])  # 404 when unknown
        return JSONBody(rule.run(await json_object(request)))

    async def operation_odds_route(request: Request) -> JSONBody:
        params = request.path_params
        system = get_system(params["system_id"])
        rule = system.operation(params["operation"])  # 404 when unknown
        body = await json_object(request)
        return JSONBody(await odds_workers(request).run(partial(operation_odds, system.id, rule, body)))

    # A plain Starlette route: it needs none of FastAPI's per-request parameter machinery, and its
    # documentation is the registry's, one path per operation.
    router.add_route("/systems/{system_id}/{operation}", run_operation, methods=["POST"], include_in_schema=False)
    router.add_route(
        "/systems/{system_id}/{operation}/odds", operation_odds_route, methods=["POST"], include_in_schema=False
    )

    for system in SYSTEMS.values():
        for operation in system.operations.values():
            operation_id = f"{system.id}_{operation.name}".replace("-", "_")
            registry.document(
                f"/v1/systems/{system.id}/{operation.name}",
                "post",
                operation_object(operation, registry, operation_id, system.id),
            )
            if operation.rolls:
                registry.document(
                    f"/v1/systems/{system.id}/{operation.name}/odds",
                    "post",
                    odds_object(operation, registry, f"{operation_id}_odds", system.id, OperationOdds),
                )
    return router
