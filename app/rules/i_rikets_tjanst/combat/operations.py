"""The stateless combat operations: each takes the whole state and returns the next one (§7)."""

from __future__ import annotations

from app.rules.i_rikets_tjanst.combat.outputs import IrtCombatOutput
from app.rules.i_rikets_tjanst.combat.phases import act, react, round_start
from app.rules.i_rikets_tjanst.combat.phases.act import IrtCombatActInput, combat_act
from app.rules.i_rikets_tjanst.combat.phases.end import IrtCombatEndInput, combat_end
from app.rules.i_rikets_tjanst.combat.phases.react import IrtCombatReactInput, combat_react
from app.rules.i_rikets_tjanst.combat.phases.round_start import IrtCombatRoundStartInput, combat_round_start
from app.rules.i_rikets_tjanst.combat.phases.start import IrtCombatStartInput, combat_start
from app.rules.i_rikets_tjanst.decisions import describe
from app.rules.protocol import operation

STATE_NOTE = """
Every combat operation takes the whole `state` (422 `state.phase: expected <phase>` in the wrong phase)
and returns `{state, events, dice, breakdown}`. Phases: `round_start` -> (`turn` -> [`reaction`])* per
able combatant -> `round_start` of the next round ... -> `ended`. The combat ends when the able
combatants (neither dead nor unconscious) belong to at most one side.
"""

COMBAT_START = operation(
    "combat_start",
    combat_start,
    IrtCombatStartInput,
    IrtCombatOutput,
    summary="Start a combat: initiative, timers, round 1",
    description=describe(
        """
Rolls 1d12 + Strid initiative per combatant in input order and sorts them (ties: higher Strid, then
input order). Timers: pre-existing heavy bleeding ticks at round 1, light at round 12; each unstabilised
dying condition first rolls after its interval (round 1, minute 12, hour 720, day 17280), a stabilised one
never. `stop_bleeding_attempts` (0-2) and each condition's `stabilise_attempts` (0-3) default to 0. Phase
`round_start` of round 1, or `ended` at once when one side or none is able.
"""
        + STATE_NOTE,
        "initiative_ties",
        "timers",
        "ranges",
    ),
    dice_order="one initiative die per combatant, in input order.",
)

COMBAT_ROUND_START = operation(
    "combat_round_start",
    combat_round_start,
    IrtCombatRoundStartInput,
    IrtCombatOutput,
    summary="Start a round: bleeding ticks, survival rolls, first turn",
    description=describe(
        """
Declarations (optional): `survival_extra_dice` `{"<combatant_id>/<condition_id>": n}`, Fokus/Stress dice
for that survival roll (a key naming no condition is refused; dice for a condition that does not roll
this round are not used). For each combatant in initiative order, skipping the dead: a bleeding tick due
this round deals 1 KP (source `bleeding`, with its damage Stress) and schedules the next (heavy +1, light
+12); then each unstabilised condition due this round, in list order, makes a survival roll (Fysik +
Vilja at Normal, then its extra dice): success adds the Effect to its stabilisation and schedules the
next roll (none once stabilised), failure kills and ends this combatant's rolls. Then `acted`/`moved`
reset and the first able combatant in order gets the turn, or the combat ends.
"""
        + STATE_NOTE,
        "survival_normal",
        "bleeding_stress",
        "one_shock_condition",
        "timers",
        "unconscious_stay",
        "stress_for_missing_fokus",
        "twelves_fokus",
    ),
    dice_order=f"{round_start.DICE_ORDER}.",
)

COMBAT_ACT = operation(
    "combat_act",
    combat_act,
    IrtCombatActInput,
    IrtCombatOutput,
    summary="The acting combatant moves and acts",
    description=describe(
        """
Declaration from the current actor only: `{actor, movement, action}`. Attacks (`ranged_attack`,
stationary; `melee_attack`) on another living combatant roll the pool, then `extra_dice`, store
`pending_attack` and go to phase `reaction`. `stabilise` (another combatant's condition) and
`stop_bleeding` (self allowed) make the first attempt only: Analys + Smidighet, Easy-based, stationary;
a second in-combat attempt is refused. `stand_up` ends prone; `none` is movement only; `other` may roll
two of the actor's attributes like `roll`. Difficulty per §2.2 with the turn's movement and the actor's
Wounded status; an impossible action makes no attempt (`action_impossible`). After a non-attack action
the turn passes.
"""
        + STATE_NOTE,
        "first_attempt_in_combat",
        "stabilise_by_other",
        "stop_bleeding",
        "fokus_dice_once",
        "dying_can_act",
        "timers",
        "one_movement_step",
        "ladder",
        "ceiling_floor",
        "stress_for_missing_fokus",
        "twelves_fokus",
    ),
    dice_order=f"{act.DICE_ORDER}.",
)

COMBAT_REACT = operation(
    "combat_react",
    combat_react,
    IrtCombatReactInput,
    IrtCombatOutput,
    summary="Resolve the pending attack: push, active defence, damage",
    description=describe(
        """
Declarations: `attacker_add_dice` (push after seeing the roll; refused when the attack already bought
extra dice) and `defence` (dodge, or parry against melee with something in the hands; not by an
unconscious or unaware target), with the defender's attributes, Fokus, Stress and Wounded status from the
state. Resolves the attack on all faces (stored + pushed): defence Effect off the successes, KP = Skada +
Effect - Skydd, critical on a 12 with 1+ KP; applies the damage and the critical row to the target
(source `attack`, only with 1+ KP), schedules the new timers, leaves a dodger prone and passes the turn.
"""
        + STATE_NOTE,
        "fokus_dice_once",
        "effect_to_damage",
        "defence_subtracts_effect",
        "defence_roll",
        "dodge_prone",
        "penetrating_plus_2",
        "no_critical_below_1",
        "one_shock_condition",
        "conditional_dying",
        "radiation_15",
        "radiation_3",
        "timers",
        "unconscious_stay",
        "stress_for_missing_fokus",
        "twelves_fokus",
    ),
    dice_order=f"{react.DICE_ORDER}.",
    odds=react.combat_react_odds,
)

COMBAT_END = operation(
    "combat_end",
    combat_end,
    IrtCombatEndInput,
    IrtCombatOutput,
    summary="The GM ends the combat",
    description=describe(
        """
Ends the combat in any phase (`ended_reason: "gm"`); an ended combat is refused. Rolls nothing: a
non-empty `dice` is refused. Dying, bleeding and unconscious characters then continue with the
standalone operations on minute, hour and day steps.
"""
        + STATE_NOTE,
        "first_attempt_in_combat",
    ),
)
