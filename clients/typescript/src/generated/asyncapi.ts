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
        /**
         * FimbulvinterFvSubfightInput
         * @description A sub-fight: a first man and his second men, combatants on other sides in no other sub-fight.
         */
        FimbulvinterFvSubfightInput: {
            /**
             * Id
             * @description Default: sf<n>, its place.
             */
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
        /**
         * FimbulvinterFvZoneInput
         * @description A zone (§10.8); only the fields given are kept.
         */
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
         * @description The combatants, the zones they stand in and their sub-fights, checked in that order.
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
            /** Zones */
            zones?: components["schemas"]["FimbulvinterFvZoneInput"][];
            /** Subfights */
            subfights?: components["schemas"]["FimbulvinterFvSubfightInput"][];
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
         * @description The combatants, the zones they stand in and their sub-fights, checked in that order.
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
            /** Zones */
            zones?: components["schemas"]["FimbulvinterFvZoneInput"][];
            /** Subfights */
            subfights?: components["schemas"]["FimbulvinterFvSubfightInput"][];
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
            wounds?: components["schemas"]["ArsMagicaAmWounds"] | null;
            fatigue?: components["schemas"]["ArsMagicaAmFatigue"] | null;
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
            /** Id */
            id: string;
            /** Name */
            name?: string | null;
            /** Side */
            side: string;
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
            wounds?: components["schemas"]["ArsMagicaAmWounds"] | null;
            fatigue?: components["schemas"]["ArsMagicaAmFatigue"] | null;
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
            /** Id */
            id: string;
            /** Name */
            name?: string | null;
            /** Side */
            side: string;
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
        /**
         * ArsMagicaAmCombatStartResult
         * @description The new combat, in phase ``initiative``.
         */
        ArsMagicaAmCombatStartResult: {
            /** Events */
            events: (components["schemas"]["ArsMagicaAmCombatStartedEventShown"] | components["schemas"]["ArsMagicaAmInitiativeEventShown"] | components["schemas"]["ArsMagicaAmInitiativeSkippedEventShown"] | components["schemas"]["ArsMagicaAmOrderFixedEventShown"] | components["schemas"]["ArsMagicaAmEngagementSetEventShown"] | components["schemas"]["ArsMagicaAmDeclarationsLockedEventShown"] | components["schemas"]["ArsMagicaAmActionLostEventShown"] | components["schemas"]["ArsMagicaAmPlainActionEventShown"] | components["schemas"]["ArsMagicaAmAttackVoidEventShown"] | components["schemas"]["ArsMagicaAmAttackEventShown"] | components["schemas"]["ArsMagicaAmRoundEndedEventShown"] | components["schemas"]["ArsMagicaAmCombatEndedEventShown"])[];
        };
        /**
         * ArsMagicaAmCombatInitiativeResult
         * @description Initiative rolled and the order fixed (phase ``declare``).
         */
        ArsMagicaAmCombatInitiativeResult: {
            /** Events */
            events: (components["schemas"]["ArsMagicaAmCombatStartedEventShown"] | components["schemas"]["ArsMagicaAmInitiativeEventShown"] | components["schemas"]["ArsMagicaAmInitiativeSkippedEventShown"] | components["schemas"]["ArsMagicaAmOrderFixedEventShown"] | components["schemas"]["ArsMagicaAmEngagementSetEventShown"] | components["schemas"]["ArsMagicaAmDeclarationsLockedEventShown"] | components["schemas"]["ArsMagicaAmActionLostEventShown"] | components["schemas"]["ArsMagicaAmPlainActionEventShown"] | components["schemas"]["ArsMagicaAmAttackVoidEventShown"] | components["schemas"]["ArsMagicaAmAttackEventShown"] | components["schemas"]["ArsMagicaAmRoundEndedEventShown"] | components["schemas"]["ArsMagicaAmCombatEndedEventShown"])[];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /**
         * ArsMagicaAmCombatDeclareResult
         * @description The declarations locked in (phase ``resolve``), or the combat ended by the GM.
         */
        ArsMagicaAmCombatDeclareResult: {
            /** Events */
            events: (components["schemas"]["ArsMagicaAmCombatStartedEventShown"] | components["schemas"]["ArsMagicaAmInitiativeEventShown"] | components["schemas"]["ArsMagicaAmInitiativeSkippedEventShown"] | components["schemas"]["ArsMagicaAmOrderFixedEventShown"] | components["schemas"]["ArsMagicaAmEngagementSetEventShown"] | components["schemas"]["ArsMagicaAmDeclarationsLockedEventShown"] | components["schemas"]["ArsMagicaAmActionLostEventShown"] | components["schemas"]["ArsMagicaAmPlainActionEventShown"] | components["schemas"]["ArsMagicaAmAttackVoidEventShown"] | components["schemas"]["ArsMagicaAmAttackEventShown"] | components["schemas"]["ArsMagicaAmRoundEndedEventShown"] | components["schemas"]["ArsMagicaAmCombatEndedEventShown"])[];
        };
        /**
         * ArsMagicaAmCombatResolveResult
         * @description The round's actions in order, then the next round or the end.
         */
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
        SystemRollData: components["schemas"]["SystemRollFields"];
        RollRecord: components["schemas"]["RollRecordFields"];
        TableRollResult: {
            [key: string]: unknown;
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
