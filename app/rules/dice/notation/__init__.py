"""Generic dice notation with the grammar and the results of Avrae's d20 1.1, rolled through our dice source."""

from app.rules.dice.notation.pool import Work
from app.rules.dice.notation.roll import MAX_BREAKDOWN, RollOutcome, roll_expression, roll_total
from app.rules.dice.notation.syntax import DEFAULT_LIMITS, Limits, Parsed, parse_expression

__all__ = [
    "DEFAULT_LIMITS",
    "MAX_BREAKDOWN",
    "Limits",
    "Parsed",
    "RollOutcome",
    "Work",
    "parse_expression",
    "roll_expression",
    "roll_total",
]
