"""The Duel combat engine: its phase table and the few things only Duel knows (its state, what players see)."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType
from typing import Any

from app.rules.dice import dice_from_input
from app.rules.duel.combat import attack
from app.rules.duel.combat.state import DuelMarked, DuelStart, DuelState, JsonState
from app.rules.errors import InputError
from app.rules.phases import Declarers, Phase, PhaseEngine, Resolves
from app.rules.protocol import JsonObject, PhaseOutcome, Viewer
from app.rules.validation import parse


class DuelPhase(StrEnum):
    ATTACK = "attack"


class DuelEngine(PhaseEngine[JsonState]):
    system_id = "duel"
    combatant_keys: tuple[str, ...] = ("combatants",)
    start_model = DuelStart
    view_model = DuelState
    start_result = DuelMarked
    end_result = DuelMarked
    hidden_from_players = MappingProxyType({"DuelAttackResult": frozenset({"secret_total"})})
    phases = (
        Phase(
            DuelPhase.ATTACK,
            Declarers.CONTROLLERS,
            Resolves.WHEN_ALL_DECLARED,
            attack.DICE_ORDER,
            attack.resolve,
            declaration=attack.DuelAttack,
            expected=attack.expected,
            check=attack.check,
            results=(attack.DuelAttackResult,),
        ),
    )

    def load_state(self, document: Mapping[str, Any]) -> JsonState:
        return dict(document)

    def phase_of(self, state: JsonState) -> str:
        return str(state["phase"])

    def round_of(self, state: JsonState) -> int:
        return int(state["round"])

    def ids_of(self, state: JsonState) -> list[str]:
        return [c["id"] for c in state["combatants"]]

    def start(self, setup: Mapping[str, Any], dice: object) -> PhaseOutcome:
        request = parse(DuelStart, setup)
        ids = [c.id for c in request.combatants]
        if len(set(ids)) != len(ids):
            raise InputError("combatants", "duplicate ids")
        dice_from_input(dice).finish()  # starting rolls nothing: any face is one too many
        state = {
            "system_id": self.system_id,
            "round": 1,
            "phase": DuelPhase.ATTACK.value,
            "combatants": [c.model_dump() for c in request.combatants],
        }
        return PhaseOutcome(state, {"events": [{"type": "started"}]})

    def finish(self, state: JsonState) -> PhaseOutcome:
        return PhaseOutcome({**state, "phase": "ended"}, {"events": [{"type": "ended"}]})

    def view_state(self, document: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        """A player sees the secrets of their own side only."""
        if viewer.is_gm:
            return dict(document)
        own = {c["side"] for c in document["combatants"] if c["id"] in viewer.controls}
        shown = [
            c if c["side"] in own else {k: v for k, v in c.items() if k != "secret"} for c in document["combatants"]
        ]
        return {**document, "combatants": shown}

    def view_result(self, result: Mapping[str, Any], viewer: Viewer) -> JsonObject:
        return dict(result) if viewer.is_gm else {k: v for k, v in result.items() if k != "secret_total"}


ENGINE = DuelEngine()
