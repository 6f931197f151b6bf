"""The Python client's close codes are the published ones: the TypeScript client generates its table from
the AsyncAPI document, the Python client's enum is written by hand, so this compares it with the document."""

from __future__ import annotations

import httpx
import pytest

from rules_client import CloseCode

pytestmark = pytest.mark.anyio


async def test_the_python_close_codes_are_the_published_ones(stateless_client: httpx.AsyncClient) -> None:
    published = (await stateless_client.get("/v1/asyncapi.json")).json()["channels"]["session"]["x-close-codes"]
    assert [(code["code"], code["name"].upper(), code["retry"]) for code in published] == [
        (int(code), code.name, code.retry) for code in CloseCode
    ]
