"""A full combat of each system, played through the API by a GM and two players with forced dice.

Every client follows on the socket; at the end each client's combat view equals what the server says
for it, the GM's equals the pure engine's reference run, and each player's is the system's view of it.
"""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from app.rules import SYSTEMS, Viewer, get_system
from tests.e2e.combat_script import Declare, Resolve, Script, reference_run, with_controllers
from tests.e2e.conftest import Channel, ServerProcess, auth

pytestmark = pytest.mark.anyio

ARS_MAGICA = Script(
    system="ars-magica",
    setup={
        "combatants": [
            {"id": "grog", "side": "covenant", "quickness": 1, "dexterity": 1, "strength": 2, "stamina": 2,
             "ability": 5, "weapon": "sword_long", "shield": "shield_heater", "armour": "metal_scale_partial",
             "controller": "@ann"},
            {"id": "squire", "side": "covenant", "quickness": 0, "dexterity": 1, "strength": 1, "stamina": 1,
             "ability": 3, "weapon": "dagger", "controller": "@bo"},
            {"id": "bandit", "side": "bandits", "quickness": 0, "dexterity": 1, "strength": 1, "stamina": 1,
             "ability": 4, "weapon": "axe", "armour": "heavy_leather_partial"},
        ]
    },
    steps=[
        Resolve(dice=[5, 4, 7]),  # initiative: grog 7, bandit 7, squire 4
        Declare("ann", "declare", "grog", {"action": "attack", "target": "bandit"}),
        Declare("bo", "declare", "squire", {"action": "attack", "target": "bandit"}),
        Declare("gm", "declare", "bandit", {"action": "attack", "target": "squire"}),
        Resolve(dice=[4, 6, 6, 2, 9, 3]),  # round 1: wounds all round
        Declare("gm", "declare", None, {"engagement": "melee"}),
        Declare("gm", "declare", "bandit", {"action": "attack", "target": "grog"}),
        Declare("bo", "declare", "squire", {"action": "other"}),
        Declare("ann", "declare", "grog", {"action": "attack", "target": "bandit", "exertion": True}),
        Resolve(dice=[9, 2]),  # round 2: the grog fells the bandit, who loses his action
    ],
)  # fmt: skip

SCRIPTS = [script for script in [ARS_MAGICA] if script.system in SYSTEMS]


async def join(http: httpx.AsyncClient, session: dict[str, Any], name: str) -> dict[str, str]:
    response = await http.post(
        f"/v1/sessions/{session['id']}/players", json={"name": name, "join_code": session["join_code"]}
    )
    assert response.status_code == 201, response.text
    joined: dict[str, str] = response.json()
    return joined


@pytest.mark.parametrize("script", SCRIPTS, ids=[script.system for script in SCRIPTS])
async def test_a_full_combat_through_the_api(server: ServerProcess, http: httpx.AsyncClient, script: Script) -> None:
    session = (await http.post("/v1/sessions", json={"system": script.system, "name": "full combat"})).json()
    players = {name: await join(http, session, name) for name in ("ann", "bo")}
    tokens = {"gm": session["gm_token"], **{name: player["token"] for name, player in players.items()}}
    channels = {who: await Channel.open(server.ws_url, session["id"], token) for who, token in tokens.items()}
    for channel in channels.values():
        assert (await channel.next())["type"] == "snapshot"

    setup = with_controllers(script.setup, {name: player["player_id"] for name, player in players.items()})
    if script.start_dice is not None:
        setup["dice"] = script.start_dice
    started = await http.post(f"/v1/sessions/{session['id']}/combat", json=setup, headers=auth(tokens["gm"]))
    assert started.status_code == 201, started.text
    for step in script.steps:
        if isinstance(step, Declare):
            body: dict[str, Any] = {"phase": step.phase, "declaration": step.declaration}
            if step.combatant is not None:
                body["combatant"] = step.combatant
            if step.dice is not None:
                body["dice"] = step.dice
            response = await http.post(
                f"/v1/sessions/{session['id']}/combat/declarations", json=body, headers=auth(tokens[step.by])
            )
            assert response.status_code == 202, response.text
        else:
            response = await http.post(
                f"/v1/sessions/{session['id']}/combat/resolve",
                json={"dice": step.dice} if step.dice is not None else {},
                headers=auth(tokens["gm"]),
            )
            assert response.status_code == 200, response.text

    version = (await http.get(f"/v1/sessions/{session['id']}", headers=auth(tokens["gm"]))).json()["version"]
    reference = reference_run(script)
    engine = get_system(script.system).combat
    seqs = {}
    for who, channel in channels.items():
        messages = await channel.until_seq(version)
        seqs[who] = [message["seq"] for message in messages]
        final = messages[-1]["combat"]
        served = (await http.get(f"/v1/sessions/{session['id']}", headers=auth(tokens[who]))).json()["combat"]
        assert final == served
        viewer = Viewer("gm") if who == "gm" else Viewer("player", frozenset(script_controls(script, who)))
        assert {key: value for key, value in final.items() if key != "pending"} == engine.view_state(reference, viewer)
        assert final["pending"] == []
        await channel.close()
    assert seqs["gm"] == seqs["ann"] == seqs["bo"] == list(range(4, version + 1))


def script_controls(script: Script, player: str) -> list[str]:
    keys = get_system(script.system).combat.combatant_keys
    return [item["id"] for key in keys for item in script.setup.get(key, []) if item.get("controller") == f"@{player}"]
