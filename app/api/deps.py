"""Dependencies as named ``Annotated`` types, so route signatures read like sentences."""

from __future__ import annotations

from typing import Annotated, cast

from fastapi import Depends
from starlette.requests import Request

from app.sessions.services import Services


def _services(request: Request) -> Services:
    return cast(Services, request.app.state.services)


ServicesDep = Annotated[Services, Depends(_services)]
