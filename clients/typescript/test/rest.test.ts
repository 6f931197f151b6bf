// RulesClient against the real server: every REST call of the contract once, problem documents as
// ProblemError, If-Match, an Idempotency-Key reused when a write is retried, and receipts.
import assert from "node:assert/strict";
import { test } from "node:test";

import { API_VERSION, ProblemError, RulesClient } from "../src/index.js";
import { commitment, ReceiptError, ReceiptVerifier } from "../src/receipts.js";
import { SERVER } from "./helpers.js";

const client = new RulesClient({ baseUrl: SERVER });

function present<T>(value: T | null | undefined): T {
  assert.ok(value !== null && value !== undefined);
  return value;
}

async function problem(call: Promise<unknown>): Promise<ProblemError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ProblemError) return error;
    throw error;
  }
  throw new Error("expected a problem document");
}

test("every stateless call", async () => {
  assert.deepEqual(await client.health(), { status: "ok", store: "ok", broadcaster: "ok" });
  assert.deepEqual(await client.liveness(), { status: "ok" });
  assert.match(await client.metrics(), /# TYPE/);
  assert.equal((await client.keys()).keys[0]?.crv, "Ed25519");
  const systems = await client.systems();
  assert.ok(systems.find((system) => system.id === "fimbulvinter")?.operations.includes("check"));
  assert.ok(Object.keys(await client.catalogue("fimbulvinter")).length > 0);
  const protocol = await client.combatProtocol("duel");
  assert.equal(protocol.system_id, "duel");
  assert.deepEqual(
    protocol.phases.map((phase) => [phase.id, phase.declarers, phase.resolves]),
    [["attack", "controllers", "when_all_declared"]],
  );
  const rolled = await client.roll("4d6kh3+2", [3, 5, 1, 6]);
  assert.deepEqual([rolled.total, rolled.breakdown], [16, "4d6kh3 (3, 5, ~~1~~, 6) + 2 = 16"]);
  assert.equal((await client.rollOdds("2d6")).max, 12);
  const check = { attribute: 1, skill: 4, difficulty: "challenging" };
  assert.deepEqual((await client.operation("fimbulvinter", "check", { ...check, dice: [6] })).dice, [6]);
  assert.equal((await client.operationOdds("fimbulvinter", "check", check)).operation, "check");
  const refused = await problem(client.roll("2d6", [7, 1]));
  assert.deepEqual([refused.status, refused.field], [422, "dice"]);
  assert.match(refused.detail ?? "", /^dice/);
  assert.equal(API_VERSION, "1.0");
});

test("every session call", async () => {
  const created = await client.createSession("duel", "Saturday", { forced_dice: "everyone" });
  const sid = created.id;
  let gm = client.withToken(created.gm_token);
  const joined = await client.join(sid, "Ann", created.join_code);
  const ann = client.withToken(joined.token);
  const view = await ann.session(sid);
  assert.deepEqual(
    view.players.map((player) => player.name),
    ["Ann"],
  );
  assert.equal(view.join_code, undefined);

  assert.equal((await gm.updateSession(sid, { name: "Sunday" }, { ifMatch: view.version })).name, "Sunday");
  assert.equal((await problem(gm.updateSession(sid, { name: "Monday" }, { ifMatch: view.version }))).status, 412);

  const rolled = await ann.rollAtTable(sid, "notation", { expression: "1d20+3" }, { visibility: "public", label: "hit" });
  assert.equal(present(rolled.receipt).record.seq, rolled.seq);
  assert.equal((await ann.tableRollOdds(sid, "notation", { expression: "2d6" })).max, 12);

  const combatants = [
    { id: "a", side: "x", hp: 3, controller: joined.player_id },
    { id: "b", side: "y", hp: 3 },
  ];
  const started = await gm.startCombat(sid, { combatants });
  assert.equal(started.seq, rolled.seq + 1);
  const startedCombat = started.combat as { phase?: string; pending?: string[] };
  assert.deepEqual([startedCombat.phase, startedCombat.pending], ["attack", ["a", "b"]]);
  const declared = await ann.declare(sid, "attack", { target: "b" }, "a");
  assert.deepEqual([declared.seq, declared.pending, declared.resolved], [started.seq + 1, ["b"], false]);
  const resolved = await gm.resolve(sid, [6]);
  assert.equal(resolved.seq, declared.seq + 1);
  const outcome = resolved.result;
  assert.ok("dice" in outcome); // the duel's resolve result: the result types are a union over every system
  assert.deepEqual(outcome.dice, [6]);
  const ended = await gm.endCombat(sid);
  assert.equal(ended.seq, resolved.seq + 1);
  const combat = (await gm.events(sid, rolled.seq)).events.map((event) => event.type);
  assert.deepEqual(combat, ["combat_started", "declared", "round_started", "combat_ended"]); // round 2 opened
  // The phase's receipt commits to its result: the GM, who sees all of it, can prove it.
  const step = present((await gm.events(sid, declared.seq, 1)).events[0]);
  const receipt = ("data" in step ? (step.data as { receipt?: { jws: string } }).receipt : null) ?? null;
  const verifier = new ReceiptVerifier(client);
  const record = await verifier.verify(receipt, { session: sid, seq: resolved.seq, result: resolved.result });
  assert.deepEqual(record.faces, [6]);
  const other = { ...resolved.result, dice: [5] };
  await assert.rejects(verifier.verify(receipt, { session: sid, seq: resolved.seq, result: other }), /another result/);

  const hook = await gm.createWebhook(sid, { url: "http://127.0.0.1:9/hook", events: ["roll"], format: "json" });
  assert.deepEqual(
    (await gm.webhooks(sid)).map((webhook) => webhook.id),
    [hook.id],
  );
  await gm.deleteWebhook(sid, hook.id);
  assert.deepEqual(await gm.webhooks(sid), []);

  const code = await gm.rotateJoinCode(sid);
  assert.notEqual(code, created.join_code);
  const bo = await client.join(sid, "Bo", code);
  const newToken = await ann.rotatePlayerToken(sid, joined.player_id);
  assert.equal((await problem(ann.session(sid))).status, 401);
  gm = client.withToken(await gm.rotateGmToken(sid));
  await gm.removePlayer(sid, bo.player_id);
  await client.withToken(newToken).removePlayer(sid, joined.player_id); // Ann leaves

  const page = await gm.events(sid, 0, 1000);
  const types = page.events.map((event) => event.type);
  assert.deepEqual(types.slice(0, 3), ["session_created", "player_joined", "session_changed"]);
  assert.deepEqual(types.slice(-2), ["player_left", "player_left"]);
  assert.equal(page.version, page.events.at(-1)?.seq);
  assert.deepEqual(
    (await gm.events(sid, 2, 2)).events.map((event) => event.seq),
    [3, 4],
  );

  assert.equal((await gm.endSession(sid)).ended, true);
  assert.equal((await problem(gm.rollAtTable(sid, "notation", { expression: "1d6" }))).status, 409);
  await gm.deleteSession(sid);
  assert.equal((await problem(gm.session(sid))).status, 404);
});

test("a retried write reuses its key and happens once", async () => {
  const created = await client.createSession("duel", "retries");
  const keys: (string | null)[] = [];
  const losesTheFirstAnswer: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (init?.method !== "GET") {
      keys.push(new Headers(init?.headers).get("Idempotency-Key"));
      if (keys.length === 1) {
        await response.body?.cancel();
        throw new TypeError("fetch failed: the answer was lost");
      }
    }
    return response;
  };
  const flaky = new RulesClient({ baseUrl: SERVER, token: created.gm_token, fetch: losesTheFirstAnswer, backoffMs: 10 });
  const rolled = await flaky.rollAtTable(created.id, "notation", { expression: "1d6" });
  const another = await flaky.rollAtTable(created.id, "notation", { expression: "1d6" });
  assert.equal(keys[0], keys[1]); // the retry carried the first attempt's key
  assert.ok(keys[2] !== null && keys[2] !== keys[0]); // and the next call a key of its own
  const log = await client.withToken(created.gm_token).events(created.id);
  assert.deepEqual(
    log.events.map((event) => event.type),
    ["session_created", "roll", "roll"],
  );
  assert.deepEqual([rolled.seq, another.seq], [2, 3]);
});

test("a receipt proves its own roll and nothing else", async () => {
  const created = await client.createSession("fimbulvinter", "receipts");
  const gm = client.withToken(created.gm_token);
  const check = { attribute: 1, skill: 4, difficulty: "challenging" };
  const first = await gm.rollAtTable(created.id, "check", { ...check, note: 0.00001, by: "Åsa 🎲" });
  const second = await gm.rollAtTable(created.id, "check", check);
  const receipt = present(first.receipt);
  const verifier = new ReceiptVerifier(client);
  const session = created.id;
  const record = await verifier.verify(receipt, { session, seq: first.seq, result: first.result });
  assert.equal((record.input as { note: number }).note, 0.00001);
  await assert.rejects(verifier.verify(receipt, { session, seq: second.seq, result: second.result }), /proves seq 2/);
  const shown = present(first.result);
  assert.ok("dice" in shown);
  const forgedResult = { ...shown, dice: [...(shown.dice as number[]), 1] };
  await assert.rejects(verifier.verify(receipt, { session, seq: first.seq, result: forgedResult }), ReceiptError);
  const [header, , signature] = receipt.jws.split(".");
  const forged = Buffer.from(JSON.stringify({ ...record, seq: second.seq })).toString("base64url");
  await assert.rejects(
    verifier.verify({ jws: `${header}.${forged}.${signature}` }, { session, seq: second.seq, result: record.result }),
    /does not verify/,
  );
});

test("a combat step's commitment is the server's digest", async () => {
  // The server's value for this, computed with orjson (app.sessions.receipts.digest).
  const value = { b: [1, 2, { é: "ok" }], a: null, z: true, n: -3 };
  assert.equal(await commitment(value), process.env.RULES_DIGEST_EXAMPLE);
});
