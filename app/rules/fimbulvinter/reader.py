"""Reading raw JSON input field by field, in the order the spec lists its checks.

Most operations parse their bodies with their models (:mod:`app.rules.fimbulvinter.models`). These readers
still serve a character sheet (whose rule violations are answers, not 422s), the combat and conflict
states (one 422 for any fault), combat_start, the conflict's loser choice, and the stand-alone phase
operations' declarations (which the spec checks against the state before their own fields). Every reader
names the offending field by its path (``attacker.weapon``, ``steps[2].difficulty``) and follows the
shared conventions: booleans are not integers, ``2.0`` is not an integer, ``null`` is an absent field.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sized
from typing import Any, Final, TypeVar

from app.rules.errors import InputError
from app.rules.fimbulvinter.limits import MAX_LIST, MAX_NAME
from app.rules.fimbulvinter.models.common import is_int, one_of
from app.rules.limits import MAX_ID_LENGTH

T = TypeVar("T")


class _Missing:
    """The marker of a required field (no default)."""


REQUIRED: Final = _Missing()


def join(path: str, key: str) -> str:
    """The path of ``key`` inside the object at ``path`` (``attacker`` + ``weapon``)."""
    return f"{path}.{key}" if path else key


def item(path: str, index: int) -> str:
    """The path of a list item (``steps`` + 2 → ``steps[2]``)."""
    return f"{path}[{index}]"


def as_object(value: object, path: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise InputError(path or "body", "must be an object")
    return value


def optional_object(value: object, path: str) -> Mapping[str, Any]:
    """An object that may be absent (then empty)."""
    return {} if value is None else as_object(value, path)


def present(source: Mapping[str, Any], key: str, path: str, default: T | _Missing) -> Any:
    """The value of ``key``, ``default`` when absent or null; a missing required field is an error."""
    value = source.get(key)
    if value is None:
        if isinstance(default, _Missing):
            raise InputError(join(path, key), "required")
        return default
    return value


def integer(
    source: Mapping[str, Any], key: str, path: str, low: int, high: int, *, default: int | _Missing = REQUIRED
) -> int:
    value = present(source, key, path, default)
    if not is_int(value) or not low <= value <= high:
        raise InputError(join(path, key), f"must be an integer in {low}..{high}")
    return int(value)


def boolean(source: Mapping[str, Any], key: str, path: str, default: bool | _Missing = REQUIRED) -> bool:
    value = present(source, key, path, default)
    if not isinstance(value, bool):
        raise InputError(join(path, key), "must be a boolean")
    return value


def text(
    source: Mapping[str, Any], key: str, path: str, default: str | _Missing | None = REQUIRED, *, limit: int
) -> Any:
    """A non-empty string of at most ``limit`` characters (or the default when absent)."""
    value = present(source, key, path, default)
    if value is default and not isinstance(default, _Missing):
        return value
    if not isinstance(value, str) or not value:
        raise InputError(join(path, key), "must be a non-empty string")
    return bounded_text(value, join(path, key), limit)


def bounded_text(value: T, path: str, limit: int) -> T:
    """``value`` itself, unless it is a string longer than ``limit`` (other types are checked elsewhere)."""
    if isinstance(value, str) and len(value) > limit:
        raise InputError(path, f"must be at most {limit} characters long")
    return value


def bounded_items(value: Sized, path: str, limit: int) -> None:
    """A list of at most ``limit`` items."""
    if len(value) > limit:
        raise InputError(path, f"must have at most {limit} items")


def bounded_entries(
    value: Mapping[str, Any], path: str, limit: int, key_limit: int = MAX_ID_LENGTH
) -> Mapping[str, Any]:
    """A map of at most ``limit`` entries whose keys have at most ``key_limit`` characters."""
    if len(value) > limit:
        raise InputError(path, f"must have at most {limit} entries")
    if any(len(key) > key_limit for key in value):
        raise InputError(path, f"keys must be at most {key_limit} characters long")
    return value


def bounded_object(source: Mapping[str, Any], key: str, path: str, limit: int) -> Mapping[str, Any]:
    """The object at ``key`` (empty when absent), of at most ``limit`` entries."""
    field = join(path, key)
    return bounded_entries(optional_object(source.get(key), field), field, limit)


def _bounded_strings(value: list[Any], path: str, length: int) -> list[str]:
    for index, entry in enumerate(value):
        bounded_text(entry, item(path, index), length)
    return list(value)


def choice(
    source: Mapping[str, Any],
    key: str,
    path: str,
    options: Collection[str],
    default: str | _Missing | None = REQUIRED,
    *,
    reason: str | None = None,
) -> Any:
    """One of ``options`` (or the default when absent); ``reason`` replaces the generic message."""
    value = present(source, key, path, default)
    if value is default and not isinstance(default, _Missing):
        return value
    if not isinstance(value, str) or value not in options:
        raise InputError(join(path, key), reason or one_of(options))
    return value


def distinct_strings(value: object, path: str, *, items: int, length: int) -> list[str]:
    """A list of at most ``items`` distinct non-empty strings of at most ``length`` characters (activated
    traits and the like)."""
    message = "must be a list of distinct non-empty strings"
    if not isinstance(value, list):
        raise InputError(path, message)
    bounded_items(value, path, items)
    if not all(isinstance(entry, str) and entry for entry in value) or len(set(value)) != len(value):
        raise InputError(path, message)
    return _bounded_strings(value, path, length)


def string_list(value: object, path: str, *, items: int, length: int) -> list[str]:
    """A list of at most ``items`` strings of at most ``length`` characters (possibly empty or repeated:
    rules check those later)."""
    if not isinstance(value, list):
        raise InputError(path, "must be a list of strings")
    bounded_items(value, path, items)
    if not all(isinstance(entry, str) for entry in value):
        raise InputError(path, "must be a list of strings")
    return _bounded_strings(value, path, length)


def object_list(value: object, path: str, *, items: int) -> list[Any]:
    """A list of at most ``items`` entries (their shape is checked by the caller)."""
    if not isinstance(value, list):
        raise InputError(path, "must be a list")
    bounded_items(value, path, items)
    return value


def read_traits(raw: object, path: str) -> list[str]:
    """Activated traits (or traits reducing daze): distinct non-empty trait names."""
    return distinct_strings(raw, path, items=MAX_LIST, length=MAX_NAME)
