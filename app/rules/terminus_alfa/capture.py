"""FANGER: who is captured when a capture is not aimed at one character (Decision 25).

The character *worst* in the ability is caught; ties go to the lowest KRAFT, then UDHOLDENHED, then
LEVNED, then the earliest in the list.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import Field

from app.rules.errors import InputError
from app.rules.limits import MAX_COMBATANTS
from app.rules.protocol import JsonObject
from app.rules.terminus_alfa.dice import refuse_dice
from app.rules.terminus_alfa.models import (
    NAME_LENGTH,
    Abilities,
    AnyInt,
    Id,
    Output,
)
from app.rules.validation import ForcedFaces, StrictInput, first_repeat, parse

Criterion = Literal["ability", "power", "endurance", "levned", "list_order"]


@dataclass(frozen=True)
class Candidate:
    """What the capture rule looks at for one character."""

    id: str
    ability: int
    power: int
    endurance: int
    levned: int


def capture_victim(candidates: Sequence[Candidate]) -> tuple[str, Criterion]:
    """The caught character and the first criterion that singled them out (``candidates`` non-empty)."""
    remaining = list(candidates)
    criteria: tuple[Criterion, ...] = ("ability", "power", "endurance", "levned")
    for criterion in criteria:
        lowest = min(getattr(candidate, criterion) for candidate in remaining)
        remaining = [candidate for candidate in remaining if getattr(candidate, criterion) == lowest]
        if len(remaining) == 1:
            return remaining[0].id, criterion
    return remaining[0].id, "list_order"


class _CaptureIds(StrictInput):
    id: Id


class _CaptureHead(StrictInput):
    """The checks the spec lists before the characters' values: the ability, a list, their ids."""

    ability: str = Field(min_length=1, max_length=NAME_LENGTH)
    characters: list[_CaptureIds] = Field(min_length=1, max_length=MAX_COMBATANTS)


class TaCaptureCharacter(StrictInput):
    id: Id
    abilities: Abilities = Field(default_factory=dict)
    power: AnyInt
    endurance: AnyInt
    levned: AnyInt = 0


class TaCaptureTargetInput(StrictInput):
    """Pick the victim of a capture (FANGER) among ``characters`` by the ability it works on."""

    ability: str = Field(min_length=1, max_length=NAME_LENGTH, description="The ability (EVNE) the capture works on.")
    characters: list[TaCaptureCharacter] = Field(min_length=1, max_length=MAX_COMBATANTS)
    dice: ForcedFaces = None


class TaCaptureTargetOutput(Output):
    character_id: str
    decided_by: Criterion


def capture_target(raw: Mapping[str, Any]) -> JsonObject:
    head = parse(_CaptureHead, raw)
    if (repeat := first_repeat(character.id for character in head.characters)) is not None:
        raise InputError(f"characters[{repeat}].id", "duplicate id")
    request = parse(TaCaptureTargetInput, raw)
    refuse_dice(request.dice)
    victim, decided_by = capture_victim(
        [
            Candidate(c.id, c.abilities.get(request.ability, 0), c.power, c.endurance, c.levned)
            for c in request.characters
        ]
    )
    return {"character_id": victim, "decided_by": decided_by}
