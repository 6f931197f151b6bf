"""RFC 9457 problem documents for every error, rendered by fastapi-problem's single handler.

Domain errors carry no status; this module maps them. A 422 always names ``field`` as the specs write
it, with ``detail`` beginning with that path.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Mapping
from http import HTTPStatus
from typing import Any, Literal

from fastapi import FastAPI
from fastapi.exceptions import RequestValidationError
from fastapi_problem.cors import CorsConfiguration
from fastapi_problem.error import Problem, StatusProblem
from fastapi_problem.handler import CorsPostHook, ExceptionHandler, add_exception_handler, new_exception_handler
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException
from starlette.requests import Request

from app.rules import InputError, UnknownOperation, UnknownSystem
from app.rules.validation import error_message, field_path
from app.sessions.errors import (
    Conflict,
    Forbidden,
    NotFound,
    PreconditionFailed,
    SessionError,
    Unauthenticated,
    Unavailable,
)
from app.sessions.limits import RateLimited
from app.sessions.service import BadIdempotencyKey, IdempotencyKeyReused

logger = logging.getLogger("app.errors")

# RFC 9110 reason phrases (Python 3.11 still says "Unprocessable Entity" and "Request Entity Too Large").
_TITLES = {413: "Content Too Large", 422: "Unprocessable Content", 429: "Too Many Requests"}


def title_for(status: int) -> str:
    return _TITLES.get(status) or HTTPStatus(status).phrase


def problem(status: int, detail: str | None = None, headers: Mapping[str, str] | None = None, **extras: Any) -> Problem:
    """A problem document with the RFC's default type ``about:blank`` and the status's own title."""
    return Problem(
        title_for(status),
        type_="about:blank",
        detail=detail,
        status=status,
        headers=dict(headers or {}),
        **extras,
    )


_PATH_PART = re.compile(r"\[(\d+)\]|\.?([^.\[]+)")


def _loc(field: str) -> list[str | int]:
    """``steps[2].difficulty`` → ``["steps", 2, "difficulty"]``."""
    return [int(index) if index else name for index, name in _PATH_PART.findall(field)]


def invalid(field: str, message: str, location: str = "body") -> Problem:
    """The 422 for one bad input field."""
    loc: list[str | int] = [location] if field == "body" else [location, *_loc(field)]
    return problem(
        422,
        f"{field}: {message}",
        field=field,
        errors=[{"loc": loc, "msg": message, "type": "value_error"}],
    )


class FieldError(BaseModel):
    """One bad input field, located as pydantic locates it."""

    loc: list[str | int] = Field(description="Where: `body` (or `query`...), then the path into it.")
    msg: str
    type: Literal["value_error"]


class ProblemDocument(BaseModel):
    """An RFC 9457 problem document, as every error of this API is rendered."""

    type: str = Field("about:blank", examples=["about:blank"])
    title: str = Field(examples=["Unprocessable Content"])
    status: int = Field(examples=[422])
    detail: str | None = Field(None, examples=["dice: needed more faces"])
    field: str | None = Field(None, description="On a 422: the offending input, as the specs name it.")
    errors: list[FieldError] | None = Field(None, description="On a 422: the offending input, as one error.")


def problem_responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI entries for the problem documents a route may answer with, under the one media type the
    server sends them as (the schema is the document's ``ProblemDocument``, from ``app.api.openapi``)."""
    content = {"application/problem+json": {"schema": {"$ref": "#/components/schemas/ProblemDocument"}}}
    return {status: {"description": title_for(status), "content": content} for status in statuses}


class _Unhandled(StatusProblem):
    """A 500 that says nothing of the internals (the exception is logged instead)."""

    status = 500
    title = "Internal Server Error"
    type_ = "about:blank"

    def __init__(self, detail: str | None = None, headers: Mapping[str, str] | None = None, **_: Any) -> None:
        super().__init__(detail="the server could not handle this request", headers=dict(headers or {}))


Handler = Callable[[ExceptionHandler, Request, Any], Problem]


def _input_error(_eh: ExceptionHandler, _request: Request, exc: InputError) -> Problem:
    return invalid(exc.field, exc.message)


def _not_found(_eh: ExceptionHandler, _request: Request, exc: UnknownSystem | UnknownOperation) -> Problem:
    return problem(404, str(exc))


def _http_error(_eh: ExceptionHandler, _request: Request, exc: HTTPException) -> Problem:
    detail = None if exc.detail == HTTPStatus(exc.status_code).phrase else str(exc.detail)
    return problem(exc.status_code, detail, headers=exc.headers)


def _validation_error(_eh: ExceptionHandler, _request: Request, exc: RequestValidationError) -> Problem:
    error = exc.errors()[0]
    if error.get("type") == "json_invalid":
        return problem(400, "body: malformed JSON")
    location, *path = error["loc"]
    return invalid(field_path(path), error_message(error), str(location))


_SESSION_STATUS: dict[type[SessionError], int] = {
    NotFound: 404,
    Unauthenticated: 401,
    Forbidden: 403,
    Conflict: 409,
    PreconditionFailed: 412,
    Unavailable: 503,
}


def _session_error(_eh: ExceptionHandler, _request: Request, exc: SessionError) -> Problem:
    if isinstance(exc, RateLimited):
        return problem(429, str(exc), headers={"Retry-After": str(exc.retry_after)})
    status = next(code for kind, code in _SESSION_STATUS.items() if isinstance(exc, kind))
    headers = {"WWW-Authenticate": "Bearer"} if status == 401 else {"Retry-After": "5"} if status == 503 else None
    return problem(status, str(exc), headers=headers)


def _key_reused(_eh: ExceptionHandler, _request: Request, exc: IdempotencyKeyReused) -> Problem:
    return invalid("Idempotency-Key", "already used with a different request body", "header")


def _bad_key(_eh: ExceptionHandler, _request: Request, exc: BadIdempotencyKey) -> Problem:
    return invalid("Idempotency-Key", str(exc), "header")


class _UnhandledCORS:
    """fastapi-problem's CORS headers, on the 500 of an unhandled error only: that one is answered outside
    the middleware stack, and every other problem passes through the CORS middleware already."""

    def __init__(self, cors: CorsConfiguration) -> None:
        self._hook = CorsPostHook(cors)

    def __call__(self, content: dict[str, Any], request: Request, response: Any) -> tuple[dict[str, Any], Any]:
        return self._hook(content, request, response) if response.status_code == 500 else (content, response)


def install(
    app: FastAPI, extra: Mapping[type[Exception], Handler] | None = None, cors: CorsConfiguration | None = None
) -> None:
    """Render every error of ``app`` as a problem document; ``extra`` maps further domain errors, ``cors``
    says which origins may read an unhandled error's 500."""
    handlers: dict[type[Exception], Handler] = {
        InputError: _input_error,
        UnknownSystem: _not_found,
        UnknownOperation: _not_found,
        SessionError: _session_error,
        IdempotencyKeyReused: _key_reused,
        BadIdempotencyKey: _bad_key,
        **(extra or {}),
    }
    handler = new_exception_handler(
        logger=logger,
        unhandled_wrappers={"default": _Unhandled},
        handlers=handlers,
        http_exception_handler=_http_error,
        request_validation_handler=_validation_error,
        post_hooks=[_UnhandledCORS(cors)] if cors else None,
    )
    add_exception_handler(app, handler, generic_swagger_defaults=False)
    # fastapi-problem registers itself for ``Exception``, which Starlette runs in its server-error
    # middleware (logged as a crash, then re-raised). Expected errors are registered one by one so they
    # are handled like any response.
    for exception_type in handlers:
        app.add_exception_handler(exception_type, handler)
