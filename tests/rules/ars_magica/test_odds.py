"""The combat phases read their dice through folds (everyone's Initiative read through the order, a round
read through everyone's condition at its end): each gives the distribution of the walk over every face."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

import pytest

from app.rules.ars_magica import SYSTEM
from app.rules.odds import Limits, operation_odds, walk
from app.rules.odds.summary import field_outcomes
from tests.rules.ars_magica.helpers import run
from tests.rules.ars_magica.test_combat import fighter

NO_BOTCH = {"botch_dice": 0}
"""Fighters without botch dice, so that the walk over every face stays small."""


def _read(operation: str, output: Mapping[str, Any]) -> dict[str, Any]:
    """What the phase's fold claims to read the dice through: the order, and everyone's condition."""
    state = output["state"]
    read: dict[str, Any] = {"order": ",".join(state["order"]), "phase": state["phase"]}
    for combatant in state["combatants"]:
        for key in ("wounds", "fatigue"):
            for level, count in combatant[key].items():
                read[f"{combatant['id']}.{key}.{level}"] = count
        read[f"{combatant['id']}.status"] = combatant["status"]
    return read


def _both_walks(operation: str, body: Mapping[str, Any], depth: int) -> None:
    phase = SYSTEM.operations[operation].run
    limits = Limits(explosion_depth=depth, max_evaluations=100_000, max_seconds=60)
    read = walk(lambda: _read(operation, phase(body)), limits)
    unread = walk(lambda: _read(operation, phase(body)), limits, shortcuts=False)
    assert (field_outcomes(read), read.tail) == (field_outcomes(unread), unread.tail)
    assert read.evaluations < unread.evaluations
    if SYSTEM.operations[operation].odds_by_id:  # every field, each combatant's by id, as the answer has them
        read = walk(lambda: phase(body), limits)
        unread = walk(lambda: phase(body), limits, shortcuts=False)
        assert (field_outcomes(read), read.tail) == (field_outcomes(unread), unread.tail)


def _brawl() -> dict[str, Any]:
    """Three able fighters (two sides) and one unconscious, none with botch dice."""
    setup = [
        fighter("knight", "crown", quickness=2, dexterity=2, strength=3, stamina=2, ability=6, weapon="sword_long"),
        fighter("squire", "crown", quickness=1, fatigue={"short_term": 5}),
        fighter("orc", "horde", quickness=1, dexterity=1, strength=2, stamina=1, ability=3, weapon="club"),
        fighter("goblin", "horde", quickness=3, dexterity=1, stamina=0, ability=2, weapon="dagger", size=-2),
    ]
    state: dict[str, Any] = run("combat_start", {"combatants": [{**one, **NO_BOTCH} for one in setup]})["state"]
    return state


def test_initiative_read_through_the_order() -> None:
    _both_walks("combat_initiative", {"state": _brawl(), "modifiers": {"orc": 1}}, depth=1)


INITIATIVES = [
    *(
        ({key: value for key, value in example.input.items() if key != "dice"}, depth)
        for example in SYSTEM.operations["combat_initiative"].examples
        if example.status == 200
        for depth in (6, 1)
    ),
    ({"state": _brawl(), "modifiers": {"orc": 1}}, 2),
]


@pytest.mark.parametrize(("body", "depth"), INITIATIVES)
def test_initiative_odds_give_each_combatants_own_total(body: Mapping[str, Any], depth: int) -> None:
    """Its walk reads the rolls through the order alone; its odds still give every field, each combatant's
    Initiative among them, as the walk over every face tallies them per combatant."""
    operation = SYSTEM.operations["combat_initiative"]
    limits = Limits(explosion_depth=depth, max_evaluations=100_000, max_seconds=60)
    answer = operation_odds("ars-magica", operation, body, limits)
    unread = walk(lambda: operation.run(body), limits, shortcuts=False)
    assert answer["outcomes"] == field_outcomes(unread)
    assert list(answer["outcomes"]) == list(field_outcomes(unread))  # in the output's order
    assert Fraction(answer["tail_fraction"]) == unread.tail
    totals = [path for path in answer["outcomes"] if path.endswith("].initiative")]
    assert len(totals) == len(body["state"]["combatants"])
    assert all(len(answer["outcomes"][path]) > 1 for path in totals if "squire" not in path)


@pytest.mark.parametrize(
    "declarations",
    [
        # The knight may fell the orc before it strikes back with exertion; the goblin guards.
        {
            "knight": {"action": "attack", "target": "orc"},
            "goblin": {"action": "other", "exert_defence": True, "defence_modifier": 1},
            "orc": {"action": "attack", "target": "knight", "exertion": True},
        },
        # Both horde fighters on the knight, who guards with exertion.
        {
            "knight": {"action": "none", "exert_defence": True},
            "goblin": {"action": "attack", "target": "knight", "attack_modifier": 2},
            "orc": {"action": "attack", "target": "knight"},
        },
    ],
)
def test_a_round_read_through_everyones_condition(declarations: Mapping[str, Mapping[str, Any]]) -> None:
    state = run("combat_initiative", {"state": _brawl(), "dice": [9, 2, 2]})["state"]
    assert state["order"] == ["knight", "goblin", "orc"]
    stored = [
        {
            "actor": actor,
            "target": None,
            "range_increments": None,
            "exertion": False,
            "exert_defence": False,
            "attack_modifier": 0,
            "defence_modifier": 0,
            **declared,
        }
        for actor, declared in declarations.items()
    ]
    state = {**state, "phase": "resolve", "declarations": stored}
    _both_walks("combat_resolve", {"state": state}, depth=0)
