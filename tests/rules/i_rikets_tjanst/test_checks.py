"""``roll``, ``add_dice``, ``roll_dice``, ``difficulty``, ``derived_stats`` and ``initiative``."""

from __future__ import annotations

from tests.rules.i_rikets_tjanst.helpers import run


def test_roll_without_difficulty_has_no_verdict() -> None:
    result = run("roll", {"attr_a": 1, "attr_b": 1, "dice": [12, 3]})
    assert result["successes"] == 1
    assert result["twelves"] == 1
    assert result["effective_difficulty"] is None
    assert result["required_successes"] is None
    assert result["success"] is None
    assert result["effect"] is None
    assert result["resources"]["fokus_gained"] == 1


def test_roll_without_difficulty_ignores_impossible_modifiers() -> None:
    modifiers = {"movement": "normal", "stationary": True, "requires_complete_calm": True}
    result = run("roll", {"attr_a": 1, "attr_b": 0, "modifiers": modifiers, "dice": [5]})
    assert result["possible"] is True
    assert result["faces"] == [5]


def test_easy_roll_always_succeeds_and_counts_effect() -> None:
    result = run("roll", {"attr_a": 1, "attr_b": 1, "difficulty": "easy", "dice": [2, 3]})
    assert result["success"] is True
    assert result["effect"] == 0


def test_failed_roll_has_no_effect() -> None:
    result = run("roll", {"attr_a": 2, "attr_b": 1, "difficulty": "very_hard", "dice": [10, 11, 3]})
    assert result["success"] is False
    assert result["effect"] is None


def test_impossible_roll_rolls_and_spends_nothing() -> None:
    modifiers = {"movement": "double", "stationary": True, "requires_complete_calm": True}
    result = run(
        "roll",
        {"attr_a": 3, "attr_b": 3, "extra_dice": 1, "fokus": 2, "difficulty": "easy", "modifiers": modifiers},
    )
    assert result["possible"] is False
    assert result["success"] is False
    assert result["pool"] == 0
    assert result["faces"] == []
    assert result["dice"] == []
    assert result["resources"]["fokus_spent"] == 0
    assert result["resources"]["fokus_after"] == 2


def test_pool_of_zero_rolls_nothing() -> None:
    result = run("roll", {"attr_a": 0, "attr_b": 0, "difficulty": "normal", "dice": []})
    assert result["faces"] == []
    assert result["successes"] == 0
    assert result["success"] is False


def test_extra_dice_roll_after_pool_and_show_complications() -> None:
    result = run("roll", {"attr_a": 1, "attr_b": 0, "extra_dice": 2, "fokus": 5, "dice": [4, 1, 12]})
    assert result["base_faces"] == [4]
    assert result["extra_faces"] == [1, 12]
    assert result["resources"]["complications"] == 1
    assert result["resources"]["fokus_after"] == 5 - 2 + 1


def test_a_one_in_the_pool_is_no_complication() -> None:
    result = run("roll", {"attr_a": 2, "attr_b": 0, "dice": [1, 1]})
    assert result["resources"]["complications"] == 0


def test_stress_for_extra_dice_reports_breakdown_rolls() -> None:
    result = run("roll", {"attr_a": 0, "attr_b": 0, "extra_dice": 2, "stress": 2, "stability": 2, "dice": [3, 3]})
    assert result["resources"]["stress_after"] == 4
    assert result["resources"]["breakdown_rolls"] == [{"threshold": 2, "modifier": 0}]


def test_add_dice_counts_all_faces_but_fokus_only_from_new_ones() -> None:
    result = run("add_dice", {"faces": [12, 12], "count": 1, "fokus": 1, "difficulty": "hard", "dice": [3]})
    assert result["faces"] == [12, 12, 3]
    assert result["twelves"] == 2
    assert result["success"] is True
    assert result["resources"]["fokus_gained"] == 0
    assert result["resources"]["fokus_after"] == 0


def test_add_dice_without_difficulty() -> None:
    result = run("add_dice", {"faces": [], "count": 2, "fokus": 2, "dice": [10, 1]})
    assert result["success"] is None
    assert result["resources"]["complications"] == 1


def test_roll_dice_totals_the_faces() -> None:
    result = run("roll_dice", {"dice": [12]})
    assert result == {"faces": [12], "total": 12, "dice": [12], "breakdown": "1d12 [12] = 12"}


def test_random_roll_dice_within_range() -> None:
    result = run("roll_dice", {"count": 20})
    assert len(result["faces"]) == 20
    assert all(1 <= face <= 12 for face in result["faces"])
    assert result["dice"] == result["faces"]


def test_difficulty_minimum_raises_after_cap() -> None:
    result = run("difficulty", {"base_difficulty": "easy", "modifiers": {"minimum": "hard", "second_thing": True}})
    assert result["effective_difficulty"] == "hard"
    assert result["steps"] == 1
    assert result["step_sources"] == ["second_thing"]
    assert result["capped"] is False


def test_difficulty_extra_steps_listed_once() -> None:
    result = run("difficulty", {"base_difficulty": "easy", "modifiers": {"extra_steps": 2}})
    assert result["step_sources"] == ["extra_steps"]
    assert result["steps"] == 2
    assert result["effective_difficulty"] == "hard"


def test_derived_stats_of_zero_toughness() -> None:
    result = run("derived_stats", {"fysik": 0, "vilja": 0, "stability": 1})
    assert result["toughness"] == 0
    assert result["wounded_from"] == 1
    assert result["dead_from"] == 1
    assert result["breakdown_thresholds"] == [1, 2, 3]


def test_initiative_higher_strid_wins_ties_then_input_order() -> None:
    result = run(
        "initiative",
        {
            "combatants": [{"id": "a", "strid": 1}, {"id": "b", "strid": 3}, {"id": "c", "strid": 1}],
            "dice": [7, 5, 7],
        },
    )
    assert result["order"] == ["b", "a", "c"]
    assert [r["initiative"] for r in result["results"]] == [8, 8, 8]
