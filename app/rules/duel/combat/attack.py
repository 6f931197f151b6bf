"""The attack phase: every combatant still up declares a target; resolving rolls a d6 per attack, in the
order of the combatants still up, and 4+ hits for 1 hp. The combat ends when at most one side is up."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from app.rules.dice import dice_from_input
from app.rules.duel.catalogue import HIT_ON
from app.rules.duel.combat.state import JsonState, up
from app.rules.errors import InputError
from app.rules.limits import MAX_ID_LENGTH
from app.rules.phases import Declaration, Parts
from app.rules.protocol import JsonObject, PhaseOutcome

DICE_ORDER = "one d6 per attack, in the order of the combatants still up"


class DuelAttack(Declaration):
    """A combatant's part of the attack phase: whom it attacks."""

    model_config = ConfigDict(json_schema_extra={"examples": [{"target": "orc"}, {"target": "hero"}]})

    target: str = Field(min_length=1, max_length=MAX_ID_LENGTH, description="Another combatant's id.")


class DuelAttackEvent(BaseModel):
    type: Literal["attack"]
    attacker: str
    target: str
    hit: bool


class DuelAttackResult(BaseModel):
    """What the attack phase produces."""

    events: list[DuelAttackEvent]
    dice: list[int]
    secret_total: int = Field(description="The GM's alone: players are not shown it.")


def expected(state: JsonState) -> list[str]:
    return [c["id"] for c in up(state)]


def check(state: JsonState, combatant: str | None, part: BaseModel) -> JsonObject:
    """A target must be another combatant of the combat."""
    assert isinstance(part, DuelAttack)
    if part.target not in [c["id"] for c in state["combatants"]] or part.target == combatant:
        raise InputError("declaration.target", "not a valid target")
    return {"target": part.target}


def resolve(state: JsonState, declarations: Parts, dice: object) -> PhaseOutcome:
    source = dice_from_input(dice, face_range=(1, 6))
    combatants = {c["id"]: dict(c) for c in state["combatants"]}
    events = []
    for attacker in expected(state):
        declaration = declarations.get(attacker)
        if declaration is None:
            continue
        hit = source.roll(1, 6) >= HIT_ON
        if hit:
            combatants[declaration["target"]]["hp"] -= 1
        events.append({"type": "attack", "attacker": attacker, "target": declaration["target"], "hit": hit})
    source.finish()
    new_state = {**state, "combatants": list(combatants.values())}
    if len({c["side"] for c in up(new_state)}) <= 1:
        new_state["phase"] = "ended"
    else:
        new_state["round"] = state["round"] + 1
    # secret_total: a result only the GM sees (the tests check that players never do).
    return PhaseOutcome(new_state, {"events": events, "dice": source.used, "secret_total": 42})
