"""Roll conventions inside the combat state machine (§11.1): every roll is open-ended, uses the higher
of the skill's attributes unless one is named, and is blocked once when that attribute carries a damage
effect."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from app.rules.dice.source import DiceSource
from app.rules.fimbulvinter.catalogue import BODY_ARMOUR, DISTANCES, best_attribute
from app.rules.fimbulvinter.combat.state import Combat, effective_length, is_out, members, weapon_of
from app.rules.fimbulvinter.dice import Contest, RollSpec, contest
from app.rules.protocol import JsonObject

STRIDSVANA, MANOVRER = "stridsvana", "manovrer"


@dataclass(frozen=True)
class SkillRoll:
    """A combatant's skill roll: the spec, and whether its attribute is marked by a damage effect."""

    spec: RollSpec
    attribute: str
    marked: bool


def skill_roll(
    fighter: Mapping[str, Any],
    skill: str,
    attribute: str | None = None,
    modifiers: int = 0,
    traits: Sequence[str] = (),
) -> SkillRoll:
    attributes = fighter["attributes"]
    used = attribute or best_attribute(skill, attributes)
    spec = RollSpec(attributes[used], fighter["skills"].get(skill, 0), modifiers, tuple(traits))
    return SkillRoll(spec, used, used in fighter["damage_effects"])


def declared_roll(fighter: Mapping[str, Any], declared: Mapping[str, Any], default_skill: str) -> SkillRoll:
    """The roll a stored action or defence declares: its skill (or ``default_skill``), attribute, modifiers
    and activated traits."""
    skill = declared["skill"] or default_skill
    return skill_roll(fighter, skill, declared["attribute"], declared["modifiers"], declared["activated_traits"])


def heavy_items(fighter: Mapping[str, Any]) -> int:
    """Tung: each heavy weapon or armour item blocks zone moves and distance rolls."""
    armour = fighter["armour"]
    return int("heavy" in weapon_of(fighter).properties) + int(
        armour is not None and "heavy" in BODY_ARMOUR[armour].properties
    )


def distance_blocks(fighter: Mapping[str, Any]) -> int:
    """Manövrer for distance: hindering armour, heavy armour and a heavy weapon each block once."""
    armour = fighter["armour"]
    hindering = armour is not None and "hindering" in BODY_ARMOUR[armour].properties
    return heavy_items(fighter) + int(hindering)


def advantage_entry(fighter: Mapping[str, Any]) -> tuple[str, RollSpec, int, int]:
    """A Stridsvana roll for advantage: a quick weapon pushes, a helmet (limited vision) blocks."""
    roll = skill_roll(fighter, STRIDSVANA)
    pushes = int("quick" in weapon_of(fighter).properties)
    blocks = int(fighter["helmet"]) + int(roll.marked)
    return fighter["id"], roll.spec, pushes, blocks


def advantage_contest(combat: Combat, candidates: Sequence[str], source: DiceSource) -> Contest:
    return contest([advantage_entry(combat.fighters[ident]) for ident in candidates], source)


def first_round_setup(
    combat: Combat, subfight: JsonObject, source: DiceSource, events: list[JsonObject], notes: list[str]
) -> None:
    """§11.2: every pair starts at the longest weapon's length; its able wielders get advantage, or
    contest it with Stridsvana when several."""
    ident = subfight["id"]
    people = members(subfight)
    lengths = {man: effective_length(weapon_of(combat.fighters[man])) for man in people}
    longest = max(lengths.values())
    subfight["distances"] = dict.fromkeys(subfight["second_men"], DISTANCES[longest])
    candidates = [man for man in people if lengths[man] == longest and not is_out(combat.fighters[man])]
    holder = candidates[0] if len(candidates) == 1 else None
    if len(candidates) > 1:
        result = advantage_contest(combat, candidates, source)
        holder = result.winner
        notes.append(f"{ident} Stridsvana {result.describe()}")
        events.append(
            {"type": "advantage_contest", "subfight": ident, "rounds": result.rounds_json(), "winner": holder}
        )
    subfight["advantage"] = holder
    events.append({"type": "subfight_setup", "subfight": ident, "distance": DISTANCES[longest], "advantage": holder})
