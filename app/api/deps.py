"""Dependencies as named ``Annotated`` types, so route signatures read like sentences."""

from __future__ import annotations

from typing import Annotated, cast

from fastapi import Depends, Header, Path
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from starlette.requests import HTTPConnection

from app.sessions.service import Conditions, SessionService
from app.sessions.services import Services

# Every dependency is ``async def``: FastAPI runs a plain ``def`` one in a thread pool, a thread hop per
# dependency per request for work that does no I/O at all.


async def _services(connection: HTTPConnection) -> Services:
    return cast(Services, connection.app.state.services)


ServicesDep = Annotated[Services, Depends(_services)]


async def _sessions(connection: HTTPConnection) -> SessionService:
    # Straight from the app, not through ServicesDep: each nested dependency costs FastAPI a solving pass
    # on every request, and this one is on every session route.
    return cast(Services, connection.app.state.services).sessions


Sessions = Annotated[SessionService, Depends(_sessions)]

_bearer = HTTPBearer(auto_error=False, description="The `gm_token` or a player's `token`.")


async def _token(credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)]) -> str | None:
    return credentials.credentials if credentials else None


Token = Annotated[str | None, Depends(_token)]

SessionId = Annotated[str, Path(description="The session's id.", max_length=64)]


async def _conditions(
    connection: HTTPConnection,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
    idempotency_key: Annotated[
        str | None,
        Header(
            alias="Idempotency-Key",
            max_length=200,
            description="Retry safely: the same key and body return the first response again.",
        ),
    ] = None,
    if_match: Annotated[
        str | None,
        Header(alias="If-Match", description='`"<version>"`: refuse (412) unless it is the current version.'),
    ] = None,
) -> Conditions:
    client = connection.client.host if connection.client else None
    token = credentials.credentials if credentials else None
    return Conditions(token=token, idempotency_key=idempotency_key, if_match=if_match, client=client)


Preconditions = Annotated[Conditions, Depends(_conditions)]
