"""The published combat protocol: the published examples alone play the example combat, whose every state
fits the published view schema (tests/rules/test_published_examples.py checks the examples themselves)."""

from __future__ import annotations

from itertools import cycle, islice
from typing import Any

from jsonschema import Draft202012Validator

from app.rules.errors import InputError
from app.rules.i_rikets_tjanst.combat.engine import ENGINE
from app.rules.phases import LoadedCombat, Parts, Resolves
from app.rules.protocol import JsonObject, PhaseOutcome
from tests.rules.published_protocol import examples

FACES = (10, 3, 11, 5, 2, 12, 7, 1, 9, 4, 6, 8)
VIEW = Draft202012Validator(ENGINE.describe()["view_schema"])


def declared(combat: LoadedCombat[Any], who: str | None) -> JsonObject:
    """The first published example the current phase accepts from ``who``."""
    phase = combat.current()
    refusals = []
    for example in examples(phase.declaration if who is not None else phase.gm_declaration):
        try:
            return combat.check_declaration(who, example)
        except InputError as refused:
            refusals.append(refused.detail)
    raise AssertionError(f"no example fits {who} in {combat.phase}: {refusals}")


def resolved(combat: LoadedCombat[Any], parts: Parts, step: int) -> PhaseOutcome:
    """Resolve with as many forced faces as the phase needs, cycling through ``FACES`` from ``step``."""
    for count in range(60):
        try:
            return combat.resolve(parts, list(islice(cycle(FACES), step, step + count)))
        except InputError as refused:
            assert refused.detail == "dice: needed more faces"
    raise AssertionError("no phase needs 60 dice")


def test_the_examples_alone_play_the_example_combat() -> None:
    combat = ENGINE.load(ENGINE.start(examples(ENGINE.start_model)[0], [8, 4]).state)
    seen: list[tuple[int, str]] = []
    for step in range(40):
        if combat.ended:
            break
        seen.append((combat.round, combat.phase))
        parts: dict[str | None, JsonObject] = {None: declared(combat, None)}
        if combat.current().resolves is Resolves.WHEN_ALL_DECLARED:
            parts = {who: declared(combat, who) for who in combat.expected_declarers()}
            assert parts, f"nobody is expected in {combat.phase}"
        combat = ENGINE.load(resolved(combat, parts, step).state)
        VIEW.validate(combat.document)
    assert combat.ended, seen
    assert {phase for _, phase in seen} == {"round_start", "turn", "reaction"}
    assert max(round_ for round_, _ in seen) >= 2
