"""Field types shared by the Terminus Alfa models, and the input parsing that reports the spec's paths.

Where the spec only says "int", a generous sanity bound keeps every sum the rules form inside the 64-bit
range the JSON encoder accepts (a value beyond it would otherwise turn a valid request into a 500).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Annotated, Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from app.rules.errors import InputError
from app.rules.validation import error_message, field_path, parse

ModelT = TypeVar("ModelT", bound=BaseModel)

INPUT_LIMIT = 10**9
"""Bound of input integers the spec leaves unbounded (stats, attack values, modifiers of power actions)."""

STATE_LIMIT = 10**15
"""Bound of integers inside a stored combat state (values drift below zero as damage accumulates)."""

Id = Annotated[str, Field(min_length=1, max_length=200)]
AnyInt = Annotated[int, Field(ge=-INPUT_LIMIT, le=INPUT_LIMIT)]
NonNegative = Annotated[int, Field(ge=0, le=INPUT_LIMIT)]
Positive = Annotated[int, Field(ge=1, le=INPUT_LIMIT)]
StateInt = Annotated[int, Field(ge=-STATE_LIMIT, le=STATE_LIMIT)]
StateCount = Annotated[int, Field(ge=0, le=STATE_LIMIT)]
Modifier = Annotated[int, Field(ge=-1000, le=1000)]
PowerCost = Annotated[int, Field(ge=0, le=1000)]
Stat = Literal["endurance", "power", "poison", "money"]
STATS: tuple[Stat, ...] = ("endurance", "power", "poison", "money")
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
