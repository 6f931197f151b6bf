"""``combat_gain_ground`` (§11.8), phase 6: after the holder's hit, give ground or follow; against a
cornered defender, press or stand (vinna terräng)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.fimbulvinter.combat.phase import read_declarations, read_phase_input
from app.rules.fimbulvinter.combat.state import GAIN_GROUND, Combat
from app.rules.fimbulvinter.models.combat import CORNERED_GROUND, OPEN_GROUND, FvGainGroundDeclarations
from app.rules.protocol import JsonObject


def check_gain_ground(raw: object, path: str) -> JsonObject:
    """``{choice, defender_cornered}``: the choices depend on whether the defender is cornered."""
    declarations = read_declarations(FvGainGroundDeclarations, raw, path)
    return {"choice": declarations.chosen(), "defender_cornered": declarations.defender_cornered}


def resolve_gain_ground(combat: Combat, declaration: Mapping[str, Any]) -> JsonObject:
    gain = combat.state["gain_ground"]
    attacker, target = gain["attacker"], gain["target"]
    picked = declaration["choice"]
    step = {**OPEN_GROUND, **CORNERED_GROUND}[picked]
    found = combat.pair(attacker, target)
    distance = None
    if found is not None:
        subfight, second = found
        before = combat.pair_distance(attacker, target)
        assert before is not None  # the pair was found
        if step and combat.set_pair_distance(attacker, target, before + step):
            subfight["distance_changed"] = True
        distance = subfight["distances"][second]
    combat.end_round()
    return {
        "state": combat.state,
        "events": [{"type": "gain_ground", "choice": picked, "distance": distance}],
    }


def run_combat_gain_ground(raw: Mapping[str, Any]) -> JsonObject:
    """``combat_gain_ground``: give_ground (+1 step) or follow (default); cornered: press (−1) or stand
    (default). Then the round ends."""
    body, combat = read_phase_input(raw, GAIN_GROUND)
    return resolve_gain_ground(combat, check_gain_ground(body.get("declarations"), "declarations"))
