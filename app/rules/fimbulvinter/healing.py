"""Healing (läka skador, §12): treating critical, light and serious wounds, and letting time pass."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.errors import InputError
from app.rules.fimbulvinter.catalogue import CONVALESCENT, HEALING, WAR_WOUND
from app.rules.fimbulvinter.dice import classify, dice_source, roll_compound, roll_spec
from app.rules.fimbulvinter.limits import MAX_LIST, MAX_WOUND_DAYS, MAX_WOUNDS
from app.rules.fimbulvinter.models.fighting import FvTreatCriticalInput, FvTreatLightInput, FvTreatSeriousInput
from app.rules.fimbulvinter.reader import (
    as_object,
    boolean,
    choice,
    integer,
    item,
    join,
    object_list,
    present,
    string_list,
)
from app.rules.limits import MAX_ID_LENGTH
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
    source = dice_source(request.dice)
    if not request.within_hour:
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
    result = roll_spec(request.roll.spec(), source)
    source.finish()
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
        "dice": source.used,
        "breakdown": f"{result.describe()} vs {CRITICAL_DIFFICULTY}: {'survives' if survived else 'dies'}",
    }


def run_treat_light_wound(raw: Mapping[str, Any]) -> JsonObject:
    """``treat_light_wound``: one Hard (12) Läkekonst roll per wound per day."""
    request = parse(FvTreatLightInput, raw)
    source = dice_source(request.dice)
    result = roll_spec(request.roll.spec(), source)
    source.finish()
    check = classify(result, LIGHT_DIFFICULTY)
    return {
        "outcome": check.outcome,
        "succeeded": check.succeeded,
        "total": result.total,
        "heals_after_next_rest": check.succeeded,
        "remove_damage_effect": check.succeeded,
        "dice": source.used,
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


def _wound(raw: object, path: str) -> JsonObject:
    wound = as_object(raw, path)
    severity = choice(wound, "severity", path, ("light", "serious", "critical"))
    if severity == "critical":
        raise InputError(join(path, "severity"), "a critical wound must go through treat_critical_wound first")
    return {
        "severity": severity,
        "days": integer(wound, "days", path, 0, MAX_WOUND_DAYS, default=0),
        "heals_after_next_rest": boolean(wound, "heals_after_next_rest", path, False),
    }


def run_advance_time(raw: Mapping[str, Any]) -> JsonObject:
    """``advance_time``: wounds age and heal (a week for light, a month for serious), each healed wound
    removes the last damage effect, and a timed knock-out runs down."""
    body = as_object(raw, "")
    health = as_object(body.get("health"), "health")
    wounds = [
        _wound(entry, item("health.wounds", index))
        for index, entry in enumerate(
            object_list(present(health, "wounds", "health", []), "health.wounds", items=MAX_WOUNDS)
        )
    ]
    effects = string_list(
        present(health, "damage_effects", "health", []), "health.damage_effects", items=MAX_LIST, length=MAX_ID_LENGTH
    )
    knocked_out = boolean(health, "knocked_out", "health", False)
    days_left = integer(health, "knocked_out_days_left", "health", 0, MAX_WOUND_DAYS, default=0)
    days = integer(body, "days", "", 1, 3650, default=1)
    rest_periods = integer(body, "rest_periods", "", 0, 3650, default=days)
    healed: list[str] = []
    remaining: list[JsonObject] = []
    for wound in wounds:
        age = wound["days"] + days
        if wound["severity"] == "light":
            heals = age >= LIGHT_DAYS or (wound["heals_after_next_rest"] and rest_periods >= 1)
        else:
            heals = age >= SERIOUS_DAYS
        if heals:
            healed.append(wound["severity"])
            if effects:
                effects.pop()
        else:
            remaining.append(wound | {"days": age})
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
