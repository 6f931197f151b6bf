"""Basic resolution (§5): a plain roll, a difficulty check, opposed rolls, contests and compound actions."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from app.rules.errors import InputError
from app.rules.fimbulvinter.catalogue import GOOD_QUALITIES
from app.rules.fimbulvinter.contest_odds import contest_winners
from app.rules.fimbulvinter.dice import (
    Entry,
    RollResult,
    classify,
    contest,
    dice_source,
    opposed,
    roll_alone,
    roll_compound,
)
from app.rules.fimbulvinter.models.basic import (
    FvCheckInput,
    FvCompoundInput,
    FvContestInput,
    FvOpposedInput,
    FvRollInput,
)
from app.rules.fimbulvinter.models.common import difficulty_value
from app.rules.odds.enumerate import Limits
from app.rules.odds.independent import versus
from app.rules.odds.summary import Tallied, Tally
from app.rules.protocol import JsonObject
from app.rules.validation import first_repeat, parse


def run_roll(raw: Mapping[str, Any]) -> JsonObject:
    """``roll``: a bare roll with no target number (a quality roll, kvalitetsslag)."""
    request = parse(FvRollInput, raw)
    result, used = roll_alone(request.spec(), request.dice)
    body = {key: value for key, value in result.as_json().items() if key != "gamble"}
    return body | {"dice": used, "breakdown": result.describe()}


def run_check(raw: Mapping[str, Any]) -> JsonObject:
    """``check``: a roll against a difficulty (svårighetsslag)."""
    request = parse(FvCheckInput, raw)
    difficulty = difficulty_value(request.difficulty)
    result, used = roll_alone(request.spec(), request.dice)
    check = classify(result, difficulty)
    return {
        "difficulty": difficulty,
        "total": result.total,
        "kept": result.kept,
        "pool": list(result.pool),
        "explosions": list(result.explosions),
        "first_die_zero": result.first_die_zero,
        "outcome": check.outcome,
        "succeeded": check.succeeded,
        "complication": check.complication,
        "margin": check.margin,
        "dice": used,
        "breakdown": f"{result.describe()} vs {difficulty}: {check.outcome}",
    }


def run_opposed(raw: Mapping[str, Any]) -> JsonObject:
    """``opposed``: the initiator's roll against the resister's total (motsatt slag)."""
    request = parse(FvOpposedInput, raw)
    source = dice_source(request.dice)
    first = source.read(request.initiator.spec().own_roll)
    second = source.read(request.resister.spec().own_roll)
    source.finish()
    return _opposed_answer(first, second, source.used)


def _opposed_answer(first: RollResult, second: RollResult, used: list[int]) -> JsonObject:
    result = opposed(first, second)
    winner = "initiator" if result.initiator_wins else "resister"
    return {
        "winner": winner,
        "initiator_outcome": result.initiator_outcome,
        "initiator_zeroed": result.initiator_zeroed,
        "resister_zeroed": result.resister_zeroed,
        "margin": result.margin,
        "initiator": first.as_json(),
        "resister": second.as_json(),
        "dice": used,
        "breakdown": f"initiator {first.describe()} vs resister {second.describe()}: {winner} wins",
    }


def opposed_odds(raw: Mapping[str, Any], limits: Limits) -> Tallied:
    """The odds of :func:`run_opposed` roll by roll: who wins and how reads the margin and both first dice."""
    request = parse(FvOpposedInput, raw)
    return versus(
        request.initiator.spec().own_roll,
        request.resister.spec().own_roll,
        limits,
        output=lambda first, second: _opposed_answer(first, second, []),
        key=lambda first, second: (first.total - second.total, first.first_die_zero, second.first_die_zero),
        first_fields=lambda first: {"initiator": first.as_json()},
        second_fields=lambda second: {"resister": second.as_json()},
    )


def _contestants(request: FvContestInput) -> list[Entry]:
    if (repeat := first_repeat(entry.id for entry in request.contestants)) is not None:
        raise InputError(f"contestants[{repeat}].id", "duplicate id")
    return [(entry.id, entry.spec(), 0, 0) for entry in request.contestants]


def run_contest(raw: Mapping[str, Any]) -> JsonObject:
    """``contest``: several people roll for one prize; tied leaders roll again."""
    request = parse(FvContestInput, raw)
    entries = _contestants(request)
    source = dice_source(request.dice)
    result = contest(entries, source)
    source.finish()
    return {
        "winner": result.winner,
        "rounds": result.rounds_json(),
        "dice": source.used,
        "breakdown": result.describe(),
    }


def contest_odds(raw: Mapping[str, Any], limits: Limits) -> Tallied | None:
    """The odds of :func:`run_contest` by rank (:mod:`app.rules.fimbulvinter.contest_odds`): its only field
    with outcomes is the winner (the rounds are a list). Walked whole beyond a few contestants."""
    entries = _contestants(parse(FvContestInput, raw))
    counted = contest_winners(entries, limits)
    if counted is None:
        return None
    winners, evaluations = counted
    denominator = math.lcm(*(mass.denominator for mass in winners.values()))
    fields, reached = Tally(), 0
    for who, mass in winners.items():
        weight = sum(mass.counts) * (denominator // mass.denominator)
        if weight:
            fields.add({"winner": who}, weight)
            reached += weight
    return Tallied(fields, reached, denominator, evaluations)


def run_compound(raw: Mapping[str, Any]) -> JsonObject:
    """``compound``: 3–5 checks whose number of successes gives a quality (sammansatt handling)."""
    request = parse(FvCompoundInput, raw)
    default = difficulty_value(request.difficulty)
    planned = [
        (step.spec(), default if step.difficulty is None else difficulty_value(step.difficulty))
        for step in request.steps
    ]
    source = dice_source(request.dice)
    compound = roll_compound(planned, source)
    source.finish()
    rows: list[JsonObject] = [
        {
            "total": result.total,
            "difficulty": difficulty,
            "outcome": check.outcome,
            "succeeded": check.succeeded,
            "kept": result.kept,
            "explosions": list(result.explosions),
        }
        for result, difficulty, check in compound.steps
    ]
    return {
        "steps": rows,
        "successes": compound.successes,
        "quality": compound.quality,
        "succeeded": compound.quality in GOOD_QUALITIES,
        "dice": source.used,
        "breakdown": f"{compound.successes}/{len(planned)} steps succeeded: {compound.quality}",
    }
