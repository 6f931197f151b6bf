"""The walk's shortcuts (pool readings, input validated once) give the very distribution of the plain walk
(every multiset of every pool, the input validated on every path), for every worked example small enough."""

from __future__ import annotations

import itertools
from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import pytest

from app.rules import SYSTEMS
from app.rules.dice.reading import HIGHEST, LOWEST, TOTAL, ByKey, FaceClasses, FoldReading, PoolReading, RollReading
from app.rules.dice.source import DiceSource, play_dice
from app.rules.errors import RuleError
from app.rules.odds import LIMITS, Limits, walk
from app.rules.odds.enumerate import OddsRefused
from app.rules.odds.summary import field_outcomes
from app.rules.protocol import JsonObject

SHALLOW = Limits(explosion_depth=2, max_evaluations=30_000, max_seconds=3)
"""Open-ended dice followed two deep: enough to cross every explosion, small enough to walk unread."""


def _answer(
    system: str, operation: str, body: Mapping[str, Any], shortcuts: bool, limits: Limits = SHALLOW
) -> tuple[Any, ...]:
    rule = SYSTEMS[system].operations[operation]
    walked = walk(lambda: rule.run(body), limits, shortcuts=shortcuts)
    return field_outcomes(walked, rule.odds_by_id, rule.odds_places), walked.tail, walked.evaluations


def _examples(*systems: str) -> list[tuple[str, str, Mapping[str, Any]]]:
    return [
        (system, operation.name, {key: value for key, value in example.input.items() if key != "dice"})
        for system in systems
        for operation in SYSTEMS[system].operations.values()
        if operation.rolls
        for example in operation.examples
        if example.status == 200
    ]


EXAMPLES = _examples(*SYSTEMS)


@pytest.mark.parametrize(
    ("system", "operation", "body"), EXAMPLES, ids=[f"{s}-{o}-{i}" for i, (s, o, _) in enumerate(EXAMPLES)]
)
def test_the_shortcuts_give_the_distribution_of_the_plain_walk(
    system: str, operation: str, body: Mapping[str, Any]
) -> None:
    try:
        unread = _answer(system, operation, body, shortcuts=False)
    except OddsRefused:
        pytest.skip("too large to walk every multiset")
    except RuleError:
        return  # refused input: the read walk refuses it too (the first path is the same)
    read = _answer(system, operation, body, shortcuts=True)
    assert read[:2] == unread[:2]


def _irt_attack(attacker: Mapping[str, Any], defence: Mapping[str, Any] | None) -> JsonObject:
    return {
        "kind": "melee",
        "attacker": {"smidighet": 1, "attack_attribute": "fysik", **attacker},
        "difficulty": "normal",
        "weapon": {"damage": 1, "damage_type": "crush"},
        "target": {"protection": 0},
        **({} if defence is None else {"defence": {"type": "parry", "has_parry_item": True, **defence}}),
    }


BIG = [
    ("i-rikets-tjanst", "attack", _irt_attack({"fysik": 1, "strid": 1, "extra_dice": 1, "fokus": 1}, None)),
    ("i-rikets-tjanst", "attack", _irt_attack({"fysik": 1, "strid": 0}, {"smidighet": 1, "strid": 1, "fokus": 1})),
    ("i-rikets-tjanst", "roll_dice", {"count": 3}),
    (
        "fimbulvinter",
        "opposed",
        {"initiator": {"skill": 4, "pushes": 2, "open_ended": False}, "resister": {"skill": 3, "blocks": 1}},
    ),
    ("fimbulvinter", "opposed", {"initiator": {"skill": 4, "pushes": 1}, "resister": {"skill": 3}}),
    (
        "fimbulvinter",
        "contest",
        {
            "contestants": [
                {"id": "a", "skill": 3, "open_ended": False},
                {"id": "b", "skill": 2, "open_ended": False},
                {"id": "c", "skill": 4, "open_ended": False},
            ]
        },
    ),
    ("fimbulvinter", "contest", {"contestants": [{"id": "a", "skill": 3}, {"id": "b", "skill": 4}]}),
    ("ars-magica", "check", {"characteristic": 2, "ability": 3, "ease_factor": 9, "botch_dice": 3}),
    (
        "terminus-alfa",
        "check",
        {"ability": 6, "grade": {"level": "difficult"}, "rules": {"die_sides": 4, "terminus_max_chain": 2}},
    ),
]


@pytest.mark.parametrize(("system", "operation", "body"), BIG, ids=[f"{s}-{o}" for s, o, _ in BIG])
def test_smaller_inputs_of_the_largest_examples_read_the_same(
    system: str, operation: str, body: Mapping[str, Any]
) -> None:
    limits = Limits(explosion_depth=2, max_evaluations=100_000, max_seconds=30)
    read, unread = _answer(system, operation, body, True, limits), _answer(system, operation, body, False, limits)
    assert read[:2] == unread[:2]


def test_read_rolls_share_the_depth_as_the_plain_walk_does() -> None:
    """Four open-ended steps read by outcome, one explosion allowed on the whole path: the tail and every
    outcome exactly as the plain walk over every face sequence gives them."""
    body = next(example.input for example in SYSTEMS["fimbulvinter"].operations["compound"].examples)
    body = {key: value for key, value in body.items() if key != "dice"}
    one = Limits(explosion_depth=1, max_evaluations=100_000, max_seconds=60)
    read = _answer("fimbulvinter", "compound", body, True, one)
    unread = _answer("fimbulvinter", "compound", body, False, one)
    assert read[:2] == unread[:2]
    assert read[1] > 0
    assert read[2] < unread[2] / 10


def test_a_read_roll_keeps_the_sums_exact_at_full_depth() -> None:
    body = {"difficulty": "hard", "steps": [{"attribute": 2, "skill": 6}] * 5}
    outcomes, tail, _ = _answer("fimbulvinter", "compound", body, True, Limits())
    assert 0 < tail < Fraction(1, 10**4)
    for chances in outcomes.values():
        assert sum(Fraction(chance["fraction"]) for chance in chances) + tail == 1


def _by_hand(reading: PoolReading, key: Any, count: int, faces: range) -> dict[Hashable, int]:
    counted: dict[Hashable, int] = {}
    for sequence in itertools.product(faces, repeat=count):
        counted[key(sorted(sequence))] = counted.get(key(sorted(sequence)), 0) + 1
    return counted


def _irt_class(face: int) -> int:
    return 0 if face == 1 else 1 if face < 10 else 2 if face < 12 else 3


@pytest.mark.parametrize(
    ("reading", "key", "low", "high"),
    [
        (HIGHEST, max, 0, 9),
        (LOWEST, min, 0, 9),
        (TOTAL, sum, 1, 6),
        (FaceClasses((1, 2, 10, 12)), lambda pool: tuple(_irt_class(face) for face in pool), 1, 12),
    ],
)
def test_each_reading_lists_every_face_sequence_once(reading: PoolReading, key: Any, low: int, high: int) -> None:
    for count in (1, 2, 3):
        listed = reading.outcomes(count, low, high)
        assert listed is not None
        assert sum(sequences for _, sequences in listed) == (high - low + 1) ** count
        assert {key(list(shown)): sequences for shown, sequences in listed} == _by_hand(
            reading, key, count, range(low, high + 1)
        )


def test_a_pool_too_large_to_enumerate_is_walked_face_by_face() -> None:
    assert ByKey(sum).outcomes(12, 1, 12) is None
    run = SYSTEMS["i-rikets-tjanst"].operations["roll_dice"].run
    with pytest.raises(OddsRefused):  # every multiset of 12 d12: over the cap, known at once
        walk(lambda: run({"count": 12}))


@dataclass(frozen=True)
class _Coin(RollReading[int]):
    """One d2, read by its face."""

    def roll(self, source: DiceSource) -> int:
        return source.roll(1, 2)

    def key(self, result: int) -> Hashable:
        return result


@dataclass(frozen=True)
class _Tosses(FoldReading[tuple[int, bool], int]):
    """Toss a coin until it shows 1, at most ``most`` times: how many tosses (1/2, 1/4, 1/8... each)."""

    most: int

    def start(self) -> tuple[int, bool]:
        return (0, False)

    def next(self, state: tuple[int, bool]) -> RollReading[Any] | None:
        return None if state[1] or state[0] == self.most else _Coin()

    def step(self, state: tuple[int, bool], result: Any) -> tuple[int, bool]:
        return (state[0] + 1, result == 1)

    def state_key(self, state: tuple[int, bool]) -> Hashable:
        return state

    def finish(self, state: tuple[int, bool]) -> int:
        return state[0]

    def key(self, result: int) -> Hashable:
        return result


@dataclass(frozen=True)
class _Parity(FoldReading[tuple[int, int], int]):
    """The parity of the tosses of two runs: a fold of folds. One toss and three reach the same state,
    with masses of different denominators (1/2 and 1/8)."""

    def start(self) -> tuple[int, int]:
        return (0, 0)

    def next(self, state: tuple[int, int]) -> RollReading[Any] | None:
        return None if state[0] == 2 else _Tosses(3)

    def step(self, state: tuple[int, int], result: Any) -> tuple[int, int]:
        return (state[0] + 1, (state[1] + result) % 2)

    def state_key(self, state: tuple[int, int]) -> Hashable:
        return state

    def finish(self, state: tuple[int, int]) -> int:
        return state[1]

    def key(self, result: int) -> Hashable:
        return result


def test_a_fold_of_folds_adds_masses_of_different_denominators() -> None:
    def run() -> JsonObject:
        return {"parity": play_dice().read(_Parity())}

    read, unread = walk(run), walk(run, shortcuts=False)
    assert (field_outcomes(read), read.tail) == (field_outcomes(unread), unread.tail)
    assert len(read.leaves) == 2 < len(unread.leaves)


CONTESTS = [
    [{"id": "a", "skill": 3}, {"id": "b", "skill": 3}],
    [{"id": "a", "skill": 3}, {"id": "b", "skill": 3}, {"id": "c", "skill": 2, "pushes": 1}],
    [{"id": "a", "skill": 1, "blocks": 1}, {"id": "b"}, {"id": "c", "pushes": 2}, {"id": "d", "skill": 1}],
]


@pytest.mark.parametrize("contestants", CONTESTS, ids=["two", "three", "four"])
def test_a_folds_option_groups_step_to_the_states_its_options_do(
    contestants: list[JsonObject], monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.rules.fimbulvinter.dice import ContestFold

    body = {"contestants": contestants}
    grouped = _answer("fimbulvinter", "contest", body, shortcuts=True, limits=LIMITS)
    monkeypatch.setattr(ContestFold, "option_group", lambda self, state, result: None)
    one_by_one = _answer("fimbulvinter", "contest", body, shortcuts=True, limits=LIMITS)
    assert grouped[:2] == one_by_one[:2]
