"""``rules-server``, the server's command line; ``python -m app`` is ``rules-server serve``.

Each command is a function in :data:`COMMANDS` that adds its parser to the sub-commands and sets ``run``
on it; a group (``rules-server <group> <command>``) is a parser with sub-commands of its own, added the
same way. Settings come from the environment (:class:`~app.settings.Settings`), never from arguments.
"""

from __future__ import annotations

import argparse
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


COMMANDS: list[Callable[[Subcommands], None]] = [add_serve, add_migrate]


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
