// What the tests share: the live server the pytest driver started (RULES_SERVER, and RULES_SERVER_CONTROL to
// restart it), a table with a GM and a player, a Duel combat played round by round, a TCP proxy that can
// cut every connection, and a follower that keeps what a channel yields.
import { createServer, connect, type Server, type Socket } from "node:net";
import { WebSocket } from "ws";

import { RulesClient, type ChannelItem, type ChannelOptions, type TableChannel } from "../src/index.js";

export const SERVER = required("RULES_SERVER");

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the pytest driver (tests/libraries/) sets it`);
  return value;
}

/** Stops the server and starts it again on the same port and database (the driver does it). */
export async function restartServer(): Promise<void> {
  const response = await fetch(required("RULES_SERVER_CONTROL"), { method: "POST" });
  if (!response.ok) throw new Error(`restart: ${response.status}`);
}

export const channelOptions: ChannelOptions = { WebSocket, minBackoffMs: 50 };

export class Table {
  constructor(
    readonly gm: RulesClient,
    readonly ann: RulesClient,
    readonly id: string,
    readonly annId: string,
  ) {}

  static async create(baseUrl = SERVER, system = "duel"): Promise<Table> {
    const client = new RulesClient({ baseUrl });
    const created = await client.createSession(system, "followed");
    const joined = await client.join(created.id, "Ann", created.join_code);
    return new Table(client.withToken(created.gm_token), client.withToken(joined.token), created.id, joined.player_id);
  }

  /** A Duel to its end (Ann's `a` against the GM's `b`) with a table roll every round; `betweenRounds(n)`
   * runs after round n. The number of rounds played. */
  async playCombat(betweenRounds: (round: number) => Promise<void>): Promise<number> {
    const combatants = [
      { id: "a", side: "ann", hp: 10, controller: this.annId },
      { id: "b", side: "gm", hp: 10, secret: "the GM's" },
    ];
    await this.gm.startCombat(this.id, { combatants });
    for (let round = 1; round <= 60; round++) {
      await this.ann.rollAtTable(this.id, "notation", { expression: "1d20+3" }, { label: `round ${round}` });
      await this.ann.declare(this.id, "attack", { target: "b" }, "a");
      const answer = await this.gm.declare(this.id, "attack", { target: "a" }, "b");
      if (!answer.resolved) throw new Error("the last declaration did not resolve the phase");
      await betweenRounds(round);
      if ((answer.combat as { phase?: string } | undefined)?.phase === "ended") return round;
    }
    await this.gm.endCombat(this.id);
    return 60;
  }
}

export class Follower {
  readonly items: ChannelItem[] = [];
  readonly done: Promise<void>;

  constructor(readonly channel: TableChannel) {
    this.done = (async () => {
      for await (const item of channel) this.items.push(item);
    })();
    this.done.catch(() => {}); // awaited by the tests that expect it to fail
  }

  get events(): Extract<ChannelItem, { kind: "event" }>[] {
    return this.items.filter((item): item is Extract<ChannelItem, { kind: "event" }> => item.kind === "event");
  }

  async untilSeq(seq: number, withinMs = 30_000): Promise<void> {
    const deadline = Date.now() + withinMs;
    let ended = false;
    void this.done.then(
      () => (ended = true),
      () => (ended = true),
    );
    while ((this.channel.state.lastSeq ?? -1) < seq) {
      if (ended) {
        await this.done;
        throw new Error(`the channel ended at seq ${this.channel.state.lastSeq}, before ${seq}`);
      }
      if (Date.now() > deadline) throw new Error(`seq ${seq} never came (at ${this.channel.state.lastSeq})`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async stop(): Promise<void> {
    this.channel.close();
    await this.done;
  }
}

/** A TCP proxy in front of the server that can cut every connection through it at once (the client sees
 * its socket die without a close frame: 1006). */
export class Proxy {
  cuts = 0;
  targetPort: number;
  private readonly sockets = new Set<Socket>();
  private server: Server | null = null;

  constructor(target: string) {
    this.targetPort = Number(new URL(target).port);
  }

  async start(): Promise<string> {
    this.server = createServer((client) => {
      const upstream = connect(this.targetPort, "127.0.0.1");
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(from);
        from.on("error", () => to.destroy());
        from.on("close", () => {
          this.sockets.delete(from);
          to.destroy();
        });
        from.pipe(to);
      }
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    const address = this.server.address();
    if (address === null || typeof address === "string") throw new Error("the proxy has no port");
    return `http://127.0.0.1:${address.port}`;
  }

  cut(): void {
    this.cuts++;
    for (const socket of this.sockets) socket.resetAndDestroy();
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
