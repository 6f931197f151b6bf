"""``combat_actions`` (§11.5), phase 3: what each combatant does this round, and in which order."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from app.rules.errors import InputError
from app.rules.fimbulvinter.attack import TOO_LONG, distance_category, narrow_blocked, slow_blocked
from app.rules.fimbulvinter.catalogue import ROLE_ACTIONS
from app.rules.fimbulvinter.combat.phase import read_declarations, read_phase_input
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
from app.rules.fimbulvinter.models.combat import FvAction, FvActionDeclarations
from app.rules.protocol import JsonObject
from app.rules.validation import parse, rule_error, rule_on

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


@dataclass(frozen=True)
class _Declaring:
    """The checks of one combatant's Action against the combat, in the order of §11.5 (the context of
    :class:`FvAction`)."""

    combat: Combat
    ident: str

    @property
    def fighter(self) -> JsonObject:
        return self.combat.fighters[self.ident]

    def actor(self) -> None:
        fighter = self.combat.fighters.get(self.ident)
        if fighter is None:
            raise rule_error("unknown combatant")
        if fighter["dead"]:
            raise rule_error("dead combatants cannot act")

    def may_act(self, override: bool) -> None:
        if self.fighter["knocked_out"] and not override:
            raise rule_on("knocked out: acting needs override_knockout")
        if role_of(self.combat, self.ident) is None:
            raise rule_on("in a sub-fight that is not being played")

    def kind(self, kind: object) -> object:
        role = role_of(self.combat, self.ident)
        if role is None:
            return kind
        allowed = ROLE_ACTIONS[role]
        if kind == COUNTER and role == NO_ADVANTAGE:
            kind = ATTACK
        if kind not in allowed:
            raise rule_error(f"{role} may choose {list(allowed)!r}")
        return kind

    def target(self, kind: str, target: object) -> None:
        fighter, weapon = self.fighter, weapon_of(self.fighter)
        if kind in (ATTACK, STORM):
            target = self.pair_target(target)
            distance = self.combat.pair_distance(self.ident, target)
            assert distance is not None  # a pair always has a distance
            if distance_category(effective_length(weapon), distance) == TOO_LONG:
                raise rule_on("too long distance for the weapon: it cannot attack")
        else:
            target = self._third_man_target(kind, target)
            if weapon.ranged != (kind == RANGED):
                raise rule_on(f"{kind} needs a {'ranged' if kind == RANGED else 'melee'} weapon", "type")
            if kind == RANGED and self.combat.sight_line(fighter["zone"], self.combat.fighters[target]["zone"]) == (
                "obstructed"
            ):
                raise rule_error("behind an obstructed sight line")
        if self.combat.zone_has(fighter["zone"], "narrow") and narrow_blocked(weapon):
            raise rule_on("a weapon of length pole or longer cannot be used in a narrow zone")
        last = fighter["last_action"]
        attacked = (
            last is not None
            and last["type"] in ATTACK_TYPES
            and last["weapon"] == weapon.id
            and last["round"] == self.combat.state["round"] - 1
        )
        if slow_blocked(weapon, attacked):
            raise rule_on("a slow weapon cannot attack two rounds in a row")

    def pair_target(self, target: object) -> str:
        """An attack or storm targets the other side of one's pair: a second man's default is his first man."""
        active = self.combat.active
        assert active is not None  # only participants of the active sub-fight attack or storm
        pair = active["second_men"] if self.ident == active["first_man"] else [active["first_man"]]
        if target is None:
            if len(pair) != 1:
                raise rule_error("required: name one of your second men")
            target = pair[0]
        target = self._known(target)
        if target not in pair:
            raise rule_error("not in a pair with this combatant")
        if self.combat.fighters[target]["dead"]:
            raise rule_error("dead")
        return target

    def _third_man_target(self, kind: str, target: object) -> str:
        if target is None:
            raise rule_error("required")
        target = self._known(target)
        if target == self.ident:
            raise rule_error("cannot target oneself")
        victim = self.combat.fighters[target]
        if victim["dead"]:
            raise rule_error("dead")
        origin, there = self.fighter["zone"], victim["zone"]
        if (
            kind == MELEE
            and origin != there
            and not (self.combat.zone_has(origin, "near_other_zone") and self.combat.adjacent(origin, there))
        ):
            raise rule_error("out of reach")
        return target

    def _known(self, ident: object) -> str:
        if not isinstance(ident, str) or ident not in self.combat.fighters:
            raise rule_error("unknown combatant")
        return ident

    def to_zone(self, zone: object) -> None:
        if zone is not None and (not isinstance(zone, str) or zone not in self.combat.zones):
            raise rule_error("unknown zone")
        if self.combat.zone_has(zone, "tight") and any(
            other["zone"] == zone and other["id"] != self.ident and not other["dead"]
            for other in self.combat.fighters.values()
        ):
            raise rule_error("a tight zone that is already occupied")

    def opposed_by(self, opponent: object) -> None:
        if opponent is not None:
            self._known(opponent)


def _stored(combat: Combat, ident: str, action: FvAction) -> JsonObject:
    """The checked Action in its stored form, with what its type adds (an attack's distance...)."""
    fighter, kind = combat.fighters[ident], action.type
    stored: JsonObject = {
        "type": kind,
        "override_knockout": action.override_knockout and fighter["knocked_out"],
        "modifiers": action.modifiers,
        "activated_traits": list(action.activated_traits),
        "reduce_daze_traits": list(action.reduce_daze_traits),
        "skill": action.skill,
        "attribute": action.attribute,
    }
    if kind in (ATTACK, STORM):
        target = _Declaring(combat, ident).pair_target(action.target)  # checked: the default is found
        stored |= {"distance": combat.pair_distance(ident, target), "target": target}
    elif kind in (RANGED, MELEE):
        target, there = str(action.target), combat.fighters[str(action.target)]["zone"]
        if kind == RANGED:
            stored |= {"distance": None, "sight_line": combat.sight_line(fighter["zone"], there), "target": target}
        else:
            height = combat.zone_has(fighter["zone"], "height_advantage") and there != fighter["zone"]
            stored |= {"distance": None, "height_advantage": height, "target": target}
    if kind == MOVE:
        stored |= {"to_zone": action.to_zone, "zones": action.zones}
    if kind in (MOVE, LEAVE):
        stored["opposed_by"] = action.opposed_by
    return stored


def check_action(combat: Combat, ident: str, raw: object, path: str) -> JsonObject:
    """One combatant's Action, checked in the order of §11.5 and returned in its stored form."""
    return _stored(combat, ident, parse(FvAction, raw, path, context=_Declaring(combat, ident)))


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
    declarations = read_declarations(FvActionDeclarations, body.get("declarations"))
    actions = {
        ident: check_action(combat, ident, entry, f"declarations.actions.{ident}")
        for ident, entry in declarations.actions.items()
    }
    order = check_turn_order(combat, declarations.turn_order, actions, "declarations.turn_order")
    return apply_actions(combat, actions, order)
