"""``rules-server discord commands``: the definitions printed, and registered against a local fake Discord."""

from __future__ import annotations

import json
from pathlib import Path

from app.discord.commands import definitions
from tests.discord.fake_discord import fake_discord
from tests.test_cli import run


def test_commands_prints_the_definitions(tmp_path: Path) -> None:
    shown = run("discord", "commands", cwd=tmp_path)
    assert shown.returncode == 0, shown.stderr
    printed = json.loads(shown.stdout)
    assert [command["name"] for command in printed] == ["roll", "check", "table"]
    assert printed == definitions()


def test_apply_registers_them_with_the_bot_token(tmp_path: Path) -> None:
    with fake_discord() as discord:
        done = run(
            "discord",
            "commands",
            "--apply",
            cwd=tmp_path,
            DISCORD_API_BASE_URL=discord.url,
            DISCORD_APPLICATION_ID="4242",
            DISCORD_BOT_TOKEN="bot-secret",
        )
        assert done.returncode == 0, done.stderr
        (sent,) = discord.received
    assert done.stdout.strip() == "registered 3 commands: roll, check, table"
    assert (sent.method, sent.path) == ("PUT", "/api/v10/applications/4242/commands")
    assert sent.headers["Authorization"] == "Bot bot-secret"
    assert sent.body == definitions()


def test_apply_without_the_application_says_what_is_missing(tmp_path: Path) -> None:
    done = run("discord", "commands", "--apply", cwd=tmp_path)
    assert done.returncode == 1
    assert "DISCORD_APPLICATION_ID and DISCORD_BOT_TOKEN" in done.stderr
