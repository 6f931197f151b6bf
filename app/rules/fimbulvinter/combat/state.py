"""The combat state document (§11.1): reading it back safely, and the lookups every phase needs.

Every phase operation takes the state as JSON. It is read into a fresh, normalised copy (so a phase may
change it freely); anything that is not a fimbulvinter combat state is one 422 on ``state``.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Mapping
from enum import StrEnum
from typing import Any

from app.rules.errors import InputError
from app.rules.fimbulvinter.catalogue import (
    ATTRIBUTES,
    DISTANCE_INDEX,
    DISTANCES,
    FREE,
    SIGHT_LINES,
    SKILLS,
    WEAPONS,
    ZONE_PROPERTIES,
    Weapon,
)
from app.rules.fimbulvinter.limits import (
    MAX_COUNTER,
    MAX_SUBFIGHTS,
    MAX_ZONE_PROPERTIES,
    MAX_ZONES,
)
from app.rules.fimbulvinter.models.combat import FvStateCombatant
from app.rules.fimbulvinter.models.common import is_int
from app.rules.fimbulvinter.reader import (
    as_object,
    boolean,
    bounded_entries,
    bounded_text,
    choice,
    distinct_strings,
    integer,
    item,
    join,
    object_list,
    present,
    read_traits,
    string_list,
    text,
)
from app.rules.limits import MAX_COMBATANTS, MAX_ID_LENGTH
from app.rules.phases import ENDED
from app.rules.protocol import JsonObject
from app.rules.validation import parse

SYSTEM = "fimbulvinter"


class CombatPhase(StrEnum):
    """The phases of a round (§11.1), in order; ``ended`` is no phase of a round."""

    DISTANCE = "distance"
    ADVANTAGE = "advantage"
    ACTIONS = "actions"
    DEFENCES = "defences"
    RESOLVE = "resolve"
    GAIN_GROUND = "gain_ground"


# Plain strings, as the state document stores them.
DISTANCE, ADVANTAGE, ACTIONS, DEFENCES, RESOLVE, GAIN_GROUND = (phase.value for phase in CombatPhase)
PHASES = (*(phase.value for phase in CombatPhase), ENDED)
ATTACK, STORM, REST, LEAVE, MOVE, RANGED, MELEE = (
    "attack",
    "storm",
    "rest",
    "leave",
    "move",
    "ranged_attack",
    "melee_attack",
)
ACTION_TYPES = (ATTACK, STORM, REST, LEAVE, MOVE, RANGED, MELEE)
ATTACK_TYPES = frozenset({ATTACK, STORM, RANGED, MELEE})
SEVERITIES = ("light", "serious", "critical")
NOT_A_STATE = "not a fimbulvinter combat state"


def read_zones(raw: object, path: str) -> list[JsonObject]:
    """The zones (§10.8) as given: only the fields given are kept."""
    zones: list[JsonObject] = []
    seen: set[str] = set()
    for index, entry in enumerate(object_list([] if raw is None else raw, path, items=MAX_ZONES)):
        here = item(path, index)
        fields = as_object(entry, here)
        ident = text(fields, "id", here, limit=MAX_ID_LENGTH)
        if ident in seen:
            raise InputError(join(here, "id"), "duplicate zone id")
        seen.add(ident)
        zone: JsonObject = {"id": ident}
        if fields.get("properties") is not None:
            properties = distinct_strings(
                fields["properties"], join(here, "properties"), items=MAX_ZONE_PROPERTIES, length=MAX_ID_LENGTH
            )
            for name in properties:
                if name not in ZONE_PROPERTIES:
                    raise InputError(join(here, "properties"), f"unknown zone property {name!r}")
            if "height_advantage" in properties and "near_other_zone" not in properties:
                raise InputError(join(here, "properties"), "height_advantage requires near_other_zone")
            zone["properties"] = properties
        if fields.get("adjacent") is not None:
            zone["adjacent"] = string_list(
                fields["adjacent"], join(here, "adjacent"), items=MAX_ZONES, length=MAX_ID_LENGTH
            )
        if fields.get("sight_lines") is not None:
            lines = bounded_entries(
                as_object(fields["sight_lines"], join(here, "sight_lines")), join(here, "sight_lines"), MAX_ZONES
            )
            if not all(value in SIGHT_LINES for value in lines.values()):
                raise InputError(join(here, "sight_lines"), f"values must be one of {SIGHT_LINES!r}")
            zone["sight_lines"] = dict(lines)
        zones.append(zone)
    return zones


def check_combatant_zones(combatants: list[JsonObject], zones: list[JsonObject], path: str) -> None:
    """With zones given, every combatant stands in one of them (or nowhere in particular)."""
    known = {zone["id"] for zone in zones}
    for index, fighter in enumerate(combatants):
        if zones and fighter["zone"] is not None and fighter["zone"] not in known:
            raise InputError(join(item(path, index), "zone"), "not one of the zones")


def weapon_of(fighter: Mapping[str, Any]) -> Weapon:
    return WEAPONS[fighter["weapon"]]


def is_out(fighter: Mapping[str, Any]) -> bool:
    """Knocked out (utslagen) or dead: cannot hold advantage, always holds distance."""
    return bool(fighter["knocked_out"] or fighter["dead"])


class Combat:
    """A combat state being read or changed by one phase, with its lookups."""

    def __init__(self, state: JsonObject) -> None:
        self.state = state
        self.fighters: dict[str, JsonObject] = {fighter["id"]: fighter for fighter in state["combatants"]}
        self.zones: dict[str, JsonObject] = {zone["id"]: zone for zone in state["zones"]}

    def copy(self) -> Combat:
        """A copy that a phase may change freely, leaving this one as it was."""
        return Combat(copy.deepcopy(self.state))

    @property
    def phase(self) -> str:
        return str(self.state["phase"])

    @property
    def subfights(self) -> list[JsonObject]:
        subfights: list[JsonObject] = self.state["subfights"]
        return subfights

    def subfight(self, ident: str | None) -> JsonObject | None:
        return next((subfight for subfight in self.subfights if subfight["id"] == ident), None)

    @property
    def active(self) -> JsonObject | None:
        return self.subfight(self.state["active_subfight"])

    def subfight_of(self, fighter: str) -> JsonObject | None:
        return next((subfight for subfight in self.subfights if fighter in members(subfight)), None)

    def holder(self) -> str | None:
        """The advantage holder of the active sub-fight (övertag), if any."""
        active = self.active
        return None if active is None else active["advantage"]

    def third_men(self) -> list[str]:
        """Combatants in no sub-fight, in combatant-list order."""
        engaged = {fighter for subfight in self.subfights for fighter in members(subfight)}
        return [ident for ident in self.fighters if ident not in engaged]

    def pair(self, one: str, other: str) -> tuple[JsonObject, str] | None:
        """The sub-fight in which these two form a pair, and the pair's second man."""
        for subfight in self.subfights:
            if subfight["first_man"] == one and other in subfight["distances"]:
                return subfight, other
            if subfight["first_man"] == other and one in subfight["distances"]:
                return subfight, one
        return None

    def pair_distance(self, one: str, other: str) -> int | None:
        """The distance of the pair formed by these two, or None when they are no pair."""
        found = self.pair(one, other)
        return None if found is None else DISTANCE_INDEX[found[0]["distances"][found[1]]]

    def set_pair_distance(self, one: str, other: str, distance: int) -> bool:
        """Move a pair to ``distance`` (clamped to body..free); True when it changed."""
        found = self.pair(one, other)
        if found is None:
            return False
        subfight, second = found
        before = subfight["distances"][second]
        subfight["distances"][second] = DISTANCES[min(FREE, max(0, distance))]
        return bool(subfight["distances"][second] != before)

    def withdraw(self, subfight: JsonObject, fighter: str) -> None:
        """Take a combatant out of a sub-fight; a holder who goes leaves no advantage behind."""
        if subfight["first_man"] == fighter:
            subfight["first_man"] = None
        elif fighter in subfight["second_men"]:
            subfight["second_men"].remove(fighter)
            del subfight["distances"][fighter]
        if subfight["advantage"] == fighter:
            subfight["advantage"] = None
            subfight["holder_damaged"] = True

    def dissolve(self, subfight: JsonObject, events: list[JsonObject]) -> None:
        """A sub-fight without a first man or second men ends; its living members become third men."""
        self.subfights.remove(subfight)
        events.append({"type": "subfight_dissolved", "subfight": subfight["id"]})
        for fighter in members(subfight):
            if not self.fighters[fighter]["dead"]:
                events.append({"type": "became_third_man", "combatant": fighter})

    def zone_has(self, zone: str | None, prop: str) -> bool:
        return zone is not None and prop in self.zones.get(zone, {}).get("properties", [])

    def sight_line(self, origin: str | None, target: str | None) -> str | None:
        """The sight line between two zones: none within one zone or without zones; an undeclared line is
        free, or limited when either zone has limited sight; the more restrictive declaration wins."""
        if origin is None or target is None or origin == target or origin not in self.zones or target not in self.zones:
            return None
        declared = [
            line
            for zone, other in ((origin, target), (target, origin))
            if (line := self.zones[zone].get("sight_lines", {}).get(other)) is not None
        ]
        line = max(declared, key=SIGHT_LINES.index) if declared else SIGHT_LINES[0]
        if line == SIGHT_LINES[0] and (
            self.zone_has(origin, "limited_sight") or self.zone_has(target, "limited_sight")
        ):
            line = "limited"
        return str(line)

    def adjacent(self, origin: str | None, target: str | None) -> bool:
        if origin is None or target is None:
            return False
        return target in self.zones.get(origin, {}).get("adjacent", []) or origin in self.zones.get(target, {}).get(
            "adjacent", []
        )

    def new_subfight_id(self) -> str:
        """``sf<next_subfight_no>``, skipping numbers already taken by given ids."""
        while True:
            ident = f"sf{self.state['next_subfight_no']}"
            self.state["next_subfight_no"] += 1
            if self.subfight(ident) is None:
                return ident

    def end_round(self) -> None:
        """Round += 1, back to distance, pending declarations cleared; the active sub-fight moves on to the
        first remaining one if it is gone."""
        state = self.state
        state["round"] += 1
        state["phase"] = DISTANCE
        state["pending_actions"] = state["turn_order"] = state["pending_defences"] = None
        state.pop("gain_ground", None)
        if self.active is None:
            state["active_subfight"] = self.subfights[0]["id"] if self.subfights else None

    def end_combat(self, events: list[JsonObject]) -> None:
        """The combat ends: everyone's daze drops to their number of wounds."""
        self.state["phase"] = ENDED
        for fighter in self.fighters.values():
            fighter["daze"] = len(fighter["wounds"])
        events.append({"type": "combat_ended"})

    def able_sides(self) -> set[str]:
        return {fighter["side"] for fighter in self.fighters.values() if not is_out(fighter)}


def members(subfight: Mapping[str, Any]) -> list[str]:
    """First man, then the second men in order."""
    first = subfight["first_man"]
    return ([first] if first is not None else []) + list(subfight["second_men"])


def effective_length(weapon: Weapon) -> int:
    """A weapon's length inside a sub-fight; ranged weapons count as free."""
    return FREE if weapon.ranged else weapon.length


def read_stored_action(raw: object, path: str, fighters: Mapping[str, Any], zones: Mapping[str, Any]) -> JsonObject:
    """A declaration stored in ``pending_actions``, normalised: later phases read only these fields."""
    fields = as_object(raw, path)
    kind = choice(fields, "type", path, ACTION_TYPES)
    action: JsonObject = {
        "type": kind,
        "override_knockout": boolean(fields, "override_knockout", path, False),
        "modifiers": integer(fields, "modifiers", path, -50, 50, default=0),
        "activated_traits": read_traits(present(fields, "activated_traits", path, []), path),
        "reduce_daze_traits": read_traits(present(fields, "reduce_daze_traits", path, []), path),
        "skill": choice(fields, "skill", path, SKILLS, None),
        "attribute": choice(fields, "attribute", path, ATTRIBUTES, None),
    }
    if kind in ATTACK_TYPES:
        distance = fields.get("distance")
        if distance is not None and not (is_int(distance) and 0 <= distance < len(DISTANCES)):
            raise InputError(join(path, "distance"), "bad distance")
        action["distance"] = None if kind in (RANGED, MELEE) else distance
        if kind == RANGED:
            action["sight_line"] = choice(fields, "sight_line", path, SIGHT_LINES, None)
        if kind == MELEE:
            action["height_advantage"] = boolean(fields, "height_advantage", path, False)
        action["target"] = choice(fields, "target", path, fighters)
    if kind == MOVE:
        action["to_zone"] = choice(fields, "to_zone", path, zones, None)
        action["zones"] = integer(fields, "zones", path, 1, 20, default=1)
    if kind in (MOVE, LEAVE):
        action["opposed_by"] = choice(fields, "opposed_by", path, fighters, None)
    return action


def read_stored_defence(raw: object, path: str) -> JsonObject:
    fields = as_object(raw, path)
    return {
        "choice": choice(fields, "choice", path, ("defend", "gamble"), "defend"),
        "override_knockout": boolean(fields, "override_knockout", path, False),
        "skill": choice(fields, "skill", path, SKILLS, None),
        "attribute": choice(fields, "attribute", path, ATTRIBUTES, None),
        "modifiers": integer(fields, "modifiers", path, -50, 50, default=0),
        "activated_traits": read_traits(present(fields, "activated_traits", path, []), path),
    }


def _read_subfights(raw: object, fighters: Mapping[str, Any]) -> list[JsonObject]:
    subfights: list[JsonObject] = []
    engaged: set[str] = set()
    for entry in object_list(raw, "state", items=MAX_SUBFIGHTS):
        fields = as_object(entry, "state")
        ident = text(fields, "id", "state", limit=MAX_ID_LENGTH)
        first = choice(fields, "first_man", "state", fighters)
        second = distinct_strings(fields.get("second_men"), "state", items=MAX_COMBATANTS, length=MAX_ID_LENGTH)
        distances = bounded_entries(as_object(fields.get("distances"), "state"), "state", MAX_COMBATANTS)
        advantage = choice(fields, "advantage", "state", [first, *second], None)
        group = {first, *second}
        if (
            not second
            or not all(man in fighters for man in second)
            or first in second
            or group & engaged
            or set(distances) != set(second)
            or not all(value in DISTANCE_INDEX for value in distances.values())
            or any(subfight["id"] == ident for subfight in subfights)
        ):
            raise ValueError(NOT_A_STATE)
        engaged |= group
        subfights.append(
            {
                "id": ident,
                "first_man": first,
                "second_men": second,
                "distances": {man: distances[man] for man in second},
                "advantage": advantage,
                "distance_changed": boolean(fields, "distance_changed", "state"),
                "holder_damaged": boolean(fields, "holder_damaged", "state"),
            }
        )
    return subfights


def _read_state(raw: object) -> JsonObject:
    state = as_object(raw, "state")
    if state.get("system") != SYSTEM:
        raise ValueError(NOT_A_STATE)
    phase = choice(state, "phase", "state", PHASES)
    combatants = [
        parse(FvStateCombatant, entry, "state").as_state()
        for entry in object_list(state.get("combatants"), "state", items=MAX_COMBATANTS)
    ]
    fighters = {fighter["id"]: fighter for fighter in combatants}
    zones = read_zones(state.get("zones"), "state")
    check_combatant_zones(combatants, zones, "state")
    zone_ids = {zone["id"]: zone for zone in zones}
    if len(fighters) != len(combatants):
        raise ValueError(NOT_A_STATE)
    subfights = _read_subfights(state.get("subfights"), fighters)
    active = state.get("active_subfight")
    # An ended combat may keep the id of a sub-fight its last resolution dissolved.
    if active is not None and not isinstance(active, str):
        raise ValueError(NOT_A_STATE)
    bounded_text(active, "state", MAX_ID_LENGTH)
    pending = state.get("pending_actions")
    actions = None
    if pending is not None:
        actions = {
            ident: read_stored_action(entry, "state", fighters, zone_ids)
            for ident, entry in bounded_entries(as_object(pending, "state"), "state", MAX_COMBATANTS).items()
        }
        if not set(actions) <= set(fighters):
            raise ValueError(NOT_A_STATE)
    order = state.get("turn_order")
    if order is not None and (
        actions is None
        or sorted(distinct_strings(order, "state", items=MAX_COMBATANTS, length=MAX_ID_LENGTH)) != sorted(actions)
    ):
        raise ValueError(NOT_A_STATE)
    defences = state.get("pending_defences")
    if defences is not None:
        defences = {
            ident: read_stored_defence(entry, "state")
            for ident, entry in bounded_entries(as_object(defences, "state"), "state", MAX_COMBATANTS).items()
        }
    result: JsonObject = {
        "system": SYSTEM,
        "round": integer(state, "round", "state", 1, MAX_COUNTER),
        "phase": phase,
        "active_subfight": active,
        "subfights": subfights,
        "combatants": combatants,
        "zones": zones,
        "next_subfight_no": integer(state, "next_subfight_no", "state", 1, MAX_COUNTER),
        "pending_actions": actions,
        "turn_order": None if order is None else list(order),
        "pending_defences": defences,
    }
    if phase == GAIN_GROUND:
        gain = as_object(state.get("gain_ground"), "state")
        result["gain_ground"] = {
            "attacker": choice(gain, "attacker", "state", fighters),
            "target": choice(gain, "target", "state", fighters),
        }
    return result


def read_state(raw: object) -> Combat:
    """The state of a phase operation's input, as a fresh copy, or 422 ``state``."""
    try:
        return Combat(_read_state(raw))
    except (InputError, ValueError, TypeError):
        raise InputError("state", NOT_A_STATE) from None


def require_phase(combat: Combat, expected: str) -> None:
    if combat.phase != expected:
        raise InputError("state.phase", f"expected phase {expected}, state is in {combat.phase}")


def iterate_pending(combat: Combat) -> Iterator[tuple[str, JsonObject]]:
    """The pending actions in turn order."""
    actions = combat.state["pending_actions"] or {}
    for ident in combat.state["turn_order"] or list(actions):
        yield ident, actions[ident]
