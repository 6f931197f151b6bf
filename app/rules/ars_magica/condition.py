"""A character's condition: wounds (*Rany*), fatigue (*Wyczerpanie*), status and Load (spec §3, §4, §6.4).

Plain values and small pure functions, shared by the stateless operations and the combat state machine.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from math import isqrt
from typing import Any, Literal

from app.rules.ars_magica.catalogue import (
    ACTIVITY_LIMITS,
    FATIGUE_LEVELS,
    UNCONSCIOUS_INDEX,
    WOUND_ORDER,
    ActivityLimit,
    Armour,
    Arms,
    FatigueLevel,
)
from app.rules.errors import InputError

Status = Literal["active", "incapacitated", "unconscious", "dead"]
WoundId = Literal["light", "medium", "heavy", "incapacitating", "dead"]
FatigueKind = Literal["short_term", "long_term"]


@dataclass(frozen=True, slots=True)
class Wounds:
    """How many wounds of each level a character has; the penalties add up (seed)."""

    light: int = 0
    medium: int = 0
    heavy: int = 0
    incapacitating: int = 0

    @property
    def penalty(self) -> int:
        """The wound penalty: −1 per Light, −3 per Medium, −5 per Heavy."""
        return -self.light - 3 * self.medium - 5 * self.heavy

    @property
    def incapacitated(self) -> bool:
        return self.incapacitating >= 1

    @property
    def lesser(self) -> int:
        """Light, Medium and Heavy wounds: those a stabilisation test can be made for."""
        return self.light + self.medium + self.heavy

    def count(self, level: str) -> int:
        return int(getattr(self, level))

    def plus(self, level: str, amount: int = 1) -> Wounds:
        """These wounds with ``amount`` more of ``level`` (a Dead result adds no count)."""
        if level == "dead":
            return self
        return replace(self, **{level: self.count(level) + amount})

    def to_json(self) -> dict[str, int]:
        return {"light": self.light, "medium": self.medium, "heavy": self.heavy, "incapacitating": self.incapacitating}


NO_WOUNDS = Wounds()


@dataclass(frozen=True, slots=True)
class Fatigue:
    """Short-term and long-term fatigue levels; both kinds share one track (seed)."""

    short_term: int = 0
    long_term: int = 0

    @property
    def index(self) -> int:
        return self.short_term + self.long_term

    @property
    def level(self) -> FatigueLevel:
        return FATIGUE_LEVELS[self.index]

    @property
    def unconscious(self) -> bool:
        return self.index >= UNCONSCIOUS_INDEX

    @property
    def penalty(self) -> int:
        """The fatigue penalty on rolls: Unconscious has no number and counts 0 (§4)."""
        return self.level.penalty or 0

    @property
    def penalty_after(self) -> int | None:
        """The penalty as reported after a change: ``null`` when unconscious."""
        return self.level.penalty

    def plus(self, kind: FatigueKind, levels: int) -> tuple[Fatigue, int, int]:
        """Lose ``levels`` of ``kind``: the new fatigue, the levels applied and those past Unconscious.

        Decision §8.18: levels past Unconscious are dropped and reported as overflow.
        """
        applied = min(levels, UNCONSCIOUS_INDEX - self.index)
        after = replace(self, **{kind: getattr(self, kind) + applied})
        return after, applied, levels - applied

    def to_json(self) -> dict[str, int]:
        return {"short_term": self.short_term, "long_term": self.long_term}


FRESH = Fatigue()


def status(wounds: Wounds, fatigue: Fatigue, dead: bool = False) -> Status:
    """``dead`` > ``incapacitated`` (any Incapacitating wound) > ``unconscious`` > ``active``."""
    if dead:
        return "dead"
    if wounds.incapacitated:
        return "incapacitated"
    if fatigue.unconscious:
        return "unconscious"
    return "active"


def at(prefix: str, name: str) -> str:
    """The path of field ``name`` inside the object at ``prefix`` (``attacker`` → ``attacker.weapon``)."""
    return f"{prefix}.{name}" if prefix else name


def require_able(wounds: Wounds, fatigue: Fatigue, prefix: str = "") -> None:
    """Refuse an action by a character who cannot act (§4); the Incapacitating wound is named first."""
    if wounds.incapacitated:
        raise InputError(at(prefix, "wounds.incapacitating"), "an incapacitated character cannot act")
    if fatigue.unconscious:
        raise InputError(at(prefix, "fatigue"), "an unconscious character cannot act")


def wound_range(size: int) -> int:
    """The width of each wound band for a creature of ``size`` (Decision §8.11)."""
    return max(1, size + 5)


def wound_for(excess: int, size: int) -> WoundId | None:
    """The wound that ``excess`` = damage − soak gives a creature of ``size`` (``None``: no wound)."""
    if excess <= 0:
        return None
    band = (excess - 1) // wound_range(size)
    wound: WoundId = WOUND_ORDER[min(band, len(WOUND_ORDER) - 1)]  # type: ignore[assignment]
    return wound


def activity_limit(wounds: Wounds, dead: bool = False) -> ActivityLimit:
    """What the character may do, from the total wound penalty only (Decision §8.36)."""
    if dead or wounds.incapacitated:
        return ACTIVITY_LIMITS["incapacitated"]
    penalty = wounds.penalty
    for limit in ACTIVITY_LIMITS.values():
        low, high = limit.wound_penalty_min, limit.wound_penalty_max
        if high is not None and penalty <= high and (low is None or penalty >= low):
            return limit
    raise AssertionError(f"the catalogue's activity limits do not cover a wound penalty of {penalty}")


def burden(load: int) -> int:
    """Burden: the largest n with n·(n+1)/2 ≤ load (the triangular scale, Decision §8.10)."""
    return (isqrt(8 * load + 1) - 1) // 2


def gear_load(arms: Arms, armour: Armour | None, extra: int = 0) -> int:
    """The total Load of what a character carries."""
    return arms.load + (armour.load if armour else 0) + extra


def encumbrance(load: int, strength: int) -> int:
    """Encumbrance (*Obciążenie*): Burden less a positive Strength, never below 0 (Decision §8.10)."""
    carried = burden(load)
    return max(0, carried - strength) if strength > 0 else carried


def fatigue_report(fatigue: Fatigue) -> dict[str, Any]:
    """The ``fatigue_after``/``fatigue_level_after``/``fatigue_penalty_after`` trio of the outputs."""
    return {
        "fatigue_after": fatigue.to_json(),
        "fatigue_level_after": fatigue.level.id,
        "fatigue_penalty_after": fatigue.penalty_after,
    }
