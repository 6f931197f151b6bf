"""The optional ``rules`` object: defaults, normalisation and its 422s named ``rules.<field>``."""

from __future__ import annotations

from typing import Any

import pytest

from app.rules.terminus_alfa.models import full_rules
from tests.rules.terminus_alfa.helpers import SYSTEM, character, opponent, refused, run, start

DEFAULTS = {
    "die_sides": 6,
    "effect_faces": [2, 3, 4, 5, 6],
    "terminus_faces": [6],
    "fumble_faces": [1],
    "terminus_explodes": True,
    "fumble_zeroes": True,
    "terminus_max_chain": 10,
    "effect_slots_by_face": None,
    "vehicle_armour_rounding": "down",
    "avert_grade_default": 20,
}


def test_the_stored_rules_hold_every_field_with_the_spec_defaults() -> None:
    assert start([character("kira")], [opponent("vagt")])["rules"] == DEFAULTS


def test_the_defaults_are_the_catalogues() -> None:
    assert full_rules(None).model_dump() == SYSTEM.catalogue["dice"]["rules_defaults"]


def test_the_face_defaults_follow_die_sides() -> None:
    rules = start([character("kira")], [opponent("vagt")], rules={"die_sides": 8})["rules"]
    assert rules["effect_faces"] == [2, 3, 4, 5, 6, 7, 8]
    assert rules["terminus_faces"] == [8]
    assert rules["fumble_faces"] == [1]


def test_face_and_slot_lists_are_stored_sorted_without_duplicates() -> None:
    given = {
        "effect_faces": [5, 2, 5],
        "terminus_faces": [6, 5, 6],
        "effect_slots_by_face": {"5": ["3", "1", "3"], "2": ["2"]},
    }
    rules = start([character("kira")], [opponent("vagt")], rules=given)["rules"]
    assert rules["effect_faces"] == [2, 5]
    assert rules["terminus_faces"] == [5, 6]
    assert rules["effect_slots_by_face"] == {"2": ["2"], "5": ["1", "3"]}


@pytest.mark.parametrize(
    ("rules", "field"),
    [
        ({"die_sides": 1}, "rules.die_sides"),
        ({"die_sides": 21}, "rules.die_sides"),
        ({"die_sides": True}, "rules.die_sides"),
        ({"effect_faces": [0]}, "rules.effect_faces"),
        ({"effect_faces": [7]}, "rules.effect_faces"),
        ({"effect_faces": ["2"]}, "rules.effect_faces"),
        ({"die_sides": 4, "terminus_faces": [6]}, "rules.terminus_faces"),
        ({"fumble_faces": 1}, "rules.fumble_faces"),
        ({"terminus_explodes": "yes"}, "rules.terminus_explodes"),
        ({"terminus_max_chain": 21}, "rules.terminus_max_chain"),
        ({"terminus_max_chain": -1}, "rules.terminus_max_chain"),
        ({"fumble_zeroes": 0}, "rules.fumble_zeroes"),
        ({"effect_slots_by_face": {"7": ["1"]}}, "rules.effect_slots_by_face"),
        ({"effect_slots_by_face": {"x": ["1"]}}, "rules.effect_slots_by_face"),
        ({"effect_slots_by_face": {"06": ["1"]}}, "rules.effect_slots_by_face"),
        ({"effect_slots_by_face": {"6": ["T"]}}, "rules.effect_slots_by_face"),
        ({"effect_slots_by_face": ["6"]}, "rules.effect_slots_by_face"),
        ({"vehicle_armour_rounding": "nearest"}, "rules.vehicle_armour_rounding"),
        ({"avert_grade_default": 101}, "rules.avert_grade_default"),
        ({"terminus_chain": 3}, "rules.terminus_chain"),
        ([], "rules"),
    ],
)
def test_bad_rules_are_named_by_their_key(rules: Any, field: str) -> None:
    for operation, body in (
        ("roll", {"rules": rules}),
        ("check", {"ability": 1, "grade": {"fixed": 1}, "rules": rules}),
        (
            "combat_start",
            {"motive": "death", "characters": [character("a")], "opponents": [opponent("b")], "rules": rules},
        ),
    ):
        error = refused(operation, body)
        assert error.field == field, (operation, error.detail)
        assert error.detail.startswith(f"{field}: ")


def test_unknown_rules_key_is_refused() -> None:
    assert refused("roll", {"rules": {"sides": 6}}).detail == "rules.sides: unknown field"


def test_null_rules_or_null_keys_take_the_defaults() -> None:
    assert run("roll", {"rules": None, "dice": [3, 3]})["effect_roll"]
    assert run("roll", {"rules": {"die_sides": None}, "dice": [6, 6, 1, 2]})["terminus_rerolls"] == 1


def test_effect_slots_by_face_is_kept_in_the_combat_state() -> None:
    rules = {"effect_slots_by_face": {"2": ["1"]}, "vehicle_armour_rounding": "up", "avert_grade_default": 15}
    stored = start([character("kira")], [opponent("vagt")], rules=rules)["rules"]
    assert {**DEFAULTS, **rules} == stored


def test_a_state_with_bad_rules_is_refused_under_state_rules() -> None:
    state = start([character("kira")], [opponent("vagt")])
    state["rules"] = {**state["rules"], "die_sides": 99}
    assert refused("combat_conditions", {"state": state}).field == "state.rules.die_sides"
    state["rules"] = {**DEFAULTS, "extra": 1}
    assert refused("combat_conditions", {"state": state}).field == "state.rules.extra"
    del state["rules"]
    assert refused("combat_conditions", {"state": state}).field == "state.rules"
