"""Character creation (rollpersonsgenerering, §6): ``validate_character``.

A malformed sheet is a 422; a sheet that breaks a creation rule is answered with ``valid: false`` and the
list of broken rules, collected in the order of §6.2.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from app.rules.fimbulvinter.catalogue import (
    ATTRIBUTE_MAX,
    ATTRIBUTE_MIN,
    ATTRIBUTES,
    CATALOGUE,
    CREATION_MAX,
    CREATION_MIN,
    RUNE_SKILLS,
    SKILLS,
)
from app.rules.fimbulvinter.models.people import FvSheet, FvValidateCharacterInput
from app.rules.protocol import JsonObject
from app.rules.validation import parse

VALUE_ARRAY: tuple[int, ...] = tuple(sorted(CATALOGUE["skill_value_array"]))
COSTS = CATALOGUE["bonus_point_costs"]
# Bonus points from 0 up to each skill value: 0→2, 2→4, 4→6, 6→8.
LADDER_COST: Mapping[int, int] = {
    0: 0,
    2: COSTS["new_skill_at_2"],
    4: COSTS["new_skill_at_2"] + COSTS["skill_2_to_4"],
    6: COSTS["new_skill_at_2"] + COSTS["skill_2_to_4"] + COSTS["skill_4_to_6"],
    8: COSTS["new_skill_at_2"] + COSTS["skill_2_to_4"] + COSTS["skill_4_to_6"] + COSTS["skill_6_to_8"],
}
EQUIPMENT = CATALOGUE["creation_equipment"]
FATE = CATALOGUE["fate_start"]
MAX_RELATIONS: int = CATALOGUE["max_relations"]
OCCUPATION_SKILLS, UPBRINGING_SKILLS, CLANLESS_SKILLS = 3, 5, 2


@dataclass
class Review:
    """The broken rules found so far, and what was computed on the way."""

    errors: list[JsonObject] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def fail(self, code: str, path: str, detail: str) -> None:
        self.errors.append({"code": code, "field": path, "detail": detail})


def _skill_mentions(sheet: FvSheet) -> Iterator[tuple[str, str]]:
    """Every skill id the sheet names, with its path."""
    lists = (
        ("sheet.clan_lores", sheet.clan_lores or []),
        ("sheet.clan_lore", [sheet.clan_lore] if sheet.clan_lore is not None else []),
        ("sheet.occupation.skills", sheet.occupation.skills),
        ("sheet.occupation.listed_skills", sheet.occupation.listed_skills or []),
        ("sheet.upbringing_skills", sheet.upbringing_skills),
        ("sheet.clanless_skills", sheet.clanless_skills),
    )
    for path, names in lists:
        for index, name in enumerate(names):
            yield (path if path == "sheet.clan_lore" else f"{path}[{index}]"), name
    keyed = (
        ("sheet.skill_values", sheet.skill_values),
        ("sheet.attribute_raises", sheet.attribute_raises),
        ("sheet.refinement.skills", sheet.refinement.skills),
        ("sheet.refinement.extra_subdiscipline_pairs", sheet.refinement.extra_subdiscipline_pairs),
        ("sheet.subdisciplines", sheet.subdisciplines),
    )
    for path, mapping in keyed:
        for name in mapping:
            yield f"{path}.{name}", name


def _chosen(sheet: FvSheet) -> list[tuple[str, str]]:
    """The ten chosen skills with the path each comes from."""
    if sheet.clanless:
        groups = [
            ("sheet.occupation.skills", sheet.occupation.skills),
            ("sheet.upbringing_skills", sheet.upbringing_skills),
        ]
        groups.append(("sheet.clanless_skills", sheet.clanless_skills))
    else:
        lore = [sheet.clan_lore] if sheet.clan_lore is not None else []
        groups = [("sheet", ["status"]), ("sheet.clan_lore", lore)]
        groups += [
            ("sheet.occupation.skills", sheet.occupation.skills),
            ("sheet.upbringing_skills", sheet.upbringing_skills),
        ]
    return [(path, name) for path, names in groups for name in dict.fromkeys(names)]


def _check_selection(sheet: FvSheet, review: Review) -> None:
    for path, names, count in (
        ("sheet.occupation.skills", sheet.occupation.skills, OCCUPATION_SKILLS),
        ("sheet.upbringing_skills", sheet.upbringing_skills, UPBRINGING_SKILLS),
    ):
        if len(names) != count or len(set(names)) != count:
            review.fail("skill_selection_count", path, f"must name exactly {count} different skills")
    if sheet.clanless:
        if len(sheet.clanless_skills) != CLANLESS_SKILLS or len(set(sheet.clanless_skills)) != CLANLESS_SKILLS:
            review.fail("skill_selection_count", "sheet.clanless_skills", "must name exactly 2 different skills")
        if sheet.clan_lore is not None:
            review.fail("clanless_has_clan_skill", "sheet.clan_lore", "a clanless character has no clan lore")
        status_paths = [path for path, name in _skill_mentions(sheet) if name == "status"]
        for path in dict.fromkeys(path.split("[")[0] for path in status_paths):
            review.fail("clanless_has_clan_skill", path, "a clanless character has no Status")
    else:
        if sheet.clan_lore is None:
            review.fail("skill_selection_count", "sheet.clan_lore", "required for a character with a clan")
        elif sheet.clan_lore == "status":
            review.fail("skill_selection_overlap", "sheet.clan_lore", "the clan lore cannot be Status")
        elif sheet.clan_lores is not None and sheet.clan_lore not in sheet.clan_lores:
            review.fail("lore_not_in_clan", "sheet.clan_lore", "not one of the clan's lores")
        if sheet.clanless_skills:
            review.fail("skill_selection_count", "sheet.clanless_skills", "only for a clanless character")
    seen: set[str] = set()
    for path, name in _chosen(sheet):
        if name in seen and not (path == "sheet.clan_lore" and name == "status"):
            review.fail("skill_selection_overlap", path, f"{name!r} is chosen twice")
        seen.add(name)
    if sheet.occupation.listed_skills is not None and (
        len(set(sheet.occupation.listed_skills)) < OCCUPATION_SKILLS
        or not set(sheet.occupation.skills) <= set(sheet.occupation.listed_skills)
    ):
        review.fail(
            "occupation_skill_not_listed",
            "sheet.occupation.listed_skills",
            "must list at least 3 skills, among them the 3 chosen",
        )


def _check_values(sheet: FvSheet, review: Review) -> None:
    chosen = {name for _, name in _chosen(sheet)}
    values = sheet.skill_values
    if set(values) != chosen:
        review.fail("skill_values_keys", "sheet.skill_values", "must give a value to exactly the ten chosen skills")
    if tuple(sorted(values.values())) != VALUE_ARRAY:
        review.fail("skill_values_distribution", "sheet.skill_values", f"must be the values {list(VALUE_ARRAY)}")
    if not any(values.get(name, 0) >= 4 for name in sheet.occupation.skills):
        review.fail("occupation_high_value", "sheet.occupation.skills", "one occupation skill needs +4 or +6")
    if not sheet.clanless and not any(
        values.get(name, 0) >= 4 for name in ("status", sheet.clan_lore) if name is not None
    ):
        review.fail("clan_high_value", "sheet.skill_values", "Status or the clan lore needs +4 or +6")


def _valid_raise(skill: str, base: int, amounts: Mapping[str, int]) -> bool:
    """+4 raises one attribute +1; +6 one attribute +2 or two different attributes +1 each."""
    if skill not in SKILLS or not set(amounts) <= set(SKILLS[skill].attributes):
        return False
    shape = sorted(amounts.values())
    return (base == 4 and shape == [1]) or (base == 6 and shape in ([2], [1, 1]))


def _check_raises(sheet: FvSheet, review: Review) -> dict[str, int]:
    """The intermediate attributes: 0 plus every valid raise."""
    for skill, base in sheet.skill_values.items():
        if base in (4, 6) and skill not in sheet.attribute_raises:
            review.fail(
                "attribute_raise_missing",
                f"sheet.attribute_raises.{skill}",
                "a +4 or +6 skill raises an attribute",
            )
    attributes = dict.fromkeys(ATTRIBUTES, 0)
    for skill, amounts in sheet.attribute_raises.items():
        if not _valid_raise(skill, sheet.skill_values.get(skill, 0), amounts):
            review.fail(
                "attribute_raise_invalid",
                f"sheet.attribute_raises.{skill}",
                "not a valid raise for this skill",
            )
            continue
        for name, amount in amounts.items():
            attributes[name] += amount
    for name, value in attributes.items():
        if not ATTRIBUTE_MIN <= value <= ATTRIBUTE_MAX:
            review.fail("attribute_out_of_scale", "sheet.attribute_raises", f"{name} would be {value}")
    return attributes


@dataclass(frozen=True)
class Refined:
    attributes: dict[str, int]
    skills: dict[str, int]
    pairs: dict[str, int]
    available: int
    spent: int


def _has_cascade(skills: Mapping[str, int], name: str) -> bool:
    return name in SKILLS and SKILLS[name].cascade and skills.get(name, 0) > 0


def _check_refinement(sheet: FvSheet, attributes: dict[str, int], review: Review) -> Refined:
    available, spent = sheet.bonus_points_granted, 0
    for name, delta in sheet.refinement.attributes.items():
        if name not in ATTRIBUTES:
            review.fail("refinement_invalid", f"sheet.refinement.attributes.{name}", "unknown attribute")
            continue
        available += max(0, -delta) * COSTS["attribute_lower_per_step_gain"]
        spent += max(0, delta) * COSTS["attribute_raise_per_step"]
    skills = dict(sheet.skill_values)
    for name, final in sheet.refinement.skills.items():
        base = sheet.skill_values.get(name, 0)
        if final not in LADDER_COST or base not in LADDER_COST or final < base:
            review.fail(
                "refinement_invalid",
                f"sheet.refinement.skills.{name}",
                "must be 2, 4, 6 or 8, not below the base",
            )
            continue
        spent += LADDER_COST[final] - LADDER_COST[base]
        skills[name] = final
    pairs: dict[str, int] = {}
    for name, count in sheet.refinement.extra_subdiscipline_pairs.items():
        skill = SKILLS.get(name)
        entitled = skills.get(name, 0) // 2 + 2 * count
        if (
            skill is None
            or count < 0
            or not _has_cascade(skills, name)
            or (count and not skill.open_list and entitled > len(skill.options))
        ):
            review.fail(
                "subdiscipline_pairs_invalid",
                f"sheet.refinement.extra_subdiscipline_pairs.{name}",
                "only for a cascade skill the character has, within its list",
            )
            continue
        pairs[name] = count
        spent += count * COSTS["two_extra_subdisciplines"]
    if spent > available:
        review.fail("bonus_points_overspent", "sheet.refinement", f"{spent} bonus points spent, {available} available")
    elif spent < available:
        review.warnings.append(f"{available - spent} bonus points unspent")
    final_attributes = {name: value + sheet.refinement.attributes.get(name, 0) for name, value in attributes.items()}
    for name, value in final_attributes.items():
        if not CREATION_MIN <= value <= CREATION_MAX:
            review.fail("attribute_creation_limit", f"sheet.refinement.attributes.{name}", f"{name} ends at {value}")
    return Refined(final_attributes, skills, pairs, available, spent)


def _entitlements(refined: Refined) -> dict[str, int]:
    """One sub-discipline per even value, two per extra pair, capped at a closed list's size."""
    entitled = {}
    for name, value in refined.skills.items():
        if _has_cascade(refined.skills, name):
            count = value // 2 + 2 * refined.pairs.get(name, 0)
            skill = SKILLS[name]
            entitled[name] = count if skill.open_list else min(count, len(skill.options))
    return entitled


def _check_subdisciplines(sheet: FvSheet, entitled: Mapping[str, int], review: Review) -> None:
    for name, count in entitled.items():
        names = sheet.subdisciplines.get(name, [])
        path = f"sheet.subdisciplines.{name}"
        if len(names) != count or len(set(names)) != len(names):
            review.fail("subdisciplines_count", path, f"must name exactly {count} different sub-disciplines")
        skill = SKILLS[name]
        if any(not entry or (not skill.open_list and entry not in skill.options) for entry in names):
            review.fail("subdiscipline_unknown", path, "unknown sub-discipline")
    for name in sheet.subdisciplines:
        if name not in entitled:
            review.fail(
                "subdisciplines_unexpected",
                f"sheet.subdisciplines.{name}",
                "not a cascade skill the character has",
            )


def _check_equipment(sheet: FvSheet, status: int, skills: Mapping[str, int], review: Review) -> None:
    equipment = sheet.equipment
    for slot in ("sidearm", "main_weapon", "armour"):
        rules = EQUIPMENT[slot]
        allowed = list(rules["choose_one"])
        allowed += rules.get("status_4_adds", []) if status >= 4 else []
        allowed += rules.get("status_6_adds", []) if status >= 6 else []
        choice = getattr(equipment, slot)
        if choice is None:
            review.fail(f"equipment_{slot}", f"sheet.equipment.{slot}", "required")
        elif choice not in allowed:
            review.fail(f"equipment_{slot}", f"sheet.equipment.{slot}", "not allowed")
    if equipment.helmet and status < EQUIPMENT["helmet"]["min_status"]:
        review.fail("equipment_helmet", "sheet.equipment.helmet", "not allowed")
    if equipment.irmin_staff and not _irmin_eligible(skills):
        review.fail("equipment_irmin_staff", "sheet.equipment.irmin_staff", "not allowed")
    if equipment.horse and not _horse_eligible(skills):
        review.fail("equipment_horse", "sheet.equipment.horse", "not allowed")


def _irmin_eligible(skills: Mapping[str, int]) -> bool:
    return any(skills.get(name, 0) > 0 for name in RUNE_SKILLS)


def _horse_eligible(skills: Mapping[str, int]) -> bool:
    rule = EQUIPMENT["horse"]
    return bool(skills.get(rule["requires_skill"], 0) >= rule["min_value"])


def _filled(value: object) -> bool:
    return isinstance(value, str) and bool(value)


def _check_relations(sheet: FvSheet, review: Review) -> None:
    if len(sheet.relations) > MAX_RELATIONS:
        review.fail("relations_count", "sheet.relations", f"at most {MAX_RELATIONS} relations")
    relations: list[object] = list(sheet.relations)  # as given: their rules are checked here
    for index, relation in enumerate(relations):
        path = f"sheet.relations[{index}]"
        upgrade = relation.get("item_upgrade") if isinstance(relation, Mapping) else None
        valid = (
            isinstance(relation, Mapping)
            and _filled(relation.get("name"))
            and _filled(relation.get("label"))
            and isinstance(relation.get("clan_member", False), bool)
            and (
                upgrade is None
                or (
                    isinstance(upgrade, Mapping)
                    and all(_filled(upgrade.get(key)) for key in ("item", "property", "item_name", "story"))
                )
            )
        )
        if not valid:
            review.fail(
                "relation_invalid",
                path,
                "needs a name and a label; an item upgrade needs item, property, item_name and story",
            )
        elif (
            sheet.clanless
            and upgrade is not None
            and isinstance(relation, Mapping)  # valid: it is one
            and relation.get("clan_member") is True
        ):
            review.fail(
                "relation_clan_item_clanless",
                f"{path}.item_upgrade",
                "a clanless character gets no item from a clan member",
            )


def _check_traits_and_fate(sheet: FvSheet, review: Review) -> int:
    required = ["folk", "upbringing"] + ([] if sheet.clanless else ["clan_reputation"])
    for name in required:
        if not _filled(getattr(sheet.traits, name)):
            review.fail("traits_missing", f"sheet.traits.{name}", "required")
    if not _filled(sheet.occupation.name):
        review.fail("traits_missing", "sheet.occupation.name", "required")
    fate: int = FATE["clanless" if sheet.clanless else "clan"]
    if sheet.fate != fate:
        review.fail("fate", "sheet.fate", f"must be {fate}")
    return fate


def run_validate_character(raw: Mapping[str, Any]) -> JsonObject:
    """``validate_character``: every creation rule of §6.2 in order, and the values they compute."""
    sheet = parse(FvValidateCharacterInput, raw).sheet
    review = Review()
    for path, name in _skill_mentions(sheet):
        if name not in SKILLS:
            review.fail("unknown_skill", path, f"unknown skill {name!r}")
    _check_selection(sheet, review)
    _check_values(sheet, review)
    refined = _check_refinement(sheet, _check_raises(sheet, review), review)
    entitled = _entitlements(refined)
    _check_subdisciplines(sheet, entitled, review)
    status = 0 if sheet.clanless else refined.skills.get("status", 0)
    _check_equipment(sheet, status, refined.skills, review)
    _check_relations(sheet, review)
    fate = _check_traits_and_fate(sheet, review)
    return {
        "valid": not review.errors,
        "errors": review.errors,
        "error_codes": sorted({error["code"] for error in review.errors}),
        "warnings": review.warnings,
        "computed": {
            "attributes": refined.attributes,
            "skills": refined.skills,
            "subdiscipline_entitlement": entitled,
            "bonus_points_available": refined.available,
            "bonus_points_spent": refined.spent,
            "bonus_points_unspent": max(0, refined.available - refined.spent),
            "fate": fate,
            "status": status,
            "irmin_staff_eligible": _irmin_eligible(refined.skills),
            "horse_eligible": _horse_eligible(refined.skills),
        },
    }
