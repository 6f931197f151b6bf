"""Basic resolution (§5): a plain roll, a difficulty check, opposed rolls, contests and compound actions."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.errors import InputError
from app.rules.fimbulvinter.catalogue import GOOD_QUALITIES
from app.rules.fimbulvinter.dice import (
    RollSpec,
    classify,
    contest,
    dice_source,
    read_and_roll_opposed,
    read_difficulty,
    read_roll_spec,
    roll_compound,
    roll_spec,
)
from app.rules.fimbulvinter.reader import as_object, bounded_items, bounded_text, item, join
from app.rules.limits import MAX_COMBATANTS, MAX_ID_LENGTH
from app.rules.protocol import JsonObject


def run_roll(raw: Mapping[str, Any]) -> JsonObject:
    """``roll``: a bare roll with no target number (a quality roll, kvalitetsslag)."""
    spec = read_roll_spec(as_object(raw, ""), "")
    source = dice_source(raw.get("dice"))
    result = roll_spec(spec, source)
    source.finish()
    body = result.as_json()
    del body["gamble"]
    return body | {"dice": source.used, "breakdown": result.describe()}


def run_check(raw: Mapping[str, Any]) -> JsonObject:
    """``check``: a roll against a difficulty (svårighetsslag)."""
    spec = read_roll_spec(as_object(raw, ""), "")
    difficulty = read_difficulty(raw, "difficulty", "")
    source = dice_source(raw.get("dice"))
    result = roll_spec(spec, source)
    source.finish()
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
        "dice": source.used,
        "breakdown": f"{result.describe()} vs {difficulty}: {check.outcome}",
    }


def run_opposed(raw: Mapping[str, Any]) -> JsonObject:
    """``opposed``: the initiator's roll against the resister's total (motsatt slag)."""
    result, used = read_and_roll_opposed(as_object(raw, ""), "initiator", "resister")
    first, second = result.initiator, result.resister
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


def run_contest(raw: Mapping[str, Any]) -> JsonObject:
    """``contest``: several people roll for one prize; tied leaders roll again."""
    body = as_object(raw, "")
    entries = body.get("contestants")
    if not isinstance(entries, list) or len(entries) < 2:
        raise InputError("contestants", "must be a list of at least 2 contestants")
    bounded_items(entries, "contestants", MAX_COMBATANTS)
    contestants: list[tuple[str, RollSpec, int, int]] = []
    seen: set[str] = set()
    for index, entry in enumerate(entries):
        path = item("contestants", index)
        fields = as_object(entry, path)
        who = fields.get("id")
        if not isinstance(who, str) or not who:
            raise InputError(join(path, "id"), "must be a non-empty string")
        bounded_text(who, join(path, "id"), MAX_ID_LENGTH)
        if who in seen:
            raise InputError(join(path, "id"), "duplicate id")
        seen.add(who)
        contestants.append((who, read_roll_spec(fields, path), 0, 0))
    source = dice_source(body.get("dice"))
    result = contest(contestants, source)
    source.finish()
    return {
        "winner": result.winner,
        "rounds": result.rounds_json(),
        "dice": source.used,
        "breakdown": result.describe(),
    }


def run_compound(raw: Mapping[str, Any]) -> JsonObject:
    """``compound``: 3–5 checks whose number of successes gives a quality (sammansatt handling)."""
    body = as_object(raw, "")
    steps = body.get("steps")
    if not isinstance(steps, list) or not 3 <= len(steps) <= 5:
        raise InputError("steps", "must be a list of 3 to 5 steps")
    default = read_difficulty(body, "difficulty", "")
    planned: list[tuple[RollSpec, int]] = []
    for index, step in enumerate(steps):
        path = item("steps", index)
        fields = as_object(step, path)
        spec = read_roll_spec(fields, path)
        planned.append((spec, read_difficulty(fields, "difficulty", path, default)))
    source = dice_source(body.get("dice"))
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
