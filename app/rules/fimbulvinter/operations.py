"""Every operation of the spec's §4 overview, with its models, description and worked examples."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from app.rules.examples import load_examples
from app.rules.fimbulvinter import attack, basic, character, conflict, damage, healing, movement, traits
from app.rules.fimbulvinter.combat import (
    actions,
    advantage,
    control,
    defences,
    distance,
    gain_ground,
    resolve,
    resolve_odds,
    start,
)
from app.rules.fimbulvinter.decisions import describe
from app.rules.fimbulvinter.models import basic as mb
from app.rules.fimbulvinter.models import combat as mc
from app.rules.fimbulvinter.models import fighting as mf
from app.rules.fimbulvinter.models import people as mp
from app.rules.protocol import JsonObject, Operation, operation, operation_table

ROLLING = ("open_ended", "block_beats_push", "traits", "hero_weapons")
IN_COMBAT = ("skill_attribute", "default_skill", "item_properties")
ONE_ROLL = "one roll: its pool faces in order, then its explosion faces (§2.1)."


def _described(run: Callable[[Mapping[str, Any]], JsonObject], *decisions: str) -> str:
    """The operation's docstring and the spec's decisions it applies."""
    return describe((run.__doc__ or "").strip(), *decisions)


OPERATIONS: Mapping[str, Operation] = operation_table(
    load_examples(__package__),
    operation(
        "roll",
        basic.run_roll,
        mb.FvRollInput,
        mb.FvRollOutput,
        summary="Plain roll (quality roll)",
        description=_described(basic.run_roll, *ROLLING),
        dice_order=ONE_ROLL,
    ),
    operation(
        "check",
        basic.run_check,
        mb.FvCheckInput,
        mb.FvCheckOutput,
        summary="Difficulty check",
        description=_described(basic.run_check, *ROLLING),
        dice_order=ONE_ROLL,
    ),
    operation(
        "opposed",
        basic.run_opposed,
        mb.FvOpposedInput,
        mb.FvOpposedOutput,
        summary="Opposed roll",
        description=_described(basic.run_opposed, *ROLLING, "opposed"),
        dice_order="the initiator's roll in full (pool, then explosions), then the resister's roll in full.",
        odds=basic.opposed_odds,
    ),
    operation(
        "contest",
        basic.run_contest,
        mb.FvContestInput,
        mb.FvContestOutput,
        summary="Several contestants roll for one prize",
        description=_described(basic.run_contest, *ROLLING, "contest"),
        dice_order="each contestant's roll in full, in list order; after a tie, the tied leaders roll again, in order.",
        odds=basic.contest_odds,
    ),
    operation(
        "compound",
        basic.run_compound,
        mb.FvCompoundInput,
        mb.FvCompoundOutput,
        summary="Compound action of 3–5 steps",
        description=_described(basic.run_compound, *ROLLING, "compound_complication"),
        dice_order="step 1's roll in full, then step 2's, and so on.",
    ),
    operation(
        "validate_character",
        character.run_validate_character,
        mp.FvValidateCharacterInput,
        mp.FvValidateCharacterOutput,
        summary="Validate a character sheet",
        description=_described(
            character.run_validate_character, "clan_lore", "creation_limit", "subdisciplines", "equipment"
        ),
    ),
    operation(
        "recover_daze",
        traits.run_recover_daze,
        mp.FvRecoverDazeInput,
        mp.FvRecoverDazeOutput,
        summary="Recover daze (rest, trait, end of combat)",
        description=_described(traits.run_recover_daze, "traits"),
    ),
    operation(
        "trait_story_step",
        traits.run_trait_story_step,
        mp.FvTraitStoryInput,
        mp.FvTraitStoryOutput,
        summary="One stage of a trait story",
        description=_described(traits.run_trait_story_step),
    ),
    operation(
        "conflict_start",
        conflict.run_conflict_start,
        mp.FvConflictStartInput,
        mp.FvConflictStartOutput,
        summary="Start a social conflict",
        description=_described(conflict.run_conflict_start, "conflict_initiator"),
    ),
    operation(
        "conflict_exchange",
        conflict.run_conflict_exchange,
        mp.FvConflictExchangeInput,
        mp.FvConflictExchangeOutput,
        summary="One exchange of a social conflict",
        description=_described(conflict.run_conflict_exchange, *ROLLING, "opposed", "conflict_initiator"),
        dice_order="the initiator's roll in full, then the resister's.",
        odds=conflict.conflict_exchange_odds,
    ),
    operation(
        "conflict_loser_choice",
        conflict.run_conflict_loser_choice,
        mp.FvConflictLoserChoiceInput,
        mp.FvConflictLoserChoiceOutput,
        summary="The loser accepts, escalates or withdraws",
        description=_described(conflict.run_conflict_loser_choice, "consequence"),
    ),
    operation(
        "consequence_spend",
        conflict.run_consequence_spend,
        mp.FvConsequenceSpendInput,
        mp.FvConsequenceSpendOutput,
        summary="Spend a consequence",
        description=_described(conflict.run_consequence_spend, "consequence", "fatigue", "consequence_damage"),
    ),
    operation(
        "attack",
        attack.run_attack,
        mf.FvAttackInput,
        mf.FvAttackOutput,
        summary="One attack against one defence",
        description=_described(
            attack.run_attack,
            *ROLLING,
            "item_properties",
            "opposed",
            "ranged_length",
            "unarmed",
            "defence_item",
            "fourth_outcome",
            "gamble",
        ),
        dice_order="the attack roll in full, then the defence roll (no faces for a gamble).",
        odds=attack.attack_odds,
    ),
    operation(
        "damage",
        damage.run_damage,
        mf.FvDamageInput,
        mf.FvDamageOutput,
        summary="Damage roll against toughness roll",
        description=_described(
            damage.run_damage, *ROLLING, "zeroed_defence", "vilja", "critical", "medicine", "consequence_damage"
        ),
        dice_order="the damage roll in full, then the toughness roll in full.",
        odds=damage.damage_odds,
    ),
    operation(
        "zone_move",
        movement.run_zone_move,
        mf.FvZoneMoveInput,
        mf.FvZoneMoveOutput,
        summary="Move between zones",
        description=_described(
            movement.run_zone_move, *ROLLING, "item_properties", "opposed", "failed_move", "no_action_points"
        ),
        dice_order="the mover's roll in full, then the opponent's roll in full.",
        odds=movement.zone_move_odds,
    ),
    operation(
        "balance_check",
        movement.run_balance_check,
        mf.FvBalanceCheckInput,
        mf.FvBalanceCheckOutput,
        summary="Act in a balance-challenge zone",
        description=_described(movement.run_balance_check, *ROLLING),
        dice_order=ONE_ROLL,
    ),
    operation(
        "combat_start",
        start.run_combat_start,
        mc.FvCombatStartInput,
        mc.FvCombatRolled,
        summary="Start a combat",
        description=_described(
            start.run_combat_start, *ROLLING, *IN_COMBAT, "contest", "ranged_length", "damage_effect_priority"
        ),
        dice_order=start.DICE_ORDER,
    ),
    operation(
        "combat_distance",
        distance.run_combat_distance,
        mc.FvCombatDistanceInput,
        mc.FvCombatRolled,
        summary="Phase 1: distance",
        description=_described(
            distance.run_combat_distance, *ROLLING, *IN_COMBAT, "opposed", "distance", "knocked_out"
        ),
        dice_order=distance.DICE_ORDER,
    ),
    operation(
        "combat_advantage",
        advantage.run_combat_advantage,
        mc.FvCombatStateInput,
        mc.FvCombatRolled,
        summary="Phase 2: advantage",
        description=_described(
            advantage.run_combat_advantage, *ROLLING, *IN_COMBAT, "contest", "ranged_length", "advantage"
        ),
        dice_order=advantage.DICE_ORDER,
    ),
    operation(
        "combat_actions",
        actions.run_combat_actions,
        mc.FvCombatActionsInput,
        mc.FvCombatStep,
        summary="Phase 3: action declarations",
        description=_described(
            actions.run_combat_actions, "ranged_length", "third_men", "sight_line", "no_action_points", "knocked_out"
        ),
    ),
    operation(
        "combat_defences",
        defences.run_combat_defences,
        mc.FvCombatDefencesInput,
        mc.FvCombatStep,
        summary="Phase 4: defence declarations",
        description=_described(defences.run_combat_defences, "default_skill", "defence_item", "gamble", "knocked_out"),
    ),
    operation(
        "combat_resolve",
        resolve.run_combat_resolve,
        mc.FvCombatStateInput,
        mc.FvCombatRolled,
        summary="Phase 5: resolution",
        description=_described(
            resolve.run_combat_resolve,
            *ROLLING,
            *IN_COMBAT,
            "opposed",
            "contest",
            "ranged_length",
            "unarmed",
            "defence_item",
            "fourth_outcome",
            "gamble",
            "zeroed_defence",
            "vilja",
            "critical",
            "medicine",
            "damage_effect_priority",
            "knocked_out",
            "advantage",
            "third_men",
            "failed_move",
            "automatic_end",
        ),
        dice_order=resolve.DICE_ORDER,
        odds=resolve_odds.combat_resolve_odds,
    ),
    operation(
        "combat_gain_ground",
        gain_ground.run_combat_gain_ground,
        mc.FvCombatGainGroundInput,
        mc.FvCombatStep,
        summary="Phase 6: gaining ground",
        description=_described(gain_ground.run_combat_gain_ground, "distance", "advantage", "no_action_points"),
    ),
    operation(
        "combat_switch_subfight",
        control.run_combat_switch_subfight,
        mc.FvCombatSwitchInput,
        mc.FvCombatStep,
        summary="Switch the sub-fight being played",
        description=_described(control.run_combat_switch_subfight, "third_men"),
    ),
    operation(
        "combat_end",
        control.run_combat_end,
        mc.FvCombatStateOnly,
        mc.FvCombatStep,
        summary="End the combat",
        description=_described(control.run_combat_end, "automatic_end"),
    ),
    operation(
        "treat_critical_wound",
        healing.run_treat_critical_wound,
        mf.FvTreatCriticalInput,
        mf.FvTreatCriticalOutput,
        summary="Treat a critical wound within the hour",
        description=_described(healing.run_treat_critical_wound, *ROLLING, "medicine"),
        dice_order="the Läkekonst roll in full (pool, then explosions); none when not treated within the hour.",
    ),
    operation(
        "treat_light_wound",
        healing.run_treat_light_wound,
        mf.FvTreatLightInput,
        mf.FvTreatLightOutput,
        summary="Treat a light wound",
        description=_described(healing.run_treat_light_wound, *ROLLING, "time"),
        dice_order=ONE_ROLL,
    ),
    operation(
        "treat_serious_wound",
        healing.run_treat_serious_wound,
        mf.FvTreatSeriousInput,
        mf.FvTreatSeriousOutput,
        summary="Treat a serious wound (compound action)",
        description=_described(healing.run_treat_serious_wound, *ROLLING, "compound_complication", "konvalescent"),
        dice_order="the Läkekonst, Leta and Vetenskap rolls, each in full, in that order.",
    ),
    operation(
        "advance_time",
        healing.run_advance_time,
        mf.FvAdvanceTimeInput,
        mf.FvAdvanceTimeOutput,
        summary="Let time pass: wounds heal",
        description=_described(healing.run_advance_time, "time", "damage_effect_priority"),
    ),
)
