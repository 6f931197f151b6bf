"""The Ars Magica catalogue (spec §3), read once at import, and the lookups the rules need from it.

Gear is turned into small frozen values here so that requests never copy or search the catalogue.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, TypeVar

from app.rules.catalogue import load_catalogue

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

CATALOGUE: dict[str, Any] = load_catalogue(__package__)
RowT = TypeVar("RowT", bound="DataclassInstance")


def _row(kind: type[RowT], row: Mapping[str, Any]) -> RowT:
    """A catalogue row as ``kind``, a dataclass whose fields are the row's keys."""
    return kind(*(row[field.name] for field in fields(kind)))


def _stored(gear: Weapon | Shield | Armour) -> dict[str, Any]:
    """A weapon, shield or armour as the combat state stores it (§7.1): all but ``strength_min``."""
    return {field.name: getattr(gear, field.name) for field in fields(gear) if field.name != "strength_min"}


@dataclass(frozen=True, slots=True)
class Weapon:
    """A weapon (catalogue entry of type ``weapon`` or a custom object): its modifiers and Load."""

    id: str | None
    init: int
    atk: int | None
    dfn: int
    dam: int | None
    range: int | None
    two_handed: bool
    load: int
    strength_min: int | None = None

    @property
    def is_missile(self) -> bool:
        return self.range is not None

    def to_json(self) -> dict[str, Any]:
        return _stored(self)


@dataclass(frozen=True, slots=True)
class Shield:
    """A shield (*tarcza*): its modifiers add to the weapon's (ArM5 p. 171)."""

    id: str | None
    init: int
    atk: int
    dfn: int
    dam: int
    load: int
    strength_min: int | None = None

    def to_json(self) -> dict[str, Any]:
        return _stored(self)


_NO_SHIELD = Shield(id=None, init=0, atk=0, dfn=0, dam=0, load=0)
"""What an empty off hand adds: nothing to any modifier or to Load."""


def _with_shield(weapon_modifier: int | None, shield_modifier: int) -> int | None:
    """The weapon's modifier plus the shield's; ``None`` (the weapon cannot do this) stays ``None``."""
    return None if weapon_modifier is None else weapon_modifier + shield_modifier


@dataclass(frozen=True, slots=True)
class Arms:
    """A weapon and an optional shield: their modifiers are added together (ArM5 p. 171)."""

    weapon: Weapon
    shield: Shield | None = None

    @property
    def _off_hand(self) -> Shield:
        return self.shield or _NO_SHIELD

    @property
    def init(self) -> int:
        return self.weapon.init + self._off_hand.init

    @property
    def atk(self) -> int | None:
        """Attack modifier; ``None`` when the weapon cannot attack (Dodge)."""
        return _with_shield(self.weapon.atk, self._off_hand.atk)

    @property
    def dfn(self) -> int:
        """Defence modifier in melee."""
        return self.weapon.dfn + self.shield_dfn

    @property
    def shield_dfn(self) -> int:
        """Defence modifier against missiles: the shield's only, 0 without one (seed)."""
        return self._off_hand.dfn

    @property
    def dam(self) -> int | None:
        """Damage modifier; ``None`` when the weapon cannot deal damage."""
        return _with_shield(self.weapon.dam, self._off_hand.dam)

    @property
    def load(self) -> int:
        return self.weapon.load + self._off_hand.load


@dataclass(frozen=True, slots=True)
class Armour:
    """Armour: its protection adds to Soak (*Wyparowania*)."""

    id: str | None
    protection: int
    load: int

    def to_json(self) -> dict[str, Any]:
        return _stored(self)


@dataclass(frozen=True, slots=True)
class FatigueLevel:
    """One level of the fatigue track (*poziom Wyczerpania*)."""

    id: str
    penalty: int | None
    recovery_minutes: int | None


@dataclass(frozen=True, slots=True)
class WoundLevel:
    """One wound level (*Rana*) with its recovery data (§3.3)."""

    id: str
    penalty: int | None
    recovery_interval: str | None
    stable_ease_factor: int | None
    improvement_ease_factor: int | None


@dataclass(frozen=True, slots=True)
class ActivityLimit:
    """What a wounded character may do (§3.4)."""

    id: str
    wound_penalty_min: int | None
    wound_penalty_max: int | None
    allowed: tuple[str, ...]
    travel_time_multiplier: int | None
    study_xp_halved_if_prolonged: bool


WEAPONS: dict[str, Weapon] = {
    item["id"]: _row(Weapon, item) for item in CATALOGUE["weapons"] if item["type"] == "weapon"
}
SHIELDS: dict[str, Shield] = {
    item["id"]: _row(Shield, item) for item in CATALOGUE["weapons"] if item["type"] == "shield"
}
ARMOURS: dict[str, Armour] = {item["id"]: _row(Armour, item) for item in CATALOGUE["armour"]}
ITEM_LOADS: dict[str, int] = {
    **{item["id"]: item["load"] for item in CATALOGUE["weapons"]},
    **{item["id"]: item["load"] for item in CATALOGUE["armour"]},
}
FIST = WEAPONS["fist"]

FATIGUE_LEVELS: tuple[FatigueLevel, ...] = tuple(
    _row(FatigueLevel, level) for level in sorted(CATALOGUE["fatigue_levels"], key=lambda level: level["index"])
)
UNCONSCIOUS_INDEX = len(FATIGUE_LEVELS) - 1
FATIGUE_TEST_EASE_FACTOR: int = CATALOGUE["fatigue_test_ease_factor"]
HALVING_EASE_FACTOR: int = CATALOGUE["fatigue_recovery_halving_ease_factor"]

WOUND_LEVELS: dict[str, WoundLevel] = {
    level["id"]: _row(WoundLevel, level) for level in sorted(CATALOGUE["wound_levels"], key=lambda level: level["rank"])
}
WOUND_ORDER: tuple[str, ...] = tuple(WOUND_LEVELS)
"""Wound level ids from the lightest to Dead: the wound size table's bands, in order."""

INCAPACITATED: dict[str, Any] = CATALOGUE["incapacitating_recovery"]
RECOVERY_STABLE_BONUS: int = CATALOGUE["recovery_stable_bonus"]
RANGE_INCREMENT_PENALTY: int = CATALOGUE["range_increment_attack_penalty"]

ACTIVITY_LIMITS: dict[str, ActivityLimit] = {
    limit["id"]: ActivityLimit(
        limit["id"],
        limit["wound_penalty_min"],
        limit["wound_penalty_max"],
        tuple(limit["allowed"]),
        limit["travel_time_multiplier"],
        limit["study_xp_halved_if_prolonged"],
    )
    for limit in CATALOGUE["activity_limits"]
}
ACTIVITIES: tuple[str, ...] = tuple(CATALOGUE["activities"])
