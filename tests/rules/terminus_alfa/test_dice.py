"""The roll procedure RUL and the forced-dice contract (through ``roll``)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.rules.terminus_alfa.helpers import refused, run


def rolled(dice: list[int], modifier: int = 0, **rules: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"modifier": modifier, "dice": dice}
    if rules:
        body["rules"] = rules
    return run("roll", body)


def test_a_plain_roll_sums_two_dice_and_the_modifier() -> None:
    result = rolled([2, 5], -3)
    assert (result["dice_total"], result["total"], result["is_double"], result["double_face"]) == (
        7,
        4,
        False,
        None,
    )
    assert result["pairs"] == [[2, 5]]
    assert result["terminus_rerolls"] == 0


@pytest.mark.parametrize("face", [2, 3, 4, 5])
def test_any_double_but_ones_and_sixes_is_only_an_effect_roll(face: int) -> None:
    result = rolled([face, face])
    assert (result["effect_roll"], result["terminus_roll"], result["fumble"]) == (True, False, False)
    assert result["double_face"] == face


def test_double_six_is_an_effect_and_terminus_roll_that_explodes_until_no_longer_double_six() -> None:
    result = rolled([6, 6, 6, 6, 6, 6, 2, 3], 1)
    assert result["pairs"] == [[6, 6], [6, 6], [6, 6], [2, 3]]
    assert result["terminus_rerolls"] == 3
    assert (result["dice_total"], result["total"]) == (41, 42)
    assert result["effect_roll"]
    assert result["terminus_roll"]


def test_only_the_first_pair_sets_the_flags() -> None:
    result = rolled([6, 6, 1, 1])
    assert result["pairs"] == [[6, 6], [1, 1]]
    assert not result["fumble"]
    assert result["total"] == 14


def test_an_extra_pair_of_other_doubles_stops_the_chain() -> None:
    result = rolled([6, 6, 5, 5])
    assert result["terminus_rerolls"] == 1


def test_the_chain_stops_at_terminus_max_chain() -> None:
    result = rolled([6, 6, 6, 6, 6, 6], terminus_max_chain=2)
    assert result["terminus_rerolls"] == 2
    assert result["dice_total"] == 36
    assert refused("roll", {"dice": [6, 6, 6, 6, 6, 6, 1, 2], "rules": {"terminus_max_chain": 2}}).detail == (
        "dice: faces left over"
    )


def test_a_zero_chain_cap_or_no_explosion_takes_no_extra_pair() -> None:
    assert rolled([6, 6], terminus_max_chain=0)["pairs"] == [[6, 6]]
    result = rolled([6, 6], 2, terminus_explodes=False)
    assert (result["terminus_roll"], result["total"], result["terminus_rerolls"]) == (True, 14, 0)


def test_a_fumble_zeroes_the_total() -> None:
    result = rolled([1, 1], 12)
    assert (result["fumble"], result["effect_roll"], result["terminus_roll"]) == (True, False, False)
    assert (result["dice_total"], result["modifier"], result["total"]) == (2, 12, 0)


def test_without_fumble_zeroes_a_fumble_is_only_flagged() -> None:
    result = rolled([1, 1], 12, fumble_zeroes=False)
    assert result["fumble"]
    assert result["total"] == 14


def test_rules_change_which_doubles_count() -> None:
    result = rolled([3, 3], effect_faces=[6], terminus_faces=[3], fumble_faces=[2], terminus_explodes=False)
    assert (result["effect_roll"], result["terminus_roll"], result["fumble"]) == (False, True, False)
    assert rolled([2, 2], fumble_faces=[2])["total"] == 0


def test_a_larger_die_takes_larger_faces_and_its_top_face_is_the_terminus() -> None:
    result = rolled([10, 10, 9, 3], die_sides=10)
    assert result["terminus_roll"]
    assert result["dice_total"] == 32
    assert refused("roll", {"dice": [7, 2], "rules": {"die_sides": 6}}).detail == "dice: face out of range"


def test_the_breakdown_shows_pairs_totals_and_tags() -> None:
    assert rolled([6, 6, 5, 5], 4)["breakdown"] == "[6,6]+[5,5]=22+4->26 (terminus,effect)"
    assert rolled([1, 1])["breakdown"] == "[1,1]=2+0->0 (fumble)"
    assert rolled([1, 2], -3)["breakdown"] == "[1,2]=3-3->0"


@pytest.mark.parametrize(
    ("dice", "detail"),
    [
        ([0, 3], "dice: face out of range"),
        ([7, 3], "dice: face out of range"),
        ([3, 2.0], "dice: face out of range"),
        ([3, True], "dice: face out of range"),
        ([3], "dice: needed more faces"),
        ([6, 6], "dice: needed more faces"),
        ([], "dice: needed more faces"),
        ([3, 4, 5], "dice: faces left over"),
        ([3, 4, 9], "dice: face out of range"),
        ("34", "dice: must be a list of integer faces"),
    ],
)
def test_forced_dice_errors(dice: Any, detail: str) -> None:
    error = refused("roll", {"dice": dice})
    assert (error.field, error.detail) == ("dice", detail)


def test_random_rolls_report_the_faces_they_used() -> None:
    for _ in range(200):
        result = run("roll", {})
        assert len(result["dice"]) == 2 * len(result["pairs"])
        assert all(1 <= face <= 6 for face in result["dice"])
        assert result["dice"][:2] == result["pairs"][0]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"modifier": 1001}, "modifier"),
        ({"modifier": -1001}, "modifier"),
        ({"modifier": True}, "modifier"),
        ({"modifier": 2.0}, "modifier"),
        ({"modifier": "3"}, "modifier"),
    ],
)
def test_modifier_must_be_an_integer_in_range(body: dict[str, Any], field: str) -> None:
    assert refused("roll", body).field == field


def test_null_modifier_is_absent() -> None:
    assert run("roll", {"modifier": None, "dice": [1, 2]})["modifier"] == 0


def test_the_body_must_be_an_object() -> None:
    assert refused("roll", [1, 2]).field == "body"
