"""A table to follow: a GM, a player (Ann), and a Duel combat played round by round with events flowing,
through the Python client itself."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from rules_client import ChannelItem, RulesClient, TableChannel, TableEvent

MAX_ROUNDS = 60
"""A Duel at 10 hp a side ends in about 20 rounds; a combat still running after this many is ended."""


@dataclass
class Table:
    gm: RulesClient
    ann: RulesClient
    id: str
    ann_id: str

    @classmethod
    async def create(cls, client: RulesClient, system: str = "duel") -> Table:
        created = await client.create_session(system, "followed")
        gm = client.with_token(created["gm_token"])
        joined = await client.join(created["id"], "Ann", created["join_code"])
        return cls(gm, client.with_token(joined["token"]), created["id"], joined["player_id"])

    async def play_combat(self, between_rounds: Callable[[int], Awaitable[None]]) -> int:
        """A Duel to its end (Ann's ``a`` against the GM's ``b``) with a table roll every round;
        ``between_rounds(n)`` runs after round n. The number of rounds played."""
        combatants = [
            {"id": "a", "side": "ann", "hp": 10, "controller": self.ann_id},
            {"id": "b", "side": "gm", "hp": 10, "secret": "the GM's"},
        ]
        await self.gm.start_combat(self.id, {"combatants": combatants})
        for round_ in range(1, MAX_ROUNDS + 1):
            await self.ann.roll_at_table(self.id, "notation", {"expression": "1d20+3"}, label=f"round {round_}")
            await self.ann.declare(self.id, "attack", {"target": "b"}, "a")
            answer = await self.gm.declare(self.id, "attack", {"target": "a"}, "b")
            assert answer["resolved"], answer
            await between_rounds(round_)
            if answer.get("combat", {}).get("phase") == "ended":
                return round_
        await self.gm.end_combat(self.id)
        return MAX_ROUNDS


async def eventually(holds: Callable[[], bool], within: float = 30) -> None:
    """Waits until ``holds()`` is true; fails after ``within`` seconds."""
    deadline = asyncio.get_running_loop().time() + within
    while not holds():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"still not true after {within} s")
        await asyncio.sleep(0.02)


@dataclass
class Follower:
    """Follows a channel in a task, keeping every item."""

    channel: TableChannel
    items: list[ChannelItem] = field(default_factory=list)
    task: asyncio.Task[None] | None = None

    def start(self) -> Follower:
        self.task = asyncio.create_task(self._follow())
        return self

    async def _follow(self) -> None:
        async for item in self.channel:
            self.items.append(item)

    @property
    def events(self) -> list[TableEvent]:
        return [item for item in self.items if isinstance(item, TableEvent)]

    async def until_seq(self, seq: int, within: float = 30) -> None:
        async with asyncio.timeout(within):
            while self.channel.last_seq is None or self.channel.last_seq < seq:
                assert self.task is not None
                if self.task.done():
                    self.task.result()  # raises what ended it
                    raise AssertionError(f"the channel ended at seq {self.channel.last_seq}, before {seq}")
                await asyncio.sleep(0.02)

    async def stop(self) -> None:
        await self.channel.close()
        assert self.task is not None
        await self.task
