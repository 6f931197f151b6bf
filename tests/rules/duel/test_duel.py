"""The example system on its own: its worked examples, its published protocol, its combat."""

from __future__ import annotations

import pytest
from jsonschema import Draft202012Validator

from app.rules import GM, SYSTEMS, Example, InputError, Viewer
from app.rules.duel import SYSTEM
from app.rules.duel.combat.engine import ENGINE
from app.rules.phases import Parts

START = ENGINE.start_model.model_json_schema()["examples"][0]


@pytest.mark.parametrize("example", SYSTEM.operation("d6").examples, ids=lambda example: example.title)
def test_each_worked_example_answers_as_written(example: Example) -> None:
    run = SYSTEM.operation("d6").run
    if example.status == 200:
        assert run(example.input) == example.output
    else:
        with pytest.raises(InputError) as error:
            run(example.input)
        assert (error.value.field, str(error.value)) == (example.output["field"], example.output["detail"])


def test_it_is_never_served() -> None:
    assert SYSTEM.id not in SYSTEMS


def test_the_published_protocol_validates_its_examples() -> None:
    protocol = ENGINE.describe()
    Draft202012Validator(protocol["start_schema"]).validate(START)
    (attack,) = protocol["phases"]
    for example in attack["declaration_schema"]["examples"]:
        Draft202012Validator(attack["declaration_schema"]).validate(example)
    state = ENGINE.start(START, None).state
    Draft202012Validator(protocol["view_schema"]).validate(state)


def test_a_declaration_with_an_unknown_field_is_refused() -> None:
    combat = ENGINE.load(ENGINE.start(START, None).state)
    with pytest.raises(InputError) as error:
        combat.check_declaration("hero", {"target": "orc", "aim": "head"})
    assert error.value.field == "declaration.aim"


def test_a_round_hits_on_four_and_ends_when_one_side_is_left() -> None:
    engine = ENGINE
    combat = engine.load(engine.start(START, None).state)
    parts: Parts = {"hero": combat.check_declaration("hero", {"target": "orc"}), "orc": {"target": "hero"}}
    first = combat.resolve(parts, [4, 3])
    assert [c["hp"] for c in first.state["combatants"]] == [2, 1]
    assert (first.state["round"], first.state["phase"]) == (2, "attack")
    last = engine.load(first.state).resolve(parts, [6, 1])
    assert last.state["phase"] == "ended"
    assert last.result["events"][0] == {"type": "attack", "attacker": "hero", "target": "orc", "hit": True}


def test_players_see_their_own_sides_secrets_only() -> None:
    state = ENGINE.start(START, None).state
    assert ENGINE.view_state(state, GM)["combatants"][0]["secret"] == "loves cake"
    foe = ENGINE.view_state(state, Viewer("player", frozenset({"orc"})))
    assert "secret" not in foe["combatants"][0]
    assert ENGINE.view_result({"dice": [4], "secret_total": 42}, Viewer("player")) == {"dice": [4]}
