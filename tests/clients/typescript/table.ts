// A browser VTT's use of the API, through types generated from the server's own OpenAPI document
// (openapi-typescript) and openapi-fetch: roll, make the README's check, create a session, join it and
// roll at the table. Type-checked strictly and run against a live server by tests/clients/test_typescript.py.
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
  await api.POST("/v1/sessions", { body: { system: "fimbulvinter", name: "TypeScript table" } }),
  "create the session",
);
const sid = created.id;
const joined = body(
  await api.POST("/v1/sessions/{sid}/players", {
    params: { path: { sid } },
    body: { name: "Ulla", join_code: created.join_code },
  }),
  "join",
);
const gm = createClient<paths>({ baseUrl, headers: bearer(created.gm_token) });
const player = createClient<paths>({ baseUrl, headers: bearer(joined.token) });

// The GM rolls the same check at the table with its dice (by default only the GM may supply dice);
// visibility is left to the session's default (public).
const logged = body(
  await gm.POST("/v1/sessions/{sid}/rolls", {
    params: { path: { sid } },
    body: { operation: "check", input: readmeCheck },
  }),
  "roll at the table",
);
expect(logged.result !== null && logged.receipt !== null, "a public roll to show its result and receipt");

const view = body(await gm.GET("/v1/sessions/{sid}", { params: { path: { sid } } }), "the GM's view");
expect(view.version === logged.seq, `the session at version ${logged.seq}, not ${view.version}`);
expect(
  view.players.some((someone) => someone.id === joined.player_id && someone.name === "Ulla"),
  "Ulla among the players",
);

const page = body(
  await player.GET("/v1/sessions/{sid}/events", { params: { path: { sid }, query: { after: 0 } } }),
  "the events",
);
expect(page.version === logged.seq && page.events.length === logged.seq, "every event up to the roll");

console.log(JSON.stringify({ session: sid, version: view.version, events: page.events.length }));
