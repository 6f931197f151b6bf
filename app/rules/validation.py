"""Input models and their errors, shared by every rule system.

Inputs are validated with strict pydantic models (booleans are not integers, ``2.0`` is not an integer,
a JSON ``null`` is an absent field) and the first error, in field order, becomes an
:class:`~app.rules.errors.InputError` naming the field as the specs write it (``steps[2].difficulty``).
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar, Protocol, TypeVar, cast

from pydantic import BaseModel, ConfigDict, PlainValidator, ValidationError, WithJsonSchema, model_validator
from pydantic_core import ErrorDetails, PydanticCustomError

from app.rules.errors import InputError
from app.rules.limits import MAX_FORCED_FACES

ModelT = TypeVar("ModelT", bound=BaseModel)


def as_given(model: type[BaseModel]) -> PlainValidator:
    """For ``Annotated[Any, as_given(Model)]``: a value kept as the caller gave it, to be validated later
    against its context (an Action against the combat), and documented as ``Model`` by reference. Pydantic's
    ``SkipValidation[Model]`` would inline the model's schema at each use instead, so generated clients
    would lose its name."""
    return PlainValidator(_unchanged, json_schema_input_type=model)


def _unchanged(value: object) -> object:
    return value


class StrictInput(BaseModel):
    """Base for input models: strict types, unknown fields ignored, ``null`` read as absent.

    A model whose spec gives ``null`` a meaning for some fields lists them in ``null_meaningful``.
    A system whose spec refuses unknown fields sets ``model_config`` ``extra="forbid"``.
    """

    model_config = ConfigDict(strict=True, extra="ignore", frozen=True)
    null_meaningful: ClassVar[frozenset[str]] = frozenset()
    unknown_fields_first: ClassVar[bool] = False

    @model_validator(mode="before")
    @classmethod
    def _null_means_absent(cls, data: Any) -> Any:
        if isinstance(data, dict):
            keep = cls.null_meaningful
            return {key: value for key, value in data.items() if value is not None or key in keep}
        return data


class MutableInput(StrictInput):
    """An input model the rules change in place: a combat state, which each request parses into its own
    copy (a phase that fails halfway leaves the stored state as it was).

    One that defines ``fork()`` (a copy the rules may change in place, leaving the original as it was) is
    validated once within :func:`validate_once` as a frozen model is, and every run gets a fork of it."""

    model_config = ConfigDict(frozen=False)


def rule_error(message: str) -> PydanticCustomError:
    """An error to raise inside a validator whose wording the spec fixes (reported verbatim)."""
    return PydanticCustomError("rule", message)


def rule_at(message: str, *at: int | str) -> PydanticCustomError:
    """A :func:`rule_error` on the sub-field ``at`` of the value being validated (a check on ``attacker``
    that needs ``kind`` is reported on ``attacker.fysik``, in the spec's field order)."""
    return PydanticCustomError("rule_at", message, {"at": at})


def rule_on(message: str, *path: int | str) -> PydanticCustomError:
    """A :func:`rule_error` on ``path`` from the root of the parsed input (a check on one field that names
    another, earlier one: ``attacker.extra_dice`` from ``attack_faces``)."""
    return PydanticCustomError("rule_at", message, {"at": path, "root": True})


def first_repeat(ids: Iterable[str]) -> int | None:
    """The index of the first id that repeats an earlier one (None: all distinct); the specs refuse it
    on that item's ``id``."""
    seen: set[str] = set()
    for index, ident in enumerate(ids):
        if ident in seen:
            return index
        seen.add(ident)
    return None


def field_path(loc: Sequence[int | str], prefix: str = "") -> str:
    """``("steps", 2, "difficulty")`` → ``steps[2].difficulty``; the empty path is the prefix or ``body``."""
    path = prefix
    for part in loc:
        if isinstance(part, int):
            path += f"[{part}]"
        else:
            path = f"{path}.{part}" if path else part
    return path or "body"


_MESSAGES: Mapping[str, str] = {
    "missing": "required",
    "int_type": "must be an integer",
    "bool_type": "must be a boolean",
    "string_type": "must be a string",
    "list_type": "must be a list",
    "dict_type": "must be an object",
    "model_type": "must be an object",
    "model_attributes_type": "must be an object",
    "extra_forbidden": "unknown field",
    "greater_than_equal": "must be at least {ge}",
    "less_than_equal": "must be at most {le}",
    "greater_than": "must be greater than {gt}",
    "less_than": "must be less than {lt}",
    "literal_error": "must be one of {expected}",
    "enum": "must be one of {expected}",
    "too_short": "must have at least {min_length} item(s)",
    "too_long": "must have at most {max_length} item(s)",
    "string_too_short": "must be at least {min_length} character(s) long",
    "string_too_long": "must be at most {max_length} character(s) long",
}


def error_message(error: ErrorDetails) -> str:
    """A short reason for one pydantic error, in the specs' style (``must be at most 4``)."""
    kind = error["type"]
    context = error.get("ctx") or {}
    if kind == "rule":
        return error["msg"]
    if kind == "value_error":
        return str(context.get("error", error["msg"]))
    template = _MESSAGES.get(kind)
    if template is None:
        return error["msg"][:1].lower() + error["msg"][1:]
    try:
        return template.format(**context)
    except (KeyError, IndexError):
        return error["msg"]


UNION_TAG = "§"
"""How the tag of a tagged union begins (``Tag("§id")``): pydantic puts it in error locations, the paths
leave it out (``attacker.weapon``, not ``attacker.weapon.§id``)."""


def first_input_error(
    exc: ValidationError, prefix: str = "", *, unknown_first: bool = False, null_is_missing: bool = False
) -> InputError:
    """The first error of a validation, in field order (an unknown field anywhere first, with
    ``unknown_first``), as an :class:`InputError`. A :func:`rule_at` error names its sub-field; with
    ``null_is_missing``, a null where none is allowed reads ``required``."""
    errors = exc.errors(include_url=False)
    error = errors[0]
    if unknown_first:
        error = next((item for item in errors if item["type"] == "extra_forbidden"), error)
    location: Sequence[int | str] = [part for part in error["loc"] if not str(part).startswith(UNION_TAG)]
    if error["type"] == "rule_at":
        context = error.get("ctx") or {}
        base = () if context.get("root") else tuple(location)
        return InputError(field_path((*base, *context.get("at", ())), prefix), error["msg"])
    null = null_is_missing and error["type"] != "missing" and "input" in error and error["input"] is None
    return InputError(field_path(location, prefix), "required" if null else error_message(error))


@dataclass(frozen=True)
class _Validated:
    raw: object
    copy: object
    instance: BaseModel


class _Forking(Protocol):
    def fork(self) -> BaseModel: ...


_MEMO: ContextVar[dict[type[BaseModel], list[_Validated]] | None] = ContextVar("validation_memo", default=None)
MEMO_PER_MODEL = 4
"""Inputs remembered per model within :func:`validate_once` (a rule validates only a few parts of its
body; one that validates a new object on every run stops being remembered there)."""


@contextmanager
def validate_once() -> Iterator[None]:
    """Within the block, validating the very input object already validated into the same frozen model,
    unchanged, gives the same instance back: the odds engine runs a rule on one body for every face
    sequence, and validates it only once."""
    token = _MEMO.set({})
    try:
        yield
    finally:
        _MEMO.reset(token)


def validate(model: type[ModelT], raw: object, context: object = None) -> ModelT:
    """``model.model_validate(raw, context=context)``, remembered within :func:`validate_once` for frozen
    models without context (a rule cannot change their fields): the same object, still equal to a copy
    taken when it was validated, gives the same instance; a mutable model that can fork itself (see
    :class:`MutableInput`) gives a fork of that instance."""
    memo = _MEMO.get()
    if memo is None or context is not None:
        return model.model_validate(raw, context=context)
    frozen = bool(model.model_config.get("frozen"))
    if not frozen and not hasattr(model, "fork"):
        return model.model_validate(raw)
    seen = memo.setdefault(model, [])
    for validated in seen:
        if validated.raw is raw and validated.copy == raw:
            return cast(ModelT, validated.instance if frozen else cast(_Forking, validated.instance).fork())
    instance = model.model_validate(raw)
    if len(seen) >= MEMO_PER_MODEL:
        return instance
    seen.append(_Validated(raw, copy.deepcopy(raw), instance))  # raw kept: its id stays its own
    return instance if frozen else cast(ModelT, cast(_Forking, instance).fork())


def parse(model: type[ModelT], raw: object, prefix: str = "", context: object = None) -> ModelT:
    """Validate ``raw`` into ``model`` or raise the first :class:`InputError` (paths under ``prefix``).

    ``context`` carries facts of the state that field validators check (``info.context``). A model says
    how its errors read with two class variables: ``unknown_fields_first`` (its spec reports an unknown
    field before any other error) and ``null_is_missing`` (a model that does not drop nulls as
    :class:`StrictInput` does: a null where none is allowed is a missing field).
    """
    try:
        return validate(model, raw, context)
    except ValidationError as exc:
        unknown_first = getattr(model, "unknown_fields_first", False)
        null_is_missing = getattr(model, "null_is_missing", False)
        raise first_input_error(exc, prefix, unknown_first=unknown_first, null_is_missing=null_is_missing) from None


ForcedFaces = Annotated[
    Any,
    WithJsonSchema(
        {
            "anyOf": [
                {
                    "type": "array",
                    "items": {"type": "integer", "minimum": 0, "maximum": 10_000},
                    "maxItems": MAX_FORCED_FACES,
                },
                {"type": "null"},
            ],
            "description": "Forced faces, consumed in the documented order instead of random rolls; each system "
            "says which faces its dice have.",
        }
    ),
]
"""The ``dice`` field of a rolling operation: accepted as is by the model and checked by
:func:`app.rules.dice.dice_from_input` after every other field, as the specs order the checks."""
