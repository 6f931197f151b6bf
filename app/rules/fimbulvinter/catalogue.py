"""The Fimbulvinter catalogue (``catalogue.json``) and the lookups every rule needs, built once at import."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app.rules.catalogue import load_catalogue

CATALOGUE: Mapping[str, Any] = load_catalogue(__package__)

ATTRIBUTES: tuple[str, ...] = tuple(item["id"] for item in CATALOGUE["attributes"])
"""The six attributes in catalogue order: power, quickness, finesse, mind, soul, heart."""

ATTRIBUTE_MIN: int = CATALOGUE["attribute_scale"]["min"]
ATTRIBUTE_MAX: int = CATALOGUE["attribute_scale"]["max"]
CREATION_MIN: int = CATALOGUE["attribute_scale"]["creation_min"]
CREATION_MAX: int = CATALOGUE["attribute_scale"]["creation_max"]


@dataclass(frozen=True)
class Skill:
    """A skill (färdighet): its attributes in seed order and, for cascade skills, its sub-disciplines."""

    id: str
    attributes: tuple[str, ...]
    cascade: bool
    open_list: bool
    options: frozenset[str]


SKILLS: Mapping[str, Skill] = {
    item["id"]: Skill(
        item["id"],
        tuple(item["attributes"]),
        item["cascade"],
        bool(item["subdisciplines"] and item["subdisciplines"]["open_list"]),
        frozenset(option["id"] for option in (item["subdisciplines"] or {}).get("options", [])),
    )
    for item in CATALOGUE["skills"]
}

RUNE_SKILLS: tuple[str, ...] = tuple(CATALOGUE["rune_skills"])

DISTANCES: tuple[str, ...] = tuple(item["id"] for item in CATALOGUE["distance_ladder"])
"""The distance ladder, body (0) .. free (8); a weapon's length uses the same ladder."""
DISTANCE_INDEX: Mapping[str, int] = {name: index for index, name in enumerate(DISTANCES)}
FREE = DISTANCE_INDEX["free"]
POLE = DISTANCE_INDEX["pole"]
BODY = DISTANCE_INDEX["body"]


@dataclass(frozen=True)
class Weapon:
    """A weapon of the weapon tables. Ranged weapons have no length: inside a sub-fight they count as free."""

    id: str
    ranged: bool
    damage_base: int
    shock: int
    defence_bonus: int
    length: int
    properties: frozenset[str]
    default_skill: str


WEAPONS: Mapping[str, Weapon] = {
    item["id"]: Weapon(
        item["id"],
        item["ranged"],
        item["damage_base"],
        item["shock"],
        item["defence_bonus"] or 0,
        FREE if item["length"] is None else DISTANCE_INDEX[item["length"]],
        frozenset(item["properties"]),
        item["default_skill"],
    )
    for item in CATALOGUE["weapons"]
}
UNARMED = WEAPONS["unarmed"]
SHIELD = WEAPONS["shield"]


@dataclass(frozen=True)
class Armour:
    """An item of the armour table (härskrud); the helmet is a modifier added to body armour."""

    id: str
    protection: int
    dampening: int
    properties: frozenset[str]


_ARMOUR = {
    item["id"]: Armour(item["id"], item["protection"], item["dampening"], frozenset(item["properties"]))
    for item in CATALOGUE["armour"]
}
BODY_ARMOUR: Mapping[str, Armour] = {
    item["id"]: _ARMOUR[item["id"]] for item in CATALOGUE["armour"] if not item["is_modifier"]
}
HELMET = _ARMOUR["helmet"]

DIFFICULTIES: Mapping[str, int] = {item["id"]: item["value"] for item in CATALOGUE["difficulty_ladder"]}
QUALITY_TABLE: Mapping[int, tuple[str, ...]] = {
    int(steps): tuple(row) for steps, row in CATALOGUE["compound_quality_table"].items()
}
GOOD_QUALITIES: frozenset[str] = frozenset(item["id"] for item in CATALOGUE["quality_levels"] if item["success"])

CONFLICT_CONSEQUENCES: Mapping[str, tuple[str, ...]] = {
    item["id"]: tuple(consequence["id"] for consequence in item["consequences"]) for item in CATALOGUE["conflict_types"]
}
CONFLICT_LEVELS: tuple[str, ...] = tuple(
    item["id"] for item in sorted(CATALOGUE["conflict_levels"], key=lambda level: level["rank"])
)
CONSEQUENCE_VALUE: Mapping[str, int] = {item["id"]: item["consequence_value"] for item in CATALOGUE["conflict_levels"]}
LOSER_CHOICES: Mapping[str, int] = {
    item["id"]: item["consequences_taken"] for item in CATALOGUE["conflict_loser_choices"]
}
SPEND_MODES: tuple[str, ...] = tuple(item["id"] for item in CATALOGUE["consequence_spend_modes"])

ZONE_PROPERTIES: tuple[str, ...] = tuple(item["id"] for item in CATALOGUE["zone_properties"])
SIGHT_LINES: tuple[str, ...] = tuple(item["id"] for item in CATALOGUE["sight_lines"])
"""free, limited, obstructed: from the most open to the most restrictive."""

ROLE_ACTIONS: Mapping[str, tuple[str, ...]] = {
    role: tuple(CATALOGUE["combat_actions"][role]) for role in ("advantage_holder", "no_advantage", "third_man")
}
DISTANCE_MOVES: tuple[str, ...] = tuple(CATALOGUE["distance_moves"])
TRAIT_STORY_STAGES: tuple[str, ...] = tuple(item["id"] for item in CATALOGUE["trait_story_stages"])
TRAIT_STORY_POINTS: int = CATALOGUE["trait_story_reward"]["improvement_points"]
TRAIT_BONUS: int = CATALOGUE["trait_effects"]["roll_bonus"]
TRAIT_DAZE_REDUCTION: int = CATALOGUE["trait_effects"]["daze_reduction"]
WAR_WOUND: str = CATALOGUE["special_traits"][0]["id"]

HEALING: Mapping[str, Any] = CATALOGUE["healing"]
CONVALESCENT: Mapping[str, Any] = HEALING["convalescent_consequence"]


def best_attribute(skill: str, attributes: Mapping[str, int]) -> str:
    """The higher of the skill's attributes, the first listed on a tie (§7.1)."""
    candidates = SKILLS[skill].attributes
    return max(candidates, key=lambda name: (attributes.get(name, 0), -candidates.index(name)))
