"""The published combat protocol: a client that knows only the published examples plays the example combat
through the phase table (tests/rules/test_published_examples.py checks the examples themselves)."""

from __future__ import annotations

import random

import pytest

from app.rules.fimbulvinter.combat.engine import ENGINE
from tests.rules.published_protocol import play


def test_the_protocol_publishes_every_phase_with_its_schemas() -> None:
    described = ENGINE.describe()
    assert described["system_id"] == "fimbulvinter"
    assert [phase["id"] for phase in described["phases"]] == [
        "distance",
        "advantage",
        "actions",
        "defences",
        "resolve",
        "gain_ground",
    ]
    assert described["view_schema"]["properties"]["system"] == {
        "const": "fimbulvinter",
        "title": "System",
        "type": "string",
    }
    declaring = {phase["id"] for phase in described["phases"] if phase["declaration_schema"] is not None}
    assert declaring == {"distance", "actions", "defences", "gain_ground"}
    for phase in described["phases"]:
        for schema in (phase["declaration_schema"], phase["gm_declaration_schema"]):
            assert schema is None or schema["additionalProperties"] is False


def test_the_example_combat_plays_from_the_published_examples() -> None:
    visited: set[str] = set()
    gm_accepted: set[str] = set()
    ended = 0
    for seed in range(12):  # seeded dice: the same plays every run, through every phase between them
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr("app.rules.dice.source.secrets.token_bytes", random.Random(seed).randbytes)
            state, seen, accepted = play(ENGINE, rounds=6)
        assert state["phase"] == "ended" or state["round"] == 7
        ended += state["phase"] == "ended"
        visited |= seen
        gm_accepted |= accepted
    assert ended > 0
    assert visited == {phase.id for phase in ENGINE.phases}
    assert gm_accepted == {"distance", "gain_ground"}
