"""Every part of every event is filtered for a player (issue 15, finding 5), through one mechanism.

A full combat of each system and table rolls of every visibility are played; then every event is read as
each player reads it — ``GET /events``, the socket's replay and its live messages — and searched for what
the system's spec keeps from players (Terminus Alfa: the opponents' endurance). A player is shown either
the event with parts removed, never added or changed, or the placeholder where the event is not theirs
to see.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from app.rules import SYSTEMS, Viewer
from app.rules.dice.source import RandomDice
from app.sessions.records import EventRecord, Member, utc_now
from app.sessions.visibility import PLAYER_VIEWS, event_view
from tests.e2e.combat_script import Declare, Resolve, Script, with_controllers
from tests.e2e.test_full_combats import ARS_MAGICA, FIMBULVINTER, I_RIKETS_TJANST, TERMINUS_ALFA
from tests.scripted_dice import QUEUED, scripted_face
from tests.sessions.channel import RecordingSocket, channel
from tests.sessions.conftest import Table

pytestmark = pytest.mark.anyio

VISIBILITIES = ("public", "gm", "blind", "self")


def _with_a_summon(script: Script) -> Script:
    """Terminus Alfa's script, where the guard's effect double in round 2 also summons a wolf: the GM's
    declaration then holds a new opponent's endurance."""
    setup = script.setup
    vagt = {
        **setup["opponents"][0],
        "effects": {
            **setup["opponents"][0]["effects"],
            "2": {"text": "+MODSTANDER", "special": "summon", "summon_limit": 1},
        },
    }
    steps = list(script.steps)
    attack = steps[8]
    assert isinstance(attack, Declare)
    assert isinstance(steps[9], Resolve)
    wolf = {"id": "ulv", "species": "bastards", "kamp": 9, "endurance": 23}
    summons = [{"opponent_id": "vagt", "new_opponent": wolf}]
    steps[8] = dataclasses.replace(attack, declaration={**attack.declaration, "summons": summons})
    steps[9] = Resolve(dice=[3, 3])  # an effect double: the guard's slots fire, the summon among them
    return dataclasses.replace(script, setup={**setup, "opponents": [vagt, *setup["opponents"][1:]]}, steps=steps[:12])


SCRIPTS = {
    script.system: script
    for script in [FIMBULVINTER, _with_a_summon(TERMINUS_ALFA), ARS_MAGICA, I_RIKETS_TJANST]
    if script.system in SYSTEMS
}
TA_OPPONENT_KEYS = frozenset({"endurance", "endurance_start"})
TA_STATE_KEYS = frozenset({"opponent_endurance_total", "opponent_endurance_lost"})


def gm_only_values(system: str, value: Any, path: str = "") -> Iterator[str]:
    """Where ``value`` holds something the system's spec keeps from players (the paths)."""
    if isinstance(value, dict):
        for key, item in value.items():
            if system == "terminus-alfa" and (key in TA_STATE_KEYS or ("species" in value and key in TA_OPPONENT_KEYS)):
                yield f"{path}.{key}"
            yield from gm_only_values(system, item, f"{path}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from gm_only_values(system, item, f"{path}[{index}]")


def removes_only(shown: Any, whole: Any) -> bool:
    """Whether ``shown`` is ``whole`` with parts of objects removed (nothing added or changed)."""
    if isinstance(shown, dict) and isinstance(whole, dict):
        return all(key in whole and removes_only(value, whole[key]) for key, value in shown.items())
    if isinstance(shown, list) and isinstance(whole, list):
        return len(shown) == len(whole) and all(map(removes_only, shown, whole))
    return bool(shown == whole)


def may_see(event: dict[str, Any], player_id: str) -> bool:
    if event["type"] != "roll":
        return True
    roller: bool = event["actor"]["id"] == player_id
    return {"public": True, "gm": roller, "blind": False, "self": roller}[event["data"]["visibility"]]


@pytest.fixture
def scripted_dice(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(RandomDice, "_next_face", scripted_face)
    yield
    QUEUED.clear()


async def play(table: Table, script: Script) -> list[dict[str, Any]]:
    """Table rolls of every visibility by the GM and a player, then the script's combat, ended by the GM
    if the script leaves it running; what the players' declarations were answered."""
    answered = []
    for token in (table.gm, table.players["ann"][1]):
        for visibility in VISIBILITIES:
            roll = {"operation": "notation", "input": {"expression": "1d20"}, "visibility": visibility}
            assert (await table.post("/rolls", token, roll)).status_code == 201
    setup = with_controllers(script.setup, {name: player[0] for name, player in table.players.items()})
    if script.start_dice is not None:
        setup["dice"] = script.start_dice
    assert (await table.post("/combat", table.gm, setup)).status_code == 201
    tokens = {"gm": table.gm, **{name: player[1] for name, player in table.players.items()}}
    for step in script.steps:
        if isinstance(step, Declare):
            QUEUED.extend(step.rolls or [])
            body: dict[str, Any] = {"phase": step.phase, "declaration": step.declaration}
            if step.combatant is not None:
                body["combatant"] = step.combatant
            response = await table.post("/combat/declarations", tokens[step.by], body)
            assert response.status_code == 202, response.text
            assert not QUEUED
            if step.by != "gm":
                answered.append(response.json())
        else:
            response = await table.post("/combat/resolve", table.gm, {"dice": step.dice})
            assert response.status_code == 200, response.text
    if (await table.get("", table.gm)).json()["combat"]["phase"] != "ended":
        ended = await table.http.delete(f"/v1/sessions/{table.id}/combat", headers=Table.auth(table.gm))
        assert ended.status_code == 200
    return answered


@pytest.mark.parametrize("system", list(SCRIPTS))
async def test_a_player_sees_no_gm_only_value_in_any_event(
    app: FastAPI, client: httpx.AsyncClient, system: str, scripted_dice: None
) -> None:
    created = (await client.post("/v1/sessions", json={"system": system, "name": "leaks"})).json()
    players = {}
    for name in ("ann", "bo"):
        joined = await client.post(
            f"/v1/sessions/{created['id']}/players", json={"name": name, "join_code": created["join_code"]}
        )
        players[name] = (joined.json()["player_id"], joined.json()["token"])
    table = Table(client, created["id"], created["gm_token"], players)

    async with (
        channel(app, table.id, players["ann"][1]) as ann_live,
        channel(app, table.id, players["bo"][1]) as bo_live,
    ):
        answered = await play(table, SCRIPTS[system])
        assert not [path for answer in answered for path in gm_only_values(system, answer)]
        version = await table.version()
        live: dict[str, RecordingSocket] = {"ann": ann_live, "bo": bo_live}
        for socket in live.values():
            await socket.until_seq(version)

    whole = (await table.get("/events?limit=1000", table.gm)).json()["events"]
    assert [event["seq"] for event in whole] == list(range(1, version + 1))
    types = {event["type"] for event in whole}
    assert types >= {"session_created", "player_joined", "roll", "combat_started", "declared", "combat_ended"}
    assert types & {"phase_resolved", "round_started"}
    if system == "terminus-alfa":  # the search finds what it looks for, where the GM is shown it
        data = [event["data"] for event in whole if "data" in event]
        for part in ("declaration", "declarations", "result"):
            assert any(list(gm_only_values(system, item.get(part))) for item in data), part

    for name, (player_id, token) in players.items():
        async with channel(app, table.id, token, after=0) as replay:
            replayed = [message["event"] for message in replay.received if message["type"] == "event"]
            snapshot = replay.received[0]
        pushed = [message for message in live[name].received if message["type"] == "event"]
        listed = (await table.get("/events?limit=1000", token)).json()["events"]
        assert not list(gm_only_values(system, snapshot))
        assert not [path for message in pushed for path in gm_only_values(system, message["combat"])]
        first_live = pushed[0]["seq"]  # the live sockets opened once both players had joined
        sources = {
            "GET /events": (listed, whole),
            "replay": (replayed, whole),
            "live": (pushed, whole[first_live - 1 :]),
        }
        for source, (events, expected) in sources.items():
            shown_events = [message["event"] for message in events] if source == "live" else events
            assert [event["seq"] for event in shown_events] == [event["seq"] for event in expected], source
            for shown, event in zip(shown_events, expected, strict=True):
                where = f"{name}, {source}, seq {event['seq']} ({event['type']})"
                if event["type"] == "hidden":  # Ann's roll for herself alone: not even the GM sees it
                    assert shown["type"] == ("roll" if name == "ann" else "hidden"), where
                    continue
                if not may_see(event, player_id):
                    assert shown == {"seq": event["seq"], "type": "hidden", "at": event["at"]}, where
                    continue
                assert shown["type"] == event["type"], where
                assert not list(gm_only_values(system, shown)), where
                assert removes_only(shown, event), where
                if system != "terminus-alfa":  # nothing else is kept from players in these systems
                    assert shown == event, where


def test_every_event_type_of_the_contract_says_what_players_see() -> None:
    assert set(PLAYER_VIEWS) == {
        "session_created",
        "session_changed",
        "session_ended",
        "player_joined",
        "player_left",
        "roll",
        "combat_started",
        "declared",
        "phase_resolved",
        "round_started",
        "combat_ended",
    }


def test_an_event_type_nobody_registered_is_hidden_from_players() -> None:
    event = EventRecord("s", 7, "new_kind", utc_now(), {"role": "gm", "id": "g", "name": "GM"}, "public", {"x": 1})
    gm, player = Member("g", "s", "gm", "GM"), Member("p", "s", "player", "Ann")
    assert event_view(event, player, "duel", Viewer("player")) == {
        "seq": 7,
        "type": "hidden",
        "at": event.as_json()["at"],
    }
    assert event_view(event, gm, "duel", Viewer("gm")) == event.as_json()
