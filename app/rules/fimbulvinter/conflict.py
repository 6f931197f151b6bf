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
)
from app.rules.fimbulvinter.dice import RollResult, RollSpec, dice_source, opposed, outcome_key
from app.rules.fimbulvinter.models.common import read_roll_spec, request_body
from app.rules.fimbulvinter.models.people import (
    FvConflictStartInput,
    FvConflictStateRead,
    FvConsequenceSpendInput,
    FvLoserChoice,
)
from app.rules.odds.enumerate import Limits
from app.rules.odds.independent import versus
from app.rules.odds.summary import Tallied
from app.rules.protocol import JsonObject
from app.rules.validation import parse

ROLLING, AWAITING, ENDED = "rolling", "awaiting_loser_choice", "ended"
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


def _parse_conflict_state(raw: object) -> FvConflictStateRead:
    try:
        return parse(FvConflictStateRead, raw, "state")
    except InputError:
        raise InputError("state", "not a conflict state") from None


def _document(state: FvConflictStateRead) -> JsonObject:
    """The state as the conflict operations return it: a new document, the rule's to change."""
    document: JsonObject = state.model_dump()
    document["wins"] = {party: state.wins[party] for party in (state.initiator, state.resister)}
    return document


def read_conflict_state(raw: object) -> JsonObject:
    """A conflict state as returned by the conflict operations, or 422 ``state``."""
    return _document(_parse_conflict_state(raw))


def _require_status(status: str, expected: str) -> None:
    if status != expected:
        raise InputError("state.status", f"expected status {expected}, state is {status}")


def after_exchange(state: FvConflictStateRead, initiator_wins: bool) -> tuple[str, JsonObject]:
    """The exchange's winner and the state after it: one more win for the winner, one more exchange; the
    winner's wins reaching the scope await the loser's choice."""
    document = _document(state)
    winner, loser = (state.initiator, state.resister) if initiator_wins else (state.resister, state.initiator)
    document["wins"][winner] += 1
    document["exchanges"] += 1
    if document["wins"][winner] >= state.scope:
        document |= {"status": AWAITING, "winner": winner, "loser": loser}
    return winner, document


def _exchange_outcomes(state: FvConflictStateRead) -> Mapping[bool, tuple[str, JsonObject]]:
    """The exchange's two outcomes by whether the initiator wins: they depend on nothing else (each state
    is shared by every result of its outcome, so never changed)."""
    return {wins: after_exchange(state, wins) for wins in (True, False)}


def _exchange(body: Mapping[str, Any]) -> tuple[FvConflictStateRead, RollSpec, RollSpec]:
    """The state an exchange is rolled in (it must be rolling), and the initiator's and resister's rolls."""
    state = _parse_conflict_state(body.get("state"))
    _require_status(state.status, ROLLING)
    initiator = read_roll_spec(body.get("initiator_roll"), "initiator_roll")
    resister = read_roll_spec(body.get("resister_roll"), "resister_roll")
    return state, initiator, resister


def _exchange_answer(state: FvConflictStateRead, first: RollResult, second: RollResult, used: list[int]) -> JsonObject:
    winner, after = state.once(_exchange_outcomes)[opposed(first, second).initiator_wins]
    return {
        "state": after,
        "exchange_winner": winner,
        "initiator_total": first.total,
        "resister_total": second.total,
        "dice": used,
        "breakdown": f"{first.total} vs {second.total}: {winner} wins exchange",
    }


def run_conflict_exchange(raw: Mapping[str, Any]) -> JsonObject:
    """``conflict_exchange``: one opposed roll; the conflict's initiator initiates every exchange."""
    body = request_body(raw)
    state, initiator, resister = _exchange(body)
    source = dice_source(body.get("dice"))
    first, second = source.read(initiator.own_roll), source.read(resister.own_roll)
    source.finish()
    return _exchange_answer(state, first, second, source.used)


def conflict_exchange_odds(raw: Mapping[str, Any], limits: Limits) -> Tallied:
    """The odds of :func:`run_conflict_exchange` roll by roll (:func:`versus`): who wins the exchange reads
    only the initiator's first die and which total is higher."""
    state, initiator, resister = _exchange(request_body(raw))
    return versus(
        initiator.own_roll,
        resister.own_roll,
        limits,
        output=lambda first, second: _exchange_answer(state, first, second, []),
        key=outcome_key,
        first_fields=lambda first: {"initiator_total": first.total},
        second_fields=lambda second: {"resister_total": second.total},
    )


def run_conflict_loser_choice(raw: Mapping[str, Any]) -> JsonObject:
    """``conflict_loser_choice``: accept, escalate (one consequence) or withdraw (two consequences)."""
    body = request_body(raw)
    state = read_conflict_state(body.get("state"))
    _require_status(state["status"], AWAITING)
    request = parse(FvLoserChoice, body, context=CONFLICT_CONSEQUENCES[state["type"]])
    decision, names = request.choice, request.consequence_names
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
