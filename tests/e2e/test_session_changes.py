"""The GM changes the session (``PATCH /v1/sessions/{sid}``) against a real server: connected sockets get
``session_changed``, and a socket that connects later has the new name and settings in its snapshot."""

from __future__ import annotations

import httpx
import pytest

from tests.e2e.conftest import Channel, ServerProcess, auth

pytestmark = pytest.mark.anyio

NEW_SETTINGS = {"forced_dice": "everyone", "default_visibility": "gm"}


async def test_sockets_see_the_change_and_later_snapshots_show_it(
    server: ServerProcess, http: httpx.AsyncClient
) -> None:
    created = (await http.post("/v1/sessions", json={"system": "duel", "name": "Saturday"})).json()
    sid, gm = created["id"], created["gm_token"]
    players = [
        (await http.post(f"/v1/sessions/{sid}/players", json={"name": name, "join_code": created["join_code"]})).json()
        for name in ("ann", "bo")
    ]
    watching = [await Channel.open(server.ws_url, sid, token) for token in (gm, players[0]["token"])]
    for channel in watching:
        assert (await channel.next())["session"]["settings"] == {"forced_dice": "gm", "default_visibility": "public"}

    changed = await http.patch(
        f"/v1/sessions/{sid}", json={"name": "Sunday", "settings": NEW_SETTINGS}, headers=auth(gm)
    )
    assert changed.status_code == 200, changed.text
    seq = changed.json()["version"]
    for channel in watching:
        message = (await channel.until_seq(seq))[-1]
        assert message["event"]["type"] == "session_changed"
        assert message["event"]["data"] == {"name": "Sunday", "settings": NEW_SETTINGS}

    # While sockets hold the session's hub on the server, a new socket's snapshot comes from that hub.
    later = await Channel.open(server.ws_url, sid, players[1]["token"])
    snapshot = await later.next()
    for channel in (*watching, later):
        await channel.close()
    assert snapshot["type"] == "snapshot"
    assert snapshot["seq"] == seq
    assert snapshot["session"]["name"] == "Sunday"
    assert snapshot["session"]["settings"] == NEW_SETTINGS
