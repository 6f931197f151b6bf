"""The Python client's TableChannel against a real server: followed across dropped sockets in the middle of
a combat and across a server restart, it yields every event once, in order (zero lost, zero duplicated);
a removed player's, a revoked token's and an erased session's channels end with their close codes."""

from __future__ import annotations

import asyncio

import pytest

from rules_client import ChannelClosed, CloseCode, RulesClient, Snapshot, TableEvent
from tests.e2e.conftest import ServerProcess
from tests.libraries.proxy import Proxy
from tests.libraries.table import Follower, Table, eventually

pytestmark = [pytest.mark.anyio, pytest.mark.slow]


async def assert_exactly_the_log(follower: Follower, reader: RulesClient, table: Table, first: int) -> int:
    """The follower yielded every event after ``first`` up to the session's version once, in order, each
    as ``GET /events`` gives it to the same caller; the number of events."""
    version = (await reader.session(table.id))["version"]
    await follower.until_seq(version)
    await follower.stop()
    seqs = [event.seq for event in follower.events]
    lost = sorted(set(range(first + 1, version + 1)) - set(seqs))
    duplicated = len(seqs) - len(set(seqs))
    assert (lost, duplicated) == ([], 0)
    assert seqs == list(range(first + 1, version + 1))
    log = (await reader.events(table.id, after=first, limit=1000))["events"]
    assert [event.event for event in follower.events] == log
    return len(seqs)


async def test_a_table_followed_across_dropped_sockets_mid_combat_loses_and_repeats_nothing(
    live: ServerProcess,
) -> None:
    async with RulesClient(live.url) as client, Proxy(live.port) as proxy:
        table = await Table.create(client)
        via_proxy = RulesClient(proxy.url)
        gm = Follower(via_proxy.with_token(table.gm.token or "").channel(table.id, min_backoff=0.05)).start()
        ann = Follower(via_proxy.with_token(table.ann.token or "").channel(table.id, min_backoff=0.05)).start()
        await gm.until_seq(2)
        await ann.until_seq(2)

        async def drop(round_: int) -> None:
            if round_ in {2, 4, 7}:
                # Both channels are through the proxy again (a cut while one is between sockets would cut
                # nothing of it); then the cut, in the middle of the combat with the next round's events
                # about to flow.
                await eventually(lambda: min(gm.channel.connections, ann.channel.connections) > proxy.cuts)
                proxy.cut()

        rounds = await table.play_combat(drop)
        assert rounds >= 7
        gm_count = await assert_exactly_the_log(gm, table.gm, table, 2)
        ann_count = await assert_exactly_the_log(ann, table.ann, table, 2)
        await via_proxy.aclose()
    assert gm_count == ann_count >= 3 * rounds  # a roll, a declaration and the resolved phase per round
    assert proxy.cuts == 3
    assert gm.channel.connections >= 4  # every cut was followed by a reconnection
    assert ann.channel.connections >= 4
    snapshots = [item for item in gm.items if isinstance(item, Snapshot)]
    assert [snapshot.resumed for snapshot in snapshots] == [False] + [True] * (len(snapshots) - 1)
    # The combat view is the live one: the GM's shows the GM's secret, Ann's does not.
    assert gm.channel.combat is not None
    assert ann.channel.combat is not None
    assert gm.channel.combat["phase"] == ann.channel.combat["phase"] == "ended"
    assert [c.get("secret") for c in gm.channel.combat["combatants"]] == ["", "the GM's"]
    assert "secret" not in ann.channel.combat["combatants"][1]


async def test_a_table_followed_across_a_server_restart_loses_and_repeats_nothing(own_server: ServerProcess) -> None:
    async with RulesClient(own_server.url) as client:
        table = await Table.create(client)
        gm = Follower(table.gm.channel(table.id, min_backoff=0.1)).start()
        await gm.until_seq(2)

        async def restart(round_: int) -> None:
            if round_ == 3:
                await asyncio.to_thread(own_server.restart)

        await table.play_combat(restart)
        await assert_exactly_the_log(gm, table.gm, table, 2)
    assert gm.channel.connections >= 2


async def test_a_removed_players_channel_ends_with_4403_and_a_revoked_token_with_4401(live: ServerProcess) -> None:
    async with RulesClient(live.url) as client:
        table = await Table.create(client)
        bo = await client.join(table.id, "Bo", (await table.gm.session(table.id))["join_code"])
        ann = Follower(table.ann.channel(table.id)).start()
        bo_channel = Follower(client.with_token(bo["token"]).channel(table.id)).start()
        gm = Follower(table.gm.channel(table.id)).start()
        await ann.until_seq(3)
        await bo_channel.until_seq(3)
        await gm.until_seq(3)

        await table.gm.remove_player(table.id, table.ann_id)
        with pytest.raises(ChannelClosed) as removed:
            await asyncio.wait_for(ann.task or asyncio.sleep(0), 15)
        assert removed.value.code is CloseCode.NOT_A_MEMBER
        assert not removed.value.gave_up

        await client.with_token(bo["token"]).rotate_player_token(table.id, bo["player_id"])
        with pytest.raises(ChannelClosed) as revoked:
            await asyncio.wait_for(bo_channel.task or asyncio.sleep(0), 15)
        assert revoked.value.code is CloseCode.BAD_TOKEN

        await table.gm.delete_session(table.id)
        with pytest.raises(ChannelClosed) as erased:
            await asyncio.wait_for(gm.task or asyncio.sleep(0), 15)
        assert erased.value.code is CloseCode.UNKNOWN_SESSION
    player_left = [event for event in gm.events if event.event["type"] == "player_left"]
    assert [event.event.get("data") for event in player_left] == [{"player_id": table.ann_id, "name": "Ann"}]


async def test_a_server_that_stays_down_makes_the_channel_give_up(live: ServerProcess) -> None:
    async with RulesClient(live.url) as client, Proxy(live.port) as proxy:
        table = await Table.create(client)
        via_proxy = RulesClient(proxy.url, table.gm.token)
        follower = Follower(via_proxy.channel(table.id, min_backoff=0.01, max_backoff=0.05, give_up_after=0.5)).start()
        await follower.until_seq(2)
        proxy.target_port = 1  # nothing listens there: every reconnection fails
        proxy.cut()
        with pytest.raises(ChannelClosed) as gave_up:
            await asyncio.wait_for(follower.task or asyncio.sleep(0), 15)
        await via_proxy.aclose()
    assert gave_up.value.code is CloseCode.DROPPED
    assert gave_up.value.gave_up
    assert follower.channel.connections == 1  # no reconnection got past its handshake
    assert isinstance(follower.items[0], Snapshot)
    assert not any(isinstance(item, TableEvent) for item in follower.items)
