"""Terminus Alfa (Danish, 2016): the combat rules of the world of Valhel.

A roll (RUL) is two d6 summed; doubles may be effect rolls (EFFEKTRUL), open-ended terminus rolls
(TERMINUSRUL) or fumbles. The combat round (KAMPRUNDE) has four simultaneous phases: standing effects,
the opponents' attacks with one shared GM roll, the characters' actions, and the tally of the fallen.
"""

from __future__ import annotations

from app.rules.protocol import GameSystem
from app.rules.terminus_alfa.catalogue import CATALOGUE
from app.rules.terminus_alfa.combat.engine import ENGINE
from app.rules.terminus_alfa.operations import OPERATIONS

SYSTEM = GameSystem(
    id="terminus-alfa",
    name="Terminus Alfa",
    summary=(
        "Danish RPG of Valhel: 2d6 rolls with effect and terminus doubles, and a simultaneous four-phase "
        "combat round where opponents attack with one shared GM roll."
    ),
    catalogue=CATALOGUE,
    operations=OPERATIONS,
    combat=ENGINE,
)

__all__ = ["SYSTEM"]
