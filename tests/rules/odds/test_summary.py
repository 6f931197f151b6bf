"""The tally of outputs: an object shared by many outputs counts as if each output had its own copy."""

from __future__ import annotations

import copy
from typing import Any

from app.rules.odds.summary import Tally


def _tallied(outputs: list[tuple[dict[str, Any], int]]) -> list[tuple[str, dict[Any, int]]]:
    tally = Tally()
    for output, weight in outputs:
        tally.add(output, weight)
    return [(path, dict(weights)) for path, weights in tally.fields]


def test_a_shared_object_counts_once_per_output_that_holds_it() -> None:
    inner = {"total": 7, "deep": {"face": 3}}
    later = {"total": 9, "deep": {"face": 3}, "extra": True}
    shared = [
        ({"a": 1, "roll": inner, "b": "x"}, 2),
        ({"a": 2, "roll": inner, "b": "y", "again": inner}, 3),
        ({"a": 1, "roll": later, "b": "x"}, 5),
        ({"a": 1, "roll": inner, "b": "x"}, 7),
    ]
    copied = [(copy.deepcopy(output), weight) for output, weight in shared]
    assert _tallied(shared) == _tallied(copied)
    assert _tallied(shared) == [
        ("a", {(int, 1): 14, (int, 2): 3}),
        ("roll.total", {(int, 7): 12, (int, 9): 5}),
        ("roll.deep.face", {(int, 3): 17}),
        ("b", {(str, "x"): 14, (str, "y"): 3}),
        ("again.total", {(int, 7): 3}),
        ("again.deep.face", {(int, 3): 3}),
        ("roll.extra", {(bool, True): 5}),
    ]


def test_reading_the_fields_twice_does_not_count_twice() -> None:
    inner = {"total": 7}
    tally = Tally()
    tally.add({"roll": inner}, 1)
    tally.add({"roll": inner}, 1)
    assert tally.fields == tally.fields == [("roll.total", {(int, 7): 2})]


def test_a_tally_refuses_more_outcomes_than_an_answer_may_list() -> None:
    import pytest

    from app.rules.odds.enumerate import OddsRefused
    from app.rules.odds.summary import MAX_OUTCOMES

    tally = Tally()
    for value in range(MAX_OUTCOMES):
        tally.add({"total": value}, 1)
    with pytest.raises(OddsRefused, match="more than 2000 outcomes"):
        tally.add({"total": MAX_OUTCOMES}, 1)
