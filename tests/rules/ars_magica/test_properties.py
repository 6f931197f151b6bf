"""Laws that hold for every input: determinism, replayable random rolls, monotonicity, and no crash."""

from __future__ import annotations

import copy
from collections.abc import Callable
from functools import partial
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.rules.ars_magica import SYSTEM
from app.rules.ars_magica.combat.engine import ENGINE
from app.rules.errors import InputError
from app.rules.protocol import PhaseOutcome
from tests.rules.ars_magica.helpers import run, without_breakdown
from tests.rules.ars_magica.test_validation import MINIMAL

PROPERTY = settings(deadline=None, max_examples=150, suppress_health_check=[HealthCheck.too_slow])

faces = st.lists(st.integers(0, 9), min_size=0, max_size=12)
json_scalars = st.none() | st.booleans() | st.integers(-300, 300) | st.floats(allow_nan=False) | st.text(max_size=8)
json_values = st.recursive(
    json_scalars,
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)
wounds = st.fixed_dictionaries(
    {},
    optional={
        "light": st.integers(0, 3),
        "medium": st.integers(0, 2),
        "heavy": st.integers(0, 2),
        "incapacitating": st.integers(0, 1),
    },
)
fatigue = st.integers(0, 5).flatmap(
    lambda total: st.integers(0, total).map(lambda short: {"short_term": short, "long_term": total - short})
)

SEEDS: dict[str, list[dict[str, Any]]] = {name: [body] for name, body in MINIMAL.items()}
for _name, _operation in SYSTEM.operations.items():
    SEEDS.setdefault(_name, []).extend(dict(example.input) for example in _operation.examples)


def call(name: str, body: Any) -> dict[str, Any] | None:
    """Run ``body``; only an InputError may come out, and any result fits the output model."""
    try:
        return run(name, body)
    except InputError:
        return None


def mutate(body: Any, path: list[Any], value: Any) -> Any:
    """``body`` with the value at ``path`` (indices into its objects and lists, wrapped) replaced."""
    if not path or not isinstance(body, dict | list) or not body:
        return value
    if isinstance(body, dict):
        keys = sorted(body)
        key = keys[path[0] % len(keys)] if isinstance(path[0], int) else path[0]
        return {**body, key: mutate(body.get(key), path[1:], value)}
    index = path[0] % len(body) if isinstance(path[0], int) else 0
    return [*body[:index], mutate(body[index], path[1:], value), *body[index + 1 :]]


@PROPERTY
@given(st.sampled_from(sorted(SYSTEM.operations)), st.dictionaries(st.text(max_size=10), json_values, max_size=5))
def test_arbitrary_json_objects_never_crash(name: str, body: dict[str, Any]) -> None:
    call(name, body)


@PROPERTY
@given(
    st.sampled_from(sorted(SEEDS)),
    st.data(),
    st.lists(st.integers(0, 50) | st.text(max_size=12), min_size=1, max_size=5),
    json_values,
)
def test_mutated_valid_inputs_never_crash(name: str, data: st.DataObject, path: list[Any], value: Any) -> None:
    body = copy.deepcopy(data.draw(st.sampled_from(SEEDS[name])))
    call(name, mutate(body, path, value))


@PROPERTY
@given(st.sampled_from(sorted(SEEDS)), st.data(), st.lists(st.integers(0, 9), max_size=20))
def test_any_forced_dice_either_fit_or_are_refused(name: str, data: st.DataObject, dice: list[int]) -> None:
    body = copy.deepcopy(data.draw(st.sampled_from(SEEDS[name])))
    if SYSTEM.operations[name].rolls:
        body["dice"] = dice
    result = call(name, body)
    if result is not None and "dice" in result:
        assert result["dice"] == dice


@PROPERTY
@given(st.sampled_from(sorted(name for name, op in SYSTEM.operations.items() if op.rolls)), st.data())
def test_random_rolls_replay_exactly_from_their_dice(name: str, data: st.DataObject) -> None:
    body = copy.deepcopy(data.draw(st.sampled_from(SEEDS[name])))
    body.pop("dice", None)
    if name == "fatigue_recovery":
        body.update(halving_roll=True, stamina=1, fatigue={"short_term": 3})
    result = call(name, body)
    if result is None:
        return
    replayed = run(name, {**body, "dice": result["dice"]})
    assert without_breakdown(replayed) == without_breakdown(result)
    assert all(0 <= face <= 9 for face in result["dice"])


@PROPERTY
@given(
    st.fixed_dictionaries(
        {
            "characteristic": st.integers(-20, 20),
            "ability": st.integers(0, 29),
            "ease_factor": st.integers(-100, 200),
            "wounds": wounds.filter(lambda w: not w.get("incapacitating")),
            "fatigue": fatigue.filter(lambda f: f["short_term"] + f["long_term"] < 5),
            "dice": faces,
        }
    )
)
def test_check_is_deterministic_and_more_ability_is_never_worse(body: dict[str, Any]) -> None:
    result = call("check", body)
    if result is None:
        return
    assert call("check", body) == result
    better = run("check", {**body, "ability": body["ability"] + 1})
    assert better["total"] >= result["total"]
    assert better["success"] >= result["success"]
    assert result["success"] == (not result["botched"] and result["total"] >= body["ease_factor"])
    assert result["margin"] == result["total"] - body["ease_factor"]


@PROPERTY
@given(st.integers(0, 29), st.integers(-20, 20), st.booleans(), faces)
def test_attack_advantage_never_falls_with_more_ability(
    ability: int, dexterity: int, exertion: bool, dice: list[int]
) -> None:
    attacker = {"dexterity": dexterity, "strength": 1, "ability": ability, "exertion": exertion}
    body = {
        "attacker": attacker,
        "defender": {"quickness": 1, "stamina": 1, "ability": 3, "weapon": "axe"},
        "dice": dice,
    }
    result = call("attack", body)
    if result is None:
        return
    better = run("attack", {**body, "attacker": {**attacker, "ability": ability + 1}})
    assert better["attack_advantage"] >= result["attack_advantage"]
    assert result["hit"] == (not result["attack"]["botched"] and result["attack_advantage"] > 0)
    if result["hit"]:
        assert result["excess"] == result["damage_total"] - result["soak_total"]


@PROPERTY
@given(st.integers(-1000, 1000), st.integers(-1000, 1000), st.integers(-10, 20))
def test_more_damage_is_never_a_lighter_wound(damage: int, soak: int, size: int) -> None:
    order = [None, "light", "medium", "heavy", "incapacitating", "dead"]
    result = run("wound_level", {"damage": damage, "soak": soak, "size": size})
    more = run("wound_level", {"damage": min(damage + 1, 1000), "soak": soak, "size": size})
    assert order.index(more["wound"]) >= order.index(result["wound"])


def fighter_strategy(side: str, index: int) -> st.SearchStrategy[dict[str, Any]]:
    return st.fixed_dictionaries(
        {
            "id": st.just(f"{side}{index}"),
            "side": st.just(side),
            "quickness": st.integers(-3, 3),
            "dexterity": st.integers(-3, 3),
            "strength": st.integers(-3, 3),
            "stamina": st.integers(-3, 3),
            "ability": st.integers(0, 8),
            "weapon": st.sampled_from(["fist", "sword_long", "javelin", "bow_short", "mace", "dodge"]),
            "size": st.integers(-3, 3),
            "fatigue": fatigue,
        }
    )


def with_physical_dice(step: Callable[[list[int]], PhaseOutcome], data: st.DataObject) -> PhaseOutcome:
    """Roll one face more each time the step asks for more, as a table with physical dice would (§7.5)."""
    faces: list[int] = []
    while True:
        try:
            return step(faces)
        except InputError as error:
            if error.detail != "dice: needed more faces" or len(faces) > 500:
                raise
            faces.append(data.draw(st.integers(0, 9)))


@settings(deadline=None, max_examples=40, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.integers(0, 1), min_size=2, max_size=5).flatmap(
        lambda sides: st.tuples(*(fighter_strategy("xy"[side], index) for index, side in enumerate([0, 1, *sides])))
    ),
    st.sampled_from(["melee", "missile"]),
    st.data(),
)
def test_random_combats_run_through_the_engine_without_surprises(
    fighters: tuple[dict[str, Any], ...], engagement: str, data: st.DataObject
) -> None:
    outcome = ENGINE.start({"combatants": list(fighters), "engagement": engagement}, None)
    state = with_physical_dice(partial(ENGINE.load(outcome.state).resolve, {}), data).state
    for _ in range(12):
        combat = ENGINE.load(state)
        if combat.ended:
            break
        declared: dict[str | None, Any] = {}
        for actor in combat.expected_declarers():
            targets = [c["id"] for c in state["combatants"] if c["side"] != actor[0] and not c["dead"]]
            action = data.draw(st.sampled_from(["attack", "close_in", "none"]))
            part: dict[str, Any] = {"action": action, "exert_defence": data.draw(st.booleans())}
            if action == "attack":
                part |= {"target": data.draw(st.sampled_from(targets)), "exertion": data.draw(st.booleans())}
            try:
                declared[actor] = combat.check_declaration(actor, part)
            except InputError:
                declared[actor] = combat.check_declaration(actor, {"action": "none"})
        by_id = {combatant["id"]: combatant for combatant in state["combatants"]}
        melee = any(
            part["action"] == "attack" and by_id[actor]["weapon"]["range"] is None for actor, part in declared.items()
        )
        # A melee attack needs the sides in contact: the GM rules they have closed in.
        declared[None] = {"engagement": "melee"} if melee else {}
        declared_state = combat.resolve(declared, None).state
        outcome = with_physical_dice(partial(ENGINE.load(declared_state).resolve, {}), data)
        SYSTEM.operations["combat_resolve"].output_model.model_validate({"state": outcome.state, **outcome.result})
        assert outcome.result["dice"] == [face for face in outcome.result["dice"] if 0 <= face <= 9]
        state = outcome.state
        assert state["declarations"] == []
