"""Pure rule code: every game system, and the generic dice notation.

Nothing here imports a web framework, a database, asyncio or settings, or does I/O: a rule takes plain
typed input and a dice source and returns a result. ``SYSTEMS`` is the registry each system plugs into.
"""

from __future__ import annotations

from collections.abc import Mapping

from app.rules.ars_magica import SYSTEM as ARS_MAGICA
from app.rules.errors import InputError, RuleError, UnknownOperation, UnknownSystem
from app.rules.fimbulvinter import SYSTEM as FIMBULVINTER
from app.rules.i_rikets_tjanst import SYSTEM as I_RIKETS_TJANST
from app.rules.protocol import (
    GM,
    CombatEngine,
    Example,
    GameSystem,
    JsonObject,
    Operation,
    PhaseOutcome,
    Viewer,
)
from app.rules.terminus_alfa import SYSTEM as TERMINUS_ALFA

_REGISTERED: tuple[GameSystem, ...] = (FIMBULVINTER, TERMINUS_ALFA, ARS_MAGICA, I_RIKETS_TJANST)

SYSTEMS: Mapping[str, GameSystem] = {system.id: system for system in _REGISTERED}


def get_system(system_id: str) -> GameSystem:
    """The system with this id, or :class:`UnknownSystem`."""
    try:
        return SYSTEMS[system_id]
    except KeyError:
        raise UnknownSystem(system_id) from None


__all__ = [
    "GM",
    "SYSTEMS",
    "CombatEngine",
    "Example",
    "GameSystem",
    "InputError",
    "JsonObject",
    "Operation",
    "PhaseOutcome",
    "RuleError",
    "UnknownOperation",
    "UnknownSystem",
    "Viewer",
    "get_system",
]
