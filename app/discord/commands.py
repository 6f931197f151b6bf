"""The slash commands, as Discord's command definitions, and the answers' embeds.

``/check`` has one sub-command per system, whose options are that system's core check input (its
``check`` operation, else its ``roll``), derived from the operation's input model: Discord gives each
sub-command options of its own, which is how each system keeps its own words (attribute, skill,
ease_factor...). Nested objects become ``parent_child`` options; lists and ``dice`` are left out.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from app.rules import SYSTEMS, GameSystem, JsonObject, Operation

# Discord's application command option types and limits.
SUB_COMMAND, STRING, INTEGER, BOOLEAN, NUMBER = 1, 3, 4, 5, 10
MAX_OPTIONS = 25
MAX_DESCRIPTION = 100
MAX_TITLE = 256
EPHEMERAL = 64

VISIBILITIES = ("public", "gm", "blind", "self")
_INTEGER = re.compile(r"-?\d{1,9}")


def core_operation(system: GameSystem) -> Operation | None:
    """The system's core check: its ``check`` operation, or its ``roll`` where it has no ``check``."""
    return system.operations.get("check") or system.operations.get("roll")


def _description(text: str | None, fallback: str) -> str:
    text = (text or fallback).strip().splitlines()[0] if (text or fallback).strip() else fallback
    return text if len(text) <= MAX_DESCRIPTION else text[: MAX_DESCRIPTION - 1] + "…"


@dataclass
class CheckOptions:
    """One system's ``/check`` sub-command: its options, and where each option's value goes in the input."""

    system: GameSystem
    operation: Operation
    options: list[JsonObject] = field(default_factory=list)
    paths: dict[str, tuple[str, ...]] = field(default_factory=dict)
    numeric_strings: set[str] = field(default_factory=set)
    """Options typed as text that may also carry a number (a ladder id or a number)."""

    def input(self, given: Mapping[str, Any]) -> JsonObject:
        """The operation's input from the options Discord sent (``name → value``)."""
        built: JsonObject = {}
        for name, value in given.items():
            path = self.paths.get(name)
            if path is None:
                continue
            target = built
            for part in path[:-1]:
                target = target.setdefault(part, {})
            numeric = name in self.numeric_strings and isinstance(value, str) and _INTEGER.fullmatch(value.strip())
            target[path[-1]] = int(value) if numeric else value
        return built


def _resolve(schema: Mapping[str, Any], definitions: Mapping[str, Any]) -> Mapping[str, Any]:
    """A property's schema with ``$ref`` followed and a ``null`` alternative dropped."""
    if "$ref" in schema:
        schema = {**definitions[schema["$ref"].rsplit("/", 1)[-1]], **{k: v for k, v in schema.items() if k != "$ref"}}
    choices = [choice for choice in schema.get("anyOf", ()) if choice.get("type") != "null"]
    if len(choices) == 1:
        merged = {k: v for k, v in schema.items() if k != "anyOf"}
        return _resolve({**choices[0], **merged}, definitions)
    return schema


def _option(name: str, schema: Mapping[str, Any], required: bool) -> tuple[JsonObject, bool] | None:
    """Discord's option for one leaf of the input, and whether it is text that may carry a number."""
    option: JsonObject = {"name": name, "description": _description(schema.get("description"), name)}
    if required:
        option["required"] = True
    kind = schema.get("type")
    if "anyOf" in schema:  # a ladder id or a number: typed as text, a number given as digits
        return {**option, "type": STRING}, True
    if kind == "integer":
        option["type"] = INTEGER
        for bound, key in (("minimum", "min_value"), ("maximum", "max_value")):
            if bound in schema:
                option[key] = schema[bound]
        return option, False
    if kind == "number":
        return {**option, "type": NUMBER}, False
    if kind == "boolean":
        return {**option, "type": BOOLEAN}, False
    if kind == "string":
        option["type"] = STRING
        if "enum" in schema and len(schema["enum"]) <= MAX_OPTIONS:
            option["choices"] = [{"name": value, "value": value} for value in schema["enum"]]
        return option, False
    return None  # lists and anything else Discord cannot type


def check_options(system: GameSystem, operation: Operation) -> CheckOptions:
    schema = operation.input_model.model_json_schema()
    definitions = schema.get("$defs", {})
    required = set(schema.get("required", ()))
    found = CheckOptions(system, operation)
    leaves: list[tuple[tuple[str, ...], Mapping[str, Any], bool]] = []
    for name, property_schema in schema.get("properties", {}).items():
        if name == "dice":
            continue
        resolved = _resolve(property_schema, definitions)
        if resolved.get("type") == "object" and "properties" in resolved:
            for child, child_schema in resolved["properties"].items():
                leaves.append(((name, child), _resolve(child_schema, definitions), False))
        else:
            leaves.append(((name,), resolved, name in required))
    leaves.sort(key=lambda leaf: not leaf[2])  # Discord lists required options first
    for path, leaf, is_required in leaves:
        name = "_".join(path).lower()[:32]
        made = _option(name, leaf, is_required)
        if made is None or len(found.options) == MAX_OPTIONS:
            continue
        option, numeric = made
        found.options.append(option)
        found.paths[name] = path
        if numeric:
            found.numeric_strings.add(name)
    return found


CHECKS: dict[str, CheckOptions] = {
    system.id: check_options(system, operation)
    for system in SYSTEMS.values()
    if (operation := core_operation(system)) is not None
}
"""Every system with a core check (a system with neither ``check`` nor ``roll`` has no ``/check``)."""

_VISIBILITY = {
    "name": "visibility",
    "description": "At a linked table: who sees the roll (default: the table's setting)",
    "type": STRING,
    "choices": [{"name": visibility, "value": visibility} for visibility in VISIBILITIES],
}
_EPHEMERAL = {"name": "ephemeral", "description": "Only you see the answer", "type": BOOLEAN}


def definitions() -> list[JsonObject]:
    """Every command, as Discord's bulk overwrite (``PUT /applications/{id}/commands``) takes them."""
    return [
        {
            "name": "roll",
            "type": 1,
            "description": "Roll dice notation, e.g. 4d6kh3+2 or 1d20+5 to hit",
            "options": [
                {
                    "name": "expression",
                    "description": "Dice notation (Avrae's d20 grammar)",
                    "type": STRING,
                    "required": True,
                    "max_length": 1000,
                },
                _VISIBILITY,
                _EPHEMERAL,
            ],
        },
        {
            "name": "check",
            "type": 1,
            "description": "A system's core check, in its own terms",
            "options": [
                {
                    "name": system_id,
                    "description": _description(f"{check.system.name}: {check.operation.summary}", system_id),
                    "type": SUB_COMMAND,
                    "options": [*check.options[: MAX_OPTIONS - 2], _VISIBILITY, _EPHEMERAL],
                }
                for system_id, check in CHECKS.items()
            ],
        },
        {
            "name": "table",
            "type": 1,
            "description": "Link this channel to a play session",
            "options": [
                {
                    "name": "link",
                    "description": "Join a session as a player; your /roll in this channel is then a table roll",
                    "type": SUB_COMMAND,
                    "options": [
                        {
                            "name": "code",
                            "description": "The session's join code",
                            "type": STRING,
                            "required": True,
                            "max_length": 64,
                        },
                        {
                            "name": "name",
                            "description": "Your player name at the table",
                            "type": STRING,
                            "required": True,
                            "max_length": 200,
                        },
                    ],
                },
                {"name": "unlink", "description": "Stop rolling at the table from this channel", "type": SUB_COMMAND},
                {"name": "status", "description": "Who is at the table, and the combat", "type": SUB_COMMAND},
            ],
        },
    ]


def _title(text: str) -> str:
    return text if len(text) <= MAX_TITLE else text[: MAX_TITLE - 1] + "…"


def roll_embed(result: Mapping[str, Any], label: str | None, footer: str | None = None) -> JsonObject:
    """A generic notation roll: the label (or the expression), the breakdown and the total."""
    embed: JsonObject = {
        "title": _title(label or str(result.get("expression", "roll"))),
        "description": str(result.get("breakdown", "")),
        "fields": [{"name": "Total", "value": str(result.get("total")), "inline": True}],
    }
    if label:
        embed["fields"].append({"name": "Expression", "value": str(result.get("expression")), "inline": True})
    if footer:
        embed["footer"] = {"text": footer}
    return embed


_HEADLINES = ("outcome", "success", "succeeded", "successes", "margin", "total")


def check_embed(system: GameSystem, operation: Operation, result: Mapping[str, Any]) -> JsonObject:
    """A system's check: its breakdown (the system's own account) and its headline results."""
    fields = [
        {"name": key.replace("_", " ").capitalize(), "value": _scalar(result[key]), "inline": True}
        for key in _HEADLINES
        if key in result and isinstance(result[key], str | int | bool)
    ]
    return {
        "title": _title(f"{system.name}: {operation.name}"),
        "description": str(result.get("breakdown", "")),
        "fields": fields,
    }


def _scalar(value: str | int | bool) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def notice(text: str) -> JsonObject:
    """A short answer only the caller sees (an error, or a link made)."""
    return {"content": text[:2000], "flags": EPHEMERAL}
