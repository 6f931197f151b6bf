"""Generic dice notation with the grammar of Avrae's d20: parse once, roll through our dice source."""

from app.rules.dice.notation.parser import DEFAULT_LIMITS, Limits, parse_expression
from app.rules.dice.notation.roll import RollOutcome, roll_expression

__all__ = ["DEFAULT_LIMITS", "Limits", "RollOutcome", "parse_expression", "roll_expression"]
