"""The d12 pool, paying with Fokus then Stress, breakdown thresholds and the difficulty ladder."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from app.rules.errors import InputError
from app.rules.i_rikets_tjanst.dice import (
    Payment,
    breakdown_rolls,
    count_complications,
    count_successes,
    count_twelves,
    pay,
    resources_of,
)
from app.rules.i_rikets_tjanst.difficulty import Steps, judge


def test_ten_eleven_and_twelve_are_successes() -> None:
    assert count_successes([9, 10, 11, 12, 1]) == 3
    assert count_twelves([12, 12, 11]) == 2


def test_complications_are_ones() -> None:
    assert count_complications([1, 2, 1, 12]) == 2


def test_fokus_pays_first_then_stress() -> None:
    assert pay(3, 1, 3, "extra_dice") == Payment(fokus_spent=1, stress_taken=2)
    assert pay(2, 5, 1, "extra_dice") == Payment(fokus_spent=2, stress_taken=0)


def test_stress_beyond_stability_is_refused_on_the_asking_field() -> None:
    with pytest.raises(InputError) as caught:
        pay(4, 0, 3, "attacker.extra_dice")
    assert caught.value.field == "attacker.extra_dice"
    assert caught.value.message.startswith("needs 4 Stress")


def test_stress_exactly_stability_is_allowed() -> None:
    assert pay(3, 0, 3, "extra_dice").stress_taken == 3


@pytest.mark.parametrize(
    ("old", "new", "stability", "expected"),
    [
        (0, 3, 3, []),
        (3, 4, 3, [(3, 0)]),
        (2, 7, 3, [(3, 0), (6, 1)]),
        (0, 10, 1, [(k, k - 1) for k in range(1, 10)]),
        (5, 5, 2, []),
        (6, 13, 3, [(6, 1), (9, 2), (12, 3)]),
    ],
)
def test_breakdown_when_passing_k_times_stability(
    old: int, new: int, stability: int, expected: list[tuple[int, int]]
) -> None:
    rolls = breakdown_rolls(old, new, stability)
    assert rolls == [{"threshold": t, "modifier": m} for t, m in expected]


@dataclass(frozen=True)
class Roller:
    fokus: int
    stress: int
    stability: int


def test_resources_report_fokus_gained_only_from_own_dice() -> None:
    roller = Roller(fokus=2, stress=1, stability=3)
    spent = resources_of(roller, payment=Payment(2, 1), rolled=[12, 1, 12], added=[1])
    assert spent == {
        "fokus_gained": 2,
        "fokus_spent": 2,
        "stress_taken": 1,
        "complications": 1,
        "fokus_after": 2,
        "stress_after": 2,
        "breakdown_rolls": [],
    }


def test_difficulty_needs_zero_to_three_successes() -> None:
    assert [judge(d).required for d in ("easy", "normal", "hard", "very_hard")] == [0, 1, 2, 3]


def test_very_hard_is_the_ceiling() -> None:
    verdict = judge("hard", Steps(wounded=True, second_thing=True))
    assert verdict.effective == "very_hard"
    assert verdict.steps == 2
    assert verdict.capped


def test_reaching_very_hard_exactly_is_not_capped() -> None:
    verdict = judge("normal", Steps(extra_steps=2))
    assert verdict.effective == "very_hard"
    assert not verdict.capped


def test_minimum_applies_after_the_steps() -> None:
    assert judge("easy", Steps(minimum="hard")).effective == "hard"
    assert judge("hard", Steps(minimum="normal", wounded=True)).effective == "very_hard"


def test_moving_during_stationary_action_is_one_step() -> None:
    verdict = judge("easy", Steps(movement="normal", stationary=True))
    assert verdict.steps == 1
    assert verdict.sources == ("moved_during_stationary_action",)


def test_trained_marksman_ignores_moving_but_not_double_movement() -> None:
    verdict = judge("normal", Steps(movement="double", stationary=True, ignore_movement_penalty=True))
    assert verdict.sources == ("double_movement",)
    assert verdict.effective == "hard"


def test_moving_without_stationary_action_costs_nothing() -> None:
    assert judge("normal", Steps(movement="normal")).steps == 0


def test_concentration_is_a_second_thing_and_stationary() -> None:
    verdict = judge("easy", Steps(movement="normal", maintaining_concentration=True))
    assert verdict.sources == ("moved_during_stationary_action", "maintaining_concentration")
    assert verdict.effective == "hard"


def test_complete_calm_makes_moving_impossible() -> None:
    verdict = judge("easy", Steps(movement="normal", stationary=True, requires_complete_calm=True))
    assert not verdict.possible
    assert verdict.effective is None
    assert verdict.required is None


def test_complete_calm_without_moving_is_possible() -> None:
    assert judge("easy", Steps(stationary=True, requires_complete_calm=True)).possible


def test_step_sources_in_spec_order() -> None:
    verdict = judge(
        "easy",
        Steps(
            movement="double",
            stationary=True,
            second_thing=True,
            maintaining_concentration=True,
            wounded=True,
            extra_steps=2,
        ),
    )
    assert verdict.sources == (
        "double_movement",
        "moved_during_stationary_action",
        "second_thing",
        "maintaining_concentration",
        "wounded",
        "extra_steps",
    )
    assert verdict.steps == 7
    assert verdict.effective == "very_hard"
