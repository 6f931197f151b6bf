"""The dice source: CSPRNG faces for play, forced faces for tests, replays and physical dice."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.rules.dice import DiceWording, ForcedDice, RandomDice, dice_from_input
from app.rules.errors import InputError


def test_forced_dice_hand_out_faces_in_order_and_record_them() -> None:
    source = ForcedDice([3, 6, 1])
    assert [source.roll(1, 6) for _ in range(3)] == [3, 6, 1]
    assert source.used == [3, 6, 1]
    source.finish()


def test_forced_dice_refuse_to_run_out() -> None:
    source = ForcedDice([4])
    source.roll(1, 6)
    with pytest.raises(InputError) as caught:
        source.roll(1, 6)
    assert (caught.value.field, caught.value.message) == ("dice", "needed more faces")


def test_forced_dice_refuse_faces_left_over() -> None:
    source = ForcedDice([4, 5])
    source.roll(1, 6)
    with pytest.raises(InputError) as caught:
        source.finish()
    assert caught.value.detail == "dice: faces left over"


def test_a_with_block_finishes_the_source_when_it_ends() -> None:
    with ForcedDice([4, 5]) as source:
        assert source.roll(1, 6) == 4
        assert source.roll(1, 6) == 5
    assert source.used == [4, 5]
    with pytest.raises(InputError) as caught, ForcedDice([4, 5]) as source:
        source.roll(1, 6)
    assert caught.value.detail == "dice: faces left over"


def _refused_after_one_roll(source: ForcedDice) -> None:
    with source:
        source.roll(1, 6)
        raise InputError("modifier", "must be at most 4")


def test_a_with_block_that_fails_reports_its_own_error_not_the_faces_left() -> None:
    with pytest.raises(InputError) as caught:
        _refused_after_one_roll(ForcedDice([4, 5, 6]))
    assert caught.value.detail == "modifier: must be at most 4"


def test_forced_face_outside_the_die_names_the_field() -> None:
    source = ForcedDice([7])
    with pytest.raises(InputError) as caught:
        source.roll(1, 6)
    assert caught.value.field == "dice"
    assert "7" in caught.value.message


def test_a_system_words_its_own_dice_errors() -> None:
    wording = DiceWording(bad_face="face {face} out of range {low}-{high}", left_over="{count} faces left over")
    with pytest.raises(InputError) as caught:
        dice_from_input([1, 13], wording, face_range=(1, 12))
    assert caught.value.detail == "dice: face 13 out of range 1-12"
    source = dice_from_input([1, 2, 3], wording, face_range=(1, 12))
    source.roll(1, 12)
    with pytest.raises(InputError) as caught:
        source.finish()
    assert caught.value.detail == "dice: 2 faces left over"


@pytest.mark.parametrize("raw", ["3", {"a": 1}, 3, True])
def test_dice_that_are_not_a_list_are_refused(raw: object) -> None:
    with pytest.raises(InputError) as caught:
        dice_from_input(raw)
    assert caught.value.field == "dice"


@pytest.mark.parametrize("face", [True, 2.0, "4", None])
def test_a_face_must_be_a_true_integer(face: object) -> None:
    with pytest.raises(InputError) as caught:
        dice_from_input([1, face])
    assert caught.value.field == "dice"


def test_too_many_forced_faces_are_refused_up_front() -> None:
    with pytest.raises(InputError) as caught:
        dice_from_input([1] * 11, max_faces=10)
    assert caught.value.detail == "dice: at most 10 faces"


def test_absent_or_null_dice_roll_at_random() -> None:
    assert isinstance(dice_from_input(None), RandomDice)
    assert not dice_from_input(None).forced
    assert dice_from_input([]).forced


@given(st.integers(min_value=-5, max_value=5), st.integers(min_value=0, max_value=20))
def test_random_faces_stay_on_the_die(low: int, span: int) -> None:
    source = RandomDice()
    faces = [source.roll(low, low + span) for _ in range(20)]
    assert all(low <= face <= low + span for face in faces)
    assert source.used == faces


# Chi-square critical values at p = 1e-6 (a false alarm once in a million runs), by degrees of freedom.
CRITICAL = {5: 35.9, 9: 43.2, 11: 46.4}


@pytest.mark.parametrize(("low", "high"), [(1, 6), (0, 9), (1, 12)])
def test_random_faces_are_uniform(low: int, high: int) -> None:
    source = RandomDice()
    sides = high - low + 1
    rolls = 12_000 * sides // 6
    counts = Counter(source.roll(low, high) for _ in range(rolls))
    expected = rolls / sides
    chi_square = sum((counts[face] - expected) ** 2 / expected for face in range(low, high + 1))
    assert set(counts) == set(range(low, high + 1))
    assert chi_square < CRITICAL[sides - 1]
