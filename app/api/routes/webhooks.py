"""``/v1/sessions/{sid}/webhooks``: the GM's outbound webhooks (app/sessions/webhooks.py delivers them)."""

from __future__ import annotations

from fastapi import APIRouter
from pydantic import BaseModel, Field
from starlette.requests import Request
from starlette.responses import Response

from app.api.body import JSONBody, json_object
from app.api.deps import SessionId, Token, admitted, documented_write, respond, services_of
from app.api.openapi import SchemaRegistry, json_body
from app.api.problems import problem_responses
from app.sessions.errors import NotFound
from app.sessions.webhooks import WebhookCreate


class WebhookCreated(BaseModel):
    id: str
    secret: str = Field(description="Verifies the `webhook-signature` of every delivery (Standard Webhooks).")


class WebhookView(BaseModel):
    id: str
    url: str
    events: list[str] | None
    format: str
    status: str = Field(description="`active`, or `failing` once deliveries failed for the whole retry window.")
    created_at: str


def build_router(registry: SchemaRegistry) -> APIRouter:
    router = APIRouter(prefix="/sessions", tags=["sessions"])

    @router.post(
        "/{sid}/webhooks",
        operation_id="create_webhook",
        status_code=201,
        response_model=WebhookCreated,
        summary="Send the session's events, as a player sees them, to a URL (GM)",
        responses=problem_responses(400, 401, 403, 404, 412, 413, 422, 429, 503),
        openapi_extra=documented_write(
            json_body(
                WebhookCreate, registry, examples={"every event": {"url": "https://example.org/hook", "format": "json"}}
            )
        ),
    )
    async def create(sid: SessionId, request: Request) -> JSONBody:
        sessions, conditions = await admitted(request, sid, gm_only=True)
        outcome = await services_of(request).webhooks.create(sid, await json_object(request), conditions)
        return respond(outcome, sessions)

    @router.get(
        "/{sid}/webhooks",
        operation_id="list_webhooks",
        response_model=list[WebhookView],
        summary="The session's webhooks and their status (GM)",
        responses=problem_responses(401, 403, 404, 422),
    )
    async def registered(sid: SessionId, token: Token, request: Request) -> JSONBody:
        return JSONBody(await services_of(request).webhooks.registered(sid, token))

    @router.delete(
        "/{sid}/webhooks/{webhook_id}",
        operation_id="delete_webhook",
        status_code=204,
        summary="Stop sending events to a webhook (GM)",
        responses=problem_responses(401, 403, 404, 422),
    )
    async def delete(sid: SessionId, webhook_id: str, token: Token, request: Request) -> Response:
        if not await services_of(request).webhooks.delete(sid, token, webhook_id):
            raise NotFound(f"unknown webhook {webhook_id!r}")
        return Response(status_code=204)

    return router
