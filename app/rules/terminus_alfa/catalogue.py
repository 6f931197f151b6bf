"""The Terminus Alfa catalogue (``catalogue.json``, served unchanged) and the lookups the rules need.

Everything here is computed once at import, so no request ever walks or copies the catalogue.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from app.rules.catalogue import load_catalogue

CATALOGUE: Mapping[str, Any] = load_catalogue(__package__)
"""The catalogue as served: a plain dict (the JSON encoder takes no read-only proxy); never changed."""

LADDER_BONUS: Mapping[str, int | None] = MappingProxyType(
    {level["id"]: level["bonus"] for level in CATALOGUE["grade_ladder"]}
)
"""MESTERGRAD ladder: level id → bonus (``None`` for ``impossible``, UMULIGT: no roll allowed)."""

SPECIES: frozenset[str] = frozenset(
    species["id"] for kind in CATALOGUE["opponent_types"] for species in kind["species"]
)
"""Every species id of the seven opponent types."""

FORTIFICATION_ENDURANCE: Mapping[str, int] = MappingProxyType(
    {fort["id"]: fort["endurance"] for fort in CATALOGUE["fortifications"]}
)
"""FORSVARSVÆRK kinds and their endurance (barricade 50 … castle wall 1000)."""

PARTY_CHOICES: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {motive["id"]: tuple(motive["party_choices"]) for motive in CATALOGUE["motives"]}
)
"""The choices the party may make in the tally, per motive (Decision 33)."""

MOTIVES_WITH_FLIGHT: frozenset[str] = frozenset(
    motive["id"] for motive in CATALOGUE["motives"] if motive["opponents_flee_at_half_total_endurance_lost"]
)
"""Motives under which opponents flee at half their combined endurance lost (Decision 30)."""

ESCAPE_GRADE: int = CATALOGUE["capture_escape_grade"]
"""The fixed grade (GRAD 20) of an escape from capture (FANGER)."""

VEHICLE_MELEE_DEFENCE: int = CATALOGUE["vehicle_defence"]["melee_defence"]
"""A vehicle always defends with FORSVAR 0 against melee."""

ROUND_EFFECT_CATEGORIES: frozenset[str] = frozenset(item["id"] for item in CATALOGUE["round_effect_categories"])
UNAVERTABLE_CATEGORIES: frozenset[str] = frozenset(
    item["id"] for item in CATALOGUE["round_effect_categories"] if not item["avertable"]
)
STANDARD_CONDITIONS: Mapping[str, Mapping[str, Any]] = MappingProxyType(
    {item["id"]: MappingProxyType(item) for item in CATALOGUE["standard_conditions"]}
)
"""HORDE and LEDER: conditions of −10 endurance to every character."""
