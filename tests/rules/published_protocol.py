"""What a client of ``GET /v1/systems/{id}/combat`` knows: each model's published examples, and which of
them a combat accepts. Shared by the systems' protocol tests."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from app.rules import InputError, JsonObject
from app.rules.phases import LoadedCombat, PhaseEngine


def published_models(engine: PhaseEngine[Any]) -> list[type[BaseModel]]:
    """The start model and every phase's declaration models, in phase order."""
    return [engine.start_model] + [
        model for phase in engine.phases for model in (phase.declaration, phase.gm_declaration) if model is not None
    ]


def examples(model: type[BaseModel] | None) -> list[Any]:
    """The examples ``model``'s JSON Schema publishes (none for a phase without that declarer)."""
    if model is None:
        return []
    published: list[Any] = model.model_json_schema()["examples"]
    return published


def first_accepted(combat: LoadedCombat[Any], combatant: str | None, tried: list[Any]) -> JsonObject | None:
    """The first published example the combat accepts from ``combatant``, as a client would find it."""
    for example in tried:
        try:
            return combat.check_declaration(combatant, example)
        except InputError:
            continue
    return None


def play(engine: PhaseEngine[Any], rounds: int) -> tuple[JsonObject, set[str], set[str]]:
    """The example combat played from the published examples only: the GM's first accepted example in
    every phase that has one (declared first, as a client may), each expected combatant's first accepted
    example, and the GM resolves. Returns the last state, the phases played and those the GM declared in."""
    state = engine.start(examples(engine.start_model)[0], None).state
    visited: set[str] = set()
    gm_accepted: set[str] = set()
    while True:
        combat = engine.load(state)
        if combat.ended or combat.round > rounds:
            return state, visited, gm_accepted
        phase = combat.current()
        visited.add(combat.phase)
        parts: dict[str | None, JsonObject] = {}
        gm_part = first_accepted(combat, None, examples(phase.gm_declaration))
        if gm_part is not None:
            parts[None] = gm_part
            gm_accepted.add(combat.phase)
        for combatant in combat.expected_declarers():
            part = first_accepted(combat, combatant, examples(phase.declaration))
            assert part is not None, (combat.phase, combatant)
            parts[combatant] = part
        state = combat.resolve(parts, None).state
