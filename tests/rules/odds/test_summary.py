"""The tally of outputs: an object shared by many outputs counts as if each output had its own copy."""

from __future__ import annotations

import copy
from typing import Any

from app.rules.odds.summary import Tallied, Tally


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
    with pytest.raises(OddsRefused, match=f"more than {MAX_OUTCOMES} outcomes"):
        tally.add({"total": MAX_OUTCOMES}, 1)


def test_a_list_of_objects_named_by_id_is_tallied_per_id_in_any_order() -> None:
    hild = {"id": "hild", "wounds": 0}
    outputs: list[tuple[dict[str, Any], int]] = [
        ({"combatants": [hild, {"id": "ulf", "wounds": 1}], "events": [{"type": "hit"}]}, 1),
        ({"combatants": [{"id": "ulf", "wounds": 2}, {"id": "hild", "wounds": 1}], "events": []}, 2),
        ({"combatants": [hild], "events": [{"type": "miss"}]}, 4),
    ]
    assert _tallied(outputs) == [
        ("combatants[hild].id", {(str, "hild"): 7}),
        ("combatants[hild].wounds", {(int, 0): 5, (int, 1): 2}),
        ("combatants[ulf].id", {(str, "ulf"): 3}),
        ("combatants[ulf].wounds", {(int, 1): 1, (int, 2): 2}),
    ]


def test_a_list_of_names_is_tallied_per_place_its_shorter_results_absent_there() -> None:
    outputs: list[tuple[dict[str, Any], int]] = [
        ({"order": ["anton", "vakt"], "effects": []}, 1),
        ({"order": ["vakt", "anton"], "effects": ["dazed"]}, 2),
        ({"order": ["anton", "vakt"], "effects": ["dazed", "prone"]}, 4),
    ]
    assert _tallied(outputs) == [
        ("order[0]", {(str, "anton"): 5, (str, "vakt"): 2}),
        ("order[1]", {(str, "vakt"): 5, (str, "anton"): 2}),
        ("effects[0]", {(str, "dazed"): 6}),
        ("effects[1]", {(str, "prone"): 4}),
    ]
    tally = Tally()
    for output, weight in outputs:
        tally.add(output, weight)
    answer = Tallied(tally, 7, 7, 3).outcomes()
    assert answer["effects[1]"] == [
        {"value": None, "absent": True, "probability": 3 / 7, "fraction": "3/7"},
        {"value": "prone", "absent": False, "probability": 4 / 7, "fraction": "4/7"},
    ]


def test_the_lists_of_objects_an_operation_names_are_tallied_per_place() -> None:
    outputs: list[tuple[dict[str, Any], int]] = [
        ({"attacks": [{"by": "vagt", "hit": True}, {"by": "hund", "hit": False}], "events": [{"x": 1}]}, 1),
        ({"attacks": [{"by": "vagt", "hit": False}], "events": [{"x": 2}]}, 3),
    ]
    tally = Tally(places=frozenset({"attacks"}))
    for output, weight in outputs:
        tally.add(output, weight)
    assert tally.fields == [
        ("attacks[0].by", {(str, "vagt"): 4}),
        ("attacks[0].hit", {(bool, True): 1, (bool, False): 3}),
        ("attacks[1].by", {(str, "hund"): 1}),
        ("attacks[1].hit", {(bool, False): 1}),
    ]


def test_other_lists_are_left_out() -> None:
    tally = Tally()
    tally.add({"faces": [3, 9], "same": [{"id": "a"}, {"id": "a"}], "mixed": [{"id": "a"}, {"x": 1}]}, 1)
    tally.add({"numbered": [{"id": 1}], "pairs": [[1, 2]], "names_and_faces": ["a", 1], "empty": []}, 1)
    assert tally.fields == []
    unnamed = Tally(by_id=False)
    unnamed.add({"combatants": [{"id": "a", "wounds": 1}], "round": 2}, 1)
    assert unnamed.fields == [("round", {(int, 2): 1})]
