"""A walk's results as the API reports them: each scalar output field's outcomes with exact probabilities."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from fractions import Fraction
from typing import Any

from app.rules.odds.enumerate import OddsRefused, Walk
from app.rules.protocol import JsonObject

Scalar = bool | int | float | str | None

MAX_OUTCOMES = 2_000
"""Distinct (field, value) pairs one answer may list."""

SKIPPED = frozenset({"dice", "breakdown"})
"""Output keys that only retell the faces (every path has its own)."""


def flatten(output: Mapping[str, Any], prefix: str = "") -> Iterator[tuple[str, Scalar]]:
    """Every scalar field of ``output`` as ``(path, value)``; nested objects as ``a.b``, lists left out."""
    for key, value in output.items():
        if key in SKIPPED or isinstance(value, list):
            continue
        if isinstance(value, dict):
            yield from flatten(value, f"{prefix}{key}.")
        else:
            yield f"{prefix}{key}", value


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
    """
    counts: dict[str, dict[tuple[type, Scalar], dict[int, int]]] = {}
    outcomes = 0
    for output, orderings, size in walked.leaves:
        for path, value in flatten(output):
            values = counts.setdefault(path, {})
            key = (type(value), value)
            by_size = values.get(key)
            if by_size is None:
                outcomes += 1
                if outcomes > MAX_OUTCOMES:
                    raise OddsRefused(f"the answer would list more than {MAX_OUTCOMES} outcomes")
                by_size = values[key] = {}
            by_size[size] = by_size.get(size, 0) + orderings
    reached = _total(walked.leaves)
    answer: dict[str, list[JsonObject]] = {}
    for path, values in counts.items():
        chances = [
            {"value": value, "absent": False, **probability(_sum(by_size))}
            for (_, value), by_size in sorted(values.items(), key=lambda item: _order(item[0][1]))
        ]
        missing = reached - sum((Fraction(chance["fraction"]) for chance in chances), Fraction(0))
        if missing:
            chances.insert(0, {"value": None, "absent": True, **probability(missing)})
        answer[path] = chances
    return answer


def _sum(by_size: Mapping[int, int]) -> Fraction:
    return sum((Fraction(count, size) for size, count in by_size.items()), Fraction(0))


def _total(leaves: list[tuple[JsonObject, int, int]]) -> Fraction:
    by_size: dict[int, int] = {}
    for _, orderings, size in leaves:
        by_size[size] = by_size.get(size, 0) + orderings
    return _sum(by_size)
