"""Answers to Discord's application commands: ``/roll``, ``/check`` and ``/table``.

An answer is the ``data`` of Discord's interaction response (a message: embeds, flags); bad input is an
answer too, seen only by the caller, since Discord shows nothing of an HTTP error.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from app.discord.commands import CHECKS, EPHEMERAL, SUB_COMMAND, check_embed, notice, roll_embed
from app.rules import InputError, JsonObject
from app.rules.dice.rolls import ROLL
from app.sessions.errors import SessionError
from app.sessions.records import Member
from app.sessions.service import NOTATION, SessionService


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
    """Answers each command; ``/roll`` from a linked channel is a table roll, through the session service."""

    def __init__(self, sessions: SessionService) -> None:
        self.sessions = sessions

    async def answer(self, command: Command) -> JsonObject:
        try:
            match command.name, command.subcommand:
                case "roll", _:
                    return await self.roll(command)
                case "check", _:
                    return await self.check(command)
                case "table", "link":
                    return await self.link(command)
                case "table", "unlink":
                    return await self.unlink(command)
                case "table", "status":
                    return await self.status(command)
        except SessionError as error:
            return notice(f"⚠️ {error}")
        return notice(f"⚠️ unknown command {command.name!r}")

    async def roll(self, command: Command) -> JsonObject:
        member = await self.sessions.discord_member(command.channel_id, command.user_id)
        if member is None:
            return roll(command)
        body = {"operation": NOTATION, "input": {"expression": command.options.get("expression")}}

        def embed(result: JsonObject, label: str | None, footer: str) -> JsonObject:
            return roll_embed(result, label or result.get("comment"), footer)

        return await self._at_table(command, member, body, embed)

    async def check(self, command: Command) -> JsonObject:
        """``/check``: from a linked channel, in the table's own system, a table roll of that check."""
        found = CHECKS.get(command.subcommand or "")
        member = await self.sessions.discord_member(command.channel_id, command.user_id)
        if found is None or member is None or await self.sessions.system_of(member.session_id) != found.system.id:
            return check(command)
        body = {"operation": found.operation.name, "input": found.input(command.options)}

        def embed(result: JsonObject, label: str | None, footer: str) -> JsonObject:
            return {**check_embed(found.system, found.operation, result), "footer": {"text": footer}}

        return await self._at_table(command, member, body, embed)

    async def _at_table(
        self,
        command: Command,
        member: Member,
        body: JsonObject,
        embed: Callable[[JsonObject, str | None, str], JsonObject],
    ) -> JsonObject:
        """A table roll by the linked player: logged, broadcast, and answered as the roller may see it."""
        if command.options.get("visibility") is not None:
            body = {**body, "visibility": command.options["visibility"]}
        try:
            outcome = await self.sessions.roll_linked(member, body)
        except InputError as error:
            return notice(f"⚠️ {error.detail}")
        await self.sessions.publish(outcome)
        assert outcome.event is not None
        data, seq = outcome.event.data, outcome.event.seq
        visibility = data["visibility"]
        if visibility == "blind":  # the roller sees a placeholder, as on the socket
            return notice(f"🎲 rolled blind at the table as {member.name} (#{seq}): only the GM sees it")
        footer = f"at the table as {member.name} · #{seq} · {visibility}"
        answer = {"embeds": [embed(data["result"], data.get("label"), footer)]}
        private = visibility != "public" or command.ephemeral  # only the roller (and the GM at the table) sees it
        return {**answer, "flags": EPHEMERAL} if private else answer

    async def link(self, command: Command) -> JsonObject:
        code, name = command.options.get("code"), command.options.get("name")
        try:
            table, outcome = await self.sessions.link_discord(
                str(code or ""), str(name or ""), command.channel_id, command.user_id
            )
        except InputError as error:
            return notice(f"⚠️ {error.detail}")
        await self.sessions.publish(outcome)
        return notice(f"✅ you play at **{table}** as **{name}**: /roll in this channel rolls at the table")

    async def unlink(self, command: Command) -> JsonObject:
        if await self.sessions.store.unlink_discord(command.channel_id, command.user_id):
            return notice("✅ unlinked: /roll in this channel no longer rolls at the table")
        return notice("⚠️ you do not play at a table from this channel")

    async def status(self, command: Command) -> JsonObject:
        member = await self.sessions.discord_member(command.channel_id, command.user_id)
        if member is None:
            return notice("⚠️ you do not play at a table from this channel: /table link first")
        status = await self.sessions.table_status(member)
        combat = status["combat"]
        fields = [
            {"name": "Players", "value": _players(status["players"])[:1024] or "none", "inline": False},
            {"name": "GM", "value": "online" if status["gm_online"] else "offline", "inline": False},
            {
                "name": "Combat",
                "value": f"round {combat['round']}, phase {combat['phase']}" if combat else "none",
                "inline": False,
            },
        ]
        embed = {"title": status["name"][:256], "description": f"{status['system']} · you are {member.name}"}
        return {"embeds": [{**embed, "fields": fields}], "flags": EPHEMERAL}


def _players(players: list[dict[str, Any]]) -> str:
    """``Bo (online), Ulla``: who is at the table, and who of them has a socket open now."""
    return ", ".join(f"{player['name']} (online)" if player["online"] else player["name"] for player in players)
