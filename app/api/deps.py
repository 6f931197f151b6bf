"""Dependencies as named ``Annotated`` types, so route signatures read like sentences."""

from __future__ import annotations

from functools import partial
from typing import Annotated, Any, cast

from fastapi import Depends, Path
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import AfterValidator
from starlette.requests import HTTPConnection, Request

from app.api.body import JSONBody
from app.sessions.records import UNSTORABLE, storable
from app.sessions.service import MAX_IDEMPOTENCY_KEY, MIN_ANONYMOUS_KEY, Conditions, Outcome, SessionService
from app.sessions.services import Services

# Every dependency is ``async def``: FastAPI runs a plain ``def`` one in a thread pool, a thread hop per
# dependency per request for work that does no I/O at all.


def services_of(connection: HTTPConnection) -> Services:
    return cast(Services, connection.app.state.services)


async def _services(connection: HTTPConnection) -> Services:
    return services_of(connection)


ServicesDep = Annotated[Services, Depends(_services)]


def sessions_of(connection: HTTPConnection) -> SessionService:
    return services_of(connection).sessions


async def _sessions(connection: HTTPConnection) -> SessionService:
    # Straight from the app, not through ServicesDep: each nested dependency costs FastAPI a solving pass
    # on every request.
    return sessions_of(connection)


Sessions = Annotated[SessionService, Depends(_sessions)]

_bearer = HTTPBearer(auto_error=False, description="The `gm_token` or a player's `token`.")


async def _token(credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)]) -> str | None:
    return credentials.credentials if credentials else None


Token = Annotated[str | None, Depends(_token)]


def _storable(text: str) -> str:
    if not storable(text):
        raise ValueError(UNSTORABLE)
    return text


# A path parameter is text the store is asked about: the same rule as every body's text.
SessionId = Annotated[str, Path(description="The session's id.", max_length=64), AfterValidator(_storable)]
PlayerId = Annotated[
    str, Path(description="A player's id (`player_id` from joining).", max_length=64), AfterValidator(_storable)
]


# A write reads its preconditions itself, not through dependencies: FastAPI solves each dependency on
# every request (~50 µs apiece, a seventh of a table roll before), and writes are the hot path. What
# FastAPI would have documented from them, WRITE_DOCUMENTATION says.


def _optional_header(name: str, description: str, **string: Any) -> dict[str, Any]:
    """An optional string header, as FastAPI documents a ``Header()`` parameter."""
    schema = {"anyOf": [{"type": "string", **string}, {"type": "null"}], "description": description, "title": name}
    return {"name": name, "in": "header", "required": False, "description": description, "schema": schema}


WRITE_DOCUMENTATION: dict[str, Any] = {
    "security": [{"HTTPBearer": []}],
    "parameters": [
        _optional_header(
            "Idempotency-Key",
            "Retry safely: the same key and body return the first response again.",
            maxLength=MAX_IDEMPOTENCY_KEY,
        ),
        _optional_header("If-Match", '`"<version>"`: refuse (412) unless it is the current version.'),
    ],
}


def documented_write(openapi_extra: dict[str, Any] | None = None, *, anonymous: bool = False) -> dict[str, Any]:
    """``openapi_extra`` for a write route: its own (a request body, say) and :data:`WRITE_DOCUMENTATION`;
    an ``anonymous`` route (creating or joining a session) takes no token, so declares no security."""
    documentation = {**(openapi_extra or {}), **WRITE_DOCUMENTATION}
    if anonymous:
        del documentation["security"]
        documentation["parameters"] = [
            _optional_header(
                "Idempotency-Key",
                "Retry safely: the same key and body return the first response again, to anyone who presents "
                "them (a random UUID qualifies).",
                minLength=MIN_ANONYMOUS_KEY,
                maxLength=MAX_IDEMPOTENCY_KEY,
            ),
            *documentation["parameters"][1:],
        ]
    return documentation


async def preconditions(connection: HTTPConnection) -> Conditions:
    """A write's bearer token, ``Idempotency-Key`` and ``If-Match`` headers, and the caller's address."""
    credentials = await _bearer(connection)
    headers = connection.headers
    return Conditions(
        token=credentials.credentials if credentials else None,
        idempotency_key=headers.get("Idempotency-Key"),
        if_match=headers.get("If-Match"),
        client=connection.client.host if connection.client else None,
    )


async def admitted(request: Request, sid: str, *, gm_only: bool = False) -> tuple[SessionService, Conditions]:
    """The service and the request's conditions once the caller is admitted, before its body is read: an
    unknown session 404, a missing or unknown token 401, another session's token (or, ``gm_only``, a
    player's) 403 — the contract's order of checks."""
    sessions, conditions = sessions_of(request), await preconditions(request)
    await sessions.authenticate(sid, conditions.token, gm_only=gm_only)
    return sessions, conditions


def respond(outcome: Outcome, sessions: SessionService) -> JSONBody:
    """The answer, then the event it committed to the session's sockets."""
    headers = {"Idempotent-Replayed": "true"} if outcome.replayed else None
    return JSONBody(outcome.body, outcome.status, headers, then=partial(sessions.publish, outcome))
