"""Stabilisation tests (*testy Ustabilizowania*): ``recovery_roll`` (§6.13), ``incapacitated_recovery``
(§6.14) and ``overexertion_check`` (§6.15).

All three are Stamina + Chirurgy/Medicine + magical aid + stress die (Decisions §8.32, §8.33): no wound
penalty (seed), but the fatigue penalty (Decision §8.20).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal

from pydantic import Field

from app.rules.ars_magica.basic import AmRollReport, roll_report
from app.rules.ars_magica.catalogue import INCAPACITATED, RECOVERY_STABLE_BONUS, WOUND_LEVELS, WOUND_ORDER
from app.rules.ars_magica.condition import require_able
from app.rules.ars_magica.dice import DieRoll, roll_only_die
from app.rules.ars_magica.models import (
    AbilityScore,
    AmFatigue,
    AmInput,
    AmRolled,
    AmWoundCounts,
    AmWounds,
    BotchDice,
    Characteristic,
    Modifier,
    fatigue_of,
    wounds_of,
)
from app.rules.errors import InputError
from app.rules.validation import ForcedFaces, parse

LesserWound = Literal["light", "medium", "heavy"]
Bonus = Annotated[int, Field(ge=0, le=300)]
DIES_AT_OR_BELOW: int = INCAPACITATED["dies_at_or_below"]
IMPROVES_AT_OR_ABOVE: int = INCAPACITATED["improves_at_or_above"]
PENALTY_PER_DAY_PART: int = INCAPACITATED["penalty_per_intermediate_result"]


def heavier(level: str) -> str:
    """One wound level worse (Decision §8.34: Heavy → Incapacitating)."""
    return WOUND_ORDER[WOUND_ORDER.index(level) + 1]


def lighter(level: str) -> str:
    """One wound level better; a Light wound heals."""
    index = WOUND_ORDER.index(level)
    return WOUND_ORDER[index - 1] if index else "healed"


class AmStabilisationInput(AmInput):
    """The parts every stabilisation test shares."""

    stamina: Characteristic
    medical_ability: AbilityScore = 0
    magical_aid: Annotated[int, Field(ge=0, le=100)] = 0
    modifiers: Modifier = 0
    fatigue: AmFatigue | None = None
    botch_dice: BotchDice = 1
    dice: ForcedFaces = None


class AmStabilisationReport(AmRolled, AmRollReport):
    """What every stabilisation test reports, as :func:`_stabilisation` rolls it."""

    fatigue_penalty: int


def _stabilisation(
    request: AmStabilisationInput, extra: int, extra_text: str
) -> tuple[DieRoll, int, int, list[int], str]:
    """Roll the test: the die, the total, the fatigue penalty, the faces and the breakdown's sum.

    ``extra`` is the gathered +3s or the cumulative −1s; ``extra_text`` shows it with the modifiers.
    """
    fatigue = fatigue_of(request.fatigue)
    die, dice = roll_only_die(request.dice, "stress", request.botch_dice)
    parts = (request.stamina, request.medical_ability, request.magical_aid, extra, request.modifiers)
    total = die.total(sum(parts) + fatigue.penalty)
    text = (
        f"Sta {request.stamina} + med {request.medical_ability} + magic {request.magical_aid}"
        f" + {extra_text} + fatigue {fatigue.penalty} + die {die.text()} = {total}"
    )
    return die, total, fatigue.penalty, dice, text


class AmRecoveryRollInput(AmStabilisationInput):
    wound: LesserWound
    bonus: Bonus = 0


class AmRecoveryRollOutput(AmStabilisationReport):
    stable_ease_factor: int
    improvement_ease_factor: int
    outcome: Literal["improved", "stable", "worsened"]
    wound_after: Literal["healed", "light", "medium", "heavy", "incapacitating"]
    bonus_after: int
    next_interval: str | None


def run_recovery_roll(raw: Mapping[str, Any]) -> dict[str, Any]:
    """The periodic roll for one Light, Medium or Heavy wound against its Stable and Improvement EFs."""
    request = parse(AmRecoveryRollInput, raw)
    level = WOUND_LEVELS[request.wound]
    stable, improvement = level.stable_ease_factor or 0, level.improvement_ease_factor or 0
    die, total, fatigue_penalty, dice, text = _stabilisation(
        request, request.bonus, f"bonus {request.bonus} + mods {request.modifiers}"
    )
    if total >= improvement:
        outcome, wound_after, bonus_after = "improved", lighter(request.wound), 0
    elif total >= stable:
        outcome, wound_after, bonus_after = "stable", request.wound, request.bonus + RECOVERY_STABLE_BONUS
    else:
        outcome, wound_after, bonus_after = "worsened", heavier(request.wound), 0
    return {
        **roll_report(die, total),
        "stable_ease_factor": stable,
        "improvement_ease_factor": improvement,
        "fatigue_penalty": fatigue_penalty,
        "outcome": outcome,
        "wound_after": wound_after,
        "bonus_after": bonus_after,
        "next_interval": None if wound_after == "healed" else WOUND_LEVELS[wound_after].recovery_interval,
        "dice": dice,
        "breakdown": f"{text} vs stable {stable}/improve {improvement}: {outcome}",
    }


class AmIncapacitatedRecoveryInput(AmStabilisationInput):
    accumulated_penalty: Annotated[int, Field(ge=-100, le=0)] = 0
    incapacitating_wounds: Annotated[int, Field(ge=1, le=99)] = 1
    time_of_day: Literal["sunrise", "sunset"] | None = None


class AmIncapacitatedRecoveryOutput(AmStabilisationReport):
    outcome: Literal["dead", "improved", "deteriorating"]
    dead: bool
    accumulated_penalty_after: int
    incapacitating_wounds_after: int
    heavy_wounds_gained: int
    time_of_day: Literal["sunrise", "sunset"] | None


def run_incapacitated_recovery(raw: Mapping[str, Any]) -> dict[str, Any]:
    """The sunrise/sunset survival roll: 0 or less dies, 9+ turns every Incapacitating wound Heavy."""
    request = parse(AmIncapacitatedRecoveryInput, raw)
    die, total, fatigue_penalty, dice, text = _stabilisation(
        request,
        request.accumulated_penalty,
        f"mods {request.modifiers} + acc {request.accumulated_penalty}",
    )
    penalty_after, wounds_after, heavy_gained = request.accumulated_penalty, request.incapacitating_wounds, 0
    if total <= DIES_AT_OR_BELOW:
        outcome = "dead"
    elif total >= IMPROVES_AT_OR_ABOVE:
        # Decision §8.37: one roll covers every Incapacitating wound.
        outcome, penalty_after, wounds_after, heavy_gained = "improved", 0, 0, request.incapacitating_wounds
    else:
        outcome, penalty_after = "deteriorating", request.accumulated_penalty + PENALTY_PER_DAY_PART
    return {
        **roll_report(die, total),
        "fatigue_penalty": fatigue_penalty,
        "outcome": outcome,
        "dead": outcome == "dead",
        "accumulated_penalty_after": penalty_after,
        "incapacitating_wounds_after": wounds_after,
        "heavy_wounds_gained": heavy_gained,
        "time_of_day": request.time_of_day,
        "dice": dice,
        "breakdown": f"{text}: {outcome}",
    }


class AmOverexertionInput(AmStabilisationInput):
    wounds: AmWounds | None = None
    bonus: Bonus = 0


class AmOverexertionOutput(AmStabilisationReport):
    tested_wound: LesserWound
    stable_ease_factor: int
    outcome: Literal["unchanged", "worsened"]
    wounds_after: AmWoundCounts
    bonus_after: int


def run_overexertion_check(raw: Mapping[str, Any]) -> dict[str, Any]:
    """The stabilisation test for the most serious wound, forced by doing too much: never improves."""
    request = parse(AmOverexertionInput, raw)
    wounds = wounds_of(request.wounds)
    if wounds.lesser < 1:
        raise InputError("wounds", "no wound to test")
    require_able(wounds, fatigue_of(request.fatigue))
    tested = next(level for level in ("heavy", "medium", "light") if wounds.count(level))
    stable = WOUND_LEVELS[tested].stable_ease_factor or 0
    die, total, fatigue_penalty, dice, text = _stabilisation(
        request, request.bonus, f"bonus {request.bonus} + mods {request.modifiers}"
    )
    if total < stable:
        outcome, bonus_after = "worsened", 0
        wounds = wounds.plus(tested, -1).plus(heavier(tested))
    else:
        # Decision §8.35: passing keeps the wound and gains no +3.
        outcome, bonus_after = "unchanged", request.bonus
    return {
        "tested_wound": tested,
        **roll_report(die, total),
        "stable_ease_factor": stable,
        "fatigue_penalty": fatigue_penalty,
        "outcome": outcome,
        "wounds_after": wounds.to_json(),
        "bonus_after": bonus_after,
        "dice": dice,
        "breakdown": f"{tested}: {text} vs {stable}: {outcome}",
    }
