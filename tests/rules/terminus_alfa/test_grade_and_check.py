"""``grade`` (FASTGRAD / MESTERGRAD / UMULIGT) and ``check`` (RUL:EVNE against a grade)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.rules.terminus_alfa.helpers import refused, run


def test_a_fixed_grade_uses_no_dice() -> None:
    result = run("grade", {"grade": {"fixed": 10}})
    assert result == {
        "kind": "fixed",
        "value": 10,
        "roll": None,
        "impossible": False,
        "dice": [],
        "breakdown": "fixed 10",
    }


def test_an_impossible_grade_has_no_value_and_no_level_keys() -> None:
    result = run("grade", {"grade": {"level": "impossible"}, "dice": []})
    assert {k: v for k, v in result.items() if k != "breakdown"} == {
        "kind": "impossible",
        "value": None,
        "roll": None,
        "impossible": True,
        "dice": [],
    }


@pytest.mark.parametrize(
    ("level", "bonus"),
    [
        ("easy", 0),
        ("normal", 5),
        ("difficult", 10),
        ("hard", 15),
        ("very_hard", 20),
        ("unreasonable", 25),
        ("epic", 30),
    ],
)
def test_a_master_grade_is_the_gm_roll_plus_the_ladder_bonus(level: str, bonus: int) -> None:
    result = run("grade", {"grade": {"level": level}, "dice": [2, 3]})
    assert (result["kind"], result["level"], result["bonus"], result["value"]) == (
        "master",
        level,
        bonus,
        5 + bonus,
    )
    assert result["roll"]["modifier"] == bonus


def test_a_gm_double_one_gives_grade_zero_and_a_gm_double_six_explodes() -> None:
    assert run("grade", {"grade": {"level": "epic"}, "dice": [1, 1]})["value"] == 0
    exploded = run("grade", {"grade": {"level": "easy"}, "dice": [6, 6, 4, 2]})
    assert exploded["value"] == 18
    assert exploded["roll"]["terminus_rerolls"] == 1


@pytest.mark.parametrize(
    ("grade", "field"),
    [
        (None, "grade"),
        ("hard", "grade"),
        ({}, "grade"),
        ({"fixed": 10, "level": "hard"}, "grade"),
        ({"fixed": 5000, "level": "nope"}, "grade"),
        ({"level": "nope"}, "grade.level"),
        ({"level": 3}, "grade.level"),
        ({"fixed": 1001}, "grade.fixed"),
        ({"fixed": -1}, "grade.fixed"),
        ({"fixed": True}, "grade.fixed"),
        ({"fixed": 20.0}, "grade.fixed"),
    ],
)
def test_grade_errors_in_the_spec_order(grade: Any, field: str) -> None:
    body = {} if grade is None else {"grade": grade}
    assert refused("grade", body).field == field
    assert refused("check", {"ability": 5, **body}).field == field


def test_faces_for_a_grade_that_does_not_roll_are_left_over() -> None:
    assert refused("grade", {"grade": {"fixed": 10}, "dice": [1, 2]}).detail == "dice: faces left over"


def test_reaching_the_grade_exactly_succeeds() -> None:
    result = run("check", {"ability": 12, "grade": {"fixed": 20}, "dice": [4, 4]})
    assert (result["success"], result["margin"], result["allowed"]) == (True, 0, True)
    assert run("check", {"ability": 11, "grade": {"fixed": 20}, "dice": [4, 4]})["success"] is False


def test_the_modifier_adds_to_the_ability() -> None:
    result = run("check", {"ability": 10, "modifier": 5, "grade": {"fixed": 20}, "dice": [3, 2]})
    assert (result["roll"]["modifier"], result["roll"]["total"], result["success"]) == (15, 20, True)


def test_a_fumbled_check_fails_even_against_grade_zero() -> None:
    result = run("check", {"ability": 50, "grade": {"fixed": 0}, "dice": [1, 1]})
    assert (result["roll"]["total"], result["success"], result["margin"]) == (0, False, 0)


def test_without_fumble_zeroes_a_fumbled_check_counts_its_total() -> None:
    body = {"ability": 18, "grade": {"fixed": 20}, "dice": [1, 1], "rules": {"fumble_zeroes": False}}
    assert run("check", body)["success"] is True


def test_the_character_rolls_before_the_gm_and_both_rolls_explode() -> None:
    result = run("check", {"ability": 3, "grade": {"level": "normal"}, "dice": [6, 6, 2, 1, 6, 6, 3, 4]})
    assert result["roll"]["pairs"] == [[6, 6], [2, 1]]
    assert result["grade"]["roll"]["pairs"] == [[6, 6], [3, 4]]
    assert (result["roll"]["total"], result["grade"]["value"], result["margin"]) == (18, 24, -6)
    assert result["grade"] == {**result["grade"], "kind": "master", "level": "normal", "bonus": 5}


def test_an_impossible_check_allows_no_roll() -> None:
    result = run("check", {"ability": 1000, "grade": {"level": "impossible"}})
    assert {k: v for k, v in result.items() if k != "breakdown"} == {
        "allowed": False,
        "roll": None,
        "grade": {"kind": "impossible", "value": None, "roll": None},
        "success": False,
        "margin": None,
        "dice": [],
    }
    assert refused("check", {"ability": 1, "grade": {"level": "impossible"}, "dice": [3, 4]}).detail == (
        "dice: faces left over"
    )


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"grade": {"fixed": 1}}, "ability"),
        ({"ability": None, "grade": {"fixed": 1}}, "ability"),
        ({"ability": "5", "grade": {"fixed": 1}}, "ability"),
        ({"ability": 1001, "grade": {"fixed": 1}}, "ability"),
        ({"ability": -101, "grade": {"fixed": 1}}, "ability"),
        ({"ability": 1, "modifier": 1.5, "grade": {"fixed": 1}}, "modifier"),
        ({"ability": "x", "grade": {"level": "nope"}}, "ability"),
        ({"ability": 1, "grade": {"level": "nope"}, "rules": {"x": 1}}, "grade.level"),
        ({"ability": 1, "grade": {"fixed": 1}, "rules": {"x": 1}, "dice": [9]}, "rules.x"),
    ],
)
def test_check_errors_in_the_spec_order(body: dict[str, Any], field: str) -> None:
    assert refused("check", body).field == field
