"""Odds of a system operation: the same input as the operation, without ``dice``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.errors import InputError, UnknownOperation
from app.rules.odds.enumerate import LIMITS, Limits, OddsRefused, gc_paused, walk
from app.rules.odds.summary import fraction_text, tally_walk
from app.rules.protocol import JsonObject, Operation


class NoOdds(UnknownOperation):
    """The operation rolls no dice, so it has no odds: a 404 like an unknown operation's."""

    def __init__(self, system_id: str, operation: str) -> None:
        super().__init__(system_id, operation)
        self.args = (f"system {system_id!r} operation {operation!r} rolls no dice: it has no odds",)


def operation_odds(
    system_id: str, operation: Operation, body: Mapping[str, Any], limits: Limits = LIMITS
) -> JsonObject:
    """Every output field's outcomes with exact probabilities, and the tail cut at the explosion depth.

    The operation itself validates ``body`` (on its first path, where every die shows its lowest face),
    so the odds refuse exactly what the roll would refuse.
    """
    if not operation.rolls:
        raise NoOdds(system_id, operation.name)
    if body.get("dice") is not None:
        raise InputError("dice", "odds walk every face: leave dice out")
    try:
        with gc_paused():
            tallied = operation.odds(body, limits) if operation.odds is not None else None
            if tallied is None:
                tallied = tally_walk(
                    walk(lambda: operation.run(body), limits), operation.odds_by_id, operation.odds_places
                )
            outcomes = tallied.outcomes()
    except OddsRefused as refused:
        raise InputError("body", refused.reason) from None
    tail = tallied.tail
    return {
        "system": system_id,
        "operation": operation.name,
        "outcomes": outcomes,
        "tail_probability": float(tail),
        "tail_fraction": fraction_text(tail),
        "explosion_depth": limits.explosion_depth,
        "evaluations": tallied.evaluations,
    }
