"""``rules-server``, the server's command line; ``python -m app`` is ``rules-server serve``.

Each command is a function in :data:`COMMANDS` that adds its parser to the sub-commands and sets ``run``
on it; a group (``rules-server <group> <command>``) is a parser with sub-commands of its own, added the
same way. Settings come from the environment (:class:`~app.settings.Settings`), never from arguments.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging.config
import sys
from collections.abc import Callable, Sequence
from typing import TypeAlias

from pydantic import ValidationError

from app.logs import log_config
from app.migrate import upgrade
from app.serve import serve
from app.settings import Settings

Subcommands: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"


def settings() -> Settings:
    """The settings, with logging configured by them; bad settings end the command with their errors."""
    try:
        configured = Settings()
    except ValidationError as error:
        sys.exit(f"rules-server: the settings in the environment are not valid: {error}")
    logging.config.dictConfig(log_config(configured.log_format, configured.log_level))
    return configured


def _serve(arguments: argparse.Namespace) -> None:
    configured = settings()
    if not arguments.no_migrate:
        upgrade(configured)
    serve(configured)


def _migrate(_arguments: argparse.Namespace) -> None:
    upgrade(settings())


def add_serve(commands: Subcommands) -> None:
    parser = commands.add_parser(
        "serve",
        help="apply the migrations, then serve HTTP and WebSocket until stopped",
        description="Apply the database migrations (safe with several hosts starting at once), then serve. "
        "SIGTERM stops it gracefully: sockets are closed with 1012 and requests in flight finish.",
    )
    parser.add_argument(
        "--no-migrate", action="store_true", help="serve without applying migrations (run `migrate` first)"
    )
    parser.set_defaults(run=_serve)


def add_migrate(commands: Subcommands) -> None:
    parser = commands.add_parser(
        "migrate",
        help="apply the database migrations and exit",
        description="Bring the database at DATABASE_URL up to the newest schema (alembic upgrade head).",
    )
    parser.set_defaults(run=_migrate)


def _discord_commands(arguments: argparse.Namespace) -> None:
    from app.discord import client
    from app.discord.commands import definitions

    commands = definitions()
    if not arguments.apply:
        print(json.dumps(commands, indent=2, ensure_ascii=False))
        return
    configured = settings()
    if configured.discord_application_id is None or configured.discord_bot_token is None:
        sys.exit("rules-server: --apply needs DISCORD_APPLICATION_ID and DISCORD_BOT_TOKEN")
    registered = asyncio.run(
        client.register_commands(
            configured.discord_api_base_url,
            configured.discord_application_id,
            configured.discord_bot_token.get_secret_value(),
            commands,
        )
    )
    print(f"registered {len(registered)} commands: {', '.join(command['name'] for command in registered)}")


def add_discord(commands: Subcommands) -> None:
    group = commands.add_parser(
        "discord", help="the Discord application: its slash commands", description="The Discord application."
    )
    sub = group.add_subparsers(title="commands", metavar="COMMAND", required=True)
    parser = sub.add_parser(
        "commands",
        help="print the slash command definitions (JSON); --apply registers them",
        description="Print the slash commands as Discord's JSON. With --apply, register them as the "
        "application's global commands (DISCORD_APPLICATION_ID, DISCORD_BOT_TOKEN; DISCORD_API_BASE_URL).",
    )
    parser.add_argument("--apply", action="store_true", help="register them with Discord (replaces existing ones)")
    parser.set_defaults(run=_discord_commands)


COMMANDS: list[Callable[[Subcommands], None]] = [add_serve, add_migrate, add_discord]


def parser() -> argparse.ArgumentParser:
    root = argparse.ArgumentParser(
        prog="rules-server",
        description="The rules server for tabletop role-playing games.",
        epilog="Settings are environment variables (DATABASE_URL, REDIS_URL, PORT, WORKERS...): see the "
        "README's Deploy section.",
    )
    commands = root.add_subparsers(title="commands", metavar="COMMAND", required=True)
    for add in COMMANDS:
        add(commands)
    return root


def main(argv: Sequence[str] | None = None) -> None:
    arguments = parser().parse_args(argv)
    arguments.run(arguments)
