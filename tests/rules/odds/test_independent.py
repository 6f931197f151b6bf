"""An operation's own odds function (rolls tallied one by one) gives the very answer of walking the operation
whole, which tests/rules/odds/test_shortcuts.py and test_operation_odds.py hold to every face sequence."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

import pytest

from app.rules import SYSTEMS
from app.rules.errors import InputError
from app.rules.odds import Limits, operation_odds
from app.rules.odds.independent import distribution

CASES: list[tuple[str, str, Mapping[str, Any]]] = [
    *(
        ("terminus-alfa", "check", {"ability": ability, "modifier": modifier, "grade": {"level": level}})
        for ability, modifier, level in [(6, 0, "difficult"), (0, -3, "easy"), (12, 2, "epic"), (3, 0, "normal")]
    ),
    ("terminus-alfa", "check", {"ability": 4, "grade": {"level": "hard"}, "rules": {"fumble_zeroes": False}}),
    ("terminus-alfa", "check", {"ability": 4, "grade": {"level": "hard"}, "rules": {"terminus_explodes": False}}),
    (
        "terminus-alfa",
        "check",
        {"ability": 9, "grade": {"level": "very_hard"}, "rules": {"die_sides": 4, "terminus_max_chain": 3}},
    ),
    ("terminus-alfa", "check", {"ability": 5, "grade": {"fixed": 12}}),
    ("terminus-alfa", "check", {"ability": 5, "grade": {"level": "impossible"}}),
]
SMALL = Limits(max_evaluations=60_000, max_seconds=30)

FV_SIDE = {"attribute": 3, "skill": 2}
CASES += [
    ("fimbulvinter", "opposed", {"initiator": {**FV_SIDE, "pushes": 2}, "resister": {"skill": 4, "blocks": 1}}),
    ("fimbulvinter", "opposed", {"initiator": {"skill": 1, "open_ended": False}, "resister": {"skill": 1}}),
    ("fimbulvinter", "damage", {"damage_base": 6, "target": {"attributes": {"power": 2}}, "damage_pushes": 1}),
]
WORKED: list[tuple[str, str, Mapping[str, Any]]] = [
    (system.id, name, {key: value for key, value in example.input.items() if key != "dice"})
    for system in SYSTEMS.values()
    for name, operation in system.operations.items()
    if operation.odds is not None
    for example in operation.examples
    if example.status == 200
]


def _both(system: str, name: str, body: Mapping[str, Any]) -> tuple[Any, Any]:
    operation = SYSTEMS[system].operations[name]
    assert operation.odds is not None
    own = operation_odds(system, operation, body, SMALL)
    walked = operation_odds(system, dataclasses.replace(operation, odds=None), body, SMALL)
    return own, walked


@pytest.mark.parametrize(("system", "name", "body"), CASES, ids=[f"{s}-{n}-{i}" for i, (s, n, _) in enumerate(CASES)])
def test_an_operations_own_odds_are_the_walks(system: str, name: str, body: Mapping[str, Any]) -> None:
    own, walked = _both(system, name, body)
    assert own.pop("evaluations") <= walked.pop("evaluations")
    assert list(own["outcomes"]) == list(walked["outcomes"])  # the fields in the output's order
    assert own == walked


@pytest.mark.parametrize(("system", "name", "body"), WORKED, ids=[f"{s}-{n}-{i}" for i, (s, n, _) in enumerate(WORKED)])
@pytest.mark.parametrize("depth", [6, 1])
def test_every_worked_example_with_own_odds_gets_the_walks_answer(
    system: str, name: str, body: Mapping[str, Any], depth: int
) -> None:
    """At a depth of one, the two rolls of an opposed pair share a single explosion: the pairs must cut it
    as the walk does."""
    operation = SYSTEMS[system].operations[name]
    limits = dataclasses.replace(SMALL, explosion_depth=depth)
    own = operation_odds(system, operation, body, limits)
    walked = operation_odds(system, dataclasses.replace(operation, odds=None), body, limits)
    assert own.pop("evaluations") <= walked.pop("evaluations")
    assert list(own["outcomes"]) == list(walked["outcomes"])
    assert own == walked


@pytest.mark.parametrize("body", [{"ability": 5}, {"ability": 5, "grade": {"level": "nope"}}, {"ability": "x"}])
def test_an_operations_own_odds_refuse_what_the_walk_refuses(body: Mapping[str, Any]) -> None:
    errors = []
    for odds in ("own", "walked"):
        operation = SYSTEMS["terminus-alfa"].operations["check"]
        if odds == "walked":
            operation = dataclasses.replace(operation, odds=None)
        with pytest.raises(InputError) as refused:
            operation_odds("terminus-alfa", operation, body)
        errors.append((refused.value.field, refused.value.message))
    assert errors[0] == errors[1]


def test_a_roll_that_can_explode_past_the_depth_has_no_distribution_of_its_own() -> None:
    from app.rules.dice.source import play_dice

    def open_ended() -> int:
        source = play_dice()
        face = source.roll(1, 6)
        return face + (source.roll_extra(1, 6) if face == 6 else 0)

    def plain() -> int:
        return play_dice().roll(1, 6)

    assert distribution(open_ended, Limits()) is None
    known = distribution(plain, Limits())
    assert known is not None
    assert known.results == [(face, 1) for face in range(1, 7)]
    assert known.grouped(lambda face: face % 2) == [(1, 3), (2, 3)]


@pytest.mark.parametrize(
    ("limits", "reason"),
    [(Limits(max_evaluations=50), "more than 50 evaluations"), (Limits(max_seconds=0), "more than 0 s")],
)
def test_pairs_of_rolls_are_refused_at_the_limits_of_a_walk(limits: Limits, reason: str) -> None:
    operation = SYSTEMS["fimbulvinter"].operations["opposed"]
    with pytest.raises(InputError, match=reason):
        operation_odds("fimbulvinter", operation, {"initiator": {}, "resister": {}}, limits)


def test_an_undefended_ars_magica_attack_is_walked_whole() -> None:
    operation = SYSTEMS["ars-magica"].operations["attack"]
    example = next(example for example in operation.examples if example.status == 200)
    body = {key: value for key, value in example.input.items() if key != "dice"}
    body["defender"] = {**body["defender"], "fatigue": {"short_term": 5}}
    assert operation.odds is not None
    assert operation.odds(body, Limits()) is None
