"""A response's ``then`` (publishing the event a write committed) runs after the answer, always."""

from __future__ import annotations

import pytest
from starlette.types import Message

from app.api.body import JSONBody

pytestmark = pytest.mark.anyio

SCOPE = {"type": "http"}


async def _receive() -> Message:
    return {"type": "http.disconnect"}


async def test_then_runs_once_the_answer_is_sent() -> None:
    order: list[str] = []

    async def then() -> None:
        order.append("then")

    async def send(message: Message) -> None:
        order.append(message["type"])

    await JSONBody({"seq": 2}, 201, then=then)(SCOPE, _receive, send)
    assert order == ["http.response.start", "http.response.body", "then"]


async def test_then_runs_when_the_answer_cannot_be_sent() -> None:
    ran: list[str] = []

    async def then() -> None:
        ran.append("then")

    async def send(message: Message) -> None:
        raise OSError("the client is gone")

    with pytest.raises(OSError, match="the client is gone"):
        await JSONBody({"seq": 2}, 201, then=then)(SCOPE, _receive, send)
    assert ran == ["then"]
