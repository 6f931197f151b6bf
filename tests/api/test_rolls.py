"""``POST /v1/rolls``: generic notation over HTTP, and every bad input as a problem document."""

from __future__ import annotations

import time

import httpx
import pytest

pytestmark = pytest.mark.anyio


async def test_keep_highest_three_plus_two_with_forced_dice(stateless_client: httpx.AsyncClient) -> None:
    response = await stateless_client.post("/v1/rolls", json={"expression": "4d6kh3+2", "dice": [3, 5, 1, 6]})
    assert response.status_code == 200
    assert response.json() == {
        "expression": "4d6kh3+2",
        "total": 16,
        "dice": [3, 5, 1, 6],
        "breakdown": "4d6kh3 (3, 5, ~~1~~, 6) + 2 = 16",
        "comment": None,
    }


async def test_text_after_the_expression_comes_back_as_its_comment(stateless_client: httpx.AsyncClient) -> None:
    response = await stateless_client.post("/v1/rolls", json={"expression": "1d20+5 to hit", "dice": [12]})
    assert response.json() == {
        "expression": "1d20+5 to hit",
        "total": 17,
        "dice": [12],
        "breakdown": "1d20 (12) + 5 = 17",
        "comment": "to hit",
    }


async def test_a_random_roll_reports_its_faces(stateless_client: httpx.AsyncClient) -> None:
    body = (await stateless_client.post("/v1/rolls", json={"expression": "3d6"})).json()
    assert len(body["dice"]) == 3
    assert body["total"] == sum(body["dice"])


@pytest.mark.parametrize(
    ("body", "field", "detail_start"),
    [
        ({"expression": "2d6", "dice": [3]}, "dice", "dice: needed more faces"),
        ({"expression": "2d6", "dice": [3, 4, 5]}, "dice", "dice: faces left over"),
        ({"expression": "2d6", "dice": [3, 7]}, "dice", "dice: face 7"),
        ({"expression": "2d6", "dice": "3,4"}, "dice", "dice:"),
        ({"expression": "2d6", "dice": [3, True]}, "dice", "dice:"),
        ({"expression": "2d6", "dice": [3, 4.0]}, "dice", "dice:"),
        ({"expression": "2d6kx"}, "expression", "expression: 'k' needs h, l, <, > or a number after it"),
        ({"expression": "4d"}, "expression", "expression: a die needs a size after 'd' (position 2)"),
        ({"expression": "99999999d99999999"}, "expression", "expression: die size"),
        ({"expression": "1d6e1", "dice": [1] * 1000}, "expression", "expression: more than 1000 dice"),
        ({"expression": 42}, "expression", "expression: must be a string"),
        ({"expression": None}, "expression", "expression: required"),
        ({}, "expression", "expression: required"),
    ],
)
async def test_bad_input_is_a_422_naming_the_field(
    stateless_client: httpx.AsyncClient, body: dict[str, object], field: str, detail_start: str
) -> None:
    response = await stateless_client.post("/v1/rolls", json=body)
    assert response.status_code == 422
    assert response.headers["content-type"] == "application/problem+json"
    problem = response.json()
    assert problem["type"] == "about:blank"
    assert problem["title"] == "Unprocessable Content"
    assert problem["status"] == 422
    assert problem["field"] == field
    assert problem["detail"].startswith(detail_start)
    assert problem["errors"][0]["loc"][0] == "body"


@pytest.mark.parametrize(
    "expression",
    [
        "99999999d99999999",
        "+".join(["1"] * 20_000),
        "(" * 5000 + "1" + ")" * 5000,
        "1d6" * 400,
        "d" * 999,
    ],
)
async def test_hostile_expressions_fail_fast(stateless_client: httpx.AsyncClient, expression: str) -> None:
    started = time.perf_counter()
    response = await stateless_client.post("/v1/rolls", json={"expression": expression})
    assert response.status_code == 422
    assert response.json()["field"] == "expression"
    # Generous: a hang or a quadratic blow-up would take seconds, not this.
    assert time.perf_counter() - started < 2
