"""Parsing where :func:`app.rules.validation.parse` is not enough: errors a validator raises on a
sub-field (``attacker.fysik`` from a check on ``attacker`` that needs ``kind``), so cross-field checks
are reported in the spec's field order, not after every other field."""

from __future__ import annotations

from typing import Protocol, TypeVar

from pydantic import AfterValidator, BaseModel, ValidationError
from pydantic_core import PydanticCustomError

from app.rules.errors import InputError
from app.rules.validation import field_path, first_input_error, validate

ModelT = TypeVar("ModelT", bound=BaseModel)


class HasId(Protocol):
    @property
    def id(self) -> str: ...


ItemT = TypeVar("ItemT", bound=HasId)


def rule_at(message: str, *at: int | str) -> PydanticCustomError:
    """An error with the spec's wording on the sub-field ``at`` of the value being validated."""
    return PydanticCustomError("rule_at", message, {"at": at})


def rule_on(message: str, *path: int | str) -> PydanticCustomError:
    """An error with the spec's wording on ``path`` from the root of the parsed input (a check on one
    field that names another, earlier one: ``attacker.extra_dice`` from ``attack_faces``)."""
    return PydanticCustomError("rule_at", message, {"at": path, "root": True})


def parse_at(model: type[ModelT], raw: object, prefix: str = "", context: object = None) -> ModelT:
    """Validate ``raw`` into ``model`` or raise the first error, in field order, as an InputError.

    ``context`` carries facts of the state that field validators check (``info.context``).
    """
    try:
        return validate(model, raw, context)
    except ValidationError as exc:
        error = exc.errors(include_url=False)[0]
        if error["type"] == "rule_at":
            context = error.get("ctx") or {}
            base = () if context.get("root") else tuple(error["loc"])
            raise InputError(field_path((*base, *context.get("at", ())), prefix), error["msg"]) from None
        raise first_input_error(exc, prefix) from None


def unique_ids(what: str) -> AfterValidator:
    """A list whose items' ids are unique (parsed with :func:`parse_at`): a repeated one is refused on the
    repeating item's ``id`` (``combatants[1].id: duplicate id 'x'``)."""

    def check(items: list[ItemT]) -> list[ItemT]:
        seen: set[str] = set()
        for index, item in enumerate(items):
            if item.id in seen:
                raise rule_at(f"duplicate {what} '{item.id}'", index, "id")
            seen.add(item.id)
        return items

    return AfterValidator(check)


UNIQUE_IDS = unique_ids("id")
UNIQUE_CONDITION_IDS = unique_ids("condition id")
