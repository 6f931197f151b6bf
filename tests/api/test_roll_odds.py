"""``POST /v1/rolls/odds`` and ``POST /v1/sessions/{sid}/rolls/odds`` over HTTP."""

from __future__ import annotations

from fractions import Fraction

import httpx
import pytest

pytestmark = pytest.mark.anyio


async def test_two_d6_has_the_familiar_distribution(stateless_client: httpx.AsyncClient) -> None:
    response = await stateless_client.post("/v1/rolls/odds", json={"expression": "2d6"})
    assert response.status_code == 200
    answer = response.json()
    assert [(o["total"], o["fraction"]) for o in answer["outcomes"]][:3] == [(2, "1/36"), (3, "1/18"), (4, "1/12")]
    assert sum(Fraction(o["fraction"]) for o in answer["outcomes"]) == 1
    assert (answer["mean"], answer["min"], answer["max"]) == (7.0, 2, 12)
    assert answer["stdev"] == pytest.approx((35 / 6) ** 0.5)
    assert answer["percentiles"]["50"] == 7
    assert answer["at_least"]["12"] == pytest.approx(1 / 36)


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"expression": "2d6", "dice": [3, 4, 5]}, "dice"),
        ({"expression": "2d6", "dice": [7]}, "dice"),
        ({"expression": "(2d6"}, "expression"),
        ({"expression": "30d20"}, "body"),
    ],
)
async def test_refusals_name_the_field(
    stateless_client: httpx.AsyncClient, body: dict[str, object], field: str
) -> None:
    response = await stateless_client.post("/v1/rolls/odds", json=body)
    assert response.status_code == 422
    assert response.json()["field"] == field


async def test_a_table_roll_odds_are_for_members_only_and_log_nothing(client: httpx.AsyncClient) -> None:
    created = (await client.post("/v1/sessions", json={"system": "fimbulvinter", "name": "odds"})).json()
    sid, gm = created["id"], {"Authorization": f"Bearer {created['gm_token']}"}
    body = {"operation": "check", "input": {"attribute": 1, "skill": 4, "difficulty": "challenging"}}
    assert (await client.post(f"/v1/sessions/{sid}/rolls/odds", json=body)).status_code == 401
    answer = await client.post(f"/v1/sessions/{sid}/rolls/odds", json=body, headers=gm)
    assert answer.status_code == 200
    assert answer.json()["operation"] == "check"
    notation = {"operation": "notation", "input": {"expression": "1d20+5"}}
    rolled = await client.post(f"/v1/sessions/{sid}/rolls/odds", json=notation, headers=gm)
    assert rolled.json()["mean"] == 15.5
    bad = await client.post(f"/v1/sessions/{sid}/rolls/odds", json={**body, "input": {"skill": 99}}, headers=gm)
    assert (bad.status_code, bad.json()["field"]) == (422, "input.skill")
    seen = {"operation": "notation", "input": {"expression": "2d20kh1", "dice": [15]}}
    after = (await client.post(f"/v1/sessions/{sid}/rolls/odds", json=seen, headers=gm)).json()
    assert (after["min"], after["max"], after["outcomes"][0]) == (15, 20, {**after["outcomes"][0], "fraction": "3/4"})
    extra = {"operation": "notation", "input": {"expression": "2d20kh1", "dice": [15, 2, 3]}}
    too_many = await client.post(f"/v1/sessions/{sid}/rolls/odds", json=extra, headers=gm)
    assert (too_many.status_code, too_many.json()["field"]) == (422, "input.dice")
    session = (await client.get(f"/v1/sessions/{sid}", headers=gm)).json()
    assert session["version"] == created["version"]
