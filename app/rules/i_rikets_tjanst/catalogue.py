"""The catalogue of I Rikets Tjänst (``catalogue.json``, the spec's JSON unchanged) and the lookups the
rules read from it, computed once at import so no request walks or copies the catalogue."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from app.rules.catalogue import load_catalogue

PACKAGE = __name__.rpartition(".")[0]
CATALOGUE: Mapping[str, Any] = load_catalogue(PACKAGE)

SUCCESS_MIN_FACE: int = CATALOGUE["dice"]["success_min_face"]
FOKUS_FACE: int = CATALOGUE["dice"]["fokus_face"]
COMPLICATION_FACE: int = CATALOGUE["dice"]["complication_face_on_added_dice"]
D12: tuple[int, int] = (CATALOGUE["dice"]["faces"][0], CATALOGUE["dice"]["faces"][1])

DIFFICULTY_IDS: tuple[str, ...] = tuple(
    item["id"] for item in sorted(CATALOGUE["difficulties"], key=lambda item: item["index"])
)
"""The ladder (Svårighet) from Easy (index 0) to Very Hard (the ceiling)."""
DIFFICULTY_INDEX: Mapping[str, int] = MappingProxyType({d: i for i, d in enumerate(DIFFICULTY_IDS)})
REQUIRED_SUCCESSES: Mapping[str, int] = MappingProxyType(
    {item["id"]: item["required_successes"] for item in CATALOGUE["difficulties"]}
)

ATTRIBUTE_IDS: tuple[str, ...] = tuple(item["id"] for item in CATALOGUE["attributes"])

RATE_ROUNDS: Mapping[str, int] = MappingProxyType({item["id"]: item["rounds"] for item in CATALOGUE["dying_rates"]})
"""Rounds between two survival rolls of a dying condition (runda, minut, timme, dag)."""

BLEEDING_RANK: Mapping[str, int] = MappingProxyType({item["id"]: item["rank"] for item in CATALOGUE["bleeding_levels"]})
BLEEDING_BY_RANK: Mapping[int, str] = MappingProxyType({rank: level for level, rank in BLEEDING_RANK.items()})
BLEEDING_TICK_ROUNDS: Mapping[str, int] = MappingProxyType(
    {item["id"]: item["tick_rounds"] for item in CATALOGUE["bleeding_levels"] if "tick_rounds" in item}
)
"""Rounds between two bleeding ticks: light every minute (12 rounds), heavy every round."""

STABILISATION_REQUIRED: int = CATALOGUE["stabilisation_successes_required"]
STABILISE_TIMES: Mapping[int, str] = MappingProxyType(
    {item["attempt"]: item["time"] for item in CATALOGUE["stabilise_attempts"]}
)
STOP_BLEEDING_TIMES: Mapping[int, str] = MappingProxyType(
    {item["attempt"]: item["time"] for item in CATALOGUE["stop_bleeding_attempts"]}
)

SHOCK = CATALOGUE["suppressive_fire_shock"]
SHOCK_BASE_FACTOR: int = SHOCK["base_factor"]
SHOCK_DELTAS: Mapping[str, int] = MappingProxyType({item["id"]: item["delta"] for item in SHOCK["modifiers"]})
SHOCK_MINIMUM: int = SHOCK["minimum_factor"]

STABILITY_DEFAULT: int = CATALOGUE["stability_default"]

CRITICAL = CATALOGUE["critical_modifiers"]
CRIT_PER_EXTRA_TWELVE: int = CRITICAL["per_extra_twelve"]
CRIT_PENETRATING: int = CRITICAL["penetrating"]
CRIT_INSTANT_DEATH_FROM: int = CRITICAL["instant_death_from"]

CRITICAL_ROWS: Mapping[str, tuple[Mapping[str, Any], ...]] = MappingProxyType(
    {damage_type: tuple(table["rows"]) for damage_type, table in CATALOGUE["critical_tables"].items()}
)
"""The critical tables by damage type; row ``n`` (1-15) is ``CRITICAL_ROWS[type][n - 1]``."""
DAMAGE_TYPES: tuple[str, ...] = tuple(CRITICAL_ROWS)


def _check_tables() -> None:
    """The tables are pluggable data, but the seed fixes their shape: 15 rows, row 15+ instant death."""
    for damage_type, rows in CRITICAL_ROWS.items():
        if len(rows) != CRIT_INSTANT_DEATH_FROM or not rows[-1]["instant_death"]:
            raise ValueError(f"critical table {damage_type!r} must have 15 rows, the last instant death")


_check_tables()
