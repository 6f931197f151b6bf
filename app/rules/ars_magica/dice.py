"""The d10 of Ars Magica (spec §2): faces 0–9 read as a simple die or a stress die with botch dice."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any, Literal

from app.rules.dice import DiceSource, DiceWording, dice_from_input
from app.rules.dice.reading import RollReading
from app.rules.errors import InputError
from app.rules.limits import MAX_FORCED_FACES

DieKind = Literal["simple", "stress"]

LOW_FACE, HIGH_FACE = 0, 9
DEFAULT_BOTCH_DICE = 1
MAX_EXPLOSIONS = 50
"""Ones in a row a stress die may chain. The spec sets no limit; this one only keeps a forced list of
a thousand ones from producing a number no JSON encoder can write (random dice never get near it)."""

WORDING = DiceWording(
    not_a_list=f"must be a list of at most {MAX_FORCED_FACES} integer faces 0..9",
    non_integer_face="face {index} must be an integer 0..9",
    bad_face="face {index} must be an integer 0..9",
    left_over="{count} unused faces left over",
    too_many="must be a list of at most {count} integer faces 0..9",
)


def dice_source(raw: object) -> DiceSource:
    """The dice of one request: the forced ``dice`` list (checked as §2.3 words it) or the CSPRNG."""
    return dice_from_input(raw, WORDING, face_range=(LOW_FACE, HIGH_FACE), max_faces=MAX_FORCED_FACES, field="dice")


@dataclass(frozen=True, slots=True)
class DieRoll:
    """One rolled die: the spec's ``DieResult`` (§2.2)."""

    kind: DieKind
    faces: tuple[int, ...]
    value: int
    exploded: bool = False
    multiplier: int = 1
    zero: bool = False
    botch_dice_rolled: int = 0
    botch_count: int = 0

    @property
    def botched(self) -> bool:
        return self.botch_count >= 1

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "faces": list(self.faces),
            "value": self.value,
            "exploded": self.exploded,
            "multiplier": self.multiplier,
            "zero": self.zero,
            "botch_dice_rolled": self.botch_dice_rolled,
            "botch_count": self.botch_count,
            "botched": self.botched,
        }

    def text(self) -> str:
        """``[1,3]=6`` or ``[0,4,0] BOTCH x1``, for breakdowns."""
        faces = "[" + ",".join(str(face) for face in self.faces) + "]"
        return f"{faces} BOTCH x{self.botch_count}" if self.botched else f"{faces}={self.value}"

    def total(self, base: int) -> int:
        """``base`` plus the die, or 0 when botched (Decision §8.5: a botch makes the total 0)."""
        return 0 if self.botched else base + self.value


def face_value(face: int) -> int:
    """A face read as a number where "0" is the printed 10 (simple die, stress re-rolls)."""
    return 10 if face == 0 else face


def roll_simple(source: DiceSource) -> DieRoll:
    """Simple die (§2.1): one face, 0 counts 10; never explodes, never botches."""
    face = source.roll(LOW_FACE, HIGH_FACE)
    return DieRoll("simple", (face,), face_value(face))


@dataclass(frozen=True)
class StressDie(RollReading[DieRoll]):
    """Stress die (§2.2): a 1 doubles and re-rolls, a first 0 is 0 and reads ``botch_dice`` botch dice.
    Read through everything it reports but its faces (its first face follows from the rest)."""

    botch_dice: int

    def roll(self, source: DiceSource) -> DieRoll:
        first = source.roll(LOW_FACE, HIGH_FACE)
        if first == 0:
            botch = [source.roll(LOW_FACE, HIGH_FACE) for _ in range(self.botch_dice)]
            return DieRoll(
                "stress",
                (first, *botch),
                0,
                zero=True,
                botch_dice_rolled=self.botch_dice,
                botch_count=botch.count(0),
            )
        if first != 1:
            return DieRoll("stress", (first,), first)
        faces = [first]
        multiplier = 2
        face = source.roll_extra(LOW_FACE, HIGH_FACE)
        faces.append(face)
        while face == 1:
            if len(faces) > MAX_EXPLOSIONS:
                raise InputError("dice", f"a stress die may explode at most {MAX_EXPLOSIONS} times in a row")
            multiplier *= 2
            face = source.roll_extra(LOW_FACE, HIGH_FACE)
            faces.append(face)
        return DieRoll("stress", tuple(faces), face_value(face) * multiplier, exploded=True, multiplier=multiplier)

    def key(self, result: DieRoll) -> Hashable:
        return (result.value, result.exploded, result.multiplier, result.zero, result.botch_count)


@dataclass(frozen=True)
class CombatDie(StressDie):
    """A stress die of a combat phase, read only through its value and whether it botched: the totals and
    the order follow from those (its faces, multiplier and botch count are only listed)."""

    def key(self, result: DieRoll) -> Hashable:
        return (result.value, result.botched)


def roll_stress(source: DiceSource, botch_dice: int) -> DieRoll:
    """A stress die with ``botch_dice`` botch dice."""
    return source.read(StressDie(botch_dice))


def roll_die(source: DiceSource, kind: DieKind, botch_dice: int) -> DieRoll:
    """A die of the requested kind (``botch_dice`` only matters for a stress die)."""
    return roll_stress(source, botch_dice) if kind == "stress" else roll_simple(source)


def roll_only_die(raw_dice: object, kind: DieKind, botch_dice: int) -> tuple[DieRoll, list[int]]:
    """The one die of a one-die request and the faces it read; a forced list must hold exactly those."""
    source = dice_source(raw_dice)
    die = roll_die(source, kind, botch_dice)
    source.finish()
    return die, source.used
