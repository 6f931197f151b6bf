"""The spec's "Decision:" items (§13 and inline), worded once, for the operations' descriptions."""

from __future__ import annotations

from collections.abc import Mapping

DECISIONS: Mapping[str, str] = {
    "open_ended": "Open-ended rolls are the default; a 9 explodes again and again (explosions chain).",
    "block_beats_push": "A block cancels all pushes; pushes and blocks each stack, one die per source.",
    "item_properties": "Each item carrying a property gives its own push or block (no cap).",
    "traits": ("A roll may carry any number of distinct activated traits, +3 each; their cost is not tracked."),
    "hero_weapons": "Hero-weapon effects enter rolls as pushes, blocks or modifiers, as the GM defines them.",
    "opposed": (
        "An opposed roll is the initiator's roll checked against the resister's total; the "
        "resister's first-die 0 only zeroes them when they lose with a strictly lower total."
    ),
    "contest": (
        "Several contestants (or two with no initiator) roll off: the highest (non-zero first die, "
        "total) wins and tied leaders roll again."
    ),
    "compound_complication": "A compound step that succeeds with a complication counts as a success.",
    "creation_limit": (
        "Final creation attributes must lie in -2..+2; the -4..+4 scale bounds the intermediate raises."
    ),
    "clan_lore": (
        "The clan lore is a skill; Status, lore, occupation, upbringing and clanless skills are ten different skills."
    ),
    "subdisciplines": (
        "The extra sub-discipline of refinement restates one per even value; runes are free-named "
        "and shared by the five rune skills."
    ),
    "equipment": (
        "Equipment uses Status after refinement; Ritt is the skill Rida; a clanless character takes"
        " no clan-reputation trait."
    ),
    "default_skill": (
        "Weapons map to a default skill (clubs and hammers: Yxkamp; dagger, knife, unarmed and "
        "improvised: Slagsmål); any action may name another."
    ),
    "ranged_length": "Ranged weapons have no length and count as free inside a sub-fight.",
    "unarmed": "'No weapons are used' means the target is unarmed too, without a shield.",
    "defence_item": ("The defence bonus is the best of weapon and shield; bonuses do not stack (weapon on a tie)."),
    "fourth_outcome": "The defender gains an action point when the attack roll is zeroed.",
    "gamble": (
        "A gamble (chansa) rolls no die: it counts as a 0, can be zeroed, and counts as not rolling"
        " for the Rest action."
    ),
    "zeroed_defence": (
        "The zeroed defence's '+5 damage potential' and 'toughness without +5' are one rule, "
        "applied once as the missing +5 on toughness."
    ),
    "vilja": ("Vilja is Själ (soul): toughness uses the higher of power and soul (power on a tie) unless named."),
    "critical": "The critical-wound daze has a floor of 1; margins of 20 or more have no extra effect.",
    "medicine": "Medicin is the skill Läkekonst.",
    "consequence_damage": "Consequence damage uses shock = the damage potential and no armour.",
    "consequence": (
        "Tillstånd, hållhake and konsekvens are one object; escalation raises the level one step "
        "(hostile stays hostile) and resets the wins; the value uses the level of the lost round."
    ),
    "conflict_initiator": "The conflict's initiator initiates every exchange and wins ties; scope is 1..5.",
    "fatigue": "Fatigue (utmattning) is a counter with no defined effect.",
    "damage_effect_priority": (
        "The damage effect marks the first unmarked attribute of the combatant's "
        "damage_effect_priority; a healed wound removes the last-marked effect."
    ),
    "knocked_out": (
        "A knocked-out defender without override is forced to gamble; a knocked-out or dead "
        "advantage holder does not count as holding advantage in the distance phase."
    ),
    "distance": ("The first man initiates distance rolls; a pair's distance changes by at most one step per move."),
    "advantage": (
        "Advantage is re-determined after any damage to the holder (a scratch too) and any distance"
        " change; a first man's category is his best over all his pairs."
    ),
    "skill_attribute": (
        "Without a named attribute, a roll uses the higher of the skill's attributes (the first listed on a tie)."
    ),
    "third_men": (
        "Third men act in every round of the active sub-fight; a third man's melee attack draws in "
        "exactly the attacker and the target (a joining second man starts at his own weapon's "
        "length)."
    ),
    "failed_move": (
        "A failed move or leave leaves the combatant in place; an action cancelled by a failed "
        "balance check has no effect but the override's +2 daze and trait daze reduction."
    ),
    "automatic_end": "The combat ends when at most one side has a combatant neither knocked out nor dead.",
    "no_action_points": "A zone move costs no action points; switching weapons is not a modelled action.",
    "time": "A week is 7 days, a month 30 days; one rest period per day by default.",
    "konvalescent": "Konvalescent −3 is a consequence of value 3, spent like a social consequence.",
    "sight_line": (
        "A missing sight line is free, or limited when either zone has limited_sight; the more "
        "restrictive of two declared lines counts."
    ),
}


def describe(summary: str, *keys: str) -> str:
    """An operation's description: what it does, then every decision it applies."""
    lines = [summary, "", "Decisions applied:"]
    lines += [f"- Decision: {DECISIONS[key]}" for key in keys]
    return "\n".join(lines)
