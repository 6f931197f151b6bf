// What a real server never does but a network can: a server that repeats an event, skips some, or stops
// answering without closing. A scripted socket server (ws) stands in for it, with the log served by a fake
// fetch; the channel must still yield each event once, in order, and find the dead socket.
import assert from "node:assert/strict";
import type { AddressInfo } from "node:net";
import { test } from "node:test";
import { WebSocketServer, type WebSocket as ServerSocket } from "ws";

import { RulesClient } from "../src/index.js";
import { channelOptions, Follower } from "./helpers.js";

const LOG = Array.from({ length: 8 }, (_, index) => ({
  seq: index + 1,
  type: "roll",
  at: "2026-12-01T00:00:00Z",
  data: { n: index + 1 },
}));
const VIEW = { id: "s", system: "duel", name: "t", version: 1, settings: {}, ended: false };

const event = (seq: number, live = true) =>
  JSON.stringify({ type: "event", seq, event: LOG[seq - 1], ...(live ? { combat: { round: seq } } : {}) });

test("repeats are dropped, gaps filled from GET /events and a silent socket replaced", async () => {
  const hellos: { after?: number }[] = [];
  let pings = 0;
  const server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  server.on("connection", (socket: ServerSocket) => {
    socket.once("message", (data) => {
      const hello = JSON.parse(String(data)) as { after?: number };
      hellos.push(hello);
      if (hellos.length === 1) {
        // snapshot 1, live, event 2 twice, event 5 (3 and 4 skipped), then silence: pings go unanswered
        socket.send(JSON.stringify({ type: "snapshot", seq: 1, session: VIEW }));
        socket.send(JSON.stringify({ type: "live", seq: 1 }));
        for (const seq of [2, 2, 5]) socket.send(event(seq));
        socket.on("message", (message) => (pings += Number(JSON.parse(String(message)).type === "ping")));
        return;
      }
      socket.send(JSON.stringify({ type: "snapshot", seq: 6, session: { ...VIEW, version: 6 } }));
      for (let seq = (hello.after ?? 0) + 1; seq <= 6; seq++) socket.send(event(seq, false));
      socket.send(JSON.stringify({ type: "live", seq: 6 }));
      for (const seq of [7, 8]) socket.send(event(seq));
      socket.send(JSON.stringify({ type: "presence", gm_online: true, online: ["p1"] }));
    });
  });
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const fills: string[] = [];
  const fakeFetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    fills.push(url.search);
    assert.equal(new Headers(init?.headers).get("Authorization"), "Bearer t0ken");
    const after = Number(url.searchParams.get("after"));
    const limit = Number(url.searchParams.get("limit"));
    const body = { events: LOG.slice(after, after + limit), version: 8 };
    return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
  };
  const client = new RulesClient({ baseUrl: `http://127.0.0.1:${port}`, token: "t0ken", fetch: fakeFetch });
  const follower = new Follower(client.channel("s", { ...channelOptions, pingIntervalMs: 300, pongTimeoutMs: 300 }));
  await follower.untilSeq(8, 15_000);
  await new Promise((resolve) => setTimeout(resolve, 50)); // the presence after event 8
  await follower.stop();
  for (const socket of server.clients) socket.terminate();
  await new Promise((resolve) => server.close(resolve));

  assert.deepEqual(
    follower.events.map((item) => [item.seq, item.live]),
    [
      ...[[2, true], [3, false], [4, false], [5, true]], // 3 and 4 from GET /events, before 5
      ...[[6, false], [7, true], [8, true]], // after the reconnection: 6 replayed, then live
    ],
  );
  assert.deepEqual(
    follower.events.map((item) => item.event),
    LOG.slice(1),
  );
  const state = follower.channel.state;
  assert.deepEqual([state.duplicatesDropped, state.fills], [1, 1]);
  assert.deepEqual(fills, ["?after=2&limit=2"]);
  assert.ok(pings >= 1);
  assert.deepEqual(
    hellos.map((hello) => hello.after),
    [undefined, 5],
  ); // resumed after the last yielded
  assert.deepEqual(state.combat, { round: 8 });
  assert.deepEqual(state.presence, { gmOnline: true, online: ["p1"] });
});
