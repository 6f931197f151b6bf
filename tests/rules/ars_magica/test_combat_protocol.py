"""The published combat protocol: a client that knows only the published examples plays the example combat
through the phase table (tests/rules/test_published_examples.py checks the examples themselves)."""

from __future__ import annotations

import random

import pytest

from app.rules.ars_magica.combat.engine import ENGINE
from tests.rules.published_protocol import play


def test_the_protocol_publishes_every_phase_with_its_schemas() -> None:
    described = ENGINE.describe()
    assert described["system_id"] == "ars-magica"
    assert [phase["id"] for phase in described["phases"]] == ["initiative", "declare", "resolve"]
    assert [(phase["declarers"], phase["resolves"]) for phase in described["phases"]] == [
        ("gm", "gm"),
        ("gm_and_controllers", "when_all_declared"),
        ("gm", "gm"),
    ]
    assert set(described["view_schema"]["required"]) >= {"system", "round", "phase", "combatants", "order"}
    for phase in described["phases"]:
        for schema in (phase["declaration_schema"], phase["gm_declaration_schema"]):
            assert schema is None or schema["additionalProperties"] is False


def test_the_example_combat_plays_from_the_published_examples() -> None:
    visited: set[str] = set()
    gm_accepted: set[str] = set()
    outcomes: list[tuple[str, int]] = []
    for seed in range(12):  # seeded dice: the same plays every run
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr("app.rules.dice.source.secrets.token_bytes", random.Random(seed).randbytes)
            state, seen, accepted = play(ENGINE, rounds=6)
        assert state["phase"] == "ended" or state["round"] == 7
        outcomes.append((state["phase"], state["round"]))
        visited |= seen
        gm_accepted |= accepted
    assert any(phase == "ended" for phase, _ in outcomes)
    assert max(played for _, played in outcomes) >= 3
    assert visited == {phase.id for phase in ENGINE.phases}
    assert gm_accepted == {"initiative", "declare"}
