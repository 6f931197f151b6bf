// Generated from /v1/asyncapi.json by scripts/generate.mjs: do not edit.

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** Actor */
        Actor: {
            /**
             * Role
             * @enum {string}
             */
            role: "gm" | "player";
            /** Id */
            id: string;
            /** Name */
            name: string;
        };
        /** CombatEndedEvent */
        CombatEndedEvent: {
            /** Seq */
            seq: number;
            /**
             * At
             * @description RFC 3339, UTC, milliseconds.
             */
            at: string;
            actor: components["schemas"]["Actor"] | null;
            /**
             * Type
             * @constant
             */
            type: "combat_ended";
            data: components["schemas"]["PhaseData"];
        };
        /**
         * CombatReceipt
         * @description A compact JWS (EdDSA, `kid` in its header) over the record's JSON, verifiable against
         *     `GET /v1/keys`, and the record (its payload, decoded).
         */
        CombatReceipt: {
            /** Jws */
            jws: string;
            record: components["schemas"]["CombatStepRecord"];
        };
        /** CombatStartedData */
        CombatStartedData: {
            /** Combat Id */
            combat_id: string;
            /**
             * Phase
             * @description The combat's first phase.
             */
            phase: string;
            /** Round */
            round: number;
            /**
             * Controllers
             * @description combatant id → the player id controlling it.
             */
            controllers: {
                [key: string]: string;
            };
            /**
             * Result
             * @description The system's `combat_start` result, as the caller may see it.
             */
            result: {
                [key: string]: unknown;
            };
            /** @description Null when starting rolled no dice. */
            receipt: components["schemas"]["CombatReceipt"] | null;
        };
        /** CombatStartedEvent */
        CombatStartedEvent: {
            /** Seq */
            seq: number;
            /**
             * At
             * @description RFC 3339, UTC, milliseconds.
             */
            at: string;
            actor: components["schemas"]["Actor"] | null;
            /**
             * Type
             * @constant
             */
            type: "combat_started";
            data: components["schemas"]["CombatStartedData"];
        };
        /**
         * CombatStepRecord
         * @description What a combat step's receipt signs: its input and result only by their SHA-256 (they may hold what
         *     only the GM may see), as the SHA-256 of their JSON with keys sorted.
         */
        CombatStepRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * Operation
             * @description `combat_start`, or `combat:<phase>` for a phase that resolved.
             */
            operation: string;
            /**
             * Combat
             * @description The combat's id.
             */
            combat: string;
            /** Round */
            round: number;
            /** Input Sha256 */
            input_sha256: string;
            /** Faces */
            faces: number[];
            /** Result Sha256 */
            result_sha256: string;
            /**
             * Time
             * @description RFC 3339, UTC.
             */
            time: string;
            /**
             * Forced
             * @description Whether a caller supplied faces (forced `dice`, or declared rolls).
             */
            forced: boolean;
        };
        /** DeclaredData */
        DeclaredData: {
            /** Combat Id */
            combat_id: string;
            /** Phase */
            phase: string;
            /** Round */
            round: number;
            /**
             * Combatant
             * @description Null for the GM's table-wide declaration.
             */
            combatant: string | null;
            /**
             * Declaration
             * @description The part declared, as the caller may see it.
             */
            declaration: {
                [key: string]: unknown;
            };
            /**
             * Pending
             * @description Who must still declare in this phase.
             */
            pending: string[];
        };
        /** DeclaredEvent */
        DeclaredEvent: {
            /** Seq */
            seq: number;
            /**
             * At
             * @description RFC 3339, UTC, milliseconds.
             */
            at: string;
            actor: components["schemas"]["Actor"] | null;
            /**
             * Type
             * @constant
             */
            type: "declared";
            data: components["schemas"]["DeclaredData"];
        };
        /**
         * EventMessage
         * @description One event of the log: replayed (without `combat`), or live.
         */
        EventMessage: {
            /**
             * Type
             * @constant
             */
            type: "event";
            /** Seq */
            seq: number;
            /** Event */
            event: components["schemas"]["SessionCreatedEvent"] | components["schemas"]["SessionChangedEvent"] | components["schemas"]["SessionEndedEvent"] | components["schemas"]["PlayerJoinedEvent"] | components["schemas"]["PlayerLeftEvent"] | components["schemas"]["RollEvent"] | components["schemas"]["CombatStartedEvent"] | components["schemas"]["DeclaredEvent"] | components["schemas"]["PhaseResolvedEvent"] | components["schemas"]["RoundStartedEvent"] | components["schemas"]["CombatEndedEvent"] | components["schemas"]["HiddenEvent"];
            /**
             * Combat
             * @description Live events only: the combat as this client may see it after the event (null: no combat); the system's state view plus `pending`.
             * @default null
             */
            combat: {
                [key: string]: unknown;
            } | null;
        };
        /**
         * Hello
         * @description The first message: who the client is, and the last event it has (to resume after a drop).
         */
        Hello: {
            /**
             * Type
             * @constant
             */
            type: "hello";
            /**
             * Token
             * @description The GM's or a player's bearer token.
             */
            token: string;
            /**
             * After
             * @description The last seq the client has: the events after it are replayed before `live`.
             */
            after?: number | null;
        };
        /**
         * HiddenEvent
         * @description An event the caller may not see: nothing of it but its place in the log.
         */
        HiddenEvent: {
            /** Seq */
            seq: number;
            /**
             * Type
             * @constant
             */
            type: "hidden";
            /** At */
            at: string;
        };
        JsonValue: unknown;
        /**
         * Live
         * @description The replay is over: what follows is live. Sent on every connection.
         */
        Live: {
            /**
             * Type
             * @constant
             */
            type: "live";
            /**
             * Seq
             * @description The seq of the last event replayed (the snapshot's when none was).
             */
            seq: number;
        };
        /**
         * NotationRollData
         * @description A table roll in generic notation: `input` and `result` are the bodies of `POST /v1/rolls`.
         */
        NotationRollData: {
            /**
             * Operation
             * @description Generic dice notation.
             * @constant
             */
            operation: "notation";
            input: components["schemas"]["RollRequest"];
            result: components["schemas"]["RollResponse"];
            /**
             * Visibility
             * @enum {string}
             */
            visibility: "public" | "gm" | "blind" | "self";
            /**
             * Label
             * @description What the roll is for.
             * @default null
             */
            label: string | null;
            receipt: components["schemas"]["RollReceipt"];
        };
        /**
         * PhaseData
         * @description A combat step: a phase resolved (by the last declaration or the GM), or the GM ended the combat.
         */
        PhaseData: {
            /** Combat Id */
            combat_id: string;
            /**
             * Phase
             * @description The phase that resolved.
             */
            phase: string;
            /** Round */
            round: number;
            /**
             * Next Phase
             * @description The phase now current (`ended` once the combat is over).
             */
            next_phase: string;
            /** Next Round */
            next_round: number;
            /**
             * Declarations
             * @description The phase's declarations by combatant id (`""`: the GM's), as the caller may see them.
             */
            declarations?: {
                [key: string]: unknown;
            };
            /**
             * @description Present when a phase resolved; null when it rolled no dice.
             * @default null
             */
            receipt: components["schemas"]["CombatReceipt"] | null;
            /**
             * Reason
             * @description Present when the GM ended the combat.
             * @constant
             */
            reason?: "gm";
            /**
             * Result
             * @description The step's outcome, as the caller may see it.
             */
            result: {
                [key: string]: unknown;
            };
        };
        /** PhaseResolvedEvent */
        PhaseResolvedEvent: {
            /** Seq */
            seq: number;
            /**
             * At
             * @description RFC 3339, UTC, milliseconds.
             */
            at: string;
            actor: components["schemas"]["Actor"] | null;
            /**
             * Type
             * @constant
             */
            type: "phase_resolved";
            data: components["schemas"]["PhaseData"];
        };
        /**
         * Ping
         * @description An application-level ping, for clients that cannot see the protocol's (browsers).
         */
        Ping: {
            /**
             * Type
             * @constant
             */
            type: "ping";
            /**
             * Id
             * @description Any JSON value; the pong carries it back.
             */
            id?: components["schemas"]["JsonValue"];
        };
        /** PlayerData */
        PlayerData: {
            /** Player Id */
            player_id: string;
            /** Name */
            name: string;
        };
        /** PlayerJoinedEvent */
        PlayerJoinedEvent: {
            /** Seq */
            seq: number;
            /**
             * At
             * @description RFC 3339, UTC, milliseconds.
             */
            at: string;
            actor: components["schemas"]["Actor"] | null;
            /**
             * Type
             * @constant
             */
            type: "player_joined";
            data: components["schemas"]["PlayerData"];
        };
        /** PlayerLeftEvent */
        PlayerLeftEvent: {
            /** Seq */
            seq: number;
            /**
             * At
             * @description RFC 3339, UTC, milliseconds.
             */
            at: string;
            actor: components["schemas"]["Actor"] | null;
            /**
             * Type
             * @constant
             */
            type: "player_left";
            data: components["schemas"]["PlayerData"];
        };
        /** PlayerPublic */
        PlayerPublic: {
            /** Id */
            id: string;
            /** Name */
            name: string;
            /**
             * Online
             * @description Whether the player has a socket open to the session (on any worker).
             */
            online: boolean;
        };
        /**
         * Pong
         * @description The answer to a ping.
         */
        Pong: {
            /**
             * Type
             * @constant
             */
            type: "pong";
            /**
             * Id
             * @description The ping's `id`, when it had one.
             */
            id?: components["schemas"]["JsonValue"];
        };
        /**
         * Presence
         * @description Who is connected, whenever that changes (not an event: no seq, not in the log).
         */
        Presence: {
            /**
             * Type
             * @constant
             */
            type: "presence";
            /** Gm Online */
            gm_online: boolean;
            /**
             * Online
             * @description The ids of the players with a socket open, on any worker.
             */
            online: string[];
        };
        /** RollEvent */
        RollEvent: {
            /** Seq */
            seq: number;
            /**
             * At
             * @description RFC 3339, UTC, milliseconds.
             */
            at: string;
            actor: components["schemas"]["Actor"] | null;
            /**
             * Type
             * @constant
             */
            type: "roll";
            /** Data */
            data: components["schemas"]["NotationRollData"] | components["schemas"]["SystemRollData"];
        };
        /**
         * RollReceipt
         * @description A compact JWS (EdDSA, `kid` in its header) over the record's JSON, verifiable against
         *     `GET /v1/keys`, and the record (its payload, decoded).
         */
        RollReceipt: {
            /** Jws */
            jws: string;
            record: components["schemas"]["RollRecord"];
        };
        /**
         * RollRecord
         * @description What a table roll's receipt signs.
         */
        RollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /** Operation */
            operation: string;
            /**
             * Input
             * @description The roll's `input`, as given.
             */
            input: {
                [key: string]: unknown;
            };
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            /**
             * Result
             * @description The roll's `result`.
             */
            result: {
                [key: string]: unknown;
            };
            /**
             * Time
             * @description RFC 3339, UTC.
             */
            time: string;
            /**
             * Forced
             * @description Whether the caller supplied the faces (`input.dice`).
             */
            forced: boolean;
        };
        /**
         * RollRequest
         * @description A dice expression in the grammar of Avrae's d20, optionally with forced faces.
         */
        RollRequest: {
            /**
             * Expression
             * @description Dice notation as d20 reads it: `4d6kh3+2`, `2d20kl1`, `1d6e6`, `4d6ro<3`, `8d6mi2`, `(1d8+2)*2`; text after a complete expression is a comment (`1d20+5 to hit`).
             * @example 4d6kh3+2
             */
            expression: string;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             * @default null
             */
            dice: number[] | null;
        };
        /** RollResponse */
        RollResponse: {
            /**
             * Expression
             * @description The expression as given.
             */
            expression: string;
            /**
             * Total
             * @description The result, as d20 gives it: an integer, `/` truncated toward zero at the end.
             */
            total: number;
            /**
             * Dice
             * @description Every face rolled, in order, rerolled and exploded ones included.
             */
            dice: number[];
            /**
             * Breakdown
             * @description A human-readable account, at most 2,000 characters (longer ones are shortened, keeping the total); dropped faces are ~~struck~~, exploded ones end in !, `1 -> 3` is a face `mi`/`ma` changed.
             */
            breakdown: string;
            /**
             * Comment
             * @description The text after the expression (`to hit` in `1d20+5 to hit`), or null.
             */
            comment: string | null;
        };
        /** RoundStartedEvent */
        RoundStartedEvent: {
            /** Seq */
            seq: number;
            /**
             * At
             * @description RFC 3339, UTC, milliseconds.
             */
            at: string;
            actor: components["schemas"]["Actor"] | null;
            /**
             * Type
             * @constant
             */
            type: "round_started";
            data: components["schemas"]["PhaseData"];
        };
        /**
         * SessionChangedData
         * @description What the GM changed: the new name, the whole new settings, or both.
         */
        SessionChangedData: {
            /**
             * Name
             * @description Present when the session was renamed.
             */
            name?: string;
            /**
             * Settings
             * @description Every setting as it now is; present when settings changed.
             */
            settings?: components["schemas"]["SettingsShown"];
        };
        /** SessionChangedEvent */
        SessionChangedEvent: {
            /** Seq */
            seq: number;
            /**
             * At
             * @description RFC 3339, UTC, milliseconds.
             */
            at: string;
            actor: components["schemas"]["Actor"] | null;
            /**
             * Type
             * @constant
             */
            type: "session_changed";
            data: components["schemas"]["SessionChangedData"];
        };
        /** SessionCreatedData */
        SessionCreatedData: {
            /** Id */
            id: string;
            /** System */
            system: string;
            /** Name */
            name: string;
        };
        /** SessionCreatedEvent */
        SessionCreatedEvent: {
            /** Seq */
            seq: number;
            /**
             * At
             * @description RFC 3339, UTC, milliseconds.
             */
            at: string;
            actor: components["schemas"]["Actor"] | null;
            /**
             * Type
             * @constant
             */
            type: "session_created";
            data: components["schemas"]["SessionCreatedData"];
        };
        /**
         * SessionEndedData
         * @description Nothing: the session is read-only from this event on.
         */
        SessionEndedData: Record<string, never>;
        /** SessionEndedEvent */
        SessionEndedEvent: {
            /** Seq */
            seq: number;
            /**
             * At
             * @description RFC 3339, UTC, milliseconds.
             */
            at: string;
            actor: components["schemas"]["Actor"] | null;
            /**
             * Type
             * @constant
             */
            type: "session_ended";
            data: components["schemas"]["SessionEndedData"];
        };
        /** SessionView */
        SessionView: {
            /** Id */
            id: string;
            /** System */
            system: string;
            /** Name */
            name: string;
            /** Version */
            version: number;
            /**
             * Ended
             * @description An ended session is read-only: writes and joins are 409.
             */
            ended: boolean;
            settings: components["schemas"]["SettingsShown"];
            /** Players */
            players: components["schemas"]["PlayerPublic"][];
            /**
             * Gm Online
             * @description Whether the GM has a socket open to the session (on any worker).
             */
            gm_online: boolean;
            /**
             * Combat
             * @description The combat's state as this caller may see it, plus `pending` (who must still declare).
             */
            combat: {
                [key: string]: unknown;
            } | null;
            /**
             * Join Code
             * @description The GM's view only (null for a session created before codes were kept, until rotated).
             * @default null
             */
            join_code: string | null;
        };
        /**
         * SettingsShown
         * @description The session's settings as views show them: every setting, defaults included.
         */
        SettingsShown: {
            /**
             * Forced Dice
             * @enum {string}
             */
            forced_dice: "gm" | "everyone" | "nobody";
            /**
             * Default Visibility
             * @enum {string}
             */
            default_visibility: "public" | "gm" | "blind" | "self";
        };
        /**
         * Snapshot
         * @description The answer to a hello: the session at version `seq` as this client may see it.
         */
        Snapshot: {
            /**
             * Type
             * @constant
             */
            type: "snapshot";
            /** Seq */
            seq: number;
            /** @description The `GET /v1/sessions/{sid}` view for this client. */
            session: components["schemas"]["SessionView"];
        };
        /**
         * SystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (see that operation's schemas).
         */
        SystemRollData: {
            /**
             * Operation
             * @description An operation of the session's system.
             */
            operation: string;
            /** Input */
            input: {
                [key: string]: unknown;
            };
            /** Result */
            result: {
                [key: string]: unknown;
            };
            /**
             * Visibility
             * @enum {string}
             */
            visibility: "public" | "gm" | "blind" | "self";
            /**
             * Label
             * @description What the roll is for.
             * @default null
             */
            label: string | null;
            receipt: components["schemas"]["RollReceipt"];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;

/** The channel's close codes (`x-close-codes`) and whether a client should reconnect with `after`. */
export const CLOSE_CODES = [
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
  { code: 4429, name: "too_many_hellos", retry: true },
] as const;

export const API_VERSION = "1.0";
