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
            result: components["schemas"]["CombatResult"];
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
            declaration: components["schemas"]["CombatDeclarationLogged"];
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
            combat: components["schemas"]["CombatView"] | null;
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
                [key: string]: components["schemas"]["CombatDeclarationLogged"];
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
            result: components["schemas"]["CombatResult"];
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
            /** @description One of `RollRecord`'s branches, by `operation`: its `input` and `result` are that operation's. */
            record: components["schemas"]["RollRecord"];
        };
        /**
         * RollRecordFields
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        RollRecordFields: {
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
            combat: components["schemas"]["CombatView"] | null;
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
         * SystemRollFields
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        SystemRollFields: {
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
        /**
         * FimbulvinterFvCombatantInput
         * @description A Combatant (§11.1) entering a combat; absent fields take the spec's defaults.
         */
        FimbulvinterFvCombatantInput: {
            /** Id */
            id: string;
            /**
             * Name
             * @description Default: the id.
             */
            name?: string | null;
            /** Side */
            side: string;
            /**
             * Important
             * @description Default: `true`.
             */
            important?: boolean;
            /** Zone */
            zone?: string | null;
            /** Attributes */
            attributes?: {
                [key: string]: number;
            };
            /** Skills */
            skills?: {
                [key: string]: number;
            };
            /**
             * Weapon
             * @description Default: `"unarmed"`.
             * @enum {string}
             */
            weapon?: "throwing_knife" | "longbow" | "bow" | "crossbow" | "sword" | "sax" | "axe" | "long_staff" | "club" | "hammer" | "spear" | "pole_axe" | "dagger" | "knife" | "shield" | "unarmed" | "improvised";
            /**
             * Shield
             * @description Default: `false`.
             */
            shield?: boolean;
            /** Armour */
            armour?: ("leather_harness" | "ring_mail" | "lamellar" | "gambesson") | null;
            /**
             * Helmet
             * @description Default: `false`.
             */
            helmet?: boolean;
            /**
             * Armour Needs Repair
             * @description Default: `false`.
             */
            armour_needs_repair?: boolean;
            /**
             * Daze
             * @description Raised to the number of wounds.
             */
            daze?: number;
            /** Wounds */
            wounds?: components["schemas"]["FimbulvinterFvWoundInput"][];
            /** Damage Effects */
            damage_effects?: string[];
            /**
             * Damage Effect Priority
             * @description A permutation of the six attributes; default: their catalogue order.
             */
            damage_effect_priority?: string[] | null;
            /**
             * Knocked Out
             * @description Default: `false`.
             */
            knocked_out?: boolean;
            /**
             * Dead
             * @description Default: `false`.
             */
            dead?: boolean;
            /**
             * Action Points
             * @description Default: `0`.
             */
            action_points?: number;
            last_action?: components["schemas"]["FimbulvinterFvLastActionInput"] | null;
        };
        /** FimbulvinterFvLastActionInput */
        FimbulvinterFvLastActionInput: {
            /**
             * Type
             * @enum {string}
             */
            type: "attack" | "storm" | "rest" | "leave" | "move" | "ranged_attack" | "melee_attack";
            /** Weapon */
            weapon?: ("throwing_knife" | "longbow" | "bow" | "crossbow" | "sword" | "sax" | "axe" | "long_staff" | "club" | "hammer" | "spear" | "pole_axe" | "dagger" | "knife" | "shield" | "unarmed" | "improvised") | null;
            /** Round */
            round: number;
        };
        /** FimbulvinterFvSubfightInput */
        FimbulvinterFvSubfightInput: {
            /** Id */
            id?: string | null;
            /** First Man */
            first_man: string;
            /** Second Men */
            second_men: string[];
        };
        /** FimbulvinterFvWoundInput */
        FimbulvinterFvWoundInput: {
            /**
             * Severity
             * @enum {string}
             */
            severity: "light" | "serious" | "critical";
        };
        /** FimbulvinterFvZoneInput */
        FimbulvinterFvZoneInput: {
            /** Id */
            id: string;
            /** Properties */
            properties?: ("near_other_zone" | "height_advantage" | "balance_challenge" | "narrow" | "limited_sight" | "tight" | "hard_to_reach")[];
            /** Adjacent */
            adjacent?: string[];
            /** Sight Lines */
            sight_lines?: {
                [key: string]: "free" | "limited" | "obstructed";
            };
        };
        /**
         * FimbulvinterFvCombatStartInput
         * @example {
         *       "combatants": [
         *         {
         *           "armour": "gambesson",
         *           "attributes": {
         *             "finesse": 2,
         *             "power": 1,
         *             "soul": 1
         *           },
         *           "id": "hild",
         *           "shield": true,
         *           "side": "pcs",
         *           "skills": {
         *             "manovrer": 2,
         *             "skoldkamp": 2,
         *             "stridsvana": 2,
         *             "svardskamp": 4
         *           },
         *           "weapon": "sword"
         *         },
         *         {
         *           "attributes": {
         *             "finesse": 2,
         *             "quickness": 1
         *           },
         *           "id": "sven",
         *           "side": "pcs",
         *           "skills": {
         *             "bagskytte": 4,
         *             "manovrer": 1,
         *             "stridsvana": 1
         *           },
         *           "weapon": "bow"
         *         },
         *         {
         *           "armour": "leather_harness",
         *           "attributes": {
         *             "power": 2
         *           },
         *           "id": "ulf",
         *           "important": false,
         *           "side": "raiders",
         *           "skills": {
         *             "manovrer": 1,
         *             "stridsvana": 2,
         *             "yxkamp": 4
         *           },
         *           "weapon": "axe"
         *         }
         *       ],
         *       "subfights": [
         *         {
         *           "first_man": "hild",
         *           "id": "sf1",
         *           "second_men": [
         *             "ulf"
         *           ]
         *         }
         *       ]
         *     }
         */
        FimbulvinterFvCombatStartInput: {
            /** Combatants */
            combatants: components["schemas"]["FimbulvinterFvCombatantInput"][];
            /** Subfights */
            subfights?: components["schemas"]["FimbulvinterFvSubfightInput"][];
            /** Zones */
            zones?: components["schemas"]["FimbulvinterFvZoneInput"][];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /**
         * FimbulvinterFvCombatantInputSeated
         * @description A Combatant (§11.1) entering a combat; absent fields take the spec's defaults.
         */
        FimbulvinterFvCombatantInputSeated: {
            /** Id */
            id: string;
            /**
             * Name
             * @description Default: the id.
             */
            name?: string | null;
            /** Side */
            side: string;
            /**
             * Important
             * @description Default: `true`.
             */
            important?: boolean;
            /** Zone */
            zone?: string | null;
            /** Attributes */
            attributes?: {
                [key: string]: number;
            };
            /** Skills */
            skills?: {
                [key: string]: number;
            };
            /**
             * Weapon
             * @description Default: `"unarmed"`.
             * @enum {string}
             */
            weapon?: "throwing_knife" | "longbow" | "bow" | "crossbow" | "sword" | "sax" | "axe" | "long_staff" | "club" | "hammer" | "spear" | "pole_axe" | "dagger" | "knife" | "shield" | "unarmed" | "improvised";
            /**
             * Shield
             * @description Default: `false`.
             */
            shield?: boolean;
            /** Armour */
            armour?: ("leather_harness" | "ring_mail" | "lamellar" | "gambesson") | null;
            /**
             * Helmet
             * @description Default: `false`.
             */
            helmet?: boolean;
            /**
             * Armour Needs Repair
             * @description Default: `false`.
             */
            armour_needs_repair?: boolean;
            /**
             * Daze
             * @description Raised to the number of wounds.
             */
            daze?: number;
            /** Wounds */
            wounds?: components["schemas"]["FimbulvinterFvWoundInput"][];
            /** Damage Effects */
            damage_effects?: string[];
            /**
             * Damage Effect Priority
             * @description A permutation of the six attributes; default: their catalogue order.
             */
            damage_effect_priority?: string[] | null;
            /**
             * Knocked Out
             * @description Default: `false`.
             */
            knocked_out?: boolean;
            /**
             * Dead
             * @description Default: `false`.
             */
            dead?: boolean;
            /**
             * Action Points
             * @description Default: `0`.
             */
            action_points?: number;
            last_action?: components["schemas"]["FimbulvinterFvLastActionInput"] | null;
            /** @description The player who controls this combatant (a player id of the session): they declare for it and see what its side may see. */
            controller?: string;
        };
        /**
         * FimbulvinterCombatStartBody
         * @example {
         *       "combatants": [
         *         {
         *           "armour": "gambesson",
         *           "attributes": {
         *             "finesse": 2,
         *             "power": 1,
         *             "soul": 1
         *           },
         *           "id": "hild",
         *           "shield": true,
         *           "side": "pcs",
         *           "skills": {
         *             "manovrer": 2,
         *             "skoldkamp": 2,
         *             "stridsvana": 2,
         *             "svardskamp": 4
         *           },
         *           "weapon": "sword"
         *         },
         *         {
         *           "attributes": {
         *             "finesse": 2,
         *             "quickness": 1
         *           },
         *           "id": "sven",
         *           "side": "pcs",
         *           "skills": {
         *             "bagskytte": 4,
         *             "manovrer": 1,
         *             "stridsvana": 1
         *           },
         *           "weapon": "bow"
         *         },
         *         {
         *           "armour": "leather_harness",
         *           "attributes": {
         *             "power": 2
         *           },
         *           "id": "ulf",
         *           "important": false,
         *           "side": "raiders",
         *           "skills": {
         *             "manovrer": 1,
         *             "stridsvana": 2,
         *             "yxkamp": 4
         *           },
         *           "weapon": "axe"
         *         }
         *       ],
         *       "subfights": [
         *         {
         *           "first_man": "hild",
         *           "id": "sf1",
         *           "second_men": [
         *             "ulf"
         *           ]
         *         }
         *       ]
         *     }
         */
        FimbulvinterCombatStartBody: {
            /** Combatants */
            combatants: components["schemas"]["FimbulvinterFvCombatantInputSeated"][];
            /** Subfights */
            subfights?: components["schemas"]["FimbulvinterFvSubfightInput"][];
            /** Zones */
            zones?: components["schemas"]["FimbulvinterFvZoneInput"][];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FimbulvinterFvCombatantShown */
        FimbulvinterFvCombatantShown: {
            /** Id */
            id: string;
            /** Name */
            name: string;
            /** Side */
            side: string;
            /** Important */
            important: boolean;
            /** Zone */
            zone: string | null;
            /** Attributes */
            attributes: {
                [key: string]: number;
            };
            /** Skills */
            skills: {
                [key: string]: number;
            };
            /**
             * Weapon
             * @enum {string}
             */
            weapon: "throwing_knife" | "longbow" | "bow" | "crossbow" | "sword" | "sax" | "axe" | "long_staff" | "club" | "hammer" | "spear" | "pole_axe" | "dagger" | "knife" | "shield" | "unarmed" | "improvised";
            /** Shield */
            shield: boolean;
            /** Armour */
            armour: ("leather_harness" | "ring_mail" | "lamellar" | "gambesson") | null;
            /** Helmet */
            helmet: boolean;
            /** Armour Needs Repair */
            armour_needs_repair: boolean;
            /**
             * Daze
             * @description Play raises it past the 99 a combat starts with.
             */
            daze: number;
            /** Wounds */
            wounds: components["schemas"]["FimbulvinterFvWoundShown"][];
            /** Damage Effects */
            damage_effects: ("power" | "quickness" | "finesse" | "mind" | "soul" | "heart")[];
            /** Damage Effect Priority */
            damage_effect_priority: ("power" | "quickness" | "finesse" | "mind" | "soul" | "heart")[];
            /** Knocked Out */
            knocked_out: boolean;
            /** Dead */
            dead: boolean;
            /** Action Points */
            action_points: number;
            last_action: components["schemas"]["FimbulvinterFvLastActionShown"] | null;
        };
        /** FimbulvinterFvGainGroundPairShown */
        FimbulvinterFvGainGroundPairShown: {
            /** Attacker */
            attacker: string;
            /** Target */
            target: string;
        };
        /** FimbulvinterFvLastActionShown */
        FimbulvinterFvLastActionShown: {
            /**
             * Type
             * @enum {string}
             */
            type: "attack" | "storm" | "rest" | "leave" | "move" | "ranged_attack" | "melee_attack";
            /** Weapon */
            weapon: ("throwing_knife" | "longbow" | "bow" | "crossbow" | "sword" | "sax" | "axe" | "long_staff" | "club" | "hammer" | "spear" | "pole_axe" | "dagger" | "knife" | "shield" | "unarmed" | "improvised") | null;
            /** Round */
            round: number;
        };
        /**
         * FimbulvinterFvStoredActionShown
         * @description A declaration as stored: the common fields, plus those of its type.
         */
        FimbulvinterFvStoredActionShown: {
            /**
             * Type
             * @enum {string}
             */
            type: "attack" | "storm" | "rest" | "leave" | "move" | "ranged_attack" | "melee_attack";
            /** Override Knockout */
            override_knockout: boolean;
            /** Modifiers */
            modifiers: number;
            /** Activated Traits */
            activated_traits: string[];
            /** Reduce Daze Traits */
            reduce_daze_traits: string[];
            /** Skill */
            skill: string | null;
            /** Attribute */
            attribute: ("power" | "quickness" | "finesse" | "mind" | "soul" | "heart") | null;
            /**
             * Distance
             * @description Attacks: the pair's distance index, null for third men.
             * @default null
             */
            distance: number | null;
            /**
             * Sight Line
             * @description ranged_attack.
             * @default null
             */
            sight_line: ("free" | "limited" | "obstructed") | null;
            /**
             * Height Advantage
             * @description melee_attack.
             */
            height_advantage?: boolean;
            /**
             * Target
             * @description Attacks.
             */
            target?: string;
            /**
             * To Zone
             * @description move.
             * @default null
             */
            to_zone: string | null;
            /**
             * Zones
             * @description move.
             */
            zones?: number;
            /**
             * Opposed By
             * @description move and leave.
             * @default null
             */
            opposed_by: string | null;
        };
        /** FimbulvinterFvStoredDefenceShown */
        FimbulvinterFvStoredDefenceShown: {
            /**
             * Choice
             * @enum {string}
             */
            choice: "defend" | "gamble";
            /** Override Knockout */
            override_knockout: boolean;
            /** Skill */
            skill: string | null;
            /** Attribute */
            attribute: ("power" | "quickness" | "finesse" | "mind" | "soul" | "heart") | null;
            /** Modifiers */
            modifiers: number;
            /** Activated Traits */
            activated_traits: string[];
        };
        /** FimbulvinterFvSubfightShown */
        FimbulvinterFvSubfightShown: {
            /** Id */
            id: string;
            /** First Man */
            first_man: string;
            /** Second Men */
            second_men: string[];
            /** Distances */
            distances: {
                [key: string]: "body" | "arm" | "sword" | "pole" | "spear" | "bear" | "great_troll" | "dragon" | "free";
            };
            /** Advantage */
            advantage: string | null;
            /** Distance Changed */
            distance_changed: boolean;
            /** Holder Damaged */
            holder_damaged: boolean;
        };
        /** FimbulvinterFvWoundShown */
        FimbulvinterFvWoundShown: {
            /**
             * Severity
             * @enum {string}
             */
            severity: "light" | "serious" | "critical";
        };
        /** FimbulvinterFvZoneShown */
        FimbulvinterFvZoneShown: {
            /** Id */
            id: string;
            /** Properties */
            properties?: ("near_other_zone" | "height_advantage" | "balance_challenge" | "narrow" | "limited_sight" | "tight" | "hard_to_reach")[];
            /** Adjacent */
            adjacent?: string[];
            /** Sight Lines */
            sight_lines?: {
                [key: string]: "free" | "limited" | "obstructed";
            };
        };
        /**
         * FimbulvinterFvCombatStateShown
         * @description The combat state document (§11.1).
         */
        FimbulvinterFvCombatStateShown: {
            /**
             * System
             * @constant
             */
            system: "fimbulvinter";
            /** Round */
            round: number;
            /**
             * Phase
             * @enum {string}
             */
            phase: "distance" | "advantage" | "actions" | "defences" | "resolve" | "gain_ground" | "ended";
            /** Active Subfight */
            active_subfight: string | null;
            /** Subfights */
            subfights: components["schemas"]["FimbulvinterFvSubfightShown"][];
            /** Combatants */
            combatants: components["schemas"]["FimbulvinterFvCombatantShown"][];
            /** Zones */
            zones: components["schemas"]["FimbulvinterFvZoneShown"][];
            /** Next Subfight No */
            next_subfight_no: number;
            /** Pending Actions */
            pending_actions: {
                [key: string]: components["schemas"]["FimbulvinterFvStoredActionShown"];
            } | null;
            /** Turn Order */
            turn_order: string[] | null;
            /** Pending Defences */
            pending_defences: {
                [key: string]: components["schemas"]["FimbulvinterFvStoredDefenceShown"];
            } | null;
            /**
             * Gain Ground
             * @description Only in phase gain_ground.
             */
            gain_ground?: components["schemas"]["FimbulvinterFvGainGroundPairShown"];
        };
        /**
         * FimbulvinterCombatView
         * @description The combat state document (§11.1).
         */
        FimbulvinterCombatView: {
            /**
             * System
             * @constant
             */
            system: "fimbulvinter";
            /** Round */
            round: number;
            /**
             * Phase
             * @enum {string}
             */
            phase: "distance" | "advantage" | "actions" | "defences" | "resolve" | "gain_ground" | "ended";
            /** Active Subfight */
            active_subfight: string | null;
            /** Subfights */
            subfights: components["schemas"]["FimbulvinterFvSubfightShown"][];
            /** Combatants */
            combatants: components["schemas"]["FimbulvinterFvCombatantShown"][];
            /** Zones */
            zones: components["schemas"]["FimbulvinterFvZoneShown"][];
            /** Next Subfight No */
            next_subfight_no: number;
            /** Pending Actions */
            pending_actions: {
                [key: string]: components["schemas"]["FimbulvinterFvStoredActionShown"];
            } | null;
            /** Turn Order */
            turn_order: string[] | null;
            /** Pending Defences */
            pending_defences: {
                [key: string]: components["schemas"]["FimbulvinterFvStoredDefenceShown"];
            } | null;
            /**
             * Gain Ground
             * @description Only in phase gain_ground.
             */
            gain_ground?: components["schemas"]["FimbulvinterFvGainGroundPairShown"];
            /** @description Who must still declare in the current phase (empty when the GM resolves it). */
            pending: string[];
        };
        /**
         * FimbulvinterFvDistanceMove
         * @description Phase distance: a participant's move (§11.3). Only the first man's advance names a target, one of
         *     his second men; a second man's target is ignored. A participant who does not declare holds.
         * @example {
         *       "move": "advance",
         *       "target": "ulf"
         *     }
         * @example {
         *       "move": "hold"
         *     }
         */
        FimbulvinterFvDistanceMove: {
            /**
             * Move
             * @description Default: `"hold"`.
             * @enum {string}
             */
            move?: "advance" | "hold" | "retreat";
            /**
             * Target
             * @description The first man's: the second man advanced upon.
             */
            target?: string | null;
        };
        /**
         * FimbulvinterFvSwitchSubfight
         * @description Phase distance, the GM's part: play another sub-fight (§11.9). With ``switch_subfight`` the phase
         *     resolves only the switch and stays at distance (the participants' moves are dropped); without it,
         *     the phase resolves as usual.
         * @example {}
         * @example {
         *       "switch_subfight": "sf1"
         *     }
         */
        FimbulvinterFvSwitchSubfight: {
            /** Switch Subfight */
            switch_subfight?: string | null;
        };
        /**
         * FimbulvinterFvActionDeclaration
         * @description Phase actions: a combatant's Action (§11.5); the advantage holder may also give the turn order.
         * @example {
         *       "type": "attack"
         *     }
         * @example {
         *       "target": "ulf",
         *       "type": "ranged_attack"
         *     }
         * @example {
         *       "type": "rest"
         *     }
         * @example {
         *       "type": "move"
         *     }
         */
        FimbulvinterFvActionDeclaration: {
            /**
             * Type
             * @enum {string}
             */
            type: "attack" | "counter" | "rest" | "storm" | "leave" | "move" | "ranged_attack" | "melee_attack";
            /** Target */
            target?: string | null;
            /** Skill */
            skill?: string | null;
            /** Attribute */
            attribute?: ("power" | "quickness" | "finesse" | "mind" | "soul" | "heart") | null;
            /**
             * Modifiers
             * @description Default: `0`.
             */
            modifiers?: number;
            /** Activated Traits */
            activated_traits?: string[];
            /**
             * Reduce Daze Traits
             * @description −3 daze each.
             */
            reduce_daze_traits?: string[];
            /**
             * Override Knockout
             * @description Default: `false`.
             */
            override_knockout?: boolean;
            /** To Zone */
            to_zone?: string | null;
            /**
             * Zones
             * @description Default: `1`.
             */
            zones?: number;
            /** Opposed By */
            opposed_by?: string | null;
            /**
             * Turn Order
             * @description The advantage holder's: exactly the acting combatants, in the order they act.
             */
            turn_order?: string[] | null;
        };
        /**
         * FimbulvinterFvDefenceEntry
         * @description A defence against one attack (§11.6).
         */
        FimbulvinterFvDefenceEntry: {
            /**
             * Choice
             * @description Missing: defend, unless a gamble is forced.
             */
            choice?: ("defend" | "gamble") | null;
            /**
             * Override Knockout
             * @description Default: `false`.
             */
            override_knockout?: boolean;
            /** Skill */
            skill?: string | null;
            /** Attribute */
            attribute?: ("power" | "quickness" | "finesse" | "mind" | "soul" | "heart") | null;
            /**
             * Modifiers
             * @description Default: `0`.
             */
            modifiers?: number;
            /** Activated Traits */
            activated_traits?: string[];
        };
        /**
         * FimbulvinterFvDefencesDeclaration
         * @description Phase defences: an attacked combatant's defences, by attacker (§11.6); a missing one defends, or
         *     gambles when a gamble is forced.
         * @example {
         *       "defences": {
         *         "ulf": {
         *           "choice": "defend"
         *         }
         *       }
         *     }
         * @example {
         *       "defences": {}
         *     }
         */
        FimbulvinterFvDefencesDeclaration: {
            /**
             * Defences
             * @description By the id of an attacker whose attack is aimed at this combatant.
             */
            defences?: {
                [key: string]: components["schemas"]["FimbulvinterFvDefenceEntry"];
            };
        };
        /**
         * FimbulvinterFvGainGroundDeclaration
         * @description Phase gain_ground: the advantage holder's choice (§11.8). Without ``defender_cornered`` the choice
         *     is checked against the GM's flag (or an open defender) when the phase resolves.
         * @example {
         *       "choice": "follow"
         *     }
         * @example {
         *       "choice": "stand",
         *       "defender_cornered": true
         *     }
         */
        FimbulvinterFvGainGroundDeclaration: {
            /**
             * Choice
             * @description Default: follow, or stand against a cornered defender.
             */
            choice?: ("give_ground" | "follow" | "press" | "stand") | null;
            /** Defender Cornered */
            defender_cornered?: boolean | null;
        };
        /**
         * FimbulvinterFvDefenderCornered
         * @description Phase gain_ground, the GM's part: whether the defender is cornered (it overrides the holder's flag).
         * @example {
         *       "defender_cornered": false
         *     }
         */
        FimbulvinterFvDefenderCornered: {
            /** Defender Cornered */
            defender_cornered: boolean;
        };
        /**
         * FimbulvinterCombatDeclaration
         * @description A part of a `fimbulvinter` phase's declarations: `GET /v1/systems/fimbulvinter/combat` says which phase takes which.
         */
        FimbulvinterCombatDeclaration: components["schemas"]["FimbulvinterFvDistanceMove"] | components["schemas"]["FimbulvinterFvSwitchSubfight"] | components["schemas"]["FimbulvinterFvActionDeclaration"] | components["schemas"]["FimbulvinterFvDefencesDeclaration"] | components["schemas"]["FimbulvinterFvGainGroundDeclaration"] | components["schemas"]["FimbulvinterFvDefenderCornered"];
        /**
         * FimbulvinterFvDistanceMoveLogged
         * @description Phase distance: a participant's move (§11.3). Only the first man's advance names a target, one of
         *     his second men; a second man's target is ignored. A participant who does not declare holds.
         * @example {
         *       "move": "advance",
         *       "target": "ulf"
         *     }
         * @example {
         *       "move": "hold"
         *     }
         */
        FimbulvinterFvDistanceMoveLogged: {
            /**
             * Move
             * @description Default: `"hold"`.
             * @enum {string}
             */
            move?: "advance" | "hold" | "retreat";
            /**
             * Target
             * @description The first man's: the second man advanced upon.
             */
            target?: string | null;
        };
        /**
         * FimbulvinterFvSwitchSubfightLogged
         * @description Phase distance, the GM's part: play another sub-fight (§11.9). With ``switch_subfight`` the phase
         *     resolves only the switch and stays at distance (the participants' moves are dropped); without it,
         *     the phase resolves as usual.
         * @example {}
         * @example {
         *       "switch_subfight": "sf1"
         *     }
         */
        FimbulvinterFvSwitchSubfightLogged: {
            /** Switch Subfight */
            switch_subfight?: string | null;
        };
        /**
         * FimbulvinterFvActionDeclarationLogged
         * @description Phase actions: a combatant's Action (§11.5); the advantage holder may also give the turn order.
         * @example {
         *       "type": "attack"
         *     }
         * @example {
         *       "target": "ulf",
         *       "type": "ranged_attack"
         *     }
         * @example {
         *       "type": "rest"
         *     }
         * @example {
         *       "type": "move"
         *     }
         */
        FimbulvinterFvActionDeclarationLogged: {
            /**
             * Type
             * @enum {string}
             */
            type: "attack" | "counter" | "rest" | "storm" | "leave" | "move" | "ranged_attack" | "melee_attack";
            /** Target */
            target?: string | null;
            /** Skill */
            skill?: string | null;
            /** Attribute */
            attribute?: ("power" | "quickness" | "finesse" | "mind" | "soul" | "heart") | null;
            /**
             * Modifiers
             * @description Default: `0`.
             */
            modifiers?: number;
            /** Activated Traits */
            activated_traits?: string[];
            /**
             * Reduce Daze Traits
             * @description −3 daze each.
             */
            reduce_daze_traits?: string[];
            /**
             * Override Knockout
             * @description Default: `false`.
             */
            override_knockout?: boolean;
            /** To Zone */
            to_zone?: string | null;
            /**
             * Zones
             * @description Default: `1`.
             */
            zones?: number;
            /** Opposed By */
            opposed_by?: string | null;
            /**
             * Turn Order
             * @description The advantage holder's: exactly the acting combatants, in the order they act.
             */
            turn_order?: string[] | null;
        };
        /**
         * FimbulvinterFvDefenceEntryLogged
         * @description A defence against one attack (§11.6).
         */
        FimbulvinterFvDefenceEntryLogged: {
            /**
             * Choice
             * @description Missing: defend, unless a gamble is forced.
             */
            choice?: ("defend" | "gamble") | null;
            /**
             * Override Knockout
             * @description Default: `false`.
             */
            override_knockout?: boolean;
            /** Skill */
            skill?: string | null;
            /** Attribute */
            attribute?: ("power" | "quickness" | "finesse" | "mind" | "soul" | "heart") | null;
            /**
             * Modifiers
             * @description Default: `0`.
             */
            modifiers?: number;
            /** Activated Traits */
            activated_traits?: string[];
        };
        /**
         * FimbulvinterFvDefencesDeclarationLogged
         * @description Phase defences: an attacked combatant's defences, by attacker (§11.6); a missing one defends, or
         *     gambles when a gamble is forced.
         * @example {
         *       "defences": {
         *         "ulf": {
         *           "choice": "defend"
         *         }
         *       }
         *     }
         * @example {
         *       "defences": {}
         *     }
         */
        FimbulvinterFvDefencesDeclarationLogged: {
            /**
             * Defences
             * @description By the id of an attacker whose attack is aimed at this combatant.
             */
            defences?: {
                [key: string]: components["schemas"]["FimbulvinterFvDefenceEntryLogged"];
            };
        };
        /**
         * FimbulvinterFvGainGroundDeclarationLogged
         * @description Phase gain_ground: the advantage holder's choice (§11.8). Without ``defender_cornered`` the choice
         *     is checked against the GM's flag (or an open defender) when the phase resolves.
         * @example {
         *       "choice": "follow"
         *     }
         * @example {
         *       "choice": "stand",
         *       "defender_cornered": true
         *     }
         */
        FimbulvinterFvGainGroundDeclarationLogged: {
            /**
             * Choice
             * @description Default: follow, or stand against a cornered defender.
             */
            choice?: ("give_ground" | "follow" | "press" | "stand") | null;
            /** Defender Cornered */
            defender_cornered?: boolean | null;
        };
        /**
         * FimbulvinterFvDefenderCorneredLogged
         * @description Phase gain_ground, the GM's part: whether the defender is cornered (it overrides the holder's flag).
         * @example {
         *       "defender_cornered": false
         *     }
         */
        FimbulvinterFvDefenderCorneredLogged: {
            /** Defender Cornered */
            defender_cornered: boolean;
        };
        /**
         * FimbulvinterFvStoredActionPartShown
         * @description A combatant's part of phase actions as stored: its Action, and the holder's turn order if given.
         */
        FimbulvinterFvStoredActionPartShown: {
            /**
             * Type
             * @enum {string}
             */
            type: "attack" | "storm" | "rest" | "leave" | "move" | "ranged_attack" | "melee_attack";
            /** Override Knockout */
            override_knockout: boolean;
            /** Modifiers */
            modifiers: number;
            /** Activated Traits */
            activated_traits: string[];
            /** Reduce Daze Traits */
            reduce_daze_traits: string[];
            /** Skill */
            skill: string | null;
            /** Attribute */
            attribute: ("power" | "quickness" | "finesse" | "mind" | "soul" | "heart") | null;
            /**
             * Distance
             * @description Attacks: the pair's distance index, null for third men.
             * @default null
             */
            distance: number | null;
            /**
             * Sight Line
             * @description ranged_attack.
             * @default null
             */
            sight_line: ("free" | "limited" | "obstructed") | null;
            /**
             * Height Advantage
             * @description melee_attack.
             */
            height_advantage?: boolean;
            /**
             * Target
             * @description Attacks.
             */
            target?: string;
            /**
             * To Zone
             * @description move.
             * @default null
             */
            to_zone: string | null;
            /**
             * Zones
             * @description move.
             */
            zones?: number;
            /**
             * Opposed By
             * @description move and leave.
             * @default null
             */
            opposed_by: string | null;
            /**
             * Turn Order
             * @description The advantage holder's, when given.
             */
            turn_order?: string[];
        };
        /**
         * FimbulvinterFvStoredDefencesPartShown
         * @description An attacked combatant's part of phase defences as stored: each defence, by attacker.
         */
        FimbulvinterFvStoredDefencesPartShown: {
            /** Defences */
            defences: {
                [key: string]: components["schemas"]["FimbulvinterFvStoredDefenceShown"];
            };
        };
        /**
         * FimbulvinterCombatDeclarationLogged
         * @description A part of a `fimbulvinter` phase's declarations as the event log shows it to the caller (to a player, without what players are not shown).
         */
        FimbulvinterCombatDeclarationLogged: components["schemas"]["FimbulvinterFvDistanceMoveLogged"] | components["schemas"]["FimbulvinterFvSwitchSubfightLogged"] | components["schemas"]["FimbulvinterFvActionDeclarationLogged"] | components["schemas"]["FimbulvinterFvDefencesDeclarationLogged"] | components["schemas"]["FimbulvinterFvGainGroundDeclarationLogged"] | components["schemas"]["FimbulvinterFvDefenderCorneredLogged"] | components["schemas"]["FimbulvinterFvStoredActionPartShown"] | components["schemas"]["FimbulvinterFvStoredDefencesPartShown"];
        /** FimbulvinterFvContestRollShown */
        FimbulvinterFvContestRollShown: {
            /** Id */
            id: string;
            /** Total */
            total: number;
            /** First Die Zero */
            first_die_zero: boolean;
            /** Pool */
            pool: number[];
            /** Explosions */
            explosions: number[];
        };
        /** FimbulvinterFvEvActionsDeclaredShown */
        FimbulvinterFvEvActionsDeclaredShown: {
            /**
             * Type
             * @constant
             */
            type: "actions_declared";
            /** Order */
            order: string[];
        };
        /** FimbulvinterFvEvAdvantageShown */
        FimbulvinterFvEvAdvantageShown: {
            /**
             * Type
             * @constant
             */
            type: "advantage";
            /** Subfight */
            subfight: string;
            /** Holder */
            holder: string | null;
            /** Redetermined */
            redetermined: boolean;
        };
        /** FimbulvinterFvEvAdvantageContestShown */
        FimbulvinterFvEvAdvantageContestShown: {
            /**
             * Type
             * @constant
             */
            type: "advantage_contest";
            /**
             * Subfight
             * @description At a sub-fight's first-round setup.
             */
            subfight?: string;
            /** Rounds */
            rounds: components["schemas"]["FimbulvinterFvContestRollShown"][][];
            /** Winner */
            winner: string;
        };
        /** FimbulvinterFvEvAttackShown */
        FimbulvinterFvEvAttackShown: {
            /**
             * Type
             * @constant
             */
            type: "attack";
            /** Attacker */
            attacker: string;
            /** Target */
            target: string;
            /**
             * Outcome
             * @enum {string}
             */
            outcome: "hit_defence_zeroed" | "hit" | "miss" | "miss_attack_zeroed";
            /** Attack Total */
            attack_total: number;
            /** Defence Total */
            defence_total: number;
        };
        /** FimbulvinterFvEvBalanceCheckShown */
        FimbulvinterFvEvBalanceCheckShown: {
            /**
             * Type
             * @constant
             */
            type: "balance_check";
            /** Combatant */
            combatant: string;
            /** Total */
            total: number;
            /**
             * Outcome
             * @enum {string}
             */
            outcome: "zeroed" | "failure" | "success_with_complication" | "success";
        };
        /** FimbulvinterFvEvCombatEndedShown */
        FimbulvinterFvEvCombatEndedShown: {
            /**
             * Type
             * @constant
             */
            type: "combat_ended";
        };
        /**
         * FimbulvinterFvEvCombatantShown
         * @description fell, died, became_third_man.
         */
        FimbulvinterFvEvCombatantShown: {
            /**
             * Type
             * @enum {string}
             */
            type: "fell" | "died" | "became_third_man";
            /** Combatant */
            combatant: string;
        };
        /** FimbulvinterFvEvDamageShown */
        FimbulvinterFvEvDamageShown: {
            /**
             * Type
             * @constant
             */
            type: "damage";
            /** Attacker */
            attacker: string;
            /** Target */
            target: string;
            /**
             * Outcome
             * @enum {string}
             */
            outcome: "scratch" | "light_wound" | "serious_wound" | "critical_wound";
            /** Daze Added */
            daze_added: number;
            /** Damage Total */
            damage_total: number;
            /** Toughness Total */
            toughness_total: number;
        };
        /** FimbulvinterFvEvDamageEffectShown */
        FimbulvinterFvEvDamageEffectShown: {
            /**
             * Type
             * @constant
             */
            type: "damage_effect";
            /** Combatant */
            combatant: string;
            /**
             * Attribute
             * @enum {string}
             */
            attribute: "power" | "quickness" | "finesse" | "mind" | "soul" | "heart";
        };
        /** FimbulvinterFvEvDefencesDeclaredShown */
        FimbulvinterFvEvDefencesDeclaredShown: {
            /**
             * Type
             * @constant
             */
            type: "defences_declared";
            /** Defences */
            defences: {
                [key: string]: "defend" | "gamble";
            };
        };
        /** FimbulvinterFvEvDistanceShown */
        FimbulvinterFvEvDistanceShown: {
            /**
             * Type
             * @constant
             */
            type: "distance";
            /** Pair */
            pair: string[];
            /**
             * First Man
             * @enum {string}
             */
            first_man: "advance" | "hold" | "retreat";
            /**
             * Second Man
             * @enum {string}
             */
            second_man: "advance" | "hold" | "retreat";
            /**
             * Result
             * @enum {string}
             */
            result: "advance" | "hold" | "retreat";
            /**
             * Decided By
             * @enum {string}
             */
            decided_by: "same" | "advantage" | "manovrer" | "opponent_out" | "both_out";
            /**
             * Distance
             * @enum {string}
             */
            distance: "body" | "arm" | "sword" | "pole" | "spear" | "bear" | "great_troll" | "dragon" | "free";
        };
        /** FimbulvinterFvEvDistanceRollShown */
        FimbulvinterFvEvDistanceRollShown: {
            /**
             * Type
             * @constant
             */
            type: "distance_roll";
            /** First Man Total */
            first_man_total: number;
            /** Second Man Total */
            second_man_total: number;
            /** Winner */
            winner: string;
        };
        /** FimbulvinterFvEvGainGroundShown */
        FimbulvinterFvEvGainGroundShown: {
            /**
             * Type
             * @constant
             */
            type: "gain_ground";
            /**
             * Choice
             * @enum {string}
             */
            choice: "give_ground" | "follow" | "press" | "stand";
            /** Distance */
            distance: ("body" | "arm" | "sword" | "pole" | "spear" | "bear" | "great_troll" | "dragon" | "free") | null;
        };
        /** FimbulvinterFvEvJoinedSubfightShown */
        FimbulvinterFvEvJoinedSubfightShown: {
            /**
             * Type
             * @constant
             */
            type: "joined_subfight";
            /** Combatant */
            combatant: string;
            /** Subfight */
            subfight: string;
        };
        /** FimbulvinterFvEvManoeuvreShown */
        FimbulvinterFvEvManoeuvreShown: {
            /**
             * Type
             * @enum {string}
             */
            type: "move" | "leave";
            /** Combatant */
            combatant: string;
            /** Succeeded */
            succeeded: boolean;
            /** Total */
            total: number | null;
        };
        /** FimbulvinterFvEvMedicineRequiredShown */
        FimbulvinterFvEvMedicineRequiredShown: {
            /**
             * Type
             * @constant
             */
            type: "medicine_required";
            /** Combatant */
            combatant: string;
            /** Difficulty */
            difficulty: number;
            /** Within Hours */
            within_hours: number;
        };
        /**
         * FimbulvinterFvEvSubfightShown
         * @description subfight_dissolved, switched.
         */
        FimbulvinterFvEvSubfightShown: {
            /**
             * Type
             * @enum {string}
             */
            type: "subfight_dissolved" | "switched";
            /** Subfight */
            subfight: string;
        };
        /** FimbulvinterFvEvSubfightCreatedShown */
        FimbulvinterFvEvSubfightCreatedShown: {
            /**
             * Type
             * @constant
             */
            type: "subfight_created";
            /** Subfight */
            subfight: string;
            /** First Man */
            first_man: string;
            /** Second Men */
            second_men: string[];
        };
        /** FimbulvinterFvEvSubfightSetupShown */
        FimbulvinterFvEvSubfightSetupShown: {
            /**
             * Type
             * @constant
             */
            type: "subfight_setup";
            /** Subfight */
            subfight: string;
            /**
             * Distance
             * @enum {string}
             */
            distance: "body" | "arm" | "sword" | "pole" | "spear" | "bear" | "great_troll" | "dragon" | "free";
            /** Advantage */
            advantage: string | null;
        };
        /**
         * FimbulvinterFvCombatRolledResult
         * @description A rolling phase's response: the new state, its events, the dice.
         */
        FimbulvinterFvCombatRolledResult: {
            /**
             * Dice
             * @description The faces actually used, in consumption order.
             */
            dice: number[];
            /**
             * Breakdown
             * @description Informative only.
             */
            breakdown: string;
            /** Events */
            events: (components["schemas"]["FimbulvinterFvEvAdvantageContestShown"] | components["schemas"]["FimbulvinterFvEvSubfightSetupShown"] | components["schemas"]["FimbulvinterFvEvDistanceRollShown"] | components["schemas"]["FimbulvinterFvEvDistanceShown"] | components["schemas"]["FimbulvinterFvEvAdvantageShown"] | components["schemas"]["FimbulvinterFvEvActionsDeclaredShown"] | components["schemas"]["FimbulvinterFvEvDefencesDeclaredShown"] | components["schemas"]["FimbulvinterFvEvBalanceCheckShown"] | components["schemas"]["FimbulvinterFvEvCombatantShown"] | components["schemas"]["FimbulvinterFvEvAttackShown"] | components["schemas"]["FimbulvinterFvEvManoeuvreShown"] | components["schemas"]["FimbulvinterFvEvDamageShown"] | components["schemas"]["FimbulvinterFvEvDamageEffectShown"] | components["schemas"]["FimbulvinterFvEvMedicineRequiredShown"] | components["schemas"]["FimbulvinterFvEvSubfightShown"] | components["schemas"]["FimbulvinterFvEvSubfightCreatedShown"] | components["schemas"]["FimbulvinterFvEvJoinedSubfightShown"] | components["schemas"]["FimbulvinterFvEvCombatEndedShown"] | components["schemas"]["FimbulvinterFvEvGainGroundShown"])[];
        };
        /**
         * FimbulvinterFvCombatStepResult
         * @description A phase that rolls nothing: the new state and its events.
         */
        FimbulvinterFvCombatStepResult: {
            /** Events */
            events: (components["schemas"]["FimbulvinterFvEvAdvantageContestShown"] | components["schemas"]["FimbulvinterFvEvSubfightSetupShown"] | components["schemas"]["FimbulvinterFvEvDistanceRollShown"] | components["schemas"]["FimbulvinterFvEvDistanceShown"] | components["schemas"]["FimbulvinterFvEvAdvantageShown"] | components["schemas"]["FimbulvinterFvEvActionsDeclaredShown"] | components["schemas"]["FimbulvinterFvEvDefencesDeclaredShown"] | components["schemas"]["FimbulvinterFvEvBalanceCheckShown"] | components["schemas"]["FimbulvinterFvEvCombatantShown"] | components["schemas"]["FimbulvinterFvEvAttackShown"] | components["schemas"]["FimbulvinterFvEvManoeuvreShown"] | components["schemas"]["FimbulvinterFvEvDamageShown"] | components["schemas"]["FimbulvinterFvEvDamageEffectShown"] | components["schemas"]["FimbulvinterFvEvMedicineRequiredShown"] | components["schemas"]["FimbulvinterFvEvSubfightShown"] | components["schemas"]["FimbulvinterFvEvSubfightCreatedShown"] | components["schemas"]["FimbulvinterFvEvJoinedSubfightShown"] | components["schemas"]["FimbulvinterFvEvCombatEndedShown"] | components["schemas"]["FimbulvinterFvEvGainGroundShown"])[];
        };
        /**
         * FimbulvinterCombatResult
         * @description What a `fimbulvinter` combat step produced: its start, a phase's resolution or its end (two may look alike).
         */
        FimbulvinterCombatResult: components["schemas"]["FimbulvinterFvCombatRolledResult"] | components["schemas"]["FimbulvinterFvCombatStepResult"];
        /**
         * TerminusAlfaTaCharacterInput
         * @description A player character (KARAKTER).
         */
        TerminusAlfaTaCharacterInput: {
            /** Id */
            id: string;
            /**
             * Name
             * @description Default: the id.
             */
            name?: string | null;
            /** Endurance Max */
            endurance_max: number;
            /**
             * Endurance
             * @description UDHOLDENHED; default endurance_max.
             */
            endurance?: number | null;
            /** Power Max */
            power_max: number;
            /**
             * Power
             * @description KRAFT; default power_max.
             */
            power?: number | null;
            /**
             * Levned
             * @description LEVNED: only the capture tie-break uses it.
             */
            levned?: number;
            /**
             * Poison Max
             * @description Default: `10`.
             */
            poison_max?: number;
            /**
             * Poison
             * @description GIFT, 0…poison_max.
             */
            poison?: number;
            /**
             * Money
             * @description Default: `0`.
             */
            money?: number;
            /**
             * Armour
             * @description PANSER: subtracted from each attack's damage.
             */
            armour?: number;
            /**
             * Defence Options
             * @description One FORSVAR per weapon on the stamfelter.
             */
            defence_options?: number[];
            /** Abilities */
            abilities?: {
                [key: string]: number;
            };
            /**
             * Equipment List
             * @description UDSTYRSLISTE.
             */
            equipment_list?: string[];
            /**
             * Slots
             * @description The stamfelter.
             */
            slots?: string[];
            /** Vehicle Id */
            vehicle_id?: string | null;
            /**
             * Fortified
             * @description Behind the combat's fortification (FORSVARSVÆRK).
             */
            fortified?: boolean;
            /**
             * In Combat
             * @description False: takes no part at all (Decision 35).
             */
            in_combat?: boolean;
        };
        /**
         * TerminusAlfaTaEffectInput
         * @description An opponent effect (!1/!2/!3 or T).
         */
        TerminusAlfaTaEffectInput: {
            /**
             * Text
             * @description Free text, e.g. '-5 UDHOLDENHED' (at most 2,000 characters).
             */
            text?: string;
            /**
             * Scope
             * @description The attacked character, or all.
             * @enum {string}
             */
            scope?: "target" | "all";
            /**
             * Changes
             * @description Stat changes: endurance, power, poison, money.
             */
            changes?: {
                [key: string]: number;
            };
            /**
             * Special
             * @description FANGER, -UDSTYR or +MODSTANDER.
             */
            special?: ("capture" | "remove_equipment" | "summon") | null;
            /**
             * Ability
             * @description Required for a capture: the ability an escape uses.
             */
            ability?: string | null;
            /**
             * Summon Limit
             * @description Summon only; null = unlimited.
             */
            summon_limit?: number | null;
        };
        /**
         * TerminusAlfaTaFortificationInput
         * @description A fortification (FORSVARSVÆRK): a catalogue ``kind`` (endurance from the table unless given), or
         *     an ``endurance`` alone (kind "custom").
         */
        TerminusAlfaTaFortificationInput: {
            /** Kind */
            kind?: ("barricade" | "house_wall" | "town_wall" | "castle_wall" | "custom") | null;
            /** Endurance */
            endurance?: number | null;
        };
        /**
         * TerminusAlfaTaOpponentInput
         * @description An opponent (MODSTANDER): at least one of ``kamp`` (KAMP) and ``skyde`` (SKYDE).
         */
        TerminusAlfaTaOpponentInput: {
            /** Id */
            id: string;
            /**
             * Name
             * @description Default: the id.
             */
            name?: string | null;
            /**
             * Species
             * @description A catalogue species id, e.g. soldiers, trolls, daemons.
             */
            species: string;
            /**
             * Kamp
             * @description Melee value (KAMP).
             */
            kamp?: number | null;
            /**
             * Skyde
             * @description Shooting value (SKYDE), grade 20 built in.
             */
            skyde?: number | null;
            /**
             * Endurance
             * @description Starting (total) endurance.
             */
            endurance: number;
            /**
             * Effects
             * @description Slots "1", "2", "3".
             */
            effects?: {
                [key: string]: components["schemas"]["TerminusAlfaTaEffectInput"];
            };
            /** @description The T entry. */
            terminus_effect?: components["schemas"]["TerminusAlfaTaEffectInput"] | null;
        };
        /**
         * TerminusAlfaTaRoundEffectInput
         * @description A round effect: PERMANENT ■, EGENSKAB ● or FORHOLD ▼, harmful, fired in phase 1.
         */
        TerminusAlfaTaRoundEffectInput: {
            /** Id */
            id: string;
            /** Name */
            name?: string | null;
            /**
             * Category
             * @description permanent, property or condition.
             */
            category: string;
            /**
             * Source Id
             * @description The opponent it comes from; it stops with them.
             */
            source_id?: string | null;
            /** Changes */
            changes?: {
                [key: string]: number;
            };
            /**
             * Scope
             * @description "all" (default) or a list of character ids (at most 50).
             *
             *     Default: `"all"`.
             */
            scope?: "all" | string[];
        };
        /**
         * TerminusAlfaTaRulesInput
         * @description Optional table rules; every key defaults as the spec's table says. Unknown keys are refused.
         */
        TerminusAlfaTaRulesInput: {
            /**
             * Die Sides
             * @description Sides of each die (default 6).
             */
            die_sides?: number | null;
            /**
             * Effect Faces
             * @description Faces whose double is an effect roll (EFFEKTRUL); default 2…die_sides.
             */
            effect_faces?: number[] | null;
            /**
             * Terminus Faces
             * @description Faces whose double is a terminus roll (TERMINUSRUL); default [die_sides].
             */
            terminus_faces?: number[] | null;
            /**
             * Fumble Faces
             * @description Faces whose double is a fumble; default [1].
             */
            fumble_faces?: number[] | null;
            /**
             * Terminus Explodes
             * @description Terminus rolls are open-ended (default true).
             */
            terminus_explodes?: boolean | null;
            /**
             * Terminus Max Chain
             * @description Most extra pairs of a chain (default 10).
             */
            terminus_max_chain?: number | null;
            /**
             * Fumble Zeroes
             * @description A fumble's total is 0 and fails (default true).
             */
            fumble_zeroes?: boolean | null;
            /**
             * Effect Slots By Face
             * @description null: every effect roll fires slots "1","2","3"; else face → slots fired.
             */
            effect_slots_by_face?: {
                [key: string]: ("1" | "2" | "3")[];
            } | null;
            /**
             * Vehicle Armour Rounding
             * @description Rounding when an armoured vehicle halves damage (default down).
             */
            vehicle_armour_rounding?: ("down" | "up") | null;
            /**
             * Avert Grade Default
             * @description Grade of an ability roll averting an effect (default 20).
             */
            avert_grade_default?: number | null;
        };
        /**
         * TerminusAlfaTaVehicleInput
         * @description A vehicle (FARTØJ): marks K, S, +S; PANSER (P) is ``armoured: true``.
         */
        TerminusAlfaTaVehicleInput: {
            /** Id */
            id: string;
            /** Name */
            name?: string | null;
            /**
             * Endurance
             * @description null: no endurance, the vehicle shields no one.
             */
            endurance?: number | null;
            /**
             * Armoured
             * @description Default: `false`.
             */
            armoured?: boolean;
            /**
             * Marks
             * @description A subset of "K", "S", "+S".
             */
            marks?: string[];
        };
        /**
         * TerminusAlfaTaStartInput
         * @description The setup of a combat.
         * @example {
         *       "characters": [
         *         {
         *           "abilities": {
         *             "smidig": 7
         *           },
         *           "armour": 1,
         *           "defence_options": [
         *             12
         *           ],
         *           "endurance_max": 40,
         *           "id": "kira",
         *           "power_max": 10
         *         },
         *         {
         *           "defence_options": [
         *             10,
         *             14
         *           ],
         *           "endurance_max": 50,
         *           "id": "ulf",
         *           "power_max": 10
         *         }
         *       ],
         *       "motive": "threat",
         *       "opponents": [
         *         {
         *           "effects": {
         *             "1": {
         *               "changes": {
         *                 "endurance": -5
         *               },
         *               "text": "-5 UDHOLDENHED"
         *             }
         *           },
         *           "endurance": 40,
         *           "id": "vagt",
         *           "kamp": 15,
         *           "species": "soldiers"
         *         },
         *         {
         *           "endurance": 12,
         *           "id": "hund",
         *           "kamp": 12,
         *           "species": "bastards"
         *         }
         *       ],
         *       "round_effects": [
         *         {
         *           "category": "condition",
         *           "changes": {
         *             "endurance": -1
         *           },
         *           "id": "regn",
         *           "name": "Icy rain"
         *         }
         *       ]
         *     }
         */
        TerminusAlfaTaStartInput: {
            /**
             * Motive
             * @description Why the opponents fight: threat, robbery or death.
             * @enum {string}
             */
            motive: "threat" | "robbery" | "death";
            /** Characters */
            characters: components["schemas"]["TerminusAlfaTaCharacterInput"][];
            /**
             * Opponents
             * @description At most 50, summoned opponents included.
             */
            opponents: components["schemas"]["TerminusAlfaTaOpponentInput"][];
            /** Vehicles */
            vehicles?: components["schemas"]["TerminusAlfaTaVehicleInput"][];
            fortification?: components["schemas"]["TerminusAlfaTaFortificationInput"] | null;
            /**
             * Leader Id
             * @description LEDER: one opponent, hit only by terminus rolls.
             */
            leader_id?: string | null;
            /** Round Effects */
            round_effects?: components["schemas"]["TerminusAlfaTaRoundEffectInput"][];
            /**
             * Ambush
             * @description BAGHOLD: no opponent attacks in round 1.
             */
            ambush?: boolean;
            /**
             * Fist Fight
             * @description NÆVEKAMP: endurance 0 knocks out instead of killing.
             */
            fist_fight?: boolean;
            rules?: components["schemas"]["TerminusAlfaTaRulesInput"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /**
         * TerminusAlfaTaCharacterInputSeated
         * @description A player character (KARAKTER).
         */
        TerminusAlfaTaCharacterInputSeated: {
            /** Id */
            id: string;
            /**
             * Name
             * @description Default: the id.
             */
            name?: string | null;
            /** Endurance Max */
            endurance_max: number;
            /**
             * Endurance
             * @description UDHOLDENHED; default endurance_max.
             */
            endurance?: number | null;
            /** Power Max */
            power_max: number;
            /**
             * Power
             * @description KRAFT; default power_max.
             */
            power?: number | null;
            /**
             * Levned
             * @description LEVNED: only the capture tie-break uses it.
             */
            levned?: number;
            /**
             * Poison Max
             * @description Default: `10`.
             */
            poison_max?: number;
            /**
             * Poison
             * @description GIFT, 0…poison_max.
             */
            poison?: number;
            /**
             * Money
             * @description Default: `0`.
             */
            money?: number;
            /**
             * Armour
             * @description PANSER: subtracted from each attack's damage.
             */
            armour?: number;
            /**
             * Defence Options
             * @description One FORSVAR per weapon on the stamfelter.
             */
            defence_options?: number[];
            /** Abilities */
            abilities?: {
                [key: string]: number;
            };
            /**
             * Equipment List
             * @description UDSTYRSLISTE.
             */
            equipment_list?: string[];
            /**
             * Slots
             * @description The stamfelter.
             */
            slots?: string[];
            /** Vehicle Id */
            vehicle_id?: string | null;
            /**
             * Fortified
             * @description Behind the combat's fortification (FORSVARSVÆRK).
             */
            fortified?: boolean;
            /**
             * In Combat
             * @description False: takes no part at all (Decision 35).
             */
            in_combat?: boolean;
            /** @description The player who controls this combatant (a player id of the session): they declare for it and see what its side may see. */
            controller?: string;
        };
        /**
         * TerminusAlfaTaOpponentInputSeated
         * @description An opponent (MODSTANDER): at least one of ``kamp`` (KAMP) and ``skyde`` (SKYDE).
         */
        TerminusAlfaTaOpponentInputSeated: {
            /** Id */
            id: string;
            /**
             * Name
             * @description Default: the id.
             */
            name?: string | null;
            /**
             * Species
             * @description A catalogue species id, e.g. soldiers, trolls, daemons.
             */
            species: string;
            /**
             * Kamp
             * @description Melee value (KAMP).
             */
            kamp?: number | null;
            /**
             * Skyde
             * @description Shooting value (SKYDE), grade 20 built in.
             */
            skyde?: number | null;
            /**
             * Endurance
             * @description Starting (total) endurance.
             */
            endurance: number;
            /**
             * Effects
             * @description Slots "1", "2", "3".
             */
            effects?: {
                [key: string]: components["schemas"]["TerminusAlfaTaEffectInput"];
            };
            /** @description The T entry. */
            terminus_effect?: components["schemas"]["TerminusAlfaTaEffectInput"] | null;
            /** @description The player who controls this combatant (a player id of the session): they declare for it and see what its side may see. */
            controller?: string;
        };
        /**
         * TerminusAlfaCombatStartBody
         * @description The setup of a combat.
         * @example {
         *       "characters": [
         *         {
         *           "abilities": {
         *             "smidig": 7
         *           },
         *           "armour": 1,
         *           "defence_options": [
         *             12
         *           ],
         *           "endurance_max": 40,
         *           "id": "kira",
         *           "power_max": 10
         *         },
         *         {
         *           "defence_options": [
         *             10,
         *             14
         *           ],
         *           "endurance_max": 50,
         *           "id": "ulf",
         *           "power_max": 10
         *         }
         *       ],
         *       "motive": "threat",
         *       "opponents": [
         *         {
         *           "effects": {
         *             "1": {
         *               "changes": {
         *                 "endurance": -5
         *               },
         *               "text": "-5 UDHOLDENHED"
         *             }
         *           },
         *           "endurance": 40,
         *           "id": "vagt",
         *           "kamp": 15,
         *           "species": "soldiers"
         *         },
         *         {
         *           "endurance": 12,
         *           "id": "hund",
         *           "kamp": 12,
         *           "species": "bastards"
         *         }
         *       ],
         *       "round_effects": [
         *         {
         *           "category": "condition",
         *           "changes": {
         *             "endurance": -1
         *           },
         *           "id": "regn",
         *           "name": "Icy rain"
         *         }
         *       ]
         *     }
         */
        TerminusAlfaCombatStartBody: {
            /**
             * Motive
             * @description Why the opponents fight: threat, robbery or death.
             * @enum {string}
             */
            motive: "threat" | "robbery" | "death";
            /** Characters */
            characters: components["schemas"]["TerminusAlfaTaCharacterInputSeated"][];
            /**
             * Opponents
             * @description At most 50, summoned opponents included.
             */
            opponents: components["schemas"]["TerminusAlfaTaOpponentInputSeated"][];
            /** Vehicles */
            vehicles?: components["schemas"]["TerminusAlfaTaVehicleInput"][];
            fortification?: components["schemas"]["TerminusAlfaTaFortificationInput"] | null;
            /**
             * Leader Id
             * @description LEDER: one opponent, hit only by terminus rolls.
             */
            leader_id?: string | null;
            /** Round Effects */
            round_effects?: components["schemas"]["TerminusAlfaTaRoundEffectInput"][];
            /**
             * Ambush
             * @description BAGHOLD: no opponent attacks in round 1.
             */
            ambush?: boolean;
            /**
             * Fist Fight
             * @description NÆVEKAMP: endurance 0 knocks out instead of killing.
             */
            fist_fight?: boolean;
            rules?: components["schemas"]["TerminusAlfaTaRulesInput"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** TerminusAlfaTaCapturedShown */
        TerminusAlfaTaCapturedShown: {
            /**
             * By
             * @description The capturing opponent's id.
             */
            by: string;
            /**
             * Ability
             * @description The ability (EVNE) an escape is rolled with.
             */
            ability: string;
            /**
             * Round
             * @description The round of the capture: no escape before the next one.
             */
            round: number;
        };
        /** TerminusAlfaTaCharacterStateShown */
        TerminusAlfaTaCharacterStateShown: {
            /** Id */
            id: string;
            /** Name */
            name: string;
            /** Endurance Max */
            endurance_max: number;
            /** Endurance */
            endurance: number;
            /** Power Max */
            power_max: number;
            /** Power */
            power: number;
            /** Levned */
            levned: number;
            /** Poison Max */
            poison_max: number;
            /** Poison */
            poison: number;
            /** Money */
            money: number;
            /** Armour */
            armour: number;
            /** Defence Options */
            defence_options: number[];
            /** Abilities */
            abilities: {
                [key: string]: number;
            };
            /** Equipment List */
            equipment_list: string[];
            /** Slots */
            slots: string[];
            /** Vehicle Id */
            vehicle_id: string | null;
            /** Fortified */
            fortified: boolean;
            /** In Combat */
            in_combat: boolean;
            /**
             * Status
             * @enum {string}
             */
            status: "active" | "dead" | "fainted" | "knocked_out";
            captured: components["schemas"]["TerminusAlfaTaCapturedShown"] | null;
            /** Rolls Allowed */
            rolls_allowed: number;
            /** Rolls Used */
            rolls_used: number;
            /** Attacked This Round */
            attacked_this_round: boolean;
        };
        /**
         * TerminusAlfaTaEffectDocumentShown
         * @description An effect as a state document holds it (what :class:`TaEffectState` serializes to).
         */
        TerminusAlfaTaEffectDocumentShown: {
            /** Text */
            text: string;
            /**
             * Scope
             * @enum {string}
             */
            scope: "target" | "all";
            /** Changes */
            changes: {
                [key: string]: number;
            };
            /** Special */
            special: ("capture" | "remove_equipment" | "summon") | null;
            /** Ability */
            ability?: string;
            /** Summon Limit */
            summon_limit?: number | null;
        };
        /** TerminusAlfaTaFortificationStateShown */
        TerminusAlfaTaFortificationStateShown: {
            /**
             * Kind
             * @enum {string}
             */
            kind: "barricade" | "house_wall" | "town_wall" | "castle_wall" | "custom";
            /** Endurance */
            endurance: number;
        };
        /** TerminusAlfaTaOpponentStateShown */
        TerminusAlfaTaOpponentStateShown: {
            /** Id */
            id: string;
            /** Name */
            name: string;
            /** Species */
            species: string;
            /** Kamp */
            kamp: number | null;
            /** Skyde */
            skyde: number | null;
            /** Endurance Start */
            endurance_start?: number;
            /** Endurance */
            endurance?: number;
            /** Effects */
            effects: {
                [key: string]: components["schemas"]["TerminusAlfaTaEffectDocumentShown"];
            };
            terminus_effect: components["schemas"]["TerminusAlfaTaEffectDocumentShown"] | null;
            /**
             * Status
             * @enum {string}
             */
            status: "active" | "defeated" | "fled";
            /** Joined Round */
            joined_round: number;
            /** Summoned Count */
            summoned_count: number;
        };
        /** TerminusAlfaTaRoundEffectStateShown */
        TerminusAlfaTaRoundEffectStateShown: {
            /** Id */
            id: string;
            /** Name */
            name: string;
            /**
             * Category
             * @enum {string}
             */
            category: "permanent" | "property" | "condition";
            /** Source Id */
            source_id: string | null;
            /** Changes */
            changes: {
                [key: string]: number;
            };
            /** Scope */
            scope: "all" | string[];
        };
        /**
         * TerminusAlfaTaRulesShown
         * @description The full rules object, as a combat state stores it.
         */
        TerminusAlfaTaRulesShown: {
            /** Die Sides */
            die_sides: number;
            /** Effect Faces */
            effect_faces: number[];
            /** Terminus Faces */
            terminus_faces: number[];
            /** Fumble Faces */
            fumble_faces: number[];
            /** Terminus Explodes */
            terminus_explodes: boolean;
            /** Fumble Zeroes */
            fumble_zeroes: boolean;
            /** Terminus Max Chain */
            terminus_max_chain: number;
            /** Effect Slots By Face */
            effect_slots_by_face: {
                [key: string]: ("1" | "2" | "3")[];
            } | null;
            /**
             * Vehicle Armour Rounding
             * @enum {string}
             */
            vehicle_armour_rounding: "down" | "up";
            /** Avert Grade Default */
            avert_grade_default: number;
        };
        /** TerminusAlfaTaVehicleStateShown */
        TerminusAlfaTaVehicleStateShown: {
            /** Id */
            id: string;
            /** Name */
            name: string;
            /**
             * Endurance
             * @description null: the vehicle has no endurance and shields no one.
             */
            endurance: number | null;
            /**
             * Armoured
             * @description PANSER (mark P): the vehicle takes half damage.
             */
            armoured: boolean;
            /** Marks */
            marks: ("K" | "S" | "+S")[];
        };
        /**
         * TerminusAlfaTaStateShown
         * @description The combat state document (one combat, between two phases).
         */
        TerminusAlfaTaStateShown: {
            /**
             * System
             * @constant
             */
            system: "terminus-alfa";
            /** Round */
            round: number;
            /**
             * Phase
             * @enum {string}
             */
            phase: "conditions" | "opponent_attacks" | "character_actions" | "tally" | "ended";
            /**
             * Ambush
             * @description BAGHOLD: in round 1 the opponents may not attack.
             */
            ambush: boolean;
            /**
             * Motive
             * @enum {string}
             */
            motive: "threat" | "robbery" | "death";
            /**
             * Fist Fight
             * @description NÆVEKAMP: endurance 0 knocks out instead of killing.
             */
            fist_fight: boolean;
            /** Leader Id */
            leader_id: string | null;
            /** Characters */
            characters: components["schemas"]["TerminusAlfaTaCharacterStateShown"][];
            /**
             * Opponents
             * @description Summoned opponents included.
             */
            opponents: components["schemas"]["TerminusAlfaTaOpponentStateShown"][];
            /** Vehicles */
            vehicles: components["schemas"]["TerminusAlfaTaVehicleStateShown"][];
            fortification: components["schemas"]["TerminusAlfaTaFortificationStateShown"] | null;
            /** Round Effects */
            round_effects: components["schemas"]["TerminusAlfaTaRoundEffectStateShown"][];
            /**
             * Opponent Endurance Total
             * @description GM-only.
             */
            opponent_endurance_total?: number;
            /**
             * Opponent Endurance Lost
             * @description GM-only.
             */
            opponent_endurance_lost?: number;
            /** Horde */
            horde: boolean;
            /**
             * Party Choice
             * @enum {string}
             */
            party_choice: "fight" | "flee" | "surrender" | "hand_over";
            /** Robbery Goal Met */
            robbery_goal_met: boolean;
            /** Outcome */
            outcome: ("opponents_defeated" | "opponents_fled" | "characters_defeated" | "mutual_defeat" | "characters_fled" | "characters_surrendered" | "loot_handed_over" | "robbery_succeeded") | null;
            rules: components["schemas"]["TerminusAlfaTaRulesShown"];
        };
        /**
         * TerminusAlfaCombatView
         * @description The combat state document (one combat, between two phases).
         */
        TerminusAlfaCombatView: {
            /**
             * System
             * @constant
             */
            system: "terminus-alfa";
            /** Round */
            round: number;
            /**
             * Phase
             * @enum {string}
             */
            phase: "conditions" | "opponent_attacks" | "character_actions" | "tally" | "ended";
            /**
             * Ambush
             * @description BAGHOLD: in round 1 the opponents may not attack.
             */
            ambush: boolean;
            /**
             * Motive
             * @enum {string}
             */
            motive: "threat" | "robbery" | "death";
            /**
             * Fist Fight
             * @description NÆVEKAMP: endurance 0 knocks out instead of killing.
             */
            fist_fight: boolean;
            /** Leader Id */
            leader_id: string | null;
            /** Characters */
            characters: components["schemas"]["TerminusAlfaTaCharacterStateShown"][];
            /**
             * Opponents
             * @description Summoned opponents included.
             */
            opponents: components["schemas"]["TerminusAlfaTaOpponentStateShown"][];
            /** Vehicles */
            vehicles: components["schemas"]["TerminusAlfaTaVehicleStateShown"][];
            fortification: components["schemas"]["TerminusAlfaTaFortificationStateShown"] | null;
            /** Round Effects */
            round_effects: components["schemas"]["TerminusAlfaTaRoundEffectStateShown"][];
            /**
             * Opponent Endurance Total
             * @description GM-only.
             */
            opponent_endurance_total?: number;
            /**
             * Opponent Endurance Lost
             * @description GM-only.
             */
            opponent_endurance_lost?: number;
            /** Horde */
            horde: boolean;
            /**
             * Party Choice
             * @enum {string}
             */
            party_choice: "fight" | "flee" | "surrender" | "hand_over";
            /** Robbery Goal Met */
            robbery_goal_met: boolean;
            /** Outcome */
            outcome: ("opponents_defeated" | "opponents_fled" | "characters_defeated" | "mutual_defeat" | "characters_fled" | "characters_surrendered" | "loot_handed_over" | "robbery_succeeded") | null;
            rules: components["schemas"]["TerminusAlfaTaRulesShown"];
            /** @description Who must still declare in the current phase (empty when the GM resolves it). */
            pending: string[];
        };
        /**
         * TerminusAlfaTaConditionsPowerActionPart
         * @description A power action in a character's part: ``character_id`` may be omitted (it is the combatant).
         */
        TerminusAlfaTaConditionsPowerActionPart: {
            /** Character Id */
            character_id?: string | null;
            /** Effect Id */
            effect_id: string;
            /** Power Cost */
            power_cost: number;
            /**
             * For All
             * @description Avert it for every active character.
             */
            for_all?: boolean;
        };
        /**
         * TerminusAlfaTaConditionsPart
         * @description A character's part of phase 1: the power actions averting a property or condition.
         * @example {
         *       "power_actions": [
         *         {
         *           "effect_id": "regn",
         *           "power_cost": 1
         *         }
         *       ]
         *     }
         * @example {}
         */
        TerminusAlfaTaConditionsPart: {
            /** Power Actions */
            power_actions?: components["schemas"]["TerminusAlfaTaConditionsPowerActionPart"][];
        };
        /**
         * TerminusAlfaTaAbilityAvertPart
         * @description An averting roll in a character's part: ``character_id`` may be omitted (it is the combatant).
         */
        TerminusAlfaTaAbilityAvertPart: {
            /** Character Id */
            character_id?: string | null;
            /** Opponent Id */
            opponent_id: string;
            /**
             * Slot
             * @enum {string}
             */
            slot: "1" | "2" | "3" | "T";
            /** Ability */
            ability: string;
            /** Grade */
            grade?: number | null;
        };
        /**
         * TerminusAlfaTaAttackPowerActionPart
         * @description A power action in a character's part: ``character_id`` may be omitted (it is the combatant).
         */
        TerminusAlfaTaAttackPowerActionPart: {
            /** Character Id */
            character_id?: string | null;
            /**
             * Kind
             * @enum {string}
             */
            kind: "modify_attack" | "avert_effect" | "extra_roll";
            /** Power Cost */
            power_cost: number;
            /** Amount */
            amount?: number | null;
            /** Opponent Id */
            opponent_id?: string | null;
            /** Slot */
            slot?: ("1" | "2" | "3" | "T") | null;
        };
        /**
         * TerminusAlfaTaAttacksPart
         * @description A character's part of phase 2, declared after seeing the GM's attacks (and ``gm_roll``, if given).
         *
         *     ``defence_choices`` and ``fortification_transfers`` name the combatant only.
         * @example {
         *       "defence_choices": {
         *         "kira": 0
         *       }
         *     }
         * @example {
         *       "power_actions": [
         *         {
         *           "amount": -3,
         *           "kind": "modify_attack",
         *           "power_cost": 1
         *         }
         *       ]
         *     }
         * @example {}
         */
        TerminusAlfaTaAttacksPart: {
            /**
             * Defence Choices
             * @description The combatant's id → index into its defence_options (default: the highest).
             */
            defence_choices?: {
                [key: string]: number;
            };
            /**
             * Fortification Transfers
             * @description [the combatant's id]: move the whole damage onto the fortification.
             */
            fortification_transfers?: string[];
            /** Power Actions */
            power_actions?: components["schemas"]["TerminusAlfaTaAttackPowerActionPart"][];
            /** Ability Averts */
            ability_averts?: components["schemas"]["TerminusAlfaTaAbilityAvertPart"][];
        };
        /** TerminusAlfaTaEquipmentTakenEntry */
        TerminusAlfaTaEquipmentTakenEntry: {
            /** Character Id */
            character_id: string;
            /** Opponent Id */
            opponent_id: string;
            /**
             * Slot
             * @enum {string}
             */
            slot: "1" | "2" | "3" | "T";
            /** Item */
            item: string;
        };
        /** TerminusAlfaTaOpponentAttackEntry */
        TerminusAlfaTaOpponentAttackEntry: {
            /** Opponent Id */
            opponent_id: string;
            /** Character Id */
            character_id: string;
            /**
             * Mode
             * @enum {string}
             */
            mode: "melee" | "shoot";
        };
        /**
         * TerminusAlfaTaSummonEntry
         * @description A summon in the GM's part: the new opponent is read as ``combat_start`` reads one.
         */
        TerminusAlfaTaSummonEntry: {
            /** Opponent Id */
            opponent_id: string;
            new_opponent: components["schemas"]["TerminusAlfaTaOpponentInput"];
        };
        /** TerminusAlfaTaVoidEffectEntry */
        TerminusAlfaTaVoidEffectEntry: {
            /** Opponent Id */
            opponent_id: string;
            /**
             * Slot
             * @enum {string}
             */
            slot: "1" | "2" | "3" | "T";
            /** Character Id */
            character_id?: string | null;
        };
        /**
         * TerminusAlfaTaAttacksGmPart
         * @description The GM's part of phase 2: the opponents' attacks, void effects, items taken, summons, and
         *     optionally the faces of the shared GM roll made at the table (taken first at resolve).
         * @example {
         *       "attacks": [
         *         {
         *           "character_id": "kira",
         *           "mode": "melee",
         *           "opponent_id": "vagt"
         *         }
         *       ],
         *       "gm_roll": [
         *         3,
         *         4
         *       ]
         *     }
         * @example {
         *       "attacks": [
         *         {
         *           "character_id": "ulf",
         *           "mode": "melee",
         *           "opponent_id": "hund"
         *         }
         *       ]
         *     }
         * @example {}
         */
        TerminusAlfaTaAttacksGmPart: {
            /**
             * Attacks
             * @description Each opponent attacks at most once.
             */
            attacks?: components["schemas"]["TerminusAlfaTaOpponentAttackEntry"][];
            /** Void Effects */
            void_effects?: components["schemas"]["TerminusAlfaTaVoidEffectEntry"][];
            /** Equipment Taken */
            equipment_taken?: components["schemas"]["TerminusAlfaTaEquipmentTakenEntry"][];
            /**
             * Summons
             * @description A combat has at most 50 opponents.
             */
            summons?: components["schemas"]["TerminusAlfaTaSummonEntry"][];
            /**
             * Gm Roll
             * @description The faces of the shared GM roll, rolled at the table and shown to the players: exactly one complete RUL (two dice and any terminus extras). Needs attacks.
             */
            gm_roll?: number[];
        };
        /**
         * TerminusAlfaTaCharacterActionPart
         * @description An action in a character's part: ``character_id`` may be omitted (it is the combatant).
         */
        TerminusAlfaTaCharacterActionPart: {
            /** Character Id */
            character_id?: string | null;
            /**
             * Kind
             * @enum {string}
             */
            kind: "attack" | "escape" | "free_captive" | "change_equipment" | "trade_equipment" | "leave_vehicle" | "none";
            /**
             * Opponent Id
             * @description attack: the target opponent.
             */
            opponent_id?: string | null;
            /**
             * Attack Type
             * @description attack: melee, ranged, vehicle_weapon, ….
             */
            attack_type?: ("melee" | "ranged" | "vehicle_weapon" | "kultisme" | "knowledge") | null;
            /**
             * Attack Value
             * @description attack: the KAMP/TEKNIK/KULTISME… total.
             */
            attack_value?: number | null;
            /**
             * Weapon Marks
             * @description attack: spirit (Å), astral (A).
             */
            weapon_marks?: ("spirit" | "astral")[];
            /**
             * Target Character Id
             * @description free_captive: the captured ally.
             */
            target_character_id?: string | null;
            /**
             * To Slots
             * @description change_equipment: list → stamfelter.
             */
            to_slots?: string[];
            /**
             * To List
             * @description change_equipment: stamfelter → list.
             */
            to_list?: string[];
            /**
             * Partner Id
             * @description trade_equipment: the other character.
             */
            partner_id?: string | null;
            /**
             * Give
             * @description trade_equipment: items given.
             */
            give?: string[];
        };
        /**
         * TerminusAlfaTaExtraRollActionPart
         * @description A power action in a character's part: ``character_id`` may be omitted (it is the combatant).
         */
        TerminusAlfaTaExtraRollActionPart: {
            /** Character Id */
            character_id?: string | null;
            /**
             * Kind
             * @constant
             */
            kind: "extra_roll";
            /** Power Cost */
            power_cost: number;
            /**
             * Amount
             * @description Default: `1`.
             */
            amount?: number;
        };
        /**
         * TerminusAlfaTaActionsPart
         * @description A character's part of phase 3: extra rolls bought with power, and the actions in order
         *     (``{"actions": [{"kind": "none"}]}`` or ``{}`` to pass).
         * @example {
         *       "actions": [
         *         {
         *           "attack_type": "melee",
         *           "attack_value": 16,
         *           "kind": "attack",
         *           "opponent_id": "vagt"
         *         }
         *       ]
         *     }
         * @example {
         *       "actions": [
         *         {
         *           "attack_type": "melee",
         *           "attack_value": 14,
         *           "kind": "attack",
         *           "opponent_id": "hund"
         *         }
         *       ]
         *     }
         * @example {
         *       "actions": [
         *         {
         *           "kind": "none"
         *         }
         *       ]
         *     }
         */
        TerminusAlfaTaActionsPart: {
            /** Power Actions */
            power_actions?: components["schemas"]["TerminusAlfaTaExtraRollActionPart"][];
            /** Actions */
            actions?: components["schemas"]["TerminusAlfaTaCharacterActionPart"][];
        };
        /**
         * TerminusAlfaTaTallyPart
         * @description A character's part of phase 4: the party's choice (the characters' choices must agree).
         * @example {
         *       "party_choice": "fight"
         *     }
         * @example {}
         */
        TerminusAlfaTaTallyPart: {
            /**
             * Party Choice
             * @description threat: fight/flee/surrender; robbery: fight/flee/hand_over; death: fight only.
             */
            party_choice?: ("fight" | "flee" | "surrender" | "hand_over") | null;
        };
        /**
         * TerminusAlfaTaTallyGmPart
         * @description The GM's part of phase 4: the party's choice, which wins over the characters', and under robbery
         *     whether the opponents got what they wanted.
         * @example {}
         * @example {
         *       "party_choice": "fight"
         *     }
         */
        TerminusAlfaTaTallyGmPart: {
            /**
             * Party Choice
             * @description threat: fight/flee/surrender; robbery: fight/flee/hand_over; death: fight only.
             */
            party_choice?: ("fight" | "flee" | "surrender" | "hand_over") | null;
            /**
             * Robbery Goal Met
             * @description Robbery only: the goal was met by an effect.
             */
            robbery_goal_met?: boolean | null;
        };
        /**
         * TerminusAlfaCombatDeclaration
         * @description A part of a `terminus-alfa` phase's declarations: `GET /v1/systems/terminus-alfa/combat` says which phase takes which.
         */
        TerminusAlfaCombatDeclaration: components["schemas"]["TerminusAlfaTaConditionsPart"] | components["schemas"]["TerminusAlfaTaAttacksPart"] | components["schemas"]["TerminusAlfaTaAttacksGmPart"] | components["schemas"]["TerminusAlfaTaActionsPart"] | components["schemas"]["TerminusAlfaTaTallyPart"] | components["schemas"]["TerminusAlfaTaTallyGmPart"];
        /**
         * TerminusAlfaTaConditionsPowerActionPartLogged
         * @description A power action in a character's part: ``character_id`` may be omitted (it is the combatant).
         */
        TerminusAlfaTaConditionsPowerActionPartLogged: {
            /** Character Id */
            character_id?: string | null;
            /** Effect Id */
            effect_id: string;
            /** Power Cost */
            power_cost: number;
            /**
             * For All
             * @description Avert it for every active character.
             */
            for_all?: boolean;
        };
        /**
         * TerminusAlfaTaConditionsPartLogged
         * @description A character's part of phase 1: the power actions averting a property or condition.
         * @example {
         *       "power_actions": [
         *         {
         *           "effect_id": "regn",
         *           "power_cost": 1
         *         }
         *       ]
         *     }
         * @example {}
         */
        TerminusAlfaTaConditionsPartLogged: {
            /** Power Actions */
            power_actions?: components["schemas"]["TerminusAlfaTaConditionsPowerActionPartLogged"][];
        };
        /**
         * TerminusAlfaTaAbilityAvertPartLogged
         * @description An averting roll in a character's part: ``character_id`` may be omitted (it is the combatant).
         */
        TerminusAlfaTaAbilityAvertPartLogged: {
            /** Character Id */
            character_id?: string | null;
            /** Opponent Id */
            opponent_id: string;
            /**
             * Slot
             * @enum {string}
             */
            slot: "1" | "2" | "3" | "T";
            /** Ability */
            ability: string;
            /** Grade */
            grade?: number | null;
        };
        /**
         * TerminusAlfaTaAttackPowerActionPartLogged
         * @description A power action in a character's part: ``character_id`` may be omitted (it is the combatant).
         */
        TerminusAlfaTaAttackPowerActionPartLogged: {
            /** Character Id */
            character_id?: string | null;
            /**
             * Kind
             * @enum {string}
             */
            kind: "modify_attack" | "avert_effect" | "extra_roll";
            /** Power Cost */
            power_cost: number;
            /** Amount */
            amount?: number | null;
            /** Opponent Id */
            opponent_id?: string | null;
            /** Slot */
            slot?: ("1" | "2" | "3" | "T") | null;
        };
        /**
         * TerminusAlfaTaAttacksPartLogged
         * @description A character's part of phase 2, declared after seeing the GM's attacks (and ``gm_roll``, if given).
         *
         *     ``defence_choices`` and ``fortification_transfers`` name the combatant only.
         * @example {
         *       "defence_choices": {
         *         "kira": 0
         *       }
         *     }
         * @example {
         *       "power_actions": [
         *         {
         *           "amount": -3,
         *           "kind": "modify_attack",
         *           "power_cost": 1
         *         }
         *       ]
         *     }
         * @example {}
         */
        TerminusAlfaTaAttacksPartLogged: {
            /**
             * Defence Choices
             * @description The combatant's id → index into its defence_options (default: the highest).
             */
            defence_choices?: {
                [key: string]: number;
            };
            /**
             * Fortification Transfers
             * @description [the combatant's id]: move the whole damage onto the fortification.
             */
            fortification_transfers?: string[];
            /** Power Actions */
            power_actions?: components["schemas"]["TerminusAlfaTaAttackPowerActionPartLogged"][];
            /** Ability Averts */
            ability_averts?: components["schemas"]["TerminusAlfaTaAbilityAvertPartLogged"][];
        };
        /**
         * TerminusAlfaTaEffectInputLogged
         * @description An opponent effect (!1/!2/!3 or T).
         */
        TerminusAlfaTaEffectInputLogged: {
            /**
             * Text
             * @description Free text, e.g. '-5 UDHOLDENHED' (at most 2,000 characters).
             */
            text?: string;
            /**
             * Scope
             * @description The attacked character, or all.
             * @enum {string}
             */
            scope?: "target" | "all";
            /**
             * Changes
             * @description Stat changes: endurance, power, poison, money.
             */
            changes?: {
                [key: string]: number;
            };
            /**
             * Special
             * @description FANGER, -UDSTYR or +MODSTANDER.
             */
            special?: ("capture" | "remove_equipment" | "summon") | null;
            /**
             * Ability
             * @description Required for a capture: the ability an escape uses.
             */
            ability?: string | null;
            /**
             * Summon Limit
             * @description Summon only; null = unlimited.
             */
            summon_limit?: number | null;
        };
        /** TerminusAlfaTaEquipmentTakenEntryLogged */
        TerminusAlfaTaEquipmentTakenEntryLogged: {
            /** Character Id */
            character_id: string;
            /** Opponent Id */
            opponent_id: string;
            /**
             * Slot
             * @enum {string}
             */
            slot: "1" | "2" | "3" | "T";
            /** Item */
            item: string;
        };
        /** TerminusAlfaTaOpponentAttackEntryLogged */
        TerminusAlfaTaOpponentAttackEntryLogged: {
            /** Opponent Id */
            opponent_id: string;
            /** Character Id */
            character_id: string;
            /**
             * Mode
             * @enum {string}
             */
            mode: "melee" | "shoot";
        };
        /**
         * TerminusAlfaTaOpponentInputLogged
         * @description An opponent (MODSTANDER): at least one of ``kamp`` (KAMP) and ``skyde`` (SKYDE).
         */
        TerminusAlfaTaOpponentInputLogged: {
            /** Id */
            id: string;
            /**
             * Name
             * @description Default: the id.
             */
            name?: string | null;
            /**
             * Species
             * @description A catalogue species id, e.g. soldiers, trolls, daemons.
             */
            species: string;
            /**
             * Kamp
             * @description Melee value (KAMP).
             */
            kamp?: number | null;
            /**
             * Skyde
             * @description Shooting value (SKYDE), grade 20 built in.
             */
            skyde?: number | null;
            /**
             * Endurance
             * @description Starting (total) endurance.
             */
            endurance?: number;
            /**
             * Effects
             * @description Slots "1", "2", "3".
             */
            effects?: {
                [key: string]: components["schemas"]["TerminusAlfaTaEffectInputLogged"];
            };
            /** @description The T entry. */
            terminus_effect?: components["schemas"]["TerminusAlfaTaEffectInputLogged"] | null;
        };
        /**
         * TerminusAlfaTaSummonEntryLogged
         * @description A summon in the GM's part: the new opponent is read as ``combat_start`` reads one.
         */
        TerminusAlfaTaSummonEntryLogged: {
            /** Opponent Id */
            opponent_id: string;
            new_opponent: components["schemas"]["TerminusAlfaTaOpponentInputLogged"];
        };
        /** TerminusAlfaTaVoidEffectEntryLogged */
        TerminusAlfaTaVoidEffectEntryLogged: {
            /** Opponent Id */
            opponent_id: string;
            /**
             * Slot
             * @enum {string}
             */
            slot: "1" | "2" | "3" | "T";
            /** Character Id */
            character_id?: string | null;
        };
        /**
         * TerminusAlfaTaAttacksGmPartLogged
         * @description The GM's part of phase 2: the opponents' attacks, void effects, items taken, summons, and
         *     optionally the faces of the shared GM roll made at the table (taken first at resolve).
         * @example {
         *       "attacks": [
         *         {
         *           "character_id": "kira",
         *           "mode": "melee",
         *           "opponent_id": "vagt"
         *         }
         *       ],
         *       "gm_roll": [
         *         3,
         *         4
         *       ]
         *     }
         * @example {
         *       "attacks": [
         *         {
         *           "character_id": "ulf",
         *           "mode": "melee",
         *           "opponent_id": "hund"
         *         }
         *       ]
         *     }
         * @example {}
         */
        TerminusAlfaTaAttacksGmPartLogged: {
            /**
             * Attacks
             * @description Each opponent attacks at most once.
             */
            attacks?: components["schemas"]["TerminusAlfaTaOpponentAttackEntryLogged"][];
            /** Void Effects */
            void_effects?: components["schemas"]["TerminusAlfaTaVoidEffectEntryLogged"][];
            /** Equipment Taken */
            equipment_taken?: components["schemas"]["TerminusAlfaTaEquipmentTakenEntryLogged"][];
            /**
             * Summons
             * @description A combat has at most 50 opponents.
             */
            summons?: components["schemas"]["TerminusAlfaTaSummonEntryLogged"][];
            /**
             * Gm Roll
             * @description The faces of the shared GM roll, rolled at the table and shown to the players: exactly one complete RUL (two dice and any terminus extras). Needs attacks.
             */
            gm_roll?: number[];
        };
        /**
         * TerminusAlfaTaCharacterActionPartLogged
         * @description An action in a character's part: ``character_id`` may be omitted (it is the combatant).
         */
        TerminusAlfaTaCharacterActionPartLogged: {
            /** Character Id */
            character_id?: string | null;
            /**
             * Kind
             * @enum {string}
             */
            kind: "attack" | "escape" | "free_captive" | "change_equipment" | "trade_equipment" | "leave_vehicle" | "none";
            /**
             * Opponent Id
             * @description attack: the target opponent.
             */
            opponent_id?: string | null;
            /**
             * Attack Type
             * @description attack: melee, ranged, vehicle_weapon, ….
             */
            attack_type?: ("melee" | "ranged" | "vehicle_weapon" | "kultisme" | "knowledge") | null;
            /**
             * Attack Value
             * @description attack: the KAMP/TEKNIK/KULTISME… total.
             */
            attack_value?: number | null;
            /**
             * Weapon Marks
             * @description attack: spirit (Å), astral (A).
             */
            weapon_marks?: ("spirit" | "astral")[];
            /**
             * Target Character Id
             * @description free_captive: the captured ally.
             */
            target_character_id?: string | null;
            /**
             * To Slots
             * @description change_equipment: list → stamfelter.
             */
            to_slots?: string[];
            /**
             * To List
             * @description change_equipment: stamfelter → list.
             */
            to_list?: string[];
            /**
             * Partner Id
             * @description trade_equipment: the other character.
             */
            partner_id?: string | null;
            /**
             * Give
             * @description trade_equipment: items given.
             */
            give?: string[];
        };
        /**
         * TerminusAlfaTaExtraRollActionPartLogged
         * @description A power action in a character's part: ``character_id`` may be omitted (it is the combatant).
         */
        TerminusAlfaTaExtraRollActionPartLogged: {
            /** Character Id */
            character_id?: string | null;
            /**
             * Kind
             * @constant
             */
            kind: "extra_roll";
            /** Power Cost */
            power_cost: number;
            /**
             * Amount
             * @description Default: `1`.
             */
            amount?: number;
        };
        /**
         * TerminusAlfaTaActionsPartLogged
         * @description A character's part of phase 3: extra rolls bought with power, and the actions in order
         *     (``{"actions": [{"kind": "none"}]}`` or ``{}`` to pass).
         * @example {
         *       "actions": [
         *         {
         *           "attack_type": "melee",
         *           "attack_value": 16,
         *           "kind": "attack",
         *           "opponent_id": "vagt"
         *         }
         *       ]
         *     }
         * @example {
         *       "actions": [
         *         {
         *           "attack_type": "melee",
         *           "attack_value": 14,
         *           "kind": "attack",
         *           "opponent_id": "hund"
         *         }
         *       ]
         *     }
         * @example {
         *       "actions": [
         *         {
         *           "kind": "none"
         *         }
         *       ]
         *     }
         */
        TerminusAlfaTaActionsPartLogged: {
            /** Power Actions */
            power_actions?: components["schemas"]["TerminusAlfaTaExtraRollActionPartLogged"][];
            /** Actions */
            actions?: components["schemas"]["TerminusAlfaTaCharacterActionPartLogged"][];
        };
        /**
         * TerminusAlfaTaTallyPartLogged
         * @description A character's part of phase 4: the party's choice (the characters' choices must agree).
         * @example {
         *       "party_choice": "fight"
         *     }
         * @example {}
         */
        TerminusAlfaTaTallyPartLogged: {
            /**
             * Party Choice
             * @description threat: fight/flee/surrender; robbery: fight/flee/hand_over; death: fight only.
             */
            party_choice?: ("fight" | "flee" | "surrender" | "hand_over") | null;
        };
        /**
         * TerminusAlfaTaTallyGmPartLogged
         * @description The GM's part of phase 4: the party's choice, which wins over the characters', and under robbery
         *     whether the opponents got what they wanted.
         * @example {}
         * @example {
         *       "party_choice": "fight"
         *     }
         */
        TerminusAlfaTaTallyGmPartLogged: {
            /**
             * Party Choice
             * @description threat: fight/flee/surrender; robbery: fight/flee/hand_over; death: fight only.
             */
            party_choice?: ("fight" | "flee" | "surrender" | "hand_over") | null;
            /**
             * Robbery Goal Met
             * @description Robbery only: the goal was met by an effect.
             */
            robbery_goal_met?: boolean | null;
        };
        /**
         * TerminusAlfaCombatDeclarationLogged
         * @description A part of a `terminus-alfa` phase's declarations as the event log shows it to the caller (to a player, without what players are not shown).
         */
        TerminusAlfaCombatDeclarationLogged: components["schemas"]["TerminusAlfaTaConditionsPartLogged"] | components["schemas"]["TerminusAlfaTaAttacksPartLogged"] | components["schemas"]["TerminusAlfaTaAttacksGmPartLogged"] | components["schemas"]["TerminusAlfaTaActionsPartLogged"] | components["schemas"]["TerminusAlfaTaTallyPartLogged"] | components["schemas"]["TerminusAlfaTaTallyGmPartLogged"];
        /** TerminusAlfaTaStartResult */
        TerminusAlfaTaStartResult: Record<string, never>;
        /**
         * TerminusAlfaTaPowerActionEventShown
         * @description A power action paid for: phase 1 names ``effect_id`` and ``for_all``; phases 2 and 3 the ``kind``
         *     and its fields (``amount``, or ``opponent_id`` and ``slot``).
         */
        TerminusAlfaTaPowerActionEventShown: {
            /**
             * Type
             * @constant
             */
            type: "power_action";
            /** Character Id */
            character_id: string;
            /** Power Cost */
            power_cost: number;
            /** Effect Id */
            effect_id?: string;
            /** For All */
            for_all?: boolean;
            /**
             * Kind
             * @enum {string}
             */
            kind?: "modify_attack" | "avert_effect" | "extra_roll";
            /** Amount */
            amount?: number;
            /** Opponent Id */
            opponent_id?: string;
            /**
             * Slot
             * @enum {string}
             */
            slot?: "1" | "2" | "3" | "T";
        };
        /** TerminusAlfaTaRoundEffectTriggeredEventShown */
        TerminusAlfaTaRoundEffectTriggeredEventShown: {
            /**
             * Type
             * @constant
             */
            type: "round_effect_triggered";
            /** Effect Id */
            effect_id: string;
            /**
             * Category
             * @enum {string}
             */
            category: "permanent" | "property" | "condition";
        };
        /**
         * TerminusAlfaTaRoundEffectsAppliedEventShown
         * @description The worst change per stat that reached the character, which effect gave it, and what it did.
         */
        TerminusAlfaTaRoundEffectsAppliedEventShown: {
            /**
             * Type
             * @constant
             */
            type: "round_effects_applied";
            /** Character Id */
            character_id: string;
            /** Changes */
            changes: {
                [key: string]: number;
            };
            /** Sources */
            sources: {
                [key: string]: string;
            };
            /** Actual */
            actual: {
                [key: string]: number;
            };
        };
        /** TerminusAlfaTaConditionsResult */
        TerminusAlfaTaConditionsResult: {
            /** Events */
            events: (components["schemas"]["TerminusAlfaTaPowerActionEventShown"] | components["schemas"]["TerminusAlfaTaRoundEffectTriggeredEventShown"] | components["schemas"]["TerminusAlfaTaRoundEffectsAppliedEventShown"])[];
            /** Horde */
            horde: boolean;
            /**
             * Applied
             * @description character id → actual changes.
             */
            applied: {
                [key: string]: {
                    [key: string]: number;
                };
            };
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** TerminusAlfaTaAttackEventShown */
        TerminusAlfaTaAttackEventShown: {
            /** Opponent Id */
            opponent_id: string;
            /** Character Id */
            character_id: string;
            /**
             * Mode
             * @enum {string}
             */
            mode: "melee" | "shoot";
            /** Result */
            result: number;
            /**
             * Target
             * @enum {string}
             */
            target: "character" | "vehicle";
            /** Vehicle Id */
            vehicle_id?: string;
            /** Defence */
            defence: number | null;
            /** Hit */
            hit: boolean;
            /** Raw Damage */
            raw_damage: number;
            /** Damage */
            damage: number;
            /** Absorbed By */
            absorbed_by: ("vehicle" | "fortification") | null;
            /**
             * Type
             * @constant
             */
            type: "attack";
        };
        /**
         * TerminusAlfaTaAttackRecordShown
         * @description One opponent attack: ``vehicle_id`` only when a vehicle took it.
         */
        TerminusAlfaTaAttackRecordShown: {
            /** Opponent Id */
            opponent_id: string;
            /** Character Id */
            character_id: string;
            /**
             * Mode
             * @enum {string}
             */
            mode: "melee" | "shoot";
            /** Result */
            result: number;
            /**
             * Target
             * @enum {string}
             */
            target: "character" | "vehicle";
            /** Vehicle Id */
            vehicle_id?: string;
            /** Defence */
            defence: number | null;
            /** Hit */
            hit: boolean;
            /** Raw Damage */
            raw_damage: number;
            /** Damage */
            damage: number;
            /** Absorbed By */
            absorbed_by: ("vehicle" | "fortification") | null;
        };
        /** TerminusAlfaTaAvertRollEventShown */
        TerminusAlfaTaAvertRollEventShown: {
            /**
             * Type
             * @constant
             */
            type: "avert_roll";
            /** Character Id */
            character_id: string;
            /** Opponent Id */
            opponent_id: string;
            /**
             * Slot
             * @enum {string}
             */
            slot: "1" | "2" | "3" | "T";
            /** Total */
            total: number;
            /** Grade */
            grade: number;
            /** Success */
            success: boolean;
            /** Pairs */
            pairs: number[][];
        };
        /**
         * TerminusAlfaTaEffectEntryShown
         * @description One fired effect on one character: ``actual`` only when applied, ``captured`` when it captured
         *     the character, ``item`` when it removed an item.
         */
        TerminusAlfaTaEffectEntryShown: {
            /**
             * Type
             * @constant
             */
            type: "effect";
            /** Opponent Id */
            opponent_id: string;
            /**
             * Slot
             * @enum {string}
             */
            slot: "1" | "2" | "3" | "T";
            /** Character Id */
            character_id: string;
            /**
             * Outcome
             * @enum {string}
             */
            outcome: "applied" | "averted" | "void";
            /** Actual */
            actual?: {
                [key: string]: number;
            };
            /**
             * Captured
             * @constant
             */
            captured?: true;
            /** Item */
            item?: string;
        };
        /**
         * TerminusAlfaTaGmRollShown
         * @description The one shared GM roll of the phase.
         */
        TerminusAlfaTaGmRollShown: {
            /** Pairs */
            pairs: number[][];
            /** Dice Total */
            dice_total: number;
            /** Effect Roll */
            effect_roll: boolean;
            /** Terminus Roll */
            terminus_roll: boolean;
            /** Fumble */
            fumble: boolean;
        };
        /** TerminusAlfaTaGmRollEventShown */
        TerminusAlfaTaGmRollEventShown: {
            /** Pairs */
            pairs: number[][];
            /** Dice Total */
            dice_total: number;
            /** Effect Roll */
            effect_roll: boolean;
            /** Terminus Roll */
            terminus_roll: boolean;
            /** Fumble */
            fumble: boolean;
            /**
             * Type
             * @constant
             */
            type: "gm_roll";
        };
        /** TerminusAlfaTaSummonedEventShown */
        TerminusAlfaTaSummonedEventShown: {
            /**
             * Type
             * @constant
             */
            type: "summoned";
            /**
             * Opponent Id
             * @description The summoner.
             */
            opponent_id: string;
            /** New Opponent Id */
            new_opponent_id: string;
        };
        /** TerminusAlfaTaOpponentAttacksResult */
        TerminusAlfaTaOpponentAttacksResult: {
            /** Events */
            events: (components["schemas"]["TerminusAlfaTaPowerActionEventShown"] | components["schemas"]["TerminusAlfaTaGmRollEventShown"] | components["schemas"]["TerminusAlfaTaAttackEventShown"] | components["schemas"]["TerminusAlfaTaAvertRollEventShown"] | components["schemas"]["TerminusAlfaTaEffectEntryShown"] | components["schemas"]["TerminusAlfaTaSummonedEventShown"])[];
            gm_roll: components["schemas"]["TerminusAlfaTaGmRollShown"] | null;
            /** Attacks */
            attacks: components["schemas"]["TerminusAlfaTaAttackRecordShown"][];
            /** Effects */
            effects: components["schemas"]["TerminusAlfaTaEffectEntryShown"][];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** TerminusAlfaTaCharacterAttackResultShown */
        TerminusAlfaTaCharacterAttackResultShown: {
            /**
             * Type
             * @constant
             */
            type: "character_attack";
            /** Character Id */
            character_id: string;
            /** Opponent Id */
            opponent_id: string;
            /** Total */
            total: number;
            /** Defence */
            defence: number;
            /** Hit */
            hit: boolean;
            /**
             * Damage
             * @description Visible to players: the damage the character's own attack dealt.
             */
            damage: number;
            /** Blocked */
            blocked: ("fumble" | "leader_needs_terminus" | "needs_spirit_weapon_or_kultisme" | "needs_astral_weapon") | null;
            /** Terminus Roll */
            terminus_roll: boolean;
            /** Pairs */
            pairs: number[][];
        };
        /** TerminusAlfaTaEquipmentChangedResultShown */
        TerminusAlfaTaEquipmentChangedResultShown: {
            /**
             * Type
             * @constant
             */
            type: "equipment_changed";
            /** Character Id */
            character_id: string;
        };
        /** TerminusAlfaTaEquipmentTradedResultShown */
        TerminusAlfaTaEquipmentTradedResultShown: {
            /**
             * Type
             * @constant
             */
            type: "equipment_traded";
            /** Character Id */
            character_id: string;
            /** Partner Id */
            partner_id: string;
            /** Give */
            give: string[];
        };
        /** TerminusAlfaTaEscapeResultShown */
        TerminusAlfaTaEscapeResultShown: {
            /**
             * Type
             * @constant
             */
            type: "escape";
            /** Character Id */
            character_id: string;
            /** Total */
            total: number;
            /** Grade */
            grade: number;
            /** Success */
            success: boolean;
            /** Pairs */
            pairs: number[][];
        };
        /** TerminusAlfaTaFreedResultShown */
        TerminusAlfaTaFreedResultShown: {
            /**
             * Type
             * @constant
             */
            type: "freed";
            /** Character Id */
            character_id: string;
            /** Target Character Id */
            target_character_id: string;
        };
        /** TerminusAlfaTaLeftVehicleResultShown */
        TerminusAlfaTaLeftVehicleResultShown: {
            /**
             * Type
             * @constant
             */
            type: "left_vehicle";
            /** Character Id */
            character_id: string;
            /** Vehicle Id */
            vehicle_id: string;
        };
        /** TerminusAlfaTaCharacterActionsResult */
        TerminusAlfaTaCharacterActionsResult: {
            /** Events */
            events: (components["schemas"]["TerminusAlfaTaPowerActionEventShown"] | components["schemas"]["TerminusAlfaTaCharacterAttackResultShown"] | components["schemas"]["TerminusAlfaTaEscapeResultShown"] | components["schemas"]["TerminusAlfaTaFreedResultShown"] | components["schemas"]["TerminusAlfaTaEquipmentChangedResultShown"] | components["schemas"]["TerminusAlfaTaEquipmentTradedResultShown"] | components["schemas"]["TerminusAlfaTaLeftVehicleResultShown"])[];
            /** Results */
            results: (components["schemas"]["TerminusAlfaTaCharacterAttackResultShown"] | components["schemas"]["TerminusAlfaTaEscapeResultShown"] | components["schemas"]["TerminusAlfaTaFreedResultShown"] | components["schemas"]["TerminusAlfaTaEquipmentChangedResultShown"] | components["schemas"]["TerminusAlfaTaEquipmentTradedResultShown"] | components["schemas"]["TerminusAlfaTaLeftVehicleResultShown"])[];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** TerminusAlfaTaCharacterDownEventShown */
        TerminusAlfaTaCharacterDownEventShown: {
            /**
             * Type
             * @enum {string}
             */
            type: "character_dead" | "character_knocked_out" | "character_fainted";
            /** Character Id */
            character_id: string;
        };
        /** TerminusAlfaTaCombatEndedEventShown */
        TerminusAlfaTaCombatEndedEventShown: {
            /**
             * Type
             * @constant
             */
            type: "combat_ended";
            /**
             * Outcome
             * @description null only when the GM ended the combat.
             */
            outcome: ("opponents_defeated" | "opponents_fled" | "characters_defeated" | "mutual_defeat" | "characters_fled" | "characters_surrendered" | "loot_handed_over" | "robbery_succeeded") | null;
        };
        /** TerminusAlfaTaNewRoundEventShown */
        TerminusAlfaTaNewRoundEventShown: {
            /**
             * Type
             * @constant
             */
            type: "new_round";
            /** Round */
            round: number;
        };
        /** TerminusAlfaTaOpponentDefeatedEventShown */
        TerminusAlfaTaOpponentDefeatedEventShown: {
            /**
             * Type
             * @constant
             */
            type: "opponent_defeated";
            /** Opponent Id */
            opponent_id: string;
        };
        /** TerminusAlfaTaOpponentsFledEventShown */
        TerminusAlfaTaOpponentsFledEventShown: {
            /**
             * Type
             * @constant
             */
            type: "opponents_fled";
            /** Opponent Ids */
            opponent_ids: string[];
        };
        /** TerminusAlfaTaTallyResult */
        TerminusAlfaTaTallyResult: {
            /** Events */
            events: (components["schemas"]["TerminusAlfaTaCharacterDownEventShown"] | components["schemas"]["TerminusAlfaTaOpponentDefeatedEventShown"] | components["schemas"]["TerminusAlfaTaOpponentsFledEventShown"] | components["schemas"]["TerminusAlfaTaCombatEndedEventShown"] | components["schemas"]["TerminusAlfaTaNewRoundEventShown"])[];
            /** Outcome */
            outcome: ("opponents_defeated" | "opponents_fled" | "characters_defeated" | "mutual_defeat" | "characters_fled" | "characters_surrendered" | "loot_handed_over" | "robbery_succeeded") | null;
            /**
             * Opponent Endurance Lost
             * @description GM-only.
             */
            opponent_endurance_lost?: number;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /**
         * TerminusAlfaTaEndedResult
         * @description What the GM's end of a combat produces (``DELETE .../combat``; no stateless operation has it).
         */
        TerminusAlfaTaEndedResult: {
            /** Events */
            events: components["schemas"]["TerminusAlfaTaCombatEndedEventShown"][];
            /** Outcome */
            outcome: ("opponents_defeated" | "opponents_fled" | "characters_defeated" | "mutual_defeat" | "characters_fled" | "characters_surrendered" | "loot_handed_over" | "robbery_succeeded") | null;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /**
         * TerminusAlfaCombatResult
         * @description What a `terminus-alfa` combat step produced: its start, a phase's resolution or its end (two may look alike).
         */
        TerminusAlfaCombatResult: components["schemas"]["TerminusAlfaTaStartResult"] | components["schemas"]["TerminusAlfaTaConditionsResult"] | components["schemas"]["TerminusAlfaTaOpponentAttacksResult"] | components["schemas"]["TerminusAlfaTaCharacterActionsResult"] | components["schemas"]["TerminusAlfaTaTallyResult"] | components["schemas"]["TerminusAlfaTaEndedResult"];
        /** ArsMagicaAmCombatantSetup */
        ArsMagicaAmCombatantSetup: {
            /**
             * Weapon
             * @description Default: `"fist"`.
             */
            weapon?: string | components["schemas"]["ArsMagicaAmCustomWeapon"];
            /** Shield */
            shield?: (string | components["schemas"]["ArsMagicaAmCustomShield"]) | null;
            /** Id */
            id: string;
            /** Name */
            name?: string | null;
            /** Side */
            side: string;
            /** Quickness */
            quickness: number;
            /** Dexterity */
            dexterity: number;
            /** Strength */
            strength: number;
            /** Stamina */
            stamina: number;
            /**
             * Ability
             * @description Default: `0`.
             */
            ability?: number;
            /** Armour */
            armour?: (string | components["schemas"]["ArsMagicaAmCustomArmour"]) | null;
            /**
             * Size
             * @description Default: `0`.
             */
            size?: number;
            /** Encumbrance */
            encumbrance?: number | null;
            /**
             * Soak Modifier
             * @description Default: `0`.
             */
            soak_modifier?: number;
            /**
             * Damage Modifier
             * @description Default: `0`.
             */
            damage_modifier?: number;
            wounds?: components["schemas"]["ArsMagicaAmWounds"] | null;
            fatigue?: components["schemas"]["ArsMagicaAmFatigue"] | null;
            /**
             * Botch Dice
             * @description Default: `1`.
             */
            botch_dice?: number;
        };
        /**
         * ArsMagicaAmCustomArmour
         * @description Armour not in the catalogue.
         */
        ArsMagicaAmCustomArmour: {
            /**
             * Protection
             * @description Default: `0`.
             */
            protection?: number;
            /**
             * Load
             * @description Default: `0`.
             */
            load?: number;
        };
        /**
         * ArsMagicaAmCustomShield
         * @description A shield not in the catalogue.
         */
        ArsMagicaAmCustomShield: {
            /**
             * Init
             * @description Default: `0`.
             */
            init?: number;
            /**
             * Atk
             * @description Default: `0`.
             */
            atk?: number;
            /**
             * Dfn
             * @description Default: `0`.
             */
            dfn?: number;
            /**
             * Dam
             * @description Default: `0`.
             */
            dam?: number;
            /**
             * Load
             * @description Default: `0`.
             */
            load?: number;
        };
        /**
         * ArsMagicaAmCustomWeapon
         * @description A weapon not in the catalogue; ``atk``/``dam`` ``null`` mean it cannot attack or damage.
         */
        ArsMagicaAmCustomWeapon: {
            /**
             * Init
             * @description Default: `0`.
             */
            init?: number;
            /**
             * Atk
             * @description Default: `0`.
             */
            atk?: number | null;
            /**
             * Dfn
             * @description Default: `0`.
             */
            dfn?: number;
            /**
             * Dam
             * @description Default: `0`.
             */
            dam?: number | null;
            /** Range */
            range?: number | null;
            /**
             * Two Handed
             * @description Default: `false`.
             */
            two_handed?: boolean;
            /**
             * Load
             * @description Default: `0`.
             */
            load?: number;
        };
        /**
         * ArsMagicaAmFatigue
         * @description ``fatigue``: short-term and long-term levels; together at most 5 (Unconscious).
         */
        ArsMagicaAmFatigue: {
            /**
             * Short Term
             * @description Default: `0`.
             */
            short_term?: number;
            /**
             * Long Term
             * @description Default: `0`.
             */
            long_term?: number;
        };
        /**
         * ArsMagicaAmWounds
         * @description ``wounds``: how many wounds of each level (0–99 each).
         */
        ArsMagicaAmWounds: {
            /**
             * Light
             * @description Default: `0`.
             */
            light?: number;
            /**
             * Medium
             * @description Default: `0`.
             */
            medium?: number;
            /**
             * Heavy
             * @description Default: `0`.
             */
            heavy?: number;
            /**
             * Incapacitating
             * @description Default: `0`.
             */
            incapacitating?: number;
        };
        /**
         * ArsMagicaAmCombatStartInput
         * @description A new combat (§7.2): its combatants and whether the sides start in contact.
         * @example {
         *       "combatants": [
         *         {
         *           "ability": 5,
         *           "armour": "metal_scale_partial",
         *           "dexterity": 1,
         *           "id": "grog",
         *           "quickness": 1,
         *           "shield": "shield_heater",
         *           "side": "covenant",
         *           "stamina": 2,
         *           "strength": 2,
         *           "weapon": "sword_long"
         *         },
         *         {
         *           "ability": 4,
         *           "armour": "heavy_leather_partial",
         *           "dexterity": 1,
         *           "id": "bandit",
         *           "quickness": 0,
         *           "side": "bandits",
         *           "stamina": 1,
         *           "strength": 1,
         *           "weapon": "axe"
         *         }
         *       ]
         *     }
         */
        ArsMagicaAmCombatStartInput: {
            /** Combatants */
            combatants: components["schemas"]["ArsMagicaAmCombatantSetup"][];
            /**
             * Engagement
             * @description Default: `"melee"`.
             * @enum {string}
             */
            engagement?: "melee" | "missile";
        };
        /** ArsMagicaAmCombatantSetupSeated */
        ArsMagicaAmCombatantSetupSeated: {
            /**
             * Weapon
             * @description Default: `"fist"`.
             */
            weapon?: string | components["schemas"]["ArsMagicaAmCustomWeapon"];
            /** Shield */
            shield?: (string | components["schemas"]["ArsMagicaAmCustomShield"]) | null;
            /** Id */
            id: string;
            /** Name */
            name?: string | null;
            /** Side */
            side: string;
            /** Quickness */
            quickness: number;
            /** Dexterity */
            dexterity: number;
            /** Strength */
            strength: number;
            /** Stamina */
            stamina: number;
            /**
             * Ability
             * @description Default: `0`.
             */
            ability?: number;
            /** Armour */
            armour?: (string | components["schemas"]["ArsMagicaAmCustomArmour"]) | null;
            /**
             * Size
             * @description Default: `0`.
             */
            size?: number;
            /** Encumbrance */
            encumbrance?: number | null;
            /**
             * Soak Modifier
             * @description Default: `0`.
             */
            soak_modifier?: number;
            /**
             * Damage Modifier
             * @description Default: `0`.
             */
            damage_modifier?: number;
            wounds?: components["schemas"]["ArsMagicaAmWounds"] | null;
            fatigue?: components["schemas"]["ArsMagicaAmFatigue"] | null;
            /**
             * Botch Dice
             * @description Default: `1`.
             */
            botch_dice?: number;
            /** @description The player who controls this combatant (a player id of the session): they declare for it and see what its side may see. */
            controller?: string;
        };
        /**
         * ArsMagicaCombatStartBody
         * @description A new combat (§7.2): its combatants and whether the sides start in contact.
         * @example {
         *       "combatants": [
         *         {
         *           "ability": 5,
         *           "armour": "metal_scale_partial",
         *           "dexterity": 1,
         *           "id": "grog",
         *           "quickness": 1,
         *           "shield": "shield_heater",
         *           "side": "covenant",
         *           "stamina": 2,
         *           "strength": 2,
         *           "weapon": "sword_long"
         *         },
         *         {
         *           "ability": 4,
         *           "armour": "heavy_leather_partial",
         *           "dexterity": 1,
         *           "id": "bandit",
         *           "quickness": 0,
         *           "side": "bandits",
         *           "stamina": 1,
         *           "strength": 1,
         *           "weapon": "axe"
         *         }
         *       ]
         *     }
         */
        ArsMagicaCombatStartBody: {
            /** Combatants */
            combatants: components["schemas"]["ArsMagicaAmCombatantSetupSeated"][];
            /**
             * Engagement
             * @description Default: `"melee"`.
             * @enum {string}
             */
            engagement?: "melee" | "missile";
        };
        /**
         * ArsMagicaAmFatigueShown
         * @description ``fatigue``: short-term and long-term levels; together at most 5 (Unconscious).
         */
        ArsMagicaAmFatigueShown: {
            /**
             * Short Term
             * @default 0
             */
            short_term: number;
            /**
             * Long Term
             * @default 0
             */
            long_term: number;
        };
        /** ArsMagicaAmStateArmourShown */
        ArsMagicaAmStateArmourShown: {
            /** Id */
            id: string | null;
            /** Protection */
            protection: number;
            /** Load */
            load: number;
        };
        /** ArsMagicaAmStateCombatantShown */
        ArsMagicaAmStateCombatantShown: {
            /** Id */
            id: string;
            /** Name */
            name: string;
            /** Side */
            side: string;
            /** Quickness */
            quickness: number;
            /** Dexterity */
            dexterity: number;
            /** Strength */
            strength: number;
            /** Stamina */
            stamina: number;
            /** Ability */
            ability: number;
            weapon: components["schemas"]["ArsMagicaAmStateWeaponShown"];
            shield: components["schemas"]["ArsMagicaAmStateShieldShown"] | null;
            armour: components["schemas"]["ArsMagicaAmStateArmourShown"] | null;
            /** Size */
            size: number;
            /** Encumbrance */
            encumbrance: number;
            /** Soak Modifier */
            soak_modifier: number;
            /** Damage Modifier */
            damage_modifier: number;
            wounds: components["schemas"]["ArsMagicaAmStateWoundsShown"];
            fatigue: components["schemas"]["ArsMagicaAmFatigueShown"];
            /** Botch Dice */
            botch_dice: number;
            /** Dead */
            dead: boolean;
            /** Initiative */
            initiative: number | null;
            /**
             * Status
             * @enum {string}
             */
            status: "active" | "incapacitated" | "unconscious" | "dead";
        };
        /** ArsMagicaAmStateShieldShown */
        ArsMagicaAmStateShieldShown: {
            /** Id */
            id: string | null;
            /** Init */
            init: number;
            /** Atk */
            atk: number;
            /** Dfn */
            dfn: number;
            /** Dam */
            dam: number;
            /** Load */
            load: number;
        };
        /** ArsMagicaAmStateWeaponShown */
        ArsMagicaAmStateWeaponShown: {
            /** Id */
            id: string | null;
            /** Init */
            init: number;
            /** Atk */
            atk: number | null;
            /** Dfn */
            dfn: number;
            /** Dam */
            dam: number | null;
            /** Range */
            range: number | null;
            /** Two Handed */
            two_handed: boolean;
            /** Load */
            load: number;
        };
        /**
         * ArsMagicaAmStateWoundsShown
         * @description Wound counts in combat: unbounded above, since blows keep landing on the fallen.
         */
        ArsMagicaAmStateWoundsShown: {
            /** Light */
            light: number;
            /** Medium */
            medium: number;
            /** Heavy */
            heavy: number;
            /** Incapacitating */
            incapacitating: number;
        };
        /**
         * ArsMagicaAmStoredDeclarationShown
         * @description A declaration as the state keeps it: every field present.
         */
        ArsMagicaAmStoredDeclarationShown: {
            /** Actor */
            actor: string;
            /**
             * Action
             * @enum {string}
             */
            action: "attack" | "close_in" | "other" | "none";
            /** Target */
            target: string | null;
            /** Range Increments */
            range_increments: number | null;
            /** Exertion */
            exertion: boolean;
            /** Exert Defence */
            exert_defence: boolean;
            /** Attack Modifier */
            attack_modifier: number;
            /** Defence Modifier */
            defence_modifier: number;
        };
        /**
         * ArsMagicaAmCombatStateShown
         * @description The combat state document (§7.1).
         */
        ArsMagicaAmCombatStateShown: {
            /** System */
            system: string;
            /** Round */
            round: number;
            /**
             * Phase
             * @enum {string}
             */
            phase: "initiative" | "declare" | "resolve" | "ended";
            /**
             * Engagement
             * @enum {string}
             */
            engagement: "melee" | "missile";
            /** Combatants */
            combatants: components["schemas"]["ArsMagicaAmStateCombatantShown"][];
            /** Order */
            order: string[];
            /** Declarations */
            declarations: components["schemas"]["ArsMagicaAmStoredDeclarationShown"][];
            /** Winner Side */
            winner_side: string | null;
        };
        /**
         * ArsMagicaCombatView
         * @description The combat state document (§7.1).
         */
        ArsMagicaCombatView: {
            /** System */
            system: string;
            /** Round */
            round: number;
            /**
             * Phase
             * @enum {string}
             */
            phase: "initiative" | "declare" | "resolve" | "ended";
            /**
             * Engagement
             * @enum {string}
             */
            engagement: "melee" | "missile";
            /** Combatants */
            combatants: components["schemas"]["ArsMagicaAmStateCombatantShown"][];
            /** Order */
            order: string[];
            /** Declarations */
            declarations: components["schemas"]["ArsMagicaAmStoredDeclarationShown"][];
            /** Winner Side */
            winner_side: string | null;
            /** @description Who must still declare in the current phase (empty when the GM resolves it). */
            pending: string[];
        };
        /**
         * ArsMagicaAmInitiativeTablePart
         * @description The GM's part of the initiative phase: Initiative modifiers by combatant id (§7.3).
         * @example {
         *       "modifiers": {
         *         "grog": 1
         *       }
         *     }
         */
        ArsMagicaAmInitiativeTablePart: {
            /** Modifiers */
            modifiers?: {
                [key: string]: number;
            } | null;
        };
        /**
         * ArsMagicaAmCombatantDeclaration
         * @description A combatant's part of the declare phase (§7.4): its action this round. ``target``,
         *     ``range_increments``, ``exertion`` and ``attack_modifier`` belong to ``attack`` only; ``actor``, if
         *     given, must be the declaring combatant.
         * @example {
         *       "action": "attack",
         *       "target": "bandit"
         *     }
         * @example {
         *       "action": "attack",
         *       "exertion": true,
         *       "target": "grog"
         *     }
         * @example {
         *       "action": "other",
         *       "defence_modifier": 1,
         *       "exert_defence": true
         *     }
         * @example {
         *       "action": "none"
         *     }
         */
        ArsMagicaAmCombatantDeclaration: {
            /** Actor */
            actor?: string | null;
            /**
             * Action
             * @enum {string}
             */
            action: "attack" | "close_in" | "other" | "none";
            /** Target */
            target?: string | null;
            /** Range Increments */
            range_increments?: number | null;
            /** Exertion */
            exertion?: boolean | null;
            /** Attack Modifier */
            attack_modifier?: number | null;
            /**
             * Exert Defence
             * @description Default: `false`.
             */
            exert_defence?: boolean;
            /**
             * Defence Modifier
             * @description Default: `0`.
             */
            defence_modifier?: number;
        };
        /**
         * ArsMagicaAmDeclareTablePart
         * @description The GM's part of the declare phase: the engagement, set before the declarations are checked, or the
         *     end of the combat (the combatants' parts are then ignored).
         * @example {
         *       "engagement": "melee"
         *     }
         */
        ArsMagicaAmDeclareTablePart: {
            /** Engagement */
            engagement?: ("melee" | "missile") | null;
            /**
             * End Combat
             * @description Default: `false`.
             */
            end_combat?: boolean;
        };
        /**
         * ArsMagicaCombatDeclaration
         * @description A part of a `ars-magica` phase's declarations: `GET /v1/systems/ars-magica/combat` says which phase takes which.
         */
        ArsMagicaCombatDeclaration: components["schemas"]["ArsMagicaAmInitiativeTablePart"] | components["schemas"]["ArsMagicaAmCombatantDeclaration"] | components["schemas"]["ArsMagicaAmDeclareTablePart"];
        /**
         * ArsMagicaAmInitiativeTablePartLogged
         * @description The GM's part of the initiative phase: Initiative modifiers by combatant id (§7.3).
         * @example {
         *       "modifiers": {
         *         "grog": 1
         *       }
         *     }
         */
        ArsMagicaAmInitiativeTablePartLogged: {
            /** Modifiers */
            modifiers?: {
                [key: string]: number;
            } | null;
        };
        /**
         * ArsMagicaAmCombatantDeclarationLogged
         * @description A combatant's part of the declare phase (§7.4): its action this round. ``target``,
         *     ``range_increments``, ``exertion`` and ``attack_modifier`` belong to ``attack`` only; ``actor``, if
         *     given, must be the declaring combatant.
         * @example {
         *       "action": "attack",
         *       "target": "bandit"
         *     }
         * @example {
         *       "action": "attack",
         *       "exertion": true,
         *       "target": "grog"
         *     }
         * @example {
         *       "action": "other",
         *       "defence_modifier": 1,
         *       "exert_defence": true
         *     }
         * @example {
         *       "action": "none"
         *     }
         */
        ArsMagicaAmCombatantDeclarationLogged: {
            /** Actor */
            actor?: string | null;
            /**
             * Action
             * @enum {string}
             */
            action: "attack" | "close_in" | "other" | "none";
            /** Target */
            target?: string | null;
            /** Range Increments */
            range_increments?: number | null;
            /** Exertion */
            exertion?: boolean | null;
            /** Attack Modifier */
            attack_modifier?: number | null;
            /**
             * Exert Defence
             * @description Default: `false`.
             */
            exert_defence?: boolean;
            /**
             * Defence Modifier
             * @description Default: `0`.
             */
            defence_modifier?: number;
        };
        /**
         * ArsMagicaAmDeclareTablePartLogged
         * @description The GM's part of the declare phase: the engagement, set before the declarations are checked, or the
         *     end of the combat (the combatants' parts are then ignored).
         * @example {
         *       "engagement": "melee"
         *     }
         */
        ArsMagicaAmDeclareTablePartLogged: {
            /** Engagement */
            engagement?: ("melee" | "missile") | null;
            /**
             * End Combat
             * @description Default: `false`.
             */
            end_combat?: boolean;
        };
        /**
         * ArsMagicaCombatDeclarationLogged
         * @description A part of a `ars-magica` phase's declarations as the event log shows it to the caller (to a player, without what players are not shown).
         */
        ArsMagicaCombatDeclarationLogged: components["schemas"]["ArsMagicaAmInitiativeTablePartLogged"] | components["schemas"]["ArsMagicaAmCombatantDeclarationLogged"] | components["schemas"]["ArsMagicaAmDeclareTablePartLogged"];
        /** ArsMagicaAmActionLostEventShown */
        ArsMagicaAmActionLostEventShown: {
            /**
             * Type
             * @constant
             */
            type: "action_lost";
            /** Id */
            id: string;
            /**
             * Status
             * @enum {string}
             */
            status: "active" | "incapacitated" | "unconscious" | "dead";
        };
        /** ArsMagicaAmAttackEventShown */
        ArsMagicaAmAttackEventShown: {
            /**
             * Type
             * @constant
             */
            type: "attack";
            /** Id */
            id: string;
            /** Target */
            target: string;
            /** Attack Total */
            attack_total: number;
            /** Attack Faces */
            attack_faces: number[];
            /** Attack Botched */
            attack_botched: boolean;
            /** Defence Rolled */
            defence_rolled: boolean;
            /** Defence Total */
            defence_total: number;
            /** Defence Faces */
            defence_faces: number[];
            /** Defence Botched */
            defence_botched: boolean;
            /** Attack Advantage */
            attack_advantage: number;
            /** Hit */
            hit: boolean;
            /** Damage Total */
            damage_total: number | null;
            /** Soak Total */
            soak_total: number | null;
            /** Excess */
            excess: number | null;
            /** Wound */
            wound: ("light" | "medium" | "heavy" | "incapacitating" | "dead") | null;
        };
        /** ArsMagicaAmAttackVoidEventShown */
        ArsMagicaAmAttackVoidEventShown: {
            /**
             * Type
             * @constant
             */
            type: "attack_void";
            /** Id */
            id: string;
            /** Target */
            target: string;
            /**
             * Reason
             * @constant
             */
            reason: "target dead";
        };
        /** ArsMagicaAmCombatEndedEventShown */
        ArsMagicaAmCombatEndedEventShown: {
            /**
             * Type
             * @constant
             */
            type: "combat_ended";
            /**
             * Reason
             * @enum {string}
             */
            reason: "gm" | "one_side_left" | "no_side_left";
            /** Winner Side */
            winner_side: string | null;
        };
        /** ArsMagicaAmCombatStartedEventShown */
        ArsMagicaAmCombatStartedEventShown: {
            /**
             * Type
             * @constant
             */
            type: "combat_started";
            /** Combatants */
            combatants: string[];
        };
        /** ArsMagicaAmDeclarationsLockedEventShown */
        ArsMagicaAmDeclarationsLockedEventShown: {
            /**
             * Type
             * @constant
             */
            type: "declarations_locked";
            /** Count */
            count: number;
        };
        /** ArsMagicaAmEngagementSetEventShown */
        ArsMagicaAmEngagementSetEventShown: {
            /**
             * Type
             * @constant
             */
            type: "engagement_set";
            /**
             * Engagement
             * @enum {string}
             */
            engagement: "melee" | "missile";
        };
        /** ArsMagicaAmInitiativeEventShown */
        ArsMagicaAmInitiativeEventShown: {
            /**
             * Type
             * @constant
             */
            type: "initiative";
            /** Id */
            id: string;
            /** Total */
            total: number;
            /** Faces */
            faces: number[];
            /** Botched */
            botched: boolean;
        };
        /** ArsMagicaAmInitiativeSkippedEventShown */
        ArsMagicaAmInitiativeSkippedEventShown: {
            /**
             * Type
             * @constant
             */
            type: "initiative_skipped";
            /** Id */
            id: string;
            /**
             * Status
             * @enum {string}
             */
            status: "active" | "incapacitated" | "unconscious" | "dead";
        };
        /** ArsMagicaAmOrderFixedEventShown */
        ArsMagicaAmOrderFixedEventShown: {
            /**
             * Type
             * @constant
             */
            type: "order_fixed";
            /** Order */
            order: string[];
        };
        /**
         * ArsMagicaAmPlainActionEventShown
         * @description A declared ``close_in``, ``other`` or ``none``: recorded, no dice.
         */
        ArsMagicaAmPlainActionEventShown: {
            /**
             * Type
             * @enum {string}
             */
            type: "close_in" | "other" | "none";
            /** Id */
            id: string;
        };
        /** ArsMagicaAmRoundEndedEventShown */
        ArsMagicaAmRoundEndedEventShown: {
            /**
             * Type
             * @constant
             */
            type: "round_ended";
            /** Next Round */
            next_round: number;
        };
        /** ArsMagicaAmCombatStartResult */
        ArsMagicaAmCombatStartResult: {
            /** Events */
            events: (components["schemas"]["ArsMagicaAmCombatStartedEventShown"] | components["schemas"]["ArsMagicaAmInitiativeEventShown"] | components["schemas"]["ArsMagicaAmInitiativeSkippedEventShown"] | components["schemas"]["ArsMagicaAmOrderFixedEventShown"] | components["schemas"]["ArsMagicaAmEngagementSetEventShown"] | components["schemas"]["ArsMagicaAmDeclarationsLockedEventShown"] | components["schemas"]["ArsMagicaAmActionLostEventShown"] | components["schemas"]["ArsMagicaAmPlainActionEventShown"] | components["schemas"]["ArsMagicaAmAttackVoidEventShown"] | components["schemas"]["ArsMagicaAmAttackEventShown"] | components["schemas"]["ArsMagicaAmRoundEndedEventShown"] | components["schemas"]["ArsMagicaAmCombatEndedEventShown"])[];
        };
        /** ArsMagicaAmCombatInitiativeResult */
        ArsMagicaAmCombatInitiativeResult: {
            /** Events */
            events: (components["schemas"]["ArsMagicaAmCombatStartedEventShown"] | components["schemas"]["ArsMagicaAmInitiativeEventShown"] | components["schemas"]["ArsMagicaAmInitiativeSkippedEventShown"] | components["schemas"]["ArsMagicaAmOrderFixedEventShown"] | components["schemas"]["ArsMagicaAmEngagementSetEventShown"] | components["schemas"]["ArsMagicaAmDeclarationsLockedEventShown"] | components["schemas"]["ArsMagicaAmActionLostEventShown"] | components["schemas"]["ArsMagicaAmPlainActionEventShown"] | components["schemas"]["ArsMagicaAmAttackVoidEventShown"] | components["schemas"]["ArsMagicaAmAttackEventShown"] | components["schemas"]["ArsMagicaAmRoundEndedEventShown"] | components["schemas"]["ArsMagicaAmCombatEndedEventShown"])[];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** ArsMagicaAmCombatDeclareResult */
        ArsMagicaAmCombatDeclareResult: {
            /** Events */
            events: (components["schemas"]["ArsMagicaAmCombatStartedEventShown"] | components["schemas"]["ArsMagicaAmInitiativeEventShown"] | components["schemas"]["ArsMagicaAmInitiativeSkippedEventShown"] | components["schemas"]["ArsMagicaAmOrderFixedEventShown"] | components["schemas"]["ArsMagicaAmEngagementSetEventShown"] | components["schemas"]["ArsMagicaAmDeclarationsLockedEventShown"] | components["schemas"]["ArsMagicaAmActionLostEventShown"] | components["schemas"]["ArsMagicaAmPlainActionEventShown"] | components["schemas"]["ArsMagicaAmAttackVoidEventShown"] | components["schemas"]["ArsMagicaAmAttackEventShown"] | components["schemas"]["ArsMagicaAmRoundEndedEventShown"] | components["schemas"]["ArsMagicaAmCombatEndedEventShown"])[];
        };
        /** ArsMagicaAmCombatResolveResult */
        ArsMagicaAmCombatResolveResult: {
            /** Events */
            events: (components["schemas"]["ArsMagicaAmCombatStartedEventShown"] | components["schemas"]["ArsMagicaAmInitiativeEventShown"] | components["schemas"]["ArsMagicaAmInitiativeSkippedEventShown"] | components["schemas"]["ArsMagicaAmOrderFixedEventShown"] | components["schemas"]["ArsMagicaAmEngagementSetEventShown"] | components["schemas"]["ArsMagicaAmDeclarationsLockedEventShown"] | components["schemas"]["ArsMagicaAmActionLostEventShown"] | components["schemas"]["ArsMagicaAmPlainActionEventShown"] | components["schemas"]["ArsMagicaAmAttackVoidEventShown"] | components["schemas"]["ArsMagicaAmAttackEventShown"] | components["schemas"]["ArsMagicaAmRoundEndedEventShown"] | components["schemas"]["ArsMagicaAmCombatEndedEventShown"])[];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /**
         * ArsMagicaCombatResult
         * @description What a `ars-magica` combat step produced: its start, a phase's resolution or its end (two may look alike).
         */
        ArsMagicaCombatResult: components["schemas"]["ArsMagicaAmCombatStartResult"] | components["schemas"]["ArsMagicaAmCombatInitiativeResult"] | components["schemas"]["ArsMagicaAmCombatDeclareResult"] | components["schemas"]["ArsMagicaAmCombatResolveResult"];
        /** IRiketsTjanstIrtAttributes */
        IRiketsTjanstIrtAttributes: {
            /** Analys */
            analys: number;
            /** Fysik */
            fysik: number;
            /** Smidighet */
            smidighet: number;
            /** Strid */
            strid: number;
            /** Vilja */
            vilja: number;
            /**
             * List
             * @description Default: `0`.
             */
            list?: number;
            /**
             * Samspel
             * @description Default: `0`.
             */
            samspel?: number;
            /**
             * Sinnen
             * @description Default: `0`.
             */
            sinnen?: number;
        };
        /**
         * IRiketsTjanstIrtCombatantSetup
         * @description A combatant of ``combat_start``: no derived fields (they are computed).
         */
        IRiketsTjanstIrtCombatantSetup: {
            /** Id */
            id: string;
            /**
             * Name
             * @description Default: the id.
             */
            name?: string | null;
            /**
             * Side
             * @description Any label: combat ends when one side (or none) can act.
             */
            side: string;
            attributes: components["schemas"]["IRiketsTjanstIrtAttributes"];
            /**
             * Damage
             * @description KP damage taken.
             */
            damage?: number;
            /**
             * Stress
             * @description Default: `0`.
             */
            stress?: number;
            /**
             * Fokus
             * @description Default: `0`.
             */
            fokus?: number;
            /**
             * Stability
             * @description Default: `3`.
             */
            stability?: number;
            /**
             * Protection
             * @description Default: `0`.
             */
            protection?: number;
            /**
             * Crit Toughness
             * @description Default: `0`.
             */
            crit_toughness?: number;
            /**
             * Bleeding
             * @description Default: `"none"`.
             * @enum {string}
             */
            bleeding?: "none" | "light" | "heavy";
            /**
             * Stop Bleeding Attempts
             * @description Default: `0`.
             */
            stop_bleeding_attempts?: number;
            /** Dying */
            dying?: components["schemas"]["IRiketsTjanstIrtConditionSetup"][];
            /**
             * Unconscious
             * @description Default: `false`.
             */
            unconscious?: boolean;
            /**
             * Dead
             * @description Default: `false`.
             */
            dead?: boolean;
            /**
             * Prone
             * @description Default: `false`.
             */
            prone?: boolean;
        };
        /**
         * IRiketsTjanstIrtConditionSetup
         * @description A dying condition (Döende) as ``combat_start`` takes it, with its in-combat attempt counter.
         */
        IRiketsTjanstIrtConditionSetup: {
            /** Id */
            id: string;
            /**
             * Cause
             * @enum {string}
             */
            cause: "shock" | "critical";
            /**
             * Rate
             * @enum {string}
             */
            rate: "round" | "minute" | "hour" | "day";
            /**
             * Stabilisation
             * @description Default: `0`.
             */
            stabilisation?: number;
            /**
             * Stabilised
             * @description Default: stabilisation >= 3.
             */
            stabilised: boolean;
            /**
             * Stabilise Attempts
             * @description Default: `0`.
             */
            stabilise_attempts?: number;
            /**
             * Source
             * @description `<damage_type>:<row>` for a critical condition.
             */
            source?: string | null;
        };
        /**
         * IRiketsTjanstIrtCombatStartInput
         * @example {
         *       "combatants": [
         *         {
         *           "attributes": {
         *             "analys": 2,
         *             "fysik": 2,
         *             "smidighet": 3,
         *             "strid": 2,
         *             "vilja": 3
         *           },
         *           "fokus": 1,
         *           "id": "anton",
         *           "side": "pc"
         *         },
         *         {
         *           "attributes": {
         *             "analys": 1,
         *             "fysik": 2,
         *             "smidighet": 2,
         *             "strid": 2,
         *             "vilja": 3
         *           },
         *           "id": "vakt",
         *           "protection": 1,
         *           "side": "npc"
         *         }
         *       ]
         *     }
         */
        IRiketsTjanstIrtCombatStartInput: {
            /**
             * Combatants
             * @description The combatants without their derived fields (initiative, timers, acted, moved).
             */
            combatants: components["schemas"]["IRiketsTjanstIrtCombatantSetup"][];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /**
         * IRiketsTjanstIrtCombatantSetupSeated
         * @description A combatant of ``combat_start``: no derived fields (they are computed).
         */
        IRiketsTjanstIrtCombatantSetupSeated: {
            /** Id */
            id: string;
            /**
             * Name
             * @description Default: the id.
             */
            name?: string | null;
            /**
             * Side
             * @description Any label: combat ends when one side (or none) can act.
             */
            side: string;
            attributes: components["schemas"]["IRiketsTjanstIrtAttributes"];
            /**
             * Damage
             * @description KP damage taken.
             */
            damage?: number;
            /**
             * Stress
             * @description Default: `0`.
             */
            stress?: number;
            /**
             * Fokus
             * @description Default: `0`.
             */
            fokus?: number;
            /**
             * Stability
             * @description Default: `3`.
             */
            stability?: number;
            /**
             * Protection
             * @description Default: `0`.
             */
            protection?: number;
            /**
             * Crit Toughness
             * @description Default: `0`.
             */
            crit_toughness?: number;
            /**
             * Bleeding
             * @description Default: `"none"`.
             * @enum {string}
             */
            bleeding?: "none" | "light" | "heavy";
            /**
             * Stop Bleeding Attempts
             * @description Default: `0`.
             */
            stop_bleeding_attempts?: number;
            /** Dying */
            dying?: components["schemas"]["IRiketsTjanstIrtConditionSetup"][];
            /**
             * Unconscious
             * @description Default: `false`.
             */
            unconscious?: boolean;
            /**
             * Dead
             * @description Default: `false`.
             */
            dead?: boolean;
            /**
             * Prone
             * @description Default: `false`.
             */
            prone?: boolean;
            /** @description The player who controls this combatant (a player id of the session): they declare for it and see what its side may see. */
            controller?: string;
        };
        /**
         * IRiketsTjanstCombatStartBody
         * @example {
         *       "combatants": [
         *         {
         *           "attributes": {
         *             "analys": 2,
         *             "fysik": 2,
         *             "smidighet": 3,
         *             "strid": 2,
         *             "vilja": 3
         *           },
         *           "fokus": 1,
         *           "id": "anton",
         *           "side": "pc"
         *         },
         *         {
         *           "attributes": {
         *             "analys": 1,
         *             "fysik": 2,
         *             "smidighet": 2,
         *             "strid": 2,
         *             "vilja": 3
         *           },
         *           "id": "vakt",
         *           "protection": 1,
         *           "side": "npc"
         *         }
         *       ]
         *     }
         */
        IRiketsTjanstCombatStartBody: {
            /**
             * Combatants
             * @description The combatants without their derived fields (initiative, timers, acted, moved).
             */
            combatants: components["schemas"]["IRiketsTjanstIrtCombatantSetupSeated"][];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IRiketsTjanstIrtAttributesViewShown */
        IRiketsTjanstIrtAttributesViewShown: {
            /** Analys */
            analys: number;
            /** Fysik */
            fysik: number;
            /** Smidighet */
            smidighet: number;
            /** Strid */
            strid: number;
            /** Vilja */
            vilja: number;
            /** List */
            list: number;
            /** Samspel */
            samspel: number;
            /** Sinnen */
            sinnen: number;
        };
        /** IRiketsTjanstIrtCombatantViewShown */
        IRiketsTjanstIrtCombatantViewShown: {
            /** Id */
            id: string;
            /** Name */
            name: string;
            /** Side */
            side: string;
            attributes: components["schemas"]["IRiketsTjanstIrtAttributesViewShown"];
            /** Damage */
            damage: number;
            /** Stress */
            stress: number;
            /** Fokus */
            fokus: number;
            /** Stability */
            stability: number;
            /** Protection */
            protection: number;
            /** Crit Toughness */
            crit_toughness: number;
            /**
             * Bleeding
             * @enum {string}
             */
            bleeding: "none" | "light" | "heavy";
            /** Stop Bleeding Attempts */
            stop_bleeding_attempts: number;
            /** Dying */
            dying: components["schemas"]["IRiketsTjanstIrtConditionViewShown"][];
            /** Unconscious */
            unconscious: boolean;
            /** Dead */
            dead: boolean;
            /** Prone */
            prone: boolean;
            /** Initiative Die */
            initiative_die: number;
            /** Initiative */
            initiative: number;
            /** Bleeding Next Round */
            bleeding_next_round: number | null;
            /** Acted */
            acted: boolean;
            /**
             * Moved
             * @enum {string}
             */
            moved: "none" | "normal" | "double";
        };
        /** IRiketsTjanstIrtConditionViewShown */
        IRiketsTjanstIrtConditionViewShown: {
            /** Id */
            id: string;
            /**
             * Cause
             * @enum {string}
             */
            cause: "shock" | "critical";
            /**
             * Rate
             * @enum {string}
             */
            rate: "round" | "minute" | "hour" | "day";
            /** Stabilisation */
            stabilisation: number;
            /** Stabilised */
            stabilised: boolean;
            /**
             * Stabilise Attempts
             * @description In-combat attempts (only the first can be made).
             */
            stabilise_attempts: number;
            /**
             * Next Roll Round
             * @description Round of the next survival roll; null once stable.
             */
            next_roll_round: number | null;
            /**
             * Source
             * @description `<damage_type>:<row>`, only for critical conditions.
             * @default null
             */
            source: string | null;
        };
        /** IRiketsTjanstIrtPendingAttackViewShown */
        IRiketsTjanstIrtPendingAttackViewShown: {
            /** Attacker */
            attacker: string;
            /** Target */
            target: string;
            /**
             * Kind
             * @enum {string}
             */
            kind: "ranged" | "melee";
            weapon: components["schemas"]["IRiketsTjanstIrtWeaponViewShown"];
            /**
             * Effective Difficulty
             * @enum {string}
             */
            effective_difficulty: "easy" | "normal" | "hard" | "very_hard";
            /** Required Successes */
            required_successes: number;
            /** Faces */
            faces: number[];
            /** Successes */
            successes: number;
            /** Twelves */
            twelves: number;
            /** Target Aware */
            target_aware: boolean;
            /** Dice Added */
            dice_added: boolean;
        };
        /** IRiketsTjanstIrtWeaponViewShown */
        IRiketsTjanstIrtWeaponViewShown: {
            /** Damage */
            damage: number;
            /** Damage Type */
            damage_type: string;
            /** Penetrating */
            penetrating: boolean;
        };
        /** IRiketsTjanstIrtCombatStateViewShown */
        IRiketsTjanstIrtCombatStateViewShown: {
            /**
             * System Id
             * @constant
             */
            system_id: "i-rikets-tjanst";
            /** Round */
            round: number;
            /**
             * Phase
             * @enum {string}
             */
            phase: "round_start" | "turn" | "reaction" | "ended";
            /** Order */
            order: string[];
            /** Turn Index */
            turn_index: number | null;
            /** Combatants */
            combatants: components["schemas"]["IRiketsTjanstIrtCombatantViewShown"][];
            pending_attack: components["schemas"]["IRiketsTjanstIrtPendingAttackViewShown"] | null;
            /** Ended Reason */
            ended_reason: ("one_side_left" | "no_one_left" | "gm") | null;
        };
        /** IRiketsTjanstCombatView */
        IRiketsTjanstCombatView: {
            /**
             * System Id
             * @constant
             */
            system_id: "i-rikets-tjanst";
            /** Round */
            round: number;
            /**
             * Phase
             * @enum {string}
             */
            phase: "round_start" | "turn" | "reaction" | "ended";
            /** Order */
            order: string[];
            /** Turn Index */
            turn_index: number | null;
            /** Combatants */
            combatants: components["schemas"]["IRiketsTjanstIrtCombatantViewShown"][];
            pending_attack: components["schemas"]["IRiketsTjanstIrtPendingAttackViewShown"] | null;
            /** Ended Reason */
            ended_reason: ("one_side_left" | "no_one_left" | "gm") | null;
            /** @description Who must still declare in the current phase (empty when the GM resolves it). */
            pending: string[];
        };
        /**
         * IRiketsTjanstIrtRoundStartPart
         * @description A combatant's part of the round start: Fokus/Stress dice for its own survival rolls.
         * @example {
         *       "survival_extra_dice": {}
         *     }
         */
        IRiketsTjanstIrtRoundStartPart: {
            /**
             * Survival Extra Dice
             * @description Extra dice for the survival roll of each of the combatant's own dying conditions, keyed by condition id (a condition that does not roll this round uses none).
             */
            survival_extra_dice?: {
                [key: string]: number;
            };
        };
        /**
         * IRiketsTjanstIrtRoundStartDeclarations
         * @description The round start's declarations as the GM (or ``combat_round_start``) gives them.
         * @example {
         *       "survival_extra_dice": {}
         *     }
         */
        IRiketsTjanstIrtRoundStartDeclarations: {
            /**
             * Survival Extra Dice
             * @description Fokus/Stress dice for a survival roll, keyed "<combatant_id>/<condition_id>": at most one entry per dying condition of the combat (50 combatants with 200 conditions each). The session merges the parts of several players into one such map.
             */
            survival_extra_dice?: {
                [key: string]: number;
            };
        };
        /**
         * IRiketsTjanstIrtAttackAction
         * @description A ranged attack (stationary) or a melee attack on another living combatant.
         */
        IRiketsTjanstIrtAttackAction: {
            /**
             * Type
             * @enum {string}
             */
            type: "ranged_attack" | "melee_attack";
            /** Target */
            target: string;
            weapon: components["schemas"]["IRiketsTjanstIrtDeclaredWeapon"];
            /**
             * Difficulty
             * @description The GM's base difficulty.
             * @enum {string}
             */
            difficulty: "easy" | "normal" | "hard" | "very_hard";
            /**
             * Attack Attribute
             * @description Ranged: smidighet only; melee: fysik (default) or smidighet.
             */
            attack_attribute?: ("fysik" | "smidighet") | null;
            /**
             * Bonus Dice
             * @description Default: `0`.
             */
            bonus_dice?: number;
            /**
             * Extra Dice
             * @description Bought up front: no push in the reaction phase then.
             */
            extra_dice?: number;
            /**
             * Target Aware
             * @description Default: `true`.
             */
            target_aware?: boolean;
            /**
             * Second Thing
             * @description Default: `false`.
             */
            second_thing?: boolean;
            /**
             * Maintaining Concentration
             * @description Default: `false`.
             */
            maintaining_concentration?: boolean;
            /**
             * Ignore Movement Penalty
             * @description Default: `false`.
             */
            ignore_movement_penalty?: boolean;
            /**
             * Extra Steps
             * @description Default: `0`.
             */
            extra_steps?: number;
            /** Minimum */
            minimum?: ("easy" | "normal" | "hard" | "very_hard") | null;
            /**
             * Requires Complete Calm
             * @description Default: `false`.
             */
            requires_complete_calm?: boolean;
        };
        /**
         * IRiketsTjanstIrtDeclaredWeapon
         * @description The weapon of a declared attack: as ``attack`` takes it, but unknown fields are refused.
         */
        IRiketsTjanstIrtDeclaredWeapon: {
            /**
             * Damage
             * @description Skada.
             */
            damage: number;
            /**
             * Damage Type
             * @description Selects the critical table.
             * @enum {string}
             */
            damage_type: "crush" | "stab" | "cut" | "fire" | "firearm" | "explosion" | "poison" | "radiation" | "other";
            /**
             * Penetrating
             * @description Penetrerande: +2 on the critical roll.
             */
            penetrating?: boolean;
        };
        /**
         * IRiketsTjanstIrtOtherAction
         * @description Reloading, a power, climbing an obstacle...: an optional roll and a note.
         */
        IRiketsTjanstIrtOtherAction: {
            /**
             * Type
             * @constant
             */
            type: "other";
            roll?: components["schemas"]["IRiketsTjanstIrtOtherRoll"] | null;
            /** Note */
            note?: string | null;
        };
        /**
         * IRiketsTjanstIrtOtherRoll
         * @description A roll with the actor's attributes, movement and Wounded status.
         */
        IRiketsTjanstIrtOtherRoll: {
            /**
             * Attr A
             * @enum {string}
             */
            attr_a: "analys" | "fysik" | "list" | "samspel" | "sinnen" | "smidighet" | "strid" | "vilja";
            /**
             * Attr B
             * @enum {string}
             */
            attr_b: "analys" | "fysik" | "list" | "samspel" | "sinnen" | "smidighet" | "strid" | "vilja";
            /** Difficulty */
            difficulty?: ("easy" | "normal" | "hard" | "very_hard") | null;
            /**
             * Bonus Dice
             * @description Default: `0`.
             */
            bonus_dice?: number;
            /**
             * Extra Dice
             * @description Default: `0`.
             */
            extra_dice?: number;
            /**
             * Stationary
             * @description Default: `false`.
             */
            stationary?: boolean;
            /**
             * Second Thing
             * @description Default: `false`.
             */
            second_thing?: boolean;
            /**
             * Maintaining Concentration
             * @description Default: `false`.
             */
            maintaining_concentration?: boolean;
            /**
             * Ignore Movement Penalty
             * @description Default: `false`.
             */
            ignore_movement_penalty?: boolean;
            /**
             * Extra Steps
             * @description Default: `0`.
             */
            extra_steps?: number;
            /** Minimum */
            minimum?: ("easy" | "normal" | "hard" | "very_hard") | null;
            /**
             * Requires Complete Calm
             * @description Default: `false`.
             */
            requires_complete_calm?: boolean;
        };
        /**
         * IRiketsTjanstIrtSimpleAction
         * @description ``stand_up`` (no longer prone) or ``none`` (only movement).
         */
        IRiketsTjanstIrtSimpleAction: {
            /**
             * Type
             * @enum {string}
             */
            type: "stand_up" | "none";
        };
        /**
         * IRiketsTjanstIrtStabiliseAction
         * @description The first stabilisation attempt on a dying condition (one stationary action).
         */
        IRiketsTjanstIrtStabiliseAction: {
            /**
             * Type
             * @constant
             */
            type: "stabilise";
            /**
             * Target
             * @description Another combatant.
             */
            target: string;
            /** Condition Id */
            condition_id: string;
            /**
             * Bonus Dice
             * @description First-aid kit +1, doctor's bag +2.
             */
            bonus_dice?: number;
            /**
             * Extra Dice
             * @description Default: `0`.
             */
            extra_dice?: number;
            /**
             * Second Thing
             * @description Default: `false`.
             */
            second_thing?: boolean;
            /**
             * Maintaining Concentration
             * @description Default: `false`.
             */
            maintaining_concentration?: boolean;
            /**
             * Ignore Movement Penalty
             * @description Default: `false`.
             */
            ignore_movement_penalty?: boolean;
            /**
             * Extra Steps
             * @description Default: `0`.
             */
            extra_steps?: number;
            /** Minimum */
            minimum?: ("easy" | "normal" | "hard" | "very_hard") | null;
            /**
             * Requires Complete Calm
             * @description Default: `false`.
             */
            requires_complete_calm?: boolean;
        };
        /**
         * IRiketsTjanstIrtStopBleedingAction
         * @description The first surgery attempt on a bleeding (one round).
         */
        IRiketsTjanstIrtStopBleedingAction: {
            /**
             * Type
             * @constant
             */
            type: "stop_bleeding";
            /**
             * Target
             * @description The patient; the actor may treat itself.
             */
            target: string;
            /**
             * Bonus Dice
             * @description Default: `0`.
             */
            bonus_dice?: number;
            /**
             * Extra Dice
             * @description Default: `0`.
             */
            extra_dice?: number;
            /**
             * Second Thing
             * @description Default: `false`.
             */
            second_thing?: boolean;
            /**
             * Maintaining Concentration
             * @description Default: `false`.
             */
            maintaining_concentration?: boolean;
            /**
             * Ignore Movement Penalty
             * @description Default: `false`.
             */
            ignore_movement_penalty?: boolean;
            /**
             * Extra Steps
             * @description Default: `0`.
             */
            extra_steps?: number;
            /** Minimum */
            minimum?: ("easy" | "normal" | "hard" | "very_hard") | null;
            /**
             * Requires Complete Calm
             * @description Default: `false`.
             */
            requires_complete_calm?: boolean;
        };
        /**
         * IRiketsTjanstIrtTurnPart
         * @description The acting combatant's movement and action; the GM's table-wide part is the same for the actor.
         * @example {
         *       "action": {
         *         "difficulty": "normal",
         *         "target": "vakt",
         *         "type": "ranged_attack",
         *         "weapon": {
         *           "damage": 4,
         *           "damage_type": "firearm"
         *         }
         *       },
         *       "movement": "none"
         *     }
         * @example {
         *       "action": {
         *         "difficulty": "normal",
         *         "target": "anton",
         *         "type": "melee_attack",
         *         "weapon": {
         *           "damage": 4,
         *           "damage_type": "crush"
         *         }
         *       },
         *       "movement": "normal"
         *     }
         * @example {
         *       "action": {
         *         "type": "none"
         *       },
         *       "movement": "none"
         *     }
         */
        IRiketsTjanstIrtTurnPart: {
            /**
             * Actor
             * @description The combatant whose turn it is (the default).
             */
            actor?: string | null;
            /**
             * Movement
             * @description Default: `"none"`.
             * @enum {string}
             */
            movement?: "none" | "normal" | "double";
            /** Action */
            action: components["schemas"]["IRiketsTjanstIrtAttackAction"] | components["schemas"]["IRiketsTjanstIrtStabiliseAction"] | components["schemas"]["IRiketsTjanstIrtStopBleedingAction"] | components["schemas"]["IRiketsTjanstIrtSimpleAction"] | components["schemas"]["IRiketsTjanstIrtOtherAction"];
        };
        /** IRiketsTjanstIrtReactDefence */
        IRiketsTjanstIrtReactDefence: {
            /**
             * Type
             * @enum {string}
             */
            type: "dodge" | "parry";
            /**
             * Has Parry Item
             * @description Parrying needs something in the hands.
             */
            has_parry_item?: boolean;
            /**
             * Bonus Dice
             * @description Default: `0`.
             */
            bonus_dice?: number;
            /**
             * Extra Dice
             * @description Default: `0`.
             */
            extra_dice?: number;
        };
        /**
         * IRiketsTjanstIrtReactDeclarations
         * @description The reaction: the attacker declares ``attacker_add_dice``, the target ``defence``; the GM's
         *     table-wide part may carry both, and a combatant's own part wins over it.
         * @example {
         *       "attacker_add_dice": 0
         *     }
         * @example {
         *       "defence": null
         *     }
         * @example {
         *       "defence": {
         *         "type": "dodge"
         *       }
         *     }
         * @example {
         *       "attacker_add_dice": 0,
         *       "defence": null
         *     }
         */
        IRiketsTjanstIrtReactDeclarations: {
            /**
             * Attacker Add Dice
             * @description Push after seeing the roll; refused when the attack bought extra dice.
             */
            attacker_add_dice?: number;
            /** @description The target's active defence; its attributes, Fokus and Stress come from the state. */
            defence?: components["schemas"]["IRiketsTjanstIrtReactDefence"] | null;
        };
        /**
         * IRiketsTjanstCombatDeclaration
         * @description A part of a `i-rikets-tjanst` phase's declarations: `GET /v1/systems/i-rikets-tjanst/combat` says which phase takes which.
         */
        IRiketsTjanstCombatDeclaration: components["schemas"]["IRiketsTjanstIrtRoundStartPart"] | components["schemas"]["IRiketsTjanstIrtRoundStartDeclarations"] | components["schemas"]["IRiketsTjanstIrtTurnPart"] | components["schemas"]["IRiketsTjanstIrtReactDeclarations"];
        /**
         * IRiketsTjanstIrtRoundStartPartLogged
         * @description A combatant's part of the round start: Fokus/Stress dice for its own survival rolls.
         * @example {
         *       "survival_extra_dice": {}
         *     }
         */
        IRiketsTjanstIrtRoundStartPartLogged: {
            /**
             * Survival Extra Dice
             * @description Extra dice for the survival roll of each of the combatant's own dying conditions, keyed by condition id (a condition that does not roll this round uses none).
             */
            survival_extra_dice?: {
                [key: string]: number;
            };
        };
        /**
         * IRiketsTjanstIrtRoundStartDeclarationsLogged
         * @description The round start's declarations as the GM (or ``combat_round_start``) gives them.
         * @example {
         *       "survival_extra_dice": {}
         *     }
         */
        IRiketsTjanstIrtRoundStartDeclarationsLogged: {
            /**
             * Survival Extra Dice
             * @description Fokus/Stress dice for a survival roll, keyed "<combatant_id>/<condition_id>": at most one entry per dying condition of the combat (50 combatants with 200 conditions each). The session merges the parts of several players into one such map.
             */
            survival_extra_dice?: {
                [key: string]: number;
            };
        };
        /**
         * IRiketsTjanstIrtAttackActionLogged
         * @description A ranged attack (stationary) or a melee attack on another living combatant.
         */
        IRiketsTjanstIrtAttackActionLogged: {
            /**
             * Type
             * @enum {string}
             */
            type: "ranged_attack" | "melee_attack";
            /** Target */
            target: string;
            weapon: components["schemas"]["IRiketsTjanstIrtDeclaredWeaponLogged"];
            /**
             * Difficulty
             * @description The GM's base difficulty.
             * @enum {string}
             */
            difficulty: "easy" | "normal" | "hard" | "very_hard";
            /**
             * Attack Attribute
             * @description Ranged: smidighet only; melee: fysik (default) or smidighet.
             */
            attack_attribute?: ("fysik" | "smidighet") | null;
            /**
             * Bonus Dice
             * @description Default: `0`.
             */
            bonus_dice?: number;
            /**
             * Extra Dice
             * @description Bought up front: no push in the reaction phase then.
             */
            extra_dice?: number;
            /**
             * Target Aware
             * @description Default: `true`.
             */
            target_aware?: boolean;
            /**
             * Second Thing
             * @description Default: `false`.
             */
            second_thing?: boolean;
            /**
             * Maintaining Concentration
             * @description Default: `false`.
             */
            maintaining_concentration?: boolean;
            /**
             * Ignore Movement Penalty
             * @description Default: `false`.
             */
            ignore_movement_penalty?: boolean;
            /**
             * Extra Steps
             * @description Default: `0`.
             */
            extra_steps?: number;
            /** Minimum */
            minimum?: ("easy" | "normal" | "hard" | "very_hard") | null;
            /**
             * Requires Complete Calm
             * @description Default: `false`.
             */
            requires_complete_calm?: boolean;
        };
        /**
         * IRiketsTjanstIrtDeclaredWeaponLogged
         * @description The weapon of a declared attack: as ``attack`` takes it, but unknown fields are refused.
         */
        IRiketsTjanstIrtDeclaredWeaponLogged: {
            /**
             * Damage
             * @description Skada.
             */
            damage: number;
            /**
             * Damage Type
             * @description Selects the critical table.
             * @enum {string}
             */
            damage_type: "crush" | "stab" | "cut" | "fire" | "firearm" | "explosion" | "poison" | "radiation" | "other";
            /**
             * Penetrating
             * @description Penetrerande: +2 on the critical roll.
             */
            penetrating?: boolean;
        };
        /**
         * IRiketsTjanstIrtOtherActionLogged
         * @description Reloading, a power, climbing an obstacle...: an optional roll and a note.
         */
        IRiketsTjanstIrtOtherActionLogged: {
            /**
             * Type
             * @constant
             */
            type: "other";
            roll?: components["schemas"]["IRiketsTjanstIrtOtherRollLogged"] | null;
            /** Note */
            note?: string | null;
        };
        /**
         * IRiketsTjanstIrtOtherRollLogged
         * @description A roll with the actor's attributes, movement and Wounded status.
         */
        IRiketsTjanstIrtOtherRollLogged: {
            /**
             * Attr A
             * @enum {string}
             */
            attr_a: "analys" | "fysik" | "list" | "samspel" | "sinnen" | "smidighet" | "strid" | "vilja";
            /**
             * Attr B
             * @enum {string}
             */
            attr_b: "analys" | "fysik" | "list" | "samspel" | "sinnen" | "smidighet" | "strid" | "vilja";
            /** Difficulty */
            difficulty?: ("easy" | "normal" | "hard" | "very_hard") | null;
            /**
             * Bonus Dice
             * @description Default: `0`.
             */
            bonus_dice?: number;
            /**
             * Extra Dice
             * @description Default: `0`.
             */
            extra_dice?: number;
            /**
             * Stationary
             * @description Default: `false`.
             */
            stationary?: boolean;
            /**
             * Second Thing
             * @description Default: `false`.
             */
            second_thing?: boolean;
            /**
             * Maintaining Concentration
             * @description Default: `false`.
             */
            maintaining_concentration?: boolean;
            /**
             * Ignore Movement Penalty
             * @description Default: `false`.
             */
            ignore_movement_penalty?: boolean;
            /**
             * Extra Steps
             * @description Default: `0`.
             */
            extra_steps?: number;
            /** Minimum */
            minimum?: ("easy" | "normal" | "hard" | "very_hard") | null;
            /**
             * Requires Complete Calm
             * @description Default: `false`.
             */
            requires_complete_calm?: boolean;
        };
        /**
         * IRiketsTjanstIrtSimpleActionLogged
         * @description ``stand_up`` (no longer prone) or ``none`` (only movement).
         */
        IRiketsTjanstIrtSimpleActionLogged: {
            /**
             * Type
             * @enum {string}
             */
            type: "stand_up" | "none";
        };
        /**
         * IRiketsTjanstIrtStabiliseActionLogged
         * @description The first stabilisation attempt on a dying condition (one stationary action).
         */
        IRiketsTjanstIrtStabiliseActionLogged: {
            /**
             * Type
             * @constant
             */
            type: "stabilise";
            /**
             * Target
             * @description Another combatant.
             */
            target: string;
            /** Condition Id */
            condition_id: string;
            /**
             * Bonus Dice
             * @description First-aid kit +1, doctor's bag +2.
             */
            bonus_dice?: number;
            /**
             * Extra Dice
             * @description Default: `0`.
             */
            extra_dice?: number;
            /**
             * Second Thing
             * @description Default: `false`.
             */
            second_thing?: boolean;
            /**
             * Maintaining Concentration
             * @description Default: `false`.
             */
            maintaining_concentration?: boolean;
            /**
             * Ignore Movement Penalty
             * @description Default: `false`.
             */
            ignore_movement_penalty?: boolean;
            /**
             * Extra Steps
             * @description Default: `0`.
             */
            extra_steps?: number;
            /** Minimum */
            minimum?: ("easy" | "normal" | "hard" | "very_hard") | null;
            /**
             * Requires Complete Calm
             * @description Default: `false`.
             */
            requires_complete_calm?: boolean;
        };
        /**
         * IRiketsTjanstIrtStopBleedingActionLogged
         * @description The first surgery attempt on a bleeding (one round).
         */
        IRiketsTjanstIrtStopBleedingActionLogged: {
            /**
             * Type
             * @constant
             */
            type: "stop_bleeding";
            /**
             * Target
             * @description The patient; the actor may treat itself.
             */
            target: string;
            /**
             * Bonus Dice
             * @description Default: `0`.
             */
            bonus_dice?: number;
            /**
             * Extra Dice
             * @description Default: `0`.
             */
            extra_dice?: number;
            /**
             * Second Thing
             * @description Default: `false`.
             */
            second_thing?: boolean;
            /**
             * Maintaining Concentration
             * @description Default: `false`.
             */
            maintaining_concentration?: boolean;
            /**
             * Ignore Movement Penalty
             * @description Default: `false`.
             */
            ignore_movement_penalty?: boolean;
            /**
             * Extra Steps
             * @description Default: `0`.
             */
            extra_steps?: number;
            /** Minimum */
            minimum?: ("easy" | "normal" | "hard" | "very_hard") | null;
            /**
             * Requires Complete Calm
             * @description Default: `false`.
             */
            requires_complete_calm?: boolean;
        };
        /**
         * IRiketsTjanstIrtTurnPartLogged
         * @description The acting combatant's movement and action; the GM's table-wide part is the same for the actor.
         * @example {
         *       "action": {
         *         "difficulty": "normal",
         *         "target": "vakt",
         *         "type": "ranged_attack",
         *         "weapon": {
         *           "damage": 4,
         *           "damage_type": "firearm"
         *         }
         *       },
         *       "movement": "none"
         *     }
         * @example {
         *       "action": {
         *         "difficulty": "normal",
         *         "target": "anton",
         *         "type": "melee_attack",
         *         "weapon": {
         *           "damage": 4,
         *           "damage_type": "crush"
         *         }
         *       },
         *       "movement": "normal"
         *     }
         * @example {
         *       "action": {
         *         "type": "none"
         *       },
         *       "movement": "none"
         *     }
         */
        IRiketsTjanstIrtTurnPartLogged: {
            /**
             * Actor
             * @description The combatant whose turn it is (the default).
             */
            actor?: string | null;
            /**
             * Movement
             * @description Default: `"none"`.
             * @enum {string}
             */
            movement?: "none" | "normal" | "double";
            /** Action */
            action: components["schemas"]["IRiketsTjanstIrtAttackActionLogged"] | components["schemas"]["IRiketsTjanstIrtStabiliseActionLogged"] | components["schemas"]["IRiketsTjanstIrtStopBleedingActionLogged"] | components["schemas"]["IRiketsTjanstIrtSimpleActionLogged"] | components["schemas"]["IRiketsTjanstIrtOtherActionLogged"];
        };
        /** IRiketsTjanstIrtReactDefenceLogged */
        IRiketsTjanstIrtReactDefenceLogged: {
            /**
             * Type
             * @enum {string}
             */
            type: "dodge" | "parry";
            /**
             * Has Parry Item
             * @description Parrying needs something in the hands.
             */
            has_parry_item?: boolean;
            /**
             * Bonus Dice
             * @description Default: `0`.
             */
            bonus_dice?: number;
            /**
             * Extra Dice
             * @description Default: `0`.
             */
            extra_dice?: number;
        };
        /**
         * IRiketsTjanstIrtReactDeclarationsLogged
         * @description The reaction: the attacker declares ``attacker_add_dice``, the target ``defence``; the GM's
         *     table-wide part may carry both, and a combatant's own part wins over it.
         * @example {
         *       "attacker_add_dice": 0
         *     }
         * @example {
         *       "defence": null
         *     }
         * @example {
         *       "defence": {
         *         "type": "dodge"
         *       }
         *     }
         * @example {
         *       "attacker_add_dice": 0,
         *       "defence": null
         *     }
         */
        IRiketsTjanstIrtReactDeclarationsLogged: {
            /**
             * Attacker Add Dice
             * @description Push after seeing the roll; refused when the attack bought extra dice.
             */
            attacker_add_dice?: number;
            /** @description The target's active defence; its attributes, Fokus and Stress come from the state. */
            defence?: components["schemas"]["IRiketsTjanstIrtReactDefenceLogged"] | null;
        };
        /**
         * IRiketsTjanstCombatDeclarationLogged
         * @description A part of a `i-rikets-tjanst` phase's declarations as the event log shows it to the caller (to a player, without what players are not shown).
         */
        IRiketsTjanstCombatDeclarationLogged: components["schemas"]["IRiketsTjanstIrtRoundStartPartLogged"] | components["schemas"]["IRiketsTjanstIrtRoundStartDeclarationsLogged"] | components["schemas"]["IRiketsTjanstIrtTurnPartLogged"] | components["schemas"]["IRiketsTjanstIrtReactDeclarationsLogged"];
        /** IRiketsTjanstIrtActionImpossibleEventShown */
        IRiketsTjanstIrtActionImpossibleEventShown: {
            /**
             * Type
             * @constant
             */
            type: "action_impossible";
            /** Actor */
            actor: string;
            /** Action */
            action: string;
        };
        /** IRiketsTjanstIrtActiveDefenceEventShown */
        IRiketsTjanstIrtActiveDefenceEventShown: {
            /**
             * Type
             * @constant
             */
            type: "active_defence";
            /** Actor */
            actor: string;
            defence: components["schemas"]["IRiketsTjanstIrtDefenceResultShown"];
        };
        /** IRiketsTjanstIrtAttackDiceAddedEventShown */
        IRiketsTjanstIrtAttackDiceAddedEventShown: {
            /**
             * Type
             * @constant
             */
            type: "attack_dice_added";
            /** Actor */
            actor: string;
            /** Faces */
            faces: number[];
            resources: components["schemas"]["IRiketsTjanstIrtResourcesShown"];
        };
        /** IRiketsTjanstIrtAttackResolvedEventShown */
        IRiketsTjanstIrtAttackResolvedEventShown: {
            /**
             * Type
             * @constant
             */
            type: "attack_resolved";
            /** Attacker */
            attacker: string;
            /** Target */
            target: string;
            /** Net Successes */
            net_successes: number;
            /** Hit */
            hit: boolean;
            /** Effect */
            effect: number | null;
            /** Hp Damage */
            hp_damage: number;
            critical: components["schemas"]["IRiketsTjanstIrtCriticalShown"] | null;
        };
        /** IRiketsTjanstIrtAttackRolledEventShown */
        IRiketsTjanstIrtAttackRolledEventShown: {
            /**
             * Type
             * @constant
             */
            type: "attack_rolled";
            /** Actor */
            actor: string;
            /** Target */
            target: string;
            /** Faces */
            faces: number[];
            /** Successes */
            successes: number;
            /** Twelves */
            twelves: number;
            /**
             * Effective Difficulty
             * @enum {string}
             */
            effective_difficulty: "easy" | "normal" | "hard" | "very_hard";
            resources: components["schemas"]["IRiketsTjanstIrtResourcesShown"];
        };
        /** IRiketsTjanstIrtBleedingTickEventShown */
        IRiketsTjanstIrtBleedingTickEventShown: {
            /**
             * Type
             * @constant
             */
            type: "bleeding_tick";
            /** Combatant */
            combatant: string;
            /**
             * Bleeding
             * @enum {string}
             */
            bleeding: "light" | "heavy";
        };
        /** IRiketsTjanstIrtBreakdownRollShown */
        IRiketsTjanstIrtBreakdownRollShown: {
            /**
             * Threshold
             * @description The k x Stability threshold passed.
             */
            threshold: number;
            /**
             * Modifier
             * @description k - 1: +1 per threshold beyond the first.
             */
            modifier: number;
        };
        /**
         * IRiketsTjanstIrtCheckResultShown
         * @description A check on a pool: ``roll``'s result, and that of an ``other`` action's roll in combat.
         */
        IRiketsTjanstIrtCheckResultShown: {
            /**
             * Pool
             * @description Dice in the pool (0 when the action is impossible).
             */
            pool: number;
            /** Possible */
            possible: boolean;
            /** Base Faces */
            base_faces: number[];
            /** Extra Faces */
            extra_faces: number[];
            /** Faces */
            faces: number[];
            /** Successes */
            successes: number;
            /** Twelves */
            twelves: number;
            /** Effective Difficulty */
            effective_difficulty: ("easy" | "normal" | "hard" | "very_hard") | null;
            /** Required Successes */
            required_successes: number | null;
            /**
             * Success
             * @description null without a difficulty.
             */
            success: boolean | null;
            /**
             * Effect
             * @description successes - required on a success, else null.
             */
            effect: number | null;
            resources: components["schemas"]["IRiketsTjanstIrtResourcesShown"];
        };
        /** IRiketsTjanstIrtCombatEndedEventShown */
        IRiketsTjanstIrtCombatEndedEventShown: {
            /**
             * Type
             * @constant
             */
            type: "combat_ended";
            /**
             * Reason
             * @enum {string}
             */
            reason: "one_side_left" | "no_one_left" | "gm";
        };
        /** IRiketsTjanstIrtCriticalShown */
        IRiketsTjanstIrtCriticalShown: {
            /** Damage Type */
            damage_type: string;
            /** Die */
            die: number;
            /**
             * Modifier
             * @description (12s - 1) + 2 if penetrating - critical toughness.
             */
            modifier: number;
            /** Total */
            total: number;
            /**
             * Row
             * @description null when the total is below 1 (no critical effect).
             */
            row: number | null;
            entry: components["schemas"]["IRiketsTjanstIrtCriticalRowShown"] | null;
        };
        /**
         * IRiketsTjanstIrtCriticalRowShown
         * @description A row of a critical table, copied from the catalogue.
         */
        IRiketsTjanstIrtCriticalRowShown: {
            /** Roll */
            roll: number;
            /** Roll Max */
            roll_max: number | null;
            /** Name Original */
            name_original: string;
            /** Name */
            name: string;
            /** Effect */
            effect: string;
            /** Stress */
            stress: number;
            /** Bleeding */
            bleeding: ("light" | "heavy") | null;
            /** Dying */
            dying: ("round" | "minute" | "hour" | "day") | null;
            /** Dying Note */
            dying_note: string | null;
            /** Instant Death */
            instant_death: boolean;
            /** Unconscious */
            unconscious: boolean;
            /** Prone */
            prone: boolean;
            /** Permanent */
            permanent: string | null;
            treatment: components["schemas"]["IRiketsTjanstIrtTreatmentShown"] | null;
            /** Healing Time */
            healing_time: string | null;
            /** Extra Damage Dice */
            extra_damage_dice: number;
        };
        /** IRiketsTjanstIrtDamageAppliedEventShown */
        IRiketsTjanstIrtDamageAppliedEventShown: {
            /**
             * Type
             * @constant
             */
            type: "damage_applied";
            /** Target */
            target: string;
            /** Hp Damage */
            hp_damage: number;
            /**
             * Source
             * @enum {string}
             */
            source: "attack" | "bleeding";
            /**
             * Damage
             * @description The new KP damage total.
             */
            damage: number;
            /**
             * Damage Step
             * @enum {string}
             */
            damage_step: "fit" | "wounded" | "unconscious" | "dying" | "dead";
            /** Stress Gained */
            stress_gained: number;
            /** Breakdown Rolls */
            breakdown_rolls: components["schemas"]["IRiketsTjanstIrtBreakdownRollShown"][];
            /** Events */
            events: ("already_dead" | "stress_from_damage" | "became_wounded" | "became_unconscious" | "dying_from_shock" | "killed_by_damage" | "stress_from_critical" | "bleeding_light" | "bleeding_heavy" | "dying_from_critical" | "fell_prone" | "killed_by_critical")[];
        };
        /** IRiketsTjanstIrtDefenceResultShown */
        IRiketsTjanstIrtDefenceResultShown: {
            /**
             * Type
             * @enum {string}
             */
            type: "dodge" | "parry";
            /** Faces */
            faces: number[];
            /** Successes */
            successes: number;
            /**
             * Effective Difficulty
             * @enum {string}
             */
            effective_difficulty: "easy" | "normal" | "hard" | "very_hard";
            /**
             * Effect
             * @description Taken off the attack's successes.
             */
            effect: number;
            /**
             * Prone
             * @description true for a dodge, whatever the outcome.
             */
            prone: boolean;
            resources: components["schemas"]["IRiketsTjanstIrtResourcesShown"];
        };
        /** IRiketsTjanstIrtDiedEventShown */
        IRiketsTjanstIrtDiedEventShown: {
            /**
             * Type
             * @constant
             */
            type: "died";
            /** Combatant */
            combatant: string;
            /** Condition Id */
            condition_id: string;
        };
        /** IRiketsTjanstIrtInitiativeEventShown */
        IRiketsTjanstIrtInitiativeEventShown: {
            /**
             * Type
             * @constant
             */
            type: "initiative";
            /** Id */
            id: string;
            /** Die */
            die: number;
            /** Initiative */
            initiative: number;
        };
        /** IRiketsTjanstIrtOtherEventShown */
        IRiketsTjanstIrtOtherEventShown: {
            /**
             * Type
             * @constant
             */
            type: "other";
            /** Actor */
            actor: string;
            /** Note */
            note: string | null;
            roll: components["schemas"]["IRiketsTjanstIrtCheckResultShown"] | null;
        };
        /**
         * IRiketsTjanstIrtResourcesShown
         * @description What a roll did to the roller's Fokus and Stress; the session applies these deltas once.
         */
        IRiketsTjanstIrtResourcesShown: {
            /**
             * Fokus Gained
             * @description 12s among the dice this operation rolled itself.
             */
            fokus_gained: number;
            /** Fokus Spent */
            fokus_spent: number;
            /**
             * Stress Taken
             * @description Stress paid for what Fokus could not pay.
             */
            stress_taken: number;
            /**
             * Complications
             * @description 1s among the dice added with Fokus/Stress.
             */
            complications: number;
            /**
             * Fokus After
             * @description fokus - fokus_spent + fokus_gained.
             */
            fokus_after: number;
            /** Stress After */
            stress_after: number;
            /**
             * Breakdown Rolls
             * @description Breakdown (Sammanbrott) rolls due.
             */
            breakdown_rolls: components["schemas"]["IRiketsTjanstIrtBreakdownRollShown"][];
        };
        /** IRiketsTjanstIrtRoundEndedEventShown */
        IRiketsTjanstIrtRoundEndedEventShown: {
            /**
             * Type
             * @constant
             */
            type: "round_ended";
            /** Next Round */
            next_round: number;
        };
        /** IRiketsTjanstIrtRoundStartedEventShown */
        IRiketsTjanstIrtRoundStartedEventShown: {
            /**
             * Type
             * @constant
             */
            type: "round_started";
            /** Round */
            round: number;
        };
        /** IRiketsTjanstIrtSimpleActionEventShown */
        IRiketsTjanstIrtSimpleActionEventShown: {
            /**
             * Type
             * @enum {string}
             */
            type: "stand_up" | "none";
            /** Actor */
            actor: string;
        };
        /** IRiketsTjanstIrtStabiliseEventShown */
        IRiketsTjanstIrtStabiliseEventShown: {
            /**
             * Type
             * @constant
             */
            type: "stabilise";
            /** Actor */
            actor: string;
            /** Target */
            target: string;
            /** Condition Id */
            condition_id: string;
            /** Faces */
            faces: number[];
            /** Successes */
            successes: number;
            /** Stabilisation Gained */
            stabilisation_gained: number;
            /** Stabilisation */
            stabilisation: number;
            /** Stabilised */
            stabilised: boolean;
            resources: components["schemas"]["IRiketsTjanstIrtResourcesShown"];
        };
        /** IRiketsTjanstIrtStopBleedingEventShown */
        IRiketsTjanstIrtStopBleedingEventShown: {
            /**
             * Type
             * @constant
             */
            type: "stop_bleeding";
            /** Actor */
            actor: string;
            /** Target */
            target: string;
            /** Faces */
            faces: number[];
            /** Successes */
            successes: number;
            /**
             * Bleeding
             * @enum {string}
             */
            bleeding: "none" | "light" | "heavy";
            resources: components["schemas"]["IRiketsTjanstIrtResourcesShown"];
        };
        /** IRiketsTjanstIrtSurvivalRollEventShown */
        IRiketsTjanstIrtSurvivalRollEventShown: {
            /**
             * Type
             * @constant
             */
            type: "survival_roll";
            /** Combatant */
            combatant: string;
            /** Condition Id */
            condition_id: string;
            /** Faces */
            faces: number[];
            /** Successes */
            successes: number;
            /** Required Successes */
            required_successes: number;
            /** Survived */
            survived: boolean;
            /** Stabilisation Gained */
            stabilisation_gained: number;
            /** Stabilisation */
            stabilisation: number;
            /** Stabilised */
            stabilised: boolean;
            resources: components["schemas"]["IRiketsTjanstIrtResourcesShown"];
        };
        /** IRiketsTjanstIrtTreatmentShown */
        IRiketsTjanstIrtTreatmentShown: {
            /** Care */
            care: string;
            /**
             * Difficulty
             * @enum {string}
             */
            difficulty: "easy" | "normal" | "hard" | "very_hard";
            /** Where */
            where: string | null;
        };
        /** IRiketsTjanstIrtTurnStartedEventShown */
        IRiketsTjanstIrtTurnStartedEventShown: {
            /**
             * Type
             * @constant
             */
            type: "turn_started";
            /** Actor */
            actor: string;
        };
        /**
         * IRiketsTjanstIrtCombatResult
         * @description Every combat operation's response: the new state, what happened, the dice used.
         */
        IRiketsTjanstIrtCombatResult: {
            /** Events */
            events: (components["schemas"]["IRiketsTjanstIrtInitiativeEventShown"] | components["schemas"]["IRiketsTjanstIrtRoundStartedEventShown"] | components["schemas"]["IRiketsTjanstIrtTurnStartedEventShown"] | components["schemas"]["IRiketsTjanstIrtRoundEndedEventShown"] | components["schemas"]["IRiketsTjanstIrtCombatEndedEventShown"] | components["schemas"]["IRiketsTjanstIrtBleedingTickEventShown"] | components["schemas"]["IRiketsTjanstIrtDamageAppliedEventShown"] | components["schemas"]["IRiketsTjanstIrtSurvivalRollEventShown"] | components["schemas"]["IRiketsTjanstIrtDiedEventShown"] | components["schemas"]["IRiketsTjanstIrtAttackRolledEventShown"] | components["schemas"]["IRiketsTjanstIrtActionImpossibleEventShown"] | components["schemas"]["IRiketsTjanstIrtStabiliseEventShown"] | components["schemas"]["IRiketsTjanstIrtStopBleedingEventShown"] | components["schemas"]["IRiketsTjanstIrtSimpleActionEventShown"] | components["schemas"]["IRiketsTjanstIrtOtherEventShown"] | components["schemas"]["IRiketsTjanstIrtAttackDiceAddedEventShown"] | components["schemas"]["IRiketsTjanstIrtActiveDefenceEventShown"] | components["schemas"]["IRiketsTjanstIrtAttackResolvedEventShown"])[];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /**
         * IRiketsTjanstCombatResult
         * @description What a `i-rikets-tjanst` combat step produced: its start, a phase's resolution or its end (two may look alike).
         */
        IRiketsTjanstCombatResult: components["schemas"]["IRiketsTjanstIrtCombatResult"];
        /** @description The system's `combat_start` input (`GET /v1/systems/{id}/combat`'s `start_schema`); every combatant may also carry `controller`, a player id. */
        CombatStart: components["schemas"]["FimbulvinterCombatStartBody"] | components["schemas"]["TerminusAlfaCombatStartBody"] | components["schemas"]["ArsMagicaCombatStartBody"] | components["schemas"]["IRiketsTjanstCombatStartBody"];
        /** @description The combat's state as the caller may see it (the system's `view_schema`; a player is not shown what the spec keeps from players), plus `pending`. */
        CombatView: components["schemas"]["FimbulvinterCombatView"] | components["schemas"]["TerminusAlfaCombatView"] | components["schemas"]["ArsMagicaCombatView"] | components["schemas"]["IRiketsTjanstCombatView"];
        /** @description One combatant's part of the current phase's declarations (or the GM's table-wide part), shaped by the schema `GET /v1/systems/{id}/combat` gives for that phase; unknown fields are 422. */
        CombatDeclaration: components["schemas"]["FimbulvinterCombatDeclaration"] | components["schemas"]["TerminusAlfaCombatDeclaration"] | components["schemas"]["ArsMagicaCombatDeclaration"] | components["schemas"]["IRiketsTjanstCombatDeclaration"];
        /** @description One part of a phase's declarations as the event log shows it: as declared, less what the caller may not see. */
        CombatDeclarationLogged: components["schemas"]["FimbulvinterCombatDeclarationLogged"] | components["schemas"]["TerminusAlfaCombatDeclarationLogged"] | components["schemas"]["ArsMagicaCombatDeclarationLogged"] | components["schemas"]["IRiketsTjanstCombatDeclarationLogged"];
        /** @description What a combat step produced (its `events`, `dice`, `breakdown`...), as the caller may see it: the system's response of the step's stateless operation, without `state`. */
        CombatResult: components["schemas"]["FimbulvinterCombatResult"] | components["schemas"]["TerminusAlfaCombatResult"] | components["schemas"]["ArsMagicaCombatResult"] | components["schemas"]["IRiketsTjanstCombatResult"];
        /**
         * NotationRollRequest
         * @description A dice expression in the grammar of Avrae's d20, optionally with forced faces.
         */
        NotationRollRequest: {
            /**
             * Expression
             * @description Dice notation as d20 reads it: `4d6kh3+2`, `2d20kl1`, `1d6e6`, `4d6ro<3`, `8d6mi2`, `(1d8+2)*2`; text after a complete expression is a comment (`1d20+5 to hit`).
             * @example 4d6kh3+2
             */
            expression: string;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** NotationRollResponseShown */
        NotationRollResponseShown: {
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
        /** NotationTableRollBody */
        NotationTableRollBody: {
            /**
             * @description Generic dice notation: `input` and `result` are the bodies of `POST /v1/rolls`.
             * @constant
             */
            operation: "notation";
            input: components["schemas"]["NotationRollRequest"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /**
         * NotationRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        NotationRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description Generic dice notation: `input` and `result` are the bodies of `POST /v1/rolls`.
             * @constant
             */
            operation: "notation";
            input: components["schemas"]["NotationRollRequest"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["NotationRollResponseShown"];
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
         * FimbulvinterFvRollInput
         * @description A plain roll: a RollSpec and the forced dice.
         */
        FimbulvinterFvRollInput: {
            /**
             * Attribute
             * @description Attribute value added.
             */
            attribute?: number;
            /**
             * Skill
             * @description Skill value added.
             */
            skill?: number;
            /**
             * Modifiers
             * @description Sum of situational modifiers.
             */
            modifiers?: number;
            /**
             * Activated Traits
             * @description Distinct traits activated for this roll: +3 each.
             */
            activated_traits?: string[];
            /**
             * Open Ended
             * @description Open-ended (9 explodes, a first 0 fails) or simple roll.
             */
            open_ended?: boolean;
            /**
             * Pushes
             * @description Pushes (pressningar): extra dice, keep the best.
             */
            pushes?: number;
            /**
             * Blocks
             * @description Blocks (spärrar): extra dice, keep the worst; beat pushes.
             */
            blocks?: number;
            /**
             * Missing Subdiscipline
             * @description Lacks the needed sub-discipline: one more block.
             */
            missing_subdiscipline?: boolean;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FimbulvinterFvRollOutputShown */
        FimbulvinterFvRollOutputShown: {
            /**
             * Dice
             * @description The faces actually used, in consumption order.
             */
            dice: number[];
            /**
             * Breakdown
             * @description Informative only.
             */
            breakdown: string;
            /** Pool */
            pool: number[];
            /** Kept */
            kept: number;
            /** Explosions */
            explosions: number[];
            /** Pushes Applied */
            pushes_applied: number;
            /** Blocks Applied */
            blocks_applied: number;
            /** First Die Zero */
            first_die_zero: boolean;
            /** Die Result */
            die_result: number;
            /** Total */
            total: number;
        };
        /**
         * FimbulvinterFvCheckInput
         * @description A roll against a difficulty (a ladder id or 0..99, default challenging).
         */
        FimbulvinterFvCheckInput: {
            /**
             * Attribute
             * @description Attribute value added.
             */
            attribute?: number;
            /**
             * Skill
             * @description Skill value added.
             */
            skill?: number;
            /**
             * Modifiers
             * @description Sum of situational modifiers.
             */
            modifiers?: number;
            /**
             * Activated Traits
             * @description Distinct traits activated for this roll: +3 each.
             */
            activated_traits?: string[];
            /**
             * Open Ended
             * @description Open-ended (9 explodes, a first 0 fails) or simple roll.
             */
            open_ended?: boolean;
            /**
             * Pushes
             * @description Pushes (pressningar): extra dice, keep the best.
             */
            pushes?: number;
            /**
             * Blocks
             * @description Blocks (spärrar): extra dice, keep the worst; beat pushes.
             */
            blocks?: number;
            /**
             * Missing Subdiscipline
             * @description Lacks the needed sub-discipline: one more block.
             */
            missing_subdiscipline?: boolean;
            /**
             * Difficulty
             * @description very_easy 3, easy 6, challenging 9, hard 12, very_hard 15, or 0..99.
             */
            difficulty?: ("very_easy" | "easy" | "challenging" | "hard" | "very_hard") | number;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FimbulvinterFvCheckOutputShown */
        FimbulvinterFvCheckOutputShown: {
            /**
             * Dice
             * @description The faces actually used, in consumption order.
             */
            dice: number[];
            /**
             * Breakdown
             * @description Informative only.
             */
            breakdown: string;
            /** Difficulty */
            difficulty: number;
            /** Total */
            total: number;
            /** Kept */
            kept: number;
            /** Pool */
            pool: number[];
            /** Explosions */
            explosions: number[];
            /** First Die Zero */
            first_die_zero: boolean;
            /**
             * Outcome
             * @enum {string}
             */
            outcome: "zeroed" | "failure" | "success_with_complication" | "success";
            /** Succeeded */
            succeeded: boolean;
            /** Complication */
            complication: boolean;
            /** Margin */
            margin: number;
        };
        /**
         * FimbulvinterFvRollSpec
         * @description A roll specification (§2.1); every field is optional, and they are checked in this order.
         */
        FimbulvinterFvRollSpec: {
            /**
             * Attribute
             * @description Attribute value added.
             */
            attribute?: number;
            /**
             * Skill
             * @description Skill value added.
             */
            skill?: number;
            /**
             * Modifiers
             * @description Sum of situational modifiers.
             */
            modifiers?: number;
            /**
             * Activated Traits
             * @description Distinct traits activated for this roll: +3 each.
             */
            activated_traits?: string[];
            /**
             * Open Ended
             * @description Open-ended (9 explodes, a first 0 fails) or simple roll.
             */
            open_ended?: boolean;
            /**
             * Pushes
             * @description Pushes (pressningar): extra dice, keep the best.
             */
            pushes?: number;
            /**
             * Blocks
             * @description Blocks (spärrar): extra dice, keep the worst; beat pushes.
             */
            blocks?: number;
            /**
             * Missing Subdiscipline
             * @description Lacks the needed sub-discipline: one more block.
             */
            missing_subdiscipline?: boolean;
        };
        /** FimbulvinterFvOpposedInput */
        FimbulvinterFvOpposedInput: {
            /** @description The one who starts the action. */
            initiator?: components["schemas"]["FimbulvinterFvRollSpec"];
            resister?: components["schemas"]["FimbulvinterFvRollSpec"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /**
         * FimbulvinterFvRollResultShown
         * @description One rolled roll.
         */
        FimbulvinterFvRollResultShown: {
            /**
             * Pool
             * @description The faces rolled before nines and zeros, in order.
             */
            pool: number[];
            /**
             * Kept
             * @description The face kept: the best when pushed, the worst when blocked.
             */
            kept: number;
            /**
             * Explosions
             * @description Faces added by an open-ended 9, chained.
             */
            explosions: number[];
            /** Pushes Applied */
            pushes_applied: number;
            /** Blocks Applied */
            blocks_applied: number;
            /**
             * Gamble
             * @description A gamble (chansa): no die rolled, it counts as a 0.
             */
            gamble: boolean;
            /**
             * First Die Zero
             * @description Open-ended roll whose kept die is 0.
             */
            first_die_zero: boolean;
            /** Die Result */
            die_result: number;
            /** Total */
            total: number;
        };
        /** FimbulvinterFvOpposedOutputShown */
        FimbulvinterFvOpposedOutputShown: {
            /**
             * Dice
             * @description The faces actually used, in consumption order.
             */
            dice: number[];
            /**
             * Breakdown
             * @description Informative only.
             */
            breakdown: string;
            /**
             * Winner
             * @enum {string}
             */
            winner: "initiator" | "resister";
            /**
             * Initiator Outcome
             * @enum {string}
             */
            initiator_outcome: "zeroed" | "failure" | "success_with_complication" | "success";
            /** Initiator Zeroed */
            initiator_zeroed: boolean;
            /** Resister Zeroed */
            resister_zeroed: boolean;
            /** Margin */
            margin: number;
            initiator: components["schemas"]["FimbulvinterFvRollResultShown"];
            resister: components["schemas"]["FimbulvinterFvRollResultShown"];
        };
        /**
         * FimbulvinterFvContestant
         * @description A contestant: its id (checked first), then its RollSpec.
         */
        FimbulvinterFvContestant: {
            /**
             * Id
             * @description Unique among the contestants.
             */
            id: string;
            /**
             * Attribute
             * @description Attribute value added.
             */
            attribute?: number;
            /**
             * Skill
             * @description Skill value added.
             */
            skill?: number;
            /**
             * Modifiers
             * @description Sum of situational modifiers.
             */
            modifiers?: number;
            /**
             * Activated Traits
             * @description Distinct traits activated for this roll: +3 each.
             */
            activated_traits?: string[];
            /**
             * Open Ended
             * @description Open-ended (9 explodes, a first 0 fails) or simple roll.
             */
            open_ended?: boolean;
            /**
             * Pushes
             * @description Pushes (pressningar): extra dice, keep the best.
             */
            pushes?: number;
            /**
             * Blocks
             * @description Blocks (spärrar): extra dice, keep the worst; beat pushes.
             */
            blocks?: number;
            /**
             * Missing Subdiscipline
             * @description Lacks the needed sub-discipline: one more block.
             */
            missing_subdiscipline?: boolean;
        };
        /** FimbulvinterFvContestInput */
        FimbulvinterFvContestInput: {
            /** Contestants */
            contestants: components["schemas"]["FimbulvinterFvContestant"][];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FimbulvinterFvContestOutputShown */
        FimbulvinterFvContestOutputShown: {
            /**
             * Dice
             * @description The faces actually used, in consumption order.
             */
            dice: number[];
            /**
             * Breakdown
             * @description Informative only.
             */
            breakdown: string;
            /** Winner */
            winner: string;
            /**
             * Rounds
             * @description Each round's rolls; tied leaders roll again.
             */
            rounds: components["schemas"]["FimbulvinterFvContestRollShown"][][];
        };
        /** FimbulvinterFvCompoundStep */
        FimbulvinterFvCompoundStep: {
            /**
             * Attribute
             * @description Attribute value added.
             */
            attribute?: number;
            /**
             * Skill
             * @description Skill value added.
             */
            skill?: number;
            /**
             * Modifiers
             * @description Sum of situational modifiers.
             */
            modifiers?: number;
            /**
             * Activated Traits
             * @description Distinct traits activated for this roll: +3 each.
             */
            activated_traits?: string[];
            /**
             * Open Ended
             * @description Open-ended (9 explodes, a first 0 fails) or simple roll.
             */
            open_ended?: boolean;
            /**
             * Pushes
             * @description Pushes (pressningar): extra dice, keep the best.
             */
            pushes?: number;
            /**
             * Blocks
             * @description Blocks (spärrar): extra dice, keep the worst; beat pushes.
             */
            blocks?: number;
            /**
             * Missing Subdiscipline
             * @description Lacks the needed sub-discipline: one more block.
             */
            missing_subdiscipline?: boolean;
            /**
             * Difficulty
             * @description This step's own difficulty (default: the operation's).
             */
            difficulty?: ("very_easy" | "easy" | "challenging" | "hard" | "very_hard") | number | null;
        };
        /**
         * FimbulvinterFvCompoundInput
         * @description Checked in the spec's order: the steps' shape, the default difficulty, then step by step.
         */
        FimbulvinterFvCompoundInput: {
            /**
             * Difficulty
             * @description Default: `"challenging"`.
             */
            difficulty?: ("very_easy" | "easy" | "challenging" | "hard" | "very_hard") | number;
            /** Steps */
            steps: components["schemas"]["FimbulvinterFvCompoundStep"][];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FimbulvinterFvCompoundStepResultShown */
        FimbulvinterFvCompoundStepResultShown: {
            /** Total */
            total: number;
            /** Difficulty */
            difficulty: number;
            /**
             * Outcome
             * @enum {string}
             */
            outcome: "zeroed" | "failure" | "success_with_complication" | "success";
            /** Succeeded */
            succeeded: boolean;
            /** Kept */
            kept: number;
            /** Explosions */
            explosions: number[];
        };
        /** FimbulvinterFvCompoundOutputShown */
        FimbulvinterFvCompoundOutputShown: {
            /**
             * Dice
             * @description The faces actually used, in consumption order.
             */
            dice: number[];
            /**
             * Breakdown
             * @description Informative only.
             */
            breakdown: string;
            /** Steps */
            steps: components["schemas"]["FimbulvinterFvCompoundStepResultShown"][];
            /** Successes */
            successes: number;
            /**
             * Quality
             * @enum {string}
             */
            quality: "substandard" | "low" | "marginal" | "good" | "superb";
            /** Succeeded */
            succeeded: boolean;
        };
        /** FimbulvinterFvCreationTraits */
        FimbulvinterFvCreationTraits: {
            /** Folk */
            folk?: string | null;
            /** Clan Reputation */
            clan_reputation?: string | null;
            /** Upbringing */
            upbringing?: string | null;
        };
        /** FimbulvinterFvEquipment */
        FimbulvinterFvEquipment: {
            /**
             * Shield
             * @description Default: `false`.
             */
            shield?: boolean;
            /** Sidearm */
            sidearm?: string | null;
            /** Main Weapon */
            main_weapon?: string | null;
            /** Armour */
            armour?: string | null;
            /**
             * Helmet
             * @description Default: `false`.
             */
            helmet?: boolean;
            /**
             * Irmin Staff
             * @description Default: `false`.
             */
            irmin_staff?: boolean;
            /**
             * Horse
             * @description Default: `false`.
             */
            horse?: boolean;
        };
        /** FimbulvinterFvItemUpgrade */
        FimbulvinterFvItemUpgrade: {
            /** Item */
            item: string;
            /** Property */
            property: string;
            /** Item Name */
            item_name: string;
            /** Story */
            story: string;
        };
        /** FimbulvinterFvOccupation */
        FimbulvinterFvOccupation: {
            /**
             * Name
             * @description The occupation, which is also a trait.
             */
            name: string;
            /**
             * Skills
             * @description The 3 skills written down.
             */
            skills: string[];
            /**
             * Listed Skills
             * @description The occupation's own list (≥3 skills).
             */
            listed_skills?: string[] | null;
        };
        /** FimbulvinterFvRefinement */
        FimbulvinterFvRefinement: {
            /**
             * Attributes
             * @description Attribute deltas (+1 costs 1, −1 gives 1).
             */
            attributes?: {
                [key: string]: number;
            };
            /**
             * Skills
             * @description Final values 2, 4, 6 or 8.
             */
            skills?: {
                [key: string]: number;
            };
            /** Extra Subdiscipline Pairs */
            extra_subdiscipline_pairs?: {
                [key: string]: number;
            };
        };
        /** FimbulvinterFvRelation */
        FimbulvinterFvRelation: {
            /** Name */
            name: string;
            /** Label */
            label: string;
            /**
             * Clan Member
             * @description Default: `false`.
             */
            clan_member?: boolean;
            item_upgrade?: components["schemas"]["FimbulvinterFvItemUpgrade"] | null;
        };
        /** FimbulvinterFvSheet */
        FimbulvinterFvSheet: {
            /**
             * Clanless
             * @description Default: `false`.
             */
            clanless?: boolean;
            /**
             * Bonus Points Granted
             * @description Default: `4`.
             */
            bonus_points_granted?: number;
            /** Clan Lores */
            clan_lores?: string[] | null;
            /** Clan Lore */
            clan_lore?: string | null;
            occupation: components["schemas"]["FimbulvinterFvOccupation"];
            /** Upbringing Skills */
            upbringing_skills: string[];
            /** Clanless Skills */
            clanless_skills?: string[];
            /** Skill Values */
            skill_values: {
                [key: string]: number;
            };
            /** Attribute Raises */
            attribute_raises?: {
                [key: string]: {
                    [key: string]: number;
                };
            };
            refinement?: components["schemas"]["FimbulvinterFvRefinement"];
            /**
             * Subdisciplines
             * @description Rune names are free names; closed lists use option ids.
             */
            subdisciplines?: {
                [key: string]: string[];
            };
            equipment?: components["schemas"]["FimbulvinterFvEquipment"];
            /** Relations */
            relations?: components["schemas"]["FimbulvinterFvRelation"][];
            traits?: components["schemas"]["FimbulvinterFvCreationTraits"];
            /** Fate */
            fate: number;
        };
        /** FimbulvinterFvValidateCharacterInput */
        FimbulvinterFvValidateCharacterInput: {
            sheet: components["schemas"]["FimbulvinterFvSheet"];
        };
        /** FimbulvinterFvComputedCharacterShown */
        FimbulvinterFvComputedCharacterShown: {
            /** Attributes */
            attributes: {
                [key: string]: number;
            };
            /** Skills */
            skills: {
                [key: string]: number;
            };
            /** Subdiscipline Entitlement */
            subdiscipline_entitlement: {
                [key: string]: number;
            };
            /** Bonus Points Available */
            bonus_points_available: number;
            /** Bonus Points Spent */
            bonus_points_spent: number;
            /** Bonus Points Unspent */
            bonus_points_unspent: number;
            /** Fate */
            fate: number;
            /** Status */
            status: number;
            /** Irmin Staff Eligible */
            irmin_staff_eligible: boolean;
            /** Horse Eligible */
            horse_eligible: boolean;
        };
        /** FimbulvinterFvRuleViolationShown */
        FimbulvinterFvRuleViolationShown: {
            /** Code */
            code: string;
            /** Field */
            field: string;
            /** Detail */
            detail: string;
        };
        /** FimbulvinterFvValidateCharacterOutputShown */
        FimbulvinterFvValidateCharacterOutputShown: {
            /** Valid */
            valid: boolean;
            /** Errors */
            errors: components["schemas"]["FimbulvinterFvRuleViolationShown"][];
            /** Error Codes */
            error_codes: string[];
            /** Warnings */
            warnings: string[];
            computed: components["schemas"]["FimbulvinterFvComputedCharacterShown"];
        };
        /** FimbulvinterFvRecoverDazeInput */
        FimbulvinterFvRecoverDazeInput: {
            /** Daze */
            daze: number;
            /**
             * Wounds
             * @description Light + serious + critical wounds.
             */
            wounds: number;
            /**
             * Reason
             * @description Default: `"rest"`.
             * @enum {string}
             */
            reason?: "rest" | "trait" | "end_of_combat";
            /**
             * Count
             * @description Default: `1`.
             */
            count?: number;
        };
        /** FimbulvinterFvRecoverDazeOutputShown */
        FimbulvinterFvRecoverDazeOutputShown: {
            /** Daze */
            daze: number;
            /** Reduced By */
            reduced_by: number;
        };
        /** FimbulvinterFvTraitStoryInput */
        FimbulvinterFvTraitStoryInput: {
            /**
             * Completed Stages
             * @description Stages done before this step.
             */
            completed_stages: number;
            /**
             * Session End
             * @description Default: `false`.
             */
            session_end?: boolean;
        };
        /** FimbulvinterFvTraitStoryOutputShown */
        FimbulvinterFvTraitStoryOutputShown: {
            /** Completed Stages */
            completed_stages: number;
            /** Next Stage */
            next_stage: ("introduction" | "deepening" | "difficulty" | "conclusion") | null;
            /** Finished */
            finished: boolean;
            /** Improvement Points */
            improvement_points: number;
            /** Reward Pending */
            reward_pending: boolean;
        };
        /** FimbulvinterFvConflictStartInput */
        FimbulvinterFvConflictStartInput: {
            /**
             * Type
             * @enum {string}
             */
            type: "discussion" | "debate" | "negotiation" | "romance" | "symbel";
            /**
             * Level
             * @enum {string}
             */
            level: "friendly" | "civilized" | "heated" | "hostile";
            /**
             * Scope
             * @description Default: `1`.
             */
            scope?: number;
            /** Goal */
            goal: string;
            /** Resister Goal */
            resister_goal?: string | null;
            /** Initiator */
            initiator: string;
            /**
             * Resister
             * @description Not the initiator.
             */
            resister: string;
        };
        /** FimbulvinterFvConflictStateShown */
        FimbulvinterFvConflictStateShown: {
            /**
             * Type
             * @enum {string}
             */
            type: "discussion" | "debate" | "negotiation" | "romance" | "symbel";
            /**
             * Level
             * @enum {string}
             */
            level: "friendly" | "civilized" | "heated" | "hostile";
            /** Scope */
            scope: number;
            /** Goal */
            goal: string;
            /** Resister Goal */
            resister_goal: string | null;
            /** Initiator */
            initiator: string;
            /** Resister */
            resister: string;
            /**
             * Wins
             * @description By party: the initiator and the resister.
             */
            wins: {
                [key: string]: number;
            };
            /**
             * Status
             * @enum {string}
             */
            status: "rolling" | "awaiting_loser_choice" | "ended";
            /** Winner */
            winner: string | null;
            /** Loser */
            loser: string | null;
            /** Result */
            result: ("goal_achieved" | "loser_withdrew") | null;
            /** Exchanges */
            exchanges: number;
            /** Consequences */
            consequences: components["schemas"]["FimbulvinterFvConsequenceShown"][];
        };
        /**
         * FimbulvinterFvConsequenceShown
         * @description A consequence (konsekvens, tillstånd, hållhake): held by the loser, exploited by the winner.
         */
        FimbulvinterFvConsequenceShown: {
            /** Name */
            name: string;
            /** Value */
            value: number;
            /** Holder */
            holder: string;
            /** Held By */
            held_by: string;
            /** Conflict Type */
            conflict_type: string;
        };
        /** FimbulvinterFvConflictStartOutputShown */
        FimbulvinterFvConflictStartOutputShown: {
            state: components["schemas"]["FimbulvinterFvConflictStateShown"];
        };
        /** FimbulvinterFvConflictState */
        FimbulvinterFvConflictState: {
            /**
             * Type
             * @enum {string}
             */
            type: "discussion" | "debate" | "negotiation" | "romance" | "symbel";
            /**
             * Level
             * @enum {string}
             */
            level: "friendly" | "civilized" | "heated" | "hostile";
            /** Scope */
            scope: number;
            /** Goal */
            goal: string;
            /** Resister Goal */
            resister_goal: string | null;
            /** Initiator */
            initiator: string;
            /** Resister */
            resister: string;
            /**
             * Wins
             * @description By party: the initiator and the resister.
             */
            wins: {
                [key: string]: number;
            };
            /**
             * Status
             * @enum {string}
             */
            status: "rolling" | "awaiting_loser_choice" | "ended";
            /** Winner */
            winner: string | null;
            /** Loser */
            loser: string | null;
            /** Result */
            result: ("goal_achieved" | "loser_withdrew") | null;
            /** Exchanges */
            exchanges: number;
            /** Consequences */
            consequences: components["schemas"]["FimbulvinterFvConsequence"][];
        };
        /**
         * FimbulvinterFvConsequence
         * @description A consequence (konsekvens, tillstånd, hållhake): held by the loser, exploited by the winner.
         */
        FimbulvinterFvConsequence: {
            /** Name */
            name: string;
            /** Value */
            value: number;
            /** Holder */
            holder: string;
            /** Held By */
            held_by: string;
            /** Conflict Type */
            conflict_type: string;
        };
        /** FimbulvinterFvConflictExchangeInput */
        FimbulvinterFvConflictExchangeInput: {
            state: components["schemas"]["FimbulvinterFvConflictState"];
            initiator_roll?: components["schemas"]["FimbulvinterFvRollSpec"];
            resister_roll?: components["schemas"]["FimbulvinterFvRollSpec"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FimbulvinterFvConflictExchangeOutputShown */
        FimbulvinterFvConflictExchangeOutputShown: {
            /**
             * Dice
             * @description The faces actually used, in consumption order.
             */
            dice: number[];
            /**
             * Breakdown
             * @description Informative only.
             */
            breakdown: string;
            state: components["schemas"]["FimbulvinterFvConflictStateShown"];
            /** Exchange Winner */
            exchange_winner: string;
            /** Initiator Total */
            initiator_total: number;
            /** Resister Total */
            resister_total: number;
        };
        /** FimbulvinterFvConflictLoserChoiceInput */
        FimbulvinterFvConflictLoserChoiceInput: {
            state: components["schemas"]["FimbulvinterFvConflictState"];
            /**
             * Choice
             * @enum {string}
             */
            choice: "accept" | "escalate" | "withdraw";
            /**
             * Consequence Names
             * @description 0, 1 or 2 of the type's consequences.
             */
            consequence_names?: string[];
        };
        /** FimbulvinterFvConflictLoserChoiceOutputShown */
        FimbulvinterFvConflictLoserChoiceOutputShown: {
            state: components["schemas"]["FimbulvinterFvConflictStateShown"];
            /** New Consequences */
            new_consequences: components["schemas"]["FimbulvinterFvConsequenceShown"][];
        };
        /** FimbulvinterFvSpendableConsequence */
        FimbulvinterFvSpendableConsequence: {
            /** Name */
            name: string;
            /** Value */
            value: number;
        };
        /** FimbulvinterFvConsequenceSpendInput */
        FimbulvinterFvConsequenceSpendInput: {
            consequence: components["schemas"]["FimbulvinterFvSpendableConsequence"];
            /**
             * Mode
             * @enum {string}
             */
            mode: "penalty" | "fatigue" | "damage";
            /**
             * Amount
             * @description 1..value (default: all of it); penalty: 1.
             */
            amount?: number | null;
        };
        /**
         * FimbulvinterFvSpentConsequenceShown
         * @description The consequence with its value lowered; its other fields are kept as given.
         */
        FimbulvinterFvSpentConsequenceShown: {
            /** Name */
            name: string;
            /** Value */
            value: number;
        } & {
            [key: string]: unknown;
        };
        /** FimbulvinterFvConsequenceSpendOutputShown */
        FimbulvinterFvConsequenceSpendOutputShown: {
            /** Modifier */
            modifier: number;
            /** Fatigue Added */
            fatigue_added: number;
            /** Damage Potential */
            damage_potential: number;
            consequence: components["schemas"]["FimbulvinterFvSpentConsequenceShown"] | null;
            /** Removed */
            removed: boolean;
        };
        /** FimbulvinterFvAttacker */
        FimbulvinterFvAttacker: {
            /**
             * Weapon
             * @description Default: `"unarmed"`.
             * @enum {string}
             */
            weapon?: "throwing_knife" | "longbow" | "bow" | "crossbow" | "sword" | "sax" | "axe" | "long_staff" | "club" | "hammer" | "spear" | "pole_axe" | "dagger" | "knife" | "shield" | "unarmed" | "improvised";
            /**
             * Attribute
             * @description Attribute value added.
             */
            attribute?: number;
            /**
             * Skill
             * @description Skill value added.
             */
            skill?: number;
            /**
             * Modifiers
             * @description Sum of situational modifiers.
             */
            modifiers?: number;
            /**
             * Activated Traits
             * @description Distinct traits activated for this roll: +3 each.
             */
            activated_traits?: string[];
            /**
             * Open Ended
             * @description Open-ended (9 explodes, a first 0 fails) or simple roll.
             */
            open_ended?: boolean;
            /**
             * Pushes
             * @description Pushes (pressningar): extra dice, keep the best.
             */
            pushes?: number;
            /**
             * Blocks
             * @description Blocks (spärrar): extra dice, keep the worst; beat pushes.
             */
            blocks?: number;
            /**
             * Missing Subdiscipline
             * @description Lacks the needed sub-discipline: one more block.
             */
            missing_subdiscipline?: boolean;
            /**
             * Shield
             * @description Default: `false`.
             */
            shield?: boolean;
            /**
             * Attribute Marked
             * @description The roll's attribute carries a damage effect: 1 block.
             */
            attribute_marked?: boolean;
            /**
             * Override Knockout
             * @description Knocked out but acting anyway: 1 block.
             */
            override_knockout?: boolean;
            /**
             * Previous Action Was Attack
             * @description For powerful (kraftig) weapons.
             */
            previous_action_was_attack?: boolean;
            /**
             * Attacked With Weapon Last Round
             * @description For slow (långsam) weapons.
             */
            attacked_with_weapon_last_round?: boolean;
        };
        /** FimbulvinterFvDefender */
        FimbulvinterFvDefender: {
            /**
             * Weapon
             * @description Default: `"unarmed"`.
             * @enum {string}
             */
            weapon?: "throwing_knife" | "longbow" | "bow" | "crossbow" | "sword" | "sax" | "axe" | "long_staff" | "club" | "hammer" | "spear" | "pole_axe" | "dagger" | "knife" | "shield" | "unarmed" | "improvised";
            /**
             * Attribute
             * @description Attribute value added.
             */
            attribute?: number;
            /**
             * Skill
             * @description Skill value added.
             */
            skill?: number;
            /**
             * Modifiers
             * @description Sum of situational modifiers.
             */
            modifiers?: number;
            /**
             * Activated Traits
             * @description Distinct traits activated for this roll: +3 each.
             */
            activated_traits?: string[];
            /**
             * Open Ended
             * @description Open-ended (9 explodes, a first 0 fails) or simple roll.
             */
            open_ended?: boolean;
            /**
             * Pushes
             * @description Pushes (pressningar): extra dice, keep the best.
             */
            pushes?: number;
            /**
             * Blocks
             * @description Blocks (spärrar): extra dice, keep the worst; beat pushes.
             */
            blocks?: number;
            /**
             * Missing Subdiscipline
             * @description Lacks the needed sub-discipline: one more block.
             */
            missing_subdiscipline?: boolean;
            /**
             * Shield
             * @description Default: `false`.
             */
            shield?: boolean;
            /**
             * Attribute Marked
             * @description The roll's attribute carries a damage effect: 1 block.
             */
            attribute_marked?: boolean;
            /**
             * Override Knockout
             * @description Knocked out but acting anyway: 1 block.
             */
            override_knockout?: boolean;
            /**
             * Defence
             * @description Default: `"defend"`.
             * @enum {string}
             */
            defence?: "defend" | "gamble";
        };
        /** FimbulvinterFvAttackInput */
        FimbulvinterFvAttackInput: {
            attacker?: components["schemas"]["FimbulvinterFvAttacker"];
            defender?: components["schemas"]["FimbulvinterFvDefender"];
            /**
             * Distance
             * @description The pair's distance; absent outside a sub-fight.
             */
            distance?: ("body" | "arm" | "sword" | "pole" | "spear" | "bear" | "great_troll" | "dragon" | "free") | null;
            /**
             * Sight Line
             * @description Ranged attacks into another zone only.
             */
            sight_line?: ("free" | "limited" | "obstructed") | null;
            /**
             * Height Advantage
             * @description Default: `false`.
             */
            height_advantage?: boolean;
            /**
             * Narrow Zone
             * @description Default: `false`.
             */
            narrow_zone?: boolean;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FimbulvinterFvAttackOutputShown */
        FimbulvinterFvAttackOutputShown: {
            /**
             * Dice
             * @description The faces actually used, in consumption order.
             */
            dice: number[];
            /**
             * Breakdown
             * @description Informative only.
             */
            breakdown: string;
            /**
             * Outcome
             * @enum {string}
             */
            outcome: "hit_defence_zeroed" | "hit" | "miss" | "miss_attack_zeroed";
            /** Hit */
            hit: boolean;
            /** Defence Zeroed */
            defence_zeroed: boolean;
            /** Defender Action Points Gained */
            defender_action_points_gained: number;
            /** Distance Category */
            distance_category: ("too_short" | "optimal" | "too_long") | null;
            /** Attack Push Sources */
            attack_push_sources: ("optimal_distance" | "versatile" | "long_shaft" | "unarmed" | "height_advantage")[];
            /** Attack Block Sources */
            attack_block_sources: ("powerful" | "damage_effect" | "knocked_out")[];
            /** Defence Push Sources */
            defence_push_sources: "covers_vs_ranged"[];
            /** Defence Block Sources */
            defence_block_sources: ("front_heavy" | "damage_effect" | "knocked_out")[];
            /** Defence Item */
            defence_item: string;
            /** Defence Bonus */
            defence_bonus: number;
            attack: components["schemas"]["FimbulvinterFvRollResultShown"];
            defence: components["schemas"]["FimbulvinterFvRollResultShown"];
            /** Margin */
            margin: number;
        };
        /**
         * FimbulvinterFvDamageTarget
         * @description The target: its numbers are checked first (in this order), then its ids and its armour (§10.3).
         */
        FimbulvinterFvDamageTarget: {
            /**
             * Attributes
             * @description By attribute id (an unknown one is refused after the numbers).
             */
            attributes?: {
                [key: string]: number;
            };
            /**
             * Helmet
             * @description Default: `false`.
             */
            helmet?: boolean;
            /**
             * Protection
             * @description Instead of armour and helmet.
             */
            protection?: number | null;
            /**
             * Dampening
             * @description Instead of armour and helmet.
             */
            dampening?: number | null;
            /**
             * Armour Needs Repair
             * @description Default: `false`.
             */
            armour_needs_repair?: boolean;
            /**
             * Daze
             * @description Default: `0`.
             */
            daze?: number;
            /**
             * Important
             * @description Default: `true`.
             */
            important?: boolean;
            /**
             * Toughness Modifiers
             * @description Default: `0`.
             */
            toughness_modifiers?: number;
            /** Activated Traits */
            activated_traits?: string[];
            /**
             * Toughness Pushes
             * @description Default: `0`.
             */
            toughness_pushes?: number;
            /**
             * Toughness Blocks
             * @description Default: `0`.
             */
            toughness_blocks?: number;
            /**
             * Toughness Attribute
             * @description Default: the higher of power and soul.
             */
            toughness_attribute?: ("power" | "quickness" | "finesse" | "mind" | "soul" | "heart") | null;
            /** Armour */
            armour?: ("leather_harness" | "ring_mail" | "lamellar" | "gambesson") | null;
            /** Damage Effects */
            damage_effects?: ("power" | "quickness" | "finesse" | "mind" | "soul" | "heart")[];
        };
        /** FimbulvinterFvDamageInput */
        FimbulvinterFvDamageInput: {
            /**
             * Weapon
             * @description Or damage_base, shock and blunt; not both.
             */
            weapon?: ("throwing_knife" | "longbow" | "bow" | "crossbow" | "sword" | "sax" | "axe" | "long_staff" | "club" | "hammer" | "spear" | "pole_axe" | "dagger" | "knife" | "shield" | "unarmed" | "improvised") | null;
            /**
             * Improvised Blunt
             * @description Default: `false`.
             */
            improvised_blunt?: boolean;
            /** Damage Base */
            damage_base?: number | null;
            /**
             * Shock
             * @description Default: damage_base.
             */
            shock?: number | null;
            /**
             * Blunt
             * @description Default: `false`.
             */
            blunt?: boolean;
            /**
             * Stormed
             * @description Default: `false`.
             */
            stormed?: boolean;
            /**
             * Defence Zeroed
             * @description Default: `false`.
             */
            defence_zeroed?: boolean;
            /**
             * Damage Modifiers
             * @description Default: `0`.
             */
            damage_modifiers?: number;
            /**
             * Damage Pushes
             * @description Default: `0`.
             */
            damage_pushes?: number;
            /**
             * Damage Blocks
             * @description Default: `0`.
             */
            damage_blocks?: number;
            target?: components["schemas"]["FimbulvinterFvDamageTarget"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FimbulvinterFvDamageOutputShown */
        FimbulvinterFvDamageOutputShown: {
            /**
             * Dice
             * @description The faces actually used, in consumption order.
             */
            dice: number[];
            /**
             * Breakdown
             * @description Informative only.
             */
            breakdown: string;
            /**
             * Outcome
             * @enum {string}
             */
            outcome: "scratch" | "light_wound" | "serious_wound" | "critical_wound";
            /** Margin */
            margin: number;
            /** Daze Added */
            daze_added: number;
            /** Damage Effect */
            damage_effect: boolean;
            /** Knocked Out */
            knocked_out: boolean;
            /** Wound */
            wound: ("light" | "serious" | "critical") | null;
            /** Dies */
            dies: boolean;
            /** Medicine Required */
            medicine_required: boolean;
            /** Damage Push Sources */
            damage_push_sources: "storm"[];
            /** Damage Block Sources */
            damage_block_sources: "blunt"[];
            /** Toughness Block Sources */
            toughness_block_sources: ("breaks_easily" | "damage_effect")[];
            /** Toughness Base */
            toughness_base: number;
            /**
             * Toughness Attribute
             * @enum {string}
             */
            toughness_attribute: "power" | "quickness" | "finesse" | "mind" | "soul" | "heart";
            /** Protection */
            protection: number;
            /** Dampening */
            dampening: number;
            damage_roll: components["schemas"]["FimbulvinterFvRollResultShown"];
            toughness_roll: components["schemas"]["FimbulvinterFvRollResultShown"];
        };
        /** FimbulvinterFvZoneMoveInput */
        FimbulvinterFvZoneMoveInput: {
            /**
             * Zones
             * @description Default: `1`.
             */
            zones?: number;
            /** @description The mover's Manövrer roll. */
            roll?: components["schemas"]["FimbulvinterFvRollSpec"];
            /**
             * Heavy Items
             * @description Default: `0`.
             */
            heavy_items?: number;
            /**
             * Attribute Marked
             * @description Default: `false`.
             */
            attribute_marked?: boolean;
            opposed_by?: components["schemas"]["FimbulvinterFvRollSpec"] | null;
            /**
             * Difficulty
             * @description Without an opponent only (ignored with one).
             */
            difficulty?: ("very_easy" | "easy" | "challenging" | "hard" | "very_hard") | number;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FimbulvinterFvZoneMoveOutputShown */
        FimbulvinterFvZoneMoveOutputShown: {
            /**
             * Dice
             * @description The faces actually used, in consumption order.
             */
            dice: number[];
            /**
             * Breakdown
             * @description Informative only.
             */
            breakdown: string;
            /** Moved */
            moved: boolean;
            /**
             * Outcome
             * @enum {string}
             */
            outcome: "zeroed" | "failure" | "success_with_complication" | "success";
            /** Total */
            total: number;
            /** Blocks Applied */
            blocks_applied: number;
            /** Becomes Third Man */
            becomes_third_man: boolean;
            /**
             * Difficulty
             * @description Without an opponent.
             */
            difficulty?: number;
            /**
             * Opponent Total
             * @description With an opponent.
             */
            opponent_total?: number;
        };
        /** FimbulvinterFvBalanceCheckInput */
        FimbulvinterFvBalanceCheckInput: {
            /** @description The Manövrer roll. */
            roll?: components["schemas"]["FimbulvinterFvRollSpec"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FimbulvinterFvBalanceCheckOutputShown */
        FimbulvinterFvBalanceCheckOutputShown: {
            /**
             * Dice
             * @description The faces actually used, in consumption order.
             */
            dice: number[];
            /**
             * Breakdown
             * @description Informative only.
             */
            breakdown: string;
            /** May Act */
            may_act: boolean;
            /** Falls */
            falls: boolean;
            /**
             * Outcome
             * @enum {string}
             */
            outcome: "zeroed" | "failure" | "success_with_complication" | "success";
            /** Total */
            total: number;
        };
        /**
         * FimbulvinterFvCombatRolledShown
         * @description A rolling phase's response: the new state, its events, the dice.
         */
        FimbulvinterFvCombatRolledShown: {
            /**
             * Dice
             * @description The faces actually used, in consumption order.
             */
            dice: number[];
            /**
             * Breakdown
             * @description Informative only.
             */
            breakdown: string;
            state: components["schemas"]["FimbulvinterFvCombatStateShown"];
            /** Events */
            events: (components["schemas"]["FimbulvinterFvEvAdvantageContestShown"] | components["schemas"]["FimbulvinterFvEvSubfightSetupShown"] | components["schemas"]["FimbulvinterFvEvDistanceRollShown"] | components["schemas"]["FimbulvinterFvEvDistanceShown"] | components["schemas"]["FimbulvinterFvEvAdvantageShown"] | components["schemas"]["FimbulvinterFvEvActionsDeclaredShown"] | components["schemas"]["FimbulvinterFvEvDefencesDeclaredShown"] | components["schemas"]["FimbulvinterFvEvBalanceCheckShown"] | components["schemas"]["FimbulvinterFvEvCombatantShown"] | components["schemas"]["FimbulvinterFvEvAttackShown"] | components["schemas"]["FimbulvinterFvEvManoeuvreShown"] | components["schemas"]["FimbulvinterFvEvDamageShown"] | components["schemas"]["FimbulvinterFvEvDamageEffectShown"] | components["schemas"]["FimbulvinterFvEvMedicineRequiredShown"] | components["schemas"]["FimbulvinterFvEvSubfightShown"] | components["schemas"]["FimbulvinterFvEvSubfightCreatedShown"] | components["schemas"]["FimbulvinterFvEvJoinedSubfightShown"] | components["schemas"]["FimbulvinterFvEvCombatEndedShown"] | components["schemas"]["FimbulvinterFvEvGainGroundShown"])[];
        };
        /**
         * FimbulvinterFvCombatState
         * @description The combat state document (§11.1).
         */
        FimbulvinterFvCombatState: {
            /**
             * System
             * @constant
             */
            system: "fimbulvinter";
            /** Round */
            round: number;
            /**
             * Phase
             * @enum {string}
             */
            phase: "distance" | "advantage" | "actions" | "defences" | "resolve" | "gain_ground" | "ended";
            /** Active Subfight */
            active_subfight: string | null;
            /** Subfights */
            subfights: components["schemas"]["FimbulvinterFvSubfight"][];
            /** Combatants */
            combatants: components["schemas"]["FimbulvinterFvCombatant"][];
            /** Zones */
            zones: components["schemas"]["FimbulvinterFvZone"][];
            /** Next Subfight No */
            next_subfight_no: number;
            /** Pending Actions */
            pending_actions: {
                [key: string]: components["schemas"]["FimbulvinterFvStoredAction"];
            } | null;
            /** Turn Order */
            turn_order: string[] | null;
            /** Pending Defences */
            pending_defences: {
                [key: string]: components["schemas"]["FimbulvinterFvStoredDefence"];
            } | null;
            /**
             * Gain Ground
             * @description Only in phase gain_ground.
             */
            gain_ground?: components["schemas"]["FimbulvinterFvGainGroundPair"];
        };
        /** FimbulvinterFvCombatant */
        FimbulvinterFvCombatant: {
            /** Id */
            id: string;
            /** Name */
            name: string;
            /** Side */
            side: string;
            /** Important */
            important: boolean;
            /** Zone */
            zone: string | null;
            /** Attributes */
            attributes: {
                [key: string]: number;
            };
            /** Skills */
            skills: {
                [key: string]: number;
            };
            /**
             * Weapon
             * @enum {string}
             */
            weapon: "throwing_knife" | "longbow" | "bow" | "crossbow" | "sword" | "sax" | "axe" | "long_staff" | "club" | "hammer" | "spear" | "pole_axe" | "dagger" | "knife" | "shield" | "unarmed" | "improvised";
            /** Shield */
            shield: boolean;
            /** Armour */
            armour: ("leather_harness" | "ring_mail" | "lamellar" | "gambesson") | null;
            /** Helmet */
            helmet: boolean;
            /** Armour Needs Repair */
            armour_needs_repair: boolean;
            /**
             * Daze
             * @description Play raises it past the 99 a combat starts with.
             */
            daze: number;
            /** Wounds */
            wounds: components["schemas"]["FimbulvinterFvWound"][];
            /** Damage Effects */
            damage_effects: ("power" | "quickness" | "finesse" | "mind" | "soul" | "heart")[];
            /** Damage Effect Priority */
            damage_effect_priority: ("power" | "quickness" | "finesse" | "mind" | "soul" | "heart")[];
            /** Knocked Out */
            knocked_out: boolean;
            /** Dead */
            dead: boolean;
            /** Action Points */
            action_points: number;
            last_action: components["schemas"]["FimbulvinterFvLastAction"] | null;
        };
        /** FimbulvinterFvDistanceDeclarations */
        FimbulvinterFvDistanceDeclarations: {
            first_man?: components["schemas"]["FimbulvinterFvFirstManMove"];
            /** Second Men */
            second_men?: {
                [key: string]: "advance" | "hold" | "retreat";
            };
        };
        /**
         * FimbulvinterFvFirstManMove
         * @description The first man's move.
         */
        FimbulvinterFvFirstManMove: {
            /**
             * Move
             * @description Default: `"hold"`.
             * @enum {string}
             */
            move?: "advance" | "hold" | "retreat";
            /**
             * Target
             * @description The first man's: the second man advanced upon.
             */
            target?: string | null;
        };
        /** FimbulvinterFvGainGroundPair */
        FimbulvinterFvGainGroundPair: {
            /** Attacker */
            attacker: string;
            /** Target */
            target: string;
        };
        /** FimbulvinterFvLastAction */
        FimbulvinterFvLastAction: {
            /**
             * Type
             * @enum {string}
             */
            type: "attack" | "storm" | "rest" | "leave" | "move" | "ranged_attack" | "melee_attack";
            /** Weapon */
            weapon: ("throwing_knife" | "longbow" | "bow" | "crossbow" | "sword" | "sax" | "axe" | "long_staff" | "club" | "hammer" | "spear" | "pole_axe" | "dagger" | "knife" | "shield" | "unarmed" | "improvised") | null;
            /** Round */
            round: number;
        };
        /**
         * FimbulvinterFvStoredAction
         * @description A declaration as stored: the common fields, plus those of its type.
         */
        FimbulvinterFvStoredAction: {
            /**
             * Type
             * @enum {string}
             */
            type: "attack" | "storm" | "rest" | "leave" | "move" | "ranged_attack" | "melee_attack";
            /** Override Knockout */
            override_knockout: boolean;
            /** Modifiers */
            modifiers: number;
            /** Activated Traits */
            activated_traits: string[];
            /** Reduce Daze Traits */
            reduce_daze_traits: string[];
            /** Skill */
            skill: string | null;
            /** Attribute */
            attribute: ("power" | "quickness" | "finesse" | "mind" | "soul" | "heart") | null;
            /**
             * Distance
             * @description Attacks: the pair's distance index, null for third men.
             */
            distance?: number | null;
            /**
             * Sight Line
             * @description ranged_attack.
             */
            sight_line?: ("free" | "limited" | "obstructed") | null;
            /**
             * Height Advantage
             * @description melee_attack.
             */
            height_advantage?: boolean;
            /**
             * Target
             * @description Attacks.
             */
            target?: string;
            /**
             * To Zone
             * @description move.
             */
            to_zone?: string | null;
            /**
             * Zones
             * @description move.
             */
            zones?: number;
            /**
             * Opposed By
             * @description move and leave.
             */
            opposed_by?: string | null;
        };
        /** FimbulvinterFvStoredDefence */
        FimbulvinterFvStoredDefence: {
            /**
             * Choice
             * @enum {string}
             */
            choice: "defend" | "gamble";
            /** Override Knockout */
            override_knockout: boolean;
            /** Skill */
            skill: string | null;
            /** Attribute */
            attribute: ("power" | "quickness" | "finesse" | "mind" | "soul" | "heart") | null;
            /** Modifiers */
            modifiers: number;
            /** Activated Traits */
            activated_traits: string[];
        };
        /** FimbulvinterFvSubfight */
        FimbulvinterFvSubfight: {
            /** Id */
            id: string;
            /** First Man */
            first_man: string;
            /** Second Men */
            second_men: string[];
            /** Distances */
            distances: {
                [key: string]: "body" | "arm" | "sword" | "pole" | "spear" | "bear" | "great_troll" | "dragon" | "free";
            };
            /** Advantage */
            advantage: string | null;
            /** Distance Changed */
            distance_changed: boolean;
            /** Holder Damaged */
            holder_damaged: boolean;
        };
        /** FimbulvinterFvWound */
        FimbulvinterFvWound: {
            /**
             * Severity
             * @enum {string}
             */
            severity: "light" | "serious" | "critical";
        };
        /** FimbulvinterFvZone */
        FimbulvinterFvZone: {
            /** Id */
            id: string;
            /** Properties */
            properties?: ("near_other_zone" | "height_advantage" | "balance_challenge" | "narrow" | "limited_sight" | "tight" | "hard_to_reach")[];
            /** Adjacent */
            adjacent?: string[];
            /** Sight Lines */
            sight_lines?: {
                [key: string]: "free" | "limited" | "obstructed";
            };
        };
        /** FimbulvinterFvCombatDistanceInput */
        FimbulvinterFvCombatDistanceInput: {
            state: components["schemas"]["FimbulvinterFvCombatState"];
            declarations?: components["schemas"]["FimbulvinterFvDistanceDeclarations"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FimbulvinterFvCombatStateInput */
        FimbulvinterFvCombatStateInput: {
            state: components["schemas"]["FimbulvinterFvCombatState"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /**
         * FimbulvinterFvAction
         * @description An Action (§11.5).
         */
        FimbulvinterFvAction: {
            /**
             * Type
             * @enum {string}
             */
            type: "attack" | "counter" | "rest" | "storm" | "leave" | "move" | "ranged_attack" | "melee_attack";
            /** Target */
            target?: string | null;
            /** Skill */
            skill?: string | null;
            /** Attribute */
            attribute?: ("power" | "quickness" | "finesse" | "mind" | "soul" | "heart") | null;
            /**
             * Modifiers
             * @description Default: `0`.
             */
            modifiers?: number;
            /** Activated Traits */
            activated_traits?: string[];
            /**
             * Reduce Daze Traits
             * @description −3 daze each.
             */
            reduce_daze_traits?: string[];
            /**
             * Override Knockout
             * @description Default: `false`.
             */
            override_knockout?: boolean;
            /** To Zone */
            to_zone?: string | null;
            /**
             * Zones
             * @description Default: `1`.
             */
            zones?: number;
            /** Opposed By */
            opposed_by?: string | null;
        };
        /** FimbulvinterFvActionDeclarations */
        FimbulvinterFvActionDeclarations: {
            /** Actions */
            actions?: {
                [key: string]: components["schemas"]["FimbulvinterFvAction"];
            };
            /**
             * Turn Order
             * @description Only the advantage holder may give it.
             */
            turn_order?: string[] | null;
        };
        /** FimbulvinterFvCombatActionsInput */
        FimbulvinterFvCombatActionsInput: {
            state: components["schemas"]["FimbulvinterFvCombatState"];
            declarations?: components["schemas"]["FimbulvinterFvActionDeclarations"];
        };
        /**
         * FimbulvinterFvCombatStepShown
         * @description A phase that rolls nothing: the new state and its events.
         */
        FimbulvinterFvCombatStepShown: {
            state: components["schemas"]["FimbulvinterFvCombatStateShown"];
            /** Events */
            events: (components["schemas"]["FimbulvinterFvEvAdvantageContestShown"] | components["schemas"]["FimbulvinterFvEvSubfightSetupShown"] | components["schemas"]["FimbulvinterFvEvDistanceRollShown"] | components["schemas"]["FimbulvinterFvEvDistanceShown"] | components["schemas"]["FimbulvinterFvEvAdvantageShown"] | components["schemas"]["FimbulvinterFvEvActionsDeclaredShown"] | components["schemas"]["FimbulvinterFvEvDefencesDeclaredShown"] | components["schemas"]["FimbulvinterFvEvBalanceCheckShown"] | components["schemas"]["FimbulvinterFvEvCombatantShown"] | components["schemas"]["FimbulvinterFvEvAttackShown"] | components["schemas"]["FimbulvinterFvEvManoeuvreShown"] | components["schemas"]["FimbulvinterFvEvDamageShown"] | components["schemas"]["FimbulvinterFvEvDamageEffectShown"] | components["schemas"]["FimbulvinterFvEvMedicineRequiredShown"] | components["schemas"]["FimbulvinterFvEvSubfightShown"] | components["schemas"]["FimbulvinterFvEvSubfightCreatedShown"] | components["schemas"]["FimbulvinterFvEvJoinedSubfightShown"] | components["schemas"]["FimbulvinterFvEvCombatEndedShown"] | components["schemas"]["FimbulvinterFvEvGainGroundShown"])[];
        };
        /**
         * FimbulvinterFvDefence
         * @description A defence against one attack (§11.6).
         */
        FimbulvinterFvDefence: {
            /**
             * Choice
             * @description Missing: defend, unless a gamble is forced.
             */
            choice?: ("defend" | "gamble") | null;
            /**
             * Override Knockout
             * @description Default: `false`.
             */
            override_knockout?: boolean;
            /** Skill */
            skill?: string | null;
            /** Attribute */
            attribute?: ("power" | "quickness" | "finesse" | "mind" | "soul" | "heart") | null;
            /**
             * Modifiers
             * @description Default: `0`.
             */
            modifiers?: number;
            /** Activated Traits */
            activated_traits?: string[];
        };
        /** FimbulvinterFvDefenceDeclarations */
        FimbulvinterFvDefenceDeclarations: {
            /**
             * Defences
             * @description By attacker id.
             */
            defences?: {
                [key: string]: components["schemas"]["FimbulvinterFvDefence"];
            };
        };
        /** FimbulvinterFvCombatDefencesInput */
        FimbulvinterFvCombatDefencesInput: {
            state: components["schemas"]["FimbulvinterFvCombatState"];
            declarations?: components["schemas"]["FimbulvinterFvDefenceDeclarations"];
        };
        /** FimbulvinterFvGainGroundDeclarations */
        FimbulvinterFvGainGroundDeclarations: {
            /** Choice */
            choice?: ("give_ground" | "follow" | "press" | "stand") | null;
            /**
             * Defender Cornered
             * @description Default: `false`.
             */
            defender_cornered?: boolean;
        };
        /** FimbulvinterFvCombatGainGroundInput */
        FimbulvinterFvCombatGainGroundInput: {
            state: components["schemas"]["FimbulvinterFvCombatState"];
            declarations?: components["schemas"]["FimbulvinterFvGainGroundDeclarations"];
        };
        /** FimbulvinterFvCombatSwitchInput */
        FimbulvinterFvCombatSwitchInput: {
            state: components["schemas"]["FimbulvinterFvCombatState"];
            /** Subfight */
            subfight: string;
        };
        /** FimbulvinterFvCombatStateOnly */
        FimbulvinterFvCombatStateOnly: {
            state: components["schemas"]["FimbulvinterFvCombatState"];
        };
        /** FimbulvinterFvTreatCriticalInput */
        FimbulvinterFvTreatCriticalInput: {
            /**
             * Within Hour
             * @description Default: `true`.
             */
            within_hour?: boolean;
            /** @description The Läkekonst roll. */
            roll?: components["schemas"]["FimbulvinterFvRollSpec"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FimbulvinterFvTreatCriticalOutputShown */
        FimbulvinterFvTreatCriticalOutputShown: {
            /**
             * Dice
             * @description The faces actually used, in consumption order.
             */
            dice: number[];
            /**
             * Breakdown
             * @description Informative only.
             */
            breakdown: string;
            /** Rolled */
            rolled: boolean;
            /** Survived */
            survived: boolean;
            /** Outcome */
            outcome: ("zeroed" | "failure" | "success_with_complication" | "success") | null;
            /**
             * Total
             * @description Only when rolled.
             */
            total?: number;
            /** Wound */
            wound: "serious" | null;
            /** Knocked Out */
            knocked_out: boolean;
            /** New Trait */
            new_trait: string | null;
        };
        /** FimbulvinterFvTreatLightInput */
        FimbulvinterFvTreatLightInput: {
            /**
             * Attempts Today
             * @description Attempts already made today on this wound.
             */
            attempts_today?: number;
            /** @description The Läkekonst roll. */
            roll?: components["schemas"]["FimbulvinterFvRollSpec"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FimbulvinterFvTreatLightOutputShown */
        FimbulvinterFvTreatLightOutputShown: {
            /**
             * Dice
             * @description The faces actually used, in consumption order.
             */
            dice: number[];
            /**
             * Breakdown
             * @description Informative only.
             */
            breakdown: string;
            /**
             * Outcome
             * @enum {string}
             */
            outcome: "zeroed" | "failure" | "success_with_complication" | "success";
            /** Succeeded */
            succeeded: boolean;
            /** Total */
            total: number;
            /** Heals After Next Rest */
            heals_after_next_rest: boolean;
            /** Remove Damage Effect */
            remove_damage_effect: boolean;
        };
        /** FimbulvinterFvTreatSeriousInput */
        FimbulvinterFvTreatSeriousInput: {
            /**
             * Setting
             * @description Default: `"bandages"`.
             * @enum {string}
             */
            setting?: "home" | "bandages" | "none";
            /**
             * Good Choice
             * @description Default: `"convert"`.
             * @enum {string}
             */
            good_choice?: "convert" | "retry_bonus";
            /**
             * Retry Bonus
             * @description Default: `false`.
             */
            retry_bonus?: boolean;
            /**
             * Rolls
             * @description Läkekonst, Leta, Vetenskap.
             */
            rolls: components["schemas"]["FimbulvinterFvRollSpec"][];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FimbulvinterFvConvalescentShown */
        FimbulvinterFvConvalescentShown: {
            /** Name */
            name: string;
            /** Value */
            value: number;
        };
        /** FimbulvinterFvHealingStepShown */
        FimbulvinterFvHealingStepShown: {
            /** Total */
            total: number;
            /**
             * Outcome
             * @enum {string}
             */
            outcome: "zeroed" | "failure" | "success_with_complication" | "success";
            /** Succeeded */
            succeeded: boolean;
        };
        /** FimbulvinterFvTreatSeriousOutputShown */
        FimbulvinterFvTreatSeriousOutputShown: {
            /**
             * Dice
             * @description The faces actually used, in consumption order.
             */
            dice: number[];
            /**
             * Breakdown
             * @description Informative only.
             */
            breakdown: string;
            /** Difficulty */
            difficulty: number;
            /** Steps */
            steps: components["schemas"]["FimbulvinterFvHealingStepShown"][];
            /** Successes */
            successes: number;
            /**
             * Quality
             * @enum {string}
             */
            quality: "substandard" | "marginal" | "good" | "superb";
            /** Remove Knocked Out */
            remove_knocked_out: boolean;
            /** Serious To Light */
            serious_to_light: boolean;
            consequence: components["schemas"]["FimbulvinterFvConvalescentShown"] | null;
            /** Retry After Rest Periods */
            retry_after_rest_periods: number | null;
            /** Next Attempt Bonus */
            next_attempt_bonus: boolean;
        };
        /** FimbulvinterFvHealingWoundInput */
        FimbulvinterFvHealingWoundInput: {
            /**
             * Severity
             * @enum {string}
             */
            severity: "light" | "serious";
            /**
             * Days
             * @description Default: `0`.
             */
            days?: number;
            /**
             * Heals After Next Rest
             * @description Default: `false`.
             */
            heals_after_next_rest?: boolean;
        };
        /** FimbulvinterFvHealthInput */
        FimbulvinterFvHealthInput: {
            /** Wounds */
            wounds?: components["schemas"]["FimbulvinterFvHealingWoundInput"][];
            /** Damage Effects */
            damage_effects?: string[];
            /**
             * Knocked Out
             * @description Default: `false`.
             */
            knocked_out?: boolean;
            /**
             * Knocked Out Days Left
             * @description Default: `0`.
             */
            knocked_out_days_left?: number;
        };
        /** FimbulvinterFvAdvanceTimeInput */
        FimbulvinterFvAdvanceTimeInput: {
            health: components["schemas"]["FimbulvinterFvHealthInput"];
            /**
             * Days
             * @description Default: `1`.
             */
            days?: number;
            /**
             * Rest Periods
             * @description Default: days.
             */
            rest_periods?: number | null;
        };
        /** FimbulvinterFvHealingWoundShown */
        FimbulvinterFvHealingWoundShown: {
            /**
             * Severity
             * @enum {string}
             */
            severity: "light" | "serious";
            /** Days */
            days: number;
            /** Heals After Next Rest */
            heals_after_next_rest: boolean;
        };
        /** FimbulvinterFvHealthShown */
        FimbulvinterFvHealthShown: {
            /** Wounds */
            wounds: components["schemas"]["FimbulvinterFvHealingWoundShown"][];
            /** Damage Effects */
            damage_effects: string[];
            /** Knocked Out */
            knocked_out: boolean;
            /** Knocked Out Days Left */
            knocked_out_days_left: number;
        };
        /** FimbulvinterFvAdvanceTimeOutputShown */
        FimbulvinterFvAdvanceTimeOutputShown: {
            health: components["schemas"]["FimbulvinterFvHealthShown"];
            /** Healed */
            healed: ("light" | "serious")[];
        };
        /** FimbulvinterRollTableRollBody */
        FimbulvinterRollTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/roll`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "roll";
            input: components["schemas"]["FimbulvinterFvRollInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterCheckTableRollBody */
        FimbulvinterCheckTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/check`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "check";
            input: components["schemas"]["FimbulvinterFvCheckInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterOpposedTableRollBody */
        FimbulvinterOpposedTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/opposed`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "opposed";
            input: components["schemas"]["FimbulvinterFvOpposedInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterContestTableRollBody */
        FimbulvinterContestTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/contest`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "contest";
            input: components["schemas"]["FimbulvinterFvContestInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterCompoundTableRollBody */
        FimbulvinterCompoundTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/compound`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "compound";
            input: components["schemas"]["FimbulvinterFvCompoundInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterValidateCharacterTableRollBody */
        FimbulvinterValidateCharacterTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/validate_character`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "validate_character";
            input: components["schemas"]["FimbulvinterFvValidateCharacterInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterRecoverDazeTableRollBody */
        FimbulvinterRecoverDazeTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/recover_daze`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "recover_daze";
            input: components["schemas"]["FimbulvinterFvRecoverDazeInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterTraitStoryStepTableRollBody */
        FimbulvinterTraitStoryStepTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/trait_story_step`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "trait_story_step";
            input: components["schemas"]["FimbulvinterFvTraitStoryInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterConflictStartTableRollBody */
        FimbulvinterConflictStartTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/conflict_start`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "conflict_start";
            input: components["schemas"]["FimbulvinterFvConflictStartInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterConflictExchangeTableRollBody */
        FimbulvinterConflictExchangeTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/conflict_exchange`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "conflict_exchange";
            input: components["schemas"]["FimbulvinterFvConflictExchangeInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterConflictLoserChoiceTableRollBody */
        FimbulvinterConflictLoserChoiceTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/conflict_loser_choice`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "conflict_loser_choice";
            input: components["schemas"]["FimbulvinterFvConflictLoserChoiceInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterConsequenceSpendTableRollBody */
        FimbulvinterConsequenceSpendTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/consequence_spend`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "consequence_spend";
            input: components["schemas"]["FimbulvinterFvConsequenceSpendInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterAttackTableRollBody */
        FimbulvinterAttackTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/attack`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "attack";
            input: components["schemas"]["FimbulvinterFvAttackInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterDamageTableRollBody */
        FimbulvinterDamageTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/damage`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "damage";
            input: components["schemas"]["FimbulvinterFvDamageInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterZoneMoveTableRollBody */
        FimbulvinterZoneMoveTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/zone_move`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "zone_move";
            input: components["schemas"]["FimbulvinterFvZoneMoveInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterBalanceCheckTableRollBody */
        FimbulvinterBalanceCheckTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/balance_check`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "balance_check";
            input: components["schemas"]["FimbulvinterFvBalanceCheckInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterCombatStartTableRollBody */
        FimbulvinterCombatStartTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_start`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_start";
            input: components["schemas"]["FimbulvinterFvCombatStartInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterCombatDistanceTableRollBody */
        FimbulvinterCombatDistanceTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_distance`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_distance";
            input: components["schemas"]["FimbulvinterFvCombatDistanceInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterCombatAdvantageTableRollBody */
        FimbulvinterCombatAdvantageTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_advantage`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_advantage";
            input: components["schemas"]["FimbulvinterFvCombatStateInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterCombatActionsTableRollBody */
        FimbulvinterCombatActionsTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_actions`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_actions";
            input: components["schemas"]["FimbulvinterFvCombatActionsInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterCombatDefencesTableRollBody */
        FimbulvinterCombatDefencesTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_defences`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_defences";
            input: components["schemas"]["FimbulvinterFvCombatDefencesInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterCombatResolveTableRollBody */
        FimbulvinterCombatResolveTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_resolve`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_resolve";
            input: components["schemas"]["FimbulvinterFvCombatStateInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterCombatGainGroundTableRollBody */
        FimbulvinterCombatGainGroundTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_gain_ground`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_gain_ground";
            input: components["schemas"]["FimbulvinterFvCombatGainGroundInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterCombatSwitchSubfightTableRollBody */
        FimbulvinterCombatSwitchSubfightTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_switch_subfight`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_switch_subfight";
            input: components["schemas"]["FimbulvinterFvCombatSwitchInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterCombatEndTableRollBody */
        FimbulvinterCombatEndTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_end`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_end";
            input: components["schemas"]["FimbulvinterFvCombatStateOnly"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterTreatCriticalWoundTableRollBody */
        FimbulvinterTreatCriticalWoundTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/treat_critical_wound`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "treat_critical_wound";
            input: components["schemas"]["FimbulvinterFvTreatCriticalInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterTreatLightWoundTableRollBody */
        FimbulvinterTreatLightWoundTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/treat_light_wound`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "treat_light_wound";
            input: components["schemas"]["FimbulvinterFvTreatLightInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterTreatSeriousWoundTableRollBody */
        FimbulvinterTreatSeriousWoundTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/treat_serious_wound`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "treat_serious_wound";
            input: components["schemas"]["FimbulvinterFvTreatSeriousInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** FimbulvinterAdvanceTimeTableRollBody */
        FimbulvinterAdvanceTimeTableRollBody: {
            /**
             * @description `POST /v1/systems/fimbulvinter/advance_time`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "advance_time";
            input: components["schemas"]["FimbulvinterFvAdvanceTimeInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /**
         * FimbulvinterTableRollBody
         * @description A table roll of a `fimbulvinter` operation, by `operation`.
         */
        FimbulvinterTableRollBody: components["schemas"]["FimbulvinterRollTableRollBody"] | components["schemas"]["FimbulvinterCheckTableRollBody"] | components["schemas"]["FimbulvinterOpposedTableRollBody"] | components["schemas"]["FimbulvinterContestTableRollBody"] | components["schemas"]["FimbulvinterCompoundTableRollBody"] | components["schemas"]["FimbulvinterValidateCharacterTableRollBody"] | components["schemas"]["FimbulvinterRecoverDazeTableRollBody"] | components["schemas"]["FimbulvinterTraitStoryStepTableRollBody"] | components["schemas"]["FimbulvinterConflictStartTableRollBody"] | components["schemas"]["FimbulvinterConflictExchangeTableRollBody"] | components["schemas"]["FimbulvinterConflictLoserChoiceTableRollBody"] | components["schemas"]["FimbulvinterConsequenceSpendTableRollBody"] | components["schemas"]["FimbulvinterAttackTableRollBody"] | components["schemas"]["FimbulvinterDamageTableRollBody"] | components["schemas"]["FimbulvinterZoneMoveTableRollBody"] | components["schemas"]["FimbulvinterBalanceCheckTableRollBody"] | components["schemas"]["FimbulvinterCombatStartTableRollBody"] | components["schemas"]["FimbulvinterCombatDistanceTableRollBody"] | components["schemas"]["FimbulvinterCombatAdvantageTableRollBody"] | components["schemas"]["FimbulvinterCombatActionsTableRollBody"] | components["schemas"]["FimbulvinterCombatDefencesTableRollBody"] | components["schemas"]["FimbulvinterCombatResolveTableRollBody"] | components["schemas"]["FimbulvinterCombatGainGroundTableRollBody"] | components["schemas"]["FimbulvinterCombatSwitchSubfightTableRollBody"] | components["schemas"]["FimbulvinterCombatEndTableRollBody"] | components["schemas"]["FimbulvinterTreatCriticalWoundTableRollBody"] | components["schemas"]["FimbulvinterTreatLightWoundTableRollBody"] | components["schemas"]["FimbulvinterTreatSeriousWoundTableRollBody"] | components["schemas"]["FimbulvinterAdvanceTimeTableRollBody"];
        /**
         * FimbulvinterRollSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterRollSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/roll`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "roll";
            input: components["schemas"]["FimbulvinterFvRollInput"];
            result: components["schemas"]["FimbulvinterFvRollOutputShown"];
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
         * FimbulvinterCheckSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterCheckSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/check`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "check";
            input: components["schemas"]["FimbulvinterFvCheckInput"];
            result: components["schemas"]["FimbulvinterFvCheckOutputShown"];
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
         * FimbulvinterOpposedSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterOpposedSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/opposed`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "opposed";
            input: components["schemas"]["FimbulvinterFvOpposedInput"];
            result: components["schemas"]["FimbulvinterFvOpposedOutputShown"];
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
         * FimbulvinterContestSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterContestSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/contest`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "contest";
            input: components["schemas"]["FimbulvinterFvContestInput"];
            result: components["schemas"]["FimbulvinterFvContestOutputShown"];
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
         * FimbulvinterCompoundSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterCompoundSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/compound`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "compound";
            input: components["schemas"]["FimbulvinterFvCompoundInput"];
            result: components["schemas"]["FimbulvinterFvCompoundOutputShown"];
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
         * FimbulvinterValidateCharacterSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterValidateCharacterSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/validate_character`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "validate_character";
            input: components["schemas"]["FimbulvinterFvValidateCharacterInput"];
            result: components["schemas"]["FimbulvinterFvValidateCharacterOutputShown"];
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
         * FimbulvinterRecoverDazeSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterRecoverDazeSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/recover_daze`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "recover_daze";
            input: components["schemas"]["FimbulvinterFvRecoverDazeInput"];
            result: components["schemas"]["FimbulvinterFvRecoverDazeOutputShown"];
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
         * FimbulvinterTraitStoryStepSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterTraitStoryStepSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/trait_story_step`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "trait_story_step";
            input: components["schemas"]["FimbulvinterFvTraitStoryInput"];
            result: components["schemas"]["FimbulvinterFvTraitStoryOutputShown"];
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
         * FimbulvinterConflictStartSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterConflictStartSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/conflict_start`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "conflict_start";
            input: components["schemas"]["FimbulvinterFvConflictStartInput"];
            result: components["schemas"]["FimbulvinterFvConflictStartOutputShown"];
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
         * FimbulvinterConflictExchangeSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterConflictExchangeSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/conflict_exchange`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "conflict_exchange";
            input: components["schemas"]["FimbulvinterFvConflictExchangeInput"];
            result: components["schemas"]["FimbulvinterFvConflictExchangeOutputShown"];
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
         * FimbulvinterConflictLoserChoiceSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterConflictLoserChoiceSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/conflict_loser_choice`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "conflict_loser_choice";
            input: components["schemas"]["FimbulvinterFvConflictLoserChoiceInput"];
            result: components["schemas"]["FimbulvinterFvConflictLoserChoiceOutputShown"];
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
         * FimbulvinterConsequenceSpendSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterConsequenceSpendSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/consequence_spend`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "consequence_spend";
            input: components["schemas"]["FimbulvinterFvConsequenceSpendInput"];
            result: components["schemas"]["FimbulvinterFvConsequenceSpendOutputShown"];
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
         * FimbulvinterAttackSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterAttackSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/attack`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "attack";
            input: components["schemas"]["FimbulvinterFvAttackInput"];
            result: components["schemas"]["FimbulvinterFvAttackOutputShown"];
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
         * FimbulvinterDamageSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterDamageSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/damage`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "damage";
            input: components["schemas"]["FimbulvinterFvDamageInput"];
            result: components["schemas"]["FimbulvinterFvDamageOutputShown"];
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
         * FimbulvinterZoneMoveSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterZoneMoveSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/zone_move`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "zone_move";
            input: components["schemas"]["FimbulvinterFvZoneMoveInput"];
            result: components["schemas"]["FimbulvinterFvZoneMoveOutputShown"];
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
         * FimbulvinterBalanceCheckSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterBalanceCheckSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/balance_check`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "balance_check";
            input: components["schemas"]["FimbulvinterFvBalanceCheckInput"];
            result: components["schemas"]["FimbulvinterFvBalanceCheckOutputShown"];
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
         * FimbulvinterCombatStartSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterCombatStartSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_start`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_start";
            input: components["schemas"]["FimbulvinterFvCombatStartInput"];
            result: components["schemas"]["FimbulvinterFvCombatRolledShown"];
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
         * FimbulvinterCombatDistanceSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterCombatDistanceSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_distance`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_distance";
            input: components["schemas"]["FimbulvinterFvCombatDistanceInput"];
            result: components["schemas"]["FimbulvinterFvCombatRolledShown"];
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
         * FimbulvinterCombatAdvantageSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterCombatAdvantageSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_advantage`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_advantage";
            input: components["schemas"]["FimbulvinterFvCombatStateInput"];
            result: components["schemas"]["FimbulvinterFvCombatRolledShown"];
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
         * FimbulvinterCombatActionsSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterCombatActionsSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_actions`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_actions";
            input: components["schemas"]["FimbulvinterFvCombatActionsInput"];
            result: components["schemas"]["FimbulvinterFvCombatStepShown"];
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
         * FimbulvinterCombatDefencesSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterCombatDefencesSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_defences`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_defences";
            input: components["schemas"]["FimbulvinterFvCombatDefencesInput"];
            result: components["schemas"]["FimbulvinterFvCombatStepShown"];
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
         * FimbulvinterCombatResolveSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterCombatResolveSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_resolve`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_resolve";
            input: components["schemas"]["FimbulvinterFvCombatStateInput"];
            result: components["schemas"]["FimbulvinterFvCombatRolledShown"];
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
         * FimbulvinterCombatGainGroundSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterCombatGainGroundSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_gain_ground`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_gain_ground";
            input: components["schemas"]["FimbulvinterFvCombatGainGroundInput"];
            result: components["schemas"]["FimbulvinterFvCombatStepShown"];
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
         * FimbulvinterCombatSwitchSubfightSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterCombatSwitchSubfightSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_switch_subfight`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_switch_subfight";
            input: components["schemas"]["FimbulvinterFvCombatSwitchInput"];
            result: components["schemas"]["FimbulvinterFvCombatStepShown"];
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
         * FimbulvinterCombatEndSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterCombatEndSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_end`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_end";
            input: components["schemas"]["FimbulvinterFvCombatStateOnly"];
            result: components["schemas"]["FimbulvinterFvCombatStepShown"];
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
         * FimbulvinterTreatCriticalWoundSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterTreatCriticalWoundSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/treat_critical_wound`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "treat_critical_wound";
            input: components["schemas"]["FimbulvinterFvTreatCriticalInput"];
            result: components["schemas"]["FimbulvinterFvTreatCriticalOutputShown"];
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
         * FimbulvinterTreatLightWoundSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterTreatLightWoundSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/treat_light_wound`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "treat_light_wound";
            input: components["schemas"]["FimbulvinterFvTreatLightInput"];
            result: components["schemas"]["FimbulvinterFvTreatLightOutputShown"];
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
         * FimbulvinterTreatSeriousWoundSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterTreatSeriousWoundSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/treat_serious_wound`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "treat_serious_wound";
            input: components["schemas"]["FimbulvinterFvTreatSeriousInput"];
            result: components["schemas"]["FimbulvinterFvTreatSeriousOutputShown"];
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
         * FimbulvinterAdvanceTimeSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        FimbulvinterAdvanceTimeSystemRollData: {
            /**
             * @description `POST /v1/systems/fimbulvinter/advance_time`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "advance_time";
            input: components["schemas"]["FimbulvinterFvAdvanceTimeInput"];
            result: components["schemas"]["FimbulvinterFvAdvanceTimeOutputShown"];
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
         * FimbulvinterSystemRollData
         * @description A table roll of a `fimbulvinter` operation, by `operation`.
         */
        FimbulvinterSystemRollData: components["schemas"]["FimbulvinterRollSystemRollData"] | components["schemas"]["FimbulvinterCheckSystemRollData"] | components["schemas"]["FimbulvinterOpposedSystemRollData"] | components["schemas"]["FimbulvinterContestSystemRollData"] | components["schemas"]["FimbulvinterCompoundSystemRollData"] | components["schemas"]["FimbulvinterValidateCharacterSystemRollData"] | components["schemas"]["FimbulvinterRecoverDazeSystemRollData"] | components["schemas"]["FimbulvinterTraitStoryStepSystemRollData"] | components["schemas"]["FimbulvinterConflictStartSystemRollData"] | components["schemas"]["FimbulvinterConflictExchangeSystemRollData"] | components["schemas"]["FimbulvinterConflictLoserChoiceSystemRollData"] | components["schemas"]["FimbulvinterConsequenceSpendSystemRollData"] | components["schemas"]["FimbulvinterAttackSystemRollData"] | components["schemas"]["FimbulvinterDamageSystemRollData"] | components["schemas"]["FimbulvinterZoneMoveSystemRollData"] | components["schemas"]["FimbulvinterBalanceCheckSystemRollData"] | components["schemas"]["FimbulvinterCombatStartSystemRollData"] | components["schemas"]["FimbulvinterCombatDistanceSystemRollData"] | components["schemas"]["FimbulvinterCombatAdvantageSystemRollData"] | components["schemas"]["FimbulvinterCombatActionsSystemRollData"] | components["schemas"]["FimbulvinterCombatDefencesSystemRollData"] | components["schemas"]["FimbulvinterCombatResolveSystemRollData"] | components["schemas"]["FimbulvinterCombatGainGroundSystemRollData"] | components["schemas"]["FimbulvinterCombatSwitchSubfightSystemRollData"] | components["schemas"]["FimbulvinterCombatEndSystemRollData"] | components["schemas"]["FimbulvinterTreatCriticalWoundSystemRollData"] | components["schemas"]["FimbulvinterTreatLightWoundSystemRollData"] | components["schemas"]["FimbulvinterTreatSeriousWoundSystemRollData"] | components["schemas"]["FimbulvinterAdvanceTimeSystemRollData"];
        /**
         * FimbulvinterRollRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterRollRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/roll`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "roll";
            input: components["schemas"]["FimbulvinterFvRollInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvRollOutputShown"];
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
         * FimbulvinterCheckRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterCheckRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/check`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "check";
            input: components["schemas"]["FimbulvinterFvCheckInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvCheckOutputShown"];
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
         * FimbulvinterOpposedRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterOpposedRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/opposed`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "opposed";
            input: components["schemas"]["FimbulvinterFvOpposedInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvOpposedOutputShown"];
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
         * FimbulvinterContestRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterContestRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/contest`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "contest";
            input: components["schemas"]["FimbulvinterFvContestInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvContestOutputShown"];
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
         * FimbulvinterCompoundRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterCompoundRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/compound`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "compound";
            input: components["schemas"]["FimbulvinterFvCompoundInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvCompoundOutputShown"];
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
         * FimbulvinterValidateCharacterRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterValidateCharacterRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/validate_character`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "validate_character";
            input: components["schemas"]["FimbulvinterFvValidateCharacterInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvValidateCharacterOutputShown"];
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
         * FimbulvinterRecoverDazeRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterRecoverDazeRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/recover_daze`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "recover_daze";
            input: components["schemas"]["FimbulvinterFvRecoverDazeInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvRecoverDazeOutputShown"];
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
         * FimbulvinterTraitStoryStepRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterTraitStoryStepRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/trait_story_step`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "trait_story_step";
            input: components["schemas"]["FimbulvinterFvTraitStoryInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvTraitStoryOutputShown"];
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
         * FimbulvinterConflictStartRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterConflictStartRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/conflict_start`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "conflict_start";
            input: components["schemas"]["FimbulvinterFvConflictStartInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvConflictStartOutputShown"];
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
         * FimbulvinterConflictExchangeRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterConflictExchangeRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/conflict_exchange`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "conflict_exchange";
            input: components["schemas"]["FimbulvinterFvConflictExchangeInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvConflictExchangeOutputShown"];
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
         * FimbulvinterConflictLoserChoiceRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterConflictLoserChoiceRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/conflict_loser_choice`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "conflict_loser_choice";
            input: components["schemas"]["FimbulvinterFvConflictLoserChoiceInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvConflictLoserChoiceOutputShown"];
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
         * FimbulvinterConsequenceSpendRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterConsequenceSpendRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/consequence_spend`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "consequence_spend";
            input: components["schemas"]["FimbulvinterFvConsequenceSpendInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvConsequenceSpendOutputShown"];
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
         * FimbulvinterAttackRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterAttackRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/attack`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "attack";
            input: components["schemas"]["FimbulvinterFvAttackInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvAttackOutputShown"];
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
         * FimbulvinterDamageRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterDamageRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/damage`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "damage";
            input: components["schemas"]["FimbulvinterFvDamageInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvDamageOutputShown"];
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
         * FimbulvinterZoneMoveRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterZoneMoveRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/zone_move`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "zone_move";
            input: components["schemas"]["FimbulvinterFvZoneMoveInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvZoneMoveOutputShown"];
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
         * FimbulvinterBalanceCheckRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterBalanceCheckRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/balance_check`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "balance_check";
            input: components["schemas"]["FimbulvinterFvBalanceCheckInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvBalanceCheckOutputShown"];
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
         * FimbulvinterCombatStartRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterCombatStartRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_start`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_start";
            input: components["schemas"]["FimbulvinterFvCombatStartInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvCombatRolledShown"];
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
         * FimbulvinterCombatDistanceRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterCombatDistanceRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_distance`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_distance";
            input: components["schemas"]["FimbulvinterFvCombatDistanceInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvCombatRolledShown"];
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
         * FimbulvinterCombatAdvantageRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterCombatAdvantageRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_advantage`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_advantage";
            input: components["schemas"]["FimbulvinterFvCombatStateInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvCombatRolledShown"];
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
         * FimbulvinterCombatActionsRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterCombatActionsRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_actions`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_actions";
            input: components["schemas"]["FimbulvinterFvCombatActionsInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvCombatStepShown"];
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
         * FimbulvinterCombatDefencesRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterCombatDefencesRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_defences`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_defences";
            input: components["schemas"]["FimbulvinterFvCombatDefencesInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvCombatStepShown"];
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
         * FimbulvinterCombatResolveRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterCombatResolveRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_resolve`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_resolve";
            input: components["schemas"]["FimbulvinterFvCombatStateInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvCombatRolledShown"];
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
         * FimbulvinterCombatGainGroundRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterCombatGainGroundRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_gain_ground`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_gain_ground";
            input: components["schemas"]["FimbulvinterFvCombatGainGroundInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvCombatStepShown"];
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
         * FimbulvinterCombatSwitchSubfightRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterCombatSwitchSubfightRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_switch_subfight`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_switch_subfight";
            input: components["schemas"]["FimbulvinterFvCombatSwitchInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvCombatStepShown"];
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
         * FimbulvinterCombatEndRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterCombatEndRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/combat_end`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_end";
            input: components["schemas"]["FimbulvinterFvCombatStateOnly"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvCombatStepShown"];
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
         * FimbulvinterTreatCriticalWoundRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterTreatCriticalWoundRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/treat_critical_wound`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "treat_critical_wound";
            input: components["schemas"]["FimbulvinterFvTreatCriticalInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvTreatCriticalOutputShown"];
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
         * FimbulvinterTreatLightWoundRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterTreatLightWoundRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/treat_light_wound`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "treat_light_wound";
            input: components["schemas"]["FimbulvinterFvTreatLightInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvTreatLightOutputShown"];
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
         * FimbulvinterTreatSeriousWoundRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterTreatSeriousWoundRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/treat_serious_wound`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "treat_serious_wound";
            input: components["schemas"]["FimbulvinterFvTreatSeriousInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvTreatSeriousOutputShown"];
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
         * FimbulvinterAdvanceTimeRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        FimbulvinterAdvanceTimeRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/fimbulvinter/advance_time`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "advance_time";
            input: components["schemas"]["FimbulvinterFvAdvanceTimeInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["FimbulvinterFvAdvanceTimeOutputShown"];
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
         * FimbulvinterRollRecord
         * @description A table roll of a `fimbulvinter` operation, by `operation`.
         */
        FimbulvinterRollRecord: components["schemas"]["FimbulvinterRollRollRecord"] | components["schemas"]["FimbulvinterCheckRollRecord"] | components["schemas"]["FimbulvinterOpposedRollRecord"] | components["schemas"]["FimbulvinterContestRollRecord"] | components["schemas"]["FimbulvinterCompoundRollRecord"] | components["schemas"]["FimbulvinterValidateCharacterRollRecord"] | components["schemas"]["FimbulvinterRecoverDazeRollRecord"] | components["schemas"]["FimbulvinterTraitStoryStepRollRecord"] | components["schemas"]["FimbulvinterConflictStartRollRecord"] | components["schemas"]["FimbulvinterConflictExchangeRollRecord"] | components["schemas"]["FimbulvinterConflictLoserChoiceRollRecord"] | components["schemas"]["FimbulvinterConsequenceSpendRollRecord"] | components["schemas"]["FimbulvinterAttackRollRecord"] | components["schemas"]["FimbulvinterDamageRollRecord"] | components["schemas"]["FimbulvinterZoneMoveRollRecord"] | components["schemas"]["FimbulvinterBalanceCheckRollRecord"] | components["schemas"]["FimbulvinterCombatStartRollRecord"] | components["schemas"]["FimbulvinterCombatDistanceRollRecord"] | components["schemas"]["FimbulvinterCombatAdvantageRollRecord"] | components["schemas"]["FimbulvinterCombatActionsRollRecord"] | components["schemas"]["FimbulvinterCombatDefencesRollRecord"] | components["schemas"]["FimbulvinterCombatResolveRollRecord"] | components["schemas"]["FimbulvinterCombatGainGroundRollRecord"] | components["schemas"]["FimbulvinterCombatSwitchSubfightRollRecord"] | components["schemas"]["FimbulvinterCombatEndRollRecord"] | components["schemas"]["FimbulvinterTreatCriticalWoundRollRecord"] | components["schemas"]["FimbulvinterTreatLightWoundRollRecord"] | components["schemas"]["FimbulvinterTreatSeriousWoundRollRecord"] | components["schemas"]["FimbulvinterAdvanceTimeRollRecord"];
        /**
         * FimbulvinterTableRollResult
         * @description The result of a table roll of a `fimbulvinter` operation.
         */
        FimbulvinterTableRollResult: components["schemas"]["FimbulvinterFvRollOutputShown"] | components["schemas"]["FimbulvinterFvCheckOutputShown"] | components["schemas"]["FimbulvinterFvOpposedOutputShown"] | components["schemas"]["FimbulvinterFvContestOutputShown"] | components["schemas"]["FimbulvinterFvCompoundOutputShown"] | components["schemas"]["FimbulvinterFvValidateCharacterOutputShown"] | components["schemas"]["FimbulvinterFvRecoverDazeOutputShown"] | components["schemas"]["FimbulvinterFvTraitStoryOutputShown"] | components["schemas"]["FimbulvinterFvConflictStartOutputShown"] | components["schemas"]["FimbulvinterFvConflictExchangeOutputShown"] | components["schemas"]["FimbulvinterFvConflictLoserChoiceOutputShown"] | components["schemas"]["FimbulvinterFvConsequenceSpendOutputShown"] | components["schemas"]["FimbulvinterFvAttackOutputShown"] | components["schemas"]["FimbulvinterFvDamageOutputShown"] | components["schemas"]["FimbulvinterFvZoneMoveOutputShown"] | components["schemas"]["FimbulvinterFvBalanceCheckOutputShown"] | components["schemas"]["FimbulvinterFvCombatRolledShown"] | components["schemas"]["FimbulvinterFvCombatStepShown"] | components["schemas"]["FimbulvinterFvTreatCriticalOutputShown"] | components["schemas"]["FimbulvinterFvTreatLightOutputShown"] | components["schemas"]["FimbulvinterFvTreatSeriousOutputShown"] | components["schemas"]["FimbulvinterFvAdvanceTimeOutputShown"];
        /**
         * TerminusAlfaTaRollInput
         * @description A plain roll (RUL) of two dice plus a modifier.
         */
        TerminusAlfaTaRollInput: {
            /**
             * Modifier
             * @description Added to the dice (−1000…1000).
             */
            modifier?: number;
            rules?: components["schemas"]["TerminusAlfaTaRulesInput"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** TerminusAlfaTaRollOutputShown */
        TerminusAlfaTaRollOutputShown: {
            /** Pairs */
            pairs: number[][];
            /** Dice Total */
            dice_total: number;
            /** Modifier */
            modifier: number;
            /**
             * Total
             * @description dice_total + modifier, or 0 on a fumble when fumble_zeroes.
             */
            total: number;
            /** Is Double */
            is_double: boolean;
            /** Double Face */
            double_face: number | null;
            /** Effect Roll */
            effect_roll: boolean;
            /** Terminus Roll */
            terminus_roll: boolean;
            /** Fumble */
            fumble: boolean;
            /** Terminus Rerolls */
            terminus_rerolls: number;
            /** Dice */
            dice: number[];
            /**
             * Breakdown
             * @description Informative only; clients must not parse it.
             */
            breakdown: string;
        };
        /**
         * TerminusAlfaTaGradeInput
         * @description Exactly one of ``fixed`` (FASTGRAD, 0…1000) or ``level`` (a MESTERGRAD ladder id).
         */
        TerminusAlfaTaGradeInput: {
            /**
             * Fixed
             * @example 20
             */
            fixed?: number | null;
            /**
             * Level
             * @description easy, normal, difficult, hard, very_hard, unreasonable, epic or impossible.
             */
            level?: string | null;
        };
        /**
         * TerminusAlfaTaGradeRequest
         * @description Determine a grade: a fixed one, or a master grade rolled by the GM.
         */
        TerminusAlfaTaGradeRequest: {
            grade: components["schemas"]["TerminusAlfaTaGradeInput"];
            rules?: components["schemas"]["TerminusAlfaTaRulesInput"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /**
         * TerminusAlfaTaRollObjectShown
         * @description One RUL: ``pairs`` (the first pair sets the flags, the others are terminus extras) and totals.
         */
        TerminusAlfaTaRollObjectShown: {
            /** Pairs */
            pairs: number[][];
            /** Dice Total */
            dice_total: number;
            /** Modifier */
            modifier: number;
            /**
             * Total
             * @description dice_total + modifier, or 0 on a fumble when fumble_zeroes.
             */
            total: number;
            /** Is Double */
            is_double: boolean;
            /** Double Face */
            double_face: number | null;
            /** Effect Roll */
            effect_roll: boolean;
            /** Terminus Roll */
            terminus_roll: boolean;
            /** Fumble */
            fumble: boolean;
            /** Terminus Rerolls */
            terminus_rerolls: number;
        };
        /** TerminusAlfaTaGradeOutputShown */
        TerminusAlfaTaGradeOutputShown: {
            /**
             * Kind
             * @enum {string}
             */
            kind: "fixed" | "master" | "impossible";
            /** Level */
            level?: string;
            /** Bonus */
            bonus?: number;
            /** Value */
            value: number | null;
            roll: components["schemas"]["TerminusAlfaTaRollObjectShown"] | null;
            /** Impossible */
            impossible: boolean;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /**
         * TerminusAlfaTaCheckInput
         * @description An ability roll (RUL:EVNE) against a grade; reaching the grade exactly succeeds.
         */
        TerminusAlfaTaCheckInput: {
            /**
             * Ability
             * @description The ability (EVNE) value.
             */
            ability: number;
            /**
             * Modifier
             * @description Default: `0`.
             */
            modifier?: number;
            grade: components["schemas"]["TerminusAlfaTaGradeInput"];
            rules?: components["schemas"]["TerminusAlfaTaRulesInput"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /**
         * TerminusAlfaTaGradeObjectShown
         * @description A grade: ``level`` and ``bonus`` are present for a master grade only.
         */
        TerminusAlfaTaGradeObjectShown: {
            /**
             * Kind
             * @enum {string}
             */
            kind: "fixed" | "master" | "impossible";
            /** Level */
            level?: string;
            /** Bonus */
            bonus?: number;
            /** Value */
            value: number | null;
            roll: components["schemas"]["TerminusAlfaTaRollObjectShown"] | null;
        };
        /** TerminusAlfaTaCheckOutputShown */
        TerminusAlfaTaCheckOutputShown: {
            /**
             * Allowed
             * @description False when the GM ruled the action impossible (UMULIGT).
             */
            allowed: boolean;
            roll: components["schemas"]["TerminusAlfaTaRollObjectShown"] | null;
            grade: components["schemas"]["TerminusAlfaTaGradeObjectShown"];
            /** Success */
            success: boolean;
            /** Margin */
            margin: number | null;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** TerminusAlfaTaCaptureCharacter */
        TerminusAlfaTaCaptureCharacter: {
            /** Id */
            id: string;
            /** Abilities */
            abilities?: {
                [key: string]: number;
            };
            /** Power */
            power: number;
            /** Endurance */
            endurance: number;
            /**
             * Levned
             * @description Default: `0`.
             */
            levned?: number;
        };
        /**
         * TerminusAlfaTaCaptureTargetInput
         * @description Pick the victim of a capture (FANGER) among ``characters`` by the ability it works on.
         */
        TerminusAlfaTaCaptureTargetInput: {
            /**
             * Ability
             * @description The ability (EVNE) the capture works on.
             */
            ability: string;
            /** Characters */
            characters: components["schemas"]["TerminusAlfaTaCaptureCharacter"][];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** TerminusAlfaTaCaptureTargetOutputShown */
        TerminusAlfaTaCaptureTargetOutputShown: {
            /** Character Id */
            character_id: string;
            /**
             * Decided By
             * @enum {string}
             */
            decided_by: "ability" | "power" | "endurance" | "levned" | "list_order";
        };
        /** TerminusAlfaTaStartOutputShown */
        TerminusAlfaTaStartOutputShown: {
            state: components["schemas"]["TerminusAlfaTaStateShown"];
        };
        /** TerminusAlfaTaCaptured */
        TerminusAlfaTaCaptured: {
            /**
             * By
             * @description The capturing opponent's id.
             */
            by: string;
            /**
             * Ability
             * @description The ability (EVNE) an escape is rolled with.
             */
            ability: string;
            /**
             * Round
             * @description The round of the capture: no escape before the next one.
             */
            round: number;
        };
        /** TerminusAlfaTaCharacterState */
        TerminusAlfaTaCharacterState: {
            /** Id */
            id: string;
            /** Name */
            name: string;
            /** Endurance Max */
            endurance_max: number;
            /** Endurance */
            endurance: number;
            /** Power Max */
            power_max: number;
            /** Power */
            power: number;
            /** Levned */
            levned: number;
            /** Poison Max */
            poison_max: number;
            /** Poison */
            poison: number;
            /** Money */
            money: number;
            /** Armour */
            armour: number;
            /** Defence Options */
            defence_options: number[];
            /** Abilities */
            abilities: {
                [key: string]: number;
            };
            /** Equipment List */
            equipment_list: string[];
            /** Slots */
            slots: string[];
            /** Vehicle Id */
            vehicle_id: string | null;
            /** Fortified */
            fortified: boolean;
            /** In Combat */
            in_combat: boolean;
            /**
             * Status
             * @enum {string}
             */
            status: "active" | "dead" | "fainted" | "knocked_out";
            captured: components["schemas"]["TerminusAlfaTaCaptured"] | null;
            /** Rolls Allowed */
            rolls_allowed: number;
            /** Rolls Used */
            rolls_used: number;
            /** Attacked This Round */
            attacked_this_round: boolean;
        };
        /**
         * TerminusAlfaTaConditionsDeclarations
         * @description Players' declarations of phase 1.
         */
        TerminusAlfaTaConditionsDeclarations: {
            /** Power Actions */
            power_actions?: components["schemas"]["TerminusAlfaTaConditionsPowerAction"][];
        };
        /**
         * TerminusAlfaTaConditionsPowerAction
         * @description A KRAFTHANDLING averting a property or condition for the character (or every character).
         */
        TerminusAlfaTaConditionsPowerAction: {
            /** Character Id */
            character_id: string;
            /** Effect Id */
            effect_id: string;
            /** Power Cost */
            power_cost: number;
            /**
             * For All
             * @description Avert it for every active character.
             */
            for_all?: boolean;
        };
        /**
         * TerminusAlfaTaEffectState
         * @description An opponent's effect (!1, !2, !3 or T) as stored: ``ability`` only for a capture, ``summon_limit``
         *     only for a summon (null = unlimited).
         */
        TerminusAlfaTaEffectState: {
            /** Text */
            text: string;
            /**
             * Scope
             * @enum {string}
             */
            scope: "target" | "all";
            /** Changes */
            changes: {
                [key: string]: number;
            };
            /** Special */
            special: ("capture" | "remove_equipment" | "summon") | null;
            /** Ability */
            ability?: string;
            /** Summon Limit */
            summon_limit?: number | null;
        };
        /** TerminusAlfaTaFortificationState */
        TerminusAlfaTaFortificationState: {
            /**
             * Kind
             * @enum {string}
             */
            kind: "barricade" | "house_wall" | "town_wall" | "castle_wall" | "custom";
            /** Endurance */
            endurance: number;
        };
        /** TerminusAlfaTaOpponentState */
        TerminusAlfaTaOpponentState: {
            /** Id */
            id: string;
            /** Name */
            name: string;
            /** Species */
            species: string;
            /** Kamp */
            kamp: number | null;
            /** Skyde */
            skyde: number | null;
            /** Endurance Start */
            endurance_start: number;
            /** Endurance */
            endurance: number;
            /** Effects */
            effects: {
                [key: string]: components["schemas"]["TerminusAlfaTaEffectState"];
            };
            terminus_effect: components["schemas"]["TerminusAlfaTaEffectState"] | null;
            /**
             * Status
             * @enum {string}
             */
            status: "active" | "defeated" | "fled";
            /** Joined Round */
            joined_round: number;
            /** Summoned Count */
            summoned_count: number;
        };
        /** TerminusAlfaTaRoundEffectState */
        TerminusAlfaTaRoundEffectState: {
            /** Id */
            id: string;
            /** Name */
            name: string;
            /**
             * Category
             * @enum {string}
             */
            category: "permanent" | "property" | "condition";
            /** Source Id */
            source_id: string | null;
            /** Changes */
            changes: {
                [key: string]: number;
            };
            /** Scope */
            scope: "all" | string[];
        };
        /**
         * TerminusAlfaTaRules
         * @description The full rules object, as a combat state stores it.
         */
        TerminusAlfaTaRules: {
            /** Die Sides */
            die_sides: number;
            /** Effect Faces */
            effect_faces: number[];
            /** Terminus Faces */
            terminus_faces: number[];
            /** Fumble Faces */
            fumble_faces: number[];
            /** Terminus Explodes */
            terminus_explodes: boolean;
            /** Fumble Zeroes */
            fumble_zeroes: boolean;
            /** Terminus Max Chain */
            terminus_max_chain: number;
            /** Effect Slots By Face */
            effect_slots_by_face: {
                [key: string]: ("1" | "2" | "3")[];
            } | null;
            /**
             * Vehicle Armour Rounding
             * @enum {string}
             */
            vehicle_armour_rounding: "down" | "up";
            /** Avert Grade Default */
            avert_grade_default: number;
        };
        /**
         * TerminusAlfaTaState
         * @description The combat state document (one combat, between two phases).
         */
        TerminusAlfaTaState: {
            /**
             * System
             * @constant
             */
            system: "terminus-alfa";
            /** Round */
            round: number;
            /**
             * Phase
             * @enum {string}
             */
            phase: "conditions" | "opponent_attacks" | "character_actions" | "tally" | "ended";
            /**
             * Ambush
             * @description BAGHOLD: in round 1 the opponents may not attack.
             */
            ambush: boolean;
            /**
             * Motive
             * @enum {string}
             */
            motive: "threat" | "robbery" | "death";
            /**
             * Fist Fight
             * @description NÆVEKAMP: endurance 0 knocks out instead of killing.
             */
            fist_fight: boolean;
            /** Leader Id */
            leader_id: string | null;
            /** Characters */
            characters: components["schemas"]["TerminusAlfaTaCharacterState"][];
            /**
             * Opponents
             * @description Summoned opponents included.
             */
            opponents: components["schemas"]["TerminusAlfaTaOpponentState"][];
            /** Vehicles */
            vehicles: components["schemas"]["TerminusAlfaTaVehicleState"][];
            fortification: components["schemas"]["TerminusAlfaTaFortificationState"] | null;
            /** Round Effects */
            round_effects: components["schemas"]["TerminusAlfaTaRoundEffectState"][];
            /**
             * Opponent Endurance Total
             * @description GM-only.
             */
            opponent_endurance_total: number;
            /**
             * Opponent Endurance Lost
             * @description GM-only.
             */
            opponent_endurance_lost: number;
            /** Horde */
            horde: boolean;
            /**
             * Party Choice
             * @enum {string}
             */
            party_choice: "fight" | "flee" | "surrender" | "hand_over";
            /** Robbery Goal Met */
            robbery_goal_met: boolean;
            /** Outcome */
            outcome: ("opponents_defeated" | "opponents_fled" | "characters_defeated" | "mutual_defeat" | "characters_fled" | "characters_surrendered" | "loot_handed_over" | "robbery_succeeded") | null;
            rules: components["schemas"]["TerminusAlfaTaRules"];
        };
        /** TerminusAlfaTaVehicleState */
        TerminusAlfaTaVehicleState: {
            /** Id */
            id: string;
            /** Name */
            name: string;
            /**
             * Endurance
             * @description null: the vehicle has no endurance and shields no one.
             */
            endurance: number | null;
            /**
             * Armoured
             * @description PANSER (mark P): the vehicle takes half damage.
             */
            armoured: boolean;
            /** Marks */
            marks: ("K" | "S" | "+S")[];
        };
        /** TerminusAlfaTaConditionsInput */
        TerminusAlfaTaConditionsInput: {
            /** @description A state in phase 'conditions'. */
            state: components["schemas"]["TerminusAlfaTaState"];
            declarations?: components["schemas"]["TerminusAlfaTaConditionsDeclarations"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** TerminusAlfaTaConditionsOutputShown */
        TerminusAlfaTaConditionsOutputShown: {
            state: components["schemas"]["TerminusAlfaTaStateShown"];
            /** Events */
            events: (components["schemas"]["TerminusAlfaTaPowerActionEventShown"] | components["schemas"]["TerminusAlfaTaRoundEffectTriggeredEventShown"] | components["schemas"]["TerminusAlfaTaRoundEffectsAppliedEventShown"])[];
            /** Horde */
            horde: boolean;
            /**
             * Applied
             * @description character id → actual changes.
             */
            applied: {
                [key: string]: {
                    [key: string]: number;
                };
            };
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /**
         * TerminusAlfaTaAbilityAvert
         * @description An averting ability roll, RUL(ability) against ``grade`` (default rules.avert_grade_default).
         */
        TerminusAlfaTaAbilityAvert: {
            /** Character Id */
            character_id: string;
            /** Opponent Id */
            opponent_id: string;
            /**
             * Slot
             * @enum {string}
             */
            slot: "1" | "2" | "3" | "T";
            /** Ability */
            ability: string;
            /** Grade */
            grade?: number | null;
        };
        /**
         * TerminusAlfaTaAttackPowerAction
         * @description A KRAFTHANDLING: ``modify_attack`` (amount added to the attack result against the character),
         *     ``avert_effect`` (opponent_id, slot) or ``extra_roll`` (amount 1…10, default 1).
         */
        TerminusAlfaTaAttackPowerAction: {
            /** Character Id */
            character_id: string;
            /**
             * Kind
             * @enum {string}
             */
            kind: "modify_attack" | "avert_effect" | "extra_roll";
            /** Power Cost */
            power_cost: number;
            /** Amount */
            amount?: number | null;
            /** Opponent Id */
            opponent_id?: string | null;
            /** Slot */
            slot?: ("1" | "2" | "3" | "T") | null;
        };
        /**
         * TerminusAlfaTaAttacksDeclarations
         * @description Phase 2 declarations: the GM's (attacks … summons) and the players' (defence_choices …).
         */
        TerminusAlfaTaAttacksDeclarations: {
            /**
             * Attacks
             * @description Each opponent attacks at most once.
             */
            attacks?: components["schemas"]["TerminusAlfaTaOpponentAttack"][];
            /** Void Effects */
            void_effects?: components["schemas"]["TerminusAlfaTaVoidEffect"][];
            /** Equipment Taken */
            equipment_taken?: components["schemas"]["TerminusAlfaTaEquipmentTaken"][];
            /**
             * Summons
             * @description A combat has at most 50 opponents.
             */
            summons?: components["schemas"]["TerminusAlfaTaSummon"][];
            /**
             * Defence Choices
             * @description character id → index into defence_options (default: highest).
             */
            defence_choices?: {
                [key: string]: number;
            };
            /**
             * Fortification Transfers
             * @description Fortified characters who move the whole damage onto it.
             */
            fortification_transfers?: string[];
            /** Power Actions */
            power_actions?: components["schemas"]["TerminusAlfaTaAttackPowerAction"][];
            /** Ability Averts */
            ability_averts?: components["schemas"]["TerminusAlfaTaAbilityAvert"][];
        };
        /**
         * TerminusAlfaTaEquipmentTaken
         * @description The item a fired -UDSTYR effect takes from the character (default: the first on the list).
         */
        TerminusAlfaTaEquipmentTaken: {
            /** Character Id */
            character_id: string;
            /** Opponent Id */
            opponent_id: string;
            /**
             * Slot
             * @enum {string}
             */
            slot: "1" | "2" | "3" | "T";
            /** Item */
            item: string;
        };
        /**
         * TerminusAlfaTaOpponentAttack
         * @description One opponent's attack on one character: RUL:KAMP (melee) or RUL:SKYDE (shoot).
         */
        TerminusAlfaTaOpponentAttack: {
            /** Opponent Id */
            opponent_id: string;
            /** Character Id */
            character_id: string;
            /**
             * Mode
             * @enum {string}
             */
            mode: "melee" | "shoot";
        };
        /**
         * TerminusAlfaTaSummon
         * @description A new opponent brought in by a summon effect (+MODSTANDER) of ``opponent_id`` that applied.
         */
        TerminusAlfaTaSummon: {
            /** Opponent Id */
            opponent_id: string;
            new_opponent: components["schemas"]["TerminusAlfaTaOpponentInput"];
        };
        /**
         * TerminusAlfaTaVoidEffect
         * @description The GM rules a fired effect empty (TOMME EFFEKTER); ``character_id`` null: for every target.
         */
        TerminusAlfaTaVoidEffect: {
            /** Opponent Id */
            opponent_id: string;
            /**
             * Slot
             * @enum {string}
             */
            slot: "1" | "2" | "3" | "T";
            /** Character Id */
            character_id?: string | null;
        };
        /** TerminusAlfaTaOpponentAttacksInput */
        TerminusAlfaTaOpponentAttacksInput: {
            /** @description A state in phase 'opponent_attacks'. */
            state: components["schemas"]["TerminusAlfaTaState"];
            declarations?: components["schemas"]["TerminusAlfaTaAttacksDeclarations"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** TerminusAlfaTaOpponentAttacksOutputShown */
        TerminusAlfaTaOpponentAttacksOutputShown: {
            state: components["schemas"]["TerminusAlfaTaStateShown"];
            /** Events */
            events: (components["schemas"]["TerminusAlfaTaPowerActionEventShown"] | components["schemas"]["TerminusAlfaTaGmRollEventShown"] | components["schemas"]["TerminusAlfaTaAttackEventShown"] | components["schemas"]["TerminusAlfaTaAvertRollEventShown"] | components["schemas"]["TerminusAlfaTaEffectEntryShown"] | components["schemas"]["TerminusAlfaTaSummonedEventShown"])[];
            gm_roll: components["schemas"]["TerminusAlfaTaGmRollShown"] | null;
            /** Attacks */
            attacks: components["schemas"]["TerminusAlfaTaAttackRecordShown"][];
            /** Effects */
            effects: components["schemas"]["TerminusAlfaTaEffectEntryShown"][];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /**
         * TerminusAlfaTaActionsDeclarations
         * @description Players' declarations of phase 3.
         */
        TerminusAlfaTaActionsDeclarations: {
            /** Power Actions */
            power_actions?: components["schemas"]["TerminusAlfaTaExtraRollAction"][];
            /** Actions */
            actions?: components["schemas"]["TerminusAlfaTaCharacterAction"][];
        };
        /**
         * TerminusAlfaTaCharacterAction
         * @description One action; the fields used depend on ``kind``.
         */
        TerminusAlfaTaCharacterAction: {
            /** Character Id */
            character_id: string;
            /**
             * Kind
             * @enum {string}
             */
            kind: "attack" | "escape" | "free_captive" | "change_equipment" | "trade_equipment" | "leave_vehicle" | "none";
            /**
             * Opponent Id
             * @description attack: the target opponent.
             */
            opponent_id?: string | null;
            /**
             * Attack Type
             * @description attack: melee, ranged, vehicle_weapon, ….
             */
            attack_type?: ("melee" | "ranged" | "vehicle_weapon" | "kultisme" | "knowledge") | null;
            /**
             * Attack Value
             * @description attack: the KAMP/TEKNIK/KULTISME… total.
             */
            attack_value?: number | null;
            /**
             * Weapon Marks
             * @description attack: spirit (Å), astral (A).
             */
            weapon_marks?: ("spirit" | "astral")[];
            /**
             * Target Character Id
             * @description free_captive: the captured ally.
             */
            target_character_id?: string | null;
            /**
             * To Slots
             * @description change_equipment: list → stamfelter.
             */
            to_slots?: string[];
            /**
             * To List
             * @description change_equipment: stamfelter → list.
             */
            to_list?: string[];
            /**
             * Partner Id
             * @description trade_equipment: the other character.
             */
            partner_id?: string | null;
            /**
             * Give
             * @description trade_equipment: items given.
             */
            give?: string[];
        };
        /**
         * TerminusAlfaTaExtraRollAction
         * @description A KRAFTHANDLING granting extra rolls this round (the only kind in phase 3).
         */
        TerminusAlfaTaExtraRollAction: {
            /** Character Id */
            character_id: string;
            /**
             * Kind
             * @constant
             */
            kind: "extra_roll";
            /** Power Cost */
            power_cost: number;
            /**
             * Amount
             * @description Default: `1`.
             */
            amount?: number;
        };
        /** TerminusAlfaTaCharacterActionsInput */
        TerminusAlfaTaCharacterActionsInput: {
            /** @description A state in phase 'character_actions'. */
            state: components["schemas"]["TerminusAlfaTaState"];
            declarations?: components["schemas"]["TerminusAlfaTaActionsDeclarations"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** TerminusAlfaTaCharacterActionsOutputShown */
        TerminusAlfaTaCharacterActionsOutputShown: {
            state: components["schemas"]["TerminusAlfaTaStateShown"];
            /** Events */
            events: (components["schemas"]["TerminusAlfaTaPowerActionEventShown"] | components["schemas"]["TerminusAlfaTaCharacterAttackResultShown"] | components["schemas"]["TerminusAlfaTaEscapeResultShown"] | components["schemas"]["TerminusAlfaTaFreedResultShown"] | components["schemas"]["TerminusAlfaTaEquipmentChangedResultShown"] | components["schemas"]["TerminusAlfaTaEquipmentTradedResultShown"] | components["schemas"]["TerminusAlfaTaLeftVehicleResultShown"])[];
            /** Results */
            results: (components["schemas"]["TerminusAlfaTaCharacterAttackResultShown"] | components["schemas"]["TerminusAlfaTaEscapeResultShown"] | components["schemas"]["TerminusAlfaTaFreedResultShown"] | components["schemas"]["TerminusAlfaTaEquipmentChangedResultShown"] | components["schemas"]["TerminusAlfaTaEquipmentTradedResultShown"] | components["schemas"]["TerminusAlfaTaLeftVehicleResultShown"])[];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /**
         * TerminusAlfaTaTallyDeclarations
         * @description The party's choice (players) and, under robbery, whether the opponents got what they wanted (GM).
         */
        TerminusAlfaTaTallyDeclarations: {
            /**
             * Party Choice
             * @description threat: fight/flee/surrender; robbery: fight/flee/hand_over; death: fight only.
             * @enum {string}
             */
            party_choice?: "fight" | "flee" | "surrender" | "hand_over";
            /**
             * Robbery Goal Met
             * @description GM, robbery only: the goal was met by an effect.
             */
            robbery_goal_met?: boolean | null;
        };
        /** TerminusAlfaTaTallyInput */
        TerminusAlfaTaTallyInput: {
            /** @description A state in phase 'tally'. */
            state: components["schemas"]["TerminusAlfaTaState"];
            declarations?: components["schemas"]["TerminusAlfaTaTallyDeclarations"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** TerminusAlfaTaTallyOutputShown */
        TerminusAlfaTaTallyOutputShown: {
            state: components["schemas"]["TerminusAlfaTaStateShown"];
            /** Events */
            events: (components["schemas"]["TerminusAlfaTaCharacterDownEventShown"] | components["schemas"]["TerminusAlfaTaOpponentDefeatedEventShown"] | components["schemas"]["TerminusAlfaTaOpponentsFledEventShown"] | components["schemas"]["TerminusAlfaTaCombatEndedEventShown"] | components["schemas"]["TerminusAlfaTaNewRoundEventShown"])[];
            /** Outcome */
            outcome: ("opponents_defeated" | "opponents_fled" | "characters_defeated" | "mutual_defeat" | "characters_fled" | "characters_surrendered" | "loot_handed_over" | "robbery_succeeded") | null;
            /**
             * Opponent Endurance Lost
             * @description GM-only.
             */
            opponent_endurance_lost?: number;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** TerminusAlfaRollTableRollBody */
        TerminusAlfaRollTableRollBody: {
            /**
             * @description `POST /v1/systems/terminus-alfa/roll`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "roll";
            input: components["schemas"]["TerminusAlfaTaRollInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** TerminusAlfaGradeTableRollBody */
        TerminusAlfaGradeTableRollBody: {
            /**
             * @description `POST /v1/systems/terminus-alfa/grade`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "grade";
            input: components["schemas"]["TerminusAlfaTaGradeRequest"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** TerminusAlfaCheckTableRollBody */
        TerminusAlfaCheckTableRollBody: {
            /**
             * @description `POST /v1/systems/terminus-alfa/check`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "check";
            input: components["schemas"]["TerminusAlfaTaCheckInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** TerminusAlfaCaptureTargetTableRollBody */
        TerminusAlfaCaptureTargetTableRollBody: {
            /**
             * @description `POST /v1/systems/terminus-alfa/capture_target`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "capture_target";
            input: components["schemas"]["TerminusAlfaTaCaptureTargetInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** TerminusAlfaCombatStartTableRollBody */
        TerminusAlfaCombatStartTableRollBody: {
            /**
             * @description `POST /v1/systems/terminus-alfa/combat_start`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_start";
            input: components["schemas"]["TerminusAlfaTaStartInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** TerminusAlfaCombatConditionsTableRollBody */
        TerminusAlfaCombatConditionsTableRollBody: {
            /**
             * @description `POST /v1/systems/terminus-alfa/combat_conditions`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_conditions";
            input: components["schemas"]["TerminusAlfaTaConditionsInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** TerminusAlfaCombatOpponentAttacksTableRollBody */
        TerminusAlfaCombatOpponentAttacksTableRollBody: {
            /**
             * @description `POST /v1/systems/terminus-alfa/combat_opponent_attacks`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_opponent_attacks";
            input: components["schemas"]["TerminusAlfaTaOpponentAttacksInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** TerminusAlfaCombatCharacterActionsTableRollBody */
        TerminusAlfaCombatCharacterActionsTableRollBody: {
            /**
             * @description `POST /v1/systems/terminus-alfa/combat_character_actions`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_character_actions";
            input: components["schemas"]["TerminusAlfaTaCharacterActionsInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** TerminusAlfaCombatTallyTableRollBody */
        TerminusAlfaCombatTallyTableRollBody: {
            /**
             * @description `POST /v1/systems/terminus-alfa/combat_tally`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_tally";
            input: components["schemas"]["TerminusAlfaTaTallyInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /**
         * TerminusAlfaTableRollBody
         * @description A table roll of a `terminus-alfa` operation, by `operation`.
         */
        TerminusAlfaTableRollBody: components["schemas"]["TerminusAlfaRollTableRollBody"] | components["schemas"]["TerminusAlfaGradeTableRollBody"] | components["schemas"]["TerminusAlfaCheckTableRollBody"] | components["schemas"]["TerminusAlfaCaptureTargetTableRollBody"] | components["schemas"]["TerminusAlfaCombatStartTableRollBody"] | components["schemas"]["TerminusAlfaCombatConditionsTableRollBody"] | components["schemas"]["TerminusAlfaCombatOpponentAttacksTableRollBody"] | components["schemas"]["TerminusAlfaCombatCharacterActionsTableRollBody"] | components["schemas"]["TerminusAlfaCombatTallyTableRollBody"];
        /**
         * TerminusAlfaRollSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        TerminusAlfaRollSystemRollData: {
            /**
             * @description `POST /v1/systems/terminus-alfa/roll`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "roll";
            input: components["schemas"]["TerminusAlfaTaRollInput"];
            result: components["schemas"]["TerminusAlfaTaRollOutputShown"];
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
         * TerminusAlfaGradeSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        TerminusAlfaGradeSystemRollData: {
            /**
             * @description `POST /v1/systems/terminus-alfa/grade`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "grade";
            input: components["schemas"]["TerminusAlfaTaGradeRequest"];
            result: components["schemas"]["TerminusAlfaTaGradeOutputShown"];
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
         * TerminusAlfaCheckSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        TerminusAlfaCheckSystemRollData: {
            /**
             * @description `POST /v1/systems/terminus-alfa/check`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "check";
            input: components["schemas"]["TerminusAlfaTaCheckInput"];
            result: components["schemas"]["TerminusAlfaTaCheckOutputShown"];
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
         * TerminusAlfaCaptureTargetSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        TerminusAlfaCaptureTargetSystemRollData: {
            /**
             * @description `POST /v1/systems/terminus-alfa/capture_target`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "capture_target";
            input: components["schemas"]["TerminusAlfaTaCaptureTargetInput"];
            result: components["schemas"]["TerminusAlfaTaCaptureTargetOutputShown"];
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
         * TerminusAlfaCombatStartSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        TerminusAlfaCombatStartSystemRollData: {
            /**
             * @description `POST /v1/systems/terminus-alfa/combat_start`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_start";
            input: components["schemas"]["TerminusAlfaTaStartInput"];
            result: components["schemas"]["TerminusAlfaTaStartOutputShown"];
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
         * TerminusAlfaCombatConditionsSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        TerminusAlfaCombatConditionsSystemRollData: {
            /**
             * @description `POST /v1/systems/terminus-alfa/combat_conditions`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_conditions";
            input: components["schemas"]["TerminusAlfaTaConditionsInput"];
            result: components["schemas"]["TerminusAlfaTaConditionsOutputShown"];
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
         * TerminusAlfaCombatOpponentAttacksSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        TerminusAlfaCombatOpponentAttacksSystemRollData: {
            /**
             * @description `POST /v1/systems/terminus-alfa/combat_opponent_attacks`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_opponent_attacks";
            input: components["schemas"]["TerminusAlfaTaOpponentAttacksInput"];
            result: components["schemas"]["TerminusAlfaTaOpponentAttacksOutputShown"];
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
         * TerminusAlfaCombatCharacterActionsSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        TerminusAlfaCombatCharacterActionsSystemRollData: {
            /**
             * @description `POST /v1/systems/terminus-alfa/combat_character_actions`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_character_actions";
            input: components["schemas"]["TerminusAlfaTaCharacterActionsInput"];
            result: components["schemas"]["TerminusAlfaTaCharacterActionsOutputShown"];
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
         * TerminusAlfaCombatTallySystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        TerminusAlfaCombatTallySystemRollData: {
            /**
             * @description `POST /v1/systems/terminus-alfa/combat_tally`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_tally";
            input: components["schemas"]["TerminusAlfaTaTallyInput"];
            result: components["schemas"]["TerminusAlfaTaTallyOutputShown"];
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
         * TerminusAlfaSystemRollData
         * @description A table roll of a `terminus-alfa` operation, by `operation`.
         */
        TerminusAlfaSystemRollData: components["schemas"]["TerminusAlfaRollSystemRollData"] | components["schemas"]["TerminusAlfaGradeSystemRollData"] | components["schemas"]["TerminusAlfaCheckSystemRollData"] | components["schemas"]["TerminusAlfaCaptureTargetSystemRollData"] | components["schemas"]["TerminusAlfaCombatStartSystemRollData"] | components["schemas"]["TerminusAlfaCombatConditionsSystemRollData"] | components["schemas"]["TerminusAlfaCombatOpponentAttacksSystemRollData"] | components["schemas"]["TerminusAlfaCombatCharacterActionsSystemRollData"] | components["schemas"]["TerminusAlfaCombatTallySystemRollData"];
        /**
         * TerminusAlfaRollRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        TerminusAlfaRollRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/terminus-alfa/roll`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "roll";
            input: components["schemas"]["TerminusAlfaTaRollInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["TerminusAlfaTaRollOutputShown"];
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
         * TerminusAlfaGradeRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        TerminusAlfaGradeRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/terminus-alfa/grade`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "grade";
            input: components["schemas"]["TerminusAlfaTaGradeRequest"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["TerminusAlfaTaGradeOutputShown"];
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
         * TerminusAlfaCheckRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        TerminusAlfaCheckRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/terminus-alfa/check`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "check";
            input: components["schemas"]["TerminusAlfaTaCheckInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["TerminusAlfaTaCheckOutputShown"];
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
         * TerminusAlfaCaptureTargetRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        TerminusAlfaCaptureTargetRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/terminus-alfa/capture_target`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "capture_target";
            input: components["schemas"]["TerminusAlfaTaCaptureTargetInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["TerminusAlfaTaCaptureTargetOutputShown"];
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
         * TerminusAlfaCombatStartRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        TerminusAlfaCombatStartRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/terminus-alfa/combat_start`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_start";
            input: components["schemas"]["TerminusAlfaTaStartInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["TerminusAlfaTaStartOutputShown"];
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
         * TerminusAlfaCombatConditionsRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        TerminusAlfaCombatConditionsRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/terminus-alfa/combat_conditions`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_conditions";
            input: components["schemas"]["TerminusAlfaTaConditionsInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["TerminusAlfaTaConditionsOutputShown"];
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
         * TerminusAlfaCombatOpponentAttacksRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        TerminusAlfaCombatOpponentAttacksRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/terminus-alfa/combat_opponent_attacks`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_opponent_attacks";
            input: components["schemas"]["TerminusAlfaTaOpponentAttacksInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["TerminusAlfaTaOpponentAttacksOutputShown"];
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
         * TerminusAlfaCombatCharacterActionsRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        TerminusAlfaCombatCharacterActionsRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/terminus-alfa/combat_character_actions`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_character_actions";
            input: components["schemas"]["TerminusAlfaTaCharacterActionsInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["TerminusAlfaTaCharacterActionsOutputShown"];
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
         * TerminusAlfaCombatTallyRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        TerminusAlfaCombatTallyRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/terminus-alfa/combat_tally`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_tally";
            input: components["schemas"]["TerminusAlfaTaTallyInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["TerminusAlfaTaTallyOutputShown"];
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
         * TerminusAlfaRollRecord
         * @description A table roll of a `terminus-alfa` operation, by `operation`.
         */
        TerminusAlfaRollRecord: components["schemas"]["TerminusAlfaRollRollRecord"] | components["schemas"]["TerminusAlfaGradeRollRecord"] | components["schemas"]["TerminusAlfaCheckRollRecord"] | components["schemas"]["TerminusAlfaCaptureTargetRollRecord"] | components["schemas"]["TerminusAlfaCombatStartRollRecord"] | components["schemas"]["TerminusAlfaCombatConditionsRollRecord"] | components["schemas"]["TerminusAlfaCombatOpponentAttacksRollRecord"] | components["schemas"]["TerminusAlfaCombatCharacterActionsRollRecord"] | components["schemas"]["TerminusAlfaCombatTallyRollRecord"];
        /**
         * TerminusAlfaTableRollResult
         * @description The result of a table roll of a `terminus-alfa` operation.
         */
        TerminusAlfaTableRollResult: components["schemas"]["TerminusAlfaTaRollOutputShown"] | components["schemas"]["TerminusAlfaTaGradeOutputShown"] | components["schemas"]["TerminusAlfaTaCheckOutputShown"] | components["schemas"]["TerminusAlfaTaCaptureTargetOutputShown"] | components["schemas"]["TerminusAlfaTaStartOutputShown"] | components["schemas"]["TerminusAlfaTaConditionsOutputShown"] | components["schemas"]["TerminusAlfaTaOpponentAttacksOutputShown"] | components["schemas"]["TerminusAlfaTaCharacterActionsOutputShown"] | components["schemas"]["TerminusAlfaTaTallyOutputShown"];
        /** ArsMagicaAmRollInput */
        ArsMagicaAmRollInput: {
            /**
             * Die
             * @description Default: `"stress"`.
             * @enum {string}
             */
            die?: "simple" | "stress";
            /** Botch Dice */
            botch_dice?: number | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** ArsMagicaAmRollOutputShown */
        ArsMagicaAmRollOutputShown: {
            /**
             * Kind
             * @enum {string}
             */
            kind: "simple" | "stress";
            /** Faces */
            faces: number[];
            /** Value */
            value: number;
            /** Exploded */
            exploded: boolean;
            /** Multiplier */
            multiplier: number;
            /** Zero */
            zero: boolean;
            /** Botch Dice Rolled */
            botch_dice_rolled: number;
            /** Botch Count */
            botch_count: number;
            /** Botched */
            botched: boolean;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** ArsMagicaAmCheckInput */
        ArsMagicaAmCheckInput: {
            /** Characteristic */
            characteristic: number;
            /**
             * Ability
             * @description Default: `0`.
             */
            ability?: number;
            /**
             * Modifiers
             * @description Default: `0`.
             */
            modifiers?: number;
            /** Ease Factor */
            ease_factor: number;
            /**
             * Die
             * @description Default: `"stress"`.
             * @enum {string}
             */
            die?: "simple" | "stress";
            /** Botch Dice */
            botch_dice?: number | null;
            wounds?: components["schemas"]["ArsMagicaAmWounds"] | null;
            fatigue?: components["schemas"]["ArsMagicaAmFatigue"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /**
         * ArsMagicaAmDieResultShown
         * @description ``DieResult`` (§2.2): one die and how it was read.
         */
        ArsMagicaAmDieResultShown: {
            /**
             * Kind
             * @enum {string}
             */
            kind: "simple" | "stress";
            /** Faces */
            faces: number[];
            /** Value */
            value: number;
            /** Exploded */
            exploded: boolean;
            /** Multiplier */
            multiplier: number;
            /** Zero */
            zero: boolean;
            /** Botch Dice Rolled */
            botch_dice_rolled: number;
            /** Botch Count */
            botch_count: number;
            /** Botched */
            botched: boolean;
        };
        /** ArsMagicaAmCheckOutputShown */
        ArsMagicaAmCheckOutputShown: {
            /** Total */
            total: number;
            /** Ease Factor */
            ease_factor: number;
            /** Success */
            success: boolean;
            /** Margin */
            margin: number;
            /** Botched */
            botched: boolean;
            /** Botch Count */
            botch_count: number;
            die: components["schemas"]["ArsMagicaAmDieResultShown"];
            /** Wound Penalty */
            wound_penalty: number;
            /** Fatigue Penalty */
            fatigue_penalty: number;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** ArsMagicaAmConditionInput */
        ArsMagicaAmConditionInput: {
            wounds?: components["schemas"]["ArsMagicaAmWounds"] | null;
            fatigue?: components["schemas"]["ArsMagicaAmFatigue"] | null;
            /**
             * Dead
             * @description Default: `false`.
             */
            dead?: boolean;
            /** Activity */
            activity?: ("speak_eat" | "move_short_with_help" | "travel" | "study" | "lab_work" | "craft" | "exertion") | null;
            /**
             * In Combat
             * @description Default: `false`.
             */
            in_combat?: boolean;
        };
        /** ArsMagicaAmConditionOutputShown */
        ArsMagicaAmConditionOutputShown: {
            /**
             * Character Status
             * @enum {string}
             */
            character_status: "active" | "incapacitated" | "unconscious" | "dead";
            /** Can Act */
            can_act: boolean;
            /** Wound Penalty */
            wound_penalty: number;
            /**
             * Fatigue Level
             * @enum {string}
             */
            fatigue_level: "fresh" | "winded" | "weary" | "tired" | "dazed" | "unconscious";
            /** Fatigue Penalty */
            fatigue_penalty: number;
            /** Total Penalty */
            total_penalty: number;
            /**
             * Activity Limit
             * @enum {string}
             */
            activity_limit: "unrestricted" | "no_exertion" | "convalescent" | "bedridden" | "incapacitated";
            /** Allowed Activities */
            allowed_activities: ("speak_eat" | "move_short_with_help" | "travel" | "study" | "lab_work" | "craft" | "exertion")[];
            /** Travel Time Multiplier */
            travel_time_multiplier: number | null;
            /** Study Xp Halved If Prolonged */
            study_xp_halved_if_prolonged: boolean;
            /**
             * Activity
             * @enum {string}
             */
            activity?: "speak_eat" | "move_short_with_help" | "travel" | "study" | "lab_work" | "craft" | "exertion";
            /** Activity Allowed */
            activity_allowed?: boolean;
            /** Overexertion Check Required */
            overexertion_check_required?: boolean;
        };
        /** ArsMagicaAmEncumbranceInput */
        ArsMagicaAmEncumbranceInput: {
            /** Strength */
            strength: number;
            /** Items */
            items?: string[];
            /**
             * Extra Load
             * @description Default: `0`.
             */
            extra_load?: number;
        };
        /** ArsMagicaAmItemLoadShown */
        ArsMagicaAmItemLoadShown: {
            /** Id */
            id: string;
            /** Load */
            load: number;
        };
        /** ArsMagicaAmEncumbranceOutputShown */
        ArsMagicaAmEncumbranceOutputShown: {
            /** Total Load */
            total_load: number;
            /** Burden */
            burden: number;
            /** Encumbrance */
            encumbrance: number;
            /** Item Loads */
            item_loads: components["schemas"]["ArsMagicaAmItemLoadShown"][];
        };
        /** ArsMagicaAmCombatProfileInput */
        ArsMagicaAmCombatProfileInput: {
            /**
             * Weapon
             * @description Default: `"fist"`.
             */
            weapon?: string | components["schemas"]["ArsMagicaAmCustomWeapon"];
            /** Shield */
            shield?: (string | components["schemas"]["ArsMagicaAmCustomShield"]) | null;
            /** Quickness */
            quickness: number;
            /** Dexterity */
            dexterity: number;
            /** Strength */
            strength: number;
            /** Stamina */
            stamina: number;
            /**
             * Ability
             * @description Default: `0`.
             */
            ability?: number;
            /** Armour */
            armour?: (string | components["schemas"]["ArsMagicaAmCustomArmour"]) | null;
            /**
             * Size
             * @description Default: `0`.
             */
            size?: number;
            /** Encumbrance */
            encumbrance?: number | null;
            /** Extra Load */
            extra_load?: number | null;
        };
        /** ArsMagicaAmGearModifiersShown */
        ArsMagicaAmGearModifiersShown: {
            /** Init */
            init: number;
            /** Atk */
            atk: number | null;
            /** Dfn */
            dfn: number;
            /** Dam */
            dam: number | null;
        };
        /** ArsMagicaAmCombatProfileOutputShown */
        ArsMagicaAmCombatProfileOutputShown: {
            /** Initiative Base */
            initiative_base: number;
            /** Attack Base */
            attack_base: number | null;
            /** Defence Base */
            defence_base: number;
            /** Missile Defence Base */
            missile_defence_base: number;
            /** Damage Base */
            damage_base: number | null;
            /** Soak */
            soak: number;
            /** Encumbrance */
            encumbrance: number;
            /** Total Load */
            total_load: number;
            weapon_modifiers: components["schemas"]["ArsMagicaAmGearModifiersShown"];
            /** Is Missile */
            is_missile: boolean;
            /** Range */
            range: number | null;
            /** Weapon Strength Ok */
            weapon_strength_ok: boolean;
            /** Shield Strength Ok */
            shield_strength_ok: boolean;
            /** Wound Range */
            wound_range: number;
        };
        /** ArsMagicaAmInitiativeInput */
        ArsMagicaAmInitiativeInput: {
            /**
             * Weapon
             * @description Default: `"fist"`.
             */
            weapon?: string | components["schemas"]["ArsMagicaAmCustomWeapon"];
            /** Shield */
            shield?: (string | components["schemas"]["ArsMagicaAmCustomShield"]) | null;
            /** Quickness */
            quickness: number;
            /**
             * Encumbrance
             * @description Default: `0`.
             */
            encumbrance?: number;
            /**
             * Modifiers
             * @description Default: `0`.
             */
            modifiers?: number;
            wounds?: components["schemas"]["ArsMagicaAmWounds"] | null;
            fatigue?: components["schemas"]["ArsMagicaAmFatigue"] | null;
            /**
             * Botch Dice
             * @description Default: `1`.
             */
            botch_dice?: number;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** ArsMagicaAmInitiativeOutputShown */
        ArsMagicaAmInitiativeOutputShown: {
            /** Total */
            total: number;
            /** Botched */
            botched: boolean;
            /** Botch Count */
            botch_count: number;
            die: components["schemas"]["ArsMagicaAmDieResultShown"];
            /** Weapon Initiative */
            weapon_initiative: number;
            /** Wound Penalty */
            wound_penalty: number;
            /** Fatigue Penalty */
            fatigue_penalty: number;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** ArsMagicaAmAttackerInput */
        ArsMagicaAmAttackerInput: {
            /**
             * Weapon
             * @description Default: `"fist"`.
             */
            weapon?: string | components["schemas"]["ArsMagicaAmCustomWeapon"];
            /** Shield */
            shield?: (string | components["schemas"]["ArsMagicaAmCustomShield"]) | null;
            /** Dexterity */
            dexterity: number;
            /** Strength */
            strength: number;
            /**
             * Ability
             * @description Default: `0`.
             */
            ability?: number;
            wounds?: components["schemas"]["ArsMagicaAmWounds"] | null;
            fatigue?: components["schemas"]["ArsMagicaAmFatigue"] | null;
            /**
             * Modifiers
             * @description Default: `0`.
             */
            modifiers?: number;
            /**
             * Damage Modifier
             * @description Default: `0`.
             */
            damage_modifier?: number;
            /**
             * Exertion
             * @description Default: `false`.
             */
            exertion?: boolean;
            /**
             * Botch Dice
             * @description Default: `1`.
             */
            botch_dice?: number;
        };
        /** ArsMagicaAmDefenderInput */
        ArsMagicaAmDefenderInput: {
            /**
             * Weapon
             * @description Default: `"fist"`.
             */
            weapon?: string | components["schemas"]["ArsMagicaAmCustomWeapon"];
            /** Shield */
            shield?: (string | components["schemas"]["ArsMagicaAmCustomShield"]) | null;
            /** Quickness */
            quickness: number;
            /** Stamina */
            stamina: number;
            /**
             * Ability
             * @description Default: `0`.
             */
            ability?: number;
            /** Armour */
            armour?: (string | components["schemas"]["ArsMagicaAmCustomArmour"]) | null;
            /**
             * Soak Modifier
             * @description Default: `0`.
             */
            soak_modifier?: number;
            /**
             * Size
             * @description Default: `0`.
             */
            size?: number;
            wounds?: components["schemas"]["ArsMagicaAmWounds"] | null;
            fatigue?: components["schemas"]["ArsMagicaAmFatigue"] | null;
            /**
             * Modifiers
             * @description Default: `0`.
             */
            modifiers?: number;
            /**
             * Exertion
             * @description Default: `false`.
             */
            exertion?: boolean;
            /**
             * Botch Dice
             * @description Default: `1`.
             */
            botch_dice?: number;
            /**
             * Dead
             * @description Default: `false`.
             */
            dead?: boolean;
        };
        /** ArsMagicaAmAttackInput */
        ArsMagicaAmAttackInput: {
            attacker: components["schemas"]["ArsMagicaAmAttackerInput"];
            defender: components["schemas"]["ArsMagicaAmDefenderInput"];
            /** Range Increments */
            range_increments?: number | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** ArsMagicaAmAttackRollShown */
        ArsMagicaAmAttackRollShown: {
            /** Total */
            total: number;
            die: components["schemas"]["ArsMagicaAmDieResultShown"];
            /** Botched */
            botched: boolean;
            /** Botch Count */
            botch_count: number;
            /** Ability Used */
            ability_used: number;
            /** Weapon Modifier */
            weapon_modifier: number;
            /** Range Penalty */
            range_penalty: number;
            /** Wound Penalty */
            wound_penalty: number;
            /** Fatigue Penalty */
            fatigue_penalty: number;
        };
        /** ArsMagicaAmDefenceRollShown */
        ArsMagicaAmDefenceRollShown: {
            /** Rolled */
            rolled: boolean;
            /** Total */
            total: number;
            die: components["schemas"]["ArsMagicaAmDieResultShown"] | null;
            /** Botched */
            botched: boolean;
            /** Botch Count */
            botch_count: number;
            /** Ability Used */
            ability_used: number;
            /** Weapon Modifier */
            weapon_modifier: number;
            /** Wound Penalty */
            wound_penalty: number;
            /** Fatigue Penalty */
            fatigue_penalty: number;
        };
        /** ArsMagicaAmFatigueLevelsShown */
        ArsMagicaAmFatigueLevelsShown: {
            /** Short Term */
            short_term: number;
            /** Long Term */
            long_term: number;
        };
        /** ArsMagicaAmWoundCountsShown */
        ArsMagicaAmWoundCountsShown: {
            /** Light */
            light: number;
            /** Medium */
            medium: number;
            /** Heavy */
            heavy: number;
            /** Incapacitating */
            incapacitating: number;
        };
        /** ArsMagicaAmAttackOutputShown */
        ArsMagicaAmAttackOutputShown: {
            /** Missile */
            missile: boolean;
            /** Range Increments */
            range_increments: number | null;
            attack: components["schemas"]["ArsMagicaAmAttackRollShown"];
            defence: components["schemas"]["ArsMagicaAmDefenceRollShown"];
            /** Attack Advantage */
            attack_advantage: number;
            /** Hit */
            hit: boolean;
            /** Damage Total */
            damage_total: number | null;
            /** Soak Total */
            soak_total: number | null;
            /** Excess */
            excess: number | null;
            /** Wound */
            wound: ("light" | "medium" | "heavy" | "incapacitating" | "dead") | null;
            attacker_fatigue_after: components["schemas"]["ArsMagicaAmFatigueLevelsShown"];
            defender_fatigue_after: components["schemas"]["ArsMagicaAmFatigueLevelsShown"];
            defender_wounds_after: components["schemas"]["ArsMagicaAmWoundCountsShown"];
            /**
             * Defender Status After
             * @enum {string}
             */
            defender_status_after: "active" | "incapacitated" | "unconscious" | "dead";
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** ArsMagicaAmDamageInput */
        ArsMagicaAmDamageInput: {
            /**
             * Weapon
             * @description Default: `"fist"`.
             */
            weapon?: string | components["schemas"]["ArsMagicaAmCustomWeapon"];
            /** Shield */
            shield?: (string | components["schemas"]["ArsMagicaAmCustomShield"]) | null;
            /** Strength */
            strength: number;
            /** Attack Advantage */
            attack_advantage: number;
            /**
             * Damage Modifier
             * @description Default: `0`.
             */
            damage_modifier?: number;
            /** Stamina */
            stamina: number;
            /** Armour */
            armour?: (string | components["schemas"]["ArsMagicaAmCustomArmour"]) | null;
            /**
             * Soak Modifier
             * @description Default: `0`.
             */
            soak_modifier?: number;
            /**
             * Size
             * @description Default: `0`.
             */
            size?: number;
        };
        /** ArsMagicaAmDamageOutputShown */
        ArsMagicaAmDamageOutputShown: {
            /** Damage Total */
            damage_total: number;
            /** Soak Total */
            soak_total: number;
            /** Excess */
            excess: number;
            /** Wound */
            wound: ("light" | "medium" | "heavy" | "incapacitating" | "dead") | null;
            /** Wound Range */
            wound_range: number;
        };
        /** ArsMagicaAmWoundLevelInput */
        ArsMagicaAmWoundLevelInput: {
            /** Damage */
            damage: number;
            /** Soak */
            soak: number;
            /**
             * Size
             * @description Default: `0`.
             */
            size?: number;
        };
        /** ArsMagicaAmWoundLevelOutputShown */
        ArsMagicaAmWoundLevelOutputShown: {
            /** Excess */
            excess: number;
            /** Wound */
            wound: ("light" | "medium" | "heavy" | "incapacitating" | "dead") | null;
            /** Wound Range */
            wound_range: number;
        };
        /** ArsMagicaAmFatigueTestInput */
        ArsMagicaAmFatigueTestInput: {
            /** Stamina */
            stamina: number;
            /**
             * Encumbrance
             * @description Default: `0`.
             */
            encumbrance?: number;
            /**
             * Modifiers
             * @description Default: `0`.
             */
            modifiers?: number;
            wounds?: components["schemas"]["ArsMagicaAmWounds"] | null;
            fatigue?: components["schemas"]["ArsMagicaAmFatigue"] | null;
            /**
             * Botch Dice
             * @description Default: `1`.
             */
            botch_dice?: number;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** ArsMagicaAmFatigueTestOutputShown */
        ArsMagicaAmFatigueTestOutputShown: {
            fatigue_after: components["schemas"]["ArsMagicaAmFatigueLevelsShown"];
            /**
             * Fatigue Level After
             * @enum {string}
             */
            fatigue_level_after: "fresh" | "winded" | "weary" | "tired" | "dazed" | "unconscious";
            /** Fatigue Penalty After */
            fatigue_penalty_after: number | null;
            /** Total */
            total: number;
            /** Ease Factor */
            ease_factor: number;
            /** Success */
            success: boolean;
            /** Botched */
            botched: boolean;
            /** Botch Count */
            botch_count: number;
            die: components["schemas"]["ArsMagicaAmDieResultShown"];
            /** Levels Lost */
            levels_lost: number;
            /** Levels Applied */
            levels_applied: number;
            /** Overflow Levels */
            overflow_levels: number;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** ArsMagicaAmFatigueAdjustInput */
        ArsMagicaAmFatigueAdjustInput: {
            fatigue?: components["schemas"]["ArsMagicaAmFatigue"] | null;
            /**
             * Action
             * @enum {string}
             */
            action: "lose_short_term" | "lose_long_term" | "night_rest";
            /** Levels */
            levels?: number | null;
        };
        /** ArsMagicaAmFatigueAdjustOutputShown */
        ArsMagicaAmFatigueAdjustOutputShown: {
            fatigue_after: components["schemas"]["ArsMagicaAmFatigueLevelsShown"];
            /**
             * Fatigue Level After
             * @enum {string}
             */
            fatigue_level_after: "fresh" | "winded" | "weary" | "tired" | "dazed" | "unconscious";
            /** Fatigue Penalty After */
            fatigue_penalty_after: number | null;
            /** Levels Applied */
            levels_applied: number;
            /** Overflow Levels */
            overflow_levels: number;
        };
        /** ArsMagicaAmFatigueRecoveryInput */
        ArsMagicaAmFatigueRecoveryInput: {
            fatigue?: components["schemas"]["ArsMagicaAmFatigue"] | null;
            /** Levels */
            levels?: number | null;
            /**
             * Activity
             * @description Default: `"idle"`.
             * @enum {string}
             */
            activity?: "idle" | "active";
            /**
             * Halving Roll
             * @description Default: `false`.
             */
            halving_roll?: boolean;
            /** Stamina */
            stamina?: number | null;
            /** Modifiers */
            modifiers?: number | null;
            wounds?: components["schemas"]["ArsMagicaAmWounds"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** ArsMagicaAmHalvingRollShown */
        ArsMagicaAmHalvingRollShown: {
            /** Face */
            face: number;
            /** Die */
            die: number;
            /** Wound Penalty */
            wound_penalty: number;
            /** Fatigue Penalty */
            fatigue_penalty: number;
            /** Total */
            total: number;
            /** Success */
            success: boolean;
        };
        /** ArsMagicaAmRecoveryStepShown */
        ArsMagicaAmRecoveryStepShown: {
            /**
             * From Level
             * @enum {string}
             */
            from_level: "fresh" | "winded" | "weary" | "tired" | "dazed" | "unconscious";
            /**
             * To Level
             * @enum {string}
             */
            to_level: "fresh" | "winded" | "weary" | "tired" | "dazed" | "unconscious";
            /** Base Minutes */
            base_minutes: number;
            /** Minutes */
            minutes: number;
            halving: components["schemas"]["ArsMagicaAmHalvingRollShown"] | null;
        };
        /** ArsMagicaAmFatigueRecoveryOutputShown */
        ArsMagicaAmFatigueRecoveryOutputShown: {
            /** Steps */
            steps: components["schemas"]["ArsMagicaAmRecoveryStepShown"][];
            /** Total Minutes */
            total_minutes: number;
            fatigue_after: components["schemas"]["ArsMagicaAmFatigueLevelsShown"];
            /**
             * Fatigue Level After
             * @enum {string}
             */
            fatigue_level_after: "fresh" | "winded" | "weary" | "tired" | "dazed" | "unconscious";
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** ArsMagicaAmRecoveryRollInput */
        ArsMagicaAmRecoveryRollInput: {
            /** Stamina */
            stamina: number;
            /**
             * Medical Ability
             * @description Default: `0`.
             */
            medical_ability?: number;
            /**
             * Magical Aid
             * @description Default: `0`.
             */
            magical_aid?: number;
            /**
             * Modifiers
             * @description Default: `0`.
             */
            modifiers?: number;
            fatigue?: components["schemas"]["ArsMagicaAmFatigue"] | null;
            /**
             * Botch Dice
             * @description Default: `1`.
             */
            botch_dice?: number;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
            /**
             * Wound
             * @enum {string}
             */
            wound: "light" | "medium" | "heavy";
            /**
             * Bonus
             * @description Default: `0`.
             */
            bonus?: number;
        };
        /** ArsMagicaAmRecoveryRollOutputShown */
        ArsMagicaAmRecoveryRollOutputShown: {
            /** Total */
            total: number;
            /** Botched */
            botched: boolean;
            /** Botch Count */
            botch_count: number;
            die: components["schemas"]["ArsMagicaAmDieResultShown"];
            /** Stable Ease Factor */
            stable_ease_factor: number;
            /** Improvement Ease Factor */
            improvement_ease_factor: number;
            /** Fatigue Penalty */
            fatigue_penalty: number;
            /**
             * Outcome
             * @enum {string}
             */
            outcome: "improved" | "stable" | "worsened";
            /**
             * Wound After
             * @enum {string}
             */
            wound_after: "healed" | "light" | "medium" | "heavy" | "incapacitating";
            /** Bonus After */
            bonus_after: number;
            /** Next Interval */
            next_interval: string | null;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** ArsMagicaAmIncapacitatedRecoveryInput */
        ArsMagicaAmIncapacitatedRecoveryInput: {
            /** Stamina */
            stamina: number;
            /**
             * Medical Ability
             * @description Default: `0`.
             */
            medical_ability?: number;
            /**
             * Magical Aid
             * @description Default: `0`.
             */
            magical_aid?: number;
            /**
             * Modifiers
             * @description Default: `0`.
             */
            modifiers?: number;
            fatigue?: components["schemas"]["ArsMagicaAmFatigue"] | null;
            /**
             * Botch Dice
             * @description Default: `1`.
             */
            botch_dice?: number;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
            /**
             * Accumulated Penalty
             * @description Default: `0`.
             */
            accumulated_penalty?: number;
            /**
             * Incapacitating Wounds
             * @description Default: `1`.
             */
            incapacitating_wounds?: number;
            /** Time Of Day */
            time_of_day?: ("sunrise" | "sunset") | null;
        };
        /** ArsMagicaAmIncapacitatedRecoveryOutputShown */
        ArsMagicaAmIncapacitatedRecoveryOutputShown: {
            /** Total */
            total: number;
            /** Botched */
            botched: boolean;
            /** Botch Count */
            botch_count: number;
            die: components["schemas"]["ArsMagicaAmDieResultShown"];
            /** Fatigue Penalty */
            fatigue_penalty: number;
            /**
             * Outcome
             * @enum {string}
             */
            outcome: "dead" | "improved" | "deteriorating";
            /** Dead */
            dead: boolean;
            /** Accumulated Penalty After */
            accumulated_penalty_after: number;
            /** Incapacitating Wounds After */
            incapacitating_wounds_after: number;
            /** Heavy Wounds Gained */
            heavy_wounds_gained: number;
            /** Time Of Day */
            time_of_day: ("sunrise" | "sunset") | null;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** ArsMagicaAmOverexertionInput */
        ArsMagicaAmOverexertionInput: {
            /** Stamina */
            stamina: number;
            /**
             * Medical Ability
             * @description Default: `0`.
             */
            medical_ability?: number;
            /**
             * Magical Aid
             * @description Default: `0`.
             */
            magical_aid?: number;
            /**
             * Modifiers
             * @description Default: `0`.
             */
            modifiers?: number;
            fatigue?: components["schemas"]["ArsMagicaAmFatigue"] | null;
            /**
             * Botch Dice
             * @description Default: `1`.
             */
            botch_dice?: number;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
            wounds?: components["schemas"]["ArsMagicaAmWounds"] | null;
            /**
             * Bonus
             * @description Default: `0`.
             */
            bonus?: number;
        };
        /** ArsMagicaAmOverexertionOutputShown */
        ArsMagicaAmOverexertionOutputShown: {
            /**
             * Tested Wound
             * @enum {string}
             */
            tested_wound: "light" | "medium" | "heavy";
            /** Total */
            total: number;
            /** Stable Ease Factor */
            stable_ease_factor: number;
            /** Botched */
            botched: boolean;
            /** Botch Count */
            botch_count: number;
            die: components["schemas"]["ArsMagicaAmDieResultShown"];
            /** Fatigue Penalty */
            fatigue_penalty: number;
            /**
             * Outcome
             * @enum {string}
             */
            outcome: "unchanged" | "worsened";
            wounds_after: components["schemas"]["ArsMagicaAmWoundCountsShown"];
            /** Bonus After */
            bonus_after: number;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** ArsMagicaAmCombatStartOutputShown */
        ArsMagicaAmCombatStartOutputShown: {
            state: components["schemas"]["ArsMagicaAmCombatStateShown"];
            /** Events */
            events: (components["schemas"]["ArsMagicaAmCombatStartedEventShown"] | components["schemas"]["ArsMagicaAmInitiativeEventShown"] | components["schemas"]["ArsMagicaAmInitiativeSkippedEventShown"] | components["schemas"]["ArsMagicaAmOrderFixedEventShown"] | components["schemas"]["ArsMagicaAmEngagementSetEventShown"] | components["schemas"]["ArsMagicaAmDeclarationsLockedEventShown"] | components["schemas"]["ArsMagicaAmActionLostEventShown"] | components["schemas"]["ArsMagicaAmPlainActionEventShown"] | components["schemas"]["ArsMagicaAmAttackVoidEventShown"] | components["schemas"]["ArsMagicaAmAttackEventShown"] | components["schemas"]["ArsMagicaAmRoundEndedEventShown"] | components["schemas"]["ArsMagicaAmCombatEndedEventShown"])[];
        };
        /**
         * ArsMagicaAmCombatState
         * @description The combat state document (§7.1).
         */
        ArsMagicaAmCombatState: {
            /** System */
            system: string;
            /** Round */
            round: number;
            /**
             * Phase
             * @enum {string}
             */
            phase: "initiative" | "declare" | "resolve" | "ended";
            /**
             * Engagement
             * @enum {string}
             */
            engagement: "melee" | "missile";
            /** Combatants */
            combatants: components["schemas"]["ArsMagicaAmStateCombatant"][];
            /** Order */
            order: string[];
            /** Declarations */
            declarations: components["schemas"]["ArsMagicaAmStoredDeclaration"][];
            /** Winner Side */
            winner_side: string | null;
        };
        /** ArsMagicaAmStateArmour */
        ArsMagicaAmStateArmour: {
            /** Id */
            id: string | null;
            /** Protection */
            protection: number;
            /** Load */
            load: number;
        };
        /** ArsMagicaAmStateCombatant */
        ArsMagicaAmStateCombatant: {
            /** Id */
            id: string;
            /** Name */
            name: string;
            /** Side */
            side: string;
            /** Quickness */
            quickness: number;
            /** Dexterity */
            dexterity: number;
            /** Strength */
            strength: number;
            /** Stamina */
            stamina: number;
            /** Ability */
            ability: number;
            weapon: components["schemas"]["ArsMagicaAmStateWeapon"];
            shield: components["schemas"]["ArsMagicaAmStateShield"] | null;
            armour: components["schemas"]["ArsMagicaAmStateArmour"] | null;
            /** Size */
            size: number;
            /** Encumbrance */
            encumbrance: number;
            /** Soak Modifier */
            soak_modifier: number;
            /** Damage Modifier */
            damage_modifier: number;
            wounds: components["schemas"]["ArsMagicaAmStateWounds"];
            fatigue: components["schemas"]["ArsMagicaAmFatigue"];
            /** Botch Dice */
            botch_dice: number;
            /** Dead */
            dead: boolean;
            /** Initiative */
            initiative: number | null;
            /**
             * Status
             * @enum {string}
             */
            status: "active" | "incapacitated" | "unconscious" | "dead";
        };
        /** ArsMagicaAmStateShield */
        ArsMagicaAmStateShield: {
            /** Id */
            id: string | null;
            /** Init */
            init: number;
            /** Atk */
            atk: number;
            /** Dfn */
            dfn: number;
            /** Dam */
            dam: number;
            /** Load */
            load: number;
        };
        /** ArsMagicaAmStateWeapon */
        ArsMagicaAmStateWeapon: {
            /** Id */
            id: string | null;
            /** Init */
            init: number;
            /** Atk */
            atk: number | null;
            /** Dfn */
            dfn: number;
            /** Dam */
            dam: number | null;
            /** Range */
            range: number | null;
            /** Two Handed */
            two_handed: boolean;
            /** Load */
            load: number;
        };
        /**
         * ArsMagicaAmStateWounds
         * @description Wound counts in combat: unbounded above, since blows keep landing on the fallen.
         */
        ArsMagicaAmStateWounds: {
            /** Light */
            light: number;
            /** Medium */
            medium: number;
            /** Heavy */
            heavy: number;
            /** Incapacitating */
            incapacitating: number;
        };
        /**
         * ArsMagicaAmStoredDeclaration
         * @description A declaration as the state keeps it: every field present.
         */
        ArsMagicaAmStoredDeclaration: {
            /** Actor */
            actor: string;
            /**
             * Action
             * @enum {string}
             */
            action: "attack" | "close_in" | "other" | "none";
            /** Target */
            target: string | null;
            /** Range Increments */
            range_increments: number | null;
            /** Exertion */
            exertion: boolean;
            /** Exert Defence */
            exert_defence: boolean;
            /** Attack Modifier */
            attack_modifier: number;
            /** Defence Modifier */
            defence_modifier: number;
        };
        /** ArsMagicaAmCombatInitiativeInput */
        ArsMagicaAmCombatInitiativeInput: {
            state: components["schemas"]["ArsMagicaAmCombatState"];
            /** Modifiers */
            modifiers?: {
                [key: string]: number;
            } | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** ArsMagicaAmCombatInitiativeOutputShown */
        ArsMagicaAmCombatInitiativeOutputShown: {
            state: components["schemas"]["ArsMagicaAmCombatStateShown"];
            /** Events */
            events: (components["schemas"]["ArsMagicaAmCombatStartedEventShown"] | components["schemas"]["ArsMagicaAmInitiativeEventShown"] | components["schemas"]["ArsMagicaAmInitiativeSkippedEventShown"] | components["schemas"]["ArsMagicaAmOrderFixedEventShown"] | components["schemas"]["ArsMagicaAmEngagementSetEventShown"] | components["schemas"]["ArsMagicaAmDeclarationsLockedEventShown"] | components["schemas"]["ArsMagicaAmActionLostEventShown"] | components["schemas"]["ArsMagicaAmPlainActionEventShown"] | components["schemas"]["ArsMagicaAmAttackVoidEventShown"] | components["schemas"]["ArsMagicaAmAttackEventShown"] | components["schemas"]["ArsMagicaAmRoundEndedEventShown"] | components["schemas"]["ArsMagicaAmCombatEndedEventShown"])[];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /**
         * ArsMagicaAmDeclarationInput
         * @description One declaration of ``combat_declare``: a combatant's part that names its ``actor``.
         */
        ArsMagicaAmDeclarationInput: {
            /** Actor */
            actor: string;
            /**
             * Action
             * @enum {string}
             */
            action: "attack" | "close_in" | "other" | "none";
            /** Target */
            target?: string | null;
            /** Range Increments */
            range_increments?: number | null;
            /** Exertion */
            exertion?: boolean | null;
            /** Attack Modifier */
            attack_modifier?: number | null;
            /**
             * Exert Defence
             * @description Default: `false`.
             */
            exert_defence?: boolean;
            /**
             * Defence Modifier
             * @description Default: `0`.
             */
            defence_modifier?: number;
        };
        /** ArsMagicaAmCombatDeclareInput */
        ArsMagicaAmCombatDeclareInput: {
            state: components["schemas"]["ArsMagicaAmCombatState"];
            /** Declarations */
            declarations?: components["schemas"]["ArsMagicaAmDeclarationInput"][];
            /** Engagement */
            engagement?: ("melee" | "missile") | null;
            /**
             * End Combat
             * @description Default: `false`.
             */
            end_combat?: boolean;
        };
        /** ArsMagicaAmCombatDeclareOutputShown */
        ArsMagicaAmCombatDeclareOutputShown: {
            state: components["schemas"]["ArsMagicaAmCombatStateShown"];
            /** Events */
            events: (components["schemas"]["ArsMagicaAmCombatStartedEventShown"] | components["schemas"]["ArsMagicaAmInitiativeEventShown"] | components["schemas"]["ArsMagicaAmInitiativeSkippedEventShown"] | components["schemas"]["ArsMagicaAmOrderFixedEventShown"] | components["schemas"]["ArsMagicaAmEngagementSetEventShown"] | components["schemas"]["ArsMagicaAmDeclarationsLockedEventShown"] | components["schemas"]["ArsMagicaAmActionLostEventShown"] | components["schemas"]["ArsMagicaAmPlainActionEventShown"] | components["schemas"]["ArsMagicaAmAttackVoidEventShown"] | components["schemas"]["ArsMagicaAmAttackEventShown"] | components["schemas"]["ArsMagicaAmRoundEndedEventShown"] | components["schemas"]["ArsMagicaAmCombatEndedEventShown"])[];
        };
        /** ArsMagicaAmCombatResolveInput */
        ArsMagicaAmCombatResolveInput: {
            state: components["schemas"]["ArsMagicaAmCombatState"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** ArsMagicaAmCombatResolveOutputShown */
        ArsMagicaAmCombatResolveOutputShown: {
            state: components["schemas"]["ArsMagicaAmCombatStateShown"];
            /** Events */
            events: (components["schemas"]["ArsMagicaAmCombatStartedEventShown"] | components["schemas"]["ArsMagicaAmInitiativeEventShown"] | components["schemas"]["ArsMagicaAmInitiativeSkippedEventShown"] | components["schemas"]["ArsMagicaAmOrderFixedEventShown"] | components["schemas"]["ArsMagicaAmEngagementSetEventShown"] | components["schemas"]["ArsMagicaAmDeclarationsLockedEventShown"] | components["schemas"]["ArsMagicaAmActionLostEventShown"] | components["schemas"]["ArsMagicaAmPlainActionEventShown"] | components["schemas"]["ArsMagicaAmAttackVoidEventShown"] | components["schemas"]["ArsMagicaAmAttackEventShown"] | components["schemas"]["ArsMagicaAmRoundEndedEventShown"] | components["schemas"]["ArsMagicaAmCombatEndedEventShown"])[];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** ArsMagicaRollTableRollBody */
        ArsMagicaRollTableRollBody: {
            /**
             * @description `POST /v1/systems/ars-magica/roll`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "roll";
            input: components["schemas"]["ArsMagicaAmRollInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** ArsMagicaCheckTableRollBody */
        ArsMagicaCheckTableRollBody: {
            /**
             * @description `POST /v1/systems/ars-magica/check`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "check";
            input: components["schemas"]["ArsMagicaAmCheckInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** ArsMagicaConditionTableRollBody */
        ArsMagicaConditionTableRollBody: {
            /**
             * @description `POST /v1/systems/ars-magica/condition`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "condition";
            input: components["schemas"]["ArsMagicaAmConditionInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** ArsMagicaEncumbranceTableRollBody */
        ArsMagicaEncumbranceTableRollBody: {
            /**
             * @description `POST /v1/systems/ars-magica/encumbrance`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "encumbrance";
            input: components["schemas"]["ArsMagicaAmEncumbranceInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** ArsMagicaCombatProfileTableRollBody */
        ArsMagicaCombatProfileTableRollBody: {
            /**
             * @description `POST /v1/systems/ars-magica/combat_profile`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_profile";
            input: components["schemas"]["ArsMagicaAmCombatProfileInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** ArsMagicaInitiativeTableRollBody */
        ArsMagicaInitiativeTableRollBody: {
            /**
             * @description `POST /v1/systems/ars-magica/initiative`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "initiative";
            input: components["schemas"]["ArsMagicaAmInitiativeInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** ArsMagicaAttackTableRollBody */
        ArsMagicaAttackTableRollBody: {
            /**
             * @description `POST /v1/systems/ars-magica/attack`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "attack";
            input: components["schemas"]["ArsMagicaAmAttackInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** ArsMagicaDamageTableRollBody */
        ArsMagicaDamageTableRollBody: {
            /**
             * @description `POST /v1/systems/ars-magica/damage`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "damage";
            input: components["schemas"]["ArsMagicaAmDamageInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** ArsMagicaWoundLevelTableRollBody */
        ArsMagicaWoundLevelTableRollBody: {
            /**
             * @description `POST /v1/systems/ars-magica/wound_level`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "wound_level";
            input: components["schemas"]["ArsMagicaAmWoundLevelInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** ArsMagicaFatigueTestTableRollBody */
        ArsMagicaFatigueTestTableRollBody: {
            /**
             * @description `POST /v1/systems/ars-magica/fatigue_test`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "fatigue_test";
            input: components["schemas"]["ArsMagicaAmFatigueTestInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** ArsMagicaFatigueAdjustTableRollBody */
        ArsMagicaFatigueAdjustTableRollBody: {
            /**
             * @description `POST /v1/systems/ars-magica/fatigue_adjust`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "fatigue_adjust";
            input: components["schemas"]["ArsMagicaAmFatigueAdjustInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** ArsMagicaFatigueRecoveryTableRollBody */
        ArsMagicaFatigueRecoveryTableRollBody: {
            /**
             * @description `POST /v1/systems/ars-magica/fatigue_recovery`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "fatigue_recovery";
            input: components["schemas"]["ArsMagicaAmFatigueRecoveryInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** ArsMagicaRecoveryRollTableRollBody */
        ArsMagicaRecoveryRollTableRollBody: {
            /**
             * @description `POST /v1/systems/ars-magica/recovery_roll`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "recovery_roll";
            input: components["schemas"]["ArsMagicaAmRecoveryRollInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** ArsMagicaIncapacitatedRecoveryTableRollBody */
        ArsMagicaIncapacitatedRecoveryTableRollBody: {
            /**
             * @description `POST /v1/systems/ars-magica/incapacitated_recovery`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "incapacitated_recovery";
            input: components["schemas"]["ArsMagicaAmIncapacitatedRecoveryInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** ArsMagicaOverexertionCheckTableRollBody */
        ArsMagicaOverexertionCheckTableRollBody: {
            /**
             * @description `POST /v1/systems/ars-magica/overexertion_check`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "overexertion_check";
            input: components["schemas"]["ArsMagicaAmOverexertionInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** ArsMagicaCombatStartTableRollBody */
        ArsMagicaCombatStartTableRollBody: {
            /**
             * @description `POST /v1/systems/ars-magica/combat_start`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_start";
            input: components["schemas"]["ArsMagicaAmCombatStartInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** ArsMagicaCombatInitiativeTableRollBody */
        ArsMagicaCombatInitiativeTableRollBody: {
            /**
             * @description `POST /v1/systems/ars-magica/combat_initiative`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_initiative";
            input: components["schemas"]["ArsMagicaAmCombatInitiativeInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** ArsMagicaCombatDeclareTableRollBody */
        ArsMagicaCombatDeclareTableRollBody: {
            /**
             * @description `POST /v1/systems/ars-magica/combat_declare`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_declare";
            input: components["schemas"]["ArsMagicaAmCombatDeclareInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** ArsMagicaCombatResolveTableRollBody */
        ArsMagicaCombatResolveTableRollBody: {
            /**
             * @description `POST /v1/systems/ars-magica/combat_resolve`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_resolve";
            input: components["schemas"]["ArsMagicaAmCombatResolveInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /**
         * ArsMagicaTableRollBody
         * @description A table roll of a `ars-magica` operation, by `operation`.
         */
        ArsMagicaTableRollBody: components["schemas"]["ArsMagicaRollTableRollBody"] | components["schemas"]["ArsMagicaCheckTableRollBody"] | components["schemas"]["ArsMagicaConditionTableRollBody"] | components["schemas"]["ArsMagicaEncumbranceTableRollBody"] | components["schemas"]["ArsMagicaCombatProfileTableRollBody"] | components["schemas"]["ArsMagicaInitiativeTableRollBody"] | components["schemas"]["ArsMagicaAttackTableRollBody"] | components["schemas"]["ArsMagicaDamageTableRollBody"] | components["schemas"]["ArsMagicaWoundLevelTableRollBody"] | components["schemas"]["ArsMagicaFatigueTestTableRollBody"] | components["schemas"]["ArsMagicaFatigueAdjustTableRollBody"] | components["schemas"]["ArsMagicaFatigueRecoveryTableRollBody"] | components["schemas"]["ArsMagicaRecoveryRollTableRollBody"] | components["schemas"]["ArsMagicaIncapacitatedRecoveryTableRollBody"] | components["schemas"]["ArsMagicaOverexertionCheckTableRollBody"] | components["schemas"]["ArsMagicaCombatStartTableRollBody"] | components["schemas"]["ArsMagicaCombatInitiativeTableRollBody"] | components["schemas"]["ArsMagicaCombatDeclareTableRollBody"] | components["schemas"]["ArsMagicaCombatResolveTableRollBody"];
        /**
         * ArsMagicaRollSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        ArsMagicaRollSystemRollData: {
            /**
             * @description `POST /v1/systems/ars-magica/roll`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "roll";
            input: components["schemas"]["ArsMagicaAmRollInput"];
            result: components["schemas"]["ArsMagicaAmRollOutputShown"];
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
         * ArsMagicaCheckSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        ArsMagicaCheckSystemRollData: {
            /**
             * @description `POST /v1/systems/ars-magica/check`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "check";
            input: components["schemas"]["ArsMagicaAmCheckInput"];
            result: components["schemas"]["ArsMagicaAmCheckOutputShown"];
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
         * ArsMagicaConditionSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        ArsMagicaConditionSystemRollData: {
            /**
             * @description `POST /v1/systems/ars-magica/condition`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "condition";
            input: components["schemas"]["ArsMagicaAmConditionInput"];
            result: components["schemas"]["ArsMagicaAmConditionOutputShown"];
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
         * ArsMagicaEncumbranceSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        ArsMagicaEncumbranceSystemRollData: {
            /**
             * @description `POST /v1/systems/ars-magica/encumbrance`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "encumbrance";
            input: components["schemas"]["ArsMagicaAmEncumbranceInput"];
            result: components["schemas"]["ArsMagicaAmEncumbranceOutputShown"];
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
         * ArsMagicaCombatProfileSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        ArsMagicaCombatProfileSystemRollData: {
            /**
             * @description `POST /v1/systems/ars-magica/combat_profile`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_profile";
            input: components["schemas"]["ArsMagicaAmCombatProfileInput"];
            result: components["schemas"]["ArsMagicaAmCombatProfileOutputShown"];
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
         * ArsMagicaInitiativeSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        ArsMagicaInitiativeSystemRollData: {
            /**
             * @description `POST /v1/systems/ars-magica/initiative`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "initiative";
            input: components["schemas"]["ArsMagicaAmInitiativeInput"];
            result: components["schemas"]["ArsMagicaAmInitiativeOutputShown"];
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
         * ArsMagicaAttackSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        ArsMagicaAttackSystemRollData: {
            /**
             * @description `POST /v1/systems/ars-magica/attack`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "attack";
            input: components["schemas"]["ArsMagicaAmAttackInput"];
            result: components["schemas"]["ArsMagicaAmAttackOutputShown"];
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
         * ArsMagicaDamageSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        ArsMagicaDamageSystemRollData: {
            /**
             * @description `POST /v1/systems/ars-magica/damage`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "damage";
            input: components["schemas"]["ArsMagicaAmDamageInput"];
            result: components["schemas"]["ArsMagicaAmDamageOutputShown"];
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
         * ArsMagicaWoundLevelSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        ArsMagicaWoundLevelSystemRollData: {
            /**
             * @description `POST /v1/systems/ars-magica/wound_level`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "wound_level";
            input: components["schemas"]["ArsMagicaAmWoundLevelInput"];
            result: components["schemas"]["ArsMagicaAmWoundLevelOutputShown"];
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
         * ArsMagicaFatigueTestSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        ArsMagicaFatigueTestSystemRollData: {
            /**
             * @description `POST /v1/systems/ars-magica/fatigue_test`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "fatigue_test";
            input: components["schemas"]["ArsMagicaAmFatigueTestInput"];
            result: components["schemas"]["ArsMagicaAmFatigueTestOutputShown"];
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
         * ArsMagicaFatigueAdjustSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        ArsMagicaFatigueAdjustSystemRollData: {
            /**
             * @description `POST /v1/systems/ars-magica/fatigue_adjust`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "fatigue_adjust";
            input: components["schemas"]["ArsMagicaAmFatigueAdjustInput"];
            result: components["schemas"]["ArsMagicaAmFatigueAdjustOutputShown"];
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
         * ArsMagicaFatigueRecoverySystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        ArsMagicaFatigueRecoverySystemRollData: {
            /**
             * @description `POST /v1/systems/ars-magica/fatigue_recovery`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "fatigue_recovery";
            input: components["schemas"]["ArsMagicaAmFatigueRecoveryInput"];
            result: components["schemas"]["ArsMagicaAmFatigueRecoveryOutputShown"];
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
         * ArsMagicaRecoveryRollSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        ArsMagicaRecoveryRollSystemRollData: {
            /**
             * @description `POST /v1/systems/ars-magica/recovery_roll`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "recovery_roll";
            input: components["schemas"]["ArsMagicaAmRecoveryRollInput"];
            result: components["schemas"]["ArsMagicaAmRecoveryRollOutputShown"];
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
         * ArsMagicaIncapacitatedRecoverySystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        ArsMagicaIncapacitatedRecoverySystemRollData: {
            /**
             * @description `POST /v1/systems/ars-magica/incapacitated_recovery`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "incapacitated_recovery";
            input: components["schemas"]["ArsMagicaAmIncapacitatedRecoveryInput"];
            result: components["schemas"]["ArsMagicaAmIncapacitatedRecoveryOutputShown"];
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
         * ArsMagicaOverexertionCheckSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        ArsMagicaOverexertionCheckSystemRollData: {
            /**
             * @description `POST /v1/systems/ars-magica/overexertion_check`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "overexertion_check";
            input: components["schemas"]["ArsMagicaAmOverexertionInput"];
            result: components["schemas"]["ArsMagicaAmOverexertionOutputShown"];
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
         * ArsMagicaCombatStartSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        ArsMagicaCombatStartSystemRollData: {
            /**
             * @description `POST /v1/systems/ars-magica/combat_start`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_start";
            input: components["schemas"]["ArsMagicaAmCombatStartInput"];
            result: components["schemas"]["ArsMagicaAmCombatStartOutputShown"];
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
         * ArsMagicaCombatInitiativeSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        ArsMagicaCombatInitiativeSystemRollData: {
            /**
             * @description `POST /v1/systems/ars-magica/combat_initiative`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_initiative";
            input: components["schemas"]["ArsMagicaAmCombatInitiativeInput"];
            result: components["schemas"]["ArsMagicaAmCombatInitiativeOutputShown"];
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
         * ArsMagicaCombatDeclareSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        ArsMagicaCombatDeclareSystemRollData: {
            /**
             * @description `POST /v1/systems/ars-magica/combat_declare`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_declare";
            input: components["schemas"]["ArsMagicaAmCombatDeclareInput"];
            result: components["schemas"]["ArsMagicaAmCombatDeclareOutputShown"];
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
         * ArsMagicaCombatResolveSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        ArsMagicaCombatResolveSystemRollData: {
            /**
             * @description `POST /v1/systems/ars-magica/combat_resolve`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_resolve";
            input: components["schemas"]["ArsMagicaAmCombatResolveInput"];
            result: components["schemas"]["ArsMagicaAmCombatResolveOutputShown"];
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
         * ArsMagicaSystemRollData
         * @description A table roll of a `ars-magica` operation, by `operation`.
         */
        ArsMagicaSystemRollData: components["schemas"]["ArsMagicaRollSystemRollData"] | components["schemas"]["ArsMagicaCheckSystemRollData"] | components["schemas"]["ArsMagicaConditionSystemRollData"] | components["schemas"]["ArsMagicaEncumbranceSystemRollData"] | components["schemas"]["ArsMagicaCombatProfileSystemRollData"] | components["schemas"]["ArsMagicaInitiativeSystemRollData"] | components["schemas"]["ArsMagicaAttackSystemRollData"] | components["schemas"]["ArsMagicaDamageSystemRollData"] | components["schemas"]["ArsMagicaWoundLevelSystemRollData"] | components["schemas"]["ArsMagicaFatigueTestSystemRollData"] | components["schemas"]["ArsMagicaFatigueAdjustSystemRollData"] | components["schemas"]["ArsMagicaFatigueRecoverySystemRollData"] | components["schemas"]["ArsMagicaRecoveryRollSystemRollData"] | components["schemas"]["ArsMagicaIncapacitatedRecoverySystemRollData"] | components["schemas"]["ArsMagicaOverexertionCheckSystemRollData"] | components["schemas"]["ArsMagicaCombatStartSystemRollData"] | components["schemas"]["ArsMagicaCombatInitiativeSystemRollData"] | components["schemas"]["ArsMagicaCombatDeclareSystemRollData"] | components["schemas"]["ArsMagicaCombatResolveSystemRollData"];
        /**
         * ArsMagicaRollRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        ArsMagicaRollRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/ars-magica/roll`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "roll";
            input: components["schemas"]["ArsMagicaAmRollInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["ArsMagicaAmRollOutputShown"];
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
         * ArsMagicaCheckRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        ArsMagicaCheckRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/ars-magica/check`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "check";
            input: components["schemas"]["ArsMagicaAmCheckInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["ArsMagicaAmCheckOutputShown"];
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
         * ArsMagicaConditionRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        ArsMagicaConditionRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/ars-magica/condition`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "condition";
            input: components["schemas"]["ArsMagicaAmConditionInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["ArsMagicaAmConditionOutputShown"];
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
         * ArsMagicaEncumbranceRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        ArsMagicaEncumbranceRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/ars-magica/encumbrance`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "encumbrance";
            input: components["schemas"]["ArsMagicaAmEncumbranceInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["ArsMagicaAmEncumbranceOutputShown"];
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
         * ArsMagicaCombatProfileRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        ArsMagicaCombatProfileRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/ars-magica/combat_profile`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_profile";
            input: components["schemas"]["ArsMagicaAmCombatProfileInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["ArsMagicaAmCombatProfileOutputShown"];
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
         * ArsMagicaInitiativeRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        ArsMagicaInitiativeRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/ars-magica/initiative`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "initiative";
            input: components["schemas"]["ArsMagicaAmInitiativeInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["ArsMagicaAmInitiativeOutputShown"];
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
         * ArsMagicaAttackRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        ArsMagicaAttackRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/ars-magica/attack`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "attack";
            input: components["schemas"]["ArsMagicaAmAttackInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["ArsMagicaAmAttackOutputShown"];
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
         * ArsMagicaDamageRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        ArsMagicaDamageRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/ars-magica/damage`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "damage";
            input: components["schemas"]["ArsMagicaAmDamageInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["ArsMagicaAmDamageOutputShown"];
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
         * ArsMagicaWoundLevelRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        ArsMagicaWoundLevelRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/ars-magica/wound_level`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "wound_level";
            input: components["schemas"]["ArsMagicaAmWoundLevelInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["ArsMagicaAmWoundLevelOutputShown"];
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
         * ArsMagicaFatigueTestRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        ArsMagicaFatigueTestRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/ars-magica/fatigue_test`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "fatigue_test";
            input: components["schemas"]["ArsMagicaAmFatigueTestInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["ArsMagicaAmFatigueTestOutputShown"];
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
         * ArsMagicaFatigueAdjustRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        ArsMagicaFatigueAdjustRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/ars-magica/fatigue_adjust`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "fatigue_adjust";
            input: components["schemas"]["ArsMagicaAmFatigueAdjustInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["ArsMagicaAmFatigueAdjustOutputShown"];
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
         * ArsMagicaFatigueRecoveryRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        ArsMagicaFatigueRecoveryRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/ars-magica/fatigue_recovery`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "fatigue_recovery";
            input: components["schemas"]["ArsMagicaAmFatigueRecoveryInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["ArsMagicaAmFatigueRecoveryOutputShown"];
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
         * ArsMagicaRecoveryRollRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        ArsMagicaRecoveryRollRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/ars-magica/recovery_roll`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "recovery_roll";
            input: components["schemas"]["ArsMagicaAmRecoveryRollInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["ArsMagicaAmRecoveryRollOutputShown"];
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
         * ArsMagicaIncapacitatedRecoveryRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        ArsMagicaIncapacitatedRecoveryRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/ars-magica/incapacitated_recovery`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "incapacitated_recovery";
            input: components["schemas"]["ArsMagicaAmIncapacitatedRecoveryInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["ArsMagicaAmIncapacitatedRecoveryOutputShown"];
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
         * ArsMagicaOverexertionCheckRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        ArsMagicaOverexertionCheckRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/ars-magica/overexertion_check`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "overexertion_check";
            input: components["schemas"]["ArsMagicaAmOverexertionInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["ArsMagicaAmOverexertionOutputShown"];
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
         * ArsMagicaCombatStartRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        ArsMagicaCombatStartRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/ars-magica/combat_start`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_start";
            input: components["schemas"]["ArsMagicaAmCombatStartInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["ArsMagicaAmCombatStartOutputShown"];
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
         * ArsMagicaCombatInitiativeRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        ArsMagicaCombatInitiativeRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/ars-magica/combat_initiative`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_initiative";
            input: components["schemas"]["ArsMagicaAmCombatInitiativeInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["ArsMagicaAmCombatInitiativeOutputShown"];
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
         * ArsMagicaCombatDeclareRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        ArsMagicaCombatDeclareRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/ars-magica/combat_declare`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_declare";
            input: components["schemas"]["ArsMagicaAmCombatDeclareInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["ArsMagicaAmCombatDeclareOutputShown"];
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
         * ArsMagicaCombatResolveRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        ArsMagicaCombatResolveRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/ars-magica/combat_resolve`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_resolve";
            input: components["schemas"]["ArsMagicaAmCombatResolveInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["ArsMagicaAmCombatResolveOutputShown"];
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
         * ArsMagicaRollRecord
         * @description A table roll of a `ars-magica` operation, by `operation`.
         */
        ArsMagicaRollRecord: components["schemas"]["ArsMagicaRollRollRecord"] | components["schemas"]["ArsMagicaCheckRollRecord"] | components["schemas"]["ArsMagicaConditionRollRecord"] | components["schemas"]["ArsMagicaEncumbranceRollRecord"] | components["schemas"]["ArsMagicaCombatProfileRollRecord"] | components["schemas"]["ArsMagicaInitiativeRollRecord"] | components["schemas"]["ArsMagicaAttackRollRecord"] | components["schemas"]["ArsMagicaDamageRollRecord"] | components["schemas"]["ArsMagicaWoundLevelRollRecord"] | components["schemas"]["ArsMagicaFatigueTestRollRecord"] | components["schemas"]["ArsMagicaFatigueAdjustRollRecord"] | components["schemas"]["ArsMagicaFatigueRecoveryRollRecord"] | components["schemas"]["ArsMagicaRecoveryRollRollRecord"] | components["schemas"]["ArsMagicaIncapacitatedRecoveryRollRecord"] | components["schemas"]["ArsMagicaOverexertionCheckRollRecord"] | components["schemas"]["ArsMagicaCombatStartRollRecord"] | components["schemas"]["ArsMagicaCombatInitiativeRollRecord"] | components["schemas"]["ArsMagicaCombatDeclareRollRecord"] | components["schemas"]["ArsMagicaCombatResolveRollRecord"];
        /**
         * ArsMagicaTableRollResult
         * @description The result of a table roll of a `ars-magica` operation.
         */
        ArsMagicaTableRollResult: components["schemas"]["ArsMagicaAmRollOutputShown"] | components["schemas"]["ArsMagicaAmCheckOutputShown"] | components["schemas"]["ArsMagicaAmConditionOutputShown"] | components["schemas"]["ArsMagicaAmEncumbranceOutputShown"] | components["schemas"]["ArsMagicaAmCombatProfileOutputShown"] | components["schemas"]["ArsMagicaAmInitiativeOutputShown"] | components["schemas"]["ArsMagicaAmAttackOutputShown"] | components["schemas"]["ArsMagicaAmDamageOutputShown"] | components["schemas"]["ArsMagicaAmWoundLevelOutputShown"] | components["schemas"]["ArsMagicaAmFatigueTestOutputShown"] | components["schemas"]["ArsMagicaAmFatigueAdjustOutputShown"] | components["schemas"]["ArsMagicaAmFatigueRecoveryOutputShown"] | components["schemas"]["ArsMagicaAmRecoveryRollOutputShown"] | components["schemas"]["ArsMagicaAmIncapacitatedRecoveryOutputShown"] | components["schemas"]["ArsMagicaAmOverexertionOutputShown"] | components["schemas"]["ArsMagicaAmCombatStartOutputShown"] | components["schemas"]["ArsMagicaAmCombatInitiativeOutputShown"] | components["schemas"]["ArsMagicaAmCombatDeclareOutputShown"] | components["schemas"]["ArsMagicaAmCombatResolveOutputShown"];
        /**
         * IRiketsTjanstModifiers
         * @description The difficulty modifiers object (§2.2); every field is optional.
         */
        IRiketsTjanstModifiers: {
            /**
             * Movement
             * @description `double` (twice your Förflyttning) adds one step.
             * @enum {string}
             */
            movement?: "none" | "normal" | "double";
            /**
             * Stationary
             * @description A stationary action (stillastående-handling).
             */
            stationary?: boolean;
            /**
             * Ignore Movement Penalty
             * @description An ability removing the moving-while-stationary step (not the double-move one).
             */
            ignore_movement_penalty?: boolean;
            /**
             * Second Thing
             * @description Doing a second thing at the same time: one step.
             */
            second_thing?: boolean;
            /**
             * Maintaining Concentration
             * @description Keeping a power going: one step (a second thing), and the turn is stationary.
             */
            maintaining_concentration?: boolean;
            /**
             * Wounded
             * @description The actor is Wounded (Sårad): one step.
             */
            wounded?: boolean;
            /**
             * Extra Steps
             * @description GM's judgement or critical effects.
             */
            extra_steps?: number;
            /**
             * Minimum
             * @description A floor from critical effects, applied last.
             */
            minimum?: ("easy" | "normal" | "hard" | "very_hard") | null;
            /**
             * Requires Complete Calm
             * @description Moving makes this stationary action impossible.
             */
            requires_complete_calm?: boolean;
        };
        /**
         * IRiketsTjanstIrtRollInput
         * @description A plain check: attribute A + attribute B + bonus dice, then dice bought with Fokus/Stress.
         */
        IRiketsTjanstIrtRollInput: {
            /** Attr A */
            attr_a: number;
            /** Attr B */
            attr_b: number;
            /**
             * Bonus Dice
             * @description Equipment, abilities, aiming... (never negative).
             */
            bonus_dice?: number;
            /**
             * Extra Dice
             * @description Dice bought with Fokus, then Stress; rolled last.
             */
            extra_dice?: number;
            /**
             * Fokus
             * @description Default: `0`.
             */
            fokus?: number;
            /**
             * Stress
             * @description Default: `0`.
             */
            stress?: number;
            /**
             * Stability
             * @description Default: `3`.
             */
            stability?: number;
            /**
             * Difficulty
             * @description null: roll without a verdict.
             */
            difficulty?: ("easy" | "normal" | "hard" | "very_hard") | null;
            /** @description Ignored for the verdict without a difficulty. */
            modifiers?: components["schemas"]["IRiketsTjanstModifiers"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IRiketsTjanstIrtRollOutputShown */
        IRiketsTjanstIrtRollOutputShown: {
            /**
             * Pool
             * @description Dice in the pool (0 when the action is impossible).
             */
            pool: number;
            /** Possible */
            possible: boolean;
            /** Base Faces */
            base_faces: number[];
            /** Extra Faces */
            extra_faces: number[];
            /** Faces */
            faces: number[];
            /** Successes */
            successes: number;
            /** Twelves */
            twelves: number;
            /** Effective Difficulty */
            effective_difficulty: ("easy" | "normal" | "hard" | "very_hard") | null;
            /** Required Successes */
            required_successes: number | null;
            /**
             * Success
             * @description null without a difficulty.
             */
            success: boolean | null;
            /**
             * Effect
             * @description successes - required on a success, else null.
             */
            effect: number | null;
            resources: components["schemas"]["IRiketsTjanstIrtResourcesShown"];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /**
         * IRiketsTjanstIrtAddDiceInput
         * @description Spend Fokus (then Stress) after seeing a roll: one die per point, once per roll.
         */
        IRiketsTjanstIrtAddDiceInput: {
            /**
             * Faces
             * @description The roll so far.
             */
            faces: number[];
            /**
             * Count
             * @description Default: `1`.
             */
            count?: number;
            /**
             * Already Added
             * @description true: this roll already had dice added (refused).
             */
            already_added?: boolean;
            /**
             * Fokus
             * @description Default: `0`.
             */
            fokus?: number;
            /**
             * Stress
             * @description Default: `0`.
             */
            stress?: number;
            /**
             * Stability
             * @description Default: `3`.
             */
            stability?: number;
            /** Difficulty */
            difficulty?: ("easy" | "normal" | "hard" | "very_hard") | null;
            /** @description Default: `{"movement": "none", "stationary": false, "ignore_movement_penalty": false, "second_thing": false, "maintaining_concentration": false, "wounded": false, "extra_steps": 0, "minimum": null, "requires_complete_calm": false}`. */
            modifiers?: components["schemas"]["IRiketsTjanstModifiers"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IRiketsTjanstIrtAddDiceOutputShown */
        IRiketsTjanstIrtAddDiceOutputShown: {
            /** Added Faces */
            added_faces: number[];
            /**
             * Faces
             * @description Every face: the roll so far, then the added ones.
             */
            faces: number[];
            /** Successes */
            successes: number;
            /** Twelves */
            twelves: number;
            /** Effective Difficulty */
            effective_difficulty: ("easy" | "normal" | "hard" | "very_hard") | null;
            /** Required Successes */
            required_successes: number | null;
            /** Success */
            success: boolean | null;
            /** Effect */
            effect: number | null;
            resources: components["schemas"]["IRiketsTjanstIrtResourcesShown"];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /**
         * IRiketsTjanstIrtRollDiceInput
         * @description Plain d12s: wake-up minutes, location sub-rolls, Explosion row 4 damage.
         */
        IRiketsTjanstIrtRollDiceInput: {
            /**
             * Count
             * @description Default: `1`.
             */
            count?: number;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IRiketsTjanstIrtRollDiceOutputShown */
        IRiketsTjanstIrtRollDiceOutputShown: {
            /** Faces */
            faces: number[];
            /** Total */
            total: number;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** IRiketsTjanstIrtDifficultyInput */
        IRiketsTjanstIrtDifficultyInput: {
            /**
             * Base Difficulty
             * @enum {string}
             */
            base_difficulty: "easy" | "normal" | "hard" | "very_hard";
            /** @description Default: `{"movement": "none", "stationary": false, "ignore_movement_penalty": false, "second_thing": false, "maintaining_concentration": false, "wounded": false, "extra_steps": 0, "minimum": null, "requires_complete_calm": false}`. */
            modifiers?: components["schemas"]["IRiketsTjanstModifiers"];
            /**
             * Dice
             * @description Nothing is rolled: must be absent or empty.
             */
            dice?: number[] | null;
        };
        /** IRiketsTjanstIrtDifficultyOutputShown */
        IRiketsTjanstIrtDifficultyOutputShown: {
            /** Possible */
            possible: boolean;
            /**
             * Base Difficulty
             * @enum {string}
             */
            base_difficulty: "easy" | "normal" | "hard" | "very_hard";
            /**
             * Steps
             * @description null when impossible.
             */
            steps: number | null;
            /** Step Sources */
            step_sources: string[];
            /** Effective Difficulty */
            effective_difficulty: ("easy" | "normal" | "hard" | "very_hard") | null;
            /** Required Successes */
            required_successes: number | null;
            /**
             * Capped
             * @description Steps were lost above Very Hard.
             */
            capped: boolean;
            /** Breakdown */
            breakdown: string;
        };
        /** IRiketsTjanstIrtDerivedStatsInput */
        IRiketsTjanstIrtDerivedStatsInput: {
            /** Fysik */
            fysik: number;
            /** Vilja */
            vilja: number;
            /**
             * Stability
             * @description Default: `3`.
             */
            stability?: number;
            /**
             * Dice
             * @description Nothing is rolled: must be absent or empty.
             */
            dice?: number[] | null;
        };
        /** IRiketsTjanstIrtDerivedStatsOutputShown */
        IRiketsTjanstIrtDerivedStatsOutputShown: {
            /**
             * Toughness
             * @description Tålighet = Fysik + Vilja.
             */
            toughness: number;
            /**
             * Wounded From
             * @description KP total at which Wounded starts (T + 1).
             */
            wounded_from: number;
            /** Unconscious From */
            unconscious_from: number;
            /** Dying From */
            dying_from: number;
            /** Dead From */
            dead_from: number;
            /** Stability */
            stability: number;
            /**
             * Breakdown Thresholds
             * @description [S, 2S, 3S].
             */
            breakdown_thresholds: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** IRiketsTjanstIrtInitiativeEntrant */
        IRiketsTjanstIrtInitiativeEntrant: {
            /** Id */
            id: string;
            /** Strid */
            strid: number;
        };
        /** IRiketsTjanstIrtInitiativeInput */
        IRiketsTjanstIrtInitiativeInput: {
            /** Combatants */
            combatants: components["schemas"]["IRiketsTjanstIrtInitiativeEntrant"][];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IRiketsTjanstIrtInitiativeResultShown */
        IRiketsTjanstIrtInitiativeResultShown: {
            /** Id */
            id: string;
            /** Die */
            die: number;
            /** Strid */
            strid: number;
            /**
             * Initiative
             * @description die + Strid, fixed for the whole combat.
             */
            initiative: number;
        };
        /** IRiketsTjanstIrtInitiativeOutputShown */
        IRiketsTjanstIrtInitiativeOutputShown: {
            /**
             * Results
             * @description In input order.
             */
            results: components["schemas"]["IRiketsTjanstIrtInitiativeResultShown"][];
            /**
             * Order
             * @description Initiative descending, then Strid descending, then input order.
             */
            order: string[];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** IRiketsTjanstIrtAttacker */
        IRiketsTjanstIrtAttacker: {
            /** Smidighet */
            smidighet: number;
            /** Strid */
            strid: number;
            /**
             * Fysik
             * @description Required when attack_attribute is fysik.
             */
            fysik?: number | null;
            /**
             * Attack Attribute
             * @description Ranged: must be smidighet (the default); melee: default fysik.
             */
            attack_attribute?: ("fysik" | "smidighet") | null;
            /**
             * Bonus Dice
             * @description Default: `0`.
             */
            bonus_dice?: number;
            /**
             * Extra Dice
             * @description Must be 0 when attack_faces is given.
             */
            extra_dice?: number;
            /**
             * Fokus
             * @description Default: `0`.
             */
            fokus?: number;
            /**
             * Stress
             * @description Default: `0`.
             */
            stress?: number;
            /**
             * Stability
             * @description Default: `3`.
             */
            stability?: number;
        };
        /** IRiketsTjanstIrtDefenceInput */
        IRiketsTjanstIrtDefenceInput: {
            /**
             * Type
             * @enum {string}
             */
            type: "dodge" | "parry";
            /** Smidighet */
            smidighet: number;
            /** Strid */
            strid: number;
            /**
             * Bonus Dice
             * @description Default: `0`.
             */
            bonus_dice?: number;
            /**
             * Extra Dice
             * @description Default: `0`.
             */
            extra_dice?: number;
            /**
             * Fokus
             * @description Default: `0`.
             */
            fokus?: number;
            /**
             * Stress
             * @description Default: `0`.
             */
            stress?: number;
            /**
             * Stability
             * @description Default: `3`.
             */
            stability?: number;
            /**
             * Wounded
             * @description Default: `false`.
             */
            wounded?: boolean;
            /**
             * Has Parry Item
             * @description Default: `false`.
             */
            has_parry_item?: boolean;
        };
        /** IRiketsTjanstIrtTarget */
        IRiketsTjanstIrtTarget: {
            /**
             * Protection
             * @description Skydd.
             */
            protection?: number;
            /**
             * Crit Toughness
             * @description Critical toughness.
             */
            crit_toughness?: number;
            /**
             * Aware
             * @description An unaware target cannot defend actively.
             */
            aware?: boolean;
        };
        /** IRiketsTjanstIrtWeapon */
        IRiketsTjanstIrtWeapon: {
            /**
             * Damage
             * @description Skada.
             */
            damage: number;
            /**
             * Damage Type
             * @description Selects the critical table.
             * @enum {string}
             */
            damage_type: "crush" | "stab" | "cut" | "fire" | "firearm" | "explosion" | "poison" | "radiation" | "other";
            /**
             * Penetrating
             * @description Penetrerande: +2 on the critical roll.
             */
            penetrating?: boolean;
        };
        /** IRiketsTjanstIrtAttackInput */
        IRiketsTjanstIrtAttackInput: {
            /**
             * Kind
             * @enum {string}
             */
            kind: "ranged" | "melee";
            attacker: components["schemas"]["IRiketsTjanstIrtAttacker"];
            /**
             * Attack Faces
             * @description An attack roll already made: no attack dice are rolled.
             */
            attack_faces?: number[] | null;
            /**
             * Difficulty
             * @description The GM's base difficulty.
             * @enum {string}
             */
            difficulty: "easy" | "normal" | "hard" | "very_hard";
            /** @description `stationary` is forced: true for ranged, false for melee. */
            modifiers?: components["schemas"]["IRiketsTjanstModifiers"];
            weapon: components["schemas"]["IRiketsTjanstIrtWeapon"];
            /** @description Default: `{"protection": 0, "crit_toughness": 0, "aware": true}`. */
            target?: components["schemas"]["IRiketsTjanstIrtTarget"];
            defence?: components["schemas"]["IRiketsTjanstIrtDefenceInput"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IRiketsTjanstIrtAttackOutputShown */
        IRiketsTjanstIrtAttackOutputShown: {
            /** Possible */
            possible: boolean;
            /** Effective Difficulty */
            effective_difficulty: ("easy" | "normal" | "hard" | "very_hard") | null;
            /** Required Successes */
            required_successes: number | null;
            /** Attack Faces */
            attack_faces: number[];
            attacker_resources: components["schemas"]["IRiketsTjanstIrtResourcesShown"];
            /** Attack Successes */
            attack_successes: number;
            /** Twelves */
            twelves: number;
            defence: components["schemas"]["IRiketsTjanstIrtDefenceResultShown"] | null;
            /** Net Successes */
            net_successes: number;
            /** Hit */
            hit: boolean;
            /**
             * Effect
             * @description net - required on a hit, else null.
             */
            effect: number | null;
            /** Hp Damage */
            hp_damage: number;
            critical: components["schemas"]["IRiketsTjanstIrtCriticalShown"] | null;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** IRiketsTjanstIrtCriticalHitInput */
        IRiketsTjanstIrtCriticalHitInput: {
            /**
             * Damage Type
             * @enum {string}
             */
            damage_type: "crush" | "stab" | "cut" | "fire" | "firearm" | "explosion" | "poison" | "radiation" | "other";
            /**
             * Twelves
             * @description 12s on the attack roll.
             */
            twelves?: number;
            /**
             * Penetrating
             * @description Default: `false`.
             */
            penetrating?: boolean;
            /**
             * Crit Toughness
             * @description Default: `0`.
             */
            crit_toughness?: number;
            /**
             * Hp Damage
             * @description KP that got through protection; below 1 nothing happens.
             */
            hp_damage?: number;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IRiketsTjanstIrtCriticalHitOutputShown */
        IRiketsTjanstIrtCriticalHitOutputShown: {
            /** Triggered */
            triggered: boolean;
            critical: components["schemas"]["IRiketsTjanstIrtCriticalShown"] | null;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** IRiketsTjanstIrtCriticalRef */
        IRiketsTjanstIrtCriticalRef: {
            /**
             * Damage Type
             * @enum {string}
             */
            damage_type: "crush" | "stab" | "cut" | "fire" | "firearm" | "explosion" | "poison" | "radiation" | "other";
            /** Row */
            row: number;
        };
        /**
         * IRiketsTjanstIrtDyingConditionInput
         * @description A dying condition (Döende); keys beyond these are kept as given.
         */
        IRiketsTjanstIrtDyingConditionInput: {
            /** Id */
            id: string;
            /**
             * Cause
             * @enum {string}
             */
            cause: "shock" | "critical";
            /**
             * Rate
             * @enum {string}
             */
            rate: "round" | "minute" | "hour" | "day";
            /**
             * Stabilisation
             * @description Default: `0`.
             */
            stabilisation?: number;
            /**
             * Stabilised
             * @description Default: stabilisation >= 3.
             */
            stabilised?: boolean | null;
        } & {
            [key: string]: unknown;
        };
        /**
         * IRiketsTjanstIrtApplyDamageInput
         * @description A character (Fysik, Vilja, current damage, Stress...) and the KP damage and critical row it takes.
         */
        IRiketsTjanstIrtApplyDamageInput: {
            /** Fysik */
            fysik: number;
            /** Vilja */
            vilja: number;
            /**
             * Damage
             * @description Current KP damage.
             */
            damage?: number;
            /**
             * Stress
             * @description Default: `0`.
             */
            stress?: number;
            /**
             * Stability
             * @description Default: `3`.
             */
            stability?: number;
            /**
             * Bleeding
             * @description Default: `"none"`.
             * @enum {string}
             */
            bleeding?: "none" | "light" | "heavy";
            /** Dying */
            dying?: components["schemas"]["IRiketsTjanstIrtDyingConditionInput"][];
            /**
             * Unconscious
             * @description Default: `false`.
             */
            unconscious?: boolean;
            /**
             * Dead
             * @description Default: `false`.
             */
            dead?: boolean;
            /** Hp Damage */
            hp_damage: number;
            /**
             * Source
             * @description A label only: it never changes the result.
             * @enum {string}
             */
            source?: "attack" | "bleeding" | "other";
            /** @description Requires hp_damage >= 1. */
            critical?: components["schemas"]["IRiketsTjanstIrtCriticalRef"] | null;
            /**
             * Dice
             * @description Nothing is rolled: must be absent or empty.
             */
            dice?: number[] | null;
        };
        /**
         * IRiketsTjanstIrtDyingConditionShown
         * @description A dying condition (Döende); extra keys given with it are kept.
         */
        IRiketsTjanstIrtDyingConditionShown: {
            /** Id */
            id: string;
            /**
             * Cause
             * @enum {string}
             */
            cause: "shock" | "critical";
            /**
             * Rate
             * @enum {string}
             */
            rate: "round" | "minute" | "hour" | "day";
            /** Stabilisation */
            stabilisation: number;
            /** Stabilised */
            stabilised: boolean;
            /**
             * Source
             * @description `<damage_type>:<row>` for a critical condition.
             * @default null
             */
            source: string | null;
        } & {
            [key: string]: unknown;
        };
        /** IRiketsTjanstIrtApplyDamageOutputShown */
        IRiketsTjanstIrtApplyDamageOutputShown: {
            /** Toughness */
            toughness: number;
            /**
             * Damage
             * @description New total KP damage.
             */
            damage: number;
            /**
             * Damage Step
             * @enum {string}
             */
            damage_step: "fit" | "wounded" | "unconscious" | "dying" | "dead";
            /** Wounded */
            wounded: boolean;
            /** Unconscious */
            unconscious: boolean;
            /** Dead */
            dead: boolean;
            /** Stress Gained */
            stress_gained: number;
            /** Stress */
            stress: number;
            /** Breakdown Rolls */
            breakdown_rolls: components["schemas"]["IRiketsTjanstIrtBreakdownRollShown"][];
            /**
             * Bleeding
             * @enum {string}
             */
            bleeding: "none" | "light" | "heavy";
            /** Dying */
            dying: components["schemas"]["IRiketsTjanstIrtDyingConditionShown"][];
            /** Fell Prone */
            fell_prone: boolean;
            /**
             * Events
             * @description Codes in the order the rules apply them.
             */
            events: ("already_dead" | "stress_from_damage" | "became_wounded" | "became_unconscious" | "dying_from_shock" | "killed_by_damage" | "stress_from_critical" | "bleeding_light" | "bleeding_heavy" | "dying_from_critical" | "fell_prone" | "killed_by_critical")[];
            /** Breakdown */
            breakdown: string;
        };
        /** IRiketsTjanstIrtAddStressInput */
        IRiketsTjanstIrtAddStressInput: {
            /**
             * Stress
             * @description Default: `0`.
             */
            stress?: number;
            /**
             * Stability
             * @description Default: `3`.
             */
            stability?: number;
            /** Amount */
            amount: number;
            /**
             * Dice
             * @description Nothing is rolled: must be absent or empty.
             */
            dice?: number[] | null;
        };
        /** IRiketsTjanstIrtAddStressOutputShown */
        IRiketsTjanstIrtAddStressOutputShown: {
            /** Stress */
            stress: number;
            /** Breakdown Rolls */
            breakdown_rolls: components["schemas"]["IRiketsTjanstIrtBreakdownRollShown"][];
            /** Breakdown */
            breakdown: string;
        };
        /** IRiketsTjanstIrtSurvivalRollInput */
        IRiketsTjanstIrtSurvivalRollInput: {
            /** Fysik */
            fysik: number;
            /** Vilja */
            vilja: number;
            /**
             * Bonus Dice
             * @description Default: `0`.
             */
            bonus_dice?: number;
            /**
             * Extra Dice
             * @description Default: `0`.
             */
            extra_dice?: number;
            /**
             * Fokus
             * @description Default: `0`.
             */
            fokus?: number;
            /**
             * Stress
             * @description Default: `0`.
             */
            stress?: number;
            /**
             * Stability
             * @description Default: `3`.
             */
            stability?: number;
            /**
             * Stabilisation
             * @description This condition's stabilisation successes, 0-2.
             */
            stabilisation?: number;
            /**
             * Extra Steps
             * @description The GM's steps; Wounded does not apply.
             */
            extra_steps?: number;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IRiketsTjanstIrtSurvivalRollOutputShown */
        IRiketsTjanstIrtSurvivalRollOutputShown: {
            /** Faces */
            faces: number[];
            /** Successes */
            successes: number;
            /** Required Successes */
            required_successes: number;
            /** Survived */
            survived: boolean;
            /** Dead */
            dead: boolean;
            /**
             * Stabilisation Gained
             * @description successes - required on a success.
             */
            stabilisation_gained: number;
            /**
             * Stabilisation
             * @description min(3, old + gained).
             */
            stabilisation: number;
            /** Stabilised */
            stabilised: boolean;
            resources: components["schemas"]["IRiketsTjanstIrtResourcesShown"];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** IRiketsTjanstIrtStabiliseInput */
        IRiketsTjanstIrtStabiliseInput: {
            /**
             * Analys
             * @description The healer's.
             */
            analys: number;
            /**
             * Smidighet
             * @description The healer's.
             */
            smidighet: number;
            /**
             * Bonus Dice
             * @description First-aid kit +1, doctor's bag +2.
             */
            bonus_dice?: number;
            /**
             * Extra Dice
             * @description Default: `0`.
             */
            extra_dice?: number;
            /**
             * Fokus
             * @description Default: `0`.
             */
            fokus?: number;
            /**
             * Stress
             * @description Default: `0`.
             */
            stress?: number;
            /**
             * Stability
             * @description Default: `3`.
             */
            stability?: number;
            /**
             * Attempt
             * @description 1 = one stationary action, 2 = one minute, 3 = one hour.
             */
            attempt?: number;
            /**
             * Stabilisation
             * @description The condition's stabilisation successes, 0-2.
             */
            stabilisation?: number;
            /** @description `stationary` is forced true; `wounded` = the healer is Wounded. */
            modifiers?: components["schemas"]["IRiketsTjanstModifiers"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IRiketsTjanstIrtStabiliseOutputShown */
        IRiketsTjanstIrtStabiliseOutputShown: {
            /**
             * Time
             * @enum {string}
             */
            time: "action" | "minute" | "hour";
            /** Possible */
            possible: boolean;
            /** Effective Difficulty */
            effective_difficulty: ("easy" | "normal" | "hard" | "very_hard") | null;
            /** Faces */
            faces: number[];
            /** Successes */
            successes: number;
            /** Stabilisation Gained */
            stabilisation_gained: number;
            /** Stabilisation */
            stabilisation: number;
            /** Stabilised */
            stabilised: boolean;
            resources: components["schemas"]["IRiketsTjanstIrtResourcesShown"];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** IRiketsTjanstIrtStopBleedingInput */
        IRiketsTjanstIrtStopBleedingInput: {
            /**
             * Analys
             * @description The surgeon's.
             */
            analys: number;
            /**
             * Smidighet
             * @description The surgeon's.
             */
            smidighet: number;
            /**
             * Bonus Dice
             * @description Default: `0`.
             */
            bonus_dice?: number;
            /**
             * Extra Dice
             * @description Default: `0`.
             */
            extra_dice?: number;
            /**
             * Fokus
             * @description Default: `0`.
             */
            fokus?: number;
            /**
             * Stress
             * @description Default: `0`.
             */
            stress?: number;
            /**
             * Stability
             * @description Default: `3`.
             */
            stability?: number;
            /**
             * Bleeding
             * @description The patient's bleeding: light or heavy.
             * @enum {string}
             */
            bleeding: "none" | "light" | "heavy";
            /**
             * Attempt
             * @description 1 = one round, 2 = one minute.
             */
            attempt?: number;
            /** @description `stationary` is forced true. */
            modifiers?: components["schemas"]["IRiketsTjanstModifiers"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IRiketsTjanstIrtStopBleedingOutputShown */
        IRiketsTjanstIrtStopBleedingOutputShown: {
            /**
             * Time
             * @enum {string}
             */
            time: "round" | "minute";
            /** Possible */
            possible: boolean;
            /** Effective Difficulty */
            effective_difficulty: ("easy" | "normal" | "hard" | "very_hard") | null;
            /** Faces */
            faces: number[];
            /** Successes */
            successes: number;
            /** Effect */
            effect: number;
            /** Steps Reduced */
            steps_reduced: number;
            /**
             * Bleeding
             * @enum {string}
             */
            bleeding: "none" | "light" | "heavy";
            resources: components["schemas"]["IRiketsTjanstIrtResourcesShown"];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** IRiketsTjanstIrtSuppressiveFire */
        IRiketsTjanstIrtSuppressiveFire: {
            /**
             * Returning Fire
             * @description Default: `false`.
             */
            returning_fire?: boolean;
            /**
             * Seeking Cover
             * @description Default: `false`.
             */
            seeking_cover?: boolean;
            /**
             * From Cover
             * @description Default: `false`.
             */
            from_cover?: boolean;
            /**
             * Automatic Fire
             * @description Default: `false`.
             */
            automatic_fire?: boolean;
            /**
             * Many Shooters
             * @description Default: `false`.
             */
            many_shooters?: boolean;
        };
        /** IRiketsTjanstIrtShockRollInput */
        IRiketsTjanstIrtShockRollInput: {
            /**
             * Attr A
             * @description Strid for suppressive fire.
             */
            attr_a: number;
            /**
             * Attr B
             * @description Vilja for suppressive fire.
             */
            attr_b: number;
            /**
             * Bonus Dice
             * @description Default: `0`.
             */
            bonus_dice?: number;
            /**
             * Extra Dice
             * @description Default: `0`.
             */
            extra_dice?: number;
            /**
             * Fokus
             * @description Default: `0`.
             */
            fokus?: number;
            /**
             * Stress
             * @description Default: `0`.
             */
            stress?: number;
            /**
             * Stability
             * @description Default: `3`.
             */
            stability?: number;
            /**
             * Trauma Related
             * @description The event touches the character's trauma: +1.
             */
            trauma_related?: boolean;
            /**
             * Shock Factor
             * @description The GM's Chockfaktor; exactly one of this and suppressive_fire.
             */
            shock_factor?: number | null;
            suppressive_fire?: components["schemas"]["IRiketsTjanstIrtSuppressiveFire"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IRiketsTjanstIrtShockRollOutputShown */
        IRiketsTjanstIrtShockRollOutputShown: {
            /** Required */
            required: boolean;
            /** Rolled */
            rolled: boolean;
            /** Shock Factor */
            shock_factor: number;
            /** Faces */
            faces: number[];
            /** Successes */
            successes: number;
            /** Remaining Factor */
            remaining_factor: number;
            /** Stress Gained */
            stress_gained: number;
            /** @description stress_after includes the shock Stress. */
            resources: components["schemas"]["IRiketsTjanstIrtResourcesShown"];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /**
         * IRiketsTjanstIrtCombatOutputShown
         * @description Every combat operation's response: the new state, what happened, the dice used.
         */
        IRiketsTjanstIrtCombatOutputShown: {
            state: components["schemas"]["IRiketsTjanstIrtCombatStateViewShown"];
            /** Events */
            events: (components["schemas"]["IRiketsTjanstIrtInitiativeEventShown"] | components["schemas"]["IRiketsTjanstIrtRoundStartedEventShown"] | components["schemas"]["IRiketsTjanstIrtTurnStartedEventShown"] | components["schemas"]["IRiketsTjanstIrtRoundEndedEventShown"] | components["schemas"]["IRiketsTjanstIrtCombatEndedEventShown"] | components["schemas"]["IRiketsTjanstIrtBleedingTickEventShown"] | components["schemas"]["IRiketsTjanstIrtDamageAppliedEventShown"] | components["schemas"]["IRiketsTjanstIrtSurvivalRollEventShown"] | components["schemas"]["IRiketsTjanstIrtDiedEventShown"] | components["schemas"]["IRiketsTjanstIrtAttackRolledEventShown"] | components["schemas"]["IRiketsTjanstIrtActionImpossibleEventShown"] | components["schemas"]["IRiketsTjanstIrtStabiliseEventShown"] | components["schemas"]["IRiketsTjanstIrtStopBleedingEventShown"] | components["schemas"]["IRiketsTjanstIrtSimpleActionEventShown"] | components["schemas"]["IRiketsTjanstIrtOtherEventShown"] | components["schemas"]["IRiketsTjanstIrtAttackDiceAddedEventShown"] | components["schemas"]["IRiketsTjanstIrtActiveDefenceEventShown"] | components["schemas"]["IRiketsTjanstIrtAttackResolvedEventShown"])[];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** IRiketsTjanstIrtCombatState */
        IRiketsTjanstIrtCombatState: {
            /**
             * System Id
             * @constant
             */
            system_id: "i-rikets-tjanst";
            /** Round */
            round: number;
            /**
             * Phase
             * @enum {string}
             */
            phase: "round_start" | "turn" | "reaction" | "ended";
            /** Order */
            order: string[];
            /** Turn Index */
            turn_index?: number | null;
            /** Combatants */
            combatants: components["schemas"]["IRiketsTjanstIrtCombatant"][];
            pending_attack?: components["schemas"]["IRiketsTjanstIrtPendingAttack"] | null;
            /** Ended Reason */
            ended_reason?: ("one_side_left" | "no_one_left" | "gm") | null;
        };
        /**
         * IRiketsTjanstIrtCombatant
         * @description A combatant in the state: its own fields, then those the state machine derives.
         */
        IRiketsTjanstIrtCombatant: {
            /** Id */
            id: string;
            /**
             * Name
             * @description Default: the id.
             */
            name?: string | null;
            /**
             * Side
             * @description Any label: combat ends when one side (or none) can act.
             */
            side: string;
            attributes: components["schemas"]["IRiketsTjanstIrtAttributes"];
            /**
             * Damage
             * @description KP damage taken.
             */
            damage?: number;
            /**
             * Stress
             * @description Default: `0`.
             */
            stress?: number;
            /**
             * Fokus
             * @description Default: `0`.
             */
            fokus?: number;
            /**
             * Stability
             * @description Default: `3`.
             */
            stability?: number;
            /**
             * Protection
             * @description Default: `0`.
             */
            protection?: number;
            /**
             * Crit Toughness
             * @description Default: `0`.
             */
            crit_toughness?: number;
            /**
             * Bleeding
             * @description Default: `"none"`.
             * @enum {string}
             */
            bleeding?: "none" | "light" | "heavy";
            /**
             * Stop Bleeding Attempts
             * @description Default: `0`.
             */
            stop_bleeding_attempts?: number;
            /** Dying */
            dying?: components["schemas"]["IRiketsTjanstIrtCondition"][];
            /**
             * Unconscious
             * @description Default: `false`.
             */
            unconscious?: boolean;
            /**
             * Dead
             * @description Default: `false`.
             */
            dead?: boolean;
            /**
             * Prone
             * @description Default: `false`.
             */
            prone?: boolean;
            /** Initiative Die */
            initiative_die: number;
            /** Initiative */
            initiative: number;
            /** Bleeding Next Round */
            bleeding_next_round?: number | null;
            /**
             * Acted
             * @description Default: `false`.
             */
            acted?: boolean;
            /**
             * Moved
             * @description Default: `"none"`.
             * @enum {string}
             */
            moved?: "none" | "normal" | "double";
        };
        /**
         * IRiketsTjanstIrtCondition
         * @description A dying condition in the state, with the round of its next survival roll (null once stable).
         */
        IRiketsTjanstIrtCondition: {
            /** Id */
            id: string;
            /**
             * Cause
             * @enum {string}
             */
            cause: "shock" | "critical";
            /**
             * Rate
             * @enum {string}
             */
            rate: "round" | "minute" | "hour" | "day";
            /**
             * Stabilisation
             * @description Default: `0`.
             */
            stabilisation?: number;
            /**
             * Stabilised
             * @description Default: stabilisation >= 3.
             */
            stabilised: boolean;
            /**
             * Stabilise Attempts
             * @description Default: `0`.
             */
            stabilise_attempts?: number;
            /**
             * Source
             * @description `<damage_type>:<row>` for a critical condition.
             */
            source?: string | null;
            /** Next Roll Round */
            next_roll_round?: number | null;
        };
        /**
         * IRiketsTjanstIrtPendingAttack
         * @description An attack rolled in the turn phase, waiting for the reaction phase.
         */
        IRiketsTjanstIrtPendingAttack: {
            /** Attacker */
            attacker: string;
            /** Target */
            target: string;
            /**
             * Kind
             * @enum {string}
             */
            kind: "ranged" | "melee";
            weapon: components["schemas"]["IRiketsTjanstIrtWeapon"];
            /**
             * Effective Difficulty
             * @enum {string}
             */
            effective_difficulty: "easy" | "normal" | "hard" | "very_hard";
            /** Required Successes */
            required_successes: number;
            /** Faces */
            faces: number[];
            /** Successes */
            successes: number;
            /** Twelves */
            twelves: number;
            /**
             * Target Aware
             * @description Default: `true`.
             */
            target_aware?: boolean;
            /**
             * Dice Added
             * @description Default: `false`.
             */
            dice_added?: boolean;
        };
        /** IRiketsTjanstIrtCombatRoundStartInput */
        IRiketsTjanstIrtCombatRoundStartInput: {
            /** @description A state in phase round_start. */
            state: components["schemas"]["IRiketsTjanstIrtCombatState"];
            declarations?: components["schemas"]["IRiketsTjanstIrtRoundStartDeclarations"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /**
         * IRiketsTjanstIrtTurnDeclaration
         * @description ``combat_act``'s declaration: the actor is named, and checked in field order against the
         *     validation context's ``turn_of`` (the spec orders that refusal first).
         */
        IRiketsTjanstIrtTurnDeclaration: {
            /**
             * Actor
             * @description The combatant whose turn it is.
             */
            actor: string;
            /**
             * Movement
             * @description Default: `"none"`.
             * @enum {string}
             */
            movement?: "none" | "normal" | "double";
            /** Action */
            action: components["schemas"]["IRiketsTjanstIrtAttackAction"] | components["schemas"]["IRiketsTjanstIrtStabiliseAction"] | components["schemas"]["IRiketsTjanstIrtStopBleedingAction"] | components["schemas"]["IRiketsTjanstIrtSimpleAction"] | components["schemas"]["IRiketsTjanstIrtOtherAction"];
        };
        /** IRiketsTjanstIrtCombatActInput */
        IRiketsTjanstIrtCombatActInput: {
            /** @description A state in phase turn. */
            state: components["schemas"]["IRiketsTjanstIrtCombatState"];
            declaration: components["schemas"]["IRiketsTjanstIrtTurnDeclaration"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IRiketsTjanstIrtCombatReactInput */
        IRiketsTjanstIrtCombatReactInput: {
            /** @description A state in phase reaction. */
            state: components["schemas"]["IRiketsTjanstIrtCombatState"];
            declarations?: components["schemas"]["IRiketsTjanstIrtReactDeclarations"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IRiketsTjanstIrtCombatEndInput */
        IRiketsTjanstIrtCombatEndInput: {
            /** @description A state in any phase but ended. */
            state: components["schemas"]["IRiketsTjanstIrtCombatState"];
            /**
             * Dice
             * @description Nothing is rolled: must be absent or empty.
             */
            dice?: number[] | null;
        };
        /** IRiketsTjanstRollTableRollBody */
        IRiketsTjanstRollTableRollBody: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/roll`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "roll";
            input: components["schemas"]["IRiketsTjanstIrtRollInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** IRiketsTjanstAddDiceTableRollBody */
        IRiketsTjanstAddDiceTableRollBody: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/add_dice`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "add_dice";
            input: components["schemas"]["IRiketsTjanstIrtAddDiceInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** IRiketsTjanstRollDiceTableRollBody */
        IRiketsTjanstRollDiceTableRollBody: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/roll_dice`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "roll_dice";
            input: components["schemas"]["IRiketsTjanstIrtRollDiceInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** IRiketsTjanstDifficultyTableRollBody */
        IRiketsTjanstDifficultyTableRollBody: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/difficulty`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "difficulty";
            input: components["schemas"]["IRiketsTjanstIrtDifficultyInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** IRiketsTjanstDerivedStatsTableRollBody */
        IRiketsTjanstDerivedStatsTableRollBody: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/derived_stats`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "derived_stats";
            input: components["schemas"]["IRiketsTjanstIrtDerivedStatsInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** IRiketsTjanstInitiativeTableRollBody */
        IRiketsTjanstInitiativeTableRollBody: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/initiative`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "initiative";
            input: components["schemas"]["IRiketsTjanstIrtInitiativeInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** IRiketsTjanstAttackTableRollBody */
        IRiketsTjanstAttackTableRollBody: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/attack`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "attack";
            input: components["schemas"]["IRiketsTjanstIrtAttackInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** IRiketsTjanstCriticalHitTableRollBody */
        IRiketsTjanstCriticalHitTableRollBody: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/critical_hit`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "critical_hit";
            input: components["schemas"]["IRiketsTjanstIrtCriticalHitInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** IRiketsTjanstApplyDamageTableRollBody */
        IRiketsTjanstApplyDamageTableRollBody: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/apply_damage`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "apply_damage";
            input: components["schemas"]["IRiketsTjanstIrtApplyDamageInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** IRiketsTjanstAddStressTableRollBody */
        IRiketsTjanstAddStressTableRollBody: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/add_stress`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "add_stress";
            input: components["schemas"]["IRiketsTjanstIrtAddStressInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** IRiketsTjanstSurvivalRollTableRollBody */
        IRiketsTjanstSurvivalRollTableRollBody: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/survival_roll`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "survival_roll";
            input: components["schemas"]["IRiketsTjanstIrtSurvivalRollInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** IRiketsTjanstStabiliseTableRollBody */
        IRiketsTjanstStabiliseTableRollBody: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/stabilise`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "stabilise";
            input: components["schemas"]["IRiketsTjanstIrtStabiliseInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** IRiketsTjanstStopBleedingTableRollBody */
        IRiketsTjanstStopBleedingTableRollBody: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/stop_bleeding`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "stop_bleeding";
            input: components["schemas"]["IRiketsTjanstIrtStopBleedingInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** IRiketsTjanstShockRollTableRollBody */
        IRiketsTjanstShockRollTableRollBody: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/shock_roll`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "shock_roll";
            input: components["schemas"]["IRiketsTjanstIrtShockRollInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** IRiketsTjanstCombatStartTableRollBody */
        IRiketsTjanstCombatStartTableRollBody: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/combat_start`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_start";
            input: components["schemas"]["IRiketsTjanstIrtCombatStartInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** IRiketsTjanstCombatRoundStartTableRollBody */
        IRiketsTjanstCombatRoundStartTableRollBody: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/combat_round_start`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_round_start";
            input: components["schemas"]["IRiketsTjanstIrtCombatRoundStartInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** IRiketsTjanstCombatActTableRollBody */
        IRiketsTjanstCombatActTableRollBody: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/combat_act`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_act";
            input: components["schemas"]["IRiketsTjanstIrtCombatActInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** IRiketsTjanstCombatReactTableRollBody */
        IRiketsTjanstCombatReactTableRollBody: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/combat_react`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_react";
            input: components["schemas"]["IRiketsTjanstIrtCombatReactInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /** IRiketsTjanstCombatEndTableRollBody */
        IRiketsTjanstCombatEndTableRollBody: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/combat_end`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_end";
            input: components["schemas"]["IRiketsTjanstIrtCombatEndInput"];
            /**
             * Visibility
             * @description Who sees the roll; without it, the session's `default_visibility` (default `public`).
             */
            visibility?: ("public" | "gm" | "blind" | "self") | null;
            /**
             * Label
             * @description What the roll is for, shown with it; without it, a notation comment (`1d20+5 to hit`).
             * @example Fireball damage
             */
            label?: string | null;
        };
        /**
         * IRiketsTjanstTableRollBody
         * @description A table roll of a `i-rikets-tjanst` operation, by `operation`.
         */
        IRiketsTjanstTableRollBody: components["schemas"]["IRiketsTjanstRollTableRollBody"] | components["schemas"]["IRiketsTjanstAddDiceTableRollBody"] | components["schemas"]["IRiketsTjanstRollDiceTableRollBody"] | components["schemas"]["IRiketsTjanstDifficultyTableRollBody"] | components["schemas"]["IRiketsTjanstDerivedStatsTableRollBody"] | components["schemas"]["IRiketsTjanstInitiativeTableRollBody"] | components["schemas"]["IRiketsTjanstAttackTableRollBody"] | components["schemas"]["IRiketsTjanstCriticalHitTableRollBody"] | components["schemas"]["IRiketsTjanstApplyDamageTableRollBody"] | components["schemas"]["IRiketsTjanstAddStressTableRollBody"] | components["schemas"]["IRiketsTjanstSurvivalRollTableRollBody"] | components["schemas"]["IRiketsTjanstStabiliseTableRollBody"] | components["schemas"]["IRiketsTjanstStopBleedingTableRollBody"] | components["schemas"]["IRiketsTjanstShockRollTableRollBody"] | components["schemas"]["IRiketsTjanstCombatStartTableRollBody"] | components["schemas"]["IRiketsTjanstCombatRoundStartTableRollBody"] | components["schemas"]["IRiketsTjanstCombatActTableRollBody"] | components["schemas"]["IRiketsTjanstCombatReactTableRollBody"] | components["schemas"]["IRiketsTjanstCombatEndTableRollBody"];
        /**
         * IRiketsTjanstRollSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        IRiketsTjanstRollSystemRollData: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/roll`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "roll";
            input: components["schemas"]["IRiketsTjanstIrtRollInput"];
            result: components["schemas"]["IRiketsTjanstIrtRollOutputShown"];
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
         * IRiketsTjanstAddDiceSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        IRiketsTjanstAddDiceSystemRollData: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/add_dice`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "add_dice";
            input: components["schemas"]["IRiketsTjanstIrtAddDiceInput"];
            result: components["schemas"]["IRiketsTjanstIrtAddDiceOutputShown"];
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
         * IRiketsTjanstRollDiceSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        IRiketsTjanstRollDiceSystemRollData: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/roll_dice`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "roll_dice";
            input: components["schemas"]["IRiketsTjanstIrtRollDiceInput"];
            result: components["schemas"]["IRiketsTjanstIrtRollDiceOutputShown"];
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
         * IRiketsTjanstDifficultySystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        IRiketsTjanstDifficultySystemRollData: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/difficulty`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "difficulty";
            input: components["schemas"]["IRiketsTjanstIrtDifficultyInput"];
            result: components["schemas"]["IRiketsTjanstIrtDifficultyOutputShown"];
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
         * IRiketsTjanstDerivedStatsSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        IRiketsTjanstDerivedStatsSystemRollData: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/derived_stats`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "derived_stats";
            input: components["schemas"]["IRiketsTjanstIrtDerivedStatsInput"];
            result: components["schemas"]["IRiketsTjanstIrtDerivedStatsOutputShown"];
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
         * IRiketsTjanstInitiativeSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        IRiketsTjanstInitiativeSystemRollData: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/initiative`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "initiative";
            input: components["schemas"]["IRiketsTjanstIrtInitiativeInput"];
            result: components["schemas"]["IRiketsTjanstIrtInitiativeOutputShown"];
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
         * IRiketsTjanstAttackSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        IRiketsTjanstAttackSystemRollData: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/attack`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "attack";
            input: components["schemas"]["IRiketsTjanstIrtAttackInput"];
            result: components["schemas"]["IRiketsTjanstIrtAttackOutputShown"];
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
         * IRiketsTjanstCriticalHitSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        IRiketsTjanstCriticalHitSystemRollData: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/critical_hit`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "critical_hit";
            input: components["schemas"]["IRiketsTjanstIrtCriticalHitInput"];
            result: components["schemas"]["IRiketsTjanstIrtCriticalHitOutputShown"];
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
         * IRiketsTjanstApplyDamageSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        IRiketsTjanstApplyDamageSystemRollData: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/apply_damage`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "apply_damage";
            input: components["schemas"]["IRiketsTjanstIrtApplyDamageInput"];
            result: components["schemas"]["IRiketsTjanstIrtApplyDamageOutputShown"];
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
         * IRiketsTjanstAddStressSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        IRiketsTjanstAddStressSystemRollData: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/add_stress`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "add_stress";
            input: components["schemas"]["IRiketsTjanstIrtAddStressInput"];
            result: components["schemas"]["IRiketsTjanstIrtAddStressOutputShown"];
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
         * IRiketsTjanstSurvivalRollSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        IRiketsTjanstSurvivalRollSystemRollData: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/survival_roll`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "survival_roll";
            input: components["schemas"]["IRiketsTjanstIrtSurvivalRollInput"];
            result: components["schemas"]["IRiketsTjanstIrtSurvivalRollOutputShown"];
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
         * IRiketsTjanstStabiliseSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        IRiketsTjanstStabiliseSystemRollData: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/stabilise`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "stabilise";
            input: components["schemas"]["IRiketsTjanstIrtStabiliseInput"];
            result: components["schemas"]["IRiketsTjanstIrtStabiliseOutputShown"];
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
         * IRiketsTjanstStopBleedingSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        IRiketsTjanstStopBleedingSystemRollData: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/stop_bleeding`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "stop_bleeding";
            input: components["schemas"]["IRiketsTjanstIrtStopBleedingInput"];
            result: components["schemas"]["IRiketsTjanstIrtStopBleedingOutputShown"];
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
         * IRiketsTjanstShockRollSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        IRiketsTjanstShockRollSystemRollData: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/shock_roll`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "shock_roll";
            input: components["schemas"]["IRiketsTjanstIrtShockRollInput"];
            result: components["schemas"]["IRiketsTjanstIrtShockRollOutputShown"];
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
         * IRiketsTjanstCombatStartSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        IRiketsTjanstCombatStartSystemRollData: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/combat_start`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_start";
            input: components["schemas"]["IRiketsTjanstIrtCombatStartInput"];
            result: components["schemas"]["IRiketsTjanstIrtCombatOutputShown"];
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
         * IRiketsTjanstCombatRoundStartSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        IRiketsTjanstCombatRoundStartSystemRollData: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/combat_round_start`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_round_start";
            input: components["schemas"]["IRiketsTjanstIrtCombatRoundStartInput"];
            result: components["schemas"]["IRiketsTjanstIrtCombatOutputShown"];
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
         * IRiketsTjanstCombatActSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        IRiketsTjanstCombatActSystemRollData: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/combat_act`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_act";
            input: components["schemas"]["IRiketsTjanstIrtCombatActInput"];
            result: components["schemas"]["IRiketsTjanstIrtCombatOutputShown"];
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
         * IRiketsTjanstCombatReactSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        IRiketsTjanstCombatReactSystemRollData: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/combat_react`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_react";
            input: components["schemas"]["IRiketsTjanstIrtCombatReactInput"];
            result: components["schemas"]["IRiketsTjanstIrtCombatOutputShown"];
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
         * IRiketsTjanstCombatEndSystemRollData
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        IRiketsTjanstCombatEndSystemRollData: {
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/combat_end`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_end";
            input: components["schemas"]["IRiketsTjanstIrtCombatEndInput"];
            result: components["schemas"]["IRiketsTjanstIrtCombatOutputShown"];
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
         * IRiketsTjanstSystemRollData
         * @description A table roll of a `i-rikets-tjanst` operation, by `operation`.
         */
        IRiketsTjanstSystemRollData: components["schemas"]["IRiketsTjanstRollSystemRollData"] | components["schemas"]["IRiketsTjanstAddDiceSystemRollData"] | components["schemas"]["IRiketsTjanstRollDiceSystemRollData"] | components["schemas"]["IRiketsTjanstDifficultySystemRollData"] | components["schemas"]["IRiketsTjanstDerivedStatsSystemRollData"] | components["schemas"]["IRiketsTjanstInitiativeSystemRollData"] | components["schemas"]["IRiketsTjanstAttackSystemRollData"] | components["schemas"]["IRiketsTjanstCriticalHitSystemRollData"] | components["schemas"]["IRiketsTjanstApplyDamageSystemRollData"] | components["schemas"]["IRiketsTjanstAddStressSystemRollData"] | components["schemas"]["IRiketsTjanstSurvivalRollSystemRollData"] | components["schemas"]["IRiketsTjanstStabiliseSystemRollData"] | components["schemas"]["IRiketsTjanstStopBleedingSystemRollData"] | components["schemas"]["IRiketsTjanstShockRollSystemRollData"] | components["schemas"]["IRiketsTjanstCombatStartSystemRollData"] | components["schemas"]["IRiketsTjanstCombatRoundStartSystemRollData"] | components["schemas"]["IRiketsTjanstCombatActSystemRollData"] | components["schemas"]["IRiketsTjanstCombatReactSystemRollData"] | components["schemas"]["IRiketsTjanstCombatEndSystemRollData"];
        /**
         * IRiketsTjanstRollRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        IRiketsTjanstRollRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/roll`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "roll";
            input: components["schemas"]["IRiketsTjanstIrtRollInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["IRiketsTjanstIrtRollOutputShown"];
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
         * IRiketsTjanstAddDiceRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        IRiketsTjanstAddDiceRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/add_dice`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "add_dice";
            input: components["schemas"]["IRiketsTjanstIrtAddDiceInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["IRiketsTjanstIrtAddDiceOutputShown"];
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
         * IRiketsTjanstRollDiceRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        IRiketsTjanstRollDiceRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/roll_dice`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "roll_dice";
            input: components["schemas"]["IRiketsTjanstIrtRollDiceInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["IRiketsTjanstIrtRollDiceOutputShown"];
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
         * IRiketsTjanstDifficultyRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        IRiketsTjanstDifficultyRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/difficulty`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "difficulty";
            input: components["schemas"]["IRiketsTjanstIrtDifficultyInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["IRiketsTjanstIrtDifficultyOutputShown"];
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
         * IRiketsTjanstDerivedStatsRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        IRiketsTjanstDerivedStatsRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/derived_stats`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "derived_stats";
            input: components["schemas"]["IRiketsTjanstIrtDerivedStatsInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["IRiketsTjanstIrtDerivedStatsOutputShown"];
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
         * IRiketsTjanstInitiativeRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        IRiketsTjanstInitiativeRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/initiative`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "initiative";
            input: components["schemas"]["IRiketsTjanstIrtInitiativeInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["IRiketsTjanstIrtInitiativeOutputShown"];
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
         * IRiketsTjanstAttackRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        IRiketsTjanstAttackRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/attack`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "attack";
            input: components["schemas"]["IRiketsTjanstIrtAttackInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["IRiketsTjanstIrtAttackOutputShown"];
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
         * IRiketsTjanstCriticalHitRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        IRiketsTjanstCriticalHitRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/critical_hit`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "critical_hit";
            input: components["schemas"]["IRiketsTjanstIrtCriticalHitInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["IRiketsTjanstIrtCriticalHitOutputShown"];
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
         * IRiketsTjanstApplyDamageRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        IRiketsTjanstApplyDamageRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/apply_damage`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "apply_damage";
            input: components["schemas"]["IRiketsTjanstIrtApplyDamageInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["IRiketsTjanstIrtApplyDamageOutputShown"];
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
         * IRiketsTjanstAddStressRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        IRiketsTjanstAddStressRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/add_stress`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "add_stress";
            input: components["schemas"]["IRiketsTjanstIrtAddStressInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["IRiketsTjanstIrtAddStressOutputShown"];
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
         * IRiketsTjanstSurvivalRollRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        IRiketsTjanstSurvivalRollRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/survival_roll`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "survival_roll";
            input: components["schemas"]["IRiketsTjanstIrtSurvivalRollInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["IRiketsTjanstIrtSurvivalRollOutputShown"];
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
         * IRiketsTjanstStabiliseRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        IRiketsTjanstStabiliseRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/stabilise`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "stabilise";
            input: components["schemas"]["IRiketsTjanstIrtStabiliseInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["IRiketsTjanstIrtStabiliseOutputShown"];
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
         * IRiketsTjanstStopBleedingRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        IRiketsTjanstStopBleedingRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/stop_bleeding`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "stop_bleeding";
            input: components["schemas"]["IRiketsTjanstIrtStopBleedingInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["IRiketsTjanstIrtStopBleedingOutputShown"];
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
         * IRiketsTjanstShockRollRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        IRiketsTjanstShockRollRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/shock_roll`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "shock_roll";
            input: components["schemas"]["IRiketsTjanstIrtShockRollInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["IRiketsTjanstIrtShockRollOutputShown"];
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
         * IRiketsTjanstCombatStartRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        IRiketsTjanstCombatStartRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/combat_start`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_start";
            input: components["schemas"]["IRiketsTjanstIrtCombatStartInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["IRiketsTjanstIrtCombatOutputShown"];
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
         * IRiketsTjanstCombatRoundStartRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        IRiketsTjanstCombatRoundStartRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/combat_round_start`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_round_start";
            input: components["schemas"]["IRiketsTjanstIrtCombatRoundStartInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["IRiketsTjanstIrtCombatOutputShown"];
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
         * IRiketsTjanstCombatActRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        IRiketsTjanstCombatActRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/combat_act`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_act";
            input: components["schemas"]["IRiketsTjanstIrtCombatActInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["IRiketsTjanstIrtCombatOutputShown"];
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
         * IRiketsTjanstCombatReactRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        IRiketsTjanstCombatReactRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/combat_react`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_react";
            input: components["schemas"]["IRiketsTjanstIrtCombatReactInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["IRiketsTjanstIrtCombatOutputShown"];
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
         * IRiketsTjanstCombatEndRollRecord
         * @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``).
         */
        IRiketsTjanstCombatEndRollRecord: {
            /** Session */
            session: string;
            /** Seq */
            seq: number;
            /**
             * @description `POST /v1/systems/i-rikets-tjanst/combat_end`: `input` and `result` are its bodies.
             * @constant
             */
            operation: "combat_end";
            input: components["schemas"]["IRiketsTjanstIrtCombatEndInput"];
            /**
             * Faces
             * @description Every face the roll used, in order.
             */
            faces: number[];
            result: components["schemas"]["IRiketsTjanstIrtCombatOutputShown"];
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
         * IRiketsTjanstRollRecord
         * @description A table roll of a `i-rikets-tjanst` operation, by `operation`.
         */
        IRiketsTjanstRollRecord: components["schemas"]["IRiketsTjanstRollRollRecord"] | components["schemas"]["IRiketsTjanstAddDiceRollRecord"] | components["schemas"]["IRiketsTjanstRollDiceRollRecord"] | components["schemas"]["IRiketsTjanstDifficultyRollRecord"] | components["schemas"]["IRiketsTjanstDerivedStatsRollRecord"] | components["schemas"]["IRiketsTjanstInitiativeRollRecord"] | components["schemas"]["IRiketsTjanstAttackRollRecord"] | components["schemas"]["IRiketsTjanstCriticalHitRollRecord"] | components["schemas"]["IRiketsTjanstApplyDamageRollRecord"] | components["schemas"]["IRiketsTjanstAddStressRollRecord"] | components["schemas"]["IRiketsTjanstSurvivalRollRollRecord"] | components["schemas"]["IRiketsTjanstStabiliseRollRecord"] | components["schemas"]["IRiketsTjanstStopBleedingRollRecord"] | components["schemas"]["IRiketsTjanstShockRollRollRecord"] | components["schemas"]["IRiketsTjanstCombatStartRollRecord"] | components["schemas"]["IRiketsTjanstCombatRoundStartRollRecord"] | components["schemas"]["IRiketsTjanstCombatActRollRecord"] | components["schemas"]["IRiketsTjanstCombatReactRollRecord"] | components["schemas"]["IRiketsTjanstCombatEndRollRecord"];
        /**
         * IRiketsTjanstTableRollResult
         * @description The result of a table roll of a `i-rikets-tjanst` operation.
         */
        IRiketsTjanstTableRollResult: components["schemas"]["IRiketsTjanstIrtRollOutputShown"] | components["schemas"]["IRiketsTjanstIrtAddDiceOutputShown"] | components["schemas"]["IRiketsTjanstIrtRollDiceOutputShown"] | components["schemas"]["IRiketsTjanstIrtDifficultyOutputShown"] | components["schemas"]["IRiketsTjanstIrtDerivedStatsOutputShown"] | components["schemas"]["IRiketsTjanstIrtInitiativeOutputShown"] | components["schemas"]["IRiketsTjanstIrtAttackOutputShown"] | components["schemas"]["IRiketsTjanstIrtCriticalHitOutputShown"] | components["schemas"]["IRiketsTjanstIrtApplyDamageOutputShown"] | components["schemas"]["IRiketsTjanstIrtAddStressOutputShown"] | components["schemas"]["IRiketsTjanstIrtSurvivalRollOutputShown"] | components["schemas"]["IRiketsTjanstIrtStabiliseOutputShown"] | components["schemas"]["IRiketsTjanstIrtStopBleedingOutputShown"] | components["schemas"]["IRiketsTjanstIrtShockRollOutputShown"] | components["schemas"]["IRiketsTjanstIrtCombatOutputShown"];
        TableRollBody: components["schemas"]["NotationTableRollBody"] | components["schemas"]["FimbulvinterTableRollBody"] | components["schemas"]["TerminusAlfaTableRollBody"] | components["schemas"]["ArsMagicaTableRollBody"] | components["schemas"]["IRiketsTjanstTableRollBody"];
        /**
         * @description A table roll of a system operation: `input` and `result` are the bodies of
         *     `POST /v1/systems/{system}/{operation}` for the session's system (documented per operation:
         *     ``app.api.roll_docs``).
         */
        SystemRollData: components["schemas"]["FimbulvinterSystemRollData"] | components["schemas"]["TerminusAlfaSystemRollData"] | components["schemas"]["ArsMagicaSystemRollData"] | components["schemas"]["IRiketsTjanstSystemRollData"];
        /** @description What a table roll's receipt signs (documented per operation: ``app.api.roll_docs``). */
        RollRecord: components["schemas"]["NotationRollRecord"] | components["schemas"]["FimbulvinterRollRecord"] | components["schemas"]["TerminusAlfaRollRecord"] | components["schemas"]["ArsMagicaRollRecord"] | components["schemas"]["IRiketsTjanstRollRecord"];
        /** @description A table roll's result: the response body of `POST /v1/rolls` or of the operation. */
        TableRollResult: components["schemas"]["NotationRollResponseShown"] | components["schemas"]["FimbulvinterTableRollResult"] | components["schemas"]["TerminusAlfaTableRollResult"] | components["schemas"]["ArsMagicaTableRollResult"] | components["schemas"]["IRiketsTjanstTableRollResult"];
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
