"""``combat_start`` (§11.2): combatants, zones and sub-fights (delstrider), and each sub-fight's first
round."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.errors import InputError
from app.rules.fimbulvinter.combat.rolls import first_round_setup
from app.rules.fimbulvinter.combat.state import (
    DISTANCE,
    SYSTEM,
    Combat,
    check_combatant_zones,
    read_zones,
)
from app.rules.fimbulvinter.dice import dice_source
from app.rules.fimbulvinter.limits import MAX_SUBFIGHTS
from app.rules.fimbulvinter.models.combat import FvCombatantInput
from app.rules.fimbulvinter.reader import as_object, bounded_items, item, join, object_list, text
from app.rules.limits import MAX_COMBATANTS, MAX_ID_LENGTH
from app.rules.protocol import JsonObject
from app.rules.validation import parse

DICE_ORDER = "the Stridsvana contests of the sub-fights' first-round setup, in sub-fight order."


def _read_combatants(raw: object) -> list[JsonObject]:
    if not isinstance(raw, list) or len(raw) < 2:
        raise InputError("combatants", "must be a list of at least 2 combatants")
    bounded_items(raw, "combatants", MAX_COMBATANTS)
    combatants: list[JsonObject] = []
    seen: set[str] = set()
    for index, entry in enumerate(raw):
        path = item("combatants", index)
        ident = text(as_object(entry, path), "id", path, limit=MAX_ID_LENGTH)
        if ident in seen:
            raise InputError("combatants", f"duplicate combatant id {ident!r}")
        seen.add(ident)
        combatants.append(parse(FvCombatantInput, entry, path).as_state())
    return combatants


def _read_subfights(raw: object, fighters: Mapping[str, JsonObject]) -> list[JsonObject]:
    subfights: list[JsonObject] = []
    engaged: set[str] = set()
    for index, entry in enumerate(object_list([] if raw is None else raw, "subfights", items=MAX_SUBFIGHTS)):
        path = item("subfights", index)
        fields = as_object(entry, path)
        ident = text(fields, "id", path, f"sf{index + 1}", limit=MAX_ID_LENGTH)
        if any(subfight["id"] == ident for subfight in subfights):
            raise InputError(join(path, "id"), "duplicate sub-fight id")
        first = fields.get("first_man")
        if not isinstance(first, str) or first not in fighters:
            raise InputError(join(path, "first_man"), "unknown combatant")
        second = fields.get("second_men")
        if isinstance(second, list):
            bounded_items(second, join(path, "second_men"), MAX_COMBATANTS)
        if (
            not isinstance(second, list)
            or not second
            or not all(isinstance(man, str) and man in fighters for man in second)
        ):
            raise InputError(join(path, "second_men"), "must be a list of at least one known combatant")
        group = [first, *second]
        if len(set(group)) != len(group) or engaged & set(group):
            raise InputError(path, "a combatant may be in only one sub-fight, once")
        if any(fighters[man]["side"] == fighters[first]["side"] for man in second):
            raise InputError(join(path, "second_men"), "a second man cannot be on the first man's side")
        engaged |= set(group)
        subfights.append(
            {
                "id": ident,
                "first_man": first,
                "second_men": list(second),
                "distances": {},
                "advantage": None,
                "distance_changed": False,
                "holder_damaged": False,
            }
        )
    return subfights


def run_combat_start(raw: Mapping[str, Any]) -> JsonObject:
    """``combat_start``: a new combat in round 1, phase distance, the first sub-fight active."""
    body = as_object(raw, "")
    combatants = _read_combatants(body.get("combatants"))
    zones = read_zones(body.get("zones"), "zones")
    check_combatant_zones(combatants, zones, "combatants")
    subfights = _read_subfights(body.get("subfights"), {fighter["id"]: fighter for fighter in combatants})
    source = dice_source(body.get("dice"))
    combat = Combat(
        {
            "system": SYSTEM,
            "round": 1,
            "phase": DISTANCE,
            "active_subfight": subfights[0]["id"] if subfights else None,
            "subfights": subfights,
            "combatants": combatants,
            "zones": zones,
            "next_subfight_no": len(subfights) + 1,
            "pending_actions": None,
            "turn_order": None,
            "pending_defences": None,
        }
    )
    events: list[JsonObject] = []
    notes: list[str] = []
    for subfight in subfights:
        first_round_setup(combat, subfight, source, events, notes)
    source.finish()
    return {
        "state": combat.state,
        "events": events,
        "dice": source.used,
        "breakdown": "; ".join(notes) or "no contest",
    }
