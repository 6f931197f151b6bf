"""``GET /``: where a newcomer finds the documentation and the reference web client (``/table/``)."""

from __future__ import annotations

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from app.api.body import JSONBody

router = APIRouter()


@router.get("/", include_in_schema=False)
async def home(request: Request) -> Response:
    """A browser goes on to the interactive docs; any other client is told where everything is."""
    if "text/html" in request.headers.get("accept", ""):
        return RedirectResponse("/docs", status_code=303)
    return JSONBody(
        {
            "name": request.app.title,
            "version": request.app.version,
            "docs": "/docs",
            "redoc": "/redoc",
            "openapi": "/openapi.json",
            "asyncapi": "/v1/asyncapi.json",
            "table": "/table/",
        }
    )
