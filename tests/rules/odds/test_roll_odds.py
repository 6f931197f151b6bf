"""Notation odds against every forced-dice list through ``POST /v1/rolls``' own rule function."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from app.rules import InputError
from app.rules.dice.rolls import ROLL
from app.rules.odds import Limits
from app.rules.odds.notation import roll_odds

CASES = [("4d4kh3+2", 4, 4), ("3d6ro1", 6, 6), ("(1d6, 2d6)kh1*2", 6, 3), ("2d6mi2 >= 7", 6, 2), ("d%", 90, 1)]


def exhaustive(expression: str, sides: int, longest: int) -> dict[int, Fraction]:
    faces = range(0, 91, 10) if expression == "d%" else range(1, sides + 1)
    found: dict[int, Fraction] = {}
    for length in range(longest + 1):
        for dice in itertools.product(faces, repeat=length):
            try:
                total = ROLL.run({"expression": expression, "dice": list(dice)})["total"]
            except InputError:
                continue
            found[total] = found.get(total, Fraction(0)) + Fraction(1, len(faces) ** length)
    assert sum(found.values()) == 1
    return found


@pytest.mark.parametrize(("expression", "sides", "longest"), CASES)
def test_small_expressions_match_every_forced_dice_list(expression: str, sides: int, longest: int) -> None:
    answer = roll_odds({"expression": expression})
    assert {o["total"]: Fraction(o["fraction"]) for o in answer["outcomes"]} == exhaustive(expression, sides, longest)
    assert answer["tail_fraction"] == "0"


@pytest.mark.parametrize(("expression", "sides", "longest"), CASES)
def test_with_a_face_seen_the_odds_are_those_of_every_list_starting_with_it(
    expression: str, sides: int, longest: int
) -> None:
    faces = list(range(0, 91, 10)) if expression == "d%" else list(range(1, sides + 1))
    for seen in (faces[0], faces[-1]):
        found: dict[int, Fraction] = {}
        for length in range(longest):
            for rest in itertools.product(faces, repeat=length):
                try:
                    total = ROLL.run({"expression": expression, "dice": [seen, *rest]})["total"]
                except InputError:
                    continue
                found[total] = found.get(total, Fraction(0)) + Fraction(1, len(faces) ** length)
        answer = roll_odds({"expression": expression, "dice": [seen]})
        assert {o["total"]: Fraction(o["fraction"]) for o in answer["outcomes"]} == found
        assert sum(found.values()) == 1


def test_explosions_are_exact_to_the_depth_and_the_rest_is_tail() -> None:
    answer = roll_odds({"expression": "1d4e4"}, Limits(explosion_depth=2))
    assert [(o["total"], o["fraction"]) for o in answer["outcomes"]] == [
        *((face, "1/4") for face in (1, 2, 3)),
        *((4 + face, "1/16") for face in (1, 2, 3)),
        *((8 + face, "1/64") for face in (1, 2, 3)),
    ]
    assert answer["tail_fraction"] == "1/64"
