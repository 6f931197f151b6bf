// The shapes of what the server takes and sends, from the generated documents (src/generated/): a request
// or answer is named by its route, which the contract fixes, so a renamed schema changes nothing here.
// Combat answers, views and results and system operations' bodies are JSON objects each system shapes its
// own way; the documents keep them as objects, and so does this package.
import type { components as messages } from "./generated/asyncapi.js";
import type { components, paths } from "./generated/openapi.js";

type JsonOf<R> = R extends { content: { "application/json": infer T } } ? T : never;

/** The JSON body of a route's successful answer. */
export type Answer<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: infer R }
  ? JsonOf<R[Extract<keyof R, 200 | 201 | 202>]>
  : never;

/** The JSON body a route takes. */
export type Body<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: { "application/json": infer B } };
}
  ? B
  : never;

export type JsonObject = { [key: string]: unknown };
export type Problem = components["schemas"]["ProblemDocument"];
export type SessionView = Answer<"/v1/sessions/{sid}", "get">;
export type SessionSettings = NonNullable<Body<"/v1/sessions", "post">["settings"]>;
export type CreatedSession = Answer<"/v1/sessions", "post">;
export type Joined = Answer<"/v1/sessions/{sid}/players", "post">;
export type TableRollBody = Body<"/v1/sessions/{sid}/rolls", "post">;
export type TableRoll = Answer<"/v1/sessions/{sid}/rolls", "post">;
export type Receipt = TableRoll["receipt"];
export type Roll = Answer<"/v1/rolls", "post">;
export type EventsPage = Answer<"/v1/sessions/{sid}/events", "get">;
export type Event = EventsPage["events"][number];
export type Declared = Answer<"/v1/sessions/{sid}/combat/declarations", "post">;
/** Start, resolve and end: the event's seq, the combat after the step (the system's view, plus `pending`)
 * and what the step produced, both as the caller may see them. */
export type CombatStep = Answer<"/v1/sessions/{sid}/combat/resolve", "post">;
export type Visibility = NonNullable<TableRollBody["visibility"]>;

/** The channel's messages, from the AsyncAPI document. */
export type ServerMessage =
  | messages["schemas"]["Snapshot"]
  | messages["schemas"]["EventMessage"]
  | messages["schemas"]["Live"]
  | messages["schemas"]["Presence"]
  | messages["schemas"]["Pong"];
export type Hello = messages["schemas"]["Hello"];
