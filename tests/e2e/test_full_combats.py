"""A full combat of each system, played through the API by a GM and two players with scripted dice (the
GM's resolve forces them; a phase that resolves on its last declaration rolls what the test server is told).

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

FIMBULVINTER = Script(
    system="fimbulvinter",
    setup={
        "combatants": [
            {
                "id": "hild",
                "side": "pcs",
                "attributes": {"power": 1, "finesse": 2, "soul": 1},
                "skills": {"svardskamp": 4, "stridsvana": 2, "manovrer": 2, "skoldkamp": 2},
                "weapon": "sword",
                "shield": True,
                "armour": "gambesson",
                "controller": "@ann",
            },
            {
                "id": "ulf",
                "side": "raiders",
                "important": False,
                "attributes": {"power": 2, "finesse": 0, "soul": 0},
                "skills": {"yxkamp": 4, "stridsvana": 2, "manovrer": 1},
                "weapon": "axe",
                "armour": "leather_harness",
            },
            {
                "id": "sven",
                "side": "pcs",
                "attributes": {"finesse": 2, "quickness": 1},
                "skills": {"bagskytte": 4, "stridsvana": 1, "manovrer": 1},
                "weapon": "bow",
                "controller": "@bo",
            },
        ],
        "subfights": [{"id": "sf1", "first_man": "hild", "second_men": ["ulf"]}],
    },
    start_dice=[4, 2],  # sword and axe are as long: a Stridsvana contest, which hild wins
    steps=[
        Declare("ann", "distance", "hild", {"move": "advance", "target": "ulf"}),
        Declare("gm", "distance", "ulf", {"move": "retreat"}),  # hild holds advantage: she decides
        Resolve(dice=[8, 3]),  # advantage: a Stridsvana contest at the new distance
        Declare("ann", "actions", "hild", {"type": "attack", "target": "ulf"}),
        Declare("gm", "actions", "ulf", {"type": "attack", "target": "hild"}),
        Declare("bo", "actions", "sven", {"type": "ranged_attack", "target": "ulf"}),  # a third man shoots
        Declare("gm", "defences", "ulf", {"defences": {"hild": {"choice": "defend"}, "sven": {"choice": "defend"}}}),
        Declare("ann", "defences", "hild", {"defences": {"ulf": {"choice": "defend"}}}),
        Resolve(dice=[9, 9, 5, 1, 1, 6, 7, 2, 9, 9, 9, 4, 1, 9, 9, 2, 1]),  # two critical wounds: ulf dies
    ],
)

TERMINUS_ALFA = Script(
    system="terminus-alfa",
    setup={
        "motive": "threat",
        "characters": [
            {
                "id": "kira",
                "endurance_max": 40,
                "power_max": 5,
                "armour": 1,
                "defence_options": [12],
                "abilities": {"smidig": 7},
                "controller": "@ann",
            },
            {"id": "bjorn", "endurance_max": 50, "power_max": 4, "defence_options": [10, 14], "controller": "@bo"},
        ],
        "opponents": [
            {
                "id": "vagt",
                "species": "soldiers",
                "kamp": 15,
                "endurance": 30,
                "effects": {"1": {"text": "-5 UDHOLDENHED", "changes": {"endurance": -5}}},
            },
            {"id": "hund", "species": "bastards", "kamp": 12, "endurance": 12},
        ],
    },
    steps=[
        Resolve(),  # conditions: nothing to avert
        Declare(
            "gm",
            "opponent_attacks",
            None,
            {
                "attacks": [
                    {"opponent_id": "vagt", "character_id": "kira", "mode": "melee"},
                    {"opponent_id": "hund", "character_id": "bjorn", "mode": "melee"},
                ]
            },
        ),
        Declare("bo", "opponent_attacks", "bjorn", {"defence_choices": {"bjorn": 1}}),
        Resolve(dice=[5, 4]),  # the shared GM roll
        Declare(
            "ann",
            "character_actions",
            "kira",
            {"actions": [{"kind": "attack", "opponent_id": "vagt", "attack_type": "melee", "attack_value": 14}]},
        ),
        Declare(
            "bo",
            "character_actions",
            "bjorn",
            {"actions": [{"kind": "attack", "opponent_id": "hund", "attack_type": "melee", "attack_value": 12}]},
            rolls=[6, 3, 5, 2],
        ),
        Resolve(),  # tally: round 2
        Resolve(),  # conditions
        Declare(
            "gm",
            "opponent_attacks",
            None,
            {
                "attacks": [
                    {"opponent_id": "vagt", "character_id": "bjorn", "mode": "melee"},
                ]
            },
        ),
        Resolve(dice=[3, 2]),
        Declare("bo", "character_actions", "bjorn", {"actions": [{"kind": "none"}]}),
        Declare(
            "ann",
            "character_actions",
            "kira",
            {"actions": [{"kind": "attack", "opponent_id": "vagt", "attack_type": "melee", "attack_value": 14}]},
            rolls=[6, 5],
        ),
        Resolve(),  # tally: half their endurance is lost, the opponents flee
    ],
)

I_RIKETS_TJANST = Script(
    system="i-rikets-tjanst",
    setup={
        "combatants": [
            {"id": "anton", "side": "pc",
             "attributes": {"analys": 2, "fysik": 2, "smidighet": 3, "strid": 2, "vilja": 3},
             "fokus": 1, "controller": "@ann"},
            {"id": "berit", "side": "pc",
             "attributes": {"analys": 3, "fysik": 3, "smidighet": 2, "strid": 3, "vilja": 2},
             "controller": "@bo"},
            {"id": "vakt", "side": "npc",
             "attributes": {"analys": 1, "fysik": 2, "smidighet": 2, "strid": 2, "vilja": 3},
             "protection": 1},
        ]
    },
    start_dice=[11, 4, 2],
    steps=[
        Resolve(),  # round start
        Declare("ann", "turn", "anton", {"movement": "none", "action": {
            "type": "ranged_attack", "target": "vakt", "weapon": {"damage": 8, "damage_type": "firearm"},
            "difficulty": "normal"}}, rolls=[12, 12, 10, 11, 2]),
        Declare("ann", "reaction", "anton", {"attacker_add_dice": 0}),
        Declare("gm", "reaction", "vakt", {"defence": None}, rolls=[3]),  # the critical die
        Declare("bo", "turn", "berit", {"movement": "normal", "action": {
            "type": "melee_attack", "target": "vakt", "weapon": {"damage": 4, "damage_type": "crush"},
            "difficulty": "normal"}}, rolls=[10, 11, 12, 4, 5, 6]),
        Declare("bo", "reaction", "berit", {"attacker_add_dice": 0}),
        Declare("gm", "reaction", "vakt", {"defence": None}, rolls=[7]),  # vakt falls unconscious: it ends
    ],
)  # fmt: skip

SCRIPTS = [script for script in [FIMBULVINTER, TERMINUS_ALFA, ARS_MAGICA, I_RIKETS_TJANST] if script.system in SYSTEMS]


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
        await channel.joined()

    setup = with_controllers(script.setup, {name: player["player_id"] for name, player in players.items()})
    if script.start_dice is not None:
        setup["dice"] = script.start_dice
    started = await http.post(f"/v1/sessions/{session['id']}/combat", json=setup, headers=auth(tokens["gm"]))
    assert started.status_code == 201, started.text
    assert set(started.json()) == {"seq", "combat", "result"}
    answered = ("gm", started.json())  # the last step's answer, and whom it answered
    for step in script.steps:
        if isinstance(step, Declare):
            body: dict[str, Any] = {"phase": step.phase, "declaration": step.declaration}
            if step.combatant is not None:
                body["combatant"] = step.combatant
            if step.rolls is not None:
                await http.post("/test/dice", json={"faces": step.rolls})
            response = await http.post(
                f"/v1/sessions/{session['id']}/combat/declarations", json=body, headers=auth(tokens[step.by])
            )
            assert response.status_code == 202, response.text
            assert (await http.get("/test/dice")).json() == {"queued": 0}, "the phase rolled other dice"
            if response.json()["resolved"]:
                assert set(response.json()) == {"seq", "pending", "resolved", "combat", "result"}
                answered = (step.by, response.json())
        else:
            response = await http.post(
                f"/v1/sessions/{session['id']}/combat/resolve",
                json={"dice": step.dice} if step.dice is not None else {},
                headers=auth(tokens["gm"]),
            )
            assert response.status_code == 200, response.text
            assert set(response.json()) == {"seq", "combat", "result"}
            answered = ("gm", response.json())

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
        if who == answered[0]:
            assert answered[1]["combat"] == served  # the last step answered the combat as it stands
        viewer = Viewer("gm") if who == "gm" else Viewer("player", frozenset(script_controls(script, who)))
        assert {key: value for key, value in final.items() if key != "pending"} == engine.view_state(reference, viewer)
        assert final["pending"] == []
        await channel.close()
    assert seqs["gm"] == seqs["ann"] == seqs["bo"] == list(range(4, version + 1))


def script_controls(script: Script, player: str) -> list[str]:
    keys = get_system(script.system).combat.combatant_keys
    return [item["id"] for key in keys for item in script.setup.get(key, []) if item.get("controller") == f"@{player}"]
