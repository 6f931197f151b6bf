"""Sessions, players, authentication order, table rolls and their visibility, the event log."""

from __future__ import annotations

import secrets

import httpx
import pytest

from tests.sessions.conftest import Table

pytestmark = pytest.mark.anyio


async def test_creating_a_session_makes_the_caller_its_gm(client: httpx.AsyncClient) -> None:
    response = await client.post("/v1/sessions", json={"system": "duel", "name": "  Friday <b>night</b> "})
    assert response.status_code == 201
    body = response.json()
    assert set(body) == {"id", "system", "name", "join_code", "gm_token", "version", "settings"}
    assert body["name"] == "  Friday <b>night</b> "  # stored and returned verbatim
    assert body["version"] == 1
    assert len(body["gm_token"]) >= 22  # at least 128 random bits, URL-safe
    view = await client.get(f"/v1/sessions/{body['id']}", headers=Table.auth(body["gm_token"]))
    assert view.json() == {
        "id": body["id"],
        "system": "duel",
        "name": body["name"],
        "version": 1,
        "settings": {"forced_dice": "gm", "default_visibility": "public"},
        "ended": False,
        "players": [],
        "gm_online": False,
        "combat": None,
        "join_code": body["join_code"],
    }
    assert view.headers["ETag"] == '"1"'


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"system": "monopoly", "name": "x"}, "system"),
        ({"system": "duel"}, "name"),
        ({"system": "duel", "name": ""}, "name"),
        ({"system": "duel", "name": "x" * 201}, "name"),
        ({"system": 3, "name": "x"}, "system"),
        ({"name": "x"}, "system"),
    ],
)
async def test_bad_session_bodies_are_422_naming_the_field(
    client: httpx.AsyncClient, body: dict[str, object], field: str
) -> None:
    response = await client.post("/v1/sessions", json=body)
    assert response.status_code == 422
    assert response.json()["field"] == field


async def test_players_join_with_the_join_code(table: Table) -> None:
    view = (await table.get("", table.gm)).json()
    assert [player["name"] for player in view["players"]] == ["ann", "bo"]
    assert view["version"] == 3
    events = await table.events(table.gm)
    assert [event["type"] for event in events] == ["session_created", "player_joined", "player_joined"]
    assert [event["seq"] for event in events] == [1, 2, 3]
    joined = events[1]
    assert joined["actor"] == {"role": "player", "id": table.players["ann"][0], "name": "ann"}
    assert joined["at"].endswith("Z")


async def test_a_wrong_join_code_is_403_and_changes_nothing(table: Table) -> None:
    response = await table.http.post(f"/v1/sessions/{table.id}/players", json={"name": "eve", "join_code": "WRONG"})
    assert response.status_code == 403
    assert await table.version() == 3


async def test_checks_run_in_the_contract_order(table: Table, client: httpx.AsyncClient) -> None:
    other = (await client.post("/v1/sessions", json={"system": "duel", "name": "other"})).json()
    unknown = await client.get("/v1/sessions/nope")
    assert unknown.status_code == 404
    assert (await client.get("/v1/sessions/nope", headers=Table.auth(table.gm))).status_code == 404
    no_token = await client.get(f"/v1/sessions/{table.id}")
    assert no_token.status_code == 401
    assert no_token.headers["WWW-Authenticate"] == "Bearer"
    assert (await table.get("", "not-a-token")).status_code == 401
    assert (await table.get("", other["gm_token"])).status_code == 403
    # A player may not act as the GM.
    ann = table.players["ann"][1]
    assert (await table.post("/combat", ann, {"combatants": []})).status_code == 403


async def test_a_public_roll_is_logged_and_returned(table: Table) -> None:
    response = await table.post(
        "/rolls", table.gm, {"operation": "notation", "input": {"expression": "2d6+1", "dice": [3, 4]}}
    )
    assert response.status_code == 201
    body = response.json()
    assert set(body) == {"seq", "result", "receipt"}
    assert body["seq"] == 4
    assert body["result"] == {
        "expression": "2d6+1",
        "total": 8,
        "dice": [3, 4],
        "breakdown": "2d6 (3, 4) + 1 = 8",
        "comment": None,
    }
    event = (await table.events(table.players["bo"][1], after=3))[0]
    assert event["type"] == "roll"
    assert event["data"] == {
        "operation": "notation",
        "input": {"expression": "2d6+1", "dice": [3, 4]},
        "result": body["result"],
        "visibility": "public",
        "label": None,
        "receipt": body["receipt"],
    }


async def test_a_label_is_logged_with_the_roll_and_capped_at_200_characters(table: Table) -> None:
    roll = {"operation": "notation", "input": {"expression": "8d6"}, "label": "Fireball damage"}
    seq = (await table.post("/rolls", table.gm, roll)).json()["seq"]
    assert (await table.events(table.gm, after=seq - 1))[0]["data"]["label"] == "Fireball damage"
    too_long = await table.post("/rolls", table.gm, {**roll, "label": "x" * 201})
    assert too_long.status_code == 422
    assert too_long.json()["field"] == "label"
    assert await table.version() == seq


async def test_a_notation_comment_becomes_the_label_when_none_is_given(table: Table) -> None:
    commented = {"operation": "notation", "input": {"expression": "1d20+5 to hit " + "x" * 300}}
    seq = (await table.post("/rolls", table.gm, commented)).json()["seq"]
    assert (await table.events(table.gm, after=seq - 1))[0]["data"]["label"] == ("to hit " + "x" * 300)[:200]
    await table.post("/rolls", table.gm, {**commented, "label": "Sneak attack"})
    assert (await table.events(table.gm, after=seq))[0]["data"]["label"] == "Sneak attack"
    plain = await table.post("/rolls", table.gm, {"operation": "notation", "input": {"expression": "1d20"}})
    assert (await table.events(table.gm, after=plain.json()["seq"] - 1))[0]["data"]["label"] is None


async def test_roll_names_the_systems_own_roll_and_notation_is_generic(client: httpx.AsyncClient) -> None:
    created = (await client.post("/v1/sessions", json={"system": "terminus-alfa", "name": "T"})).json()
    gm = {"Authorization": f"Bearer {created['gm_token']}"}
    rolls = f"/v1/sessions/{created['id']}/rolls"
    own = await client.post(rolls, headers=gm, json={"operation": "roll", "input": {"dice": [3, 4]}})
    assert own.status_code == 201, own.text
    stateless = await client.post("/v1/systems/terminus-alfa/roll", json={"dice": [3, 4]})
    assert own.json()["result"] == stateless.json()
    notation = await client.post(rolls, headers=gm, json={"operation": "notation", "input": {"expression": "2d6"}})
    assert notation.status_code == 201
    assert set(notation.json()["result"]) >= {"expression", "total", "dice", "breakdown"}
    # "roll" is no longer notation: the expression is ignored (an unknown field) and the system rolls.
    old = await client.post(rolls, headers=gm, json={"operation": "roll", "input": {"expression": "2d6"}})
    assert old.status_code == 201
    assert "expression" not in old.json()["result"]


async def test_a_system_operation_can_be_rolled_at_the_table(table: Table) -> None:
    response = await table.post("/rolls", table.gm, {"operation": "d6", "input": {"dice": [5]}})
    assert response.status_code == 201
    assert response.json()["result"]["value"] == 5


@pytest.mark.parametrize(
    ("visibility", "seen_by_gm", "seen_by_roller", "seen_by_other"),
    [
        ("public", True, True, True),
        ("gm", True, True, False),
        ("blind", True, False, False),
        ("self", False, True, False),
    ],
)
async def test_roll_visibility_hides_what_each_may_not_see(
    table: Table, visibility: str, seen_by_gm: bool, seen_by_roller: bool, seen_by_other: bool
) -> None:
    ann, bo = table.players["ann"][1], table.players["bo"][1]
    roll = await table.post(
        "/rolls", ann, {"operation": "notation", "input": {"expression": "1d20"}, "visibility": visibility}
    )
    assert roll.status_code == 201
    assert (roll.json()["result"] is None) == (visibility == "blind")
    for token, seen in ((table.gm, seen_by_gm), (ann, seen_by_roller), (bo, seen_by_other)):
        event = (await table.events(token, after=3))[0]
        if seen:
            assert event["type"] == "roll"
        else:
            assert set(event) == {"seq", "type", "at"}
            assert event["type"] == "hidden"
            assert event["seq"] == 4


async def test_a_bad_roll_is_422_under_input_and_changes_nothing(table: Table) -> None:
    response = await table.post(
        "/rolls", table.gm, {"operation": "notation", "input": {"expression": "2d6", "dice": [1]}}
    )
    assert response.status_code == 422
    assert response.json()["field"] == "input.dice"
    assert response.json()["detail"] == "input.dice: needed more faces"
    unknown = await table.post("/rolls", table.gm, {"operation": "fireball", "input": {}})
    assert unknown.status_code == 404
    bad_visibility = await table.post("/rolls", table.gm, {"operation": "notation", "input": {}, "visibility": "all"})
    assert bad_visibility.status_code == 422
    assert bad_visibility.json()["field"] == "visibility"
    assert await table.version() == 3


async def test_events_page_by_after_and_limit(table: Table) -> None:
    for _ in range(5):
        await table.post("/rolls", table.gm, {"operation": "notation", "input": {"expression": "1d4"}})
    page = (await table.get("/events?after=2&limit=3", table.gm)).json()
    assert [event["seq"] for event in page["events"]] == [3, 4, 5]
    assert page["version"] == 8
    assert (await table.get("/events?after=-1", table.gm)).json()["field"] == "after"
    assert (await table.get("/events?limit=1001", table.gm)).status_code == 422
    assert (await table.get("/events?limit=0", table.gm)).status_code == 422
    assert (await table.get("/events?after=99", table.gm)).json()["events"] == []


@pytest.mark.parametrize("after", ["9223372036854775808", "9" * 4300, "9" * 5000, "%C2%B2", "%D9%A3", "1e3", "0x10"])
async def test_an_after_out_of_range_or_not_ascii_digits_is_422(table: Table, after: str) -> None:
    refused = await table.get(f"/events?after={after}", table.gm)
    assert refused.status_code == 422, refused.text
    assert refused.json()["field"] == "after"


async def test_the_largest_seq_is_a_valid_after(table: Table) -> None:
    page = await table.get("/events?after=9223372036854775807", table.gm)
    assert page.status_code == 200, page.text
    assert page.json()["events"] == []


async def test_an_idempotent_retry_returns_the_first_response_and_adds_no_event(table: Table) -> None:
    body = {"operation": "notation", "input": {"expression": "3d6"}}
    key = secrets.token_hex(8)
    first = await table.post("/rolls", table.gm, body, **{"Idempotency-Key": key})
    again = await table.post(
        "/rolls", table.gm, {"input": {"expression": "3d6"}, "operation": "notation"}, **{"Idempotency-Key": key}
    )
    assert first.status_code == again.status_code == 201
    assert again.json() == first.json()
    assert again.headers["Idempotent-Replayed"] == "true"
    assert "Idempotent-Replayed" not in first.headers
    assert await table.version() == 4
    changed = await table.post("/rolls", table.gm, {**body, "visibility": "gm"}, **{"Idempotency-Key": key})
    assert changed.status_code == 422
    assert changed.json()["field"] == "Idempotency-Key"
    # Keys are scoped to the caller's token: another member may use the same key.
    ann = table.players["ann"][1]
    assert (await table.post("/rolls", ann, body, **{"Idempotency-Key": key})).json()["seq"] == 5


async def test_session_creation_is_idempotent_on_the_key_alone(client: httpx.AsyncClient) -> None:
    body = {"system": "duel", "name": "once"}
    key = secrets.token_hex(11)
    first = await client.post("/v1/sessions", json=body, headers={"Idempotency-Key": key})
    again = await client.post("/v1/sessions", json=body, headers={"Idempotency-Key": key})
    assert again.json() == first.json()
    assert again.headers["Idempotent-Replayed"] == "true"
    too_long = await client.post("/v1/sessions", json=body, headers={"Idempotency-Key": "k" * 201})
    assert too_long.status_code == 422
    assert too_long.json()["field"] == "Idempotency-Key"


async def test_a_join_key_belongs_to_its_session(client: httpx.AsyncClient) -> None:
    """A join's key used on session A means nothing on session B: B gets a player of its own."""
    tables = [(await client.post("/v1/sessions", json={"system": "duel", "name": name})).json() for name in "AB"]
    key = "join-ulla-" + secrets.token_hex(8)
    joined = [
        await client.post(
            f"/v1/sessions/{table['id']}/players",
            json={"name": "Ulla", "join_code": table["join_code"]},
            headers={"Idempotency-Key": key},
        )
        for table in tables
    ]
    assert [response.status_code for response in joined] == [201, 201], joined[1].text
    assert "Idempotent-Replayed" not in joined[1].headers
    assert joined[1].json()["token"] != joined[0].json()["token"]
    for table in tables:
        log = await client.get(f"/v1/sessions/{table['id']}/events", headers=Table.auth(table["gm_token"]))
        assert [event["type"] for event in log.json()["events"]] == ["session_created", "player_joined"]


@pytest.mark.parametrize("route", ["/v1/sessions", "/v1/sessions/{sid}/players"])
async def test_a_guessable_key_is_refused_on_an_anonymous_route(table: Table, route: str) -> None:
    """Without a token the key alone guards the first response (a player's token): a short, guessable key
    such as `join-ulla` is 422 before anything is done, so no one can replay Ulla's join by guessing it."""
    body = {"system": "duel", "name": "t"} if route == "/v1/sessions" else {"name": "Ulla", "join_code": "X"}
    version = await table.version()
    for key in ("join-ulla", "k" * 21):
        refused = await table.http.post(route.format(sid=table.id), json=body, headers={"Idempotency-Key": key})
        assert refused.status_code == 422, refused.text
        assert refused.json()["field"] == "Idempotency-Key"
        assert "22" in refused.json()["detail"]
    assert await table.version() == version


async def test_a_bad_idempotency_key_is_refused_before_anything_else(table: Table) -> None:
    body = {"operation": "notation", "input": {"expression": "1d6"}}
    for key in ("", "k" * 201):
        for token in (table.gm, "not-a-token"):
            refused = await table.post("/rolls", token, body, **{"Idempotency-Key": key})
            assert refused.status_code == 422, refused.text
            assert refused.json()["field"] == "Idempotency-Key"
    assert await table.version() == 3  # created, and two players joined: nothing more


async def test_a_lower_case_bearer_scheme_is_accepted_and_another_scheme_is_not(table: Table) -> None:
    body = {"operation": "notation", "input": {"expression": "1d6"}}
    path = f"/v1/sessions/{table.id}/rolls"
    accepted = await table.http.post(path, json=body, headers={"Authorization": f"bearer {table.gm}"})
    assert accepted.status_code == 201, accepted.text
    basic = await table.http.post(path, json=body, headers={"Authorization": f"Basic {table.gm}"})
    assert basic.status_code == 401


async def test_if_match_refuses_a_stale_version(table: Table) -> None:
    body = {"operation": "notation", "input": {"expression": "1d6"}}
    stale = await table.post("/rolls", table.gm, body, **{"If-Match": '"2"'})
    assert stale.status_code == 412
    assert await table.version() == 3
    current = await table.post("/rolls", table.gm, body, **{"If-Match": '"3"'})
    assert current.status_code == 201
    assert (await table.post("/rolls", table.gm, body, **{"If-Match": "*"})).status_code == 201


async def test_a_body_that_is_not_json_changes_nothing(table: Table) -> None:
    response = await table.http.post(f"/v1/sessions/{table.id}/rolls", content=b"{nope", headers=Table.auth(table.gm))
    assert response.status_code == 400
    assert await table.version() == 3
