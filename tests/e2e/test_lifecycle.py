"""The table's life as the GM's and the players' sockets see it, against a real server (embedded and
scaled): a removed player's socket closes with 4403, a rotated token's with 4401, an erased session's
with 4404; an ended session refuses writes and still serves its log; presence follows who is connected."""

from __future__ import annotations

import httpx
import pytest

from tests.e2e.conftest import Channel, ServerProcess, auth, close_code_of
from tests.e2e.test_channel import new_table

pytestmark = pytest.mark.anyio


async def opened(server: ServerProcess, session_id: str, token: str) -> Channel:
    channel = await Channel.open(server.ws_url, session_id, token)
    await channel.joined()
    return channel


async def test_removal_and_rotation_close_the_sockets_they_revoke(
    server: ServerProcess, http: httpx.AsyncClient
) -> None:
    table = await new_table(http)
    sid, ann, bo = table["id"], table["players"][0], table["players"][1]
    gm = await opened(server, sid, table["gm_token"])
    ann_socket = await opened(server, sid, ann["token"])
    bo_socket = await opened(server, sid, bo["token"])

    # The GM removes ann: her socket closes with 4403, her next request is 401, the GM sees player_left.
    removed = await http.delete(f"/v1/sessions/{sid}/players/{ann['player_id']}", headers=auth(table["gm_token"]))
    assert removed.status_code == 200
    assert await close_code_of(ann_socket.connection) == 4403
    assert (await http.get(f"/v1/sessions/{sid}", headers=auth(ann["token"]))).status_code == 401
    event = await gm.next()
    assert event["event"]["type"] == "player_left"
    assert event["event"]["data"]["player_id"] == ann["player_id"]

    # Bo rotates his token: the socket on the old one closes with 4401 while the new one connects.
    rotated = await http.post(f"/v1/sessions/{sid}/players/{bo['player_id']}/token", headers=auth(bo["token"]))
    assert rotated.status_code == 201
    assert await close_code_of(bo_socket.connection) == 4401
    fresh = await opened(server, sid, rotated.json()["token"])
    old = await Channel.open(server.ws_url, sid, bo["token"])
    assert await close_code_of(old.connection) == 4401

    # The GM token too; the GM's socket on it closes.
    new_gm = (await http.post(f"/v1/sessions/{sid}/gm_token", headers=auth(table["gm_token"]))).json()["gm_token"]
    assert await close_code_of(gm.connection) == 4401
    gm = await opened(server, sid, new_gm)
    await fresh.close()
    await gm.close()


async def test_an_ended_session_serves_its_log_and_an_erased_one_closes_its_sockets(
    server: ServerProcess, http: httpx.AsyncClient
) -> None:
    table = await new_table(http)
    sid, ann = table["id"], table["players"][0]
    gm_token = table["gm_token"]
    ann_socket = await opened(server, sid, ann["token"])
    ended = await http.post(f"/v1/sessions/{sid}/end", headers=auth(gm_token))
    assert ended.status_code == 200
    assert (await ann_socket.next())["event"]["type"] == "session_ended"
    roll = {"operation": "notation", "input": {"expression": "1d6"}}
    assert (await http.post(f"/v1/sessions/{sid}/rolls", json=roll, headers=auth(ann["token"]))).status_code == 409
    events = (await http.get(f"/v1/sessions/{sid}/events", headers=auth(ann["token"]))).json()["events"]
    assert [event["type"] for event in events][-1] == "session_ended"
    later = await Channel.open(server.ws_url, sid, ann["token"], after=0)
    snapshot = await later.next()
    assert snapshot["session"]["ended"] is True

    erased = await http.delete(f"/v1/sessions/{sid}", headers=auth(gm_token))
    assert erased.status_code == 204
    assert await close_code_of(ann_socket.connection) == 4404
    assert await close_code_of(later.connection) == 4404
    assert (await http.get(f"/v1/sessions/{sid}", headers=auth(gm_token))).status_code == 404
    gone = await Channel.open(server.ws_url, sid, gm_token)
    assert await close_code_of(gone.connection) == 4404


async def test_presence_follows_who_is_connected(server: ServerProcess, http: httpx.AsyncClient) -> None:
    table = await new_table(http)
    sid, ann, bo = table["id"], table["players"][0], table["players"][1]
    view = (await http.get(f"/v1/sessions/{sid}", headers=auth(ann["token"]))).json()
    assert view["gm_online"] is False
    assert [player["online"] for player in view["players"]] == [False, False]

    gm = await Channel.open(server.ws_url, sid, table["gm_token"])
    snapshot = await gm.next()
    assert snapshot["session"]["gm_online"] is True  # its own arrival is in its snapshot
    ann_socket = await opened(server, sid, ann["token"])
    await gm.presence_where(lambda p: p == {"type": "presence", "gm_online": True, "online": [ann["player_id"]]})
    view = (await http.get(f"/v1/sessions/{sid}", headers=auth(bo["token"]))).json()
    assert view["gm_online"] is True
    assert {player["id"]: player["online"] for player in view["players"]} == {
        ann["player_id"]: True,
        bo["player_id"]: False,
    }
    # A second socket of ann's changes nothing; closing one of two neither.
    second = await opened(server, sid, ann["token"])
    await second.close()
    await ann_socket.close()
    await gm.presence_where(lambda p: p["online"] == [])
    assert len([p for p in gm.presence if p["online"]]) == 1  # no flapping on ann's second socket
    # Presence is not an event: the version did not move.
    assert (await http.get(f"/v1/sessions/{sid}", headers=auth(bo["token"]))).json()["version"] == 3
    await gm.close()
