// The reference web client served at /table/: create or join a table, then follow it with the library's
// TableChannel (the log, who is online, the combat view) and act through the RulesClient. Everything shown
// comes from the server's views and events; the combat forms are generated from the published protocol
// (GET /v1/systems/{id}/combat), so a new system needs no page code.
import {
  ChannelClosed,
  ProblemError,
  RulesClient,
  type Event,
  type JsonObject,
  type SessionView,
  type TableChannel,
} from "../../typescript/src/index.js";
import { field, h, type Field, type Schema } from "./form.js";

interface Seat {
  sid: string;
  token: string;
  role: "gm" | "player";
  playerId: string | null;
  name: string;
}

interface Phase {
  id: string;
  declarers: string;
  declaration_schema: Schema | null;
  gm_declaration_schema: Schema | null;
  resolves: string;
}

interface Protocol {
  start_schema: Schema;
  phases: Phase[];
}

const anonymous = new RulesClient({ baseUrl: location.origin, retries: 2 });
const $ = <T extends HTMLElement>(selector: string): T => document.querySelector(selector) as T;
const STORE = "rules-table:";

// -- what happens on the page ---------------------------------------------------------------------------

let busy = 0;

/** Runs one action: the page is marked busy meanwhile, and the outcome is announced in #notice. */
async function act<T>(what: string, work: () => Promise<T>, done?: (answer: T) => string): Promise<T | undefined> {
  busy += 1;
  document.body.dataset.busy = "true";
  const notice = $("#notice");
  try {
    const answer = await work();
    const seq = (answer as { seq?: unknown } | undefined)?.seq;
    notice.dataset.outcome = "ok";
    notice.dataset.seq = typeof seq === "number" ? String(seq) : "";
    notice.dataset.resolved = String(Boolean((answer as { resolved?: unknown } | undefined)?.resolved));
    notice.textContent = done ? done(answer) : `${what}: done.`;
    return answer;
  } catch (error) {
    notice.dataset.outcome = "error";
    notice.dataset.seq = "";
    notice.dataset.status = error instanceof ProblemError ? String(error.status) : "";
    notice.textContent = `${what} failed: ${error instanceof ProblemError ? error.problem.detail ?? error.message : String(error)}`;
    return undefined;
  } finally {
    busy -= 1;
    if (busy === 0) delete document.body.dataset.busy;
  }
}

function show(screen: "start" | "table"): void {
  $("#start").hidden = screen !== "start";
  $("#table").hidden = screen !== "table";
}

// -- the start screen: create or join -------------------------------------------------------------------

async function startScreen(): Promise<void> {
  show("start");
  const systems = await anonymous.systems();
  const select = $<HTMLSelectElement>("#create-system");
  select.replaceChildren(...systems.map((system) => h("option", { value: system.id }, system.name)));
  const invite = new URLSearchParams(location.hash.slice(1));
  if (invite.has("join")) {
    $<HTMLInputElement>("#join-table").value = invite.get("join") ?? "";
    $<HTMLInputElement>("#join-code").value = invite.get("code") ?? "";
  }
}

function seated(seat: Seat): void {
  localStorage.setItem(STORE + seat.sid, JSON.stringify(seat));
  history.replaceState(null, "", `#table=${encodeURIComponent(seat.sid)}`);
  void enterTable(seat);
}

$("#create").addEventListener("submit", (submitted) => {
  submitted.preventDefault();
  const system = $<HTMLSelectElement>("#create-system").value;
  const name = $<HTMLInputElement>("#create-name").value;
  void act("Creating the table", () => anonymous.createSession(system, name)).then((created) => {
    if (created) seated({ sid: created.id, token: created.gm_token, role: "gm", playerId: null, name: "GM" });
  });
});

$("#join").addEventListener("submit", (submitted) => {
  submitted.preventDefault();
  const sid = $<HTMLInputElement>("#join-table").value.trim();
  const name = $<HTMLInputElement>("#join-name").value;
  const code = $<HTMLInputElement>("#join-code").value.trim();
  void act("Joining", () => anonymous.join(sid, name, code)).then((joined) => {
    if (joined) seated({ sid, token: joined.token, role: "player", playerId: joined.player_id, name });
  });
});

// -- the table ------------------------------------------------------------------------------------------

interface Table {
  seat: Seat;
  client: RulesClient;
  channel: TableChannel;
  session: SessionView | null;
  protocol: Protocol | null;
  operations: string[];
  controllers: Record<string, string>;
  /** Bumped on every phase change, so a half-filled form survives others' declarations but not the phase. */
  epoch: number;
  forms: Map<string, HTMLElement>;
}

let table: Table | null = null;

async function enterTable(seat: Seat): Promise<void> {
  table?.channel.close();
  show("table");
  $("#log").replaceChildren();
  $("#log").dataset.lastSeq = "0";
  const client = anonymous.withToken(seat.token);
  // after: 0 replays the whole log before going live; the channel resumes from its last seq after a drop.
  const channel = client.channel(seat.sid, { after: 0, maxBackoffMs: 2_000 });
  const current: Table = {
    seat,
    client,
    channel,
    session: null,
    protocol: null,
    operations: [],
    controllers: {},
    epoch: 0,
    forms: new Map(),
  };
  table = current;
  delete $("#status").dataset.status;
  showStatus(current);
  $("#me").textContent = seat.role === "gm" ? "You are the GM." : `You play as ${seat.name}.`;
  let heard = channel.state.status;
  channel.subscribe((state) => {
    if (state.status !== heard) showStatus(current); // new events: shown by the loop below, once logged
    heard = state.status;
  });
  try {
    for await (const item of channel) {
      if (table !== current) break; // the page left this seat (or took a new token)
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
    const reason = error instanceof ChannelClosed ? (error.gaveUp ? "gave_up" : error.reason ?? String(error.code)) : String(error);
    $("#status").dataset.status = "closed";
    $("#status").dataset.reason = reason;
    $("#status").textContent = `Disconnected for good: ${CLOSED[reason] ?? reason}.`;
  }
}

const CLOSED: Record<string, string> = {
  not_a_member: "you are no longer at this table",
  bad_token: "this seat's token no longer works",
  unknown_session: "this table no longer exists",
  gave_up: "the server could not be reached for minutes; reload the page to try again",
};

/** The session view again, after an event that changed it (a removed player's token fails: the socket's
 * close says why). */
async function refresh(current: Table): Promise<void> {
  try {
    current.session = await current.client.session(current.seat.sid);
  } catch {
    return;
  }
  showSession(current);
}

async function loadSystem(current: Table): Promise<void> {
  const system = current.session?.system ?? "";
  const [systems, protocol] = await Promise.all([anonymous.systems(), anonymous.combatProtocol(system)]);
  current.protocol = protocol as unknown as Protocol;
  current.operations = systems.find((candidate) => candidate.id === system)?.operations ?? [];
  const select = $<HTMLSelectElement>("#roll-operation");
  select.replaceChildren(
    h("option", { value: "notation" }, "Dice notation"),
    ...current.operations.map((operation) => h("option", { value: operation }, operation)),
  );
  select.dispatchEvent(new Event("change"));
}

/** The channel's status, but "live" only once the page shows everything the channel has delivered: the
 * session, the system's protocol and the log up to the channel's last seq. */
function showStatus(current: Table): void {
  if (table !== current) return;
  const state = current.channel.state;
  const status = $("#status");
  if (status.dataset.status === "closed" && state.status === "closed") return;
  const shown = Number($("#log").dataset.lastSeq);
  const behind = current.session === null || current.protocol === null || shown < (state.lastSeq ?? 0);
  const phase = state.status === "live" && behind ? "catching-up" : state.status;
  status.dataset.lastSeq = String(shown);
  if (status.dataset.status === phase) return; // the text changes only with the state: it is announced
  status.dataset.status = phase;
  status.textContent = {
    connecting: "Connecting…",
    "catching-up": "Catching up with the table…",
    live: "Live: caught up with the table.",
    reconnecting: "Offline: reconnecting…",
    closed: "Disconnected.",
  }[phase];
  showPeople(current);
}

function showSession(current: Table): void {
  const session = current.session;
  if (session === null) return;
  $("#table-name").textContent = `${session.name} (${session.system})${session.ended ? ": ended" : ""}`;
  const invite = $("#invite");
  const code = (session as { join_code?: string }).join_code;
  invite.hidden = code === undefined;
  if (code !== undefined) {
    const link = `${location.origin}/table/#join=${encodeURIComponent(session.id)}&code=${encodeURIComponent(code)}`;
    $("#invite-table").textContent = session.id;
    $("#invite-code").textContent = code;
    $<HTMLAnchorElement>("#invite-link").href = link;
  }
  showPeople(current);
  showCombat(current);
}

function showPeople(current: Table): void {
  const session = current.session;
  if (session === null) return;
  const presence = current.channel.state.presence;
  const online = (id: string, fallback: boolean): boolean => (presence ? presence.online.includes(id) : fallback);
  const state = (on: boolean): string => (on ? "online" : "offline");
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

// -- the log --------------------------------------------------------------------------------------------

const VISIBILITY: Record<string, string> = {
  public: "everyone",
  gm: "the GM and the roller",
  blind: "the GM only",
  self: "the roller only",
};

function logEvent(current: Table, event: Event): void {
  const log = $("#log");
  const entry = h("li", { "data-seq": String(event.seq), "data-type": event.type }, h("span", { class: "seq" }, `#${event.seq}`), " ");
  if (event.type === "hidden") {
    entry.append(h("em", {}, "Hidden event: not for your eyes."));
  } else {
    const full = event as Event & { actor?: { role: string; name?: string | null }; data?: JsonObject };
    const data = full.data ?? {};
    const who = full.actor ? (full.actor.role === "gm" ? "GM" : full.actor.name ?? "a player") : "";
    entry.append(h("strong", {}, who), ` ${event.type.replaceAll("_", " ")}`);
    if (event.type === "roll") {
      const result = (data.result ?? {}) as JsonObject;
      entry.append(
        `: ${String(data.label ?? data.operation)}`,
        h("div", { class: "breakdown" }, String(result.breakdown ?? JSON.stringify(result))),
        h("div", { class: "visibility" }, `Seen by ${VISIBILITY[String(data.visibility)] ?? String(data.visibility)}`),
      );
    } else if (typeof data.phase === "string") {
      entry.append(`: ${data.phase}${typeof data.combatant === "string" ? ` for ${data.combatant}` : ""}`);
      if (typeof data.next_phase === "string") entry.append(` → ${data.next_phase}`);
    } else if (typeof data.name === "string") {
      entry.append(`: ${data.name}`);
    }
    if (event.type === "combat_started") {
      current.controllers = (data.controllers ?? {}) as Record<string, string>;
    }
    if (["combat_started", "phase_resolved", "round_started", "combat_ended"].includes(event.type)) current.epoch += 1;
    if (Object.keys(data).length > 0) {
      entry.append(h("details", {}, h("summary", {}, "Details"), h("pre", {}, JSON.stringify(data, null, 1))));
    }
  }
  log.append(entry);
  log.dataset.lastSeq = String(event.seq);
  log.scrollTop = log.scrollHeight; // the log's own box follows the newest event, the page stays put
}

// -- the roll box ---------------------------------------------------------------------------------------

function rollBody(): { operation: string; input: JsonObject } {
  const operation = $<HTMLSelectElement>("#roll-operation").value;
  if (operation === "notation") return { operation, input: { expression: $<HTMLInputElement>("#roll-expression").value } };
  const text = $<HTMLTextAreaElement>("#roll-input").value.trim();
  return { operation, input: (text === "" ? {} : JSON.parse(text)) as JsonObject };
}

$("#roll-operation").addEventListener("change", () => {
  const notation = $<HTMLSelectElement>("#roll-operation").value === "notation";
  $("#roll-expression-field").hidden = !notation;
  $("#roll-input-field").hidden = notation;
  $("#odds").replaceChildren();
});

function describeOdds(odds: JsonObject): string {
  if (typeof odds.mean === "number") {
    const at = Object.entries((odds.at_least ?? {}) as Record<string, number>);
    const middle = at.length > 0 ? at[Math.floor(at.length / 2)] : undefined;
    const median = middle ? `; ${(middle[1] * 100).toFixed(1)}% at least ${middle[0]}` : "";
    return `Mean ${odds.mean.toFixed(2)}, from ${String(odds.min)} to ${String(odds.max)}${median}.`;
  }
  const outcomes = (odds.outcomes ?? {}) as Record<string, { value: unknown; probability: number; absent?: boolean }[]>;
  return Object.entries(outcomes)
    .filter(([, values]) => values.length <= 6)
    .slice(0, 4)
    .map(([name, values]) => `${name}: ${values.filter((v) => !v.absent).map((v) => `${String(v.value)} ${(v.probability * 100).toFixed(1)}%`).join(", ")}`)
    .join("; ");
}

let oddsAsked = 0;

/** The odds of what the roll box holds now, shown under it; `quiet`: asked as the player types (no notice,
 * and an answer to an older question never replaces a newer one). */
function showOdds(current: Table, quiet: boolean): void {
  const asked = ++oddsAsked;
  const work = (): Promise<JsonObject> => {
    const { operation, input } = rollBody();
    return current.client.tableRollOdds(current.seat.sid, operation, input);
  };
  const shown = (odds: JsonObject): string => {
    const text = describeOdds(odds);
    if (asked === oddsAsked) $("#odds").textContent = text;
    return `Odds: ${text}`;
  };
  if (!quiet) {
    void act("Odds", work, shown);
    return;
  }
  Promise.resolve()
    .then(work)
    .then(shown, () => {
      if (asked === oddsAsked) $("#odds").textContent = "";
    });
}

let typing: ReturnType<typeof setTimeout> | undefined;
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
  const label = $<HTMLInputElement>("#roll-label").value.trim() || undefined;
  const visibility = $<HTMLSelectElement>("#roll-visibility").value as "public" | "gm" | "blind" | "self";
  const roll = (): ReturnType<RulesClient["rollAtTable"]> => {
    const { operation, input } = rollBody(); // a malformed input is the action's error, shown in the notice
    return current.client.rollAtTable(current.seat.sid, operation, input, { label, visibility });
  };
  void act("Rolling", roll, (rolled) =>
    `Rolled: ${String((rolled.result as JsonObject).breakdown ?? "")}`,
  );
});

// -- the combat panel -----------------------------------------------------------------------------------

/** A declaration form for `who` (a combatant, or null for the GM's table-wide part) in `phase`. */
function declarationForm(current: Table, phase: Phase, schema: Schema, who: string | null): HTMLElement {
  const title = who === null ? `Table-wide part (GM) of ${phase.id}` : `Declare for ${who}`;
  const generated: Field = field(title, schema, schema, false, true);
  const examples = (schema.examples ?? []) as JsonObject[];
  const form = h("form", { class: "declaration", "data-phase": phase.id, "data-combatant": who ?? "" }, h("h4", {}, title));
  form.setAttribute("aria-label", title);
  if (examples.length > 0) {
    const id = `example-${who ?? "gm"}-${phase.id}`;
    const pick = h("select", { id, class: "example" }, h("option", { value: "" }, "(choose an example to fill the form)"));
    examples.forEach((example, index) => pick.append(h("option", { value: String(index) }, JSON.stringify(example))));
    pick.addEventListener("change", () => {
      if (pick.value !== "") generated.set(examples[Number(pick.value)]);
    });
    form.append(h("div", { class: "field" }, h("label", { for: id }, "Fill from an example"), pick));
  }
  form.append(generated.element, h("button", { type: "submit" }, who === null ? "Declare for the table" : `Declare for ${who}`));
  form.addEventListener("submit", (submitted) => {
    submitted.preventDefault();
    let declaration: JsonObject;
    try {
      declaration = (generated.get() ?? {}) as JsonObject;
    } catch (error) {
      $("#notice").dataset.outcome = "error";
      $("#notice").textContent = `The form does not hold valid JSON: ${String(error)}`;
      return;
    }
    void act(`Declaring ${who ?? "for the table"}`, () =>
      current.client.declare(current.seat.sid, phase.id, declaration, who ?? undefined),
    (declared) => (declared.resolved ? "Declared: the phase resolved." : `Declared; waiting for ${declared.pending.join(", ") || "the GM"}.`));
  });
  return form;
}

function seatsFor(setup: unknown): string[] {
  // The combatants of a start body: objects with an id in its top-level lists.
  if (setup === null || typeof setup !== "object") return [];
  return Object.values(setup).flatMap((list) =>
    Array.isArray(list) ? list.filter((item) => item && typeof item === "object" && typeof item.id === "string").map((item) => item.id as string) : [],
  );
}

function startForm(current: Table): HTMLElement {
  const protocol = current.protocol as Protocol;
  const examples = (protocol.start_schema.examples ?? []) as JsonObject[];
  const area = h("textarea", { id: "start-setup", rows: "8", spellcheck: "false" });
  area.value = JSON.stringify(examples[0] ?? {}, null, 1);
  const seats = h("fieldset", { id: "seats" }, h("legend", {}, "Who controls each combatant"));
  const players = current.session?.players ?? [];
  const showSeats = (): void => {
    let setup: unknown;
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
    h("button", { type: "submit" }, "Start combat"),
  );
  form.addEventListener("submit", (submitted) => {
    submitted.preventDefault();
    let setup: JsonObject;
    try {
      setup = JSON.parse(area.value) as JsonObject;
    } catch (error) {
      $("#notice").dataset.outcome = "error";
      $("#notice").textContent = `The set-up is not valid JSON: ${String(error)}`;
      return;
    }
    for (const select of seats.querySelectorAll<HTMLSelectElement>("select[data-combatant]")) {
      if (select.value === "") continue;
      for (const list of Object.values(setup)) {
        if (!Array.isArray(list)) continue;
        for (const item of list as JsonObject[]) if (item?.id === select.dataset.combatant) item.controller = select.value;
      }
    }
    void act("Starting the combat", () => current.client.startCombat(current.seat.sid, setup));
  });
  return form;
}

function showCombat(current: Table): void {
  const panel = $("#combat-body");
  const combat = current.channel.state.combat as (JsonObject & { phase?: string; pending?: string[] }) | null;
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
    h("p", { id: "pending", "data-pending": pending.join(" ") }, pending.length > 0 ? `Still to declare: ${pending.join(", ")}` : "Nobody has to declare."),
  ];
  const forms: HTMLElement[] = [];
  const kept = new Map<string, HTMLElement>();
  const reuse = (formKey: string, build: () => HTMLElement): void => {
    const form = current.forms.get(formKey) ?? build();
    kept.set(formKey, form);
    forms.push(form);
  };
  if (phase?.declaration_schema) {
    for (const combatant of pending) {
      const controller = current.controllers[combatant];
      const mine = gm ? controller === undefined : controller === current.seat.playerId;
      if (mine) reuse(`${current.epoch}:${combatant}`, () => declarationForm(current, phase, phase.declaration_schema as Schema, combatant));
    }
  }
  if (gm && phase?.gm_declaration_schema) {
    reuse(`${current.epoch}:gm`, () => declarationForm(current, phase, phase.gm_declaration_schema as Schema, null));
  }
  current.forms = kept;
  const actions: HTMLElement[] = [];
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

// -- GM tools -------------------------------------------------------------------------------------------

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
    // The old token stops working and its socket is closed (4401): follow the table again with the new one.
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

// -- start ----------------------------------------------------------------------------------------------

const resumed = new URLSearchParams(location.hash.slice(1)).get("table");
const stored = resumed === null ? null : localStorage.getItem(STORE + resumed);
if (stored !== null) void enterTable(JSON.parse(stored) as Seat);
else void startScreen();
