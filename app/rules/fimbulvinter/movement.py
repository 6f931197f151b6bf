"""Moving between zones (§10.5) and acting in a balance-challenge zone (§10.6): Manövrer rolls."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app.rules.dice.source import DiceSource
from app.rules.fimbulvinter.catalogue import DIFFICULTIES
from app.rules.fimbulvinter.dice import (
    ZEROED,
    RollResult,
    RollSpec,
    TenRoll,
    classify,
    dice_source,
    opposed,
    outcome_key,
)
from app.rules.fimbulvinter.models.common import difficulty_value
from app.rules.fimbulvinter.models.fighting import FvBalanceCheckInput, FvZoneMoveInput
from app.rules.odds.enumerate import Limits
from app.rules.odds.independent import versus
from app.rules.odds.summary import Tallied
from app.rules.protocol import JsonObject
from app.rules.validation import parse

EASY = DIFFICULTIES["easy"]


@dataclass(frozen=True)
class Manoeuvre:
    """A Manövrer roll to get away: a check, or an opposed roll with the mover as initiator."""

    moved: bool
    outcome: str
    roll: RollResult
    difficulty: int | None
    opponent: RollResult | None


@dataclass(frozen=True)
class PlannedMove:
    """The mover's roll, the opponent's (if any) and the difficulty without one."""

    mover: TenRoll
    opponent: TenRoll | None
    difficulty: int


def manoeuvre(
    spec: RollSpec,
    source: DiceSource,
    *,
    blocks: int,
    opponent: RollSpec | None = None,
    opponent_blocks: int = 0,
    difficulty: int = EASY,
) -> Manoeuvre:
    """The mover rolls, then the opponent (if any); without one, a check against ``difficulty``."""
    resisting = None if opponent is None else opponent.reading(extra_blocks=opponent_blocks)
    return roll_manoeuvre(PlannedMove(spec.reading(extra_blocks=blocks), resisting, difficulty), source)


def roll_manoeuvre(move: PlannedMove, source: DiceSource) -> Manoeuvre:
    """The mover rolls, then the opponent (if any); without one, a check against the difficulty."""
    mover = source.read(move.mover)
    if move.opponent is None:
        check = classify(mover, move.difficulty)
        return Manoeuvre(check.succeeded, check.outcome, mover, move.difficulty, None)
    return opposed_manoeuvre(mover, source.read(move.opponent))


def opposed_manoeuvre(mover: RollResult, resisting: RollResult) -> Manoeuvre:
    """The mover's roll as the initiator of an opposed roll against the opponent's."""
    result = opposed(mover, resisting)
    return Manoeuvre(result.initiator_wins, result.initiator_outcome, mover, None, resisting)


def planned_zone_move(request: FvZoneMoveInput) -> PlannedMove:
    """Each zone past the first blocks once, and so does each heavy (tung) item and a marked attribute."""
    opponent = None if request.opposed_by is None else request.opposed_by.spec().own_roll
    difficulty = EASY if opponent is not None else difficulty_value(request.difficulty)
    blocks = request.zones - 1 + request.heavy_items + int(request.attribute_marked)
    return PlannedMove(request.roll.spec().reading(extra_blocks=blocks), opponent, difficulty)


def run_zone_move(raw: Mapping[str, Any]) -> JsonObject:
    """``zone_move``: each zone past the first blocks once, and so does each heavy (tung) item."""
    request = parse(FvZoneMoveInput, raw)
    move = request.once(planned_zone_move)
    source = dice_source(request.dice)
    result = roll_manoeuvre(move, source)
    source.finish()
    return _zone_answer(move, result, source.used)


def zone_move_odds(raw: Mapping[str, Any], limits: Limits) -> Tallied | None:
    """The odds of :func:`run_zone_move` against an opponent roll by roll (:func:`versus`): the outcome
    reads the mover's first die and which total is higher. A check against a difficulty is walked whole."""
    request = parse(FvZoneMoveInput, raw)
    move = request.once(planned_zone_move)
    if move.opponent is None:
        return None
    return versus(
        move.mover,
        move.opponent,
        limits,
        output=lambda mover, resisting: _zone_answer(move, opposed_manoeuvre(mover, resisting), []),
        key=outcome_key,
        first_fields=lambda mover: {"total": mover.total, "blocks_applied": mover.blocks_applied},
        second_fields=lambda resisting: {"opponent_total": resisting.total},
    )


def _zone_answer(move: PlannedMove, result: Manoeuvre, used: list[int]) -> JsonObject:
    answer: JsonObject = {
        "moved": result.moved,
        "outcome": result.outcome,
        "total": result.roll.total,
        "blocks_applied": result.roll.blocks_applied,
        "becomes_third_man": result.moved,
        "dice": used,
        "breakdown": result.roll.describe(),
    }
    if result.opponent is None:
        answer["difficulty"] = move.difficulty
    else:
        answer["opponent_total"] = result.opponent.total
    return answer


@dataclass(frozen=True)
class Balance:
    outcome: str
    roll: RollResult

    @property
    def may_act(self) -> bool:
        return classify(self.roll, EASY).succeeded

    @property
    def falls(self) -> bool:
        return self.outcome == ZEROED


def balance(reading: TenRoll, source: DiceSource) -> Balance:
    """Balansutmaning: an Easy (6) Manövrer check to act; a zeroed roll means a fall. ``reading``: the
    Manövrer roll with its blocks."""
    return judged_balance(source.read(reading))


def judged_balance(result: RollResult) -> Balance:
    """A balance roll's result against Easy."""
    return Balance(classify(result, EASY).outcome, result)


def run_balance_check(raw: Mapping[str, Any]) -> JsonObject:
    """``balance_check``: may the combatant act in a balance-challenge zone, and do they fall?"""
    request = parse(FvBalanceCheckInput, raw)
    source = dice_source(request.dice)
    result = balance(request.roll.spec().reading(), source)
    source.finish()
    return {
        "may_act": result.may_act,
        "falls": result.falls,
        "outcome": result.outcome,
        "total": result.roll.total,
        "dice": source.used,
        "breakdown": f"{result.roll.describe()} vs {EASY}",
    }
