"""Bounds every system shares, so that no input can make a rule do unbounded work."""

from __future__ import annotations

from typing import Final

MAX_ID_LENGTH: Final = 64
"""Longest id of a combatant, condition or anything else an input names."""

MAX_COMBATANTS: Final = 50
"""Most combatants (of each kind, where a system has kinds) in one combat."""

MAX_FORCED_FACES: Final = 1000
"""No operation can use more forced faces than this (the notation's dice budget is the same)."""
