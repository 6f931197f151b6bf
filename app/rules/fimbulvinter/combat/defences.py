"""``combat_defences`` (§11.6), phase 4: each attacked combatant defends or gambles (chansa) per attack."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.errors import InputError
from app.rules.fimbulvinter.attack import DEFEND, GAMBLE
from app.rules.fimbulvinter.catalogue import ATTRIBUTES, SKILLS
from app.rules.fimbulvinter.combat.phase import read_phase_input
from app.rules.fimbulvinter.combat.state import (
    ATTACK_TYPES,
    DEFENCES,
    RANGED,
    RESOLVE,
    Combat,
    iterate_pending,
)
from app.rules.fimbulvinter.reader import (
    as_object,
    boolean,
    bounded_object,
    choice,
    integer,
    join,
    optional_object,
    present,
    read_traits,
)
from app.rules.limits import MAX_COMBATANTS
from app.rules.protocol import JsonObject


def attacks(combat: Combat) -> dict[str, JsonObject]:
    """The declared attacks by attacker, in turn order."""
    return {ident: action for ident, action in iterate_pending(combat) if action["type"] in ATTACK_TYPES}


def forced_gamble(combat: Combat, action: Mapping[str, Any], override: bool) -> str | None:
    """Why the target of this attack must gamble, if it must: a free sight line, or a knock-out."""
    if action["type"] == RANGED and action.get("sight_line") == "free":
        return "a free sight line forces a gamble"
    if combat.fighters[action["target"]]["knocked_out"] and not override:
        return "a knocked-out defender without override_knockout must gamble"
    return None


def check_defence(combat: Combat, attacker: str, raw: object, path: str) -> JsonObject:
    """The target's declaration against one attacker, in its stored form."""
    action = attacks(combat).get(attacker)
    if action is None:
        raise InputError(path, "no attack by this combatant")
    fields = as_object(raw, path)
    picked = choice(fields, "choice", path, (DEFEND, GAMBLE), None)
    override = boolean(fields, "override_knockout", path, False)
    forced = forced_gamble(combat, action, override)
    if forced is not None and picked == DEFEND:
        raise InputError(join(path, "choice"), forced)
    skill = choice(fields, "skill", path, SKILLS, None, reason="unknown skill")
    attribute = choice(fields, "attribute", path, ATTRIBUTES, None, reason="unknown attribute")
    modifiers = integer(fields, "modifiers", path, -50, 50, default=0)
    traits = read_traits(present(fields, "activated_traits", path, []), join(path, "activated_traits"))
    return stored_defence(
        combat, action, picked, override, skill=skill, attribute=attribute, modifiers=modifiers, traits=traits
    )


def stored_defence(
    combat: Combat,
    action: Mapping[str, Any],
    picked: str | None,
    override: bool,
    *,
    skill: str | None = None,
    attribute: str | None = None,
    modifiers: int = 0,
    traits: list[str] | None = None,
) -> JsonObject:
    """The effective defence: a missing choice is defend unless a gamble is forced; an override counts
    only for a knocked-out target who defends."""
    effective = picked or (GAMBLE if forced_gamble(combat, action, override) else DEFEND)
    knocked_out = combat.fighters[action["target"]]["knocked_out"]
    return {
        "choice": effective,
        "override_knockout": override and knocked_out and effective == DEFEND,
        "skill": skill,
        "attribute": attribute,
        "modifiers": modifiers,
        "activated_traits": traits or [],
    }


def apply_defences(combat: Combat, declared: Mapping[str, JsonObject]) -> JsonObject:
    """Every declared attack gets a defence (the declared one, or the default) in turn order."""
    defences = {
        attacker: declared.get(attacker) or stored_defence(combat, action, None, False)
        for attacker, action in attacks(combat).items()
    }
    state = combat.state
    state["pending_defences"] = defences
    state["phase"] = RESOLVE
    choices = {attacker: defence["choice"] for attacker, defence in defences.items()}
    return {"state": state, "events": [{"type": "defences_declared", "defences": choices}]}


def run_combat_defences(raw: Mapping[str, Any]) -> JsonObject:
    """``combat_defences``: defend or gamble against each attack; anything missing defends."""
    body, combat = read_phase_input(raw, DEFENCES)
    declarations = optional_object(body.get("declarations"), "declarations")
    entries = bounded_object(declarations, "defences", "declarations", MAX_COMBATANTS)
    declared = {
        str(attacker): check_defence(combat, str(attacker), entry, f"declarations.defences.{attacker}")
        for attacker, entry in entries.items()
    }
    return apply_defences(combat, declared)
