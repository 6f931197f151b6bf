// TableChannel against the real server: followed across dropped sockets in the middle of a combat and across
// a server restart, it yields every event once, in order (zero lost, zero duplicated); a removed player's, a
// revoked token's and an erased session's channels end with their close codes.
import assert from "node:assert/strict";
import { test } from "node:test";

import { ChannelClosed, RulesClient } from "../src/index.js";
import { channelOptions, Follower, Proxy, restartServer, SERVER, Table } from "./helpers.js";

/** The follower yielded every event after `first` up to the session's version once, in order, each as
 * GET /events gives it to the same caller; the number of events. */
async function assertExactlyTheLog(follower: Follower, reader: RulesClient, table: Table, first: number): Promise<number> {
  const { version } = await reader.session(table.id);
  await follower.untilSeq(version);
  await follower.stop();
  const seqs = follower.events.map((item) => item.seq);
  const expected = Array.from({ length: version - first }, (_, index) => first + 1 + index);
  const lost = expected.filter((seq) => !seqs.includes(seq));
  const duplicated = seqs.length - new Set(seqs).size;
  assert.deepEqual({ lost, duplicated }, { lost: [], duplicated: 0 });
  assert.deepEqual(seqs, expected);
  const log = await reader.events(table.id, first, 1000);
  assert.deepEqual(
    follower.events.map((item) => item.event),
    log.events,
  );
  return seqs.length;
}

test("a table followed across dropped sockets mid-combat loses and repeats nothing", async () => {
  const table = await Table.create();
  const proxy = new Proxy(SERVER);
  const viaProxy = new RulesClient({ baseUrl: await proxy.start() });
  const gm = new Follower(viaProxy.withToken(table.gm.token ?? "").channel(table.id, channelOptions));
  const ann = new Follower(viaProxy.withToken(table.ann.token ?? "").channel(table.id, channelOptions));
  await gm.untilSeq(2);
  await ann.untilSeq(2);
  const rounds = await table.playCombat(async (round) => {
    if (![2, 4, 7].includes(round)) return;
    // Both channels are through the proxy again (a cut while one is between sockets would cut nothing of
    // it); then the cut, in the middle of the combat with the next round's events about to flow.
    const deadline = Date.now() + 30_000;
    while (Math.min(gm.channel.state.connections, ann.channel.state.connections) <= proxy.cuts) {
      if (Date.now() > deadline) throw new Error("the channels did not reconnect after a cut");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    proxy.cut();
  });
  assert.ok(rounds >= 7, `the Duel lasted ${rounds} rounds`);
  const gmCount = await assertExactlyTheLog(gm, table.gm, table, 2);
  const annCount = await assertExactlyTheLog(ann, table.ann, table, 2);
  await proxy.stop();
  assert.equal(gmCount, annCount);
  assert.ok(gmCount >= 3 * rounds); // a roll, a declaration and the resolved phase per round
  assert.equal(proxy.cuts, 3);
  assert.ok(gm.channel.state.connections >= 4, "every cut was followed by a reconnection");
  assert.ok(ann.channel.state.connections >= 4);
  const snapshots = gm.items.filter((item) => item.kind === "snapshot");
  assert.deepEqual(
    snapshots.map((item) => item.resumed),
    [false, ...snapshots.slice(1).map(() => true)],
  );
  // The combat view is the live one, each as its caller may see it: the GM sees the secret, Ann does not.
  type Duel = { phase: string; combatants: { secret?: string }[] };
  const gmCombat = gm.channel.state.combat as Duel | null;
  const annCombat = ann.channel.state.combat as Duel | null;
  assert.equal(gmCombat?.phase, "ended");
  assert.equal(annCombat?.phase, "ended");
  assert.deepEqual(
    gmCombat.combatants.map((combatant) => combatant.secret),
    ["", "the GM's"],
  );
  assert.equal(annCombat.combatants[1]?.secret, undefined);
});

test("a table followed across a server restart loses and repeats nothing", async () => {
  const table = await Table.create();
  const gm = new Follower(table.gm.channel(table.id, { ...channelOptions, minBackoffMs: 100 }));
  await gm.untilSeq(2);
  await table.playCombat(async (round) => {
    if (round === 3) await restartServer();
  });
  await assertExactlyTheLog(gm, table.gm, table, 2);
  assert.ok(gm.channel.state.connections >= 2);
});

test("a removed player's channel ends with 4403, a revoked token's with 4401, an erased session's with 4404", async () => {
  const table = await Table.create();
  const joinCode = (await table.gm.session(table.id)).join_code ?? "";
  const bo = await new RulesClient({ baseUrl: SERVER }).join(table.id, "Bo", joinCode);
  const boClient = table.gm.withToken(bo.token);
  const ann = new Follower(table.ann.channel(table.id, channelOptions));
  const boFollower = new Follower(boClient.channel(table.id, channelOptions));
  const gm = new Follower(table.gm.channel(table.id, channelOptions));
  for (const follower of [ann, boFollower, gm]) await follower.untilSeq(3);

  const states: string[] = [];
  ann.channel.subscribe((state) => states.push(state.status));
  await table.gm.removePlayer(table.id, table.annId);
  await assert.rejects(ann.done, (error: unknown) => {
    assert.ok(error instanceof ChannelClosed);
    assert.deepEqual([error.code, error.reason, error.gaveUp], [4403, "not_a_member", false]);
    return true;
  });
  assert.equal(states.at(-1), "closed");

  await boClient.rotatePlayerToken(table.id, bo.player_id);
  await assert.rejects(boFollower.done, (error: unknown) => error instanceof ChannelClosed && error.code === 4401);

  await table.gm.deleteSession(table.id);
  await assert.rejects(gm.done, (error: unknown) => error instanceof ChannelClosed && error.reason === "unknown_session");
  const left = gm.events.filter((item) => item.event.type === "player_left");
  assert.deepEqual(
    left.map((item) => ("data" in item.event ? item.event.data : null)),
    [{ player_id: table.annId, name: "Ann" }],
  );
});

test("a server that stays down makes the channel give up", async () => {
  const table = await Table.create();
  const proxy = new Proxy(SERVER);
  const viaProxy = new RulesClient({ baseUrl: await proxy.start(), token: table.gm.token ?? "" });
  const options = { ...channelOptions, minBackoffMs: 10, maxBackoffMs: 50, giveUpAfterMs: 500 };
  const follower = new Follower(viaProxy.channel(table.id, options));
  await follower.untilSeq(2);
  proxy.targetPort = 1; // nothing listens there: every reconnection fails
  proxy.cut();
  await assert.rejects(follower.done, (error: unknown) => {
    assert.ok(error instanceof ChannelClosed);
    assert.deepEqual([error.code, error.gaveUp], [1006, true]);
    return true;
  });
  await proxy.stop();
  assert.equal(follower.channel.state.connections, 1);
  assert.equal(follower.channel.state.status, "closed");
});
