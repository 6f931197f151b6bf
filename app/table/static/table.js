// ../typescript/src/generated/asyncapi.ts
var CLOSE_CODES = [
  { code: 1006, name: "dropped", retry: true },
  { code: 1008, name: "policy_violation", retry: false },
  { code: 1009, name: "message_too_big", retry: false },
  { code: 1012, name: "service_restart", retry: true },
  { code: 1013, name: "try_again_later", retry: true },
  { code: 4400, name: "malformed_hello", retry: false },
  { code: 4401, name: "bad_token", retry: false },
  { code: 4403, name: "not_a_member", retry: false },
  { code: 4404, name: "unknown_session", retry: false },
  { code: 4409, name: "after_ahead", retry: false },
  { code: 4429, name: "too_many_hellos", retry: true }
];

// ../typescript/src/errors.ts
var ProblemError = class extends Error {
  status;
  problem;
  /** A 422's offending input path, as the specs write it (`dice`, `target.protection`). */
  field;
  detail;
  /** A 429's `Retry-After`, in seconds. */
  retryAfter;
  constructor(status, problem, retryAfter2) {
    super(`${status} ${problem.title ?? ""}${problem.detail ? `: ${problem.detail}` : ""}`);
    this.name = "ProblemError";
    this.status = status;
    this.problem = problem;
    this.field = typeof problem.field === "string" ? problem.field : void 0;
    this.detail = typeof problem.detail === "string" ? problem.detail : void 0;
    this.retryAfter = retryAfter2;
  }
};
var BY_CODE = new Map(CLOSE_CODES.map((entry) => [entry.code, entry]));
function retryable(code) {
  return BY_CODE.get(code)?.retry ?? false;
}
var ChannelClosed = class extends Error {
  code;
  /** The code's name in the AsyncAPI document (`not_a_member`), when it names it. */
  reason;
  gaveUp;
  constructor(code, gaveUp = false, detail = "") {
    const reason = BY_CODE.get(code)?.name;
    super(`table channel ${gaveUp ? "gave up reconnecting after" : "closed with"} ${code} (${reason ?? "?"})${detail}`);
    this.name = "ChannelClosed";
    this.code = code;
    this.reason = reason;
    this.gaveUp = gaveUp;
  }
};

// ../typescript/src/channel.ts
var DROPPED = 1006;
var TableChannel = class {
  constructor(client, sessionId, options = {}) {
    this.client = client;
    this.sessionId = sessionId;
    if (client.token === void 0) throw new Error("a table channel needs a client with a token");
    const Socket = options.WebSocket ?? globalThis.WebSocket;
    if (Socket === void 0) throw new Error("no global WebSocket: pass options.WebSocket (e.g. the ws package's)");
    this.Socket = Socket;
    this.url = `${client.baseUrl.replace(/^http/, "ws")}/v1/sessions/${encodeURIComponent(sessionId)}/ws`;
    this.options = {
      pingIntervalMs: options.pingIntervalMs ?? 15e3,
      pongTimeoutMs: options.pongTimeoutMs ?? 1e4,
      minBackoffMs: options.minBackoffMs ?? 200,
      maxBackoffMs: options.maxBackoffMs ?? 1e4,
      giveUpAfterMs: options.giveUpAfterMs ?? 3e5
    };
    this.state = {
      status: "connecting",
      session: null,
      combat: null,
      presence: null,
      lastSeq: options.after ?? null,
      connections: 0,
      duplicatesDropped: 0,
      fills: 0
    };
  }
  client;
  sessionId;
  state;
  url;
  Socket;
  options;
  listeners = /* @__PURE__ */ new Set();
  items = [];
  wake = null;
  failure = null;
  started = false;
  closing = false;
  socket = null;
  generation = 0;
  chain = Promise.resolve();
  heard = 0;
  live = false;
  failures = 0;
  failingSince = 0;
  timer = null;
  /** Calls `listener` with the new state whenever it changes; returns the unsubscribe function. */
  subscribe(listener) {
    this.listeners.add(listener);
    this.start();
    return () => this.listeners.delete(listener);
  }
  /** Connects (iterating or subscribing does it too). */
  start() {
    if (this.started) return;
    this.started = true;
    this.connect();
  }
  /** Stops following: the iteration ends normally. */
  close() {
    this.closing = true;
    this.abandon();
    this.setState({ status: "closed" });
    this.wakeUp();
  }
  [Symbol.asyncIterator]() {
    this.start();
    return {
      next: async () => {
        for (; ; ) {
          const item = this.items.shift();
          if (item !== void 0) return { value: item, done: false };
          if (this.failure !== null) throw this.failure;
          if (this.closing) return { value: void 0, done: true };
          await new Promise((resolve) => this.wake = resolve);
        }
      },
      return: async () => {
        this.close();
        return { value: void 0, done: true };
      }
    };
  }
  connect() {
    const generation = ++this.generation;
    const socket = new this.Socket(this.url);
    this.socket = socket;
    this.live = false;
    const current = () => generation === this.generation;
    socket.onopen = () => {
      if (!current()) return;
      const hello = { type: "hello", token: this.client.token ?? "" };
      if (this.state.lastSeq !== null) hello.after = this.state.lastSeq;
      socket.send(JSON.stringify(hello));
      this.setState({ connections: this.state.connections + 1 });
      this.heard = Date.now();
      this.watch(generation, socket);
    };
    socket.onmessage = (message) => {
      if (!current()) return;
      this.heard = Date.now();
      const parsed = JSON.parse(text(message.data));
      this.serially(() => this.handle(parsed));
    };
    socket.onerror = () => {
    };
    socket.onclose = (event) => {
      if (current()) this.serially(async () => this.closed(event.code));
    };
  }
  /** Messages are handled one at a time, in order, even when one waits for a gap's fill. */
  serially(step) {
    const generation = this.generation;
    this.chain = this.chain.then(() => generation === this.generation ? step() : void 0).catch(() => {
      if (generation === this.generation) this.drop();
    });
  }
  async handle(message) {
    switch (message.type) {
      case "snapshot": {
        const resumed2 = this.state.session !== null;
        this.setState({
          session: message.session,
          combat: message.session.combat ?? null,
          lastSeq: this.state.lastSeq ?? message.seq
        });
        this.push({ kind: "snapshot", seq: message.seq, session: message.session, resumed: resumed2 });
        return;
      }
      case "event": {
        if (this.state.lastSeq !== null && message.seq <= this.state.lastSeq) {
          this.setState({ duplicatesDropped: this.state.duplicatesDropped + 1 });
          return;
        }
        await this.fill(message.seq - 1);
        const combat = this.live ? message.combat ?? null : null;
        this.setState({ lastSeq: message.seq, ...this.live ? { combat } : {} });
        this.push({ kind: "event", seq: message.seq, event: message.event, combat, live: this.live });
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
        return;
    }
  }
  /** The log's events after the last yielded up to `upTo`, from GET /events (a gap). */
  async fill(upTo) {
    while (this.state.lastSeq !== null && this.state.lastSeq < upTo) {
      this.setState({ fills: this.state.fills + 1 });
      const after = this.state.lastSeq;
      const page = await this.client.events(this.sessionId, after, Math.min(1e3, upTo - after));
      if (page.events.length === 0) throw new Error("the log has no events for the gap yet");
      for (const event of page.events) {
        if (event.seq > upTo) break;
        if (event.seq !== (this.state.lastSeq ?? 0) + 1) throw new Error(`the log jumped to ${event.seq}`);
        this.setState({ lastSeq: event.seq });
        this.push({ kind: "event", seq: event.seq, event, combat: null, live: false });
      }
    }
  }
  async closed(code) {
    if (this.closing) return;
    if (!retryable(code)) return this.fail(new ChannelClosed(code));
    const now = Date.now();
    if (this.failures === 0) this.failingSince = now;
    else if (now - this.failingSince > this.options.giveUpAfterMs) {
      return this.fail(new ChannelClosed(code, true, `: ${this.failures} reconnections failed`));
    }
    this.failures += 1;
    const ceiling = Math.min(this.options.maxBackoffMs, this.options.minBackoffMs * 2 ** (this.failures - 1));
    const wait = Math.max(ceiling, code === 4429 ? 1e3 : 0) * (0.5 + Math.random() / 2);
    this.abandon();
    this.setState({ status: "reconnecting" });
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.closing) this.connect();
    }, wait);
  }
  /** Gives up on the current socket as dropped (1006) and reconnects. */
  drop() {
    this.abandon();
    this.serially(async () => this.closed(DROPPED));
  }
  /** Forgets the current socket: its late messages and close are ignored. */
  abandon() {
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
      }
    }
  }
  watch(generation, socket) {
    const { pingIntervalMs, pongTimeoutMs } = this.options;
    let sent = 0;
    const check = () => {
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
      }
      this.timer = setTimeout(() => {
        if (generation !== this.generation) return;
        if (this.heard < pinged) this.drop();
        else check();
      }, pongTimeoutMs);
    };
    this.timer = setTimeout(check, pingIntervalMs);
  }
  fail(error) {
    this.abandon();
    this.failure = error;
    this.setState({ status: "closed" });
    this.wakeUp();
  }
  push(item) {
    this.items.push(item);
    this.wakeUp();
  }
  wakeUp() {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
  setState(change) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener(this.state);
  }
};
function text(data) {
  if (typeof data === "string") return data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return new TextDecoder().decode(data);
  return String(data);
}

// ../typescript/src/client.ts
var RETRIED_STATUSES = /* @__PURE__ */ new Set([429, 502, 503, 504]);
var sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
var RulesClient = class _RulesClient {
  baseUrl;
  token;
  options;
  constructor(options) {
    this.options = options;
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.token = options.token;
  }
  /** The same client acting with another token. */
  withToken(token) {
    return new _RulesClient({ ...this.options, token });
  }
  /** One call of `/v1{path}`, retried as the top of this file says; the decoded JSON (undefined for 204). */
  async request(method, path, options = {}) {
    const headers = {};
    if (this.token !== void 0) headers.Authorization = `Bearer ${this.token}`;
    if (options.write) headers["Idempotency-Key"] = crypto.randomUUID();
    if (options.ifMatch !== void 0) headers["If-Match"] = `"${options.ifMatch}"`;
    if (options.body !== void 0) headers["Content-Type"] = "application/json";
    const url = new URL(`${this.baseUrl}/v1${path}`);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value !== void 0) url.searchParams.set(name, String(value));
    }
    const retries = this.options.retries ?? 3;
    const backoff = this.options.backoffMs ?? 250;
    const send = this.options.fetch ?? fetch;
    for (let attempt = 0; ; attempt++) {
      let response;
      try {
        response = await send(url, {
          method,
          headers,
          body: options.body === void 0 ? void 0 : JSON.stringify(options.body)
        });
      } catch (error) {
        if (attempt >= retries) throw error;
        await sleep(backoff * 2 ** attempt);
        continue;
      }
      if (RETRIED_STATUSES.has(response.status) && attempt < retries) {
        await response.body?.cancel();
        await sleep((retryAfter(response) ?? backoff * 2 ** attempt / 1e3) * 1e3);
        continue;
      }
      return await decoded(response);
    }
  }
  write(method, path, body, options = {}) {
    return this.request(method, path, { body, write: true, ifMatch: options.ifMatch });
  }
  // -- stateless ---------------------------------------------------------------------------------------
  /** Readiness; a 503 (the store or broadcaster unreachable) has the same shape, so it is returned. */
  async health() {
    const response = await (this.options.fetch ?? fetch)(`${this.baseUrl}/v1/health`);
    return await response.json();
  }
  liveness() {
    return this.request("GET", "/health/live");
  }
  /** The Prometheus text of `GET /metrics`. */
  async metrics() {
    const response = await (this.options.fetch ?? fetch)(`${this.baseUrl}/metrics`);
    if (!response.ok) await decoded(response);
    return response.text();
  }
  /** The JSON Web Key Set receipts are signed with. */
  keys() {
    return this.request("GET", "/keys");
  }
  systems() {
    return this.request("GET", "/systems");
  }
  catalogue(systemId) {
    return this.request("GET", `/systems/${enc(systemId)}`);
  }
  /** `GET /v1/systems/{id}/combat`: phases, who declares, declaration schemas. */
  combatProtocol(systemId) {
    return this.request("GET", `/systems/${enc(systemId)}/combat`);
  }
  /** Generic dice notation (`4d6kh3+2`); `dice` replays physical dice. */
  roll(expression, dice) {
    return this.request("POST", "/rolls", { body: { expression, dice } });
  }
  rollOdds(expression) {
    return this.request("POST", "/rolls/odds", { body: { expression } });
  }
  /** `POST /v1/systems/{systemId}/{operation}`: one stateless rule operation. */
  operation(systemId, operation, body) {
    return this.request("POST", `/systems/${enc(systemId)}/${enc(operation)}`, { body });
  }
  operationOdds(systemId, operation, body) {
    return this.request("POST", `/systems/${enc(systemId)}/${enc(operation)}/odds`, { body });
  }
  // -- sessions ----------------------------------------------------------------------------------------
  /** A new table; the answer's `gm_token` makes you its GM (`client.withToken(...)`). */
  createSession(system, name, settings) {
    return this.write("POST", "/sessions", { system, name, settings });
  }
  join(sessionId, name, joinCode) {
    return this.write("POST", `/sessions/${enc(sessionId)}/players`, { name, join_code: joinCode });
  }
  session(sessionId) {
    return this.request("GET", `/sessions/${enc(sessionId)}`);
  }
  updateSession(sessionId, change, options) {
    return this.write("PATCH", `/sessions/${enc(sessionId)}`, change, options);
  }
  endSession(sessionId, options) {
    return this.write("POST", `/sessions/${enc(sessionId)}/end`, void 0, options);
  }
  async deleteSession(sessionId, options) {
    await this.write("DELETE", `/sessions/${enc(sessionId)}`, void 0, options);
  }
  /** The player leaves (with their own token) or is removed (with the GM's). */
  removePlayer(sessionId, playerId, options) {
    return this.write("DELETE", `/sessions/${enc(sessionId)}/players/${enc(playerId)}`, void 0, options);
  }
  async rotatePlayerToken(sessionId, playerId) {
    const answer = await this.write(
      "POST",
      `/sessions/${enc(sessionId)}/players/${enc(playerId)}/token`
    );
    return answer.token;
  }
  async rotateGmToken(sessionId) {
    return (await this.write("POST", `/sessions/${enc(sessionId)}/gm_token`)).gm_token;
  }
  async rotateJoinCode(sessionId) {
    return (await this.write("POST", `/sessions/${enc(sessionId)}/join_code`)).join_code;
  }
  /** A logged, broadcast, receipted roll: `"notation"` with `{expression}`, or one of the session's
   * system's operations with its input. */
  rollAtTable(sessionId, operation, input, options = {}) {
    const body = { operation, input, visibility: options.visibility, label: options.label };
    return this.write("POST", `/sessions/${enc(sessionId)}/rolls`, body, options);
  }
  tableRollOdds(sessionId, operation, input) {
    return this.request("POST", `/sessions/${enc(sessionId)}/rolls/odds`, { body: { operation, input } });
  }
  /** One page of the log: events with `seq > after`, oldest first, filtered for the caller. */
  events(sessionId, after = 0, limit) {
    return this.request("GET", `/sessions/${enc(sessionId)}/events`, { query: { after, limit } });
  }
  /** The table's socket (see TableChannel). */
  channel(sessionId, options = {}) {
    return new TableChannel(this, sessionId, options);
  }
  // -- combat ------------------------------------------------------------------------------------------
  /** The system's `combat_start` input (a combatant may carry `controller`) → `{seq, combat, result}`. */
  startCombat(sessionId, setup, options) {
    return this.write("POST", `/sessions/${enc(sessionId)}/combat`, setup, options);
  }
  /** One combatant's part of a phase (`combatant` undefined: the GM's table-wide part). */
  declare(sessionId, phase, declaration, combatant, options) {
    const body = { phase, combatant, declaration };
    return this.write("POST", `/sessions/${enc(sessionId)}/combat/declarations`, body, options);
  }
  /** The GM resolves the current phase now (`dice`: forced faces) → `{seq, combat, result}`. */
  resolve(sessionId, dice, options) {
    return this.write("POST", `/sessions/${enc(sessionId)}/combat/resolve`, { dice }, options);
  }
  endCombat(sessionId, options) {
    return this.write("DELETE", `/sessions/${enc(sessionId)}/combat`, void 0, options);
  }
  // -- webhooks ----------------------------------------------------------------------------------------
  createWebhook(sessionId, webhook) {
    return this.write("POST", `/sessions/${enc(sessionId)}/webhooks`, webhook);
  }
  webhooks(sessionId) {
    return this.request("GET", `/sessions/${enc(sessionId)}/webhooks`);
  }
  async deleteWebhook(sessionId, webhookId) {
    await this.write("DELETE", `/sessions/${enc(sessionId)}/webhooks/${enc(webhookId)}`);
  }
};
var enc = encodeURIComponent;
function retryAfter(response) {
  const seconds = Number(response.headers.get("Retry-After") ?? Number.NaN);
  return Number.isFinite(seconds) ? seconds : void 0;
}
async function decoded(response) {
  const text2 = await response.text();
  if (response.ok) {
    return text2 && (response.headers.get("Content-Type") ?? "").includes("json") ? JSON.parse(text2) : void 0;
  }
  let problem;
  try {
    problem = JSON.parse(text2);
  } catch {
    problem = { type: "about:blank", title: response.statusText, status: response.status, detail: text2, field: null, errors: null };
  }
  throw new ProblemError(response.status, problem, retryAfter(response));
}

// src/form.ts
var counter = 0;
var nextId = () => `f${++counter}`;
function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}
function deref(schema, root) {
  let current = schema;
  for (let depth = 0; typeof current.$ref === "string" && depth < 20; depth++) {
    const path = current.$ref.replace(/^#\/?/, "").split("/").filter(Boolean);
    let target = root;
    for (const part of path) target = target[part.replace(/~1/g, "/").replace(/~0/g, "~")];
    const { $ref: _ref, ...rest } = current;
    current = { ...target, ...rest };
  }
  return current;
}
var isNull = (schema) => schema.type === "null";
var branchesOf = (schema) => Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : null;
function fits(schema, value, root) {
  const s = deref(schema, root);
  const branches = branchesOf(s);
  if (branches) return branches.some((branch) => fits(branch, value, root));
  if ("const" in s) return JSON.stringify(s.const) === JSON.stringify(value);
  if (Array.isArray(s.enum)) return s.enum.some((option) => JSON.stringify(option) === JSON.stringify(value));
  switch (s.type) {
    case "null":
      return value === null;
    case "string":
      return typeof value === "string";
    case "integer":
      return Number.isInteger(value);
    case "number":
      return typeof value === "number";
    case "boolean":
      return typeof value === "boolean";
    case "array":
      return Array.isArray(value);
    default: {
      if (value === null || typeof value !== "object" || Array.isArray(value)) return s.type !== "object" && !s.properties;
      const properties = s.properties ?? {};
      const required = s.required ?? [];
      if (required.some((name) => !(name in value))) return false;
      return Object.entries(value).every(
        ([name, item]) => name in properties ? fits(properties[name], item, root) : s.additionalProperties !== false
      );
    }
  }
}
function labelled(id, title, schema, control) {
  const wrapper = h("div", { class: "field" }, h("label", { for: id }, title));
  if (typeof schema.description === "string") {
    const hint = h("small", { id: `${id}-hint` }, schema.description.split("\n")[0] ?? "");
    control.setAttribute("aria-describedby", hint.id);
    wrapper.append(control, hint);
  } else {
    wrapper.append(control);
  }
  return wrapper;
}
function selectField(title, schema, options, optional) {
  const id = nextId();
  const select = h("select", { id, name: title });
  if (optional) select.append(h("option", { value: "" }, "default" in schema ? `(default: ${JSON.stringify(schema.default)})` : "(none)"));
  for (const option of options) select.append(h("option", { value: JSON.stringify(option) }, String(option)));
  return {
    element: labelled(id, title, schema, select),
    get: () => select.value === "" ? void 0 : JSON.parse(select.value),
    set: (value) => {
      select.value = value === void 0 || value === null ? "" : JSON.stringify(value);
    }
  };
}
function inputField(title, schema, kind) {
  const id = nextId();
  const input = h("input", { id, name: title, type: kind === "string" ? "text" : "number", autocomplete: "off" });
  if (kind === "integer") input.step = "1";
  if (typeof schema.minimum === "number") input.min = String(schema.minimum);
  if (typeof schema.maximum === "number") input.max = String(schema.maximum);
  if (typeof schema.maxLength === "number") input.maxLength = schema.maxLength;
  if ("default" in schema && schema.default !== null) input.placeholder = String(schema.default);
  return {
    element: labelled(id, title, schema, input),
    get: () => input.value === "" ? void 0 : kind === "string" ? input.value : Number(input.value),
    set: (value) => {
      input.value = value === void 0 || value === null ? "" : String(value);
    }
  };
}
function jsonField(title, schema) {
  const id = nextId();
  const area = h("textarea", { id, name: title, rows: "3", spellcheck: "false" });
  return {
    element: labelled(id, `${title} (JSON)`, schema, area),
    get: () => area.value.trim() === "" ? void 0 : JSON.parse(area.value),
    set: (value) => {
      area.value = value === void 0 ? "" : JSON.stringify(value);
    }
  };
}
function unionField(title, branches, root, optional) {
  const id = nextId();
  const select = h("select", { id, name: `${title} kind` });
  if (optional) select.append(h("option", { value: "" }, "(none)"));
  branches.forEach((branch, index) => {
    const resolved = deref(branch, root);
    const name = resolved.title ?? resolved.type ?? `option ${index + 1}`;
    select.append(h("option", { value: String(index) }, name));
  });
  const slot = h("div", { class: "variant" });
  const fieldset = h("fieldset", {}, h("legend", {}, title), labelled(id, "kind", {}, select), slot);
  let current = null;
  const show2 = () => {
    slot.replaceChildren();
    current = null;
    if (select.value === "") return;
    current = field(title, branches[Number(select.value)], root, true);
    slot.append(current.element);
  };
  select.addEventListener("change", show2);
  show2();
  return {
    element: fieldset,
    get: () => current === null ? void 0 : current.get(),
    set: (value) => {
      const index = value === void 0 || value === null ? -1 : branches.findIndex((b) => fits(b, value, root));
      select.value = index < 0 ? optional ? "" : "0" : String(index);
      show2();
      if (index >= 0) current?.set(value);
    }
  };
}
function listField(title, schema, root, optional) {
  const items = h("ol", { class: "items" });
  const add = h("button", { type: "button" }, `Add to ${title}`);
  const fields = [];
  const append = () => {
    const item = field(`${title} ${fields.length + 1}`, schema.items ?? {}, root, false);
    const remove = h("button", { type: "button" }, `Remove ${title} ${fields.length + 1}`);
    const row = h("li", {}, item.element, remove);
    fields.push(item);
    remove.addEventListener("click", () => {
      fields.splice(fields.indexOf(item), 1);
      row.remove();
    });
    items.append(row);
    return item;
  };
  add.addEventListener("click", () => append());
  return {
    element: h("fieldset", {}, h("legend", {}, title), items, add),
    get: () => {
      const values = fields.map((item) => item.get());
      return values.length === 0 && optional ? void 0 : values;
    },
    set: (value) => {
      fields.length = 0;
      items.replaceChildren();
      if (Array.isArray(value)) for (const entry of value) append().set(entry);
    }
  };
}
function mapField(title, schema, root, optional) {
  const rows = h("ul", { class: "items" });
  const add = h("button", { type: "button" }, `Add to ${title}`);
  const names = deref(schema.propertyNames ?? {}, root);
  const entries = [];
  const append = () => {
    const n = entries.length + 1;
    const key = Array.isArray(names.enum) ? selectField(`${title} key ${n}`, names, names.enum, false) : inputField(`${title} key ${n}`, names, "string");
    const value = field(`${title} value ${n}`, schema.additionalProperties, root, false);
    const entry = { key, value };
    const remove = h("button", { type: "button" }, `Remove ${title} entry ${n}`);
    const row = h("li", {}, key.element, value.element, remove);
    entries.push(entry);
    remove.addEventListener("click", () => {
      entries.splice(entries.indexOf(entry), 1);
      row.remove();
    });
    rows.append(row);
    return entry;
  };
  add.addEventListener("click", () => append());
  return {
    element: h("fieldset", {}, h("legend", {}, title), rows, add),
    get: () => {
      const found = entries.filter((entry) => entry.key.get() !== void 0);
      if (found.length === 0 && optional) return void 0;
      return Object.fromEntries(found.map((entry) => [entry.key.get(), entry.value.get()]));
    },
    set: (value) => {
      entries.length = 0;
      rows.replaceChildren();
      if (value !== null && typeof value === "object") {
        for (const [name, item] of Object.entries(value)) {
          const entry = append();
          entry.key.set(name);
          entry.value.set(item);
        }
      }
    }
  };
}
function objectField(title, schema, root, optional, top) {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(properties).map(
    ([name, property]) => [name, field(name, property, root, !required.has(name))]
  );
  const children = fields.map(([, child]) => child.element);
  const element = top ? h("div", { class: "fields" }, ...children) : h("fieldset", {}, h("legend", {}, title), ...children);
  return {
    element,
    get: () => {
      const value = {};
      for (const [name, child] of fields) {
        const item = child.get();
        if (item !== void 0) value[name] = item;
      }
      return optional && Object.keys(value).length === 0 ? void 0 : value;
    },
    set: (value) => {
      const given = value ?? {};
      for (const [name, child] of fields) child.set(given[name]);
    }
  };
}
function field(title, schema, root, optional, top = false) {
  const s = deref(schema, root);
  const shown = top ? title : s.title ?? title;
  const branches = branchesOf(s);
  if (branches) {
    const real = branches.filter((branch) => !isNull(deref(branch, root)));
    const nullable = optional || real.length < branches.length;
    if (real.length === 1) return field(title, { ...real[0], ...pick(s, "title", "description", "default") }, root, nullable);
    return unionField(shown, real, root, nullable);
  }
  if ("const" in s) {
    return { element: h("span"), get: () => s.const, set: () => {
    } };
  }
  if (Array.isArray(s.enum)) return selectField(shown, s, s.enum, optional || "default" in s);
  switch (s.type) {
    case "boolean":
      return selectField(shown, s, [true, false], optional || "default" in s);
    case "string":
    case "integer":
    case "number":
      return inputField(shown, s, s.type);
    case "array":
      return s.items && !Array.isArray(s.items) && !s.prefixItems ? listField(shown, s, root, optional || "default" in s) : jsonField(shown, s);
    case "object":
    case void 0:
      if (s.properties) return objectField(shown, s, root, optional, top);
      if (s.additionalProperties && typeof s.additionalProperties === "object") return mapField(shown, s, root, optional || "default" in s);
      return jsonField(shown, s);
    default:
      return jsonField(shown, s);
  }
}
function pick(schema, ...names) {
  return Object.fromEntries(names.filter((name) => name in schema).map((name) => [name, schema[name]]));
}

// src/main.ts
var anonymous = new RulesClient({ baseUrl: location.origin, retries: 2 });
var $ = (selector) => document.querySelector(selector);
var STORE = "rules-table:";
var busy = 0;
async function act(what, work, done) {
  busy += 1;
  document.body.dataset.busy = "true";
  const notice = $("#notice");
  try {
    const answer = await work();
    const seq = answer?.seq;
    notice.dataset.outcome = "ok";
    notice.dataset.seq = typeof seq === "number" ? String(seq) : "";
    notice.dataset.resolved = String(Boolean(answer?.resolved));
    notice.textContent = done ? done(answer) : `${what}: done.`;
    return answer;
  } catch (error) {
    notice.dataset.outcome = "error";
    notice.dataset.seq = "";
    notice.dataset.status = error instanceof ProblemError ? String(error.status) : "";
    notice.textContent = `${what} failed: ${error instanceof ProblemError ? error.problem.detail ?? error.message : String(error)}`;
    return void 0;
  } finally {
    busy -= 1;
    if (busy === 0) delete document.body.dataset.busy;
  }
}
function show(screen) {
  $("#start").hidden = screen !== "start";
  $("#table").hidden = screen !== "table";
}
async function startScreen() {
  show("start");
  const systems = await anonymous.systems();
  const select = $("#create-system");
  select.replaceChildren(...systems.map((system) => h("option", { value: system.id }, system.name)));
  const invite = new URLSearchParams(location.hash.slice(1));
  if (invite.has("join")) {
    $("#join-table").value = invite.get("join") ?? "";
    $("#join-code").value = invite.get("code") ?? "";
  }
}
function seated(seat) {
  localStorage.setItem(STORE + seat.sid, JSON.stringify(seat));
  history.replaceState(null, "", `#table=${encodeURIComponent(seat.sid)}`);
  void enterTable(seat);
}
$("#create").addEventListener("submit", (submitted) => {
  submitted.preventDefault();
  const system = $("#create-system").value;
  const name = $("#create-name").value;
  void act("Creating the table", () => anonymous.createSession(system, name)).then((created) => {
    if (created) seated({ sid: created.id, token: created.gm_token, role: "gm", playerId: null, name: "GM" });
  });
});
$("#join").addEventListener("submit", (submitted) => {
  submitted.preventDefault();
  const sid = $("#join-table").value.trim();
  const name = $("#join-name").value;
  const code = $("#join-code").value.trim();
  void act("Joining", () => anonymous.join(sid, name, code)).then((joined) => {
    if (joined) seated({ sid, token: joined.token, role: "player", playerId: joined.player_id, name });
  });
});
var table = null;
async function enterTable(seat) {
  table?.channel.close();
  show("table");
  $("#log").replaceChildren();
  $("#log").dataset.lastSeq = "0";
  const client = anonymous.withToken(seat.token);
  const channel = client.channel(seat.sid, { after: 0, maxBackoffMs: 2e3 });
  const current = {
    seat,
    client,
    channel,
    session: null,
    protocol: null,
    operations: [],
    controllers: {},
    epoch: 0,
    forms: /* @__PURE__ */ new Map()
  };
  table = current;
  delete $("#status").dataset.status;
  showStatus(current);
  $("#me").textContent = seat.role === "gm" ? "You are the GM." : `You play as ${seat.name}.`;
  let heard = channel.state.status;
  channel.subscribe((state) => {
    if (state.status !== heard) showStatus(current);
    heard = state.status;
  });
  try {
    for await (const item of channel) {
      if (table !== current) break;
      if (item.kind === "snapshot") {
        current.session = item.session;
        if (current.protocol === null) await loadSystem(current);
        showSession(current);
      } else if (item.kind === "event") {
        logEvent(current, item.event);
        if (item.live && ["player_joined", "player_left", "session_changed", "session_ended"].includes(item.event.type)) {
          await refresh(current);
        }
      } else {
        showPeople(current);
      }
      showCombat(current);
      showStatus(current);
    }
  } catch (error) {
    if (table !== current) return;
    const reason = error instanceof ChannelClosed ? error.gaveUp ? "gave_up" : error.reason ?? String(error.code) : String(error);
    $("#status").dataset.status = "closed";
    $("#status").dataset.reason = reason;
    $("#status").textContent = `Disconnected for good: ${CLOSED[reason] ?? reason}.`;
  }
}
var CLOSED = {
  not_a_member: "you are no longer at this table",
  bad_token: "this seat's token no longer works",
  unknown_session: "this table no longer exists",
  gave_up: "the server could not be reached for minutes; reload the page to try again"
};
async function refresh(current) {
  try {
    current.session = await current.client.session(current.seat.sid);
  } catch {
    return;
  }
  showSession(current);
}
async function loadSystem(current) {
  const system = current.session?.system ?? "";
  const [systems, protocol] = await Promise.all([anonymous.systems(), anonymous.combatProtocol(system)]);
  current.protocol = protocol;
  current.operations = systems.find((candidate) => candidate.id === system)?.operations ?? [];
  const select = $("#roll-operation");
  select.replaceChildren(
    h("option", { value: "notation" }, "Dice notation"),
    ...current.operations.map((operation) => h("option", { value: operation }, operation))
  );
  select.dispatchEvent(new Event("change"));
}
function showStatus(current) {
  if (table !== current) return;
  const state = current.channel.state;
  const status = $("#status");
  if (status.dataset.status === "closed" && state.status === "closed") return;
  const shown = Number($("#log").dataset.lastSeq);
  const behind = current.session === null || current.protocol === null || shown < (state.lastSeq ?? 0);
  const phase = state.status === "live" && behind ? "catching-up" : state.status;
  status.dataset.lastSeq = String(shown);
  if (status.dataset.status === phase) return;
  status.dataset.status = phase;
  status.textContent = {
    connecting: "Connecting…",
    "catching-up": "Catching up with the table…",
    live: "Live: caught up with the table.",
    reconnecting: "Offline: reconnecting…",
    closed: "Disconnected."
  }[phase];
  showPeople(current);
}
function showSession(current) {
  const session = current.session;
  if (session === null) return;
  $("#table-name").textContent = `${session.name} (${session.system})${session.ended ? ": ended" : ""}`;
  const invite = $("#invite");
  const code = session.join_code;
  invite.hidden = code === void 0;
  if (code !== void 0) {
    const link = `${location.origin}/table/#join=${encodeURIComponent(session.id)}&code=${encodeURIComponent(code)}`;
    $("#invite-table").textContent = session.id;
    $("#invite-code").textContent = code;
    $("#invite-link").href = link;
  }
  showPeople(current);
  showCombat(current);
}
function showPeople(current) {
  const session = current.session;
  if (session === null) return;
  const presence = current.channel.state.presence;
  const online = (id, fallback) => presence ? presence.online.includes(id) : fallback;
  const state = (on) => on ? "online" : "offline";
  const gm = h("li", { "data-online": String(presence ? presence.gmOnline : session.gm_online) }, `GM: ${state(presence ? presence.gmOnline : session.gm_online)}`);
  const players = session.players.map((player) => {
    const on = online(player.id, player.online);
    const row = h("li", { "data-player": player.id, "data-online": String(on) }, `${player.name}: ${state(on)}`);
    if (current.seat.role === "gm") {
      const kick = h("button", { type: "button" }, `Remove ${player.name}`);
      kick.addEventListener("click", () => void act(`Removing ${player.name}`, () => current.client.removePlayer(session.id, player.id)));
      row.append(" ", kick);
    }
    return row;
  });
  $("#people").replaceChildren(gm, ...players);
}
var VISIBILITY = {
  public: "everyone",
  gm: "the GM and the roller",
  blind: "the GM only",
  self: "the roller only"
};
function logEvent(current, event) {
  const log = $("#log");
  const entry = h("li", { "data-seq": String(event.seq), "data-type": event.type }, h("span", { class: "seq" }, `#${event.seq}`), " ");
  if (event.type === "hidden") {
    entry.append(h("em", {}, "Hidden event: not for your eyes."));
  } else {
    const full = event;
    const data = full.data ?? {};
    const who = full.actor ? full.actor.role === "gm" ? "GM" : full.actor.name ?? "a player" : "";
    entry.append(h("strong", {}, who), ` ${event.type.replaceAll("_", " ")}`);
    if (event.type === "roll") {
      const result = data.result ?? {};
      entry.append(
        `: ${String(data.label ?? data.operation)}`,
        h("div", { class: "breakdown" }, String(result.breakdown ?? JSON.stringify(result))),
        h("div", { class: "visibility" }, `Seen by ${VISIBILITY[String(data.visibility)] ?? String(data.visibility)}`)
      );
    } else if (typeof data.phase === "string") {
      entry.append(`: ${data.phase}${typeof data.combatant === "string" ? ` for ${data.combatant}` : ""}`);
      if (typeof data.next_phase === "string") entry.append(` → ${data.next_phase}`);
    } else if (typeof data.name === "string") {
      entry.append(`: ${data.name}`);
    }
    if (event.type === "combat_started") {
      current.controllers = data.controllers ?? {};
    }
    if (["combat_started", "phase_resolved", "round_started", "combat_ended"].includes(event.type)) current.epoch += 1;
    if (Object.keys(data).length > 0) {
      entry.append(h("details", {}, h("summary", {}, "Details"), h("pre", {}, JSON.stringify(data, null, 1))));
    }
  }
  log.append(entry);
  log.dataset.lastSeq = String(event.seq);
  log.scrollTop = log.scrollHeight;
}
function rollBody() {
  const operation = $("#roll-operation").value;
  if (operation === "notation") return { operation, input: { expression: $("#roll-expression").value } };
  const text2 = $("#roll-input").value.trim();
  return { operation, input: text2 === "" ? {} : JSON.parse(text2) };
}
$("#roll-operation").addEventListener("change", () => {
  const notation = $("#roll-operation").value === "notation";
  $("#roll-expression-field").hidden = !notation;
  $("#roll-input-field").hidden = notation;
  $("#odds").replaceChildren();
});
function describeOdds(odds) {
  if (typeof odds.mean === "number") {
    const at = Object.entries(odds.at_least ?? {});
    const middle = at.length > 0 ? at[Math.floor(at.length / 2)] : void 0;
    const median = middle ? `; ${(middle[1] * 100).toFixed(1)}% at least ${middle[0]}` : "";
    return `Mean ${odds.mean.toFixed(2)}, from ${String(odds.min)} to ${String(odds.max)}${median}.`;
  }
  const outcomes = odds.outcomes ?? {};
  return Object.entries(outcomes).filter(([, values]) => values.length <= 6).slice(0, 4).map(([name, values]) => `${name}: ${values.filter((v) => !v.absent).map((v) => `${String(v.value)} ${(v.probability * 100).toFixed(1)}%`).join(", ")}`).join("; ");
}
var oddsAsked = 0;
function showOdds(current, quiet) {
  const asked = ++oddsAsked;
  const work = () => {
    const { operation, input } = rollBody();
    return current.client.tableRollOdds(current.seat.sid, operation, input);
  };
  const shown = (odds) => {
    const text2 = describeOdds(odds);
    if (asked === oddsAsked) $("#odds").textContent = text2;
    return `Odds: ${text2}`;
  };
  if (!quiet) {
    void act("Odds", work, shown);
    return;
  }
  Promise.resolve().then(work).then(shown, () => {
    if (asked === oddsAsked) $("#odds").textContent = "";
  });
}
var typing;
for (const control of ["#roll-operation", "#roll-expression", "#roll-input"]) {
  $(control).addEventListener("input", () => {
    clearTimeout(typing);
    typing = setTimeout(() => table !== null && showOdds(table, true), 500);
  });
}
$("#roll-odds").addEventListener("click", () => {
  if (table !== null) showOdds(table, false);
});
$("#roll").addEventListener("submit", (submitted) => {
  submitted.preventDefault();
  const current = table;
  if (current === null) return;
  const label = $("#roll-label").value.trim() || void 0;
  const visibility = $("#roll-visibility").value;
  const roll = () => {
    const { operation, input } = rollBody();
    return current.client.rollAtTable(current.seat.sid, operation, input, { label, visibility });
  };
  void act(
    "Rolling",
    roll,
    (rolled) => `Rolled: ${String(rolled.result.breakdown ?? "")}`
  );
});
function declarationForm(current, phase, schema, who) {
  const title = who === null ? `Table-wide part (GM) of ${phase.id}` : `Declare for ${who}`;
  const generated = field(title, schema, schema, false, true);
  const examples = schema.examples ?? [];
  const form = h("form", { class: "declaration", "data-phase": phase.id, "data-combatant": who ?? "" }, h("h4", {}, title));
  form.setAttribute("aria-label", title);
  if (examples.length > 0) {
    const id = `example-${who ?? "gm"}-${phase.id}`;
    const pick2 = h("select", { id, class: "example" }, h("option", { value: "" }, "(choose an example to fill the form)"));
    examples.forEach((example, index) => pick2.append(h("option", { value: String(index) }, JSON.stringify(example))));
    pick2.addEventListener("change", () => {
      if (pick2.value !== "") generated.set(examples[Number(pick2.value)]);
    });
    form.append(h("div", { class: "field" }, h("label", { for: id }, "Fill from an example"), pick2));
  }
  form.append(generated.element, h("button", { type: "submit" }, who === null ? "Declare for the table" : `Declare for ${who}`));
  form.addEventListener("submit", (submitted) => {
    submitted.preventDefault();
    let declaration;
    try {
      declaration = generated.get() ?? {};
    } catch (error) {
      $("#notice").dataset.outcome = "error";
      $("#notice").textContent = `The form does not hold valid JSON: ${String(error)}`;
      return;
    }
    void act(
      `Declaring ${who ?? "for the table"}`,
      () => current.client.declare(current.seat.sid, phase.id, declaration, who ?? void 0),
      (declared) => declared.resolved ? "Declared: the phase resolved." : `Declared; waiting for ${declared.pending.join(", ") || "the GM"}.`
    );
  });
  return form;
}
function seatsFor(setup) {
  if (setup === null || typeof setup !== "object") return [];
  return Object.values(setup).flatMap(
    (list) => Array.isArray(list) ? list.filter((item) => item && typeof item === "object" && typeof item.id === "string").map((item) => item.id) : []
  );
}
function startForm(current) {
  const protocol = current.protocol;
  const examples = protocol.start_schema.examples ?? [];
  const area = h("textarea", { id: "start-setup", rows: "8", spellcheck: "false" });
  area.value = JSON.stringify(examples[0] ?? {}, null, 1);
  const seats = h("fieldset", { id: "seats" }, h("legend", {}, "Who controls each combatant"));
  const players = current.session?.players ?? [];
  const showSeats = () => {
    let setup;
    try {
      setup = JSON.parse(area.value);
    } catch {
      return;
    }
    seats.replaceChildren(h("legend", {}, "Who controls each combatant"));
    for (const id of seatsFor(setup)) {
      const select = h("select", { id: `seat-${id}`, "data-combatant": id }, h("option", { value: "" }, "GM"));
      for (const player of players) select.append(h("option", { value: player.id }, player.name));
      seats.append(h("div", { class: "field" }, h("label", { for: select.id }, id), select));
    }
  };
  area.addEventListener("change", showSeats);
  showSeats();
  const form = h(
    "form",
    { id: "start-combat", "aria-label": "Start a combat" },
    h("h3", {}, "Start a combat"),
    h("div", { class: "field" }, h("label", { for: area.id }, "Combat set-up (JSON, the system's combat_start input)"), area),
    seats,
    h("button", { type: "submit" }, "Start combat")
  );
  form.addEventListener("submit", (submitted) => {
    submitted.preventDefault();
    let setup;
    try {
      setup = JSON.parse(area.value);
    } catch (error) {
      $("#notice").dataset.outcome = "error";
      $("#notice").textContent = `The set-up is not valid JSON: ${String(error)}`;
      return;
    }
    for (const select of seats.querySelectorAll("select[data-combatant]")) {
      if (select.value === "") continue;
      for (const list of Object.values(setup)) {
        if (!Array.isArray(list)) continue;
        for (const item of list) if (item?.id === select.dataset.combatant) item.controller = select.value;
      }
    }
    void act("Starting the combat", () => current.client.startCombat(current.seat.sid, setup));
  });
  return form;
}
function showCombat(current) {
  const panel = $("#combat-body");
  const combat = current.channel.state.combat;
  const protocol = current.protocol;
  if (protocol === null) return;
  const gm = current.seat.role === "gm";
  const running = combat !== null && combat.phase !== "ended";
  const key = running ? `${current.epoch}:${JSON.stringify(combat.pending)}` : `none:${current.session?.players.length ?? 0}`;
  if (panel.dataset.key === key) return;
  panel.dataset.key = key;
  if (!running) {
    current.forms.clear();
    panel.replaceChildren(h("p", { id: "phase", "data-phase": "none" }, combat ? "The combat has ended." : "No combat is running."));
    if (gm && current.session && !current.session.ended) panel.append(startForm(current));
    return;
  }
  const phase = protocol.phases.find((candidate) => candidate.id === combat.phase);
  const pending = combat.pending ?? [];
  const header = [
    h("p", { id: "phase", "data-phase": combat.phase ?? "" }, `Phase: ${combat.phase ?? "?"}${typeof combat.round === "number" ? ` (round ${combat.round})` : ""}`),
    h("p", { id: "pending", "data-pending": pending.join(" ") }, pending.length > 0 ? `Still to declare: ${pending.join(", ")}` : "Nobody has to declare.")
  ];
  const forms = [];
  const kept = /* @__PURE__ */ new Map();
  const reuse = (formKey, build) => {
    const form = current.forms.get(formKey) ?? build();
    kept.set(formKey, form);
    forms.push(form);
  };
  if (phase?.declaration_schema) {
    for (const combatant of pending) {
      const controller = current.controllers[combatant];
      const mine = gm ? controller === void 0 : controller === current.seat.playerId;
      if (mine) reuse(`${current.epoch}:${combatant}`, () => declarationForm(current, phase, phase.declaration_schema, combatant));
    }
  }
  if (gm && phase?.gm_declaration_schema) {
    reuse(`${current.epoch}:gm`, () => declarationForm(current, phase, phase.gm_declaration_schema, null));
  }
  current.forms = kept;
  const actions = [];
  if (gm) {
    const resolve = h("button", { type: "button", id: "resolve" }, "Resolve the phase now");
    resolve.addEventListener("click", () => void act("Resolving", () => current.client.resolve(current.seat.sid)));
    const end = h("button", { type: "button", id: "end-combat" }, "End the combat");
    end.addEventListener("click", () => void act("Ending the combat", () => current.client.endCombat(current.seat.sid)));
    actions.push(h("div", { class: "actions" }, resolve, end));
  }
  const view = h("details", {}, h("summary", {}, "The combat as you may see it"), h("pre", {}, JSON.stringify(combat, null, 1)));
  panel.replaceChildren(...header, ...forms, ...actions, view);
}
$("#rotate-code").addEventListener("click", () => {
  const current = table;
  if (current === null) return;
  void act("New join code", async () => {
    await current.client.rotateJoinCode(current.seat.sid);
    await refresh(current);
  });
});
$("#rotate-token").addEventListener("click", () => {
  const current = table;
  if (current === null) return;
  const { sid, role, playerId } = current.seat;
  void act("New token", async () => {
    const token = role === "gm" ? await current.client.rotateGmToken(sid) : await current.client.rotatePlayerToken(sid, playerId ?? "");
    seated({ ...current.seat, token });
  });
});
$("#leave").addEventListener("click", () => {
  if (table === null) return;
  table.channel.close();
  localStorage.removeItem(STORE + table.seat.sid);
  table = null;
  history.replaceState(null, "", "#");
  void startScreen();
});
var resumed = new URLSearchParams(location.hash.slice(1)).get("table");
var stored = resumed === null ? null : localStorage.getItem(STORE + resumed);
if (stored !== null) void enterTable(JSON.parse(stored));
else void startScreen();
