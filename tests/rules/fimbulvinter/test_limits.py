"""Every input is bounded: one over a bound is a 422 naming the field (reported in the spec's check order),
one at the bound is accepted, the documented schema states the very bound the models enforce, and the
states the engine produces stay readable.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pytest

from app.rules import InputError, JsonObject
from app.rules.fimbulvinter.catalogue import ATTRIBUTES, SKILLS, ZONE_PROPERTIES
from app.rules.fimbulvinter.limits import (
    MAX_LIST,
    MAX_MAP,
    MAX_NAME,
    MAX_SHEET_NUMBER,
    MAX_START_DAZE,
    MAX_TEXT,
    MAX_WOUNDS,
)
from app.rules.limits import MAX_COMBATANTS, MAX_ID_LENGTH
from tests.rules.fimbulvinter.combat_helpers import at_phase, duel, fighter, fighter_in, start
from tests.rules.fimbulvinter.helpers import SYSTEM, rejected, run

MERCHANT: JsonObject = SYSTEM.operation("validate_character").examples[0].input["sheet"]
BOUND_MESSAGES = ("must have at most", "must be at most", "keys must be at most", "must be an integer in")
SPEC_MESSAGES = ("must be a difficulty id or an integer in 0..99", "must list exactly 2 consequence(s)")
"""Bounds the spec words itself: a difficulty's range, the count of a loser's consequences."""


def merchant(**changes: Any) -> JsonObject:
    return {"sheet": copy.deepcopy(MERCHANT) | changes}


def conflict(**changes: Any) -> JsonObject:
    state: JsonObject = {
        "type": "negotiation",
        "level": "civilized",
        "scope": 2,
        "goal": "Buy the ox at half price",
        "resister_goal": None,
        "initiator": "gisle",
        "resister": "trader",
        "wins": {"gisle": 2, "trader": 0},
        "status": "awaiting_loser_choice",
        "winner": "gisle",
        "loser": "trader",
        "result": None,
        "exchanges": 2,
        "consequences": [],
    }
    return state | changes


CHOSEN = ["business_setback", "weakened_position", "lost_the_spark"]
SKILL_VALUES = list(MERCHANT["skill_values"])
EFFECTS = [*ATTRIBUTES, "luck"]
PROPERTIES = [*ZONE_PROPERTIES, "windy"]
SECONDS = [f"f{index + 1}" for index in range(MAX_COMBATANTS + 1)]
CONSEQUENCE = {
    "name": "business_setback",
    "value": 1,
    "holder": "trader",
    "held_by": "gisle",
    "conflict_type": "negotiation",
}


def crowd(count: int) -> list[JsonObject]:
    """``count`` swordsmen, f0 on the right, f1 on the left, and so on."""
    return [fighter(f"f{index}", "left" if index % 2 else "right", weapon="sword") for index in range(count)]


def two_fighters() -> JsonObject:
    return {"combatants": crowd(2)}


def actions_state() -> JsonObject:
    return at_phase(duel(), "actions")


# ---------------------------------------------------------------------------------------------------------
# The bounds, as documented and as enforced: one table, checked both ways.


@dataclass(frozen=True)
class Bound:
    """One bounded input: where it goes in a body and which bound (``maxItems``...) its schema documents.

    ``make(size)`` builds a value of that size (a list, a string, a map) or is the number itself. The 422
    names the field by its path, or ``state`` for anything inside a state. ``at_bound`` is False where no
    valid body reaches the bound: the body at the bound is then refused for another reason.
    """

    operation: str
    base: Callable[[], JsonObject]
    where: tuple[str | int, ...]
    kind: str
    make: Callable[[int], Any] = lambda size: size
    at_bound: bool = True
    of_keys: bool = False  # the bound of the map's keys, not of the map

    @property
    def field(self) -> str:
        if self.where[0] == "state":
            return "state"
        path = ""
        for step in self.where:
            path += f"[{step}]" if isinstance(step, int) else f".{step}" if path else step
        return path


def names(prefix: str) -> Callable[[int], list[str]]:
    return lambda size: [f"{prefix}{index}" for index in range(size)]


def chars(size: int) -> str:
    return "x" * size


def keyed(keys: Sequence[str], value: Any, extra: str = "unknown") -> Callable[[int], JsonObject]:
    """The first ``size`` of ``keys`` (then made-up ones), each mapped to ``value``."""
    return lambda size: dict.fromkeys([*keys, *(f"{extra}{index}" for index in range(size))][:size], value)


def repeated(value: Any) -> Callable[[int], list[Any]]:
    return lambda size: [value] * size


def contest() -> JsonObject:
    return {"contestants": [{"id": "a", "activated_traits": ["x"]}, {"id": "b"}]}


def target() -> JsonObject:
    return {"weapon": "axe", "target": {"attributes": {}}}


def starting() -> JsonObject:
    return {"type": "negotiation", "level": "civilized", "goal": "x", "initiator": "a", "resister": "b"}


def upgraded() -> JsonObject:
    upgrade = {"item": "sword", "property": "quick", "item_name": "Bite", "story": "won at the thing"}
    return merchant(relations=[{"name": "Alvar", "label": "Rival", "item_upgrade": upgrade}])


def listed() -> JsonObject:
    return merchant(upbringing_skills=["leta"], subdisciplines={"sprak": ["vastrona"]})


def health() -> JsonObject:
    return {"health": {"wounds": [{"severity": "light", "days": 0}], "damage_effects": []}}


def pair() -> JsonObject:
    return {"combatants": crowd(2), "subfights": [{"id": "s", "first_man": "f0", "second_men": ["f1"]}]}


def zoned() -> JsonObject:
    zone = {"id": "z", "properties": [], "adjacent": ["y"], "sight_lines": {}}
    return {"combatants": crowd(2), "zones": [zone, {"id": "y"}]}


def fifty() -> JsonObject:
    return {"combatants": crowd(MAX_COMBATANTS), "subfights": SUBFIGHTS[:1]}


def distance() -> JsonObject:
    return {"state": duel(), "declarations": {"first_man": {"target": "b"}, "second_men": {}}}


def resting() -> JsonObject:
    return {"state": actions_state(), "declarations": {"actions": {"a": {"type": "rest", "reduce_daze_traits": ["x"]}}}}


def ending() -> JsonObject:
    return {"state": duel()}


def choosing() -> JsonObject:
    return {"state": conflict(consequences=[CONSEQUENCE]), "choice": "accept"}


def withdrawing() -> JsonObject:
    return {"state": conflict(), "choice": "withdraw", "consequence_names": []}


def spending() -> JsonObject:
    return {"consequence": {"name": "shame", "value": 1}, "mode": "penalty"}


SUBFIGHTS = [{"first_man": f"f{2 * index}", "second_men": [f"f{2 * index + 1}"]} for index in range(26)]
S = "sheet"
BOUNDS = [
    Bound("roll", dict, ("activated_traits",), "maxItems", names("t")),
    Bound("roll", lambda: {"activated_traits": ["x"]}, ("activated_traits", 0), "maxLength", chars),
    Bound("check", dict, ("difficulty",), "maximum"),
    Bound("check", dict, ("difficulty",), "minimum"),
    Bound("contest", contest, ("contestants",), "maxItems", lambda size: [{"id": f"c{n}"} for n in range(size)]),
    Bound("contest", contest, ("contestants", 0, "id"), "maxLength", chars),
    Bound("contest", contest, ("contestants", 0, "activated_traits"), "maxItems", names("t")),
    Bound("compound", lambda: {"steps": [{}, {}, {}]}, ("steps", 2, "difficulty"), "maximum"),
    Bound("attack", lambda: {"defender": {}}, ("defender", "activated_traits"), "maxItems", names("t")),
    Bound("zone_move", dict, ("difficulty",), "maximum"),
    Bound("damage", target, ("target", "attributes"), "maxProperties", keyed(ATTRIBUTES, 0)),
    Bound("damage", target, ("target", "attributes", "soul"), "maximum"),
    Bound("damage", target, ("target", "damage_effects"), "maxItems", repeated("mind")),
    Bound("damage", target, ("target", "activated_traits"), "maxItems", names("t")),
    Bound("damage", target, ("target", "daze"), "maximum"),
    Bound("conflict_start", starting, ("goal",), "maxLength", chars),
    Bound("conflict_start", starting, ("resister_goal",), "maxLength", chars),
    Bound("conflict_start", starting, ("initiator",), "maxLength", chars),
    Bound("conflict_loser_choice", withdrawing, ("consequence_names",), "maxItems", lambda size: CHOSEN[:size]),
    Bound("consequence_spend", spending, ("consequence", "name"), "maxLength", chars),
    Bound("consequence_spend", spending, ("consequence", "value"), "maximum"),
    Bound("validate_character", merchant, (S, "occupation", "name"), "maxLength", chars),
    Bound("validate_character", merchant, (S, "occupation", "skills"), "maxItems", names("s")),
    Bound("validate_character", merchant, (S, "upbringing_skills"), "maxItems", names("s")),
    Bound("validate_character", listed, (S, "upbringing_skills", 0), "maxLength", chars),
    Bound("validate_character", merchant, (S, "clanless_skills"), "maxItems", names("s")),
    Bound("validate_character", merchant, (S, "clan_lores"), "maxItems", names("s")),
    Bound("validate_character", merchant, (S, "clan_lore"), "maxLength", chars),
    Bound("validate_character", merchant, (S, "skill_values"), "maxProperties", keyed(SKILL_VALUES, 2)),
    Bound("validate_character", merchant, (S, "skill_values"), "maxLength", lambda size: {chars(size): 2}, True, True),
    Bound("validate_character", merchant, (S, "skill_values", "status"), "maximum"),
    Bound("validate_character", merchant, (S, "skill_values", "status"), "minimum"),
    Bound("validate_character", merchant, (S, "attribute_raises"), "maxProperties", keyed([], {"mind": 1})),
    Bound("validate_character", merchant, (S, "attribute_raises", "kopsla"), "maxProperties", keyed(["heart"], 1)),
    Bound("validate_character", merchant, (S, "refinement", "skills"), "maxProperties", keyed([], 2)),
    Bound("validate_character", merchant, (S, "refinement", "attributes", "heart"), "minimum"),
    Bound("validate_character", merchant, (S, "refinement", "extra_subdiscipline_pairs", "lagmannaskap"), "maximum"),
    Bound("validate_character", merchant, (S, "subdisciplines"), "maxProperties", keyed([], ["x"])),
    Bound("validate_character", merchant, (S, "subdisciplines", "sprak"), "maxItems", names("rune")),
    Bound("validate_character", listed, (S, "subdisciplines", "sprak", 0), "maxLength", chars),
    Bound("validate_character", merchant, (S, "equipment", "sidearm"), "maxLength", chars),
    Bound("validate_character", merchant, (S, "relations"), "maxItems", repeated({"name": "A", "label": "B"})),
    Bound("validate_character", merchant, (S, "relations", 0, "label"), "maxLength", chars),
    Bound("validate_character", upgraded, (S, "relations", 0, "item_upgrade", "story"), "maxLength", chars),
    Bound("validate_character", merchant, (S, "traits", "folk"), "maxLength", chars),
    Bound("validate_character", merchant, (S, "fate"), "maximum"),
    Bound("validate_character", merchant, (S, "fate"), "minimum"),
    Bound("advance_time", health, ("health", "wounds"), "maxItems", repeated({"severity": "light"})),
    Bound("advance_time", health, ("health", "wounds", 0, "days"), "maximum"),
    Bound("advance_time", health, ("health", "damage_effects"), "maxItems", repeated("power")),
    Bound("advance_time", health, ("health", "knocked_out_days_left"), "maximum"),
    Bound("combat_start", pair, ("combatants",), "maxItems", crowd),
    Bound("combat_start", lambda: {"combatants": crowd(2)}, ("combatants", 0, "id"), "maxLength", chars),
    Bound("combat_start", pair, ("combatants", 1, "name"), "maxLength", chars),
    Bound("combat_start", pair, ("combatants", 1, "side"), "maxLength", chars),
    Bound("combat_start", pair, ("combatants", 1, "zone"), "maxLength", chars),
    Bound("combat_start", pair, ("combatants", 1, "skills"), "maxProperties", keyed(list(SKILLS), 2)),
    Bound("combat_start", pair, ("combatants", 1, "attributes"), "maxProperties", keyed(ATTRIBUTES, 1)),
    Bound("combat_start", pair, ("combatants", 1, "daze"), "maximum"),
    Bound("combat_start", pair, ("combatants", 1, "wounds"), "maxItems", repeated({"severity": "light"})),
    Bound("combat_start", pair, ("combatants", 1, "damage_effects"), "maxItems", lambda size: EFFECTS[:size]),
    Bound("combat_start", zoned, ("zones",), "maxItems", lambda size: [{"id": f"z{n}"} for n in range(size)]),
    Bound("combat_start", zoned, ("zones", 0, "id"), "maxLength", chars),
    Bound("combat_start", zoned, ("zones", 0, "properties"), "maxItems", lambda size: PROPERTIES[:size]),
    Bound("combat_start", zoned, ("zones", 0, "adjacent"), "maxItems", names("z")),
    Bound("combat_start", zoned, ("zones", 0, "adjacent", 0), "maxLength", chars),
    Bound("combat_start", zoned, ("zones", 0, "sight_lines"), "maxProperties", keyed([], "free", "z")),
    Bound("combat_start", fifty, ("subfights",), "maxItems", lambda size: SUBFIGHTS[:size]),
    Bound("combat_start", pair, ("subfights", 0, "id"), "maxLength", chars),
    Bound("combat_start", fifty, ("subfights", 0, "second_men"), "maxItems", lambda size: SECONDS[:size], False),
    Bound("combat_distance", distance, ("declarations", "first_man", "target"), "maxLength", chars),
    Bound("combat_distance", distance, ("declarations", "second_men"), "maxProperties", keyed([], "hold"), False),
    Bound("combat_actions", resting, ("declarations", "actions"), "maxProperties", keyed([], {}), False),
    Bound("combat_actions", resting, ("declarations", "actions", "a", "activated_traits"), "maxItems", names("t")),
    Bound("combat_actions", resting, ("declarations", "actions", "a", "reduce_daze_traits", 0), "maxLength", chars),
    Bound("combat_end", ending, ("state", "combatants", 1, "wounds"), "maxItems", repeated({"severity": "light"})),
    Bound("combat_end", ending, ("state", "combatants", 1, "daze"), "maximum"),
    Bound("combat_end", ending, ("state", "combatants", 1, "name"), "maxLength", chars),
    Bound("combat_end", ending, ("state", "combatants", 1, "action_points"), "maximum"),
    Bound("combat_end", ending, ("state", "round"), "maximum"),
    Bound("conflict_loser_choice", choosing, ("state", "consequences"), "maxItems", repeated(CONSEQUENCE)),
    Bound("conflict_loser_choice", choosing, ("state", "consequences", 0, "value"), "maximum"),
    Bound("conflict_loser_choice", choosing, ("state", "goal"), "maxLength", chars),
    Bound("conflict_loser_choice", choosing, ("state", "exchanges"), "maximum"),
    Bound("conflict_loser_choice", choosing, ("state", "wins", "gisle"), "maximum"),
]


def _resolve(schema: dict[str, Any], definitions: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = definitions[schema["$ref"].rsplit("/", 1)[-1]]
    return schema


def _branch(schema: dict[str, Any], definitions: dict[str, Any], wanted: str) -> dict[str, Any]:
    """The schema itself, or the branch of its ``anyOf`` that has ``wanted``."""
    schema = _resolve(schema, definitions)
    for option in schema.get("anyOf", [schema]):
        resolved = _resolve(option, definitions)
        if wanted in resolved:
            return resolved
    raise AssertionError(f"no {wanted} in {schema}")


def documented(bound: Bound) -> int:
    """The bound the operation's input model documents for the field at ``bound.where``."""
    root = SYSTEM.operation(bound.operation).input_model.model_json_schema()
    definitions = root.get("$defs", {})
    schema = root
    for step in bound.where:
        if isinstance(step, int):
            schema = _branch(schema, definitions, "items")["items"]
            continue
        node = _branch(schema, definitions, "type")
        if step in node.get("properties", {}):
            schema = node["properties"][step]
        else:
            schema = _branch(schema, definitions, "additionalProperties")["additionalProperties"]
    if bound.of_keys:
        schema = _branch(schema, definitions, "propertyNames")["propertyNames"]
    limit: int = _branch(schema, definitions, bound.kind)[bound.kind]
    return limit


def placed(body: JsonObject, where: Sequence[str | int], value: Any) -> JsonObject:
    changed = copy.deepcopy(body)
    target: Any = changed
    for step in where[:-1]:
        target = target[step]
    target[where[-1]] = value
    return changed


@pytest.mark.parametrize("bound", BOUNDS, ids=[f"{bound.operation}:{bound.field}:{bound.kind}" for bound in BOUNDS])
def test_one_over_the_documented_bound_is_refused_one_at_it_is_not(bound: Bound) -> None:
    limit = documented(bound)
    past = limit - 1 if bound.kind == "minimum" else limit + 1
    base = bound.base()
    field, detail = rejected(bound.operation, placed(base, bound.where, bound.make(past)))
    assert field == bound.field
    reason = detail.removeprefix(f"{field}: ")
    assert reason != detail
    assert reason.startswith(BOUND_MESSAGES + SPEC_MESSAGES) or field == "state"
    at_bound = placed(base, bound.where, bound.make(limit))
    if bound.at_bound:
        run(bound.operation, at_bound)
        return
    with pytest.raises(InputError) as caught:
        SYSTEM.operation(bound.operation).run(at_bound)
    assert not caught.value.message.startswith(BOUND_MESSAGES)


def test_the_table_covers_every_kind_of_bound() -> None:
    assert {bound.kind for bound in BOUNDS} == {"maxItems", "maxLength", "maxProperties", "maximum", "minimum"}


# ---------------------------------------------------------------------------------------------------------
# Representative bounds, spelled out.


def test_a_list_one_over_its_bound() -> None:
    traits = [f"trait {index}" for index in range(MAX_LIST)]
    assert run("roll", {"activated_traits": traits, "modifiers": -50, "dice": [5]})["total"] == 5 - 50 + 3 * MAX_LIST
    assert rejected("roll", {"activated_traits": [*traits, "one more"], "dice": [5]}) == (
        "activated_traits",
        f"activated_traits: must have at most {MAX_LIST} items",
    )


def test_a_string_one_over_its_bound() -> None:
    goal = "g" * MAX_TEXT
    body = {"type": "debate", "level": "heated", "goal": goal, "initiator": "i" * MAX_ID_LENGTH, "resister": "r"}
    assert run("conflict_start", body)["state"]["goal"] == goal
    assert rejected("conflict_start", body | {"goal": goal + "g"}) == (
        "goal",
        f"goal: must be at most {MAX_TEXT} characters long",
    )
    assert rejected("conflict_start", body | {"initiator": "i" * (MAX_ID_LENGTH + 1)})[0] == "initiator"


def test_a_map_one_over_its_bound() -> None:
    values = dict(MERCHANT["skill_values"]) | {f"lore{index}": 2 for index in range(MAX_MAP - 10)}
    result = run("validate_character", merchant(skill_values=values))
    assert not result["valid"]
    assert "unknown_skill" in result["error_codes"]
    assert rejected("validate_character", merchant(skill_values=values | {"one_more": 2})) == (
        "sheet.skill_values",
        f"sheet.skill_values: must have at most {MAX_MAP} entries",
    )


def test_an_integer_one_over_its_bound() -> None:
    for fate in (MAX_SHEET_NUMBER, -MAX_SHEET_NUMBER):
        assert run("validate_character", merchant(fate=fate))["error_codes"] == ["fate"]
    for fate in (MAX_SHEET_NUMBER + 1, -MAX_SHEET_NUMBER - 1):
        assert rejected("validate_character", merchant(fate=fate)) == (
            "sheet.fate",
            f"sheet.fate: must be an integer in {-MAX_SHEET_NUMBER}..{MAX_SHEET_NUMBER}",
        )


def test_rule_violations_up_to_the_bounds_stay_rule_violations() -> None:
    """A sheet over the creation rules but within the bounds is answered (valid: false), not refused."""
    relations = [{"name": f"friend {index}", "label": "friend"} for index in range(MAX_LIST)]
    result = run("validate_character", merchant(relations=relations, fate=MAX_SHEET_NUMBER))
    assert result["error_codes"] == ["fate", "relations_count"]


def test_a_long_list_item_is_named_by_its_index() -> None:
    traits = ["brave", "t" * (MAX_NAME + 1)]
    assert rejected("check", {"activated_traits": traits})[0] == "activated_traits[1]"
    assert rejected("validate_character", merchant(upbringing_skills=["leta", "x" * (MAX_ID_LENGTH + 1)]))[0] == (
        "sheet.upbringing_skills[1]"
    )


def test_combatant_lists_and_maps() -> None:
    state = start(crowd(MAX_COMBATANTS))
    assert len(state["combatants"]) == MAX_COMBATANTS
    assert rejected("combat_start", {"combatants": crowd(MAX_COMBATANTS + 1)})[0] == "combatants"
    skilled = fighter("f0", "right", skills=dict.fromkeys(SKILLS, 20))
    assert len(start([skilled, fighter("f1", "left")])["combatants"][0]["skills"]) == len(SKILLS)
    over = fighter("f0", "right", skills=dict.fromkeys([*SKILLS, "sailing"], 2))
    assert rejected("combat_start", {"combatants": [over, fighter("f1", "left")]}) == (
        "combatants[0].skills",
        f"combatants[0].skills: must have at most {len(SKILLS)} entries",
    )


def test_map_keys_are_bounded_without_being_echoed() -> None:
    key = "k" * (MAX_ID_LENGTH + 1)
    field, detail = rejected("combat_actions", {"state": actions_state(), "declarations": {"actions": {key: {}}}})
    assert (field, detail) == (
        "declarations.actions",
        f"declarations.actions: keys must be at most {MAX_ID_LENGTH} characters long",
    )


def test_a_combat_state_over_a_bound_is_not_a_combat_state() -> None:
    state = duel()
    fighter_in(state, "b")["wounds"] = [{"severity": "light"}] * (MAX_WOUNDS + 1)
    assert rejected("combat_end", {"state": state}) == ("state", "state: not a fimbulvinter combat state")


def test_a_conflict_state_over_a_bound_is_not_a_conflict_state() -> None:
    state = conflict(consequences=[CONSEQUENCE | {"holder": "h" * (MAX_ID_LENGTH + 1)}])
    assert rejected("conflict_loser_choice", {"state": state, "choice": "accept"}) == (
        "state",
        "state: not a conflict state",
    )


# ---------------------------------------------------------------------------------------------------------
# Bounds are checked in the spec's order: with the field they belong to.


@pytest.mark.parametrize(
    ("operation", "body", "field"),
    [
        ("roll", {"modifiers": 51, "activated_traits": names("t")(MAX_LIST + 1)}, "modifiers"),
        ("roll", {"activated_traits": names("t")(MAX_LIST + 1), "pushes": 11}, "activated_traits"),
        ("contest", {"contestants": [{"id": f"c{index}"} for index in range(51)], "dice": [10]}, "contestants"),
        ("contest", {"contestants": [{"id": "x" * 65, "skill": 21}, {"id": "b"}]}, "contestants[0].id"),
        (
            "damage",
            {"weapon": "axe", "damage_modifiers": 51, "target": {"attributes": keyed(ATTRIBUTES, 0)(7)}},
            "damage_modifiers",
        ),
        (
            "damage",
            {"weapon": "axe", "target": {"attributes": keyed(ATTRIBUTES, 0)(7), "daze": 100}},
            "target.attributes",
        ),
        ("damage", {"weapon": "axe", "target": {"daze": 100, "damage_effects": ["power"] * 101}}, "target.daze"),
        ("conflict_start", {"type": "debate", "level": "x", "goal": "g" * 2001}, "level"),
        ("conflict_start", {"type": "debate", "level": "heated", "goal": "g" * 2001, "initiator": ""}, "goal"),
        ("advance_time", {"health": {"wounds": [{"severity": "light"}] * 10_001}, "days": 0}, "health.wounds"),
        (
            "validate_character",
            merchant(bonus_points_granted=21, relations=[{}] * 101),
            "sheet.bonus_points_granted",
        ),
        ("validate_character", merchant(relations=[{}] * 101, fate="two"), "sheet.relations"),
        ("validate_character", merchant(traits={"folk": "f" * 201}, fate=101), "sheet.traits.folk"),
        ("validate_character", merchant(skill_values={"status": 101}, fate=101), "sheet.skill_values.status"),
        (
            "combat_start",
            {"combatants": [fighter("x" * 65, "a"), fighter("b", "b")], "zones": [{"id": "z"}] * 101},
            "combatants[0].id",
        ),
        (
            "combat_start",
            {"combatants": [fighter("a", "a", daze=100), fighter("b", "b")], "subfights": [{}] * 26},
            "combatants[0].daze",
        ),
    ],
)
def test_bounds_are_checked_in_the_spec_order(operation: str, body: JsonObject, field: str) -> None:
    assert rejected(operation, body)[0] == field


# ---------------------------------------------------------------------------------------------------------
# States the engine produces still validate.


def test_a_daze_raised_past_99_by_play_is_still_a_combat_state() -> None:
    """A knocked-out fighter at daze 99 who overrides (+2) and is not hit leaves the round at 101."""
    knocked_out = fighter("b", "right", weapon="sword", knocked_out=True, daze=MAX_START_DAZE)
    state = start(
        [fighter("a", "left", weapon="sword"), knocked_out, fighter("c", "right")],
        [{"id": "sf1", "first_man": "a", "second_men": ["b"]}],
    )
    state = run("combat_advantage", {"state": run("combat_distance", {"state": state})["state"]})["state"]
    declarations = {"actions": {"a": {"type": "rest"}, "b": {"type": "attack", "override_knockout": True}}}
    state = run("combat_actions", {"state": state, "declarations": declarations})["state"]
    state = run("combat_defences", {"state": state})["state"]
    result = run("combat_resolve", {"state": state, "dice": [1, 1, 8]})
    assert result["events"][0]["outcome"] == "miss"
    state = result["state"]
    assert (state["round"], state["phase"], fighter_in(state, "b")["daze"]) == (2, "distance", MAX_START_DAZE + 2)
    assert run("combat_distance", {"state": state})["state"]["phase"] == "advantage"


def test_a_combatant_may_enter_with_more_wounds_than_99() -> None:
    wounded = fighter("b", "right", wounds=[{"severity": "light"}] * 150)
    state = start([fighter("a", "left"), wounded])
    assert fighter_in(state, "b")["daze"] == 150
    assert fighter_in(run("combat_end", {"state": state})["state"], "b")["daze"] == 150
