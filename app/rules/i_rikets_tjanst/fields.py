"""Input field types shared by the operations, with the spec's wording for their errors.

Integers are strict JSON integers (no booleans, no ``2.0``) and out-of-range values read
``must be between L and H``; a few fields have their own message for values above the range
(``attempt: no further attempt allowed (max 3)``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Literal, Protocol, TypeVar

from pydantic import AfterValidator, GetCoreSchemaHandler, GetJsonSchemaHandler
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema, core_schema

from app.rules.i_rikets_tjanst.catalogue import DAMAGE_TYPES
from app.rules.limits import MAX_ID_LENGTH
from app.rules.validation import first_repeat, rule_at


def bounded(schema: CoreSchema, message: str) -> CoreSchema:
    """A bound whose failure reads as the spec words it (a ``rule`` error, reported verbatim)."""
    return core_schema.custom_error_schema(schema, "rule", custom_error_message=message)


@dataclass(frozen=True)
class Between:
    """An integer range ``low..high``; ``above`` words the error for values in ``high+1..above_to``.

    Validated in pydantic-core (no Python call per value): a strict integer, then each bound with the
    spec's message as a ``rule`` error.
    """

    low: int
    high: int
    above: str | None = None
    above_to: int | None = None

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        between = f"must be between {self.low} and {self.high}"
        steps = [core_schema.int_schema(strict=True), bounded(core_schema.int_schema(ge=self.low), between)]
        if self.above is None:
            steps.append(bounded(core_schema.int_schema(le=self.high), between))
        else:
            if self.above_to is not None:
                steps.append(bounded(core_schema.int_schema(le=self.above_to), between))
            steps.append(bounded(core_schema.int_schema(le=self.high), self.above))
        return core_schema.chain_schema(steps)

    def __get_pydantic_json_schema__(self, schema: CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        return {"type": "integer", "minimum": self.low, "maximum": self.high}


@dataclass(frozen=True)
class OneOf:
    """A string from a set the catalogue fixes (the tables are pluggable data, so not a ``Literal``)."""

    values: tuple[str, ...]

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        listed = bounded(core_schema.literal_schema(list(self.values)), f"must be one of {', '.join(self.values)}")
        return core_schema.chain_schema([core_schema.str_schema(strict=True), listed])

    def __get_pydantic_json_schema__(self, schema: CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        return {"type": "string", "enum": list(self.values)}


MAX_NAME_LENGTH = 200
"""Names and labels people write (a combatant's name, a condition's source)."""
MAX_SIDE_LENGTH = MAX_ID_LENGTH
"""A side is compared like an id (combat ends when one side or none can act)."""


@dataclass(frozen=True)
class Text:
    """A string of ``low..high`` characters: empty refused with ``must not be empty`` (when ``low`` is 1),
    too long with the shared wording ``must be at most N character(s) long``."""

    low: int
    high: int

    def __get_pydantic_core_schema__(self, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        steps: list[CoreSchema] = [core_schema.str_schema(strict=True)]
        if self.low > 0:
            steps.append(bounded(core_schema.str_schema(min_length=self.low), "must not be empty"))
        steps.append(
            bounded(core_schema.str_schema(max_length=self.high), f"must be at most {self.high} character(s) long")
        )
        return core_schema.chain_schema(steps)

    def __get_pydantic_json_schema__(self, schema: CoreSchema, handler: GetJsonSchemaHandler) -> JsonSchemaValue:
        bounds: JsonSchemaValue = {"type": "string"}
        if self.low > 0:
            bounds["minLength"] = self.low
        bounds["maxLength"] = self.high
        return bounds


Attribute = Annotated[int, Between(0, 10)]
"""An attribute (Egenskap), 0-10: NPCs and permanent penalties leave the player range 1-5."""
BonusDice = Annotated[int, Between(0, 10)]
ExtraDice = Annotated[int, Between(0, 20)]
FokusPoints = Annotated[int, Between(0, 99)]
StressPoints = Annotated[int, Between(0, 99)]
Stability = Annotated[int, Between(1, 10)]
StepCount = Annotated[int, Between(0, 3)]
Face = Annotated[int, Between(1, 12)]
"""A d12 face already rolled (``faces``, ``attack_faces``)."""
Kp = Annotated[int, Between(0, 999)]
"""KP (hit points of damage) and Stress where the spec allows 0-999."""
Stabilisation = Annotated[int, Between(0, 2, "condition is already stabilised (3)", 3)]
DamageType = Annotated[str, OneOf(DAMAGE_TYPES)]
Identifier = Annotated[str, Text(1, MAX_ID_LENGTH)]
"""A non-empty id (the spec leaves the length of ids open: the shared limit)."""
Name = Annotated[str, Text(0, MAX_NAME_LENGTH)]
Side = Annotated[str, Text(0, MAX_SIDE_LENGTH)]

DifficultyId = Literal["easy", "normal", "hard", "very_hard"]
Movement = Literal["none", "normal", "double"]
Bleeding = Literal["none", "light", "heavy"]
Rate = Literal["round", "minute", "hour", "day"]
Cause = Literal["shock", "critical"]
DefenceType = Literal["dodge", "parry"]
AttackKind = Literal["ranged", "melee"]
AttributeId = Literal["analys", "fysik", "list", "samspel", "sinnen", "smidighet", "strid", "vilja"]


class HasId(Protocol):
    @property
    def id(self) -> str: ...


ItemT = TypeVar("ItemT", bound=HasId)


def unique_ids(what: str) -> AfterValidator:
    """A list whose items' ids are unique: a repeated one is refused on the
    repeating item's ``id`` (``combatants[1].id: duplicate id 'x'``)."""

    def check(items: list[ItemT]) -> list[ItemT]:
        if (repeat := first_repeat(item.id for item in items)) is not None:
            raise rule_at(f"duplicate {what} '{items[repeat].id}'", repeat, "id")
        return items

    return AfterValidator(check)


UNIQUE_IDS = unique_ids("id")
UNIQUE_CONDITION_IDS = unique_ids("condition id")
