"""Duel: the smallest complete system, the example a new system copies (``app/rules/README.md``).

Registered by the tests only (never served): the session layer's tests play it, so the skeleton is
exercised by something other than the four real systems. Combatants ``{id, side, hp, secret?}``; one d6
operation; a combat of one phase, ``attack``, in which everyone still up attacks someone (4+ hits for 1 hp).
"""

from __future__ import annotations

from app.rules.duel.catalogue import CATALOGUE
from app.rules.duel.combat.engine import ENGINE
from app.rules.duel.operations import OPERATIONS
from app.rules.protocol import GameSystem

SYSTEM = GameSystem(
    id=CATALOGUE["system_id"],
    name=CATALOGUE["name"],
    summary="A d6 and a one-phase combat: the example system for the skeleton and the session layer's tests.",
    catalogue=CATALOGUE,
    operations=OPERATIONS,
    combat=ENGINE,
)

__all__ = ["SYSTEM"]
