"""``POST /v1/systems/{id}/{operation}/odds`` over HTTP: the answer's shape and every refusal."""

from __future__ import annotations

from fractions import Fraction

import httpx
import pytest

from app.rules import SYSTEMS

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


async def test_a_combat_step_answers_each_combatants_fields_by_id(stateless_client: httpx.AsyncClient) -> None:
    from app.rules import SYSTEMS

    example = SYSTEMS["terminus-alfa"].operations["combat_opponent_attacks"].examples[0]
    body = {key: value for key, value in example.input.items() if key != "dice"}
    response = await stateless_client.post("/v1/systems/terminus-alfa/combat_opponent_attacks/odds", json=body)
    assert response.status_code == 200
    outcomes = response.json()["outcomes"]
    endurance, fumble = (
        {chance["value"]: Fraction(chance["fraction"]) for chance in outcomes[path]}
        for path in ("state.characters[kira].endurance", "gm_roll.fumble")
    )
    assert sum(endurance.values()) == 1
    assert endurance[40] == fumble[True] == Fraction(1, 36)  # only a fumble leaves kira untouched
    assert max(endurance) == 40
    assert not any(path.startswith("events") for path in outcomes)  # entries without an id: left out


@pytest.mark.parametrize(
    ("path", "body", "status", "field"),
    [
        ("/v1/systems/fimbulvinter/check/odds", {"skill": 4, "difficulty": "hard", "dice": [3, 3]}, 422, "dice"),
        ("/v1/systems/fimbulvinter/check/odds", {"skill": 4, "difficulty": "hard", "dice": [10]}, 422, "dice"),
        ("/v1/systems/fimbulvinter/check/odds", {"skill": 4, "difficulty": "hard", "dice": "3"}, 422, "dice"),
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


async def test_with_the_gm_roll_seen_a_player_gets_the_odds_of_averting(stateless_client: httpx.AsyncClient) -> None:
    """Terminus Alfa's worked avert: the GM's double fours fire vagt's effect 1, kira declares an averting
    ability roll, which only that GM roll makes valid. Of her 36 pairs 14 avert outright, 21 fail, and
    double sixes (a terminus roll) avert whatever pair follows: 15/36."""
    example = next(
        example
        for example in SYSTEMS["terminus-alfa"].operations["combat_opponent_attacks"].examples
        if "averted" in example.title
    )
    body = {**example.input, "dice": example.input["dice"][:2]}
    assert body["dice"] == [4, 4]
    response = await stateless_client.post("/v1/systems/terminus-alfa/combat_opponent_attacks/odds", json=body)
    assert response.status_code == 200
    outcome = {chance["value"]: chance["fraction"] for chance in response.json()["outcomes"]["effects[0].outcome"]}
    assert outcome == {"applied": "7/12", "averted": "5/12"}
    unseen = {key: value for key, value in example.input.items() if key != "dice"}
    refused = await stateless_client.post("/v1/systems/terminus-alfa/combat_opponent_attacks/odds", json=unseen)
    assert refused.status_code == 422  # before the GM roll the avert names no triggered effect
    assert refused.json()["field"] == "declarations.ability_averts[0].slot"
