"""Ars Magica 5th edition: combat, fatigue and wounds (spec ``shared/rules/ars-magica.md``)."""

from __future__ import annotations

from app.rules.ars_magica.catalogue import CATALOGUE
from app.rules.ars_magica.combat.engine import ENGINE
from app.rules.ars_magica.operations import OPERATIONS
from app.rules.protocol import GameSystem

SYSTEM = GameSystem(
    id="ars-magica",
    name=CATALOGUE["name"],
    summary="Ars Magica 5th edition (Walka): stress dice and botches, Initiative, Attack vs Defence, "
    "Damage vs Soak and wounds by Size, fatigue levels, wound recovery, and a combat round state machine.",
    catalogue=CATALOGUE,
    operations=OPERATIONS,
    combat=ENGINE,
)

__all__ = ["SYSTEM"]
