"""Every worked example's odds against the rule function itself called with every forced-dice list.

The lists are grown face by face: a list the rule runs out of is extended by every face of the die it
asked for next, each as likely as its die's sides make it. A face the rule asks for because an earlier
one exploded (``roll_extra``) is counted, and a list that would need more of them than the explosion
depth is the tail, as the odds define it. So whatever the operation's odds do (the walk, its readings
and folds, or its own odds function), the answer must be exactly what the forced lists give.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

import pytest

from app.rules import SYSTEMS
from app.rules.dice.source import ForcedDice
from app.rules.errors import InputError
from app.rules.odds import LIMITS, operation_odds
from app.rules.odds.summary import flatten

RUNS = 4_000
"""Forced lists tried per example and depth at most (an example with more is tried shallower, or skipped)."""


class _NeedMore(Exception):
    """The rule asked for a face the list does not have: its die's faces, and the extras asked for so far."""

    def __init__(self, faces: range, extras: int) -> None:
        super().__init__()
        self.faces = faces
        self.extras = extras


def _growing(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Forced dice that raise :class:`_NeedMore` instead of refusing a short list; returns the extras count
    of the run in progress (reset it before each run) and how many faces were seen before the odds were
    asked for (their extras are rolled already: they take nothing of the depth)."""
    extras = [0, 0]
    next_face, roll_extra = ForcedDice._next_face, ForcedDice.roll_extra

    def counted_extra(self: ForcedDice, low: int, high: int, step: int = 1) -> int:
        if len(self.used) >= extras[1]:
            extras[0] += 1
        return roll_extra(self, low, high, step)

    def face(self: ForcedDice, low: int, high: int, step: int) -> int:
        if len(self.used) >= len(self._faces):
            raise _NeedMore(range(low, high + 1, step), extras[0])
        return next_face(self, low, high, step)

    monkeypatch.setattr(ForcedDice, "_next_face", face)
    monkeypatch.setattr(ForcedDice, "roll_extra", counted_extra)
    return extras


def _forced(
    system: str, name: str, body: Mapping[str, Any], depth: int, extras: list[int], seen: list[int] | None = None
) -> tuple[dict[str, Any], Fraction] | None:
    """Per field, each value's probability over every forced list (that starts with the ``seen`` faces),
    and the tail; None past :data:`RUNS`."""
    rule = SYSTEMS[system].operations[name]
    found: dict[str, dict[Any, Fraction]] = {}
    tail = Fraction(0)
    lists: list[tuple[list[int], Fraction]] = [(list(seen or []), Fraction(1))]
    extras[1] = len(seen or [])
    by_id = rule.odds_by_id or (rule.odds is not None and seen is None)  # seen dice: the walk alone answers
    runs = 0
    while lists:
        faces, weight = lists.pop()
        runs += 1
        if runs > RUNS:
            return None
        extras[0] = 0
        try:
            output = rule.run({**body, "dice": faces})
        except _NeedMore as more:
            if more.extras > depth:
                tail += weight
            else:
                share = weight / len(more.faces)
                lists.extend(([*faces, face], share) for face in more.faces)
            continue
        for path, value in flatten(output, by_id, rule.odds_places):
            values = found.setdefault(path, {})
            values[(type(value), value)] = values.get((type(value), value), Fraction(0)) + weight
    return found, tail


def _examples() -> list[tuple[str, str, Mapping[str, Any]]]:
    return [
        (system.id, operation.name, {key: value for key, value in example.input.items() if key != "dice"})
        for system in SYSTEMS.values()
        for operation in system.operations.values()
        if operation.rolls
        for example in operation.examples
        if example.status == 200
    ]


def _one_attack_round() -> Mapping[str, Any]:
    """Fimbulvinter's worked round cut to hild's attack on ulf, against no defence (hild gambles), while ulf
    rests, at a distance too short for her sword: an attack, a damage and a toughness roll."""
    example = next(e for e in SYSTEMS["fimbulvinter"].operations["combat_resolve"].examples if e.status == 200)
    state = copy.deepcopy(example.input["state"])
    state["combatants"] = [fighter for fighter in state["combatants"] if fighter["id"] != "grim"]
    state["zones"] = [{"id": "hall", "properties": [], "adjacent": []}]
    state["turn_order"] = ["hild", "ulf"]
    actions, defences = state["pending_actions"], state["pending_defences"]
    del actions["grim"], defences["grim"], defences["ulf"]
    actions["ulf"] = {**actions["ulf"], "type": "rest"}
    del actions["ulf"]["distance"], actions["ulf"]["target"]
    defences["hild"]["choice"] = "gamble"
    state["subfights"][0]["distances"] = {"ulf": "body"}  # too short for the sword: no push, one attack die
    return {"state": state}


IRT_MELEE = {
    "kind": "melee",
    "attacker": {"fysik": 1, "smidighet": 1, "strid": 0, "attack_attribute": "fysik"},
    "difficulty": "normal",
    "weapon": {"damage": 1, "damage_type": "crush"},
    "target": {"protection": 0},
}
SMALL: list[tuple[str, str, Mapping[str, Any]]] = [
    # operations whose worked examples roll too many dice for the forced lists
    ("i-rikets-tjanst", "roll", {"attr_a": 1, "attr_b": 1, "difficulty": "normal"}),
    ("i-rikets-tjanst", "stabilise", {"analys": 1, "smidighet": 1, "attempt": 1, "stabilisation": 0}),
    ("i-rikets-tjanst", "attack", IRT_MELEE),
    (
        "i-rikets-tjanst",
        "attack",
        {**IRT_MELEE, "defence": {"type": "parry", "has_parry_item": True, "smidighet": 1, "strid": 0}},
    ),
    ("terminus-alfa", "check", {"ability": 3, "grade": {"level": "normal"}, "rules": {"terminus_explodes": False}}),
    ("fimbulvinter", "combat_resolve", _one_attack_round()),
]
EXAMPLES = _examples() + SMALL


@pytest.mark.parametrize(
    ("system", "name", "body"), EXAMPLES, ids=[f"{s}-{n}-{i}" for i, (s, n, _) in enumerate(EXAMPLES)]
)
def test_the_odds_are_what_every_forced_dice_list_gives(
    system: str, name: str, body: Mapping[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    _assert_odds_are_what_the_forced_lists_give(system, name, body, monkeypatch)


def _seen() -> list[tuple[str, str, Mapping[str, Any]]]:
    return [
        (system.id, operation.name, {**example.input, "dice": dice[: len(dice) // 2]})
        for system in SYSTEMS.values()
        for operation in system.operations.values()
        if operation.rolls
        for example in operation.examples
        if example.status == 200 and len(dice := example.input.get("dice") or []) >= 2
    ]


SEEN = _seen()
"""Every worked example with its first half of faces seen: the odds of the rest of the roll."""


@pytest.mark.parametrize(("system", "name", "body"), SEEN, ids=[f"{s}-{n}-{i}" for i, (s, n, _) in enumerate(SEEN)])
def test_the_odds_after_faces_seen_are_what_every_list_starting_with_them_gives(
    system: str, name: str, body: Mapping[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    _assert_odds_are_what_the_forced_lists_give(system, name, body, monkeypatch)


def _assert_odds_are_what_the_forced_lists_give(
    system: str, name: str, body: Mapping[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The odds of ``body`` (its ``dice``, if any, seen) equal the forced lists', at depth 1, else 0."""
    operation = SYSTEMS[system].operations[name]
    extras = _growing(monkeypatch)
    unseen = {key: value for key, value in body.items() if key != "dice"}
    for depth in (1, 0):
        limits = dataclasses.replace(LIMITS, explosion_depth=depth)
        try:
            forced = _forced(system, name, unseen, depth, extras, body.get("dice"))
        except InputError:  # some dice make the input invalid: the odds refuse it whole
            with pytest.raises(InputError):
                operation_odds(system, operation, body, limits)
            return
        if forced is not None:
            break
    else:
        pytest.skip(f"more than {RUNS} forced lists")
    found, tail = forced
    answer = operation_odds(system, operation, body, limits)
    assert Fraction(answer["tail_fraction"]) == tail
    odds = {
        path: {(type(c["value"]), c["value"]): Fraction(c["fraction"]) for c in chances if not c["absent"]}
        for path, chances in answer["outcomes"].items()
    }
    assert odds == found
