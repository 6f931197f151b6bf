"""Damage (Skada): Toughness and damage steps, the critical roll, and applying KP damage plus a critical
row to a character (§4.4-4.7, §6.9). Shared by the stateless operations and the combat state machine."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Protocol

from app.rules.dice import DiceSource
from app.rules.dice.reading import RollReading
from app.rules.i_rikets_tjanst.catalogue import (
    BLEEDING_RANK,
    CRIT_INSTANT_DEATH_FROM,
    CRIT_PENETRATING,
    CRIT_PER_EXTRA_TWELVE,
    CRITICAL_ROWS,
    D12,
)
from app.rules.i_rikets_tjanst.dice import breakdown_rolls
from app.rules.i_rikets_tjanst.fields import Bleeding

STEP_MULTIPLES: tuple[tuple[str, int], ...] = (("dead", 4), ("dying", 3), ("unconscious", 2), ("wounded", 1))
"""Damage steps by the multiple of Toughness the total KP damage must exceed, worst first."""


def toughness(fysik: int, vilja: int) -> int:
    """Tålighet = Fysik + Vilja."""
    return fysik + vilja


def damage_step(damage: int, tough: int, dead: bool = False) -> str:
    """``fit``/``wounded``/``unconscious``/``dying``/``dead`` by total KP damage; ``dead`` whenever dead."""
    if dead:
        return "dead"
    for step, multiple in STEP_MULTIPLES:
        if damage > multiple * tough:
            return step
    return "fit"


def critical_entry(damage_type: str, row: int) -> Mapping[str, Any]:
    return CRITICAL_ROWS[damage_type][row - 1]


class CriticalHit(Protocol):
    """What a critical roll needs to know of the hit (an attack's, or ``critical_hit``'s input)."""

    @property
    def damage_type(self) -> str: ...
    @property
    def twelves(self) -> int: ...
    @property
    def penetrating(self) -> bool: ...
    @property
    def crit_toughness(self) -> int: ...


@dataclass(frozen=True)
class Critical:
    """A critical roll's result: its JSON (the odds share it between the paths with the same die: never
    change it) and its breakdown wording, made once."""

    json: dict[str, Any]

    @cached_property
    def wording(self) -> str:
        return critical_wording(self.json)


@dataclass(frozen=True)
class CriticalRoll(RollReading[Critical]):
    """The critical table roll of a ``damage_type`` hit at ``modifier``, read through its die."""

    damage_type: str
    modifier: int

    @classmethod
    def of(cls, damage_type: str, twelves: int, penetrating: bool, crit_toughness: int) -> CriticalRoll:
        """1d12 + 1 per extra 12 + 2 if Penetrerande − critical toughness, however many 12s."""
        modifier = (twelves - 1) * CRIT_PER_EXTRA_TWELVE + (CRIT_PENETRATING if penetrating else 0) - crit_toughness
        return cls(damage_type, modifier)

    def roll(self, source: DiceSource) -> Critical:
        die = source.roll(*D12)
        total = die + self.modifier
        row = None if total < 1 else min(total, CRIT_INSTANT_DEATH_FROM)
        return Critical(
            {
                "damage_type": self.damage_type,
                "die": die,
                "modifier": self.modifier,
                "total": total,
                "row": row,
                "entry": None if row is None else critical_entry(self.damage_type, row),
            }
        )

    def key(self, result: Critical) -> Hashable:
        die: int = result.json["die"]
        return die


def roll_critical(source: DiceSource, hit: CriticalHit) -> Critical:
    """One table roll however many 12s (:meth:`CriticalRoll.of`). A total below 1 has no critical effect
    (``row: null``); 15 and above is row 15 (instant death)."""
    return source.read(CriticalRoll.of(hit.damage_type, hit.twelves, hit.penetrating, hit.crit_toughness))


def critical_wording(critical: Mapping[str, Any], *, with_type: bool = True) -> str:
    """``1d12 8 +0 = 8 -> firearm row 8 Shoulder shot through`` for breakdown strings."""
    head = f"1d12 {critical['die']} {critical['modifier']:+d} = {critical['total']}"
    if critical["entry"] is None:
        return f"{head} -> no effect"
    table = f"{critical['damage_type']} " if with_type else ""
    return f"{head} -> {table}row {critical['row']} {critical['entry']['name']}"


class Condition(Protocol):
    """A dying condition as applying damage reads it."""

    @property
    def id(self) -> str: ...

    @property
    def cause(self) -> str: ...


class Victim(Protocol):
    """Whoever takes damage, as applying it reads them: a request of ``apply_damage`` or a combatant."""

    @property
    def damage(self) -> int: ...

    @property
    def stress(self) -> int: ...

    @property
    def stability(self) -> int: ...

    @property
    def bleeding(self) -> Bleeding: ...

    @property
    def dying(self) -> Sequence[Condition]: ...

    @property
    def unconscious(self) -> bool: ...

    @property
    def dead(self) -> bool: ...


@dataclass
class DamageOutcome:
    """The character after the damage, the conditions it added and the event codes, in the spec's order."""

    damage: int
    stress: int
    stress_gained: int
    unconscious: bool
    dead: bool
    bleeding: Bleeding
    fell_prone: bool = False
    new_conditions: list[dict[str, Any]] = field(default_factory=list)
    events: list[str] = field(default_factory=list)
    breakdown_rolls: list[dict[str, int]] = field(default_factory=list)


def next_condition_id(ids: Sequence[str]) -> str:
    """``d<k>``, k = number of conditions + 1, incremented until unused."""
    k = len(ids) + 1
    while f"d{k}" in ids:
        k += 1
    return f"d{k}"


def apply_damage(victim: Victim, tough: int, hp_damage: int, critical: tuple[str, int] | None = None) -> DamageOutcome:
    """§6.9 on a victim of Toughness ``tough``: Stress from damage (whatever its source), the thresholds,
    then the critical row."""
    if victim.dead:
        return DamageOutcome(
            victim.damage,
            victim.stress,
            0,
            victim.unconscious,
            True,
            victim.bleeding,
            events=["already_dead"],
        )
    old, new = victim.damage, victim.damage + hp_damage
    outcome = DamageOutcome(new, victim.stress, 0, victim.unconscious, False, victim.bleeding)
    ids = [condition.id for condition in victim.dying]

    def add_condition(cause: str, rate: str, event: str, source: str | None = None) -> None:
        condition: dict[str, Any] = {
            "id": next_condition_id(ids),
            "cause": cause,
            "rate": rate,
            "stabilisation": 0,
            "stabilised": False,
        }
        if source is not None:
            condition["source"] = source
        ids.append(condition["id"])
        outcome.new_conditions.append(condition)
        outcome.events.append(event)

    def gain_stress(amount: int, event: str) -> None:
        outcome.stress_gained += amount
        outcome.events.append(event)

    def fall_unconscious() -> None:
        if not outcome.unconscious:
            outcome.events.append("became_unconscious")
        outcome.unconscious = True

    def die(event: str) -> None:
        if not outcome.dead:
            outcome.events.append(event)
        outcome.dead = True

    if hp_damage >= 1:
        gain_stress(1, "stress_from_damage")
    if old <= tough < new:
        gain_stress(1, "became_wounded")
    if new > 2 * tough:
        fall_unconscious()
    if new > 3 * tough and not any(condition.cause == "shock" for condition in victim.dying):
        add_condition("shock", "minute", "dying_from_shock")
    if new > 4 * tough:
        die("killed_by_damage")
    if critical is not None:
        damage_type, row_number = critical
        row = critical_entry(damage_type, row_number)
        if row["stress"]:
            gain_stress(row["stress"], "stress_from_critical")
        if row["bleeding"] is not None and BLEEDING_RANK[row["bleeding"]] > BLEEDING_RANK[outcome.bleeding]:
            outcome.bleeding = row["bleeding"]
            outcome.events.append(f"bleeding_{row['bleeding']}")
        if row["dying"] is not None:
            add_condition("critical", row["dying"], "dying_from_critical", f"{damage_type}:{row_number}")
        if row["unconscious"]:
            fall_unconscious()
        if row["prone"]:
            outcome.fell_prone = True
            outcome.events.append("fell_prone")
        if row["instant_death"]:
            die("killed_by_critical")
    outcome.stress = victim.stress + outcome.stress_gained
    outcome.breakdown_rolls = breakdown_rolls(victim.stress, outcome.stress, victim.stability)
    return outcome
