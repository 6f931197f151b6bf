"""The rules server for benchmarks: exactly `python -m app`, plus a bare route in the same app and process.

``POST /bench/bare`` takes a pydantic body and returns a constant: the reference the HTTP benchmark
divides by, measured side by side with the real routes.
"""

from __future__ import annotations

from pydantic import BaseModel


class BareBody(BaseModel):
    expression: str


async def bare(body: BareBody) -> dict[str, object]:
    return {"expression": body.expression, "total": 16, "dice": [3, 5, 1, 6], "breakdown": "constant"}


if __name__ == "__main__":
    from app.__main__ import main
    from app.main import api

    api.post("/bench/bare", include_in_schema=False)(bare)
    main()
