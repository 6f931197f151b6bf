"""A combat state within :func:`validate_once` (the odds walk): validated once, each run changes a fork."""

from __future__ import annotations

from app.rules.i_rikets_tjanst.combat.state import IrtCombatState
from app.rules.validation import parse, validate_once
from tests.rules.i_rikets_tjanst.helpers import fighter, started

DYING = {"id": "d1", "cause": "shock", "rate": "minute"}


def test_each_run_changes_its_own_fork_of_one_validation() -> None:
    raw = started(fighter("anton", "pc", dying=[DYING]), fighter("vakt", "npc"), dice=[8, 4])
    with validate_once():
        first = parse(IrtCombatState, raw, "state")
        anton = first.get("anton")
        anton.fokus = 5
        anton.dying[0].stabilisation = 2
        anton.dying.append(anton.dying[0].model_copy(update={"id": "d2"}))
        first.round = 7
        second = parse(IrtCombatState, raw, "state")
    assert second is not first
    assert second.dump() == IrtCombatState.model_validate(raw).dump()


def test_a_changed_body_is_validated_again() -> None:
    raw = started(fighter("anton", "pc"), fighter("vakt", "npc"), dice=[8, 4])
    with validate_once():
        parse(IrtCombatState, raw, "state")
        raw["round"] = 3
        assert parse(IrtCombatState, raw, "state").round == 3
