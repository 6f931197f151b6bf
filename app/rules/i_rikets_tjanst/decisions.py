"""The spec's "Decision:" items, worded once, so each operation's description names those it applies."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

DECISIONS: Mapping[str, str] = MappingProxyType(
    {
        "one_movement_step": "moving during a stationary action is one +1 step, even though the seed "
        "describes it twice",
        "stress_for_missing_fokus": "Stress pays only for the part of a cost that Fokus cannot pay "
        "(fokus_spent = min(cost, fokus)), at most Stability per use",
        "no_critical_below_1": "a critical total below 1 has no critical effect (row null); several 12s "
        "give one table roll (+1 per extra 12)",
        "effect_to_damage": "the hit's Effect, not its raw successes, is added to damage "
        "(KP = Skada + Effect - Skydd, minimum 0)",
        "penetrating_plus_2": "Penetrerande gives +2 on the critical roll",
        "ladder": "difficulties need 0/1/2/3 successes (easy, normal, hard, very_hard)",
        "ceiling_floor": "Very Hard is the ceiling and Easy the floor: surplus steps are lost (capped)",
        "twelves_fokus": "every 12 gives 1 Fokus on every roll, the defence roll included",
        "defence_subtracts_effect": "an active defence subtracts the defence roll's Effect from the "
        "attack's successes; it does not remove 12s, so a hit still doing 1+ KP can be critical",
        "defence_roll": "the defence roll is Easy, one step harder if the defender is Wounded; it costs "
        "1 Fokus, or 1 Stress with 0 Fokus, and extra dice are paid from what remains",
        "dodge_prone": "a dodge leaves the defender prone whatever the outcome; prone has no automatic "
        "penalty, standing up is an action",
        "initiative_ties": "initiative ties are broken by higher Strid, then input order; no extra dice",
        "survival_normal": "the survival roll is Fysik + Vilja at Normal; Wounded does not apply, the GM "
        "may add extra_steps; all Effect becomes stabilisation successes, at most 3 per condition",
        "stabilise_by_other": "stabilisation by another person is Analys + Smidighet, Easy-based (every "
        "success beyond the stepped requirement counts); attempts: 1 = one stationary action, 2 = one "
        "minute, 3 = one hour, no 4th",
        "stop_bleeding": "stopping bleeding is surgery with Analys + Smidighet, Easy-based, each Effect "
        "removes one level; attempt 1 takes a round, attempt 2 a minute, no 3rd",
        "bleeding_stress": "bleeding damage gives damage Stress: each 1 KP tick gives +1 Stress, and "
        "crossing the Wounded threshold its own Stress",
        "one_shock_condition": "at most one shock-dying condition (per minute) exists, added the first "
        "time damage is > 3x Toughness while none exists; every critical row with dying adds a new "
        "parallel condition",
        "conditional_dying": "conditional dying rows (while untreated, until the bleeding is stopped, "
        "antidote required) still add the condition; removing it early is the GM's call",
        "radiation_15": "Radiation row 15+ (dies within 1d12 hours) is instant death",
        "radiation_3": "Radiation row 3 'Du förlorar 1 Stress' is read as taking 1 Stress",
        "timers": "a condition gained in round r first fires at round r + interval (round 1, minute 12, "
        "hour 720, day 17280); conditions present at the start count as gained in round 0; light "
        "bleeding ticks every 12 rounds, heavy every round; an upgrade to heavy in round r ticks at r+1, "
        "a downgrade to light at r+12",
        "unconscious_stay": "unconscious combatants stay unconscious for the rest of the combat",
        "dying_can_act": "a dying character who is not unconscious can still act",
        "fokus_dice_once": "the attacker adds dice either up front (extra_dice) or after seeing the roll "
        "(attacker_add_dice), not both: dice are added once per roll",
        "first_attempt_in_combat": "in combat only the first attempt at stabilising a condition or "
        "stopping a bleeding can be made (one action); later attempts use the standalone operations "
        "with attempt = counter + 1; a bleeding stopped, started or upgraded resets the counter",
        "shock_factor": "suppressive-fire shock factor = 1 - 1 (from cover) + 1 (automatic fire) + 2 "
        "(many shooters) + 1 (trauma related), minimum 0; each success removes a point, each remaining "
        "point is 1 Stress; pool Strid + Vilja; required only when returning fire or not seeking cover",
        "ranges": "attributes are 0-10 and Stability 1-10 (default 3)",
    }
)


def describe(text: str, *decisions: str) -> str:
    """An operation's description: its own text, then every Decision it applies."""
    lines = [text.strip(), "", "Decisions applied:"]
    lines.extend(f"- Decision: {DECISIONS[key]}." for key in decisions)
    return "\n".join(lines)
