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
    classify,
    dice_source,
    opposed,
    read_difficulty,
    roll_spec,
)
from app.rules.fimbulvinter.models.common import read_roll_spec
from app.rules.fimbulvinter.reader import as_object, boolean, integer
from app.rules.protocol import JsonObject

EASY = DIFFICULTIES["easy"]


@dataclass(frozen=True)
class Manoeuvre:
    """A Manövrer roll to get away: a check, or an opposed roll with the mover as initiator."""

    moved: bool
    outcome: str
    roll: RollResult
    difficulty: int | None
    opponent: RollResult | None


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
    mover = roll_spec(spec, source, extra_blocks=blocks)
    if opponent is None:
        check = classify(mover, difficulty)
        return Manoeuvre(check.succeeded, check.outcome, mover, difficulty, None)
    resisting = roll_spec(opponent, source, extra_blocks=opponent_blocks)
    result = opposed(mover, resisting)
    return Manoeuvre(result.initiator_wins, result.initiator_outcome, mover, None, resisting)


def run_zone_move(raw: Mapping[str, Any]) -> JsonObject:
    """``zone_move``: each zone past the first blocks once, and so does each heavy (tung) item."""
    body = as_object(raw, "")
    zones = integer(body, "zones", "", 1, 20, default=1)
    spec = read_roll_spec(body.get("roll"), "roll")
    heavy_items = integer(body, "heavy_items", "", 0, 5, default=0)
    marked = boolean(body, "attribute_marked", "", False)
    opponent = None if body.get("opposed_by") is None else read_roll_spec(body["opposed_by"], "opposed_by")
    difficulty = EASY if opponent is not None else read_difficulty(body, "difficulty", "", "easy")
    source = dice_source(body.get("dice"))
    result = manoeuvre(
        spec, source, blocks=zones - 1 + heavy_items + int(marked), opponent=opponent, difficulty=difficulty
    )
    source.finish()
    answer: JsonObject = {
        "moved": result.moved,
        "outcome": result.outcome,
        "total": result.roll.total,
        "blocks_applied": result.roll.blocks_applied,
        "becomes_third_man": result.moved,
        "dice": source.used,
        "breakdown": result.roll.describe(),
    }
    if result.opponent is None:
        answer["difficulty"] = difficulty
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


def balance(spec: RollSpec, source: DiceSource, blocks: int = 0) -> Balance:
    """Balansutmaning: an Easy (6) Manövrer check to act; a zeroed roll means a fall."""
    result = roll_spec(spec, source, extra_blocks=blocks)
    return Balance(classify(result, EASY).outcome, result)


def run_balance_check(raw: Mapping[str, Any]) -> JsonObject:
    """``balance_check``: may the combatant act in a balance-challenge zone, and do they fall?"""
    body = as_object(raw, "")
    spec = read_roll_spec(body.get("roll"), "roll")
    source = dice_source(body.get("dice"))
    result = balance(spec, source)
    source.finish()
    return {
        "may_act": result.may_act,
        "falls": result.falls,
        "outcome": result.outcome,
        "total": result.roll.total,
        "dice": source.used,
        "breakdown": f"{result.roll.describe()} vs {EASY}",
    }
