"""``POST /v1/integrations/discord/interactions``: the server as a Discord application's backend.

The signature is checked on the raw body before anything is parsed. An answer that is not ready within
``DISCORD_DEFER_AFTER`` seconds (Discord waits 3 s) is deferred: Discord shows 'thinking...', and the
answer replaces it through Discord's webhook API once the work is done.
"""

from __future__ import annotations

import asyncio
import logging
import time

import orjson
from fastapi import APIRouter
from starlette.exceptions import HTTPException
from starlette.requests import Request

from app.api.body import JSONBody
from app.api.deps import services_of
from app.api.problems import problem_responses
from app.discord import client
from app.discord.commands import EPHEMERAL
from app.discord.interactions import BadInteraction, Command, Interactions
from app.discord.signature import BadSignature, verify
from app.rules import JsonObject
from app.settings import Settings

logger = logging.getLogger("app.discord")

PING, APPLICATION_COMMAND = 1, 2
PONG, MESSAGE, DEFERRED_MESSAGE = 1, 4, 5

router = APIRouter(prefix="/integrations/discord", tags=["integrations"])


async def _follow_up(settings: Settings, payload: JsonObject, work: asyncio.Task[JsonObject]) -> None:
    try:
        answer = await work
        await client.edit_original(
            settings.discord_api_base_url, str(payload.get("application_id")), str(payload.get("token")), answer
        )
    except Exception:  # the answer is lost, the server is not: Discord shows that the interaction failed
        logger.exception("could not send a deferred Discord answer")


@router.post(
    "/interactions",
    operation_id="discord_interaction",
    summary="Discord interactions (slash commands); enabled by DISCORD_PUBLIC_KEY",
    response_model=JsonObject,
    responses=problem_responses(400, 401, 404, 413),
    openapi_extra={
        "parameters": [
            {"name": name, "in": "header", "required": True, "description": description, "schema": {"type": "string"}}
            for name, description in (
                ("X-Signature-Ed25519", "Ed25519 signature (hex) of the timestamp followed by the raw body."),
                ("X-Signature-Timestamp", "Unix seconds; refused when older or newer than DISCORD_MAX_AGE."),
            )
        ],
        "requestBody": {
            "required": True,
            "content": {
                "application/json": {
                    "schema": {"type": "object"},
                    "examples": {"ping": {"value": {"type": 1, "id": "1", "application_id": "1", "token": "t"}}},
                }
            },
        },
    },
)
async def interaction(request: Request) -> JSONBody:
    services = services_of(request)
    settings = services.settings
    if settings.discord_public_key is None:
        raise HTTPException(404, "Discord interactions are not enabled on this server")
    body = await request.body()
    try:
        verify(
            settings.discord_public_key,
            request.headers.get("X-Signature-Ed25519"),
            request.headers.get("X-Signature-Timestamp"),
            body,
            time.time(),
            settings.discord_max_age,
        )
    except BadSignature as error:
        raise HTTPException(401, str(error)) from None
    try:
        payload = orjson.loads(body)
    except orjson.JSONDecodeError:
        raise HTTPException(400, "body: malformed JSON") from None
    if not isinstance(payload, dict):
        raise HTTPException(400, "body: must be a JSON object")
    kind = payload.get("type")
    if kind == PING:
        return JSONBody({"type": PONG})
    if kind != APPLICATION_COMMAND:
        raise HTTPException(400, f"type: interaction type {kind!r} is not handled")
    try:
        command = Command.parse(payload)
    except BadInteraction as error:
        raise HTTPException(400, str(error)) from None
    work = asyncio.create_task(Interactions(services.sessions).answer(command), name="discord interaction")
    done, _ = await asyncio.wait({work}, timeout=settings.discord_defer_after)
    if work in done:
        return JSONBody({"type": MESSAGE, "data": work.result()})
    deferred = {"flags": EPHEMERAL} if command.ephemeral else {}

    async def follow_up() -> None:
        await _follow_up(settings, payload, work)

    return JSONBody({"type": DEFERRED_MESSAGE, "data": deferred}, then=follow_up)
