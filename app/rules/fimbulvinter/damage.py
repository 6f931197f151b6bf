"""The damage roll against the toughness roll (stryktålighetsslag, §10.3), and its four outcomes."""

from __future__ import annotations

from collections.abc import Collection, Hashable, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from app.rules.dice.source import DiceSource
from app.rules.fimbulvinter.catalogue import (
    BODY_ARMOUR,
    HELMET,
    TRAIT_BONUS,
    WEAPONS,
)
from app.rules.fimbulvinter.dice import FAILURE, ZEROED, RollResult, TenRoll, dice_source, outcome_of, ten_roll
from app.rules.fimbulvinter.models.fighting import FvDamageInput
from app.rules.odds.enumerate import Limits
from app.rules.odds.independent import versus
from app.rules.odds.summary import Tallied
from app.rules.protocol import JsonObject
from app.rules.validation import parse

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
class DamageEffect:
    """What one outcome does to the target: its wound, the daze it adds (the outcome's multiple of shock
    less dampening, at least 1), and whether the target is knocked out, dies or needs medicine."""

    outcome: str
    daze_added: int
    wound: str | None
    knocked_out: bool
    dies: bool
    medicine_required: bool


def damage_effect(outcome: str, setup: DamageSetup) -> DamageEffect:
    wound, multiple = OUTCOMES[outcome]
    daze = max(1, multiple * setup.shock - setup.dampening) if multiple else 1
    critical = wound == "critical"
    return DamageEffect(
        outcome,
        daze,
        wound,
        wound in ("serious", "critical"),
        critical and not setup.important,
        critical and setup.important,
    )


@dataclass(frozen=True)
class DamageDice:
    """What §10.3 settles before any die is rolled: each roll's pushes and blocks by source, the toughness
    base, the two rolls they make (both always open-ended; a block still beats a push), and what each
    outcome would do."""

    setup: DamageSetup
    damage_push_sources: tuple[str, ...]
    damage_block_sources: tuple[str, ...]
    toughness_block_sources: tuple[str, ...]
    toughness_base: int
    damage: TenRoll
    toughness: TenRoll

    @cached_property
    def effects(self) -> Mapping[str, DamageEffect]:
        return {outcome: damage_effect(outcome, self.setup) for outcome in OUTCOMES}

    @cached_property
    def fields(self) -> JsonObject:
        """The output fields they give (shared by every result of these dice: never changed)."""
        return {
            "damage_push_sources": list(self.damage_push_sources),
            "damage_block_sources": list(self.damage_block_sources),
            "toughness_block_sources": list(self.toughness_block_sources),
            "toughness_base": self.toughness_base,
            "toughness_attribute": self.setup.attribute,
            "protection": self.setup.protection,
            "dampening": self.setup.dampening,
        }


@dataclass(frozen=True)
class DamageResult:
    effect: DamageEffect
    dice: DamageDice
    damage_roll: RollResult
    toughness_roll: RollResult

    @property
    def outcome(self) -> str:
        return self.effect.outcome

    @property
    def daze_added(self) -> int:
        return self.effect.daze_added

    @property
    def wound(self) -> str | None:
        return self.effect.wound

    @property
    def knocked_out(self) -> bool:
        return self.effect.knocked_out

    @property
    def dies(self) -> bool:
        return self.effect.dies

    @property
    def medicine_required(self) -> bool:
        return self.effect.medicine_required

    def as_json(self) -> JsonObject:
        effect = self.effect
        return {
            "outcome": effect.outcome,
            "margin": self.damage_roll.total - self.toughness_roll.total,
            "daze_added": effect.daze_added,
            "damage_effect": effect.wound is not None,
            "knocked_out": effect.knocked_out,
            "wound": effect.wound,
            "dies": effect.dies,
            "medicine_required": effect.medicine_required,
            **self.dice.fields,
            "damage_roll": self.damage_roll.as_json(),
            "toughness_roll": self.toughness_roll.as_json(),
        }

    def describe(self) -> str:
        return (
            f"damage {self.damage_roll.describe()} vs toughness {self.toughness_roll.describe()}: "
            f"{self.outcome}, daze +{self.daze_added}"
        )


def damage_dice(setup: DamageSetup) -> DamageDice:
    """The damage roll (skadegrund + daze) and the toughness roll (attribute + skydd + 5 unless the
    defence was zeroed), with their pushes and blocks."""
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
    base = setup.attribute_value + setup.protection + (0 if setup.defence_zeroed else TOUGHNESS_BONUS)
    return DamageDice(
        setup,
        push_sources,
        block_sources,
        toughness_blocks,
        base,
        ten_roll(
            setup.damage_base + setup.daze + setup.damage_modifiers,
            pushes=setup.damage_pushes + len(push_sources),
            blocks=setup.damage_blocks + len(block_sources),
        ),
        ten_roll(
            base + setup.toughness_modifiers + TRAIT_BONUS * setup.activated_traits,
            pushes=setup.toughness_pushes,
            blocks=setup.toughness_blocks + len(toughness_blocks),
        ),
    )


def roll_damage(dice: DamageDice, source: DiceSource) -> DamageResult:
    """The damage roll against the toughness roll, and its four outcomes."""
    return judged_damage(dice, source.read(dice.damage), source.read(dice.toughness))


def judged_damage(dice: DamageDice, damage: RollResult, toughness: RollResult) -> DamageResult:
    """The four outcomes of the damage roll against the toughness roll."""
    check = outcome_of(damage, toughness.total)
    if check == ZEROED:
        outcome = "scratch"
    elif check == FAILURE:
        outcome = "light_wound"
    else:
        outcome = "critical_wound" if damage.total - toughness.total >= CRITICAL_MARGIN else "serious_wound"
    return DamageResult(dice.effects[outcome], dice, damage, toughness)


def outcome_key(damage: RollResult, toughness: RollResult) -> Hashable:
    """What :func:`judged_damage` reads of the two rolls: the margin and the damage roll's first die."""
    return damage.total - toughness.total, damage.first_die_zero


def resolve_damage(setup: DamageSetup, source: DiceSource) -> DamageResult:
    """Both rolls are always open-ended; a block still beats a push."""
    return roll_damage(damage_dice(setup), source)


def planned_damage(request: FvDamageInput) -> DamageDice:
    """The damage roll and the toughness roll a request asks for."""
    if request.weapon is None:
        assert request.damage_base is not None  # the model requires it without a weapon
        damage_base = request.damage_base
        shock = damage_base if request.shock is None else request.shock
        blunt = request.blunt
    else:
        weapon = WEAPONS[request.weapon]
        damage_base, shock = weapon.damage_base, weapon.shock
        blunt = "blunt" in weapon.properties or (request.weapon == "improvised" and request.improvised_blunt)
    target = request.target
    attributes = target.attributes
    named = target.toughness_attribute
    attribute = toughness_attribute(attributes) if named is None else str(named)
    armour = target.armour
    protection, dampening = (
        (target.protection or 0, target.dampening or 0) if target.manual else armour_values(armour, target.helmet)
    )
    setup = DamageSetup(
        damage_base=damage_base,
        shock=shock,
        blunt=blunt,
        stormed=request.stormed,
        defence_zeroed=request.defence_zeroed,
        damage_modifiers=request.damage_modifiers,
        damage_pushes=request.damage_pushes,
        damage_blocks=request.damage_blocks,
        daze=target.daze,
        attribute=attribute,
        attribute_value=attributes.get(attribute, 0),
        protection=protection,
        dampening=dampening,
        armour_breaks=breaks_easily(armour, target.armour_needs_repair),
        damage_effects=frozenset(target.damage_effects),
        important=target.important,
        toughness_modifiers=target.toughness_modifiers,
        activated_traits=len(target.activated_traits),
        toughness_pushes=target.toughness_pushes,
        toughness_blocks=target.toughness_blocks,
    )
    return damage_dice(setup)


def run_damage(raw: Mapping[str, Any]) -> JsonObject:
    """``damage``: the damage roll (skadegrund + daze) against the toughness roll (attribute + skydd + 5)."""
    request = parse(FvDamageInput, raw)
    dice = request.once(planned_damage)
    source = dice_source(request.dice)
    result = roll_damage(dice, source)
    source.finish()
    return result.as_json() | {"dice": source.used, "breakdown": result.describe()}


def damage_odds(raw: Mapping[str, Any], limits: Limits) -> Tallied:
    """The odds of :func:`run_damage` roll by roll (:func:`versus`): the outcome and its effects read the
    margin and the damage roll's first die."""
    request = parse(FvDamageInput, raw)
    dice = request.once(planned_damage)
    return versus(
        dice.damage,
        dice.toughness,
        limits,
        output=lambda damage, toughness: judged_damage(dice, damage, toughness).as_json(),
        key=outcome_key,
        first_fields=lambda damage: {"damage_roll": damage.as_json()},
        second_fields=lambda toughness: {"toughness_roll": toughness.as_json()},
    )
