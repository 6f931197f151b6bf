"""What a browser sends and reads around a cross-origin request, for the CORS tests."""

from __future__ import annotations

import httpx

PAGE = "https://vtt.example"
OTHER_PAGE = "https://elsewhere.example"


def preflight(method: str, headers: str, origin: str = PAGE) -> dict[str, str]:
    """The headers of the OPTIONS request a browser sends before a request a page may not make unasked."""
    return {"Origin": origin, "Access-Control-Request-Method": method, "Access-Control-Request-Headers": headers}


def listed(response: httpx.Response, header: str) -> list[str]:
    """A comma-separated header's parts, in lower case."""
    return [part.strip().lower() for part in response.headers.get(header, "").split(",") if part.strip()]
