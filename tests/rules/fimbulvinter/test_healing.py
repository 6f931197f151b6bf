"""Healing (§12): treating critical, light and serious wounds, and advancing time."""

from __future__ import annotations

from typing import Any

import pytest

from tests.rules.fimbulvinter.helpers import rejected, run


def test_untreated_critical_wound_kills_without_a_roll() -> None:
    result = run("treat_critical_wound", {"within_hour": False})
    assert (result["rolled"], result["survived"], result["dice"]) == (False, False, [])
    assert "total" not in result
    assert rejected("treat_critical_wound", {"within_hour": False, "dice": [5]})[1] == "dice: faces left over"


def test_critical_treatment_just_succeeds() -> None:
    result = run("treat_critical_wound", {"roll": {"skill": 4}, "dice": [5]})
    assert (result["outcome"], result["survived"], result["new_trait"]) == (
        "success_with_complication",
        True,
        "krigsskada",
    )


def test_critical_treatment_errors() -> None:
    assert rejected("treat_critical_wound", {"within_hour": "soon"})[0] == "within_hour"
    assert rejected("treat_critical_wound", {"roll": {"skill": 30}})[0] == "roll.skill"


def test_one_light_treatment_per_day() -> None:
    assert rejected("treat_light_wound", {"attempts_today": 1, "roll": {"skill": 99}})[0] == "attempts_today"
    assert rejected("treat_light_wound", {"attempts_today": 100})[0] == "attempts_today"
    assert rejected("treat_light_wound", {"roll": {"skill": 99}})[0] == "roll.skill"


@pytest.mark.parametrize(
    ("body", "quality", "effects"),
    [
        (
            {"setting": "none", "dice": [1, 1, 1]},
            "substandard",
            {"remove_knocked_out": False, "serious_to_light": False, "retry_after_rest_periods": 2},
        ),
        (
            {"setting": "home", "good_choice": "retry_bonus", "dice": [9, 0, 9, 0, 1]},
            "good",
            {"remove_knocked_out": False, "next_attempt_bonus": True, "retry_after_rest_periods": 1},
        ),
        (
            {"setting": "home", "dice": [9, 0, 9, 0, 9, 0]},
            "superb",
            {
                "remove_knocked_out": True,
                "serious_to_light": True,
                "consequence": None,
                "retry_after_rest_periods": None,
            },
        ),
    ],
)
def test_serious_treatment_qualities(body: dict[str, Any], quality: str, effects: dict[str, Any]) -> None:
    result = run("treat_serious_wound", body | {"rolls": [{}, {}, {}]})
    assert result["quality"] == quality
    assert {key: result[key] for key in effects} == effects


def test_retry_bonus_adds_three_to_every_roll() -> None:
    result = run("treat_serious_wound", {"rolls": [{}, {}, {}], "retry_bonus": True, "dice": [9, 0, 9, 0, 9, 0]})
    assert [step["total"] for step in result["steps"]] == [12, 12, 12]


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"setting": "barn", "good_choice": "x"}, "setting"),
        ({"good_choice": "x", "rolls": 3}, "good_choice"),
        ({"rolls": [{}, {}]}, "rolls"),
        ({"rolls": [{}, {}, {"modifiers": 99}]}, "rolls[2].modifiers"),
        ({"rolls": [{}, {}, {}], "dice": [1, 2]}, "dice"),
    ],
)
def test_serious_treatment_errors(body: dict[str, Any], field: str) -> None:
    assert rejected("treat_serious_wound", body)[0] == field


def test_light_wound_heals_after_a_week() -> None:
    result = run(
        "advance_time",
        {
            "health": {
                "wounds": [{"severity": "light", "days": 3}, {"severity": "serious"}],
                "damage_effects": ["power"],
            },
            "days": 4,
        },
    )
    assert result["healed"] == ["light"]
    assert result["health"]["wounds"] == [{"severity": "serious", "days": 4, "heals_after_next_rest": False}]
    assert result["health"]["damage_effects"] == []


def test_treated_light_wound_waits_for_a_rest_period() -> None:
    body = {
        "health": {"wounds": [{"severity": "light", "heals_after_next_rest": True}]},
        "days": 1,
        "rest_periods": 0,
    }
    assert run("advance_time", body)["healed"] == []


def test_timed_knock_out_runs_down() -> None:
    health = {"knocked_out": True, "knocked_out_days_left": 7}
    assert run("advance_time", {"health": health, "days": 3})["health"]["knocked_out_days_left"] == 4
    result = run("advance_time", {"health": health, "days": 8})["health"]
    assert (result["knocked_out"], result["knocked_out_days_left"]) == (False, 0)
    untimed = run("advance_time", {"health": {"knocked_out": True}, "days": 30})["health"]
    assert untimed["knocked_out"] is True


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"health": {"wounds": [{"severity": "critical"}]}}, "health.wounds[0].severity"),
        ({"health": {"wounds": [{"severity": "scratch"}]}}, "health.wounds[0].severity"),
        ({"health": {"wounds": {}}}, "health.wounds"),
        ({"health": {"damage_effects": "power"}}, "health.damage_effects"),
        ({"health": {"knocked_out": 1}}, "health.knocked_out"),
        ({"health": {}, "days": 0}, "days"),
        ({"health": {}, "rest_periods": -1}, "rest_periods"),
        ({"days": 3}, "health"),
    ],
)
def test_advance_time_errors(body: dict[str, Any], field: str) -> None:
    assert rejected("advance_time", body)[0] == field
