// TableChannel: a session's socket as an async iterable that never misses or repeats an event, per the
// AsyncAPI document (/v1/asyncapi.json):
// - connects, sends the hello (with `after` = the last seq it has once it has one) and yields the snapshot,
//   then every event exactly once, in seq order, and each presence change;
// - on a retryable close (the document's `retry: true` codes: 1006, 1012, 1013, 4429) or a server it cannot
//   reach, reconnects with exponential backoff and jitter and resumes after the last seq; on any other
//   close the iteration throws ChannelClosed with the code, and after `giveUpAfterMs` of failing it gives
//   up the same way (`gaveUp`);
// - sends an application-level ping when the socket has been quiet for `pingIntervalMs` and replaces the
//   socket when nothing arrives within `pongTimeoutMs` (a half-open socket);
// - drops an event it already yielded; an event beyond the next seq makes it fill the gap from GET /events;
// - keeps the session view, the combat view and presence as observable state (`state`, `subscribe`).
import type { RulesClient } from "./client.js";
import { ChannelClosed, retryable } from "./errors.js";
import type { Event, Hello, JsonObject, ServerMessage, SessionView } from "./types.js";

// Method syntax makes the handlers' event types bivariant, so every implementation's own event classes fit.
type Handler<E> = { handle(event: E): void }["handle"] | null;

/** What a WebSocket must offer: the browser's, React Native's, Node 22's global, or the `ws` package's. */
export interface WebSocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: Handler<unknown>;
  onmessage: Handler<{ data: unknown }>;
  onclose: Handler<{ code: number }>;
  onerror: Handler<unknown>;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

export interface ChannelOptions {
  /** Resume after this seq (one stored from `state.lastSeq`). */
  after?: number;
  /** The WebSocket class (default: the global one; Node 20 has none without a flag: pass `ws`'s). */
  WebSocket?: WebSocketConstructor;
  pingIntervalMs?: number;
  pongTimeoutMs?: number;
  minBackoffMs?: number;
  maxBackoffMs?: number;
  giveUpAfterMs?: number;
}

export type ChannelItem =
  /** The session at version `seq`; `resumed` on a reconnection's snapshot. */
  | { kind: "snapshot"; seq: number; session: SessionView; resumed: boolean }
  /** One event, yielded once; `combat` is the combat view after it (live events only, else null). */
  | { kind: "event"; seq: number; event: Event; combat: JsonObject | null; live: boolean }
  /** Who has a socket open on the session. */
  | { kind: "presence"; gmOnline: boolean; online: string[] };

export interface ChannelState {
  status: "connecting" | "live" | "reconnecting" | "closed";
  session: SessionView | null;
  combat: JsonObject | null;
  presence: { gmOnline: boolean; online: string[] } | null;
  /** The seq of the last event yielded (or of the first snapshot): what a reconnection resumes after. */
  lastSeq: number | null;
  connections: number;
  duplicatesDropped: number;
  fills: number;
}

const DROPPED = 1006;

export class TableChannel implements AsyncIterable<ChannelItem> {
  state: ChannelState;
  private readonly url: string;
  private readonly Socket: WebSocketConstructor;
  private readonly options: Required<Omit<ChannelOptions, "after" | "WebSocket">>;
  private readonly listeners = new Set<(state: ChannelState) => void>();
  private readonly items: ChannelItem[] = [];
  private wake: (() => void) | null = null;
  private failure: Error | null = null;
  private started = false;
  private closing = false;
  private socket: WebSocketLike | null = null;
  private generation = 0;
  private chain: Promise<void> = Promise.resolve();
  private heard = 0;
  private live = false;
  private failures = 0;
  private failingSince = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly client: RulesClient,
    readonly sessionId: string,
    options: ChannelOptions = {},
  ) {
    if (client.token === undefined) throw new Error("a table channel needs a client with a token");
    const Socket = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
    if (Socket === undefined) throw new Error("no global WebSocket: pass options.WebSocket (e.g. the ws package's)");
    this.Socket = Socket;
    this.url = `${client.baseUrl.replace(/^http/, "ws")}/v1/sessions/${encodeURIComponent(sessionId)}/ws`;
    this.options = {
      pingIntervalMs: options.pingIntervalMs ?? 15_000,
      pongTimeoutMs: options.pongTimeoutMs ?? 10_000,
      minBackoffMs: options.minBackoffMs ?? 200,
      maxBackoffMs: options.maxBackoffMs ?? 10_000,
      giveUpAfterMs: options.giveUpAfterMs ?? 300_000,
    };
    this.state = {
      status: "connecting",
      session: null,
      combat: null,
      presence: null,
      lastSeq: options.after ?? null,
      connections: 0,
      duplicatesDropped: 0,
      fills: 0,
    };
  }

  /** Calls `listener` with the new state whenever it changes; returns the unsubscribe function. */
  subscribe(listener: (state: ChannelState) => void): () => void {
    this.listeners.add(listener);
    this.start();
    return () => this.listeners.delete(listener);
  }

  /** Connects (iterating or subscribing does it too). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.connect();
  }

  /** Stops following: the iteration ends normally. */
  close(): void {
    this.closing = true;
    this.abandon();
    this.setState({ status: "closed" });
    this.wakeUp();
  }

  [Symbol.asyncIterator](): AsyncIterator<ChannelItem> {
    this.start();
    return {
      next: async () => {
        for (;;) {
          const item = this.items.shift();
          if (item !== undefined) return { value: item, done: false };
          if (this.failure !== null) throw this.failure;
          if (this.closing) return { value: undefined, done: true };
          await new Promise<void>((resolve) => (this.wake = resolve));
        }
      },
      return: async () => {
        this.close();
        return { value: undefined, done: true };
      },
    };
  }

  private connect(): void {
    const generation = ++this.generation;
    const socket = new this.Socket(this.url);
    this.socket = socket;
    this.live = false;
    const current = () => generation === this.generation;
    socket.onopen = () => {
      if (!current()) return;
      const hello: Hello = { type: "hello", token: this.client.token ?? "" };
      if (this.state.lastSeq !== null) hello.after = this.state.lastSeq;
      socket.send(JSON.stringify(hello));
      this.setState({ connections: this.state.connections + 1 });
      this.heard = Date.now();
      this.watch(generation, socket);
    };
    socket.onmessage = (message) => {
      if (!current()) return;
      this.heard = Date.now();
      const parsed = JSON.parse(text(message.data)) as ServerMessage;
      this.serially(() => this.handle(parsed));
    };
    socket.onerror = () => {}; // a close follows, with the code that matters
    socket.onclose = (event) => {
      if (current()) this.serially(async () => this.closed(event.code));
    };
  }

  /** Messages are handled one at a time, in order, even when one waits for a gap's fill. */
  private serially(step: () => Promise<void>): void {
    const generation = this.generation;
    this.chain = this.chain
      .then(() => (generation === this.generation ? step() : undefined))
      .catch(() => {
        if (generation === this.generation) this.drop(); // a failed fill: reconnect, the replay covers it
      });
  }

  private async handle(message: ServerMessage): Promise<void> {
    switch (message.type) {
      case "snapshot": {
        const resumed = this.state.session !== null;
        this.setState({
          session: message.session,
          combat: (message.session.combat as JsonObject | null | undefined) ?? null,
          lastSeq: this.state.lastSeq ?? message.seq,
        });
        this.push({ kind: "snapshot", seq: message.seq, session: message.session, resumed });
        return;
      }
      case "event": {
        if (this.state.lastSeq !== null && message.seq <= this.state.lastSeq) {
          this.setState({ duplicatesDropped: this.state.duplicatesDropped + 1 });
          return;
        }
        await this.fill(message.seq - 1);
        const combat = this.live ? ((message.combat as JsonObject | null | undefined) ?? null) : null;
        this.setState({ lastSeq: message.seq, ...(this.live ? { combat } : {}) });
        this.push({ kind: "event", seq: message.seq, event: message.event as Event, combat, live: this.live });
        return;
      }
      case "live":
        this.live = true;
        await this.fill(message.seq);
        this.failures = 0;
        this.setState({ status: "live" });
        return;
      case "presence": {
        const presence = { gmOnline: message.gm_online, online: message.online };
        this.setState({ presence });
        this.push({ kind: "presence", ...presence });
        return;
      }
      default:
        return; // pong: hearing it was the point
    }
  }

  /** The log's events after the last yielded up to `upTo`, from GET /events (a gap). */
  private async fill(upTo: number): Promise<void> {
    while (this.state.lastSeq !== null && this.state.lastSeq < upTo) {
      this.setState({ fills: this.state.fills + 1 });
      const after: number = this.state.lastSeq;
      const page = await this.client.events(this.sessionId, after, Math.min(1000, upTo - after));
      if (page.events.length === 0) throw new Error("the log has no events for the gap yet");
      for (const event of page.events) {
        if (event.seq > upTo) break;
        if (event.seq !== (this.state.lastSeq ?? 0) + 1) throw new Error(`the log jumped to ${event.seq}`);
        this.setState({ lastSeq: event.seq });
        this.push({ kind: "event", seq: event.seq, event, combat: null, live: false });
      }
    }
  }

  private async closed(code: number): Promise<void> {
    if (this.closing) return;
    if (!retryable(code)) return this.fail(new ChannelClosed(code));
    const now = Date.now();
    if (this.failures === 0) this.failingSince = now;
    else if (now - this.failingSince > this.options.giveUpAfterMs) {
      return this.fail(new ChannelClosed(code, true, `: ${this.failures} reconnections failed`));
    }
    this.failures += 1;
    const ceiling = Math.min(this.options.maxBackoffMs, this.options.minBackoffMs * 2 ** (this.failures - 1));
    // 4429 asks for a wait; jitter spreads clients that were dropped together.
    const wait = Math.max(ceiling, code === 4429 ? 1000 : 0) * (0.5 + Math.random() / 2);
    this.abandon();
    this.setState({ status: "reconnecting" });
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.closing) this.connect();
    }, wait);
  }

  /** Gives up on the current socket as dropped (1006) and reconnects. */
  private drop(): void {
    this.abandon();
    this.serially(async () => this.closed(DROPPED));
  }

  /** Forgets the current socket: its late messages and close are ignored. */
  private abandon(): void {
    this.generation++;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket !== null) {
      socket.onmessage = socket.onclose = socket.onopen = null;
      try {
        socket.close();
      } catch {
        // already closing
      }
    }
  }

  private watch(generation: number, socket: WebSocketLike): void {
    const { pingIntervalMs, pongTimeoutMs } = this.options;
    let sent = 0;
    const check = (): void => {
      if (generation !== this.generation) return;
      const quiet = Date.now() - this.heard;
      if (quiet < pingIntervalMs) {
        this.timer = setTimeout(check, pingIntervalMs - quiet);
        return;
      }
      const pinged = Date.now();
      try {
        socket.send(JSON.stringify({ type: "ping", id: ++sent }));
      } catch {
        // closing already: its close event decides what happens next
      }
      this.timer = setTimeout(() => {
        if (generation !== this.generation) return;
        if (this.heard < pinged) this.drop(); // nothing at all came back: a half-open socket
        else check();
      }, pongTimeoutMs);
    };
    this.timer = setTimeout(check, pingIntervalMs);
  }

  private fail(error: ChannelClosed): void {
    this.abandon();
    this.failure = error;
    this.setState({ status: "closed" });
    this.wakeUp();
  }

  private push(item: ChannelItem): void {
    this.items.push(item);
    this.wakeUp();
  }

  private wakeUp(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private setState(change: Partial<ChannelState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener(this.state);
  }
}

function text(data: unknown): string {
  if (typeof data === "string") return data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return new TextDecoder().decode(data as ArrayBuffer);
  return String(data);
}
