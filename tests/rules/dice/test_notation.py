"""Generic dice notation: d20's grammar, rolled through our dice source."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.rules.dice import ForcedDice, RandomDice
from app.rules.dice.notation import MAX_BREAKDOWN, parse_expression, roll_expression
from app.rules.dice.rolls import ROLL
from app.rules.errors import InputError


def forced(expression: str, faces: list[int]) -> tuple[int, list[int], str]:
    source = ForcedDice(faces)
    outcome = roll_expression(parse_expression(expression), source)
    source.finish()
    return outcome.total, source.used, outcome.breakdown


@pytest.mark.parametrize(
    ("expression", "faces", "total"),
    [
        ("4d6kh3+2", [3, 5, 1, 6], 16),
        ("d6", [4], 4),
        ("1d20", [20], 20),
        ("2d20kh1", [7, 15], 15),
        ("2d20kl1", [7, 15], 7),
        ("4d6ph1", [3, 5, 1, 6], 9),
        ("4d6pl1", [3, 5, 1, 6], 14),
        ("3d6k<4", [1, 5, 3], 4),
        ("3d6p>4", [1, 5, 3], 4),
        ("3d6k5", [5, 2, 5], 10),
        ("4d6kh1kl1", [3, 5, 1, 6], 7),
        ("1d6e6", [6, 6, 2], 14),
        ("2d6e>4", [5, 1, 3], 9),
        ("4d6rr1", [1, 1, 2, 3, 4, 1, 5], 14),
        ("4d6ro<3", [1, 4, 2, 6, 5, 3], 18),
        ("2d6ra6", [6, 3, 4], 13),
        ("8d6mi2", [1, 2, 3, 4, 5, 6, 1, 1], 26),
        ("2d6ma3", [6, 2], 5),
        ("(1d4, 3)kh1", [2], 3),
        ("(1d8, 1d8)kl1", [6, 2], 2),
        ("(1d6 + 2) * 3", [4], 18),
        ("2 * (3 + 4)", [], 14),
        ("10 - 2 - 3", [], 5),
        ("7 / 2", [], 3),
        ("-7 / 2", [], -3),
        ("7 / 2 * 2", [], 7),
        ("8 / 2", [], 4),
        (".5", [], 0),
        ("7 // 2", [], 3),
        ("7 % 3", [], 1),
        ("-1d4", [3], -3),
        ("--2", [], 2),
        ("2 * -3", [], -6),
        ("1d20 >= 10", [12], 1),
        ("1d20 < 10", [12], 0),
        ("1d6 [fire] + 1d4 [cold]", [5, 2], 7),
        ("1.5 * 2", [], 3),
        ("(1,)", [], 1),
        ("()", [], 0),
        ("(1, 2, 3)k1k2", [], 3),
        ("(4d6)kh1", [1, 2, 3, 6], 6),
        ("((10d6kh5)kl2)kh1", [6, 5, 1, 5, 4, 1, 1, 1, 2, 2], 4),
        ("(1d6)kh1kl1", [4], 4),
        ("1d6mi5mi2", [1], 5),
        ("1d6ma2mi5", [6], 5),
        ("1d%", [70], 70),
        ("d%", [0], 0),
        ("1d6\n+2", [3], 5),
        ("0d0", [], 0),
    ],
)
def test_every_grammar_feature_totals_exactly(expression: str, faces: list[int], total: int) -> None:
    result, used, _ = forced(expression, faces)
    assert result == total
    assert used == faces


def test_breakdown_strikes_dropped_faces_and_marks_explosions() -> None:
    assert forced("4d6kh3+2", [3, 5, 1, 6])[2] == "4d6kh3 (3, 5, ~~1~~, 6) + 2 = 16"
    assert forced("1d6e6", [6, 6, 2])[2] == "1d6e6 (6!, 6!, 2) = 14"
    assert forced("1d6ro1", [1, 4])[2] == "1d6ro1 (~~1~~, 4) = 4"


def test_rerolled_faces_stay_in_the_record_in_the_order_rolled() -> None:
    _, used, _ = forced("2d6rr<3", [1, 6, 2, 5])
    assert used == [1, 6, 2, 5]


@pytest.mark.parametrize(
    ("expression", "fragment"),
    [
        ("", "must not be empty"),
        ("1d0", "die size must be 1 to 10000"),
        ("1d10001", "die size must be 1 to 10000"),
        ("99999999d99999999", "die size"),
        ("1001d6", "at most 1000 dice"),
        ("600d6 + 600d6", "more than 1000 dice rolled"),
        ("1d1e1", "more than 1000 dice rolled"),
        ("1d6rr<7", "more than 1000 dice rolled"),
        ("1d6mih1", "'mi' takes a plain number such as mi2, not h1"),
        ("1 +", "expected a number, a die such as d6, '(' or a sign, found the end (position 3)"),
        ("4d", "a die needs a size after 'd' (position 2)"),
        ("1d6k", "'k' needs h, l, <, > or a number after it, found the end (position 4)"),
        ("1d6kh", "'kh' needs a number after it"),
        ("(1d6", "expected ',' or ')' to close the '(' at position 0, found the end (position 4)"),
        ("1d20)", "')' closes no '('"),
        ("1d20, 2", "',' separates values only inside parentheses"),
        ("1d20 to hit\nx", "a comment after the roll must fit on one line"),
        ("(1d6)kh1e6", "only 'k' and 'p' apply to a group"),
        (" 1d6", "expected a number, a die such as d6, '(' or a sign, found ' ' (position 0)"),
        ("4d6rrh1", "more than 1000 dice rolled"),
        ("9" * 400 + ".0", "out of range"),
        ("1/0", "division by zero"),
        ("1 % 0", "division by zero"),
        ("999999999 * 999999999", "out of range"),
        ("9" * 30, "out of range"),
        ("9" * 400 + " / 3", "out of range"),
        ("(" * 51 + "1" + ")" * 51, "nesting deeper than 50"),
        ("1" + "+1" * 600, "at most 1000 characters"),
    ],
)
def test_bad_expressions_name_the_limit_or_the_fault(expression: str, fragment: str) -> None:
    with pytest.raises(InputError) as caught:
        roll_expression(parse_expression(expression), RandomDice())
    assert caught.value.field == "expression"
    assert fragment in caught.value.message


@pytest.mark.parametrize(
    ("expression", "faces", "total", "comment"),
    [
        ("1d20+5 to hit", [10], 15, "to hit"),
        ("1d20 keep the dragon grappled", [10], 10, "keep the dragon grappled"),
        ("1d20 *advantage*", [10], 10, "*advantage*"),
        ("1d20 **bold**", [10], 10, "**bold**"),
        ("4d20 kh3", [1, 2, 3, 4], 10, "kh3"),
        ("4 d20", [], 4, "d20"),
        ("1d20+5", [10], 15, None),
    ],
)
def test_text_after_a_complete_expression_is_its_comment(
    expression: str, faces: list[int], total: int, comment: str | None
) -> None:
    outcome = roll_expression(parse_expression(expression), ForcedDice(faces))
    assert (outcome.total, outcome.comment) == (total, comment)


def test_percentile_faces_are_tens_as_in_d20() -> None:
    with pytest.raises(InputError) as caught:
        ROLL.run({"expression": "1d%", "dice": [75]})
    assert caught.value.detail == "dice: face 75 does not fit the die (0, 10, ..., 90)"
    assert {roll_expression(parse_expression("d%"), RandomDice()).total % 10 for _ in range(50)} == {0}


def test_a_long_breakdown_is_shortened_keeping_the_total() -> None:
    source = RandomDice()
    outcome = roll_expression(parse_expression("1000d6"), source)
    assert len(outcome.breakdown) <= MAX_BREAKDOWN
    assert outcome.breakdown.endswith(f"… = {sum(source.used)}")


def test_fifty_levels_of_parentheses_are_allowed() -> None:
    assert forced("(" * 50 + "1d4" + ")" * 50, [2])[0] == 2


def test_long_flat_chains_do_not_recurse() -> None:
    assert forced("1" + "+1" * 499, [])[0] == 500


@given(st.integers(1, 20), st.integers(1, 100))
def test_random_totals_stay_within_the_dice(count: int, size: int) -> None:
    source = RandomDice()
    outcome = roll_expression(parse_expression(f"{count}d{size}"), source)
    assert count <= outcome.total <= count * size
    assert len(source.used) == count
    assert outcome.total == sum(source.used)


@given(st.lists(st.integers(1, 6), min_size=4, max_size=4))
def test_keeping_the_highest_three_is_the_sum_without_the_lowest(faces: list[int]) -> None:
    assert forced("4d6kh3", faces)[0] == sum(faces) - min(faces)


_term = st.one_of(
    st.integers(0, 30).map(str),
    st.builds(
        lambda count, size, op: f"{count}d{size}{op}",
        st.integers(1, 8),
        st.integers(1, 12),
        st.sampled_from(["", "kh1", "kl2", "ph1", "e6", "ro1", "rr1", "ra>3", "mi2", "ma5", "k<3", "p>2"]),
    ),
)
_expression = st.recursive(
    _term,
    lambda inner: st.one_of(
        st.builds(lambda a, op, b: f"{a} {op} {b}", inner, st.sampled_from("+-*/%<>"), inner),
        inner.map(lambda e: f"({e})"),
        st.lists(inner, min_size=1, max_size=3).map(lambda items: f"({', '.join(items)})kh1"),
        inner.map(lambda e: f"-{e}"),
    ),
    max_leaves=12,
)


@settings(suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(_expression)
def test_every_valid_expression_rolls_or_raises_a_handled_error(expression: str) -> None:
    source = RandomDice()
    try:
        outcome = roll_expression(parse_expression(expression), source)
    except InputError as error:
        assert error.field == "expression"
    else:
        assert outcome.breakdown.endswith(f"= {outcome.total}")
        assert len(source.used) <= 1000


@given(st.text(max_size=60))
def test_any_text_parses_or_raises_a_handled_error(text: str) -> None:
    try:
        parse_expression(text)
    except InputError as error:
        assert error.field == "expression"
