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
    DISTANCE_INDEX,
    DISTANCES,
    FREE,
    SIGHT_LINES,
    WEAPONS,
    Weapon,
)
from app.rules.fimbulvinter.models.combat import CombatReading, FvCombatStateRead
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
ATTACK, STORM, REST, LEAVE, MOVE, RANGED, MELEE = (
    "attack",
    "storm",
    "rest",
    "leave",
    "move",
    "ranged_attack",
    "melee_attack",
)
ATTACK_TYPES = frozenset({ATTACK, STORM, RANGED, MELEE})
NOT_A_STATE = "not a fimbulvinter combat state"


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


def _read_state(raw: object) -> JsonObject:
    state = parse(FvCombatStateRead, raw, "state", context=CombatReading())
    actions, defences = state.pending_actions, state.pending_defences
    result: JsonObject = {
        "system": SYSTEM,
        "round": state.round,
        "phase": state.phase,
        "active_subfight": state.active_subfight,
        "subfights": [subfight.as_state() for subfight in state.subfights],
        "combatants": [fighter.as_state() for fighter in state.combatants],
        "zones": [zone.as_state() for zone in state.zones],
        "next_subfight_no": state.next_subfight_no,
        "pending_actions": None if actions is None else {ident: part.as_stored() for ident, part in actions.items()},
        "turn_order": None if state.turn_order is None else list(state.turn_order),
        "pending_defences": None
        if defences is None
        else {ident: part.model_dump() for ident, part in defences.items()},
    }
    if state.phase == GAIN_GROUND:
        assert state.gain_ground is not None  # the state's model reads it in this phase
        result["gain_ground"] = state.gain_ground.model_dump()
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
