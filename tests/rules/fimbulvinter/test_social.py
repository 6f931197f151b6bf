"""Traits (§8) and social conflicts (§9)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.rules.fimbulvinter.helpers import rejected, run


@pytest.mark.parametrize(
    ("body", "daze", "reduced"),
    [
        ({"daze": 5, "wounds": 1}, 4, 1),
        ({"daze": 5, "wounds": 1, "count": 3}, 2, 3),
        ({"daze": 5, "wounds": 4, "count": 3}, 4, 1),
        ({"daze": 9, "wounds": 0, "reason": "trait", "count": 2}, 3, 6),
        ({"daze": 9, "wounds": 2, "reason": "end_of_combat"}, 2, 7),
        ({"daze": 1, "wounds": 2, "reason": "trait"}, 1, 0),
        ({"daze": 2, "wounds": 2, "reason": "rest"}, 2, 0),
    ],
)
def test_recover_daze_never_below_wounds(body: dict[str, Any], daze: int, reduced: int) -> None:
    assert run("recover_daze", body) == {"daze": daze, "reduced_by": reduced}


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"wounds": 0}, "daze"),
        ({"daze": 100, "wounds": 0}, "daze"),
        ({"daze": 1, "wounds": -1}, "wounds"),
        ({"daze": 1, "wounds": 0, "reason": "sleep"}, "reason"),
        ({"daze": 1, "wounds": 0, "count": 0}, "count"),
        ({"daze": 1, "wounds": 0, "count": 21}, "count"),
    ],
)
def test_recover_daze_errors(body: dict[str, Any], field: str) -> None:
    assert rejected("recover_daze", body)[0] == field


def test_trait_story_finished_at_session_end_earns_the_points() -> None:
    assert run("trait_story_step", {"completed_stages": 3, "session_end": True}) == {
        "completed_stages": 4,
        "next_stage": None,
        "finished": True,
        "improvement_points": 2,
        "reward_pending": False,
    }


@pytest.mark.parametrize(("done", "stage"), [(1, "difficulty"), (2, "conclusion")])
def test_trait_story_next_stage(done: int, stage: str) -> None:
    assert run("trait_story_step", {"completed_stages": done})["next_stage"] == stage


@pytest.mark.parametrize("done", [-1, 4, None, True])
def test_trait_story_errors(done: object) -> None:
    assert rejected("trait_story_step", {"completed_stages": done})[0] == "completed_stages"


START = {
    "type": "romance",
    "level": "hostile",
    "scope": 1,
    "goal": "Win her hand",
    "initiator": "a",
    "resister": "b",
}


def start(**changes: Any) -> dict[str, Any]:
    state: dict[str, Any] = run("conflict_start", START | changes)["state"]
    return state


def test_conflict_start_defaults() -> None:
    state = run("conflict_start", {k: v for k, v in START.items() if k != "scope"})["state"]
    assert state["scope"] == 1
    assert state["resister_goal"] is None


@pytest.mark.parametrize(
    ("changes", "field", "detail"),
    [
        ({"type": "duel"}, "type", "type: unknown conflict type"),
        ({"level": "polite"}, "level", "level: unknown conflict level"),
        ({"scope": 6}, "scope", None),
        ({"scope": 0}, "scope", None),
        ({"goal": ""}, "goal", None),
        ({"goal": None}, "goal", None),
        ({"initiator": 3}, "initiator", None),
        ({"resister": ""}, "resister", None),
        ({"resister": "a"}, "resister", None),
        ({"type": "duel", "level": "polite"}, "type", None),
    ],
)
def test_conflict_start_errors(changes: dict[str, Any], field: str, detail: str | None) -> None:
    got = rejected("conflict_start", START | changes)
    assert got[0] == field
    if detail is not None:
        assert got[1] == detail


def test_resister_wins_an_exchange_and_the_conflict() -> None:
    result = run(
        "conflict_exchange",
        {"state": start(), "initiator_roll": {"skill": 1}, "resister_roll": {"skill": 5}, "dice": [2, 2]},
    )
    assert result["exchange_winner"] == "b"
    assert result["state"]["status"] == "awaiting_loser_choice"
    assert (result["state"]["winner"], result["state"]["loser"]) == ("b", "a")


def test_exchange_needs_a_rolling_conflict() -> None:
    state = start() | {"status": "ended", "winner": "a", "loser": "b", "result": "goal_achieved"}
    assert rejected("conflict_exchange", {"state": state, "dice": [1, 1]}) == (
        "state.status",
        "state.status: expected status rolling, state is ended",
    )


@pytest.mark.parametrize(
    "state",
    [None, "x", {"type": "romance"}, {"wins": {"a": 0, "b": 0}}],
)
def test_exchange_needs_a_conflict_state(state: object) -> None:
    assert rejected("conflict_exchange", {"state": state}) == ("state", "state: not a conflict state")


def test_exchange_errors_are_named_per_roll() -> None:
    assert rejected("conflict_exchange", {"state": start(), "resister_roll": {"pushes": 11}})[0] == (
        "resister_roll.pushes"
    )


def awaiting(level: str = "hostile") -> dict[str, Any]:
    return start(level=level) | {
        "status": "awaiting_loser_choice",
        "winner": "a",
        "loser": "b",
        "wins": {"a": 1, "b": 0},
    }


def test_accept_achieves_the_goal() -> None:
    result = run("conflict_loser_choice", {"state": awaiting(), "choice": "accept"})
    assert (result["state"]["status"], result["state"]["result"]) == ("ended", "goal_achieved")
    assert result["new_consequences"] == []


def test_hostile_conflict_cannot_escalate_further_and_its_consequences_are_worth_three() -> None:
    result = run("conflict_loser_choice", {"state": awaiting(), "choice": "escalate", "consequence_names": ["bitter"]})
    assert result["state"]["level"] == "hostile"
    assert result["new_consequences"][0]["value"] == 3
    assert result["state"]["wins"] == {"a": 0, "b": 0}


@pytest.mark.parametrize(("level", "value"), [("friendly", 1), ("heated", 2)])
def test_consequence_value_by_level(level: str, value: int) -> None:
    result = run(
        "conflict_loser_choice",
        {"state": awaiting(level), "choice": "withdraw", "consequence_names": ["bitter", "betrayed"]},
    )
    assert [entry["value"] for entry in result["new_consequences"]] == [value, value]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"choice": "flee"}, "choice"),
        ({"choice": "escalate"}, "consequence_names"),
        ({"choice": "accept", "consequence_names": ["bitter"]}, "consequence_names"),
        ({"choice": "escalate", "consequence_names": ["shame"]}, "consequence_names"),
        ({"choice": "withdraw", "consequence_names": ["bitter", "bitter"]}, "consequence_names"),
        ({"choice": "escalate", "consequence_names": "bitter"}, "consequence_names"),
    ],
)
def test_loser_choice_errors(body: dict[str, Any], field: str) -> None:
    assert rejected("conflict_loser_choice", {"state": awaiting()} | body)[0] == field


def test_loser_choice_needs_a_lost_conflict() -> None:
    assert rejected("conflict_loser_choice", {"state": start(), "choice": "accept"})[0] == "state.status"


def test_penalty_lowers_the_consequence_by_one() -> None:
    result = run("consequence_spend", {"consequence": {"name": "bitter", "value": 3, "holder": "b"}, "mode": "penalty"})
    assert result["consequence"] == {"name": "bitter", "value": 2, "holder": "b"}
    assert (result["modifier"], result["removed"]) == (-3, False)


def test_fatigue_defaults_to_the_whole_value() -> None:
    result = run("consequence_spend", {"consequence": {"name": "bitter", "value": 2}, "mode": "fatigue"})
    assert (result["fatigue_added"], result["consequence"], result["removed"]) == (2, None, True)


def test_partial_damage_potential() -> None:
    result = run("consequence_spend", {"consequence": {"name": "x", "value": 3}, "mode": "damage", "amount": 2})
    assert (result["damage_potential"], result["consequence"]["value"]) == (2, 1)


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"consequence": "bitter", "mode": "penalty"}, "consequence"),
        ({"consequence": {"value": 1}, "mode": "penalty"}, "consequence.name"),
        ({"consequence": {"name": "x", "value": 4}, "mode": "penalty"}, "consequence.value"),
        ({"consequence": {"name": "x", "value": 2}, "mode": "gift"}, "mode"),
        ({"consequence": {"name": "x", "value": 2}, "mode": "damage", "amount": 3}, "amount"),
        ({"consequence": {"name": "x", "value": 2}, "mode": "damage", "amount": 0}, "amount"),
        ({"consequence": {"name": "x", "value": 3}, "mode": "penalty", "amount": 2}, "amount"),
    ],
)
def test_consequence_spend_errors(body: dict[str, Any], field: str) -> None:
    assert rejected("consequence_spend", body)[0] == field
