"""A tiny rule system for testing the session layer on its own (registered by a fixture, never served).

"Duel": combatants ``{id, side, hp, secret?}``; one phase, ``attack``, where every combatant still up
declares ``{"target": id}``; resolving rolls a d6 per attack in declaration-expected order: 4+ hits for
1 hp. The round ends after the attack phase; the combat ends when at most one side has someone up.
Players never see another side's ``secret``.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, Field

from app.rules import GameSystem, InputError, JsonObject, Operation, PhaseOutcome, Viewer
from app.rules.dice import dice_from_input
from app.rules.phases import Declaration, Declarers, Parts, Phase, PhaseEngine, Resolves
from app.rules.validation import StrictInput, parse


class DuelCombatant(StrictInput):
    id: str = Field(min_length=1)
    side: str
    hp: int = Field(ge=1, le=10)
    secret: str = ""


class DuelStart(StrictInput):
    combatants: list[DuelCombatant] = Field(min_length=2)


class DuelOutput(BaseModel):
    value: int


class DuelPhase(StrEnum):
    ATTACK = "attack"


class DuelAttack(Declaration):
    """A combatant's part of the attack phase: whom it attacks."""

    target: str = Field(min_length=1)


def _up(state: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [c for c in state["combatants"] if c["hp"] > 0]


def _check_attack(state: JsonObject, combatant: str | None, part: BaseModel) -> JsonObject:
    assert isinstance(part, DuelAttack)
    if part.target not in [c["id"] for c in state["combatants"]] or part.target == combatant:
        raise InputError("declaration.target", "not a valid target")
    return {"target": part.target}


def _resolve_attack(state: JsonObject, declarations: Parts, dice: object) -> PhaseOutcome:
    source = dice_from_input(dice, face_range=(1, 6))
    combatants = {c["id"]: dict(c) for c in state["combatants"]}
    events = []
    for attacker in [c["id"] for c in _up(state)]:
        declaration = declarations.get(attacker)
        if declaration is None:
            continue
        face = source.roll(1, 6)
        hit = face >= 4
        if hit:
            combatants[declaration["target"]]["hp"] -= 1
        events.append({"type": "attack", "attacker": attacker, "target": declaration["target"], "hit": hit})
    source.finish()
    new_state = {**state, "combatants": list(combatants.values())}
    sides = {c["side"] for c in _up(new_state)}
    if len(sides) <= 1:
        new_state["phase"] = "ended"
    else:
        new_state["round"] = state["round"] + 1
    return PhaseOutcome(new_state, {"events": events, "dice": source.used, "secret_total": 42})


class DuelEngine(PhaseEngine[JsonObject]):
    system_id = "duel"
    combatant_keys: tuple[str, ...] = ("combatants",)
    start_model = DuelStart
    view_model = DuelStart
    phases = (
        Phase(
            DuelPhase.ATTACK,
            Declarers.CONTROLLERS,
            Resolves.WHEN_ALL_DECLARED,
            "one d6 per attack, in the order of the combatants still up",
            _resolve_attack,
            declaration=DuelAttack,
            expected=lambda state: [c["id"] for c in _up(state)],
            check=_check_attack,
        ),
    )

    def load_state(self, document: Mapping[str, Any]) -> JsonObject:
        return dict(document)

    def phase_of(self, state: JsonObject) -> str:
        return str(state["phase"])

    def round_of(self, state: JsonObject) -> int:
        return int(state["round"])

    def ids_of(self, state: JsonObject) -> list[str]:
        return [c["id"] for c in state["combatants"]]

    def start(self, setup: Mapping[str, Any], dice: object) -> PhaseOutcome:
        request = parse(DuelStart, setup)
        ids = [c.id for c in request.combatants]
        if len(set(ids)) != len(ids):
            raise InputError("combatants", "duplicate ids")
        dice_from_input(dice).finish()
        state = {
            "system": "duel",
            "round": 1,
            "phase": "attack",
            "combatants": [c.model_dump() for c in request.combatants],
        }
        return PhaseOutcome(state, {"events": [{"type": "started"}]})

    def finish(self, state: JsonObject) -> PhaseOutcome:
        return PhaseOutcome({**state, "phase": "ended"}, {"events": [{"type": "ended"}]})

    def view_state(self, state: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        if viewer.is_gm:
            return dict(state)
        own_sides = {c["side"] for c in state["combatants"] if c["id"] in viewer.controls}
        shown = [
            c if c["side"] in own_sides else {k: v for k, v in c.items() if k != "secret"} for c in state["combatants"]
        ]
        return {**state, "combatants": shown}

    def view_result(self, result: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        return dict(result) if viewer.is_gm else {k: v for k, v in result.items() if k != "secret_total"}


def _value(raw: Mapping[str, Any]) -> JsonObject:
    source = dice_from_input(raw.get("dice"), face_range=(1, 6))
    value = source.roll(1, 6)
    source.finish()
    return {"value": value, "dice": source.used, "breakdown": f"d6 = {value}"}


DUEL = GameSystem(
    id="duel",
    name="Duel (test double)",
    summary="A two-phase toy system for the session layer's tests.",
    catalogue={"system": "duel"},
    operations={
        "d6": Operation("d6", "a d6", "Rolls a d6.", _value, DuelStart, DuelOutput, rolls=True),
    },
    combat=DuelEngine(),
)
