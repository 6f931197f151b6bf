"""Field types shared by the Terminus Alfa models, and the input parsing that reports the spec's paths.

Where the spec only says "int", a generous sanity bound keeps every sum the rules form inside the 64-bit
range the JSON encoder accepts (a value beyond it would otherwise turn a valid request into a 500).

Every other input is bounded too, where the spec is silent: ids and catalogue ids at most 64 characters,
names (of characters, abilities, items) at most 200, free text at most 2,000; at most 50 characters and
50 opponents in a combat (summoned ones included), 50 vehicles, 100 round effects; lists of a
character's items or defences at most 100 entries. A player's part of a phase's declarations holds at
most 20 entries per list, so the lists the players fill hold at most 50 × 20.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Annotated, Any, Literal, TypeVar

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError

from app.rules.errors import InputError
from app.rules.validation import error_message, field_path, parse, rule_error

ModelT = TypeVar("ModelT", bound=BaseModel)

INPUT_LIMIT = 10**9
"""Bound of input integers the spec leaves unbounded (stats, attack values, modifiers of power actions)."""

STATE_LIMIT = 10**15
"""Bound of integers inside a stored combat state (values drift below zero as damage accumulates)."""

ID_LENGTH = 64
"""Ids (of combatants, vehicles, round effects) and catalogue ids (species, categories, marks, levels)."""

NAME_LENGTH = 200
"""Names: of combatants, vehicles and round effects, of abilities (EVNE) and items (UDSTYR)."""

TEXT_LENGTH = 2000
"""Free text: an effect's ``text``."""

MAX_CHARACTERS = 50
MAX_OPPONENTS = 50
"""At most this many opponents in one combat, summoned ones included (+MODSTANDER)."""
MAX_VEHICLES = 50
MAX_ROUND_EFFECTS = 100
MAX_ITEMS = 100
"""Entries of a character's equipment list, stamfelter, defence options and abilities."""
MAX_GM_ENTRIES = 100
"""Entries of a list only the GM declares (void effects, items taken)."""
MAX_PART_ENTRIES = 20
"""Entries of one list in one character's part of a phase's declarations (the session layer)."""
MAX_PLAYER_ENTRIES = MAX_CHARACTERS * MAX_PART_ENTRIES
"""Entries of a declarations list the players fill: every character's part merged."""
MAX_MARKS = 10
"""Entries of a list of marks (vehicle marks, weapon marks)."""

Id = Annotated[str, Field(min_length=1, max_length=ID_LENGTH)]
IdRef = Annotated[str, Field(max_length=ID_LENGTH)]
"""A reference to an id (checked against the ids where the spec orders that check)."""
CatalogueId = Annotated[str, Field(max_length=ID_LENGTH)]
Name = Annotated[str, Field(max_length=NAME_LENGTH)]
Text = Annotated[str, Field(max_length=TEXT_LENGTH)]
AnyInt = Annotated[int, Field(ge=-INPUT_LIMIT, le=INPUT_LIMIT)]
NonNegative = Annotated[int, Field(ge=0, le=INPUT_LIMIT)]
Positive = Annotated[int, Field(ge=1, le=INPUT_LIMIT)]
StateInt = Annotated[int, Field(ge=-STATE_LIMIT, le=STATE_LIMIT)]
StateCount = Annotated[int, Field(ge=0, le=STATE_LIMIT)]
Modifier = Annotated[int, Field(ge=-1000, le=1000)]
PowerCost = Annotated[int, Field(ge=0, le=1000)]
Stat = Literal["endurance", "power", "poison", "money"]
STATS: tuple[Stat, ...] = ("endurance", "power", "poison", "money")
Items = Annotated[list[Name], Field(max_length=MAX_ITEMS)]
"""Item names (UDSTYR): an equipment list, the stamfelter, items moved or given."""
ValueT = TypeVar("ValueT")


def keys_at_most(length: int, what: str) -> AfterValidator:
    """A map's keys are names or ids, bounded like the strings they stand for (the map is named)."""

    def check(mapping: dict[str, ValueT]) -> dict[str, ValueT]:
        for key in mapping:
            if len(key) > length:
                raise rule_error(f"{what} must be at most {length} characters long")
        return mapping

    return AfterValidator(check)


def _ability_map() -> Any:
    return Field(max_length=MAX_ITEMS, json_schema_extra={"propertyNames": {"maxLength": NAME_LENGTH}})


Abilities = Annotated[dict[str, AnyInt], _ability_map(), keys_at_most(NAME_LENGTH, "ability names")]
"""A character's abilities (EVNER): name → value, at most 100 of them."""
StateAbilities = Annotated[dict[str, StateInt], _ability_map(), keys_at_most(NAME_LENGTH, "ability names")]
InputChanges = Annotated[
    dict[str, AnyInt], Field(max_length=len(STATS), json_schema_extra={"propertyNames": {"enum": list(STATS)}})
]
"""Stat changes as given: the keys are checked against the stats where the spec orders that check."""
Slot = Literal["1", "2", "3", "T"]
SLOT_ORDER: tuple[Slot, ...] = ("1", "2", "3", "T")
EffectSlot = Literal["1", "2", "3"]


class MutableInput(BaseModel):
    """A strict model the rules may change in place: the combat state, parsed fresh for each request.

    Unlike :class:`~app.rules.validation.StrictInput` it runs no Python pass over each object to drop
    nulls (the state is large and parsed on every phase, so that pass would cost throughput): its
    fields have no defaults and are nullable where the spec gives null a meaning, so any other null is
    an error, which :func:`parse_state_model` reports as a missing field, as the API contract says.
    """

    model_config = ConfigDict(strict=True, extra="ignore", frozen=False)


def parse_state_model(model: type[ModelT], raw: object, prefix: str) -> ModelT:
    """Validate a state document; a null where no null is allowed is reported as ``required``."""
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        error = exc.errors(include_url=False)[0]
        null = error["type"] != "missing" and "input" in error and error["input"] is None
        message = "required" if null else error_message(error)
        raise _rules_path(InputError(field_path(error["loc"], prefix), message)) from None


class Output(BaseModel):
    """Base of the output models: they document exactly the keys a response has, nothing more."""

    model_config = ConfigDict(extra="forbid")


_RULES_FIELD = re.compile(r"^((?:state\.)?rules)(?:\.([^.\[]+))?")


def _rules_path(error: InputError) -> InputError:
    """The spec names a bad ``rules`` value by its key only: ``rules.effect_faces``, not its item."""
    match = _RULES_FIELD.match(error.field)
    if match is None or match.group(0) == error.field:
        return error
    return InputError(match.group(0), error.message)


def parse_input(model: type[ModelT], raw: object, prefix: str = "") -> ModelT:
    """:func:`app.rules.validation.parse`, with errors inside a ``rules`` object named by its key."""
    try:
        return parse(model, raw, prefix)
    except InputError as error:
        raise _rules_path(error) from None


def request_object(raw: object) -> Mapping[str, Any]:
    """The request body, which must be a JSON object."""
    if not isinstance(raw, Mapping):
        raise InputError("body", "must be a JSON object")
    return raw
