"""``/v1/systems``: the registry of rule systems, their catalogues and one route per operation."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel, Field
from starlette.requests import Request

from app.api.body import JSONBody, json_object
from app.api.openapi import SchemaRegistry, operation_docs
from app.api.problems import problem_responses
from app.rules import SYSTEMS, Operation, get_system


class SystemSummary(BaseModel):
    id: str = Field(examples=["fimbulvinter"])
    name: str = Field(examples=["Fimbulvinter"])
    summary: str
    operations: list[str] = Field(examples=[["roll", "check", "opposed"]])


def _operation_route(operation: Operation) -> Callable[[Request], Awaitable[JSONBody]]:
    async def run(request: Request) -> JSONBody:
        return JSONBody(operation.run(await json_object(request)))

    return run


def build_router(registry: SchemaRegistry) -> APIRouter:
    router = APIRouter(tags=["systems"])

    @router.get("/systems", response_model=list[SystemSummary], summary="Every rule system and its operations")
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
        response_model=dict[str, Any],
        summary="A system's catalogue (skills, weapons, tables...) as in its spec",
        responses=problem_responses(404),
    )
    async def catalogue(system_id: str) -> JSONBody:
        return JSONBody(get_system(system_id).catalogue)

    for system in SYSTEMS.values():
        for operation in system.operations.values():
            router.add_api_route(
                f"/systems/{system.id}/{operation.name}",
                _operation_route(operation),
                methods=["POST"],
                operation_id=f"{system.id}_{operation.name}".replace("-", "_"),
                tags=[system.name],
                **operation_docs(operation, registry),
            )

    @router.post(
        "/systems/{system_id}/{operation}",
        include_in_schema=False,
    )
    async def unknown_operation(system_id: str, operation: str) -> JSONBody:
        # Reached only when no route above matched: an unknown system or operation.
        get_system(system_id).operation(operation)
        raise AssertionError("unreachable: every known operation has its own route")

    return router
