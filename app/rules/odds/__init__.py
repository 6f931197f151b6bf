"""Exact odds before a roll: every face sequence walked through the rule functions themselves."""

from app.rules.odds.enumerate import LIMITS, Limits, OddsRefused, Walk, walk
from app.rules.odds.operations import NoOdds, operation_odds

__all__ = ["LIMITS", "Limits", "NoOdds", "OddsRefused", "Walk", "operation_odds", "walk"]
