"""``roll`` (a bare die, §6.1) and ``check`` (characteristic + ability + die vs an ease factor, §6.2)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

from pydantic import Field

from app.rules.ars_magica.dice import DieRoll, roll_only_die
from app.rules.ars_magica.models import (
    AbilityScore,
    AmCondition,
    AmDieResult,
    AmInput,
    AmOutput,
    AmPenalties,
    AmRolled,
    BotchDice,
    Characteristic,
    DieChoice,
    Modifier,
    botch_dice_for,
)
from app.rules.validation import ForcedFaces, parse


def signed_sum(first: int, *rest: int) -> str:
    """``2+3+0-1``: the parts of a total, for breakdowns."""
    return str(first) + "".join(f"{part:+d}" for part in rest)


class AmRollReport(AmOutput):
    """The block most rolling outputs begin with, as :func:`roll_report` fills it."""

    total: int
    botched: bool
    botch_count: int
    die: AmDieResult


def roll_report(die: DieRoll, total: int) -> dict[str, Any]:
    """The ``total``/``botched``/``botch_count``/``die`` block most rolling outputs share."""
    return {"total": total, "botched": die.botched, "botch_count": die.botch_count, "die": die.to_json()}


class AmEaseFactorReport(AmRollReport):
    """A roll against an ease factor, as :func:`ease_factor_report` fills it."""

    ease_factor: int
    success: bool


def ease_factor_report(die: DieRoll, total: int, ease_factor: int) -> dict[str, Any]:
    """:func:`roll_report` with the ease factor and whether the total reaches it; a botch always fails (§2.2)."""
    return {**roll_report(die, total), "ease_factor": ease_factor, "success": not die.botched and total >= ease_factor}


class AmRollInput(AmInput):
    die: DieChoice = "stress"
    botch_dice: BotchDice | None = None
    dice: ForcedFaces = None


class AmRollOutput(AmRolled, AmDieResult):
    pass


def run_roll(raw: Mapping[str, Any]) -> dict[str, Any]:
    """One simple or stress die."""
    request = parse(AmRollInput, raw)
    botch_dice = botch_dice_for(request.die, request.botch_dice)
    die, dice = roll_only_die(request.dice, request.die, botch_dice)
    return {**die.to_json(), "dice": dice, "breakdown": f"{request.die} die {die.text()}"}


class AmCheckInput(AmCondition, AmRollInput):
    characteristic: Characteristic
    ability: AbilityScore = 0
    modifiers: Modifier = 0
    ease_factor: Annotated[int, Field(ge=-100, le=200)]


class AmCheckOutput(AmRolled, AmPenalties, AmEaseFactorReport):
    margin: int


def run_check(raw: Mapping[str, Any]) -> dict[str, Any]:
    """A characteristic (+ ability) test against an ease factor; a botch always fails."""
    request = parse(AmCheckInput, raw)
    botch_dice = botch_dice_for(request.die, request.botch_dice)
    wounds, fatigue = request.able()
    die, dice = roll_only_die(request.dice, request.die, botch_dice)
    parts = (request.characteristic, request.ability, request.modifiers, wounds.penalty, fatigue.penalty)
    total = die.total(sum(parts))
    report = ease_factor_report(die, total, request.ease_factor)
    return {
        **report,
        "margin": total - request.ease_factor,
        "wound_penalty": wounds.penalty,
        "fatigue_penalty": fatigue.penalty,
        "dice": dice,
        "breakdown": f"{signed_sum(*parts)} + die {die.text()} = {total} vs {request.ease_factor}: "
        + ("success" if report["success"] else "failure"),
    }
