"""``combat_start`` (§11.2): combatants, zones and sub-fights (delstrider), and each sub-fight's first
round."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.fimbulvinter.combat.rolls import first_round_setup
from app.rules.fimbulvinter.combat.state import DISTANCE, SYSTEM, Combat
from app.rules.fimbulvinter.dice import dice_source
from app.rules.fimbulvinter.models.combat import CombatReading, FvCombatStartInput
from app.rules.protocol import JsonObject
from app.rules.validation import parse

DICE_ORDER = "the Stridsvana contests of the sub-fights' first-round setup, in sub-fight order."


def run_combat_start(raw: Mapping[str, Any]) -> JsonObject:
    """``combat_start``: a new combat in round 1, phase distance, the first sub-fight active."""
    request = parse(FvCombatStartInput, raw, context=CombatReading())
    subfights = [subfight.as_state() for subfight in request.subfights]
    combatants = [fighter.as_state() for fighter in request.combatants]
    zones = [zone.as_state() for zone in request.zones]
    source = dice_source(request.dice)
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
