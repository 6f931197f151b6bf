"""Laws of the rules (hypothesis), a fuzz of every operation, and random combats against the output models."""

from __future__ import annotations

import contextlib
import copy
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.rules import InputError
from app.rules.terminus_alfa.combat.engine import ENGINE
from tests.rules.terminus_alfa.helpers import SYSTEM, character, opponent, run

faces = st.integers(min_value=1, max_value=6)
PAIRS_OF_FACES = st.lists(faces, min_size=2, max_size=40)


def consumed_roll(dice: list[int]) -> list[int] | None:
    """The prefix of ``dice`` one default RUL takes, or None when the faces run out."""
    if len(dice) < 2:
        return None
    taken = 2
    if dice[0] == dice[1] == 6:
        while taken - 2 < 20 and taken // 2 - 1 < 10:
            if len(dice) < taken + 2:
                return None
            pair = dice[taken : taken + 2]
            taken += 2
            if not pair[0] == pair[1] == 6:
                break
    return dice[:taken]


@settings(deadline=None, max_examples=150)
@given(PAIRS_OF_FACES, st.integers(-1000, 1000))
def test_a_roll_uses_exactly_the_faces_it_needs(dice: list[int], modifier: int) -> None:
    needed = consumed_roll(dice)
    if needed != dice:
        expected = "dice: needed more faces" if needed is None else "dice: faces left over"
        with pytest.raises(InputError, match=expected):
            run("roll", {"dice": dice, "modifier": modifier})
        return
    result = run("roll", {"dice": dice, "modifier": modifier})
    assert result["dice"] == dice
    assert [face for pair in result["pairs"] for face in pair] == dice
    assert result["dice_total"] == sum(dice)
    assert result["total"] == (0 if result["fumble"] else sum(dice) + modifier)


@settings(deadline=None, max_examples=100)
@given(PAIRS_OF_FACES, st.integers(-1000, 1000))
def test_the_same_input_and_faces_give_the_same_result(dice: list[int], modifier: int) -> None:
    needed = consumed_roll(dice)
    body = {"dice": needed or [2, 3], "modifier": modifier}
    assert run("roll", body) == run("roll", copy.deepcopy(body))


@settings(deadline=None, max_examples=150)
@given(
    st.lists(faces, min_size=4, max_size=4),
    st.integers(-100, 999),
    st.integers(0, 1000),
    st.sampled_from(["easy", "hard", "epic"]),
)
def test_a_higher_ability_never_does_worse(dice: list[int], ability: int, fixed: int, level: str) -> None:
    for grade in ({"fixed": fixed}, {"level": level}):
        try:
            low = run("check", {"ability": ability, "grade": grade, "dice": dice})
            high = run("check", {"ability": ability + 1, "grade": grade, "dice": dice})
        except InputError:
            continue
        assert high["success"] >= low["success"]
        assert high["roll"]["total"] >= low["roll"]["total"]


def test_random_rolls_only_produce_allowed_outcomes() -> None:
    for _ in range(500):
        result = run("roll", {"modifier": 3})
        first = result["pairs"][0]
        double = first[0] == first[1]
        assert result["is_double"] == double
        assert result["effect_roll"] == (double and first[0] != 1)
        assert result["terminus_roll"] == (double and first[0] == 6)
        assert result["fumble"] == (double and first[0] == 1)
        assert result["terminus_rerolls"] == len(result["pairs"]) - 1 <= 10
        assert result["total"] == (0 if result["fumble"] else result["dice_total"] + 3)
        assert result["dice"] == [face for pair in result["pairs"] for face in pair]
        SYSTEM.operations["roll"].output_model.model_validate(result, strict=True)


json_leaves = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**63), 2**63 - 1),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=8),
    st.sampled_from(["kira", "vagt", "melee", "shoot", "attack", "1", "T", "smidig", "conditions", "terminus-alfa"]),
)
json_values = st.recursive(
    json_leaves,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=20,
)


def mutations(value: Any) -> st.SearchStrategy[Any]:
    """``value`` with one leaf or one object entry replaced by arbitrary JSON (or removed)."""
    paths: list[tuple[Any, ...]] = []

    def walk(node: Any, path: tuple[Any, ...]) -> None:
        paths.append(path)
        if isinstance(node, dict):
            for key, item in node.items():
                walk(item, (*path, key))
        elif isinstance(node, list):
            for index, item in enumerate(node):
                walk(item, (*path, index))

    walk(value, ())

    def replace(path: tuple[Any, ...], new: Any, remove: bool) -> Any:
        copied = copy.deepcopy(value)
        if not path:
            return new
        parent = copied
        for part in path[:-1]:
            parent = parent[part]
        if remove and isinstance(parent, dict):
            parent.pop(path[-1])
        else:
            parent[path[-1]] = new
        return copied

    return st.builds(replace, st.sampled_from(paths), json_values, st.booleans())


EXAMPLE_INPUTS = [
    (name, dict(example.input)) for name, operation in SYSTEM.operations.items() for example in operation.examples
]


def run_or_refuse(name: str, body: Any) -> None:
    try:
        result = SYSTEM.operations[name].run(body)
    except InputError:
        return
    assert isinstance(result, dict)
    SYSTEM.operations[name].output_model.model_validate(result, strict=True)


@settings(deadline=None, max_examples=300)
@given(st.sampled_from(list(SYSTEM.operations)), json_values)
def test_arbitrary_json_is_answered_or_refused(name: str, body: Any) -> None:
    run_or_refuse(name, body)


@settings(deadline=None, max_examples=600)
@given(st.data())
def test_mutated_examples_are_answered_or_refused(data: st.DataObject) -> None:
    name, body = data.draw(st.sampled_from(EXAMPLE_INPUTS))
    mutated = data.draw(mutations(body))
    run_or_refuse(name, mutated)


@settings(deadline=None, max_examples=200)
@given(st.data())
def test_declarations_of_any_shape_are_normalised_or_refused(data: st.DataObject) -> None:
    state = data.draw(
        st.sampled_from(
            [
                dict(e.input)["state"]
                for _, e in [(n, x) for n, o in SYSTEM.operations.items() for x in o.examples]
                if "state" in e.input
            ]
        )
    )
    combatant = data.draw(st.sampled_from([None, "kira", "vagt", "x"]))
    declaration = data.draw(json_values)
    try:
        part = ENGINE.load(state).check_declaration(combatant, declaration)
    except InputError:
        return
    assert isinstance(part, dict)
    with contextlib.suppress(InputError):
        ENGINE.load(state).resolve({combatant: part}, None)


def random_setup(rng: random.Random) -> dict[str, Any]:
    characters = [
        character(
            f"c{i}",
            endurance_max=rng.randint(10, 40),
            power_max=rng.randint(1, 6),
            armour=rng.randint(0, 3),
            defence_options=[rng.randint(5, 20) for _ in range(rng.randint(1, 3))],
            abilities={"smidig": rng.randint(0, 12)},
            equipment_list=["fakkel", "reb"][: rng.randint(0, 2)],
            fortified=rng.random() < 0.3,
            vehicle_id="vogn" if rng.random() < 0.2 else None,
        )
        for i in range(rng.randint(1, 3))
    ]
    specials = [
        {"changes": {"endurance": -3}},
        {"scope": "all", "changes": {"power": -1, "poison": 2}},
        {"special": "capture", "ability": "smidig", "scope": rng.choice(["target", "all"])},
        {"special": "remove_equipment"},
        {"special": "summon", "summon_limit": 1},
        {"text": "narrative"},
    ]
    opponents = []
    for i in range(rng.randint(1, 6)):
        kamp = rng.choice([None, rng.randint(5, 25)])
        skyde = rng.randint(5, 20) if kamp is None or rng.random() < 0.3 else None
        opponents.append(
            opponent(
                f"o{i}",
                species=rng.choice(["soldiers", "daemons", "skingelhird", "trolls"]),
                kamp=kamp,
                skyde=skyde,
                endurance=rng.randint(5, 40),
                effects={slot: rng.choice(specials) for slot in ("1", "2", "3") if rng.random() < 0.5},
                terminus_effect=rng.choice([None, *specials]),
            )
        )
    return {
        "motive": rng.choice(["threat", "robbery", "death"]),
        "characters": characters,
        "opponents": opponents,
        "vehicles": [
            {
                "id": "vogn",
                "endurance": rng.choice([None, 0, 15]),
                "armoured": rng.random() < 0.5,
                "marks": ["K", "S"],
            }
        ],
        "fortification": {"kind": "barricade"},
        "leader_id": rng.choice([None, "o0"]),
        "round_effects": [
            {"id": "roeg", "category": rng.choice(["permanent", "condition"]), "changes": {"endurance": -2}}
        ],
        "ambush": rng.random() < 0.2,
        "fist_fight": rng.random() < 0.2,
    }


def declarations_for(phase: str, state: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    characters = [c for c in state["characters"] if c["status"] == "active" and c["in_combat"]]
    opponents = [o for o in state["opponents"] if o["status"] == "active"]
    if phase == "opponent_attacks" and not state["ambush"]:
        targets = rng.sample(characters, k=min(len(characters), len(opponents)))
        attacks = [
            {
                "opponent_id": o["id"],
                "character_id": c["id"],
                "mode": "melee" if o["kamp"] is not None else "shoot",
            }
            for o, c in zip(opponents, targets, strict=False)
        ]
        transfers = [c["id"] for c in characters if c["fortified"] and rng.random() < 0.5]
        return {"attacks": attacks, "fortification_transfers": transfers}
    if phase == "character_actions":
        actions = []
        for c in characters:
            if c["captured"] is not None:
                kind = (
                    "escape"
                    if c["captured"]["round"] < state["round"] and c["rolls_used"] < c["rolls_allowed"]
                    else "none"
                )
                actions.append({"character_id": c["id"], "kind": kind})
            elif opponents and c["rolls_used"] < c["rolls_allowed"]:
                actions.append(
                    {
                        "character_id": c["id"],
                        "kind": "attack",
                        "opponent_id": rng.choice(opponents)["id"],
                        "attack_type": "melee",
                        "attack_value": rng.randint(0, 25),
                        "weapon_marks": rng.sample(["spirit", "astral"], k=rng.randint(0, 2)),
                    }
                )
        return {"actions": actions}
    if phase == "tally":
        return {"party_choice": "fight"}
    return {}


def test_random_combats_always_fit_the_output_models() -> None:
    rng = random.Random(20160057)
    operations = SYSTEM.operations
    for _ in range(60):
        setup = random_setup(rng)
        state = operations["combat_start"].run(setup)["state"]
        operations["combat_start"].output_model.model_validate({"state": state}, strict=True)
        for _ in range(40):
            if state["phase"] == "ended":
                break
            name = f"combat_{state['phase']}"
            body = {"state": state, "declarations": declarations_for(state["phase"], state, rng)}
            result = operations[name].run(copy.deepcopy(body))
            operations[name].output_model.model_validate(result, strict=True)
            assert body["state"] == state, "the input state is not changed"
            state = result["state"]
