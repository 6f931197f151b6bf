"""Applying stat ``changes`` to a character: the one rule every effect and condition uses.

A positive endurance/power delta never raises the value above its maximum, nor lowers a value already
above it; poison stays within 0…poison_max; money never drops below 0; endurance and power may drop to 0
or below during a round (nobody dies before the tally). The *actual* change is new − old.
"""

from __future__ import annotations

from collections.abc import Mapping

from app.rules.terminus_alfa.combat.state import TaCharacterState
from app.rules.terminus_alfa.models import STATS, Stat


def _new_value(character: TaCharacterState, stat: Stat, delta: int) -> int:
    old: int = getattr(character, stat)
    if stat in {"endurance", "power"}:
        maximum: int = getattr(character, f"{stat}_max")
        return max(old, min(old + delta, maximum)) if delta > 0 else old + delta
    if stat == "poison":
        return min(max(old + delta, 0), character.poison_max)
    return max(old + delta, 0)


def actual_changes(character: TaCharacterState, changes: Mapping[Stat, int]) -> dict[Stat, int]:
    """What ``changes`` would actually do to ``character`` (stat → new − old), in stat order."""
    return {
        stat: _new_value(character, stat, changes[stat]) - getattr(character, stat) for stat in STATS if stat in changes
    }


def apply_changes(character: TaCharacterState, changes: Mapping[Stat, int]) -> dict[Stat, int]:
    """Apply ``changes`` to ``character`` and return the actual changes."""
    actual = actual_changes(character, changes)
    for stat, change in actual.items():
        setattr(character, stat, getattr(character, stat) + change)
    return actual
