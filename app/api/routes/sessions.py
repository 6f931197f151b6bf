"""``/v1/sessions``: play sessions, players, table rolls, combat and the event log."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query
from starlette.requests import Request

from app.api.body import JSONBody, json_object
from app.api.combat_docs import (
    COMBAT_START,
    declaration_examples,
    reference,
    resolve_examples,
    start_examples,
)
from app.api.deps import (
    PlayerId,
    SessionId,
    Sessions,
    Token,
    admitted,
    documented_write,
    preconditions,
    respond,
    sessions_of,
)
from app.api.odds_work import odds_workers
from app.api.openapi import SchemaRegistry, example_objects, json_body, request_body
from app.api.problems import problem_responses
from app.api.roll_docs import TABLE_ROLL, protocol_components
from app.rules.odds.models import OperationOdds, RollOdds
from app.sessions.events import EventsPage, RollLogged
from app.sessions.records import MAX_SEQ
from app.sessions.schemas import (
    CombatStep,
    DeclarationBody,
    Declared,
    GmToken,
    JoinCode,
    PlayerJoin,
    PlayerJoined,
    PlayerToken,
    ResolveBody,
    Sequenced,
    SessionChange,
    SessionCreate,
    SessionCreated,
    SessionEnded,
    SessionView,
)

WRITE_ERRORS = (400, 401, 403, 404, 409, 412, 413, 422, 429, 503)
BODILESS_WRITE_ERRORS = (401, 403, 404, 409, 412, 422, 429, 503)


def _answers(status: int, example: object) -> dict[int | str, dict[str, Any]]:
    """The documented answers of a write without a body: its success, with an example, and its problems."""
    success: dict[int | str, dict[str, Any]] = {status: {"content": {"application/json": {"example": example}}}}
    return success | problem_responses(*BODILESS_WRITE_ERRORS)


async def _caller_admitted(sid: SessionId, sessions: Sessions, token: Token) -> None:
    """A read's caller, admitted as :func:`~app.api.deps.admitted` does, before its query is validated."""
    await sessions.authenticate(sid, token)


def build_router(registry: SchemaRegistry) -> APIRouter:
    router = APIRouter(prefix="/sessions", tags=["sessions"])
    registry.components(protocol_components())

    @router.post(
        "",
        operation_id="create_session",
        status_code=201,
        response_model=SessionCreated,
        summary="Create a session; the caller is its GM",
        responses=problem_responses(400, 413, 422, 429, 503),
        openapi_extra=documented_write(
            json_body(
                SessionCreate,
                registry,
                examples={"a Fimbulvinter table": {"system": "fimbulvinter", "name": "Saturday"}},
            ),
            anonymous=True,
        ),
    )
    async def create_session(request: Request) -> JSONBody:
        sessions, conditions = sessions_of(request), await preconditions(request)
        return respond(await sessions.create(await json_object(request), conditions), sessions)

    @router.post(
        "/{sid}/players",
        operation_id="join_session",
        status_code=201,
        response_model=PlayerJoined,
        summary="Join a session as a player with its join code",
        responses=problem_responses(400, 403, 404, 412, 413, 422, 429, 503),
        openapi_extra=documented_write(
            json_body(PlayerJoin, registry, examples={"join": {"name": "Ulla", "join_code": "K7QX2MPA"}}),
            anonymous=True,
        ),
    )
    async def join(sid: SessionId, request: Request) -> JSONBody:
        sessions, conditions = sessions_of(request), await preconditions(request)
        await sessions.system_of(sid)  # an unknown session before the body
        return respond(await sessions.join(sid, await json_object(request), conditions), sessions)

    @router.get(
        "/{sid}",
        operation_id="get_session",
        response_model=SessionView,
        summary="The session as the caller may see it",
        responses=problem_responses(401, 403, 404, 422, 503),
    )
    async def view(sid: SessionId, sessions: Sessions, token: Token) -> JSONBody:
        shown = await sessions.view(sid, token)
        return JSONBody(shown, headers={"ETag": f'"{shown["version"]}"'})

    @router.patch(
        "/{sid}",
        operation_id="update_session",
        response_model=SessionView,
        summary="Rename the session or change its settings (GM); settings left out keep their value",
        responses=problem_responses(*WRITE_ERRORS),
        openapi_extra=documented_write(
            json_body(
                SessionChange,
                registry,
                examples={
                    "players may supply their dice": {"settings": {"forced_dice": "everyone"}},
                    "rename, and hide rolls from players by default": {
                        "name": "Sunday table",
                        "settings": {"default_visibility": "gm"},
                    },
                },
            )
        ),
    )
    async def update(sid: SessionId, request: Request) -> JSONBody:
        sessions, conditions = await admitted(request, sid, gm_only=True)
        return respond(await sessions.update(sid, await json_object(request), conditions), sessions)

    @router.post(
        "/{sid}/rolls/odds",
        operation_id="table_roll_odds",
        response_model=OperationOdds | RollOdds,
        summary="The odds of a table roll before making it: nothing is logged or broadcast",
        responses=problem_responses(400, 401, 403, 404, 413, 422, 503),
        openapi_extra=request_body(
            reference(TABLE_ROLL.name),
            example_objects(
                {
                    "generic notation": {"operation": "notation", "input": {"expression": "4d6kh3"}},
                    "a system operation": {"operation": "check", "input": {"skill": 4, "difficulty": "hard"}},
                }
            ),
        ),
    )
    async def roll_odds(sid: SessionId, request: Request, token: Token) -> JSONBody:
        odds = await sessions_of(request).roll_odds(sid, token, await json_object(request))
        return JSONBody(await odds_workers(request).run(odds))

    @router.post(
        "/{sid}/rolls",
        operation_id="roll_at_table",
        status_code=201,
        response_model=RollLogged,
        summary="Roll at the table: logged and broadcast",
        responses=problem_responses(*WRITE_ERRORS),
        openapi_extra=documented_write(
            request_body(
                reference(TABLE_ROLL.name),
                example_objects(
                    {
                        "generic notation": {"operation": "notation", "input": {"expression": "1d20+5"}},
                        "the system's own operation, labelled": {
                            "operation": "roll",
                            "input": {"modifier": 2},
                            "label": "Sneak past the guard",
                        },
                        "a hidden GM roll": {
                            "operation": "notation",
                            "input": {"expression": "2d6"},
                            "visibility": "blind",
                        },
                    }
                ),
            )
        ),
    )
    async def roll(sid: SessionId, request: Request) -> JSONBody:
        sessions, conditions = await admitted(request, sid)
        return respond(await sessions.roll(sid, await json_object(request), conditions), sessions)

    @router.post(
        "/{sid}/combat",
        operation_id="start_combat",
        status_code=201,
        response_model=CombatStep,
        summary="Start a combat (GM): the system's combat_start input; combatants may name a `controller`",
        responses=problem_responses(*WRITE_ERRORS),
        openapi_extra=documented_write(request_body(reference(COMBAT_START), start_examples())),
    )
    async def start_combat(sid: SessionId, request: Request) -> JSONBody:
        sessions, conditions = await admitted(request, sid, gm_only=True)
        return respond(await sessions.start_combat(sid, await json_object(request), conditions), sessions)

    @router.post(
        "/{sid}/combat/declarations",
        operation_id="declare",
        status_code=202,
        response_model=Declared,
        summary="Declare one combatant's part of the current phase (the GM, or the player controlling it)",
        responses=problem_responses(*WRITE_ERRORS),
        openapi_extra=documented_write(request_body(registry.request(DeclarationBody), declaration_examples())),
    )
    async def declare(sid: SessionId, request: Request) -> JSONBody:
        sessions, conditions = await admitted(request, sid)
        return respond(await sessions.declare(sid, await json_object(request), conditions), sessions)

    @router.post(
        "/{sid}/combat/resolve",
        operation_id="resolve_phase",
        response_model=CombatStep,
        summary="Resolve the current phase now (GM), optionally with forced dice",
        responses=problem_responses(*WRITE_ERRORS),
        openapi_extra=documented_write(request_body(registry.request(ResolveBody), resolve_examples(), required=False)),
    )
    async def resolve(sid: SessionId, request: Request) -> JSONBody:
        sessions, conditions = await admitted(request, sid, gm_only=True)
        return respond(await sessions.resolve(sid, await json_object(request, optional=True), conditions), sessions)

    @router.delete(
        "/{sid}/combat",
        operation_id="end_combat",
        response_model=CombatStep,
        summary="End the combat (GM)",
        responses=problem_responses(401, 403, 404, 409, 412, 422, 429, 503),
        openapi_extra=documented_write(),
    )
    async def end_combat(sid: SessionId, request: Request) -> JSONBody:
        sessions, conditions = sessions_of(request), await preconditions(request)
        return respond(await sessions.end_combat(sid, conditions), sessions)

    @router.delete(
        "/{sid}/players/{pid}",
        operation_id="remove_player",
        response_model=Sequenced,
        summary="Leave the session (that player) or remove a player (GM): event `player_left`",
        description="The player's token stops working and their sockets close with 4403; the combatants "
        "they controlled pass to the GM.",
        responses=_answers(200, {"seq": 12}),
        openapi_extra=documented_write(),
    )
    async def remove_player(sid: SessionId, pid: PlayerId, request: Request) -> JSONBody:
        sessions, conditions = sessions_of(request), await preconditions(request)
        return respond(await sessions.remove_player(sid, pid, conditions), sessions)

    @router.post(
        "/{sid}/players/{pid}/token",
        operation_id="rotate_player_token",
        status_code=201,
        response_model=PlayerToken,
        summary="A new token for a player (GM, or that player); sockets on the old one close with 4401",
        responses=_answers(201, {"token": "0dT3...Yq"}),
        openapi_extra=documented_write(),
    )
    async def rotate_player_token(sid: SessionId, pid: PlayerId, request: Request) -> JSONBody:
        sessions, conditions = sessions_of(request), await preconditions(request)
        return respond(await sessions.rotate_player_token(sid, pid, conditions), sessions)

    @router.post(
        "/{sid}/gm_token",
        operation_id="rotate_gm_token",
        status_code=201,
        response_model=GmToken,
        summary="A new GM token (GM); sockets on the old one close with 4401",
        responses=_answers(201, {"gm_token": "Hq9...x2"}),
        openapi_extra=documented_write(),
    )
    async def rotate_gm_token(sid: SessionId, request: Request) -> JSONBody:
        sessions, conditions = sessions_of(request), await preconditions(request)
        return respond(await sessions.rotate_gm_token(sid, conditions), sessions)

    @router.post(
        "/{sid}/join_code",
        operation_id="rotate_join_code",
        status_code=201,
        response_model=JoinCode,
        summary="A new join code (GM); the old one admits nobody",
        responses=_answers(201, {"join_code": "R4MWQ8ZT"}),
        openapi_extra=documented_write(),
    )
    async def rotate_join_code(sid: SessionId, request: Request) -> JSONBody:
        sessions, conditions = sessions_of(request), await preconditions(request)
        return respond(await sessions.rotate_join_code(sid, conditions), sessions)

    @router.post(
        "/{sid}/end",
        operation_id="end_session",
        response_model=SessionEnded,
        summary="End the session (GM): it becomes read-only; event `session_ended`",
        description="Later writes and joins are 409; reads, the event log and sockets go on; erasing is allowed.",
        responses=_answers(200, {"seq": 40, "ended": True}),
        openapi_extra=documented_write(),
    )
    async def end_session(sid: SessionId, request: Request) -> JSONBody:
        sessions, conditions = sessions_of(request), await preconditions(request)
        return respond(await sessions.end(sid, conditions), sessions)

    @router.delete(
        "/{sid}",
        operation_id="delete_session",
        status_code=204,
        response_class=JSONBody,
        summary="Erase the session and everything of it (GM); its sockets close with 4404",
        description="Its events, combats, players, tokens and idempotent responses are deleted; afterwards "
        "the session is 404. `If-Match` applies; an `Idempotency-Key` is not kept (nothing of the session is).",
        responses=problem_responses(401, 403, 404, 412, 422, 429, 503),
        openapi_extra=documented_write(),
    )
    async def delete_session(sid: SessionId, request: Request) -> JSONBody:
        sessions, conditions = sessions_of(request), await preconditions(request)
        return respond(await sessions.erase(sid, conditions), sessions)

    @router.get(
        "/{sid}/events",
        operation_id="list_events",
        response_model=EventsPage,
        summary="The session's events after a seq, oldest first, each filtered for the caller",
        description="At most `limit` events, fewer once the page holds 4 MiB of JSON: ask again with `after` set "
        "to the last `seq` received.",
        responses=problem_responses(401, 403, 404, 422, 503),
        dependencies=[Depends(_caller_admitted)],
    )
    async def events(
        sid: SessionId,
        sessions: Sessions,
        token: Token,
        after: Annotated[int, Query(ge=0, le=MAX_SEQ, description="Return events with seq > after.")] = 0,
        limit: Annotated[int, Query(ge=1, le=1000, description="At most this many events.")] = 500,
    ) -> JSONBody:
        return JSONBody(await sessions.events(sid, token, after, limit))

    return router
