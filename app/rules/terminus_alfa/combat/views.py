"""What a player may see of a combat: the opponents' endurance is the GM's alone.

The seed says players track the damage they deal and are never told the opponents' remaining endurance,
so a player's view has no opponent ``endurance``/``endurance_start``, no ``opponent_endurance_total``/
``opponent_endurance_lost`` — the keys are removed, not nulled — wherever they appear: the state, a step's
result, and the GM's declarations (a summoned opponent's ``endurance``). The damage of a character's own
attack stays in the results. The GM sees everything.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.protocol import JsonObject, Viewer

HIDDEN_STATE_KEYS = frozenset({"opponent_endurance_total", "opponent_endurance_lost"})
HIDDEN_OPPONENT_KEYS = frozenset({"endurance", "endurance_start"})
HIDDEN_RESULT_KEYS = frozenset({"opponent_endurance_lost"})


def _without(item: Mapping[str, Any], hidden: frozenset[str]) -> JsonObject:
    return {key: value for key, value in item.items() if key not in hidden}


def view_state(state: Mapping[str, Any], viewer: Viewer) -> JsonObject:
    if viewer.is_gm:
        return dict(state)
    view = _without(state, HIDDEN_STATE_KEYS)
    opponents = state.get("opponents")
    if isinstance(opponents, list):
        view["opponents"] = [
            _without(opponent, HIDDEN_OPPONENT_KEYS) if isinstance(opponent, Mapping) else opponent
            for opponent in opponents
        ]
    return view


def view_result(result: Mapping[str, Any], viewer: Viewer) -> JsonObject:
    if viewer.is_gm:
        return dict(result)
    view = _without(result, HIDDEN_RESULT_KEYS)
    state = result.get("state")
    if isinstance(state, Mapping):
        view["state"] = view_state(state, viewer)
    return view


def view_declaration(combatant: str | None, declaration: Mapping[str, Any], viewer: Viewer) -> JsonObject:
    """Only the GM's part holds opponents: the ``new_opponent`` of each of its ``summons``."""
    view = dict(declaration)
    summons = declaration.get("summons")
    if viewer.is_gm or combatant is not None or not isinstance(summons, list):
        return view
    view["summons"] = [
        {**summon, "new_opponent": _without(summon["new_opponent"], HIDDEN_OPPONENT_KEYS)}
        if isinstance(summon, Mapping) and isinstance(summon.get("new_opponent"), Mapping)
        else summon
        for summon in summons
    ]
    return view
