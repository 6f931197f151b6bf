"""``POST /v1/systems/{id}/{operation}/odds`` over HTTP: the answer's shape and every refusal."""

from __future__ import annotations

from fractions import Fraction

import httpx
import pytest

pytestmark = pytest.mark.anyio


async def test_a_check_answers_each_outcome_with_its_exact_probability(stateless_client: httpx.AsyncClient) -> None:
    body = {"attribute": 1, "skill": 4, "difficulty": "challenging"}
    response = await stateless_client.post("/v1/systems/fimbulvinter/check/odds", json=body)
    assert response.status_code == 200
    answer = response.json()
    assert (answer["system"], answer["operation"]) == ("fimbulvinter", "check")
    succeeded = {chance["value"]: chance for chance in answer["outcomes"]["succeeded"]}
    assert succeeded[False]["fraction"] == "2/5"
    assert succeeded[True]["probability"] == pytest.approx(0.6)
    assert answer["tail_fraction"] == "1/10000000"
    assert "dice" not in answer["outcomes"]
    assert "breakdown" not in answer["outcomes"]
    for chances in answer["outcomes"].values():
        assert sum(Fraction(chance["fraction"]) for chance in chances) + Fraction(answer["tail_fraction"]) == 1


@pytest.mark.parametrize(
    ("path", "body", "status", "field"),
    [
        ("/v1/systems/fimbulvinter/check/odds", {"skill": 4, "difficulty": "hard", "dice": [3]}, 422, "dice"),
        ("/v1/systems/fimbulvinter/check/odds", {"skill": 99, "difficulty": "hard"}, 422, "skill"),
        ("/v1/systems/i-rikets-tjanst/roll_dice/odds", {"count": 12}, 422, "body"),
        ("/v1/systems/fimbulvinter/nope/odds", {}, 404, None),
        ("/v1/systems/nope/check/odds", {}, 404, None),
        ("/v1/systems/ars-magica/encumbrance/odds", {}, 404, None),
    ],
)
async def test_refusals_are_problem_documents(
    stateless_client: httpx.AsyncClient, path: str, body: dict[str, object], status: int, field: str | None
) -> None:
    response = await stateless_client.post(path, json=body)
    assert response.status_code == status
    assert response.headers["content-type"] == "application/problem+json"
    assert response.json().get("field") == field
