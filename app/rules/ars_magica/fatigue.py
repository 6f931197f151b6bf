"""Fatigue (*Wyczerpanie*): ``fatigue_test`` (§6.10), ``fatigue_adjust`` (§6.11) and
``fatigue_recovery`` (§6.12)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal

from pydantic import Field

from app.rules.ars_magica.basic import AmEaseFactorReport, ease_factor_report, signed_sum
from app.rules.ars_magica.catalogue import FATIGUE_TEST_EASE_FACTOR, HALVING_EASE_FACTOR
from app.rules.ars_magica.condition import Fatigue, fatigue_report
from app.rules.ars_magica.dice import dice_source, roll_only_die, roll_simple
from app.rules.ars_magica.models import (
    AmCondition,
    AmFatigue,
    AmFatigueLevels,
    AmInput,
    AmOutput,
    AmPenalties,
    AmRolled,
    AmRoller,
    Characteristic,
    EncumbranceScore,
    FatigueLevelId,
    Modifier,
    fatigue_of,
)
from app.rules.errors import InputError
from app.rules.validation import ForcedFaces, parse

Levels = Annotated[int, Field(ge=1, le=5)]
BOTCH_LEVELS = 2
"""A botched fatigue test costs exactly two levels, whatever the number of zeros (Decision §8.19)."""


class AmFatigueTestInput(AmRoller):
    stamina: Characteristic
    encumbrance: EncumbranceScore = 0
    dice: ForcedFaces = None


class AmFatigueChange(AmOutput):
    fatigue_after: AmFatigueLevels
    fatigue_level_after: FatigueLevelId
    fatigue_penalty_after: int | None


class AmFatigueAdjustOutput(AmFatigueChange):
    levels_applied: int
    overflow_levels: int


class AmFatigueTestOutput(AmRolled, AmFatigueAdjustOutput, AmEaseFactorReport):
    levels_lost: int


def run_fatigue_test(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Short-term exertion (*Krótkotrwały Wysiłek*): Stamina − Encumbrance + stress die vs 6."""
    request = parse(AmFatigueTestInput, raw)
    wounds, fatigue = request.able()
    die, dice = roll_only_die(request.dice, "stress", request.botch_dice)
    mods = (request.modifiers, wounds.penalty, fatigue.penalty)
    total = die.total(request.stamina - request.encumbrance + sum(mods))
    report = ease_factor_report(die, total, FATIGUE_TEST_EASE_FACTOR)
    levels_lost = BOTCH_LEVELS if die.botched else 0 if report["success"] else 1
    after, applied, overflow = fatigue.plus("short_term", levels_lost)
    return {
        **report,
        "levels_lost": levels_lost,
        "levels_applied": applied,
        "overflow_levels": overflow,
        **fatigue_report(after),
        "dice": dice,
        "breakdown": f"Sta {request.stamina} - enc {request.encumbrance} + mods {signed_sum(*mods)}"
        f" + die {die.text()} = {total} vs {FATIGUE_TEST_EASE_FACTOR}",
    }


class AmFatigueAdjustInput(AmInput):
    fatigue: AmFatigue | None = None
    action: Literal["lose_short_term", "lose_long_term", "night_rest"]
    levels: Levels | None = None


def run_fatigue_adjust(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Levels lost without a roll (long-term exertion, GM rulings) or a night's rest."""
    request = parse(AmFatigueAdjustInput, raw)
    fatigue = fatigue_of(request.fatigue)
    if request.action == "night_rest":
        if request.levels is not None:
            raise InputError("levels", "not allowed with action night_rest")
        # Decision §8.17: a full night's rest recovers every level, long-term and short-term.
        after, applied, overflow = Fatigue(), 0, 0
    else:
        kind: Literal["short_term", "long_term"] = "short_term" if request.action == "lose_short_term" else "long_term"
        after, applied, overflow = fatigue.plus(kind, 1 if request.levels is None else request.levels)
    return {**fatigue_report(after), "levels_applied": applied, "overflow_levels": overflow}


class AmFatigueRecoveryInput(AmCondition):
    levels: Levels | None = None
    activity: Literal["idle", "active"] = "idle"
    halving_roll: bool = False
    stamina: Characteristic | None = None
    modifiers: Modifier | None = None
    dice: ForcedFaces = None


class AmHalvingRoll(AmPenalties):
    face: int
    die: int
    total: int
    success: bool


class AmRecoveryStep(AmOutput):
    from_level: FatigueLevelId
    to_level: FatigueLevelId
    base_minutes: int
    minutes: int
    halving: AmHalvingRoll | None


class AmFatigueRecoveryOutput(AmOutput):
    steps: list[AmRecoveryStep]
    total_minutes: int
    fatigue_after: AmFatigueLevels
    fatigue_level_after: FatigueLevelId
    dice: list[int]
    breakdown: str


def _check_recovery(request: AmFatigueRecoveryInput, fatigue: Fatigue) -> int:
    """The number of levels to recover, after the checks of §6.12."""
    if fatigue.short_term < 1:
        raise InputError(
            "fatigue.short_term",
            "no short-term levels to recover (long-term levels need a night's rest)",
        )
    levels = fatigue.short_term if request.levels is None else request.levels
    if levels > fatigue.short_term:
        raise InputError("levels", f"only {fatigue.short_term} short-term levels to recover")
    if not request.halving_roll:
        for name in ("stamina", "modifiers", "wounds"):
            if getattr(request, name) is not None:
                raise InputError(name, "only allowed with halving_roll = true")
    elif request.stamina is None:
        raise InputError("stamina", "required")
    return levels


def run_fatigue_recovery(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Time to recover short-term levels, heaviest first, with an optional halving roll per level."""
    request = parse(AmFatigueRecoveryInput, raw)
    wounds, fatigue = request.condition
    levels = _check_recovery(request, fatigue)
    if request.halving_roll and wounds.incapacitated:
        raise InputError("wounds.incapacitating", "an incapacitated character cannot act")
    source = dice_source(request.dice)
    steps: list[dict[str, Any]] = []
    for _ in range(levels):
        leaving = fatigue.level
        base_minutes = leaving.recovery_minutes or 0
        # Decision §8.16: activity doubles the time, and halving applies after doubling.
        minutes = base_minutes * 2 if request.activity == "active" else base_minutes
        halving = None
        if request.halving_roll:
            # Decision §8.15: a simple die, with the wound penalty and the penalty of the level being left.
            die = roll_simple(source)
            stamina, modifiers = request.stamina or 0, request.modifiers or 0
            total = stamina + modifiers + wounds.penalty + fatigue.penalty + die.value
            success = total >= HALVING_EASE_FACTOR
            halving = {
                "face": die.faces[0],
                "die": die.value,
                "wound_penalty": wounds.penalty,
                "fatigue_penalty": fatigue.penalty,
                "total": total,
                "success": success,
            }
            if success:
                minutes //= 2
        fatigue = Fatigue(fatigue.short_term - 1, fatigue.long_term)
        steps.append(
            {
                "from_level": leaving.id,
                "to_level": fatigue.level.id,
                "base_minutes": base_minutes,
                "minutes": minutes,
                "halving": halving,
            }
        )
    source.finish()
    return {
        "steps": steps,
        "total_minutes": sum(step["minutes"] for step in steps),
        "fatigue_after": fatigue.to_json(),
        "fatigue_level_after": fatigue.level.id,
        "dice": source.used,
        "breakdown": "; ".join(f"{step['from_level']}->{step['to_level']} {step['minutes']} min" for step in steps),
    }
