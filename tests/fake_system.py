"""A tiny rule system for testing the session layer on its own (registered by a fixture, never served).

"Duel": combatants ``{id, side, hp, secret?}``; one phase, ``attack``, where every combatant still up
declares ``{"target": id}``; resolving rolls a d6 per attack in declaration-expected order: 4+ hits for
1 hp. The round ends after the attack phase; the combat ends when at most one side has someone up.
Players never see another side's ``secret``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, Field

from app.rules import GameSystem, InputError, JsonObject, Operation, PhaseOutcome, Viewer
from app.rules.dice import dice_from_input
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


def _up(state: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [c for c in state["combatants"] if c["hp"] > 0]


class DuelEngine:
    combatant_keys: tuple[str, ...] = ("combatants",)

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

    def phase(self, state: Mapping[str, Any]) -> str:
        return str(state["phase"])

    def round(self, state: Mapping[str, Any]) -> int:
        return int(state["round"])

    def is_ended(self, state: Mapping[str, Any]) -> bool:
        return bool(state["phase"] == "ended")

    def combatant_ids(self, state: Mapping[str, Any]) -> list[str]:
        return [c["id"] for c in state["combatants"]]

    def expected_declarers(self, state: Mapping[str, Any]) -> list[str]:
        return [c["id"] for c in _up(state)]

    def check_declaration(self, state: Mapping[str, Any], combatant: str | None, declaration: object) -> JsonObject:
        if combatant is None:
            raise InputError("combatant", "every declaration names its combatant")
        if not isinstance(declaration, dict) or not isinstance(declaration.get("target"), str):
            raise InputError("declaration.target", "required")
        if declaration["target"] not in self.combatant_ids(state) or declaration["target"] == combatant:
            raise InputError("declaration.target", "not a valid target")
        return {"target": declaration["target"]}

    def resolve(
        self, state: Mapping[str, Any], declarations: Mapping[str | None, JsonObject], dice: object
    ) -> PhaseOutcome:
        source = dice_from_input(dice, face_range=(1, 6))
        combatants = {c["id"]: dict(c) for c in state["combatants"]}
        events = []
        for attacker in self.expected_declarers(state):
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

    def supplies_faces(self, declarations: Mapping[str | None, JsonObject]) -> bool:
        """No declaration of this system carries faces."""
        return False

    def end(self, state: Mapping[str, Any]) -> PhaseOutcome:
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

    def view_declaration(self, combatant: str | None, declaration: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        """Nothing of a declaration is hidden from players in this system."""
        return dict(declaration)


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
