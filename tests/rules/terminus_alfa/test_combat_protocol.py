"""The published combat protocol: a client that knows only the published examples plays the example combat
through the phase table (tests/rules/test_published_examples.py checks the examples themselves)."""

from __future__ import annotations

import random

import pytest

from app.rules import JsonObject
from app.rules.terminus_alfa.combat.engine import ENGINE
from tests.rules.published_protocol import examples, first_accepted


def test_the_protocol_publishes_every_phase_with_its_schemas() -> None:
    described = ENGINE.describe()
    assert described["system_id"] == "terminus-alfa"
    assert [(p["id"], p["declarers"], p["resolves"]) for p in described["phases"]] == [
        ("conditions", "controllers", "when_all_declared"),
        ("opponent_attacks", "gm_and_controllers", "gm"),
        ("character_actions", "controllers", "when_all_declared"),
        ("tally", "gm_and_controllers", "gm"),
    ]
    assert described["view_schema"]["properties"]["system"]["const"] == "terminus-alfa"
    effect = described["view_schema"]["$defs"]["TaEffectDocument"]  # what a state's effects serialize to
    assert (effect["required"], list(effect["properties"])[-2:]) == (
        ["text", "scope", "changes", "special"],
        ["ability", "summon_limit"],
    )
    assert described["start_schema"]["examples"] == examples(ENGINE.start_model)
    attacks = described["phases"][1]
    assert attacks["declaration_schema"]["properties"]["power_actions"]["maxItems"] == 20
    assert "gm_roll" in attacks["gm_declaration_schema"]["properties"]
    assert attacks["dice_order"].startswith("one shared GM RUL(0)")
    for phase in described["phases"]:
        for schema in (phase["declaration_schema"], phase["gm_declaration_schema"]):
            assert schema is None or schema["additionalProperties"] is False


def play(rounds: int) -> tuple[JsonObject, dict[str, int]]:
    """The example combat played from the published examples only: the GM and every active character
    declare the first example accepted, and the GM resolves what does not resolve by itself."""
    state = ENGINE.start(examples(ENGINE.start_model)[0], None).state
    declared: dict[str, int] = {}
    while True:
        combat = ENGINE.load(state)
        if combat.ended or combat.round > rounds:
            return state, declared
        phase = combat.current()
        parts: dict[str | None, JsonObject] = {}
        declarers: list[str | None] = [None, *(c["id"] for c in state["characters"] if c["status"] == "active")]
        for combatant in declarers:
            model = phase.gm_declaration if combatant is None else phase.declaration
            part = first_accepted(combat, combatant, examples(model))
            if part is not None:
                parts[combatant] = part
                declared[combat.phase] = declared.get(combat.phase, 0) + bool(part)
        assert set(combat.expected_declarers()) <= set(parts), "every expected character found an example"
        state = combat.resolve(parts, None).state


def test_the_example_combat_plays_from_the_published_examples() -> None:
    declared: dict[str, int] = {}
    ended = 0
    for seed in range(8):  # seeded dice: the same plays every run
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr("app.rules.dice.source.secrets.token_bytes", random.Random(seed).randbytes)
            state, seen = play(rounds=8)
        ended += state["phase"] == "ended"
        assert state["round"] >= 2, "the combat lasts more than one round"
        for phase, count in seen.items():
            declared[phase] = declared.get(phase, 0) + count
    assert ended == 8
    assert set(declared) == {phase.id for phase in ENGINE.phases}, "every phase took a published declaration"
