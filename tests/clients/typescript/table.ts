// A browser VTT's use of the API, through types generated from the server's own OpenAPI document
// (openapi-typescript) and openapi-fetch: roll, make the README's check, create a session, join it, roll
// at the table, play one combat phase and read the log, its events typed by their type. Type-checked
// strictly and run against a live server by tests/clients/test_typescript.py.
//
//   node .build/js/typescript/table.js http://127.0.0.1:8000
import createClient from "openapi-fetch";

import type { components, paths } from "../.build/api.js";

type Problem = components["schemas"]["ProblemDocument"];

const baseUrl = process.argv[2];
if (baseUrl === undefined) {
  throw new Error("usage: node table.js BASE_URL");
}

/** The body of a successful answer; a problem document (or anything else) fails the script. */
function body<T>(answer: { data?: T; error?: Problem | unknown; response: Response }, step: string): T {
  if (answer.data === undefined) {
    throw new Error(`${step}: ${answer.response.status} ${JSON.stringify(answer.error)}`);
  }
  return answer.data;
}

function expect(condition: boolean, what: string): void {
  if (!condition) {
    throw new Error(`expected ${what}`);
  }
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const api = createClient<paths>({ baseUrl });

// Generic notation with forced dice, as the README shows it.
const roll = body(await api.POST("/v1/rolls", { body: { expression: "4d6kh3+2", dice: [3, 5, 1, 6] } }), "roll");
expect(roll.total === 16, `4d6kh3+2 with [3, 5, 1, 6] to total 16, not ${roll.total}`);

// The README's Fimbulvinter check: the fields with defaults are left out of the request.
const readmeCheck = { attribute: 1, skill: 4, difficulty: "challenging" as const, dice: [6] };
const check = body(await api.POST("/v1/systems/fimbulvinter/check", { body: readmeCheck }), "check");
expect(check.dice.length > 0 && check.breakdown.length > 0, "the check to report its dice and breakdown");

// A table: the GM creates it (no token needed), a player joins with the join code.
const created = body(
  await api.POST("/v1/sessions", { body: { system: "ars-magica", name: "TypeScript table" } }),
  "create the session",
);
const sid = created.id;
const path = { params: { path: { sid } } };
const joined = body(
  await api.POST("/v1/sessions/{sid}/players", { ...path, body: { name: "Ulla", join_code: created.join_code } }),
  "join",
);
const gm = createClient<paths>({ baseUrl, headers: bearer(created.gm_token) });
const player = createClient<paths>({ baseUrl, headers: bearer(joined.token) });

// The GM makes an Ars Magica check at the table with its dice (by default only the GM may supply dice);
// the player rolls generic notation. Visibility is left to the session's default (public).
const amCheck = { characteristic: 2, ability: 3, ease_factor: 9, dice: [5] };
const logged = body(
  await gm.POST("/v1/sessions/{sid}/rolls", { ...path, body: { operation: "check", input: amCheck } }),
  "roll at the table",
);
expect(logged.result !== null && logged.receipt !== null, "a public roll to show its result and receipt");
const notation = { operation: "notation" as const, input: { expression: "1d20+3" } };
body(await player.POST("/v1/sessions/{sid}/rolls", { ...path, body: notation }), "roll notation at the table");

// One round of combat, as the README plays it: Ulla's grog against the GM's bandit.
const grog = { id: "grog", side: "covenant", quickness: 1, dexterity: 1, strength: 2, stamina: 2, ability: 5 };
const bandit = { id: "bandit", side: "bandits", quickness: 0, dexterity: 1, strength: 1, stamina: 1, ability: 4 };
const controller = joined.player_id;
const combatants = [
  { ...grog, weapon: "sword_long", shield: "shield_heater", armour: "metal_scale_partial", controller },
  { ...bandit, weapon: "axe", armour: "heavy_leather_partial" },
];
body(await gm.POST("/v1/sessions/{sid}/combat", { ...path, body: { combatants } }), "start the combat");
body(await gm.POST("/v1/sessions/{sid}/combat/resolve", { ...path, body: { dice: [5, 7] } }), "initiative");
const declaration = (combatant: string, target: string) => ({
  phase: "declare",
  combatant,
  declaration: { action: "attack", target },
});
const first = body(
  await player.POST("/v1/sessions/{sid}/combat/declarations", { ...path, body: declaration("grog", "bandit") }),
  "Ulla declares",
);
expect(!first.resolved && first.pending.join() === "bandit", "the bandit still to declare");
const last = body(
  await gm.POST("/v1/sessions/{sid}/combat/declarations", { ...path, body: declaration("bandit", "grog") }),
  "the GM declares",
);
expect(last.resolved, "the last declaration to resolve the phase");

const view = body(await gm.GET("/v1/sessions/{sid}", path), "the GM's view");
expect(view.version === last.seq, `the session at version ${last.seq}, not ${view.version}`);
expect(
  view.players.some((someone) => someone.id === joined.player_id && someone.name === "Ulla"),
  "Ulla among the players",
);

// The log, typed by event: each type narrows to its own data.
type Event = components["schemas"]["EventsPage"]["events"][number];
type RollData = Extract<Event, { type: "roll" }>["data"];
type NotationRoll = components["schemas"]["NotationRollData"];
const isNotation = (data: RollData): data is NotationRoll => data.operation === "notation";

const page = body(
  await player.GET("/v1/sessions/{sid}/events", { params: { path: { sid }, query: { after: 0 } } }),
  "the events",
);
expect(page.version === last.seq && page.events.length === last.seq, "every event up to the last declaration");
const seen: string[] = [];
let notationTotal: number | null = null;
let phaseAfterDeclaring: string | null = null;
for (const event of page.events) {
  seen.push(event.type);
  switch (event.type) {
    case "roll":
      if (isNotation(event.data)) {
        notationTotal = event.data.result.total;
        expect(event.data.receipt.record.seq === event.seq, "the roll's receipt to sign its seq");
      }
      break;
    case "declared":
      expect(event.data.combatant === "grog" && event.data.pending[0] === "bandit", "Ulla's declaration logged");
      break;
    case "phase_resolved":
    case "round_started":
    case "combat_ended":
      if (event.data.phase === "declare") {
        phaseAfterDeclaring = event.data.next_phase;
      }
      break;
    case "hidden":
      throw new Error(`a public table hid event ${event.seq}`);
  }
}
expect(notationTotal !== null && notationTotal >= 4 && notationTotal <= 23, "the notation roll's total logged");
expect(phaseAfterDeclaring !== null, "the declared phase resolved in the log");

const played = { session: sid, version: view.version, events: page.events.length };
console.log(JSON.stringify({ ...played, types: seen, next: phaseAfterDeclaring }));
