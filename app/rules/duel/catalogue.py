"""The Duel catalogue, read once at import."""

from __future__ import annotations

from typing import Any

from app.rules.catalogue import load_catalogue

CATALOGUE: dict[str, Any] = load_catalogue(__package__)
HIT_ON: int = CATALOGUE["hit_on"]
"""A d6 showing this or more hits."""
MAX_HP: int = CATALOGUE["max_hp"]
