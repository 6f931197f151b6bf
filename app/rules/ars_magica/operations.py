"""The Ars Magica operations as the server serves them, each with the spec's Decisions it applies."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from pydantic import BaseModel

from app.rules.ars_magica import basic, character, fatigue, fighting, recovery
from app.rules.ars_magica.combat import declare, initiative, resolve, start
from app.rules.examples import load_examples
from app.rules.protocol import JsonObject, OddsFunction, Operation, operation, operation_table

DECISIONS: Mapping[int, str] = {
    1: "die faces are 0-9; the 0 face reads as 10 or 0 depending on the situation (ArM5 ch. 1)",
    2: "simple die: face 0 is worth 10 (ArM5 ch. 1)",
    3: "stress die: a 1 doubles and rolls again (repeatable), a 0 on a re-roll is 10, a first 0 is 0 "
    "and calls for botch dice (ArM5 p. 6)",
    4: "botch dice are an input, default 1; 0 botch dice means no botch is possible; botch_count is the "
    "number of zeros (ArM5 p. 7)",
    5: "a botch makes the roll's total 0, and a botched check always fails (ArM5 p. 171)",
    7: "weapons and armour are the ArM5 core tables (pp. 175-177); Bludgeon Load is 1",
    8: "weapon and shield modifiers add together; no shield with a two-handed weapon (ArM5 p. 171)",
    9: "minimum Strength is reported only, with no automatic penalty",
    10: "Encumbrance = Burden (triangular scale of total Load) less a positive Strength, never below 0 (ArM5 p. 178)",
    11: "wound size table: range = max(1, Size + 5), bands of that width, and a Dead band (ArM5 p. 178)",
    12: "wound recovery: Light 1 week 4/10, Medium 1 month 6/12, Heavy 1 season 9/15 (ArM5 p. 179)",
    13: "fatigue recovery times 2 min, 10 min, 30 min, 1 h, 2 h, each to leave that level (arm5e)",
    14: "with long-term levels present, the time is that of the current overall level (one track)",
    15: "the optional halving roll is Stamina + simple die vs 9, once per level, with the wound penalty "
    "and the fatigue penalty of the level being left",
    16: "activity doubles the time, and halving applies after doubling",
    17: "a night's rest recovers every fatigue level",
    18: "fatigue levels past Unconscious are dropped and reported as overflow_levels",
    19: "a botched fatigue test costs exactly 2 levels, however many botch dice show 0",
    20: "wound penalties apply to every roll except stabilisation tests; fatigue penalties apply to every "
    "roll; neither applies to Damage or Soak; Unconscious counts 0",
    21: "incapacitated or unconscious characters cannot make action rolls (422)",
    22: "a defender who cannot act makes no Defence roll: Defence = 0",
    23: "against missiles, Defence uses Quickness + Ability + shield Defence only (0 without a shield)",
    24: "range increment n (1 = within range) costs -3 x (n - 1) on Attack; n from 1 to 20",
    25: "exertion doubles the combat Ability for one Attack or Defence roll and costs 1 short-term fatigue "
    "level after the roll (ArM5 p. 173)",
    26: "no automatic fatigue tests in combat",
    27: "the combat order is per combatant, highest Initiative first; ties go to higher Quickness, then "
    "list order (ArM5 p. 171)",
    28: "a combatant who cannot act when Initiative is rolled gets no roll and no place in the order",
    29: "the seed's missile rule is enforced through a combat-wide engagement flag set by the GM",
    30: "an attack on a dead target is void; attacks on incapacitated targets go ahead with no Defence "
    "roll; no attacks on one's own side",
    31: "combat ends when at most one side has an active combatant, or when the GM ends it",
    32: "recovery rolls are stress rolls with 1 botch die by default; a botch gives total 0",
    33: "recovery total = Stamina + Chirurgy/Medicine + magical aid + gathered bonus + modifiers + stress die",
    34: "'worse' means one level heavier (Heavy -> Incapacitating); the +3 bonus resets on improvement or worsening",
    35: "the overexertion test uses the most serious wound's Stable EF; passing gives no +3",
    36: "activity limits use the total wound penalty only",
    37: "one incapacitated-recovery roll covers every Incapacitating wound; on 9+ they all become Heavy",
}

_DICE = "Optional `dice`: forced faces 0-9, read in the documented order; every other field is checked first."
_NO_DICE = "Rolls nothing: `dice` is refused as an unknown field."
_ONE_STRESS_DIE = "one stress die."


def _operation(
    name: str,
    run: Callable[[Mapping[str, Any]], JsonObject],
    input_model: type[BaseModel],
    output_model: type[BaseModel],
    *,
    summary: str,
    text: str,
    decisions: tuple[int, ...],
    dice_order: str | None = None,
    odds: OddsFunction | None = None,
    odds_by_id: bool = True,
) -> Operation:
    """An operation described by what it does (``text``), whether it takes forced dice (exactly when it
    rolls, that is when it gives a ``dice_order``) and the Decisions it applies; ``odds`` as for
    :func:`app.rules.protocol.operation`, and ``odds_by_id``."""
    applied = "\n".join(f"- Decision {number}: {DECISIONS[number]}." for number in decisions)
    description = f"{text} {_NO_DICE if dice_order is None else _DICE}\n\nDecisions applied (spec §8):\n{applied}"
    return operation(
        name,
        run,
        input_model,
        output_model,
        summary=summary,
        description=description,
        dice_order=dice_order,
        odds=odds,
        odds_by_id=odds_by_id,
    )


OPERATIONS: Mapping[str, Operation] = operation_table(
    load_examples(__package__),
    _operation(
        "roll",
        basic.run_roll,
        basic.AmRollInput,
        basic.AmRollOutput,
        summary="A bare simple or stress die",
        text="One die (§6.1). `botch_dice` only with the stress die.",
        decisions=(1, 2, 3, 4),
        dice_order="one die.",
    ),
    _operation(
        "check",
        basic.run_check,
        basic.AmCheckInput,
        basic.AmCheckOutput,
        summary="Characteristic + ability + modifiers + die against an ease factor",
        text="The general test (§6.2), with wound and fatigue penalties.",
        decisions=(1, 2, 3, 4, 5, 20, 21),
        dice_order="one die.",
    ),
    _operation(
        "condition",
        character.run_condition,
        character.AmConditionInput,
        character.AmConditionOutput,
        summary="Penalties, status, activity limits and the overexertion requirement",
        text="What wounds and fatigue mean for a character (§6.3).",
        decisions=(20, 21, 36),
    ),
    _operation(
        "encumbrance",
        character.run_encumbrance,
        character.AmEncumbranceInput,
        character.AmEncumbranceOutput,
        summary="Load to Burden to Encumbrance",
        text="Catalogue loads plus extra load (§6.4).",
        decisions=(7, 10),
    ),
    _operation(
        "combat_profile",
        character.run_combat_profile,
        character.AmCombatProfileInput,
        character.AmCombatProfileOutput,
        summary="Static combat scores from characteristics and equipment",
        text="The die-free parts of the five combat formulas (§6.5).",
        decisions=(7, 8, 9, 10, 11, 23),
    ),
    _operation(
        "initiative",
        fighting.run_initiative,
        fighting.AmInitiativeInput,
        fighting.AmInitiativeOutput,
        summary="One Initiative roll",
        text="Quickness + weapon Initiative - Encumbrance + stress die (§6.6).",
        decisions=(1, 3, 4, 5, 8, 20, 21),
        dice_order=_ONE_STRESS_DIE,
    ),
    _operation(
        "attack",
        fighting.run_attack,
        fighting.AmAttackInput,
        fighting.AmAttackOutput,
        summary="One full attack: Attack, Defence, Advantage, Damage, Soak, wound",
        text=(
            "Steps 2a-2d of the seed (§6.7). A botched attack never hits, even against a negative "
            "Defence. A weapon that can attack but has no Damage (custom `dam: null`) is refused like"
            " one that cannot attack (`attacker.weapon: this weapon cannot deal damage`). A stress "
            "die may chain at most 50 ones."
        ),
        decisions=(1, 3, 4, 5, 7, 8, 11, 18, 20, 21, 22, 23, 24, 25),
        dice_order=(
            "the attacker's stress die (with its botch dice), then the defender's, only if the defender can act."
        ),
        odds=fighting.attack_odds,
    ),
    _operation(
        "damage",
        fighting.run_damage,
        fighting.AmDamageInput,
        fighting.AmDamageOutput,
        summary="Damage and Soak for a known Attack Advantage, and the wound",
        text="Steps 5-6 of §6.7 (§6.8).",
        decisions=(7, 8, 11, 20),
    ),
    _operation(
        "wound_level",
        fighting.run_wound_level,
        fighting.AmWoundLevelInput,
        fighting.AmWoundLevelOutput,
        summary="Any damage against any soak: the wound",
        text="For damage from any source (§6.9).",
        decisions=(11,),
    ),
    _operation(
        "fatigue_test",
        fatigue.run_fatigue_test,
        fatigue.AmFatigueTestInput,
        fatigue.AmFatigueTestOutput,
        summary="Short-term exertion test against 6",
        text="Stamina - Encumbrance + stress die vs 6 (§6.10).",
        decisions=(1, 3, 4, 5, 18, 19, 20, 21),
        dice_order=_ONE_STRESS_DIE,
    ),
    _operation(
        "fatigue_adjust",
        fatigue.run_fatigue_adjust,
        fatigue.AmFatigueAdjustInput,
        fatigue.AmFatigueAdjustOutput,
        summary="Lose fatigue levels on the GM's word, or a night's rest",
        text="Long-term exertion and rulings without a roll (§6.11).",
        decisions=(17, 18),
    ),
    _operation(
        "fatigue_recovery",
        fatigue.run_fatigue_recovery,
        fatigue.AmFatigueRecoveryInput,
        fatigue.AmFatigueRecoveryOutput,
        summary="Time to recover short-term fatigue levels, with an optional halving roll",
        text="One step per level, heaviest first (§6.12).",
        decisions=(2, 13, 14, 15, 16, 20, 21),
        dice_order="one simple die per recovered level, heaviest level first; none without `halving_roll`.",
    ),
    _operation(
        "recovery_roll",
        recovery.run_recovery_roll,
        recovery.AmRecoveryRollInput,
        recovery.AmRecoveryRollOutput,
        summary="Periodic recovery roll for one Light, Medium or Heavy wound",
        text="The stabilisation test against the Stable and Improvement EFs (§6.13).",
        decisions=(3, 4, 5, 12, 20, 32, 33, 34),
        dice_order=_ONE_STRESS_DIE,
    ),
    _operation(
        "incapacitated_recovery",
        recovery.run_incapacitated_recovery,
        recovery.AmIncapacitatedRecoveryInput,
        recovery.AmIncapacitatedRecoveryOutput,
        summary="The twice-daily survival roll of an incapacitated character",
        text="0 or less dies, 9+ improves, 1-8 deteriorates with a cumulative -1 (§6.14).",
        decisions=(3, 4, 5, 20, 32, 33, 37),
        dice_order=_ONE_STRESS_DIE,
    ),
    _operation(
        "overexertion_check",
        recovery.run_overexertion_check,
        recovery.AmOverexertionInput,
        recovery.AmOverexertionOutput,
        summary="Stabilisation test forced by doing too much while wounded",
        text="For the most serious wound; never improves (§6.15).",
        decisions=(3, 4, 5, 12, 20, 21, 34, 35),
        dice_order=_ONE_STRESS_DIE,
    ),
    _operation(
        "combat_start",
        start.run_combat_start,
        start.AmCombatStartInput,
        start.AmCombatStartOutput,
        summary="Build the combat state (phase initiative)",
        text="Gear resolved to objects, Encumbrance computed when not given, statuses derived (§7.2).",
        decisions=(7, 8, 10),
    ),
    _operation(
        "combat_initiative",
        initiative.run_combat_initiative,
        initiative.AmCombatInitiativeInput,
        initiative.AmCombatInitiativeOutput,
        summary="Initiative phase: roll for every combatant, fix the order",
        text="Phase initiative -> declare (§7.3).",
        decisions=(1, 3, 4, 5, 20, 27, 28),
        dice_order=initiative.DICE_ORDER,
        odds=initiative.combat_initiative_odds,
        odds_by_id=False,  # its walk reads the rolls through the order; its own odds give each total
    ),
    _operation(
        "combat_declare",
        declare.run_combat_declare,
        declare.AmCombatDeclareInput,
        declare.AmCombatDeclareOutput,
        summary="Declaration phase: store everyone's declared action",
        text="Phase declare -> resolve, or ended with `end_combat` (§7.4). `engagement` is set first.",
        decisions=(8, 24, 25, 29, 30, 31),
    ),
    _operation(
        "combat_resolve",
        resolve.run_combat_resolve,
        resolve.AmCombatResolveInput,
        resolve.AmCombatResolveOutput,
        summary="Resolution phase: resolve the round in initiative order",
        text="Phase resolve -> declare (next round) or ended (§7.5). A botched attack never hits (§6.7).",
        decisions=(3, 4, 5, 20, 22, 23, 24, 25, 26, 30, 31),
        dice_order=resolve.DICE_ORDER,
    ),
)
