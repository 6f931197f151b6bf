// RulesClient: one method per route of the contract. Every state-changing request carries an
// Idempotency-Key generated for that call and reused when the call is retried (a dropped connection, a
// 502/503/504, a 429 after its Retry-After), so a retry never rolls, joins or declares twice: the server
// answers a repeat with the first response. `ifMatch` sends If-Match: "<version>" (412 when the session
// moved on). Errors are ProblemError.
import { TableChannel, type ChannelOptions } from "./channel.js";
import { ProblemError } from "./errors.js";
import type {
  Answer,
  Body,
  CombatStep,
  CreatedSession,
  Declared,
  EventsPage,
  JsonObject,
  Joined,
  Problem,
  Roll,
  SessionSettings,
  SessionView,
  TableRoll,
  Visibility,
} from "./types.js";

export interface ClientOptions {
  /** The server, e.g. `http://127.0.0.1:8000`. */
  baseUrl: string;
  /** A GM's or a player's token, for the routes that need one. */
  token?: string;
  /** Attempts after the first, for a dropped connection or a busy server (default 3). */
  retries?: number;
  /** The first wait before a retry, doubled each time (default 250 ms). */
  backoffMs?: number;
  /** Another fetch (default: the global one). */
  fetch?: typeof fetch;
}

export interface WriteOptions {
  /** Send If-Match: "<version>": 412 when the session is at another version. */
  ifMatch?: number;
}

const RETRIED_STATUSES = new Set([429, 502, 503, 504]);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class RulesClient {
  readonly baseUrl: string;
  readonly token: string | undefined;
  private readonly options: ClientOptions;

  constructor(options: ClientOptions) {
    this.options = options;
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.token = options.token;
  }

  /** The same client acting with another token. */
  withToken(token: string): RulesClient {
    return new RulesClient({ ...this.options, token });
  }

  /** One call of `/v1{path}`, retried as the top of this file says; the decoded JSON (undefined for 204). */
  async request<T>(
    method: string,
    path: string,
    options: { body?: unknown; query?: Record<string, number | undefined>; write?: boolean; ifMatch?: number } = {},
  ): Promise<T> {
    const headers: Record<string, string> = {};
    if (this.token !== undefined) headers.Authorization = `Bearer ${this.token}`;
    // One key for every attempt of this call: a retry of a write that did land is answered, not redone.
    if (options.write) headers["Idempotency-Key"] = crypto.randomUUID();
    if (options.ifMatch !== undefined) headers["If-Match"] = `"${options.ifMatch}"`;
    if (options.body !== undefined) headers["Content-Type"] = "application/json";
    const url = new URL(`${this.baseUrl}/v1${path}`);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const retries = this.options.retries ?? 3;
    const backoff = this.options.backoffMs ?? 250;
    const send = this.options.fetch ?? fetch;
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await send(url, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
        });
      } catch (error) {
        if (attempt >= retries) throw error;
        await sleep(backoff * 2 ** attempt);
        continue;
      }
      if (RETRIED_STATUSES.has(response.status) && attempt < retries) {
        await response.body?.cancel();
        await sleep((retryAfter(response) ?? (backoff * 2 ** attempt) / 1000) * 1000);
        continue;
      }
      return (await decoded(response)) as T;
    }
  }

  private write<T>(method: string, path: string, body?: unknown, options: WriteOptions = {}): Promise<T> {
    return this.request<T>(method, path, { body, write: true, ifMatch: options.ifMatch });
  }

  // -- stateless ---------------------------------------------------------------------------------------

  /** Readiness; a 503 (the store or broadcaster unreachable) has the same shape, so it is returned. */
  async health(): Promise<Answer<"/v1/health", "get">> {
    const response = await (this.options.fetch ?? fetch)(`${this.baseUrl}/v1/health`);
    return (await response.json()) as Answer<"/v1/health", "get">;
  }

  liveness(): Promise<Answer<"/v1/health/live", "get">> {
    return this.request("GET", "/health/live");
  }

  /** The Prometheus text of `GET /metrics`. */
  async metrics(): Promise<string> {
    const response = await (this.options.fetch ?? fetch)(`${this.baseUrl}/metrics`);
    if (!response.ok) await decoded(response);
    return response.text();
  }

  /** The JSON Web Key Set receipts are signed with. */
  keys(): Promise<Answer<"/v1/keys", "get">> {
    return this.request("GET", "/keys");
  }

  systems(): Promise<Answer<"/v1/systems", "get">> {
    return this.request("GET", "/systems");
  }

  catalogue(systemId: string): Promise<JsonObject> {
    return this.request("GET", `/systems/${enc(systemId)}`);
  }

  /** `GET /v1/systems/{id}/combat`: phases, who declares, declaration schemas. */
  combatProtocol(systemId: string): Promise<Answer<"/v1/systems/{system_id}/combat", "get">> {
    return this.request("GET", `/systems/${enc(systemId)}/combat`);
  }

  /** Generic dice notation (`4d6kh3+2`); `dice` replays physical dice. */
  roll(expression: string, dice?: number[]): Promise<Roll> {
    return this.request("POST", "/rolls", { body: { expression, dice } });
  }

  rollOdds(expression: string): Promise<Answer<"/v1/rolls/odds", "post">> {
    return this.request("POST", "/rolls/odds", { body: { expression } });
  }

  /** `POST /v1/systems/{systemId}/{operation}`: one stateless rule operation. */
  operation(systemId: string, operation: string, body: JsonObject): Promise<JsonObject> {
    return this.request("POST", `/systems/${enc(systemId)}/${enc(operation)}`, { body });
  }

  operationOdds(systemId: string, operation: string, body: JsonObject): Promise<JsonObject> {
    return this.request("POST", `/systems/${enc(systemId)}/${enc(operation)}/odds`, { body });
  }

  // -- sessions ----------------------------------------------------------------------------------------

  /** A new table; the answer's `gm_token` makes you its GM (`client.withToken(...)`). */
  createSession(system: string, name: string, settings?: SessionSettings): Promise<CreatedSession> {
    return this.write("POST", "/sessions", { system, name, settings });
  }

  join(sessionId: string, name: string, joinCode: string): Promise<Joined> {
    return this.write("POST", `/sessions/${enc(sessionId)}/players`, { name, join_code: joinCode });
  }

  session(sessionId: string): Promise<SessionView> {
    return this.request("GET", `/sessions/${enc(sessionId)}`);
  }

  updateSession(
    sessionId: string,
    change: Body<"/v1/sessions/{sid}", "patch">,
    options?: WriteOptions,
  ): Promise<SessionView> {
    return this.write("PATCH", `/sessions/${enc(sessionId)}`, change, options);
  }

  endSession(sessionId: string, options?: WriteOptions): Promise<Answer<"/v1/sessions/{sid}/end", "post">> {
    return this.write("POST", `/sessions/${enc(sessionId)}/end`, undefined, options);
  }

  async deleteSession(sessionId: string, options?: WriteOptions): Promise<void> {
    await this.write("DELETE", `/sessions/${enc(sessionId)}`, undefined, options);
  }

  /** The player leaves (with their own token) or is removed (with the GM's). */
  removePlayer(sessionId: string, playerId: string, options?: WriteOptions): Promise<{ seq: number }> {
    return this.write("DELETE", `/sessions/${enc(sessionId)}/players/${enc(playerId)}`, undefined, options);
  }

  async rotatePlayerToken(sessionId: string, playerId: string): Promise<string> {
    const answer = await this.write<{ token: string }>(
      "POST",
      `/sessions/${enc(sessionId)}/players/${enc(playerId)}/token`,
    );
    return answer.token;
  }

  async rotateGmToken(sessionId: string): Promise<string> {
    return (await this.write<{ gm_token: string }>("POST", `/sessions/${enc(sessionId)}/gm_token`)).gm_token;
  }

  async rotateJoinCode(sessionId: string): Promise<string> {
    return (await this.write<{ join_code: string }>("POST", `/sessions/${enc(sessionId)}/join_code`)).join_code;
  }

  /** A logged, broadcast, receipted roll: `"notation"` with `{expression}`, or one of the session's
   * system's operations with its input. */
  rollAtTable(
    sessionId: string,
    operation: string,
    input: JsonObject,
    options: { visibility?: Visibility; label?: string } & WriteOptions = {},
  ): Promise<TableRoll> {
    const body = { operation, input, visibility: options.visibility, label: options.label };
    return this.write("POST", `/sessions/${enc(sessionId)}/rolls`, body, options);
  }

  tableRollOdds(sessionId: string, operation: string, input: JsonObject): Promise<JsonObject> {
    return this.request("POST", `/sessions/${enc(sessionId)}/rolls/odds`, { body: { operation, input } });
  }

  /** One page of the log: events with `seq > after`, oldest first, filtered for the caller. */
  events(sessionId: string, after = 0, limit?: number): Promise<EventsPage> {
    return this.request("GET", `/sessions/${enc(sessionId)}/events`, { query: { after, limit } });
  }

  /** The table's socket (see TableChannel). */
  channel(sessionId: string, options: ChannelOptions = {}): TableChannel {
    return new TableChannel(this, sessionId, options);
  }

  // -- combat ------------------------------------------------------------------------------------------

  /** The system's `combat_start` input (a combatant may carry `controller`) → `{seq, combat, result}`. */
  startCombat(sessionId: string, setup: JsonObject, options?: WriteOptions): Promise<CombatStep> {
    return this.write("POST", `/sessions/${enc(sessionId)}/combat`, setup, options);
  }

  /** One combatant's part of a phase (`combatant` undefined: the GM's table-wide part). */
  declare(
    sessionId: string,
    phase: string,
    declaration: JsonObject,
    combatant?: string,
    options?: WriteOptions,
  ): Promise<Declared> {
    const body = { phase, combatant, declaration };
    return this.write("POST", `/sessions/${enc(sessionId)}/combat/declarations`, body, options);
  }

  /** The GM resolves the current phase now (`dice`: forced faces) → `{seq, combat, result}`. */
  resolve(sessionId: string, dice?: number[], options?: WriteOptions): Promise<CombatStep> {
    return this.write("POST", `/sessions/${enc(sessionId)}/combat/resolve`, { dice }, options);
  }

  endCombat(sessionId: string, options?: WriteOptions): Promise<CombatStep> {
    return this.write("DELETE", `/sessions/${enc(sessionId)}/combat`, undefined, options);
  }

  // -- webhooks ----------------------------------------------------------------------------------------

  createWebhook(
    sessionId: string,
    webhook: Body<"/v1/sessions/{sid}/webhooks", "post">,
  ): Promise<Answer<"/v1/sessions/{sid}/webhooks", "post">> {
    return this.write("POST", `/sessions/${enc(sessionId)}/webhooks`, webhook);
  }

  webhooks(sessionId: string): Promise<Answer<"/v1/sessions/{sid}/webhooks", "get">> {
    return this.request("GET", `/sessions/${enc(sessionId)}/webhooks`);
  }

  async deleteWebhook(sessionId: string, webhookId: string): Promise<void> {
    await this.write("DELETE", `/sessions/${enc(sessionId)}/webhooks/${enc(webhookId)}`);
  }
}

const enc = encodeURIComponent;

function retryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get("Retry-After") ?? Number.NaN);
  return Number.isFinite(seconds) ? seconds : undefined;
}

async function decoded(response: Response): Promise<unknown> {
  const text = await response.text();
  if (response.ok) {
    return text && (response.headers.get("Content-Type") ?? "").includes("json") ? JSON.parse(text) : undefined;
  }
  let problem: Problem;
  try {
    problem = JSON.parse(text) as Problem;
  } catch {
    problem = { type: "about:blank", title: response.statusText, status: response.status, detail: text, field: null, errors: null };
  }
  throw new ProblemError(response.status, problem, retryAfter(response));
}
