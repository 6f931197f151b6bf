"""The roll core and basic resolution: roll, check, opposed, contest, compound (§2, §5)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules import InputError
from app.rules.dice.source import ForcedDice
from app.rules.fimbulvinter.dice import TenRoll
from app.rules.fimbulvinter.models.common import FvRollSpec
from tests.rules.fimbulvinter.helpers import rejected, run

OUTCOMES = {"zeroed", "failure", "success_with_complication", "success"}


def test_explosions_chain_while_nines_come() -> None:
    result = run("roll", {"skill": 1, "dice": [9, 9, 9, 2]})
    assert result["explosions"] == [9, 9, 2]
    assert result["die_result"] == 29
    assert result["total"] == 30


def test_simple_roll_neither_explodes_nor_zeroes() -> None:
    assert run("roll", {"open_ended": False, "dice": [9]})["explosions"] == []
    assert run("roll", {"open_ended": False, "dice": [0]})["first_die_zero"] is False


def test_zero_reads_as_zero_and_marks_the_first_die() -> None:
    result = run("roll", {"attribute": 1, "dice": [0]})
    assert (result["kept"], result["total"], result["first_die_zero"]) == (0, 1, True)


def test_a_zero_among_the_explosions_has_no_effect() -> None:
    assert run("roll", {"dice": [9, 0]})["first_die_zero"] is False


def test_pushed_roll_explodes_on_the_kept_nine_only() -> None:
    result = run("roll", {"pushes": 2, "dice": [9, 3, 1, 4]})
    assert result["pool"] == [9, 3, 1]
    assert result["explosions"] == [4]
    assert result["pushes_applied"] == 2


def test_block_beats_push() -> None:
    result = run("roll", {"pushes": 3, "blocks": 1, "dice": [7, 2]})
    assert (result["kept"], result["pushes_applied"], result["blocks_applied"]) == (2, 0, 1)


def test_missing_subdiscipline_adds_a_block() -> None:
    result = run("roll", {"missing_subdiscipline": True, "dice": [8, 3]})
    assert (result["kept"], result["blocks_applied"]) == (3, 1)


def test_activated_traits_add_three_each() -> None:
    assert run("roll", {"activated_traits": ["Envis", "Driven"], "dice": [1]})["total"] == 7


def test_roll_output_has_exactly_the_spec_keys() -> None:
    assert set(run("roll", {"dice": [4]})) == {
        "pool",
        "kept",
        "explosions",
        "pushes_applied",
        "blocks_applied",
        "first_die_zero",
        "die_result",
        "total",
        "dice",
        "breakdown",
    }


@pytest.mark.parametrize(
    ("body", "field", "detail"),
    [
        ({"attribute": 5}, "attribute", "attribute: must be an integer in -4..4"),
        ({"attribute": True}, "attribute", "attribute: must be an integer in -4..4"),
        ({"attribute": 2.0}, "attribute", "attribute: must be an integer in -4..4"),
        ({"skill": 21}, "skill", "skill: must be an integer in 0..20"),
        ({"modifiers": -51}, "modifiers", "modifiers: must be an integer in -50..50"),
        (
            {"activated_traits": ["a", "a"]},
            "activated_traits",
            "activated_traits: must be a list of distinct non-empty strings",
        ),
        ({"activated_traits": [""]}, "activated_traits", None),
        ({"activated_traits": "Envis"}, "activated_traits", None),
        ({"open_ended": 1}, "open_ended", "open_ended: must be a boolean"),
        ({"pushes": 11}, "pushes", None),
        ({"blocks": -1}, "blocks", None),
        ({"missing_subdiscipline": "yes"}, "missing_subdiscipline", None),
        ({"dice": "9"}, "dice", None),
        ({"dice": [10]}, "dice", "dice: face outside 0..9"),
        ({"dice": [-1]}, "dice", "dice: face outside 0..9"),
        ({"dice": [1.0]}, "dice", "dice: face outside 0..9"),
        ({"dice": [True]}, "dice", "dice: face outside 0..9"),
        ({"pushes": 1, "dice": [3]}, "dice", "dice: needed more faces"),
        ({"dice": [3, 4]}, "dice", "dice: faces left over"),
        ([1, 2], "body", None),
    ],
)
def test_roll_errors(body: Any, field: str, detail: str | None) -> None:
    got_field, got_detail = rejected("roll", body)
    assert got_field == field
    if detail is not None:
        assert got_detail == detail


def test_roll_spec_fields_are_checked_in_table_order() -> None:
    assert rejected("roll", {"blocks": 99, "attribute": 9, "skill": 99})[0] == "attribute"
    assert rejected("roll", {"blocks": 99, "open_ended": "no"})[0] == "open_ended"


def test_dice_checks_come_after_every_other_check() -> None:
    assert rejected("check", {"difficulty": "impossible", "dice": [42]})[0] == "difficulty"


def test_dice_faults_are_reported_in_order() -> None:
    assert rejected("roll", {"dice": [11, 1.5]})[1] == "dice: face outside 0..9"
    assert rejected("roll", {"pushes": 2, "dice": [1]})[1] == "dice: needed more faces"


def test_null_is_an_absent_field() -> None:
    assert run("roll", {"attribute": None, "dice": [5]})["total"] == 5


def test_unknown_fields_are_ignored() -> None:
    assert run("roll", {"colour": "red", "dice": [5]})["total"] == 5


@pytest.mark.parametrize(
    ("face", "static", "difficulty", "outcome", "complication"),
    [
        (0, 2, 12, "zeroed", True),
        (0, 9, 9, "failure", False),
        (0, 12, 9, "failure", False),
        (3, 2, 9, "failure", False),
        (4, 5, 9, "success_with_complication", True),
        (5, 5, 9, "success", False),
    ],
)
def test_check_outcomes(face: int, static: int, difficulty: int, outcome: str, complication: bool) -> None:
    result = run("check", {"skill": static, "difficulty": difficulty, "dice": [face]})
    assert result["outcome"] == outcome
    assert result["complication"] is complication
    assert result["succeeded"] is (outcome in ("success", "success_with_complication"))
    assert result["margin"] == face + static - difficulty


@pytest.mark.parametrize(("name", "value"), [("very_easy", 3), ("easy", 6), ("hard", 12), ("very_hard", 15)])
def test_difficulty_ladder(name: str, value: int) -> None:
    assert run("check", {"difficulty": name, "dice": [1]})["difficulty"] == value


def test_check_defaults_to_challenging() -> None:
    assert run("check", {"dice": [1]})["difficulty"] == 9


@pytest.mark.parametrize("difficulty", [100, -1, True, 9.0, "impossible", [9]])
def test_bad_difficulty(difficulty: object) -> None:
    assert rejected("check", {"difficulty": difficulty, "dice": [1]})[0] == "difficulty"


def test_opposed_tie_goes_to_the_initiator() -> None:
    result = run("opposed", {"initiator": {"skill": 3}, "resister": {"skill": 3}, "dice": [4, 4]})
    assert result["winner"] == "initiator"
    assert result["initiator_outcome"] == "success_with_complication"


def test_opposed_initiator_with_first_zero_loses_even_when_higher() -> None:
    result = run("opposed", {"initiator": {"skill": 10}, "resister": {"skill": 0}, "dice": [0, 1]})
    assert result["winner"] == "resister"
    assert result["initiator_outcome"] == "failure"
    assert result["initiator_zeroed"] is False


def test_opposed_initiator_zeroed_when_lower() -> None:
    result = run("opposed", {"initiator": {"skill": 1}, "resister": {"skill": 4}, "dice": [0, 2]})
    assert (result["winner"], result["initiator_zeroed"]) == ("resister", True)


def test_resister_zero_only_counts_when_strictly_lower() -> None:
    result = run("opposed", {"initiator": {"skill": 2}, "resister": {"skill": 4}, "dice": [2, 0]})
    assert result["winner"] == "initiator"
    assert result["resister_zeroed"] is False


def test_opposed_errors_name_the_side() -> None:
    assert rejected("opposed", {"initiator": {"skill": 30}})[0] == "initiator.skill"
    assert rejected("opposed", {"resister": "strong"})[0] == "resister"


def test_contest_ranks_a_non_zero_first_die_above_any_total() -> None:
    body = {"contestants": [{"id": "a", "skill": 20}, {"id": "b", "skill": 0}], "dice": [0, 1]}
    assert run("contest", body)["winner"] == "b"


def test_contest_rerolls_zeroed_ties() -> None:
    body = {"contestants": [{"id": "a"}, {"id": "b"}], "dice": [0, 0, 3, 2]}
    result = run("contest", body)
    assert result["winner"] == "a"
    assert len(result["rounds"]) == 2


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"contestants": [{"id": "a"}]}, "contestants"),
        ({"contestants": "ab"}, "contestants"),
        ({"contestants": [{"id": "a"}, "b"]}, "contestants[1]"),
        ({"contestants": [{"id": "a"}, {"skill": 1}]}, "contestants[1].id"),
        ({"contestants": [{"id": "a"}, {"id": ""}]}, "contestants[1].id"),
        ({"contestants": [{"id": "a"}, {"id": "a"}]}, "contestants[1].id"),
        ({"contestants": [{"id": "a"}, {"id": "b", "skill": -2}]}, "contestants[1].skill"),
    ],
)
def test_contest_errors(body: dict[str, Any], field: str) -> None:
    assert rejected("contest", body)[0] == field


@pytest.mark.parametrize(
    ("steps", "successes", "quality"),
    [
        (3, 0, "substandard"),
        (3, 3, "superb"),
        (4, 1, "low"),
        (4, 2, "marginal"),
        (5, 1, "substandard"),
        (5, 2, "low"),
        (5, 4, "good"),
        (5, 5, "superb"),
    ],
)
def test_compound_quality_table(steps: int, successes: int, quality: str) -> None:
    dice = [9 if index < successes else 1 for index in range(steps)]
    dice = [face for value in dice for face in ([9, 0] if value == 9 else [value])]
    result = run("compound", {"steps": [{"skill": 0}] * steps, "difficulty": 9, "dice": dice})
    assert (result["successes"], result["quality"]) == (successes, quality)
    assert result["succeeded"] is (quality in ("marginal", "good", "superb"))


def test_compound_step_difficulty_overrides_the_default() -> None:
    body = {"steps": [{"difficulty": "easy"}, {}, {"difficulty": 2}], "difficulty": "hard", "dice": [6, 6, 6]}
    assert [step["difficulty"] for step in run("compound", body)["steps"]] == [6, 12, 2]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"steps": [{}, {}]}, "steps"),
        ({"steps": [{}] * 6}, "steps"),
        ({"steps": [{}, {}, {"difficulty": 100}], "difficulty": "nope"}, "difficulty"),
        ({"steps": [{}, 3, {}]}, "steps[1]"),
        ({"steps": [{}, {"skill": 99}, {}]}, "steps[1].skill"),
        ({"steps": [{}, {"difficulty": "x"}, {}]}, "steps[1].difficulty"),
        ({"steps": [{"difficulty": "x"}, {"skill": 99}, {}]}, "steps[0].difficulty"),
    ],
)
def test_compound_errors(body: dict[str, Any], field: str) -> None:
    assert rejected("compound", body)[0] == field


specs = st.fixed_dictionaries(
    {},
    optional={
        "attribute": st.integers(-4, 4),
        "skill": st.integers(0, 20),
        "modifiers": st.integers(-50, 50),
        "pushes": st.integers(0, 3),
        "blocks": st.integers(0, 3),
        "open_ended": st.booleans(),
    },
)
faces = st.lists(st.integers(0, 9), min_size=12, max_size=12)


def _forced(body: dict[str, Any], pool: list[int]) -> dict[str, Any] | None:
    """The body with just enough of ``pool`` as forced dice, or None when the pool is too short."""
    for count in range(len(pool) + 1):
        try:
            run("roll", body | {"dice": pool[:count]})
        except InputError as error:
            if error.detail == "dice: needed more faces":
                continue
            raise
        return body | {"dice": pool[:count]}
    return None


@settings(deadline=None, max_examples=60)
@given(spec=specs, pool=faces)
def test_same_input_and_dice_give_the_same_result(spec: dict[str, Any], pool: list[int]) -> None:
    body = _forced(spec, pool)
    if body is not None:
        assert run("roll", body) == run("roll", body)
        assert run("roll", body)["dice"] == body["dice"]


@settings(deadline=None, max_examples=60)
@given(spec=specs, pool=faces, extra=st.integers(1, 5))
def test_higher_skill_is_never_worse(spec: dict[str, Any], pool: list[int], extra: int) -> None:
    body = _forced(spec, pool)
    if body is not None and body.get("skill", 0) + extra <= 20:
        better = body | {"skill": body.get("skill", 0) + extra}
        assert run("roll", better)["total"] == run("roll", body)["total"] + extra


@settings(deadline=None, max_examples=60)
@given(spec=specs, difficulty=st.integers(0, 99))
def test_random_checks_give_allowed_outcomes(spec: dict[str, Any], difficulty: int) -> None:
    result = run("check", spec | {"difficulty": difficulty})
    assert result["outcome"] in OUTCOMES
    assert all(0 <= face <= 9 for face in result["dice"])
    assert result["dice"] == result["pool"] + result["explosions"]


def test_what_a_rule_works_out_from_a_model_is_made_once() -> None:
    made: list[int] = []

    def skill(spec: FvRollSpec) -> int:
        made.append(spec.skill)
        return spec.skill

    spec = FvRollSpec.model_validate({"skill": 3})
    assert spec.once(skill) == spec.once(skill) == 3
    assert made == [3]
    assert spec == FvRollSpec.model_validate({"skill": 3})  # what it keeps is no field of the model
    assert spec.model_dump() == FvRollSpec.model_validate({"skill": 3}).model_dump()


def test_a_roll_result_shows_one_json_made_once() -> None:
    result = TenRoll(2, 0, 0, True).roll(ForcedDice([4]))
    assert result.as_json() is result.as_json()
    assert run("roll", {"attribute": 2, "dice": [4]}) == {
        key: value for key, value in result.as_json().items() if key != "gamble"
    } | {"dice": [4], "breakdown": result.describe()}
