"""``combat_advantage`` (§11.4), phase 2: who holds advantage (övertag) in the sub-fight being played."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.dice.source import DiceSource
from app.rules.fimbulvinter.attack import OPTIMAL, TOO_LONG, TOO_SHORT, distance_category
from app.rules.fimbulvinter.catalogue import DISTANCE_INDEX
from app.rules.fimbulvinter.combat.phase import read_phase_input, rolled_phase_result
from app.rules.fimbulvinter.combat.rolls import advantage_contest
from app.rules.fimbulvinter.combat.state import (
    ACTIONS,
    ADVANTAGE,
    Combat,
    effective_length,
    is_out,
    members,
    weapon_of,
)
from app.rules.fimbulvinter.dice import dice_source
from app.rules.protocol import JsonObject

RANK = {OPTIMAL: 0, TOO_SHORT: 1, TOO_LONG: 2}
DICE_ORDER = (
    "the Stridsvana contest, when advantage is re-determined and several participants tie (rounds as in "
    "contest: each round's contestants in order)."
)


def _category(combat: Combat, subfight: JsonObject, ident: str) -> str:
    """The best category of the participant's weapon over their pairs: optimal > too_short > too_long."""
    length = effective_length(weapon_of(combat.fighters[ident]))
    pairs = subfight["second_men"] if ident == subfight["first_man"] else [ident]
    categories = [distance_category(length, DISTANCE_INDEX[subfight["distances"][man]]) for man in pairs]
    return min(categories, key=RANK.__getitem__)


def resolve_advantage(combat: Combat, source: DiceSource) -> JsonObject:
    events: list[JsonObject] = []
    notes: list[str] = []
    active = combat.active
    if active is not None:
        holder = active["advantage"]
        lost = holder is not None and (holder not in members(active) or is_out(combat.fighters[holder]))
        redetermined = bool(active["distance_changed"] or active["holder_damaged"] or lost)
        if redetermined:
            able = [man for man in members(active) if not is_out(combat.fighters[man])]
            categories = {man: _category(combat, active, man) for man in able}
            holder = None
            for category in (OPTIMAL, TOO_SHORT):
                group = [man for man in able if categories[man] == category]
                if len(group) == 1:
                    holder = group[0]
                elif group:
                    result = advantage_contest(combat, group, source)
                    holder = result.winner
                    notes.append(f"Stridsvana {result.describe()}")
                    events.append({"type": "advantage_contest", "rounds": result.rounds_json(), "winner": holder})
                if group:
                    break
            active["advantage"] = holder
        active["distance_changed"] = active["holder_damaged"] = False
        events.append({"type": "advantage", "subfight": active["id"], "holder": holder, "redetermined": redetermined})
    combat.state["phase"] = ACTIONS
    return rolled_phase_result(combat, events, notes, source)


def run_combat_advantage(raw: Mapping[str, Any]) -> JsonObject:
    """``combat_advantage``: re-determined only after a distance change, damage to the holder, or a holder
    who can no longer hold it; optimal distance first, then too short, else nobody."""
    body, combat = read_phase_input(raw, ADVANTAGE)
    source = dice_source(body.get("dice"))
    result = resolve_advantage(combat, source)
    source.finish()
    return result
