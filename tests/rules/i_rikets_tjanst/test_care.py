"""``survival_roll``, ``stabilise``, ``stop_bleeding`` and ``shock_roll``."""

from __future__ import annotations

from typing import Any

from tests.rules.i_rikets_tjanst.helpers import run


def test_survival_with_one_success_survives_without_stabilising() -> None:
    result = run("survival_roll", {"fysik": 1, "vilja": 1, "dice": [10, 3]})
    assert result["survived"] is True
    assert result["stabilisation_gained"] == 0
    assert result["stabilised"] is False


def test_survival_gained_is_capped_at_three_in_total() -> None:
    result = run("survival_roll", {"fysik": 2, "vilja": 2, "stabilisation": 2, "dice": [10, 10, 10, 10]})
    assert result["stabilisation_gained"] == 3
    assert result["stabilisation"] == 3
    assert result["stabilised"] is True


def test_survival_extra_steps_raise_the_requirement() -> None:
    result = run("survival_roll", {"fysik": 1, "vilja": 1, "extra_steps": 1, "dice": [10, 3]})
    assert result["required_successes"] == 2
    assert result["dead"] is True


def test_survival_extra_steps_cap_at_three() -> None:
    result = run("survival_roll", {"fysik": 1, "vilja": 0, "extra_steps": 3, "dice": [10]})
    assert result["required_successes"] == 3


def test_survival_extra_dice_after_pool() -> None:
    result = run("survival_roll", {"fysik": 1, "vilja": 0, "extra_dice": 1, "stress": 0, "dice": [3, 10]})
    assert result["faces"] == [3, 10]
    assert result["survived"] is True
    assert result["resources"]["stress_taken"] == 1


def stabilise(**fields: Any) -> dict[str, Any]:
    return run("stabilise", {"analys": 1, "smidighet": 1, **fields})


def test_stabilise_attempt_times() -> None:
    assert [stabilise(attempt=a, dice=[1, 1])["time"] for a in (1, 2, 3)] == ["action", "minute", "hour"]


def test_stabilise_is_always_stationary() -> None:
    result = stabilise(modifiers={"movement": "normal", "stationary": False}, dice=[10, 3])
    assert result["effective_difficulty"] == "normal"
    assert result["stabilisation_gained"] == 0


def test_stabilise_impossible_while_moving_in_need_of_calm() -> None:
    modifiers = {"movement": "normal", "requires_complete_calm": True}
    result = stabilise(modifiers=modifiers, stabilisation=1)
    assert result["possible"] is False
    assert result["faces"] == []
    assert result["stabilisation"] == 1
    assert result["effective_difficulty"] is None


def stop(**fields: Any) -> dict[str, Any]:
    return run("stop_bleeding", {"analys": 1, "smidighet": 1, **fields})


def test_surgery_with_no_success_keeps_the_bleeding() -> None:
    result = stop(bleeding="light", dice=[2, 3])
    assert result["bleeding"] == "light"
    assert result["steps_reduced"] == 0
    assert result["time"] == "round"


def test_surgery_effect_beyond_the_levels_is_lost() -> None:
    result = stop(bleeding="light", dice=[10, 10])
    assert result["effect"] == 2
    assert result["steps_reduced"] == 1
    assert result["bleeding"] == "none"


def test_wounded_surgeon_needs_a_success_first() -> None:
    result = stop(bleeding="heavy", modifiers={"wounded": True}, dice=[10, 10])
    assert result["effective_difficulty"] == "normal"
    assert result["effect"] == 1
    assert result["bleeding"] == "light"


def shock(**fields: Any) -> dict[str, Any]:
    return run("shock_roll", {"attr_a": 1, "attr_b": 1, **fields})


def test_seeking_cover_without_returning_fire_needs_no_roll() -> None:
    result = shock(suppressive_fire={"seeking_cover": True, "automatic_fire": True})
    assert result["required"] is False
    assert result["rolled"] is False
    assert result["stress_gained"] == 0
    assert result["shock_factor"] == 2


def test_not_seeking_cover_needs_a_roll() -> None:
    result = shock(suppressive_fire={}, dice=[3, 4])
    assert result["required"] is True
    assert result["shock_factor"] == 1
    assert result["stress_gained"] == 1


def test_trauma_adds_one_to_either_factor() -> None:
    assert shock(shock_factor=2, trauma_related=True, dice=[1, 1])["shock_factor"] == 3
    fire = {"returning_fire": True, "from_cover": True}
    assert shock(suppressive_fire=fire, trauma_related=True, dice=[1, 1])["shock_factor"] == 1


def test_shock_stress_and_extra_dice_stress_count_together_for_breakdowns() -> None:
    result = shock(shock_factor=4, extra_dice=1, stress=1, stability=2, dice=[1, 1, 10])
    assert result["remaining_factor"] == 3
    assert result["resources"]["stress_taken"] == 1
    assert result["resources"]["stress_after"] == 1 + 1 + 3
    assert result["resources"]["breakdown_rolls"] == [
        {"threshold": 2, "modifier": 0},
        {"threshold": 4, "modifier": 1},
    ]


def test_shock_factor_zero_given_by_gm_rolls_nothing() -> None:
    result = shock(shock_factor=0, extra_dice=2, fokus=2)
    assert result["rolled"] is False
    assert result["resources"]["fokus_spent"] == 0
