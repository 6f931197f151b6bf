"""Odds of a system operation: the same input as the operation, without ``dice``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, cast

from app.rules.dice.source import dice_from_input
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
    so the odds refuse exactly what the roll would refuse. ``dice``, if given, are the faces the table has
    already seen, in the operation's dice order (the GM's roll before a player declares an avert): the
    odds are those of the rest of the roll, given them, walked through the rule (its own odds function,
    which starts from no dice, is not used).
    """
    if not operation.rolls:
        raise NoOdds(system_id, operation.name)
    seen = body.get("dice")
    try:
        with gc_paused():
            if seen is None:
                tallied = operation.odds(body, limits) if operation.odds is not None else None
                started: list[int] = []
            else:
                tallied, started = None, _faces(seen)
                body = {key: value for key, value in body.items() if key != "dice"}
            if tallied is None:
                walked = walk(lambda: operation.run(body), limits, started=started)
                tallied = tally_walk(walked, operation.odds_by_id, operation.odds_places)
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


def _faces(seen: object) -> list[int]:
    """The faces already rolled: a list of integers, as a roll's ``dice`` (each is checked against its die
    when the rule takes it)."""
    dice_from_input(seen)  # refuses anything else on `dice`, worded as a roll would
    return list(cast(list[int], seen))
