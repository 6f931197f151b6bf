"""The Duel operations as the server serves them: one table of :func:`~app.rules.protocol.operation` s."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.dice import dice_from_input
from app.rules.duel.models import DuelD6Input, DuelD6Output
from app.rules.examples import load_examples
from app.rules.protocol import JsonObject, operation, operation_table
from app.rules.validation import parse


def run_d6(raw: Mapping[str, Any]) -> JsonObject:
    """One d6."""
    request = parse(DuelD6Input, raw)
    source = dice_from_input(request.dice, face_range=(1, 6))
    value = source.roll(1, 6)
    source.finish()
    return {"value": value, "dice": source.used, "breakdown": f"d6 = {value}"}


OPERATIONS = operation_table(
    load_examples(__package__),
    operation(
        "d6",
        run_d6,
        DuelD6Input,
        DuelD6Output,
        summary="A d6",
        description="Rolls one six-sided die.",
        dice_order="the one d6",
    ),
)
