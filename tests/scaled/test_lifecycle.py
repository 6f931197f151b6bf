"""The table's life across two workers: presence covers both and heals when one is killed; a removal
or a rotation made through one worker closes the sockets it revokes on the other."""

from __future__ import annotations

import signal
import time

import httpx
import pytest

from tests.e2e.conftest import Channel, ServerProcess, auth, close_code_of
from tests.scaled.test_workers import new_table

pytestmark = [pytest.mark.anyio, pytest.mark.scaled]

DEAD_WORKER_FORGOTTEN = 60.0
"""The contract: a worker that dies stops counting within a minute (PRESENCE_TTL's default, 30 s, plus
the renewal period)."""


async def opened(worker: ServerProcess, session_id: str, token: str) -> Channel:
    channel = await Channel.open(worker.ws_url, session_id, token)
    await channel.joined()
    return channel


async def test_presence_spans_workers_and_heals_after_kill_9(workers: tuple[ServerProcess, ServerProcess]) -> None:
    a, b = workers
    table = await new_table(a.url, players=2)
    sid, ann, bo = table["id"], table["players"][0], table["players"][1]
    gm = await opened(a, sid, table["gm_token"])
    await opened(b, sid, ann["token"])
    bo_socket = await opened(a, sid, bo["token"])
    everyone = sorted([ann["player_id"], bo["player_id"]])
    await gm.presence_where(lambda p: p["online"] == everyone and p["gm_online"])
    async with httpx.AsyncClient(base_url=b.url, timeout=10) as on_b:
        view = (await on_b.get(f"/v1/sessions/{sid}", headers=auth(ann["token"]))).json()
        assert view["gm_online"] is True
        assert [player["online"] for player in view["players"]] == [True, True]
        # Removed through b, bo's socket on a closes; his next request, on a, is 401.
        removed = await on_b.delete(f"/v1/sessions/{sid}/players/{bo['player_id']}", headers=auth(table["gm_token"]))
        assert removed.status_code == 200
    assert await close_code_of(bo_socket.connection) == 4403
    async with httpx.AsyncClient(base_url=a.url, timeout=10) as on_a:
        assert (await on_a.get(f"/v1/sessions/{sid}", headers=auth(bo["token"]))).status_code == 401
        await gm.presence_where(lambda p: p["online"] == [ann["player_id"]])

        # b dies without a word: ann's socket there stops counting within a minute.
        assert b.process is not None
        b.process.send_signal(signal.SIGKILL)
        b.process.wait()
        started = time.monotonic()
        await gm.presence_where(lambda p: p["online"] == [], wait=DEAD_WORKER_FORGOTTEN + 5)
        healed = time.monotonic() - started
        view = (await on_a.get(f"/v1/sessions/{sid}", headers=auth(table["gm_token"]))).json()
        assert [player["online"] for player in view["players"]] == [False]
        assert view["gm_online"] is True
    assert healed <= DEAD_WORKER_FORGOTTEN, healed
    print(f"presence healed {healed:.1f} s after kill -9")
    await gm.close()


async def test_a_rotation_through_one_worker_closes_the_old_tokens_socket_on_the_other(
    workers: tuple[ServerProcess, ServerProcess],
) -> None:
    a, b = workers
    table = await new_table(a.url, players=1)
    sid, ann = table["id"], table["players"][0]
    on_a = await opened(a, sid, ann["token"])
    async with httpx.AsyncClient(base_url=b.url, timeout=10) as on_b:
        rotated = await on_b.post(f"/v1/sessions/{sid}/players/{ann['player_id']}/token", headers=auth(ann["token"]))
        assert rotated.status_code == 201
    assert await close_code_of(on_a.connection) == 4401
    fresh = await opened(a, sid, rotated.json()["token"])
    async with httpx.AsyncClient(base_url=a.url, timeout=10) as http:
        assert (await http.get(f"/v1/sessions/{sid}", headers=auth(ann["token"]))).status_code == 401
        erased = await http.delete(f"/v1/sessions/{sid}", headers=auth(table["gm_token"]))
        assert erased.status_code == 204
    assert await close_code_of(fresh.connection) == 4404
