"""Character creation (§6): malformed sheets are 422s, broken rules are reported with ``valid: false``."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from tests.rules.fimbulvinter.helpers import SYSTEM, rejected, run

MERCHANT: dict[str, Any] = SYSTEM.operation("validate_character").examples[0].input["sheet"]


def sheet(**changes: Any) -> dict[str, Any]:
    body = copy.deepcopy(MERCHANT)
    body.update(changes)
    return body


def codes(body: dict[str, Any]) -> list[str]:
    result: list[str] = run("validate_character", {"sheet": body})["error_codes"]
    return result


def errors(body: dict[str, Any]) -> list[dict[str, str]]:
    result: list[dict[str, str]] = run("validate_character", {"sheet": body})["errors"]
    return result


CLANLESS: dict[str, Any] = sheet(
    clanless=True,
    clan_lore=None,
    clanless_skills=["jakt", "rida"],
    skill_values={
        "jakt": 2,
        "rida": 4,
        "kopsla": 6,
        "sjomannaskap": 4,
        "rikedom": 2,
        "valtalighet": 4,
        "spana": 2,
        "sprak": 2,
        "slagsmal": 2,
        "leta": 2,
    },
    attribute_raises={
        "rida": {"finesse": 1},
        "kopsla": {"heart": 2},
        "sjomannaskap": {"finesse": 1},
        "valtalighet": {"heart": 1},
    },
    refinement={"attributes": {"heart": -1}, "skills": {}, "extra_subdiscipline_pairs": {}},
    subdisciplines={"sprak": ["vastrona"]},
    equipment={"sidearm": "dagger", "main_weapon": "axe", "armour": "gambesson", "horse": True},
    traits={"folk": "Sjöben", "upbringing": "Nyfiken"},
    fate=3,
)


def test_the_merchant_is_valid() -> None:
    assert codes(sheet()) == []


def test_a_valid_clanless_character() -> None:
    result = run("validate_character", {"sheet": CLANLESS})
    assert result["errors"] == []
    assert result["computed"]["status"] == 0
    assert result["computed"]["fate"] == 3
    assert result["computed"]["horse_eligible"] is True
    assert result["warnings"] == ["5 bonus points unspent"]


def test_unknown_skills_anywhere_are_reported_where_they_are() -> None:
    body = sheet(upbringing_skills=["valtalighet", "spana", "sprak", "slagsmal", "trolldom"])
    found = [error for error in errors(body) if error["code"] == "unknown_skill"]
    assert found[0]["field"] == "sheet.upbringing_skills[4]"


def test_selection_counts() -> None:
    assert "skill_selection_count" in codes(sheet(upbringing_skills=["valtalighet", "spana", "sprak"]))
    occupation = dict(MERCHANT["occupation"], skills=["kopsla", "kopsla", "rikedom"])
    assert "skill_selection_count" in codes(sheet(occupation=occupation))


def test_a_character_with_a_clan_needs_a_lore_that_is_not_status() -> None:
    assert "skill_selection_count" in codes(sheet(clan_lore=None))
    assert "skill_selection_overlap" in codes(sheet(clan_lore="status"))


def test_the_lore_must_be_one_of_the_clans_lores() -> None:
    assert "lore_not_in_clan" in codes(sheet(clan_lores=["harkonst", "geografi"]))
    assert "lore_not_in_clan" not in codes(sheet(clan_lores=["lagmannaskap"]))


def test_chosen_skills_must_all_differ() -> None:
    body = sheet(upbringing_skills=["valtalighet", "spana", "sprak", "slagsmal", "kopsla"])
    assert "skill_selection_overlap" in codes(body)


def test_clanless_has_no_clan_skills() -> None:
    assert "clanless_has_clan_skill" in codes(dict(CLANLESS, clan_lore="lagmannaskap"))
    body = dict(CLANLESS, clanless_skills=["jakt", "status"])
    assert "clanless_has_clan_skill" in codes(body)


def test_clanless_skills_only_for_the_clanless() -> None:
    assert "skill_selection_count" in codes(sheet(clanless_skills=["jakt", "rida"]))
    assert "skill_selection_count" in codes(dict(CLANLESS, clanless_skills=["jakt"]))


def test_listed_occupation_skills() -> None:
    occupation = dict(MERCHANT["occupation"], listed_skills=["kopsla", "rikedom", "status"])
    assert "occupation_skill_not_listed" in codes(sheet(occupation=occupation))
    occupation["listed_skills"] = ["kopsla", "rikedom", "sjomannaskap", "status"]
    assert "occupation_skill_not_listed" not in codes(sheet(occupation=occupation))


def test_skill_values_must_be_the_ten_skills_with_the_array() -> None:
    values = dict(MERCHANT["skill_values"], leta=4)
    assert "skill_values_distribution" in codes(sheet(skill_values=values))
    values = {key: value for key, value in MERCHANT["skill_values"].items() if key != "leta"}
    assert "skill_values_keys" in codes(sheet(skill_values=values))


def test_high_values_for_occupation_and_clan() -> None:
    values = dict(MERCHANT["skill_values"], kopsla=2, sjomannaskap=2, leta=6, spana=4)
    raises = {
        "lagmannaskap": {"mind": 1},
        "leta": {"mind": 2},
        "spana": {"mind": 1},
        "valtalighet": {"heart": 1},
    }
    result = codes(sheet(skill_values=values, attribute_raises=raises))
    assert "occupation_high_value" in result
    values = dict(MERCHANT["skill_values"], lagmannaskap=2, leta=4)
    assert "clan_high_value" in codes(sheet(skill_values=values))


def test_attribute_raises() -> None:
    raises = dict(MERCHANT["attribute_raises"])
    del raises["valtalighet"]
    assert "attribute_raise_missing" in codes(sheet(attribute_raises=raises))
    assert "attribute_raise_invalid" in codes(sheet(attribute_raises=dict(raises, valtalighet={"power": 1})))
    assert "attribute_raise_invalid" in codes(sheet(attribute_raises=dict(raises, kopsla={"heart": 1})))
    assert "attribute_raise_invalid" in codes(sheet(attribute_raises=dict(raises, rikedom={"mind": 1})))


def test_a_six_may_raise_two_attributes_by_one() -> None:
    body = sheet(
        attribute_raises=dict(MERCHANT["attribute_raises"], sjomannaskap={"mind": 1}, kopsla={"heart": 2}),
    )
    assert "attribute_raise_invalid" not in codes(body)


def test_refinement_costs_and_overspending() -> None:
    refinement = {
        "attributes": {"soul": 2},
        "skills": {"status": 6, "jakt": 2},
        "extra_subdiscipline_pairs": {},
    }
    result = run("validate_character", {"sheet": sheet(refinement=refinement, bonus_points_granted=2)})
    assert result["computed"]["bonus_points_spent"] == 2 + 3 + 1
    assert "bonus_points_overspent" in result["error_codes"]
    assert result["computed"]["bonus_points_unspent"] == 0


def test_refinement_skill_values() -> None:
    refinement = {"attributes": {}, "skills": {"kopsla": 4}, "extra_subdiscipline_pairs": {}}
    assert "refinement_invalid" in codes(sheet(refinement=refinement))
    refinement["skills"] = {"jakt": 3}
    assert "refinement_invalid" in codes(sheet(refinement=refinement))


def test_final_attributes_within_creation_limits() -> None:
    refinement = {"attributes": {"heart": 0, "power": -3}, "skills": {}, "extra_subdiscipline_pairs": {}}
    result = codes(
        sheet(
            refinement=refinement,
            subdisciplines={"lagmannaskap": ["kopmal", "byalag"], "sprak": ["vastrona"]},
        )
    )
    assert "attribute_creation_limit" in result


def test_subdisciplines() -> None:
    assert "subdisciplines_count" in codes(sheet(subdisciplines={"lagmannaskap": ["kopmal"], "sprak": ["vastrona"]}))
    unknown = {"lagmannaskap": ["kopmal", "byalag", "tvistemal", "hemmal"], "sprak": ["vastrona"]}
    assert "subdiscipline_unknown" in codes(sheet(subdisciplines=unknown))
    extra = dict(MERCHANT["subdisciplines"], kopsla=["haggling"])
    assert "subdisciplines_unexpected" in codes(sheet(subdisciplines=extra))


def test_extra_pairs_only_for_cascade_skills_within_the_list() -> None:
    refinement = dict(MERCHANT["refinement"], extra_subdiscipline_pairs={"kopsla": 1})
    assert "subdiscipline_pairs_invalid" in codes(sheet(refinement=refinement))
    refinement = dict(MERCHANT["refinement"], extra_subdiscipline_pairs={"sprak": 2})
    assert "subdiscipline_pairs_invalid" in codes(sheet(refinement=refinement))
    refinement = dict(MERCHANT["refinement"], extra_subdiscipline_pairs={"sprak": 1})
    result = run("validate_character", {"sheet": sheet(refinement=refinement)})
    assert "subdiscipline_pairs_invalid" not in result["error_codes"]
    assert result["computed"]["subdiscipline_entitlement"]["sprak"] == 3


@pytest.mark.parametrize(
    ("equipment", "code"),
    [
        ({"sidearm": "sword", "main_weapon": "axe", "armour": "gambesson"}, "equipment_sidearm"),
        ({"main_weapon": "axe", "armour": "gambesson"}, "equipment_sidearm"),
        ({"sidearm": "knife", "main_weapon": "crossbow", "armour": "gambesson"}, "equipment_main_weapon"),
        ({"sidearm": "knife", "main_weapon": "axe", "armour": "ring_mail"}, "equipment_armour"),
        ({"sidearm": "knife", "main_weapon": "axe"}, "equipment_armour"),
        (
            {"sidearm": "knife", "main_weapon": "axe", "armour": "gambesson", "irmin_staff": True},
            "equipment_irmin_staff",
        ),
        ({"sidearm": "knife", "main_weapon": "axe", "armour": "gambesson", "horse": True}, "equipment_horse"),
    ],
)
def test_equipment_rules(equipment: dict[str, Any], code: str) -> None:
    assert code in codes(sheet(equipment=equipment))


def test_helmet_needs_status_four() -> None:
    equipment = {"sidearm": "knife", "main_weapon": "axe", "armour": "gambesson", "helmet": True}
    assert "equipment_helmet" not in codes(sheet(equipment=equipment))
    refinement = dict(MERCHANT["refinement"], skills={})
    assert "equipment_helmet" in codes(sheet(equipment=equipment, refinement=refinement))


def test_relations() -> None:
    five = [{"name": f"N{index}", "label": "friend"} for index in range(5)]
    assert "relations_count" in codes(sheet(relations=five))
    assert "relation_invalid" in codes(sheet(relations=[{"name": "Alvar"}]))
    upgrade = {"item": "sword", "property": "quick", "item_name": "Bite", "story": "A gift"}
    gift = [{"name": "Alvar", "label": "family", "clan_member": True, "item_upgrade": upgrade}]
    assert "relation_clan_item_clanless" in codes(dict(CLANLESS, relations=gift))
    assert "relation_clan_item_clanless" not in codes(sheet(relations=gift))


def test_traits_and_fate() -> None:
    result = errors(sheet(traits={"folk": "Sjöben"}, fate=3))
    assert [error["field"] for error in result if error["code"] == "traits_missing"] == [
        "sheet.traits.upbringing",
        "sheet.traits.clan_reputation",
    ]
    assert "fate" in [error["code"] for error in result]
    occupation = dict(MERCHANT["occupation"], name="")
    assert "traits_missing" in codes(sheet(occupation=occupation))


def test_error_codes_are_sorted_and_unique() -> None:
    result = run("validate_character", {"sheet": sheet(fate=5, equipment={})})
    assert result["error_codes"] == sorted(set(result["error_codes"]))
    assert result["valid"] is False


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"sheet": "merchant"}, "sheet"),
        ({}, "sheet"),
        ({"sheet": sheet(clanless="no")}, "sheet.clanless"),
        ({"sheet": sheet(bonus_points_granted=21)}, "sheet.bonus_points_granted"),
        ({"sheet": sheet(occupation=None)}, "sheet.occupation"),
        ({"sheet": sheet(occupation={"name": "x", "skills": "kopsla"})}, "sheet.occupation.skills"),
        ({"sheet": sheet(upbringing_skills=None)}, "sheet.upbringing_skills"),
        ({"sheet": sheet(clanless_skills=[1])}, "sheet.clanless_skills"),
        ({"sheet": sheet(skill_values=None)}, "sheet.skill_values"),
        ({"sheet": sheet(skill_values={"kopsla": "six"})}, "sheet.skill_values"),
        ({"sheet": sheet(attribute_raises=[])}, "sheet.attribute_raises"),
        ({"sheet": sheet(refinement={"attributes": {"heart": "-1"}})}, "sheet.refinement.attributes"),
        ({"sheet": sheet(subdisciplines={"sprak": "vastrona"})}, "sheet.subdisciplines.sprak"),
        ({"sheet": sheet(equipment={"shield": "yes"})}, "sheet.equipment.shield"),
        ({"sheet": sheet(relations={})}, "sheet.relations"),
        ({"sheet": sheet(traits=["x"])}, "sheet.traits"),
        ({"sheet": sheet(fate=None)}, "sheet.fate"),
        ({"sheet": sheet(fate=2.0)}, "sheet.fate"),
    ],
)
def test_malformed_sheets(body: dict[str, Any], field: str) -> None:
    assert rejected("validate_character", body)[0] == field


def test_malformed_checks_run_in_order() -> None:
    assert rejected("validate_character", {"sheet": sheet(fate=None, clanless=3)})[0] == "sheet.clanless"
