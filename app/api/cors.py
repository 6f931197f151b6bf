"""Browser clients: CORS on every HTTP route, and which web pages may open a session's socket.

Credentials are bearer tokens in a header, never cookies, so the API allows no credentialed requests
and ``*`` (the default) is safe: a page can only use a token it was given.
"""

from __future__ import annotations

from collections.abc import Collection

import orjson
from fastapi import FastAPI
from fastapi_problem.cors import CorsConfiguration
from starlette.datastructures import Headers
from starlette.middleware.cors import CORSMiddleware
from starlette.responses import Response
from starlette.websockets import WebSocket

from app.api.problems import problem
from app.settings import Settings

METHODS = ("GET", "POST", "PATCH", "DELETE")
EXPOSED_HEADERS = (
    "ETag",
    "Retry-After",
    "Idempotent-Replayed",
    "WWW-Authenticate",
    "X-Request-ID",
    # Rate-limit headers, in the IETF draft's names and the older X- ones, for when the server sends them.
    "RateLimit",
    "RateLimit-Policy",
    "X-RateLimit-Limit",
    "X-RateLimit-Remaining",
    "X-RateLimit-Reset",
)
"""Response headers a page's script may read (beyond the few CORS lets it read anyway)."""


class ProblemCORS(CORSMiddleware):
    """Starlette's CORS middleware, answering a preflight it refuses with a problem document."""

    def preflight_response(self, request_headers: Headers) -> Response:
        response = super().preflight_response(request_headers)
        if response.status_code < 400:
            return response
        headers = {name: value for name, value in response.headers.items() if not name.startswith("content-")}
        document = problem(response.status_code, bytes(response.body).decode()).marshal()
        return Response(orjson.dumps(document), response.status_code, headers, "application/problem+json")


def install(app: FastAPI, settings: Settings) -> None:
    """CORS on every route of ``app``: preflights answered before routing, headers on every response."""
    app.add_middleware(
        ProblemCORS,
        allow_origins=settings.cors_allowed_origins,
        allow_methods=METHODS,
        allow_headers=["*"],  # any header a client sends: none of them is a credential the browser adds
        expose_headers=EXPOSED_HEADERS,
    )


def unhandled_errors(settings: Settings) -> CorsConfiguration:
    """The CORS headers of a response that no middleware sees (an unhandled error's 500, answered
    outside the middleware stack), for fastapi-problem to add: the page then sees the 500 itself,
    not a CORS failure."""
    return CorsConfiguration(
        allow_origins=list(settings.cors_allowed_origins),
        allow_methods=list(METHODS),
        allow_headers=["*"],
        allow_credentials=False,
    )


def socket_origin_allowed(websocket: WebSocket, allowed: Collection[str]) -> bool:
    """Whether a page from this socket's ``Origin`` may open it; a client that sends none is no web page."""
    origin = websocket.headers.get("origin")
    return origin is None or "*" in allowed or origin.lower() in allowed
