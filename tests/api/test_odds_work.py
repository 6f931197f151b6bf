"""Odds walks run off the event loop, one at a time, behind a bounded queue (app/api/odds_work.py)."""

from __future__ import annotations

import threading

import anyio
import pytest

from app.api.odds_work import OddsWorkers
from app.sessions.errors import Unavailable

pytestmark = pytest.mark.anyio


async def test_walks_run_one_at_a_time_and_beyond_the_queue_are_refused() -> None:
    workers = OddsWorkers(running=1, waiting=2)
    release = threading.Event()
    running = 0
    most = 0
    lock = threading.Lock()

    def walk() -> int:
        nonlocal running, most
        with lock:
            running += 1
            most = max(most, running)
        release.wait(5)
        with lock:
            running -= 1
        return 7

    results: list[int] = []

    async def one() -> None:
        results.append(await workers.run(walk))

    async with anyio.create_task_group() as tasks:
        for _ in range(3):
            tasks.start_soon(one)
        await anyio.sleep(0.05)
        with pytest.raises(Unavailable):  # one running and two waiting: the fourth is refused at once
            await workers.run(walk)
        release.set()
    assert results == [7, 7, 7]
    assert most == 1
    assert await workers.run(lambda: 8) == 8  # the queue has drained: admitted again


async def test_the_event_loop_answers_while_a_walk_runs() -> None:
    ticks = 0
    done = False

    async def tick() -> None:
        nonlocal ticks
        while not done:
            ticks += 1
            await anyio.sleep(0.001)

    def walk() -> int:
        threading.Event().wait(0.3)
        return ticks  # how often the loop ran while this walk was busy

    async with anyio.create_task_group() as tasks:
        tasks.start_soon(tick)
        seen = await OddsWorkers().run(walk)
        done = True
    assert seen > 10
