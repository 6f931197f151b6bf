"""Work a released socket leaves running (its departure through presence, its hub's close) ends before the
streams report closed, so that it never runs on into the stores closing after them."""

from __future__ import annotations

import asyncio

import pytest

from app.sessions import stream

pytestmark = pytest.mark.anyio


async def test_closing_waits_for_the_work_still_running_in_the_background() -> None:
    finished: list[str] = []

    async def depart(name: str, seconds: float) -> None:
        await asyncio.sleep(seconds)
        finished.append(name)

    stream._in_background(depart("slow", 0.05))
    stream._in_background(depart("quick", 0))
    await stream._background_done()
    assert sorted(finished) == ["quick", "slow"]


async def test_closing_gives_up_on_work_that_never_ends(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(stream, "BACKGROUND_CLOSE_WAIT", 0.01)
    stuck = asyncio.Event()

    async def never() -> None:
        await stuck.wait()

    stream._in_background(never())
    await asyncio.wait_for(stream._background_done(), 1)
    stuck.set()
    await stream._background_done()
    assert not [task for task in stream._BACKGROUND if not task.done()]
