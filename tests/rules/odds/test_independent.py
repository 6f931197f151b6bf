"""An operation's own odds function (rolls tallied one by one) gives the very answer of walking the operation
whole, which tests/rules/odds/test_shortcuts.py and test_operation_odds.py hold to every face sequence."""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Mapping
from typing import Any

import pytest

from app.rules import SYSTEMS
from app.rules.errors import InputError
from app.rules.odds import Limits, operation_odds
from app.rules.odds.independent import distribution

IRT_ATTACKS: list[Mapping[str, Any]] = [
    {
        "kind": "melee",
        "attacker": {"fysik": 3, "smidighet": 2, "strid": 2},
        "difficulty": "normal",
        "weapon": {"damage": 1, "damage_type": "crush"},
        "defence": {"type": "parry", "has_parry_item": True, "smidighet": 2, "strid": 2, "fokus": 1},
    },
    {
        "kind": "ranged",
        "attacker": {"smidighet": 2, "strid": 2, "extra_dice": 2, "fokus": 1, "stress": 2, "stability": 2},
        "difficulty": "hard",
        "weapon": {"damage": 3, "damage_type": "firearm", "penetrating": True},
        "target": {"protection": 2, "crit_toughness": 4},
        "defence": {"type": "dodge", "smidighet": 3, "strid": 1, "extra_dice": 1, "stress": 2, "wounded": True},
    },
    {
        "kind": "melee",
        "attacker": {"smidighet": 2, "strid": 1, "attack_attribute": "smidighet", "bonus_dice": 1},
        "difficulty": "easy",
        "weapon": {"damage": 0, "damage_type": "cut"},
        "target": {"crit_toughness": 10},
        "defence": {"type": "parry", "has_parry_item": True, "smidighet": 1, "strid": 1, "fokus": 3, "extra_dice": 2},
    },
    {
        "kind": "melee",
        "attacker": {"fysik": 4, "smidighet": 2, "strid": 3},
        "difficulty": "very_hard",
        "modifiers": {"movement": "double", "wounded": True},
        "weapon": {"damage": 2, "damage_type": "crush"},
        "defence": {"type": "dodge", "smidighet": 2, "strid": 2},
    },
    {
        "kind": "ranged",
        "attacker": {"smidighet": 3, "strid": 2, "extra_dice": 1},
        "difficulty": "normal",
        "weapon": {"damage": 2, "damage_type": "radiation"},
        "target": {"protection": 3},
        "defence": {"type": "dodge", "smidighet": 0, "strid": 0},
    },
]
"""I rikets tjänst attacks: the attack and its critical against the defence (the last rolls no defence dice)."""


def irt_reaction(
    push: int,
    defence: Mapping[str, Any] | None,
    target: Mapping[str, Any] | None = None,
    attacker: Mapping[str, Any] | None = None,
    pending: Mapping[str, Any] | None = None,
) -> Mapping[str, Any]:
    """A ``combat_react`` body from the worked example's state (anton's ranged attack on vakt), changed."""
    example = SYSTEMS["i-rikets-tjanst"].operations["combat_react"].examples[1].input
    state = copy.deepcopy(example["state"])
    state["combatants"][0].update(attacker or {})
    state["combatants"][1].update(target or {})
    state["pending_attack"].update(pending or {})
    return {"state": state, "declarations": {"attacker_add_dice": push, **({"defence": defence} if defence else {})}}


IRT_REACTIONS: list[Mapping[str, Any]] = [
    irt_reaction(1, {"type": "dodge"}),
    irt_reaction(2, {"type": "dodge", "extra_dice": 1}, {"fokus": 1, "damage": 12}, {"fokus": 1}),
    irt_reaction(
        0,
        {"type": "dodge"},
        {"damage": 16, "crit_toughness": 2},
        pending={
            "weapon": {"damage": 4, "damage_type": "firearm", "penetrating": True},
            "faces": [12, 12, 10, 4],
            "successes": 3,
            "twelves": 2,
        },
    ),
    irt_reaction(
        1,
        {"type": "parry", "has_parry_item": True, "bonus_dice": 1},
        {"damage": 9, "stress": 2},
        {"stress": 1, "fokus": 0},
        {"kind": "melee", "faces": [1, 3, 10], "successes": 1, "twelves": 0, "effective_difficulty": "hard"},
    ),
    irt_reaction(
        1, {"type": "dodge"}, {"attributes": {"analys": 1, "fysik": 2, "smidighet": 0, "strid": 0, "vilja": 3}}
    ),
]
"""I rikets tjänst reactions: the push with its critical against the defence, on the worked example's state
(the last defence rolls no dice)."""

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
    *(("i-rikets-tjanst", "attack", body) for body in IRT_ATTACKS),
    *(("i-rikets-tjanst", "combat_react", body) for body in IRT_REACTIONS),
    (
        "i-rikets-tjanst",
        "initiative",
        {"combatants": [{"id": name, "strid": strid} for name, strid in (("a", 2), ("b", 0), ("c", 2), ("d", 5))]},
    ),
]
SMALL = Limits(max_evaluations=60_000, max_seconds=30)
CHEAP_WALK = 300
"""Below this many evaluations the walk is cheap, and an own odds function may cost a few more (its two rolls
walked alone, then a group per pair when each pair changes the state differently); above it, never more."""

FV_SIDE = {"attribute": 3, "skill": 2}
CASES += [
    ("fimbulvinter", "opposed", {"initiator": {**FV_SIDE, "pushes": 2}, "resister": {"skill": 4, "blocks": 1}}),
    ("fimbulvinter", "opposed", {"initiator": {"skill": 1, "open_ended": False}, "resister": {"skill": 1}}),
    ("fimbulvinter", "damage", {"damage_base": 6, "target": {"attributes": {"power": 2}}, "damage_pushes": 1}),
]
CASES += [
    ("fimbulvinter", "contest", {"contestants": contestants})
    for contestants in [
        [{"id": "a", "skill": 2}, {"id": "b", "skill": 2}],
        [{"id": "a", "skill": 1}, {"id": "b", "skill": 1}, {"id": "c", "skill": 1}, {"id": "d", "skill": 1}],
        [{"id": "a", "skill": 3, "pushes": 1}, {"id": "b", "skill": 4, "blocks": 2}, {"id": "c", "open_ended": False}],
        [{"id": "a", "skill": 1, "open_ended": False}, {"id": "b", "skill": 1, "open_ended": False}],
    ]
]
TOO_LARGE_TO_WALK = {("fimbulvinter", "combat_resolve")}
"""Even one attack of a round is tens of thousands of paths: tests/rules/fimbulvinter/test_resolve_odds.py
holds these odds to the rule run on every combination of the attacks' options instead."""
WORKED: list[tuple[str, str, Mapping[str, Any]]] = [
    (system.id, name, {key: value for key, value in example.input.items() if key != "dice"})
    for system in SYSTEMS.values()
    for name, operation in system.operations.items()
    if operation.odds is not None
    and operation.odds_by_id  # the others' walks leave per-id fields out
    and (system.id, name) not in TOO_LARGE_TO_WALK
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
    own_evaluations, walked_evaluations = own.pop("evaluations"), walked.pop("evaluations")
    if walked_evaluations >= CHEAP_WALK:
        assert own_evaluations <= walked_evaluations
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


def test_a_contest_by_rank_is_refused_past_the_time_cap() -> None:
    operation = SYSTEMS["fimbulvinter"].operations["contest"]
    body = {"contestants": [{"id": "a"}, {"id": "b"}, {"id": "c"}]}
    with pytest.raises(InputError, match="more than 0 s"):
        operation_odds("fimbulvinter", operation, body, Limits(max_seconds=0))


def test_a_contest_of_many_is_walked_whole() -> None:
    operation = SYSTEMS["fimbulvinter"].operations["contest"]
    body = {"contestants": [{"id": f"c{number}", "skill": 1} for number in range(6)]}
    assert operation.odds is not None
    assert operation.odds(body, Limits()) is None
