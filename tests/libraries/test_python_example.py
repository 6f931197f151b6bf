"""The README's example bot (clients/python/examples/dice_bot.py) run as its user runs it: it rolls
4d6kh3+2, proves the roll, follows the table and leaves when it is removed."""

from __future__ import annotations

import asyncio
import os
import sys

import pytest

from rules_client import RulesClient
from tests.e2e.conftest import ROOT, ServerProcess
from tests.libraries.table import Table

pytestmark = [pytest.mark.anyio, pytest.mark.slow]

BOT = ROOT / "clients" / "python" / "examples" / "dice_bot.py"


async def test_the_example_bot_rolls_follows_and_leaves_when_removed(live: ServerProcess) -> None:
    async with RulesClient(live.url) as client:
        table = await Table.create(client)
        bot = await asyncio.create_subprocess_exec(
            sys.executable,
            BOT,
            live.url,
            table.id,
            table.ann.token or "",
            stdout=asyncio.subprocess.PIPE,
            env={**os.environ, "PYTHONPATH": str(ROOT / "clients" / "python" / "src")},
        )
        assert bot.stdout is not None
        lines = []
        async with asyncio.timeout(60):
            while not (line := (await bot.stdout.readline()).decode()).startswith("at "):
                lines.append(line)
            await table.gm.roll_at_table(table.id, "notation", {"expression": "1d6"})
            await table.gm.remove_player(table.id, table.ann_id)
            rest = (await bot.stdout.read()).decode().splitlines()
            assert await bot.wait() == 0
    assert lines[0].startswith("rolled 4d6kh3 (")
    assert lines[1] == "receipt verified for seq 3\n"
    assert line == "at 'followed', version 3\n"
    assert "4: GM roll" in rest
    assert rest[-1] == "left the table: <CloseCode.NOT_A_MEMBER: 4403>"
