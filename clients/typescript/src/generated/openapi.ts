// Generated from /openapi.json by scripts/generate.mjs: do not edit.

export interface paths {
    "/v1/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a session; the caller is its GM */
        post: operations["create_session"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{sid}/players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join a session as a player with its join code */
        post: operations["join_session"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{sid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The session as the caller may see it */
        get: operations["get_session"];
        put?: never;
        post?: never;
        /**
         * Erase the session and everything of it (GM); its sockets close with 4404
         * @description Its events, combats, players, tokens and idempotent responses are deleted; afterwards the session is 404. `If-Match` applies; an `Idempotency-Key` is not kept (nothing of the session is).
         */
        delete: operations["delete_session"];
        options?: never;
        head?: never;
        /** Rename the session or change its settings (GM); settings left out keep their value */
        patch: operations["update_session"];
        trace?: never;
    };
    "/v1/sessions/{sid}/rolls/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The odds of a table roll before making it: nothing is logged or broadcast */
        post: operations["table_roll_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{sid}/rolls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Roll at the table: logged and broadcast */
        post: operations["roll_at_table"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{sid}/combat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a combat (GM): the system's combat_start input; combatants may name a `controller` */
        post: operations["start_combat"];
        /** End the combat (GM) */
        delete: operations["end_combat"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{sid}/combat/declarations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declare one combatant's part of the current phase (the GM, or the player controlling it) */
        post: operations["declare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{sid}/combat/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resolve the current phase now (GM), optionally with forced dice */
        post: operations["resolve_phase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{sid}/players/{pid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Leave the session (that player) or remove a player (GM): event `player_left`
         * @description The player's token stops working and their sockets close with 4403; the combatants they controlled pass to the GM.
         */
        delete: operations["remove_player"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{sid}/players/{pid}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new token for a player (GM, or that player); sockets on the old one close with 4401 */
        post: operations["rotate_player_token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{sid}/gm_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new GM token (GM); sockets on the old one close with 4401 */
        post: operations["rotate_gm_token"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{sid}/join_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new join code (GM); the old one admits nobody */
        post: operations["rotate_join_code"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{sid}/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session (GM): it becomes read-only; event `session_ended`
         * @description Later writes and joins are 409; reads, the event log and sockets go on; erasing is allowed.
         */
        post: operations["end_session"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{sid}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The session's events after a seq, oldest first, each filtered for the caller
         * @description At most `limit` events, fewer once the page holds 4 MiB of JSON: ask again with `after` set to the last `seq` received.
         */
        get: operations["list_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{sid}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The session's webhooks and their status (GM) */
        get: operations["list_webhooks"];
        put?: never;
        /** Send the session's events, as a player sees them, to a URL (GM) */
        post: operations["create_webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sessions/{sid}/webhooks/{webhook_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop sending events to a webhook (GM) */
        delete: operations["delete_webhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Is the server ready: are the store and the broadcaster reachable? */
        get: operations["get_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Is the process serving requests at all? (It asks nothing of the store or the broadcaster.) */
        get: operations["get_liveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The server's receipt-signing public key (a JSON Web Key Set)
         * @description A receipt is `{jws, record}`: a compact JWS (RFC 7515, `alg` EdDSA, `kid` in its protected header) whose payload is the record's JSON bytes; any JOSE library verifies it against this key set.
         */
        get: operations["get_keys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every rule system and its operations */
        get: operations["list_systems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/{system_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A system's catalogue (skills, weapons, tables...) as in its spec */
        get: operations["get_catalogue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/{system_id}/combat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A system's combat protocol: its phases, who declares what (as JSON Schema), when each resolves
         * @description The server validates declarations with exactly these schemas; a client can be written from this alone. Every schema carries `examples`.
         */
        get: operations["get_combat_protocol"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integrations/discord/interactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Discord interactions (slash commands); enabled by DISCORD_PUBLIC_KEY */
        post: operations["discord_interaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Metrics for Prometheus
         * @description Requests by route template and status with latency histograms, open sockets, events appended and delivered, delivery lag, store latency, broadcaster reconnects and rate-limit refusals; with several workers, every worker's.
         */
        get: operations["get_metrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rolls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Roll generic dice notation
         * @description Generic dice notation for bots and virtual tabletops, with the grammar and the results of Avrae's d20
         *     1.1: `NdS` (`d6` is `1d6`; `d%` is d20's percentile die, faces 0, 10, ..., 90); keep and drop
         *     `kh`/`kl`/`ph`/`pl` (and `k`/`p` with any selector); rerolls `rr` (until none is selected), `ro` (once),
         *     `ra` (reroll and add); explode `e`; minimum and maximum `mi`/`ma`; selectors `h`/`l` (the N highest or
         *     lowest), `<`/`>` (below or above N) or a literal face; sets `(1d6, 3)kh1` with any number of operations;
         *     an operation on a parenthesised group acts inside it (`(4d6)kh1` keeps the highest die);
         *     `+ - * / // %`, comparisons and signs; `[annotations]`. Text after a complete expression is a
         *     `comment` (`1d20+5 to hit`). The `total` is d20's: an integer, `/` truncated toward zero at the end.
         *
         *     Forced `dice` are consumed in the order rolled: all dice of a term first, then rerolls and explosions
         *     as its operations run, round by round, dice in the order of their position. Limits, each a 422 naming
         *     it: at most 1,000 characters, nesting at most 50 levels, die size 1 to 10,000, at most 1,000 dice rolled
         *     in one expression (rerolls and explosions counted; `rr` with `h`/`l` never stops, so it is refused at
         *     once). Totals beyond ±2**53, and fractions that overflow, are refused too. Every expression within the
         *     limits costs at most a few milliseconds; the breakdown is at most 2,000 characters.
         */
        post: operations["roll_dice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rolls/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of roll: every outcome's exact probability before rolling
         * @description The same input as `roll`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["roll_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/roll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plain roll (quality roll)
         * @description ``roll``: a bare roll with no target number (a quality roll, kvalitetsslag).
         *
         *     Decisions applied:
         *     - Decision: Open-ended rolls are the default; a 9 explodes again and again (explosions chain).
         *     - Decision: A block cancels all pushes; pushes and blocks each stack, one die per source.
         *     - Decision: A roll may carry any number of distinct activated traits, +3 each; their cost is not tracked.
         *     - Decision: Hero-weapon effects enter rolls as pushes, blocks or modifiers, as the GM defines them.
         *
         *     Dice order: one roll: its pool faces in order, then its explosion faces (§2.1).
         */
        post: operations["fimbulvinter_roll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/roll/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of roll: every outcome's exact probability before rolling
         * @description The same input as `roll`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["fimbulvinter_roll_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Difficulty check
         * @description ``check``: a roll against a difficulty (svårighetsslag).
         *
         *     Decisions applied:
         *     - Decision: Open-ended rolls are the default; a 9 explodes again and again (explosions chain).
         *     - Decision: A block cancels all pushes; pushes and blocks each stack, one die per source.
         *     - Decision: A roll may carry any number of distinct activated traits, +3 each; their cost is not tracked.
         *     - Decision: Hero-weapon effects enter rolls as pushes, blocks or modifiers, as the GM defines them.
         *
         *     Dice order: one roll: its pool faces in order, then its explosion faces (§2.1).
         */
        post: operations["fimbulvinter_check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/check/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of check: every outcome's exact probability before rolling
         * @description The same input as `check`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["fimbulvinter_check_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/opposed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opposed roll
         * @description ``opposed``: the initiator's roll against the resister's total (motsatt slag).
         *
         *     Decisions applied:
         *     - Decision: Open-ended rolls are the default; a 9 explodes again and again (explosions chain).
         *     - Decision: A block cancels all pushes; pushes and blocks each stack, one die per source.
         *     - Decision: A roll may carry any number of distinct activated traits, +3 each; their cost is not tracked.
         *     - Decision: Hero-weapon effects enter rolls as pushes, blocks or modifiers, as the GM defines them.
         *     - Decision: An opposed roll is the initiator's roll checked against the resister's total; the resister's first-die 0 only zeroes them when they lose with a strictly lower total.
         *
         *     Dice order: the initiator's roll in full (pool, then explosions), then the resister's roll in full.
         */
        post: operations["fimbulvinter_opposed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/opposed/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of opposed: every outcome's exact probability before rolling
         * @description The same input as `opposed`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["fimbulvinter_opposed_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/contest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Several contestants roll for one prize
         * @description ``contest``: several people roll for one prize; tied leaders roll again.
         *
         *     Decisions applied:
         *     - Decision: Open-ended rolls are the default; a 9 explodes again and again (explosions chain).
         *     - Decision: A block cancels all pushes; pushes and blocks each stack, one die per source.
         *     - Decision: A roll may carry any number of distinct activated traits, +3 each; their cost is not tracked.
         *     - Decision: Hero-weapon effects enter rolls as pushes, blocks or modifiers, as the GM defines them.
         *     - Decision: Several contestants (or two with no initiator) roll off: the highest (non-zero first die, total) wins and tied leaders roll again.
         *
         *     Dice order: each contestant's roll in full, in list order; after a tie, the tied leaders roll again, in order.
         */
        post: operations["fimbulvinter_contest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/contest/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of contest: every outcome's exact probability before rolling
         * @description The same input as `contest`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["fimbulvinter_contest_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/compound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Compound action of 3–5 steps
         * @description ``compound``: 3–5 checks whose number of successes gives a quality (sammansatt handling).
         *
         *     Decisions applied:
         *     - Decision: Open-ended rolls are the default; a 9 explodes again and again (explosions chain).
         *     - Decision: A block cancels all pushes; pushes and blocks each stack, one die per source.
         *     - Decision: A roll may carry any number of distinct activated traits, +3 each; their cost is not tracked.
         *     - Decision: Hero-weapon effects enter rolls as pushes, blocks or modifiers, as the GM defines them.
         *     - Decision: A compound step that succeeds with a complication counts as a success.
         *
         *     Dice order: step 1's roll in full, then step 2's, and so on.
         */
        post: operations["fimbulvinter_compound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/compound/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of compound: every outcome's exact probability before rolling
         * @description The same input as `compound`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["fimbulvinter_compound_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/validate_character": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate a character sheet
         * @description ``validate_character``: every creation rule of §6.2 in order, and the values they compute.
         *
         *     Decisions applied:
         *     - Decision: The clan lore is a skill; Status, lore, occupation, upbringing and clanless skills are ten different skills.
         *     - Decision: Final creation attributes must lie in -2..+2; the -4..+4 scale bounds the intermediate raises.
         *     - Decision: The extra sub-discipline of refinement restates one per even value; runes are free-named and shared by the five rune skills.
         *     - Decision: Equipment uses Status after refinement; Ritt is the skill Rida; a clanless character takes no clan-reputation trait.
         */
        post: operations["fimbulvinter_validate_character"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/recover_daze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recover daze (rest, trait, end of combat)
         * @description ``recover_daze``: rest in combat (−1), a trait activation (−3) or the end of a combat (to wounds).
         *
         *     Decisions applied:
         *     - Decision: A roll may carry any number of distinct activated traits, +3 each; their cost is not tracked.
         */
        post: operations["fimbulvinter_recover_daze"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/trait_story_step": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One stage of a trait story
         * @description ``trait_story_step``: one more stage of a trait story; the last one earns improvement points.
         *
         *     Decisions applied:
         */
        post: operations["fimbulvinter_trait_story_step"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/conflict_start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a social conflict
         * @description ``conflict_start``: a new conflict, no exchange won yet.
         *
         *     Decisions applied:
         *     - Decision: The conflict's initiator initiates every exchange and wins ties; scope is 1..5.
         */
        post: operations["fimbulvinter_conflict_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/conflict_exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One exchange of a social conflict
         * @description ``conflict_exchange``: one opposed roll; the conflict's initiator initiates every exchange.
         *
         *     Decisions applied:
         *     - Decision: Open-ended rolls are the default; a 9 explodes again and again (explosions chain).
         *     - Decision: A block cancels all pushes; pushes and blocks each stack, one die per source.
         *     - Decision: A roll may carry any number of distinct activated traits, +3 each; their cost is not tracked.
         *     - Decision: Hero-weapon effects enter rolls as pushes, blocks or modifiers, as the GM defines them.
         *     - Decision: An opposed roll is the initiator's roll checked against the resister's total; the resister's first-die 0 only zeroes them when they lose with a strictly lower total.
         *     - Decision: The conflict's initiator initiates every exchange and wins ties; scope is 1..5.
         *
         *     Dice order: the initiator's roll in full, then the resister's.
         */
        post: operations["fimbulvinter_conflict_exchange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/conflict_exchange/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of conflict_exchange: every outcome's exact probability before rolling
         * @description The same input as `conflict_exchange`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["fimbulvinter_conflict_exchange_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/conflict_loser_choice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The loser accepts, escalates or withdraws
         * @description ``conflict_loser_choice``: accept, escalate (one consequence) or withdraw (two consequences).
         *
         *     Decisions applied:
         *     - Decision: Tillstånd, hållhake and konsekvens are one object; escalation raises the level one step (hostile stays hostile) and resets the wins; the value uses the level of the lost round.
         */
        post: operations["fimbulvinter_conflict_loser_choice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/consequence_spend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Spend a consequence
         * @description ``consequence_spend``: a −3 penalty for the holder, or the winner turns points into fatigue or
         *         damage potential (skadepotential).
         *
         *     Decisions applied:
         *     - Decision: Tillstånd, hållhake and konsekvens are one object; escalation raises the level one step (hostile stays hostile) and resets the wins; the value uses the level of the lost round.
         *     - Decision: Fatigue (utmattning) is a counter with no defined effect.
         *     - Decision: Consequence damage uses shock = the damage potential and no armour.
         */
        post: operations["fimbulvinter_consequence_spend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/attack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One attack against one defence
         * @description ``attack``: one attack roll against one defence roll, or a gamble (chansa).
         *
         *     Decisions applied:
         *     - Decision: Open-ended rolls are the default; a 9 explodes again and again (explosions chain).
         *     - Decision: A block cancels all pushes; pushes and blocks each stack, one die per source.
         *     - Decision: A roll may carry any number of distinct activated traits, +3 each; their cost is not tracked.
         *     - Decision: Hero-weapon effects enter rolls as pushes, blocks or modifiers, as the GM defines them.
         *     - Decision: Each item carrying a property gives its own push or block (no cap).
         *     - Decision: An opposed roll is the initiator's roll checked against the resister's total; the resister's first-die 0 only zeroes them when they lose with a strictly lower total.
         *     - Decision: Ranged weapons have no length and count as free inside a sub-fight.
         *     - Decision: 'No weapons are used' means the target is unarmed too, without a shield.
         *     - Decision: The defence bonus is the best of weapon and shield; bonuses do not stack (weapon on a tie).
         *     - Decision: The defender gains an action point when the attack roll is zeroed.
         *     - Decision: A gamble (chansa) rolls no die: it counts as a 0, can be zeroed, and counts as not rolling for the Rest action.
         *
         *     Dice order: the attack roll in full, then the defence roll (no faces for a gamble).
         */
        post: operations["fimbulvinter_attack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/attack/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of attack: every outcome's exact probability before rolling
         * @description The same input as `attack`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["fimbulvinter_attack_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/damage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Damage roll against toughness roll
         * @description ``damage``: the damage roll (skadegrund + daze) against the toughness roll (attribute + skydd + 5).
         *
         *     Decisions applied:
         *     - Decision: Open-ended rolls are the default; a 9 explodes again and again (explosions chain).
         *     - Decision: A block cancels all pushes; pushes and blocks each stack, one die per source.
         *     - Decision: A roll may carry any number of distinct activated traits, +3 each; their cost is not tracked.
         *     - Decision: Hero-weapon effects enter rolls as pushes, blocks or modifiers, as the GM defines them.
         *     - Decision: The zeroed defence's '+5 damage potential' and 'toughness without +5' are one rule, applied once as the missing +5 on toughness.
         *     - Decision: Vilja is Själ (soul): toughness uses the higher of power and soul (power on a tie) unless named.
         *     - Decision: The critical-wound daze has a floor of 1; margins of 20 or more have no extra effect.
         *     - Decision: Medicin is the skill Läkekonst.
         *     - Decision: Consequence damage uses shock = the damage potential and no armour.
         *
         *     Dice order: the damage roll in full, then the toughness roll in full.
         */
        post: operations["fimbulvinter_damage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/damage/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of damage: every outcome's exact probability before rolling
         * @description The same input as `damage`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["fimbulvinter_damage_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/zone_move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move between zones
         * @description ``zone_move``: each zone past the first blocks once, and so does each heavy (tung) item.
         *
         *     Decisions applied:
         *     - Decision: Open-ended rolls are the default; a 9 explodes again and again (explosions chain).
         *     - Decision: A block cancels all pushes; pushes and blocks each stack, one die per source.
         *     - Decision: A roll may carry any number of distinct activated traits, +3 each; their cost is not tracked.
         *     - Decision: Hero-weapon effects enter rolls as pushes, blocks or modifiers, as the GM defines them.
         *     - Decision: Each item carrying a property gives its own push or block (no cap).
         *     - Decision: An opposed roll is the initiator's roll checked against the resister's total; the resister's first-die 0 only zeroes them when they lose with a strictly lower total.
         *     - Decision: A failed move or leave leaves the combatant in place; an action cancelled by a failed balance check has no effect but the override's +2 daze and trait daze reduction.
         *     - Decision: A zone move costs no action points; switching weapons is not a modelled action.
         *
         *     Dice order: the mover's roll in full, then the opponent's roll in full.
         */
        post: operations["fimbulvinter_zone_move"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/zone_move/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of zone_move: every outcome's exact probability before rolling
         * @description The same input as `zone_move`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["fimbulvinter_zone_move_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/balance_check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act in a balance-challenge zone
         * @description ``balance_check``: may the combatant act in a balance-challenge zone, and do they fall?
         *
         *     Decisions applied:
         *     - Decision: Open-ended rolls are the default; a 9 explodes again and again (explosions chain).
         *     - Decision: A block cancels all pushes; pushes and blocks each stack, one die per source.
         *     - Decision: A roll may carry any number of distinct activated traits, +3 each; their cost is not tracked.
         *     - Decision: Hero-weapon effects enter rolls as pushes, blocks or modifiers, as the GM defines them.
         *
         *     Dice order: one roll: its pool faces in order, then its explosion faces (§2.1).
         */
        post: operations["fimbulvinter_balance_check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/balance_check/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of balance_check: every outcome's exact probability before rolling
         * @description The same input as `balance_check`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["fimbulvinter_balance_check_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/combat_start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a combat
         * @description ``combat_start``: a new combat in round 1, phase distance, the first sub-fight active.
         *
         *     Decisions applied:
         *     - Decision: Open-ended rolls are the default; a 9 explodes again and again (explosions chain).
         *     - Decision: A block cancels all pushes; pushes and blocks each stack, one die per source.
         *     - Decision: A roll may carry any number of distinct activated traits, +3 each; their cost is not tracked.
         *     - Decision: Hero-weapon effects enter rolls as pushes, blocks or modifiers, as the GM defines them.
         *     - Decision: Without a named attribute, a roll uses the higher of the skill's attributes (the first listed on a tie).
         *     - Decision: Weapons map to a default skill (clubs and hammers: Yxkamp; dagger, knife, unarmed and improvised: Slagsmål); any action may name another.
         *     - Decision: Each item carrying a property gives its own push or block (no cap).
         *     - Decision: Several contestants (or two with no initiator) roll off: the highest (non-zero first die, total) wins and tied leaders roll again.
         *     - Decision: Ranged weapons have no length and count as free inside a sub-fight.
         *     - Decision: The damage effect marks the first unmarked attribute of the combatant's damage_effect_priority; a healed wound removes the last-marked effect.
         *
         *     Dice order: the Stridsvana contests of the sub-fights' first-round setup, in sub-fight order.
         */
        post: operations["fimbulvinter_combat_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/combat_start/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of combat_start: every outcome's exact probability before rolling
         * @description The same input as `combat_start`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["fimbulvinter_combat_start_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/combat_distance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Phase 1: distance
         * @description ``combat_distance``: advance (−1), hold or retreat (+1) per pair; the advantage holder decides a
         *         disagreement, else an opposed Manövrer roll.
         *
         *     Decisions applied:
         *     - Decision: Open-ended rolls are the default; a 9 explodes again and again (explosions chain).
         *     - Decision: A block cancels all pushes; pushes and blocks each stack, one die per source.
         *     - Decision: A roll may carry any number of distinct activated traits, +3 each; their cost is not tracked.
         *     - Decision: Hero-weapon effects enter rolls as pushes, blocks or modifiers, as the GM defines them.
         *     - Decision: Without a named attribute, a roll uses the higher of the skill's attributes (the first listed on a tie).
         *     - Decision: Weapons map to a default skill (clubs and hammers: Yxkamp; dagger, knife, unarmed and improvised: Slagsmål); any action may name another.
         *     - Decision: Each item carrying a property gives its own push or block (no cap).
         *     - Decision: An opposed roll is the initiator's roll checked against the resister's total; the resister's first-die 0 only zeroes them when they lose with a strictly lower total.
         *     - Decision: The first man initiates distance rolls; a pair's distance changes by at most one step per move.
         *     - Decision: A knocked-out defender without override is forced to gamble; a knocked-out or dead advantage holder does not count as holding advantage in the distance phase.
         *
         *     Dice order: for each second man in list order whose pair disagrees and neither holds advantage nor is out: an opposed Manövrer pair, the first man's roll then the second man's.
         */
        post: operations["fimbulvinter_combat_distance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/combat_distance/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of combat_distance: every outcome's exact probability before rolling
         * @description The same input as `combat_distance`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["fimbulvinter_combat_distance_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/combat_advantage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Phase 2: advantage
         * @description ``combat_advantage``: re-determined only after a distance change, damage to the holder, or a holder
         *         who can no longer hold it; optimal distance first, then too short, else nobody.
         *
         *     Decisions applied:
         *     - Decision: Open-ended rolls are the default; a 9 explodes again and again (explosions chain).
         *     - Decision: A block cancels all pushes; pushes and blocks each stack, one die per source.
         *     - Decision: A roll may carry any number of distinct activated traits, +3 each; their cost is not tracked.
         *     - Decision: Hero-weapon effects enter rolls as pushes, blocks or modifiers, as the GM defines them.
         *     - Decision: Without a named attribute, a roll uses the higher of the skill's attributes (the first listed on a tie).
         *     - Decision: Weapons map to a default skill (clubs and hammers: Yxkamp; dagger, knife, unarmed and improvised: Slagsmål); any action may name another.
         *     - Decision: Each item carrying a property gives its own push or block (no cap).
         *     - Decision: Several contestants (or two with no initiator) roll off: the highest (non-zero first die, total) wins and tied leaders roll again.
         *     - Decision: Ranged weapons have no length and count as free inside a sub-fight.
         *     - Decision: Advantage is re-determined after any damage to the holder (a scratch too) and any distance change; a first man's category is his best over all his pairs.
         *
         *     Dice order: the Stridsvana contest, when advantage is re-determined and several participants tie (rounds as in contest: each round's contestants in order).
         */
        post: operations["fimbulvinter_combat_advantage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/combat_advantage/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of combat_advantage: every outcome's exact probability before rolling
         * @description The same input as `combat_advantage`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["fimbulvinter_combat_advantage_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/combat_actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Phase 3: action declarations
         * @description ``combat_actions``: the advantage holder may attack, rest, storm, leave or move; the others attack
         *         (counter), rest, leave or move; third men shoot, strike or move.
         *
         *     Decisions applied:
         *     - Decision: Ranged weapons have no length and count as free inside a sub-fight.
         *     - Decision: Third men act in every round of the active sub-fight; a third man's melee attack draws in exactly the attacker and the target (a joining second man starts at his own weapon's length).
         *     - Decision: A missing sight line is free, or limited when either zone has limited_sight; the more restrictive of two declared lines counts.
         *     - Decision: A zone move costs no action points; switching weapons is not a modelled action.
         *     - Decision: A knocked-out defender without override is forced to gamble; a knocked-out or dead advantage holder does not count as holding advantage in the distance phase.
         */
        post: operations["fimbulvinter_combat_actions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/combat_defences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Phase 4: defence declarations
         * @description ``combat_defences``: defend or gamble against each attack; anything missing defends.
         *
         *     Decisions applied:
         *     - Decision: Weapons map to a default skill (clubs and hammers: Yxkamp; dagger, knife, unarmed and improvised: Slagsmål); any action may name another.
         *     - Decision: The defence bonus is the best of weapon and shield; bonuses do not stack (weapon on a tie).
         *     - Decision: A gamble (chansa) rolls no die: it counts as a 0, can be zeroed, and counts as not rolling for the Rest action.
         *     - Decision: A knocked-out defender without override is forced to gamble; a knocked-out or dead advantage holder does not count as holding advantage in the distance phase.
         */
        post: operations["fimbulvinter_combat_defences"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/combat_resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Phase 5: resolution
         * @description ``combat_resolve``: balance checks, action and defence rolls, damage rolls, then bookkeeping.
         *
         *     Decisions applied:
         *     - Decision: Open-ended rolls are the default; a 9 explodes again and again (explosions chain).
         *     - Decision: A block cancels all pushes; pushes and blocks each stack, one die per source.
         *     - Decision: A roll may carry any number of distinct activated traits, +3 each; their cost is not tracked.
         *     - Decision: Hero-weapon effects enter rolls as pushes, blocks or modifiers, as the GM defines them.
         *     - Decision: Without a named attribute, a roll uses the higher of the skill's attributes (the first listed on a tie).
         *     - Decision: Weapons map to a default skill (clubs and hammers: Yxkamp; dagger, knife, unarmed and improvised: Slagsmål); any action may name another.
         *     - Decision: Each item carrying a property gives its own push or block (no cap).
         *     - Decision: An opposed roll is the initiator's roll checked against the resister's total; the resister's first-die 0 only zeroes them when they lose with a strictly lower total.
         *     - Decision: Several contestants (or two with no initiator) roll off: the highest (non-zero first die, total) wins and tied leaders roll again.
         *     - Decision: Ranged weapons have no length and count as free inside a sub-fight.
         *     - Decision: 'No weapons are used' means the target is unarmed too, without a shield.
         *     - Decision: The defence bonus is the best of weapon and shield; bonuses do not stack (weapon on a tie).
         *     - Decision: The defender gains an action point when the attack roll is zeroed.
         *     - Decision: A gamble (chansa) rolls no die: it counts as a 0, can be zeroed, and counts as not rolling for the Rest action.
         *     - Decision: The zeroed defence's '+5 damage potential' and 'toughness without +5' are one rule, applied once as the missing +5 on toughness.
         *     - Decision: Vilja is Själ (soul): toughness uses the higher of power and soul (power on a tie) unless named.
         *     - Decision: The critical-wound daze has a floor of 1; margins of 20 or more have no extra effect.
         *     - Decision: Medicin is the skill Läkekonst.
         *     - Decision: The damage effect marks the first unmarked attribute of the combatant's damage_effect_priority; a healed wound removes the last-marked effect.
         *     - Decision: A knocked-out defender without override is forced to gamble; a knocked-out or dead advantage holder does not count as holding advantage in the distance phase.
         *     - Decision: Advantage is re-determined after any damage to the holder (a scratch too) and any distance change; a first man's category is his best over all his pairs.
         *     - Decision: Third men act in every round of the active sub-fight; a third man's melee attack draws in exactly the attacker and the target (a joining second man starts at his own weapon's length).
         *     - Decision: A failed move or leave leaves the combatant in place; an action cancelled by a failed balance check has no effect but the override's +2 daze and trait daze reduction.
         *     - Decision: The combat ends when at most one side has a combatant neither knocked out nor dead.
         *
         *     Dice order: balance rolls (turn order) → for each actor in turn order, their action roll, then, for an attack, the defence roll → damage and toughness pairs in turn order → setup contests for new sub-fights.
         */
        post: operations["fimbulvinter_combat_resolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/combat_resolve/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of combat_resolve: every outcome's exact probability before rolling
         * @description The same input as `combat_resolve`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["fimbulvinter_combat_resolve_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/combat_gain_ground": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Phase 6: gaining ground
         * @description ``combat_gain_ground``: give_ground (+1 step) or follow (default); cornered: press (−1) or stand
         *         (default). Then the round ends.
         *
         *     Decisions applied:
         *     - Decision: The first man initiates distance rolls; a pair's distance changes by at most one step per move.
         *     - Decision: Advantage is re-determined after any damage to the holder (a scratch too) and any distance change; a first man's category is his best over all his pairs.
         *     - Decision: A zone move costs no action points; switching weapons is not a modelled action.
         */
        post: operations["fimbulvinter_combat_gain_ground"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/combat_switch_subfight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch the sub-fight being played
         * @description ``combat_switch_subfight``: between rounds (phase distance), play another sub-fight.
         *
         *     Decisions applied:
         *     - Decision: Third men act in every round of the active sub-fight; a third man's melee attack draws in exactly the attacker and the target (a joining second man starts at his own weapon's length).
         */
        post: operations["fimbulvinter_combat_switch_subfight"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/combat_end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the combat
         * @description ``combat_end``: the GM ends the combat in any phase; daze drops to the number of wounds.
         *
         *     Decisions applied:
         *     - Decision: The combat ends when at most one side has a combatant neither knocked out nor dead.
         */
        post: operations["fimbulvinter_combat_end"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/treat_critical_wound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Treat a critical wound within the hour
         * @description ``treat_critical_wound``: a Challenging (9) Läkekonst roll within the hour, or death.
         *
         *     Decisions applied:
         *     - Decision: Open-ended rolls are the default; a 9 explodes again and again (explosions chain).
         *     - Decision: A block cancels all pushes; pushes and blocks each stack, one die per source.
         *     - Decision: A roll may carry any number of distinct activated traits, +3 each; their cost is not tracked.
         *     - Decision: Hero-weapon effects enter rolls as pushes, blocks or modifiers, as the GM defines them.
         *     - Decision: Medicin is the skill Läkekonst.
         *
         *     Dice order: the Läkekonst roll in full (pool, then explosions); none when not treated within the hour.
         */
        post: operations["fimbulvinter_treat_critical_wound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/treat_critical_wound/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of treat_critical_wound: every outcome's exact probability before rolling
         * @description The same input as `treat_critical_wound`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["fimbulvinter_treat_critical_wound_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/treat_light_wound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Treat a light wound
         * @description ``treat_light_wound``: one Hard (12) Läkekonst roll per wound per day.
         *
         *     Decisions applied:
         *     - Decision: Open-ended rolls are the default; a 9 explodes again and again (explosions chain).
         *     - Decision: A block cancels all pushes; pushes and blocks each stack, one die per source.
         *     - Decision: A roll may carry any number of distinct activated traits, +3 each; their cost is not tracked.
         *     - Decision: Hero-weapon effects enter rolls as pushes, blocks or modifiers, as the GM defines them.
         *     - Decision: A week is 7 days, a month 30 days; one rest period per day by default.
         *
         *     Dice order: one roll: its pool faces in order, then its explosion faces (§2.1).
         */
        post: operations["fimbulvinter_treat_light_wound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/treat_light_wound/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of treat_light_wound: every outcome's exact probability before rolling
         * @description The same input as `treat_light_wound`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["fimbulvinter_treat_light_wound_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/treat_serious_wound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Treat a serious wound (compound action)
         * @description ``treat_serious_wound``: a 3-step compound action of Läkekonst, Leta and Vetenskap.
         *
         *     Decisions applied:
         *     - Decision: Open-ended rolls are the default; a 9 explodes again and again (explosions chain).
         *     - Decision: A block cancels all pushes; pushes and blocks each stack, one die per source.
         *     - Decision: A roll may carry any number of distinct activated traits, +3 each; their cost is not tracked.
         *     - Decision: Hero-weapon effects enter rolls as pushes, blocks or modifiers, as the GM defines them.
         *     - Decision: A compound step that succeeds with a complication counts as a success.
         *     - Decision: Konvalescent −3 is a consequence of value 3, spent like a social consequence.
         *
         *     Dice order: the Läkekonst, Leta and Vetenskap rolls, each in full, in that order.
         */
        post: operations["fimbulvinter_treat_serious_wound"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/treat_serious_wound/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of treat_serious_wound: every outcome's exact probability before rolling
         * @description The same input as `treat_serious_wound`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["fimbulvinter_treat_serious_wound_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/fimbulvinter/advance_time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Let time pass: wounds heal
         * @description ``advance_time``: wounds age and heal (a week for light, a month for serious), each healed wound
         *         removes the last damage effect, and a timed knock-out runs down.
         *
         *     Decisions applied:
         *     - Decision: A week is 7 days, a month 30 days; one rest period per day by default.
         *     - Decision: The damage effect marks the first unmarked attribute of the combatant's damage_effect_priority; a healed wound removes the last-marked effect.
         */
        post: operations["fimbulvinter_advance_time"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/terminus-alfa/roll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plain roll (RUL): two dice with double, effect, terminus and fumble detection
         * @description One RUL: two dice summed plus `modifier`. Only the first pair decides double, effect roll (EFFEKTRUL), terminus roll (TERMINUSRUL) and fumble; a terminus roll is open-ended (two more dice, again while they are a terminus double, at most `terminus_max_chain` extra pairs); a fumble's total is 0 when `fumble_zeroes`.
         *
         *     Forced `dice`: faces 1…die_sides, taken in the documented order; errors `dice: face out of range`, `dice: needed more faces`, `dice: faces left over`. `breakdown` is informative only.
         *
         *     Decisions applied:
         *     - Decision 1: dice are 2d6, and a roll is their sum.
         *     - Decision 2: EFFEKTRUL = any double except Db1.
         *     - Decision 3: TERMINUSRUL = Db6 and is open-ended (reroll two dice and add, chained, cap 10).
         *     - Decision 4: a fumble (Db1) zeroes the total of any roll, and a fumbled character roll or GM attack fails.
         *     - Decision 5: only the first pair of a chained roll sets the double/effect/terminus/fumble flags.
         *
         *     Dice order: RUL(modifier): two faces, and two more per terminus extra pair.
         */
        post: operations["terminus_alfa_roll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/terminus-alfa/roll/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of roll: every outcome's exact probability before rolling
         * @description The same input as `roll`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["terminus_alfa_roll_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/terminus-alfa/grade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Determine a grade (GRAD): fixed, or a master grade rolled by the GM
         * @description `{fixed}`: FASTGRAD, no dice. `{level}`: MESTERGRAD, the GM's RUL(ladder bonus) — a GM Db1 gives 0, a GM Db6 explodes; `impossible` (UMULIGT) means no roll is allowed (`value: null`).
         *
         *     Forced `dice`: faces 1…die_sides, taken in the documented order; errors `dice: face out of range`, `dice: needed more faces`, `dice: faces left over`. `breakdown` is informative only.
         *
         *     Decisions applied:
         *     - Decision 1: dice are 2d6, and a roll is their sum.
         *     - Decision 2: EFFEKTRUL = any double except Db1.
         *     - Decision 3: TERMINUSRUL = Db6 and is open-ended (reroll two dice and add, chained, cap 10).
         *     - Decision 4: a fumble (Db1) zeroes the total of any roll, and a fumbled character roll or GM attack fails.
         *     - Decision 5: only the first pair of a chained roll sets the double/effect/terminus/fumble flags.
         */
        post: operations["terminus_alfa_grade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/terminus-alfa/grade/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of grade: every outcome's exact probability before rolling
         * @description The same input as `grade`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["terminus_alfa_grade_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/terminus-alfa/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ability roll (RUL:EVNE) against a grade
         * @description RUL(ability + modifier) against the grade; reaching it exactly succeeds, a fumble fails. An impossible grade allows no roll: `allowed: false` and no dice.
         *
         *     Forced `dice`: faces 1…die_sides, taken in the documented order; errors `dice: face out of range`, `dice: needed more faces`, `dice: faces left over`. `breakdown` is informative only.
         *
         *     Decisions applied:
         *     - Decision 1: dice are 2d6, and a roll is their sum.
         *     - Decision 2: EFFEKTRUL = any double except Db1.
         *     - Decision 3: TERMINUSRUL = Db6 and is open-ended (reroll two dice and add, chained, cap 10).
         *     - Decision 4: a fumble (Db1) zeroes the total of any roll, and a fumbled character roll or GM attack fails.
         *     - Decision 5: only the first pair of a chained roll sets the double/effect/terminus/fumble flags.
         *     - Decision 6: reaching a grade or defence exactly succeeds.
         *
         *     Dice order: the character's roll (with its terminus extras), then the GM's master-grade roll.
         */
        post: operations["terminus_alfa_check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/terminus-alfa/check/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of check: every outcome's exact probability before rolling
         * @description The same input as `check`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["terminus_alfa_check_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/terminus-alfa/capture_target": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Who is captured (FANGER) by a capture aimed at no one in particular
         * @description The character lowest in the ability is caught (a missing ability counts 0); ties go to the lowest power (KRAFT), endurance (UDHOLDENHED), levned (LEVNED), then list order. `decided_by` names the first criterion that singled the character out.
         *
         *     This operation never rolls: `dice` must be missing or empty, anything else is `dice: faces left over`.
         *
         *     Decisions applied:
         *     - Decision 25: the capture victim (for an "all" capture) is the character lowest in the ability.
         */
        post: operations["terminus_alfa_capture_target"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/terminus-alfa/combat_start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a combat: the first state (round 1, phase conditions)
         * @description Validates the setup (ids unique across characters, opponents and vehicles; species; kamp or skyde; vehicles; fortification; leader; round effects; vehicle marks) and returns the state. Characters with `in_combat: false` take no part at all. Round effects must be harmful. A fortification `{kind}` takes its endurance from the catalogue unless `endurance` is given; `{endurance}` alone is kind `custom`.
         *
         *     This operation never rolls: `dice` must be missing or empty, anything else is `dice: faces left over`.
         *
         *     Decisions applied:
         *     - Decision 12: at most one leader. A leader is hit only by a character's terminus roll and must also reach its defence.
         *     - Decision 34: round effects must be harmful, and effects of a defeated or fled source stop.
         *     - Decision 35: characters with `in_combat: false` are ignored entirely.
         */
        post: operations["terminus_alfa_combat_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/terminus-alfa/combat_conditions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Phase 1 (PERMANENTER, EGENSKABER OG FORHOLD): standing effects fire
         * @description Resets every character's rolls, fires the round effects whose source is null or still active, HORDE and LEDER; power actions (KRAFTHANDLINGER) avert properties and conditions (not permanents) for the character or, with `for_all`, for every active character. Per stat only the worst change applies; ties name the earlier source (round effects in order, then horde, then leader).
         *
         *     The state is checked first: `state: not a terminus-alfa combat state`, then `state.phase: expected '<phase>'`. The input state is never changed; a new state is returned.
         *
         *     This operation never rolls: `dice` must be missing or empty, anything else is `dice: faces left over`.
         *
         *     Decisions applied:
         *     - Decision 9: the worst-of-equal rule ("ens effekter") groups effects by stat and applies to phase 1 only; phase-2 effects apply one by one.
         *     - Decision 10: HORDE and LEDER count as equal effects, so together they give −10, not −20.
         *     - Decision 11: HORDE is active when active opponents ≥ 2 × active characters.
         *     - Decision 12: at most one leader. A leader is hit only by a character's terminus roll and must also reach its defence.
         *     - Decision 22: each character has one ability roll per round, used by averting rolls (phase 2), attacks and escapes (phase 3). `extra_roll` power actions add more.
         *     - Decision 23: KRAFTHANDLINGER are generic declarations whose power cost and amount are supplied by the table: avert a property/condition (phase 1), modify an attack / avert an effect / extra roll (phase 2), extra roll (phase 3). Spending needs current power ≥ cost.
         *     - Decision 34: round effects must be harmful, and effects of a defeated or fled source stop.
         *     - Decision 35: characters with `in_combat: false` are ignored entirely.
         */
        post: operations["terminus_alfa_combat_conditions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/terminus-alfa/combat_opponent_attacks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Phase 2 (MODSTANDERNE ANGRIBER): the opponents attack with one shared GM roll
         * @description Power actions are paid first. Each attack: KAMP or SKYDE + the GM dice + modify_attack amounts (0 on a fumble); melee against the chosen defence, a shot always hits; a shielding vehicle takes it instead (halved when armoured), a fortified character may move the whole damage onto the fortification; otherwise armour is subtracted. An effect roll fires the attackers' !1–!3, a terminus roll their T, hit or not; each lands on each target as averted, void or applied. Summons need a summon effect that applied.
         *
         *     Usage pattern: a table may first roll the shared GM roll with `roll` (modifier 0), show it, collect the players' reactions (averts, power actions), then call this operation with `dice` = the GM faces followed by the averting rolls' faces.
         *
         *     The state is checked first: `state: not a terminus-alfa combat state`, then `state.phase: expected '<phase>'`. The input state is never changed; a new state is returned.
         *
         *     Forced `dice`: faces 1…die_sides, taken in the documented order; errors `dice: face out of range`, `dice: needed more faces`, `dice: faces left over`. `breakdown` is informative only.
         *
         *     Decisions applied:
         *     - Decision 1: dice are 2d6, and a roll is their sum.
         *     - Decision 2: EFFEKTRUL = any double except Db1.
         *     - Decision 3: TERMINUSRUL = Db6 and is open-ended (reroll two dice and add, chained, cap 10).
         *     - Decision 4: a fumble (Db1) zeroes the total of any roll, and a fumbled character roll or GM attack fails.
         *     - Decision 5: only the first pair of a chained roll sets the double/effect/terminus/fumble flags.
         *     - Decision 6: reaching a grade or defence exactly succeeds.
         *     - Decision 7: on an effect roll all three effects !1–!3 of every attacking opponent fire.
         *     - Decision 8: the T mark is an opponent effect that fires on a GM terminus roll, like !1–!3.
         *     - Decision 9: the worst-of-equal rule ("ens effekter") groups effects by stat and applies to phase 1 only; phase-2 effects apply one by one.
         *     - Decision 13: each opponent attacks at most once per round.
         *     - Decision 14: an opponent's shot always hits and deals the whole result.
         *     - Decision 15: a character's `armour` (PANSER) is subtracted from each attack's damage (minimum 0). It does not apply to effects, conditions or fortification transfers.
         *     - Decision 16: an armoured vehicle (P) halves damage, rounding down by default.
         *     - Decision 17: an attack declared on a character inside a shielding vehicle damages the vehicle instead, and each character still counts as attacked once. That character's effects still apply to them.
         *     - Decision 18: a vehicle shields only if its endurance is > 0 at the start of phase 2.
         *     - Decision 19: a fortification transfer moves the whole raw damage even beyond the remaining endurance, and only works while the fortification has endurance > 0.
         *     - Decision 22: each character has one ability roll per round, used by averting rolls (phase 2), attacks and escapes (phase 3). `extra_roll` power actions add more.
         *     - Decision 23: KRAFTHANDLINGER are generic declarations whose power cost and amount are supplied by the table: avert a property/condition (phase 1), modify an attack / avert an effect / extra roll (phase 2), extra roll (phase 3). Spending needs current power ≥ cost.
         *     - Decision 24: an averting ability roll is `RUL(ability)` against `grade`, default 20.
         *     - Decision 25: the capture victim (for an "all" capture) is the character lowest in the ability.
         *     - Decision 27: `-UDSTYR` takes the declared item, or by default the first item of the equipment list. A list with no items makes the effect void.
         *     - Decision 28: summoned opponents join after phase 2, do not attack that round, and add to the flee total.
         *     - Decision 29: void (empty) effects are detected automatically when nothing would change, or declared by the GM; a narrative effect (text only) is always `applied` unless the GM voids it.
         *     - Decision 35: characters with `in_combat: false` are ignored entirely.
         *
         *     Dice order: one shared GM RUL(0) for all attacks (with its terminus extras; none without attacks), then one RUL(ability) per averting ability roll, in list order.
         */
        post: operations["terminus_alfa_combat_opponent_attacks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/terminus-alfa/combat_opponent_attacks/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of combat_opponent_attacks: every outcome's exact probability before rolling
         * @description The same input as `combat_opponent_attacks`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["terminus_alfa_combat_opponent_attacks_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/terminus-alfa/combat_character_actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Phase 3 (KARAKTERERNE HANDLER): the characters act
         * @description An attack: RUL(attack_value) against the opponent's SKYDE if it has one, else KAMP; damage = the difference. A leader is hit only on a terminus roll; demons need a spirit weapon or kultisme, skingelhird an astral weapon. Escape: RUL(ability) vs GRAD 20, from the round after the capture. Changing or trading equipment, freeing a captive and leaving a vehicle take the whole round.
         *
         *     The state is checked first: `state: not a terminus-alfa combat state`, then `state.phase: expected '<phase>'`. The input state is never changed; a new state is returned.
         *
         *     Forced `dice`: faces 1…die_sides, taken in the documented order; errors `dice: face out of range`, `dice: needed more faces`, `dice: faces left over`. `breakdown` is informative only.
         *
         *     Decisions applied:
         *     - Decision 1: dice are 2d6, and a roll is their sum.
         *     - Decision 2: EFFEKTRUL = any double except Db1.
         *     - Decision 3: TERMINUSRUL = Db6 and is open-ended (reroll two dice and add, chained, cap 10).
         *     - Decision 4: a fumble (Db1) zeroes the total of any roll, and a fumbled character roll or GM attack fails.
         *     - Decision 5: only the first pair of a chained roll sets the double/effect/terminus/fumble flags.
         *     - Decision 6: reaching a grade or defence exactly succeeds.
         *     - Decision 12: at most one leader. A leader is hit only by a character's terminus roll and must also reach its defence.
         *     - Decision 20: characters attack with 2d6 + `attack_value` against the opponent's SKYDE if it has one, else its KAMP. Damage = difference.
         *     - Decision 21: a demon takes damage only from a spirit weapon or RUL:KULTISME, and a skingelhird only from an astral weapon. A blocked hit deals 0 and is not an error.
         *     - Decision 22: each character has one ability roll per round, used by averting rolls (phase 2), attacks and escapes (phase 3). `extra_roll` power actions add more.
         *     - Decision 23: KRAFTHANDLINGER are generic declarations whose power cost and amount are supplied by the table: avert a property/condition (phase 1), modify an attack / avert an effect / extra roll (phase 2), extra roll (phase 3). Spending needs current power ≥ cost.
         *     - Decision 26: a captured character can only try to escape (roll vs GRAD 20, from the next round) or wait. An ally frees them without a roll but spends the whole round.
         *     - Decision 35: characters with `in_combat: false` are ignored entirely.
         *     - Decision 36: leaving a vehicle (FARTØJ) is a phase-3 action that takes the character's whole round, like changing equipment or freeing a captive; from the next round the character is attacked directly.
         *
         *     Dice order: extra_roll power actions first (no dice), then the actions in list order; each attack or escape takes one RUL with its terminus extras.
         */
        post: operations["terminus_alfa_combat_character_actions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/terminus-alfa/combat_character_actions/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of combat_character_actions: every outcome's exact probability before rolling
         * @description The same input as `combat_character_actions`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["terminus_alfa_combat_character_actions_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/terminus-alfa/combat_tally": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Phase 4 (OPGØRELSE AF TAB): the dead and fainted are counted, and the round ends
         * @description Endurance ≤ 0 kills (knocks out in a fist fight), else power ≤ 0 faints; opponents at endurance ≤ 0 are defeated; under threat and robbery the opponents flee when their combined loss reaches half their combined starting endurance. The first matching outcome ends the combat; otherwise the next round begins. `opponent_endurance_lost` is GM-only.
         *
         *     The state is checked first: `state: not a terminus-alfa combat state`, then `state.phase: expected '<phase>'`. The input state is never changed; a new state is returned.
         *
         *     This operation never rolls: `dice` must be missing or empty, anything else is `dice: faces left over`.
         *
         *     Decisions applied:
         *     - Decision 28: summoned opponents join after phase 2, do not attack that round, and add to the flee total.
         *     - Decision 30: fleeing at "half of their total endurance" is judged for the opponents as a group (Σ losses ≥ ½ Σ starting endurance, each loss capped at its start) at the tally.
         *     - Decision 31: death at endurance ≤ 0 beats fainting at power ≤ 0. Values may go negative during a round.
         *     - Decision 32: in a fist fight (`fist_fight`), endurance ≤ 0 gives `knocked_out`, not `dead`. What HVILE restores is out of scope.
         *     - Decision 33: party choices per motive: threat ends on flee/surrender, robbery ends on flee/hand-over, and a goal met through an effect is declared by the GM. The death motive offers no choice.
         *     - Decision 35: characters with `in_combat: false` are ignored entirely.
         */
        post: operations["terminus_alfa_combat_tally"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/roll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A bare simple or stress die
         * @description One die (§6.1). `botch_dice` only with the stress die. Optional `dice`: forced faces 0-9, read in the documented order; every other field is checked first.
         *
         *     Decisions applied (spec §8):
         *     - Decision 1: die faces are 0-9; the 0 face reads as 10 or 0 depending on the situation (ArM5 ch. 1).
         *     - Decision 2: simple die: face 0 is worth 10 (ArM5 ch. 1).
         *     - Decision 3: stress die: a 1 doubles and rolls again (repeatable), a 0 on a re-roll is 10, a first 0 is 0 and calls for botch dice (ArM5 p. 6).
         *     - Decision 4: botch dice are an input, default 1; 0 botch dice means no botch is possible; botch_count is the number of zeros (ArM5 p. 7).
         */
        post: operations["ars_magica_roll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/roll/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of roll: every outcome's exact probability before rolling
         * @description The same input as `roll`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["ars_magica_roll_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Characteristic + ability + modifiers + die against an ease factor
         * @description The general test (§6.2), with wound and fatigue penalties. Optional `dice`: forced faces 0-9, read in the documented order; every other field is checked first.
         *
         *     Decisions applied (spec §8):
         *     - Decision 1: die faces are 0-9; the 0 face reads as 10 or 0 depending on the situation (ArM5 ch. 1).
         *     - Decision 2: simple die: face 0 is worth 10 (ArM5 ch. 1).
         *     - Decision 3: stress die: a 1 doubles and rolls again (repeatable), a 0 on a re-roll is 10, a first 0 is 0 and calls for botch dice (ArM5 p. 6).
         *     - Decision 4: botch dice are an input, default 1; 0 botch dice means no botch is possible; botch_count is the number of zeros (ArM5 p. 7).
         *     - Decision 5: a botch makes the roll's total 0, and a botched check always fails (ArM5 p. 171).
         *     - Decision 20: wound penalties apply to every roll except stabilisation tests; fatigue penalties apply to every roll; neither applies to Damage or Soak; Unconscious counts 0.
         *     - Decision 21: incapacitated or unconscious characters cannot make action rolls (422).
         *
         *     Dice order: one die.
         */
        post: operations["ars_magica_check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/check/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of check: every outcome's exact probability before rolling
         * @description The same input as `check`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["ars_magica_check_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/condition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Penalties, status, activity limits and the overexertion requirement
         * @description What wounds and fatigue mean for a character (§6.3). Rolls nothing: `dice` is refused as an unknown field.
         *
         *     Decisions applied (spec §8):
         *     - Decision 20: wound penalties apply to every roll except stabilisation tests; fatigue penalties apply to every roll; neither applies to Damage or Soak; Unconscious counts 0.
         *     - Decision 21: incapacitated or unconscious characters cannot make action rolls (422).
         *     - Decision 36: activity limits use the total wound penalty only.
         */
        post: operations["ars_magica_condition"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/encumbrance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Load to Burden to Encumbrance
         * @description Catalogue loads plus extra load (§6.4). Rolls nothing: `dice` is refused as an unknown field.
         *
         *     Decisions applied (spec §8):
         *     - Decision 7: weapons and armour are the ArM5 core tables (pp. 175-177); Bludgeon Load is 1.
         *     - Decision 10: Encumbrance = Burden (triangular scale of total Load) less a positive Strength, never below 0 (ArM5 p. 178).
         */
        post: operations["ars_magica_encumbrance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/combat_profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Static combat scores from characteristics and equipment
         * @description The die-free parts of the five combat formulas (§6.5). Rolls nothing: `dice` is refused as an unknown field.
         *
         *     Decisions applied (spec §8):
         *     - Decision 7: weapons and armour are the ArM5 core tables (pp. 175-177); Bludgeon Load is 1.
         *     - Decision 8: weapon and shield modifiers add together; no shield with a two-handed weapon (ArM5 p. 171).
         *     - Decision 9: minimum Strength is reported only, with no automatic penalty.
         *     - Decision 10: Encumbrance = Burden (triangular scale of total Load) less a positive Strength, never below 0 (ArM5 p. 178).
         *     - Decision 11: wound size table: range = max(1, Size + 5), bands of that width, and a Dead band (ArM5 p. 178).
         *     - Decision 23: against missiles, Defence uses Quickness + Ability + shield Defence only (0 without a shield).
         */
        post: operations["ars_magica_combat_profile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/initiative": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One Initiative roll
         * @description Quickness + weapon Initiative - Encumbrance + stress die (§6.6). Optional `dice`: forced faces 0-9, read in the documented order; every other field is checked first.
         *
         *     Decisions applied (spec §8):
         *     - Decision 1: die faces are 0-9; the 0 face reads as 10 or 0 depending on the situation (ArM5 ch. 1).
         *     - Decision 3: stress die: a 1 doubles and rolls again (repeatable), a 0 on a re-roll is 10, a first 0 is 0 and calls for botch dice (ArM5 p. 6).
         *     - Decision 4: botch dice are an input, default 1; 0 botch dice means no botch is possible; botch_count is the number of zeros (ArM5 p. 7).
         *     - Decision 5: a botch makes the roll's total 0, and a botched check always fails (ArM5 p. 171).
         *     - Decision 8: weapon and shield modifiers add together; no shield with a two-handed weapon (ArM5 p. 171).
         *     - Decision 20: wound penalties apply to every roll except stabilisation tests; fatigue penalties apply to every roll; neither applies to Damage or Soak; Unconscious counts 0.
         *     - Decision 21: incapacitated or unconscious characters cannot make action rolls (422).
         *
         *     Dice order: one stress die.
         */
        post: operations["ars_magica_initiative"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/initiative/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of initiative: every outcome's exact probability before rolling
         * @description The same input as `initiative`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["ars_magica_initiative_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/attack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One full attack: Attack, Defence, Advantage, Damage, Soak, wound
         * @description Steps 2a-2d of the seed (§6.7). A botched attack never hits, even against a negative Defence. A weapon that can attack but has no Damage (custom `dam: null`) is refused like one that cannot attack (`attacker.weapon: this weapon cannot deal damage`). A stress die may chain at most 50 ones. Optional `dice`: forced faces 0-9, read in the documented order; every other field is checked first.
         *
         *     Decisions applied (spec §8):
         *     - Decision 1: die faces are 0-9; the 0 face reads as 10 or 0 depending on the situation (ArM5 ch. 1).
         *     - Decision 3: stress die: a 1 doubles and rolls again (repeatable), a 0 on a re-roll is 10, a first 0 is 0 and calls for botch dice (ArM5 p. 6).
         *     - Decision 4: botch dice are an input, default 1; 0 botch dice means no botch is possible; botch_count is the number of zeros (ArM5 p. 7).
         *     - Decision 5: a botch makes the roll's total 0, and a botched check always fails (ArM5 p. 171).
         *     - Decision 7: weapons and armour are the ArM5 core tables (pp. 175-177); Bludgeon Load is 1.
         *     - Decision 8: weapon and shield modifiers add together; no shield with a two-handed weapon (ArM5 p. 171).
         *     - Decision 11: wound size table: range = max(1, Size + 5), bands of that width, and a Dead band (ArM5 p. 178).
         *     - Decision 18: fatigue levels past Unconscious are dropped and reported as overflow_levels.
         *     - Decision 20: wound penalties apply to every roll except stabilisation tests; fatigue penalties apply to every roll; neither applies to Damage or Soak; Unconscious counts 0.
         *     - Decision 21: incapacitated or unconscious characters cannot make action rolls (422).
         *     - Decision 22: a defender who cannot act makes no Defence roll: Defence = 0.
         *     - Decision 23: against missiles, Defence uses Quickness + Ability + shield Defence only (0 without a shield).
         *     - Decision 24: range increment n (1 = within range) costs -3 x (n - 1) on Attack; n from 1 to 20.
         *     - Decision 25: exertion doubles the combat Ability for one Attack or Defence roll and costs 1 short-term fatigue level after the roll (ArM5 p. 173).
         *
         *     Dice order: the attacker's stress die (with its botch dice), then the defender's, only if the defender can act.
         */
        post: operations["ars_magica_attack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/attack/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of attack: every outcome's exact probability before rolling
         * @description The same input as `attack`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["ars_magica_attack_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/damage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Damage and Soak for a known Attack Advantage, and the wound
         * @description Steps 5-6 of §6.7 (§6.8). Rolls nothing: `dice` is refused as an unknown field.
         *
         *     Decisions applied (spec §8):
         *     - Decision 7: weapons and armour are the ArM5 core tables (pp. 175-177); Bludgeon Load is 1.
         *     - Decision 8: weapon and shield modifiers add together; no shield with a two-handed weapon (ArM5 p. 171).
         *     - Decision 11: wound size table: range = max(1, Size + 5), bands of that width, and a Dead band (ArM5 p. 178).
         *     - Decision 20: wound penalties apply to every roll except stabilisation tests; fatigue penalties apply to every roll; neither applies to Damage or Soak; Unconscious counts 0.
         */
        post: operations["ars_magica_damage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/wound_level": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Any damage against any soak: the wound
         * @description For damage from any source (§6.9). Rolls nothing: `dice` is refused as an unknown field.
         *
         *     Decisions applied (spec §8):
         *     - Decision 11: wound size table: range = max(1, Size + 5), bands of that width, and a Dead band (ArM5 p. 178).
         */
        post: operations["ars_magica_wound_level"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/fatigue_test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Short-term exertion test against 6
         * @description Stamina - Encumbrance + stress die vs 6 (§6.10). Optional `dice`: forced faces 0-9, read in the documented order; every other field is checked first.
         *
         *     Decisions applied (spec §8):
         *     - Decision 1: die faces are 0-9; the 0 face reads as 10 or 0 depending on the situation (ArM5 ch. 1).
         *     - Decision 3: stress die: a 1 doubles and rolls again (repeatable), a 0 on a re-roll is 10, a first 0 is 0 and calls for botch dice (ArM5 p. 6).
         *     - Decision 4: botch dice are an input, default 1; 0 botch dice means no botch is possible; botch_count is the number of zeros (ArM5 p. 7).
         *     - Decision 5: a botch makes the roll's total 0, and a botched check always fails (ArM5 p. 171).
         *     - Decision 18: fatigue levels past Unconscious are dropped and reported as overflow_levels.
         *     - Decision 19: a botched fatigue test costs exactly 2 levels, however many botch dice show 0.
         *     - Decision 20: wound penalties apply to every roll except stabilisation tests; fatigue penalties apply to every roll; neither applies to Damage or Soak; Unconscious counts 0.
         *     - Decision 21: incapacitated or unconscious characters cannot make action rolls (422).
         *
         *     Dice order: one stress die.
         */
        post: operations["ars_magica_fatigue_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/fatigue_test/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of fatigue_test: every outcome's exact probability before rolling
         * @description The same input as `fatigue_test`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["ars_magica_fatigue_test_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/fatigue_adjust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lose fatigue levels on the GM's word, or a night's rest
         * @description Long-term exertion and rulings without a roll (§6.11). Rolls nothing: `dice` is refused as an unknown field.
         *
         *     Decisions applied (spec §8):
         *     - Decision 17: a night's rest recovers every fatigue level.
         *     - Decision 18: fatigue levels past Unconscious are dropped and reported as overflow_levels.
         */
        post: operations["ars_magica_fatigue_adjust"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/fatigue_recovery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Time to recover short-term fatigue levels, with an optional halving roll
         * @description One step per level, heaviest first (§6.12). Optional `dice`: forced faces 0-9, read in the documented order; every other field is checked first.
         *
         *     Decisions applied (spec §8):
         *     - Decision 2: simple die: face 0 is worth 10 (ArM5 ch. 1).
         *     - Decision 13: fatigue recovery times 2 min, 10 min, 30 min, 1 h, 2 h, each to leave that level (arm5e).
         *     - Decision 14: with long-term levels present, the time is that of the current overall level (one track).
         *     - Decision 15: the optional halving roll is Stamina + simple die vs 9, once per level, with the wound penalty and the fatigue penalty of the level being left.
         *     - Decision 16: activity doubles the time, and halving applies after doubling.
         *     - Decision 20: wound penalties apply to every roll except stabilisation tests; fatigue penalties apply to every roll; neither applies to Damage or Soak; Unconscious counts 0.
         *     - Decision 21: incapacitated or unconscious characters cannot make action rolls (422).
         *
         *     Dice order: one simple die per recovered level, heaviest level first; none without `halving_roll`.
         */
        post: operations["ars_magica_fatigue_recovery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/fatigue_recovery/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of fatigue_recovery: every outcome's exact probability before rolling
         * @description The same input as `fatigue_recovery`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["ars_magica_fatigue_recovery_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/recovery_roll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Periodic recovery roll for one Light, Medium or Heavy wound
         * @description The stabilisation test against the Stable and Improvement EFs (§6.13). Optional `dice`: forced faces 0-9, read in the documented order; every other field is checked first.
         *
         *     Decisions applied (spec §8):
         *     - Decision 3: stress die: a 1 doubles and rolls again (repeatable), a 0 on a re-roll is 10, a first 0 is 0 and calls for botch dice (ArM5 p. 6).
         *     - Decision 4: botch dice are an input, default 1; 0 botch dice means no botch is possible; botch_count is the number of zeros (ArM5 p. 7).
         *     - Decision 5: a botch makes the roll's total 0, and a botched check always fails (ArM5 p. 171).
         *     - Decision 12: wound recovery: Light 1 week 4/10, Medium 1 month 6/12, Heavy 1 season 9/15 (ArM5 p. 179).
         *     - Decision 20: wound penalties apply to every roll except stabilisation tests; fatigue penalties apply to every roll; neither applies to Damage or Soak; Unconscious counts 0.
         *     - Decision 32: recovery rolls are stress rolls with 1 botch die by default; a botch gives total 0.
         *     - Decision 33: recovery total = Stamina + Chirurgy/Medicine + magical aid + gathered bonus + modifiers + stress die.
         *     - Decision 34: 'worse' means one level heavier (Heavy -> Incapacitating); the +3 bonus resets on improvement or worsening.
         *
         *     Dice order: one stress die.
         */
        post: operations["ars_magica_recovery_roll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/recovery_roll/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of recovery_roll: every outcome's exact probability before rolling
         * @description The same input as `recovery_roll`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["ars_magica_recovery_roll_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/incapacitated_recovery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The twice-daily survival roll of an incapacitated character
         * @description 0 or less dies, 9+ improves, 1-8 deteriorates with a cumulative -1 (§6.14). Optional `dice`: forced faces 0-9, read in the documented order; every other field is checked first.
         *
         *     Decisions applied (spec §8):
         *     - Decision 3: stress die: a 1 doubles and rolls again (repeatable), a 0 on a re-roll is 10, a first 0 is 0 and calls for botch dice (ArM5 p. 6).
         *     - Decision 4: botch dice are an input, default 1; 0 botch dice means no botch is possible; botch_count is the number of zeros (ArM5 p. 7).
         *     - Decision 5: a botch makes the roll's total 0, and a botched check always fails (ArM5 p. 171).
         *     - Decision 20: wound penalties apply to every roll except stabilisation tests; fatigue penalties apply to every roll; neither applies to Damage or Soak; Unconscious counts 0.
         *     - Decision 32: recovery rolls are stress rolls with 1 botch die by default; a botch gives total 0.
         *     - Decision 33: recovery total = Stamina + Chirurgy/Medicine + magical aid + gathered bonus + modifiers + stress die.
         *     - Decision 37: one incapacitated-recovery roll covers every Incapacitating wound; on 9+ they all become Heavy.
         *
         *     Dice order: one stress die.
         */
        post: operations["ars_magica_incapacitated_recovery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/incapacitated_recovery/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of incapacitated_recovery: every outcome's exact probability before rolling
         * @description The same input as `incapacitated_recovery`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["ars_magica_incapacitated_recovery_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/overexertion_check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stabilisation test forced by doing too much while wounded
         * @description For the most serious wound; never improves (§6.15). Optional `dice`: forced faces 0-9, read in the documented order; every other field is checked first.
         *
         *     Decisions applied (spec §8):
         *     - Decision 3: stress die: a 1 doubles and rolls again (repeatable), a 0 on a re-roll is 10, a first 0 is 0 and calls for botch dice (ArM5 p. 6).
         *     - Decision 4: botch dice are an input, default 1; 0 botch dice means no botch is possible; botch_count is the number of zeros (ArM5 p. 7).
         *     - Decision 5: a botch makes the roll's total 0, and a botched check always fails (ArM5 p. 171).
         *     - Decision 12: wound recovery: Light 1 week 4/10, Medium 1 month 6/12, Heavy 1 season 9/15 (ArM5 p. 179).
         *     - Decision 20: wound penalties apply to every roll except stabilisation tests; fatigue penalties apply to every roll; neither applies to Damage or Soak; Unconscious counts 0.
         *     - Decision 21: incapacitated or unconscious characters cannot make action rolls (422).
         *     - Decision 34: 'worse' means one level heavier (Heavy -> Incapacitating); the +3 bonus resets on improvement or worsening.
         *     - Decision 35: the overexertion test uses the most serious wound's Stable EF; passing gives no +3.
         *
         *     Dice order: one stress die.
         */
        post: operations["ars_magica_overexertion_check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/overexertion_check/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of overexertion_check: every outcome's exact probability before rolling
         * @description The same input as `overexertion_check`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["ars_magica_overexertion_check_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/combat_start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Build the combat state (phase initiative)
         * @description Gear resolved to objects, Encumbrance computed when not given, statuses derived (§7.2). Rolls nothing: `dice` is refused as an unknown field.
         *
         *     Decisions applied (spec §8):
         *     - Decision 7: weapons and armour are the ArM5 core tables (pp. 175-177); Bludgeon Load is 1.
         *     - Decision 8: weapon and shield modifiers add together; no shield with a two-handed weapon (ArM5 p. 171).
         *     - Decision 10: Encumbrance = Burden (triangular scale of total Load) less a positive Strength, never below 0 (ArM5 p. 178).
         */
        post: operations["ars_magica_combat_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/combat_initiative": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Initiative phase: roll for every combatant, fix the order
         * @description Phase initiative -> declare (§7.3). Optional `dice`: forced faces 0-9, read in the documented order; every other field is checked first.
         *
         *     Decisions applied (spec §8):
         *     - Decision 1: die faces are 0-9; the 0 face reads as 10 or 0 depending on the situation (ArM5 ch. 1).
         *     - Decision 3: stress die: a 1 doubles and rolls again (repeatable), a 0 on a re-roll is 10, a first 0 is 0 and calls for botch dice (ArM5 p. 6).
         *     - Decision 4: botch dice are an input, default 1; 0 botch dice means no botch is possible; botch_count is the number of zeros (ArM5 p. 7).
         *     - Decision 5: a botch makes the roll's total 0, and a botched check always fails (ArM5 p. 171).
         *     - Decision 20: wound penalties apply to every roll except stabilisation tests; fatigue penalties apply to every roll; neither applies to Damage or Soak; Unconscious counts 0.
         *     - Decision 27: the combat order is per combatant, highest Initiative first; ties go to higher Quickness, then list order (ArM5 p. 171).
         *     - Decision 28: a combatant who cannot act when Initiative is rolled gets no roll and no place in the order.
         *
         *     Dice order: one stress die (with its botch dice) per combatant able to act, in `combatants` list order (§7.3).
         */
        post: operations["ars_magica_combat_initiative"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/combat_initiative/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of combat_initiative: every outcome's exact probability before rolling
         * @description The same input as `combat_initiative`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["ars_magica_combat_initiative_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/combat_declare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Declaration phase: store everyone's declared action
         * @description Phase declare -> resolve, or ended with `end_combat` (§7.4). `engagement` is set first. Rolls nothing: `dice` is refused as an unknown field.
         *
         *     Decisions applied (spec §8):
         *     - Decision 8: weapon and shield modifiers add together; no shield with a two-handed weapon (ArM5 p. 171).
         *     - Decision 24: range increment n (1 = within range) costs -3 x (n - 1) on Attack; n from 1 to 20.
         *     - Decision 25: exertion doubles the combat Ability for one Attack or Defence roll and costs 1 short-term fatigue level after the roll (ArM5 p. 173).
         *     - Decision 29: the seed's missile rule is enforced through a combat-wide engagement flag set by the GM.
         *     - Decision 30: an attack on a dead target is void; attacks on incapacitated targets go ahead with no Defence roll; no attacks on one's own side.
         *     - Decision 31: combat ends when at most one side has an active combatant, or when the GM ends it.
         */
        post: operations["ars_magica_combat_declare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/combat_resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolution phase: resolve the round in initiative order
         * @description Phase resolve -> declare (next round) or ended (§7.5). A botched attack never hits (§6.7). Optional `dice`: forced faces 0-9, read in the documented order; every other field is checked first.
         *
         *     Decisions applied (spec §8):
         *     - Decision 3: stress die: a 1 doubles and rolls again (repeatable), a 0 on a re-roll is 10, a first 0 is 0 and calls for botch dice (ArM5 p. 6).
         *     - Decision 4: botch dice are an input, default 1; 0 botch dice means no botch is possible; botch_count is the number of zeros (ArM5 p. 7).
         *     - Decision 5: a botch makes the roll's total 0, and a botched check always fails (ArM5 p. 171).
         *     - Decision 20: wound penalties apply to every roll except stabilisation tests; fatigue penalties apply to every roll; neither applies to Damage or Soak; Unconscious counts 0.
         *     - Decision 22: a defender who cannot act makes no Defence roll: Defence = 0.
         *     - Decision 23: against missiles, Defence uses Quickness + Ability + shield Defence only (0 without a shield).
         *     - Decision 24: range increment n (1 = within range) costs -3 x (n - 1) on Attack; n from 1 to 20.
         *     - Decision 25: exertion doubles the combat Ability for one Attack or Defence roll and costs 1 short-term fatigue level after the roll (ArM5 p. 173).
         *     - Decision 26: no automatic fatigue tests in combat.
         *     - Decision 30: an attack on a dead target is void; attacks on incapacitated targets go ahead with no Defence roll; no attacks on one's own side.
         *     - Decision 31: combat ends when at most one side has an active combatant, or when the GM ends it.
         *
         *     Dice order: for each attack in `order` order, the attacker's stress die (with its botch dice), then the defender's if it can act; skipped and void actions use none (§7.5).
         */
        post: operations["ars_magica_combat_resolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/ars-magica/combat_resolve/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of combat_resolve: every outcome's exact probability before rolling
         * @description The same input as `combat_resolve`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["ars_magica_combat_resolve_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/roll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Plain check: a d12 pool against a difficulty
         * @description Pool = attr_a + attr_b + bonus_dice; each 10-12 is a success, each 12 also gives 1 Fokus. `extra_dice`
         *     are bought with Fokus, then Stress (422 on `extra_dice` when that Stress exceeds `stability`), and are
         *     rolled after the pool; a 1 on one of them is a complication. With a `difficulty`, the effective
         *     difficulty comes from `modifiers` (§2.2); an action made impossible by moving rolls nothing.
         *     Dice order: pool dice, then extra dice.
         *
         *     Decisions applied:
         *     - Decision: Stress pays only for the part of a cost that Fokus cannot pay (fokus_spent = min(cost, fokus)), at most Stability per use.
         *     - Decision: every 12 gives 1 Fokus on every roll, the defence roll included.
         *     - Decision: moving during a stationary action is one +1 step, even though the seed describes it twice.
         *     - Decision: difficulties need 0/1/2/3 successes (easy, normal, hard, very_hard).
         *     - Decision: Very Hard is the ceiling and Easy the floor: surplus steps are lost (capped).
         *     - Decision: attributes are 0-10 and Stability 1-10 (default 3).
         */
        post: operations["i_rikets_tjanst_roll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/roll/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of roll: every outcome's exact probability before rolling
         * @description The same input as `roll`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["i_rikets_tjanst_roll_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/add_dice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Spend Fokus/Stress to add dice after seeing a roll
         * @description Adds `count` dice to a roll already made (`faces`), once per roll (`already_added: true` is refused),
         *     paid with Fokus, then Stress (422 on `count`). A difficulty made impossible by the modifiers is a 422 on
         *     `modifiers`. Successes and the verdict are recomputed over all faces; Fokus is gained only from the new
         *     12s and complications are the 1s among the new dice. Dice order: the `count` new dice.
         *
         *     Decisions applied:
         *     - Decision: Stress pays only for the part of a cost that Fokus cannot pay (fokus_spent = min(cost, fokus)), at most Stability per use.
         *     - Decision: every 12 gives 1 Fokus on every roll, the defence roll included.
         *     - Decision: moving during a stationary action is one +1 step, even though the seed describes it twice.
         *     - Decision: difficulties need 0/1/2/3 successes (easy, normal, hard, very_hard).
         *     - Decision: Very Hard is the ceiling and Easy the floor: surplus steps are lost (capped).
         */
        post: operations["i_rikets_tjanst_add_dice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/add_dice/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of add_dice: every outcome's exact probability before rolling
         * @description The same input as `add_dice`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["i_rikets_tjanst_add_dice_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/roll_dice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Roll plain d12s
         * @description `count` plain d12s and their total: the 1d12 minutes before an unconscious character wakes (the GM's
         *     choice), location sub-rolls of critical rows, Explosion row 4's 1d12 KP. Dice order: `count` dice.
         *
         *     Decisions applied:
         *     - Decision: unconscious combatants stay unconscious for the rest of the combat.
         */
        post: operations["i_rikets_tjanst_roll_dice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/roll_dice/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of roll_dice: every outcome's exact probability before rolling
         * @description The same input as `roll_dice`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["i_rikets_tjanst_roll_dice_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/difficulty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Effective difficulty of an action (no dice)
         * @description Applies §2.2: +1 for double movement; +1 for moving during a stationary action (unless
         *     `ignore_movement_penalty`; impossible when it `requires_complete_calm`); +1 each for a second thing,
         *     maintaining concentration (which also makes the turn stationary) and Wounded; then `extra_steps`; capped
         *     at Very Hard, then raised to `minimum`. Rolls nothing: a non-empty `dice` is refused.
         *
         *     Decisions applied:
         *     - Decision: moving during a stationary action is one +1 step, even though the seed describes it twice.
         *     - Decision: difficulties need 0/1/2/3 successes (easy, normal, hard, very_hard).
         *     - Decision: Very Hard is the ceiling and Easy the floor: surplus steps are lost (capped).
         */
        post: operations["i_rikets_tjanst_difficulty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/derived_stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Toughness, damage-step thresholds and breakdown thresholds
         * @description Toughness (Tålighet) = Fysik + Vilja; the KP totals at which Wounded (> T), Unconscious (> 2T), Dying
         *     (> 3T) and Dead (> 4T) start; the first three breakdown thresholds [S, 2S, 3S]. Rolls nothing.
         *
         *     Decisions applied:
         *     - Decision: attributes are 0-10 and Stability 1-10 (default 3).
         */
        post: operations["i_rikets_tjanst_derived_stats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/initiative": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Initiative: 1d12 + Strid, fixed for the combat
         * @description Each combatant, in input order, rolls 1d12 and adds Strid; the result holds for the whole combat. The
         *     order is initiative descending, then Strid descending, then input order. Dice order: one die per
         *     combatant, in input order.
         *
         *     Decisions applied:
         *     - Decision: initiative ties are broken by higher Strid, then input order; no extra dice.
         *     - Decision: attributes are 0-10 and Stability 1-10 (default 3).
         */
        post: operations["i_rikets_tjanst_initiative"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/initiative/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of initiative: every outcome's exact probability before rolling
         * @description The same input as `initiative`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["i_rikets_tjanst_initiative_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/attack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ranged or melee attack, optional active defence, damage and critical
         * @description Ranged: Smidighet + Strid (a stationary action); melee: Fysik + Strid (default) or Smidighet + Strid.
         *     The attack is rolled (pool, then `attacker.extra_dice`) unless `attack_faces` gives a roll already made
         *     (then `attacker.extra_dice` must be 0 and no attacker Fokus is reported). An active `defence` (dodge, or
         *     parry against melee with something in the hands; only by an aware target) costs 1 Fokus or 1 Stress,
         *     rolls Smidighet + Strid + bonus, then extra dice, at Easy (Normal when Wounded), and its Effect is taken
         *     off the attack's successes. Hit = net >= required; KP = Skada + Effect - Skydd (min 0); a critical
         *     needs a 12 on the attack dice, a hit and 1+ KP: 1d12 + (12s - 1) + 2 if penetrating - critical
         *     toughness, row 15 for 15+. An impossible action rolls nothing. The target is not changed: apply the
         *     result with `apply_damage`. Dice order: attack pool, attack extra dice (both skipped with
         *     `attack_faces`), defence pool, defence extra dice, critical die.
         *
         *     Decisions applied:
         *     - Decision: the hit's Effect, not its raw successes, is added to damage (KP = Skada + Effect - Skydd, minimum 0).
         *     - Decision: an active defence subtracts the defence roll's Effect from the attack's successes; it does not remove 12s, so a hit still doing 1+ KP can be critical.
         *     - Decision: the defence roll is Easy, one step harder if the defender is Wounded; it costs 1 Fokus, or 1 Stress with 0 Fokus, and extra dice are paid from what remains.
         *     - Decision: a dodge leaves the defender prone whatever the outcome; prone has no automatic penalty, standing up is an action.
         *     - Decision: every 12 gives 1 Fokus on every roll, the defence roll included.
         *     - Decision: Stress pays only for the part of a cost that Fokus cannot pay (fokus_spent = min(cost, fokus)), at most Stability per use.
         *     - Decision: moving during a stationary action is one +1 step, even though the seed describes it twice.
         *     - Decision: difficulties need 0/1/2/3 successes (easy, normal, hard, very_hard).
         *     - Decision: Very Hard is the ceiling and Easy the floor: surplus steps are lost (capped).
         *     - Decision: a critical total below 1 has no critical effect (row null); several 12s give one table roll (+1 per extra 12).
         *     - Decision: Penetrerande gives +2 on the critical roll.
         *     - Decision: Radiation row 15+ (dies within 1d12 hours) is instant death.
         *     - Decision: attributes are 0-10 and Stability 1-10 (default 3).
         */
        post: operations["i_rikets_tjanst_attack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/attack/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of attack: every outcome's exact probability before rolling
         * @description The same input as `attack`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["i_rikets_tjanst_attack_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/critical_hit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Standalone critical roll
         * @description With `hp_damage` >= 1 (KP through protection): 1d12 + (twelves - 1) + 2 if penetrating - crit_toughness
         *     on the `damage_type` table; a total below 1 has no effect, 15+ is row 15 (instant death). Otherwise
         *     nothing is rolled (`triggered: false`). Defaults: `twelves` 1, `hp_damage` 1. Dice order: 1 die.
         *
         *     Decisions applied:
         *     - Decision: a critical total below 1 has no critical effect (row null); several 12s give one table roll (+1 per extra 12).
         *     - Decision: Penetrerande gives +2 on the critical roll.
         *     - Decision: Radiation row 15+ (dies within 1d12 hours) is instant death.
         */
        post: operations["i_rikets_tjanst_critical_hit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/critical_hit/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of critical_hit: every outcome's exact probability before rolling
         * @description The same input as `critical_hit`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["i_rikets_tjanst_critical_hit_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/apply_damage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply KP damage and a critical row to a character
         * @description In order: a dead character is unchanged (`already_dead`); +1 Stress for taking 1+ KP whatever its
         *     `source` (a label only), +1 more for crossing the Wounded threshold; > 2T unconscious; > 3T a shock dying
         *     condition (per minute) unless one exists; > 4T dead; then the critical row: its Stress, its bleeding (the
         *     higher level wins, never a downgrade), a new parallel dying condition, unconsciousness, falling prone,
         *     instant death. New condition ids are `d<k>`, k = number of conditions + 1, incremented until unused.
         *     Extra keys of the given conditions are kept. `critical` needs `hp_damage` >= 1. Rolls nothing.
         *
         *     Decisions applied:
         *     - Decision: bleeding damage gives damage Stress: each 1 KP tick gives +1 Stress, and crossing the Wounded threshold its own Stress.
         *     - Decision: at most one shock-dying condition (per minute) exists, added the first time damage is > 3x Toughness while none exists; every critical row with dying adds a new parallel condition.
         *     - Decision: conditional dying rows (while untreated, until the bleeding is stopped, antidote required) still add the condition; removing it early is the GM's call.
         *     - Decision: Radiation row 15+ (dies within 1d12 hours) is instant death.
         *     - Decision: Radiation row 3 'Du förlorar 1 Stress' is read as taking 1 Stress.
         *     - Decision: attributes are 0-10 and Stability 1-10 (default 3).
         */
        post: operations["i_rikets_tjanst_apply_damage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/add_stress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add Stress and report breakdown rolls
         * @description Adds `amount` Stress. Every k x Stability passed (old <= k*S < new, k >= 1) calls for a breakdown roll
         *     (Sammanbrott) with modifier k - 1; the breakdown table belongs to another chapter. Rolls nothing.
         *
         *     Decisions applied:
         *     - Decision: attributes are 0-10 and Stability 1-10 (default 3).
         */
        post: operations["i_rikets_tjanst_add_stress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/survival_roll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Survival roll (Överlevnadsslag) for one dying condition
         * @description Fysik + Vilja + bonus dice, then extra dice, needing min(3, 1 + extra_steps) successes. A failure kills;
         *     a success adds its Effect to the condition's stabilisation (3 = stabilised, no more rolls). The session
         *     rolls each condition at its own rate and drops it once stabilised; a character with every condition
         *     stabilised is no longer Dying. Dice order: pool, extra dice.
         *
         *     Decisions applied:
         *     - Decision: the survival roll is Fysik + Vilja at Normal; Wounded does not apply, the GM may add extra_steps; all Effect becomes stabilisation successes, at most 3 per condition.
         *     - Decision: Stress pays only for the part of a cost that Fokus cannot pay (fokus_spent = min(cost, fokus)), at most Stability per use.
         *     - Decision: every 12 gives 1 Fokus on every roll, the defence roll included.
         *     - Decision: attributes are 0-10 and Stability 1-10 (default 3).
         */
        post: operations["i_rikets_tjanst_survival_roll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/survival_roll/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of survival_roll: every outcome's exact probability before rolling
         * @description The same input as `survival_roll`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["i_rikets_tjanst_survival_roll_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/stabilise": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Another person stabilises one dying condition
         * @description The healer's Analys + Smidighet + bonus dice (first-aid kit +1, doctor's bag +2), then extra dice, at
         *     Easy + modifiers (always stationary; `wounded` = the healer is Wounded). Every success beyond the
         *     requirement is a stabilisation success (3 = stabilised). `attempt` 1 takes an action, 2 a minute, 3 an
         *     hour; there is no 4th. An action made impossible by moving rolls nothing. Dice order: pool, extra dice.
         *
         *     Decisions applied:
         *     - Decision: stabilisation by another person is Analys + Smidighet, Easy-based (every success beyond the stepped requirement counts); attempts: 1 = one stationary action, 2 = one minute, 3 = one hour, no 4th.
         *     - Decision: Stress pays only for the part of a cost that Fokus cannot pay (fokus_spent = min(cost, fokus)), at most Stability per use.
         *     - Decision: every 12 gives 1 Fokus on every roll, the defence roll included.
         *     - Decision: moving during a stationary action is one +1 step, even though the seed describes it twice.
         *     - Decision: Very Hard is the ceiling and Easy the floor: surplus steps are lost (capped).
         *     - Decision: attributes are 0-10 and Stability 1-10 (default 3).
         */
        post: operations["i_rikets_tjanst_stabilise"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/stabilise/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of stabilise: every outcome's exact probability before rolling
         * @description The same input as `stabilise`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["i_rikets_tjanst_stabilise_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/stop_bleeding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop a bleeding with surgery (Kirurgi)
         * @description Analys + Smidighet + bonus dice, then extra dice, at Easy + modifiers (always stationary); each Effect
         *     removes one bleeding level (heavy -> light -> none). `attempt` 1 takes a round, 2 a minute; there is no
         *     3rd. An action made impossible by moving rolls nothing. Dice order: pool, extra dice.
         *
         *     Decisions applied:
         *     - Decision: stopping bleeding is surgery with Analys + Smidighet, Easy-based, each Effect removes one level; attempt 1 takes a round, attempt 2 a minute, no 3rd.
         *     - Decision: Stress pays only for the part of a cost that Fokus cannot pay (fokus_spent = min(cost, fokus)), at most Stability per use.
         *     - Decision: every 12 gives 1 Fokus on every roll, the defence roll included.
         *     - Decision: moving during a stationary action is one +1 step, even though the seed describes it twice.
         *     - Decision: Very Hard is the ceiling and Easy the floor: surplus steps are lost (capped).
         *     - Decision: attributes are 0-10 and Stability 1-10 (default 3).
         */
        post: operations["i_rikets_tjanst_stop_bleeding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/stop_bleeding/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of stop_bleeding: every outcome's exact probability before rolling
         * @description The same input as `stop_bleeding`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["i_rikets_tjanst_stop_bleeding_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/shock_roll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Shock roll (Chockslag), e.g. against suppressive fire
         * @description Exactly one of `shock_factor` (the GM's) or `suppressive_fire`. Suppressive fire calls for a roll only
         *     when returning fire or not seeking cover, with factor 1 - 1 (from cover) + 1 (automatic fire) + 2 (many
         *     shooters); `trauma_related` adds 1 to either factor. Factor 0 (or no roll required) rolls nothing.
         *     Otherwise attr_a + attr_b (Strid + Vilja for suppressive fire) + bonus dice, then extra dice; each
         *     success removes a point and each remaining point is 1 Stress, included in `resources.stress_after`
         *     (breakdown rolls over the whole increase). Dice order: pool, extra dice.
         *
         *     Decisions applied:
         *     - Decision: suppressive-fire shock factor = 1 - 1 (from cover) + 1 (automatic fire) + 2 (many shooters) + 1 (trauma related), minimum 0; each success removes a point, each remaining point is 1 Stress; pool Strid + Vilja; required only when returning fire or not seeking cover.
         *     - Decision: Stress pays only for the part of a cost that Fokus cannot pay (fokus_spent = min(cost, fokus)), at most Stability per use.
         *     - Decision: every 12 gives 1 Fokus on every roll, the defence roll included.
         *     - Decision: attributes are 0-10 and Stability 1-10 (default 3).
         */
        post: operations["i_rikets_tjanst_shock_roll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/shock_roll/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of shock_roll: every outcome's exact probability before rolling
         * @description The same input as `shock_roll`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["i_rikets_tjanst_shock_roll_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/combat_start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a combat: initiative, timers, round 1
         * @description Rolls 1d12 + Strid initiative per combatant in input order and sorts them (ties: higher Strid, then
         *     input order). Timers: pre-existing heavy bleeding ticks at round 1, light at round 12; each unstabilised
         *     dying condition first rolls after its interval (round 1, minute 12, hour 720, day 17280), a stabilised one
         *     never. `stop_bleeding_attempts` (0-2) and each condition's `stabilise_attempts` (0-3) default to 0. Phase
         *     `round_start` of round 1, or `ended` at once when one side or none is able. Dice order: one initiative
         *     die per combatant, in input order.
         *
         *     Every combat operation takes the whole `state` (422 `state.phase: expected <phase>` in the wrong phase)
         *     and returns `{state, events, dice, breakdown}`. Phases: `round_start` -> (`turn` -> [`reaction`])* per
         *     able combatant -> `round_start` of the next round ... -> `ended`. The combat ends when the able
         *     combatants (neither dead nor unconscious) belong to at most one side.
         *
         *     Decisions applied:
         *     - Decision: initiative ties are broken by higher Strid, then input order; no extra dice.
         *     - Decision: a condition gained in round r first fires at round r + interval (round 1, minute 12, hour 720, day 17280); conditions present at the start count as gained in round 0; light bleeding ticks every 12 rounds, heavy every round; an upgrade to heavy in round r ticks at r+1, a downgrade to light at r+12.
         *     - Decision: attributes are 0-10 and Stability 1-10 (default 3).
         */
        post: operations["i_rikets_tjanst_combat_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/combat_start/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of combat_start: every outcome's exact probability before rolling
         * @description The same input as `combat_start`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["i_rikets_tjanst_combat_start_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/combat_round_start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a round: bleeding ticks, survival rolls, first turn
         * @description Declarations (optional): `survival_extra_dice` `{"<combatant_id>/<condition_id>": n}`, Fokus/Stress dice
         *     for that survival roll (a key naming no condition is refused; dice for a condition that does not roll
         *     this round are not used). For each combatant in initiative order, skipping the dead: a bleeding tick due
         *     this round deals 1 KP (source `bleeding`, with its damage Stress) and schedules the next (heavy +1, light
         *     +12); then each unstabilised condition due this round, in list order, makes a survival roll (Fysik +
         *     Vilja at Normal, then its extra dice): success adds the Effect to its stabilisation and schedules the
         *     next roll (none once stabilised), failure kills and ends this combatant's rolls. Then `acted`/`moved`
         *     reset and the first able combatant in order gets the turn, or the combat ends. Dice order: per
         *     combatant in initiative order, per due condition in list order: its pool dice, then its extra dice.
         *
         *     Every combat operation takes the whole `state` (422 `state.phase: expected <phase>` in the wrong phase)
         *     and returns `{state, events, dice, breakdown}`. Phases: `round_start` -> (`turn` -> [`reaction`])* per
         *     able combatant -> `round_start` of the next round ... -> `ended`. The combat ends when the able
         *     combatants (neither dead nor unconscious) belong to at most one side.
         *
         *     Decisions applied:
         *     - Decision: the survival roll is Fysik + Vilja at Normal; Wounded does not apply, the GM may add extra_steps; all Effect becomes stabilisation successes, at most 3 per condition.
         *     - Decision: bleeding damage gives damage Stress: each 1 KP tick gives +1 Stress, and crossing the Wounded threshold its own Stress.
         *     - Decision: at most one shock-dying condition (per minute) exists, added the first time damage is > 3x Toughness while none exists; every critical row with dying adds a new parallel condition.
         *     - Decision: a condition gained in round r first fires at round r + interval (round 1, minute 12, hour 720, day 17280); conditions present at the start count as gained in round 0; light bleeding ticks every 12 rounds, heavy every round; an upgrade to heavy in round r ticks at r+1, a downgrade to light at r+12.
         *     - Decision: unconscious combatants stay unconscious for the rest of the combat.
         *     - Decision: Stress pays only for the part of a cost that Fokus cannot pay (fokus_spent = min(cost, fokus)), at most Stability per use.
         *     - Decision: every 12 gives 1 Fokus on every roll, the defence roll included.
         */
        post: operations["i_rikets_tjanst_combat_round_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/combat_round_start/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of combat_round_start: every outcome's exact probability before rolling
         * @description The same input as `combat_round_start`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["i_rikets_tjanst_combat_round_start_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/combat_act": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The acting combatant moves and acts
         * @description Declaration from the current actor only: `{actor, movement, action}`. Attacks (`ranged_attack`,
         *     stationary; `melee_attack`) on another living combatant roll the pool, then `extra_dice`, store
         *     `pending_attack` and go to phase `reaction`. `stabilise` (another combatant's condition) and
         *     `stop_bleeding` (self allowed) make the first attempt only: Analys + Smidighet, Easy-based, stationary;
         *     a second in-combat attempt is refused. `stand_up` ends prone; `none` is movement only; `other` may roll
         *     two of the actor's attributes like `roll`. Difficulty per §2.2 with the turn's movement and the actor's
         *     Wounded status; an impossible action makes no attempt (`action_impossible`). After a non-attack action
         *     the turn passes. Dice order: the action's pool, then its extra dice.
         *
         *     Every combat operation takes the whole `state` (422 `state.phase: expected <phase>` in the wrong phase)
         *     and returns `{state, events, dice, breakdown}`. Phases: `round_start` -> (`turn` -> [`reaction`])* per
         *     able combatant -> `round_start` of the next round ... -> `ended`. The combat ends when the able
         *     combatants (neither dead nor unconscious) belong to at most one side.
         *
         *     Decisions applied:
         *     - Decision: in combat only the first attempt at stabilising a condition or stopping a bleeding can be made (one action); later attempts use the standalone operations with attempt = counter + 1; a bleeding stopped, started or upgraded resets the counter.
         *     - Decision: stabilisation by another person is Analys + Smidighet, Easy-based (every success beyond the stepped requirement counts); attempts: 1 = one stationary action, 2 = one minute, 3 = one hour, no 4th.
         *     - Decision: stopping bleeding is surgery with Analys + Smidighet, Easy-based, each Effect removes one level; attempt 1 takes a round, attempt 2 a minute, no 3rd.
         *     - Decision: the attacker adds dice either up front (extra_dice) or after seeing the roll (attacker_add_dice), not both: dice are added once per roll.
         *     - Decision: a dying character who is not unconscious can still act.
         *     - Decision: a condition gained in round r first fires at round r + interval (round 1, minute 12, hour 720, day 17280); conditions present at the start count as gained in round 0; light bleeding ticks every 12 rounds, heavy every round; an upgrade to heavy in round r ticks at r+1, a downgrade to light at r+12.
         *     - Decision: moving during a stationary action is one +1 step, even though the seed describes it twice.
         *     - Decision: difficulties need 0/1/2/3 successes (easy, normal, hard, very_hard).
         *     - Decision: Very Hard is the ceiling and Easy the floor: surplus steps are lost (capped).
         *     - Decision: Stress pays only for the part of a cost that Fokus cannot pay (fokus_spent = min(cost, fokus)), at most Stability per use.
         *     - Decision: every 12 gives 1 Fokus on every roll, the defence roll included.
         */
        post: operations["i_rikets_tjanst_combat_act"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/combat_act/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of combat_act: every outcome's exact probability before rolling
         * @description The same input as `combat_act`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["i_rikets_tjanst_combat_act_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/combat_react": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resolve the pending attack: push, active defence, damage
         * @description Declarations: `attacker_add_dice` (push after seeing the roll; refused when the attack already bought
         *     extra dice) and `defence` (dodge, or parry against melee with something in the hands; not by an
         *     unconscious or unaware target), with the defender's attributes, Fokus, Stress and Wounded status from the
         *     state. Resolves the attack on all faces (stored + pushed): defence Effect off the successes, KP = Skada +
         *     Effect - Skydd, critical on a 12 with 1+ KP; applies the damage and the critical row to the target
         *     (source `attack`, only with 1+ KP), schedules the new timers, leaves a dodger prone and passes the turn.
         *     Dice order: pushed dice, defence pool, defence extra dice, critical die.
         *
         *     Every combat operation takes the whole `state` (422 `state.phase: expected <phase>` in the wrong phase)
         *     and returns `{state, events, dice, breakdown}`. Phases: `round_start` -> (`turn` -> [`reaction`])* per
         *     able combatant -> `round_start` of the next round ... -> `ended`. The combat ends when the able
         *     combatants (neither dead nor unconscious) belong to at most one side.
         *
         *     Decisions applied:
         *     - Decision: the attacker adds dice either up front (extra_dice) or after seeing the roll (attacker_add_dice), not both: dice are added once per roll.
         *     - Decision: the hit's Effect, not its raw successes, is added to damage (KP = Skada + Effect - Skydd, minimum 0).
         *     - Decision: an active defence subtracts the defence roll's Effect from the attack's successes; it does not remove 12s, so a hit still doing 1+ KP can be critical.
         *     - Decision: the defence roll is Easy, one step harder if the defender is Wounded; it costs 1 Fokus, or 1 Stress with 0 Fokus, and extra dice are paid from what remains.
         *     - Decision: a dodge leaves the defender prone whatever the outcome; prone has no automatic penalty, standing up is an action.
         *     - Decision: Penetrerande gives +2 on the critical roll.
         *     - Decision: a critical total below 1 has no critical effect (row null); several 12s give one table roll (+1 per extra 12).
         *     - Decision: at most one shock-dying condition (per minute) exists, added the first time damage is > 3x Toughness while none exists; every critical row with dying adds a new parallel condition.
         *     - Decision: conditional dying rows (while untreated, until the bleeding is stopped, antidote required) still add the condition; removing it early is the GM's call.
         *     - Decision: Radiation row 15+ (dies within 1d12 hours) is instant death.
         *     - Decision: Radiation row 3 'Du förlorar 1 Stress' is read as taking 1 Stress.
         *     - Decision: a condition gained in round r first fires at round r + interval (round 1, minute 12, hour 720, day 17280); conditions present at the start count as gained in round 0; light bleeding ticks every 12 rounds, heavy every round; an upgrade to heavy in round r ticks at r+1, a downgrade to light at r+12.
         *     - Decision: unconscious combatants stay unconscious for the rest of the combat.
         *     - Decision: Stress pays only for the part of a cost that Fokus cannot pay (fokus_spent = min(cost, fokus)), at most Stability per use.
         *     - Decision: every 12 gives 1 Fokus on every roll, the defence roll included.
         */
        post: operations["i_rikets_tjanst_combat_react"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/combat_react/odds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Odds of combat_react: every outcome's exact probability before rolling
         * @description The same input as `combat_react`, without `dice` (given: 422). Every face sequence is walked through the rule itself; open-ended dice are followed to `explosion_depth`, the rest is `tail_probability`. An input whose distribution is too large to compute exactly is a 422 on `body` naming the limit.
         */
        post: operations["i_rikets_tjanst_combat_react_odds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/systems/i-rikets-tjanst/combat_end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The GM ends the combat
         * @description Ends the combat in any phase (`ended_reason: "gm"`); an ended combat is refused. Rolls nothing: a
         *     non-empty `dice` is refused. Dying, bleeding and unconscious characters then continue with the
         *     standalone operations on minute, hour and day steps.
         *
         *     Every combat operation takes the whole `state` (422 `state.phase: expected <phase>` in the wrong phase)
         *     and returns `{state, events, dice, breakdown}`. Phases: `round_start` -> (`turn` -> [`reaction`])* per
         *     able combatant -> `round_start` of the next round ... -> `ended`. The combat ends when the able
         *     combatants (neither dead nor unconscious) belong to at most one side.
         *
         *     Decisions applied:
         *     - Decision: in combat only the first attempt at stabilising a condition or stopping a bleeding can be made (one action); later attempts use the standalone operations with attempt = counter + 1; a bleeding stopped, started or upgraded resets the counter.
         */
        post: operations["i_rikets_tjanst_combat_end"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
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
        /** AmActionLostEvent */
        AmActionLostEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /** AmAttackEvent */
        AmAttackEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /** AmAttackInput */
        AmAttackInput: {
            attacker: components["schemas"]["AmAttackerInput"];
            defender: components["schemas"]["AmDefenderInput"];
            /** Range Increments */
            range_increments?: number | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** AmAttackOutput */
        AmAttackOutput: {
            /** Missile */
            missile: boolean;
            /** Range Increments */
            range_increments: number | null;
            attack: components["schemas"]["AmAttackRoll"];
            defence: components["schemas"]["AmDefenceRoll"];
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
            attacker_fatigue_after: components["schemas"]["AmFatigueLevels"];
            defender_fatigue_after: components["schemas"]["AmFatigueLevels"];
            defender_wounds_after: components["schemas"]["AmWoundCounts"];
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
        /** AmAttackRoll */
        AmAttackRoll: {
            /** Total */
            total: number;
            die: components["schemas"]["AmDieResult"];
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
        /** AmAttackVoidEvent */
        AmAttackVoidEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /** AmAttackerInput */
        AmAttackerInput: {
            /**
             * Weapon
             * @description Default: `"fist"`.
             */
            weapon?: string | components["schemas"]["AmCustomWeapon"];
            /** Shield */
            shield?: (string | components["schemas"]["AmCustomShield"]) | null;
            /** Dexterity */
            dexterity: number;
            /** Strength */
            strength: number;
            /**
             * Ability
             * @description Default: `0`.
             */
            ability?: number;
            wounds?: components["schemas"]["AmWounds"] | null;
            fatigue?: components["schemas"]["AmFatigue-Input"] | null;
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
        /** AmCheckInput */
        AmCheckInput: {
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
            wounds?: components["schemas"]["AmWounds"] | null;
            fatigue?: components["schemas"]["AmFatigue-Input"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** AmCheckOutput */
        AmCheckOutput: {
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
            die: components["schemas"]["AmDieResult"];
            /** Wound Penalty */
            wound_penalty: number;
            /** Fatigue Penalty */
            fatigue_penalty: number;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** AmCombatDeclareInput */
        AmCombatDeclareInput: {
            state: components["schemas"]["AmCombatState-Input"];
            /** Declarations */
            declarations?: components["schemas"]["AmDeclarationInput"][];
            /** Engagement */
            engagement?: ("melee" | "missile") | null;
            /**
             * End Combat
             * @description Default: `false`.
             */
            end_combat?: boolean;
        };
        /** AmCombatDeclareOutput */
        AmCombatDeclareOutput: {
            state: components["schemas"]["AmCombatState-Output"];
            /** Events */
            events: (components["schemas"]["AmCombatStartedEvent"] | components["schemas"]["AmInitiativeEvent"] | components["schemas"]["AmInitiativeSkippedEvent"] | components["schemas"]["AmOrderFixedEvent"] | components["schemas"]["AmEngagementSetEvent"] | components["schemas"]["AmDeclarationsLockedEvent"] | components["schemas"]["AmActionLostEvent"] | components["schemas"]["AmPlainActionEvent"] | components["schemas"]["AmAttackVoidEvent"] | components["schemas"]["AmAttackEvent"] | components["schemas"]["AmRoundEndedEvent"] | components["schemas"]["AmCombatEndedEvent"])[];
        };
        /** AmCombatEndedEvent */
        AmCombatEndedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /** AmCombatInitiativeInput */
        AmCombatInitiativeInput: {
            state: components["schemas"]["AmCombatState-Input"];
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
        /** AmCombatInitiativeOutput */
        AmCombatInitiativeOutput: {
            state: components["schemas"]["AmCombatState-Output"];
            /** Events */
            events: (components["schemas"]["AmCombatStartedEvent"] | components["schemas"]["AmInitiativeEvent"] | components["schemas"]["AmInitiativeSkippedEvent"] | components["schemas"]["AmOrderFixedEvent"] | components["schemas"]["AmEngagementSetEvent"] | components["schemas"]["AmDeclarationsLockedEvent"] | components["schemas"]["AmActionLostEvent"] | components["schemas"]["AmPlainActionEvent"] | components["schemas"]["AmAttackVoidEvent"] | components["schemas"]["AmAttackEvent"] | components["schemas"]["AmRoundEndedEvent"] | components["schemas"]["AmCombatEndedEvent"])[];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** AmCombatProfileInput */
        AmCombatProfileInput: {
            /**
             * Weapon
             * @description Default: `"fist"`.
             */
            weapon?: string | components["schemas"]["AmCustomWeapon"];
            /** Shield */
            shield?: (string | components["schemas"]["AmCustomShield"]) | null;
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
            armour?: (string | components["schemas"]["AmCustomArmour"]) | null;
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
        /** AmCombatProfileOutput */
        AmCombatProfileOutput: {
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
            weapon_modifiers: components["schemas"]["AmGearModifiers"];
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
        /** AmCombatResolveInput */
        AmCombatResolveInput: {
            state: components["schemas"]["AmCombatState-Input"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** AmCombatResolveOutput */
        AmCombatResolveOutput: {
            state: components["schemas"]["AmCombatState-Output"];
            /** Events */
            events: (components["schemas"]["AmCombatStartedEvent"] | components["schemas"]["AmInitiativeEvent"] | components["schemas"]["AmInitiativeSkippedEvent"] | components["schemas"]["AmOrderFixedEvent"] | components["schemas"]["AmEngagementSetEvent"] | components["schemas"]["AmDeclarationsLockedEvent"] | components["schemas"]["AmActionLostEvent"] | components["schemas"]["AmPlainActionEvent"] | components["schemas"]["AmAttackVoidEvent"] | components["schemas"]["AmAttackEvent"] | components["schemas"]["AmRoundEndedEvent"] | components["schemas"]["AmCombatEndedEvent"])[];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /**
         * AmCombatStartInput
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
        AmCombatStartInput: {
            /** Combatants */
            combatants: components["schemas"]["AmCombatantSetup"][];
            /**
             * Engagement
             * @description Default: `"melee"`.
             * @enum {string}
             */
            engagement?: "melee" | "missile";
        };
        /** AmCombatStartOutput */
        AmCombatStartOutput: {
            state: components["schemas"]["AmCombatState-Output"];
            /** Events */
            events: (components["schemas"]["AmCombatStartedEvent"] | components["schemas"]["AmInitiativeEvent"] | components["schemas"]["AmInitiativeSkippedEvent"] | components["schemas"]["AmOrderFixedEvent"] | components["schemas"]["AmEngagementSetEvent"] | components["schemas"]["AmDeclarationsLockedEvent"] | components["schemas"]["AmActionLostEvent"] | components["schemas"]["AmPlainActionEvent"] | components["schemas"]["AmAttackVoidEvent"] | components["schemas"]["AmAttackEvent"] | components["schemas"]["AmRoundEndedEvent"] | components["schemas"]["AmCombatEndedEvent"])[];
        };
        /** AmCombatStartedEvent */
        AmCombatStartedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "combat_started";
            /** Combatants */
            combatants: string[];
        };
        /**
         * AmCombatStateRequest
         * @description The combat state document (§7.1).
         */
        "AmCombatState-Input": {
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
            combatants: components["schemas"]["AmStateCombatant-Input"][];
            /** Order */
            order: string[];
            /** Declarations */
            declarations: components["schemas"]["AmStoredDeclaration"][];
            /** Winner Side */
            winner_side: string | null;
        };
        /**
         * AmCombatStateResponse
         * @description The combat state document (§7.1).
         */
        "AmCombatState-Output": {
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
            combatants: components["schemas"]["AmStateCombatant-Output"][];
            /** Order */
            order: string[];
            /** Declarations */
            declarations: components["schemas"]["AmStoredDeclaration"][];
            /** Winner Side */
            winner_side: string | null;
        };
        /** AmCombatantSetup */
        AmCombatantSetup: {
            /**
             * Weapon
             * @description Default: `"fist"`.
             */
            weapon?: string | components["schemas"]["AmCustomWeapon"];
            /** Shield */
            shield?: (string | components["schemas"]["AmCustomShield"]) | null;
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
            armour?: (string | components["schemas"]["AmCustomArmour"]) | null;
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
            wounds?: components["schemas"]["AmWounds"] | null;
            fatigue?: components["schemas"]["AmFatigue-Input"] | null;
            /**
             * Botch Dice
             * @description Default: `1`.
             */
            botch_dice?: number;
        };
        /** AmConditionInput */
        AmConditionInput: {
            wounds?: components["schemas"]["AmWounds"] | null;
            fatigue?: components["schemas"]["AmFatigue-Input"] | null;
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
        /** AmConditionOutput */
        AmConditionOutput: {
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
        /**
         * AmCustomArmour
         * @description Armour not in the catalogue.
         */
        AmCustomArmour: {
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
         * AmCustomShield
         * @description A shield not in the catalogue.
         */
        AmCustomShield: {
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
         * AmCustomWeapon
         * @description A weapon not in the catalogue; ``atk``/``dam`` ``null`` mean it cannot attack or damage.
         */
        AmCustomWeapon: {
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
        /** AmDamageInput */
        AmDamageInput: {
            /**
             * Weapon
             * @description Default: `"fist"`.
             */
            weapon?: string | components["schemas"]["AmCustomWeapon"];
            /** Shield */
            shield?: (string | components["schemas"]["AmCustomShield"]) | null;
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
            armour?: (string | components["schemas"]["AmCustomArmour"]) | null;
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
        /** AmDamageOutput */
        AmDamageOutput: {
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
        /**
         * AmDeclarationInput
         * @description One declaration of ``combat_declare``: a combatant's part that names its ``actor``.
         */
        AmDeclarationInput: {
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
        /** AmDeclarationsLockedEvent */
        AmDeclarationsLockedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "declarations_locked";
            /** Count */
            count: number;
        };
        /** AmDefenceRoll */
        AmDefenceRoll: {
            /** Rolled */
            rolled: boolean;
            /** Total */
            total: number;
            die: components["schemas"]["AmDieResult"] | null;
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
        /** AmDefenderInput */
        AmDefenderInput: {
            /**
             * Weapon
             * @description Default: `"fist"`.
             */
            weapon?: string | components["schemas"]["AmCustomWeapon"];
            /** Shield */
            shield?: (string | components["schemas"]["AmCustomShield"]) | null;
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
            armour?: (string | components["schemas"]["AmCustomArmour"]) | null;
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
            wounds?: components["schemas"]["AmWounds"] | null;
            fatigue?: components["schemas"]["AmFatigue-Input"] | null;
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
        /**
         * AmDieResult
         * @description ``DieResult`` (§2.2): one die and how it was read.
         */
        AmDieResult: {
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
        /** AmEncumbranceInput */
        AmEncumbranceInput: {
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
        /** AmEncumbranceOutput */
        AmEncumbranceOutput: {
            /** Total Load */
            total_load: number;
            /** Burden */
            burden: number;
            /** Encumbrance */
            encumbrance: number;
            /** Item Loads */
            item_loads: components["schemas"]["AmItemLoad"][];
        };
        /** AmEngagementSetEvent */
        AmEngagementSetEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "engagement_set";
            /**
             * Engagement
             * @enum {string}
             */
            engagement: "melee" | "missile";
        };
        /**
         * AmFatigueRequest
         * @description ``fatigue``: short-term and long-term levels; together at most 5 (Unconscious).
         */
        "AmFatigue-Input": {
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
         * AmFatigueResponse
         * @description ``fatigue``: short-term and long-term levels; together at most 5 (Unconscious).
         */
        "AmFatigue-Output": {
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
        /** AmFatigueAdjustInput */
        AmFatigueAdjustInput: {
            fatigue?: components["schemas"]["AmFatigue-Input"] | null;
            /**
             * Action
             * @enum {string}
             */
            action: "lose_short_term" | "lose_long_term" | "night_rest";
            /** Levels */
            levels?: number | null;
        };
        /** AmFatigueAdjustOutput */
        AmFatigueAdjustOutput: {
            fatigue_after: components["schemas"]["AmFatigueLevels"];
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
        /** AmFatigueLevels */
        AmFatigueLevels: {
            /** Short Term */
            short_term: number;
            /** Long Term */
            long_term: number;
        };
        /** AmFatigueRecoveryInput */
        AmFatigueRecoveryInput: {
            fatigue?: components["schemas"]["AmFatigue-Input"] | null;
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
            wounds?: components["schemas"]["AmWounds"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** AmFatigueRecoveryOutput */
        AmFatigueRecoveryOutput: {
            /** Steps */
            steps: components["schemas"]["AmRecoveryStep"][];
            /** Total Minutes */
            total_minutes: number;
            fatigue_after: components["schemas"]["AmFatigueLevels"];
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
        /** AmFatigueTestInput */
        AmFatigueTestInput: {
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
            wounds?: components["schemas"]["AmWounds"] | null;
            fatigue?: components["schemas"]["AmFatigue-Input"] | null;
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
        /** AmFatigueTestOutput */
        AmFatigueTestOutput: {
            fatigue_after: components["schemas"]["AmFatigueLevels"];
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
            die: components["schemas"]["AmDieResult"];
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
        /** AmGearModifiers */
        AmGearModifiers: {
            /** Init */
            init: number;
            /** Atk */
            atk: number | null;
            /** Dfn */
            dfn: number;
            /** Dam */
            dam: number | null;
        };
        /** AmHalvingRoll */
        AmHalvingRoll: {
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
        /** AmIncapacitatedRecoveryInput */
        AmIncapacitatedRecoveryInput: {
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
            fatigue?: components["schemas"]["AmFatigue-Input"] | null;
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
        /** AmIncapacitatedRecoveryOutput */
        AmIncapacitatedRecoveryOutput: {
            /** Total */
            total: number;
            /** Botched */
            botched: boolean;
            /** Botch Count */
            botch_count: number;
            die: components["schemas"]["AmDieResult"];
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
        /** AmInitiativeEvent */
        AmInitiativeEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /** AmInitiativeInput */
        AmInitiativeInput: {
            /**
             * Weapon
             * @description Default: `"fist"`.
             */
            weapon?: string | components["schemas"]["AmCustomWeapon"];
            /** Shield */
            shield?: (string | components["schemas"]["AmCustomShield"]) | null;
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
            wounds?: components["schemas"]["AmWounds"] | null;
            fatigue?: components["schemas"]["AmFatigue-Input"] | null;
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
        /** AmInitiativeOutput */
        AmInitiativeOutput: {
            /** Total */
            total: number;
            /** Botched */
            botched: boolean;
            /** Botch Count */
            botch_count: number;
            die: components["schemas"]["AmDieResult"];
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
        /** AmInitiativeSkippedEvent */
        AmInitiativeSkippedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /** AmItemLoad */
        AmItemLoad: {
            /** Id */
            id: string;
            /** Load */
            load: number;
        };
        /** AmOrderFixedEvent */
        AmOrderFixedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "order_fixed";
            /** Order */
            order: string[];
        };
        /** AmOverexertionInput */
        AmOverexertionInput: {
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
            fatigue?: components["schemas"]["AmFatigue-Input"] | null;
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
            wounds?: components["schemas"]["AmWounds"] | null;
            /**
             * Bonus
             * @description Default: `0`.
             */
            bonus?: number;
        };
        /** AmOverexertionOutput */
        AmOverexertionOutput: {
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
            die: components["schemas"]["AmDieResult"];
            /** Fatigue Penalty */
            fatigue_penalty: number;
            /**
             * Outcome
             * @enum {string}
             */
            outcome: "unchanged" | "worsened";
            wounds_after: components["schemas"]["AmWoundCounts"];
            /** Bonus After */
            bonus_after: number;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /**
         * AmPlainActionEvent
         * @description A declared ``close_in``, ``other`` or ``none``: recorded, no dice.
         */
        AmPlainActionEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "close_in" | "none" | "other";
            /** Id */
            id: string;
        };
        /** AmRecoveryRollInput */
        AmRecoveryRollInput: {
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
            fatigue?: components["schemas"]["AmFatigue-Input"] | null;
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
        /** AmRecoveryRollOutput */
        AmRecoveryRollOutput: {
            /** Total */
            total: number;
            /** Botched */
            botched: boolean;
            /** Botch Count */
            botch_count: number;
            die: components["schemas"]["AmDieResult"];
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
        /** AmRecoveryStep */
        AmRecoveryStep: {
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
            halving: components["schemas"]["AmHalvingRoll"] | null;
        };
        /** AmRollInput */
        AmRollInput: {
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
        /** AmRollOutput */
        AmRollOutput: {
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
        /** AmRoundEndedEvent */
        AmRoundEndedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "round_ended";
            /** Next Round */
            next_round: number;
        };
        /** AmStateArmour */
        AmStateArmour: {
            /** Id */
            id: string | null;
            /** Protection */
            protection: number;
            /** Load */
            load: number;
        };
        /** AmStateCombatantRequest */
        "AmStateCombatant-Input": {
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
            weapon: components["schemas"]["AmStateWeapon"];
            shield: components["schemas"]["AmStateShield"] | null;
            armour: components["schemas"]["AmStateArmour"] | null;
            /** Size */
            size: number;
            /** Encumbrance */
            encumbrance: number;
            /** Soak Modifier */
            soak_modifier: number;
            /** Damage Modifier */
            damage_modifier: number;
            wounds: components["schemas"]["AmStateWounds"];
            fatigue: components["schemas"]["AmFatigue-Input"];
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
        /** AmStateCombatantResponse */
        "AmStateCombatant-Output": {
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
            weapon: components["schemas"]["AmStateWeapon"];
            shield: components["schemas"]["AmStateShield"] | null;
            armour: components["schemas"]["AmStateArmour"] | null;
            /** Size */
            size: number;
            /** Encumbrance */
            encumbrance: number;
            /** Soak Modifier */
            soak_modifier: number;
            /** Damage Modifier */
            damage_modifier: number;
            wounds: components["schemas"]["AmStateWounds"];
            fatigue: components["schemas"]["AmFatigue-Output"];
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
        /** AmStateShield */
        AmStateShield: {
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
        /** AmStateWeapon */
        AmStateWeapon: {
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
         * AmStateWounds
         * @description Wound counts in combat: unbounded above, since blows keep landing on the fallen.
         */
        AmStateWounds: {
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
         * AmStoredDeclaration
         * @description A declaration as the state keeps it: every field present.
         */
        AmStoredDeclaration: {
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
        /** AmWoundCounts */
        AmWoundCounts: {
            /** Light */
            light: number;
            /** Medium */
            medium: number;
            /** Heavy */
            heavy: number;
            /** Incapacitating */
            incapacitating: number;
        };
        /** AmWoundLevelInput */
        AmWoundLevelInput: {
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
        /** AmWoundLevelOutput */
        AmWoundLevelOutput: {
            /** Excess */
            excess: number;
            /** Wound */
            wound: ("light" | "medium" | "heavy" | "incapacitating" | "dead") | null;
            /** Wound Range */
            wound_range: number;
        };
        /**
         * AmWounds
         * @description ``wounds``: how many wounds of each level (0–99 each).
         */
        AmWounds: {
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
         * ArsMagicaCombatDeclaration
         * @description A part of a `ars-magica` phase's declarations: `GET /v1/systems/ars-magica/combat` says which phase takes which.
         */
        ArsMagicaCombatDeclaration: components["schemas"]["ArsMagicaAmInitiativeTablePart"] | components["schemas"]["ArsMagicaAmCombatantDeclaration"] | components["schemas"]["ArsMagicaAmDeclareTablePart"];
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
        /** Chance */
        Chance: {
            /**
             * Value
             * @description One value the field takes (null when absent).
             */
            value: boolean | number | string | null;
            /**
             * Absent
             * @description True for the results that do not have this field at all.
             */
            absent: boolean;
            /**
             * Probability
             * @description Its probability, as a decimal.
             * @example 0.61
             */
            probability: number;
            /**
             * Fraction
             * @description Its exact probability, as a fraction in lowest terms.
             * @example 61/100
             */
            fraction: string;
        };
        /** @description One combatant's part of the current phase's declarations (or the GM's table-wide part), shaped by the schema `GET /v1/systems/{id}/combat` gives for that phase; unknown fields are 422. */
        CombatDeclaration: components["schemas"]["FimbulvinterCombatDeclaration"] | components["schemas"]["TerminusAlfaCombatDeclaration"] | components["schemas"]["ArsMagicaCombatDeclaration"] | components["schemas"]["IRiketsTjanstCombatDeclaration"];
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
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "combat_ended";
            data: components["schemas"]["PhaseData"];
        };
        /**
         * CombatProtocol
         * @description A system's combat protocol as data; its schemas are JSON Schema 2020-12, the very ones that validate.
         */
        CombatProtocol: {
            /**
             * System Id
             * @example ars-magica
             */
            system_id: string;
            /**
             * Start Schema
             * @description The `combat_start` input (`POST /v1/sessions/{sid}/combat`, where a combatant may also carry `controller`).
             */
            start_schema: {
                [key: string]: unknown;
            };
            /**
             * View Schema
             * @description The combat's state as the GM sees it (a player sees less).
             */
            view_schema: {
                [key: string]: unknown;
            };
            /**
             * Phases
             * @description The round's phases, in order.
             */
            phases: components["schemas"]["PhaseProtocol"][];
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
        /** @description The system's `combat_start` input (`GET /v1/systems/{id}/combat`'s `start_schema`); every combatant may also carry `controller`, a player id. */
        CombatStart: components["schemas"]["FimbulvinterCombatStartBody"] | components["schemas"]["TerminusAlfaCombatStartBody"] | components["schemas"]["ArsMagicaCombatStartBody"] | components["schemas"]["IRiketsTjanstCombatStartBody"];
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
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "combat_started";
            data: components["schemas"]["CombatStartedData"];
        };
        /**
         * CombatStep
         * @description What a combat step answers: start, resolve and end.
         */
        CombatStep: {
            /**
             * Seq
             * @description The seq of the event the step appended.
             */
            seq: number;
            /**
             * Combat
             * @description The combat after the step as the caller may see it (the system's state view), plus `pending` (who must still declare).
             */
            combat: components["schemas"]["CombatView"];
            /**
             * Result
             * @description What the step produced (its `events`, `dice`, `breakdown`...) as the caller may see it.
             */
            result: {
                [key: string]: unknown;
            };
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
        /** @description The combat's state as the caller may see it (the system's `view_schema`; a player is not shown what the spec keeps from players), plus `pending`. */
        CombatView: components["schemas"]["FimbulvinterCombatView"] | components["schemas"]["TerminusAlfaCombatView"] | components["schemas"]["ArsMagicaCombatView"] | components["schemas"]["IRiketsTjanstCombatView"];
        /** DeclarationBody */
        DeclarationBody: {
            /**
             * Phase
             * @description The phase declared for: must be the current one.
             */
            phase: string;
            /**
             * Combatant
             * @description Omitted for the GM's own, table-wide declarations.
             */
            combatant?: string | null;
            /**
             * Declaration
             * @description This combatant's part (or the GM's), shaped by the schema `GET /v1/systems/{id}/combat` gives for the phase.
             */
            declaration: components["schemas"]["CombatDeclaration"];
            /**
             * Dice
             * @description Declarations carry no dice: only the GM's resolve may force them.
             */
            dice?: null;
        };
        /** Declared */
        Declared: {
            /** Seq */
            seq: number;
            /**
             * Pending
             * @description Who must still declare in the phase declared for.
             */
            pending: string[];
            /**
             * Resolved
             * @description True when this declaration completed the phase, which then resolved.
             */
            resolved: boolean;
            /**
             * Combat
             * @description Only when `resolved`: the combat after the phase, as for `POST .../combat/resolve`.
             */
            combat?: components["schemas"]["CombatView"];
            /**
             * Result
             * @description Only when `resolved`: the phase's outcome, as for `POST .../combat/resolve`.
             */
            result?: {
                [key: string]: unknown;
            };
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
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "declared";
            data: components["schemas"]["DeclaredData"];
        };
        /**
         * Declarers
         * @description Who declares in a phase.
         * @enum {string}
         */
        Declarers: "gm" | "controllers" | "gm_and_controllers";
        /** EventsPage */
        EventsPage: {
            /** Events */
            events: (components["schemas"]["SessionCreatedEvent"] | components["schemas"]["SessionChangedEvent"] | components["schemas"]["SessionEndedEvent"] | components["schemas"]["PlayerJoinedEvent"] | components["schemas"]["PlayerLeftEvent"] | components["schemas"]["RollEvent"] | components["schemas"]["CombatStartedEvent"] | components["schemas"]["DeclaredEvent"] | components["schemas"]["PhaseResolvedEvent"] | components["schemas"]["RoundStartedEvent"] | components["schemas"]["CombatEndedEvent"] | components["schemas"]["HiddenEvent"])[];
            /** Version */
            version: number;
        };
        /**
         * FimbulvinterCombatDeclaration
         * @description A part of a `fimbulvinter` phase's declarations: `GET /v1/systems/fimbulvinter/combat` says which phase takes which.
         */
        FimbulvinterCombatDeclaration: components["schemas"]["FimbulvinterFvDistanceMove"] | components["schemas"]["FimbulvinterFvSwitchSubfight"] | components["schemas"]["FimbulvinterFvActionDeclaration"] | components["schemas"]["FimbulvinterFvDefencesDeclaration"] | components["schemas"]["FimbulvinterFvGainGroundDeclaration"] | components["schemas"]["FimbulvinterFvDefenderCornered"];
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
        /** FimbulvinterFvGainGroundPairShown */
        FimbulvinterFvGainGroundPairShown: {
            /** Attacker */
            attacker: string;
            /** Target */
            target: string;
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
        /** FimbulvinterFvSubfightInput */
        FimbulvinterFvSubfightInput: {
            /** Id */
            id?: string | null;
            /** First Man */
            first_man: string;
            /** Second Men */
            second_men: string[];
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
        /** FimbulvinterFvWoundInput */
        FimbulvinterFvWoundInput: {
            /**
             * Severity
             * @enum {string}
             */
            severity: "light" | "serious" | "critical";
        };
        /** FimbulvinterFvWoundShown */
        FimbulvinterFvWoundShown: {
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
         * FvAction
         * @description An Action (§11.5).
         */
        FvAction: {
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
        /** FvActionDeclarations */
        FvActionDeclarations: {
            /** Actions */
            actions?: {
                [key: string]: components["schemas"]["FvAction"];
            };
            /**
             * Turn Order
             * @description Only the advantage holder may give it.
             */
            turn_order?: string[] | null;
        };
        /** FvAdvanceTimeInput */
        FvAdvanceTimeInput: {
            health: components["schemas"]["FvHealthInput"];
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
        /** FvAdvanceTimeOutput */
        FvAdvanceTimeOutput: {
            health: components["schemas"]["FvHealth"];
            /** Healed */
            healed: ("light" | "serious")[];
        };
        /** FvAttackInput */
        FvAttackInput: {
            attacker?: components["schemas"]["FvAttacker"];
            defender?: components["schemas"]["FvDefender"];
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
        /** FvAttackOutput */
        FvAttackOutput: {
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
            attack: components["schemas"]["FvRollResult"];
            defence: components["schemas"]["FvRollResult"];
            /** Margin */
            margin: number;
        };
        /** FvAttacker */
        FvAttacker: {
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
        /** FvBalanceCheckInput */
        FvBalanceCheckInput: {
            /** @description The Manövrer roll. */
            roll?: components["schemas"]["FvRollSpec"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FvBalanceCheckOutput */
        FvBalanceCheckOutput: {
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
         * FvCheckInput
         * @description A roll against a difficulty (a ladder id or 0..99, default challenging).
         */
        FvCheckInput: {
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
        /** FvCheckOutput */
        FvCheckOutput: {
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
        /** FvCombatActionsInput */
        FvCombatActionsInput: {
            state: components["schemas"]["FvCombatState-Input"];
            declarations?: components["schemas"]["FvActionDeclarations"];
        };
        /** FvCombatDefencesInput */
        FvCombatDefencesInput: {
            state: components["schemas"]["FvCombatState-Input"];
            declarations?: components["schemas"]["FvDefenceDeclarations"];
        };
        /** FvCombatDistanceInput */
        FvCombatDistanceInput: {
            state: components["schemas"]["FvCombatState-Input"];
            declarations?: components["schemas"]["FvDistanceDeclarations"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FvCombatGainGroundInput */
        FvCombatGainGroundInput: {
            state: components["schemas"]["FvCombatState-Input"];
            declarations?: components["schemas"]["FvGainGroundDeclarations"];
        };
        /**
         * FvCombatRolled
         * @description A rolling phase's response: the new state, its events, the dice.
         */
        FvCombatRolled: {
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
            state: components["schemas"]["FvCombatState-Output"];
            /** Events */
            events: (components["schemas"]["FvEvAdvantageContest"] | components["schemas"]["FvEvSubfightSetup"] | components["schemas"]["FvEvDistanceRoll"] | components["schemas"]["FvEvDistance"] | components["schemas"]["FvEvAdvantage"] | components["schemas"]["FvEvActionsDeclared"] | components["schemas"]["FvEvDefencesDeclared"] | components["schemas"]["FvEvBalanceCheck"] | components["schemas"]["FvEvCombatant"] | components["schemas"]["FvEvAttack"] | components["schemas"]["FvEvManoeuvre"] | components["schemas"]["FvEvDamage"] | components["schemas"]["FvEvDamageEffect"] | components["schemas"]["FvEvMedicineRequired"] | components["schemas"]["FvEvSubfight"] | components["schemas"]["FvEvSubfightCreated"] | components["schemas"]["FvEvJoinedSubfight"] | components["schemas"]["FvEvCombatEnded"] | components["schemas"]["FvEvGainGround"])[];
        };
        /**
         * FvCombatStartInput
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
        FvCombatStartInput: {
            /** Combatants */
            combatants: components["schemas"]["FvCombatantInput"][];
            /** Subfights */
            subfights?: components["schemas"]["FvSubfightInput"][];
            /** Zones */
            zones?: components["schemas"]["FvZoneInput"][];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /**
         * FvCombatStateRequest
         * @description The combat state document (§11.1).
         */
        "FvCombatState-Input": {
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
            subfights: components["schemas"]["FvSubfight"][];
            /** Combatants */
            combatants: components["schemas"]["FvCombatant"][];
            /** Zones */
            zones: components["schemas"]["FvZone"][];
            /** Next Subfight No */
            next_subfight_no: number;
            /** Pending Actions */
            pending_actions: {
                [key: string]: components["schemas"]["FvStoredAction-Input"];
            } | null;
            /** Turn Order */
            turn_order: string[] | null;
            /** Pending Defences */
            pending_defences: {
                [key: string]: components["schemas"]["FvStoredDefence"];
            } | null;
            /**
             * Gain Ground
             * @description Only in phase gain_ground.
             */
            gain_ground?: components["schemas"]["FvGainGroundPair"];
        };
        /**
         * FvCombatStateResponse
         * @description The combat state document (§11.1).
         */
        "FvCombatState-Output": {
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
            subfights: components["schemas"]["FvSubfight"][];
            /** Combatants */
            combatants: components["schemas"]["FvCombatant"][];
            /** Zones */
            zones: components["schemas"]["FvZone"][];
            /** Next Subfight No */
            next_subfight_no: number;
            /** Pending Actions */
            pending_actions: {
                [key: string]: components["schemas"]["FvStoredAction-Output"];
            } | null;
            /** Turn Order */
            turn_order: string[] | null;
            /** Pending Defences */
            pending_defences: {
                [key: string]: components["schemas"]["FvStoredDefence"];
            } | null;
            /**
             * Gain Ground
             * @description Only in phase gain_ground.
             */
            gain_ground?: components["schemas"]["FvGainGroundPair"];
        };
        /** FvCombatStateInput */
        FvCombatStateInput: {
            state: components["schemas"]["FvCombatState-Input"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FvCombatStateOnly */
        FvCombatStateOnly: {
            state: components["schemas"]["FvCombatState-Input"];
        };
        /**
         * FvCombatStep
         * @description A phase that rolls nothing: the new state and its events.
         */
        FvCombatStep: {
            state: components["schemas"]["FvCombatState-Output"];
            /** Events */
            events: (components["schemas"]["FvEvAdvantageContest"] | components["schemas"]["FvEvSubfightSetup"] | components["schemas"]["FvEvDistanceRoll"] | components["schemas"]["FvEvDistance"] | components["schemas"]["FvEvAdvantage"] | components["schemas"]["FvEvActionsDeclared"] | components["schemas"]["FvEvDefencesDeclared"] | components["schemas"]["FvEvBalanceCheck"] | components["schemas"]["FvEvCombatant"] | components["schemas"]["FvEvAttack"] | components["schemas"]["FvEvManoeuvre"] | components["schemas"]["FvEvDamage"] | components["schemas"]["FvEvDamageEffect"] | components["schemas"]["FvEvMedicineRequired"] | components["schemas"]["FvEvSubfight"] | components["schemas"]["FvEvSubfightCreated"] | components["schemas"]["FvEvJoinedSubfight"] | components["schemas"]["FvEvCombatEnded"] | components["schemas"]["FvEvGainGround"])[];
        };
        /** FvCombatSwitchInput */
        FvCombatSwitchInput: {
            state: components["schemas"]["FvCombatState-Input"];
            /** Subfight */
            subfight: string;
        };
        /** FvCombatant */
        FvCombatant: {
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
            wounds: components["schemas"]["FvWound"][];
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
            last_action: components["schemas"]["FvLastAction"] | null;
        };
        /**
         * FvCombatantInput
         * @description A Combatant (§11.1) entering a combat; absent fields take the spec's defaults.
         */
        FvCombatantInput: {
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
            wounds?: components["schemas"]["FvWoundInput"][];
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
            last_action?: components["schemas"]["FvLastActionInput"] | null;
        };
        /**
         * FvCompoundInput
         * @description Checked in the spec's order: the steps' shape, the default difficulty, then step by step.
         */
        FvCompoundInput: {
            /**
             * Difficulty
             * @description Default: `"challenging"`.
             */
            difficulty?: ("very_easy" | "easy" | "challenging" | "hard" | "very_hard") | number;
            /** Steps */
            steps: components["schemas"]["FvCompoundStep"][];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FvCompoundOutput */
        FvCompoundOutput: {
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
            steps: components["schemas"]["FvCompoundStepResult"][];
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
        /** FvCompoundStep */
        FvCompoundStep: {
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
        /** FvCompoundStepResult */
        FvCompoundStepResult: {
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
        /** FvComputedCharacter */
        FvComputedCharacter: {
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
        /** FvConflictExchangeInput */
        FvConflictExchangeInput: {
            state: components["schemas"]["FvConflictState"];
            initiator_roll?: components["schemas"]["FvRollSpec"];
            resister_roll?: components["schemas"]["FvRollSpec"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FvConflictExchangeOutput */
        FvConflictExchangeOutput: {
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
            state: components["schemas"]["FvConflictState"];
            /** Exchange Winner */
            exchange_winner: string;
            /** Initiator Total */
            initiator_total: number;
            /** Resister Total */
            resister_total: number;
        };
        /** FvConflictLoserChoiceInput */
        FvConflictLoserChoiceInput: {
            state: components["schemas"]["FvConflictState"];
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
        /** FvConflictLoserChoiceOutput */
        FvConflictLoserChoiceOutput: {
            state: components["schemas"]["FvConflictState"];
            /** New Consequences */
            new_consequences: components["schemas"]["FvConsequence"][];
        };
        /** FvConflictStartInput */
        FvConflictStartInput: {
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
        /** FvConflictStartOutput */
        FvConflictStartOutput: {
            state: components["schemas"]["FvConflictState"];
        };
        /** FvConflictState */
        FvConflictState: {
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
            consequences: components["schemas"]["FvConsequence"][];
        };
        /**
         * FvConsequence
         * @description A consequence (konsekvens, tillstånd, hållhake): held by the loser, exploited by the winner.
         */
        FvConsequence: {
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
        /** FvConsequenceSpendInput */
        FvConsequenceSpendInput: {
            consequence: components["schemas"]["FvSpendableConsequence"];
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
        /** FvConsequenceSpendOutput */
        FvConsequenceSpendOutput: {
            /** Modifier */
            modifier: number;
            /** Fatigue Added */
            fatigue_added: number;
            /** Damage Potential */
            damage_potential: number;
            consequence: components["schemas"]["FvSpentConsequence"] | null;
            /** Removed */
            removed: boolean;
        };
        /** FvContestInput */
        FvContestInput: {
            /** Contestants */
            contestants: components["schemas"]["FvContestant"][];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FvContestOutput */
        FvContestOutput: {
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
            rounds: components["schemas"]["FvContestRoll"][][];
        };
        /** FvContestRoll */
        FvContestRoll: {
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
        /**
         * FvContestant
         * @description A contestant: its id (checked first), then its RollSpec.
         */
        FvContestant: {
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
        /** FvConvalescent */
        FvConvalescent: {
            /** Name */
            name: string;
            /** Value */
            value: number;
        };
        /** FvCreationTraits */
        FvCreationTraits: {
            /** Folk */
            folk?: string | null;
            /** Clan Reputation */
            clan_reputation?: string | null;
            /** Upbringing */
            upbringing?: string | null;
        };
        /** FvDamageInput */
        FvDamageInput: {
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
            target?: components["schemas"]["FvDamageTarget"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FvDamageOutput */
        FvDamageOutput: {
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
            damage_roll: components["schemas"]["FvRollResult"];
            toughness_roll: components["schemas"]["FvRollResult"];
        };
        /**
         * FvDamageTarget
         * @description The target: its numbers are checked first (in this order), then its ids and its armour (§10.3).
         */
        FvDamageTarget: {
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
        /**
         * FvDefence
         * @description A defence against one attack (§11.6).
         */
        FvDefence: {
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
        /** FvDefenceDeclarations */
        FvDefenceDeclarations: {
            /**
             * Defences
             * @description By attacker id.
             */
            defences?: {
                [key: string]: components["schemas"]["FvDefence"];
            };
        };
        /** FvDefender */
        FvDefender: {
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
        /** FvDistanceDeclarations */
        FvDistanceDeclarations: {
            first_man?: components["schemas"]["FvFirstManMove"];
            /** Second Men */
            second_men?: {
                [key: string]: "advance" | "hold" | "retreat";
            };
        };
        /** FvEquipment */
        FvEquipment: {
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
        /** FvEvActionsDeclared */
        FvEvActionsDeclared: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "actions_declared";
            /** Order */
            order: string[];
        };
        /** FvEvAdvantage */
        FvEvAdvantage: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "advantage";
            /** Subfight */
            subfight: string;
            /** Holder */
            holder: string | null;
            /** Redetermined */
            redetermined: boolean;
        };
        /** FvEvAdvantageContest */
        FvEvAdvantageContest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "advantage_contest";
            /**
             * Subfight
             * @description At a sub-fight's first-round setup.
             */
            subfight?: string;
            /** Rounds */
            rounds: components["schemas"]["FvContestRoll"][][];
            /** Winner */
            winner: string;
        };
        /** FvEvAttack */
        FvEvAttack: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /** FvEvBalanceCheck */
        FvEvBalanceCheck: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /** FvEvCombatEnded */
        FvEvCombatEnded: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "combat_ended";
        };
        /**
         * FvEvCombatant
         * @description fell, died, became_third_man.
         */
        FvEvCombatant: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "became_third_man" | "died" | "fell";
            /** Combatant */
            combatant: string;
        };
        /** FvEvDamage */
        FvEvDamage: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /** FvEvDamageEffect */
        FvEvDamageEffect: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /** FvEvDefencesDeclared */
        FvEvDefencesDeclared: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "defences_declared";
            /** Defences */
            defences: {
                [key: string]: "defend" | "gamble";
            };
        };
        /** FvEvDistance */
        FvEvDistance: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /** FvEvDistanceRoll */
        FvEvDistanceRoll: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "distance_roll";
            /** First Man Total */
            first_man_total: number;
            /** Second Man Total */
            second_man_total: number;
            /** Winner */
            winner: string;
        };
        /** FvEvGainGround */
        FvEvGainGround: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /** FvEvJoinedSubfight */
        FvEvJoinedSubfight: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "joined_subfight";
            /** Combatant */
            combatant: string;
            /** Subfight */
            subfight: string;
        };
        /** FvEvManoeuvre */
        FvEvManoeuvre: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "leave" | "move";
            /** Combatant */
            combatant: string;
            /** Succeeded */
            succeeded: boolean;
            /** Total */
            total: number | null;
        };
        /** FvEvMedicineRequired */
        FvEvMedicineRequired: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
         * FvEvSubfight
         * @description subfight_dissolved, switched.
         */
        FvEvSubfight: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "subfight_dissolved" | "switched";
            /** Subfight */
            subfight: string;
        };
        /** FvEvSubfightCreated */
        FvEvSubfightCreated: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "subfight_created";
            /** Subfight */
            subfight: string;
            /** First Man */
            first_man: string;
            /** Second Men */
            second_men: string[];
        };
        /** FvEvSubfightSetup */
        FvEvSubfightSetup: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
         * FvFirstManMove
         * @description The first man's move.
         */
        FvFirstManMove: {
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
        /** FvGainGroundDeclarations */
        FvGainGroundDeclarations: {
            /** Choice */
            choice?: ("give_ground" | "follow" | "press" | "stand") | null;
            /**
             * Defender Cornered
             * @description Default: `false`.
             */
            defender_cornered?: boolean;
        };
        /** FvGainGroundPair */
        FvGainGroundPair: {
            /** Attacker */
            attacker: string;
            /** Target */
            target: string;
        };
        /** FvHealingStep */
        FvHealingStep: {
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
        /** FvHealingWound */
        FvHealingWound: {
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
        /** FvHealingWoundInput */
        FvHealingWoundInput: {
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
        /** FvHealth */
        FvHealth: {
            /** Wounds */
            wounds: components["schemas"]["FvHealingWound"][];
            /** Damage Effects */
            damage_effects: string[];
            /** Knocked Out */
            knocked_out: boolean;
            /** Knocked Out Days Left */
            knocked_out_days_left: number;
        };
        /** FvHealthInput */
        FvHealthInput: {
            /** Wounds */
            wounds?: components["schemas"]["FvHealingWoundInput"][];
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
        /** FvItemUpgrade */
        FvItemUpgrade: {
            /** Item */
            item: string;
            /** Property */
            property: string;
            /** Item Name */
            item_name: string;
            /** Story */
            story: string;
        };
        /** FvLastAction */
        FvLastAction: {
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
        /** FvLastActionInput */
        FvLastActionInput: {
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
        /** FvOccupation */
        FvOccupation: {
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
        /** FvOpposedInput */
        FvOpposedInput: {
            /** @description The one who starts the action. */
            initiator?: components["schemas"]["FvRollSpec"];
            resister?: components["schemas"]["FvRollSpec"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FvOpposedOutput */
        FvOpposedOutput: {
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
            initiator: components["schemas"]["FvRollResult"];
            resister: components["schemas"]["FvRollResult"];
        };
        /** FvRecoverDazeInput */
        FvRecoverDazeInput: {
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
        /** FvRecoverDazeOutput */
        FvRecoverDazeOutput: {
            /** Daze */
            daze: number;
            /** Reduced By */
            reduced_by: number;
        };
        /** FvRefinement */
        FvRefinement: {
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
        /** FvRelation */
        FvRelation: {
            /** Name */
            name: string;
            /** Label */
            label: string;
            /**
             * Clan Member
             * @description Default: `false`.
             */
            clan_member?: boolean;
            item_upgrade?: components["schemas"]["FvItemUpgrade"] | null;
        };
        /**
         * FvRollInput
         * @description A plain roll: a RollSpec and the forced dice.
         */
        FvRollInput: {
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
        /** FvRollOutput */
        FvRollOutput: {
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
         * FvRollResult
         * @description One rolled roll.
         */
        FvRollResult: {
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
        /**
         * FvRollSpec
         * @description A roll specification (§2.1); every field is optional, and they are checked in this order.
         */
        FvRollSpec: {
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
        /** FvRuleViolation */
        FvRuleViolation: {
            /** Code */
            code: string;
            /** Field */
            field: string;
            /** Detail */
            detail: string;
        };
        /** FvSheet */
        FvSheet: {
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
            occupation: components["schemas"]["FvOccupation"];
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
            refinement?: components["schemas"]["FvRefinement"];
            /**
             * Subdisciplines
             * @description Rune names are free names; closed lists use option ids.
             */
            subdisciplines?: {
                [key: string]: string[];
            };
            equipment?: components["schemas"]["FvEquipment"];
            /** Relations */
            relations?: components["schemas"]["FvRelation"][];
            traits?: components["schemas"]["FvCreationTraits"];
            /** Fate */
            fate: number;
        };
        /** FvSpendableConsequence */
        FvSpendableConsequence: {
            /** Name */
            name: string;
            /** Value */
            value: number;
        };
        /**
         * FvSpentConsequence
         * @description The consequence with its value lowered; its other fields are kept as given.
         */
        FvSpentConsequence: {
            /** Name */
            name: string;
            /** Value */
            value: number;
        } & {
            [key: string]: unknown;
        };
        /**
         * FvStoredActionRequest
         * @description A declaration as stored: the common fields, plus those of its type.
         */
        "FvStoredAction-Input": {
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
        /**
         * FvStoredActionResponse
         * @description A declaration as stored: the common fields, plus those of its type.
         */
        "FvStoredAction-Output": {
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
        /** FvStoredDefence */
        FvStoredDefence: {
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
        /** FvSubfight */
        FvSubfight: {
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
        /** FvSubfightInput */
        FvSubfightInput: {
            /** Id */
            id?: string | null;
            /** First Man */
            first_man: string;
            /** Second Men */
            second_men: string[];
        };
        /** FvTraitStoryInput */
        FvTraitStoryInput: {
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
        /** FvTraitStoryOutput */
        FvTraitStoryOutput: {
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
        /** FvTreatCriticalInput */
        FvTreatCriticalInput: {
            /**
             * Within Hour
             * @description Default: `true`.
             */
            within_hour?: boolean;
            /** @description The Läkekonst roll. */
            roll?: components["schemas"]["FvRollSpec"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FvTreatCriticalOutput */
        FvTreatCriticalOutput: {
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
        /** FvTreatLightInput */
        FvTreatLightInput: {
            /**
             * Attempts Today
             * @description Attempts already made today on this wound.
             */
            attempts_today?: number;
            /** @description The Läkekonst roll. */
            roll?: components["schemas"]["FvRollSpec"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FvTreatLightOutput */
        FvTreatLightOutput: {
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
        /** FvTreatSeriousInput */
        FvTreatSeriousInput: {
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
            rolls: components["schemas"]["FvRollSpec"][];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** FvTreatSeriousOutput */
        FvTreatSeriousOutput: {
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
            steps: components["schemas"]["FvHealingStep"][];
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
            consequence: components["schemas"]["FvConvalescent"] | null;
            /** Retry After Rest Periods */
            retry_after_rest_periods: number | null;
            /** Next Attempt Bonus */
            next_attempt_bonus: boolean;
        };
        /** FvValidateCharacterInput */
        FvValidateCharacterInput: {
            sheet: components["schemas"]["FvSheet"];
        };
        /** FvValidateCharacterOutput */
        FvValidateCharacterOutput: {
            /** Valid */
            valid: boolean;
            /** Errors */
            errors: components["schemas"]["FvRuleViolation"][];
            /** Error Codes */
            error_codes: string[];
            /** Warnings */
            warnings: string[];
            computed: components["schemas"]["FvComputedCharacter"];
        };
        /** FvWound */
        FvWound: {
            /**
             * Severity
             * @enum {string}
             */
            severity: "light" | "serious" | "critical";
        };
        /** FvWoundInput */
        FvWoundInput: {
            /**
             * Severity
             * @enum {string}
             */
            severity: "light" | "serious" | "critical";
        };
        /** FvZone */
        FvZone: {
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
        /** FvZoneInput */
        FvZoneInput: {
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
        /** FvZoneMoveInput */
        FvZoneMoveInput: {
            /**
             * Zones
             * @description Default: `1`.
             */
            zones?: number;
            /** @description The mover's Manövrer roll. */
            roll?: components["schemas"]["FvRollSpec"];
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
            opposed_by?: components["schemas"]["FvRollSpec"] | null;
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
        /** FvZoneMoveOutput */
        FvZoneMoveOutput: {
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
        /** GmToken */
        GmToken: {
            /**
             * Gm Token
             * @description The GM's new bearer token; the old one no longer works.
             */
            gm_token: string;
        };
        /** Health */
        Health: {
            /**
             * Status
             * @enum {string}
             */
            status: "ok" | "unavailable";
            /** Store */
            store: string;
            /** Broadcaster */
            broadcaster: string;
        };
        /**
         * HiddenEvent
         * @description An event the caller may not see: nothing of it but its place in the log.
         */
        HiddenEvent: {
            /** Seq */
            seq: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "hidden";
            /** At */
            at: string;
        };
        /**
         * IRiketsTjanstCombatDeclaration
         * @description A part of a `i-rikets-tjanst` phase's declarations: `GET /v1/systems/i-rikets-tjanst/combat` says which phase takes which.
         */
        IRiketsTjanstCombatDeclaration: components["schemas"]["IRiketsTjanstIrtRoundStartPart"] | components["schemas"]["IRiketsTjanstIrtRoundStartDeclarations"] | components["schemas"]["IRiketsTjanstIrtTurnPart"] | components["schemas"]["IRiketsTjanstIrtReactDeclarations"];
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
         * IRiketsTjanstIrtAttackAction
         * @description A ranged attack (stationary) or a melee attack on another living combatant.
         */
        IRiketsTjanstIrtAttackAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "melee_attack" | "ranged_attack";
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
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
         * IRiketsTjanstIrtSimpleAction
         * @description ``stand_up`` (no longer prone) or ``none`` (only movement).
         */
        IRiketsTjanstIrtSimpleAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "none" | "stand_up";
        };
        /**
         * IRiketsTjanstIrtStabiliseAction
         * @description The first stabilisation attempt on a dying condition (one stationary action).
         */
        IRiketsTjanstIrtStabiliseAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /** IRiketsTjanstIrtWeaponViewShown */
        IRiketsTjanstIrtWeaponViewShown: {
            /** Damage */
            damage: number;
            /** Damage Type */
            damage_type: string;
            /** Penetrating */
            penetrating: boolean;
        };
        /** IrtActionImpossibleEvent */
        IrtActionImpossibleEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action_impossible";
            /** Actor */
            actor: string;
            /** Action */
            action: string;
        };
        /** IrtActiveDefenceEvent */
        IrtActiveDefenceEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "active_defence";
            /** Actor */
            actor: string;
            defence: components["schemas"]["IrtDefenceResult"];
        };
        /**
         * IrtAddDiceInput
         * @description Spend Fokus (then Stress) after seeing a roll: one die per point, once per roll.
         */
        IrtAddDiceInput: {
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
            modifiers?: components["schemas"]["Modifiers"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IrtAddDiceOutput */
        IrtAddDiceOutput: {
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
            resources: components["schemas"]["IrtResources"];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** IrtAddStressInput */
        IrtAddStressInput: {
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
        /** IrtAddStressOutput */
        IrtAddStressOutput: {
            /** Stress */
            stress: number;
            /** Breakdown Rolls */
            breakdown_rolls: components["schemas"]["IrtBreakdownRoll"][];
            /** Breakdown */
            breakdown: string;
        };
        /**
         * IrtApplyDamageInput
         * @description A character (Fysik, Vilja, current damage, Stress...) and the KP damage and critical row it takes.
         */
        IrtApplyDamageInput: {
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
            dying?: components["schemas"]["IrtDyingConditionInput"][];
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
            critical?: components["schemas"]["IrtCriticalRef"] | null;
            /**
             * Dice
             * @description Nothing is rolled: must be absent or empty.
             */
            dice?: number[] | null;
        };
        /** IrtApplyDamageOutput */
        IrtApplyDamageOutput: {
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
            breakdown_rolls: components["schemas"]["IrtBreakdownRoll"][];
            /**
             * Bleeding
             * @enum {string}
             */
            bleeding: "none" | "light" | "heavy";
            /** Dying */
            dying: components["schemas"]["IrtDyingCondition"][];
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
        /**
         * IrtAttackAction
         * @description A ranged attack (stationary) or a melee attack on another living combatant.
         */
        IrtAttackAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "melee_attack" | "ranged_attack";
            /** Target */
            target: string;
            weapon: components["schemas"]["IrtDeclaredWeapon"];
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
        /** IrtAttackDiceAddedEvent */
        IrtAttackDiceAddedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "attack_dice_added";
            /** Actor */
            actor: string;
            /** Faces */
            faces: number[];
            resources: components["schemas"]["IrtResources"];
        };
        /** IrtAttackInput */
        IrtAttackInput: {
            /**
             * Kind
             * @enum {string}
             */
            kind: "ranged" | "melee";
            attacker: components["schemas"]["IrtAttacker"];
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
            modifiers?: components["schemas"]["Modifiers"];
            weapon: components["schemas"]["IrtWeapon"];
            /** @description Default: `{"protection": 0, "crit_toughness": 0, "aware": true}`. */
            target?: components["schemas"]["IrtTarget"];
            defence?: components["schemas"]["IrtDefenceInput"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IrtAttackOutput */
        IrtAttackOutput: {
            /** Possible */
            possible: boolean;
            /** Effective Difficulty */
            effective_difficulty: ("easy" | "normal" | "hard" | "very_hard") | null;
            /** Required Successes */
            required_successes: number | null;
            /** Attack Faces */
            attack_faces: number[];
            attacker_resources: components["schemas"]["IrtResources"];
            /** Attack Successes */
            attack_successes: number;
            /** Twelves */
            twelves: number;
            defence: components["schemas"]["IrtDefenceResult"] | null;
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
            critical: components["schemas"]["IrtCritical"] | null;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** IrtAttackResolvedEvent */
        IrtAttackResolvedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
            critical: components["schemas"]["IrtCritical"] | null;
        };
        /** IrtAttackRolledEvent */
        IrtAttackRolledEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
            resources: components["schemas"]["IrtResources"];
        };
        /** IrtAttacker */
        IrtAttacker: {
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
        /** IrtAttributes */
        IrtAttributes: {
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
        /** IrtAttributesView */
        IrtAttributesView: {
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
        /** IrtBleedingTickEvent */
        IrtBleedingTickEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /** IrtBreakdownRoll */
        IrtBreakdownRoll: {
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
         * IrtCheckResult
         * @description A check on a pool: ``roll``'s result, and that of an ``other`` action's roll in combat.
         */
        IrtCheckResult: {
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
            resources: components["schemas"]["IrtResources"];
        };
        /** IrtCombatActInput */
        IrtCombatActInput: {
            /** @description A state in phase turn. */
            state: components["schemas"]["IrtCombatState"];
            declaration: components["schemas"]["IrtTurnDeclaration"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IrtCombatEndInput */
        IrtCombatEndInput: {
            /** @description A state in any phase but ended. */
            state: components["schemas"]["IrtCombatState"];
            /**
             * Dice
             * @description Nothing is rolled: must be absent or empty.
             */
            dice?: number[] | null;
        };
        /** IrtCombatEndedEvent */
        IrtCombatEndedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "combat_ended";
            /**
             * Reason
             * @enum {string}
             */
            reason: "one_side_left" | "no_one_left" | "gm";
        };
        /**
         * IrtCombatOutput
         * @description Every combat operation's response: the new state, what happened, the dice used.
         */
        IrtCombatOutput: {
            state: components["schemas"]["IrtCombatStateView"];
            /** Events */
            events: (components["schemas"]["IrtInitiativeEvent"] | components["schemas"]["IrtRoundStartedEvent"] | components["schemas"]["IrtTurnStartedEvent"] | components["schemas"]["IrtRoundEndedEvent"] | components["schemas"]["IrtCombatEndedEvent"] | components["schemas"]["IrtBleedingTickEvent"] | components["schemas"]["IrtDamageAppliedEvent"] | components["schemas"]["IrtSurvivalRollEvent"] | components["schemas"]["IrtDiedEvent"] | components["schemas"]["IrtAttackRolledEvent"] | components["schemas"]["IrtActionImpossibleEvent"] | components["schemas"]["IrtStabiliseEvent"] | components["schemas"]["IrtStopBleedingEvent"] | components["schemas"]["IrtSimpleActionEvent"] | components["schemas"]["IrtOtherEvent"] | components["schemas"]["IrtAttackDiceAddedEvent"] | components["schemas"]["IrtActiveDefenceEvent"] | components["schemas"]["IrtAttackResolvedEvent"])[];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** IrtCombatReactInput */
        IrtCombatReactInput: {
            /** @description A state in phase reaction. */
            state: components["schemas"]["IrtCombatState"];
            declarations?: components["schemas"]["IrtReactDeclarations"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IrtCombatRoundStartInput */
        IrtCombatRoundStartInput: {
            /** @description A state in phase round_start. */
            state: components["schemas"]["IrtCombatState"];
            declarations?: components["schemas"]["IrtRoundStartDeclarations"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /**
         * IrtCombatStartInput
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
        IrtCombatStartInput: {
            /**
             * Combatants
             * @description The combatants without their derived fields (initiative, timers, acted, moved).
             */
            combatants: components["schemas"]["IrtCombatantSetup"][];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IrtCombatState */
        IrtCombatState: {
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
            combatants: components["schemas"]["IrtCombatant"][];
            pending_attack?: components["schemas"]["IrtPendingAttack"] | null;
            /** Ended Reason */
            ended_reason?: ("one_side_left" | "no_one_left" | "gm") | null;
        };
        /** IrtCombatStateView */
        IrtCombatStateView: {
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
            combatants: components["schemas"]["IrtCombatantView"][];
            pending_attack: components["schemas"]["IrtPendingAttackView"] | null;
            /** Ended Reason */
            ended_reason: ("one_side_left" | "no_one_left" | "gm") | null;
        };
        /**
         * IrtCombatant
         * @description A combatant in the state: its own fields, then those the state machine derives.
         */
        IrtCombatant: {
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
            attributes: components["schemas"]["IrtAttributes"];
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
            dying?: components["schemas"]["IrtCondition"][];
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
         * IrtCombatantSetup
         * @description A combatant of ``combat_start``: no derived fields (they are computed).
         */
        IrtCombatantSetup: {
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
            attributes: components["schemas"]["IrtAttributes"];
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
            dying?: components["schemas"]["IrtConditionSetup"][];
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
        /** IrtCombatantView */
        IrtCombatantView: {
            /** Id */
            id: string;
            /** Name */
            name: string;
            /** Side */
            side: string;
            attributes: components["schemas"]["IrtAttributesView"];
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
            dying: components["schemas"]["IrtConditionView"][];
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
        /**
         * IrtCondition
         * @description A dying condition in the state, with the round of its next survival roll (null once stable).
         */
        IrtCondition: {
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
         * IrtConditionSetup
         * @description A dying condition (Döende) as ``combat_start`` takes it, with its in-combat attempt counter.
         */
        IrtConditionSetup: {
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
        /** IrtConditionView */
        IrtConditionView: {
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
        /** IrtCritical */
        IrtCritical: {
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
            entry: components["schemas"]["IrtCriticalRow"] | null;
        };
        /** IrtCriticalHitInput */
        IrtCriticalHitInput: {
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
        /** IrtCriticalHitOutput */
        IrtCriticalHitOutput: {
            /** Triggered */
            triggered: boolean;
            critical: components["schemas"]["IrtCritical"] | null;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** IrtCriticalRef */
        IrtCriticalRef: {
            /**
             * Damage Type
             * @enum {string}
             */
            damage_type: "crush" | "stab" | "cut" | "fire" | "firearm" | "explosion" | "poison" | "radiation" | "other";
            /** Row */
            row: number;
        };
        /**
         * IrtCriticalRow
         * @description A row of a critical table, copied from the catalogue.
         */
        IrtCriticalRow: {
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
            treatment: components["schemas"]["IrtTreatment"] | null;
            /** Healing Time */
            healing_time: string | null;
            /** Extra Damage Dice */
            extra_damage_dice: number;
        };
        /** IrtDamageAppliedEvent */
        IrtDamageAppliedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
            breakdown_rolls: components["schemas"]["IrtBreakdownRoll"][];
            /** Events */
            events: ("already_dead" | "stress_from_damage" | "became_wounded" | "became_unconscious" | "dying_from_shock" | "killed_by_damage" | "stress_from_critical" | "bleeding_light" | "bleeding_heavy" | "dying_from_critical" | "fell_prone" | "killed_by_critical")[];
        };
        /**
         * IrtDeclaredWeapon
         * @description The weapon of a declared attack: as ``attack`` takes it, but unknown fields are refused.
         */
        IrtDeclaredWeapon: {
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
        /** IrtDefenceInput */
        IrtDefenceInput: {
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
        /** IrtDefenceResult */
        IrtDefenceResult: {
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
            resources: components["schemas"]["IrtResources"];
        };
        /** IrtDerivedStatsInput */
        IrtDerivedStatsInput: {
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
        /** IrtDerivedStatsOutput */
        IrtDerivedStatsOutput: {
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
        /** IrtDiedEvent */
        IrtDiedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "died";
            /** Combatant */
            combatant: string;
            /** Condition Id */
            condition_id: string;
        };
        /** IrtDifficultyInput */
        IrtDifficultyInput: {
            /**
             * Base Difficulty
             * @enum {string}
             */
            base_difficulty: "easy" | "normal" | "hard" | "very_hard";
            /** @description Default: `{"movement": "none", "stationary": false, "ignore_movement_penalty": false, "second_thing": false, "maintaining_concentration": false, "wounded": false, "extra_steps": 0, "minimum": null, "requires_complete_calm": false}`. */
            modifiers?: components["schemas"]["Modifiers"];
            /**
             * Dice
             * @description Nothing is rolled: must be absent or empty.
             */
            dice?: number[] | null;
        };
        /** IrtDifficultyOutput */
        IrtDifficultyOutput: {
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
        /**
         * IrtDyingCondition
         * @description A dying condition (Döende); extra keys given with it are kept.
         */
        IrtDyingCondition: {
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
        /**
         * IrtDyingConditionInput
         * @description A dying condition (Döende); keys beyond these are kept as given.
         */
        IrtDyingConditionInput: {
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
        /** IrtInitiativeEntrant */
        IrtInitiativeEntrant: {
            /** Id */
            id: string;
            /** Strid */
            strid: number;
        };
        /** IrtInitiativeEvent */
        IrtInitiativeEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "initiative";
            /** Id */
            id: string;
            /** Die */
            die: number;
            /** Initiative */
            initiative: number;
        };
        /** IrtInitiativeInput */
        IrtInitiativeInput: {
            /** Combatants */
            combatants: components["schemas"]["IrtInitiativeEntrant"][];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IrtInitiativeOutput */
        IrtInitiativeOutput: {
            /**
             * Results
             * @description In input order.
             */
            results: components["schemas"]["IrtInitiativeResult"][];
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
        /** IrtInitiativeResult */
        IrtInitiativeResult: {
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
        /**
         * IrtOtherAction
         * @description Reloading, a power, climbing an obstacle...: an optional roll and a note.
         */
        IrtOtherAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "other";
            roll?: components["schemas"]["IrtOtherRoll"] | null;
            /** Note */
            note?: string | null;
        };
        /** IrtOtherEvent */
        IrtOtherEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "other";
            /** Actor */
            actor: string;
            /** Note */
            note: string | null;
            roll: components["schemas"]["IrtCheckResult"] | null;
        };
        /**
         * IrtOtherRoll
         * @description A roll with the actor's attributes, movement and Wounded status.
         */
        IrtOtherRoll: {
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
         * IrtPendingAttack
         * @description An attack rolled in the turn phase, waiting for the reaction phase.
         */
        IrtPendingAttack: {
            /** Attacker */
            attacker: string;
            /** Target */
            target: string;
            /**
             * Kind
             * @enum {string}
             */
            kind: "ranged" | "melee";
            weapon: components["schemas"]["IrtWeapon"];
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
        /** IrtPendingAttackView */
        IrtPendingAttackView: {
            /** Attacker */
            attacker: string;
            /** Target */
            target: string;
            /**
             * Kind
             * @enum {string}
             */
            kind: "ranged" | "melee";
            weapon: components["schemas"]["IrtWeaponView"];
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
        /**
         * IrtReactDeclarations
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
        IrtReactDeclarations: {
            /**
             * Attacker Add Dice
             * @description Push after seeing the roll; refused when the attack bought extra dice.
             */
            attacker_add_dice?: number;
            /** @description The target's active defence; its attributes, Fokus and Stress come from the state. */
            defence?: components["schemas"]["IrtReactDefence"] | null;
        };
        /** IrtReactDefence */
        IrtReactDefence: {
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
         * IrtResources
         * @description What a roll did to the roller's Fokus and Stress; the session applies these deltas once.
         */
        IrtResources: {
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
            breakdown_rolls: components["schemas"]["IrtBreakdownRoll"][];
        };
        /**
         * IrtRollDiceInput
         * @description Plain d12s: wake-up minutes, location sub-rolls, Explosion row 4 damage.
         */
        IrtRollDiceInput: {
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
        /** IrtRollDiceOutput */
        IrtRollDiceOutput: {
            /** Faces */
            faces: number[];
            /** Total */
            total: number;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /**
         * IrtRollInput
         * @description A plain check: attribute A + attribute B + bonus dice, then dice bought with Fokus/Stress.
         */
        IrtRollInput: {
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
            modifiers?: components["schemas"]["Modifiers"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IrtRollOutput */
        IrtRollOutput: {
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
            resources: components["schemas"]["IrtResources"];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** IrtRoundEndedEvent */
        IrtRoundEndedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "round_ended";
            /** Next Round */
            next_round: number;
        };
        /**
         * IrtRoundStartDeclarations
         * @description The round start's declarations as the GM (or ``combat_round_start``) gives them.
         * @example {
         *       "survival_extra_dice": {}
         *     }
         */
        IrtRoundStartDeclarations: {
            /**
             * Survival Extra Dice
             * @description Fokus/Stress dice for a survival roll, keyed "<combatant_id>/<condition_id>": at most one entry per dying condition of the combat (50 combatants with 200 conditions each). The session merges the parts of several players into one such map.
             */
            survival_extra_dice?: {
                [key: string]: number;
            };
        };
        /** IrtRoundStartedEvent */
        IrtRoundStartedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "round_started";
            /** Round */
            round: number;
        };
        /** IrtShockRollInput */
        IrtShockRollInput: {
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
            suppressive_fire?: components["schemas"]["IrtSuppressiveFire"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IrtShockRollOutput */
        IrtShockRollOutput: {
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
            resources: components["schemas"]["IrtResources"];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /**
         * IrtSimpleAction
         * @description ``stand_up`` (no longer prone) or ``none`` (only movement).
         */
        IrtSimpleAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "none" | "stand_up";
        };
        /** IrtSimpleActionEvent */
        IrtSimpleActionEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "none" | "stand_up";
            /** Actor */
            actor: string;
        };
        /**
         * IrtStabiliseAction
         * @description The first stabilisation attempt on a dying condition (one stationary action).
         */
        IrtStabiliseAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /** IrtStabiliseEvent */
        IrtStabiliseEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
            resources: components["schemas"]["IrtResources"];
        };
        /** IrtStabiliseInput */
        IrtStabiliseInput: {
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
            modifiers?: components["schemas"]["Modifiers"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IrtStabiliseOutput */
        IrtStabiliseOutput: {
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
            resources: components["schemas"]["IrtResources"];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /**
         * IrtStopBleedingAction
         * @description The first surgery attempt on a bleeding (one round).
         */
        IrtStopBleedingAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /** IrtStopBleedingEvent */
        IrtStopBleedingEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
            resources: components["schemas"]["IrtResources"];
        };
        /** IrtStopBleedingInput */
        IrtStopBleedingInput: {
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
            modifiers?: components["schemas"]["Modifiers"];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** IrtStopBleedingOutput */
        IrtStopBleedingOutput: {
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
            resources: components["schemas"]["IrtResources"];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** IrtSuppressiveFire */
        IrtSuppressiveFire: {
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
        /** IrtSurvivalRollEvent */
        IrtSurvivalRollEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
            resources: components["schemas"]["IrtResources"];
        };
        /** IrtSurvivalRollInput */
        IrtSurvivalRollInput: {
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
        /** IrtSurvivalRollOutput */
        IrtSurvivalRollOutput: {
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
            resources: components["schemas"]["IrtResources"];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** IrtTarget */
        IrtTarget: {
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
        /** IrtTreatment */
        IrtTreatment: {
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
        /**
         * IrtTurnDeclaration
         * @description ``combat_act``'s declaration: the actor is named, and checked in field order against the
         *     validation context's ``turn_of`` (the spec orders that refusal first).
         */
        IrtTurnDeclaration: {
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
            action: components["schemas"]["IrtAttackAction"] | components["schemas"]["IrtStabiliseAction"] | components["schemas"]["IrtStopBleedingAction"] | components["schemas"]["IrtSimpleAction"] | components["schemas"]["IrtOtherAction"];
        };
        /** IrtTurnStartedEvent */
        IrtTurnStartedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "turn_started";
            /** Actor */
            actor: string;
        };
        /** IrtWeapon */
        IrtWeapon: {
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
        /** IrtWeaponView */
        IrtWeaponView: {
            /** Damage */
            damage: number;
            /** Damage Type */
            damage_type: string;
            /** Penetrating */
            penetrating: boolean;
        };
        /** JoinCode */
        JoinCode: {
            /**
             * Join Code
             * @description The new join code; the old one no longer admits anyone.
             */
            join_code: string;
        };
        /** KeySet */
        KeySet: {
            /** Keys */
            keys: components["schemas"]["PublicKey"][];
        };
        /** Live */
        Live: {
            /**
             * Status
             * @constant
             */
            status: "ok";
        };
        /**
         * Modifiers
         * @description The difficulty modifiers object (§2.2); every field is optional.
         */
        Modifiers: {
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
             */
            label?: string | null;
            receipt: components["schemas"]["RollReceipt"];
        };
        /**
         * OperationOdds
         * @description What a rule operation would report, before its dice are rolled.
         */
        OperationOdds: {
            /**
             * System
             * @example fimbulvinter
             */
            system: string;
            /**
             * Operation
             * @example check
             */
            operation: string;
            /**
             * Outcomes
             * @description Per scalar output field of the operation (nested objects as `a.b`; lists, `dice` and `breakdown` left out), every value it can take with its exact probability. Each field's probabilities sum to 1 minus `tail_probability`.
             */
            outcomes: {
                [key: string]: components["schemas"]["Chance"][];
            };
            /**
             * Tail Probability
             * @description The probability of the paths cut at `explosion_depth` (0 where no die explodes).
             */
            tail_probability: number;
            /**
             * Tail Fraction
             * @description `tail_probability` exactly.
             * @example 1/10000000
             */
            tail_fraction: string;
            /**
             * Explosion Depth
             * @description Dice rolled because a face exploded (or a roll-off tied) that one path may take.
             */
            explosion_depth: number;
            /**
             * Evaluations
             * @description How many face sequences the rule was run on.
             */
            evaluations: number;
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
            /** @description Present when a phase resolved; null when it rolled no dice. */
            receipt?: components["schemas"]["CombatReceipt"] | null;
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
        /** PhaseProtocol */
        PhaseProtocol: {
            /**
             * Id
             * @example declare
             */
            id: string;
            /** @description Who declares in the phase. */
            declarers: components["schemas"]["Declarers"];
            /**
             * Declaration Schema
             * @description The JSON Schema of a combatant's part of the declarations (null: combatants declare nothing).
             */
            declaration_schema: {
                [key: string]: unknown;
            } | null;
            /**
             * Gm Declaration Schema
             * @description The JSON Schema of the GM's table-wide part (null: the GM declares nothing table-wide).
             */
            gm_declaration_schema: {
                [key: string]: unknown;
            } | null;
            /** @description `when_all_declared`: as soon as every expected declarer has declared; `gm`: when the GM calls `POST /v1/sessions/{sid}/combat/resolve`. */
            resolves: components["schemas"]["Resolves"];
            /**
             * Dice Order
             * @description The order in which the phase's resolution consumes forced dice.
             */
            dice_order: string;
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
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "phase_resolved";
            data: components["schemas"]["PhaseData"];
        };
        /** PlayerData */
        PlayerData: {
            /** Player Id */
            player_id: string;
            /** Name */
            name: string;
        };
        /** PlayerJoin */
        PlayerJoin: {
            /**
             * Name
             * @description Stored verbatim.
             * @example Hild's player
             */
            name: string;
            /**
             * Join Code
             * @example K7QX2MPA
             */
            join_code: string;
        };
        /** PlayerJoined */
        PlayerJoined: {
            /** Player Id */
            player_id: string;
            /**
             * Token
             * @description The player's bearer token; it is not shown again.
             */
            token: string;
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
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /** PlayerToken */
        PlayerToken: {
            /**
             * Token
             * @description The player's new bearer token; the old one no longer works.
             */
            token: string;
        };
        /**
         * ProblemDocument
         * @description An RFC 9457 problem document, as every error of this API is rendered.
         */
        ProblemDocument: {
            /**
             * Type
             * @default about:blank
             * @example about:blank
             */
            type: string;
            /**
             * Title
             * @example Unprocessable Content
             */
            title: string;
            /**
             * Status
             * @example 422
             */
            status: number;
            /**
             * Detail
             * @default null
             * @example dice: needed more faces
             */
            detail: string | null;
            /**
             * Field
             * @description On a 422: the offending input, as the specs name it.
             * @default null
             */
            field: string | null;
            /**
             * Errors
             * @description On a 422: `[{loc, msg, type}]`.
             * @default null
             */
            errors: {
                [key: string]: unknown;
            }[] | null;
        };
        /** PublicKey */
        PublicKey: {
            /**
             * Kty
             * @example OKP
             */
            kty: string;
            /**
             * Crv
             * @example Ed25519
             */
            crv: string;
            /**
             * X
             * @description The public key's 32 bytes, base64url.
             */
            x: string;
            /**
             * Kid
             * @description Receipts name the key that signed them by this id.
             */
            kid: string;
            /**
             * Use
             * @example sig
             */
            use: string;
            /**
             * Alg
             * @example EdDSA
             */
            alg: string;
        };
        /** ResolveBody */
        ResolveBody: {
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /**
         * Resolves
         * @description When a phase resolves: as soon as every expected declarer has declared, or when the GM says so.
         * @enum {string}
         */
        Resolves: "when_all_declared" | "gm";
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
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "roll";
            /** Data */
            data: components["schemas"]["NotationRollData"] | components["schemas"]["SystemRollData"];
        };
        /** RollLogged */
        RollLogged: {
            /** Seq */
            seq: number;
            /**
             * Result
             * @description The operation's response body (`POST /v1/rolls`' for `notation`); null for a player's blind roll (only the GM may see it).
             */
            result: components["schemas"]["RollResponse"] | {
                [key: string]: unknown;
            } | null;
            /** @description Null with a null result. */
            receipt: components["schemas"]["RollReceipt"] | null;
        };
        /**
         * RollOdds
         * @description The exact distribution of a dice expression's total, before it is rolled.
         */
        RollOdds: {
            /**
             * Expression
             * @example 2d6
             */
            expression: string;
            /**
             * Outcomes
             * @description Every total with its exact probability, lowest first.
             */
            outcomes: components["schemas"]["TotalChance"][];
            /**
             * Mean
             * @example 7
             */
            mean: number;
            /**
             * Mean Fraction
             * @example 7
             */
            mean_fraction: string;
            /**
             * Stdev
             * @example 2.41522945769824
             */
            stdev: number;
            /**
             * Min
             * @example 2
             */
            min: number;
            /**
             * Max
             * @example 12
             */
            max: number;
            /**
             * Percentiles
             * @description For 5, 10, 25, 50, 75, 90 and 95: the least total reached with at least that probability.
             * @example {
             *       "5": 3,
             *       "10": 4,
             *       "25": 5,
             *       "50": 7,
             *       "75": 9,
             *       "90": 10,
             *       "95": 11
             *     }
             */
            percentiles: {
                [key: string]: number;
            };
            /**
             * At Least
             * @description For each total: the probability of rolling it or more.
             * @example {
             *       "2": 1,
             *       "12": 0.0278
             *     }
             */
            at_least: {
                [key: string]: number;
            };
            /**
             * Tail Probability
             * @description Paths cut at `explosion_depth` (explosions, repeated rerolls).
             */
            tail_probability: number;
            /**
             * Tail Fraction
             * @example 0
             */
            tail_fraction: string;
            /** Explosion Depth */
            explosion_depth: number;
            /**
             * Evaluations
             * @description How many face sequences were walked.
             */
            evaluations: number;
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
             */
            dice?: number[] | null;
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
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "round_started";
            data: components["schemas"]["PhaseData"];
        };
        /** Sequenced */
        Sequenced: {
            /**
             * Seq
             * @description The seq of the event the change appended.
             */
            seq: number;
        };
        /**
         * SessionChange
         * @description What the GM changes of a session; what the body leaves out keeps its value.
         */
        SessionChange: {
            /**
             * Name
             * @description The new name, stored verbatim.
             */
            name?: string | null;
            /** @description The settings to change: those left out keep their value; an unknown one is refused. */
            settings?: components["schemas"]["SessionSettings"] | null;
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
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "session_changed";
            data: components["schemas"]["SessionChangedData"];
        };
        /** SessionCreate */
        SessionCreate: {
            /**
             * System
             * @description A system id from `GET /v1/systems`.
             * @example fimbulvinter
             */
            system: string;
            /**
             * Name
             * @description Stored verbatim.
             * @example Saturday table
             */
            name: string;
            /** @description Default: `{"forced_dice": "gm", "default_visibility": "public"}`. */
            settings?: components["schemas"]["SessionSettings"];
        };
        /** SessionCreated */
        SessionCreated: {
            /** Id */
            id: string;
            /** System */
            system: string;
            /** Name */
            name: string;
            /**
             * Join Code
             * @description Give it to the players; it is not shown again.
             */
            join_code: string;
            /**
             * Gm Token
             * @description The GM's bearer token; it is not shown again.
             */
            gm_token: string;
            /** Version */
            version: number;
            settings: components["schemas"]["SettingsShown"];
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
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "session_created";
            data: components["schemas"]["SessionCreatedData"];
        };
        /** SessionEnded */
        SessionEnded: {
            /**
             * Seq
             * @description The seq of the event the change appended.
             */
            seq: number;
            /**
             * Ended
             * @constant
             */
            ended: true;
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
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "session_ended";
            data: components["schemas"]["SessionEndedData"];
        };
        /** SessionSettings */
        SessionSettings: {
            /**
             * Forced Dice
             * @description Who may supply `dice` on table rolls: the GM only (`gm`), anyone (`everyone`) or nobody (`nobody`: the server rolls every die). A roll with dice from someone else is 403.
             * @enum {string}
             */
            forced_dice?: "gm" | "everyone" | "nobody";
            /**
             * Default Visibility
             * @description The visibility of a table roll that does not name one.
             * @enum {string}
             */
            default_visibility?: "public" | "gm" | "blind" | "self";
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
             */
            join_code?: string | null;
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
             */
            label?: string | null;
            receipt: components["schemas"]["RollReceipt"];
        };
        /** SystemSummary */
        SystemSummary: {
            /**
             * Id
             * @example fimbulvinter
             */
            id: string;
            /**
             * Name
             * @example Fimbulvinter
             */
            name: string;
            /** Summary */
            summary: string;
            /**
             * Operations
             * @example [
             *       "roll",
             *       "check",
             *       "opposed"
             *     ]
             */
            operations: string[];
        };
        /**
         * TaAbilityAvert
         * @description An averting ability roll, RUL(ability) against ``grade`` (default rules.avert_grade_default).
         */
        TaAbilityAvert: {
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
         * TaActionsDeclarations
         * @description Players' declarations of phase 3.
         */
        TaActionsDeclarations: {
            /** Power Actions */
            power_actions?: components["schemas"]["TaExtraRollAction"][];
            /** Actions */
            actions?: components["schemas"]["TaCharacterAction"][];
        };
        /** TaAttackEvent */
        TaAttackEvent: {
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
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "attack";
        };
        /**
         * TaAttackPowerAction
         * @description A KRAFTHANDLING: ``modify_attack`` (amount added to the attack result against the character),
         *     ``avert_effect`` (opponent_id, slot) or ``extra_roll`` (amount 1…10, default 1).
         */
        TaAttackPowerAction: {
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
         * TaAttackRecord
         * @description One opponent attack: ``vehicle_id`` only when a vehicle took it.
         */
        TaAttackRecord: {
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
        /**
         * TaAttacksDeclarations
         * @description Phase 2 declarations: the GM's (attacks … summons) and the players' (defence_choices …).
         */
        TaAttacksDeclarations: {
            /**
             * Attacks
             * @description Each opponent attacks at most once.
             */
            attacks?: components["schemas"]["TaOpponentAttack"][];
            /** Void Effects */
            void_effects?: components["schemas"]["TaVoidEffect"][];
            /** Equipment Taken */
            equipment_taken?: components["schemas"]["TaEquipmentTaken"][];
            /**
             * Summons
             * @description A combat has at most 50 opponents.
             */
            summons?: components["schemas"]["TaSummon"][];
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
            power_actions?: components["schemas"]["TaAttackPowerAction"][];
            /** Ability Averts */
            ability_averts?: components["schemas"]["TaAbilityAvert"][];
        };
        /** TaAvertRollEvent */
        TaAvertRollEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /** TaCaptureCharacter */
        TaCaptureCharacter: {
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
         * TaCaptureTargetInput
         * @description Pick the victim of a capture (FANGER) among ``characters`` by the ability it works on.
         */
        TaCaptureTargetInput: {
            /**
             * Ability
             * @description The ability (EVNE) the capture works on.
             */
            ability: string;
            /** Characters */
            characters: components["schemas"]["TaCaptureCharacter"][];
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** TaCaptureTargetOutput */
        TaCaptureTargetOutput: {
            /** Character Id */
            character_id: string;
            /**
             * Decided By
             * @enum {string}
             */
            decided_by: "ability" | "power" | "endurance" | "levned" | "list_order";
        };
        /** TaCaptured */
        TaCaptured: {
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
        /**
         * TaCharacterAction
         * @description One action; the fields used depend on ``kind``.
         */
        TaCharacterAction: {
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
        /** TaCharacterActionsInput */
        TaCharacterActionsInput: {
            /** @description A state in phase 'character_actions'. */
            state: components["schemas"]["TaState-Input"];
            declarations?: components["schemas"]["TaActionsDeclarations"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** TaCharacterActionsOutput */
        TaCharacterActionsOutput: {
            state: components["schemas"]["TaState-Output"];
            /** Events */
            events: (components["schemas"]["TaPowerActionEvent"] | components["schemas"]["TaCharacterAttackResult"] | components["schemas"]["TaEscapeResult"] | components["schemas"]["TaFreedResult"] | components["schemas"]["TaEquipmentChangedResult"] | components["schemas"]["TaEquipmentTradedResult"] | components["schemas"]["TaLeftVehicleResult"])[];
            /** Results */
            results: (components["schemas"]["TaCharacterAttackResult"] | components["schemas"]["TaEscapeResult"] | components["schemas"]["TaFreedResult"] | components["schemas"]["TaEquipmentChangedResult"] | components["schemas"]["TaEquipmentTradedResult"] | components["schemas"]["TaLeftVehicleResult"])[];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** TaCharacterAttackResult */
        TaCharacterAttackResult: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /** TaCharacterDownEvent */
        TaCharacterDownEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "character_dead" | "character_fainted" | "character_knocked_out";
            /** Character Id */
            character_id: string;
        };
        /**
         * TaCharacterInput
         * @description A player character (KARAKTER).
         */
        TaCharacterInput: {
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
        /** TaCharacterState */
        TaCharacterState: {
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
            captured: components["schemas"]["TaCaptured"] | null;
            /** Rolls Allowed */
            rolls_allowed: number;
            /** Rolls Used */
            rolls_used: number;
            /** Attacked This Round */
            attacked_this_round: boolean;
        };
        /**
         * TaCheckInput
         * @description An ability roll (RUL:EVNE) against a grade; reaching the grade exactly succeeds.
         */
        TaCheckInput: {
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
            grade: components["schemas"]["TaGradeInput"];
            rules?: components["schemas"]["TaRulesInput"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** TaCheckOutput */
        TaCheckOutput: {
            /**
             * Allowed
             * @description False when the GM ruled the action impossible (UMULIGT).
             */
            allowed: boolean;
            roll: components["schemas"]["TaRollObject"] | null;
            grade: components["schemas"]["TaGradeObject"];
            /** Success */
            success: boolean;
            /** Margin */
            margin: number | null;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** TaCombatEndedEvent */
        TaCombatEndedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "combat_ended";
            /**
             * Outcome
             * @description null only when the GM ended the combat.
             */
            outcome: ("opponents_defeated" | "opponents_fled" | "characters_defeated" | "mutual_defeat" | "characters_fled" | "characters_surrendered" | "loot_handed_over" | "robbery_succeeded") | null;
        };
        /**
         * TaConditionsDeclarations
         * @description Players' declarations of phase 1.
         */
        TaConditionsDeclarations: {
            /** Power Actions */
            power_actions?: components["schemas"]["TaConditionsPowerAction"][];
        };
        /** TaConditionsInput */
        TaConditionsInput: {
            /** @description A state in phase 'conditions'. */
            state: components["schemas"]["TaState-Input"];
            declarations?: components["schemas"]["TaConditionsDeclarations"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** TaConditionsOutput */
        TaConditionsOutput: {
            state: components["schemas"]["TaState-Output"];
            /** Events */
            events: (components["schemas"]["TaPowerActionEvent"] | components["schemas"]["TaRoundEffectTriggeredEvent"] | components["schemas"]["TaRoundEffectsAppliedEvent"])[];
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
         * TaConditionsPowerAction
         * @description A KRAFTHANDLING averting a property or condition for the character (or every character).
         */
        TaConditionsPowerAction: {
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
         * TaEffectDocument
         * @description An effect as a state document holds it (what :class:`TaEffectState` serializes to).
         */
        TaEffectDocument: {
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
        /**
         * TaEffectEntry
         * @description One fired effect on one character: ``actual`` only when applied, ``captured`` when it captured
         *     the character, ``item`` when it removed an item.
         */
        TaEffectEntry: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
         * TaEffectInput
         * @description An opponent effect (!1/!2/!3 or T).
         */
        TaEffectInput: {
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
         * TaEffectStateRequest
         * @description An opponent's effect (!1, !2, !3 or T) as stored: ``ability`` only for a capture, ``summon_limit``
         *     only for a summon (null = unlimited).
         */
        "TaEffectState-Input": {
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
        /** TaEffectStateResponse */
        "TaEffectState-Output": components["schemas"]["TaEffectDocument"];
        /** TaEquipmentChangedResult */
        TaEquipmentChangedResult: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "equipment_changed";
            /** Character Id */
            character_id: string;
        };
        /**
         * TaEquipmentTaken
         * @description The item a fired -UDSTYR effect takes from the character (default: the first on the list).
         */
        TaEquipmentTaken: {
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
        /** TaEquipmentTradedResult */
        TaEquipmentTradedResult: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "equipment_traded";
            /** Character Id */
            character_id: string;
            /** Partner Id */
            partner_id: string;
            /** Give */
            give: string[];
        };
        /** TaEscapeResult */
        TaEscapeResult: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /**
         * TaExtraRollAction
         * @description A KRAFTHANDLING granting extra rolls this round (the only kind in phase 3).
         */
        TaExtraRollAction: {
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
        /**
         * TaFortificationInput
         * @description A fortification (FORSVARSVÆRK): a catalogue ``kind`` (endurance from the table unless given), or
         *     an ``endurance`` alone (kind "custom").
         */
        TaFortificationInput: {
            /** Kind */
            kind?: ("barricade" | "house_wall" | "town_wall" | "castle_wall" | "custom") | null;
            /** Endurance */
            endurance?: number | null;
        };
        /** TaFortificationState */
        TaFortificationState: {
            /**
             * Kind
             * @enum {string}
             */
            kind: "barricade" | "house_wall" | "town_wall" | "castle_wall" | "custom";
            /** Endurance */
            endurance: number;
        };
        /** TaFreedResult */
        TaFreedResult: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "freed";
            /** Character Id */
            character_id: string;
            /** Target Character Id */
            target_character_id: string;
        };
        /**
         * TaGmRoll
         * @description The one shared GM roll of the phase.
         */
        TaGmRoll: {
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
        /** TaGmRollEvent */
        TaGmRollEvent: {
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
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "gm_roll";
        };
        /**
         * TaGradeInput
         * @description Exactly one of ``fixed`` (FASTGRAD, 0…1000) or ``level`` (a MESTERGRAD ladder id).
         */
        TaGradeInput: {
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
         * TaGradeObject
         * @description A grade: ``level`` and ``bonus`` are present for a master grade only.
         */
        TaGradeObject: {
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
            roll: components["schemas"]["TaRollObject"] | null;
        };
        /** TaGradeOutput */
        TaGradeOutput: {
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
            roll: components["schemas"]["TaRollObject"] | null;
            /** Impossible */
            impossible: boolean;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /**
         * TaGradeRequest
         * @description Determine a grade: a fixed one, or a master grade rolled by the GM.
         */
        TaGradeRequest: {
            grade: components["schemas"]["TaGradeInput"];
            rules?: components["schemas"]["TaRulesInput"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** TaLeftVehicleResult */
        TaLeftVehicleResult: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "left_vehicle";
            /** Character Id */
            character_id: string;
            /** Vehicle Id */
            vehicle_id: string;
        };
        /** TaNewRoundEvent */
        TaNewRoundEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "new_round";
            /** Round */
            round: number;
        };
        /**
         * TaOpponentAttack
         * @description One opponent's attack on one character: RUL:KAMP (melee) or RUL:SKYDE (shoot).
         */
        TaOpponentAttack: {
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
        /** TaOpponentAttacksInput */
        TaOpponentAttacksInput: {
            /** @description A state in phase 'opponent_attacks'. */
            state: components["schemas"]["TaState-Input"];
            declarations?: components["schemas"]["TaAttacksDeclarations"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** TaOpponentAttacksOutput */
        TaOpponentAttacksOutput: {
            state: components["schemas"]["TaState-Output"];
            /** Events */
            events: (components["schemas"]["TaPowerActionEvent"] | components["schemas"]["TaGmRollEvent"] | components["schemas"]["TaAttackEvent"] | components["schemas"]["TaAvertRollEvent"] | components["schemas"]["TaEffectEntry"] | components["schemas"]["TaSummonedEvent"])[];
            gm_roll: components["schemas"]["TaGmRoll"] | null;
            /** Attacks */
            attacks: components["schemas"]["TaAttackRecord"][];
            /** Effects */
            effects: components["schemas"]["TaEffectEntry"][];
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /** TaOpponentDefeatedEvent */
        TaOpponentDefeatedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "opponent_defeated";
            /** Opponent Id */
            opponent_id: string;
        };
        /**
         * TaOpponentInput
         * @description An opponent (MODSTANDER): at least one of ``kamp`` (KAMP) and ``skyde`` (SKYDE).
         */
        TaOpponentInput: {
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
                [key: string]: components["schemas"]["TaEffectInput"];
            };
            /** @description The T entry. */
            terminus_effect?: components["schemas"]["TaEffectInput"] | null;
        };
        /** TaOpponentStateRequest */
        "TaOpponentState-Input": {
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
                [key: string]: components["schemas"]["TaEffectState-Input"];
            };
            terminus_effect: components["schemas"]["TaEffectState-Input"] | null;
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
        /** TaOpponentStateResponse */
        "TaOpponentState-Output": {
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
                [key: string]: components["schemas"]["TaEffectState-Output"];
            };
            terminus_effect: components["schemas"]["TaEffectState-Output"] | null;
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
        /** TaOpponentsFledEvent */
        TaOpponentsFledEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "opponents_fled";
            /** Opponent Ids */
            opponent_ids: string[];
        };
        /**
         * TaPowerActionEvent
         * @description A power action paid for: phase 1 names ``effect_id`` and ``for_all``; phases 2 and 3 the ``kind``
         *     and its fields (``amount``, or ``opponent_id`` and ``slot``).
         */
        TaPowerActionEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /**
         * TaRollInput
         * @description A plain roll (RUL) of two dice plus a modifier.
         */
        TaRollInput: {
            /**
             * Modifier
             * @description Added to the dice (−1000…1000).
             */
            modifier?: number;
            rules?: components["schemas"]["TaRulesInput"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /**
         * TaRollObject
         * @description One RUL: ``pairs`` (the first pair sets the flags, the others are terminus extras) and totals.
         */
        TaRollObject: {
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
        /** TaRollOutput */
        TaRollOutput: {
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
         * TaRoundEffectInput
         * @description A round effect: PERMANENT ■, EGENSKAB ● or FORHOLD ▼, harmful, fired in phase 1.
         */
        TaRoundEffectInput: {
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
        /** TaRoundEffectState */
        TaRoundEffectState: {
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
        /** TaRoundEffectTriggeredEvent */
        TaRoundEffectTriggeredEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
         * TaRoundEffectsAppliedEvent
         * @description The worst change per stat that reached the character, which effect gave it, and what it did.
         */
        TaRoundEffectsAppliedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /**
         * TaRules
         * @description The full rules object, as a combat state stores it.
         */
        TaRules: {
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
         * TaRulesInput
         * @description Optional table rules; every key defaults as the spec's table says. Unknown keys are refused.
         */
        TaRulesInput: {
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
         * TaStartInput
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
        TaStartInput: {
            /**
             * Motive
             * @description Why the opponents fight: threat, robbery or death.
             * @enum {string}
             */
            motive: "threat" | "robbery" | "death";
            /** Characters */
            characters: components["schemas"]["TaCharacterInput"][];
            /**
             * Opponents
             * @description At most 50, summoned opponents included.
             */
            opponents: components["schemas"]["TaOpponentInput"][];
            /** Vehicles */
            vehicles?: components["schemas"]["TaVehicleInput"][];
            fortification?: components["schemas"]["TaFortificationInput"] | null;
            /**
             * Leader Id
             * @description LEDER: one opponent, hit only by terminus rolls.
             */
            leader_id?: string | null;
            /** Round Effects */
            round_effects?: components["schemas"]["TaRoundEffectInput"][];
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
            rules?: components["schemas"]["TaRulesInput"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** TaStartOutput */
        TaStartOutput: {
            state: components["schemas"]["TaState-Output"];
        };
        /**
         * TaStateRequest
         * @description The combat state document (one combat, between two phases).
         */
        "TaState-Input": {
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
            characters: components["schemas"]["TaCharacterState"][];
            /**
             * Opponents
             * @description Summoned opponents included.
             */
            opponents: components["schemas"]["TaOpponentState-Input"][];
            /** Vehicles */
            vehicles: components["schemas"]["TaVehicleState"][];
            fortification: components["schemas"]["TaFortificationState"] | null;
            /** Round Effects */
            round_effects: components["schemas"]["TaRoundEffectState"][];
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
            rules: components["schemas"]["TaRules"];
        };
        /**
         * TaStateResponse
         * @description The combat state document (one combat, between two phases).
         */
        "TaState-Output": {
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
            characters: components["schemas"]["TaCharacterState"][];
            /**
             * Opponents
             * @description Summoned opponents included.
             */
            opponents: components["schemas"]["TaOpponentState-Output"][];
            /** Vehicles */
            vehicles: components["schemas"]["TaVehicleState"][];
            fortification: components["schemas"]["TaFortificationState"] | null;
            /** Round Effects */
            round_effects: components["schemas"]["TaRoundEffectState"][];
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
            rules: components["schemas"]["TaRules"];
        };
        /**
         * TaSummon
         * @description A new opponent brought in by a summon effect (+MODSTANDER) of ``opponent_id`` that applied.
         */
        TaSummon: {
            /** Opponent Id */
            opponent_id: string;
            new_opponent: components["schemas"]["TaOpponentInput"];
        };
        /** TaSummonedEvent */
        TaSummonedEvent: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
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
        /**
         * TaTallyDeclarations
         * @description The party's choice (players) and, under robbery, whether the opponents got what they wanted (GM).
         */
        TaTallyDeclarations: {
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
        /** TaTallyInput */
        TaTallyInput: {
            /** @description A state in phase 'tally'. */
            state: components["schemas"]["TaState-Input"];
            declarations?: components["schemas"]["TaTallyDeclarations"] | null;
            /**
             * Dice
             * @description Forced faces, consumed in the documented order instead of random rolls; each system says which faces its dice have.
             */
            dice?: number[] | null;
        };
        /** TaTallyOutput */
        TaTallyOutput: {
            state: components["schemas"]["TaState-Output"];
            /** Events */
            events: (components["schemas"]["TaCharacterDownEvent"] | components["schemas"]["TaOpponentDefeatedEvent"] | components["schemas"]["TaOpponentsFledEvent"] | components["schemas"]["TaCombatEndedEvent"] | components["schemas"]["TaNewRoundEvent"])[];
            /** Outcome */
            outcome: ("opponents_defeated" | "opponents_fled" | "characters_defeated" | "mutual_defeat" | "characters_fled" | "characters_surrendered" | "loot_handed_over" | "robbery_succeeded") | null;
            /**
             * Opponent Endurance Lost
             * @description GM-only.
             */
            opponent_endurance_lost: number;
            /** Dice */
            dice: number[];
            /** Breakdown */
            breakdown: string;
        };
        /**
         * TaVehicleInput
         * @description A vehicle (FARTØJ): marks K, S, +S; PANSER (P) is ``armoured: true``.
         */
        TaVehicleInput: {
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
        /** TaVehicleState */
        TaVehicleState: {
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
         * TaVoidEffect
         * @description The GM rules a fired effect empty (TOMME EFFEKTER); ``character_id`` null: for every target.
         */
        TaVoidEffect: {
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
        /** TableRoll */
        TableRoll: {
            /**
             * Operation
             * @description `notation` (generic dice notation) or an operation of the session's system, its own `roll` included.
             */
            operation: string;
            /**
             * Input
             * @description The body of `POST /v1/rolls` or of the system operation.
             */
            input: {
                [key: string]: unknown;
            };
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
         * TerminusAlfaCombatDeclaration
         * @description A part of a `terminus-alfa` phase's declarations: `GET /v1/systems/terminus-alfa/combat` says which phase takes which.
         */
        TerminusAlfaCombatDeclaration: components["schemas"]["TerminusAlfaTaConditionsPart"] | components["schemas"]["TerminusAlfaTaAttacksPart"] | components["schemas"]["TerminusAlfaTaAttacksGmPart"] | components["schemas"]["TerminusAlfaTaActionsPart"] | components["schemas"]["TerminusAlfaTaTallyPart"] | components["schemas"]["TerminusAlfaTaTallyGmPart"];
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
            rules: components["schemas"]["TerminusAlfaTaRulesShown"];
            /** @description Who must still declare in the current phase (empty when the GM resolves it). */
            pending: string[];
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
        /** TerminusAlfaTaEffectStateShown */
        TerminusAlfaTaEffectStateShown: components["schemas"]["TerminusAlfaTaEffectDocumentShown"];
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
            endurance_start: number;
            /** Endurance */
            endurance: number;
            /** Effects */
            effects: {
                [key: string]: components["schemas"]["TerminusAlfaTaEffectStateShown"];
            };
            terminus_effect: components["schemas"]["TerminusAlfaTaEffectStateShown"] | null;
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
        /**
         * TerminusAlfaTaSummonEntry
         * @description A summon in the GM's part: the new opponent is read as ``combat_start`` reads one.
         */
        TerminusAlfaTaSummonEntry: {
            /** Opponent Id */
            opponent_id: string;
            new_opponent: components["schemas"]["TerminusAlfaTaOpponentInput"];
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
        /** TotalChance */
        TotalChance: {
            /**
             * Total
             * @example 7
             */
            total: number;
            /**
             * Probability
             * @example 0.16666666666666666
             */
            probability: number;
            /**
             * Fraction
             * @example 1/6
             */
            fraction: string;
        };
        /** WebhookCreate */
        WebhookCreate: {
            /**
             * Url
             * @description http(s) URL that receives the events.
             */
            url: string;
            /**
             * Events
             * @description Event types to send (as players see them); absent: all.
             */
            events?: ("session_created" | "session_changed" | "session_ended" | "player_joined" | "player_left" | "roll" | "combat_started" | "declared" | "phase_resolved" | "round_started" | "combat_ended" | "hidden")[] | null;
            /**
             * Format
             * @description `json`: the event; `discord`: a readable message for a Discord channel webhook URL.
             * @enum {string}
             */
            format?: "json" | "discord";
        };
        /** WebhookCreated */
        WebhookCreated: {
            /** Id */
            id: string;
            /**
             * Secret
             * @description Verifies the `webhook-signature` of every delivery (Standard Webhooks).
             */
            secret: string;
        };
        /** WebhookView */
        WebhookView: {
            /** Id */
            id: string;
            /** Url */
            url: string;
            /** Events */
            events: string[] | null;
            /** Format */
            format: string;
            /**
             * Status
             * @description `active`, or `failing` once deliveries failed for the whole retry window.
             */
            status: string;
            /** Created At */
            created_at: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    create_session: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body return the first response again, to anyone who presents them (a random UUID qualifies). */
                "Idempotency-Key"?: string | null;
                /** @description `"<version>"`: refuse (412) unless it is the current version. */
                "If-Match"?: string | null;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionCreate"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionCreated"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    join_session: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body return the first response again, to anyone who presents them (a random UUID qualifies). */
                "Idempotency-Key"?: string | null;
                /** @description `"<version>"`: refuse (412) unless it is the current version. */
                "If-Match"?: string | null;
            };
            path: {
                /** @description The session's id. */
                sid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlayerJoin"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerJoined"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    get_session: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's id. */
                sid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionView"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    delete_session: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body return the first response again. */
                "Idempotency-Key"?: string | null;
                /** @description `"<version>"`: refuse (412) unless it is the current version. */
                "If-Match"?: string | null;
            };
            path: {
                /** @description The session's id. */
                sid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    update_session: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body return the first response again. */
                "Idempotency-Key"?: string | null;
                /** @description `"<version>"`: refuse (412) unless it is the current version. */
                "If-Match"?: string | null;
            };
            path: {
                /** @description The session's id. */
                sid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SessionChange"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionView"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    table_roll_odds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's id. */
                sid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TableRoll"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"] | components["schemas"]["RollOdds"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    roll_at_table: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body return the first response again. */
                "Idempotency-Key"?: string | null;
                /** @description `"<version>"`: refuse (412) unless it is the current version. */
                "If-Match"?: string | null;
            };
            path: {
                /** @description The session's id. */
                sid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TableRoll"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RollLogged"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    start_combat: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body return the first response again. */
                "Idempotency-Key"?: string | null;
                /** @description `"<version>"`: refuse (412) unless it is the current version. */
                "If-Match"?: string | null;
            };
            path: {
                /** @description The session's id. */
                sid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CombatStart"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CombatStep"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    end_combat: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body return the first response again. */
                "Idempotency-Key"?: string | null;
                /** @description `"<version>"`: refuse (412) unless it is the current version. */
                "If-Match"?: string | null;
            };
            path: {
                /** @description The session's id. */
                sid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CombatStep"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    declare: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body return the first response again. */
                "Idempotency-Key"?: string | null;
                /** @description `"<version>"`: refuse (412) unless it is the current version. */
                "If-Match"?: string | null;
            };
            path: {
                /** @description The session's id. */
                sid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclarationBody"];
            };
        };
        responses: {
            /** @description Successful Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Declared"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    resolve_phase: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body return the first response again. */
                "Idempotency-Key"?: string | null;
                /** @description `"<version>"`: refuse (412) unless it is the current version. */
                "If-Match"?: string | null;
            };
            path: {
                /** @description The session's id. */
                sid: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ResolveBody"];
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CombatStep"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    remove_player: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body return the first response again. */
                "Idempotency-Key"?: string | null;
                /** @description `"<version>"`: refuse (412) unless it is the current version. */
                "If-Match"?: string | null;
            };
            path: {
                /** @description The session's id. */
                sid: string;
                /** @description A player's id (`player_id` from joining). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "seq": 12
                     *     }
                     */
                    "application/json": components["schemas"]["Sequenced"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    rotate_player_token: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body return the first response again. */
                "Idempotency-Key"?: string | null;
                /** @description `"<version>"`: refuse (412) unless it is the current version. */
                "If-Match"?: string | null;
            };
            path: {
                /** @description The session's id. */
                sid: string;
                /** @description A player's id (`player_id` from joining). */
                pid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "token": "0dT3...Yq"
                     *     }
                     */
                    "application/json": components["schemas"]["PlayerToken"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    rotate_gm_token: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body return the first response again. */
                "Idempotency-Key"?: string | null;
                /** @description `"<version>"`: refuse (412) unless it is the current version. */
                "If-Match"?: string | null;
            };
            path: {
                /** @description The session's id. */
                sid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "gm_token": "Hq9...x2"
                     *     }
                     */
                    "application/json": components["schemas"]["GmToken"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    rotate_join_code: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body return the first response again. */
                "Idempotency-Key"?: string | null;
                /** @description `"<version>"`: refuse (412) unless it is the current version. */
                "If-Match"?: string | null;
            };
            path: {
                /** @description The session's id. */
                sid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "join_code": "R4MWQ8ZT"
                     *     }
                     */
                    "application/json": components["schemas"]["JoinCode"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    end_session: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body return the first response again. */
                "Idempotency-Key"?: string | null;
                /** @description `"<version>"`: refuse (412) unless it is the current version. */
                "If-Match"?: string | null;
            };
            path: {
                /** @description The session's id. */
                sid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "seq": 40,
                     *       "ended": true
                     *     }
                     */
                    "application/json": components["schemas"]["SessionEnded"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    list_events: {
        parameters: {
            query?: {
                /** @description Return events with seq > after. */
                after?: number;
                /** @description At most this many events. */
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The session's id. */
                sid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventsPage"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    list_webhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's id. */
                sid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookView"][];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    create_webhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body return the first response again. */
                "Idempotency-Key"?: string | null;
                /** @description `"<version>"`: refuse (412) unless it is the current version. */
                "If-Match"?: string | null;
            };
            path: {
                /** @description The session's id. */
                sid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookCreate"];
            };
        };
        responses: {
            /** @description Successful Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookCreated"];
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Precondition Failed */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    delete_webhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's id. */
                sid: string;
                webhook_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    get_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description The store or the broadcaster is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    get_liveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Live"];
                };
            };
        };
    };
    get_keys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeySet"];
                };
            };
        };
    };
    list_systems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemSummary"][];
                };
            };
        };
    };
    get_catalogue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                system_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    get_combat_protocol: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                system_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CombatProtocol"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    discord_interaction: {
        parameters: {
            query?: never;
            header: {
                /** @description Ed25519 signature (hex) of the timestamp followed by the raw body. */
                "X-Signature-Ed25519": string;
                /** @description Unix seconds; refused when older or newer than DISCORD_MAX_AGE. */
                "X-Signature-Timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    get_metrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example # HELP rules_events_appended_total Events committed to a session's log, by type.
                     *     # TYPE rules_events_appended_total counter
                     *     rules_events_appended_total{type="roll"} 42.0
                     */
                    "text/plain": string;
                };
            };
        };
    };
    roll_dice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RollRequest"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RollResponse"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    roll_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RollRequest"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RollOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_roll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvRollInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvRollOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_roll_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvRollInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvCheckInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvCheckOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_check_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvCheckInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_opposed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvOpposedInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvOpposedOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_opposed_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvOpposedInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_contest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvContestInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvContestOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_contest_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvContestInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_compound: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvCompoundInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvCompoundOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_compound_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvCompoundInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_validate_character: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvValidateCharacterInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvValidateCharacterOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_recover_daze: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvRecoverDazeInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvRecoverDazeOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_trait_story_step: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvTraitStoryInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvTraitStoryOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_conflict_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvConflictStartInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvConflictStartOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_conflict_exchange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvConflictExchangeInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvConflictExchangeOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_conflict_exchange_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvConflictExchangeInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_conflict_loser_choice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvConflictLoserChoiceInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvConflictLoserChoiceOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_consequence_spend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvConsequenceSpendInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvConsequenceSpendOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_attack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvAttackInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvAttackOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_attack_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvAttackInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_damage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvDamageInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvDamageOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_damage_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvDamageInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_zone_move: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvZoneMoveInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvZoneMoveOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_zone_move_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvZoneMoveInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_balance_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvBalanceCheckInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvBalanceCheckOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_balance_check_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvBalanceCheckInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_combat_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvCombatStartInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvCombatRolled"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_combat_start_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvCombatStartInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_combat_distance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvCombatDistanceInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvCombatRolled"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_combat_distance_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvCombatDistanceInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_combat_advantage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvCombatStateInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvCombatRolled"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_combat_advantage_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvCombatStateInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_combat_actions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvCombatActionsInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvCombatStep"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_combat_defences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvCombatDefencesInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvCombatStep"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_combat_resolve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvCombatStateInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvCombatRolled"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_combat_resolve_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvCombatStateInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_combat_gain_ground: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvCombatGainGroundInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvCombatStep"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_combat_switch_subfight: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvCombatSwitchInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvCombatStep"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_combat_end: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvCombatStateOnly"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvCombatStep"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_treat_critical_wound: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvTreatCriticalInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvTreatCriticalOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_treat_critical_wound_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvTreatCriticalInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_treat_light_wound: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvTreatLightInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvTreatLightOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_treat_light_wound_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvTreatLightInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_treat_serious_wound: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvTreatSeriousInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvTreatSeriousOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_treat_serious_wound_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvTreatSeriousInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    fimbulvinter_advance_time: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FvAdvanceTimeInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FvAdvanceTimeOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    terminus_alfa_roll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaRollInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaRollOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    terminus_alfa_roll_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaRollInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    terminus_alfa_grade: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaGradeRequest"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaGradeOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    terminus_alfa_grade_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaGradeRequest"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    terminus_alfa_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaCheckInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaCheckOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    terminus_alfa_check_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaCheckInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    terminus_alfa_capture_target: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaCaptureTargetInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaCaptureTargetOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    terminus_alfa_combat_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaStartInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaStartOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    terminus_alfa_combat_conditions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaConditionsInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaConditionsOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    terminus_alfa_combat_opponent_attacks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaOpponentAttacksInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaOpponentAttacksOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    terminus_alfa_combat_opponent_attacks_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaOpponentAttacksInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    terminus_alfa_combat_character_actions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaCharacterActionsInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaCharacterActionsOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    terminus_alfa_combat_character_actions_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaCharacterActionsInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    terminus_alfa_combat_tally: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaTallyInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TaTallyOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_roll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmRollInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmRollOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_roll_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmRollInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmCheckInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmCheckOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_check_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmCheckInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_condition: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmConditionInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmConditionOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_encumbrance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmEncumbranceInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmEncumbranceOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_combat_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmCombatProfileInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmCombatProfileOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_initiative: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmInitiativeInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmInitiativeOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_initiative_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmInitiativeInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_attack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmAttackInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmAttackOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_attack_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmAttackInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_damage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmDamageInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmDamageOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_wound_level: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmWoundLevelInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmWoundLevelOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_fatigue_test: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmFatigueTestInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmFatigueTestOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_fatigue_test_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmFatigueTestInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_fatigue_adjust: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmFatigueAdjustInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmFatigueAdjustOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_fatigue_recovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmFatigueRecoveryInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmFatigueRecoveryOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_fatigue_recovery_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmFatigueRecoveryInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_recovery_roll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmRecoveryRollInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmRecoveryRollOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_recovery_roll_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmRecoveryRollInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_incapacitated_recovery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmIncapacitatedRecoveryInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmIncapacitatedRecoveryOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_incapacitated_recovery_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmIncapacitatedRecoveryInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_overexertion_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmOverexertionInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmOverexertionOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_overexertion_check_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmOverexertionInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_combat_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmCombatStartInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmCombatStartOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_combat_initiative: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmCombatInitiativeInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmCombatInitiativeOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_combat_initiative_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmCombatInitiativeInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_combat_declare: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmCombatDeclareInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmCombatDeclareOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_combat_resolve: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmCombatResolveInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AmCombatResolveOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    ars_magica_combat_resolve_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AmCombatResolveInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_roll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtRollInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IrtRollOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_roll_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtRollInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_add_dice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtAddDiceInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IrtAddDiceOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_add_dice_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtAddDiceInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_roll_dice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtRollDiceInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IrtRollDiceOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_roll_dice_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtRollDiceInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_difficulty: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtDifficultyInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IrtDifficultyOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_derived_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtDerivedStatsInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IrtDerivedStatsOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_initiative: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtInitiativeInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IrtInitiativeOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_initiative_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtInitiativeInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_attack: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtAttackInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IrtAttackOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_attack_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtAttackInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_critical_hit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtCriticalHitInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IrtCriticalHitOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_critical_hit_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtCriticalHitInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_apply_damage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtApplyDamageInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IrtApplyDamageOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_add_stress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtAddStressInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IrtAddStressOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_survival_roll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtSurvivalRollInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IrtSurvivalRollOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_survival_roll_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtSurvivalRollInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_stabilise: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtStabiliseInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IrtStabiliseOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_stabilise_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtStabiliseInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_stop_bleeding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtStopBleedingInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IrtStopBleedingOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_stop_bleeding_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtStopBleedingInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_shock_roll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtShockRollInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IrtShockRollOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_shock_roll_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtShockRollInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_combat_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtCombatStartInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IrtCombatOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_combat_start_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtCombatStartInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_combat_round_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtCombatRoundStartInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IrtCombatOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_combat_round_start_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtCombatRoundStartInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_combat_act: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtCombatActInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IrtCombatOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_combat_act_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtCombatActInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_combat_react: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtCombatReactInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IrtCombatOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_combat_react_odds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtCombatReactInput"];
            };
        };
        responses: {
            /** @description Each output field's outcomes with exact probabilities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationOdds"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
    i_rikets_tjanst_combat_end: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IrtCombatEndInput"];
            };
        };
        responses: {
            /** @description The result */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IrtCombatOutput"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Content Too Large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
            /** @description Unprocessable Content */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ProblemDocument"];
                };
            };
        };
    };
}
