"""Reading raw JSON input field by field, in the order the spec lists its checks.

The spec fixes the order of its checks across nested objects and between fields, which a declarative
model cannot always follow, so each operation reads its input with these small readers. Every reader
names the offending field by its path (``attacker.weapon``, ``steps[2].difficulty``) and follows the
shared conventions: booleans are not integers, ``2.0`` is not an integer, ``null`` is an absent field.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from typing import Any, Final, TypeVar

from app.rules.errors import InputError

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


def is_int(value: object) -> bool:
    """A JSON integer: not a boolean, not a float."""
    return isinstance(value, int) and not isinstance(value, bool)


def one_of(options: Iterable[str]) -> str:
    """The reason for a value outside a closed list: ``must be one of ('give_ground', 'follow')``."""
    return f"must be one of {tuple(options)!r}"


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


def text(source: Mapping[str, Any], key: str, path: str, default: str | _Missing | None = REQUIRED) -> Any:
    """A non-empty string (or the default when absent)."""
    value = present(source, key, path, default)
    if value is default and not isinstance(default, _Missing):
        return value
    if not isinstance(value, str) or not value:
        raise InputError(join(path, key), "must be a non-empty string")
    return value


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


def distinct_strings(value: object, path: str) -> list[str]:
    """A list of distinct non-empty strings (activated traits and the like)."""
    if (
        not isinstance(value, list)
        or not all(isinstance(entry, str) and entry for entry in value)
        or len(set(value)) != len(value)
    ):
        raise InputError(path, "must be a list of distinct non-empty strings")
    return list(value)


def string_list(value: object, path: str) -> list[str]:
    """A list of strings (possibly empty or repeated: rules check those later)."""
    if not isinstance(value, list) or not all(isinstance(entry, str) for entry in value):
        raise InputError(path, "must be a list of strings")
    return list(value)


def object_list(value: object, path: str) -> list[Any]:
    if not isinstance(value, list):
        raise InputError(path, "must be a list")
    return value
