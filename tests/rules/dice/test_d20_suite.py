"""d20's own test suite (github.com/avrae/d20, tests/), ported expression by expression.

The assertions are d20's: exact totals where the expression has no dice or its dice cannot vary, and
bounds where they can, checked over many random rolls. What d20 refuses (``TooManyRolls``,
``RollValueError``, ``RollSyntaxError``) is an :class:`InputError` on ``expression`` here. Tests of
d20's Python API (advantage rewriting, stringifiers, tree mapping) have no counterpart; their
expressions' totals are ported.
"""

from __future__ import annotations

import pytest

from app.rules.dice import RandomDice
from app.rules.dice.notation import RollOutcome, parse_expression, roll_expression
from app.rules.errors import InputError

REPEATS = 200


def roll(expression: str) -> RollOutcome:
    return roll_expression(parse_expression(expression), RandomDice())


def r(expression: str) -> int:
    return roll(expression).total


def refused(expression: str) -> str:
    with pytest.raises(InputError) as caught:
        roll(expression)
    assert caught.value.field == "expression"
    return caught.value.message


STANDARD_EXPRESSIONS = [
    "1d20",
    "1d%",
    "1+1",
    "4d6kh3",
    "(1)",
    "(1,)",
    "((1d6))",
    "4*(3d8kh2+9[fire]+(9d2e2+3[cold])/2)",
    "(1d4, 2+2, 3d6kl1)kh1",
    "((10d6kh5)kl2)kh1",
]


@pytest.mark.parametrize("expression", STANDARD_EXPRESSIONS)
def test_rolls_dont_error(expression: str) -> None:
    outcome = roll(expression)
    assert isinstance(outcome.total, int)
    assert isinstance(outcome.breakdown, str)


def test_sane_totals() -> None:
    for _ in range(REPEATS):
        assert 1 <= r("1d20") <= 20
        assert 0 <= r("1d%") <= 90
        assert r("1d%") % 10 == 0
        assert 3 <= r("4d6kh3") <= 18
        assert 1 <= r("(((1d6)))") <= 6
        assert 4 <= r("(1d4, 2+2, 3d6kl1)kh1") <= 6
        assert 1 <= r("((10d6kh5)kl2)kh1") <= 6


def test_pemdas() -> None:
    assert r("1 + 3 * 6") == r("1 + (3 * 6)") == 19
    assert r("(1 + 3) * 6") == 24
    assert r("1 + 2 + 3") == r("(1 + 2) + 3") == r("1 + (2 + 3)") == 6
    assert r("1 + 2 == 2") == 0
    assert r("1 + (2 == 2)") == 2


def test_invalid_rolls() -> None:
    assert "1000" in refused("1001d6")
    assert "die size" in refused("6d0")
    assert "plain number" in refused("10d6mil1")


def test_chaining_operators() -> None:
    for _ in range(REPEATS):
        assert 0 <= r("10d6k1k2k3") <= 30
        assert 0 <= r("10d6k1ph1") <= 9
    assert r("(1, 2, 3)k1k2") == 3


def test_literal() -> None:
    assert r("1") == 1
    assert r("10000") == 10000
    assert r("1.5") == 1
    assert r("0.5") == r(".5") == 0


def test_dice() -> None:
    for _ in range(REPEATS):
        assert r("0d6") == 0
        assert 1 <= r("d6") <= 6
        assert 1 <= r("1d6") <= 6
        assert 2 <= r("2d6") <= 12
        assert r("0d%") == 0
        assert 0 <= r("d%") <= 90
        assert 0 <= r("1d%") <= 90
        assert 0 <= r("2d%") <= 180


def test_set() -> None:
    assert r("(1)") == 1
    assert r("(1,)") == 1
    assert r("(1, 1)") == 2


def test_unop() -> None:
    assert r("1") == r("+1") == 1
    assert r("-1") == -1
    assert r("--1") == 1
    assert r("-+-++---+1") == -1


def test_binop() -> None:
    assert r("2 + 2") == 4
    assert r("2 - 2") == 0
    assert r("2 * 5") == 10
    assert r("15 / 2") == 7
    assert r("15 // 2") == 7
    assert r("13 % 2") == 1


def test_binop_dice() -> None:
    for _ in range(REPEATS):
        assert 3 <= r("2 + 1d6") <= 8
        assert 2 <= r("2 * 1d6") <= 12
        assert r("60 / 1d6") in [60, 30, 20, 15, 12, 10]
        assert r("60 // 1d6") in [60, 30, 20, 15, 12, 10]
        assert r("1d100 % 10") <= 10
        assert r("1d% % 10") <= 10


@pytest.mark.parametrize("expression", ["10 / 0", "10 // 0", "10 % 0"])
def test_div_zero(expression: str) -> None:
    assert refused(expression) == "division by zero"


@pytest.mark.parametrize(
    ("expression", "total"),
    [
        ("1 == 1", 1),
        ("1 == 2", 0),
        ("1 > 1", 0),
        ("2 > 1", 1),
        ("1 < 1", 0),
        ("1 < 2", 1),
        ("1 >= 1", 1),
        ("1 >= 2", 0),
        ("1 <= 1", 1),
        ("2 <= 1", 0),
        ("1 != 1", 0),
        ("1 != 2", 1),
    ],
)
def test_comparison(expression: str, total: int) -> None:
    assert r(expression) == total


@pytest.mark.parametrize(
    ("expression", "total"),
    [
        ("(1, 2, 3, 4, 5)k3", 3),
        ("(1, 2, 3, 4, 5)k<3", 3),
        ("(1, 2, 3, 4, 5)k>3", 9),
        ("(1, 2, 3, 4, 5)kl2", 3),
        ("(1, 2, 3, 4, 5)kh2", 9),
        ("(1)k1", 1),
        ("(1)k2", 0),
    ],
)
def test_selectors(expression: str, total: int) -> None:
    assert r(expression) == total


@pytest.mark.parametrize(
    ("expression", "total"),
    [
        ("(1, 2, 3, 4, 5)k3", 3),
        ("(1, 2, 3, 4, 5)k1k2", 3),
        ("(1, 2, 3, 4, 5)kh1kl1", 6),
        ("(1, 2, 3, 4, 5)p3", 12),
        ("(1, 2, 3, 4, 5)p1p2", 12),
        ("(1, 2, 3, 4, 5)ph1pl1", 9),
    ],
)
def test_k_and_p_ops(expression: str, total: int) -> None:
    assert r(expression) == total


def test_rr_op() -> None:
    assert r("1d20rr<20") == 20
    assert r("1d20rr>1") == 1
    assert "more than 1000 dice" in refused("1d20rr<21")
    assert "more than 1000 dice" in refused("1d1rr1")


def test_ro_op() -> None:
    assert r("1d1ro1") == 1
    for _ in range(REPEATS):
        assert 1 <= r("1d6rol1") <= 6


def test_ra_op() -> None:
    assert r("1d1ra1") == 2
    for _ in range(REPEATS):
        assert 2 <= r("1d6ral1") <= 12


def test_e_op() -> None:
    for _ in range(REPEATS):
        assert r("1d2e2") % 2 == 1
    assert "more than 1000 dice" in refused("1d20e<21")
    assert "more than 1000 dice" in refused("1d1e1")


def test_mi_op() -> None:
    assert r("10d6mi6") == 60
    assert r("10d6mi10") == 100
    for _ in range(REPEATS):
        assert 20 <= r("10d6mi2") <= 60


def test_ma_op() -> None:
    assert r("10d6ma1") == 10
    assert r("10d6ma0") == 0
    for _ in range(REPEATS):
        assert 10 <= r("10d6ma5") <= 50


def test_correct_results() -> None:
    assert r("1+2+3") == 6
    assert r("1+2+3+4") == 10


@pytest.mark.parametrize(
    ("expression", "comment"),
    [
        ("1d20 foo bar", "foo bar"),
        ("1d20 keep something", "keep something"),
        ("1d20 damage", "damage"),
        ("1d20 **bold**", "**bold**"),
        ("1d20 please save me from this parsing weirdness", "please save me from this parsing weirdness"),
    ],
)
def test_comments(expression: str, comment: str) -> None:
    outcome = roll(expression)
    assert 1 <= outcome.total <= 20
    assert outcome.comment == comment


@pytest.mark.parametrize(
    ("expression", "total"),
    [
        ("1 [a] + 2 + 3 [b] + 4", 10),
        ("1 [a] + 2 + 3 [a] + 4", 10),
        ("(1 [a])", 1),
        ("1 [a] + 2 + 3", 6),
        ("1 + 2 + 3 + 4", 10),
        ("1 + 2 + 3", 6),
    ],
)
def test_annotated_totals_from_the_utils_tests(expression: str, total: int) -> None:
    assert r(expression) == total


@pytest.mark.parametrize("expression", ["1d20", "1d20+1", "d20-1d4", "1", "1d6", "1+1", "1d20ro1", "8d6 [fire]"])
def test_the_utils_tests_expressions_roll(expression: str) -> None:
    assert isinstance(r(expression), int)
