"""Operations on a character that roll nothing: ``condition`` (§6.3), ``encumbrance`` (§6.4) and
``combat_profile`` (§6.5)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal

from pydantic import Field
from pydantic.json_schema import SkipJsonSchema

from app.rules.ars_magica.catalogue import ITEM_LOADS
from app.rules.ars_magica.condition import (
    activity_limit,
    burden,
    encumbrance,
    gear_load,
    status,
    wound_range,
)
from app.rules.ars_magica.models import (
    MAX_ITEMS,
    AmCharacter,
    AmCondition,
    AmInput,
    AmOutput,
    AmPenalties,
    CatalogueId,
    Characteristic,
    ExtraLoad,
    FatigueLevelId,
    StatusId,
    armour_of,
)
from app.rules.errors import InputError
from app.rules.validation import parse

ActivityId = Literal["speak_eat", "move_short_with_help", "travel", "study", "lab_work", "craft", "exertion"]
ActivityLimitId = Literal["unrestricted", "no_exertion", "convalescent", "bedridden", "incapacitated"]


class AmConditionInput(AmCondition):
    dead: bool = False
    activity: ActivityId | None = None
    in_combat: bool = False


class AmConditionOutput(AmPenalties):
    character_status: StatusId
    can_act: bool
    fatigue_level: FatigueLevelId
    total_penalty: int
    activity_limit: ActivityLimitId
    allowed_activities: list[ActivityId]
    travel_time_multiplier: int | None
    study_xp_halved_if_prolonged: bool
    activity: ActivityId | SkipJsonSchema[None] = None
    activity_allowed: bool | SkipJsonSchema[None] = None
    overexertion_check_required: bool | SkipJsonSchema[None] = None


def run_condition(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Penalties, status and what the wounds allow (activity limits use wounds only, Decision §8.36)."""
    request = parse(AmConditionInput, raw)
    wounds, fatigue = request.condition
    character_status = status(wounds, fatigue, request.dead)
    limit = activity_limit(wounds, request.dead)
    result: dict[str, Any] = {
        "character_status": character_status,
        "can_act": character_status == "active",
        "wound_penalty": wounds.penalty,
        "fatigue_level": fatigue.level.id,
        "fatigue_penalty": fatigue.penalty,
        "total_penalty": wounds.penalty + fatigue.penalty,
        "activity_limit": limit.id,
        "allowed_activities": list(limit.allowed),
        "travel_time_multiplier": limit.travel_time_multiplier,
        "study_xp_halved_if_prolonged": limit.study_xp_halved_if_prolonged,
    }
    if request.activity is not None:
        allowed = request.activity in limit.allowed
        result["activity"] = request.activity
        result["activity_allowed"] = allowed
        # Wounded in combat: no test while the fight goes on (seed); the dead and incapacitated cannot act.
        result["overexertion_check_required"] = (
            not allowed
            and wounds.lesser >= 1
            and not request.in_combat
            and character_status not in ("dead", "incapacitated")
        )
    return result


class AmEncumbranceInput(AmInput):
    strength: Characteristic
    items: Annotated[list[CatalogueId], Field(max_length=MAX_ITEMS)] = Field(default_factory=list)
    extra_load: ExtraLoad = 0


class AmItemLoad(AmOutput):
    id: str
    load: int


class AmEncumbranceOutput(AmOutput):
    total_load: int
    burden: int
    encumbrance: int
    item_loads: list[AmItemLoad]


def run_encumbrance(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Load → Burden → Encumbrance (Decision §8.10)."""
    request = parse(AmEncumbranceInput, raw)
    for index, item in enumerate(request.items):
        if item not in ITEM_LOADS:
            raise InputError(f"items[{index}]", "unknown catalogue id")
    item_loads = [{"id": item, "load": ITEM_LOADS[item]} for item in request.items]
    total_load = sum(ITEM_LOADS[item] for item in request.items) + request.extra_load
    return {
        "total_load": total_load,
        "burden": burden(total_load),
        "encumbrance": encumbrance(total_load, request.strength),
        "item_loads": item_loads,
    }


class AmCombatProfileInput(AmCharacter):
    extra_load: ExtraLoad | None = None


class AmGearModifiers(AmOutput):
    init: int
    atk: int | None
    dfn: int
    dam: int | None


class AmCombatProfileOutput(AmOutput):
    initiative_base: int
    attack_base: int | None
    defence_base: int
    missile_defence_base: int
    damage_base: int | None
    soak: int
    encumbrance: int
    total_load: int
    weapon_modifiers: AmGearModifiers
    is_missile: bool
    range: int | None
    weapon_strength_ok: bool
    shield_strength_ok: bool
    wound_range: int


def strong_enough(strength: int, minimum: int | None) -> bool:
    """Minimum Strength is reported only (Decision §8.9)."""
    return minimum is None or strength >= minimum


def run_combat_profile(raw: Mapping[str, Any]) -> dict[str, Any]:
    """The die-free parts of Initiative, Attack, Defence, Damage and Soak."""
    request = parse(AmCombatProfileInput, raw)
    request.check_hands()
    if request.encumbrance is not None and request.extra_load is not None:
        raise InputError("extra_load", "not allowed together with encumbrance")
    arms, armour = request.arms, armour_of(request.armour)
    total_load = gear_load(arms, armour, request.extra_load or 0)
    carried = encumbrance(total_load, request.strength) if request.encumbrance is None else request.encumbrance
    return {
        "initiative_base": request.quickness + arms.init - carried,
        "attack_base": None if arms.atk is None else request.dexterity + request.ability + arms.atk,
        "defence_base": request.quickness + request.ability + arms.dfn,
        "missile_defence_base": request.quickness + request.ability + arms.shield_dfn,
        "damage_base": None if arms.dam is None else request.strength + arms.dam,
        "soak": request.stamina + (armour.protection if armour else 0),
        "encumbrance": carried,
        "total_load": total_load,
        "weapon_modifiers": {"init": arms.init, "atk": arms.atk, "dfn": arms.dfn, "dam": arms.dam},
        "is_missile": arms.weapon.is_missile,
        "range": arms.weapon.range,
        "weapon_strength_ok": strong_enough(request.strength, arms.weapon.strength_min),
        "shield_strength_ok": strong_enough(request.strength, arms.shield.strength_min if arms.shield else None),
        "wound_range": wound_range(request.size),
    }
