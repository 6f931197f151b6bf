"""A walk's results as the API reports them: each scalar output field's outcomes with exact probabilities."""

from __future__ import annotations

import math
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from app.rules.odds.enumerate import OddsRefused, Walk
from app.rules.protocol import JsonObject

Scalar = bool | int | float | str | None

MAX_OUTCOMES = 2_000
"""Distinct (field, value) pairs one answer may list."""

SKIPPED = frozenset({"dice", "breakdown"})
"""Output keys that only retell the faces (every path has its own)."""


Tally = dict[tuple[str, type, Scalar], int]
"""Weight per ``(field path, type of value, value)``: the type keeps ``true`` and ``1`` apart."""


def tally(output: Mapping[str, Any], weight: int, weights: Tally, prefix: str = "") -> None:
    """Add ``weight`` to every scalar field of ``output`` (nested objects as ``a.b``, lists left out)."""
    for key, value in output.items():
        if key in SKIPPED or isinstance(value, list):
            continue
        if isinstance(value, dict):
            tally(value, weight, weights, f"{prefix}{key}.")
        else:
            found = (f"{prefix}{key}", type(value), value)
            weights[found] = weights.get(found, 0) + weight


def flatten(output: Mapping[str, Any]) -> list[tuple[str, Scalar]]:
    """Every scalar field of ``output`` as ``(path, value)``, in output order."""
    weights: Tally = {}
    tally(output, 1, weights)
    return [(path, value) for path, _, value in weights]


def fraction_text(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}" if value.denominator != 1 else str(value.numerator)


def probability(value: Fraction) -> JsonObject:
    return {"probability": float(value), "fraction": fraction_text(value)}


def _order(value: Scalar) -> tuple[int, Any]:
    """null, booleans, numbers, strings: each kind in its natural order."""
    if value is None:
        return (0, 0)
    if isinstance(value, bool):
        return (1, value)
    if isinstance(value, int | float):
        return (2, value)
    return (3, value)


def field_outcomes(walked: Walk[JsonObject]) -> dict[str, list[JsonObject]]:
    """Per output field, every value it takes with its probability, in the fields' output order.

    A value is keyed with its type, so ``true`` and ``1`` stay apart. A field that only some results
    have gets an ``absent`` entry for the others, so each field's chances sum to 1 minus the tail.
    Weights are integers over one common denominator until the end.
    """
    denominator = math.lcm(*{size for _, _, size in walked.leaves})
    weights: Tally = {}
    reached = 0
    for output, orderings, size in walked.leaves:
        weight = orderings * (denominator // size)
        reached += weight
        tally(output, weight, weights)
        if len(weights) > MAX_OUTCOMES:
            raise OddsRefused(f"the answer would list more than {MAX_OUTCOMES} outcomes")
    by_path: dict[str, list[tuple[Scalar, int]]] = {}
    for (path, _, value), weight in weights.items():
        by_path.setdefault(path, []).append((value, weight))
    answer: dict[str, list[JsonObject]] = {}
    for path, values in by_path.items():
        values.sort(key=lambda item: _order(item[0]))
        chances = [
            {"value": value, "absent": False, **probability(Fraction(weight, denominator))} for value, weight in values
        ]
        missing = reached - sum(weight for _, weight in values)
        if missing:
            chances.insert(0, {"value": None, "absent": True, **probability(Fraction(missing, denominator))})
        answer[path] = chances
    return answer
