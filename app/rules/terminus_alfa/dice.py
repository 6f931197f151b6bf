"""The roll (RUL): two dice summed, with doubles, effect rolls, open-ended terminus rolls and fumbles.

One procedure, ``rul``, serves every roll of the system (Decisions 1–5): take two faces; only this first
pair decides double / effect / terminus / fumble; a terminus roll takes further pairs while they are
again terminus doubles, up to ``terminus_max_chain``; a fumble zeroes the total and fails
(``auto_fail``) when ``fumble_zeroes``.
"""

from __future__ import annotations

import functools
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from app.rules.dice.reading import ByKey, RollReading
from app.rules.dice.source import DiceSource, DiceWording, dice_from_input, play_dice
from app.rules.errors import InputError
from app.rules.terminus_alfa.models import TaRules

WORDING = DiceWording(non_integer_face="face out of range", bad_face="face out of range")
"""The spec's forced-dice messages (a non-integer face is not "an integer in 1…die_sides" either)."""


def dice_source(raw: object, rules: TaRules) -> DiceSource:
    """Forced faces (all checked against the die before anything rolls) or the CSPRNG."""
    return dice_from_input(raw, WORDING, face_range=(1, rules.die_sides))


class LeadDice(DiceSource):
    """Faces already rolled at the table, then faces from ``rest`` (forced or random)."""

    forced = False

    def __init__(self, lead: Sequence[int], rest: DiceSource) -> None:
        super().__init__()
        self._lead = list(lead)
        self._rest = rest

    def _next_face(self, low: int, high: int, step: int) -> int:
        position = len(self.used)
        if position < len(self._lead):
            return self._lead[position]
        return self._rest.roll(low, high, step)

    def finish(self) -> None:
        self._rest.finish()


def lead_dice(lead: Sequence[int], raw: object, rules: TaRules) -> DiceSource:
    """``lead`` faces first, then the forced ``raw`` faces (checked as one list) or random ones."""
    if not lead:
        return dice_source(raw, rules)
    if raw is None:
        return LeadDice(lead, play_dice())
    return dice_source([*lead, *raw] if isinstance(raw, list) else raw, rules)


def refuse_dice(raw: object) -> None:
    """Operations that never roll accept only a missing or empty ``dice``."""
    if raw is not None and not (isinstance(raw, list) and not raw):
        raise InputError("dice", WORDING.left_over)


@dataclass(frozen=True)
class Roll:
    """One RUL: its pairs (the first decides the flags), totals and flags."""

    pairs: tuple[tuple[int, int], ...]
    modifier: int
    is_double: bool
    effect_roll: bool
    terminus_roll: bool
    fumble: bool
    auto_fail: bool

    @functools.cached_property
    def dice_total(self) -> int:
        return sum(a + b for a, b in self.pairs)

    @functools.cached_property
    def total(self) -> int:
        return 0 if self.auto_fail else self.dice_total + self.modifier

    @property
    def double_face(self) -> int | None:
        return self.pairs[0][0] if self.is_double else None

    @property
    def terminus_rerolls(self) -> int:
        return len(self.pairs) - 1


def pair_reading(faces: tuple[int, ...]) -> tuple[int, int | None]:
    """What a roll reads of a pair: its sum, and its face when it is a double."""
    return sum(faces), faces[0] if faces[0] == faces[-1] else None


PAIR = ByKey(pair_reading)


def roll_pair(source: DiceSource, sides: int) -> tuple[int, int]:
    first, second = source.roll_pool(2, 1, sides, reading=PAIR)
    return first, second


@dataclass(frozen=True)
class Rul(RollReading[Roll]):
    """RUL(modifier) under the table's dice rules; a rule reads a roll only through what it reports
    besides its pairs (the pairs are only listed)."""

    sides: int
    effect_faces: tuple[int, ...]
    terminus_faces: tuple[int, ...]
    fumble_faces: tuple[int, ...]
    terminus_explodes: bool
    terminus_max_chain: int
    fumble_zeroes: bool
    modifier: int

    def roll(self, source: DiceSource) -> Roll:
        first = roll_pair(source, self.sides)
        pairs = [first]
        is_double = first[0] == first[1]
        terminus = is_double and first[0] in self.terminus_faces
        fumble = is_double and first[0] in self.fumble_faces
        if terminus and self.terminus_explodes:
            while len(pairs) - 1 < self.terminus_max_chain:
                pair = roll_pair(source, self.sides)
                pairs.append(pair)
                if not (pair[0] == pair[1] and pair[0] in self.terminus_faces):
                    break
        return Roll(
            pairs=tuple(pairs),
            modifier=self.modifier,
            is_double=is_double,
            effect_roll=is_double and first[0] in self.effect_faces,
            terminus_roll=terminus,
            fumble=fumble,
            auto_fail=fumble and self.fumble_zeroes,
        )

    def key(self, result: Roll) -> Hashable:
        return (result.dice_total, result.double_face, result.terminus_rerolls, result.effect_roll, result.fumble)


def rul(source: DiceSource, rules: TaRules, modifier: int) -> Roll:
    """The roll procedure RUL(modifier): 2 faces, plus 2 more per terminus extra."""
    return source.read(
        Rul(
            rules.die_sides,
            tuple(rules.effect_faces),
            tuple(rules.terminus_faces),
            tuple(rules.fumble_faces),
            rules.terminus_explodes,
            rules.terminus_max_chain,
            rules.fumble_zeroes,
            modifier,
        )
    )


def pairs_json(roll: Roll) -> list[list[int]]:
    return [list(pair) for pair in roll.pairs]


def roll_object(roll: Roll) -> dict[str, Any]:
    """The roll as the ``roll`` operation reports it, without ``dice`` and ``breakdown``."""
    return {
        "pairs": pairs_json(roll),
        "dice_total": roll.dice_total,
        "modifier": roll.modifier,
        "total": roll.total,
        "is_double": roll.is_double,
        "double_face": roll.double_face,
        "effect_roll": roll.effect_roll,
        "terminus_roll": roll.terminus_roll,
        "fumble": roll.fumble,
        "terminus_rerolls": roll.terminus_rerolls,
    }


def describe(roll: Roll) -> str:
    """``[6,6]+[5,5]=22+4->26 (terminus,effect)``: informative only."""
    tags = [
        tag
        for tag, present in (
            ("terminus", roll.terminus_roll),
            ("effect", roll.effect_roll),
            ("fumble", roll.fumble),
        )
        if present
    ]
    if roll.is_double and not tags:
        tags.append("double")
    faces = "+".join(f"[{a},{b}]" for a, b in roll.pairs)
    text = f"{faces}={roll.dice_total}{roll.modifier:+d}->{roll.total}"
    return f"{text} ({','.join(tags)})" if tags else text


def one_roll_faces(raw: object, rules: TaRules, field: str) -> list[int]:
    """Faces that must make exactly one complete RUL (two dice and any terminus extras)."""
    with dice_from_input(raw, WORDING, face_range=(1, rules.die_sides), field=field) as source:
        rul(source, rules, 0)
    return source.used
