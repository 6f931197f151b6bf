"""Healing (läka skador, §12): treating critical, light and serious wounds, and letting time pass."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.fimbulvinter.catalogue import CONVALESCENT, HEALING, WAR_WOUND
from app.rules.fimbulvinter.dice import classify, dice_source, roll_alone, roll_compound
from app.rules.fimbulvinter.models.fighting import (
    FvAdvanceTimeInput,
    FvTreatCriticalInput,
    FvTreatLightInput,
    FvTreatSeriousInput,
)
from app.rules.protocol import JsonObject
from app.rules.validation import parse

CRITICAL_DIFFICULTY: int = HEALING["critical_treatment"]["difficulty"]
LIGHT_DIFFICULTY: int = HEALING["light_treatment"]["difficulty"]
SETTINGS: Mapping[str, int] = HEALING["serious_treatment"]["difficulty_by_setting"]
LIGHT_DAYS: int = HEALING["light_wound_heal_days"]
SERIOUS_DAYS: int = HEALING["serious_wound_heal_days"]
RETRY_BONUS = 3


def run_treat_critical_wound(raw: Mapping[str, Any]) -> JsonObject:
    """``treat_critical_wound``: a Challenging (9) Läkekonst roll within the hour, or death."""
    request = parse(FvTreatCriticalInput, raw)
    if not request.within_hour:
        source = dice_source(request.dice)
        source.finish()
        return {
            "rolled": False,
            "survived": False,
            "outcome": None,
            "wound": None,
            "knocked_out": False,
            "new_trait": None,
            "dice": source.used,
            "breakdown": "not treated within the hour: dies",
        }
    result, used = roll_alone(request.roll.spec(), request.dice)
    check = classify(result, CRITICAL_DIFFICULTY)
    survived = check.succeeded
    return {
        "rolled": True,
        "survived": survived,
        "outcome": check.outcome,
        "total": result.total,
        "wound": "serious" if survived else None,
        "knocked_out": survived,
        "new_trait": WAR_WOUND if survived else None,
        "dice": used,
        "breakdown": f"{result.describe()} vs {CRITICAL_DIFFICULTY}: {'survives' if survived else 'dies'}",
    }


def run_treat_light_wound(raw: Mapping[str, Any]) -> JsonObject:
    """``treat_light_wound``: one Hard (12) Läkekonst roll per wound per day."""
    request = parse(FvTreatLightInput, raw)
    result, used = roll_alone(request.roll.spec(), request.dice)
    check = classify(result, LIGHT_DIFFICULTY)
    return {
        "outcome": check.outcome,
        "succeeded": check.succeeded,
        "total": result.total,
        "heals_after_next_rest": check.succeeded,
        "remove_damage_effect": check.succeeded,
        "dice": used,
        "breakdown": f"{result.describe()} vs {LIGHT_DIFFICULTY}",
    }


def _serious_effects(quality: str, good_choice: str) -> JsonObject:
    """What a quality of serious-wound care does (§12.3)."""
    effects: JsonObject = {
        "remove_knocked_out": quality in ("marginal", "good", "superb"),
        "serious_to_light": quality in ("good", "superb"),
        "consequence": None,
        "retry_after_rest_periods": {"substandard": 2, "marginal": 1}.get(quality),
        "next_attempt_bonus": False,
    }
    if quality == "good":
        if good_choice == "convert":
            effects["consequence"] = dict(CONVALESCENT)
        else:
            effects |= {
                "remove_knocked_out": False,
                "serious_to_light": False,
                "retry_after_rest_periods": 1,
                "next_attempt_bonus": True,
            }
    return effects


def run_treat_serious_wound(raw: Mapping[str, Any]) -> JsonObject:
    """``treat_serious_wound``: a 3-step compound action of Läkekonst, Leta and Vetenskap."""
    request = parse(FvTreatSeriousInput, raw)
    difficulty = SETTINGS[request.setting]
    source = dice_source(request.dice)
    bonus = RETRY_BONUS if request.retry_bonus else 0
    compound = roll_compound([(roll.spec(), difficulty) for roll in request.rolls], source, bonus=bonus)
    source.finish()
    steps: list[JsonObject] = [
        {"total": result.total, "outcome": check.outcome, "succeeded": check.succeeded}
        for result, _, check in compound.steps
    ]
    successes, quality = compound.successes, compound.quality
    return {
        "difficulty": difficulty,
        "steps": steps,
        "successes": successes,
        "quality": quality,
        **_serious_effects(quality, request.good_choice),
        "dice": source.used,
        "breakdown": f"{successes}/{len(steps)} at {difficulty}: {quality}",
    }


def run_advance_time(raw: Mapping[str, Any]) -> JsonObject:
    """``advance_time``: wounds age and heal (a week for light, a month for serious), each healed wound
    removes the last damage effect, and a timed knock-out runs down."""
    request = parse(FvAdvanceTimeInput, raw)
    health, days = request.health, request.days
    rest_periods = days if request.rest_periods is None else request.rest_periods
    effects = list(health.damage_effects)
    knocked_out, days_left = health.knocked_out, health.knocked_out_days_left
    healed: list[str] = []
    remaining: list[JsonObject] = []
    for wound in health.wounds:
        age = wound.days + days
        if wound.severity == "light":
            heals = age >= LIGHT_DAYS or (wound.heals_after_next_rest and rest_periods >= 1)
        else:
            heals = age >= SERIOUS_DAYS
        if heals:
            healed.append(wound.severity)
            if effects:
                effects.pop()
        else:
            remaining.append(wound.model_dump() | {"days": age})
    if knocked_out and days_left > 0:
        days_left = max(0, days_left - days)
        knocked_out = days_left > 0
    return {
        "health": {
            "wounds": remaining,
            "damage_effects": effects,
            "knocked_out": knocked_out,
            "knocked_out_days_left": days_left,
        },
        "healed": healed,
    }
