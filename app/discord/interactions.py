"""Answers to Discord's application commands: ``/roll``, ``/check`` and ``/table``.

An answer is the ``data`` of Discord's interaction response (a message: embeds, flags); bad input is an
answer too, seen only by the caller, since Discord shows nothing of an HTTP error.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app.discord.commands import CHECKS, EPHEMERAL, SUB_COMMAND, check_embed, notice, roll_embed
from app.rules import InputError, JsonObject
from app.rules.dice.rolls import ROLL
from app.sessions.service import SessionService


class BadInteraction(Exception):
    """An interaction whose shape is not Discord's (400)."""


@dataclass(frozen=True)
class Command:
    """One application command as Discord sent it."""

    name: str
    subcommand: str | None
    options: dict[str, Any]
    channel_id: str
    user_id: str

    @property
    def ephemeral(self) -> bool:
        return self.options.get("ephemeral") is True

    @classmethod
    def parse(cls, payload: Mapping[str, Any]) -> Command:
        data = payload.get("data")
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise BadInteraction("data.name: an application command needs a name")
        user = payload.get("member", {}).get("user") if isinstance(payload.get("member"), dict) else None
        user = user or payload.get("user")
        if not isinstance(user, dict) or not isinstance(user.get("id"), str):
            raise BadInteraction("user: an application command comes from a user")
        channel = payload.get("channel_id")
        if not isinstance(channel, str):
            raise BadInteraction("channel_id: an application command comes from a channel")
        options = _options(data.get("options"))
        subcommand = None
        for name, value in list(options.items()):
            if isinstance(value, _Subcommand):
                subcommand, options = name, value.options
                break
        return cls(data["name"], subcommand, options, channel, user["id"])


@dataclass(frozen=True)
class _Subcommand:
    options: dict[str, Any]


def _options(given: object) -> dict[str, Any]:
    if given is None:
        return {}
    if not isinstance(given, list):
        raise BadInteraction("data.options: must be a list")
    options: dict[str, Any] = {}
    for option in given:
        if not isinstance(option, dict) or not isinstance(option.get("name"), str):
            raise BadInteraction("data.options: each option has a name")
        if option.get("type") == SUB_COMMAND:
            options[option["name"]] = _Subcommand(_options(option.get("options")))
        else:
            options[option["name"]] = option.get("value")
    return options


def _flags(command: Command) -> dict[str, int]:
    return {"flags": EPHEMERAL} if command.ephemeral else {}


def roll(command: Command) -> JsonObject:
    """``/roll`` away from a table: generic notation, answered with the breakdown, total and comment."""
    try:
        result = ROLL.run({"expression": command.options.get("expression")})
    except InputError as error:
        return notice(f"⚠️ {error.detail}")
    return {"embeds": [roll_embed(result, result.get("comment"))], **_flags(command)}


def check(command: Command) -> JsonObject:
    """``/check <system>``: that system's core check with its own options."""
    found = CHECKS.get(command.subcommand or "")
    if found is None:
        return notice(f"⚠️ unknown system {command.subcommand!r}")
    try:
        result = found.operation.run(found.input(command.options))
    except InputError as error:
        return notice(f"⚠️ {error.detail}")
    return {"embeds": [check_embed(found.system, found.operation, result)], **_flags(command)}


class Interactions:
    """Answers each command; ``/roll`` at a linked table goes through the session service."""

    def __init__(self, sessions: SessionService) -> None:
        self.sessions = sessions

    async def answer(self, command: Command) -> JsonObject:
        match command.name:
            case "roll":
                return roll(command)
            case "check":
                return check(command)
        return notice(f"⚠️ unknown command {command.name!r}")
