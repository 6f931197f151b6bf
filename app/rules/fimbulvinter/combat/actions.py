"""``combat_actions`` (§11.5), phase 3: what each combatant does this round, and in which order."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.errors import InputError
from app.rules.fimbulvinter.attack import TOO_LONG, distance_category, narrow_blocked, slow_blocked
from app.rules.fimbulvinter.catalogue import ATTRIBUTES, ROLE_ACTIONS, SKILLS
from app.rules.fimbulvinter.combat.phase import read_phase_input
from app.rules.fimbulvinter.combat.state import (
    ACTIONS,
    ATTACK,
    ATTACK_TYPES,
    DEFENCES,
    LEAVE,
    MELEE,
    MOVE,
    RANGED,
    RESOLVE,
    STORM,
    Combat,
    effective_length,
    is_out,
    members,
    weapon_of,
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

HOLDER, NO_ADVANTAGE, THIRD_MAN = "advantage_holder", "no_advantage", "third_man"
COUNTER = "counter"


def able_holder(combat: Combat) -> str | None:
    """The active sub-fight's advantage holder, unless knocked out or dead (who cannot hold it)."""
    holder = combat.holder()
    return holder if holder is not None and not is_out(combat.fighters[holder]) else None


def role_of(combat: Combat, ident: str) -> str | None:
    """advantage_holder, no_advantage (the other participants), third_man, or None: in another sub-fight."""
    active = combat.active
    if active is not None and ident in members(active):
        return HOLDER if able_holder(combat) == ident else NO_ADVANTAGE
    return THIRD_MAN if combat.subfight_of(ident) is None else None


def _check_actor(combat: Combat, ident: str, raw: object, path: str) -> tuple[JsonObject, Mapping[str, Any], bool]:
    fighter = combat.fighters.get(ident)
    if fighter is None:
        raise InputError(path, "unknown combatant")
    if fighter["dead"]:
        raise InputError(path, "dead combatants cannot act")
    fields = as_object(raw, path)
    override = boolean(fields, "override_knockout", path, False)
    if fighter["knocked_out"] and not override:
        raise InputError(path, "knocked out: acting needs override_knockout")
    return fighter, fields, override and fighter["knocked_out"]


def _attack_target(combat: Combat, ident: str, fields: Mapping[str, Any], path: str) -> str:
    """An attack or storm targets the other side of one's pair: a second man's default is his first man."""
    active = combat.active
    assert active is not None  # only participants of the active sub-fight attack or storm
    pair = active["second_men"] if ident == active["first_man"] else [active["first_man"]]
    target = fields.get("target")
    if target is None:
        if len(pair) != 1:
            raise InputError(join(path, "target"), "required: name one of your second men")
        target = pair[0]
    if not isinstance(target, str) or target not in combat.fighters:
        raise InputError(join(path, "target"), "unknown combatant")
    if target not in pair:
        raise InputError(join(path, "target"), "not in a pair with this combatant")
    if combat.fighters[target]["dead"]:
        raise InputError(join(path, "target"), "dead")
    return str(target)


def _third_man_target(combat: Combat, fighter: JsonObject, kind: str, fields: Mapping[str, Any], path: str) -> str:
    target = fields.get("target")
    if target is None:
        raise InputError(join(path, "target"), "required")
    if not isinstance(target, str) or target not in combat.fighters:
        raise InputError(join(path, "target"), "unknown combatant")
    if target == fighter["id"]:
        raise InputError(join(path, "target"), "cannot target oneself")
    victim = combat.fighters[target]
    if victim["dead"]:
        raise InputError(join(path, "target"), "dead")
    origin, there = fighter["zone"], victim["zone"]
    if (
        kind == MELEE
        and origin != there
        and not (combat.zone_has(origin, "near_other_zone") and combat.adjacent(origin, there))
    ):
        raise InputError(join(path, "target"), "out of reach")
    return str(target)


def check_action(combat: Combat, ident: str, raw: object, path: str) -> JsonObject:
    """One combatant's Action, checked in the order of §11.5 and returned in its stored form."""
    fighter, fields, override = _check_actor(combat, ident, raw, path)
    role = role_of(combat, ident)
    if role is None:
        raise InputError(path, "in a sub-fight that is not being played")
    allowed = ROLE_ACTIONS[role]
    kind = fields.get("type")
    if kind == COUNTER and role == NO_ADVANTAGE:
        kind = ATTACK
    if kind not in allowed:
        raise InputError(join(path, "type"), f"{role} may choose {list(allowed)!r}")
    weapon = weapon_of(fighter)
    action: JsonObject = {}
    if kind in (ATTACK, STORM):
        target = _attack_target(combat, ident, fields, path)
        distance = combat.pair_distance(ident, target)
        assert distance is not None  # a pair always has a distance
        if distance_category(effective_length(weapon), distance) == TOO_LONG:
            raise InputError(path, "too long distance for the weapon: it cannot attack")
        action |= {"distance": distance, "target": target}
    elif kind in (RANGED, MELEE):
        target = _third_man_target(combat, fighter, kind, fields, path)
        if weapon.ranged != (kind == RANGED):
            raise InputError(join(path, "type"), f"{kind} needs a {'ranged' if kind == RANGED else 'melee'} weapon")
        there = combat.fighters[target]["zone"]
        action["distance"] = None
        if kind == RANGED:
            action["sight_line"] = combat.sight_line(fighter["zone"], there)
            if action["sight_line"] == "obstructed":
                raise InputError(join(path, "target"), "behind an obstructed sight line")
        else:
            action["height_advantage"] = (
                combat.zone_has(fighter["zone"], "height_advantage") and there != fighter["zone"]
            )
        action["target"] = target
    if kind in ATTACK_TYPES:
        if combat.zone_has(fighter["zone"], "narrow") and narrow_blocked(weapon):
            raise InputError(path, "a weapon of length pole or longer cannot be used in a narrow zone")
        last = fighter["last_action"]
        attacked = (
            last is not None
            and last["type"] in ATTACK_TYPES
            and last["weapon"] == weapon.id
            and last["round"] == combat.state["round"] - 1
        )
        if slow_blocked(weapon, attacked):
            raise InputError(path, "a slow weapon cannot attack two rounds in a row")
    if kind == MOVE:
        to_zone = fields.get("to_zone")
        if to_zone is not None and (not isinstance(to_zone, str) or to_zone not in combat.zones):
            raise InputError(join(path, "to_zone"), "unknown zone")
        if combat.zone_has(to_zone, "tight") and any(
            other["zone"] == to_zone and other["id"] != ident and not other["dead"]
            for other in combat.fighters.values()
        ):
            raise InputError(join(path, "to_zone"), "a tight zone that is already occupied")
        action |= {"to_zone": to_zone, "zones": integer(fields, "zones", path, 1, 20, default=1)}
    if kind in (MOVE, LEAVE):
        opponent = fields.get("opposed_by")
        if opponent is not None and (not isinstance(opponent, str) or opponent not in combat.fighters):
            raise InputError(join(path, "opposed_by"), "unknown combatant")
        action["opposed_by"] = opponent
    skill = choice(fields, "skill", path, SKILLS, None, reason="unknown skill")
    attribute = choice(fields, "attribute", path, ATTRIBUTES, None, reason="unknown attribute")
    modifiers = integer(fields, "modifiers", path, -50, 50, default=0)
    traits = read_traits(present(fields, "activated_traits", path, []), join(path, "activated_traits"))
    daze_traits = read_traits(present(fields, "reduce_daze_traits", path, []), join(path, "reduce_daze_traits"))
    return {
        "type": kind,
        "override_knockout": override,
        "modifiers": modifiers,
        "activated_traits": traits,
        "reduce_daze_traits": daze_traits,
        "skill": skill,
        "attribute": attribute,
    } | action


def default_order(combat: Combat, actors: Mapping[str, Any]) -> list[str]:
    """First man, second men in list order, then third men in combatant-list order."""
    active = combat.active
    people = (members(active) if active is not None else []) + combat.third_men()
    return [ident for ident in people if ident in actors]


def check_turn_order(combat: Combat, raw: object, actors: Mapping[str, Any], path: str) -> list[str]:
    """Only the advantage holder orders the turns, listing exactly the acting combatants."""
    if raw is None:
        return default_order(combat, actors)
    if able_holder(combat) is None:
        raise InputError(path, "only an advantage holder may set the turn order")
    if (
        not isinstance(raw, list)
        or not all(isinstance(ident, str) for ident in raw)
        or len(raw) != len(actors)
        or set(raw) != set(actors)
    ):
        raise InputError(path, "must list exactly the acting combatants")
    return [str(ident) for ident in raw]


def apply_actions(combat: Combat, actions: dict[str, JsonObject], order: list[str]) -> JsonObject:
    """Store the declarations; the defences phase follows only when someone attacks."""
    state = combat.state
    state["pending_actions"] = {ident: actions[ident] for ident in actions}
    state["turn_order"] = order
    state["pending_defences"] = {}
    state["phase"] = DEFENCES if any(action["type"] in ATTACK_TYPES for action in actions.values()) else RESOLVE
    return {"state": state, "events": [{"type": "actions_declared", "order": order}]}


def run_combat_actions(raw: Mapping[str, Any]) -> JsonObject:
    """``combat_actions``: the advantage holder may attack, rest, storm, leave or move; the others attack
    (counter), rest, leave or move; third men shoot, strike or move."""
    body, combat = read_phase_input(raw, ACTIONS)
    declarations = optional_object(body.get("declarations"), "declarations")
    declared = bounded_object(declarations, "actions", "declarations", MAX_COMBATANTS)
    actions = {
        str(ident): check_action(combat, str(ident), entry, f"declarations.actions.{ident}")
        for ident, entry in declared.items()
    }
    order = check_turn_order(combat, declarations.get("turn_order"), actions, "declarations.turn_order")
    return apply_actions(combat, actions, order)
