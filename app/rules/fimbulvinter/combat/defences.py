"""``combat_defences`` (§11.6), phase 4: each attacked combatant defends or gambles (chansa) per attack."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from app.rules.errors import InputError
from app.rules.fimbulvinter.attack import DEFEND, GAMBLE
from app.rules.fimbulvinter.combat.phase import read_declarations, read_phase_input
from app.rules.fimbulvinter.combat.state import (
    ATTACK_TYPES,
    DEFENCES,
    RANGED,
    RESOLVE,
    Combat,
    iterate_pending,
)
from app.rules.fimbulvinter.models.combat import FvDefence, FvDefenceDeclarations
from app.rules.protocol import JsonObject
from app.rules.validation import parse


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
    defence = parse(FvDefence, raw, path, context=partial(forced_gamble, combat, action))
    return stored_defence(
        combat,
        action,
        defence.choice,
        defence.override_knockout,
        skill=defence.skill,
        attribute=defence.attribute,
        modifiers=defence.modifiers,
        traits=list(defence.activated_traits),
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
    declarations = read_declarations(FvDefenceDeclarations, body.get("declarations"))
    declared = {
        attacker: check_defence(combat, attacker, entry, f"declarations.defences.{attacker}")
        for attacker, entry in declarations.defences.items()
    }
    return apply_defences(combat, declared)
