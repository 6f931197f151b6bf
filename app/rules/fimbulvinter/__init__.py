"""Fimbulvinter (regelmaster 0.11, Krister Sundelin): a T10 system of pushed and blocked open-ended rolls,
social conflicts, sub-fights (delstrider) and a six-phase combat round. Spec: ``rules/fimbulvinter.md``."""

from __future__ import annotations

from app.rules.fimbulvinter.catalogue import CATALOGUE
from app.rules.fimbulvinter.combat.engine import ENGINE
from app.rules.fimbulvinter.operations import OPERATIONS
from app.rules.protocol import GameSystem

SYSTEM = GameSystem(
    id="fimbulvinter",
    name="Fimbulvinter",
    summary=(
        "T10 open-ended rolls with pushes and blocks, compound actions, social conflicts with consequences, "
        "and sub-fights played round by round: distance, advantage, actions, defences, resolution, gaining "
        "ground; wounds, daze and healing."
    ),
    catalogue=CATALOGUE,
    operations=OPERATIONS,
    combat=ENGINE,
)

__all__ = ["SYSTEM"]
