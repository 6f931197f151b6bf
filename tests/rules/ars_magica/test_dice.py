"""The d10 of §2: simple and stress dice, botches, and the forced-dice errors of §2.3."""

from __future__ import annotations

from typing import Any

import pytest

from app.rules.ars_magica.dice import MAX_EXPLOSIONS
from tests.rules.ars_magica.helpers import refused, run


def stress(*faces: int, botch_dice: int = 1) -> dict[str, Any]:
    return run("roll", {"die": "stress", "botch_dice": botch_dice, "dice": list(faces)})


@pytest.mark.parametrize(("faces", "value"), [((1, 4), 8), ((1, 1, 4), 16), ((1, 0), 20), ((1, 1, 1, 0), 80)])
def test_stress_die_explosions_of_the_spec(faces: tuple[int, ...], value: int) -> None:
    result = stress(*faces)
    assert result["value"] == value
    assert result["exploded"] is True
    assert result["multiplier"] == 2 ** (len(faces) - 1)
    assert result["botched"] is False
    assert result["faces"] == list(faces)


@pytest.mark.parametrize("face", range(2, 10))
def test_stress_die_plain_faces_are_their_number(face: int) -> None:
    result = stress(face)
    assert (result["value"], result["exploded"], result["zero"], result["multiplier"]) == (
        face,
        False,
        False,
        1,
    )


def test_stress_zero_reads_exactly_the_botch_dice() -> None:
    result = stress(0, 3, 0, 0, botch_dice=3)
    assert result["value"] == 0
    assert result["zero"] is True
    assert result["botch_dice_rolled"] == 3
    assert result["botch_count"] == 2
    assert result["botched"] is True


def test_stress_zero_without_a_zero_on_the_botch_dice_is_no_botch() -> None:
    result = stress(0, 5)
    assert (result["zero"], result["botch_count"], result["botched"]) == (True, 0, False)


def test_stress_zero_with_no_botch_dice_reads_no_more_faces() -> None:
    result = stress(0, botch_dice=0)
    assert result["faces"] == [0]
    assert (result["botch_dice_rolled"], result["botched"]) == (0, False)


def test_default_botch_dice_is_one() -> None:
    assert run("roll", {"dice": [0, 0]})["botch_dice_rolled"] == 1


def test_zero_after_an_explosion_is_ten_and_never_a_botch() -> None:
    result = stress(1, 0)
    assert (result["value"], result["zero"], result["botched"]) == (20, False, False)


def test_simple_die_face_zero_is_ten_and_never_explodes() -> None:
    assert run("roll", {"die": "simple", "dice": [1]})["value"] == 1
    assert run("roll", {"die": "simple", "dice": [0]})["value"] == 10


def test_botch_dice_refused_with_a_simple_die() -> None:
    error = refused("roll", {"die": "simple", "botch_dice": 1, "dice": [3]})
    assert error.detail == "botch_dice: only allowed with die = stress"


def test_too_few_faces() -> None:
    assert refused("roll", {"dice": [1]}).detail == "dice: needed more faces"
    assert refused("roll", {"dice": []}).detail == "dice: needed more faces"


def test_faces_left_over_are_counted() -> None:
    assert refused("roll", {"dice": [5, 6, 7]}).detail == "dice: 2 unused faces left over"


@pytest.mark.parametrize("bad", [10, -1, 2.0, True, "3", None])
def test_a_face_outside_zero_to_nine_names_its_index(bad: object) -> None:
    error = refused("roll", {"dice": [1, bad]})
    assert error.field == "dice"
    assert error.detail == "dice: face 1 must be an integer 0..9"


def test_dice_must_be_a_list_of_at_most_1000_faces() -> None:
    assert refused("roll", {"dice": "5"}).field == "dice"
    assert refused("roll", {"dice": [5] * 1001}).field == "dice"
    assert refused("roll", {"dice": [5] * 1000}).detail == "dice: 999 unused faces left over"


def test_null_dice_roll_at_random() -> None:
    result = run("roll", {"dice": None})
    assert result["dice"] == result["faces"]


def test_a_stress_die_cannot_chain_more_ones_than_the_limit() -> None:
    chained = stress(*([1] * MAX_EXPLOSIONS), 4)
    assert chained["multiplier"] == 2**MAX_EXPLOSIONS
    error = refused("roll", {"dice": [1] * (MAX_EXPLOSIONS + 1) + [4]})
    assert error.field == "dice"


def test_random_dice_report_the_faces_they_used() -> None:
    for _ in range(200):
        result = run("roll", {"botch_dice": 2})
        assert result["dice"] == result["faces"]
        assert all(0 <= face <= 9 for face in result["dice"])
        assert run("roll", {"botch_dice": 2, "dice": result["dice"]}) | {"breakdown": ""} == result | {"breakdown": ""}
