"""Odds of a generic dice expression: the exact distribution of its total, walked through the roller."""

from __future__ import annotations

import math
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from app.rules.dice.notation import parse_expression, roll_total
from app.rules.dice.rolls import RollRequest
from app.rules.dice.source import play_dice
from app.rules.errors import InputError
from app.rules.odds.enumerate import LIMITS, Limits, OddsRefused, walk
from app.rules.odds.summary import MAX_OUTCOMES, fraction_text, probability
from app.rules.protocol import JsonObject
from app.rules.validation import parse

PERCENTILES = (5, 10, 25, 50, 75, 90, 95)


def roll_odds(body: Mapping[str, Any], limits: Limits = LIMITS) -> JsonObject:
    """``POST /v1/rolls/odds``: the body of ``POST /v1/rolls`` → every total's probability, the mean, standard
    deviation, range, percentiles and the chance of at least each total; ``dice``, if given, are the faces
    already rolled (the odds of the rest, given them)."""
    request = parse(RollRequest, body)
    parsed = parse_expression(request.expression)  # once: only the faces change from path to path
    try:
        walked = walk(lambda: roll_total(parsed, play_dice()), limits, started=request.dice or ())
    except OddsRefused as refused:
        raise InputError("body", refused.reason) from None
    denominator = math.lcm(*{size for _, _, size in walked.leaves})
    counts: dict[int, int] = {}  # over the common denominator: Fractions only once per total
    for total, orderings, size in walked.leaves:
        counts[total] = counts.get(total, 0) + orderings * (denominator // size)
        if len(counts) > MAX_OUTCOMES:
            raise InputError("body", f"the answer would list more than {MAX_OUTCOMES} outcomes")
    by_total = {total: Fraction(count, denominator) for total, count in counts.items()}
    totals = sorted(by_total)
    reached = sum(by_total.values(), Fraction(0))
    mean = sum((total * chance for total, chance in by_total.items()), Fraction(0)) / reached
    variance = sum(((total - mean) ** 2 * chance for total, chance in by_total.items()), Fraction(0)) / reached
    at_least: dict[str, float] = {}
    remaining = reached
    for total in totals:
        at_least[str(total)] = float(remaining)
        remaining -= by_total[total]
    tail = walked.tail
    return {
        "expression": request.expression,
        "outcomes": [{"total": total, **probability(by_total[total])} for total in totals],
        "mean": float(mean),
        "mean_fraction": fraction_text(mean),
        "stdev": math.sqrt(variance),
        "min": totals[0],
        "max": totals[-1],
        "percentiles": {str(p): _percentile(totals, by_total, reached, p) for p in PERCENTILES},
        "at_least": at_least,
        "tail_probability": float(tail),
        "tail_fraction": fraction_text(tail),
        "explosion_depth": limits.explosion_depth,
        "evaluations": walked.evaluations,
    }


def _percentile(totals: list[int], by_total: Mapping[int, Fraction], reached: Fraction, p: int) -> int:
    """The least total whose cumulative probability reaches ``p`` percent (of the walked mass)."""
    wanted = reached * Fraction(p, 100)
    cumulative = Fraction(0)
    for total in totals:
        cumulative += by_total[total]
        if cumulative >= wanted:
            return total
    return totals[-1]
