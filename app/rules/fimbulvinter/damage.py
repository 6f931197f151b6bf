"""The damage roll against the toughness roll (stryktålighetsslag, §10.3), and its four outcomes."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Any

from app.rules.dice.source import DiceSource
from app.rules.errors import InputError
from app.rules.fimbulvinter.catalogue import (
    ATTRIBUTE_MAX,
    ATTRIBUTE_MIN,
    ATTRIBUTES,
    BODY_ARMOUR,
    HELMET,
    TRAIT_BONUS,
    WEAPONS,
)
from app.rules.fimbulvinter.dice import FAILURE, ZEROED, RollResult, classify, dice_source, read_traits, roll
from app.rules.fimbulvinter.limits import MAX_ATTRIBUTE_KEYS, MAX_LIST, MAX_START_DAZE
from app.rules.fimbulvinter.reader import (
    as_object,
    boolean,
    bounded_items,
    bounded_object,
    choice,
    integer,
    is_int,
    join,
    optional_object,
)
from app.rules.protocol import JsonObject

TOUGHNESS_BONUS = 5
CRITICAL_MARGIN = 10
MEDICINE_DIFFICULTY = 9
MEDICINE_HOURS = 1
# Outcome → (wound, multiple of shock for the daze).
OUTCOMES: Mapping[str, tuple[str | None, int]] = {
    "scratch": (None, 0),
    "light_wound": ("light", 1),
    "serious_wound": ("serious", 2),
    "critical_wound": ("critical", 3),
}


def toughness_attribute(attributes: Mapping[str, int]) -> str:
    """Kraft or Vilja: the higher of power and soul, power on a tie."""
    return "soul" if attributes.get("soul", 0) > attributes.get("power", 0) else "power"


def armour_values(armour: str | None, helmet: bool) -> tuple[int, int]:
    """Protection and dampening of body armour plus an optional helmet (a modifier; 2 / 1 alone)."""
    worn = [BODY_ARMOUR[armour]] if armour is not None else []
    worn += [HELMET] if helmet else []
    return sum(item.protection for item in worn), sum(item.dampening for item in worn)


def breaks_easily(armour: str | None, needs_repair: bool) -> bool:
    """Går lätt sönder: armour that breaks easily and was not repaired since the previous fight."""
    return armour is not None and "breaks_easily" in BODY_ARMOUR[armour].properties and needs_repair


@dataclass(frozen=True)
class DamageSetup:
    damage_base: int
    shock: int
    blunt: bool
    stormed: bool
    defence_zeroed: bool
    damage_modifiers: int
    damage_pushes: int
    damage_blocks: int
    daze: int
    attribute: str
    attribute_value: int
    protection: int
    dampening: int
    armour_breaks: bool
    damage_effects: Collection[str]
    important: bool
    toughness_modifiers: int = 0
    activated_traits: int = 0
    toughness_pushes: int = 0
    toughness_blocks: int = 0


@dataclass(frozen=True)
class DamageResult:
    outcome: str
    daze_added: int
    setup: DamageSetup
    damage_push_sources: tuple[str, ...]
    damage_block_sources: tuple[str, ...]
    toughness_block_sources: tuple[str, ...]
    toughness_base: int
    damage_roll: RollResult
    toughness_roll: RollResult

    @property
    def wound(self) -> str | None:
        return OUTCOMES[self.outcome][0]

    @property
    def knocked_out(self) -> bool:
        return self.wound in ("serious", "critical")

    @property
    def dies(self) -> bool:
        return self.wound == "critical" and not self.setup.important

    @property
    def medicine_required(self) -> bool:
        return self.wound == "critical" and self.setup.important

    def as_json(self) -> JsonObject:
        return {
            "outcome": self.outcome,
            "margin": self.damage_roll.total - self.toughness_roll.total,
            "daze_added": self.daze_added,
            "damage_effect": self.wound is not None,
            "knocked_out": self.knocked_out,
            "wound": self.wound,
            "dies": self.dies,
            "medicine_required": self.medicine_required,
            "damage_push_sources": list(self.damage_push_sources),
            "damage_block_sources": list(self.damage_block_sources),
            "toughness_block_sources": list(self.toughness_block_sources),
            "toughness_base": self.toughness_base,
            "toughness_attribute": self.setup.attribute,
            "protection": self.setup.protection,
            "dampening": self.setup.dampening,
            "damage_roll": self.damage_roll.as_json(),
            "toughness_roll": self.toughness_roll.as_json(),
        }

    def describe(self) -> str:
        return (
            f"damage {self.damage_roll.describe()} vs toughness {self.toughness_roll.describe()}: "
            f"{self.outcome}, daze +{self.daze_added}"
        )


def resolve_damage(setup: DamageSetup, source: DiceSource) -> DamageResult:
    """Both rolls are always open-ended; a block still beats a push."""
    push_sources = ("storm",) if setup.stormed else ()
    block_sources = ("blunt",) if setup.blunt else ()
    toughness_blocks = tuple(
        name
        for name, applies in (
            ("breaks_easily", setup.armour_breaks),
            ("damage_effect", setup.attribute in setup.damage_effects),
        )
        if applies
    )
    damage = roll(
        source,
        setup.damage_base + setup.daze + setup.damage_modifiers,
        pushes=setup.damage_pushes + len(push_sources),
        blocks=setup.damage_blocks + len(block_sources),
    )
    base = setup.attribute_value + setup.protection + (0 if setup.defence_zeroed else TOUGHNESS_BONUS)
    toughness = roll(
        source,
        base + setup.toughness_modifiers + TRAIT_BONUS * setup.activated_traits,
        pushes=setup.toughness_pushes,
        blocks=setup.toughness_blocks + len(toughness_blocks),
    )
    check = classify(damage, toughness.total)
    if check.outcome == ZEROED:
        outcome = "scratch"
    elif check.outcome == FAILURE:
        outcome = "light_wound"
    else:
        outcome = "critical_wound" if check.margin >= CRITICAL_MARGIN else "serious_wound"
    multiple = OUTCOMES[outcome][1]
    daze = max(1, multiple * setup.shock - setup.dampening) if multiple else 1
    return DamageResult(outcome, daze, setup, push_sources, block_sources, toughness_blocks, base, damage, toughness)


def _read_target_numbers(target: Mapping[str, Any]) -> dict[str, Any]:
    """Types and ranges of the target's fields (the 'out-of-range ints' step of the checks)."""
    path = "target"
    attributes = bounded_object(target, "attributes", path, MAX_ATTRIBUTE_KEYS)
    for name, value in attributes.items():
        if not is_int(value) or not ATTRIBUTE_MIN <= value <= ATTRIBUTE_MAX:
            raise InputError(
                join(path, f"attributes.{name}"), f"must be an integer in {ATTRIBUTE_MIN}..{ATTRIBUTE_MAX}"
            )
    values: dict[str, Any] = {"attributes": attributes}
    values["helmet"] = boolean(target, "helmet", path, False)
    values["protection"] = integer(target, "protection", path, 0, 30, default=0)
    values["dampening"] = integer(target, "dampening", path, 0, 30, default=0)
    values["armour_needs_repair"] = boolean(target, "armour_needs_repair", path, False)
    values["daze"] = integer(target, "daze", path, 0, MAX_START_DAZE, default=0)
    values["important"] = boolean(target, "important", path, True)
    values["toughness_modifiers"] = integer(target, "toughness_modifiers", path, -50, 50, default=0)
    traits = target.get("activated_traits")
    values["activated_traits"] = [] if traits is None else read_traits(traits, join(path, "activated_traits"))
    values["toughness_pushes"] = integer(target, "toughness_pushes", path, 0, 10, default=0)
    values["toughness_blocks"] = integer(target, "toughness_blocks", path, 0, 10, default=0)
    return values


def run_damage(raw: Mapping[str, Any]) -> JsonObject:
    """``damage``: the damage roll (skadegrund + daze) against the toughness roll (attribute + skydd + 5)."""
    body = as_object(raw, "")
    weapon_id = choice(body, "weapon", "", WEAPONS, None, reason="unknown weapon")
    if weapon_id is not None and (body.get("damage_base") is not None or body.get("shock") is not None):
        raise InputError("weapon", "give either a weapon or damage_base and shock, not both")
    if weapon_id is None and body.get("damage_base") is None:
        raise InputError("damage_base", "required without a weapon")
    if weapon_id is None:
        damage_base = integer(body, "damage_base", "", 0, 30)
        shock = integer(body, "shock", "", 0, 30, default=damage_base)
        blunt = boolean(body, "blunt", "", False)
    else:
        weapon = WEAPONS[weapon_id]
        damage_base, shock = weapon.damage_base, weapon.shock
        improvised_blunt = boolean(body, "improvised_blunt", "", False)
        blunt = "blunt" in weapon.properties or (weapon_id == "improvised" and improvised_blunt)
    stormed = boolean(body, "stormed", "", False)
    defence_zeroed = boolean(body, "defence_zeroed", "", False)
    damage_modifiers = integer(body, "damage_modifiers", "", -50, 50, default=0)
    damage_pushes = integer(body, "damage_pushes", "", 0, 10, default=0)
    damage_blocks = integer(body, "damage_blocks", "", 0, 10, default=0)
    target = optional_object(body.get("target"), "target")
    numbers = _read_target_numbers(target)
    attributes = numbers["attributes"]
    for name in attributes:
        if name not in ATTRIBUTES:
            raise InputError("target.attributes", f"unknown attribute {name!r}")
    attribute = choice(
        target,
        "toughness_attribute",
        "target",
        ATTRIBUTES,
        toughness_attribute(attributes),
        reason="unknown attribute",
    )
    armour = choice(target, "armour", "target", BODY_ARMOUR, None, reason="unknown body armour")
    manual = target.get("protection") is not None or target.get("dampening") is not None
    if manual and (armour is not None or numbers["helmet"]):
        raise InputError("target.protection", "give either armour and helmet or protection and dampening, not both")
    effects = target.get("damage_effects")
    effects = [] if effects is None else effects
    if isinstance(effects, list):
        bounded_items(effects, "target.damage_effects", MAX_LIST)
    if not isinstance(effects, list) or not all(isinstance(name, str) and name in ATTRIBUTES for name in effects):
        raise InputError("target.damage_effects", "must be a list of attribute ids")
    protection, dampening = (
        (numbers["protection"], numbers["dampening"]) if manual else armour_values(armour, numbers["helmet"])
    )
    setup = DamageSetup(
        damage_base=damage_base,
        shock=shock,
        blunt=blunt,
        stormed=stormed,
        defence_zeroed=defence_zeroed,
        damage_modifiers=damage_modifiers,
        damage_pushes=damage_pushes,
        damage_blocks=damage_blocks,
        daze=numbers["daze"],
        attribute=attribute,
        attribute_value=attributes.get(attribute, 0),
        protection=protection,
        dampening=dampening,
        armour_breaks=breaks_easily(armour, numbers["armour_needs_repair"]),
        damage_effects=frozenset(effects),
        important=numbers["important"],
        toughness_modifiers=numbers["toughness_modifiers"],
        activated_traits=len(numbers["activated_traits"]),
        toughness_pushes=numbers["toughness_pushes"],
        toughness_blocks=numbers["toughness_blocks"],
    )
    source = dice_source(body.get("dice"))
    result = resolve_damage(setup, source)
    source.finish()
    return result.as_json() | {"dice": source.used, "breakdown": result.describe()}
