"""Social conflicts (konfliktresolution, §9): opposed exchanges up to the scope, the loser's choice, and
spending consequences (konsekvenser, also called tillstånd or hållhakar)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.rules.errors import InputError
from app.rules.fimbulvinter.catalogue import (
    CONFLICT_CONSEQUENCES,
    CONFLICT_LEVELS,
    CONSEQUENCE_VALUE,
    LOSER_CHOICES,
)
from app.rules.fimbulvinter.dice import dice_source, opposed, roll_spec
from app.rules.fimbulvinter.limits import (
    MAX_CONSEQUENCE_VALUE,
    MAX_CONSEQUENCES,
    MAX_COUNTER,
    MAX_TEXT,
    MIN_CONSEQUENCE_VALUE,
)
from app.rules.fimbulvinter.models.common import is_int, read_roll_spec
from app.rules.fimbulvinter.models.people import FvConflictStartInput, FvConsequenceSpendInput
from app.rules.fimbulvinter.reader import as_object, choice
from app.rules.limits import MAX_ID_LENGTH
from app.rules.protocol import JsonObject
from app.rules.validation import parse

ROLLING, AWAITING, ENDED = "rolling", "awaiting_loser_choice", "ended"
RESULTS = ("goal_achieved", "loser_withdrew")
PENALTY = -3


def run_conflict_start(raw: Mapping[str, Any]) -> JsonObject:
    """``conflict_start``: a new conflict, no exchange won yet."""
    request = parse(FvConflictStartInput, raw)
    initiator, resister = request.initiator, request.resister
    if resister == initiator:
        raise InputError("resister", "must differ from the initiator")
    state: JsonObject = {
        "type": request.type,
        "level": request.level,
        "scope": request.scope,
        "goal": request.goal,
        "resister_goal": request.resister_goal,
        "initiator": initiator,
        "resister": resister,
        "wins": {initiator: 0, resister: 0},
        "status": ROLLING,
        "winner": None,
        "loser": None,
        "result": None,
        "exchanges": 0,
        "consequences": [],
    }
    return {"state": state}


def _is_text(value: object, limit: int) -> bool:
    return isinstance(value, str) and len(value) <= limit


def _is_in(value: object, low: int, high: int) -> bool:
    return is_int(value) and low <= value <= high


def _is_count(value: object) -> bool:
    return _is_in(value, 0, MAX_COUNTER)


def _consequence(raw: object) -> JsonObject:
    consequence = as_object(raw, "")
    if not (
        _is_text(consequence.get("name"), MAX_ID_LENGTH)
        and _is_in(consequence.get("value"), MIN_CONSEQUENCE_VALUE, MAX_CONSEQUENCE_VALUE)
        and all(_is_text(consequence.get(key), MAX_ID_LENGTH) for key in ("holder", "held_by", "conflict_type"))
    ):
        raise ValueError("not a consequence")
    return {key: consequence[key] for key in ("name", "value", "holder", "held_by", "conflict_type")}


def read_conflict_state(raw: object) -> JsonObject:
    """A conflict state as returned by the conflict operations, or 422 ``state``."""
    try:
        state = as_object(raw, "state")
        kind, level, status = state.get("type"), state.get("level"), state.get("status")
        initiator, resister = state.get("initiator"), state.get("resister")
        wins = as_object(state.get("wins"), "state")
        parties = (initiator, resister)
        valid = (
            kind in CONFLICT_CONSEQUENCES
            and level in CONFLICT_LEVELS
            and is_int(state.get("scope"))
            and 1 <= state["scope"] <= 5
            and _is_text(state.get("goal"), MAX_TEXT)
            and (state.get("resister_goal") is None or _is_text(state.get("resister_goal"), MAX_TEXT))
            and _is_text(initiator, MAX_ID_LENGTH)
            and _is_text(resister, MAX_ID_LENGTH)
            and initiator != resister
            and set(wins) == set(parties)
            and all(_is_count(value) for value in wins.values())
            and status in (ROLLING, AWAITING, ENDED)
            and state.get("winner") in (None, *parties)
            and state.get("loser") in (None, *parties)
            and state.get("result") in (None, *RESULTS)
            and _is_count(state.get("exchanges"))
            and isinstance(state.get("consequences"), list)
            and len(state["consequences"]) <= MAX_CONSEQUENCES
        )
        if not valid or (status == AWAITING and (state.get("winner") is None or state.get("loser") is None)):
            raise ValueError("not a conflict state")
        consequences = [_consequence(entry) for entry in state["consequences"]]
    except (InputError, ValueError, TypeError):
        raise InputError("state", "not a conflict state") from None
    return {
        "type": kind,
        "level": level,
        "scope": state["scope"],
        "goal": state["goal"],
        "resister_goal": state.get("resister_goal"),
        "initiator": initiator,
        "resister": resister,
        "wins": {str(initiator): wins[str(initiator)], str(resister): wins[str(resister)]},
        "status": status,
        "winner": state.get("winner"),
        "loser": state.get("loser"),
        "result": state.get("result"),
        "exchanges": state["exchanges"],
        "consequences": consequences,
    }


def _require_status(state: JsonObject, expected: str) -> None:
    if state["status"] != expected:
        raise InputError("state.status", f"expected status {expected}, state is {state['status']}")


def run_conflict_exchange(raw: Mapping[str, Any]) -> JsonObject:
    """``conflict_exchange``: one opposed roll; the conflict's initiator initiates every exchange."""
    body = as_object(raw, "")
    state = read_conflict_state(body.get("state"))
    _require_status(state, ROLLING)
    initiator = read_roll_spec(body.get("initiator_roll"), "initiator_roll")
    resister = read_roll_spec(body.get("resister_roll"), "resister_roll")
    source = dice_source(body.get("dice"))
    result = opposed(roll_spec(initiator, source), roll_spec(resister, source))
    source.finish()
    used = source.used
    winner, loser = (
        (state["initiator"], state["resister"]) if result.initiator_wins else (state["resister"], state["initiator"])
    )
    state["wins"][winner] += 1
    state["exchanges"] += 1
    if state["wins"][winner] >= state["scope"]:
        state |= {"status": AWAITING, "winner": winner, "loser": loser}
    return {
        "state": state,
        "exchange_winner": winner,
        "initiator_total": result.initiator.total,
        "resister_total": result.resister.total,
        "dice": used,
        "breakdown": f"{result.initiator.total} vs {result.resister.total}: {winner} wins exchange",
    }


def run_conflict_loser_choice(raw: Mapping[str, Any]) -> JsonObject:
    """``conflict_loser_choice``: accept, escalate (one consequence) or withdraw (two consequences)."""
    body = as_object(raw, "")
    state = read_conflict_state(body.get("state"))
    _require_status(state, AWAITING)
    decision = choice(body, "choice", "", LOSER_CHOICES)
    names = body.get("consequence_names")
    names = [] if names is None else names
    allowed = CONFLICT_CONSEQUENCES[state["type"]]
    count = LOSER_CHOICES[decision]
    if not isinstance(names, list) or len(names) != count:
        raise InputError("consequence_names", f"must list exactly {count} consequence(s) for {decision}")
    for name in names:
        if name not in allowed:
            raise InputError("consequence_names", f"must be among {list(allowed)!r}")
    if len(set(names)) != len(names):
        raise InputError("consequence_names", "must not repeat a consequence")
    new = [
        {
            "name": name,
            "value": CONSEQUENCE_VALUE[state["level"]],
            "holder": state["loser"],
            "held_by": state["winner"],
            "conflict_type": state["type"],
        }
        for name in names
    ]
    state["consequences"].extend(new)
    if decision == "escalate":
        rank = CONFLICT_LEVELS.index(state["level"])
        state |= {
            "level": CONFLICT_LEVELS[min(rank + 1, len(CONFLICT_LEVELS) - 1)],
            "wins": dict.fromkeys(state["wins"], 0),
            "status": ROLLING,
            "winner": None,
            "loser": None,
        }
    else:
        state |= {"status": ENDED, "result": "goal_achieved" if decision == "accept" else "loser_withdrew"}
    return {"state": state, "new_consequences": [dict(entry) for entry in new]}


def run_consequence_spend(raw: Mapping[str, Any]) -> JsonObject:
    """``consequence_spend``: a −3 penalty for the holder, or the winner turns points into fatigue or
    damage potential (skadepotential)."""
    request = parse(FvConsequenceSpendInput, raw)
    mode, value = request.mode, request.consequence.value
    spent = (1 if mode == "penalty" else value) if request.amount is None else request.amount
    if mode == "penalty" and spent != 1:
        raise InputError("amount", "must be 1 (or absent) for a penalty")
    left = value - spent
    return {
        "modifier": PENALTY if mode == "penalty" else 0,
        "fatigue_added": spent if mode == "fatigue" else 0,
        "damage_potential": spent if mode == "damage" else 0,
        # The consequence as given, its other fields kept (the model reads only name and value).
        "consequence": dict(raw["consequence"]) | {"value": left} if left else None,
        "removed": not left,
    }
